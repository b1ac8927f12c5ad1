//! The quarters of the city of Carcassonne (The Count of Carcassonne): the
//! twelve tiles of the Count's city each belong to one of four quarters,
//! and the parts of those tiles inside the city's walls are no feature at
//! all (no city, field or road): they are the city of Carcassonne.
//!
//! In the data a tile of the Count's city says its quarter
//! (`quarter = "castle"`), and it is the one kind of tile that may leave
//! half-edges to no feature: those lie in the city of Carcassonne. A side
//! both of whose halves lie there shows city (`C`), a side with one half
//! in a field and the other in Carcassonne shows field (`F`).

use super::TileKind;
use crate::geom::{Half, Side};

crate::names::closed_enum! {
    /// A quarter of the city of Carcassonne (The Count of Carcassonne).
    /// Followers placed in a quarter may later be moved to a feature
    /// being scored: from the castle to a city, from the market to a
    /// field, from the blacksmith to a road, from the cathedral to a
    /// cloister.
    ///
    /// In data files and JSON a quarter is its lower-case English name
    /// ([`Quarter::as_str`]). The order is the rulebook's numbering,
    /// 1 castle, 2 market, 3 blacksmith, 4 cathedral.
    #[cfg_attr(
        feature = "schema",
        derive(schemars::JsonSchema),
        schemars(description = "A quarter of the city of Carcassonne (The Count).")
    )]
    pub enum Quarter ("quarter") {
        /// The castle: its followers go to cities.
        Castle = "castle",
        /// The market: its followers go to fields.
        Market = "market",
        /// The blacksmith: its followers go to roads.
        Blacksmith = "blacksmith",
        /// The cathedral: its followers go to cloisters.
        Cathedral = "cathedral",
    }
}

impl Quarter {
    /// The rulebook's number of the quarter, 1 to 4.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl TileKind {
    /// Whether half-edge `h` lies in the city of Carcassonne: the kind
    /// belongs to a quarter and no field or city claims the half-edge.
    pub fn in_carcassonne(&self, h: Half) -> bool {
        self.quarter.is_some()
            && !self.fields.iter().any(|f| f.halves.contains(h))
            && !self.cities.iter().any(|c| c.sides.contains(h.side()))
    }

    /// Whether side `s` lies wholly in the city of Carcassonne (both its
    /// halves, and no road or river reaches it).
    pub fn side_in_carcassonne(&self, s: Side) -> bool {
        s.halves().into_iter().all(|h| self.in_carcassonne(h))
            && !self.roads.iter().any(|r| r.sides.contains(s))
            && !self.rivers.iter().any(|r| r.sides.contains(s))
    }

    /// Whether any part of the tile lies in the city of Carcassonne.
    pub fn has_carcassonne(&self) -> bool {
        Half::ALL.into_iter().any(|h| self.in_carcassonne(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::tests::{halves, start_tile};

    #[test]
    fn quarters_read_back_their_names_and_numbers() {
        for (i, (q, name)) in Quarter::ALL.into_iter().zip(Quarter::NAMES).enumerate() {
            assert_eq!(q.as_str(), name);
            assert_eq!(name.parse::<Quarter>(), Ok(q));
            assert_eq!(usize::from(q.number()), i + 1);
        }
        assert_eq!(
            Quarter::NAMES,
            ["castle", "market", "blacksmith", "cathedral"]
        );
        assert!("Castle".parse::<Quarter>().is_err());
    }

    #[test]
    fn unclaimed_halves_of_a_quarter_kind_lie_in_carcassonne() {
        let mut t = start_tile();
        // Without a quarter an unclaimed half is an error, not Carcassonne.
        t.fields[1].halves = halves(&[Half::Ese, Half::Sse]);
        assert!(!t.in_carcassonne(Half::Ssw));
        t.quarter = Some(Quarter::Market);
        assert!(t.in_carcassonne(Half::Ssw) && t.in_carcassonne(Half::Wsw));
        assert!(!t.in_carcassonne(Half::Sse) && !t.in_carcassonne(Half::Nnw));
        assert!(t.has_carcassonne());
        // W has a road: not wholly Carcassonne though WSW is.
        assert!(!t.side_in_carcassonne(Side::W));
        assert!(!t.side_in_carcassonne(Side::S));
    }
}
