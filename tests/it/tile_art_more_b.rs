//! The art of The River II and The Count of Carcassonne, on rendered
//! pixels of the shipped kinds:
//!
//! - the fork: water at the middle of its three river sides and in the
//!   middle of the tile, none at the fourth;
//! - the city over the river: city ground joins its two sides over the
//!   water, which still runs from side to side under it;
//! - the herd of pigs stands in its own field, and only there;
//! - each tile of the Count's city shows the badge of its own quarter and
//!   no other, inside the walls of Carcassonne; a road ends at a gate in
//!   those walls;
//! - the picture of the whole block: every tile on its square, the
//!   quarters' legend, a snapshot;
//! - snapshots of one kind of each.

use crate::common::pixels::{Render, centroid};
use crate::common::{self, shipped};

use tilebook::engine::{Quarter, Rotation, TileKind};
use tilebook::svg::carcassonne::{self, BlockTile};
use tilebook::svg::geom::on;
use tilebook::svg::{palette, render, render_tile, tile_body};

fn kind(id: &str) -> TileKind {
    shipped().kind(id).expect("a shipped kind").clone()
}

#[test]
fn the_fork_shows_water_on_its_three_sides_and_in_the_middle() {
    for r in Rotation::ALL {
        let k = kind("R2-02").rotated(r);
        let px = Render::new(&k);
        let river = k.rivers[0].sides;
        for s in tilebook::engine::Side::ALL {
            let p = on(s, 50.0, 2.0);
            let water = px.is(px.index(p.x, p.y), palette::WATER);
            assert_eq!(water, river.contains(s), "{}° {s}", r.degrees());
        }
        assert!(px.is(px.index(50.0, 50.0), palette::WATER));
        // The three arms are one water.
        let mut ends = river.iter().map(|s| {
            let p = on(s, 50.0, 2.0);
            px.index(p.x, p.y)
        });
        let first = ends.next().expect("an arm");
        let water = px.component(first, palette::WATER);
        assert!(ends.all(|e| water[e]), "{}°", r.degrees());
    }
}

#[test]
fn the_city_crosses_the_river_on_a_bridge() {
    for r in Rotation::ALL {
        let k = kind("R2-05").rotated(r);
        let px = Render::new(&k);
        let at = |s, depth| {
            let p = on(s, 50.0, depth);
            px.index(p.x, p.y)
        };
        let mut city = k.cities[0].sides.iter();
        let (a, b) = (city.next().expect("a side"), city.next().expect("a side"));
        assert!(
            px.component(at(a, 2.0), palette::CITY)[at(b, 2.0)],
            "{}°: the city is cut",
            r.degrees()
        );
        // The river shows at both its sides, and its water reaches the
        // bridge from each.
        for s in k.rivers[0].sides.iter() {
            assert!(px.is(at(s, 2.0), palette::WATER), "{}° {s}", r.degrees());
            assert!(
                px.component(at(s, 2.0), palette::WATER)[at(s, 30.0)],
                "{}° {s}",
                r.degrees()
            );
        }
    }
    // Without the river the city would be a band; with it the bridge is
    // narrower than the band: grass shows beside the bridge's ends.
    let px = Render::new(&kind("R2-05"));
    assert!(px.is(px.index(35.0, 25.0), palette::FIELD));
    assert!(px.is(px.index(65.0, 75.0), palette::FIELD));
}

#[test]
fn the_herd_stands_in_its_own_field() {
    let k = kind("R2-11");
    for r in [Rotation::R0, Rotation::R90] {
        let k = k.rotated(r);
        let px = Render::new(&k);
        let pigs = px.points(palette::PIG);
        assert!(
            pigs.len() > 30,
            "{}°: {} pig pixels",
            r.degrees(),
            pigs.len()
        );
        let (x, y) = centroid(&pigs);
        // The grass right beside the herd is the herd's field's.
        let herd = &k.fields[0];
        assert!(herd.herd);
        let h = herd.halves.iter().next().expect("a half-edge");
        let seed = on(h.side(), tilebook::svg::geom::half_x(h), 2.0);
        let grass = px.component(px.index(seed.x, seed.y), palette::FIELD);
        let near = (0..40).find_map(|d| {
            let p = (x, y + 6.0 + f64::from(d) * 0.5);
            let i = px.index(p.0, p.1.min(99.0));
            px.is(i, palette::FIELD).then_some(i)
        });
        let near = near.expect("grass below the herd");
        assert!(grass[near], "{}°: the herd at ({x}, {y})", r.degrees());
    }
    // No other tile of the set has pigs.
    for id in ["R2-09", "R2-12", "R2-03"] {
        assert!(
            Render::new(&kind(id)).points(palette::PIG).is_empty(),
            "{id}"
        );
    }
}

