//! The `l10n/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `l10n/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "l10n/bad-locale",
        title: "a locale folder is not a canonical language tag",
        explanation: "\
Each folder under `locales/` is named by its BCP 47 language tag in
canonical form, which selects plural rules, number formats and typography.
A folder whose name is not a tag, or not in canonical case and separator,
is skipped.

```text
locales/pt_BR/   wrong: rename it to locales/pt-BR/
```",
        hint: "name the folder by its BCP 47 tag: en, ro, hu, pt-BR, pl",
    },
    Rule {
        id: "l10n/cycle",
        title: "Fluent messages reference each other in a cycle",
        explanation: "\
A message or term that contains itself, directly or through other
messages and terms, can never be shown. The message lists the cycle; break
it by removing one reference.

```ftl
# wrong: each contains the other
-city = { -town }
-town = { -city }
```",
        hint: "remove one of the references of the cycle",
    },
    Rule {
        id: "l10n/dropped-variable",
        title: "a translation leaves out a variable English uses (warning)",
        explanation: "\
A translation shows what English shows: each `$variable` of the English is
used, in every variant of a select, unless the select selects on it. A
dropped number or name is information the reader does not get. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# English: sheet-tile-count = { $count } tiles
# wrong: `$count` is not shown
sheet-tile-count = płytki
```",
        hint: "use the variable in every variant, or select on it",
    },
    Rule {
        id: "l10n/duplicate",
        title: "a message, term or attribute is defined twice",
        explanation: "\
Message and term ids are unique across all files of a locale, and
attribute names within their message. With two definitions, one silently
wins at run time.

```ftl
site-next = Next
# wrong: defined twice
site-next = Next page
```",
        hint: "remove or rename one of the two definitions",
    },
    Rule {
        id: "l10n/empty",
        title: "a message or attribute shows nothing",
        explanation: "\
A message or attribute whose text is empty or only white space would show
nothing where the outputs expect words. It is usually a translation never
written.

```ftl
# wrong: shows nothing
site-print = { \"\" }
# right
site-print = Print
```",
        hint: "write the text",
    },
    Rule {
        id: "l10n/english-fallback",
        title: "(warning) a locale's text is missing, and English was used instead",
        explanation: "\
`tilebook tiles --locale LOC` draws the words on tile sheets from the
chosen locale. When a message it needs is missing from that locale, or
cannot be formatted there, the sheet uses the English text instead of
showing a raw message id, and this one warning names the locale and every
message it fell back on. This is a warning: the sheets are still written.

```text
tilebook tiles --locale ro   # warning: locale `ro` has no usable text for sheet-title
```",
        hint: "translate the messages in locales/LOC/ (`tilebook check` lists every missing message)",
    },
    Rule {
        id: "l10n/expansion-too-large",
        title: "formatting a message would resolve too many placeables",
        explanation: "\
Formatting one message may resolve at most 100 placeables: its own and
those of every message and term it references, as often as each is
referenced (the largest variant of a select counts). That is the limit of
the Fluent runtime itself, so such a message would not render. A \"billion
laughs\" file, ten messages each referencing the previous one ten times, is
reported quickly instead of being expanded.

```ftl
a = { b } { b } { b } { b } { b } { b } { b } { b } { b } { b }
```",
        hint: "reference fewer messages, or write the text out instead of repeating a reference",
    },
    Rule {
        id: "l10n/extra-file",
        title: "a locale has a file English does not (warning)",
        explanation: "\
Every locale has the same `.ftl` files as English, and each message lives
in the same file, so translators and tools find it in one place. A file
English does not have is a leftover or a misnamed file. This is a warning:
it fails `check` only under `--deny warnings`.

```text
locales/pl/tile.ftl   wrong: English has tiles.ftl
```",
        hint: "move its messages into the file that holds them in English, then delete it",
    },
    Rule {
        id: "l10n/missing-attribute",
        title: "a translation lacks an attribute English has",
        explanation: "\
When an English message has attributes (`.title`, `.gender` …), each
translation of it has the same attributes. The outputs ask for them by
name, so a missing one shows a gap.

```ftl
# English: site-print = Print
#              .title = Print this page
# wrong: `.title` is missing
site-print = Drukuj
```",
        hint: "add the attribute under the message in the translation",
    },
    Rule {
        id: "l10n/missing-edition-name",
        title: "a tile set has no English name",
        explanation: "\
Every tile set is shown by name (page titles, sheets, galleries). So
English has a message `edition-<set id>` for each set in `data/tilesets/`,
and the translations follow it.

```ftl
edition-winter = Winter Edition
```",
        hint: "add `edition-<set id> = …` to the English .ftl files",
    },
    Rule {
        id: "l10n/missing-file",
        title: "a locale lacks a file English has",
        explanation: "\
Every locale has the same `.ftl` files as English; a missing file means
all of its messages are untranslated. It is reported once for the file,
not once per message.

```text
locales/ro/tiles.ftl   missing: English has locales/en/tiles.ftl
```",
        hint: "create the file and translate the English one",
    },
    Rule {
        id: "l10n/missing-message",
        title: "a translation lacks a message English has",
        explanation: "\
Every message of English is translated in every locale, in the file that
holds it in English. The diagnostic points at the English message.

```ftl
# locales/en/ui.ftl has `site-search = Search`; locales/hu/ui.ftl needs
site-search = Keresés
```",
        hint: "add the message to the same file of the locale",
    },
    Rule {
        id: "l10n/missing-required",
        title: "English lacks a message the code asks for",
        explanation: "\
The outputs (sheets, score tables, the site) ask for fixed message ids,
listed with the variables each gets in `src/l10n/ids.rs` and
`docs/localization.md`. Each must exist in English, or the outputs would
show a missing text.

```ftl
score-points-value = { $points } points
```",
        hint: "add the message to English (src/l10n/ids.rs says what it is for)",
    },
    Rule {
        id: "l10n/missing-term",
        title: "a locale's glossary lacks a term English has (warning)",
        explanation: "\
Terms (`-city`, `-farmer` …) hold the game's vocabulary, so that all
messages use the same word. Each term of English has a counterpart in every
locale, with the word of that language's published rulebook. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# locales/pl/terms.ftl
-pennant = proporzec
```",
        hint: "add the term with the established word to the locale's terms.ftl",
    },
    Rule {
        id: "l10n/missing-tile-name",
        title: "a tile kind, or the quarter it belongs to, has no English name",
        explanation: "\
Every tile kind is shown by name (sheets, galleries, the site). So
`locales/en/tiles.ftl` has a message `tile-<kind id in lower case>` for
each kind in `data/tilesets/`, and the translations follow it. A quarter
of Carcassonne that a kind belongs to is named too (`quarter-<name>`), on
the picture of the Count's block.

```ftl
tile-river-spring = Spring
```",
        hint: "add `tile-<id> = …` (a short descriptive name) to locales/en/tiles.ftl",
    },
    Rule {
        id: "l10n/no-locale",
        title: "the locale asked for does not exist",
        explanation: "\
A command asked for a locale (`tilebook tiles --locale …`) that has no
folder under `locales/`. Locales are named by their folders.

```text
tilebook tiles --locale de   # wrong unless locales/de/ exists
```",
        hint: "use one of the folders under locales/, or create the locale",
    },
    Rule {
        id: "l10n/no-source",
        title: "there is no English locale",
        explanation: "\
English (`locales/en/`) is the source: every other locale is checked
against it, and the site lists it first. Without it no translation can be
checked for completeness or staleness.

```text
locales/en/terms.ftl game.ftl tiles.ftl ui.ftl …
```",
        hint: "create locales/en/ with its .ftl files",
    },
    Rule {
        id: "l10n/obsolete-attribute",
        title: "a translation has an attribute English does not (warning)",
        explanation: "\
English dropped or renamed the attribute, so the outputs never ask for it.
This is a warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: English has `.title`, not `.tooltip`
site-print = Drukuj
    .tooltip = Drukuj stronę
```",
        hint: "remove it, or rename it to the attribute English has",
    },
    Rule {
        id: "l10n/obsolete-message",
        title: "a translation has a message English does not (warning)",
        explanation: "\
English dropped or renamed the message, so nothing shows it. The hint names
the English message with the closest id when there is one. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: English has `site-search`
site-serch = Keresés
```",
        hint: "rename it to the English id, or remove it",
    },
    Rule {
        id: "l10n/plural-missing",
        title: "a plural select lacks a category the language has",
        explanation: "\
A select on a number needs a variant for every plural category of the
language (CLDR): en and hu `one`/`other`, ro `one`/`few`/`other`, pt-BR
`one`/`many`/`other`, pl `one`/`few`/`many`/`other`. Otherwise those
numbers get the default variant, which is wrong for them; the notes give
example numbers.

```ftl
# wrong: Polish also needs [few] (2–4 płytki) and [many]
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } płytka
   *[other] { $count } płytek
}
```",
        hint: "add the missing variants",
    },
    Rule {
        id: "l10n/plural-runtime",
        title: "a select on a bare number picks the wrong plural at run time",
        explanation: "\
fluent-bundle's plural table is CLDR 37, which differs from current CLDR
for some numbers (Romanian 101–119 are `few`; Portuguese 1 000 000 is
`many`). A select on a bare `$n` uses the old table; `PLURAL($n)` uses
current CLDR. The message names a number for which the two pick different
variants.

```ftl
# wrong: selects on the bare number
points = { $n ->
    [one] un punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}
# right: the same variants under PLURAL
points = { PLURAL($n) ->
    [one] un punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}
```",
        hint: "select on `PLURAL($n)` instead of `$n`",
    },
    Rule {
        id: "l10n/plural-unreachable",
        title: "a plural variant no number selects (warning)",
        explanation: "\
A variant named by a plural category the language does not have is never
chosen: English has no `few`, Hungarian no `many`. Exact numbers (`[0]`)
are always allowed. This is a warning: it fails `check` only under `--deny
warnings`.

```ftl
# wrong in English: [few] is never chosen
tiles = { PLURAL($n) ->
    [one] one tile
    [few] a few tiles
   *[other] { $n } tiles
}
```",
        hint: "remove the variant; use only the language's categories",
    },
    Rule {
        id: "l10n/render",
        title: "a message fails when rendered",
        explanation: "\
`check` renders every message and attribute of every locale through the
real runtime, with sample arguments (numbers 0, 1, 2, 3, 5, 22, 101, 1.5
and 1 000 000, or a word), once the other checks find no error in the
locale; `build` reports any message that fails while building the site. A
failing message would show broken text in the outputs.

```ftl
# fails: a term sees only the arguments given to it
-city = { $name } city
title = The { -city }
```",
        hint: "run `tilebook check` and fix the message it names",
    },
    Rule {
        id: "l10n/syntax",
        title: "a Fluent syntax error",
        explanation: "\
A `.ftl` file that Fluent cannot parse loses the broken entry: it is
ignored until fixed. Common causes are a select without a default variant
(`*[other]`), an unclosed `{`, a stray `}`, and continuation lines that are
not indented.

```ftl
# wrong: no default variant; write *[other]
tiles = { $n ->
    [one] one tile
    [other] { $n } tiles
}
```",
        hint: "fix the Fluent syntax at the position shown (see docs/localization.md)",
    },
    Rule {
        id: "l10n/term-parameter",
        title: "a term is given a parameter it does not use (warning)",
        explanation: "\
Terms take grammatical parameters (`number`, `case`, `form` …) that differ
by language, each documented at the top of the locale's `terms.ftl`. An
argument the term never selects on has no effect, which is usually a
parameter of another language. This is a warning: it fails `check` only
under `--deny warnings`.

```ftl
# wrong in English: -tile has `number` but no `case`
title = { -tile(case: \"gen\") }
```",
        hint: "remove the argument, or give the term variants on it",
    },
    Rule {
        id: "l10n/lower-case-opening",
        title: "a translation opens with a small letter where the English opens with a capital",
        explanation: "\
A message or heading whose English starts with a capital letter starts a
sentence or a title; its translation must too. The check renders how the
translation opens: its first letter, or the first letter of the term that
opens it (with the term's case or form chosen by the arguments), in every
variant of a select. A term is written in lower case (it usually stands
mid-sentence), so a message that opens with one opens lower-case.
Messages whose English starts lower-case are fragments set into other
text, and those that open with a variable or a number take their case
from the value: neither is checked.

```fluent
# English: am-mayor-pennants-title = Mayors and pennants
am-mayor-pennants-title = { -mayor(number: \"pl\") } és címerek   # wrong: „polgármesterek…”
am-mayor-pennants-title = Polgármesterek és címerek               # right
```",
        hint: "reword so that no term opens the text, or write the word out capitalised",
    },
    Rule {
        id: "l10n/term-variant",
        title: "a term argument names a variant the term lacks",
        explanation: "\
A term argument such as `case: \"gen\"` picks a variant of the term. A value
the term has no variant for silently falls back to the default form, which
is wrong grammar; the note lists the variants.

```ftl
# wrong: the Polish genitive is \"gen\"
x = { -tile(case: \"dop\") }
```",
        hint: "use one of the term's variants",
    },
    Rule {
        id: "l10n/too-deep",
        title: "an entry nests placeables too deeply",
        explanation: "\
Placeables and call arguments may nest at most 100 levels deep in one
entry (`{ { … } }`, a select inside a variant, `NUMBER(…)` inside a call).
The Fluent parser is recursive, so a deeper entry could overflow the stack:
it is refused before it is parsed and ignored like an entry with a syntax
error, and the rest of the file is checked as usual.

```ftl
deep = { { { { { … ten thousand levels … } } } } }
```",
        hint: "flatten the entry: a real message needs only a few levels of nesting",
    },
    Rule {
        id: "l10n/unknown-function",
        title: "a message calls a function that does not exist",
        explanation: "\
The runtime has two functions: `NUMBER(…)` formats a number for the
locale, and `PLURAL(…)` selects by plural category under current CLDR. Any
other call fails at run time.

```ftl
# wrong
points = { NUMERO($n) }
# right
points = { NUMBER($n) }
```",
        hint: "use NUMBER(…) or PLURAL(…)",
    },
    Rule {
        id: "l10n/unknown-reference",
        title: "a message references a message, term or attribute that does not exist",
        explanation: "\
A reference `{ msg }`, `{ -term }` or `{ msg.attr }` must name something
defined in the same locale; a message with only attributes has no value to
show, so it is referenced through an attribute. A broken reference renders
as an error.

```ftl
# wrong: the term is -tile
title = Place a { -tyle }
```",
        hint: "define it in this locale, or correct the name",
    },
    Rule {
        id: "l10n/unknown-variable",
        title: "a message uses a variable nobody passes",
        explanation: "\
English messages may use only the variables the code passes (listed in
`src/l10n/ids.rs`), and translations only the variables the English uses.
Any other `$variable` fails at run time; the note lists the ones available.

```ftl
# English: sheet-tile-count = { $count } tiles
# wrong: the variable is $count
sheet-tile-count = { $number } płytek
```",
        hint: "use one of the variables listed, or remove it",
    },
    Rule {
        id: "l10n/value-mismatch",
        title: "a translation has a value where English has none, or the reverse",
        explanation: "\
A message either has a value (`id = text`) or only attributes. Its
translations have the same shape, because the outputs ask for the value or
for an attribute by name.

```ftl
# English: tile-d = City and road
# wrong: the value is missing
tile-d =
    .gender = masc
```",
        hint: "give the translation a value exactly when English has one",
    },
    Rule {
        id: "l10n/wrong-file",
        title: "a message is in another file than in English (warning)",
        explanation: "\
Each message lives in the same file in every locale as in English, so it is
found in one place and a missing file shows all its messages missing. This
is a warning: it fails `check` only under `--deny warnings`.

```text
locales/ro/ui.ftl has tile-a, which English has in tiles.ftl
```",
        hint: "move the message to the file English keeps it in",
    },
];
