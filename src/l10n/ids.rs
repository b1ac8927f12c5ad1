//! Message-id conventions that code relies on.
//!
//! Outputs (tile sheets, score tables, the site) ask the [`Localizer`] for
//! these ids; `tilebook check` verifies that English defines each of them
//! and uses no variable the code does not pass.
//!
//! [`Localizer`]: super::Localizer

use tilebook_engine::{FeatureType, KindId, Player, Quarter, RulesId, TileSetId};

/// The name of a tile kind: `tile-<id lowercased>` (`tile-a`,
/// `tile-river-spring`, `tile-z01`).
pub fn tile_name(kind: &KindId) -> String {
    format!("tile-{}", kind.as_str().to_lowercase())
}

/// The name of a tile set or edition: `edition-<set id>` (`edition-base`).
pub fn edition_name(set: &TileSetId) -> String {
    format!("edition-{}", set.as_str().to_lowercase())
}

/// The name of a quarter of the city of Carcassonne: `quarter-<name>`
/// (`quarter-castle`).
pub fn quarter_name(quarter: Quarter) -> String {
    format!("quarter-{quarter}")
}

/// The name of a rule edition: `rules-<id>` (`rules-third`).
pub fn rules_name(rules: &RulesId) -> String {
    format!("rules-{rules}")
}

/// The name of a player colour: `color-<colour>` (`color-red`).
pub fn color_name(player: Player) -> String {
    format!("color-{player}")
}

/// The name of a feature type in score tables: `feature-<type>`
/// (`feature-city`), but `feature-farm` for a field, as a scored field is
/// a farm. Rivers are never scored: no output asks for `feature-river`.
pub fn feature_name(ty: FeatureType) -> String {
    match ty {
        FeatureType::Field => "feature-farm".to_string(),
        _ => format!("feature-{ty}"),
    }
}

/// The row of points given outside a feature's majority in score tables:
/// `example-award-<reason>` (`example-award-ransom`: “Ransom”).
pub fn award_name(reason: tilebook_engine::Reason) -> String {
    format!("example-award-{}", reason.id())
}

/// The label of a piece an expansion draws on a board:
/// `example-piece-<name>` (`example-piece-tower`: “Tower”).
pub fn piece_name(name: &str) -> String {
    format!("example-piece-{name}")
}

/// `variant-<id>`: the name of a rule variant (“When the dragon moves”).
pub fn variant_name(id: &str) -> String {
    format!("variant-{id}")
}

/// `variant-<id>-<option>`: the name of an option of a rule variant
/// (“after the scoring”).
pub fn variant_option_name(id: &str, option: &str) -> String {
    format!("variant-{id}-{option}")
}

/// The labels every expansion adds to the site's examples and scoring
/// board, each with the key the page's scripts look it up by (the
/// controls' `data-l-<key>`): its award reasons (key: the reason's id),
/// the pieces it draws (key: `piece-<name>`), the kinds of its steps the
/// engine offers (key: `step-<name>`, the core's first), the values
/// that tell them apart (key: `detail-<value>`) and the keys of those
/// named by their role (key: `detail-key-<key>`), in registry order.
pub fn ext_labels() -> Vec<(String, String)> {
    ext_labels_of(|_| true)
}

