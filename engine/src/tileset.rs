//! Tile sets: which tile kinds an edition or expansion contains, how many of
//! each, and which one starts the game.

use std::fmt;

use crate::figure::Figure;
use crate::names::{KindId, TileSetId};
use crate::tile::Goods;

crate::names::closed_enum! {
    /// A piece kept in a common supply, no player's own until the rules
    /// hand it out: the dragon and the fairy (Princess & Dragon), the
    /// tower pieces (The Tower), the king and the robber baron (Count,
    /// King & Robber), the catapult tokens (The Catapult).
    ///
    /// In data files and JSON a token is its lower-case English name
    /// (`dragon`, `fairy`, `tower`, `king`, `robber`, `catapult`;
    /// [`Token::as_str`]).
    #[cfg_attr(
        feature = "schema",
        derive(schemars::JsonSchema),
        schemars(description = "A neutral piece in the common supply.")
    )]
    pub enum Token ("token") {
        /// The dragon (Princess & Dragon).
        Dragon = "dragon",
        /// The fairy (Princess & Dragon).
        Fairy = "fairy",
        /// A tower piece (The Tower), stacked on tower foundations.
        Tower = "tower",
        /// The king (Count, King & Robber): held by whoever completed the
        /// largest city.
        King = "king",
        /// The robber baron (Count, King & Robber): held by whoever
        /// completed the longest road.
        Robber = "robber",
        /// A catapult token (The Catapult), of any of its four kinds.
        Catapult = "catapult",
    }
}

/// One line of a tile set: a kind and how many tiles of it the box holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSetEntry {
    /// Id of the tile kind.
    pub kind: KindId,
    /// Number of tiles of this kind in the set.
    pub count: u32,
    /// Whether one of these tiles is the start tile (it has a dark back).
    pub start: bool,
    /// Id of the set that defines the kind (differs from the set's own id
    /// for kinds it includes from another set).
    pub from: TileSetId,
}

/// A piece that comes in the box with a set besides its tiles: figures
/// each player gets, or tokens kept in a common supply.
///
/// In data files and JSON a piece is a table naming either a figure and
/// how many each player gets (`{ figure = "big", per_player = 1 }`), a
/// kind of goods and how many tokens there are in all
/// (`{ goods = "wine", total = 9 }`), or a neutral token and how many
/// there are (`{ token = "tower", total = 30 }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(untagged)
)]
pub enum Piece {
    /// Figures of one kind, so many for every player.
    Figure {
        /// The kind of figure.
        figure: Figure,
        /// How many each player gets.
        per_player: u8,
    },
    /// Goods tokens of one kind, so many in the common supply.
    Goods {
        /// The kind of goods.
        goods: Goods,
        /// How many tokens the box holds.
        total: u8,
    },
    /// Neutral pieces of one kind, so many in the common supply.
    Token {
        /// The kind of piece.
        token: Token,
        /// How many the box holds.
        total: u8,
    },
}

/// A tile set, with its included sets already flattened into `entries`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    /// Stable id (`base`, `river`, `winter`).
    pub id: TileSetId,
    /// The total number of tiles the rulebook states for this set.
    pub stated_total: u32,
    /// Whether the set is played on its own and so needs exactly one start
    /// tile.
    pub requires_start: bool,
    /// Kinds and counts, in the order the data lists them.
    pub entries: Vec<TileSetEntry>,
    /// The figures and tokens the set brings besides its tiles (the set's
    /// own, not those of the sets it includes).
    pub pieces: Vec<Piece>,
    /// The id of the engine's rules module the set switches on
    /// (`inns-cathedrals`, …), when it has one.
    pub rules: Option<String>,
    /// Values for that module's parameters where this rulebook differs
    /// from the module's (seed 000's) values.
    pub params: Vec<(String, u32)>,
}

/// Something wrong with a tile set as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileSetError {
    /// The counted tiles do not add up to the total the rulebook states.
    TotalMismatch {
        /// Sum of the counts.
        counted: u32,
        /// What the rulebook says.
        stated: u32,
    },
    /// A set that is played on its own has no start tile, or several.
    StartTiles {
        /// How many entries are marked as start.
        found: usize,
    },
    /// A set that is not played alone marks a start tile.
    UnexpectedStart,
    /// The same kind is listed twice.
    DuplicateKind {
        /// The kind id.
        kind: KindId,
    },
}

