//! Engine errors as messages: data, never prose.
//!
//! Every error the engine reports ([`PlacementError`], [`FollowerError`],
//! [`FeatureSpecError`], [`ReplayError`]) gives a [`Message`]: a stable
//! Fluent message id and named arguments. The caller renders it in its
//! language (the command line in English, the rules site in every locale;
//! the texts are in `locales/<tag>/engine.ftl`). Arguments that are sides,
//! terrains, players or feature types are themselves messages
//! ([`Arg::message_id`]: `engine-side-n`, `engine-terrain-city`,
//! `engine-player-red`, `engine-feature-road`), so they are translated too.
//!
//! The browser's examples report an error by its [`Message::key`]; the
//! site renders, for each locale, the text of every error its examples can
//! produce ([`widget_errors`]) when it is built.

use crate::figure::Figure;
use crate::game::{FollowerError, MAX_COORD, PlacementError, Player, Pos, ReplayError, StepError};
use crate::geom::Side;
use crate::spec::{FeatureSpecError, Place};
use crate::tile::{FeatureType, Terrain};

/// The value of a message argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A number, formatted for the locale.
    Number(u64),
    /// Text shown as written: what a file said (a name, a side's letter).
    Text(String),
    /// A side of a tile, in board orientation.
    Side(Side),
    /// What an edge shows.
    Terrain(Terrain),
    /// A player, by colour.
    Player(Player),
    /// A type of feature.
    Feature(FeatureType),
    /// A kind of figure.
    Figure(Figure),
}

impl Arg {
    /// For a side, terrain, player or feature type: the id of the message
    /// that names it in the locale (`engine-side-n`); `None` for numbers
    /// and text.
    pub fn message_id(&self) -> Option<&'static str> {
        Some(match self {
            Arg::Number(_) | Arg::Text(_) => return None,
            Arg::Side(s) => SIDES[s.index()],
            Arg::Terrain(t) => TERRAINS[*t as usize],
            Arg::Player(p) => PLAYERS[p.index()],
            Arg::Feature(f) => FEATURES[*f as usize],
            Arg::Figure(f) => FIGURE_NAMES[f.index()],
        })
    }

    /// The argument as it appears in a [`Message::key`]: the number, the
    /// text, or the last part of its message id (`n`, `city`, `red`).
    pub fn code(&self) -> String {
        match self {
            Arg::Number(n) => n.to_string(),
            Arg::Text(t) => t.clone(),
            Arg::Side(s) => s.name().to_ascii_lowercase(),
            Arg::Terrain(t) => t.name().to_string(),
            Arg::Player(p) => p.as_str().to_string(),
            Arg::Feature(f) => f.as_str().to_string(),
            Arg::Figure(f) => f.as_str().to_string(),
        }
    }
}

/// Names of sides, by [`Side::index`].
const SIDES: [&str; 4] = [
    "engine-side-n",
    "engine-side-e",
    "engine-side-s",
    "engine-side-w",
];
/// Names of terrains, in the order of [`Terrain`].
const TERRAINS: [&str; 4] = [
    "engine-terrain-city",
    "engine-terrain-road",
    "engine-terrain-field",
    "engine-terrain-water",
];
/// Names of players, by [`Player::index`].
const PLAYERS: [&str; crate::game::PLAYERS] = [
    "engine-player-red",
    "engine-player-blue",
    "engine-player-green",
    "engine-player-yellow",
    "engine-player-black",
    "engine-player-grey",
];
/// Names of feature types, in the order of [`FeatureType`].
const FEATURES: [&str; 5] = [
    "engine-feature-city",
    "engine-feature-road",
    "engine-feature-field",
    "engine-feature-river",
    "engine-feature-cloister",
];
/// Names of figures, by [`Figure::index`].
const FIGURE_NAMES: [&str; crate::figure::FIGURES] = [
    "engine-figure-follower",
    "engine-figure-big",
    "engine-figure-builder",
    "engine-figure-pig",
    "engine-figure-mayor",
    "engine-figure-wagon",
    "engine-figure-barn",
];

/// An error as a message: its id and its named arguments, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// The Fluent message id (`engine-placement-occupied`).
    pub id: &'static str,
    /// Named arguments, in a fixed order.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    pub(crate) fn arg(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }

    /// The message's stable key: its id, then `:` and the [`Arg::code`] of
    /// each argument in order (`engine-placement-edge-mismatch:n:city:field`,
    /// `engine-follower-occupied:red`, `engine-placement-occupied`).
    pub fn key(&self) -> String {
        let mut key = self.id.to_string();
        for (_, value) in &self.args {
            key.push(':');
            key.push_str(&value.code());
        }
        key
    }
}

