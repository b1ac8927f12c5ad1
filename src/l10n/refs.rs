//! References inside one locale: messages, terms and attributes that do
//! not exist, reference cycles, unknown functions, and term arguments that
//! match no variant of the term.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};

use super::graph;
use super::load::{Entry, EntryKind, FtlFile, Index, Unit};
use super::plural::KNOWN_FUNCTIONS;
use super::walk::{Node, walk};
use crate::diag::{Diagnostic, suggest};

fn with_suggestion<'a>(
    d: Diagnostic,
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    sigil: &str,
    fallback: &str,
) -> Diagnostic {
    let best = suggest(word, candidates).map(|b| format!("{sigil}{b}"));
    d.did_you_mean(best.as_deref(), || fallback.to_string())
}

/// All entries of a locale (messages, then terms), sorted by id.
fn entries<'i, 'a>(index: &'i Index<'a>) -> impl Iterator<Item = &'i Entry<'a>> {
    index.messages.values().chain(index.terms.values())
}

/// Unknown references, unknown functions and term arguments.
pub fn references(index: &Index, out: &mut Vec<Diagnostic>) {
    let params = term_parameters(index);
    for e in entries(index) {
        for u in e.units() {
            walk(u.pattern, &mut |node| {
                if let Node::Inline(inline) = node {
                    check_inline(index, &params, e.file, inline, out);
                }
            });
        }
    }
}

fn check_inline(
    index: &Index,
    params: &BTreeMap<&str, BTreeMap<&str, BTreeSet<&str>>>,
    file: &FtlFile,
    inline: &InlineExpression<&str>,
    out: &mut Vec<Diagnostic>,
) {
    let language = index.locale.english_name();
    match inline {
        InlineExpression::MessageReference { id, attribute } => {
            reference(
                index,
                file,
                EntryKind::Message,
                id.name,
                attribute.as_ref().map(|a| a.name),
                out,
            );
        }
        InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            let ok = reference(
                index,
                file,
                EntryKind::Term,
                id.name,
                attribute.as_ref().map(|a| a.name),
                out,
            );
            let (Some(args), true) = (arguments, ok) else {
                return;
            };
            let term_params = params.get(id.name);
            for named in &args.named {
                let name = named.name.name;
                let keys = term_params.and_then(|p| p.get(name));
                let Some(keys) = keys else {
                    out.push(
                        Diagnostic::warning(
                            "l10n/term-parameter",
                            format!(
                                "the {language} term `-{}` has no parameter `{name}`",
                                id.name
                            ),
                        )
                        .at(&file.rel, file.span(name))
                        .hint(format!(
                            "remove `{name}: …`, or give `-{}` variants on `${name}`",
                            id.name
                        )),
                    );
                    continue;
                };
                if let InlineExpression::StringLiteral { value } = named.value
                    && !keys.is_empty()
                    && !keys.contains(value)
                {
                    let d = Diagnostic::error(
                        "l10n/term-variant",
                        format!(
                            "`-{}` has no variant `{value}` for `{name}`; it would fall back to the default",
                            id.name
                        ),
                    )
                    .at(&file.rel, file.span(value))
                    .note(format!(
                        "variants of `{name}`: {}",
                        keys.iter().copied().collect::<Vec<_>>().join(", ")
                    ));
                    out.push(with_suggestion(
                        d,
                        value,
                        keys.iter().copied(),
                        "",
                        "use one of the variants listed",
                    ));
                }
            }
        }
        InlineExpression::FunctionReference { id, .. } if !KNOWN_FUNCTIONS.contains(&id.name) => {
            let d = Diagnostic::error(
                "l10n/unknown-function",
                format!("there is no function `{}`", id.name),
            )
            .at(&file.rel, file.span(id.name))
            .note(format!("functions: {}", KNOWN_FUNCTIONS.join(", ")));
            out.push(with_suggestion(
                d,
                id.name,
                KNOWN_FUNCTIONS,
                "",
                "use NUMBER(…) to format a number or PLURAL(…) to select by plural category",
            ));
        }
        _ => {}
    }
}

