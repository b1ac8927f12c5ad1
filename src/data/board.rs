//! Board files: tiles in placement order, followers, and the points each
//! player must get under each rule edition. Used by `tilebook score` and,
//! for `data/examples/`, by `tilebook check`. Format: docs/rules-and-boards.md.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Deserialize;
use tilebook_engine::{
    FeatureSpec, FeatureType, Game, KindId, KindTable, Player, Pos, ReplayError, Rotation, Rules,
    RulesId, ScoreEvent, TileSetId, Turn,
};
use toml::Spanned;

use super::tileset::{suggest, toml_diagnostic};
use super::{Data, Folder, Input};
use crate::diag::{Diagnostic, Report};
use crate::l10n::engine::english_clause;

/// Where the scoring examples live, relative to the project root.
pub const EXAMPLES_DIR: &str = "data/examples";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    tilesets: Vec<Spanned<TileSetId>>,
    #[serde(default, rename = "final")]
    final_scoring: Option<bool>,
    #[serde(default)]
    tile: Vec<Spanned<RawTile>>,
    #[serde(default)]
    follower: Vec<Spanned<RawFollower>>,
    #[serde(default)]
    expect: BTreeMap<Spanned<RulesId>, Spanned<BTreeMap<Spanned<String>, u32>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    kind: Spanned<KindId>,
    at: Spanned<Vec<i32>>,
    #[serde(default)]
    rotation: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFollower {
    player: Spanned<String>,
    at: Spanned<Vec<i32>>,
    feature: Spanned<String>,
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
    /// Span of the `[[tile]]` table.
    pub span: Range<usize>,
    /// Span of the kind id.
    pub kind_span: Range<usize>,
}

/// A follower of a board file.
#[derive(Clone, Debug)]
pub struct BoardFollower {
    /// Owner.
    pub player: Player,
    /// Square of the tile it was placed with.
    pub at: Pos,
    /// Feature spec: `city`, `road@E`, `field@NNW`, `cloister` …
    pub feature: FeatureSpec,
    /// Span of the `[[follower]]` table.
    pub span: Range<usize>,
    /// Span of the feature spec.
    pub feature_span: Range<usize>,
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
    /// Tiles in placement order; the first is the start.
    pub tiles: Vec<BoardTile>,
    /// Followers.
    pub followers: Vec<BoardFollower>,
    /// Expected points per rule edition.
    pub expect: Vec<Expectation>,
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
    d = match suggest(&e.name, e.expected.iter().copied()) {
        Some(best) => d.hint(format!("did you mean `{best}`?")),
        None => d.hint(format!("players are {}", e.expected.join(", "))),
    };
    report.push(d);
    None
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
        let rotation = match &r.rotation {
            None => Rotation::R0,
            Some(deg) => match Rotation::from_degrees(*deg.get_ref()) {
                Some(rot) => rot,
                None => {
                    report.push(
                        Diagnostic::error(
                            "board/bad-rotation",
                            format!("rotation {} is not a quarter turn", deg.get_ref()),
                        )
                        .at(rel, deg.span())
                        .hint("use 0, 90, 180 or 270 (degrees clockwise)"),
                    );
                    Rotation::R0
                }
            },
        };
        let Some(at) = parse_pos(&r.at, rel, report) else {
            continue;
        };
        tiles.push(BoardTile {
            kind: r.kind.get_ref().clone(),
            at,
            rotation,
            span: t.span(),
            kind_span: r.kind.span(),
        });
    }
    let mut followers = Vec::new();
    for f in &raw.follower {
        let r = f.get_ref();
        let Some(player) = parse_player(&r.player, rel, report) else {
            continue;
        };
        let Some(at) = parse_pos(&r.at, rel, report) else {
            continue;
        };
        let feature = match r.feature.get_ref().parse::<FeatureSpec>() {
            Ok(feature) => feature,
            Err(e) => {
                report.push(unknown_feature(
                    rel,
                    r.feature.span(),
                    format!("follower of {player}: {}", english_clause(&e.message())),
                ));
                continue;
            }
        };
        followers.push(BoardFollower {
            player,
            at,
            feature,
            span: f.span(),
            feature_span: r.feature.span(),
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
        followers,
        expect,
    })
}

