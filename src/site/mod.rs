//! The rules site: `tilebook build` renders every book, tile gallery and
//! scoring example in every locale through the Tera templates in
//! `templates/`, and writes the whole site atomically.
//!
//! Data flows one way: the checked project (data, locales, books) → page
//! contexts built here (all text already localized and plain) → templates
//! (which only lay out; they hold no rule text) → files in memory →
//! [`crate::output::write_atomically`]. A project with any error produces no site.

pub mod compress;
pub mod example;
mod pages;
pub mod search;
pub mod serve;
mod template_limits;
pub(crate) mod templates;

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::diag::{Diagnostic, Report};

pub use crate::output::Files;
pub use templates::check as check_templates;

/// The Content-Security-Policy of every page: the site's own scripts,
/// styles, images and WebAssembly only; no inline script or style.
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/// How to build.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where the site goes.
    pub out: PathBuf,
    /// The folder with the engine compiled to WebAssembly
    /// (`tilebook_wasm.js` and `tilebook_wasm_bg.wasm`) and the site's
    /// scripts minified (`static/`).
    pub wasm: PathBuf,
    /// Add the live-reload script (for `tilebook serve`).
    pub live_reload: bool,
}

/// Figures of a build.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// HTML pages.
    pub pages: usize,
    /// All files, the compressed copies among them.
    pub files: usize,
    /// The gzip and brotli copies among the files.
    pub copies: usize,
    /// Bytes of all files.
    pub bytes: u64,
    /// The heaviest page as it travels, with its stylesheet and scripts,
    /// and the WebAssembly engine and its glue when it has examples:
    /// (path, weight).
    pub heaviest_page: (String, Weight),
    /// The WebAssembly module, when it was included.
    pub wasm: Option<Weight>,
    /// Milliseconds the build took.
    pub millis: u128,
    /// How long each phase took.
    pub phases: Phases,
}

/// What a file or a page weighs: as written, and as it travels to a
/// browser that accepts brotli (the `.br` copy where there is one, the
/// file itself elsewhere).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weight {
    /// Bytes as written.
    pub raw: u64,
    /// Bytes sent to a browser that accepts brotli.
    pub transferred: u64,
}

impl std::ops::Add for Weight {
    type Output = Weight;

    /// Both weights added up.
    fn add(self, other: Weight) -> Weight {
        Weight {
            raw: self.raw + other.raw,
            transferred: self.transferred + other.transferred,
        }
    }
}

impl std::ops::AddAssign for Weight {
    fn add_assign(&mut self, other: Weight) {
        *self = *self + other;
    }
}

/// Why a build produced no site.
#[derive(Debug)]
pub enum BuildError {
    /// The project has errors; the report says which.
    Invalid,
    /// The site could not be written, or `out` may not be replaced.
    Io(Box<Diagnostic>),
}

/// The books of one player's box, as the command line names them
/// (`build --box base,river --rules second --printing winter-2012`): the
/// site is then one book combined of those ([`crate::book::combine`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoxSpec {
    /// Book ids, comma separated (the base game is always in).
    pub books: String,
    /// A rule edition's id.
    pub rules: Option<String>,
    /// Tile set ids of printings, comma separated.
    pub printing: Option<String>,
}

/// Checks the project and renders the site into memory. `None` when
/// there are errors (in `report`).
pub fn render(root: &Path, opts: &Options, report: &mut Report) -> Option<Files> {
    render_timed(root, opts, None, report, &mut Phases::default())
}

/// [`render`] of the site of one box: one book combined of the books
/// `spec` names, its chapters, contents and print page in every locale.
/// An id `spec` names that the project lacks is a `usage/…` error.
pub fn render_box(
    root: &Path,
    opts: &Options,
    spec: &BoxSpec,
    report: &mut Report,
) -> Option<Files> {
    render_timed(root, opts, Some(spec), report, &mut Phases::default())
}

