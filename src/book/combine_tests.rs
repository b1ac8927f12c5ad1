//! Tests of [`super::combine`]: on small books written here, and on the
//! shipped books and tile sets.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tilebook_engine::{TileSet, TileSetId};

use super::*;
use crate::book::{RawBook, convert};
use crate::data::SetInfo;

fn book(text: &str) -> Book {
    let mut report = Report::new();
    let raw: RawBook = toml::from_str(text).expect("test book parses");
    let b = convert(Path::new("book/test.toml"), raw, &mut report);
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    b
}

/// Tile sets with totals and what each includes.
fn data(sets: &[(&str, u32, &[&str])]) -> Data {
    let mut data = Data::default();
    for (id, total, includes) in sets {
        data.sets.push(SetInfo {
            set: TileSet {
                id: TileSetId::from(*id),
                stated_total: *total,
                requires_start: false,
                entries: Vec::new(),
                pieces: Vec::new(),
                rules: None,
                params: Vec::new(),
                block: Vec::new(),
            },
            advised_against: Vec::new(),
            file: PathBuf::from(format!("data/tilesets/{id}.toml")),
            includes: includes.iter().map(|i| TileSetId::from(*i)).collect(),
            id_span: 0..0,
            variants: Vec::new(),
        });
    }
    data
}

/// A chapter of one section `s` (with `with`, when given), in `phase`
/// (none: `""`).
fn chapter(id: &str, phase: &str, with: &str) -> String {
    let phase = if phase.is_empty() {
        String::new()
    } else {
        format!("phase = \"{phase}\"\n")
    };
    let with = if with.is_empty() {
        String::new()
    } else {
        format!("with = [\"{with}\"]\n")
    };
    format!(
        "[[chapter]]\nid = \"{id}\"\ntitle = \"t\"\n{phase}[[chapter.section]]\nid = \"s\"\n{with}"
    )
}

/// Three books: `core` (every box holds it), `stream`, and `snow` with two
/// printings and interactions with `stream`; and their tile sets.
fn small() -> (Vec<Book>, Data) {
    let base = book(&format!(
        "id = \"core\"\ntitle = \"t\"\ntilesets = [\"core\"]\nrules = \"second\"\norder = 1\nbase = true\n{}{}{}{}",
        chapter("setup", "setup", ""),
        chapter("turn", "turn", ""),
        chapter("more-turn", "", ""),
        chapter("end", "end", ""),
    ));
    let river = book(&format!(
        "id = \"stream\"\ntitle = \"t\"\ntilesets = [\"stream\"]\norder = 2\n{}{}",
        chapter("what", "", ""),
        chapter("setup", "setup", ""),
    ));
    let snow = book(&format!(
        "id = \"snow\"\ntitle = \"t\"\ntilesets = [\"snow\"]\nprintings = [\"snow-old\", \"snow-new\"]\norder = 3\n{}[[chapter.section]]\nid = \"with-stream\"\nwith = [\"stream\"]\n{}",
        chapter("end", "end", ""),
        chapter("only-stream", "end", "stream"),
    ));
    let data = data(&[
        ("core", 10, &[]),
        ("stream", 3, &[]),
        ("snow", 12, &["core"]),
        ("snow-old", 10, &["core"]),
        ("snow-new", 12, &["snow"]),
    ]);
    (vec![base, river, snow], data)
}

fn ids(b: &Book) -> Vec<&str> {
    b.chapters.iter().map(|c| c.id.id.as_str()).collect()
}

fn choose(books: &[&str]) -> Choice {
    Choice {
        books: books.iter().map(|b| b.to_string()).collect(),
        ..Choice::default()
    }
}

fn rows(b: &Book) -> Vec<&str> {
    counted(&b.chapters).map(|c| c.set.id.as_str()).collect()
}

#[test]
fn chapters_go_by_phase_base_first_then_by_order() {
    let (books, data) = small();
    let all = combine(&books, &data, None);
    assert_eq!(
        ids(&all),
        [
            "totals",
            "stream-what",
            "core-setup",
            "stream-setup",
            "core-turn",
            "core-more-turn",
            "core-end",
            "snow-end",
            "snow-only-stream",
        ]
    );
    // A chapter without a phase follows the one before it in its book; a
    // first chapter without one is in the first phase.
    let phase = |id: &str| all.chapters.iter().find(|c| c.id.id == id).unwrap().phase;
    assert_eq!(phase("core-more-turn"), Some(Phase::Turn));
    assert_eq!(phase("stream-what"), Some(Phase::Components));
    let phases: Vec<Phase> = all.chapters.iter().map(|c| c.phase.unwrap()).collect();
    assert!(phases.windows(2).all(|w| w[0] <= w[1]), "{phases:?}");
}

