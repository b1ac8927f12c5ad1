//! A game in progress: the board, features as they grow and merge,
//! followers, and scoring during play and at the end.
//!
//! One job per module: `board` keeps the squares and the frontier,
//! `placement` the rules of where a tile may go, `features` the
//! union–find of features, `followers` who stands where, and `scoring`
//! what completed features and the final scoring are worth.
//!
//! Features are tracked with a union–find over *nodes*: every local feature
//! of every placed tile is a node, and placing a tile unites the nodes that
//! its edges continue. Each component's root keeps what scoring needs: open
//! ends, pennants and followers per player.

use std::sync::Arc;

use crate::expansion::{Setup, TurnRules};
use crate::face::{Face, KindTable};
use crate::figure::{FIGURES, Figure};
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::tile::{FeatureRef, FeatureType};

pub(crate) mod board;
#[cfg(test)]
mod expansion_tests;
pub(crate) mod features;
pub(crate) mod followers;
pub(crate) mod placement;
pub(crate) mod replay;
pub(crate) mod scoring;
pub(crate) mod step_code;
pub(crate) mod steps;
#[cfg(test)]
mod steps_tests;
#[cfg(test)]
pub(crate) mod testkit;
mod turn;

use board::Board;
use features::Node;
pub use followers::FollowerError;
use placement::River;
pub use placement::{MAX_COORD, MAX_TILES, PlacementError};
pub use replay::{ReplayError, Turn, joins, replay, replay_ending, replay_open};
pub use steps::{Award, Reason, Step, StepError, StepOrFollower};

/// A square on the board: x grows east, y grows south.
pub type Pos = (i32, i32);

/// Followers each player has.
pub const SUPPLY_PER_PLAYER: u8 = 7;

/// Players, by colour.
///
/// In board files and JSON a player is its colour's lower-case name (`red`,
/// `blue`, `green`, `yellow`, `black`, `grey`; [`Player::as_str`]), read by
/// [`FromStr`](std::str::FromStr) and serde alike. Grey is the sixth seat,
/// which only an expansion brings ([`Setup::seats`]: Inns & Cathedrals'
/// grey followers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(description = "A player, by colour.")
)]
pub enum Player {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
    /// Grey: the sixth player, with Inns & Cathedrals.
    Grey,
}

/// Number of colours.
pub const PLAYERS: usize = 6;

/// Seats at the table without an expansion that brings more: the base
/// game's five colours.
pub const BASE_SEATS: usize = 5;

impl Player {
    /// All colours, in seating order.
    pub const ALL: [Player; PLAYERS] = [
        Player::Red,
        Player::Blue,
        Player::Green,
        Player::Yellow,
        Player::Black,
        Player::Grey,
    ];

    /// Index 0..6.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The names [`Player::as_str`] gives, in seating order.
    pub const NAMES: [&'static str; PLAYERS] = ["red", "blue", "green", "yellow", "black", "grey"];

    /// The colour's lower-case name, as used in board files, JSON and
    /// diagnostics.
    pub const fn as_str(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

crate::names::closed_names!(Player, "player colour");

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Index in the [`KindTable`].
    pub kind: usize,
    /// Its rotation.
    pub rotation: Rotation,
    /// Its square.
    pub pos: Pos,
}

/// A figure on the board: a follower (small or big), a builder or a pig.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    /// Owner.
    pub player: Player,
    /// Which figure.
    pub figure: Figure,
    /// Index of the tile it stands on, in placement order.
    pub tile: usize,
    /// The feature of that tile it occupies.
    pub feature: FeatureRef,
}

impl Follower {
    /// Thief, knight, monk or farmer, by the feature it occupies.
    pub fn role(&self) -> FeatureType {
        self.feature.ty
    }
}

/// One turn as it was played: the tile and the follower deployed with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Kind index.
    pub kind: usize,
    /// Square.
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// The follower deployed this turn, if any.
    pub follower: Option<(Player, FeatureRef)>,
    /// The figure deployed (a follower unless an expansion's figure was).
    pub figure: Figure,
    /// Whose turn it was, when the board says.
    pub player: Option<Player>,
    /// The tile earns its player a second tile in the same turn, right
    /// away (not on a second tile): an expansion's rule
    /// ([`Expansion::extra_tile`](crate::expansion::Expansion::extra_tile);
    /// a builder's, Traders & Builders).
    pub extra_tile: bool,
    /// The tile earns its player another turn for itself: an expansion's
    /// rule ([`Expansion::extra_turn`](crate::expansion::Expansion::extra_turn);
    /// River II's lake with the volcano).
    pub extra_turn: bool,
}

