//! Writing SVG text: numbers, path data, escaping and painted items.
//!
//! Everything is written by hand into a `String`, compactly and the same way
//! every time: numbers are rounded to a tenth (tile units) or a hundredth
//! (millimetres on sheets), and every piece of text goes through
//! [`escape`].

use std::fmt::Write as _;

use kurbo::{BezPath, PathEl, Point};

use super::scene::{Item, Paint};

/// Appends `v` rounded to `decimals` places (0 to 3), without trailing
/// zeros, leading zero or negative zero: `12`, `3.5`, `.25`, `-.5`.
pub fn push_num(out: &mut String, v: f64, decimals: u32) {
    let scale = 10i64.pow(decimals.min(3));
    let n = (v * scale as f64).round() as i64;
    if n == 0 {
        out.push('0');
        return;
    }
    if n < 0 {
        out.push('-');
    }
    let n = n.unsigned_abs();
    let (int, mut frac) = (n / scale as u64, n % scale as u64);
    if int > 0 {
        let _ = write!(out, "{int}");
    }
    if frac > 0 {
        let mut width = decimals.min(3) as usize;
        while frac % 10 == 0 {
            frac /= 10;
            width -= 1;
        }
        let _ = write!(out, ".{frac:0width$}");
    }
}

/// `v` as [`push_num`] writes it.
pub fn num(v: f64, decimals: u32) -> String {
    let mut s = String::new();
    push_num(&mut s, v, decimals);
    s
}

/// Path data for `path`, in tile units (one decimal), compact: a command
/// letter only when it changes, a space only where a number needs one.
pub fn path_data(path: &BezPath) -> String {
    let mut out = String::new();
    let mut last = ' ';
    let point = |out: &mut String, p: Point, first: bool| {
        for (i, v) in [p.x, p.y].into_iter().enumerate() {
            let s = num(v, 1);
            let needs_space = !(s.starts_with('-') || first && i == 0);
            if needs_space {
                out.push(' ');
            }
            out.push_str(&s);
        }
    };
    for el in path.elements() {
        let (cmd, pts): (char, Vec<Point>) = match *el {
            PathEl::MoveTo(p) => ('M', vec![p]),
            PathEl::LineTo(p) => ('L', vec![p]),
            PathEl::QuadTo(c, p) => ('Q', vec![c, p]),
            PathEl::CurveTo(a, b, p) => ('C', vec![a, b, p]),
            PathEl::ClosePath => ('Z', vec![]),
        };
        let repeat = cmd == last && cmd != 'M' && cmd != 'Z';
        if !repeat {
            out.push(cmd);
        }
        for (i, p) in pts.into_iter().enumerate() {
            point(&mut out, p, i == 0 && !repeat);
        }
        last = cmd;
    }
    out
}

/// Escapes text for XML and HTML content and attribute values, and
/// replaces the characters XML 1.0 does not allow with U+FFFD. The site's
/// templates escape with it too (`/` stays as it is, so links read plainly).
pub fn escape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    // Unchanged runs are copied whole; only the bytes below need a look.
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        let (with, len) = match bytes[i] {
            b'&' => ("&amp;", 1),
            b'<' => ("&lt;", 1),
            b'>' => ("&gt;", 1),
            b'"' => ("&quot;", 1),
            b'\'' => ("&apos;", 1),
            b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            0..=0x1f => ("\u{FFFD}", 1),
            // U+FFFE and U+FFFF, the noncharacters XML forbids.
            0xEF if matches!(bytes.get(i + 1..i + 3), Some([0xBF, 0xBE | 0xBF])) => ("\u{FFFD}", 3),
            _ => {
                i += 1;
                continue;
            }
        };
        out.push_str(&s[start..i]);
        out.push_str(with);
        i += len;
        start = i;
    }
    out.push_str(&s[start..]);
    out
}

/// Attributes of one paint, starting with a space.
fn paint_attrs(paint: &Paint) -> String {
    match *paint {
        Paint::Fill(c) => format!(" fill=\"{c}\""),
        Paint::Stroke { colour, width } => {
            format!(
                " fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\"",
                num(width, 2)
            )
        }
        Paint::Dashed {
            colour,
            width,
            dash,
        } => format!(
            " fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-dasharray=\"{dash}\"",
            num(width, 2)
        ),
        Paint::FillStroke {
            fill,
            stroke,
            width,
        } => format!(
            " fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{}\"",
            num(width, 2)
        ),
    }
}

/// Writes painted items as `<path>` elements. Neighbouring items with the
/// same paint and label become one element with several subpaths. One
/// element a line, so that diffs of the art are readable.
pub fn push_items(out: &mut String, items: &[Item]) {
    let mut i = 0;
    while i < items.len() {
        let first = &items[i];
        let mut path = first.path.clone();
        let mut j = i + 1;
        if first.note.is_none() {
            while j < items.len()
                && items[j].note.is_none()
                && items[j].paint == first.paint
                && items[j].label == first.label
            {
                path.extend(items[j].path.elements().iter().copied());
                j += 1;
            }
        }
        let _ = write!(
            out,
            "<path d=\"{}\"{}",
            path_data(&path),
            paint_attrs(&first.paint)
        );
        match &first.note {
            Some(note) => {
                let _ = writeln!(out, "><title>{}</title></path>", escape(note));
            }
            None => out.push_str("/>\n"),
        }
        i = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_compact_and_rounded() {
        let cases = [
            (12.0, 1, "12"),
            (3.5, 1, "3.5"),
            (0.25, 2, ".25"),
            (-0.5, 1, "-.5"),
            (-0.04, 1, "0"),
            (33.333, 1, "33.3"),
            (7.10, 2, "7.1"),
            (100.0, 2, "100"),
            (-12.05, 2, "-12.05"),
        ];
        for (v, d, want) in cases {
            assert_eq!(num(v, d), want, "{v} to {d} places");
        }
    }

    #[test]
    fn path_data_repeats_no_command_letters() {
        let mut p = BezPath::new();
        p.move_to((0.0, 0.0));
        p.line_to((100.0, 0.0));
        p.line_to((100.0, -2.5));
        p.quad_to((50.0, 60.0), (0.0, 0.0));
        p.close_path();
        assert_eq!(path_data(&p), "M0 0L100 0 100-2.5Q50 60 0 0Z");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("a<b & \"c\" 'd'\u{1}"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;\u{FFFD}"
        );
        assert_eq!(
            escape("é/\u{FFFE}x\u{FFFF}\u{FFFD}\tñ"),
            "é/\u{FFFD}x\u{FFFD}\u{FFFD}\tñ"
        );
        assert_eq!(escape(""), "");
        assert_eq!(escape("plain"), "plain");
    }

    /// The character-by-character definition `escape` must agree with.
    fn escape_reference(s: &str) -> String {
        s.chars()
            .map(|c| match c {
                '&' => "&amp;".to_string(),
                '<' => "&lt;".to_string(),
                '>' => "&gt;".to_string(),
                '"' => "&quot;".to_string(),
                '\'' => "&apos;".to_string(),
                '\t' | '\n' | '\r' => c.to_string(),
                c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => "\u{FFFD}".into(),
                c => c.to_string(),
            })
            .collect()
    }

    proptest::proptest! {
        #[test]
        fn escape_agrees_with_its_definition(s in "(?s).{0,40}|[&<>\"'\t\u{0}-\u{1f}\u{FFFD}-\u{FFFF}a-zé]{0,40}") {
            proptest::prop_assert_eq!(escape(&s), escape_reference(&s));
        }
    }
}
