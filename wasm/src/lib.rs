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
use tilebook_engine::{Figure, FollowerJson, Player, TileJson, UnknownName};
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
    /// Reads the example's JSON.
    #[wasm_bindgen(constructor)]
    pub fn new(json: &str) -> Result<Example, JsError> {
        Core::new(json)
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

    /// The tiles and followers as they stand (with any added), as JSON
    /// `{"tiles": […], "followers": […]}` in the example's format.
    pub fn placed(&self) -> Result<String, JsError> {
        #[derive(Serialize)]
        struct Placed<'a> {
            tiles: &'a [TileJson],
            followers: &'a [FollowerJson],
        }
        let ex = self.core.example();
        to_js(Ok(Placed {
            tiles: &ex.tiles,
            followers: &ex.followers,
        }))
    }

    /// How a board file names a feature of a tile (`city@N`).
    #[wasm_bindgen(js_name = specOf)]
    pub fn spec_of(&self, tile: usize, ty: &str, index: usize) -> Result<String, JsError> {
        feature_ref(ty, index)
            .and_then(|f| self.core.spec(tile, f))
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
    /// Reads the board's `sets` (JSON `[Brings, …]`).
    #[wasm_bindgen(constructor)]
    pub fn new(json: &str) -> Result<Sets, JsError> {
        let mut unescaped = vec![0; json.len()];
        let (sets, _): (Vec<Brings<usize>>, _) =
            serde_json_core::from_str_escaped(json, &mut unescaped)
                .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Sets { sets })
    }

    /// What the sets `ids` (JSON `["base", …]`) bring together, as the
    /// engine adds it up for `tilebook score` ([`Together`]): JSON
    /// `{"modules", "figures", "params", "held": [[kind, count], …]}`.
    pub fn brought(&self, ids: &str) -> Result<String, JsError> {
        let mut unescaped = vec![0; ids.len()];
        let (ids, _): (Vec<String>, _) = serde_json_core::from_str_escaped(ids, &mut unescaped)
            .map_err(|e| JsError::new(&e.to_string()))?;
        let chosen = self
            .sets
            .iter()
            .filter(|s| ids.iter().any(|i| i == s.id.as_str()));
        to_js(Ok(Together::of(chosen)))
    }
}