impl Move {
    /// Whether the same player plays the next tile.
    pub fn plays_again(&self) -> bool {
        self.extra_tile || self.extra_turn
    }
}

/// When points were scored: `play` or `final` in JSON, as
/// [`When::name`] says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum When {
    /// During play, when the feature was completed.
    Play,
    /// In the final scoring.
    Final,
}

impl When {
    /// `play` or `final`.
    pub const fn name(self) -> &'static str {
        match self {
            When::Play => "play",
            When::Final => "final",
        }
    }
}

/// One scoring of one feature.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreEvent {
    /// City, road, cloister, or field (a farm).
    pub feature: FeatureType,
    /// During play or at the end.
    pub when: When,
    /// The squares of the feature's tiles, sorted, each once.
    pub tiles: Vec<Pos>,
    /// Pennants in the city.
    pub pennants: u32,
    /// Completed cities the farm scores (farms only).
    pub cities: u32,
    /// What the expansions count in the feature, beside the above (its
    /// JSON keys stand beside the event's own).
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub marks: crate::expansion::Marks,
    /// Points per player, sorted by player; empty when nobody scored.
    pub points: Vec<(Player, u32)>,
}

/// Kinds of feature, for per-type counters.
const FEATURE_TYPES: usize = 5;

/// The root a farm's list of completed cities gives the city that is no
/// feature of the board ([`Expansion::outside_city`](crate::expansion::Expansion::outside_city)):
/// no node has it.
pub(crate) const OUTSIDE_CITY: u32 = u32::MAX;

/// A game in progress. It owns (a share of) its kind table, so it can be
/// kept and played on: cloning a game, or starting many games on one
/// table, only counts a reference.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) table: Arc<KindTable>,
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) tiles: Vec<Placed>,
    // Union–find, indexed by node = tile * MAX_LOCAL + local.
    pub(crate) nodes: Vec<Node>,
    pub(crate) followers: Vec<Follower>,
    /// Figures left per player, by [`Figure::index`].
    pub(crate) supply: [[u8; FIGURES]; PLAYERS],
    pub(crate) scores: [u32; PLAYERS],
    pub(crate) events: Vec<ScoreEvent>,
    /// Whose turn it is, when known.
    pub(crate) turn_player: Option<Player>,
    /// Features completed during play, by [`FeatureType`].
    pub(crate) completed: [u32; FEATURE_TYPES],
    pub(crate) river: River,
    pub(crate) follower_this_turn: bool,
    pub(crate) finished: bool,
    pub(crate) history: Vec<Move>,
    /// What the modules in play add to a turn.
    pub(crate) extras: TurnRules,
    /// Where a turn's steps have got to.
    pub(crate) turn_state: steps::TurnState,
    /// Points given outside features' majorities.
    pub(crate) awards: Vec<Award>,
    /// Players at the table in seat order, when known (tower pieces per
    /// player, the catapult's catch).
    pub(crate) seats: Vec<Player>,
    /// Each expansion's state, one field each (the registry's
    /// [`States`](crate::expansion::States)), kept by its own module.
    pub(crate) ext: crate::expansion::States,
}

