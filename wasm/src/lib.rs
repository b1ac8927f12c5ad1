//! The tilebook engine for the browser.
//!
//! The rules site's interactive scoring examples call this crate (compiled
//! to `wasm32-unknown-unknown` and bound with wasm-bindgen) so that every
//! number on the page comes from the same engine as `tilebook score`. The
//! page gets a JSON description of an example (written by `tilebook
//! build`), and asks for the state after any step, under any rule edition,
//! with or without the final scoring; it can add or remove followers and
//! place extra tiles. All inputs and outputs are JSON strings; an error
//! is the key of an engine message ([`tilebook_engine::Message::key`]),
//! whose text the page has, rendered for its locale when the site was
//! built.

/// A small free-list allocator instead of the standard library's dlmalloc:
/// the module is single-threaded, and every kilobyte counts against the
/// page-weight limit.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    // SAFETY: the WebAssembly module runs on one thread only.
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

mod state;

use crate::state::feature_ref;
pub use crate::state::{Core, CoreError, FeatureJson, StateJson, to_json};
use serde::Serialize;
use tilebook_engine::brings::{Brings, Together};
use tilebook_engine::payload::{read_sets, setup_code};
use tilebook_engine::{
    ExampleCode, FeatureType, Figure, FollowerJson, Player, TileJson, UnknownName,
};
use wasm_bindgen::prelude::*;

/// An answer for JavaScript: the value as JSON, or the error's key.
fn to_js<T: Serialize>(r: Result<T, CoreError>) -> Result<String, JsError> {
    r.and_then(|v| to_json(&v).map_err(CoreError::Other))
        .map_err(|e| JsError::new(&e.key()))
}

/// One interactive example, for JavaScript.
#[wasm_bindgen]
pub struct Example {
    core: Core,
}

#[wasm_bindgen]
impl Example {
    /// Reads an example: its table (`tilebook build`'s table file, the
    /// tile kinds and rule editions) and its position's integers, as
    /// [`tilebook_engine::ExampleCode`] describes them: the setup (from the
    /// example file or [`Sets::brought`]), then every tile as [`TILE_INTS`](tilebook_engine::payload::TILE_INTS)
    /// integers (kind, x, y, degrees, player index plus one or 0), every
    /// follower as [`FOLLOWER_INTS`](tilebook_engine::payload::FOLLOWER_INTS) (tile, feature type, feature index,
    /// player, figure: indices in [`names`]' lists), and the steps, each
    /// its length and then its integers.
    #[wasm_bindgen(constructor)]
    pub fn new(
        table: &[i32],
        setup: &[i32],
        tiles: &[i32],
        followers: &[i32],
        steps: &[i32],
    ) -> Result<Example, JsError> {
        let code = ExampleCode {
            setup: setup.to_vec(),
            tiles: tiles.to_vec(),
            followers: followers.to_vec(),
            steps: steps.to_vec(),
        };
        Core::new(table, &code)
            .map(|core| Example { core })
            .map_err(|e| JsError::new(&e.key()))
    }

    /// Number of tiles (grows with `add_tile`).
    #[wasm_bindgen(js_name = tileCount)]
    pub fn tile_count(&self) -> usize {
        self.core.tile_count()
    }

    /// The state after `step` tiles, as JSON.
    pub fn state(&self, rules: &str, step: usize, final_scoring: bool) -> Result<String, JsError> {
        to_js(self.core.state(rules, step, final_scoring))
    }

    /// A feature of a tile in the state after `step`, as JSON.
    pub fn feature(
        &self,
        rules: &str,
        step: usize,
        tile: usize,
        ty: &str,
        index: usize,
    ) -> Result<String, JsError> {
        to_js(feature_ref(ty, index).and_then(|f| self.core.feature(rules, step, tile, f)))
    }

    /// Adds or removes a figure (`follower`, `big`, `builder`, `pig`);
    /// an error's message is the key of why it is not allowed.
    #[wasm_bindgen(js_name = toggleFollower)]
    pub fn toggle_follower(
        &mut self,
        tile: usize,
        ty: &str,
        index: usize,
        player: &str,
        figure: &str,
    ) -> Result<(), JsError> {
        let player: Player = player
            .parse()
            .map_err(|e: UnknownName| JsError::new(&e.name))?;
        let figure: Figure = figure
            .parse()
            .map_err(|e: UnknownName| JsError::new(&e.name))?;
        feature_ref(ty, index)
            .and_then(|f| self.core.toggle_follower(tile, f, player, figure))
            .map_err(|e| JsError::new(&e.key()))
    }