/// The kinds a board may use: those of its tile sets. Also checks that
/// the board uses no kind more often than those sets hold it.
pub fn kind_table(board: &Board, data: &Data, report: &mut Report) -> Option<Arc<KindTable>> {
    // How many tiles of each kind the sets hold: a set included by another
    // named set too is counted once (each kind is defined by one set).
    let mut held: BTreeMap<&KindId, u32> = BTreeMap::new();
    let mut seen: BTreeSet<(&KindId, &TileSetId)> = BTreeSet::new();
    let mut ids: Vec<&KindId> = Vec::new();
    let mut ok = true;
    for ts in &board.tilesets {
        let Some(info) = data.set(ts.get_ref()) else {
            ok = false;
            if !data.available(&Input::Tilesets, report) {
                continue;
            }
            let mut d = Diagnostic::error(
                "board/unknown-tileset",
                format!("there is no tile set `{}`", ts.get_ref()),
            )
            .at(&board.file, ts.span());
            let known: Vec<&str> = data.sets.iter().map(|s| s.set.id.as_str()).collect();
            d = match suggest(ts.get_ref().as_str(), known.iter().copied()) {
                Some(best) => d.hint(format!("did you mean `{best}`?")),
                None => d.hint(format!("known tile sets: {}", known.join(", "))),
            };
            report.push(d);
            continue;
        };
        for e in &info.set.entries {
            if !held.contains_key(&e.kind) {
                ids.push(&e.kind);
            }
            let n = held.entry(&e.kind).or_default();
            if seen.insert((&e.kind, &e.from)) {
                *n = n.saturating_add(e.count);
            }
        }
    }
    if !ok {
        return None;
    }
    let mut used: BTreeMap<&KindId, u32> = BTreeMap::new();
    for (i, t) in board.tiles.iter().enumerate() {
        let Some(&limit) = held.get(&t.kind) else {
            // Not in the sets: replaying says so.
            continue;
        };
        let n = used.entry(&t.kind).or_default();
        *n += 1;
        if *n > limit {
            report.push(
                Diagnostic::error(
                    "board/too-many-of-kind",
                    format!(
                        "tile #{}: one `{}` too many; the board's tile sets hold {limit} of that kind",
                        i + 1,
                        t.kind
                    ),
                )
                .at(&board.file, t.kind_span.clone())
                .label(format!("tile {n} of kind `{}`", t.kind))
                .hint(format!(
                    "use another kind here, or name in `tilesets` a set that holds more than {limit} of `{}`",
                    t.kind
                )),
            );
            return None;
        }
    }
    // A kind that cannot be played is reported by the tile-set checks
    // (`tile/too-many-features`); boards using it are not replayed.
    KindTable::new(
        ids.iter()
            .filter_map(|id| data.kind(*id).cloned())
            .collect(),
    )
    .ok()
    .map(Arc::new)
}

/// `board/unknown-feature`: a follower's feature spec names no feature.
fn unknown_feature(rel: &Path, span: Range<usize>, message: String) -> Diagnostic {
    Diagnostic::error("board/unknown-feature", message)
        .at(rel, span)
        .hint("write the feature as type@place: city@N, road@E, field@NNW, cloister")
}

/// Replays a board under `rules`. Illegal placements and followers are
/// reported at their line; the outcome is `None` then.
pub fn replay(
    board: &Board,
    table: &Arc<KindTable>,
    rules: &Rules,
    report: &mut Report,
) -> Option<Outcome> {
    let game = replay_game(board, table, rules, report)?;
    let mut players: Vec<Player> = board.followers.iter().map(|f| f.player).collect();
    players.extend(
        board
            .expect
            .iter()
            .flat_map(|e| e.points.iter().map(|(p, _)| *p)),
    );
    players.sort();
    players.dedup();
    Some(Outcome {
        rules: rules.id.clone(),
        players: players.into_iter().map(|p| (p, game.score(p))).collect(),
        events: game.events().to_vec(),
    })
}

