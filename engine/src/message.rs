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
const PLAYERS: [&str; 5] = [
    "engine-player-red",
    "engine-player-blue",
    "engine-player-green",
    "engine-player-yellow",
    "engine-player-black",
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

    fn arg(mut self, name: &'static str, value: Arg) -> Message {
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
    ("engine-placement-abbey-not-in-hole", &[]),
    ("engine-placement-river-arms-join", &[]),
    ("engine-placement-shrine-two-cloisters", &[]),
    ("engine-placement-cloister-two-shrines", &[]),
    ("engine-follower-no-tile", &[]),
    ("engine-follower-already-placed", &[]),
    ("engine-follower-no-supply", &[]),
    ("engine-follower-unknown-feature", &[]),
    ("engine-follower-river", &[]),
    ("engine-follower-occupied", &["player"]),
    ("engine-figure-no-supply", &["figure"]),
    ("engine-turn-no-player", &[]),
    ("engine-turn-order", &["expected", "found"]),
    ("engine-figure-wrong-feature", &["figure", "feature"]),
    ("engine-figure-needs-own-follower", &["figure"]),
    ("engine-follower-dragon", &[]),
    ("engine-follower-not-this-tile", &[]),
    ("engine-follower-completed", &[]),
    ("engine-step-not-in-play", &[]),
    ("engine-step-out-of-order", &[]),
    ("engine-step-already-acted", &[]),
    ("engine-step-no-tile", &["square"]),
    ("engine-step-no-follower", &["square"]),
    ("engine-step-not-yours", &["square", "owner"]),
    ("engine-step-no-princess", &[]),
    ("engine-step-dragon-asleep", &[]),
    ("engine-step-dragon-must-move", &[]),
    ("engine-step-no-dragon-move", &[]),
    ("engine-step-dragon-not-adjacent", &["square"]),
    ("engine-step-dragon-revisits", &["square"]),
    ("engine-step-dragon-onto-fairy", &["square"]),
    ("engine-step-dragon-too-far", &["steps"]),
    ("engine-step-dragon-stops-early", &["taken"]),
    ("engine-step-no-tower", &["square"]),
    ("engine-step-tower-finished", &["square"]),
    ("engine-step-tower-empty", &["square"]),
    ("engine-step-no-tower-pieces", &["pieces"]),
    ("engine-step-out-of-range", &["square", "height"]),
    ("engine-step-cannot-capture", &["figure"]),
    ("engine-step-no-exchange", &[]),
    ("engine-step-no-prisoner", &["from", "figure"]),
    ("engine-step-cannot-pay", &["ransom"]),
    ("engine-step-not-your-turn", &[]),
    ("engine-follower-barn", &[]),
    ("engine-follower-lake-volcano", &[]),
    ("engine-step-not-four-fields", &["square"]),
    ("engine-step-barn-taken", &["square"]),
    ("engine-step-no-wagon", &[]),
    ("engine-step-wagon-not-adjacent", &["square"]),
    ("engine-step-abbey-used", &[]),
    ("engine-step-quarter-not-earned", &[]),
    ("engine-step-quarter-twice", &[]),
    ("engine-step-not-a-follower", &["figure"]),
    ("engine-step-not-in-quarter", &["quarter"]),
    ("engine-step-count-guards", &["quarter"]),
    ("engine-step-wrong-quarter", &["quarter"]),
    ("engine-step-not-scored-now", &["square"]),
    ("engine-step-market-at-end", &[]),
    ("engine-step-no-fair", &[]),
    ("engine-step-second-round", &[]),
    ("engine-step-not-seated", &["player"]),
    ("engine-step-named-twice", &["player"]),
    ("engine-step-seduce-own", &["square"]),
    ("engine-step-no-follower-left", &[]),
    ("engine-step-not-neighbours", &["thrower", "catcher"]),
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
            PlacementError::AbbeyNotInHole => Message::new("engine-placement-abbey-not-in-hole"),
            PlacementError::CultNeighbours { shrine: true } => {
                Message::new("engine-placement-shrine-two-cloisters")
            }
            PlacementError::CultNeighbours { shrine: false } => {
                Message::new("engine-placement-cloister-two-shrines")
            }
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
            FollowerError::Dragon => Message::new("engine-follower-dragon"),
            FollowerError::NotThisTile => Message::new("engine-follower-not-this-tile"),
            FollowerError::Completed => Message::new("engine-follower-completed"),
            FollowerError::Barn => Message::new("engine-follower-barn"),
            FollowerError::LakeVolcano => Message::new("engine-follower-lake-volcano"),
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
            ReplayError::TurnOrder {
                expected, found, ..
            } => Message::new("engine-turn-order")
                .arg("expected", Arg::Player(*expected))
                .arg("found", Arg::Player(*found)),
        }
    }
}

