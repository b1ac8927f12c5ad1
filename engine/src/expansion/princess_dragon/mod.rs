//! III. Princess & Dragon (seed 000, section III): a volcano brings the
//! dragon onto its tile; a dragon tile makes it move six squares, sending
//! home every figure on the squares it enters; a magic portal lets the
//! turn's follower go on any tile; a princess sends a knight of the city
//! she extends home; the fairy, put beside one of its owner's followers,
//! keeps the dragon off its tile, earns 1 point at the start of its
//! owner's turn and 3 when that follower's feature scores.
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

/// The parameters, with seed 000's values: the dragon's squares per move;
/// the fairy's point at the start of a turn; the fairy's points when its
/// follower's feature scores.
const PARAMS: &[Param] = &[
    Param {
        name: "dragon_steps",
        default: 6,
    },
    Param {
        name: "fairy_turn",
        default: 1,
    },
    Param {
        name: "fairy_scoring",
        default: 3,
    },
    Param {
        name: "dragon_after_scoring",
        default: 0,
    },
    Param {
        name: "princess_must",
        default: 0,
    },
    Param {
        name: "fairy_on_tile",
        default: 0,
    },
];

/// The dragon's outline, centred on the origin in board units (a tile is
/// 100): a winged shape 32 units across.
pub const DRAGON_OUTLINE: &str = "M-16 8L-6-4-14-16 0-8 14-16 6-4 16 8 0 2Z";

/// The fairy's outline, centred on the origin in board units: a star 20
/// units across.
pub const FAIRY_OUTLINE: &str = "M0-10L3-3 10-3 4 2 6 10 0 5-6 10-4 2-10-3-3-3Z";

/// The rules module `princess-dragon`.
#[derive(Debug)]
pub struct PrincessDragon;

/// An award: The fairy stands with the player's follower at the start of their turn.
pub const FAIRY_TURN: Reason = Reason::new("fairy-turn");

/// An award: The feature of the fairy's follower scored.
pub const FAIRY_SCORING: Reason = Reason::new("fairy-scoring");

/// The dragon's, the fairy's, the portal's and the princess's rules, with
/// their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DragonRules {
    /// Squares the dragon moves, when no dead end stops it.
    pub steps: u32,
    /// The fairy's points at the start of its follower's owner's turn.
    pub fairy_turn: u32,
    /// The fairy's points when its follower's feature scores.
    pub fairy_scoring: u32,
    /// The dragon's move takes effect after the turn's scoring (its
    /// figures eaten then), not before it.
    pub after_scoring: bool,
    /// A princess tile laid in a city with a knight must send one home.
    pub princess_must: bool,
    /// The fairy stands on a tile, not beside one follower: every player
    /// with a follower on its tile scores its points.
    pub fairy_on_tile: bool,
}

impl Module for PrincessDragon {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.princess_dragon = Some(DragonRules {
            steps: p[0],
            fairy_turn: p[1],
            fairy_scoring: p[2],
            after_scoring: p[3] != 0,
            princess_must: p[4] != 0,
            fairy_on_tile: p[5] != 0,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_module_brings_the_dragon_with_the_seeds_numbers() {
        let mut t = TurnRules::default();
        PrincessDragon.turn_rules(&[6, 1, 3, 0, 0, 0], &mut t);
        assert_eq!(
            t.princess_dragon,
            Some(DragonRules {
                steps: 6,
                fairy_turn: 1,
                fairy_scoring: 3,
                after_scoring: false,
                princess_must: false,
                fairy_on_tile: false,
            })
        );
        assert_eq!(t.tower, None);
    }
}
