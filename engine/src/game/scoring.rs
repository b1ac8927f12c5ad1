//! Scoring: features completed during play, and the final scoring of
//! what is left (incomplete features, then farms under the edition's
//! method).

use super::board::EMPTY;
use super::{Game, PLAYERS, Player, Pos, ScoreEvent, When};
use crate::expansion::Tally;
use crate::face::MAX_LOCAL;
use crate::rules::FarmMethod;
use crate::tile::FeatureType;

/// The eight squares around `p`.
pub(crate) fn ring(p: Pos) -> [Pos; 8] {
    let (x, y) = p;
    [
        (x - 1, y - 1),
        (x, y - 1),
        (x + 1, y - 1),
        (x + 1, y),
        (x + 1, y + 1),
        (x, y + 1),
        (x - 1, y + 1),
        (x - 1, y),
    ]
}

impl Game {
    /// Majority winners among per-player counts.
    pub(crate) fn winners(counts: &[u8; PLAYERS]) -> Vec<Player> {
        let max = *counts.iter().max().unwrap_or(&0);
        if max == 0 {
            return Vec::new();
        }
        Player::ALL
            .into_iter()
            .filter(|p| counts[p.index()] == max)
            .collect()
    }

    pub(crate) fn award(&mut self, winners: &[Player], points: u32) -> Vec<(Player, u32)> {
        winners
            .iter()
            .map(|&p| {
                self.scores[p.index()] = self.scores[p.index()].saturating_add(points);
                (p, points)
            })
            .collect()
    }

    fn score_component(&mut self, root: u32, when: When) {
        let ty = self.face(root as usize / MAX_LOCAL).features[root as usize % MAX_LOCAL]
            .feature
            .ty;
        self.nodes[root as usize].scored = true;
        let node = self.nodes[root as usize];
        let tiles = self.component_tiles(root);
        let tally = Tally {
            ty,
            tiles: tiles.len() as u32,
            pennants: node.pennants,
            attrs: node.attrs,
        };
        let winners = Self::winners(&self.majority(root));
        let points = if winners.is_empty() {
            // Only figures of strength 0 hold it (a mayor of a city
            // without pennants): it is scored all the same, for 0 points
            // to each holder, and the fairy beside one still pays.
            let holders = self.holders(root);
            if holders.is_empty() {
                self.release(root);
                return;
            }
            self.award(&holders, 0)
        } else {
            let points = self.line_points(&tally, when);
            self.award(&winners, points)
        };
        let pennants = node.pennants;
        self.ask_scored(root, when, Some(&tiles));
        self.events.push(ScoreEvent {
            feature: ty,
            when,
            tiles,
            pennants: if ty == FeatureType::City { pennants } else { 0 },
            cities: 0,
            marks: crate::expansion::Marks::of(&node.attrs),
            points,
        });
        self.release(root);
    }

    /// The players with a follower on the road or city `root`, whatever
    /// its strength (a mayor counts 1 there, its pennants only in the
    /// majority), in player order.
    fn holders(&self, root: u32) -> Vec<Player> {
        let counts = self.nodes[root as usize].meeples;
        (Player::ALL.into_iter())
            .filter(|p| counts[p.index()] > 0)
            .collect()
    }

    /// What a road or city is worth `when` (completed in play, or left
    /// unfinished at the end): the edition's rate, then the hooks of the
    /// expansions in play. Scoring and [`Game::feature_value`] both ask.
    pub(crate) fn line_points(&self, tally: &Tally, when: When) -> u32 {
        let (n, pennants) = (tally.tiles, tally.pennants);
        let base = match (tally.ty, when) {
            (FeatureType::City, When::Play) => self.rules.completed_city(n, pennants),
            (FeatureType::City, When::Final) => self.rules.city_final.points(n, pennants),
            (FeatureType::Road, When::Play) => self.rules.road.saturating_mul(n),
            (FeatureType::Road, When::Final) => self.rules.road_final.saturating_mul(n),
            _ => 0,
        };
        self.table.setup().feature_points(tally, when, base)
    }

    fn neighbour_count(&self, pos: Pos) -> usize {
        (self.board.ring_tiles(pos).into_iter())
            .filter(|&t| t != EMPTY)
            .count()
    }

