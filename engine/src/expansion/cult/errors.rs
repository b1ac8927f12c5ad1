//! The Cult's refusals of a tile's square, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::expansion::{ErrorKind, ExtError};
use crate::game::PlacementError;
use crate::message::Message;

/// Why the Cult refuses a tile on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CultError {
    /// A shrine would touch two cloisters, or a cloister two shrines, of
    /// its eight neighbours.
    Neighbours {
        /// Whether it is a shrine that would have two cloisters around
        /// (else a cloister two shrines).
        shrine: bool,
    },
}

impl ErrorKind for CultError {
    fn message(&self) -> Message {
        match *self {
            CultError::Neighbours { shrine: true } => {
                Message::new("engine-placement-shrine-two-cloisters")
            }
            CultError::Neighbours { shrine: false } => {
                Message::new("engine-placement-cloister-two-shrines")
            }
        }
    }
}

impl From<CultError> for PlacementError {
    fn from(e: CultError) -> PlacementError {
        PlacementError::Ext(ExtError::Cult(e))
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-placement-shrine-two-cloisters", &[]),
    ("engine-placement-cloister-two-shrines", &[]),
];
