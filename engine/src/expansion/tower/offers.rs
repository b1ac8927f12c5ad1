//! What The Tower proposes for [`Game::offers`]: a ransom for every
//! prisoner, a piece on every foundation and unfinished tower with every
//! capture in range (and each exchange), a follower on every tower's top
//! (the engine keeps those its rules accept).

use super::play::in_range;
use super::steps::{Capture, Target, TowerStep};
use crate::figure::Figure;
use crate::game::{Game, Pos};

impl Game {
    /// The Tower's candidate steps by the turn's player.
    pub(crate) fn tower_offers(&self, out: &mut Vec<TowerStep>) {
        if self.extras.tower.is_none() {
            return;
        }
        let state = &self.ext.tower;
        let players = self.turn_players();
        for p in &state.prisoners {
            if players.contains(&p.owner) {
                out.push(TowerStep::Ransom {
                    player: p.owner,
                    from: p.holder,
                    figure: p.figure,
                });
            }
        }
        // Foundations and towers, each once, with the height a piece
        // would give it.
        let mut sites: Vec<(Pos, u32)> = Vec::new();
        for (t, placed) in self.tiles.iter().enumerate() {
            let tower = state.towers.iter().find(|w| w.tile == t);
            if tower.is_some() || self.table.kind(placed.kind).has_tower() {
                sites.push((placed.pos, tower.map_or(0, |w| w.height) + 1));
            }
        }
        // What a capture may name: a figure's feature on its square (each
        // once), or a tower's top.
        let mut targets: Vec<(Pos, Target)> = Vec::new();
        for (_, on, spec) in self.figure_spots() {
            if !targets.contains(&(on, Target::Feature(spec))) {
                targets.push((on, Target::Feature(spec)));
            }
        }
        targets.extend(
            state
                .towers
                .iter()
                .filter(|w| w.top.is_some())
                .map(|w| (w.pos, Target::Tower)),
        );
        for &player in &players {
            let mut exchanges: Vec<Option<Figure>> = vec![None];
            for p in state.prisoners.iter().filter(|p| p.owner == player) {
                if !exchanges.contains(&Some(p.figure)) {
                    exchanges.push(Some(p.figure));
                }
            }
            for &(on, height) in &sites {
                out.push(TowerStep::Piece {
                    player,
                    on,
                    capture: None,
                });
                for &(at, target) in targets.iter().filter(|(at, _)| in_range(on, *at, height)) {
                    out.extend(exchanges.iter().map(|&exchange| TowerStep::Piece {
                        player,
                        on,
                        capture: Some(Capture {
                            on: at,
                            target,
                            exchange,
                        }),
                    }));
                }
                for figure in Figure::ALL {
                    if self.figures_left(player, figure) > 0 {
                        out.push(TowerStep::Top { player, figure, on });
                    }
                }
            }
        }
    }
}
