//! A step as a list of integers, for the site's example JSON: the
//! browser's engine reads it back with [`Step::from_code`], which costs far
//! less WebAssembly than a derived deserializer or a text parser. Players,
//! figures and feature types are their indices ([`Player::index`],
//! [`Figure::index`], the order of [`FeatureType::ALL`]); a feature is its
//! type and its index on the tile, resolved when the site is built:
//!
//! ```text
//! [0, player, holder, figure]                   ransom
//! [1, player, figure, x, y, type, index]        a portal's follower on square (x, y)
//! [2, player, x, y, type, index]                princess: the knight's square and feature
//! [3, player, x, y, type, index]                fairy: the follower's square and feature
//! [4, player, x, y]                             tower piece on (x, y) …
//! [4, player, x, y, cx, cy, type, index, exch]  … capturing on (cx, cy): type −1 for a
//!                                               tower's top; exch −1 or a figure
//! [5, player, figure, x, y]                     a follower finishing the tower on (x, y)
//! [6, x1, y1, x2, y2, …]                        the squares the dragon enters
//! [7, player, corner]                           a barn on a corner of the tile just laid
//! [8, player, x, y, type, index]                a wagon moving on to (x, y)
//! [9, 0, x, y, type, index, …]                  catapult, knock-out: the followers hit
//! [9, 1, player, x, y, type, index,             catapult, seduction: per swap, the thrower,
//!        fx, fy, ftype, findex, …]              the replaced follower, and where the
//!                                               thrower's comes from (ftype −1: the supply)
//! [9, 2, player, …]                             catapult, target: the winners
//! [9, 3, thrower, catcher, result, …]           catapult, catch: per throw (result: 0 short,
//!                                               1 dropped, 2 caught)
//! [10, player, figure, quarter, count]          into a quarter; count −1: the Count stays
//! [11, player, figure, quarter, x, y, type, index]  out of a quarter onto (x, y)
//! ```
//!
//! Quarters are their rulebook numbers less one ([`Quarter::ALL`]).

use super::Corner;
use super::steps::{Capture, Step, Target};
use super::{Player, Pos};
use crate::expansion::catapult::play::{CatchResult, CatchThrow, Round, Swap};
use crate::figure::Figure;
use crate::spec::FeatureSpec;
use crate::tile::Quarter;
use crate::tile::{FeatureRef, FeatureType};

/// The index of `t` in [`FeatureType::ALL`].
fn type_index(t: FeatureType) -> i32 {
    FeatureType::ALL.iter().position(|x| *x == t).unwrap_or(0) as i32
}

fn get<T: Copy>(all: &[T], i: i32) -> Option<T> {
    all.get(usize::try_from(i).ok()?).copied()
}

fn feature(ty: i32, index: i32) -> Option<FeatureSpec> {
    Some(FeatureSpec::Ref(FeatureRef {
        ty: get(&FeatureType::ALL, ty)?,
        index: usize::try_from(index).ok()?,
    }))
}

