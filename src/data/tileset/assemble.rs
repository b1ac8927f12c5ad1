//! Cross-file work on the parsed tile-set files: duplicate ids, `like`,
//! includes, totals and start tiles, flattened into engine `TileSet`s.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::Arc;

use tilebook_engine::{
    BlockError, Game, KindId, KindTable, MAX_BLOCK_SPAN, Rules, Setup, TileKind, TileSet,
    TileSetError, TileSetId, lay_before_play,
};
use toml::Spanned;

use super::engine_errors::set_error;
use super::{ParsedFile, ParsedKind};
use crate::data::{Data, Input, KindInfo, SetInfo};
use crate::diag::Suggester;
use crate::diag::{Diagnostic, Report};
use crate::l10n::engine::english_clause;

/// Cross-file checks and flattening: duplicate ids, includes, totals and
/// start tiles.
pub fn assemble(mut files: Vec<ParsedFile>, report: &mut Report) -> Data {
    files.sort_by(|a, b| a.id.cmp(&b.id).then(a.rel.cmp(&b.rel)));
    let mut data = Data::default();
    for id in files.iter().flat_map(|f| &f.broken) {
        data.mark_unavailable(Input::Kind(id.clone()), None);
    }

    // Set ids and kind ids must be unique across all files.
    let mut set_ids: BTreeMap<TileSetId, PathBuf> = BTreeMap::new();
    files.retain(|f| {
        if let Some(first) = set_ids.get(&f.id) {
            report.push(
                Diagnostic::error(
                    "data/duplicate-id",
                    format!("tile set `{}` is defined twice", f.id),
                )
                .at(&f.rel, f.id_span.clone())
                .note(format!("first defined in {}", first.display()))
                .hint("give each tile set its own id"),
            );
            false
        } else {
            set_ids.insert(f.id.clone(), f.rel.clone());
            true
        }
    });
    for f in files.iter_mut() {
        let mut kept = Vec::new();
        for k in std::mem::take(&mut f.kinds) {
            if let Some(first) = data.kinds.get(&k.kind.id) {
                let same_file = first.file == f.rel;
                report.push(
                    Diagnostic::error(
                        "data/duplicate-id",
                        format!("tile kind `{}` is defined twice", k.kind.id),
                    )
                    .at(&f.rel, k.id_span.clone())
                    .note(if same_file {
                        "first defined earlier in this file".to_string()
                    } else {
                        format!("first defined in {}", first.file.display())
                    })
                    .hint("kind ids are unique across all tile sets; to reuse a kind, include its set"),
                );
                f.incomplete = true;
                continue;
            }
            data.kinds.insert(
                k.kind.id.clone(),
                KindInfo {
                    kind: k.kind.clone(),
                    set: f.id.clone(),
                    file: f.rel.clone(),
                    id_span: k.id_span.clone(),
                },
            );
            kept.push(k);
        }
        f.kinds = kept;
    }
    let likes: Vec<(&ParsedFile, &ParsedKind, &Spanned<KindId>)> = files
        .iter()
        .flat_map(|f| {
            f.kinds
                .iter()
                .filter_map(move |k| k.like.as_ref().map(|l| (f, k, l)))
        })
        .collect();

    // `like = "ID"`: copy the shape of a kind that has its own.
    let like_ids: BTreeSet<&KindId> = likes.iter().map(|(_, k, _)| &k.kind.id).collect();
    let own_shapes: Vec<KindId> = data
        .kinds
        .keys()
        .filter(|id| !like_ids.contains(id))
        .cloned()
        .collect();
    let suggester = Suggester::new(own_shapes.iter().map(KindId::as_str));
    for &(f, k, like) in &likes {
        let target = Some(like.get_ref())
            .filter(|id| !like_ids.contains(id))
            .and_then(|id| data.kinds.get(id))
            .map(|t| t.kind.clone());
        match target {
            Some(shape) => {
                let info = data.kinds.get_mut(&k.kind.id).expect("registered above");
                info.kind = TileKind {
                    id: k.kind.id.clone(),
                    symbols: k.kind.symbols.clone(),
                    ..shape
                };
            }
            None => {
                let d = Diagnostic::error(
                    "data/unknown-kind",
                    format!(
                        "tile kind `{}` is `like = \"{}\"`, but no kind with its own shape has that id",
                        k.kind.id,
                        like.get_ref()
                    ),
                )
                .at(&f.rel, like.span())
                .did_you_mean(suggester.suggest(like.get_ref().as_str()), || {
                    "name a kind defined with `edges` in some tile set".into()
                });
                data.kinds.remove(&k.kind.id);
                data.mark_unavailable(Input::Kind(k.kind.id.clone()), None);
                report.push(d);
            }
        }
    }

    // Flatten includes (each set once, cycles reported once).
    let by_id: BTreeMap<&str, &ParsedFile> = files.iter().map(|f| (f.id.as_str(), f)).collect();
    let resolved = super::includes::resolve_all(&by_id, report);
    for f in &files {
        let r = &resolved[f.id.as_str()];
        let (entries, complete) = (r.entries.clone(), r.complete);
        let set = TileSet {
            id: f.id.clone(),
            stated_total: f.stated_total,
            requires_start: f.requires_start,
            entries,
            pieces: f.pieces.clone(),
            rules: f.rules.clone(),
            params: f.params.clone(),
            block: f.block.iter().map(|b| b.tile.clone()).collect(),
        };
        let twice = (r.twice.iter()).map(|kind| TileSetError::DuplicateKind { kind: kind.clone() });
        for e in twice.chain(set.validate()) {
            if !complete && !matches!(e, TileSetError::DuplicateKind { .. }) {
                // Some kinds could not be read; their errors say why.
                continue;
            }
            let (code, span, hint) = set_error(f, &e);
            report.push(
                Diagnostic::error(code, format!("tile set `{}`: {e}", f.id))
                    .at(&f.rel, span)
                    .hint(hint),
            );
        }
        if complete {
            check_block(f, &set, &data, report);
        }
        let variants = set_variants(f, &set, report);
        for other in &f.advised_against {
            let name = other.get_ref();
            if !by_id.contains_key(name.as_str()) {
                report.push(
                    Diagnostic::error(
                        "data/unknown-include",
                        format!(
                            "tile set `{}` advises against `{name}`, which does not exist",
                            f.id
                        ),
                    )
                    .at(&f.rel, other.span())
                    .suggest(name.as_str(), by_id.keys().copied(), || {
                        format!(
                            "known tile sets: {}",
                            by_id.keys().copied().collect::<Vec<_>>().join(", ")
                        )
                    }),
                );
            }
        }
        data.variants.extend(f.rule_variants.iter().cloned());
        data.sets.push(SetInfo {
            set,
            file: f.rel.clone(),
            includes: f.includes.iter().map(|s| s.get_ref().clone()).collect(),
            id_span: f.id_span.clone(),
            variants,
            advised_against: (f.advised_against.iter())
                .map(|s| s.get_ref().clone())
                .collect(),
        });
    }
    data
}

