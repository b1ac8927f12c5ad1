//! `tilebook l10n`: translation status, accepting translations, and what
//! changed in English since a translation was accepted.

use std::io::Write;
use std::path::Path;

use similar::{ChangeTag, TextDiff};

use super::{Color, EXIT_INVALID, EXIT_OK, EXIT_USAGE, Format, emit};
use crate::diag::{Diagnostic, Report, Severity, escape_controls};
use crate::l10n::glossary;
use crate::l10n::load::{self, Index, Locales, SOURCE_LOCALE};
use crate::l10n::lock::{self, canonical, hash};
use crate::l10n::status::{LocaleStatus, status};

/// Arguments of `tilebook l10n`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The `l10n` subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum Command {
    /// Per locale: how many messages (and English words) are translated,
    /// stale, missing, or identical to English.
    Status {
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// Record that the translations are made from the current English
    /// (all of them, or only the given ids; `ID` takes its attributes,
    /// `ID.ATTR` one attribute).
    Accept {
        /// The locale, e.g. `pl`.
        locale: String,
        /// Message ids (default: every translated message).
        ids: Vec<String>,
    },
    /// Show how the English of a message changed since its translation was
    /// accepted.
    Diff {
        /// The locale, e.g. `pl`.
        locale: String,
        /// The message id, or `ID.ATTR`.
        id: String,
    },
}

/// Runs `tilebook l10n …` and returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let mut report = Report::new();
    let Some(locales) = load::load(root, &mut report) else {
        eprintln!(
            "error: no {}/ folder in {}",
            load::LOCALES_DIR,
            root.display()
        );
        return Ok(EXIT_USAGE);
    };
    if locales.source().is_none() {
        emit(&report, Format::Human, color)?;
        return Ok(failure_code(&report));
    }
    match &args.command {
        Command::Status { format } => run_status(&locales, *format, &mut report, color),
        Command::Accept { locale, ids } => {
            run_accept(root, &locales, locale, ids, &mut report, color)
        }
        Command::Diff { locale, id } => run_diff(&locales, locale, id, &mut report, color),
    }
}

fn run_status(
    locales: &Locales,
    format: Format,
    report: &mut Report,
    color: Color,
) -> std::io::Result<u8> {
    let en_locale = locales.source().expect("checked by run");
    let (en, _) = Index::build(en_locale);
    let mut all = Vec::new();
    for l in &locales.list {
        let (index, _) = Index::build(l);
        let lock = if l.is_source() {
            lock::Lock::default()
        } else {
            lock::parse(&l.tag, locales.lock(&l.tag), report).unwrap_or_default()
        };
        let mut s = status(&en, &index, &lock);
        if !l.is_source()
            && let Some(g) = glossary::parse(&l.tag, locales.glossary(&l.tag), report)
        {
            s.unverified = (g.concepts.iter())
                .filter(|c| c.unverified.is_some())
                .map(|c| c.id.clone())
                .collect();
        }
        all.push(s);
    }
    if report.errors() > 0 {
        // Still useful: show the status of what could be read.
        emit(report, Format::Human, color)?;
    }
    let mut out = std::io::stdout().lock();
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &all)?;
            writeln!(out)?;
        }
        Format::Human => write_status(&mut out, &all)?,
    }
    // Errors in what was read still show a status; a file that could not
    // be read at all is an I/O error.
    Ok(if report.has_io_errors() {
        EXIT_USAGE
    } else {
        EXIT_OK
    })
}

