//! Bad input in the data (tile sets, rule editions, boards, the folders
//! that hold them): control characters in what diagnostics print, many
//! diagnostics at once, numbers past their limits, positions and kind
//! counts on boards, missing or unreadable inputs reported once, symbolic
//! links, and `count` on a total that differs.

use std::path::Path;

use crate::common::{check_json, edit, expect, line_of, project_copy, tilebook};
use serde_json::Value;

/// The diagnostics with rule id `code`.
fn with_code<'a>(diags: &'a [Value], code: &str) -> Vec<&'a Value> {
    diags.iter().filter(|d| d["code"] == code).collect()
}

/// A copy of the project with `old` replaced by `new` in `file`, and what
/// `check --format json` says about it (exit code, diagnostics).
fn check_edited(file: &str, old: &str, new: &str) -> (tempfile::TempDir, i32, Vec<Value>) {
    let p = project_copy();
    edit(p.path(), file, old, new);
    let (code, diags) = check_json(p.path());
    (p, code, diags)
}

/// Standard error of `check` for people, as text.
fn check_human(root: &Path) -> String {
    let out = tilebook(root, &["--color", "never", "check"]);
    String::from_utf8(out.stderr).expect("UTF-8")
}

/// Whether `text` holds a character that can drive a terminal.
fn has_raw_control(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c, '\u{1b}' | '\u{7f}' | '\u{9b}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

// Item 6: control characters are escaped wherever diagnostics are shown.

#[test]
fn escape_and_bidi_controls_in_a_kind_id_are_escaped() {
    let p = project_copy();
    let file = "data/tilesets/river.toml";
    // ESC written as a TOML escape, U+202E raw (TOML allows it in strings).
    edit(
        p.path(),
        file,
        "id = \"river-lake\"",
        "id = \"river\\u001b[31m\u{202e}lake\"",
    );
    let human = check_human(p.path());
    assert!(!has_raw_control(&human), "{human:?}");
    assert!(
        human.contains(r"`river\u{1b}[31m\u{202e}lake` is not a valid tile kind id"),
        "{human}"
    );
    let out = tilebook(p.path(), &["check", "--format", "json"]);
    let json = String::from_utf8(out.stdout).unwrap();
    assert!(!has_raw_control(&json), "{json:?}");
    assert!(json.contains(r"river\u001b[31m\u202elake"), "{json}");
    // Escaped, the JSON still says exactly what the file says.
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    let bad = with_code(&diags, "id/invalid");
    assert!(
        bad[0]["message"]
            .as_str()
            .unwrap()
            .starts_with(r"`river\u{1b}[31m\u{202e}lake` is not a valid tile kind id"),
        "{bad:#?}"
    );
    assert_eq!(
        bad[0]["line"].as_u64(),
        Some(line_of(p.path(), file, "river\\u001b"))
    );
}

#[test]
fn controls_in_a_board_player_name_are_escaped_in_message_and_source_line() {
    let p = project_copy();
    let file = "data/examples/road-loop.toml";
    // Raw U+202E and U+2066 in the source line, ESC as a TOML escape.
    edit(
        p.path(),
        file,
        "player = \"red\"",
        "player = \"r\\u001b[2Jed\u{202e}\u{2066}\"",
    );
    let human = check_human(p.path());
    assert!(!has_raw_control(&human), "{human:?}");
    assert!(
        human.contains(r"`r\u{1b}[2Jed\u{202e}\u{2066}` is not a player colour"),
        "{human}"
    );
    // The quoted source line shows the raw characters as visible ones, and
    // the caret still lies under the whole value (columns unchanged).
    let line = line_of(p.path(), file, "player = \"r");
    assert!(human.contains(&format!("{file}:{line}:10")), "{human}");
    assert!(
        human.contains("player = \"r\\u001b[2Jed\u{fffd}\u{fffd}\""),
        "{human}"
    );
    let caret_line = human
        .lines()
        .find(|l| l.contains('^'))
        .expect("a caret line");
    assert_eq!(caret_line.matches('^').count(), 16, "{human}");
    let (_, diags) = check_json(p.path());
    expect(&diags, "board/unknown-player", file, Some(line));
}

#[test]
fn a_raw_escape_in_a_source_line_is_not_sent_to_the_terminal() {
    let p = project_copy();
    let file = "data/tilesets/river.toml";
    // TOML forbids a raw ESC, so the quoted line is that of a syntax error.
    edit(
        p.path(),
        file,
        "id = \"river-lake\"",
        "id = \"river\u{1b}[2Jlake\"",
    );
    let human = check_human(p.path());
    assert!(human.contains("error[data/syntax]"), "{human}");
    assert!(!has_raw_control(&human), "{human:?}");
    assert!(human.contains("id = \"river\u{241b}[2Jlake\""), "{human}");
}

// Item 9: many diagnostics cost linear time (timed in benches/check.rs).

#[test]
fn four_thousand_bad_kinds_are_all_reported_in_file_order() {
    let p = project_copy();
    let n = 4000;
    let mut text = format!("id = \"bulk\"\nstated_total = {n}\n");
    for i in 0..n {
        if i % 2 == 0 {
            text.push_str(&format!(
                "\n[[kind]]\nid = \"K{i:04}\"\ncount = 1\nedges = \"XXXX\"\n"
            ));
        } else {
            text.push_str(&format!(
                "\n[[kind]]\nid = \"K{i:04}\"\ncount = 1\nlike = \"Q{i:04}\"\n"
            ));
        }
    }
    std::fs::write(p.path().join("data/tilesets/bulk.toml"), text).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    // (The new set also lacks a name in English: l10n/missing-edition-name.)
    let bulk: Vec<&Value> = diags
        .iter()
        .filter(|d| d["file"] == "data/tilesets/bulk.toml")
        .filter(|d| d["code"].as_str().unwrap().starts_with("data/"))
        .collect();
    assert_eq!(with_code(&diags, "data/bad-edges").len(), n / 2);
    assert_eq!(with_code(&diags, "data/unknown-kind").len(), n / 2);
    assert_eq!(bulk.len(), n, "one diagnostic per bad kind, no knock-ons");
    let lines: Vec<u64> = bulk.iter().map(|d| d["line"].as_u64().unwrap()).collect();
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "sorted by line");
}

