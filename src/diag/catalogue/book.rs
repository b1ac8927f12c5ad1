//! The `book/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `book/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "book/duplicate-id",
        title: "a book, chapter or section id is used twice",
        explanation: "\
Book ids are the books' URLs, and chapter and section ids are page names
and anchors. Two equal ids would make two pages or anchors with the same
address, so book ids are unique, and chapter and section ids are unique
within their book.

```toml
[[chapter]]
id = \"setup\"

[[chapter]]
id = \"setup\"   # wrong: a second chapter with the same id
```",
        hint: "give each book, and each chapter and section within a book, its own id",
    },
    Rule {
        id: "book/reserved-id",
        title: "a book's id is a folder the site uses for itself",
        explanation: "\
A book's id is its folder in every locale of the site (`en/base/`). The
site keeps two folders there for itself: `box/`, the page that combines
the books a player owns (and the one book `build --box` makes), and
`tiles/`, the tile galleries and checklists. A book with one of those ids
would overwrite them.

```toml
id = \"box\"   # wrong: the site's \"My box\" page lives there
```",
        hint: "choose another id for the book",
    },
    Rule {
        id: "book/unknown-book",
        title: "a section is an interaction with a book that does not exist",
        explanation: "\
A section's `with` names the other books it is about (an interaction
between expansions): a combined book (\"My box\") shows the section only
when all of them are in the box. The ids are those of the files in
`book/`; an unknown id would hide the section from every box.

```toml
[[chapter.section]]
id = \"big-follower\"
with = [\"inns-and-cathedrals\"]   # wrong: the book's id is inns-cathedrals
```",
        hint: "name the id of a book in book/",
    },
    Rule {
        id: "book/unknown-example",
        title: "a book shows a scoring example that does not exist",
        explanation: "\
An `example` or `editions` block names a board in `data/examples/` by its
file name without `.toml`. An unknown name would leave an empty figure on
the page.

```toml
blocks = [{ example = \"city-two-tile\" }]   # wrong: the file is city-two-tiles.toml
```",
        hint: "name a file of data/examples/ without its .toml",
    },
    Rule {
        id: "book/unknown-message",
        title: "a book names a message English does not have",
        explanation: "\
A book holds no text: its titles and blocks name Fluent messages. They
must exist in English (`locales/en/`), the source every translation
follows; otherwise no locale can show them.

```toml
title = \"base-setup\"
blocks = [{ text = \"base-setup-intr\" }]   # wrong: the message is base-setup-intro
```",
        hint: "add the message to locales/en/book-<book>.ftl, or correct the id",
    },
    Rule {
        id: "book/unknown-phase",
        title: "a chapter names a phase of play that does not exist",
        explanation: "\
A chapter's `phase` says when in a game its rules apply; a combined book
(\"My box\") puts the chapters of several books in that order. The phases
are a closed list, in play order: components, overview, setup, turn,
tiles, followers, scoring, fields, end, reference, gallery (see
docs/book-format.md).

```toml
[[chapter]]
id = \"scoring\"
phase = \"score\"   # wrong: the phase is `scoring`
```",
        hint: "use one of the phases docs/book-format.md lists, or leave `phase` out to follow the chapter before",
    },
    Rule {
        id: "book/unknown-rules",
        title: "a book assumes a rule edition that does not exist",
        explanation: "\
A book's `rules` names the rule edition (of `data/rules.toml`) its text and
examples assume. The site scores the book's examples under that edition,
so it must exist.

```toml
rules = \"3rd\"   # wrong: the edition's id is `third`
```",
        hint: "use the id of a rule edition in data/rules.toml",
    },
    Rule {
        id: "book/unknown-tile",
        title: "a book shows a tile kind that does not exist",
        explanation: "\
A `tiles` block shows tile pictures by the kind ids of `data/tilesets/`.
Kind ids are case-sensitive.

```toml
blocks = [{ tiles = [\"d\"] }]   # wrong: the kind is `D`
```",
        hint: "use the id of a tile kind in data/tilesets/",
    },
    Rule {
        id: "book/unknown-tileset",
        title: "a book names a tile set that does not exist",
        explanation: "\
A book's `tilesets` and its `gallery` blocks name tile sets by the `id` of
a file in `data/tilesets/`. An unknown id would show no tiles.

```toml
tilesets = [\"winter-edition\"]   # wrong: the set's id is `winter`
```",
        hint: "use the id of a tile set in data/tilesets/",
    },
    Rule {
        id: "book/unused-example",
        title: "a scoring example is not shown in any book (warning)",
        explanation: "\
Every board in `data/examples/` is there to illustrate a rule, so some book
shows it with an `example` or `editions` block. An example no book shows is
checked but never seen. This is a warning: it fails `check` only under
`--deny warnings`.

```toml
blocks = [{ text = \"base-cities-score\" }, { example = \"city-two-tiles\" }]
```",
        hint: "add `{ example = \"…\" }` to the section that explains its rule, or delete the example",
    },
];
