//! Typographic conventions of each language, beside the quotation marks
//! and letters of [`super::typography`]:
//!
//! - `l10n/single-letter-word`: Polish keeps a one-letter word (a, i, o, u,
//!   w, z) on the line of the word after it, so it is followed by a
//!   non-breaking space (U+00A0), never by a space a line may break at;
//! - `l10n/dash`: a dash between spaces is the language's own — the
//!   travessão (—) in Portuguese, the en dash (–) in Hungarian, either in
//!   the other languages — and never a hyphen;
//! - `l10n/apostrophe`: a typographic apostrophe or closing single quote
//!   (’), never the straight `'`.
//!
//! Hungarian and Romanian typography do not require a one-letter word to
//! stay off the end of a line, so only Polish gets the first check; see
//! docs/localization.md.

use std::ops::Range;

use fluent_syntax::ast::Pattern;

use super::load::FtlFile;
use super::walk::walk_text;
use crate::diag::Diagnostic;

/// The non-breaking space.
pub const NBSP: char = '\u{A0}';

/// The one-letter words a language keeps with the next word.
pub fn single_letter_words(language: &str) -> &'static [char] {
    match language {
        "pl" => &['a', 'i', 'o', 'u', 'w', 'z', 'A', 'I', 'O', 'U', 'W', 'Z'],
        _ => &[],
    }
}

/// The dashes a language sets between spaces, the first one preferred.
pub fn spaced_dashes(language: &str) -> &'static [char] {
    match language {
        "pt" => &['—'],
        "hu" => &['–'],
        _ => &['–', '—'],
    }
}

/// Checks the conventions of one pattern of a locale.
pub fn check_pattern(
    language: &str,
    file: &FtlFile,
    pattern: &Pattern<&str>,
    out: &mut Vec<Diagnostic>,
) {
    walk_text(pattern, &mut |text| {
        let base = file.span(text).start;
        for (code, at, message, hint) in check_text(language, text) {
            out.push(
                Diagnostic::warning(code, message)
                    .at(&file.rel, base + at.start..base + at.end)
                    .hint(hint),
            );
        }
    });
}

/// The problems of one text: rule id, byte range, message and hint.
fn check_text(language: &str, text: &str) -> Vec<(&'static str, Range<usize>, String, String)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let letters = single_letter_words(language);
    let dashes = spaced_dashes(language);
    let mut found = Vec::new();
    for (n, &(i, c)) in chars.iter().enumerate() {
        let prev = n.checked_sub(1).map(|p| chars[p].1);
        let next = chars.get(n + 1).map(|x| x.1);
        let range = i..i + c.len_utf8();
        if letters.contains(&c)
            && !prev.is_some_and(char::is_alphanumeric)
            && matches!(next, Some(' ' | '\n' | '\t'))
        {
            found.push((
                "l10n/single-letter-word",
                range.start..range.end + 1,
                format!("the one-letter word „{c}” may end a line"),
                format!(
                    "write a non-breaking space (U+00A0) after „{c}”, so that it stays with the next word"
                ),
            ));
        }
        let spaced = prev.is_some_and(char::is_whitespace) && next.is_none_or(char::is_whitespace);
        if spaced && matches!(c, '-' | '–' | '—') && !dashes.contains(&c) {
            let what = match c {
                '-' => "a hyphen",
                '–' => "an en dash",
                _ => "an em dash",
            };
            found.push((
                "l10n/dash",
                range.clone(),
                format!("{what} between spaces is not this language's dash"),
                format!(
                    "write `{}` (U+{:04X}) between the spaces",
                    dashes[0], dashes[0] as u32
                ),
            ));
        }
        if c == '\'' {
            found.push((
                "l10n/apostrophe",
                range,
                "a straight apostrophe".to_string(),
                "write the typographic apostrophe `’` (U+2019); quote with the language's quotation marks".to_string(),
            ));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(language: &str, text: &str) -> Vec<(&'static str, usize)> {
        check_text(language, text)
            .into_iter()
            .map(|(code, at, _, _)| (code, at.start))
            .collect()
    }

    #[test]
    fn polish_one_letter_words_take_a_non_breaking_space() {
        assert_eq!(
            codes("pl", "Stoi w mieście i czeka."),
            [
                ("l10n/single-letter-word", 5),
                ("l10n/single-letter-word", 16)
            ]
        );
        assert_eq!(codes("pl", "Stoi w\u{a0}mieście i\u{a0}czeka."), []);
        // At the start of a text and before a line break too.
        assert_eq!(codes("pl", "Z boku\n").len(), 1);
        assert_eq!(codes("pl", "w\n").len(), 1);
        // Inside a word, or ending the text, it is no word of its own.
        assert_eq!(codes("pl", "Kraków i"), []);
        // Not a rule of Hungarian or Romanian.
        assert_eq!(codes("hu", "a város"), []);
        assert_eq!(codes("ro", "o mănăstire"), []);
    }

    #[test]
    fn each_language_has_its_dash() {
        assert_eq!(codes("pt", "dois — e nunca antes — três"), []);
        assert_eq!(
            codes("pt", "dois – e nunca antes – três"),
            [("l10n/dash", 5), ("l10n/dash", 23)]
        );
        assert_eq!(codes("hu", "kettő — három"), [("l10n/dash", 7)]);
        assert_eq!(codes("hu", "kettő – három"), []);
        assert_eq!(codes("pl", "dwa – trzy — cztery"), []);
        // A hyphen between spaces is wrong everywhere.
        assert_eq!(codes("en", "two - three"), [("l10n/dash", 4)]);
        // Ranges and compounds are not spaced dashes.
        assert_eq!(codes("pt", "2–5 jogadores, bem-vindo"), []);
        // A dash after a placeable (the text starts with a space).
        assert_eq!(codes("pt", " — folha"), []);
    }

    #[test]
    fn straight_apostrophes() {
        assert_eq!(codes("en", "the owners' supply"), [("l10n/apostrophe", 10)]);
        assert_eq!(codes("en", "the owners’ supply"), []);
    }
}