// Item 10: counts and points have limits, and sums never wrap.

#[test]
fn a_kind_count_or_stated_total_above_its_limit_is_out_of_range() {
    for (file, old, new) in [
        ("data/tilesets/base.toml", "count = 9\n", "count = 10001\n"),
        (
            "data/tilesets/river.toml",
            "stated_total = 12",
            "stated_total = 4000000000",
        ),
    ] {
        let (p, code, diags) = check_edited(file, old, new);
        assert_eq!(code, 1);
        let line = line_of(p.path(), file, new.trim_end());
        expect(&diags, "data/out-of-range", file, Some(line));
        // The total would only repeat the error.
        assert!(
            with_code(&diags, "set/total-mismatch").is_empty(),
            "{diags:#?}"
        );
    }
}

#[test]
fn counts_that_wrap_round_u32_are_not_a_correct_total() {
    let p = project_copy();
    let file = "data/tilesets/base.toml";
    // 8 + 2^31 and 9 + 2^31 add up to 17 in u32 arithmetic: the total of
    // 72 would still match.
    edit(p.path(), file, "count = 8\n", "count = 2147483656\n");
    edit(p.path(), file, "count = 9\n", "count = 2147483657\n");
    let out = tilebook(p.path(), &["count", "--edition", "base"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("data/out-of-range"), "{err}");
    let (_, diags) = check_json(p.path());
    assert_eq!(
        with_code(&diags, "data/out-of-range").len(),
        2,
        "{diags:#?}"
    );
}

#[test]
fn a_huge_rule_value_is_out_of_range_and_the_edition_skipped() {
    let file = "data/rules.toml";
    let (p, code, diags) = check_edited(
        file,
        "city = { tile = 2, pennant = 2 }",
        "city = { tile = 2147483648, pennant = 2 }",
    );
    assert_eq!(code, 1);
    expect(
        &diags,
        "data/out-of-range",
        file,
        Some(line_of(p.path(), file, "2147483648")),
    );
    let d = with_code(&diags, "data/out-of-range")[0];
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("`city.tile` of rule edition `third`"),
        "{d:#?}"
    );
    // Boards expecting third-edition points are not reported against an
    // edition that could not be read.
    assert_eq!(diags.len(), 1, "{diags:#?}");
}

