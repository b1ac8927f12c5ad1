//! What Princess & Dragon proposes for [`Game::offers`]: a princess on
//! every knight, the fairy beside every follower of its player, and every
//! path of the dragon up to its length (the engine keeps those its rules
//! accept).

use super::steps::DragonStep;
use crate::game::{Game, Pos};
use crate::tile::FeatureType;

impl Game {
    /// Princess & Dragon's candidate steps by the turn's player.
    pub(crate) fn dragon_offers(&self, out: &mut Vec<DragonStep>) {
        let Some(rules) = self.extras.princess_dragon else {
            return;
        };
        for player in self.turn_players() {
            for (i, on, spec) in self.figure_spots() {
                let f = self.followers[i];
                if f.role() == FeatureType::City && f.figure.is_follower() {
                    out.push(DragonStep::Princess { player, on, spec });
                }
                if f.player == player && f.figure.is_follower() {
                    out.push(DragonStep::Fairy { player, on, spec });
                }
            }
        }
        if let Some(start) = self.ext.princess_dragon.dragon
            && !self.ext.princess_dragon.moved
        {
            let mut path = Vec::new();
            self.dragon_paths(start, rules.steps as usize, &mut path, out);
        }
    }

    /// Every path of tiled squares from `at` entering no square twice (nor
    /// the start, nor the fairy's), as far as it goes up to `left` more
    /// squares: `path` so far, then each way on. Only a path that cannot
    /// go on is proposed: the dragon stops short only at a dead end.
    fn dragon_paths(&self, at: Pos, left: usize, path: &mut Vec<Pos>, out: &mut Vec<DragonStep>) {
        let start = self.ext.princess_dragon.dragon;
        let fairy = self.ext.princess_dragon.fairy.map(|f| f.pos);
        let mut on = false;
        for q in [
            (at.0, at.1 - 1),
            (at.0 + 1, at.1),
            (at.0, at.1 + 1),
            (at.0 - 1, at.1),
        ] {
            if left == 0
                || self.board.tile(q).is_none()
                || path.contains(&q)
                || Some(q) == start
                || Some(q) == fairy
            {
                continue;
            }
            on = true;
            path.push(q);
            self.dragon_paths(q, left - 1, path, out);
            path.pop();
        }
        if !on {
            out.push(DragonStep::Dragon { path: path.clone() });
        }
    }
}
