//! Page contexts: everything a template shows, already localized. The
//! templates only lay it out.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use std::sync::Arc;

use rayon::prelude::*;
use serde::Serialize;
use serde_json::{Map, Value};
use tera::Context;

use super::Options;
use super::example::{self, Prepared};
use super::templates::Templates;
use crate::book::{Book, Choice, Token};
use crate::data::Data;
use crate::diag::{Diagnostic, Report};
use crate::l10n::{Localizer, ids};
use crate::output::Files;
use crate::project::{Project, Texts};
use model::Text;

mod assets;
mod board;
mod checklist;
mod content;
mod model;
mod mybox;
mod nav;

/// A file of the site: its path and bytes.
type File = (PathBuf, Vec<u8>);

/// What one locale rendered: its files, its diagnostics, and the
/// diagnostic of a page that failed (its locale then stops).
#[derive(Default)]
struct Rendered {
    files: Vec<(PathBuf, Vec<u8>)>,
    diagnostics: Vec<Diagnostic>,
    failed: Option<Diagnostic>,
}

/// A page to render: its path under the locale, template and the values
/// of its own (the fields every page has are added by [`Site::common`]).
struct Page {
    rel: String,
    template: &'static str,
    ctx: Map<String, Value>,
}

impl Page {
    fn new(rel: impl Into<String>, template: &'static str) -> Page {
        Page {
            rel: rel.into(),
            template,
            ctx: Map::new(),
        }
    }

    /// Sets `key` to `value`, as Tera's `Context::insert` would.
    fn insert(&mut self, key: &str, value: &(impl Serialize + ?Sized)) {
        self.ctx.insert(key.to_string(), to_value(value));
    }
}

/// A value as a template sees it.
fn to_value(value: &(impl Serialize + ?Sized)) -> Value {
    serde_json::to_value(value).expect("page values serialize")
}

/// Everything the pages are made from.
pub struct Site<'a> {
    data: &'a Data,
    /// The books the site shows: the project's, or one combined book
    /// (`build --box`).
    books: Cow<'a, [Book]>,
    /// The project's books (`book/`).
    sources: &'a [Book],
    /// Whether the site has the "My box" page (not when it is one
    /// combined book).
    chooser: bool,
    /// What a box holds without a choice: the base game.
    default_tokens: BTreeSet<Token>,
    templates: Templates,
    opts: &'a Options,
    locales: Vec<(String, Localizer)>,
    /// Each locale's name in its own language, in locale order.
    language_names: Vec<String>,
    examples: BTreeMap<String, Prepared>,
    /// Every kind's art, drawn once.
    art: example::Art,
    /// The scoring board's kinds and sets.
    board: board::BoardTable,
    root: PathBuf,
}

fn depth_prefix(rel: &str) -> String {
    "../".repeat(rel.matches('/').count())
}