impl Game {
    /// A new, empty game. The board has no edge: it grows as tiles are
    /// placed (up to [`MAX_COORD`] squares from the start each way).
    pub fn new(table: Arc<KindTable>, rules: Rules) -> Game {
        // A colour without a seat at this table has no figures.
        let seats = table.setup().seats();
        let supply = std::array::from_fn(|p| {
            if p < seats {
                table.setup().figures
            } else {
                [0; FIGURES]
            }
        });
        let extras = table.setup().turn_rules();
        Game {
            table,
            rules,
            board: Board::new(),
            tiles: Vec::new(),
            nodes: Vec::new(),
            followers: Vec::new(),
            supply,
            scores: [0; PLAYERS],
            events: Vec::new(),
            turn_player: None,
            completed: [0; FEATURE_TYPES],
            river: River::default(),
            follower_this_turn: false,
            finished: false,
            history: Vec::new(),
            extras,
            turn_state: steps::TurnState::default(),
            awards: Vec::new(),
            seats: Vec::new(),
            ext: Default::default(),
        }
    }

    /// The kinds this game uses.
    pub fn table(&self) -> &Arc<KindTable> {
        &self.table
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Tiles in placement order.
    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// Followers left in a player's supply.
    pub fn supply(&self, p: Player) -> u8 {
        self.figures_left(p, Figure::Follower)
    }

    /// Figures of kind `figure` left in a player's supply.
    pub fn figures_left(&self, p: Player, figure: Figure) -> u8 {
        self.supply[p.index()][figure.index()]
    }

    /// What the game is played with.
    pub fn setup(&self) -> &Setup {
        self.table.setup()
    }

    /// Says whose turn it is (`None`: unknown): who completes a feature
    /// this turn.
    pub fn set_turn_player(&mut self, p: Option<Player>) {
        self.turn_player = p;
    }

    /// A player's score.
    pub fn score(&self, p: Player) -> u32 {
        self.scores[p.index()]
    }

    /// Every scoring so far.
    pub fn events(&self) -> &[ScoreEvent] {
        &self.events
    }

    /// How many features of type `ty` were completed during play, whether
    /// anyone scored them or not (roads, cities, cloisters; 0 for others).
    pub fn completed(&self, ty: FeatureType) -> u32 {
        self.completed[ty as usize]
    }

    /// The compiled face of tile `t`.
    pub fn face(&self, t: usize) -> &Face {
        let placed = self.tiles[t];
        self.table.face(placed.kind, placed.rotation)
    }

    /// Every turn so far, in order.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// Says who sits at the table, in seat order (tower pieces per player
    /// depend on how many; the catapult's catch goes round them). Unknown
    /// (none): two players for the towers, any player for the catapult.
    pub fn set_seats(&mut self, seats: Vec<Player>) {
        self.seats = seats;
    }

    /// Whether the final scoring has been done.
    pub fn is_finished(&self) -> bool {
        self.finished
    }
}

/// What a feature spans right now.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Extent {
    /// Its squares, sorted, each once.
    pub tiles: Vec<Pos>,
    /// Whether it is complete.
    pub complete: bool,
    /// Pennants (cities).
    pub pennants: u32,
    /// Followers per player.
    pub followers: [u8; PLAYERS],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_back_their_names() {
        for (p, name) in Player::ALL.into_iter().zip(Player::NAMES) {
            assert_eq!(p.as_str(), name);
            assert_eq!(p.to_string(), name);
            assert_eq!(name.parse::<Player>(), Ok(p));
        }
    }

    #[test]
    fn an_unknown_colour_is_a_typed_error() {
        let e = "Red".parse::<Player>().unwrap_err();
        assert_eq!(e.name, "Red");
        assert_eq!(e.what, "player colour");
        assert_eq!(e.expected, Player::NAMES);
        assert_eq!(
            e.to_string(),
            "`Red` is not a player colour; expected red, blue, green, yellow, black, grey"
        );
        assert!("purple".parse::<Player>().is_err());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn players_and_times_are_lower_case_in_json() {
        for p in Player::ALL {
            let json = serde_json::to_string(&p).expect("writes");
            assert_eq!(json, format!("\"{p}\""));
            assert_eq!(serde_json::from_str::<Player>(&json).ok(), Some(p));
        }
        assert!(serde_json::from_str::<Player>("\"Red\"").is_err());
        for w in [When::Play, When::Final] {
            let json = serde_json::to_string(&w).expect("writes");
            assert_eq!(json, format!("\"{}\"", w.name()));
            assert_eq!(serde_json::from_str::<When>(&json).ok(), Some(w));
        }
    }
}
