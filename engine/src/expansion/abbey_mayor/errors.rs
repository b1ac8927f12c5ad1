//! Abbey & Mayor's refusals of its steps, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::Pos;
use crate::expansion::{ErrorKind, ExtError};
use crate::game::{FollowerError, PlacementError, StepError, StepOrFollower};
use crate::message::{Message, square};

/// Why a step of Abbey & Mayor cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AbbeyError {
    /// A barn needs four tiles meeting at the corner, each with a field
    /// in it (Abbey & Mayor).
    NotFourFields {
        /// The tile whose corner it is.
        at: Pos,
    },
    /// The field already holds a barn.
    BarnTaken {
        /// The tile whose corner it is.
        at: Pos,
    },
    /// The field holds farmers, and the variant in play puts a barn only
    /// into a field without any.
    BarnFarmers {
        /// The tile whose corner it is.
        at: Pos,
    },
    /// No wagon of the player's scored this turn.
    NoWagon,
    /// A wagon moves on only to a feature next to the one it scored on,
    /// as the variant in play reads "next to".
    NotAdjacent {
        /// The square asked for.
        at: Pos,
    },
    /// The player has already put their abbey down.
    AbbeyUsed,
    /// An abbey goes only into a hole with a tile on each of its four
    /// sides.
    NotInHole,
    /// No farmer goes into a field that holds a barn.
    Barn,
    /// A barn goes on a corner of its tile (its own step), not onto a
    /// feature like a figure.
    BarnOnCorner,
}

impl ErrorKind for AbbeyError {
    fn message(&self) -> Message {
        match *self {
            AbbeyError::NotFourFields { at } => {
                Message::new("engine-step-not-four-fields").arg("square", square(at))
            }
            AbbeyError::BarnTaken { at } => {
                Message::new("engine-step-barn-taken").arg("square", square(at))
            }
            AbbeyError::BarnFarmers { at } => {
                Message::new("engine-step-barn-farmers").arg("square", square(at))
            }
            AbbeyError::NoWagon => Message::new("engine-step-no-wagon"),
            AbbeyError::NotAdjacent { at } => {
                Message::new("engine-step-wagon-not-adjacent").arg("square", square(at))
            }
            AbbeyError::AbbeyUsed => Message::new("engine-step-abbey-used"),
            AbbeyError::NotInHole => Message::new("engine-placement-abbey-not-in-hole"),
            AbbeyError::Barn => Message::new("engine-follower-barn"),
            AbbeyError::BarnOnCorner => Message::new("engine-follower-barn-corner"),
        }
    }
}

impl From<AbbeyError> for StepError {
    fn from(e: AbbeyError) -> StepError {
        StepError::Ext(ExtError::AbbeyMayor(e))
    }
}

impl From<AbbeyError> for PlacementError {
    fn from(e: AbbeyError) -> PlacementError {
        PlacementError::Ext(ExtError::AbbeyMayor(e))
    }
}

impl From<AbbeyError> for FollowerError {
    fn from(e: AbbeyError) -> FollowerError {
        FollowerError::Ext(ExtError::AbbeyMayor(e))
    }
}

impl From<AbbeyError> for StepOrFollower {
    fn from(e: AbbeyError) -> StepOrFollower {
        StepOrFollower::Step(e.into())
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-step-not-four-fields", &["square"]),
    ("engine-step-barn-taken", &["square"]),
    ("engine-step-barn-farmers", &["square"]),
    ("engine-step-no-wagon", &[]),
    ("engine-step-wagon-not-adjacent", &["square"]),
    ("engine-placement-abbey-not-in-hole", &[]),
    ("engine-follower-barn", &[]),
    ("engine-follower-barn-corner", &[]),
    ("engine-step-abbey-used", &[]),
];
