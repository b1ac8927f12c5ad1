//! Feature specs: how a board file names a feature of the tile placed in a
//! turn (`city@N`, `road@E`, `field@NNW`, `cloister`), or an already
//! resolved [`FeatureRef`] (the browser's examples), and their resolution
//! against the tile's face in board orientation.
//!
//! Parsing and resolving are pure and report typed errors
//! ([`FeatureSpecError`]); the caller turns them into text (see
//! [`crate::message`]).

use std::str::FromStr;

use crate::face::Face;
use crate::geom::{Half, Side};
use crate::tile::{FeatureRef, FeatureType};

/// Where on a tile a spec points: a side (`N`) or a half-edge (`NNW`), in
/// board orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A whole side.
    Side(Side),
    /// A half-edge (fields).
    Half(Half),
}

impl Place {
    /// `N` … `W` or `NNW` … `WNW`, as written in board files.
    pub const fn name(self) -> &'static str {
        match self {
            Place::Side(s) => s.name(),
            Place::Half(h) => h.name(),
        }
    }

    /// Parses a side or a half-edge name.
    pub fn parse(s: &str) -> Option<Place> {
        Side::parse(s)
            .map(Place::Side)
            .or_else(|| Half::parse(s).map(Place::Half))
    }
}

/// Which feature of a tile a follower goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FeatureSpec {
    /// A feature type, and where when the tile has several of it.
    Named {
        /// The feature's type.
        ty: FeatureType,
        /// The side or half-edge it touches, if given.
        at: Option<Place>,
    },
    /// A feature already resolved (it is checked when the follower goes
    /// on it).
    Ref(FeatureRef),
}

/// Why a feature spec does not name a feature of the tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeatureSpecError {
    /// The part before `@` is not a feature type.
    UnknownType {
        /// What was written.
        name: String,
    },
    /// The part after `@` is not a side or half-edge.
    UnknownPlace {
        /// What was written.
        place: String,
    },
    /// The tile has no feature of that type.
    NoneOfType {
        /// The type asked for.
        ty: FeatureType,
    },
    /// The tile has several features of that type and the spec does not
    /// say which.
    Ambiguous {
        /// The type asked for.
        ty: FeatureType,
        /// How many the tile has.
        count: usize,
    },
    /// A field named by a side whose two halves touch different fields.
    SplitSide {
        /// The side.
        side: Side,
    },
    /// The tile has no feature of that type at that place.
    NotAt {
        /// The type asked for.
        ty: FeatureType,
        /// The place given.
        at: Place,
    },
}

/// A feature type by the name board files use (`farm` is a field).
fn feature_type(name: &str) -> Option<FeatureType> {
    match name {
        "city" => Some(FeatureType::City),
        "road" => Some(FeatureType::Road),
        "field" | "farm" => Some(FeatureType::Field),
        "cloister" => Some(FeatureType::Cloister),
        "river" => Some(FeatureType::River),
        _ => None,
    }
}

impl FromStr for FeatureSpec {
    type Err = FeatureSpecError;

    /// Parses `type` or `type@place`.
    fn from_str(spec: &str) -> Result<FeatureSpec, FeatureSpecError> {
        // `field.2`: the kind's third field in its data, whatever it
        // touches (a field no edge reaches has no other name).
        if let Some((name, index)) = spec.split_once('.')
            && !spec.contains('@')
        {
            let ty = feature_type(name).ok_or_else(|| FeatureSpecError::UnknownType {
                name: name.to_string(),
            })?;
            let index = (index.parse::<usize>().ok())
                .filter(|_| index.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| FeatureSpecError::UnknownPlace {
                    place: index.to_string(),
                })?;
            return Ok(FeatureSpec::Ref(FeatureRef { ty, index }));
        }
        let (name, at) = match spec.split_once('@') {
            Some((n, a)) => (n, Some(a)),
            None => (spec, None),
        };
        let ty = feature_type(name).ok_or_else(|| FeatureSpecError::UnknownType {
            name: name.to_string(),
        })?;
        let at = match at {
            None => None,
            Some(a) => Some(
                Place::parse(a).ok_or_else(|| FeatureSpecError::UnknownPlace {
                    place: a.to_string(),
                })?,
            ),
        };
        Ok(FeatureSpec::Named { ty, at })
    }
}

impl FeatureSpec {
    /// The type of feature it names.
    pub const fn ty(self) -> FeatureType {
        match self {
            FeatureSpec::Named { ty, .. } => ty,
            FeatureSpec::Ref(r) => r.ty,
        }
    }