/// The board as the engine's turns: kinds by index (an id the table lacks
/// gets an index past its end, so the replay names the turn), each
/// follower with the first tile placed on its square. Also returns, per
/// turn, the indices in `board.followers` of its followers.
fn turns(board: &Board, table: &KindTable) -> (Vec<Turn>, Vec<Vec<usize>>) {
    let mut used = vec![false; board.followers.len()];
    let mut owners = Vec::with_capacity(board.tiles.len());
    let turns = board
        .tiles
        .iter()
        .map(|t| {
            let mine: Vec<usize> = (0..board.followers.len())
                .filter(|&j| !used[j] && board.followers[j].at == t.at)
                .collect();
            let followers = mine
                .iter()
                .map(|&j| {
                    used[j] = true;
                    (board.followers[j].player, board.followers[j].feature)
                })
                .collect();
            owners.push(mine);
            Turn {
                kind: table.index_of(&t.kind).unwrap_or(usize::MAX),
                pos: t.at,
                rotation: t.rotation,
                followers,
            }
        })
        .collect();
    (turns, owners)
}

/// The diagnostic of a replay that failed, at the tile or follower of the
/// turn that did.
fn replay_diagnostic(
    board: &Board,
    table: &KindTable,
    owners: &[Vec<usize>],
    e: &ReplayError,
) -> Diagnostic {
    let rel = &board.file;
    let i = e.turn();
    let t = &board.tiles[i];
    let follower = |f: usize| &board.followers[owners[i][f]];
    match e {
        ReplayError::UnknownKind { .. } => {
            let known: Vec<&str> = (0..table.len())
                .map(|k| table.kind(k).id.as_str())
                .collect();
            let d = Diagnostic::error(
                "board/unknown-kind",
                format!(
                    "tile #{}: there is no tile kind `{}` in the board's tile sets",
                    i + 1,
                    t.kind
                ),
            )
            .at(rel, t.kind_span.clone());
            match suggest(t.kind.as_str(), known.iter().copied()) {
                Some(best) => d.hint(format!("did you mean `{best}`?")),
                None => d.hint("add the tile set that has it to `tilesets`, or correct the id"),
            }
        }
        ReplayError::Placement { error, .. } => Diagnostic::error(
            "board/illegal-placement",
            format!(
                "tile #{} (`{}` at [{}, {}], rotation {}): {}",
                i + 1,
                t.kind,
                t.at.0,
                t.at.1,
                t.rotation.degrees(),
                english_clause(&error.message())
            ),
        )
        .at(rel, t.span.clone())
        .hint("tiles are listed in the order they were placed; each must touch an earlier one by a whole side and continue every edge it touches"),
        ReplayError::Feature {
            follower: f, error, ..
        } => unknown_feature(
            rel,
            follower(*f).feature_span.clone(),
            format!(
                "follower of {} on tile #{}: {}",
                follower(*f).player,
                i + 1,
                english_clause(&error.message())
            ),
        ),
        ReplayError::Follower {
            follower: f, error, ..
        } => Diagnostic::error(
            "board/illegal-follower",
            format!(
                "follower of {} on tile #{}: {}",
                follower(*f).player,
                i + 1,
                english_clause(&error.message())
            ),
        )
        .at(rel, follower(*f).span.clone())
        .hint("a follower goes on the tile placed in the same turn, one per turn, on a feature nobody occupies"),
    }
}

/// Replays a board under `rules` with the engine's one replay and returns
/// the game (finished, unless the file says `final = false`). A failure is
/// reported at the tile or follower of the turn that failed; a follower
/// whose square never gets a tile, after a replay that succeeded.
pub fn replay_game(
    board: &Board,
    table: &Arc<KindTable>,
    rules: &Rules,
    report: &mut Report,
) -> Option<Game> {
    let (turns, owners) = turns(board, table);
    let game = match tilebook_engine::replay(
        Arc::clone(table),
        rules.clone(),
        &turns,
        board.final_scoring,
    ) {
        Ok(game) => game,
        Err(e) => {
            report.push(replay_diagnostic(board, table, &owners, &e));
            return None;
        }
    };
    let placed: BTreeSet<usize> = owners.iter().flatten().copied().collect();
    let mut off_board = false;
    for (j, f) in board.followers.iter().enumerate() {
        if !placed.contains(&j) {
            off_board = true;
            report.push(
                Diagnostic::error(
                    "board/follower-off-board",
                    format!("no tile lies at [{}, {}] for this follower", f.at.0, f.at.1),
                )
                .at(&board.file, f.span.clone())
                .hint("a follower's `at` is the square of the tile it was placed with"),
            );
        }
    }
    (!off_board).then_some(game)
}

