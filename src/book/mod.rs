//! Rule books (`book/*.toml`): the structure of each book — chapters,
//! sections and the blocks they show — with every reference checked.
//! Format: `docs/book-format.md`. The renderer is in [`crate::site`];
//! [`combine`] makes one book of the books a player owns.

pub mod combine;
mod phase;

use std::collections::BTreeSet;
use std::ops::Range;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;
use tilebook_engine::{KindId, RulesId, TileSetId};
use toml::Spanned;

use crate::data::{Data, Input};
use crate::diag::{Diagnostic, Report};
pub use combine::{Choice, Counted, Needs, Token, combine};
pub use phase::Phase;

/// Where books live, relative to the project root.
pub const BOOK_DIR: &str = "book";

/// A rule book: its chapters, their sections and the blocks each shows;
/// the words are Fluent messages (docs/book-format.md).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBook {
    /// The book's URL slug: /<locale>/<id>/.
    #[schemars(with = "String")]
    id: Spanned<String>,
    /// Message id of the book's title.
    #[schemars(with = "String")]
    title: Spanned<String>,
    /// Message id of a one-paragraph summary (index page).
    #[serde(default)]
    #[schemars(with = "String")]
    summary: Option<Spanned<String>>,
    /// Tile sets the book assumes.
    #[serde(default)]
    #[schemars(with = "Vec<TileSetId>")]
    tilesets: Vec<Spanned<String>>,
    /// Rule edition the book assumes.
    #[serde(default)]
    #[schemars(with = "RulesId")]
    rules: Option<Spanned<String>>,
    /// Position on the index page (lowest first).
    #[serde(default)]
    order: i64,
    /// Whether every box holds it (the base game): "My box" always
    /// includes it.
    #[serde(default)]
    base: bool,
    /// Tile sets of the box's printings, one of which a player may choose
    /// instead of `tilesets` ("My box").
    #[serde(default)]
    #[schemars(with = "Vec<TileSetId>")]
    printings: Vec<Spanned<String>>,
    /// The chapters: one page each.
    #[serde(default)]
    chapter: Vec<RawChapter>,
}

/// A chapter: one page of the site.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawChapter {
    /// The chapter's page: /<locale>/<book>/<id>.html.
    #[schemars(with = "String")]
    id: Spanned<String>,
    /// Message id of the chapter's title.
    #[schemars(with = "String")]
    title: Spanned<String>,
    /// When in play its rules apply; a combined book ("My box") orders
    /// chapters by it. Without one: that of the chapter before.
    #[serde(default)]
    #[schemars(with = "crate::data::schema::names::PhaseName")]
    phase: Option<Spanned<String>>,
    /// The chapter's sections.
    #[serde(default)]
    section: Vec<RawSection>,
}

/// A section: a heading and its blocks.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawSection {
    /// Anchor id (#id), unique within the book.
    #[schemars(with = "String")]
    id: Spanned<String>,
    /// Message id of the heading.
    #[serde(default)]
    #[schemars(with = "String")]
    title: Option<Spanned<String>>,
    /// Book ids: the section is an interaction with these books, which a
    /// combined book ("My box") shows only when they are in the box too.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    with: Vec<Spanned<String>>,
    /// What the section shows, in order.
    #[serde(default)]
    #[schemars(with = "Vec<RawBlock>")]
    blocks: Vec<Spanned<RawBlock>>,
}

