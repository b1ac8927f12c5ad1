//! The tile sets of The River II and The Count of Carcassonne: their
//! counts, the fork, the lakes (one with the volcano), the inn, the herd of
//! pigs, the quarters of Carcassonne and the block of the Count's city, as
//! read from the data and listed by `count --format json`, and the
//! diagnostics of the new keys (a broken block names both tiles).

use crate::common::{
    self, bad, edit, edition, kind_json, line_of, project_copy, shipped, tiles_where,
};
use serde_json::{Value, json};
use tilebook_engine::{Piece, Quarter, RiverEnd, Rotation, TileKind, Token};

const R2: &str = "data/tilesets/river-2.toml";
const CO: &str = "data/tilesets/count.toml";

#[test]
fn river_2_has_12_tiles_and_the_count_12_and_both_pass() {
    let r2 = edition("river-2", 12);
    let co = edition("count", 12);
    // The spring starts River II; the Count's city starts from its block.
    let starts = |e: &Value| -> Vec<String> {
        e["kinds"]
            .as_array()
            .expect("kinds")
            .iter()
            .filter(|k| k["start"] == true)
            .map(|k| k["id"].as_str().expect("id").to_string())
            .collect()
    };
    assert_eq!(starts(&r2), ["R2-01"]);
    assert!(starts(&co).is_empty());
    assert_eq!(co["block"].as_array().map(Vec::len), Some(12));
    assert_eq!(r2.get("block"), None);
    let data = shipped();
    assert!(data.set("river-2").expect("set").set.requires_start);
    assert!(!data.set("count").expect("set").set.requires_start);
}

#[test]
fn the_fork_is_one_river_reaching_three_sides_and_the_only_one() {
    assert_eq!(tiles_where("river-2", &|k| k.is_fork()), 1);
    let data = shipped();
    let fork = data.kind("R2-02").expect("the fork");
    assert_eq!(fork.rivers.len(), 1);
    assert_eq!(fork.rivers[0].sides.len(), 3);
    assert_eq!(fork.rivers[0].end, None);
    assert_eq!(fork.fields.len(), 3);
    // No other shipped kind forks.
    let forks: Vec<&str> = data
        .kinds
        .values()
        .filter(|i| i.kind.is_fork())
        .map(|i| i.kind.id.as_str())
        .collect();
    assert_eq!(forks, ["R2-02"]);
    let e = edition("river-2", 12);
    assert_eq!(
        kind_json(&e, "R2-02")["features"][3],
        json!({ "type": "river", "sides": ["N", "E", "W"] })
    );
}

#[test]
fn the_river_ends_in_two_lakes_one_with_the_volcano() {
    let data = shipped();
    let ends = |id: &str| -> Vec<Option<RiverEnd>> {
        let k = data.kind(id).expect("kind");
        k.rivers.iter().map(|r| r.end).collect()
    };
    assert_eq!(ends("R2-01"), [Some(RiverEnd::Spring)]);
    assert_eq!(ends("R2-03"), [Some(RiverEnd::Lake)]);
    assert_eq!(ends("R2-04"), [Some(RiverEnd::Lake)]);
    let lake_volcano =
        |k: &TileKind| k.is_volcano() && k.rivers.iter().any(|r| r.end == Some(RiverEnd::Lake));
    assert_eq!(tiles_where("river-2", &lake_volcano), 1);
    assert!(lake_volcano(data.kind("R2-03").expect("kind")));
    assert_eq!(tiles_where("river-2", &|k| k.is_volcano()), 1);
    // Two river ends for the fork's two arms, one spring.
    let lakes = |k: &TileKind| k.rivers.iter().any(|r| r.end == Some(RiverEnd::Lake));
    assert_eq!(tiles_where("river-2", &lakes), 2);
    let e = edition("river-2", 12);
    let volcano = kind_json(&e, "R2-03");
    assert_eq!(volcano["symbols"], json!(["volcano"]));
    assert_eq!(volcano["features"][1]["end"], "lake");
    // The lake by the city parts the field: two fields, both beside it.
    let by_city = data.kind("R2-04").expect("kind");
    assert_eq!(by_city.fields.len(), 2);
    assert!(by_city.fields.iter().all(|f| f.cities == [0]));
}

#[test]
fn the_inn_stands_by_the_road_over_the_river() {
    assert_eq!(tiles_where("river-2", &|k| k.has_inn()), 1);
    let e = edition("river-2", 12);
    let inn = kind_json(&e, "R2-07");
    assert_eq!(
        inn["features"][0],
        json!({ "type": "road", "sides": ["E", "W"], "inn": true })
    );
    assert_eq!(inn["edges"], "WRWR");
}

