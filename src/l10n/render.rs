//! The last check: every message and attribute of a locale renders
//! without a resolver error, with synthetic arguments, through the same
//! runtime the outputs use. The texts of the units that take no variable
//! come back as [`Rendered`], so the outputs show what the check formatted
//! instead of formatting it again.

use std::collections::{BTreeSet, HashMap};

use fluent_bundle::FluentValue;
use fluent_syntax::ast::InlineExpression;

use super::load::{Index, Unit};
use super::plural::is_plural_select;
use super::runtime::{FluentArgs, format_unit, new_bundle};
use super::walk::{Node, selector_variable, variables, walk};
use crate::diag::Diagnostic;

/// The numbers tried for numeric variables.
const NUMBERS: [f64; 9] = [0.0, 1.0, 2.0, 3.0, 5.0, 22.0, 101.0, 1.5, 1_000_000.0];

/// Variables used as numbers in a pattern: plural selectors and the
/// arguments of `NUMBER` and `PLURAL`.
fn numeric_variables<'a>(unit: &Unit<'a>, out: &mut BTreeSet<&'a str>) {
    walk(unit.pattern, &mut |node| match node {
        Node::Select(selector, variants)
            if is_plural_select(selector, variants, &BTreeSet::new()) =>
        {
            out.extend(selector_variable(selector));
        }
        Node::Inline(f @ InlineExpression::FunctionReference { .. }) => {
            out.extend(selector_variable(f));
        }
        _ => {}
    });
}

/// The text of every message unit of a locale that takes no variable (in
/// the locale or in English), as rendered: by key, `id` or `id.attr`.
pub type Rendered = HashMap<String, String>;

/// Renders every message unit of `index` with synthetic arguments: once
/// with each of a few numbers when it takes a numeric variable, else once.
/// Returns the texts of the units that take no variable.
pub fn check(en: &Index, index: &Index, out: &mut Vec<Diagnostic>) -> Rendered {
    let locale = index.locale;
    let bundle = new_bundle(&locale.langid, locale.files.iter().map(|f| &*f.resource));
    let mut rendered = Rendered::new();
    for (id, e) in &index.messages {
        for u in e.units() {
            let source = en.messages.get(id).and_then(|s| s.unit(u.attr));
            let mut names: BTreeSet<&str> = variables(&u, index).all;
            let mut numeric = BTreeSet::new();
            numeric_variables(&u, &mut numeric);
            if let Some(s) = &source {
                names.extend(variables(s, en).all);
                numeric_variables(s, &mut numeric);
            }
            // Without a numeric variable every number renders the same.
            let tries = if numeric.is_empty() {
                &NUMBERS[..1]
            } else {
                &NUMBERS[..]
            };
            for &n in tries {
                let mut args = FluentArgs::new();
                for name in &names {
                    let value = if numeric.contains(name) {
                        FluentValue::from(n)
                    } else {
                        FluentValue::from("Abc")
                    };
                    args.set(name.to_string(), value);
                }
                match format_unit(&bundle, &locale.tag, id, u.attr, Some(&args)) {
                    Ok(text) if names.is_empty() => {
                        rendered.insert(u.key(), text);
                    }
                    Ok(_) => {}
                    Err(err) => {
                        out.push(
                            Diagnostic::error(
                                "l10n/render",
                                format!("`{}` does not render: {err}", u.key()),
                            )
                            .at(&e.file.rel, e.file.span(u.name))
                            .note(format!(
                                "rendered with {}",
                                if names.is_empty() {
                                    "no arguments".to_string()
                                } else {
                                    names
                                        .iter()
                                        .map(|v| {
                                            if numeric.contains(v) {
                                                format!("${v} = {n}")
                                            } else {
                                                format!("${v} = \"Abc\"")
                                            }
                                        })
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                }
                            ))
                            .hint(
                                "fix what the error names; the outputs would fail on this message",
                            ),
                        );
                        break;
                    }
                }
            }
        }
    }
    rendered
}
