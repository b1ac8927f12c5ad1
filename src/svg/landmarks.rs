//! Shapes of the buildings and symbols the expansions add to a tile: the
//! cathedral, the inn by its lake, the house standing alone at the end of a
//! road, and the goods symbols (wine, grain, cloth).
//!
//! Each shape is written once, upright (its door to the south) and centred
//! on the origin at scale 1, and placed by a [`Frame`]: moved to a point,
//! scaled to the room there and turned so its door faces a side. Like the
//! rest of the shape library, points are rounded as they are stored.

use kurbo::{BezPath, Ellipse, Point, Shape, Vec2};
use tilebook_engine::{Goods, Side};

use super::geom::Pen;

/// Tolerance when ellipses are turned into Béziers.
const TOLERANCE: f64 = 0.1;

/// Radius of the disc (in tile units, at scale 1) that holds the cathedral.
pub const CATHEDRAL_RADIUS: f64 = 14.5;
/// Radius of the disc that holds the inn and its lake.
pub const INN_RADIUS: f64 = 10.0;
/// Radius of the disc that holds a goods symbol.
pub const GOODS_RADIUS: f64 = 9.0;
/// How much larger a goods symbol is drawn than it is written.
const GOODS_SCALE: f64 = 1.4;
/// Width of the house standing alone at the end of a road.
pub const HOUSE_WIDTH: f64 = 11.0;

/// A straight line from one point of an upright shape to another.
type Segment = ((f64, f64), (f64, f64));

/// Where a shape goes: its centre, its scale, and the side its door faces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The centre, in tile units.
    pub at: Point,
    /// Scale (1 = the size the shape is written at).
    pub scale: f64,
    /// The side the door faces (south is upright).
    pub facing: Side,
}

impl Frame {
    /// An upright frame at `at`, scale `scale`.
    pub fn upright(at: Point, scale: f64) -> Frame {
        Frame {
            at,
            scale,
            facing: Side::S,
        }
    }

    /// The point (x, y) of the upright shape, placed.
    pub fn p(&self, x: f64, y: f64) -> Point {
        let mut v = Vec2::new(x, y) * self.scale;
        // Quarter turns clockwise from south.
        for _ in 0..(self.facing.index() + 2) % 4 {
            v = Vec2::new(-v.y, v.x);
        }
        self.at + v
    }

    fn polygon(&self, points: &[(f64, f64)]) -> BezPath {
        let mut pen = Pen::new();
        pen.polygon(points.iter().map(|&(x, y)| self.p(x, y)));
        pen.finish()
    }

    fn ellipse(&self, (x, y): (f64, f64), (rx, ry): (f64, f64)) -> BezPath {
        let e = Ellipse::new(Point::new(x, y), (rx, ry), 0.0).to_path(TOLERANCE);
        let mut pen = Pen::new();
        pen.append_mapped(&e, |q| self.p(q.x, q.y));
        pen.finish()
    }

    fn lines(&self, segments: &[Segment]) -> BezPath {
        let mut pen = Pen::new();
        for &((x0, y0), (x1, y1)) in segments {
            pen.move_to(self.p(x0, y0)).line_to(self.p(x1, y1));
        }
        pen.finish()
    }

    /// An arched door `w` wide and `h` high standing on y = `floor`.
    fn door(&self, x: f64, floor: f64, w: f64, h: f64) -> BezPath {
        let d = w / 2.0;
        let mut pen = Pen::new();
        pen.move_to(self.p(x - d, floor))
            .line_to(self.p(x - d, floor - h + d))
            .quad_to(self.p(x, floor - h - d * 0.4), self.p(x + d, floor - h + d))
            .line_to(self.p(x + d, floor))
            .close();
        pen.finish()
    }
}

/// The parts of a building, each painted its own way.
#[derive(Clone, Debug, Default)]
pub struct Parts {
    /// Walls (stone or plaster), outlined.
    pub walls: BezPath,
    /// Roofs and spires, outlined.
    pub roofs: BezPath,
    /// Doors (and a cathedral's rose window is in `window`).
    pub doors: BezPath,
    /// Windows, or an inn's sign: small filled shapes.
    pub window: BezPath,
    /// Lines: a cross, a chimney's outline.
    pub lines: BezPath,
    /// Water: the lake beside an inn.
    pub water: BezPath,
}

