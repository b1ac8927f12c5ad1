//! V. Abbey & Mayor (seed 000, section V): each player's abbey tile, put
//! into a hole closed on all four sides, closes every feature it touches;
//! the mayor counts a city's pennants; the wagon moves on after its
//! feature scores; the barn, where four fields meet, scores the farmers
//! already there, then those joined to it later, and its own field at the
//! end.
//!
//! The numbers are here; the steps that use them are played by the game
//! (`play.rs`), which asks [`TurnRules`] whether they are in
//! play. The mayor and the wagon need no switch: a player has them only
//! when the set's pieces give them.

use super::{Module, Param, TurnRules};
use crate::game::Reason;

pub(crate) mod errors;
pub(crate) mod play;
#[cfg(test)]
mod play_tests;
pub(crate) mod steps;

/// The parameters, with seed 000's values: points per completed city for
/// the farmers a new barn scores, for farmers joined to a barn's field
/// later, and for the barn's owner at the end.
const PARAMS: &[Param] = &[
    Param {
        name: "barn_farmer_city",
        default: 3,
    },
    Param {
        name: "barn_joined_city",
        default: 1,
    },
    Param {
        name: "barn_final_city",
        default: 4,
    },
    Param {
        name: "barn_field",
        default: 0,
    },
    Param {
        name: "wagon_reach",
        default: 0,
    },
];

/// The rules module `abbey-mayor`.
#[derive(Debug)]
pub struct AbbeyMayor;

/// An award: A barn's final scoring.
pub const BARN: Reason = Reason::new("barn");

/// The abbey's and the barn's rules, with their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbbeyRules {
    /// Per completed city, to the farmers' majority when a barn is put on
    /// their field (a pig adds the pig's bonus).
    pub barn_farmer: u32,
    /// Per completed city, to the majority of farmers a tile joins to a
    /// barn's field (a pig adds the pig's bonus).
    pub barn_joined: u32,
    /// Per completed city on its field, to each barn's owner at the end.
    pub barn_final: u32,
    /// Which fields a barn may go into ([`BarnField`]).
    pub barn_field: BarnField,
    /// Where a wagon may move on after its feature scores ([`WagonReach`]).
    pub wagon_reach: WagonReach,
}

/// Which fields a barn may go into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarnField {
    /// One without a barn, farmers or not (parameter 0).
    NoBarn,
    /// One without a barn or a farmer (1).
    Empty,
    /// Any, even one that holds a barn (2).
    Any,
}

/// Where a wagon may move on after its feature scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WagonReach {
    /// A feature directly connected to the one it scored on: a road past
    /// the crossing it ended at, the cloister, abbey or city it ran into,
    /// a road running into the city or cloister (parameter 0).
    Connected,
    /// A feature on the wagon's tile or one of the eight around it (1).
    Around,
}

impl Module for AbbeyMayor {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.abbey_mayor = Some(AbbeyRules {
            barn_farmer: p[0],
            barn_joined: p[1],
            barn_final: p[2],
            barn_field: match p[3] {
                0 => BarnField::NoBarn,
                1 => BarnField::Empty,
                _ => BarnField::Any,
            },
            wagon_reach: if p[4] == 0 {
                WagonReach::Connected
            } else {
                WagonReach::Around
            },
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_module_brings_the_barn_with_the_seeds_numbers() {
        let mut t = TurnRules::default();
        AbbeyMayor.turn_rules(&[3, 1, 4, 0, 0], &mut t);
        assert_eq!(
            t.abbey_mayor,
            Some(AbbeyRules {
                barn_farmer: 3,
                barn_joined: 1,
                barn_final: 4,
                barn_field: BarnField::NoBarn,
                wagon_reach: WagonReach::Connected,
            })
        );
        assert_eq!(t.princess_dragon, None);
    }
}
