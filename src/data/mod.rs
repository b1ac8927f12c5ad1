//! The data layer: reads `data/` into the engine's typed model.
//!
//! Files flow one way: TOML text → raw serde structs that keep every span →
//! engine types ([`TileKind`], [`TileSet`]) → validation by the engine →
//! diagnostics that point back into the TOML. Nothing here knows about
//! Fluent, templates or output formats.

pub mod board;
pub mod rules;
pub mod tileset;

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use tilebook_engine::{Rules, TileKind, TileSet};

use crate::diag::{Diagnostic, Report};

pub use tileset::parse_tileset_file;

/// Where tile-set files live, relative to the project root.
pub const TILESETS_DIR: &str = "data/tilesets";

/// A tile kind with the file and set that define it.
#[derive(Clone, Debug)]
pub struct KindInfo {
    /// The geometry.
    pub kind: TileKind,
    /// Id of the set that defines it.
    pub set: String,
    /// The file that defines it, relative to the project root.
    pub file: PathBuf,
    /// Byte range of the kind's `id` value in that file.
    pub id_span: Range<usize>,
}

/// A tile set with the file that defines it.
#[derive(Clone, Debug)]
pub struct SetInfo {
    /// The set, included sets flattened.
    pub set: TileSet,
    /// The file that defines it, relative to the project root.
    pub file: PathBuf,
    /// Ids of the sets it includes.
    pub includes: Vec<String>,
    /// Byte range of the set's `id` value in that file.
    pub id_span: Range<usize>,
}

/// Everything read from `data/`.
#[derive(Clone, Debug, Default)]
pub struct Data {
    /// Every tile kind of every set, by id.
    pub kinds: BTreeMap<String, KindInfo>,
    /// Every tile set, sorted by id.
    pub sets: Vec<SetInfo>,
    /// Rule editions, in file order (`data/rules.toml`).
    pub rules: Vec<Rules>,
    /// Scoring examples (`data/examples/`), sorted by file name.
    pub examples: Vec<board::Board>,
}

impl Data {
    /// The tile set with this id.
    pub fn set(&self, id: &str) -> Option<&SetInfo> {
        self.sets.iter().find(|s| s.set.id == id)
    }

    /// The tile kind with this id.
    pub fn kind(&self, id: &str) -> Option<&TileKind> {
        self.kinds.get(id).map(|k| &k.kind)
    }
}

/// Reads a file as UTF-8 text, or reports why it cannot.
pub fn read_text(root: &Path, rel: &Path, report: &mut Report) -> Option<String> {
    decode_text(rel, read_bytes(root, rel, report)?, report)
}

/// Reads a file's bytes, or reports why it cannot (`io/read`).
pub fn read_bytes(root: &Path, rel: &Path, report: &mut Report) -> Option<Vec<u8>> {
    match std::fs::read(root.join(rel)) {
        Ok(bytes) => Some(bytes),
        Err(e) => {
            report.push(
                Diagnostic::error("io/read", format!("cannot read the file: {e}")).in_file(rel),
            );
            None
        }
    }
}

/// The bytes of file `rel` as UTF-8 text, or reports that they are not
/// (`io/not-utf8`).
pub fn decode_text(rel: &Path, bytes: Vec<u8>, report: &mut Report) -> Option<String> {
    match String::from_utf8(bytes) {
        Ok(text) => Some(text),
        Err(e) => {
            report.push(
                Diagnostic::error(
                    "io/not-utf8",
                    format!(
                        "the file is not valid UTF-8 (first bad byte at offset {})",
                        e.utf8_error().valid_up_to()
                    ),
                )
                .in_file(rel)
                .hint("save the file as UTF-8"),
            );
            None
        }
    }
}

/// The files with extension `ext` under `root/dir`, relative to `root`,
/// sorted so that every run sees them in the same order.
pub fn files_with_extension(root: &Path, dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(root.join(dir))
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter(|e| e.path().extension().is_some_and(|x| x == ext))
        .filter_map(|e| e.path().strip_prefix(root).ok().map(Path::to_path_buf))
        .collect();
    files.sort();
    files
}

/// Loads every tile set under `root/data/tilesets` and the rule editions,
/// reporting each problem.
///
/// Returns the data that could be read even when there are errors, so that
/// one broken file does not hide the problems of the others.
pub fn load_core(root: &Path, report: &mut Report) -> Data {
    let files = files_with_extension(root, TILESETS_DIR, "toml");
    if files.is_empty() {
        report.push(
            Diagnostic::error(
                "data/no-tilesets",
                format!("no tile-set files found in {TILESETS_DIR}/"),
            )
            .hint("run tilebook from the project root, or pass --root DIR"),
        );
    }
    let mut parsed = Vec::new();
    for rel in files {
        let Some(text) = read_text(root, &rel, report) else {
            continue;
        };
        report.add_source(&rel, text.clone());
        if let Some(file) = parse_tileset_file(&rel, &text, report) {
            parsed.push(file);
        }
    }
    let mut data = tileset::assemble(parsed, report);
    data.rules = rules::load(root, report);
    data
}

/// Loads everything: tile sets, rule editions and the scoring examples,
/// replaying each example under every rule edition it lists.
pub fn load(root: &Path, report: &mut Report) -> Data {
    let mut data = load_core(root, report);
    data.examples = board::load_examples(root, report);
    for b in &data.examples {
        board::check_expectations(b, &data, report);
    }
    data
}

impl Data {
    /// The rule edition with this id.
    pub fn rules(&self, id: &str) -> Option<&Rules> {
        self.rules.iter().find(|r| r.id == id)
    }
}
