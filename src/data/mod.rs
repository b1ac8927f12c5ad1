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
    match std::fs::read(root.join(rel)) {
        Ok(bytes) => match String::from_utf8(bytes) {
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
        },
        Err(e) => {
            report.push(read_error(&root.join(rel), rel, &e));
            None
        }
    }
}

/// The `io/read` diagnostic of a file at `path` (shown as `shown`) that
/// cannot be read.
pub fn read_error(path: &Path, shown: &Path, e: &std::io::Error) -> Diagnostic {
    Diagnostic::error("io/read", format!("cannot read {}: {e}", shown.display()))
        .in_file(shown)
        .hint(if path.is_dir() {
            "this is a folder where a file is expected; rename or remove it"
        } else {
            "check that the file exists and that you may read it"
        })
}

/// The files with extension `ext` under `root/dir`, relative to `root`,
/// sorted so that every run sees them in the same order. Everything named
/// `*.ext` is listed, so that one that cannot be read as a file (a folder,
/// a broken link) is reported by [`read_text`] instead of skipped; a
/// folder that cannot be read is reported here (`io/read`). A missing
/// `dir` has no files.
pub fn files_with_extension(
    root: &Path,
    dir: &str,
    ext: &str,
    report: &mut Report,
) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(root.join(dir)).sort_by_file_name() {
        let entry = match entry {
            Ok(entry) => entry,
            Err(e) => {
                let missing = e.depth() == 0
                    && e.io_error()
                        .is_some_and(|e| e.kind() == std::io::ErrorKind::NotFound);
                if !missing {
                    let path = e.path().unwrap_or(&root.join(dir)).to_path_buf();
                    let rel = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
                    report.push(
                        Diagnostic::error("io/read", format!("cannot read the folder: {e}"))
                            .in_file(rel)
                            .hint("check that the folder exists and that you may read it"),
                    );
                }
                continue;
            }
        };
        if entry.depth() > 0
            && entry.path().extension().is_some_and(|x| x == ext)
            && let Ok(rel) = entry.path().strip_prefix(root)
        {
            files.push(rel.to_path_buf());
        }
    }
    files.sort();
    files
}

/// Loads every tile set under `root/data/tilesets` and the rule editions,
/// reporting each problem.
///
/// Returns the data that could be read even when there are errors, so that
/// one broken file does not hide the problems of the others.
pub fn load_core(root: &Path, report: &mut Report) -> Data {
    let files = files_with_extension(root, TILESETS_DIR, "toml", report);
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
    // An example's id is its file name: it names files and anchors of the site.
    data.examples.retain(
        |b| match crate::ids::check("example id (the file name)", &b.id) {
            Some(d) => {
                report.push(
                    d.in_file(&b.file)
                        .note("rename the file, and the book blocks that show it"),
                );
                false
            }
            None => true,
        },
    );
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
