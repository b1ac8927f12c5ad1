//! The Catapult's step: one catapult round after a fair tile's turn, with
//! its outcome ([`Round`], `play.rs`).

use crate::board_file::{Tables, Unwritable, player, quoted, square};
use crate::expansion::{CatchResult, CatchThrow, Round, Swap};
use crate::expansion::{ExtStep, Resolve, StepKind};
use crate::game::step_code::{Ints, feature_ints, get, player_int};
use crate::game::{Player, Pos, Step};

impl From<Round> for Step {
    fn from(s: Round) -> Step {
        Step::Ext(ExtStep::Catapult(s))
    }
}

/// Integers, after the expansion's number:
///
/// ```text
/// [0, x, y, type, index, …]                 knock-out: the followers hit
/// [1, player, x, y, type, index,            seduction: per swap, the thrower,
///     fx, fy, ftype, findex, …]             the replaced follower, and where the
///                                           thrower's comes from (ftype −1: the supply)
/// [2, player, …]                            target: the winners
/// [3, thrower, catcher, result, …]          catch: per throw (result: 0 short,
///                                           1 dropped, 2 caught)
/// ```
impl StepKind for Round {
    /// After the turn's scoring and after wagons move on.
    fn phase(&self) -> u8 {
        Step::AFTER_SCORING + 1
    }

    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>> {
        let mut out = Vec::new();
        match self {
            Round::KnockOut { hits } => {
                out.push(0);
                for &(on, spec) in hits {
                    out.extend([on.0, on.1]);
                    out.extend(feature_ints(resolve, on, spec)?);
                }
            }
            Round::Seduction { swaps } => {
                out.push(1);
                for s in swaps {
                    out.extend([player_int(s.player), s.on.0, s.on.1]);
                    out.extend(feature_ints(resolve, s.on, s.spec)?);
                    match s.from {
                        Some((at, spec)) => {
                            out.extend([at.0, at.1]);
                            out.extend(feature_ints(resolve, at, spec)?);
                        }
                        None => out.extend([0, 0, -1, 0]),
                    }
                }
            }
            Round::Target { winners } => {
                out.push(2);
                out.extend(winners.iter().copied().map(player_int));
            }
            Round::Catch { throws } => {
                out.push(3);
                for c in throws {
                    out.extend([
                        player_int(c.thrower),
                        player_int(c.catcher),
                        c.result as i32,
                    ]);
                }
            }
        }
        Some(out)
    }

