//! The page model: the localized views templates lay out, and the text
//! of one locale.

use std::collections::HashMap;

use crate::book::Phase;
use crate::engine::Message;
use crate::l10n::{FluentArgs, Localizer};
use serde::Serialize;
use tilebook_engine::{Figure, KindId, Player, RulesId};

/// Text of one locale; formatting errors become build errors.
pub(super) struct Text<'a> {
    pub(super) loc: &'a Localizer,
    pub(super) errors: std::cell::RefCell<Vec<String>>,
    /// The engine's error texts as a page's script reads them, by the
    /// errors a page's examples can show: pages with the same examples'
    /// sets share one (formatted once per locale).
    pub(super) engine_tables: std::cell::RefCell<HashMap<Vec<Message>, String>>,
}

impl<'a> Text<'a> {
    pub(super) fn new(loc: &'a Localizer) -> Text<'a> {
        Text {
            loc,
            errors: Default::default(),
            engine_tables: Default::default(),
        }
    }

    pub(super) fn get(&self, id: &str) -> String {
        self.with(id, None)
    }

    pub(super) fn with(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.loc.format(id, args).unwrap_or_else(|e| {
            self.errors.borrow_mut().push(e.to_string());
            id.to_string()
        })
    }

    pub(super) fn attr(&self, id: &str, attr: &str) -> Option<String> {
        self.loc.attribute(id, attr, None).ok()
    }
}

#[derive(Serialize, Clone)]
pub(super) struct Link {
    pub(super) url: String,
    pub(super) title: String,
}

#[derive(Serialize)]
pub(super) struct Language {
    pub(super) tag: String,
    pub(super) name: String,
    pub(super) url: String,
    pub(super) current: bool,
}

#[derive(Serialize)]
pub(super) struct SideBook {
    pub(super) url: String,
    pub(super) title: String,
    pub(super) current: bool,
    pub(super) open: bool,
    pub(super) chapters: Vec<SideChapter>,
}

#[derive(Serialize)]
pub(super) struct SideChapter {
    pub(super) url: String,
    pub(super) title: String,
    pub(super) current: bool,
}

#[derive(Serialize)]
pub(super) struct GalleryLink {
    pub(super) url: String,
    pub(super) title: String,
    pub(super) current: bool,
}

#[derive(Serialize, Default)]
pub(super) struct BlockView {
    pub(super) kind: &'static str,
    pub(super) text: String,
    pub(super) items: Vec<String>,
    pub(super) tiles: Vec<TileView>,
    pub(super) gallery: Option<GalleryView>,
    pub(super) example: Option<ExampleView>,
    pub(super) totals: Option<TotalsView>,
}

/// When a part of the "My box" page is shown (see
/// [`crate::book::Needs`]): the tokens that must all be in the box and
/// those that may not be, space separated, as its script reads them; and
/// whether it is hidden for the box without a choice (the base game).
/// Empty and shown for every other page.
#[derive(Serialize, Default, Clone)]
pub(super) struct Shown {
    pub(super) all: String,
    pub(super) none: String,
    pub(super) hidden: bool,
}

/// The tile totals of some tile sets, added up.
#[derive(Serialize)]
pub(super) struct TotalsView {
    pub(super) rows: Vec<TotalRow>,
    /// The sum of the rows shown, formatted.
    pub(super) total: String,
}

/// One tile set of a totals table.
#[derive(Serialize)]
pub(super) struct TotalRow {
    pub(super) name: String,
    /// Its tiles, formatted, and as a number for the page's script.
    pub(super) count: String,
    pub(super) n: u32,
    pub(super) shown: Shown,
}

#[derive(Serialize, Clone)]
pub(super) struct TileView {
    pub(super) id: KindId,
    pub(super) name: String,
    pub(super) src: String,
    pub(super) count: String,
    pub(super) start: bool,
}

/// One kind of a box checklist: its picture, name and count, and a box to
/// tick for each of its tiles (each box's accessible name).
#[derive(Serialize)]
pub(super) struct ChecklistRow {
    pub(super) tile: TileView,
    pub(super) boxes: Vec<String>,
    /// Whether the printing draws the kind in several pictures.
    pub(super) variants: bool,
}

#[derive(Serialize)]
pub(super) struct GalleryView {
    pub(super) total: String,
    pub(super) tiles: Vec<TileView>,
}

#[derive(Serialize)]
pub(super) struct ExampleView {
    pub(super) id: String,
    pub(super) print: bool,
    pub(super) img: String,
    pub(super) title: Option<String>,
    pub(super) caption: String,
    pub(super) svg: String,
    pub(super) json: String,
    pub(super) rules: RulesId,
    pub(super) steps: usize,
    pub(super) all: bool,
    /// Printed with every edition's scores, those of other editions than
    /// `rules` hidden, for a script to switch ("My box").
    pub(super) choosable: bool,
    pub(super) tables: Vec<Table>,
    /// Its scores under other options of rule variants, side by side
    /// (its `[[expect-variant]]` tables).
    pub(super) variants: Vec<VariantTables>,
}

/// An example's scores under some options of rule variants.
#[derive(Serialize)]
pub(super) struct VariantTables {
    /// The options, named: “When the dragon moves: after the scoring”.
    pub(super) label: String,
    pub(super) tables: Vec<Table>,
}

/// The controls every interactive example of a page shares.
#[derive(Serialize)]
pub(super) struct ControlsView {
    pub(super) editions: Vec<Named<RulesId>>,
    /// The figures a reader may place, the follower first; empty when the
    /// examples' tile sets bring no other.
    pub(super) figures: Vec<Named<Figure>>,
    /// The rule variants the page's examples switch, each with its
    /// options (a script shows an example those it is about).
    pub(super) variants: Vec<VariantControl>,
    /// Every tile kind the page's examples may place, by id, with its
    /// name: a script gives each example those of its own.
    pub(super) kinds: Vec<Named<KindId>>,
    /// The labels of the expansions its examples play (the controls'
    /// `data-l-<key>`): key and text.
    pub(super) labels: Vec<(String, String)>,
}

/// A rule variant a page's examples switch: a select of its options.
#[derive(Serialize)]
pub(super) struct VariantControl {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) options: Vec<Named<String>>,
}

