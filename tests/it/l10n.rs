//! Localization: one fixture project per check, made from
//! `tests/fixtures/l10n/good/` and the edits of
//! `tests/fixtures/l10n/cases/<case>.toml` (one defect each), each
//! asserting the rule id, severity, file, line and column; `l10n status`,
//! `accept` and `diff`; the runtime; and the shipped locales.

use crate::common::{self, check_json, fixture, fixture_case, repo, tilebook};
use serde_json::Value;

/// The fixture project of case `name`: `l10n/good` with the edits of
/// `l10n/cases/<name>.toml`, in a temporary folder.
fn l10n_case(name: &str) -> tempfile::TempDir {
    fixture_case("l10n", name)
}

/// Runs `check` on the project of case `case` and asserts it reports exactly one
/// diagnostic, with this code, severity and place; returns its message.
fn one(case: &str, code: &str, severity: &str, file: &str, at: Option<(u64, u64)>) -> String {
    let (status, diags) = check_json(l10n_case(case).path());
    assert_eq!(diags.len(), 1, "{case}: exactly one diagnostic: {diags:#?}");
    let d = &diags[0];
    assert_eq!(d["code"], code, "{case}: {d:#?}");
    assert_eq!(d["severity"], severity, "{case}");
    assert_eq!(
        status,
        if severity == "error" { 1 } else { 0 },
        "{case}: errors exit 1, warnings 0"
    );
    assert_eq!(d["file"], file, "{case}");
    let pos = (d["line"].as_u64(), d["column"].as_u64());
    match at {
        Some((line, column)) => assert_eq!(pos, (Some(line), Some(column)), "{case}: {d:#?}"),
        None => assert_eq!(pos, (None, None), "{case}"),
    }
    assert!(
        d["hint"].as_str().is_some_and(|h| !h.is_empty()),
        "{case}: has a hint"
    );
    d["message"].as_str().unwrap().to_string()
}

const PL: &str = "locales/pl/main.ftl";
const RO: &str = "locales/ro/main.ftl";
const EN: &str = "locales/en/main.ftl";

#[test]
fn good_fixture_passes() {
    let (status, diags) = check_json(&fixture("l10n/good"));
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
}

#[test]
fn syntax_error_gives_the_parsers_reason() {
    let msg = one("syntax", "l10n/syntax", "error", PL, Some((53, 1)));
    assert!(
        msg.contains("Expected a token starting with \"}\""),
        "{msg}"
    );
}

#[test]
fn duplicate_id_in_a_locale() {
    let msg = one("duplicate", "l10n/duplicate", "error", PL, Some((52, 1)));
    assert!(msg.contains("`tile-d` is defined twice"), "{msg}");
}

#[test]
fn missing_message_points_at_the_english() {
    let msg = one(
        "missing-message",
        "l10n/missing-message",
        "error",
        EN,
        Some((11, 1)),
    );
    assert!(
        msg.contains("Polish (pl) has no translation of `tile-e`"),
        "{msg}"
    );
}

#[test]
fn missing_attribute() {
    let msg = one(
        "missing-attribute",
        "l10n/missing-attribute",
        "error",
        EN,
        Some((40, 6)),
    );
    assert!(msg.contains("`.title` of `site-print`"), "{msg}");
}

#[test]
fn obsolete_message_and_attribute() {
    one(
        "obsolete-message",
        "l10n/obsolete-message",
        "warning",
        PL,
        Some((52, 1)),
    );
    one(
        "obsolete-attribute",
        "l10n/obsolete-attribute",
        "warning",
        PL,
        Some((50, 6)),
    );
}

#[test]
fn value_on_one_side_only() {
    let msg = one(
        "value-mismatch",
        "l10n/value-mismatch",
        "error",
        PL,
        Some((49, 1)),
    );
    assert!(msg.contains("only attributes in English"), "{msg}");
}

#[test]
fn empty_translation() {
    one("empty", "l10n/empty", "error", PL, Some((37, 1)));
}

#[test]
fn unknown_term_reference_suggests_the_near_name() {
    one(
        "unknown-reference",
        "l10n/unknown-reference",
        "error",
        PL,
        Some((27, 28)),
    );
    let (_, diags) = check_json(l10n_case("unknown-reference").path());
    assert_eq!(diags[0]["hint"], "did you mean `-tile`?");
}

#[test]
fn reference_cycle() {
    let msg = one("cycle", "l10n/cycle", "error", PL, Some((36, 25)));
    assert!(
        msg.contains("score-player → score-points → score-player"),
        "{msg}"
    );
}

#[test]
fn unknown_function() {
    one(
        "unknown-function",
        "l10n/unknown-function",
        "error",
        PL,
        Some((38, 24)),
    );
}

