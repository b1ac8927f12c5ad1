//! Navigation and the fields every page has: UI strings, languages,
//! galleries, the sidebar, previous and next.

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use tilebook_engine::Player;

use super::model::{GalleryLink, Language, Link, Named, SideBook, SideChapter, Text};
use super::{Site, depth_prefix, to_value};
use crate::l10n::ids;
use crate::site::CSP;

/// The UI strings of every page, keyed for templates.
pub(super) const UI: &[(&str, &str)] = &[
    ("site_title", "site-title"),
    ("home", "site-home"),
    ("contents", "site-contents"),
    ("books", "site-books"),
    ("tiles", "site-tiles"),
    ("skip", "site-skip"),
    ("theme", "site-theme"),
    ("print", ids::SITE_PRINT),
    ("print_book", "site-print-book"),
    ("checklist_link", "site-checklist-link"),
    ("board_link", "site-board-link"),
    ("checklist_intro", "site-checklist-intro"),
    ("checklist_variants", "site-checklist-variants"),
    ("box", "box-title"),
    ("box_summary", "box-summary"),
    ("box_link", "box-link"),
    ("box_intro", "box-intro"),
    ("box_choose", "box-choose"),
    ("box_rules", "box-rules"),
    ("box_printing", "box-printing"),
    ("box_no_script", "box-no-script"),
    ("box_totals_set", "box-totals-set"),
    ("box_totals_tiles", "box-totals-tiles"),
    ("box_totals_all", "box-totals-all"),
    ("previous", ids::SITE_PREVIOUS),
    ("next", ids::SITE_NEXT),
    ("search", ids::SITE_SEARCH),
    ("search_placeholder", "site-search-placeholder"),
    ("search_results", "site-search-results"),
    ("language", ids::SITE_LANGUAGE),
    ("not_found", ids::SITE_NOT_FOUND),
    ("not_found_text", "site-not-found-text"),
    ("start_tile", ids::SHEET_START_TILE),
    ("score_player", ids::SCORE_PLAYER),
    ("score_points", ids::SCORE_POINTS),
    ("example_rules", "example-rules"),
    ("example_step", "example-step"),
    ("example_first", "example-first"),
    ("example_previous", "example-previous"),
    ("example_next", "example-next"),
    ("example_last", "example-last"),
    ("example_final", "example-final"),
    ("example_follower", "example-follower"),
    ("example_follower_help", "example-follower-help"),
    ("example_none", "example-none"),
    ("example_place", "example-place"),
    ("example_rotate", "example-rotate"),
    ("example_moves", "example-moves"),
    ("example_reset", "example-reset"),
    ("example_variant_refused", "example-variant-refused"),
    ("example_no_script", "example-no-script"),
    ("example_what", "example-what"),
    ("example_when", "example-when"),
    ("example_tiles", "example-tiles"),
    ("example_when_play", "example-when-play"),
    ("example_when_final", "example-when-final"),
    ("example_feature_complete", "example-feature-complete"),
    ("example_feature_open", "example-feature-open"),
    ("feature_city", "feature-city"),
    ("feature_road", "feature-road"),
    ("feature_cloister", "feature-cloister"),
    ("feature_farm", "feature-farm"),
];

/// What the pages of one locale show alike, made once per locale: the UI
/// strings, colour names, gallery, book and chapter titles.
pub(super) struct Frame {
    ui: Value,
    /// The expansions' labels ([`ids::ext_labels`]): key and text.
    ext_labels: Value,
    colors: Value,
    /// Each gallery page (path under the locale) and its title.
    galleries: Vec<(String, String)>,
    /// Each book's title and its chapters' titles.
    books: Vec<(String, Vec<String>)>,
    /// Every book index and chapter page in reading order: path and title.
    order: Vec<(String, String)>,
}

