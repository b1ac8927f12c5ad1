//! Reading a tile-set file: the raw serde structs with spans, the parse
//! of one file, and TOML errors as diagnostics.

use std::path::Path;

use serde::Deserialize;
use serde::de::IntoDeserializer;
use tilebook_engine::{KindId, TileSetId};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::engine_errors::geometry_diagnostic;
use super::kind::parse_kind;
use super::pieces::{parse_params, parse_pieces, parse_rules};
use super::{MAX_KIND_COUNT, MAX_STATED_TOTAL, ParsedFile};
use crate::data::out_of_range;
use crate::diag::{Diagnostic, Report};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSet {
    pub(super) id: Spanned<TileSetId>,
    pub(super) stated_total: Spanned<u32>,
    #[serde(default)]
    pub(super) requires_start: bool,
    #[serde(default)]
    pub(super) includes: Vec<Spanned<TileSetId>>,
    #[serde(default)]
    pub(super) variants: Vec<Spanned<KindId>>,
    #[serde(default)]
    pub(super) pieces: Vec<Spanned<RawPiece>>,
    #[serde(default)]
    pub(super) rules: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) params: std::collections::BTreeMap<Spanned<String>, Spanned<u32>>,
}

/// One `pieces` entry: a figure per player, or goods tokens in all.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPiece {
    #[serde(default)]
    pub(super) figure: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) per_player: Option<Spanned<u8>>,
    #[serde(default)]
    pub(super) goods: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) total: Option<Spanned<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawKind {
    pub(super) id: Spanned<KindId>,
    pub(super) count: Spanned<u32>,
    #[serde(default)]
    pub(super) start: Option<Spanned<bool>>,
    #[serde(default)]
    pub(super) like: Option<Spanned<KindId>>,
    #[serde(default)]
    pub(super) edges: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) cloister: bool,
    #[serde(default)]
    pub(super) cities: Vec<Spanned<RawCity>>,
    #[serde(default)]
    pub(super) roads: Vec<Spanned<RawRoad>>,
    #[serde(default)]
    pub(super) rivers: Vec<Spanned<RawLine>>,
    #[serde(default)]
    pub(super) fields: Vec<Spanned<RawField>>,
    #[serde(default)]
    pub(super) symbols: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCity {
    pub(super) sides: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) pennants: u8,
    #[serde(default)]
    pub(super) cathedral: bool,
    #[serde(default)]
    pub(super) goods: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRoad {
    pub(super) sides: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) end: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) inn: bool,
    #[serde(default)]
    pub(super) bridge: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLine {
    pub(super) sides: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) end: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawField {
    pub(super) halves: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) cities: Vec<Spanned<String>>,
}

/// The `id` of a `[[kind]]` table that could not be read as a whole.
fn table_id(item: &DeValue) -> Option<KindId> {
    item.as_table()?
        .iter()
        .find(|(k, _)| k.get_ref() == "id")
        .and_then(|(_, v)| v.get_ref().as_str())
        .map(KindId::from)
}

/// Classifies a TOML error: the parser's syntax errors versus the schema
/// errors serde reports (unknown key, wrong type, missing field).
fn toml_error_code(message: &str) -> &'static str {
    const SCHEMA: [&str; 6] = [
        "unknown field",
        "missing field",
        "invalid type",
        "invalid value",
        "invalid length",
        "unknown variant",
    ];
    if SCHEMA.iter().any(|s| message.contains(s)) {
        "data/schema"
    } else {
        "data/syntax"
    }
}

/// Turns a TOML parse or schema error into a diagnostic at its span.
pub fn toml_diagnostic(rel: &Path, text: &str, err: &toml::de::Error) -> Diagnostic {
    let message = err.message().trim().to_string();
    let code = toml_error_code(&message);
    let span = err.span().unwrap_or(0..text.len().min(1));
    let hint = if message.contains("unknown field") {
        "remove the key or correct its spelling; the message lists the keys allowed here"
    } else if message.contains("missing field") {
        "add the missing key to this table"
    } else if code == "data/schema" {
        "give the value the type the format expects (see docs/tile-data.md)"
    } else {
        "fix the TOML syntax here (see https://toml.io for the format)"
    };
    Diagnostic::error(code, message).at(rel, span).hint(hint)
}

