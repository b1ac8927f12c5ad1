//! The Cult in play: a shrine is scored like a cloister; no shrine touches
//! two cloisters, nor a cloister two shrines, when placed (all eight
//! neighbours); a
//! heretic and a monk next to each other challenge each other, and the
//! first of the two buildings completed scores while the other's follower
//! goes home with nothing. Unresolved at the end, both score as usual.

use super::errors::CultError;
use crate::game::scoring::ring;
use crate::game::{Game, PlacementError, Pos};
use crate::tile::FeatureType;

/// The Cult's state in a game.
#[derive(Clone, Debug, Default)]
pub struct CultState {
    /// Heretics and monks challenging each other: their tiles.
    pub(crate) challenges: Vec<(usize, usize)>,
}

impl crate::expansion::Expansion for crate::expansion::Cult {
    const ID: &'static str = "cult";
    type State = CultState;
    type Step = crate::expansion::NoStep;
    type Error = super::errors::CultError;
    type Rules = super::CultRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;

    fn may_place(
        g: &Game,
        kind: usize,
        pos: Pos,
        face: &crate::face::Face,
    ) -> Result<(), PlacementError> {
        if g.extras.cult.is_none() {
            return Ok(());
        }
        g.cult_check(kind, pos, face.cloister.is_some())
    }

    /// A shrine or a cloister may not go beside several of the other.
    fn places_apart(g: &Game, kind: usize) -> bool {
        g.extras.cult.is_some()
            && g.table
                .face(kind, crate::geom::Rotation::R0)
                .cloister
                .is_some()
    }

    /// A monk or heretic placed next to the other kind challenges it.
    fn figure_placed(
        g: &mut Game,
        t: usize,
        feature: crate::tile::FeatureRef,
        figure: crate::figure::Figure,
    ) {
        if g.extras.cult.is_some() && feature.ty == FeatureType::Cloister && figure.is_follower() {
            g.challenge(t);
        }
    }

    /// The first building of a challenge completed wins it.
    fn completed(g: &mut Game, ty: FeatureType, t: usize, _root: u32) {
        if g.extras.cult.is_some() && ty == FeatureType::Cloister {
            g.resolve_challenge(t);
        }
    }
}

impl Game {
    /// Whether the tile at `t` has a cloister, and whether it is a shrine.
    fn building(&self, t: usize) -> Option<bool> {
        let placed = self.tiles[t];
        self.face(t)
            .cloister
            .map(|_| self.table.kind(placed.kind).is_shrine())
    }

    /// The neighbours of `pos` (all eight) with a cloister whose shrine
    /// flag is `shrine`.
    fn rivals(&self, pos: Pos, shrine: bool) -> Vec<usize> {
        ring(pos)
            .into_iter()
            .filter_map(|q| self.board.tile(q))
            .filter(|&u| self.building(u) == Some(shrine))
            .collect()
    }

    /// Whether a tile of kind `kind` (with a cloister or shrine, or not)
    /// may lie at `pos`: a shrine touches at most one cloister and a
    /// cloister at most one shrine, counting the new tile.
    pub(crate) fn cult_check(
        &self,
        kind: usize,
        pos: Pos,
        has_cloister: bool,
    ) -> Result<(), PlacementError> {
        if !has_cloister {
            return Ok(());
        }
        let shrine = self.table.kind(kind).is_shrine();
        // Seed 000 restricts the tile being placed; read literally, a
        // cloister may still join a shrine that already has one.
        if self.rivals(pos, !shrine).len() > 1 {
            return Err(CultError::Neighbours { shrine }.into());
        }
        Ok(())
    }

    /// A follower went onto the cloister or shrine of tile `t`: if the
    /// other sort of building next to it holds a follower, the two
    /// challenge each other.
    pub(crate) fn challenge(&mut self, t: usize) {
        let Some(shrine) = self.building(t) else {
            return;
        };
        for u in self.rivals(self.tiles[t].pos, !shrine) {
            let local = self.face(u).cloister.expect("a building");
            let occupied = self.nodes[Self::node(u, local) as usize]
                .meeples
                .iter()
                .any(|&m| m > 0);
            if occupied {
                self.ext.cult.challenges.push((t, u));
            }
        }
    }