/// One block of a section: a table with exactly one of these keys.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "lowercase")]
enum RawBlock {
    /// A paragraph: a message id.
    Text(#[schemars(with = "String")] Spanned<String>),
    /// A bulleted list: a message id per item.
    List(#[schemars(with = "Vec<String>")] Vec<Spanned<String>>),
    /// A numbered list: a message id per step.
    Steps(#[schemars(with = "Vec<String>")] Vec<Spanned<String>>),
    /// An official clarification or tip, set apart: a message id.
    Note(#[schemars(with = "String")] Spanned<String>),
    /// An interactive scoring example: an example id (a file of
    /// data/examples/).
    Example(#[schemars(with = "String")] Spanned<String>),
    /// An example scored under every rule edition, side by side.
    Editions(#[schemars(with = "String")] Spanned<String>),
    /// Tile pictures with their names: tile kind ids.
    Tiles(#[schemars(with = "Vec<KindId>")] Vec<Spanned<String>>),
    /// Every tile kind of a tile set, with counts and total.
    Gallery(#[schemars(with = "TileSetId")] Spanned<String>),
    /// A table of tile sets' totals and their sum: tile set ids.
    Totals(#[schemars(with = "Vec<TileSetId>")] Vec<Spanned<String>>),
}

/// A reference in a book file with its span: to a message, chapter,
/// section or example (`Ref`, by a plain string id), or to a tile kind, tile
/// set or rule edition (`Ref<KindId>`, `Ref<TileSetId>`, `Ref<RulesId>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ref<I = String> {
    /// The id referred to.
    pub id: I,
    /// Where it is written.
    pub span: Range<usize>,
}

impl<I: From<String>> From<&Spanned<String>> for Ref<I> {
    fn from(s: &Spanned<String>) -> Ref<I> {
        Ref {
            id: I::from(s.get_ref().clone()),
            span: s.span(),
        }
    }
}

/// One block of a section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A paragraph (message id).
    Text(Ref),
    /// A bulleted list (message ids).
    List(Vec<Ref>),
    /// A numbered list (message ids).
    Steps(Vec<Ref>),
    /// A clarification or tip, set apart (message id).
    Note(Ref),
    /// An interactive scoring example (example id).
    Example(Ref),
    /// An example scored under every rule edition side by side.
    Editions(Ref),
    /// Pictures of some tile kinds with their names.
    Tiles(Vec<Ref<KindId>>),
    /// Every kind of a tile set.
    Gallery(Ref<TileSetId>),
    /// The tile totals of some tile sets, added up (a combined book's
    /// rows each carry what they need to be counted).
    Totals(Vec<Counted>),
}

/// A section: a heading and its blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Anchor id.
    pub id: Ref,
    /// Message id of the heading.
    pub title: Option<Ref>,
    /// The books it is about besides its own (`with`): an interaction,
    /// which a combined book shows only when those books are chosen too.
    pub with: Vec<Ref>,
    /// What must be chosen for a combined book to show it (empty in a
    /// book of `book/`).
    pub needs: Needs,
    /// The blocks.
    pub blocks: Vec<Block>,
}

/// A chapter: one page of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// URL id.
    pub id: Ref,
    /// Message id of the title.
    pub title: Ref,
    /// The phase of play it belongs to; `None`: that of the chapter
    /// before it in its book (the first phase for a first chapter).
    pub phase: Option<Phase>,
    /// What must be chosen for a combined book to show it (empty in a
    /// book of `book/`).
    pub needs: Needs,
    /// Sections.
    pub sections: Vec<Section>,
}

/// A rule book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    /// The file, relative to the project root.
    pub file: PathBuf,
    /// URL id.
    pub id: Ref,
    /// Message id of the title.
    pub title: Ref,
    /// Message id of the summary.
    pub summary: Option<Ref>,
    /// Tile sets it assumes.
    pub tilesets: Vec<Ref<TileSetId>>,
    /// Rule edition it assumes.
    pub rules: Option<Ref<RulesId>>,
    /// Position on the index.
    pub order: i64,
    /// Whether every box holds it (the base game): a combined book always
    /// includes it.
    pub base: bool,
    /// The tile sets of the box's printings: a player may choose one
    /// instead of `tilesets` (the Winter Edition's printings).
    pub printings: Vec<Ref<TileSetId>>,
    /// Chapters.
    pub chapters: Vec<Chapter>,
}

impl Block {
    /// The message ids the block shows.
    pub fn messages(&self) -> Vec<&Ref> {
        match self {
            Block::Text(r) | Block::Note(r) => vec![r],
            Block::List(rs) | Block::Steps(rs) => rs.iter().collect(),
            _ => Vec::new(),
        }
    }
}

impl Book {
    /// Every message id the book shows, with where it is referenced.
    pub fn messages(&self) -> Vec<&Ref> {
        let mut out: Vec<&Ref> = vec![&self.title];
        out.extend(&self.summary);
        for c in &self.chapters {
            out.push(&c.title);
            for s in &c.sections {
                out.extend(&s.title);
                for b in &s.blocks {
                    out.extend(b.messages());
                }
            }
        }
        out
    }

    /// Every example the book shows.
    pub fn examples(&self) -> Vec<&Ref> {
        self.chapters
            .iter()
            .flat_map(|c| &c.sections)
            .flat_map(|s| &s.blocks)
            .filter_map(|b| match b {
                Block::Example(r) | Block::Editions(r) => Some(r),
                _ => None,
            })
            .collect()
    }
}

/// The phase named in a chapter, or `None` with a `book/unknown-phase`
/// error when it names none.
fn phase(rel: &Path, raw: &Spanned<String>, report: &mut Report) -> Option<Phase> {
    let name = raw.get_ref();
    let found = Phase::parse(name);
    if found.is_none() {
        let known: Vec<&str> = Phase::names().collect();
        report.push(
            Diagnostic::error("book/unknown-phase", format!("there is no phase `{name}`"))
                .at(rel, raw.span())
                .suggest(name, known.iter().copied(), || {
                    format!("phases, in play order: {}", known.join(", "))
                }),
        );
    }
    found
}

fn convert(rel: &Path, raw: RawBook, report: &mut Report) -> Book {
    fn refs<I: From<String>>(v: &[Spanned<String>]) -> Vec<Ref<I>> {
        v.iter().map(Ref::from).collect()
    }
    let block = |b: &Spanned<RawBlock>| match b.get_ref() {
        RawBlock::Text(r) => Block::Text(r.into()),
        RawBlock::List(v) => Block::List(refs(v)),
        RawBlock::Steps(v) => Block::Steps(refs(v)),
        RawBlock::Note(r) => Block::Note(r.into()),
        RawBlock::Example(r) => Block::Example(r.into()),
        RawBlock::Editions(r) => Block::Editions(r.into()),
        RawBlock::Tiles(v) => Block::Tiles(refs(v)),
        RawBlock::Gallery(r) => Block::Gallery(r.into()),
        RawBlock::Totals(v) => Block::Totals(
            v.iter()
                .map(|r| Counted {
                    set: r.into(),
                    needs: Needs::default(),
                })
                .collect(),
        ),
    };
    Book {
        file: rel.to_path_buf(),
        id: (&raw.id).into(),
        title: (&raw.title).into(),
        summary: raw.summary.as_ref().map(Ref::from),
        tilesets: refs(&raw.tilesets),
        rules: raw.rules.as_ref().map(Ref::from),
        order: raw.order,
        base: raw.base,
        printings: refs(&raw.printings),
        chapters: raw
            .chapter
            .iter()
            .map(|c| Chapter {
                id: (&c.id).into(),
                title: (&c.title).into(),
                phase: c.phase.as_ref().and_then(|p| phase(rel, p, report)),
                needs: Needs::default(),
                sections: c
                    .section
                    .iter()
                    .map(|s| Section {
                        id: (&s.id).into(),
                        title: s.title.as_ref().map(Ref::from),
                        with: refs(&s.with),
                        needs: Needs::default(),
                        blocks: s.blocks.iter().map(block).collect(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Loads every book, sorted by `order` then id.
pub fn load(root: &Path, report: &mut Report) -> Vec<Book> {
    let mut books = Vec::new();
    for rel in crate::data::files_with_extension(root, BOOK_DIR, "toml", report) {
        let Some(text) = crate::data::read_text(root, &rel, report) else {
            continue;
        };
        report.add_source(&rel, text.clone());
        match toml::from_str::<RawBook>(&text) {
            Ok(raw) => {
                let book = convert(&rel, raw, report);
                check_ids(&book, report);
                books.push(book);
            }
            Err(e) => report.push(crate::data::tileset::toml_diagnostic(&rel, &text, &e)),
        }
    }
    books.sort_by(|a, b| (a.order, &a.id.id).cmp(&(b.order, &b.id.id)));
    books
}

/// Book, chapter and section ids become folders, pages, links and anchors:
/// each must match [`crate::ids::PATTERN`].
fn check_ids(book: &Book, report: &mut Report) {
    let mut ids = vec![("book id", &book.id)];
    for c in &book.chapters {
        ids.push(("chapter id", &c.id));
        ids.extend(c.sections.iter().map(|s| ("section id", &s.id)));
    }
    for (what, r) in ids {
        if let Some(d) = crate::ids::check(what, &r.id) {
            report.push(d.at(&book.file, r.span.clone()));
        }
    }
    if RESERVED_IDS.contains(&book.id.id.as_str()) {
        report.push(
            Diagnostic::error(
                "book/reserved-id",
                format!(
                    "the book id `{}` is the site's own folder of that name",
                    book.id.id
                ),
            )
            .at(&book.file, book.id.span.clone())
            .hint(format!(
                "choose another id; these are taken: {}",
                RESERVED_IDS.join(", ")
            )),
        );
    }
}

/// Book ids the site uses for folders of its own in every locale: `box`
/// (the page that combines the books a player owns, and the book
/// `build --box` makes) and `tiles` (the galleries and checklists).
pub const RESERVED_IDS: [&str; 2] = [combine::BOX_ID, "tiles"];

fn unknown<I: AsRef<str>>(
    file: &Path,
    r: &Ref<I>,
    code: &'static str,
    what: &str,
    known: &[&str],
    report: &mut Report,
) {
    let id = r.id.as_ref();
    let mut d =
        Diagnostic::error(code, format!("there is no {what} `{id}`")).at(file, r.span.clone());
    d = d.suggest(id, known.iter().copied(), || {
        if known.len() <= 12 {
            format!("known: {}", known.join(", "))
        } else {
            format!("add it, or correct the id ({} known)", known.len())
        }
    });
    report.push(d);
}

/// Checks every reference of every book: messages (against the English
/// messages `en`), examples, tile sets, tile kinds and rule editions; ids
/// unique; every example shown somewhere.
pub fn check(books: &[Book], data: &Data, en: &BTreeSet<String>, report: &mut Report) {
    let en_list: Vec<&str> = en.iter().map(String::as_str).collect();
    let examples: Vec<&str> = data.examples.iter().map(|b| b.id.as_str()).collect();
    let sets: Vec<&str> = data.sets.iter().map(|s| s.set.id.as_str()).collect();
    let kinds: Vec<&str> = data.kinds.keys().map(KindId::as_str).collect();
    let rules: Vec<&str> = data.rules.iter().map(|r| r.id.as_str()).collect();
    let all_books: Vec<&str> = books.iter().map(|b| b.id.id.as_str()).collect();
    let mut book_ids = BTreeSet::new();
    let mut shown = BTreeSet::new();
    for b in books {
        let f = &b.file;
        if !book_ids.insert(b.id.id.clone()) {
            report.push(
                Diagnostic::error(
                    "book/duplicate-id",
                    format!("book `{}` is defined twice", b.id.id),
                )
                .at(f, b.id.span.clone())
                .hint("give each book its own id"),
            );
        }
        for m in b.messages() {
            if !en.contains(&m.id) {
                unknown(
                    f,
                    m,
                    "book/unknown-message",
                    "English message",
                    &en_list,
                    report,
                );
            }
        }
        for t in b.tilesets.iter().chain(&b.printings) {
            if !sets.contains(&t.id.as_str()) && data.available(&Input::Tilesets, report) {
                unknown(f, t, "book/unknown-tileset", "tile set", &sets, report);
            }
        }
        if let Some(r) = &b.rules
            && !rules.contains(&r.id.as_str())
            && data.available(&Input::Rule(r.id.clone()), report)
        {
            unknown(f, r, "book/unknown-rules", "rule edition", &rules, report);
        }
        let mut ids = BTreeSet::new();
        for c in &b.chapters {
            if !ids.insert(&c.id.id) {
                report.push(
                    Diagnostic::error(
                        "book/duplicate-id",
                        format!("id `{}` is used twice in this book", c.id.id),
                    )
                    .at(f, c.id.span.clone())
                    .hint("chapter and section ids are unique within a book"),
                );
            }
            for s in &c.sections {
                if !ids.insert(&s.id.id) {
                    report.push(
                        Diagnostic::error(
                            "book/duplicate-id",
                            format!("id `{}` is used twice in this book", s.id.id),
                        )
                        .at(f, s.id.span.clone())
                        .hint("chapter and section ids are unique within a book"),
                    );
                }
                for w in &s.with {
                    if !all_books.contains(&w.id.as_str()) {
                        unknown(f, w, "book/unknown-book", "book", &all_books, report);
                    }
                }
                for block in &s.blocks {
                    match block {
                        Block::Example(r) | Block::Editions(r) => {
                            shown.insert(r.id.clone());
                            if !examples.contains(&r.id.as_str())
                                && data.available(&Input::Example(r.id.clone()), report)
                            {
                                unknown(f, r, "book/unknown-example", "example", &examples, report);
                            }
                        }
                        Block::Gallery(r)
                            if !sets.contains(&r.id.as_str())
                                && data.available(&Input::Tilesets, report) =>
                        {
                            unknown(f, r, "book/unknown-tileset", "tile set", &sets, report);
                        }
                        Block::Totals(rows) => {
                            for r in rows.iter().map(|c| &c.set) {
                                if !sets.contains(&r.id.as_str())
                                    && data.available(&Input::Tilesets, report)
                                {
                                    unknown(
                                        f,
                                        r,
                                        "book/unknown-tileset",
                                        "tile set",
                                        &sets,
                                        report,
                                    );
                                }
                            }
                        }
                        Block::Tiles(rs) => {
                            for r in rs {
                                if !kinds.contains(&r.id.as_str())
                                    && data.available(&Input::Kind(r.id.clone()), report)
                                {
                                    unknown(f, r, "book/unknown-tile", "tile kind", &kinds, report);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    if !books.is_empty() {
        for ex in &data.examples {
            if !shown.contains(&ex.id) {
                report.push(
                    Diagnostic::warning(
                        "book/unused-example",
                        format!("example `{}` is not shown in any book", ex.id),
                    )
                    .in_file(&ex.file)
                    .hint("add `{ example = \"…\" }` to the section that explains its rule"),
                );
            }
        }
    }
}
