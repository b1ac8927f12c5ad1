//! Ids that become paths, links and HTML ids (tile sets, kinds, books,
//! chapters, sections, examples, locales) must match the one pattern of
//! `src/ids.rs`: any other is `id/invalid` at its file and line, and the
//! build writes nothing, inside or outside `--out`.

use std::path::Path;

use crate::common::{self, check_json, edit, expect, files_under, line_of, project_copy, tilebook};

/// Runs `build --out OUT` and returns the exit code and standard error.
fn build(root: &Path, out: &Path) -> (i32, String) {
    let o = tilebook(
        root,
        &["--color", "never", "build", "--out", out.to_str().unwrap()],
    );
    (
        o.status.code().expect("exit code"),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Replaces `old` by `new` in `file` of a project copy and asserts that
/// `check` reports `id/invalid` at the line of `needle`; returns the copy.
fn invalid_id_at(file: &str, old: &str, new: &str, needle: &str) -> tempfile::TempDir {
    let p = project_copy();
    edit(p.path(), file, old, new);
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "id/invalid",
        file,
        Some(line_of(p.path(), file, needle)),
    );
    p
}

#[test]
fn a_book_id_that_climbs_out_of_the_output_is_refused_and_nothing_is_written() {
    let file = "book/river.toml";
    let p = invalid_id_at(file, "id = \"river\"", "id = \"../../x\"", "../../x");
    let root = p.path();
    // `out/<locale>/../../x` would be `a/b/x`, inside the project copy.
    let out = root.join("a/b/site");
    let before = files_under(root);
    let (code, err) = build(root, &out);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[id/invalid]"), "{err}");
    assert!(err.contains(&format!("{file}:")), "{err}");
    assert_eq!(files_under(root), before, "the build wrote files");
    assert!(!root.join("a").exists());
}

#[test]
fn a_chapter_id_that_is_a_script_link_is_refused() {
    let file = "book/winter.toml";
    let text = std::fs::read_to_string(common::repo().join(file)).unwrap();
    let chapter = text
        .split("[[chapter]]\nid = \"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a chapter");
    let p = invalid_id_at(
        file,
        &format!("[[chapter]]\nid = \"{chapter}\""),
        "[[chapter]]\nid = \"javascript:alert(1)\"",
        "javascript:alert(1)",
    );
    let out = p.path().join("site");
    let (code, err) = build(p.path(), &out);
    assert_eq!(code, 1, "{err}");
    assert!(!out.exists(), "a site was written");
}

#[test]
fn a_section_id_with_a_quote_is_refused() {
    invalid_id_at(
        "book/base.toml",
        "id = \"scoreboard\"",
        "id = 'score\"board onclick=x'",
        "onclick",
    );
}

#[test]
fn a_tile_set_id_with_a_slash_is_refused() {
    invalid_id_at(
        "data/tilesets/river.toml",
        "id = \"river\"",
        "id = \"river/../../x\"",
        "river/../../x",
    );
}

#[test]
fn a_tile_kind_id_that_is_too_long_is_refused() {
    let long = "l".repeat(65);
    invalid_id_at(
        "data/tilesets/river.toml",
        "id = \"river-lake\"",
        &format!("id = \"{long}\""),
        &long,
    );
}

#[test]
fn an_example_file_name_that_is_not_an_id_is_refused() {
    let p = project_copy();
    let from = p.path().join("data/examples/road-loop.toml");
    std::fs::rename(&from, p.path().join("data/examples/road loop.toml")).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    expect(&diags, "id/invalid", "data/examples/road loop.toml", None);
}

#[test]
fn a_locale_folder_name_that_is_not_an_id_is_refused() {
    let p = project_copy();
    let locales = p.path().join("locales");
    std::fs::rename(locales.join("ro"), locales.join("ro.old")).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    expect(&diags, "id/invalid", "locales/ro.old", None);
}

#[test]
fn the_shipped_ids_are_all_valid() {
    let (code, diags) = check_json(&common::repo());
    assert!(
        diags.iter().all(|d| d["code"] != "id/invalid"),
        "{diags:#?}"
    );
    assert_eq!(code, 0, "{diags:#?}");
}
