//! Print-ready sheets: every tile of an edition at its real size (45 mm)
//! on A4 pages with cut marks, the backs to print on the other side, and
//! an index of the tile kinds.
//!
//! Pages come in printing order: front 1, back 1, front 2, back 2, …, then
//! the index. Printed double-sided (flip on the long edge), each back lands
//! behind its front: the back pages mirror the columns. Ordinary tiles have
//! a light back; the start tile has a dark back, as the rulebooks describe.
//!
//! Every word on a sheet comes from a [`SheetText`], which the caller fills
//! (from the Fluent messages of the chosen locale); this module makes no
//! text of its own besides kind ids and counts.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use tilebook_engine::{KindId, TileKind};

use super::palette;
use super::tile::{TILE_MM, tile_body};
use super::write::{escape, num};

/// Page width, mm (A4 portrait).
pub const PAGE_W: f64 = 210.0;
/// Page height, mm.
pub const PAGE_H: f64 = 297.0;
/// Tiles across a page.
pub const COLS: usize = 4;
/// Tiles down a page.
pub const ROWS: usize = 6;
/// Tiles on a full page.
pub const PER_PAGE: usize = COLS * ROWS;
/// Left edge of the tile grid, mm (the grid is centred across the page).
const X0: f64 = (PAGE_W - COLS as f64 * TILE_MM) / 2.0;
/// Top edge of the tile grid, mm.
const Y0: f64 = 18.0;
/// Baseline of the page header, mm.
const HEADER_Y: f64 = 10.0;
/// Cut marks: their gap to the grid and their length, mm.
const MARK_GAP: f64 = 1.0;
const MARK_LEN: f64 = 4.0;
/// Index page: first row, row height and rows per column, mm.
const INDEX_Y0: f64 = 26.0;
const INDEX_ROW: f64 = 14.0;
const INDEX_ROWS: usize = 18;
const INDEX_COL_W: f64 = 90.0;

/// Fonts asked for, most wanted first; the PDF and PNG renderers find
/// DejaVu Sans on every machine `scripts/setup.sh` has set up.
const FONTS: &str = "DejaVu Sans,Verdana,sans-serif";

/// Every word printed on an edition's sheets, in one locale.
///
/// This is the seam between the art and the localization layer: the
/// command line fills it from the Fluent messages `edition-<set id>`,
/// `tile-<kind id lowercased>`, `sheet-index-title` and `sheet-title`
/// (with `$edition`, `$page` and `$pages`).
pub struct SheetText {
    /// Language tag of the text (`en`, `pt-BR`, …), written as `xml:lang`.
    pub lang: String,
    /// The edition's name (`edition-<set id>`).
    pub edition_name: String,
    /// Heading of the index page (`sheet-index-title`).
    pub index_title: String,
    /// Tile names by kind id (`tile-<kind id lowercased>`); a kind missing
    /// here is listed by its id.
    pub tile_names: BTreeMap<KindId, String>,
    /// The page header for page `page` of `pages` (`sheet-title`, which
    /// also names the edition).
    pub page_title: Box<dyn Fn(usize, usize) -> String>,
}

impl SheetText {
    /// The name of tile kind `id`, or the id itself.
    pub fn tile_name<'a>(&'a self, id: &'a KindId) -> &'a str {
        self.tile_names.get(id).map_or(id.as_str(), String::as_str)
    }
}

/// One line of an edition: a kind and how many tiles of it to print.
#[derive(Clone, Copy, Debug)]
pub struct SheetEntry<'a> {
    /// The tile kind.
    pub kind: &'a TileKind,
    /// How many tiles of it.
    pub count: u32,
    /// Whether one of them is the start tile (it gets the dark back).
    pub start: bool,
}

/// What a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageKind {
    /// Tile fronts with cut marks.
    Front,
    /// Tile backs, mirrored to print on the other side of a front.
    Back,
    /// The list of tile kinds with their names and counts.
    Index,
}

