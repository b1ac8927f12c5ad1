//! Tile-set files (`data/tilesets/*.toml`): the raw format and its
//! conversion into engine types. The format is documented in
//! `docs/tile-data.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde::de::IntoDeserializer;
use tilebook_engine::{
    CitySegment, FeatureType, FieldSegment, GeometryError, Half, HalfSet, RiverEnd, RiverSegment,
    RoadEnd, RoadSegment, Side, SideSet, Terrain, TileKind, TileSet, TileSetEntry, TileSetError,
};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::{Data, Input, KindInfo, SetInfo, out_of_range};
use crate::diag::{Diagnostic, Report};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    id: Spanned<String>,
    stated_total: Spanned<u32>,
    #[serde(default)]
    requires_start: bool,
    #[serde(default)]
    includes: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKind {
    id: Spanned<String>,
    count: Spanned<u32>,
    #[serde(default)]
    start: Option<Spanned<bool>>,
    #[serde(default)]
    like: Option<Spanned<String>>,
    #[serde(default)]
    edges: Option<Spanned<String>>,
    #[serde(default)]
    cloister: bool,
    #[serde(default)]
    cities: Vec<Spanned<RawCity>>,
    #[serde(default)]
    roads: Vec<Spanned<RawLine>>,
    #[serde(default)]
    rivers: Vec<Spanned<RawLine>>,
    #[serde(default)]
    fields: Vec<Spanned<RawField>>,
    #[serde(default)]
    symbols: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCity {
    sides: Vec<Spanned<String>>,
    #[serde(default)]
    pennants: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLine {
    sides: Vec<Spanned<String>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawField {
    halves: Vec<Spanned<String>>,
    #[serde(default)]
    cities: Vec<Spanned<String>>,
}

/// A tile kind converted from TOML, with the spans diagnostics need.
struct ParsedKind {
    kind: TileKind,
    /// `like = "ID"`: the geometry is that kind's, filled in by `assemble`.
    like: Option<Spanned<String>>,
    start: bool,
    count: u32,
    id_span: Range<usize>,
    start_span: Option<Range<usize>>,
    feature_spans: BTreeMap<(FeatureType, usize), Range<usize>>,
    edges_span: Range<usize>,
}

/// One tile-set file, parsed and converted.
pub struct ParsedFile {
    rel: PathBuf,
    id: String,
    id_span: Range<usize>,
    stated_total: u32,
    stated_span: Range<usize>,
    requires_start: bool,
    includes: Vec<Spanned<String>>,
    kinds: Vec<ParsedKind>,
    /// Some `[[kind]]` could not be read, so totals would mislead.
    incomplete: bool,
    /// Ids of the kinds that could not be read.
    broken: Vec<String>,
}

/// The most tiles of one kind a set may hold (`count`); no box comes close,
/// and the limit keeps every sum of counts far from overflowing.
pub const MAX_KIND_COUNT: u32 = 10_000;

/// The largest `stated_total` of a set.
pub const MAX_STATED_TOTAL: u32 = 100_000;

/// The `id` of a `[[kind]]` table that could not be read as a whole.
fn table_id(item: &DeValue) -> Option<String> {
    item.as_table()?
        .iter()
        .find(|(k, _)| k.get_ref() == "id")
        .and_then(|(_, v)| v.get_ref().as_str())
        .map(str::to_string)
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

/// The candidate closest to `word`, if any is close (at most two edits,
/// ignoring case). For one look-up in a short list; to look up many words
/// in a long one, build a [`Suggester`] once.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_uppercase();
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(&word, &c.to_uppercase()), c))
        .filter(|(d, _)| *d <= MAX_EDITS)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// How many edits a suggestion may be away from the word.
const MAX_EDITS: usize = 2;

/// Words longer than this (in characters) are compared one by one instead
/// of indexed: the deletion variants grow with the square of the length.
const MAX_INDEXED: usize = 32;

/// Suggestions from a fixed list of candidates for many words, each
/// look-up in time independent of the list's length: every candidate is
/// indexed by the strings it gives with up to two characters deleted
/// (two words within two edits share such a string), and only candidates
/// sharing one with the word are measured. Gives what [`suggest`] gives.
pub struct Suggester<'a> {
    /// Candidates in the given order, with their upper-case form.
    words: Vec<(&'a str, String)>,
    /// Deletion variant → indices into `words`.
    index: std::collections::HashMap<String, Vec<usize>>,
    /// Indices of candidates too long to index.
    long: Vec<usize>,
}

impl<'a> Suggester<'a> {
    /// Indexes the candidates.
    pub fn new(candidates: impl IntoIterator<Item = &'a str>) -> Self {
        let words: Vec<(&str, String)> = candidates
            .into_iter()
            .map(|c| (c, c.to_uppercase()))
            .collect();
        let mut index: std::collections::HashMap<String, Vec<usize>> = Default::default();
        let mut long = Vec::new();
        for (i, (_, upper)) in words.iter().enumerate() {
            if upper.chars().count() > MAX_INDEXED {
                long.push(i);
                continue;
            }
            for v in deletions(upper) {
                let slot = index.entry(v).or_default();
                if slot.last() != Some(&i) {
                    slot.push(i);
                }
            }
        }
        Suggester { words, index, long }
    }

    /// The candidate closest to `word`, if any is within two edits; the
    /// first in the given order among equally close ones.
    pub fn suggest(&self, word: &str) -> Option<&'a str> {
        let upper = word.to_uppercase();
        let mut seen: Vec<usize> = if upper.chars().count() > MAX_INDEXED {
            (0..self.words.len()).collect()
        } else {
            deletions(&upper)
                .iter()
                .filter_map(|v| self.index.get(v))
                .flatten()
                .chain(&self.long)
                .copied()
                .collect()
        };
        seen.sort_unstable();
        seen.dedup();
        seen.into_iter()
            .map(|i| (strsim::damerau_levenshtein(&upper, &self.words[i].1), i))
            .filter(|(d, _)| *d <= MAX_EDITS)
            .min()
            .map(|(_, i)| self.words[i].0)
    }
}

/// `word` and every string made from it by deleting one or two characters.
fn deletions(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut out = vec![word.to_string()];
    for i in 0..chars.len() {
        let one: Vec<char> = [&chars[..i], &chars[i + 1..]].concat();
        for j in i..one.len() {
            out.push(one[..j].iter().chain(&one[j + 1..]).collect());
        }
        out.push(one.into_iter().collect());
    }
    out.sort_unstable();
    out.dedup();
    out
}

fn parse_sides(list: &[Spanned<String>], rel: &Path, report: &mut Report) -> SideSet {
    let mut set = SideSet::EMPTY;
    for s in list {
        match Side::parse(s.get_ref()) {
            Some(side) => set.insert(side),
            None => {
                let mut d =
                    Diagnostic::error("data/bad-side", format!("`{}` is not a side", s.get_ref()))
                        .at(rel, s.span())
                        .label("expected N, E, S or W");
                if let Some(half) = Half::parse(s.get_ref()) {
                    d = d.hint(format!(
                        "`{}` is a half-edge; sides are N, E, S and W (this one is on side {})",
                        half,
                        half.side()
                    ));
                } else {
                    d = d.hint("sides are N, E, S and W");
                }
                report.push(d);
            }
        }
    }
    set
}

fn parse_halves(list: &[Spanned<String>], rel: &Path, report: &mut Report) -> HalfSet {
    let mut set = HalfSet::EMPTY;
    for s in list {
        match Half::parse(s.get_ref()) {
            Some(h) => set.insert(h),
            None => {
                let names = Half::ALL.map(Half::name);
                let mut d = Diagnostic::error(
                    "data/bad-half",
                    format!("`{}` is not a half-edge", s.get_ref()),
                )
                .at(rel, s.span())
                .label("expected NNW, NNE, ENE, ESE, SSE, SSW, WSW or WNW");
                if let Some(side) = Side::parse(s.get_ref()) {
                    let [a, b] = side.halves();
                    d = d.hint(format!(
                        "fields list half-edges; side {side} has the halves {a} and {b}"
                    ));
                } else if let Some(best) = suggest(s.get_ref(), names) {
                    d = d.hint(format!("did you mean `{best}`?"));
                }
                report.push(d);
            }
        }
    }
    set
}

fn parse_edges(edges: &Spanned<String>, rel: &Path, report: &mut Report) -> Option<[Terrain; 4]> {
    let letters: Vec<char> = edges.get_ref().chars().collect();
    let terrains: Vec<Option<Terrain>> = letters.iter().map(|c| Terrain::from_letter(*c)).collect();
    if letters.len() == 4 && terrains.iter().all(Option::is_some) {
        let t: Vec<Terrain> = terrains.into_iter().flatten().collect();
        return Some([t[0], t[1], t[2], t[3]]);
    }
    report.push(
        Diagnostic::error(
            "data/bad-edges",
            format!(
                "`edges = \"{}\"` must be four letters for N, E, S, W",
                edges.get_ref()
            ),
        )
        .at(rel, edges.span())
        .label("four of C, R, F, W")
        .hint("C city, R road, F field, W water (river); e.g. \"CRFR\" for the start tile"),
    );
    None
}

/// Parses an optional `end = "…"` against the names allowed for it.
fn parse_end<T: Copy>(
    raw: &Option<Spanned<String>>,
    allowed: &[(&str, T)],
    hint: &str,
    rel: &Path,
    report: &mut Report,
) -> Option<T> {
    let e = raw.as_ref()?;
    let found = allowed.iter().find(|(name, _)| name == e.get_ref());
    if found.is_none() {
        let names: Vec<&str> = allowed.iter().map(|(n, _)| *n).collect();
        report.push(
            Diagnostic::error(
                "data/bad-end",
                format!("`{}` is not an end here", e.get_ref()),
            )
            .at(rel, e.span())
            .label(format!("expected {}", names.join(" or ")))
            .hint(hint),
        );
    }
    found.map(|(_, v)| *v)
}

fn parse_kind(raw: &Spanned<RawKind>, rel: &Path, report: &mut Report) -> Option<ParsedKind> {
    let k = raw.get_ref();
    if let Some(like) = &k.like {
        let has_geometry = k.edges.is_some()
            || k.cloister
            || !k.cities.is_empty()
            || !k.roads.is_empty()
            || !k.rivers.is_empty()
            || !k.fields.is_empty();
        if has_geometry {
            report.push(
                Diagnostic::error(
                    "data/like-with-geometry",
                    format!(
                        "tile kind `{}` takes its shape from `{}` but also gives its own",
                        k.id.get_ref(),
                        like.get_ref()
                    ),
                )
                .at(rel, like.span())
                .hint("remove `like`, or remove edges, cities, roads, rivers, fields and cloister"),
            );
            return None;
        }
        return Some(ParsedKind {
            kind: TileKind {
                id: k.id.get_ref().clone(),
                edges: [Terrain::Field; 4],
                cities: Vec::new(),
                roads: Vec::new(),
                fields: Vec::new(),
                rivers: Vec::new(),
                cloister: false,
                symbols: k.symbols.iter().map(|s| s.get_ref().clone()).collect(),
            },
            like: Some(like.clone()),
            start: k.start.as_ref().is_some_and(|s| *s.get_ref()),
            count: *k.count.get_ref(),
            id_span: k.id.span(),
            start_span: k.start.as_ref().map(Spanned::span),
            feature_spans: BTreeMap::new(),
            edges_span: k.id.span(),
        });
    }
    let Some(edges_raw) = &k.edges else {
        report.push(
            Diagnostic::error(
                "data/schema",
                format!("tile kind `{}` has no `edges`", k.id.get_ref()),
            )
            .at(rel, k.id.span())
            .hint("add `edges = \"NESW\"` (four of C, R, F, W), or `like = \"ID\"` to reuse another kind's shape"),
        );
        return None;
    };
    let errors_before = report.errors();
    let edges = parse_edges(edges_raw, rel, report);
    let mut feature_spans = BTreeMap::new();
    let cities: Vec<CitySegment> = k
        .cities
        .iter()
        .enumerate()
        .map(|(i, c)| {
            feature_spans.insert((FeatureType::City, i), c.span());
            CitySegment {
                sides: parse_sides(&c.get_ref().sides, rel, report),
                pennants: c.get_ref().pennants,
            }
        })
        .collect();
    let mut roads = Vec::new();
    for (i, r) in k.roads.iter().enumerate() {
        feature_spans.insert((FeatureType::Road, i), r.span());
        roads.push(RoadSegment {
            sides: parse_sides(&r.get_ref().sides, rel, report),
            end: parse_end(
                &r.get_ref().end,
                &[
                    ("village", RoadEnd::Village),
                    ("cloister", RoadEnd::Cloister),
                    ("city", RoadEnd::City),
                ],
                "a road that reaches one side ends at a village (crossing), the tile's cloister, or a city gate",
                rel,
                report,
            ),
        });
    }
    let mut rivers = Vec::new();
    for (i, r) in k.rivers.iter().enumerate() {
        feature_spans.insert((FeatureType::River, i), r.span());
        rivers.push(RiverSegment {
            sides: parse_sides(&r.get_ref().sides, rel, report),
            end: parse_end(
                &r.get_ref().end,
                &[("spring", RiverEnd::Spring), ("lake", RiverEnd::Lake)],
                "a river that reaches one side starts at a spring or ends in a lake",
                rel,
                report,
            ),
        });
    }
    let mut fields = Vec::new();
    for (i, f) in k.fields.iter().enumerate() {
        feature_spans.insert((FeatureType::Field, i), f.span());
        let mut borders = Vec::new();
        for c in &f.get_ref().cities {
            let Some(side) = Side::parse(c.get_ref()) else {
                parse_sides(std::slice::from_ref(c), rel, report);
                continue;
            };
            match cities.iter().position(|seg| seg.sides.contains(side)) {
                Some(idx) => borders.push(idx),
                None => report.push(
                    Diagnostic::error(
                        "tile/unknown-city",
                        format!(
                            "tile kind `{}`: a field borders a city at {side}, but no city segment reaches {side}",
                            k.id.get_ref()
                        ),
                    )
                    .at(rel, c.span())
                    .label("no city here")
                    .hint("name a city segment by one of its sides, or remove it from `cities`"),
                ),
            }
        }
        fields.push(FieldSegment {
            halves: parse_halves(&f.get_ref().halves, rel, report),
            cities: borders,
        });
    }
    if report.errors() > errors_before {
        // Geometry checks on a half-read kind would only repeat the error.
        return None;
    }
    Some(ParsedKind {
        kind: TileKind {
            id: k.id.get_ref().clone(),
            edges: edges?,
            cities,
            roads,
            fields,
            rivers,
            cloister: k.cloister,
            symbols: k.symbols.iter().map(|s| s.get_ref().clone()).collect(),
        },
        like: None,
        start: k.start.as_ref().is_some_and(|s| *s.get_ref()),
        count: *k.count.get_ref(),
        id_span: k.id.span(),
        start_span: k.start.as_ref().map(Spanned::span),
        feature_spans,
        edges_span: edges_raw.span(),
    })
}

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
    }
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
        if let Some(d) = crate::ids::check("tile kind id", &pk.kind.id) {
            report.push(d.at(rel, pk.id_span.clone()));
        }
        let errors = if pk.like.is_some() {
            Vec::new()
        } else {
            pk.kind.validate()
        };
        for e in errors {
            let span = match &e {
                GeometryError::EdgeMismatch { .. } => pk.edges_span.clone(),
                _ => e
                    .feature()
                    .and_then(|f| pk.feature_spans.get(&(f.ty, f.index)).cloned())
                    .unwrap_or_else(|| pk.id_span.clone()),
            };
            report.push(
                Diagnostic::error(
                    geometry_code(&e),
                    format!("tile kind `{}`: {e}", pk.kind.id),
                )
                .at(rel, span)
                .hint(e.hint()),
            );
        }
        kinds.push(pk);
    }
    let raw = raw?;
    if let Some(d) = crate::ids::check("tile set id", raw.id.get_ref()) {
        report.push(d.at(rel, raw.id.span()));
    }
    Some(ParsedFile {
        rel: rel.to_path_buf(),
        id: raw.id.get_ref().clone(),
        id_span: raw.id.span(),
        stated_total: *raw.stated_total.get_ref(),
        stated_span: raw.stated_total.span(),
        requires_start: raw.requires_start,
        includes: raw.includes,
        kinds,
        incomplete,
        broken,
    })
}

