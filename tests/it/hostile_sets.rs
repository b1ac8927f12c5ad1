//! Hostile tile sets and choices (issue 32): includes nested to blow up,
//! blocks `check` must refuse as play would, pictures too large to draw,
//! a piece listed twice and two printings of one book.

use std::path::Path;

use crate::common::{bad, check_json, edit, line_of, project_copy, tilebook};
use serde_json::Value;

const CO: &str = "data/tilesets/count.toml";

/// A project of `n` tile sets `s0` … in a temporary folder: set `i` has
/// one kind of its own and includes those `includes(i)` names; its
/// stated total counts each kind it reaches once.
fn sets_project(n: usize, includes: impl Fn(usize) -> Vec<usize>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let sets = dir.path().join("data/tilesets");
    std::fs::create_dir_all(&sets).expect("created");
    let mut reach: Vec<std::collections::BTreeSet<usize>> = Vec::new();
    for i in 0..n {
        let inc = includes(i);
        let mut r: std::collections::BTreeSet<usize> = [i].into();
        // (A set later in a cycle adds nothing here.)
        for j in &inc {
            r.extend(reach.get(*j).into_iter().flatten().copied());
        }
        let names: Vec<String> = inc.iter().map(|j| format!("\"s{j}\"")).collect();
        let text = format!(
            "id = \"s{i}\"\nstated_total = {}\nrequires_start = false\nincludes = [{}]\n\n\
             [[kind]]\nid = \"K{i}\"\ncount = 1\nedges = \"CFFF\"\ncities = [{{ sides = [\"N\"] }}]\n\
             fields = [{{ halves = [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], cities = [\"N\"] }}]\n",
            r.len(),
            names.join(", ")
        );
        std::fs::write(sets.join(format!("s{i}.toml")), text).expect("written");
        reach.push(r);
    }
    dir
}

/// The diagnostics of `check` with rule `code`.
fn with_code<'a>(diags: &'a [Value], code: &str) -> Vec<&'a Value> {
    diags.iter().filter(|d| d["code"] == code).collect()
}

