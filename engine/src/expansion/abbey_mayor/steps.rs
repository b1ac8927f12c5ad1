//! Abbey & Mayor's steps: a barn on a corner of the tile just laid, as the
//! action; a wagon moving on after the turn's scoring. (An abbey is a tile,
//! a mayor a figure: the base game's steps carry them.)

use crate::board_file::{Tables, Unwritable, player, quoted, square};
use crate::expansion::Corner;
use crate::expansion::{ExtStep, Resolve, StepKind};
use crate::game::step_code::{Ints, feature_ints, get, player_int};
use crate::game::{Player, Pos, Step};
use crate::spec::FeatureSpec;

/// A step of Abbey & Mayor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbbeyStep {
    /// Put a barn on a corner of the tile just laid.
    Barn {
        /// Owner.
        player: Player,
        /// The corner.
        corner: Corner,
    },
    /// After the turn's scoring, move a wagon that scored on to a feature
    /// next to its old one.
    Wagon {
        /// Owner.
        player: Player,
        /// The square it moves to.
        to: Pos,
        /// The feature there.
        spec: FeatureSpec,
    },
}

impl From<AbbeyStep> for Step {
    fn from(s: AbbeyStep) -> Step {
        Step::Ext(ExtStep::AbbeyMayor(s))
    }
}

/// Integers, after the expansion's number:
///
/// ```text
/// [0, player, corner]                a barn on a corner of the tile just laid
/// [1, player, x, y, type, index]     a wagon moving on to (x, y)
/// ```
impl StepKind for AbbeyStep {
    fn phase(&self) -> u8 {
        match self {
            AbbeyStep::Barn { .. } => 1,
            AbbeyStep::Wagon { .. } => Step::AFTER_SCORING,
        }
    }

    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>> {
        Some(match *self {
            AbbeyStep::Barn { player, corner } => vec![0, player_int(player), corner as i32],
            AbbeyStep::Wagon { player, to, spec } => {
                let [t, i] = feature_ints(resolve, to, spec)?;
                vec![1, player_int(player), to.0, to.1, t, i]
            }
        })
    }

    const NAMES: &'static [&'static str] = &["barn", "wagon"];

    fn name(&self) -> &'static str {
        match self {
            AbbeyStep::Barn { .. } => "barn",
            AbbeyStep::Wagon { .. } => "wagon",
        }
    }

    fn player(&self) -> Option<Player> {
        match *self {
            AbbeyStep::Barn { player, .. } | AbbeyStep::Wagon { player, .. } => Some(player),
        }
    }

    fn squares(&self, at: Pos) -> Vec<Pos> {
        match *self {
            AbbeyStep::Barn { corner, .. } => corner.squares(at).map(|(q, _)| q).to_vec(),
            AbbeyStep::Wagon { to, .. } => vec![to],
        }
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match *self {
            AbbeyStep::Barn { .. } => Vec::new(),
            AbbeyStep::Wagon { spec, .. } => vec![spec.detail()],
        }
    }

    fn write(&self, at: Pos, w: &mut Tables<'_>) -> Result<(), Unwritable> {
        match *self {
            AbbeyStep::Barn { player: p, corner } => {
                w.table("follower")
                    .key("player", player(p))
                    .key("figure", quoted("barn"))
                    .key("at", square(at))
                    .key("corner", square(corner.point(at)));
            }
            AbbeyStep::Wagon {
                player: p,
                to,
                spec,
            } => {
                let feature = w.feature(to, spec)?;
                w.table("wagon")
                    .key("player", player(p))
                    .key("at", square(at))
                    .key("to", square(to))
                    .key("feature", feature);
            }
        }
        Ok(())
    }

    fn from_code(code: &[i32]) -> Option<AbbeyStep> {
        let c = Ints(code);
        match *code.first()? {
            0 => c.exactly(
                3,
                Some(AbbeyStep::Barn {
                    player: c.player(1)?,
                    corner: get(&Corner::ALL, c.int(2)?)?,
                }),
            ),
            1 => c.exactly(
                6,
                Some(AbbeyStep::Wagon {
                    player: c.player(1)?,
                    to: c.square(2)?,
                    spec: c.feature(4)?,
                }),
            ),
            _ => None,
        }
    }
}
