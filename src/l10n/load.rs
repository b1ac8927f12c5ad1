//! Loading: reads `locales/<tag>/*.ftl`, parses every file, reports its
//! syntax errors, and indexes each locale's messages and terms.
//!
//! The AST of `fluent-syntax` has no positions, but every name and text in
//! it is a slice of the file's source, so [`FtlFile::span`] recovers the byte
//! range of anything the checks point at.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use fluent_syntax::parser::{ErrorKind, ParserError};
use unic_langid::LanguageIdentifier;

pub use super::index::{Entry, EntryKind, Index, Unit, unit_key};
use crate::data::{decode_text, files_with_extension, read_bytes};
use crate::diag::{Diagnostic, Report};

/// Where locales live, relative to the project root.
pub const LOCALES_DIR: &str = "locales";

/// The source locale every other one is translated from.
pub const SOURCE_LOCALE: &str = "en";

/// One parsed `.ftl` file.
pub struct FtlFile {
    /// Path relative to the project root, e.g. `locales/pl/ui.ftl`.
    pub rel: PathBuf,
    /// File name, e.g. `ui.ftl`: the same in every locale.
    pub name: String,
    /// The parsed resource (entries that did not parse are skipped).
    pub resource: std::sync::Arc<FluentResource>,
    /// Whether the file had syntax errors.
    pub has_errors: bool,
}

impl FtlFile {
    /// The file's text.
    pub fn source(&self) -> &str {
        self.resource.source()
    }

    /// The byte range of `part`, a slice of this file's AST, in the file.
    /// Falls back to an empty range at the start when `part` is not one.
    pub fn span(&self, part: &str) -> Range<usize> {
        span_in(self.source(), part).unwrap_or(0..0)
    }

    /// The byte range of an entry's id as written: with the `-` for terms.
    pub fn id_span(&self, kind: EntryKind, id: &str) -> Range<usize> {
        let span = self.span(id);
        match kind {
            EntryKind::Term if span.start > 0 => span.start - 1..span.end,
            _ => span,
        }
    }
}

/// The byte range of `part` inside `source`, when `part` is a slice of it.
pub fn span_in(source: &str, part: &str) -> Option<Range<usize>> {
    let start = (part.as_ptr() as usize).checked_sub(source.as_ptr() as usize)?;
    (start + part.len() <= source.len()).then_some(start..start + part.len())
}

/// One locale: a folder under `locales/`.
pub struct Locale {
    /// The folder name, a BCP 47 tag such as `pt-BR`.
    pub tag: String,
    /// The tag, parsed.
    pub langid: LanguageIdentifier,
    /// Its `.ftl` files, sorted by name.
    pub files: Vec<FtlFile>,
}

impl Locale {
    /// The folder, relative to the project root.
    pub fn dir(&self) -> PathBuf {
        Path::new(LOCALES_DIR).join(&self.tag)
    }

    /// Whether this is the source locale.
    pub fn is_source(&self) -> bool {
        self.tag == SOURCE_LOCALE
    }

    /// The English name of the language, for messages to translators.
    pub fn english_name(&self) -> String {
        let name = match self.langid.language.as_str() {
            "en" => "English",
            "ro" => "Romanian",
            "hu" => "Hungarian",
            "pt" => "Portuguese",
            "pl" => "Polish",
            "de" => "German",
            "fr" => "French",
            "it" => "Italian",
            "es" => "Spanish",
            _ => return format!("`{}`", self.tag),
        };
        format!("{name} ({})", self.tag)
    }
}

/// Every locale of a project, the source locale first.
pub struct Locales {
    /// The locales; `list[0]` is the source when it exists.
    pub list: Vec<Locale>,
    /// Their lock files as read, by tag (see [`super::lock::parse`]).
    pub locks: BTreeMap<String, LockSource>,
    /// Their glossaries as read, by tag (see [`super::glossary::parse`]).
    pub glossaries: BTreeMap<String, LockSource>,
}

