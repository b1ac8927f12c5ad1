//! The `l10n/…` rules about words and typographic conventions of each
//! language: the glossary of the published rulebooks' words
//! (`src/l10n/glossary.rs`) and the conventions of `src/l10n/conventions.rs`.
//! Sorted by id; merged with `l10n.rs` into one sorted catalogue.

use super::Rule;

/// The rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "l10n/glossary-invalid",
        title: "a locale's glossary.toml cannot be used",
        explanation: "\
`locales/<tag>/glossary.toml` lists, for each game concept, the word of the
language's published rulebook and the synonyms not to use instead. A file
that is not valid TOML, has a key the format does not know, lists a concept
twice, names a seed missing from `[seeds]`, or has a phrase that is empty or
has a `*` anywhere but at the end of a word is not used at all. The format
is in docs/localization.md.

```toml
[seeds]
\"002\" = \"the Hungarian rulebook\"

[[concept]]
id = \"field\"
word = \"rét\"
seed = \"004\"        # wrong: not under [seeds]
avoid = [\"me*ző\"]   # wrong: `*` only ends a word
```",
        hint: "fix the glossary as the message says (format: docs/localization.md)",
    },
    Rule {
        id: "l10n/glossary-term",
        title: "a glossary concept's term is missing or does not hold its word (warning)",
        explanation: "\
A concept of the glossary may name the term of `terms.ftl` that carries the
rulebook's word (`term = \"-field\"`). The term must exist in the locale, and
some form of it must hold the word, or the glossary and the glossary terms
say different things. This is a warning: it fails `check` only under `--deny
warnings`.

```toml
[[concept]]
id = \"field\"
term = \"-field\"
word = \"rét\"
# but terms.ftl says: -field = mező
```",
        hint: "make the term say the rulebook's word, or correct the glossary",
    },
    Rule {
        id: "l10n/non-seed-word",
        title: "a message uses another word than the published rulebook (warning)",
        explanation: "\
Each translation speaks like the published rulebook of its language, so
that players find the words of their own box. The locale's `glossary.toml`
lists for each concept the rulebook's word and the synonyms to avoid; a
message or term whose text holds one of them is reported at the synonym,
and the hint names the word to use. Phrases in `allow` (where the synonym
means something else) are not reported. This is a warning: it fails
`check` only under `--deny warnings`.

```ftl
# glossary: concept `tie`, word „egyenlőség”, avoid „holtverseny*”
base-scoring-tie = Holtverseny esetén mindenki pontot kap.
# right
base-scoring-tie = Egyenlőség esetén mindenki pontot kap.
```",
        hint: "write the rulebook's word, through its term where there is one",
    },
];