fn write_status(out: &mut dyn Write, all: &[LocaleStatus]) -> std::io::Result<()> {
    let width = all
        .iter()
        .map(|s| s.language.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    writeln!(
        out,
        "{:<6}  {:<width$}  {:>8}  {:>13}  {:>13}  {:>13}  {:>13}  {:>16}  {:>10}",
        "locale",
        "language",
        "messages",
        "translated",
        "stale",
        "missing",
        "identical",
        "words translated",
        "unverified"
    )?;
    for s in all {
        let cell = |n: usize, p: f64| format!("{n:>4} {p:>6.1}%");
        let language = format!("{:<width$}", s.language);
        writeln!(
            out,
            "{:<6}  {language}  {:>8}  {:>13}  {:>13}  {:>13}  {:>13}  {:>16}  {:>10}",
            s.locale,
            s.total.messages,
            cell(s.translated.messages, s.percent.translated.messages),
            cell(s.stale.messages, s.percent.stale.messages),
            cell(s.missing.messages, s.percent.missing.messages),
            cell(s.identical.messages, s.percent.identical.messages),
            format!(
                "{}/{} {:.1}%",
                s.translated.words, s.total.words, s.percent.translated.words
            ),
            s.unverified.len(),
        )?;
    }
    Ok(())
}

/// The exit code of a command stopped by the errors in `report`: 2 for an
/// I/O problem, else 1.
fn failure_code(report: &Report) -> u8 {
    match report.exit_code() {
        EXIT_OK => EXIT_INVALID,
        code => code,
    }
}

/// The translated locale named on the command line, or a
/// `usage/unknown-locale` error.
fn pick<'a>(locales: &'a Locales, tag: &str) -> Result<&'a load::Locale, Box<Diagnostic>> {
    let translations: Vec<&str> = (locales.list.iter())
        .filter(|l| !l.is_source())
        .map(|l| l.tag.as_str())
        .collect();
    let hint = || format!("translations: {}", translations.join(", "));
    if tag == SOURCE_LOCALE {
        let d = Diagnostic::error(
            "usage/unknown-locale",
            format!("`{SOURCE_LOCALE}` is the source; translations are accepted against it"),
        );
        return Err(Box::new(d.hint(hint())));
    }
    locales.get(tag).ok_or_else(|| {
        let d = Diagnostic::error(
            "usage/unknown-locale",
            format!("there is no locale `{tag}`"),
        )
        .suggest(tag, translations.iter().copied(), hint);
        Box::new(d)
    })
}

/// Shows `d` (its texts escaped, as every diagnostic's) and gives the
/// exit code it calls for.
fn refuse(d: Diagnostic, color: Color) -> std::io::Result<u8> {
    let mut report = Report::new();
    report.push(d);
    emit(&report, Format::Human, color)?;
    Ok(report.exit_code())
}

fn run_accept(
    root: &Path,
    locales: &Locales,
    tag: &str,
    ids: &[String],
    report: &mut Report,
    color: Color,
) -> std::io::Result<u8> {
    let tr_locale = match pick(locales, tag) {
        Ok(l) => l,
        Err(d) => return refuse(*d, color),
    };
    let en_locale = locales.source().expect("checked by run");
    let lock = lock::parse(tag, locales.lock(tag), report);
    // Any file of English or of the locale that could not be read or
    // parsed would drop its messages' records from the lock: stop first.
    let broken = report.diagnostics().iter().any(|d| {
        d.severity == Severity::Error
            && d.file
                .as_ref()
                .is_some_and(|f| f.starts_with(en_locale.dir()) || f.starts_with(tr_locale.dir()))
    }) || en_locale
        .files
        .iter()
        .chain(&tr_locale.files)
        .any(|f| f.has_errors);
    let (Some(mut lock), false) = (lock, broken) else {
        emit(report, Format::Human, color)?;
        eprintln!(
            "accept: fix the errors above first (entries that cannot be read would be dropped from the lock); {} is unchanged",
            lock::lock_path(tag).display()
        );
        return Ok(failure_code(report));
    };
    let (en, _) = Index::build(en_locale);
    let (tr, _) = Index::build(tr_locale);
    match lock::accept(&mut lock, &en, &tr, ids) {
        Ok(accepted) => {
            if let Err(d) = lock::write(root, tag, &lock) {
                let mut report = Report::new();
                report.push(*d);
                emit(&report, Format::Human, color)?;
                return Ok(EXIT_USAGE);
            }
            if accepted.is_empty() {
                println!("{tag}: nothing new to accept");
            } else {
                let shown = if accepted.len() > 8 {
                    format!("{}, …", accepted[..8].join(", "))
                } else {
                    accepted.join(", ")
                };
                println!(
                    "{tag}: accepted {} translation(s) as made from the current English: {shown}",
                    accepted.len()
                );
            }
            Ok(EXIT_OK)
        }
        Err(msg) => refuse(
            Diagnostic::error("usage/unknown-message", msg)
                .hint("name a message id (or ID.ATTR) of the English that the locale translates"),
            color,
        ),
    }
}