impl Locales {
    /// The lock file of a locale as read.
    pub fn lock(&self, tag: &str) -> &LockSource {
        self.locks.get(tag).unwrap_or(&LockSource::Absent)
    }

    /// The glossary of a locale as read (`glossary.toml`).
    pub fn glossary(&self, tag: &str) -> &LockSource {
        self.glossaries.get(tag).unwrap_or(&LockSource::Absent)
    }

    /// The source locale, `en`.
    pub fn source(&self) -> Option<&Locale> {
        self.list.first().filter(|l| l.is_source())
    }

    /// The locale with this tag.
    pub fn get(&self, tag: &str) -> Option<&Locale> {
        self.list.iter().find(|l| l.tag == tag)
    }

    /// The locales other than the source.
    pub fn translations(&self) -> impl Iterator<Item = &Locale> {
        self.list.iter().filter(|l| !l.is_source())
    }

    /// The tags of all locales.
    pub fn tags(&self) -> Vec<&str> {
        self.list.iter().map(|l| l.tag.as_str()).collect()
    }
}

/// The raw input of one locale: what [`read`] takes from disk, or what a
/// caller gives in memory ([`crate::l10n::check_sources`]).
#[derive(Clone, Debug, Default)]
pub struct LocaleSource {
    /// The folder name, e.g. `pt-BR`.
    pub tag: String,
    /// Its `.ftl` files: path relative to the project root
    /// (`locales/pl/ui.ftl`) and bytes, sorted by path.
    pub files: Vec<(PathBuf, Vec<u8>)>,
    /// Its lock file.
    pub lock: LockSource,
    /// Its glossary (`glossary.toml`), read like the lock.
    pub glossary: LockSource,
}

/// The raw lock file (or glossary) of a locale.
#[derive(Clone, Debug, Default)]
pub enum LockSource {
    /// There is none (nothing accepted yet).
    #[default]
    Absent,
    /// It exists but could not be read (already reported).
    Unreadable,
    /// Its bytes.
    Bytes(Vec<u8>),
}

/// Reads every locale under `root/locales/`: its `.ftl` files and its lock,
/// as bytes, the source locale first, then by tag. Returns `None` when the
/// project has no `locales/` folder at all (a data-only project).
pub fn read(root: &Path, report: &mut Report) -> Option<Vec<LocaleSource>> {
    let dir = root.join(LOCALES_DIR);
    if !dir.is_dir() {
        return None;
    }
    let mut tags: Vec<String> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect(),
        Err(e) => {
            report.push(
                Diagnostic::error("io/read", format!("cannot read {LOCALES_DIR}/: {e}"))
                    .in_file(LOCALES_DIR)
                    .hint("check that the folder exists and that you may read it"),
            );
            return None;
        }
    };
    // The source first, then the others by tag.
    tags.sort_by_key(|t| (t != SOURCE_LOCALE, t.clone()));
    Some(
        tags.into_iter()
            .map(|tag| {
                let lock = read_optional(root, &super::lock::lock_path(&tag), report);
                let glossary = read_optional(root, &super::glossary::glossary_path(&tag), report);
                LocaleSource {
                    files: read_files(root, &tag, report),
                    tag,
                    lock,
                    glossary,
                }
            })
            .collect(),
    )
}

/// A file a locale may have (its lock, its glossary), as bytes.
fn read_optional(root: &Path, rel: &Path, report: &mut Report) -> LockSource {
    if !root.join(rel).exists() {
        return LockSource::Absent;
    }
    match read_bytes(root, rel, report) {
        Some(bytes) => LockSource::Bytes(bytes),
        None => LockSource::Unreadable,
    }
}

/// The `.ftl` files of locale `tag`, as bytes; unreadable ones are reported
/// and left out.
fn read_files(root: &Path, tag: &str, report: &mut Report) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(LOCALES_DIR).join(tag);
    files_with_extension(root, &dir.to_string_lossy(), "ftl", report)
        .into_iter()
        .filter_map(|rel| read_bytes(root, &rel, report).map(|bytes| (rel, bytes)))
        .collect()
}

