//! Hostile boards (issue 32): the start tile follows the expansions'
//! rules, every step's refusal names its own rule, and a board's size is
//! bounded.

use crate::common::score_board as score;

/// A board of `sets` whose start tile is `kind`, then the base game's
/// `U` laid by red east of it.
fn start_with(sets: &str, kind: &str) -> String {
    format!(
        r#"tilesets = [{sets}]

[[tile]]
kind = "{kind}"
at = [0, 0]

[[tile]]
kind = "U"
at = [1, 0]
rotation = 90
player = "red"
"#
    )
}

#[test]
fn an_abbey_cannot_be_the_start_tile() {
    let (code, _, err) = score(&start_with(r#""base", "abbey-mayor""#, "AM-abbey"));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-placement]"), "{err}");
    assert!(err.contains("b.toml:3:1"), "{err}");
    assert!(err.contains("only into a hole"), "{err}");
}

#[test]
fn a_dragon_tile_cannot_be_the_start_tile_before_the_volcano() {
    let (code, _, err) = score(&start_with(r#""base", "princess-dragon""#, "PD-04"));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    assert!(err.contains("b.toml:4:8"), "{err}");
    assert!(err.contains("until a volcano is laid"), "{err}");
}

#[test]
fn a_fair_cannot_be_the_start_tile() {
    let board = format!(
        "{}\n[[catapult]]\nat = [0, 0]\ntoken = \"target\"\nwinners = [\"red\"]\n",
        start_with(r#""base", "catapult""#, "CA-08")
    );
    let (code, json, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    assert!(err.contains("b.toml:4:8"), "{err}");
    assert!(err.contains("cannot be the start tile"), "{err}");
    assert!(json.is_null(), "no points are given: {json}");
}
