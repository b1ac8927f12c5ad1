//! A step as a list of integers, for the site's example JSON: the
//! browser's engine reads it back with [`Step::from_code`], which costs far
//! less WebAssembly than a derived deserializer or a text parser. Players,
//! figures and feature types are their indices ([`Player::index`],
//! [`Figure::index`], the order of [`FeatureType::ALL`]); a feature is its
//! type and its index on the tile, resolved when the site is built.
//!
//! The first integer says whose step it is: 0 the base game's (a follower
//! placed on another tile than the turn's, through a magic portal:
//! `[0, player, figure, x, y, type, index]`), otherwise an expansion's
//! place in the registry (from 1), followed by the integers the
//! expansion writes for its own steps (its `steps.rs`), with the helpers
//! here.

use super::steps::Step;
use super::{Player, Pos};
use crate::expansion::ExtStep;
use crate::figure::Figure;
use crate::spec::FeatureSpec;
use crate::tile::{FeatureRef, FeatureType};

/// The index of `t` in [`FeatureType::ALL`].
fn type_index(t: FeatureType) -> i32 {
    FeatureType::ALL.iter().position(|x| *x == t).unwrap_or(0) as i32
}

/// The element `i` of `all` (`None` out of range or negative).
pub fn get<T: Copy>(all: &[T], i: i32) -> Option<T> {
    all.get(usize::try_from(i).ok()?).copied()
}

/// The feature of type index `ty` and index `index` on a tile.
pub fn feature(ty: i32, index: i32) -> Option<FeatureSpec> {
    Some(FeatureSpec::Ref(FeatureRef {
        ty: get(&FeatureType::ALL, ty)?,
        index: usize::try_from(index).ok()?,
    }))
}

/// A player as an integer.
pub fn player_int(p: Player) -> i32 {
    p.index() as i32
}

/// A figure as an integer.
pub fn figure_int(f: Figure) -> i32 {
    f.index() as i32
}

/// The feature `spec` names on `on` as two integers (type, index).
pub fn feature_ints(
    resolve: crate::expansion::Resolve<'_>,
    on: Pos,
    spec: FeatureSpec,
) -> Option<[i32; 2]> {
    let fr = resolve(on, spec)?;
    Some([type_index(fr.ty), fr.index as i32])
}

/// Reading a step's integers: each value at its index, `None` when it is
/// missing or out of range.
#[derive(Clone, Copy, Debug)]
pub struct Ints<'a>(pub &'a [i32]);

impl Ints<'_> {
    /// The integer at `i`.
    pub fn int(&self, i: usize) -> Option<i32> {
        self.0.get(i).copied()
    }

    /// The player at `i`.
    pub fn player(&self, i: usize) -> Option<Player> {
        get(&Player::ALL, self.int(i)?)
    }

    /// The figure at `i`.
    pub fn figure(&self, i: usize) -> Option<Figure> {
        get(&Figure::ALL, self.int(i)?)
    }

    /// The square at `i` and `i + 1`.
    pub fn square(&self, i: usize) -> Option<Pos> {
        Some((self.int(i)?, self.int(i + 1)?))
    }

    /// The feature at `i` and `i + 1`.
    pub fn feature(&self, i: usize) -> Option<FeatureSpec> {
        feature(self.int(i)?, self.int(i + 1)?)
    }

    /// `value` when the integers are exactly `len` long.
    pub fn exactly<T>(&self, len: usize, value: Option<T>) -> Option<T> {
        (self.0.len() == len).then_some(value?)
    }
}

impl Step {
    /// The step as integers; `resolve` gives the feature a spec names on
    /// a square (`None`: the step cannot be written, as a figure on its
    /// turn's own tile, which the JSON's followers hold).
    pub fn code(
        &self,
        resolve: impl Fn(Pos, FeatureSpec) -> Option<FeatureRef>,
    ) -> Option<Vec<i32>> {
        match self {
            Step::Figure {
                player,
                figure,
                on,
                spec,
            } => {
                let on = (*on)?;
                let [t, i] = feature_ints(&resolve, on, *spec)?;
                Some(vec![
                    0,
                    player_int(*player),
                    figure_int(*figure),
                    on.0,
                    on.1,
                    t,
                    i,
                ])
            }
            Step::Ext(s) => s.code(&resolve),
        }
    }

