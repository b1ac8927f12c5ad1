//! Board files: tiles in placement order, followers, and the points each
//! player must get under each rule edition. Used by `tilebook score` and,
//! for `data/examples/`, by `tilebook check`. Format: docs/rules-and-boards.md.
//!
//! This module reads board files; `replay` plays them on the engine and
//! checks the points they expect.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;
use tilebook_engine::{
    AbbeyStep, Award, Bonus, Capture, CatchResult, CatchThrow, Corner, CountStep, DragonStep,
    FeatureSpec, Figure, KindId, Player, Pos, Quarter, Rotation, Round, RulesId, ScoreEvent, Step,
    Swap, Target, TileSetId, TowerStep,
};
use toml::Spanned;

use super::schema::names::{Degrees, PlayerPoints, Square};
use super::tileset::toml_diagnostic;
use super::{Data, Folder, Input};
use crate::diag::{Diagnostic, Report};

mod replay;

use crate::l10n::engine::english_clause;
pub(crate) use replay::turns;
use replay::unknown_feature;
pub use replay::{
    check_expectations, counted, describe_event, held, kind_table, replay, replay_game,
};

/// Where the scoring examples live, relative to the project root.
pub const EXAMPLES_DIR: &str = "data/examples";

/// A board: the tiles in the order they were placed, the followers, and
/// the points each player must get under each rule edition
/// (docs/rules-and-boards.md).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBoard {
    /// The tile sets whose kinds may appear.
    #[schemars(with = "Vec<TileSetId>")]
    tilesets: Vec<Spanned<TileSetId>>,
    /// Whether the end-of-game scoring runs after the placements (default
    /// true).
    #[serde(default, rename = "final")]
    #[schemars(with = "bool")]
    final_scoring: Option<bool>,
    /// The tiles in placement order; the first is the start.
    #[serde(default)]
    #[schemars(with = "Vec<RawTile>")]
    tile: Vec<Spanned<RawTile>>,
    /// The figures placed, each with the tile of its turn.
    #[serde(default)]
    #[schemars(with = "Vec<RawFollower>")]
    follower: Vec<Spanned<RawFollower>>,
    /// Princesses sending knights home (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Vec<RawOnFeature>")]
    princess: Vec<Spanned<RawOnFeature>>,
    /// The fairy put beside a follower (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Vec<RawOnFeature>")]
    fairy: Vec<Spanned<RawOnFeature>>,
    /// Tower pieces placed, and what they capture (The Tower).
    #[serde(default)]
    #[schemars(with = "Vec<RawTower>")]
    tower: Vec<Spanned<RawTower>>,
    /// Followers finishing a tower (The Tower).
    #[serde(default, rename = "tower-follower")]
    #[schemars(with = "Vec<RawTowerFollower>")]
    tower_follower: Vec<Spanned<RawTowerFollower>>,
    /// Prisoners bought back (The Tower).
    #[serde(default)]
    #[schemars(with = "Vec<RawRansom>")]
    ransom: Vec<Spanned<RawRansom>>,
    /// Wagons moving on after their feature scored (Abbey & Mayor).
    #[serde(default)]
    #[schemars(with = "Vec<RawWagon>")]
    wagon: Vec<Spanned<RawWagon>>,
    /// Followers put into the quarters of Carcassonne after a turn's
    /// scoring (The Count of Carcassonne).
    #[serde(default)]
    #[schemars(with = "Vec<RawQuarter>")]
    quarter: Vec<Spanned<RawQuarter>>,
    /// Followers leaving a quarter of Carcassonne for a feature being
    /// scored (The Count of Carcassonne).
    #[serde(default, rename = "from-quarter")]
    #[schemars(with = "Vec<RawFromQuarter>")]
    from_quarter: Vec<Spanned<RawFromQuarter>>,
    /// Catapult rounds after a fair tile's turn (The Catapult).
    #[serde(default)]
    #[schemars(with = "Vec<RawCatapult>")]
    catapult: Vec<Spanned<RawCatapult>>,
    /// Points per player each rule edition must give:
    /// `third = { red = 8 }`.
    #[serde(default)]
    #[schemars(with = "BTreeMap<RulesId, PlayerPoints>")]
    expect: BTreeMap<Spanned<RulesId>, Spanned<BTreeMap<Spanned<String>, u32>>>,
}

/// A tile placed on the board.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTile {
    /// The tile kind's id.
    #[schemars(with = "KindId")]
    kind: Spanned<KindId>,
    /// Its square.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// Rotation clockwise from the kind's drawn orientation (default 0).
    #[serde(default)]
    #[schemars(with = "Degrees")]
    rotation: Option<Spanned<i64>>,
    /// Who placed it; then every tile after the first says, and the turns
    /// go round in seating order.
    #[serde(default)]
    #[schemars(with = "Player")]
    player: Option<Spanned<String>>,
    /// The squares the dragon enters after this dragon tile, in order
    /// (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Option<Vec<Square>>")]
    dragon: Option<Vec<Spanned<Vec<i32>>>>,
}

