//! The Count of Carcassonne in board files: the city's block laid before
//! the board's tiles, `[[quarter]]` and `[[from-quarter]]` read, replayed
//! and scored; broken ones reported at their file, line and column with
//! their code.

use crate::common::score_board as score;

/// Blue's thief south of the blacksmith's gate, red closing that road
/// with the steps `red` (line 19 on), then blue closing the small city at
/// the east cap with a knight and the steps `blue` (13 lines after `red`
/// ends).
fn board(red: &str, blue: &str) -> String {
    format!(
        r#"tilesets = ["base", "count"]

[[tile]]
kind = "U"
at = [0, 2]
player = "blue"

[[follower]]
player = "blue"
at = [0, 2]
feature = "road"

[[tile]]
kind = "W"
at = [0, 3]
rotation = 180
player = "red"

{red}

[[tile]]
kind = "E"
at = [2, 1]
rotation = 270
player = "blue"

[[follower]]
player = "blue"
at = [2, 1]
feature = "city"

{blue}
"#
    )
}

const INTO_CASTLE: &str = r#"[[quarter]]
player = "red"
at = [0, 3]
quarter = "castle"
count = "market""#;

const OUT_OF_CASTLE: &str = r#"[[from-quarter]]
player = "red"
at = [2, 1]
quarter = "castle"
to = [2, 1]
feature = "city""#;

#[test]
fn the_block_starts_the_game_and_the_first_tile_is_a_turn() {
    let (code, json, err) = score(&board("", ""));
    assert_eq!(code, 0, "{err}");
    assert_eq!(json["players"]["blue"], 7, "{json}: road 3, city 4");
    // A tile on a square of the block collides with it.
    let clash = "tilesets = [\"base\", \"count\"]\n\n[[tile]]\nkind = \"U\"\nat = [0, 0]\n";
    let (code, _, err) = score(clash);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("tile #1"), "the board's own numbering: {err}");
    assert!(err.contains("b.toml:3:1"), "{err}");
}

#[test]
fn a_follower_from_the_castle_shares_the_city() {
    let (code, json, err) = score(&board(INTO_CASTLE, OUT_OF_CASTLE));
    assert_eq!(code, 0, "{err}");
    assert_eq!(json["players"]["red"], 4, "{json}");
    assert_eq!(json["players"]["blue"], 7, "{json}");
}

#[test]
fn leaving_the_counts_quarter_is_refused_at_the_step() {
    let stays = INTO_CASTLE.replace("\ncount = \"market\"", "");
    let (code, _, err) = score(&board(&stays, OUT_OF_CASTLE));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-step]"), "{err}");
    assert!(err.contains("b.toml:35:1"), "{err}");
    assert!(
        err.contains("the Count stands in the castle, so no follower may leave it"),
        "{err}"
    );
}

#[test]
fn a_quarter_not_earned_is_refused() {
    // Blue's turn scored for blue: blue earns nothing.
    let blue_in = "[[quarter]]\nplayer = \"blue\"\nat = [2, 1]\nquarter = \"market\"";
    let (code, _, err) = score(&board("", blue_in));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("b.toml:32:1"), "{err}");
    assert!(
        err.contains("only after a turn whose scoring gave points to another player"),
        "{err}"
    );
}

#[test]
fn an_unknown_quarter_and_a_market_during_play_are_reported_where_written() {
    let (code, _, err) = score(&board(&INTO_CASTLE.replace("\"castle\"", "\"castel\""), ""));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/unknown-quarter]"), "{err}");
    assert!(err.contains("b.toml:22:11"), "{err}");
    assert!(err.contains("did you mean `castle`?"), "{err}");
    let market = OUT_OF_CASTLE.replace("\"castle\"", "\"market\"");
    let (code, _, err) = score(&board(INTO_CASTLE, &market));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/quarter-turn]"), "{err}");
    assert!(err.contains("b.toml:36:1"), "{err}");
    assert!(err.contains("drop `at`"), "{err}");
}

#[test]
fn the_count_with_river_ii_is_replayed_with_a_warning() {
    let text =
        "tilesets = [\"base\", \"count\", \"river-2\"]\n\n[[tile]]\nkind = \"U\"\nat = [0, 2]\n";
    let (code, json, err) = score(text);
    assert_eq!(code, 0, "a warning, not an error: {err}");
    assert!(json["players"].is_object(), "{json}");
    assert!(err.contains("warning[board/advised-against]"), "{err}");
    assert!(err.contains("b.toml:1:21"), "{err}");
    assert!(
        err.contains("advises against playing `count` together with `river-2`"),
        "{err}"
    );
}
