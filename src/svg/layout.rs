//! What a tile's data says about where its cities reach, beyond the sides
//! they open onto: the things that keep apart the fields and roads the
//! data keeps apart.
//!
//! - **A city reaches a corner** when the two half-edges meeting at that
//!   corner (neither on a city side) belong to two different fields: on
//!   the printed tile the city's wall runs to the corner and parts them
//!   (the `!` tiles of JCloisterZone's definitions, whose city outlines
//!   touch that corner). The city is one both fields border.
//! - **Two caps meet in the middle** when they open onto opposite sides,
//!   no field borders both, and two different fields border one of them:
//!   nothing else on the tile could part those two fields (a river or a
//!   road running through between the caps parts a field along one cap
//!   from a field along the other, not two along one). A road from a
//!   side between them that ends at a city runs towards the middle and
//!   stops at a gate where it no longer fits between their walls.
//! - **Cities give an enclosed field room**: a field with no half-edges
//!   lies between the cities it borders, so the walls facing another of
//!   those cities hold back.
//!
//! - **Two cities cross** when one segment opens onto N and S and another
//!   onto E and W: the first of the two in the data runs over the other
//!   on a bridge of houses ([`crossing_cities`]), and the fields enclosed
//!   between them are pockets against the bridge.
//!
//! - **A fair's fence parts fields** (The Catapult) that nothing else on
//!   the tile parts: from the middle of a field side whose two halves lie
//!   in different fields to the middle of the tile, and between two caps
//!   on opposite sides across the middle when the field sides beside them
//!   lie in different fields ([`fair_fences`]).
//!
//! Nothing here knows a tile kind by name.

use kurbo::{BezPath, Point, Shape};
use tilebook_engine::{Side, Terrain, TileKind};

use super::geom::{CENTRE, mid, on};
use super::palette::{ROAD_WIDTH, WALL_WIDTH};
use super::shapes::{CAP_DEPTH, CityReach};

/// What each city segment of `kind` must reach, in the order of
/// `kind.cities`.
pub fn city_reach(kind: &TileKind) -> Vec<CityReach> {
    let mut reach = vec![CityReach::default(); kind.cities.len()];
    corners(kind, &mut reach);
    meetings(kind, &mut reach);
    room(kind, &mut reach);
    down_to_roads(kind, &mut reach);
    reach
}

/// Two city segments of `kind` that cross the tile, one opening onto N
/// and S, the other onto E and W (Abbey & Mayor, King & Robber Baron), as
/// (the one running over, the one running under): the first of the two
/// in the data runs over. `None` when no two cities cross.
pub fn crossing_cities(kind: &TileKind) -> Option<(usize, usize)> {
    let both = |c: &tilebook_engine::CitySegment, a: Side, b: Side| {
        c.sides.len() == 2 && c.sides.contains(a) && c.sides.contains(b)
    };
    let ns = kind.cities.iter().position(|c| both(c, Side::N, Side::S))?;
    let ew = kind.cities.iter().position(|c| both(c, Side::E, Side::W))?;
    Some((ns.min(ew), ns.max(ew)))
}

/// Where along a field side (from its start, clockwise) a fair's fence
/// meets it: a little before its middle.
const FENCE_AT: f64 = 42.0;

/// The fences of a fair (`fair` symbol), each from one point to another:
/// from beside the middle of every field side whose two halves lie in different
/// fields to the middle of the tile, and, when two caps face each other
/// across the tile and the field sides between them lie in different
/// fields, from one cap's wall to the other's. Nothing else on such a tile
/// could part those fields. Empty for a tile without a fair.
pub fn fair_fences(kind: &TileKind) -> Vec<(Point, Point)> {
    if !kind.is_fair() {
        return Vec::new();
    }
    let mut fences = Vec::new();
    for s in Side::ALL {
        let [a, b] = s.halves();
        if kind.edge(s) == Terrain::Field && field_of(kind, a) != field_of(kind, b) {
            // Beside the side's middle, which stays grass (a neighbour's
            // field runs on there).
            fences.push((on(s, FENCE_AT, 0.0), CENTRE));
        }
    }
    let cap = |x: Side| {
        kind.cities
            .iter()
            .any(|c| c.sides.len() == 1 && c.sides.contains(x))
    };
    for s in [Side::N, Side::E] {
        let (right, left) = (
            Side::from_index(s.index() + 1),
            Side::from_index(s.index() + 3),
        );
        let plain = |x: Side| kind.edge(x) == Terrain::Field;
        let apart = field_of(kind, right.halves()[0]) != field_of(kind, left.halves()[0]);
        if cap(s) && cap(s.opposite()) && plain(right) && plain(left) && apart {
            let depth = CAP_DEPTH - WALL_WIDTH / 2.0;
            fences.push((on(s, 50.0, depth), on(s.opposite(), 50.0, depth)));
        }
    }
    fences
}

