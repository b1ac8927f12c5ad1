//! Reading a board file: the core's tables (`tilesets`, `final`,
//! `[[tile]]`, `[[follower]]`, `[expect]`) here, each expansion's tables
//! and keys by its own reader, claimed through the compiler's registry
//! ([`crate::expansion::READERS`]). [`Cx`] is what a reader reads with.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::Path;

use schemars::JsonSchema;
use serde::Deserialize;
use serde::de::{DeserializeOwned, IgnoredAny, IntoDeserializer};
use tilebook_engine::board_file::{MAX_BOARD_BYTES, MAX_BOARD_LIST, MAX_BOARD_TILES};
use tilebook_engine::{FeatureSpec, Figure, KindId, Player, Pos, Rotation, RulesId, TileSetId};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::replay::unknown_feature;
use super::{Board, BoardFollower, BoardStep, BoardTile, Expectation};
use crate::data::schema::names::{Degrees, PlayerPoints, Square};
use crate::data::tileset::toml_diagnostic;
use crate::data::variant::Choices;
use crate::diag::{Diagnostic, Report};
use crate::expansion::{BoardReader, READERS};
use crate::l10n::engine::english_clause;

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
    // Taken out and read one by one ([`list_of_tables`]) before the rest:
    // here for the schema only, as `follower` is.
    #[allow(dead_code)]
    #[serde(default)]
    #[schemars(with = "Vec<RawTile>")]
    tile: Option<IgnoredAny>,
    /// The figures placed, each with the tile of its turn.
    #[allow(dead_code)]
    #[serde(default)]
    #[schemars(with = "Vec<RawFollower>")]
    follower: Option<IgnoredAny>,
    /// Points per player each rule edition must give:
    /// `third = { red = 8 }`.
    #[serde(default)]
    #[schemars(with = "BTreeMap<RulesId, PlayerPoints>")]
    expect: BTreeMap<Spanned<RulesId>, Spanned<BTreeMap<Spanned<String>, u32>>>,
    /// The options of rule variants the board is played with, by variant
    /// id: `dragon-moves = "after-scoring"` (`tilebook variants` lists
    /// them); a variant not named plays its default.
    #[serde(default)]
    #[schemars(with = "BTreeMap<String, String>")]
    variants: BTreeMap<Spanned<String>, Spanned<String>>,
    /// Points per player under other options of rule variants than the
    /// board's: each `variants = { … }` on top of the board's, and
    /// `points = { third = { red = 5 } }` as `[expect]` gives them.
    #[serde(default, rename = "expect-variant")]
    #[schemars(with = "Vec<RawExpectVariant>")]
    expect_variant: Vec<Spanned<RawExpectVariant>>,
    /// Other numbers of pieces than the box's, for a variant or a house
    /// rule: figures each player has, by figure (`pig = 2`, at most
    /// 30), and `seats` (at most 6: a sixth player without the box that
    /// brings one).
    #[serde(default)]
    #[schemars(with = "BTreeMap<String, u32>")]
    pieces: BTreeMap<Spanned<String>, Spanned<u32>>,
}

/// The most figures of one kind a board gives each player.
pub const MAX_BOARD_FIGURES: u32 = 30;

/// Points expected under options of rule variants.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawExpectVariant {
    /// The options, by variant id, on top of the board's `[variants]`.
    #[schemars(with = "BTreeMap<String, String>")]
    variants: BTreeMap<Spanned<String>, Spanned<String>>,
    /// Points per player each rule edition must give under them.
    #[schemars(with = "BTreeMap<RulesId, PlayerPoints>")]
    points: BTreeMap<Spanned<RulesId>, Spanned<BTreeMap<Spanned<String>, u32>>>,
}

/// A tile placed on the board.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTile {
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
}

/// A figure placed with a tile.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFollower {
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

/// What a board's reader reads with: the file (for diagnostics) and the
/// report. Each method reads one value and reports it when it cannot.
pub struct Cx<'a> {
    /// The file, relative to the project root.
    pub rel: &'a Path,
    /// Its text.
    text: &'a str,
    /// Where diagnostics go.
    pub report: &'a mut Report,
}

