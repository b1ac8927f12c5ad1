//! The `id/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `id/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[Rule {
    id: "id/invalid",
    title: "an id that becomes a path, URL or HTML id has characters it may not have",
    explanation: "\
Tile set and tile kind ids, scoring example ids (their file names), book,
chapter and section ids, and locale folder names become file names, links
and HTML ids of the outputs. Each must match one pattern,
`^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$`: ASCII letters, digits, `-` and `_`,
starting with a letter or digit, at most 64 characters. So an id can never
write outside the output folder (`../../x`) or become a script link
(`javascript:alert(1)`). A project with such an id builds nothing.

```toml
[[chapter]]
id = \"../setup\"   # wrong
id = \"setup\"      # right
```",
    hint: "use only ASCII letters, digits, - and _, starting with a letter or digit, at most 64 characters",
}];
