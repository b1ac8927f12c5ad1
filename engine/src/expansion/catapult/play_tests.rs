//! The Catapult in play, on the kinds of [`catapult_table`]: a round
//! after a fair tile, each kind of token's outcome, and every refusal.

use crate::expansion::CatapultError;
use crate::expansion::Setup;
use crate::expansion::catapult::{CATAPULT_CATCH, CATAPULT_TARGET};
use crate::expansion::{CatchResult, CatchThrow, Round, Swap};
use crate::figure::Figure;
use crate::game::testkit::*;
use crate::game::*;
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::spec::FeatureSpec;
use Player::{Black, Blue, Green, Red};
use std::sync::Arc;

fn setup(modules: &[&str]) -> Setup {
    Setup::with_modules(modules).expect("known modules")
}

fn spec(s: &str) -> FeatureSpec {
    s.parse().expect("a spec")
}

fn put(p: Player, s: &str) -> Step {
    Step::figure(p, Figure::Follower, spec(s))
}

fn t(kind: usize, pos: Pos, quarter: u8, player: Player, steps: Vec<Step>) -> Turn {
    Turn {
        kind,
        pos,
        rotation: Rotation::quarter(quarter),
        steps,
        player: Some(player),
    }
}

/// Red's monk on (0, 1), blue's on (1, 1), then green lays the fair tile
/// on (1, 0) with a thief on its road and plays `round` (seats: red,
/// blue, green).
fn board(fair: usize, round: Option<Round>) -> Vec<Turn> {
    let mut last = vec![put(Green, "road")];
    last.extend(round.map(Step::from));
    let mut turns = vec![
        t(KD, (0, 0), 0, Red, vec![]),
        t(KB, (0, 1), 0, Red, vec![put(Red, "cloister")]),
        t(KB, (1, 1), 0, Blue, vec![put(Blue, "cloister")]),
        t(fair, (1, 0), 1, Green, last),
    ];
    // The start tile is laid before play.
    turns[0].player = None;
    turns
}

fn run(modules: &[&str], turns: &[Turn]) -> Result<Game, ReplayError> {
    replay(
        catapult_table(setup(modules)),
        Rules::standard(),
        turns,
        false,
    )
}

fn played(round: Round) -> Game {
    run(&["catapult"], &board(KU_FAIR, Some(round))).expect("legal")
}

/// The error of the round (step 1 of the last turn).
fn refused(turns: &[Turn]) -> StepError {
    match run(&["catapult"], turns) {
        Err(ReplayError::Step {
            turn: 3,
            step: Some(1),
            error,
        }) => error,
        other => panic!("expected a refused round, got {other:?}"),
    }
}

fn refused_round(round: Round) -> StepError {
    refused(&board(KU_FAIR, Some(round)))
}

fn owner_on(g: &Game, tile: usize) -> Vec<Player> {
    g.followers()
        .iter()
        .filter(|f| f.tile == tile)
        .map(|f| f.player)
        .collect()
}

#[test]
fn a_round_is_one_step_after_the_scoring() {
    assert_eq!(Step::from(Round::Target { winners: vec![] }).phase(), 4);
}

#[test]
fn knock_out_sends_every_follower_hit_home_the_throwers_too() {
    let g = played(Round::KnockOut {
        hits: vec![((0, 1), spec("cloister")), ((1, 0), spec("road"))],
    });
    assert_eq!(owner_on(&g, 1), vec![]);
    assert_eq!(owner_on(&g, 3), vec![], "green's own thief");
    assert_eq!(owner_on(&g, 2), vec![Blue]);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER);
    assert_eq!(g.supply(Green), SUPPLY_PER_PLAYER);
}

#[test]
fn knock_out_refuses_a_follower_that_is_not_there() {
    let e = refused_round(Round::KnockOut {
        hits: vec![((0, 0), spec("road"))],
    });
    assert_eq!(e, StepError::NoFollower { at: (0, 0) });
    let e = refused_round(Round::KnockOut {
        hits: vec![((0, 1), spec("cloister")), ((0, 1), spec("cloister"))],
    });
    assert_eq!(e, StepError::NoFollower { at: (0, 1) }, "hit twice");
}

