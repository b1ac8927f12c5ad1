//! What tile sets bring to a game, added up: their rules modules, figures,
//! parameters, block and tiles. One adding-up for everyone: the compiler's
//! [`Setup::of_sets`] and the kinds a board may use (`tilebook score`), and
//! the site's scoring board, which ships each offered set's [`Brings`] and
//! asks the WebAssembly module to add up those the reader ticks.

use crate::expansion::Setup;
use crate::figure::Figure;
use crate::names::{TileSetId, UnknownName};
use crate::tileset::{Piece, TileSet};

/// The parameter a set's block sets: how many tiles it lays before play.
const BLOCK_PARAM: &str = "block_tiles";

/// What one tile set brings (its own, not the sets it includes), its
/// kinds named by `K`: ids in the compiler, a kind table's indices on the
/// site.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Brings<K> {
    /// The set's id.
    pub id: TileSetId,
    /// The rules module it switches on, if any.
    #[cfg_attr(feature = "serde", serde(default))]
    pub rules: Option<String>,
    /// Figures each player gets beyond the base game's followers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub figures: Vec<(Figure, u8)>,
    /// Values of its module's parameters.
    #[cfg_attr(feature = "serde", serde(default))]
    pub params: Vec<(String, u32)>,
    /// Tiles its block lays before play (0: none).
    #[cfg_attr(feature = "serde", serde(default))]
    pub block: u32,
    /// Its tiles: kind, count, the set that defines the kind.
    pub held: Vec<(K, u32, TileSetId)>,
}

impl<'a> Brings<&'a crate::KindId> {
    /// What `set` brings.
    pub fn of(set: &'a TileSet) -> Self {
        Brings {
            id: set.id.clone(),
            rules: set.rules.clone(),
            figures: (set.pieces.iter())
                .filter_map(|p| match *p {
                    Piece::Figure { figure, per_player } => Some((figure, per_player)),
                    _ => None,
                })
                .collect(),
            params: set.params.clone(),
            block: u32::try_from(set.block.len()).unwrap_or(u32::MAX),
            held: (set.entries.iter())
                .map(|e| (&e.kind, e.count, e.from.clone()))
                .collect(),
        }
    }
}

/// What several tile sets bring together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Together<K> {
    /// Every rules module, once, in the sets' order.
    pub modules: Vec<String>,
    /// Each kind of figure from the first set bringing it.
    pub figures: Vec<(Figure, u8)>,
    /// Every parameter, in the sets' order (a later value wins), then the
    /// largest block's tiles.
    pub params: Vec<(String, u32)>,
    /// Each kind once, in the order the sets list them, with its tiles:
    /// counted once per set that defines it (a set included by another
    /// of them counts once).
    pub held: Vec<(K, u32)>,
    /// How many players they seat ([`Setup::seats`]: six with Inns &
    /// Cathedrals): the colours a board offers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub seats: usize,
}

impl<K: Clone + PartialEq> Together<K> {
    /// What `sets` bring together.
    pub fn of<'a>(sets: impl IntoIterator<Item = &'a Brings<K>>) -> Self
    where
        K: 'a,
    {
        let mut out = Together {
            modules: Vec::new(),
            figures: Vec::new(),
            params: Vec::new(),
            held: Vec::new(),
            seats: crate::game::BASE_SEATS,
        };
        let mut block = 0;
        let mut seen: Vec<(&K, &TileSetId)> = Vec::new();
        for set in sets {
            if let Some(m) = &set.rules
                && !out.modules.contains(m)
            {
                out.modules.push(m.clone());
            }
            for &(figure, n) in &set.figures {
                if !out.figures.iter().any(|(f, _)| *f == figure) {
                    out.figures.push((figure, n));
                }
            }
            out.params.extend(set.params.iter().cloned());
            block = block.max(set.block);
            for (kind, n, from) in &set.held {
                let i = match out.held.iter().position(|(k, _)| k == kind) {
                    Some(i) => i,
                    None => {
                        out.held.push((kind.clone(), 0));
                        out.held.len() - 1
                    }
                };
                if !seen.contains(&(kind, from)) {
                    seen.push((kind, from));
                    out.held[i].1 = out.held[i].1.saturating_add(*n);
                }
            }
        }
        if block > 0 {
            out.params.push((BLOCK_PARAM.into(), block));
        }
        out.seats = (out.modules.iter())
            .filter_map(|m| crate::expansion::module(m)?.seats())
            .fold(crate::game::BASE_SEATS, usize::max);
        out
    }

    /// The game they are played with: their modules, figures and
    /// parameters (an unknown module is an error naming it).
    pub fn setup(&self) -> Result<Setup, UnknownName> {
        Setup::of_parts(&self.modules, &self.figures, &self.params)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(
        id: &str,
        rules: Option<&str>,
        block: u32,
        held: &[(usize, u32, &str)],
    ) -> Brings<usize> {
        Brings {
            id: id.into(),
            rules: rules.map(String::from),
            figures: vec![(Figure::Big, 1)],
            params: Vec::new(),
            block,
            held: held.iter().map(|&(k, n, f)| (k, n, f.into())).collect(),
        }
    }

    #[test]
    fn sets_add_up_once_each_and_a_block_sets_its_parameter() {
        let base = set("base", None, 0, &[(0, 8, "base"), (1, 4, "base")]);
        let winter = set("winter", None, 0, &[(0, 8, "base"), (2, 3, "winter")]);
        let count = set("count", Some("count"), 12, &[(3, 12, "count")]);
        let t = Together::of([&base, &winter, &count]);
        assert_eq!(t.held, [(0, 8), (1, 4), (2, 3), (3, 12)]);
        assert_eq!(t.modules, ["count"]);
        assert_eq!(t.figures, [(Figure::Big, 1)]);
        assert_eq!(t.params, [("block_tiles".to_string(), 12)]);
        assert_eq!(t.setup().expect("known").module_ids(), ["count"]);
    }
}
