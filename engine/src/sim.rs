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
use crate::game::{Game, Move, Player, Pos, Step, Turn};
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::spec::FeatureSpec;
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
/// With a `block` laid before play, no tile starts: the start tile is
/// shuffled in with the rest.
pub fn deal(
    table: &KindTable,
    entries: &[DeckEntry],
    block: bool,
    rng: &mut SmallRng,
) -> Vec<usize> {
    let is_river = |k: usize| table.kind(k).edges.contains(&Terrain::Water);
    let river_game = entries.iter().any(|e| is_river(e.kind));
    let start = entries
        .iter()
        .find(|e| e.start && is_river(e.kind) == river_game && !block)
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

/// Tiles laid before play, in no player's turn: a set's block (The
/// Count's city), each as its kind, square and rotation.
pub type BlockTile = (usize, Pos, Rotation);

/// What a series of random games deals: the deck, and the block laid
/// before play (empty: the start tile is).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    /// The tiles drawn.
    pub entries: Vec<DeckEntry>,
    /// The block laid first, if a set has one; the start tile is then
    /// shuffled in with the others.
    pub block: Vec<BlockTile>,
}

impl Deck {
    /// A deck with no block.
    pub fn of(entries: &[DeckEntry]) -> Deck {
        Deck {
            entries: entries.to_vec(),
            block: Vec::new(),
        }
    }
}

/// One random game as it was played: the game (the final scoring not yet
/// done), its turns as a board file gives them, and the tiles dealt.
#[derive(Clone, Debug)]
pub struct Played {
    /// The game after its last turn (and, with expansions' steps, after
    /// the steps that wait for the end): [`Game::finish`] is next.
    pub game: Game,
    /// Every tile placed with the steps taken with it, in order: a board
    /// of them replays into the same game ([`crate::game::replay`]). The
    /// steps that wait for the end are in the last turn.
    pub turns: Vec<Turn>,
    /// Tiles dealt (some may have fitted nowhere).
    pub dealt: usize,
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
    play_with(table, rules, &Deck::of(entries), players, seed, false).game
}

/// Plays every tile of a random game of `deck`, with `players` seats:
/// each tile on a random legal square, then random steps of those the
/// engine offers ([`Game::offers`]: figures, and every expansion's steps)
/// before and after the turn's scoring, and at the end those that wait
/// for it. Without expansion steps, a figure is chosen from the tile's
/// options directly (the same choices, faster). A tile that fits nowhere,
/// or that an expansion's rule refuses this turn (a second abbey, a
/// dragon before the volcano), is set aside.
pub fn play(
    table: &Arc<KindTable>,
    rules: Rules,
    deck: &Deck,
    players: usize,
    seed: u64,
) -> Played {
    play_with(table, rules, deck, players, seed, true)
}

/// [`play`], keeping the turns only when `record` says (they cost an
/// allocation per turn that the statistics do not need).
fn play_with(
    table: &Arc<KindTable>,
    rules: Rules,
    deck: &Deck,
    players: usize,
    seed: u64,
    record: bool,
) -> Played {
    let mut rng = SmallRng::seed_from_u64(seed);
    let order = deal(table, &deck.entries, !deck.block.is_empty(), &mut rng);
    let mut game = Game::new(Arc::clone(table), rules);
    game.reserve(order.len() + deck.block.len());
    let players = players.clamp(1, Player::ALL.len());
    let seats = Player::ALL[..players].to_vec();
    game.set_seats(seats.clone());
    let stepped = table.setup().has_steps();
    let mut turns = Vec::with_capacity(if record {
        order.len() + deck.block.len()
    } else {
        0
    });
    // The tiles laid before play: the block, or the start tile.
    let mut rest = &order[..];
    let before: Vec<BlockTile> = if deck.block.is_empty() {
        rest = order.get(1..).unwrap_or(&[]);
        order
            .first()
            .map(|&k| (k, (0, 0), Rotation::R0))
            .into_iter()
            .collect()
    } else {
        deck.block.clone()
    };
    crate::tileset::lay_before_play(&mut game, &before)
        .expect("the tiles before play go where the set says (the compiler checks a block so)");
    if record {
        turns.extend(before.iter().map(|&(kind, pos, rotation)| Turn {
            kind,
            pos,
            rotation,
            steps: Vec::new(),
            player: None,
        }));
    }
    let mut options = Vec::new();
    // Whose turn it is: seats in order, except that a tile earning another
    // (a builder's second tile, the lake with the volcano) is followed by
    // another of the same player's.
    let mut seat = 0;
    for &kind in rest {
        let player = seats[seat % players];
        let Some((pos, rotation)) = game.legal_pick(kind, |legal| rng.random_range(0..legal))
        else {
            // Fits nowhere: set aside, and the same player draws again.
            continue;
        };
        let mut steps = Vec::new();
        if stepped {
            let mut next = game.clone();
            if next.begin_turn(kind, pos, rotation, Some(player)).is_err() {
                continue;
            }
            random_steps(&mut next, &mut rng, &mut steps);
            // A rule that must be followed before the scoring (a princess
            // who must send a knight home) may be out of reach after the
            // steps chosen: the turn is played again from its tile.
            let mut tries = 0;
            while next.may_end_turn().is_err() && tries < 64 {
                next = game.clone();
                next.begin_turn(kind, pos, rotation, Some(player))
                    .expect("placed before");
                steps.clear();
                random_steps(&mut next, &mut rng, &mut steps);
                tries += 1;
            }
            game = next;
            game.end_turn()
                .expect("the steps offered lead to the turn's scoring");
            random_steps(&mut game, &mut rng, &mut steps);
        } else {
            game.begin_turn(kind, pos, rotation, Some(player))
                .expect("legal placement");
            options.clear();
            game.figure_options_into(player, &mut options);
            let pick = rng.random_range(0..=options.len());
            if let Some(&(figure, feature)) = options.get(pick) {
                game.place_figure(player, figure, feature)
                    .expect("legal figure");
                if record {
                    steps.push(Step::figure(player, figure, FeatureSpec::Ref(feature)));
                }
            }
            game.end_turn().expect("nothing to wait for");
        }
        if record {
            turns.push(Turn {
                kind,
                pos,
                rotation,
                steps,
                player: Some(player),
            });
        }
        if !game.history().last().is_some_and(Move::plays_again) {
            seat += 1;
        }
    }
    if stepped {
        game.end_play();
        let mut last = Vec::new();
        random_steps(&mut game, &mut rng, &mut last);
        if let Some(t) = turns.last_mut() {
            t.steps.extend(last);
        }
    }
    Played {
        game,
        turns,
        dealt: order.len() + deck.block.len(),
    }
}

