//! Scoring examples on the site: the board as SVG, the scores under each
//! rule edition (computed here by the native engine, so the page works
//! without JavaScript), and the JSON the page's WebAssembly engine reads.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use rayon::prelude::*;
use serde::Serialize;
use tilebook_engine::message::{self, Message, UNKNOWN_ERROR};
use tilebook_engine::payload::table_code;
use tilebook_engine::{
    BoardPiece, ExampleCode, ExampleJson, FeatureSpec, FeatureType, Figure, FollowerJson, KindId,
    KindTable, Look, Player, Pos, Rotation, Step, Terrain, TileJson, TileKind,
};

use crate::data::Data;
use crate::data::board::{self, Board};
use crate::diag::Report;
use crate::svg::TileArt;

/// Side of a tile in board units.
pub const TILE: i32 = 100;

/// Colours of the players' followers on boards.
pub fn player_colour(p: Player) -> &'static str {
    match p {
        Player::Red => "#d7261e",
        Player::Blue => "#1f5fbf",
        Player::Green => "#2a9134",
        Player::Yellow => "#f0c419",
        Player::Black => "#262626",
        Player::Grey => "#8a8d91",
    }
}

pub use crate::svg::write::escape;

/// A file-name-safe form of a kind id (ids are checked to be safe; this
/// is a second guard).
pub fn file_id(id: impl AsRef<str>) -> String {
    id.as_ref()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Turns a point of a tile (0..100 units, data orientation) by `r` about
/// the tile's centre.
pub fn turn_point((x, y): (f32, f32), r: Rotation) -> (f32, f32) {
    let mut p = (x, y);
    for _ in 0..r.quarter_turns() {
        p = (100.0 - p.1, p.0);
    }
    p
}

/// The data the page's script gets for one example
/// (`examples/<id>.json`).
#[derive(Serialize)]
pub struct PageJson<'a> {
    /// Its table file ([`TableJson`]), relative to this file.
    pub table: &'a str,
    /// What the WebAssembly engine reads, besides the table.
    pub engine: ExampleCode,
    /// `false` when the board stops before the final scoring (`final =
    /// false`): what the scoring board starts from; absent otherwise.
    #[serde(rename = "final", skip_serializing_if = "is_true")]
    pub final_scoring: bool,
    /// The rule variants the example is about (those its board chooses in
    /// `[variants]` or `[[expect-variant]]`), each with its options' ids
    /// and the one the board plays; absent when none.
    #[serde(skip_serializing_if = "<[ExampleVariant]>::is_empty")]
    pub variants: &'a [ExampleVariant],
    /// For each combination of their options under which the board
    /// replays, the option of each (by index, in the order of `variants`)
    /// and the engine's setup then: what the page plays when the reader
    /// switches a variant.
    #[serde(skip_serializing_if = "<[VariantSetup]>::is_empty")]
    pub setups: &'a [VariantSetup],
}

/// A rule variant of an example, as its page's script gets it.
#[derive(Clone, Debug, Serialize)]
pub struct ExampleVariant {
    /// The variant's id.
    pub id: String,
    /// Its options' ids, in the variant's order.
    pub options: Vec<String>,
    /// The index of the one the board plays.
    pub chosen: usize,
}

/// An example's setup under some options of its variants.
#[derive(Clone, Debug, Serialize)]
pub struct VariantSetup {
    /// The option of each variant, by index.
    pub choose: Vec<usize>,
    /// The engine's setup then ([`ExampleCode::setup`]).
    pub setup: Vec<i32>,
}

/// Whether `b` is true (serde's test for leaving `final` out).
fn is_true(b: &bool) -> bool {
    *b
}

/// What every example of the same tile sets shares
/// (`examples/tables/<hash>.json`), fetched once per page.
#[derive(Serialize)]
pub struct TableJson<'a> {
    /// The tile kinds and rule editions as the engine reads them
    /// ([`tilebook_engine::payload::table_code`]).
    pub code: Vec<i32>,
    /// Kind ids by index (for tile pictures).
    pub ids: &'a [KindId],
    /// Follower anchors per kind: `[type, index, x, y]` in tile units.
    pub anchors: &'a [Vec<Anchor>],
}

