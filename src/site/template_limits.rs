//! Bounds on how deep a template may make Tera recurse.
//!
//! Tera parses and renders templates recursively and has no depth limit: a
//! macro that calls itself, a template that includes itself, or a few
//! hundred nested blocks or operators overflow the stack and abort the
//! process. So before Tera sees a template, [`nesting`] refuses one nested
//! more than [`MAX_DEPTH`] levels (blocks, brackets and operators); once
//! the templates are parsed, [`calls`] refuses macro calls and includes
//! that loop (`site/template-recursion`) or that together nest deeper than
//! [`MAX_DEPTH`] (`site/template-depth`). Each is a diagnostic at the
//! template's file and line.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use regex::Regex;
use tera::Tera;
use tera::ast::{Expr, ExprVal, Node};

use crate::diag::Diagnostic;

/// The deepest a page may nest: blocks (`if`, `for`, `block`, `macro`,
/// `filter`), brackets and operators of expressions, macro calls, includes
/// and parent templates, counted together. Far more than a page needs, and
/// far less than overflows a 2 MB thread stack.
pub const MAX_DEPTH: usize = 64;

/// A tag of a template source: `{{ … }}` or `{% … %}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// Byte range of the whole tag, delimiters included.
    pub range: Range<usize>,
    /// `{% … %}` (a statement) rather than `{{ … }}`.
    pub statement: bool,
}

impl Tag {
    /// The tag's first word (`if`, `endfor`, …); empty for `{{ … }}`.
    pub fn keyword<'t>(&self, text: &'t str) -> &'t str {
        if !self.statement {
            return "";
        }
        let inner = text[self.range.start + 2..].trim_start_matches('-');
        let inner = inner.trim_start();
        let end = inner
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(inner.len());
        &inner[..end]
    }
}

/// Every `{{ … }}` and `{% … %}` tag of `text`, in order, skipping
/// comments and the content of `{% raw %}`. Quotes inside a tag are
/// respected; an unterminated tag runs to the end of the text.
pub fn tags(text: &str) -> Vec<Tag> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(off) = text[i..].find('{') {
        let start = i + off;
        let Some(&kind) = bytes.get(start + 1) else {
            break;
        };
        let close: &[u8] = match kind {
            b'{' => b"}}",
            b'%' => b"%}",
            b'#' => {
                i = text[start + 2..]
                    .find("#}")
                    .map_or(text.len(), |e| start + 2 + e + 2);
                continue;
            }
            _ => {
                i = start + 1;
                continue;
            }
        };
        let mut j = start + 2;
        let mut quote = None;
        let end = loop {
            if j >= bytes.len() {
                break text.len();
            }
            let b = bytes[j];
            match quote {
                Some(q) if b == q => quote = None,
                Some(_) => {}
                None if matches!(b, b'"' | b'\'' | b'`') => quote = Some(b),
                None if bytes[j..].starts_with(close) => break j + 2,
                None => {}
            }
            j += 1;
        };
        let tag = Tag {
            range: start..end,
            statement: kind == b'%',
        };
        i = end;
        if tag.keyword(text) == "raw" {
            static ENDRAW: LazyLock<Regex> =
                LazyLock::new(|| Regex::new(r"\{%-?\s*endraw\s*-?%\}").expect("valid regex"));
            i = ENDRAW.find_at(text, end).map_or(text.len(), |m| m.start());
        }
        out.push(tag);
    }
    out
}

/// How deep an expression tag makes Tera recurse, at most: its brackets
/// and its operators (a chain of `+` or `and` nests one level each).
fn weight(code: &str) -> usize {
    let mut n = 0;
    let mut quote = None;
    let mut word = String::new();
    let count_word = |word: &mut String, n: &mut usize| {
        if matches!(word.as_str(), "and" | "or" | "not" | "in" | "is") {
            *n += 1;
        }
        word.clear();
    };
    for c in code.chars() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        count_word(&mut word, &mut n);
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '(' | '[' | '+' | '-' | '*' | '/' | '%' | '<' | '>' | '=' | '!' => n += 1,
            _ => {}
        }
    }
    count_word(&mut word, &mut n);
    n
}

const OPENERS: [&str; 5] = ["if", "for", "block", "macro", "filter"];
const CLOSERS: [&str; 5] = ["endif", "endfor", "endblock", "endmacro", "endfilter"];

