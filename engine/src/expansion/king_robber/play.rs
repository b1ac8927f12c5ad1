//! King & Robber Baron in play (numbers: [`KingRules`]): the king passes
//! to whoever completes a larger city than any before, the robber baron to
//! whoever completes a longer road; both score at the end.

// Without the `more` feature the engine leaves these rules out.

use super::{KING, ROBBER};
use crate::expansion::KingRules;
use crate::game::Reason;
use crate::game::{Game, Player, When};
use crate::tile::FeatureType;

/// Who holds the king or the robber baron, and the size of the feature
/// that earned it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holder {
    /// The player.
    pub player: Player,
    /// Tiles of the largest city (longest road) completed so far.
    pub tiles: u32,
}

/// King & Robber Baron's state in a game: who holds the two.
#[derive(Clone, Copy, Debug, Default)]
pub struct Crowns {
    /// The king's holder.
    pub(crate) king: Option<Holder>,
    /// The robber baron's holder.
    pub(crate) robber: Option<Holder>,
}

impl crate::expansion::Expansion for crate::expansion::KingRobber {
    const ID: &'static str = "king-robber";
    const REASONS: &'static [Reason] = &[KING, ROBBER];
    type State = Crowns;
    type Step = crate::expansion::NoStep;
    type Error = crate::expansion::NoError;
    type Rules = super::KingRules;

    /// A completed city or road may pass the king or the robber baron.
    fn completed(g: &mut Game, ty: FeatureType, _t: usize, root: u32) {
        if let Some(rules) = g.extras.king_robber {
            let tiles = g.component_tiles(root).len() as u32;
            g.crown(ty, tiles);
            if rules.during_play {
                g.pay_title(rules, ty);
            }
        }
    }

    fn final_scoring(g: &mut Game) {
        g.score_king_robber();
    }
}

impl Game {
    /// Who holds the king (King & Robber Baron), if anyone yet.
    pub fn king(&self) -> Option<Holder> {
        self.ext.king_robber.king
    }

    /// Who holds the robber baron (King & Robber Baron), if anyone yet.
    pub fn robber(&self) -> Option<Holder> {
        self.ext.king_robber.robber
    }

    /// A city or road of `tiles` tiles was completed by the player whose
    /// turn it is: the king or robber baron passes to them when it is the
    /// first, or larger than the one that earned it.
    pub(crate) fn crown(&mut self, ty: FeatureType, tiles: u32) {
        let (Some(_), Some(player)) = (self.extras.king_robber, self.turn_player) else {
            return;
        };
        let slot = match ty {
            FeatureType::City => &mut self.ext.king_robber.king,
            FeatureType::Road => &mut self.ext.king_robber.robber,
            _ => return,
        };
        if slot.is_none_or(|h| tiles > h.tiles) {
            *slot = Some(Holder { player, tiles });
        }
    }

    /// A city or road was completed, where the titles pay as it happens
    /// (a house rule): its title's holder, now, scores its rate.
    fn pay_title(&mut self, rules: KingRules, ty: FeatureType) {
        let (holder, rate, reason) = match ty {
            FeatureType::City => (self.ext.king_robber.king, rules.city, KING),
            FeatureType::Road => (self.ext.king_robber.robber, rules.road, ROBBER),
            _ => return,
        };
        if let Some(h) = holder
            && rate > 0
        {
            self.give(reason, When::Play, h.player, rate, Vec::new());
        }
    }

    /// The final scoring of the king and the robber baron: per city and
    /// per road completed (unless they were paid during play), and the
    /// flat points of a house rule, the bonus for both titles in place of
    /// two titles'.
    pub(crate) fn score_king_robber(&mut self) {
        let Some(rules) = self.extras.king_robber else {
            return;
        };
        let (king, robber) = (self.ext.king_robber.king, self.ext.king_robber.robber);
        let both = match (king, robber) {
            (Some(k), Some(r)) if k.player == r.player && rules.both > 0 => Some(k.player),
            _ => None,
        };
        for (holder, rate, ty, reason) in [
            (king, rules.city, FeatureType::City, KING),
            (robber, rules.road, FeatureType::Road, ROBBER),
        ] {
            let Some(h) = holder else { continue };
            let mut points = if rules.during_play {
                0
            } else {
                // The city of Carcassonne counts as one more completed
                // city (Hans im Glück's clarification of 11/2013), though
                // it never earns the king.
                let outside = u32::from(
                    ty == FeatureType::City
                        && (0..self.tiles.len()).any(|t| self.ask_outside_city(t)),
                );
                rate.saturating_mul(self.completed(ty).saturating_add(outside))
            };
            if both.is_none() {
                points = points.saturating_add(rules.title);
            }
            if points > 0 || (!rules.during_play && rules.title == 0) {
                self.give(reason, When::Final, h.player, points, Vec::new());
            }
        }
        if let Some(p) = both {
            // The bonus for both titles, once, given as the king's.
            self.give(KING, When::Final, p, rules.both, Vec::new());
        }
    }
}

