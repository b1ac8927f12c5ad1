//! Localization: the Fluent messages under `locales/`, their checks, and
//! the runtime the outputs format text with.
//!
//! - [`load`] reads and parses `locales/<tag>/*.ftl` ([`nesting`] guards
//!   the parser against deep nesting) and [`index`] indexes them;
//! - [`checks`], [`refs`] (over [`graph`]), [`plural`], [`typography`], [`openings`], [`concepts`],
//!   [`conventions`], [`lock`], [`glossary`] and [`render`] are the checks `tilebook check`
//!   runs, each reporting [`Diagnostic`]s with a stable rule id;
//! - [`status`] is `tilebook l10n status`;
//! - [`runtime`] is the [`Localizer`] the outputs use;
//! - [`ids`] holds the message-id conventions code relies on.
//!
//! English (`en`) is the source; every other locale is checked against it.
//! The conventions for translators are in `docs/localization.md`.

pub mod checks;
pub mod concepts;
pub mod conventions;
pub mod engine;
pub mod glossary;
pub mod graph;
pub mod ids;
pub mod index;
pub mod load;
pub mod lock;
pub mod nesting;
pub mod openings;
pub mod plural;
pub mod refs;
pub mod render;
pub mod runtime;
pub mod status;
pub mod typography;
pub mod walk;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;

use rayon::prelude::*;

pub use load::{Index, LOCALES_DIR, Locale, LocaleSource, Locales, LockSource, SOURCE_LOCALE};
pub use runtime::{FluentArgs, FormatError, Localizer, WithFallback};

use crate::data::Data;
use crate::diag::{Diagnostic, Report, Severity};
use walk::{Node, selector_variable, walk};

/// What `check` looked at, for its closing line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Locales checked.
    pub locales: usize,
    /// English messages.
    pub messages: usize,
    /// The ids of the English messages, for the checks of other files that
    /// refer to them (books).
    pub message_ids: BTreeSet<String>,
}

/// Runs every localization check on the project's `locales/`. Returns
/// `None` when the project has no `locales/` folder.
pub fn check(root: &Path, data: &Data, report: &mut Report) -> Option<Summary> {
    let sources = load::read(root, report)?;
    let site = root.join(crate::book::BOOK_DIR).is_dir();
    Some(check_sources(sources, data, site, report))
}

/// Runs every localization check on locales given in memory (what
/// [`check`] reads from disk): no file system access, so tests and the
/// fuzzer use the very code `tilebook check` runs. `site` says whether the
/// project has books, whose pages need the site's messages.
pub fn check_sources(
    sources: Vec<load::LocaleSource>,
    data: &Data,
    site: bool,
    report: &mut Report,
) -> Summary {
    let locales = load::parse(sources, report);
    check_loaded(&locales, data, site, report)
}

/// Runs every localization check on locales already loaded and parsed
/// (by [`crate::project::Project`], or [`check_sources`]); `site` says
/// whether the project has books.
pub fn check_loaded(locales: &Locales, data: &Data, site: bool, report: &mut Report) -> Summary {
    check_rendering(locales, data, site, report).0
}