    /// The tiles, followers and steps as they stand (with any added), and
    /// the rules modules, as JSON `{"tiles": […], "followers": […],
    /// "steps": […], "modules": […]}`.
    pub fn placed(&self) -> Result<String, JsError> {
        #[derive(Serialize)]
        struct Placed<'a> {
            tiles: &'a [TileJson],
            followers: &'a [FollowerJson],
            steps: &'a [Vec<i32>],
            modules: &'a [String],
        }
        let ex = self.core.example();
        to_js(Ok(Placed {
            tiles: &ex.tiles,
            followers: &ex.followers,
            steps: &ex.steps,
            modules: &ex.modules,
        }))
    }

    /// What may be done next in the last tile's turn under `rules`, as
    /// JSON `[{"code": […], "name", "player", "squares", "details",
    /// "replaces"}, …]`: every step the engine offers besides a figure on
    /// that tile, and the turn's last step grown by one more part; with
    /// the final scoring (`final_scoring`), what may be done before it.
    pub fn offers(&self, rules: &str, final_scoring: bool) -> Result<String, JsError> {
        to_js(self.core.offers(rules, final_scoring))
    }

    /// Takes the step `code` (one of [`Example::offers`]'s) in the last
    /// tile's turn, in place of the turn's last step when the offer
    /// `replaces` it; an error's message is the key of why not.
    #[wasm_bindgen(js_name = addStep)]
    pub fn add_step(&mut self, code: &[i32], replaces: bool) -> Result<(), JsError> {
        self.core
            .add_step(code, replaces)
            .map_err(|e| JsError::new(&e.key()))
    }

    /// The position as a board file of the tile sets `sets` (their ids,
    /// separated by commas), every step included, without `[expect]`.
    #[wasm_bindgen(js_name = boardFile)]
    pub fn board_file(&self, sets: &str, final_scoring: bool) -> Result<String, JsError> {
        let sets: Vec<&str> = sets.split(',').collect();
        self.core
            .board_file(&sets, final_scoring)
            .map_err(|e| JsError::new(&e.key()))
    }

    /// Legal placements of kind `kind` after every tile, as JSON `[[x, y, degrees], …]`.
    pub fn legal(&self, kind: usize) -> Result<String, JsError> {
        to_js(self.core.legal(kind))
    }

    /// Places one more tile; an error's message is the key of why not.
    #[wasm_bindgen(js_name = addTile)]
    pub fn add_tile(&mut self, kind: usize, x: i32, y: i32, degrees: u16) -> Result<(), JsError> {
        self.core
            .add_tile(kind, x, y, degrees)
            .map_err(|e| JsError::new(&e.key()))
    }
}

/// The names the integers of [`Example::new`]'s tiles and followers index,
/// as JSON `{"players": […], "types": […], "figures": […]}`.
#[wasm_bindgen]
pub fn names() -> Result<String, JsError> {
    #[derive(Serialize)]
    struct Names {
        players: [&'static str; tilebook_engine::PLAYERS],
        types: [&'static str; 5],
        figures: [&'static str; tilebook_engine::FIGURES],
    }
    to_js(Ok(Names {
        players: Player::NAMES,
        types: FeatureType::NAMES,
        figures: Figure::NAMES,
    }))
}

/// Every figure's outline ([`Figure::outline`]) as JSON `[[name, path
/// data], …]`, a farmer's as `<name>-lying`: what the page draws figures
/// with.
#[wasm_bindgen(js_name = figureOutlines)]
pub fn figure_outlines() -> Result<String, JsError> {
    let mut out: Vec<(String, &str)> = Vec::new();
    for f in Figure::ALL {
        out.push((f.as_str().into(), f.outline(false)));
        if f.can_lie() {
            out.push((format!("{f}-lying"), f.outline(true)));
        }
    }
    to_js(Ok(out))
}

/// The tile sets the scoring board offers, each with what it brings
/// ([`Brings`], by the board's kind indices), for JavaScript.
#[wasm_bindgen]
pub struct Sets {
    sets: Vec<Brings<usize>>,
}

#[wasm_bindgen]
impl Sets {
    /// Reads the board's sets (integers of
    /// [`tilebook_engine::payload::sets_code`]).
    #[wasm_bindgen(constructor)]
    pub fn new(code: &[i32]) -> Result<Sets, JsError> {
        let sets = read_sets(code).ok_or_else(|| JsError::new("not the sets' code"))?;
        Ok(Sets { sets })
    }

    /// What the sets `ids` (separated by commas) bring together, as the
    /// engine adds it up for `tilebook score` ([`Together`]): JSON
    /// `{"figures", "held": [[kind, count], …], "seats", "setup"}`,
    /// `setup` being the integers of its modules, figures and parameters
    /// that [`Example::new`] takes.
    pub fn brought(&self, ids: &str) -> Result<String, JsError> {
        let ids: Vec<&str> = ids.split(',').collect();
        let chosen = self
            .sets
            .iter()
            .filter(|s| ids.iter().any(|i| *i == s.id.as_str()));
        let t = Together::of(chosen);
        #[derive(Serialize)]
        struct Brought<'a> {
            figures: &'a [(Figure, u8)],
            held: &'a [(usize, u32)],
            seats: usize,
            setup: Vec<i32>,
        }
        to_js(Ok(Brought {
            setup: setup_code(&t.modules, &t.figures, &t.params),
            figures: &t.figures,
            held: &t.held,
            seats: t.seats,
        }))
    }
}
