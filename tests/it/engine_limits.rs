//! The engine's limits met by data: a tile kind with more features than
//! the engine plays is a diagnostic at the kind's id, never a panic.

use crate::common::{check_json, project_copy, tilebook};

/// The base set with kind B given `fields` copies of its field (B has a
/// cloister, so it has `fields + 1` features).
fn b_with_fields(fields: usize) -> (tempfile::TempDir, u64) {
    let p = project_copy();
    let file = p.path().join("data/tilesets/base.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let field = r#"{ halves = ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"] }"#;
    let old = format!("cloister = true\nfields = [{field}]\n\n[[kind]]\nid = \"C\"");
    assert!(text.contains(&old), "base.toml has kind B as expected");
    let many = vec![field; fields].join(",\n  ");
    let new = format!("cloister = true\nfields = [\n  {many},\n]\n\n[[kind]]\nid = \"C\"");
    std::fs::write(&file, text.replacen(&old, &new, 1)).unwrap();
    let at = text.find("id = \"B\"").unwrap();
    let line = text[..at].matches('\n').count() as u64 + 1;
    (p, line)
}

#[test]
fn a_kind_with_more_than_sixteen_features_is_diagnosed_at_its_id() {
    let (p, line) = b_with_fields(16);
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1, "{diags:#?}");
    let d = diags
        .iter()
        .find(|d| d["code"] == "tile/too-many-features")
        .unwrap_or_else(|| panic!("no tile/too-many-features: {diags:#?}"));
    assert_eq!(d["file"], "data/tilesets/base.toml");
    assert_eq!(d["line"].as_u64(), Some(line));
    assert!(d["message"].as_str().unwrap().contains("17 features"));
    assert!(d["hint"].as_str().is_some_and(|h| !h.is_empty()));

    // Commands that play stop with the data's exit code, not a panic.
    for args in [
        &["sim", "--games", "1"][..],
        &["score", "data/examples/city-two-tiles.toml"][..],
    ] {
        let out = tilebook(p.path(), args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn sixteen_features_are_still_played() {
    // 15 fields (overlapping, so the geometry is wrong) and a cloister:
    // the geometry errors are reported, the feature limit is not.
    let (p, _) = b_with_fields(15);
    let (code, diags) = check_json(p.path());
    assert_eq!(code, 1);
    assert!(diags.iter().any(|d| d["code"] == "tile/half-claimed-twice"));
    assert!(!diags.iter().any(|d| d["code"] == "tile/too-many-features"));
}
