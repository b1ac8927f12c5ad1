//! JSON Schemas of the files a user edits (`tilebook schema`): tile sets,
//! rule editions, boards and books, for editors (taplo, Even Better TOML)
//! to complete keys and flag mistakes while typing.
//!
//! Each schema is generated from the very serde types the reader
//! deserializes (`#[derive(Deserialize, JsonSchema)]` side by side), so it
//! cannot drift from what `check` accepts: a key `check` rejects as unknown
//! is `additionalProperties: false` here, a required key is `required`,
//! and the doc comments of the fields are the descriptions an editor shows
//! on hover. Where the reader checks a string against a closed list (a
//! side, a player, a figure) the schema lists the same names ([`names`]).
//!
//! The schemas are draft-07 (what taplo's validator supports best), with
//! sorted keys, and committed under [`SCHEMA_DIR`]; every shipped data file
//! names its schema on its first line ([`directive`]).

pub mod names;

use std::borrow::Cow;
use std::path::{Component, Path, PathBuf};

use schemars::generate::SchemaSettings;
use schemars::transform::{Transform, transform_subschemas};
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde_json::Value;

use crate::data::board::BoardFile;
use crate::data::rules::RawFile as RawRules;
use crate::data::tileset::{RawKind, RawSet};
use crate::diag::{Diagnostic, Report};
use crate::output::Files;

/// Where the schemas are written and committed, relative to the project
/// root (the default of `tilebook schema --out`).
pub const SCHEMA_DIR: &str = "schemas";

/// One format of data file and its schema.
pub struct Format {
    /// The schema's file name in [`SCHEMA_DIR`].
    pub file: &'static str,
    /// The schema's title (shown by editors).
    pub title: &'static str,
    /// The files of a project that have this format (relative to the
    /// root, `/`-separated): a folder (`data/tilesets/`, every `.toml`
    /// file under it) or one file.
    pub files: &'static str,
    /// The schema, in a generator set up for draft-07.
    generate: fn(&mut SchemaGenerator) -> Schema,
}

/// Every format with a schema.
pub const FORMATS: [Format; 4] = [
    Format {
        file: "tileset.json",
        title: "tilebook tile set",
        files: "data/tilesets/",
        generate: |g| g.root_schema_for::<TilesetFile>(),
    },
    Format {
        file: "rules.json",
        title: "tilebook rule editions",
        files: "data/rules.toml",
        generate: |g| g.root_schema_for::<RawRules>(),
    },
    Format {
        file: "board.json",
        title: "tilebook board",
        files: "data/examples/",
        generate: |g| g.root_schema_for::<BoardFile>(),
    },
    Format {
        file: "book.json",
        title: "tilebook rule book",
        files: "book/",
        generate: |g| g.root_schema_for::<crate::book::RawBook>(),
    },
];

/// A tile-set file as a whole. The reader takes the `[[kind]]` tables out
/// and reads each on its own, so that one bad kind hides no other, then
/// reads the rest as a [`RawSet`]; the schema is [`RawSet`]'s with `kind`,
/// a list of [`RawKind`], added.
struct TilesetFile;

impl JsonSchema for TilesetFile {
    fn schema_name() -> Cow<'static, str> {
        "TilesetFile".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let mut schema = RawSet::json_schema(generator);
        let mut kinds = generator.subschema_for::<Vec<RawKind>>();
        kinds.insert(
            "description".into(),
            "One `[[kind]]` table per tile kind of the set.".into(),
        );
        if let Some(Value::Object(properties)) = schema.get_mut("properties") {
            properties.insert("kind".into(), kinds.to_value());
        }
        schema
    }
}

impl Format {
    /// The format of the data file `rel` (relative to the project root).
    pub fn of(rel: &Path) -> Option<&'static Format> {
        if rel.extension().is_none_or(|e| e != "toml") {
            return None;
        }
        let rel = slashed(rel);
        FORMATS.iter().find(|f| match f.files.strip_suffix('/') {
            Some(_) => rel.starts_with(f.files),
            None => rel == f.files,
        })
    }

    /// The schema as a JSON value: draft-07, titled, keys sorted.
    pub fn schema(&self) -> Value {
        let mut generator = SchemaSettings::draft07().into_generator();
        let mut schema = (self.generate)(&mut generator);
        ForEditors.transform(&mut schema);
        schema.insert("title".into(), self.title.into());
        sorted(schema.to_value())
    }
}

