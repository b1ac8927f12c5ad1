//! Keeping terminals safe: what counts as an unsafe character, escaping it
//! in messages, quoting source lines with visible stand-ins, and JSON that
//! escapes it too.

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;

/// Whether `c` could change what a terminal shows beyond itself: C0
/// controls other than tab and line feed (ESC starts colour and cursor
/// sequences, CR rewrites the line), DEL, C1 controls, the Unicode
/// direction marks, embeddings, overrides and isolates (which reorder the
/// text around them), and the line and paragraph separators.
pub fn is_unsafe_char(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{8}'
        | '\u{b}'..='\u{1f}'
        | '\u{7f}'..='\u{9f}'
        | '\u{61c}'
        | '\u{200e}'
        | '\u{200f}'
        | '\u{2028}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}')
}

/// `text` with every [unsafe character](is_unsafe_char) written as a Rust
/// escape (`\u{1b}`, `\u{202e}`), so that printing it cannot colour,
/// move, hide or reorder anything on the terminal.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe_char(c) {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A source text made safe to quote on a terminal: every unsafe character
/// (but a carriage return ending a line) is replaced by one visible
/// character, so columns stay the same; byte offsets are mapped with
/// [`SafeSource::offset`].
pub(super) struct SafeSource {
    pub(super) text: String,
    /// (original byte offset just after a replaced character, bytes added
    /// up to there), in order.
    shifts: Vec<(usize, isize)>,
}

impl SafeSource {
    pub(super) fn new(text: &str) -> Self {
        // A carriage return ending a line is a line ending, not a control.
        let unsafe_at = |i: usize, c: char| {
            is_unsafe_char(c) && !(c == '\r' && text[i + 1..].starts_with('\n'))
        };
        if !text.char_indices().any(|(i, c)| unsafe_at(i, c)) {
            return SafeSource {
                text: text.to_string(),
                shifts: Vec::new(),
            };
        }
        let mut out = String::with_capacity(text.len() + 16);
        let mut shifts = Vec::new();
        let mut added = 0isize;
        for (i, c) in text.char_indices() {
            if !unsafe_at(i, c) {
                out.push(c);
                continue;
            }
            // C0 controls and DEL have a picture of their own (␛, ␍, ␡);
            // the others show as the replacement character.
            let shown = match c {
                '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}'),
                '\u{7f}' => '\u{2421}',
                _ => '\u{fffd}',
            };
            out.push(shown);
            added += shown.len_utf8() as isize - c.len_utf8() as isize;
            shifts.push((i + c.len_utf8(), added));
        }
        SafeSource { text: out, shifts }
    }

    /// Where byte `offset` of the original text is in the safe text
    /// (`offset` on a character boundary).
    pub(super) fn offset(&self, offset: usize) -> usize {
        let n = self.shifts.partition_point(|(at, _)| *at <= offset);
        match n {
            0 => offset,
            n => offset.saturating_add_signed(self.shifts[n - 1].1),
        }
    }
}

/// JSON output that also escapes what serde_json leaves raw: DEL, C1
/// controls and the Unicode direction controls (see [`is_unsafe_char`]),
/// written as `\uXXXX` like the C0 controls.
struct SafeJson<'a>(serde_json::ser::PrettyFormatter<'a>);

impl serde_json::ser::Formatter for SafeJson<'_> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut from = 0;
        for (i, c) in fragment.char_indices() {
            if is_unsafe_char(c) {
                writer.write_all(&fragment.as_bytes()[from..i])?;
                write!(writer, "\\u{:04x}", c as u32)?;
                from = i + c.len_utf8();
            }
        }
        writer.write_all(&fragment.as_bytes()[from..])
    }

    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// Writes `value` as pretty JSON and a line break, with every
/// [unsafe character](is_unsafe_char) escaped as `\uXXXX`: what every
/// `--format json` output goes through.
pub fn write_json_pretty<T: Serialize + ?Sized>(out: &mut dyn Write, value: &T) -> io::Result<()> {
    let formatter = SafeJson(serde_json::ser::PrettyFormatter::new());
    let mut ser = serde_json::Serializer::with_formatter(&mut *out, formatter);
    value.serialize(&mut ser).map_err(io::Error::other)?;
    writeln!(out)
}
