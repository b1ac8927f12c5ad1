//! Page contexts: everything a template shows, already localized. The
//! templates only lay it out.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;
use tera::{Context, Tera};
use tilebook_engine::{FeatureType, Player, When};

use super::example::{self, Prepared};
use super::output::Files;
use super::search::{self, Entry};
use super::{CSP, Options};
use crate::book::{Block, Book};
use crate::data::Data;
use crate::data::board;
use crate::diag::{Diagnostic, Report};
use crate::l10n::{FluentArgs, Localizer, ids};

/// The locales of the site, source first.
fn locale_tags(root: &Path) -> Vec<String> {
    let mut tags: Vec<String> = std::fs::read_dir(root.join(crate::l10n::LOCALES_DIR))
        .map(|rd| {
            rd.filter_map(Result::ok)
                .filter(|e| e.path().is_dir())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    tags.sort_by_key(|t| (t != crate::l10n::SOURCE_LOCALE, t.clone()));
    tags
}

/// Text of one locale; formatting errors become build errors.
struct Text<'a> {
    loc: &'a Localizer,
    errors: std::cell::RefCell<Vec<String>>,
}

impl Text<'_> {
    fn get(&self, id: &str) -> String {
        self.with(id, None)
    }

    fn with(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.loc.format(id, args).unwrap_or_else(|e| {
            self.errors.borrow_mut().push(e.to_string());
            id.to_string()
        })
    }

    fn attr(&self, id: &str, attr: &str) -> Option<String> {
        self.loc.attribute(id, attr, None).ok()
    }
}

#[derive(Serialize, Clone)]
struct Link {
    url: String,
    title: String,
}

#[derive(Serialize)]
struct Language {
    tag: String,
    name: String,
    url: String,
    current: bool,
}

#[derive(Serialize)]
struct SideBook {
    url: String,
    title: String,
    current: bool,
    open: bool,
    chapters: Vec<SideChapter>,
}

#[derive(Serialize)]
struct SideChapter {
    url: String,
    title: String,
    current: bool,
}

#[derive(Serialize)]
struct GalleryLink {
    url: String,
    title: String,
    current: bool,
}

#[derive(Serialize, Default)]
struct BlockView {
    kind: &'static str,
    text: String,
    items: Vec<String>,
    tiles: Vec<TileView>,
    gallery: Option<GalleryView>,
    example: Option<ExampleView>,
}

#[derive(Serialize, Clone)]
struct TileView {
    id: String,
    name: String,
    src: String,
    count: String,
    start: bool,
}

#[derive(Serialize)]
struct GalleryView {
    total: String,
    tiles: Vec<TileView>,
}

#[derive(Serialize)]
struct ExampleView {
    id: String,
    print: bool,
    img: String,
    title: Option<String>,
    caption: String,
    svg: String,
    json: String,
    rules: String,
    steps: usize,
    all: bool,
    editions: Vec<Named>,
    kinds: Vec<KindOption>,
    tables: Vec<Table>,
}

#[derive(Serialize)]
struct Named {
    id: String,
    name: String,
}

#[derive(Serialize)]
struct KindOption {
    index: usize,
    name: String,
}

#[derive(Serialize)]
struct Table {
    id: String,
    name: String,
    players: Vec<PlayerRow>,
    events: Vec<EventRow>,
}

#[derive(Serialize)]
struct PlayerRow {
    id: String,
    name: String,
    points: String,
}

#[derive(Serialize)]
struct EventRow {
    what: String,
    when: String,
    tiles: String,
    points: String,
}

#[derive(Serialize)]
struct SectionView {
    id: String,
    title: Option<String>,
    blocks: Vec<BlockView>,
}

#[derive(Serialize)]
struct ChapterView {
    id: String,
    url: String,
    title: String,
    sections: Vec<SectionView>,
}

/// The UI strings of every page, keyed for templates.
const UI: &[(&str, &str)] = &[
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

/// A page to render: its path under the locale, template and context.
struct Page {
    rel: String,
    template: &'static str,
    ctx: Context,
}

/// Everything the pages are made from.
pub struct Site<'a> {
    data: &'a Data,
    books: &'a [Book],
    tera: Tera,
    opts: &'a Options,
    locales: Vec<(String, Localizer)>,
    examples: BTreeMap<String, Prepared>,
    root: PathBuf,
}

fn depth_prefix(rel: &str) -> String {
    "../".repeat(rel.matches('/').count())
}

