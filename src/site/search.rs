//! The per-locale search index: every section's text, folded so that a
//! reader typing without diacritics ("tarani") finds "țărani". The site's
//! script folds the query the same way (`templates/static/site.js`).

use serde::Serialize;
use unicode_normalization::UnicodeNormalization;

/// Folds text for searching: lower case, letters without their diacritics
/// (ș → s, ő → o, ã → a, ł → l), runs of white space made one space.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.nfd() {
        if unicode_normalization::char::is_combining_mark(c) {
            continue;
        }
        let c = match c {
            'ł' | 'Ł' => 'l',
            'ß' => 's',
            'đ' | 'Đ' => 'd',
            'ø' | 'Ø' => 'o',
            c => c,
        };
        if c.is_whitespace() {
            if !space && !out.is_empty() {
                out.push(' ');
            }
            space = true;
            continue;
        }
        space = false;
        out.extend(c.to_lowercase());
    }
    out.trim_end().to_string()
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

    #[test]
    fn folding_drops_diacritics_in_every_language() {
        assert_eq!(fold("Țăranii"), "taranii");
        assert_eq!(fold("Łąka  i  żeton"), "laka i zeton");
        assert_eq!(fold("Kolostor ŐRZŐ"), "kolostor orzo");
        assert_eq!(fold("Cartela inicial — ação"), "cartela inicial — acao");
        assert_eq!(fold("ș ş ț ţ"), "s s t t");
    }
}
