//! Tile-set files (`data/tilesets/*.toml`): the raw format and its
//! conversion into engine types. The format is documented in
//! `docs/tile-data.md`.
//!
//! By job: [`read`] turns TOML into raw structs with spans (and TOML errors
//! into diagnostics), [`kind`] converts one `[[kind]]` into an engine
//! [`TileKind`], [`engine_errors`] maps the engine's geometry and set errors
//! to diagnostics, [`assemble`](mod@assemble) does the cross-file work
//! (duplicates, `like`, includes, totals), [`pieces`] reads the set's
//! pieces and rules module.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::PathBuf;

use tilebook_engine::{BlockTile, FeatureType, KindId, Piece, TileKind, TileSetId};
use toml::Spanned;

mod assemble;
mod engine_errors;
mod includes;
mod kind;
mod pieces;
mod read;

pub use assemble::assemble;
pub(crate) use kind::{RIVER_ENDS, ROAD_ENDS};
pub(crate) use pieces::known_params;
pub(crate) use read::{RawKind, RawSet};
pub use read::{parse_tileset_file, toml_diagnostic};

/// A tile kind converted from TOML, with the spans diagnostics need.
struct ParsedKind {
    kind: TileKind,
    /// `like = "ID"`: the geometry is that kind's, filled in by `assemble`.
    like: Option<Spanned<KindId>>,
    start: bool,
    count: u32,
    id_span: Range<usize>,
    start_span: Option<Range<usize>>,
    feature_spans: BTreeMap<(FeatureType, usize), Range<usize>>,
    edges_span: Range<usize>,
}

/// One tile-set file, parsed and converted.
pub struct ParsedFile {
    rel: PathBuf,
    id: TileSetId,
    id_span: Range<usize>,
    stated_total: u32,
    stated_span: Range<usize>,
    requires_start: bool,
    includes: Vec<Spanned<TileSetId>>,
    /// Kinds printed in several pictures (`variants`).
    variants: Vec<Spanned<KindId>>,
    kinds: Vec<ParsedKind>,
    /// Some `[[kind]]` could not be read, so totals would mislead.
    incomplete: bool,
    /// Ids of the kinds that could not be read.
    broken: Vec<KindId>,
    /// The figures and tokens of the set (`pieces`).
    pieces: Vec<Piece>,
    /// The engine rules module the set switches on (`rules`).
    rules: Option<String>,
    /// Values of that module's parameters (`params`).
    params: Vec<(String, u32)>,
    /// The tiles laid together before play (`block`).
    block: Vec<ParsedBlockTile>,
    /// Sets the publisher advises against playing with this one.
    advised_against: Vec<Spanned<TileSetId>>,
    /// The set's rule variants (`[[rule_variant]]`).
    rule_variants: Vec<crate::data::variant::RuleVariant>,
}

/// One tile of a set's `block`, with its spans.
struct ParsedBlockTile {
    tile: BlockTile,
    /// The whole `{ kind = …, at = … }` table.
    span: Range<usize>,
    /// Its `kind`.
    kind_span: Range<usize>,
}

/// The most tiles of one kind a set may hold (`count`); no box comes close,
/// and the limit keeps every sum of counts far from overflowing.
pub const MAX_KIND_COUNT: u32 = 10_000;

/// The largest `stated_total` of a set.
pub const MAX_STATED_TOTAL: u32 = 100_000;
