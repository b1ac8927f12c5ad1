//! The content pages of one locale: home, book indexes, chapters, print
//! pages, galleries and 404, with their blocks, examples and search index.

use serde::Serialize;
use serde_json::Value;
use tilebook_engine::{Figure, KindId, Player, RulesId, When};

use super::model::*;
use super::{Page, Site, to_value};
use crate::book::{Block, Book, Chapter, Needs, Ref, Token};
use crate::l10n::{FluentArgs, engine, ids};
use crate::site::example;
use crate::site::search::{self, Entry};

/// The rule edition examples open with on a page whose book names none.
const DEFAULT_RULES: &str = "third";

impl Site<'_> {
    /// Every page of one locale, given to `emit` one by one in order;
    /// returns its search index.
    pub(super) fn pages(&self, t: &Text, emit: &mut dyn FnMut(Page)) -> Vec<Entry> {
        let mut index = Vec::new();
        // Home.
        #[derive(Serialize)]
        struct BookLink {
            url: String,
            title: String,
            summary: Option<String>,
        }
        let books: Vec<BookLink> = self
            .books
            .iter()
            .map(|b| BookLink {
                url: format!("{}/index.html", b.id.id),
                title: t.get(&b.title.id),
                summary: b.summary.as_ref().map(|s| t.get(&s.id)),
            })
            .collect();
        let mut page = Page::new("index.html", "index.html");
        page.insert("books", &books);
        page.insert("page_title", &t.get("site-home"));
        emit(page);
        for b in self.books.iter() {
            let book_title = t.get(&b.title.id);
            let summary = b.summary.as_ref().map(|s| t.get(&s.id));
            let chapters = self.chapter_views(b, t);
            // Each chapter's view is made and turned into a template value
            // once, for the book's index, its own page and the print page.
            let values: Vec<Value> = chapters.iter().map(to_value).collect();
            // Book index (table of contents).
            let mut page = Page::new(format!("{}/index.html", b.id.id), "book.html");
            page.insert("book_title", &book_title);
            page.insert("page_title", &book_title);
            page.insert("summary", &summary);
            // The contents need the chapters' and sections' titles only,
            // not their blocks; a section without a title has no entry.
            let toc: Vec<Value> = chapters
                .iter()
                .map(|c| {
                    let sections: Vec<Value> = c
                        .sections
                        .iter()
                        .filter(|s| s.title.as_deref().is_some_and(|t| !t.is_empty()))
                        .map(|s| serde_json::json!({"id": s.id, "title": s.title}))
                        .collect();
                    serde_json::json!({"id": c.id, "url": c.url, "title": c.title, "sections": sections})
                })
                .collect();
            page.ctx.insert("chapters".into(), Value::Array(toc));
            page.insert("print_url", "print.html");
            emit(page);
            for ((chapter, c), value) in b.chapters.iter().zip(&chapters).zip(&values) {
                let mut page = Page::new(format!("{}/{}.html", b.id.id, c.id), "chapter.html");
                page.insert("book_title", &book_title);
                page.insert("book_url", "index.html");
                page.insert("page_title", &c.title);
                page.ctx.insert("chapter".into(), value.clone());
                if let Some(controls) = self.controls(chapter, t) {
                    page.insert("controls", &controls);
                }
                if let Some(table) = self.engine_messages(chapter, t) {
                    page.insert("engine_messages", &table);
                }
                emit(page);
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
            let mut page = Page::new(format!("{}/print.html", b.id.id), "print.html");
            page.insert("book_title", &book_title);
            page.insert("page_title", &book_title);
            page.insert("summary", &summary);
            let mut printed = values;
            for chapter in &mut printed {
                for_printing(chapter, false);
            }
            page.ctx.insert("chapters".into(), Value::Array(printed));
            emit(page);
        }
        for s in &self.data.sets {
            let mut page = Page::new(format!("tiles/{}.html", s.set.id), "gallery.html");
            page.insert("page_title", &t.get(&ids::edition_name(&s.set.id)));
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
            page.insert("blocks", &vec![gallery]);
            page.insert("checklist_url", &format!("{}-checklist.html", s.set.id));
            emit(page);
            emit(self.checklist(s, t));
        }
        emit(self.board_page(t));
        if self.chooser {
            emit(self.mybox(t));
        }
        let mut page = Page::new("404.html", "404.html");
        page.insert("page_title", &t.get(ids::SITE_NOT_FOUND));
        emit(page);
        index
    }

    /// Each chapter of book `b` as its pages show it, its examples scored
    /// under the book's rule edition.
    pub(super) fn chapter_views(&self, b: &Book, t: &Text) -> Vec<ChapterView> {
        let rules = b
            .rules
            .as_ref()
            .map_or_else(|| RulesId::from(DEFAULT_RULES), |r| r.id.clone());
        b.chapters
            .iter()
            .map(|c| ChapterView {
                id: c.id.id.clone(),
                url: format!("{}.html", c.id.id),
                title: t.get(&c.title.id),
                phase: c.phase,
                shown: self.shown(&c.needs),
                sections: c
                    .sections
                    .iter()
                    .map(|s| SectionView {
                        id: s.id.id.clone(),
                        title: s.title.as_ref().map(|r| t.get(&r.id)),
                        with: self.with_label(&s.with, t),
                        shown: self.shown(&s.needs),
                        blocks: s
                            .blocks
                            .iter()
                            .map(|bl| self.block(bl, t, &rules, "../", false))
                            .collect(),
                    })
                    .collect(),
            })
            .collect()
    }

    /// When a part is shown, for the "My box" page's script; hidden when
    /// the box without a choice (the base game alone) does not show it.
    fn shown(&self, needs: &Needs) -> Shown {
        let join = |tokens: &[Token]| {
            tokens
                .iter()
                .map(Token::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        Shown {
            all: join(&needs.all),
            none: join(&needs.none),
            hidden: !needs.holds(&self.default_tokens),
        }
    }

    /// "When played with: …", naming the books an interaction is with.
    fn with_label(&self, with: &[Ref], t: &Text) -> Option<String> {
        if with.is_empty() {
            return None;
        }
        let titles: Vec<String> = with
            .iter()
            .map(|w| match self.sources.iter().find(|b| b.id.id == w.id) {
                Some(b) => t.get(&b.title.id),
                None => w.id.clone(),
            })
            .collect();
        let mut args = FluentArgs::new();
        args.set("books", titles.join(", "));
        args.set("count", titles.len() as f64);
        Some(t.with(ids::BOX_WITH, Some(&args)))
    }

    /// The interactive examples of a chapter, in order.
    fn chapter_examples(&self, chapter: &Chapter) -> Vec<&example::Prepared> {
        chapter
            .sections
            .iter()
            .flat_map(|s| &s.blocks)
            .filter_map(|b| match b {
                Block::Example(r) | Block::Editions(r) => self.examples.get(&r.id),
                _ => None,
            })
            .collect()
    }

    /// What the controls of a chapter's interactive examples offer, once
    /// per page (the script gives each example its copy): every rule
    /// edition, the figures, the rule variants its examples switch, and
    /// the names of the tile kinds its examples may place (only those: a
    /// page carries no name of a kind none of its examples has).
    fn controls(&self, chapter: &Chapter, t: &Text) -> Option<ControlsView> {
        let examples = self.chapter_examples(chapter);
        if examples.is_empty() {
            return None;
        }
        let extra = example::extra_figures(examples.iter().copied());
        let figures = if extra.is_empty() {
            Vec::new()
        } else {
            std::iter::once(Figure::Follower)
                .chain(extra)
                .map(|f| Named {
                    id: f,
                    name: t.get(&format!("engine-figure-{f}")),
                })
                .collect()
        };
        let mut switched: Vec<&str> = (examples.iter())
            .flat_map(|p| p.variants.iter().map(|v| v.id.as_str()))
            .collect();
        switched.sort_unstable();
        switched.dedup();
        let variants = (self.data.variants.iter())
            .filter(|v| switched.contains(&v.id.as_str()))
            .map(|v| VariantControl {
                id: v.id.clone(),
                name: t.get(&ids::variant_name(&v.id)),
                options: (v.options.iter())
                    .map(|o| Named {
                        id: o.id.clone(),
                        name: t.get(&ids::variant_option_name(&v.id, &o.id)),
                    })
                    .collect(),
            })
            .collect();
        // The kinds the page's examples may place, each once, by id.
        let kinds: std::collections::BTreeSet<&KindId> =
            examples.iter().flat_map(|p| &p.ids).collect();
        let kinds = (kinds.into_iter())
            .map(|id| Named {
                id: id.clone(),
                name: format!("{} ({id})", t.get(&ids::tile_name(id))),
            })
            .collect();
        // Only the labels of the expansions its examples play.
        let modules: std::collections::BTreeSet<&str> = (examples.iter())
            .flat_map(|p| p.example.modules.iter().map(String::as_str))
            .collect();
        let labels = (ids::ext_labels_of(|id| modules.contains(id)).into_iter())
            .map(|(key, id)| (key, t.get(&id)))
            .collect();
        Some(ControlsView {
            figures,
            editions: self.editions(t),
            variants,
            kinds,
            labels,
        })
    }

    /// Every rule edition by its name.
    pub(super) fn editions(&self, t: &Text) -> Vec<Named<RulesId>> {
        self.data
            .rules
            .iter()
            .map(|r| Named {
                id: r.id.clone(),
                name: t.get(&ids::rules_name(&r.id)),
            })
            .collect()
    }

    /// The texts of every error the chapter's interactive examples can
    /// show, in the page's locale, as JSON for its script
    /// ([`example::error_table`]); `None` for a chapter without examples.
    fn engine_messages(&self, chapter: &Chapter, t: &Text) -> Option<String> {
        let examples = self.chapter_examples(chapter);
        if examples.is_empty() {
            return None;
        }
        Some(self.engine_messages_of(examples, t))
    }

    /// The texts of the errors the engine can show for `examples`, as the
    /// page's script reads them (made once per locale for the same errors).
    pub(super) fn engine_messages_of(&self, examples: Vec<&example::Prepared>, t: &Text) -> String {
        let messages = example::widget_errors(examples);
        if let Some(table) = t.engine_tables.borrow().get(&messages) {
            return table.clone();
        }
        let texts = messages.iter().map(|m| {
            // `Text` records what does not render (an `l10n/render` error).
            let text = engine::render_with(m, |id, args| Ok(t.with(id, args)));
            (m.clone(), text.unwrap_or_default())
        });
        let table = example::error_table(texts);
        t.engine_tables.borrow_mut().insert(messages, table.clone());
        table
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
            Block::Totals(rows) => {
                let mut sum = 0;
                let rows = rows
                    .iter()
                    .filter_map(|row| {
                        let n = self.data.set(&row.set.id)?.set.stated_total;
                        let shown = self.shown(&row.needs);
                        if !shown.hidden {
                            sum += n;
                        }
                        Some(TotalRow {
                            name: t.get(&ids::edition_name(&row.set.id)),
                            count: t.loc.number(f64::from(n)),
                            n,
                            shown,
                        })
                    })
                    .collect();
                BlockView {
                    kind: "totals",
                    totals: Some(TotalsView {
                        rows,
                        total: t.loc.number(f64::from(sum)),
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
        // "Red 4, Blue 4": who scored what, as a table cell.
        let points = |list: &[(Player, u32)]| {
            list.iter()
                .map(|(pl, n)| {
                    format!(
                        "{} {}",
                        t.get(&ids::color_name(*pl)),
                        t.loc.number(f64::from(*n))
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let final_label = t.get("example-when-final");
        let table = |outcome: &crate::data::board::Outcome| Table {
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
            // The events, then the points outside features'
            // majorities, as the page's script lists them.
            events: outcome
                .events
                .iter()
                .map(|e| EventRow {
                    what: t.get(&ids::feature_name(e.feature)),
                    when: match e.when {
                        When::Play => t.get("example-when-play"),
                        When::Final => final_label.clone(),
                    },
                    tiles: t.loc.number(e.tiles.len() as f64),
                    points: points(&e.points),
                })
                // The fairy's points, ransoms, the most goods (a
                // ransom's payer loses what its holder gains).
                .chain(outcome.awards.iter().map(|a| EventRow {
                    what: t.get(&ids::award_name(a.reason)),
                    when: match a.when {
                        When::Play => t.get("example-when-play"),
                        When::Final => final_label.clone(),
                    },
                    tiles: t.loc.number(a.tiles.len() as f64),
                    points: points(&[(a.player, a.points)]),
                }))
                .collect(),
        };
        let tables = p.outcomes.iter().map(table).collect();
        // “When the dragon moves: after the scoring”, each option chosen.
        let variants = (p.variant_outcomes.iter())
            .map(|(choices, outcomes)| VariantTables {
                label: (choices.0.iter())
                    .map(|(v, o)| {
                        format!(
                            "{}: {}",
                            t.get(&ids::variant_name(v)),
                            t.get(&ids::variant_option_name(v, o))
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
                tables: outcomes.iter().map(table).collect(),
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
            steps: p.example.tiles.len(),
            all,
            choosable: false,
            tables,
            variants,
        })
    }
}

/// A chapter's value as the print page shows it: every example printed
/// (a picture instead of the interactive board); `choosable`: with the
/// scores of every rule edition, for the "My box" page's script.
pub(super) fn for_printing(chapter: &mut Value, choosable: bool) {
    let blocks = chapter["sections"]
        .as_array_mut()
        .into_iter()
        .flatten()
        .filter_map(|s| s["blocks"].as_array_mut())
        .flatten();
    for block in blocks {
        if let Some(example) = block.get_mut("example").and_then(Value::as_object_mut) {
            example.insert("print".into(), Value::Bool(true));
            example.insert("choosable".into(), Value::Bool(choosable));
        }
    }
}
