//! The city of Carcassonne on the tiles of the Count's city (The Count of
//! Carcassonne), its quarters' badges, and the picture of a set's whole
//! block.
//!
//! A tile of the Count's city leaves to no feature the half-edges that lie
//! inside the city's walls ([`TileKind::in_carcassonne`]). That part is
//! drawn as city ground behind a wall: a rectangle reaching every side that
//! has a half-edge inside, and standing [`INSET`] units in from every side
//! that has none. As every tile of the block uses the same inset, the walls
//! of neighbouring tiles meet. A road ending at a city on such a tile (and
//! with no city segment of its own) ends at a gate in that wall. In the
//! middle of the part inside the walls stands the badge of the tile's
//! quarter: a disc in the quarter's colour with its emblem in white (a
//! tower for the castle, a stall for the market, an anvil for the
//! blacksmith, a church for the cathedral).

use std::fmt::Write as _;

use kurbo::{BezPath, Point, Rect, Vec2};
use tilebook_engine::{Quarter, Side, TileKind, TileSet};

use super::geom::Pen;
use super::palette::*;
use super::scene::{Label, Paint, Scene};
use super::shapes;
use super::write::{escape, num, push_items};

/// How far the wall of Carcassonne stands in from a side with no
/// half-edge inside the city: the ring of field outside the walls.
pub const INSET: f64 = 40.0;

/// Radius of a quarter's badge.
pub const BADGE_RADIUS: f64 = 8.5;

/// The part of `kind` inside the walls of Carcassonne, when it has one.
pub fn inside(kind: &TileKind) -> Option<Rect> {
    if !kind.has_carcassonne() {
        return None;
    }
    let outer = |s: Side| !s.halves().into_iter().any(|h| kind.in_carcassonne(h));
    let at = |s: Side, far: f64| if outer(s) { far } else { 0.0 };
    Some(Rect::new(
        at(Side::W, INSET),
        at(Side::N, INSET),
        100.0 - at(Side::E, INSET),
        100.0 - at(Side::S, INSET),
    ))
}

/// Where a road from `side` meets the wall of Carcassonne on `kind`.
pub fn gate(kind: &TileKind, side: Side) -> Option<Point> {
    let r = inside(kind)?;
    Some(match side {
        Side::N => Point::new(50.0, r.y0),
        Side::E => Point::new(r.x1, 50.0),
        Side::S => Point::new(50.0, r.y1),
        Side::W => Point::new(r.x0, 50.0),
    })
}

/// The colour of a quarter's badge.
pub fn colour(q: Quarter) -> &'static str {
    match q {
        Quarter::Castle => QUARTER_CASTLE,
        Quarter::Market => QUARTER_MARKET,
        Quarter::Blacksmith => QUARTER_BLACKSMITH,
        Quarter::Cathedral => QUARTER_CATHEDRAL,
    }
}

/// A polygon of points relative to `at`.
fn polygon(pen: &mut Pen, at: Point, points: &[(f64, f64)]) {
    pen.polygon(points.iter().map(|&(x, y)| at + Vec2::new(x, y)));
}

/// The white emblem of quarter `q` centred on `at`, about 11 units across.
pub fn emblem(q: Quarter, at: Point) -> BezPath {
    let mut pen = Pen::new();
    match q {
        // A tower with three merlons.
        Quarter::Castle => polygon(
            &mut pen,
            at,
            &[
                (-4.0, 5.0),
                (-4.0, -5.0),
                (-2.4, -5.0),
                (-2.4, -3.4),
                (-0.8, -3.4),
                (-0.8, -5.0),
                (0.8, -5.0),
                (0.8, -3.4),
                (2.4, -3.4),
                (2.4, -5.0),
                (4.0, -5.0),
                (4.0, 5.0),
            ],
        ),
        // A stall: an awning over a counter.
        Quarter::Market => {
            polygon(
                &mut pen,
                at,
                &[(-5.5, -1.0), (-3.5, -5.0), (3.5, -5.0), (5.5, -1.0)],
            );
            polygon(
                &mut pen,
                at,
                &[(-4.0, 0.5), (4.0, 0.5), (4.0, 5.0), (-4.0, 5.0)],
            );
        }
        // An anvil.
        Quarter::Blacksmith => polygon(
            &mut pen,
            at,
            &[
                (-6.0, -3.5),
                (3.5, -3.5),
                (6.0, -2.0),
                (2.5, -0.5),
                (1.5, 2.0),
                (3.5, 4.5),
                (-3.5, 4.5),
                (-1.5, 2.0),
                (-2.0, -0.5),
                (-6.0, -1.5),
            ],
        ),
        // A church under a cross.
        Quarter::Cathedral => {
            polygon(
                &mut pen,
                at,
                &[
                    (-4.0, 5.0),
                    (-4.0, -0.5),
                    (0.0, -3.5),
                    (4.0, -0.5),
                    (4.0, 5.0),
                ],
            );
            polygon(
                &mut pen,
                at,
                &[
                    (-0.6, -3.5),
                    (-0.6, -5.0),
                    (-1.8, -5.0),
                    (-1.8, -6.2),
                    (-0.6, -6.2),
                    (-0.6, -7.5),
                    (0.6, -7.5),
                    (0.6, -6.2),
                    (1.8, -6.2),
                    (1.8, -5.0),
                    (0.6, -5.0),
                    (0.6, -3.5),
                ],
            );
        }
    }
    pen.finish()
}

