//! The Tower's steps (captures, prisoners, ransoms, a tower's top), played
//! on the kinds of [`step_table`], and steps of a module not in play.

use super::*;
use crate::expansion::{Capture, Prisoner, Target};

/// A tower at (0,1) on a road west–east; red has 4 points (a city of two)
/// and a thief at (1,1), green a farmer at (-1,1).
fn tower_board() -> Game {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KE, (0, 0), 0, vec![fig(Red, "city")]),
            t(KE, (0, -1), 2, vec![]),
            t(KU_TOWER, (0, 1), 1, vec![]),
            t(KU, (1, 1), 1, vec![fig(Red, "road")]),
            t(KU, (-1, 1), 1, vec![fig(Green, "field@N")]),
        ],
    );
    assert_eq!(g.score(Red), 4);
    g
}

fn piece(player: Player, on: Pos, capture: Option<(Pos, &str)>) -> Step {
    Step::from(TowerStep::Piece {
        player,
        on,
        capture: capture.map(|(at, s)| Capture {
            on: at,
            target: Target::Feature(spec(s)),
            exchange: None,
        }),
    })
}

#[test]
fn a_tower_captures_within_its_height_in_a_straight_line() {
    let mut g = tower_board();
    // Height 1 reaches one square.
    let e = g
        .clone()
        .play(&t(
            KU,
            (2, 1),
            1,
            vec![piece(Blue, (0, 1), Some(((2, 1), "road")))],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(TowerError::OutOfRange {
            at: (2, 1),
            height: 1
        })
    );
    play(
        &mut g,
        vec![t(
            KU,
            (2, 1),
            1,
            vec![piece(Blue, (0, 1), Some(((1, 1), "road")))],
        )],
    );
    assert_eq!(g.towers()[0].height, 1);
    assert_eq!(
        g.prisoners(),
        [Prisoner {
            holder: Blue,
            owner: Red,
            figure: Figure::Follower,
            tower: (0, 1),
        }]
    );
    // Drawn on the square of the tower that took it, in its owner's colour.
    let drawn: Vec<_> = (g.pieces().into_iter())
        .filter(|p| p.name == "prisoner")
        .map(|p| (p.player, p.figure, p.x / 100, p.y / 100))
        .collect();
    assert_eq!(drawn, [(Some(Red), Some(Figure::Follower), 0, 1)]);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER - 1);
    // Height 2 reaches two squares; capturing one's own sends it home.
    play(&mut g, vec![t(KU, (-2, 1), 1, vec![fig(Green, "road")])]);
    play(
        &mut g,
        vec![t(
            KU,
            (3, 1),
            1,
            vec![piece(Green, (0, 1), Some(((-2, 1), "road")))],
        )],
    );
    assert_eq!(g.towers()[0].height, 2);
    assert_eq!(g.supply(Green), SUPPLY_PER_PLAYER - 1, "the farmer stays");
}

#[test]
fn builders_and_pigs_cannot_be_captured() {
    let mut g = tower_board();
    play(
        &mut g,
        vec![
            t(
                KU,
                (2, 1),
                1,
                vec![Step::figure(Red, Figure::Builder, spec("road"))],
            ),
            t(KU, (3, 1), 1, vec![piece(Blue, (0, 1), None)]),
        ],
    );
    let e = g
        .play(&t(
            KU,
            (4, 1),
            1,
            vec![piece(Green, (0, 1), Some(((2, 1), "road")))],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(TowerError::CannotCapture {
            figure: Figure::Builder
        })
    );
}

#[test]
fn prisoners_are_exchanged_at_once_and_bought_back_for_three() {
    let mut g = tower_board();
    play(
        &mut g,
        vec![
            t(
                KU,
                (2, 1),
                1,
                vec![piece(Blue, (0, 1), Some(((1, 1), "road")))],
            ),
            t(KU, (0, 2), 1, vec![fig(Blue, "field@S")]),
        ],
    );
    // Red buys its thief back: 4 − 3 for red, 3 for blue.
    let mut h = g.clone();
    play(
        &mut h,
        vec![t(
            KU,
            (3, 1),
            1,
            vec![
                Step::from(TowerStep::Ransom {
                    player: Red,
                    from: Blue,
                    figure: Figure::Follower,
                }),
                fig(Red, "road"),
            ],
        )],
    );
    assert_eq!((h.score(Red), h.score(Blue)), (1, 3));
    assert!(h.prisoners().is_empty());
    assert_eq!(h.awards()[0].payer, Some(Red));
    // Red captures blue's farmer instead: the two are exchanged at once.
    play(
        &mut g,
        vec![t(
            KU,
            (3, 1),
            1,
            vec![piece(Red, (0, 1), Some(((0, 2), "field@S")))],
        )],
    );
    assert!(g.prisoners().is_empty());
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER, "the thief is back");
    assert_eq!(g.supply(Blue), SUPPLY_PER_PLAYER);
}

