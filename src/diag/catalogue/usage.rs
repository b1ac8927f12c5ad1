//! The `usage/…` rules of the catalogue, sorted by id: a command-line
//! argument naming something the project does not have (exit code 2).

use super::Rule;

/// The `usage/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "usage/two-printings",
        title: "`build --box --printing` names two printings of one book",
        explanation: "\
A box holds one printing of each book. `--printing` chooses it by its tile
set id; naming a second printing of the same book (or the same one twice)
would leave one of them silently unused, so it is refused.

```sh
tilebook build --box base,winter --printing winter-2012,winter-2011   # wrong: one book
tilebook build --box base,winter --printing winter-2012               # right
```",
        hint: "name at most one printing of each book",
    },
    Rule {
        id: "usage/unknown-book",
        title: "`build --box` names a book that does not exist",
        explanation: "\
`tilebook build --box` builds one rule book combined of the books a
player owns, named by their ids (the `id` of the files in `book/`),
comma separated. The diagnostic points at the unknown id in the argument
(shown as the file `--box`) and suggests the closest known one. The base
game's book is always included.

```sh
tilebook build --box base,river,inns-and-cathedrals   # wrong: inns-cathedrals
```",
        hint: "name books by the ids of the files in book/, comma separated",
    },
    Rule {
        id: "usage/unknown-locale",
        title: "`l10n accept` or `l10n diff` names a locale that is not a translation",
        explanation: "\
`tilebook l10n accept LOCALE` and `tilebook l10n diff LOCALE ID` work on
one translation, named by its folder in `locales/` (`pl`, `pt-BR`). The
source locale, `en`, is what translations are accepted against, so it is
not one of them. The message lists the locales there are.

```sh
tilebook l10n accept pt   # wrong: the folder is locales/pt-BR
```",
        hint: "name a translation by its folder in locales/ (not en)",
    },
    Rule {
        id: "usage/unknown-message",
        title: "`l10n accept` or `l10n diff` names a message there is no translation of",
        explanation: "\
`tilebook l10n accept LOCALE ID…` records that the translations of the
given messages are made from the current English, and `tilebook l10n diff
LOCALE ID` shows how a message's English changed since; `ID` is a message
id of the English, `ID.ATTR` one of its attributes. A message English
does not have, or one not translated yet, has nothing to accept.

```sh
tilebook l10n diff pl tile-count.titel   # wrong: the attribute is `title`
```",
        hint: "name a message id (or ID.ATTR) of the English that the locale translates",
    },
    Rule {
        id: "usage/unknown-printing",
        title: "`build --box --printing` names no printing of a book in the box",
        explanation: "\
A book may come in several printings (`printings` in its `book/*.toml`:
the Winter Edition's). `--printing` chooses one by its tile set id, and
only for a book that `--box` names (or the base game's).

```sh
tilebook build --box base,winter --printing winter-2013   # wrong: winter-2012
```",
        hint: "name a printing listed in the `printings` of a book in the box",
    },
    Rule {
        id: "usage/unknown-rule-id",
        title: "`explain` names a rule id that does not exist",
        explanation: "\
`tilebook explain RULE-ID` prints what a diagnostic's rule checks and how
to fix it; the id is the one in brackets after `error` or `warning`
(`data/syntax`). An id the catalogue lacks is refused with the closest
ids; `tilebook explain --list` lists them all.

```sh
tilebook explain data/sintax   # wrong: data/syntax
```",
        hint: "copy the id from the diagnostic, or pick one from `tilebook explain --list`",
    },
    Rule {
        id: "usage/unknown-rules",
        title: "`--rules` names a rule edition that does not exist",
        explanation: "\
`--rules` chooses a rule edition by its id in `data/rules.toml`: the one
`score` and `sim` play under (default `third`), or the one the combined
book of `build --box` scores its examples under (default: the base game's
book's edition). An id it does not know is refused before anything is
read, with the known ids.

```sh
tilebook build --box base,river --rules 2nd   # wrong: second
```",
        hint: "use the id of a rule edition in data/rules.toml (first, second, third)",
    },
];
