//! The diagnostics catalogue and `tilebook explain`: every rule id the code
//! reports has an entry, every entry is used, docs/diagnostics.md is the
//! catalogue as generated, and `explain` works anywhere.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};

use crate::common::{self, fixture, repo, tilebook};
use tilebook::diag::catalogue::{self, RULES};

/// The areas of rule ids (`area/name`).
const RULE_AREAS: &[&str] = &[
    "board", "book", "data", "id", "io", "l10n", "set", "site", "tile", "tiles", "usage",
];

/// Areas of string literals shaped like rule ids that are not rule ids:
/// MIME types and output folders.
const OTHER_AREAS: &[&str] = &["application", "image", "static", "target"];

/// Literals in a rule area that are not rule ids: folders of the project.
const NOT_RULES: &[&str] = &["data/examples", "data/tilesets"];

/// Rule ids the code builds at run time rather than writing as a literal.
/// None today: every `Diagnostic` takes a `&'static str` literal.
const DYNAMIC: &[&str] = &[];

/// Every rule id written as a string literal in the code of src/ and
/// engine/src/ (not the catalogue itself, nor an expansion's entries of it
/// in `src/expansion/`, the lines `id: "…"`; and not the unit tests at the
/// end of a file or in a `tests.rs` or `*_tests.rs`, which may use made-up
/// ids), with the first place it occurs.
fn rule_ids_in_code() -> BTreeMap<String, String> {
    let literal = regex::Regex::new(r#""([a-z0-9]+)/([a-z0-9]+(?:-[a-z0-9]+)*)""#).unwrap();
    let catalogue = Path::new("src/diag/catalogue");
    let mut found = BTreeMap::new();
    for dir in ["src", "engine/src"] {
        for entry in walkdir::WalkDir::new(repo().join(dir)).sort_by_file_name() {
            let entry = entry.unwrap();
            let rel = entry.path().strip_prefix(repo()).unwrap().to_path_buf();
            if rel.extension().is_none_or(|e| e != "rs")
                || rel.starts_with(catalogue)
                || rel.file_name().is_some_and(|n| {
                    let n = n.to_string_lossy();
                    n == "tests.rs" || n.ends_with("_tests.rs")
                })
            {
                continue;
            }
            let text = std::fs::read_to_string(entry.path()).unwrap();
            let code = text
                .lines()
                .take_while(|l| l.trim() != "#[cfg(test)]")
                .enumerate();
            for (n, line) in code {
                // An expansion's catalogue entries (`id: "board/…"`).
                if line.trim_start().starts_with("id: \"") {
                    continue;
                }
                for c in literal.captures_iter(line) {
                    let (id, area) = (&c[0][1..c[0].len() - 1], &c[1]);
                    let place = format!("{}:{}", rel.display(), n + 1);
                    assert!(
                        RULE_AREAS.contains(&area) || OTHER_AREAS.contains(&area),
                        "{place}: \"{id}\" looks like a rule id of a new area; add `{area}` \
                         to RULE_AREAS (or to OTHER_AREAS if it is no rule id) in tests/it/explain.rs"
                    );
                    if RULE_AREAS.contains(&area) && !NOT_RULES.contains(&id) {
                        found.entry(id.to_string()).or_insert(place);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn every_rule_id_in_the_code_has_an_entry() {
    let found = rule_ids_in_code();
    // The scan finds the rules of every area (a broken scan finds none).
    for area in RULE_AREAS {
        assert!(
            found.keys().any(|id| id.starts_with(&format!("{area}/"))),
            "no rule of area {area} found in the code"
        );
    }
    let missing: Vec<String> = found
        .iter()
        .filter(|(id, _)| catalogue::lookup(id).is_none())
        .map(|(id, place)| format!("{id} (used at {place})"))
        .collect();
    assert!(
        missing.is_empty(),
        "rule ids without an entry in src/diag/catalogue/ (add one each, then \
         regenerate docs/diagnostics.md):\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn every_entry_is_used() {
    let found = rule_ids_in_code();
    let stale: Vec<&str> = RULES
        .iter()
        .map(|r| r.id)
        .filter(|id| !found.contains_key(*id) && !DYNAMIC.contains(id))
        .collect();
    assert!(
        stale.is_empty(),
        "catalogue entries no code reports (remove them from src/diag/catalogue/): {stale:?}"
    );
    for area in RULES.iter().map(|r| r.id.split('/').next().unwrap()) {
        assert!(RULE_AREAS.contains(&area), "area {area} is in RULE_AREAS");
    }
}

#[test]
fn the_diagnostics_doc_is_the_generated_catalogue() {
    let out = tilebook(&repo(), &["explain", "--markdown"]);
    assert_eq!(out.status.code(), Some(0));
    let generated = String::from_utf8(out.stdout).unwrap();
    assert_eq!(generated, catalogue::markdown());
    let doc = std::fs::read_to_string(repo().join("docs/diagnostics.md")).unwrap_or_default();
    assert!(
        doc == generated,
        "docs/diagnostics.md is not the catalogue of src/diag/catalogue/; regenerate it:\n    \
         cargo run -- explain --markdown > docs/diagnostics.md"
    );
}

/// Runs `tilebook ARGS…` in `dir`, with no `--root`.
fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the tilebook binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn explain_prints_a_known_rule_outside_any_project() {
    let outside = tempfile::tempdir().unwrap();
    let rule = catalogue::lookup("tile/half-unclaimed").unwrap();
    let first_line = rule.explanation.lines().next().unwrap();
    for out in [
        run_in(outside.path(), &["explain", "tile/half-unclaimed"]),
        tilebook(
            &outside.path().join("no-such-folder"),
            &["explain", "TILE/HALF-UNCLAIMED"],
        ),
    ] {
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(
            stdout.starts_with(&format!("tile/half-unclaimed: {}\n", rule.title)),
            "{stdout}"
        );
        assert!(stdout.contains(first_line), "{stdout}");
        assert!(stdout.contains(&format!("Fix: {}", rule.hint)), "{stdout}");
    }
}

#[test]
fn explain_of_an_unknown_rule_suggests_the_closest() {
    let outside = tempfile::tempdir().unwrap();
    let out = run_in(outside.path(), &["explain", "data/sintax"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("there is no rule `data/sintax`"),
        "{stderr}"
    );
    assert!(stderr.contains("did you mean `data/syntax`?"), "{stderr}");
    // Only the name: the area is found.
    let out = run_in(outside.path(), &["explain", "half-claimed-twice"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("`tile/half-claimed-twice`"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn explain_list_names_every_rule_once() {
    let outside = tempfile::tempdir().unwrap();
    let out = run_in(outside.path(), &["explain", "--list"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let ids: Vec<&str> = stdout
        .lines()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    let all: Vec<&str> = RULES.iter().map(|r| r.id).collect();
    assert_eq!(ids, all);
    // Without a rule, `--list` or `--markdown` it is a usage error.
    assert_eq!(run_in(outside.path(), &["explain"]).status.code(), Some(2));
}

#[test]
fn human_diagnostics_point_to_explain() {
    let out = tilebook(&fixture("data/syntax"), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("For what a rule checks and how to fix it, run `tilebook explain"),
        "{stderr}"
    );
    let rules_line = stderr
        .lines()
        .find(|l| l.starts_with("Rules reported: "))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(rules_line.contains("data/syntax"), "{rules_line}");
    // JSON output stays pure JSON.
    let (code, diags) = common::check_json(&fixture("data/syntax"));
    assert_eq!(code, 1);
    assert!(diags.iter().any(|d| d["code"] == "data/syntax"));
}