/// A step on a follower somewhere on the board: a princess sending it
/// home, the fairy put beside it.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawOnFeature {
    /// Who does it.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is done in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The follower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// The follower's feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A tower piece.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTower {
    /// Whose piece.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is placed in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The tower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// The follower it captures, if any.
    #[serde(default)]
    capture: Option<RawCapture>,
}

/// The follower a tower piece captures.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawCapture {
    /// Its square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// Its feature, as for `[[follower]]`; absent when `tower = true`.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    feature: Option<Spanned<String>>,
    /// It stands on top of the tower on that square.
    #[serde(default)]
    tower: bool,
    /// When the capture makes two players hold each other's followers:
    /// which of the capturing player's comes back (`follower` or `big`).
    #[serde(default)]
    #[schemars(with = "Option<Figure>")]
    exchange: Option<Spanned<String>>,
}

/// A follower finishing a tower.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTowerFollower {
    /// Owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is placed in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The tower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
}

/// A prisoner bought back.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawRansom {
    /// Who pays: the player whose turn it is.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of that turn.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// Who holds the prisoner and is paid.
    #[schemars(with = "Player")]
    from: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
}

/// A wagon moving on after its feature scored, in the turn of the tile
/// at `at` (Abbey & Mayor).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawWagon {
    /// The wagon's owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn whose scoring freed it.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The square it moves to: a tile of the feature it scored on.
    #[schemars(with = "Square")]
    to: Spanned<Vec<i32>>,
    /// The feature it moves onto there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A follower put into a quarter of Carcassonne after the scoring of
/// the turn of the tile at `at` (The Count of Carcassonne).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawQuarter {
    /// The follower's owner: the player whose turn it is.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of that turn.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The quarter: `castle`, `market`, `blacksmith` or `cathedral`.
    #[schemars(with = "Quarter")]
    quarter: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
    /// The quarter the Count moves to (default: he stays).
    #[serde(default)]
    #[schemars(with = "Option<Quarter>")]
    count: Option<Spanned<String>>,
}

/// A follower leaving a quarter of Carcassonne for a feature the turn of
/// the tile at `at` is about to score; from the market, for a field at the
/// end of the game (no `at`) (The Count of Carcassonne).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawFromQuarter {
    /// The follower's owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile whose turn scores the feature; none for the
    /// market, whose followers leave at the end of the game.
    #[serde(default)]
    #[schemars(with = "Option<Square>")]
    at: Option<Spanned<Vec<i32>>>,
    /// The quarter it leaves.
    #[schemars(with = "Quarter")]
    quarter: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
    /// The square of a tile of the feature it joins.
    #[schemars(with = "Square")]
    to: Spanned<Vec<i32>>,
    /// The feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A catapult round, in the turn of the fair tile at `at` (The Catapult):
/// the kind of token thrown and, for that kind, what came of it.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawCatapult {
    /// The square of the fair tile whose turn the round follows.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The kind of token: `knock-out`, `seduction`, `target` or `catch`.
    #[schemars(with = "String")]
    token: Spanned<String>,
    /// Knock-out: every follower the tokens touched (chain reactions
    /// included), each by its square and feature.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawPlace>>")]
    hit: Option<Spanned<Vec<RawPlace>>>,
    /// Seduction: each throw that took effect, in throwing order.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawSwap>>")]
    swaps: Option<Spanned<Vec<RawSwap>>>,
    /// Target: the players nearest the fair (several on a tie).
    #[serde(default)]
    #[schemars(with = "Option<Vec<Player>>")]
    winners: Option<Spanned<Vec<Spanned<String>>>>,
    /// Catch: each throw to the thrower's left neighbour.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawThrow>>")]
    throws: Option<Spanned<Vec<RawThrow>>>,
}

/// A follower on the board: its square and feature.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawPlace {
    /// Its square.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// Its feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A seduction throw that took effect.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawSwap {
    /// Who threw.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The follower nearest the token, which the thrower's replaces.
    replaces: RawPlace,
    /// The thrower's follower moved there from the board; without it, a
    /// follower from the supply.
    #[serde(default)]
    from: Option<RawPlace>,
}

/// One throw of the catch.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawThrow {
    /// Who threw.
    #[schemars(with = "Player")]
    thrower: Spanned<String>,
    /// The left neighbour who tried to catch.
    #[schemars(with = "Player")]
    catcher: Spanned<String>,
    /// `short` (not as far as the ruler), `dropped` or `caught`.
    #[schemars(with = "CatchResult")]
    result: Spanned<String>,
}