// Item 11: a position is exactly two integers.

#[test]
fn a_position_with_three_numbers_is_an_error_at_its_value() {
    let file = "data/examples/road-loop.toml";
    let (p, code, diags) = check_edited(file, "at = [1, 1]", "at = [1, 1, 0]");
    assert_eq!(code, 1);
    let line = line_of(p.path(), file, "at = [1, 1, 0]");
    expect(&diags, "board/bad-position", file, Some(line));
    let d = with_code(&diags, "board/bad-position")[0];
    assert_eq!(d["column"].as_u64(), Some(6), "{d:#?}");
}

#[test]
fn a_follower_position_with_one_number_is_an_error() {
    let p = project_copy();
    let file = "data/examples/city-two-tiles.toml";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let follower = text.find("[[follower]]").expect("a follower");
    let at = follower + text[follower..].find("at = [").unwrap();
    let end = at + text[at..].find(']').unwrap() + 1;
    let broken = format!("{}at = [7]{}", &text[..at], &text[end..]);
    std::fs::write(p.path().join(file), broken).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "board/bad-position",
        file,
        Some(line_of(p.path(), file, "at = [7]")),
    );
}

#[test]
fn the_most_negative_position_does_not_crash() {
    let file = "data/examples/road-loop.toml";
    let (_p, code, diags) = check_edited(file, "at = [1, 1]", "at = [-2147483648, 1]");
    assert_eq!(code, 1);
    expect(&diags, "board/illegal-placement", file, None);
}

// Item 12: a board uses a kind at most as often as its tile sets hold it.

#[test]
fn a_board_using_a_kind_more_often_than_its_sets_hold_it() {
    let p = project_copy();
    let file = "data/examples/city-four-tiles.toml";
    // Base holds three N; the fourth corner becomes an N as well.
    edit(p.path(), file, "kind = \"P\"", "kind = \"N\"");
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let fourth = text.match_indices("kind = \"N\"").nth(3).unwrap().0;
    let line = text[..fourth].matches('\n').count() as u64 + 1;
    expect(&diags, "board/too-many-of-kind", file, Some(line));
    let d = with_code(&diags, "board/too-many-of-kind")[0];
    assert!(
        d["message"].as_str().unwrap().starts_with("tile #4:"),
        "{d:#?}"
    );
    assert!(
        d["hint"].as_str().unwrap().contains("more than 3 of `N`"),
        "{d:#?}"
    );
    assert_eq!(diags.len(), 1, "{diags:#?}");
}

#[test]
fn a_set_named_with_one_that_includes_it_is_not_counted_twice() {
    let p = project_copy();
    let file = "data/examples/city-four-tiles.toml";
    // Winter includes base: naming both still gives three N, not six.
    edit(p.path(), file, "kind = \"P\"", "kind = \"N\"");
    edit(
        p.path(),
        file,
        "tilesets = [\"base\"]",
        "tilesets = [\"base\", \"winter\"]",
    );
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    let d = with_code(&diags, "board/too-many-of-kind");
    assert_eq!(d.len(), 1, "{diags:#?}");
    assert!(
        d[0]["hint"]
            .as_str()
            .unwrap()
            .contains("more than 3 of `N`")
    );
}