/// A cathedral, seen from the front: a nave under a gable with a rose
/// window and a cross, between two towers with spires. About 22 units wide
/// and 23 high at scale 1 (the cloister is one small house with a cross).
pub fn cathedral(f: Frame) -> Parts {
    // Written with its centre at y = 0: walls from y = -4.5 to 11.5.
    let mut walls = Pen::new();
    walls.append_mapped(
        &f.polygon(&[(-6.0, 0.5), (6.0, 0.5), (6.0, 11.5), (-6.0, 11.5)]),
        |q| q,
    );
    for x in [-10.5, 6.0] {
        walls.append_mapped(
            &f.polygon(&[(x, -4.5), (x + 4.5, -4.5), (x + 4.5, 11.5), (x, 11.5)]),
            |q| q,
        );
    }
    let mut roofs = Pen::new();
    roofs.append_mapped(&f.polygon(&[(-6.0, 0.5), (0.0, -6.5), (6.0, 0.5)]), |q| q);
    for x in [-8.25, 8.25] {
        roofs.append_mapped(
            &f.polygon(&[(x - 3.0, -4.5), (x, -11.5), (x + 3.0, -4.5)]),
            |q| q,
        );
    }
    let mut window = f.ellipse((0.0, 3.5), (2.2, 2.2));
    window.extend(
        f.ellipse((-8.25, 0.5), (0.9, 1.6))
            .elements()
            .iter()
            .copied(),
    );
    window.extend(
        f.ellipse((8.25, 0.5), (0.9, 1.6))
            .elements()
            .iter()
            .copied(),
    );
    Parts {
        walls: walls.finish(),
        roofs: roofs.finish(),
        doors: f.door(0.0, 11.5, 4.0, 5.0),
        window,
        lines: f.lines(&[((0.0, -6.0), (0.0, -11.0)), ((-1.8, -9.2), (1.8, -9.2))]),
        water: BezPath::new(),
    }
}

/// The inn by the lake: a house with a hanging sign, and a small lake
/// beside it. About 19 units wide at scale 1; the door faces south.
pub fn inn(f: Frame) -> Parts {
    Parts {
        walls: f.polygon(&[(-9.0, -2.0), (0.0, -2.0), (0.0, 5.0), (-9.0, 5.0)]),
        roofs: f.polygon(&[(-10.0, -2.0), (-4.5, -7.5), (1.0, -2.0)]),
        doors: f.door(-4.5, 5.0, 2.6, 3.8),
        window: f.polygon(&[(0.6, -0.6), (3.4, -0.6), (3.4, 1.6), (0.6, 1.6)]),
        lines: f.lines(&[((0.0, -1.2), (2.0, -1.2)), ((2.0, -1.2), (2.0, -0.6))]),
        water: f.ellipse((5.5, 4.0), (4.5, 3.2)),
    }
}

/// A house standing alone where a road ends: smaller than the village
/// house, plaster under a thatched roof with a chimney and a window.
pub fn house(f: Frame) -> Parts {
    let w = HOUSE_WIDTH / 2.0;
    let mut roofs = f.polygon(&[
        (-w - 1.5, -1.5),
        (-w + 2.0, -7.0),
        (w - 2.0, -7.0),
        (w + 1.5, -1.5),
    ]);
    roofs.extend(
        f.polygon(&[(2.0, -9.0), (3.6, -9.0), (3.6, -7.0), (2.0, -7.0)])
            .elements()
            .iter()
            .copied(),
    );
    Parts {
        walls: f.polygon(&[(-w, -1.5), (w, -1.5), (w, 5.5), (-w, 5.5)]),
        roofs,
        doors: f.door(1.5, 5.5, 2.4, 4.0),
        window: f.polygon(&[(-4.0, 0.0), (-1.5, 0.0), (-1.5, 2.5), (-4.0, 2.5)]),
        lines: BezPath::new(),
        water: BezPath::new(),
    }
}