/// The field holding half-edge `h`, if any.
fn field_of(kind: &TileKind, h: tilebook_engine::Half) -> Option<usize> {
    kind.fields.iter().position(|f| f.halves.contains(h))
}

/// The city segment opening onto `side`, if any.
fn city_on(kind: &TileKind, side: Side) -> Option<usize> {
    kind.cities.iter().position(|c| c.sides.contains(side))
}

fn corners(kind: &TileKind, reach: &mut [CityReach]) {
    for s in Side::ALL {
        let before = Side::from_index(s.index() + 3);
        if kind.edge(before) == Terrain::City && kind.edge(s) == Terrain::City {
            continue;
        }
        if kind.edge(before) == Terrain::City || kind.edge(s) == Terrain::City {
            beside_other_city(kind, reach, before, s);
            continue;
        }
        let (Some(a), Some(b)) = (
            field_of(kind, before.halves()[1]),
            field_of(kind, s.halves()[0]),
        ) else {
            continue;
        };
        if a == b {
            continue;
        }
        let both = |c: &usize| kind.fields[b].cities.contains(c);
        let city = kind.fields[a].cities.iter().copied().find(both);
        if let Some(r) = city
            .or((!reach.is_empty()).then_some(0))
            .and_then(|c| reach.get_mut(c))
        {
            r.corners.insert(s);
        }
    }
}

/// At the corner where `before` meets `s`, one of them a city side: when
/// the field on the other side's half-edge there does not border that
/// city, another city it borders reaches the corner, to part the two.
fn beside_other_city(kind: &TileKind, reach: &mut [CityReach], before: Side, s: Side) {
    let (half, city_side) = if kind.edge(s) == Terrain::City {
        (before.halves()[1], s)
    } else {
        (s.halves()[0], before)
    };
    let (Some(f), Some(b)) = (field_of(kind, half), city_on(kind, city_side)) else {
        return;
    };
    let borders = &kind.fields[f].cities;
    if borders.contains(&b) {
        return;
    }
    if let Some(r) = borders.first().and_then(|&a| reach.get_mut(a)) {
        r.corners.insert(s);
    }
}

/// A cap whose two flanking half-edges (on the sides next to its own)
/// lie in two different fields, both bordering it, above a road running
/// through between those sides: nothing but the cap can part the fields,
/// so its wall comes down to the road. Likewise above a road bend from a
/// flank to the side opposite the cap, when the field on that flank is
/// not the one inside the bend: the wall comes down to the bend.
fn down_to_roads(kind: &TileKind, reach: &mut [CityReach]) {
    for (c, r) in reach.iter_mut().enumerate() {
        let sides = kind.cities[c].sides;
        let Some(s) = sides.iter().next().filter(|_| sides.len() == 1) else {
            continue;
        };
        let (left, right) = (
            Side::from_index(s.index() + 3),
            Side::from_index(s.index() + 1),
        );
        let flank = |h| field_of(kind, h).filter(|&f| kind.fields[f].cities.contains(&c));
        let (Some(a), Some(b)) = (flank(left.halves()[1]), flank(right.halves()[0])) else {
            continue;
        };
        let road_across = kind.roads.iter().any(|x| {
            x.sides.len() == 2 && x.sides.contains(left) && x.sides.contains(right) && !x.tunnel
        });
        if a != b && road_across && kind.cities.len() == 1 {
            r.to_road = true;
        }
        // A bend from a flank to the side opposite the cap, whose field
        // on that flank is not the field inside the bend: the cap comes
        // down to the bend to part them.
        let opposite = s.opposite();
        let bend = |flank: Side| {
            kind.roads.iter().any(|x| {
                x.sides.len() == 2 && x.sides.contains(flank) && x.sides.contains(opposite)
            })
        };
        let [after, before] = opposite.halves();
        for (flank, own, inside) in [
            (right, right.halves()[0], before),
            (left, left.halves()[1], after),
        ] {
            let apart = field_of(kind, own) != field_of(kind, inside);
            if a != b && bend(flank) && apart && kind.cities.len() == 1 {
                r.to_bend = Some(flank);
            }
        }
    }
}

