//! Reading a tile-set file: the raw serde structs with spans, the parse
//! of one file, and TOML errors as diagnostics.

use std::path::Path;

use schemars::JsonSchema;
use serde::Deserialize;
use serde::de::IntoDeserializer;
use tilebook_engine::{BlockTile, Figure, Goods, KindId, Quarter, Side, Symbol, TileSetId, Token};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::engine_errors::geometry_diagnostic;
use super::kind::parse_kind;
use super::pieces::{parse_params, parse_pieces, parse_rules};
use super::{MAX_KIND_COUNT, MAX_STATED_TOTAL, ParsedBlockTile, ParsedFile};
use crate::data::out_of_range;
use crate::data::schema::names::{
    Degrees, EdgeLetters, HalfName, RiverEndName, RoadEndName, RulesModuleName,
};
use crate::diag::{Diagnostic, Report};

/// A tile set: an edition or an expansion, with its `[[kind]]` tables
/// (docs/tile-data.md).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSet {
    /// The set's stable id, unique across all sets (used by `--edition`).
    #[schemars(with = "TileSetId")]
    pub(super) id: Spanned<TileSetId>,
    /// The number of tiles the rulebook states for the set; `check`
    /// compares it with the counts (at most 100,000).
    #[schemars(with = "u32")]
    pub(super) stated_total: Spanned<u32>,
    /// Played on its own: exactly one kind has `start = true`.
    #[serde(default)]
    pub(super) requires_start: bool,
    /// Sets whose kinds and counts this one contains.
    #[serde(default)]
    #[schemars(with = "Vec<TileSetId>")]
    pub(super) includes: Vec<Spanned<TileSetId>>,
    /// Kinds this printing draws in several pictures of the same shape;
    /// their `count` is that of all the pictures together.
    #[serde(default)]
    #[schemars(with = "Vec<KindId>")]
    pub(super) variants: Vec<Spanned<KindId>>,
    /// What the box holds besides tiles: figures per player, goods tokens
    /// and neutral pieces in all.
    #[serde(default)]
    #[schemars(with = "Vec<RawPiece>")]
    pub(super) pieces: Vec<Spanned<RawPiece>>,
    /// The engine rules module playing with the set switches on; left out
    /// by a set without rules of its own.
    #[serde(default)]
    #[schemars(with = "RulesModuleName")]
    pub(super) rules: Option<Spanned<String>>,
    /// The numbers of the rules module's rules where a rulebook's differ:
    /// `inns-cathedrals` has `inn_road_tile`, `cathedral_city_tile`,
    /// `cathedral_pennant`; `traders-builders` has `goods_majority`,
    /// `pig_city`.
    #[serde(default)]
    #[schemars(with = "std::collections::BTreeMap<String, u32>")]
    pub(super) params: std::collections::BTreeMap<Spanned<String>, Spanned<u32>>,
    /// Tiles of the set laid together before play, in place of the start
    /// tile (The Count's city): each a kind of the set on its square.
    #[serde(default)]
    #[schemars(with = "Vec<RawBlockTile>")]
    pub(super) block: Vec<Spanned<RawBlockTile>>,
    /// Sets the publisher advises against playing together with this one
    /// (The Count and River II): a board combining them is warned about.
    #[serde(default)]
    #[schemars(with = "Vec<TileSetId>")]
    pub(super) advised_against: Vec<Spanned<TileSetId>>,
    /// The rule variants of the set's rules module: where printings
    /// differ, each option the module's `params` it sets, with its source.
    #[serde(default)]
    #[schemars(with = "Vec<crate::data::variant::RawVariant>")]
    pub(super) rule_variant: Vec<Spanned<crate::data::variant::RawVariant>>,
}

/// One tile of a set's `block`.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBlockTile {
    /// The kind (one of the set's own).
    #[schemars(with = "KindId")]
    pub(super) kind: Spanned<KindId>,
    /// Its square, `[x, y]`: x grows east, y grows south.
    #[schemars(with = "[i32; 2]")]
    pub(super) at: Spanned<Vec<i32>>,
    /// Rotation clockwise from the kind's drawn orientation, in degrees
    /// (0, 90, 180 or 270; default 0).
    #[serde(default)]
    #[schemars(with = "Degrees")]
    pub(super) rotation: Option<Spanned<i64>>,
}

