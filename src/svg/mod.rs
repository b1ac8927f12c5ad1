//! Tile art: an SVG of every tile kind, drawn from its data, anchor points
//! for followers, and print-ready sheets per edition (SVG, PDF, PNG).
//!
//! Data flows one way: a [`TileKind`](tilebook_engine::TileKind) becomes a
//! [`Scene`](scene::Scene) of labelled paths built from a small library of
//! shapes keyed by side and half-edge ([`shapes`]); the scene is written as
//! SVG text ([`tile`]) and painted into a label map for anchors
//! ([`anchors`]). Sheets ([`sheet`]) place tile SVGs on A4 pages;
//! [`render`] turns SVG pages into PDF and PNG. Nothing here reads or
//! writes files: the `tilebook tiles` command does. How the art follows the
//! data, and how to add a symbol, is told in `docs/tile-art.md`.

pub mod anchors;
pub mod attributes;
mod buildings;
pub mod carcassonne;
pub mod figures;
pub mod geom;
pub mod landmarks;
pub mod layout;
pub mod marks;
pub mod palette;
pub mod render;
pub mod scene;
pub mod shapes;
pub mod sheet;
mod spots;
pub mod symbols;
pub mod tile;
pub mod write;

pub use anchors::{anchors, features};
pub use layout::crossing_cities;
pub use sheet::{Page, PageKind, SheetEntry, SheetText, sheets};
pub use tile::{TILE_MM, TileArt, render_tile, tile_art, tile_body, tile_document};