impl<'a> Site<'a> {
    /// Prepares the site from the loaded project: localizers over its
    /// parsed locales (answering from `texts`, what the checks formatted)
    /// and every example. With a `combined` book, the site is that book
    /// alone.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        project: &'a Project,
        combined: Option<Book>,
        templates: Templates,
        texts: &Texts,
        art: example::Art,
        opts: &'a Options,
        report: &mut Report,
    ) -> Option<Site<'a>> {
        let (root, data, books) = (&project.root, &project.data, &project.books);
        let locales: Vec<(String, Localizer)> = project
            .locales
            .iter()
            .flat_map(|l| &l.list)
            .map(|l| {
                let loc = Localizer::from_locale(l);
                let loc = match texts.get(&l.tag) {
                    Some(t) => loc.with_texts(Arc::clone(t)),
                    None => loc,
                };
                (l.tag.clone(), loc)
            })
            .collect();
        let language_names = locales
            .iter()
            .map(|(tag, loc)| {
                loc.format(ids::LANGUAGE_NAME, None)
                    .unwrap_or_else(|_| tag.clone())
            })
            .collect();
        // Prepared in parallel, each into a report of its own; the first
        // example that fails (in order) stops the site, as one by one.
        let prepared: Vec<(Option<Prepared>, Report)> = data
            .examples
            .par_iter()
            .map(|b| {
                let mut apart = Report::new();
                (example::prepare(b, data, &art, &mut apart), apart)
            })
            .collect();
        let mut examples = BTreeMap::new();
        for (b, (p, apart)) in data.examples.iter().zip(prepared) {
            report.merge(apart);
            examples.insert(b.id.clone(), p?);
        }
        if report.errors() > 0 {
            return None;
        }
        let board = board::BoardTable::new(data, books, &art, report)?;
        let chooser = combined.is_none();
        Some(Site {
            board,
            data,
            books: match combined {
                Some(b) => Cow::Owned(vec![b]),
                None => Cow::Borrowed(books),
            },
            sources: books,
            chooser,
            default_tokens: Choice::default().tokens(books),
            templates,
            opts,
            locales,
            language_names,
            examples,
            art,
            root: root.to_path_buf(),
        })
    }

    /// Renders every file of the site.
    pub fn render(&self, report: &mut Report) -> Option<Files> {
        let mut files = Files::new();
        self.static_files(&mut files, report)?;
        // The locales render in parallel; their files and diagnostics are
        // taken in locale order, so the output does not depend on timing.
        // The examples' and tiles' files beside the locales' pages.
        let (rendered, shared): (Vec<Rendered>, _) = rayon::join(
            || {
                self.locales
                    .par_iter()
                    .map(|(tag, loc)| self.render_locale(tag, loc))
                    .collect()
            },
            || self.example_and_tile_files(),
        );
        for r in rendered {
            files.extend(r.files);
            let failed = r.failed.is_some();
            report.extend(r.diagnostics.into_iter().chain(r.failed));
            if failed {
                return None;
            }
        }
        self.root_pages(&mut files, report)?;
        files.extend(shared);
        Some(files)
    }

    /// Every example's board (SVG) and data (JSON), and every tile kind's
    /// picture (named in the source locale), made in parallel.
    fn example_and_tile_files(&self) -> Vec<(PathBuf, Vec<u8>)> {
        // Each example's board and JSON, and its table
        // ([`example::Prepared::table_file`]): one file for all the
        // examples that share it.
        let made: Vec<_> = (self.examples.par_iter())
            .map(|(id, p)| {
                let at = |ext: &str| {
                    PathBuf::from("examples").join(format!("{}.{ext}", example::file_id(id)))
                };
                let (table, bytes) = p.table_file();
                let json = serde_json::to_vec(&p.page_json(&table)).expect("example serializes");
                let svg = example::board_file(p, id, &self.art).into_bytes();
                ([(at("svg"), svg), (at("json"), json)], (table, bytes))
            })
            .collect();
        let mut files = Vec::new();
        let mut tables = BTreeMap::new();
        for (pair, (table, bytes)) in made {
            files.extend(pair);
            tables.insert(table, bytes);
        }
        let (table, bytes) = &self.board.table_file;
        tables.insert(table.clone(), bytes.clone());
        files.extend(
            (tables.into_iter()).map(|(name, bytes)| (PathBuf::from("examples").join(name), bytes)),
        );
        let tiles = self.data.kinds.par_iter().map(|(_, info)| {
            let name = self
                .locales
                .first()
                .and_then(|(_, l)| l.format(&ids::tile_name(&info.kind.id), None).ok())
                .unwrap_or_else(|| info.kind.id.to_string());
            (
                PathBuf::from("tiles").join(format!("{}.svg", example::file_id(&info.kind.id))),
                crate::svg::tile_document(&example::art_for(&self.art, &info.kind).body, &name)
                    .into_bytes(),
            )
        });
        let table = (PathBuf::from(board::TABLE_FILE), self.board.json.clone());
        files.par_extend(tiles);
        files.push(table);
        files
    }

    /// Every page of one locale and its search index.
    fn render_locale(&self, tag: &str, loc: &Localizer) -> Rendered {
        let text = Text::new(loc);
        let frame = self.frame(&text);
        let mut out = Rendered::default();
        let mut pages = Vec::new();
        let index = self.pages(&text, &mut |page: Page| pages.push(page));
        // The pages render in parallel; the first that fails, in order,
        // stops the locale.
        let rendered: Vec<Result<File, Box<Diagnostic>>> = pages
            .into_par_iter()
            .map(|page| {
                let mut ctx = page.ctx;
                self.common(&mut ctx, &frame, tag, &page.rel);
                let ctx = Context::from_value(Value::Object(ctx)).expect("an object is a context");
                match self.templates.render_bytes(page.template, &ctx) {
                    Ok(html) => Ok((PathBuf::from(tag).join(&page.rel), html)),
                    Err(d) => Err(Box::new(
                        d.note(format!("while rendering the page {tag}/{}", page.rel)),
                    )),
                }
            })
            .collect();
        for page in rendered {
            match page {
                Ok(file) => out.files.push(file),
                Err(d) => {
                    out.failed = Some(*d);
                    return out;
                }
            }
        }
        let json = serde_json::to_vec(&index).expect("search index serializes");
        out.files
            .push((PathBuf::from(tag).join("search.json"), json));
        for e in text.errors.into_inner() {
            out.diagnostics.push(
                Diagnostic::error("l10n/render", e)
                    .in_file(Path::new(crate::l10n::LOCALES_DIR).join(tag))
                    .hint("run `tilebook check` to see the message's problem"),
            );
        }
        out
    }
}
