//! Princess & Dragon's steps: the princess sending a knight home or the
//! fairy moving next to a follower, as the action; the dragon's move after
//! it, before the scoring. A follower through a magic portal is the base
//! game's figure step on another tile (the expansion's `reaches` hook).

use crate::board_file::{Tables, Unwritable, player, square};
use crate::expansion::{ExtStep, Resolve, StepKind};
use crate::game::step_code::{Ints, feature_ints, player_int};
use crate::game::{Player, Pos, Step};
use crate::spec::FeatureSpec;

/// A step of Princess & Dragon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DragonStep {
    /// The princess of the tile just laid sends a knight of her city home.
    Princess {
        /// Who does it.
        player: Player,
        /// The knight's square.
        on: Pos,
        /// The knight's feature there.
        spec: FeatureSpec,
    },
    /// Put the fairy next to one of the player's followers.
    Fairy {
        /// Whose follower.
        player: Player,
        /// The follower's square.
        on: Pos,
        /// The follower's feature there.
        spec: FeatureSpec,
    },
    /// The dragon's move: the squares it enters, in order.
    Dragon {
        /// The squares.
        path: Vec<Pos>,
    },
}

impl From<DragonStep> for Step {
    fn from(s: DragonStep) -> Step {
        Step::Ext(ExtStep::PrincessDragon(s))
    }
}

/// Integers, after the expansion's number:
///
/// ```text
/// [0, player, x, y, type, index]   princess: the knight's square and feature
/// [1, player, x, y, type, index]   fairy: the follower's square and feature
/// [2, x1, y1, x2, y2, …]           the squares the dragon enters
/// ```
impl StepKind for DragonStep {
    fn phase(&self) -> u8 {
        match self {
            DragonStep::Dragon { .. } => 2,
            _ => 1,
        }
    }

    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>> {
        Some(match self {
            DragonStep::Princess { player, on, spec } | DragonStep::Fairy { player, on, spec } => {
                let op = i32::from(matches!(self, DragonStep::Fairy { .. }));
                let [t, i] = feature_ints(resolve, *on, *spec)?;
                vec![op, player_int(*player), on.0, on.1, t, i]
            }
            DragonStep::Dragon { path } => {
                let mut out = vec![2];
                out.extend(path.iter().flat_map(|q| [q.0, q.1]));
                out
            }
        })
    }

    const NAMES: &'static [&'static str] = &["princess", "fairy", "dragon"];

    fn name(&self) -> &'static str {
        match self {
            DragonStep::Princess { .. } => "princess",
            DragonStep::Fairy { .. } => "fairy",
            DragonStep::Dragon { .. } => "dragon",
        }
    }

    fn player(&self) -> Option<Player> {
        match *self {
            DragonStep::Princess { player, .. } | DragonStep::Fairy { player, .. } => Some(player),
            DragonStep::Dragon { .. } => None,
        }
    }

    fn squares(&self, _at: Pos) -> Vec<Pos> {
        match self {
            DragonStep::Princess { on, .. } | DragonStep::Fairy { on, .. } => vec![*on],
            DragonStep::Dragon { path } => path.clone(),
        }
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match self {
            DragonStep::Princess { spec, .. } | DragonStep::Fairy { spec, .. } => {
                vec![spec.detail()]
            }
            DragonStep::Dragon { .. } => Vec::new(),
        }
    }

    fn write(&self, at: Pos, w: &mut Tables<'_>) -> Result<(), Unwritable> {
        match self {
            DragonStep::Princess {
                player: p,
                on,
                spec,
            }
            | DragonStep::Fairy {
                player: p,
                on,
                spec,
            } => {
                let name = match self {
                    DragonStep::Fairy { .. } => "fairy",
                    _ => "princess",
                };
                let feature = w.feature(*on, *spec)?;
                w.table(name)
                    .key("player", player(*p))
                    .key("at", square(at))
                    .key("on", square(*on))
                    .key("feature", feature);
            }
            DragonStep::Dragon { path } => {
                let squares: Vec<String> = path.iter().map(|q| square(*q)).collect();
                w.tile_key("dragon", format!("[{}]", squares.join(", ")));
            }
        }
        Ok(())
    }

    fn from_code(code: &[i32]) -> Option<DragonStep> {
        let c = Ints(code);
        match *code.first()? {
            0 => c.exactly(
                6,
                Some(DragonStep::Princess {
                    player: c.player(1)?,
                    on: c.square(2)?,
                    spec: c.feature(4)?,
                }),
            ),
            1 => c.exactly(
                6,
                Some(DragonStep::Fairy {
                    player: c.player(1)?,
                    on: c.square(2)?,
                    spec: c.feature(4)?,
                }),
            ),
            2 if code.len() % 2 == 1 => Some(DragonStep::Dragon {
                path: code[1..].chunks(2).map(|q| (q[0], q[1])).collect(),
            }),
            _ => None,
        }
    }
}
