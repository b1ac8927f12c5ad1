//! Loading and rendering the Tera templates, with template errors reported
//! at their file, line and column: syntax errors where the parser says,
//! nesting and recursion that would overflow the stack before Tera meets
//! them (see [`super::template_limits`]), and render errors (a value the
//! page does not have, a filter used wrongly) at the first use in the
//! template of the value, filter or function the error names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::LazyLock;

use rayon::prelude::*;
use regex::Regex;
use tera::{Context, ErrorKind, Tera};

use super::template_limits::{self, Sources};
use crate::diag::{Diagnostic, Report};

/// Where the templates live, relative to the project root.
pub const TEMPLATES_DIR: &str = "templates";

/// The templates the site renders; each must exist.
pub const REQUIRED: [&str; 10] = [
    "layout.html",
    "blocks.html",
    "chapter.html",
    "book.html",
    "print.html",
    "gallery.html",
    "index.html",
    "404.html",
    "languages.html",
    "box.html",
];

/// The line and column a Tera (pest) parse error names, as ` --> L:C`.
fn line_col(message: &str) -> Option<(usize, usize)> {
    let rest = &message[message.find("--> ")? + 4..];
    let mut parts = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|p| !p.is_empty());
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// Byte offset of a 1-based line and column.
fn offset(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let line_text = text[start..].lines().next().unwrap_or("");
    start
        + line_text
            .char_indices()
            .nth(col.saturating_sub(1))
            .map_or(line_text.len(), |(i, _)| i)
}

/// The whole chain of an error's messages.
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut msg = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        msg.push_str(": ");
        msg.push_str(&s.to_string());
        source = s.source();
    }
    msg
}

/// A template error as a diagnostic: at the line and column the parser
/// names, when it names one.
pub fn diagnostic(rel: &Path, text: &str, e: &tera::Error) -> Diagnostic {
    let msg = chain(e);
    let first = msg.lines().next().unwrap_or("template error").to_string();
    let detail: Vec<&str> = msg
        .lines()
        .skip(1)
        .filter(|l| l.contains('=') || l.contains("expected"))
        .collect();
    let mut d = Diagnostic::error("site/template", first).hint(
        "fix the template syntax (Tera: {{ value }}, {% if %}…{% endif %}, {% for %}…{% endfor %})",
    );
    d = match line_col(&msg) {
        Some((l, c)) => {
            let at = offset(text, l, c);
            d.at(rel, at..(at + 1).min(text.len()))
        }
        None => d.in_file(rel),
    };
    for line in detail {
        d = d.note(line.trim().to_string());
    }
    d
}

/// The site's templates: parsed, with the source of each for diagnostics.
pub struct Templates {
    /// The parsed templates.
    pub tera: Tera,
    /// Each template's file and text, by template name.
    pub sources: Sources,
}

