//! Tile sets: which tile kinds an edition or expansion contains, how many of
//! each, and which one starts the game.

use std::fmt;

use crate::figure::Figure;
use crate::geom::{Rotation, Side};
use crate::names::{KindId, TileSetId};
use crate::tile::{Goods, Terrain, TileKind};

crate::names::closed_enum! {
    /// A piece kept in a common supply, no player's own until the rules
    /// hand it out: the dragon and the fairy (Princess & Dragon), the
    /// tower pieces (The Tower), the king and the robber baron (King &
    /// Robber Baron), the Count (The Count of Carcassonne), the catapult
    /// tokens (The Catapult).
    ///
    /// In data files and JSON a token is its lower-case English name
    /// (`dragon`, `fairy`, `tower`, `count`, `king`, `robber`, `catapult`;
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
        /// The Count (The Count of Carcassonne): he stands in one quarter
        /// of the city of Carcassonne.
        Count = "count",
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
    /// The players hold these tiles, one each, instead of drawing them:
    /// Abbey & Mayor's abbeys (a kind with the `abbey` symbol). They are
    /// not land tiles, so the set's total leaves them out.
    pub held: bool,
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
    /// Tiles laid together before play, each on its square: a set with a
    /// block (The Count's city) starts the game from it instead of a
    /// start tile. Empty for every other set.
    pub block: Vec<BlockTile>,
}

/// One tile of a set's block: which kind lies where, turned how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockTile {
    /// The kind.
    pub kind: KindId,
    /// Its square, x east and y south, as on boards.
    pub at: (i32, i32),
    /// Its rotation clockwise from the kind's drawn orientation.
    pub rotation: Rotation,
}

/// The most squares a set's block may reach across, east to west or north
/// to south. The Count's city is 4 squares by 3; a block is laid in the
/// middle of the table before play, and drawn whole on one picture (16
/// tiles of 45 mm are 720 mm across), so a wider one is a mistake.
pub const MAX_BLOCK_SPAN: u64 = 16;

/// Lays the tiles that come before play on `game`, in order: each as a
/// turn of no player's with no steps, exactly as a board's first turns are
/// replayed ([`Game::play`]), so a tile play would refuse (on no square
/// beside an earlier one, an edge that does not continue its neighbour's,
/// off the board) is refused here too. The compiler lays a set's block
/// with it to check the block as play will; the simulator to start a game.
/// On failure: the index in `tiles` of the refused tile, and why.
pub fn lay_before_play(
    game: &mut crate::Game,
    tiles: &[(usize, crate::Pos, Rotation)],
) -> Result<(), (usize, crate::ReplayError)> {
    for (i, &(kind, pos, rotation)) in tiles.iter().enumerate() {
        let turn = crate::Turn {
            kind,
            pos,
            rotation,
            steps: Vec::new(),
            player: None,
        };
        game.play(&turn).map_err(|e| (i, e))?;
    }
    Ok(())
}

/// What one tile of a block shows on one side, as its neighbour there must
/// show it too: the terrain, and for each half-edge whether it lies in the
/// city of Carcassonne.
fn shows(kind: &TileKind, side: Side) -> (Terrain, [bool; 2]) {
    (
        kind.edge(side),
        side.halves().map(|h| kind.in_carcassonne(h)),
    )
}

/// How a side shows, in words, for messages.
fn describe(kind: &TileKind, side: Side) -> String {
    let (terrain, inner) = shows(kind, side);
    match inner {
        [true, true] => "the city of Carcassonne".to_string(),
        [false, false] => terrain.name().to_string(),
        [a, _] => {
            let [first, second] = side.halves();
            let (city, other) = if a { (first, second) } else { (second, first) };
            format!("{terrain} on {other} and the city of Carcassonne on {city}")
        }
    }
}

