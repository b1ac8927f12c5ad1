//! "My box": one rule book made of the books a player owns.
//!
//! [`combine`] puts the chapters of the books in play order (by
//! [`Phase`], the base game's first within a phase, then the others by
//! their `order`), starts with a chapter adding up the tiles of the tile
//! sets in the box, and keeps an interaction (a section `with` other
//! books) only when those books are in the box too. Everything is driven
//! by `book/*.toml`: which book every box holds (`base = true`), which tile
//! sets each book brings (`tilesets`, or one of its `printings`), and which
//! sets include others (`includes` in `data/tilesets/`: the Winter Edition
//! includes the base game, so a box with it counts the base tiles once).
//!
//! Without a choice, [`combine`] gives every part of every book, each with
//! the [`Needs`] that say when it is shown: the site's "My box" page shows
//! and hides them in the browser by the same rule ([`Needs::holds`]).

use std::collections::BTreeSet;
use std::fmt;
use std::path::PathBuf;

use tilebook_engine::{RulesId, TileSetId};

use super::{BOOK_DIR, Block, Book, Chapter, Phase, Ref, Section};
use crate::data::Data;
use crate::diag::{Diagnostic, Report};

/// The id of a combined book: its folder (`<locale>/box/`).
pub const BOX_ID: &str = "box";

/// Message ids of a combined book's own texts (`locales/*/box.ftl`).
pub mod messages {
    /// The book's title ("My box").
    pub const TITLE: &str = "box-title";
    /// Its summary.
    pub const SUMMARY: &str = "box-summary";
    /// The title of its first chapter, the tiles added up.
    pub const TOTALS: &str = "box-totals";
    /// The paragraph above the totals.
    pub const TOTALS_INTRO: &str = "box-totals-intro";
}

/// The id of the chapter (and of its section) adding up the tiles.
pub const TOTALS_ID: &str = "totals";

/// Something a player's box holds, as the parts of a combined book name
/// what they need: a book, or a tile set in play. Written `book:<id>` and
/// `set:<id>` (the "My box" page's `data-all` and `data-none`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Token {
    /// A book in the box.
    Book(String),
    /// A tile set in play.
    Set(TileSetId),
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Book(id) => write!(f, "book:{id}"),
            Token::Set(id) => write!(f, "set:{id}"),
        }
    }
}

/// When a part of a combined book is shown: every token of `all` is in
/// the box and none of `none`. Empty: always.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// Tokens that must all be in the box.
    pub all: Vec<Token>,
    /// Tokens none of which may be in the box.
    pub none: Vec<Token>,
}

impl Needs {
    /// Whether the part is shown for a box holding `tokens`.
    pub fn holds(&self, tokens: &BTreeSet<Token>) -> bool {
        self.all.iter().all(|t| tokens.contains(t)) && !self.none.iter().any(|t| tokens.contains(t))
    }

    /// Whether the part is always shown.
    pub fn is_empty(&self) -> bool {
        self.all.is_empty() && self.none.is_empty()
    }
}

/// One row of a `totals` block: a tile set and when it is counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The tile set.
    pub set: Ref<TileSetId>,
    /// When it is counted (empty in a book of `book/`: always).
    pub needs: Needs,
}

/// What a player owns: books, the rule edition they play, and the
/// printing of each book that comes in several.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The ids of the books chosen (the `base` books are always in).
    pub books: Vec<String>,
    /// The rule edition; `None`: the base book's.
    pub rules: Option<RulesId>,
    /// The printings chosen, each one of a chosen book's `printings`.
    pub printings: Vec<TileSetId>,
}

impl Choice {
    /// Whether book `b` is in the box.
    pub fn has(&self, b: &Book) -> bool {
        b.base || self.books.contains(&b.id.id)
    }

    /// Everything the box holds: each of its books, and the tile sets
    /// each brings (its chosen printing, or else its `tilesets`).
    pub fn tokens(&self, books: &[Book]) -> BTreeSet<Token> {
        let mut out = BTreeSet::new();
        for b in books.iter().filter(|b| self.has(b)) {
            out.insert(Token::Book(b.id.id.clone()));
            match b.printings.iter().find(|p| self.printings.contains(&p.id)) {
                Some(p) => {
                    out.insert(Token::Set(p.id.clone()));
                }
                None => out.extend(b.tilesets.iter().map(|t| Token::Set(t.id.clone()))),
            }
        }
        out
    }