/// Cross-file checks and flattening: duplicate ids, includes, totals and
/// start tiles.
pub fn assemble(mut files: Vec<ParsedFile>, report: &mut Report) -> Data {
    files.sort_by(|a, b| a.id.cmp(&b.id).then(a.rel.cmp(&b.rel)));
    let mut data = Data::default();
    for id in files.iter().flat_map(|f| &f.broken) {
        data.mark_unavailable(Input::Kind(id.clone()), None);
    }

    // Set ids and kind ids must be unique across all files.
    let mut set_ids: BTreeMap<String, PathBuf> = BTreeMap::new();
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
    let likes: Vec<(&ParsedFile, &ParsedKind, &Spanned<String>)> = files
        .iter()
        .flat_map(|f| {
            f.kinds
                .iter()
                .filter_map(move |k| k.like.as_ref().map(|l| (f, k, l)))
        })
        .collect();

    // `like = "ID"`: copy the shape of a kind that has its own.
    let like_ids: BTreeSet<&str> = likes.iter().map(|(_, k, _)| k.kind.id.as_str()).collect();
    let own_shapes: Vec<String> = data
        .kinds
        .keys()
        .filter(|id| !like_ids.contains(id.as_str()))
        .cloned()
        .collect();
    let suggester = Suggester::new(own_shapes.iter().map(String::as_str));
    for &(f, k, like) in &likes {
        let target = Some(like.get_ref().as_str())
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
                let mut d = Diagnostic::error(
                    "data/unknown-kind",
                    format!(
                        "tile kind `{}` is `like = \"{}\"`, but no kind with its own shape has that id",
                        k.kind.id,
                        like.get_ref()
                    ),
                )
                .at(&f.rel, like.span());
                data.kinds.remove(&k.kind.id);
                data.mark_unavailable(Input::Kind(k.kind.id.clone()), None);
                if let Some(best) = suggester.suggest(like.get_ref()) {
                    d = d.hint(format!("did you mean `{best}`?"));
                } else {
                    d = d.hint("name a kind defined with `edges` in some tile set");
                }
                report.push(d);
            }
        }
    }

    // Flatten includes (depth-first, cycles reported once).
    let by_id: BTreeMap<&str, &ParsedFile> = files.iter().map(|f| (f.id.as_str(), f)).collect();
    for f in &files {
        let mut entries = Vec::new();
        let mut stack = vec![f.id.clone()];
        let complete = collect_entries(f, &by_id, &mut stack, &mut entries, report);
        let set = TileSet {
            id: f.id.clone(),
            stated_total: f.stated_total,
            requires_start: f.requires_start,
            entries,
        };
        for e in set.validate() {
            if !complete && !matches!(e, TileSetError::DuplicateKind { .. }) {
                // Some kinds could not be read; their errors say why.
                continue;
            }
            let (code, span, hint) = match &e {
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
            };
            report.push(
                Diagnostic::error(code, format!("tile set `{}`: {e}", f.id))
                    .at(&f.rel, span)
                    .hint(hint),
            );
        }
        data.sets.push(SetInfo {
            set,
            file: f.rel.clone(),
            includes: f.includes.iter().map(|s| s.get_ref().clone()).collect(),
            id_span: f.id_span.clone(),
        });
    }
    data
}