/// [`ext_labels`] of the expansions whose id `wanted` accepts (those of a
/// page's examples), with the core's steps always.
pub fn ext_labels_of(wanted: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    use tilebook_engine::expansion::{
        EXT_DETAIL_KEYS, EXT_DETAILS, EXT_PIECES, EXT_REASONS, EXT_STEP_NAMES, MODULE_IDS,
    };
    // Each expansion's part of a list, in registry order, if wanted.
    fn of<'a, T>(
        all: &'a [&'a [T]],
        wanted: &'a dyn Fn(&str) -> bool,
    ) -> impl Iterator<Item = &'a T> {
        (all.iter().zip(MODULE_IDS))
            .filter(move |(_, id)| wanted(id))
            .flat_map(|(list, _)| list.iter())
    }
    let wanted: &dyn Fn(&str) -> bool = &wanted;
    let reasons = of(EXT_REASONS, wanted).map(|r| (r.id().to_string(), award_name(*r)));
    let pieces = of(EXT_PIECES, wanted).map(|p| (format!("piece-{p}"), piece_name(p)));
    let steps = (tilebook_engine::Step::NAMES.iter())
        .chain(of(EXT_STEP_NAMES, wanted))
        .map(|s| (format!("step-{s}"), format!("example-step-{s}")));
    let details =
        of(EXT_DETAILS, wanted).map(|d| (format!("detail-{d}"), format!("example-detail-{d}")));
    let keys = of(EXT_DETAIL_KEYS, wanted)
        .map(|k| (format!("detail-key-{k}"), format!("example-detail-key-{k}")));
    let mut out: Vec<(String, String)> = Vec::new();
    for label in reasons
        .chain(pieces)
        .chain(steps)
        .chain(details)
        .chain(keys)
    {
        // A value two expansions share (a figure's name) once.
        if !out.contains(&label) {
            out.push(label);
        }
    }
    out
}

/// The name of the language, in that language (“Polski”).
pub const LANGUAGE_NAME: &str = "language-name";

/// Tile sheet page header; variables `$edition` (the edition's localized
/// name), `$page` and `$pages` (numbers).
pub const SHEET_TITLE: &str = "sheet-title";
/// Title of a tile sheet's index of kinds.
pub const SHEET_INDEX_TITLE: &str = "sheet-index-title";
/// Marks the start tile on the sheet.
pub const SHEET_START_TILE: &str = "sheet-start-tile";

/// Score table column: the player.
pub const SCORE_PLAYER: &str = "score-player";
/// Score table column: points.
pub const SCORE_POINTS: &str = "score-points";

/// Site chrome: link to the previous page.
pub const SITE_PREVIOUS: &str = "site-previous";
/// Site chrome: link to the next page.
pub const SITE_NEXT: &str = "site-next";
/// Site chrome: the search field's label.
pub const SITE_SEARCH: &str = "site-search";
/// Site chrome: no search results; variable `$query`.
pub const SITE_SEARCH_EMPTY: &str = "site-search-empty";
/// Site chrome: the print button.
pub const SITE_PRINT: &str = "site-print";
/// Site chrome: the 404 page's heading.
pub const SITE_NOT_FOUND: &str = "site-not-found";
/// Site chrome: the language switcher's label.
pub const SITE_LANGUAGE: &str = "site-language";

/// "My box": the label of an interaction (a section `with` other books);
/// `$books` their titles, `$count` how many.
pub const BOX_WITH: &str = "box-with";

/// Every fixed id that code asks for, with the variables it passes.
pub const REQUIRED: &[(&str, &[&str])] = &[
    (LANGUAGE_NAME, &[]),
    ("rules-first", &[]),
    ("rules-second", &[]),
    ("rules-third", &[]),
    ("color-red", &[]),
    ("color-blue", &[]),
    ("color-green", &[]),
    ("color-yellow", &[]),
    ("color-black", &[]),
    ("color-grey", &[]),
    (SHEET_TITLE, &["edition", "page", "pages"]),
    (SHEET_INDEX_TITLE, &[]),
    (SHEET_START_TILE, &[]),
    (SCORE_PLAYER, &[]),
    (SCORE_POINTS, &[]),
    (SITE_PREVIOUS, &[]),
    (SITE_NEXT, &[]),
    (SITE_SEARCH, &[]),
    (SITE_SEARCH_EMPTY, &["query"]),
    (SITE_PRINT, &[]),
    (SITE_NOT_FOUND, &[]),
    (SITE_LANGUAGE, &[]),
];

