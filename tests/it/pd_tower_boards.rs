//! Board files with the steps of Princess & Dragon and The Tower: the
//! shipped examples replay under every edition, and a step that breaks a
//! rule is an error at its line naming the rule.

use crate::common::{bad, check_json, edit, expect, line_of, project_copy, repo, tilebook};

/// `score FILE --format json` on a shipped example.
fn score(example: &str) -> serde_json::Value {
    let file = format!("data/examples/{example}.toml");
    let out = tilebook(&repo(), &["score", &file, "--format", "json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn the_fairy_and_ransoms_are_listed_with_the_scorings() {
    let fairy = score("pd-fairy-scoring");
    assert_eq!(fairy["players"]["red"], 7);
    assert_eq!(fairy["awards"][0]["reason"], "fairy-scoring");
    assert_eq!(fairy["awards"][0]["points"], 3);
    let ransom = score("tw-ransom");
    assert_eq!(ransom["players"]["red"], 7);
    assert_eq!(ransom["players"]["blue"], 3);
    assert_eq!(ransom["awards"][0]["reason"], "ransom");
    assert_eq!(ransom["awards"][0]["payer"], "red");
    let turn = score("pd-fairy-turn");
    assert_eq!(turn["players"]["red"], 2);
    let reasons: Vec<&str> = turn["awards"]
        .as_array()
        .expect("awards")
        .iter()
        .map(|a| a["reason"].as_str().expect("a reason"))
        .collect();
    assert_eq!(reasons, ["fairy-turn", "fairy-turn"]);
}

#[test]
fn a_dragon_revisiting_a_square_is_refused_at_its_path() {
    let d = bad(
        "data/examples/pd-dragon-dead-end.toml",
        "dragon = [[0, 0], [-1, 0], [-2, 0]]",
        "dragon = [[0, 0], [1, 0]]",
        "dragon = ",
        "board/illegal-step",
    );
    let message = d["message"].as_str().expect("a message");
    assert!(message.contains("[1, 0]"), "{message}");
    assert!(message.contains("tile #5"), "{message}");
}

#[test]
fn the_dragon_may_not_enter_the_fairys_tile() {
    let p = project_copy();
    let file = "data/examples/pd-dragon-dead-end.toml";
    // Blue puts the fairy beside its monk, then the dragon heads for it.
    edit(
        p.path(),
        file,
        "dragon = [[0, 0], [-1, 0], [-2, 0]]",
        "dragon = [[0, 0], [0, 1]]",
    );
    edit(
        p.path(),
        file,
        "[expect]",
        "[[fairy]]\nplayer = \"blue\"\nat = [-2, 0]\non = [0, 1]\nfeature = \"cloister\"\n\n[expect]",
    );
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    expect(
        &diags,
        "board/illegal-step",
        file,
        Some(line_of(p.path(), file, "dragon = ")),
    );
    let d = diags
        .iter()
        .find(|d| d["code"] == "board/illegal-step")
        .expect("the step");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("fairy") && m.contains("[0, 1]")),
        "{d:#?}"
    );
}

#[test]
fn a_princess_needs_her_tile_and_her_city() {
    let d = bad(
        "data/examples/pd-princess.toml",
        "kind = \"PD-18\"",
        "kind = \"N\"",
        "[[princess]]",
        "board/illegal-step",
    );
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("princess"))
    );
}

#[test]
fn a_tower_captures_only_within_its_height() {
    let d = bad(
        "data/examples/tw-capture-1.toml",
        "capture = { on = [1, 0], feature = \"road\" }",
        "capture = { on = [2, 0], feature = \"road\" }",
        "[[tower]]",
        "board/illegal-step",
    );
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("[2, 0]") && m.contains("1")),
        "{d:#?}"
    );
}

#[test]
fn a_ransom_needs_the_prisoner() {
    bad(
        "data/examples/tw-ransom.toml",
        "from = \"blue\"",
        "from = \"green\"",
        "[[ransom]]",
        "board/illegal-step",
    );
}

#[test]
fn a_capture_names_a_feature_or_a_tower() {
    bad(
        "data/examples/tw-capture-1.toml",
        "capture = { on = [1, 0], feature = \"road\" }",
        "capture = { on = [1, 0] }",
        "capture = ",
        "board/bad-capture",
    );
}

#[test]
fn a_step_whose_turn_has_no_tile_is_reported() {
    bad(
        "data/examples/pd-fairy-scoring.toml",
        "at = [0, 1]\non = [-1, 0]",
        "at = [9, 9]\non = [-1, 0]",
        "[[fairy]]",
        "board/follower-off-board",
    );
}

#[test]
fn a_dragon_tile_without_its_move_is_refused_at_the_tile() {
    bad(
        "data/examples/pd-dragon-dead-end.toml",
        "dragon = [[0, 0], [-1, 0], [-2, 0]]\n",
        "",
        "kind = \"PD-16\"",
        "board/illegal-step",
    );
}
