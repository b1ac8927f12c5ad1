//! Rule editions (`data/rules.toml`): the scoring parameters on which the
//! first-, second- and third-edition rulebooks differ.

use std::path::Path;

use serde::Deserialize;
use tilebook_engine::{FarmMethod, Rate, Rules, SmallCity};
use toml::Spanned;

use super::tileset::toml_diagnostic;
use crate::diag::{Diagnostic, Report};

/// The rule-editions file, relative to the project root.
pub const RULES_FILE: &str = "data/rules.toml";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    edition: Vec<Spanned<RawEdition>>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct RawRate {
    tile: u32,
    pennant: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSmall {
    max_tiles: u32,
    tile: u32,
    pennant: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFarm {
    method: Spanned<String>,
    city: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEdition {
    id: Spanned<String>,
    road: u32,
    road_final: u32,
    city: RawRate,
    city_final: RawRate,
    #[serde(default)]
    small_city: Option<RawSmall>,
    cloister_tile: u32,
    farm: RawFarm,
}

/// Loads the rule editions, in file order.
pub fn load(root: &Path, report: &mut Report) -> Vec<Rules> {
    let rel = Path::new(RULES_FILE);
    if !root.join(rel).exists() {
        return Vec::new();
    }
    let Some(text) = super::read_text(root, rel, report) else {
        return Vec::new();
    };
    report.add_source(rel, text.clone());
    let raw: RawFile = match toml::from_str(&text) {
        Ok(raw) => raw,
        Err(e) => {
            report.push(toml_diagnostic(rel, &text, &e));
            return Vec::new();
        }
    };
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
        let Some(method) = FarmMethod::parse(e.farm.method.get_ref()) else {
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
            road: e.road,
            road_final: e.road_final,
            city: Rate {
                tile: e.city.tile,
                pennant: e.city.pennant,
            },
            city_final: Rate {
                tile: e.city_final.tile,
                pennant: e.city_final.pennant,
            },
            small_city: e.small_city.map(|s| SmallCity {
                max_tiles: s.max_tiles,
                rate: Rate {
                    tile: s.tile,
                    pennant: s.pennant,
                },
            }),
            cloister_tile: e.cloister_tile,
            farm_method: method,
            farm_city: e.farm.city,
        });
    }
    out
}
