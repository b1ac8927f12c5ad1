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
fn an_examples_json_keeps_its_bytes() {
    let data = shipped();
    let anchors = example::Art::new();
    let board = data
        .examples
        .iter()
        .find(|b| b.id == "city-two-tiles")
        .expect("the example city-two-tiles");
    let mut report = tilebook::diag::Report::new();
    let prepared = example::prepare(board, &data, &anchors, &mut report).expect("prepared");
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    let ex = &prepared.json.engine;
    assert!(!ex.tiles.is_empty() && !ex.followers.is_empty());
    // The file the site ships, byte for byte as before the payload moved.
    insta::assert_snapshot!(
        "example-city-two-tiles",
        serde_json::to_string(&prepared.json).expect("serializes")
    );
    // And the engine's part reads back as it was written.
    let text = serde_json::to_string(ex).expect("serializes");
    let back: tilebook::engine::ExampleJson = serde_json::from_str(&text).expect("reads back");
    assert_eq!(&back, ex);
}
