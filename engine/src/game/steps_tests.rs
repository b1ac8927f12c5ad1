//! The turn's steps of Princess & Dragon and The Tower, played on the
//! kinds of [`step_table`]: the dragon, the fairy, portals and princesses
//! here, the towers in `steps_tests_tower.rs`.

use super::testkit::*;
use super::*;
use crate::expansion::Setup;
use crate::expansion::{DragonError, TowerError};
use crate::expansion::{DragonStep, TowerStep};
use crate::spec::FeatureSpec;
use Player::{Blue, Green, Red};

#[path = "steps_tests_tower.rs"]
mod tower;

fn setup() -> Setup {
    let mut s = Setup::with_modules(&[
        "inns-cathedrals",
        "traders-builders",
        "princess-dragon",
        "tower",
    ])
    .expect("known modules");
    for f in [Figure::Big, Figure::Builder, Figure::Pig] {
        s.add_figures(f, 1);
    }
    s
}

fn game() -> Game {
    Game::new(step_table(setup()), Rules::standard())
}

fn spec(s: &str) -> FeatureSpec {
    s.parse().expect("a spec")
}

fn fig(p: Player, s: &str) -> Step {
    Step::figure(p, Figure::Follower, spec(s))
}

fn t(kind: usize, pos: Pos, quarter: u8, steps: Vec<Step>) -> Turn {
    Turn {
        kind,
        pos,
        rotation: Rotation::quarter(quarter),
        steps,
        player: None,
    }
}

/// Plays `turns` in order, panicking on the first refusal.
fn play(g: &mut Game, turns: Vec<Turn>) {
    for turn in turns {
        g.play(&turn).expect("legal");
    }
}

fn step_error(e: ReplayError) -> (Option<usize>, StepError) {
    match e {
        ReplayError::Step { step, error, .. } => (step, error),
        other => panic!("not a step error: {other:?}"),
    }
}

/// A road north–south from (0,0) to (0,3) with a volcano at (0,-1): the
/// dragon is on (0,-1); red's thief on (0,1), blue's farmer on (1,0).
fn dragon_board() -> Game {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KU, (0, 0), 0, vec![]),
            t(KU, (0, 1), 0, vec![fig(Red, "road")]),
            t(KU, (1, 0), 0, vec![fig(Blue, "field@E")]),
            t(KU_VOLCANO, (0, -1), 0, vec![]),
        ],
    );
    g
}

#[test]
fn a_volcano_brings_the_dragon_and_keeps_followers_off_its_tile() {
    let mut g = game();
    play(&mut g, vec![t(KU, (0, 0), 0, vec![])]);
    assert_eq!(g.dragon(), None);
    // A dragon tile before any volcano is set aside.
    let e = g
        .clone()
        .play(&t(KU_DRAGON, (0, 1), 0, vec![]))
        .unwrap_err();
    assert_eq!(
        step_error(e),
        (None, StepError::from(DragonError::DragonAsleep))
    );
    let e = g
        .clone()
        .play(&t(KU_VOLCANO, (0, 1), 0, vec![fig(Red, "road")]))
        .unwrap_err();
    assert_eq!(
        e,
        ReplayError::Follower {
            turn: 1,
            step: 0,
            error: DragonError::FollowerOnDragon.into()
        }
    );
    play(&mut g, vec![t(KU_VOLCANO, (0, 1), 0, vec![])]);
    assert_eq!(g.dragon(), Some((0, 1)));
    // The first tile is laid before play, not drawn: a dragon tile may be
    // it, and there is no dragon to move yet.
    let mut h = game();
    play(&mut h, vec![t(KU_DRAGON, (0, 0), 0, vec![])]);
    assert_eq!(h.dragon(), None);
}

