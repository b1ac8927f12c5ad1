//! Diagnostics: what `check` and every other command report about bad input.
//!
//! A [`Diagnostic`] names a stable rule id, a severity, a message, where in
//! which file (byte span, turned into line and column), and a hint on how to
//! fix it. [`Report`] collects them with the source text they point into and
//! renders them rustc-style (via `codespan-reporting`) or as JSON.

use std::io::{self, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use codespan_reporting::term::{self, Styles, StylesWriter};
use serde::Serialize;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; fails only under `--deny warnings`.
    Warning,
    /// Invalid input: the command exits non-zero.
    Error,
}

/// One problem found in the project's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Stable rule id, such as `data/syntax` or `tile/half-claimed-twice`.
    pub code: &'static str,
    /// What is wrong, in one sentence.
    pub message: String,
    /// The file it is in, relative to the project root where possible.
    pub file: Option<PathBuf>,
    /// Byte range in that file.
    pub span: Option<Range<usize>>,
    /// A short label under the span.
    pub label: Option<String>,
    /// How to fix it.
    pub hint: Option<String>,
    /// Further context.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// A new error with the given rule id and message.
    pub fn error(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            file: None,
            span: None,
            label: None,
            hint: None,
            notes: Vec::new(),
        }
    }

    /// A new warning with the given rule id and message.
    pub fn warning(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, message)
        }
    }

    /// Points the diagnostic at `span` in `file`.
    pub fn at(mut self, file: impl Into<PathBuf>, span: Range<usize>) -> Self {
        self.file = Some(file.into());
        self.span = Some(span);
        self
    }

    /// Names the file without a position in it.
    pub fn in_file(mut self, file: impl Into<PathBuf>) -> Self {
        self.file = Some(file.into());
        self
    }

    /// Adds a label under the span.
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// Adds a fix hint.
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

/// A 1-based line and column (in characters) in a source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in Unicode scalar values.
    pub column: usize,
}

/// The 1-based line and column of byte `offset` in `text`.
pub fn position(text: &str, offset: usize) -> Position {
    position_in(text, &line_starts(text), offset)
}

/// The byte offsets the lines of `text` start at.
fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

/// [`position`] with the line starts of `text` at hand: a binary search
/// and the characters of one line.
fn position_in(text: &str, line_starts: &[usize], offset: usize) -> Position {
    let mut cut = offset.min(text.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    // The last line that starts at or before `cut` (the first starts at 0).
    let line = line_starts.partition_point(|s| *s <= cut).max(1);
    let line_start = line_starts.get(line - 1).copied().unwrap_or(0);
    Position {
        line,
        column: text[line_start..cut].chars().count() + 1,
    }
}

/// A source text with the offsets its lines start at, so that positions
/// stay cheap however many diagnostics point into a big file.
#[derive(Debug)]
struct SourceText {
    text: String,
    line_starts: Vec<usize>,
}

impl SourceText {
    fn new(text: String) -> Self {
        let line_starts = line_starts(&text);
        SourceText { text, line_starts }
    }

    fn position(&self, offset: usize) -> Position {
        position_in(&self.text, &self.line_starts, offset)
    }
}

/// The diagnostics of one run, with the source texts they point into.
#[derive(Debug, Default)]
pub struct Report {
    sources: Vec<(PathBuf, SourceText)>,
    diagnostics: Vec<Diagnostic>,
}

/// A diagnostic as written by `--format json`.
#[derive(Serialize)]
struct JsonDiagnostic<'a> {
    severity: Severity,
    code: &'a str,
    message: &'a str,
    file: Option<String>,
    line: Option<usize>,
    column: Option<usize>,
    end_line: Option<usize>,
    end_column: Option<usize>,
    hint: Option<&'a str>,
    notes: &'a [String],
}

impl Report {
    /// An empty report.
    pub fn new() -> Self {
        Report::default()
    }

    /// Remembers the text of `file`, so diagnostics can point into it.
    pub fn add_source(&mut self, file: impl Into<PathBuf>, text: impl Into<String>) {
        let file = file.into();
        if !self.sources.iter().any(|(p, _)| *p == file) {
            self.sources.push((file, SourceText::new(text.into())));
        }
    }

