//! The shape library: every piece of tile art, keyed by side, half-edge or
//! corner and written once in the frame of the north side (see
//! [`geom`](super::geom)), then turned onto the side it belongs to.
//!
//! Nothing here knows a tile kind by name: a shape depends only on the sides
//! a feature reaches, so a new kind made of known features is drawn without
//! any change here.

use kurbo::{BezPath, Circle, Ellipse, Point, Shape, Vec2};
use tilebook_engine::{Rotation, Side, SideSet};

use super::geom::{CENTRE, Pen, mid, on, outward, start_corner};

pub use super::buildings::{building, building_reach, shrine, tent};

/// Tolerance when curves are turned into Béziers or polylines.
const TOLERANCE: f64 = 0.1;

/// How deep a city cap (or a field cap between city sides) reaches into
/// the tile at its middle; the control point of its curve is twice as deep.
pub const CAP_DEPTH: f64 = 30.0;

/// The whole tile.
pub fn square() -> BezPath {
    let mut pen = Pen::new();
    pen.polygon(Side::ALL.map(start_corner));
    pen.finish()
}

/// The way a road or a river runs across its tile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Course {
    /// From the middle of one side to the middle of another: straight when
    /// they face each other, a bend around their corner when they meet.
    Through(Side, Side),
    /// From the middle of a side straight to a point on the tile (a village,
    /// a cloister, a lake, a spring).
    ToPoint(Side, Point),
    /// From the middle of a side, turning at the middle of the tile, to a
    /// point (a city gate).
    ViaCentre(Side, Point),
}

impl Course {
    /// The centre line.
    pub fn path(self) -> BezPath {
        let mut pen = Pen::new();
        match self {
            Course::Through(a, b) if a.opposite() == b => {
                pen.move_to(mid(a)).line_to(mid(b));
            }
            Course::Through(a, b) => {
                pen.move_to(mid(a)).quad_to(CENTRE, mid(b));
            }
            Course::ToPoint(s, p) => {
                pen.move_to(mid(s)).line_to(p);
            }
            Course::ViaCentre(s, p) => {
                pen.move_to(mid(s)).quad_to(CENTRE, p);
            }
        }
        pen.finish()
    }
}

/// A city segment's outline and the walls where it meets the field.
#[derive(Clone, Debug, Default)]
pub struct CityShape {
    /// The closed outline, filled with city ground.
    pub outline: BezPath,
    /// One open curve per stretch of wall.
    pub walls: Vec<BezPath>,
}

/// How deep a city cap reaches when it meets a cap on the opposite side:
/// to the middle of the tile.
const MEET_DEPTH: f64 = 50.0;
/// How deep a cap that comes down to the road across the tile reaches:
/// its wall just onto the road's verge, clear of the road's surface.
const ROAD_DEPTH: f64 = 50.0 - super::palette::VERGE_WIDTH / 2.0 + 0.5;
/// How deep a city cap reaches when it gives room to a field enclosed by
/// cities.
const ROOMY_CAP_DEPTH: f64 = 22.0;
/// How deep a field cap between city sides reaches when the city gives
/// room to a field enclosed by cities.
const ROOMY_FIELD_DEPTH: f64 = 38.0;
/// How far the control point of a corner city's wall leans from the middle
/// towards the field corner (as a share of the way there); negative when
/// the city gives room to a field enclosed by cities.
const CORNER_LEAN: f64 = 0.06;
/// The same, when the city gives room.
const ROOMY_CORNER_LEAN: f64 = -0.3;

/// What the rest of the tile asks of a city segment's walls, beyond the
/// sides it opens onto (worked out from the tile's data by
/// [`layout`](super::layout)). The default asks nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CityReach {
    /// Corners (each named by the side that starts there, walking
    /// clockwise: `N` is the north-west corner) that the city reaches
    /// although neither side there is its own: the wall across that run of
    /// sides is split at the corner into two, so the fields on either side
    /// of the corner are apart.
    pub corners: SideSet,
    /// Sides of a cap on the opposite side that this cap meets in the
    /// middle of the tile (no field lies between them).
    pub meets: SideSet,
    /// Sides of other cities across a field enclosed by cities: walls
    /// facing them hold back to give that field room.
    pub room_for: SideSet,
    /// A cap whose wall comes down to the road running across the tile
    /// below it, so the fields on either side of the cap are apart.
    pub to_road: bool,
    /// A cap whose wall comes down to a road bend below it, which leaves
    /// from this flanking side (next to the cap's) for the side opposite
    /// the cap: the wall meets the bend where it comes nearest the middle,
    /// so the field between the cap, that flank and the bend is apart
    /// from the field inside the bend.
    pub to_bend: Option<Side>,
}

