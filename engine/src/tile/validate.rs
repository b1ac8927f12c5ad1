//! Checks of a tile kind's geometry: every way its features, sides and
//! half-edges can contradict each other.

use super::GeometryError;
use super::{FeatureRef, FeatureType, RoadEnd, Terrain, TileKind};
use crate::geom::{Half, Side};

impl TileKind {
    /// Every inconsistency in the geometry; empty when the tile can exist.
    pub fn validate(&self) -> Vec<GeometryError> {
        let mut errors = Vec::new();
        let city = |i| FeatureRef {
            ty: FeatureType::City,
            index: i,
        };
        let road = |i| FeatureRef {
            ty: FeatureType::Road,
            index: i,
        };
        let river = |i| FeatureRef {
            ty: FeatureType::River,
            index: i,
        };
        let field = |i| FeatureRef {
            ty: FeatureType::Field,
            index: i,
        };

        // Empty features.
        let empties = (self.cities.iter().map(|c| c.sides.is_empty()).enumerate())
            .map(|(i, e)| (city(i), e))
            .chain(
                self.roads
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (road(i), r.sides.is_empty())),
            )
            .chain(
                self.rivers
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (river(i), r.sides.is_empty())),
            )
            .chain(
                self.fields
                    .iter()
                    .enumerate()
                    .map(|(i, f)| (field(i), f.halves.is_empty() && f.cities.is_empty())),
            );
        for (feature, empty) in empties {
            if empty {
                errors.push(GeometryError::Empty { feature });
            }
        }

        // Sides: at most one city, road or river segment each.
        let mut side_owner: [Option<(FeatureRef, Terrain)>; 4] = [None; 4];
        let side_claims = (self.cities.iter().enumerate())
            .map(|(i, c)| (city(i), c.sides, Terrain::City))
            .chain(
                self.roads
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (road(i), r.sides, Terrain::Road)),
            )
            .chain(
                self.rivers
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (river(i), r.sides, Terrain::Water)),
            );
        for (feature, sides, terrain) in side_claims {
            for side in sides.iter() {
                match side_owner[side.index()] {
                    Some((first, _)) => errors.push(GeometryError::SideClaimedTwice {
                        side,
                        first,
                        second: feature,
                    }),
                    None => side_owner[side.index()] = Some((feature, terrain)),
                }
            }
        }
        for side in Side::ALL {
            // A side with no city, road or river shows field, unless both
            // its halves lie in the city of Carcassonne (a tile of the
            // Count's city): then it shows city.
            let open = if self.side_in_carcassonne(side) {
                Terrain::City
            } else {
                Terrain::Field
            };
            let implied = side_owner[side.index()].map_or(open, |(_, t)| t);
            if implied != self.edge(side) {
                errors.push(GeometryError::EdgeMismatch {
                    side,
                    stated: self.edge(side),
                    implied,
                });
            }
        }

        // An abbey is a cloister alone; its sides close what they touch,
        // so its half-edges belong to nothing.
        let abbey = self.is_abbey();
        if abbey
            && (!self.cloister
                || !self.cities.is_empty()
                || !self.roads.is_empty()
                || !self.rivers.is_empty()
                || !self.fields.is_empty())
        {
            errors.push(GeometryError::AbbeyShape);
        }
        // Half-edges: exactly one city (by its side) or field each.
        for half in Half::ALL.into_iter().filter(|_| !abbey) {
            let mut claimants = self
                .cities
                .iter()
                .enumerate()
                .filter(|(_, c)| c.sides.contains(half.side()))
                .map(|(i, _)| city(i))
                .chain(
                    self.fields
                        .iter()
                        .enumerate()
                        .filter(|(_, f)| f.halves.contains(half))
                        .map(|(i, _)| field(i)),
                );
            match (claimants.next(), claimants.next()) {
                // On a tile of the Count's city an unclaimed half-edge
                // lies in the city of Carcassonne.
                (None, _) if self.quarter.is_some() => {}
                (None, _) => errors.push(GeometryError::HalfUnclaimed { half }),
                (Some(first), Some(second)) => errors.push(GeometryError::HalfClaimedTwice {
                    half,
                    first,
                    second,
                }),
                (Some(_), None) => {}
            }
        }

        // Road and river ends. A road forks when it says so (`fork = true`,
        // three or four sides); a river forks by reaching three (River II).
        let linear = (self.roads.iter().enumerate())
            .map(|(i, r)| (road(i), r.sides, r.end.map(Some), r.fork))
            .chain(
                self.rivers
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (river(i), r.sides, r.end.map(|_| None), r.sides.len() == 3)),
            );
        for (feature, sides, end, fork) in linear {
            if fork && sides.len() < 3 {
                errors.push(GeometryError::ForkWithoutBranches { feature });
            }
            match sides.len() {
                0 => {}
                1 if end.is_none() => errors.push(GeometryError::DanglingEnd { feature }),
                1 => {
                    let target_missing = match end.flatten() {
                        Some(RoadEnd::Cloister) => !self.cloister,
                        // The city of Carcassonne has gates too.
                        Some(RoadEnd::City) => self.cities.is_empty() && self.quarter.is_none(),
                        Some(RoadEnd::Volcano) => !self.is_volcano(),
                        Some(RoadEnd::Tower) => !self.has_tower(),
                        Some(RoadEnd::Fair) => !self.is_fair(),
                        Some(RoadEnd::Village | RoadEnd::House) | None => false,
                    };
                    if target_missing {
                        errors.push(GeometryError::EndWithoutTarget {
                            feature,
                            end: end.flatten().expect("checked above"),
                        });
                    }
                }
                2 if end.is_some() => errors.push(GeometryError::EndOnThrough { feature }),
                2 => {}
                3 | 4 if fork && end.is_some() => {
                    errors.push(GeometryError::EndOnThrough { feature });
                }
                3 | 4 if fork => {}
                _ => errors.push(GeometryError::TooManySides { feature }),
            }
        }

        // Field–city borders.
        for (i, f) in self.fields.iter().enumerate() {
            for &c in &f.cities {
                if self.cities.get(c).is_none() {
                    errors.push(GeometryError::UnknownCity {
                        feature: field(i),
                        city: c,
                    });
                    continue;
                }
                // A field shares a wall with a city unless a road, river or
                // other city running across the tile lies between them; a
                // field enclosed by cities (no half-edge) touches what it
                // names.
                let beside = f.halves.is_empty() || !self.walled_off(f, c);
                if !beside {
                    errors.push(GeometryError::FieldNotBesideCity {
                        feature: field(i),
                        city: c,
                    });
                }
            }
        }

        if self.is_shrine() && !self.cloister {
            errors.push(GeometryError::ShrineWithoutCloister);
        }

        self.check_bridges(&mut errors);
        self.check_tunnels(&mut errors);

        let count = self.feature_count();
        if count > crate::face::MAX_LOCAL {
            errors.push(GeometryError::TooManyFeatures {
                count,
                max: crate::face::MAX_LOCAL,
            });
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::HalfSet;
    use crate::tile::tests::{halves, sides, start_tile};

    #[test]
    fn half_claimed_twice_is_reported() {
        let mut t = start_tile();
        t.fields[1].halves.insert(Half::Ene);
        let errs = t.validate();
        assert!(errs.iter().any(|e| matches!(
            e,
            GeometryError::HalfClaimedTwice {
                half: Half::Ene,
                ..
            }
        )));
    }

    #[test]
    fn field_on_a_city_side_is_a_double_claim() {
        let mut t = start_tile();
        t.fields[0].halves.insert(Half::Nnw);
        assert!(t.validate().iter().any(|e| matches!(
            e,
            GeometryError::HalfClaimedTwice {
                half: Half::Nnw,
                ..
            }
        )));
    }

    #[test]
    fn unclaimed_half_is_reported() {
        let mut t = start_tile();
        t.fields[1].halves = halves(&[Half::Ese, Half::Sse, Half::Ssw]);
        assert_eq!(
            t.validate(),
            vec![GeometryError::HalfUnclaimed { half: Half::Wsw }]
        );
    }

    #[test]
    fn edge_mismatch_is_reported() {
        let mut t = start_tile();
        t.edges[2] = Terrain::Road;
        assert_eq!(
            t.validate(),
            vec![GeometryError::EdgeMismatch {
                side: Side::S,
                stated: Terrain::Road,
                implied: Terrain::Field
            }]
        );
    }

    #[test]
    fn dangling_road_is_reported() {
        let mut t = start_tile();
        t.roads[0].sides = sides(&[Side::E]);
        t.edges[3] = Terrain::Field;
        let errs = t.validate();
        assert!(errs.contains(&GeometryError::DanglingEnd {
            feature: FeatureRef {
                ty: FeatureType::Road,
                index: 0
            }
        }));
    }

    #[test]
    fn road_ending_at_a_missing_cloister_is_reported() {
        let mut t = start_tile();
        t.roads[0].sides = sides(&[Side::E]);
        t.roads[0].end = Some(RoadEnd::Cloister);
        t.edges[3] = Terrain::Field;
        assert!(
            t.validate()
                .iter()
                .any(|e| matches!(e, GeometryError::EndWithoutTarget { .. }))
        );
    }

    #[test]
    fn unknown_and_distant_cities_are_reported() {
        let mut t = start_tile();
        t.fields[1].cities = vec![3];
        assert!(
            t.validate()
                .iter()
                .any(|e| matches!(e, GeometryError::UnknownCity { city: 3, .. }))
        );
        let mut t = start_tile();
        t.fields[1].cities = vec![0];
        assert!(
            t.validate()
                .iter()
                .any(|e| matches!(e, GeometryError::FieldNotBesideCity { city: 0, .. }))
        );
    }

    #[test]
    fn more_features_than_the_engine_plays_is_reported_and_not_compiled() {
        let mut t = start_tile();
        let field = t.fields[1].clone();
        t.fields.extend(std::iter::repeat_n(field, 15));
        assert_eq!(t.feature_count(), 19);
        let errors = t.validate();
        assert!(errors.contains(&GeometryError::TooManyFeatures { count: 19, max: 16 }));
        assert_eq!(
            crate::face::KindTable::new(vec![start_tile(), t])
                .unwrap_err()
                .to_string(),
            "tile kind `D`: the tile has 19 features (cities, roads, fields, rivers and cloister), more than the 16 a tile may have"
        );
    }

    #[test]
    fn an_inner_field_enclosed_by_cities_has_no_half_edges() {
        let mut t = start_tile();
        t.fields.push(crate::tile::FieldSegment {
            halves: HalfSet::EMPTY,
            cities: vec![0],
            herd: false,
        });
        assert_eq!(t.validate(), vec![]);
        t.fields[2].cities.clear();
        assert!(matches!(t.validate()[0], GeometryError::Empty { .. }));
    }

    #[test]
    fn a_road_ends_at_a_volcano_or_tower_only_on_a_tile_with_one() {
        for (end, symbol) in [(RoadEnd::Volcano, "volcano"), (RoadEnd::Tower, "tower")] {
            let mut t = start_tile();
            t.roads[0].sides = sides(&[Side::E]);
            t.roads[0].end = Some(end);
            t.edges[3] = Terrain::Field;
            t.fields[0].halves = halves(&[Half::Ene, Half::Wnw, Half::Wsw]);
            t.fields[1].halves = halves(&[Half::Ese, Half::Sse, Half::Ssw]);
            assert_eq!(
                t.validate(),
                vec![GeometryError::EndWithoutTarget {
                    feature: FeatureRef {
                        ty: FeatureType::Road,
                        index: 0
                    },
                    end
                }]
            );
            t.symbols = vec![symbol.into()];
            assert_eq!(t.validate(), vec![], "{symbol}");
        }
    }

    /// The fork of River II: a river W, N and E, a field in each corner
    /// between its arms and one along S.
    fn fork() -> TileKind {
        use Half::*;
        let mut t = start_tile();
        t.edges = [
            Terrain::Water,
            Terrain::Water,
            Terrain::Field,
            Terrain::Water,
        ];
        t.cities.clear();
        t.roads.clear();
        t.rivers = vec![crate::tile::RiverSegment {
            sides: sides(&[Side::W, Side::N, Side::E]),
            end: None,
        }];
        let field = |h: &[Half]| crate::tile::FieldSegment {
            halves: halves(h),
            cities: vec![],
            herd: false,
        };
        t.fields = vec![
            field(&[Wnw, Nnw]),
            field(&[Nne, Ene]),
            field(&[Ese, Sse, Ssw, Wsw]),
        ];
        t
    }

    #[test]
    fn a_river_forks_to_three_sides_and_no_more() {
        assert_eq!(fork().validate(), vec![]);
        assert!(fork().is_fork());
        let river = FeatureRef {
            ty: FeatureType::River,
            index: 0,
        };
        let mut t = fork();
        t.rivers[0].end = Some(crate::tile::RiverEnd::Lake);
        assert_eq!(
            t.validate(),
            vec![GeometryError::EndOnThrough { feature: river }]
        );
        let mut t = fork();
        t.rivers[0].sides.insert(Side::S);
        t.edges[2] = Terrain::Water;
        t.fields[2].halves = halves(&[Half::Ese, Half::Sse]);
        t.fields.push(crate::tile::FieldSegment {
            halves: halves(&[Half::Ssw, Half::Wsw]),
            cities: vec![],
            herd: false,
        });
        assert_eq!(
            t.validate(),
            vec![GeometryError::TooManySides { feature: river }]
        );
        // A road never forks.
        let mut t = fork();
        t.roads = t
            .rivers
            .drain(..)
            .map(|r| crate::tile::RoadSegment {
                sides: r.sides,
                ..Default::default()
            })
            .collect();
        t.edges = [Terrain::Road, Terrain::Road, Terrain::Field, Terrain::Road];
        let road = FeatureRef {
            ty: FeatureType::Road,
            index: 0,
        };
        assert_eq!(
            t.validate(),
            vec![GeometryError::TooManySides { feature: road }]
        );
    }

    #[test]
    fn a_quarter_kind_leaves_half_edges_to_carcassonne() {
        // A road from W ending at the city of Carcassonne, which fills the
        // tile's SE corner; a field north of the road, another south.
        use Half::*;
        let mut t = start_tile();
        t.cities.clear();
        t.roads = vec![crate::tile::RoadSegment {
            sides: sides(&[Side::W]),
            end: Some(RoadEnd::City),
            ..Default::default()
        }];
        t.fields[0].halves = halves(&[Wnw, Nnw, Nne, Ene]);
        t.fields[0].cities.clear();
        t.fields[1].halves = halves(&[Wsw, Ssw]);
        t.edges = [
            Terrain::Field,
            Terrain::Field,
            Terrain::Field,
            Terrain::Road,
        ];
        let errors = t.validate();
        assert!(errors.contains(&GeometryError::HalfUnclaimed { half: Ese }));
        assert!(
            errors
                .iter()
                .any(|e| matches!(e, GeometryError::EndWithoutTarget { .. }))
        );
        t.quarter = Some(crate::tile::Quarter::Cathedral);
        assert_eq!(t.validate(), vec![]);
        // A side all in Carcassonne shows city.
        t.fields[1].halves = halves(&[Wsw]);
        assert_eq!(
            t.validate(),
            vec![GeometryError::EdgeMismatch {
                side: Side::S,
                stated: Terrain::Field,
                implied: Terrain::City
            }]
        );
        t.edges[2] = Terrain::City;
        assert_eq!(t.validate(), vec![]);
    }

    #[test]
    fn a_road_ends_at_a_fair_only_on_a_tile_with_one() {
        let mut t = start_tile();
        t.roads[0].sides = sides(&[Side::E]);
        t.roads[0].end = Some(RoadEnd::Fair);
        t.edges[3] = Terrain::Field;
        t.fields[0].halves = halves(&[Half::Ene, Half::Wnw, Half::Wsw]);
        t.fields[1].halves = halves(&[Half::Ese, Half::Sse, Half::Ssw]);
        assert!(matches!(
            t.validate()[..],
            [GeometryError::EndWithoutTarget {
                end: RoadEnd::Fair,
                ..
            }]
        ));
        t.symbols = vec!["fair".into()];
        assert_eq!(t.validate(), vec![]);
    }

    #[test]
    fn a_shrine_is_a_cloister() {
        let mut t = start_tile();
        t.symbols = vec!["shrine".into()];
        assert_eq!(t.validate(), vec![GeometryError::ShrineWithoutCloister]);
        t.cloister = true;
        assert_eq!(t.validate(), vec![]);
        assert!(t.is_shrine());
    }

    /// A road forking N, E and W with three fields, as on the fork of
    /// Abbey & Mayor.
    fn fork_tile(fork: bool) -> TileKind {
        let mut t = start_tile();
        t.edges = [Terrain::Road, Terrain::Road, Terrain::Field, Terrain::Road];
        t.cities.clear();
        t.roads[0].sides = sides(&[Side::N, Side::E, Side::W]);
        t.roads[0].fork = fork;
        t.fields = vec![
            crate::tile::FieldSegment {
                halves: halves(&[Half::Wnw, Half::Nnw]),
                cities: vec![],
                herd: false,
            },
            crate::tile::FieldSegment {
                halves: halves(&[Half::Nne, Half::Ene]),
                cities: vec![],
                herd: false,
            },
            crate::tile::FieldSegment {
                halves: halves(&[Half::Ese, Half::Sse, Half::Ssw, Half::Wsw]),
                cities: vec![],
                herd: false,
            },
        ];
        t
    }

    #[test]
    fn a_road_reaches_three_sides_only_when_it_forks() {
        let road = FeatureRef {
            ty: FeatureType::Road,
            index: 0,
        };
        assert_eq!(
            fork_tile(false).validate(),
            vec![GeometryError::TooManySides { feature: road }]
        );
        assert_eq!(fork_tile(true).validate(), vec![]);
        let mut t = fork_tile(true);
        t.roads[0].end = Some(RoadEnd::Village);
        assert_eq!(
            t.validate(),
            vec![GeometryError::EndOnThrough { feature: road }]
        );
        let mut t = start_tile();
        t.roads[0].fork = true;
        assert_eq!(
            t.validate(),
            vec![GeometryError::ForkWithoutBranches { feature: road }]
        );
    }

    #[test]
    fn a_cloister_may_stand_in_a_city() {
        // The cloister in the city of Princess & Dragon: a city on N, E and
        // W, the field on S, the cloister in the middle.
        let mut t = start_tile();
        t.edges = [Terrain::City, Terrain::City, Terrain::Field, Terrain::City];
        t.cities[0].sides = sides(&[Side::N, Side::E, Side::W]);
        t.roads.clear();
        t.fields = vec![crate::tile::FieldSegment {
            halves: halves(&[Half::Sse, Half::Ssw]),
            cities: vec![0],
            herd: false,
        }];
        t.cloister = true;
        assert_eq!(t.validate(), vec![]);
        assert_eq!(t.feature_count(), 3);
    }
}