/// A figure placed with a tile.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawFollower {
    /// The figure's owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile it was placed with, in that tile's turn.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The feature it stands on: `city`, `road`, `cloister` or `field`,
    /// with `@` and a side or half-edge (board orientation) when the tile
    /// has more than one of that type: `city@N`, `field@NNW`. A barn has
    /// none: it stands on a `corner`.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    feature: Option<Spanned<String>>,
    /// A barn's place (Abbey & Mayor): the point where four tiles meet,
    /// one of the four corners of the tile at `at`, written as the square
    /// whose north-west corner it is (`at`'s south-east corner is
    /// `[x + 1, y + 1]`).
    #[serde(default)]
    #[schemars(with = "Option<Square>")]
    corner: Option<Spanned<Vec<i32>>>,
    /// Which figure (default `follower`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
    /// The square of the tile it stands on, when a magic portal took it
    /// to another tile than its turn's (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Option<Square>")]
    on: Option<Spanned<Vec<i32>>>,
}

/// A tile of a board file.
#[derive(Clone, Debug)]
pub struct BoardTile {
    /// Kind id.
    pub kind: KindId,
    /// Square.
    pub at: Pos,
    /// Rotation clockwise from the kind's drawn orientation.
    pub rotation: Rotation,
    /// Who placed it, when the board says (then every tile after the
    /// first says, and replay checks the turn order).
    pub player: Option<Player>,
    /// Span of the `[[tile]]` table.
    pub span: Range<usize>,
    /// Span of the kind id.
    pub kind_span: Range<usize>,
    /// The dragon's move after this tile: the squares, and the span of
    /// the `dragon` list.
    pub dragon: Option<(Vec<Pos>, Range<usize>)>,
}

/// A follower of a board file.
#[derive(Clone, Debug)]
pub struct BoardFollower {
    /// Owner.
    pub player: Player,
    /// Which figure (`follower` unless the file says).
    pub figure: Figure,
    /// Square of the tile it was placed with.
    pub at: Pos,
    /// Square of the tile it stands on, when a magic portal took it
    /// elsewhere.
    pub on: Option<Pos>,
    /// Feature spec: `city`, `road@E`, `field@NNW`, `cloister` …
    pub feature: FeatureSpec,
    /// Span of the `[[follower]]` table.
    pub span: Range<usize>,
    /// Span of the feature spec.
    pub feature_span: Range<usize>,
}

/// A step of a board file other than a figure on its turn's tile: a
/// princess, the fairy, a tower piece or a tower's follower, a ransom.
#[derive(Clone, Debug)]
pub struct BoardStep {
    /// Square of the tile of its turn; `None` for a step at the end of
    /// the game (a follower leaving the market), taken with the last turn.
    pub at: Option<Pos>,
    /// The step.
    pub step: Step,
    /// Span of its table.
    pub span: Range<usize>,
}

/// Expected points under one rule edition.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// Rule edition id.
    pub rules: RulesId,
    /// Points per player.
    pub points: Vec<(Player, u32)>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// A parsed board file.
#[derive(Clone, Debug)]
pub struct Board {
    /// The file, relative to the project root.
    pub file: PathBuf,
    /// The file's stem: the example's id.
    pub id: String,
    /// Tile sets whose kinds may appear.
    pub tilesets: Vec<Spanned<TileSetId>>,
    /// Whether the end-of-game scoring runs after the placements.
    pub final_scoring: bool,
    /// Tiles in placement order; the first is the start (or the first
    /// `block` tiles are a set's block, [`Board::lay_block`]).
    pub tiles: Vec<BoardTile>,
    /// How many of `tiles` a set's block laid before the board's own.
    pub block: usize,
    /// Followers.
    pub followers: Vec<BoardFollower>,
    /// The expansions' other steps, in file order of their tables
    /// (ransoms, princesses, fairies, towers, towers' followers).
    pub steps: Vec<BoardStep>,
    /// Expected points per rule edition.
    pub expect: Vec<Expectation>,
}

impl Board {
    /// Lays the block of tiles a tile set of the board starts from (The
    /// Count's city) before the board's own tiles: the board's first
    /// turns, in no player's turn. A diagnostic about one of them points
    /// at the set's name in `tilesets`.
    pub fn lay_block(&mut self, data: &Data) {
        let mut block = Vec::new();
        for ts in &self.tilesets {
            let Some(info) = data.set(ts.get_ref()) else {
                continue;
            };
            block.extend(info.set.block.iter().map(|b| BoardTile {
                kind: b.kind.clone(),
                at: b.at,
                rotation: b.rotation,
                player: None,
                span: ts.span(),
                kind_span: ts.span(),
                dragon: None,
            }));
        }
        self.block = block.len();
        self.tiles.splice(0..0, block);
    }