#[test]
fn variable_english_does_not_pass() {
    let msg = one(
        "unknown-variable",
        "l10n/unknown-variable",
        "error",
        PL,
        Some((26, 78)),
    );
    assert!(msg.contains("`$total`"), "{msg}");
}

#[test]
fn variable_the_translation_drops() {
    let msg = one(
        "dropped-variable",
        "l10n/dropped-variable",
        "warning",
        PL,
        Some((26, 1)),
    );
    assert!(msg.contains("`$edition`"), "{msg}");
}

#[test]
fn a_selector_counts_as_used_in_every_variant() {
    // `[one] jeden żeton` drops `{ $count }` but selects on it: fine.
    let (status, diags) = check_json(l10n_case("selector-counts").path());
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
}

#[test]
fn term_argument_with_no_such_variant() {
    let msg = one(
        "term-variant",
        "l10n/term-variant",
        "error",
        PL,
        Some((32, 39)),
    );
    assert!(msg.contains("no variant `dop` for `case`"), "{msg}");
}

#[test]
fn plural_category_missing() {
    let msg = one(
        "plural-missing",
        "l10n/plural-missing",
        "error",
        PL,
        Some((28, 22)),
    );
    assert!(msg.contains("[many] missing"), "{msg}");
}

#[test]
fn plural_category_unreachable() {
    let msg = one(
        "plural-unreachable",
        "l10n/plural-unreachable",
        "warning",
        EN,
        Some((24, 6)),
    );
    assert!(msg.contains("`few`"), "{msg}");
}

#[test]
fn runtime_plural_table_disagrees_for_romanian_101() {
    let msg = one(
        "plural-runtime",
        "l10n/plural-runtime",
        "error",
        RO,
        Some((31, 24)),
    );
    assert!(msg.starts_with("for 101,"), "{msg}");
    let (_, diags) = check_json(l10n_case("plural-runtime").path());
    assert!(
        diags[0]["hint"]
            .as_str()
            .unwrap()
            .contains("PLURAL($points)")
    );
}

#[test]
fn typography() {
    one("quotes", "l10n/quotes", "warning", PL, Some((48, 49)));
    one(
        "unbalanced-quotes",
        "l10n/unbalanced-quotes",
        "warning",
        PL,
        Some((48, 38)),
    );
    one("ellipsis", "l10n/ellipsis", "warning", PL, Some((47, 21)));
    one("cedilla", "l10n/cedilla", "warning", RO, Some((41, 20)));
}

#[test]
fn warnings_fail_only_when_denied() {
    let root = l10n_case("ellipsis");
    assert_eq!(tilebook(root.path(), &["check"]).status.code(), Some(0));
    let denied = tilebook(root.path(), &["check", "--deny", "warnings"]);
    assert_eq!(denied.status.code(), Some(1));
}

#[test]
fn lock_file_checks() {
    let msg = one("stale", "l10n/stale", "warning", PL, Some((17, 1)));
    assert!(msg.contains("English of `tile-e` changed"), "{msg}");
    one(
        "unaccepted",
        "l10n/unaccepted",
        "warning",
        PL,
        Some((17, 1)),
    );
    one(
        "lock-obsolete",
        "l10n/lock-obsolete",
        "warning",
        "locales/pl/l10n.lock",
        Some((126, 2)),
    );
    one(
        "lock-syntax",
        "l10n/lock-syntax",
        "error",
        "locales/pl/l10n.lock",
        Some((122, 8)),
    );
}

#[test]
fn file_sets_and_code_conventions() {
    one(
        "missing-file",
        "l10n/missing-file",
        "error",
        "locales/pl/extra.ftl",
        None,
    );
    let msg = one(
        "missing-tile-name",
        "l10n/missing-tile-name",
        "error",
        "data/tilesets/mini.toml",
        Some((19, 6)),
    );
    assert!(msg.contains("tile kind `E`"), "{msg}");
    let msg = one(
        "missing-required",
        "l10n/missing-required",
        "error",
        "locales/en",
        None,
    );
    assert!(msg.contains("`site-print`"), "{msg}");
}

#[test]
fn every_message_renders() {
    // A term shows a variable no reference gives it: only rendering finds it.
    let msg = one("render", "l10n/render", "error", PL, Some((52, 1)));
    assert!(msg.contains("`$name` was not given"), "{msg}");
}

