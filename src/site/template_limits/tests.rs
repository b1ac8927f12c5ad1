//! Unit tests of the template depth limits.

use super::*;

fn tera(files: &[(&str, &str)]) -> (Tera, Sources) {
    let mut t = Tera::default();
    t.add_raw_templates(files.iter().copied()).unwrap();
    let sources = files
        .iter()
        .map(|(n, s)| {
            (
                n.to_string(),
                (Path::new("templates").join(n), s.to_string()),
            )
        })
        .collect();
    (t, sources)
}

#[test]
fn tags_skip_comments_raw_and_quotes() {
    let text = "a{# {{ x }} #}{{ '}}' }}{% raw %}{{ y }}{% endraw %}{% if z %}";
    let found: Vec<&str> = tags(text).iter().map(|t| &text[t.range.clone()]).collect();
    assert_eq!(
        found,
        ["{{ '}}' }}", "{% raw %}", "{% endraw %}", "{% if z %}"]
    );
    assert_eq!(tags(text)[3].keyword(text), "if");
    assert_eq!(weight("a + (b and not c) == 'x(('"), 6);
}

#[test]
fn deep_blocks_and_long_operator_chains_are_refused_before_parsing() {
    let n = MAX_DEPTH + 1;
    let deep = "{% if x %}".repeat(n) + &"{% endif %}".repeat(n);
    let d = nesting(Path::new("t.html"), &deep).unwrap();
    assert_eq!(d.code, "site/template-depth");
    let chain = "{{ 1".to_string() + &" + 1".repeat(1000) + " }}";
    assert!(nesting(Path::new("t.html"), &chain).is_some());
    let ok =
        "{% if x %}".repeat(10) + "{{ (a + b) | default(value=1) }}" + &"{% endif %}".repeat(10);
    assert!(nesting(Path::new("t.html"), &ok).is_none());
}

#[test]
fn a_self_recursive_macro_is_found_at_its_call() {
    let m = "{% macro f(n) %}\n{{ n }}\n{{ self::f(n=n) }}{% endmacro f %}";
    let (t, s) = tera(&[
        ("m.html", m),
        ("a.html", "{% import \"m.html\" as m %}{{ m::f(n=1) }}"),
    ]);
    let ds = calls(&t, &s);
    assert_eq!(ds.len(), 1, "{ds:?}");
    assert_eq!(ds[0].code, "site/template-recursion");
    assert!(
        ds[0].message.contains("`f` calls itself"),
        "{}",
        ds[0].message
    );
    let span = ds[0].span.clone().unwrap();
    assert_eq!(&m[span], "self::f(");
}

#[test]
fn mutual_recursion_and_self_includes_are_found() {
    let m = "{% macro f() %}{{ self::g() }}{% endmacro f %}{% macro g() %}{{ self::f() }}{% endmacro g %}";
    let (t, s) = tera(&[("m.html", m), ("i.html", "x{% include \"i.html\" %}")]);
    let ds = calls(&t, &s);
    let messages: Vec<&str> = ds.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(ds.len(), 2, "{messages:?}");
    assert!(
        messages
            .iter()
            .any(|m| m.contains("`i.html` includes itself"))
    );
    assert!(
        messages
            .iter()
            .any(|m| m.contains("m.html::f → m.html::g → m.html::f"))
    );
}

#[test]
fn extends_loops_are_found_once_even_when_they_do_not_return_to_the_start() {
    let parents: BTreeMap<String, String> =
        [("page", "a"), ("a", "b"), ("b", "a"), ("self", "self")]
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
    let long: BTreeMap<String, String> = (0..100)
        .map(|i| (format!("t{i}"), format!("t{}", i + 1)))
        .collect();
    let ds = extends_loops(&long, &Sources::new());
    assert_eq!(ds.len(), 1, "{ds:?}");
    assert_eq!(ds[0].code, "site/template-depth");
    let ds = extends_loops(&parents, &Sources::new());
    let messages: Vec<&str> = ds.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "templates extend each other in a loop: a → b → a",
            "templates extend each other in a loop: self → self"
        ]
    );
}

#[test]
fn long_chains_of_macros_are_refused() {
    let mut m = String::new();
    for i in 0..MAX_DEPTH {
        m += &format!(
            "{{% macro m{i}() %}}{{{{ self::m{}() }}}}{{% endmacro m{i} %}}",
            i + 1
        );
    }
    m += &format!("{{% macro m{MAX_DEPTH}() %}}x{{% endmacro m{MAX_DEPTH} %}}");
    let (t, s) = tera(&[
        ("m.html", &m),
        ("a.html", "{% import \"m.html\" as m %}{{ m::m0() }}"),
    ]);
    let ds = calls(&t, &s);
    assert_eq!(ds.len(), 1, "{ds:?}");
    assert_eq!(ds[0].code, "site/template-depth");
    assert!(
        ds[0].notes[0].contains("a.html → m.html::m0 → m.html::m1"),
        "{:?}",
        ds[0].notes
    );
}

#[test]
fn the_shipped_templates_are_well_within_the_limits() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut files = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "html") {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            files.push((name, std::fs::read_to_string(&p).unwrap()));
        }
    }
    for (n, text) in &files {
        assert!(nesting(Path::new(n), text).is_none(), "{n}");
    }
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let (t, s) = tera(&refs);
    assert!(calls(&t, &s).is_empty());
}