impl Cx<'_> {
    /// Reports `d`.
    pub fn push(&mut self, d: Diagnostic) {
        self.report.push(d);
    }

    /// How many errors are reported so far.
    pub fn errors(&self) -> usize {
        self.report.errors()
    }

    /// An error with `code` and `message` at `span` of the file.
    pub fn error(
        &self,
        code: &'static str,
        message: impl Into<String>,
        span: Range<usize>,
    ) -> Diagnostic {
        Diagnostic::error(code, message).at(self.rel, span)
    }

    /// `table` read as `T` (a schema error reported: `None`).
    pub fn table<T: DeserializeOwned>(&mut self, table: Spanned<DeTable<'_>>) -> Option<T> {
        let span = table.span();
        let value = Spanned::new(span, DeValue::Table(table.into_inner()));
        match T::deserialize(value.into_deserializer()) {
            Ok(t) => Some(t),
            Err(e) => {
                let d = toml_diagnostic(self.rel, self.text, &e);
                self.push(d);
                None
            }
        }
    }

    /// A player's colour.
    pub fn player(&mut self, s: &Spanned<String>) -> Option<Player> {
        let e = match s.get_ref().parse::<Player>() {
            Ok(p) => return Some(p),
            Err(e) => e,
        };
        let d = self
            .error(
                "board/unknown-player",
                format!("`{}` is not a {}", e.name, e.what),
                s.span(),
            )
            .suggest(&e.name, e.expected.iter().copied(), || {
                format!("players are {}", e.expected.join(", "))
            });
        self.push(d);
        None
    }

    /// A square: exactly two integers (`board/bad-position` otherwise).
    pub fn pos(&mut self, at: &Spanned<Vec<i32>>) -> Option<Pos> {
        crate::data::position(at, "board/bad-position", self.rel, self.report)
    }

    /// A feature spec, of a figure or step described as `who`.
    pub fn spec(&mut self, spec: &Spanned<String>, who: &str) -> Option<FeatureSpec> {
        match spec.get_ref().parse::<FeatureSpec>() {
            Ok(f) => Some(f),
            Err(e) => {
                let d = unknown_feature(
                    self.rel,
                    spec.span(),
                    format!("{who}: {}", english_clause(&e.message())),
                );
                self.push(d);
                None
            }
        }
    }

    /// A figure's name.
    pub fn figure(&mut self, name: &Spanned<String>) -> Option<Figure> {
        match name.get_ref().parse::<Figure>() {
            Ok(f) => Some(f),
            Err(e) => {
                let d = self
                    .error(
                        "board/unknown-figure",
                        format!("`{}` is not a {}", e.name, e.what),
                        name.span(),
                    )
                    .suggest(&e.name, e.expected.iter().copied(), || {
                        format!("figures are {}", e.expected.join(", "))
                    });
                self.push(d);
                None
            }
        }
    }

    /// The figure a table names, `follower` when it names none.
    pub fn figure_or_follower(&mut self, name: &Option<Spanned<String>>) -> Option<Figure> {
        match name {
            None => Some(Figure::Follower),
            Some(n) => self.figure(n),
        }
    }

    /// A step's player, its turn's square (`at`) and the square it acts on
    /// (`on`); `None` when one cannot be read (each reported).
    pub fn who_where(
        &mut self,
        player: &Spanned<String>,
        at: &Spanned<Vec<i32>>,
        on: &Spanned<Vec<i32>>,
    ) -> Option<(Player, Pos, Pos)> {
        let player = self.player(player);
        let at = self.pos(at);
        let on = self.pos(on);
        Some((player?, at?, on?))
    }
}

/// Takes out of `table` the keys `wanted` names, as a table of their own
/// (spanned like `table`); `None` when it has none of them.
fn take_keys<'i>(
    table: &mut Spanned<DeTable<'i>>,
    wanted: &[&str],
) -> Option<Spanned<DeTable<'i>>> {
    let span = table.span();
    let keys: Vec<_> = table
        .get_ref()
        .keys()
        .filter(|k| wanted.contains(&k.get_ref().as_ref()))
        .cloned()
        .collect();
    if keys.is_empty() {
        return None;
    }
    let mut out = DeTable::new();
    for k in keys {
        if let Some((k, v)) = table.get_mut().remove_entry(k.get_ref().as_ref()) {
            out.insert(k, v);
        }
    }
    Some(Spanned::new(span, out))
}