fn status_json(root: &std::path::Path) -> Vec<Value> {
    let out = tilebook(root, &["l10n", "status", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    serde_json::from_slice(&out.stdout).expect("status prints JSON")
}

#[test]
fn status_counts_messages_and_words() {
    let all = status_json(l10n_case("stale").path());
    let tags: Vec<&str> = all.iter().map(|s| s["locale"].as_str().unwrap()).collect();
    assert_eq!(tags, ["en", "pl", "ro"]);
    let pl = &all[1];
    assert_eq!(pl["language"], "Polski");
    assert_eq!(pl["total"]["messages"], 28);
    assert_eq!(pl["translated"]["messages"], 28);
    assert_eq!(pl["stale"]["messages"], 1);
    // “City cap (one side)”: four words.
    assert_eq!(pl["stale"]["words"], 4);
    assert_eq!(pl["missing"]["messages"], 0);
    assert_eq!(pl["percent"]["translated"]["messages"], 100.0);
    assert_eq!(pl["percent"]["stale"]["messages"], 3.6);
    let all = status_json(l10n_case("missing-message").path());
    assert_eq!(all[1]["missing"]["messages"], 1);
    assert_eq!(all[1]["missing"]["words"], 2);
    // Romanian “Total” reads as in English.
    assert_eq!(all[2]["identical"]["messages"], 1);
    let human = tilebook(&fixture("l10n/good"), &["l10n", "status"]);
    let text = String::from_utf8_lossy(&human.stdout);
    assert!(text.contains("Polski"), "{text}");
}

#[test]
fn status_counts_the_glossary_words_no_source_confirms() {
    let all = status_json(&fixture("l10n/good"));
    // The Polish glossary marks one word (the bag) unverified; Romanian has
    // no glossary, English is the source.
    assert_eq!(all[1]["unverified"], serde_json::json!(["bag"]));
    assert_eq!(all[0]["unverified"], serde_json::json!([]));
    assert_eq!(all[2]["unverified"], serde_json::json!([]));
    let human = tilebook(&fixture("l10n/good"), &["l10n", "status"]);
    let text = String::from_utf8_lossy(&human.stdout);
    let pl = text.lines().find(|l| l.starts_with("pl ")).unwrap();
    assert!(
        text.lines().next().unwrap().ends_with("unverified"),
        "{text}"
    );
    assert!(pl.trim_end().ends_with(" 1"), "{text}");
}

#[test]
fn diff_shows_what_changed_in_english_and_accept_clears_it() {
    let out = tilebook(l10n_case("stale").path(), &["l10n", "diff", "pl", "tile-e"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("-City cap\n"), "{text}");
    assert!(text.contains("+City cap (one side)"), "{text}");
    assert!(
        text.contains("{+(one side)+}") || text.contains("{+ (one side)+}"),
        "{text}"
    );
    assert!(text.contains("pl now: Segment miasta"), "{text}");

    // Accept in a copy: the warning goes away and diff says up to date.
    let dir = l10n_case("stale");
    let out = tilebook(dir.path(), &["l10n", "accept", "pl", "tile-e"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("accepted 1 translation"));
    let (status, diags) = check_json(dir.path());
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
    let out = tilebook(dir.path(), &["l10n", "diff", "pl", "tile-e"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("up to date"));
    // Accepting what is not translated, or the source, is refused.
    assert_eq!(
        tilebook(dir.path(), &["l10n", "accept", "pl", "nope"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        tilebook(dir.path(), &["l10n", "accept", "en"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn accept_refuses_files_that_do_not_parse() {
    let dir = l10n_case("syntax");
    let out = tilebook(dir.path(), &["l10n", "accept", "pl"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn shipped_locales_pass_with_no_error_and_no_warning() {
    let (status, diags) = check_json(&repo());
    assert_eq!(status, 0, "{diags:#?}");
    assert!(diags.is_empty(), "{diags:#?}");
    let all = status_json(&repo());
    let tags: Vec<&str> = all.iter().map(|s| s["locale"].as_str().unwrap()).collect();
    assert_eq!(tags, ["en", "hu", "pl", "pt-BR", "ro"]);
    for s in &all {
        assert_eq!(s["percent"]["translated"]["messages"], 100.0, "{s}");
        assert_eq!(s["stale"]["messages"], 0, "{s}");
    }
}

mod runtime {
    use super::repo;
    use tilebook::diag::Report;
    use tilebook::l10n::{FluentArgs, Localizer, ids};
    use tilebook::{data, l10n};

    fn load(tag: &str) -> Localizer {
        let mut report = Report::new();
        let l = Localizer::load(&repo(), tag, &mut report);
        assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
        l.expect("the locale loads")
    }

    /// The tile gallery's total (`site-gallery-total`, a plural the site
    /// renders) for `n` tiles, without the edition before it.
    fn tiles(l: &Localizer, n: f64) -> String {
        let mut args = FluentArgs::new();
        args.set("edition", "E");
        args.set("total", n);
        let text = l.format("site-gallery-total", Some(&args)).unwrap();
        text.strip_prefix("E: ")
            .expect("the edition first")
            .to_string()
    }

    #[test]
    fn plurals_and_numbers_per_locale() {
        let pl = load("pl");
        assert_eq!(tiles(&pl, 1.0), "1 płytka");
        assert_eq!(tiles(&pl, 3.0), "3 płytki");
        assert_eq!(tiles(&pl, 5.0), "5 płytek");
        assert_eq!(tiles(&pl, 22.0), "22 płytki");
        assert_eq!(tiles(&pl, 1.5), "1,5 płytki");
        let ro = load("ro");
        assert_eq!(tiles(&ro, 1.0), "1 cartonaș");
        assert_eq!(tiles(&ro, 7.0), "7 cartonașe");
        assert_eq!(tiles(&ro, 101.0), "101 cartonașe");
        assert_eq!(tiles(&ro, 120.0), "120 de cartonașe");
        let pt = load("pt-BR");
        assert_eq!(tiles(&pt, 0.0), "0 cartela");
        assert_eq!(tiles(&pt, 2.0), "2 cartelas");
        assert_eq!(tiles(&pt, 1_000_000.0), "1.000.000 de cartelas");
        assert_eq!(tiles(&load("hu"), 5.0), "5 területkártya");
        assert_eq!(load("en").number(1234.5), "1,234.5");
    }

    #[test]
    fn every_tile_kind_and_edition_has_a_name_in_every_locale() {
        let mut report = Report::new();
        let data = data::load(&repo(), &mut report);
        assert_eq!(data.kinds.len(), 195);
        for tag in ["en", "ro", "hu", "pt-BR", "pl"] {
            let l = load(tag);
            for kind in data.kinds.keys() {
                let name = l.format(&ids::tile_name(kind), None).unwrap();
                assert!(!name.is_empty() && !name.contains('{'), "{tag} {kind}");
            }
            for set in &data.sets {
                l.format(&ids::edition_name(&set.set.id), None).unwrap();
            }
            for q in tilebook::engine::Quarter::ALL {
                let name = l.format(&ids::quarter_name(q), None).unwrap();
                assert!(!name.is_empty(), "{tag} {q}");
            }
        }
    }

    #[test]
    fn sheet_title_has_no_isolation_marks() {
        let pl = load("pl");
        let mut args = FluentArgs::new();
        args.set("edition", pl.format("edition-winter", None).unwrap());
        args.set("page", 2);
        args.set("pages", 7);
        let title = pl.format(ids::SHEET_TITLE, Some(&args)).unwrap();
        assert_eq!(title, "Edycja zimowa – arkusz płytek, strona 2 z\u{a0}7");
        assert!(pl.attribute(ids::SHEET_TITLE, "nope", None).is_err());
        let _ = l10n::SOURCE_LOCALE;
    }
}

#[test]
fn files_terms_and_term_parameters() {
    one(
        "wrong-file",
        "l10n/wrong-file",
        "warning",
        "locales/pl/other.ftl",
        Some((1, 1)),
    );
    one(
        "extra-file",
        "l10n/extra-file",
        "warning",
        "locales/pl/notes.ftl",
        None,
    );
    let msg = one(
        "term-parameter",
        "l10n/term-parameter",
        "warning",
        PL,
        Some((27, 61)),
    );
    assert!(msg.contains("no parameter `size`"), "{msg}");
    // A glossary term of English missing in both translations: one each.
    let (status, diags) = check_json(l10n_case("missing-term").path());
    assert_eq!(status, 0);
    let found: Vec<(&str, &str, u64, u64)> = diags
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap(),
                d["file"].as_str().unwrap(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("l10n/missing-term", EN, 8, 1),
            ("l10n/missing-term", EN, 8, 1)
        ]
    );
    assert!(diags[0]["message"].as_str().unwrap().contains("Polish"));
    assert!(diags[1]["message"].as_str().unwrap().contains("Romanian"));
}

#[test]
fn human_output_names_rule_file_line_and_column() {
    let out = tilebook(
        l10n_case("plural-missing").path(),
        &["check", "--color", "never"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error[l10n/plural-missing]"), "{err}");
    assert!(err.contains("locales/pl/main.ftl:28:22"), "{err}");
    assert!(err.contains("help: add the variant(s) [many]"), "{err}");
    assert!(
        err.contains("`many` in Polish (pl): e.g. 0, 5, 6, 7, 8, 9, …"),
        "{err}"
    );
}

#[test]
fn every_case_changes_the_good_project_and_is_tested_here() {
    let good = common::files_under(&fixture("l10n/good"));
    // The cases of the glossary and of the conventions are tested in
    // l10n_words.rs.
    let this_file = [include_str!("l10n.rs"), include_str!("l10n_words.rs")].concat();
    let mut names: Vec<String> = std::fs::read_dir(fixture("l10n/cases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 45, "{names:?}");
    for name in &names {
        let made = l10n_case(name);
        assert_ne!(
            common::files_under(made.path()),
            good,
            "{name} changes nothing"
        );
        assert!(
            this_file.contains(&format!("\"{name}\"")),
            "case {name} is not used by a test"
        );
    }
}
