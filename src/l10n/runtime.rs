//! The runtime: formats messages of one locale for the outputs.
//!
//! A [`Localizer`] wraps a fluent-bundle with the builtins (`NUMBER`) and our
//! `PLURAL`, without Unicode isolation marks (the text goes into HTML and
//! SVG), with numbers formatted for the locale by ICU (decimal comma and
//! grouping where the language uses them), and with every resolver error
//! returned as an error instead of a silently rendered `{$x}`.

use std::borrow::Borrow;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;

use fixed_decimal::{Decimal, FloatPrecision};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_locale_core::Locale as IcuLocale;
use icu_plurals::PluralRules;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentArgs;

use super::load::{Locale, load_locale};
use super::plural::{KNOWN_FUNCTIONS, PLURAL_FUNCTION, cldr_category_of, icu_locale};
use super::render::Rendered;
use crate::diag::Report;
use std::collections::HashMap;
use std::sync::Arc;

/// The bundle type of the runtime (shareable between threads).
pub type Bundle<R> = FluentBundle<R>;

/// Why a message could not be formatted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The locale has no message with this id.
    NoMessage {
        /// Locale tag.
        locale: String,
        /// Message id.
        id: String,
    },
    /// The message has no value (only attributes), or no such attribute.
    NoPattern {
        /// Locale tag.
        locale: String,
        /// `id` or `id.attr`.
        key: String,
    },
    /// Resolving the message failed (missing variable, unknown reference,
    /// cycle …); the texts are fluent-bundle's.
    Resolve {
        /// Locale tag.
        locale: String,
        /// `id` or `id.attr`.
        key: String,
        /// What went wrong.
        errors: Vec<String>,
    },
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::NoMessage { locale, id } => write!(f, "{locale}: no message `{id}`"),
            FormatError::NoPattern { locale, key } => write!(f, "{locale}: `{key}` has no text"),
            FormatError::Resolve {
                locale,
                key,
                errors,
            } => write!(f, "{locale}: `{key}`: {}", errors.join("; ")),
        }
    }
}

impl std::error::Error for FormatError {}

/// Formats the messages of one locale.
pub struct Localizer {
    tag: String,
    bundle: Bundle<Arc<FluentResource>>,
    /// Texts already formatted, by `id` or `id.attr`: those of the units
    /// without variables, as the render check formatted them.
    texts: Option<Arc<Rendered>>,
    /// The locale, for formatting numbers.
    number_locale: IcuLocale,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("locale", &self.tag)
            .finish()
    }
}

impl Localizer {
    /// Loads `root/locales/<locale>/*.ftl`. Problems go to `report`; returns
    /// `None` when the locale does not exist or a file has errors.
    pub fn load(root: &Path, locale: &str, report: &mut Report) -> Option<Localizer> {
        let dir = root.join(super::LOCALES_DIR).join(locale);
        if !dir.is_dir() {
            report.push(
                crate::diag::Diagnostic::error(
                    "l10n/no-locale",
                    format!("there is no locale `{locale}`"),
                )
                .in_file(Path::new(super::LOCALES_DIR).join(locale))
                .hint("create the folder with the same .ftl files as locales/en/"),
            );
            return None;
        }
        let errors = report.errors();
        let loaded = load_locale(root, locale, report)?;
        if report.errors() > errors {
            return None;
        }
        Some(Localizer::from_locale(&loaded))
    }

    /// A localizer over an already loaded locale, sharing its parsed
    /// resources (nothing is read or parsed again).
    pub fn from_locale(locale: &Locale) -> Localizer {
        let tag = locale.tag.clone();
        let resources = locale.files.iter().map(|f| Arc::clone(&f.resource));
        Localizer {
            tag,
            bundle: new_bundle(&locale.langid, resources),
            texts: None,
            number_locale: icu_locale(&locale.langid),
        }
    }

    /// This localizer answering the units in `texts` (formatted without
    /// arguments by the same runtime, see [`super::render::check`]) from
    /// there instead of formatting them again.
    pub fn with_texts(mut self, texts: Arc<Rendered>) -> Localizer {
        self.texts = Some(texts);
        self
    }

    /// The locale's tag, e.g. `pt-BR`.
    pub fn locale(&self) -> &str {
        &self.tag
    }

