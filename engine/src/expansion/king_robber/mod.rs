//! VI. King & Robber Baron (seed 000, section VI): whoever completes the
//! largest city so far holds the king, whoever completes the longest road
//! so far the robber baron; at the end the king's holder scores per city
//! completed in the game, the robber baron's per road.
//!
//! The numbers are here; the game hands the two figures out as it scores
//! completed features (`play.rs`).

use super::{Module, Param, TurnRules};
use crate::game::Reason;

pub(crate) mod play;

/// The parameters, with seed 000's values: the king's points per
/// completed city, the robber baron's per completed road.
const PARAMS: &[Param] = &[
    Param {
        name: "king_city",
        default: 1,
    },
    Param {
        name: "robber_road",
        default: 1,
    },
    Param {
        name: "title_points",
        default: 0,
    },
    Param {
        name: "both_titles_points",
        default: 0,
    },
    Param {
        name: "king_during_play",
        default: 0,
    },
];

/// The rules module `king-robber`.
#[derive(Debug)]
pub struct KingRobber;

/// An award: The king: the holder's points per completed city.
pub const KING: Reason = Reason::new("king");

/// An award: The robber baron: the holder's points per completed road.
pub const ROBBER: Reason = Reason::new("robber");

/// The king's and the robber baron's points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingRules {
    /// Per city completed during the game, to the king's holder.
    pub city: u32,
    /// Per road completed during the game, to the robber baron's holder.
    pub road: u32,
    /// At the end, to each title's holder, whatever was completed (a
    /// house rule's flat points; 0: none).
    pub title: u32,
    /// At the end, to a player holding both titles, instead of the two
    /// titles' flat points (0: no such bonus).
    pub both: u32,
    /// The per-city and per-road points are paid as each is completed, to
    /// the title's holder then, not at the end (a house rule).
    pub during_play: bool,
}

impl Module for KingRobber {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.king_robber = Some(KingRules {
            city: p[0],
            road: p[1],
            title: p[2],
            both: p[3],
            during_play: p[4] != 0,
        });
    }
}