    fn score_cloister(&mut self, t: usize, when: When) {
        let face = self.face(t);
        let Some(local) = face.cloister else { return };
        let node = Self::node(t, local);
        self.nodes[node as usize].scored = true;
        let winners = Self::winners(&self.nodes[node as usize].meeples);
        if winners.is_empty() {
            return;
        }
        let pos = self.tiles[t].pos;
        let mut tiles = self.cloister_neighbours(pos);
        tiles.push(pos);
        tiles.sort_unstable();
        let points = self.rules.cloister_tile.saturating_mul(tiles.len() as u32);
        let points = self.award(&winners, points);
        self.ask_scored(node, when, Some(&tiles));
        self.events.push(ScoreEvent {
            feature: FeatureType::Cloister,
            when,
            tiles,
            pennants: 0,
            cities: 0,
            marks: crate::expansion::Marks::default(),
            points,
        });
        self.release(node);
    }

    /// The cities and roads the turn of tile `t` closes, as its scoring
    /// scores them: each complete and not yet scored, once (its root and
    /// type), those of the tile's own features first, then those an
    /// expansion's tile closes besides (an abbey's neighbours).
    pub(crate) fn closed_now(&self, t: usize) -> Vec<(u32, FeatureType)> {
        let face = self.face(t);
        // Vectors that allocate only when something is closed: this runs
        // every turn.
        let mut besides = Vec::new();
        self.ask_closes(t, &mut besides);
        let own =
            (face.features.iter().enumerate()).map(|(i, f)| (Self::node(t, i as u8), f.feature.ty));
        let mut out: Vec<(u32, FeatureType)> = Vec::new();
        for (n, ty) in own.chain(besides) {
            if matches!(ty, FeatureType::City | FeatureType::Road) {
                let root = self.find_const(n);
                let node = &self.nodes[root as usize];
                if node.open == 0 && !node.scored && !out.iter().any(|&(r, _)| r == root) {
                    out.push((root, ty));
                }
            }
        }
        out
    }

    /// The cloisters the turn of tile `t` completes, as its scoring scores
    /// them: on its square and around it, each with eight neighbours and
    /// not yet scored, in placement order.
    pub(crate) fn cloisters_closed_now(&self, t: usize) -> Vec<usize> {
        let pos = self.tiles[t].pos;
        if !self.board.near_cloister(pos) {
            return Vec::new();
        }
        // Most squares hold no cloister: only those that do are sorted.
        // Sorted as tile indices are stored (u32): one sort for both in
        // the page's engine.
        let mut out: Vec<u32> = (self.board.ring_tiles(pos).into_iter())
            .filter(|&u| u != EMPTY)
            .chain([t as u32])
            .filter(|&u| {
                let u = u as usize;
                self.face(u).cloister.is_some_and(|local| {
                    !self.nodes[Self::node(u, local) as usize].scored
                        && self.neighbour_count(self.tiles[u].pos) == 8
                })
            })
            .collect();
        out.sort_unstable();
        out.into_iter().map(|u| u as usize).collect()
    }

    /// Scores what the last tile completed (after the follower step) and
    /// returns the followers involved. Returns the new events.
    pub fn score_turn(&mut self) -> &[ScoreEvent] {
        let first = self.events.len();
        let Some(t) = self.tiles.len().checked_sub(1) else {
            return &[];
        };
        // An expansion's rule may score a feature on another's completion
        // (a cult challenge): each is checked again before it scores.
        for (root, ty) in self.closed_now(t) {
            if !self.nodes[root as usize].scored {
                self.completed[ty as usize] += 1;
                self.score_component(root, When::Play);
                self.ask_completed(ty, t, root);
            }
        }
        for u in self.cloisters_closed_now(t) {
            let local = self.face(u).cloister.expect("a cloister");
            if !self.nodes[Self::node(u, local) as usize].scored {
                self.completed[FeatureType::Cloister as usize] += 1;
                self.score_cloister(u, When::Play);
                self.ask_completed(FeatureType::Cloister, u, Self::node(u, local));
            }
        }
        self.ask_turn_scored();
        self.turn_state.scored = true;
        &self.events[first..]
    }

