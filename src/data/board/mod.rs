//! Board files: tiles in placement order, followers, and the points each
//! player must get under each rule edition. Used by `tilebook score` and,
//! for `data/examples/`, by `tilebook check`. Format: docs/rules-and-boards.md.
//!
//! This module holds a board's model; `read` reads board files (each
//! expansion's tables by the expansion's own reader, `crate::expansion`),
//! `replay` plays them on the engine and checks the points they expect.

use std::ops::Range;
use std::path::{Path, PathBuf};

use tilebook_engine::{
    Award, FeatureSpec, Figure, KindId, Player, Pos, Rotation, RulesId, ScoreEvent, Step, TileSetId,
};
use toml::Spanned;

use super::variant::Choices;
use super::{Data, Folder, Input};
use crate::diag::{Diagnostic, Report};

mod read;
mod replay;

pub(crate) use read::BoardFile;
pub use read::{Cx, parse_board};
pub(crate) use replay::turns;
pub use replay::{
    check_expectations, counted, describe_event, held, kind_table, replay, replay_game, rules_for,
};

/// Where the scoring examples live, relative to the project root.
pub const EXAMPLES_DIR: &str = "data/examples";

/// A tile of a board file.
#[derive(Clone, Debug)]
pub struct BoardTile {
    /// Kind id.
    pub kind: KindId,
    /// Square.
    pub at: Pos,
    /// Rotation clockwise from the kind's drawn orientation.
    pub rotation: Rotation,
    /// Who placed it, when the board says (then every tile after the
    /// first says, and replay checks the turn order).
    pub player: Option<Player>,
    /// Span of the `[[tile]]` table.
    pub span: Range<usize>,
    /// Span of the kind id.
    pub kind_span: Range<usize>,
}

/// A follower of a board file.
#[derive(Clone, Debug)]
pub struct BoardFollower {
    /// Owner.
    pub player: Player,
    /// Which figure (`follower` unless the file says).
    pub figure: Figure,
    /// Square of the tile it was placed with.
    pub at: Pos,
    /// Square of the tile it stands on, when a magic portal took it
    /// elsewhere.
    pub on: Option<Pos>,
    /// Feature spec: `city`, `road@E`, `field@NNW`, `cloister` …
    pub feature: FeatureSpec,
    /// Span of the `[[follower]]` table.
    pub span: Range<usize>,
    /// Span of the feature spec.
    pub feature_span: Range<usize>,
}

/// A step of a board file other than a figure on a feature: one of an
/// expansion's, read by its reader (`crate::expansion`).
#[derive(Clone, Debug)]
pub struct BoardStep {
    /// Square of the tile of its turn; `None` for a step at the end of
    /// the game, taken with the last turn.
    pub at: Option<Pos>,
    /// The step.
    pub step: Step,
    /// Span of its table (or key).
    pub span: Range<usize>,
    /// What it is, as diagnostics name it (“tower piece of blue”).
    pub name: String,
}

/// Expected points under one rule edition.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// Rule edition id.
    pub rules: RulesId,
    /// Points per player.
    pub points: Vec<(Player, u32)>,
    /// Span of the entry.
    pub span: Range<usize>,
    /// The options of rule variants chosen for it on top of the board's
    /// (`[[expect-variant]]`; none for `[expect]`).
    pub variants: Choices,
}

/// A parsed board file.
#[derive(Clone, Debug)]
pub struct Board {
    /// The file, relative to the project root.
    pub file: PathBuf,
    /// The file's stem: the example's id.
    pub id: String,
    /// Tile sets whose kinds may appear.
    pub tilesets: Vec<Spanned<TileSetId>>,
    /// Whether the end-of-game scoring runs after the placements.
    pub final_scoring: bool,
    /// Tiles in placement order; the first is the start (or the first
    /// `block` tiles are a set's block, [`Board::lay_block`]).
    pub tiles: Vec<BoardTile>,
    /// How many of `tiles` a set's block laid before the board's own.
    pub block: usize,
    /// Followers.
    pub followers: Vec<BoardFollower>,
    /// The expansions' steps: their tables' in registry order, then
    /// those of `[[follower]]` and `[[tile]]` tables.
    pub steps: Vec<BoardStep>,
    /// Expected points per rule edition.
    pub expect: Vec<Expectation>,
    /// The options of rule variants it is played with (`[variants]`).
    pub variants: Choices,
    /// Where `[variants]` chooses each, by variant id.
    pub variant_spans: std::collections::BTreeMap<String, Range<usize>>,
    /// Figures each player has by the board's `[pieces]`, in place of the
    /// box's.
    pub pieces: Vec<(Figure, u8)>,
    /// Seats by the board's `[pieces]`, beyond the box's.
    pub seats: Option<usize>,
}