/// The message of a turn whose kind index the table does not have
/// ([`ReplayError::UnknownKind`]).
pub const UNKNOWN_KIND: &str = "engine-replay-unknown-kind";

/// The message a page shows for an error it has no text for (an unknown
/// key): a neutral “that is not allowed”.
pub const UNKNOWN_ERROR: &str = "engine-error-unknown";

/// Every engine message id, with the variables it is given. The argument
/// names (`engine-side-…`, …) take none.
pub const MESSAGES: &[(&str, &[&str])] = &[
    ("engine-placement-occupied", &[]),
    ("engine-placement-not-adjacent", &[]),
    (
        "engine-placement-edge-mismatch",
        &["side", "mine", "theirs"],
    ),
    ("engine-placement-river-not-continued", &[]),
    ("engine-placement-river-u-turn", &[]),
    ("engine-placement-river-closed", &[]),
    ("engine-placement-out-of-bounds", &["max"]),
    ("engine-placement-river-arms-join", &[]),
    ("engine-follower-no-tile", &[]),
    ("engine-follower-already-placed", &[]),
    ("engine-follower-no-supply", &[]),
    ("engine-follower-unknown-feature", &[]),
    ("engine-follower-river", &[]),
    ("engine-follower-occupied", &["player"]),
    ("engine-figure-no-supply", &["figure"]),
    ("engine-turn-no-player", &[]),
    ("engine-turn-order", &["expected", "found"]),
    ("engine-turn-no-seat", &["player"]),
    ("engine-figure-wrong-feature", &["figure", "feature"]),
    ("engine-figure-needs-own-follower", &["figure"]),
    ("engine-follower-not-this-tile", &[]),
    ("engine-follower-completed", &[]),
    ("engine-step-not-in-play", &[]),
    ("engine-step-out-of-order", &[]),
    ("engine-step-already-acted", &[]),
    ("engine-step-before-play", &[]),
    ("engine-step-turn-of", &["player"]),
    ("engine-step-no-tile", &["square"]),
    ("engine-step-no-follower", &["square"]),
    ("engine-step-not-yours", &["square", "owner"]),
    ("engine-spec-unknown-type", &["name"]),
    ("engine-spec-unknown-place", &["place"]),
    ("engine-spec-none", &["feature"]),
    ("engine-spec-ambiguous", &["feature", "count", "example"]),
    ("engine-spec-split-side", &["place", "first", "second"]),
    ("engine-spec-not-at", &["feature", "place"]),
    (UNKNOWN_KIND, &[]),
    (UNKNOWN_ERROR, &[]),
    (SIDES[0], &[]),
    (SIDES[1], &[]),
    (SIDES[2], &[]),
    (SIDES[3], &[]),
    (TERRAINS[0], &[]),
    (TERRAINS[1], &[]),
    (TERRAINS[2], &[]),
    (TERRAINS[3], &[]),
    (PLAYERS[0], &[]),
    (PLAYERS[1], &[]),
    (PLAYERS[2], &[]),
    (PLAYERS[3], &[]),
    (PLAYERS[4], &[]),
    (PLAYERS[5], &[]),
    (FEATURES[0], &[]),
    (FEATURES[1], &[]),
    (FEATURES[2], &[]),
    (FEATURES[3], &[]),
    (FEATURES[4], &[]),
    (FIGURE_NAMES[0], &[]),
    (FIGURE_NAMES[1], &[]),
    (FIGURE_NAMES[2], &[]),
    (FIGURE_NAMES[3], &[]),
    (FIGURE_NAMES[4], &[]),
    (FIGURE_NAMES[5], &[]),
    (FIGURE_NAMES[6], &[]),
];

