//! The `l10n/…` rules about words and typography in each language: the
//! glossary of the published rulebooks' words (`src/l10n/glossary.rs`), the
//! conventions of `src/l10n/conventions.rs` and of `src/l10n/typography.rs`.
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
        id: "l10n/cedilla",
        title: "Romanian ș or ț written with a cedilla (warning)",
        explanation: "\
Romanian writes ș and ț with a comma below (U+0219, U+021B), but old fonts
and keyboards give ş and ţ with a cedilla (U+015F, U+0163), which are
Turkish letters. This is a warning: it fails `check` only under `--deny
warnings`.

```ftl
# wrong: ş with a cedilla
tile-city = Oraş
# right: ș with a comma below
tile-city = Oraș
```",
        hint: "replace ş ţ Ş Ţ with ș ț Ș Ț",
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
        id: "l10n/ellipsis",
        title: "three dots instead of an ellipsis (warning)",
        explanation: "\
Text uses the ellipsis character `…` (U+2026), which does not break across
lines and is set as one glyph, rather than three full stops. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong
site-search = Search...
# right
site-search = Search…
```",
        hint: "write the ellipsis character `…` (U+2026)",
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
        id: "l10n/glossary-unsourced",
        title: "a glossary word names no source (warning)",
        explanation: "\
Each word of a glossary says where a reader can check it: the seed it comes
from (`seed`), or another printed source (`source`, a key of `[sources]`
that names the rule book or the publisher's page), or, for a word no source
confirms, `unverified` with what was searched. `tilebook l10n status`
counts the unverified words of each locale, so a published word found later
replaces ours (in the term, which every message uses). This is a warning:
it fails `check` only under `--deny warnings`.

```toml
[sources]
bard-ck = \"Bard: Hrabia, Król i Rzeka, instrukcja (https://…)\"

[[concept]]
id = \"shrine\"
word = \"siedziba kultu\"
source = \"bard-ck\"
# or, when nothing was found:
# unverified = \"Bard's site and two shops searched, no rule book online\"
```",
        hint: "add `seed`, `source` (a key of `[sources]`) or `unverified` to the concept",
    },
    Rule {
        id: "l10n/term-not-used",
        title: "a translation names a concept without its term (warning)",
        explanation: "\
Where the English of a message names a game concept through its term
(`{ -shrine }`), the translation names it through the same term, or writes
out one of the forms that term has in the locale (or a shortening its
glossary lists under `also`). A translation that says the thing with a word
of its own, a synonym or an older name, is found without anyone listing
that word; and a published name set later in `terms.ftl` then reaches every
message. Where a pronoun or an omission is the right translation, a comment
line right above the message says so, and the check accepts it. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# English: ck-cult-shrine = A { -shrine } is a cloister…
# wrong: a word of its own
ck-cult-shrine = Sanktuarium to klasztor…
# right
ck-cult-shrine = { -shrine } to klasztor…
# right, on purpose
# term-not-used: -tile (the sentence says „it”)
engine-step-not-seated = …
```",
        hint: "write the term with the form the sentence needs, or explain the omission in a `# term-not-used: -term (why)` comment",
    },
    Rule {
        id: "l10n/hu-accents",
        title: "Hungarian ő or ű written with a circumflex or tilde (warning)",
        explanation: "\
Hungarian writes ő and ű with a double acute accent. Text copied from
scanned rulebooks or typed with a Latin-1 keyboard often has ô, õ or û
instead, which are not Hungarian letters. This is a warning: it fails
`check` only under `--deny warnings`.

```ftl
# wrong: ô
sheet-start-tile = Kezdô lapka
# right: ő
sheet-start-tile = Kezdő lapka
```",
        hint: "replace ô õ û with ő ű (and Ô Õ Û with Ő Ű)",
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
        id: "l10n/quotes",
        title: "a quotation mark of the wrong style (warning)",
        explanation: "\
Each language quotes in its own style: Romanian, Polish and Hungarian
„…”, English and Portuguese “…”. Straight quotes `\"` and marks of other
languages look wrong in print. This is a warning: it fails `check` only
under `--deny warnings`.

```ftl
# wrong
note = Kliknij \"Dalej\"
# right
note = Kliknij „Dalej”
```",
        hint: "use the quotation marks of the language",
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
    Rule {
        id: "l10n/unbalanced-quotes",
        title: "a quotation mark is not paired (warning)",
        explanation: "\
Within each text, and within each variant of a select, every opening
quotation mark is closed and every closing one was opened. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: never closed
note = Kliknij „Dalej
# right
note = Kliknij „Dalej”
```",
        hint: "add the missing opening or closing mark, or remove the stray one",
    },
];
