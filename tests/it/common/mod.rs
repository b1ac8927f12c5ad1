//! Helpers shared by the integration tests: run the real binary.

pub mod pixels;

use std::path::{Path, PathBuf};
use std::process::Output;

/// The repository root (where the shipped data lives).
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fixture project under `tests/fixtures/`.
pub fn fixture(path: &str) -> PathBuf {
    repo().join("tests/fixtures").join(path)
}

/// The shipped data, loaded through the library; it must have no errors.
pub fn shipped() -> tilebook::data::Data {
    let mut report = tilebook::diag::Report::new();
    let data = tilebook::data::load(&repo(), &mut report);
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    data
}

/// Runs `tilebook --root ROOT ARGS…` and returns its output.
pub fn tilebook(root: &Path, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .arg("--root")
        .arg(root)
        .args(args)
        .output()
        .expect("the tilebook binary runs")
}

/// Runs `check --format json` and parses the diagnostics.
pub fn check_json(root: &Path) -> (i32, Vec<serde_json::Value>) {
    let out = tilebook(root, &["check", "--format", "json"]);
    let diags: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "check --format json printed no JSON ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    });
    (out.status.code().expect("exit code"), diags)
}

/// A fixture project made from a base and an overlay: a temporary copy of
/// `tests/fixtures/<area>/good` with the edits of
/// `tests/fixtures/<area>/cases/<case>.toml` applied, in order.
///
/// Each `[[edit]]` names a `file` (relative to the project) and does one
/// thing: `replace` text that occurs exactly once `with` other text,
/// `append` text, or `write` the whole file (creating it). Anything else,
/// or a `replace` that is not found exactly once, fails the test: a case
/// never silently tests the good project.
pub fn fixture_case(area: &str, case: &str) -> tempfile::TempDir {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Overlay {
        edit: Vec<Edit>,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Edit {
        file: String,
        replace: Option<String>,
        with: Option<String>,
        append: Option<String>,
        write: Option<String>,
    }

    let spec = fixture(&format!("{area}/cases/{case}.toml"));
    let text = std::fs::read_to_string(&spec).unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
    let overlay: Overlay =
        toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
    let dir = tempfile::tempdir().expect("temp dir");
    copy_dir(&fixture(&format!("{area}/good")), dir.path());
    for (i, edit) in overlay.edit.into_iter().enumerate() {
        let path = dir.path().join(&edit.file);
        let at = format!("{}: edit {} ({})", spec.display(), i + 1, edit.file);
        let old = || std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{at}: {e}"));
        let new = match (edit.replace, edit.with, edit.append, edit.write) {
            (Some(from), Some(to), None, None) => {
                let text = old();
                let found = text.matches(&from).count();
                assert_eq!(found, 1, "{at}: `replace` text found {found} times");
                text.replacen(&from, &to, 1)
            }
            (None, None, Some(tail), None) => old() + &tail,
            (None, None, None, Some(all)) => all,
            _ => panic!("{at}: give `replace` and `with`, `append` or `write`"),
        };
        std::fs::create_dir_all(path.parent().expect("a file in a folder")).expect("create dir");
        std::fs::write(&path, new).unwrap_or_else(|e| panic!("{at}: {e}"));
    }
    dir
}

/// A copy of the shipped project (data, locales, books, templates) in a
/// temporary folder, to break on purpose.
pub fn project_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for sub in ["data", "locales", "book", "templates"] {
        copy_dir(&repo().join(sub), &dir.path().join(sub));
    }
    dir
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create dir");
    for e in std::fs::read_dir(from).expect("read dir") {
        let e = e.expect("entry");
        if e.path().is_dir() {
            copy_dir(&e.path(), &to.join(e.file_name()));
        } else {
            std::fs::copy(e.path(), to.join(e.file_name())).expect("copy");
        }
    }
}

/// Every file under `dir`, by path relative to it, in sorted order.
pub fn files_under(dir: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path().strip_prefix(dir).expect("under dir").to_path_buf(),
                std::fs::read(e.path()).expect("readable"),
            )
        })
        .collect()
}

/// Replaces `old` by `new` in `file` of the project (the text must exist).
pub fn edit(root: &Path, file: &str, old: &str, new: &str) {
    let path = root.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(old), "{file} contains {old:?}");
    std::fs::write(&path, text.replacen(old, new, 1)).unwrap();
}

/// Line (1-based) of the first occurrence of `needle` in `file`.
pub fn line_of(root: &Path, file: &str, needle: &str) -> u64 {
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} in {file}"));
    text[..at].matches('\n').count() as u64 + 1
}