/// One `pieces` entry: a figure per player, or goods tokens in all.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPiece {
    /// A figure each player gets `per_player` of.
    #[serde(default)]
    #[schemars(with = "Figure")]
    pub(super) figure: Option<Spanned<String>>,
    /// How many of the figure each player gets.
    #[serde(default)]
    #[schemars(with = "u8")]
    pub(super) per_player: Option<Spanned<u8>>,
    /// A kind of goods with `total` tokens in the box.
    #[serde(default)]
    #[schemars(with = "Goods")]
    pub(super) goods: Option<Spanned<String>>,
    /// A neutral piece (the dragon, the fairy, tower pieces, the king, the
    /// robber baron, catapult tokens) with `total` of it in the box.
    #[serde(default)]
    #[schemars(with = "Token")]
    pub(super) token: Option<Spanned<String>>,
    /// How many tokens of the goods, or neutral pieces, there are in all.
    #[serde(default)]
    #[schemars(with = "u8")]
    pub(super) total: Option<Spanned<u8>>,
}

/// A tile kind: its edges, its features and how many tiles of it the set
/// holds. Draw it in any orientation; rotations are computed.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawKind {
    /// The kind's stable id, unique across all sets (`D`, `river-spring`).
    #[schemars(with = "KindId")]
    pub(super) id: Spanned<KindId>,
    /// Tiles of this kind in the set (at most 10,000).
    #[schemars(with = "u32")]
    pub(super) count: Spanned<u32>,
    /// One of the tiles is the start tile (dark back).
    #[serde(default)]
    #[schemars(with = "bool")]
    pub(super) start: Option<Spanned<bool>>,
    /// Reuse another kind's shape (a kind that differs only in its
    /// picture): then give no edges, cities, roads, rivers, fields or
    /// cloister.
    #[serde(default)]
    #[schemars(with = "KindId")]
    pub(super) like: Option<Spanned<KindId>>,
    /// What each side shows, N, E, S, W: four of C (city), R (road), F
    /// (field), W (water); required unless `like` is given.
    #[serde(default)]
    #[schemars(with = "EdgeLetters")]
    pub(super) edges: Option<Spanned<String>>,
    /// A cloister in the middle of the tile.
    #[serde(default)]
    pub(super) cloister: bool,
    /// City segments: two caps that do not connect are two segments.
    #[serde(default)]
    #[schemars(with = "Vec<RawCity>")]
    pub(super) cities: Vec<Spanned<RawCity>>,
    /// Road segments, each reaching one or two sides (three or four when
    /// it forks).
    #[serde(default)]
    #[schemars(with = "Vec<RawRoad>")]
    pub(super) roads: Vec<Spanned<RawRoad>>,
    /// River segments, each reaching one or two sides, or three where
    /// the river forks.
    #[serde(default)]
    #[schemars(with = "Vec<RawLine>")]
    pub(super) rivers: Vec<Spanned<RawLine>>,
    /// Field segments, by the half-edges they touch.
    #[serde(default)]
    #[schemars(with = "Vec<RawField>")]
    pub(super) fields: Vec<Spanned<RawField>>,
    /// Symbols printed on the tile: `animal`, `volcano`, `dragon`,
    /// `portal`, `tower`, `shrine`, `fair` (another name is warned about).
    #[serde(default)]
    #[schemars(with = "Vec<Symbol>")]
    pub(super) symbols: Vec<Spanned<String>>,
    /// The quarter of the city of Carcassonne the tile belongs to (The
    /// Count of Carcassonne): `castle`, `market`, `blacksmith` or
    /// `cathedral`. Such a tile leaves the half-edges inside the city's
    /// walls to no feature.
    #[serde(default)]
    #[schemars(with = "Quarter")]
    pub(super) quarter: Option<Spanned<String>>,
}

/// A city segment: the sides it opens onto and what it holds.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCity {
    /// The sides the segment opens onto.
    #[schemars(with = "Vec<Side>")]
    pub(super) sides: Vec<Spanned<String>>,
    /// Pennants (coats of arms) in the segment.
    #[serde(default)]
    pub(super) pennants: u8,
    /// A cathedral stands in the segment (Inns & Cathedrals).
    #[serde(default)]
    pub(super) cathedral: bool,
    /// A goods symbol drawn in the segment (Traders & Builders).
    #[serde(default)]
    #[schemars(with = "Goods")]
    pub(super) goods: Option<Spanned<String>>,
    /// The princess lives in the segment (Princess & Dragon).
    #[serde(default)]
    pub(super) princess: bool,
}