/// Checks the set's `block`: every tile a kind of the set, no two on one
/// square, no more tiles of a kind than the set has (`set/bad-block`), and
/// touching tiles showing the same on the sides they touch by
/// (`set/block-mismatch`, naming both tiles).
fn check_block(f: &ParsedFile, set: &TileSet, data: &Data, report: &mut Report) {
    let name = |i: usize| {
        let b = &set.block[i];
        format!("`{}` at [{}, {}]", b.kind, b.at.0, b.at.1)
    };
    let errors = set.block_errors(|id| data.kinds.get(id).map(|k| &k.kind));
    if errors.is_empty() {
        lay_block(f, set, data, report);
    }
    for e in errors {
        let tile = &f.block[e.index()];
        let d = match &e {
            BlockError::UnknownKind { .. } => Diagnostic::error(
                "set/bad-block",
                format!(
                    "tile set `{}`: the block lays `{}`, which is no kind of the set",
                    f.id, tile.tile.kind
                ),
            )
            .at(&f.rel, tile.kind_span.clone())
            .suggest(
                tile.tile.kind.as_str(),
                set.entries.iter().map(|e| e.kind.as_str()),
                || "name a kind of the set".into(),
            ),
            BlockError::Overlap { first, .. } => Diagnostic::error(
                "set/bad-block",
                format!(
                    "tile set `{}`: {} lies on the square of {}",
                    f.id,
                    name(e.index()),
                    name(*first)
                ),
            )
            .at(&f.rel, tile.span.clone())
            .hint("give each tile of the block its own square"),
            BlockError::TooMany { count, .. } => Diagnostic::error(
                "set/bad-block",
                format!(
                    "tile set `{}`: the block lays more tiles of `{}` than the set's {count}",
                    f.id, tile.tile.kind
                ),
            )
            .at(&f.rel, tile.kind_span.clone())
            .hint("lay each tile of the set at most once, or raise the kind's `count`"),
            BlockError::TooWide { span, .. } => Diagnostic::error(
                "set/bad-block",
                format!(
                    "tile set `{}`: with {} the block reaches {span} squares across; a block reaches at most {MAX_BLOCK_SPAN}",
                    f.id,
                    name(e.index())
                ),
            )
            .at(&f.rel, tile.span.clone())
            .hint("lay the block's tiles side by side, close together round [0, 0]"),
            BlockError::Mismatch {
                side,
                shows,
                other,
                other_shows,
                ..
            } => Diagnostic::error(
                "set/block-mismatch",
                format!(
                    "tile set `{}`: {} shows {shows} on its {side} side, but {} beside it shows {other_shows}",
                    f.id,
                    name(e.index()),
                    name(*other)
                ),
            )
            .at(&f.rel, tile.span.clone())
            .hint("touching tiles of the block must show the same on the sides they touch by: check the two kinds' edges, the squares and the rotations"),
        };
        report.push(d);
    }
}

