//! A seeded random-game simulator: draw, place on a random legal square,
//! maybe deploy a random legal follower, score. Tests use it to check
//! invariants over many games, and the benchmark to measure speed.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use crate::face::KindTable;
use crate::game::{Game, Player};
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::tile::Terrain;

/// One line of a deck: a kind (index into the table), how many, and
/// whether one of them is a start tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckEntry {
    /// Kind index in the [`KindTable`].
    pub kind: usize,
    /// Number of tiles.
    pub count: u32,
    /// One of them is a start tile.
    pub start: bool,
}

/// The order tiles come out in, decided by the seed: the start tile first,
/// then (with the River) the river tiles and the lake, then the rest.
pub fn deal(table: &KindTable, entries: &[DeckEntry], rng: &mut SmallRng) -> Vec<usize> {
    let is_river = |k: usize| table.kind(k).edges.contains(&Terrain::Water);
    let river_game = entries.iter().any(|e| is_river(e.kind));
    let start = entries
        .iter()
        .find(|e| e.start && is_river(e.kind) == river_game)
        .map(|e| e.kind);
    let mut river = Vec::new();
    let mut lakes = Vec::new();
    let mut land = Vec::new();
    for e in entries {
        let mut n = e.count;
        if Some(e.kind) == start {
            n -= 1;
        } else if e.start && river_game && !is_river(e.kind) {
            // The River replaces the start tile: it leaves the game.
            n -= 1;
        }
        let water_sides = table
            .kind(e.kind)
            .edges
            .iter()
            .filter(|t| **t == Terrain::Water)
            .count();
        let pile = match (is_river(e.kind), water_sides) {
            (false, _) => &mut land,
            (true, 1) => &mut lakes,
            (true, _) => &mut river,
        };
        pile.extend(std::iter::repeat_n(e.kind, n as usize));
    }
    river.shuffle(rng);
    land.shuffle(rng);
    start
        .into_iter()
        .chain(river)
        .chain(lakes)
        .chain(land)
        .collect()
}

/// Plays one random game with `players` players and returns it, finished.
pub fn random_game<'k>(
    table: &'k KindTable,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> Game<'k> {
    let mut game = random_play(table, rules, entries, players, seed);
    game.finish();
    game
}

/// Plays every tile of a random game but leaves the final scoring to the
/// caller.
pub fn random_play<'k>(
    table: &'k KindTable,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> Game<'k> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let deck = deal(table, entries, &mut rng);
    let mut game = Game::new(table, rules, deck.len() as i32 + 1);
    game.reserve(deck.len());
    let mut legal = Vec::new();
    let mut options = Vec::new();
    let players = players.clamp(1, Player::ALL.len());
    for (turn, &kind) in deck.iter().enumerate() {
        let player = Player::ALL[turn.saturating_sub(1) % players];
        if turn == 0 {
            game.place(kind, (0, 0), Rotation::R0)
                .expect("the first tile goes anywhere");
            continue;
        }
        legal.clear();
        game.legal_placements_into(kind, &mut legal);
        if legal.is_empty() {
            // Fits nowhere: set aside.
            continue;
        }
        let (pos, rot) = legal[rng.random_range(0..legal.len())];
        game.place(kind, pos, rot).expect("legal placement");
        options.clear();
        game.follower_options_into(player, &mut options);
        let pick = rng.random_range(0..=options.len());
        if let Some(&feature) = options.get(pick) {
            game.place_follower(player, feature)
                .expect("legal follower");
        }
        game.score_turn();
    }
    game
}
