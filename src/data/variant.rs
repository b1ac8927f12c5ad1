//! Rule variants (`[[rule_variant]]` in `data/rules.toml` and in a tile
//! set's file): where printings of a rulebook differ, each option of a
//! variant is the parameters it sets, and the source that says so.
//!
//! A variant of the base game sets parameters of every rule edition
//! ([`Rules::PARAMS`]); a variant of an expansion sets parameters of the
//! set's rules module ([`Module::params`](tilebook_engine::expansion::Module::params)).
//! The engine knows only parameters: which printing says what is data.
//! Boards choose options in `[variants]`, `score` and `sim` with
//! `--variant ID=OPTION`; the format is in docs/rules-and-boards.md.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;
use tilebook_engine::{Rules, Setup, TileSetId};
use toml::Spanned;

use super::Data;
use super::tileset::known_params;
use crate::diag::{Diagnostic, Report};

/// One rule variant: where printings differ, the options each says.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawVariant {
    /// The variant's id, unique across the project (`dragon-moves`): boards
    /// and `--variant` name it.
    #[schemars(with = "String")]
    id: Spanned<String>,
    /// The option played when nothing chooses: the reading of the seed
    /// rulebook (000 for the expansions), where it has one.
    #[schemars(with = "String")]
    default: Spanned<String>,
    /// Its options, at least two.
    #[schemars(with = "Vec<RawOption>")]
    option: Vec<Spanned<RawOption>>,
}

/// One option of a rule variant.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawOption {
    /// The option's id within its variant (`after-scoring`).
    #[schemars(with = "String")]
    id: Spanned<String>,
    /// Who says it: the printing, rulebook or publisher's clarification,
    /// with where a reader can check it.
    #[schemars(with = "String")]
    source: Spanned<String>,
    /// The option is a reading of ours where the sources are silent or
    /// ambiguous, not a publisher's rule.
    #[serde(default)]
    reading: bool,
    /// The option is a house rule: players' or a program's, in no
    /// printing (its source says whose).
    #[serde(default)]
    house_rule: bool,
    /// The parameters it sets (of the base rules, or of the set's rules
    /// module), each to its value.
    #[serde(default)]
    #[schemars(with = "BTreeMap<String, u32>")]
    params: BTreeMap<Spanned<String>, Spanned<u32>>,
}

/// A rule variant as checked: its options and where it is defined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleVariant {
    /// Its id (`dragon-moves`).
    pub id: String,
    /// The tile set that defines it; `None` for the base game's
    /// (`data/rules.toml`).
    pub set: Option<TileSetId>,
    /// The rules module of that set, whose parameters its options set.
    pub module: Option<String>,
    /// The id of the option played when nothing chooses.
    pub default: String,
    /// Its options, in file order.
    pub options: Vec<VariantOption>,
    /// The file that defines it, relative to the project root.
    pub file: PathBuf,
    /// Byte range of its `id` value there.
    pub span: Range<usize>,
}

/// One option of a rule variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantOption {
    /// Its id within the variant.
    pub id: String,
    /// Who says it (printing, rulebook, clarification).
    pub source: String,
    /// A reading of ours, not a publisher's rule.
    pub reading: bool,
    /// A house rule, in no printing.
    pub house_rule: bool,
    /// The parameters it sets, sorted by name.
    pub params: Vec<(String, u32)>,
}

impl RuleVariant {
    /// The option with id `id`.
    pub fn option(&self, id: &str) -> Option<&VariantOption> {
        self.options.iter().find(|o| o.id == id)
    }

    /// Whether it applies to a game with `setup`: a base variant always,
    /// an expansion's when its module is in play.
    pub fn applies(&self, setup: &Setup) -> bool {
        self.module
            .as_deref()
            .is_none_or(|m| setup.module_ids().contains(&m))
    }
}

