//! Any bytes as a tile-set file: the loader and the engine's geometry
//! checks must report, never panic.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use tilebook::diag::Report;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut report = Report::new();
    report.add_source("f.toml", text);
    let _ = tilebook::data::parse_tileset_file(Path::new("f.toml"), text, &mut report);
    // Rendering the diagnostics must not panic either (spans in range).
    let mut sink = Vec::new();
    let _ = report.write_json(&mut sink);
});
