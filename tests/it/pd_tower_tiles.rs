//! The tile sets of expansions III Princess & Dragon and IV The Tower:
//! their counts, the symbols, princesses, tunnels and pieces read from
//! them and listed by `count --format json`, and the diagnostics of the
//! new keys.

use crate::common::{
    self, bad, check_json, edit, edition, expect, kind_json, line_of, project_copy, shipped,
    tiles_where,
};
use serde_json::{Value, json};
use tilebook_engine::{Piece, RoadEnd, TileKind, Token};

const PD: &str = "data/tilesets/princess-dragon.toml";
const TW: &str = "data/tilesets/tower.toml";

#[test]
fn princess_dragon_has_30_tiles_and_tower_18_and_both_pass() {
    edition("princess-dragon", 30);
    edition("tower", 18);
}

#[test]
fn every_princess_dragon_tile_bears_one_symbol_as_the_rulebook_counts() {
    // Seed 000, section III: 6 volcanoes, 12 dragons, 6 magic portals and
    // 6 princesses, one on each of the 30 tiles.
    assert_eq!(tiles_where("princess-dragon", &|k| k.is_volcano()), 6);
    assert_eq!(tiles_where("princess-dragon", &|k| k.is_dragon()), 12);
    assert_eq!(tiles_where("princess-dragon", &|k| k.is_portal()), 6);
    assert_eq!(tiles_where("princess-dragon", &|k| k.has_princess()), 6);
    let one = |k: &TileKind| {
        let marks = [
            k.is_volcano(),
            k.is_dragon(),
            k.is_portal(),
            k.has_princess(),
        ];
        marks.into_iter().filter(|m| *m).count() == 1
    };
    assert_eq!(tiles_where("princess-dragon", &one), 30);
    // The tunnel and the cloister in the city, once each.
    assert_eq!(tiles_where("princess-dragon", &|k| k.has_tunnel()), 1);
    let in_city = |k: &TileKind| k.cloister && !k.cities.is_empty();
    assert_eq!(tiles_where("princess-dragon", &in_city), 1);
}

#[test]
fn every_tower_tile_has_a_foundation() {
    assert_eq!(tiles_where("tower", &|k| k.has_tower()), 18);
    assert_eq!(tiles_where("princess-dragon", &|k| k.has_tower()), 0);
}

#[test]
fn the_pieces_are_the_dragon_the_fairy_and_30_tower_pieces() {
    let data = shipped();
    let pieces = |id: &str| data.set(id).expect("the set").set.pieces.clone();
    let token = |token, total| Piece::Token { token, total };
    assert_eq!(
        pieces("princess-dragon"),
        vec![token(Token::Dragon, 1), token(Token::Fairy, 1)]
    );
    assert_eq!(pieces("tower"), vec![token(Token::Tower, 30)]);
    // Each names its rules module: the engine plays their turn steps.
    for id in ["princess-dragon", "tower"] {
        assert_eq!(
            data.set(id).expect("the set").set.rules.as_deref(),
            Some(id)
        );
    }
}

#[test]
fn count_lists_symbols_princesses_tunnels_and_road_ends() {
    let pd = edition("princess-dragon", 30);
    // The tunnel: one road N–S under the city, the fields N and S whole.
    let tunnel = kind_json(&pd, "PD-25");
    assert_eq!(tunnel["symbols"], json!(["dragon"]));
    assert_eq!(
        tunnel["features"],
        json!([
            { "type": "city", "sides": ["E", "W"] },
            { "type": "road", "sides": ["N", "S"], "tunnel": true },
            { "type": "field", "halves": ["NNW", "NNE"], "cities": [0] },
            { "type": "field", "halves": ["SSE", "SSW"], "cities": [0] },
        ])
    );
    // A princess in the cap, beside a corner city with a pennant.
    let princess = kind_json(&pd, "PD-10");
    assert_eq!(princess["features"][0]["princess"], true);
    assert_eq!(princess["features"][1].get("princess"), None);
    assert_eq!(princess["features"][1]["pennants"], 1);
    // A road ending at the volcano; the cloister in the city.
    let volcano = kind_json(&pd, "PD-03");
    assert_eq!(volcano["features"][0]["end"], "volcano");
    assert_eq!(volcano["symbols"], json!(["volcano"]));
    let types: Vec<&Value> = kind_json(&pd, "PD-13")["features"]
        .as_array()
        .expect("features")
        .iter()
        .map(|f| &f["type"])
        .collect();
    assert_eq!(types, [&json!("city"), &json!("field"), &json!("cloister")]);
    let tw = edition("tower", 18);
    let crossing = kind_json(&tw, "TW-07");
    assert_eq!(crossing["symbols"], json!(["tower"]));
    let ends: Vec<&Value> = crossing["features"]
        .as_array()
        .expect("features")
        .iter()
        .filter(|f| f["type"] == "road")
        .map(|f| &f["end"])
        .collect();
    assert_eq!(ends, vec![&json!("tower"); 4]);
}