/// A goods symbol, about 15 units across at scale 1: its body and its
/// detail lines (barrel hoops, the band round a sheaf, the folds of cloth).
/// Each kind has its own outline, so they differ in greyscale too.
pub fn goods(goods: Goods, f: Frame) -> (BezPath, BezPath) {
    let f = Frame {
        scale: f.scale * GOODS_SCALE,
        ..f
    };
    let mut body = Pen::new();
    match goods {
        // A barrel: bulging staves between flat ends.
        Goods::Wine => {
            body.move_to(f.p(-3.5, -5.0))
                .quad_to(f.p(-6.5, 0.0), f.p(-3.5, 5.0))
                .line_to(f.p(3.5, 5.0))
                .quad_to(f.p(6.5, 0.0), f.p(3.5, -5.0))
                .close();
            let hoops = f.lines(&[((-4.6, -2.3), (4.6, -2.3)), ((-4.6, 2.3), (4.6, 2.3))]);
            (body.finish(), hoops)
        }
        // A sheaf: ears fanned out above a tied waist, stalks below.
        Goods::Grain => {
            body.move_to(f.p(-1.2, 0.5))
                .line_to(f.p(-5.5, -3.5))
                .quad_to(f.p(-3.0, -7.5), f.p(0.0, -6.0))
                .quad_to(f.p(3.0, -7.5), f.p(5.5, -3.5))
                .line_to(f.p(1.2, 0.5))
                .line_to(f.p(3.8, 5.5))
                .line_to(f.p(-3.8, 5.5))
                .close();
            let band = f.lines(&[
                ((-2.0, 0.5), (2.0, 0.5)),
                ((0.0, -5.5), (0.0, 5.0)),
                ((-2.5, -4.5), (-0.8, 0.0)),
                ((2.5, -4.5), (0.8, 0.0)),
            ]);
            (body.finish(), band)
        }
        // A bolt of cloth: a folded length with its roll at one end.
        Goods::Cloth => {
            body.move_to(f.p(-5.5, -4.0))
                .line_to(f.p(3.0, -4.0))
                .quad_to(f.p(6.5, 0.0), f.p(3.0, 4.0))
                .line_to(f.p(-5.5, 4.0))
                .quad_to(f.p(-3.5, 0.0), f.p(-5.5, -4.0))
                .close();
            let folds = f.lines(&[
                ((-4.5, -1.3), (3.8, -1.3)),
                ((-4.5, 1.3), (3.8, 1.3)),
                ((3.0, -4.0), (3.0, 4.0)),
            ]);
            (body.finish(), folds)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether every point of `path` lies within `r` of `centre` (a tenth
    /// more, for the rounding and the corners of the towers).
    fn within(path: &BezPath, centre: Point, r: f64) -> bool {
        let mut ok = true;
        kurbo::flatten(path, 0.1, |el| {
            if let kurbo::PathEl::MoveTo(p) | kurbo::PathEl::LineTo(p) = el {
                ok &= (p - centre).hypot() <= r * 1.1;
            }
        });
        ok
    }

    #[test]
    fn shapes_fit_their_discs_and_turn_with_their_door() {
        let at = Point::new(50.0, 50.0);
        for facing in Side::ALL {
            let f = Frame {
                at,
                scale: 1.0,
                facing,
            };
            let c = cathedral(f);
            assert!(within(&c.walls, at, CATHEDRAL_RADIUS));
            assert!(within(&c.roofs, at, CATHEDRAL_RADIUS));
            let i = inn(f);
            assert!(within(&i.walls, at, INN_RADIUS) && within(&i.water, at, INN_RADIUS));
            for g in Goods::ALL {
                assert!(within(&goods(g, f).0, at, GOODS_RADIUS));
            }
        }
        // The door of a house facing north is north of its middle.
        let f = Frame {
            at,
            scale: 1.0,
            facing: Side::N,
        };
        assert!(house(f).doors.bounding_box().center().y < at.y);
        assert!(
            house(Frame::upright(at, 1.0))
                .doors
                .bounding_box()
                .center()
                .y
                > at.y
        );
    }
}