/// Whose parameters a file's variants set, and the values the file plays
/// with (which the default option must keep).
pub(crate) struct Owner<'a> {
    /// The set (`None`: the base rules).
    pub set: Option<&'a TileSetId>,
    /// Its rules module.
    pub module: Option<&'a str>,
    /// The parameter names an option may set.
    pub names: Vec<&'static str>,
    /// The value of each parameter the file plays with; `None` for the
    /// base rules, whose default option must set nothing (each edition
    /// plays as written).
    pub current: Option<Vec<(&'static str, u32)>>,
}

/// Reads a file's `[[rule_variant]]` tables; every fault is
/// `data/bad-variant` at its place, and the variant is left out.
pub(crate) fn parse_variants(
    raw: &[Spanned<RawVariant>],
    owner: &Owner<'_>,
    rel: &Path,
    report: &mut Report,
) -> Vec<RuleVariant> {
    let mut out: Vec<RuleVariant> = Vec::new();
    for v in raw {
        let v = v.get_ref();
        let bad = |span: Range<usize>, msg: String, hint: &str| {
            Diagnostic::error("data/bad-variant", msg)
                .at(rel, span)
                .hint(hint.to_string())
        };
        let id = v.id.get_ref();
        let mut ok = true;
        if let Some(d) = crate::ids::check("rule variant id", id) {
            report.push(d.at(rel, v.id.span()));
            ok = false;
        }
        if out.iter().any(|o| &o.id == id) {
            report.push(bad(
                v.id.span(),
                format!("rule variant `{id}` is defined twice in this file"),
                "give each variant its own id",
            ));
            continue;
        }
        if v.option.len() < 2 {
            report.push(bad(
                v.id.span(),
                format!("rule variant `{id}` has {} option(s)", v.option.len()),
                "a variant offers at least two options, each a [[rule_variant.option]] table",
            ));
            ok = false;
        }
        let mut options: Vec<VariantOption> = Vec::new();
        for o in &v.option {
            let o = o.get_ref();
            let oid = o.id.get_ref();
            if let Some(d) = crate::ids::check("variant option id", oid) {
                report.push(d.at(rel, o.id.span()));
                ok = false;
            }
            if options.iter().any(|p| &p.id == oid) {
                report.push(bad(
                    o.id.span(),
                    format!("rule variant `{id}` has two options `{oid}`"),
                    "give each option its own id",
                ));
                ok = false;
            }
            if o.reading && o.house_rule {
                report.push(bad(
                    o.id.span(),
                    format!("option `{oid}` of rule variant `{id}` is both our reading and a house rule"),
                    "a reading is ours where the sources are unclear; a house rule is someone's rule no printing has: keep one",
                ));
                ok = false;
            }
            if o.source.get_ref().trim().is_empty() {
                report.push(bad(
                    o.source.span(),
                    format!("option `{oid}` of rule variant `{id}` names no source"),
                    "say which printing, rulebook or clarification gives it (or that it is our reading, with `reading = true`)",
                ));
                ok = false;
            }
            let whose = owner.module.map_or("the base rules".to_string(), |m| {
                format!("the rules module `{m}`")
            });
            let hint = format!("the parameters are {}", owner.names.join(", "));
            let (params, known) = known_params(&o.params, &owner.names, &whose, &hint, rel, report);
            ok &= known;
            options.push(VariantOption {
                id: oid.clone(),
                source: o.source.get_ref().trim().to_string(),
                reading: o.reading,
                house_rule: o.house_rule,
                params,
            });
        }
        let default = v.default.get_ref();
        match options.iter().find(|o| &o.id == default) {
            None => {
                let ids: Vec<&str> = options.iter().map(|o| o.id.as_str()).collect();
                report.push(
                    Diagnostic::error(
                        "data/bad-variant",
                        format!("the default of rule variant `{id}` is `{default}`, which is none of its options"),
                    )
                    .at(rel, v.default.span())
                    .suggest(default, ids.iter().copied(), || {
                        format!("its options: {}", ids.join(", "))
                    }),
                );
                ok = false;
            }
            Some(d) => {
                let changed: Vec<String> = match &owner.current {
                    None => d.params.iter().map(|(n, v)| format!("{n} = {v}")).collect(),
                    Some(current) => (d.params.iter())
                        .filter(|(n, v)| current.iter().any(|(c, cv)| c == n && cv != v))
                        .map(|(n, v)| format!("{n} = {v}"))
                        .collect(),
                };
                if !changed.is_empty() {
                    report.push(bad(
                        v.default.span(),
                        format!(
                            "the default option `{default}` of rule variant `{id}` changes what the file plays with ({})",
                            changed.join(", ")
                        ),
                        if owner.current.is_none() {
                            "the base rules' default option sets no parameter: each edition plays as written"
                        } else {
                            "make the set's `params` (or the module's defaults) the default option's values"
                        },
                    ));
                    ok = false;
                }
            }
        }
        if ok {
            out.push(RuleVariant {
                id: id.clone(),
                set: owner.set.cloned(),
                module: owner.module.map(str::to_string),
                default: default.clone(),
                options,
                file: rel.to_path_buf(),
                span: v.id.span(),
            });
        }
    }
    out
}