/// Replays a board under every rule edition it lists in `expect` and
/// reports every difference. What cannot be checked because a tile set,
/// kind or the rule editions could not be read is skipped (the cause is
/// reported once).
pub fn check_expectations(board: &Board, data: &Data, report: &mut Report) {
    let Some(table) = kind_table(board, data, report) else {
        return;
    };
    let unreadable_kind = board.tiles.iter().any(|t| {
        table.index_of(&t.kind).is_none() && !data.available(&Input::Kind(t.kind.clone()), report)
    });
    if unreadable_kind || !data.available(&Input::Rules, report) {
        return;
    }
    if board.expect.is_empty() {
        // Still prove the board legal.
        if let Some(rules) = data.rules.first() {
            replay(board, &table, rules, report);
        }
        return;
    }
    for exp in &board.expect {
        let Some(rules) = data.rules.iter().find(|r| r.id == exp.rules) else {
            if !data.available(&Input::Rule(exp.rules.clone()), report) {
                continue;
            }
            let known: Vec<&str> = data.rules.iter().map(|r| r.id.as_str()).collect();
            report.push(
                Diagnostic::error(
                    "board/unknown-rules",
                    format!("there is no rule edition `{}`", exp.rules),
                )
                .at(&board.file, exp.span.clone())
                .hint(format!("rule editions: {}", known.join(", "))),
            );
            continue;
        };
        let Some(outcome) = replay(board, &table, rules, report) else {
            return;
        };
        let got: BTreeMap<Player, u32> = outcome.players.iter().copied().collect();
        for &(player, want) in &exp.points {
            let have = got.get(&player).copied().unwrap_or(0);
            if have != want {
                let mut d = Diagnostic::error(
                    "board/wrong-score",
                    format!(
                        "under {} rules {player} scores {have}, but the file expects {want}",
                        exp.rules
                    ),
                )
                .at(&board.file, exp.span.clone())
                .hint("correct the expected points, or the board");
                for e in &outcome.events {
                    d = d.note(describe_event(e));
                }
                report.push(d);
            }
        }
        // A player who scores but is not expected to.
        for (player, have) in &outcome.players {
            if *have > 0 && !exp.points.iter().any(|(p, _)| p == player) {
                report.push(
                    Diagnostic::error(
                        "board/wrong-score",
                        format!(
                            "under {} rules {player} scores {have}, but the file expects nothing for {player}",
                            exp.rules
                        ),
                    )
                    .at(&board.file, exp.span.clone())
                    .hint(format!("add `{player} = {have}` to this line if that is right")),
                );
            }
        }
    }
}

/// One line describing a scoring event, for notes and `score` output.
pub fn describe_event(e: &ScoreEvent) -> String {
    let what = match e.feature {
        FeatureType::Field => format!("farm bordering {} completed cities", e.cities),
        FeatureType::City => format!("city of {} tiles, {} pennants", e.tiles.len(), e.pennants),
        FeatureType::Road => format!("road of {} tiles", e.tiles.len()),
        FeatureType::Cloister => format!("cloister with {} tiles", e.tiles.len()),
        FeatureType::River => "river".to_string(),
    };
    let pts: Vec<String> = e.points.iter().map(|(p, n)| format!("{p} {n}")).collect();
    format!(
        "{:<5} {what}: {}",
        e.when.name(),
        if pts.is_empty() {
            "nobody".into()
        } else {
            pts.join(", ")
        }
    )
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
            Some(b) => data.examples.push(b),
            None => data.mark_unavailable(Input::Example(id), None),
        }
    }
}