/// A square as a message argument: `[x, y]`, as board files write it.
fn square(p: Pos) -> Arg {
    Arg::Text(format!("[{}, {}]", p.0, p.1))
}

impl StepError {
    /// The error as a message.
    pub fn message(&self) -> Message {
        let n = |v: u32| Arg::Number(u64::from(v));
        match *self {
            StepError::NotInPlay => Message::new("engine-step-not-in-play"),
            StepError::OutOfOrder => Message::new("engine-step-out-of-order"),
            StepError::AlreadyActed => Message::new("engine-step-already-acted"),
            StepError::NoTile { at } => {
                Message::new("engine-step-no-tile").arg("square", square(at))
            }
            StepError::NoFollower { at } => {
                Message::new("engine-step-no-follower").arg("square", square(at))
            }
            StepError::NotYours { at, owner } => Message::new("engine-step-not-yours")
                .arg("square", square(at))
                .arg("owner", Arg::Player(owner)),
            StepError::NoPrincess => Message::new("engine-step-no-princess"),
            StepError::DragonAsleep => Message::new("engine-step-dragon-asleep"),
            StepError::DragonMustMove => Message::new("engine-step-dragon-must-move"),
            StepError::NoDragonMove => Message::new("engine-step-no-dragon-move"),
            StepError::DragonNotAdjacent { at } => {
                Message::new("engine-step-dragon-not-adjacent").arg("square", square(at))
            }
            StepError::DragonRevisits { at } => {
                Message::new("engine-step-dragon-revisits").arg("square", square(at))
            }
            StepError::DragonOntoFairy { at } => {
                Message::new("engine-step-dragon-onto-fairy").arg("square", square(at))
            }
            StepError::DragonTooFar { steps } => {
                Message::new("engine-step-dragon-too-far").arg("steps", n(steps))
            }
            StepError::DragonStopsEarly { taken } => {
                Message::new("engine-step-dragon-stops-early").arg("taken", n(taken))
            }
            StepError::NoTower { at } => {
                Message::new("engine-step-no-tower").arg("square", square(at))
            }
            StepError::TowerFinished { at } => {
                Message::new("engine-step-tower-finished").arg("square", square(at))
            }
            StepError::TowerEmpty { at } => {
                Message::new("engine-step-tower-empty").arg("square", square(at))
            }
            StepError::NoTowerPieces { pieces } => {
                Message::new("engine-step-no-tower-pieces").arg("pieces", n(pieces))
            }
            StepError::OutOfRange { at, height } => Message::new("engine-step-out-of-range")
                .arg("square", square(at))
                .arg("height", n(height)),
            StepError::CannotCapture { figure } => {
                Message::new("engine-step-cannot-capture").arg("figure", Arg::Figure(figure))
            }
            StepError::NoExchange => Message::new("engine-step-no-exchange"),
            StepError::NoPrisoner { from, figure } => Message::new("engine-step-no-prisoner")
                .arg("from", Arg::Player(from))
                .arg("figure", Arg::Figure(figure)),
            StepError::CannotPay { ransom } => {
                Message::new("engine-step-cannot-pay").arg("ransom", n(ransom))
            }
            StepError::NotYourTurn => Message::new("engine-step-not-your-turn"),
            StepError::NotFourFields { at } => {
                Message::new("engine-step-not-four-fields").arg("square", square(at))
            }
            StepError::BarnTaken { at } => {
                Message::new("engine-step-barn-taken").arg("square", square(at))
            }
            StepError::NoWagon => Message::new("engine-step-no-wagon"),
            StepError::NotAdjacent { at } => {
                Message::new("engine-step-wagon-not-adjacent").arg("square", square(at))
            }
            StepError::AbbeyUsed => Message::new("engine-step-abbey-used"),
            StepError::QuarterNotEarned => Message::new("engine-step-quarter-not-earned"),
            StepError::QuarterTwice => Message::new("engine-step-quarter-twice"),
            StepError::NotAFollower { figure } => {
                Message::new("engine-step-not-a-follower").arg("figure", Arg::Figure(figure))
            }
            StepError::NotInQuarter { quarter } => {
                Message::new("engine-step-not-in-quarter").arg("quarter", quarter_arg(quarter))
            }
            StepError::CountGuards { quarter } => {
                Message::new("engine-step-count-guards").arg("quarter", quarter_arg(quarter))
            }
            StepError::WrongQuarter { quarter } => {
                Message::new("engine-step-wrong-quarter").arg("quarter", quarter_arg(quarter))
            }
            StepError::NotScoredNow { at } => {
                Message::new("engine-step-not-scored-now").arg("square", square(at))
            }
            StepError::MarketAtEnd => Message::new("engine-step-market-at-end"),
            StepError::NoFair => Message::new("engine-step-no-fair"),
            StepError::SecondRound => Message::new("engine-step-second-round"),
            StepError::NotSeated { player } => {
                Message::new("engine-step-not-seated").arg("player", Arg::Player(player))
            }
            StepError::NamedTwice { player } => {
                Message::new("engine-step-named-twice").arg("player", Arg::Player(player))
            }
            StepError::SeduceOwn { at } => {
                Message::new("engine-step-seduce-own").arg("square", square(at))
            }
            StepError::NoFollowerLeft => Message::new("engine-step-no-follower-left"),
            StepError::NotNeighbours { thrower, catcher } => {
                Message::new("engine-step-not-neighbours")
                    .arg("thrower", Arg::Player(thrower))
                    .arg("catcher", Arg::Player(catcher))
            }
        }
    }
}

