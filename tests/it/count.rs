//! `tilebook count` on the shipped data and on fixtures.

use crate::common::{fixture, repo, tilebook};
use serde_json::Value;

fn count_json(args: &[&str]) -> (i32, Value) {
    let mut all = vec!["count", "--format", "json"];
    all.extend_from_slice(args);
    let out = tilebook(&repo(), &all);
    (
        out.status.code().unwrap(),
        serde_json::from_slice(&out.stdout).expect("count prints JSON"),
    )
}

#[test]
fn every_shipped_edition_matches_its_stated_total() {
    let (status, v) = count_json(&[]);
    assert_eq!(status, 0);
    let editions: Vec<(&str, u64, u64)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["edition"].as_str().unwrap(),
                e["total"].as_u64().unwrap(),
                e["expected"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        editions,
        vec![
            ("abbey-mayor", 12, 12),
            ("base", 72, 72),
            ("catapult", 12, 12),
            ("count", 12, 12),
            ("cult", 5, 5),
            ("cult-6", 6, 6),
            ("inns-cathedrals", 18, 18),
            ("king-robber", 5, 5),
            ("princess-dragon", 30, 30),
            ("river", 12, 12),
            ("river-2", 12, 12),
            ("tower", 18, 18),
            ("traders-builders", 24, 24),
            ("winter", 84, 84),
            ("winter-2011", 72, 72),
            ("winter-2012", 84, 84),
            ("winter-2020", 84, 84),
            ("winter-2022", 84, 84)
        ]
    );
    for e in v.as_array().unwrap() {
        let sum: u64 = e["kinds"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["held"] != true)
            .map(|k| k["count"].as_u64().unwrap())
            .sum();
        // Tiles the players hold (abbeys) are not in the total.
        assert_eq!(sum, e["total"].as_u64().unwrap());
    }
}

#[test]
fn base_kinds_have_the_rulebook_counts_and_edges() {
    let (_, v) = count_json(&["--edition", "base"]);
    let kinds = v[0]["kinds"].as_array().unwrap();
    let counts: String = kinds
        .iter()
        .map(|k| format!("{}{} ", k["id"].as_str().unwrap(), k["count"]))
        .collect();
    assert_eq!(
        counts.trim_end(),
        "A2 B4 C1 D4 E5 F2 G1 H3 I2 J3 K3 L3 M2 N3 O2 P3 Q1 R3 S2 T1 U8 V9 W4 X1"
    );
    let d = kinds.iter().find(|k| k["id"] == "D").unwrap();
    assert_eq!(d["edges"], "CRFR");
    assert_eq!(d["start"], true);
    assert_eq!(kinds.iter().filter(|k| k["start"] == true).count(), 1);
}

#[test]
fn winter_reuses_the_base_kinds() {
    let (_, v) = count_json(&["--edition", "winter"]);
    let kinds = v[0]["kinds"].as_array().unwrap();
    assert_eq!(kinds.iter().filter(|k| k["from"] == "base").count(), 24);
    assert_eq!(kinds.iter().filter(|k| k["from"] == "winter").count(), 12);
    assert_eq!(v[0]["includes"], serde_json::json!(["base"]));
}

#[test]
fn river_has_spring_and_lake() {
    let (_, v) = count_json(&["--edition", "river"]);
    let kinds = v[0]["kinds"].as_array().unwrap();
    assert_eq!(kinds.len(), 12);
    let spring = kinds.iter().find(|k| k["id"] == "river-spring").unwrap();
    assert_eq!(spring["start"], true);
    assert_eq!(spring["edges"], "FFWF");
}

#[test]
fn unknown_edition_is_a_usage_error() {
    let out = tilebook(&repo(), &["count", "--edition", "nope"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("known editions: abbey-mayor, base, catapult, count, cult, cult-6, inns-cathedrals, king-robber, princess-dragon, river, river-2, tower, traders-builders, winter")
    );
}

#[test]
fn a_total_that_differs_exits_non_zero() {
    let out = tilebook(&fixture("data/total-mismatch"), &["count"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn human_output_lists_kinds() {
    let out = tilebook(&repo(), &["count", "--edition", "base"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("base: 72 tiles, rulebook states 72 — ok"),
        "{text}"
    );
    assert!(text.contains("  D  CRFR  ×4   start tile"), "{text}");
}
