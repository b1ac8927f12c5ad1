//! Any bytes as a translation file: every localization check runs on it
//! against a small English source, and must report, never panic.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tilebook::data::Data;
use tilebook::diag::Report;

const EN: &str = "-tile = { $number ->\n   *[sg] tile\n    [pl] tiles\n}\nlanguage-name = English\nhello = Hello, { $name }!\n    .title = Greeting\ncount = { PLURAL($n) ->\n    [one] { $n } { -tile }\n   *[other] { $n } { -tile(number: \"pl\") }\n}\nref = { hello } and { -tile }\n";

fn project() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap().keep();
        std::fs::create_dir_all(dir.join("locales/en")).unwrap();
        std::fs::create_dir_all(dir.join("locales/pl")).unwrap();
        std::fs::write(dir.join("locales/en/main.ftl"), EN).unwrap();
        dir
    })
}

fuzz_target!(|bytes: &[u8]| {
    let root = project();
    std::fs::write(root.join("locales/pl/main.ftl"), bytes).unwrap();
    let mut report = Report::new();
    let _ = tilebook::l10n::check(root, &Data::default(), &mut report);
    let mut sink = Vec::new();
    let _ = report.write_json(&mut sink);
});
