//! Abbey & Mayor in play, on the kinds of [`abbey_table`]: the mayor's
//! strength, the wagon moving on, barns and their three scorings, and
//! the abbey closing its hole.

use crate::expansion::AbbeyError;
use crate::expansion::AbbeyStep;
use crate::expansion::Corner;
use crate::expansion::Setup;
use crate::expansion::abbey_mayor::BARN;
use crate::figure::Figure;
use crate::game::testkit::*;
use crate::game::*;
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::spec::FeatureSpec;
use crate::tile::{FeatureRef, FeatureType};
use Player::{Blue, Green, Red};

fn setup() -> Setup {
    let mut s = Setup::with_modules(&["traders-builders", "abbey-mayor"]).expect("known modules");
    for f in [Figure::Pig, Figure::Mayor, Figure::Wagon, Figure::Barn] {
        s.add_figures(f, 1);
    }
    s
}

fn game() -> Game {
    Game::new(abbey_table(setup()), Rules::standard())
}

fn spec(s: &str) -> FeatureSpec {
    s.parse().expect("a spec")
}

fn put(p: Player, figure: Figure, s: &str) -> Step {
    Step::figure(p, figure, spec(s))
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

fn play(g: &mut Game, turns: Vec<Turn>) {
    for turn in turns {
        g.play(&turn).expect("legal");
    }
}

/// A city of three tiles and three pennants, red's mayor on its south
/// cap and blue's knight on its north cap, joined by the middle tile.
fn mayor_city(middle: usize) -> Game {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KE_PENNANT, (0, 0), 0, vec![put(Red, Figure::Mayor, "city")]),
            t(KB, (1, 0), 0, vec![]),
            t(KB, (1, -1), 0, vec![]),
            t(KB, (1, -2), 0, vec![]),
            t(KE, (0, -2), 2, vec![put(Blue, Figure::Follower, "city")]),
            t(middle, (0, -1), 0, vec![]),
        ],
    );
    g
}

#[test]
fn a_mayor_counts_the_pennants_of_its_city() {
    // 1 + 2 pennants: the mayor's 3 beat the knight's 1.
    let g = mayor_city(KF_PENNANTS);
    let city = g.events().last().expect("the city scored");
    assert_eq!(city.pennants, 3);
    assert_eq!(city.points, vec![(Red, 12)]);
    assert_eq!(g.score(Blue), 0);
    assert_eq!(g.figures_left(Red, Figure::Mayor), 1, "home after scoring");
}

#[test]
fn a_mayor_with_as_many_pennants_as_knights_ties() {
    // The middle tile without pennants: the mayor's 1 ties the knight.
    let g = mayor_city(KF_PRINCESS);
    let city = g.events().last().expect("the city scored");
    assert_eq!(city.pennants, 1);
    assert_eq!(city.points, vec![(Red, 8), (Blue, 8)]);
}

#[test]
fn a_mayor_without_pennants_scores_its_city_for_nothing_and_goes_home() {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KE, (0, 0), 0, vec![put(Red, Figure::Mayor, "city")]),
            t(KE, (0, -1), 2, vec![]),
        ],
    );
    assert_eq!(g.score(Red), 0);
    // The city is scored all the same (issue 30, correction 2): an event
    // of 0 points to the mayor's owner.
    let city = g.events().last().expect("the city is scored");
    assert_eq!((city.feature, city.tiles.len()), (FeatureType::City, 2));
    assert_eq!(city.points, vec![(Red, 0)]);
    assert!(g.followers().is_empty());
    assert_eq!(g.figures_left(Red, Figure::Mayor), 1);
}

#[test]
fn a_mayor_goes_only_into_a_city_and_occupies_it() {
    let mut g = game();
    g.play(&t(KU, (0, 0), 0, vec![])).expect("legal");
    g.place(KE, (1, 0), Rotation::R0).expect("fits");
    assert_eq!(
        g.can_place_figure(Red, Figure::Mayor, first(FeatureType::Field)),
        Err(FollowerError::WrongFeature {
            figure: Figure::Mayor,
            feature: FeatureType::Field
        })
    );
    g.place_figure(Red, Figure::Mayor, city())
        .expect("a free city");
    g.score_turn();
    g.place(KF_PENNANTS, (1, -1), Rotation::R0).expect("fits");
    assert_eq!(
        g.can_place_figure(Blue, Figure::Follower, city()),
        Err(FollowerError::Occupied { by: Red })
    );
}

