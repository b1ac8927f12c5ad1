//! The words and conventions of each language: the glossary of the
//! published rulebooks' words (`locales/<tag>/glossary.toml`) and its
//! checks, and the typographic conventions of `src/l10n/conventions.rs`,
//! on the `l10n/good` fixture with the overlays of `l10n/cases/`; and the
//! shipped locales, which must pass them.

use crate::common::{self, check_json, fixture_case, repo};
use serde_json::Value;

const PL: &str = "locales/pl/main.ftl";
const PL_GLOSSARY: &str = "locales/pl/glossary.toml";
const RO: &str = "locales/ro/main.ftl";

/// Runs `check` on fixture case `name` and asserts it reports exactly one
/// diagnostic, with this rule id, severity, file, line and column and a
/// hint (errors exit 1, warnings 0); returns its message and hint.
fn only(name: &str, code: &str, severity: &str, at: (&str, u64, u64)) -> (String, String) {
    let (status, diags) = check_json(fixture_case("l10n", name).path());
    let want = if severity == "error" { 1 } else { 0 };
    assert_eq!((status, diags.len()), (want, 1), "{name}: {diags:#?}");
    let d = &diags[0];
    assert_eq!(
        (&d["code"], &d["severity"]),
        (&code.into(), &severity.into()),
        "{d:#?}"
    );
    let (file, line, column) = at;
    assert_eq!(d["file"], file, "{d:#?}");
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(line), Some(column)),
        "{d:#?}"
    );
    let hint = d["hint"].as_str().unwrap_or_default().to_string();
    assert!(!hint.is_empty(), "{name}: has a hint");
    (d["message"].as_str().unwrap().to_string(), hint)
}

/// The diagnostics of `check` on the shipped project with one of `codes`.
fn shipped(codes: &[&str]) -> Vec<Value> {
    let (_, diags) = check_json(&repo());
    diags
        .into_iter()
        .filter(|d| codes.contains(&d["code"].as_str().unwrap_or_default()))
        .collect()
}

#[test]
fn a_synonym_the_glossary_lists_is_reported_with_the_seed_word() {
    let (message, hint) = only(
        "non-seed-word",
        "l10n/non-seed-word",
        "warning",
        (PL, 34, 20),
    );
    assert!(
        message.contains("„Płytka”") && message.contains("seed 004"),
        "{message}"
    );
    assert!(message.contains("„żeton”"), "{message}");
    assert!(hint.contains("{ -tile }"), "{hint}");
}

#[test]
fn a_synonym_fails_check_under_deny_warnings() {
    let dir = fixture_case("l10n", "non-seed-word");
    let out = common::tilebook(dir.path(), &["check", "--deny", "warnings"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_synonym_spanning_a_term_is_reported_from_its_text_to_the_term() {
    let (message, _) = only(
        "non-seed-word-term",
        "l10n/non-seed-word",
        "warning",
        (PL, 27, 21),
    );
    assert!(message.contains("„Kupka żeton”"), "{message}");
}

#[test]
fn an_allowed_phrase_hides_only_its_own_synonym() {
    // `Razem (punktowanie wstępne i punktowanie)`: only the second one.
    only(
        "glossary-allow",
        "l10n/non-seed-word",
        "warning",
        (PL, 37, 44),
    );
}

#[test]
fn a_glossary_term_the_locale_lacks() {
    let (message, _) = only(
        "glossary-term",
        "l10n/glossary-term",
        "warning",
        (PL_GLOSSARY, 8, 8),
    );
    assert!(message.contains("`-tiles`"), "{message}");
}

#[test]
fn a_glossary_naming_an_unknown_seed_is_an_error() {
    only(
        "glossary-invalid",
        "l10n/glossary-invalid",
        "error",
        (PL_GLOSSARY, 17, 8),
    );
}

#[test]
fn a_glossary_word_with_no_source_is_reported() {
    let (message, hint) = only(
        "glossary-unsourced",
        "l10n/glossary-unsourced",
        "warning",
        (PL_GLOSSARY, 22, 6),
    );
    assert!(
        message.contains("`pile`") && message.contains("„stos”"),
        "{message}"
    );
    assert!(hint.contains("unverified"), "{hint}");
}

#[test]
fn a_word_of_its_own_where_the_english_names_a_term_is_reported() {
    // „Spis kart”: no glossary lists „kart”, yet the English says
    // `{ -tile }` and the Polish neither uses the term nor its word.
    let (message, hint) = only(
        "term-not-used",
        "l10n/term-not-used",
        "warning",
        (PL, 27, 1),
    );
    assert!(
        message.contains("`sheet-index-title`") && message.contains("`-tile`"),
        "{message}"
    );
    assert!(message.contains("„żeton”"), "{message}");
    assert!(hint.contains("# term-not-used: -tile"), "{hint}");
    let dir = fixture_case("l10n", "term-not-used");
    let out = common::tilebook(dir.path(), &["check", "--deny", "warnings"]);
    assert_eq!(out.status.code(), Some(1));
    // A comment above the message accepts the omission.
    let (status, diags) = check_json(fixture_case("l10n", "term-not-used-accepted").path());
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
}

#[test]
fn a_planted_synonym_for_a_term_in_the_shipped_books_is_reported() {
    // A Romanian book sentence that names the cloister with a word of its
    // own (no glossary lists „schit”): the term check finds it in a real
    // book, as in the engine's and the page's messages.
    let p = common::project_copy();
    let file = "locales/ro/engine.ftl";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains("{ -cloister") && !l.starts_with(' ') && l.contains(" = "))
        .expect("a Romanian engine message naming the cloister")
        .to_string();
    let id = line.split(" = ").next().unwrap().to_string();
    let planted = regex_lite_replace_terms(&line, "cloister", "schit");
    common::edit(p.path(), file, &line, &planted);
    let (_, diags) = check_json(p.path());
    let found: Vec<&Value> = diags
        .iter()
        .filter(|d| {
            d["code"] == "l10n/term-not-used"
                && d["message"].as_str().unwrap().contains(&format!("`{id}`"))
        })
        .collect();
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0]["message"]
            .as_str()
            .unwrap()
            .contains("`-cloister`"),
        "{found:#?}"
    );
    assert_eq!(found[0]["file"], file);
}

