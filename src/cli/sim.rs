//! `tilebook sim`: many seeded random games, for people who design tile
//! sets and house rules. The games are the engine's
//! ([`tilebook_engine::sim`]); this module reads the arguments and the
//! data, plays the games on every core, shows progress, and prints the
//! figures.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use tilebook_engine::board_file::write_board;
use tilebook_engine::sim::{
    COMPLETED_TYPES, GameStats, Summary, Tally, game_seeds, play, random_game_stats, stats,
};
use tilebook_engine::{PLAYERS, Player, RulesId, TileSetId};

use super::{Color, EXIT_OK, EXIT_USAGE, Format, load_for_play};

/// The most games `--boards` writes: every file is held in memory until
/// the folder is written whole (about 10 KB each).
const MAX_BOARDS: u64 = 10_000;

/// Games played at once on every core, then added to the figures in
/// their order: the figures and files are the same whatever the number of
/// cores.
pub const CHUNK: usize = 1024;

/// The most copies of each tile `--copies` allows.
const MAX_COPIES: u32 = 10_000;

/// Arguments of `tilebook sim`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Tile sets to play with, comma-separated (a kind in several sets
    /// counts once, from the first).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "base",
        value_name = "IDS"
    )]
    pub sets: Vec<TileSetId>,
    /// Number of games.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Rule edition: first, second or third.
    #[arg(long, default_value = "third")]
    pub rules: RulesId,
    /// Players (seats).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=PLAYERS as i64))]
    pub players: u8,
    /// Seed of the series: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play with this many copies of every tile (a huge board).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_COPIES)))]
    pub copies: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Also write every game as a board file in this folder (game-1.toml,
    /// …), with each player's points under the edition played in its
    /// `[expect]`: `tilebook score` replays it, the scoring board loads
    /// it. The folder is replaced as a whole, and only if tilebook wrote
    /// it (or it is empty).
    #[arg(long, value_name = "DIR")]
    pub boards: Option<PathBuf>,
    /// Play an option of a rule variant (repeatable; `tilebook variants`
    /// lists them); the board files say so in their `[variants]`.
    #[arg(long = "variant", value_name = "ID=OPTION", value_parser = crate::data::variant::parse_choice)]
    pub variants: Vec<(String, String)>,
}

/// Plays a game of each of `seeds` with `one` on every core, a batch of
/// [`CHUNK`] at a time, and hands each game's result to `add` in the
/// order of the seeds (`done` hears of each batch played): the results
/// are the same whatever the number of cores.
pub fn play_batches<T: Send>(
    mut seeds: impl Iterator<Item = u64>,
    one: impl Fn(u64) -> T + Sync,
    mut done: impl FnMut(&[u64]),
    mut add: impl FnMut(T),
) {
    loop {
        let chunk: Vec<u64> = seeds.by_ref().take(CHUNK).collect();
        if chunk.is_empty() {
            return;
        }
        let games: Vec<T> = chunk.par_iter().map(|&seed| one(seed)).collect();
        games.into_iter().for_each(&mut add);
        done(&chunk);
    }
}

/// A progress bar on stderr when it is a terminal, else nothing.
fn progress(games: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(games), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
    {
        bar.set_style(style);
    }
    bar
}

/// One seat in `sim --format json`.
#[derive(Serialize)]
struct JsonSeat {
    seat: usize,
    player: Player,
    mean: f64,
    median: f64,
}

/// Tiles per game in `sim --format json`.
#[derive(Serialize)]
struct JsonTiles {
    dealt_mean: f64,
    placed_mean: f64,
    unplaced_total: u64,
    unplaced_mean: f64,
}

/// `sim --format json`.
#[derive(Serialize)]
struct JsonSim<'a> {
    sets: &'a [TileSetId],
    rules: &'a RulesId,
    players: u8,
    games: u64,
    seed: u64,
    copies: u32,
    seats: Vec<JsonSeat>,
    tiles: JsonTiles,
    completed_mean: BTreeMap<&'static str, f64>,
    /// Points per game by where they came from: feature types, then the
    /// expansions' awards by reason.
    points_by_source: BTreeMap<&'static str, f64>,
    seconds: f64,
    games_per_second: f64,
}