/// Reports a variant id defined in two files (`data/bad-variant`) and
/// keeps the first.
pub(crate) fn dedup_across_files(variants: &mut Vec<RuleVariant>, report: &mut Report) {
    let mut seen: Vec<RuleVariant> = Vec::new();
    for v in variants.drain(..) {
        if let Some(first) = seen.iter().find(|s| s.id == v.id) {
            report.push(
                Diagnostic::error(
                    "data/bad-variant",
                    format!(
                        "rule variant `{}` is also defined in {}",
                        v.id,
                        first.file.display()
                    ),
                )
                .at(&v.file, v.span.clone())
                .hint("variant ids are unique across the project: rename one"),
            );
        } else {
            seen.push(v);
        }
    }
    *variants = seen;
}

/// Options chosen by id of their variant, as a board's `[variants]` or
/// `--variant ID=OPTION` give them; later choices of a variant replace
/// earlier ones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices(pub BTreeMap<String, String>);

impl Choices {
    /// Chooses `option` for `variant`.
    pub fn set(&mut self, variant: &str, option: &str) {
        self.0.insert(variant.to_string(), option.to_string());
    }

    /// These choices, then `over`'s on top.
    pub fn with(&self, over: &Choices) -> Choices {
        let mut out = self.clone();
        out.0
            .extend(over.0.iter().map(|(k, v)| (k.clone(), v.clone())));
        out
    }

    /// `variant=option, …`, for messages ("" when none).
    pub fn describe(&self) -> String {
        (self.0.iter())
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Why a choice cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// No variant has this id.
    UnknownVariant {
        /// The id.
        variant: String,
        /// Every variant's id.
        known: Vec<String>,
    },
    /// The variant belongs to a set the game does not play.
    NotInPlay {
        /// The id.
        variant: String,
        /// The set that defines it.
        set: String,
    },
    /// The variant has no such option.
    UnknownOption {
        /// The variant's id.
        variant: String,
        /// The option named.
        option: String,
        /// Its options.
        known: Vec<String>,
    },
}

impl std::fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ChoiceError::UnknownVariant { variant, .. } => {
                write!(f, "there is no rule variant `{variant}`")
            }
            ChoiceError::NotInPlay { variant, set } => write!(
                f,
                "rule variant `{variant}` is one of the tile set `{set}`, which is not played here"
            ),
            ChoiceError::UnknownOption {
                variant, option, ..
            } => write!(f, "rule variant `{variant}` has no option `{option}`"),
        }
    }
}

impl ChoiceError {
    /// The word a suggestion is made for and its candidates.
    pub fn candidates(&self) -> (&str, &[String]) {
        match self {
            ChoiceError::UnknownVariant { variant, known } => (variant, known),
            ChoiceError::UnknownOption { option, known, .. } => (option, known),
            ChoiceError::NotInPlay { variant, .. } => (variant, &[]),
        }
    }

