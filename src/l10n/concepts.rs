//! One concept, one word, in every file: where the English of a message
//! names a game concept through its term (`{ -shrine }`), the translation
//! names it through the same term, or writes out one of the forms that
//! term has in the locale (`l10n/term-not-used`). A translation that says
//! the thing with a word of its own (a synonym the glossary has not met
//! yet, or an older name) is found without anyone listing that word, and a
//! published name set later in `terms.ftl` reaches every message.
//!
//! A pronoun or an omission may be the right translation: the message
//! then says so with a comment line `# term-not-used: -shrine (why)` right
//! above it, which the check reads.

use std::collections::BTreeSet;

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};

use super::glossary::{Glossary, Phrase, Text, flatten};
use super::load::{Entry, Index};
use super::walk::{Node, plain_text, walk};
use crate::diag::Diagnostic;

/// The comment that accepts a term left out, followed by the term's name.
pub const ACCEPT: &str = "term-not-used:";

/// The terms a pattern refers to, anywhere in it (every variant, every
/// argument).
pub fn terms_of<'a>(pattern: &'a Pattern<&'a str>) -> BTreeSet<&'a str> {
    let mut out = BTreeSet::new();
    walk(pattern, &mut |node| {
        if let Node::Inline(InlineExpression::TermReference { id, .. }) = node {
            out.insert(id.name);
        }
    });
    out
}

/// Every form a term shows: the text of each way its value renders (each
/// variant of each select), a term inside taken at its default form.
fn forms(term: &Entry, index: &Index) -> Vec<String> {
    let Some(value) = term.value else {
        return Vec::new();
    };
    let mut out = forms_of(value, index, 0);
    out.retain(|f| f.chars().any(char::is_alphabetic));
    out.sort();
    out.dedup();
    out
}

/// How many forms a term may have before the rest are not looked at.
const MAX_FORMS: usize = 256;

fn forms_of(pattern: &Pattern<&str>, index: &Index, depth: usize) -> Vec<String> {
    let mut acc = vec![String::new()];
    for element in &pattern.elements {
        let piece = match element {
            PatternElement::TextElement { value } => value.to_string(),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } if depth < 4 => {
                    let tails: Vec<String> = variants
                        .iter()
                        .flat_map(|v| forms_of(&v.value, index, depth + 1))
                        .collect();
                    acc = product(&acc, &tails);
                    continue;
                }
                Expression::Inline(InlineExpression::TermReference { id, .. }) => index
                    .terms
                    .get(id.name)
                    .and_then(|t| t.value)
                    .map(plain_text)
                    .unwrap_or_default(),
                Expression::Inline(InlineExpression::StringLiteral { value }) => value.to_string(),
                Expression::Inline(InlineExpression::Placeable { expression }) => {
                    let inner = Pattern {
                        elements: vec![PatternElement::Placeable {
                            expression: (**expression).clone(),
                        }],
                    };
                    acc = product(&acc, &forms_of(&inner, index, depth + 1));
                    continue;
                }
                _ => "\u{FFFC}".to_string(),
            },
        };
        for a in &mut acc {
            a.push_str(&piece);
        }
    }
    acc
}

/// Each of `heads` followed by each of `tails`, at most [`MAX_FORMS`].
fn product(heads: &[String], tails: &[String]) -> Vec<String> {
    heads
        .iter()
        .flat_map(|a| tails.iter().map(move |t| format!("{a}{t}")))
        .take(MAX_FORMS)
        .collect()
}

/// The terms whose omission a comment right above the entry accepts:
/// its `# term-not-used: -x (why)` lines (the runtime parser keeps no
/// comments, so they are read from the file's text).
fn accepted(entry: &Entry) -> BTreeSet<String> {
    let source = entry.file.source();
    let start = entry.id_span().start;
    let above = &source[..source[..start].rfind('\n').map_or(0, |i| i + 1)];
    above
        .lines()
        .rev()
        .map_while(|l| l.strip_prefix("# ").or_else(|| (l == "#").then_some("")))
        .filter_map(|l| l.trim().strip_prefix(ACCEPT))
        .filter_map(|rest| rest.split_whitespace().next())
        .map(|t| t.trim_start_matches('-').to_string())
        .collect()
}

