//! Templates that would make Tera recurse until the stack overflows, and
//! errors that only show when a page is rendered: each is a diagnostic at
//! the template's file and line, exit 1, never an abort, and the previous
//! site stays as it was.

use std::path::Path;

use crate::common::{check_json, edit, expect, files_under, line_of, project_copy, tilebook};

/// Runs `build --out OUT`: the exit code (`None` when killed by a signal,
/// as on a stack overflow) and standard error.
fn build(root: &Path, out: &Path) -> (Option<i32>, String) {
    let o = tilebook(
        root,
        &["--color", "never", "build", "--out", out.to_str().unwrap()],
    );
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// `check` and `build` both refuse the project with `code` at `file:line`.
fn refused(root: &Path, code: &str, file: &str, line: u64) {
    let (exit, diags) = check_json(root);
    assert_eq!(exit, 1, "{diags:#?}");
    expect(&diags, code, file, Some(line));
    let (exit, err) = build(root, &root.join("site"));
    assert_eq!(exit, Some(1), "{err}");
    assert!(err.contains(&format!("error[{code}]")), "{err}");
    assert!(err.contains(&format!("{file}:{line}:")), "{err}");
    assert!(!root.join("site").exists());
}

/// Rewrites `file` of the project with `change` (given its text).
fn rewrite(root: &Path, file: &str, change: impl FnOnce(&str) -> String) {
    let path = root.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, change(&text)).unwrap();
}

/// `check` refuses the project with a `site/template-recursion` whose
/// message contains every one of `words`; returns that diagnostic.
fn recursion(root: &Path, words: &[&str]) -> serde_json::Value {
    let (exit, diags) = check_json(root);
    assert_eq!(exit, 1);
    let d = diags
        .iter()
        .find(|d| d["code"] == "site/template-recursion")
        .unwrap_or_else(|| panic!("{diags:#?}"));
    let message = d["message"].as_str().unwrap();
    assert!(words.iter().all(|w| message.contains(w)), "{message}");
    d.clone()
}

#[test]
fn a_macro_that_calls_itself_is_refused_at_its_call() {
    let p = project_copy();
    let file = "templates/blocks.html";
    edit(
        p.path(),
        file,
        "{% endif %}{% endfor %}{% endmacro blocks %}",
        "{% endif %}{% endfor %}\n{{ self::blocks(list=list) }}{% endmacro blocks %}",
    );
    let line = line_of(p.path(), file, "self::blocks(");
    refused(p.path(), "site/template-recursion", file, line);
}

#[test]
fn macros_that_call_each_other_are_refused() {
    let p = project_copy();
    let file = "templates/blocks.html";
    rewrite(p.path(), file, |text| {
        format!(
            "{{% macro ping() %}}{{{{ self::pong() }}}}{{% endmacro ping %}}\n{{% macro pong() %}}\n{{{{ self::ping() }}}}{{% endmacro pong %}}\n{text}"
        )
    });
    let d = recursion(p.path(), &["ping", "pong"]);
    assert_eq!(d["file"], file);
}

#[test]
fn a_template_that_includes_itself_is_refused() {
    let p = project_copy();
    let file = "templates/404.html";
    rewrite(p.path(), file, |text| {
        let at = text.find("{% endblock").expect("a block in 404.html");
        format!(
            "{}\n{{% include \"404.html\" %}}{}",
            &text[..at],
            &text[at..]
        )
    });
    let line = line_of(p.path(), file, "{% include");
    refused(p.path(), "site/template-recursion", file, line);
}

#[test]
fn templates_that_extend_each_other_are_refused() {
    // Tera itself recurses without end here: the loop does not come back
    // to the page it starts from (chapter → layout → index → layout …).
    let p = project_copy();
    let file = "templates/layout.html";
    rewrite(p.path(), file, |text| {
        format!("{{% extends \"index.html\" %}}{text}")
    });
    let d = recursion(p.path(), &["extend", "layout.html", "index.html"]);
    assert!(d["line"].as_u64().is_some(), "{d:#?}");
}

/// Adds `extra` as a line of its own at the end of `templates/index.html`:
/// both commands refuse it with `site/template-depth` at that line.
fn too_deep(extra: &str) {
    let p = project_copy();
    let file = "templates/index.html";
    rewrite(p.path(), file, |text| format!("{text}\n{extra}\n"));
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let line = text.matches('\n').count() as u64;
    refused(p.path(), "site/template-depth", file, line);
}

#[test]
fn deep_nesting_is_refused_before_it_overflows_the_stack() {
    let n = 5000;
    too_deep(&("{% if true %}".repeat(n) + &"{% endif %}".repeat(n)));
}

#[test]
fn a_long_operator_chain_is_refused_before_it_overflows_the_stack() {
    too_deep(&("{{ 1".to_string() + &" + 1".repeat(5000) + " }}"));
}

/// Builds a good site into `out`, then replaces `old` by `new` in `file`
/// and builds again: the second build fails with `site/template-render` at
/// the line of `needle`, and the first site is unchanged.
fn render_error_at(file: &str, old: &str, new: &str, needle: &str) {
    let p = project_copy();
    let root = p.path();
    let out = root.join("site");
    let (exit, err) = build(root, &out);
    assert_eq!(exit, Some(0), "{err}");
    let before = files_under(&out);
    edit(root, file, old, new);
    let line = line_of(root, file, needle);
    let (exit, err) = build(root, &out);
    assert_eq!(exit, Some(1), "{err}");
    assert!(err.contains("error[site/template-render]"), "{err}");
    assert!(err.contains(&format!("{file}:{line}:")), "{err}");
    assert!(err.contains("help:"), "{err}");
    assert_eq!(files_under(&out), before, "the previous site changed");
}

#[test]
fn a_missing_value_in_a_page_template_is_reported_at_its_line() {
    render_error_at(
        "templates/chapter.html",
        "<h1>{{ chapter.title }}</h1>",
        "<h1>{{ chapter.title }}</h1>\n<p>{{ no_such_variable }}</p>",
        "no_such_variable",
    );
}

#[test]
fn a_missing_value_in_a_macro_is_reported_in_the_macro_file() {
    render_error_at(
        "templates/blocks.html",
        "<p>{{ b.text }}</p>",
        "<p>{{ b.text }}{{ b.no_such_field }}</p>",
        "b.no_such_field",
    );
}

#[test]
fn an_unknown_filter_in_the_layout_is_reported_at_its_line() {
    render_error_at(
        "templates/layout.html",
        "{{ ui.skip }}",
        "{{ ui.skip | no_such_filter }}",
        "no_such_filter",
    );
}

#[test]
fn a_filter_given_a_wrong_value_is_reported_at_its_line() {
    render_error_at(
        "templates/book.html",
        "{% endblock",
        "\n<p>{{ chapters | upper }}</p>\n{% endblock",
        "| upper",
    );
}
