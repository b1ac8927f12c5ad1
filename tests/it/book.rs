//! The shipped rule books: every chapter in every locale, every example
//! shown somewhere, and the book structure the issue asks for.

use std::collections::BTreeSet;

use crate::common::repo;
use tilebook::book::{self, Block};
use tilebook::diag::Report;
use tilebook::l10n::Localizer;

const LOCALES: [&str; 5] = ["en", "hu", "pl", "pt-BR", "ro"];

fn books() -> Vec<book::Book> {
    let mut report = Report::new();
    let books = book::load(&repo(), &mut report);
    assert_eq!(report.errors(), 0);
    books
}

#[test]
fn every_message_of_every_chapter_exists_in_every_locale() {
    let books = books();
    assert_eq!(
        books.iter().map(|b| b.id.id.as_str()).collect::<Vec<_>>(),
        [
            "base",
            "river",
            "winter",
            "inns-cathedrals",
            "traders-builders",
            "princess-dragon",
            "tower",
            "abbey-mayor",
            "count-king",
            "catapult"
        ]
    );
    for loc in LOCALES {
        let mut report = Report::new();
        let l = Localizer::load(&repo(), loc, &mut report).unwrap();
        for b in &books {
            for m in b.messages() {
                let text = l
                    .format(&m.id, None)
                    .unwrap_or_else(|e| panic!("{loc}: {e}"));
                assert!(!text.trim().is_empty(), "{loc}: {} is empty", m.id);
            }
        }
    }
}

#[test]
fn every_example_is_shown_in_some_chapter() {
    let shown: BTreeSet<String> = books()
        .iter()
        .flat_map(|b| b.examples().into_iter().map(|r| r.id.clone()))
        .collect();
    let mut report = Report::new();
    let data = tilebook::data::load(&repo(), &mut report);
    assert!(data.examples.len() >= 20);
    for ex in &data.examples {
        assert!(shown.contains(&ex.id), "example {} is in no chapter", ex.id);
    }
}

#[test]
fn the_base_book_covers_the_rules_and_the_editions() {
    let books = books();
    let base = &books[0];
    let chapters: Vec<&str> = base.chapters.iter().map(|c| c.id.id.as_str()).collect();
    for needed in [
        "setup",
        "turn",
        "placing-tiles",
        "placing-followers",
        "scoring",
        "fields",
        "scoreboard",
        "end",
        "final",
        "clarifications",
        "editions",
        "tiles",
    ] {
        assert!(
            chapters.contains(&needed),
            "base book has a {needed} chapter: {chapters:?}"
        );
    }
    let editions = base
        .chapters
        .iter()
        .find(|c| c.id.id == "editions")
        .unwrap();
    let side_by_side = editions
        .sections
        .iter()
        .flat_map(|s| &s.blocks)
        .filter(|b| matches!(b, Block::Editions(_)))
        .count();
    assert!(
        side_by_side >= 5,
        "the editions chapter shows boards under every edition"
    );
    let clarifications = base
        .chapters
        .iter()
        .find(|c| c.id.id == "clarifications")
        .unwrap();
    let notes: usize = clarifications
        .sections
        .iter()
        .flat_map(|s| &s.blocks)
        .map(|b| b.messages().len())
        .sum();
    assert!(
        notes >= 12,
        "the twelve official clarifications, found {notes}"
    );
}

#[test]
fn every_piece_an_example_draws_is_registered_with_its_label() {
    use tilebook::site::example;
    let registered: BTreeSet<&str> = tilebook::engine::expansion::EXT_PIECES
        .iter()
        .copied()
        .flatten()
        .copied()
        .collect();
    let labels: BTreeSet<String> = tilebook::l10n::ids::ext_labels()
        .into_iter()
        .map(|(_, id)| id)
        .collect();
    let mut report = Report::new();
    let data = tilebook::data::load(&repo(), &mut report);
    let mut drawn = BTreeSet::new();
    for ex in &data.examples {
        let prepared = example::prepare(ex, &data, &example::Art::new(), &mut report)
            .unwrap_or_else(|| panic!("{} is prepared", ex.id));
        for pc in &prepared.pieces {
            drawn.insert(pc.name.to_string());
        }
    }
    // The shipped examples show every piece the expansions draw.
    let registered_owned: BTreeSet<String> = registered.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        drawn, registered_owned,
        "drawn by the examples vs registered"
    );
    for name in &drawn {
        let id = tilebook::l10n::ids::piece_name(name);
        assert!(labels.contains(&id), "{id} is a label of the site");
    }
}
