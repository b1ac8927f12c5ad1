//! `tilebook count`: tile counts per edition against what the rulebook
//! states.

use std::io::Write;
use std::path::Path;

use serde::Serialize;
use tilebook_engine::{KindId, TileSetId};

use super::{Color, EXIT_INVALID, EXIT_OK, Format, load_editions_tolerating, select_sets};
use crate::data::{Data, SetInfo};

/// Arguments of `tilebook count`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Only this edition (tile set id, e.g. `base`).
    #[arg(long, value_name = "ID")]
    pub edition: Option<TileSetId>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
}

/// One edition in `count --format json`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct EditionCount {
    /// Tile set id.
    pub edition: TileSetId,
    /// Tiles counted.
    pub total: u32,
    /// Tiles the rulebook states.
    pub expected: u32,
    /// Whether they agree.
    pub ok: bool,
    /// Ids of the sets this one includes.
    pub includes: Vec<TileSetId>,
    /// Per kind.
    pub kinds: Vec<KindCount>,
}

/// One tile kind in `count --format json`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct KindCount {
    /// Kind id.
    pub id: KindId,
    /// Tiles of this kind in the edition.
    pub count: u32,
    /// N, E, S, W edges in the drawn orientation (C, R, F, W).
    pub edges: String,
    /// Whether one of these is the start tile.
    pub start: bool,
    /// The set that defines the kind.
    pub from: TileSetId,
}

/// The counts of one edition.
pub fn edition_count(data: &Data, info: &SetInfo) -> EditionCount {
    let set = &info.set;
    EditionCount {
        edition: set.id.clone(),
        total: set.total(),
        expected: set.stated_total,
        ok: set.total() == set.stated_total,
        includes: info.includes.clone(),
        kinds: set
            .entries
            .iter()
            .map(|e| KindCount {
                id: e.kind.clone(),
                count: e.count,
                edges: data
                    .kind(&e.kind)
                    .map(|k| k.edge_letters())
                    .unwrap_or_default(),
                start: e.start,
                from: e.from.clone(),
            })
            .collect(),
    }
}

/// Prints the counts and returns the exit code: 1 when an edition's
/// tiles differ from the total its rulebook states (the counts are printed
/// all the same, with `ok: false` on that edition), or when the data has
/// any other error (then nothing is counted).
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let edition = args.edition.as_ref();
    let tolerated = ["set/total-mismatch"];
    let data = match load_editions_tolerating(root, edition, color, "count", &tolerated)? {
        Ok(data) => data,
        Err(code) => return Ok(code),
    };
    let selected = select_sets(&data, edition).unwrap_or_default();
    let counts: Vec<EditionCount> = selected.iter().map(|s| edition_count(&data, s)).collect();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => crate::diag::write_json_pretty(&mut out, &counts)?,
        Format::Human => {
            for c in &counts {
                write_human(&mut out, c)?;
            }
        }
    }
    Ok(if counts.iter().all(|c| c.ok) {
        EXIT_OK
    } else {
        EXIT_INVALID
    })
}

fn write_human(out: &mut dyn Write, c: &EditionCount) -> std::io::Result<()> {
    let verdict = if c.ok { "ok" } else { "MISMATCH" };
    write!(
        out,
        "{}: {} tiles, rulebook states {} — {verdict}",
        c.edition, c.total, c.expected
    )?;
    if !c.includes.is_empty() {
        let includes: Vec<&str> = c.includes.iter().map(TileSetId::as_str).collect();
        write!(out, " (includes {})", includes.join(", "))?;
    }
    writeln!(out)?;
    let width = c
        .kinds
        .iter()
        .map(|k| k.id.as_str().len())
        .max()
        .unwrap_or(1);
    for k in &c.kinds {
        let mut line = format!("  {:<width$}  {}  ×{:<2}", k.id.as_str(), k.edges, k.count);
        if k.start {
            line.push_str("  start tile");
        }
        if k.from != c.edition {
            line.push_str(&format!("  from {}", k.from));
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}
