//! The art of Abbey & Mayor, King & Robber Baron, the cult and The
//! Catapult, on rendered pixels of the shipped kinds:
//!
//! - a shrine is its tile's cloister drawn apart from a cloister: a steep
//!   near-black roof with a flame, never the cloister's red roof;
//! - every fair tile shows its striped tent; roads that end at the fair
//!   end under it, and one that ends there beside a bend stands clear of
//!   the bend; the fair's fences part the fields nothing else parts;
//! - two cities crossing: the one over runs from side to side, the one
//!   under shows at both its sides and is cut by the bridge, and the two
//!   fields between them are grass that reaches no edge;
//! - a fork is one road, with no village in the middle;
//! - a cap comes down to a road bend when the data parts the field by the
//!   cap from the field inside the bend;
//! - snapshots of one kind of each.

use crate::common::pixels::{Render, centroid, rgb};
use crate::common::shipped;

use tilebook::engine::{Rotation, Side, TileKind};
use tilebook::svg::geom::{half_x, on};
use tilebook::svg::{crossing_cities, palette, render, render_tile};

fn kind(id: &str) -> TileKind {
    shipped().kind(id).expect("a shipped kind").clone()
}

/// The pixel `depth` units in from the middle of `side`.
fn side_px(r: &Render, side: Side, depth: f64) -> usize {
    let p = on(side, 50.0, depth);
    r.index(p.x, p.y)
}

#[test]
fn the_new_colours_differ_from_each_other_and_from_the_terrain() {
    let new = [
        palette::SHRINE_ROOF,
        palette::FLAME,
        palette::TENT,
        palette::FENCE,
    ];
    let old = [
        palette::FIELD,
        palette::CITY,
        palette::ROAD,
        palette::WATER,
        palette::ROOF,
        palette::STONE,
        palette::WALL,
        palette::DOOR,
        palette::DRAGON,
        palette::LAVA,
        palette::SLATE,
    ];
    for (i, a) in new.iter().enumerate() {
        assert!(new[i + 1..].iter().all(|b| rgb(a) != rgb(b)), "{a}");
        assert!(old.iter().all(|b| rgb(a) != rgb(b)), "{a}");
    }
}

#[test]
fn a_shrine_is_drawn_apart_from_a_cloister() {
    for id in ["CU-01", "CU-02", "CU-03", "CU-04", "CU-05"] {
        for r in Rotation::ALL {
            let px = Render::new(&kind(id).rotated(r));
            let name = format!("{id} at {}°", r.degrees());
            assert!(px.points(palette::SHRINE_ROOF).len() > 40, "{name}");
            assert!(px.points(palette::FLAME).len() > 4, "{name}");
            // The walls are stone, as a cloister's: a follower stands there.
            assert!(px.points(palette::STONE).len() > 80, "{name}");
        }
    }
    // Under a cap, the shrine's roof (CU-01 has no city) has no red: the
    // only red roofs are the city's houses, well up by the cap.
    let px = Render::new(&kind("CU-01"));
    assert!(px.points(palette::ROOF).is_empty());
    // A cloister keeps its red roof and has neither.
    for id in ["KR-01", "CA-12", "AM-05"] {
        let px = Render::new(&kind(id));
        assert!(px.points(palette::SHRINE_ROOF).is_empty(), "{id}");
        assert!(px.points(palette::FLAME).is_empty(), "{id}");
        assert!(px.points(palette::ROOF).len() > 40, "{id}");
    }
}

#[test]
fn every_fair_tile_shows_its_tent() {
    let data = shipped();
    let set = &data.set("catapult").expect("the set").set;
    for e in &set.entries {
        for r in Rotation::ALL {
            let px = Render::new(&data.kind(&e.kind).expect("kind").rotated(r));
            let tent = px.points(palette::TENT);
            assert!(
                tent.len() > 60,
                "{} at {}°: {}",
                e.kind,
                r.degrees(),
                tent.len()
            );
        }
    }
    // No other tile has one.
    for id in ["CU-01", "AM-10", "KR-02", "TW-02"] {
        assert!(
            Render::new(&kind(id)).points(palette::TENT).is_empty(),
            "{id}"
        );
    }
}

#[test]
fn roads_end_under_the_fair() {
    // Four roads meet at the fair in the middle: the tent covers it, and
    // each road shows at its side but no road runs from one side to
    // another.
    let px = Render::new(&kind("CA-04"));
    let (x, y) = centroid(&px.points(palette::TENT));
    assert!(
        (x - 50.0).abs() < 3.0 && (y - 50.0).abs() < 4.0,
        "({x}, {y})"
    );
    for s in Side::ALL {
        assert!(px.is(side_px(&px, s, 2.0), palette::ROAD), "{s}");
        let reach = px.component(side_px(&px, s, 2.0), palette::ROAD);
        for other in Side::ALL.into_iter().filter(|o| *o != s) {
            assert!(!reach[side_px(&px, other, 2.0)], "{s} runs into {other}");
        }
    }
    // Beside a bend (CA-02, CA-11) the fair stands at the end of its own
    // road, a way in from its side, clear of the bend: the field runs on
    // between them.
    for (id, side) in [("CA-02", Side::W), ("CA-11", Side::W)] {
        for r in Rotation::ALL {
            let k = kind(id).rotated(r);
            let px = Render::new(&k);
            let (x, y) = centroid(&px.points(palette::TENT));
            let own = side.rotated(r);
            let edge = on(own, 50.0, 0.0);
            let d = ((x - edge.x).powi(2) + (y - edge.y).powi(2)).sqrt();
            assert!((18.0..36.0).contains(&d), "{id} at {}°: {d}", r.degrees());
        }
    }
}

