//! Any bytes as a board file, replayed and scored under every rule edition
//! on the shipped tile sets: errors, never panics or hangs.
#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tilebook::data::{self, Data, board};
use tilebook::diag::Report;

fn shipped() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        data::load_core(&root, &mut Report::new())
    })
}

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    let data = shipped();
    let mut report = Report::new();
    report.add_source("b.toml", text);
    let Some(b) = board::parse_board(Path::new("b.toml"), text, &mut report) else { return };
    let Some(table) = board::kind_table(&b, data, &mut report) else { return };
    for rules in &data.rules {
        let _ = board::replay(&b, &table, rules, &mut report);
    }
    let mut sink = Vec::new();
    let _ = report.write_json(&mut sink);
});