/// Everything the site needs of one example.
pub struct Prepared {
    /// The kinds it may use.
    pub table: Arc<KindTable>,
    /// The example as the engine reads it.
    pub example: ExampleJson,
    /// Kind ids by index.
    pub ids: Vec<KindId>,
    /// Follower anchors per kind.
    pub anchors: Vec<Vec<Anchor>>,
    /// Whether the board ends with the final scoring.
    pub final_scoring: bool,
    /// The scores and events under each rule edition that replays it, in
    /// the order of the editions: replayed once here, shown by every page.
    pub outcomes: Vec<board::Outcome>,
    /// The pieces the expansions in play show at the end of its
    /// placements ([`tilebook_engine::Game::pieces`]), drawn on its board.
    pub pieces: Vec<BoardPiece>,
    /// The rule variants it is about, and its setups under their options.
    pub variants: Vec<ExampleVariant>,
    /// Its setups under the combinations of its variants' options.
    pub setups: Vec<VariantSetup>,
    /// The board plays rules of its own: options of rule variants
    /// (`[variants]`) or numbers of pieces (`[pieces]`) other than the
    /// box's, which the scoring board does not play.
    pub own_rules: bool,
    /// Its scores under the options of its `[[expect-variant]]` tables,
    /// each set of options once, in file order: under every rule edition.
    pub variant_outcomes: Vec<(crate::data::variant::Choices, Vec<board::Outcome>)>,
}

impl Prepared {
    /// Its table file: the path under `examples/` (named by its
    /// contents, so examples of the same sets share one) and its bytes.
    pub fn table_file(&self) -> (String, Vec<u8>) {
        let json = TableJson {
            code: table_code(&self.example.kinds, &self.example.rules),
            ids: &self.ids,
            anchors: &self.anchors,
        };
        let bytes = serde_json::to_vec(&json).expect("a table serializes");
        let name = crate::output::digest_hex(&bytes, 8);
        (format!("tables/{name}.json"), bytes)
    }

    /// The page's JSON, its table at `table` (relative to it).
    pub fn page_json<'a>(&'a self, table: &'a str) -> PageJson<'a> {
        PageJson {
            table,
            engine: self.example.code().1,
            final_scoring: self.final_scoring,
            variants: &self.variants,
            setups: &self.setups,
        }
    }
}

/// Where a follower on a feature stands: `[type, index, x, y]` in tile
/// units, the type by its lower-case name in JSON.
pub type Anchor = (FeatureType, usize, f32, f32);

/// The art of every tile kind (its SVG body and follower anchors), by
/// kind id: drawn once per build, for the tile pictures, the boards'
/// embedded tiles and the examples' anchors.
pub type Art = BTreeMap<KindId, TileArt>;

/// The anchors of one kind as the page's JSON gives them.
fn kind_anchors(art: &TileArt) -> Vec<Anchor> {
    art.anchors
        .iter()
        .map(|(f, (x, y))| (f.ty, f.index, *x, *y))
        .collect()
}

/// The art of every kind of the project, each kind's scene composed once,
/// the kinds in parallel (the anchors' label maps make it costly).
pub fn art_of(data: &Data) -> Art {
    let kinds: Vec<_> = data.kinds.values().collect();
    kinds
        .par_iter()
        .map(|info| (info.kind.id.clone(), crate::svg::tile_art(&info.kind)))
        .collect()
}

/// The modules, extra figures and parameters of the board's setup (its
/// table's), with the parameters its base-game variants set on every
/// edition ([`Rules::set_param`](tilebook_engine::Rules::set_param)).
#[allow(clippy::type_complexity)]
fn setup_parts(
    b: &Board,
    data: &Data,
    table: &KindTable,
) -> (Vec<String>, Vec<(Figure, u8)>, Vec<(String, u32)>) {
    let (modules, figures, mut params) = ExampleJson::describe(table.setup());
    params.extend(data.rules_params(&b.variants));
    (modules, figures, params)
}