    /// The step `code` writes; `None` when the integers are not one.
    pub fn from_code(c: &[i32]) -> Option<Step> {
        match *c.first()? {
            0 => {
                let c = Ints(c);
                c.exactly(
                    7,
                    Some(Step::Figure {
                        player: c.player(1)?,
                        figure: c.figure(2)?,
                        on: Some(c.square(3)?),
                        spec: c.feature(5)?,
                    }),
                )
            }
            _ => ExtStep::from_code(c).map(Step::Ext),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expansion::{AbbeyStep, Capture, CountStep, DragonStep, Target, TowerStep};
    use crate::game::{CatchResult, CatchThrow, Corner, Round, Swap};
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
            Step::from(TowerStep::Ransom {
                player: Red,
                from: Blue,
                figure: Figure::Big,
            }),
            Step::Figure {
                player: Blue,
                figure: Figure::Follower,
                on: Some((1, -3)),
                spec: spec("road"),
            },
            Step::from(DragonStep::Princess {
                player: Blue,
                on: (0, -1),
                spec: spec("city"),
            }),
            Step::from(DragonStep::Fairy {
                player: Red,
                on: (-1, 0),
                spec: spec("cloister"),
            }),
            Step::from(TowerStep::Piece {
                player: Blue,
                on: (1, 1),
                capture: None,
            }),
            Step::from(TowerStep::Piece {
                player: Red,
                on: (1, 1),
                capture: Some(Capture {
                    on: (0, 1),
                    target: Target::Feature(spec("field")),
                    exchange: Some(Figure::Big),
                }),
            }),
            Step::from(TowerStep::Piece {
                player: Red,
                on: (1, 1),
                capture: Some(Capture {
                    on: (1, 3),
                    target: Target::Tower,
                    exchange: None,
                }),
            }),
            Step::from(TowerStep::Top {
                player: Red,
                figure: Figure::Follower,
                on: (1, 2),
            }),
            Step::from(DragonStep::Dragon {
                path: vec![(0, 0), (-1, 0), (-2, 0)],
            }),
            Step::from(DragonStep::Dragon { path: vec![] }),
            Step::from(AbbeyStep::Barn {
                player: Blue,
                corner: Corner::Sw,
            }),
            Step::from(AbbeyStep::Wagon {
                player: Red,
                to: (2, -1),
                spec: spec("cloister"),
            }),
            Step::from(CountStep::Quarter {
                player: Blue,
                figure: Figure::Big,
                quarter: crate::Quarter::Cathedral,
                count: None,
            }),
            Step::from(CountStep::Quarter {
                player: Red,
                figure: Figure::Follower,
                quarter: crate::Quarter::Castle,
                count: Some(crate::Quarter::Market),
            }),
            Step::from(CountStep::FromQuarter {
                player: Red,
                figure: Figure::Follower,
                quarter: crate::Quarter::Blacksmith,
                to: (-3, 2),
                spec: spec("road"),
            }),
            Step::from(Round::KnockOut {
                hits: vec![((0, 1), spec("road")), ((-2, 3), spec("city"))],
            }),
            Step::from(Round::KnockOut { hits: vec![] }),
            Step::from(Round::Seduction {
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
            Step::from(Round::Target {
                winners: vec![Blue, Red],
            }),
            Step::from(Round::Catch {
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
        // The expansion's place in the registry (from 1), then its own.
        let dragon = Step::from(DragonStep::Dragon {
            path: vec![(0, 0), (-1, 2)],
        });
        let n = crate::MODULE_IDS
            .iter()
            .position(|id| *id == "princess-dragon")
            .unwrap() as i32
            + 1;
        assert_eq!(dragon.code(first), Some(vec![n, 2, 0, 0, -1, 2]));
        // A figure on its turn's own tile is not a step of the JSON.
        let own = Step::figure(Red, Figure::Follower, spec("road"));
        assert_eq!(own.code(first), None);
    }

    #[test]
    fn integers_that_are_no_step_are_refused() {
        // The registry's numbers of the expansions with steps.
        let n = |id: &str| crate::MODULE_IDS.iter().position(|i| *i == id).unwrap() as i32 + 1;
        let (pd, tw, am, co, ca) = (
            n("princess-dragon"),
            n("tower"),
            n("abbey-mayor"),
            n("count"),
            n("catapult"),
        );
        let inns = n("inns-cathedrals");
        let bad: Vec<Vec<i32>> = vec![
            vec![],
            vec![0, 1, 2],
            vec![99],
            vec![-1, 0],
            vec![inns, 0],
            vec![tw, 0, 1, 2],
            vec![tw, 0, 7, 1, 0],
            vec![tw, 1, 0, 1, 1, 2],
            vec![tw, 2, 0, 0, 1, 1, 1],
            vec![pd, 2, 1],
            vec![pd, 1, 0, 1, 1, 9, 0],
            vec![am, 0, 0, 9],
            vec![am, 1, 0, 1, 1, 0],
            vec![co, 0, 0, 0, 4, -1],
            vec![co, 0, 0, 0, 1, 7],
            vec![co, 1, 0, 0, 1, 0, 0, 0],
            vec![ca],
            vec![ca, 4],
            vec![ca, 0, 1, 1, 0],
            vec![ca, 2, 7],
            vec![ca, 3, 0, 1, 3],
            vec![ca, 1, 0, 1, 1, 0, 0, 0, 0, -1],
        ];
        for bad in bad {
            assert_eq!(Step::from_code(&bad), None, "{bad:?}");
        }
    }
}
