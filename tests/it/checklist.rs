//! The box checklists: for every tile set, in every locale, a page beside
//! its gallery with each kind's picture, name and count and one box to
//! tick per tile — as many boxes as the set has tiles — each box named for
//! screen readers; the gallery links to it.

use std::path::Path;

use crate::common::{repo, shipped};
use tilebook::diag::Report;
use tilebook::site::{self, Options};

const LOCALES: [&str; 5] = ["en", "hu", "pl", "pt-BR", "ro"];

fn page(files: &site::Files, path: &str) -> String {
    let bytes = files
        .get(Path::new(path))
        .unwrap_or_else(|| panic!("{path} is built"));
    String::from_utf8(bytes.clone()).expect("UTF-8")
}

#[test]
fn every_set_has_a_checklist_with_a_box_per_tile_in_every_locale() {
    let mut report = Report::new();
    let opts = Options {
        out: "unused".into(),
        wasm: repo().join("target/wasm/pkg"),
        live_reload: false,
    };
    let files = site::render(&repo(), &opts, &mut report).expect("the shipped site renders");
    assert_eq!(report.errors(), 0, "{:#?}", report.diagnostics());
    let data = shipped();
    assert!(data.sets.len() >= 9);
    for tag in LOCALES {
        for s in &data.sets {
            let id = s.set.id.as_str();
            let html = page(&files, &format!("{tag}/tiles/{id}-checklist.html"));
            let tiles: u32 = s.set.entries.iter().map(|e| e.count).sum();
            assert_eq!(
                html.matches("type=\"checkbox\"").count(),
                tiles as usize,
                "{tag}: {id} has {tiles} tiles"
            );
            assert_eq!(
                html.matches("<tr>").count(),
                s.set.entries.len(),
                "{tag}: a row per kind of {id}"
            );
            // Every box has a name, and no two of a kind share one.
            assert!(!html.contains("<input type=\"checkbox\">"), "{tag}: {id}");
            for e in &s.set.entries {
                let row = html
                    .split("<tr>")
                    .find(|r| r.contains(&format!("<span class=\"kind\">{}</span>", e.kind)))
                    .unwrap_or_else(|| panic!("{tag}: {id} lists {}", e.kind));
                let labels: std::collections::BTreeSet<&str> = row
                    .split("aria-label=\"")
                    .skip(1)
                    .map(|l| &l[..l.find('"').unwrap()])
                    .collect();
                assert_eq!(labels.len(), e.count as usize, "{tag}: {id}/{}", e.kind);
            }
            let gallery = page(&files, &format!("{tag}/tiles/{id}.html"));
            assert!(
                gallery.contains(&format!("href=\"{id}-checklist.html\"")),
                "{tag}: the {id} gallery links to its checklist"
            );
        }
    }
    // A printing that draws a kind in several pictures says so on its row.
    let winter = page(&files, "en/tiles/winter-2011-checklist.html");
    let row = |html: &str, kind: &str| {
        html.split("<tr>")
            .find(|r| r.contains(&format!("<span class=\"kind\">{kind}</span>")))
            .map(str::to_string)
            .unwrap_or_default()
    };
    assert!(row(&winter, "E").contains("class=\"variants\""));
    assert!(!row(&winter, "D").contains("class=\"variants\""));
    let latest = page(&files, "en/tiles/winter-2022-checklist.html");
    assert!(!latest.contains("class=\"variants\""));
    // The English names say which copy a box is for.
    let en = page(&files, "en/tiles/base-checklist.html");
    assert!(
        en.contains("aria-label=\"Cloister with a road: 2 of 2\""),
        "{en}"
    );
    assert!(
        en.contains("<p class=\"total\">Base game: 72 tiles</p>"),
        "{en}"
    );
}
