//! The Tower's steps: a ransom before the action; a tower piece (perhaps
//! capturing a follower) or a follower finishing a tower as the action.

use crate::board_file::{Tables, Unwritable, figure, player, square};
use crate::expansion::{ExtStep, Resolve, StepKind};
use crate::figure::Figure;
use crate::game::step_code::{Ints, feature_ints, figure_int, player_int};
use crate::game::{Player, Pos, Step};
use crate::spec::FeatureSpec;

/// A step of The Tower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TowerStep {
    /// Buy back one's own follower from the player holding it: before the
    /// turn's action.
    Ransom {
        /// Who pays (the player whose turn it is).
        player: Player,
        /// Who holds the prisoner, and is paid.
        from: Player,
        /// Which follower (small or big).
        figure: Figure,
    },
    /// Put a tower piece on the foundation or tower at `on`, perhaps
    /// capturing a follower.
    Piece {
        /// Whose piece.
        player: Player,
        /// The tower's square.
        on: Pos,
        /// The follower captured, if any.
        capture: Option<Capture>,
    },
    /// Finish the tower at `on` with a follower on top.
    Top {
        /// Owner.
        player: Player,
        /// Which follower (small or big).
        figure: Figure,
        /// The tower's square.
        on: Pos,
    },
}

/// The follower a tower piece captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    /// Its square.
    pub on: Pos,
    /// Where it stands there.
    pub target: Target,
    /// When the capture makes two players hold each other's followers,
    /// which of the capturing player's own followers comes back: the
    /// holder of several lets that player choose (default: a small one if
    /// held, else a big one).
    pub exchange: Option<Figure>,
}

/// Where a captured follower stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// On a feature of the tile.
    Feature(FeatureSpec),
    /// On top of the tile's tower.
    Tower,
}

impl From<TowerStep> for Step {
    fn from(s: TowerStep) -> Step {
        Step::Ext(ExtStep::Tower(s))
    }
}

/// Integers, after the expansion's number:
///
/// ```text
/// [0, player, holder, figure]                   ransom
/// [1, player, x, y]                             tower piece on (x, y) …
/// [1, player, x, y, cx, cy, type, index, exch]  … capturing on (cx, cy): type −1 for a
///                                               tower's top; exch −1 or a figure
/// [2, player, figure, x, y]                     a follower finishing the tower on (x, y)
/// ```
impl StepKind for TowerStep {
    fn phase(&self) -> u8 {
        match self {
            TowerStep::Ransom { .. } => 0,
            _ => 1,
        }
    }

    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>> {
        Some(match *self {
            TowerStep::Ransom {
                player,
                from,
                figure,
            } => vec![0, player_int(player), player_int(from), figure_int(figure)],
            TowerStep::Piece {
                player,
                on,
                capture,
            } => {
                let mut out = vec![1, player_int(player), on.0, on.1];
                if let Some(c) = capture {
                    let [t, i] = match c.target {
                        Target::Feature(spec) => feature_ints(resolve, c.on, spec)?,
                        Target::Tower => [-1, 0],
                    };
                    let exch = c.exchange.map_or(-1, figure_int);
                    out.extend([c.on.0, c.on.1, t, i, exch]);
                }
                out
            }
            TowerStep::Top { player, figure, on } => {
                vec![2, player_int(player), figure_int(figure), on.0, on.1]
            }
        })
    }

    const NAMES: &'static [&'static str] = &["ransom", "tower-piece", "tower-top"];
    const DETAILS: &'static [&'static str] = &["tower"];

    fn name(&self) -> &'static str {
        match self {
            TowerStep::Ransom { .. } => "ransom",
            TowerStep::Piece { .. } => "tower-piece",
            TowerStep::Top { .. } => "tower-top",
        }
    }

    fn player(&self) -> Option<Player> {
        match *self {
            TowerStep::Ransom { player, .. }
            | TowerStep::Piece { player, .. }
            | TowerStep::Top { player, .. } => Some(player),
        }
    }

    fn squares(&self, _at: Pos) -> Vec<Pos> {
        match *self {
            TowerStep::Ransom { .. } => Vec::new(),
            TowerStep::Piece { on, capture, .. } => {
                std::iter::once(on).chain(capture.map(|c| c.on)).collect()
            }
            TowerStep::Top { on, .. } => vec![on],
        }
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match *self {
            TowerStep::Ransom { from, figure, .. } => {
                vec![("player", from.as_str()), ("figure", figure.as_str())]
            }
            TowerStep::Piece { capture, .. } => match capture {
                None => Vec::new(),
                Some(c) => {
                    let target = match c.target {
                        Target::Feature(spec) => spec.detail(),
                        Target::Tower => ("piece", "tower"),
                    };
                    std::iter::once(target)
                        .chain(c.exchange.map(|f| ("figure", f.as_str())))
                        .collect()
                }
            },
            TowerStep::Top { figure, .. } => vec![("figure", figure.as_str())],
        }
    }

    fn write(&self, at: Pos, w: &mut Tables<'_>) -> Result<(), Unwritable> {
        match *self {
            TowerStep::Ransom {
                player: p,
                from,
                figure: f,
            } => {
                w.table("ransom")
                    .key("player", player(p))
                    .key("at", square(at))
                    .key("from", player(from))
                    .key("figure", figure(f));
            }
            TowerStep::Piece {
                player: p,
                on,
                capture,
            } => {
                let capture = match capture {
                    None => None,
                    Some(c) => {
                        let target = match c.target {
                            Target::Feature(spec) => {
                                format!("feature = {}", w.feature(c.on, spec)?)
                            }
                            Target::Tower => "tower = true".to_string(),
                        };
                        let exchange = c
                            .exchange
                            .map(|f| format!(", exchange = {}", figure(f)))
                            .unwrap_or_default();
                        Some(format!("{{ on = {}, {target}{exchange} }}", square(c.on)))
                    }
                };
                w.table("tower")
                    .key("player", player(p))
                    .key("at", square(at))
                    .key("on", square(on));
                if let Some(c) = capture {
                    w.key("capture", c);
                }
            }
            TowerStep::Top {
                player: p,
                figure: f,
                on,
            } => {
                w.table("tower-follower")
                    .key("player", player(p))
                    .key("at", square(at))
                    .key("on", square(on))
                    .key("figure", figure(f));
            }
        }
        Ok(())
    }

    fn from_code(code: &[i32]) -> Option<TowerStep> {
        let c = Ints(code);
        match *code.first()? {
            0 => c.exactly(
                4,
                Some(TowerStep::Ransom {
                    player: c.player(1)?,
                    from: c.player(2)?,
                    figure: c.figure(3)?,
                }),
            ),
            1 if code.len() == 4 => Some(TowerStep::Piece {
                player: c.player(1)?,
                on: c.square(2)?,
                capture: None,
            }),
            1 => c.exactly(
                9,
                Some(TowerStep::Piece {
                    player: c.player(1)?,
                    on: c.square(2)?,
                    capture: Some(Capture {
                        on: c.square(4)?,
                        target: match c.int(6)? {
                            -1 => Target::Tower,
                            _ => Target::Feature(c.feature(6)?),
                        },
                        exchange: match c.int(8)? {
                            -1 => None,
                            _ => Some(c.figure(8)?),
                        },
                    }),
                }),
            ),
            2 => c.exactly(
                5,
                Some(TowerStep::Top {
                    player: c.player(1)?,
                    figure: c.figure(2)?,
                    on: c.square(3)?,
                }),
            ),
            _ => None,
        }
    }
}
