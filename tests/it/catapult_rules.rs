//! The Catapult in board files: `[[catapult]]` rounds read, replayed and
//! scored; broken ones reported at their file, line and column with
//! their code.

use crate::common::score_board as score;

/// Red's thief on (1, 0), blue's monk on (0, 1), then `fair` laid by
/// green on (1, 1) with the round `round` (lines 30 on).
fn board(fair: &str, round: &str) -> String {
    format!(
        r#"tilesets = ["base", "catapult"]

[[tile]]
kind = "D"
at = [0, 0]

[[tile]]
kind = "U"
at = [1, 0]
rotation = 90
player = "red"

[[follower]]
player = "red"
at = [1, 0]
feature = "road"

[[tile]]
kind = "B"
at = [0, 1]
player = "blue"

[[follower]]
player = "blue"
at = [0, 1]
feature = "cloister"

[[tile]]
kind = "{fair}"
at = [1, 1]
player = "green"

[[catapult]]
at = [1, 1]
{round}
"#
    )
}

#[test]
fn a_target_round_awards_each_winner() {
    let (code, json, err) = score(&board(
        "CA-08",
        r#"token = "target"
winners = ["red", "green"]"#,
    ));
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        json["players"]["red"], 7,
        "{json}: 2 for the road at the end"
    );
    assert_eq!(json["players"]["green"], 5, "{json}");
    assert_eq!(json["awards"][0]["reason"], "catapult-target", "{json}");
}

#[test]
fn a_seduction_moves_the_throwers_follower_onto_the_cloister() {
    let (code, json, err) = score(&board(
        "CA-08",
        r#"token = "seduction"
swaps = [{ player = "green", replaces = { at = [0, 1], feature = "cloister" } }]"#,
    ));
    assert_eq!(code, 0, "{err}");
    assert_eq!(json["players"]["green"], 4, "{json}");
    assert_eq!(json["players"]["blue"], 0, "{json}");
}

#[test]
fn a_round_after_a_tile_without_a_fair_is_refused_at_the_round() {
    let (code, _, err) = score(&board(
        "B",
        r#"token = "target"
winners = []"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    assert!(err.contains("b.toml:33:1"), "{err}");
    assert!(
        err.contains("only after the turn of a tile with a fair"),
        "{err}"
    );
}

#[test]
fn a_catch_to_someone_not_the_left_neighbour_is_refused() {
    let (code, _, err) = score(&board(
        "CA-08",
        r#"token = "catch"
throws = [{ thrower = "green", catcher = "blue", result = "caught" }]"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    assert!(err.contains("b.toml:33:1"), "{err}");
    assert!(
        err.contains("blue does not sit to the left of green"),
        "{err}"
    );
}

#[test]
fn seducing_ones_own_follower_is_refused() {
    let (code, _, err) = score(&board(
        "CA-08",
        r#"token = "seduction"
swaps = [{ player = "red", replaces = { at = [1, 0], feature = "road" } }]"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("belongs to the thrower"), "{err}");
}

#[test]
fn an_unknown_token_is_reported_where_it_is_written() {
    let (code, _, err) = score(&board(
        "CA-08",
        r#"token = "knockout"
hit = []"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/unknown-token]"), "{err}");
    assert!(err.contains("b.toml:35:9"), "{err}");
    assert!(err.contains("did you mean `knock-out`?"), "{err}");
}

#[test]
fn an_outcome_of_another_token_or_none_is_a_bad_catapult() {
    let (code, _, err) = score(&board(
        "CA-08",
        r#"token = "target"
hit = []"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/bad-catapult]"), "{err}");
    assert!(err.contains("b.toml:36:7"), "{err}");
    let (code, _, err) = score(&board("CA-08", r#"token = "catch""#));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/bad-catapult]"), "{err}");
    assert!(err.contains("needs its outcome, `throws`"), "{err}");
    let (code, _, err) = score(&board(
        "CA-08",
        r#"token = "catch"
throws = [{ thrower = "green", catcher = "red", result = "cought" }]"#,
    ));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/bad-catapult]"), "{err}");
    assert!(err.contains("b.toml:36:"), "{err}");
    assert!(err.contains("did you mean `caught`?"), "{err}");
}