#[test]
fn the_base_book_is_always_in_and_others_only_when_chosen() {
    let (books, data) = small();
    let b = combine(&books, &data, Some(&Choice::default()));
    assert_eq!(
        ids(&b),
        [
            "totals",
            "core-setup",
            "core-turn",
            "core-more-turn",
            "core-end"
        ]
    );
    assert_eq!(b.id.id, BOX_ID);
    assert_eq!(b.rules.as_ref().unwrap().id.as_str(), "second");
    let b = combine(&books, &data, Some(&choose(&["core", "stream"])));
    assert!(ids(&b).contains(&"stream-setup"));
    assert!(!ids(&b).iter().any(|c| c.starts_with("snow")));
}

#[test]
fn an_interaction_needs_every_book_it_is_with() {
    let (books, data) = small();
    let sections = |b: &Book, chapter: &str| -> Vec<String> {
        b.chapters
            .iter()
            .filter(|c| c.id.id == chapter)
            .flat_map(|c| c.sections.iter().map(|s| s.id.id.clone()))
            .collect()
    };
    let alone = combine(&books, &data, Some(&choose(&["snow"])));
    assert_eq!(sections(&alone, "snow-end"), ["s"]);
    // A chapter whose every section is an interaction goes with them.
    assert!(!ids(&alone).contains(&"snow-only-stream"));
    let both = combine(&books, &data, Some(&choose(&["snow", "stream"])));
    assert_eq!(sections(&both, "snow-end"), ["s", "with-stream"]);
    assert!(ids(&both).contains(&"snow-only-stream"));
    // What is kept needs nothing more.
    assert!(both.chapters.iter().all(|c| c.needs.is_empty()));
    assert!(
        both.chapters
            .iter()
            .flat_map(|c| &c.sections)
            .all(|s| s.needs.is_empty())
    );
    // Without a choice the interaction says what it needs.
    let all = combine(&books, &data, None);
    let s = &all
        .chapters
        .iter()
        .find(|c| c.id.id == "snow-end")
        .unwrap()
        .sections[1];
    assert_eq!(
        s.needs.all,
        [Token::Book("snow".into()), Token::Book("stream".into())]
    );
    assert_eq!(s.needs.all[1].to_string(), "book:stream");
}

#[test]
fn totals_count_each_set_once_and_a_printing_instead_of_its_book_s_set() {
    let (books, data) = small();
    let total = |b: &Book| -> u32 {
        rows(b)
            .iter()
            .map(|id| data.set(*id).unwrap().set.stated_total)
            .sum()
    };
    let b = combine(&books, &data, Some(&choose(&["stream"])));
    assert_eq!(rows(&b), ["core", "stream"]);
    assert_eq!(total(&b), 13);
    // Snow includes the core set: it is counted instead.
    let b = combine(&books, &data, Some(&choose(&["snow", "stream"])));
    assert_eq!(rows(&b), ["stream", "snow"]);
    assert_eq!(total(&b), 15);
    // A printing replaces the book's set; the new one includes snow, which
    // includes core.
    for (printing, expect, sum) in [
        ("snow-old", ["snow-old"], 10),
        ("snow-new", ["snow-new"], 12),
    ] {
        let choice = Choice {
            printings: vec![TileSetId::from(printing)],
            ..choose(&["snow"])
        };
        let b = combine(&books, &data, Some(&choice));
        assert_eq!(rows(&b), expect);
        assert_eq!(total(&b), sum);
        assert_eq!(b.tilesets.len(), 1);
    }
    // A printing of a book not in the box changes nothing.
    let choice = Choice {
        printings: vec![TileSetId::from("snow-old")],
        ..Choice::default()
    };
    assert_eq!(rows(&combine(&books, &data, Some(&choice))), ["core"]);
}

