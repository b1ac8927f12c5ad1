//! The tilebook rules engine: tile geometry, tile sets, placement and
//! scoring.
//!
//! This crate is pure: no I/O, no localization, no templates. It compiles
//! unchanged to `wasm32-unknown-unknown`, so the rules site runs the very
//! same code as the command-line tool. Everything it reports is data (enums
//! with fields), never prose for a reader; the compiler around it turns that
//! into diagnostics and localized text.

pub mod board_file;
pub mod brings;
pub mod draw;
pub mod expansion;
pub mod figure;
pub mod geom;
pub mod names;
pub mod tile;
pub mod tileset;

pub use expansion::{
    AbbeyStep, Barn, Capture, CatchResult, CatchThrow, Corner, CountStep, DragonStep, ExtStep,
    Fairy, Holder, MODULE_IDS, Marks, Module, Prisoner, Round, Setup, Swap, Target, TowerState,
    TowerStep,
};
pub use figure::{FIGURES, Figure};
pub use geom::{Half, HalfSet, Rotation, Side, SideSet};
pub use names::{KindId, RulesId, TileSetId, UnknownName};
pub use tile::{
    CitySegment, FeatureRef, FeatureType, FieldSegment, GeometryError, Goods, Quarter, RiverEnd,
    RiverSegment, RoadEnd, RoadSegment, Symbol, Terrain, TileKind,
};
pub use tileset::{
    BlockError, BlockTile, MAX_BLOCK_SPAN, Piece, TileSet, TileSetEntry, TileSetError, Token,
    lay_before_play,
};
pub mod face;
pub mod game;
pub mod message;
pub mod payload;
pub mod rules;
pub mod spec;

pub use draw::{BoardPiece, Look};
pub use face::{CompileError, Face, KindTable};
pub use game::{
    Award, Extent, Follower, FollowerError, Game, MAX_COORD, MAX_TILES, Move, PLAYERS, Placed,
    PlacementError, Player, Pos, Reason, ReplayError, SUPPLY_PER_PLAYER, ScoreEvent, Step,
    StepError, StepOrFollower, Turn, When, joins, replay, replay_ending, replay_open,
};
pub use message::{Arg, Message};
pub use payload::{ExampleCode, ExampleJson, FollowerJson, TileJson};
pub use rules::{FarmMethod, Rate, Rules, SmallCity};
pub use spec::{FeatureSpec, FeatureSpecError, Place};
pub mod sim;