/// Reports a reference to a missing entry or attribute; true when it exists.
fn reference(
    index: &Index,
    file: &FtlFile,
    kind: EntryKind,
    id: &str,
    attribute: Option<&str>,
    out: &mut Vec<Diagnostic>,
) -> bool {
    let language = index.locale.english_name();
    let (sigil, what, pool) = match kind {
        EntryKind::Message => ("", "message", &index.messages),
        EntryKind::Term => ("-", "term", &index.terms),
    };
    let Some(target) = pool.get(id) else {
        let span = file.id_span(kind, id);
        let d = Diagnostic::error(
            "l10n/unknown-reference",
            format!("there is no {what} `{sigil}{id}` in {language}"),
        )
        .at(&file.rel, span);
        out.push(with_suggestion(
            d,
            id,
            pool.keys().copied(),
            sigil,
            &format!("define `{sigil}{id}` in this locale, or correct the name"),
        ));
        return false;
    };
    if attribute.is_none() && target.value.is_none() {
        out.push(
            Diagnostic::error(
                "l10n/unknown-reference",
                format!("`{id}` has only attributes; it has no value to show here"),
            )
            .at(&file.rel, file.id_span(kind, id))
            .hint(format!(
                "reference one of its attributes, e.g. `{{ {id}.{} }}`",
                target.attributes.first().map_or("attr", |a| a.id.name)
            )),
        );
        return false;
    }
    if let Some(a) = attribute
        && target.attribute(a).is_none()
    {
        let d = Diagnostic::error(
            "l10n/unknown-reference",
            format!("`{sigil}{id}` has no attribute `.{a}` in {language}"),
        )
        .at(&file.rel, file.span(a));
        out.push(with_suggestion(
            d,
            a,
            target.attributes.iter().map(|x| x.id.name),
            ".",
            &format!("add `.{a} = …` to `{sigil}{id}`"),
        ));
        return false;
    }
    true
}

/// For each term, its parameters: every `$variable` it uses, with the keys
/// of the selects on it (empty when it is only shown, never selected on).
fn term_parameters<'a>(
    index: &Index<'a>,
) -> BTreeMap<&'a str, BTreeMap<&'a str, BTreeSet<&'a str>>> {
    let mut out = BTreeMap::new();
    for (id, t) in &index.terms {
        let mut params: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for u in t.units() {
            walk(u.pattern, &mut |node| match node {
                Node::Select(InlineExpression::VariableReference { id }, variants) => {
                    let keys = params.entry(id.name).or_default();
                    for v in variants {
                        let (VariantKey::Identifier { name }
                        | VariantKey::NumberLiteral { value: name }) = v.key;
                        keys.insert(name);
                    }
                }
                Node::Inline(InlineExpression::VariableReference { id }) => {
                    params.entry(id.name).or_default();
                }
                _ => {}
            });
        }
        out.insert(*id, params);
    }
    out
}

/// A unit as a node of the reference graph.
type NodeId<'a> = (EntryKind, &'a str, Option<&'a str>);

/// The references of a pattern to other units, with the slice to point at.
fn edges<'a>(pattern: &'a Pattern<&'a str>) -> Vec<(NodeId<'a>, &'a str)> {
    let mut out = Vec::new();
    collect_edges(pattern, &mut out);
    out
}

fn collect_edges<'a>(pattern: &'a Pattern<&'a str>, out: &mut Vec<(NodeId<'a>, &'a str)>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_edges(expression, out);
        }
    }
}

fn expression_edges<'a>(expression: &'a Expression<&'a str>, out: &mut Vec<(NodeId<'a>, &'a str)>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_edges(selector, out);
            for v in variants {
                collect_edges(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_edges(i, out),
    }
}

