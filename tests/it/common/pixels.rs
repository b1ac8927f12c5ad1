//! Tile pictures rendered to pixels and read back, for the pixel tests
//! of the tile art (`tile_art.rs`, `tile_art_expansions.rs`,
//! `tile_art_pd_tower.rs`).

use std::collections::VecDeque;

use resvg::tiny_skia::Pixmap;
use tilebook::engine::TileKind;
use tilebook::svg::{render, render_tile};

/// Pixels per tile unit of the test renders.
pub const RES: f64 = 2.0;
/// Per-channel tolerance when a pixel is compared with a palette colour.
pub const TOLERANCE: i16 = 3;

/// A `#rrggbb` colour as bytes.
pub fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(&hex[1..], 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// The mean of `points`.
pub fn centroid(points: &[(f64, f64)]) -> (f64, f64) {
    let n = points.len() as f64;
    let (x, y) = points
        .iter()
        .fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
    (x / n, y / n)
}

/// A tile rendered at `RES` pixels per unit.
pub struct Render {
    /// The rendered pixels.
    pub pixmap: Pixmap,
}

impl Render {
    /// Renders `kind` in the orientation of its data.
    pub fn new(kind: &TileKind) -> Render {
        let svg = render_tile(kind, kind.id.as_str());
        let pixmap = render::rasterize(&svg, (100.0 * RES / 45.0) as f32).unwrap();
        assert_eq!((pixmap.width(), pixmap.height()), (200, 200));
        Render { pixmap }
    }

    /// The pixel under tile point (x, y).
    pub fn index(&self, x: f64, y: f64) -> usize {
        let w = self.pixmap.width() as usize;
        let (px, py) = ((x * RES).floor() as usize, (y * RES).floor() as usize);
        py.min(w - 1) * w + px.min(w - 1)
    }

    /// The colour of pixel `i`.
    pub fn colour(&self, i: usize) -> [u8; 3] {
        let p = self.pixmap.pixels()[i].demultiply();
        [p.red(), p.green(), p.blue()]
    }

    /// Whether pixel `i` has colour `hex` (within [`TOLERANCE`]).
    pub fn is(&self, i: usize, hex: &str) -> bool {
        let want = rgb(hex);
        let got = self.colour(i);
        (0..3).all(|c| (i16::from(got[c]) - i16::from(want[c])).abs() <= TOLERANCE)
    }

    /// Whether any pixel of `area` (a mask of this render's pixels, as
    /// [`component`](Render::component) gives) lies on the tile's edge.
    pub fn touches_edge(&self, area: &[bool]) -> bool {
        let w = self.pixmap.width() as usize;
        let h = self.pixmap.height() as usize;
        (0..area.len())
            .any(|p| area[p] && (p % w == 0 || p % w == w - 1 || p / w == 0 || p / w == h - 1))
    }

    /// Pixels of colour `hex` 4-connected to pixel `seed`.
    pub fn component(&self, seed: usize, hex: &str) -> Vec<bool> {
        let w = self.pixmap.width() as usize;
        let n = self.pixmap.pixels().len();
        let mut seen = vec![false; n];
        let mut queue = VecDeque::from([seed]);
        while let Some(i) = queue.pop_front() {
            if seen[i] || !self.is(i, hex) {
                continue;
            }
            seen[i] = true;
            let (x, y) = (i % w, i / w);
            if x > 0 {
                queue.push_back(i - 1);
            }
            if x + 1 < w {
                queue.push_back(i + 1);
            }
            if y > 0 {
                queue.push_back(i - w);
            }
            if y + 1 < n / w {
                queue.push_back(i + w);
            }
        }
        seen
    }

    /// The middles (tile units) of the pixels of colour `hex`.
    pub fn points(&self, hex: &str) -> Vec<(f64, f64)> {
        let w = self.pixmap.width() as usize;
        (0..self.pixmap.pixels().len())
            .filter(|&i| self.is(i, hex))
            .map(|i| {
                let unit = |v: usize| (v as f64 + 0.5) / RES;
                (unit(i % w), unit(i / w))
            })
            .collect()
    }
}

/// Whether a city of `kind` reaches both banks of a river running straight
/// across the tile: it crosses on a bridge (River II), and the fields on
/// each bank pass under it.
pub fn city_over_river(kind: &tilebook::engine::TileKind) -> bool {
    use tilebook::engine::{Rotation, Side};
    kind.rivers.iter().any(|r| {
        let sides: Vec<Side> = r.sides.iter().collect();
        let [a, b] = sides.as_slice() else {
            return false;
        };
        let (left, right) = (a.rotated(Rotation::R90), a.rotated(Rotation::R270));
        a.opposite() == *b
            && kind
                .cities
                .iter()
                .any(|c| c.sides.contains(left) && c.sides.contains(right))
    })
}