    /// The choice the command line names: `--box` (book ids, comma
    /// separated), `--rules` and `--printing` (tile set ids, comma
    /// separated). Each unknown id is a `usage/…` error pointing into the
    /// argument, with the closest known id; `None` when there is one.
    pub fn from_args(
        books: &[Book],
        data: &Data,
        list: &str,
        rules: Option<&str>,
        printing: Option<&str>,
        report: &mut Report,
    ) -> Option<Choice> {
        let before = report.errors();
        let known: Vec<&str> = books.iter().map(|b| b.id.id.as_str()).collect();
        let chosen = args(
            report,
            ("--box", list, true),
            "usage/unknown-book",
            "book",
            &known,
        );
        let mut choice = Choice {
            books: chosen.into_iter().map(|(id, _)| id.to_string()).collect(),
            ..Choice::default()
        };
        if let Some(r) = rules {
            let known: Vec<&str> = data.rules.iter().map(|r| r.id.as_str()).collect();
            let ids = args(
                report,
                ("--rules", r, false),
                "usage/unknown-rules",
                "rule edition",
                &known,
            );
            choice.rules = ids.first().map(|(id, _)| RulesId::from(*id));
        }
        if let Some(p) = printing {
            // The printings of the books in the box.
            let known: Vec<&str> = books
                .iter()
                .filter(|b| choice.has(b))
                .flat_map(|b| &b.printings)
                .map(|p| p.id.as_str())
                .collect();
            let ids = args(
                report,
                ("--printing", p, true),
                "usage/unknown-printing",
                "printing of a book in the box",
                &known,
            );
            // One printing per book: a second would be silently ignored.
            let mut taken: Vec<(&str, &str)> = Vec::new();
            for (id, at) in ids {
                let Some(book) = books
                    .iter()
                    .find(|b| choice.has(b) && b.printings.iter().any(|q| q.id.as_str() == id))
                else {
                    continue;
                };
                if let Some((first, _)) = taken.iter().find(|(_, b)| *b == book.id.id) {
                    report.push(
                        Diagnostic::error(
                            "usage/two-printings",
                            if *first == id {
                                format!("printing `{id}` is named twice")
                            } else {
                                format!(
                                    "`{id}` is a second printing of book `{}`: `{first}` is already chosen",
                                    book.id.id
                                )
                            },
                        )
                        .at("--printing", at)
                        .hint(format!(
                            "a box holds one printing of each book: name either `{first}` or `{id}`"
                        )),
                    );
                    continue;
                }
                taken.push((id, &book.id.id));
                choice.printings.push(TileSetId::from(id));
            }
        }
        (report.errors() == before).then_some(choice)
    }
}

/// The ids of a command-line argument (comma separated when `list`,
/// empty ones skipped) that are among `known`, each with its place in the
/// argument; each other one is a `code`
/// error at its place in the argument (shown as the file `name`).
fn args<'a>(
    report: &mut Report,
    (name, text, list): (&str, &'a str, bool),
    code: &'static str,
    what: &str,
    known: &[&str],
) -> Vec<(&'a str, std::ops::Range<usize>)> {
    report.add_source(name, text.to_string());
    let parts: Vec<&str> = if list {
        text.split(',').collect()
    } else {
        vec![text]
    };
    let mut found = Vec::new();
    let mut at = 0;
    for part in parts {
        let id = part.trim();
        let start = at + (part.len() - part.trim_start().len());
        at += part.len() + 1;
        if id.is_empty() && list {
            continue;
        }
        if known.contains(&id) {
            found.push((id, start..start + id.len()));
            continue;
        }
        let list = known.join(", ");
        report.push(
            Diagnostic::error(code, format!("there is no {what} `{id}`"))
                .at(name, start..start + id.len())
                .suggest(id, known.iter().copied(), || {
                    if list.is_empty() {
                        format!("{name} takes none here")
                    } else {
                        format!("known: {list}")
                    }
                }),
        );
    }
    found
}

