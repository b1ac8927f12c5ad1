//! Where a tile's buildings and symbols stand: the cloister (and where
//! its door faces), a crossing's village, symbols in a city, what a road
//! or river ends at, the fair. Pure geometry over the kind's data, used by
//! the scene ([`super::scene::compose`]).

use kurbo::Point;
use tilebook_engine::{Half, RoadEnd, Side, TileKind};

use super::geom::{CENTRE, on, outward};

use super::palette::{BANK_WIDTH, VERGE_WIDTH};
use super::scene::nearest_city;
use super::shapes::{self, Course};

/// Width of the cloister building.
pub(super) const CLOISTER_WIDTH: f64 = 18.0;
/// How far the cloister steps away from a city cap its roof faces.
pub(super) const CAP_CLEARANCE: f64 = 6.0;
/// Width of the village house at a crossing.
pub(super) const HOUSE_WIDTH: f64 = 14.0;

/// Where the cloister stands and which side its door faces: in the
/// middle, facing the road that ends at it (upright, facing south, when no
/// road does). When a road or river runs through the tile it moves aside:
/// towards its own road until its roof meets the bank or verge in the
/// middle, so that it parts the fields on either side of its road as the
/// data says; with no road of its own, upright into the first field side,
/// clear of the middle.
pub fn cloister_spot(kind: &TileKind) -> (Point, Side) {
    let own_road = kind
        .roads
        .iter()
        .filter(|r| r.end == Some(RoadEnd::Cloister))
        .find_map(|r| r.sides.iter().next());
    let through = kind.roads.iter().any(|r| r.sides.len() >= 2)
        || kind.rivers.iter().any(|r| r.sides.len() >= 2);
    let facing = own_road.unwrap_or(Side::S);
    if !through {
        // A city cap on the side the roof faces: a step towards the door,
        // so the roof and its cross stay clear of the cap's wall.
        let back = facing.opposite();
        let capped = kind
            .cities
            .iter()
            .any(|c| c.sides.len() == 1 && c.sides.contains(back));
        let at = if capped {
            CENTRE + outward(facing) * CAP_CLEARANCE
        } else {
            CENTRE
        };
        return (at, facing);
    }
    let band = BANK_WIDTH.max(VERGE_WIDTH) / 2.0;
    let reach = shapes::building_reach(CLOISTER_WIDTH);
    match own_road {
        // The roof reaches 2 units into the band.
        Some(side) => (CENTRE + outward(side) * (band + reach - 2.0), side),
        None => {
            let aside = Side::ALL
                .into_iter()
                .find(|s| kind.edge(*s) == tilebook_engine::Terrain::Field)
                .unwrap_or(Side::N);
            // Clear of the band by what of the upright building faces the
            // middle (its wall, its eaves, or its roof and cross), plus a
            // margin.
            let towards = match aside {
                Side::N => CLOISTER_WIDTH * 0.375,
                Side::S => reach + 5.0,
                _ => CLOISTER_WIDTH / 2.0 + 2.0,
            };
            (CENTRE + outward(aside) * (band + towards + 2.0), facing)
        }
    }
}

/// Which side the village house at a crossing faces: away from the first
/// side, clockwise from north, that has no road to the village (south when
/// all have one). So it turns with the tile.
pub(super) fn village_facing(kind: &TileKind) -> Side {
    Side::ALL
        .into_iter()
        .find(|s| !kind.roads.iter().any(|r| r.sides.contains(*s)))
        .map_or(Side::S, Side::opposite)
}

/// Where the symbols go: the free corners first (both half-edges at the
/// corner are of one field), then the middles of plain field sides, then
/// the middle of the tile.
pub fn symbol_spots(kind: &TileKind, count: usize) -> Vec<Point> {
    let field_half = |h: Half| kind.fields.iter().any(|f| f.halves.contains(h));
    let one_field = |a: Half, b: Half| {
        kind.fields
            .iter()
            .any(|f| f.halves.contains(a) && f.halves.contains(b))
    };
    let corners = [Side::E, Side::S, Side::N, Side::W]
        .into_iter()
        .filter_map(|s| {
            let next = Side::from_index(s.index() + 1);
            one_field(s.halves()[1], next.halves()[0]).then(|| on(s, 80.0, 20.0))
        });
    let sides = Side::ALL.into_iter().filter_map(|s| {
        let plain = kind.edge(s) == tilebook_engine::Terrain::Field
            && s.halves().into_iter().all(field_half);
        plain.then(|| on(s, 50.0, 18.0))
    });
    let mut spots: Vec<Point> = corners.chain(sides).collect();
    spots.push(CENTRE);
    (0..count)
        .map(|i| spots.get(i).copied().unwrap_or(CENTRE))
        .collect()
}

/// Where a symbol that roads end at stands (`end = "volcano"` or
/// `"tower"`): in the middle of the tile, or, for a tower on a tile with a
/// city, where its road meets the city's wall, so the foundation parts the
/// fields on either side of the road as a city gate would. `None` when no
/// road ends at `flag`.
pub(super) fn end_spot(kind: &TileKind, flag: &str, shapes: &[shapes::CityShape]) -> Option<Point> {
    let end = match flag {
        "volcano" => RoadEnd::Volcano,
        "tower" => RoadEnd::Tower,
        "fair" => return fair_spot(kind),
        _ => return None,
    };
    let road = kind.roads.iter().find(|r| r.end == Some(end))?;
    if end == RoadEnd::Tower && !kind.cities.is_empty() {
        let side = road.sides.iter().next()?;
        let c = nearest_city(kind, side)?;
        let course = Course::ViaCentre(side, shapes::city_inside(kind.cities[c].sides));
        let entry = shapes::entry(&course.path(), &shapes.get(c)?.outline);
        return Some(entry.map_or(CENTRE, |(at, _)| at));
    }
    Some(CENTRE)
}

/// How far in from its side a fair stands that one road ends at, when
/// another road runs through the middle of the tile.
pub(super) const FAIR_ASIDE: f64 = 27.0;

/// Where the fair stands that roads end at (`end = "fair"`): in the middle
/// of the tile, where their ends meet under the tent; but when another
/// road runs through the middle (a bend), at the end of its own road, a
/// way in from its side, so the grass runs on between the tent and the
/// bend. `None` when no road ends at a fair.
pub(super) fn fair_spot(kind: &TileKind) -> Option<Point> {
    let mut own = kind.roads.iter().filter(|r| r.end == Some(RoadEnd::Fair));
    let first = own.next()?;
    let through = kind.roads.iter().any(|r| r.sides.len() >= 2);
    match (first.sides.iter().next(), own.next(), through) {
        (Some(side), None, true) => Some(on(side, 50.0, FAIR_ASIDE)),
        _ => Some(CENTRE),
    }
}