#[test]
fn without_a_choice_every_row_says_when_it_counts() {
    let (books, data) = small();
    let all = combine(&books, &data, None);
    let row = |id: &str| {
        counted(&all.chapters)
            .find(|c| c.set.id.as_str() == id)
            .unwrap()
    };
    let set = |id: &str| Token::Set(TileSetId::from(id));
    assert_eq!(row("core").needs.all, [set("core")]);
    assert_eq!(
        row("core").needs.none,
        [set("snow"), set("snow-old"), set("snow-new")]
    );
    assert_eq!(row("snow").needs.none, [set("snow-new")]);
    assert!(row("stream").needs.none.is_empty());
    // The same rule picks the rows a choice keeps.
    let choice = Choice {
        printings: vec![TileSetId::from("snow-new")],
        ..choose(&["snow", "stream"])
    };
    let tokens = choice.tokens(&books);
    let shown: Vec<&str> = counted(&all.chapters)
        .filter(|c| c.needs.holds(&tokens))
        .map(|c| c.set.id.as_str())
        .collect();
    assert_eq!(shown, rows(&combine(&books, &data, Some(&choice))));
}

#[test]
fn tokens_name_the_books_and_the_sets_in_play() {
    let (books, _) = small();
    let choice = Choice {
        printings: vec![TileSetId::from("snow-old")],
        ..choose(&["snow"])
    };
    let got: BTreeSet<String> = choice.tokens(&books).iter().map(Token::to_string).collect();
    let want: BTreeSet<String> = ["book:core", "book:snow", "set:core", "set:snow-old"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(got, want);
    let needs = Needs {
        all: vec![Token::Book("snow".into())],
        none: vec![Token::Set(TileSetId::from("snow-old"))],
    };
    assert!(!needs.holds(&choice.tokens(&books)));
    assert!(needs.holds(&choose(&["snow"]).tokens(&books)));
    assert!(Needs::default().holds(&BTreeSet::new()));
}

#[test]
fn unknown_ids_on_the_command_line_are_usage_errors_with_a_suggestion() {
    let (books, data) = small();
    let mut report = Report::new();
    let c = Choice::from_args(
        &books,
        &data,
        "stream, snwo",
        None,
        Some("snow-old"),
        &mut report,
    );
    assert_eq!(c, None);
    let d = report.diagnostics();
    assert_eq!(d.len(), 2, "{d:?}");
    assert_eq!(d[0].code, "usage/unknown-book");
    assert_eq!(d[0].span, Some(8..12), "the place in the argument");
    assert_eq!(d[0].hint.as_deref(), Some("did you mean `snow`?"));
    // The printing of a book not in the box is not known.
    assert_eq!(d[1].code, "usage/unknown-printing");
    let mut report = Report::new();
    let c = Choice::from_args(&books, &data, "snow", None, Some("snow-old"), &mut report)
        .expect("a good choice");
    assert_eq!(c.books, ["snow"]);
    assert_eq!(c.printings, [TileSetId::from("snow-old")]);
    assert_eq!(report.errors(), 0);
    // Empty ids (a trailing comma, an empty list) are no books; a rule
    // edition is one id, commas and all.
    let c = Choice::from_args(&books, &data, "snow,", None, None, &mut report).expect("good");
    assert_eq!(c.books, ["snow"]);
    assert!(Choice::from_args(&books, &data, "", None, None, &mut report).is_some());
    assert_eq!(report.errors(), 0);
    let mut data = data;
    data.rules.push(tilebook_engine::Rules::standard());
    let c = Choice::from_args(&books, &data, "snow", Some("third"), None, &mut report);
    assert_eq!(c.unwrap().rules.unwrap().as_str(), "third");
    assert_eq!(
        Choice::from_args(&books, &data, "snow", Some("third,"), None, &mut report),
        None
    );
    assert_eq!(report.diagnostics()[0].code, "usage/unknown-rules");
}

#[test]
fn the_shipped_books_combine_in_play_order() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut report = Report::new();
    let books = crate::book::load(root, &mut report);
    let data = crate::data::load(root, &mut report);
    assert_eq!(report.errors(), 0);
    let every = books.iter().map(|b| b.id.id.clone()).collect();
    let all = combine(
        &books,
        &data,
        Some(&Choice {
            books: every,
            ..Choice::default()
        }),
    );
    let phases: Vec<Phase> = all.chapters.iter().map(|c| c.phase.unwrap()).collect();
    assert!(phases.windows(2).all(|w| w[0] <= w[1]), "{phases:?}");
    // Every chapter of every book is there once, and the totals first.
    let chapters: usize = books.iter().map(|b| b.chapters.len()).sum();
    assert_eq!(all.chapters.len(), chapters + 1);
    assert_eq!(all.chapters[0].id.id, TOTALS_ID);
}
