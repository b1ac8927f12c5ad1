//! `tilebook tiles`: an SVG of every tile kind, and print-ready sheets (SVG
//! pages and one PDF) per edition; `--format png` writes PNG previews
//! instead.
//!
//! Output goes to `--out` (default `target/tiles/` in the project) as a
//! whole, through [`crate::output::write_atomically`]: everything is
//! written to a fresh folder beside it, which then replaces the old one, so
//! a failed run leaves the previous output as it was; a folder tilebook did
//! not write is never replaced. Same input, same bytes.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use clap::ValueEnum;
use tilebook_engine::{Quarter, TileSetId};

use super::{Color, EXIT_OK, EXIT_USAGE, Format, emit, load_editions, select_sets};
use crate::data::{Data, SetInfo};
use crate::diag::{Diagnostic, Report};
use crate::l10n::{FluentArgs, WithFallback, ids};
use crate::output::Files;
use crate::svg::render::RenderError;
use crate::svg::{self, SheetEntry, SheetText};

/// Pixels per millimetre of PNG previews of tiles and of sheet pages.
const TILE_PX_PER_MM: f32 = 8.0;
const PAGE_PX_PER_MM: f32 = 4.0;

/// Arguments of `tilebook tiles`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Only this edition (tile set id, e.g. `base`); default: all.
    #[arg(long, value_name = "ID")]
    pub edition: Option<TileSetId>,
    /// Output folder (default: target/tiles in the project). It is
    /// replaced as a whole; a folder that tilebook did not write (no
    /// .tilebook-output in it), or one of the project's source folders, is
    /// never touched.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Language of the text on the sheets (a locale folder name, e.g. `ro`).
    #[arg(long, value_name = "LOC", default_value = "en")]
    pub locale: String,
    /// What to write: SVG tiles, SVG sheets and PDFs, or PNG previews.
    #[arg(long, value_enum, default_value_t = ArtFormat::Svg)]
    pub format: ArtFormat,
}

/// Output format of `tilebook tiles`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ArtFormat {
    /// SVG tiles and sheet pages, and one PDF per edition.
    Svg,
    /// PNG previews of the tiles and sheet pages (not for committing).
    Png,
}

/// The words on the sheets of edition `set`, from the Fluent messages of
/// the chosen locale: the edition's name (`edition-<set>`), the tile names
/// (`tile-<kind>`), the index heading and the page headers (`sheet-title`).
/// A message the locale lacks is taken from English (and `loc` remembers
/// it, for one warning).
pub fn sheet_text(set: &SetInfo, loc: Rc<WithFallback>) -> SheetText {
    let get = |id: &str| loc.format(id, None).unwrap_or_else(|_| id.to_string());
    let edition_name = get(&ids::edition_name(&set.set.id));
    let tile_names = set
        .set
        .entries
        .iter()
        .map(|e| (e.kind.clone(), get(&ids::tile_name(&e.kind))))
        .collect();
    let index_title = get(ids::SHEET_INDEX_TITLE);
    let edition = edition_name.clone();
    let lang = loc.locale().to_string();
    SheetText {
        lang,
        edition_name,
        index_title,
        tile_names,
        page_title: Box::new(move |page, pages| {
            let mut args = FluentArgs::new();
            args.set("edition", edition.clone());
            args.set("page", page as f64);
            args.set("pages", pages as f64);
            loc.format(ids::SHEET_TITLE, Some(&args))
                .unwrap_or_else(|_| format!("{edition} {page}/{pages}"))
        }),
    }
}

