//! The Tower's refusals of its steps, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::expansion::{ErrorKind, ExtError};
use crate::game::{StepError, StepOrFollower};
use crate::message::{Arg, Message, square};
use crate::{Figure, Player, Pos};

/// Why a step of The Tower cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TowerError {
    /// The square has no tower foundation.
    NoTower {
        /// The square.
        at: Pos,
    },
    /// The tower has a follower on top: it grows no more.
    TowerFinished {
        /// The square.
        at: Pos,
    },
    /// A follower may top only a tower with at least one piece.
    TowerEmpty {
        /// The square.
        at: Pos,
    },
    /// The player has placed all their tower pieces.
    NoTowerPieces {
        /// How many each player has.
        pieces: u32,
    },
    /// The square is not on the tower's lines within its height.
    OutOfRange {
        /// The square.
        at: Pos,
        /// The tower's height.
        height: u32,
    },
    /// Builders and pigs cannot be captured.
    CannotCapture {
        /// The figure there.
        figure: Figure,
    },
    /// The exchange names a figure the other player does not hold, or
    /// there is no exchange.
    NoExchange,
    /// The player holds no such prisoner.
    NoPrisoner {
        /// Who was asked to hold it.
        from: Player,
        /// The figure.
        figure: Figure,
    },
    /// The player has fewer points than the ransom.
    CannotPay {
        /// The ransom.
        ransom: u32,
    },
    /// Only the player whose turn it is pays a ransom.
    NotYourTurn,
}

impl ErrorKind for TowerError {
    fn message(&self) -> Message {
        let n = |v: u32| Arg::Number(u64::from(v));
        match *self {
            TowerError::NoTower { at } => {
                Message::new("engine-step-no-tower").arg("square", square(at))
            }
            TowerError::TowerFinished { at } => {
                Message::new("engine-step-tower-finished").arg("square", square(at))
            }
            TowerError::TowerEmpty { at } => {
                Message::new("engine-step-tower-empty").arg("square", square(at))
            }
            TowerError::NoTowerPieces { pieces } => {
                Message::new("engine-step-no-tower-pieces").arg("pieces", n(pieces))
            }
            TowerError::OutOfRange { at, height } => Message::new("engine-step-out-of-range")
                .arg("square", square(at))
                .arg("height", n(height)),
            TowerError::CannotCapture { figure } => {
                Message::new("engine-step-cannot-capture").arg("figure", Arg::Figure(figure))
            }
            TowerError::NoExchange => Message::new("engine-step-no-exchange"),
            TowerError::NoPrisoner { from, figure } => Message::new("engine-step-no-prisoner")
                .arg("from", Arg::Player(from))
                .arg("figure", Arg::Figure(figure)),
            TowerError::CannotPay { ransom } => {
                Message::new("engine-step-cannot-pay").arg("ransom", n(ransom))
            }
            TowerError::NotYourTurn => Message::new("engine-step-not-your-turn"),
        }
    }
}

impl From<TowerError> for StepError {
    fn from(e: TowerError) -> StepError {
        StepError::Ext(ExtError::Tower(e))
    }
}

impl From<TowerError> for StepOrFollower {
    fn from(e: TowerError) -> StepOrFollower {
        StepOrFollower::Step(e.into())
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-step-no-tower", &["square"]),
    ("engine-step-tower-finished", &["square"]),
    ("engine-step-tower-empty", &["square"]),
    ("engine-step-no-tower-pieces", &["pieces"]),
    ("engine-step-out-of-range", &["square", "height"]),
    ("engine-step-cannot-capture", &["figure"]),
    ("engine-step-no-exchange", &[]),
    ("engine-step-no-prisoner", &["from", "figure"]),
    ("engine-step-cannot-pay", &["ransom"]),
    ("engine-step-not-your-turn", &[]),
];
