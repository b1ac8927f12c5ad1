//! "My box" (issue 18): `tilebook build --box` builds one rule book of the
//! books a player owns — chapters in play order, the tiles of the chosen
//! sets added up, an interaction only when both its books are in the box —
//! and the site's page `<locale>/box/` shows and hides its parts by the
//! same rule; ids the project lacks are diagnostics with a suggestion.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::{self, edit, expect, line_of, project_copy, repo, tilebook};
use tilebook::book::{self, Choice, Phase};
use tilebook::diag::Report;
use tilebook::site::{self, BoxSpec, Files, Options};

const LOCALES: [&str; 5] = ["en", "hu", "pl", "pt-BR", "ro"];

/// The interaction of Traders & Builders with Inns & Cathedrals, as the
/// combined book's print page names its section.
const INTERACTION: &str = "id=\"traders-builders-builder-big-follower\"";

fn options() -> Options {
    Options {
        out: "unused".into(),
        wasm: repo().join("target/wasm/pkg"),
        live_reload: false,
    }
}

fn page(files: &Files, path: &str) -> String {
    let bytes = files
        .get(Path::new(path))
        .unwrap_or_else(|| panic!("{path} is built"));
    String::from_utf8(bytes.clone()).expect("UTF-8")
}

/// The site of one box, rendered in memory.
fn render_box(books: &str, printing: Option<&str>) -> Files {
    let spec = BoxSpec {
        books: books.into(),
        rules: None,
        printing: printing.map(String::from),
    };
    let mut report = Report::new();
    let files = site::render_box(&repo(), &options(), &spec, &mut report);
    assert_eq!(report.errors(), 0, "{:#?}", report.diagnostics());
    files.expect("the box renders")
}

