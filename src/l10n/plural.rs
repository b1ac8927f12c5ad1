//! Plural rules: the categories each locale needs under current CLDR
//! (`icu_plurals`), what the fluent-bundle runtime's older table
//! (`intl_pluralrules`, CLDR 37) picks instead, and the checks on plural
//! select expressions.

use std::collections::BTreeSet;
use std::ops::Range;

use fixed_decimal::Decimal;
use fluent_syntax::ast::{InlineExpression, Variant, VariantKey};
use icu_locale_core::Locale as IcuLocale;
use icu_plurals::{PluralCategory, PluralRules};
use intl_pluralrules::{PluralRuleType, PluralRules as RuntimeRules};
use unic_langid::LanguageIdentifier;

use super::load::{FtlFile, Locale};
use crate::diag::Diagnostic;

/// Our own function: `PLURAL($n)` is the CLDR plural category of `$n` in
/// the bundle's locale, computed with current CLDR data. Select on it where
/// the runtime's older table would pick the wrong variant.
pub const PLURAL_FUNCTION: &str = "PLURAL";

/// The functions a pattern may call: fluent-bundle's builtins and ours.
pub const KNOWN_FUNCTIONS: [&str; 2] = ["NUMBER", PLURAL_FUNCTION];

/// The six CLDR category names, in CLDR order.
pub const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The numbers the checks try: every integer up to 200, some large round
/// numbers and a few decimals.
pub fn samples() -> Vec<String> {
    let mut s: Vec<String> = (0..=200).map(|n| n.to_string()).collect();
    for extra in [
        "1000", "1001", "1000000", "0.5", "1.5", "2.5", "1.0", "2.0", "5.0",
    ] {
        s.push(extra.to_string());
    }
    s
}

fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    }
}

/// The ICU locale of a language identifier.
pub fn icu_locale(langid: &LanguageIdentifier) -> IcuLocale {
    IcuLocale::try_from_str(&langid.to_string()).unwrap_or(IcuLocale::UNKNOWN)
}

/// Current CLDR cardinal plural rules for a locale.
pub fn cldr_rules(langid: &LanguageIdentifier) -> Option<PluralRules> {
    PluralRules::try_new_cardinal((&icu_locale(langid)).into()).ok()
}

/// The categories a locale needs under current CLDR, in CLDR order.
pub fn required_categories(langid: &LanguageIdentifier) -> Vec<&'static str> {
    let Some(rules) = cldr_rules(langid) else {
        return vec!["other"];
    };
    let have: BTreeSet<&str> = rules.categories().map(category_name).collect();
    CATEGORY_NAMES
        .into_iter()
        .filter(|c| have.contains(c))
        .collect()
}

/// The CLDR category of a decimal.
pub fn cldr_category_of(rules: &PluralRules, number: &Decimal) -> &'static str {
    category_name(rules.category_for(number))
}

/// The CLDR category of a number written as a string (`"1.5"`).
pub fn cldr_category(rules: &PluralRules, number: &str) -> &'static str {
    Decimal::try_from_str(number)
        .map(|d| cldr_category_of(rules, &d))
        .unwrap_or("other")
}

/// The plural rules fluent-bundle uses at run time for a locale: the same
/// table and the same fallback (language only, then English).
pub fn runtime_rules(langid: &LanguageIdentifier) -> Option<RuntimeRules> {
    let available = RuntimeRules::get_locales(PluralRuleType::CARDINAL);
    let language_only: LanguageIdentifier = langid.language.as_str().parse().ok()?;
    let chosen = [langid.clone(), language_only, "en".parse().ok()?]
        .into_iter()
        .find(|l| available.contains(l))?;
    RuntimeRules::create(chosen, PluralRuleType::CARDINAL).ok()
}