#[test]
fn seduction_puts_the_throwers_follower_in_the_others_place() {
    let g = played(Round::Seduction {
        swaps: vec![Swap {
            player: Green,
            on: (0, 1),
            spec: spec("cloister"),
            from: None,
        }],
    });
    assert_eq!(owner_on(&g, 1), vec![Green]);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER);
    assert_eq!(g.supply(Green), SUPPLY_PER_PLAYER - 2);
}

#[test]
fn seduction_may_move_the_throwers_follower_from_the_board() {
    let g = played(Round::Seduction {
        swaps: vec![Swap {
            player: Green,
            on: (1, 1),
            spec: spec("cloister"),
            from: Some(((1, 0), spec("road"))),
        }],
    });
    assert_eq!(owner_on(&g, 2), vec![Green]);
    assert_eq!(owner_on(&g, 3), vec![], "the thief moved");
    assert_eq!(g.supply(Green), SUPPLY_PER_PLAYER - 1);
    assert_eq!(g.supply(Blue), SUPPLY_PER_PLAYER);
}

#[test]
fn seduction_refusals() {
    let swap = |player, on, s: &str, from| Swap {
        player,
        on,
        spec: spec(s),
        from,
    };
    let one = |s| Round::Seduction { swaps: vec![s] };
    assert_eq!(
        refused_round(one(swap(Green, (1, 0), "road", None))),
        StepError::from(CatapultError::SeduceOwn { at: (1, 0) })
    );
    assert_eq!(
        refused_round(one(swap(Green, (0, 0), "road", None))),
        StepError::NoFollower { at: (0, 0) }
    );
    assert_eq!(
        refused_round(one(swap(
            Green,
            (0, 1),
            "cloister",
            Some(((1, 1), spec("cloister")))
        ))),
        StepError::NotYours {
            at: (1, 1),
            owner: Blue
        }
    );
    assert_eq!(
        refused_round(one(swap(Black, (0, 1), "cloister", None))),
        StepError::from(CatapultError::NotSeated { player: Black })
    );
    assert_eq!(
        refused_round(Round::Seduction {
            swaps: vec![
                swap(Green, (0, 1), "cloister", None),
                swap(Green, (1, 1), "cloister", None),
            ]
        }),
        StepError::from(CatapultError::NamedTwice { player: Green })
    );
    // Blue with no follower left (seats unknown: tiles name nobody).
    let mut turns = vec![t(KD, (0, 0), 0, Red, vec![])];
    for x in 0..7 {
        turns.push(t(KB, (x, 1), 0, Blue, vec![put(Blue, "cloister")]));
    }
    let seduce = one(swap(Blue, (1, 0), "road", None));
    turns.push(t(
        KU_FAIR,
        (1, 0),
        1,
        Red,
        vec![put(Red, "road"), Step::from(seduce)],
    ));
    for turn in &mut turns {
        turn.player = None;
    }
    assert_eq!(
        run(&["catapult"], &turns).err(),
        Some(ReplayError::Step {
            turn: 8,
            step: Some(1),
            error: StepError::from(CatapultError::NoFollowerLeft)
        })
    );
}

#[test]
fn the_target_contest_gives_each_nearest_player_five() {
    let g = played(Round::Target {
        winners: vec![Red, Blue],
    });
    let awards: Vec<(Reason, Player, u32)> = g
        .awards()
        .iter()
        .map(|a| (a.reason, a.player, a.points))
        .collect();
    assert_eq!(
        awards,
        vec![(CATAPULT_TARGET, Red, 5), (CATAPULT_TARGET, Blue, 5)]
    );
    assert_eq!(g.awards()[0].tiles, vec![(1, 0)], "the fair tile");
    assert_eq!(g.score(Red), 5);
    assert_eq!(
        refused_round(Round::Target {
            winners: vec![Red, Red]
        }),
        StepError::from(CatapultError::NamedTwice { player: Red })
    );
    assert_eq!(
        refused_round(Round::Target {
            winners: vec![Black]
        }),
        StepError::from(CatapultError::NotSeated { player: Black })
    );
}