#[test]
fn a_ransom_needs_the_points_and_a_prisoner() {
    let mut g = tower_board();
    play(
        &mut g,
        vec![t(
            KU,
            (2, 1),
            1,
            vec![piece(Green, (0, 1), Some(((1, 1), "road")))],
        )],
    );
    let ransom = |from: Player| {
        Step::from(TowerStep::Ransom {
            player: Red,
            from,
            figure: Figure::Follower,
        })
    };
    let e = g
        .clone()
        .play(&t(KU, (3, 1), 1, vec![ransom(Blue)]))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(TowerError::NoPrisoner {
            from: Blue,
            figure: Figure::Follower
        })
    );
    // After the action is too late.
    let e = g
        .clone()
        .play(&t(KU, (3, 1), 1, vec![fig(Red, "road"), ransom(Green)]))
        .unwrap_err();
    assert_eq!(step_error(e).1, StepError::OutOfOrder);
    // Blue, with no points, cannot buy.
    let mut h = tower_board();
    play(
        &mut h,
        vec![
            t(KU, (0, 2), 1, vec![fig(Blue, "field@N")]),
            t(
                KU,
                (2, 1),
                1,
                vec![piece(Red, (0, 1), Some(((0, 2), "field@N")))],
            ),
        ],
    );
    let e = h
        .play(&t(
            KU,
            (3, 1),
            1,
            vec![Step::from(TowerStep::Ransom {
                player: Blue,
                from: Red,
                figure: Figure::Follower,
            })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(TowerError::CannotPay { ransom: 3 })
    );
}

#[test]
fn a_finished_tower_keeps_its_follower_until_the_dragon_comes() {
    let mut g = tower_board();
    play(
        &mut g,
        vec![
            t(KU, (2, 1), 1, vec![piece(Blue, (0, 1), None)]),
            t(
                KU,
                (3, 1),
                1,
                vec![Step::from(TowerStep::Top {
                    player: Green,
                    figure: Figure::Follower,
                    on: (0, 1),
                })],
            ),
        ],
    );
    assert_eq!(g.towers()[0].top, Some((Green, Figure::Follower)));
    let e = g
        .clone()
        .play(&t(KU, (4, 1), 1, vec![piece(Blue, (0, 1), None)]))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(TowerError::TowerFinished { at: (0, 1) })
    );
    // Another tower takes it.
    play(&mut g, vec![t(KU_TOWER, (0, 2), 1, vec![])]);
    play(
        &mut g,
        vec![t(
            KU,
            (4, 1),
            1,
            vec![Step::from(TowerStep::Piece {
                player: Red,
                on: (0, 2),
                capture: Some(Capture {
                    on: (0, 1),
                    target: Target::Tower,
                    exchange: None,
                }),
            })],
        )],
    );
    assert_eq!(g.towers()[0].top, None);
    assert_eq!(
        g.prisoners(),
        [Prisoner {
            holder: Red,
            owner: Green,
            figure: Figure::Follower,
            tower: (0, 2),
        }]
    );
}

#[test]
fn steps_of_a_module_not_in_play_are_refused() {
    let mut g = Game::new(step_table(Setup::default()), Rules::standard());
    play(&mut g, vec![t(KU_TOWER, (0, 0), 0, vec![])]);
    let e = g
        .play(&t(KU, (0, 1), 0, vec![piece(Red, (0, 0), None)]))
        .unwrap_err();
    assert_eq!(step_error(e).1, StepError::NotInPlay);
    // Without the module, a volcano is a plain tile.
    play(
        &mut g,
        vec![t(KU_VOLCANO, (0, 2), 0, vec![fig(Red, "road")])],
    );
    assert_eq!(g.dragon(), None);
}
