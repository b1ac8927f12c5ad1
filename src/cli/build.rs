//! `tilebook build`: the static rules site in every locale.

use std::path::{Path, PathBuf};

use super::{Color, EXIT_OK, EXIT_USAGE, Format, emit};
use crate::diag::Report;
use crate::site::{self, BuildError, Options};

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
    let mut report = Report::new();
    let result = site::build(root, opts, &mut report);
    emit(&report, Format::Human, color)?;
    match result {
        Ok(stats) => {
            println!(
                "built {} pages ({} files, {} KB) in {} ms into {}",
                stats.pages,
                stats.files,
                stats.bytes / 1024,
                stats.millis,
                opts.out.display()
            );
            println!(
                "heaviest page with its CSS, JS and WebAssembly: {} ({} KB){}",
                stats.heaviest_page.0,
                stats.heaviest_page.1 / 1024,
                match stats.wasm {
                    Some(w) => format!("; WebAssembly engine {} KB", w / 1024),
                    None => String::new(),
                }
            );
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
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    build_once(root, &args.options(root, false), args.timings, color)
}
