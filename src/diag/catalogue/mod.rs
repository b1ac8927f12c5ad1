//! The diagnostics catalogue: every rule id tilebook reports, with what it
//! checks and how to fix it.
//!
//! `tilebook explain RULE-ID` prints one entry; `tilebook explain
//! --markdown` writes them all (that output is `docs/diagnostics.md`). A
//! test fails when a rule id used in the code has no entry here, or an
//! entry is no longer used.
//!
//! The entries live in one file per area (`board.rs`, `data.rs`, …) or
//! per expansion (`src/expansion/<name>.rs`, listed by its registry), or
//! per job within a large area (`l10n.rs`, `l10n_words.rs`); to add a
//! rule, add one [`Rule`] to its file, in id order (a new file also goes
//! into `AREAS`). The files are merged and sorted by id at compile time. The
//! explanation is Markdown: plain paragraphs, and at most a fenced code
//! block with a small example (`tilebook explain` prints the block
//! indented, without the fences).

/// One rule: a stable id and its documentation.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// The stable rule id, `area/kebab-name` (`data/syntax`).
    pub id: &'static str,
    /// What the rule reports, in a few words, no final period.
    pub title: &'static str,
    /// What the rule checks, why it matters, and a small example of bad
    /// input with its fix (Markdown).
    pub explanation: &'static str,
    /// How to fix it, in one sentence.
    pub hint: &'static str,
}

/// The rule with this id, if the catalogue has it.
pub fn lookup(id: &str) -> Option<&'static Rule> {
    RULES
        .binary_search_by(|r| r.id.cmp(id))
        .ok()
        .map(|i| &RULES[i])
}

/// Every rule, sorted by id.
mod board;
mod book;
mod data;
mod id;
mod io;
mod l10n;
mod l10n_lock;
mod l10n_words;
mod set;
mod site;
mod tile;
mod tiles;
mod usage;

/// The files' rules (each file in id order).
const AREAS: &[&[Rule]] = &[
    board::RULES,
    book::RULES,
    data::RULES,
    id::RULES,
    io::RULES,
    l10n::RULES,
    l10n_lock::RULES,
    l10n_words::RULES,
    set::RULES,
    site::RULES,
    tile::RULES,
    tiles::RULES,
    usage::RULES,
];

/// The areas' rules and each expansion's (`crate::expansion::RULES`).
const SOURCES: [&[&[Rule]]; 2] = [AREAS, crate::expansion::RULES];

/// How many rules all areas hold.
const COUNT: usize = {
    let mut n = 0;
    let mut s = 0;
    while s < SOURCES.len() {
        let mut a = 0;
        while a < SOURCES[s].len() {
            n += SOURCES[s][a].len();
            a += 1;
        }
        s += 1;
    }
    n
};

