//! A guard in front of the Fluent parser.
//!
//! fluent-syntax parses placeables inside placeables (`{ { … } }`), selects
//! inside variants and calls inside calls (`F(G(…))`) by recursion, so a
//! file nested thousands of levels deep would overflow the stack and abort
//! the process. Before a file is parsed, [`guard`] measures how deep each
//! entry nests, in one linear pass that follows the parser's contexts
//! (string literals, variant keys, variant texts, comments), and blanks out
//! every entry that nests deeper than [`MAX_DEPTH`]. Blanking keeps line
//! breaks and byte offsets, so positions in the rest of the file stay right.
//!
//! The measure never comes out below the parser's real depth: where the
//! scan cannot tell a context apart, it counts an opening and skips a
//! closing. An entry is reset only at a line the parser cannot be inside an
//! entry at (`id =` or `-id =` at the start of a line, or a comment line).

use std::ops::Range;

/// How deep placeables (`{`) and call arguments (`(`) may nest in one entry.
/// Deeper entries are refused (`l10n/too-deep`): the parser would need
/// more stack than a thread of 2 MB has in a debug build.
pub const MAX_DEPTH: usize = 100;

/// An entry that nests deeper than [`MAX_DEPTH`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooDeep {
    /// Byte offset of the `{` or `(` that goes one level too deep.
    pub at: usize,
    /// The bytes blanked out: the entry, from its first line up to the
    /// next entry.
    pub blanked: Range<usize>,
    /// The entry's id as written (`name`, `-term`), when its first line
    /// defines one.
    pub id: Option<String>,
}

/// What the parser is inside of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Frame {
    /// `{ … }`: an expression.
    Placeable,
    /// `F( … )`: call arguments, an expression too.
    Call,
    /// The text of a variant, after `[key]`.
    Variant,
}

