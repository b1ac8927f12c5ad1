//! Followers: who may stand on which feature of the tile just placed, and
//! their return to the supply.

use super::{Follower, Game, Player};
use crate::figure::Figure;
use crate::tile::{FeatureRef, FeatureType};

/// Why a follower cannot go where it was asked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FollowerError {
    /// No tile has been placed this turn.
    NoTile,
    /// A follower was already placed this turn.
    AlreadyPlaced,
    /// The player has no follower left in their supply.
    NoSupply,
    /// The tile has no such feature.
    UnknownFeature,
    /// Followers may not stand on the river.
    River,
    /// The connected feature already holds a follower.
    Occupied {
        /// Who is there (one of them).
        by: Player,
    },
    /// The player has none of this figure left (or the tile sets in play
    /// do not have it). For followers this is [`FollowerError::NoSupply`].
    NoFigureLeft {
        /// Which figure.
        figure: Figure,
    },
    /// The figure may not stand on a feature of this type (a builder goes
    /// on a road or city, a pig on a field).
    WrongFeature {
        /// Which figure.
        figure: Figure,
        /// The type of the feature asked for.
        feature: FeatureType,
    },
    /// A builder or pig joins only a feature where its owner already has a
    /// follower.
    NeedsOwnFollower {
        /// Which figure.
        figure: Figure,
    },
    /// Only the tile just laid takes a figure, except through its magic
    /// portal (followers only).
    NotThisTile,
    /// Through a magic portal, a follower goes only on a feature that is
    /// not complete.
    Completed,
    /// An expansion's own refusal of the figure there, by the registry's
    /// expansion (its `errors.rs` says which and why).
    Ext(crate::expansion::ExtError),
}

impl Game {
    /// Whether the feature `feature` of the last tile may take a follower
    /// of `player` now.
    pub fn can_place_follower(
        &self,
        player: Player,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        self.can_place_figure(player, Figure::Follower, feature)
    }

    /// Whether the feature `feature` of the last tile may take the figure
    /// `figure` of `player` now: a follower (small or big) an unoccupied
    /// feature, a builder a road or city and a pig a field where the player
    /// already has a follower.
    pub fn can_place_figure(
        &self,
        player: Player,
        figure: Figure,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        let Some(t) = self.tiles.len().checked_sub(1) else {
            return Err(FollowerError::NoTile);
        };
        self.can_place_figure_on(player, figure, t, feature)
    }

    /// Whether the feature `feature` of tile `t` may take the figure
    /// `figure` of `player` now: as [`Game::can_place_figure`] on the tile
    /// just laid; on another, only a follower through the magic portal of
    /// the tile just laid, on a feature not yet complete. A follower never
    /// goes on the dragon's tile.
    pub fn can_place_figure_on(
        &self,
        player: Player,
        figure: Figure,
        t: usize,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        let Some(last) = self.tiles.len().checked_sub(1) else {
            return Err(FollowerError::NoTile);
        };
        // Another tile than the last only where an expansion reaches it
        // (a magic portal).
        if t != last && (t > last || !self.ask_reaches(last, t, figure)) {
            return Err(FollowerError::NotThisTile);
        }
        if self.follower_this_turn {
            return Err(FollowerError::AlreadyPlaced);
        }
        if self.figures_left(player, figure) == 0 {
            return Err(match figure {
                Figure::Follower => FollowerError::NoSupply,
                _ => FollowerError::NoFigureLeft { figure },
            });
        }
        let Some(local) = self.face(t).local(feature) else {
            return Err(FollowerError::UnknownFeature);
        };
        if feature.ty == FeatureType::River {
            return Err(FollowerError::River);
        }
        if !figure.may_stand_on(feature.ty) {
            return Err(FollowerError::WrongFeature {
                figure,
                feature: feature.ty,
            });
        }
        let root = self.find_const(Self::node(t, local));
        self.ask_may_stand(figure, t, feature, root)?;
        if t != last && self.feature_extent(t, feature).is_some_and(|e| e.complete) {
            return Err(FollowerError::Completed);
        }
        let meeples = &self.nodes[root as usize].meeples;
        if figure.is_follower() {
            if let Some(p) = Player::ALL.into_iter().find(|p| meeples[p.index()] > 0) {
                return Err(FollowerError::Occupied { by: p });
            }
        } else if meeples[player.index()] == 0 {
            return Err(FollowerError::NeedsOwnFollower { figure });
        }
        Ok(())
    }

    /// The features of the last tile that `player` may occupy now.
    pub fn follower_options(&self, player: Player) -> Vec<FeatureRef> {
        let mut out = Vec::new();
        self.follower_options_into(player, &mut out);
        out
    }

    /// The features of the last tile that `player` may occupy now,
    /// appended to `out`.
    pub fn follower_options_into(&self, player: Player, out: &mut Vec<FeatureRef>) {
        out.extend(self.places_for(player, Figure::Follower));
    }

