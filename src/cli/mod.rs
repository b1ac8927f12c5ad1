//! The command line: argument parsing and one module per subcommand.
//!
//! Exit codes: 0 when all is well, 1 when the input is invalid (errors in
//! the project's files, or a total that differs), 2 for usage and I/O
//! problems.

mod build;
mod check;
mod count;
mod explain;
mod l10n;
mod schema;
mod score;
mod serve;
mod sim;
pub mod tiles;
mod variants;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use codespan_reporting::term::termcolor::ColorChoice;

use crate::data::{Data, SetInfo};
use crate::diag::Report;
use crate::engine::{Rules, RulesId, TileSetId};

pub use sim::{CHUNK, play_batches};

/// Exit code for success.
pub const EXIT_OK: u8 = 0;
/// Exit code for invalid input.
pub const EXIT_INVALID: u8 = 1;
/// Exit code for usage or I/O errors.
pub const EXIT_USAGE: u8 = 2;

/// tilebook compiles the rules and tiles of Carcassonne, kept as plain data,
/// into checked, localized outputs.
#[derive(Parser, Debug)]
#[command(name = "tilebook", version, about, long_about = None)]
pub struct Cli {
    /// The project root (the folder holding data/, locales/, book/,
    /// templates/). Default: the nearest folder upwards from here that has
    /// a data/ folder.
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// When to colour diagnostics.
    #[arg(long, global = true, value_enum, default_value_t = Color::Auto)]
    pub color: Color,

    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Colour choice for human-readable output.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Color {
    /// Colour when writing to a terminal.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// Output format for commands that can write JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Text for people.
    Human,
    /// JSON for tools.
    Json,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Validate every file of the project against the engine.
    Check(check::Args),
    /// Count the tiles of each edition against the total its rulebook states.
    Count(count::Args),
    /// Replay a board file and score it under a rule edition.
    Score(score::Args),
    /// Play many seeded random games: points per seat, tiles set aside,
    /// features completed, game length and speed.
    Sim(sim::Args),
    /// Translations: status, accepting them, and what changed in English.
    L10n(l10n::Args),
    /// Draw every tile kind as SVG, and print-ready sheets (SVG, PDF) per edition.
    Tiles(tiles::Args),
    /// Build the rules site in every language (default: target/site), or
    /// with --box the one rule book of a player's box.
    Build(build::BuildCommand),
    /// Build the site, serve it on 127.0.0.1 and rebuild when files change.
    Serve(serve::Args),
    /// Explain a diagnostic's rule id: what it checks and how to fix it.
    Explain(explain::Args),
    /// Write the JSON Schemas of the data files (default: schemas/), for
    /// editors to complete keys and flag mistakes.
    Schema(schema::Args),
    /// List the rule variants: where printings differ, each option with
    /// its source.
    Variants(variants::Args),
}

impl Color {
    fn choice(self) -> ColorChoice {
        match self {
            Color::Auto if std::io::IsTerminal::is_terminal(&std::io::stderr()) => {
                ColorChoice::Auto
            }
            Color::Auto | Color::Never => ColorChoice::Never,
            Color::Always => ColorChoice::Always,
        }
    }
}

/// Finds the project root: `explicit` if given, else the nearest ancestor
/// of the current directory with a `data/` folder.
pub fn find_root(explicit: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(root) = explicit {
        return if root.is_dir() {
            Ok(root.to_path_buf())
        } else {
            Err(format!("--root {}: no such directory", root.display()))
        };
    }
    let cwd =
        std::env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
    cwd.ancestors()
        .find(|dir| dir.join("data").is_dir())
        .map(Path::to_path_buf)
        .ok_or_else(|| {
            "no data/ folder here or in any parent folder; run tilebook inside a project or pass --root DIR"
                .to_string()
        })
}

/// Loads the data for a command that needs it valid and selects the
/// editions it asked for. On invalid data it prints the diagnostics and
/// gives back the exit code to stop with (1, or 2 when a file could not be
/// read); on an unknown edition, 2.
pub fn load_editions(
    root: &Path,
    edition: Option<&TileSetId>,
    color: Color,
    command: &str,
) -> std::io::Result<Result<Data, u8>> {
    load_editions_tolerating(root, edition, color, command, &[])
}

/// As [`load_editions`], but errors with a rule id in `tolerated` do not
/// stop the command (it reports them its own way).
pub fn load_editions_tolerating(
    root: &Path,
    edition: Option<&TileSetId>,
    color: Color,
    command: &str,
    tolerated: &[&str],
) -> std::io::Result<Result<Data, u8>> {
    let mut report = Report::new();
    let data = crate::project::Project::load_data_only(root, &mut report).data;
    let errors = report.errors_except(tolerated);
    if errors > 0 {
        emit(&report, Format::Human, color)?;
        eprintln!("{command}: the data has {errors} error(s); run `tilebook check`");
        return Ok(Err(report.exit_code()));
    }
    if let Err(msg) = select_sets(&data, edition) {
        eprintln!("error: {msg}");
        return Ok(Err(EXIT_USAGE));
    }
    Ok(Ok(data))
}

/// Loads the tile sets and rule editions for a command that plays (`score`,
/// `sim`) and picks the rule edition `rules`. On invalid data it prints the
/// diagnostics (in `format`) and gives back the exit code to stop with
/// (1); on an unknown rule edition (`usage/unknown-rules`), 2.
pub fn load_for_play(
    root: &Path,
    rules: &RulesId,
    (format, color): (Format, Color),
    command: &str,
) -> std::io::Result<Result<(Data, Rules), u8>> {
    let mut report = Report::new();
    let data = crate::data::load_core(root, &mut report);
    if report.errors() > 0 {
        emit(&report, format, color)?;
        eprintln!("{command}: the project's data has errors; run `tilebook check`");
        return Ok(Err(report.exit_code()));
    }
    if !data.available(&crate::data::Input::Rules, &mut report) {
        emit(&report, format, color)?;
        return Ok(Err(report.exit_code()));
    }
    let Some(found) = data.rules(rules).cloned() else {
        let known: Vec<&str> = data.rules.iter().map(|r| r.id.as_str()).collect();
        let asked = rules.to_string();
        report.push(
            crate::diag::Diagnostic::error(
                "usage/unknown-rules",
                format!("there is no rule edition `{asked}`"),
            )
            .suggest(&asked, known.iter().copied(), || {
                format!("rule editions: {}", known.join(", "))
            }),
        );
        emit(&report, format, color)?;
        return Ok(Err(report.exit_code()));
    };
    Ok(Ok((data, found)))
}

/// The tile sets `edition` names (all of them when `None`), or a message
/// listing the known editions.
pub fn select_sets<'a>(
    data: &'a Data,
    edition: Option<&TileSetId>,
) -> Result<Vec<&'a SetInfo>, String> {
    match edition {
        None => Ok(data.sets.iter().collect()),
        Some(id) => data.set(id).map(|s| vec![s]).ok_or_else(|| {
            let known: Vec<&str> = data.sets.iter().map(|s| s.set.id.as_str()).collect();
            format!("no edition `{id}`; known editions: {}", known.join(", "))
        }),
    }
}