/// A road from the crossing at (0,0) to the crossing at (0,2), red's
/// wagon on it: the second crossing completes it.
fn wagon_road(after: Vec<Step>) -> Result<Game, ReplayError> {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KW, (0, 0), 0, vec![]),
            t(KU, (0, 1), 0, vec![put(Red, Figure::Wagon, "road")]),
        ],
    );
    g.play(&t(KW, (0, 2), 2, after)).map(|_| g)
}

#[test]
fn a_wagon_scores_as_a_follower_then_moves_on() {
    let to = |spec_: &str| {
        Step::from(AbbeyStep::Wagon {
            player: Red,
            to: (0, 2),
            spec: spec(spec_),
        })
    };
    let g = wagon_road(vec![to("road@E")]).expect("legal");
    assert_eq!(g.score(Red), 3);
    let wagon = g.followers().last().expect("moved on");
    assert_eq!(
        (wagon.player, wagon.figure, wagon.tile),
        (Red, Figure::Wagon, 2)
    );
    assert_eq!(wagon.feature, g.face(2).features[wagon_feature(&g)].feature);
    // Without a move it goes home.
    let g = wagon_road(vec![]).expect("legal");
    assert!(g.followers().is_empty());
    assert_eq!(g.figures_left(Red, Figure::Wagon), 1);
}

fn wagon_feature(g: &Game) -> usize {
    let road_e = spec("road@E").resolve(g.face(2)).expect("a road east");
    g.face(2).local(road_e).expect("local") as usize
}

#[test]
fn a_wagon_moves_only_next_door_onto_an_open_free_feature() {
    let step_error = |steps| match wagon_road(steps) {
        Err(ReplayError::Step { error, .. }) => Some(error),
        Err(ReplayError::Follower { error, .. }) => panic!("follower error {error:?}"),
        _ => None,
    };
    let wagon = |player, to, s: &str| {
        Step::from(AbbeyStep::Wagon {
            player,
            to,
            spec: spec(s),
        })
    };
    assert_eq!(
        step_error(vec![wagon(Red, (0, 0), "road@E")]),
        None,
        "the first crossing's east road goes on past the crossing the scored road ended at"
    );
    assert_eq!(
        step_error(vec![wagon(Red, (5, 5), "road")]),
        Some(StepError::NoTile { at: (5, 5) })
    );
    assert_eq!(
        step_error(vec![wagon(Blue, (0, 2), "road@E")]),
        Some(StepError::from(AbbeyError::NoWagon))
    );
    // The road it scored on is no feature to move on to.
    assert_eq!(
        step_error(vec![wagon(Red, (0, 1), "road")]),
        Some(StepError::from(AbbeyError::NotAdjacent { at: (0, 1) }))
    );
    assert_eq!(
        step_error(vec![
            wagon(Red, (0, 2), "road@E"),
            Step::figure(Red, Figure::Follower, spec("road@W")),
        ]),
        Some(StepError::OutOfOrder),
        "a figure after the scoring"
    );
}

/// A finished city north of (0,0) and red's farmer in the field south of
/// it; cloisters at (1,0) and (0,1); the tile at (1,1) makes four tiles
/// meet at its north-west corner.
fn barn_board(last: Vec<Step>) -> Game {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KE, (0, 0), 0, vec![put(Red, Figure::Follower, "field")]),
            t(KE, (0, -1), 2, vec![]),
            t(KB, (1, 0), 0, vec![]),
            t(KB, (0, 1), 0, vec![]),
            t(KB, (1, 1), 0, last),
        ],
    );
    g
}

fn barn(player: Player, corner: Corner) -> Step {
    Step::from(AbbeyStep::Barn { player, corner })
}

#[test]
fn a_barn_scores_the_farmers_there_at_once_and_its_field_at_the_end() {
    let mut g = barn_board(vec![barn(Blue, Corner::Nw)]);
    // Red's farmer: 3 for the one finished city, then home.
    assert_eq!(g.score(Red), 3);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER);
    assert_eq!(g.barns().len(), 1);
    assert_eq!(g.figures_left(Blue, Figure::Barn), 0);
    // No farmer goes into the barn's field any more.
    g.play(&t(KB, (2, 0), 0, vec![])).expect("legal");
    assert_eq!(
        g.can_place_figure(Green, Figure::Follower, first(FeatureType::Field)),
        Err(AbbeyError::Barn.into())
    );
    g.finish();
    // The barn's owner: 4 per finished city on its field.
    assert_eq!(g.score(Blue), 4);
    let award = g.awards().last().expect("the barn's award");
    assert_eq!((award.reason, award.player, award.points), (BARN, Blue, 4));
}

