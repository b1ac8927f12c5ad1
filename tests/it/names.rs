//! Players, feature types and ids have one spelling in every output: the
//! lower-case names of the engine's types (`red`, `city`, `field`, `play`)
//! and the ids as plain strings, whether `score`, `sim` or `count` writes
//! them; a board file reads the same names (and `farm` for `field`).

use std::path::Path;

use crate::common::{repo, tilebook};
use serde_json::Value;

/// Runs tilebook on the shipped project, expecting success, and parses
/// its JSON.
fn json(args: &[&str]) -> Value {
    let out = tilebook(&repo(), args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `score --format json` of a board file.
fn score(board: &Path, rules: &str) -> Value {
    json(&[
        "score",
        board.to_str().expect("UTF-8 path"),
        "--rules",
        rules,
        "--format",
        "json",
    ])
}

#[test]
fn score_names_a_farm_field_as_the_engine_does() {
    let v = score(&repo().join("data/examples/farm-basic.toml"), "third");
    assert_eq!(v["rules"], "third");
    assert_eq!(v["players"]["blue"], 3);
    let events = v["events"].as_array().expect("events");
    let farm = events
        .iter()
        .find(|e| e["points"]["blue"] == 3)
        .unwrap_or_else(|| panic!("the farm is scored: {v}"));
    assert_eq!(farm["feature"], "field");
    assert_eq!(farm["when"], "final");
}

#[test]
fn a_board_reads_farm_as_field() {
    let text =
        std::fs::read_to_string(repo().join("data/examples/farm-basic.toml")).expect("the example");
    let alias = text.replace("feature = \"field\"", "feature = \"farm\"");
    assert_ne!(alias, text);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let board = dir.path().join("farm-alias.toml");
    std::fs::write(&board, alias).expect("written");
    let v = score(&board, "first");
    assert_eq!(v["players"]["blue"], 4, "{v}");
    assert_eq!(v["events"][0]["feature"], "field", "{v}");
}

#[test]
fn a_capitalised_colour_is_refused_with_its_lower_case_name() {
    let text =
        std::fs::read_to_string(repo().join("data/examples/farm-basic.toml")).expect("the example");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let board = dir.path().join("capital.toml");
    std::fs::write(
        &board,
        text.replace("player = \"blue\"", "player = \"Blue\""),
    )
    .expect("written");
    let out = tilebook(
        &repo(),
        &["score", board.to_str().unwrap(), "--color", "never"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error[board/unknown-player]"), "{err}");
    assert!(err.contains("`Blue` is not a player colour"), "{err}");
    assert!(err.contains("did you mean `blue`?"), "{err}");
}

#[test]
fn sim_names_seats_and_feature_types_in_lower_case() {
    let v = json(&["sim", "--games", "2", "--players", "3", "--format", "json"]);
    let players: Vec<&str> = v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s["player"].as_str().expect("a name"))
        .collect();
    assert_eq!(players, ["red", "blue", "green"]);
    assert_eq!(v["sets"], serde_json::json!(["base"]));
    assert_eq!(v["rules"], "third");
    let completed = v["completed_mean"].as_object().expect("completed");
    let types: Vec<&str> = completed.keys().map(String::as_str).collect();
    assert_eq!(types, ["city", "cloister", "road"]);
}

#[test]
fn count_writes_ids_as_plain_strings() {
    let v = json(&["count", "--edition", "winter", "--format", "json"]);
    let winter = &v[0];
    assert_eq!(winter["edition"], "winter");
    assert_eq!(winter["includes"], serde_json::json!(["base"]));
    let kinds = winter["kinds"].as_array().expect("kinds");
    assert!(
        kinds
            .iter()
            .all(|k| k["id"].is_string() && k["from"].is_string())
    );
    assert!(kinds.iter().any(|k| k["from"] == "base"), "{winter}");
}
