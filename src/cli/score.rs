//! `tilebook score`: replay a board file and score it.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;
use tilebook_engine::{FeatureType, RulesId, When};

use super::{Color, EXIT_OK, Format, emit, load_for_play};
use crate::data::board::{self, Outcome, describe_event};
use crate::data::variant::parse_choice;
use crate::diag::Report;

/// Arguments of `tilebook score`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The board file (TOML).
    pub file: PathBuf,
    /// Rule edition: first, second or third.
    #[arg(long, default_value = "third")]
    pub rules: RulesId,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Play an option of a rule variant, over the board's `[variants]`
    /// (repeatable; `tilebook variants` lists them).
    #[arg(long = "variant", value_name = "ID=OPTION", value_parser = parse_choice)]
    pub variants: Vec<(String, String)>,
}

#[derive(Serialize)]
struct JsonEvent {
    feature: FeatureType,
    when: When,
    tiles: usize,
    pennants: u32,
    cities: u32,
    /// What the expansions count in the feature (`inns`, `cathedrals`),
    /// those there are.
    #[serde(flatten)]
    marks: std::collections::BTreeMap<&'static str, u32>,
    squares: Vec<[i32; 2]>,
    points: std::collections::BTreeMap<&'static str, u32>,
}

/// Tokens a player holds, each with its id, in the engine's order (goods:
/// wine, grain, cloth), as a JSON object.
struct Held<'a>(&'a [(&'static str, u32)]);

impl Serialize for Held<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(id, n)| (id, n)))
    }
}

#[derive(Serialize)]
struct JsonOutcome<'a> {
    rules: RulesId,
    /// The options of rule variants played, by variant (those chosen).
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    variants: std::collections::BTreeMap<String, String>,
    players: std::collections::BTreeMap<&'static str, u32>,
    events: Vec<JsonEvent>,
    /// The expansions' tokens per player (goods), when any were taken.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    tokens: std::collections::BTreeMap<&'static str, Held<'a>>,
    /// Tiles (from 1) that earned a second tile in the same turn.
    #[serde(skip_serializing_if = "<[usize]>::is_empty")]
    second_tiles: &'a [usize],
    /// Points outside features' majorities: the fairy's, ransoms, the
    /// most goods.
    #[serde(skip_serializing_if = "<[tilebook_engine::Award]>::is_empty")]
    awards: &'a [tilebook_engine::Award],
}

/// The JSON form of an outcome.
fn to_json(o: &Outcome) -> JsonOutcome<'_> {
    JsonOutcome {
        rules: o.rules.clone(),
        variants: Default::default(),
        players: o.players.iter().map(|(p, n)| (p.as_str(), *n)).collect(),
        events: o
            .events
            .iter()
            .map(|e| JsonEvent {
                feature: e.feature,
                when: e.when,
                tiles: e.tiles.len(),
                pennants: e.pennants,
                cities: e.cities,
                marks: (e.marks.counts().into_iter())
                    .filter(|(_, _, n)| *n > 0)
                    .map(|(name, _, n)| (name, n))
                    .collect(),
                squares: e.tiles.iter().map(|&(x, y)| [x, y]).collect(),
                points: e.points.iter().map(|(p, n)| (p.as_str(), *n)).collect(),
            })
            .collect(),
        tokens: (o.tokens.iter())
            .map(|(p, held)| (p.as_str(), Held(held)))
            .collect(),
        second_tiles: &o.second_tiles,
        awards: &o.awards,
    }
}

/// One line for points given outside a feature's majority.
fn describe_award(a: &tilebook_engine::Award) -> String {
    let why = crate::l10n::engine::english_name(&crate::l10n::ids::award_name(a.reason));
    match a.payer {
        Some(payer) => format!(
            "{:<5} {why}: {payer} pays {} {}",
            a.when.name(),
            a.points,
            a.player
        ),
        None => format!("{:<5} {why}: {} {}", a.when.name(), a.player, a.points),
    }
}

/// Scores the board and returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let (data, rules) = match load_for_play(root, &args.rules, (args.format, color), "score")? {
        Ok(loaded) => loaded,
        Err(code) => return Ok(code),
    };
    let mut report = Report::new();
    let limit = tilebook_engine::board_file::MAX_BOARD_BYTES;
    let Some(text) = crate::data::read_text_bounded(Path::new(""), &args.file, limit, &mut report)
    else {
        emit(&report, args.format, color)?;
        return Ok(report.exit_code());
    };
    report.add_source(&args.file, text.clone());
    let mut chosen = crate::data::variant::Choices::default();
    let outcome = board::parse_board(&args.file, &text, &mut report).and_then(|mut b| {
        b.lay_block(&data);
        for (v, o) in &args.variants {
            b.variants.set(v, o);
            b.variant_spans.remove(v);
        }
        chosen = b.variants.clone();
        let table = board::kind_table(&b, &data, &mut report)?;
        let rules = board::rules_for(&b, &data, &rules);
        board::replay(&b, &table, &rules, &mut report)
    });
    let Some(outcome) = outcome else {
        // In JSON, the errors as `check --format json` gives them, on
        // standard output.
        emit(&report, args.format, color)?;
        return Ok(report.exit_code());
    };
    if report.warnings() > 0 {
        // Warnings (a combination the publisher advises against) go to
        // stderr beside the scores.
        emit(&report, Format::Human, color)?;
    }
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            let mut json = to_json(&outcome);
            json.variants = chosen.0.clone();
            crate::diag::write_json_pretty(&mut out, &json)?;
        }
        Format::Human => {
            writeln!(out, "rules: {}", outcome.rules)?;
            if !chosen.0.is_empty() {
                writeln!(out, "variants: {}", chosen.describe())?;
            }
            for (p, n) in &outcome.players {
                writeln!(out, "  {:<7}{n:>4}", p.as_str())?;
            }
            if !outcome.events.is_empty() {
                writeln!(out, "scoring:")?;
                for e in &outcome.events {
                    writeln!(out, "  {}", describe_event(e))?;
                }
            }
            for a in &outcome.awards {
                writeln!(out, "  {}", describe_award(a))?;
            }
            for (p, held) in &outcome.tokens {
                let held: Vec<String> = held.iter().map(|(id, n)| format!("{n} {id}")).collect();
                writeln!(out, "tokens of {p}: {}", held.join(", "))?;
            }
            if !outcome.second_tiles.is_empty() {
                let list: Vec<String> = outcome
                    .second_tiles
                    .iter()
                    .map(|t| format!("#{t}"))
                    .collect();
                writeln!(
                    out,
                    "a second tile in the same turn after tile {}",
                    list.join(", ")
                )?;
            }
        }
    }
    Ok(EXIT_OK)
}
