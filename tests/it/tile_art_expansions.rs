//! The art of the expansions' feature attributes and figures, on rendered
//! pixels: kinds made up here (the data of the sets may not say them yet),
//! each with one attribute, drawn, rendered with resvg and read back.
//!
//! - An inn stands in the grass beside its road, never on the road or in a
//!   city, with a blue lake beside it.
//! - A cathedral stands inside its city, near its middle, and the city's
//!   follower keeps off it.
//! - The three goods symbols appear in their cities, each in its own
//!   colour and shape, and differ in greyscale.
//! - A bridge's deck is drawn over the other road, whose course is cut
//!   under it; the anchors of the four fields and two roads stay in their
//!   own features.
//! - A road with `end = "house"` ends at a house standing alone.
//! - Snapshots of one kind of each, and of the figures (`figures_art.rs`
//!   tests their shapes).

use crate::common;
use crate::common::pixels::{RES, Render, centroid, rgb};
use kurbo::Shape as _;

use tilebook::engine::{
    CitySegment, FeatureType, FieldSegment, Figure, Goods, Half, RoadEnd, RoadSegment, Rotation,
    Side, Terrain, TileKind,
};
use tilebook::svg::figures::figure_svg;
use tilebook::svg::geom::{half_x, on};
use tilebook::svg::{anchors, crossing_cities, palette, render, render_tile, shapes};

use Half::*;
use Side::*;

fn halves(list: &[Half]) -> tilebook::engine::HalfSet {
    list.iter().copied().collect()
}

fn sides(list: &[Side]) -> tilebook::engine::SideSet {
    list.iter().copied().collect()
}

fn field(list: &[Half], cities: Vec<usize>) -> FieldSegment {
    FieldSegment {
        halves: halves(list),
        cities,
        herd: false,
    }
}

fn road(list: &[Side]) -> RoadSegment {
    RoadSegment {
        sides: sides(list),
        ..RoadSegment::default()
    }
}

fn city(list: &[Side]) -> CitySegment {
    CitySegment {
        sides: sides(list),
        ..CitySegment::default()
    }
}

/// A kind from its edges (`CRFW` letters) and features; it must be valid.
fn kind(
    id: &str,
    edges: &str,
    cities: Vec<CitySegment>,
    roads: Vec<RoadSegment>,
    fields: Vec<FieldSegment>,
) -> TileKind {
    let edges: Vec<Terrain> = edges
        .chars()
        .map(|c| Terrain::from_letter(c).unwrap())
        .collect();
    let kind = TileKind {
        id: id.into(),
        edges: edges.try_into().unwrap(),
        cities,
        roads,
        fields,
        rivers: vec![],
        cloister: false,
        symbols: vec![],
        quarter: None,
    };
    assert_eq!(kind.validate(), vec![], "{id}");
    kind
}

/// A straight road W–E with an inn, grass on both sides.
fn inn_on_open_road() -> TileKind {
    kind(
        "inn-open",
        "FRFR",
        vec![],
        vec![RoadSegment {
            inn: true,
            ..road(&[E, W])
        }],
        vec![
            field(&[Wnw, Nnw, Nne, Ene], vec![]),
            field(&[Ese, Sse, Ssw, Wsw], vec![]),
        ],
    )
}

/// A road W–E with an inn, below a city cap in the north: the strip of
/// grass between city and road is too narrow for the inn.
fn inn_below_city() -> TileKind {
    kind(
        "inn-city",
        "CRFR",
        vec![city(&[N])],
        vec![RoadSegment {
            inn: true,
            ..road(&[E, W])
        }],
        vec![
            field(&[Wnw, Ene], vec![0]),
            field(&[Ese, Sse, Ssw, Wsw], vec![]),
        ],
    )
}

/// A whole-tile city with a cathedral.
fn cathedral_city() -> TileKind {
    kind(
        "cathedral",
        "CCCC",
        vec![CitySegment {
            cathedral: true,
            ..city(&[N, E, S, W])
        }],
        vec![],
        vec![],
    )
}