    const NAMES: &'static [&'static str] = &["knock-out", "seduction", "target", "catch"];
    const DETAILS: &'static [&'static str] = &CatchResult::NAMES;

    fn name(&self) -> &'static str {
        match self {
            Round::KnockOut { .. } => "knock-out",
            Round::Seduction { .. } => "seduction",
            Round::Target { .. } => "target",
            Round::Catch { .. } => "catch",
        }
    }

    /// A round is every player's: its throws name theirs.
    fn player(&self) -> Option<Player> {
        None
    }

    fn squares(&self, _at: Pos) -> Vec<Pos> {
        match self {
            Round::KnockOut { hits } => hits.iter().map(|h| h.0).collect(),
            Round::Seduction { swaps } => swaps
                .iter()
                .flat_map(|s| std::iter::once(s.on).chain(s.from.map(|f| f.0)))
                .collect(),
            Round::Target { .. } | Round::Catch { .. } => Vec::new(),
        }
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match self {
            Round::KnockOut { hits } => hits.iter().map(|h| h.1.detail()).collect(),
            Round::Seduction { swaps } => swaps
                .iter()
                .flat_map(|s| [("player", s.player.as_str()), s.spec.detail()])
                .collect(),
            Round::Target { winners } => winners.iter().map(|p| ("player", p.as_str())).collect(),
            Round::Catch { throws } => throws
                .iter()
                .flat_map(|c| {
                    [
                        ("player", c.thrower.as_str()),
                        ("player", c.catcher.as_str()),
                        ("result", c.result.as_str()),
                    ]
                })
                .collect(),
        }
    }

    fn write(&self, at: Pos, w: &mut Tables<'_>) -> Result<(), Unwritable> {
        let (token, key, values): (&str, &str, Vec<String>) = match self {
            Round::KnockOut { hits } => (
                "knock-out",
                "hit",
                hits.iter()
                    .map(|&(on, spec)| w.place(on, spec))
                    .collect::<Result<_, _>>()?,
            ),
            Round::Seduction { swaps } => (
                "seduction",
                "swaps",
                swaps
                    .iter()
                    .map(|s| {
                        let from = match s.from {
                            Some((q, spec)) => format!(", from = {}", w.place(q, spec)?),
                            None => String::new(),
                        };
                        Ok(format!(
                            "{{ player = {}, replaces = {}{from} }}",
                            player(s.player),
                            w.place(s.on, s.spec)?
                        ))
                    })
                    .collect::<Result<_, _>>()?,
            ),
            Round::Target { winners } => (
                "target",
                "winners",
                winners.iter().map(|&p| player(p)).collect(),
            ),
            Round::Catch { throws } => (
                "catch",
                "throws",
                throws
                    .iter()
                    .map(|c| {
                        format!(
                            "{{ thrower = {}, catcher = {}, result = {} }}",
                            player(c.thrower),
                            player(c.catcher),
                            quoted(c.result.as_str())
                        )
                    })
                    .collect(),
            ),
        };
        w.table("catapult")
            .key("at", square(at))
            .key("token", quoted(token))
            .key(key, format!("[{}]", values.join(", ")));
        Ok(())
    }

    /// A round's throws, each alone: a hit, a swap, a winner, a catch
    /// (a round where nothing came of any throw is its own part).
    fn parts(&self) -> Vec<Round> {
        let parts: Vec<Round> = match self {
            Round::KnockOut { hits } => hits
                .iter()
                .map(|&h| Round::KnockOut { hits: vec![h] })
                .collect(),
            Round::Seduction { swaps } => swaps
                .iter()
                .map(|&s| Round::Seduction { swaps: vec![s] })
                .collect(),
            Round::Target { winners } => winners
                .iter()
                .map(|&w| Round::Target { winners: vec![w] })
                .collect(),
            Round::Catch { throws } => throws
                .iter()
                .map(|&c| Round::Catch { throws: vec![c] })
                .collect(),
        };
        if parts.is_empty() {
            vec![self.clone()]
        } else {
            parts
        }
    }

    /// The round with the outcomes of `part` after its own, when both
    /// threw the same token.
    fn join(&self, part: &Round) -> Option<Round> {
        let mut out = self.clone();
        match (&mut out, part) {
            (Round::KnockOut { hits }, Round::KnockOut { hits: more }) => hits.extend(more),
            (Round::Seduction { swaps }, Round::Seduction { swaps: more }) => swaps.extend(more),
            (Round::Target { winners }, Round::Target { winners: more }) => winners.extend(more),
            (Round::Catch { throws }, Round::Catch { throws: more }) => throws.extend(more),
            _ => return None,
        }
        Some(out)
    }

    fn from_code(code: &[i32]) -> Option<Round> {
        let (&kind, c) = code.split_first()?;
        let player = |i: i32| get(&Player::ALL, i);
        let chunks = |n: usize| c.len().is_multiple_of(n).then(|| c.chunks(n));
        Some(match kind {
            0 => Round::KnockOut {
                hits: chunks(4)?
                    .map(|h| Some((Ints(h).square(0)?, Ints(h).feature(2)?)))
                    .collect::<Option<_>>()?,
            },
            1 => Round::Seduction {
                swaps: chunks(9)?
                    .map(|s| {
                        let s = Ints(s);
                        Some(Swap {
                            player: s.player(0)?,
                            on: s.square(1)?,
                            spec: s.feature(3)?,
                            from: match s.int(7)? {
                                -1 => None,
                                _ => Some((s.square(5)?, s.feature(7)?)),
                            },
                        })
                    })
                    .collect::<Option<_>>()?,
            },
            2 => Round::Target {
                winners: c.iter().map(|&w| player(w)).collect::<Option<_>>()?,
            },
            3 => Round::Catch {
                throws: chunks(3)?
                    .map(|t| {
                        Some(CatchThrow {
                            thrower: player(t[0])?,
                            catcher: player(t[1])?,
                            result: get(&CatchResult::ALL, t[2])?,
                        })
                    })
                    .collect::<Option<_>>()?,
            },
            _ => return None,
        })
    }
}