/// Takes random steps of those the engine offers at the turn's current
/// stage, appending each to `taken`: each time, one kind of step (its
/// phase and whose rules) that has an accepted step, or stopping, at
/// random, then one accepted step of that kind. Stopping is not a choice
/// while the turn may not be scored yet (the dragon has to move). The
/// choice is that of [`Game::offers`], trying only as many candidates as
/// it takes to find one accepted step of the kind chosen.
fn random_steps(game: &mut Game, rng: &mut SmallRng, taken: &mut Vec<Step>) {
    // Each stage has a few steps at most (a ransom, an action, the
    // dragon; wagons and quarters; a round): the bound only guards the
    // loop.
    for _ in 0..16 {
        let mut candidates = game.candidates();
        if candidates.is_empty() {
            return;
        }
        candidates.shuffle(rng);
        let mut kinds: Vec<(u8, &'static str)> = Vec::new();
        for s in &candidates {
            let k = (s.phase(), s.source());
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
        let may_stop = game.may_end_turn().is_ok() || game.turn_scored();
        let step = loop {
            if kinds.is_empty() {
                return;
            }
            let pick = rng.random_range(0..kinds.len() + usize::from(may_stop));
            let Some(&kind) = kinds.get(pick) else {
                return;
            };
            let found = candidates
                .iter()
                .filter(|s| (s.phase(), s.source()) == kind)
                .find(|s| game.accepts(s));
            match found {
                Some(s) => break s.clone(),
                None => kinds.retain(|k| *k != kind),
            }
        };
        game.step(&step).expect("an accepted step is taken");
        taken.push(step);
    }
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
    /// Points by where they came from ([`sources`]).
    pub sources: Vec<(&'static str, u32)>,
}

/// Plays and finishes one random game of `players` seats and returns its
/// figures.
pub fn random_game_stats(
    table: &Arc<KindTable>,
    rules: Rules,
    deck: &Deck,
    players: usize,
    seed: u64,
) -> GameStats {
    let players = players.clamp(1, Player::ALL.len());
    stats(play_with(table, rules, deck, players, seed, false), players)
}

/// Finishes a game [`play`] played with `players` seats and returns its
/// figures.
pub fn stats(played: Played, players: usize) -> GameStats {
    let Played {
        mut game, dealt, ..
    } = played;
    game.finish();
    GameStats {
        points: Player::ALL[..players.clamp(1, Player::ALL.len())]
            .iter()
            .map(|&p| game.score(p))
            .collect(),
        dealt,
        placed: game.tiles().len(),
        completed: COMPLETED_TYPES.map(|ty| game.completed(ty)),
        sources: sources(&game),
    }
}

/// The points of a game by where they came from, all players together:
/// each type of feature scored, then each reason of an award (the
/// expansions' own), in the order first met.
pub fn sources(game: &Game) -> Vec<(&'static str, u32)> {
    let mut out: Vec<(&'static str, u32)> = Vec::new();
    let mut add =
        |source: &'static str, points: u32| match out.iter_mut().find(|(s, _)| *s == source) {
            Some((_, n)) => *n += points,
            None => out.push((source, points)),
        };
    for e in game.events() {
        add(e.feature.as_str(), e.points.iter().map(|&(_, n)| n).sum());
    }
    for a in game.awards() {
        add(a.reason.id(), a.points);
    }
    out
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
    /// Points by source, all games together, in the order first met.
    sources: Vec<(&'static str, u64)>,
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
    /// Points per game by where they came from ([`sources`]), all players
    /// together: feature types, then the expansions' awards.
    pub sources_mean: Vec<(&'static str, f64)>,
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
        for &(source, n) in &game.sources {
            match self.sources.iter_mut().find(|(s, _)| *s == source) {
                Some((_, sum)) => *sum += u64::from(n),
                None => self.sources.push((source, u64::from(n))),
            }
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
            sources_mean: self
                .sources
                .iter()
                .map(|&(s, n)| (s, per_game(n)))
                .collect(),
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
                sources: vec![("city", 10), ("fairy-turn", 1)],
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
        assert_eq!(s.sources_mean, [("city", 10.0), ("fairy-turn", 1.0)]);
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