/// Writes the tile art and returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let data = match load_editions(root, args.edition.as_ref(), color, "tiles")? {
        Ok(data) => data,
        Err(code) => return Ok(code),
    };
    let sets = select_sets(&data, args.edition.as_ref()).unwrap_or_default();
    if args.locale.is_empty()
        || !args
            .locale
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        eprintln!(
            "error: `{}` is not a locale; give a locale folder name such as `en` or `pt-BR`",
            args.locale
        );
        return Ok(EXIT_USAGE);
    }
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| root.join("target").join("tiles"));
    if let Err(d) = crate::output::check(root, &out) {
        return fail(*d, color);
    }
    let mut report = Report::new();
    let Some(loc) = WithFallback::load(root, &args.locale, &mut report) else {
        emit(&report, Format::Human, color)?;
        return Ok(EXIT_USAGE);
    };
    let loc = Rc::new(loc);
    let files = match build(&data, &sets, loc.clone(), args.format) {
        Ok(files) => files,
        Err(d) => return fail(*d, color),
    };
    if let Some(warning) = loc.warning() {
        report.push(warning);
        emit(&report, Format::Human, color)?;
    }
    if let Err(d) = crate::output::write_atomically(root, &out, &files) {
        return fail(*d, color);
    }
    let count = |dir: &str| files.keys().filter(|p| p.starts_with(dir)).count();
    let pdfs = files
        .keys()
        .filter(|p| p.extension().is_some_and(|e| e == "pdf"))
        .count();
    println!(
        "tiles: wrote {} tile kinds, {} sheet pages and {pdfs} PDF(s) to {}",
        count("tiles"),
        count("sheets"),
        out.display()
    );
    if svg::render::font_faces() == 0 && (pdfs > 0 || args.format == ArtFormat::Png) {
        eprintln!(
            "warning: no fonts found on this machine, so the PDF and PNG pages have no text; install DejaVu Sans (`bash scripts/setup.sh` does)"
        );
    }
    Ok(EXIT_OK)
}

/// Prints one diagnostic of an I/O or render problem; exit code 2.
fn fail(d: Diagnostic, color: Color) -> std::io::Result<u8> {
    let mut report = Report::new();
    report.push(d);
    emit(&report, Format::Human, color)?;
    Ok(EXIT_USAGE)
}

/// Every output file, in memory.
fn build(
    data: &Data,
    sets: &[&SetInfo],
    loc: Rc<WithFallback>,
    format: ArtFormat,
) -> Result<Files, Box<Diagnostic>> {
    let render_error = |what: String, file: &Path, e: RenderError| {
        Box::new(match e {
            RenderError::TooLarge { .. } => {
                Diagnostic::error("tiles/too-large", format!("cannot draw {what} as PNG: {e}"))
                    .in_file(file)
                    .hint("draw it as SVG (`--format svg`), or make it smaller")
            }
            RenderError::Failed(_) => Diagnostic::error(
                "tiles/render",
                format!("cannot render {what}: {e}"),
            )
            .in_file(file)
            .hint("this is a bug in tilebook; please report it with the tile data that caused it"),
        })
    };
    let ext = match format {
        ArtFormat::Svg => "svg",
        ArtFormat::Png => "png",
    };
    let mut files = Files::new();
    let mut drawn = BTreeSet::new();
    let mut stems = Stems::default();
    for info in sets {
        let text = sheet_text(info, loc.clone());
        let mut entries = Vec::new();
        for e in &info.set.entries {
            let Some(kind) = data.kind(&e.kind) else {
                return Err(Box::new(
                    Diagnostic::error(
                        "tiles/unknown-kind",
                        format!(
                            "edition `{}` lists tile kind `{}`, which no file defines",
                            info.set.id, e.kind
                        ),
                    )
                    .in_file(&info.file)
                    .hint("run `tilebook check`"),
                ));
            };
            entries.push(SheetEntry {
                kind,
                count: e.count,
                start: e.start,
            });
            if drawn.insert(kind.id.clone()) {
                let svg = svg::render_tile(kind, text.tile_name(&kind.id));
                let bytes = match format {
                    ArtFormat::Svg => svg.into_bytes(),
                    ArtFormat::Png => svg::render::png(&svg, TILE_PX_PER_MM)
                        .map_err(|e| render_error(format!("tile `{}`", kind.id), &info.file, e))?,
                };
                let name = format!("{}.{ext}", stems.get(&kind.id));
                files.insert(Path::new("tiles").join(name), bytes);
            }
        }
        let pages = svg::sheets(&entries, &text);
        let dir = Path::new("sheets").join(file_stem(&info.set.id));
        for page in &pages {
            let bytes = match format {
                ArtFormat::Svg => page.svg.clone().into_bytes(),
                ArtFormat::Png => svg::render::png(&page.svg, PAGE_PX_PER_MM).map_err(|e| {
                    render_error(
                        format!("page {} of `{}`", page.name, info.set.id),
                        &info.file,
                        e,
                    )
                })?,
            };
            files.insert(dir.join(format!("{}.{ext}", page.name)), bytes);
        }
        if let Some(svg) = block_svg(data, info, &text, &loc) {
            let bytes = match format {
                ArtFormat::Svg => svg.into_bytes(),
                ArtFormat::Png => svg::render::png(&svg, PAGE_PX_PER_MM).map_err(|e| {
                    render_error(format!("the block of `{}`", info.set.id), &info.file, e)
                })?,
            };
            let name = format!("{}-block.{ext}", file_stem(&info.set.id));
            files.insert(PathBuf::from(name), bytes);
        }
        if format == ArtFormat::Svg {
            let svgs: Vec<&str> = pages.iter().map(|p| p.svg.as_str()).collect();
            let pdf = svg::render::pdf(&text.edition_name, &svgs).map_err(|e| {
                render_error(
                    format!("the PDF of `{}`", info.set.id),
                    &info.file,
                    RenderError::Failed(e),
                )
            })?;
            files.insert(
                PathBuf::from(format!("{}.pdf", file_stem(&info.set.id))),
                pdf,
            );
        }
    }
    Ok(files)
}

