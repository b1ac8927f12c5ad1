//! The case a message opens with: a translation of an English message
//! that starts with a capital letter starts with one too, where its
//! opening is text or a term (`{ -city }` renders „oraș”: the message
//! must capitalise, or not open with the term). A message whose English
//! starts lower-case is a fragment that goes mid-sentence, and one that
//! opens with a variable or a function takes the case of its value.

use std::collections::BTreeMap;

use fluent_syntax::ast::{
    CallArguments, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::load::{Index, Unit};
use crate::diag::Diagnostic;

/// How deep terms may refer to terms before the opening is unknown.
const MAX_DEPTH: usize = 8;

/// The letters `pattern` may open with as it renders, one per way it
/// renders (each variant of a select on a variable; a term's variant as
/// its arguments choose): `None` when one way opens with a variable, a
/// function, a number or a message, whose value decides.
fn openings(
    pattern: &Pattern<&str>,
    index: &Index,
    args: &BTreeMap<&str, &str>,
    depth: usize,
) -> Option<Vec<char>> {
    if depth > MAX_DEPTH {
        return None;
    }
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                // Quotes and brackets before the first word are skipped;
                // a digit, or markup (`<b>`, which the pages show as
                // text), opens with no case.
                for c in value.chars() {
                    if c.is_alphabetic() {
                        return Some(vec![c]);
                    }
                    if c.is_numeric() || c == '<' {
                        return None;
                    }
                }
            }
            PatternElement::Placeable { expression } => {
                return expression_openings(expression, index, args, depth);
            }
        }
    }
    Some(Vec::new())
}

fn expression_openings(
    expression: &Expression<&str>,
    index: &Index,
    args: &BTreeMap<&str, &str>,
    depth: usize,
) -> Option<Vec<char>> {
    match expression {
        Expression::Inline(inline) => inline_openings(inline, index, args, depth),
        Expression::Select { selector, variants } => {
            // A term's select on one of its arguments takes the variant
            // the argument names (else the default); a message's, every
            // variant.
            let chosen = match selector {
                InlineExpression::VariableReference { id } => args.get(id.name).copied(),
                _ => None,
            };
            fn key<'k>(k: &VariantKey<&'k str>) -> &'k str {
                match k {
                    VariantKey::Identifier { name } => name,
                    VariantKey::NumberLiteral { value } => value,
                }
            }
            let picked: Vec<_> = match chosen {
                Some(name) => variants
                    .iter()
                    .filter(|v| key(&v.key) == name)
                    .chain(variants.iter().filter(|v| v.default))
                    .take(1)
                    .collect(),
                None if !args.is_empty() || depth > 0 => {
                    variants.iter().filter(|v| v.default).collect()
                }
                None => variants.iter().collect(),
            };
            let mut out = Vec::new();
            for v in picked {
                out.extend(openings(&v.value, index, args, depth)?);
            }
            Some(out)
        }
    }
}

fn inline_openings(
    inline: &InlineExpression<&str>,
    index: &Index,
    args: &BTreeMap<&str, &str>,
    depth: usize,
) -> Option<Vec<char>> {
    match inline {
        InlineExpression::StringLiteral { value } => {
            value.chars().find(|c| c.is_alphabetic()).map(|c| vec![c])
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            let term = index.terms.get(id.name)?;
            let named: BTreeMap<&str, &str> = match arguments {
                Some(CallArguments { named, .. }) => (named.iter())
                    .filter_map(|a| match &a.value {
                        InlineExpression::StringLiteral { value } => Some((a.name.name, *value)),
                        _ => None,
                    })
                    .collect(),
                None => BTreeMap::new(),
            };
            openings(term.value?, index, &named, depth + 1)
        }
        InlineExpression::Placeable { expression } => {
            expression_openings(expression, index, args, depth)
        }
        _ => None,
    }
}

/// `l10n/lower-case-opening`: each unit of `tr` whose English opens with a
/// capital letter, but that opens with a small one in some way it renders.
pub fn against(en: &Index, tr: &Index, out: &mut Vec<Diagnostic>) {
    let language = tr.locale.english_name();
    let none = BTreeMap::new();
    for (key, eu, tu) in super::lock::pairs(en, tr) {
        let capital = |u: &Unit, index: &Index| openings(u.pattern, index, &none, 0);
        let Some(english) = capital(&eu, en) else {
            continue;
        };
        if english.is_empty() || !english.iter().all(|c| c.is_uppercase()) {
            continue;
        }
        let Some(theirs) = capital(&tu, tr) else {
            continue;
        };
        if let Some(small) = theirs.iter().find(|c| c.is_lowercase()) {
            let file = tr.messages[tu.id].file;
            out.push(
                Diagnostic::error(
                    "l10n/lower-case-opening",
                    format!(
                        "the {language} `{key}` opens with a small letter (`{small}`) where the English opens with a capital"
                    ),
                )
                .at(&file.rel, file.span(tu.name))
                .hint("start with a capital letter: reword so that no term opens the text, or write the word out capitalised"),
            );
        }
    }
}
