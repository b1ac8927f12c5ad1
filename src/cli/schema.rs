//! `tilebook schema`: the JSON Schemas of the data files, for editors
//! (see [`crate::data::schema`]).

use std::path::{Path, PathBuf};

use super::{Color, EXIT_OK, EXIT_USAGE, Format, emit};
use crate::data::schema::{self, SCHEMA_DIR};
use crate::diag::Report;

/// Arguments of `tilebook schema`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Where to write the schemas. Default: schemas/ in the project, where
    /// the data files' `#:schema` lines point. Only a new or empty folder,
    /// or one tilebook wrote (it holds .tilebook-output), is replaced.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Writes the schemas and says where; returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let out = args.out.clone().unwrap_or_else(|| root.join(SCHEMA_DIR));
    match schema::write(root, &out) {
        Ok(files) => {
            let names: Vec<String> = files.keys().map(|p| p.display().to_string()).collect();
            println!(
                "wrote {} schemas ({}) into {}",
                files.len(),
                names.join(", "),
                out.display()
            );
            Ok(EXIT_OK)
        }
        Err(d) => {
            let mut report = Report::new();
            report.push(*d);
            emit(&report, Format::Human, color)?;
            Ok(EXIT_USAGE)
        }
    }
}
