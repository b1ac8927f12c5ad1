//! The data layer: reads `data/` into the engine's typed model.
//!
//! Files flow one way: TOML text → raw serde structs that keep every span →
//! engine types ([`TileKind`], [`TileSet`]) → validation by the engine →
//! diagnostics that point back into the TOML. Nothing here knows about
//! Fluent, templates or output formats.

pub mod board;
mod deck;
pub mod rules;
pub mod schema;
pub mod tileset;
pub mod variant;

use std::borrow::Borrow;
use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use tilebook_engine::{KindId, Rules, RulesId, TileKind, TileSet, TileSetId};
use toml::Spanned;

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
    pub set: TileSetId,
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
    pub includes: Vec<TileSetId>,
    /// Byte range of the set's `id` value in that file.
    pub id_span: Range<usize>,
    /// Kinds this printing draws in several pictures of the same shape
    /// (`variants`); the counts are for all pictures together.
    pub variants: Vec<KindId>,
    /// Sets the publisher advises against playing together with this one
    /// (`advised_against`).
    pub advised_against: Vec<TileSetId>,
}

/// Something checks depend on: a whole input of the project, or one item
/// of it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Input {
    /// The tile sets (`data/tilesets/`).
    Tilesets,
    /// One tile kind, by id.
    Kind(KindId),
    /// The rule editions (`data/rules.toml`).
    Rules,
    /// One rule edition, by id.
    Rule(RulesId),
    /// The scoring examples (`data/examples/`).
    Examples,
    /// One example, by id.
    Example(String),
}

impl Input {
    /// The whole input an item belongs to.
    fn whole(&self) -> Input {
        match self {
            Input::Tilesets | Input::Kind(_) => Input::Tilesets,
            Input::Rules | Input::Rule(_) => Input::Rules,
            Input::Examples | Input::Example(_) => Input::Examples,
        }
    }
}

/// Everything read from `data/`.
#[derive(Clone, Debug, Default)]
pub struct Data {
    /// Every tile kind of every set, by id.
    pub kinds: BTreeMap<KindId, KindInfo>,
    /// Every tile set, sorted by id.
    pub sets: Vec<SetInfo>,
    /// Rule editions, in file order (`data/rules.toml`).
    pub rules: Vec<Rules>,
    /// Scoring examples (`data/examples/`), sorted by file name.
    pub examples: Vec<board::Board>,
    /// Rule variants: the base game's (`data/rules.toml`), then each tile
    /// set's, in the order of the sets.
    pub variants: Vec<variant::RuleVariant>,
    /// What could not be read, so that checks depending on it are skipped
    /// rather than reporting its absence over and over. With each, the
    /// diagnostic naming the cause when it is not reported yet (a missing
    /// optional file is an error only once something needs it).
    pub unavailable: BTreeMap<Input, Option<Diagnostic>>,
}

impl Data {
    /// The tile set with this id (a [`TileSetId`] or its text; never
    /// another kind of id).
    pub fn set<Q>(&self, id: &Q) -> Option<&SetInfo>
    where
        TileSetId: Borrow<Q>,
        Q: PartialEq + ?Sized,
    {
        self.sets.iter().find(|s| s.set.id.borrow() == id)
    }

    /// The tile kind with this id (a [`KindId`] or its text).
    pub fn kind<Q>(&self, id: &Q) -> Option<&TileKind>
    where
        KindId: Borrow<Q>,
        Q: Ord + ?Sized,
    {
        self.kinds.get(id).map(|k| &k.kind)
    }

    /// Records that `input` could not be read; `cause` is the diagnostic
    /// to report once something needs it (`None`: already reported).
    pub fn mark_unavailable(&mut self, input: Input, cause: Option<Diagnostic>) {
        self.unavailable.entry(input).or_insert(cause);
    }

    /// Whether `input` was read (an item: and the whole it belongs to).
    /// When it was not, the check that needs it should skip it: the root
    /// cause is reported here, once however often it is asked.
    pub fn available(&self, input: &Input, report: &mut Report) -> bool {
        for i in [input.whole(), input.clone()] {
            if let Some(cause) = self.unavailable.get(&i) {
                if let Some(d) = cause {
                    report.push(d.clone());
                }
                return false;
            }
        }
        true
    }
}

/// An error (`data/out-of-range`) at `value` when it is above `max`;
/// `what` names the value in the message.
pub fn out_of_range(
    what: &str,
    value: &Spanned<u32>,
    max: u32,
    rel: &Path,
    hint: &str,
) -> Option<Diagnostic> {
    (*value.get_ref() > max).then(|| {
        Diagnostic::error(
            "data/out-of-range",
            format!(
                "{what} is {}, more than the limit of {max}",
                value.get_ref()
            ),
        )
        .at(rel, value.span())
        .label(format!("at most {max}"))
        .hint(hint.to_string())
    })
}

