//! Rule editions (`data/rules.toml`): the scoring parameters on which the
//! first-, second- and third-edition rulebooks differ.

use std::path::Path;

use schemars::JsonSchema;
use serde::Deserialize;
use tilebook_engine::{FarmMethod, Rate, Rules, RulesId, SmallCity};
use toml::Spanned;

use super::schema::names::FarmMethodName;
use super::tileset::toml_diagnostic;
use super::variant::{Owner, RawVariant, parse_variants};
use super::{Data, Input, out_of_range};
use crate::diag::{Diagnostic, Report};

/// The rule-editions file, relative to the project root.
pub const RULES_FILE: &str = "data/rules.toml";

/// The rule editions: the scoring parameters on which the first-, second-
/// and third-edition rulebooks differ (docs/rules-and-boards.md).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFile {
    /// One table per rule edition.
    #[schemars(with = "Vec<RawEdition>")]
    edition: Vec<Spanned<RawEdition>>,
    /// The base game's rule variants: where printings differ on a rule
    /// apart from the edition (the small city), each option the
    /// parameters it sets ([`Rules::PARAMS`]).
    #[serde(default)]
    #[schemars(with = "Vec<RawVariant>")]
    rule_variant: Vec<Spanned<RawVariant>>,
}

/// The largest number a rule edition may give (points per tile, pennant
/// or city, and the small-city size): far above any rulebook, and low
/// enough that no score of a board comes near overflowing.
pub const MAX_RULE_VALUE: u32 = 1_000;

/// Points per tile and per pennant.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawRate {
    /// Points per tile (at most 1,000).
    #[schemars(with = "u32")]
    tile: Spanned<u32>,
    /// Points per pennant (at most 1,000).
    #[schemars(with = "u32")]
    pennant: Spanned<u32>,
}

/// A completed city this small scores at its own rate.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawSmall {
    /// The most tiles a city may have to count as small.
    #[schemars(with = "u32")]
    max_tiles: Spanned<u32>,
    /// Points per tile of a small city.
    #[schemars(with = "u32")]
    tile: Spanned<u32>,
    /// Points per pennant of a small city.
    #[schemars(with = "u32")]
    pennant: Spanned<u32>,
}

/// How farms score.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawFarm {
    /// The farm scoring method.
    #[schemars(with = "FarmMethodName")]
    method: Spanned<String>,
    /// Points per completed city a farm scores.
    #[schemars(with = "u32")]
    city: Spanned<u32>,
}

/// One rule edition.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawEdition {
    /// The edition's id (`first`, `second`, `third`), as `--rules` and
    /// board files name it.
    #[schemars(with = "RulesId")]
    id: Spanned<RulesId>,
    /// Points per tile of a road completed during play.
    #[schemars(with = "u32")]
    road: Spanned<u32>,
    /// Points per tile of an unfinished road in the final scoring.
    #[schemars(with = "u32")]
    road_final: Spanned<u32>,
    /// A city completed during play.
    city: RawRate,
    /// An unfinished city in the final scoring.
    city_final: RawRate,
    /// A small completed city's own rate, where the rulebook has one.
    #[serde(default)]
    #[schemars(with = "RawSmall")]
    small_city: Option<RawSmall>,
    /// Points per tile of a cloister and the tiles around it.
    #[schemars(with = "u32")]
    cloister_tile: Spanned<u32>,
    /// How farms score.
    farm: RawFarm,
}

impl RawEdition {
    /// Every number of the edition, with its key.
    fn numbers(&self) -> Vec<(&'static str, &Spanned<u32>)> {
        let mut all = vec![
            ("road", &self.road),
            ("road_final", &self.road_final),
            ("city.tile", &self.city.tile),
            ("city.pennant", &self.city.pennant),
            ("city_final.tile", &self.city_final.tile),
            ("city_final.pennant", &self.city_final.pennant),
            ("cloister_tile", &self.cloister_tile),
            ("farm.city", &self.farm.city),
        ];
        if let Some(s) = &self.small_city {
            all.extend([
                ("small_city.max_tiles", &s.max_tiles),
                ("small_city.tile", &s.tile),
                ("small_city.pennant", &s.pennant),
            ]);
        }
        all
    }
}