    /// `("feature", "road")`: its type as a step's detail
    /// ([`StepKind::details`](crate::expansion::StepKind::details)); a
    /// feature known by its index names it too (`"road.1"`, the second
    /// road of its tile), so that a reader can tell apart two offers on
    /// one tile.
    pub const fn detail(self) -> (&'static str, &'static str) {
        match self {
            FeatureSpec::Ref(r) if r.index < INDEXED[0].len() => {
                ("feature", INDEXED[r.ty as usize][r.index])
            }
            _ => ("feature", self.ty().as_str()),
        }
    }

    /// The feature of `face` (a placed tile, board orientation) this spec
    /// names.
    pub fn resolve(self, face: &Face) -> Result<FeatureRef, FeatureSpecError> {
        let (ty, at) = match self {
            // A feature by its index must be one of the tile's (a step's
            // integers come from a page, and may name none).
            FeatureSpec::Ref(r) => {
                return match face.local(r) {
                    Some(_) => Ok(r),
                    None => Err(FeatureSpecError::NoneOfType { ty: r.ty }),
                };
            }
            FeatureSpec::Named { ty, at } => (ty, at),
        };
        let Some(at) = at else {
            let mut of_type = face.features.iter().filter(|f| f.feature.ty == ty);
            return match (of_type.next(), of_type.count()) {
                (Some(only), 0) => Ok(only.feature),
                (None, _) => Err(FeatureSpecError::NoneOfType { ty }),
                (Some(_), more) => Err(FeatureSpecError::Ambiguous {
                    ty,
                    count: more + 1,
                }),
            };
        };
        let local = match (at, ty) {
            (Place::Side(side), FeatureType::Field) => {
                let [h1, h2] = side.halves();
                match (face.field_at(h1), face.field_at(h2)) {
                    (Some(x), Some(y)) if x == y => Some(x),
                    (None, None) => None,
                    _ => return Err(FeatureSpecError::SplitSide { side }),
                }
            }
            (Place::Side(side), _) => face.feature_at(side),
            (Place::Half(h), FeatureType::Field) => face.field_at(h),
            (Place::Half(h), _) => face.feature_at(h.side()),
        };
        match local.map(|l| face.features[l as usize].feature) {
            Some(f) if f.ty == ty => Ok(f),
            _ => Err(FeatureSpecError::NotAt { ty, at }),
        }
    }
}

impl FeatureSpec {
    /// The shortest spec a board file can give for `feature` of `face` (a
    /// placed tile, board orientation): the type alone when the tile has
    /// one feature of it, else the type at the first side (N, E, S, W) or
    /// half-edge (NNW … WNW) that names it. `None` for a feature no place
    /// names (a field touching no edge).
    pub fn naming(face: &Face, feature: FeatureRef) -> Option<FeatureSpec> {
        let ty = feature.ty;
        let sides = Side::ALL.into_iter().map(Place::Side);
        let halves = Half::ALL.into_iter().map(Place::Half);
        std::iter::once(None)
            .chain(sides.chain(halves).map(Some))
            .map(|at| FeatureSpec::Named { ty, at })
            .find(|spec| spec.resolve(face) == Ok(feature))
            // A field no edge reaches: by its index (`field.2`).
            .or_else(|| face.local(feature).map(|_| FeatureSpec::Ref(feature)))
    }
}

impl std::fmt::Display for FeatureSpec {
    /// `type`, `type@place` or, by its index in the kind's data,
    /// `type.index`, as board files write it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FeatureSpec::Named { ty, at: None } => write!(f, "{ty}"),
            FeatureSpec::Named { ty, at: Some(at) } => write!(f, "{ty}@{}", at.name()),
            FeatureSpec::Ref(r) => write!(f, "{}.{}", r.ty, r.index),
        }
    }
}

