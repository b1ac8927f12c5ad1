//! Typography per locale: quotation marks, the ellipsis, Romanian
//! comma-below letters and Hungarian double acute accents.

use std::ops::Range;

use fluent_syntax::ast::{Expression, Pattern, PatternElement};

use super::load::FtlFile;
use super::walk::walk_text;
use crate::diag::Diagnostic;

/// How a language writes double quotation marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuoteStyle {
    /// „…” (Romanian, Polish, Hungarian).
    LowHigh,
    /// “…” (English, Portuguese).
    HighHigh,
}

impl QuoteStyle {
    /// The style of a language, by its primary language subtag.
    pub fn of(language: &str) -> Option<QuoteStyle> {
        match language {
            "ro" | "pl" | "hu" => Some(QuoteStyle::LowHigh),
            "en" | "pt" => Some(QuoteStyle::HighHigh),
            _ => None,
        }
    }

    fn open(self) -> char {
        match self {
            QuoteStyle::LowHigh => '„',
            QuoteStyle::HighHigh => '“',
        }
    }

    const CLOSE: char = '”';

    fn example(self) -> &'static str {
        match self {
            QuoteStyle::LowHigh => "„…”",
            QuoteStyle::HighHigh => "“…”",
        }
    }
}

/// Letters with the wrong diacritic and their right form, per language.
fn wrong_letters(language: &str) -> &'static [(char, char)] {
    match language {
        "ro" => &[('ş', 'ș'), ('ţ', 'ț'), ('Ş', 'Ș'), ('Ţ', 'Ț')],
        "hu" => &[
            ('ô', 'ő'),
            ('õ', 'ő'),
            ('û', 'ű'),
            ('Ô', 'Ő'),
            ('Õ', 'Ő'),
            ('Û', 'Ű'),
        ],
        _ => &[],
    }
}

/// A quotation mark met in one pattern level, for the balance check.
struct Mark {
    opens: bool,
    span: Range<usize>,
}

/// Checks the typography of one pattern of a locale.
pub fn check_pattern(
    language: &str,
    file: &FtlFile,
    pattern: &Pattern<&str>,
    out: &mut Vec<Diagnostic>,
) {
    let style = QuoteStyle::of(language);
    walk_text(pattern, &mut |text| {
        let base = file.span(text).start;
        check_text(language, style, file, text, base, out);
    });
    if let Some(style) = style {
        check_balance(style, file, pattern, out);
    }
}

fn check_text(
    language: &str,
    style: Option<QuoteStyle>,
    file: &FtlFile,
    text: &str,
    base: usize,
    out: &mut Vec<Diagnostic>,
) {
    let at = |i: usize, len: usize| base + i..base + i + len;
    if let Some(i) = text.find("...") {
        out.push(
            Diagnostic::warning("l10n/ellipsis", "three dots instead of an ellipsis")
                .at(&file.rel, at(i, 3))
                .hint("write the ellipsis character `…` (U+2026)"),
        );
    }
    for (i, c) in text.char_indices() {
        if let Some((_, right)) = wrong_letters(language).iter().find(|(w, _)| *w == c) {
            let (code, why) = if language == "ro" {
                (
                    "l10n/cedilla",
                    "with a cedilla; Romanian writes it with a comma below",
                )
            } else {
                (
                    "l10n/hu-accents",
                    "with a circumflex or tilde; Hungarian writes it with a double acute accent",
                )
            };
            out.push(
                Diagnostic::warning(code, format!("`{c}` {why}"))
                    .at(&file.rel, at(i, c.len_utf8()))
                    .hint(format!("write `{right}` (U+{:04X})", *right as u32)),
            );
        }
        let Some(style) = style else { continue };
        let wrong = match (style, c) {
            (_, '"') => Some("a straight quotation mark"),
            (QuoteStyle::LowHigh, '“') => Some("an English-style quotation mark"),
            (QuoteStyle::HighHigh, '„') => Some("a quotation mark of another language"),
            _ => None,
        };
        if let Some(what) = wrong {
            out.push(
                Diagnostic::warning("l10n/quotes", format!("`{c}` is {what}"))
                    .at(&file.rel, at(i, c.len_utf8()))
                    .hint(format!(
                        "quote like this in this language: {}",
                        style.example()
                    )),
            );
        }
    }
}

