//! Expansions: the rules modules that tile sets switch on, and what a game
//! is played with (its [`Setup`]).
//!
//! A tile set names its module in its data (`rules = "inns-cathedrals"`)
//! and lists its pieces; the compiler gathers those of the sets in play
//! into a [`Setup`], which the kind table carries, so every game on that
//! table follows them. Each expansion is a folder (or file) here
//! implementing [`Module`] (its numbers) and [`Expansion`] (its state,
//! steps, errors and hooks), and one line of the `registry!` below: the
//! engine core calls the hooks of every registered expansion and never
//! asks which sets they are (docs/expansions.md).

use std::fmt;

use crate::brings::{Brings, Together};
use crate::face::Attrs;
use crate::figure::{FIGURES, Figure};
use crate::game::{Player, SUPPLY_PER_PLAYER, When};
use crate::names::UnknownName;
use crate::tile::FeatureType;
use crate::tileset::TileSet;

pub mod abbey_mayor;
pub mod catapult;
pub mod count;
pub mod cult;
mod inns_cathedrals;
pub mod king_robber;
pub mod princess_dragon;
mod registry;
#[cfg(test)]
mod step_code_tests;
pub mod tower;
pub mod traders_builders;

pub use abbey_mayor::errors::AbbeyError;
pub use abbey_mayor::play::{Barn, Corner};
pub use abbey_mayor::steps::AbbeyStep;
pub use abbey_mayor::{AbbeyMayor, AbbeyRules};
pub use catapult::errors::CatapultError;
pub use catapult::play::{CatchResult, CatchThrow, Round, Swap};
pub use catapult::{Catapult, CatapultRules, CatchPoints};
pub use count::errors::CountError;
pub use count::play::quarter_feature;
pub use count::steps::CountStep;
pub use count::{Count, CountRules};
pub use cult::Cult;
pub use cult::errors::CultError;
pub use inns_cathedrals::{InnsCathedrals, Marks};
pub use king_robber::play::Holder;
pub use king_robber::{KingRobber, KingRules};
pub use princess_dragon::errors::DragonError;
pub use princess_dragon::play::Fairy;
pub use princess_dragon::steps::DragonStep;
pub use princess_dragon::{DragonRules, PrincessDragon};
use registry::registry;
pub use registry::{ErrorKind, Expansion, NoError, NoStep, Resolve, StepKind};
pub use tower::errors::TowerError;
pub use tower::play::{Prisoner, TowerState};
pub use tower::steps::{Capture, Target, TowerStep};
pub use tower::{Tower, TowerRules};
pub use traders_builders::{MOST, Tokens, TradersBuilders, TradersRules};

use crate::face::Face;
use crate::game::{Follower, FollowerError, PlacementError, Pos, StepError};
use crate::tile::FeatureRef;

// The expansions, each once: its field in [`States`] and its type. Adding
// an expansion is its folder and one line here.
registry! {
    inns_cathedrals: InnsCathedrals,
    traders_builders: TradersBuilders,
    princess_dragon: PrincessDragon,
    tower: Tower,
    abbey_mayor: AbbeyMayor,
    king_robber: KingRobber,
    cult: Cult,
    count: Count,
    catapult: Catapult,
}

/// The module with id `id`.
pub fn module(id: &str) -> Option<&'static dyn Module> {
    MODULES.iter().find(|(i, _)| *i == id).map(|(_, m)| *m)
}

/// A road or city being scored, as the modules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Road or city.
    pub ty: FeatureType,
    /// Tiles it spans.
    pub tiles: u32,
    /// Pennants (cities).
    pub pennants: u32,
    /// Inns, cathedrals, goods.
    pub attrs: Attrs,
}

/// A number a module's rules use that a rulebook may vary: its name in a
/// tile set's `params`, and the value of seed 000 when the set gives none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    /// The name in data files.
    pub name: &'static str,
    /// The rulebook's value.
    pub default: u32,
}

/// The rules of one expansion, as hooks the engine calls. Every hook has
/// a default that changes nothing, so a module implements only what its
/// rulebook changes. `p` holds the values of [`Module::params`], in order.
pub trait Module: fmt::Debug + Send + Sync {
    /// The numbers its rules use, with the rulebook's values.
    fn params(&self) -> &'static [Param] {
        &[]
    }

    /// The points of a road or city scored `when`, given what the base
    /// rules (or the modules before) make of it.
    fn feature_points(&self, _p: &[u32], _tally: &Tally, _when: When, points: u32) -> u32 {
        points
    }

    /// What the module adds to a turn's steps (the dragon, towers, …).
    fn turn_rules(&self, _p: &[u32], _out: &mut TurnRules) {}

    /// How many players its box seats, when more than the base game's
    /// five (Inns & Cathedrals: six, with its grey followers).
    fn seats(&self) -> Option<usize> {
        None
    }

    /// How many tiles its block lays before play, in no player's turn,
    /// instead of the one start tile (The Count's city); `None` without a
    /// block.
    fn block_tiles(&self, _p: &[u32]) -> Option<u32> {
        None
    }
}