    /// Tile `i` (of [`Board::tiles`]) as diagnostics name it: `tile #n`
    /// counting the board's own tiles from 1, or `block tile #n`.
    pub fn tile_label(&self, i: usize) -> String {
        match i.checked_sub(self.block) {
            Some(own) => format!("tile #{}", own + 1),
            None => format!("block tile #{}", i + 1),
        }
    }
}

/// The result of replaying a board under one rule edition.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Rule edition id.
    pub rules: RulesId,
    /// Points of every player who appears on the board or in `expect`.
    pub players: Vec<(Player, u32)>,
    /// Every scoring, in order.
    pub events: Vec<ScoreEvent>,
    /// Goods tokens per player who holds any (wine, grain, cloth).
    pub tokens: Vec<(Player, [u32; 3])>,
    /// The goods majorities of the final scoring.
    pub bonuses: Vec<Bonus>,
    /// Tiles (numbered from 1) that earned their player a builder's
    /// second tile.
    pub builder_turns: Vec<usize>,
    /// Points given outside features' majorities (the fairy's, ransoms).
    pub awards: Vec<Award>,
}

fn parse_player(s: &Spanned<String>, rel: &Path, report: &mut Report) -> Option<Player> {
    let e = match s.get_ref().parse::<Player>() {
        Ok(p) => return Some(p),
        Err(e) => e,
    };
    let mut d = Diagnostic::error(
        "board/unknown-player",
        format!("`{}` is not a {}", e.name, e.what),
    )
    .at(rel, s.span());
    d = d.suggest(&e.name, e.expected.iter().copied(), || {
        format!("players are {}", e.expected.join(", "))
    });
    report.push(d);
    None
}

/// A quarter's name; `None` (reported) when unknown.
fn parse_quarter(name: &Spanned<String>, rel: &Path, report: &mut Report) -> Option<Quarter> {
    match name.get_ref().parse::<Quarter>() {
        Ok(q) => Some(q),
        Err(e) => {
            let d = Diagnostic::error(
                "board/unknown-quarter",
                format!("`{}` is not a {}", e.name, e.what),
            )
            .at(rel, name.span())
            .suggest(&e.name, e.expected.iter().copied(), || {
                format!("the quarters are {}", e.expected.join(", "))
            });
            report.push(d);
            None
        }
    }
}

/// A figure's name; `None` (reported) when unknown.
fn parse_figure(name: &Spanned<String>, rel: &Path, report: &mut Report) -> Option<Figure> {
    match name.get_ref().parse::<Figure>() {
        Ok(f) => Some(f),
        Err(e) => {
            let d = Diagnostic::error(
                "board/unknown-figure",
                format!("`{}` is not a {}", e.name, e.what),
            )
            .at(rel, name.span())
            .suggest(&e.name, e.expected.iter().copied(), || {
                format!("figures are {}", e.expected.join(", "))
            });
            report.push(d);
            None
        }
    }
}

/// A figure a table may name (`follower` when it names none); `None`
/// (reported) when the name is unknown.
fn figure_or_follower(
    name: &Option<Spanned<String>>,
    rel: &Path,
    report: &mut Report,
) -> Option<Figure> {
    match name {
        None => Some(Figure::Follower),
        Some(n) => parse_figure(n, rel, report),
    }
}

/// A feature spec; `None` (reported) when it cannot be read.
fn parse_spec(
    spec: &Spanned<String>,
    who: &str,
    rel: &Path,
    report: &mut Report,
) -> Option<FeatureSpec> {
    match spec.get_ref().parse::<FeatureSpec>() {
        Ok(f) => Some(f),
        Err(e) => {
            report.push(unknown_feature(
                rel,
                spec.span(),
                format!("{who}: {}", english_clause(&e.message())),
            ));
            None
        }
    }
}

/// A step's player, its turn's square (`at`) and the square it acts on
/// (`on`); `None` when one cannot be read (each reported).
fn who_where(
    player: &Spanned<String>,
    at: &Spanned<Vec<i32>>,
    on: &Spanned<Vec<i32>>,
    rel: &Path,
    report: &mut Report,
) -> Option<(Player, Pos, Pos)> {
    let player = parse_player(player, rel, report);
    let at = parse_pos(at, rel, report);
    let on = parse_pos(on, rel, report);
    Some((player?, at?, on?))
}