#[test]
fn sets_each_including_all_earlier_ones_are_resolved_once() {
    // Once exponential (2^27 entries for the last set): now each set is
    // resolved once. Every set from s2 on reaches s0's kind twice (directly
    // and through s1), and so on: set i reaches i - 1 kinds twice.
    let p = sets_project(28, |i| (0..i).collect());
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    let twice = with_code(&diags, "set/duplicate-kind");
    assert_eq!(twice.len(), diags.len(), "{diags:#?}");
    let of = |set: &str| {
        twice
            .iter()
            .filter(|d| {
                d["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with(&format!("tile set `{set}`:")))
            })
            .count()
    };
    assert_eq!(of("s0") + of("s1"), 0);
    assert_eq!(of("s2"), 1);
    assert_eq!(of("s27"), 26);
    assert_eq!(twice.len(), (1..=26).sum::<usize>());
    // The totals count each kind once: none is reported.
    assert!(with_code(&diags, "set/total-mismatch").is_empty());
}

#[test]
fn a_chain_of_two_thousand_includes_passes_with_its_counts() {
    let p = sets_project(2000, |i| if i == 0 { vec![] } else { vec![i - 1] });
    let (status, diags) = check_json(p.path());
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
    let out = tilebook(
        p.path(),
        &["count", "--edition", "s1999", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let e = v.as_array().map_or(&v, |a| &a[0]);
    assert_eq!(e["total"], 2000);
    assert_eq!(e["expected"], 2000);
}

#[test]
fn an_include_cycle_is_still_reported_once_at_its_closing_include() {
    // s0 ← s1 ← s2 ← s0, and s3 includes s2 from outside the cycle.
    let p = sets_project(4, |i| match i {
        0 => vec![2],
        3 => vec![2],
        i => vec![i - 1],
    });
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    let cycles = with_code(&diags, "data/include-cycle");
    assert_eq!(cycles.len(), 1, "{diags:#?}");
    let m = cycles[0]["message"].as_str().expect("message");
    assert!(m.contains("makes a cycle"), "{m}");
    assert_eq!(m.matches('→').count(), 3, "{m}");
}

/// `check` of the shipped project with `old` replaced by `new` in the
/// Count's set: the first diagnostic with `code`, which must be at the
/// line of `needle`.
fn bad_block(old: &str, new: &str, needle: &str, code: &str) -> Value {
    bad(CO, old, new, needle, code)
}

#[test]
fn a_disconnected_block_is_refused_by_check_at_its_tile() {
    let d = bad_block(
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [5, 5] }"#,
        r#"{ kind = "CO-12""#,
        "set/bad-block",
    );
    let m = d["message"].as_str().expect("message");
    assert!(m.contains("`CO-12` at [5, 5]"), "{m}");
}

#[test]
fn a_block_reaching_far_is_refused_by_check() {
    // One tile far from the others: wider than a block may be.
    let d = bad_block(
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [40, 1] }"#,
        r#"{ kind = "CO-12""#,
        "set/bad-block",
    );
    let m = d["message"].as_str().expect("message");
    assert!(m.contains("43 squares across"), "{m}");
    // The whole block off the board (past the engine's farthest square):
    // play refuses its first tile.
    let p = project_copy();
    let text = std::fs::read_to_string(p.path().join(CO)).expect("read");
    // Every square shifted two million squares east.
    let shifted: String = text
        .lines()
        .map(|l| match l.find("at = [") {
            Some(i) if l.contains("kind = \"CO-") => {
                let rest = &l[i + 6..];
                let comma = rest.find(',').expect("x, y");
                let x: i32 = rest[..comma].trim().parse().expect("x");
                format!("{}at = [{}{}", &l[..i], x + 2_000_000, &rest[comma..])
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(p.path().join(CO), shifted).expect("written");
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    let refused = with_code(&diags, "set/bad-block");
    assert_eq!(refused.len(), 1, "{diags:#?}");
    assert_eq!(
        refused[0]["line"].as_u64(),
        Some(line_of(p.path(), CO, r#"{ kind = "CO-01""#))
    );
}

#[test]
fn a_block_with_mismatched_edges_is_refused() {
    // CO-12 (city gate E) turned round shows its city W, against CO-11's
    // field.
    let d = bad_block(
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [1, 1], rotation = 180 }"#,
        r#"{ kind = "CO-12""#,
        "set/block-mismatch",
    );
    let m = d["message"].as_str().expect("message");
    assert!(m.contains("`CO-11` at [0, 1]"), "{m}");
}

#[test]
fn a_block_square_of_three_numbers_is_a_bad_position() {
    let d = bad_block(
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [1, 1, 7] }"#,
        "[1, 1, 7]",
        "data/bad-position",
    );
    assert!(d["message"].as_str().expect("message").contains("has 3"));
}

/// `tiles --format png` of the Count's set with its block edited so.
fn png_of_block(p: &Path) -> (Option<i32>, String) {
    let out_dir = p.join("target/png");
    let out = tilebook(
        p,
        &[
            "tiles",
            "--edition",
            "count",
            "--format",
            "png",
            "--out",
            out_dir.to_str().expect("UTF-8"),
            "--color",
            "never",
        ],
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_block_too_large_to_draw_is_refused_before_any_picture() {
    // Two block tiles at [0, 0] and [100, 100] (once 1.36 GB of pixels),
    // and a block 600 tiles wide (once 11.7 GB and an abort): refused as
    // the data is read, before anything is drawn.
    let p = project_copy();
    edit(
        p.path(),
        CO,
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [100, 100] }"#,
    );
    let (code, err) = png_of_block(p.path());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("set/bad-block"), "{err}");
    let p = project_copy();
    edit(
        p.path(),
        CO,
        r#"{ kind = "CO-12", at = [1, 1] }"#,
        r#"{ kind = "CO-12", at = [599, 1] }"#,
    );
    let (code, err) = png_of_block(p.path());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("set/bad-block"), "{err}");
}

#[test]
fn a_picture_over_the_pixel_cap_is_refused_without_its_memory() {
    use tilebook::svg::render::{MAX_PIXELS, RenderError, png};
    // 600 tiles of 45 mm side by side at the sheets' 4 px/mm: 108,000 ×
    // 180 pixels. Refused by size, before a pixel is allocated.
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="27000mm" height="45mm" viewBox="0 0 60000 100"/>"#;
    match png(svg, 4.0) {
        Err(e @ RenderError::TooLarge { width, height }) => {
            assert_eq!((width, height), (108_000, 180));
            assert!(width * height > MAX_PIXELS);
            assert!(e.to_string().contains("108000×180 pixels"), "{e}");
        }
        other => panic!("expected TooLarge, got {other:?}"),
    }
    // A huge square, whose byte count would overflow 32 bits.
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="100000mm" height="100000mm"/>"#;
    assert!(matches!(png(svg, 4.0), Err(RenderError::TooLarge { .. })));
}

#[test]
fn a_piece_listed_twice_is_refused_at_the_second() {
    let d = bad(
        CO,
        r#"pieces = [{ token = "count", total = 1 }]"#,
        r#"pieces = [{ token = "count", total = 1 }, { token = "count", total = 2 }]"#,
        r#"{ token = "count", total = 2 }"#,
        "data/duplicate-piece",
    );
    let m = d["message"].as_str().expect("message");
    assert!(m.contains("token `count` twice"), "{m}");
    // The column is the second entry's.
    let text = r#"pieces = [{ token = "count", total = 1 }, { token = "count", total = 2 }]"#;
    let col = text
        .find(r#"{ token = "count", total = 2 }"#)
        .expect("there")
        + 1;
    assert_eq!(d["column"].as_u64(), Some(col as u64));
}

#[test]
fn two_printings_of_one_book_are_a_usage_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("box");
    let out = tilebook(
        &crate::common::repo(),
        &[
            "build",
            "--box",
            "base,winter",
            "--printing",
            "winter-2012,winter-2011",
            "--out",
            out.to_str().expect("UTF-8"),
            "--color",
            "never",
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("usage/two-printings"), "{err}");
    assert!(err.contains("`winter-2011` is a second printing"), "{err}");
    // It points at the second id in the argument.
    assert!(err.contains("--printing:1:13"), "{err}");
}
