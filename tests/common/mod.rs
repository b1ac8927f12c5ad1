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
