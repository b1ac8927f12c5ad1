//! Walking Fluent patterns: every text, expression and select in a
//! pattern, and the variables a pattern uses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, Variant};

use super::graph;
use super::load::{Index, Unit};

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

/// Calls `f` on every literal text of `pattern` that a reader sees: its
/// text elements and string literals, in every variant, in source order.
pub fn walk_text<'a>(pattern: &'a Pattern<&'a str>, f: &mut dyn FnMut(&'a str)) {
    walk(pattern, &mut |node| match node {
        Node::Text(t) => f(t),
        Node::Inline(InlineExpression::StringLiteral { value }) => f(value),
        _ => {}
    });
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

/// The variables of every message unit of a locale, by `(id, attribute)`.
pub type VarsByUnit<'a> = BTreeMap<(&'a str, Option<&'a str>), Vars<'a>>;

/// The variables `unit` uses. Message references are followed (they see
/// the same arguments); term references are not (a term sees only the
/// arguments written in the call). Computed once per locale for all its
/// messages, each from those it references, without recursion along
/// references.
pub fn variables<'a>(unit: &Unit<'a>, index: &Index<'a>) -> Vars<'a> {
    let all = index.message_vars.get_or_init(|| message_variables(index));
    match all.get(&(unit.id, unit.attr)) {
        Some(v) => v.clone(),
        None => pattern_vars(unit.pattern, all),
    }
}

/// The variables of every message unit, each computed once, after the
/// units it references (a reference that closes a cycle adds nothing).
fn message_variables<'a>(index: &Index<'a>) -> VarsByUnit<'a> {
    let mut patterns = BTreeMap::new();
    for e in index.messages.values() {
        for u in e.units() {
            patterns.insert((u.id, u.attr), u.pattern);
        }
    }
    let order = graph::depth_first(
        patterns.keys().copied(),
        |key| {
            let mut refs = Vec::new();
            if let Some(p) = patterns.get(&key) {
                walk(p, &mut |node| {
                    if let Node::Inline(InlineExpression::MessageReference { id, attribute }) = node
                    {
                        refs.push(((id.name, attribute.as_ref().map(|a| a.name)), ()));
                    }
                });
            }
            refs
        },
        |_, _, ()| {},
    );
    let mut memo = VarsByUnit::new();
    for key in order {
        if let Some(p) = patterns.get(&key) {
            let vars = pattern_vars(p, &memo);
            memo.insert(key, vars);
        }
    }
    memo
}

fn pattern_vars<'a>(pattern: &'a Pattern<&'a str>, memo: &VarsByUnit<'a>) -> Vars<'a> {
    let mut out = Vars::default();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            out.add(expression_vars(expression, memo), true);
        }
    }
    out
}

fn expression_vars<'a>(expression: &'a Expression<&'a str>, memo: &VarsByUnit<'a>) -> Vars<'a> {
    match expression {
        Expression::Inline(i) => inline_vars(i, memo),
        Expression::Select { selector, variants } => {
            let mut out = inline_vars(selector, memo);
            let mut common: Option<BTreeSet<&'a str>> = None;
            for v in variants {
                let vv = pattern_vars(&v.value, memo);
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

fn inline_vars<'a>(inline: &'a InlineExpression<&'a str>, memo: &VarsByUnit<'a>) -> Vars<'a> {
    let mut out = Vars::default();
    match inline {
        InlineExpression::VariableReference { id } => {
            out.all.insert(id.name);
            out.guaranteed.insert(id.name);
            out.direct.push(id.name);
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                out.add(inline_vars(p, memo), true);
            }
            for n in &arguments.named {
                out.add(inline_vars(&n.value, memo), true);
            }
        }
        InlineExpression::MessageReference { id, attribute } => {
            if let Some(v) = memo.get(&(id.name, attribute.as_ref().map(|a| a.name))) {
                out.add(v.clone(), false);
            }
        }
        InlineExpression::Placeable { expression } => {
            out.add(expression_vars(expression, memo), true);
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
pub(crate) mod tests {
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
        let unit = index.messages[id].unit(None).unwrap();
        let v = variables(&unit, &index);
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