/// `rel` with `/` between its parts, whatever the platform.
fn slashed(rel: &Path) -> String {
    let parts: Vec<String> = rel
        .components()
        .filter_map(|c| match c {
            Component::Normal(p) => Some(p.to_string_lossy().into_owned()),
            _ => None,
        })
        .collect();
    parts.join("/")
}

/// The taplo directive naming the schema of data file `rel` (relative to
/// the project root), which its first line should be:
/// `#:schema ../../schemas/tileset.json` for `data/tilesets/base.toml`.
pub fn directive(rel: &Path) -> Option<String> {
    let format = Format::of(rel)?;
    let depth = slashed(rel).matches('/').count();
    Some(format!(
        "#:schema {}{SCHEMA_DIR}/{}",
        "../".repeat(depth),
        format.file
    ))
}

/// The rule id of a data file whose first line does not name its schema.
pub const LINE_RULE: &str = "data/schema-line";

/// Warns (`data/schema-line`) about every data file read into `report`
/// whose first line is not its [`directive`]. Only in a project that has
/// [`SCHEMA_DIR`]: its files should name the schemas there, and a project
/// without them (a test fixture, a project of one's own) is not asked to.
pub fn check_directives(root: &Path, report: &mut Report) {
    if !root.join(SCHEMA_DIR).is_dir() {
        return;
    }
    let mut found = Vec::new();
    for (rel, text) in report.sources() {
        let Some(wanted) = directive(rel) else {
            continue;
        };
        let first = text.lines().next().unwrap_or("");
        if first.trim_end() == wanted {
            continue;
        }
        let message = if first.starts_with("#:schema") {
            format!(
                "the first line names the schema `{}`, not `{wanted}`",
                first.trim_end()
            )
        } else {
            "the file does not name its schema on its first line".to_string()
        };
        found.push(
            Diagnostic::warning(LINE_RULE, message)
                .at(rel, 0..first.len())
                .hint(format!(
                    "make the first line `{wanted}`, for editors to complete keys and flag mistakes (docs/editors.md)"
                )),
        );
    }
    report.extend(found);
}

/// Every schema file, by name, as `tilebook schema` writes it: pretty JSON
/// with sorted keys and a final newline.
pub fn files() -> Files {
    FORMATS
        .iter()
        .map(|f| {
            let mut text =
                serde_json::to_string_pretty(&f.schema()).expect("a JSON value always serializes");
            text.push('\n');
            (PathBuf::from(f.file), text.into_bytes())
        })
        .collect()
}

/// Writes every schema into `out` (replacing it as a whole, as
/// [`crate::output::write_atomically`] allows); returns the files written.
pub fn write(root: &Path, out: &Path) -> Result<Files, Box<Diagnostic>> {
    let files = files();
    crate::output::write_atomically(root, out, &files)?;
    Ok(files)
}

/// A value with the keys of every object in sorted order (whether or not
/// `serde_json` keeps insertion order), so that the output is the same
/// bytes on every run.
fn sorted(value: Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut entries: Vec<(String, Value)> = map.into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            Value::Object(entries.into_iter().map(|(k, v)| (k, sorted(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(sorted).collect()),
        other => other,
    }
}

/// Two changes for editors, in every subschema: a `oneOf` of documented
/// constants (what schemars makes of an enum whose variants have doc
/// comments: a player, a figure) becomes a plain `enum`, which every
/// editor completes, each value's description kept for taplo's hover
/// (`x-taplo.docs.enumValues`); and `"default": null`, schemars's default
/// of a key that may be left out, goes (TOML has no null).
struct ForEditors;

impl Transform for ForEditors {
    fn transform(&mut self, schema: &mut Schema) {
        transform_subschemas(self, schema);
        if schema.get("default") == Some(&Value::Null) {
            schema.remove("default");
        }
        let Some(Value::Array(options)) = schema.get("oneOf") else {
            return;
        };
        let mut values = Vec::new();
        let mut docs = Vec::new();
        for option in options {
            let Some(o) = option.as_object() else {
                return;
            };
            let only_const = o
                .keys()
                .all(|k| matches!(k.as_str(), "const" | "description" | "type"));
            match o.get("const") {
                Some(c @ Value::String(_)) if only_const => {
                    values.push(c.clone());
                    docs.push(o.get("description").cloned().unwrap_or(Value::Null));
                }
                _ => return,
            }
        }
        schema.remove("oneOf");
        schema.insert("type".into(), "string".into());
        schema.insert("enum".into(), Value::Array(values));
        schema.insert(
            "x-taplo".into(),
            serde_json::json!({ "docs": { "enumValues": docs } }),
        );
    }
}