    /// A diagnostic `board/unknown-variant` with a suggestion.
    pub fn diagnostic(&self) -> Diagnostic {
        let (word, known) = self.candidates();
        let hint = match self {
            ChoiceError::NotInPlay { set, .. } => {
                format!("add `{set}` to the board's tilesets, or drop the choice")
            }
            ChoiceError::UnknownVariant { .. } => {
                format!(
                    "rule variants: {} (`tilebook variants` lists them)",
                    known.join(", ")
                )
            }
            ChoiceError::UnknownOption { .. } => format!("its options: {}", known.join(", ")),
        };
        Diagnostic::error("board/unknown-variant", self.to_string()).suggest(
            word,
            known.iter().map(String::as_str),
            || hint,
        )
    }
}

impl Data {
    /// The rule variant with id `id`.
    pub fn variant(&self, id: &str) -> Option<&RuleVariant> {
        self.variants.iter().find(|v| v.id == id)
    }

    /// The base rules' parameters `choices` set (those of the base game's
    /// variants; the rest are ignored).
    pub fn rules_params(&self, choices: &Choices) -> Vec<(String, u32)> {
        (choices.0.iter())
            .filter_map(|(v, o)| self.variant(v).filter(|v| v.module.is_none())?.option(o))
            .flat_map(|o| o.params.iter().cloned())
            .collect()
    }

    /// Applies `choices` (and every other variant's default) to a game
    /// with `setup`: the expansions' parameters go into `setup`, and the
    /// base rules' are returned, for [`apply_rules`] on each edition.
    pub fn apply_choices(
        &self,
        choices: &Choices,
        setup: &mut Setup,
    ) -> Result<Vec<(String, u32)>, ChoiceError> {
        let mut rules = Vec::new();
        for (vid, oid) in &choices.0 {
            let Some(v) = self.variant(vid) else {
                return Err(ChoiceError::UnknownVariant {
                    variant: vid.clone(),
                    known: self.variants.iter().map(|v| v.id.clone()).collect(),
                });
            };
            if !v.applies(setup) {
                return Err(ChoiceError::NotInPlay {
                    variant: vid.clone(),
                    set: v.set.as_ref().map(|s| s.to_string()).unwrap_or_default(),
                });
            }
            let Some(o) = v.option(oid) else {
                return Err(ChoiceError::UnknownOption {
                    variant: vid.clone(),
                    option: oid.clone(),
                    known: v.options.iter().map(|o| o.id.clone()).collect(),
                });
            };
            for (name, value) in &o.params {
                match v.module {
                    Some(_) => setup.set_param(name, *value),
                    None => rules.push((name.clone(), *value)),
                }
            }
        }
        Ok(rules)
    }
}

/// `rules` with the base rules' parameters `params` set.
pub fn apply_rules(rules: &Rules, params: &[(String, u32)]) -> Rules {
    let mut out = rules.clone();
    for (name, value) in params {
        out.set_param(name, *value);
    }
    out
}

/// Parses `ID=OPTION` (`--variant`).
pub fn parse_choice(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((v, o)) if !v.trim().is_empty() && !o.trim().is_empty() => {
            Ok((v.trim().to_string(), o.trim().to_string()))
        }
        _ => Err(format!(
            "`{s}` is not VARIANT=OPTION (e.g. `dragon-moves=after-scoring`; `tilebook variants` lists them)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_is_variant_equals_option() {
        assert_eq!(
            parse_choice("dragon-moves = after-scoring"),
            Ok(("dragon-moves".into(), "after-scoring".into()))
        );
        for bad in ["dragon-moves", "=x", "x=", ""] {
            assert!(parse_choice(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn later_choices_replace_earlier_ones() {
        let mut a = Choices::default();
        a.set("small-city", "two");
        a.set("barn", "any-field");
        let mut b = Choices::default();
        b.set("small-city", "four");
        let c = a.with(&b);
        assert_eq!(c.describe(), "barn=any-field, small-city=four");
    }
}