#[test]
fn the_tunnel_joins_the_road_and_the_city_through_the_tile() {
    let data = shipped();
    let t = data.kind("PD-25").expect("the tunnel");
    assert_eq!(t.roads.len(), 1);
    assert_eq!(t.cities.len(), 1);
    assert!(t.roads[0].tunnel && t.roads[0].end.is_none());
    assert_eq!(t.roads[0].sides.len() + t.cities[0].sides.len(), 4);
    assert_eq!(t.fields.len(), 2);
    let ends = |id: &str| -> Vec<Option<RoadEnd>> {
        data.kind(id)
            .expect("kind")
            .roads
            .iter()
            .map(|r| r.end)
            .collect()
    };
    assert_eq!(ends("TW-04"), vec![Some(RoadEnd::Tower); 2]);
    assert_eq!(ends("PD-03"), vec![Some(RoadEnd::Volcano)]);
}

/// A board: the tunnel between two caps (E and W) and two straight roads
/// (N and S); red on the tunnel's road, blue on a cap.
const TUNNEL_BOARD: &str = r#"tilesets = ["base", "princess-dragon"]

[[tile]]
kind = "PD-25"
at = [0, 0]

[[tile]]
kind = "E"
at = [1, 0]
rotation = 270

[[tile]]
kind = "E"
at = [-1, 0]
rotation = 90

[[tile]]
kind = "U"
at = [0, -1]

[[tile]]
kind = "U"
at = [0, 1]

[[follower]]
player = "red"
at = [0, 0]
feature = "road"

[[follower]]
player = "blue"
at = [1, 0]
feature = "city"
"#;

#[test]
fn in_play_the_road_runs_on_through_the_tunnel_and_the_city_over_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let board = dir.path().join("tunnel.toml");
    std::fs::write(&board, TUNNEL_BOARD).expect("written");
    let path = board.to_str().expect("UTF-8 path");
    for rules in ["first", "second", "third"] {
        let out = common::tilebook(
            &common::repo(),
            &["score", path, "--rules", rules, "--format", "json"],
        );
        assert_eq!(out.status.code(), Some(0), "{rules}");
        let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        // The city of three tiles (cap, tunnel, cap) is completed over the
        // tunnel: 2 per tile. The road of three tiles runs on under it,
        // unfinished at the end: 1 per tile.
        assert_eq!(v["players"]["blue"], 6, "{rules}: {v:#}");
        assert_eq!(v["players"]["red"], 3, "{rules}: {v:#}");
    }
}

#[test]
fn a_road_across_a_city_without_a_tunnel_is_reported() {
    bad(
        PD,
        r#"roads = [{ sides = ["N", "S"], tunnel = true }]"#,
        r#"roads = [{ sides = ["N", "S"] }]"#,
        r#"roads = [{ sides = ["N", "S"] }]"#,
        "tile/road-through-city",
    );
}

#[test]
fn a_tunnel_under_nothing_is_reported() {
    bad(
        PD,
        r#"symbols = ["dragon"]
roads = [{ sides = ["E", "W"] }]"#,
        r#"symbols = ["dragon"]
roads = [{ sides = ["E", "W"], tunnel = true }]"#,
        "tunnel = true }]\nfields = [\n  { halves = [\"WNW\"",
        "tile/tunnel-under-nothing",
    );
}

#[test]
fn a_road_ending_at_a_missing_volcano_or_tower_is_reported() {
    bad(
        PD,
        r#"symbols = ["volcano"]
roads = [{ sides = ["S"], end = "volcano" }]"#,
        r#"symbols = ["dragon"]
roads = [{ sides = ["S"], end = "volcano" }]"#,
        r#"roads = [{ sides = ["S"], end = "volcano""#,
        "tile/end-without-target",
    );
    bad(
        TW,
        r#"symbols = ["tower"]
roads = [{ sides = ["W"], end = "tower" }"#,
        r#"symbols = []
roads = [{ sides = ["W"], end = "tower" }"#,
        r#"roads = [{ sides = ["W"], end = "tower""#,
        "tile/end-without-target",
    );
}

#[test]
fn an_unknown_token_is_reported_with_a_suggestion() {
    let d = bad(
        TW,
        r#"{ token = "tower", total = 30 }"#,
        r#"{ token = "towr", total = 30 }"#,
        "\"towr\"",
        "data/bad-piece",
    );
    assert_eq!(d["hint"], "did you mean `tower`?");
}

#[test]
fn a_token_with_goods_is_reported() {
    bad(
        PD,
        r#"{ token = "fairy", total = 1 }"#,
        r#"{ token = "fairy", goods = "wine", total = 1 }"#,
        "{ token = \"fairy\"",
        "data/bad-piece",
    );
}

#[test]
fn an_unknown_symbol_is_a_warning_with_a_suggestion() {
    let p = project_copy();
    // PD-02, a portal tile no example plays: misspelt, it is a plain tile.
    edit(
        p.path(),
        PD,
        r#"symbols = ["portal"]
roads = [{ sides = ["N", "W"] }"#,
        r#"symbols = ["portla"]
roads = [{ sides = ["N", "W"] }"#,
    );
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 0, "a warning alone: {diags:#?}");
    let line = line_of(p.path(), PD, "\"portla\"");
    expect(&diags, "data/unknown-symbol", PD, Some(line));
    let d = diags
        .iter()
        .find(|d| d["code"] == "data/unknown-symbol")
        .expect("the warning");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["hint"], "did you mean `portal`?");
}
