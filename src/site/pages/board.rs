//! The scoring board: an empty table (or any example as a start) where
//! the reader places any tile of the tile sets they choose, places and
//! removes figures, undoes and redoes, and sees the score under every rule
//! edition side by side, from the same engine as `tilebook score`
//! (compiled to WebAssembly). The position is kept in the URL and can be
//! downloaded as a board file `tilebook score` reads unchanged.
//!
//! One data file serves every locale (`board/table.json`): every tile kind
//! of the offered sets in one kind table, and per set what it brings
//! ([`Brings`]: its rules module, figures, parameters, block and tiles)
//! and the tiles of its block, if it has one, which the page's WebAssembly module adds up for the sets the reader
//! ticks with the engine's own adding-up ([`tilebook_engine::brings`], as
//! `tilebook score` does).

use std::path::PathBuf;

use serde_json::Value;
use tilebook_engine::brings::Brings;
use tilebook_engine::payload::sets_code;
use tilebook_engine::{Figure, KindId, TileSetId};

use super::model::{Named, Text};
use super::{Page, Site};
use crate::data::Data;
use crate::data::board::Board;
use crate::diag::Report;
use crate::l10n::ids;
use crate::site::example::{self, Art, Prepared};

/// Where the board's data is written, under the site's root.
pub(super) const TABLE_FILE: &str = "board/table.json";

/// The page's words (messages of `locales/*/board.ftl`), keyed for the
/// template.
const WORDS: &[(&str, &str)] = &[
    ("intro", "board-intro"),
    ("no_script", "board-no-script"),
    ("sets", "board-sets"),
    ("start", "board-start"),
    ("empty", "board-empty"),
    ("tile", "board-tile"),
    ("left", "board-left"),
    ("rotation", "board-rotation"),
    ("place_at", "board-place-at"),
    ("figure", "board-figure"),
    ("on_tile", "board-on-tile"),
    ("feature", "board-feature"),
    ("toggle", "board-toggle"),
    ("no_moves", "board-no-moves"),
    ("undo", "board-undo"),
    ("redo", "board-redo"),
    ("clear", "board-clear"),
    ("download", "board-download"),
    ("table", "board-table"),
    ("placed", "board-placed"),
    ("nothing", "board-nothing"),
    ("scores", "board-scores"),
    ("show", "board-show"),
    ("details", "board-details"),
    ("pennants", "board-pennants"),
    ("cities", "board-cities"),
    ("used_up", "board-used-up"),
];

/// The scoring board's engine data, made once per build.
pub(in crate::site) struct BoardTable {
    /// The kinds of every offered set, as an example without tiles.
    prepared: Prepared,
    /// The offered sets: those the books play with, in book order.
    offered: Vec<TileSetId>,
    /// The rules modules the offered sets switch on.
    modules: Vec<String>,
    /// `board/table.json`.
    pub(super) json: Vec<u8>,
    /// Its table file, beside the examples' ([`Prepared::table_file`]).
    pub(super) table_file: (String, Vec<u8>),
}

