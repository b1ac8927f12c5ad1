//! The example payload: the JSON that `tilebook build` embeds for each
//! scoring example on the site and that the browser's engine
//! (`tilebook-wasm`) reads back.
//!
//! Both sides use these types, so the compiler needs only the engine, not
//! the WebAssembly crate. With the `serde` feature they serialize to the
//! JSON the site ships; field order and names are part of that format.

mod code;

pub use code::{
    ExampleCode, FOLLOWER_INTS, SetupParts, TILE_INTS, read_sets, read_setup, read_table,
    sets_code, setup_code, table_code,
};

use crate::expansion::Setup;
use crate::figure::Figure;
use crate::names::UnknownName;
use crate::{FeatureRef, Player, Pos, Rules, TileKind};

/// A tile of an example.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TileJson {
    /// Index into [`ExampleJson::kinds`].
    pub kind: usize,
    /// Square.
    pub at: Pos,
    /// Degrees clockwise.
    pub rotation: u16,
    /// Who placed it, when the example's board says (then every tile
    /// after the first does): they take the goods of the cities it
    /// completes. Absent from the JSON when `None`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub player: Option<Player>,
}

/// A follower of an example, placed with tile `tile` (index in
/// [`ExampleJson::tiles`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FollowerJson {
    /// Owner.
    pub player: Player,
    /// Which figure (`follower` when absent).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Figure::is_plain_follower")
    )]
    pub figure: Figure,
    /// Index of its tile.
    pub tile: usize,
    /// The feature.
    pub feature: FeatureRef,
}

/// An example as `tilebook build` writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ExampleJson {
    /// The tile kinds it may use.
    pub kinds: Vec<TileKind>,
    /// The rule editions.
    pub rules: Vec<Rules>,
    /// Tiles in placement order.
    pub tiles: Vec<TileJson>,
    /// Followers.
    pub followers: Vec<FollowerJson>,
    /// The rules modules of the example's tile sets (none for the base
    /// game).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub modules: Vec<String>,
    /// Figures each player has beyond the base game's seven followers.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub figures: Vec<(Figure, u8)>,
    /// The values of the modules' parameters.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub params: Vec<(String, u32)>,
    /// The turns' steps other than a figure on the turn's own tile (the
    /// expansions': a portal's follower, a princess, the fairy, towers,
    /// ransoms, the dragon's moves), each with its turn's index in
    /// [`ExampleJson::tiles`] first, then the step's integers
    /// ([`Step::code`](crate::Step::code)), in the turn's order: integers
    /// keep the browser's engine small.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub steps: Vec<Vec<i32>>,
}

impl ExampleJson {
    /// What the example is played with: the base game with its modules
    /// and extra figures. An unknown module is an error naming it.
    pub fn setup(&self) -> Result<Setup, UnknownName> {
        Setup::of_parts(&self.modules, &self.figures, &self.params)
    }

    /// The [`ExampleJson::modules`], [`ExampleJson::figures`] and
    /// [`ExampleJson::params`] that give `setup`.
    #[allow(clippy::type_complexity)]
    pub fn describe(setup: &Setup) -> (Vec<String>, Vec<(Figure, u8)>, Vec<(String, u32)>) {
        let base = Setup::default();
        let figures = Figure::ALL
            .into_iter()
            .filter_map(|f| {
                let extra = setup.figures[f.index()].saturating_sub(base.figures[f.index()]);
                (extra > 0).then_some((f, extra))
            })
            .collect();
        let modules = setup.module_ids().into_iter().map(String::from).collect();
        let params = setup
            .params()
            .into_iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect();
        (modules, figures, params)
    }
}
