//! The per-locale search index: every section's text, folded so that a
//! reader typing without diacritics ("tarani") finds "țărani". The site's
//! script folds the query the same way (`templates/static/site.js`).

use serde::Serialize;

/// Folds text for searching: lower case, letters without their diacritics
/// (ș → s, ő → o, ã → a, ł → l), runs of white space made one space.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    // Each character decomposed on its own: the canonical reordering of a
    // whole string's decomposition moves only combining marks, which are
    // dropped, so this is its decomposition without them; ASCII is its own.
    let mut letters = Vec::new();
    for c in text.chars() {
        letters.clear();
        if c.is_ascii() {
            letters.push(c);
        } else {
            unicode_normalization::char::decompose_canonical(c, |d| letters.push(d));
        }
        for &c in &letters {
            fold_char(c, &mut out, &mut space);
        }
    }
    out.trim_end().to_string()
}

/// One character of a decomposition into folded text: marks dropped,
/// white space runs made one space.
fn fold_char(c: char, out: &mut String, space: &mut bool) {
    if unicode_normalization::char::is_combining_mark(c) {
        return;
    }
    let c = match c {
        'ł' | 'Ł' => 'l',
        'ß' => 's',
        'đ' | 'Đ' => 'd',
        'ø' | 'Ø' => 'o',
        c => c,
    };
    if c.is_whitespace() {
        if !*space && !out.is_empty() {
            out.push(' ');
        }
        *space = true;
        return;
    }
    *space = false;
    out.extend(c.to_lowercase());
}

/// One searchable section.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// What the result shows: book, chapter and section titles.
    pub t: String,
    /// Its URL, relative to the locale's root.
    pub u: String,
    /// The folded text.
    pub x: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_normalization::UnicodeNormalization;

    #[test]
    fn folding_drops_diacritics_in_every_language() {
        assert_eq!(fold("Țăranii"), "taranii");
        assert_eq!(fold("Łąka  i  żeton"), "laka i zeton");
        assert_eq!(fold("Kolostor ŐRZŐ"), "kolostor orzo");
        assert_eq!(fold("Cartela inicial — ação"), "cartela inicial — acao");
        assert_eq!(fold("ș ş ț ţ"), "s s t t");
    }

    #[test]
    fn folding_a_character_at_a_time_is_folding_the_whole_decomposition() {
        let whole = |text: &str| -> String {
            let mut out = String::new();
            let mut space = false;
            for c in text.nfd() {
                fold_char(c, &mut out, &mut space);
            }
            out.trim_end().to_string()
        };
        for text in [
            "Țăranii ȘI ţăranii\u{0301}\u{0327}  Łąka",
            "e\u{0301}\u{0316} a\u{0323}\u{0302} ǅ ﬁ Å Ω ḱ\t\n x",
            "Kolostor ŐRZŐ — ação, 한국어 \u{1E9B}\u{0323} ß ø đ",
        ] {
            assert_eq!(fold(text), whole(text), "{text}");
        }
    }
}