impl Step {
    /// The step as integers; `resolve` gives the feature a spec names on
    /// a square (`None`: the step cannot be written).
    pub fn code(
        &self,
        resolve: impl Fn(Pos, FeatureSpec) -> Option<FeatureRef>,
    ) -> Option<Vec<i32>> {
        let p = |p: &Player| p.index() as i32;
        let f = |f: &Figure| f.index() as i32;
        let r = |on: Pos, spec: FeatureSpec| -> Option<[i32; 2]> {
            let fr = resolve(on, spec)?;
            Some([type_index(fr.ty), fr.index as i32])
        };
        Some(match self {
            Step::Ransom {
                player,
                from,
                figure,
            } => vec![0, p(player), p(from), f(figure)],
            Step::Figure {
                player,
                figure,
                on,
                spec,
            } => {
                let on = (*on)?;
                let [t, i] = r(on, *spec)?;
                vec![1, p(player), f(figure), on.0, on.1, t, i]
            }
            Step::Princess { player, on, spec } | Step::Fairy { player, on, spec } => {
                let op = if matches!(self, Step::Princess { .. }) {
                    2
                } else {
                    3
                };
                let [t, i] = r(*on, *spec)?;
                vec![op, p(player), on.0, on.1, t, i]
            }
            Step::Tower {
                player,
                on,
                capture,
            } => {
                let mut out = vec![4, p(player), on.0, on.1];
                if let Some(c) = capture {
                    let [t, i] = match c.target {
                        Target::Feature(spec) => r(c.on, spec)?,
                        Target::Tower => [-1, 0],
                    };
                    let exch = c.exchange.map_or(-1, |x| f(&x));
                    out.extend([c.on.0, c.on.1, t, i, exch]);
                }
                out
            }
            Step::TopTower { player, figure, on } => vec![5, p(player), f(figure), on.0, on.1],
            Step::Dragon { path } => {
                let mut out = vec![6];
                out.extend(path.iter().flat_map(|q| [q.0, q.1]));
                out
            }
            Step::Barn { player, corner } => vec![7, p(player), *corner as i32],
            Step::Wagon { player, to, spec } => {
                let [t, i] = r(*to, *spec)?;
                vec![8, p(player), to.0, to.1, t, i]
            }
            Step::Quarter {
                player,
                figure,
                quarter,
                count,
            } => vec![
                10,
                p(player),
                f(figure),
                *quarter as i32,
                count.map_or(-1, |q| q as i32),
            ],
            Step::FromQuarter {
                player,
                figure,
                quarter,
                to,
                spec,
            } => {
                let [t, i] = r(*to, *spec)?;
                vec![11, p(player), f(figure), *quarter as i32, to.0, to.1, t, i]
            }
            Step::Catapult(round) => {
                let mut out = vec![9];
                match round {
                    Round::KnockOut { hits } => {
                        out.push(0);
                        for &(on, spec) in hits {
                            out.extend([on.0, on.1]);
                            out.extend(r(on, spec)?);
                        }
                    }
                    Round::Seduction { swaps } => {
                        out.push(1);
                        for s in swaps {
                            out.extend([p(&s.player), s.on.0, s.on.1]);
                            out.extend(r(s.on, s.spec)?);
                            match s.from {
                                Some((at, spec)) => {
                                    out.extend([at.0, at.1]);
                                    out.extend(r(at, spec)?);
                                }
                                None => out.extend([0, 0, -1, 0]),
                            }
                        }
                    }
                    Round::Target { winners } => {
                        out.push(2);
                        out.extend(winners.iter().map(p));
                    }
                    Round::Catch { throws } => {
                        out.push(3);
                        for c in throws {
                            out.extend([p(&c.thrower), p(&c.catcher), c.result as i32]);
                        }
                    }
                }
                out
            }
        })
    }