/// Something wrong with a set's block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlockError {
    /// A block tile names a kind the set does not have.
    UnknownKind {
        /// Index of the tile in the block.
        index: usize,
    },
    /// Two block tiles lie on one square.
    Overlap {
        /// Index of the second tile there.
        index: usize,
        /// Index of the first.
        first: usize,
    },
    /// The block lays more tiles of a kind than the set has.
    TooMany {
        /// Index of the first tile too many.
        index: usize,
        /// How many the set has.
        count: u32,
    },
    /// The block reaches more than [`MAX_BLOCK_SPAN`] squares across, east
    /// to west or north to south.
    TooWide {
        /// Index of the first tile that takes it past the limit.
        index: usize,
        /// How many squares across it then reaches.
        span: u64,
    },
    /// Two touching block tiles show different things on the sides they
    /// touch by.
    Mismatch {
        /// Index of the tile listed later.
        index: usize,
        /// Its side that touches the other.
        side: Side,
        /// What it shows there.
        shows: String,
        /// Index of the other tile.
        other: usize,
        /// What the other shows on its touching side.
        other_shows: String,
    },
}

impl BlockError {
    /// Index in the block of the tile the error is about.
    pub fn index(&self) -> usize {
        match self {
            BlockError::UnknownKind { index }
            | BlockError::Overlap { index, .. }
            | BlockError::TooMany { index, .. }
            | BlockError::TooWide { index, .. }
            | BlockError::Mismatch { index, .. } => *index,
        }
    }
}

