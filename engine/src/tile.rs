//! Tile kinds: the four edges and the features inside a tile.
//!
//! A [`TileKind`] is pure geometry plus a few flags. It is built by the data
//! layer from TOML and checked here by [`TileKind::validate`], which returns
//! every inconsistency it finds as a [`GeometryError`].

use std::fmt;

use crate::geom::{Half, HalfSet, Rotation, Side, SideSet};

/// What an edge of a tile shows, and so what the touching edge of a
/// neighbour must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Terrain {
    /// A city wall opening: continues a city.
    City,
    /// A road reaching the middle of the side, with field on either half.
    Road,
    /// Field on the whole side.
    Field,
    /// A river reaching the middle of the side, with field on either half.
    Water,
}

impl Terrain {
    /// The one-letter code used in data files and JSON: `C`, `R`, `F`, `W`.
    pub const fn letter(self) -> char {
        match self {
            Terrain::City => 'C',
            Terrain::Road => 'R',
            Terrain::Field => 'F',
            Terrain::Water => 'W',
        }
    }

    /// Parses a one-letter code.
    pub const fn from_letter(c: char) -> Option<Terrain> {
        match c {
            'C' => Some(Terrain::City),
            'R' => Some(Terrain::Road),
            'F' => Some(Terrain::Field),
            'W' => Some(Terrain::Water),
            _ => None,
        }
    }

    /// Lower-case English name, as used in diagnostics and feature ids.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::City => "city",
            Terrain::Road => "road",
            Terrain::Field => "field",
            Terrain::Water => "water",
        }
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A city segment: the part of a city drawn on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CitySegment {
    /// Sides where the segment opens onto the neighbour (both halves of each).
    pub sides: SideSet,
    /// Pennants (shields) drawn inside this segment.
    pub pennants: u8,
}

/// What stops a road that reaches only one side of its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RoadEnd {
    /// A crossing with a village or house: every road meeting it ends there.
    Village,
    /// The road ends at the cloister on this tile.
    Cloister,
    /// The road ends at a city gate on this tile.
    City,
}

impl RoadEnd {
    /// The name used in data files.
    pub const fn name(self) -> &'static str {
        match self {
            RoadEnd::Village => "village",
            RoadEnd::Cloister => "cloister",
            RoadEnd::City => "city",
        }
    }
}

/// A road segment: one piece of road on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoadSegment {
    /// Sides the road reaches (one or two).
    pub sides: SideSet,
    /// What stops the road on this tile, when it reaches only one side.
    pub end: Option<RoadEnd>,
}

/// Where a river begins or ends on its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RiverEnd {
    /// The spring: the river starts here.
    Spring,
    /// The lake: the river ends here.
    Lake,
}

impl RiverEnd {
    /// The name used in data files.
    pub const fn name(self) -> &'static str {
        match self {
            RiverEnd::Spring => "spring",
            RiverEnd::Lake => "lake",
        }
    }
}

/// A river segment on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RiverSegment {
    /// Sides the river reaches (one or two).
    pub sides: SideSet,
    /// Spring or lake, when the river reaches only one side.
    pub end: Option<RiverEnd>,
}

/// A field segment: one connected piece of field on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldSegment {
    /// Half-edges the field touches.
    pub halves: HalfSet,
    /// Indices into [`TileKind::cities`] of the city segments this field
    /// shares a wall with on this tile.
    pub cities: Vec<usize>,
}

/// The kinds of feature a tile can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FeatureType {
    /// A city segment.
    City,
    /// A road segment.
    Road,
    /// A field segment.
    Field,
    /// A river segment.
    River,
    /// The cloister.
    Cloister,
}

impl FeatureType {
    /// Lower-case English name, as used in data files and diagnostics.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureType::City => "city",
            FeatureType::Road => "road",
            FeatureType::Field => "field",
            FeatureType::River => "river",
            FeatureType::Cloister => "cloister",
        }
    }
}

/// One feature of a tile kind: its type and its index in that type's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FeatureRef {
    /// Which list.
    pub ty: FeatureType,
    /// Index in that list (0 for the cloister).
    pub index: usize,
}

impl fmt::Display for FeatureRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ty == FeatureType::Cloister {
            f.write_str("the cloister")
        } else {
            write!(f, "{} #{}", self.ty.name(), self.index + 1)
        }
    }
}

