//! The four Winter Edition printings of seed 001 (2011 WD, 2012/2015 WE1,
//! 2020 WE2, 2022 WE3) as tile sets `count --edition` checks.

use std::collections::BTreeMap;

use crate::common::{self, edit, project_copy, repo, tilebook};
use serde_json::Value;

/// Each printing's set id and the total seed 001 states for it
/// ("Cartonașe totale", lines 418, 369, 320, 256).
const PRINTINGS: [(&str, u64); 4] = [
    ("winter-2011", 72),
    ("winter-2012", 84),
    ("winter-2020", 84),
    ("winter-2022", 84),
];

/// The per-letter counts of the 72 land tiles as seed 001's 2022 list gives
/// them (lines 260–300); the other printings' lists give the same from C on.
const LETTERS: [(&str, u64); 24] = [
    ("A", 2),
    ("B", 4),
    ("C", 1),
    ("D", 4),
    ("E", 5),
    ("F", 2),
    ("G", 1),
    ("H", 3),
    ("I", 2),
    ("J", 3),
    ("K", 3),
    ("L", 3),
    ("M", 2),
    ("N", 3),
    ("O", 2),
    ("P", 3),
    ("Q", 1),
    ("R", 3),
    ("S", 2),
    ("T", 1),
    ("U", 8),
    ("V", 9),
    ("W", 4),
    ("X", 1),
];

/// `count --edition ID --format json` in `root`: exit code and the one entry.
fn count(root: &std::path::Path, edition: &str) -> (i32, Value) {
    let out = tilebook(root, &["count", "--edition", edition, "--format", "json"]);
    let v: Value = serde_json::from_slice(&out.stdout).expect("count prints JSON");
    let entries = v.as_array().expect("an array");
    assert_eq!(entries.len(), 1, "{edition}: one edition");
    (out.status.code().unwrap(), entries[0].clone())
}

/// Kind id → count of one `count` entry.
fn kinds(entry: &Value) -> BTreeMap<String, u64> {
    entry["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| {
            (
                k["id"].as_str().unwrap().to_string(),
                k["count"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn each_printing_counts_its_stated_total() {
    for (edition, total) in PRINTINGS {
        let (status, e) = count(&repo(), edition);
        assert_eq!(status, 0, "{edition}");
        assert_eq!(e["edition"], edition);
        assert_eq!(e["total"], total, "{edition}");
        assert_eq!(e["expected"], total, "{edition}");
        assert_eq!(e["ok"], true, "{edition}");
        let kinds = kinds(&e);
        assert_eq!(kinds.values().sum::<u64>(), total, "{edition}");
        for (letter, n) in LETTERS {
            assert_eq!(kinds.get(letter), Some(&n), "{edition}: {letter}");
        }
        let starts: Vec<&str> = e["kinds"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["start"] == true)
            .map(|k| k["id"].as_str().unwrap())
            .collect();
        assert_eq!(starts, ["D"], "{edition}: the start tile is a D marked (P)");
    }
}

#[test]
fn the_2011_printing_has_no_animal_tiles_the_2012_one_has_twelve() {
    // Seed 001: 2011 (WD) has 72 tiles and no animal list (lines 416–447);
    // 2012/2015 (WE1) adds "12 cartonașe cu animale" (line 403), Z01 ×1
    // (line 405).
    let (_, wd) = count(&repo(), "winter-2011");
    let (_, we1) = count(&repo(), "winter-2012");
    let (wd, we1) = (kinds(&wd), kinds(&we1));
    assert_eq!(wd.get("Z01"), None);
    assert_eq!(we1.get("Z01"), Some(&1));
    let animals: Vec<&String> = we1.keys().filter(|k| k.starts_with('Z')).collect();
    assert_eq!(animals.len(), 12);
    assert!(animals.iter().all(|z| we1[*z] == 1));
    assert!(!wd.keys().any(|k| k.starts_with('Z')));
    // Letter by letter the 72 land tiles are the same in both.
    let letters = |m: &BTreeMap<String, u64>| -> BTreeMap<String, u64> {
        m.iter()
            .filter(|(k, _)| !k.starts_with('Z'))
            .map(|(k, v)| (k.clone(), *v))
            .collect()
    };
    assert_eq!(letters(&wd), letters(&we1));
}

#[test]
fn a_printing_whose_total_is_wrong_fails_count() {
    let p = project_copy();
    edit(
        p.path(),
        "data/tilesets/winter-printings/winter-2011.toml",
        "stated_total = 72",
        "stated_total = 84",
    );
    let (status, e) = count(p.path(), "winter-2011");
    assert_eq!(status, 1);
    assert_eq!(e["ok"], false);
    assert_eq!(e["total"], 72);
    assert_eq!(e["expected"], 84);
}

#[test]
fn the_variant_kinds_are_marked_up_to_2020_and_not_in_2022() {
    // Seed 001 marks E, U, V and W "(*)" — drawn in several pictures — in
    // the 2011, 2012/2015 and 2020 lists (e.g. lines 423, 377, 328); the
    // 2022 list names each tile's picture instead (lines 296, 298).
    let marked = |e: &Value| -> Vec<String> {
        e["kinds"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["variants"] == true)
            .map(|k| k["id"].as_str().unwrap().to_string())
            .collect()
    };
    for (edition, _) in PRINTINGS {
        let (_, e) = count(&repo(), edition);
        let expected: &[&str] = if edition == "winter-2022" {
            &[]
        } else {
            &["E", "U", "V", "W"]
        };
        assert_eq!(marked(&e), expected, "{edition}");
    }
    let human = tilebook(&repo(), &["count", "--edition", "winter-2020"]);
    let text = String::from_utf8(human.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("U "))
        .unwrap();
    assert!(line.contains("several pictures"), "{line}");
}

#[test]
fn a_variant_that_is_no_kind_of_the_set_is_named_with_its_place() {
    let p = project_copy();
    let file = "data/tilesets/winter-printings/winter-2011.toml";
    edit(p.path(), file, "\"V\", \"W\"]", "\"V\", \"Z01\"]");
    let out = tilebook(p.path(), &["check", "--color", "never"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("error[data/unknown-kind]"), "{err}");
    assert!(err.contains("`Z01` in `variants`"), "{err}");
    let line = common::line_of(p.path(), file, "variants =");
    assert!(err.contains(&format!("{file}:{line}:")), "{err}");
}