/// A road segment: one piece of road on the tile.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRoad {
    /// The sides the road reaches (one or two; three or four with `fork`).
    #[schemars(with = "Vec<Side>")]
    pub(super) sides: Vec<Spanned<String>>,
    /// What stops a road that reaches one side.
    #[serde(default)]
    #[schemars(with = "RoadEndName")]
    pub(super) end: Option<Spanned<String>>,
    /// An inn stands by the road (Inns & Cathedrals).
    #[serde(default)]
    pub(super) inn: bool,
    /// The road crosses another on a bridge (Traders & Builders).
    #[serde(default)]
    pub(super) bridge: bool,
    /// The road runs through a tunnel under a city crossing the tile
    /// (Princess & Dragon).
    #[serde(default)]
    pub(super) tunnel: bool,
    /// The road reaches three or four sides and forks in the middle, with
    /// nothing to stop it: one road running on every way (Abbey & Mayor).
    #[serde(default)]
    pub(super) fork: bool,
}

/// A river segment: one piece of river on the tile.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLine {
    /// The sides the river reaches (one or two; three for a fork).
    #[schemars(with = "Vec<Side>")]
    pub(super) sides: Vec<Spanned<String>>,
    /// Where a river that reaches one side starts or ends.
    #[serde(default)]
    #[schemars(with = "RiverEndName")]
    pub(super) end: Option<Spanned<String>>,
}

/// A field segment: the half-edges it touches and the cities it borders.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RawField {
    /// The half-edges the field touches (none for a field enclosed by
    /// cities).
    #[schemars(with = "Vec<HalfName>")]
    pub(super) halves: Vec<Spanned<String>>,
    /// The city segments it shares a wall with on this tile, each named by
    /// one of its sides.
    #[serde(default)]
    #[schemars(with = "Vec<Side>")]
    pub(super) cities: Vec<Spanned<String>>,
    /// A herd of pigs grazes in the field (River II).
    #[serde(default)]
    pub(super) herd: bool,
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
    let block = parse_block(&raw.block, rel, report);
    let rule_variants = set_rule_variants(&raw, rules.as_deref(), &params, rel, report);
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
        block,
        advised_against: raw.advised_against,
        rule_variants,
    })
}

/// Reads a set's `[[rule_variant]]` tables: their options set parameters
/// of the set's rules module, and the default keeps the values the set
/// plays with (its `params`, else the module's).
fn set_rule_variants(
    raw: &RawSet,
    rules: Option<&str>,
    params: &[(String, u32)],
    rel: &Path,
    report: &mut Report,
) -> Vec<crate::data::variant::RuleVariant> {
    let module = rules.and_then(tilebook_engine::expansion::module);
    let names: Vec<&'static str> = module
        .map(|m| m.params().iter().map(|p| p.name).collect())
        .unwrap_or_default();
    let current = module.map(|m| {
        (m.params().iter())
            .map(|p| {
                let set = params.iter().find(|(n, _)| n == p.name).map(|(_, v)| *v);
                (p.name, set.unwrap_or(p.default))
            })
            .collect()
    });
    let owner = crate::data::variant::Owner {
        set: Some(raw.id.get_ref()),
        module: rules,
        names,
        current,
    };
    crate::data::variant::parse_variants(&raw.rule_variant, &owner, rel, report)
}

/// Reads a set's `block`: the kinds, squares and rotations; a rotation
/// that is not a quarter turn is `set/bad-block`. The kinds and how the
/// tiles meet are checked once the set is assembled.
fn parse_block(
    raw: &[Spanned<RawBlockTile>],
    rel: &Path,
    report: &mut Report,
) -> Vec<ParsedBlockTile> {
    let mut out = Vec::new();
    for b in raw {
        let r = b.get_ref();
        let Some(rotation) =
            crate::data::rotation(r.rotation.as_ref(), "set/bad-block", rel, report)
        else {
            continue;
        };
        let Some(at) = crate::data::position(&r.at, "data/bad-position", rel, report) else {
            continue;
        };
        out.push(ParsedBlockTile {
            tile: BlockTile {
                kind: r.kind.get_ref().clone(),
                at,
                rotation,
            },
            span: b.span(),
            kind_span: r.kind.span(),
        });
    }
    out
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