#[test]
fn the_herd_of_pigs_grazes_in_one_field() {
    assert_eq!(tiles_where("river-2", &|k| k.has_herd()), 1);
    let data = shipped();
    let herd = data.kind("R2-11").expect("the herd");
    let fields: Vec<bool> = herd.fields.iter().map(|f| f.herd).collect();
    assert_eq!(fields, [true, false]);
    assert_eq!(herd.fields[0].halves.len(), 6);
    // No other shipped kind has a herd.
    let herds = data.kinds.values().filter(|i| i.kind.has_herd()).count();
    assert_eq!(herds, 1);
    let e = edition("river-2", 12);
    assert_eq!(kind_json(&e, "R2-11")["features"][0]["herd"], true);
    assert_eq!(kind_json(&e, "R2-11")["features"][1].get("herd"), None);
}

#[test]
fn the_city_crosses_the_river_as_one_city_and_the_fields_run_on() {
    let data = shipped();
    let k = data.kind("R2-05").expect("kind");
    assert_eq!(k.cities.len(), 1);
    assert_eq!(k.cities[0].sides.len(), 2);
    assert_eq!(k.rivers[0].sides.len(), 2);
    // Each bank's field touches both N and S.
    for f in &k.fields {
        let sides: std::collections::BTreeSet<_> = f.halves.iter().map(|h| h.side()).collect();
        assert_eq!(sides.len(), 2, "{:?}", f.halves);
    }
}

#[test]
fn every_tile_of_the_count_belongs_to_a_quarter_three_to_each() {
    let data = shipped();
    for q in Quarter::ALL {
        assert_eq!(tiles_where("count", &|k| k.quarter == Some(q)), 3, "{q}");
    }
    assert_eq!(tiles_where("count", &|k| k.quarter.is_some()), 12);
    // Only the Count's tiles have a quarter, and every one has part of the
    // city of Carcassonne.
    let quartered = data.kinds.values().filter(|i| i.kind.quarter.is_some());
    assert!(quartered.clone().all(|i| i.set == "count"));
    assert!(quartered.clone().all(|i| i.kind.has_carcassonne()));
    assert_eq!(quartered.count(), 12);
    let e = edition("count", 12);
    assert_eq!(kind_json(&e, "CO-03")["quarter"], "castle");
    assert_eq!(kind_json(&e, "CO-06")["quarter"], "cathedral");
    assert_eq!(kind_json(&e, "CO-07")["quarter"], "market");
    assert_eq!(kind_json(&e, "CO-11")["quarter"], "blacksmith");
    // The two inner tiles lie wholly inside the walls.
    assert_eq!(kind_json(&e, "CO-06")["edges"], "CCCC");
    assert_eq!(kind_json(&e, "CO-06")["features"], json!([]));
    assert_eq!(
        data.set("count").expect("set").set.pieces,
        [Piece::Token {
            token: Token::Count,
            total: 1
        }]
    );
}

#[test]
fn the_block_is_four_by_three_unturned_in_the_sources_order() {
    let data = shipped();
    let set = &data.set("count").expect("set").set;
    let laid: Vec<(&str, (i32, i32))> = set.block.iter().map(|b| (b.kind.as_str(), b.at)).collect();
    let mut want = Vec::new();
    for (i, id) in (1..=12).map(|n| format!("CO-{n:02}")).enumerate() {
        let (x, y) = (i as i32 % 4 - 2, i as i32 / 4 - 1);
        want.push((id, (x, y)));
    }
    let want: Vec<(&str, (i32, i32))> = want.iter().map(|(id, at)| (id.as_str(), *at)).collect();
    assert_eq!(laid, want);
    assert!(set.block.iter().all(|b| b.rotation == Rotation::R0));
    // Every touching pair matches.
    assert_eq!(set.block_errors(|id| data.kind(id)), vec![]);
    // The three roads and two city caps face out of the block.
    let e = edition("count", 12);
    assert_eq!(kind_json(&e, "CO-01")["edges"], "FFFR");
    assert_eq!(kind_json(&e, "CO-04")["edges"], "RFFF");
    assert_eq!(kind_json(&e, "CO-11")["edges"], "CFRF");
    assert_eq!(kind_json(&e, "CO-09")["edges"], "FFCF");
    assert_eq!(kind_json(&e, "CO-12")["edges"], "FCFF");
    assert_eq!(
        e["block"][6],
        json!({ "kind": "CO-07", "at": [0, 0], "rotation": 0 })
    );
}