/// The expansions' steps of a board file, each with its turn's square.
fn parse_steps(raw: &RawBoard, rel: &Path, report: &mut Report) -> Vec<BoardStep> {
    let mut steps = Vec::new();
    for r in &raw.ransom {
        let (span, r) = (r.span(), r.get_ref());
        let (Some(player), Some(from), Some(at)) = (
            parse_player(&r.player, rel, report),
            parse_player(&r.from, rel, report),
            parse_pos(&r.at, rel, report),
        ) else {
            continue;
        };
        let Some(figure) = figure_or_follower(&r.figure, rel, report) else {
            continue;
        };
        steps.push(BoardStep {
            at: Some(at),
            step: Step::from(TowerStep::Ransom {
                player,
                from,
                figure,
            }),
            span,
        });
    }
    for (list, fairy) in [(&raw.princess, false), (&raw.fairy, true)] {
        for r in list {
            let (span, r) = (r.span(), r.get_ref());
            let Some((player, at, on)) = who_where(&r.player, &r.at, &r.on, rel, report) else {
                continue;
            };
            let who = if fairy { "fairy" } else { "princess" };
            let Some(spec) = parse_spec(&r.feature, who, rel, report) else {
                continue;
            };
            let step = if fairy {
                Step::from(DragonStep::Fairy { player, on, spec })
            } else {
                Step::from(DragonStep::Princess { player, on, spec })
            };
            steps.push(BoardStep {
                at: Some(at),
                step,
                span,
            });
        }
    }
    for r in &raw.tower {
        let (span, r) = (r.span(), r.get_ref());
        let Some((player, at, on)) = who_where(&r.player, &r.at, &r.on, rel, report) else {
            continue;
        };
        let capture = match &r.capture {
            None => None,
            Some(c) => {
                let Some(cap_on) = parse_pos(&c.on, rel, report) else {
                    continue;
                };
                let target = match (&c.feature, c.tower) {
                    (Some(f), false) => match parse_spec(f, "capture", rel, report) {
                        Some(spec) => Target::Feature(spec),
                        None => continue,
                    },
                    (None, true) => Target::Tower,
                    _ => {
                        report.push(
                            Diagnostic::error(
                                "board/bad-capture",
                                "a capture names either the follower's `feature` or `tower = true`, not both nor neither",
                            )
                            .at(rel, c.on.span())
                            .hint("write `capture = { on = [x, y], feature = \"road\" }`, or `tower = true` for the follower on top of a tower"),
                        );
                        continue;
                    }
                };
                let exchange = match &c.exchange {
                    Some(f) => match parse_figure(f, rel, report) {
                        Some(f) => Some(f),
                        None => continue,
                    },
                    None => None,
                };
                Some(Capture {
                    on: cap_on,
                    target,
                    exchange,
                })
            }
        };
        steps.push(BoardStep {
            at: Some(at),
            step: Step::from(TowerStep::Piece {
                player,
                on,
                capture,
            }),
            span,
        });
    }
    for r in &raw.wagon {
        let (span, r) = (r.span(), r.get_ref());
        let Some((player, at, to)) = who_where(&r.player, &r.at, &r.to, rel, report) else {
            continue;
        };
        let Some(spec) = parse_spec(&r.feature, "wagon", rel, report) else {
            continue;
        };
        steps.push(BoardStep {
            at: Some(at),
            step: Step::from(AbbeyStep::Wagon { player, to, spec }),
            span,
        });
    }
    for r in &raw.quarter {
        let (span, r) = (r.span(), r.get_ref());
        let player = parse_player(&r.player, rel, report);
        let at = parse_pos(&r.at, rel, report);
        let quarter = parse_quarter(&r.quarter, rel, report);
        let figure = figure_or_follower(&r.figure, rel, report);
        let count = match &r.count {
            None => Some(None),
            Some(c) => parse_quarter(c, rel, report).map(Some),
        };
        let (Some(player), Some(at), Some(quarter), Some(figure), Some(count)) =
            (player, at, quarter, figure, count)
        else {
            continue;
        };
        steps.push(BoardStep {
            at: Some(at),
            step: Step::from(CountStep::Quarter {
                player,
                figure,
                quarter,
                count,
            }),
            span,
        });
    }
    for r in &raw.from_quarter {
        let (span, r) = (r.span(), r.get_ref());
        let player = parse_player(&r.player, rel, report);
        let at = match &r.at {
            None => Some(None),
            Some(at) => parse_pos(at, rel, report).map(Some),
        };
        let quarter = parse_quarter(&r.quarter, rel, report);
        let figure = figure_or_follower(&r.figure, rel, report);
        let to = parse_pos(&r.to, rel, report);
        let spec = parse_spec(&r.feature, "follower", rel, report);
        let (Some(player), Some(at), Some(quarter), Some(figure), Some(to), Some(spec)) =
            (player, at, quarter, figure, to, spec)
        else {
            continue;
        };
        if at.is_none() != (quarter == Quarter::Market) {
            report.push(
                Diagnostic::error(
                    "board/quarter-turn",
                    if at.is_none() {
                        format!("followers leave the {quarter} during a turn: this one needs `at`, the square of the tile whose turn scores the feature")
                    } else {
                        "followers leave the market only at the end of the game: drop `at`".to_string()
                    },
                )
                .at(rel, span.clone())
                .hint("write `at = [x, y]` for the castle, blacksmith or cathedral; none for the market"),
            );
            continue;
        }
        steps.push(BoardStep {
            at,
            step: Step::from(CountStep::FromQuarter {
                player,
                figure,
                quarter,
                to,
                spec,
            }),
            span,
        });
    }
    for r in &raw.catapult {
        if let Some(step) = parse_catapult(r, rel, report) {
            steps.push(step);
        }
    }
    for r in &raw.tower_follower {
        let (span, r) = (r.span(), r.get_ref());
        let Some((player, at, on)) = who_where(&r.player, &r.at, &r.on, rel, report) else {
            continue;
        };
        let Some(figure) = figure_or_follower(&r.figure, rel, report) else {
            continue;
        };
        steps.push(BoardStep {
            at: Some(at),
            step: Step::from(TowerStep::Top { player, figure, on }),
            span,
        });
    }
    steps
}

