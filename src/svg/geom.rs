//! Tile coordinates and the quarter-turn frames the shape library uses.
//!
//! A tile is 100 × 100 **tile units**, x growing east and y growing south,
//! so the north side runs from (0, 0) to (100, 0). Every shape is written
//! once in the frame of the north side (or of the `NNW` half-edge) and
//! turned onto the side it belongs to with [`on`]. Points are rounded to a
//! tenth of a unit ([`round`]) before they are stored, so output is the
//! same on every machine.

use kurbo::{BezPath, Point, Vec2};
use tilebook_engine::{Half, Rotation, Side};

/// The side of a tile, in tile units.
pub const SIZE: f64 = 100.0;

/// The middle of the tile.
pub const CENTRE: Point = Point::new(50.0, 50.0);

/// `p` turned clockwise by `r` about the middle of the tile.
pub fn turn(p: Point, r: Rotation) -> Point {
    let (mut x, mut y) = (p.x, p.y);
    for _ in 0..r.quarter_turns() {
        (x, y) = (SIZE - y, x);
    }
    Point::new(x, y)
}

/// The rotation that takes the north side onto `side`.
pub fn frame(side: Side) -> Rotation {
    Rotation::quarter(side.index() as u8)
}

/// A point written in the frame of the north side, placed on `side`.
pub fn on(side: Side, x: f64, y: f64) -> Point {
    turn(Point::new(x, y), frame(side))
}

/// The middle of `side`.
pub fn mid(side: Side) -> Point {
    on(side, 50.0, 0.0)
}

/// The corner where `side` starts, walking clockwise (N starts at NW).
pub fn start_corner(side: Side) -> Point {
    on(side, 0.0, 0.0)
}

/// Unit vector from the middle of the tile towards `side`.
pub fn outward(side: Side) -> Vec2 {
    (mid(side) - CENTRE).normalize()
}

/// Where the middle of half-edge `half` lies along its side, in the frame
/// of the north side: 25 for the first half, 75 for the second.
pub fn half_x(half: Half) -> f64 {
    if half.index().is_multiple_of(2) {
        25.0
    } else {
        75.0
    }
}

/// A point `depth` units inside the tile, in the middle of half-edge `half`.
pub fn half_point(half: Half, depth: f64) -> Point {
    on(half.side(), half_x(half), depth)
}

/// Rounds to a tenth of a unit (and turns `-0` into `0`).
pub fn round(v: f64) -> f64 {
    let r = (v * 10.0).round() / 10.0;
    if r == 0.0 { 0.0 } else { r }
}

/// A point rounded to a tenth of a unit.
pub fn round_pt(p: Point) -> Point {
    Point::new(round(p.x), round(p.y))
}

/// Builds paths whose points are rounded as they are added.
#[derive(Clone, Debug, Default)]
pub struct Pen(BezPath);

impl Pen {
    /// An empty path.
    pub fn new() -> Self {
        Pen::default()
    }

    /// Starts a subpath at `p`.
    pub fn move_to(&mut self, p: Point) -> &mut Self {
        self.0.move_to(round_pt(p));
        self
    }

    /// A straight line to `p`.
    pub fn line_to(&mut self, p: Point) -> &mut Self {
        self.0.line_to(round_pt(p));
        self
    }

    /// A quadratic curve through control `c` to `p`.
    pub fn quad_to(&mut self, c: Point, p: Point) -> &mut Self {
        self.0.quad_to(round_pt(c), round_pt(p));
        self
    }

    /// A cubic curve through controls `c1`, `c2` to `p`.
    pub fn curve_to(&mut self, c1: Point, c2: Point, p: Point) -> &mut Self {
        self.0.curve_to(round_pt(c1), round_pt(c2), round_pt(p));
        self
    }

    /// Closes the subpath.
    pub fn close(&mut self) -> &mut Self {
        self.0.close_path();
        self
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: impl IntoIterator<Item = Point>) -> &mut Self {
        let mut first = true;
        for p in points {
            if first {
                self.move_to(p);
                first = false;
            } else {
                self.line_to(p);
            }
        }
        if !first {
            self.close();
        }
        self
    }

    /// Appends every subpath of `path`, each point moved through `map`.
    pub fn append_mapped(&mut self, path: &BezPath, map: impl Fn(Point) -> Point) -> &mut Self {
        use kurbo::PathEl::*;
        for el in path.elements() {
            match *el {
                MoveTo(p) => self.move_to(map(p)),
                LineTo(p) => self.line_to(map(p)),
                QuadTo(c, p) => self.quad_to(map(c), map(p)),
                CurveTo(a, b, p) => self.curve_to(map(a), map(b), map(p)),
                ClosePath => self.close(),
            };
        }
        self
    }

    /// The finished path.
    pub fn finish(self) -> BezPath {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_put_north_shapes_on_every_side() {
        assert_eq!(mid(Side::E), Point::new(100.0, 50.0));
        assert_eq!(mid(Side::S), Point::new(50.0, 100.0));
        assert_eq!(start_corner(Side::E), Point::new(100.0, 0.0));
        assert_eq!(start_corner(Side::W), Point::new(0.0, 100.0));
        assert_eq!(half_point(Half::Ene, 0.0), Point::new(100.0, 25.0));
        assert_eq!(half_point(Half::Sse, 0.0), Point::new(75.0, 100.0));
        assert_eq!(half_point(Half::Wsw, 0.0), Point::new(0.0, 75.0));
        assert_eq!(outward(Side::W), Vec2::new(-1.0, 0.0));
    }

    #[test]
    fn turning_agrees_with_the_engine() {
        for h in Half::ALL {
            for r in Rotation::ALL {
                assert_eq!(
                    round_pt(turn(half_point(h, 3.0), r)),
                    round_pt(half_point(h.rotated(r), 3.0))
                );
            }
        }
    }

    #[test]
    fn rounding_is_to_a_tenth_without_negative_zero() {
        assert_eq!(round(33.333), 33.3);
        assert_eq!(round(-0.04), 0.0);
        assert!(round(-0.04).is_sign_positive());
    }
}