    /// The catapult round of `code` after its `[9, kind]`.
    fn round_from_code(kind: i32, c: &[i32]) -> Option<Round> {
        let player = |i: i32| get(&Player::ALL, i);
        let chunks = |n: usize| c.len().is_multiple_of(n).then(|| c.chunks(n));
        Some(match kind {
            0 => Round::KnockOut {
                hits: chunks(4)?
                    .map(|h| Some(((h[0], h[1]), feature(h[2], h[3])?)))
                    .collect::<Option<_>>()?,
            },
            1 => Round::Seduction {
                swaps: chunks(9)?
                    .map(|s| {
                        Some(Swap {
                            player: player(s[0])?,
                            on: (s[1], s[2]),
                            spec: feature(s[3], s[4])?,
                            from: match s[7] {
                                -1 => None,
                                t => Some(((s[5], s[6]), feature(t, s[8])?)),
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

    /// The step `code` writes; `None` when the integers are not one.
    pub fn from_code(c: &[i32]) -> Option<Step> {
        let player = |i: usize| get(&Player::ALL, *c.get(i)?);
        let figure = |i: usize| get(&Figure::ALL, *c.get(i)?);
        let sq = |i: usize| Some((*c.get(i)?, *c.get(i + 1)?));
        let ft = |i: usize| feature(*c.get(i)?, *c.get(i + 1)?);
        let (step, len) = match *c.first()? {
            0 => (
                Step::Ransom {
                    player: player(1)?,
                    from: player(2)?,
                    figure: figure(3)?,
                },
                4,
            ),
            1 => (
                Step::Figure {
                    player: player(1)?,
                    figure: figure(2)?,
                    on: Some(sq(3)?),
                    spec: ft(5)?,
                },
                7,
            ),
            2 => (
                Step::Princess {
                    player: player(1)?,
                    on: sq(2)?,
                    spec: ft(4)?,
                },
                6,
            ),
            3 => (
                Step::Fairy {
                    player: player(1)?,
                    on: sq(2)?,
                    spec: ft(4)?,
                },
                6,
            ),
            4 if c.len() == 4 => (
                Step::Tower {
                    player: player(1)?,
                    on: sq(2)?,
                    capture: None,
                },
                4,
            ),
            4 => (
                Step::Tower {
                    player: player(1)?,
                    on: sq(2)?,
                    capture: Some(Capture {
                        on: sq(4)?,
                        target: match *c.get(6)? {
                            -1 => Target::Tower,
                            _ => Target::Feature(ft(6)?),
                        },
                        exchange: match *c.get(8)? {
                            -1 => None,
                            _ => Some(figure(8)?),
                        },
                    }),
                },
                9,
            ),
            5 => (
                Step::TopTower {
                    player: player(1)?,
                    figure: figure(2)?,
                    on: sq(3)?,
                },
                5,
            ),
            6 if c.len() % 2 == 1 => (
                Step::Dragon {
                    path: c[1..].chunks(2).map(|q| (q[0], q[1])).collect(),
                },
                c.len(),
            ),
            7 => (
                Step::Barn {
                    player: player(1)?,
                    corner: get(&Corner::ALL, *c.get(2)?)?,
                },
                3,
            ),
            8 => (
                Step::Wagon {
                    player: player(1)?,
                    to: sq(2)?,
                    spec: ft(4)?,
                },
                6,
            ),
            10 => (
                Step::Quarter {
                    player: player(1)?,
                    figure: figure(2)?,
                    quarter: get(&Quarter::ALL, *c.get(3)?)?,
                    count: match *c.get(4)? {
                        -1 => None,
                        q => Some(get(&Quarter::ALL, q)?),
                    },
                },
                5,
            ),
            11 => (
                Step::FromQuarter {
                    player: player(1)?,
                    figure: figure(2)?,
                    quarter: get(&Quarter::ALL, *c.get(3)?)?,
                    to: sq(4)?,
                    spec: ft(6)?,
                },
                8,
            ),
            9 => (
                Step::Catapult(Self::round_from_code(*c.get(1)?, c.get(2..)?)?),
                c.len(),
            ),
            _ => return None,
        };
        (c.len() == len).then_some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Player::{Blue, Red};

    /// Every spec resolves to the first feature of its type.
    fn first(_: Pos, spec: FeatureSpec) -> Option<FeatureRef> {
        match spec {
            FeatureSpec::Named { ty, .. } => Some(FeatureRef { ty, index: 0 }),
            FeatureSpec::Ref(r) => Some(r),
        }
    }

    #[test]
    fn every_step_reads_back_its_code() {
        let spec = |s: &str| FeatureSpec::Ref(first((0, 0), s.parse().expect("a spec")).unwrap());
        let steps = [
            Step::Ransom {
                player: Red,
                from: Blue,
                figure: Figure::Big,
            },
            Step::Figure {
                player: Blue,
                figure: Figure::Follower,
                on: Some((1, -3)),
                spec: spec("road"),
            },
            Step::Princess {
                player: Blue,
                on: (0, -1),
                spec: spec("city"),
            },
            Step::Fairy {
                player: Red,
                on: (-1, 0),
                spec: spec("cloister"),
            },
            Step::Tower {
                player: Blue,
                on: (1, 1),
                capture: None,
            },
            Step::Tower {
                player: Red,
                on: (1, 1),
                capture: Some(Capture {
                    on: (0, 1),
                    target: Target::Feature(spec("field")),
                    exchange: Some(Figure::Big),
                }),
            },
            Step::Tower {
                player: Red,
                on: (1, 1),
                capture: Some(Capture {
                    on: (1, 3),
                    target: Target::Tower,
                    exchange: None,
                }),
            },
            Step::TopTower {
                player: Red,
                figure: Figure::Follower,
                on: (1, 2),
            },
            Step::Dragon {
                path: vec![(0, 0), (-1, 0), (-2, 0)],
            },
            Step::Dragon { path: vec![] },
            Step::Barn {
                player: Blue,
                corner: Corner::Sw,
            },
            Step::Wagon {
                player: Red,
                to: (2, -1),
                spec: spec("cloister"),
            },
            Step::Quarter {
                player: Blue,
                figure: Figure::Big,
                quarter: crate::Quarter::Cathedral,
                count: None,
            },
            Step::Quarter {
                player: Red,
                figure: Figure::Follower,
                quarter: crate::Quarter::Castle,
                count: Some(crate::Quarter::Market),
            },
            Step::FromQuarter {
                player: Red,
                figure: Figure::Follower,
                quarter: crate::Quarter::Blacksmith,
                to: (-3, 2),
                spec: spec("road"),
            },
            Step::Catapult(Round::KnockOut {
                hits: vec![((0, 1), spec("road")), ((-2, 3), spec("city"))],
            }),
            Step::Catapult(Round::KnockOut { hits: vec![] }),
            Step::Catapult(Round::Seduction {
                swaps: vec![
                    Swap {
                        player: Red,
                        on: (1, 1),
                        spec: spec("city"),
                        from: None,
                    },
                    Swap {
                        player: Blue,
                        on: (0, -1),
                        spec: spec("field"),
                        from: Some(((3, 3), spec("road"))),
                    },
                ],
            }),
            Step::Catapult(Round::Target {
                winners: vec![Blue, Red],
            }),
            Step::Catapult(Round::Catch {
                throws: vec![
                    CatchThrow {
                        thrower: Red,
                        catcher: Blue,
                        result: CatchResult::Caught,
                    },
                    CatchThrow {
                        thrower: Blue,
                        catcher: Red,
                        result: CatchResult::Short,
                    },
                ],
            }),
        ];
        for step in steps {
            let code = step.code(first).expect("writable");
            assert_eq!(Step::from_code(&code), Some(step), "{code:?}");
        }
        let dragon = Step::Dragon {
            path: vec![(0, 0), (-1, 2)],
        };
        assert_eq!(dragon.code(first), Some(vec![6, 0, 0, -1, 2]));
        // A figure on its turn's own tile is not a step of the JSON.
        let own = Step::figure(Red, Figure::Follower, spec("road"));
        assert_eq!(own.code(first), None);
    }

    #[test]
    fn integers_that_are_no_step_are_refused() {
        for bad in [
            &[][..],
            &[12],
            &[0, 1, 2],
            &[0, 7, 1, 0],
            &[6, 1],
            &[4, 0, 1, 1, 2],
            &[3, 0, 1, 1, 9, 0],
            &[5, 0, 0, 1, 1, 1],
            &[10, 0, 0, 4, -1],
            &[10, 0, 0, 1, 7],
            &[11, 0, 0, 1, 0, 0, 0],
            &[9],
            &[9, 4],
            &[9, 0, 1, 1, 0],
            &[9, 2, 7],
            &[9, 3, 0, 1, 3],
            &[9, 1, 0, 1, 1, 0, 0, 0, 0, -1],
        ] {
            assert_eq!(Step::from_code(bad), None, "{bad:?}");
        }
    }
}
