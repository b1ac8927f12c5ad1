//! The steps of every expansion as the integers of the site's example
//! JSON (`game/step_code.rs`): each reads back its code, and integers that
//! are no step are refused.

use crate::expansion::{AbbeyStep, Capture, CountStep, DragonStep, Target, TowerStep};
use crate::expansion::{CatchResult, CatchThrow, Corner, Round, Swap};
use crate::figure::Figure;
use crate::game::{Player, Pos, Step};
use crate::spec::FeatureSpec;
use crate::tile::FeatureRef;
use Player::{Blue, Red};

/// Every spec resolves to the first feature of its type.
fn first(_: Pos, spec: FeatureSpec) -> Option<FeatureRef> {
    match spec {
        FeatureSpec::Named { ty, .. } => Some(FeatureRef { ty, index: 0 }),
        FeatureSpec::Ref(r) => Some(r),
    }
}

#[test]
fn every_step_reads_back_its_code() {
    let spec = |s: &str| FeatureSpec::Ref(first((0, 0), s.parse().expect("a spec")).unwrap());
    let steps = [
        Step::from(TowerStep::Ransom {
            player: Red,
            from: Blue,
            figure: Figure::Big,
        }),
        Step::Figure {
            player: Blue,
            figure: Figure::Follower,
            on: Some((1, -3)),
            spec: spec("road"),
        },
        Step::from(DragonStep::Princess {
            player: Blue,
            on: (0, -1),
            spec: spec("city"),
        }),
        Step::from(DragonStep::Fairy {
            player: Red,
            on: (-1, 0),
            spec: spec("cloister"),
        }),
        Step::from(TowerStep::Piece {
            player: Blue,
            on: (1, 1),
            capture: None,
        }),
        Step::from(TowerStep::Piece {
            player: Red,
            on: (1, 1),
            capture: Some(Capture {
                on: (0, 1),
                target: Target::Feature(spec("field")),
                exchange: Some(Figure::Big),
            }),
        }),
        Step::from(TowerStep::Piece {
            player: Red,
            on: (1, 1),
            capture: Some(Capture {
                on: (1, 3),
                target: Target::Tower,
                exchange: None,
            }),
        }),
        Step::from(TowerStep::Top {
            player: Red,
            figure: Figure::Follower,
            on: (1, 2),
        }),
        Step::from(DragonStep::Dragon {
            path: vec![(0, 0), (-1, 0), (-2, 0)],
        }),
        Step::from(DragonStep::Dragon { path: vec![] }),
        Step::from(AbbeyStep::Barn {
            player: Blue,
            corner: Corner::Sw,
        }),
        Step::from(AbbeyStep::Wagon {
            player: Red,
            to: (2, -1),
            spec: spec("cloister"),
        }),
        Step::from(CountStep::Quarter {
            player: Blue,
            figure: Figure::Big,
            quarter: crate::Quarter::Cathedral,
            count: None,
        }),
        Step::from(CountStep::Quarter {
            player: Red,
            figure: Figure::Follower,
            quarter: crate::Quarter::Castle,
            count: Some(crate::Quarter::Market),
        }),
        Step::from(CountStep::FromQuarter {
            player: Red,
            figure: Figure::Follower,
            quarter: crate::Quarter::Blacksmith,
            to: (-3, 2),
            spec: spec("road"),
            end: false,
        }),
        Step::from(Round::KnockOut {
            hits: vec![((0, 1), spec("road")), ((-2, 3), spec("city"))],
        }),
        Step::from(Round::KnockOut { hits: vec![] }),
        Step::from(Round::Seduction {
            swaps: vec![
                Swap {
                    player: Red,
                    on: (1, 1),
                    spec: spec("city"),
                    from: None,
                },
                Swap {
                    player: Blue,
                    on: (0, -1),
                    spec: spec("field"),
                    from: Some(((3, 3), spec("road"))),
                },
            ],
        }),
        Step::from(Round::Target {
            winners: vec![Blue, Red],
        }),
        Step::from(Round::Catch {
            throws: vec![
                CatchThrow {
                    thrower: Red,
                    catcher: Blue,
                    result: CatchResult::Caught,
                },
                CatchThrow {
                    thrower: Blue,
                    catcher: Red,
                    result: CatchResult::Short,
                },
            ],
        }),
    ];
    for step in steps {
        let code = step.code(first).expect("writable");
        assert_eq!(Step::from_code(&code), Some(step), "{code:?}");
    }
    // The expansion's place in the registry (from 1), then its own.
    let dragon = Step::from(DragonStep::Dragon {
        path: vec![(0, 0), (-1, 2)],
    });
    let n = crate::MODULE_IDS
        .iter()
        .position(|id| *id == "princess-dragon")
        .unwrap() as i32
        + 1;
    assert_eq!(dragon.code(first), Some(vec![n, 2, 0, 0, -1, 2]));
    // A figure on its turn's own tile is not a step of the JSON.
    let own = Step::figure(Red, Figure::Follower, spec("road"));
    assert_eq!(own.code(first), None);
}

#[test]
fn integers_that_are_no_step_are_refused() {
    // The registry's numbers of the expansions with steps.
    let n = |id: &str| crate::MODULE_IDS.iter().position(|i| *i == id).unwrap() as i32 + 1;
    let (pd, tw, am, co, ca) = (
        n("princess-dragon"),
        n("tower"),
        n("abbey-mayor"),
        n("count"),
        n("catapult"),
    );
    let inns = n("inns-cathedrals");
    let bad: Vec<Vec<i32>> = vec![
        vec![],
        vec![0, 1, 2],
        vec![99],
        vec![-1, 0],
        vec![inns, 0],
        vec![tw, 0, 1, 2],
        vec![tw, 0, 7, 1, 0],
        vec![tw, 1, 0, 1, 1, 2],
        vec![tw, 2, 0, 0, 1, 1, 1],
        vec![pd, 2, 1],
        vec![pd, 1, 0, 1, 1, 9, 0],
        vec![am, 0, 0, 9],
        vec![am, 1, 0, 1, 1, 0],
        vec![co, 0, 0, 0, 4, -1],
        vec![co, 0, 0, 0, 1, 7],
        vec![co, 1, 0, 0, 1, 0, 0, 0],
        vec![ca],
        vec![ca, 4],
        vec![ca, 0, 1, 1, 0],
        vec![ca, 2, 7],
        vec![ca, 3, 0, 1, 3],
        vec![ca, 1, 0, 1, 1, 0, 0, 0, 0, -1],
    ];
    for bad in bad {
        assert_eq!(Step::from_code(&bad), None, "{bad:?}");
    }
}
