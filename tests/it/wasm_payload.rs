//! The example payload (the JSON the site embeds for each scoring example
//! and the browser's engine reads) lives in the engine crate: the compiler
//! builds without the WebAssembly crate, and the JSON keeps its bytes.

use std::collections::{BTreeMap, BTreeSet};

use crate::common::{repo, shipped};
use tilebook::site::example;

/// The packages `root` depends on, directly or not, by Cargo.lock.
fn closure(lock: &toml::Table, root: &str) -> BTreeSet<String> {
    let deps: BTreeMap<&str, Vec<&str>> = lock["package"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| {
            let name = p["name"].as_str().expect("name");
            let list = p
                .get("dependencies")
                .and_then(|d| d.as_array())
                .map(|d| {
                    d.iter()
                        // "name" or "name version" when two versions are locked.
                        .filter_map(|s| s.as_str()?.split(' ').next())
                        .collect()
                })
                .unwrap_or_default();
            (name, list)
        })
        .collect();
    let mut seen = BTreeSet::new();
    let mut todo = vec![root];
    while let Some(name) = todo.pop() {
        if seen.insert(name.to_string()) {
            todo.extend(deps.get(name).into_iter().flatten());
        }
    }
    seen
}

#[test]
fn the_compiler_does_not_depend_on_the_wasm_crate() {
    let lock: toml::Table = std::fs::read_to_string(repo().join("Cargo.lock"))
        .expect("Cargo.lock")
        .parse()
        .expect("Cargo.lock parses");
    let wasm = closure(&lock, "tilebook-wasm");
    assert!(wasm.contains("tilebook-engine"), "{wasm:?}");
    let compiler = closure(&lock, "tilebook");
    assert!(compiler.contains("tilebook-engine"), "{compiler:?}");
    for crate_ in ["tilebook-wasm", "wasm-bindgen"] {
        assert!(
            !compiler.contains(crate_),
            "tilebook depends on {crate_}: {compiler:?}"
        );
    }
}

#[test]
fn an_examples_json_keeps_its_bytes_and_its_integers_read_back() {
    let data = shipped();
    let anchors = example::Art::new();
    let mut report = tilebook::diag::Report::new();
    let board = data
        .examples
        .iter()
        .find(|b| b.id == "city-two-tiles")
        .expect("the example city-two-tiles");
    let prepared = example::prepare(board, &data, &anchors, &mut report).expect("prepared");
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    let ex = &prepared.example;
    assert!(!ex.tiles.is_empty() && !ex.followers.is_empty());
    // The file the site ships, byte for byte.
    let (table, _) = prepared.table_file();
    insta::assert_snapshot!(
        "example-city-two-tiles",
        serde_json::to_string(&prepared.page_json(&table)).expect("serializes")
    );
    // Every example's integers read back as the example they were made
    // of: tile kinds, rule editions and steps of every expansion.
    for board in &data.examples {
        let p = example::prepare(board, &data, &anchors, &mut report).expect("prepared");
        let (table, code) = p.example.code();
        let back = tilebook::engine::ExampleJson::from_code(&table, &code);
        assert_eq!(back.as_ref(), Some(&p.example), "{}", board.id);
    }
}

#[test]
fn examples_of_the_same_sets_share_one_table_file() {
    let data = shipped();
    let anchors = example::Art::new();
    let mut report = tilebook::diag::Report::new();
    let mut tables = BTreeMap::new();
    for board in data
        .examples
        .iter()
        .filter(|b| b.tilesets.len() == 1 && b.tilesets[0].get_ref().as_str() == "base")
    {
        let p = example::prepare(board, &data, &anchors, &mut report).expect("prepared");
        let (name, bytes) = p.table_file();
        tables.insert(name, bytes);
    }
    assert_eq!(tables.len(), 1, "{:?}", tables.keys());
    let (name, bytes) = tables.pop_first().expect("a table");
    assert!(
        name.starts_with("tables/") && name.ends_with(".json"),
        "{name}"
    );
    let json: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
    let code: Vec<i32> = serde_json::from_value(json["code"].clone()).expect("integers");
    let (kinds, rules) = tilebook::engine::payload::read_table(&code).expect("a table");
    assert_eq!(kinds.len(), json["ids"].as_array().expect("ids").len());
    assert_eq!(
        rules.iter().map(|r| r.id.to_string()).collect::<Vec<_>>(),
        ["third", "second", "first"]
    );
}
