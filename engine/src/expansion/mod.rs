//! Expansions: the rules modules that tile sets switch on, and what a game
//! is played with (its [`Setup`]).
//!
//! A tile set names its module in its data (`rules = "inns-cathedrals"`)
//! and lists its pieces; the compiler gathers those of the sets in play
//! into a [`Setup`], which the kind table carries, so every game on that
//! table follows them. Each module is one file here implementing
//! [`Module`]: the engine core calls the hooks of the modules in play and
//! never asks which sets they are. Adding an expansion means adding a
//! module file and its entry in [`MODULES`].

use std::fmt;

use crate::face::Attrs;
use crate::figure::{FIGURES, Figure};
use crate::game::{PLAYERS, Player, SUPPLY_PER_PLAYER, When};
use crate::names::UnknownName;
use crate::tile::{FeatureType, Goods};
use crate::tileset::{Piece, TileSet};

mod inns_cathedrals;
mod traders_builders;

pub use inns_cathedrals::InnsCathedrals;
pub use traders_builders::TradersBuilders;

/// Every rules module, by id.
pub static MODULES: [&dyn Module; 2] = [&InnsCathedrals, &TradersBuilders];

/// The ids of [`MODULES`], in the same order: what a tile set's `rules`
/// may name.
pub const MODULE_IDS: &[&str] = &["inns-cathedrals", "traders-builders"];

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

/// Goods tokens per player, by [`Goods::index`].
pub type Tokens = [[u32; 3]; PLAYERS];

/// A bonus of the final scoring that belongs to no feature (the goods
/// majorities): what it is for and who gets what.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bonus {
    /// The goods the majority was for.
    pub goods: Goods,
    /// How many tokens of it the winners hold.
    pub tokens: u32,
    /// Points per player, sorted by player.
    pub points: Vec<(Player, u32)>,
}

/// The rules of one expansion, as hooks the engine calls. Every hook has
/// a default that changes nothing, so a module implements only what its
/// rulebook changes.
pub trait Module: fmt::Debug + Send + Sync {
    /// The id tile sets name it by.
    fn id(&self) -> &'static str;

    /// The points of a road or city scored `when`, given what the base
    /// rules (or the modules before) make of it.
    fn feature_points(&self, _tally: &Tally, _when: When, points: u32) -> u32 {
        points
    }

    /// Points a farm's owner scores per completed city on top of the
    /// edition's rate, when one of the owner's pigs stands in that farm.
    fn pig_bonus(&self) -> u32 {
        0
    }

    /// A city was completed by `completer` (when known): hand out what
    /// the module hands out for it.
    fn city_completed(&self, _tally: &Tally, _completer: Option<Player>, _tokens: &mut Tokens) {}

    /// The bonuses of the final scoring.
    fn final_bonuses(&self, _tokens: &Tokens, _out: &mut Vec<Bonus>) {}

    /// Whether a builder earns its owner a second tile.
    fn builder_bonus(&self) -> bool {
        false
    }
}

/// What a game is played with: the rules modules of the tile sets in play
/// and each player's figures. The base game: no module, seven followers.
#[derive(Clone)]
pub struct Setup {
    modules: Vec<&'static dyn Module>,
    /// Figures of each kind every player has, by [`Figure::index`].
    pub figures: [u8; FIGURES],
}

impl Default for Setup {
    fn default() -> Setup {
        let mut figures = [0; FIGURES];
        figures[Figure::Follower.index()] = SUPPLY_PER_PLAYER;
        Setup {
            modules: Vec::new(),
            figures,
        }
    }
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Setup")
            .field("modules", &self.module_ids())
            .field("figures", &self.figures)
            .finish()
    }
}

impl PartialEq for Setup {
    fn eq(&self, other: &Setup) -> bool {
        self.module_ids() == other.module_ids() && self.figures == other.figures
    }
}

impl Eq for Setup {}

impl Setup {
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
        for m in MODULES {
            if ids.iter().any(|id| id.as_ref() == m.id()) {
                setup.modules.push(m);
            }
        }
        Ok(setup)
    }

    /// What the tile sets `sets` are played with together: their rules
    /// modules, and their figures (a kind of figure two sets both bring is
    /// counted once).
    pub fn of_sets<'a>(sets: impl IntoIterator<Item = &'a TileSet>) -> Result<Setup, UnknownName> {
        let mut modules: Vec<&str> = Vec::new();
        let mut figures: Vec<(Figure, u8)> = Vec::new();
        for set in sets {
            modules.extend(set.rules.as_deref());
            for p in &set.pieces {
                if let Piece::Figure { figure, per_player } = *p
                    && !figures.iter().any(|(f, _)| *f == figure)
                {
                    figures.push((figure, per_player));
                }
            }
        }
        let mut setup = Setup::with_modules(&modules)?;
        for (figure, n) in figures {
            setup.add_figures(figure, n);
        }
        Ok(setup)
    }

    /// Gives every player `n` more figures of kind `figure`.
    pub fn add_figures(&mut self, figure: Figure, n: u8) {
        let slot = &mut self.figures[figure.index()];
        *slot = slot.saturating_add(n);
    }

    /// The ids of the modules in play.
    pub fn module_ids(&self) -> Vec<&'static str> {
        self.modules.iter().map(|m| m.id()).collect()
    }

    /// The modules in play.
    pub fn modules(&self) -> &[&'static dyn Module] {
        &self.modules
    }

    /// The points of a road or city after every module's hook.
    pub fn feature_points(&self, tally: &Tally, when: When, base: u32) -> u32 {
        self.modules
            .iter()
            .fold(base, |p, m| m.feature_points(tally, when, p))
    }

    /// Extra points per city for a farm owner with a pig there.
    pub fn pig_bonus(&self) -> u32 {
        self.modules.iter().map(|m| m.pig_bonus()).sum()
    }

    /// Whether builders earn a second tile.
    pub fn builder_bonus(&self) -> bool {
        self.modules.iter().any(|m| m.builder_bonus())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_ids_name_the_modules() {
        for (m, id) in MODULES.iter().zip(MODULE_IDS) {
            assert_eq!(m.id(), *id);
        }
    }

    #[test]
    fn a_setup_knows_its_modules_once_and_refuses_unknown_ones() {
        let s = Setup::with_modules(&["traders-builders", "inns-cathedrals", "traders-builders"])
            .expect("known");
        assert_eq!(s.module_ids(), ["inns-cathedrals", "traders-builders"]);
        assert!(s.builder_bonus());
        assert_eq!(s.pig_bonus(), 1);
        let e = Setup::with_modules(&["dragon"]).unwrap_err();
        assert_eq!(e.name, "dragon");
        let base = Setup::default();
        assert_eq!(base.figures[Figure::Follower.index()], SUPPLY_PER_PLAYER);
        assert!(!base.builder_bonus());
        assert_eq!(base.pig_bonus(), 0);
    }
}