/// The most combinations of options an example's page may switch between.
const MAX_SETUPS: usize = 16;

/// The rule variants an example is about (those its board names in
/// `[variants]` or `[[expect-variant]]`), and its setup under each
/// combination of their options under which it replays.
fn example_variants(b: &Board, data: &Data) -> (Vec<ExampleVariant>, Vec<VariantSetup>) {
    let named: BTreeSet<&String> = (b.variants.0.keys())
        .chain(b.expect.iter().flat_map(|e| e.variants.0.keys()))
        .collect();
    let variants: Vec<ExampleVariant> = (data.variants.iter())
        .filter(|v| named.contains(&v.id))
        .map(|v| {
            let chosen = b.variants.0.get(&v.id).unwrap_or(&v.default);
            ExampleVariant {
                id: v.id.clone(),
                options: v.options.iter().map(|o| o.id.clone()).collect(),
                chosen: v.options.iter().position(|o| &o.id == chosen).unwrap_or(0),
            }
        })
        .collect();
    if variants.is_empty() {
        return (variants, Vec::new());
    }
    let mut setups = Vec::new();
    let mut choose = vec![0; variants.len()];
    loop {
        let mut board = b.clone();
        for (v, &i) in variants.iter().zip(&choose) {
            board.variants.set(&v.id, &v.options[i]);
        }
        let mut quiet = Report::new();
        if let Some(table) = board::kind_table(&board, data, &mut quiet)
            && let Some(rules) = data.rules.first()
            && board::replay(
                &board,
                &table,
                &board::rules_for(&board, data, rules),
                &mut quiet,
            )
            .is_some()
        {
            let (modules, figures, params) = setup_parts(&board, data, &table);
            setups.push(VariantSetup {
                choose: choose.clone(),
                setup: tilebook_engine::payload::setup_code(&modules, &figures, &params),
            });
        }
        // The next combination, the last variant's options fastest.
        let mut k = variants.len();
        loop {
            if k == 0 || setups.len() >= MAX_SETUPS {
                return (variants, setups);
            }
            k -= 1;
            choose[k] += 1;
            if choose[k] < variants[k].options.len() {
                break;
            }
            choose[k] = 0;
        }
    }
}

/// The scores of the board under each set of options its
/// `[[expect-variant]]` tables name, once each, in file order.
fn variant_outcomes(
    b: &Board,
    data: &Data,
) -> Vec<(crate::data::variant::Choices, Vec<board::Outcome>)> {
    let mut out: Vec<(crate::data::variant::Choices, Vec<board::Outcome>)> = Vec::new();
    for e in b.expect.iter().filter(|e| !e.variants.0.is_empty()) {
        if out.iter().any(|(c, _)| *c == e.variants) {
            continue;
        }
        let mut board = b.clone();
        board.variants = b.variants.with(&e.variants);
        let mut quiet = Report::new();
        let Some(table) = board::kind_table(&board, data, &mut quiet) else {
            continue;
        };
        let outcomes = (data.rules.iter())
            .filter_map(|r| {
                board::replay(
                    &board,
                    &table,
                    &board::rules_for(&board, data, r),
                    &mut quiet,
                )
            })
            .collect();
        out.push((e.variants.clone(), outcomes));
    }
    out
}

/// The art of `kind`: from `art`, or drawn now for a kind it lacks.
pub fn art_for<'a>(art: &'a Art, kind: &TileKind) -> std::borrow::Cow<'a, TileArt> {
    match art.get(&kind.id) {
        Some(a) => std::borrow::Cow::Borrowed(a),
        None => std::borrow::Cow::Owned(crate::svg::tile_art(kind)),
    }
}