    /// The final scoring: incomplete roads, cities and cloisters, then
    /// farms. Returns the new events. Calling it twice does nothing.
    pub fn finish(&mut self) -> &[ScoreEvent] {
        let first = self.events.len();
        if self.finished {
            return &self.events[first..];
        }
        self.finished = true;
        // Incomplete features with followers, in the order of their followers.
        let mut roots = Vec::new();
        let mut cloisters = Vec::new();
        for f in &self.followers {
            match f.role() {
                FeatureType::City | FeatureType::Road => {
                    let r = self.root_of(f);
                    if !roots.contains(&r) {
                        roots.push(r);
                    }
                }
                FeatureType::Cloister if !cloisters.contains(&f.tile) => cloisters.push(f.tile),
                _ => {}
            }
        }
        for root in roots {
            self.score_component(root, When::Final);
        }
        for t in cloisters {
            self.score_cloister(t, When::Final);
        }
        self.score_farms();
        self.ask_final_scoring();
        &self.events[first..]
    }

    fn score_farms(&mut self) {
        let mut farms: Vec<u32> = self
            .followers
            .iter()
            .filter(|f| f.role() == FeatureType::Field)
            .map(|f| self.root_of(f))
            .collect();
        farms.sort_unstable();
        farms.dedup();
        for &farm in &farms {
            self.ask_scored(farm, When::Final, None);
        }
        let farm_cities: Vec<(u32, Vec<u32>)> =
            farms.iter().map(|&f| (f, self.farm_cities(f))).collect();
        match self.rules.farm_method {
            FarmMethod::PerFarm | FarmMethod::PerFarmCityOnce => {
                let once = self.rules.farm_method == FarmMethod::PerFarmCityOnce;
                let mut counted: Vec<(Player, u32)> = Vec::new();
                for (farm, cities) in farm_cities {
                    let winners = Self::winners(&self.nodes[farm as usize].meeples);
                    let mut points = Vec::new();
                    for p in winners {
                        let new: Vec<u32> = cities
                            .iter()
                            .copied()
                            .filter(|c| !once || !counted.contains(&(p, *c)))
                            .collect();
                        counted.extend(new.iter().map(|c| (p, *c)));
                        // What stands in the farm may raise the rate.
                        let rate =
                            (self.rules.farm_city).saturating_add(self.ask_farm_bonus(p, &[farm]));
                        let pts = rate.saturating_mul(new.len() as u32);
                        self.scores[p.index()] = self.scores[p.index()].saturating_add(pts);
                        points.push((p, pts));
                    }
                    self.events.push(ScoreEvent {
                        feature: FeatureType::Field,
                        when: When::Final,
                        tiles: self.component_tiles(farm),
                        pennants: 0,
                        cities: cities.len() as u32,
                        marks: crate::expansion::Marks::default(),
                        points,
                    });
                }
            }
            FarmMethod::PerCity => {
                let mut all_cities: Vec<u32> =
                    farm_cities.iter().flat_map(|(_, c)| c.clone()).collect();
                all_cities.sort_unstable();
                all_cities.dedup();
                for city in all_cities {
                    let mut counts = [0u8; PLAYERS];
                    for (farm, cities) in &farm_cities {
                        if cities.contains(&city) {
                            for (c, m) in counts.iter_mut().zip(self.nodes[*farm as usize].meeples)
                            {
                                *c += m;
                            }
                        }
                    }
                    let winners = Self::winners(&counts);
                    // Our reading for the first edition: what stands in
                    // the farms bordering the city may raise a winner's
                    // rate for it.
                    let around: Vec<u32> = farm_cities
                        .iter()
                        .filter(|(_, cities)| cities.contains(&city))
                        .map(|(farm, _)| *farm)
                        .collect();
                    let mut points = Vec::new();
                    for p in winners {
                        let pts =
                            (self.rules.farm_city).saturating_add(self.ask_farm_bonus(p, &around));
                        points.extend(self.award(&[p], pts));
                    }
                    self.events.push(ScoreEvent {
                        feature: FeatureType::Field,
                        when: When::Final,
                        tiles: self.city_tiles(city),
                        pennants: 0,
                        cities: 1,
                        marks: crate::expansion::Marks::default(),
                        points,
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::*;
    use crate::rules::Rules;
    use crate::rules::{Rate, SmallCity};

    #[test]
    fn a_two_tile_city_scores_and_the_knight_returns_the_same_turn() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(Player::Red, city()).unwrap();
        assert_eq!(g.supply(Player::Red), SUPPLY_PER_PLAYER - 1);
        let events = g.score_turn().to_vec();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].points, vec![(Player::Red, 4)]);
        assert_eq!(g.supply(Player::Red), SUPPLY_PER_PLAYER);
        assert!(g.followers().is_empty());
    }

    #[test]
    fn the_small_city_rule_is_a_rule_variant() {
        let t = table();
        let mut rules = Rules::standard();
        rules.small_city = Some(SmallCity {
            max_tiles: 2,
            rate: Rate {
                tile: 1,
                pennant: 1,
            },
        });
        let mut g = Game::new(t.clone(), rules);
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(Player::Blue, city()).unwrap();
        g.score_turn();
        assert_eq!(g.score(Player::Blue), 2);
    }

    #[test]
    fn merged_roads_hold_several_thieves_and_ties_score_in_full() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KW, (0, 0), Rotation::R0).unwrap(); // roads E, S, W
        g.place(KU, (0, 1), Rotation::R0).unwrap();
        g.place(KU, (0, 3), Rotation::R0).unwrap_err(); // floating
        g.place(KU, (0, 2), Rotation::R0).unwrap();
        g.place_follower(Player::Red, road0()).unwrap();
        g.score_turn();
        // Blue starts a separate road from the other end.
        g.place(KU, (1, 0), Rotation::R90).unwrap();
        g.place_follower(Player::Blue, road0()).unwrap();
        g.score_turn();
        // A crossing at the bottom closes red's road: W upside down has a
        // road to the north.
        g.place(KW, (0, 3), Rotation::R180).unwrap();
        let ev = g.score_turn().to_vec();
        assert_eq!(ev[0].points, vec![(Player::Red, 4)]);
        assert_eq!(ev[0].tiles.len(), 4);
        g.finish();
        // Blue's road: the crossing's east arm and one tile, still open.
        assert_eq!(g.score(Player::Blue), 2);
    }

    #[test]
    fn a_cloister_scores_nine_when_surrounded_and_one_per_tile_at_the_end() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KB, (0, 0), Rotation::R0).unwrap();
        g.place(KB, (1, 0), Rotation::R0).unwrap();
        g.place_follower(
            Player::Green,
            FeatureRef {
                ty: FeatureType::Cloister,
                index: 0,
            },
        )
        .unwrap();
        g.score_turn();
        for p in [(0, 1), (1, 1), (2, 1), (2, 0), (2, -1), (1, -1), (0, -1)] {
            g.place(KB, p, Rotation::R0).unwrap();
            g.score_turn();
        }
        assert_eq!(g.score(Player::Green), 9);
        assert_eq!(g.supply(Player::Green), SUPPLY_PER_PLAYER);

        let mut h = Game::new(t.clone(), Rules::standard());
        h.place(KB, (0, 0), Rotation::R0).unwrap();
        h.place(KB, (1, 0), Rotation::R0).unwrap();
        h.place_follower(
            Player::Green,
            FeatureRef {
                ty: FeatureType::Cloister,
                index: 0,
            },
        )
        .unwrap();
        h.score_turn();
        h.place(KB, (1, 1), Rotation::R0).unwrap();
        h.finish();
        assert_eq!(h.score(Player::Green), 3);
    }

    #[test]
    fn farmers_stay_and_score_completed_cities_at_the_end() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(
            Player::Yellow,
            FeatureRef {
                ty: FeatureType::Field,
                index: 0,
            },
        )
        .unwrap();
        g.score_turn();
        assert_eq!(g.score(Player::Yellow), 0);
        g.finish();
        assert_eq!(g.score(Player::Yellow), 3);
        assert_eq!(g.followers().len(), 1, "farmers never return");
        assert_eq!(g.supply(Player::Yellow), SUPPLY_PER_PLAYER - 1);
        // Finishing twice changes nothing.
        g.finish();
        assert_eq!(g.score(Player::Yellow), 3);
    }
}