/// The badge of quarter `q` centred on `at`: a disc in its colour, rimmed,
/// with its emblem.
pub fn badge(scene: &mut Scene, q: Quarter, at: Point) {
    let disc = Paint::FillStroke {
        fill: colour(q),
        stroke: OUTLINE,
        width: 1.0,
    };
    scene.push(Label::Decor, disc, shapes::circle(at, BADGE_RADIUS));
    scene.push(Label::Decor, Paint::Fill(EMBLEM), emblem(q, at));
}

/// Paints the part of `kind` inside the walls of Carcassonne: city ground,
/// the walls where it meets the ring of field, and the quarter's badge.
pub fn paint(scene: &mut Scene, kind: &TileKind) {
    let Some(r) = inside(kind) else { return };
    let mut ground = Pen::new();
    ground.polygon([
        Point::new(r.x0, r.y0),
        Point::new(r.x1, r.y0),
        Point::new(r.x1, r.y1),
        Point::new(r.x0, r.y1),
    ]);
    scene.push(Label::Decor, Paint::Fill(CITY), ground.finish());
    // The wall: every edge of the rectangle inside the tile.
    let mut wall = Pen::new();
    let edges = [
        (r.x0 > 0.0, (r.x0, r.y0), (r.x0, r.y1)),
        (r.x1 < 100.0, (r.x1, r.y0), (r.x1, r.y1)),
        (r.y0 > 0.0, (r.x0, r.y0), (r.x1, r.y0)),
        (r.y1 < 100.0, (r.x0, r.y1), (r.x1, r.y1)),
    ];
    for (inner, a, b) in edges {
        if inner {
            wall.move_to(Point::new(a.0, a.1))
                .line_to(Point::new(b.0, b.1));
        }
    }
    let wall = wall.finish();
    scene.push(
        Label::Decor,
        Paint::Stroke {
            colour: WALL,
            width: WALL_WIDTH,
        },
        wall.clone(),
    );
    scene.push(
        Label::Decor,
        Paint::Dashed {
            colour: BATTLEMENT,
            width: 1.2,
            dash: "2 1.5",
        },
        wall,
    );
    if let Some(q) = kind.quarter {
        badge(scene, q, badge_spot(kind, r));
    }
}

/// Where the badge stands: the middle of the part inside the walls,
/// moved clear of a city segment's ground when one reaches into it.
fn badge_spot(kind: &TileKind, r: Rect) -> Point {
    let centre = r.center();
    let pull = kind
        .cities
        .iter()
        .flat_map(|c| c.sides.iter())
        .map(|s| -super::geom::outward(s) * 10.0)
        .fold(Vec2::ZERO, |a, b| a + b);
    centre + pull
}

/// One tile of a block, for [`block_svg`]: its painted body (as
/// [`tile_body`](super::tile_body) gives) and where it lies.
pub struct BlockTile<'a> {
    /// The tile's painted content in its data orientation.
    pub body: &'a str,
    /// Its name, for its `<title>`.
    pub name: &'a str,
    /// Its square and rotation, as the set's block lays it.
    pub at: (i32, i32),
    /// Rotation in degrees clockwise.
    pub degrees: u16,
}

/// Height of the legend under the block, in tile units.
const LEGEND: f64 = 30.0;

