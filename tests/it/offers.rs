//! The engine's list of what may be done ([`Game::offers`]) against its
//! rules, on the shipped sets in every combination an expansion is played
//! in: random games are replayed stage by stage, and at each stage every
//! step offered is accepted, and every step the rules accept — the steps
//! the game took and steps made by changing one number of an offered or
//! taken step, which the offers' own code never sees — was offered (a
//! step of several outcomes, a catapult round, part by part). Where the
//! turn may not be scored yet, something is offered.

use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::common::shipped;
use tilebook::engine::sim::{Played, play};
use tilebook::engine::{
    CountStep, FeatureRef, FeatureSpec, Game, KindTable, Pos, Rules, Step, TileSetId,
};

/// Every expansion with the base game, the rivers, and a few together.
pub const COMBINATIONS: &[&[&str]] = &[
    &["base"],
    &["base", "river"],
    &["base", "inns-cathedrals"],
    &["base", "traders-builders"],
    &["base", "princess-dragon"],
    &["base", "tower"],
    &["base", "abbey-mayor"],
    &["base", "king-robber"],
    &["base", "cult"],
    &["base", "count"],
    &["base", "catapult"],
    &["base", "river-2"],
    &["base", "river-2", "princess-dragon"],
    &["base", "tower", "princess-dragon", "catapult"],
    &["base", "abbey-mayor", "count", "traders-builders"],
    &[
        "base",
        "inns-cathedrals",
        "traders-builders",
        "princess-dragon",
        "tower",
        "abbey-mayor",
        "king-robber",
        "cult",
    ],
];

/// The table and deck of `sets` and a random game of it.
pub fn game_of(sets: &[&str], players: usize, seed: u64) -> (Arc<KindTable>, Played) {
    let data = shipped();
    let ids: Vec<TileSetId> = sets.iter().map(|s| TileSetId::from(*s)).collect();
    let (table, deck) = data.deck(&ids, 1).expect("shipped sets");
    let rules = data.rules("third").expect("third").clone();
    let played = play(&table, rules, &deck, players, seed);
    (table, played)
}

/// The feature `spec` names on the tile on `at`.
fn resolve(g: &Game, at: Pos, spec: FeatureSpec) -> Option<FeatureRef> {
    let t = g.tiles().iter().position(|p| p.pos == at)?;
    spec.resolve(g.face(t)).ok()
}

/// A step as the offers write it: a figure on the square of the tile just
/// laid is a figure on that tile.
fn normal(g: &Game, s: &Step) -> Step {
    match s {
        Step::Figure {
            player,
            figure,
            on: Some(at),
            spec,
        } if g.tiles().last().is_some_and(|p| p.pos == *at) => Step::Figure {
            player: *player,
            figure: *figure,
            on: None,
            spec: *spec,
        },
        _ => s.clone(),
    }
}

