//! Engine speed: random full games, the final scoring of a full board, and
//! the legal placements of one turn. Targets (issue 3): ≥ 20,000 random
//! 2-player base games per second with farmers, < 10 µs to score a full
//! 72-tile board, < 2 µs for one turn's legal placements.

use std::hint::black_box;
use std::path::Path;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use tilebook::data;
use tilebook::diag::Report;
use tilebook::engine::KindTable;
use tilebook::engine::sim::{DeckEntry, random_game, random_play};

fn base() -> (KindTable, Vec<DeckEntry>, tilebook::engine::Rules) {
    let mut report = Report::new();
    let data = data::load_core(Path::new(env!("CARGO_MANIFEST_DIR")), &mut report);
    assert_eq!(report.errors(), 0);
    let set = &data.set("base").expect("base set").set;
    let kinds = set
        .entries
        .iter()
        .map(|e| data.kind(&e.kind).unwrap().clone())
        .collect();
    let entries = set
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| DeckEntry {
            kind: i,
            count: e.count,
            start: e.start,
        })
        .collect();
    (
        KindTable::new(kinds).expect("playable kinds"),
        entries,
        data.rules("third").unwrap().clone(),
    )
}

fn engine(c: &mut Criterion) {
    let (table, entries, rules) = base();
    let mut seed = 0u64;
    c.bench_function("random 2-player base game with farmers", |b| {
        b.iter(|| {
            seed += 1;
            black_box(
                random_game(&table, rules.clone(), &entries, 2, seed)
                    .score(tilebook::engine::Player::Red),
            )
        })
    });
    let full = random_play(&table, rules.clone(), &entries, 2, 12345);
    c.bench_function("final scoring of a full 72-tile board", |b| {
        b.iter_batched_ref(
            || full.clone(),
            |g| {
                g.finish();
                black_box(g.score(tilebook::engine::Player::Blue))
            },
            BatchSize::SmallInput,
        )
    });
    // A mid-game board: the first 36 turns of a game.
    let mid = {
        let mut g = tilebook::engine::Game::new(&table, rules.clone());
        for m in full.history().iter().take(36) {
            g.place(m.kind, m.pos, m.rotation).unwrap();
        }
        g
    };
    let v = table.index_of("V").unwrap();
    let mut out = Vec::with_capacity(256);
    c.bench_function("legal placements of one tile, mid-game", |b| {
        b.iter(|| {
            out.clear();
            mid.legal_placements_into(black_box(v), &mut out);
            black_box(out.len())
        })
    });
}

criterion_group!(benches, engine);
criterion_main!(benches);
