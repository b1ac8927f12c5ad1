//! `tilebook schema`: the JSON Schemas of the data files. The committed
//! `schemas/` is what the command writes; every shipped data file names its
//! schema on its first line and validates against it; and the schemas agree
//! with `check` on the repo's fixtures, bad and good, each file checked both
//! ways.

use std::path::{Path, PathBuf};

use crate::common::{self, check_json, files_under, fixture, repo, tilebook};
use serde_json::Value;
use tilebook::data::schema::{FORMATS, Format, SCHEMA_DIR, directive, files};

/// The committed schema for the data file `rel` (relative to the root).
fn schema_of(rel: &Path) -> Value {
    let format = Format::of(rel).unwrap_or_else(|| panic!("{} has a format", rel.display()));
    let path = repo().join(SCHEMA_DIR).join(format.file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The schema errors of the TOML file at `path`, checked as the data file
/// `rel` (which picks the schema); empty when it validates.
fn schema_errors(rel: &str, path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let value: Value = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let schema = schema_of(Path::new(rel));
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    validator
        .iter_errors(&value)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

/// Every `.toml` file under `data/` and `book/`, relative to the root.
fn shipped_data_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in ["data", "book"] {
        for (rel, _) in files_under(&repo().join(dir)) {
            if rel.extension().is_some_and(|e| e == "toml") {
                out.push(Path::new(dir).join(rel));
            }
        }
    }
    assert!(out.len() > 40, "the shipped data files: {out:?}");
    out
}

#[test]
fn committed_schemas_are_what_tilebook_schema_writes() {
    let committed: Vec<(PathBuf, Vec<u8>)> = files_under(&repo().join(SCHEMA_DIR))
        .into_iter()
        .filter(|(p, _)| p != Path::new(tilebook::output::MARKER))
        .collect();
    let expected: Vec<(PathBuf, Vec<u8>)> = files().into_iter().collect();
    assert!(
        committed == expected,
        "schemas/ is out of date: run `cargo run -- schema` and commit schemas/"
    );
}

#[test]
fn the_command_writes_the_schemas_deterministically() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("schemas");
    for _ in 0..2 {
        let run = tilebook(&repo(), &["schema", "--out", out.to_str().unwrap()]);
        assert_eq!(run.status.code(), Some(0), "{run:?}");
        assert!(String::from_utf8_lossy(&run.stdout).contains("wrote 4 schemas"));
        let written = files_under(&out);
        for (name, bytes) in files() {
            assert_eq!(written.get(&name), Some(&bytes), "{}", name.display());
            let text = String::from_utf8(bytes).unwrap();
            assert!(text.ends_with("}\n"), "{}: a final newline", name.display());
        }
    }
}

#[test]
fn the_command_never_writes_into_the_project_s_sources() {
    let p = common::project_copy();
    let out = p.path().join("data");
    let run = tilebook(p.path(), &["schema", "--out", out.to_str().unwrap()]);
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("io/out-in-project"));
    assert!(!out.join("tileset.json").exists());
}

#[test]
fn schemas_are_draft_07_with_sorted_keys_and_closed_tables() {
    for format in &FORMATS {
        let schema = format.schema();
        assert!(
            jsonschema::meta::is_valid(&schema),
            "{}: a valid schema",
            format.file
        );
        assert_eq!(
            schema["$schema"], "http://json-schema.org/draft-07/schema#",
            "{}",
            format.file
        );
        // Every table the reader reads with `deny_unknown_fields` is closed.
        assert_eq!(schema["additionalProperties"], false, "{}", format.file);
        for (name, def) in schema["definitions"].as_object().unwrap() {
            if def["type"] == "object" && def.get("properties").is_some() {
                assert_eq!(
                    def["additionalProperties"], false,
                    "{}: {name}",
                    format.file
                );
            }
        }
        let text = String::from_utf8(files()[Path::new(format.file)].clone()).unwrap();
        let keys: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("  \""))
            .map(|l| l.trim().split('"').nth(1).unwrap())
            .collect();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(keys, sorted, "{}: top-level keys sorted", format.file);
    }
}

