//! Engine speed: random full games, the final scoring of a full board, and
//! the legal placements of one turn. Targets (issue 3): ≥ 20,000 random
//! 2-player base games per second with farmers, < 10 µs to score a full
//! 72-tile board, < 2 µs for one turn's legal placements.
//!
//! And how the cost per tile scales with the board (issue 13): random
//! games with 10 copies of every base tile (720 tiles) and with 1,000
//! (72,000 tiles), measured per tile; the second must stay within 2× of
//! the first.

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use tilebook::data;
use tilebook::diag::Report;
use tilebook::engine::KindTable;
use tilebook::engine::sim::{DeckEntry, play, random_game, random_play};

// The allocator of the binary (`tilebook sim`), so that the figures are
// those users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn base() -> (Arc<KindTable>, Vec<DeckEntry>, tilebook::engine::Rules) {
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
        Arc::new(KindTable::new(kinds).expect("playable kinds")),
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
        let mut g = tilebook::engine::Game::new(Arc::clone(&table), rules.clone());
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

fn scaling(c: &mut Criterion) {
    let (table, entries, rules) = base();
    let mut group = c.benchmark_group("random 2-player base game, per tile");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    for copies in [10u32, 1000] {
        let deck: Vec<DeckEntry> = entries
            .iter()
            .map(|e| DeckEntry {
                count: e.count * copies,
                ..*e
            })
            .collect();
        let tiles: u32 = deck.iter().map(|e| e.count).sum();
        group.throughput(Throughput::Elements(u64::from(tiles)));
        let mut seed = 0u64;
        group.bench_function(format!("{copies} copies ({tiles} tiles)"), |b| {
            b.iter(|| {
                seed += 1;
                let game = random_game(&table, rules.clone(), &deck, 2, seed);
                black_box(game.tiles().len())
            })
        });
    }
    group.finish();
}

/// Random 2-player games of each expansion with the base game, every
/// step of it played from the engine's offers ([`Game::offers`]): games
/// per second per combination (issue 29).
fn expansions(c: &mut Criterion) {
    let mut report = Report::new();
    let data = data::load_core(Path::new(env!("CARGO_MANIFEST_DIR")), &mut report);
    assert_eq!(report.errors(), 0);
    let rules = data.rules("third").unwrap().clone();
    let mut group = c.benchmark_group("random 2-player game with");
    group.sample_size(10);
    // Each expansion with the base game, and seed 000's seven together.
    let together =
        "inns-cathedrals,traders-builders,princess-dragon,tower,abbey-mayor,king-robber,cult";
    for sets in [
        "base",
        "inns-cathedrals",
        "traders-builders",
        "princess-dragon",
        "tower",
        "abbey-mayor",
        "king-robber",
        "cult",
        "count",
        "catapult",
        "river-2",
        together,
    ] {
        let ids: Vec<tilebook::engine::TileSetId> = std::iter::once("base")
            .chain(sets.split(',').filter(|s| *s != "base"))
            .map(tilebook::engine::TileSetId::from)
            .collect();
        let (table, deck) = data.deck(&ids, 1).expect("shipped sets");
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        let name = if sets == together { "I–VII" } else { sets };
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut played = play(&table, rules.clone(), &deck, 2, seed);
                played.game.finish();
                black_box(played.game.score(tilebook::engine::Player::Red))
            })
        });
    }
    group.finish();
}

/// What `tilebook sim` does: batches of random 2-player base games with
/// farmers on every core of the machine, their figures added in order
/// ([`tilebook::cli::play_batches`]), in games per second.
fn every_core(c: &mut Criterion) {
    let (table, entries, rules) = base();
    let deck = tilebook::engine::sim::Deck::of(&entries);
    let mut group = c.benchmark_group("tilebook sim on every core");
    group.sample_size(10);
    group.throughput(Throughput::Elements(tilebook::cli::CHUNK as u64));
    let mut first = 0u64;
    group.bench_function("base game, a batch", |b| {
        b.iter(|| {
            let mut tally = tilebook::engine::sim::Tally::new();
            let seeds = tilebook::engine::sim::game_seeds(first).take(tilebook::cli::CHUNK);
            first += 1;
            let one = |seed| {
                tilebook::engine::sim::random_game_stats(&table, rules.clone(), &deck, 2, seed)
            };
            tilebook::cli::play_batches(seeds, one, |_| {}, |g| tally.add(&g));
            black_box(tally.games())
        })
    });
    group.finish();
}

criterion_group!(benches, engine, scaling, expansions, every_core);
criterion_main!(benches);
