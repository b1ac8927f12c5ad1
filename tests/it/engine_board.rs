//! The growable board and its frontier index, on the shipped tile sets:
//! at every turn of random games (with and without the River, and with
//! copies of every tile), the legal placements the index finds are
//! exactly those found by trying every square around the board.

use std::sync::Arc;

use crate::common::{deck, shipped};
use tilebook::engine::sim::{DeckEntry, random_play};
use tilebook::engine::{Game, KindTable, Pos, Rotation};

/// Every legal placement of `kind`, square by square.
fn brute_force(g: &Game, kind: usize) -> Vec<(Pos, Rotation)> {
    let xs = || g.tiles().iter().map(|t| t.pos.0);
    let ys = || g.tiles().iter().map(|t| t.pos.1);
    let mut out = Vec::new();
    for y in ys().min().unwrap() - 1..=ys().max().unwrap() + 1 {
        for x in xs().min().unwrap() - 1..=xs().max().unwrap() + 1 {
            for r in Rotation::ALL {
                if g.can_place(kind, (x, y), r).is_ok() {
                    out.push(((x, y), r));
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// Replays a random game turn by turn, checking the index before each
/// placement, for the kind placed and for every kind of the table.
fn check_game(table: &Arc<KindTable>, entries: &[DeckEntry], seed: u64, every_kind: bool) {
    let data = shipped();
    let rules = data.rules("third").unwrap().clone();
    let played = random_play(table, rules.clone(), entries, 2, seed);
    let mut g = Game::new(Arc::clone(table), rules);
    for (turn, m) in played.history().iter().enumerate() {
        if turn > 0 {
            let kinds: Vec<usize> = if every_kind {
                (0..table.len()).collect()
            } else {
                vec![m.kind]
            };
            for kind in kinds {
                let legal = g.legal_placements(kind);
                assert_eq!(legal, brute_force(&g, kind), "seed {seed}, turn {turn}");
                assert_eq!(g.legal_count(kind), legal.len());
            }
            assert!(g.legal_placements(m.kind).contains(&(m.pos, m.rotation)));
        }
        g.place(m.kind, m.pos, m.rotation).unwrap();
        if let Some((p, f)) = m.follower {
            g.place_follower(p, f).unwrap();
        }
        g.score_turn();
    }
}

#[test]
fn the_index_agrees_with_every_square_in_base_and_river_games() {
    let data = shipped();
    for sets in [&["base"][..], &["base", "river"][..]] {
        let (table, entries) = deck(&data, sets, 1);
        for seed in 0..3 {
            check_game(&table, &entries, seed, true);
        }
    }
}

#[test]
fn the_index_agrees_with_every_square_on_a_bigger_board() {
    let data = shipped();
    let (table, entries) = deck(&data, &["base"], 3);
    check_game(&table, &entries, 11, false);
}
