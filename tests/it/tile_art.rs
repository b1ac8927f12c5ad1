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
//!   (A road under a bridge or in a tunnel, and a field under the bridge
//!   of a city over a river, may be cut by the deck.) On a tile of the
//!   Count's city a half-edge inside Carcassonne shows city ground.
//! - Anchors lie on their feature's colour, and a field's anchor in its own
//!   field.

use crate::common::pixels::Render;
use crate::common::{self, shipped};

use tilebook::engine::{FeatureType, Rotation, Side, Terrain, TileKind};
use tilebook::svg::geom::{half_x, on};
use tilebook::svg::{anchors, crossing_cities, palette};

/// How far inside the tile the edges are read, in tile units.
const DEPTH: f64 = 2.0;

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
    let failures: Vec<String> = every_turned_kind()
        .iter()
        .flat_map(|(name, kind)| edge_failures(name, kind))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Kinds no data file has, built from every edge pattern with the simplest
/// features that give it: a new kind of known features must be drawn
/// right with no change to the code.
fn made_up_kinds() -> Vec<(String, TileKind)> {
    let letters = ['C', 'R', 'F', 'W'];
    let mut kinds = Vec::new();
    for n in 0..256usize {
        let edges: Vec<Terrain> = (0..4)
            .map(|i| Terrain::from_letter(letters[(n >> (2 * i)) & 3]).unwrap())
            .collect();
        let edges: [Terrain; 4] = edges.try_into().unwrap();
        let cities = edges.iter().filter(|t| **t == Terrain::City).count();
        for cloister in [false, true] {
            // A cloister in a city is not a thing this test needs to cover.
            if cloister && cities > 0 {
                continue;
            }
            let symbols = match n % 3 {
                0 => vec![],
                1 => vec!["animal".to_string()],
                _ => vec!["inn".to_string(), "animal".to_string()],
            };
            let kind = made_up(n, edges, cloister, symbols);
            assert_eq!(kind.validate(), vec![], "{}", kind.id);
            kinds.push((kind.id.to_string(), kind));
        }
    }
    kinds
}

fn made_up(n: usize, edges: [Terrain; 4], cloister: bool, symbols: Vec<String>) -> TileKind {
    use tilebook::engine::{
        CitySegment, FieldSegment, HalfSet, RiverEnd, RiverSegment, RoadEnd, RoadSegment, SideSet,
    };
    let sides_of = |t: Terrain| -> Vec<Side> {
        Side::ALL
            .into_iter()
            .filter(|s| edges[s.index()] == t)
            .collect()
    };
    // Cities: each run of neighbouring city sides is one segment.
    let mut cities: Vec<CitySegment> = Vec::new();
    let city = sides_of(Terrain::City);
    let mut done = SideSet::EMPTY;
    for &s in &city {
        if done.contains(s) {
            continue;
        }
        let mut run = SideSet::EMPTY;
        let mut t = s;
        // Walk back to the start of the run, then forwards.
        while city.contains(&Side::from_index(t.index() + 3))
            && Side::from_index(t.index() + 3) != s
        {
            t = Side::from_index(t.index() + 3);
        }
        while city.contains(&t) && !run.contains(t) {
            run.insert(t);
            t = Side::from_index(t.index() + 1);
        }
        run.iter().for_each(|x| done.insert(x));
        cities.push(CitySegment {
            sides: run,
            pennants: (n % 2) as u8,
            ..CitySegment::default()
        });
    }
    let one = |s: Side| -> SideSet { [s].into_iter().collect() };
    let roads_at = sides_of(Terrain::Road);
    let roads = if roads_at.len() == 2 {
        vec![RoadSegment {
            sides: roads_at.iter().copied().collect(),
            end: None,
            ..RoadSegment::default()
        }]
    } else {
        roads_at
            .iter()
            .map(|&s| RoadSegment {
                sides: one(s),
                end: Some(if cloister && roads_at.len() == 1 {
                    RoadEnd::Cloister
                } else if !cities.is_empty() && roads_at.len() == 1 {
                    RoadEnd::City
                } else {
                    RoadEnd::Village
                }),
                ..RoadSegment::default()
            })
            .collect()
    };
    let water = sides_of(Terrain::Water);
    let mut rivers = Vec::new();
    if water.len() >= 2 {
        rivers.push(RiverSegment {
            sides: water[..2].iter().copied().collect(),
            end: None,
        });
    }
    for &s in water.iter().skip(if water.len() >= 2 { 2 } else { 0 }) {
        rivers.push(RiverSegment {
            sides: one(s),
            end: Some(if n.is_multiple_of(2) {
                RiverEnd::Spring
            } else {
                RiverEnd::Lake
            }),
        });
    }
    let halves: HalfSet = tilebook::engine::Half::ALL
        .into_iter()
        .filter(|h| edges[h.side().index()] != Terrain::City)
        .collect();
    let fields = if halves.is_empty() {
        vec![]
    } else {
        vec![FieldSegment {
            halves,
            cities: vec![],
            herd: false,
        }]
    };
    let letters: String = edges.iter().map(|t| t.letter()).collect();
    TileKind {
        id: format!(
            "made-up-{letters}{}",
            if cloister { "-cloister" } else { "" }
        )
        .into(),
        edges,
        cities,
        roads,
        fields,
        rivers,
        cloister,
        symbols,
        quarter: None,
    }
}

