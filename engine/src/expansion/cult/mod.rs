//! Cult (seed 000, the Cult's section): shrines, scored like cloisters; a
//! shrine never touches two cloisters nor a cloister two shrines; a
//! heretic and a monk next to each other challenge each other, and the
//! first of their buildings completed wins. It has no numbers to vary: its
//! rules are all in play (`play.rs`).

use super::{Module, TurnRules};

pub(crate) mod errors;
pub(crate) mod play;

/// The rules module `cult`.
#[derive(Debug)]
pub struct Cult;

/// The Cult's rules are in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CultRules;

impl Module for Cult {
    fn turn_rules(&self, _p: &[u32], out: &mut TurnRules) {
        out.cult = Some(CultRules);
    }
}