/// `l10n/term-not-used`: each unit of `tr` whose English refers to a term
/// that the translation neither refers to nor spells out in one of the
/// term's forms.
pub fn against(en: &Index, tr: &Index, glossary: Option<&Glossary>, out: &mut Vec<Diagnostic>) {
    let language = tr.locale.english_name();
    for (key, eu, tu) in super::lock::pairs(en, tr) {
        let wanted = terms_of(eu.pattern);
        if wanted.is_empty() {
            continue;
        }
        let have = terms_of(tu.pattern);
        if have.iter().any(|t| !tr.terms.contains_key(t)) {
            // A reference to no term is l10n/unknown-reference: the
            // translator meant some term, which one is for that fix.
            continue;
        }
        let entry = &tr.messages[tu.id];
        let mut flats = Vec::new();
        flatten(tu.pattern, entry.file, tr, &mut flats);
        let texts: Vec<Text> = flats.iter().map(|f| Text::new(&f.text)).collect();
        let ok_by_comment = accepted(entry);
        for term in wanted.difference(&have) {
            if ok_by_comment.contains(*term) {
                continue;
            }
            let Some(t) = tr.terms.get(term) else {
                // Reported as l10n/missing-term.
                continue;
            };
            let forms = forms(t, tr);
            let also = glossary
                .into_iter()
                .flat_map(|g| &g.concepts)
                .filter(|c| c.term.as_ref().is_some_and(|(n, _)| n == term))
                .flat_map(|c| &c.also);
            if also
                .into_iter()
                .any(|p| texts.iter().any(|text| !p.find(text).is_empty()))
            {
                continue;
            }
            // A form may open a compound (Hungarian „útszakasz”, „városrész”).
            let written = forms
                .iter()
                .filter_map(|f| Phrase::parse(&format!("{}*", f.trim())))
                .any(|p| texts.iter().any(|text| !p.find(text).is_empty()));
            if written {
                continue;
            }
            let word = t
                .value
                .map(|v| plain_text(v).trim().to_string())
                .unwrap_or_default();
            out.push(
                Diagnostic::warning(
                    "l10n/term-not-used",
                    format!(
                        "the English of `{key}` names `-{term}`; the {language} neither uses the term nor writes „{word}” (or another of its forms)"
                    ),
                )
                .at(&entry.file.rel, entry.file.span(tu.name))
                .hint(format!(
                    "write `{{ -{term} }}` with the form the sentence needs; where a pronoun or an omission is the right translation, say so in a comment above the message: `# {ACCEPT} -{term} (why)`"
                )),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::walk::tests::locale;

    #[test]
    fn a_term_has_a_form_per_variant_with_its_nested_terms_read() {
        let l = locale(
            "-city = miasto\n-tile = { $case ->\n   *[nom] płytka\n    [gen] płytki\n}\n-start-tile = { -tile } { $n ->\n   *[one] startowa\n    [other] startowe\n}\n",
        );
        let (index, _) = Index::build(&l);
        assert_eq!(forms(&index.terms["tile"], &index), ["płytka", "płytki"]);
        assert_eq!(
            forms(&index.terms["start-tile"], &index),
            ["płytka startowa", "płytka startowe"]
        );
    }

    #[test]
    fn a_comment_right_above_accepts_an_omitted_term() {
        let l = locale(
            "# term-not-used: -tile (a pronoun)\n# term-not-used: -city\nm = Spis\n\n# term-not-used: -road\n\nn = Ono\n",
        );
        let (index, _) = Index::build(&l);
        let m: Vec<String> = accepted(&index.messages["m"]).into_iter().collect();
        assert_eq!(m, ["city", "tile"]);
        // A blank line ends the comment: it belongs to no message.
        assert!(accepted(&index.messages["n"]).is_empty());
    }
}