/// A rotation in degrees clockwise as a data file gives it (none: 0); a
/// value that is not a quarter turn is reported as `code` at the value,
/// and is `None`.
pub fn rotation(
    deg: Option<&Spanned<i64>>,
    code: &'static str,
    rel: &Path,
    report: &mut Report,
) -> Option<tilebook_engine::Rotation> {
    let Some(deg) = deg else {
        return Some(tilebook_engine::Rotation::R0);
    };
    let rot = tilebook_engine::Rotation::from_degrees(*deg.get_ref());
    if rot.is_none() {
        report.push(
            Diagnostic::error(
                code,
                format!("rotation {} is not a quarter turn", deg.get_ref()),
            )
            .at(rel, deg.span())
            .hint("use 0, 90, 180 or 270 (degrees clockwise)"),
        );
    }
    rot
}

/// A square as a data file gives it, `[x, y]`: exactly two integers; a
/// list of another length is reported as `code` at the value (never
/// truncated to its first two), and is `None`.
pub fn position(
    at: &Spanned<Vec<i32>>,
    code: &'static str,
    rel: &Path,
    report: &mut Report,
) -> Option<(i32, i32)> {
    if let &[x, y] = at.get_ref().as_slice() {
        return Some((x, y));
    }
    let count = match at.get_ref().len() {
        0 => "none".to_string(),
        1 => "one".to_string(),
        n => n.to_string(),
    };
    report.push(
        Diagnostic::error(
            code,
            format!("a position is two integers, [x, y], but this one has {count}"),
        )
        .at(rel, at.span())
        .label("expected [x, y]")
        .hint("write the square as `at = [x, y]`: x grows east, y grows south"),
    );
    None
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
            report.push(read_error(&root.join(rel), rel, &e));
            None
        }
    }
}

