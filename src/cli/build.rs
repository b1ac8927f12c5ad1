//! `tilebook build`: the static rules site in every locale.

use std::path::{Path, PathBuf};

use super::{Color, EXIT_OK, EXIT_USAGE, Format, emit};
use crate::diag::Report;
use crate::site::{self, BoxSpec, BuildError, Options};

/// Arguments of `tilebook build`: the build options, and the books of one
/// box to build alone.
#[derive(clap::Args, Debug)]
pub struct BuildCommand {
    /// Build options.
    #[command(flatten)]
    pub build: Args,
    /// Build one rule book combined of these books (ids of book/*.toml,
    /// comma separated; the base game is always in): its contents,
    /// chapters and print page in every locale, at <locale>/box/.
    #[arg(long = "box", value_name = "BOOKS")]
    pub books: Option<String>,
    /// With --box: the rule edition the book's examples are scored under
    /// (default: the base game book's).
    #[arg(long, value_name = "R", requires = "books")]
    pub rules: Option<String>,
    /// With --box: the printing of a book that comes in several, by its
    /// tile set id (e.g. winter-2012), comma separated for several.
    #[arg(long, value_name = "SETS", requires = "books")]
    pub printing: Option<String>,
}

/// Arguments of `tilebook build` (also flattened into `serve`).
#[derive(clap::Args, Debug)]
#[group(skip)]
pub struct Args {
    /// Where to write the site (replaced only when the build succeeds).
    /// Default: target/site in the project. Only a new or empty folder, or
    /// one tilebook wrote (it holds .tilebook-output), is replaced; never
    /// the project's data/, locales/, book/ or templates/.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// The folder with the engine compiled to WebAssembly. Default:
    /// target/wasm/pkg in the project (made by scripts/build-wasm.sh).
    #[arg(long, value_name = "DIR")]
    pub wasm: Option<PathBuf>,
    /// Also print how long each phase of the build took.
    #[arg(long)]
    pub timings: bool,
}

impl Args {
    /// The build options these arguments ask for.
    pub fn options(&self, root: &Path, live_reload: bool) -> Options {
        Options {
            out: self.out.clone().unwrap_or_else(|| root.join("target/site")),
            wasm: self
                .wasm
                .clone()
                .unwrap_or_else(|| root.join("target/wasm/pkg")),
            live_reload,
        }
    }
}

/// Builds the site once and prints what was built (with how long each
/// phase took when `timings`); returns the exit code.
pub fn build_once(root: &Path, opts: &Options, timings: bool, color: Color) -> std::io::Result<u8> {
    build_box(root, opts, None, timings, color)
}

/// [`build_once`], of one box's book when `spec` names one.
fn build_box(
    root: &Path,
    opts: &Options,
    spec: Option<&BoxSpec>,
    timings: bool,
    color: Color,
) -> std::io::Result<u8> {
    let mut report = Report::new();
    let result = site::build_with(root, opts, spec, &mut report);
    emit(&report, Format::Human, color)?;
    match result {
        Ok(stats) => {
            println!(
                "built {} pages ({} files, {} of them gzip and brotli copies; {} KB) in {} ms into {}",
                stats.pages,
                stats.files,
                stats.copies,
                stats.bytes / 1024,
                stats.millis,
                opts.out.display()
            );
            let (page, weight) = &stats.heaviest_page;
            println!(
                "heaviest page with its CSS, JS and WebAssembly: {page}: {} bytes ({} KB) sent with brotli, {} bytes ({} KB) raw",
                weight.transferred,
                weight.transferred / 1024,
                weight.raw,
                weight.raw / 1024,
            );
            if let Some(w) = stats.wasm {
                println!(
                    "WebAssembly engine: {} bytes ({} KB) raw, {} bytes ({} KB) with brotli",
                    w.raw,
                    w.raw / 1024,
                    w.transferred,
                    w.transferred / 1024
                );
            }
            if timings {
                for (phase, took) in &stats.phases.0 {
                    println!("  {:>7.1} ms  {phase}", took.as_secs_f64() * 1000.0);
                }
            }
            Ok(EXIT_OK)
        }
        Err(BuildError::Invalid) => {
            eprintln!(
                "build failed: {} error(s); the previous site in {} is unchanged",
                report.errors(),
                opts.out.display()
            );
            Ok(report.exit_code())
        }
        Err(BuildError::Io(d)) => {
            let mut report = Report::new();
            report.push(*d);
            emit(&report, Format::Human, color)?;
            Ok(EXIT_USAGE)
        }
    }
}

/// Runs `tilebook build`.
pub fn run(root: &Path, args: &BuildCommand, color: Color) -> std::io::Result<u8> {
    let spec = args.books.as_ref().map(|books| BoxSpec {
        books: books.clone(),
        rules: args.rules.clone(),
        printing: args.printing.clone(),
    });
    let opts = args.build.options(root, false);
    build_box(root, &opts, spec.as_ref(), args.build.timings, color)
}