#[test]
fn farmers_joined_to_a_barn_score_one_per_city_and_go_home() {
    let mut g = barn_board(vec![barn(Blue, Corner::Nw)]);
    play(
        &mut g,
        vec![
            // The road's east field is apart from the barn's field…
            t(
                KU,
                (2, 0),
                0,
                vec![put(Green, Figure::Follower, "field@ENE")],
            ),
            // … until a cloister ends the road and its field joins both.
            t(KA, (2, -1), 0, vec![]),
        ],
    );
    assert_eq!(g.score(Green), 1);
    assert_eq!(g.supply(Green), SUPPLY_PER_PLAYER);
    let joined = g.events().last().expect("the joined farmers scored");
    assert_eq!(
        (joined.feature, joined.when),
        (FeatureType::Field, When::Play)
    );
}

#[test]
fn a_barn_needs_four_fields_meeting_and_a_field_without_a_barn() {
    let refuse = |steps| {
        let mut g = game();
        play(
            &mut g,
            vec![
                t(KE, (0, 0), 0, vec![]),
                t(KE, (0, -1), 2, vec![]),
                t(KB, (1, 0), 0, vec![]),
                t(KB, (0, 1), 0, vec![]),
            ],
        );
        match g.play(&t(KB, (1, 1), 0, steps)) {
            Err(ReplayError::Step { error, .. }) => error,
            other => panic!("{other:?}"),
        }
    };
    // Only three tiles meet at (1,1)'s south-east corner.
    assert_eq!(
        refuse(vec![barn(Blue, Corner::Se)]),
        StepError::from(AbbeyError::NotFourFields { at: (1, 1) })
    );
    let mut g = barn_board(vec![barn(Blue, Corner::Nw)]);
    play(
        &mut g,
        vec![t(KB, (2, 1), 0, vec![]), t(KB, (2, 0), 0, vec![])],
    );
    // (2,0)'s south-west corner is in the same field.
    match g.play(&t(KB, (3, 0), 0, vec![])) {
        Ok(_) => {}
        other => panic!("{other:?}"),
    }
    match g.play(&t(KB, (2, 2), 0, vec![])) {
        Ok(_) => {}
        other => panic!("{other:?}"),
    }
    match g.play(&t(KB, (3, 1), 0, vec![barn(Red, Corner::Nw)])) {
        Err(ReplayError::Step { error, .. }) => {
            assert_eq!(error, StepError::from(AbbeyError::BarnTaken { at: (3, 1) }))
        }
        other => panic!("{other:?}"),
    }
}

/// Seven cloisters around the hole at (0,1), below red's knight in the
/// one-tile city at (0,0) whose cap faces the hole.
fn hole() -> Game {
    let mut g = game();
    play(
        &mut g,
        vec![
            t(KE, (0, 0), 2, vec![put(Red, Figure::Follower, "city")]),
            t(KB, (-1, 0), 0, vec![]),
            t(KB, (-1, 1), 0, vec![]),
            t(KB, (-1, 2), 0, vec![]),
            t(KB, (0, 2), 0, vec![]),
            t(KB, (1, 2), 0, vec![]),
            t(KB, (1, 1), 0, vec![]),
        ],
    );
    g
}

#[test]
fn an_abbey_fills_a_hole_and_closes_the_city_it_touches() {
    let mut g = hole();
    let mut abbey = t(
        KABBEY,
        (0, 1),
        0,
        vec![put(Blue, Figure::Follower, "cloister")],
    );
    abbey.player = Some(Blue);
    g.play(&abbey).expect("a hole closed all round");
    // Red's one-tile city is complete: 2 points under the standard rules.
    assert_eq!(g.score(Red), 2);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER);
    // Blue's monk on the abbey scores as a cloister: one neighbour short.
    assert_eq!(g.followers().len(), 1);
    g.finish();
    assert_eq!(g.score(Blue), 8);
    // A second abbey of blue's is refused.
    let mut second = t(KABBEY, (5, 5), 0, vec![]);
    second.player = Some(Blue);
    assert!(matches!(
        g.play(&second),
        Err(ReplayError::Step {
            error: StepError::Ext(crate::expansion::ExtError::AbbeyMayor(
                AbbeyError::AbbeyUsed
            )),
            ..
        })
    ));
}