/// The whole block of a set as one SVG: every tile on its square, turned
/// as laid, each tile 45 mm, with a thin line round each tile and `title`
/// (escaped) as the document's title; under it a legend of the quarters
/// the tiles belong to, each badge with its name from `quarters` (none
/// when that is empty).
pub fn block_svg(tiles: &[BlockTile], title: &str, quarters: &[(Quarter, String)]) -> String {
    let xs = tiles.iter().map(|t| t.at.0);
    let ys = tiles.iter().map(|t| t.at.1);
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    let (cols, rows) = (i64::from(x1 - x0) + 1, i64::from(y1 - y0) + 1);
    let legend = if quarters.is_empty() { 0.0 } else { LEGEND };
    let (w, h) = (cols as f64 * 100.0, rows as f64 * 100.0 + legend);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}mm\" height=\"{}mm\" viewBox=\"0 0 {} {}\">",
        num(w * 0.45, 2),
        num(h * 0.45, 2),
        num(w, 1),
        num(h, 1)
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    for t in tiles {
        let x = i64::from(t.at.0 - x0) * 100;
        let y = i64::from(t.at.1 - y0) * 100;
        let _ = writeln!(
            out,
            "<g transform=\"translate({x} {y}) rotate({} 50 50)\"><title>{}</title>",
            t.degrees,
            escape(t.name)
        );
        out.push_str(t.body);
        out.push_str("</g>\n");
    }
    // The tiles' edges, over everything.
    let _ = writeln!(
        out,
        "<path fill=\"none\" stroke=\"{OUTLINE}\" stroke-width=\".6\" d=\"{}\"/>",
        grid(tiles, x0, y0)
    );
    if !quarters.is_empty() {
        let y = rows as f64 * 100.0;
        let _ = writeln!(
            out,
            "<rect y=\"{}\" width=\"{}\" height=\"{LEGEND}\" fill=\"#fff\"/>",
            num(y, 1),
            num(w, 1)
        );
        let step = w / quarters.len() as f64;
        let mut scene = Scene::default();
        for (i, (q, _)) in quarters.iter().enumerate() {
            let at = Point::new(step * i as f64 + 14.0, y + LEGEND / 2.0);
            badge(&mut scene, *q, at);
        }
        push_items(&mut out, &scene.items);
        for (i, (_, name)) in quarters.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#333\">{}</text>",
                num(step * i as f64 + 27.0, 1),
                num(y + LEGEND / 2.0 + 4.0, 1),
                escape(name)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Path data of a square round every tile of the block.
fn grid(tiles: &[BlockTile], x0: i32, y0: i32) -> String {
    let mut d = String::new();
    for t in tiles {
        let x = i64::from(t.at.0 - x0) * 100;
        let y = i64::from(t.at.1 - y0) * 100;
        let _ = write!(d, "M{x} {y}h100v100h-100Z");
    }
    d
}

/// One tile of a block with its kind: the kind, its square and its
/// rotation in degrees.
pub type LaidKind<'k> = (&'k TileKind, (i32, i32), u16);

/// The tiles of `set`'s block with their kinds, in the block's order;
/// `None` when a kind is missing from `kind`.
pub fn block_kinds<'k>(
    set: &TileSet,
    kind: impl Fn(&tilebook_engine::KindId) -> Option<&'k TileKind>,
) -> Option<Vec<LaidKind<'k>>> {
    set.block
        .iter()
        .map(|b| kind(&b.kind).map(|k| (k, b.at, b.rotation.degrees())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emblems_differ_and_fit_the_badge() {
        let at = Point::new(50.0, 50.0);
        let all: Vec<String> = Quarter::ALL
            .iter()
            .map(|q| super::super::write::path_data(&emblem(*q, at)))
            .collect();
        for (i, a) in all.iter().enumerate() {
            assert!(all[i + 1..].iter().all(|b| a != b));
        }
        for q in Quarter::ALL {
            let bounds = kurbo::Shape::bounding_box(&emblem(q, at));
            assert!(bounds.width() < 2.0 * BADGE_RADIUS && bounds.height() < 2.0 * BADGE_RADIUS);
        }
        let colours: std::collections::BTreeSet<&str> =
            Quarter::ALL.iter().map(|q| colour(*q)).collect();
        assert_eq!(colours.len(), 4);
    }
}