fn inline_edges<'a>(inline: &'a InlineExpression<&'a str>, out: &mut Vec<(NodeId<'a>, &'a str)>) {
    match inline {
        InlineExpression::MessageReference { id, attribute } => {
            out.push((
                (
                    EntryKind::Message,
                    id.name,
                    attribute.as_ref().map(|a| a.name),
                ),
                id.name,
            ));
        }
        InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            out.push((
                (EntryKind::Term, id.name, attribute.as_ref().map(|a| a.name)),
                id.name,
            ));
            // The runtime resolves positional arguments of terms too.
            for p in arguments.iter().flat_map(|a| &a.positional) {
                inline_edges(p, out);
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                inline_edges(p, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_edges(expression, out),
        _ => {}
    }
}

/// The units of a locale as nodes of the reference graph.
fn units<'i, 'a>(index: &'i Index<'a>) -> BTreeMap<NodeId<'a>, (&'i Entry<'a>, Unit<'a>)> {
    let mut units = BTreeMap::new();
    for e in entries(index) {
        for u in e.units() {
            units.insert((e.kind, e.id, u.attr), (e, u));
        }
    }
    units
}

/// Depth-first search over the units of a locale along their references
/// (see [`graph::depth_first`]).
fn search<'a>(
    units: &BTreeMap<NodeId<'a>, (&Entry<'a>, Unit<'a>)>,
    back_edge: impl FnMut(&[NodeId<'a>], NodeId<'a>, &'a str),
) -> Vec<NodeId<'a>> {
    graph::depth_first(
        units.keys().copied(),
        |n| {
            units
                .get(&n)
                .map(|(_, u)| edges(u.pattern))
                .unwrap_or_default()
        },
        back_edge,
    )
}

/// How a unit is shown in a diagnostic: `-term`, `id.attr`.
fn show(n: &NodeId) -> String {
    let sigil = if n.0 == EntryKind::Term { "-" } else { "" };
    super::load::unit_key(&format!("{sigil}{}", n.1), n.2)
}

/// Reference cycles (each reported once, at the reference that closes
/// it), then messages that could expand to more than [`MAX_PLACEABLES`]
/// placeables: both over one iterative walk of the references.
pub fn cycles_and_expansion(index: &Index, out: &mut Vec<Diagnostic>) {
    let units = units(index);
    let order = cycles_in(&units, out);
    expansion_in(&units, order, out);
}

/// Reference cycles: each reported once, at the reference that closes it.
/// The walk is iterative, so a chain of any length is fine. Gives back
/// the units in the order of the walk (each after those it references).
fn cycles_in<'a>(
    units: &BTreeMap<NodeId<'a>, (&Entry<'a>, Unit<'a>)>,
    out: &mut Vec<Diagnostic>,
) -> Vec<NodeId<'a>> {
    let mut reported: BTreeSet<Vec<NodeId>> = BTreeSet::new();
    search(units, |cycle, target, slice| {
        let Some((entry, _)) = cycle.last().and_then(|n| units.get(n)) else {
            return;
        };
        let mut members = cycle.to_vec();
        members.sort();
        if reported.insert(members) {
            let mut chain: Vec<String> = cycle.iter().chain([&target]).map(show).collect();
            if chain.len() > 12 {
                let all = chain.len() - 1;
                chain.splice(5..all - 5, [format!("… ({all} units in all) …")]);
            }
            out.push(
                    Diagnostic::error(
                        "l10n/cycle",
                        format!("reference cycle: {}", chain.join(" → ")),
                    )
                    .at(&entry.file.rel, entry.file.id_span(target.0, slice))
                    .label("this reference closes the cycle")
                    .hint("a message cannot contain itself, directly or through others; remove one of the references"),
                );
        }
    })
}

/// The most placeables the runtime resolves to format one message
/// (fluent-bundle stops there, with an error): its own and those of the
/// messages and terms it references, each as often as it is referenced.
pub const MAX_PLACEABLES: u64 = 100;

