//! Diagnostics for people: rustc-style (via `codespan-reporting`), bounded
//! whatever the input. A quoted source line longer than [`EXCERPT_CHARS`]
//! is cut to an excerpt around the span (`…` where it is cut, the caret
//! still under the span, the column still the line's), a span over many
//! lines quotes only the lines shown, and of one rule in one file only the
//! first [`SHOWN_PER_RULE`] diagnostics are shown, then how many more
//! there are; a message is cut after [`MESSAGE_CHARS`] characters. So
//! 4,000 errors on one 43 KB line print a few KB, in time
//! linear in the input.

use std::collections::{BTreeMap, HashMap};
use std::io;
use std::ops::Range;
use std::path::Path;

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::termcolor::WriteColor;
use codespan_reporting::term::{self, Config, Styles, StylesWriter};

use super::escape::{SafeSource, escape_controls};
use super::source::Source;
use super::{Diagnostic, Report, Severity, clamp};

/// The most characters of a source line quoted (besides the `…` marking
/// where it is cut): a line of a terminal or two, room for the span and
/// some context either side.
pub const EXCERPT_CHARS: usize = 120;

/// The most characters of a message, label or note shown (then `…`): a
/// message quoting a 5,000-character name from the input is cut too.
pub const MESSAGE_CHARS: usize = 400;

/// Characters shown before a span at least, when the span is too long to
/// show whole.
const CONTEXT_CHARS: usize = 20;

/// How many diagnostics of one rule in one file are shown; the rest are
/// counted in one line. Twenty show the pattern of a mistake; thousands
/// only bury the others (`--format json` lists them all).
pub const SHOWN_PER_RULE: usize = 20;

/// Writes `report` rustc-style to `out` (see the module's text).
pub(super) fn write_human(report: &Report, out: &mut dyn WriteColor) -> io::Result<()> {
    // Nothing to show: the sources need not be prepared for quoting.
    if report.diagnostics.is_empty() {
        return Ok(());
    }
    let styles = Styles::default();
    let mut writer = StylesWriter::new(out, &styles);
    let config = Config::default();
    // Each source made safe to quote, indexed by lines (lazily: only the
    // files diagnostics point into).
    let mut quoted: HashMap<usize, Quoted> = HashMap::new();
    let mut counts: HashMap<(Option<&Path>, &str), usize> = HashMap::new();
    // Those not shown, by rule, of the file being written.
    let mut hidden: BTreeMap<&str, (Severity, usize)> = BTreeMap::new();
    let mut file: Option<&Path> = None;
    for d in report.diagnostics() {
        if d.file.as_deref() != file {
            write_hidden(&mut writer, &config, file, &mut hidden)?;
            file = d.file.as_deref();
        }
        let count = counts.entry((d.file.as_deref(), d.code)).or_default();
        *count += 1;
        if *count > SHOWN_PER_RULE {
            hidden.entry(d.code).or_insert((d.severity, 0)).1 += 1;
            continue;
        }
        let at = d
            .file
            .as_ref()
            .and_then(|f| report.by_path.get(f.as_path()))
            .zip(d.span.clone());
        let Some((&i, span)) = at else {
            let cs = cs_diagnostic(d, d.file.as_deref());
            emit(&mut writer, &config, &Excerpt::default(), &cs)?;
            continue;
        };
        let q = quoted
            .entry(i)
            .or_insert_with(|| Quoted::new(&report.sources[i]));
        let span = clamp(span, &report.sources[i].text);
        let span = q.safe.offset(span.start)..q.safe.offset(span.end);
        let (excerpt, span) = Excerpt::new(&q.name, &q.index, span, &config);
        let label = d.label.as_deref().unwrap_or_default();
        let cs = cs_diagnostic(d, None)
            .with_labels(vec![Label::primary((), span).with_message(shown(label))]);
        emit(&mut writer, &config, &excerpt, &cs)?;
    }
    write_hidden(&mut writer, &config, file, &mut hidden)
}

/// A source made safe to quote ([`SafeSource`]), with its lines indexed.
struct Quoted {
    name: String,
    safe: SafeSource,
    index: Source,
}