/// The shape of a city segment opening onto `sides`.
///
/// Walking clockwise round the tile, every city side is part of the
/// outline; every run of non-city sides between two corners is crossed by
/// one curved wall. A run of one side (a field cap between city sides) or
/// of three sides (a city cap on one side) bows [`CAP_DEPTH`] into the
/// tile; a run of two sides (a corner city) crosses the tile corner to
/// corner, bulging slightly towards the field. So a cap, a corner city, a
/// band, a three-sided city and a whole-tile city all come from one rule.
pub fn city(sides: SideSet) -> CityShape {
    city_reaching(sides, CityReach::default())
}

/// The shape of a city segment opening onto `sides`, as [`city`], with
/// what `reach` asks: a run of non-city sides is split at every corner in
/// `reach.corners` (so the city touches that corner), a cap meeting
/// another bows to the middle, and walls facing another city across an
/// enclosed field hold back ([`ROOMY_CAP_DEPTH`], [`ROOMY_FIELD_DEPTH`],
/// a corner wall leaning towards the city).
pub fn city_reaching(sides: SideSet, reach: CityReach) -> CityShape {
    let city_at = |i: usize| sides.contains(Side::from_index(i));
    let Some(start) = (0..4).find(|&i| city_at(i) && !city_at(i + 3)) else {
        // No side at all, or all four: an empty outline or the whole tile.
        let outline = if sides.is_empty() {
            BezPath::new()
        } else {
            square()
        };
        return CityShape {
            outline,
            walls: vec![],
        };
    };
    let mut pen = Pen::new();
    let mut walls = Vec::new();
    pen.move_to(start_corner(Side::from_index(start)));
    let mut pos = start;
    while pos < start + 4 {
        if city_at(pos) {
            pen.line_to(start_corner(Side::from_index(pos + 1)));
            pos += 1;
            continue;
        }
        let mut run = (pos..start + 4).take_while(|&i| !city_at(i)).count();
        // A corner the city reaches ends the run there.
        if let Some(k) = (1..run).find(|&k| reach.corners.contains(Side::from_index(pos + k))) {
            run = k;
        }
        let a = start_corner(Side::from_index(pos));
        let b = start_corner(Side::from_index(pos + run));
        if let Some(flank) = reach.to_bend.filter(|_| run == 3) {
            // The cap's side, and the wall in its frame: from the corner
            // after it down to the bend, then up to the corner before it.
            let cap = Side::from_index(pos + 3);
            let [first, second] = bend_wall(flank == Side::from_index(cap.index() + 1));
            let foot = on(cap, first.1.x, first.1.y);
            pen.quad_to(on(cap, first.0.x, first.0.y), foot)
                .quad_to(on(cap, second.0.x, second.0.y), b);
            let mut wall = Pen::new();
            wall.move_to(a)
                .quad_to(on(cap, first.0.x, first.0.y), foot)
                .quad_to(on(cap, second.0.x, second.0.y), b);
            walls.push(wall.finish());
            pos += run;
            continue;
        }
        let facing = |set: SideSet| (pos..pos + run).any(|i| set.contains(Side::from_index(i)));
        let control = if run == 2 {
            let middle = start_corner(Side::from_index(pos + 1));
            let lean = if facing(reach.room_for) {
                ROOMY_CORNER_LEAN
            } else {
                CORNER_LEAN
            };
            CENTRE + (middle - CENTRE) * lean
        } else {
            let depth = match (run, facing(reach.meets), facing(reach.room_for)) {
                (3, true, _) => MEET_DEPTH,
                (3, _, _) if reach.to_road => ROAD_DEPTH,
                (3, _, true) => ROOMY_CAP_DEPTH,
                (_, _, true) => ROOMY_FIELD_DEPTH,
                _ => CAP_DEPTH,
            };
            let m = a.midpoint(b);
            m + (CENTRE - m).normalize() * (2.0 * depth)
        };
        pen.quad_to(control, b);
        let mut wall = Pen::new();
        wall.move_to(a).quad_to(control, b);
        walls.push(wall.finish());
        pos += run;
    }
    pen.close();
    CityShape {
        outline: pen.finish(),
        walls,
    }
}

