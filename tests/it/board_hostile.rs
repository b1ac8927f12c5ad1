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
fn a_dragon_tile_as_the_start_tile_brings_no_dragon() {
    // Our reading: the start tile is laid, not drawn, so the rule for a
    // dragon tile drawn before the volcano does not apply; the dragon is
    // not on the board yet and the tile scores as any other.
    let board =
        "tilesets = [\"base\", \"princess-dragon\"]\n\n[[tile]]\nkind = \"PD-04\"\nat = [0, 0]\n";
    let (code, json, err) = score(board);
    assert_eq!(code, 0, "{err}");
    assert!(json["players"].is_object(), "{json}");
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
    assert!(json["players"].is_null(), "no points are given: {json}");
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
    text.lines()
        .position(|l| l == needle)
        .expect("in the board")
        + 1
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

/// The line (from 1) at byte `offset` of `text`.
fn line_at(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

#[test]
fn a_board_of_more_tiles_than_the_limit_is_refused_at_the_first_past_it() {
    use tilebook_engine::board_file::MAX_BOARD_TILES;
    let mut board = String::from("tilesets = [\"base\"]\n");
    let mut past = 0;
    for i in 0..=MAX_BOARD_TILES {
        if i == MAX_BOARD_TILES {
            past = board.len() + 1;
        }
        board.push_str(&format!("\n[[tile]]\nkind = \"V\"\nat = [{i}, 0]\n"));
    }
    let (code, _, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/too-large]"), "{err}");
    let line = line_at(&board, past);
    assert!(err.contains(&format!("b.toml:{line}:1")), "{err}");
    assert!(err.contains("more than the limit of 5000"), "{err}");
    // Reported alone: nothing of the board is replayed.
    assert!(!err.contains("too-many-of-kind"), "{err}");
}

#[test]
fn a_list_longer_than_the_limit_is_refused_at_its_first_entry_past_it() {
    use tilebook_engine::board_file::MAX_BOARD_LIST;
    let mut board = String::from(
        "tilesets = [\"base\", \"catapult\"]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n\n\
         [[catapult]]\nat = [0, 0]\ntoken = \"seduction\"\nswaps = [\n",
    );
    let swap = "{ player = \"green\", replaces = { at = [0, 1], feature = \"cloister\" } },\n";
    board.push_str(&swap.repeat(MAX_BOARD_LIST));
    let past = board.len();
    board.push_str(swap);
    board.push_str("]\n");
    let (code, _, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/too-large]"), "{err}");
    let line = line_at(&board, past);
    assert!(err.contains(&format!("b.toml:{line}:1")), "{err}");
    assert!(err.contains("`swaps` has 10001 entries"), "{err}");
}

#[test]
fn a_board_file_past_the_byte_limit_is_refused_without_reading_it_all() {
    use tilebook_engine::board_file::MAX_BOARD_BYTES;
    // Comments: only the size is wrong.
    let line = "# a comment of sixty-four bytes, repeated past the limit: ....\n";
    let mut board = String::from("tilesets = [\"base\"]\n");
    board.push_str(&line.repeat(2 * MAX_BOARD_BYTES / line.len()));
    let (code, _, err) = score(&board);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/too-large]"), "{err}");
    let at = line_at(&board, MAX_BOARD_BYTES);
    assert!(err.contains(&format!("b.toml:{at}:1")), "{err}");
    assert!(err.len() < 4_000, "a bounded report: {} bytes", err.len());
}

#[test]
fn an_example_board_past_the_byte_limit_is_refused_by_check() {
    use tilebook_engine::board_file::MAX_BOARD_BYTES;
    // The example boards `check` replays are read as `score` reads one:
    // a little past the limit, never whole.
    let p = crate::common::project_copy();
    let line = "# a comment of sixty-four bytes, repeated past the limit: ....\n";
    let mut board = String::from("tilesets = [\"base\"]\n");
    board.push_str(&line.repeat(2 * MAX_BOARD_BYTES / line.len()));
    std::fs::write(p.path().join("data/examples/huge.toml"), &board).unwrap();
    let (code, diags) = crate::common::check_json(p.path());
    assert_eq!(code, 1);
    let found: Vec<_> = diags
        .iter()
        .filter(|d| d["code"] == "board/too-large")
        .collect();
    assert_eq!(found.len(), 1, "{diags:#?}");
    assert_eq!(found[0]["file"], "data/examples/huge.toml");
    assert_eq!(found[0]["line"], line_at(&board, MAX_BOARD_BYTES) as u64);
}
