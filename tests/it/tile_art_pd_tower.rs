//! The art of Princess & Dragon and The Tower, on rendered pixels of the
//! shipped kinds:
//!
//! - the volcano, the dragon's mark, the magic portal and the tower
//!   foundation each show their own colours, on the grass or in a city,
//!   never over a road;
//! - the princess's crown stands inside her city;
//! - the tunnel: the road shows at both its sides, the city runs on over
//!   the middle, each road ends at a dark tunnel mouth, and the field on
//!   either side of each road end is one stretch of grass;
//! - roads that end at a tower foundation end under it, and a tower by a
//!   city stands at its wall;
//! - snapshots of one kind of each.

use crate::common::pixels::{Render, centroid, rgb};
use crate::common::shipped;

use tilebook::engine::{Rotation, TileKind};
use tilebook::svg::{palette, render, render_tile};

fn kind(id: &str) -> TileKind {
    shipped().kind(id).expect("a shipped kind").clone()
}

/// The colours a symbol is drawn in, and the kind that shows it alone.
const SYMBOLS: [(&str, &[&str]); 4] = [
    ("PD-01", &[palette::ASH, palette::LAVA]),
    ("PD-04", &[palette::DRAGON]),
    ("PD-02", &[palette::MAGIC]),
    ("TW-02", &[palette::STONE, palette::WALL]),
];

#[test]
fn every_symbol_shows_its_colours_in_every_rotation() {
    for (id, colours) in SYMBOLS {
        for r in Rotation::ALL {
            let k = kind(id).rotated(r);
            let px = Render::new(&k);
            for colour in colours {
                let points = px.points(colour);
                assert!(
                    points.len() > 20,
                    "{id} at {}°: {} pixels of {colour}",
                    r.degrees(),
                    points.len()
                );
            }
        }
    }
    // The symbols differ from each other: no colour is another's.
    let all: Vec<&str> = SYMBOLS
        .iter()
        .flat_map(|(_, c)| c.iter().copied())
        .collect();
    for (i, a) in all.iter().enumerate() {
        assert!(all[i + 1..].iter().all(|b| rgb(a) != rgb(b)), "{a}");
    }
}

#[test]
fn a_symbol_never_covers_a_road() {
    // The tower of TW-15 (a road between two caps) has no free corner
    // and no plain field side: it stands in a city, off the road, which
    // still runs from side to side.
    let px = Render::new(&kind("TW-15"));
    let (x, y) = centroid(&px.points(palette::STONE));
    assert!(!(40.0..=60.0).contains(&y), "the tower at ({x}, {y})");
    let west = px.index(2.0, 50.0);
    let east = px.index(98.0, 50.0);
    assert!(px.component(west, palette::ROAD)[east], "road cut");
}

#[test]
fn the_princess_stands_in_her_city() {
    for id in ["PD-09", "PD-11", "PD-18", "PD-23"] {
        let k = kind(id);
        let px = Render::new(&k);
        let crown = px.points(palette::CROWN);
        assert!(crown.len() > 20, "{id}: {} crown pixels", crown.len());
        let (x, y) = centroid(&crown);
        // Around the crown: city ground, no grass.
        let around = [(x - 8.0, y), (x + 8.0, y), (x, y + 7.0)];
        for (ax, ay) in around {
            let i = px.index(ax.clamp(1.0, 99.0), ay.clamp(1.0, 99.0));
            assert!(!px.is(i, palette::FIELD), "{id}: grass at ({ax}, {ay})");
        }
    }
    // A tile without a princess has no crown.
    assert!(
        Render::new(&kind("PD-19"))
            .points(palette::CROWN)
            .is_empty()
    );
}

#[test]
fn the_tunnel_runs_under_the_city_and_the_fields_run_on_over_it() {
    for r in Rotation::ALL {
        let k = kind("PD-25").rotated(r);
        let px = Render::new(&k);
        let road = k.roads[0].sides;
        let at = |s, depth| {
            let p = tilebook::svg::geom::on(s, 50.0, depth);
            px.index(p.x, p.y)
        };
        for s in road.iter() {
            // The road at its side, a tunnel mouth a little further in.
            assert!(px.is(at(s, 2.0), palette::ROAD), "{}°", r.degrees());
            let mouth = (8..25).any(|d| px.is(at(s, f64::from(d)), palette::DOOR));
            assert!(mouth, "{}°: no tunnel mouth on {s}", r.degrees());
            // The field's two half-edges on this side are one grass.
            let [a, b] = s.halves();
            let seed = |h: tilebook::engine::Half| {
                let p = tilebook::svg::geom::on(h.side(), tilebook::svg::geom::half_x(h), 2.0);
                px.index(p.x, p.y)
            };
            assert!(
                px.component(seed(a), palette::FIELD)[seed(b)],
                "{}°: the field on {s} is cut",
                r.degrees()
            );
        }
        // The city runs on over the middle of the tile, side to side.
        let city = k.cities[0].sides;
        let mut ends = city.iter().map(|s| at(s, 2.0));
        let (first, second) = (ends.next().unwrap(), ends.next().unwrap());
        assert!(
            px.component(first, palette::CITY)[second],
            "{}°",
            r.degrees()
        );
    }
}

#[test]
fn roads_end_under_the_tower_and_a_tower_by_a_city_stands_at_its_wall() {
    // Four roads end in the middle: the foundation covers it.
    let px = Render::new(&kind("TW-07"));
    assert!(px.is(px.index(50.0, 50.0), palette::WALL));
    let stone = px.points(palette::STONE);
    let (x, y) = centroid(&stone);
    assert!(
        (x - 50.0).abs() < 2.0 && (y - 50.0).abs() < 2.0,
        "({x}, {y})"
    );
    // By the city cap of TW-09 it stands where the road meets the wall,
    // well above the middle.
    let px = Render::new(&kind("TW-09"));
    let (_, y) = centroid(&px.points(palette::STONE));
    assert!(y < 40.0, "the tower stands at y = {y}");
}

#[test]
fn snapshots_of_one_kind_of_each() {
    for id in [
        "PD-01", "PD-02", "PD-04", "PD-10", "PD-25", "TW-07", "TW-09",
    ] {
        let k = kind(id);
        let svg = render_tile(&k, k.id.as_str());
        render::parse(&svg).expect("valid SVG");
        assert!(svg.len() < 4096, "{id}: {} bytes", svg.len());
        insta::assert_snapshot!(format!("tile-{id}"), svg);
    }
}
