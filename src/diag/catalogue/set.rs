//! The `set/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `set/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "set/duplicate-kind",
        title: "a tile kind reaches a tile set twice",
        explanation: "\
A tile set's kinds are its own plus those of the sets it includes. A kind
reached twice, through two includes or an include and the set's own list,
would be counted twice.

```toml
# winter.toml
includes = [\"base\", \"base-extra\"]   # wrong if base-extra also includes base
```",
        hint: "include each set once, directly or through another",
    },
    Rule {
        id: "set/start-tiles",
        title: "a tile set has the wrong number of start tiles",
        explanation: "\
A set played on its own (`requires_start = true`) has exactly one kind
marked `start = true`, the tile with the dark back. A set that is only
played with others (an expansion) marks none.

```toml
requires_start = true
# wrong: no kind has `start = true`, or two do
```",
        hint: "mark exactly one kind with `start = true`, or none in an expansion",
    },
    Rule {
        id: "set/total-mismatch",
        title: "a tile set's counts do not add up to its stated total",
        explanation: "\
`stated_total` is the number of tiles the rulebook states for the set; the
`count`s of its kinds, with those of its includes, must add up to it. A
difference means a miscounted kind or a missing one.

```toml
stated_total = 72
# wrong if the kinds' counts add up to 71
```",
        hint: "correct a kind's `count`, or `stated_total` if the rulebook says otherwise",
    },
];
