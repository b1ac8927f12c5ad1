//! Any bytes as a translation file: every localization check runs on it
//! against a small English source, and must report, never panic nor
//! overflow the stack. The files are given in memory
//! (`tilebook::l10n::check_sources`, the code `tilebook check` runs after
//! reading `locales/`), so a run does no I/O.
#![no_main]

use std::path::PathBuf;

use libfuzzer_sys::fuzz_target;
use tilebook::data::Data;
use tilebook::diag::Report;
use tilebook::l10n::{LocaleSource, LockSource, check_sources};

const EN: &str = "-tile = { $number ->\n   *[sg] tile\n    [pl] tiles\n}\nlanguage-name = English\nhello = Hello, { $name }!\n    .title = Greeting\ncount = { PLURAL($n) ->\n    [one] { $n } { -tile }\n   *[other] { $n } { -tile(number: \"pl\") }\n}\nref = { hello } and { -tile }\n";

fn locale(tag: &str, text: &[u8]) -> LocaleSource {
    LocaleSource {
        tag: tag.to_string(),
        files: vec![(PathBuf::from(format!("locales/{tag}/main.ftl")), text.to_vec())],
        lock: LockSource::Absent,
        glossary: LockSource::Absent,
    }
}

fuzz_target!(|bytes: &[u8]| {
    let sources = vec![locale("en", EN.as_bytes()), locale("pl", bytes)];
    let mut report = Report::new();
    let _ = check_sources(sources, &Data::default(), false, &mut report);
    // Every diagnostic's span must map to a line and column (what the
    // JSON and human outputs print; serializing them would only fuzz
    // serde_json, at half the speed).
    for d in report.diagnostics() {
        let _ = report.position_of(d);
    }
});