#[test]
fn the_fairs_fences_part_the_fields_nothing_else_parts() {
    for id in ["CA-07", "CA-12"] {
        let px = Render::new(&kind(id));
        assert!(px.points(palette::FENCE).len() > 40, "{id}");
    }
    // Where nothing needs parting there is no fence.
    for id in ["CA-01", "CA-03", "CA-08", "CA-10"] {
        assert!(
            Render::new(&kind(id)).points(palette::FENCE).is_empty(),
            "{id}"
        );
    }
    // CA-07: the grass east of the fence never reaches the grass west.
    for r in Rotation::ALL {
        let k = kind("CA-07").rotated(r);
        let px = Render::new(&k);
        let seed = |h: tilebook::engine::Half| {
            let p = on(h.side(), half_x(h), 2.0);
            px.index(p.x, p.y)
        };
        let east = k.fields[0].halves.iter().next().expect("a half");
        let west = k.fields[1].halves.iter().next().expect("a half");
        assert!(
            !px.component(seed(east), palette::FIELD)[seed(west)],
            "{}°",
            r.degrees()
        );
    }
}

#[test]
fn of_two_crossing_cities_one_runs_over_and_one_under() {
    for id in ["KR-05", "AM-02"] {
        for r in Rotation::ALL {
            let k = kind(id).rotated(r);
            let name = format!("{id} at {}°", r.degrees());
            let (over, under) = crossing_cities(&k).expect("two cities crossing");
            // The first of the two in the data runs over.
            assert_eq!((over, under), (0, 1), "{name}");
            let px = Render::new(&k);
            let ends = |c: usize| -> Vec<usize> {
                k.cities[c]
                    .sides
                    .iter()
                    .map(|s| side_px(&px, s, 2.0))
                    .collect()
            };
            let (o, u) = (ends(over), ends(under));
            let across = px.component(o[0], palette::CITY);
            assert!(across[o[1]], "{name}: the city over is cut");
            assert!(!across[u[0]] && !across[u[1]], "{name}: the cities join");
            assert!(
                !px.component(u[0], palette::CITY)[u[1]],
                "{name}: the city under runs over the bridge"
            );
            // The two fields: grass enclosed by the cities, apart.
            let grass = px.points(palette::FIELD);
            assert!(grass.len() > 200, "{name}: {} grass pixels", grass.len());
            let (gx, gy) = grass[0];
            let first = px.component(px.index(gx, gy), palette::FIELD);
            assert!(!px.touches_edge(&first), "{name}: a field reaches the edge");
            let rest = grass
                .iter()
                .filter(|(x, y)| !first[px.index(*x, *y)])
                .count();
            assert!(rest > 100, "{name}: one field only");
        }
    }
}

#[test]
fn a_fork_is_one_road_without_a_village() {
    for r in Rotation::ALL {
        let k = kind("AM-11").rotated(r);
        let px = Render::new(&k);
        let sides: Vec<usize> = k.roads[0]
            .sides
            .iter()
            .map(|s| side_px(&px, s, 2.0))
            .collect();
        let reach = px.component(sides[0], palette::ROAD);
        assert!(sides.iter().all(|&s| reach[s]), "{}°", r.degrees());
        // The middle is road, not a village house.
        assert!(
            px.is(px.index(50.0, 50.0), palette::ROAD),
            "{}°",
            r.degrees()
        );
        assert!(px.points(palette::STONE).is_empty(), "{}°", r.degrees());
    }
    // A crossing of three roads has its village.
    assert!(!Render::new(&kind("W")).points(palette::STONE).is_empty());
}

#[test]
fn a_cap_comes_down_to_a_bend_that_parts_its_fields() {
    for (id, flank) in [("AM-07", "ENE"), ("AM-08", "WNW")] {
        for r in Rotation::ALL {
            let k = kind(id).rotated(r);
            let px = Render::new(&k);
            let at = |name: &str| {
                let h = tilebook::engine::Half::parse(name).expect("a half-edge");
                let h = h.rotated(r);
                let p = on(h.side(), half_x(h), 2.0);
                px.index(p.x, p.y)
            };
            let inside = if flank == "ENE" { "SSW" } else { "SSE" };
            assert!(
                !px.component(at(flank), palette::FIELD)[at(inside)],
                "{id} at {}°",
                r.degrees()
            );
        }
    }
    // KR-03: the same cap and bend, but the field by the cap runs on into
    // the bend, as its data says: the cap stays up.
    let k = kind("KR-03");
    let px = Render::new(&k);
    let p = |x: f64, y: f64| px.index(x, y);
    assert!(px.component(p(98.0, 25.0), palette::FIELD)[p(25.0, 98.0)]);
}

#[test]
fn snapshots_of_one_kind_of_each() {
    for id in [
        "AM-02", "AM-07", "AM-11", "KR-05", "CU-04", "CA-02", "CA-04", "CA-07", "CA-12",
    ] {
        let k = kind(id);
        let svg = render_tile(&k, k.id.as_str());
        render::parse(&svg).expect("valid SVG");
        assert!(svg.len() < 4096, "{id}: {} bytes", svg.len());
        insta::assert_snapshot!(format!("tile-{id}"), svg);
    }
}
