//! From SVG text to PDF and PNG, in pure Rust: `usvg` parses, `svg2pdf`
//! writes vector PDF, `resvg` rasterizes.
//!
//! Text is set in the fonts installed on the machine (`scripts/setup.sh`
//! installs DejaVu Sans); they are loaded once per process.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb};

/// The font every text falls back to.
pub const FONT: &str = "DejaVu Sans";

fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_system_fonts();
            db.set_sans_serif_family(FONT);
            Arc::new(db)
        })
        .clone()
}

/// How many font faces were found on this machine (0 means text will be
/// missing from PDFs and PNGs).
pub fn font_faces() -> usize {
    fonts().len()
}

/// Parsing options with the machine's fonts loaded.
pub fn options() -> usvg::Options<'static> {
    usvg::Options {
        fontdb: fonts(),
        font_family: FONT.to_string(),
        ..usvg::Options::default()
    }
}

/// Parses SVG text.
pub fn parse(svg: &str) -> Result<usvg::Tree, String> {
    usvg::Tree::from_str(svg, &options()).map_err(|e| e.to_string())
}

/// The most pixels a picture is rasterized to: 16.8 million (64 MiB of
/// RGBA). A sheet page at the `tiles` command's 4 px/mm is about 1.2
/// million, the widest block a set may have (16 tiles of 45 mm) about 8.3
/// million; anything larger is refused before its memory is asked for.
pub const MAX_PIXELS: u64 = 1 << 24;

/// Why a picture could not be rasterized.
#[derive(Debug, Clone, PartialEq)]
pub enum RenderError {
    /// It would take more than [`MAX_PIXELS`] pixels.
    TooLarge {
        /// Its width in pixels.
        width: u64,
        /// Its height in pixels.
        height: u64,
    },
    /// The SVG could not be parsed or the image not made or encoded.
    Failed(String),
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::TooLarge { width, height } => write!(
                f,
                "it would be {width}×{height} pixels ({} million), more than the {} million a picture may have",
                (width * height).div_ceil(1_000_000),
                MAX_PIXELS / 1_000_000
            ),
            RenderError::Failed(e) => f.write_str(e),
        }
    }
}

/// Renders SVG text to a pixmap at `px_per_mm` pixels per millimetre; a
/// picture of more than [`MAX_PIXELS`] is refused before any of its
/// memory is asked for.
pub fn rasterize(svg: &str, px_per_mm: f32) -> Result<Pixmap, RenderError> {
    let tree = parse(svg).map_err(RenderError::Failed)?;
    // usvg sizes are CSS pixels, 96 to the inch.
    let scale = f64::from(px_per_mm) * 25.4 / 96.0;
    let size = tree.size();
    // In f64 and saturating: a huge size never wraps round to a small one.
    let px = |v: f32| (f64::from(v) * scale).round().max(1.0) as u64;
    let (width, height) = (px(size.width()), px(size.height()));
    if width.saturating_mul(height) > MAX_PIXELS {
        return Err(RenderError::TooLarge { width, height });
    }
    // Both fit in u32 now (their product does).
    let (w, h) = (width as u32, height as u32);
    let mut pixmap = Pixmap::new(w, h)
        .ok_or_else(|| RenderError::Failed(format!("cannot make a {w}×{h} pixel image")))?;
    resvg::render(
        &tree,
        Transform::from_scale(scale as f32, scale as f32),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// Renders SVG text to PNG bytes at `px_per_mm` pixels per millimetre.
pub fn png(svg: &str, px_per_mm: f32) -> Result<Vec<u8>, RenderError> {
    rasterize(svg, px_per_mm)?
        .encode_png()
        .map_err(|e| RenderError::Failed(e.to_string()))
}

/// One PDF document with one page per SVG page, each page the size of its
/// SVG, in vector form, the same bytes on every run. `title` goes into the
/// document information.
pub fn pdf(title: &str, pages: &[&str]) -> Result<Vec<u8>, String> {
    // Text is drawn as outlines: svg2pdf 0.13 writes embedded fonts (and
    // the resources of semi-transparent paint) in hash-map order, which
    // would make the bytes differ from run to run. The pages use no
    // transparency for the same reason.
    let conversion = svg2pdf::ConversionOptions {
        embed_text: false,
        ..svg2pdf::ConversionOptions::default()
    };
    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let page_tree = alloc.bump();
    let mut doc = Pdf::new();
    let mut page_refs = Vec::with_capacity(pages.len());
    let mut chunks = Vec::with_capacity(pages.len());
    for (i, svg) in pages.iter().enumerate() {
        let tree = parse(svg).map_err(|e| format!("page {}: {e}", i + 1))?;
        let (chunk, xobject) =
            svg2pdf::to_chunk(&tree, conversion).map_err(|e| format!("page {}: {e}", i + 1))?;
        let mut map = HashMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let xobject = map.get(&xobject).copied().ok_or("svg2pdf lost the page")?;
        // CSS pixels to PDF points.
        let (w, h) = (tree.size().width() * 0.75, tree.size().height() * 0.75);
        let (page_ref, content_ref) = (alloc.bump(), alloc.bump());
        let mut page = doc.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, w, h));
        page.parent(page_tree);
        page.contents(content_ref);
        page.resources().x_objects().pair(Name(b"P"), xobject);
        page.finish();
        let mut content = Content::new();
        content
            .transform([w, 0.0, 0.0, h, 0.0, 0.0])
            .x_object(Name(b"P"));
        doc.stream(content_ref, &content.finish());
        page_refs.push(page_ref);
        chunks.push(chunk);
    }
    doc.catalog(catalog).pages(page_tree);
    doc.pages(page_tree)
        .kids(page_refs.iter().copied())
        .count(page_refs.len() as i32);
    for chunk in &chunks {
        doc.extend(chunk);
    }
    doc.document_info(alloc.bump())
        .title(TextStr(title))
        .producer(TextStr("tilebook"));
    Ok(doc.finish())
}
