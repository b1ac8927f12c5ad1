//! Diagnostics: what `check` and every other command report about bad input.
//!
//! A [`Diagnostic`] names a stable rule id, a severity, a message, where in
//! which file (byte span, turned into line and column), and a hint on how to
//! fix it. [`Report`] collects them with the source text they point into and
//! renders them rustc-style (via `codespan-reporting`) or as JSON.

pub mod catalogue;
mod escape;
mod render;
mod source;
mod suggest;

#[cfg(test)]
use escape::SafeSource;
pub use escape::{escape_controls, is_unsafe_char, write_json_pretty};
pub use render::{EXCERPT_CHARS, SHOWN_PER_RULE};
use source::Source;
pub use source::{Position, position};
pub use suggest::{Suggester, suggest};

use std::collections::HashMap;
use std::io::{self, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use codespan_reporting::term::termcolor::{BufferWriter, ColorChoice, WriteColor};
use indexmap::IndexSet;
use serde::Serialize;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; fails only under `--deny warnings`.
    Warning,
    /// Invalid input: the command exits non-zero.
    Error,
}

/// One problem found in the project's files.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

    /// The hint "did you mean `X`?" for the candidate closest to `word`
    /// ([`suggest()`]), or `otherwise` when none is close.
    pub fn suggest<'a>(
        self,
        word: &str,
        candidates: impl IntoIterator<Item = &'a str>,
        otherwise: impl FnOnce() -> String,
    ) -> Self {
        self.did_you_mean(suggest(word, candidates), otherwise)
    }

    /// The hint "did you mean `best`?", or `otherwise` without a `best`
    /// (found by a [`Suggester`], say).
    pub fn did_you_mean(self, best: Option<&str>, otherwise: impl FnOnce() -> String) -> Self {
        match best {
            Some(best) => self.hint(format!("did you mean `{best}`?")),
            None => self.hint(otherwise()),
        }
    }

    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

/// The diagnostics of one run, with the source texts they point into.
///
/// A diagnostic pushed twice is kept once. Counting is constant time and
/// ordering is one sort, so tens of thousands of diagnostics cost no more
/// than reading the files they point into.
#[derive(Debug, Default)]
pub struct Report {
    sources: Vec<Source>,
    by_path: HashMap<PathBuf, usize>,
    diagnostics: IndexSet<Diagnostic>,
    errors: usize,
    warnings: usize,
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
        if !self.by_path.contains_key(&file) {
            self.by_path.insert(file.clone(), self.sources.len());
            self.sources.push(Source::new(file, text.into()));
        }
    }

    /// Every file whose text the report holds ([`Report::add_source`]),
    /// with that text, in the order they were added.
    pub fn sources(&self) -> impl Iterator<Item = (&Path, &str)> {
        self.sources
            .iter()
            .map(|s| (s.path.as_path(), s.text.as_str()))
    }

    /// Takes in what `other` holds, a report filled apart (on another
    /// thread): its sources not known here, and its diagnostics.
    pub fn merge(&mut self, other: Report) {
        for source in other.sources {
            if !self.by_path.contains_key(&source.path) {
                self.by_path.insert(source.path.clone(), self.sources.len());
                self.sources.push(source);
            }
        }
        self.extend(other.diagnostics);
    }

    /// Adds one diagnostic (unless the very same one is already there).
    pub fn push(&mut self, d: Diagnostic) {
        let severity = d.severity;
        if self.diagnostics.insert(d) {
            match severity {
                Severity::Error => self.errors += 1,
                Severity::Warning => self.warnings += 1,
            }
        }
    }

    /// Adds many diagnostics.
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        for d in ds {
            self.push(d);
        }
    }

    /// Whether this very diagnostic has been pushed.
    pub fn contains(&self, d: &Diagnostic) -> bool {
        self.diagnostics.contains(d)
    }

    /// All diagnostics, in the order they will be printed: by file, then
    /// position, rule id and message.
    pub fn diagnostics(&self) -> Vec<&Diagnostic> {
        let mut all: Vec<&Diagnostic> = self.diagnostics.iter().collect();
        all.sort_by_cached_key(|d| {
            let pos = self.position_of(d).map(|(a, _)| (a.line, a.column));
            (d.file.clone(), pos, d.code, d.message.clone())
        });
        all
    }

    /// Number of errors.
    pub fn errors(&self) -> usize {
        self.errors
    }

    /// Whether any error is an I/O problem (rule ids `io/…`, except
    /// `io/not-utf8`, which is bad input): a file or folder that cannot be
    /// read or written.
    pub fn has_io_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error && is_io_error(d.code))
    }

    /// The exit code the report calls for: 0 without errors, 2 when an
    /// error is an I/O problem, 1 for invalid input.
    pub fn exit_code(&self) -> u8 {
        use crate::cli::{EXIT_INVALID, EXIT_OK, EXIT_USAGE};
        if self.has_io_errors() {
            EXIT_USAGE
        } else if self.errors() > 0 {
            EXIT_INVALID
        } else {
            EXIT_OK
        }
    }

    /// Number of warnings.
    pub fn warnings(&self) -> usize {
        self.warnings
    }

    /// Number of errors whose rule id is not one of `codes`.
    pub fn errors_except(&self, codes: &[&str]) -> usize {
        if codes.is_empty() {
            return self.errors;
        }
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error && !codes.contains(&d.code))
            .count()
    }

    /// Start and end position of a diagnostic's span, when it has one.
    pub fn position_of(&self, d: &Diagnostic) -> Option<(Position, Position)> {
        let (file, span) = (d.file.as_ref()?, d.span.as_ref()?);
        let source = self.source(file)?;
        Some((source.position(span.start), source.position(span.end)))
    }

    fn source(&self, file: &Path) -> Option<&Source> {
        self.by_path.get(file).map(|&i| &self.sources[i])
    }

    /// Writes the diagnostics as a JSON array (see [`write_json_pretty`]).
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
        write_json_pretty(out, &items)
    }

    /// Renders the diagnostics rustc-style to standard error, in one write
    /// (see [`Report::write_human`]).
    pub fn emit_human(&self, color: ColorChoice) -> io::Result<()> {
        let stderr = BufferWriter::stderr(color);
        let mut buffer = stderr.buffer();
        self.write_human(&mut buffer)?;
        stderr.print(&buffer)
    }

    /// Renders the diagnostics rustc-style to `out` (colour if it supports
    /// it). Every text from the input, the quoted source lines included,
    /// is shown with its control characters escaped ([`escape_controls`]);
    /// a long source line is quoted as an excerpt around the span, and of
    /// one rule in one file only the first [`SHOWN_PER_RULE`] are shown,
    /// then a count of the rest.
    pub fn write_human(&self, out: &mut dyn WriteColor) -> io::Result<()> {
        render::write_human(self, out)
    }
}