/// What a game is played with: the rules modules of the tile sets in play
/// and each player's figures. The base game: no module, seven followers.
#[derive(Clone)]
pub struct Setup {
    /// Each module in play (its id and rules) with the values of its
    /// parameters.
    modules: Vec<(&'static str, &'static dyn Module, Vec<u32>)>,
    /// Figures of each kind every player has, by [`Figure::index`].
    pub figures: [u8; FIGURES],
    /// Seats a board asks for beyond the box's ([`Setup::set_seats`]).
    seats: Option<usize>,
}

impl Default for Setup {
    fn default() -> Setup {
        let mut figures = [0; FIGURES];
        figures[Figure::Follower.index()] = SUPPLY_PER_PLAYER;
        Setup {
            modules: Vec::new(),
            figures,
            seats: None,
        }
    }
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let params: Vec<&[u32]> = self.modules.iter().map(|(_, _, p)| p.as_slice()).collect();
        f.debug_struct("Setup")
            .field("modules", &self.module_ids())
            .field("params", &params)
            .field("figures", &self.figures)
            .finish()
    }
}

impl PartialEq for Setup {
    fn eq(&self, other: &Setup) -> bool {
        self.module_ids() == other.module_ids()
            && self.figures == other.figures
            && self.seats == other.seats
            && self
                .modules
                .iter()
                .zip(&other.modules)
                .all(|(a, b)| a.2 == b.2)
    }
}

impl Eq for Setup {}

impl Setup {
    /// The modules `ids` with extra `figures` and `params` set (what a
    /// set's or an example's JSON names); an unknown module is an error
    /// naming it.
    pub fn of_parts(
        ids: &[String],
        figures: &[(Figure, u8)],
        params: &[(String, u32)],
    ) -> Result<Setup, UnknownName> {
        let mut setup = Setup::with_modules(ids)?;
        for &(figure, n) in figures {
            setup.add_figures(figure, n);
        }
        for (name, value) in params {
            setup.set_param(name, *value);
        }
        Ok(setup)
    }

    /// The base game with the modules `ids` switched on (each once, in the
    /// order of [`MODULES`]); an unknown id is an error naming it.
    pub fn with_modules<S: AsRef<str>>(ids: &[S]) -> Result<Setup, UnknownName> {
        if let Some(unknown) = ids.iter().find(|id| !MODULE_IDS.contains(&id.as_ref())) {
            return Err(UnknownName {
                what: "rules module",
                name: unknown.as_ref().to_string(),
                expected: MODULE_IDS,
            });
        }
        let mut setup = Setup::default();
        for &(id, m) in MODULES {
            if ids.iter().any(|i| i.as_ref() == id) {
                setup
                    .modules
                    .push((id, m, m.params().iter().map(|p| p.default).collect()));
            }
        }
        Ok(setup)
    }

