//! The English source text says what the published rulebooks say, and
//! marks what is ours or the fans' as such (issue 17, “English source
//! text”): the River's tight U and our reading of it, the one placement
//! rule that differs between editions, the Winter Edition's official
//! clarifications kept apart from fans' house rules, and the source of the
//! 50/100 scoring tiles. The translations keep the credits.

use crate::common::repo;
use tilebook::diag::Report;
use tilebook::l10n::Localizer;

fn locale(tag: &str) -> Localizer {
    let mut report = Report::new();
    Localizer::load(&repo(), tag, &mut report).expect("the locale loads")
}

fn text(l: &Localizer, id: &str) -> String {
    l.format(id, None).unwrap_or_else(|e| panic!("{id}: {e:?}"))
}

#[test]
fn the_river_states_the_rulebook_and_marks_our_reading() {
    let bends = text(&locale("en"), "river-play-rule-bends");
    assert!(
        bends.contains("rulebook forbids") && bends.contains("tight U"),
        "{bends}"
    );
    assert!(bends.contains("our reading"), "{bends}");
}

#[test]
fn the_editions_introduction_names_the_placement_rule_that_differs() {
    let en = locale("en");
    let intro = text(&en, "base-editions-intro");
    assert!(intro.contains("fits nowhere"), "{intro}");
    assert!(text(&en, "base-editions-first-no-fit").contains("fits nowhere"));
}

#[test]
fn the_scoreboard_note_names_its_source() {
    let note = text(&locale("en"), "base-scoreboard-more");
    assert!(note.contains("Inns & Cathedrals"), "{note}");
    assert!(note.contains("50") && note.contains("100"), "{note}");
}

#[test]
fn the_winter_book_keeps_the_publisher_apart_from_the_fans() {
    let book: toml::Value =
        toml::from_str(&std::fs::read_to_string(repo().join("book/winter.toml")).unwrap()).unwrap();
    let sections: Vec<&str> = book["chapter"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["section"].as_array().unwrap())
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert!(
        sections.contains(&"clarifications") && sections.contains(&"house-rules"),
        "{sections:?}"
    );
    let en = locale("en");
    // The animals' note is the wiki's, not the publisher's.
    let fans = text(&en, "winter-animals-fans");
    assert!(
        fans.contains("Wikicarpedia") && fans.contains("not a rule"),
        "{fans}"
    );
    assert!(!text(&en, "winter-animals-decoration").contains("publisher"));
    // Each house rule keeps the credit the wiki gives, in every language.
    for tag in ["en", "ro", "hu", "pl", "pt-BR"] {
        let l = locale(tag);
        for (id, names) in [
            ("winter-overview-house-rule-bag", &["dwhitworth"][..]),
            ("winter-overview-house-rule-hand", &["DavidP", "youtch"][..]),
            ("winter-overview-house-rule-unfinished", &["metoth"][..]),
        ] {
            let t = text(&l, id);
            for name in names {
                assert!(t.contains(name), "{tag} {id}: {t}");
            }
        }
    }
}

#[test]
fn princess_dragon_and_the_tower_set_their_readings_apart_as_ours() {
    let mut report = Report::new();
    let books = tilebook::book::load(&repo(), &mut report);
    assert_eq!(report.errors(), 0);
    let en = locale("en");
    // Where seed 000 is silent: each reading is a note, in the section of
    // the rule it reads, and says it is ours.
    for (book, section, id) in [
        (
            "princess-dragon",
            "after-scoring",
            "princess-dragon-fairy-after-reading",
        ),
        (
            "princess-dragon",
            "portal-builder",
            "princess-dragon-portal-builder-reading",
        ),
        (
            "princess-dragon",
            "princess-rule",
            "princess-dragon-princess-fairy-reading",
        ),
        ("tower", "ransom", "tower-prisoners-ransom-reading"),
    ] {
        let b = books.iter().find(|b| b.id.id == book).expect(book);
        let s = b
            .chapters
            .iter()
            .flat_map(|c| &c.sections)
            .find(|s| s.id.id == section)
            .unwrap_or_else(|| panic!("{book} has a section {section}"));
        assert!(
            s.blocks
                .iter()
                .any(|bl| matches!(bl, tilebook::book::Block::Note(r) if r.id == id)),
            "{id} is a note in {book}#{section}"
        );
        let t = text(&en, id);
        assert!(t.contains("our reading, not the publisher’s"), "{id}: {t}");
    }
}

#[test]
fn princess_dragon_and_the_tower_explain_how_they_play_with_the_other_expansions() {
    let mut report = Report::new();
    let books = tilebook::book::load(&repo(), &mut report);
    for (book, others) in [
        (
            "princess-dragon",
            &["inns-cathedrals", "traders-builders"][..],
        ),
        (
            "tower",
            &["inns-cathedrals", "traders-builders", "princess-dragon"][..],
        ),
    ] {
        let b = books.iter().find(|b| b.id.id == book).expect(book);
        for other in others {
            assert!(
                b.chapters
                    .iter()
                    .flat_map(|c| &c.sections)
                    .any(|s| s.with.iter().any(|w| w.id == *other)),
                "{book} has a section with {other}"
            );
        }
    }
}