#[test]
fn the_dragon_moves_sends_figures_home_and_stops_only_at_a_dead_end() {
    let g = dragon_board();
    let moved = |path: Vec<Pos>| {
        let mut g = g.clone();
        let r = g.play(&t(
            KU_DRAGON,
            (0, 2),
            0,
            vec![Step::from(DragonStep::Dragon { path })],
        ));
        (g, r)
    };
    // Through (0,0) to blue's farmer on (1,0): a dead end after two.
    let (h, r) = moved(vec![(0, 0), (1, 0)]);
    r.expect("legal");
    assert_eq!(h.dragon(), Some((1, 0)));
    assert_eq!(h.followers().len(), 1, "red's thief stays");
    assert_eq!(h.supply(Blue), SUPPLY_PER_PLAYER);
    // Down the road over red's thief to the new tile: a dead end after 3.
    let (h, r) = moved(vec![(0, 0), (0, 1), (0, 2)]);
    r.expect("legal");
    assert_eq!(h.supply(Red), SUPPLY_PER_PLAYER);
    // Refusals, each naming the step.
    let refused = |path: Vec<Pos>| step_error(moved(path).1.unwrap_err()).1;
    assert_eq!(
        refused(vec![(0, 0), (0, -1)]),
        StepError::from(DragonError::DragonRevisits { at: (0, -1) })
    );
    assert_eq!(
        refused(vec![(1, 1)]),
        StepError::from(DragonError::DragonNotAdjacent { at: (1, 1) })
    );
    assert_eq!(
        refused(vec![(0, 0)]),
        StepError::from(DragonError::DragonStopsEarly { taken: 1 })
    );
    assert_eq!(refused(vec![(1, -1)]), StepError::NoTile { at: (1, -1) });
    // A dragon tile without a move, while the dragon can go somewhere.
    let (_, r) = {
        let mut g = g.clone();
        let r = g.play(&t(KU_DRAGON, (0, 2), 0, vec![]));
        (g, r)
    };
    assert_eq!(
        step_error(r.unwrap_err()),
        (None, StepError::from(DragonError::DragonMustMove))
    );
    // No move without a dragon tile.
    let mut h = g.clone();
    let e = h
        .play(&t(
            KU,
            (0, 2),
            0,
            vec![Step::from(DragonStep::Dragon { path: vec![(0, 0)] })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e),
        (Some(0), StepError::from(DragonError::NoDragonMove))
    );
}

#[test]
fn the_dragon_goes_six_squares_at_most() {
    let mut g = game();
    play(&mut g, vec![t(KU_VOLCANO, (0, 0), 0, vec![])]);
    for y in 1..9 {
        play(&mut g, vec![t(KU, (0, y), 0, vec![])]);
    }
    let path: Vec<Pos> = (1..8).map(|y| (0, y)).collect();
    let e = g
        .clone()
        .play(&t(
            KU_DRAGON,
            (0, 9),
            0,
            vec![Step::from(DragonStep::Dragon { path })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::from(DragonError::DragonTooFar { steps: 6 })
    );
    let path: Vec<Pos> = (1..7).map(|y| (0, y)).collect();
    g.play(&t(
        KU_DRAGON,
        (0, 9),
        0,
        vec![Step::from(DragonStep::Dragon { path })],
    ))
    .expect("six squares");
    assert_eq!(g.dragon(), Some((0, 6)));
}

#[test]
fn a_builder_goes_home_with_its_owners_last_follower() {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KU_VOLCANO, (0, -1), 0, vec![]),
            t(KU, (0, 0), 0, vec![fig(Red, "road")]),
            t(
                KU,
                (0, 1),
                0,
                vec![Step::figure(Red, Figure::Builder, spec("road"))],
            ),
        ],
    );
    assert_eq!(g.followers().len(), 2);
    g.clone()
        .play(&t(
            KU_DRAGON,
            (0, 2),
            0,
            vec![Step::from(DragonStep::Dragon { path: vec![(0, 0)] })],
        ))
        .expect_err("(0,0) is not a dead end");
    let mut h = g.clone();
    // The dragon eats the thief on (0,0) and ends at (0,2): a dead end.
    h.play(&t(
        KU_DRAGON,
        (0, 2),
        0,
        vec![Step::from(DragonStep::Dragon {
            path: vec![(0, 0), (0, 1), (0, 2)],
        })],
    ))
    .expect("legal");
    assert!(h.followers().is_empty());
    assert_eq!(h.figures_left(Red, Figure::Builder), 1);
}

