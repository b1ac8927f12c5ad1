//! A seeded random-game simulator: draw, place on a random legal square,
//! maybe deploy a random legal follower, score. Tests use it to check
//! invariants over many games, the benchmarks to measure speed, and
//! `tilebook sim` to tell designers of tile sets and house rules how games
//! go ([`Tally`]).

use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};

use crate::face::KindTable;
use crate::game::{Game, Player};
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::tile::{FeatureType, Terrain};

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
pub fn random_game(
    table: &Arc<KindTable>,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> Game {
    let mut game = random_play(table, rules, entries, players, seed);
    game.finish();
    game
}

/// Plays every tile of a random game but leaves the final scoring to the
/// caller.
pub fn random_play(
    table: &Arc<KindTable>,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> Game {
    play(table, rules, entries, players, seed).0
}

/// Plays every tile of a random game; returns it and the number of tiles
/// dealt.
fn play(
    table: &Arc<KindTable>,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> (Game, usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let deck = deal(table, entries, &mut rng);
    let mut game = Game::new(Arc::clone(table), rules);
    game.reserve(deck.len());
    let mut options = Vec::new();
    let players = players.clamp(1, Player::ALL.len());
    // Whose turn it is: seats in order from the second tile on (the first
    // is laid before play), except that a tile earning a builder's second
    // tile is followed by another of the same player's.
    let mut seat = 0;
    for (turn, &kind) in deck.iter().enumerate() {
        let player = Player::ALL[seat % players];
        game.set_turn_player((turn > 0).then_some(player));
        if turn == 0 {
            game.place(kind, (0, 0), Rotation::R0)
                .expect("the first tile goes anywhere");
            continue;
        }
        let legal = game.legal_count(kind);
        if legal == 0 {
            // Fits nowhere: set aside, and the same player draws again.
            continue;
        }
        let (pos, rot) = game
            .legal_nth(kind, rng.random_range(0..legal))
            .expect("below the count");
        let t = game.place(kind, pos, rot).expect("legal placement");
        let bonus = game.note_extra_tile(t, player);
        options.clear();
        game.figure_options_into(player, &mut options);
        let pick = rng.random_range(0..=options.len());
        if let Some(&(figure, feature)) = options.get(pick) {
            game.place_figure(player, figure, feature)
                .expect("legal figure");
        }
        game.score_turn();
        if !bonus {
            seat += 1;
        }
    }
    (game, deck.len())
}

/// The feature types whose completions a [`Tally`] counts.
pub const COMPLETED_TYPES: [FeatureType; 3] =
    [FeatureType::City, FeatureType::Road, FeatureType::Cloister];

/// What one finished game came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameStats {
    /// Points per seat, in seating order.
    pub points: Vec<u32>,
    /// Tiles in the deck.
    pub dealt: usize,
    /// Tiles placed (the game's length).
    pub placed: usize,
    /// Features completed during play, per [`COMPLETED_TYPES`].
    pub completed: [u32; 3],
}

/// Plays and finishes one random game of `players` seats and returns its
/// figures.
pub fn random_game_stats(
    table: &Arc<KindTable>,
    rules: Rules,
    entries: &[DeckEntry],
    players: usize,
    seed: u64,
) -> GameStats {
    let players = players.clamp(1, Player::ALL.len());
    let (mut game, dealt) = play(table, rules, entries, players, seed);
    game.finish();
    GameStats {
        points: Player::ALL[..players]
            .iter()
            .map(|&p| game.score(p))
            .collect(),
        dealt,
        placed: game.tiles().len(),
        completed: COMPLETED_TYPES.map(|ty| game.completed(ty)),
    }
}

/// The seeds of a series of games: drawn from one generator seeded with
/// `seed`, so that two series with different seeds share no game.
pub fn game_seeds(seed: u64) -> impl Iterator<Item = u64> {
    let mut rng = SmallRng::seed_from_u64(seed);
    std::iter::repeat_with(move || rng.next_u64())
}

/// Figures over many games.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Points per seat, one entry per game.
    points: Vec<Vec<u32>>,
    games: u64,
    dealt: u64,
    placed: u64,
    completed: [u64; 3],
}

/// Mean and median points of one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatSummary {
    /// Mean points.
    pub mean: f64,
    /// Median points (the mean of the two middle games when even).
    pub median: f64,
}