/// Each tile set's total as `tilebook count --format json` gives it.
fn counted_totals() -> Vec<(String, u64)> {
    let out = tilebook(&repo(), &["count", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    let editions: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    editions
        .iter()
        .map(|e| {
            (
                e["edition"].as_str().unwrap().to_string(),
                e["total"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn total_of(sets: &[&str]) -> u64 {
    let totals = counted_totals();
    sets.iter()
        .map(|s| {
            totals
                .iter()
                .find(|(id, _)| id == s)
                .expect("a counted set")
                .1
        })
        .sum()
}

/// The opening tags of the chapters of a page, in order: (id, phase, tag).
fn chapters(html: &str) -> Vec<(String, String, String)> {
    let re =
        regex::Regex::new(r#"<section class="chapter" id="([^"]+)" data-phase="([a-z]+)"[^>]*>"#)
            .unwrap();
    re.captures_iter(html)
        .map(|c| (c[1].to_string(), c[2].to_string(), c[0].to_string()))
        .collect()
}

/// The number in the total row of a page's tile totals.
fn total_shown(html: &str) -> String {
    let re = regex::Regex::new(r#"<td class="total">([^<]*)</td>"#).unwrap();
    re.captures(html).expect("a total row")[1].to_string()
}

fn in_play_order(chapters: &[(String, String, String)]) -> bool {
    let rank = |name: &str| Phase::names().position(|p| p == name).expect("a phase");
    chapters.windows(2).all(|w| rank(&w[0].1) <= rank(&w[1].1))
}

#[test]
fn a_box_s_book_has_its_chapters_in_play_order_and_its_tiles_added_up() {
    let files = render_box("base,river,inns-cathedrals", None);
    let expected = total_of(&["base", "river", "inns-cathedrals"]);
    assert!(expected > 72, "the river's and the expansion's tiles count");
    for tag in LOCALES {
        let print = page(&files, &format!("{tag}/box/print.html"));
        let found = chapters(&print);
        assert!(in_play_order(&found), "{tag}: {found:?}");
        let ids: Vec<&str> = found.iter().map(|c| c.0.as_str()).collect();
        assert_eq!(ids[0], book::combine::TOTALS_ID);
        // The expansion's figure lands among the base game's followers,
        // before the base game's scoring.
        let at = |id: &str| ids.iter().position(|c| *c == id).expect(id);
        assert!(at("base-placing-followers") < at("inns-cathedrals-big-follower"));
        assert!(at("inns-cathedrals-big-follower") < at("base-scoring"));
        assert!(at("river-setup") > at("base-setup") && at("river-setup") < at("base-turn"));
        assert!(
            !ids.iter()
                .any(|c| c.starts_with("winter") || c.starts_with("traders"))
        );
        assert_eq!(total_shown(&print), expected.to_string(), "{tag}");
        // Its chapter pages and contents are there, in the same order.
        let index = page(&files, &format!("{tag}/box/index.html"));
        let linked: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| index.contains(&format!("href=\"{id}.html\"")))
            .collect();
        assert_eq!(linked, ids, "{tag}: the contents list every chapter");
        for id in &ids {
            page(&files, &format!("{tag}/box/{id}.html"));
        }
        // No other book is built.
        assert!(!files.keys().any(|p| p.starts_with(format!("{tag}/base"))));
    }
}

#[test]
fn an_interaction_is_in_a_box_s_book_only_with_both_books() {
    let print = |books: &str| page(&render_box(books, None), "en/box/print.html");
    assert!(print("base,inns-cathedrals,traders-builders").contains(INTERACTION));
    assert!(!print("base,traders-builders").contains(INTERACTION));
    assert!(!print("base,inns-cathedrals").contains(INTERACTION));
    // In the expansion's own book it is always there, saying with what.
    let mut report = Report::new();
    let files = site::render(&repo(), &options(), &mut report).expect("the site renders");
    let own = page(&files, "en/traders-builders/builder.html");
    assert!(own.contains("id=\"big-follower\""));
    assert!(
        own.contains(
            "<p class=\"with\">Only when you also play with this expansion: Inns &amp; Cathedrals</p>"
        ),
        "{own}"
    );
}

#[test]
fn a_winter_printing_is_counted_instead_of_the_base_game() {
    for printing in ["winter-2011", "winter-2022"] {
        let files = render_box("winter,river", Some(printing));
        let print = page(&files, "en/box/print.html");
        assert_eq!(
            total_shown(&print),
            total_of(&[printing, "river"]).to_string()
        );
    }
    let print = page(&render_box("winter", None), "en/box/print.html");
    assert_eq!(total_shown(&print), total_of(&["winter"]).to_string());
}

/// The "My box" page of the full site: what it shows for a choice (by
/// its `data-all`, `data-none` and the tokens of the choice) is what
/// `build --box` builds for that choice.
#[test]
fn the_box_page_shows_what_the_box_s_book_holds() {
    let mut report = Report::new();
    let files = site::render(&repo(), &options(), &mut report).expect("the site renders");
    let project = tilebook::project::Project::load(&repo(), &mut report);
    assert_eq!(report.errors(), 0);
    let attr = |tag: &str, name: &str| -> Vec<String> {
        let re = regex::Regex::new(&format!(r#" {name}="([^"]*)""#)).unwrap();
        re.captures(tag)
            .map(|c| c[1].split(' ').map(String::from).collect())
            .unwrap_or_default()
    };
    for tag in LOCALES {
        let html = page(&files, &format!("{tag}/box/index.html"));
        let all = chapters(&html);
        assert!(in_play_order(&all), "{tag}");
        // Without a choice (and without scripts): the base game alone.
        let shown: Vec<&str> = all
            .iter()
            .filter(|c| !c.2.contains(" hidden"))
            .map(|c| c.0.as_str())
            .collect();
        let base = book::combine(&project.books, &project.data, Some(&Choice::default()));
        // The box leaves the tile galleries to each book's pages.
        let rules_only = |c: &&book::Chapter| c.phase != Some(Phase::Gallery);
        let base_ids: Vec<&str> = base
            .chapters
            .iter()
            .filter(rules_only)
            .map(|c| c.id.id.as_str())
            .collect();
        assert_eq!(shown, base_ids, "{tag}");
        assert_eq!(total_shown(&html), total_of(&["base"]).to_string());
        for books in [
            vec!["river", "inns-cathedrals"],
            vec!["winter", "traders-builders", "inns-cathedrals"],
        ] {
            let choice = Choice {
                books: books.iter().map(|b| b.to_string()).collect(),
                ..Choice::default()
            };
            let tokens: BTreeSet<String> = choice
                .tokens(&project.books)
                .iter()
                .map(ToString::to_string)
                .collect();
            let holds = |tag: &str| {
                attr(tag, "data-all").iter().all(|t| tokens.contains(t))
                    && !attr(tag, "data-none").iter().any(|t| tokens.contains(t))
            };
            let shown: Vec<&str> = all
                .iter()
                .filter(|c| holds(&c.2))
                .map(|c| c.0.as_str())
                .collect();
            let combined = book::combine(&project.books, &project.data, Some(&choice));
            let ids: Vec<&str> = combined
                .chapters
                .iter()
                .filter(rules_only)
                .map(|c| c.id.id.as_str())
                .collect();
            assert_eq!(shown, ids, "{tag}: {books:?}");
        }
        // Linked from the home page and the navigation.
        let home = page(&files, &format!("{tag}/index.html"));
        assert!(home.contains("href=\"box/index.html\""), "{tag}");
        let chapter = page(&files, &format!("{tag}/base/setup.html"));
        assert!(chapter.contains("href=\"../box/index.html\""), "{tag}");
        assert!(html.contains("static/box.js"));
    }
}

#[test]
fn an_unknown_book_is_a_usage_error_with_a_suggestion() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let run = tilebook(
        &repo(),
        &[
            "--color",
            "never",
            "build",
            "--out",
            site.to_str().unwrap(),
            "--box",
            "base,rivr,inns-cathedrals",
        ],
    );
    assert_eq!(run.status.code(), Some(2));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("error[usage/unknown-book]: there is no book `rivr`"),
        "{err}"
    );
    assert!(err.contains("--box:1:6"), "{err}");
    assert!(err.contains("did you mean `river`?"), "{err}");
    assert!(!site.exists(), "nothing is written");
    // A good choice builds.
    let run = tilebook(
        &repo(),
        &[
            "build",
            "--out",
            site.to_str().unwrap(),
            "--box",
            "base,river",
            "--rules",
            "first",
        ],
    );
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(site.join("pl/box/print.html").is_file());
    // The examples open under the rule edition --rules names.
    let scoring = std::fs::read_to_string(site.join("en/box/base-scoring.html")).unwrap();
    assert!(
        scoring.contains("data-rules=\"first\" data-steps="),
        "{scoring}"
    );
    assert!(!scoring.contains("data-rules=\"third\" data-steps="));
}

#[test]
fn a_bad_phase_an_unknown_with_and_a_reserved_id_are_reported_where_written() {
    let p = project_copy();
    let file = "book/traders-builders.toml";
    edit(p.path(), file, "phase = \"fields\"", "phase = \"feilds\"");
    edit(
        p.path(),
        file,
        "with = [\"inns-cathedrals\"]",
        "with = [\"inns-cathedral\"]",
    );
    edit(
        p.path(),
        "book/river.toml",
        "id = \"river\"",
        "id = \"box\"",
    );
    let (code, diags) = common::check_json(p.path());
    assert_eq!(code, 1);
    expect(
        &diags,
        "book/unknown-phase",
        file,
        Some(line_of(p.path(), file, "\"feilds\"")),
    );
    let phase = diags
        .iter()
        .find(|d| d["code"] == "book/unknown-phase")
        .unwrap();
    assert_eq!(phase["hint"], "did you mean `fields`?");
    expect(
        &diags,
        "book/unknown-book",
        file,
        Some(line_of(p.path(), file, "\"inns-cathedral\"")),
    );
    let with = diags
        .iter()
        .find(|d| d["code"] == "book/unknown-book")
        .unwrap();
    assert_eq!(with["hint"], "did you mean `inns-cathedrals`?");
    expect(
        &diags,
        "book/reserved-id",
        "book/river.toml",
        Some(line_of(p.path(), "book/river.toml", "id = \"box\"")),
    );
}
