//! `tilebook tiles` on the shipped data and on fixtures: what it writes,
//! that the sheets hold every tile, that output is the same byte for byte
//! on every run, and how it fails.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common::{self, fixture, repo, tilebook};
use tilebook::svg::render;

fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    common::files_under(dir)
}

fn run_ok(root: &Path, args: &[&str]) -> String {
    let out = tilebook(root, args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

#[test]
fn sheets_hold_every_tile_of_each_edition_and_output_is_deterministic() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    let said = run_ok(&repo(), &["tiles", "--out", a.to_str().unwrap()]);
    assert!(said.contains("wrote 195 tile kinds"), "{said}");
    run_ok(&repo(), &["tiles", "--out", b.to_str().unwrap()]);
    let (first, second) = (files(&a), files(&b));
    assert_eq!(
        first.keys().collect::<Vec<_>>(),
        second.keys().collect::<Vec<_>>()
    );
    for (path, bytes) in &first {
        assert!(
            *bytes == second[path],
            "{} differs between runs",
            path.display()
        );
    }

    let tiles = first.keys().filter(|p| p.starts_with("tiles")).count();
    assert_eq!(tiles, 195);
    for (edition, total, kinds, starts) in [
        ("abbey-mayor", 18, 13, 0), // with the 6 abbeys the players hold
        ("base", 72, 24, 1),
        ("catapult", 12, 12, 0),
        ("count", 12, 12, 0),
        ("cult", 5, 5, 0),
        ("cult-6", 6, 6, 0),
        ("inns-cathedrals", 18, 17, 0),
        ("king-robber", 5, 5, 0),
        ("princess-dragon", 30, 29, 0),
        ("river", 12, 12, 1),
        ("river-2", 12, 12, 1),
        ("tower", 18, 17, 0),
        ("traders-builders", 24, 24, 0),
        ("winter", 84, 36, 1),
        ("winter-2011", 72, 24, 1),
        ("winter-2012", 84, 36, 1),
        ("winter-2020", 84, 36, 1),
        ("winter-2022", 84, 36, 1),
    ] {
        let dir = Path::new("sheets").join(edition);
        let pages: Vec<(&PathBuf, &str)> = first
            .iter()
            .filter(|(p, _)| p.starts_with(&dir))
            .map(|(p, b)| (p, text(b)))
            .collect();
        let count = |suffix: &str, needle: &str| -> usize {
            pages
                .iter()
                .filter(|(p, _)| p.to_string_lossy().ends_with(suffix))
                .map(|(_, svg)| svg.matches(needle).count())
                .sum()
        };
        assert_eq!(count("-front.svg", "<g class=\"tile\""), total, "{edition}");
        assert_eq!(count("-back.svg", "<g class=\"back"), total, "{edition}");
        assert_eq!(
            count("-back.svg", "<g class=\"back start\""),
            starts,
            "{edition}"
        );
        assert_eq!(count(".svg", "<g class=\"entry\""), kinds, "{edition}");
        for (path, svg) in &pages {
            assert!(svg.contains("<title>"), "{}", path.display());
            render::parse(svg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        // One PDF page per SVG page.
        let pdf = &first[&PathBuf::from(format!("{edition}.pdf"))];
        assert!(pdf.starts_with(b"%PDF-"));
        let pdf_pages = pdf.windows(11).filter(|w| w == b"/Type /Page").count()
            - pdf.windows(12).filter(|w| w == b"/Type /Pages").count();
        assert_eq!(pdf_pages, pages.len(), "{edition}");
    }
    // The Count's block, the one set with a block, is drawn beside its
    // sheets.
    let blocks: Vec<&PathBuf> = first
        .keys()
        .filter(|p| p.to_string_lossy().ends_with("-block.svg"))
        .collect();
    assert_eq!(blocks, [&PathBuf::from("count-block.svg")]);
    render::parse(text(&first[blocks[0]])).expect("the block parses");
}

#[test]
fn one_edition_as_png_previews() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("png");
    run_ok(
        &repo(),
        &[
            "tiles",
            "--edition",
            "river",
            "--format",
            "png",
            "--out",
            out.to_str().unwrap(),
        ],
    );
    let all = files(&out);
    let pngs = all
        .keys()
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .count();
    // 12 tiles, a front, a back and an index page.
    assert_eq!(pngs, 12 + 3);
    assert!(
        all.values()
            .filter(|b| b.len() > 8)
            .all(|b| b.starts_with(b"\x89PNG") || b.starts_with(b"{"))
    );
    assert!(
        !all.keys()
            .any(|p| p.extension().is_some_and(|e| e == "pdf" || e == "svg"))
    );
}

#[test]
fn a_second_run_replaces_the_first_as_a_whole() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    run_ok(
        &repo(),
        &["tiles", "--edition", "base", "--out", out.to_str().unwrap()],
    );
    run_ok(
        &repo(),
        &[
            "tiles",
            "--edition",
            "river",
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert!(out.join("river.pdf").exists());
    assert!(!out.join("base.pdf").exists());
    // Nothing is left beside it.
    let beside: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert_eq!(beside.len(), 1);
}

#[test]
fn the_default_output_is_target_tiles_in_the_project() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    std::fs::create_dir_all(root.join("data/tilesets")).unwrap();
    std::fs::create_dir_all(root.join("locales/en")).unwrap();
    let good = fixture("l10n/good");
    std::fs::copy(
        good.join("data/tilesets/mini.toml"),
        root.join("data/tilesets/mini.toml"),
    )
    .unwrap();
    std::fs::copy(
        good.join("locales/en/main.ftl"),
        root.join("locales/en/main.ftl"),
    )
    .unwrap();
    run_ok(root, &["tiles"]);
    assert!(root.join("target/tiles/tiles").is_dir());
    assert!(root.join("target/tiles/.tilebook-output").is_file());
}

#[test]
fn an_unwritable_output_is_an_io_error_naming_the_path() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let out = file.join("tiles");
    let result = tilebook(&repo(), &["tiles", "--out", out.to_str().unwrap()]);
    assert_eq!(result.status.code(), Some(2));
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(err.contains("io/write"), "{err}");
    assert!(err.contains("a-file"), "{err}");
    assert!(err.contains("--out"), "{err}");
}

#[test]
fn a_folder_it_did_not_write_is_left_alone() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("precious.txt"), "keep me").unwrap();
    let result = tilebook(&repo(), &["tiles", "--out", tmp.path().to_str().unwrap()]);
    assert_eq!(result.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&result.stderr).contains("io/not-ours"));
    assert_eq!(
        std::fs::read_to_string(tmp.path().join("precious.txt")).unwrap(),
        "keep me"
    );
}

