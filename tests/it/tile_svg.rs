//! The tile SVGs as text: snapshots of a few kinds, and the properties every
//! tile SVG has (it parses, it has a title, it is small, its numbers are
//! rounded, its text escaped).

use crate::common::shipped;

use tilebook::engine::{Half, HalfSet, TileKind};
use tilebook::svg::{render, render_tile};

#[test]
fn snapshots_of_a_few_tiles() {
    let data = shipped();
    // A cap with a road (the start tile), two caps on adjacent sides, a
    // crossing with a village, a road to a city gate, a bridge to a gate,
    // and a winter tile with animal tracks.
    for id in ["D", "I", "L", "T", "river-city-road", "river-spring", "Z09"] {
        let kind = data.kind(id).unwrap();
        insta::assert_snapshot!(format!("tile-{id}"), render_tile(kind, id));
    }
}

/// A kind nobody has drawn: a plain field with flags the art does not
/// know, and words that need escaping.
fn odd_kind() -> TileKind {
    TileKind {
        id: "odd <&> \"kind\"".into(),
        edges: [tilebook::engine::Terrain::Field; 4],
        cities: vec![],
        roads: vec![],
        fields: vec![tilebook::engine::FieldSegment {
            halves: Half::ALL.into_iter().collect::<HalfSet>(),
            cities: vec![],
            herd: false,
        }],
        rivers: vec![],
        cloister: false,
        symbols: vec!["inn".into(), "goods & <wine>".into()],
        quarter: None,
    }
}

#[test]
fn unknown_symbols_get_a_marker_and_text_is_escaped() {
    let svg = render_tile(&odd_kind(), "odd <&> \"kind\"");
    insta::assert_snapshot!("tile-unknown-symbols", svg);
    assert!(svg.contains("<title>odd &lt;&amp;&gt; &quot;kind&quot;</title>"));
    assert!(svg.contains("<title>goods &amp; &lt;wine&gt;</title>"));
    render::parse(&svg).expect("valid SVG");
}

/// Every number in `svg` outside text, with how many decimals it has.
fn decimals(svg: &str) -> usize {
    let mut most = 0;
    let mut digits_after_dot: Option<usize> = None;
    for c in svg.chars() {
        match (c, digits_after_dot) {
            ('.', _) => digits_after_dot = Some(0),
            (d, Some(n)) if d.is_ascii_digit() => digits_after_dot = Some(n + 1),
            _ => {
                most = most.max(digits_after_dot.unwrap_or(0));
                digits_after_dot = None;
            }
        }
    }
    most
}

#[test]
fn every_tile_svg_is_valid_titled_small_and_rounded() {
    let data = shipped();
    let mut total = 0;
    for info in data.kinds.values() {
        let svg = render_tile(&info.kind, info.kind.id.as_str());
        let id = &info.kind.id;
        let tree = render::parse(&svg).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(tree.root().has_children(), "{id}: nothing drawn");
        assert_eq!(svg.matches("<title>").count(), 1, "{id}");
        assert!(svg.len() < 4096, "{id}: {} bytes", svg.len());
        assert!(decimals(&svg) <= 2, "{id}: unrounded numbers");
        assert_eq!(svg, render_tile(&info.kind, info.kind.id.as_str()), "{id}");
        total += svg.len();
    }
    let average = total / data.kinds.len();
    println!(
        "{} tile kinds, {average} bytes per tile SVG on average",
        data.kinds.len()
    );
    assert!(average < 4096);
}
