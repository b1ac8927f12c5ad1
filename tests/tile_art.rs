//! The art agrees with the data, on rendered pixels: every tile kind, in all
//! four rotations, is drawn from its (rotated) data, rendered with resvg,
//! and read back.
//!
//! - At every side: city colour across a city side; road or water colour at
//!   the middle of a road or river side; field colour on the half-edges of
//!   road, river and field sides.
//! - Connectivity: the half-edges of one field (the sides of one city or
//!   road segment) are joined by pixels of its colour; those of two
//!   different segments are not. So two caps on one tile are visibly
//!   separate, and a road really cuts the field the data says it cuts.
//! - Anchors lie on their feature's colour, and a field's anchor in its own
//!   field.

use std::collections::VecDeque;
use std::path::Path;

use resvg::tiny_skia::Pixmap;
use tilebook::data::{self, Data};
use tilebook::diag::Report;
use tilebook::engine::{FeatureType, Rotation, Side, Terrain, TileKind};
use tilebook::svg::geom::{half_x, on};
use tilebook::svg::{anchors, palette, render, render_tile};

/// Pixels per tile unit of the test renders.
const RES: f64 = 2.0;
/// How far inside the tile the edges are read, in tile units.
const DEPTH: f64 = 2.0;
/// Per-channel tolerance when a pixel is compared with a palette colour.
const TOLERANCE: i16 = 3;

fn shipped() -> Data {
    let mut report = Report::new();
    let data = data::load(Path::new(env!("CARGO_MANIFEST_DIR")), &mut report);
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    data
}

fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(&hex[1..], 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// A tile rendered at `RES` pixels per unit.
struct Render {
    pixmap: Pixmap,
}

impl Render {
    fn new(kind: &TileKind) -> Render {
        let svg = render_tile(kind, &kind.id);
        let pixmap = render::rasterize(&svg, (100.0 * RES / 45.0) as f32).unwrap();
        assert_eq!((pixmap.width(), pixmap.height()), (200, 200));
        Render { pixmap }
    }

    fn index(&self, x: f64, y: f64) -> usize {
        let w = self.pixmap.width() as usize;
        let (px, py) = ((x * RES).floor() as usize, (y * RES).floor() as usize);
        py.min(w - 1) * w + px.min(w - 1)
    }

    fn colour(&self, i: usize) -> [u8; 3] {
        let p = self.pixmap.pixels()[i].demultiply();
        [p.red(), p.green(), p.blue()]
    }

    fn is(&self, i: usize, hex: &str) -> bool {
        let want = rgb(hex);
        let got = self.colour(i);
        (0..3).all(|c| (i16::from(got[c]) - i16::from(want[c])).abs() <= TOLERANCE)
    }

    /// Pixels of colour `hex` 4-connected to pixel `seed`.
    fn component(&self, seed: usize, hex: &str) -> Vec<bool> {
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
}

fn colour_name(hex: &str) -> &'static str {
    match hex {
        palette::CITY => "city",
        palette::ROAD => "road",
        palette::FIELD => "field",
        palette::WATER => "water",
        palette::STONE => "cloister",
        _ => "?",
    }
}

/// Every kind in every rotation, with a name for messages.
fn every_turned_kind() -> Vec<(String, TileKind)> {
    let mut all = Vec::new();
    for info in shipped().kinds.values() {
        for r in Rotation::ALL {
            all.push((
                format!("{} at {}°", info.kind.id, r.degrees()),
                info.kind.rotated(r),
            ));
        }
    }
    all
}

/// The pixel just inside the middle of `side`, and of its two half-edges.
fn side_points(r: &Render, side: Side) -> (usize, [usize; 2]) {
    let p = on(side, 50.0, DEPTH);
    let halves = side.halves().map(|h| {
        let q = on(side, half_x(h), DEPTH);
        r.index(q.x, q.y)
    });
    (r.index(p.x, p.y), halves)
}

#[test]
fn edges_show_the_terrain_the_data_says() {
    let mut failures = Vec::new();
    for (name, kind) in every_turned_kind() {
        let r = Render::new(&kind);
        for side in Side::ALL {
            let (middle, halves) = side_points(&r, side);
            let (at_middle, at_halves) = match kind.edge(side) {
                Terrain::City => (palette::CITY, palette::CITY),
                Terrain::Road => (palette::ROAD, palette::FIELD),
                Terrain::Water => (palette::WATER, palette::FIELD),
                Terrain::Field => (palette::FIELD, palette::FIELD),
            };
            let checks = [("middle", middle, at_middle)].into_iter().chain(
                side.halves()
                    .into_iter()
                    .zip(halves)
                    .map(|(h, i)| (h.name(), i, at_halves)),
            );
            for (place, i, want) in checks {
                if !r.is(i, want) {
                    failures.push(format!(
                        "{name}: side {side} ({place}) should be {} but is {:?}",
                        colour_name(want),
                        r.colour(i)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// For each segment, the pixels where it meets the edge of the tile.
fn segment_seeds(r: &Render, kind: &TileKind, ty: FeatureType) -> Vec<Vec<usize>> {
    match ty {
        FeatureType::Field => kind
            .fields
            .iter()
            .map(|f| {
                f.halves
                    .iter()
                    .map(|h| {
                        let q = on(h.side(), half_x(h), DEPTH);
                        r.index(q.x, q.y)
                    })
                    .collect()
            })
            .collect(),
        FeatureType::City => kind
            .cities
            .iter()
            .map(|c| c.sides.iter().map(|s| side_points(r, s).0).collect())
            .collect(),
        FeatureType::Road => kind
            .roads
            .iter()
            .map(|x| x.sides.iter().map(|s| side_points(r, s).0).collect())
            .collect(),
        _ => vec![],
    }
}

#[test]
fn segments_are_joined_and_separated_as_the_data_says() {
    let mut failures = Vec::new();
    for (name, kind) in every_turned_kind() {
        let r = Render::new(&kind);
        for (ty, hex) in [
            (FeatureType::Field, palette::FIELD),
            (FeatureType::City, palette::CITY),
            (FeatureType::Road, palette::ROAD),
        ] {
            let seeds = segment_seeds(&r, &kind, ty);
            for (i, own) in seeds.iter().enumerate() {
                let Some(&first) = own.first() else { continue };
                let reach = r.component(first, hex);
                for &s in own {
                    if !reach[s] {
                        failures.push(format!(
                            "{name}: {} #{} is split in the art",
                            ty.name(),
                            i + 1
                        ));
                    }
                }
                for (j, other) in seeds.iter().enumerate() {
                    if j != i && other.iter().any(|&s| reach[s]) {
                        failures.push(format!(
                            "{name}: {} #{} and #{} run into each other in the art",
                            ty.name(),
                            i + 1,
                            j + 1
                        ));
                    }
                }
            }
        }
    }
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn anchors_lie_on_their_own_feature() {
    let mut failures = Vec::new();
    for (name, kind) in every_turned_kind() {
        let r = Render::new(&kind);
        let fields = segment_seeds(&r, &kind, FeatureType::Field);
        let list = anchors(&kind);
        assert_eq!(list.len(), tilebook::svg::features(&kind).len());
        for (f, (x, y)) in list {
            let i = r.index(f64::from(x), f64::from(y));
            let want = match f.ty {
                FeatureType::City => palette::CITY,
                FeatureType::Road => palette::ROAD,
                FeatureType::Field => palette::FIELD,
                FeatureType::River => palette::WATER,
                FeatureType::Cloister => palette::STONE,
            };
            if !r.is(i, want) {
                failures.push(format!(
                    "{name}: anchor of {f} at ({x}, {y}) is {:?}, not {}",
                    r.colour(i),
                    colour_name(want)
                ));
                continue;
            }
            if f.ty == FeatureType::Field {
                let own = r.component(fields[f.index][0], palette::FIELD);
                if !own[i] {
                    failures.push(format!(
                        "{name}: anchor of {f} at ({x}, {y}) is in another field"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn anchors_are_deterministic_and_on_the_tile() {
    let data = shipped();
    for info in data.kinds.values() {
        let a = anchors(&info.kind);
        assert_eq!(a, anchors(&info.kind));
        for (_, (x, y)) in a {
            assert!((0.0..=100.0).contains(&x) && (0.0..=100.0).contains(&y));
        }
    }
}
