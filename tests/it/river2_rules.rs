//! River II in board files: the fork's two arms each continue on their
//! own, the lake with the volcano takes no follower and gives its player
//! another turn (and only it does).

use crate::common::{self, bad, repo, tilebook};

const FORK: &str = "data/examples/r2-fork-volcano.toml";

#[test]
fn the_fork_and_the_volcano_turn_replay_under_every_edition() {
    let out = tilebook(&repo(), &["score", FORK, "--format", "json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["players"]["blue"], 4);
    assert_eq!(json["players"]["red"], 1);
}

#[test]
fn no_follower_goes_on_the_lake_with_the_volcano() {
    let d = bad(
        FORK,
        "[[tile]]\nkind = \"R2-04\"",
        "[[follower]]\nplayer = \"red\"\nat = [1, 1]\nfeature = \"field\"\n\n[[tile]]\nkind = \"R2-04\"",
        "[[follower]]\nplayer = \"red\"\nat = [1, 1]",
        "board/illegal-follower",
    );
    let message = d["message"].as_str().expect("a message");
    assert!(message.contains("volcano"), "{message}");
}

#[test]
fn only_the_volcano_gives_another_turn() {
    // The two lakes swapped: red plays twice in a row after the lake by
    // the city, which gives no other turn.
    let p = common::project_copy();
    common::edit(p.path(), FORK, "kind = \"R2-03\"", "kind = \"R2-04\"");
    common::edit(
        p.path(),
        FORK,
        "kind = \"R2-04\"\nat = [-2, 1]",
        "kind = \"R2-03\"\nat = [-2, 1]",
    );
    let (status, diags) = common::check_json(p.path());
    assert_eq!(status, 1, "{diags:#?}");
    let line = common::line_of(p.path(), FORK, "kind = \"R2-03\"");
    common::expect(&diags, "board/turn-order", FORK, Some(line - 1));
}
