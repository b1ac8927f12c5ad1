//! Helpers shared by the integration tests: run the real binary.

#![allow(dead_code)]

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

/// The kinds and the deck of tile sets `sets`, every tile `copies` times,
/// for the engine's random games.
pub fn deck(
    data: &tilebook::data::Data,
    sets: &[&str],
    copies: u32,
) -> (
    tilebook::engine::KindTable,
    Vec<tilebook::engine::sim::DeckEntry>,
) {
    let mut kinds = Vec::new();
    let mut entries = Vec::new();
    for set in sets {
        for e in &data.set(set).expect("a shipped set").set.entries {
            kinds.push(data.kind(&e.kind).expect("a shipped kind").clone());
            entries.push(tilebook::engine::sim::DeckEntry {
                kind: kinds.len() - 1,
                count: e.count * copies,
                start: e.start,
            });
        }
    }
    let table = tilebook::engine::KindTable::new(kinds).expect("playable kinds");
    (table, entries)
}