/// Refuses a template nested deeper than [`MAX_DEPTH`] before Tera parses
/// it (the parser itself would overflow the stack).
pub fn nesting(rel: &Path, text: &str) -> Option<Diagnostic> {
    let mut depth = 0usize;
    for tag in tags(text) {
        let keyword = tag.keyword(text);
        // The code between the delimiters and their `-` whitespace marks.
        let code = text[tag.range.clone()]
            .get(2..tag.range.len().saturating_sub(2))
            .unwrap_or("")
            .trim_matches('-');
        let level = depth + weight(code);
        if level > MAX_DEPTH {
            return Some(
                Diagnostic::error(
                    "site/template-depth",
                    format!(
                        "the template nests more than {MAX_DEPTH} levels deep here (blocks, brackets and operators counted together)"
                    ),
                )
                .at(rel, tag.range.clone())
                .label(format!("level {level}"))
                .hint("Tera would overflow its stack: split the expression, or move nested parts into macros"),
            );
        }
        if OPENERS.contains(&keyword) {
            depth += 1;
        } else if CLOSERS.contains(&keyword) {
            depth = depth.saturating_sub(1);
        }
    }
    None
}

/// A template (rendered or included) or a macro of a template file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Unit {
    Template(String),
    Macro(String, String),
}

impl Unit {
    fn file(&self) -> &str {
        match self {
            Unit::Template(f) | Unit::Macro(f, _) => f,
        }
    }

    fn describe(&self) -> String {
        match self {
            Unit::Template(f) => f.clone(),
            Unit::Macro(f, m) => format!("{f}::{m}"),
        }
    }
}

/// What a unit's body does: how deep it nests on its own, and what it
/// calls at which depth.
#[derive(Default)]
struct Body {
    depth: usize,
    calls: Vec<(usize, Unit)>,
}

struct Collect<'a> {
    tera: &'a Tera,
    /// The file the body is written in (macro namespaces resolve there).
    file: &'a str,
    body: Body,
}

impl Collect<'_> {
    fn nodes(&mut self, nodes: &[Node], depth: usize) {
        self.body.depth = self.body.depth.max(depth);
        for node in nodes {
            match node {
                Node::VariableBlock(_, e) => self.expr(e, depth + 1),
                Node::Set(_, s) => self.expr(&s.value, depth + 1),
                Node::Include(_, names, _) => {
                    for name in names {
                        if self.tera.templates.contains_key(name) {
                            self.body
                                .calls
                                .push((depth + 1, Unit::Template(name.clone())));
                        }
                    }
                }
                Node::FilterSection(_, f, _) => {
                    for e in f.filter.args.values() {
                        self.expr(e, depth + 2);
                    }
                    self.nodes(&f.body, depth + 1);
                }
                Node::Block(_, b, _) => self.nodes(&b.body, depth + 1),
                Node::Forloop(_, f, _) => {
                    self.expr(&f.container, depth + 1);
                    self.nodes(&f.body, depth + 1);
                    if let Some(empty) = &f.empty_body {
                        self.nodes(empty, depth + 1);
                    }
                }
                Node::If(i, _) => {
                    for (_, cond, body) in &i.conditions {
                        self.expr(cond, depth + 1);
                        self.nodes(body, depth + 1);
                    }
                    if let Some((_, body)) = &i.otherwise {
                        self.nodes(body, depth + 1);
                    }
                }
                // Macro definitions are units of their own; the rest
                // nests nothing.
                _ => {}
            }
        }
    }

    fn expr(&mut self, e: &Expr, depth: usize) {
        self.body.depth = self.body.depth.max(depth);
        for f in &e.filters {
            for a in f.args.values() {
                self.expr(a, depth + 1);
            }
        }
        self.val(&e.val, depth);
    }

    fn val(&mut self, v: &ExprVal, depth: usize) {
        self.body.depth = self.body.depth.max(depth);
        match v {
            ExprVal::Math(m) => {
                self.expr(&m.lhs, depth + 1);
                self.expr(&m.rhs, depth + 1);
            }
            ExprVal::Logic(l) => {
                self.expr(&l.lhs, depth + 1);
                self.expr(&l.rhs, depth + 1);
            }
            ExprVal::In(i) => {
                self.expr(&i.lhs, depth + 1);
                self.expr(&i.rhs, depth + 1);
            }
            ExprVal::Test(t) => t.args.iter().for_each(|a| self.expr(a, depth + 1)),
            ExprVal::Array(items) => items.iter().for_each(|a| self.expr(a, depth + 1)),
            ExprVal::StringConcat(s) => s.values.iter().for_each(|x| self.val(x, depth + 1)),
            ExprVal::FunctionCall(f) => f.args.values().for_each(|a| self.expr(a, depth + 1)),
            ExprVal::MacroCall(m) => {
                m.args.values().for_each(|a| self.expr(a, depth + 1));
                if let Some(target) = self.macro_target(&m.namespace, &m.name) {
                    self.body.calls.push((depth + 1, target));
                }
            }
            _ => {}
        }
    }

    /// The macro `namespace::name` names from `self.file`, when it exists.
    fn macro_target(&self, namespace: &str, name: &str) -> Option<Unit> {
        let here = self.tera.templates.get(self.file)?;
        let file = if namespace == "self" {
            self.file
        } else {
            here.imported_macro_files
                .iter()
                .find(|(_, ns)| ns == namespace)
                .map(|(f, _)| f.as_str())?
        };
        let target = self.tera.templates.get(file)?;
        target
            .macros
            .contains_key(name)
            .then(|| Unit::Macro(file.to_string(), name.to_string()))
    }
}

