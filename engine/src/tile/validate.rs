//! Checks of a tile kind's geometry: every way its features, sides and
//! half-edges can contradict each other.

use std::fmt;

use super::{FeatureRef, FeatureType, RoadEnd, Terrain, TileKind};
use crate::geom::{Half, Side};

/// Something that makes a tile kind's geometry impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeometryError {
    /// Two features claim the same half-edge.
    HalfClaimedTwice {
        /// The half-edge.
        half: Half,
        /// The first claimant.
        first: FeatureRef,
        /// The second claimant.
        second: FeatureRef,
    },
    /// No feature claims a half-edge.
    HalfUnclaimed {
        /// The half-edge.
        half: Half,
    },
    /// Two city, road or river segments reach the same side.
    SideClaimedTwice {
        /// The side.
        side: Side,
        /// The first claimant.
        first: FeatureRef,
        /// The second claimant.
        second: FeatureRef,
    },
    /// The stated edge terrain is not what the features touching it make.
    EdgeMismatch {
        /// The side.
        side: Side,
        /// What the `edges` list says.
        stated: Terrain,
        /// What the features make it.
        implied: Terrain,
    },
    /// A feature reaches no side or half-edge at all.
    Empty {
        /// The feature.
        feature: FeatureRef,
    },
    /// A road or river reaching one side has nothing to stop it.
    DanglingEnd {
        /// The road or river.
        feature: FeatureRef,
    },
    /// A road or river reaching two sides also names an end.
    EndOnThrough {
        /// The road or river.
        feature: FeatureRef,
    },
    /// A road or river reaches more than two sides.
    TooManySides {
        /// The road or river.
        feature: FeatureRef,
    },
    /// A road ends at a cloister or city that the tile does not have.
    EndWithoutTarget {
        /// The road.
        feature: FeatureRef,
        /// What it claims to end at.
        end: RoadEnd,
    },
    /// A field names a city segment index that does not exist.
    UnknownCity {
        /// The field.
        feature: FeatureRef,
        /// The index it names.
        city: usize,
    },
    /// A field claims to border a city segment it cannot touch: a road or
    /// river running through the tile, or another city reaching two or
    /// more sides, lies between the field's half-edges and the city.
    FieldNotBesideCity {
        /// The field.
        feature: FeatureRef,
        /// The city segment.
        city: usize,
    },
    /// Two roads cross (one runs N–S, the other E–W) and neither is on a
    /// bridge: roads that meet must end at a village instead.
    RoadsCross {
        /// The first road.
        first: FeatureRef,
        /// The second road.
        second: FeatureRef,
    },
    /// A road is on a bridge but crosses no other road.
    BridgeOverNothing {
        /// The road.
        feature: FeatureRef,
    },
    /// The kind has more features than the engine can play (see
    /// [`MAX_LOCAL`](crate::face::MAX_LOCAL)).
    TooManyFeatures {
        /// Its cities, roads, fields, rivers and cloister.
        count: usize,
        /// The most a kind may have.
        max: usize,
    },
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeometryError::HalfClaimedTwice {
                half,
                first,
                second,
            } => write!(
                f,
                "half-edge {half} is claimed by both {first} and {second}"
            ),
            GeometryError::HalfUnclaimed { half } => {
                write!(f, "half-edge {half} belongs to no city or field")
            }
            GeometryError::SideClaimedTwice {
                side,
                first,
                second,
            } => write!(f, "side {side} is reached by both {first} and {second}"),
            GeometryError::EdgeMismatch {
                side,
                stated,
                implied,
            } => write!(
                f,
                "edge {side} is stated as {stated}, but the features make it {implied}"
            ),
            GeometryError::Empty { feature } => write!(f, "{feature} reaches no edge"),
            GeometryError::DanglingEnd { feature } => {
                write!(f, "{feature} reaches one side and has nothing to stop it")
            }
            GeometryError::EndOnThrough { feature } => write!(
                f,
                "{feature} runs through two sides, so it cannot also end on this tile"
            ),
            GeometryError::TooManySides { feature } => {
                write!(f, "{feature} reaches more than two sides")
            }
            GeometryError::EndWithoutTarget { feature, end } => write!(
                f,
                "{feature} ends at a {}, but the tile has none",
                end.name()
            ),
            GeometryError::UnknownCity { feature, city } => {
                write!(
                    f,
                    "{feature} borders city #{}, which does not exist",
                    city + 1
                )
            }
            GeometryError::FieldNotBesideCity { feature, city } => write!(
                f,
                "{feature} is said to border city #{}, but a road, river or city lies between them",
                city + 1
            ),
            GeometryError::RoadsCross { first, second } => {
                write!(f, "{first} and {second} cross, but neither is on a bridge")
            }
            GeometryError::BridgeOverNothing { feature } => {
                write!(f, "{feature} is on a bridge, but crosses no other road")
            }
            GeometryError::TooManyFeatures { count, max } => write!(
                f,
                "the tile has {count} features (cities, roads, fields, rivers and cloister), more than the {max} a tile may have"
            ),
        }
    }
}