/// The kinds of catapult token, as board files name them.
const TOKENS: [&str; 4] = ["knock-out", "seduction", "target", "catch"];

/// A square and feature of a catapult round; `None` when one cannot be
/// read (reported).
fn parse_place(
    r: &RawPlace,
    who: &str,
    rel: &Path,
    report: &mut Report,
) -> Option<(Pos, FeatureSpec)> {
    let at = parse_pos(&r.at, rel, report);
    let spec = parse_spec(&r.feature, who, rel, report);
    Some((at?, spec?))
}

/// A `[[catapult]]` round; `None` when it cannot be read (reported: an
/// unknown token as `board/unknown-token`, an outcome missing or given
/// for another token, or an unknown catch result, as `board/bad-catapult`).
fn parse_catapult(r: &Spanned<RawCatapult>, rel: &Path, report: &mut Report) -> Option<BoardStep> {
    let (span, r) = (r.span(), r.get_ref());
    let at = parse_pos(&r.at, rel, report);
    let token = r.token.get_ref().as_str();
    let Some(kind) = TOKENS.iter().position(|t| *t == token) else {
        report.push(
            Diagnostic::error(
                "board/unknown-token",
                format!("`{token}` is not a kind of catapult token"),
            )
            .at(rel, r.token.span())
            .suggest(token, TOKENS, || {
                format!("tokens are {}", TOKENS.join(", "))
            }),
        );
        return None;
    };
    let outcomes = [
        ("hit", r.hit.as_ref().map(Spanned::span)),
        ("swaps", r.swaps.as_ref().map(Spanned::span)),
        ("winners", r.winners.as_ref().map(Spanned::span)),
        ("throws", r.throws.as_ref().map(Spanned::span)),
    ];
    let bad = |message: String, span: Range<usize>| {
        Diagnostic::error("board/bad-catapult", message)
            .at(rel, span)
            .hint("a round gives the outcome of its token: `hit` (knock-out), `swaps` (seduction), `winners` (target) or `throws` (catch), and no other")
    };
    for (i, (name, s)) in outcomes.iter().enumerate() {
        if let Some(s) = s
            && i != kind
        {
            report.push(bad(
                format!("`{name}` is not an outcome of a `{token}` round"),
                s.clone(),
            ));
            return None;
        }
    }
    if outcomes[kind].1.is_none() {
        report.push(bad(
            format!(
                "a `{token}` round needs its outcome, `{}` (an empty list when nothing came of it)",
                outcomes[kind].0
            ),
            span,
        ));
        return None;
    }
    let before = report.errors();
    let round = match kind {
        0 => Round::KnockOut {
            hits: r
                .hit
                .as_ref()
                .map_or(&[][..], |h| h.get_ref())
                .iter()
                .filter_map(|h| parse_place(h, "catapult hit", rel, report))
                .collect(),
        },
        1 => {
            let mut swaps = Vec::new();
            for s in r.swaps.as_ref().map_or(&[][..], |s| s.get_ref()) {
                let player = parse_player(&s.player, rel, report);
                let on = parse_place(&s.replaces, "seduction", rel, report);
                let from = s
                    .from
                    .as_ref()
                    .map(|f| parse_place(f, "seduction", rel, report));
                if let (Some(player), Some((on, spec))) = (player, on) {
                    swaps.push(Swap {
                        player,
                        on,
                        spec,
                        from: from.flatten(),
                    });
                }
            }
            Round::Seduction { swaps }
        }
        2 => Round::Target {
            winners: r
                .winners
                .as_ref()
                .map_or(&[][..], |w| w.get_ref())
                .iter()
                .filter_map(|w| parse_player(w, rel, report))
                .collect(),
        },
        _ => {
            let mut throws = Vec::new();
            for t in r.throws.as_ref().map_or(&[][..], |t| t.get_ref()) {
                let thrower = parse_player(&t.thrower, rel, report);
                let catcher = parse_player(&t.catcher, rel, report);
                let result = match t.result.get_ref().parse::<CatchResult>() {
                    Ok(c) => Some(c),
                    Err(e) => {
                        report.push(
                            bad(format!("`{}` is not a {}", e.name, e.what), t.result.span())
                                .suggest(&e.name, e.expected.iter().copied(), || {
                                    format!("results are {}", e.expected.join(", "))
                                }),
                        );
                        None
                    }
                };
                if let (Some(thrower), Some(catcher), Some(result)) = (thrower, catcher, result) {
                    throws.push(CatchThrow {
                        thrower,
                        catcher,
                        result,
                    });
                }
            }
            Round::Catch { throws }
        }
    };
    (report.errors() == before).then_some(BoardStep {
        at: Some(at?),
        step: Step::from(round),
        span,
    })
}