/// [`render`] (of one box with `spec`), noting how long each phase took
/// in `phases`.
fn render_timed(
    root: &Path,
    opts: &Options,
    spec: Option<&BoxSpec>,
    report: &mut Report,
    phases: &mut Phases,
) -> Option<Files> {
    let mut mark = Instant::now();
    let mut project = crate::project::Project::load_site(root, report);
    let combined = match spec {
        None => None,
        Some(spec) => {
            let choice = crate::book::Choice::from_args(
                &project.books,
                &project.data,
                &spec.books,
                spec.rules.as_deref(),
                spec.printing.as_deref(),
                report,
            )?;
            Some(crate::book::combine(
                &project.books,
                &project.data,
                Some(&choice),
            ))
        }
    };
    phases.note("load", &mut mark);
    // The tile art (with the follower anchors the examples need) takes
    // long and depends on the tile kinds only: it is drawn beside the
    // checks, when the data loaded without error (otherwise nothing is
    // built).
    let data_ok = report.errors() == 0;
    let ((_, texts), (art, art_took)) = rayon::join(
        || project.check_rendering(report),
        || {
            let start = Instant::now();
            let art = if data_ok {
                example::art_of(&project.data)
            } else {
                example::Art::new()
            };
            (art, start.elapsed())
        },
    );
    phases.note("checks, with the tile art beside them", &mut mark);
    phases.0.push(("of which the tile art", art_took));
    if report.errors() > 0 {
        return None;
    }
    let templates = project.templates.take()?;
    let files =
        pages::Site::new(&project, combined, templates, &texts, art, opts, report)?.render(report);
    phases.note("pages", &mut mark);
    if report.errors() > 0 {
        return None;
    }
    files
}

/// How long each phase of a build took, in order (`build --timings`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Phases(pub Vec<(&'static str, std::time::Duration)>);

impl Phases {
    /// Notes the phase `name` as lasting from `mark` until now, and moves
    /// `mark` to now.
    fn note(&mut self, name: &'static str, mark: &mut Instant) {
        let now = Instant::now();
        self.0.push((name, now - *mark));
        *mark = now;
    }
}

/// Builds the site into `opts.out`, replacing it only when the build
/// succeeds.
pub fn build(root: &Path, opts: &Options, report: &mut Report) -> Result<Stats, BuildError> {
    build_with(root, opts, None, report)
}

/// [`build`], or with `spec` the site of one box ([`render_box`]).
pub fn build_with(
    root: &Path,
    opts: &Options,
    spec: Option<&BoxSpec>,
    report: &mut Report,
) -> Result<Stats, BuildError> {
    let start = Instant::now();
    // Refuse an output that may not be replaced before any work.
    crate::output::check(root, &opts.out).map_err(BuildError::Io)?;
    // The staging folder is made while the site renders.
    let prepared = crate::output::prepare(root, &opts.out);
    let mut phases = Phases::default();
    let files = render_timed(root, opts, spec, report, &mut phases);
    // Joined on every path, so that an unused staging folder is removed.
    let prepared = prepared.join().ok().flatten();
    let mut files = files.ok_or(BuildError::Invalid)?;
    let mut mark = Instant::now();
    // Every build (and so `serve`, whose pages carry the live-reload
    // script from the start) writes the copies of exactly what it writes.
    compress::add_copies(&mut files);
    phases.note("compressed copies (gzip, brotli)", &mut mark);
    crate::output::write_prepared(root, &opts.out, &files, prepared).map_err(BuildError::Io)?;
    phases.note("write", &mut mark);
    let mut stats = stats(&files);
    stats.millis = start.elapsed().as_millis();
    stats.phases = phases;
    Ok(stats)
}

/// What every page loads besides itself: its stylesheet and script.
const PAGE_ASSETS: [&str; 2] = ["static/site.css", "static/site.js"];

