//! Converting one raw `[[kind]]` table into an engine [`TileKind`], with
//! the spans later diagnostics need.

use std::collections::BTreeMap;
use std::path::Path;

use tilebook_engine::{
    CitySegment, FeatureType, FieldSegment, Goods, Half, HalfSet, Quarter, RiverEnd, RiverSegment,
    RoadEnd, RoadSegment, Side, SideSet, Symbol, Terrain, TileKind,
};
use toml::Spanned;

use super::ParsedKind;
use super::pieces::parse_name;
use super::read::RawKind;
use crate::diag::{Diagnostic, Report};

/// The names a road's `end` may take, and what each means.
pub(crate) const ROAD_ENDS: [(&str, RoadEnd); 7] = [
    ("village", RoadEnd::Village),
    ("cloister", RoadEnd::Cloister),
    ("city", RoadEnd::City),
    ("house", RoadEnd::House),
    ("volcano", RoadEnd::Volcano),
    ("tower", RoadEnd::Tower),
    ("fair", RoadEnd::Fair),
];

/// The names a river's `end` may take, and what each means.
pub(crate) const RIVER_ENDS: [(&str, RiverEnd); 2] =
    [("spring", RiverEnd::Spring), ("lake", RiverEnd::Lake)];

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
                } else {
                    d = d.suggest(s.get_ref(), names, || {
                        "name a half-edge: a side's letter, then the corner it is nearer".into()
                    });
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

/// Reads `symbols`: every name is kept, but one that is not a known
/// [`Symbol`] is warned about (`data/unknown-symbol`), with a did-you-mean.
fn parse_symbols(list: &[Spanned<String>], rel: &Path, report: &mut Report) -> Vec<String> {
    for s in list {
        if s.get_ref().parse::<Symbol>().is_err() {
            let names = Symbol::NAMES;
            report.push(
                Diagnostic::warning(
                    "data/unknown-symbol",
                    format!("`{}` is not a symbol tilebook knows", s.get_ref()),
                )
                .at(rel, s.span())
                .label(format!("expected {}", names.join(", ")))
                .suggest(s.get_ref(), names, || {
                    format!(
                        "write one of: {}; another name is drawn as a plain marker and means nothing to the rules",
                        names.join(", ")
                    )
                }),
            );
        }
    }
    list.iter().map(|s| s.get_ref().clone()).collect()
}

pub(super) fn parse_kind(
    raw: &Spanned<RawKind>,
    rel: &Path,
    report: &mut Report,
) -> Option<ParsedKind> {
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
                symbols: parse_symbols(&k.symbols, rel, report),
                quarter: None,
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
            let goods = c.get_ref().goods.as_ref().and_then(|g| {
                parse_name::<Goods>(
                    g,
                    &Goods::NAMES,
                    "data/bad-goods",
                    "kind of goods",
                    rel,
                    report,
                )
            });
            CitySegment {
                sides: parse_sides(&c.get_ref().sides, rel, report),
                pennants: c.get_ref().pennants,
                cathedral: c.get_ref().cathedral,
                goods,
                princess: c.get_ref().princess,
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
                &ROAD_ENDS,
                "a road that reaches one side ends at a village (crossing), the tile's cloister, a city gate, a house, or the tile's volcano, tower or fair",
                rel,
                report,
            ),
            inn: r.get_ref().inn,
            bridge: r.get_ref().bridge,
            tunnel: r.get_ref().tunnel,
            fork: r.get_ref().fork,
        });
    }
    let mut rivers = Vec::new();
    for (i, r) in k.rivers.iter().enumerate() {
        feature_spans.insert((FeatureType::River, i), r.span());
        rivers.push(RiverSegment {
            sides: parse_sides(&r.get_ref().sides, rel, report),
            end: parse_end(
                &r.get_ref().end,
                &RIVER_ENDS,
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
            herd: f.get_ref().herd,
        });
    }
    let quarter = k.quarter.as_ref().and_then(|q| {
        parse_name::<Quarter>(
            q,
            &Quarter::NAMES,
            "data/bad-quarter",
            "quarter",
            rel,
            report,
        )
    });
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
            symbols: parse_symbols(&k.symbols, rel, report),
            quarter,
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::super::{ParsedFile, parse_tileset_file};
    use crate::diag::Report;

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
    fn feature_attributes_are_read() {
        let text = GOOD
            .replace(
                r#"sides = ["N"] }"#,
                r#"sides = ["N"], cathedral = true, goods = "cloth" }"#,
            )
            .replace(
                r#"sides = ["E", "W"] }"#,
                r#"sides = ["E", "W"], inn = true }"#,
            );
        let (f, report) = parse(&text);
        assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
        let kind = &f.unwrap().kinds[0].kind;
        assert!(kind.cities[0].cathedral);
        assert_eq!(kind.cities[0].goods, Some(tilebook_engine::Goods::Cloth));
        assert!(kind.roads[0].inn && !kind.roads[0].bridge);
    }

    #[test]
    fn unknown_goods_get_a_suggestion() {
        let text = GOOD.replace(r#"sides = ["N"] }"#, r#"sides = ["N"], goods = "wnie" }"#);
        let (_, report) = parse(&text);
        let d = report.diagnostics()[0].clone();
        assert_eq!(d.code, "data/bad-goods");
        assert_eq!(d.hint.as_deref(), Some("did you mean `wine`?"));
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
}