/// Loads every template of `templates/`. Syntax errors, nesting and
/// recursion that would overflow the stack are reported per file; `None`
/// when any template is missing or broken.
pub fn load(root: &Path, report: &mut Report) -> Option<Templates> {
    let mut sources = Sources::new();
    for rel in crate::data::files_with_extension(root, TEMPLATES_DIR, "html", report) {
        let Some(text) = crate::data::read_text(root, &rel, report) else {
            continue;
        };
        report.add_source(&rel, text.clone());
        let name = rel
            .strip_prefix(TEMPLATES_DIR)
            .unwrap_or(&rel)
            .to_string_lossy()
            .replace('\\', "/");
        sources.insert(name, (rel, text));
    }
    let before = report.errors();
    for required in REQUIRED {
        if !sources.contains_key(required) {
            report.push(
                Diagnostic::error(
                    "site/missing-template",
                    format!("the template `{required}` is missing"),
                )
                .in_file(Path::new(TEMPLATES_DIR).join(required))
                .hint("restore it from the repository; the site needs every page template"),
            );
        }
    }
    // Each template alone first, to name the broken file; nesting before
    // parsing, as the parser itself would overflow the stack.
    // The templates are parsed in parallel, and reported in order.
    let results: Vec<Result<tera::Template, Box<Diagnostic>>> = sources
        .par_iter()
        .map(|(name, (rel, text))| {
            if let Some(d) = template_limits::nesting(rel, text) {
                return Err(Box::new(d));
            }
            tera::Template::new(name, None, text).map_err(|e| Box::new(diagnostic(rel, text, &e)))
        })
        .collect();
    let mut parents = BTreeMap::new();
    let mut parsed = Vec::new();
    for result in results {
        match result {
            Ok(t) => {
                if let Some(parent) = &t.parent {
                    parents.insert(t.name.clone(), parent.clone());
                }
                parsed.push(t);
            }
            Err(d) => report.push(*d),
        }
    }
    // Tera finds only the loops that come back to the template it starts
    // from, and recurses without end on the others.
    report.extend(template_limits::extends_loops(&parents, &sources));
    if report.errors() > before {
        return None;
    }
    // What `Tera::add_raw_templates` does, without parsing them again.
    let mut tera = Tera::default();
    tera.autoescape_on(vec![".html"]);
    // Ours escapes what HTML needs (not `/`), and copies unchanged runs whole.
    tera.set_escape_fn(crate::svg::write::escape);
    for t in parsed {
        tera.templates.insert(t.name.clone(), t);
    }
    if let Err(e) = tera
        .build_inheritance_chains()
        .and_then(|()| tera.check_macro_files())
    {
        report.push(
            Diagnostic::error("site/template", chain(&e))
                .in_file(TEMPLATES_DIR)
                .hint("a template extends or imports one that does not exist"),
        );
        return None;
    }
    report.extend(template_limits::calls(&tera, &sources));
    if report.errors() > before {
        return None;
    }
    Some(Templates { tera, sources })
}

impl Templates {
    /// Renders template `name`, or says where in which template it failed.
    pub fn render(&self, name: &str, ctx: &Context) -> Result<String, Box<Diagnostic>> {
        self.tera
            .render(name, ctx)
            .map_err(|e| Box::new(self.render_diagnostic(name, &e)))
    }

    /// [`Templates::render`] into bytes, as they are written (a page is
    /// UTF-8 already: its parts are).
    pub fn render_bytes(&self, name: &str, ctx: &Context) -> Result<Vec<u8>, Box<Diagnostic>> {
        let mut out = Vec::with_capacity(16 * 1024);
        self.tera
            .render_to(name, ctx, &mut out)
            .map_err(|e| Box::new(self.render_diagnostic(name, &e)))?;
        Ok(out)
    }

    /// A render error as a `site/template-render` diagnostic: in the
    /// template the error names (or the one rendered, its parents and macro
    /// files), at the first use of the value, filter, test, function or
    /// macro the error names.
    fn render_diagnostic(&self, name: &str, e: &tera::Error) -> Diagnostic {
        let errors = chain_of(e);
        let mut candidates: Vec<String> = Vec::new();
        let mut needle = None;
        // Innermost first: it names the problem most precisely.
        for (kind, text) in errors.iter().rev() {
            if needle.is_none() {
                needle = Needle::of(kind.as_ref(), text);
            }
            for re in [&*WHILE_RENDERING, &*HAPPENED_IN] {
                candidates.extend(re.captures_iter(text).map(|c| c[1].to_string()));
            }
            if let Some(c) = MACRO_FRAME.captures(text)
                && let Some(file) = self.macro_file(name, &c[1])
            {
                candidates.push(file);
            }
        }
        candidates.push(name.to_string());
        if let Some(t) = self.tera.templates.get(name) {
            candidates.extend(t.parents.iter().cloned());
            candidates.extend(t.imported_macro_files.iter().map(|(f, _)| f.clone()));
        }
        candidates.retain(|c| self.sources.contains_key(c));
        let mut seen = BTreeSet::new();
        candidates.retain(|c| seen.insert(c.clone()));
        let message = errors
            .last()
            .map(|(_, t)| t.clone())
            .unwrap_or_else(|| e.to_string());
        let hint = needle.as_ref().map_or(
            "the template uses a value the page does not have, or a filter wrongly; see docs/templates.md for the values of each page",
            Needle::hint,
        );
        let mut d = Diagnostic::error("site/template-render", message)
            .hint(hint)
            .note(format!("Tera: {}", chain(e)));
        let found = needle.as_ref().and_then(|n| {
            candidates.iter().find_map(|c| {
                let (rel, text) = &self.sources[c];
                n.find(text).map(|span| (rel.clone(), span))
            })
        });
        d = match (found, candidates.first()) {
            (Some((rel, span)), _) => d.at(rel, span).label("here"),
            (None, Some(c)) => d.in_file(self.sources[c].0.clone()),
            (None, None) => d.in_file(Path::new(TEMPLATES_DIR).join(name)),
        };
        d
    }