/// How far the edges of a city running over another stand from the sides
/// it does not reach, where it meets the tile's edge; at the middle of the
/// tile they stand [`BRIDGE_WAIST`] further in.
const BRIDGE_EDGE: f64 = 16.0;
/// How much narrower a city running over another is in the middle.
const BRIDGE_WAIST: f64 = 10.0;
/// Where a field against the bridge begins, along it (it ends as far from
/// the other end).
const POCKET_TOP: f64 = 36.0;

/// Two cities crossing the tile, one over the other: the one running over
/// (opening onto `over`, two opposite sides) is a band of houses on a
/// bridge, narrower in the middle; the one running under it is the rest
/// of the tile but for two small fields (`pockets`, 0 to 2) against the
/// bridge's two edges at its waist, each walled off from the city under
/// and bordered by the bridge. Returns the shapes (over, under).
pub fn crossing_cities(over: SideSet, pockets: usize) -> (CityShape, CityShape) {
    // Written for a bridge N–S, turned a quarter for one W–E.
    let turn_to = if over.contains(Side::N) {
        Rotation::R0
    } else {
        Rotation::R90
    };
    let t = |p: Point| super::geom::turn(p, turn_to);
    // The bridge's west edge: x = 16 + 40 s (1 − s) for y = 100 s; its east
    // edge mirrors it.
    let west = |y: f64| BRIDGE_EDGE + 4.0 * BRIDGE_WAIST * (y / 100.0) * (1.0 - y / 100.0);
    let east = |y: f64| 100.0 - west(y);
    let ctrl = BRIDGE_EDGE + 2.0 * BRIDGE_WAIST;
    let mut band = Pen::new();
    band.move_to(t(Point::new(BRIDGE_EDGE, 0.0)))
        .line_to(t(Point::new(100.0 - BRIDGE_EDGE, 0.0)))
        .quad_to(
            t(Point::new(100.0 - ctrl, 50.0)),
            t(Point::new(100.0 - BRIDGE_EDGE, 100.0)),
        )
        .line_to(t(Point::new(BRIDGE_EDGE, 100.0)))
        .quad_to(t(Point::new(ctrl, 50.0)), t(Point::new(BRIDGE_EDGE, 0.0)))
        .close();
    let mut west_wall = Pen::new();
    west_wall
        .move_to(t(Point::new(BRIDGE_EDGE, 0.0)))
        .quad_to(t(Point::new(ctrl, 50.0)), t(Point::new(BRIDGE_EDGE, 100.0)));
    let mut east_wall = Pen::new();
    east_wall
        .move_to(t(Point::new(100.0 - BRIDGE_EDGE, 0.0)))
        .quad_to(
            t(Point::new(100.0 - ctrl, 50.0)),
            t(Point::new(100.0 - BRIDGE_EDGE, 100.0)),
        );
    let over_shape = CityShape {
        outline: band.finish(),
        walls: vec![west_wall.finish(), east_wall.finish()],
    };
    // The city under: the whole tile, the fields cut out of it (wound the
    // other way, so they are holes), each a pocket against the bridge's
    // east edge from y = 36 to 64, between the roofs along the side (and
    // the same turned half round, against its west edge).
    let mut under = Pen::new();
    under.polygon([
        t(Point::new(0.0, 0.0)),
        t(Point::new(100.0, 0.0)),
        t(Point::new(100.0, 100.0)),
        t(Point::new(0.0, 100.0)),
    ]);
    let mut walls = Vec::new();
    for k in 0..pockets.min(2) {
        let half = |p: Point| {
            let p = if k == 0 {
                p
            } else {
                Point::new(100.0 - p.x, 100.0 - p.y)
            };
            t(p)
        };
        let (top, bottom) = (POCKET_TOP, 100.0 - POCKET_TOP);
        let bulge = Point::new(96.0, 50.0);
        // Along the bridge downwards, then out and back up: against the
        // square's winding, so the pocket is a hole in the city.
        let along: Vec<Point> = (0..=6)
            .map(|i| {
                let y = top + (bottom - top) * f64::from(i) / 6.0;
                half(Point::new(east(y), y))
            })
            .collect();
        let first = along[0];
        let last = along[along.len() - 1];
        let mut hole = Pen::new();
        hole.move_to(first);
        for p in &along[1..] {
            hole.line_to(*p);
        }
        hole.quad_to(half(bulge), first).close();
        under.append_mapped(&hole.finish(), |p| p);
        let mut wall = Pen::new();
        wall.move_to(last).quad_to(half(bulge), first);
        walls.push(wall.finish());
    }
    let under_shape = CityShape {
        outline: under.finish(),
        walls,
    };
    (over_shape, under_shape)
}

