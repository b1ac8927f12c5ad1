//! Templates that would make Tera recurse until the stack overflows, and
//! errors that only show when a page is rendered: each is a diagnostic at
//! the template's file and line, exit 1, never an abort, and the previous
//! site stays as it was.

mod common;

use std::path::Path;

use common::{check_json, edit, expect, files_under, line_of, project_copy, tilebook};

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
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    std::fs::write(
        p.path().join(file),
        format!("{{% macro ping() %}}{{{{ self::pong() }}}}{{% endmacro ping %}}\n{{% macro pong() %}}\n{{{{ self::ping() }}}}{{% endmacro pong %}}\n{text}"),
    )
    .unwrap();
    let (exit, diags) = check_json(p.path());
    assert_eq!(exit, 1);
    let d = diags
        .iter()
        .find(|d| d["code"] == "site/template-recursion")
        .unwrap_or_else(|| panic!("{diags:#?}"));
    assert_eq!(d["file"], file);
    let message = d["message"].as_str().unwrap();
    assert!(
        message.contains("ping") && message.contains("pong"),
        "{message}"
    );
}

#[test]
fn a_template_that_includes_itself_is_refused() {
    let p = project_copy();
    let file = "templates/404.html";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    let at = text.find("{% endblock").expect("a block in 404.html");
    let broken = format!(
        "{}\n{{% include \"404.html\" %}}{}",
        &text[..at],
        &text[at..]
    );
    std::fs::write(p.path().join(file), broken).unwrap();
    let line = line_of(p.path(), file, "{% include");
    refused(p.path(), "site/template-recursion", file, line);
}

#[test]
fn templates_that_extend_each_other_are_refused() {
    let p = project_copy();
    let file = "templates/layout.html";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    std::fs::write(
        p.path().join(file),
        format!("{{% extends \"index.html\" %}}{text}"),
    )
    .unwrap();
    let (exit, diags) = check_json(p.path());
    assert_eq!(exit, 1);
    let d = diags
        .iter()
        .find(|d| d["code"] == "site/template-recursion")
        .unwrap_or_else(|| panic!("{diags:#?}"));
    assert!(d["line"].as_u64().is_some(), "{d:#?}");
    assert!(d["message"].as_str().unwrap().contains("extend"), "{d:#?}");
}

#[test]
fn deep_nesting_is_refused_before_it_overflows_the_stack() {
    let p = project_copy();
    let file = "templates/index.html";
    let n = 5000;
    let deep = "{% if true %}".repeat(n) + &"{% endif %}".repeat(n);
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    std::fs::write(p.path().join(file), format!("{text}\n{deep}\n")).unwrap();
    let line = text.matches('\n').count() as u64 + 2;
    refused(p.path(), "site/template-depth", file, line);
}

#[test]
fn a_long_operator_chain_is_refused_before_it_overflows_the_stack() {
    let p = project_copy();
    let file = "templates/index.html";
    let chain = "{{ 1".to_string() + &" + 1".repeat(5000) + " }}";
    let text = std::fs::read_to_string(p.path().join(file)).unwrap();
    std::fs::write(p.path().join(file), format!("{text}\n{chain}\n")).unwrap();
    let line = text.matches('\n').count() as u64 + 2;
    refused(p.path(), "site/template-depth", file, line);
}

/// Builds a good site into `out`, breaks the project with `change`, and
/// builds again: the second build fails with `site/template-render` at
/// `file:line`, and the first site is unchanged.
fn render_error_at(change: impl FnOnce(&Path) -> (String, u64)) {
    let p = project_copy();
    let root = p.path();
    let out = root.join("site");
    let (exit, err) = build(root, &out);
    assert_eq!(exit, Some(0), "{err}");
    let before = files_under(&out);
    let (file, line) = change(root);
    let (exit, err) = build(root, &out);
    assert_eq!(exit, Some(1), "{err}");
    assert!(err.contains("error[site/template-render]"), "{err}");
    assert!(err.contains(&format!("{file}:{line}:")), "{err}");
    assert!(err.contains("help:"), "{err}");
    assert_eq!(files_under(&out), before, "the previous site changed");
}

#[test]
fn a_missing_value_in_a_page_template_is_reported_at_its_line() {
    render_error_at(|root| {
        let file = "templates/chapter.html";
        edit(
            root,
            file,
            "<h1>{{ chapter.title }}</h1>",
            "<h1>{{ chapter.title }}</h1>\n<p>{{ no_such_variable }}</p>",
        );
        (file.into(), line_of(root, file, "no_such_variable"))
    });
}

#[test]
fn a_missing_value_in_a_macro_is_reported_in_the_macro_file() {
    render_error_at(|root| {
        let file = "templates/blocks.html";
        edit(
            root,
            file,
            "{% if b.kind == \"text\" %}<p>{{ b.text }}</p>",
            "{% if b.kind == \"text\" %}<p>{{ b.text }}{{ b.no_such_field }}</p>",
        );
        (file.into(), line_of(root, file, "b.no_such_field"))
    });
}

#[test]
fn an_unknown_filter_in_the_layout_is_reported_at_its_line() {
    render_error_at(|root| {
        let file = "templates/layout.html";
        edit(
            root,
            file,
            "<a class=\"skip\" href=\"#main\">{{ ui.skip }}</a>",
            "<a class=\"skip\" href=\"#main\">{{ ui.skip | no_such_filter }}</a>",
        );
        (file.into(), line_of(root, file, "no_such_filter"))
    });
}

#[test]
fn a_filter_given_a_wrong_value_is_reported_at_its_line() {
    render_error_at(|root| {
        let file = "templates/book.html";
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let at = text.find("{% endblock").expect("a block in book.html");
        let broken = format!(
            "{}\n<p>{{{{ chapters | upper }}}}</p>\n{}",
            &text[..at],
            &text[at..]
        );
        std::fs::write(root.join(file), broken).unwrap();
        (file.into(), line_of(root, file, "| upper"))
    });
}