impl Board {
    /// Lays the block of tiles a tile set of the board starts from (The
    /// Count's city) before the board's own tiles: the board's first
    /// turns, in no player's turn. A diagnostic about one of them points
    /// at the set's name in `tilesets`.
    pub fn lay_block(&mut self, data: &Data) {
        let mut block = Vec::new();
        for ts in &self.tilesets {
            let Some(info) = data.set(ts.get_ref()) else {
                continue;
            };
            block.extend(info.set.block.iter().map(|b| BoardTile {
                kind: b.kind.clone(),
                at: b.at,
                rotation: b.rotation,
                player: None,
                span: ts.span(),
                kind_span: ts.span(),
            }));
        }
        self.block = block.len();
        self.tiles.splice(0..0, block);
    }

    /// Tile `i` (of [`Board::tiles`]) as diagnostics name it: `tile #n`
    /// counting the board's own tiles from 1, or `block tile #n`.
    pub fn tile_label(&self, i: usize) -> String {
        match i.checked_sub(self.block) {
            Some(own) => format!("tile #{}", own + 1),
            None => format!("block tile #{}", i + 1),
        }
    }
}

/// The result of replaying a board under one rule edition.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Rule edition id.
    pub rules: RulesId,
    /// Points of every player who appears on the board or in `expect`.
    pub players: Vec<(Player, u32)>,
    /// Every scoring, in order.
    pub events: Vec<ScoreEvent>,
    /// The expansions' tokens per player who holds any, each with its id
    /// ([`Game::holds`](tilebook_engine::Game::holds): goods).
    pub tokens: Vec<(Player, Vec<(&'static str, u32)>)>,
    /// Tiles (numbered from 1) that earned their player a second tile in
    /// the same turn ([`Move::extra_tile`](tilebook_engine::Move::extra_tile)).
    pub second_tiles: Vec<usize>,
    /// Points given outside features' majorities (the fairy's, ransoms,
    /// the most goods).
    pub awards: Vec<Award>,
}

/// Loads every board under `data/examples/` into `data.examples`. An
/// example that cannot be read, or a folder that cannot be listed, is
/// reported and marked unavailable, so that references to it are not
/// reported as unknown too.
pub fn load_examples(root: &Path, data: &mut Data, report: &mut Report) {
    let errors = report.errors();
    let files = match super::list_files(root, EXAMPLES_DIR, "toml", report) {
        Folder::Listed(files) if report.errors() == errors => files,
        Folder::Listed(files) => {
            // A link to nothing or a loop may hide an example.
            data.mark_unavailable(Input::Examples, None);
            files
        }
        Folder::Missing => {
            data.mark_unavailable(
                Input::Examples,
                Some(
                    Diagnostic::error(
                        "data/missing-file",
                        format!("the folder {EXAMPLES_DIR}/ does not exist, but examples are needed"),
                    )
                    .in_file(EXAMPLES_DIR)
                    .hint(format!(
                        "restore {EXAMPLES_DIR}/ with one board file per example (see docs/rules-and-boards.md)"
                    )),
                ),
            );
            return;
        }
        Folder::Unreadable => {
            data.mark_unavailable(Input::Examples, None);
            return;
        }
    };
    for rel in files {
        let id = rel
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let limit = tilebook_engine::board_file::MAX_BOARD_BYTES;
        let Some(text) = super::read_text_bounded(root, &rel, limit, report) else {
            data.mark_unavailable(Input::Example(id), None);
            continue;
        };
        report.add_source(&rel, text.clone());
        match parse_board(&rel, &text, report) {
            Some(mut b) => {
                b.lay_block(data);
                data.examples.push(b);
            }
            None => data.mark_unavailable(Input::Example(id), None),
        }
    }
}
