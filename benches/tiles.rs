//! How long the tile art takes: every tile of every edition as SVG, and
//! every edition's sheet pages (target: under 50 ms in all), and the
//! anchors of every kind.
//!
//! Run with `cargo bench --bench tiles`.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tilebook::data::{self, Data};
use tilebook::diag::Report;
use tilebook::svg::{self, SheetEntry, SheetText};

// The allocator the binary uses, so that the figures are the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn shipped() -> Data {
    let mut report = Report::new();
    let data = data::load(Path::new(env!("CARGO_MANIFEST_DIR")), &mut report);
    assert_eq!(report.errors(), 0, "the shipped data has errors");
    data
}

/// Every tile SVG and every sheet page of every edition.
fn render_all(data: &Data) -> usize {
    let mut bytes = 0;
    for info in &data.sets {
        let text = SheetText {
            lang: "en".into(),
            edition_name: info.set.id.to_string(),
            index_title: "Tiles".into(),
            tile_names: Default::default(),
            page_title: Box::new(|page, pages| format!("{page}/{pages}")),
        };
        let entries: Vec<SheetEntry> = info
            .set
            .entries
            .iter()
            .filter_map(|e| {
                Some(SheetEntry {
                    kind: data.kind(&e.kind)?,
                    count: e.count,
                    start: e.start,
                })
            })
            .collect();
        for e in &entries {
            bytes += svg::render_tile(e.kind, e.kind.id.as_str()).len();
        }
        for page in svg::sheets(&entries, &text) {
            bytes += page.svg.len();
        }
    }
    bytes
}

fn benches(c: &mut Criterion) {
    let data = shipped();
    c.bench_function("all editions: tile SVGs and sheet pages", |b| {
        b.iter(|| render_all(black_box(&data)))
    });
    c.bench_function("anchors of every tile kind", |b| {
        b.iter(|| {
            data.kinds
                .values()
                .map(|k| svg::anchors(black_box(&k.kind)).len())
                .sum::<usize>()
        })
    });
    c.bench_function(
        "art of every tile kind (body and anchors, as a site build)",
        |b| {
            b.iter(|| {
                data.kinds
                    .values()
                    .map(|k| svg::tile_art(black_box(&k.kind)).body.len())
                    .sum::<usize>()
            })
        },
    );
}

criterion_group!(tiles, benches);
criterion_main!(tiles);