/// The template sources, by Tera name: (file relative to the project, text).
pub type Sources = BTreeMap<String, (PathBuf, String)>;

/// The file of template `name`, relative to the project root.
fn rel_of(sources: &Sources, name: &str) -> PathBuf {
    sources.get(name).map_or_else(
        || Path::new(super::templates::TEMPLATES_DIR).join(name),
        |(rel, _)| rel.clone(),
    )
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Visiting,
    Done(usize),
}

struct Graph<'a> {
    bodies: BTreeMap<Unit, Body>,
    parents: BTreeMap<String, String>,
    state: BTreeMap<Unit, State>,
    /// The unit each unit's deepest path goes through.
    via: BTreeMap<Unit, Unit>,
    stack: Vec<Unit>,
    sources: &'a Sources,
    out: Vec<Diagnostic>,
}

impl Graph<'_> {
    /// The deepest nesting rendering `u` reaches; reports loops on the way.
    fn cost(&mut self, u: &Unit) -> usize {
        match self.state.get(u) {
            Some(State::Done(c)) => return *c,
            Some(State::Visiting) => return 0,
            None => {}
        }
        self.state.insert(u.clone(), State::Visiting);
        self.stack.push(u.clone());
        let (own, calls) = self
            .bodies
            .get(u)
            .map(|b| (b.depth, b.calls.clone()))
            .unwrap_or_default();
        let mut best = own;
        for (depth, callee) in calls {
            if self.state.get(&callee) == Some(&State::Visiting) {
                self.report_loop(u, &callee);
                continue;
            }
            let c = depth + self.cost(&callee);
            if c > best {
                best = c;
                self.via.insert(u.clone(), callee);
            }
        }
        if let Unit::Template(name) = u
            && let Some(parent) = self.parents.get(name).cloned()
        {
            // The parent renders this template's blocks: count both.
            let c = best + 1 + self.cost(&Unit::Template(parent.clone()));
            if c > best {
                best = c;
                self.via.insert(u.clone(), Unit::Template(parent));
            }
        }
        self.stack.pop();
        self.state.insert(u.clone(), State::Done(best));
        best
    }

    fn report_loop(&mut self, from: &Unit, to: &Unit) {
        let start = self.stack.iter().position(|s| s == to).unwrap_or(0);
        let mut chain: Vec<String> = self.stack[start..].iter().map(Unit::describe).collect();
        chain.push(to.describe());
        let what = match (from, to) {
            (Unit::Macro(_, m), _) if from == to => format!("the macro `{m}` calls itself"),
            (_, Unit::Template(t)) if from == to => format!("the template `{t}` includes itself"),
            _ => "macros and includes call each other in a loop".to_string(),
        };
        let mut d = Diagnostic::error(
            "site/template-recursion",
            format!("{what}: {}", chain.join(" → ")),
        )
        .hint("Tera would recurse until the stack overflows: a macro may not call itself, directly or through others, and a template may not include itself; write the levels out instead");
        d = match self.locate_call(from, to) {
            Some((rel, span)) => d.at(rel, span).label("this call starts the loop again"),
            None => d.in_file(rel_of(self.sources, from.file())),
        };
        self.out.push(d);
    }

    /// Where in `from`'s source it calls or includes `to`.
    fn locate_call(&self, from: &Unit, to: &Unit) -> Option<(PathBuf, Range<usize>)> {
        let (rel, text) = self.sources.get(from.file())?;
        let start = match from {
            Unit::Macro(_, m) => {
                let def = format!(r"\{{%-?\s*macro\s+{}\s*\(", regex::escape(m));
                Regex::new(&def).ok()?.find(text)?.end()
            }
            Unit::Template(_) => 0,
        };
        let pattern = match to {
            Unit::Macro(_, m) => format!(r"\b\w+\s*::\s*{}\s*\(", regex::escape(m)),
            Unit::Template(t) => format!(r#"\binclude\b[^%]*?["'`]{}["'`]"#, regex::escape(t)),
        };
        let re = Regex::new(&pattern).ok()?;
        let tags = tags(text);
        re.find_iter(text)
            .filter(|m| m.start() >= start)
            .find(|m| tags.iter().any(|t| t.range.contains(&m.start())))
            .map(|m| (rel.clone(), m.range()))
    }
}

