//! VI. The Count of Carcassonne (seed 000, section VI): the twelve tiles
//! of the city of Carcassonne are laid together before play instead of the
//! start tile; a player whose scoring gave points only to opponents puts a
//! follower into one of its four quarters and may move the Count; before a
//! feature scores, followers move from the matching quarter into it, unless
//! the Count stands there.
//!
//! The numbers are here; the game keeps the quarters (`play.rs`).

use super::{Module, Param, TurnRules};

pub(crate) mod errors;
pub(crate) mod play;
#[cfg(test)]
mod play_tests;
pub(crate) mod steps;

/// The parameters: how many tiles the city's block lays before play (the
/// data's `block` sets it: 12 in seed 000's box).
const PARAMS: &[Param] = &[
    Param {
        name: "block_tiles",
        default: 12,
    },
    Param {
        name: "every_quarter_at_end",
        default: 0,
    },
];

/// The Count's outline, centred on the origin in board units (a tile is
/// 100): a crown 22 units across.
pub const COUNT_OUTLINE: &str = "M-11 10L-11-7-5 0 0-11 5 0 11-7 11 10Z";

/// The rules module `count`.
#[derive(Debug)]
pub struct Count;

/// The Count's rules are in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountRules {
    /// At the end of the game, followers leave every quarter but the
    /// Count's for the features the final scoring scores, not only the
    /// market for fields.
    pub every_quarter_at_end: bool,
}

impl Module for Count {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn block_tiles(&self, p: &[u32]) -> Option<u32> {
        Some(p[0])
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.count = Some(CountRules {
            every_quarter_at_end: p[1] != 0,
        });
    }
}
