//! The symbols a tile kind may carry (`symbols = [...]` in the data): the
//! closed list of those the engine knows, so that rules can ask whether a
//! kind is, say, a volcano tile.
//!
//! A kind's `symbols` stays a list of names (the art draws an unknown name
//! as a generic marker), but `check` warns about a name that is not one of
//! [`Symbol::NAMES`] (`data/unknown-symbol`), so a misspelt symbol is not
//! silently a different one.

use super::TileKind;

crate::names::closed_enum! {
    /// A symbol printed on a tile that rules give meaning to.
    ///
    /// In data files and JSON a symbol is its lower-case English name
    /// ([`Symbol::as_str`]).
    #[cfg_attr(
        feature = "schema",
        derive(schemars::JsonSchema),
        schemars(description = "A symbol printed on a tile.")
    )]
    pub enum Symbol ("symbol") {
        /// Animal tracks (the Winter Edition's pictures of animals).
        Animal = "animal",
        /// A volcano (Princess & Dragon): the dragon appears on it.
        Volcano = "volcano",
        /// The dragon's mark (Princess & Dragon): the dragon moves when
        /// such a tile is placed.
        Dragon = "dragon",
        /// A magic portal (Princess & Dragon): a follower may go onto any
        /// tile.
        Portal = "portal",
        /// A tower foundation (The Tower): tower pieces are built on it.
        Tower = "tower",
        /// The abbey (Abbey & Mayor): a player's own tile, put into a hole
        /// closed on all four sides, whose sides close whatever they touch.
        Abbey = "abbey",
        /// A shrine (Cult): the tile's cloister is a shrine, whose
        /// follower is a heretic challenging a monk next to it; a kind
        /// with it also has `cloister = true`.
        Shrine = "shrine",
        /// A fair (The Catapult): placing the tile starts a catapult round.
        Fair = "fair",
    }
}

impl TileKind {
    /// Whether the kind carries `symbol` (in its `symbols` list).
    pub fn has_symbol(&self, symbol: Symbol) -> bool {
        self.symbols.iter().any(|s| s == symbol.as_str())
    }

    /// Whether this is a volcano tile (Princess & Dragon).
    pub fn is_volcano(&self) -> bool {
        self.has_symbol(Symbol::Volcano)
    }

    /// Whether this tile carries the dragon's mark (Princess & Dragon).
    pub fn is_dragon(&self) -> bool {
        self.has_symbol(Symbol::Dragon)
    }

    /// Whether this tile has a magic portal (Princess & Dragon).
    pub fn is_portal(&self) -> bool {
        self.has_symbol(Symbol::Portal)
    }

    /// Whether this tile has a tower foundation (The Tower).
    pub fn has_tower(&self) -> bool {
        self.has_symbol(Symbol::Tower)
    }

    /// Whether this is an abbey tile (Abbey & Mayor).
    pub fn is_abbey(&self) -> bool {
        self.has_symbol(Symbol::Abbey)
    }

    /// Whether its cloister is a shrine (the Cult): the `shrine` symbol,
    /// on a kind with `cloister = true`.
    pub fn is_shrine(&self) -> bool {
        self.has_symbol(Symbol::Shrine)
    }

    /// Whether this tile has a fair (The Catapult).
    pub fn is_fair(&self) -> bool {
        self.has_symbol(Symbol::Fair)
    }

    /// Whether a princess lives in one of its city segments.
    pub fn has_princess(&self) -> bool {
        self.cities.iter().any(|c| c.princess)
    }

    /// Whether one of its roads runs through a tunnel.
    pub fn has_tunnel(&self) -> bool {
        self.roads.iter().any(|r| r.tunnel)
    }

    /// Whether one of its fields holds a herd of pigs (River II).
    pub fn has_herd(&self) -> bool {
        self.fields.iter().any(|f| f.herd)
    }

    /// Whether its river forks: one river segment reaching three sides
    /// (River II).
    pub fn is_fork(&self) -> bool {
        self.rivers.iter().any(|r| r.sides.len() == 3)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::tests::start_tile;

    #[test]
    fn symbols_read_back_their_names() {
        for (s, name) in Symbol::ALL.into_iter().zip(Symbol::NAMES) {
            assert_eq!(s.as_str(), name);
            assert_eq!(name.parse::<Symbol>(), Ok(s));
        }
        let e = "vulcano".parse::<Symbol>().unwrap_err();
        assert_eq!((e.what, e.name.as_str()), ("symbol", "vulcano"));
    }

    #[test]
    fn a_kind_is_asked_for_its_symbols() {
        let mut t = start_tile();
        assert!(!t.is_volcano() && !t.is_dragon() && !t.is_portal() && !t.has_tower());
        t.symbols = vec!["dragon".into(), "tower".into()];
        assert!(t.is_dragon() && t.has_tower());
        assert!(!t.is_volcano() && !t.is_portal());
        t.symbols = vec!["volcano".into(), "portal".into()];
        assert!(t.is_volcano() && t.is_portal() && !t.is_dragon());
        // Unknown names are kept but mean nothing to the engine.
        t.symbols = vec!["Dragon".into()];
        assert!(!t.is_dragon());
        t.symbols = vec!["shrine".into()];
        assert!(t.is_shrine() && !t.is_fair());
        t.symbols = vec!["fair".into()];
        assert!(t.is_fair() && !t.is_shrine());
    }

    #[test]
    fn princesses_and_tunnels_are_found_in_their_segments() {
        let mut t = start_tile();
        assert!(!t.has_princess() && !t.has_tunnel());
        t.cities[0].princess = true;
        t.roads[0].tunnel = true;
        assert!(t.has_princess() && t.has_tunnel());
    }
}