/// Prepares an example: its kinds, tiles and followers as indices.
/// Returns `None` (with diagnostics) if the board is illegal.
///
/// `art` holds the art of kinds drawn before ([`art_of`]); that of any
/// other kind is drawn here.
pub fn prepare(b: &Board, data: &Data, art: &Art, report: &mut Report) -> Option<Prepared> {
    let table = board::kind_table(b, data, report)?;
    let mut tiles = Vec::new();
    for t in &b.tiles {
        tiles.push(TileJson {
            kind: table.index_of(&t.kind)?,
            at: t.at,
            rotation: t.rotation.degrees(),
            player: t.player,
        });
    }
    // The editions as the board plays them (its rule variants).
    let editions: Vec<_> = (data.rules.iter())
        .map(|r| board::rules_for(b, data, r))
        .collect();
    // Resolve follower specs by replaying once.
    let rules = editions.first()?;
    let outcome_game = board::replay_game(b, &table, rules, report)?;
    // The expansions' steps as the board gives them; a figure on its
    // turn's own tile goes with the followers, resolved.
    let (turns, _) = board::turns(b, &table);
    let pieces = outcome_game.pieces();
    let resolve = |at: Pos, spec: FeatureSpec| {
        let t = outcome_game.tiles().iter().position(|p| p.pos == at)?;
        spec.resolve(outcome_game.face(t)).ok()
    };
    let mut steps = Vec::new();
    let mut own_tile = vec![false; turns.len()];
    for (i, turn) in turns.iter().enumerate() {
        for step in &turn.steps {
            match step {
                Step::Figure { on: None, .. } => own_tile[i] = true,
                other => {
                    let mut code = vec![i32::try_from(i).ok()?];
                    code.extend(other.code(resolve)?);
                    steps.push(code);
                }
            }
        }
    }
    let followers: Vec<FollowerJson> = outcome_game
        .history()
        .iter()
        .enumerate()
        .filter(|(i, _)| own_tile[*i])
        .filter_map(|(i, m)| {
            m.follower.map(|(player, feature)| FollowerJson {
                player,
                figure: m.figure,
                tile: i,
                feature,
            })
        })
        .collect();
    let kinds: Vec<_> = (0..table.len()).map(|k| table.kind(k).clone()).collect();
    let anchors = kinds
        .iter()
        .map(|k| kind_anchors(&art_for(art, k)))
        .collect();
    let ids = kinds.iter().map(|k| k.id.clone()).collect();
    // The editions as written; the board's rule variants of the base game
    // travel with its setup's parameters, which the page's engine applies
    // to every edition.
    let (modules, figures, params) = setup_parts(b, data, &table);
    let example = ExampleJson {
        kinds,
        rules: data.rules.clone(),
        tiles,
        followers,
        modules,
        figures,
        params,
        steps,
    };
    let outcomes = editions
        .iter()
        .filter_map(|r| board::replay(b, &table, r, &mut Report::new()))
        .collect();
    let (variants, setups) = example_variants(b, data);
    let variant_outcomes = variant_outcomes(b, data);
    Some(Prepared {
        table,
        example,
        ids,
        anchors,
        final_scoring: b.final_scoring,
        outcomes,
        pieces,
        variants,
        setups,
        variant_outcomes,
        own_rules: !b.variants.0.is_empty() || !b.pieces.is_empty() || b.seats.is_some(),
    })
}

/// Every error the interactive examples `examples` can show (for the
/// terrains their kinds have), and the message a page shows for any other.
pub fn widget_errors<'a>(examples: impl IntoIterator<Item = &'a Prepared>) -> Vec<Message> {
    let examples: Vec<&Prepared> = examples.into_iter().collect();
    let terrains: BTreeSet<Terrain> = examples
        .iter()
        .flat_map(|p| (0..p.table.len()).flat_map(|k| p.table.kind(k).edges))
        .collect();
    let terrains: Vec<Terrain> = terrains.into_iter().collect();
    let mut out = message::widget_errors(&terrains);
    out.extend(message::figure_errors(&extra_figures(
        examples.iter().copied(),
    )));
    // The turn rules' errors, once, if any example plays with them.
    let turn_rules = (examples.iter())
        .map(|p| p.table.setup().turn_rules())
        .fold(
            Default::default(),
            tilebook_engine::expansion::TurnRules::or,
        );
    out.extend(message::turn_errors(&turn_rules));
    out.push(Message {
        id: UNKNOWN_ERROR,
        args: Vec::new(),
    });
    out
}