#[cfg(test)]
mod tests {

    use crate::game::testkit::*;
    use crate::game::*;
    use crate::geom::Rotation;
    use crate::rules::Rules;

    use crate::expansion::Setup;
    use Player::{Blue, Green, Red};

    fn lay(g: &mut Game, p: Player, kind: usize, pos: Pos, quarter: u8) {
        g.set_turn_player(Some(p));
        g.place(kind, pos, Rotation::quarter(quarter))
            .expect("fits");
        g.score_turn();
    }

    #[test]
    fn the_king_passes_only_to_a_larger_city_and_both_score_at_the_end() {
        let setup = Setup::with_modules(&["king-robber"]).expect("known");
        let mut g = Game::new(step_table(setup), Rules::standard());
        // Red completes the first city (2 tiles): red holds the king.
        lay(&mut g, Red, KE, (0, 0), 0);
        lay(&mut g, Red, KE, (0, -1), 2);
        assert_eq!(g.king().map(|h| (h.player, h.tiles)), Some((Red, 2)));
        // Blue completes a larger one (3 tiles): the king passes.
        lay(&mut g, Blue, KB, (1, 0), 0);
        lay(&mut g, Blue, KE, (2, 0), 0);
        lay(&mut g, Blue, KF_PRINCESS, (2, -1), 0);
        lay(&mut g, Blue, KE, (2, -2), 2);
        assert_eq!(g.king().map(|h| (h.player, h.tiles)), Some((Blue, 3)));
        // Green's city of 2 is not larger: blue keeps it.
        lay(&mut g, Green, KE, (3, 0), 0);
        lay(&mut g, Green, KE, (3, -1), 2);
        assert_eq!(g.king().map(|h| h.player), Some(Blue));
        // Red completes the one road (3 tiles): the robber baron.
        lay(&mut g, Red, KW, (0, 1), 0);
        lay(&mut g, Red, KU, (0, 2), 0);
        lay(&mut g, Red, KW, (0, 3), 2);
        assert_eq!(g.robber().map(|h| (h.player, h.tiles)), Some((Red, 3)));
        g.finish();
        // 1 point per completed city (3) and per completed road (1).
        assert_eq!(g.score(Blue), 3);
        assert_eq!(g.score(Red), 1);
        let reasons: Vec<Reason> = g.awards().iter().map(|a| a.reason).collect();
        assert_eq!(reasons, [super::super::KING, super::super::ROBBER]);
    }

    /// Red completes a city of 2 and a road of 3 and holds both titles,
    /// under King & Robber's parameters `params` (by name).
    fn both_titles(params: &[(&str, u32)]) -> Game {
        let mut setup = Setup::with_modules(&["king-robber"]).expect("known");
        for &(name, value) in params {
            setup.set_param(name, value);
        }
        let mut g = Game::new(step_table(setup), Rules::standard());
        lay(&mut g, Red, KE, (0, 0), 0);
        lay(&mut g, Red, KE, (0, -1), 2);
        lay(&mut g, Red, KW, (0, 1), 0);
        lay(&mut g, Red, KU, (0, 2), 0);
        lay(&mut g, Red, KW, (0, 3), 2);
        g
    }

    #[test]
    fn the_house_rules_pay_flat_points_or_during_play() {
        let flat = |title, both| {
            [
                ("king_city", 0),
                ("robber_road", 0),
                ("title_points", title),
                ("both_titles_points", both),
            ]
        };
        // The seed's: 1 per city and per road, at the end.
        let mut g = both_titles(&[]);
        g.finish();
        assert_eq!(g.score(Red), 2);
        // 10/20: both titles are worth 20 together, not 10 + 10 + more.
        let mut g = both_titles(&flat(10, 20));
        assert_eq!(g.score(Red), 0);
        g.finish();
        assert_eq!(g.score(Red), 20);
        // 15/40 (one title alone is 15: data/examples/kr-king.toml).
        let mut g = both_titles(&flat(15, 40));
        g.finish();
        assert_eq!(g.score(Red), 40);
        // During play: 1 as each is completed, to the holder then.
        let mut g = both_titles(&[("king_during_play", 1)]);
        assert_eq!(g.score(Red), 2, "paid in play");
        g.finish();
        assert_eq!(g.score(Red), 2, "nothing more at the end");
    }

    #[test]
    fn without_the_module_or_a_known_player_nobody_is_crowned() {
        let mut g = Game::new(step_table(Setup::default()), Rules::standard());
        lay(&mut g, Red, KE, (0, 0), 0);
        lay(&mut g, Red, KE, (0, -1), 2);
        assert_eq!(g.king(), None);
        let setup = Setup::with_modules(&["king-robber"]).expect("known");
        let mut g = Game::new(step_table(setup), Rules::standard());
        g.place(KE, (0, 0), Rotation::R0).expect("fits");
        g.place(KE, (0, -1), Rotation::R180).expect("fits");
        g.score_turn();
        assert_eq!(g.king(), None);
        g.finish();
        assert!(g.awards().is_empty());
    }
}
