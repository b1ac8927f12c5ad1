//! Engine invariants over many seeded random games (proptest), on the
//! shipped tile data.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use proptest::prelude::*;
use tilebook::data::{self, Data};
use tilebook::diag::Report;
use tilebook::engine::sim::{DeckEntry, random_game};
use tilebook::engine::{FeatureType, Game, KindTable, Player, Rotation, Rules, SUPPLY_PER_PLAYER};

fn shipped() -> Data {
    let mut report = Report::new();
    let data = data::load_core(Path::new(env!("CARGO_MANIFEST_DIR")), &mut report);
    assert_eq!(report.errors(), 0);
    data
}

fn deck(data: &Data, sets: &[&str]) -> (Arc<KindTable>, Vec<DeckEntry>) {
    common::deck(data, sets, 1)
}

fn rules(data: &Data, id: &str) -> Rules {
    data.rules(id).unwrap().clone()
}

/// Replays a game's history with every square and rotation turned by `r`
/// and moved by `(dx, dy)`.
fn replay_transformed(game: &Game, r: Rotation, dx: i32, dy: i32) -> Game {
    let mut copy = Game::new(game.table().clone(), game.rules().clone());
    let turn = |(x, y): (i32, i32)| match r.quarter_turns() {
        0 => (x, y),
        1 => (-y, x),
        2 => (-x, -y),
        _ => (y, -x),
    };
    for m in game.history() {
        let (x, y) = turn(m.pos);
        copy.place(m.kind, (x + dx, y + dy), m.rotation.then(r))
            .expect("same game, turned");
        if let Some((p, f)) = m.follower {
            copy.place_follower(p, f).expect("same follower, turned");
        }
        copy.score_turn();
    }
    copy.finish();
    copy
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn scores_do_not_change_when_the_board_turns_or_moves(
        seed in any::<u64>(), r in 0u8..4, dx in -5i32..5, dy in -5i32..5, edition in 0usize..3,
    ) {
        let data = shipped();
        let (table, entries) = deck(&data, &["base"]);
        let rules = data.rules[edition].clone();
        let game = random_game(&table, rules, &entries, 3, seed);
        let turned = replay_transformed(&game, Rotation::quarter(r), dx, dy);
        for p in Player::ALL {
            prop_assert_eq!(game.score(p), turned.score(p));
        }
        prop_assert_eq!(game.events().len(), turned.events().len());
    }

    #[test]
    fn every_follower_is_accounted_for_and_every_feature_scored_once(seed in any::<u64>(), river in any::<bool>()) {
        let data = shipped();
        let sets: &[&str] = if river { &["base", "river"] } else { &["base"] };
        let (table, entries) = deck(&data, sets);
        let game = random_game(&table, rules(&data, "third"), &entries, 4, seed);
        prop_assert!(game.is_finished());
        prop_assert_eq!(game.pending_completions(), 0);
        for p in Player::ALL {
            let on_board = game.followers().iter().filter(|f| f.player == p).count() as u8;
            // A colour without a seat (grey, without Inns & Cathedrals) has
            // no figures at all.
            let seated = p.index() < game.setup().seats();
            prop_assert_eq!(game.supply(p) + on_board, if seated { SUPPLY_PER_PLAYER } else { 0 });
            // After the final scoring only farmers stay on the board.
            prop_assert!(game.followers().iter().all(|f| f.role() == FeatureType::Field));
            let from_events: u32 = game.events().iter()
                .flat_map(|e| e.points.iter())
                .filter(|(q, _)| *q == p)
                .map(|(_, n)| n)
                .sum();
            prop_assert_eq!(from_events, game.score(p));
        }
    }
}

#[test]
fn random_games_use_the_whole_deck_or_set_tiles_aside() {
    let data = shipped();
    let (table, entries) = deck(&data, &["base"]);
    for seed in 0..50 {
        let game = random_game(&table, rules(&data, "third"), &entries, 2, seed);
        assert!(
            game.tiles().len() >= 60 && game.tiles().len() <= 72,
            "seed {seed}: {}",
            game.tiles().len()
        );
    }
}

#[test]
fn the_river_comes_first_and_ends_in_the_lake() {
    let data = shipped();
    let (table, entries) = deck(&data, &["base", "river"]);
    let game = random_game(&table, rules(&data, "third"), &entries, 2, 7);
    let ids: Vec<&str> = game
        .tiles()
        .iter()
        .map(|t| table.kind(t.kind).id.as_str())
        .collect();
    assert_eq!(ids[0], "river-spring");
    assert_eq!(ids[11], "river-lake");
    assert!(ids[1..11].iter().all(|id| id.starts_with("river-")));
    assert!(!ids.contains(&"D") || ids.iter().filter(|i| **i == "D").count() <= 3);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let data = shipped();
    let (table, entries) = deck(&data, &["base"]);
    let a = random_game(&table, rules(&data, "first"), &entries, 2, 42);
    let b = random_game(&table, rules(&data, "first"), &entries, 2, 42);
    assert_eq!(a.history(), b.history());
    assert_eq!(a.events(), b.events());
}
