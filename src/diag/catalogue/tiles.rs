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