#[test]
fn each_catch_scores_its_outcome() {
    let throw = |thrower, catcher, result| CatchThrow {
        thrower,
        catcher,
        result,
    };
    let g = played(Round::Catch {
        throws: vec![
            throw(Green, Red, CatchResult::Caught),
            throw(Red, Blue, CatchResult::Dropped),
            throw(Blue, Green, CatchResult::Short),
        ],
    });
    assert_eq!(g.score(Red), 5);
    assert_eq!(g.score(Blue), 0);
    assert_eq!(g.score(Green), 0);
    assert_eq!(g.awards().len(), 1);
    assert_eq!(g.awards()[0].reason, CATAPULT_CATCH);
    assert_eq!(
        refused_round(Round::Catch {
            throws: vec![throw(Green, Blue, CatchResult::Caught)]
        }),
        StepError::from(CatapultError::NotNeighbours {
            thrower: Green,
            catcher: Blue
        })
    );
    assert_eq!(
        refused_round(Round::Catch {
            throws: vec![
                throw(Green, Red, CatchResult::Caught),
                throw(Green, Red, CatchResult::Caught)
            ]
        }),
        StepError::from(CatapultError::NamedTwice { player: Green })
    );
}

#[test]
fn a_round_needs_the_module_a_fair_tile_and_comes_once() {
    let round = || Some(Round::Target { winners: vec![] });
    assert_eq!(
        refused(&board(KU, round())),
        StepError::from(CatapultError::NoFair)
    );
    let mut twice = board(KU_FAIR, round());
    twice[3]
        .steps
        .push(Step::from(Round::Target { winners: vec![] }));
    match run(&["catapult"], &twice) {
        Err(ReplayError::Step {
            step: Some(2),
            error,
            ..
        }) => assert_eq!(error, StepError::from(CatapultError::SecondRound)),
        other => panic!("{other:?}"),
    }
    match run(&[], &board(KU_FAIR, round())) {
        Err(ReplayError::Step { error, .. }) => assert_eq!(error, StepError::NotInPlay),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_round_grows_throw_by_throw_through_the_engines_joins() {
    let throw = |thrower, catcher, result| CatchThrow {
        thrower,
        catcher,
        result,
    };
    let first = Round::Catch {
        throws: vec![throw(Green, Red, CatchResult::Caught)],
    };
    let turns = board(KU_FAIR, Some(first.clone()));
    let table = catapult_table(setup(&["catapult"]));
    // Step 1 of the last turn is the round: each join is it and one more
    // throw the rules accept after it, never the round itself.
    let grows = joins(Arc::clone(&table), Rules::standard(), &turns, 1).expect("replays");
    assert!(!grows.is_empty());
    assert!(!grows.contains(&Step::from(first.clone())));
    let grown = Step::from(Round::Catch {
        throws: vec![
            throw(Green, Red, CatchResult::Caught),
            throw(Red, Blue, CatchResult::Dropped),
        ],
    });
    assert!(grows.contains(&grown), "{grows:?}");
    // Green named twice is refused, so never offered.
    let twice = Step::from(Round::Catch {
        throws: vec![
            throw(Green, Red, CatchResult::Caught),
            throw(Green, Red, CatchResult::Short),
        ],
    });
    assert!(!grows.contains(&twice));
    // Each join replays in the round's place.
    for j in &grows {
        let mut with = turns.clone();
        with[3].steps[1] = j.clone();
        assert!(run(&["catapult"], &with).is_ok(), "{j:?}");
    }
    // A figure joins nothing.
    let of_thief = joins(table, Rules::standard(), &turns, 0).expect("replays");
    assert!(of_thief.is_empty(), "the thief is no part of anything");
}

#[test]
fn each_round_draws_its_token_on_its_fair_tile() {
    let g = played(Round::Target { winners: vec![Red] });
    let tokens: Vec<(String, i32, i32)> = (g.pieces().into_iter())
        .filter(|p| p.name.starts_with("token-"))
        .map(|p| (p.name.to_string(), p.x / 100, p.y / 100))
        .collect();
    // The fair tile is at (1, 0).
    assert_eq!(tokens, [("token-target".to_string(), 1, 0)]);
    let none = run(&["catapult"], &board(KU_FAIR, None)).expect("legal");
    assert!(none.pieces().iter().all(|p| !p.name.starts_with("token-")));
}