#[test]
fn every_shipped_data_file_names_its_schema_on_its_first_line() {
    for rel in shipped_data_files() {
        let line = directive(&rel).unwrap_or_else(|| panic!("{}: a known format", rel.display()));
        let text = std::fs::read_to_string(repo().join(&rel)).unwrap();
        assert_eq!(
            text.lines().next(),
            Some(line.as_str()),
            "{}: the first line names the schema",
            rel.display()
        );
        let target = line.strip_prefix("#:schema ").unwrap();
        let resolved = repo().join(&rel).parent().unwrap().join(target);
        let format = Format::of(&rel).unwrap();
        assert_eq!(
            resolved.canonicalize().ok(),
            repo()
                .join(SCHEMA_DIR)
                .join(format.file)
                .canonicalize()
                .ok(),
            "{}: {target} resolves to the schema",
            rel.display()
        );
    }
}

#[test]
fn every_shipped_data_file_validates_against_its_schema() {
    for rel in shipped_data_files() {
        let errors = schema_errors(rel.to_str().unwrap(), &repo().join(&rel));
        assert!(errors.is_empty(), "{}: {errors:#?}", rel.display());
    }
}

/// Asserts that the reader reported `code` among `codes` (nothing when
/// `None`) for `case`, and that the schema errors of its file, `errors`,
/// are there exactly when `rejects`.
fn agree(case: &str, codes: &[String], code: Option<&str>, errors: &[String], rejects: bool) {
    match code {
        Some(code) => assert!(codes.iter().any(|c| c == code), "{case}: {codes:?}"),
        None => assert!(codes.is_empty(), "{case}: {codes:?}"),
    }
    assert_eq!(!errors.is_empty(), rejects, "{case}: {errors:#?}");
}

/// `check` on the tile-set fixture `case` against the tile-set schema.
fn tileset_case(case: &str, code: Option<&str>, rejects: bool) {
    let root = fixture(&format!("data/{case}"));
    let (_, diags) = check_json(&root);
    let codes: Vec<String> = diags
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default().to_string())
        .collect();
    let file = root.join("data/tilesets/mini.toml");
    let errors = schema_errors("data/tilesets/mini.toml", &file);
    agree(case, &codes, code, &errors, rejects);
}

#[test]
fn the_tile_set_schema_agrees_with_check_on_the_fixtures() {
    // Schema errors for `check`: the schema rejects them too.
    tileset_case("unknown-key", Some("data/schema"), true);
    tileset_case("wrong-type", Some("data/schema"), true);
    tileset_case("missing-field", Some("data/schema"), true);
    // A closed list the schema names: edges are four of C, R, F, W.
    tileset_case("bad-edges", Some("data/bad-edges"), true);
    // Good files, and files whose errors are the geometry's, pass.
    tileset_case("good", None, false);
    tileset_case("edge-mismatch", Some("tile/edge-mismatch"), false);
    tileset_case("half-unclaimed", Some("tile/half-unclaimed"), false);
}

/// `score` on the board fixture `name` against the board schema.
fn board_case(name: &str, code: Option<&str>, rejects: bool) {
    let path = fixture(&format!("boards/{name}.toml"));
    let out = tilebook(
        &repo(),
        &["score", path.to_str().unwrap(), "--color", "never"],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    // The rule ids of the diagnostics (`error[board/…]`), none on success.
    let codes: Vec<String> = err
        .split("error[")
        .skip(1)
        .filter_map(|rest| rest.split(']').next().map(String::from))
        .collect();
    assert_eq!(
        out.status.code() == Some(0),
        code.is_none(),
        "{name}: {err}"
    );
    let errors = schema_errors("data/examples/x.toml", &path);
    agree(name, &codes, code, &errors, rejects);
}

#[test]
fn the_board_schema_agrees_with_score_on_the_fixtures() {
    board_case("unknown-key", Some("data/schema"), true);
    board_case("wrong-type", Some("data/schema"), true);
    // A closed list the schema names: players are five colours.
    board_case("unknown-player", Some("board/unknown-player"), true);
    // Boards whose errors are the replay's, and good boards, pass.
    board_case("edge-mismatch", Some("board/illegal-placement"), false);
    board_case("two-inns", None, false);
    board_case("goods-tie", None, false);
}

/// The codes the book reader reports for the book fixture `name`, read
/// as the only book of a project.
fn book_codes(name: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("book")).unwrap();
    std::fs::copy(
        fixture(&format!("books/{name}.toml")),
        dir.path().join("book/mini.toml"),
    )
    .unwrap();
    let mut report = tilebook::diag::Report::new();
    tilebook::book::load(dir.path(), &mut report);
    report
        .diagnostics()
        .iter()
        .map(|d| d.code.to_string())
        .collect()
}

