//! `count --format json` lists every kind's features in its drawn
//! orientation, with their attributes, and the kind's symbols.

use crate::common::{repo, tilebook};
use serde_json::{Value, json};

/// The JSON of kind `id` in edition `edition`.
fn kind(edition: &str, id: &str) -> Value {
    let out = tilebook(
        &repo(),
        &["count", "--edition", edition, "--format", "json"],
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("count prints JSON");
    v[0]["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["id"] == id)
        .unwrap_or_else(|| panic!("{id} in {edition}"))
        .clone()
}

#[test]
fn the_cathedral_is_a_city_on_four_sides() {
    let k = kind("inns-cathedrals", "IC-B");
    assert_eq!(
        k["features"],
        json!([{ "type": "city", "sides": ["N", "E", "S", "W"], "cathedral": true }])
    );
    assert_eq!(k["symbols"], json!([]));
}

#[test]
fn the_bridge_lists_two_roads_one_on_the_bridge_and_four_fields() {
    let k = kind("traders-builders", "TB-X");
    assert_eq!(
        k["features"],
        json!([
            { "type": "road", "sides": ["N", "S"], "bridge": true },
            { "type": "road", "sides": ["E", "W"] },
            { "type": "field", "halves": ["NNW", "WNW"] },
            { "type": "field", "halves": ["NNE", "ENE"] },
            { "type": "field", "halves": ["ESE", "SSE"] },
            { "type": "field", "halves": ["SSW", "WSW"] },
        ])
    );
}

#[test]
fn inns_goods_ends_and_field_borders_are_listed() {
    let k = kind("inns-cathedrals", "IC-K");
    assert_eq!(
        k["features"],
        json!([
            { "type": "city", "sides": ["N", "W"] },
            { "type": "road", "sides": ["S"], "inn": true, "end": "city" },
            { "type": "field", "halves": ["SSW"], "cities": [0] },
            { "type": "field", "halves": ["ENE", "ESE", "SSE"], "cities": [0] },
        ])
    );
    let goods = kind("traders-builders", "TB-W");
    assert_eq!(
        goods["features"][1],
        json!({ "type": "road", "sides": ["W"], "end": "house" })
    );
    let cloth = kind("traders-builders", "TB-F");
    assert_eq!(
        cloth["features"][0],
        json!({ "type": "city", "sides": ["N", "W"], "goods": "cloth" })
    );
    // The field enclosed by the three cities touches no edge.
    assert_eq!(
        cloth["features"][3],
        json!({ "type": "field", "halves": [], "cities": [0, 1, 2] })
    );
}

#[test]
fn base_kinds_list_pennants_cloisters_rivers_and_symbols() {
    let c = kind("base", "C");
    assert_eq!(
        c["features"],
        json!([{ "type": "city", "sides": ["N", "E", "S", "W"], "pennants": 1 }])
    );
    let a = kind("base", "A");
    assert_eq!(a["features"][2], json!({ "type": "cloister" }));
    let spring = kind("river", "river-spring");
    assert_eq!(
        spring["features"][1],
        json!({ "type": "river", "sides": ["S"], "end": "spring" })
    );
    let animal = kind("winter", "Z11");
    assert_eq!(animal["symbols"], json!(["animal"]));
    assert_eq!(
        animal["features"][0],
        json!({ "type": "road", "sides": ["S"], "end": "house" })
    );
}