/// Messages that could expand to more than [`MAX_PLACEABLES`] placeables
/// (a “billion laughs”: each message referencing the previous one ten
/// times): the runtime would refuse them. Counted once per unit from the
/// counts of what it references (`order`: each after those it references),
/// so this takes linear time however large the expansion, and never
/// recurses along references.
fn expansion_in<'a>(
    units: &BTreeMap<NodeId<'a>, (&Entry<'a>, Unit<'a>)>,
    order: Vec<NodeId<'a>>,
    out: &mut Vec<Diagnostic>,
) {
    let mut counts: BTreeMap<NodeId, u64> = BTreeMap::new();
    for n in order {
        if let Some((_, u)) = units.get(&n) {
            let count = pattern_placeables(u.pattern, &counts);
            counts.insert(n, count);
        }
    }
    for (n, (e, u)) in units {
        let count = counts.get(n).copied().unwrap_or(0);
        if e.kind != EntryKind::Message || count <= MAX_PLACEABLES {
            continue;
        }
        let how_many = if count == u64::MAX {
            "more than 10^19".to_string()
        } else {
            count.to_string()
        };
        out.push(
            Diagnostic::error(
                "l10n/expansion-too-large",
                format!(
                    "`{}` can expand to {how_many} placeables; the runtime stops at {MAX_PLACEABLES}",
                    show(n)
                ),
            )
            .at(&e.file.rel, e.file.span(u.name))
            .note("counted with the placeables of every message and term it references, as often as each is referenced (the largest variant of a select)")
            .hint("reference fewer messages, or write their text out; references to references multiply"),
        );
    }
}

/// The placeables the runtime resolves for a pattern, at most: `counts`
/// holds those of the units it references (a unit missing there closes a
/// cycle or does not exist, and counts nothing).
fn pattern_placeables(pattern: &Pattern<&str>, counts: &BTreeMap<NodeId, u64>) -> u64 {
    pattern
        .elements
        .iter()
        .fold(0u64, |sum, element| match element {
            PatternElement::Placeable { expression } => sum
                .saturating_add(1)
                .saturating_add(expression_placeables(expression, counts)),
            PatternElement::TextElement { .. } => sum,
        })
}

fn expression_placeables(expression: &Expression<&str>, counts: &BTreeMap<NodeId, u64>) -> u64 {
    match expression {
        Expression::Select { selector, variants } => {
            let largest = variants
                .iter()
                .map(|v| pattern_placeables(&v.value, counts))
                .max()
                .unwrap_or(0);
            inline_placeables(selector, counts).saturating_add(largest)
        }
        Expression::Inline(i) => inline_placeables(i, counts),
    }
}

fn inline_placeables(inline: &InlineExpression<&str>, counts: &BTreeMap<NodeId, u64>) -> u64 {
    let arguments = |args: Option<&fluent_syntax::ast::CallArguments<&str>>| {
        args.map_or(0u64, |a| {
            a.positional
                .iter()
                .chain(a.named.iter().map(|n| &n.value))
                .fold(0u64, |sum, p| {
                    sum.saturating_add(inline_placeables(p, counts))
                })
        })
    };
    match inline {
        InlineExpression::MessageReference { id, attribute } => counts
            .get(&(
                EntryKind::Message,
                id.name,
                attribute.as_ref().map(|a| a.name),
            ))
            .copied()
            .unwrap_or(0),
        InlineExpression::TermReference {
            id,
            attribute,
            arguments: args,
        } => counts
            .get(&(EntryKind::Term, id.name, attribute.as_ref().map(|a| a.name)))
            .copied()
            .unwrap_or(0)
            .saturating_add(arguments(args.as_ref())),
        InlineExpression::FunctionReference {
            arguments: args, ..
        } => arguments(Some(args)),
        InlineExpression::Placeable { expression } => expression_placeables(expression, counts),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_are_close() {
        assert_eq!(suggest("tile-aa", ["tile-a", "tile-b"]), Some("tile-a"));
        assert_eq!(suggest("zzz", ["tile-a"]), None);
    }
}