#[test]
fn the_fairy_scores_at_the_turns_start_and_with_its_follower() {
    let p = |turn: Turn, player: Player| Turn {
        player: Some(player),
        ..turn
    };
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KW, (0, -1), 0, vec![]),
            p(t(KU, (0, 0), 0, vec![fig(Red, "road")]), Red),
            p(t(KU, (0, 1), 0, vec![]), Blue),
            p(
                t(
                    KU,
                    (0, 2),
                    0,
                    vec![Step::from(DragonStep::Fairy {
                        player: Red,
                        on: (0, 0),
                        spec: spec("road"),
                    })],
                ),
                Red,
            ),
            p(t(KU, (0, 3), 0, vec![]), Blue),
        ],
    );
    assert_eq!(g.score(Red), 0);
    play(&mut g, vec![p(t(KU, (0, 4), 0, vec![]), Red)]);
    assert_eq!(g.score(Red), 1, "the turn's point");
    // Blue closes the road of seven: red 7 and the fairy's 3.
    play(&mut g, vec![p(t(KW, (0, 5), 2, vec![]), Blue)]);
    assert_eq!(g.score(Red), 11);
    let reasons: Vec<Reason> = g.awards().iter().map(|a| a.reason).collect();
    assert_eq!(
        reasons,
        [
            crate::expansion::princess_dragon::FAIRY_TURN,
            crate::expansion::princess_dragon::FAIRY_SCORING
        ]
    );
    // The fairy stays, beside nobody: no more points.
    assert_eq!(g.fairy().map(|f| (f.pos, f.owner())), Some(((0, 0), None)));
    play(&mut g, vec![p(t(KU, (1, 0), 0, vec![]), Red)]);
    assert_eq!(g.score(Red), 11);
    // The fairy must stand by the player's own follower.
    let mut h = game();
    play(&mut h, vec![t(KU, (0, 0), 0, vec![fig(Red, "road")])]);
    let e = h
        .play(&t(
            KU,
            (0, 1),
            0,
            vec![Step::from(DragonStep::Fairy {
                player: Blue,
                on: (0, 0),
                spec: spec("road"),
            })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e).1,
        StepError::NotYours {
            at: (0, 0),
            owner: Red
        }
    );
}

#[test]
fn the_fairys_point_comes_once_on_a_double_turn() {
    let p = |turn: Turn, player: Player| Turn {
        player: Some(player),
        ..turn
    };
    let builder = Step::figure(Red, Figure::Builder, spec("road"));
    let fairy = Step::from(DragonStep::Fairy {
        player: Red,
        on: (0, 0),
        spec: spec("road"),
    });
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KW, (0, -1), 0, vec![]),
            p(t(KU, (0, 0), 0, vec![fig(Red, "road")]), Red),
            p(t(KU, (1, 0), 0, vec![]), Blue),
            p(t(KU, (0, 1), 0, vec![builder]), Red),
            p(t(KU, (2, 0), 0, vec![]), Blue),
            // Extends the builder's road: a second tile follows.
            p(t(KU, (0, 2), 0, vec![fairy]), Red),
            p(t(KU, (0, 3), 0, vec![]), Red),
            p(t(KU, (3, 0), 0, vec![]), Blue),
        ],
    );
    assert_eq!(g.score(Red), 0, "no point on the second tile");
    play(&mut g, vec![p(t(KU, (4, 0), 0, vec![]), Red)]);
    assert_eq!(g.score(Red), 1);
}

#[test]
fn a_portal_sends_a_follower_to_any_open_free_feature() {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KU, (0, 0), 0, vec![]),
            t(KU, (1, 0), 0, vec![]),
            t(KU, (2, 0), 0, vec![fig(Red, "road")]),
            // A road of two, closed at both ends by villages.
            t(KW, (3, 0), 3, vec![]),
            t(KW, (3, 1), 2, vec![]),
        ],
    );
    let through = |on: Pos, s: &str, kind: usize| {
        g.clone().play(&t(
            kind,
            (0, 1),
            0,
            vec![Step::Figure {
                player: Blue,
                figure: Figure::Follower,
                on: Some(on),
                spec: spec(s),
            }],
        ))
    };
    let follower_error = |r: Result<usize, ReplayError>| match r.unwrap_err() {
        ReplayError::Follower { error, .. } => error,
        e => panic!("{e:?}"),
    };
    assert!(through((1, 0), "road", KU_PORTAL).is_ok());
    assert_eq!(
        follower_error(through((1, 0), "road", KU)),
        FollowerError::NotThisTile
    );
    assert_eq!(
        follower_error(through((2, 0), "road", KU_PORTAL)),
        FollowerError::Occupied { by: Red }
    );
    assert_eq!(
        follower_error(through((3, 0), "road@S", KU_PORTAL)),
        FollowerError::Completed
    );
}

