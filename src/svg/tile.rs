//! One tile kind as an SVG document.

use tilebook_engine::TileKind;

use super::scene::compose;
use super::write::{escape, push_items};

/// Printed size of a tile, in millimetres.
pub const TILE_MM: f64 = 45.0;

/// The painted content of a tile kind, in tile units (a 100 × 100 square),
/// without the enclosing `<svg>`: the sheets reuse it inside `<symbol>`.
pub fn tile_body(kind: &TileKind) -> String {
    let mut out = String::with_capacity(2048);
    push_items(&mut out, &compose(kind).items);
    out
}

/// A standalone SVG of a tile kind in the orientation of its data, 45 mm
/// square, with `title` (escaped) as its `<title>`.
pub fn render_tile(kind: &TileKind, title: &str) -> String {
    let body = tile_body(kind);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"45mm\" height=\"45mm\" viewBox=\"0 0 100 100\">\n<title>{}</title>\n{body}</svg>\n",
        escape(title)
    )
}
