//! The `l10n/…` rules about words and typographic conventions of each
//! language: the glossary of the published rulebooks' words
//! (`src/l10n/glossary.rs`) and the conventions of `src/l10n/conventions.rs`.
//! Sorted by id; merged with `l10n.rs` into one sorted catalogue.

use super::Rule;

/// The rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "l10n/apostrophe",
        title: "a straight apostrophe instead of a typographic one (warning)",
        explanation: "\
Printed text uses the typographic apostrophe ’ (U+2019), which is also the
closing single quotation mark; the straight `'` of the keyboard looks like
a typewriter's. Quotations take the language's own marks (`l10n/quotes`).
This is a warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong
base-returning-return = … go back to their owners' supply.
# right
base-returning-return = … go back to their owners’ supply.
```",
        hint: "write ’ (U+2019)",
    },
    Rule {
        id: "l10n/dash",
        title: "a dash between spaces that is not the language's own (warning)",
        explanation: "\
A dash set between spaces (a parenthetical, or a pause) is written as each
language's typography wants it: the travessão — (em dash) in Brazilian
Portuguese, the en dash – in Hungarian, either in English, Polish and
Romanian. A hyphen between spaces is never a dash. Ranges such as 2–5 are
not spaced and are not checked. This is a warning: it fails `check` only
under `--deny warnings`.

```ftl
# wrong (pt-BR): an en dash between spaces
base-returning-return = … é concluído – e nunca antes –, os …
# right
base-returning-return = … é concluído — e nunca antes —, os …
```",
        hint: "write the language's dash between the spaces",
    },
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
    Rule {
        id: "l10n/single-letter-word",
        title: "a Polish one-letter word that may end a line (warning)",
        explanation: "\
Polish typography does not leave a one-letter word (a, i, o, u, w, z) at
the end of a line: it goes with the word after it, joined by a
non-breaking space (U+00A0) that a line never breaks at. Hungarian and
Romanian have no such rule, so only Polish is checked. This is a warning: it
fails `check` only under `--deny warnings`.

```ftl
# wrong: a line may break after „w”
base-placing-followers-role-knight = W { -city(case: \"loc\") } staje się rycerzem.
# right: „W”, then U+00A0 (written here as \\u{a0})
base-placing-followers-role-knight = W\u{a0}{ -city(case: \"loc\") } staje się rycerzem.
```",
        hint: "write a non-breaking space (U+00A0) after the one-letter word",
    },
];