/// Whether `a` sorts before `b`, byte by byte (`str` comparison is not
/// available in constant evaluation).
const fn id_before(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

/// The areas' rules in one array sorted by id, built at compile time.
const fn concatenated() -> [Rule; COUNT] {
    const NONE: Rule = Rule {
        id: "",
        title: "",
        explanation: "",
        hint: "",
    };
    let mut out = [NONE; COUNT];
    let mut n = 0;
    let mut s = 0;
    while s < SOURCES.len() {
        let areas = SOURCES[s];
        let mut a = 0;
        while a < areas.len() {
            let mut i = 0;
            while i < areas[a].len() {
                // Insertion sort: the new rule moves down to its place.
                let rule = areas[a][i];
                let mut at = n;
                while at > 0 && id_before(rule.id, out[at - 1].id) {
                    out[at] = out[at - 1];
                    at -= 1;
                }
                out[at] = rule;
                n += 1;
                i += 1;
            }
            a += 1;
        }
        s += 1;
    }
    out
}

/// The rules of all areas, in one array.
static ALL: [Rule; COUNT] = concatenated();

/// Every rule, sorted by id.
pub static RULES: &[Rule] = &ALL;

/// The whole catalogue as Markdown: the content of `docs/diagnostics.md`.
pub fn markdown() -> String {
    let mut out = String::from(
        "\
# Diagnostics

<!-- Generated from src/diag/catalogue.rs by `tilebook explain --markdown`;
do not edit. After changing the catalogue, run:
cargo run -- explain --markdown > docs/diagnostics.md -->

Every problem tilebook reports has a stable rule id, the file, line and
column, and a hint. This page explains each rule: what it checks, why, and
an example of input it rejects. `tilebook explain RULE-ID` prints one
entry in the terminal; `tilebook explain --list` lists them all.

Rules marked *(warning)* are warnings: `tilebook check` fails on them
only under `--deny warnings`, and the other commands go on. All others are
errors.

| rule | what it reports |
| --- | --- |
",
    );
    for r in RULES {
        out.push_str(&format!(
            "| [`{}`](#{}) | {} |\n",
            r.id,
            anchor(r.id),
            r.title
        ));
    }
    let mut area = "";
    for r in RULES {
        let this = r.id.split('/').next().unwrap_or_default();
        if this != area {
            area = this;
            out.push_str(&format!("\n## {area}\n"));
        }
        out.push_str(&format!(
            "\n### {}\n\n**{}**\n\n{}\n\n**Fix:** {}\n",
            r.id,
            capitalized(r.title),
            r.explanation,
            r.hint
        ));
    }
    out
}

/// The anchor GitHub gives the heading `### area/name`.
fn anchor(id: &str) -> String {
    id.chars().filter(|c| *c != '/').collect()
}

/// `text` with its first letter in upper case.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_sorted_unique_and_well_formed() {
        for pair in RULES.windows(2) {
            assert!(
                pair[0].id < pair[1].id,
                "{} must come before {} (sorted, no duplicates)",
                pair[1].id,
                pair[0].id
            );
        }
        for r in RULES {
            let (area, name) = r.id.split_once('/').expect("area/name");
            let kebab = |s: &str| {
                !s.is_empty()
                    && s.split('-').all(|w| {
                        !w.is_empty()
                            && w.chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                    })
            };
            assert!(
                kebab(area) && kebab(name),
                "{} is not area/kebab-name",
                r.id
            );
        }
    }

    #[test]
    fn every_entry_is_complete() {
        for r in RULES {
            assert!(!r.title.is_empty() && !r.title.ends_with('.'), "{}", r.id);
            assert!(!r.hint.is_empty() && !r.hint.ends_with('.'), "{}", r.id);
            // The prose before the example: a short paragraph, 2–6 sentences.
            let prose = r.explanation.split("```").next().unwrap_or_default();
            let prose = prose.split_whitespace().collect::<Vec<_>>().join(" ");
            let sentences = prose.matches(". ").count() + usize::from(prose.ends_with('.'));
            assert!(
                (2..=6).contains(&sentences),
                "{}: {sentences} sentences before the example",
                r.id
            );
            assert!(
                r.explanation.contains("```"),
                "{}: an example of bad input",
                r.id
            );
            assert_eq!(
                r.explanation.matches("```").count() % 2,
                0,
                "{}: unclosed code block",
                r.id
            );
            assert_eq!(
                r.title.contains("(warning)"),
                prose.contains("This is a warning"),
                "{}: a warning says so in its title and its explanation",
                r.id
            );
        }
    }

    #[test]
    fn lookup_finds_exactly_the_listed_ids() {
        for r in RULES {
            assert_eq!(lookup(r.id).map(|f| f.id), Some(r.id));
        }
        assert!(lookup("data/sintax").is_none());
        assert!(lookup("").is_none());
    }

    #[test]
    fn markdown_has_a_section_and_a_row_per_rule() {
        let md = markdown();
        for r in RULES {
            assert!(md.contains(&format!("\n### {}\n", r.id)), "{}", r.id);
            assert!(md.contains(&format!("(#{})", anchor(r.id))), "{}", r.id);
        }
        assert_eq!(anchor("tile/half-unclaimed"), "tilehalf-unclaimed");
    }
}