/// Reads file `rel` as UTF-8 text, at most `limit` bytes of it and a few
/// more (so that a reader can tell the file is longer than `limit`, and
/// refuse it, without ever holding a bigger one), or reports why it cannot.
pub fn read_text_bounded(
    root: &Path,
    rel: &Path,
    limit: usize,
    report: &mut Report,
) -> Option<String> {
    use std::io::Read as _;
    let path = root.join(rel);
    let mut bytes = Vec::new();
    // Four bytes more: a character cut at the end still leaves more than
    // the limit.
    let read =
        std::fs::File::open(&path).and_then(|f| f.take(limit as u64 + 4).read_to_end(&mut bytes));
    if let Err(e) = read {
        report.push(read_error(&path, rel, &e));
        return None;
    }
    if bytes.len() > limit
        && let Err(e) = std::str::from_utf8(&bytes)
        && e.error_len().is_none()
    {
        // Only the last character was cut by the bound.
        bytes.truncate(e.valid_up_to());
    }
    decode_text(rel, bytes, report)
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

/// What listing a folder of the project gave.
#[derive(Debug, PartialEq, Eq)]
pub enum Folder {
    /// The folder does not exist.
    Missing,
    /// It exists but cannot be listed (reported).
    Unreadable,
    /// The files found (some subfolders may have been unreadable; reported).
    Listed(Vec<PathBuf>),
}

impl Folder {
    /// The files listed; none when the folder is missing or unreadable.
    pub fn files(self) -> Vec<PathBuf> {
        match self {
            Folder::Listed(files) => files,
            Folder::Missing | Folder::Unreadable => Vec::new(),
        }
    }
}

/// As [`list_files`], for callers that need not tell a missing folder from
/// an empty one: the files, every problem reported.
pub fn files_with_extension(
    root: &Path,
    dir: &str,
    ext: &str,
    report: &mut Report,
) -> Vec<PathBuf> {
    list_files(root, dir, ext, report).files()
}

/// The files with extension `ext` under `root/dir`, relative to `root`,
/// sorted so that every run sees them in the same order. Symbolic links
/// are followed, wherever they point. Every problem is reported: a `dir`
/// that is not a folder or cannot be listed, a link that leads back into
/// a folder containing it, a link to nothing.
pub fn list_files(root: &Path, dir: &str, ext: &str, report: &mut Report) -> Folder {
    let top = root.join(dir);
    let rel_dir = Path::new(dir);
    let cannot_list = |why: String, hint: &str| {
        Diagnostic::error(
            "io/read-dir",
            format!("cannot list the folder {dir}/: {why}"),
        )
        .in_file(rel_dir)
        .hint(hint.to_string())
    };
    match std::fs::metadata(&top) {
        Err(e) if std::fs::symlink_metadata(&top).is_err() => {
            if e.kind() == std::io::ErrorKind::NotFound {
                return Folder::Missing;
            }
            report.push(cannot_list(e.to_string(), "make the folder readable"));
            return Folder::Unreadable;
        }
        Err(_) => {
            report.push(cannot_list(
                dangling_link(&top),
                "point the link at an existing folder, or replace it by the folder",
            ));
            return Folder::Unreadable;
        }
        Ok(meta) if !meta.is_dir() => {
            report.push(cannot_list(
                "it is a file, not a folder".into(),
                "move the file away and put a folder in its place",
            ));
            return Folder::Unreadable;
        }
        Ok(_) => {}
    }
    let relative = |p: &Path| p.strip_prefix(root).unwrap_or(p).to_path_buf();
    let wanted = |p: &Path| p.extension().is_some_and(|x| x == ext);
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(&top)
        .follow_links(true)
        .sort_by_file_name()
    {
        let e = match entry {
            Ok(e) => e,
            Err(err) => {
                let path = err.path().map(relative).unwrap_or_else(|| rel_dir.into());
                if err.depth() == 0 {
                    report.push(cannot_list(err.to_string(), "make the folder readable"));
                    return Folder::Unreadable;
                }
                let d = if let Some(ancestor) = err.loop_ancestor() {
                    Diagnostic::error(
                        "io/symlink-loop",
                        format!(
                            "the symbolic link {} leads back to {}, a folder containing it",
                            path.display(),
                            relative(ancestor).display()
                        ),
                    )
                    .in_file(&path)
                    .hint("remove the link, or point it outside the folders it is in")
                } else if root.join(&path).is_symlink() && !root.join(&path).exists() {
                    let why = dangling_link(&root.join(&path));
                    Diagnostic::error("io/read", format!("cannot read {}: {why}", path.display()))
                        .in_file(&path)
                        .hint("point the link at an existing file, or remove it")
                } else {
                    Diagnostic::error(
                        "io/read-dir",
                        format!("cannot list {}: {err}", path.display()),
                    )
                    .in_file(&path)
                    .hint("make the folder readable")
                };
                report.push(d);
                continue;
            }
        };
        // A folder named `*.ext` is listed too: reading it says what is wrong.
        if e.depth() > 0 && wanted(e.path()) {
            files.push(relative(e.path()));
        }
    }
    files.sort();
    Folder::Listed(files)
}

/// Says where the symbolic link `path` points, which does not exist.
fn dangling_link(path: &Path) -> String {
    match std::fs::read_link(path) {
        Ok(target) => format!(
            "it is a symbolic link to {}, which does not exist",
            target.display()
        ),
        Err(e) => e.to_string(),
    }
}

/// Loads every tile set under `root/data/tilesets` and the rule editions,
/// reporting each problem.
///
/// Returns the data that could be read even when there are errors, so that
/// one broken file does not hide the problems of the others.
pub fn load_core(root: &Path, report: &mut Report) -> Data {
    let no_tilesets = || {
        Diagnostic::error(
            "data/no-tilesets",
            format!("no tile-set files found in {TILESETS_DIR}/"),
        )
        .hint("run tilebook from the project root, or pass --root DIR")
    };
    let errors = report.errors();
    let files = match list_files(root, TILESETS_DIR, "toml", report) {
        Folder::Listed(files) if !files.is_empty() => files,
        Folder::Listed(_) | Folder::Missing => {
            report.push(no_tilesets());
            Vec::new()
        }
        Folder::Unreadable => Vec::new(),
    };
    let mut parsed = Vec::new();
    // A link to nothing or a loop may hide a set.
    let mut complete = !files.is_empty() && report.errors() == errors;
    for rel in files {
        let Some(text) = read_text(root, &rel, report) else {
            complete = false;
            continue;
        };
        report.add_source(&rel, text.clone());
        match parse_tileset_file(&rel, &text, report) {
            Some(file) => parsed.push(file),
            None => complete = false,
        }
    }
    let mut data = tileset::assemble(parsed, report);
    if !complete {
        // Which sets and kinds the unread files hold is unknown.
        data.mark_unavailable(Input::Tilesets, None);
    }
    rules::load(root, &mut data, report);
    variant::dedup_across_files(&mut data.variants, report);
    data
}

/// Loads everything: tile sets, rule editions and the scoring examples,
/// replaying each example under every rule edition it lists.
pub fn load(root: &Path, report: &mut Report) -> Data {
    let mut data = load_core(root, report);
    board::load_examples(root, &mut data, report);
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
    /// The rule edition with this id (a [`RulesId`] or its text).
    pub fn rules<Q>(&self, id: &Q) -> Option<&Rules>
    where
        RulesId: Borrow<Q>,
        Q: PartialEq + ?Sized,
    {
        self.rules.iter().find(|r| r.id.borrow() == id)
    }
}