#[test]
fn a_block_tile_turned_the_wrong_way_is_reported_naming_both_tiles() {
    let d = bad(
        CO,
        r#"{ kind = "CO-02", at = [-1, -1] }"#,
        r#"{ kind = "CO-02", at = [-1, -1], rotation = 180 }"#,
        r#"{ kind = "CO-02""#,
        "set/block-mismatch",
    );
    let message = d["message"].as_str().expect("message");
    assert!(
        message.contains("`CO-02` at [-1, -1]") && message.contains("`CO-01` at [-2, -1]"),
        "{message}"
    );
    assert!(message.contains("W side"), "{message}");
    assert!(message.contains("city"), "{message}");
}

#[test]
fn a_block_tile_on_an_unknown_kind_or_a_taken_square_is_reported() {
    let d = bad(
        CO,
        r#"{ kind = "CO-05", at = [-2, 0] }"#,
        r#"{ kind = "CO-5", at = [-2, 0] }"#,
        r#""CO-5""#,
        "set/bad-block",
    );
    assert_eq!(d["hint"], "did you mean `CO-05`?");
    bad(
        CO,
        r#"{ kind = "CO-06", at = [-1, 0] }"#,
        r#"{ kind = "CO-06", at = [0, 0] }"#,
        // CO-07, listed after it, finds its square taken.
        r#"{ kind = "CO-07""#,
        "set/bad-block",
    );
    bad(
        CO,
        r#"{ kind = "CO-08", at = [1, 0] }"#,
        r#"{ kind = "CO-08", at = [1, 0], rotation = 45 }"#,
        "45",
        "set/bad-block",
    );
}

#[test]
fn a_misspelt_quarter_is_reported_with_a_suggestion() {
    let d = bad(
        CO,
        r#"quarter = "blacksmith"
edges = "CFFF""#,
        r#"quarter = "blacksmth"
edges = "CFFF""#,
        r#""blacksmth""#,
        "data/bad-quarter",
    );
    assert_eq!(d["hint"], "did you mean `blacksmith`?");
}

#[test]
fn half_edges_left_to_no_feature_need_a_quarter() {
    // Without its quarter CO-02's lower half-edges belong to nothing.
    let p = project_copy();
    edit(
        p.path(),
        CO,
        r#"quarter = "castle"
edges = "FFCF"
fields = [{ halves = ["WNW", "NNW", "NNE", "ENE"] }]

[[kind]]
id = "CO-03""#,
        r#"edges = "FFCF"
fields = [{ halves = ["WNW", "NNW", "NNE", "ENE"] }]

[[kind]]
id = "CO-03""#,
    );
    let (status, diags) = common::check_json(p.path());
    assert_eq!(status, 1);
    let line = line_of(
        p.path(),
        CO,
        r#"fields = [{ halves = ["WNW", "NNW", "NNE", "ENE"] }]"#,
    );
    let unclaimed: Vec<&Value> = diags
        .iter()
        .filter(|d| d["code"] == "tile/half-unclaimed")
        .collect();
    assert!(!unclaimed.is_empty(), "{diags:#?}");
    assert!(unclaimed.iter().all(|d| d["line"].as_u64() < Some(line)));
}

#[test]
fn a_river_reaching_four_sides_or_a_forking_road_is_reported() {
    bad(
        R2,
        r#"edges = "WWFW"
rivers = [{ sides = ["W", "N", "E"] }]
fields = [
  { halves = ["WNW", "NNW"] },
  { halves = ["NNE", "ENE"] },
  { halves = ["ESE", "SSE", "SSW", "WSW"] },
]"#,
        r#"edges = "WWWW"
rivers = [{ sides = ["W", "N", "E", "S"] }]
fields = [
  { halves = ["WNW", "NNW"] },
  { halves = ["NNE", "ENE"] },
  { halves = ["ESE", "SSE"] },
  { halves = ["SSW", "WSW"] },
]"#,
        r#"rivers = [{ sides = ["W", "N", "E", "S"] }]"#,
        "tile/too-many-sides",
    );
    bad(
        R2,
        r#"edges = "WWFW"
rivers = [{ sides = ["W", "N", "E"] }]"#,
        r#"edges = "RRFR"
roads = [{ sides = ["W", "N", "E"] }]"#,
        r#"roads = [{ sides = ["W", "N", "E"] }]"#,
        "tile/too-many-sides",
    );
}