fn run_diff(
    locales: &Locales,
    tag: &str,
    key: &str,
    report: &mut Report,
    color: Color,
) -> std::io::Result<u8> {
    let tr_locale = match pick(locales, tag) {
        Ok(l) => l,
        Err(d) => return refuse(*d, color),
    };
    let en_locale = locales.source().expect("checked by run");
    let (en, _) = Index::build(en_locale);
    let (tr, _) = Index::build(tr_locale);
    let (id, attr) = match key.split_once('.') {
        Some((i, a)) => (i, Some(a)),
        None => (key, None),
    };
    let Some(eu) = en.messages.get(id).and_then(|e| e.unit(attr)) else {
        let d = Diagnostic::error("usage/unknown-message", format!("English has no `{key}`"))
            .suggest(key, en.messages.keys().copied(), || {
                "name a message id (or ID.ATTR) of the English".into()
            });
        return refuse(d, color);
    };
    let now = canonical(eu.pattern);
    let lock = lock::parse(tag, locales.lock(tag), report).unwrap_or_default();
    let mut out = std::io::stdout().lock();
    let translation = tr.messages.get(id).and_then(|t| t.unit(attr));
    match lock.entries.get(key) {
        None => {
            writeln!(
                out,
                "{tag} `{key}`: no accepted English is recorded; the English now is:"
            )?;
            writeln!(out, "  {}", escape_controls(&now))?;
        }
        Some(entry) if entry.hash == hash(&now) => {
            writeln!(
                out,
                "{tag} `{key}`: up to date; the English has not changed since the translation was accepted"
            )?;
        }
        Some(entry) => {
            writeln!(
                out,
                "{tag} `{key}`: the English changed since the translation was accepted"
            )?;
            write_diff(&mut out, &entry.en, &now)?;
        }
    }
    match translation {
        Some(t) => writeln!(out, "{tag} now: {}", escape_controls(&canonical(t.pattern)))?,
        None => writeln!(out, "{tag}: not translated yet")?,
    }
    Ok(EXIT_OK)
}

/// A line diff of two texts, then the changed words of each changed line.
fn write_diff(out: &mut dyn Write, old: &str, new: &str) -> std::io::Result<()> {
    writeln!(out, "--- English when accepted")?;
    writeln!(out, "+++ English now")?;
    let lines = TextDiff::from_lines(old, new);
    for change in lines.iter_all_changes() {
        let sign = match change.tag() {
            ChangeTag::Delete => '-',
            ChangeTag::Insert => '+',
            ChangeTag::Equal => ' ',
        };
        write!(out, "{sign}{}", escape_controls(change.value()))?;
        if change.missing_newline() {
            writeln!(out)?;
        }
    }
    // Runs of changed words are shown together: `[-old words-]{+new words+}`.
    let words = TextDiff::from_words(old, new);
    let mut inline = String::new();
    let mut run: Option<(ChangeTag, String)> = None;
    let flush = |inline: &mut String, run: Option<(ChangeTag, String)>| match run {
        Some((ChangeTag::Delete, t)) => inline.push_str(&format!("[-{t}-]")),
        Some((ChangeTag::Insert, t)) => inline.push_str(&format!("{{+{t}+}}")),
        Some((ChangeTag::Equal, t)) => inline.push_str(&t),
        None => {}
    };
    for change in words.iter_all_changes() {
        match &mut run {
            Some((tag, text)) if *tag == change.tag() => text.push_str(change.value()),
            _ => {
                flush(&mut inline, run.take());
                run = Some((change.tag(), change.value().to_string()));
            }
        }
    }
    flush(&mut inline, run);
    writeln!(out, "words: {}", escape_controls(inline.trim_end()))
}