/// One page of a sheet set.
#[derive(Clone, Debug)]
pub struct Page {
    /// File stem: `sheet-01-front`, `sheet-01-back`, `index-1`.
    pub name: String,
    /// What it holds.
    pub kind: PageKind,
    /// The SVG document.
    pub svg: String,
}

/// One printed tile.
struct Placed<'a> {
    kind: &'a TileKind,
    start: bool,
}

/// The sheets of one edition, in printing order.
pub fn sheets(entries: &[SheetEntry], text: &SheetText) -> Vec<Page> {
    let mut tiles = Vec::new();
    for e in entries {
        for i in 0..e.count {
            tiles.push(Placed {
                kind: e.kind,
                start: e.start && i == 0,
            });
        }
    }
    let bodies: BTreeMap<&str, String> = entries
        .iter()
        .map(|e| (e.kind.id.as_str(), tile_body(e.kind)))
        .collect();
    let fronts: Vec<&[Placed]> = tiles.chunks(PER_PAGE).collect();
    let index: Vec<&[SheetEntry]> = entries.chunks(INDEX_ROWS * 2).collect();
    let pages = fronts.len() * 2 + index.len();
    let width = pages.to_string().len().max(2);
    let mut out = Vec::with_capacity(pages);
    for (i, chunk) in fronts.iter().enumerate() {
        let n = i + 1;
        let at = |page| Ctx {
            text,
            bodies: &bodies,
            page,
            pages,
        };
        out.push(Page {
            name: format!("sheet-{n:0width$}-front"),
            kind: PageKind::Front,
            svg: front(&at(2 * i + 1), chunk),
        });
        out.push(Page {
            name: format!("sheet-{n:0width$}-back"),
            kind: PageKind::Back,
            svg: back(&at(2 * i + 2), chunk),
        });
    }
    for (i, chunk) in index.iter().enumerate() {
        let ctx = Ctx {
            text,
            bodies: &bodies,
            page: fronts.len() * 2 + i + 1,
            pages,
        };
        out.push(Page {
            name: format!("index-{}", i + 1),
            kind: PageKind::Index,
            svg: index_page(&ctx, chunk),
        });
    }
    out
}

/// What every page needs: its words, the tile art, and its number.
struct Ctx<'a> {
    text: &'a SheetText,
    /// Tile bodies by kind id.
    bodies: &'a BTreeMap<&'a str, String>,
    page: usize,
    pages: usize,
}

/// The start of a page: root element, title, a symbol for each of
/// `kinds`, paper and header. Returns it with each kind's symbol number.
fn open_page<'a>(
    ctx: &Ctx,
    kinds: impl IntoIterator<Item = &'a str>,
) -> (String, BTreeMap<&'a str, usize>) {
    let text = ctx.text;
    let title = escape(&(text.page_title)(ctx.page, ctx.pages));
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"210mm\" height=\"297mm\" viewBox=\"0 0 210 297\" xml:lang=\"{}\" font-family=\"{FONTS}\"><title>{title}</title>\n",
        escape(&text.lang)
    );
    let mut ids = BTreeMap::new();
    let mut defs = String::new();
    for id in kinds {
        if ids.contains_key(id) {
            continue;
        }
        let n = ids.len();
        ids.insert(id, n);
        let body = ctx.bodies.get(id).map_or("", String::as_str);
        let _ = writeln!(
            defs,
            "<symbol id=\"k{n}\" viewBox=\"0 0 100 100\">\n{body}</symbol>"
        );
    }
    if !defs.is_empty() {
        let _ = write!(out, "<defs>\n{defs}</defs>\n");
    }
    let _ = writeln!(
        out,
        "<rect width=\"210\" height=\"297\" fill=\"#fff\"/>\n<text x=\"{}\" y=\"{}\" font-size=\"4\" fill=\"#333\">{title}</text>",
        num(X0, 2),
        num(HEADER_Y, 2)
    );
    (out, ids)
}

/// Top-left corner of grid cell `i` (mm), mirrored for backs.
fn cell(i: usize, mirrored: bool) -> (f64, f64) {
    let (mut col, row) = (i % COLS, i / COLS);
    if mirrored {
        col = COLS - 1 - col;
    }
    (X0 + col as f64 * TILE_MM, Y0 + row as f64 * TILE_MM)
}

