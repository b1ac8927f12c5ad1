//! tilebook: compiles the rules and tiles of Carcassonne, kept as plain
//! data, into checked, localized outputs.
//!
//! The crate is split by job, and data flows one way:
//!
//! - [`data`] reads `data/` (TOML) into the engine's typed model;
//! - the engine ([`tilebook_engine`]) validates and scores, with no I/O;
//! - [`diag`] turns every problem into a diagnostic with file, line and
//!   column;
//! - [`l10n`] checks the Fluent messages under `locales/` and formats them
//!   for the outputs;
//! - [`ids`] is the one pattern every id that becomes a path, URL or HTML
//!   id must match;
//! - [`book`] reads the rule books' structure (`book/`);
//! - [`svg`] draws every tile kind from its data and lays out print sheets;
//! - [`site`] renders the rules site from the books through `templates/`;
//! - [`output`] writes an output folder atomically, and never over the
//!   user's files;
//! - [`cli`] is the command line: `check`, `count`, `tiles`, `build` and the
//!   rest.

pub mod book;
pub mod cli;
pub mod data;
pub mod diag;
pub mod expansion;
pub mod ids;
pub mod l10n;
pub mod output;
pub mod project;
pub mod site;
pub mod svg;

pub use tilebook_engine as engine;