impl TileSet {
    /// Every problem with the set's block: kinds the set lacks, two tiles
    /// on one square, more tiles of a kind than the set has, and touching
    /// sides that do not match (terrain, and which half-edges lie in the
    /// city of Carcassonne). `kind` looks up a kind by id.
    pub fn block_errors<'k>(
        &self,
        kind: impl Fn(&KindId) -> Option<&'k TileKind>,
    ) -> Vec<BlockError> {
        let mut errors = Vec::new();
        let mut placed: Vec<(usize, (i32, i32), TileKind)> = Vec::new();
        let mut used: std::collections::BTreeMap<&KindId, u32> = Default::default();
        let mut span_reported = false;
        let (mut lo, mut hi) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
        for (index, b) in self.block.iter().enumerate() {
            lo = (lo.0.min(b.at.0), lo.1.min(b.at.1));
            hi = (hi.0.max(b.at.0), hi.1.max(b.at.1));
            let span = (hi.0.abs_diff(lo.0).max(hi.1.abs_diff(lo.1)) as u64) + 1;
            if span > MAX_BLOCK_SPAN && !span_reported {
                span_reported = true;
                errors.push(BlockError::TooWide { index, span });
            }
            let entry = self.entries.iter().find(|e| e.kind == b.kind);
            let (Some(entry), Some(k)) = (entry, kind(&b.kind)) else {
                errors.push(BlockError::UnknownKind { index });
                continue;
            };
            let n = used.entry(&b.kind).or_default();
            *n += 1;
            if *n > entry.count {
                errors.push(BlockError::TooMany {
                    index,
                    count: entry.count,
                });
            }
            if let Some((first, _, _)) = placed.iter().find(|(_, at, _)| *at == b.at) {
                errors.push(BlockError::Overlap {
                    index,
                    first: *first,
                });
                continue;
            }
            let turned = k.rotated(b.rotation);
            for side in Side::ALL {
                let (dx, dy) = side.offset();
                let there = (b.at.0 + dx, b.at.1 + dy);
                let Some((other, _, o)) = placed.iter().find(|(_, at, _)| *at == there) else {
                    continue;
                };
                let facing = side.opposite();
                let (t, mut inner) = shows(&turned, side);
                // The half-edges of touching sides meet crosswise.
                inner.reverse();
                if (t, inner) != shows(o, facing) {
                    errors.push(BlockError::Mismatch {
                        index,
                        side,
                        shows: describe(&turned, side),
                        other: *other,
                        other_shows: describe(o, facing),
                    });
                }
            }
            placed.push((index, b.at, turned));
        }
        errors
    }
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
            .filter(|e| !e.held)
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
            held: false,
        }
    }

    #[test]
    fn tiles_the_players_hold_are_not_in_the_total() {
        let mut abbey = entry("abbey", 6, false);
        abbey.held = true;
        let s = set(vec![entry("A", 12, false), abbey], 12);
        assert_eq!(s.total(), 12);
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
            block: Vec::new(),
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

    /// A set of the start tile `D` (twice) for block tests, laid out as
    /// `block` says.
    fn block_set(block: &[((i32, i32), Rotation)]) -> TileSet {
        let mut s = set(vec![entry("D", 2, false)], 2);
        s.block = block
            .iter()
            .map(|&(at, rotation)| BlockTile {
                kind: "D".into(),
                at,
                rotation,
            })
            .collect();
        s
    }

    #[test]
    fn a_block_whose_touching_sides_match_has_no_errors() {
        let d = crate::tile::tests::start_tile();
        let lookup = |id: &KindId| (id.as_str() == "D").then_some(&d);
        // Road E–W meets road E–W.
        let s = block_set(&[((0, 0), Rotation::R0), ((1, 0), Rotation::R0)]);
        assert_eq!(s.block_errors(lookup), vec![]);
        // The city N under the city S of the tile above, turned round.
        let s = block_set(&[((0, 0), Rotation::R0), ((0, -1), Rotation::R180)]);
        assert_eq!(s.block_errors(lookup), vec![]);
    }

    #[test]
    fn a_block_reports_mismatches_overlaps_and_unknown_kinds() {
        let d = crate::tile::tests::start_tile();
        let lookup = |id: &KindId| (id.as_str() == "D").then_some(&d);
        // The second tile, turned a quarter, shows its city W against the
        // first one's road E.
        let s = block_set(&[((0, 0), Rotation::R0), ((1, 0), Rotation::R270)]);
        assert_eq!(
            s.block_errors(lookup),
            vec![BlockError::Mismatch {
                index: 1,
                side: Side::W,
                shows: "city".into(),
                other: 0,
                other_shows: "road".into(),
            }]
        );
        let s = block_set(&[((0, 0), Rotation::R0), ((0, 0), Rotation::R0)]);
        assert_eq!(
            s.block_errors(lookup),
            vec![BlockError::Overlap { index: 1, first: 0 }]
        );
        let s = block_set(&[
            ((0, 0), Rotation::R0),
            ((1, 0), Rotation::R0),
            ((2, 0), Rotation::R0),
        ]);
        assert_eq!(
            s.block_errors(lookup),
            vec![BlockError::TooMany { index: 2, count: 2 }]
        );
        let mut s = block_set(&[((0, 0), Rotation::R0)]);
        s.block[0].kind = "X".into();
        assert_eq!(
            s.block_errors(lookup),
            vec![BlockError::UnknownKind { index: 0 }]
        );
    }

    #[test]
    fn a_block_matches_the_halves_that_lie_in_carcassonne() {
        use crate::geom::Half;
        // A field along N, the rest of the tile in the city of Carcassonne:
        // E and W are half field, half city; S is all city.
        let mut k = crate::tile::tests::start_tile();
        k.quarter = Some(crate::tile::Quarter::Castle);
        k.cities.clear();
        k.roads.clear();
        k.fields = vec![crate::tile::FieldSegment {
            halves: [Half::Wnw, Half::Nnw, Half::Nne, Half::Ene]
                .into_iter()
                .collect(),
            cities: vec![],
            herd: false,
        }];
        k.edges = [
            Terrain::Field,
            Terrain::Field,
            Terrain::City,
            Terrain::Field,
        ];
        assert_eq!(k.validate(), vec![]);
        let lookup = |id: &KindId| (id.as_str() == "D").then_some(&k);
        // Side by side the field runs on along N.
        let s = block_set(&[((0, 0), Rotation::R0), ((1, 0), Rotation::R0)]);
        assert_eq!(s.block_errors(lookup), vec![]);
        // Turned upside down, the right tile has its field along S: both
        // touching sides show field, but the halves are the wrong way up.
        let s = block_set(&[((0, 0), Rotation::R0), ((1, 0), Rotation::R180)]);
        let errors = s.block_errors(lookup);
        assert_eq!(errors.len(), 1);
        let BlockError::Mismatch {
            shows, other_shows, ..
        } = &errors[0]
        else {
            panic!("{errors:?}");
        };
        assert_eq!(shows, "field on WSW and the city of Carcassonne on WNW");
        assert_eq!(
            other_shows,
            "field on ENE and the city of Carcassonne on ESE"
        );
    }

    #[test]
    fn two_starts_and_duplicates_are_reported() {
        let s = set(vec![entry("A", 1, true), entry("A", 1, true)], 2);
        let errs = s.validate();
        assert!(errs.contains(&TileSetError::StartTiles { found: 2 }));
        assert!(errs.contains(&TileSetError::DuplicateKind { kind: "A".into() }));
    }
}
