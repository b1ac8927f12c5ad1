//! `tilebook tiles` makes one sheet set per tile set, whatever its id: a
//! set the code has never heard of (an expansion added as data) gets its
//! own sheets and PDF beside the shipped ones, and alone with `--edition`.

use std::path::{Path, PathBuf};

use crate::common::{files_under, project_copy, tilebook};
use tilebook::svg::palette;

/// Two sets the code has never heard of, written as data into a copy of
/// the project beside the shipped ones.
fn project_with_expansions() -> tempfile::TempDir {
    let dir = project_copy();
    let sets = dir.path().join("data/tilesets");
    let files = [
        (
            "sets-test-one.toml",
            r#"id = "sets-test-one"
stated_total = 3

[[kind]]
id = "sets-test-city"
count = 2
edges = "CCCC"
cities = [{ sides = ["N", "E", "S", "W"] }]

[[kind]]
id = "sets-test-road"
count = 1
edges = "FRFR"
roads = [{ sides = ["E", "W"] }]
fields = [
  { halves = ["WNW", "NNW", "NNE", "ENE"] },
  { halves = ["ESE", "SSE", "SSW", "WSW"] },
]
"#,
        ),
        (
            "sets-test-two.toml",
            r#"id = "sets-test-two"
stated_total = 1

[[kind]]
id = "sets-test-cap"
count = 1
edges = "CFFF"
cities = [{ sides = ["N"] }]
fields = [{ halves = ["ENE", "ESE", "SSE", "SSW", "WSW", "WNW"], cities = ["N"] }]
"#,
        ),
    ];
    for (name, text) in files {
        std::fs::write(sets.join(name), text).unwrap();
    }
    dir
}

fn run(root: &Path, args: &[&str]) {
    let out = tilebook(root, args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
}

/// The sheet pages of `set` among `files`, and how many tiles they hold.
fn sheet_tiles(files: &std::collections::BTreeMap<PathBuf, Vec<u8>>, set: &str) -> usize {
    let dir = Path::new("sheets").join(set);
    files
        .iter()
        .filter(|(p, _)| p.starts_with(&dir) && p.to_string_lossy().ends_with("-front.svg"))
        .map(|(_, b)| {
            String::from_utf8_lossy(b)
                .matches("<g class=\"tile\"")
                .count()
        })
        .sum()
}

#[test]
fn every_tile_set_gets_its_own_sheets_and_pdf() {
    let project = project_with_expansions();
    let out = project.path().join("target/tiles");
    run(project.path(), &["tiles", "--out", out.to_str().unwrap()]);
    let files = files_under(&out);
    for (set, tiles) in [
        ("base", 72),
        ("river", 12),
        ("winter", 84),
        ("inns-cathedrals", 18),
        ("traders-builders", 24),
        ("princess-dragon", 30),
        ("tower", 18),
        // 12 land tiles and the 6 abbeys the players hold: a sheet prints
        // every tile of the box.
        ("abbey-mayor", 18),
        ("king-robber", 5),
        ("cult", 5),
        ("catapult", 12),
        ("sets-test-one", 3),
        ("sets-test-two", 1),
    ] {
        assert_eq!(sheet_tiles(&files, set), tiles, "{set}");
        let index = Path::new("sheets").join(set).join("index-1.svg");
        assert!(files.contains_key(&index), "{set}: no index");
        let pdf = &files[&PathBuf::from(format!("{set}.pdf"))];
        assert!(pdf.starts_with(b"%PDF-"), "{set}");
    }
    assert!(files.contains_key(Path::new("tiles/sets-test-cap.svg")));
    // The sheets of Princess & Dragon and The Tower draw their symbols:
    // the tunnel tile's road under its city, the tower foundations; those
    // of the cult its shrines, of The Catapult its tents and fences, of
    // King & Robber Baron its bridge of houses.
    for (set, marks) in [
        (
            "princess-dragon",
            [palette::LAVA, palette::MAGIC, palette::CROWN],
        ),
        ("tower", [palette::STONE, palette::WALL, palette::ROAD]),
        (
            "cult",
            [palette::SHRINE_ROOF, palette::FLAME, palette::STONE],
        ),
        ("catapult", [palette::TENT, palette::FENCE, palette::ROAD]),
        (
            "king-robber",
            [palette::SHADOW, palette::CITY, palette::WALL],
        ),
    ] {
        let pages: String = files
            .iter()
            .filter(|(p, _)| p.starts_with(Path::new("sheets").join(set)))
            .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
            .collect();
        for colour in marks {
            assert!(pages.contains(colour), "{set}: no {colour} on the sheets");
        }
    }

    // One expansion alone.
    let alone = project.path().join("target/one");
    run(
        project.path(),
        &[
            "tiles",
            "--edition",
            "sets-test-two",
            "--out",
            alone.to_str().unwrap(),
        ],
    );
    let files = files_under(&alone);
    assert_eq!(sheet_tiles(&files, "sets-test-two"), 1);
    assert_eq!(sheet_tiles(&files, "base"), 0);
    assert!(files.contains_key(Path::new("sets-test-two.pdf")));
}
