//! The engine's geometry and tile-set errors as diagnostics: rule id,
//! span and hint.

use std::ops::Range;
use std::path::Path;

use tilebook_engine::{GeometryError, TileSetError};

use super::{ParsedFile, ParsedKind};
use crate::diag::Diagnostic;

/// The rule id of a geometry error.
fn geometry_code(e: &GeometryError) -> &'static str {
    match e {
        GeometryError::HalfClaimedTwice { .. } => "tile/half-claimed-twice",
        GeometryError::HalfUnclaimed { .. } => "tile/half-unclaimed",
        GeometryError::SideClaimedTwice { .. } => "tile/side-claimed-twice",
        GeometryError::EdgeMismatch { .. } => "tile/edge-mismatch",
        GeometryError::Empty { .. } => "tile/empty-feature",
        GeometryError::DanglingEnd { .. } => "tile/dangling-end",
        GeometryError::EndOnThrough { .. } => "tile/end-on-through",
        GeometryError::TooManySides { .. } => "tile/too-many-sides",
        GeometryError::EndWithoutTarget { .. } => "tile/end-without-target",
        GeometryError::UnknownCity { .. } => "tile/unknown-city",
        GeometryError::FieldNotBesideCity { .. } => "tile/field-not-beside-city",
        GeometryError::TooManyFeatures { .. } => "tile/too-many-features",
        GeometryError::RoadsCross { .. } => "tile/roads-cross",
        GeometryError::BridgeOverNothing { .. } => "tile/bridge-over-nothing",
        GeometryError::RoadThroughCity { .. } => "tile/road-through-city",
        GeometryError::TunnelUnderNothing { .. } => "tile/tunnel-under-nothing",
        GeometryError::AbbeyShape => "tile/abbey-shape",
        GeometryError::ForkWithoutBranches { .. } => "tile/fork-without-branches",
        GeometryError::ShrineWithoutCloister => "tile/shrine-without-cloister",
    }
}

/// A geometry error of a parsed kind as a diagnostic, at the feature,
/// edges or id it is about.
pub(super) fn geometry_diagnostic(pk: &ParsedKind, e: &GeometryError, rel: &Path) -> Diagnostic {
    let span = match e {
        GeometryError::EdgeMismatch { .. } => pk.edges_span.clone(),
        _ => e
            .feature()
            .and_then(|f| pk.feature_spans.get(&(f.ty, f.index)).cloned())
            .unwrap_or_else(|| pk.id_span.clone()),
    };
    Diagnostic::error(geometry_code(e), format!("tile kind `{}`: {e}", pk.kind.id))
        .at(rel, span)
        .hint(e.hint())
}

/// The rule id, span and hint of a tile-set error in file `f`.
pub(super) fn set_error(
    f: &ParsedFile,
    e: &TileSetError,
) -> (&'static str, Range<usize>, &'static str) {
    match e {
        TileSetError::TotalMismatch { .. } => (
            "set/total-mismatch",
            f.stated_span.clone(),
            "correct a kind's `count`, or `stated_total` if the rulebook says otherwise",
        ),
        TileSetError::StartTiles { .. } => (
            "set/start-tiles",
            f.kinds
                .iter()
                .filter_map(|k| k.start_span.clone().filter(|_| k.start))
                .nth(1)
                .unwrap_or_else(|| f.id_span.clone()),
            "mark exactly one kind with `start = true` (the tile with the dark back)",
        ),
        TileSetError::UnexpectedStart => (
            "set/start-tiles",
            f.kinds
                .iter()
                .find_map(|k| k.start_span.clone().filter(|_| k.start))
                .unwrap_or_else(|| f.id_span.clone()),
            "remove `start = true`, or set `requires_start = true` if the set is played alone",
        ),
        TileSetError::DuplicateKind { .. } => (
            "set/duplicate-kind",
            f.id_span.clone(),
            "a kind reaches the set twice, through two includes or an include and its own list",
        ),
    }
}
