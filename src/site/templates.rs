//! Loading the Tera templates, with template errors reported at their file,
//! line and column.

use std::path::Path;

use tera::Tera;

use crate::diag::{Diagnostic, Report};

/// Where the templates live, relative to the project root.
pub const TEMPLATES_DIR: &str = "templates";

/// The templates the site renders; each must exist.
pub const REQUIRED: [&str; 9] = [
    "layout.html",
    "blocks.html",
    "chapter.html",
    "book.html",
    "print.html",
    "gallery.html",
    "index.html",
    "404.html",
    "languages.html",
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

/// Loads every template of `templates/`. Syntax errors are reported per
/// file; `None` when any template is missing or broken.
pub fn load(root: &Path, report: &mut Report) -> Option<Tera> {
    let mut sources = Vec::new();
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
        sources.push((rel, name, text));
    }
    let before = report.errors();
    for required in REQUIRED {
        if !sources.iter().any(|(_, n, _)| n == required) {
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
    // Each template alone first, to name the broken file.
    for (rel, name, text) in &sources {
        if let Err(e) = tera::Template::new(name, None, text) {
            report.push(diagnostic(rel, text, &e));
        }
    }
    if report.errors() > before {
        return None;
    }
    let mut tera = Tera::default();
    tera.autoescape_on(vec![".html"]);
    if let Err(e) = tera.add_raw_templates(sources.iter().map(|(_, n, t)| (n.as_str(), t.as_str())))
    {
        report.push(
            Diagnostic::error("site/template", chain(&e))
                .in_file(TEMPLATES_DIR)
                .hint("a template extends or imports one that does not exist"),
        );
        return None;
    }
    Some(tera)
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
    fn offsets_count_characters() {
        assert_eq!(offset("ab\nțx\n", 2, 2), 5);
        assert_eq!(line_col(" --> 12:7\n"), Some((12, 7)));
    }
}