/// [`check_loaded`], also returning per locale tag the texts its render
/// check formatted ([`render::Rendered`]), for the outputs to reuse. The
/// locales are checked in parallel, each on its own; their diagnostics
/// are added in locale order.
pub fn check_rendering(
    locales: &Locales,
    data: &Data,
    site: bool,
    report: &mut Report,
) -> (Summary, BTreeMap<String, Arc<render::Rendered>>) {
    let Some(en_locale) = locales.source() else {
        let summary = Summary {
            locales: locales.list.len(),
            ..Summary::default()
        };
        return (summary, BTreeMap::new());
    };
    let (en, dups) = Index::build(en_locale);
    report.extend(dups);
    let translations: Vec<&Locale> = locales.translations().collect();
    let en = &en;
    let hashes = lock::SourceHashes::default();
    let source = |read: &mut Report| {
        let mut out = Vec::new();
        checks::source_against_code(en, data, site, &mut out);
        check_locale(en, en, &mut out);
        check_glossary(locales, en, read, &mut out);
        finish(en, en, out)
    };
    // Each job has a report of its own for the lock file it reads.
    let checked: Vec<(Report, Vec<Diagnostic>, render::Rendered)> = rayon::iter::once(None)
        .chain(translations.par_iter().map(Some))
        .map(|job| {
            let mut read = Report::new();
            let (out, texts) = match job {
                None => source(&mut read),
                Some(tr_locale) => {
                    let tag = &tr_locale.tag;
                    let (tr, dups) = Index::build(tr_locale);
                    let mut out = dups;
                    checks::file_set(en, &tr, &mut out);
                    checks::messages(en, &tr, &mut out);
                    checks::variables_against(en, &tr, &mut out);
                    openings::against(en, &tr, &mut out);
                    check_locale(en, &tr, &mut out);
                    let glossary = check_glossary(locales, &tr, &mut read, &mut out);
                    concepts::against(en, &tr, glossary.as_ref(), &mut out);
                    if let Some(lock) = lock::parse(tag, locales.lock(tag), &mut read) {
                        lock::check(tag, &lock, (en, &hashes), &tr, &mut out);
                    }
                    finish(en, &tr, out)
                }
            };
            (read, out, texts)
        })
        .collect();
    let mut rendered = BTreeMap::new();
    for (locale, (read, out, texts)) in locales.list.iter().zip(checked) {
        report.merge(read);
        report.extend(out);
        rendered.insert(locale.tag.clone(), Arc::new(texts));
    }
    let summary = Summary {
        locales: locales.list.len(),
        messages: en.messages.len(),
        message_ids: en.messages.keys().map(|k| k.to_string()).collect(),
    };
    (summary, rendered)
}

/// The checks that every locale, English included, gets on its own.
fn check_locale(en: &Index, index: &Index, out: &mut Vec<Diagnostic>) {
    checks::empty(index, out);
    refs::references(index, out);
    refs::cycles_and_expansion(index, out);
    let language = index.locale.langid.language.as_str();
    for e in index.messages.values().chain(index.terms.values()) {
        for u in e.units() {
            typography::check_pattern(language, e.file, u.pattern, out);
            conventions::check_pattern(language, e.file, u.pattern, out);
            let source_plural_vars = match e.kind {
                load::EntryKind::Message => en
                    .messages
                    .get(e.id)
                    .and_then(|s| s.unit(u.attr))
                    .map(|s| plural_variables(s.pattern))
                    .unwrap_or_default(),
                load::EntryKind::Term => BTreeSet::new(),
            };
            walk(u.pattern, &mut |node| {
                if let Node::Select(selector, variants) = node
                    && plural::is_plural_select(selector, variants, &source_plural_vars)
                {
                    plural::check_select(index.locale, e.file, selector, variants, out);
                }
            });
        }
    }
}

/// Checks a locale against its glossary, when it has one.
fn check_glossary(
    locales: &Locales,
    index: &Index,
    report: &mut Report,
    out: &mut Vec<Diagnostic>,
) -> Option<glossary::Glossary> {
    let tag = &index.locale.tag;
    let g = glossary::parse(tag, locales.glossary(tag), report)?;
    glossary::check(&g, index, out);
    Some(g)
}

/// The variables a pattern selects on by plural category.
fn plural_variables(pattern: &fluent_syntax::ast::Pattern<&str>) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    walk(pattern, &mut |node| {
        if let Node::Select(selector, variants) = node
            && plural::is_plural_select(selector, variants, &BTreeSet::new())
        {
            vars.extend(selector_variable(selector).map(str::to_string));
        }
    });
    vars
}

/// A locale's diagnostics, after rendering every message when the static
/// checks found no error (a broken locale would only repeat them), and
/// the texts rendered.
fn finish(
    en: &Index,
    index: &Index,
    mut out: Vec<Diagnostic>,
) -> (Vec<Diagnostic>, render::Rendered) {
    let clean = !out.iter().any(|d| d.severity == Severity::Error)
        && !index.locale.files.iter().any(|f| f.has_errors)
        && !en.locale.files.iter().any(|f| f.has_errors);
    let rendered = if clean {
        render::check(en, index, &mut out)
    } else {
        render::Rendered::new()
    };
    (out, rendered)
}
