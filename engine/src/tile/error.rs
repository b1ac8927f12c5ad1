//! The errors of a tile kind's geometry: every way its features, sides
//! and half-edges can contradict each other, each with a hint.

use std::fmt;

use super::{FeatureRef, FeatureType, RoadEnd, Terrain};
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
    /// A road or river reaching two sides (or a river forking to three)
    /// also names an end.
    EndOnThrough {
        /// The road or river.
        feature: FeatureRef,
    },
    /// A road reaches more than two sides without `fork = true`, or a
    /// river more than three (three is River II's fork).
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
    /// A road runs through the tile across a city that also runs through
    /// it (N–S under E–W), and is not in a tunnel: one of the two would
    /// cut the other.
    RoadThroughCity {
        /// The road.
        road: FeatureRef,
        /// The city segment it crosses.
        city: FeatureRef,
    },
    /// A road is in a tunnel (`tunnel = true`) but passes under no city.
    TunnelUnderNothing {
        /// The road.
        feature: FeatureRef,
    },
    /// An abbey tile (symbol `abbey`) is a cloister and nothing else: its
    /// four sides close whatever they touch.
    AbbeyShape,
    /// A road forks (`fork = true`) but reaches fewer than three sides.
    ForkWithoutBranches {
        /// The road.
        feature: FeatureRef,
    },
    /// The kind carries the `shrine` symbol but has no cloister: a shrine
    /// is a cloister of the cult (`cloister = true`).
    ShrineWithoutCloister,
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
                "{feature} runs through the tile, so it cannot also end on it"
            ),
            GeometryError::TooManySides { feature } if feature.ty == FeatureType::River => {
                write!(f, "{feature} reaches more than three sides")
            }
            GeometryError::TooManySides { feature } => {
                write!(f, "{feature} reaches more than two sides")
            }
            GeometryError::ForkWithoutBranches { feature } => write!(
                f,
                "{feature} forks (`fork = true`), but reaches fewer than three sides"
            ),
            GeometryError::ShrineWithoutCloister => write!(
                f,
                "the tile has the `shrine` symbol, but no cloister (`cloister = true`)"
            ),
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
            GeometryError::RoadThroughCity { road, city } => write!(
                f,
                "{road} runs across {city}, but is not in a tunnel under it"
            ),
            GeometryError::TunnelUnderNothing { feature } => {
                write!(f, "{feature} is in a tunnel, but passes under no city")
            }
            GeometryError::AbbeyShape => write!(
                f,
                "an abbey tile must have a cloister and no city, road, river or field, with edges FFFF"
            ),
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
            | GeometryError::ForkWithoutBranches { feature }
            | GeometryError::EndWithoutTarget { feature, .. }
            | GeometryError::UnknownCity { feature, .. }
            | GeometryError::FieldNotBesideCity { feature, .. }
            | GeometryError::BridgeOverNothing { feature }
            | GeometryError::TunnelUnderNothing { feature }
            | GeometryError::RoadThroughCity { road: feature, .. } => Some(*feature),
            GeometryError::RoadsCross { second, .. } => Some(*second),
            GeometryError::HalfUnclaimed { .. }
            | GeometryError::EdgeMismatch { .. }
            | GeometryError::AbbeyShape
            | GeometryError::ShrineWithoutCloister
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
                "add the half-edge to the field that touches it, or make its side part of a city (only a tile of the Count's city, with a `quarter`, leaves half-edges to the city of Carcassonne)"
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
                "a road must end at a village, cloister, city, house, volcano, tower or fair (`end = \"village\"`), a river at a spring or lake"
            }
            GeometryError::EndOnThrough { .. } => {
                "remove `end`, or let the segment reach only one side"
            }
            GeometryError::TooManySides { .. } => {
                "split it into one segment per side, each ending at a village (a crossing); a road that runs on in three or four directions says `fork = true`; a river forks to three sides at most"
            }
            GeometryError::ForkWithoutBranches { .. } => {
                "remove `fork = true`: only a road reaching three or four sides forks"
            }
            GeometryError::ShrineWithoutCloister => {
                "add `cloister = true`: a shrine is the cult's cloister, scored like one"
            }
            GeometryError::EndWithoutTarget { .. } => {
                "add what it ends at to the tile (the cloister, a city, or the `volcano`, `tower` or `fair` symbol), or end the road at a village"
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
            GeometryError::RoadThroughCity { .. } => {
                "put the road in a tunnel under the city (`tunnel = true`), or end it at the city's gate (`end = \"city\"`)"
            }
            GeometryError::TunnelUnderNothing { .. } => {
                "remove `tunnel = true`: only a road running across a city (N–S under E–W) is in a tunnel"
            }
            GeometryError::AbbeyShape => {
                "give the abbey `edges = \"FFFF\"`, `cloister = true` and no cities, roads, rivers or fields"
            }
            GeometryError::TooManyFeatures { .. } => {
                "a tile has at most one city, road or river per side, one field per half-edge and one cloister; merge or remove features"
            }
        }
    }
}