/// Parses one tile-set file, reporting syntax, schema and geometry errors.
/// Returns `None` only when the file cannot be read as a tile set at all.
pub fn parse_tileset_file(rel: &Path, text: &str, report: &mut Report) -> Option<ParsedFile> {
    // Syntax first, recovering so that every syntax error is reported.
    let (doc, errors) = DeTable::parse_recoverable(text);
    if !errors.is_empty() {
        for e in &errors {
            report.push(toml_diagnostic(rel, text, e));
        }
        return None;
    }
    // Then each `[[kind]]` on its own, so one bad kind hides no other.
    let doc_span = doc.span();
    let mut table = doc.into_inner();
    let mut raw_kinds = Vec::new();
    let mut incomplete = false;
    let mut broken = Vec::new();
    if let Some(value) = table.remove("kind") {
        let span = value.span();
        match value.into_inner() {
            DeValue::Array(items) => {
                for item in items.iter() {
                    let item_span = item.span();
                    match RawKind::deserialize(item.clone().into_deserializer()) {
                        Ok(k) => raw_kinds.push(Spanned::new(item_span, k)),
                        Err(e) => {
                            incomplete = true;
                            broken.extend(table_id(item.get_ref()));
                            report.push(toml_diagnostic(rel, text, &e));
                        }
                    }
                }
            }
            _ => report.push(
                Diagnostic::error("data/schema", "`kind` must be a list of tables")
                    .at(rel, span)
                    .hint("write each tile kind as a `[[kind]]` table"),
            ),
        }
    }
    let head =
        RawSet::deserialize(Spanned::new(doc_span, DeValue::Table(table)).into_deserializer());
    let raw = match head {
        Ok(raw) => Some(raw),
        Err(e) => {
            report.push(toml_diagnostic(rel, text, &e));
            None
        }
    };
    if let Some(d) = raw.as_ref().and_then(|r| {
        out_of_range(
            "the stated total",
            &r.stated_total,
            MAX_STATED_TOTAL,
            rel,
            "state the number of tiles the rulebook gives for the set",
        )
    }) {
        // A total against this limit would only repeat the error.
        incomplete = true;
        report.push(d);
    }
    let mut kinds = Vec::new();
    for rk in &raw_kinds {
        if let Some(d) = out_of_range(
            &format!("the count of tile kind `{}`", rk.get_ref().id.get_ref()),
            &rk.get_ref().count,
            MAX_KIND_COUNT,
            rel,
            "give the number of tiles of this kind in the box",
        ) {
            // Totals with this count would mislead; the kind is still
            // checked for everything else.
            incomplete = true;
            report.push(d);
        }
        let Some(pk) = parse_kind(rk, rel, report) else {
            incomplete = true;
            broken.push(rk.get_ref().id.get_ref().clone());
            continue;
        };
        if let Some(d) = crate::ids::check("tile kind id", pk.kind.id.as_str()) {
            report.push(d.at(rel, pk.id_span.clone()));
        }
        let errors = if pk.like.is_some() {
            Vec::new()
        } else {
            pk.kind.validate()
        };
        for e in errors {
            report.push(geometry_diagnostic(&pk, &e, rel));
        }
        kinds.push(pk);
    }
    let raw = raw?;
    if let Some(d) = crate::ids::check("tile set id", raw.id.get_ref().as_str()) {
        report.push(d.at(rel, raw.id.span()));
    }
    let pieces = parse_pieces(&raw.pieces, rel, report);
    let rules = raw.rules.as_ref().and_then(|r| parse_rules(r, rel, report));
    let params = parse_params(&raw.params, rules.as_deref(), rel, report);
    Some(ParsedFile {
        rel: rel.to_path_buf(),
        id: raw.id.get_ref().clone(),
        id_span: raw.id.span(),
        stated_total: *raw.stated_total.get_ref(),
        stated_span: raw.stated_total.span(),
        requires_start: raw.requires_start,
        includes: raw.includes,
        variants: raw.variants,
        kinds,
        incomplete,
        broken,
        pieces,
        rules,
        params,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toml_errors_are_classified() {
        assert_eq!(toml_error_code("unknown field `colour`"), "data/schema");
        assert_eq!(
            toml_error_code("invalid type: string \"x\", expected u32"),
            "data/schema"
        );
        assert_eq!(toml_error_code("expected `=`"), "data/syntax");
    }
}