fn meetings(kind: &TileKind, reach: &mut [CityReach]) {
    // Fields bordering `a` but not `b`.
    let only = |a: usize, b: usize| {
        kind.fields
            .iter()
            .filter(|f| f.cities.contains(&a) && !f.cities.contains(&b))
            .count()
    };
    let shared = |a: usize, b: usize| {
        kind.fields
            .iter()
            .any(|f| f.cities.contains(&a) && f.cities.contains(&b))
    };
    let cap = |c: usize| {
        let sides = kind.cities[c].sides;
        (sides.len() == 1).then(|| sides.iter().next()).flatten()
    };
    for (a, r) in reach.iter_mut().enumerate() {
        for b in 0..kind.cities.len() {
            let (Some(sa), Some(sb)) = (cap(a), cap(b)) else {
                continue;
            };
            // Two fields along one cap, apart, with no field reaching
            // the other cap: only the caps can part them.
            let apart = only(a, b) >= 2 || only(b, a) >= 2;
            if sa.opposite() == sb && apart && !shared(a, b) {
                r.meets.insert(sb);
            }
        }
    }
}

fn room(kind: &TileKind, reach: &mut [CityReach]) {
    for f in kind.fields.iter().filter(|f| f.halves.is_empty()) {
        for &a in &f.cities {
            for &b in f.cities.iter().filter(|&&b| b != a) {
                let (Some(r), Some(other)) = (reach.get_mut(a), kind.cities.get(b)) else {
                    continue;
                };
                other.sides.iter().for_each(|s| r.room_for.insert(s));
            }
        }
    }
}

/// Whether a road from `side` ending at a city runs between two caps that
/// meet in the middle (so it heads for the middle and stops at a gate).
pub fn between_meeting_caps(kind: &TileKind, reach: &[CityReach], side: Side) -> bool {
    kind.cities.iter().zip(reach).any(|(c, r)| {
        !r.meets.is_empty() && c.sides.iter().all(|s| s != side && s.opposite() != side)
    })
}