impl Quoted {
    fn new(source: &Source) -> Self {
        let mut safe = SafeSource::new(&source.text);
        let text = std::mem::take(&mut safe.text);
        Quoted {
            name: escape_controls(&source.path.display().to_string()).into_owned(),
            safe,
            index: Source::new(source.path.clone(), text),
        }
    }
}

/// The header, message and notes of `d` (the hint as `help: …`, and `in
/// FILE` when `in_file` names one), escaped.
fn cs_diagnostic(d: &Diagnostic, in_file: Option<&Path>) -> CsDiagnostic<()> {
    let mut notes = Vec::new();
    if let Some(f) = in_file {
        notes.push(format!("in {}", f.display()));
    }
    notes.extend(d.notes.iter().cloned());
    if let Some(h) = &d.hint {
        notes.push(format!("help: {h}"));
    }
    CsDiagnostic::new(match d.severity {
        Severity::Error => CsSeverity::Error,
        Severity::Warning => CsSeverity::Warning,
    })
    .with_code(d.code)
    .with_message(shown(&d.message))
    .with_notes(notes.iter().map(|n| shown(n)).collect())
}

/// `text` as shown: escaped ([`escape_controls`]), at most
/// [`MESSAGE_CHARS`] characters of it.
fn shown(text: &str) -> String {
    match text.char_indices().nth(MESSAGE_CHARS) {
        Some((cut, _)) => format!("{}…", escape_controls(&text[..cut])),
        None => escape_controls(text).into_owned(),
    }
}

/// One line per rule of `file` with diagnostics not shown: how many.
fn write_hidden(
    writer: &mut StylesWriter<'_, &mut dyn WriteColor>,
    config: &Config,
    file: Option<&Path>,
    hidden: &mut BTreeMap<&str, (Severity, usize)>,
) -> io::Result<()> {
    for (code, (severity, n)) in std::mem::take(hidden) {
        let what = match (severity, n) {
            (Severity::Error, 1) => "error",
            (Severity::Error, _) => "errors",
            (Severity::Warning, 1) => "warning",
            (Severity::Warning, _) => "warnings",
        };
        let place = file.map_or(String::new(), |f| {
            format!(" in {}", escape_controls(&f.display().to_string()))
        });
        let cs = CsDiagnostic::note()
            .with_code(code)
            .with_message(format!("and {n} more {code} {what}{place}"))
            .with_notes(vec![format!(
                "only the first {SHOWN_PER_RULE} of one rule in one file are shown"
            )]);
        emit(writer, config, &Excerpt::default(), &cs)?;
    }
    Ok(())
}

fn emit(
    writer: &mut StylesWriter<'_, &mut dyn WriteColor>,
    config: &Config,
    excerpt: &Excerpt<'_>,
    cs: &CsDiagnostic<()>,
) -> io::Result<()> {
    term::emit_to_write_style(writer, config, excerpt, cs).map_err(io::Error::other)
}

/// The lines of a file a diagnostic quotes, each cut to at most
/// [`EXCERPT_CHARS`] characters around the span: what codespan-reporting
/// reads instead of the whole file, with the lines' own numbers and
/// columns.
#[derive(Default)]
struct Excerpt<'a> {
    name: &'a str,
    text: String,
    /// Where each line of `text` starts, then the length of `text`.
    starts: Vec<usize>,
    /// The 1-based number of each line in the file.
    numbers: Vec<usize>,
    /// Characters of each line in the file before its excerpt, less the
    /// `…` shown there: added to a column in the excerpt, the column in
    /// the file.
    shifts: Vec<usize>,
}