/// A kind of land tile: its edges, features and symbols, in the orientation
/// it is drawn in.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TileKind {
    /// Stable id, unique across all tile sets (`D`, `river-spring`, …).
    pub id: String,
    /// Terrain of the N, E, S and W edges.
    pub edges: [Terrain; 4],
    /// City segments.
    pub cities: Vec<CitySegment>,
    /// Road segments.
    pub roads: Vec<RoadSegment>,
    /// Field segments.
    pub fields: Vec<FieldSegment>,
    /// River segments.
    pub rivers: Vec<RiverSegment>,
    /// Whether a cloister stands in the middle of the tile.
    pub cloister: bool,
    /// Open-ended flags (inn, cathedral, goods, animals, …) that expansions
    /// give meaning to; the base rules ignore them.
    pub symbols: Vec<String>,
}

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
    /// A field claims to border a city segment it does not touch: no
    /// half-edge of the field is next to the city's sides.
    FieldNotBesideCity {
        /// The field.
        feature: FeatureRef,
        /// The city segment.
        city: usize,
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
                "{feature} is said to border city #{}, but none of its half-edges is next to it",
                city + 1
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
            | GeometryError::FieldNotBesideCity { feature, .. } => Some(*feature),
            GeometryError::HalfUnclaimed { .. } | GeometryError::EdgeMismatch { .. } => None,
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
                "a road must end at a village, cloister or city (`end = \"village\"`), a river at a spring or lake"
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
        }
    }
}

impl TileKind {
    /// The terrain of side `side`.
    pub fn edge(&self, side: Side) -> Terrain {
        self.edges[side.index()]
    }

    /// The edges as four letters, N E S W (`CRFR` for the start tile).
    pub fn edge_letters(&self) -> String {
        self.edges.iter().map(|t| t.letter()).collect()
    }

    /// The same kind turned clockwise by `r`.
    pub fn rotated(&self, r: Rotation) -> TileKind {
        let mut edges = self.edges;
        for s in Side::ALL {
            edges[s.rotated(r).index()] = self.edges[s.index()];
        }
        TileKind {
            id: self.id.clone(),
            edges,
            cities: self
                .cities
                .iter()
                .map(|c| CitySegment {
                    sides: c.sides.rotated(r),
                    pennants: c.pennants,
                })
                .collect(),
            roads: self
                .roads
                .iter()
                .map(|x| RoadSegment {
                    sides: x.sides.rotated(r),
                    end: x.end,
                })
                .collect(),
            fields: self
                .fields
                .iter()
                .map(|x| FieldSegment {
                    halves: x.halves.rotated(r),
                    cities: x.cities.clone(),
                })
                .collect(),
            rivers: self
                .rivers
                .iter()
                .map(|x| RiverSegment {
                    sides: x.sides.rotated(r),
                    end: x.end,
                })
                .collect(),
            cloister: self.cloister,
            symbols: self.symbols.clone(),
        }
    }

    /// Total pennants over all city segments.
    pub fn pennants(&self) -> u32 {
        self.cities.iter().map(|c| u32::from(c.pennants)).sum()
    }

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
                    .map(|(i, f)| (field(i), f.halves.is_empty())),
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
                        Some(RoadEnd::Village) | None => false,
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
                let Some(segment) = self.cities.get(c) else {
                    errors.push(GeometryError::UnknownCity {
                        feature: field(i),
                        city: c,
                    });
                    continue;
                };
                // A field that shares a wall with a city reaches a
                // half-edge at a corner of one of the city's sides.
                let beside = f.halves.iter().any(|h| {
                    let idx = h.index();
                    let prev = Half::from_index(idx + 7).side();
                    let next = Half::from_index(idx + 1).side();
                    segment.sides.contains(prev) || segment.sides.contains(next)
                });
                if !beside {
                    errors.push(GeometryError::FieldNotBesideCity {
                        feature: field(i),
                        city: c,
                    });
                }
            }
        }
        errors
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn sides(list: &[Side]) -> SideSet {
        list.iter().copied().collect()
    }

    fn halves(list: &[Half]) -> HalfSet {
        list.iter().copied().collect()
    }

    /// The start tile: city on N, road E–W.
    pub(crate) fn start_tile() -> TileKind {
        use Half::*;
        TileKind {
            id: "D".into(),
            edges: [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Road],
            cities: vec![CitySegment {
                sides: sides(&[Side::N]),
                pennants: 0,
            }],
            roads: vec![RoadSegment {
                sides: sides(&[Side::E, Side::W]),
                end: None,
            }],
            fields: vec![
                FieldSegment {
                    halves: halves(&[Ene, Wnw]),
                    cities: vec![0],
                },
                FieldSegment {
                    halves: halves(&[Ese, Sse, Ssw, Wsw]),
                    cities: vec![],
                },
            ],
            rivers: vec![],
            cloister: false,
            symbols: vec![],
        }
    }

    #[test]
    fn start_tile_is_valid() {
        assert_eq!(start_tile().validate(), vec![]);
        assert_eq!(start_tile().edge_letters(), "CRFR");
    }

    #[test]
    fn rotation_moves_edges_and_features() {
        let t = start_tile().rotated(Rotation::R90);
        assert_eq!(t.edge_letters(), "RCRF");
        assert!(t.cities[0].sides.contains(Side::E));
        assert!(t.fields[0].halves.contains(Half::Nne));
        assert!(t.fields[0].halves.contains(Half::Sse));
        assert_eq!(t.validate(), vec![]);
        let back = t.rotated(Rotation::R270);
        assert_eq!(back, start_tile());
    }

    #[test]
    fn every_rotation_stays_valid() {
        for r in Rotation::ALL {
            assert!(start_tile().rotated(r).validate().is_empty());
        }
    }

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
}