#[test]
fn an_abbey_goes_only_into_a_hole() {
    let g = hole();
    assert_eq!(
        g.can_place(KABBEY, (2, 1), Rotation::R0),
        Err(AbbeyError::NotInHole.into())
    );
    assert_eq!(g.can_place(KABBEY, (0, 1), Rotation::R90), Ok(()));
    // An ordinary tile in the same hole must still match the city above.
    assert!(matches!(
        g.can_place(KB, (0, 1), Rotation::R0),
        Err(PlacementError::EdgeMismatch { .. })
    ));
    // The engine offers the abbey the hole, in each rotation, and nothing
    // else; the list, its count and its n-th agree.
    let offered = g.legal_placements(KABBEY);
    assert_eq!(
        offered,
        Rotation::ALL.map(|r| ((0, 1), r)).to_vec(),
        "{offered:?}"
    );
    assert_eq!(g.legal_count(KABBEY), offered.len());
    let mut nth: Vec<_> = (0..offered.len())
        .filter_map(|n| g.legal_nth(KABBEY, n))
        .collect();
    nth.sort_unstable();
    assert_eq!(nth, offered);
    assert_eq!(g.legal_nth(KABBEY, offered.len()), None);
    // Every square an ordinary tile is offered, it is allowed.
    for (pos, r) in g.legal_placements(KB) {
        assert_eq!(g.can_place(KB, pos, r), Ok(()), "{pos:?} {r:?}");
    }
}

fn first(ty: FeatureType) -> FeatureRef {
    FeatureRef { ty, index: 0 }
}

/// Red's wagon on the road from the crossing at (0,0), a city cap
/// beside its tile at (1,1), under the wagon variant `reach` (0:
/// connected, 1: around): the crossing that completes the road is next.
fn wagon_beside_city(reach: u32) -> Game {
    let mut s = setup();
    s.set_param("wagon_reach", reach);
    let mut g = Game::new(abbey_table(s), Rules::standard());
    play(
        &mut g,
        vec![
            t(KW, (0, 0), 0, vec![]),
            t(KU, (0, 1), 0, vec![put(Red, Figure::Wagon, "road")]),
            t(KE, (1, 1), 0, vec![]),
        ],
    );
    g
}

#[test]
fn which_features_a_wagon_reaches_is_the_variants_reading_of_next_to() {
    let to_city = || {
        vec![Step::from(AbbeyStep::Wagon {
            player: Red,
            to: (1, 1),
            spec: spec("city"),
        })]
    };
    let closed = |reach, after| {
        let mut g = wagon_beside_city(reach);
        g.play(&t(KW, (0, 2), 2, after)).map(|_| g)
    };
    // Connected (seed 000): the city beside is not connected to the road.
    match closed(0, to_city()) {
        Err(ReplayError::Step { error, .. }) => assert_eq!(
            error,
            StepError::from(AbbeyError::NotAdjacent { at: (1, 1) })
        ),
        other => panic!("{other:?}"),
    }
    // Around (the new art): on a tile next to the wagon's, it is reached.
    let g = closed(1, to_city()).expect("legal around");
    assert_eq!(g.followers().last().map(|f| f.tile), Some(2));
    // Both offer the crossing's roads; only `around` offers the city.
    for (reach, city) in [(0, false), (1, true)] {
        let mut g = wagon_beside_city(reach);
        g.begin_turn(KW, (0, 2), Rotation::quarter(2), None)
            .expect("fits");
        g.end_turn().expect("scored");
        let squares: Vec<Pos> = (g.offers().into_iter())
            .filter_map(|s| match s {
                Step::Ext(crate::expansion::ExtStep::AbbeyMayor(AbbeyStep::Wagon {
                    to, ..
                })) => Some(to),
                _ => None,
            })
            .collect();
        assert!(
            squares.contains(&(0, 0)) && squares.contains(&(0, 2)),
            "reach {reach}: the crossings' roads, {squares:?}"
        );
        assert_eq!(
            squares.contains(&(1, 1)),
            city,
            "reach {reach}: the city beside"
        );
    }
}

#[test]
fn a_barns_fields_are_the_variants() {
    // Red's farmer stands in the field; a barn goes there under the
    // seed's rule, not under the house rule that wants the field empty.
    for (field, ok) in [(0, true), (1, false), (2, true)] {
        let mut s = setup();
        s.set_param("barn_field", field);
        let mut g = Game::new(abbey_table(s), Rules::standard());
        play(
            &mut g,
            vec![
                t(KE, (0, 0), 0, vec![put(Red, Figure::Follower, "field")]),
                t(KE, (0, -1), 2, vec![]),
                t(KB, (1, 0), 0, vec![]),
                t(KB, (0, 1), 0, vec![]),
            ],
        );
        let r = g.play(&t(KB, (1, 1), 0, vec![barn(Blue, Corner::Nw)]));
        assert_eq!(r.is_ok(), ok, "barn_field {field}: {r:?}");
        if !ok {
            match r {
                Err(ReplayError::Step { error, .. }) => assert_eq!(
                    error,
                    StepError::from(AbbeyError::BarnFarmers { at: (1, 1) })
                ),
                other => panic!("{other:?}"),
            }
        }
    }
}
