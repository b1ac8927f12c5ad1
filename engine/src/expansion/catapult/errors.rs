//! The Catapult's refusals of its steps, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::expansion::{ErrorKind, ExtError};
use crate::game::{StepError, StepOrFollower};
use crate::message::{Arg, Message, square};
use crate::{Player, Pos};

/// Why a step of The Catapult cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CatapultError {
    /// A catapult round only follows the turn of a tile with a fair (The
    /// Catapult).
    NoFair,
    /// One catapult round per fair tile.
    SecondRound,
    /// A fair brings its round when drawn: it is not the start tile (nor
    /// a tile of a block), laid before play.
    FairAtStart,
    /// The player is not at the table (the board's tiles name the seats).
    NotSeated {
        /// The player.
        player: Player,
    },
    /// Each player throws one token in a round: this one is named twice.
    NamedTwice {
        /// The player.
        player: Player,
    },
    /// Seduction replaces another player's follower, not the thrower's
    /// own.
    SeduceOwn {
        /// The follower's square.
        at: Pos,
    },
    /// The thrower has no follower left in their supply.
    NoFollowerLeft,
    /// A catch goes from a player to their left neighbour, the next seat.
    NotNeighbours {
        /// Who threw.
        thrower: Player,
        /// Who was named as catching.
        catcher: Player,
    },
}

impl ErrorKind for CatapultError {
    fn message(&self) -> Message {
        match *self {
            CatapultError::NoFair => Message::new("engine-step-no-fair"),
            CatapultError::SecondRound => Message::new("engine-step-second-round"),
            CatapultError::FairAtStart => Message::new("engine-step-fair-at-start"),
            CatapultError::NotSeated { player } => {
                Message::new("engine-step-not-seated").arg("player", Arg::Player(player))
            }
            CatapultError::NamedTwice { player } => {
                Message::new("engine-step-named-twice").arg("player", Arg::Player(player))
            }
            CatapultError::SeduceOwn { at } => {
                Message::new("engine-step-seduce-own").arg("square", square(at))
            }
            CatapultError::NoFollowerLeft => Message::new("engine-step-no-follower-left"),
            CatapultError::NotNeighbours { thrower, catcher } => {
                Message::new("engine-step-not-neighbours")
                    .arg("thrower", Arg::Player(thrower))
                    .arg("catcher", Arg::Player(catcher))
            }
        }
    }
}

impl From<CatapultError> for StepError {
    fn from(e: CatapultError) -> StepError {
        StepError::Ext(ExtError::Catapult(e))
    }
}

impl From<CatapultError> for StepOrFollower {
    fn from(e: CatapultError) -> StepOrFollower {
        StepOrFollower::Step(e.into())
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-step-no-fair", &[]),
    ("engine-step-second-round", &[]),
    ("engine-step-fair-at-start", &[]),
    ("engine-step-not-seated", &["player"]),
    ("engine-step-named-twice", &["player"]),
    ("engine-step-seduce-own", &["square"]),
    ("engine-step-no-follower-left", &[]),
    ("engine-step-not-neighbours", &["thrower", "catcher"]),
];
