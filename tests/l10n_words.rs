//! The words and conventions of each language: the glossary of the
//! published rulebooks' words (`locales/<tag>/glossary.toml`) and its
//! checks, on the `l10n/good` fixture with the overlays of
//! `l10n/cases/`; and the shipped locales, which must pass them.

mod common;

use common::{check_json, fixture_case, repo};
use serde_json::Value;

/// The diagnostics of `check` on fixture case `case`, with the exit code.
fn case(case: &str) -> (i32, Vec<Value>) {
    check_json(fixture_case("l10n", case).path())
}

/// Asserts `d` has this rule id, severity, file, line and column, and a hint.
fn assert_at(d: &Value, code: &str, severity: &str, file: &str, line: u64, column: u64) {
    assert_eq!(d["code"], code, "{d:#?}");
    assert_eq!(d["severity"], severity, "{d:#?}");
    assert_eq!(d["file"], file, "{d:#?}");
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(line), Some(column)),
        "{d:#?}"
    );
    assert!(d["hint"].as_str().is_some_and(|h| !h.is_empty()), "{d:#?}");
}

const PL: &str = "locales/pl/main.ftl";
const PL_GLOSSARY: &str = "locales/pl/glossary.toml";

#[test]
fn a_synonym_the_glossary_lists_is_reported_with_the_seed_word() {
    let (status, diags) = case("non-seed-word");
    assert_eq!((status, diags.len()), (0, 1), "a warning only: {diags:#?}");
    assert_at(&diags[0], "l10n/non-seed-word", "warning", PL, 34, 20);
    let message = diags[0]["message"].as_str().unwrap();
    assert!(
        message.contains("„Płytka”") && message.contains("seed 004"),
        "{message}"
    );
    assert!(message.contains("„żeton”"), "{message}");
    assert!(
        diags[0]["hint"].as_str().unwrap().contains("{ -tile }"),
        "{diags:#?}"
    );
}

#[test]
fn a_synonym_fails_check_under_deny_warnings() {
    let dir = fixture_case("l10n", "non-seed-word");
    let out = common::tilebook(dir.path(), &["check", "--deny", "warnings"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_allowed_phrase_hides_only_its_own_synonym() {
    let (_, diags) = case("glossary-allow");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    // `Razem (punktowanie wstępne i punktowanie)`: only the second one.
    assert_at(&diags[0], "l10n/non-seed-word", "warning", PL, 37, 44);
}

#[test]
fn a_glossary_term_the_locale_lacks() {
    let (status, diags) = case("glossary-term");
    assert_eq!((status, diags.len()), (0, 1), "{diags:#?}");
    assert_at(
        &diags[0],
        "l10n/glossary-term",
        "warning",
        PL_GLOSSARY,
        8,
        8,
    );
    assert!(diags[0]["message"].as_str().unwrap().contains("`-tiles`"));
}

#[test]
fn a_glossary_naming_an_unknown_seed_is_an_error() {
    let (status, diags) = case("glossary-invalid");
    assert_eq!((status, diags.len()), (1, 1), "{diags:#?}");
    assert_at(
        &diags[0],
        "l10n/glossary-invalid",
        "error",
        PL_GLOSSARY,
        17,
        8,
    );
}

#[test]
fn the_shipped_translations_use_their_rulebooks_words() {
    let (_, diags) = check_json(&repo());
    let words: Vec<&Value> = diags
        .iter()
        .filter(|d| d["code"] == "l10n/non-seed-word")
        .collect();
    assert!(words.is_empty(), "{words:#?}");
}

#[test]
fn every_translation_has_a_valid_glossary() {
    let (_, diags) = check_json(&repo());
    let invalid: Vec<&Value> = diags
        .iter()
        .filter(|d| {
            d["code"]
                .as_str()
                .is_some_and(|c| c.starts_with("l10n/glossary"))
        })
        .collect();
    assert!(invalid.is_empty(), "{invalid:#?}");
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
fn a_synonym_spanning_a_term_is_reported_from_its_text_to_the_term() {
    let (_, diags) = case("non-seed-word-term");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    assert_at(&diags[0], "l10n/non-seed-word", "warning", PL, 27, 21);
    assert!(
        diags[0]["message"]
            .as_str()
            .unwrap()
            .contains("„Kupka żeton”"),
        "{diags:#?}"
    );
}

const RO: &str = "locales/ro/main.ftl";

#[test]
fn a_polish_one_letter_word_before_a_plain_space() {
    let (status, diags) = case("single-letter-word");
    assert_eq!((status, diags.len()), (0, 1), "{diags:#?}");
    assert_at(&diags[0], "l10n/single-letter-word", "warning", PL, 16, 25);
    assert!(diags[0]["hint"].as_str().unwrap().contains("U+00A0"));
}

#[test]
fn a_hyphen_between_spaces_is_no_dash() {
    let (status, diags) = case("dash");
    assert_eq!((status, diags.len()), (0, 1), "{diags:#?}");
    assert_at(&diags[0], "l10n/dash", "warning", RO, 20, 28);
}

#[test]
fn a_straight_apostrophe() {
    let (status, diags) = case("apostrophe");
    assert_eq!((status, diags.len()), (0, 1), "{diags:#?}");
    assert_at(&diags[0], "l10n/apostrophe", "warning", RO, 42, 26);
}

#[test]
fn the_shipped_locales_keep_their_typographic_conventions() {
    let (_, diags) = check_json(&repo());
    let found: Vec<&Value> = diags
        .iter()
        .filter(|d| {
            ["l10n/single-letter-word", "l10n/dash", "l10n/apostrophe"]
                .contains(&d["code"].as_str().unwrap_or_default())
        })
        .collect();
    assert!(found.is_empty(), "{found:#?}");
}
