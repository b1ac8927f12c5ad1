//! I. Inns & Cathedrals (seed 000, section I): a completed road with an
//! inn scores 2 per tile, an unfinished one nothing at the end; a
//! completed city with a cathedral scores 3 per tile and 3 per pennant, an
//! unfinished one nothing at the end. (The big follower is a figure: see
//! [`Figure::Big`](crate::Figure::Big).)

use super::{Module, Tally};
use crate::game::When;
use crate::tile::FeatureType;

/// Points per tile of a completed road with an inn.
pub const INN_ROAD_TILE: u32 = 2;
/// Points per tile of a completed city with a cathedral.
pub const CATHEDRAL_CITY_TILE: u32 = 3;
/// Points per pennant of a completed city with a cathedral.
pub const CATHEDRAL_PENNANT: u32 = 3;

/// The rules module `inns-cathedrals`.
#[derive(Debug)]
pub struct InnsCathedrals;

impl Module for InnsCathedrals {
    fn id(&self) -> &'static str {
        "inns-cathedrals"
    }

    fn feature_points(&self, t: &Tally, when: When, points: u32) -> u32 {
        match (t.ty, when) {
            (FeatureType::Road, When::Play) if t.attrs.inns > 0 => {
                INN_ROAD_TILE.saturating_mul(t.tiles)
            }
            (FeatureType::City, When::Play) if t.attrs.cathedrals > 0 => CATHEDRAL_CITY_TILE
                .saturating_mul(t.tiles)
                .saturating_add(CATHEDRAL_PENNANT.saturating_mul(t.pennants)),
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

    #[test]
    fn inns_double_a_completed_road_and_void_an_unfinished_one() {
        let m = InnsCathedrals;
        let road = tally(FeatureType::Road, 4, 0, 1, 0);
        assert_eq!(m.feature_points(&road, When::Play, 4), 8);
        assert_eq!(m.feature_points(&road, When::Final, 4), 0);
        let plain = tally(FeatureType::Road, 4, 0, 0, 0);
        assert_eq!(m.feature_points(&plain, When::Play, 4), 4);
        assert_eq!(m.feature_points(&plain, When::Final, 4), 4);
    }

    #[test]
    fn cathedrals_raise_a_completed_city_and_void_an_unfinished_one() {
        let m = InnsCathedrals;
        let city = tally(FeatureType::City, 5, 2, 0, 1);
        assert_eq!(m.feature_points(&city, When::Play, 14), 21);
        assert_eq!(m.feature_points(&city, When::Final, 7), 0);
        // An inn does nothing to a city, a cathedral nothing to a road.
        let road = tally(FeatureType::Road, 3, 0, 0, 1);
        assert_eq!(m.feature_points(&road, When::Play, 3), 3);
    }
}