/// Every step made by changing one number of `s`'s code to a value of
/// `pool`.
fn mutants(g: &Game, s: &Step, pool: &[i32]) -> Vec<Step> {
    let last = g.tiles().last().map(|p| p.pos);
    // A figure on the tile just laid has no code of its own: give it its
    // square.
    let s = match (s, last) {
        (
            Step::Figure {
                player,
                figure,
                on: None,
                spec,
            },
            Some(at),
        ) => Step::Figure {
            player: *player,
            figure: *figure,
            on: Some(at),
            spec: *spec,
        },
        _ => s.clone(),
    };
    let Some(code) = s.code(|at, spec| resolve(g, at, spec)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for i in 1..code.len() {
        for &v in pool {
            let mut c = code.clone();
            c[i] = v;
            out.extend(Step::from_code(&c));
        }
    }
    out
}

/// Checks the offers of `g` at its current stage; `taken` is a step the
/// game took here (accepted, so it must be offered).
fn check_stage(g: &Game, taken: Option<&Step>, rng: &mut SmallRng, what: &str) {
    let offers = g.offers();
    for o in &offers {
        assert!(g.accepts(o), "{what}: offered but refused: {o:?}");
    }
    let offered = |s: &Step| s.parts().iter().all(|p| offers.contains(&normal(g, p)));
    if let Some(s) = taken {
        assert!(offered(s), "{what}: taken but not offered: {s:?}");
    }
    if g.may_end_turn().is_err() && !g.turn_scored() {
        assert!(
            !offers.is_empty(),
            "{what}: the turn cannot end and nothing is offered"
        );
    }
    // Numbers a step may hold: players, figures, kinds, indices, the
    // board's coordinates.
    let mut pool: Vec<i32> = (-1..=6).collect();
    for p in g.tiles() {
        for v in [p.pos.0, p.pos.1] {
            if !pool.contains(&v) {
                pool.push(v);
            }
        }
    }
    // The step taken, and one offered step of each kind (phase and
    // rules), each changed in every way.
    let mut seeds: Vec<&Step> = taken.into_iter().collect();
    let mut kinds: Vec<(u8, &str)> = Vec::new();
    for o in &offers {
        if !kinds.contains(&(o.phase(), o.source())) {
            kinds.push((o.phase(), o.source()));
        }
    }
    for k in kinds {
        let of_kind: Vec<&Step> = offers
            .iter()
            .filter(|o| (o.phase(), o.source()) == k)
            .collect();
        seeds.push(of_kind[rng.random_range(0..of_kind.len())]);
    }
    for s in seeds {
        for m in mutants(g, s, &pool) {
            if g.accepts(&m) {
                assert!(offered(&m), "{what}: accepted but not offered: {m:?}");
            }
        }
    }
    // A kind of step never offered has no offer to change: every move out
    // of a quarter, onto every feature of every tile, is tried as well.
    for m in quarter_moves(g) {
        if g.accepts(&m) {
            assert!(offered(&m), "{what}: accepted but not offered: {m:?}");
        }
    }
}

/// Every follower in a quarter of Carcassonne moved onto every feature of
/// every tile of `g` ([`CountStep::FromQuarter`]).
fn quarter_moves(g: &Game) -> Vec<Step> {
    let mut out = Vec::new();
    for &(player, figure, quarter) in g.in_quarters() {
        for (t, p) in g.tiles().iter().enumerate() {
            for f in &g.face(t).features {
                for end in [false, true] {
                    out.push(Step::from(CountStep::FromQuarter {
                        player,
                        figure,
                        quarter,
                        to: p.pos,
                        spec: FeatureSpec::Ref(f.feature),
                        end,
                    }));
                }
            }
        }
    }
    out
}

/// Replays `played` stage by stage, checking the offers at every stage of
/// every `every`-th turn.
fn check_game(played: &Played, table: &Arc<KindTable>, rules: Rules, every: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = Game::new(Arc::clone(table), rules);
    g.set_seats(played.game.acting_players());
    let n = played.turns.len();
    for (i, turn) in played.turns.iter().enumerate() {
        g.begin_turn(turn.kind, turn.pos, turn.rotation, turn.player)
            .expect("the game's own tile");
        let look = i % every == 0 || turn.steps.iter().any(|s| matches!(s, Step::Ext(_)));
        let (end, rest): (Vec<&Step>, Vec<&Step>) = turn
            .steps
            .iter()
            .partition(|s| s.phase() >= Step::AT_THE_END);
        let mut scored = false;
        for s in rest {
            if s.phase() >= Step::AFTER_SCORING && !scored {
                if look {
                    check_stage(&g, None, &mut rng, &format!("turn {i} before scoring"));
                }
                g.end_turn().expect("scored as in the game");
                scored = true;
            }
            if look {
                check_stage(&g, Some(s), &mut rng, &format!("turn {i}, step {s:?}"));
            }
            g.step(s).expect("the game's own step");
        }
        if look {
            check_stage(&g, None, &mut rng, &format!("turn {i}, last stage"));
        }
        if !scored {
            g.end_turn().expect("scored as in the game");
            if look {
                check_stage(&g, None, &mut rng, &format!("turn {i} after scoring"));
            }
        }
        if i + 1 == n {
            if !table.setup().has_steps() {
                break;
            }
            g.end_play();
            for s in end {
                check_stage(&g, Some(s), &mut rng, "at the end");
                g.step(s).expect("the game's own step at the end");
            }
            check_stage(&g, None, &mut rng, "at the end, last");
        }
    }
    let mut a = g;
    let mut b = played.game.clone();
    a.finish();
    b.finish();
    for p in tilebook::engine::Player::ALL {
        assert_eq!(a.score(p), b.score(p), "the replay scores as the game");
    }
}

#[test]
fn every_step_offered_is_accepted_and_every_step_accepted_was_offered() {
    let data = shipped();
    let rules = data.rules("third").expect("third").clone();
    for (i, sets) in COMBINATIONS.iter().enumerate() {
        for seed in 0..2u64 {
            let players = 2 + (i + seed as usize) % 4;
            let (table, played) = game_of(sets, players, seed);
            check_game(&played, &table, rules.clone(), 6, seed);
        }
    }
}
