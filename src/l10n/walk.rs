//! Walking Fluent patterns: every text, expression and select in a
//! pattern, and the variables a pattern uses.

use std::collections::BTreeSet;

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, Variant};

use super::load::{EntryKind, Index};

/// Something met while walking a pattern.
pub enum Node<'a> {
    /// Literal text.
    Text(&'a str),
    /// An inline expression (also met inside calls and selectors).
    Inline(&'a InlineExpression<&'a str>),
    /// A select expression, before its selector and variants are walked.
    Select(&'a InlineExpression<&'a str>, &'a [Variant<&'a str>]),
}

/// Calls `f` on every node of `pattern`, depth first, in source order.
pub fn walk<'a>(pattern: &'a Pattern<&'a str>, f: &mut dyn FnMut(Node<'a>)) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => f(Node::Text(value)),
            PatternElement::Placeable { expression } => walk_expression(expression, f),
        }
    }
}

fn walk_expression<'a>(expression: &'a Expression<&'a str>, f: &mut dyn FnMut(Node<'a>)) {
    match expression {
        Expression::Select { selector, variants } => {
            f(Node::Select(selector, variants));
            walk_inline(selector, f);
            for v in variants {
                walk(&v.value, f);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, f),
    }
}

fn walk_inline<'a>(inline: &'a InlineExpression<&'a str>, f: &mut dyn FnMut(Node<'a>)) {
    f(Node::Inline(inline));
    match inline {
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for p in &arguments.positional {
                walk_inline(p, f);
            }
            for n in &arguments.named {
                walk_inline(&n.value, f);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, f),
        _ => {}
    }
}

/// The variable a selector or call argument is about: `$n`, `NUMBER($n)`,
/// `PLURAL($n)` or `PLURAL(NUMBER($n))` all give `n`.
pub fn selector_variable<'a>(inline: &'a InlineExpression<&'a str>) -> Option<&'a str> {
    match inline {
        InlineExpression::VariableReference { id } => Some(id.name),
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.first().and_then(selector_variable)
        }
        InlineExpression::Placeable { expression } => match &**expression {
            Expression::Inline(i) => selector_variable(i),
            Expression::Select { .. } => None,
        },
        _ => None,
    }
}

/// The variables a pattern uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vars<'a> {
    /// Used somewhere, also through referenced messages.
    pub all: BTreeSet<&'a str>,
    /// Used whichever variants are chosen (a selector counts as used in
    /// all of its variants).
    pub guaranteed: BTreeSet<&'a str>,
    /// The references written in this pattern itself, as source slices.
    pub direct: Vec<&'a str>,
}

impl<'a> Vars<'a> {
    fn add(&mut self, other: Vars<'a>, direct: bool) {
        self.all.extend(other.all);
        self.guaranteed.extend(other.guaranteed);
        if direct {
            self.direct.extend(other.direct);
        }
    }
}

/// The variables `pattern` uses. Message references are followed (they
/// see the same arguments); term references are not (a term sees only
/// the arguments written in the call).
pub fn variables<'a>(pattern: &'a Pattern<&'a str>, index: &Index<'a>) -> Vars<'a> {
    let mut stack = Vec::new();
    pattern_vars(pattern, index, &mut stack)
}

fn pattern_vars<'a>(
    pattern: &'a Pattern<&'a str>,
    index: &Index<'a>,
    stack: &mut Vec<*const Pattern<&'a str>>,
) -> Vars<'a> {
    let mut out = Vars::default();
    if stack.contains(&(pattern as *const _)) {
        return out;
    }
    stack.push(pattern);
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            out.add(expression_vars(expression, index, stack), true);
        }
    }
    stack.pop();
    out
}

fn expression_vars<'a>(
    expression: &'a Expression<&'a str>,
    index: &Index<'a>,
    stack: &mut Vec<*const Pattern<&'a str>>,
) -> Vars<'a> {
    match expression {
        Expression::Inline(i) => inline_vars(i, index, stack),
        Expression::Select { selector, variants } => {
            let mut out = inline_vars(selector, index, stack);
            let mut common: Option<BTreeSet<&'a str>> = None;
            for v in variants {
                let vv = pattern_vars(&v.value, index, stack);
                common = Some(match common {
                    None => vv.guaranteed.clone(),
                    Some(c) => c.intersection(&vv.guaranteed).copied().collect(),
                });
                out.all.extend(vv.all);
                out.direct.extend(vv.direct);
            }
            out.guaranteed.extend(common.unwrap_or_default());
            out
        }
    }
}

