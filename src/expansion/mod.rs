//! The compiler's registry of expansions: what each expansion adds to the
//! files a user writes. The engine has its own registry
//! (`engine/src/expansion/mod.rs`) for the rules in play; this one holds
//! the rest, one file per expansion:
//!
//! - the tables and keys it adds to a board file (`[[tower]]`, a tile's
//!   `dragon`, a barn's `corner`), read into the engine's steps, and their
//!   part of the board's JSON Schema;
//! - the diagnostics those readers report, with their explanations
//!   (`tilebook explain`).
//!
//! The board reader (`data/board/read.rs`) and the diagnostics catalogue
//! never name an expansion: they ask [`READERS`] and [`RULES`]. Adding an
//! expansion adds its file here and one line to [`registry!`]'s list below
//! (docs/expansions.md).

use std::ops::Range;

use schemars::SchemaGenerator;
use serde_json::{Map, Value};
use tilebook_engine::{Figure, Pos};
use toml::Spanned;
use toml::de::DeTable;

use crate::data::board::{BoardStep, Cx};
use crate::diag::catalogue::Rule;

mod abbey_mayor;
mod catapult;
mod count;
mod princess_dragon;
mod tower;

/// The parts of a board file's JSON Schema an expansion adds to: the
/// properties of the file's top level, of a `[[tile]]` and of a
/// `[[follower]]`.
pub struct SchemaParts<'a> {
    /// The file's top-level tables.
    pub board: &'a mut Map<String, Value>,
    /// A `[[tile]]`'s keys.
    pub tile: &'a mut Map<String, Value>,
    /// A `[[follower]]`'s keys.
    pub follower: &'a mut Map<String, Value>,
}

/// What an expansion reads of a board file: its own tables, the keys it
/// adds to the core's `[[tile]]` and `[[follower]]` tables, and their
/// schema. Every method has a default that reads nothing.
pub trait BoardReader: Sync {
    /// The top-level tables it reads, as a board file names them
    /// (`tower`, `tower-follower`).
    fn tables(&self) -> &'static [&'static str] {
        &[]
    }

    /// Reads its tables: `tables` holds those of [`Self::tables`] the file
    /// has, and nothing else. Each step with the square of its turn's tile.
    fn read_tables(&self, _tables: Spanned<DeTable<'_>>, _cx: &mut Cx<'_>) -> Vec<BoardStep> {
        Vec::new()
    }

    /// The keys it adds to a `[[tile]]` (the dragon's path).
    fn tile_keys(&self) -> &'static [&'static str] {
        &[]
    }

    /// Reads its keys of the tile at `at` (`keys` holds only those of
    /// [`Self::tile_keys`] the tile has): a step in that tile's turn.
    fn read_tile(
        &self,
        _at: Pos,
        _keys: Spanned<DeTable<'_>>,
        _cx: &mut Cx<'_>,
    ) -> Option<BoardStep> {
        None
    }

    /// The figures it places with a `[[follower]]` of its own form, and
    /// the keys that form adds (a barn on a `corner`): a `[[follower]]`
    /// naming one of these figures or giving one of these keys is read by
    /// [`Self::read_follower`], whole.
    fn follower_form(&self) -> (&'static [Figure], &'static [&'static str]) {
        (&[], &[])
    }

    /// Reads a `[[follower]]` of its form, at `span` in the file.
    fn read_follower(
        &self,
        _table: Spanned<DeTable<'_>>,
        _span: Range<usize>,
        _cx: &mut Cx<'_>,
    ) -> Option<BoardStep> {
        None
    }

    /// Adds its tables and keys to the board file's JSON Schema.
    fn schema(&self, _generator: &mut SchemaGenerator, _parts: &mut SchemaParts<'_>) {}
}

/// Lists the expansions of the compiler once: `module: Type` each, the type
/// a unit struct in that module implementing [`BoardReader`] and having a
/// `RULES` list of its diagnostics. Generates [`READERS`] and [`RULES`].
macro_rules! registry {
    ($($module:ident: $ty:ident),* $(,)?) => {
        /// Every expansion's board reader, in registry order.
        pub static READERS: &[&dyn BoardReader] = &[$(&$module::$ty),*];

        /// Every expansion's diagnostics, for the catalogue.
        pub const RULES: &[&[Rule]] = &[$($module::RULES),*];
    };
}

registry! {
    princess_dragon: PrincessDragon,
    tower: Tower,
    abbey_mayor: AbbeyMayor,
    count: Count,
    catapult: Catapult,
}

/// The properties of `T`'s schema (a struct of keys an expansion adds),
/// each to go into one of the [`SchemaParts`].
pub(crate) fn properties<T: schemars::JsonSchema>(
    generator: &mut SchemaGenerator,
) -> Map<String, Value> {
    match T::json_schema(generator).to_value() {
        Value::Object(mut o) => match o.remove("properties") {
            Some(Value::Object(p)) => p,
            _ => Map::new(),
        },
        _ => Map::new(),
    }
}
