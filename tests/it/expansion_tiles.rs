//! The tile sets of expansions I Inns & Cathedrals and II Traders &
//! Builders: their counts, the feature attributes and pieces read from
//! them, and the diagnostics of the new keys.

use crate::common::{bad, check_json, count, edit, expect, project_copy, repo, shipped, tilebook};
use tilebook_engine::{Figure, Goods, Piece, RoadEnd};

const IC: &str = "data/tilesets/inns-cathedrals.toml";
const TB: &str = "data/tilesets/traders-builders.toml";

#[test]
fn inns_cathedrals_has_18_tiles_and_passes() {
    let (status, v) = count("inns-cathedrals");
    assert_eq!(status, 0);
    assert_eq!(
        (v[0]["total"].as_u64(), v[0]["ok"].as_bool()),
        (Some(18), Some(true))
    );
    let human = tilebook(&repo(), &["count", "--edition", "inns-cathedrals"]);
    assert!(
        String::from_utf8_lossy(&human.stdout)
            .starts_with("inns-cathedrals: 18 tiles, rulebook states 18 — ok")
    );
}

#[test]
fn traders_builders_has_24_tiles_and_passes() {
    let (status, v) = count("traders-builders");
    assert_eq!(status, 0);
    assert_eq!(
        (v[0]["total"].as_u64(), v[0]["ok"].as_bool()),
        (Some(24), Some(true))
    );
}

#[test]
fn six_inns_two_cathedrals_and_goods_symbols_as_the_tokens() {
    let data = shipped();
    let tiles = |set: &str, has: &dyn Fn(&tilebook_engine::TileKind) -> bool| -> u32 {
        let info = data.sets.iter().find(|s| s.set.id.as_str() == set).unwrap();
        info.set
            .entries
            .iter()
            .filter(|e| has(data.kind(&e.kind).unwrap()))
            .map(|e| e.count)
            .sum()
    };
    assert_eq!(tiles("inns-cathedrals", &|k| k.has_inn()), 6);
    assert_eq!(tiles("inns-cathedrals", &|k| k.has_cathedral()), 2);
    for (goods, n) in [(Goods::Wine, 9), (Goods::Grain, 6), (Goods::Cloth, 5)] {
        let symbols = |k: &tilebook_engine::TileKind| {
            k.cities.iter().filter(|c| c.goods == Some(goods)).count() as u32
        };
        let info = data
            .sets
            .iter()
            .find(|s| s.set.id.as_str() == "traders-builders")
            .unwrap();
        let on_tiles: u32 = info
            .set
            .entries
            .iter()
            .map(|e| e.count * symbols(data.kind(&e.kind).unwrap()))
            .sum();
        assert_eq!(on_tiles, n, "{goods}");
        assert!(info.set.pieces.contains(&Piece::Goods {
            goods,
            total: n as u8,
        }));
    }
}

#[test]
fn attributes_are_read_from_the_shipped_files() {
    let data = shipped();
    let kind = |id: &str| data.kind(id).unwrap().clone();
    // An inn by the lake on a bend.
    let inn = kind("IC-P");
    assert!(inn.roads[0].inn && !inn.roads[0].bridge);
    // The cathedral: one city on all four sides.
    let cathedral = kind("IC-B");
    assert_eq!(cathedral.cities.len(), 1);
    assert_eq!(cathedral.cities[0].sides.len(), 4);
    assert!(cathedral.cities[0].cathedral);
    // A city with goods.
    assert_eq!(kind("TB-A").cities[0].goods, Some(Goods::Grain));
    // One road ends at the city, the other at a house.
    let ends: Vec<_> = kind("TB-W").roads.iter().map(|r| r.end).collect();
    assert_eq!(ends, vec![Some(RoadEnd::House), Some(RoadEnd::City)]);
    // The bridge: two roads, one on the bridge, four fields.
    let bridge = kind("TB-X");
    assert_eq!(bridge.roads.iter().filter(|r| r.bridge).count(), 1);
    assert_eq!(bridge.fields.len(), 4);
    // Three separate cities; the cloister splitting the road into three.
    assert_eq!(kind("TB-F").cities.len(), 3);
    let cloister = kind("TB-T");
    assert!(cloister.cloister && cloister.roads.len() == 3);
    assert!(
        cloister
            .roads
            .iter()
            .all(|r| r.end == Some(RoadEnd::Cloister))
    );
}