/// A barn's corner of the tile at `at`: `corner` names one of its four
/// corners, the figure is a barn, and no `feature` is given; otherwise
/// `None`, reported as `board/bad-corner`.
fn parse_barn(
    r: &RawFollower,
    figure: Figure,
    at: Pos,
    span: Range<usize>,
    rel: &Path,
    report: &mut Report,
) -> Option<Corner> {
    let bad = |message: String, span: Range<usize>| {
        Diagnostic::error("board/bad-corner", message)
            .at(rel, span)
            .hint("a barn is `figure = \"barn\"` with `corner = [x, y]`, one of the four corners of its tile (`at`'s own square is its north-west corner), and no `feature`")
    };
    let Some(corner) = &r.corner else {
        report.push(bad(
            "a barn stands on a corner, but this one names none".into(),
            span,
        ));
        return None;
    };
    if figure != Figure::Barn {
        report.push(bad(
            format!("only a barn stands on a corner, not a {figure}"),
            corner.span(),
        ));
        return None;
    }
    if let Some(feature) = &r.feature {
        report.push(bad(
            "a barn stands on a corner, not on a feature: remove `feature`".into(),
            feature.span(),
        ));
        return None;
    }
    let point = parse_pos(corner, rel, report)?;
    let found = Corner::ALL.into_iter().find(|c| c.point(at) == point);
    if found.is_none() {
        report.push(bad(
            format!(
                "[{}, {}] is not a corner of the tile at [{}, {}]; its corners are [{}, {}], [{}, {}], [{}, {}] and [{}, {}]",
                point.0, point.1, at.0, at.1,
                at.0, at.1, at.0 + 1, at.1, at.0 + 1, at.1 + 1, at.0, at.1 + 1
            ),
            corner.span(),
        ));
    }
    found
}

/// A square: `at` must be exactly two integers.
fn parse_pos(at: &Spanned<Vec<i32>>, rel: &Path, report: &mut Report) -> Option<Pos> {
    match at.get_ref().as_slice() {
        &[x, y] => Some((x, y)),
        other => {
            report.push(
                Diagnostic::error(
                    "board/bad-position",
                    format!(
                        "a position is two integers, [x, y], but this one has {}",
                        match other.len() {
                            0 => "none".to_string(),
                            1 => "one".to_string(),
                            n => n.to_string(),
                        }
                    ),
                )
                .at(rel, at.span())
                .label("expected [x, y]")
                .hint("write the square as `at = [x, y]`: x grows east, y grows south"),
            );
            None
        }
    }
}

