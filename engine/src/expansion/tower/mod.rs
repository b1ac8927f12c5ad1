//! IV. The Tower (seed 000, section IV): instead of a figure a player puts
//! a tower piece on a foundation or a tower, and may capture a follower
//! within the tower's height in a straight line, or finishes a tower with
//! a follower that stays on it. Players holding each other's followers
//! exchange them at once; a player may buy one back for 3 points.
//!
//! The numbers are here; the turn's steps that use them are played by the
//! game (`play.rs`), which asks [`TurnRules`] whether they are in
//! play.

use super::{Module, Param, TurnRules};
use crate::game::Reason;

pub(crate) mod errors;
mod offers;
pub(crate) mod play;
pub(crate) mod steps;

/// The parameters, with seed 000's values: the ransom for a prisoner;
/// the tower pieces each player gets with 2, 3, 4, 5 and 6 players.
const PARAMS: &[Param] = &[
    Param {
        name: "ransom",
        default: 3,
    },
    Param {
        name: "pieces_2",
        default: 10,
    },
    Param {
        name: "pieces_3",
        default: 9,
    },
    Param {
        name: "pieces_4",
        default: 7,
    },
    Param {
        name: "pieces_5",
        default: 6,
    },
    Param {
        name: "pieces_6",
        default: 5,
    },
];

/// The rules module `tower`.
#[derive(Debug)]
pub struct Tower;

/// An award: A ransom for a prisoner (its payer loses as many points).
pub const RANSOM: Reason = Reason::new("ransom");

/// The towers' rules, with their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TowerRules {
    /// Points a prisoner's owner pays its holder to buy it back.
    pub ransom: u32,
    /// Tower pieces per player with 2, 3, 4, 5 and 6 players.
    pub pieces: [u32; 5],
}

impl TowerRules {
    /// Tower pieces each player gets when `players` play (fewer than two
    /// count as two, more than six as six).
    pub fn pieces_per_player(&self, players: usize) -> u32 {
        self.pieces[players.clamp(2, 6) - 2]
    }
}

impl Module for Tower {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.tower = Some(TowerRules {
            ransom: p[0],
            pieces: [p[1], p[2], p[3], p[4], p[5]],
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_per_player_follow_the_number_of_players() {
        let mut t = TurnRules::default();
        Tower.turn_rules(&[3, 10, 9, 7, 6, 5], &mut t);
        let towers = t.tower.expect("in play");
        assert_eq!(towers.ransom, 3);
        let per: Vec<u32> = (1..=7).map(|n| towers.pieces_per_player(n)).collect();
        assert_eq!(per, [10, 10, 9, 7, 6, 5, 5]);
        assert_eq!(t.princess_dragon, None);
    }
}