/// The ids the rules site asks for, with the variables it passes;
/// required once the project has books to build (`book/`).
pub const SITE_REQUIRED: &[(&str, &[&str])] = &[
    ("site-title", &[]),
    ("site-home", &[]),
    ("site-contents", &[]),
    ("site-books", &[]),
    ("site-tiles", &[]),
    ("site-skip", &[]),
    ("site-theme", &[]),
    ("site-print-book", &[]),
    ("site-not-found-text", &[]),
    ("site-search-placeholder", &[]),
    ("site-search-results", &[]),
    ("site-choose-language", &[]),
    ("site-gallery-total", &["edition", "total"]),
    ("site-checklist-link", &[]),
    ("site-checklist-title", &["edition"]),
    ("site-checklist-intro", &[]),
    ("site-checklist-copy", &["tile", "n", "count"]),
    ("site-checklist-variants", &[]),
    ("box-title", &[]),
    ("box-summary", &[]),
    ("box-link", &[]),
    ("box-intro", &[]),
    ("box-choose", &[]),
    ("box-rules", &[]),
    ("box-printing", &[]),
    ("box-no-script", &[]),
    ("box-totals", &[]),
    ("box-totals-intro", &[]),
    ("box-totals-set", &[]),
    ("box-totals-tiles", &[]),
    ("box-totals-all", &[]),
    (BOX_WITH, &["books", "count"]),
    ("example-rules", &[]),
    ("example-step", &[]),
    ("example-first", &[]),
    ("example-previous", &[]),
    ("example-next", &[]),
    ("example-last", &[]),
    ("example-final", &[]),
    ("example-follower", &[]),
    ("example-follower-help", &[]),
    ("example-none", &[]),
    ("example-place", &[]),
    ("example-rotate", &[]),
    ("example-reset", &[]),
    ("example-no-script", &[]),
    ("example-feature-complete", &[]),
    ("example-feature-open", &[]),
    ("example-when-play", &[]),
    ("example-when-final", &[]),
    ("example-what", &[]),
    ("example-when", &[]),
    ("example-tiles", &[]),
    ("feature-city", &[]),
    ("feature-road", &[]),
    ("feature-cloister", &[]),
    ("feature-farm", &[]),
];

/// The engine's messages (its errors, and the names of sides, terrains,
/// players and feature types they insert), with the variables each gets:
/// the site's interactive examples show them, so they are required with
/// the site's ids. The list is the engine's own, the core's and every
/// expansion's ([`tilebook_engine::message::all_messages`]).
pub fn engine_required() -> impl Iterator<Item = (&'static str, &'static [&'static str])> {
    tilebook_engine::message::all_messages()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_the_conventions() {
        assert_eq!(tile_name(&"A".into()), "tile-a");
        assert_eq!(tile_name(&"river-spring".into()), "tile-river-spring");
        assert_eq!(tile_name(&"Z01".into()), "tile-z01");
        assert_eq!(edition_name(&"base".into()), "edition-base");
        assert_eq!(quarter_name(Quarter::Castle), "quarter-castle");
        assert_eq!(rules_name(&"third".into()), "rules-third");
        assert_eq!(color_name(Player::Red), "color-red");
        assert_eq!(feature_name(FeatureType::City), "feature-city");
        assert_eq!(feature_name(FeatureType::Field), "feature-farm");
        for p in Player::ALL {
            assert!(REQUIRED.iter().any(|(id, _)| *id == color_name(p)));
        }
        for rules in ["first", "second", "third"] {
            let id = rules_name(&rules.into());
            assert!(REQUIRED.iter().any(|(r, _)| *r == id), "{id}");
        }
        // Every type a score table can show has its message.
        for ty in [
            FeatureType::City,
            FeatureType::Road,
            FeatureType::Cloister,
            FeatureType::Field,
        ] {
            let id = feature_name(ty);
            assert!(SITE_REQUIRED.iter().any(|(r, _)| *r == id), "{id}");
        }
    }
}
