//! The box checklist of a tile set: every kind with its picture, name and
//! count, and a box to tick for each of its tiles, for a player sorting a
//! real box (or a publisher checking a print run). Printable, and it needs
//! no script: the boxes are the browser's own.

use super::model::{ChecklistRow, Text, TileView};
use super::{Page, Site};
use crate::data::SetInfo;
use crate::l10n::{FluentArgs, ids};

impl Site<'_> {
    /// The checklist page of tile set `s` (`tiles/<set>-checklist.html`,
    /// beside its gallery).
    pub(super) fn checklist(&self, s: &SetInfo, t: &Text) -> Page {
        let id = &s.set.id;
        let mut page = Page::new(format!("tiles/{id}-checklist.html"), "checklist.html");
        let mut args = FluentArgs::new();
        args.set("edition", t.get(&ids::edition_name(id)));
        page.insert("page_title", &t.with("site-checklist-title", Some(&args)));
        args.set("total", f64::from(s.set.stated_total));
        page.insert("total", &t.with("site-gallery-total", Some(&args)));
        page.insert("gallery_url", &format!("{id}.html"));
        let rows: Vec<ChecklistRow> = s
            .set
            .entries
            .iter()
            .map(|e| {
                let tile = TileView {
                    count: t.loc.number(f64::from(e.count)),
                    start: e.start,
                    ..self.tile_view(&e.kind, t, "../../")
                };
                let boxes = (1..=e.count)
                    .map(|n| {
                        let mut args = FluentArgs::new();
                        args.set("tile", tile.name.clone());
                        args.set("n", f64::from(n));
                        args.set("count", f64::from(e.count));
                        t.with("site-checklist-copy", Some(&args))
                    })
                    .collect();
                ChecklistRow {
                    tile,
                    boxes,
                    variants: s.variants.contains(&e.kind),
                }
            })
            .collect();
        page.insert("rows", &rows);
        page
    }
}
