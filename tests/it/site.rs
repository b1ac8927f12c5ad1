//! The built site, checked as files: every page of every locale, links and
//! assets that resolve, no leftover Fluent syntax or untranslated English,
//! escaping, byte-identical rebuilds and atomic replacement.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::common::{files_under, project_copy, repo, tilebook};
use tilebook::diag::Report;
use tilebook::l10n::Localizer;
use tilebook::site::{self, Files, Options};

const LOCALES: [&str; 5] = ["en", "hu", "pl", "pt-BR", "ro"];

fn options(out: &Path) -> Options {
    Options {
        out: out.to_path_buf(),
        wasm: repo().join("target/wasm/pkg"),
        live_reload: false,
    }
}

/// The shipped project's site, rendered once for all tests.
fn site() -> &'static Files {
    static SITE: OnceLock<Files> = OnceLock::new();
    SITE.get_or_init(|| {
        let mut report = Report::new();
        let files = site::render(&repo(), &options(Path::new("unused")), &mut report);
        assert_eq!(report.errors(), 0, "{:#?}", report.diagnostics());
        files.expect("the shipped project renders")
    })
}

fn text(files: &Files, path: &str) -> String {
    String::from_utf8(
        files
            .get(Path::new(path))
            .unwrap_or_else(|| panic!("{path} exists"))
            .clone(),
    )
    .unwrap()
}