impl GeometryError {
    /// The feature the error is about, when there is one.
    pub fn feature(&self) -> Option<FeatureRef> {
        match self {
            GeometryError::HalfClaimedTwice { second, .. }
            | GeometryError::SideClaimedTwice { second, .. } => Some(*second),
            GeometryError::Empty { feature }
            | GeometryError::DanglingEnd { feature }
            | GeometryError::EndOnThrough { feature }
            | GeometryError::TooManySides { feature }
            | GeometryError::EndWithoutTarget { feature, .. }
            | GeometryError::UnknownCity { feature, .. }
            | GeometryError::FieldNotBesideCity { feature, .. }
            | GeometryError::BridgeOverNothing { feature } => Some(*feature),
            GeometryError::RoadsCross { second, .. } => Some(*second),
            GeometryError::HalfUnclaimed { .. }
            | GeometryError::EdgeMismatch { .. }
            | GeometryError::TooManyFeatures { .. } => None,
        }
    }

    /// A short hint on how to mend the data.
    pub fn hint(&self) -> &'static str {
        match self {
            GeometryError::HalfClaimedTwice { .. } => {
                "each half-edge belongs to exactly one field, or to the city whose side it is on; remove it from one of the two"
            }
            GeometryError::HalfUnclaimed { .. } => {
                "add the half-edge to the field that touches it, or make its side part of a city"
            }
            GeometryError::SideClaimedTwice { .. } => {
                "a side carries at most one city, road or river segment"
            }
            GeometryError::EdgeMismatch { .. } => {
                "make `edges` agree with the features: C where a city reaches the side, R for a road, W for a river, F otherwise"
            }
            GeometryError::Empty { .. } => {
                "give the feature at least one side or half-edge, or remove it"
            }
            GeometryError::DanglingEnd { .. } => {
                "a road must end at a village, cloister, city or house (`end = \"village\"`), a river at a spring or lake"
            }
            GeometryError::EndOnThrough { .. } => {
                "remove `end`, or let the segment reach only one side"
            }
            GeometryError::TooManySides { .. } => {
                "split it into one segment per side, each ending at a village (a crossing)"
            }
            GeometryError::EndWithoutTarget { .. } => {
                "add the cloister or city to the tile, or end the road at a village"
            }
            GeometryError::UnknownCity { .. } | GeometryError::FieldNotBesideCity { .. } => {
                "list in `cities` only the city segments this field shares a wall with on this tile"
            }
            GeometryError::RoadsCross { .. } => {
                "put one of the two roads on a bridge (`bridge = true`), or split the roads into four ending at a village"
            }
            GeometryError::BridgeOverNothing { .. } => {
                "remove `bridge = true`: only a road running across another road (N–S over E–W) is on a bridge"
            }
            GeometryError::TooManyFeatures { .. } => {
                "a tile has at most one city, road or river per side, one field per half-edge and one cloister; merge or remove features"
            }
        }
    }
}

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
            let implied = side_owner[side.index()].map_or(Terrain::Field, |(_, t)| t);
            if implied != self.edge(side) {
                errors.push(GeometryError::EdgeMismatch {
                    side,
                    stated: self.edge(side),
                    implied,
                });
            }
        }

        // Half-edges: exactly one city (by its side) or field each.
        for half in Half::ALL {
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
                (None, _) => errors.push(GeometryError::HalfUnclaimed { half }),
                (Some(first), Some(second)) => errors.push(GeometryError::HalfClaimedTwice {
                    half,
                    first,
                    second,
                }),
                (Some(_), None) => {}
            }
        }

        // Road and river ends.
        let linear = (self.roads.iter().enumerate())
            .map(|(i, r)| (road(i), r.sides, r.end.map(Some)))
            .chain(
                self.rivers
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (river(i), r.sides, r.end.map(|_| None))),
            );
        for (feature, sides, end) in linear {
            match sides.len() {
                0 => {}
                1 if end.is_none() => errors.push(GeometryError::DanglingEnd { feature }),
                1 => {
                    let target_missing = match end.flatten() {
                        Some(RoadEnd::Cloister) => !self.cloister,
                        Some(RoadEnd::City) => self.cities.is_empty(),
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

        self.check_bridges(&mut errors);

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
        });
        assert_eq!(t.validate(), vec![]);
        t.fields[2].cities.clear();
        assert!(matches!(t.validate()[0], GeometryError::Empty { .. }));
    }
}
