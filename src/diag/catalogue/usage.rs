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
        id: "usage/unknown-rules",
        title: "`build --box --rules` names a rule edition that does not exist",
        explanation: "\
`--rules` chooses the rule edition the combined book's examples are
scored under, by its id in `data/rules.toml`. Without it, the base game's
book's edition is used.

```sh
tilebook build --box base,river --rules 2nd   # wrong: second
```",
        hint: "use the id of a rule edition in data/rules.toml (first, second, third)",
    },
];