/// The runtime's category of a number written as a string.
pub fn runtime_category(rules: &RuntimeRules, number: &str) -> &'static str {
    use intl_pluralrules::PluralCategory as C;
    match rules.select(number) {
        Ok(C::ZERO) => "zero",
        Ok(C::ONE) => "one",
        Ok(C::TWO) => "two",
        Ok(C::FEW) => "few",
        Ok(C::MANY) => "many",
        _ => "other",
    }
}

/// Which variant a select picks for `number` whose category is `category`:
/// the first exact number key, or the first category key, or the default.
fn pick(variants: &[Variant<&str>], number: &str, category: &str) -> usize {
    let value: Option<f64> = number.parse().ok();
    variants
        .iter()
        .position(|v| match v.key {
            VariantKey::NumberLiteral { value: k } => k.parse::<f64>().ok() == value,
            VariantKey::Identifier { name } => name == category,
        })
        .or_else(|| variants.iter().position(|v| v.default))
        .unwrap_or(0)
}

fn key_name<'a>(v: &Variant<&'a str>) -> &'a str {
    match v.key {
        VariantKey::Identifier { name } | VariantKey::NumberLiteral { value: name } => name,
    }
}

/// The first few sample integers of a category, as an example for a hint.
fn examples(rules: &PluralRules, category: &str) -> String {
    let found: Vec<String> = (0..=1000)
        .map(|n| n.to_string())
        .filter(|n| cldr_category(rules, n) == category)
        .take(6)
        .collect();
    if found.is_empty() {
        "e.g. 1000000 or decimals".to_string()
    } else {
        format!("e.g. {}, …", found.join(", "))
    }
}

/// Whether a select expression chooses by plural category: its selector is
/// `NUMBER(…)` or `PLURAL(…)`, or a key is a plural category other than
/// `other`, or it selects on a variable that English selects on by plural.
pub fn is_plural_select(
    selector: &InlineExpression<&str>,
    variants: &[Variant<&str>],
    source_plural_vars: &BTreeSet<String>,
) -> bool {
    if let InlineExpression::FunctionReference { id, .. } = selector
        && (id.name == "NUMBER" || id.name == PLURAL_FUNCTION)
    {
        return true;
    }
    if matches!(selector, InlineExpression::TermReference { .. }) {
        return false;
    }
    let has_category_key = variants.iter().any(
        |v| matches!(v.key, VariantKey::Identifier { name } if CATEGORY_NAMES[..5].contains(&name)),
    );
    has_category_key
        || super::walk::selector_variable(selector).is_some_and(|v| source_plural_vars.contains(v))
}

/// The span to point at for a selector: its `$variable` or function name.
pub fn selector_span(file: &FtlFile, selector: &InlineExpression<&str>) -> Range<usize> {
    match selector {
        InlineExpression::VariableReference { id } => {
            let s = file.span(id.name);
            s.start.saturating_sub(1)..s.end
        }
        InlineExpression::FunctionReference { id, .. }
        | InlineExpression::MessageReference { id, .. }
        | InlineExpression::TermReference { id, .. } => file.span(id.name),
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            file.span(value)
        }
        InlineExpression::Placeable { .. } => 0..0,
    }
}