impl<'a> Site<'a> {
    /// Prepares the site: localizers for every locale and every example.
    pub fn new(
        root: &Path,
        data: &'a Data,
        books: &'a [Book],
        tera: Tera,
        opts: &'a Options,
        report: &mut Report,
    ) -> Option<Site<'a>> {
        let mut locales = Vec::new();
        for tag in locale_tags(root) {
            locales.push((tag.clone(), Localizer::load(root, &tag, report)?));
        }
        let anchors = example::all_anchors(data);
        let mut examples = BTreeMap::new();
        for b in &data.examples {
            examples.insert(b.id.clone(), example::prepare(b, data, &anchors, report)?);
        }
        Some(Site {
            data,
            books,
            tera,
            opts,
            locales,
            examples,
            root: root.to_path_buf(),
        })
    }

    /// Renders every file of the site.
    pub fn render(&self, report: &mut Report) -> Option<Files> {
        let mut files = Files::new();
        self.static_files(&mut files, report)?;
        for (tag, loc) in &self.locales {
            let text = Text {
                loc,
                errors: Default::default(),
            };
            let (pages, index) = self.pages(&text);
            for page in pages {
                let mut ctx = page.ctx;
                self.common(&mut ctx, tag, &page.rel, &text);
                match self.tera.render(page.template, &ctx) {
                    Ok(html) => {
                        files.insert(PathBuf::from(tag).join(&page.rel), html.into_bytes());
                    }
                    Err(e) => {
                        report.push(
                            Diagnostic::error("site/template", super::templates::chain(&e))
                                .in_file(Path::new(super::templates::TEMPLATES_DIR).join(page.template))
                                .note(format!("while rendering {tag}/{}", page.rel))
                                .hint("a template uses a value the page does not have, or a filter wrongly"),
                        );
                        return None;
                    }
                }
            }
            let json = serde_json::to_vec(&index).expect("search index serializes");
            files.insert(PathBuf::from(tag).join("search.json"), json);
            for e in text.errors.into_inner() {
                report.push(
                    Diagnostic::error("l10n/render", e)
                        .in_file(Path::new(crate::l10n::LOCALES_DIR).join(tag))
                        .hint("run `tilebook check` to see the message's problem"),
                );
            }
        }
        self.root_pages(&mut files, report)?;
        for (id, p) in &self.examples {
            files.insert(
                PathBuf::from("examples").join(format!("{}.svg", example::file_id(id))),
                example::board_file(p, id).into_bytes(),
            );
            files.insert(
                PathBuf::from("examples").join(format!("{}.json", example::file_id(id))),
                serde_json::to_vec(&p.json).expect("example serializes"),
            );
        }
        for info in self.data.kinds.values() {
            let name = self
                .locales
                .first()
                .and_then(|(_, l)| l.format(&ids::tile_name(&info.kind.id), None).ok())
                .unwrap_or_else(|| info.kind.id.clone());
            files.insert(
                PathBuf::from("tiles").join(format!("{}.svg", example::file_id(&info.kind.id))),
                crate::svg::render_tile(&info.kind, &name).into_bytes(),
            );
        }
        Some(files)
    }

    fn static_files(&self, files: &mut Files, report: &mut Report) -> Option<()> {
        let dir = Path::new(super::templates::TEMPLATES_DIR).join("static");
        let dir_name = dir.to_string_lossy();
        let mut assets = Vec::new();
        for ext in ["css", "js", "svg"] {
            assets.extend(crate::data::files_with_extension(
                &self.root, &dir_name, ext, report,
            ));
        }
        for rel in assets {
            let bytes = std::fs::read(self.root.join(&rel)).map_err(|e| {
                report
                    .push(Diagnostic::error("io/read", format!("cannot read: {e}")).in_file(&rel));
            });
            let name = rel.strip_prefix(&dir).unwrap_or(&rel);
            files.insert(PathBuf::from("static").join(name), bytes.ok()?);
        }
        let wasm = &self.opts.wasm;
        let js = wasm.join("tilebook_wasm.js");
        let bin = wasm.join("tilebook_wasm_bg.wasm");
        if js.is_file() && bin.is_file() {
            for (from, to) in [(js, "tilebook_wasm.js"), (bin, "tilebook_wasm_bg.wasm")] {
                match std::fs::read(&from) {
                    Ok(b) => {
                        files.insert(PathBuf::from("static/wasm").join(to), b);
                    }
                    Err(e) => {
                        report.push(
                            Diagnostic::error("io/read", format!("cannot read: {e}"))
                                .in_file(&from),
                        );
                        return None;
                    }
                }
            }
        } else {
            report.push(
                Diagnostic::warning(
                    "site/no-wasm",
                    format!(
                        "the engine compiled to WebAssembly is not in {}: the examples will show their scores but not respond",
                        wasm.display()
                    ),
                )
                .hint("run `bash scripts/build-wasm.sh` (the README's main command does)"),
            );
        }
        Some(())
    }

    fn root_pages(&self, files: &mut Files, report: &mut Report) -> Option<()> {
        #[derive(Serialize)]
        struct Choice {
            tag: String,
            name: String,
            title: String,
            choose: String,
            url: String,
        }
        let languages: Vec<Choice> = self
            .locales
            .iter()
            .map(|(tag, loc)| {
                let t = Text {
                    loc,
                    errors: Default::default(),
                };
                Choice {
                    tag: tag.clone(),
                    name: t.get(ids::LANGUAGE_NAME),
                    title: t.get("site-title"),
                    choose: t.get("site-choose-language"),
                    url: format!("{tag}/index.html"),
                }
            })
            .collect();
        let mut ctx = Context::new();
        ctx.insert("root", "");
        ctx.insert("csp", CSP);
        ctx.insert("languages", &languages);
        ctx.insert("live_reload", &self.opts.live_reload);
        match self.tera.render("languages.html", &ctx) {
            Ok(html) => {
                files.insert("index.html".into(), html.into_bytes());
            }
            Err(e) => {
                report.push(
                    Diagnostic::error("site/template", super::templates::chain(&e))
                        .in_file("templates/languages.html"),
                );
                return None;
            }
        }
        // Outside any locale, unknown paths get the source locale's 404.
        if let Some((tag, _)) = self.locales.first()
            && let Some(page) = files.get(&PathBuf::from(tag).join("404.html")).cloned()
        {
            files.insert("404.html".into(), page);
        }
        Some(())
    }

    /// Fields every page has.
    fn common(&self, ctx: &mut Context, tag: &str, rel: &str, t: &Text) {
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
        let colors: Vec<Named> = Player::ALL
            .iter()
            .map(|p| Named {
                id: p.name().into(),
                name: t.get(&ids::color_name(p.name())),
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

    /// Every page of one locale, and its search index.
    fn pages(&self, t: &Text) -> (Vec<Page>, Vec<Entry>) {
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
            let rules = b.rules.as_ref().map_or("third", |r| r.id.as_str());
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
                                    .map(|bl| self.block(bl, t, rules, "../", print))
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
            for c in &chapters {
                let mut ctx = Context::new();
                ctx.insert("book_title", &book_title);
                ctx.insert("book_url", "index.html");
                ctx.insert("page_title", &c.title);
                ctx.insert("chapter", c);
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
                "third",
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

    fn tile_view(&self, id: &str, t: &Text, root: &str) -> TileView {
        TileView {
            id: id.to_string(),
            name: t.get(&ids::tile_name(id)),
            src: format!("{root}tiles/{}.svg", example::file_id(id)),
            count: String::new(),
            start: false,
        }
    }

    /// One block, localized. `locale_root` is the path from the page to its
    /// locale's root (pages in a book are one folder down).
    fn block(&self, b: &Block, t: &Text, rules: &str, locale_root: &str, print: bool) -> BlockView {
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

    fn example_view(
        &self,
        id: &str,
        t: &Text,
        rules: &str,
        root: &str,
        all: bool,
        print: bool,
    ) -> Option<ExampleView> {
        let p = self.examples.get(id)?;
        let b = self.data.examples.iter().find(|b| b.id == id)?;
        let msg = format!("example-{id}");
        let caption = t.get(&msg);
        let title = t.attr(&msg, "title");
        let tables = self
            .data
            .rules
            .iter()
            .filter_map(|r| {
                let mut scratch = Report::new();
                let outcome = board::replay(b, &p.table, r, &mut scratch)?;
                Some(Table {
                    id: r.id.clone(),
                    name: t.get(&format!("rules-{}", r.id)),
                    players: outcome
                        .players
                        .iter()
                        .map(|(pl, n)| PlayerRow {
                            id: pl.name().into(),
                            name: t.get(&ids::color_name(pl.name())),
                            points: t.loc.number(f64::from(*n)),
                        })
                        .collect(),
                    events: outcome
                        .events
                        .iter()
                        .map(|e| EventRow {
                            what: t.get(match e.feature {
                                FeatureType::City => "feature-city",
                                FeatureType::Road => "feature-road",
                                FeatureType::Cloister => "feature-cloister",
                                _ => "feature-farm",
                            }),
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
                                        t.get(&ids::color_name(pl.name())),
                                        t.loc.number(f64::from(*n))
                                    )
                                })
                                .collect::<Vec<_>>()
                                .join(", "),
                        })
                        .collect(),
                })
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
            rules: rules.to_string(),
            steps: p.json.engine.tiles.len(),
            all,
            editions: self
                .data
                .rules
                .iter()
                .map(|r| Named {
                    id: r.id.clone(),
                    name: t.get(&format!("rules-{}", r.id)),
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

impl Text<'_> {
    /// A message with a `$query` placeholder kept for the script to fill:
    /// formatted with the query `{q}`.
    fn with_raw_query(&self, id: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("query", "{q}");
        self.with(id, Some(&args))
    }
}