#[test]
fn score_refuses_a_board_with_too_many_tiles_of_a_kind() {
    let p = project_copy();
    let mut board = String::from("tilesets = [\"base\"]\n");
    // Ten cloisters (B) in a row: the base game has four.
    for x in 0..10 {
        board.push_str(&format!("\n[[tile]]\nkind = \"B\"\nat = [{x}, 0]\n"));
    }
    let path = p.path().join("ten.toml");
    std::fs::write(&path, &board).unwrap();
    let out = tilebook(
        p.path(),
        &["--color", "never", "score", path.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error[board/too-many-of-kind]: tile #5:"),
        "{err}"
    );
    assert!(
        err.contains("ten.toml:20:8"),
        "the fifth tile's kind line: {err}"
    );
}

// Item 14: a missing or unreadable input is reported once, by name.

#[test]
fn a_missing_rules_file_is_one_error_naming_it() {
    let p = project_copy();
    std::fs::remove_file(p.path().join("data/rules.toml")).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    assert_eq!(diags.len(), 1, "{diags:#?}");
    expect(&diags, "data/missing-file", "data/rules.toml", None);
    assert!(
        diags[0]["message"]
            .as_str()
            .unwrap()
            .contains("data/rules.toml")
    );
}

#[test]
fn score_without_a_rules_file_names_it() {
    let p = project_copy();
    std::fs::remove_file(p.path().join("data/rules.toml")).unwrap();
    let board = p.path().join("data/examples/city-two-tiles.toml");
    let out = tilebook(
        p.path(),
        &["--color", "never", "score", board.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error[data/missing-file]: data/rules.toml does not exist"),
        "{err}"
    );
}

#[test]
fn an_examples_folder_that_is_a_file_is_one_error_naming_it() {
    let p = project_copy();
    let dir = p.path().join("data/examples");
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::write(&dir, "not a folder").unwrap();
    let (code, diags) = check_json(p.path());
    assert!(matches!(code, 1 | 2), "invalid input or I/O: {code}");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    expect(&diags, "io/read-dir", "data/examples", None);
}

#[test]
fn a_missing_examples_folder_is_one_error_naming_it() {
    let p = project_copy();
    std::fs::remove_dir_all(p.path().join("data/examples")).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    assert_eq!(diags.len(), 1, "{diags:#?}");
    expect(&diags, "data/missing-file", "data/examples", None);
}

#[test]
fn a_broken_tile_set_hides_no_error_but_causes_none_elsewhere() {
    let file = "data/tilesets/river.toml";
    let (_p, code, diags) = check_edited(file, "stated_total = 12", "stated_total = = 12");
    assert_eq!(code, 1);
    expect(&diags, "data/syntax", file, None);
    // The river example, the river book and the river tiles' names all
    // refer to it: nothing about them is reported.
    assert!(diags.iter().all(|d| d["file"] == file), "{diags:#?}");
}

#[test]
fn a_broken_example_is_not_also_unknown_to_the_book() {
    let file = "data/examples/road-loop.toml";
    let (_p, code, diags) = check_edited(file, "player = \"red\"", "player = \"rouge\"");
    assert_eq!(code, 1);
    expect(&diags, "board/unknown-player", file, None);
    assert!(
        with_code(&diags, "book/unknown-example").is_empty(),
        "{diags:#?}"
    );
    assert_eq!(diags.len(), 1, "{diags:#?}");
}

// Item 15: symbolic links are followed, and their problems reported.

#[cfg(unix)]
#[test]
fn a_symlinked_tile_set_outside_the_project_is_read() {
    let p = project_copy();
    let elsewhere = tempfile::tempdir().unwrap();
    let file = p.path().join("data/tilesets/river.toml");
    let target = elsewhere.path().join("river.toml");
    std::fs::rename(&file, &target).unwrap();
    std::os::unix::fs::symlink(&target, &file).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!((code, diags.len()), (0, 0), "{diags:#?}");
    let out = tilebook(
        p.path(),
        &["count", "--edition", "river", "--format", "json"],
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v[0]["total"], 12);
}

#[cfg(unix)]
#[test]
fn a_symlinked_example_is_read() {
    let p = project_copy();
    let file = p.path().join("data/examples/road-loop.toml");
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("loop.toml");
    std::fs::rename(&file, &target).unwrap();
    std::os::unix::fs::symlink(&target, &file).unwrap();
    let (code, diags) = check_json(p.path());
    assert_eq!((code, diags.len()), (0, 0), "{diags:#?}");
}

#[cfg(unix)]
#[test]
fn a_dangling_symlink_is_reported_by_name() {
    let p = project_copy();
    let link = "data/tilesets/ghost.toml";
    std::os::unix::fs::symlink("/nonexistent/ghost.toml", p.path().join(link)).unwrap();
    let (code, diags) = check_json(p.path());
    assert!(matches!(code, 1 | 2), "invalid input or I/O: {code}");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    expect(&diags, "io/read", link, None);
    assert!(
        diags[0]["message"]
            .as_str()
            .unwrap()
            .contains("/nonexistent/ghost.toml"),
        "{diags:#?}"
    );
}

#[cfg(unix)]
#[test]
fn a_symlink_loop_is_reported() {
    let p = project_copy();
    for dir in ["data/tilesets", "data/examples"] {
        std::os::unix::fs::symlink(".", p.path().join(dir).join("self")).unwrap();
    }
    let (code, diags) = check_json(p.path());
    assert!(matches!(code, 1 | 2), "invalid input or I/O: {code}");
    assert_eq!(diags.len(), 2, "{diags:#?}");
    expect(&diags, "io/symlink-loop", "data/examples/self", None);
    expect(&diags, "io/symlink-loop", "data/tilesets/self", None);
}

// Item 19: `count` prints the counts on a mismatch, then exits 1.

/// A copy of the project where the river's rulebook total is one too many.
fn river_states_13() -> tempfile::TempDir {
    let p = project_copy();
    let file = "data/tilesets/river.toml";
    edit(p.path(), file, "stated_total = 12", "stated_total = 13");
    p
}

#[test]
fn count_prints_the_table_on_a_mismatch() {
    let p = river_states_13();
    let out = tilebook(p.path(), &["count"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("river: 12 tiles, rulebook states 13 — MISMATCH"),
        "{text}"
    );
    assert!(
        text.contains("base: 72 tiles, rulebook states 72 — ok"),
        "{text}"
    );
}

#[test]
fn count_json_marks_the_edition_that_differs() {
    let p = river_states_13();
    let out = tilebook(p.path(), &["count", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).expect("count prints JSON");
    let ok: Vec<(&str, bool)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["edition"].as_str().unwrap(), e["ok"].as_bool().unwrap()))
        .collect();
    assert_eq!(
        ok,
        vec![
            ("abbey-mayor", true),
            ("base", true),
            ("catapult", true),
            ("count", true),
            ("cult", true),
            ("cult-6", true),
            ("inns-cathedrals", true),
            ("king-robber", true),
            ("princess-dragon", true),
            ("river", false),
            ("river-2", true),
            ("tower", true),
            ("traders-builders", true),
            ("winter", true),
            ("winter-2011", true),
            ("winter-2012", true),
            ("winter-2020", true),
            ("winter-2022", true)
        ]
    );
    assert_eq!(v[9]["edition"], "river");
    assert_eq!(v[9]["total"], 12);
    assert_eq!(v[9]["expected"], 13);
}

#[test]
fn count_still_refuses_data_with_other_errors() {
    let p = river_states_13();
    edit(
        p.path(),
        "data/tilesets/base.toml",
        "edges = \"CRFR\"",
        "edges = \"CRF\"",
    );
    let out = tilebook(p.path(), &["count"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("data/bad-edges"));
}
