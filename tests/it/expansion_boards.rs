//! Board files with the expansions' sets: the sets switch their rules
//! modules and figures on, boards name figures and the tiles' players, and
//! `score` shows inns, cathedrals, goods and a builder's second tile.

use crate::common::{self, score_board as score, tilebook};

/// The start tile D (city cap north), then a cathedral tile north of it
/// holding the follower `figure` of red.
fn cathedral_board(sets: &str, figure: &str) -> String {
    format!(
        r#"tilesets = [{sets}]

[[tile]]
kind = "D"
at = [0, 0]

[[tile]]
kind = "IC-B"
at = [0, -1]

[[follower]]
player = "red"
at = [0, -1]
feature = "city"
figure = "{figure}"
"#
    )
}

#[test]
fn an_unfinished_cathedral_city_scores_nothing_and_a_big_follower_holds_it() {
    let (code, json, err) = score(&cathedral_board(r#""base", "inns-cathedrals""#, "big"));
    assert_eq!(code, 0, "{err}");
    assert_eq!(json["players"]["red"], 0, "{json}");
    let city = &json["events"][0];
    assert_eq!(city["feature"], "city");
    assert_eq!(city["when"], "final");
    assert_eq!(city["cathedrals"], 1);
    // Without the cathedral's rule (a follower in a plain two-tile city)
    // the same city is worth 2 at the end: compare with the base game.
    let plain = cathedral_board(r#""base", "inns-cathedrals""#, "follower")
        .replace("IC-B", "E")
        .replace(
            "at = [0, -1]\n\n[[follower]]",
            "at = [0, -1]\nrotation = 180\n\n[[follower]]",
        );
    let (code, json, err) = score(&plain);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        json["players"]["red"], 4,
        "a completed two-tile city: {json}"
    );
}

#[test]
fn a_figure_the_sets_do_not_bring_is_refused_at_its_follower() {
    // The cathedral tile needs its set; a big follower needs it too.
    let text = cathedral_board(r#""base", "inns-cathedrals""#, "builder");
    let (code, _, err) = score(&text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/illegal-follower]"), "{err}");
    assert!(err.contains("no builder left"), "{err}");
    let (code, _, err) = score(&cathedral_board(r#""base", "inns-cathedrals""#, "knight"));
    assert_eq!(code, 1);
    assert!(err.contains("error[board/unknown-figure]"), "{err}");
    assert!(err.contains("b.toml:15:"), "{err}");
}

#[test]
fn tiles_that_name_players_must_all_take_turns_in_order() {
    let text = r#"tilesets = ["base"]

[[tile]]
kind = "D"
at = [0, 0]

[[tile]]
kind = "U"
at = [1, 0]
rotation = 90
player = "red"

[[tile]]
kind = "U"
at = [2, 0]
rotation = 90
player = "blue"

[[tile]]
kind = "U"
at = [3, 0]
rotation = 90
player = "blue"
"#;
    let (code, _, err) = score(text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/turn-order]"), "{err}");
    assert!(err.contains("b.toml:19:"), "{err}");
    assert!(err.contains("red’s turn, not blue’s"), "{err}");
    let missing = text.replacen("player = \"red\"\n", "", 1);
    let (code, _, err) = score(&missing);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("error[board/turn-order]"), "{err}");
    let ok = text.replace(
        "at = [3, 0]\nrotation = 90\nplayer = \"blue\"",
        "at = [3, 0]\nrotation = 90\nplayer = \"red\"",
    );
    let (code, _, err) = score(&ok);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_rule_parameter_in_the_tile_set_changes_the_score() {
    let project = common::project_copy();
    let root = project.path();
    common::edit(
        root,
        "data/tilesets/inns-cathedrals.toml",
        "params = { inn_road_tile = 2, cathedral_city_tile = 3, cathedral_pennant = 3 }",
        "params = { inn_road_tile = 2, cathedral_city_tile = 5, cathedral_pennant = 3 }",
    );
    let rel = root.join("b.toml");
    std::fs::write(&rel, cathedral_city_of_three()).expect("written");
    let out = tilebook(root, &["score", rel.to_str().unwrap(), "--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["players"]["red"], 25, "5 tiles at 5 each: {json}");
    common::edit(
        root,
        "data/tilesets/inns-cathedrals.toml",
        "cathedral_city_tile = 5",
        "cathedral_tile = 5",
    );
    let out = tilebook(root, &["check", "--format", "json"]);
    let err = String::from_utf8_lossy(&out.stdout);
    assert!(err.contains("data/unknown-param"), "{err}");
    assert!(err.contains("cathedral_city_tile"), "a suggestion: {err}");
}

/// A completed city of five tiles: the cathedral, closed by a city cap (E)
/// on each of its sides; red's follower on it.
fn cathedral_city_of_three() -> String {
    let cap = |x: i32, y: i32, r: u32| {
        format!("[[tile]]\nkind = \"E\"\nat = [{x}, {y}]\nrotation = {r}\n\n")
    };
    format!(
        "tilesets = [\"base\", \"inns-cathedrals\"]\n\n{}[[tile]]\nkind = \"IC-B\"\nat = [0, -1]\n\n[[follower]]\nplayer = \"red\"\nat = [0, -1]\nfeature = \"city\"\n\n{}{}{}",
        cap(0, 0, 0),
        cap(0, -2, 180),
        cap(1, -1, 270),
        cap(-1, -1, 90),
    )
}