impl Site<'_> {
    /// The fields of every page of a locale that do not depend on the page.
    pub(super) fn frame(&self, t: &Text) -> Frame {
        let mut ui: BTreeMap<&str, String> = UI.iter().map(|(k, id)| (*k, t.get(id))).collect();
        ui.insert("search_empty", t.with_raw_query(ids::SITE_SEARCH_EMPTY));
        let colors: Vec<Named<Player>> = Player::ALL
            .into_iter()
            .map(|p| Named {
                id: p,
                name: t.get(&ids::color_name(p)),
            })
            .collect();
        let galleries = self
            .data
            .sets
            .iter()
            .map(|s| {
                (
                    format!("tiles/{}.html", s.set.id),
                    t.get(&ids::edition_name(&s.set.id)),
                )
            })
            .collect();
        let books: Vec<(String, Vec<String>)> = self
            .books
            .iter()
            .map(|b| {
                let chapters = b.chapters.iter().map(|c| t.get(&c.title.id)).collect();
                (t.get(&b.title.id), chapters)
            })
            .collect();
        // Previous and next, through every book in order.
        let mut order = Vec::new();
        for (b, (title, chapters)) in self.books.iter().zip(&books) {
            order.push((format!("{}/index.html", b.id.id), title.clone()));
            for (c, title) in b.chapters.iter().zip(chapters) {
                order.push((format!("{}/{}.html", b.id.id, c.id.id), title.clone()));
            }
        }
        let ext_labels: Vec<(String, String)> = (ids::ext_labels().into_iter())
            .map(|(key, id)| (key, t.get(&id)))
            .collect();
        Frame {
            ui: to_value(&ui),
            ext_labels: to_value(&ext_labels),
            colors: to_value(&colors),
            galleries,
            books,
            order,
        }
    }

    /// Fields every page has.
    pub(super) fn common(&self, ctx: &mut Map<String, Value>, frame: &Frame, tag: &str, rel: &str) {
        let mut insert = |key: &str, value: Value| {
            ctx.insert(key.to_string(), value);
        };
        // The 404 page is served at any depth, so its links are absolute.
        let (root, locale_root) = if rel == "404.html" {
            ("/".to_string(), format!("/{tag}/"))
        } else {
            let locale_root = depth_prefix(rel);
            (format!("../{locale_root}"), locale_root)
        };
        insert("lang", to_value(tag));
        insert("root", to_value(&root));
        insert("locale_root", to_value(&locale_root));
        insert("csp", to_value(CSP));
        insert("live_reload", to_value(&self.opts.live_reload));
        insert("ui", frame.ui.clone());
        insert("ext_labels", frame.ext_labels.clone());
        let languages: Vec<Language> = self
            .locales
            .iter()
            .zip(&self.language_names)
            .map(|((other, _), name)| Language {
                tag: other.clone(),
                name: name.clone(),
                url: format!("{root}{other}/{rel}"),
                current: other == tag,
            })
            .collect();
        insert("languages", to_value(&languages));
        insert("colors", frame.colors.clone());
        let galleries: Vec<GalleryLink> = frame
            .galleries
            .iter()
            .map(|(url, title)| GalleryLink {
                current: rel == url,
                url: format!("{locale_root}{url}"),
                title: title.clone(),
            })
            .collect();
        insert("galleries", to_value(&galleries));
        if self.chooser {
            let url = format!("{}/index.html", crate::book::combine::BOX_ID);
            insert("box_current", to_value(&(rel == url)));
            insert("box_url", to_value(&format!("{locale_root}{url}")));
        }
        let current_book = rel.split('/').next().unwrap_or("");
        let sidebar: Vec<SideBook> = self
            .books
            .iter()
            .zip(&frame.books)
            .map(|(b, (title, chapters))| SideBook {
                url: format!("{locale_root}{}/index.html", b.id.id),
                title: title.clone(),
                current: rel == format!("{}/index.html", b.id.id),
                open: current_book == b.id.id,
                chapters: b
                    .chapters
                    .iter()
                    .zip(chapters)
                    .map(|(c, title)| SideChapter {
                        url: format!("{locale_root}{}/{}.html", b.id.id, c.id.id),
                        title: title.clone(),
                        current: rel == format!("{}/{}.html", b.id.id, c.id.id),
                    })
                    .collect(),
            })
            .collect();
        insert("sidebar", to_value(&sidebar));
        let order = &frame.order;
        if let Some(i) = order.iter().position(|(u, _)| u == rel) {
            let link = |j: usize| Link {
                url: format!("{locale_root}{}", order[j].0),
                title: order[j].1.clone(),
            };
            if i > 0 {
                insert("prev", to_value(&link(i - 1)));
            }
            if i + 1 < order.len() {
                insert("next", to_value(&link(i + 1)));
            }
        }
    }
}
