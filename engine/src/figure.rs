//! Figures: the wooden pieces a player places on a tile. The base game has
//! only the follower; expansions add theirs (the big follower of Inns &
//! Cathedrals, the builder and the pig of Traders & Builders, …).
//!
//! In board files and JSON a figure is its lower-case name (`follower`,
//! `big`, `builder`, `pig`; [`Figure::as_str`]), read by [`FromStr`](std::str::FromStr) and
//! serde alike.

use crate::tile::FeatureType;

/// A kind of figure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Figure {
    /// The ordinary follower: thief, knight, monk or farmer by where it
    /// stands.
    #[default]
    Follower,
    /// The big follower (Inns & Cathedrals): one figure that counts as two
    /// in every majority.
    Big,
    /// The builder (Traders & Builders): joins a road or city of its
    /// owner's, never counts in a majority, earns a second tile.
    Builder,
    /// The pig (Traders & Builders): joins a field of its owner's farmers,
    /// never counts in a majority, raises the owner's farm points.
    Pig,
    /// The mayor (Abbey & Mayor): a follower for cities only, whose
    /// strength in the majority is the city's pennant count.
    Mayor,
    /// The wagon (Abbey & Mayor): a follower for roads, cities and
    /// cloisters that may move on once its feature has scored.
    Wagon,
    /// The barn (Abbey & Mayor): stands where four fields meet, never
    /// leaves, scores its field's cities at the end.
    Barn,
}

/// Number of kinds of figure.
pub const FIGURES: usize = 7;

impl Figure {
    /// Every figure, in the order of [`Figure::NAMES`].
    pub const ALL: [Figure; FIGURES] = [
        Figure::Follower,
        Figure::Big,
        Figure::Builder,
        Figure::Pig,
        Figure::Mayor,
        Figure::Wagon,
        Figure::Barn,
    ];

    /// The names [`Figure::as_str`] gives.
    pub const NAMES: [&'static str; FIGURES] = [
        "follower", "big", "builder", "pig", "mayor", "wagon", "barn",
    ];

    /// The lower-case name used in board files, JSON and diagnostics.
    pub const fn as_str(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// Index 0..[`FIGURES`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many followers the figure counts as where it stands: 1 for a
    /// follower, a wagon or a mayor, 2 for a big follower, 0 for a
    /// builder, pig or barn. In a majority a mayor counts the city's
    /// pennants instead (see [`Figure::is_mayor`]).
    pub const fn strength(self) -> u8 {
        match self {
            Figure::Follower | Figure::Wagon | Figure::Mayor => 1,
            Figure::Big => 2,
            Figure::Builder | Figure::Pig | Figure::Barn => 0,
        }
    }

    /// Whether the figure is a follower (small, big, mayor or wagon): it
    /// occupies a feature, counts in majorities and needs the feature
    /// unoccupied.
    pub const fn is_follower(self) -> bool {
        matches!(
            self,
            Figure::Follower | Figure::Big | Figure::Mayor | Figure::Wagon
        )
    }

    /// Whether this is the mayor, whose strength is its city's pennants.
    pub const fn is_mayor(self) -> bool {
        matches!(self, Figure::Mayor)
    }

    /// Whether this is the ordinary follower (the default, which JSON
    /// leaves out).
    pub fn is_plain_follower(&self) -> bool {
        *self == Figure::Follower
    }

    /// Whether the figure may stand on a feature of type `ty` at all.
    pub const fn may_stand_on(self, ty: FeatureType) -> bool {
        match self {
            Figure::Follower | Figure::Big => !matches!(ty, FeatureType::River),
            Figure::Builder => matches!(ty, FeatureType::Road | FeatureType::City),
            Figure::Pig | Figure::Barn => matches!(ty, FeatureType::Field),
            Figure::Mayor => matches!(ty, FeatureType::City),
            Figure::Wagon => matches!(
                ty,
                FeatureType::Road | FeatureType::City | FeatureType::Cloister
            ),
        }
    }
}

crate::names::closed_names!(Figure, "figure");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_back_their_names() {
        for (f, name) in Figure::ALL.into_iter().zip(Figure::NAMES) {
            assert_eq!(f.as_str(), name);
            assert_eq!(name.parse::<Figure>(), Ok(f));
        }
        assert!("meeple".parse::<Figure>().is_err());
        assert_eq!(Figure::default(), Figure::Follower);
    }

    #[test]
    fn only_followers_count_in_majorities() {
        assert_eq!(Figure::Big.strength(), 2);
        assert_eq!(Figure::Follower.strength(), 1);
        assert_eq!(Figure::Builder.strength() + Figure::Pig.strength(), 0);
        assert!(Figure::Big.is_follower() && !Figure::Pig.is_follower());
    }

    #[test]
    fn builders_and_pigs_have_their_features() {
        assert!(Figure::Builder.may_stand_on(FeatureType::Road));
        assert!(Figure::Builder.may_stand_on(FeatureType::City));
        assert!(!Figure::Builder.may_stand_on(FeatureType::Field));
        assert!(Figure::Pig.may_stand_on(FeatureType::Field));
        assert!(!Figure::Pig.may_stand_on(FeatureType::Cloister));
        assert!(!Figure::Follower.may_stand_on(FeatureType::River));
        assert!(Figure::Mayor.may_stand_on(FeatureType::City));
        assert!(!Figure::Mayor.may_stand_on(FeatureType::Road));
        assert!(Figure::Wagon.may_stand_on(FeatureType::Cloister));
        assert!(!Figure::Wagon.may_stand_on(FeatureType::Field));
    }

    #[test]
    fn mayors_and_wagons_are_followers_and_barns_are_not() {
        assert!(Figure::Mayor.is_follower() && Figure::Wagon.is_follower());
        assert!(!Figure::Barn.is_follower());
        assert_eq!(Figure::Barn.strength(), 0);
        assert_eq!(Figure::Wagon.strength(), 1);
    }
}