/// Every engine message id with its variables: the core's ([`MESSAGES`])
/// and every expansion's, in registry order.
pub fn all_messages() -> impl Iterator<Item = (&'static str, &'static [&'static str])> {
    MESSAGES.iter().copied().chain(
        crate::expansion::EXT_MESSAGES
            .iter()
            .flat_map(|m| m.iter().copied()),
    )
}

impl PlacementError {
    /// The error as a message.
    pub fn message(&self) -> Message {
        match *self {
            PlacementError::Occupied => Message::new("engine-placement-occupied"),
            PlacementError::NotAdjacent => Message::new("engine-placement-not-adjacent"),
            PlacementError::EdgeMismatch { side, mine, theirs } => {
                Message::new("engine-placement-edge-mismatch")
                    .arg("side", Arg::Side(side))
                    .arg("mine", Arg::Terrain(mine))
                    .arg("theirs", Arg::Terrain(theirs))
            }
            PlacementError::RiverNotContinued => {
                Message::new("engine-placement-river-not-continued")
            }
            PlacementError::RiverUTurn => Message::new("engine-placement-river-u-turn"),
            PlacementError::RiverClosed => Message::new("engine-placement-river-closed"),
            PlacementError::RiverArmsJoin => Message::new("engine-placement-river-arms-join"),
            PlacementError::Ext(e) => e.message(),
            PlacementError::OutOfBounds => Message::new("engine-placement-out-of-bounds")
                .arg("max", Arg::Number(u64::from(MAX_COORD.unsigned_abs()))),
        }
    }
}

impl FollowerError {
    /// The error as a message.
    pub fn message(&self) -> Message {
        match *self {
            FollowerError::NoTile => Message::new("engine-follower-no-tile"),
            FollowerError::AlreadyPlaced => Message::new("engine-follower-already-placed"),
            FollowerError::NoSupply => Message::new("engine-follower-no-supply"),
            FollowerError::UnknownFeature => Message::new("engine-follower-unknown-feature"),
            FollowerError::River => Message::new("engine-follower-river"),
            FollowerError::Occupied { by } => {
                Message::new("engine-follower-occupied").arg("player", Arg::Player(by))
            }
            FollowerError::NoFigureLeft { figure } => {
                Message::new("engine-figure-no-supply").arg("figure", Arg::Figure(figure))
            }
            FollowerError::WrongFeature { figure, feature } => {
                Message::new("engine-figure-wrong-feature")
                    .arg("figure", Arg::Figure(figure))
                    .arg("feature", Arg::Feature(feature))
            }
            FollowerError::NeedsOwnFollower { figure } => {
                Message::new("engine-figure-needs-own-follower").arg("figure", Arg::Figure(figure))
            }
            FollowerError::NotThisTile => Message::new("engine-follower-not-this-tile"),
            FollowerError::Completed => Message::new("engine-follower-completed"),
            FollowerError::Ext(e) => e.message(),
        }
    }
}

impl FeatureSpecError {
    /// The error as a message. Types, sides and half-edges that stand for
    /// what a board file says are given as written there.
    pub fn message(&self) -> Message {
        let text = |s: &str| Arg::Text(s.to_string());
        match self {
            FeatureSpecError::UnknownType { name } => {
                Message::new("engine-spec-unknown-type").arg("name", text(name))
            }
            FeatureSpecError::UnknownPlace { place } => {
                Message::new("engine-spec-unknown-place").arg("place", text(place))
            }
            FeatureSpecError::NoneOfType { ty } => {
                Message::new("engine-spec-none").arg("feature", Arg::Feature(*ty))
            }
            FeatureSpecError::Ambiguous { ty, count } => {
                let place = if *ty == FeatureType::Field {
                    "NNW"
                } else {
                    "N"
                };
                Message::new("engine-spec-ambiguous")
                    .arg("feature", Arg::Feature(*ty))
                    .arg("count", Arg::Number(*count as u64))
                    .arg("example", Arg::Text(format!("{}@{place}", ty.as_str())))
            }
            FeatureSpecError::SplitSide { side } => {
                let [first, second] = side.halves();
                Message::new("engine-spec-split-side")
                    .arg("place", text(side.name()))
                    .arg("first", text(first.name()))
                    .arg("second", text(second.name()))
            }
            FeatureSpecError::NotAt { ty, at } => Message::new("engine-spec-not-at")
                .arg("feature", Arg::Feature(*ty))
                .arg("place", text(Place::name(*at))),
        }
    }
}

impl ReplayError {
    /// The error as a message: the cause's (which turn failed is data of
    /// the error, for the caller to say as it sees fit).
    pub fn message(&self) -> Message {
        match self {
            ReplayError::UnknownKind { .. } => Message::new(UNKNOWN_KIND),
            ReplayError::Placement { error, .. } => error.message(),
            ReplayError::Feature { error, .. } => error.message(),
            ReplayError::Follower { error, .. } => error.message(),
            ReplayError::Step { error, .. } => error.message(),
            ReplayError::NoPlayer { .. } => Message::new("engine-turn-no-player"),
            ReplayError::NoSeat { player, .. } => {
                Message::new("engine-turn-no-seat").arg("player", Arg::Player(*player))
            }
            ReplayError::TurnOrder {
                expected, found, ..
            } => Message::new("engine-turn-order")
                .arg("expected", Arg::Player(*expected))
                .arg("found", Arg::Player(*found)),
        }
    }
}

/// A square as a message argument: `[x, y]`, as board files write it.
pub(crate) fn square(p: Pos) -> Arg {
    Arg::Text(format!("[{}, {}]", p.0, p.1))
}

impl StepError {
    /// The error as a message.
    pub fn message(&self) -> Message {
        let _n = |v: u32| Arg::Number(u64::from(v));
        match *self {
            StepError::NotInPlay => Message::new("engine-step-not-in-play"),
            StepError::OutOfOrder => Message::new("engine-step-out-of-order"),
            StepError::AlreadyActed => Message::new("engine-step-already-acted"),
            StepError::BeforePlay => Message::new("engine-step-before-play"),
            StepError::NoSeat { player } => {
                Message::new("engine-turn-no-seat").arg("player", Arg::Player(player))
            }
            StepError::TurnOf { player } => {
                Message::new("engine-step-turn-of").arg("player", Arg::Player(player))
            }
            StepError::NoTile { at } => {
                Message::new("engine-step-no-tile").arg("square", square(at))
            }
            StepError::NoFollower { at } => {
                Message::new("engine-step-no-follower").arg("square", square(at))
            }
            StepError::NotYours { at, owner } => Message::new("engine-step-not-yours")
                .arg("square", square(at))
                .arg("owner", Arg::Player(owner)),
            StepError::Ext(e) => e.message(),
        }
    }
}

/// The errors of placing `figures` (the expansions' figures an example
/// offers) that the site's examples can report: none left, the wrong type
/// of feature, no own follower there.
pub fn figure_errors(figures: &[Figure]) -> Vec<Message> {
    let mut out = Vec::new();
    for &figure in figures {
        out.push(FollowerError::NoFigureLeft { figure }.message());
        out.extend(
            [
                FeatureType::City,
                FeatureType::Road,
                FeatureType::Field,
                FeatureType::Cloister,
            ]
            .into_iter()
            .filter(|ty| !figure.may_stand_on(*ty))
            .map(|feature| FollowerError::WrongFeature { figure, feature }.message()),
        );
        out.push(FollowerError::NeedsOwnFollower { figure }.message());
    }
    out
}

/// The errors of the expansions' turn rules `rules` that the site's
/// interactive examples can report when a reader lays a tile or places a
/// follower, as each expansion in play lists them
/// ([`Expansion::turn_errors`](crate::expansion::Expansion::turn_errors)).
pub fn turn_errors(rules: &crate::expansion::TurnRules) -> Vec<Message> {
    let mut out = Vec::new();
    crate::expansion::ext_turn_errors(rules, &mut out);
    out
}

/// Every error the site's interactive examples can report, for a game
/// whose tiles show the terrains `terrains`: every placement error (edge
/// mismatches between those terrains, the river's only with water), every
/// follower error (for every player), those the expansions add for those
/// terrains ([`Expansion::terrain_errors`](crate::expansion::Expansion::terrain_errors)),
/// and an unknown kind. Feature specs
/// cannot fail there: the examples name features already resolved.
pub fn widget_errors(terrains: &[Terrain]) -> Vec<Message> {
    let water = terrains.contains(&Terrain::Water);
    let mut out = vec![
        PlacementError::Occupied,
        PlacementError::NotAdjacent,
        PlacementError::OutOfBounds,
    ];
    for side in Side::ALL {
        for &mine in terrains {
            for &theirs in terrains.iter().filter(|t| **t != mine) {
                out.push(PlacementError::EdgeMismatch { side, mine, theirs });
            }
        }
    }
    if water {
        out.extend([
            PlacementError::RiverNotContinued,
            PlacementError::RiverUTurn,
            PlacementError::RiverClosed,
            PlacementError::RiverArmsJoin,
        ]);
    }
    let mut followers = vec![
        FollowerError::NoTile,
        FollowerError::AlreadyPlaced,
        FollowerError::NoSupply,
        FollowerError::UnknownFeature,
    ];
    if water {
        followers.push(FollowerError::River);
    }
    followers.extend(Player::ALL.map(|by| FollowerError::Occupied { by }));
    let replay = ReplayError::UnknownKind { turn: 0, kind: 0 };
    let mut messages: Vec<Message> = out
        .iter()
        .map(PlacementError::message)
        .chain(followers.iter().map(FollowerError::message))
        .collect();
    crate::expansion::ext_terrain_errors(terrains, &mut messages);
    messages.push(replay.message());
    messages
}

#[cfg(test)]
#[path = "message_tests.rs"]
mod tests;
