//! One tile kind as an SVG document.

use tilebook_engine::{FeatureRef, TileKind};

use super::anchors::anchors_in;
use super::scene::{Scene, compose};
use super::write::{escape, push_items};

/// Printed size of a tile, in millimetres.
pub const TILE_MM: f64 = 45.0;

/// The painted content of a tile kind, in tile units (a 100 × 100 square),
/// without the enclosing `<svg>`: the sheets reuse it inside `<symbol>`.
pub fn tile_body(kind: &TileKind) -> String {
    body_of(&compose(kind))
}

fn body_of(scene: &Scene) -> String {
    let mut out = String::with_capacity(2048);
    push_items(&mut out, &scene.items);
    out
}

/// A tile kind's art, its scene composed once: what a site needs of it.
#[derive(Clone, Debug)]
pub struct TileArt {
    /// [`tile_body`]: the painted content, without the `<svg>`.
    pub body: String,
    /// [`anchors`](super::anchors()): where followers stand on it.
    pub anchors: Vec<(FeatureRef, (f32, f32))>,
}

/// The body and the anchors of `kind`, from one composition of its scene.
pub fn tile_art(kind: &TileKind) -> TileArt {
    let scene = compose(kind);
    TileArt {
        body: body_of(&scene),
        anchors: anchors_in(kind, &scene),
    }
}

/// A standalone SVG of a tile kind in the orientation of its data, 45 mm
/// square, with `title` (escaped) as its `<title>`.
pub fn render_tile(kind: &TileKind, title: &str) -> String {
    tile_document(&tile_body(kind), title)
}

/// A standalone tile SVG around a [`tile_body`] already drawn.
pub fn tile_document(body: &str, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"45mm\" height=\"45mm\" viewBox=\"0 0 100 100\">\n<title>{}</title>\n{body}</svg>\n",
        escape(title)
    )
}