    /// Every figure `player` may place now and where, on the last tile:
    /// each figure of the game's setup that the player still has, on each
    /// feature that may take it, appended to `out` (figures in their
    /// order, features in the tile's).
    pub fn figure_options_into(&self, player: Player, out: &mut Vec<(Figure, FeatureRef)>) {
        for figure in Figure::ALL {
            if self.figures_left(player, figure) > 0 {
                out.extend(self.places_for(player, figure).map(|f| (figure, f)));
            }
        }
    }

    /// The features of the last tile (none before the first) that may
    /// take `player`'s `figure` now, in the tile's order.
    fn places_for(&self, player: Player, figure: Figure) -> impl Iterator<Item = FeatureRef> + '_ {
        let features = match self.tiles.len().checked_sub(1) {
            Some(t) => &self.face(t).features[..],
            None => &[],
        };
        features
            .iter()
            .map(|f| f.feature)
            .filter(move |f| self.can_place_figure(player, figure, *f).is_ok())
    }

    /// Puts a follower of `player` on `feature` of the tile just placed.
    pub fn place_follower(
        &mut self,
        player: Player,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        self.place_figure(player, Figure::Follower, feature)
    }

    /// Puts the figure `figure` of `player` on `feature` of the tile just
    /// placed (see [`Game::can_place_figure`]).
    pub fn place_figure(
        &mut self,
        player: Player,
        figure: Figure,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        let t = self.last_tile().ok_or(FollowerError::NoTile)?;
        self.place_figure_on(player, figure, t, feature)
    }

    /// Puts the figure `figure` of `player` on `feature` of tile `t` (see
    /// [`Game::can_place_figure_on`]).
    pub fn place_figure_on(
        &mut self,
        player: Player,
        figure: Figure,
        t: usize,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        self.can_place_figure_on(player, figure, t, feature)?;
        self.stand(player, figure, t, feature);
        self.follower_this_turn = true;
        if let Some(last) = self.history.last_mut() {
            last.follower = Some((player, feature));
            last.figure = figure;
        }
        self.ask_figure_placed(t, feature, figure);
        Ok(())
    }

    /// Puts `player`'s `figure` from the supply on `feature` of tile `t`,
    /// counting it in the feature's majority; the caller has checked the
    /// rules.
    pub(crate) fn stand(&mut self, player: Player, figure: Figure, t: usize, feature: FeatureRef) {
        let local = self.face(t).local(feature).expect("checked");
        let root = self.find(Self::node(t, local));
        let strength = &mut self.nodes[root as usize].meeples[player.index()];
        *strength = strength.saturating_add(figure.strength());
        self.supply[player.index()][figure.index()] -= 1;
        self.followers.push(Follower {
            player,
            figure,
            tile: t,
            feature,
        });
    }

    pub(crate) fn root_of(&self, f: &Follower) -> u32 {
        let local = self
            .face(f.tile)
            .local(f.feature)
            .expect("followers stand on features");
        self.find_const(Self::node(f.tile, local))
    }

    /// Returns to their supplies the followers on component `root`.
    pub(crate) fn release(&mut self, root: u32) {
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if f.role() != FeatureType::Field && self.root_of(&f) == root {
                self.ask_figure_released(&f, root);
                self.send_home(i);
            } else {
                i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::*;
    use crate::rules::Rules;

    #[test]
    fn a_connected_feature_cannot_take_a_second_follower() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        g.place(KU, (1, 0), Rotation::R90).unwrap();
        g.place_follower(Player::Red, road0()).unwrap();
        g.score_turn();
        g.place(KU, (2, 0), Rotation::R90).unwrap();
        assert_eq!(
            g.place_follower(Player::Blue, road0()),
            Err(FollowerError::Occupied { by: Player::Red })
        );
        // The field is still free.
        assert!(
            g.follower_options(Player::Blue)
                .iter()
                .any(|f| f.ty == FeatureType::Field)
        );
    }

    #[test]
    fn one_follower_per_turn_and_only_from_the_supply() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        let monk = FeatureRef {
            ty: FeatureType::Cloister,
            index: 0,
        };
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        g.place(KB, (0, 1), Rotation::R0).unwrap();
        g.place_follower(Player::Red, monk).unwrap();
        assert_eq!(
            g.place_follower(
                Player::Red,
                FeatureRef {
                    ty: FeatureType::Field,
                    index: 0
                }
            ),
            Err(FollowerError::AlreadyPlaced)
        );
        // Six more monks empty the supply.
        for x in 1..7 {
            g.score_turn();
            g.place(KB, (x, 1), Rotation::R0).unwrap();
            g.place_follower(Player::Red, monk).unwrap();
        }
        assert_eq!(g.supply(Player::Red), 0);
        g.score_turn();
        g.place(KB, (7, 1), Rotation::R0).unwrap();
        assert_eq!(
            g.place_follower(Player::Red, monk),
            Err(FollowerError::NoSupply)
        );
        // Another player still may.
        assert!(g.place_follower(Player::Blue, monk).is_ok());
    }
}