fn front(ctx: &Ctx, tiles: &[Placed]) -> String {
    let (mut out, ids) = open_page(ctx, tiles.iter().map(|t| t.kind.id.as_str()));
    for (i, t) in tiles.iter().enumerate() {
        let (x, y) = cell(i, false);
        let id = escape(t.kind.id.as_str());
        let _ = writeln!(
            out,
            "<g class=\"tile\" data-kind=\"{id}\"><use xlink:href=\"#k{}\" x=\"{}\" y=\"{}\" width=\"45\" height=\"45\"/><text x=\"{}\" y=\"{}\" font-size=\"2.2\" text-anchor=\"end\" fill=\"#4a4a4a\">{id}</text></g>",
            ids.get(t.kind.id.as_str()).copied().unwrap_or(0),
            num(x, 2),
            num(y, 2),
            num(x + TILE_MM - 1.2, 2),
            num(y + TILE_MM - 1.2, 2),
        );
    }
    out.push_str(&cut_marks(tiles.len()));
    out.push_str("</svg>\n");
    out
}

/// Cut marks outside the grid, along every grid line of `n` tiles.
fn cut_marks(n: usize) -> String {
    if n == 0 {
        return String::new();
    }
    let cols = n.min(COLS);
    let rows = n.div_ceil(COLS);
    let (right, bottom) = (X0 + cols as f64 * TILE_MM, Y0 + rows as f64 * TILE_MM);
    let mut d = String::new();
    let mut seg = |x1: f64, y1: f64, x2: f64, y2: f64| {
        let _ = write!(
            d,
            "M{} {}L{} {}",
            num(x1, 2),
            num(y1, 2),
            num(x2, 2),
            num(y2, 2)
        );
    };
    for c in 0..=cols {
        let x = X0 + c as f64 * TILE_MM;
        seg(x, Y0 - MARK_GAP - MARK_LEN, x, Y0 - MARK_GAP);
        seg(x, bottom + MARK_GAP, x, bottom + MARK_GAP + MARK_LEN);
    }
    for r in 0..=rows {
        let y = Y0 + r as f64 * TILE_MM;
        seg(X0 - MARK_GAP - MARK_LEN, y, X0 - MARK_GAP, y);
        seg(right + MARK_GAP, y, right + MARK_GAP + MARK_LEN, y);
    }
    format!("<path class=\"cut\" d=\"{d}\" fill=\"none\" stroke=\"#000\" stroke-width=\".25\"/>\n")
}

fn back(ctx: &Ctx, tiles: &[Placed]) -> String {
    let (mut out, _) = open_page(ctx, []);
    for (i, t) in tiles.iter().enumerate() {
        let (x, y) = cell(i, true);
        let (class, fill) = if t.start {
            ("back start", palette::BACK_START)
        } else {
            ("back", palette::BACK)
        };
        let _ = writeln!(
            out,
            "<g class=\"{class}\" data-kind=\"{}\"><rect x=\"{}\" y=\"{}\" width=\"45\" height=\"45\" fill=\"{fill}\"/><rect x=\"{}\" y=\"{}\" width=\"39\" height=\"39\" fill=\"none\" stroke=\"{}\" stroke-width=\".6\"/></g>",
            escape(t.kind.id.as_str()),
            num(x, 2),
            num(y, 2),
            num(x + 3.0, 2),
            num(y + 3.0, 2),
            palette::BACK_FRAME,
        );
    }
    out.push_str("</svg>\n");
    out
}