fn to_json<'a>(args: &'a Args, s: &Summary, seconds: f64) -> JsonSim<'a> {
    JsonSim {
        sets: &args.sets,
        rules: &args.rules,
        players: args.players,
        games: s.games,
        seed: args.seed,
        copies: args.copies,
        seats: s
            .seats
            .iter()
            .zip(Player::ALL)
            .enumerate()
            .map(|(i, (seat, p))| JsonSeat {
                seat: i + 1,
                player: p,
                mean: seat.mean,
                median: seat.median,
            })
            .collect(),
        tiles: JsonTiles {
            dealt_mean: s.dealt_mean,
            placed_mean: s.placed_mean,
            unplaced_total: s.unplaced_total,
            unplaced_mean: s.unplaced_mean,
        },
        completed_mean: COMPLETED_TYPES
            .iter()
            .zip(s.completed_mean)
            .map(|(ty, n)| (ty.as_str(), n))
            .collect(),
        points_by_source: s.sources_mean.iter().copied().collect(),
        seconds,
        games_per_second: s.games as f64 / seconds.max(f64::MIN_POSITIVE),
    }
}

fn write_human(
    out: &mut impl Write,
    args: &Args,
    s: &Summary,
    seconds: f64,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{} games of {} players: sets {}, rules {}, seed {}, {} cop{} of every tile",
        s.games,
        args.players,
        args.sets
            .iter()
            .map(TileSetId::as_str)
            .collect::<Vec<_>>()
            .join(", "),
        args.rules,
        args.seed,
        args.copies,
        if args.copies == 1 { "y" } else { "ies" }
    )?;
    writeln!(out, "seat  player  mean points  median")?;
    for (i, (seat, p)) in s.seats.iter().zip(Player::ALL).enumerate() {
        writeln!(
            out,
            "{:>4}  {:<6}  {:>11.2}  {:>6.1}",
            i + 1,
            p.as_str(),
            seat.mean,
            seat.median
        )?;
    }
    writeln!(
        out,
        "game length: {:.2} tiles placed of {:.2} dealt",
        s.placed_mean, s.dealt_mean
    )?;
    writeln!(
        out,
        "tiles that could not be placed: {} in all, {:.3} per game",
        s.unplaced_total, s.unplaced_mean
    )?;
    let completed: Vec<String> = COMPLETED_TYPES
        .iter()
        .zip(s.completed_mean)
        .map(|(ty, n)| format!("{ty} {n:.2}"))
        .collect();
    writeln!(out, "features completed per game: {}", completed.join(", "))?;
    let sources: Vec<String> = s
        .sources_mean
        .iter()
        .map(|(source, n)| format!("{source} {n:.2}"))
        .collect();
    writeln!(out, "points per game by source: {}", sources.join(", "))?;
    writeln!(
        out,
        "speed: {:.0} games per second ({seconds:.2} s)",
        s.games as f64 / seconds.max(f64::MIN_POSITIVE)
    )
}