impl fmt::Display for TileSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileSetError::TotalMismatch { counted, stated } => write!(
                f,
                "the tiles add up to {counted}, but the rulebook states {stated}"
            ),
            TileSetError::StartTiles { found: 0 } => {
                write!(f, "the set is played alone but has no start tile")
            }
            TileSetError::StartTiles { found } => {
                write!(f, "the set has {found} start tiles; it needs exactly one")
            }
            TileSetError::UnexpectedStart => write!(
                f,
                "the set marks a start tile but is not played alone (`requires_start = false`)"
            ),
            TileSetError::DuplicateKind { kind } => {
                write!(f, "tile kind `{kind}` is listed twice")
            }
        }
    }
}

impl TileSet {
    /// Number of tiles in the set; `u32::MAX` when the counts add up to
    /// more (the sum never wraps round to a small number).
    pub fn total(&self) -> u32 {
        self.entries
            .iter()
            .fold(0u32, |sum, e| sum.saturating_add(e.count))
    }

    /// Every problem with the set as a whole.
    pub fn validate(&self) -> Vec<TileSetError> {
        let mut errors = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        for e in &self.entries {
            if !seen.insert(&e.kind) {
                errors.push(TileSetError::DuplicateKind {
                    kind: e.kind.clone(),
                });
            }
        }
        let counted = self.total();
        if counted != self.stated_total {
            errors.push(TileSetError::TotalMismatch {
                counted,
                stated: self.stated_total,
            });
        }
        let starts = self.entries.iter().filter(|e| e.start).count();
        if self.requires_start && starts != 1 {
            errors.push(TileSetError::StartTiles { found: starts });
        } else if !self.requires_start && starts > 0 {
            errors.push(TileSetError::UnexpectedStart);
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(kind: &str, count: u32, start: bool) -> TileSetEntry {
        TileSetEntry {
            kind: kind.into(),
            count,
            start,
            from: "t".into(),
        }
    }

    fn set(entries: Vec<TileSetEntry>, stated: u32) -> TileSet {
        TileSet {
            id: "t".into(),
            stated_total: stated,
            requires_start: true,
            entries,
            pieces: Vec::new(),
            rules: None,
            params: Vec::new(),
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn pieces_are_tables_in_json() {
        let pieces = vec![
            Piece::Figure {
                figure: Figure::Big,
                per_player: 1,
            },
            Piece::Goods {
                goods: Goods::Wine,
                total: 9,
            },
            Piece::Token {
                token: Token::Tower,
                total: 30,
            },
        ];
        let json = serde_json::to_string(&pieces).expect("writes");
        assert_eq!(
            json,
            r#"[{"figure":"big","per_player":1},{"goods":"wine","total":9},{"token":"tower","total":30}]"#
        );
        let back: Vec<Piece> = serde_json::from_str(&json).expect("reads");
        assert_eq!(back, pieces);
    }

    #[test]
    fn counts_add_up() {
        let s = set(vec![entry("A", 2, false), entry("D", 4, true)], 6);
        assert_eq!(s.total(), 6);
        assert!(s.validate().is_empty());
    }

    #[test]
    fn wrong_total_and_missing_start_are_reported() {
        let s = set(vec![entry("A", 2, false)], 3);
        assert_eq!(
            s.validate(),
            vec![
                TileSetError::TotalMismatch {
                    counted: 2,
                    stated: 3
                },
                TileSetError::StartTiles { found: 0 }
            ]
        );
    }

    #[test]
    fn a_total_past_u32_saturates_instead_of_wrapping() {
        // 2 × (2^31 + 3) wraps to 6 in u32 arithmetic.
        let big = (1 << 31) + 3;
        let s = set(vec![entry("A", big, true), entry("B", big, false)], 6);
        assert_eq!(s.total(), u32::MAX);
        assert!(matches!(
            s.validate()[0],
            TileSetError::TotalMismatch {
                counted: u32::MAX,
                stated: 6
            }
        ));
    }

    #[test]
    fn two_starts_and_duplicates_are_reported() {
        let s = set(vec![entry("A", 1, true), entry("A", 1, true)], 2);
        let errs = s.validate();
        assert!(errs.contains(&TileSetError::StartTiles { found: 2 }));
        assert!(errs.contains(&TileSetError::DuplicateKind { kind: "A".into() }));
    }
}
