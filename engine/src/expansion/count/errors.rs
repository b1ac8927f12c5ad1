//! The Count of Carcassonne's refusals of its steps, and their messages (texts in
//! `locales/*/engine.ftl`).

use crate::expansion::{ErrorKind, ExtError};
use crate::game::{StepError, StepOrFollower};
use crate::message::{Arg, Message, square};
use crate::{Figure, Pos, Quarter};

/// A quarter of Carcassonne as an argument: its English id, which the
/// messages select on (`{ $quarter -> [castle] … }`).
fn quarter_arg(q: Quarter) -> Arg {
    Arg::Text(q.as_str().to_string())
}

/// Why a step of The Count of Carcassonne cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CountError {
    /// Only a player whose turn's scoring gave points to opponents and
    /// none to that player puts a follower into a quarter (The Count).
    QuarterNotEarned,
    /// A second follower into a quarter in one turn.
    QuarterTwice,
    /// Only followers (small or big) go into the quarters.
    NotAFollower {
        /// The figure named.
        figure: Figure,
    },
    /// The player has no such follower in that quarter.
    NotInQuarter {
        /// The quarter.
        quarter: Quarter,
    },
    /// The Count stands in the quarter: nobody leaves it.
    CountGuards {
        /// The quarter.
        quarter: Quarter,
    },
    /// The quarter's followers go to another type of feature (castle to
    /// cities, blacksmith to roads, cathedral to cloisters, market to
    /// fields).
    WrongQuarter {
        /// The quarter.
        quarter: Quarter,
    },
    /// The feature there is not being scored this turn.
    NotScoredNow {
        /// The square.
        at: Pos,
    },
    /// Followers leave the market only at the end of the game.
    MarketAtEnd,
    /// At the end of the game only the market's followers leave (the
    /// variant in play).
    OnlyMarketAtEnd {
        /// The quarter asked for.
        quarter: crate::tile::Quarter,
    },
}

impl ErrorKind for CountError {
    fn message(&self) -> Message {
        match *self {
            CountError::QuarterNotEarned => Message::new("engine-step-quarter-not-earned"),
            CountError::QuarterTwice => Message::new("engine-step-quarter-twice"),
            CountError::NotAFollower { figure } => {
                Message::new("engine-step-not-a-follower").arg("figure", Arg::Figure(figure))
            }
            CountError::NotInQuarter { quarter } => {
                Message::new("engine-step-not-in-quarter").arg("quarter", quarter_arg(quarter))
            }
            CountError::CountGuards { quarter } => {
                Message::new("engine-step-count-guards").arg("quarter", quarter_arg(quarter))
            }
            CountError::WrongQuarter { quarter } => {
                Message::new("engine-step-wrong-quarter").arg("quarter", quarter_arg(quarter))
            }
            CountError::NotScoredNow { at } => {
                Message::new("engine-step-not-scored-now").arg("square", square(at))
            }
            CountError::MarketAtEnd => Message::new("engine-step-market-at-end"),
            CountError::OnlyMarketAtEnd { quarter } => {
                Message::new("engine-step-only-market-at-end").arg("quarter", quarter_arg(quarter))
            }
        }
    }
}

impl From<CountError> for StepError {
    fn from(e: CountError) -> StepError {
        StepError::Ext(ExtError::Count(e))
    }
}

impl From<CountError> for StepOrFollower {
    fn from(e: CountError) -> StepOrFollower {
        StepOrFollower::Step(e.into())
    }
}

/// Its message ids, with the variables each is given.
pub(crate) const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-step-quarter-not-earned", &[]),
    ("engine-step-quarter-twice", &[]),
    ("engine-step-not-a-follower", &["figure"]),
    ("engine-step-not-in-quarter", &["quarter"]),
    ("engine-step-count-guards", &["quarter"]),
    ("engine-step-wrong-quarter", &["quarter"]),
    ("engine-step-not-scored-now", &["square"]),
    ("engine-step-market-at-end", &[]),
    ("engine-step-only-market-at-end", &["quarter"]),
];