fn index_page(ctx: &Ctx, entries: &[SheetEntry]) -> String {
    let text = ctx.text;
    let (mut out, ids) = open_page(ctx, entries.iter().map(|e| e.kind.id.as_str()));
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"20\" font-size=\"6\">{}</text>",
        num(X0, 2),
        escape(&text.index_title)
    );
    for (i, e) in entries.iter().enumerate() {
        let x = X0 + (i / INDEX_ROWS) as f64 * INDEX_COL_W;
        let y = INDEX_Y0 + (i % INDEX_ROWS) as f64 * INDEX_ROW;
        let id = e.kind.id.as_str();
        let name = text.tile_name(&e.kind.id);
        let _ = write!(
            out,
            "<g class=\"entry\" data-kind=\"{}\"><use xlink:href=\"#k{}\" x=\"{}\" y=\"{}\" width=\"12\" height=\"12\"/><text x=\"{}\" y=\"{}\" font-size=\"3.5\">{}</text><text x=\"{}\" y=\"{}\" font-size=\"3.2\">{}</text><text x=\"{}\" y=\"{}\" font-size=\"3.5\" text-anchor=\"end\">×{}</text>",
            escape(id),
            ids.get(id).copied().unwrap_or(0),
            num(x, 2),
            num(y, 2),
            num(x + 15.0, 2),
            num(y + 4.5, 2),
            escape(id),
            num(x + 15.0, 2),
            num(y + 9.5, 2),
            escape(name),
            num(x + INDEX_COL_W - 8.0, 2),
            num(y + 4.5, 2),
            e.count,
        );
        if e.start {
            // One of these tiles has the dark back of the start tile.
            let _ = write!(
                out,
                "<rect class=\"start\" x=\"{}\" y=\"{}\" width=\"3.5\" height=\"3.5\" fill=\"{}\"/>",
                num(x + INDEX_COL_W - 6.5, 2),
                num(y + 1.5, 2),
                palette::BACK_START
            );
        }
        out.push_str("</g>\n");
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilebook_engine::{FieldSegment, Half, Terrain};

    fn plain(id: &str) -> TileKind {
        TileKind {
            id: id.into(),
            edges: [Terrain::Field; 4],
            cities: vec![],
            roads: vec![],
            fields: vec![FieldSegment {
                halves: Half::ALL.into_iter().collect(),
                cities: vec![],
                herd: false,
            }],
            rivers: vec![],
            cloister: true,
            symbols: vec![],
            quarter: None,
        }
    }

    fn text() -> SheetText {
        SheetText {
            lang: "pt-BR".into(),
            edition_name: "Básico <&>".into(),
            index_title: "Peças".into(),
            tile_names: [("a".into(), "Mosteiro & estrada".to_string())].into(),
            page_title: Box::new(|page, pages| format!("Básico <&> — {page}/{pages}")),
        }
    }

    #[test]
    fn pages_come_in_printing_order_with_mirrored_backs() {
        let (a, b) = (plain("a"), plain("b"));
        let entries = [
            SheetEntry {
                kind: &a,
                count: 20,
                start: true,
            },
            SheetEntry {
                kind: &b,
                count: 5,
                start: false,
            },
        ];
        let pages = sheets(&entries, &text());
        let names: Vec<&str> = pages.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "sheet-01-front",
                "sheet-01-back",
                "sheet-02-front",
                "sheet-02-back",
                "index-1"
            ]
        );
        let count = |i: usize, s: &str| pages[i].svg.matches(s).count();
        assert_eq!(count(0, "class=\"tile\""), 24);
        assert_eq!(count(2, "class=\"tile\""), 1);
        assert_eq!(count(1, "class=\"back start\""), 1);
        assert_eq!(count(3, "class=\"back start\""), 0);
        // The first tile sits top left; its back top right.
        assert!(pages[0].svg.contains("x=\"15\" y=\"18\""));
        assert!(
            pages[1]
                .svg
                .contains("<rect x=\"150\" y=\"18\" width=\"45\" height=\"45\" fill=\"#3d342b\"/>")
        );
        // Words are escaped and the page numbers run over the whole set.
        assert!(
            pages[4]
                .svg
                .contains("<title>Básico &lt;&amp;&gt; — 5/5</title>")
        );
        assert!(pages[4].svg.contains("Mosteiro &amp; estrada"));
        assert!(pages[4].svg.contains("xml:lang=\"pt-BR\""));
    }
}