/// Blanks every entry of `text` that nests deeper than [`MAX_DEPTH`] and
/// says where. The text keeps its length and its line breaks.
pub fn guard(text: String) -> (String, Vec<TooDeep>) {
    let mut bytes = text.into_bytes();
    let mut found = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut depth = 0usize;
    let mut entry = 0usize;
    let mut line_start = true;
    let mut i = 0;
    let n = bytes.len();
    while i < n {
        if line_start {
            line_start = false;
            if bytes[i] == b'#' || entry_id(&bytes[i..]).is_some() {
                stack.clear();
                depth = 0;
                entry = i;
                if bytes[i] == b'#' {
                    i = next_line(&bytes, i);
                    line_start = true;
                    continue;
                }
            } else if stack.last() == Some(&Frame::Variant) {
                // The parser ends a variant's text at a line that starts
                // at column 0, or with `.`, `}`, `[` or `*` after indentation.
                let indent = bytes[i..].iter().take_while(|b| **b == b' ').count();
                match bytes.get(i + indent) {
                    None | Some(b'\n' | b'\r') => {}
                    Some(b) if indent == 0 || matches!(b, b'.' | b'}' | b'[' | b'*') => {
                        stack.pop();
                    }
                    Some(_) => {}
                }
                i += indent;
                if i >= n {
                    break;
                }
            }
        }
        let top = stack.last().copied();
        let in_expression = matches!(top, Some(Frame::Placeable | Frame::Call));
        match bytes[i] {
            b'\n' => line_start = true,
            b @ (b'{' | b'(') if b == b'{' || in_expression => {
                stack.push(if b == b'{' {
                    Frame::Placeable
                } else {
                    Frame::Call
                });
                depth += 1;
                if depth > MAX_DEPTH {
                    let end = next_entry(&bytes, i);
                    let id = entry_id(&bytes[entry..]).map(|len| {
                        String::from_utf8_lossy(&bytes[entry..entry + len]).into_owned()
                    });
                    for b in &mut bytes[entry..end] {
                        if *b != b'\n' {
                            *b = b' ';
                        }
                    }
                    found.push(TooDeep {
                        at: i,
                        blanked: entry..end,
                        id,
                    });
                    stack.clear();
                    depth = 0;
                    entry = end;
                    line_start = true;
                    i = end;
                    continue;
                }
            }
            b'}' if top == Some(Frame::Placeable) => {
                stack.pop();
                depth -= 1;
            }
            b')' if top == Some(Frame::Call) => {
                stack.pop();
                depth -= 1;
            }
            b'"' if in_expression => {
                // A string literal ends at the next unescaped `"`, and never
                // goes past the end of the line.
                let mut j = i + 1;
                while j < n && bytes[j] != b'"' && bytes[j] != b'\n' {
                    j += if bytes[j] == b'\\' && bytes.get(j + 1).is_some_and(|c| *c != b'\n') {
                        2
                    } else {
                        1
                    };
                }
                i = if j < n && bytes[j] == b'"' { j + 1 } else { j };
                continue;
            }
            b'[' if top == Some(Frame::Placeable) => {
                // A variant key: an identifier or a number, blanks around it.
                let key = bytes[i + 1..]
                    .iter()
                    .position(|c| !(c.is_ascii_alphanumeric() || b" \r\n_.-".contains(c)));
                if let Some(k) = key
                    && bytes[i + 1 + k] == b']'
                {
                    stack.push(Frame::Variant);
                    i += k + 2;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    // Only whole lines of ASCII were replaced, so this is still UTF-8.
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    (text, found)
}

/// The length of the id when `line` starts an entry: `id =` or `-id =`.
fn entry_id(line: &[u8]) -> Option<usize> {
    let mut j = usize::from(line.first() == Some(&b'-'));
    if !line.get(j).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    while line
        .get(j)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'-')
    {
        j += 1;
    }
    let id_end = j;
    while line.get(j) == Some(&b' ') {
        j += 1;
    }
    (line.get(j) == Some(&b'=')).then_some(id_end)
}

/// The start of the line after the one `at` is on (or the end).
fn next_line(bytes: &[u8], at: usize) -> usize {
    bytes[at..]
        .iter()
        .position(|b| *b == b'\n')
        .map_or(bytes.len(), |p| at + p + 1)
}

/// The start of the first line after `at` that starts an entry or a
/// comment (or the end).
fn next_entry(bytes: &[u8], at: usize) -> usize {
    let mut p = next_line(bytes, at);
    while p < bytes.len() && bytes[p] != b'#' && entry_id(&bytes[p..]).is_none() {
        p = next_line(bytes, p);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_ok(text: &str) -> bool {
        let (out, found) = guard(text.to_string());
        assert_eq!(out.len(), text.len());
        found.is_empty()
    }

    #[test]
    fn ordinary_files_pass_unchanged() {
        let text = "# c {{{{\n-t = { $n ->\n    [one] \"x\" { $n }\n   *[other] (y) { NUMBER($n) }\n}\nm = { -t(n: \"{\") } {\"}\"}\n";
        let (out, found) = guard(text.to_string());
        assert_eq!(out, text);
        assert!(found.is_empty());
        // Many literal braces in one entry do not add up.
        let text = format!("m = {}\n", "{ \"{\" } { \"}\" } \"{ $x }\" ".repeat(200));
        assert!(depth_ok(&text));
    }

    #[test]
    fn deep_placeables_are_blanked_up_to_the_next_entry() {
        let deep = "{ ".repeat(150);
        let text = format!("a = ok\nm = {deep}x\n  more {{\n# c\nb = fine\n");
        let (out, found) = guard(text.clone());
        assert_eq!(found.len(), 1);
        let m = text.find("m =").unwrap();
        assert_eq!(found[0].at, m + 4 + 2 * MAX_DEPTH);
        assert_eq!(found[0].id.as_deref(), Some("m"));
        let c = text.find("# c").unwrap();
        assert_eq!(found[0].blanked, m..c);
        assert_eq!(out.len(), text.len());
        assert!(out.starts_with("a = ok\n"));
        assert!(out.ends_with("\n# c\nb = fine\n"));
        assert_eq!(out[m..c].trim(), "");
        assert_eq!(out[m..c].matches('\n').count(), 2);
    }

    #[test]
    fn exactly_the_limit_passes() {
        let text = format!(
            "m = {}x{}\n",
            "{ ".repeat(MAX_DEPTH),
            " }".repeat(MAX_DEPTH)
        );
        assert!(depth_ok(&text));
        let text = format!(
            "m = {}x{}\n",
            "{ ".repeat(MAX_DEPTH + 1),
            " }".repeat(MAX_DEPTH + 1)
        );
        assert!(!depth_ok(&text));
    }

    #[test]
    fn calls_and_selects_count() {
        let calls = format!("m = {{ {}1{} }}\n", "F(".repeat(150), ")".repeat(150));
        assert!(!depth_ok(&calls));
        let mut selects = String::from("m = ");
        for _ in 0..150 {
            selects.push_str("{ $x ->\n *[a] \"quoted (text ");
        }
        assert!(!depth_ok(&selects));
    }

    #[test]
    fn string_literals_do_not_hide_openings() {
        // A quote in text is not a string: the braces after it count.
        let text = format!("m = \"{}\n", "{ ".repeat(150));
        assert!(!depth_ok(&text));
        // A closing brace inside a string literal does not close.
        let text = format!("m = {}\n", "{ F(\"}\", ".repeat(150));
        assert!(!depth_ok(&text));
        // Nor does a variant text, even with quotes, parentheses and
        // brackets in it.
        let text = format!("m = {}\n", "{ $x ->\n *[a] \") ] } \" {".repeat(60));
        assert!(!depth_ok(&text));
    }

    #[test]
    fn entries_start_fresh() {
        let line = format!("m{{}} = {}x\n", "{ ".repeat(60));
        let text = (0..10)
            .map(|i| line.replace("{}", &i.to_string()))
            .collect::<String>();
        assert!(depth_ok(&text));
    }
}