#[test]
fn a_princess_sends_a_knight_of_her_city_home() {
    let mut g = game();
    play(&mut g, vec![t(KE, (0, 0), 0, vec![fig(Red, "city")])]);
    let princess = |kind: usize| {
        let mut h = g.clone();
        let r = h.play(&t(
            kind,
            (0, -1),
            0,
            vec![Step::from(DragonStep::Princess {
                player: Blue,
                on: (0, 0),
                spec: spec("city"),
            })],
        ));
        (h, r)
    };
    let (h, r) = princess(KF_PRINCESS);
    r.expect("legal");
    assert!(h.followers().is_empty());
    assert_eq!(h.supply(Red), SUPPLY_PER_PLAYER);
    // A city tile without a princess does not, though it joins the city.
    let e = g
        .clone()
        .play(&t(
            KE,
            (0, -1),
            2,
            vec![Step::from(DragonStep::Princess {
                player: Blue,
                on: (0, 0),
                spec: spec("city"),
            })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e),
        (Some(0), StepError::from(DragonError::NoPrincess))
    );
    // Nor does a princess whose city the knight is not in.
    let mut apart = game();
    play(
        &mut apart,
        vec![
            t(KE, (0, 0), 0, vec![fig(Red, "city")]),
            t(KB, (1, 0), 0, vec![]),
        ],
    );
    let e = apart
        .play(&t(
            KF_PRINCESS,
            (1, -1),
            1,
            vec![Step::from(DragonStep::Princess {
                player: Blue,
                on: (0, 0),
                spec: spec("city"),
            })],
        ))
        .unwrap_err();
    assert_eq!(
        step_error(e),
        (Some(0), StepError::from(DragonError::NoPrincess))
    );
}

/// A game of [`setup`] with Princess & Dragon's parameter `name` set.
fn game_with(name: &str, value: u32) -> Game {
    let mut s = setup();
    s.set_param(name, value);
    Game::new(step_table(s), Rules::standard())
}

#[test]
fn where_the_princess_must_a_turn_without_her_is_refused() {
    for (must, declined_ok) in [(0, true), (1, false)] {
        let mut g = game_with("princess_must", must);
        play(&mut g, vec![t(KE, (0, 0), 0, vec![fig(Red, "city")])]);
        // Blue lays the princess's city tile and does nothing with her.
        let r = g.clone().play(&t(KF_PRINCESS, (0, -1), 0, vec![]));
        assert_eq!(r.is_ok(), declined_ok, "must = {must}: {r:?}");
        if must == 1 {
            assert_eq!(
                step_error(r.unwrap_err()).1,
                StepError::from(DragonError::PrincessMust)
            );
            // Sending the knight home is accepted.
            let mut h = g.clone();
            h.play(&t(
                KF_PRINCESS,
                (0, -1),
                0,
                vec![Step::from(DragonStep::Princess {
                    player: Blue,
                    on: (0, 0),
                    spec: spec("city"),
                })],
            ))
            .expect("the princess sends the knight home");
            assert!(h.followers().is_empty());
        }
    }
    // A princess tile whose city holds no knight asks nothing.
    let mut g = game_with("princess_must", 1);
    play(&mut g, vec![t(KE, (0, 0), 0, vec![])]);
    g.play(&t(KF_PRINCESS, (0, -1), 0, vec![]))
        .expect("no knight to send home");
}

#[test]
fn where_the_dragon_moves_after_the_scoring_its_prey_scores_first() {
    // Red's monk on a cloister the dragon tile completes, the dragon's
    // path over the monk's square: before the scoring it eats the monk,
    // after it the cloister scores first.
    for (after, red) in [(0, 0), (1, 9)] {
        let mut g = game_with("dragon_after_scoring", after);
        play(
            &mut g,
            vec![
                t(KB, (0, 0), 0, vec![fig(Red, "cloister")]),
                t(KB, (1, 0), 0, vec![]),
                t(KU_VOLCANO, (2, 0), 0, vec![]),
                t(KB, (0, -1), 0, vec![]),
                t(KB, (1, -1), 0, vec![]),
                t(KB, (1, 1), 0, vec![]),
                t(KB, (0, 1), 0, vec![]),
                t(KU, (-1, 0), 0, vec![]),
                t(KU, (-1, 1), 0, vec![]),
            ],
        );
        g.play(&t(
            KU_DRAGON,
            (-1, -1),
            0,
            vec![Step::from(DragonStep::Dragon {
                path: vec![(1, 0), (1, 1), (0, 1), (0, 0), (0, -1), (1, -1)],
            })],
        ))
        .expect("legal");
        assert_eq!(g.score(Red), red, "dragon_after_scoring = {after}");
        assert!(g.followers().is_empty(), "home, eaten or scored");
        assert_eq!(g.dragon(), Some((1, -1)));
    }
}
