//! `tilebook score` and the board checks of `tilebook check`: one broken
//! board per error class, the JSON format, and the shipped examples.

use crate::common::{self, check_json, fixture, repo, tilebook};
use serde_json::Value;

/// Runs `score` on a fixture board and returns (exit code, stderr).
fn score_fixture(name: &str) -> (i32, String) {
    let path = fixture(&format!("boards/{name}.toml"));
    let out = tilebook(
        &repo(),
        &["score", path.to_str().unwrap(), "--color", "never"],
    );
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Asserts a board fails with rule `code` at `line:col`, and a message part.
fn rejects(name: &str, code: &str, line_col: &str, message: &str) {
    let (status, err) = score_fixture(name);
    assert_eq!(status, 1, "{name}: {err}");
    assert!(err.contains(&format!("error[{code}]")), "{name}: {err}");
    assert!(
        err.contains(&format!("tests/fixtures/boards/{name}.toml:{line_col}")),
        "{name}: {err}"
    );
    assert!(err.contains(message), "{name}: {err}");
}

#[test]
fn edge_mismatch() {
    rejects(
        "edge-mismatch",
        "board/illegal-placement",
        "7:1",
        "the north edge of the tile (city) does not match the neighbouring edge (field)",
    );
}

#[test]
fn floating_tile() {
    rejects(
        "floating",
        "board/illegal-placement",
        "7:1",
        "a corner is not enough",
    );
}

#[test]
fn two_tiles_on_one_square() {
    rejects(
        "same-square",
        "board/illegal-placement",
        "7:1",
        "already lies on that square",
    );
}

#[test]
fn unknown_kind() {
    rejects(
        "unknown-kind",
        "board/unknown-kind",
        "8:8",
        "no tile kind `river-lake`",
    );
}

#[test]
fn occupied_feature() {
    rejects(
        "occupied",
        "board/illegal-follower",
        "22:1",
        "already occupied by red",
    );
}

#[test]
fn one_follower_per_turn() {
    rejects(
        "two-followers",
        "board/illegal-follower",
        "16:1",
        "only one follower",
    );
}

#[test]
fn unknown_player() {
    rejects(
        "unknown-player",
        "board/unknown-player",
        "8:10",
        "`purple` is not a player colour",
    );
}

#[test]
fn ambiguous_feature_asks_which() {
    rejects(
        "ambiguous-feature",
        "board/unknown-feature",
        "14:11",
        "say which, e.g. `field@NNW`",
    );
}

#[test]
fn river_may_not_bend_the_same_way_twice() {
    rejects(
        "river-u-turn",
        "board/illegal-placement",
        "11:1",
        "two bends in a row to the same side",
    );
}

#[test]
fn river_must_continue() {
    rejects(
        "river-not-continued",
        "board/illegal-placement",
        "7:1",
        "must continue the river",
    );
}

#[test]
fn rotation_must_be_a_quarter_turn() {
    rejects(
        "bad-rotation",
        "board/bad-rotation",
        "6:12",
        "not a quarter turn",
    );
}

fn score_json(example: &str, rules: &str) -> Value {
    let path = repo().join(format!("data/examples/{example}.toml"));
    let out = tilebook(
        &repo(),
        &[
            "score",
            path.to_str().unwrap(),
            "--rules",
            rules,
            "--format",
            "json",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn json_has_players_and_events() {
    let v = score_json("city-three-tiles-pennant", "third");
    assert_eq!(v["rules"], "third");
    assert_eq!(v["players"]["red"], 8);
    let e = &v["events"][0];
    assert_eq!(e["feature"], "city");
    assert_eq!(e["tiles"], 3);
    assert_eq!(e["pennants"], 1);
    assert_eq!(e["points"]["red"], 8);
    assert_eq!(e["when"], "play");
}

#[test]
fn editions_score_farms_differently() {
    let third = score_json("farm-one-city-two-farms", "third");
    let second = score_json("farm-one-city-two-farms", "second");
    let first = score_json("farm-one-city-two-farms", "first");
    assert_eq!(third["players"]["blue"], 6);
    assert_eq!(second["players"]["blue"], 3);
    assert_eq!(first["players"]["blue"], 4);
    assert!(
        third["events"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["when"] == "final")
    );
}

#[test]
fn first_edition_small_city() {
    assert_eq!(score_json("city-two-tiles", "first")["players"]["red"], 2);
    assert_eq!(score_json("city-two-tiles", "third")["players"]["red"], 4);
}

#[test]
fn unknown_rules_is_a_usage_error() {
    let path = repo().join("data/examples/city-two-tiles.toml");
    let out = tilebook(
        &repo(),
        &["score", path.to_str().unwrap(), "--rules", "fourth"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("rule editions: third, second, first"));
}

#[test]
fn check_reports_a_wrong_expectation() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("data/examples")).unwrap();
    std::fs::create_dir_all(root.join("data/tilesets")).unwrap();
    std::fs::copy(repo().join("data/rules.toml"), root.join("data/rules.toml")).unwrap();
    std::fs::copy(
        repo().join("data/tilesets/base.toml"),
        root.join("data/tilesets/base.toml"),
    )
    .unwrap();
    let board = std::fs::read_to_string(repo().join("data/examples/city-two-tiles.toml"))
        .unwrap()
        .replacen("first = { red = 2 }", "first = { red = 4 }", 1);
    std::fs::write(root.join("data/examples/small.toml"), board).unwrap();
    let (status, diags) = check_json(root);
    assert_eq!(status, 1);
    assert_eq!(diags.len(), 1, "{diags:#?}");
    assert_eq!(diags[0]["code"], "board/wrong-score");
    assert_eq!(diags[0]["file"], "data/examples/small.toml");
    assert_eq!(
        diags[0]["line"],
        common::line_of(root, "data/examples/small.toml", "first = { red = 4 }")
    );
    assert!(
        diags[0]["message"]
            .as_str()
            .unwrap()
            .contains("under first rules red scores 2, but the file expects 4")
    );
}

#[test]
fn shipped_examples_cover_every_edition() {
    let files: Vec<_> = std::fs::read_dir(repo().join("data/examples"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(
        files.len() >= 20,
        "at least 20 examples, found {}",
        files.len()
    );
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for edition in ["third", "second", "first"] {
            assert!(
                text.contains(&format!("\n{edition} = {{")),
                "{} lists expected points under {edition}",
                f.display()
            );
        }
    }
}

/// Runs `score` on a fixture board that replays, returning its stdout.
fn score_text(name: &str) -> String {
    let path = fixture(&format!("boards/{name}.toml"));
    let out = tilebook(&repo(), &["score", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{name}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_text_output_counts_in_words_and_shows_each_majority_s_points() {
    let two_inns = score_text("two-inns");
    assert!(
        two_inns.contains("play  road of 4 tiles, with 2 inns: red 8"),
        "{two_inns}"
    );
    let goods = score_text("goods-tie");
    assert!(
        goods.contains("city of 3 tiles, 0 pennants: red 6"),
        "{goods}"
    );
    // Each tied player's points for the most grain, and what each holds.
    for line in [
        "final most grain: red 10",
        "final most grain: blue 10",
        "tokens of red: 0 wine, 1 grain, 0 cloth",
    ] {
        assert!(goods.contains(line), "{line}: {goods}");
    }
}

#[test]
fn grey_plays_only_where_inns_and_cathedrals_seat_a_sixth_player() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let board = |sets: &str| {
        format!(
            "tilesets = [{sets}]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n\n\
             [[tile]]\nkind = \"U\"\nat = [1, 0]\nrotation = 90\nplayer = \"grey\"\n\n\
             [[follower]]\nplayer = \"grey\"\nat = [1, 0]\nfeature = \"road\"\n"
        )
    };
    let with = dir.path().join("with.toml");
    std::fs::write(&with, board("\"base\", \"inns-cathedrals\"")).unwrap();
    let out = crate::common::tilebook(
        &crate::common::repo(),
        &["score", with.to_str().unwrap(), "--format", "json"],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    // Grey's thief holds the unfinished road of two tiles.
    assert_eq!(v["players"]["grey"], 2, "{v}");
    let without = dir.path().join("without.toml");
    std::fs::write(&without, board("\"base\"")).unwrap();
    let out = crate::common::tilebook(
        &crate::common::repo(),
        &["score", without.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("board/no-seat"), "{err}");
    assert!(err.contains("grey has no seat at this table"), "{err}");
    assert!(err.contains("without.toml:"), "{err}");
}
