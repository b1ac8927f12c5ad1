//! Ids that become file names, URLs and HTML ids: tile sets, tile kinds,
//! books, chapters, sections, scoring examples and locales.
//!
//! Every such id must match one pattern, [`PATTERN`] (documented in the
//! README, section "Ids"): ASCII letters, digits, `-` and `_`, starting with
//! a letter or digit, at most [`MAX_LEN`] characters. So an id can never
//! climb out of the output folder (`..`, `/`, `\`), name a URL scheme
//! (`javascript:`), carry spaces, quotes or control characters, or start
//! like a command-line option.

use crate::diag::Diagnostic;

/// The pattern every id that becomes a path, URL or HTML id matches.
pub const PATTERN: &str = "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$";

/// The longest id allowed, in characters.
pub const MAX_LEN: usize = 64;

/// The rule id of an id that does not match [`PATTERN`].
pub const RULE: &str = "id/invalid";

/// What is wrong with `id`, or `None` when it matches [`PATTERN`].
pub fn problem(id: &str) -> Option<String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut chars = id.chars();
    let Some(first) = chars.next() else {
        return Some("it is empty".into());
    };
    if let Some(bad) = id.chars().find(|c| !allowed(*c)) {
        return Some(format!("it contains {}", describe(bad)));
    }
    if !first.is_ascii_alphanumeric() {
        return Some(format!("it starts with {}", describe(first)));
    }
    if id.len() > MAX_LEN {
        return Some(format!(
            "it is {} characters long, more than {MAX_LEN}",
            id.len()
        ));
    }
    None
}

/// Whether `id` matches [`PATTERN`].
pub fn is_valid(id: &str) -> bool {
    problem(id).is_none()
}

fn describe(c: char) -> String {
    if c.is_control() || c.is_whitespace() {
        format!("the character U+{:04X}", u32::from(c))
    } else {
        format!("`{c}`")
    }
}

/// The hint of every [`RULE`] diagnostic: the pattern, in words.
pub fn hint() -> String {
    format!(
        "ids name files, web pages and anchors: use ASCII letters, digits, `-` and `_`, start with a letter or digit, at most {MAX_LEN} characters (pattern {PATTERN}; see README.md, \"Ids\")"
    )
}

/// An error when `id` (a `what`, such as "book id") does not match
/// [`PATTERN`]; the caller points it at the id's file and span.
pub fn check(what: &str, id: &str) -> Option<Diagnostic> {
    let why = problem(id)?;
    Some(
        Diagnostic::error(
            RULE,
            format!("`{}` is not a valid {what}: {why}", id.escape_debug()),
        )
        .label("not a valid id")
        .hint(hint()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn shipped_kinds_of_ids_are_valid() {
        for id in [
            "A",
            "Z01",
            "river-bridge",
            "base",
            "pt-BR",
            "what-is-a-field",
            "a_b",
        ] {
            assert!(is_valid(id), "{id}");
        }
    }

    #[test]
    fn ids_that_escape_or_inject_are_not() {
        for id in [
            "",
            "../../x",
            "..",
            ".hidden",
            "a/b",
            "a\\b",
            "javascript:alert(1)",
            "a b",
            "a\u{0}b",
            "-rf",
            "_x",
            "é",
            "a\"b",
            "a.html",
        ] {
            assert!(!is_valid(id), "{id:?}");
        }
        assert!(is_valid(&"a".repeat(MAX_LEN)));
        assert!(!is_valid(&"a".repeat(MAX_LEN + 1)));
    }

    #[test]
    fn the_diagnostic_says_what_is_wrong() {
        let d = check("book id", "../x").unwrap();
        assert_eq!(d.code, RULE);
        assert!(d.message.contains("contains `.`"), "{}", d.message);
        assert!(d.hint.unwrap().contains(PATTERN));
        let d = check("chapter id", "a\tb").unwrap();
        assert!(d.message.contains("U+0009"), "{}", d.message);
        assert!(check("book id", "base").is_none());
    }

    proptest! {
        /// The hand-written check is exactly the documented pattern.
        #[test]
        fn agrees_with_the_pattern(id in "[ -~\\PC]{0,70}|[A-Za-z0-9_.:/-]{0,70}") {
            let re = regex::Regex::new(PATTERN).unwrap();
            prop_assert_eq!(is_valid(&id), re.is_match(&id));
        }
    }
}
