//! II. Traders & Builders (seed 000, section II): whoever completes a city
//! takes one goods token per symbol in it, knights or not; at the end the
//! most tokens of each kind score 10, every tied player too. A farm owner
//! with a pig in the farm scores 1 more per city. A builder earns its owner
//! a second tile (the turn order is checked by replay). The builder and the
//! pig are figures: see [`Figure`](crate::Figure).

use super::{Bonus, Expansion, Module, Param, Tally, Tokens};
use crate::figure::Figure;
use crate::game::{Game, Player};
use crate::tile::{FeatureType, Goods};

/// What a herd of pigs (River II) adds per city to its farm's owners:
/// seed 000, „încă 1 punct pentru fiecare oraş”, on top of a pig's bonus,
/// and only with Traders & Builders („fără extensiile corespunzătoare …
/// turma de porci … nu au nicio semnificaţie”).
const HERD_BONUS: u32 = 1;

/// The parameters, with seed 000's values: points for the most tokens of
/// a kind of goods; extra points per city for a farm owner with a pig.
const PARAMS: &[Param] = &[
    Param {
        name: "goods_majority",
        default: 10,
    },
    Param {
        name: "pig_city",
        default: 1,
    },
];

/// The rules module `traders-builders`.
#[derive(Debug)]
pub struct TradersBuilders;

impl Expansion for TradersBuilders {
    const ID: &'static str = "traders-builders";
    type State = ();
    type Step = super::NoStep;
    type Error = super::NoError;

    /// A builder's second tile: the tile extends a road or city where its
    /// player has a builder.
    fn extra_tile(g: &Game, t: usize, player: Player) -> bool {
        g.setup().builder_bonus() && g.extends_builder(t, player)
    }

    /// A pig raises its owner's rate (farm owners only); a herd of pigs
    /// (River II) raises that of every owner of the farm it stands in.
    fn farm_bonus(g: &Game, player: Player, farms: &[u32]) -> u32 {
        let pig_bonus = g.setup().pig_bonus();
        if pig_bonus == 0 {
            return 0;
        }
        let pig = farms.iter().any(|&farm| g.has_pig(player, farm));
        let herd = farms.iter().any(|&farm| {
            let node = &g.nodes[farm as usize];
            node.attrs.herds > 0 && node.meeples[player.index()] > 0
        });
        let mut bonus = if pig { pig_bonus } else { 0 };
        if herd {
            bonus = bonus.saturating_add(HERD_BONUS);
        }
        bonus
    }
}

impl Game {
    /// Whether tile `t` (just placed) joins a road or city on which
    /// `player` has a builder placed on an earlier tile.
    pub fn extends_builder(&self, t: usize, player: Player) -> bool {
        let face = self.face(t);
        let roots: Vec<u32> = (0..face.features.len())
            .filter(|&i| {
                matches!(
                    face.features[i].feature.ty,
                    FeatureType::Road | FeatureType::City
                )
            })
            .map(|i| self.find_const(Self::node(t, i as u8)))
            .collect();
        self.followers.iter().any(|f| {
            f.figure == Figure::Builder
                && f.player == player
                && f.tile < t
                && roots.contains(&self.root_of(f))
        })
    }

    /// Whether `player` has a pig on the farm with root `farm`.
    pub(crate) fn has_pig(&self, player: Player, farm: u32) -> bool {
        self.followers
            .iter()
            .any(|f| f.figure == Figure::Pig && f.player == player && self.root_of(f) == farm)
    }
}

impl Module for TradersBuilders {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn pig_bonus(&self, p: &[u32]) -> u32 {
        p[1]
    }

    fn city_completed(
        &self,
        _p: &[u32],
        t: &Tally,
        completer: Option<Player>,
        tokens: &mut Tokens,
    ) {
        let Some(p) = completer else { return };
        if t.ty != FeatureType::City {
            return;
        }
        for g in Goods::ALL {
            tokens[p.index()][g.index()] += u32::from(t.attrs.goods(g));
        }
    }

    fn final_bonuses(&self, p: &[u32], tokens: &Tokens, out: &mut Vec<Bonus>) {
        for g in Goods::ALL {
            let most = tokens.iter().map(|t| t[g.index()]).max().unwrap_or(0);
            if most == 0 {
                continue;
            }
            let points = Player::ALL
                .into_iter()
                .filter(|pl| tokens[pl.index()][g.index()] == most)
                .map(|pl| (pl, p[0]))
                .collect();
            out.push(Bonus {
                goods: g,
                tokens: most,
                points,
            });
        }
    }

    fn builder_bonus(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face::Attrs;

    #[test]
    fn the_completer_takes_the_goods_and_ties_all_score() {
        let m = TradersBuilders;
        let mut tokens: Tokens = Default::default();
        let city = Tally {
            ty: FeatureType::City,
            tiles: 3,
            pennants: 0,
            attrs: Attrs {
                goods: [2, 1, 0],
                ..Attrs::default()
            },
        };
        let p = [10, 1];
        m.city_completed(&p, &city, Some(Player::Blue), &mut tokens);
        m.city_completed(&p, &city, None, &mut tokens);
        assert_eq!(tokens[Player::Blue.index()], [2, 1, 0]);
        tokens[Player::Red.index()][Goods::Grain.index()] = 1;
        let mut out = Vec::new();
        m.final_bonuses(&p, &tokens, &mut out);
        assert_eq!(
            out,
            vec![
                Bonus {
                    goods: Goods::Wine,
                    tokens: 2,
                    points: vec![(Player::Blue, 10)]
                },
                Bonus {
                    goods: Goods::Grain,
                    tokens: 1,
                    points: vec![(Player::Red, 10), (Player::Blue, 10)]
                },
            ]
        );
    }
}
