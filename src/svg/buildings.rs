//! The buildings drawn on tiles, as four paths each (walls, roof, door,
//! details): a cloister or village house, a shrine, a fair's tent.

use kurbo::{BezPath, Point, Vec2};
use tilebook_engine::{Rotation, Side};

use super::geom::Pen;

/// The point at (`x`, `y`) from `at` in a building's own frame (upright
/// facing south), turned to face side `facing`.
fn facing_point(at: Point, facing: Side) -> impl Fn(f64, f64) -> Point {
    let turn = Rotation::quarter(facing.index() as u8 + 2);
    move |x, y| {
        let mut v = Vec2::new(x, y);
        for _ in 0..turn.quarter_turns() {
            v = Vec2::new(-v.y, v.x);
        }
        at + v
    }
}

/// A building seen from the front, `w` wide, centred on `at`, its door
/// towards side `facing` (upright when it faces south): its walls, its
/// roof, its door and the cross of a cloister, in that order. Like every
/// other shape it turns with the tile.
pub fn building(at: Point, w: f64, facing: Side) -> [BezPath; 4] {
    let p = facing_point(at, facing);
    let h = w * 0.75;
    let apex = -h / 2.0 - w * 0.42;
    let mut walls = Pen::new();
    walls.polygon([
        p(-w / 2.0, -h / 2.0),
        p(w / 2.0, -h / 2.0),
        p(w / 2.0, h / 2.0),
        p(-w / 2.0, h / 2.0),
    ]);
    let mut roof = Pen::new();
    roof.polygon([
        p(-w / 2.0 - 2.0, -h / 2.0),
        p(0.0, apex),
        p(w / 2.0 + 2.0, -h / 2.0),
    ]);
    let mut door = Pen::new();
    let d = w * 0.14;
    door.move_to(p(-d, h / 2.0))
        .line_to(p(-d, h / 2.0 - 2.2 * d))
        .quad_to(p(0.0, h / 2.0 - 3.4 * d), p(d, h / 2.0 - 2.2 * d))
        .line_to(p(d, h / 2.0))
        .close();
    let mut cross = Pen::new();
    cross
        .move_to(p(0.0, apex + 1.0))
        .line_to(p(0.0, apex - 5.0))
        .move_to(p(-2.2, apex - 3.0))
        .line_to(p(2.2, apex - 3.0));
    [walls.finish(), roof.finish(), door.finish(), cross.finish()]
}

/// A shrine `w` wide at `at`, its door towards `facing`: walls, a steep
/// pointed roof, a door and a flame where a cloister has its cross. It
/// reaches as far as a cloister of the same width ([`building_reach`]),
/// but its walls are narrower and its roof rises to a point with no eaves.
pub fn shrine(at: Point, w: f64, facing: Side) -> [BezPath; 4] {
    let p = facing_point(at, facing);
    let h = w * 0.75;
    let half = w * 0.36;
    let apex = -h / 2.0 - w * 0.42;
    let mut walls = Pen::new();
    walls.polygon([
        p(-half, -h / 2.0),
        p(half, -h / 2.0),
        p(half, h / 2.0),
        p(-half, h / 2.0),
    ]);
    let mut roof = Pen::new();
    roof.polygon([
        p(-half - 0.8, -h / 2.0 + 1.0),
        p(-half * 0.3, apex + 2.0),
        p(0.0, apex),
        p(half * 0.3, apex + 2.0),
        p(half + 0.8, -h / 2.0 + 1.0),
    ]);
    let mut door = Pen::new();
    let d = w * 0.12;
    door.move_to(p(-d, h / 2.0))
        .line_to(p(-d, h / 2.0 - 2.0 * d))
        .line_to(p(0.0, h / 2.0 - 3.4 * d))
        .line_to(p(d, h / 2.0 - 2.0 * d))
        .line_to(p(d, h / 2.0))
        .close();
    let mut flame = Pen::new();
    flame
        .move_to(p(0.0, apex - 5.0))
        .quad_to(p(2.2, apex - 2.0), p(0.0, apex + 0.5))
        .quad_to(p(-2.2, apex - 2.0), p(0.0, apex - 5.0))
        .close();
    [walls.finish(), roof.finish(), door.finish(), flame.finish()]
}

/// A fair's tent centred on `at`, `w` wide, upright: the canvas (a
/// pavilion under a peaked roof), the stripes on it, its open door and
/// the pole with a pennant on top.
pub fn tent(at: Point, w: f64) -> [BezPath; 4] {
    let p = |x: f64, y: f64| at + Vec2::new(x * w / 14.0, y * w / 14.0);
    let mut canvas = Pen::new();
    canvas.polygon([
        p(-7.0, 5.5),
        p(-7.0, 0.0),
        p(-5.5, -2.0),
        p(0.0, -5.5),
        p(5.5, -2.0),
        p(7.0, 0.0),
        p(7.0, 5.5),
    ]);
    let mut stripes = Pen::new();
    for x in [-4.2, 4.2] {
        stripes.polygon([
            p(x - 1.2, 5.5),
            p(x - 1.2, if x < 0.0 { -2.6 } else { -1.2 }),
            p(x + 1.2, if x < 0.0 { -1.2 } else { -2.6 }),
            p(x + 1.2, 5.5),
        ]);
    }
    let mut door = Pen::new();
    door.polygon([p(-1.8, 5.5), p(0.0, 0.5), p(1.8, 5.5)]);
    let mut flag = Pen::new();
    flag.polygon([
        p(-0.4, -5.5),
        p(-0.4, -10.0),
        p(3.8, -8.8),
        p(0.4, -7.6),
        p(0.4, -5.5),
    ]);
    [
        canvas.finish(),
        stripes.finish(),
        door.finish(),
        flag.finish(),
    ]
}

/// How far a building `w` wide reaches from its centre towards its roof.
pub fn building_reach(w: f64) -> f64 {
    w * 0.375 + w * 0.42
}