/// Takes the list of tables `key` out of `doc` (`[[tile]]`), each to be
/// read on its own; reports a `key` that is not such a list.
fn list_of_tables<'i>(
    doc: &mut Spanned<DeTable<'i>>,
    key: &str,
    cx: &mut Cx<'_>,
) -> Vec<Spanned<DeTable<'i>>> {
    let Some(value) = doc.get_mut().remove(key) else {
        return Vec::new();
    };
    let span = value.span();
    let mut out = Vec::new();
    if let DeValue::Array(items) = value.into_inner() {
        for item in items {
            let span = item.span();
            match item.into_inner() {
                DeValue::Table(t) => out.push(Spanned::new(span, t)),
                _ => return bad_list(key, span, cx),
            }
        }
        return out;
    }
    bad_list(key, span, cx)
}

/// Reports `key` as not a list of tables.
fn bad_list<T>(key: &str, span: Range<usize>, cx: &mut Cx<'_>) -> Vec<T> {
    let d = cx
        .error(
            "data/schema",
            format!("`{key}` must be a list of tables"),
            span,
        )
        .hint(format!(
            "write each as a `[[{key}]]` table (docs/rules-and-boards.md)"
        ));
    cx.push(d);
    Vec::new()
}

/// The reader that reads a `[[follower]]` of this form (a figure or key
/// of its own), if any.
fn follower_reader(table: &DeTable<'_>) -> Option<&'static dyn BoardReader> {
    let figure = table
        .get("figure")
        .and_then(|f| f.get_ref().as_str())
        .and_then(|f| f.parse::<Figure>().ok());
    READERS.iter().copied().find(|r| {
        let (figures, keys) = r.follower_form();
        figure.is_some_and(|f| figures.contains(&f)) || keys.iter().any(|k| table.get(*k).is_some())
    })
}

/// A `[[tile]]`; `None` when it cannot be read (reported). Keys the
/// expansions add are read by theirs, each a step in its turn (`ext`).
fn read_tile(
    mut t: Spanned<DeTable<'_>>,
    cx: &mut Cx<'_>,
    ext: &mut Vec<BoardStep>,
) -> Option<BoardTile> {
    let span = t.span();
    let claimed: Vec<_> = READERS
        .iter()
        .filter_map(|r| Some((*r, take_keys(&mut t, r.tile_keys())?)))
        .collect();
    let r: RawTile = cx.table(t)?;
    // A bad rotation is reported; the tile is still read, unturned.
    let rotation =
        crate::data::rotation(r.rotation.as_ref(), "board/bad-rotation", cx.rel, cx.report)
            .unwrap_or(Rotation::R0);
    let at = cx.pos(&r.at)?;
    let player = match &r.player {
        Some(p) => Some(cx.player(p)?),
        None => None,
    };
    let before = cx.errors();
    let steps: Vec<BoardStep> = claimed
        .into_iter()
        .filter_map(|(reader, keys)| reader.read_tile(at, keys, cx))
        .collect();
    if cx.errors() > before {
        return None;
    }
    ext.extend(steps);
    Some(BoardTile {
        kind: r.kind.get_ref().clone(),
        at,
        rotation,
        player,
        span: span.clone(),
        kind_span: r.kind.span(),
    })
}

/// A `[[follower]]` of the core's form: a figure on a feature.
fn read_follower(f: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Option<BoardFollower> {
    let span = f.span();
    let r: RawFollower = cx.table(f)?;
    let player = cx.player(&r.player)?;
    let at = cx.pos(&r.at)?;
    let figure = cx.figure_or_follower(&r.figure)?;
    let Some(feature_text) = &r.feature else {
        let d = cx
            .error(
                "board/missing-feature",
                format!("this {figure} of {player} names no `feature` to stand on"),
                span,
            )
            .hint("write the feature, e.g. `feature = \"road@E\"`; only a barn goes on a `corner` instead");
        cx.push(d);
        return None;
    };
    let feature = cx.spec(feature_text, &format!("follower of {player}"))?;
    let on = match &r.on {
        None => None,
        Some(q) => Some(cx.pos(q)?),
    };
    Some(BoardFollower {
        player,
        figure,
        at,
        on,
        feature,
        span,
        feature_span: feature_text.span(),
    })
}

/// `board/too-large` at `span`: the first item past a limit.
fn too_large(rel: &Path, span: Range<usize>, what: String) -> Diagnostic {
    Diagnostic::error("board/too-large", what)
        .at(rel, span)
        .label("past the limit")
        .hint(
            "split the board, or leave out what no game holds (`tilebook explain board/too-large`)",
        )
}

/// The first list of `value` (at any depth, `key` its key) longer than
/// its limit, reported at its first entry past it: [`MAX_BOARD_TILES`]
/// for `[[tile]]`, [`MAX_BOARD_LIST`] for every other.
fn oversized(key: &str, value: &Spanned<DeValue<'_>>) -> Option<(Range<usize>, String)> {
    match value.get_ref() {
        DeValue::Array(items) => {
            let limit = if key == "tile" {
                MAX_BOARD_TILES
            } else {
                MAX_BOARD_LIST
            };
            if let Some(past) = items.get(limit) {
                return Some((
                    past.span(),
                    format!(
                        "`{key}` has {} entries, more than the limit of {limit} a board holds",
                        items.len()
                    ),
                ));
            }
            items.iter().find_map(|v| oversized(key, v))
        }
        DeValue::Table(t) => t
            .iter()
            .find_map(|(k, v)| oversized(k.get_ref().as_ref(), v)),
        _ => None,
    }
}

/// Parses a board file; `None` when it cannot be read as one. A file past
/// the limits of a board ([`MAX_BOARD_BYTES`], [`MAX_BOARD_TILES`],
/// [`MAX_BOARD_LIST`]) is `board/too-large`, before anything of it is
/// read further.
pub fn parse_board(rel: &Path, text: &str, report: &mut Report) -> Option<Board> {
    if text.len() > MAX_BOARD_BYTES {
        // At the line the limit falls in.
        let mut at = MAX_BOARD_BYTES;
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
        report.push(too_large(
            rel,
            start..end,
            format!(
                "the file is larger than the limit of {MAX_BOARD_BYTES} bytes (1 MiB) a board holds"
            ),
        ));
        return None;
    }
    let mut doc = match DeTable::parse(text) {
        Ok(doc) => doc,
        Err(e) => {
            report.push(toml_diagnostic(rel, text, &e));
            return None;
        }
    };
    if let Some((span, what)) = (doc.get_ref().iter()).find_map(|(k, v)| oversized(k.get_ref(), v))
    {
        report.push(too_large(rel, span, what));
        return None;
    }
    let mut cx = Cx { rel, text, report };
    let before = cx.errors();
    let tile = list_of_tables(&mut doc, "tile", &mut cx);
    let follower = list_of_tables(&mut doc, "follower", &mut cx);
    // Each expansion's tables, then the core's.
    let claimed: Vec<_> = READERS
        .iter()
        .filter_map(|r| Some((*r, take_keys(&mut doc, r.tables())?)))
        .collect();
    let raw: RawBoard = cx.table(doc)?;
    let mut steps = Vec::new();
    for (reader, tables) in claimed {
        steps.extend(reader.read_tables(tables, &mut cx));
    }
    let mut tile_steps = Vec::new();
    let tiles: Vec<BoardTile> = (tile.into_iter())
        .filter_map(|t| read_tile(t, &mut cx, &mut tile_steps))
        .collect();
    let mut followers = Vec::new();
    for f in follower {
        match follower_reader(f.get_ref()) {
            Some(reader) => {
                let span = f.span();
                steps.extend(reader.read_follower(f, span, &mut cx));
            }
            None => followers.extend(read_follower(f, &mut cx)),
        }
    }
    steps.extend(tile_steps);
    let variants = choices(&raw.variants);
    let (pieces, seats) = pieces(&raw.pieces, &mut cx);
    let mut expect = expectations(&raw.expect, &Choices::default(), &mut cx);
    for e in &raw.expect_variant {
        let over = choices(&e.get_ref().variants);
        expect.extend(expectations(&e.get_ref().points, &over, &mut cx));
    }
    if cx.errors() > before {
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
        variants,
        variant_spans: (raw.variants.iter())
            .map(|(v, o)| (v.get_ref().clone(), o.span()))
            .collect(),
        pieces,
        seats,
    })
}

/// A board's `[pieces]`: figures per player by figure, and seats; each
/// key a figure or `seats`, each number within its limit (reported
/// otherwise).
fn pieces(
    raw: &BTreeMap<Spanned<String>, Spanned<u32>>,
    cx: &mut Cx<'_>,
) -> (Vec<(Figure, u8)>, Option<usize>) {
    let (mut figures, mut seats) = (Vec::new(), None);
    for (name, n) in raw {
        let (limit, what) = if name.get_ref() == "seats" {
            (tilebook_engine::PLAYERS as u32, "seats")
        } else {
            (MAX_BOARD_FIGURES, "figures of one kind per player")
        };
        if *n.get_ref() > limit {
            let d = cx
                .error(
                    "data/out-of-range",
                    format!(
                        "`{}` is {}, more than the limit of {limit} {what}",
                        name.get_ref(),
                        n.get_ref()
                    ),
                    n.span(),
                )
                .hint(format!("give at most {limit}"));
            cx.push(d);
            continue;
        }
        if name.get_ref() == "seats" {
            seats = Some(*n.get_ref() as usize);
        } else if let Some(f) = cx.figure(name) {
            figures.push((f, *n.get_ref() as u8));
        }
    }
    (figures, seats)
}

/// The options a `variants` table chooses, with the span of each choice.
fn choices(raw: &BTreeMap<Spanned<String>, Spanned<String>>) -> Choices {
    let mut out = Choices::default();
    for (v, o) in raw {
        out.set(v.get_ref(), o.get_ref());
    }
    out
}

/// The expectations of an `[expect]`-shaped table, under `variants`.
fn expectations(
    raw: &BTreeMap<Spanned<RulesId>, Spanned<BTreeMap<Spanned<String>, u32>>>,
    variants: &Choices,
    cx: &mut Cx<'_>,
) -> Vec<Expectation> {
    let mut expect = Vec::new();
    for (rules, points) in raw {
        let mut list = Vec::new();
        for (player, pts) in points.get_ref() {
            if let Some(p) = cx.player(player) {
                list.push((p, *pts));
            }
        }
        list.sort();
        expect.push(Expectation {
            rules: rules.get_ref().clone(),
            points: list,
            span: rules.span(),
            variants: variants.clone(),
        });
    }
    expect
}

/// A board file as its JSON Schema describes it: the core's tables with
/// every expansion's tables and keys added.
pub(crate) struct BoardFile;

impl JsonSchema for BoardFile {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "BoardFile".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        use serde_json::{Map, Value};
        let mut schema = RawBoard::json_schema(generator);
        let mut board = Map::new();
        let mut tile = Map::new();
        let mut follower = Map::new();
        for r in READERS {
            let mut parts = crate::expansion::SchemaParts {
                board: &mut board,
                tile: &mut tile,
                follower: &mut follower,
            };
            r.schema(generator, &mut parts);
        }
        let add = |schema: &mut serde_json::Map<String, Value>, more: Map<String, Value>| {
            if let Some(Value::Object(p)) = schema.get_mut("properties") {
                p.extend(more);
            }
        };
        add(
            schema
                .as_object_mut()
                .expect("a struct's schema is an object"),
            board,
        );
        let defs = generator.definitions_mut();
        for (name, more) in [("RawTile", tile), ("RawFollower", follower)] {
            if let Some(Value::Object(def)) = defs.get_mut(name) {
                add(def, more);
            }
        }
        schema
    }
}
