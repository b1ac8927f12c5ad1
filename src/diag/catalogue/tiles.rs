//! The `tiles/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `tiles/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "tiles/render",
        title: "a tile or sheet could not be rendered",
        explanation: "\
`tilebook tiles` draws every kind from its data and converts the drawings
to PNG or PDF. Data that passes `check` should always render, so a failure
here is a bug in tilebook.

```text
tilebook check && tilebook tiles
```",
        hint: "report it as a bug, with the tile data that caused it",
    },
    Rule {
        id: "tiles/too-large",
        title: "a picture is too large to draw as PNG",
        explanation: "\
`tilebook tiles --format png` draws each tile, sheet page and block as a
picture of pixels, at most 16.8 million of them (64 MiB); a larger one is
refused before its memory is asked for, naming the picture and the size it
would have. A sheet page has about 1.2 million and the widest block a set
may have about 8.3 million, so only data `check` refuses (a block spread
over many squares) comes near. SVG has no such limit.

```text
tilebook tiles --format png   # error: the block of `count` would be 36000×180 pixels
tilebook tiles --format svg   # right: vector pictures
```",
        hint: "draw it as SVG (`--format svg`), or make it smaller",
    },
    Rule {
        id: "tiles/unknown-kind",
        title: "an edition lists a tile kind no file defines",
        explanation: "\
A tile set lists a kind (directly or through an include) whose definition
could not be read. `tilebook check` reports why.

```text
tilebook check
```",
        hint: "run `tilebook check` and fix what it reports",
    },
];