#[test]
fn pieces_and_rules_are_read() {
    let data = shipped();
    let set = |id: &str| {
        &data
            .sets
            .iter()
            .find(|s| s.set.id.as_str() == id)
            .unwrap()
            .set
    };
    let ic = set("inns-cathedrals");
    assert_eq!(ic.rules.as_deref(), Some("inns-cathedrals"));
    assert_eq!(
        ic.pieces,
        vec![Piece::Figure {
            figure: Figure::Big,
            per_player: 1
        }]
    );
    let tb = set("traders-builders");
    assert_eq!(tb.rules.as_deref(), Some("traders-builders"));
    assert_eq!(tb.pieces.len(), 5);
    assert!(tb.pieces.contains(&Piece::Figure {
        figure: Figure::Pig,
        per_player: 1
    }));
    assert!(set("base").pieces.is_empty() && set("base").rules.is_none());
}

#[test]
fn unknown_goods_are_reported_with_a_suggestion() {
    let d = bad(
        TB,
        r#"goods = "grain" }]"#,
        r#"goods = "grian" }]"#,
        "\"grian\"",
        "data/bad-goods",
    );
    assert_eq!(d["hint"], "did you mean `grain`?");
}

#[test]
fn unknown_goods_in_pieces_are_reported() {
    bad(
        TB,
        r#"{ goods = "cloth", total = 5 }"#,
        r#"{ goods = "silk", total = 5 }"#,
        "\"silk\"",
        "data/bad-goods",
    );
}

#[test]
fn a_piece_with_both_a_figure_and_goods_is_reported() {
    bad(
        IC,
        r#"{ figure = "big", per_player = 1 }"#,
        r#"{ figure = "big", per_player = 1, goods = "wine", total = 1 }"#,
        "{ figure = \"big\"",
        "data/bad-piece",
    );
}

#[test]
fn a_piece_with_neither_is_reported() {
    bad(
        IC,
        r#"{ figure = "big", per_player = 1 }"#,
        r#"{ per_player = 1 }"#,
        "{ per_player",
        "data/bad-piece",
    );
}

#[test]
fn an_unknown_figure_is_reported_with_a_suggestion() {
    let d = bad(
        TB,
        r#"figure = "builder""#,
        r#"figure = "bulder""#,
        "\"bulder\"",
        "data/bad-piece",
    );
    assert_eq!(d["hint"], "did you mean `builder`?");
}

#[test]
fn unknown_rules_are_reported_with_a_suggestion() {
    let d = bad(
        IC,
        r#"rules = "inns-cathedrals""#,
        r#"rules = "inns-cathedral""#,
        "rules = ",
        "data/unknown-rules",
    );
    assert_eq!(d["hint"], "did you mean `inns-cathedrals`?");
}

#[test]
fn crossing_roads_without_a_bridge_are_reported() {
    bad(
        TB,
        r#"roads = [{ sides = ["N", "S"], bridge = true }, { sides = ["E", "W"] }]"#,
        r#"roads = [{ sides = ["N", "S"] }, { sides = ["E", "W"] }]"#,
        r#"{ sides = ["E", "W"] }]"#,
        "tile/roads-cross",
    );
}

#[test]
fn a_bridge_over_nothing_is_reported() {
    bad(
        IC,
        r#"roads = [{ sides = ["E", "W"], inn = true }]"#,
        r#"roads = [{ sides = ["E", "W"], inn = true, bridge = true }]"#,
        "bridge = true",
        "tile/bridge-over-nothing",
    );
}

#[test]
fn an_inn_on_a_river_is_a_schema_error() {
    let p = project_copy();
    edit(
        p.path(),
        "data/tilesets/river.toml",
        r#"rivers = [{ sides = ["S"], end = "spring" }]"#,
        r#"rivers = [{ sides = ["S"], end = "spring", inn = true }]"#,
    );
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    expect(&diags, "data/schema", "data/tilesets/river.toml", None);
}
