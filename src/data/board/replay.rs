//! Replaying a board on the engine (one replay: `tilebook_engine::replay`):
//! the kinds its tile sets allow, the turns it lists, each failure as a
//! diagnostic at its line, and the points it expects under each edition.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use tilebook_engine::brings::{Brings, Together};
use tilebook_engine::{
    FeatureType, Game, KindId, KindTable, Player, Pos, ReplayError, Rules, ScoreEvent, Setup, Step,
    TileSet, Turn,
};

use super::{Board, Outcome};
use crate::data::variant::{ChoiceError, Choices, apply_rules};
use crate::data::{Data, Input};
use crate::diag::{Diagnostic, Report};
use crate::l10n::engine::english_clause;

/// The kinds tile sets hold together and how many of each, in the order
/// the sets list them: a set included by another of them too is counted
/// once (each kind is defined by one set).
pub fn held<'a>(sets: impl IntoIterator<Item = &'a TileSet>) -> Vec<(&'a KindId, u32)> {
    let brings: Vec<_> = sets.into_iter().map(Brings::of).collect();
    Together::of(&brings).held
}

/// The kinds a board may use: those of its tile sets. Also checks that
/// the board uses no kind more often than those sets hold it.
pub fn kind_table(board: &Board, data: &Data, report: &mut Report) -> Option<Arc<KindTable>> {
    let mut ok = true;
    let mut sets = Vec::new();
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
            d = d.suggest(ts.get_ref().as_str(), known.iter().copied(), || {
                format!("known tile sets: {}", known.join(", "))
            });
            report.push(d);
            continue;
        };
        sets.push(&info.set);
    }
    if !ok {
        return None;
    }
    advised_against(board, data, report);
    let held = held(sets.iter().copied());
    let mut used: BTreeMap<&KindId, u32> = BTreeMap::new();
    for (i, t) in board.tiles.iter().enumerate() {
        let Some(&(_, limit)) = held.iter().find(|(k, _)| *k == &t.kind) else {
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
                        "{}: one `{}` too many; the board's tile sets hold {limit} of that kind",
                        board.tile_label(i),
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
    // The sets' rules modules are checked against the engine's when the
    // sets are read.
    let mut setup = Setup::of_sets(sets).ok()?;
    if let Err(e) = data.apply_choices(&board.variants, &mut setup) {
        report.push(variant_diagnostic(board, &e));
        return None;
    }
    for &(figure, n) in &board.pieces {
        setup.set_figures(figure, n);
    }
    if let Some(n) = board.seats {
        setup.set_seats(n);
    }
    KindTable::new(
        held.iter()
            .filter_map(|(id, _)| data.kind(*id).cloned())
            .collect(),
    )
    .ok()
    .map(|t| Arc::new(t.with_setup(setup)))
}

/// `board/unknown-variant` at the board's choice of the variant `e`
/// names (or its file, for a choice from the command line).
fn variant_diagnostic(board: &Board, e: &ChoiceError) -> Diagnostic {
    let d = e.diagnostic();
    let variant = match e {
        ChoiceError::UnknownVariant { variant, .. }
        | ChoiceError::NotInPlay { variant, .. }
        | ChoiceError::UnknownOption { variant, .. } => variant,
    };
    match board.variant_spans.get(variant) {
        Some(span) if board.variants.0.contains_key(variant) => d.at(&board.file, span.clone()),
        _ => d.in_file(&board.file),
    }
}

/// The rule edition `rules` as the board plays it: with the base game's
/// rule variants it chooses (a wrong choice is reported by [`kind_table`]).
pub fn rules_for(board: &Board, data: &Data, rules: &Rules) -> Rules {
    apply_rules(rules, &data.rules_params(&board.variants))
}

/// `board/advised-against`: the board plays two tile sets together that
/// the publisher advises against combining (a set's `advised_against`).
/// A warning: the rules still apply.
fn advised_against(board: &Board, data: &Data, report: &mut Report) {
    for ts in &board.tilesets {
        let Some(info) = data.set(ts.get_ref()) else {
            continue;
        };
        for other in &info.advised_against {
            if board.tilesets.iter().any(|t| t.get_ref() == other) {
                report.push(
                    Diagnostic::warning(
                        "board/advised-against",
                        format!(
                            "the publisher advises against playing `{}` together with `{other}`",
                            ts.get_ref()
                        ),
                    )
                    .at(&board.file, ts.span())
                    .hint(format!(
                        "the board is replayed all the same; leave `{other}` or `{}` out of `tilesets` to follow the advice",
                        ts.get_ref()
                    )),
                );
            }
        }
    }
}

/// `board/unknown-feature`: a follower's feature spec names no feature.
pub(super) fn unknown_feature(rel: &Path, span: Range<usize>, message: String) -> Diagnostic {
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
        game.awards()
            .iter()
            .flat_map(|a| std::iter::once(a.player).chain(a.payer)),
    );
    players.extend(board.tiles.iter().filter_map(|t| t.player));
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
        tokens: players
            .iter()
            .map(|&p| (p, game.holds(p)))
            .filter(|(_, t)| t.iter().any(|(_, n)| *n > 0))
            .collect(),
        players: players.into_iter().map(|p| (p, game.score(p))).collect(),
        events: game.events().to_vec(),
        awards: game.awards().to_vec(),
        second_tiles: (game.history().iter().enumerate())
            .filter(|(_, m)| m.extra_tile)
            .map(|(i, _)| i + 1 - board.block.min(i))
            .collect(),
    })
}