/// Prints a report's diagnostics (JSON to stdout or rustc-style to stderr).
pub fn emit(report: &Report, format: Format, color: Color) -> std::io::Result<()> {
    match format {
        Format::Json => report.write_json(&mut std::io::stdout().lock()),
        Format::Human => {
            report.emit_human(color.choice())?;
            if let Some(footer) = explain::footer(report) {
                eprintln!("{footer}");
            }
            Ok(())
        }
    }
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    // The catalogue is built in: `explain` needs no project.
    if let Command::Explain(args) = &cli.command {
        return exit_code(explain::run(args, cli.color));
    }
    let root = match find_root(cli.root.as_deref()) {
        Ok(root) => root,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let result = match &cli.command {
        Command::Check(args) => check::run(&root, args, cli.color),
        Command::Count(args) => count::run(&root, args, cli.color),
        Command::Score(args) => score::run(&root, args, cli.color),
        Command::Sim(args) => sim::run(&root, args, cli.color),
        Command::Build(args) => build::run(&root, args, cli.color),
        Command::Serve(args) => serve::run(&root, args, cli.color),
        Command::L10n(args) => l10n::run(&root, args, cli.color),
        Command::Tiles(args) => tiles::run(&root, args, cli.color),
        Command::Explain(args) => explain::run(args, cli.color),
        Command::Schema(args) => schema::run(&root, args, cli.color),
        Command::Variants(args) => variants::run(&root, args, cli.color),
    };
    exit_code(result)
}

/// The process exit code for a command's result.
fn exit_code(result: std::io::Result<u8>) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        // A closed pipe (`tilebook count | head`) is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::from(EXIT_OK),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        super::Cli::command().debug_assert();
    }
}