/// Undoes the HTML escaping Tera applies.
fn unescape(s: &str) -> String {
    s.replace("&apos;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The text of a page without its tags.
fn visible_text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    unescape(&out)
}

fn books() -> Vec<(String, Vec<String>)> {
    let mut report = Report::new();
    tilebook::book::load(&repo(), &mut report)
        .into_iter()
        .map(|b| {
            (
                b.id.id.clone(),
                b.chapters.iter().map(|c| c.id.id.clone()).collect(),
            )
        })
        .collect()
}

#[test]
fn every_page_of_every_locale_exists() {
    let files = site();
    assert!(files.contains_key(Path::new("index.html")));
    assert!(files.contains_key(Path::new("404.html")));
    for loc in LOCALES {
        for page in [
            "index.html",
            "404.html",
            "search.json",
            "tiles/base.html",
            "tiles/river.html",
            "tiles/winter.html",
        ] {
            assert!(
                files.contains_key(&PathBuf::from(loc).join(page)),
                "{loc}/{page}"
            );
        }
        for (book, chapters) in books() {
            for c in chapters
                .iter()
                .map(|c| format!("{c}.html"))
                .chain(["index.html".into(), "print.html".into()])
            {
                assert!(
                    files.contains_key(&PathBuf::from(loc).join(&book).join(&c)),
                    "{loc}/{book}/{c}"
                );
            }
        }
        let html = text(files, &format!("{loc}/base/fields.html"));
        assert!(
            html.contains(&format!("<html lang=\"{loc}\"")),
            "{loc}: html lang"
        );
    }
}

#[test]
fn internal_links_and_assets_resolve() {
    let files = site();
    let mut checked = 0;
    for (path, bytes) in files
        .iter()
        .filter(|(p, _)| p.extension().is_some_and(|e| e == "html"))
    {
        let html = String::from_utf8_lossy(bytes);
        // Links read as written: a slash is not an entity.
        assert!(
            !html.contains("&#x2F;"),
            "{}: a link is written with &#x2F;",
            path.display()
        );
        for attr in ["href=\"", "src=\"", "data-json=\"", "data-index=\""] {
            for part in html.split(attr).skip(1) {
                let raw = unescape(&part[..part.find('"').unwrap()]);
                if raw.starts_with('#')
                    || raw.starts_with("http")
                    || raw.starts_with("/__")
                    || raw.contains('{')
                {
                    continue;
                }
                let target = raw.split(['#', '?']).next().unwrap();
                // Absolute links (404 pages) are relative to the site root.
                let mut resolved = if let Some(abs) = target.strip_prefix('/') {
                    PathBuf::from(abs)
                } else {
                    path.parent().unwrap().join(target)
                };
                let mut parts: Vec<String> = Vec::new();
                for comp in resolved.components() {
                    match comp {
                        std::path::Component::ParentDir => {
                            assert!(
                                parts.pop().is_some(),
                                "{} leaves the site: {raw}",
                                path.display()
                            );
                        }
                        std::path::Component::Normal(c) => {
                            parts.push(c.to_string_lossy().into_owned())
                        }
                        _ => {}
                    }
                }
                resolved = parts.iter().collect();
                if target.is_empty() || target.ends_with('/') {
                    resolved.push("index.html");
                }
                let is_wasm = resolved.starts_with("static/wasm");
                assert!(
                    files.contains_key(&resolved) || is_wasm,
                    "{}: link to {raw} resolves to {} which does not exist",
                    path.display(),
                    resolved.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "checked {checked} links");
}

#[test]
fn no_page_shows_fluent_syntax_ids_or_isolation_marks() {
    let mut report = Report::new();
    let en = Localizer::load(&repo(), "en", &mut report).unwrap();
    let _ = en;
    let ids: BTreeSet<String> = std::fs::read_dir(repo().join("locales/en"))
        .unwrap()
        .flat_map(|e| {
            std::fs::read_to_string(e.unwrap().path())
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .filter(|id| {
            !id.starts_with('-') && !id.starts_with('.') && !id.contains(' ') && id.contains('-')
        })
        .collect();
    assert!(ids.len() > 300);
    for (path, bytes) in site()
        .iter()
        .filter(|(p, _)| p.extension().is_some_and(|e| e == "html"))
    {
        let html = String::from_utf8_lossy(bytes);
        assert!(
            !html.contains('\u{2068}') && !html.contains('\u{2069}'),
            "{}: isolation marks",
            path.display()
        );
        let shown = visible_text(&html);
        assert!(
            !shown.contains("{$") && !shown.contains("{ $") && !shown.contains("{ -"),
            "{}: Fluent syntax",
            path.display()
        );
        for word in shown.split_whitespace() {
            assert!(
                !ids.contains(word),
                "{}: shows the message id {word}",
                path.display()
            );
        }
    }
}

#[test]
fn translated_pages_hold_no_english_where_a_translation_exists() {
    let mut report = Report::new();
    let en = Localizer::load(&repo(), "en", &mut report).unwrap();
    let ids: Vec<String> = [
        "book-base.ftl",
        "book-river.ftl",
        "book-winter.ftl",
        "examples.ftl",
    ]
    .iter()
    .flat_map(|f| {
        std::fs::read_to_string(repo().join("locales/en").join(f))
            .unwrap()
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
            .filter(|id| !id.starts_with('-') && !id.contains(' '))
            .collect::<Vec<_>>()
    })
    .collect();
    for loc in LOCALES.iter().filter(|l| **l != "en") {
        let tr = Localizer::load(&repo(), loc, &mut report).unwrap();
        let pages: String = site()
            .iter()
            .filter(|(p, _)| p.starts_with(loc) && p.extension().is_some_and(|e| e == "html"))
            .map(|(_, b)| visible_text(&String::from_utf8_lossy(b)))
            .collect();
        let mut compared = 0;
        for id in &ids {
            let (Ok(e), Ok(t)) = (en.format(id, None), tr.format(id, None)) else {
                continue;
            };
            if e == t || e.len() < 40 {
                continue;
            }
            compared += 1;
            assert!(
                !pages.contains(&e),
                "{loc} pages show the English of {id}: {e}"
            );
            assert!(
                pages.contains(&t) || t.len() > 200,
                "{loc} pages miss the translation of {id}"
            );
        }
        assert!(compared > 100, "{loc}: compared {compared}");
    }
}

#[test]
fn pages_carry_a_content_security_policy_and_no_inline_script() {
    for (path, bytes) in site()
        .iter()
        .filter(|(p, _)| p.extension().is_some_and(|e| e == "html"))
    {
        let html = String::from_utf8_lossy(bytes);
        assert!(
            html.contains("http-equiv=\"Content-Security-Policy\""),
            "{}",
            path.display()
        );
        assert!(
            !html.contains("<script>")
                && !html.contains(" onclick=")
                && !html.contains(" onload=")
                && !html.contains(" style=\""),
            "{}",
            path.display()
        );
    }
}

#[test]
fn building_twice_gives_the_same_bytes() {
    let mut report = Report::new();
    let again = site::render(&repo(), &options(Path::new("unused")), &mut report).unwrap();
    assert_eq!(site().len(), again.len());
    for (path, bytes) in site() {
        assert!(
            again.get(path) == Some(bytes),
            "{} differs between builds",
            path.display()
        );
    }
}

#[test]
fn a_failed_build_leaves_the_previous_site_untouched() {
    let project = project_copy();
    let out = project.path().join("site");
    let root = project.path();
    let ok = tilebook(root, &["build", "--out", out.to_str().unwrap()]);
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let before = std::fs::read(out.join("ro/base/fields.html")).unwrap();
    // Break a template: the build fails at its line and writes nothing.
    let chapter = root.join("templates/chapter.html");
    let t = std::fs::read_to_string(&chapter).unwrap();
    std::fs::write(&chapter, t.replace("{% endfor %}", "{% endfor")).unwrap();
    let failed = tilebook(
        root,
        &["--color", "never", "build", "--out", out.to_str().unwrap()],
    );
    assert_eq!(failed.status.code(), Some(1));
    let err = String::from_utf8_lossy(&failed.stderr);
    assert!(
        err.contains("error[site/template]") && err.contains("templates/chapter.html:"),
        "{err}"
    );
    assert!(err.contains("previous site"), "{err}");
    assert_eq!(
        std::fs::read(out.join("ro/base/fields.html")).unwrap(),
        before
    );
    let leftovers: Vec<_> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".site"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn markup_in_a_translation_is_shown_as_text() {
    let project = project_copy();
    let root = project.path();
    let f = root.join("locales/ro/book-base.ftl");
    let s = std::fs::read_to_string(&f).unwrap();
    let line = s
        .lines()
        .find(|l| l.starts_with("base-fields = "))
        .unwrap()
        .to_string();
    std::fs::write(
        &f,
        s.replace(
            &line,
            "base-fields = <script>alert(1)</script><b onclick=\"x()\">Câmpuri</b>",
        ),
    )
    .unwrap();
    let mut report = Report::new();
    let files = site::render(root, &options(&root.join("out")), &mut report);
    let files = files.unwrap_or_else(|| panic!("{:#?}", report.diagnostics()));
    let html = text(&files, "ro/base/fields.html");
    assert!(!html.contains("<script>alert"), "markup rendered as markup");
    assert!(
        html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "markup shown as text"
    );
    assert!(!html.contains("<b onclick"));
}

#[test]
fn the_site_and_the_tile_sheets_built_twice_into_two_folders_are_identical() {
    let tmp = tempfile::tempdir().unwrap();
    for (cmd, extra) in [("build", vec![]), ("tiles", vec!["--edition", "river"])] {
        let (a, b) = (
            tmp.path().join(format!("{cmd}-a")),
            tmp.path().join(format!("{cmd}-b")),
        );
        for out in [&a, &b] {
            let mut args = vec![cmd, "--out", out.to_str().unwrap()];
            args.extend(&extra);
            let run = tilebook(&repo(), &args);
            assert_eq!(
                run.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
        }
        let (fa, fb) = (files_under(&a), files_under(&b));
        assert!(fa.len() > 10, "{cmd} wrote files");
        assert_eq!(
            fa.keys().collect::<Vec<_>>(),
            fb.keys().collect::<Vec<_>>(),
            "{cmd}: same files"
        );
        for (path, bytes) in &fa {
            assert!(
                fb.get(path) == Some(bytes),
                "{cmd}: {} differs",
                path.display()
            );
        }
        if cmd == "build" {
            copies_decode_to_their_files(&fa);
        }
    }
}

/// Every page, stylesheet and script of a built site has a gzip and a
/// brotli copy beside it (so do the engine and the data, unless a copy
/// would not be smaller), each decoding to exactly the file's bytes.
fn copies_decode_to_their_files(files: &std::collections::BTreeMap<PathBuf, Vec<u8>>) {
    use std::io::Read;
    let mut copies = 0;
    for (path, bytes) in files {
        let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
            continue;
        };
        if ext == "gz" || ext == "br" {
            let original = path.with_extension("");
            let raw = files
                .get(&original)
                .unwrap_or_else(|| panic!("{} has its file", path.display()));
            let mut decoded = Vec::new();
            if ext == "gz" {
                flate2::read::GzDecoder::new(&bytes[..])
                    .read_to_end(&mut decoded)
                    .unwrap();
            } else {
                brotli::Decompressor::new(&bytes[..], 4096)
                    .read_to_end(&mut decoded)
                    .unwrap();
            }
            assert!(&decoded == raw, "{} decodes to its file", path.display());
            assert!(bytes.len() < raw.len(), "{} is smaller", path.display());
            copies += 1;
        } else if matches!(ext, "html" | "css" | "js") {
            for copy in ["gz", "br"] {
                let name = format!("{}.{copy}", path.display());
                assert!(files.contains_key(Path::new(&name)), "{name} is built");
            }
        }
    }
    assert!(copies > 1000, "{copies} copies");
}
