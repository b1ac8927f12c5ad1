//! The engine's errors as messages, through the real `locales/`: every
//! error the site's examples can show renders in all five locales; the
//! command line's English is that of `locales/en/engine.ftl`; a chapter
//! with examples carries the texts of its locale (and only such a chapter
//! does); a missing or broken engine message is a `check` error.

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{check_json, edit, expect, project_copy, repo};
use tilebook::diag::Report;
use tilebook::engine::message::{Message, UNKNOWN_ERROR, widget_errors};
use tilebook::engine::{FeatureSpecError, FeatureType, Half, Place, Side, Terrain};
use tilebook::l10n::Localizer;
use tilebook::l10n::engine::{english, render};

const TERRAINS: [Terrain; 4] = [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Water];

/// Every error the examples can show, the page's fallback, and one of each
/// error a board file's feature spec can get.
fn errors() -> Vec<Message> {
    let mut out = widget_errors(&TERRAINS);
    out.push(Message {
        id: UNKNOWN_ERROR,
        args: Vec::new(),
    });
    let specs = [
        FeatureSpecError::UnknownType {
            name: "castle".into(),
        },
        FeatureSpecError::UnknownPlace { place: "up".into() },
        FeatureSpecError::NoneOfType {
            ty: FeatureType::Cloister,
        },
        FeatureSpecError::Ambiguous {
            ty: FeatureType::Field,
            count: 3,
        },
        FeatureSpecError::SplitSide { side: Side::E },
        FeatureSpecError::NotAt {
            ty: FeatureType::Road,
            at: Place::Half(Half::Sse),
        },
    ];
    out.extend(specs.iter().map(FeatureSpecError::message));
    out
}

/// A localizer per locale of the shipped project, English first.
fn localizers() -> Vec<Localizer> {
    let mut report = Report::new();
    let locales = tilebook::l10n::load::load(&repo(), &mut report).expect("locales");
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    locales.list.iter().map(Localizer::from_locale).collect()
}

#[test]
fn every_error_renders_in_every_locale() {
    let locs = localizers();
    assert_eq!(locs.len(), 5);
    let en = &locs[0];
    assert_eq!(en.locale(), "en");
    for m in errors() {
        let english = render(en, &m).unwrap_or_else(|e| panic!("{}: {e}", m.key()));
        for loc in &locs {
            let text = render(loc, &m).unwrap_or_else(|e| panic!("{}: {e}", m.key()));
            let tag = loc.locale();
            assert!(!text.trim().is_empty(), "{tag} {}", m.key());
            assert!(
                !text.contains('{') && !text.contains("engine-"),
                "{tag} {}: {text}",
                m.key()
            );
            if tag != "en" {
                assert_ne!(text, english, "{tag} {} is not translated", m.key());
            }
        }
    }
    // Names inside a message are the locale's, in the form it needs.
    let mismatch = widget_errors(&TERRAINS)
        .into_iter()
        .find(|m| m.key() == "engine-placement-edge-mismatch:n:city:field")
        .expect("a mismatch");
    let pl = locs.iter().find(|l| l.locale() == "pl").unwrap();
    assert_eq!(
        render(pl, &mismatch).unwrap(),
        "Krawędź północna płytki (miasto) nie pasuje do sąsiedniej krawędzi (łąka)."
    );
}

#[test]
fn the_command_lines_english_is_the_projects() {
    let locs = localizers();
    for m in errors() {
        assert_eq!(english(&m), render(&locs[0], &m).unwrap(), "{}", m.key());
    }
}

/// The table of engine texts a page carries, if any.
fn table_of(html: &str) -> Option<BTreeMap<String, BTreeMap<String, String>>> {
    let start = "<script type=\"application/json\" id=\"engine-messages\">";
    let at = html.find(start)? + start.len();
    let json = &html[at..at + html[at..].find("</script>").expect("closed")];
    assert!(!json.contains('<'), "nothing that could close the element");
    Some(serde_json::from_str(json).expect("JSON"))
}

#[test]
fn chapters_with_examples_carry_their_locales_texts() {
    let opts = tilebook::site::Options {
        out: "unused".into(),
        wasm: repo().join("target/wasm/pkg"),
        live_reload: false,
    };
    let mut report = Report::new();
    let files = tilebook::site::render(&repo(), &opts, &mut report).expect("the site renders");
    let page = |p: &str| String::from_utf8(files[Path::new(p)].clone()).unwrap();
    for loc in localizers() {
        let tag = loc.locale();
        for rel in ["index.html", "base/index.html", "base/print.html"] {
            assert!(
                table_of(&page(&format!("{tag}/{rel}"))).is_none(),
                "{tag}/{rel}"
            );
        }
        // The base game's chapter on scoring: land tiles only.
        let html = page(&format!("{tag}/base/scoring.html"));
        let table = table_of(&html).expect("a chapter with examples has the table");
        let land = widget_errors(&[Terrain::City, Terrain::Road, Terrain::Field]);
        let mut expected: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for m in land.iter().chain([&Message {
            id: UNKNOWN_ERROR,
            args: Vec::new(),
        }]) {
            let key = m.key();
            let args = key.get(m.id.len() + 1..).unwrap_or_default().to_string();
            let text = render(&loc, m).expect("renders");
            expected
                .entry(m.id.to_string())
                .or_default()
                .insert(args, text);
        }
        assert_eq!(table, expected, "{tag}");
        // A chapter of the River has the river's errors too.
        let river =
            table_of(&page(&format!("{tag}/river/play.html"))).expect("the River's examples");
        assert!(
            river["engine-placement-river-u-turn"].contains_key(""),
            "{tag}"
        );
        assert!(
            river["engine-placement-edge-mismatch"].contains_key("s:water:field"),
            "{tag}"
        );
    }
    let pl = page("pl/base/scoring.html");
    let table = table_of(&pl).unwrap();
    assert_eq!(
        table["engine-follower-occupied"]["red"],
        "Ten obszar jest już dalej zajęty przez czerwonego gracza (ciągnie się na inne płytki)."
    );
    let at = pl.find("id=\"engine-messages\"").unwrap();
    let bytes = pl[at..].find("</script>").unwrap();
    assert!(bytes < 6000, "the table is compact: {bytes} bytes");
}

/// `check` of a copy of the project with `old` replaced by `new` in
/// `file`: it fails; returns its diagnostics.
fn fails_after(file: &str, old: &str, new: &str) -> Vec<serde_json::Value> {
    let p = project_copy();
    edit(p.path(), file, old, new);
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1, "{diags:#?}");
    diags
}

#[test]
fn a_missing_or_broken_engine_message_is_a_check_error() {
    let line = "engine-follower-river = Na { -river(case: \"loc\") } nie wolno stawiać { -follower(number: \"pl\", case: \"gen\") }.\n";
    let diags = fails_after("locales/pl/engine.ftl", line, "");
    expect(
        &diags,
        "l10n/missing-message",
        "locales/en/engine.ftl",
        None,
    );
    let names =
        |d: &serde_json::Value, id: &str| d["message"].as_str().is_some_and(|m| m.contains(id));
    assert!(diags.iter().any(|d| names(d, "engine-follower-river")));
    let file = "locales/en/engine.ftl";
    let diags = fails_after(file, "occupied by { $player }", "occupied by { $who }");
    expect(&diags, "l10n/unknown-variable", file, None);
    let diags = fails_after(
        file,
        "engine-placement-occupied = ",
        "engine-placement-taken = ",
    );
    assert!(
        diags
            .iter()
            .any(|d| d["code"] == "l10n/missing-required" && names(d, "engine-placement-occupied")),
        "{diags:#?}"
    );
}
