//! Roads that cross on a tile: allowed only over a bridge (Traders &
//! Builders), and a bridge only where roads cross.

use super::validate::GeometryError;
use super::{FeatureRef, FeatureType, TileKind};
use crate::geom::Side;

impl TileKind {
    /// Roads that cross: allowed only over a bridge, and a bridge only
    /// where roads cross.
    pub(super) fn check_bridges(&self, errors: &mut Vec<GeometryError>) {
        let road = |i| FeatureRef {
            ty: FeatureType::Road,
            index: i,
        };
        let through = |sides: crate::geom::SideSet, a: Side, b: Side| {
            sides.len() == 2 && sides.contains(a) && sides.contains(b)
        };
        let mut crossing = vec![false; self.roads.len()];
        for (i, a) in self.roads.iter().enumerate() {
            if !through(a.sides, Side::N, Side::S) {
                continue;
            }
            for (j, b) in self.roads.iter().enumerate() {
                if !through(b.sides, Side::E, Side::W) {
                    continue;
                }
                crossing[i] = true;
                crossing[j] = true;
                if !a.bridge && !b.bridge {
                    let (first, second) = (i.min(j), i.max(j));
                    errors.push(GeometryError::RoadsCross {
                        first: road(first),
                        second: road(second),
                    });
                }
            }
        }
        for (i, r) in self.roads.iter().enumerate() {
            if r.bridge && !crossing[i] {
                errors.push(GeometryError::BridgeOverNothing { feature: road(i) });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::{Half, HalfSet, SideSet};
    use crate::tile::Terrain;
    use crate::tile::tests::start_tile;

    fn halves(list: &[Half]) -> HalfSet {
        list.iter().copied().collect()
    }

    fn sides(list: &[Side]) -> SideSet {
        list.iter().copied().collect()
    }

    /// Road N–S over road E–W with four fields, as on the bridge tile.
    fn bridge_tile(bridge: [bool; 2]) -> TileKind {
        use Half::*;
        let road = |a, b, bridge| crate::tile::RoadSegment {
            sides: sides(&[a, b]),
            bridge,
            ..Default::default()
        };
        let field = |h: &[Half]| crate::tile::FieldSegment {
            halves: halves(h),
            cities: vec![],
        };
        TileKind {
            id: "TB".into(),
            edges: [Terrain::Road; 4],
            cities: vec![],
            roads: vec![
                road(Side::N, Side::S, bridge[0]),
                road(Side::E, Side::W, bridge[1]),
            ],
            fields: vec![
                field(&[Wnw, Nnw]),
                field(&[Nne, Ene]),
                field(&[Ese, Sse]),
                field(&[Ssw, Wsw]),
            ],
            rivers: vec![],
            cloister: false,
            symbols: vec![],
        }
    }

    #[test]
    fn crossing_roads_need_a_bridge() {
        assert_eq!(bridge_tile([true, false]).validate(), vec![]);
        assert_eq!(bridge_tile([false, true]).validate(), vec![]);
        let road = |index| FeatureRef {
            ty: FeatureType::Road,
            index,
        };
        assert_eq!(
            bridge_tile([false, false]).validate(),
            vec![GeometryError::RoadsCross {
                first: road(0),
                second: road(1)
            }]
        );
    }

    #[test]
    fn a_bridge_over_nothing_is_reported() {
        let mut t = start_tile();
        t.roads[0].bridge = true;
        assert_eq!(
            t.validate(),
            vec![GeometryError::BridgeOverNothing {
                feature: FeatureRef {
                    ty: FeatureType::Road,
                    index: 0
                }
            }]
        );
    }
}