/// Plays the games and prints the figures; returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let (data, rules) = match load_for_play(root, &args.rules, (Format::Human, color), "sim")? {
        Ok(loaded) => loaded,
        Err(code) => return Ok(code),
    };
    let (table, deck) = match data.deck(&args.sets, args.copies) {
        Ok(deck) => deck,
        Err(msg) => {
            eprintln!("error: {msg}");
            return Ok(EXIT_USAGE);
        }
    };
    let mut choices = crate::data::variant::Choices::default();
    for (v, o) in &args.variants {
        choices.set(v, o);
    }
    let mut setup = table.setup().clone();
    let rules = match data.apply_choices(&choices, &mut setup) {
        Ok(params) => crate::data::variant::apply_rules(&rules, &params),
        Err(e) => {
            eprintln!("error: {e}; `tilebook variants` lists them");
            return Ok(EXIT_USAGE);
        }
    };
    let table = std::sync::Arc::new((*table).clone().with_setup(setup));
    let seats = table.setup().seats();
    if usize::from(args.players) > seats {
        eprintln!(
            "error: the sets seat {seats} players, not {}; a sixth player (grey) plays with inns-cathedrals",
            args.players
        );
        return Ok(EXIT_USAGE);
    }
    if args.boards.is_some() && args.games > MAX_BOARDS {
        eprintln!(
            "error: --boards writes at most {MAX_BOARDS} games, not {}; play fewer games, or leave --boards out for the figures alone",
            args.games
        );
        return Ok(EXIT_USAGE);
    }
    if let Some(dir) = &args.boards
        && let Err(d) = crate::output::check(root, dir)
    {
        let mut report = crate::diag::Report::new();
        report.push(*d);
        super::emit(&report, Format::Human, color)?;
        return Ok(EXIT_USAGE);
    }
    let bar = progress(args.games);
    let started = Instant::now();
    let mut tally = Tally::new();
    let players = usize::from(args.players);
    let mut boards = crate::output::Files::new();
    let mut unwritable = 0;
    let width = args.games.to_string().len();
    let set_ids: Vec<&str> = args.sets.iter().map(TileSetId::as_str).collect();
    // One game: its figures and, with --boards, its board file (`None`
    // when no board file can name one of its fields).
    let one = |seed: u64| -> (GameStats, Option<Option<String>>) {
        if args.boards.is_none() {
            let game = random_game_stats(&table, rules.clone(), &deck, players, seed);
            return (game, None);
        }
        let played = play(&table, rules.clone(), &deck, players, seed);
        let game = stats(played.clone(), players);
        let points: Vec<(Player, u32)> = Player::ALL
            .iter()
            .copied()
            .zip(game.points.iter().copied())
            .collect();
        let expect = [(args.rules.as_str(), points)];
        let text = write_board(
            &table,
            &set_ids,
            &played.turns,
            deck.block.len(),
            true,
            &expect,
        );
        // The variants played, after the turns' tables.
        let text = text.map(|mut t| {
            if !choices.0.is_empty() {
                t.push_str("\n[variants]\n");
                for (v, o) in &choices.0 {
                    t.push_str(&format!("{v} = \"{o}\"\n"));
                }
            }
            t
        });
        (game, Some(text.ok()))
    };
    let mut n = 0;
    let seeds = game_seeds(args.seed).take(args.games as usize);
    let batch = |chunk: &[u64]| bar.inc(chunk.len() as u64);
    play_batches(seeds, one, batch, |(game, board)| {
        n += 1;
        match board {
            Some(Some(text)) => {
                let name = format!("game-{n:0width$}.toml");
                boards.insert(PathBuf::from(name), text.into_bytes());
            }
            Some(None) => unwritable += 1,
            None => {}
        }
        tally.add(&game);
    });
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let summary = tally.summary();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &to_json(args, &summary, seconds))?;
            writeln!(out)?;
        }
        Format::Human => write_human(&mut out, args, &summary, seconds)?,
    }
    if let Some(dir) = &args.boards {
        if let Err(d) = crate::output::write_atomically(root, dir, &boards) {
            let mut report = crate::diag::Report::new();
            report.push(*d);
            super::emit(&report, Format::Human, color)?;
            return Ok(EXIT_USAGE);
        }
        // On stderr, so that stdout stays the figures (JSON included).
        eprintln!(
            "sim: wrote {} board file(s) to {}{}",
            boards.len(),
            dir.display(),
            if unwritable > 0 {
                format!(
                    "; {unwritable} game(s) name a field no board file can name, and were not written"
                )
            } else {
                String::new()
            }
        );
    }
    Ok(EXIT_OK)
}
