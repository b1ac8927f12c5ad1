//! II. Traders & Builders (seed 000, section II): whoever completes a city
//! takes one goods token per symbol in it, knights or not; at the end the
//! most tokens of each kind score 10, every tied player too. A farm owner
//! with a pig in the farm scores 1 more per city. A builder earns its owner
//! a second tile (the turn order is checked by replay). The builder and the
//! pig are figures: see [`Figure`](crate::Figure).

use super::{Expansion, Module, Param, TurnRules};
use crate::figure::Figure;
use crate::game::{Game, PLAYERS, Player, Reason, When};
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

/// The final scoring's points for the most tokens of wine, grain and
/// cloth (by [`Goods::index`]).
pub const MOST: [Reason; 3] = [
    Reason::new("most-wine"),
    Reason::new("most-grain"),
    Reason::new("most-cloth"),
];

/// The numbers of Traders & Builders in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TradersRules {
    /// Points for the most tokens of a kind of goods.
    pub goods_majority: u32,
    /// Extra points per city for a farm owner with a pig in the farm.
    pub pig_city: u32,
}

/// Goods tokens per player, by [`Goods::index`].
pub type Tokens = [[u32; 3]; PLAYERS];

/// The rules module `traders-builders`.
#[derive(Debug)]
pub struct TradersBuilders;

impl Expansion for TradersBuilders {
    const ID: &'static str = "traders-builders";
    const REASONS: &'static [Reason] = &MOST;
    type State = Tokens;
    type Step = super::NoStep;
    type Error = super::NoError;
    type Rules = TradersRules;

    /// A builder's second tile: the tile extends a road or city where its
    /// player has a builder.
    fn extra_tile(g: &Game, t: usize, player: Player) -> bool {
        g.extras.traders_builders.is_some() && g.extends_builder(t, player)
    }

    /// A pig raises its owner's rate (farm owners only); a herd of pigs
    /// (River II) raises that of every owner of the farm it stands in.
    fn farm_bonus(g: &Game, player: Player, farms: &[u32]) -> u32 {
        let Some(rules) = g.extras.traders_builders else {
            return 0;
        };
        let pig = farms.iter().any(|&farm| g.has_pig(player, farm));
        let herd = farms.iter().any(|&farm| {
            let node = &g.nodes[farm as usize];
            node.attrs.herds > 0 && node.meeples[player.index()] > 0
        });
        let mut bonus = if pig { rules.pig_city } else { 0 };
        if herd {
            bonus = bonus.saturating_add(HERD_BONUS);
        }
        bonus
    }

    /// Whoever completed a city takes its goods, knights or not.
    fn completed(g: &mut Game, ty: FeatureType, _t: usize, root: u32) {
        let (Some(_), Some(p), FeatureType::City) = (g.extras.traders_builders, g.turn_player, ty)
        else {
            return;
        };
        let attrs = g.nodes[root as usize].attrs;
        for goods in Goods::ALL {
            g.ext.traders_builders[p.index()][goods.index()] += u32::from(attrs.goods(goods));
        }
    }

    /// Its goods tokens, by kind.
    fn holds(g: &Game, player: Player, out: &mut Vec<(&'static str, u32)>) {
        if g.extras.traders_builders.is_some() {
            let held = g.tokens(player);
            out.extend(Goods::ALL.map(|goods| (goods.as_str(), held[goods.index()])));
        }
    }

    /// The most tokens of each kind score, every tied player too.
    fn final_scoring(g: &mut Game) {
        let Some(rules) = g.extras.traders_builders else {
            return;
        };
        let tokens = g.ext.traders_builders;
        for goods in Goods::ALL {
            let most = tokens.iter().map(|t| t[goods.index()]).max().unwrap_or(0);
            if most == 0 {
                continue;
            }
            for p in Player::ALL {
                if tokens[p.index()][goods.index()] == most {
                    g.give(
                        MOST[goods.index()],
                        When::Final,
                        p,
                        rules.goods_majority,
                        Vec::new(),
                    );
                }
            }
        }
    }
}

impl Game {
    /// Goods tokens `p` holds (Traders & Builders), by [`Goods`] index
    /// (wine, grain, cloth).
    pub fn tokens(&self, p: Player) -> [u32; 3] {
        self.ext.traders_builders[p.index()]
    }

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

    /// What `player`'s pig on the farm with root `farm` adds per city to
    /// their rate (0 without one, or without Traders & Builders): a
    /// barn's farmers count it too (Abbey & Mayor).
    pub(crate) fn pig_bonus(&self, player: Player, farm: u32) -> u32 {
        match self.extras.traders_builders {
            Some(rules) if self.has_pig(player, farm) => rules.pig_city,
            _ => 0,
        }
    }

    /// Whether `player` has a pig on the farm with root `farm`.
    fn has_pig(&self, player: Player, farm: u32) -> bool {
        self.followers
            .iter()
            .any(|f| f.figure == Figure::Pig && f.player == player && self.root_of(f) == farm)
    }
}

impl Module for TradersBuilders {
    fn params(&self) -> &'static [Param] {
        PARAMS
    }

    fn turn_rules(&self, p: &[u32], out: &mut TurnRules) {
        out.traders_builders = Some(TradersRules {
            goods_majority: p[0],
            pig_city: p[1],
        });
    }
}