    /// Adds one diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    /// Adds many diagnostics.
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.diagnostics.extend(ds);
    }

    /// All diagnostics, in the order they will be printed.
    pub fn diagnostics(&self) -> Vec<&Diagnostic> {
        let mut all: Vec<&Diagnostic> = self.diagnostics.iter().collect();
        all.sort_by_cached_key(|d| {
            let pos = self.position_of(d).map(|(a, _)| (a.line, a.column));
            (d.file.clone(), pos, d.code, d.message.clone())
        });
        all.dedup();
        all
    }

    /// Number of errors.
    pub fn errors(&self) -> usize {
        self.diagnostics()
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count()
    }

    /// Number of warnings.
    pub fn warnings(&self) -> usize {
        self.diagnostics()
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count()
    }

    /// Start and end position of a diagnostic's span, when it has one.
    pub fn position_of(&self, d: &Diagnostic) -> Option<(Position, Position)> {
        let (file, span) = (d.file.as_ref()?, d.span.as_ref()?);
        let text = self.source(file)?;
        Some((text.position(span.start), text.position(span.end)))
    }

    fn source(&self, file: &Path) -> Option<&SourceText> {
        self.sources.iter().find(|(p, _)| p == file).map(|(_, t)| t)
    }

    /// Writes the diagnostics as a JSON array.
    pub fn write_json(&self, out: &mut dyn Write) -> io::Result<()> {
        let items: Vec<JsonDiagnostic> = self
            .diagnostics()
            .into_iter()
            .map(|d| {
                let pos = self.position_of(d);
                JsonDiagnostic {
                    severity: d.severity,
                    code: d.code,
                    message: &d.message,
                    file: d.file.as_ref().map(|f| f.display().to_string()),
                    line: pos.map(|p| p.0.line),
                    column: pos.map(|p| p.0.column),
                    end_line: pos.map(|p| p.1.line),
                    end_column: pos.map(|p| p.1.column),
                    hint: d.hint.as_deref(),
                    notes: &d.notes,
                }
            })
            .collect();
        serde_json::to_writer_pretty(&mut *out, &items)?;
        writeln!(out)
    }

    /// Renders the diagnostics rustc-style to standard error.
    pub fn emit_human(&self, color: ColorChoice) -> io::Result<()> {
        let stream = StandardStream::stderr(color);
        let styles = Styles::default();
        let mut lock = stream.lock();
        let mut writer = StylesWriter::new(&mut lock, &styles);
        let mut files = SimpleFiles::new();
        let ids: Vec<usize> = self
            .sources
            .iter()
            .map(|(p, t)| files.add(p.display().to_string(), t.text.clone()))
            .collect();
        let config = term::Config::default();
        for d in self.diagnostics() {
            let mut cs = CsDiagnostic::new(match d.severity {
                Severity::Error => CsSeverity::Error,
                Severity::Warning => CsSeverity::Warning,
            })
            .with_code(d.code)
            .with_message(&d.message);
            let file_id = d
                .file
                .as_ref()
                .and_then(|f| self.sources.iter().position(|(p, _)| p == f));
            let mut notes = Vec::new();
            match (file_id, &d.span) {
                (Some(i), Some(span)) => {
                    let text = &self.sources[i].1.text;
                    let span = clamp(span.clone(), text);
                    cs = cs.with_labels(vec![
                        Label::primary(ids[i], span)
                            .with_message(d.label.clone().unwrap_or_default()),
                    ]);
                }
                _ => {
                    if let Some(f) = &d.file {
                        notes.push(format!("in {}", f.display()));
                    }
                }
            }
            notes.extend(d.notes.iter().cloned());
            if let Some(h) = &d.hint {
                notes.push(format!("help: {h}"));
            }
            cs = cs.with_notes(notes);
            term::emit_to_write_style(&mut writer, &config, &files, &cs)
                .map_err(io::Error::other)?;
        }
        Ok(())
    }
}

fn clamp(span: Range<usize>, text: &str) -> Range<usize> {
    let mut start = span.start.min(text.len());
    let mut end = span.end.clamp(start, text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    while !text.is_char_boundary(end) {
        end += 1;
    }
    start..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based_and_count_characters() {
        let text = "ab\nțară = 1\n";
        assert_eq!(position(text, 0), Position { line: 1, column: 1 });
        assert_eq!(position(text, 3), Position { line: 2, column: 1 });
        // "țară" is 4 characters but 6 bytes.
        let eq = text.find('=').unwrap();
        assert_eq!(position(text, eq), Position { line: 2, column: 6 });
    }

    #[test]
    fn report_counts_and_sorts() {
        let mut r = Report::new();
        r.add_source("a.toml", "x = 1\ny = 2\n");
        r.push(Diagnostic::warning("w", "later").at("a.toml", 6..7));
        r.push(Diagnostic::error("e", "first").at("a.toml", 0..1));
        assert_eq!(r.errors(), 1);
        assert_eq!(r.warnings(), 1);
        let ds = r.diagnostics();
        assert_eq!(ds[0].code, "e");
        let mut out = Vec::new();
        r.write_json(&mut out).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v[1]["line"], 2);
        assert_eq!(v[1]["column"], 1);
        assert_eq!(v[0]["severity"], "error");
    }
}