fn collect_entries(
    f: &ParsedFile,
    by_id: &BTreeMap<&str, &ParsedFile>,
    stack: &mut Vec<String>,
    out: &mut Vec<TileSetEntry>,
    report: &mut Report,
) -> bool {
    let mut complete = !f.incomplete;
    for inc in &f.includes {
        let name = inc.get_ref();
        let Some(target) = by_id.get(name.as_str()) else {
            let mut d = Diagnostic::error(
                "data/unknown-include",
                format!(
                    "tile set `{}` includes `{name}`, which does not exist",
                    f.id
                ),
            )
            .at(&f.rel, inc.span());
            if let Some(best) = suggest(name, by_id.keys().copied()) {
                d = d.hint(format!("did you mean `{best}`?"));
            } else {
                d = d.hint(format!(
                    "known tile sets: {}",
                    by_id.keys().copied().collect::<Vec<_>>().join(", ")
                ));
            }
            report.push(d);
            complete = false;
            continue;
        };
        if stack.iter().any(|s| s == name) {
            report.push(
                Diagnostic::error(
                    "data/include-cycle",
                    format!(
                        "including `{name}` here makes a cycle: {} → {name}",
                        stack.join(" → ")
                    ),
                )
                .at(&f.rel, inc.span())
                .hint("a set may include another only if that one does not include it back"),
            );
            continue;
        }
        stack.push(name.clone());
        complete &= collect_entries(target, by_id, stack, out, report);
        stack.pop();
    }
    out.extend(f.kinds.iter().map(|k| TileSetEntry {
        kind: k.kind.id.clone(),
        count: k.count,
        start: k.start,
        from: f.id.clone(),
    }));
    complete
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (Option<ParsedFile>, Report) {
        let mut report = Report::new();
        report.add_source("t.toml", text);
        let f = parse_tileset_file(Path::new("t.toml"), text, &mut report);
        (f, report)
    }

    const GOOD: &str = r#"
id = "t"
stated_total = 1
requires_start = true

[[kind]]
id = "D"
count = 1
start = true
edges = "CRFR"
cities = [{ sides = ["N"] }]
roads = [{ sides = ["E", "W"] }]
fields = [
  { halves = ["ENE", "WNW"], cities = ["N"] },
  { halves = ["ESE", "SSE", "SSW", "WSW"] },
]
"#;

    #[test]
    fn a_good_file_converts() {
        let (f, report) = parse(GOOD);
        assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
        let f = f.unwrap();
        assert_eq!(f.kinds[0].kind.edge_letters(), "CRFR");
        assert_eq!(f.kinds[0].kind.fields[0].cities, vec![0]);
    }

    #[test]
    fn half_names_on_sides_get_a_hint() {
        let (_, report) = parse(&GOOD.replace(r#"sides = ["N"]"#, r#"sides = ["NNW"]"#));
        let d = report.diagnostics()[0].clone();
        assert_eq!(d.code, "data/bad-side");
        assert!(d.hint.unwrap().contains("half-edge"));
    }

    #[test]
    fn misspelt_half_gets_a_suggestion() {
        let (_, report) = parse(&GOOD.replace(r#""ENE", "WNW""#, r#""ENE", "WNN""#));
        let d = report
            .diagnostics()
            .into_iter()
            .find(|d| d.code == "data/bad-half")
            .unwrap()
            .clone();
        assert_eq!(d.hint.as_deref(), Some("did you mean `WNW`?"));
    }

    #[test]
    fn the_suggester_finds_what_a_scan_finds() {
        let ids = [
            "river-lake",
            "D",
            "river-lane",
            "N",
            "Z01",
            "a-very-long-tile-kind-id-beyond-the-index",
        ];
        let s = Suggester::new(ids);
        for word in [
            "river-lak",
            "rvier-lake",
            "d",
            "NN",
            "Z10",
            "Z1",
            "zzz",
            "",
            "a-very-long-tile-kind-id-beyond-the-indx",
        ] {
            assert_eq!(s.suggest(word), suggest(word, ids), "{word}");
        }
        assert_eq!(s.suggest("river-lakk"), Some("river-lake"));
    }

    proptest::proptest! {
        #[test]
        fn the_suggester_agrees_with_a_scan(
            ids in proptest::collection::vec("[abAB]{0,5}", 0..20),
            word in "[abcAB]{0,6}",
        ) {
            let s = Suggester::new(ids.iter().map(String::as_str));
            proptest::prop_assert_eq!(s.suggest(&word), suggest(&word, ids.iter().map(String::as_str)));
        }
    }

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