/// `"<type>.<index>"` for the first features of each type of a tile, in
/// [`FeatureType::ALL`] order: [`FeatureSpec::detail`]'s static names.
const INDEXED: [[&str; 8]; 5] = [
    [
        "city.0", "city.1", "city.2", "city.3", "city.4", "city.5", "city.6", "city.7",
    ],
    [
        "road.0", "road.1", "road.2", "road.3", "road.4", "road.5", "road.6", "road.7",
    ],
    [
        "field.0", "field.1", "field.2", "field.3", "field.4", "field.5", "field.6", "field.7",
    ],
    [
        "river.0", "river.1", "river.2", "river.3", "river.4", "river.5", "river.6", "river.7",
    ],
    [
        "cloister.0",
        "cloister.1",
        "cloister.2",
        "cloister.3",
        "cloister.4",
        "cloister.5",
        "cloister.6",
        "cloister.7",
    ],
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testkit::*;
    use crate::geom::Rotation;

    #[test]
    fn a_feature_known_by_its_index_is_named_with_it_in_a_detail() {
        for ty in FeatureType::ALL {
            for (index, name) in INDEXED[ty as usize].iter().enumerate() {
                assert_eq!(*name, format!("{}.{index}", ty.as_str()));
                let spec = FeatureSpec::Ref(FeatureRef { ty, index });
                assert_eq!(spec.detail(), ("feature", *name));
            }
            let beyond = FeatureSpec::Ref(FeatureRef { ty, index: 8 });
            assert_eq!(beyond.detail(), ("feature", ty.as_str()));
            let named = FeatureSpec::Named { ty, at: None };
            assert_eq!(named.detail(), ("feature", ty.as_str()));
        }
    }

    fn on(kind: usize, spec: &str) -> Result<FeatureRef, FeatureSpecError> {
        let table = table();
        spec.parse::<FeatureSpec>()?
            .resolve(table.face(kind, Rotation::R0))
    }

    fn feature(ty: FeatureType, index: usize) -> FeatureRef {
        FeatureRef { ty, index }
    }

    #[test]
    fn specs_name_features_by_type_and_place() {
        assert_eq!(on(KE, "city"), Ok(city()));
        assert_eq!(on(KE, "city@N"), Ok(city()));
        assert_eq!(on(KU, "road@S"), Ok(road0()));
        assert_eq!(
            on(KU, "road@SSE"),
            Ok(road0()),
            "a half-edge names its side"
        );
        assert_eq!(on(KU, "field@NNE"), Ok(feature(FeatureType::Field, 0)));
        assert_eq!(on(KU, "farm@W"), Ok(feature(FeatureType::Field, 1)));
        assert_eq!(on(KB, "cloister"), Ok(feature(FeatureType::Cloister, 0)));
        let r = feature(FeatureType::Road, 7);
        assert_eq!(
            FeatureSpec::Ref(r).resolve(table().face(KB, Rotation::R0)),
            Err(FeatureSpecError::NoneOfType {
                ty: FeatureType::Road
            }),
            "a reference names one of the tile's features"
        );
    }

    #[test]
    fn every_feature_of_every_turned_kind_is_named_by_a_spec_that_resolves_to_it() {
        let table = table();
        let mut named = 0;
        for kind in 0..table.len() {
            for r in Rotation::ALL {
                let face = table.face(kind, r);
                for f in &face.features {
                    let Some(spec) = FeatureSpec::naming(face, f.feature) else {
                        continue;
                    };
                    named += 1;
                    let text = spec.to_string();
                    let back: FeatureSpec = text.parse().unwrap();
                    assert_eq!(back.resolve(face), Ok(f.feature), "{text} on kind {kind}");
                }
            }
        }
        assert!(named > 0);
        // The type alone when it is the only one, a place otherwise.
        let face = table.face(KU, Rotation::R0);
        assert_eq!(
            FeatureSpec::naming(face, road0()).map(|s| s.to_string()),
            Some("road".into())
        );
        assert_eq!(
            FeatureSpec::naming(face, feature(FeatureType::Field, 1)).map(|s| s.to_string()),
            Some("field@W".into())
        );
    }

    #[test]
    fn a_spec_that_is_not_one_says_which_part_is_wrong() {
        assert_eq!(
            "castle@N".parse::<FeatureSpec>(),
            Err(FeatureSpecError::UnknownType {
                name: "castle".into()
            })
        );
        assert_eq!(
            "city@north".parse::<FeatureSpec>(),
            Err(FeatureSpecError::UnknownPlace {
                place: "north".into()
            })
        );
        assert_eq!(
            "road@".parse::<FeatureSpec>(),
            Err(FeatureSpecError::UnknownPlace { place: "".into() })
        );
        assert_eq!(
            "field@NNW".parse::<FeatureSpec>(),
            Ok(FeatureSpec::Named {
                ty: FeatureType::Field,
                at: Some(Place::Half(Half::Nnw))
            })
        );
    }

    #[test]
    fn a_spec_that_names_no_feature_of_the_tile_says_why() {
        assert_eq!(
            on(KB, "city"),
            Err(FeatureSpecError::NoneOfType {
                ty: FeatureType::City
            })
        );
        assert_eq!(
            on(KU, "field"),
            Err(FeatureSpecError::Ambiguous {
                ty: FeatureType::Field,
                count: 2
            })
        );
        assert_eq!(
            on(KU, "field@N"),
            Err(FeatureSpecError::SplitSide { side: Side::N })
        );
        assert_eq!(
            on(KE, "city@S"),
            Err(FeatureSpecError::NotAt {
                ty: FeatureType::City,
                at: Place::Side(Side::S)
            })
        );
        assert_eq!(
            on(KE, "field@NNW"),
            Err(FeatureSpecError::NotAt {
                ty: FeatureType::Field,
                at: Place::Half(Half::Nnw)
            }),
            "a city side has no field"
        );
        assert_eq!(
            on(KB, "cloister@N"),
            Err(FeatureSpecError::NotAt {
                ty: FeatureType::Cloister,
                at: Place::Side(Side::N)
            })
        );
    }
}