    /// Whether the locale has this message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Formats a message's value.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, FormatError> {
        self.format_unit(id, None, args)
    }

    /// Formats one attribute of a message.
    pub fn attribute(
        &self,
        id: &str,
        attr: &str,
        args: Option<&FluentArgs>,
    ) -> Result<String, FormatError> {
        self.format_unit(id, Some(attr), args)
    }

    fn format_unit(
        &self,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Result<String, FormatError> {
        if args.is_none()
            && let Some(texts) = &self.texts
            && let Some(text) = texts.get(&*super::load::unit_key(id, attr))
        {
            return Ok(text.clone());
        }
        format_unit(&self.bundle, &self.tag, id, attr, args)
    }

    /// A number formatted for this locale (`1234.5` is `1 234,5` in Polish).
    pub fn number(&self, value: f64) -> String {
        format_decimal(&self.number_locale, &FluentNumber::from(value))
    }
}

/// A [`Localizer`] that shows the English text where its locale has no
/// usable text for a message, and remembers those messages so that the
/// command can say so once (`l10n/english-fallback`).
#[derive(Debug)]
pub struct WithFallback {
    main: Localizer,
    english: Option<Localizer>,
    missing: RefCell<BTreeSet<String>>,
}

impl WithFallback {
    /// Loads `locale` like [`Localizer::load`], and English beside it. A
    /// broken English only means there is nothing to fall back on.
    pub fn load(root: &Path, locale: &str, report: &mut Report) -> Option<WithFallback> {
        let main = Localizer::load(root, locale, report)?;
        let english = (locale != super::SOURCE_LOCALE)
            .then(|| Localizer::load(root, super::SOURCE_LOCALE, &mut Report::new()))
            .flatten();
        Some(WithFallback {
            main,
            english,
            missing: RefCell::new(BTreeSet::new()),
        })
    }

    /// The locale's tag, e.g. `pt-BR`.
    pub fn locale(&self) -> &str {
        self.main.locale()
    }

    /// Formats a message's value; in English when the locale cannot.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, FormatError> {
        self.main.format(id, args).or_else(|err| {
            self.missing.borrow_mut().insert(id.to_string());
            match &self.english {
                Some(en) => en.format(id, args),
                None => Err(err),
            }
        })
    }

    /// The messages the locale could not give, sorted.
    pub fn missing(&self) -> Vec<String> {
        self.missing.borrow().iter().cloned().collect()
    }

    /// The warning about [`WithFallback::missing`], if any.
    pub fn warning(&self) -> Option<crate::diag::Diagnostic> {
        let missing = self.missing();
        if missing.is_empty() {
            return None;
        }
        let tag = self.locale();
        let ids = missing
            .iter()
            .map(|id| format!("`{id}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let shown = if self.english.is_some() {
            "the English text is shown instead"
        } else {
            "the message id is shown instead"
        };
        Some(
            crate::diag::Diagnostic::warning(
                "l10n/english-fallback",
                format!("locale `{tag}` has no usable text for {ids}; {shown}"),
            )
            .in_file(Path::new(super::LOCALES_DIR).join(tag))
            .hint(format!(
                "translate them in locales/{tag}/ (`tilebook check` lists every missing message)"
            )),
        )
    }
}

/// Formats a message's value or attribute from any bundle of the runtime.
pub fn format_unit<R: Borrow<FluentResource>>(
    bundle: &Bundle<R>,
    tag: &str,
    id: &str,
    attr: Option<&str>,
    args: Option<&FluentArgs>,
) -> Result<String, FormatError> {
    let key = super::load::unit_key(id, attr);
    let message = bundle
        .get_message(id)
        .ok_or_else(|| FormatError::NoMessage {
            locale: tag.to_string(),
            id: id.to_string(),
        })?;
    let pattern = match attr {
        None => message.value(),
        Some(a) => message.get_attribute(a).map(|a| a.value()),
    }
    .ok_or_else(|| FormatError::NoPattern {
        locale: tag.to_string(),
        key: key.clone(),
    })?;
    FUNCTION_ERRORS.with(|e| e.borrow_mut().clear());
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    let mut errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
    errors.extend(FUNCTION_ERRORS.with(|e| std::mem::take(&mut *e.borrow_mut())));
    // A function that returns an error is written as `{NAME()}` without a
    // resolver error; a translation cannot contain that text otherwise.
    let braces = text.contains('{');
    for name in KNOWN_FUNCTIONS.iter().filter(|_| braces) {
        if text.contains(&format!("{{{name}()}}")) {
            errors.push(format!("{name}() could not format its argument"));
        }
    }
    // So is a variable a term was not given: fluent-bundle shows `{$name}`.
    if let Some(at) = text.find("{$").filter(|_| braces) {
        let name: String = text[at + 2..].chars().take_while(|c| *c != '}').collect();
        errors.push(format!(
            "variable `${name}` was not given (a term reference lacks it)"
        ));
    }
    if errors.is_empty() {
        Ok(text)
    } else {
        errors.dedup();
        Err(FormatError::Resolve {
            locale: tag.to_string(),
            key,
            errors,
        })
    }
}