impl BoardTable {
    /// The board's kind table and what each offered set brings; `None`
    /// (with diagnostics) when the sets do not make one.
    pub(in crate::site) fn new(
        data: &Data,
        books: &[crate::book::Book],
        art: &Art,
        report: &mut Report,
    ) -> Option<BoardTable> {
        // Every set of the books, the expansions' steps offered by the
        // engine; a set that lays a block before play (the Count's city)
        // lays it as the table's first tiles.
        let mut offered: Vec<TileSetId> = Vec::new();
        for id in books.iter().flat_map(|b| b.tilesets.iter().map(|r| &r.id)) {
            if data.set(id).is_some() && !offered.contains(id) {
                offered.push(id.clone());
            }
        }
        let table = Board {
            file: PathBuf::from(TABLE_FILE),
            id: "board".into(),
            tilesets: offered
                .iter()
                .map(|id| toml::Spanned::new(0..0, id.clone()))
                .collect(),
            final_scoring: true,
            tiles: Vec::new(),
            block: 0,
            followers: Vec::new(),
            steps: Vec::new(),
            expect: Vec::new(),
            variants: Default::default(),
            variant_spans: Default::default(),
            pieces: Vec::new(),
            seats: None,
        };
        let prepared = example::prepare(&table, data, art, report)?;
        let index = |id: &KindId| prepared.ids.iter().position(|k| k == id);
        // What each set brings, by the kind table's indices: the page's
        // WebAssembly module adds up those the reader ticks.
        let sets: Vec<Brings<usize>> = offered
            .iter()
            .filter_map(|id| data.set(id))
            .map(|info| {
                let b = Brings::of(&info.set);
                Brings {
                    held: (b.held.into_iter())
                        .filter_map(|(kind, n, from)| Some((index(kind)?, n, from)))
                        .collect(),
                    id: b.id,
                    rules: b.rules,
                    figures: b.figures,
                    params: b.params,
                    block: b.block,
                }
            })
            .collect();
        let modules = sets.iter().filter_map(|b| b.rules.clone()).collect();
        let table_file = prepared.table_file();
        let mut json =
            serde_json::to_value(prepared.page_json(&format!("../examples/{}", table_file.0)))
                .expect("page JSON serializes");
        json["sets_code"] = serde_json::to_value(sets_code(&sets)).expect("codes serialize");
        json["sets"] = serde_json::to_value(&sets).expect("sets serialize");
        // Each block's tiles, `[kind, x, y, degrees]`, by set: what the
        // page lays first when the set is ticked.
        let blocks: serde_json::Map<String, Value> = (offered.iter())
            .filter_map(|id| {
                let block = &data.set(id)?.set.block;
                let tiles: Vec<(usize, i32, i32, u16)> = (block.iter())
                    .filter_map(|t| Some((index(&t.kind)?, t.at.0, t.at.1, t.rotation.degrees())))
                    .collect();
                (!tiles.is_empty()).then(|| (id.to_string(), serde_json::json!(tiles)))
            })
            .collect();
        json["blocks"] = Value::Object(blocks);
        let json = serde_json::to_vec(&json).expect("JSON serializes");
        Some(BoardTable {
            prepared,
            table_file,
            offered,
            modules,
            json,
        })
    }
}

impl Site<'_> {
    /// The scoring board page of a locale (`board.html`).
    pub(super) fn board_page(&self, t: &Text) -> Page {
        let table = &self.board;
        let mut page = Page::new("board.html", "board.html");
        page.insert("page_title", &t.get("board-title"));
        let words: serde_json::Map<String, Value> = WORDS
            .iter()
            .map(|(k, id)| (k.to_string(), Value::String(t.get(id))))
            .collect();
        page.ctx.insert("b".into(), Value::Object(words));
        // What the expansions count in a scored feature (inns, cathedrals),
        // each with its label `board-<name>`, for the details column.
        let marks: Vec<(&str, String)> = (tilebook_engine::expansion::Marks::default().counts())
            .iter()
            .map(|&(name, _, _)| (name, t.get(&format!("board-{name}"))))
            .collect();
        page.insert("marks", &marks);
        let named = |id: &TileSetId| Named {
            id: id.clone(),
            name: t.get(&ids::edition_name(id)),
        };
        page.insert("sets", &table.offered.iter().map(named).collect::<Vec<_>>());
        let kinds: Vec<Named<KindId>> = table
            .prepared
            .ids
            .iter()
            .map(|id| Named {
                id: id.clone(),
                name: format!("{} ({id})", t.get(&ids::tile_name(id))),
            })
            .collect();
        page.insert("kinds", &kinds);
        let figures: Vec<Named<Figure>> = Figure::ALL
            .into_iter()
            .map(|f| Named {
                id: f,
                name: t.get(&format!("engine-figure-{f}")),
            })
            .collect();
        page.insert("figures", &figures);
        page.insert("editions", &self.editions(t));
        // The examples to start from, by title (or caption): those with
        // the rules of offered sets, steps and all, played as the box and
        // the printings' defaults play them (not those of a variant's
        // other option or a house rule's pieces).
        let starts: Vec<Named<&str>> = (self.examples.iter())
            .filter(|(_, p)| {
                let engine = &p.example;
                !p.own_rules && engine.modules.iter().all(|m| table.modules.contains(m))
            })
            .map(|(id, _)| {
                let msg = format!("example-{id}");
                Named {
                    id: id.as_str(),
                    name: t.attr(&msg, "title").unwrap_or_else(|| t.get(&msg)),
                }
            })
            .collect();
        page.insert("starts", &starts);
        page.insert("table_url", TABLE_FILE);
        page.insert(
            "engine_messages",
            &self.engine_messages_of(vec![&table.prepared], t),
        );
        page
    }
}