/// Where a road running straight from the middle of `side` towards the
/// middle of the tile reaches a gate: the first point where the road, with
/// the wall's half width, no longer fits beside the city `outlines`.
pub fn gate_towards_middle(side: Side, outlines: &[BezPath]) -> Option<Point> {
    let from = mid(side);
    let along = CENTRE - from;
    let dir = along.normalize();
    let across = kurbo::Vec2::new(-dir.y, dir.x) * (ROAD_WIDTH / 2.0 + WALL_WIDTH / 2.0);
    let steps = (along.hypot() * 4.0) as usize;
    (0..=steps)
        .map(|i| from + dir * (i as f64 / 4.0))
        .find(|p| {
            outlines
                .iter()
                .any(|o| o.contains(*p + across) || o.contains(*p - across) || o.contains(*p))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::svg::shapes::city_reaching;
    use kurbo::ParamCurve;
    use tilebook_engine::{
        CitySegment, FieldSegment, Half, HalfSet, RoadEnd, RoadSegment, SideSet,
    };

    fn halves(list: &[Half]) -> HalfSet {
        list.iter().copied().collect()
    }

    fn sides(list: &[Side]) -> SideSet {
        list.iter().copied().collect()
    }

    fn field(list: &[Half], cities: Vec<usize>) -> FieldSegment {
        FieldSegment {
            halves: halves(list),
            cities,
            herd: false,
        }
    }

    fn city(list: &[Side]) -> CitySegment {
        CitySegment {
            sides: sides(list),
            ..CitySegment::default()
        }
    }

    fn kind(edges: &str, cities: Vec<CitySegment>, fields: Vec<FieldSegment>) -> TileKind {
        let edges: Vec<Terrain> = edges
            .chars()
            .map(|c| Terrain::from_letter(c).unwrap())
            .collect();
        TileKind {
            id: "layout".into(),
            edges: edges.try_into().unwrap(),
            cities,
            roads: vec![],
            fields,
            rivers: vec![],
            cloister: false,
            symbols: vec![],
            quarter: None,
        }
    }

    #[test]
    fn a_cap_whose_field_is_split_at_a_corner_reaches_that_corner() {
        use Half::*;
        let k = kind(
            "CFFF",
            vec![city(&[Side::N])],
            vec![
                field(&[Ene, Ese], vec![0]),
                field(&[Sse, Ssw, Wsw, Wnw], vec![0]),
            ],
        );
        let reach = city_reach(&k);
        assert_eq!(reach[0].corners, sides(&[Side::S]));
        let shape = city_reaching(k.cities[0].sides, reach[0]);
        // Two walls, both ending at the south-east corner, and the city
        // runs down between the east field and the south-west one.
        assert_eq!(shape.walls.len(), 2);
        let corner = Point::new(100.0, 100.0);
        let ends: Vec<Point> = shape
            .walls
            .iter()
            .filter_map(|w| w.segments().last().map(|s| s.eval(1.0)))
            .collect();
        assert_eq!(ends[0], corner);
        assert_eq!(
            shape.walls[1].segments().next().map(|s| s.eval(0.0)),
            Some(corner)
        );
        assert!(shape.outline.contains(Point::new(70.0, 65.0)));
        assert!(!shape.outline.contains(Point::new(85.0, 50.0)));
        assert!(!shape.outline.contains(Point::new(30.0, 70.0)));
    }

    #[test]
    fn one_field_round_a_corner_asks_nothing() {
        use Half::*;
        let k = kind(
            "CFFF",
            vec![city(&[Side::N])],
            vec![field(&[Ene, Ese, Sse, Ssw, Wsw, Wnw], vec![0])],
        );
        assert_eq!(city_reach(&k), vec![CityReach::default()]);
    }

    #[test]
    fn opposite_caps_with_no_field_between_them_meet_in_the_middle() {
        use Half::*;
        let mut k = kind(
            "CRCR",
            vec![city(&[Side::N]), city(&[Side::S])],
            vec![
                field(&[Ene], vec![0]),
                field(&[Ese], vec![1]),
                field(&[Wsw], vec![1]),
                field(&[Wnw], vec![0]),
            ],
        );
        k.roads = [Side::E, Side::W]
            .map(|s| RoadSegment {
                sides: sides(&[s]),
                end: Some(RoadEnd::City),
                ..RoadSegment::default()
            })
            .to_vec();
        let reach = city_reach(&k);
        assert_eq!(reach[0].meets, sides(&[Side::S]));
        assert_eq!(reach[1].meets, sides(&[Side::N]));
        assert!(between_meeting_caps(&k, &reach, Side::W));
        let outlines: Vec<BezPath> = k
            .cities
            .iter()
            .zip(&reach)
            .map(|(c, r)| city_reaching(c.sides, *r).outline)
            .collect();
        assert!(outlines[0].contains(Point::new(50.0, 48.0)));
        assert!(outlines[1].contains(Point::new(50.0, 52.0)));
        let gate = gate_towards_middle(Side::W, &outlines).unwrap();
        assert!((20.0..45.0).contains(&gate.x) && gate.y == 50.0, "{gate:?}");
        // With a field between them, as on the base tiles, they do not;
        // nor with one field along each, parted by a river or road.
        k.fields = vec![field(&[Ene, Ese, Wsw, Wnw], vec![0, 1])];
        assert!(city_reach(&k).iter().all(|r| r.meets.is_empty()));
        k.fields = vec![field(&[Ene, Wnw], vec![0]), field(&[Ese, Wsw], vec![1])];
        assert!(city_reach(&k).iter().all(|r| r.meets.is_empty()));
    }

    #[test]
    fn cities_round_an_enclosed_field_give_it_room() {
        let k = kind(
            "FCCC",
            vec![city(&[Side::E, Side::W]), city(&[Side::S])],
            vec![
                field(&[Half::Nnw, Half::Nne], vec![0]),
                field(&[], vec![0, 1]),
            ],
        );
        let reach = city_reach(&k);
        assert_eq!(reach[0].room_for, sides(&[Side::S]));
        assert_eq!(reach[1].room_for, sides(&[Side::E, Side::W]));
        let band = city_reaching(k.cities[0].sides, reach[0]).outline;
        let cap = city_reaching(k.cities[1].sides, reach[1]).outline;
        // Grass between the band and the cap, in the middle of the south.
        let gap = Point::new(50.0, 72.0);
        assert!(!band.contains(gap) && !cap.contains(gap));
    }
}
