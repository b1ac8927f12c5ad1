//! The content pages of one locale: home, book indexes, chapters, print
//! pages, galleries and 404, with their blocks, examples and search index.

use serde::Serialize;
use tera::Context;
use tilebook_engine::{KindId, RulesId, When};

use super::model::*;
use super::{Page, Site};
use crate::book::{Block, Chapter};
use crate::l10n::{FluentArgs, engine, ids};
use crate::site::example;
use crate::site::search::{self, Entry};

/// The rule edition examples open with on a page whose book names none.
const DEFAULT_RULES: &str = "third";

impl Site<'_> {
    /// Every page of one locale, and its search index.
    pub(super) fn pages(&self, t: &Text) -> (Vec<Page>, Vec<Entry>) {
        let mut pages = Vec::new();
        let mut index = Vec::new();
        // Home.
        #[derive(Serialize)]
        struct BookLink {
            url: String,
            title: String,
            summary: Option<String>,
        }
        let mut ctx = Context::new();
        let books: Vec<BookLink> = self
            .books
            .iter()
            .map(|b| BookLink {
                url: format!("{}/index.html", b.id.id),
                title: t.get(&b.title.id),
                summary: b.summary.as_ref().map(|s| t.get(&s.id)),
            })
            .collect();
        ctx.insert("books", &books);
        ctx.insert("page_title", &t.get("site-home"));
        pages.push(Page {
            rel: "index.html".into(),
            template: "index.html",
            ctx,
        });
        for b in self.books {
            let book_title = t.get(&b.title.id);
            let rules = b
                .rules
                .as_ref()
                .map_or_else(|| RulesId::from(DEFAULT_RULES), |r| r.id.clone());
            let views = |print: bool| -> Vec<ChapterView> {
                b.chapters
                    .iter()
                    .map(|c| ChapterView {
                        id: c.id.id.clone(),
                        url: format!("{}.html", c.id.id),
                        title: t.get(&c.title.id),
                        sections: c
                            .sections
                            .iter()
                            .map(|s| SectionView {
                                id: s.id.id.clone(),
                                title: s.title.as_ref().map(|r| t.get(&r.id)),
                                blocks: s
                                    .blocks
                                    .iter()
                                    .map(|bl| self.block(bl, t, &rules, "../", print))
                                    .collect(),
                            })
                            .collect(),
                    })
                    .collect()
            };
            let chapters = views(false);
            // Book index (table of contents).
            let mut ctx = Context::new();
            ctx.insert("book_title", &book_title);
            ctx.insert("page_title", &book_title);
            ctx.insert("summary", &b.summary.as_ref().map(|s| t.get(&s.id)));
            ctx.insert("chapters", &chapters);
            ctx.insert("print_url", "print.html");
            pages.push(Page {
                rel: format!("{}/index.html", b.id.id),
                template: "book.html",
                ctx,
            });
            for (chapter, c) in b.chapters.iter().zip(&chapters) {
                let mut ctx = Context::new();
                ctx.insert("book_title", &book_title);
                ctx.insert("book_url", "index.html");
                ctx.insert("page_title", &c.title);
                ctx.insert("chapter", c);
                if let Some(table) = self.engine_messages(chapter, t) {
                    ctx.insert("engine_messages", &table);
                }
                pages.push(Page {
                    rel: format!("{}/{}.html", b.id.id, c.id),
                    template: "chapter.html",
                    ctx,
                });
                for s in &c.sections {
                    let mut body = String::new();
                    for bl in &s.blocks {
                        body.push_str(&bl.text);
                        body.push(' ');
                        for i in &bl.items {
                            body.push_str(i);
                            body.push(' ');
                        }
                    }
                    let title = match &s.title {
                        Some(st) => format!("{} › {} › {st}", book_title, c.title),
                        None => format!("{} › {}", book_title, c.title),
                    };
                    index.push(Entry {
                        x: search::fold(&format!("{title} {body}")),
                        t: title,
                        u: format!("{}/{}.html#{}", b.id.id, c.id, s.id),
                    });
                }
            }
            let mut ctx = Context::new();
            ctx.insert("book_title", &book_title);
            ctx.insert("page_title", &book_title);
            ctx.insert("summary", &b.summary.as_ref().map(|s| t.get(&s.id)));
            ctx.insert("chapters", &views(true));
            pages.push(Page {
                rel: format!("{}/print.html", b.id.id),
                template: "print.html",
                ctx,
            });
        }
        for s in &self.data.sets {
            let mut ctx = Context::new();
            ctx.insert("page_title", &t.get(&ids::edition_name(&s.set.id)));
            let gallery = self.block(
                &Block::Gallery(crate::book::Ref {
                    id: s.set.id.clone(),
                    span: 0..0,
                }),
                t,
                &RulesId::from(DEFAULT_RULES),
                "../",
                false,
            );
            ctx.insert("blocks", &vec![gallery]);
            pages.push(Page {
                rel: format!("tiles/{}.html", s.set.id),
                template: "gallery.html",
                ctx,
            });
        }
        let mut ctx = Context::new();
        ctx.insert("page_title", &t.get(ids::SITE_NOT_FOUND));
        pages.push(Page {
            rel: "404.html".into(),
            template: "404.html",
            ctx,
        });
        (pages, index)
    }

    /// The texts of every error the chapter's interactive examples can
    /// show, in the page's locale, as JSON for its script
    /// ([`example::error_table`]); `None` for a chapter without examples.
    fn engine_messages(&self, chapter: &Chapter, t: &Text) -> Option<String> {
        let examples: Vec<&example::Prepared> = chapter
            .sections
            .iter()
            .flat_map(|s| &s.blocks)
            .filter_map(|b| match b {
                Block::Example(r) | Block::Editions(r) => self.examples.get(&r.id),
                _ => None,
            })
            .collect();
        if examples.is_empty() {
            return None;
        }
        let texts = example::widget_errors(examples).into_iter().map(|m| {
            // `Text` records what does not render (an `l10n/render` error).
            let text = engine::render_with(&m, |id, args| Ok(t.with(id, args)));
            (m, text.unwrap_or_default())
        });
        Some(example::error_table(texts))
    }

    pub(super) fn tile_view(&self, id: &KindId, t: &Text, root: &str) -> TileView {
        TileView {
            id: id.clone(),
            name: t.get(&ids::tile_name(id)),
            src: format!("{root}tiles/{}.svg", example::file_id(id)),
            count: String::new(),
            start: false,
        }
    }

    /// One block, localized. `locale_root` is the path from the page to its
    /// locale's root (pages in a book are one folder down).
    pub(super) fn block(
        &self,
        b: &Block,
        t: &Text,
        rules: &RulesId,
        locale_root: &str,
        print: bool,
    ) -> BlockView {
        let root = format!("../{locale_root}");
        match b {
            Block::Text(r) => BlockView {
                kind: "text",
                text: t.get(&r.id),
                ..Default::default()
            },
            Block::Note(r) => BlockView {
                kind: "note",
                text: t.get(&r.id),
                ..Default::default()
            },
            Block::List(rs) => BlockView {
                kind: "list",
                items: rs.iter().map(|r| t.get(&r.id)).collect(),
                ..Default::default()
            },
            Block::Steps(rs) => BlockView {
                kind: "steps",
                items: rs.iter().map(|r| t.get(&r.id)).collect(),
                ..Default::default()
            },
            Block::Tiles(rs) => BlockView {
                kind: "tiles",
                tiles: rs.iter().map(|r| self.tile_view(&r.id, t, &root)).collect(),
                ..Default::default()
            },
            Block::Gallery(r) => {
                let Some(info) = self.data.set(&r.id) else {
                    return BlockView::default();
                };
                let mut args = FluentArgs::new();
                args.set("edition", t.get(&ids::edition_name(&r.id)));
                args.set("total", f64::from(info.set.stated_total));
                BlockView {
                    kind: "gallery",
                    gallery: Some(GalleryView {
                        total: t.with("site-gallery-total", Some(&args)),
                        tiles: info
                            .set
                            .entries
                            .iter()
                            .map(|e| TileView {
                                count: format!("× {}", t.loc.number(f64::from(e.count))),
                                start: e.start,
                                ..self.tile_view(&e.kind, t, &root)
                            })
                            .collect(),
                    }),
                    ..Default::default()
                }
            }
            Block::Example(r) | Block::Editions(r) => {
                let all = matches!(b, Block::Editions(_));
                BlockView {
                    kind: "example",
                    example: self.example_view(&r.id, t, rules, &root, all, print),
                    ..Default::default()
                }
            }
        }
    }

    pub(super) fn example_view(
        &self,
        id: &str,
        t: &Text,
        rules: &RulesId,
        root: &str,
        all: bool,
        print: bool,
    ) -> Option<ExampleView> {
        let p = self.examples.get(id)?;
        let msg = format!("example-{id}");
        let caption = t.get(&msg);
        let title = t.attr(&msg, "title");
        let tables = p
            .outcomes
            .iter()
            .map(|outcome| Table {
                id: outcome.rules.clone(),
                name: t.get(&ids::rules_name(&outcome.rules)),
                players: outcome
                    .players
                    .iter()
                    .map(|(pl, n)| PlayerRow {
                        id: *pl,
                        name: t.get(&ids::color_name(*pl)),
                        points: t.loc.number(f64::from(*n)),
                    })
                    .collect(),
                events: outcome
                    .events
                    .iter()
                    .map(|e| EventRow {
                        what: t.get(&ids::feature_name(e.feature)),
                        when: t.get(match e.when {
                            When::Play => "example-when-play",
                            When::Final => "example-when-final",
                        }),
                        tiles: t.loc.number(e.tiles.len() as f64),
                        points: e
                            .points
                            .iter()
                            .map(|(pl, n)| {
                                format!(
                                    "{} {}",
                                    t.get(&ids::color_name(*pl)),
                                    t.loc.number(f64::from(*n))
                                )
                            })
                            .collect::<Vec<_>>()
                            .join(", "),
                    })
                    .collect(),
            })
            .collect();
        Some(ExampleView {
            id: example::file_id(id),
            print,
            img: format!("{root}examples/{}.svg", example::file_id(id)),
            svg: example::board_svg(
                p,
                &format!("{root}tiles/"),
                title.as_deref().unwrap_or(&caption),
            ),
            title,
            caption,
            json: format!("{root}examples/{}.json", example::file_id(id)),
            rules: rules.clone(),
            steps: p.json.engine.tiles.len(),
            all,
            editions: self
                .data
                .rules
                .iter()
                .map(|r| Named {
                    id: r.id.clone(),
                    name: t.get(&ids::rules_name(&r.id)),
                })
                .collect(),
            kinds: p
                .json
                .ids
                .iter()
                .enumerate()
                .map(|(i, kid)| KindOption {
                    index: i,
                    name: format!("{} ({kid})", t.get(&ids::tile_name(kid))),
                })
                .collect(),
            tables,
        })
    }
}
