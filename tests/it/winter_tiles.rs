//! The Winter Edition's twelve animal tiles have their printed shapes
//! (data/tilesets/winter.toml), and `like` still lends a shape.

use crate::common::{self, project_copy, tilebook};
use serde_json::{Value, json};

fn kinds(root: &std::path::Path) -> Vec<Value> {
    let out = tilebook(root, &["count", "--edition", "winter", "--format", "json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).expect("count prints JSON");
    v[0]["kinds"].as_array().unwrap().clone()
}

fn kind<'a>(all: &'a [Value], id: &str) -> &'a Value {
    all.iter()
        .find(|k| k["id"] == id)
        .unwrap_or_else(|| panic!("{id}"))
}

#[test]
fn each_animal_tile_has_its_printed_edges() {
    let root = common::repo();
    let all = kinds(&root);
    let expected = [
        ("Z01", "FRRR"),
        ("Z02", "CFFR"),
        ("Z03", "CRFF"),
        ("Z04", "FFRF"),
        ("Z05", "CFRC"),
        ("Z06", "FRFR"),
        ("Z07", "CRRF"),
        ("Z08", "CFRF"),
        ("Z09", "RRRR"),
        ("Z10", "CRFC"),
        ("Z11", "FFRF"),
        ("Z12", "CFRR"),
    ];
    for (id, edges) in expected {
        let k = kind(&all, id);
        assert_eq!(k["edges"], edges, "{id}");
        assert_eq!(k["count"], 1, "{id}");
        assert_eq!(k["symbols"], json!(["animal"]), "{id}");
    }
    // Roads that end at a city gate, a cloister on both sides, the inn.
    assert_eq!(
        kind(&all, "Z08")["features"][1],
        json!({ "type": "road", "sides": ["S"], "end": "city" })
    );
    let z06 = kind(&all, "Z06")["features"].as_array().unwrap().clone();
    assert_eq!(z06.iter().filter(|f| f["end"] == "cloister").count(), 2);
    assert_eq!(kind(&all, "Z05")["features"][1]["inn"], true);
}

#[test]
fn a_kind_defined_with_like_lists_the_shape_it_borrows() {
    // Replace Z12's own shape, the last kind in the file, by `like = "E"`.
    let dir = project_copy();
    let path = dir.path().join("data/tilesets/winter.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let cut = text.find("\n[[kind]]\nid = \"Z12\"").unwrap();
    let text = format!(
        "{}\n[[kind]]\nid = \"Z12\"\ncount = 1\nlike = \"E\"\nsymbols = [\"animal\"]\n",
        &text[..cut]
    );
    std::fs::write(&path, text).unwrap();
    let all = kinds(dir.path());
    let out = tilebook(
        dir.path(),
        &["count", "--edition", "base", "--format", "json"],
    );
    let base: Value = serde_json::from_slice(&out.stdout).unwrap();
    let e = base[0]["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["id"] == "E")
        .unwrap()
        .clone();
    let z12 = kind(&all, "Z12");
    assert_eq!(z12["features"], e["features"]);
    assert_eq!(z12["edges"], "CFFF");
    assert_eq!(z12["symbols"], json!(["animal"]));
}
