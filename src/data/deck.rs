//! The deck of a series of random games (`tilebook sim`, the round-trip
//! tests): the kinds of the chosen sets, how many of each, the block a
//! set lays before play, and the rules the sets switch on, as one table.

use std::sync::Arc;

use tilebook_engine::sim::{Deck, DeckEntry};
use tilebook_engine::{KindId, KindTable, Setup, TileKind, TileSetId};

use super::Data;

impl Data {
    /// The table and deck of the sets `sets`, every tile `copies` times (a
    /// kind in several sets counts once, from the first); the sets' block
    /// is laid before play. An error names an unknown set (with the known
    /// ones) or kind.
    pub fn deck(&self, sets: &[TileSetId], copies: u32) -> Result<(Arc<KindTable>, Deck), String> {
        let mut kinds: Vec<TileKind> = Vec::new();
        let mut ids: Vec<&KindId> = Vec::new();
        let mut deck = Deck::default();
        let mut chosen = Vec::new();
        for id in sets {
            let Some(info) = self.set(id) else {
                let known: Vec<&str> = self.sets.iter().map(|s| s.set.id.as_str()).collect();
                return Err(format!(
                    "no tile set `{id}`; known tile sets: {}",
                    known.join(", ")
                ));
            };
            chosen.push(&info.set);
            for e in &info.set.entries {
                if ids.contains(&&e.kind) {
                    continue;
                }
                let kind = self
                    .kind(&e.kind)
                    .ok_or_else(|| format!("no tile kind `{}`", e.kind))?;
                ids.push(&e.kind);
                kinds.push(kind.clone());
                deck.entries.push(DeckEntry {
                    kind: kinds.len() - 1,
                    count: e.count.saturating_mul(copies),
                    start: e.start,
                });
            }
        }
        for set in &chosen {
            for b in &set.block {
                let i = match ids.iter().position(|k| **k == b.kind) {
                    Some(i) => i,
                    None => {
                        let kind = self
                            .kind(&b.kind)
                            .ok_or_else(|| format!("no tile kind `{}`", b.kind))?;
                        ids.push(&b.kind);
                        kinds.push(kind.clone());
                        kinds.len() - 1
                    }
                };
                deck.block.push((i, b.at, b.rotation));
                // The block's tiles are among the set's: laid, not drawn.
                if let Some(e) = deck.entries.iter_mut().find(|e| e.kind == i) {
                    e.count = e.count.saturating_sub(1);
                }
            }
        }
        // The sets' rules modules and figures (checked when the sets were
        // read, so an unknown module cannot reach here).
        let setup = Setup::of_sets(chosen.iter().copied()).unwrap_or_default();
        let table = KindTable::new(kinds).map_err(|e| e.to_string())?;
        Ok((Arc::new(table.with_setup(setup)), deck))
    }
}
