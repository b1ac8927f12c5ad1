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

/// The market example (data/examples/co-market.toml) with `edit` applied
/// to its text.
fn market(edit: impl Fn(String) -> String) -> String {
    let text = std::fs::read_to_string(crate::common::repo().join("data/examples/co-market.toml"))
        .expect("the market example");
    edit(text)
}

/// Line of the first `needle` in `text`, from 1.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l == needle).expect("in the board") + 1
}

#[test]
fn a_step_at_the_end_is_refused_on_a_board_without_the_end() {
    let board = market(|t| {
        t.replace(
            "tilesets = [\"base\", \"count\"]",
            "tilesets = [\"base\", \"count\"]\nfinal = false",
        )
    });
    let (code, _, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    let line = line_of(&board, "[[from-quarter]]");
    assert!(err.contains(&format!("b.toml:{line}:1")), "{err}");
    assert!(err.contains("`final = false`"), "{err}");
}

#[test]
fn a_step_without_a_tile_is_reported_even_when_a_later_step_fails() {
    // A step on an empty square, then a quarter by the wrong player.
    let board = market(|t| {
        t.replacen(
            "[[quarter]]\nplayer = \"red\"",
            "[[quarter]]\nplayer = \"blue\"",
            1,
        ) + "\n[[quarter]]\nplayer = \"red\"\nat = [9, 9]\nquarter = \"castle\"\n"
    });
    let (code, _, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/follower-off-board]"), "{err}");
    assert!(err.contains("no tile lies at [9, 9]"), "{err}");
    // The quarter by the wrong player: its own message, not a ransom's.
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    let line = line_of(&board, "[[quarter]]");
    assert!(err.contains(&format!("b.toml:{line}:1")), "{err}");
    assert!(err.contains("it is red’s turn"), "{err}");
    assert!(err.contains("entering a quarter"), "{err}");
    assert!(!err.contains("prisoner"), "{err}");
}