/// Asserts one diagnostic with `code` in `file` at `line`.
pub fn expect(diags: &[serde_json::Value], code: &str, file: &str, line: Option<u64>) {
    let found = diags
        .iter()
        .find(|d| d["code"] == code && d["file"] == file);
    let d = found.unwrap_or_else(|| panic!("no {code} in {file}: {diags:#?}"));
    if let Some(line) = line {
        assert_eq!(d["line"].as_u64(), Some(line), "{d:#?}");
    }
    assert!(!d["message"].as_str().unwrap().is_empty());
    assert!(
        d["hint"].as_str().is_some_and(|h| !h.is_empty()),
        "{code} has a hint"
    );
}

/// The kinds and the deck of tile sets `sets`, every tile `copies` times,
/// for the engine's random games.
pub fn deck(
    data: &tilebook::data::Data,
    sets: &[&str],
    copies: u32,
) -> (
    std::sync::Arc<tilebook::engine::KindTable>,
    Vec<tilebook::engine::sim::DeckEntry>,
) {
    let mut kinds = Vec::new();
    let mut entries = Vec::new();
    for set in sets {
        for e in &data.set(*set).expect("a shipped set").set.entries {
            kinds.push(data.kind(&e.kind).expect("a shipped kind").clone());
            entries.push(tilebook::engine::sim::DeckEntry {
                kind: kinds.len() - 1,
                count: e.count * copies,
                start: e.start,
            });
        }
    }
    let table = tilebook::engine::KindTable::new(kinds).expect("playable kinds");
    (std::sync::Arc::new(table), entries)
}

/// `count --edition EDITION --format json` on the shipped project: its
/// exit code and JSON.
pub fn count(edition: &str) -> (i32, serde_json::Value) {
    let out = tilebook(
        &repo(),
        &["count", "--edition", edition, "--format", "json"],
    );
    (
        out.status.code().expect("exit code"),
        serde_json::from_slice(&out.stdout).expect("count prints JSON"),
    )
}

/// A copy of the project with one edit in `file`, checked: the exit code
/// must be 1 and one diagnostic `code` must be at the line of `needle`.
pub fn bad(file: &str, old: &str, new: &str, needle: &str, code: &str) -> serde_json::Value {
    let p = project_copy();
    edit(p.path(), file, old, new);
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1, "{diags:#?}");
    let line = line_of(p.path(), file, needle);
    expect(&diags, code, file, Some(line));
    diags.into_iter().find(|d| d["code"] == code).unwrap()
}

/// Scores `text` as a board file `b.toml` with `--format json`; returns
/// (exit code, stdout as JSON or null, stderr).
pub fn score_board(text: &str) -> (i32, serde_json::Value, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("b.toml");
    std::fs::write(&file, text).expect("written");
    score_file(&file, &[])
}

/// Scores the board file `file` with `--format json` and `extra`
/// arguments; returns (exit code, stdout as JSON or null, stderr).
pub fn score_file(file: &Path, extra: &[&str]) -> (i32, serde_json::Value, String) {
    let mut args = vec![
        "score",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--color",
        "never",
    ];
    args.extend(extra);
    let out = tilebook(&repo(), &args);
    let json = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    let mut err = String::from_utf8_lossy(&out.stderr).into_owned();
    // Errors come as JSON on stdout (as `check --format json` gives them):
    // each also as `error[CODE]: MESSAGE` and `┌─ FILE:LINE:COLUMN`, as
    // people read them.
    if let Some(diags) = json.as_array() {
        for d in diags {
            let text = |k: &str| d[k].as_str().unwrap_or_default().to_string();
            err.push_str(&format!(
                "{}[{}]: {}\n  ┌─ {}:{}:{}\n",
                text("severity"),
                text("code"),
                text("message"),
                text("file"),
                d["line"],
                d["column"]
            ));
            if let Some(hint) = d["hint"].as_str() {
                err.push_str(&format!("  = help: {hint}\n"));
            }
        }
    }
    (out.status.code().expect("exit code"), json, err)
}

/// The one edition `count --edition EDITION` lists, after checking that
/// it passes with `total` tiles.
pub fn edition(id: &str, total: u64) -> serde_json::Value {
    let (status, v) = count(id);
    assert_eq!(status, 0, "{v:#}");
    let e = v[0].clone();
    assert_eq!(
        (e["total"].as_u64(), e["ok"].as_bool()),
        (Some(total), Some(true)),
        "{id}"
    );
    e
}

/// The kind `id` in an edition's JSON (as `count --format json` lists it).
pub fn kind_json<'a>(e: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    let kinds = e["kinds"].as_array().expect("kinds");
    kinds.iter().find(|k| k["id"] == id).expect("the kind")
}

/// Tiles of the shipped set `set` whose kind satisfies `has`.
pub fn tiles_where(set: &str, has: &dyn Fn(&tilebook_engine::TileKind) -> bool) -> u32 {
    let data = shipped();
    let info = data.set(set).expect("the set");
    let kinds = info.set.entries.iter();
    kinds
        .filter(|e| has(data.kind(&e.kind).expect("the kind")))
        .map(|e| e.count)
        .sum()
}