/// A [`Tally`]'s figures, per game where they are means.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Per seat, in seating order.
    pub seats: Vec<SeatSummary>,
    /// Mean tiles dealt per game.
    pub dealt_mean: f64,
    /// Mean tiles placed per game (the game's length).
    pub placed_mean: f64,
    /// Tiles that fitted nowhere and were set aside, in all games.
    pub unplaced_total: u64,
    /// The same per game.
    pub unplaced_mean: f64,
    /// Features completed during play, per game, per [`COMPLETED_TYPES`].
    pub completed_mean: [f64; 3],
}

impl Tally {
    /// An empty tally.
    pub fn new() -> Tally {
        Tally::default()
    }

    /// Adds one game.
    pub fn add(&mut self, game: &GameStats) {
        if self.points.len() < game.points.len() {
            self.points.resize(game.points.len(), Vec::new());
        }
        for (seat, &p) in self.points.iter_mut().zip(&game.points) {
            seat.push(p);
        }
        self.games += 1;
        self.dealt += game.dealt as u64;
        self.placed += game.placed as u64;
        for (sum, &n) in self.completed.iter_mut().zip(&game.completed) {
            *sum += u64::from(n);
        }
    }

    /// Games added so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The figures so far.
    pub fn summary(&self) -> Summary {
        let per_game = |n: u64| {
            if self.games == 0 {
                0.0
            } else {
                n as f64 / self.games as f64
            }
        };
        let unplaced = self.dealt - self.placed;
        Summary {
            games: self.games,
            seats: self
                .points
                .iter()
                .map(|points| SeatSummary {
                    mean: per_game(points.iter().map(|&p| u64::from(p)).sum()),
                    median: median(points),
                })
                .collect(),
            dealt_mean: per_game(self.dealt),
            placed_mean: per_game(self.placed),
            unplaced_total: unplaced,
            unplaced_mean: per_game(unplaced),
            completed_mean: self.completed.map(per_game),
        }
    }
}

/// The median of `values` (0 when there are none).
fn median(values: &[u32]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    match n {
        0 => 0.0,
        _ if n % 2 == 1 => f64::from(sorted[n / 2]),
        _ => (f64::from(sorted[n / 2 - 1]) + f64::from(sorted[n / 2])) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_gives_means_medians_and_set_aside_tiles() {
        let mut t = Tally::new();
        for (points, placed) in [([10, 3], 72), ([20, 5], 70), ([0, 7], 71), ([30, 1], 72)] {
            t.add(&GameStats {
                points: points.to_vec(),
                dealt: 72,
                placed,
                completed: [2, 4, 1],
            });
        }
        let s = t.summary();
        assert_eq!(s.games, 4);
        assert_eq!(
            s.seats[0],
            SeatSummary {
                mean: 15.0,
                median: 15.0
            }
        );
        assert_eq!(
            s.seats[1],
            SeatSummary {
                mean: 4.0,
                median: 4.0
            }
        );
        assert_eq!(s.unplaced_total, 3);
        assert_eq!(s.unplaced_mean, 0.75);
        assert_eq!(s.placed_mean, 71.25);
        assert_eq!(s.completed_mean, [2.0, 4.0, 1.0]);
        assert_eq!(median(&[5, 1, 3]), 3.0);
        assert_eq!(Tally::new().summary().seats.len(), 0);
    }

    #[test]
    fn series_with_different_seeds_share_no_game() {
        let a: Vec<u64> = game_seeds(1).take(100).collect();
        let b: Vec<u64> = game_seeds(2).take(100).collect();
        assert!(a.iter().all(|s| !b.contains(s)));
        assert_eq!(a, game_seeds(1).take(100).collect::<Vec<_>>());
    }
}
