//! `tilebook check`: validate everything against the engine.

use std::path::Path;

use super::{Color, EXIT_INVALID, EXIT_OK, Format, emit};
use crate::diag::Report;

/// Arguments of `tilebook check`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Output format of the diagnostics.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Treat this severity as an error too (`warnings`).
    #[arg(long, value_name = "LEVEL", value_parser = ["warnings"])]
    pub deny: Option<String>,
}

/// Runs every check and returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let mut report = Report::new();
    let project = crate::project::Project::load(root, &mut report);
    let l10n = project.check(&mut report);
    let (data, books) = (&project.data, &project.books);
    crate::site::check_templates(root, &mut report);
    crate::data::schema::check_directives(root, &mut report);
    emit(&report, args.format, color)?;
    let code = match report.exit_code() {
        EXIT_OK if args.deny.is_some() && report.warnings() > 0 => EXIT_INVALID,
        code => code,
    };
    let failed = code != EXIT_OK;
    if args.format == Format::Human {
        if failed {
            eprintln!(
                "check failed: {} error(s), {} warning(s)",
                report.errors(),
                report.warnings()
            );
        } else {
            let tiles: u64 = data.sets.iter().map(|s| u64::from(s.set.total())).sum();
            let locales = match &l10n {
                Some(s) => format!(", {} locales of {} messages", s.locales, s.messages),
                None => String::new(),
            };
            println!(
                "all good: {} tile sets, {} tile kinds, {} tiles, {} examples, {} books{locales} checked{}",
                data.sets.len(),
                data.kinds.len(),
                tiles,
                data.examples.len(),
                books.len(),
                match report.warnings() {
                    0 => String::new(),
                    n => format!(" ({n} warning(s))"),
                }
            );
        }
    }
    Ok(code)
}
