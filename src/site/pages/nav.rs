//! Navigation and the fields every page has: UI strings, languages,
//! galleries, the sidebar, previous and next.

use std::collections::BTreeMap;

use tera::Context;
use tilebook_engine::Player;

use super::model::{GalleryLink, Language, Link, Named, SideBook, SideChapter, Text};
use super::{Site, depth_prefix};
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
    ("example_reset", "example-reset"),
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

impl Site<'_> {
    /// Fields every page has.
    pub(super) fn common(&self, ctx: &mut Context, tag: &str, rel: &str, t: &Text) {
        // The 404 page is served at any depth, so its links are absolute.
        let (root, locale_root) = if rel == "404.html" {
            ("/".to_string(), format!("/{tag}/"))
        } else {
            let locale_root = depth_prefix(rel);
            (format!("../{locale_root}"), locale_root)
        };
        ctx.insert("lang", tag);
        ctx.insert("root", &root);
        ctx.insert("locale_root", &locale_root);
        ctx.insert("csp", CSP);
        ctx.insert("live_reload", &self.opts.live_reload);
        let ui: BTreeMap<&str, String> = UI.iter().map(|(k, id)| (*k, t.get(id))).collect();
        let mut ui = ui;
        ui.insert("search_empty", t.with_raw_query(ids::SITE_SEARCH_EMPTY));
        ctx.insert("ui", &ui);
        let languages: Vec<Language> = self
            .locales
            .iter()
            .map(|(other, loc)| Language {
                tag: other.clone(),
                name: loc
                    .format(ids::LANGUAGE_NAME, None)
                    .unwrap_or_else(|_| other.clone()),
                url: format!("{root}{other}/{rel}"),
                current: other == tag,
            })
            .collect();
        ctx.insert("languages", &languages);
        let colors: Vec<Named<Player>> = Player::ALL
            .into_iter()
            .map(|p| Named {
                id: p,
                name: t.get(&ids::color_name(p)),
            })
            .collect();
        ctx.insert("colors", &colors);
        let galleries: Vec<GalleryLink> = self
            .data
            .sets
            .iter()
            .map(|s| {
                let url = format!("tiles/{}.html", s.set.id);
                GalleryLink {
                    current: rel == url,
                    url: format!("{locale_root}{url}"),
                    title: t.get(&ids::edition_name(&s.set.id)),
                }
            })
            .collect();
        ctx.insert("galleries", &galleries);
        let current_book = rel.split('/').next().unwrap_or("");
        let sidebar: Vec<SideBook> = self
            .books
            .iter()
            .map(|b| SideBook {
                url: format!("{locale_root}{}/index.html", b.id.id),
                title: t.get(&b.title.id),
                current: rel == format!("{}/index.html", b.id.id),
                open: current_book == b.id.id,
                chapters: b
                    .chapters
                    .iter()
                    .map(|c| SideChapter {
                        url: format!("{locale_root}{}/{}.html", b.id.id, c.id.id),
                        title: t.get(&c.title.id),
                        current: rel == format!("{}/{}.html", b.id.id, c.id.id),
                    })
                    .collect(),
            })
            .collect();
        ctx.insert("sidebar", &sidebar);
        // Previous and next, through every book in order.
        let mut order: Vec<(String, String)> = Vec::new();
        for b in self.books {
            order.push((format!("{}/index.html", b.id.id), t.get(&b.title.id)));
            for c in &b.chapters {
                order.push((format!("{}/{}.html", b.id.id, c.id.id), t.get(&c.title.id)));
            }
        }
        if let Some(i) = order.iter().position(|(u, _)| u == rel) {
            let link = |j: usize| Link {
                url: format!("{locale_root}{}", order[j].0),
                title: order[j].1.clone(),
            };
            if i > 0 {
                ctx.insert("prev", &link(i - 1));
            }
            if i + 1 < order.len() {
                ctx.insert("next", &link(i + 1));
            }
        }
    }
}