    /// What the tile sets `sets` are played with together: their rules
    /// modules, and their figures (a kind of figure two sets both bring is
    /// counted once).
    pub fn of_sets<'a>(sets: impl IntoIterator<Item = &'a TileSet>) -> Result<Setup, UnknownName> {
        let brings: Vec<_> = sets.into_iter().map(Brings::of).collect();
        Together::of(&brings).setup()
    }

    /// Sets the parameter `name` of the modules in play that have one (a
    /// name none has is ignored: the data layer reports it).
    pub fn set_param(&mut self, name: &str, value: u32) {
        for (_, m, values) in &mut self.modules {
            if let Some(i) = m.params().iter().position(|p| p.name == name) {
                values[i] = value;
            }
        }
    }

    /// Every parameter of the modules in play with its value, in order.
    pub fn params(&self) -> Vec<(&'static str, u32)> {
        self.modules
            .iter()
            .flat_map(|(_, m, v)| m.params().iter().map(|p| p.name).zip(v.iter().copied()))
            .collect()
    }

    /// Gives every player `n` more figures of kind `figure`.
    pub fn add_figures(&mut self, figure: Figure, n: u8) {
        let slot = &mut self.figures[figure.index()];
        *slot = slot.saturating_add(n);
    }

    /// Whether a module in play has steps of its own in a turn, beyond
    /// tiles and figures ([`has_steps`]).
    pub fn has_steps(&self) -> bool {
        self.modules.iter().any(|(id, _, _)| has_steps(id))
    }

    /// The ids of the modules in play.
    pub fn module_ids(&self) -> Vec<&'static str> {
        self.modules.iter().map(|(id, _, _)| *id).collect()
    }

    /// The points of a road or city after every module's hook.
    pub fn feature_points(&self, tally: &Tally, when: When, base: u32) -> u32 {
        self.modules
            .iter()
            .fold(base, |pts, (_, m, p)| m.feature_points(p, tally, when, pts))
    }

    /// How many players the game seats: the base game's five, or more when
    /// a module in play brings them ([`Module::seats`]) or a board asks for
    /// them ([`Setup::set_seats`]).
    pub fn seats(&self) -> usize {
        self.modules
            .iter()
            .filter_map(|(_, m, _)| m.seats())
            .chain(self.seats)
            .fold(crate::game::BASE_SEATS, usize::max)
    }

    /// Seats `n` players (at most [`PLAYERS`](crate::game::PLAYERS)): a
    /// board's sixth player without the box that brings one, for a house
    /// rule.
    pub fn set_seats(&mut self, n: usize) {
        self.seats = Some(n.min(crate::game::PLAYERS));
    }

    /// Gives every player `n` figures of kind `figure`, whatever the box
    /// holds (a board's own numbers, for a variant or a house rule).
    pub fn set_figures(&mut self, figure: Figure, n: u8) {
        self.figures[figure.index()] = n;
    }

    /// How many tiles are laid before play (the first turns of a board,
    /// in no player's turn): 1, or a block's tiles.
    pub fn tiles_before_play(&self) -> usize {
        self.block_tiles().unwrap_or(1)
    }

    /// How many tiles a block lays before play, if a module lays one
    /// (a board file leaves them out: the reader lays them).
    pub fn block_tiles(&self) -> Option<usize> {
        self.modules
            .iter()
            .filter_map(|(_, m, p)| m.block_tiles(p))
            .max()
            .map(|n| n as usize)
    }

    /// What the modules in play add to a turn's steps.
    pub fn turn_rules(&self) -> TurnRules {
        let mut out = TurnRules::default();
        for (_, m, p) in &self.modules {
            m.turn_rules(p, &mut out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Reason;

    #[test]
    fn module_ids_name_the_modules() {
        for ((id, _), listed) in MODULES.iter().zip(MODULE_IDS) {
            assert_eq!(id, listed);
        }
    }

    #[test]
    fn award_reasons_are_declared_once_each_and_found_by_id() {
        let all: Vec<Reason> = Reason::all().collect();
        assert_eq!(all.len(), 11);
        for (i, r) in all.iter().enumerate() {
            assert!(!all[..i].contains(r), "{r} twice");
            assert_eq!(Reason::from_id(r.id()), Some(*r));
            assert!(r.id().bytes().all(|b| b.is_ascii_lowercase() || b == b'-'));
        }
        assert_eq!(
            Reason::from_id("fairy-turn"),
            Some(princess_dragon::FAIRY_TURN)
        );
        assert_eq!(Reason::from_id("nobody"), None);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn an_award_reason_is_its_id_in_json() {
        let json = serde_json::to_string(&tower::RANSOM).expect("serializes");
        assert_eq!(json, "\"ransom\"");
        let back: Reason = serde_json::from_str(&json).expect("known");
        assert_eq!(back, tower::RANSOM);
        assert!(serde_json::from_str::<Reason>("\"nobody\"").is_err());
    }

    #[test]
    fn a_setup_knows_its_modules_once_and_refuses_unknown_ones() {
        let s = Setup::with_modules(&["traders-builders", "inns-cathedrals", "traders-builders"])
            .expect("known");
        assert_eq!(s.module_ids(), ["inns-cathedrals", "traders-builders"]);
        assert!(!s.has_steps(), "tiles and figures only");
        assert!(Setup::with_modules(&["tower"]).expect("known").has_steps());
        assert!(!has_steps("king-robber") && has_steps("count") && !has_steps("nothing"));
        let traders = s.turn_rules().traders_builders.expect("in play");
        assert_eq!((traders.goods_majority, traders.pig_city), (10, 1));
        let e = Setup::with_modules(&["dragon"]).unwrap_err();
        assert_eq!(e.name, "dragon");
        let base = Setup::default();
        assert_eq!(base.figures[Figure::Follower.index()], SUPPLY_PER_PLAYER);
        assert_eq!(base.turn_rules(), TurnRules::default());
    }
}
