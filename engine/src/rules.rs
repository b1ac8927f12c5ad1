//! Rule editions as data: the scoring parameters on which the first-,
//! second- and third-edition rulebooks differ.
//!
//! The values live in `data/rules.toml`; the engine only knows the shape of
//! a [`Rules`] value and applies it, so a rule variant is a data change, not
//! a code change.

use crate::names::RulesId;

/// How farms score at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FarmMethod {
    /// Each farm's owners score every completed city bordering that farm; a
    /// city bordering several farms scores for each (third edition).
    PerFarm,
    /// As [`FarmMethod::PerFarm`], but a player scores any one city at most
    /// once, however many of their farms border it (second edition).
    PerFarmCityOnce,
    /// City by city: the player(s) with the most farmers on all the farms
    /// bordering a completed city score it (first edition).
    PerCity,
}

impl FarmMethod {
    /// Every method, in the order of their names' listing.
    pub const ALL: [FarmMethod; 3] = [
        FarmMethod::PerFarm,
        FarmMethod::PerFarmCityOnce,
        FarmMethod::PerCity,
    ];

    /// The name used in data files.
    pub const fn name(self) -> &'static str {
        match self {
            FarmMethod::PerFarm => "per-farm",
            FarmMethod::PerFarmCityOnce => "per-farm-city-once",
            FarmMethod::PerCity => "per-city",
        }
    }

    /// Parses a data-file name.
    pub fn parse(s: &str) -> Option<FarmMethod> {
        FarmMethod::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// Points for a feature: so much per tile and per pennant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rate {
    /// Points per tile.
    pub tile: u32,
    /// Points per pennant.
    pub pennant: u32,
}

impl Rate {
    /// Points for `tiles` tiles and `pennants` pennants at this rate
    /// (saturating: never wraps round).
    pub fn points(self, tiles: u32, pennants: u32) -> u32 {
        self.tile
            .saturating_mul(tiles)
            .saturating_add(self.pennant.saturating_mul(pennants))
    }
}

/// A small completed city that scores at a reduced rate (first edition: a
/// city of two tiles scores 1 per tile and 1 per pennant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SmallCity {
    /// Cities of at most this many tiles are small.
    pub max_tiles: u32,
    /// The rate they score at.
    pub rate: Rate,
}

/// One rule edition's scoring parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// Stable id: `first`, `second`, `third`.
    pub id: RulesId,
    /// A completed road, per tile.
    pub road: u32,
    /// An incomplete road at the end, per tile.
    pub road_final: u32,
    /// A completed city.
    pub city: Rate,
    /// An incomplete city at the end.
    pub city_final: Rate,
    /// The small-city exception, if this edition has one.
    pub small_city: Option<SmallCity>,
    /// A cloister, per tile (itself and each neighbour), complete or not.
    pub cloister_tile: u32,
    /// How farms score.
    pub farm_method: FarmMethod,
    /// Points per completed city for a farm's owner.
    pub farm_city: u32,
}

impl Rules {
    /// The current (third-edition) rules; tests and the simulator use it
    /// as a default. The book's rule editions come from `data/rules.toml`.
    pub fn standard() -> Rules {
        Rules {
            id: "third".into(),
            road: 1,
            road_final: 1,
            city: Rate {
                tile: 2,
                pennant: 2,
            },
            city_final: Rate {
                tile: 1,
                pennant: 1,
            },
            small_city: None,
            cloister_tile: 1,
            farm_method: FarmMethod::PerFarm,
            farm_city: 3,
        }
    }

    /// The parameters a rule variant of the base game may set
    /// ([`Rules::set_param`]): the small city's size (0: no small city),
    /// and its points per tile and per pennant.
    pub const PARAMS: &'static [&'static str] =
        &["small_city_tiles", "small_city_tile", "small_city_pennant"];

    /// Sets the parameter `name` (one of [`Rules::PARAMS`]); `false` for
    /// another name. A small city of 0 tiles is none: a rule variant can
    /// give an edition the first edition's small city, or take it away.
    pub fn set_param(&mut self, name: &str, value: u32) -> bool {
        if !Rules::PARAMS.contains(&name) {
            return false;
        }
        let city = self.city;
        let small = self.small_city.get_or_insert(SmallCity {
            max_tiles: 0,
            rate: city,
        });
        match name {
            "small_city_tiles" => small.max_tiles = value,
            "small_city_tile" => small.rate.tile = value,
            _ => small.rate.pennant = value,
        }
        true
    }

    /// Points for a completed city of `tiles` tiles and `pennants` pennants.
    pub fn completed_city(&self, tiles: u32, pennants: u32) -> u32 {
        let rate = match self.small_city {
            // A size of 0 (a variant's "no small city") matches no city.
            Some(small) if tiles <= small.max_tiles => small.rate,
            _ => self.city,
        };
        rate.points(tiles, pennants)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_gives_or_takes_the_small_city() {
        let mut third = Rules::standard();
        assert_eq!(third.completed_city(2, 1), 6);
        for (name, value) in [("small_city_pennant", 1), ("small_city_tile", 1)] {
            assert!(third.set_param(name, value));
        }
        assert_eq!(third.completed_city(2, 1), 6, "no size yet: no small city");
        assert!(third.set_param("small_city_tiles", 2));
        assert_eq!(third.completed_city(2, 1), 3);
        assert_eq!(third.completed_city(3, 1), 8);
        assert!(third.set_param("small_city_tiles", 0));
        assert_eq!(third.completed_city(2, 1), 6);
        assert!(!third.set_param("road", 5));
        assert_eq!(third.small_city.map(|s| s.max_tiles), Some(0));
    }

    #[test]
    fn huge_rates_saturate_instead_of_wrapping() {
        let rate = Rate {
            tile: u32::MAX / 2,
            pennant: 7,
        };
        // 3 × (2^31 − 1) wraps in u32 arithmetic.
        assert_eq!(rate.points(3, 0), u32::MAX);
        assert_eq!(rate.points(0, 2), 14);
        let mut rules = Rules::standard();
        rules.city = rate;
        assert_eq!(rules.completed_city(3, 1), u32::MAX);
    }
}