/// Parses a board file; `None` when it cannot be read as one.
pub fn parse_board(rel: &Path, text: &str, report: &mut Report) -> Option<Board> {
    let raw: RawBoard = match toml::from_str(text) {
        Ok(raw) => raw,
        Err(e) => {
            report.push(toml_diagnostic(rel, text, &e));
            return None;
        }
    };
    let before = report.errors();
    let mut tiles = Vec::new();
    for t in &raw.tile {
        let r = t.get_ref();
        // A bad rotation is reported; the tile is still read, unturned.
        let rotation = super::rotation(r.rotation.as_ref(), "board/bad-rotation", rel, report)
            .unwrap_or(Rotation::R0);
        let Some(at) = parse_pos(&r.at, rel, report) else {
            continue;
        };
        let player = match &r.player {
            Some(p) => match parse_player(p, rel, report) {
                Some(p) => Some(p),
                None => continue,
            },
            None => None,
        };
        let dragon = match &r.dragon {
            None => None,
            Some(path) => {
                let squares: Vec<Pos> = path
                    .iter()
                    .filter_map(|q| parse_pos(q, rel, report))
                    .collect();
                if squares.len() < path.len() {
                    continue;
                }
                let span = match (path.first(), path.last()) {
                    (Some(a), Some(b)) => a.span().start..b.span().end,
                    _ => t.span(),
                };
                Some((squares, span))
            }
        };
        tiles.push(BoardTile {
            kind: r.kind.get_ref().clone(),
            at,
            rotation,
            player,
            span: t.span(),
            kind_span: r.kind.span(),
            dragon,
        });
    }
    let mut followers = Vec::new();
    let mut steps = parse_steps(&raw, rel, report);
    for f in &raw.follower {
        let r = f.get_ref();
        let Some(player) = parse_player(&r.player, rel, report) else {
            continue;
        };
        let Some(at) = parse_pos(&r.at, rel, report) else {
            continue;
        };
        let Some(figure) = figure_or_follower(&r.figure, rel, report) else {
            continue;
        };
        if figure == Figure::Barn || r.corner.is_some() {
            if let Some(corner) = parse_barn(r, figure, at, f.span(), rel, report) {
                let step = Step::from(AbbeyStep::Barn { player, corner });
                steps.push(BoardStep {
                    at: Some(at),
                    step,
                    span: f.span(),
                });
            }
            continue;
        }
        let Some(feature_text) = &r.feature else {
            report.push(
                Diagnostic::error(
                    "board/missing-feature",
                    format!("this {figure} of {player} names no `feature` to stand on"),
                )
                .at(rel, f.span())
                .hint("write the feature, e.g. `feature = \"road@E\"`; only a barn goes on a `corner` instead"),
            );
            continue;
        };
        let Some(feature) = parse_spec(feature_text, &format!("follower of {player}"), rel, report)
        else {
            continue;
        };
        let on = match &r.on {
            None => None,
            Some(q) => match parse_pos(q, rel, report) {
                Some(q) => Some(q),
                None => continue,
            },
        };
        followers.push(BoardFollower {
            player,
            figure,
            at,
            on,
            feature,
            span: f.span(),
            feature_span: feature_text.span(),
        });
    }
    let mut expect = Vec::new();
    for (rules, points) in &raw.expect {
        let mut list = Vec::new();
        for (player, pts) in points.get_ref() {
            if let Some(p) = parse_player(player, rel, report) {
                list.push((p, *pts));
            }
        }
        list.sort();
        expect.push(Expectation {
            rules: rules.get_ref().clone(),
            points: list,
            span: rules.span(),
        });
    }
    if report.errors() > before {
        return None;
    }
    Some(Board {
        file: rel.to_path_buf(),
        id: rel
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        tilesets: raw.tilesets,
        final_scoring: raw.final_scoring.unwrap_or(true),
        tiles,
        block: 0,
        followers,
        steps,
        expect,
    })
}

/// Loads every board under `data/examples/` into `data.examples`. An
/// example that cannot be read, or a folder that cannot be listed, is
/// reported and marked unavailable, so that references to it are not
/// reported as unknown too.
pub fn load_examples(root: &Path, data: &mut Data, report: &mut Report) {
    let errors = report.errors();
    let files = match super::list_files(root, EXAMPLES_DIR, "toml", report) {
        Folder::Listed(files) if report.errors() == errors => files,
        Folder::Listed(files) => {
            // A link to nothing or a loop may hide an example.
            data.mark_unavailable(Input::Examples, None);
            files
        }
        Folder::Missing => {
            data.mark_unavailable(
                Input::Examples,
                Some(
                    Diagnostic::error(
                        "data/missing-file",
                        format!("the folder {EXAMPLES_DIR}/ does not exist, but examples are needed"),
                    )
                    .in_file(EXAMPLES_DIR)
                    .hint(format!(
                        "restore {EXAMPLES_DIR}/ with one board file per example (see docs/rules-and-boards.md)"
                    )),
                ),
            );
            return;
        }
        Folder::Unreadable => {
            data.mark_unavailable(Input::Examples, None);
            return;
        }
    };
    for rel in files {
        let id = rel
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let Some(text) = super::read_text(root, &rel, report) else {
            data.mark_unavailable(Input::Example(id), None);
            continue;
        };
        report.add_source(&rel, text.clone());
        match parse_board(&rel, &text, report) {
            Some(mut b) => {
                b.lay_block(data);
                data.examples.push(b);
            }
            None => data.mark_unavailable(Input::Example(id), None),
        }
    }
}
