//! Speed of `tilebook check` on a tile set with 4,000 bad kinds (issue 12,
//! item 9: under 1 second; it took 18 s for 2,000 and 62 s for 4,000 when
//! ordering the diagnostics rescanned the source per comparison): loading
//! and checking everything, ordering the 4,000 diagnostics and writing
//! them as JSON.

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tilebook::diag::Report;

/// Bad kinds in the generated tile set: half with edges that are not
/// terrain letters, half `like` a kind that does not exist.
const BAD_KINDS: usize = 4000;

/// A project in a temporary folder that links to the shipped one (walks
/// follow symbolic links), with `bulk.toml` among its tile sets (Unix).
fn project_with(bulk: &str) -> tempfile::TempDir {
    use std::os::unix::fs::symlink;
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    std::fs::create_dir_all(root.join("data/tilesets")).expect("create dir");
    for sub in [
        "locales",
        "book",
        "templates",
        "data/examples",
        "data/rules.toml",
    ] {
        symlink(repo.join(sub), root.join(sub)).expect("link");
    }
    for e in std::fs::read_dir(repo.join("data/tilesets")).expect("read dir") {
        let e = e.expect("entry");
        symlink(e.path(), root.join("data/tilesets").join(e.file_name())).expect("link");
    }
    std::fs::write(root.join("data/tilesets/bulk.toml"), bulk).expect("write");
    dir
}

/// Everything `check` does, with the diagnostics written as JSON.
fn check(root: &Path) -> Report {
    let mut report = Report::new();
    let data = tilebook::data::load(root, &mut report);
    let l10n = tilebook::l10n::check(root, &data, &mut report);
    let books = tilebook::book::load(root, &mut report);
    if let Some(summary) = &l10n {
        tilebook::book::check(&books, &data, &summary.message_ids, &mut report);
    }
    report.write_json(&mut std::io::sink()).expect("writes");
    report
}

fn bad_kinds(c: &mut Criterion) {
    let mut text = format!("id = \"bulk\"\nstated_total = {BAD_KINDS}\n");
    for i in 0..BAD_KINDS {
        let shape = if i % 2 == 0 {
            "edges = \"XXXX\"".to_string()
        } else {
            format!("like = \"Q{i:04}\"")
        };
        text.push_str(&format!(
            "\n[[kind]]\nid = \"K{i:04}\"\ncount = 1\n{shape}\n"
        ));
    }
    let dir = project_with(&text);
    let report = check(dir.path());
    assert!(report.errors() >= BAD_KINDS, "{} errors", report.errors());
    let mut g = c.benchmark_group("check");
    g.sample_size(10);
    g.bench_function(
        "4000 bad tile kinds, diagnostics ordered and written",
        |b| b.iter(|| check(dir.path())),
    );
    g.finish();
}

criterion_group!(benches, bad_kinds);
criterion_main!(benches);