/// Where the shadows of a bridge of houses fall on the city under it:
/// just outside its two edges, clear of the fields against them (for a
/// bridge N–S, y 14 to 30 and 70 to 86).
pub fn bridge_shadows(over: SideSet) -> BezPath {
    let turn_to = if over.contains(Side::N) {
        Rotation::R0
    } else {
        Rotation::R90
    };
    let west = |y: f64| BRIDGE_EDGE + 4.0 * BRIDGE_WAIST * (y / 100.0) * (1.0 - y / 100.0) - 3.2;
    let mut pen = Pen::new();
    for east in [false, true] {
        for from in [14.0, 70.0] {
            let at = |y: f64| {
                let x = if east { 100.0 - west(y) } else { west(y) };
                super::geom::turn(Point::new(x, y), turn_to)
            };
            pen.move_to(at(from));
            for i in 1..=4 {
                pen.line_to(at(from + 4.0 * f64::from(i)));
            }
        }
    }
    pen.finish()
}

/// The wall of a cap N coming down to a road bend (see
/// [`CityReach::to_bend`]), as two quadratic pieces (control, end) from
/// the north-east corner: to the bend's verge where the bend comes nearest
/// the middle, then to the north-west corner. `east` when the bend leaves
/// from E (for S), else from W.
fn bend_wall(east: bool) -> [(Point, Point); 2] {
    // The bend from E to S comes nearest the middle at (62.5, 62.5); its
    // verge there is 6.5 nearer, the wall's foot half a unit inside it.
    let foot = 62.5 - (super::palette::VERGE_WIDTH / 2.0 - 0.5) / std::f64::consts::SQRT_2;
    if east {
        [
            (Point::new(88.0, 38.0), Point::new(foot, foot)),
            (Point::new(35.0, 40.0), Point::new(0.0, 0.0)),
        ]
    } else {
        [
            (Point::new(65.0, 40.0), Point::new(100.0 - foot, foot)),
            (Point::new(12.0, 38.0), Point::new(0.0, 0.0)),
        ]
    }
}

/// The sum of the outward directions of `sides`, and how many there are.
fn lean(sides: SideSet) -> (Vec2, usize) {
    let sum = sides.iter().map(outward).fold(Vec2::ZERO, |a, b| a + b);
    (sum, sides.len())
}

/// A point well inside the city segment opening onto `sides`: where roads
/// to its gate head for.
pub fn city_inside(sides: SideSet) -> Point {
    let (sum, n) = lean(sides);
    let depth = match n {
        1 => 32.0,
        2 => 40.0,
        3 => 12.0,
        _ => 0.0,
    };
    if sum.hypot() < 1e-6 {
        CENTRE
    } else {
        CENTRE + sum.normalize() * depth
    }
}

/// Where the `count` shields of a city segment opening onto `sides` go:
/// inside the segment, clear of its roofs and of the middle, where a
/// follower stands.
pub fn shield_spots(sides: SideSet, count: u8) -> Vec<Point> {
    let (sum, n) = lean(sides);
    let (dir, depth) = if sum.hypot() < 1e-6 {
        // A band or a whole-tile city: towards its first side.
        let first = sides.iter().next().unwrap_or(Side::N);
        (outward(first), 18.0)
    } else {
        let depth = match n {
            1 => 39.0,
            2 => 42.0,
            _ => 32.0,
        };
        (sum.normalize(), depth)
    };
    let base = CENTRE + dir * depth;
    let across = Vec2::new(-dir.y, dir.x);
    (0..count)
        .map(|i| base + across * ((f64::from(i) - f64::from(count - 1) / 2.0) * 10.5))
        .collect()
}