/// `line` with every reference to term `-name` (with or without
/// arguments) replaced by `word`.
fn regex_lite_replace_terms(line: &str, name: &str, word: &str) -> String {
    let open = format!("{{ -{name}");
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(&open) {
        let after = &rest[at + open.len()..];
        // `{ -cloister }` or `{ -cloister(…) }`, not `{ -cloister-x }`.
        if after.starts_with(['(', ' ']) {
            let end = after.find('}').expect("a closed placeable");
            out.push_str(&rest[..at]);
            out.push_str(word);
            rest = &after[end + 1..];
        } else {
            out.push_str(&rest[..at + open.len()]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn a_polish_one_letter_word_before_a_plain_space() {
    let (_, hint) = only(
        "single-letter-word",
        "l10n/single-letter-word",
        "warning",
        (PL, 16, 25),
    );
    assert!(hint.contains("U+00A0"), "{hint}");
}

#[test]
fn a_hyphen_between_spaces_is_no_dash() {
    only("dash", "l10n/dash", "warning", (RO, 20, 28));
}

#[test]
fn a_straight_apostrophe() {
    only("apostrophe", "l10n/apostrophe", "warning", (RO, 42, 26));
}

#[test]
fn the_shipped_translations_use_their_rulebooks_words() {
    let found = shipped(&[
        "l10n/non-seed-word",
        "l10n/glossary-term",
        "l10n/glossary-invalid",
        "l10n/glossary-unsourced",
        "l10n/term-not-used",
    ]);
    assert!(found.is_empty(), "{found:#?}");
    for tag in ["ro", "hu", "pl", "pt-BR"] {
        assert!(
            repo()
                .join("locales")
                .join(tag)
                .join("glossary.toml")
                .is_file(),
            "{tag} has a glossary"
        );
    }
}

#[test]
fn the_shipped_locales_keep_their_typographic_conventions() {
    let found = shipped(&["l10n/single-letter-word", "l10n/dash", "l10n/apostrophe"]);
    assert!(found.is_empty(), "{found:#?}");
}

/// A copy of the project with `old` replaced by `new` in `file`: the
/// diagnostics `l10n/lower-case-opening` that `check` reports, as
/// (file, line).
fn openings_after(file: &str, old: &str, new: &str) -> Vec<(String, u64)> {
    let p = common::project_copy();
    common::edit(p.path(), file, old, new);
    let (_, diags) = check_json(p.path());
    diags
        .iter()
        .filter(|d| d["code"] == "l10n/lower-case-opening")
        .map(|d| {
            (
                d["file"].as_str().unwrap().to_string(),
                d["line"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_translation_opening_with_a_term_where_the_english_opens_with_a_capital_fails() {
    let file = "locales/hu/book-abbey-mayor.ftl";
    let found = openings_after(
        file,
        "am-mayor-pennants-title = Polgármester címerekkel",
        "am-mayor-pennants-title = { -mayor } címerekkel",
    );
    let p = repo();
    let line = common::line_of(&p, file, "am-mayor-pennants-title =");
    assert_eq!(found, [(file.to_string(), line)]);
    // A term in a case form, in a Romanian example: its form decides.
    let file = "locales/ro/examples.ftl";
    let found = openings_after(
        file,
        "example-pd-princess = Cavalerul",
        "example-pd-princess = { -knight(form: \"def\") }",
    );
    assert_eq!(found.len(), 1, "{found:?}");
    // Text that opens lower-case fails as well; a fragment (its English
    // lower-case) and a variable's opening do not.
    let found = openings_after(
        "locales/pl/engine.ftl",
        "engine-placement-abbey-not-in-hole = Opactwo można",
        "engine-placement-abbey-not-in-hole = opactwo można",
    );
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        openings_after(
            "locales/hu/variants.ftl",
            "variant-barn-any-field = bármelyik",
            "variant-barn-any-field = { -field(case: \"sub\") } bármelyik"
        ),
        [],
        "an option's name goes mid-sentence, as its English does"
    );
}

#[test]
fn the_shipped_locales_open_as_their_english_does() {
    let diags = shipped(&["l10n/lower-case-opening"]);
    assert!(diags.is_empty(), "{diags:#?}");
}