/// Checks that quotation marks pair up within each pattern and within
/// each variant of a select.
fn check_balance(
    style: QuoteStyle,
    file: &FtlFile,
    pattern: &Pattern<&str>,
    out: &mut Vec<Diagnostic>,
) {
    let mut marks = Vec::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                let base = file.span(value).start;
                for (i, c) in value.char_indices() {
                    let opens = match c {
                        '„' | '“' if c == style.open() => true,
                        // A wrong opener still opens (reported above).
                        '„' if style == QuoteStyle::HighHigh => true,
                        '”' => false,
                        '“' if style == QuoteStyle::LowHigh => false,
                        _ => continue,
                    };
                    marks.push(Mark {
                        opens,
                        span: base + i..base + i + c.len_utf8(),
                    });
                }
            }
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for v in variants {
                    check_balance(style, file, &v.value, out);
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
    let mut open: Vec<Range<usize>> = Vec::new();
    for m in marks {
        if m.opens {
            open.push(m.span);
        } else if open.pop().is_none() {
            out.push(
                Diagnostic::warning(
                    "l10n/unbalanced-quotes",
                    "closing quotation mark without an opening one",
                )
                .at(&file.rel, m.span)
                .hint(format!(
                    "add the opening `{}`, or remove this one",
                    style.open()
                )),
            );
        }
    }
    for span in open {
        out.push(
            Diagnostic::warning(
                "l10n/unbalanced-quotes",
                "quotation mark that is never closed",
            )
            .at(&file.rel, span)
            .hint(format!("close the quotation with `{}`", QuoteStyle::CLOSE)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::load::{Index, Locale};
    use fluent_bundle::FluentResource;
    use std::path::PathBuf;

    fn check(language: &str, src: &str) -> Vec<(&'static str, usize)> {
        let l = Locale {
            tag: language.into(),
            langid: language.parse().unwrap(),
            files: vec![FtlFile {
                rel: PathBuf::from("t.ftl"),
                name: "t.ftl".into(),
                resource: std::sync::Arc::new(FluentResource::try_new(src.to_string()).unwrap()),
                has_errors: false,
            }],
        };
        let (index, _) = Index::build(&l);
        let mut out = Vec::new();
        for e in index.messages.values() {
            for u in e.units() {
                check_pattern(language, e.file, u.pattern, &mut out);
            }
        }
        out.iter()
            .map(|d| (d.code, d.span.clone().unwrap().start))
            .collect()
    }

    #[test]
    fn quotes_per_language() {
        assert_eq!(check("pl", "m = Kliknij „Dalej”.\n"), []);
        assert_eq!(check("en", "m = Click “Next”.\n"), []);
        assert_eq!(
            check("pl", "m = Kliknij “Dalej”.\n")[0],
            ("l10n/quotes", 12)
        );
        // German-style closing mark.
        assert_eq!(check("ro", "m = „Da“\n"), [("l10n/quotes", 9)]);
        assert_eq!(check("en", "m = \"No\"\n").len(), 2);
        assert_eq!(check("hu", "m = „Nem\n"), [("l10n/unbalanced-quotes", 4)]);
        // Quotes around a placeable pair up.
        assert_eq!(check("pt-BR", "m = “{ $q }”\n"), []);
    }

    #[test]
    fn letters_and_ellipsis() {
        assert_eq!(check("ro", "m = Oraş\n"), [("l10n/cedilla", 7)]);
        assert_eq!(check("ro", "m = Oraș\n"), []);
        assert_eq!(check("hu", "m = kezdô\n"), [("l10n/hu-accents", 8)]);
        assert_eq!(check("en", "m = Wait...\n"), [("l10n/ellipsis", 8)]);
    }
}