/// Checks one plural select expression of `locale`.
pub fn check_select(
    locale: &Locale,
    file: &FtlFile,
    selector: &InlineExpression<&str>,
    variants: &[Variant<&str>],
    out: &mut Vec<Diagnostic>,
) {
    let Some(rules) = cldr_rules(&locale.langid) else {
        return;
    };
    let required = required_categories(&locale.langid);
    let language = locale.english_name();
    let keys: Vec<&str> = variants
        .iter()
        .filter_map(|v| match v.key {
            VariantKey::Identifier { name } => Some(name),
            VariantKey::NumberLiteral { .. } => None,
        })
        .collect();
    let at = selector_span(file, selector);

    let missing: Vec<&str> = required
        .iter()
        .copied()
        .filter(|c| !keys.contains(c))
        .collect();
    if !missing.is_empty() {
        let list = |cs: &[&str]| {
            cs.iter()
                .map(|c| format!("[{c}]"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut d = Diagnostic::error(
            "l10n/plural-missing",
            format!(
                "{language} needs the plural variants {}; {} missing here",
                list(&required),
                list(&missing)
            ),
        )
        .at(&file.rel, at.clone())
        .label("plural select")
        .hint(format!("add the variant(s) {}", list(&missing)));
        for c in &missing {
            d = d.note(format!("`{c}` in {language}: {}", examples(&rules, c)));
        }
        out.push(d);
    }

    for v in variants {
        if let VariantKey::Identifier { name } = v.key
            && !required.contains(&name)
        {
            out.push(
                Diagnostic::warning(
                    "l10n/plural-unreachable",
                    format!("no number is `{name}` in {language}, so this variant is never chosen"),
                )
                .at(&file.rel, file.span(name))
                .hint(format!(
                    "remove it; {language} uses the categories {}",
                    required.join(", ")
                )),
            );
        }
    }

    // With PLURAL() the runtime uses current CLDR itself.
    let uses_plural_fn = matches!(selector,
        InlineExpression::FunctionReference { id, .. } if id.name == PLURAL_FUNCTION);
    if uses_plural_fn {
        return;
    }
    let Some(runtime) = runtime_rules(&locale.langid) else {
        return;
    };
    for n in samples() {
        let (cldr, old) = (cldr_category(&rules, &n), runtime_category(&runtime, &n));
        let (want, got) = (pick(variants, &n, cldr), pick(variants, &n, old));
        if want != got {
            let var = super::walk::selector_variable(selector).unwrap_or("n");
            out.push(
                Diagnostic::error(
                    "l10n/plural-runtime",
                    format!(
                        "for {n}, fluent-bundle's plural table (CLDR 37) picks [{}] ({old}), but current CLDR says [{}] ({cldr}) in {language}",
                        key_name(&variants[got]),
                        key_name(&variants[want])
                    ),
                )
                .at(&file.rel, at)
                .label("plural select")
                .hint(format!(
                    "select on `{PLURAL_FUNCTION}(${var})`, which uses current CLDR rules: {{ {PLURAL_FUNCTION}(${var}) -> … }}"
                )),
            );
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> LanguageIdentifier {
        s.parse().unwrap()
    }

    #[test]
    fn required_categories_follow_current_cldr() {
        assert_eq!(required_categories(&id("en")), ["one", "other"]);
        assert_eq!(required_categories(&id("hu")), ["one", "other"]);
        assert_eq!(required_categories(&id("ro")), ["one", "few", "other"]);
        assert_eq!(required_categories(&id("pt-BR")), ["one", "many", "other"]);
        assert_eq!(
            required_categories(&id("pl")),
            ["one", "few", "many", "other"]
        );
    }

    #[test]
    fn the_runtime_table_is_older_for_romanian_101() {
        let ro = id("ro");
        let (cldr, old) = (cldr_rules(&ro).unwrap(), runtime_rules(&ro).unwrap());
        // 101 puncte, not 101 de puncte: CLDR 37 had this wrong.
        assert_eq!(cldr_category(&cldr, "101"), "few");
        assert_eq!(runtime_category(&old, "101"), "other");
        assert_eq!(cldr_category(&cldr, "120"), "other");
        assert_eq!(cldr_category(&cldr, "5"), "few");
        let pt = id("pt-BR");
        let (cldr, old) = (cldr_rules(&pt).unwrap(), runtime_rules(&pt).unwrap());
        assert_eq!(cldr_category(&cldr, "1000000"), "many");
        assert_eq!(runtime_category(&old, "1000000"), "other");
    }

    #[test]
    fn polish_examples() {
        let rules = cldr_rules(&id("pl")).unwrap();
        assert_eq!(examples(&rules, "few"), "e.g. 2, 3, 4, 22, 23, 24, …");
        assert_eq!(cldr_category(&rules, "1.5"), "other");
    }
}