/// A city on three sides with a cathedral and a pennant.
fn cathedral_three_sides() -> TileKind {
    kind(
        "cathedral-three",
        "CCFC",
        vec![CitySegment {
            cathedral: true,
            pennants: 1,
            ..city(&[N, E, W])
        }],
        vec![],
        vec![field(&[Sse, Ssw], vec![0])],
    )
}

/// A corner city (N and E) with a pennant and `goods`.
fn goods_city(goods: Goods) -> TileKind {
    kind(
        &format!("goods-{goods}"),
        "CCFF",
        vec![CitySegment {
            pennants: 1,
            goods: Some(goods),
            ..city(&[N, E])
        }],
        vec![],
        vec![field(&[Sse, Ssw, Wsw, Wnw], vec![0])],
    )
}

/// A road N–S on a bridge over a road W–E: two roads, four fields.
fn bridge() -> TileKind {
    kind(
        "bridge",
        "RRRR",
        vec![],
        vec![
            RoadSegment {
                bridge: true,
                ..road(&[N, S])
            },
            road(&[E, W]),
        ],
        vec![
            field(&[Nne, Ene], vec![]),
            field(&[Ese, Sse], vec![]),
            field(&[Ssw, Wsw], vec![]),
            field(&[Wnw, Nnw], vec![]),
        ],
    )
}

/// A road from the south that ends at a house standing alone.
fn house_end() -> TileKind {
    kind(
        "house",
        "FFRF",
        vec![],
        vec![RoadSegment {
            end: Some(RoadEnd::House),
            ..road(&[S])
        }],
        vec![field(&Half::ALL, vec![])],
    )
}

fn gap((ax, ay): (f64, f64), (bx, by): (f64, f64)) -> f64 {
    (ax - bx).hypot(ay - by)
}

/// Every anchor lies on its own feature's colour; a road's in a component
/// that starts at one of its sides (a road under a bridge has two), a
/// field's in the one that starts at its first half-edge.
fn anchors_in_own_features(kind: &TileKind) -> Vec<String> {
    let r = Render::new(kind);
    let mut failures = Vec::new();
    for (f, (x, y)) in anchors(kind) {
        let i = r.index(f64::from(x), f64::from(y));
        let (colour, seeds) = match f.ty {
            FeatureType::City => (palette::CITY, vec![]),
            FeatureType::Road => {
                let ends = kind.roads[f.index].sides.iter();
                (palette::ROAD, ends.map(|s| on(s, 50.0, 2.0)).collect())
            }
            FeatureType::Field => match kind.fields[f.index].halves.iter().next() {
                // The grass reached from any of its half-edges (a field
                // under a city's bridge lies in two stretches).
                Some(_) => (
                    palette::FIELD,
                    kind.fields[f.index]
                        .halves
                        .iter()
                        .map(|h| on(h.side(), half_x(h), 2.0))
                        .collect(),
                ),
                // A field enclosed by cities: its grass reaches no edge.
                None => {
                    if r.is(i, palette::FIELD) && r.touches_edge(&r.component(i, palette::FIELD)) {
                        failures.push(format!(
                            "{}: anchor of enclosed {f} at ({x}, {y}) is in grass at the edge",
                            kind.id
                        ));
                    }
                    (palette::FIELD, vec![])
                }
            },
            _ => continue,
        };
        let own = |p: &kurbo::Point| r.component(r.index(p.x, p.y), colour)[i];
        if !r.is(i, colour) {
            failures.push(format!(
                "{}: anchor of {f} at ({x}, {y}) is off its colour",
                kind.id
            ));
        } else if !seeds.is_empty() && !seeds.iter().any(own) {
            failures.push(format!(
                "{}: anchor of {f} at ({x}, {y}) is in another {}",
                kind.id, f.ty
            ));
        }
    }
    failures
}