/// A bundle for `langid` over `resources`, set up as the runtime needs it.
pub fn new_bundle<R: Borrow<FluentResource>>(
    langid: &LanguageIdentifier,
    resources: impl IntoIterator<Item = R>,
) -> Bundle<R> {
    let mut bundle = FluentBundle::new_concurrent(vec![langid.clone()]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(formatter));
    // Both only fail when the name is taken, which it is not in a new bundle.
    let _ = bundle.add_builtins();
    let icu = icu_locale(langid);
    let _ = bundle.add_function(PLURAL_FUNCTION, move |positional, _named| {
        plural(&icu, positional.first())
    });
    for r in resources {
        // Duplicates are reported by the checks; the first definition wins.
        let _ = bundle.add_resource(r);
    }
    bundle
}

thread_local! {
    /// Errors of our functions during one `format_unit` on this thread:
    /// fluent-bundle has no way for a function to report one.
    static FUNCTION_ERRORS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn function_error(message: String) -> FluentValue<'static> {
    FUNCTION_ERRORS.with(|e| e.borrow_mut().push(message));
    FluentValue::Error
}

/// `PLURAL($n)`: the current CLDR plural category of `$n` as a string.
fn plural<'a>(locale: &IcuLocale, arg: Option<&FluentValue<'a>>) -> FluentValue<'a> {
    let number = match arg {
        Some(FluentValue::Number(n)) => n.clone(),
        Some(FluentValue::String(s)) => match s.parse::<f64>() {
            Ok(v) => FluentNumber::from(v),
            Err(_) => {
                return function_error(format!("{PLURAL_FUNCTION}() needs a number, not \"{s}\""));
            }
        },
        _ => return function_error(format!("{PLURAL_FUNCTION}() needs a number")),
    };
    let category = PLURAL_RULES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let rules = cache
            .entry(locale.clone())
            .or_insert_with(|| PluralRules::try_new_cardinal(locale.into()).ok());
        rules
            .as_ref()
            .map(|rules| cldr_category_of(rules, &to_decimal(&number)))
    });
    match category {
        Some(category) => FluentValue::from(category),
        None => function_error(format!("no plural rules for {locale}")),
    }
}

/// The locale of a bundle, kept by fluent's memoizer for the formatter.
struct NumberLocale(IcuLocale);

impl Memoizable for NumberLocale {
    type Args = ();
    type Error = ();
    fn construct(lang: LanguageIdentifier, _args: ()) -> Result<Self, ()> {
        Ok(NumberLocale(icu_locale(&lang)))
    }
}

thread_local! {
    /// ICU's decimal formatters by locale and grouping, and its plural
    /// rules by locale, each made once per thread (they cannot be shared
    /// between threads) when first needed.
    static DECIMALS: RefCell<HashMap<(IcuLocale, bool), Option<DecimalFormatter>>> =
        RefCell::new(HashMap::new());
    static PLURAL_RULES: RefCell<HashMap<IcuLocale, Option<PluralRules>>> =
        RefCell::new(HashMap::new());
}

/// `n` formatted for `locale` with ICU, honouring its grouping and digit
/// options.
fn format_decimal(locale: &IcuLocale, n: &FluentNumber) -> String {
    let grouping = n.options.use_grouping;
    DECIMALS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let formatter = cache.entry((locale.clone(), grouping)).or_insert_with(|| {
            let mut options = DecimalFormatterOptions::default();
            if !grouping {
                options.grouping_strategy = Some(GroupingStrategy::Never);
            }
            DecimalFormatter::try_new(locale.into(), options).ok()
        });
        match formatter {
            Some(f) => f.format(&to_decimal(n)).to_string(),
            None => n.as_string().into_owned(),
        }
    })
}

