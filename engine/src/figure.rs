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

    /// The figure's outline as SVG path data, centred on the origin in
    /// board units (a tile is 100 wide), head up; `lying` (a farmer) turns
    /// a follower or a big follower a quarter, any other figure stands.
    /// The one drawing of every figure: the compiler's boards
    /// (`src/svg/figures.rs`) and the site's script (through the
    /// WebAssembly module) read it here.
    pub const fn outline(self, lying: bool) -> &'static str {
        match (self, lying) {
            (Figure::Follower, true) => FOLLOWER_LYING,
            (Figure::Big, true) => BIG_LYING,
            _ => OUTLINES[self as usize],
        }
    }

    /// Whether a figure of this kind lies down as a farmer (its
    /// [`Figure::outline`] differs lying).
    pub const fn can_lie(self) -> bool {
        matches!(self, Figure::Follower | Figure::Big)
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

/// Every figure's outline standing, by [`Figure::index`] (see
/// [`Figure::outline`]): the follower (a meeple, about 19 units across);
/// the big follower (the same, 1.35 times larger); the builder (taller
/// and slimmer, arms down); the pig (from the side, snout east, with a
/// curl of tail); the mayor (robed, hatted); the wagon (a box on two
/// wheels, shaft east); the barn (a gabled building with a door).
const OUTLINES: [&str; FIGURES] = [
    // follower
    "M2.2-3.2L8.5-1.5Q9.8 .5 8 1.2L4 1 7.5 8.5Q7 9.3 5.5 9.3L2.5 9.3 0 4.5-2.5 9.3-5.5 9.3Q-7 9.3-7.5 8.5L-4 1-8 1.2Q-9.8 .5-8.5-1.5L-2.2-3.2C-5.5-5-4-10 0-10 4-10 5.5-5 2.2-3.2Z",
    // big
    "M2.97-4.32L11.475-2.025Q13.23 .675 10.8 1.62L5.4 1.35 10.125 11.475Q9.45 12.555 7.425 12.555L3.375 12.555 0 6.075-3.375 12.555-7.425 12.555Q-9.45 12.555-10.125 11.475L-5.4 1.35-10.8 1.62Q-13.23 .675-11.475-2.025L-2.97-4.32C-7.425-6.75-5.4-13.5 0-13.5 5.4-13.5 7.425-6.75 2.97-4.32Z",
    // builder
    "M1.8-6L4.5-4.5 5.4 4Q4.8 5 3.8 4.5L3.2-.5 3.9 13 .8 13 0 5.5-.8 13-3.9 13-3.2-.5-3.8 4.5Q-4.8 5-5.4 4L-4.5-4.5-1.8-6C-5-8-3.8-13 0-13 3.8-13 5-8 1.8-6Z",
    // pig
    "M-8-1C-8-6 3-7 6.5-3.5L7.5-7 9-2.5 11-1.5 11 1.5 8 2.5Q7 5 5.5 5L5.5 8 3 8 3 5.5-3 5.5-3 8-5.5 8-5.5 5Q-8 3.5-8-1ZM-8-2.2Q-11.5-4.5-10-6.5-8.5-5.5-9.5-3.2Z",
    // mayor
    "M-4-13L4-13 3.5-8.5C5.5-7 4.5-3 2-3L6-1.5 9 13-9 13-6-1.5-2-3C-4.5-3-5.5-7-3.5-8.5Z",
    // wagon
    "M-11-8L7-8 7-2 13-4 13-2 7 1-11 1ZM-6 .5Q-2.3 .5-2.3 4.2-2.3 8-6 8-9.7 8-9.7 4.2-9.7 .5-6 .5ZM3 .5Q6.7 .5 6.7 4.2 6.7 8 3 8-.7 8-.7 4.2-.7 .5 3 .5Z",
    // barn
    "M0-10L12-2 10-2 10 10 3 10 3 3-3 3-3 10-10 10-10-2-12-2Z",
];

/// The follower lying down (a farmer): [`OUTLINES`]' follower turned a
/// quarter anticlockwise.
const FOLLOWER_LYING: &str = "M-3.2-2.2L-1.5-8.5Q.5-9.8 1.2-8L1-4 8.5-7.5Q9.3-7 9.3-5.5L9.3-2.5 4.5 0 9.3 2.5 9.3 5.5Q9.3 7 8.5 7.5L1 4 1.2 8Q.5 9.8-1.5 8.5L-3.2 2.2C-5 5.5-10 4-10 0-10-4-5-5.5-3.2-2.2Z";

/// The big follower lying down.
const BIG_LYING: &str = "M-4.32-2.97L-2.025-11.475Q.675-13.23 1.62-10.8L1.35-5.4 11.475-10.125Q12.555-9.45 12.555-7.425L12.555-3.375 6.075 0 12.555 3.375 12.555 7.425Q12.555 9.45 11.475 10.125L1.35 5.4 1.62 10.8Q.675 13.23-2.025 11.475L-4.32 2.97C-6.75 7.425-13.5 5.4-13.5 0-13.5-5.4-6.75-7.425-4.32-2.97Z";

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
