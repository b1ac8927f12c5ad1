//! Tests of [`super`] (shapes.rs).

use super::*;

fn set(sides: &[Side]) -> SideSet {
    sides.iter().copied().collect()
}

#[test]
fn every_city_shape_holds_its_inside_point_and_shields() {
    for bits in 1u8..16 {
        let sides: SideSet = Side::ALL
            .into_iter()
            .filter(|s| bits & (1 << s.index()) != 0)
            .collect();
        let shape = city(sides);
        assert!(shape.outline.contains(city_inside(sides)), "{sides:?}");
        for p in shield_spots(sides, 2) {
            assert!(shape.outline.contains(p), "{sides:?} shield at {p:?}");
        }
        // Every city side's middle and quarter points are inside.
        for s in sides.iter() {
            for x in [5.0, 25.0, 50.0, 75.0, 95.0] {
                assert!(shape.outline.contains(on(s, x, 2.0)), "{sides:?} {s}");
            }
        }
        // One wall per run of field sides.
        let runs = (0..4)
            .filter(|&i| {
                !sides.contains(Side::from_index(i)) && sides.contains(Side::from_index(i + 3))
            })
            .count();
        assert_eq!(shape.walls.len(), runs, "{sides:?}");
    }
}

#[test]
fn a_cap_is_thirty_units_deep() {
    let cap = city(set(&[Side::N]));
    assert!(cap.outline.contains(Point::new(50.0, 29.0)));
    assert!(!cap.outline.contains(Point::new(50.0, 31.0)));
}

#[test]
fn roads_enter_a_city_at_its_wall() {
    let course = Course::ViaCentre(Side::S, city_inside(set(&[Side::N]))).path();
    let (at, dir) = entry(&course, &city(set(&[Side::N])).outline).unwrap();
    assert!((at.y - 30.0).abs() < 0.1, "{at:?}");
    assert!((dir.y + 1.0).abs() < 1e-6);
}