/// Loads every locale under `root/locales/` ([`read`], then [`parse`]).
/// Returns `None` when the project has no `locales/` folder at all.
pub fn load(root: &Path, report: &mut Report) -> Option<Locales> {
    read(root, report).map(|sources| parse(sources, report))
}

/// Parses the locales read by [`read`] or given in memory, reporting
/// invalid tags, files that are not UTF-8, and syntax errors.
pub fn parse(sources: Vec<LocaleSource>, report: &mut Report) -> Locales {
    use rayon::prelude::*;
    let mut locks = BTreeMap::new();
    let mut glossaries = BTreeMap::new();
    let mut list = Vec::new();
    // Each locale is parsed on its own, into a report of its own.
    type ParsedLocale = (String, LockSource, LockSource, Option<Locale>, Report);
    let parsed: Vec<ParsedLocale> = sources
        .into_par_iter()
        .map(|source| {
            let mut apart = Report::new();
            let locale = parse_locale(&source.tag, source.files, &mut apart);
            (source.tag, source.lock, source.glossary, locale, apart)
        })
        .collect();
    for (tag, lock, glossary, locale, apart) in parsed {
        report.merge(apart);
        glossaries.insert(tag.clone(), glossary);
        locks.insert(tag, lock);
        list.extend(locale);
    }
    let locales = Locales {
        list,
        locks,
        glossaries,
    };
    if locales.source().is_none() {
        report.push(
            Diagnostic::error(
                "l10n/no-source",
                format!("there is no `{LOCALES_DIR}/{SOURCE_LOCALE}/` folder"),
            )
            .in_file(LOCALES_DIR)
            .hint("English is the source every translation is checked against; create locales/en/ with its .ftl files"),
        );
    }
    locales
}

/// Loads one locale's `.ftl` files (not its lock), reporting unreadable
/// files and syntax errors. Returns `None` when the tag is not a valid
/// language tag.
pub fn load_locale(root: &Path, tag: &str, report: &mut Report) -> Option<Locale> {
    let files = read_files(root, tag, report);
    parse_locale(tag, files, report)
}

/// Parses the `.ftl` files of one locale. Returns `None` when the tag is
/// not a valid language tag.
pub fn parse_locale(
    tag: &str,
    files: Vec<(PathBuf, Vec<u8>)>,
    report: &mut Report,
) -> Option<Locale> {
    let dir = Path::new(LOCALES_DIR).join(tag);
    // The tag names the site's folders and URLs: one id pattern for all.
    if let Some(d) = crate::ids::check("locale folder name", tag) {
        report.push(d.in_file(&dir));
        return None;
    }
    let langid: LanguageIdentifier = match tag.parse() {
        Ok(id) => id,
        Err(e) => {
            report.push(
                Diagnostic::error(
                    "l10n/bad-locale",
                    format!("`{tag}` is not a language tag ({e})"),
                )
                .in_file(&dir)
                .hint("name each locale folder by its BCP 47 tag: en, ro, hu, pt-BR, pl"),
            );
            return None;
        }
    };
    if langid != tag {
        report.push(
            Diagnostic::error(
                "l10n/bad-locale",
                format!("locale folder `{tag}` is not written in canonical form"),
            )
            .in_file(&dir)
            .hint(format!("rename the folder to `{langid}`")),
        );
        return None;
    }
    let files = files
        .into_iter()
        .filter_map(|(rel, bytes)| {
            let name = rel
                .strip_prefix(&dir)
                .unwrap_or(&rel)
                .to_string_lossy()
                .replace('\\', "/");
            parse_file(rel, name, bytes, report)
        })
        .collect();
    Some(Locale {
        tag: tag.to_string(),
        langid,
        files,
    })
}

