//! The message ids `check` requires in every locale are the ids some output
//! asks for: none is required and never rendered.

use crate::common::{files_under, repo, shipped};
use tilebook::l10n::ids;

/// The Rust code of the outputs: every `.rs` file under `src/` but the
/// list of ids itself.
fn output_code() -> String {
    files_under(&repo().join("src"))
        .into_iter()
        .filter(|(path, _)| path.extension().is_some_and(|x| x == "rs"))
        .filter(|(path, _)| path != std::path::Path::new("l10n/ids.rs"))
        .map(|(_, bytes)| String::from_utf8(bytes).expect("UTF-8 source"))
        .collect()
}

/// How code names `id`: its constant in `ids.rs` (`ids::SITE_PRINT`), or
/// the id itself as a string literal.
fn names_of(id: &str) -> Vec<String> {
    let ids_rs = std::fs::read_to_string(repo().join("src/l10n/ids.rs")).unwrap();
    let mut names = vec![format!("\"{id}\"")];
    names.extend(ids_rs.lines().filter_map(|line| {
        let rest = line.strip_prefix("pub const ")?;
        let (name, value) = rest.split_once(": &str = ")?;
        (value == format!("\"{id}\";")).then(|| format!("ids::{name}"))
    }));
    names
}

#[test]
fn every_required_id_is_asked_for_by_an_output() {
    let code = output_code();
    // Ids made from data: a colour per player, a name per rule edition, a
    // name per feature type.
    let colours: Vec<String> = tilebook_engine::Player::ALL
        .into_iter()
        .map(ids::color_name)
        .collect();
    let editions: Vec<String> = shipped()
        .rules
        .iter()
        .map(|r| ids::rules_name(&r.id))
        .collect();
    let features: Vec<String> = tilebook_engine::FeatureType::ALL
        .into_iter()
        .map(ids::feature_name)
        .collect();
    for made in [
        "ids::color_name(",
        "ids::rules_name(&r.id)",
        "ids::feature_name(",
    ] {
        assert!(code.contains(made), "no output calls {made}");
    }
    let mut unused = Vec::new();
    for (id, _) in ids::REQUIRED.iter().chain(ids::SITE_REQUIRED) {
        let made = colours
            .iter()
            .chain(&editions)
            .chain(&features)
            .any(|m| m == id);
        if !made && !names_of(id).iter().any(|n| code.contains(n.as_str())) {
            unused.push(*id);
        }
    }
    assert!(
        unused.is_empty(),
        "required but asked for by no output: {unused:?}"
    );
}