    /// The building on tile `t` was completed and scored during play: the
    /// building challenging it, if not complete too, loses — its follower
    /// goes home with nothing.
    pub(crate) fn resolve_challenge(&mut self, t: usize) {
        while let Some(i) = self
            .ext
            .cult
            .challenges
            .iter()
            .position(|&(a, b)| a == t || b == t)
        {
            let (a, b) = self.ext.cult.challenges.remove(i);
            let other = if a == t { b } else { a };
            if self.cloister_neighbours(self.tiles[other].pos).len() < 8 {
                let local = self.face(other).cloister.expect("a building");
                let node = Self::node(other, local);
                self.nodes[node as usize].scored = true;
                self.release(node);
            }
        }
    }

    /// The challenges in progress: pairs of tiles, heretic's and monk's,
    /// in either order.
    pub fn challenges(&self) -> &[(usize, usize)] {
        &self.ext.cult.challenges
    }
}

#[cfg(test)]
mod tests {

    use crate::expansion::Setup;
    use crate::game::testkit::*;
    use crate::game::*;
    use crate::geom::Rotation;
    use crate::rules::Rules;
    use crate::tile::{FeatureRef, FeatureType};
    use Player::{Blue, Red};

    fn game() -> Game {
        let setup = Setup::with_modules(&["cult"]).expect("known");
        Game::new(abbey_table(setup), Rules::standard())
    }

    fn monk(g: &mut Game, p: Player) {
        let cloister = FeatureRef {
            ty: FeatureType::Cloister,
            index: 0,
        };
        g.place_follower(p, cloister).expect("a free building");
    }

    /// Red's monk at (0,0), blue's heretic on the shrine at (1,0).
    fn challenged() -> Game {
        let mut g = game();
        g.place(KB, (0, 0), Rotation::R0).unwrap();
        monk(&mut g, Red);
        g.score_turn();
        g.place(KSHRINE, (1, 0), Rotation::R0).unwrap();
        monk(&mut g, Blue);
        g.score_turn();
        g
    }

    #[test]
    fn the_first_building_completed_wins_the_challenge() {
        let mut g = challenged();
        assert_eq!(g.challenges(), &[(1, 0)]);
        for q in [(0, -1), (1, -1), (2, -1), (2, 0), (2, 1), (1, 1), (0, 1)] {
            g.place(KFIELD, q, Rotation::R0).unwrap();
            g.score_turn();
        }
        // The shrine is complete: the heretic scores 9, the monk goes home
        // with nothing though its cloister is not complete.
        assert_eq!(g.score(Blue), 9);
        assert_eq!(g.score(Red), 0);
        assert!(g.followers().is_empty());
        assert!(g.challenges().is_empty());
        g.finish();
        assert_eq!(
            g.score(Red),
            0,
            "the loser's cloister scores nothing at the end"
        );
    }

    #[test]
    fn an_unresolved_challenge_scores_both_as_usual_at_the_end() {
        let mut g = challenged();
        g.finish();
        // Each building has the other as its one neighbour.
        assert_eq!((g.score(Red), g.score(Blue)), (2, 2));
    }

    #[test]
    fn a_shrine_touches_one_cloister_and_a_cloister_one_shrine() {
        let mut g = game();
        g.place(KB, (0, 0), Rotation::R0).unwrap();
        g.place(KB, (2, 0), Rotation::R0).unwrap_err(); // not adjacent
        g.place(KFIELD, (1, 0), Rotation::R0).unwrap();
        g.place(KB, (2, 0), Rotation::R0).unwrap();
        // Between two cloisters: refused.
        assert_eq!(
            g.can_place(KSHRINE, (1, 1), Rotation::R0),
            Err(super::super::errors::CultError::Neighbours { shrine: true }.into())
        );
        g.place(KSHRINE, (-1, 0), Rotation::R0).unwrap();
        // A cloister beside a shrine and another shrine: refused too.
        g.place(KFIELD, (-2, 0), Rotation::R0).unwrap();
        g.place(KSHRINE, (-3, 0), Rotation::R0).unwrap();
        assert_eq!(
            g.can_place(KB, (-2, 1), Rotation::R0),
            Err(super::super::errors::CultError::Neighbours { shrine: false }.into())
        );
        // Cloisters side by side stay legal, as in the base game.
        assert_eq!(g.can_place(KB, (1, 1), Rotation::R0), Ok(()));
    }
}
