//! The Count's steps: a follower into a quarter of Carcassonne after the
//! turn's scoring (perhaps moving the Count), and a follower out of a
//! quarter onto a feature about to score (from the market: at the end).

use crate::board_file::{Tables, Unwritable, figure, player, quoted, square};
use crate::expansion::{ExtStep, Resolve, StepKind};
use crate::figure::Figure;
use crate::game::step_code::{Ints, feature_ints, figure_int, get, player_int};
use crate::game::{Player, Pos, Step};
use crate::spec::FeatureSpec;
use crate::tile::Quarter;

/// A step of The Count of Carcassonne.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountStep {
    /// After the turn's scoring, put a follower into a quarter of the city
    /// of Carcassonne, and perhaps move the Count.
    Quarter {
        /// Owner: the player whose turn it is.
        player: Player,
        /// A follower, small or big.
        figure: Figure,
        /// The quarter.
        quarter: Quarter,
        /// Where the Count goes (`None`: he stays).
        count: Option<Quarter>,
    },
    /// Move a follower out of a quarter onto a feature this turn is about
    /// to score; from the market, onto a field at the end of the game.
    FromQuarter {
        /// Owner.
        player: Player,
        /// A follower, small or big.
        figure: Figure,
        /// The quarter it leaves.
        quarter: Quarter,
        /// The square of a tile of the feature.
        to: Pos,
        /// The feature there.
        spec: FeatureSpec,
        /// Taken at the end of the game, before the final scoring (from
        /// the market always; from the other quarters where a rule
        /// variant lets them leave then).
        end: bool,
    },
}

impl From<CountStep> for Step {
    fn from(s: CountStep) -> Step {
        Step::Ext(ExtStep::Count(s))
    }
}

/// Integers, after the expansion's number (quarters are their rulebook
/// numbers less one, [`Quarter::ALL`]):
///
/// ```text
/// [0, player, figure, quarter, count]          into a quarter; count −1: the Count stays
/// [1, player, figure, quarter, x, y, type, index, end]  out of a quarter onto (x, y); end 1: at the end of the game
/// ```
impl StepKind for CountStep {
    fn phase(&self) -> u8 {
        match self {
            CountStep::Quarter { .. } => Step::AFTER_SCORING,
            CountStep::FromQuarter { end, .. } => {
                if *end {
                    Step::AT_THE_END
                } else {
                    2
                }
            }
        }
    }

    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>> {
        Some(match *self {
            CountStep::Quarter {
                player,
                figure,
                quarter,
                count,
            } => vec![
                0,
                player_int(player),
                figure_int(figure),
                quarter as i32,
                count.map_or(-1, |q| q as i32),
            ],
            CountStep::FromQuarter {
                player,
                figure,
                quarter,
                to,
                spec,
                end,
            } => {
                let [t, i] = feature_ints(resolve, to, spec)?;
                vec![
                    1,
                    player_int(player),
                    figure_int(figure),
                    quarter as i32,
                    to.0,
                    to.1,
                    t,
                    i,
                    i32::from(end),
                ]
            }
        })
    }

    const NAMES: &'static [&'static str] = &["quarter", "from-quarter"];
    const DETAILS: &'static [&'static str] = &Quarter::NAMES;
    const DETAIL_KEYS: &'static [&'static str] = &["count"];

    fn name(&self) -> &'static str {
        match self {
            CountStep::Quarter { .. } => "quarter",
            CountStep::FromQuarter { .. } => "from-quarter",
        }
    }

    fn player(&self) -> Option<Player> {
        match *self {
            CountStep::Quarter { player, .. } | CountStep::FromQuarter { player, .. } => {
                Some(player)
            }
        }
    }

    fn squares(&self, _at: Pos) -> Vec<Pos> {
        match *self {
            CountStep::Quarter { .. } => Vec::new(),
            CountStep::FromQuarter { to, .. } => vec![to],
        }
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match *self {
            CountStep::Quarter {
                figure,
                quarter,
                count,
                ..
            } => std::iter::once(("quarter", quarter.as_str()))
                .chain(std::iter::once(("figure", figure.as_str())))
                .chain(count.map(|q| ("count", q.as_str())))
                .collect(),
            CountStep::FromQuarter {
                figure,
                quarter,
                spec,
                ..
            } => vec![
                ("quarter", quarter.as_str()),
                ("figure", figure.as_str()),
                spec.detail(),
            ],
        }
    }

    fn write(&self, at: Pos, w: &mut Tables<'_>) -> Result<(), Unwritable> {
        match *self {
            CountStep::Quarter {
                player: p,
                figure: f,
                quarter,
                count,
            } => {
                w.table("quarter")
                    .key("player", player(p))
                    .key("at", square(at))
                    .key("quarter", quoted(quarter.as_str()))
                    .key("figure", figure(f));
                if let Some(q) = count {
                    w.key("count", quoted(q.as_str()));
                }
            }
            CountStep::FromQuarter {
                player: p,
                figure: f,
                quarter,
                to,
                spec,
                end,
            } => {
                let feature = w.feature(to, spec)?;
                w.table("from-quarter").key("player", player(p));
                // Followers leaving at the end leave in no turn.
                if !end {
                    w.key("at", square(at));
                }
                w.key("quarter", quoted(quarter.as_str()))
                    .key("to", square(to))
                    .key("feature", feature)
                    .key("figure", figure(f));
            }
        }
        Ok(())
    }

    fn from_code(code: &[i32]) -> Option<CountStep> {
        let c = Ints(code);
        let quarter = |i: usize| get(&Quarter::ALL, c.int(i)?);
        match *code.first()? {
            0 => c.exactly(
                5,
                Some(CountStep::Quarter {
                    player: c.player(1)?,
                    figure: c.figure(2)?,
                    quarter: quarter(3)?,
                    count: match c.int(4)? {
                        -1 => None,
                        _ => Some(quarter(4)?),
                    },
                }),
            ),
            1 => c.exactly(
                9,
                Some(CountStep::FromQuarter {
                    player: c.player(1)?,
                    figure: c.figure(2)?,
                    quarter: quarter(3)?,
                    to: c.square(4)?,
                    spec: c.feature(6)?,
                    end: match c.int(8)? {
                        0 => false,
                        1 => true,
                        _ => return None,
                    },
                }),
            ),
            _ => None,
        }
    }
}