/// The picture of the set's block (The Count's city), every tile on its
/// square: `<edition>-block.svg` beside the sheets. `None` for a set
/// without a block.
fn block_svg(data: &Data, info: &SetInfo, text: &SheetText, loc: &WithFallback) -> Option<String> {
    if info.set.block.is_empty() {
        return None;
    }
    let kinds = svg::carcassonne::block_kinds(&info.set, |id| data.kind(id))?;
    let bodies: Vec<String> = kinds.iter().map(|(k, _, _)| svg::tile_body(k)).collect();
    let tiles: Vec<svg::carcassonne::BlockTile> = kinds
        .iter()
        .zip(&bodies)
        .map(|((k, at, degrees), body)| svg::carcassonne::BlockTile {
            body,
            name: text.tile_name(&k.id),
            at: *at,
            degrees: *degrees,
        })
        .collect();
    // The quarters the block's tiles belong to, in the rulebook's order.
    let quarters: BTreeSet<Quarter> = kinds.iter().filter_map(|(k, _, _)| k.quarter).collect();
    let names: Vec<(Quarter, String)> = quarters
        .into_iter()
        .map(|q| {
            (
                q,
                loc.format(&ids::quarter_name(q), None)
                    .unwrap_or_else(|_| q.to_string()),
            )
        })
        .collect();
    Some(svg::carcassonne::block_svg(
        &tiles,
        &text.edition_name,
        &names,
    ))
}

/// A file name for an id (ids are checked against the one id pattern, so
/// this only guards): the site's own [`crate::site::example::file_id`].
fn file_stem(id: impl AsRef<str>) -> String {
    crate::site::example::file_id(id)
}

/// File stems for kind ids, unique even when two ids map to the same stem.
#[derive(Default)]
struct Stems {
    taken: BTreeMap<String, usize>,
}

impl Stems {
    fn get(&mut self, id: impl AsRef<str>) -> String {
        let stem = file_stem(id);
        let n = self.taken.entry(stem.clone()).or_insert(0);
        *n += 1;
        if *n == 1 { stem } else { format!("{stem}-{n}") }
    }
}