fn formatter(
    value: &FluentValue,
    intls: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    use fluent_bundle::memoizer::MemoizerKind;
    let FluentValue::Number(n) = value else {
        return None;
    };
    intls
        .with_try_get_threadsafe::<NumberLocale, _, _>((), |l| format_decimal(&l.0, n))
        .ok()
}

/// A fluent number as a decimal, honouring its fraction digit options.
pub fn to_decimal(n: &FluentNumber) -> Decimal {
    let mut d = Decimal::try_from_f64(n.value, FloatPrecision::RoundTrip)
        .unwrap_or_else(|_| Decimal::from(0));
    let o = &n.options;
    if let Some(max) = o.maximum_fraction_digits {
        d.round(-(max.min(20) as i16));
        d.absolute.trim_end();
    }
    if let Some(min) = o.minimum_fraction_digits {
        d.absolute.pad_end(-(min.min(20) as i16));
    }
    if let Some(min) = o.minimum_integer_digits {
        d.absolute.pad_start(min.min(20) as i16);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn localizer(tag: &str, src: &str) -> Localizer {
        let langid: LanguageIdentifier = tag.parse().unwrap();
        Localizer {
            tag: tag.into(),
            bundle: new_bundle(
                &langid,
                [Arc::new(FluentResource::try_new(src.into()).unwrap())],
            ),
            texts: None,
            number_locale: icu_locale(&langid),
        }
    }

    fn args(pairs: &[(&'static str, FluentValue<'static>)]) -> FluentArgs<'static> {
        let mut a = FluentArgs::new();
        for (k, v) in pairs {
            a.set(*k, v.clone());
        }
        a
    }

    #[test]
    fn numbers_follow_the_locale() {
        let src = "n = { $x }\nf = { NUMBER($x, minimumFractionDigits: 2) }\n";
        let x = args(&[("x", FluentValue::from(1234.5))]);
        assert_eq!(
            localizer("en", src).format("n", Some(&x)).unwrap(),
            "1,234.5"
        );
        assert_eq!(
            localizer("ro", src).format("n", Some(&x)).unwrap(),
            "1.234,5"
        );
        assert_eq!(
            localizer("pt-BR", src).format("n", Some(&x)).unwrap(),
            "1.234,5"
        );
        assert_eq!(
            localizer("pl", src).format("f", Some(&x)).unwrap(),
            "1234,50"
        );
        assert_eq!(localizer("hu", src).number(0.5), "0,5");
    }

    #[test]
    fn no_isolation_marks_and_errors_are_errors() {
        let l = localizer("en", "m = Hi { $who }!\nr = { nope }\n");
        let who = args(&[("who", FluentValue::from("Ana"))]);
        assert_eq!(l.format("m", Some(&who)).unwrap(), "Hi Ana!");
        assert!(matches!(
            l.format("m", None),
            Err(FormatError::Resolve { .. })
        ));
        assert!(matches!(
            l.format("r", None),
            Err(FormatError::Resolve { .. })
        ));
        assert!(matches!(
            l.format("x", None),
            Err(FormatError::NoMessage { .. })
        ));
        assert!(matches!(
            l.attribute("m", "t", None),
            Err(FormatError::NoPattern { .. })
        ));
    }

    #[test]
    fn plural_uses_current_cldr() {
        let src = "p = { PLURAL($n) ->\n    [one] { $n } punct\n    [few] { $n } puncte\n   *[other] { $n } de puncte\n}\n\
                   o = { $n ->\n    [one] { $n } punct\n    [few] { $n } puncte\n   *[other] { $n } de puncte\n}\n";
        let l = localizer("ro", src);
        let n = |v: f64| args(&[("n", FluentValue::from(v))]);
        assert_eq!(l.format("p", Some(&n(1.0))).unwrap(), "1 punct");
        assert_eq!(l.format("p", Some(&n(5.0))).unwrap(), "5 puncte");
        assert_eq!(l.format("p", Some(&n(101.0))).unwrap(), "101 puncte");
        assert_eq!(l.format("p", Some(&n(120.0))).unwrap(), "120 de puncte");
        // The runtime's own table gets 101 wrong: what `l10n/plural-runtime` reports.
        assert_eq!(l.format("o", Some(&n(101.0))).unwrap(), "101 de puncte");
    }
}
