//! The browser's engine writes feature types, players and scoring times by
//! their lower-case names, the same as every other JSON tilebook writes,
//! so the page's script needs no table to convert them.

use serde_json::Value;
use tilebook_wasm::to_json;

/// The engine part of the site's `examples/city-tie.json`.
const CITY_TIE: &str = include_str!("city-tie.json");

fn written<T: serde::Serialize>(value: &T) -> Value {
    serde_json::from_str(&to_json(value).expect("serializes")).expect("JSON")
}

#[test]
fn state_names_are_lower_case() {
    let core = crate::core_of(CITY_TIE).expect("reads");
    let state = written(&core.state("third", 9, true).expect("state"));
    assert_eq!(state["rules"], "third");
    assert_eq!(state["players"][0][0], "red");
    assert_eq!(state["players"][1][0], "blue");
    let city = state["events"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["feature"] == "city")
        .expect("the city is scored");
    assert_eq!(city["when"], "play");
    assert_eq!(city["points"][0][0], "red");
    // Red's knight, on the board before the city is complete.
    let early = written(&core.state("third", 2, false).expect("state"));
    assert_eq!(early["followers"][0]["player"], "red");
    assert_eq!(early["followers"][0]["feature"]["ty"], "city");
}