/// A quarter of Carcassonne as an argument: its English id, which the
/// messages select on (`{ $quarter -> [castle] … }`).
fn quarter_arg(q: crate::tile::Quarter) -> Arg {
    Arg::Text(q.as_str().to_string())
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
/// follower: a follower on the dragon's tile, through a portal on another
/// tile or a completed feature, a dragon tile before the dragon, a dragon
/// that must move.
pub fn turn_errors(rules: &crate::expansion::TurnRules) -> Vec<Message> {
    let mut out = Vec::new();
    if rules.dragon.is_some() {
        out.extend(
            [
                FollowerError::Dragon,
                FollowerError::NotThisTile,
                FollowerError::Completed,
            ]
            .map(|e| e.message()),
        );
        out.extend([StepError::DragonAsleep, StepError::DragonMustMove].map(|e| e.message()));
    }
    if rules.abbey.is_some() {
        // A reader may lay an abbey, or a farmer into a barn's field.
        out.push(PlacementError::AbbeyNotInHole.message());
        out.push(FollowerError::Barn.message());
    }
    out
}

/// Every error the site's interactive examples can report, for a game
/// whose tiles show the terrains `terrains`: every placement error (edge
/// mismatches between those terrains, the river's only with water), every
/// follower error (for every player), and an unknown kind. Feature specs
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
        followers.push(FollowerError::LakeVolcano);
    }
    followers.extend(Player::ALL.map(|by| FollowerError::Occupied { by }));
    let replay = ReplayError::UnknownKind { turn: 0, kind: 0 };
    out.iter()
        .map(PlacementError::message)
        .chain(followers.iter().map(FollowerError::message))
        .chain([replay.message()])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Half;
    use std::collections::BTreeSet;

    const ALL_TERRAINS: [Terrain; 4] =
        [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Water];

    /// One of every error the engine can report, feature specs included.
    fn every_error() -> Vec<Message> {
        let mut out = widget_errors(&ALL_TERRAINS);
        out.extend(
            [
                FeatureSpecError::UnknownType { name: "x".into() },
                FeatureSpecError::UnknownPlace { place: "x".into() },
                FeatureSpecError::NoneOfType {
                    ty: FeatureType::City,
                },
                FeatureSpecError::Ambiguous {
                    ty: FeatureType::Field,
                    count: 2,
                },
                FeatureSpecError::SplitSide { side: Side::N },
                FeatureSpecError::NotAt {
                    ty: FeatureType::Road,
                    at: Place::Half(Half::Ese),
                },
            ]
            .iter()
            .map(FeatureSpecError::message),
        );
        out.extend(Figure::ALL.into_iter().flat_map(|figure| {
            [
                FollowerError::NoFigureLeft { figure },
                FollowerError::WrongFeature {
                    figure,
                    feature: FeatureType::Field,
                },
                FollowerError::NeedsOwnFollower { figure },
            ]
            .map(|e| e.message())
        }));
        let sq = (1, -2);
        out.extend(
            [
                StepError::NotInPlay,
                StepError::OutOfOrder,
                StepError::AlreadyActed,
                StepError::NoTile { at: sq },
                StepError::NoFollower { at: sq },
                StepError::NotYours {
                    at: sq,
                    owner: Player::Red,
                },
                StepError::NoPrincess,
                StepError::NoDragonMove,
                StepError::DragonNotAdjacent { at: sq },
                StepError::DragonRevisits { at: sq },
                StepError::DragonOntoFairy { at: sq },
                StepError::DragonTooFar { steps: 6 },
                StepError::DragonStopsEarly { taken: 2 },
                StepError::NoTower { at: sq },
                StepError::TowerFinished { at: sq },
                StepError::TowerEmpty { at: sq },
                StepError::NoTowerPieces { pieces: 7 },
                StepError::OutOfRange { at: sq, height: 2 },
                StepError::CannotCapture {
                    figure: Figure::Pig,
                },
                StepError::NoExchange,
                StepError::NoPrisoner {
                    from: Player::Blue,
                    figure: Figure::Big,
                },
                StepError::CannotPay { ransom: 3 },
                StepError::NotYourTurn,
                StepError::NotFourFields { at: sq },
                StepError::BarnTaken { at: sq },
                StepError::NoWagon,
                StepError::NotAdjacent { at: sq },
                StepError::AbbeyUsed,
                StepError::QuarterNotEarned,
                StepError::QuarterTwice,
                StepError::NotAFollower {
                    figure: Figure::Builder,
                },
                StepError::NotInQuarter {
                    quarter: crate::tile::Quarter::Castle,
                },
                StepError::CountGuards {
                    quarter: crate::tile::Quarter::Blacksmith,
                },
                StepError::WrongQuarter {
                    quarter: crate::tile::Quarter::Cathedral,
                },
                StepError::NotScoredNow { at: sq },
                StepError::MarketAtEnd,
                StepError::NoFair,
                StepError::SecondRound,
                StepError::NotSeated {
                    player: Player::Black,
                },
                StepError::NamedTwice {
                    player: Player::Red,
                },
                StepError::SeduceOwn { at: sq },
                StepError::NoFollowerLeft,
                StepError::NotNeighbours {
                    thrower: Player::Red,
                    catcher: Player::Green,
                },
            ]
            .iter()
            .map(StepError::message),
        );
        out.extend(turn_errors(&crate::expansion::TurnRules {
            dragon: Some(crate::expansion::DragonRules {
                steps: 6,
                fairy_turn: 1,
                fairy_scoring: 3,
            }),
            towers: None,
            abbey: None,
            king: None,
            cult: None,
            count: None,
            catapult: None,
        }));
        out.extend([
            FollowerError::Barn.message(),
            FollowerError::LakeVolcano.message(),
            PlacementError::AbbeyNotInHole.message(),
            PlacementError::CultNeighbours { shrine: true }.message(),
            PlacementError::CultNeighbours { shrine: false }.message(),
        ]);
        out.extend(
            [
                ReplayError::NoPlayer { turn: 1 },
                ReplayError::TurnOrder {
                    turn: 2,
                    expected: Player::Red,
                    found: Player::Blue,
                },
            ]
            .iter()
            .map(ReplayError::message),
        );
        out
    }

    #[test]
    fn keys_are_the_id_and_the_arguments() {
        let e = PlacementError::EdgeMismatch {
            side: Side::N,
            mine: Terrain::City,
            theirs: Terrain::Field,
        };
        assert_eq!(
            e.message().key(),
            "engine-placement-edge-mismatch:n:city:field"
        );
        let e = FollowerError::Occupied { by: Player::Yellow };
        assert_eq!(e.message().key(), "engine-follower-occupied:yellow");
        assert_eq!(
            PlacementError::Occupied.message().key(),
            "engine-placement-occupied"
        );
        let e = FeatureSpecError::Ambiguous {
            ty: FeatureType::Field,
            count: 3,
        };
        assert_eq!(e.message().key(), "engine-spec-ambiguous:field:3:field@NNW");
        let r = ReplayError::Follower {
            turn: 4,
            step: 0,
            error: FollowerError::NoSupply,
        };
        assert_eq!(r.message(), FollowerError::NoSupply.message());
    }

    #[test]
    fn every_message_is_listed_with_the_variables_it_gets() {
        let listed: std::collections::BTreeMap<&str, &[&str]> = MESSAGES.iter().copied().collect();
        assert_eq!(listed.len(), MESSAGES.len(), "no id listed twice");
        let mut used = BTreeSet::from([UNKNOWN_ERROR]);
        for m in every_error() {
            let names: Vec<&str> = m.args.iter().map(|(n, _)| *n).collect();
            assert_eq!(listed.get(m.id), Some(&names.as_slice()), "{}", m.id);
            used.insert(m.id);
            for (_, value) in &m.args {
                if let Some(id) = value.message_id() {
                    assert_eq!(listed.get(id), Some(&[].as_slice()), "{id}");
                    used.insert(id);
                }
            }
        }
        let all_names = Side::ALL
            .map(Arg::Side)
            .into_iter()
            .chain(ALL_TERRAINS.map(Arg::Terrain))
            .chain(Player::ALL.map(Arg::Player))
            .chain(
                [
                    FeatureType::City,
                    FeatureType::Road,
                    FeatureType::Field,
                    FeatureType::River,
                    FeatureType::Cloister,
                ]
                .map(Arg::Feature),
            );
        for name in all_names {
            let id = name.message_id().expect("a name");
            assert!(id.ends_with(&format!("-{}", name.code())), "{id}");
            used.insert(id);
        }
        let unused: Vec<&str> = listed
            .keys()
            .filter(|id| !used.contains(*id))
            .copied()
            .collect();
        assert!(unused.is_empty(), "listed but never given: {unused:?}");
    }

    #[test]
    fn the_widget_errors_are_those_its_terrains_allow_each_once() {
        let all = widget_errors(&ALL_TERRAINS);
        let keys: BTreeSet<String> = all.iter().map(Message::key).collect();
        assert_eq!(keys.len(), all.len(), "keys are unique");
        // 3 + 4 sides × 4 × 3 mismatches + 4 river; 4 + river, lake + 5 players; unknown kind.
        assert_eq!(all.len(), 3 + 48 + 4 + 4 + 2 + 5 + 1);
        assert!(keys.contains("engine-placement-edge-mismatch:w:water:road"));
        let land = widget_errors(&[Terrain::City, Terrain::Road, Terrain::Field]);
        assert_eq!(land.len(), 3 + 24 + 4 + 5 + 1);
        assert!(land.iter().all(|m| !m.id.contains("river")));
        assert!(
            land.iter()
                .all(|m| !m.args.contains(&("mine", Arg::Terrain(Terrain::Water))))
        );
    }
}