/// Where a turn's step comes from in the board file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Source {
    /// `board.followers[j]`.
    Follower(usize),
    /// `board.steps[j]`.
    Step(usize),
}

/// The board as the engine's turns: kinds by index (an id the table lacks
/// gets an index past its end, so the replay names the turn), each
/// follower and step with the first tile placed on its turn's square, in
/// the turn's order (the steps' phases). Also returns, per
/// turn, where each of its steps comes from.
pub(crate) fn turns(board: &Board, table: &KindTable) -> (Vec<Turn>, Vec<Vec<Source>>) {
    // The first tile on each square, so that each follower and step finds
    // its turn at once (a board is read in time linear in its size).
    let mut first: std::collections::HashMap<Pos, usize> =
        std::collections::HashMap::with_capacity(board.tiles.len());
    for (i, t) in board.tiles.iter().enumerate() {
        first.entry(t.at).or_insert(i);
    }
    let mut per_turn: Vec<Vec<(u8, Source, Step)>> = vec![Vec::new(); board.tiles.len()];
    for (j, f) in board.followers.iter().enumerate() {
        if let Some(&i) = first.get(&f.at) {
            let step = Step::Figure {
                player: f.player,
                figure: f.figure,
                on: f.on,
                spec: f.feature,
            };
            per_turn[i].push((1, Source::Follower(j), step));
        }
    }
    for (j, s) in board.steps.iter().enumerate() {
        // A step at the end of the game goes with the last turn.
        let i = match s.at {
            Some(at) => first.get(&at).copied(),
            None => board.tiles.len().checked_sub(1),
        };
        if let Some(i) = i {
            per_turn[i].push((s.step.phase(), Source::Step(j), s.step.clone()));
        }
    }
    let mut owners = Vec::with_capacity(board.tiles.len());
    let turns = (board.tiles.iter().zip(per_turn))
        .map(|(t, mut steps)| {
            // Stable: within a phase, followers first, then the file's order.
            steps.sort_by_key(|(phase, _, _)| *phase);
            owners.push(steps.iter().map(|(_, src, _)| *src).collect());
            Turn {
                kind: table.index_of(&t.kind).unwrap_or(usize::MAX),
                pos: t.at,
                rotation: t.rotation,
                steps: steps.into_iter().map(|(_, _, s)| s).collect(),
                player: t.player,
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
    owners: &[Vec<Source>],
    e: &ReplayError,
) -> Diagnostic {
    let rel = &board.file;
    let i = e.turn();
    let t = &board.tiles[i];
    // The step's table (or list), and who took it.
    let source = |k: usize| -> (Range<usize>, String) {
        match owners[i][k] {
            Source::Follower(j) => {
                let f = &board.followers[j];
                (f.span.clone(), format!("follower of {}", f.player))
            }
            Source::Step(j) => (board.steps[j].span.clone(), board.steps[j].name.clone()),
        }
    };
    let feature_span = |k: usize| match owners[i][k] {
        Source::Follower(j) => board.followers[j].feature_span.clone(),
        _ => source(k).0,
    };
    match e {
        ReplayError::UnknownKind { .. } => {
            let known: Vec<&str> = (0..table.len())
                .map(|k| table.kind(k).id.as_str())
                .collect();
            Diagnostic::error(
                "board/unknown-kind",
                format!(
                    "{}: there is no tile kind `{}` in the board's tile sets",
                    board.tile_label(i),
                    t.kind
                ),
            )
            .at(rel, t.kind_span.clone())
            .suggest(t.kind.as_str(), known.iter().copied(), || {
                "add the tile set that has it to `tilesets`, or correct the id".into()
            })
        }
        ReplayError::Placement { error, .. } => Diagnostic::error(
            "board/illegal-placement",
            format!(
                "{} (`{}` at [{}, {}], rotation {}): {}",
                board.tile_label(i),
                t.kind,
                t.at.0,
                t.at.1,
                t.rotation.degrees(),
                english_clause(&error.message())
            ),
        )
        .at(rel, t.span.clone())
        .hint("tiles are listed in the order they were placed; each must touch an earlier one by a whole side and continue every edge it touches"),
        ReplayError::Feature { step, error, .. } => unknown_feature(
            rel,
            feature_span(*step),
            format!(
                "{} on {}: {}",
                source(*step).1,
                board.tile_label(i),
                english_clause(&error.message())
            ),
        ),
        ReplayError::Follower { step, error, .. } => Diagnostic::error(
            "board/illegal-follower",
            format!(
                "{} on {}: {}",
                source(*step).1,
                board.tile_label(i),
                english_clause(&error.message())
            ),
        )
        .at(rel, source(*step).0)
        .hint("a follower goes on the tile placed in the same turn, one per turn, on a feature nobody occupies"),
        ReplayError::Step { step, error, .. } => {
            let (span, who) = match step {
                Some(k) => source(*k),
                None => (t.kind_span.clone(), format!("{} (`{}`)", board.tile_label(i), t.kind)),
            };
            Diagnostic::error(
                "board/illegal-step",
                format!(
                    "{who}, in the turn of {}: {}",
                    board.tile_label(i),
                    english_clause(&error.message())
                ),
            )
            .at(rel, span)
            .hint("each step is listed with `at` = the square of its turn's tile, and follows the rules of its expansion (docs/rules-and-boards.md)")
        }
        ReplayError::NoSeat { .. } => Diagnostic::error(
            "board/no-seat",
            format!("{}: {}", board.tile_label(i), english_clause(&e.message())),
        )
        .at(rel, t.span.clone())
        .hint("add `inns-cathedrals` to `tilesets` for a sixth player, or give the tile one of the five base colours"),
        ReplayError::NoPlayer { .. } | ReplayError::TurnOrder { .. } => Diagnostic::error(
            "board/turn-order",
            format!("{}: {}", board.tile_label(i), english_clause(&e.message())),
        )
        .at(rel, t.span.clone())
        .hint("give every tile after the first its `player`, in seat order; a player plays two tiles in a row only for a builder's second tile"),
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
    // Steps no turn takes are reported whatever the replay says: each is
    // wrong on its own.
    let dropped = unplaced(board, &owners, report);
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
    (!dropped).then_some(game)
}

/// Reports every follower and step of `board` that no turn takes: one on
/// a square without a tile, and, on a board without the final scoring
/// (`final = false`), one that waits for the end of the game. Returns
/// whether there was any.
fn unplaced(board: &Board, owners: &[Vec<Source>], report: &mut Report) -> bool {
    let placed: BTreeSet<Source> = owners.iter().flatten().copied().collect();
    let mut dropped = false;
    for (j, f) in board.followers.iter().enumerate() {
        if !placed.contains(&Source::Follower(j)) {
            dropped = true;
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
    for (j, s) in board.steps.iter().enumerate() {
        if !placed.contains(&Source::Step(j)) {
            dropped = true;
            report.push(
                Diagnostic::error(
                    "board/follower-off-board",
                    match s.at {
                        Some(at) => {
                            format!("no tile lies at [{}, {}] for this {}", at.0, at.1, s.name)
                        }
                        None => format!("no tile lies on the board for this {}", s.name),
                    },
                )
                .at(&board.file, s.span.clone())
                .hint("a step's `at` is the square of the tile of the turn it is taken in"),
            );
        } else if !board.final_scoring && s.step.phase() >= Step::AT_THE_END {
            dropped = true;
            report.push(
                Diagnostic::error(
                    "board/illegal-step",
                    format!(
                        "{}: it is taken at the end of the game, which a board with `final = false` does not reach",
                        s.name
                    ),
                )
                .at(&board.file, s.span.clone())
                .hint("remove `final = false` to play the game to its end, or remove the step"),
            );
        }
    }
    dropped
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
            replay(board, &table, &rules_for(board, data, rules), report);
        }
        return;
    }
    let mut tables: Vec<(Choices, Board, Arc<KindTable>)> =
        vec![(Choices::default(), board.clone(), table)];
    for exp in &board.expect {
        // Under the options it names on top of the board's, each set of
        // options once.
        let (board, table) = match tables.iter().find(|(c, _, _)| *c == exp.variants) {
            Some((_, b, t)) => (b.clone(), Arc::clone(t)),
            None => {
                let mut b = board.clone();
                b.variants = board.variants.with(&exp.variants);
                b.variant_spans.clear();
                let Some(t) = kind_table(&b, data, report) else {
                    continue;
                };
                tables.push((exp.variants.clone(), b.clone(), Arc::clone(&t)));
                (b, t)
            }
        };
        let board = &board;
        let under = if exp.variants.0.is_empty() {
            String::new()
        } else {
            format!(" with {}", exp.variants.describe())
        };
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
        let rules = &rules_for(board, data, rules);
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
                        "under {} rules{under} {player} scores {have}, but the file expects {want}",
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
                            "under {} rules{under} {player} scores {have}, but the file expects nothing for {player}",
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
    let tiles = counted(e.tiles.len() as u32, "tile", "tiles");
    let pennants = counted(e.pennants, "pennant", "pennants");
    let what = match e.feature {
        FeatureType::Field => format!(
            "farm bordering {}",
            counted(e.cities, "completed city", "completed cities")
        ),
        FeatureType::City => format!("city of {tiles}, {pennants}"),
        FeatureType::Road => format!("road of {tiles}"),
        FeatureType::Cloister => format!("cloister with {tiles}"),
        FeatureType::River => "river".to_string(),
    };
    // What the expansions count in it: “…, with 1 cathedral”.
    let marks: Vec<String> = (e.marks.counts().into_iter())
        .filter(|(_, _, n)| *n > 0)
        .map(|(plural, one, n)| counted(n, one, plural))
        .collect();
    let what = match marks.is_empty() {
        true => what,
        false => format!("{what}, with {}", marks.join(", ")),
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

/// `n` and the noun, singular for one: "1 tile", "2 tiles".
pub fn counted(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