fn inline_vars<'a>(
    inline: &'a InlineExpression<&'a str>,
    index: &Index<'a>,
    stack: &mut Vec<*const Pattern<&'a str>>,
) -> Vars<'a> {
    let mut out = Vars::default();
    match inline {
        InlineExpression::VariableReference { id } => {
            out.all.insert(id.name);
            out.guaranteed.insert(id.name);
            out.direct.push(id.name);
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                out.add(inline_vars(p, index, stack), true);
            }
            for n in &arguments.named {
                out.add(inline_vars(&n.value, index, stack), true);
            }
        }
        InlineExpression::MessageReference { id, attribute } => {
            let target = index
                .entry(EntryKind::Message, id.name)
                .and_then(|e| match attribute {
                    None => e.value,
                    Some(a) => e.attribute(a.name).map(|a| &a.value),
                });
            if let Some(p) = target {
                out.add(pattern_vars(p, index, stack), false);
            }
        }
        InlineExpression::Placeable { expression } => {
            out.add(expression_vars(expression, index, stack), true);
        }
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::TermReference { .. } => {}
    }
    out
}

/// The text a pattern shows when every select takes its default variant
/// and every placeable is left out: what `empty` and word counts look at.
pub fn plain_text<'a>(pattern: &'a Pattern<&'a str>) -> String {
    let mut out = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => out.push_str(&expression_text(expression)),
        }
    }
    out
}

fn expression_text<'a>(expression: &'a Expression<&'a str>) -> String {
    match expression {
        Expression::Select { variants, .. } => variants
            .iter()
            .find(|v| v.default)
            .map(|v| plain_text(&v.value))
            .unwrap_or_default(),
        Expression::Inline(InlineExpression::StringLiteral { value }) => value.to_string(),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_text(expression)
        }
        // Any other placeable shows something at run time.
        Expression::Inline(_) => "\u{FFFC}".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::load::{FtlFile, Locale};
    use fluent_bundle::FluentResource;
    use std::path::PathBuf;

    pub(crate) fn locale(src: &str) -> Locale {
        Locale {
            tag: "en".into(),
            langid: "en".parse().unwrap(),
            files: vec![FtlFile {
                rel: PathBuf::from("locales/en/t.ftl"),
                name: "t.ftl".into(),
                resource: std::sync::Arc::new(FluentResource::try_new(src.to_string()).unwrap()),
                has_errors: false,
            }],
        }
    }

    fn vars_of(src: &str, id: &str) -> (Vec<String>, Vec<String>) {
        let l = locale(src);
        let (index, _) = Index::build(&l);
        let v = variables(index.messages[id].value.unwrap(), &index);
        (
            v.all.iter().map(|s| s.to_string()).collect(),
            v.guaranteed.iter().map(|s| s.to_string()).collect(),
        )
    }

    #[test]
    fn a_selector_counts_in_every_variant() {
        let src = "m = { $n ->\n    [one] one { $who }\n   *[other] { $n } { $who }\n}\n";
        let (all, guaranteed) = vars_of(src, "m");
        assert_eq!(all, ["n", "who"]);
        assert_eq!(guaranteed, ["n", "who"]);
        let src = "m = { $n ->\n    [one] one\n   *[other] { $n } { $who }\n}\n";
        let (all, guaranteed) = vars_of(src, "m");
        assert_eq!(all, ["n", "who"]);
        assert_eq!(guaranteed, ["n"]);
    }

    #[test]
    fn message_references_pass_variables_but_terms_do_not() {
        let src = "a = { b } { -t(x: 1) }\nb = { $v }\n-t = { $x }\n";
        let (all, _) = vars_of(src, "a");
        assert_eq!(all, ["v"]);
        // A cycle does not loop.
        let (all, _) = vars_of("a = { b } { $x }\nb = { a }\n", "a");
        assert_eq!(all, ["x"]);
    }

    #[test]
    fn plain_text_takes_default_variants() {
        let l = locale("m = A { $n ->\n    [one] x\n   *[other] y\n} { \"\" }B\n");
        let (index, _) = Index::build(&l);
        assert_eq!(plain_text(index.messages["m"].value.unwrap()), "A y B");
    }
}