/// Decodes and parses one `.ftl` file. A leading byte-order mark is
/// dropped (positions are then counted without it, as editors show them);
/// entries nested deeper than the parser can take are refused
/// (`l10n/too-deep`) before it sees them.
fn parse_file(rel: PathBuf, name: String, bytes: Vec<u8>, report: &mut Report) -> Option<FtlFile> {
    let mut text = decode_text(&rel, bytes, report)?;
    if text.starts_with('\u{FEFF}') {
        text.drain(..'\u{FEFF}'.len_utf8());
    }
    report.add_source(&rel, text.clone());
    let (text, too_deep) = super::nesting::guard(text);
    for deep in &too_deep {
        report.push(too_deep_diagnostic(&rel, deep));
    }
    let (resource, errors) = match FluentResource::try_new(text) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors),
    };
    for err in &errors {
        report.push(syntax_diagnostic(&rel, err));
    }
    Some(FtlFile {
        rel,
        name,
        resource: std::sync::Arc::new(resource),
        has_errors: !errors.is_empty() || !too_deep.is_empty(),
    })
}

/// An entry refused by the nesting guard, as a diagnostic.
fn too_deep_diagnostic(rel: &Path, deep: &super::nesting::TooDeep) -> Diagnostic {
    let limit = super::nesting::MAX_DEPTH;
    let what = match &deep.id {
        Some(id) => format!("`{id}` nests"),
        None => "this entry nests".to_string(),
    };
    Diagnostic::error(
        "l10n/too-deep",
        format!("{what} placeables or calls more than {limit} levels deep; the entry is ignored"),
    )
    .at(rel, deep.at..deep.at + 1)
    .label(format!("level {} starts here", limit + 1))
    .hint("flatten it: move the inner part into a message or term of its own and reference that")
}

/// A parser error as a diagnostic, with a hint for the usual causes.
fn syntax_diagnostic(rel: &Path, err: &ParserError) -> Diagnostic {
    let hint = match &err.kind {
        ErrorKind::ExpectedToken(c) => format!("a `{c}` is missing here"),
        ErrorKind::ExpectedMessageField { entry_id } => {
            format!("give `{entry_id}` a text after `=`, or at least one `.attribute = text` line")
        }
        ErrorKind::ExpectedTermField { entry_id } => {
            format!("give the term `-{entry_id}` a text after `=`")
        }
        ErrorKind::MissingDefaultVariant => {
            "mark one variant as the default with a `*`, e.g. `*[other]`".to_string()
        }
        ErrorKind::MultipleDefaultVariants => "keep the `*` on one variant only".to_string(),
        ErrorKind::UnbalancedClosingBrace => {
            "a literal brace is written `{ \"}\" }`; otherwise remove the `}`".to_string()
        }
        ErrorKind::UnterminatedStringLiteral => {
            "close the string literal with `\"` on the same line".to_string()
        }
        ErrorKind::ExpectedCharRange { .. } => {
            "ids start with a letter and hold letters, digits, `-` and `_`; \
             continuation lines must be indented"
                .to_string()
        }
        _ => "fix the Fluent syntax here (see docs/localization.md); \
              the whole entry is ignored until then"
            .to_string(),
    };
    Diagnostic::error("l10n/syntax", format!("Fluent syntax error: {}", err.kind))
        .at(rel, err.pos.clone())
        .label("the parser stopped here")
        .hint(hint)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::Entry as AstEntry;

    #[test]
    fn spans_of_ast_slices_are_found() {
        let r = FluentResource::try_new("a = x\n-b = { a } y\n".to_string()).unwrap();
        let ids: Vec<&str> = r
            .entries()
            .filter_map(|e| match e {
                AstEntry::Message(m) => Some(m.id.name),
                AstEntry::Term(t) => Some(t.id.name),
                _ => None,
            })
            .collect();
        assert_eq!(span_in(r.source(), ids[0]), Some(0..1));
        assert_eq!(span_in(r.source(), ids[1]), Some(7..8));
        assert_eq!(span_in(r.source(), "elsewhere"), None);
    }
}