/// The site's engine, built by scripts/build-wasm.sh with every rule of
/// every expansion: the name of its files (`<name>.js` glue,
/// `<name>_bg.wasm` module), which every page with examples loads.
pub const ENGINE: &str = "tilebook_wasm";

/// What the "My box" page loads on top: its script.
const BOX_ASSETS: [&str; 1] = ["static/box.js"];

/// Whether a page has interactive examples: figures with the `data-json`
/// attribute, for which `site.js` starts the engine.
fn has_examples(html: &[u8]) -> bool {
    memchr::memmem::find(html, b" data-json=\"").is_some()
}

/// Whether a page loads the "My box" script.
fn has_box(html: &[u8]) -> bool {
    memchr::memmem::find(html, b"static/box.js\"").is_some()
}

/// Sizes of the rendered site. A page's weight is what the browser fetches
/// to show it: the HTML, its stylesheet and scripts, and on pages with
/// examples the WebAssembly engine and its glue, and on the "My box" page
/// its script (not images or the examples' data); each file as written
/// (raw) and as it travels to a browser that accepts brotli (its `.br`
/// copy where [`compress::add_copies`] made one). The heaviest page is
/// the heaviest as it travels.
pub fn stats(files: &Files) -> Stats {
    let weight = |p: &Path| -> Weight {
        let Some(bytes) = files.get(p) else {
            return Weight::default();
        };
        let raw = bytes.len() as u64;
        let br = files.get(&compress::with_suffix(p, "br"));
        Weight {
            raw,
            transferred: br.map_or(raw, |b| b.len() as u64),
        }
    };
    let sum = |list: &[&str]| -> Weight {
        list.iter()
            .map(|p| weight(Path::new(p)))
            .fold(Weight::default(), |a, b| a + b)
    };
    let assets = sum(&PAGE_ASSETS);
    // What a page with examples loads on top: the examples' script, the
    // drawing it shares with the scoring board, and the engine with its
    // glue.
    let engine_assets = sum(&[
        "static/example.js",
        "static/table.js",
        &format!("static/wasm/{ENGINE}.js"),
        &format!("static/wasm/{ENGINE}_bg.wasm"),
    ]);
    let box_assets = sum(&BOX_ASSETS);
    let wasm = Path::new("static/wasm/tilebook_wasm_bg.wasm");
    let mut s = Stats {
        files: files.len(),
        copies: files
            .keys()
            .filter(|p| p.extension().is_some_and(|e| e == "gz" || e == "br"))
            .count(),
        bytes: files.values().map(|b| b.len() as u64).sum(),
        wasm: files.contains_key(wasm).then(|| weight(wasm)),
        ..Stats::default()
    };
    for (path, bytes) in files {
        if path.extension().is_some_and(|e| e == "html") {
            s.pages += 1;
            let mut page = weight(path) + assets;
            if has_examples(bytes) {
                page += engine_assets;
            }
            if has_box(bytes) {
                page += box_assets;
            }
            if page.transferred > s.heaviest_page.1.transferred {
                s.heaviest_page = (path.display().to_string(), page);
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, usize)], example_page: &str) -> Files {
        list.iter()
            .map(|(path, len)| {
                let mut bytes = vec![b'x'; *len];
                if *path == example_page {
                    bytes.extend_from_slice(b"<figure class=\"example\" data-json=\"e.json\">");
                }
                (PathBuf::from(path), bytes)
            })
            .collect()
    }

    const ASSETS: [(&str, usize); 6] = [
        ("static/site.css", 10),
        ("static/site.js", 20),
        ("static/example.js", 40),
        ("static/table.js", 5),
        ("static/wasm/tilebook_wasm.js", 80),
        ("static/wasm/tilebook_wasm_bg.wasm", 1000),
    ];

    /// The same weight written and sent (no compressed copies).
    fn raw(bytes: u64) -> Weight {
        Weight {
            raw: bytes,
            transferred: bytes,
        }
    }

    const MARKER: u64 = "<figure class=\"example\" data-json=\"e.json\">".len() as u64;

    #[test]
    fn a_page_with_examples_weighs_the_engine_and_its_glue() {
        let mut list = ASSETS.to_vec();
        list.extend([("en/print.html", 900), ("en/scoring.html", 100)]);
        let s = stats(&files(&list, "en/scoring.html"));
        assert_eq!(
            s.heaviest_page,
            (
                "en/scoring.html".into(),
                raw(100 + MARKER + 10 + 20 + 40 + 5 + 80 + 1000)
            )
        );
        assert_eq!(s.wasm, Some(raw(1000)));
        assert_eq!(s.pages, 2);
    }

    #[test]
    fn a_page_without_examples_weighs_its_css_and_js_only() {
        let mut list = ASSETS.to_vec();
        list.extend([("en/print.html", 900), ("en/scoring.html", 100)]);
        let s = stats(&files(&list, "none"));
        assert_eq!(
            s.heaviest_page,
            ("en/print.html".into(), raw(900 + 10 + 20))
        );
    }

    #[test]
    fn the_box_page_weighs_its_script() {
        let script = b"<script src=\"../../static/box.js\" defer></script>";
        let mut files: Files = ASSETS
            .iter()
            .map(|(p, len)| (PathBuf::from(p), vec![b'x'; *len]))
            .collect();
        files.insert("static/box.js".into(), vec![b'x'; 7]);
        files.insert("en/box/index.html".into(), script.to_vec());
        let s = stats(&files);
        assert_eq!(
            s.heaviest_page,
            (
                "en/box/index.html".into(),
                raw(script.len() as u64 + 10 + 20 + 7)
            )
        );
    }

    #[test]
    fn without_the_engine_a_page_with_examples_weighs_its_script() {
        let list = [
            ("static/site.css", 10),
            ("static/site.js", 20),
            ("static/example.js", 40),
            ("en/scoring.html", 100),
        ];
        let s = stats(&files(&list, "en/scoring.html"));
        assert_eq!(s.heaviest_page.1, raw(100 + MARKER + 10 + 20 + 40));
        assert_eq!(s.wasm, None);
    }

    #[test]
    fn a_page_travels_as_its_brotli_copies_and_the_heaviest_is_the_heaviest_sent() {
        let mut list = ASSETS.to_vec();
        // The print page is heavier as written, but compresses well; the
        // page with examples is lighter as written but loads the engine,
        // whose copy is still the biggest thing sent.
        list.extend([
            ("en/print.html", 2000),
            ("en/print.html.br", 100),
            ("en/scoring.html", 100),
            ("en/scoring.html.br", 30),
            ("static/site.css.br", 4),
            ("static/wasm/tilebook_wasm_bg.wasm.br", 400),
            // A gzip copy does not count: brotli is what travels.
            ("static/site.js.gz", 1),
        ]);
        let s = stats(&files(&list, "en/scoring.html"));
        let scoring = Weight {
            raw: 100 + MARKER + 10 + 20 + 40 + 5 + 80 + 1000,
            transferred: 30 + 4 + 20 + 40 + 5 + 80 + 400,
        };
        assert_eq!(s.heaviest_page, ("en/scoring.html".into(), scoring));
        assert_eq!(
            s.wasm,
            Some(Weight {
                raw: 1000,
                transferred: 400
            })
        );
        // Copies are no pages.
        assert_eq!(s.pages, 2);
        // The heaviest as written is not the heaviest as it travels: a
        // page without a copy outweighs one whose copy is small.
        let list = [
            ("static/site.css", 10),
            ("static/site.js", 20),
            ("en/print.html", 2000),
            ("en/print.html.br", 100),
            ("en/tiles.html", 1500),
        ];
        let s = stats(&files(&list, "none"));
        assert_eq!(s.heaviest_page, ("en/tiles.html".into(), raw(1500 + 30)));
    }
}