/// Refuses templates that extend each other in a loop (`parents` maps a
/// template to the one it extends), at the `{% extends %}` of the template
/// that closes the loop, once per loop.
pub fn extends_loops(parents: &BTreeMap<String, String>, sources: &Sources) -> Vec<Diagnostic> {
    static EXTENDS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\{%-?\s*extends\b[^%]*%\}").expect("valid regex"));
    let mut out = Vec::new();
    let mut reported: Vec<Vec<&str>> = Vec::new();
    let mut too_deep = false;
    for start in parents.keys() {
        let mut chain: Vec<&str> = vec![start];
        while let Some(next) = parents.get(*chain.last().expect("not empty")) {
            if let Some(i) = chain.iter().position(|c| c == next) {
                let mut members = chain[i..].to_vec();
                members.sort();
                if !reported.contains(&members) {
                    let last = *chain.last().expect("not empty");
                    let mut d = Diagnostic::error(
                        "site/template-recursion",
                        format!(
                            "templates extend each other in a loop: {} → {next}",
                            chain[i..].join(" → ")
                        ),
                    )
                    .hint("Tera would recurse until the stack overflows: a template may not extend itself, directly or through its parents; pages extend `layout.html`, which extends nothing");
                    let at = sources.get(last).and_then(|(_, t)| EXTENDS.find(t));
                    d = match at {
                        Some(m) => d
                            .at(rel_of(sources, last), m.range())
                            .label("this closes the loop"),
                        None => d.in_file(rel_of(sources, last)),
                    };
                    out.push(d);
                    reported.push(members);
                }
                break;
            }
            chain.push(next);
            if chain.len() > MAX_DEPTH {
                // Tera follows parents recursively too: stop long chains
                // here, once.
                if !too_deep {
                    too_deep = true;
                    out.push(
                        Diagnostic::error(
                            "site/template-depth",
                            format!("`{start}` has more than {MAX_DEPTH} parent templates"),
                        )
                        .in_file(rel_of(sources, start))
                        .note(format!("{} → …", chain[..4].join(" → ")))
                        .hint("Tera would overflow its stack: let pages extend `layout.html` directly"),
                    );
                }
                break;
            }
        }
    }
    out
}

/// Refuses macro calls and includes that loop, and templates whose
/// rendering, with the macros, includes and parents it uses, would nest
/// deeper than [`MAX_DEPTH`]. `sources` are the texts the diagnostics
/// point into.
pub fn calls(tera: &Tera, sources: &Sources) -> Vec<Diagnostic> {
    let mut bodies = BTreeMap::new();
    let mut parents = BTreeMap::new();
    for (name, t) in &tera.templates {
        let body = |nodes: &[Node], depth: usize| {
            let mut c = Collect {
                tera,
                file: name,
                body: Body::default(),
            };
            c.nodes(nodes, depth);
            c.body
        };
        bodies.insert(Unit::Template(name.clone()), body(&t.ast, 0));
        for (m, def) in &t.macros {
            bodies.insert(Unit::Macro(name.clone(), m.clone()), body(&def.body, 1));
        }
        if let Some(p) = &t.parent {
            parents.insert(name.clone(), p.clone());
        }
    }
    let mut g = Graph {
        bodies,
        parents,
        state: BTreeMap::new(),
        via: BTreeMap::new(),
        stack: Vec::new(),
        sources,
        out: Vec::new(),
    };
    let units: Vec<Unit> = g.bodies.keys().cloned().collect();
    let mut deepest: Option<(usize, Unit)> = None;
    for u in &units {
        let c = g.cost(u);
        if matches!(u, Unit::Template(_)) && deepest.as_ref().is_none_or(|(d, _)| c > *d) {
            deepest = Some((c, u.clone()));
        }
    }
    if g.out.is_empty()
        && let Some((depth, u)) = deepest.filter(|(d, _)| *d > MAX_DEPTH)
    {
        let mut chain = vec![u.describe()];
        let mut at = u.clone();
        while let Some(next) = g.via.get(&at) {
            chain.push(next.describe());
            at = next.clone();
        }
        g.out.push(
            Diagnostic::error(
                "site/template-depth",
                format!(
                    "rendering `{}` nests {depth} levels deep (blocks, expressions, macro calls, includes and parent templates counted together), more than {MAX_DEPTH}",
                    u.describe()
                ),
            )
            .in_file(rel_of(g.sources, u.file()))
            .note(format!("the deepest path: {}", chain.join(" → ")))
            .hint("Tera would overflow its stack: flatten the nesting, or call fewer macros inside one another"),
        );
    }
    g.out
}

#[cfg(test)]
mod tests;