/// The houses of a city: two roofs along each of its sides, as one path of
/// roof tiles and one of ridge lines.
pub fn roofs(sides: SideSet) -> (BezPath, BezPath) {
    let mut tiles = Pen::new();
    let mut ridges = Pen::new();
    for s in sides.iter() {
        for x in [30.0, 70.0] {
            tiles.polygon([
                on(s, x - 5.5, 6.5),
                on(s, x + 5.5, 6.5),
                on(s, x + 5.5, 13.5),
                on(s, x - 5.5, 13.5),
            ]);
            ridges.move_to(on(s, x - 5.5, 10.0));
            ridges.line_to(on(s, x + 5.5, 10.0));
        }
    }
    (tiles.finish(), ridges.finish())
}

/// A shield (a pennant), 9 units wide, centred on `at`.
pub fn shield(at: Point) -> BezPath {
    let p = |x: f64, y: f64| at + Vec2::new(x, y);
    let mut pen = Pen::new();
    pen.move_to(p(-4.5, -5.0))
        .line_to(p(4.5, -5.0))
        .line_to(p(4.5, 0.0))
        .quad_to(p(4.5, 4.5), p(0.0, 6.0))
        .quad_to(p(-4.5, 4.5), p(-4.5, 0.0))
        .close();
    pen.finish()
}

/// The short stretch of road through a city gate at `at`, heading `dir`.
pub fn gate(at: Point, dir: Vec2) -> BezPath {
    let mut pen = Pen::new();
    pen.move_to(at - dir * 3.0).line_to(at + dir * 3.0);
    pen.finish()
}

/// Where the centre line `course` enters the closed outline `area`, and
/// the direction it runs there.
pub fn entry(course: &BezPath, area: &BezPath) -> Option<(Point, Vec2)> {
    let mut points = Vec::new();
    kurbo::flatten(course, 0.25, |el| match el {
        kurbo::PathEl::MoveTo(p) | kurbo::PathEl::LineTo(p) => points.push(p),
        _ => {}
    });
    points.windows(2).find_map(|w| {
        let (mut out, mut inside) = (w[0], w[1]);
        if out == inside || area.contains(out) || !area.contains(inside) {
            return None;
        }
        for _ in 0..24 {
            let m = out.midpoint(inside);
            if area.contains(m) {
                inside = m;
            } else {
                out = m;
            }
        }
        Some((out.midpoint(inside), (w[1] - w[0]).normalize()))
    })
}

/// A circle as a path (four cubic arcs).
pub fn circle(at: Point, r: f64) -> BezPath {
    let mut pen = Pen::new();
    pen.append_mapped(&Circle::new(at, r).to_path(TOLERANCE), |p| p);
    pen.finish()
}

/// Where a lake fed by a river from `side` lies: towards the middle of the
/// tile, a little past it.
pub fn lake_centre(side: Side) -> Point {
    on(side, 50.0, 60.0)
}

/// A lake fed by a river from `side`: an oval across the tile.
pub fn lake(side: Side) -> BezPath {
    let oval = Ellipse::new(Point::new(50.0, 60.0), (26.0, 20.0), 0.0).to_path(TOLERANCE);
    let mut pen = Pen::new();
    pen.append_mapped(&oval, |p| on(side, p.x, p.y));
    pen.finish()
}

/// Animal tracks: one paw print centred on `at`.
pub fn paw(at: Point) -> BezPath {
    let mut pen = Pen::new();
    let pad = Ellipse::new(at + Vec2::new(0.0, 2.2), (3.8, 3.1), 0.0).to_path(TOLERANCE);
    pen.append_mapped(&pad, |p| p);
    for (x, y) in [(-4.3, -2.0), (-1.5, -4.7), (1.5, -4.7), (4.3, -2.0)] {
        pen.append_mapped(&circle(at + Vec2::new(x, y), 1.5), |p| p);
    }
    pen.finish()
}

#[cfg(test)]
#[path = "shapes_tests.rs"]
mod tests;