/// Something with an id (a rule edition, a player colour) and its
/// localized name.
#[derive(Serialize)]
pub(super) struct Named<I> {
    pub(super) id: I,
    pub(super) name: String,
}

#[derive(Serialize)]
pub(super) struct Table {
    pub(super) id: RulesId,
    pub(super) name: String,
    pub(super) players: Vec<PlayerRow>,
    pub(super) events: Vec<EventRow>,
}

#[derive(Serialize)]
pub(super) struct PlayerRow {
    pub(super) id: Player,
    pub(super) name: String,
    pub(super) points: String,
}

#[derive(Serialize)]
pub(super) struct EventRow {
    pub(super) what: String,
    pub(super) when: String,
    pub(super) tiles: String,
    pub(super) points: String,
}

#[derive(Serialize)]
pub(super) struct SectionView {
    pub(super) id: String,
    pub(super) title: Option<String>,
    /// For an interaction: with which other books it applies.
    pub(super) with: Option<String>,
    pub(super) shown: Shown,
    pub(super) blocks: Vec<BlockView>,
}

#[derive(Serialize)]
pub(super) struct ChapterView {
    pub(super) id: String,
    pub(super) url: String,
    pub(super) title: String,
    pub(super) phase: Option<Phase>,
    pub(super) shown: Shown,
    pub(super) sections: Vec<SectionView>,
}

impl Text<'_> {
    /// A message with a `$query` placeholder kept for the script to fill:
    /// formatted with the query `{q}`.
    pub(super) fn with_raw_query(&self, id: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("query", "{q}");
        self.with(id, Some(&args))
    }
}