#[test]
fn every_tile_of_the_count_shows_its_own_quarter_inside_the_walls() {
    let data = shipped();
    let set = &data.set("count").expect("the set").set;
    for e in &set.entries {
        let k = data.kind(&e.kind).expect("kind");
        let own = k.quarter.expect("a quarter");
        let px = Render::new(k);
        for q in Quarter::ALL {
            let n = px.points(carcassonne::colour(q)).len();
            if q == own {
                assert!(n > 40, "{}: {n} pixels of {q}", k.id);
            } else {
                assert_eq!(n, 0, "{}: {q} shown", k.id);
            }
        }
        // The badge stands on city ground inside the walls.
        let (x, y) = centroid(&px.points(carcassonne::colour(own)));
        let ring = [(x - 11.0, y), (x + 11.0, y), (x, y - 11.0), (x, y + 11.0)];
        for (ax, ay) in ring {
            let i = px.index(ax.clamp(0.5, 99.5), ay.clamp(0.5, 99.5));
            assert!(px.is(i, palette::CITY), "{}: no city at ({ax}, {ay})", k.id);
        }
    }
    // The badges' colours differ from each other and from the features'.
    let features = [
        palette::CITY,
        palette::FIELD,
        palette::ROAD,
        palette::WATER,
        palette::STONE,
    ];
    for q in Quarter::ALL {
        assert!(!features.contains(&carcassonne::colour(q)));
    }
    // A tile of another set shows no badge.
    let px = Render::new(&kind("D"));
    assert!(
        Quarter::ALL
            .iter()
            .all(|q| px.points(carcassonne::colour(*q)).is_empty())
    );
}

#[test]
fn roads_of_the_count_end_at_gates_in_the_walls() {
    for (id, x, y) in [
        ("CO-01", 40.0, 50.0),
        ("CO-04", 50.0, 40.0),
        ("CO-11", 50.0, 60.0),
    ] {
        let px = Render::new(&kind(id));
        let door = (-3..=3).any(|d| {
            let d = f64::from(d) * 0.5;
            px.is(px.index(x + d, y + d), palette::DOOR)
        });
        assert!(door, "{id}: no gate at ({x}, {y})");
    }
    // The inner tiles are city ground all over.
    let px = Render::new(&kind("CO-06"));
    for (x, y) in [(2.0, 2.0), (98.0, 50.0), (50.0, 98.0), (20.0, 80.0)] {
        assert!(px.is(px.index(x, y), palette::CITY), "({x}, {y})");
    }
}

/// The block of the Count's city as `tilebook tiles` draws it, with the
/// English names of the quarters.
fn block() -> String {
    let data = shipped();
    let set = &data.set("count").expect("the set").set;
    let kinds = carcassonne::block_kinds(set, |id| data.kind(id)).expect("every kind");
    let bodies: Vec<String> = kinds.iter().map(|(k, _, _)| tile_body(k)).collect();
    let tiles: Vec<BlockTile> = kinds
        .iter()
        .zip(&bodies)
        .map(|((k, at, degrees), body)| BlockTile {
            body,
            name: k.id.as_str(),
            at: *at,
            degrees: *degrees,
        })
        .collect();
    let names = [
        (Quarter::Castle, "Castle".to_string()),
        (Quarter::Market, "Market".to_string()),
        (Quarter::Blacksmith, "Blacksmith".to_string()),
        (Quarter::Cathedral, "Cathedral".to_string()),
    ];
    carcassonne::block_svg(&tiles, "The Count of Carcassonne", &names)
}

#[test]
fn the_block_lays_every_tile_on_its_square_with_the_legend() {
    let svg = block();
    render::parse(&svg).expect("valid SVG");
    assert!(svg.contains("viewBox=\"0 0 400 330\""), "{}", &svg[..200]);
    for n in 1..=12 {
        assert!(
            svg.contains(&format!("<title>CO-{n:02}</title>")),
            "CO-{n:02}"
        );
    }
    assert!(svg.contains("translate(200 100) rotate(0 50 50)\"><title>CO-07"));
    for name in ["Castle", "Market", "Blacksmith", "Cathedral"] {
        assert!(svg.contains(&format!(">{name}</text>")), "{name}");
    }
    // Rendered: the walls of neighbouring tiles meet, so the city of
    // Carcassonne is one stretch of city ground from CO-01 to CO-12.
    let pixmap = render::rasterize(&svg, 2.0).expect("renders");
    let w = pixmap.width() as usize;
    let unit = w as f64 / 400.0;
    let at = |x: f64, y: f64| (y * unit) as usize * w + (x * unit) as usize;
    let city = common::pixels::rgb(palette::CITY);
    let is_city = |i: usize| {
        let p = pixmap.pixels()[i].demultiply();
        let c = [p.red(), p.green(), p.blue()];
        (0..3).all(|k| (i16::from(c[k]) - i16::from(city[k])).abs() <= 3)
    };
    // A walk across the middle row of the block, below the badges, stays
    // on city ground but
    // where it crosses the thin lines between the tiles.
    let row: Vec<usize> = (45..355).map(|x| at(f64::from(x), 175.0)).collect();
    let off = row.iter().filter(|&&i| !is_city(i)).count();
    assert!(off < 12, "{off} pixels off city ground");
    insta::assert_snapshot!("count-block", svg);
}

#[test]
fn snapshots_of_one_kind_of_each() {
    for id in [
        "R2-02", "R2-04", "R2-05", "R2-11", "CO-01", "CO-06", "CO-09",
    ] {
        let k = kind(id);
        let svg = render_tile(&k, k.id.as_str());
        render::parse(&svg).expect("valid SVG");
        assert!(svg.len() < 4096, "{id}: {} bytes", svg.len());
        insta::assert_snapshot!(format!("tile-{id}"), svg);
    }
}
