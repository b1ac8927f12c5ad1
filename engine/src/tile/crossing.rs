//! Features that run across a tile: roads that cross (allowed only over a
//! bridge, Traders & Builders, and a bridge only where roads cross), roads
//! that cross a city (only through a tunnel, Princess & Dragon, and a
//! tunnel only under a city), and the walls between a field and a city
//! that such features make.

use super::GeometryError;
use super::{FeatureRef, FeatureType, FieldSegment, TileKind};
use crate::geom::{Half, Side, SideSet};

/// The part of the tile's rim, cut at the middle of each side in `cuts`,
/// that half-edge `h` lies on.
fn arc(cuts: SideSet, h: Half) -> usize {
    let passed = cuts.iter().filter(|s| 2 * s.index() < h.index()).count();
    passed % cuts.len()
}

/// Whether a road reaching sides `road` runs across a city reaching
/// `city`: the road reaches two sides and the city both parts of the rim
/// the road cuts it into (a road N–S and a city E–W).
fn crosses(road: SideSet, city: SideSet) -> bool {
    if road.len() != 2 {
        return false;
    }
    let mut parts = [false; 2];
    for s in city.iter().filter(|s| !road.contains(*s)) {
        let passed = road.iter().filter(|r| r.index() < s.index()).count();
        parts[passed % 2] = true;
    }
    parts == [true, true]
}

impl TileKind {
    /// Whether a road or river reaching two sides, or a city other than
    /// `city` reaching two or more, cuts the tile so that field `f` and
    /// city segment `city` lie on different parts of its rim.
    pub(super) fn walled_off(&self, f: &FieldSegment, city: usize) -> bool {
        let Some(target) = self.cities.get(city) else {
            return false;
        };
        let target_halves: Vec<Half> = target.sides.iter().flat_map(Side::halves).collect();
        // A road in a tunnel runs under the city and parts no field.
        let walls = (self.roads.iter().filter(|r| !r.tunnel).map(|r| r.sides))
            .chain(self.rivers.iter().map(|r| r.sides))
            .chain(
                (self.cities.iter().enumerate())
                    .filter(|(i, _)| *i != city)
                    .map(|(_, c)| c.sides),
            )
            .filter(|sides| sides.len() >= 2);
        for cuts in walls {
            let shared = f
                .halves
                .iter()
                .any(|h| target_halves.iter().any(|&t| arc(cuts, t) == arc(cuts, h)));
            if !shared {
                return true;
            }
        }
        false
    }

    /// Roads that run across a city: allowed only through a tunnel, and a
    /// tunnel only under a city.
    pub(super) fn check_tunnels(&self, errors: &mut Vec<GeometryError>) {
        for (i, r) in self.roads.iter().enumerate() {
            let road = FeatureRef {
                ty: FeatureType::Road,
                index: i,
            };
            let crossed = self.cities.iter().position(|c| crosses(r.sides, c.sides));
            match (crossed, r.tunnel) {
                (Some(c), false) => errors.push(GeometryError::RoadThroughCity {
                    road,
                    city: FeatureRef {
                        ty: FeatureType::City,
                        index: c,
                    },
                }),
                (None, true) => errors.push(GeometryError::TunnelUnderNothing { feature: road }),
                _ => {}
            }
        }
    }

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
    use crate::geom::Half;
    use crate::tile::Terrain;
    use crate::tile::tests::{halves, sides, start_tile};

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
            herd: false,
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
            quarter: None,
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
    fn a_field_borders_a_city_across_the_tile_unless_walled_off() {
        // Three caps N, E, W and a field reaching only S: it borders all
        // three, though it reaches no corner of the cap on N.
        let mut t = start_tile();
        let cap = |s| crate::tile::CitySegment {
            sides: sides(&[s]),
            ..Default::default()
        };
        t.edges = [Terrain::City, Terrain::City, Terrain::Field, Terrain::City];
        t.cities = vec![cap(Side::N), cap(Side::E), cap(Side::W)];
        t.roads.clear();
        t.fields = vec![crate::tile::FieldSegment {
            halves: halves(&[Half::Sse, Half::Ssw]),
            cities: vec![0, 1, 2],
            herd: false,
        }];
        assert_eq!(t.validate(), vec![]);
        // The start tile's road E–W walls the south field off the city.
        let mut t = start_tile();
        t.fields[1].cities = vec![0];
        assert!(t.walled_off(&t.fields[1], 0));
        assert!(!t.walled_off(&t.fields[0], 0));
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

    /// A city band E–W and a road N–S, the fields north and south whole
    /// and beside the city, as on the tunnel tile.
    fn tunnel_tile(tunnel: bool) -> TileKind {
        use Half::*;
        TileKind {
            id: "PD".into(),
            edges: [Terrain::Road, Terrain::City, Terrain::Road, Terrain::City],
            cities: vec![crate::tile::CitySegment {
                sides: sides(&[Side::E, Side::W]),
                ..Default::default()
            }],
            roads: vec![crate::tile::RoadSegment {
                sides: sides(&[Side::N, Side::S]),
                tunnel,
                ..Default::default()
            }],
            fields: vec![
                FieldSegment {
                    halves: halves(&[Nnw, Nne]),
                    cities: vec![0],
                    herd: false,
                },
                FieldSegment {
                    halves: halves(&[Sse, Ssw]),
                    cities: vec![0],
                    herd: false,
                },
            ],
            rivers: vec![],
            cloister: false,
            symbols: vec![],
            quarter: None,
        }
    }

    #[test]
    fn a_road_crosses_a_city_only_through_a_tunnel() {
        assert_eq!(tunnel_tile(true).validate(), vec![]);
        assert_eq!(
            tunnel_tile(false).validate(),
            vec![GeometryError::RoadThroughCity {
                road: FeatureRef {
                    ty: FeatureType::Road,
                    index: 0
                },
                city: FeatureRef {
                    ty: FeatureType::City,
                    index: 0
                },
            }]
        );
        // Turned, it is still a crossing.
        for r in crate::geom::Rotation::ALL {
            assert_eq!(tunnel_tile(true).rotated(r).validate(), vec![]);
            assert_eq!(tunnel_tile(false).rotated(r).validate().len(), 1);
        }
    }

    #[test]
    fn a_tunnel_under_nothing_is_reported() {
        let mut t = start_tile();
        t.roads[0].tunnel = true;
        assert_eq!(
            t.validate(),
            vec![GeometryError::TunnelUnderNothing {
                feature: FeatureRef {
                    ty: FeatureType::Road,
                    index: 0
                }
            }]
        );
    }

    #[test]
    fn only_a_straight_road_and_a_band_cross() {
        let s = |list: &[Side]| sides(list);
        use Side::*;
        assert!(crosses(s(&[N, S]), s(&[E, W])));
        assert!(crosses(s(&[E, W]), s(&[N, S])));
        // A bend beside a corner city, a road beside a cap, a one-sided road.
        assert!(!crosses(s(&[S, W]), s(&[N, E])));
        assert!(!crosses(s(&[N, S]), s(&[E])));
        assert!(!crosses(s(&[N]), s(&[E, W])));
    }
}