    /// The file of the macro namespace `ns` that template `name` (or one
    /// of its parents) imports.
    fn macro_file(&self, name: &str, call: &str) -> Option<String> {
        let (ns, _) = call.split_once("::")?;
        let t = self.tera.templates.get(name)?;
        if ns == "self" {
            return None;
        }
        std::iter::once(t)
            .chain(t.parents.iter().filter_map(|p| self.tera.templates.get(p)))
            .flat_map(|t| &t.imported_macro_files)
            .find(|(_, n)| n == ns)
            .map(|(f, _)| f.clone())
    }
}

static WHILE_RENDERING: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"while rendering '([^']+)'").expect("valid regex"));
static HAPPENED_IN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"error happened in '([^']+)'").expect("valid regex"));
static MACRO_FRAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"while rendering macro `([^`]+)`").expect("valid regex"));
static VARIABLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[Vv]ariable `([^`]+)`").expect("valid regex"));
static MACRO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"Macro `(?:[^`:]+::)?([^`]+)`").expect("valid regex"));

/// Each error of a chain, outermost first: its Tera kind, when it is a
/// Tera error, and its message.
fn chain_of(e: &tera::Error) -> Vec<(Option<ErrorKind>, String)> {
    let mut out = vec![(Some(clone_kind(&e.kind)), e.to_string())];
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        let kind = s.downcast_ref::<tera::Error>().map(|t| clone_kind(&t.kind));
        out.push((kind, s.to_string()));
        source = s.source();
    }
    out
}

/// The kinds [`Needle::of`] looks at (Tera's `ErrorKind` is not `Clone`).
fn clone_kind(kind: &ErrorKind) -> ErrorKind {
    match kind {
        ErrorKind::FilterNotFound(n) => ErrorKind::FilterNotFound(n.clone()),
        ErrorKind::CallFilter(n) => ErrorKind::CallFilter(n.clone()),
        ErrorKind::TestNotFound(n) => ErrorKind::TestNotFound(n.clone()),
        ErrorKind::CallTest(n) => ErrorKind::CallTest(n.clone()),
        ErrorKind::FunctionNotFound(n) => ErrorKind::FunctionNotFound(n.clone()),
        ErrorKind::CallFunction(n) => ErrorKind::CallFunction(n.clone()),
        ErrorKind::TemplateNotFound(n) => ErrorKind::TemplateNotFound(n.clone()),
        _ => ErrorKind::Msg(String::new()),
    }
}

/// What a render error is about, to find in the template source.
#[derive(Debug, PartialEq, Eq)]
enum Needle {
    Variable(String),
    Filter(String),
    Test(String),
    Function(String),
    Macro(String),
    Include(String),
    Loop,
}

impl Needle {
    fn of(kind: Option<&ErrorKind>, text: &str) -> Option<Needle> {
        match kind {
            Some(ErrorKind::FilterNotFound(n) | ErrorKind::CallFilter(n)) => {
                return Some(Needle::Filter(n.clone()));
            }
            Some(ErrorKind::TestNotFound(n) | ErrorKind::CallTest(n)) => {
                return Some(Needle::Test(n.clone()));
            }
            Some(ErrorKind::FunctionNotFound(n) | ErrorKind::CallFunction(n)) => {
                return Some(Needle::Function(n.clone()));
            }
            Some(ErrorKind::TemplateNotFound(n)) => return Some(Needle::Include(n.clone())),
            _ => {}
        }
        if let Some(c) = VARIABLE.captures(text) {
            return Some(Needle::Variable(c[1].to_string()));
        }
        if let Some(c) = MACRO.captures(text) {
            return Some(Needle::Macro(c[1].to_string()));
        }
        (text.contains("Forloop") || text.contains("iterate")).then_some(Needle::Loop)
    }

    fn hint(&self) -> &'static str {
        match self {
            Needle::Variable(_) => {
                "the page has no such value: check its spelling against the values each page gets (docs/templates.md), or guard it with `{% if … %}` or `| default(value=…)`"
            }
            Needle::Filter(_) => {
                "check the filter's name and arguments against Tera's built-in filters (https://keats.github.io/tera/docs/#built-in-filters)"
            }
            Needle::Test(_) => "check the test's name and arguments (`is defined`, `is string`, …)",
            Needle::Function(_) => "check the function's name and arguments",
            Needle::Macro(_) => {
                "check the macro's name and that its file is imported with `{% import \"…\" as … %}`"
            }
            Needle::Include(_) => "include a template that exists in templates/",
            Needle::Loop => {
                "a `{% for %}` loop goes over a list or a map: check what it iterates on"
            }
        }
    }

    /// The first use in a tag of `text`.
    fn find(&self, text: &str) -> Option<std::ops::Range<usize>> {
        let word = |s: &str| regex::escape(s);
        let (pattern, group) = match self {
            Needle::Variable(v) => (format!(r"(?:^|[^\w.])({})\b", word(v)), 1),
            Needle::Filter(f) => (format!(r"\|\s*({})\b", word(f)), 1),
            Needle::Test(t) => (format!(r"\bis\s+(?:not\s+)?({})\b", word(t)), 1),
            Needle::Function(f) | Needle::Macro(f) => {
                (format!(r"(?:^|[^\w.])({})\s*\(", word(f)), 1)
            }
            Needle::Include(t) => (format!(r#"\binclude\b[^%]*?["'`]({})["'`]"#, word(t)), 1),
            Needle::Loop => (r"\{%-?\s*(for)\b".to_string(), 1),
        };
        let re = Regex::new(&pattern).ok()?;
        let tags = template_limits::tags(text);
        let first = |re: &Regex| {
            re.captures_iter(text)
                .filter_map(|c| c.get(group))
                .find(|m| tags.iter().any(|t| t.range.contains(&m.start())))
                .map(|m| m.range())
        };
        first(&re).or_else(|| match self {
            // `a.b.c` may be written `a["b"].c`: fall back to its root.
            Needle::Variable(v) if v.contains(['.', '[']) => {
                let root = v.split(['.', '[']).next()?;
                first(&Regex::new(&format!(r"(?:^|[^\w.])({})\b", word(root))).ok()?)
            }
            _ => None,
        })
    }
}

/// The templates' files, for `check`: loads them as the build does and
/// reports the same errors.
pub fn check(root: &Path, report: &mut Report) {
    if root.join(TEMPLATES_DIR).is_dir() {
        load(root, report);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_point_at_their_line() {
        let text = "<p>\n{% if x %}\n</p>\n";
        let mut t = Tera::default();
        let e = t.add_raw_template("x.html", text).unwrap_err();
        let d = diagnostic(Path::new("templates/x.html"), text, &e);
        assert_eq!(d.code, "site/template");
        let span = d.span.unwrap();
        assert!(span.start >= 4, "{span:?}: {}", chain(&e));
    }

    #[test]
    fn render_errors_are_found_inside_tags_only() {
        let text = "nope <b>\n{{ x.nope }}{{ nope[\"x\"] | upper }}\n{% if a is odd %}";
        let at = |n: Needle| n.find(text).map(|r| &text[r.start..]);
        let var = Needle::Variable("nope.x".into());
        assert!(at(var).unwrap().starts_with("nope[\"x\"]"));
        assert!(
            at(Needle::Filter("upper".into()))
                .unwrap()
                .starts_with("upper }}")
        );
        assert!(
            at(Needle::Test("odd".into()))
                .unwrap()
                .starts_with("odd %}")
        );
        assert_eq!(at(Needle::Function("nope".into())), None);
        assert_eq!(
            Needle::of(None, "Variable `a.b` not found in context"),
            Some(Needle::Variable("a.b".into()))
        );
    }

    #[test]
    fn offsets_count_characters() {
        assert_eq!(offset("ab\nțx\n", 2, 2), 5);
        assert_eq!(line_col(" --> 12:7\n"), Some((12, 7)));
    }
}
