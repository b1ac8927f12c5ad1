//! The "My box" page (`<locale>/box/index.html`): the reader ticks the
//! boxes they own and reads one rule book made for them. The page holds
//! the combined book of every book ([`crate::book::combine`] without a
//! choice), printed as on a print page, each chapter, section and tile
//! total marked with what it needs; `static/box.js` reads the choice from
//! the address (`?box=base,river&rules=second&printing=winter-2012`),
//! shows what the box holds and hides the rest, adds up the tiles, and
//! keeps the address up to date so that it can be shared. Without scripts
//! the page shows the base game's book, as the box without a choice. The
//! books' tile galleries are left to their own pages.

use serde::Serialize;
use serde_json::Value;

use super::content::for_printing;
use super::model::Text;
use super::{Page, Site, to_value};
use crate::book::{self, Book, Phase, Token};
use crate::l10n::ids;

/// A book the reader may tick.
#[derive(Serialize)]
struct BoxBook {
    id: String,
    title: String,
    /// Every box holds it: ticked, and not to untick.
    base: bool,
    /// The token of the book, and those of the tile sets it brings
    /// without a printing chosen (space separated).
    token: String,
    sets: String,
    /// The name of what it brings without a printing chosen, and each
    /// printing (its id, name and token).
    standard: String,
    printings: Vec<Printing>,
}

#[derive(Serialize)]
struct Printing {
    id: String,
    name: String,
    token: String,
}

impl Site<'_> {
    /// The "My box" page of one locale.
    pub(super) fn mybox(&self, t: &Text) -> Page {
        let combined = book::combine(self.sources, self.data, None);
        // The tile galleries stay on each book's own pages: the box adds
        // the tiles up (its totals chapter) and holds the rules, which keeps
        // the page within its weight as books are added.
        let mut chapters: Vec<Value> = self
            .chapter_views(&combined, t)
            .iter()
            .filter(|c| c.phase != Some(Phase::Gallery))
            .map(to_value)
            .collect();
        for chapter in &mut chapters {
            for_printing(chapter, true);
        }
        let mut page = Page::new(format!("{}/index.html", book::combine::BOX_ID), "box.html");
        page.insert("page_title", &t.get(&combined.title.id));
        page.insert("summary", &combined.summary.as_ref().map(|s| t.get(&s.id)));
        page.ctx.insert("chapters".into(), Value::Array(chapters));
        let books: Vec<BoxBook> = self.sources.iter().map(|b| box_book(b, t)).collect();
        page.insert("books", &books);
        let rules = combined.rules.as_ref().map(|r| r.id.clone());
        page.insert("editions", &self.editions(t));
        page.insert("rules", &rules);
        let phases: Vec<&str> = Phase::names().collect();
        page.insert("phases", &phases.join(" "));
        page
    }
}

/// What the form shows of book `b`.
fn box_book(b: &Book, t: &Text) -> BoxBook {
    let set_token = |id: &tilebook_engine::TileSetId| Token::Set(id.clone()).to_string();
    BoxBook {
        id: b.id.id.clone(),
        title: t.get(&b.title.id),
        base: b.base,
        token: Token::Book(b.id.id.clone()).to_string(),
        sets: b
            .tilesets
            .iter()
            .map(|s| set_token(&s.id))
            .collect::<Vec<_>>()
            .join(" "),
        standard: b
            .tilesets
            .iter()
            .map(|s| t.get(&ids::edition_name(&s.id)))
            .collect::<Vec<_>>()
            .join(", "),
        printings: b
            .printings
            .iter()
            .map(|p| Printing {
                id: p.id.to_string(),
                name: t.get(&ids::edition_name(&p.id)),
                token: set_token(&p.id),
            })
            .collect(),
    }
}