#[test]
fn an_inn_stands_beside_its_road_with_a_blue_lake() {
    let road_band = palette::VERGE_WIDTH / 2.0;
    for kind in [inn_on_open_road(), inn_below_city()] {
        let r = Render::new(&kind);
        let inn = r.points(palette::PLASTER);
        assert!(inn.len() > 40, "{}: no inn drawn", kind.id);
        let lake = r.points(palette::WATER);
        assert!(lake.len() > 20, "{}: no lake drawn", kind.id);
        let cap = shapes::city(sides(&[N])).outline;
        for &(x, y) in inn.iter().chain(&lake) {
            assert!(
                (y - 50.0).abs() > road_band,
                "{}: inn on the road at ({x}, {y})",
                kind.id
            );
            assert!(
                (2.0..98.0).contains(&x) && (2.0..98.0).contains(&y),
                "{}",
                kind.id
            );
            if !kind.cities.is_empty() {
                assert!(
                    !cap.contains((x, y).into()),
                    "{}: inn in the city at ({x}, {y})",
                    kind.id
                );
            }
        }
        // The lake lies beside the inn, and both close to the road.
        let (at_inn, at_lake) = (centroid(&inn), centroid(&lake));
        assert!(
            gap(at_inn, at_lake) < 14.0,
            "{}: {at_inn:?} {at_lake:?}",
            kind.id
        );
        assert!(
            (at_inn.1 - 50.0).abs() < 25.0,
            "{}: inn far from its road",
            kind.id
        );
        // Blue-ish water: blue well above red and green.
        let [red, green, blue] = rgb(palette::WATER).map(i32::from);
        assert!(blue > red + 60 && blue > green + 30);
        let failures = anchors_in_own_features(&kind);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
    // Too little room between the city and the road: the inn goes south.
    let r = Render::new(&inn_below_city());
    assert!(centroid(&r.points(palette::PLASTER)).1 > 50.0);
}

#[test]
fn a_cathedral_stands_inside_its_city_clear_of_the_follower() {
    for kind in [cathedral_city(), cathedral_three_sides()] {
        let r = Render::new(&kind);
        let spires = r.points(palette::SLATE);
        assert!(spires.len() > 30, "{}: no cathedral", kind.id);
        let outline = shapes::city(kind.cities[0].sides).outline;
        for &(x, y) in &spires {
            assert!(
                outline.contains((x, y).into()),
                "{}: spire at ({x}, {y})",
                kind.id
            );
        }
        let (_, anchor) = anchors(&kind)[0];
        let anchor = (f64::from(anchor.0), f64::from(anchor.1));
        assert!(
            r.is(r.index(anchor.0, anchor.1), palette::CITY),
            "{}",
            kind.id
        );
        let nearest = spires
            .iter()
            .map(|p| gap(*p, anchor))
            .fold(f64::MAX, f64::min);
        assert!(nearest >= 4.0, "{}: follower on the cathedral", kind.id);
        // Its rose window, which no cloister has.
        assert!(!r.points(palette::GLASS).is_empty(), "{}", kind.id);
    }
    let r = Render::new(&cathedral_city());
    let (x, y) = centroid(&r.points(palette::SLATE));
    assert!(gap((x, y), (50.0, 50.0)) < 10.0, "({x}, {y})");
    // The whole-tile cathedral is drawn large: spires more than 15 units apart.
    let xs: Vec<f64> = r.points(palette::SLATE).iter().map(|p| p.0).collect();
    let spread =
        xs.iter().copied().fold(f64::MIN, f64::max) - xs.iter().copied().fold(f64::MAX, f64::min);
    assert!(spread > 15.0, "{spread}");
}

/// Greyscale value of a colour (Rec. 601).
fn grey(hex: &str) -> f64 {
    let [r, g, b] = rgb(hex).map(f64::from);
    0.299 * r + 0.587 * g + 0.114 * b
}

#[test]
fn goods_symbols_differ_in_colour_shape_and_grey() {
    let colours = [palette::WINE, palette::GRAIN, palette::CLOTH];
    let mut masks = Vec::new();
    for (goods, own) in Goods::ALL.into_iter().zip(colours) {
        let kind = goods_city(goods);
        let r = Render::new(&kind);
        let points = r.points(own);
        assert!(points.len() > 25, "{goods}: {} pixels", points.len());
        let outline = shapes::city(sides(&[N, E])).outline;
        assert!(
            points.iter().all(|p| outline.contains((*p).into())),
            "{goods}"
        );
        for other in colours.iter().filter(|c| **c != own) {
            assert!(r.points(other).is_empty(), "{goods} shows {other}");
        }
        // The shield is still there, and the follower off the symbol.
        assert!(r.points(palette::SHIELD).len() > 20, "{goods}");
        let (_, a) = anchors(&kind)[0];
        assert!(
            r.is(r.index(f64::from(a.0), f64::from(a.1)), palette::CITY),
            "{goods}"
        );
        // The silhouette, relative to its centroid.
        let (cx, cy) = centroid(&points);
        let mask: std::collections::BTreeSet<(i64, i64)> = points
            .iter()
            .map(|(x, y)| {
                (
                    ((x - cx) * RES).round() as i64,
                    ((y - cy) * RES).round() as i64,
                )
            })
            .collect();
        masks.push(mask);
    }
    for i in 0..3 {
        for j in i + 1..3 {
            let same = masks[i].intersection(&masks[j]).count();
            let all = masks[i].union(&masks[j]).count();
            assert!(same * 10 < all * 8, "goods {i} and {j} have one shape");
            assert!(
                (grey(colours[i]) - grey(colours[j])).abs() > 40.0,
                "goods {i} and {j} grey"
            );
        }
    }
}

#[test]
fn a_bridge_deck_crosses_over_the_other_road() {
    let kind = bridge();
    let r = Render::new(&kind);
    let at = |x: f64, y: f64| r.index(x, y);
    // The deck is road on top of the crossing; the road W–E below it is
    // cut by the shadow and parapets on either side of the deck.
    assert!(r.is(at(50.0, 50.0), palette::ROAD));
    for x in [43.0, 57.0] {
        let i = at(x, 50.0);
        assert!(
            r.is(i, palette::SHADOW) || r.is(i, palette::PARAPET),
            "({x}, 50) is {:?}",
            r.colour(i)
        );
    }
    for y in [43.0, 57.0] {
        assert!(r.is(at(50.0, y), palette::ROAD), "deck at (50, {y})");
    }
    let north = r.component(at(50.0, 1.0), palette::ROAD);
    assert!(north[at(50.0, 99.0)], "the bridge road is cut");
    let east = r.component(at(99.0, 50.0), palette::ROAD);
    assert!(
        !east[at(1.0, 50.0)] && !east[at(50.0, 1.0)],
        "the roads meet"
    );
    // Four separate fields.
    for (i, f) in kind.fields.iter().enumerate() {
        let h = f.halves.iter().next().unwrap();
        let p = on(h.side(), half_x(h), 2.0);
        let own = r.component(at(p.x, p.y), palette::FIELD);
        for (j, g) in kind.fields.iter().enumerate() {
            let h = g.halves.iter().last().unwrap();
            let q = on(h.side(), half_x(h), 2.0);
            assert_eq!(own[at(q.x, q.y)], i == j, "fields {i} and {j}");
        }
    }
    let failures = anchors_in_own_features(&kind);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(anchors(&kind).len(), 6);
}

#[test]
fn a_road_ends_at_a_house_standing_alone() {
    let kind = house_end();
    let r = Render::new(&kind);
    let walls = r.points(palette::PLASTER);
    let thatch = r.points(palette::THATCH);
    assert!(walls.len() > 30 && thatch.len() > 20);
    let house = on(S, 50.0, 34.0);
    assert!(gap(centroid(&walls), (house.x, house.y)) < 6.0);
    // Not the village house, and the road stops at it.
    assert!(r.points(palette::STONE).is_empty());
    assert!(r.is(r.index(50.0, 90.0), palette::ROAD));
    assert!(r.is(r.index(50.0, 45.0), palette::FIELD));
    let failures = anchors_in_own_features(&kind);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn snapshots_of_one_kind_of_each_attribute() {
    for kind in [
        inn_on_open_road(),
        cathedral_city(),
        goods_city(Goods::Grain),
        bridge(),
        house_end(),
    ] {
        let svg = render_tile(&kind, kind.id.as_str());
        render::parse(&svg).expect("valid SVG");
        assert!(svg.len() < 4096, "{}: {} bytes", kind.id, svg.len());
        insta::assert_snapshot!(format!("tile-{}", kind.id), svg);
    }
    let figures: String = Figure::ALL
        .into_iter()
        .map(|f| figure_svg(f, "#1f5fbf", (50.0, 50.0), false, "follower blue") + "\n")
        .collect();
    insta::assert_snapshot!("figures", figures);
}

/// Every shipped kind with every attribute it can take: an inn by every
/// road, a cathedral and goods in every city, bridges on roads through.
fn shipped_with_attributes() -> Vec<TileKind> {
    let data = common::shipped();
    let mut kinds = Vec::new();
    for info in data.kinds.values() {
        let mut kind = info.kind.clone();
        if kind.cities.is_empty() && kind.roads.is_empty() {
            continue;
        }
        for (i, c) in kind.cities.iter_mut().enumerate() {
            c.cathedral = i == 0;
            c.goods = Some(Goods::ALL[i % 3]);
        }
        for r in &mut kind.roads {
            r.inn = true;
        }
        kinds.push(kind);
    }
    kinds
}

#[test]
fn attributes_on_every_shipped_shape_keep_features_whole_when_turned() {
    let mut failures = Vec::new();
    for kind in shipped_with_attributes() {
        // Two rotations: the placement breaks ties in reading order, so a
        // quarter turn tries the other choice.
        for rotation in [Rotation::R0, Rotation::R90] {
            let kind = kind.rotated(rotation);
            let name = format!("{} at {}°", kind.id, rotation.degrees());
            let r = Render::new(&kind);
            let point = |p: kurbo::Point| r.index(p.x, p.y);
            // Each field is field-coloured at its half-edges and joined.
            for (i, f) in kind.fields.iter().enumerate() {
                let seeds: Vec<usize> = f
                    .halves
                    .iter()
                    .map(|h| point(on(h.side(), half_x(h), 2.0)))
                    .collect();
                // A field with no half-edges is checked by its anchor.
                let Some(&first) = seeds.first() else {
                    continue;
                };
                let reach = r.component(first, palette::FIELD);
                // A field passing under a city's bridge over a river
                // (River II) is cut by the deck; its half-edges still show
                // grass.
                let bridged = common::pixels::city_over_river(&kind)
                    && seeds.iter().all(|&s| r.is(s, palette::FIELD));
                if !bridged && !seeds.iter().all(|&s| reach[s]) {
                    failures.push(format!("{name}: field #{} is split or covered", i + 1));
                }
            }
            for (i, c) in kind.cities.iter().enumerate() {
                // Of two cities crossing, one runs under the other.
                if crossing_cities(&kind).is_some_and(|(_, under)| under == i) {
                    continue;
                }
                let seeds: Vec<usize> = c.sides.iter().map(|s| point(on(s, 50.0, 2.0))).collect();
                let reach = r.component(seeds[0], palette::CITY);
                if !seeds.iter().all(|&s| reach[s]) {
                    failures.push(format!("{name}: city #{} is split or covered", i + 1));
                }
            }
            failures.extend(
                anchors_in_own_features(&kind)
                    .into_iter()
                    .map(|f| format!("{name}: {f}")),
            );
            let drawn = |hex| !r.points(hex).is_empty();
            if !kind.roads.is_empty() && !drawn(palette::SIGN) {
                failures.push(format!("{name}: no inn"));
            }
            if !kind.cities.is_empty() && !drawn(palette::SLATE) {
                failures.push(format!("{name}: no cathedral"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