/// Lays the set's block as play lays it before a board's first turn
/// ([`lay_before_play`], the engine's one way): a tile play would refuse
/// (on no square beside an earlier tile of the block, off the board, or
/// refused by the set's rules) is `set/bad-block` at that tile, so that
/// `check` refuses what every board of the set would. Kinds that cannot be
/// compiled are reported by the kind checks, and the block is not laid.
fn lay_block(f: &ParsedFile, set: &TileSet, data: &Data, report: &mut Report) {
    if set.block.is_empty() {
        return;
    }
    let Ok(setup) = Setup::of_sets([set]) else {
        return;
    };
    let kinds =
        (set.entries.iter()).filter_map(|e| data.kinds.get(&e.kind).map(|k| k.kind.clone()));
    let Ok(table) = KindTable::new(kinds.collect()) else {
        return;
    };
    let table = Arc::new(table.with_setup(setup));
    let Some(tiles) = (set.block.iter())
        .map(|b| Some((table.index_of(&b.kind)?, b.at, b.rotation)))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let mut game = Game::new(Arc::clone(&table), Rules::standard());
    let Err((i, e)) = lay_before_play(&mut game, &tiles) else {
        return;
    };
    let (b, tile) = (&set.block[i], &f.block[i]);
    report.push(
        Diagnostic::error(
            "set/bad-block",
            format!(
                "tile set `{}`: play cannot lay the block's `{}` at [{}, {}], rotation {}: {}",
                f.id,
                b.kind,
                b.at.0,
                b.at.1,
                b.rotation.degrees(),
                english_clause(&e.message())
            ),
        )
        .at(&f.rel, tile.span.clone())
        .hint("play lays the block's tiles in the order listed, each beside an earlier one: list them so, on squares that touch"),
    );
}

/// The set's `variants`, each checked to be a kind the set holds (its own
/// or through an include); an unknown one is `data/unknown-kind`.
fn set_variants(f: &ParsedFile, set: &TileSet, report: &mut Report) -> Vec<KindId> {
    let mut out = Vec::new();
    for v in &f.variants {
        let id = v.get_ref();
        if set.entries.iter().any(|e| &e.kind == id) {
            if !out.contains(id) {
                out.push(id.clone());
            }
            continue;
        }
        let ids = set.entries.iter().map(|e| e.kind.as_str());
        let d = Diagnostic::error(
            "data/unknown-kind",
            format!(
                "tile set `{}` lists `{id}` in `variants`, but the set has no kind with that id",
                f.id
            ),
        )
        .at(&f.rel, v.span())
        .suggest(id.as_str(), ids, || {
            "name a kind of the set or of a set it includes".into()
        });
        report.push(d);
    }
    out
}
