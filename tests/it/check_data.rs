//! `tilebook check` on tile data: one broken fixture per error class, each
//! asserting the rule id, file, line and column, plus the shipped data.

use crate::common::{check_json, fixture, repo, tilebook};

/// Asserts that the fixture fails with exactly one diagnostic of `code` at
/// `line:column` in the fixture's `mini.toml`, and returns its message.
fn one_error(case: &str, code: &str, line: u64, column: u64) -> String {
    let (status, diags) = check_json(&fixture(&format!("data/{case}")));
    assert_eq!(status, 1, "{case}: invalid input exits 1");
    assert_eq!(diags.len(), 1, "{case}: exactly one diagnostic: {diags:#?}");
    let d = &diags[0];
    assert_eq!(d["code"], code, "{case}: {d:#?}");
    assert_eq!(d["severity"], "error");
    assert_eq!(d["file"], "data/tilesets/mini.toml");
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(line), Some(column)),
        "{case}: {d:#?}"
    );
    assert!(
        d["hint"].as_str().is_some_and(|h| !h.is_empty()),
        "{case}: has a hint"
    );
    d["message"].as_str().unwrap().to_string()
}

#[test]
fn good_fixture_passes() {
    let (status, diags) = check_json(&fixture("data/good"));
    assert_eq!((status, diags.len()), (0, 0), "{diags:#?}");
}

#[test]
fn toml_syntax_error() {
    let msg = one_error("syntax", "data/syntax", 21, 7);
    assert!(msg.contains("expected `=`"), "{msg}");
}

#[test]
fn unknown_key() {
    let msg = one_error("unknown-key", "data/schema", 21, 1);
    assert!(msg.contains("unknown field `colour`"), "{msg}");
}

#[test]
fn wrong_type() {
    let msg = one_error("wrong-type", "data/schema", 20, 9);
    assert!(msg.contains("invalid type"), "{msg}");
}

#[test]
fn missing_field() {
    let msg = one_error("missing-field", "data/schema", 18, 1);
    assert!(msg.contains("missing field `count`"), "{msg}");
}

#[test]
fn duplicate_kind_id() {
    let msg = one_error("duplicate-id", "data/duplicate-id", 19, 6);
    assert!(msg.contains("`D` is defined twice"), "{msg}");
}

#[test]
fn half_edge_claimed_twice() {
    let msg = one_error("half-claimed-twice", "tile/half-claimed-twice", 15, 3);
    assert!(msg.contains("half-edge ENE"), "{msg}");
}

#[test]
fn half_edge_claimed_by_none() {
    let msg = one_error("half-unclaimed", "tile/half-unclaimed", 7, 6);
    assert!(
        msg.contains("half-edge WSW belongs to no city or field"),
        "{msg}"
    );
}

#[test]
fn edge_type_disagrees_with_features() {
    let msg = one_error("edge-mismatch", "tile/edge-mismatch", 21, 9);
    assert!(msg.contains("edge S is stated as road"), "{msg}");
}

#[test]
fn field_borders_a_city_that_does_not_exist() {
    let msg = one_error("unknown-city", "tile/unknown-city", 15, 54);
    assert!(msg.contains("city at S"), "{msg}");
}

#[test]
fn road_with_a_dangling_end() {
    let msg = one_error("dangling-road", "tile/dangling-end", 12, 10);
    assert!(msg.contains("nothing to stop it"), "{msg}");
}

#[test]
fn stated_total_differs() {
    let msg = one_error("total-mismatch", "set/total-mismatch", 3, 16);
    assert!(
        msg.contains("add up to 3, but the rulebook states 4"),
        "{msg}"
    );
}

#[test]
fn no_start_tile() {
    let msg = one_error("no-start", "set/start-tiles", 2, 6);
    assert!(msg.contains("no start tile"), "{msg}");
}

#[test]
fn two_start_tiles() {
    let msg = one_error("two-starts", "set/start-tiles", 21, 9);
    assert!(msg.contains("2 start tiles"), "{msg}");
}

#[test]
fn unknown_include_suggests_the_near_name() {
    one_error("unknown-include", "data/unknown-include", 5, 13);
    let (_, diags) = check_json(&fixture("data/unknown-include"));
    assert_eq!(diags[0]["hint"], "did you mean `base`?");
}

#[test]
fn bad_edge_letters() {
    one_error("bad-edges", "data/bad-edges", 21, 9);
}

#[test]
fn file_that_is_not_utf8() {
    let (status, diags) = check_json(&fixture("data/not-utf8"));
    assert_eq!(status, 1);
    assert_eq!(diags[0]["code"], "io/not-utf8");
    assert_eq!(diags[0]["file"], "data/tilesets/mini.toml");
}

#[test]
fn every_problem_is_reported_not_just_the_first() {
    // Three independent errors in one project: all three come back.
    let dir = tempfile::tempdir().unwrap();
    let sets = dir.path().join("data/tilesets");
    std::fs::create_dir_all(&sets).unwrap();
    let good = std::fs::read_to_string(fixture("data/good/data/tilesets/mini.toml")).unwrap();
    // An edge mismatch in kind D and an unknown key in kind E: each kind
    // is read on its own, so both are reported.
    let broken = good
        .replace(r#"edges = "CRFR""#, r#"edges = "CRRR""#)
        .replace("count = 1\n", "count = 1\nflavour = 1\n");
    std::fs::write(sets.join("mini.toml"), broken).unwrap();
    std::fs::write(
        sets.join("other.toml"),
        "id = \"other\"\nstated_total = 0\n[[kind]\n",
    )
    .unwrap();
    let (status, diags) = check_json(dir.path());
    assert_eq!(status, 1);
    let codes: Vec<&str> = diags.iter().map(|d| d["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&"data/schema"), "{codes:?}");
    assert!(codes.contains(&"data/syntax"), "{codes:?}");
    assert!(codes.contains(&"tile/edge-mismatch"), "{codes:?}");
}

#[test]
fn human_output_points_at_the_line() {
    let out = tilebook(
        &fixture("data/half-unclaimed"),
        &["check", "--color", "never"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error[tile/half-unclaimed]"), "{err}");
    assert!(err.contains("data/tilesets/mini.toml:7:6"), "{err}");
    assert!(err.contains("help:"), "{err}");
    assert!(err.contains("check failed: 1 error(s)"), "{err}");
}

#[test]
fn shipped_data_passes_check() {
    let (status, diags) = check_json(&repo());
    assert_eq!(status, 0, "{diags:#?}");
    assert!(diags.is_empty(), "{diags:#?}");
    let out = tilebook(&repo(), &["check"]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("all good"));
}

#[test]
fn missing_root_is_a_usage_error() {
    let out = tilebook(&repo().join("no-such-dir"), &["check"]);
    assert_eq!(out.status.code(), Some(2));
}
