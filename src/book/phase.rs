//! The phases of play a chapter belongs to (`phase = "…"` in
//! `book/*.toml`): a closed list in play order. A combined rule book
//! ([`super::combine`]) orders the chapters of several books by it, so an
//! expansion's rules land beside the base game's rules of the same moment.

use std::fmt;

/// A phase of play, in play order (the order of [`Phase::ALL`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// What the box holds: pieces, tiles, what an expansion adds.
    Components,
    /// What the game is about: its goal and course.
    Overview,
    /// Preparing the table.
    Setup,
    /// A turn's steps.
    Turn,
    /// Laying tiles.
    Tiles,
    /// Placing followers and other figures.
    Followers,
    /// Scoring during play and taking figures back.
    Scoring,
    /// Fields and farmers.
    Fields,
    /// The end of the game and the final scoring.
    End,
    /// Clarifications, rule editions, printings: to look things up.
    Reference,
    /// The tiles of the sets, kind by kind.
    Gallery,
}

impl Phase {
    /// Every phase, in play order.
    pub const ALL: [Phase; 11] = [
        Phase::Components,
        Phase::Overview,
        Phase::Setup,
        Phase::Turn,
        Phase::Tiles,
        Phase::Followers,
        Phase::Scoring,
        Phase::Fields,
        Phase::End,
        Phase::Reference,
        Phase::Gallery,
    ];

    /// The phase's name in `book/*.toml`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Phase::Components => "components",
            Phase::Overview => "overview",
            Phase::Setup => "setup",
            Phase::Turn => "turn",
            Phase::Tiles => "tiles",
            Phase::Followers => "followers",
            Phase::Scoring => "scoring",
            Phase::Fields => "fields",
            Phase::End => "end",
            Phase::Reference => "reference",
            Phase::Gallery => "gallery",
        }
    }

    /// The phase named `name`, if it is one.
    pub fn parse(name: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.as_str() == name)
    }

    /// Every phase's name, in play order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Phase::ALL.into_iter().map(Phase::as_str)
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_phase_once_in_play_order() {
        let mut sorted = Phase::ALL;
        sorted.sort();
        assert_eq!(sorted, Phase::ALL, "ALL is in the order the enum declares");
        for p in Phase::ALL {
            assert_eq!(Phase::parse(p.as_str()), Some(p));
            assert_eq!(p.to_string(), p.as_str());
        }
        let names: std::collections::BTreeSet<&str> = Phase::names().collect();
        assert_eq!(names.len(), Phase::ALL.len());
    }

    #[test]
    fn names_outside_the_list_are_not_phases() {
        for bad in ["", "Setup", "scorin", "final", " setup"] {
            assert_eq!(Phase::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn serializes_as_its_name() {
        assert_eq!(
            serde_json::to_string(&Phase::Followers).unwrap(),
            "\"followers\""
        );
    }
}
