//! VII. The Catapult (seed 000, section VII "Catapulta"): twelve tiles
//! with a fair; after a player lays one and finishes the turn, a catapult
//! round. The engine cannot throw: a round's *outcomes* (who was hit,
//! whose follower was replaced, who won the contest, how each catch went)
//! are data, which the game checks and applies (`play.rs`).
//!
//! The numbers are here. `target_points` (5) is in the seed's text. The
//! points of the catch outcomes are not: the seed shows them only as a
//! picture, and no stored public source states all of them for sure.
//! The one we found, the Fandom wiki's page "The Catapult"
//! (carcassonne.wikia.com/wiki/The_Catapult), says that a throw which
//! does not get past the ruler fails and that a successful catch earns 5
//! points; Wikicarpedia's "The Catapult (1st edition)" (wikicarpedia.com)
//! was searched, but the stored copies do not show its catch section. So
//! every catch outcome is a parameter, for the thrower and for the
//! catcher, with our documented values: a catch gives the catcher 5, a
//! throw short of the ruler or a dropped token gives nobody anything. A
//! tile set may set other values in its `params` once a source is found.

use super::{Module, Param, TurnRules};
use crate::game::Reason;

pub(crate) mod errors;
pub(crate) mod play;
#[cfg(test)]
mod play_tests;
pub(crate) mod steps;

/// The parameters, with their values (see the module's comment for the
/// catch's source).
const PARAMS: &[Param] = &[
    Param {
        name: "target_points",
        default: 5,
    },
    Param {
        name: "catch_short_thrower",
        default: 0,
    },
    Param {
        name: "catch_short_catcher",
        default: 0,
    },
    Param {
        name: "catch_dropped_thrower",
        default: 0,
    },
    Param {
        name: "catch_dropped_catcher",
        default: 0,
    },
    Param {
        name: "catch_caught_thrower",
        default: 0,
    },
    Param {
        name: "catch_caught_catcher",
        default: 5,
    },
];

/// The rules module `catapult`.
#[derive(Debug)]
pub struct Catapult;

/// An award: The fair contest of a catapult round.
pub const CATAPULT_TARGET: Reason = Reason::new("catapult-target");

/// An award: A throw and catch of a catapult round.
pub const CATAPULT_CATCH: Reason = Reason::new("catapult-catch");

/// Points to the thrower and to the catcher for one outcome of a catch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CatchPoints {
    /// To the player who threw.
    pub thrower: u32,
    /// To the left neighbour who tried to catch.
    pub catcher: u32,
}

/// The catapult round's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CatapultRules {
    /// To each player nearest the fair in the target contest (ties: each).
    pub target: u32,
    /// A throw that does not reach the ruler.
    pub short: CatchPoints,
    /// A throw past the ruler that the neighbour does not catch.
    pub dropped: CatchPoints,
    /// A throw past the ruler that the neighbour catches.
    pub caught: CatchPoints,
}

impl Module for Catapult {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        let pair = |i: usize| CatchPoints {
            thrower: p[i],
            catcher: p[i + 1],
        };
        out.catapult = Some(CatapultRules {
            target: p[0],
            short: pair(1),
            dropped: pair(3),
            caught: pair(5),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_module_brings_the_round_with_its_numbers() {
        let mut t = TurnRules::default();
        let p: Vec<u32> = PARAMS.iter().map(|p| p.default).collect();
        Catapult.turn_rules(&p, &mut t);
        let r = t.catapult.expect("in play");
        assert_eq!(r.target, 5);
        assert_eq!(
            r.caught,
            CatchPoints {
                thrower: 0,
                catcher: 5
            }
        );
        assert_eq!(r.short, CatchPoints::default());
        assert_eq!(r.dropped, CatchPoints::default());
        assert_eq!(t.abbey_mayor, None);
    }
}