#[test]
fn the_book_schema_agrees_with_the_book_reader_on_the_fixtures() {
    for (name, code, rejects) in [
        ("unknown-block", Some("data/schema"), true),
        ("missing-title", Some("data/schema"), true),
        ("good", None, false),
    ] {
        let file = fixture(&format!("books/{name}.toml"));
        let errors = schema_errors("book/x.toml", &file);
        agree(name, &book_codes(name), code, &errors, rejects);
    }
}

#[test]
fn the_rules_schema_rejects_what_check_rejects() {
    // No fixture holds a broken rules file: break a copy of the shipped one
    // in ways `check` reports as `data/schema`.
    for (old, new) in [
        ("road = 1\n", "road = 1\nrodd = 1\n"),
        ("road = 1\n", "road = \"one\"\n"),
        ("road_final = 1\n", ""),
        ("method = \"per-city\"", "method = \"by-city\""),
    ] {
        let p = common::project_copy();
        common::edit(p.path(), "data/rules.toml", old, new);
        let (_, diags) = check_json(p.path());
        assert!(
            diags
                .iter()
                .any(|d| d["code"] == "data/schema" && d["file"] == "data/rules.toml"),
            "{new:?}: {diags:#?}"
        );
        let errors = schema_errors("data/rules.toml", &p.path().join("data/rules.toml"));
        assert!(!errors.is_empty(), "{new:?}: the schema rejects it");
    }
}

/// A copy of the shipped project with its schemas.
fn project_with_schemas() -> tempfile::TempDir {
    let p = common::project_copy();
    let out = p.path().join(SCHEMA_DIR);
    std::fs::create_dir_all(&out).unwrap();
    for (name, bytes) in files() {
        std::fs::write(out.join(name), bytes).unwrap();
    }
    p
}

/// The `data/schema-line` warnings `check` gives for the project at `root`,
/// as (file, line).
fn line_warnings(root: &Path) -> Vec<(String, u64)> {
    let (_, diags) = check_json(root);
    diags
        .iter()
        .filter(|d| d["code"] == "data/schema-line")
        .map(|d| {
            assert_eq!(d["severity"], "warning", "{d:#?}");
            assert!(d["hint"].as_str().unwrap().contains("#:schema"), "{d:#?}");
            (
                d["file"].as_str().unwrap().to_string(),
                d["line"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn check_warns_of_a_data_file_that_does_not_name_its_schema() {
    let p = project_with_schemas();
    assert_eq!(
        line_warnings(p.path()),
        vec![],
        "the shipped files name theirs"
    );
    // A file without the line, and one naming another schema.
    let missing = "data/examples/river.toml";
    let wrong = "book/base.toml";
    common::edit(p.path(), missing, "#:schema ../../schemas/board.json\n", "");
    common::edit(p.path(), wrong, "schemas/book.json", "schemas/board.json");
    let mut warnings = line_warnings(p.path());
    warnings.sort();
    assert_eq!(
        warnings,
        vec![(wrong.to_string(), 1), (missing.to_string(), 1)]
    );
    let out = tilebook(
        p.path(),
        &["check", "--deny", "warnings", "--color", "never"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("`#:schema ../schemas/book.json`"),
        "the hint gives the line"
    );
}

#[test]
fn a_project_without_schemas_is_not_asked_for_the_line() {
    let p = common::project_copy();
    common::edit(
        p.path(),
        "data/rules.toml",
        "#:schema ../schemas/rules.json\n",
        "",
    );
    assert_eq!(line_warnings(p.path()), vec![]);
}
