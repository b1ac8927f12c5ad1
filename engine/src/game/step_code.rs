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
    use Player::Blue;

    /// Every spec resolves to the first feature of its type.
    fn first(_: Pos, spec: FeatureSpec) -> Option<FeatureRef> {
        match spec {
            FeatureSpec::Named { ty, .. } => Some(FeatureRef { ty, index: 0 }),
            FeatureSpec::Ref(r) => Some(r),
        }
    }

    #[test]
    fn a_figure_on_another_tile_reads_back_its_code() {
        let spec = FeatureSpec::Ref(FeatureRef {
            ty: FeatureType::Road,
            index: 0,
        });
        let step = Step::Figure {
            player: Blue,
            figure: Figure::Follower,
            on: Some((1, -3)),
            spec,
        };
        let code = step.code(first).expect("writable");
        assert_eq!(Step::from_code(&code), Some(step));
        // A figure on its turn's own tile is not a step of the JSON.
        assert_eq!(Step::figure(Blue, Figure::Follower, spec).code(first), None);
        assert_eq!(Step::from_code(&[]), None);
    }
}