/// Whether rule id `code` names an I/O or usage problem (exit code 2)
/// rather than bad input: the `io/` family, except `io/not-utf8`, and the
/// `usage/` family (a command-line argument naming what the project
/// lacks).
pub fn is_io_error(code: &str) -> bool {
    (code.starts_with("io/") && code != "io/not-utf8") || code.starts_with("usage/")
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

    #[test]
    fn io_errors_exit_2_and_bad_input_exits_1() {
        let mut r = Report::new();
        assert_eq!(r.exit_code(), 0);
        r.push(Diagnostic::warning("io/read", "only a warning"));
        assert_eq!(r.exit_code(), 0);
        r.push(Diagnostic::error("io/not-utf8", "bad bytes"));
        assert_eq!(r.exit_code(), 1);
        r.push(Diagnostic::error("tile/x", "bad tile"));
        assert_eq!(r.exit_code(), 1);
        r.push(Diagnostic::error("io/read", "cannot read"));
        assert_eq!(r.exit_code(), 2);
    }

    #[test]
    fn a_diagnostic_pushed_twice_is_kept_and_counted_once() {
        let mut r = Report::new();
        r.add_source("a.toml", "x = 1\n");
        let d = Diagnostic::error("e", "same").at("a.toml", 0..1);
        r.push(d.clone());
        r.push(d.clone());
        r.push(Diagnostic::warning("w", "w").in_file("a.toml"));
        r.push(Diagnostic::warning("w", "w").in_file("a.toml"));
        assert_eq!((r.errors(), r.warnings()), (1, 1));
        assert_eq!(r.diagnostics().len(), 2);
        assert!(r.contains(&d));
        assert_eq!(r.errors_except(&["e"]), 0);
    }

    #[test]
    fn indexed_positions_agree_with_scanning() {
        let text = "ab\nțară = 1\n\n\u{1b}x\r\nlast";
        let source = Source::new("t".into(), text.to_string());
        for offset in 0..=text.len() + 2 {
            assert_eq!(source.position(offset), position(text, offset), "{offset}");
        }
    }

    #[test]
    fn controls_are_escaped_for_people() {
        assert_eq!(
            escape_controls("plain țară\tand\nlines"),
            "plain țară\tand\nlines"
        );
        assert_eq!(
            escape_controls("a\u{1b}[31mb\u{202e}c\u{9b}d\u{7f}\r"),
            "a\\u{1b}[31mb\\u{202e}c\\u{9b}d\\u{7f}\\u{d}"
        );
    }

    #[test]
    fn a_safe_source_keeps_columns_and_maps_offsets() {
        let text = "a\u{1b}b\u{202e}c\r\nd\re";
        let safe = SafeSource::new(text);
        assert_eq!(safe.text, "a\u{241b}b\u{fffd}c\r\nd\u{240d}e");
        for (i, c) in text.char_indices() {
            let j = safe.offset(i);
            let shown = safe.text[j..].chars().next().unwrap();
            if is_unsafe_char(c) && !text[i..].starts_with("\r\n") {
                assert_ne!(shown, c);
            } else {
                assert_eq!(shown, c, "at {i}");
            }
            // Same number of characters before it: same column.
            assert_eq!(text[..i].chars().count(), safe.text[..j].chars().count());
        }
        assert_eq!(safe.offset(text.len()), safe.text.len());
    }

    #[test]
    fn json_escapes_what_serde_json_leaves_raw() {
        let mut out = Vec::new();
        write_json_pretty(&mut out, &["a\u{1b}\u{202e}\u{2066}\u{85}\u{7f}ț\"", "ok"]).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains(r#""a\u001b\u202e\u2066\u0085\u007fț\"""#),
            "{text}"
        );
        let back: Vec<String> = serde_json::from_str(&text).unwrap();
        assert_eq!(back[0], "a\u{1b}\u{202e}\u{2066}\u{85}\u{7f}ț\"");
    }
}
