//! I. Inns & Cathedrals (seed 000, section I): a completed road with an
//! inn scores 2 per tile, an unfinished one nothing at the end; a
//! completed city with a cathedral scores 3 per tile and 3 per pennant, an
//! unfinished one nothing at the end. (The big follower is a figure: see
//! [`Figure::Big`](crate::Figure::Big).)

use super::{Expansion, Module, Param, Tally};
use crate::game::When;
use crate::tile::FeatureType;

/// The parameters, with seed 000's values: points per tile of a completed
/// road with an inn; per tile and per pennant of a completed city with a
/// cathedral.
const PARAMS: &[Param] = &[
    Param {
        name: "inn_road_tile",
        default: 2,
    },
    Param {
        name: "cathedral_city_tile",
        default: 3,
    },
    Param {
        name: "cathedral_pennant",
        default: 3,
    },
];

/// The rules module `inns-cathedrals`.
#[derive(Debug)]
pub struct InnsCathedrals;

impl Expansion for InnsCathedrals {
    const ID: &'static str = "inns-cathedrals";
    type State = ();
    type Step = super::NoStep;
    type Error = super::NoError;
    type Rules = ();
}

impl Module for InnsCathedrals {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    /// Its eight grey followers seat a sixth player (seed 000, section I:
    /// "8 supuşi gri"; seven in the supply, one on the score track).
    fn seats(&self) -> Option<usize> {
        Some(6)
    }

    fn feature_points(&self, p: &[u32], t: &Tally, when: When, points: u32) -> u32 {
        let (inn, tile, pennant) = (p[0], p[1], p[2]);
        match (t.ty, when) {
            (FeatureType::Road, When::Play) if t.attrs.inns > 0 => inn.saturating_mul(t.tiles),
            (FeatureType::City, When::Play) if t.attrs.cathedrals > 0 => tile
                .saturating_mul(t.tiles)
                .saturating_add(pennant.saturating_mul(t.pennants)),
            (FeatureType::Road, When::Final) if t.attrs.inns > 0 => 0,
            (FeatureType::City, When::Final) if t.attrs.cathedrals > 0 => 0,
            _ => points,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face::Attrs;

    fn tally(ty: FeatureType, tiles: u32, pennants: u32, inns: u8, cathedrals: u8) -> Tally {
        Tally {
            ty,
            tiles,
            pennants,
            attrs: Attrs {
                inns,
                cathedrals,
                ..Attrs::default()
            },
        }
    }

    const P: [u32; 3] = [2, 3, 3];

    #[test]
    fn inns_double_a_completed_road_and_void_an_unfinished_one() {
        let m = InnsCathedrals;
        let road = tally(FeatureType::Road, 4, 0, 1, 0);
        assert_eq!(m.feature_points(&P, &road, When::Play, 4), 8);
        assert_eq!(m.feature_points(&P, &road, When::Final, 4), 0);
        let plain = tally(FeatureType::Road, 4, 0, 0, 0);
        assert_eq!(m.feature_points(&P, &plain, When::Play, 4), 4);
        assert_eq!(m.feature_points(&P, &plain, When::Final, 4), 4);
    }

    #[test]
    fn cathedrals_raise_a_completed_city_and_void_an_unfinished_one() {
        let m = InnsCathedrals;
        let city = tally(FeatureType::City, 5, 2, 0, 1);
        assert_eq!(m.feature_points(&P, &city, When::Play, 14), 21);
        assert_eq!(m.feature_points(&P, &city, When::Final, 7), 0);
        // An inn does nothing to a city, a cathedral nothing to a road.
        let road = tally(FeatureType::Road, 3, 0, 0, 1);
        assert_eq!(m.feature_points(&P, &road, When::Play, 3), 3);
    }
}

/// What a feature's scoring says of its inns and cathedrals: a part of
/// every [`ScoreEvent`](crate::ScoreEvent) (its JSON keys `inns` and
/// `cathedrals`, beside the event's own).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Marks {
    /// Inns on the road.
    #[cfg_attr(feature = "serde", serde(default))]
    pub inns: u32,
    /// Cathedrals in the city.
    #[cfg_attr(feature = "serde", serde(default))]
    pub cathedrals: u32,
}

impl Marks {
    /// Those of a feature with these attributes.
    pub fn of(attrs: &crate::face::Attrs) -> Marks {
        Marks {
            inns: u32::from(attrs.inns),
            cathedrals: u32::from(attrs.cathedrals),
        }
    }

    /// Each count with its name as the JSON writes it (plural) and in the
    /// singular: `("inns", "inn", 1)`.
    pub fn counts(&self) -> [(&'static str, &'static str, u32); 2] {
        [
            ("inns", "inn", self.inns),
            ("cathedrals", "cathedral", self.cathedrals),
        ]
    }
}
