//! The `set/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `set/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "set/bad-block",
        title: "a set's block lays a tile it cannot",
        explanation: "\
A set's `block` lays tiles together before play (The Count's city). Each
entry names a kind of the set itself, a square of its own and a rotation
of 0, 90, 180 or 270 degrees. The block lays no more tiles of a kind than
the set has.

```toml
block = [
  { kind = \"CO-01\", at = [0, 0] },
  { kind = \"CO-02\", at = [0, 0] },              # wrong: the square of CO-01
  { kind = \"CO-03\", at = [2, 0], rotation = 45 }, # wrong: not a quarter turn
]
```",
        hint: "name a kind of the set, give each tile its own square and a quarter turn",
    },
    Rule {
        id: "set/block-mismatch",
        title: "two touching tiles of a set's block do not match",
        explanation: "\
Tiles laid side by side in a set's `block` must show the same on the sides
they touch by, as tiles placed in play do: city against city, road
against road, field against field, water against water; and on a tile of
the Count's city, the half-edges that lie in the city of Carcassonne
against half-edges that lie there too. The message names both tiles, the
side and what each shows there.

```toml
block = [
  { kind = \"CO-01\", at = [0, 0] },                 # field on its E side
  { kind = \"CO-02\", at = [1, 0], rotation = 180 }, # wrong: turned round
]
```",
        hint: "check the two kinds' edges, their squares and their rotations",
    },
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