#[test]
fn made_up_kinds_are_drawn_right_too() {
    let mut failures = Vec::new();
    for (name, kind) in made_up_kinds() {
        failures.extend(edge_failures(&name, &kind));
        let r = Render::new(&kind);
        for (f, (x, y)) in anchors(&kind) {
            if f.ty != FeatureType::Field
                && !r.is(r.index(f64::from(x), f64::from(y)), feature_colour(f.ty))
            {
                failures.push(format!(
                    "{name}: anchor of {f} at ({x}, {y}) is off its feature"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn feature_colour(ty: FeatureType) -> &'static str {
    match ty {
        FeatureType::City => palette::CITY,
        FeatureType::Road => palette::ROAD,
        FeatureType::Field => palette::FIELD,
        FeatureType::River => palette::WATER,
        FeatureType::Cloister => palette::STONE,
    }
}

/// What is wrong at the edges of `kind`'s art.
fn edge_failures(name: &str, kind: &TileKind) -> Vec<String> {
    let mut failures = Vec::new();
    let r = Render::new(kind);
    {
        for side in Side::ALL {
            let (middle, halves) = side_points(&r, side);
            let (at_middle, at_halves) = match kind.edge(side) {
                Terrain::City => (palette::CITY, palette::CITY),
                Terrain::Road => (palette::ROAD, palette::FIELD),
                Terrain::Water => (palette::WATER, palette::FIELD),
                Terrain::Field => (palette::FIELD, palette::FIELD),
            };
            // On a tile of the Count's city a half-edge inside the walls
            // of Carcassonne shows city ground; where one half of a side
            // is inside and the other not, its middle is the wall.
            let inner = side.halves().map(|h| kind.in_carcassonne(h));
            let middle_check = (inner[0] == inner[1]).then_some(("middle", middle, at_middle));
            let checks = middle_check.into_iter().chain(
                side.halves()
                    .into_iter()
                    .zip(halves)
                    .zip(inner)
                    .map(|((h, i), inside)| {
                        (h.name(), i, if inside { palette::CITY } else { at_halves })
                    }),
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
    failures
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
                // A road passing under a bridge is cut by the deck, a road
                // in a tunnel runs under the city (or the ground), a field
                // passes under the bridge of a city over a river (River
                // II), and of two cities crossing one runs under the other.
                let under = (ty == FeatureType::Road
                    && ((kind.roads.iter().any(|x| x.bridge) && !kind.roads[i].bridge)
                        || kind.roads[i].tunnel))
                    || (ty == FeatureType::Field && common::pixels::city_over_river(&kind))
                    || (ty == FeatureType::City
                        && crossing_cities(&kind).is_some_and(|(_, under)| under == i));
                for &s in own {
                    if !reach[s] && !under {
                        failures.push(format!("{name}: {ty} #{} is split in the art", i + 1));
                    }
                }
                for (j, other) in seeds.iter().enumerate() {
                    if j != i && other.iter().any(|&s| reach[s]) {
                        failures.push(format!(
                            "{name}: {ty} #{} and #{} run into each other in the art",
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
            let want = feature_colour(f.ty);
            if !r.is(i, want) {
                failures.push(format!(
                    "{name}: anchor of {f} at ({x}, {y}) is {:?}, not {}",
                    r.colour(i),
                    colour_name(want)
                ));
                continue;
            }
            if f.ty == FeatureType::Field {
                failures.extend(
                    field_anchor_failure(&r, &fields, f.index, i)
                        .map(|why| format!("{name}: anchor of {f} at ({x}, {y}) {why}")),
                );
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What is wrong with the anchor (pixel `at`) of field `index`, whose
/// half-edges' pixels (and the other fields') are `seeds`. A field with
/// half-edges must hold its anchor in the grass one of them reaches. A field with
/// none lies enclosed by cities: the grass round its anchor must reach no
/// edge of the tile and none of the other fields.
fn field_anchor_failure(
    r: &Render,
    seeds: &[Vec<usize>],
    index: usize,
    at: usize,
) -> Option<String> {
    if !seeds[index].is_empty() {
        // The grass reached from any of its half-edges (a field passing
        // under a city's bridge is in two stretches).
        let inside = seeds[index]
            .iter()
            .any(|&seed| r.component(seed, palette::FIELD)[at]);
        return (!inside).then(|| "is in another field".to_string());
    }
    let own = r.component(at, palette::FIELD);
    if let Some(j) = (0..seeds.len()).find(|&j| j != index && seeds[j].iter().any(|&s| own[s])) {
        return Some(format!("is in the grass of field #{}", j + 1));
    }
    let on_edge = r.touches_edge(&own);
    on_edge.then(|| "is in grass that reaches the edge of the tile".to_string())
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
