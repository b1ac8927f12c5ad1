//! Properties of the shipped tile kinds, through the library.

use crate::common::shipped;

use proptest::prelude::*;
use tilebook::engine::{Rotation, Side, Terrain};

#[test]
fn every_kind_is_valid_in_every_rotation() {
    for info in shipped().kinds.values() {
        for r in Rotation::ALL {
            let turned = info.kind.rotated(r);
            assert_eq!(
                turned.validate(),
                vec![],
                "{} at {}°",
                info.kind.id,
                r.degrees()
            );
        }
    }
}

#[test]
fn start_tile_matches_itself_along_the_road() {
    // Two start tiles side by side (E of one against W of the other) match;
    // one above the other does not (field against city).
    let data = shipped();
    let d = data.kind("D").unwrap();
    assert_eq!(d.edge(Side::E), d.edge(Side::W));
    assert_ne!(d.edge(Side::S), d.edge(Side::N));
}

#[test]
fn winter_animal_tiles_have_their_own_shapes() {
    // Z09 is the printed tile with two bending roads (JCloisterZone WI.RrRr),
    // no longer a borrowed base shape.
    let data = shipped();
    let z = data.kind("Z09").unwrap();
    assert_eq!(z.roads.len(), 2);
    assert_eq!(z.fields.len(), 3);
    assert!(z.cities.is_empty());
    assert_eq!(z.symbols, vec!["animal".to_string()]);
}

#[test]
fn only_river_tiles_have_water() {
    for info in shipped().kinds.values() {
        let has_water = info.kind.edges.contains(&Terrain::Water);
        let river = info.set == "river" || info.set == "river-2";
        assert_eq!(has_water, river, "{}", info.kind.id);
    }
}

proptest! {
    #[test]
    fn rotations_compose(a in 0u8..4, b in 0u8..4, idx in 0usize..48) {
        let data = shipped();
        let kinds: Vec<_> = data.kinds.values().collect();
        let kind = &kinds[idx % kinds.len()].kind;
        let (ra, rb) = (Rotation::quarter(a), Rotation::quarter(b));
        prop_assert_eq!(kind.rotated(ra).rotated(rb), kind.rotated(ra.then(rb)));
        prop_assert_eq!(kind.rotated(ra).rotated(ra.inverse()), kind.clone());
        // Every edge moves with its side.
        for s in Side::ALL {
            prop_assert_eq!(kind.rotated(ra).edge(s.rotated(ra)), kind.edge(s));
        }
    }
}