/// The figures besides the follower that the examples' tile sets bring,
/// in the order of [`Figure::ALL`].
pub fn extra_figures<'a>(examples: impl IntoIterator<Item = &'a Prepared>) -> Vec<Figure> {
    let examples: Vec<&Prepared> = examples.into_iter().collect();
    Figure::ALL
        .into_iter()
        .filter(|f| *f != Figure::Follower)
        .filter(|f| {
            examples
                .iter()
                .any(|p| p.table.setup().figures[f.index()] > 0)
        })
        .collect()
}

/// The texts of a page's errors as the JSON its script reads:
/// `{"<id>": {"<arguments>": "<text>"}}`, the arguments being what follows
/// the id and its `:` in the error's key (empty when it has none). `<` is
/// written `\u003c`, so the JSON can stand in a `<script>` element.
pub fn error_table(texts: impl IntoIterator<Item = (Message, String)>) -> String {
    let mut table: BTreeMap<&str, BTreeMap<String, String>> = BTreeMap::new();
    for (m, text) in texts {
        let key = m.key();
        let args = key.get(m.id.len() + 1..).unwrap_or_default().to_string();
        table.entry(m.id).or_default().insert(args, text);
    }
    serde_json::to_string(&table)
        .expect("strings serialize")
        .replace('<', "\\u003c")
}

/// The board as SVG: tile pictures from `tiles_url` and every follower as
/// placed. `label` is the accessible name.
pub fn board_svg(p: &Prepared, tiles_url: &str, label: &str) -> String {
    let ex = &p.example;
    let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for t in &ex.tiles {
        x0 = x0.min(t.at.0);
        y0 = y0.min(t.at.1);
        x1 = x1.max(t.at.0);
        y1 = y1.max(t.at.1);
    }
    if ex.tiles.is_empty() {
        (x0, y0, x1, y1) = (0, 0, 0, 0);
    }
    let (w, h) = ((x1 - x0 + 1) * TILE, (y1 - y0 + 1) * TILE);
    let mut s = format!(
        "<svg class=\"board-svg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"{} {} {w} {h}\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"{}\">",
        x0 * TILE,
        y0 * TILE,
        w.min(600),
        (h * w.min(600)) / w.max(1),
        escape(label)
    );
    for (i, t) in ex.tiles.iter().enumerate() {
        let id = &p.ids[t.kind];
        let (x, y) = (t.at.0 * TILE, t.at.1 * TILE);
        s.push_str(&format!(
            "<image data-tile=\"{i}\" href=\"{}{}.svg\" x=\"{x}\" y=\"{y}\" width=\"{TILE}\" height=\"{TILE}\" transform=\"rotate({} {} {})\"/>",
            escape(tiles_url),
            file_id(id),
            t.rotation,
            x + TILE / 2,
            y + TILE / 2
        ));
    }
    for f in &ex.followers {
        let t = &ex.tiles[f.tile];
        let Some((_, _, ax, ay)) = p.anchors[t.kind]
            .iter()
            .find(|(ty, idx, _, _)| *ty == f.feature.ty && *idx == f.feature.index)
        else {
            continue;
        };
        let r = Rotation::from_degrees(i64::from(t.rotation)).unwrap_or_default();
        let (px, py) = turn_point((*ax, *ay), r);
        s.push_str(&follower_svg(
            f.player,
            f.figure,
            f.feature.ty == FeatureType::Field,
            t.at.0 as f32 * TILE as f32 + px,
            t.at.1 as f32 * TILE as f32 + py,
        ));
    }
    s.push_str(&pieces_svg(&p.pieces));
    s.push_str("</svg>");
    s
}