fn rate(r: &RawRate) -> Rate {
    Rate {
        tile: *r.tile.get_ref(),
        pennant: *r.pennant.get_ref(),
    }
}

/// Loads the rule editions into `data.rules`, in file order. A missing
/// file is no error until something needs a rule edition; then it is
/// reported once ([`Data::available`]).
pub fn load(root: &Path, data: &mut Data, report: &mut Report) {
    let rel = Path::new(RULES_FILE);
    if std::fs::symlink_metadata(root.join(rel)).is_err() {
        data.mark_unavailable(
            Input::Rules,
            Some(
                Diagnostic::error(
                    "data/missing-file",
                    format!("{RULES_FILE} does not exist, but rule editions are needed"),
                )
                .in_file(rel)
                .hint(format!(
                    "restore {RULES_FILE}: one [[edition]] per rule edition (see docs/rules-and-boards.md)"
                )),
            ),
        );
        return;
    }
    let Some(text) = super::read_text(root, rel, report) else {
        data.mark_unavailable(Input::Rules, None);
        return;
    };
    report.add_source(rel, text.clone());
    let raw: RawFile = match toml::from_str(&text) {
        Ok(raw) => raw,
        Err(e) => {
            report.push(toml_diagnostic(rel, &text, &e));
            data.mark_unavailable(Input::Rules, None);
            return;
        }
    };
    let owner = Owner {
        set: None,
        module: None,
        names: Rules::PARAMS.to_vec(),
        current: None,
    };
    let variants = parse_variants(&raw.rule_variant, &owner, rel, report);
    data.variants.splice(0..0, variants);
    let mut out: Vec<Rules> = Vec::new();
    for e in raw.edition {
        let e = e.into_inner();
        if out.iter().any(|r| r.id == *e.id.get_ref()) {
            report.push(
                Diagnostic::error(
                    "data/duplicate-id",
                    format!("rule edition `{}` is defined twice", e.id.get_ref()),
                )
                .at(rel, e.id.span())
                .hint("give each rule edition its own id"),
            );
            continue;
        }
        let mut in_range = true;
        for (key, value) in e.numbers() {
            let what = format!("`{key}` of rule edition `{}`", e.id.get_ref());
            let hint = format!(
                "give the points the rulebook states; every number of an edition is at most {MAX_RULE_VALUE}"
            );
            if let Some(d) = out_of_range(&what, value, MAX_RULE_VALUE, rel, &hint) {
                report.push(d);
                in_range = false;
            }
        }
        if !in_range {
            data.mark_unavailable(Input::Rule(e.id.get_ref().clone()), None);
            continue;
        }
        let Some(method) = FarmMethod::parse(e.farm.method.get_ref()) else {
            data.mark_unavailable(Input::Rule(e.id.get_ref().clone()), None);
            report.push(
                Diagnostic::error(
                    "data/schema",
                    format!("`{}` is not a farm scoring method", e.farm.method.get_ref()),
                )
                .at(rel, e.farm.method.span())
                .label("expected per-farm, per-farm-city-once or per-city")
                .hint("see docs/rules-and-boards.md for what each method means"),
            );
            continue;
        };
        out.push(Rules {
            id: e.id.into_inner(),
            road: *e.road.get_ref(),
            road_final: *e.road_final.get_ref(),
            city: rate(&e.city),
            city_final: rate(&e.city_final),
            small_city: e.small_city.as_ref().map(|s| SmallCity {
                max_tiles: *s.max_tiles.get_ref(),
                rate: Rate {
                    tile: *s.tile.get_ref(),
                    pennant: *s.pennant.get_ref(),
                },
            }),
            cloister_tile: *e.cloister_tile.get_ref(),
            farm_method: method,
            farm_city: *e.farm.city.get_ref(),
        });
    }
    data.rules = out;
}