/// One rule book of the books in `choice`, or, without a choice, of every
/// book with what each part needs to be shown (see the module's text).
/// With a choice, the parts kept need nothing more, chapters left empty
/// are dropped, and the book's rule edition is the choice's.
pub fn combine(books: &[Book], data: &Data, choice: Option<&Choice>) -> Book {
    let mut chapters = vec![(Phase::Components, totals_chapter(books, data))];
    for b in books {
        let own = Token::Book(b.id.id.clone());
        let mut phase = Phase::ALL[0];
        for c in &b.chapters {
            phase = c.phase.unwrap_or(phase);
            let sections = c
                .sections
                .iter()
                .map(|s| Section {
                    needs: Needs {
                        all: std::iter::once(own.clone())
                            .chain(s.with.iter().map(|w| Token::Book(w.id.clone())))
                            .collect(),
                        none: Vec::new(),
                    },
                    ..s.clone()
                })
                .collect();
            let chapter = Chapter {
                id: Ref {
                    id: format!("{}-{}", b.id.id, c.id.id),
                    span: c.id.span.clone(),
                },
                title: c.title.clone(),
                phase: Some(phase),
                needs: Needs {
                    all: vec![own.clone()],
                    none: Vec::new(),
                },
                sections,
            };
            chapters.push((phase, chapter));
        }
    }
    // Stable: within a phase, the books' order and each book's own.
    chapters.sort_by_key(|(phase, _)| *phase);
    let mut chapters: Vec<Chapter> = chapters.into_iter().map(|(_, c)| c).collect();
    let base_rules = books.iter().find(|b| b.base).and_then(|b| b.rules.clone());
    let mut rules = base_rules;
    if let Some(choice) = choice {
        select(&mut chapters, &choice.tokens(books));
        if let Some(r) = &choice.rules {
            rules = Some(Ref {
                id: r.clone(),
                span: 0..0,
            });
        }
    }
    let tilesets = counted(&chapters).map(|c| c.set.clone()).collect();
    Book {
        file: PathBuf::from(BOOK_DIR),
        id: own_ref(BOX_ID),
        title: own_ref(messages::TITLE),
        summary: Some(own_ref(messages::SUMMARY)),
        tilesets,
        rules,
        order: 0,
        base: false,
        printings: Vec::new(),
        chapters,
    }
}

/// A reference made by the combination, not written in a file.
fn own_ref<I: From<String>>(id: &str) -> Ref<I> {
    Ref {
        id: I::from(id.to_string()),
        span: 0..0,
    }
}

/// Keeps the parts shown for a box holding `tokens`, which then need
/// nothing more; drops chapters left without sections.
fn select(chapters: &mut Vec<Chapter>, tokens: &BTreeSet<Token>) {
    chapters.retain(|c| c.needs.holds(tokens));
    for c in chapters.iter_mut() {
        c.needs = Needs::default();
        c.sections.retain(|s| s.needs.holds(tokens));
        for s in &mut c.sections {
            s.needs = Needs::default();
            for b in &mut s.blocks {
                if let Block::Totals(rows) = b {
                    rows.retain(|r| r.needs.holds(tokens));
                    rows.iter_mut().for_each(|r| r.needs = Needs::default());
                }
            }
        }
    }
    chapters.retain(|c| !c.sections.is_empty());
}

/// Every row of the `totals` blocks of `chapters`.
fn counted(chapters: &[Chapter]) -> impl Iterator<Item = &Counted> {
    chapters
        .iter()
        .flat_map(|c| &c.sections)
        .flat_map(|s| &s.blocks)
        .filter_map(|b| match b {
            Block::Totals(rows) => Some(rows),
            _ => None,
        })
        .flatten()
}

/// The first chapter: every tile set a box may hold (each book's tile sets
/// and printings, in book order), each counted when it is in play and no
/// other set in play includes it.
fn totals_chapter(books: &[Book], data: &Data) -> Chapter {
    let mut sets: Vec<&Ref<TileSetId>> = Vec::new();
    for s in books
        .iter()
        .flat_map(|b| b.tilesets.iter().chain(&b.printings))
    {
        if !sets.iter().any(|t| t.id == s.id) {
            sets.push(s);
        }
    }
    let rows = sets
        .iter()
        .map(|s| Counted {
            set: (*s).clone(),
            needs: Needs {
                all: vec![Token::Set(s.id.clone())],
                none: sets
                    .iter()
                    .filter(|t| t.id != s.id && includes(data, &t.id, &s.id))
                    .map(|t| Token::Set(t.id.clone()))
                    .collect(),
            },
        })
        .collect();
    Chapter {
        id: own_ref(TOTALS_ID),
        title: own_ref(messages::TOTALS),
        phase: Some(Phase::Components),
        needs: Needs::default(),
        sections: vec![Section {
            id: own_ref(TOTALS_ID),
            title: None,
            with: Vec::new(),
            needs: Needs::default(),
            blocks: vec![
                Block::Text(own_ref(messages::TOTALS_INTRO)),
                Block::Totals(rows),
            ],
        }],
    }
}

/// Whether tile set `outer` includes `inner`, directly or through the sets
/// it includes (`includes` in `data/tilesets/`).
pub fn includes(data: &Data, outer: &TileSetId, inner: &TileSetId) -> bool {
    let mut seen: BTreeSet<&TileSetId> = BTreeSet::new();
    let mut todo = vec![outer];
    while let Some(id) = todo.pop() {
        if !seen.insert(id) {
            continue;
        }
        let Some(info) = data.set(id) else { continue };
        for i in &info.includes {
            if i == inner {
                return true;
            }
            todo.push(i);
        }
    }
    false
}

#[cfg(test)]
#[path = "combine_tests.rs"]
mod tests;
