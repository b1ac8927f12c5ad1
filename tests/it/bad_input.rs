//! The catalogue of bad input: each case breaks one file of a copy of the
//! shipped project in one way, and asserts the diagnostic (rule id, file,
//! line), and the exit code (0 ok, 1 invalid input, 2 usage or I/O).
//! Tile data, boards and Fluent files also have fixture folders of their
//! own under tests/fixtures/ (see check_data.rs, score.rs, l10n.rs).

use std::path::Path;

use crate::common::{self, edit, expect, line_of, project_copy, tilebook};

/// What `check --format json` says about a broken copy: the exit code and
/// the diagnostics.
fn check(root: &Path) -> (i32, Vec<serde_json::Value>) {
    common::check_json(root)
}

#[test]
fn truncated_tile_data() {
    let p = project_copy();
    let file = "data/tilesets/river.toml";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let cut = text.find("id = \"river-bridge\"").unwrap() + 9;
    std::fs::write(p.path().join(file), &text[..cut]).unwrap();
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    let last_line = text[..cut].matches('\n').count() as u64 + 1;
    expect(&diags, "data/syntax", file, Some(last_line));
}

#[test]
fn empty_tile_data_file() {
    let p = project_copy();
    std::fs::write(p.path().join("data/tilesets/empty.toml"), "").unwrap();
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(&diags, "data/schema", "data/tilesets/empty.toml", None);
}

#[test]
fn huge_count() {
    let p = project_copy();
    let file = "data/tilesets/base.toml";
    edit(p.path(), file, "count = 9\n", "count = 99999999999\n");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "data/schema",
        file,
        Some(line_of(p.path(), file, "count = 99999999999")),
    );
}

#[test]
fn a_kind_id_that_is_not_a_safe_name() {
    let p = project_copy();
    let file = "data/tilesets/river.toml";
    edit(p.path(), file, "id = \"river-lake\"", "id = \"../lake\"");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "id/invalid",
        file,
        Some(line_of(p.path(), file, "\"../lake\"")),
    );
}

#[test]
fn an_impossible_placement_in_an_example() {
    let p = project_copy();
    let file = "data/examples/road-loop.toml";
    edit(p.path(), file, "at = [1, 1]", "at = [3, 3]");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "board/illegal-placement",
        file,
        Some(line_of(p.path(), file, "at = [3, 3]") - 2),
    );
}

#[test]
fn an_unknown_player_in_an_example() {
    let p = project_copy();
    let file = "data/examples/road-loop.toml";
    edit(p.path(), file, "player = \"blue\"", "player = \"purple\"");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "board/unknown-player",
        file,
        Some(line_of(p.path(), file, "\"purple\"")),
    );
}

#[test]
fn a_binary_file_in_locales() {
    let p = project_copy();
    std::fs::write(
        p.path().join("locales/ro/tiles.ftl"),
        [0x89, b'P', b'N', b'G', 0xff, 0x00, 0x01],
    )
    .unwrap();
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(&diags, "io/not-utf8", "locales/ro/tiles.ftl", None);
}

#[test]
fn a_fluent_syntax_error() {
    let p = project_copy();
    let file = "locales/pl/ui.ftl";
    edit(p.path(), file, "site-home = ", "site-home = { $broken\n");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(&diags, "l10n/syntax", file, None);
}

#[test]
fn a_book_naming_a_message_that_does_not_exist() {
    let p = project_copy();
    let file = "book/river.toml";
    let first = std::fs::read_to_string(p.path().join(file)).unwrap();
    let id = first
        .split("text = \"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    edit(
        p.path(),
        file,
        &format!("text = \"{id}\""),
        "text = \"river-no-such-message\"",
    );
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "book/unknown-message",
        file,
        Some(line_of(p.path(), file, "river-no-such-message")),
    );
}

#[test]
fn a_book_naming_an_example_a_tile_set_and_a_kind_that_do_not_exist() {
    let p = project_copy();
    let file = "book/river.toml";
    edit(p.path(), file, "example = \"river\"", "example = \"rivre\"");
    edit(
        p.path(),
        file,
        "gallery = \"river\"",
        "gallery = \"rivers\"",
    );
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "book/unknown-example",
        file,
        Some(line_of(p.path(), file, "\"rivre\"")),
    );
    expect(
        &diags,
        "book/unknown-tileset",
        file,
        Some(line_of(p.path(), file, "\"rivers\"")),
    );
    let d = diags
        .iter()
        .find(|d| d["code"] == "book/unknown-example")
        .unwrap();
    assert_eq!(d["hint"], "did you mean `river`?");
}

#[test]
fn a_book_that_is_not_toml() {
    let p = project_copy();
    let file = "book/winter.toml";
    edit(p.path(), file, "[[chapter]]", "[[chapter]");
    let (code, diags) = check(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "data/syntax",
        file,
        Some(line_of(p.path(), file, "[[chapter]\n")),
    );
}

/// Builds the project at `root` into `root/site`, expecting the build to
/// fail (exit 1); returns its diagnostics.
fn failed_build(root: &Path) -> String {
    let out = tilebook(
        root,
        &[
            "--color",
            "never",
            "build",
            "--out",
            root.join("site").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_template_syntax_error_fails_the_build_at_its_line() {
    let p = project_copy();
    let file = "templates/book.html";
    edit(p.path(), file, "{% endfor %}</ol>", "{% endfor </ol>");
    let err = failed_build(p.path());
    let line = line_of(p.path(), file, "{% endfor </ol>");
    assert!(err.contains("error[site/template]"), "{err}");
    assert!(
        err.contains(&format!("templates/book.html:{line}:")),
        "{err}"
    );
    assert!(!p.path().join("site").exists(), "no partial site");
}

#[test]
fn a_template_using_an_undefined_variable_fails_the_build() {
    let p = project_copy();
    edit(
        p.path(),
        "templates/book.html",
        "{{ book_title }}",
        "{{ no_such_value.field }}",
    );
    let err = failed_build(p.path());
    let line = line_of(p.path(), "templates/book.html", "no_such_value");
    assert!(
        err.contains("error[site/template-render]")
            && err.contains(&format!("templates/book.html:{line}:")),
        "{err}"
    );
    assert!(err.contains("no_such_value"), "{err}");
    assert!(!p.path().join("site").exists(), "no partial site");
}

#[test]
fn an_unwritable_output_is_an_io_error() {
    let p = project_copy();
    let blocker = p.path().join("a-file");
    std::fs::write(&blocker, "x").unwrap();
    let out = tilebook(
        p.path(),
        &["build", "--out", blocker.join("site").to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write"));
}

#[test]
fn usage_errors_exit_2() {
    let p = project_copy();
    assert_eq!(
        tilebook(p.path(), &["no-such-command"]).status.code(),
        Some(2)
    );
    assert_eq!(
        tilebook(p.path(), &["count", "--edition", "nope"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(tilebook(p.path(), &["check"]).status.code(), Some(0));
}
