//! Board files go through the engine's one replay: a feature spec that is
//! not one is reported where it is written, before any replay; a spec or a
//! follower the replay refuses, at the follower of the turn that failed;
//! the texts are the engine's English messages.

use crate::common::{repo, tilebook};

/// A board of the base game: the start tile D, then `rest` (TOML).
fn board(rest: &str) -> String {
    format!("tilesets = [\"base\"]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n{rest}")
}

/// Scores `text` as a board file; returns (exit code, stderr).
fn score(text: &str) -> (i32, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("b.toml");
    std::fs::write(&file, text).expect("written");
    let out = tilebook(
        &repo(),
        &["score", file.to_str().unwrap(), "--color", "never"],
    );
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().expect("exit code"), err)
}

/// Asserts one error `code` at `line:col` whose message holds `message`.
fn rejects(text: &str, code: &str, line_col: &str, message: &str) {
    let (status, err) = score(text);
    assert_eq!(status, 1, "{err}");
    assert_eq!(err.matches("error[").count(), 1, "one error: {err}");
    assert!(err.contains(&format!("error[{code}]")), "{err}");
    assert!(err.contains(&format!("b.toml:{line_col}")), "{err}");
    assert!(err.contains(message), "{err}");
}

#[test]
fn a_spec_that_is_no_feature_is_reported_where_it_is_written() {
    // The follower of a later turn: reported although the replay would
    // stop at the second tile, which does not touch the first.
    let text = board(
        "\n[[tile]]\nkind = \"E\"\nat = [5, 5]\n\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"castle@N\"\n",
    );
    rejects(
        &text,
        "board/unknown-feature",
        "14:11",
        "follower of red: `castle` is not a feature; use city, road, cloister or field",
    );
    let text = board("\n[[follower]]\nplayer = \"blue\"\nat = [0, 0]\nfeature = \"city@up\"\n");
    rejects(
        &text,
        "board/unknown-feature",
        "10:11",
        "`up` is not a side (N, E, S, W) or half-edge (NNW … WNW)",
    );
}

#[test]
fn a_spec_the_tile_does_not_have_is_reported_at_its_turn() {
    let text = board("\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"city@S\"\n");
    rejects(
        &text,
        "board/unknown-feature",
        "10:11",
        "follower of red on tile #1: the tile has no city at S (sides and half-edges are in board orientation)",
    );
    let text = board("\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"field@E\"\n");
    rejects(
        &text,
        "board/unknown-feature",
        "10:11",
        "side E touches two fields; name a half-edge, `field@ENE` or `field@ESE`",
    );
    let text = board("\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"cloister\"\n");
    rejects(
        &text,
        "board/unknown-feature",
        "10:11",
        "the tile has no cloister",
    );
}

#[test]
fn followers_are_matched_to_the_first_tile_on_their_square() {
    // Two followers with the start tile: the second is one too many.
    let text = board(
        "\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"city\"\n\n[[follower]]\nplayer = \"blue\"\nat = [0, 0]\nfeature = \"road\"\n",
    );
    rejects(
        &text,
        "board/illegal-follower",
        "12:1",
        "follower of blue on tile #1: only one follower may be placed per turn",
    );
    // A follower whose square has no tile.
    let text = board("\n[[follower]]\nplayer = \"red\"\nat = [3, 3]\nfeature = \"city\"\n");
    rejects(
        &text,
        "board/follower-off-board",
        "7:1",
        "no tile lies at [3, 3] for this follower",
    );
}

#[test]
fn an_unknown_kind_is_named_at_its_turn_after_the_turns_before_it() {
    // Tile #2 is illegal and tile #3 unknown: the replay stops at #2.
    let text =
        board("\n[[tile]]\nkind = \"E\"\nat = [7, 7]\n\n[[tile]]\nkind = \"Q9\"\nat = [0, 1]\n");
    rejects(
        &text,
        "board/illegal-placement",
        "7:1",
        "tile #2 (`E` at [7, 7], rotation 0): the tile must share a whole side with a placed tile (a corner is not enough)",
    );
    let text = board("\n[[tile]]\nkind = \"Q9\"\nat = [0, 1]\n");
    rejects(
        &text,
        "board/unknown-kind",
        "8:8",
        "tile #2: there is no tile kind `Q9` in the board's tile sets",
    );
}
