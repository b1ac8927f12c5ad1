//! Speed of a full site build: every locale, book, gallery and example
//! rendered into memory (target, issue 6: under 1 second on the project's
//! machine; excluding compiling tilebook itself). Also prints the page
//! weights the site must keep (HTML+CSS+JS per page under 100 KB, the
//! WebAssembly module under 300 KB).

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tilebook::diag::Report;
use tilebook::site::{self, Options};

fn build(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let opts = Options {
        out: root.join("target/bench-site"),
        wasm: root.join("target/wasm/pkg"),
        live_reload: false,
    };
    let mut report = Report::new();
    let files = site::render(root, &opts, &mut report).expect("the site renders");
    let stats = site::stats(&files);
    eprintln!(
        "site: {} pages, {} files, {} KB; heaviest page with CSS, JS and WebAssembly: {} ({} KB raw, no compressed copies rendered); wasm: {:?} KB",
        stats.pages,
        stats.files,
        stats.bytes / 1024,
        stats.heaviest_page.0,
        stats.heaviest_page.1.raw / 1024,
        stats.wasm.map(|w| w.raw / 1024)
    );
    let mut g = c.benchmark_group("site");
    g.sample_size(10);
    g.bench_function(
        "full build of all locales, books, galleries and examples",
        |b| {
            b.iter(|| {
                let mut report = Report::new();
                site::render(root, &opts, &mut report).expect("renders")
            })
        },
    );
    g.finish();
}

criterion_group!(benches, build);
criterion_main!(benches);