#[test]
fn bad_arguments_and_bad_data_fail_without_writing() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let o = out.to_str().unwrap();
    let unknown = tilebook(&repo(), &["tiles", "--edition", "nope", "--out", o]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&unknown.stderr)
            .contains("known editions: abbey-mayor, base, catapult, count, cult, cult-6, inns-cathedrals, king-robber, princess-dragon, river, river-2, tower, traders-builders, winter")
    );
    let locale = tilebook(&repo(), &["tiles", "--locale", "../x", "--out", o]);
    assert_eq!(locale.status.code(), Some(2));
    let broken = tilebook(&fixture("data/syntax"), &["tiles", "--out", o]);
    assert_eq!(broken.status.code(), Some(1));
    assert!(!out.exists());
}

#[test]
fn sheets_and_tiles_are_labelled_in_the_chosen_locale() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("art");
    run_ok(
        &repo(),
        &[
            "tiles",
            "--edition",
            "river",
            "--locale",
            "ro",
            "--out",
            out.to_str().unwrap(),
        ],
    );
    let mut report = tilebook::diag::Report::new();
    let ro = tilebook::l10n::Localizer::load(&repo(), "ro", &mut report).unwrap();
    let river = ro.format("edition-river", None).unwrap();
    let spring = ro.format("tile-river-spring", None).unwrap();
    let index = std::fs::read_to_string(out.join("sheets/river/index-1.svg")).unwrap();
    assert!(
        index.contains(&river),
        "page header names the edition in Romanian"
    );
    assert!(index.contains(&ro.format("sheet-index-title", None).unwrap()));
    let tile = std::fs::read_to_string(out.join("tiles/river-spring.svg")).unwrap();
    assert!(tile.contains(&format!("<title>{spring}</title>")), "{tile}");
    let bad = tilebook(
        &repo(),
        &["tiles", "--locale", "xx", "--out", out.to_str().unwrap()],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("l10n/no-locale"));
}