/// The pieces on a board ([`BoardPiece`]), drawn as the page's script
/// draws them, each by its [`Look`] alone: marked squares, badges (with
/// their number and their player's dot), figures in their player's colour
/// and neutral outlines. What only the last turn did is the script's to
/// show (it animates it); a still board leaves it out.
fn pieces_svg(pieces: &[BoardPiece]) -> String {
    let mut s = String::new();
    for pc in pieces.iter().filter(|pc| !pc.last_turn) {
        let name = escape(&pc.name);
        match pc.look {
            Look::Squares => {
                s.push_str(&format!("<g class=\"{name}\">"));
                for &(x, y) in &pc.squares {
                    s.push_str(&format!(
                        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                        x * TILE + 2,
                        y * TILE + 2,
                        TILE - 4,
                        TILE - 4
                    ));
                }
                s.push_str("</g>");
            }
            Look::Badge => {
                let n = pc.text.map(|n| n.to_string()).unwrap_or_default();
                s.push_str(&format!(
                    "<g class=\"{name}\" data-height=\"{n}\" transform=\"translate({} {})\"><rect width=\"22\" height=\"26\" rx=\"3\"/><text x=\"11\" y=\"19\" text-anchor=\"middle\">{n}</text>",
                    pc.x, pc.y
                ));
                if let Some(p) = pc.player {
                    s.push_str(&format!(
                        "<circle cx=\"11\" cy=\"-4\" r=\"6\" fill=\"{}\"/>",
                        player_colour(p)
                    ));
                }
                s.push_str("</g>");
            }
            Look::Figure => {
                if let (Some(p), Some(figure)) = (pc.player, pc.figure) {
                    s.push_str(&follower_svg(p, figure, false, pc.x as f32, pc.y as f32));
                }
            }
            Look::Outline => s.push_str(&format!(
                "<g class=\"{name}\" transform=\"translate({} {})\"><path d=\"{}\"/></g>",
                pc.x,
                pc.y,
                escape(&pc.outline)
            )),
        }
    }
    s
}

/// The board as a standalone SVG file (for print pages and downloads):
/// each kind's art embedded once as a `<symbol>`, every follower as placed.
pub fn board_file(p: &Prepared, title: &str, art: &Art) -> String {
    let ex = &p.example;
    let mut used: Vec<usize> = ex.tiles.iter().map(|t| t.kind).collect();
    used.sort_unstable();
    used.dedup();
    let inline = board_svg(p, "", title);
    // Swap the tile pictures for the embedded symbols.
    let mut body = String::new();
    for k in &used {
        body.push_str(&format!(
            "<symbol id=\"k{k}\" viewBox=\"0 0 100 100\">{}</symbol>",
            art_for(art, p.table.kind(*k)).body
        ));
    }
    let mut out = inline.replacen(
        "role=\"img\"",
        "xmlns:xlink=\"http://www.w3.org/1999/xlink\" role=\"img\"",
        1,
    );
    for (i, t) in ex.tiles.iter().enumerate() {
        let href = format!(" href=\"{}.svg\"", file_id(&p.ids[t.kind]));
        let from = format!("<image data-tile=\"{i}\"{href}");
        out = out.replacen(
            &from,
            &format!("<use data-tile=\"{i}\" href=\"#k{}\"", t.kind),
            1,
        );
    }
    let close = out.find('>').map_or(0, |i| i + 1);
    out.insert_str(
        close,
        &format!("<title>{}</title><defs>{body}</defs>", escape(title)),
    );
    out
}

/// A figure at board point (x, y), in its player's colour, shaped by
/// `figure` ([`crate::svg::figures`]); farmers lie down.
pub fn follower_svg(p: Player, figure: Figure, farmer: bool, x: f32, y: f32) -> String {
    crate::svg::figures::figure_svg(
        figure,
        player_colour(p),
        (x, y),
        farmer,
        &format!("follower {}", p.as_str()),
    )
}