impl<'a> Excerpt<'a> {
    /// The lines of `source` that `span` (a byte range of it) is shown on,
    /// as `config` shows a span over several lines (its first lines and
    /// its last, one placeholder line for those between), and `span` in
    /// the excerpt.
    fn new(
        name: &'a str,
        source: &Source,
        span: Range<usize>,
        config: &Config,
    ) -> (Self, Range<usize>) {
        let first = source.line_index(span.start);
        let last = source.line_index(span.end);
        let (head, tail) = (config.start_context_lines, config.end_context_lines);
        let lines: Vec<Option<usize>> = if last - first <= head + tail + 1 {
            (first..=last).map(Some).collect()
        } else {
            (first..=first + head)
                .map(Some)
                .chain([None])
                .chain((last - tail..=last).map(Some))
                .collect()
        };
        let mut e = Excerpt {
            name,
            ..Excerpt::default()
        };
        let mut shown = 0..0;
        for line in lines {
            e.starts.push(e.text.len());
            let Some(line) = line else {
                // Between the first lines and the last: never rendered.
                e.numbers.push(first + head + 2);
                e.shifts.push(0);
                e.text.push('\n');
                continue;
            };
            let range = source.line_range(line);
            let text = &source.text[range.clone()];
            let focus = span.start.clamp(range.start, range.end) - range.start
                ..span.end.clamp(range.start, range.end) - range.start;
            let cut = window(text, focus);
            let before = if cut.start > 0 { "…" } else { "" };
            let start_col = source.position(range.start + cut.start).column - 1;
            e.numbers.push(line + 1);
            e.shifts.push(start_col - before.chars().count());
            // Where byte `at` of the file is in the excerpt, on this line.
            let base = e.text.len() + before.len();
            let map = |at: usize| {
                base + at.clamp(range.start + cut.start, range.start + cut.end)
                    - range.start
                    - cut.start
            };
            if line == first {
                shown.start = map(span.start);
            }
            if line == last {
                shown.end = map(span.end);
            }
            e.text.push_str(before);
            e.text.push_str(&text[cut.clone()]);
            if cut.end < text.len() {
                e.text.push('…');
            }
            e.text.push('\n');
        }
        e.starts.push(e.text.len());
        (e, shown)
    }
}

/// The bytes of `line` to quote around `focus` (a byte range of it): all
/// of it when it has at most [`EXCERPT_CHARS`] characters, else that many
/// with the focus in the middle, or its start after [`CONTEXT_CHARS`] of
/// context when it is too long to show whole. Reads only what it shows.
fn window(line: &str, focus: Range<usize>) -> Range<usize> {
    if line.chars().nth(EXCERPT_CHARS).is_none() {
        return 0..line.len();
    }
    let focus_chars = line[focus.clone()].chars().take(EXCERPT_CHARS).count();
    let before = ((EXCERPT_CHARS - focus_chars) / 2).max(CONTEXT_CHARS);
    let (start, took) = back(line, focus.start, before);
    let budget = EXCERPT_CHARS - took;
    match line[focus.start..].char_indices().nth(budget) {
        Some((i, _)) => start..focus.start + i,
        // The line ends first: the rest of the budget goes before.
        None => {
            let after = line[focus.start..].chars().count();
            let (start, _) = back(line, start, budget - after);
            start..line.len()
        }
    }
}

/// The byte `n` characters before byte `at` of `line` (or its start), and
/// how many characters that is.
fn back(line: &str, at: usize, n: usize) -> (usize, usize) {
    let mut start = at;
    let mut took = 0;
    for (i, _) in line[..at].char_indices().rev().take(n) {
        start = i;
        took += 1;
    }
    (start, took)
}

impl<'a> Files<'a> for Excerpt<'a> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(&self.text)
    }

    fn line_index(&'a self, (): (), byte_index: usize) -> Result<usize, FilesError> {
        let lines = self.numbers.len().max(1);
        Ok((self.starts.partition_point(|&s| s <= byte_index)).clamp(1, lines) - 1)
    }

    fn line_number(&'a self, (): (), line_index: usize) -> Result<usize, FilesError> {
        (self.numbers.get(line_index).copied()).ok_or(FilesError::LineTooLarge {
            given: line_index,
            max: self.numbers.len().saturating_sub(1),
        })
    }

    fn column_number(
        &'a self,
        (): (),
        line_index: usize,
        byte_index: usize,
    ) -> Result<usize, FilesError> {
        let range = self.line_range((), line_index)?;
        let at = byte_index.clamp(range.start, range.end);
        Ok(self.text[range.start..at].chars().count() + self.shifts[line_index] + 1)
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, FilesError> {
        match (self.starts.get(line_index), self.starts.get(line_index + 1)) {
            (Some(&start), Some(&end)) => Ok(start..end),
            _ => Err(FilesError::LineTooLarge {
                given: line_index,
                max: self.numbers.len().saturating_sub(1),
            }),
        }
    }
}
