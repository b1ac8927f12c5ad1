//! Princess & Dragon's refusals of its steps, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::Pos;
use crate::expansion::{ErrorKind, ExtError};
use crate::game::{FollowerError, StepError, StepOrFollower};
use crate::message::{Arg, Message, square};

/// Why a step of Princess & Dragon cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DragonError {
    /// The tile just laid has no princess, or she does not live in the
    /// knight's city.
    NoPrincess,
    /// A dragon tile before any volcano: it is set aside, not placed.
    DragonAsleep,
    /// The dragon must move now: it has a square to go to.
    DragonMustMove,
    /// The dragon moves only after a dragon tile.
    NoDragonMove,
    /// The dragon's next square does not touch its square by a side.
    DragonNotAdjacent {
        /// The square asked for.
        at: Pos,
    },
    /// The dragon entered this square already in this move.
    DragonRevisits {
        /// The square.
        at: Pos,
    },
    /// The fairy's tile: the dragon may not enter it.
    DragonOntoFairy {
        /// The square.
        at: Pos,
    },
    /// More squares than the dragon moves.
    DragonTooFar {
        /// Squares it moves.
        steps: u32,
    },
    /// The move ends before its squares are used up, though the dragon
    /// could go on.
    DragonStopsEarly {
        /// Squares taken.
        taken: u32,
    },
    /// A follower may not go on the tile the dragon is on.
    FollowerOnDragon,
    /// No follower goes on River II's lake with the volcano: its player
    /// takes another turn instead.
    LakeVolcano,
    /// The princess must send a knight home (the variant where she must):
    /// her city holds one.
    PrincessMust,
}

impl ErrorKind for DragonError {
    fn message(&self) -> Message {
        let n = |v: u32| Arg::Number(u64::from(v));
        match *self {
            DragonError::NoPrincess => Message::new("engine-step-no-princess"),
            DragonError::DragonAsleep => Message::new("engine-step-dragon-asleep"),
            DragonError::DragonMustMove => Message::new("engine-step-dragon-must-move"),
            DragonError::NoDragonMove => Message::new("engine-step-no-dragon-move"),
            DragonError::DragonNotAdjacent { at } => {
                Message::new("engine-step-dragon-not-adjacent").arg("square", square(at))
            }
            DragonError::DragonRevisits { at } => {
                Message::new("engine-step-dragon-revisits").arg("square", square(at))
            }
            DragonError::DragonOntoFairy { at } => {
                Message::new("engine-step-dragon-onto-fairy").arg("square", square(at))
            }
            DragonError::DragonTooFar { steps } => {
                Message::new("engine-step-dragon-too-far").arg("steps", n(steps))
            }
            DragonError::DragonStopsEarly { taken } => {
                Message::new("engine-step-dragon-stops-early").arg("taken", n(taken))
            }
            DragonError::FollowerOnDragon => Message::new("engine-follower-dragon"),
            DragonError::LakeVolcano => Message::new("engine-follower-lake-volcano"),
            DragonError::PrincessMust => Message::new("engine-step-princess-must"),
        }
    }
}

impl From<DragonError> for StepError {
    fn from(e: DragonError) -> StepError {
        StepError::Ext(ExtError::PrincessDragon(e))
    }
}

impl From<DragonError> for FollowerError {
    fn from(e: DragonError) -> FollowerError {
        FollowerError::Ext(ExtError::PrincessDragon(e))
    }
}

impl From<DragonError> for StepOrFollower {
    fn from(e: DragonError) -> StepOrFollower {
        StepOrFollower::Step(e.into())
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-step-no-princess", &[]),
    ("engine-step-dragon-asleep", &[]),
    ("engine-step-dragon-must-move", &[]),
    ("engine-step-no-dragon-move", &[]),
    ("engine-step-dragon-not-adjacent", &["square"]),
    ("engine-step-dragon-revisits", &["square"]),
    ("engine-step-dragon-onto-fairy", &["square"]),
    ("engine-step-dragon-too-far", &["steps"]),
    ("engine-step-dragon-stops-early", &["taken"]),
    ("engine-follower-dragon", &[]),
    ("engine-follower-lake-volcano", &[]),
    ("engine-step-princess-must", &[]),
];
