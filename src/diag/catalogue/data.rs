//! The `data/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `data/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "data/bad-edges",
        title: "`edges` is not four terrain letters",
        explanation: "\
A tile kind's `edges` gives the terrain of its four sides in the order N, E,
S, W, one letter each: C city, R road, F field, W water (river). Placement
checks these letters against the neighbouring tiles.

```toml
edges = \"CRF\"    # wrong: three letters
edges = \"CRFR\"   # right: the start tile
```",
        hint: "write four of C, R, F, W, for N, E, S, W",
    },
    Rule {
        id: "data/bad-end",
        title: "a road or river `end` is not a known end",
        explanation: "\
A road that reaches only one side ends at a `village` (a crossing), the
tile's `cloister`, a `city` gate or a `house` standing alone; a river that reaches one side starts
at a `spring` or ends in a `lake`. Any other word is rejected.

```toml
roads = [{ sides = [\"S\"], end = \"monastery\" }]   # wrong
roads = [{ sides = [\"S\"], end = \"cloister\" }]    # right
```",
        hint: "roads end at village, cloister, city or house; rivers at spring or lake",
    },
    Rule {
        id: "data/bad-goods",
        title: "a goods symbol or token is not a known kind of goods",
        explanation: "\
A city's `goods` and a piece's `goods` name one of the three kinds of
goods of Traders & Builders: `wine`, `grain` or `cloth`, in lower case.
A close misspelling gets a suggestion.

```toml
cities = [{ sides = [\"N\"], goods = \"corn\" }]    # wrong
cities = [{ sides = [\"N\"], goods = \"grain\" }]   # right
```",
        hint: "write wine, grain or cloth",
    },
    Rule {
        id: "data/bad-half",
        title: "a field lists something that is not a half-edge",
        explanation: "\
Fields are made of half-edges: each side has two, named by the side and
the half, clockwise from the north side's west half: NNW, NNE, ENE, ESE,
SSE, SSW, WSW, WNW. A side name alone is not enough, because a road
splits a side between two fields.

```toml
fields = [{ halves = [\"N\"] }]            # wrong: a side
fields = [{ halves = [\"NNW\", \"NNE\"] }]   # right: its two halves
```",
        hint: "use half-edges: NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW",
    },
    Rule {
        id: "data/bad-piece",
        title: "a piece of a set is not one figure, goods or token",
        explanation: "\
Each entry of a set's `pieces` names one of: a figure (`follower`, `big`,
`builder`, `pig`) with how many each player gets (`per_player`); a kind of
goods with how many tokens the box holds (`total`); or a neutral token
(`dragon`, `fairy`, `tower`, `count`, `king`, `robber`, `catapult`) with how many
the box holds (`total`). A
table naming several or none, with a count missing, or with an unknown
figure or token is rejected.

```toml
pieces = [{ figure = \"big\", total = 6 }]        # wrong
pieces = [{ figure = \"big\", per_player = 1 }]   # right
```",
        hint: "write `{ figure = \"big\", per_player = 1 }`, `{ goods = \"wine\", total = 9 }` or `{ token = \"tower\", total = 30 }`",
    },
    Rule {
        id: "data/bad-position",
        title: "a square of a set's block is not exactly two integers",
        explanation: "\
A tile of a set's `block` lies on a square written `at = [x, y]`: exactly
two integers, x growing to the east and y to the south, as on boards
(`board/bad-position`). A list with one number or three is refused at the
value, never cut short.

```toml
block = [
  { kind = \"CO-07\", at = [0, 0, 1] },   # wrong
  { kind = \"CO-07\", at = [0, 0] },      # right
]
```",
        hint: "write the square as at = [x, y]",
    },
    Rule {
        id: "data/bad-quarter",
        title: "a tile's quarter is not a quarter of Carcassonne",
        explanation: "\
A tile of the Count's city names the quarter of the city of Carcassonne it
belongs to: `castle`, `market`, `blacksmith` or `cathedral`, in lower
case. A close misspelling gets a suggestion.

```toml
quarter = \"smithy\"       # wrong
quarter = \"blacksmith\"   # right
```",
        hint: "write castle, market, blacksmith or cathedral",
    },
    Rule {
        id: "data/bad-side",
        title: "a feature lists something that is not a side",
        explanation: "\
Cities, roads and rivers list the sides they reach: `N`, `E`, `S` or `W`;
a field's `cities` names a city segment by one of its sides. Half-edges
(NNW …) are only for fields' `halves`.

```toml
cities = [{ sides = [\"NNW\"] }]   # wrong: a half-edge
cities = [{ sides = [\"N\"] }]     # right
```",
        hint: "sides are N, E, S and W",
    },
    Rule {
        id: "data/duplicate-id",
        title: "a tile set, tile kind or rule edition is defined twice",
        explanation: "\
Tile set ids are unique across `data/tilesets/`, tile kind ids are unique
across all tile sets (other sets reuse a kind through `includes`), and rule
edition ids are unique in `data/rules.toml`. The second definition is
ignored.

```toml
# data/tilesets/winter.toml
[[kind]]
id = \"D\"   # wrong: base.toml defines D; include base instead
```",
        hint: "give it its own id, or reuse the first definition (`includes` for tile kinds)",
    },
    Rule {
        id: "data/duplicate-piece",
        title: "a set lists one figure, goods or token twice in its pieces",
        explanation: "\
A set's `pieces` names each figure, kind of goods and neutral token at most
once: play takes the first entry and ignores the second, while `count`
would list both. Write one entry with the number the box holds.

```toml
pieces = [
  { figure = \"big\", per_player = 1 },
  { figure = \"big\", per_player = 1 },   # wrong: the big follower again
]
```",
        hint: "remove the second entry, or merge the two into one with the box's number",
    },
    Rule {
        id: "data/include-cycle",
        title: "tile sets include each other in a cycle",
        explanation: "\
`includes` copies another tile set's kinds and counts into this one. If
sets include each other, directly or through others, the set would contain
itself; the message shows the cycle.

```toml
# base.toml
includes = [\"winter\"]   # wrong when winter.toml includes base
```",
        hint: "remove the include that closes the cycle",
    },
    Rule {
        id: "data/like-with-geometry",
        title: "a tile kind has both `like` and its own shape",
        explanation: "\
`like = \"ID\"` copies the whole shape of another kind: edges, cities,
roads, rivers, fields and cloister. A kind with `like` that also gives any
of these is ambiguous.

```toml
[[kind]]
id = \"E2\"
like = \"E\"
edges = \"CFFF\"   # wrong: remove this, or remove `like`
```",
        hint: "remove `like`, or remove edges, cities, roads, rivers, fields and cloister",
    },
    Rule {
        id: "data/missing-file",
        title: "a file or folder the project needs does not exist",
        explanation: "\
`data/rules.toml` (the rule editions) or the folder `data/examples/` (the
scoring examples) is missing, but something needs it: a board to score, an
example a book shows. The root cause is reported once, and the checks that
depend on it are skipped rather than reported one by one.

```text
git checkout -- data/rules.toml
```",
        hint: "restore the file or folder (see docs/rules-and-boards.md)",
    },
    Rule {
        id: "data/no-tilesets",
        title: "no tile-set files found",
        explanation: "\
Every command works on the tile sets in `data/tilesets/*.toml` of the
project root. Finding none usually means tilebook runs in the wrong folder,
or `--root` points at the wrong one.

```text
tilebook --root ~/tilebook check
```",
        hint: "run tilebook from the project root, or pass --root DIR",
    },
    Rule {
        id: "data/out-of-range",
        title: "a count, stated total or rule value is above its limit",
        explanation: "\
So that no sum of tiles or points can overflow, numbers in the data have
documented limits: a kind's `count` at most 10,000, a set's stated total at
most 100,000, and every points value in `data/rules.toml` at most 1,000. No
real game comes near them; a larger number is a typo. A rule edition with
such a value is left out, without knock-on errors.

```toml
count = 99999999999   # wrong
count = 9
```",
        hint: "use the real figure: at most 10,000 per kind, 100,000 per set, 1,000 per rule value",
    },
    Rule {
        id: "data/schema",
        title: "a TOML value does not fit the file format",
        explanation: "\
The file is valid TOML, but a table has a key the format does not know,
lacks a key it needs, or a value has the wrong type (a string where a
number belongs, an unknown farm method). The message names the key; the
formats are in `docs/tile-data.md`, `docs/rules-and-boards.md` and
`docs/book-format.md`.

```toml
[[kind]]
id = \"D\"
cuont = 4   # wrong: the key is `count`
```",
        hint: "correct the key or the value's type as the message says",
    },
    Rule {
        id: "data/schema-line",
        title: "a data file does not name its JSON Schema on its first line",
        explanation: "\
In a project with a `schemas/` folder (`tilebook schema` writes it), every
file of `data/` and `book/` starts with a taplo directive naming its
schema, relative to the file. Editors with taplo or Even Better TOML read
it to complete keys and flag mistakes as you type (docs/editors.md). To
tilebook the line is a comment: this is a warning, and a project without
`schemas/` is not asked for it.

```toml
# The base game's tiles.                # wrong: no directive first
#:schema ../../schemas/tileset.json     # right, in data/tilesets/
```",
        hint: "make the file's first line the `#:schema` line the message gives",
    },
    Rule {
        id: "data/syntax",
        title: "the file is not valid TOML",
        explanation: "\
tilebook's data files are TOML. A syntax error stops the file from being
read at all, so nothing else in it is checked until it is fixed. Every
syntax error of a tile-set file is reported.

```toml
id = \"base   # wrong: the string is never closed
id = \"base\"  # right
```",
        hint: "fix the TOML syntax at the position shown (see https://toml.io)",
    },
    Rule {
        id: "data/unknown-include",
        title: "a tile set names a set that does not exist",
        explanation: "\
`includes` names other tile sets by their `id` (not their file name),
whose kinds and counts this set contains. An unknown id would leave the set
short of tiles, so its total is not checked until it is fixed.
`advised_against` names sets by their `id` too: those the publisher
advises against playing together with this one.

```toml
includes = [\"base.toml\"]   # wrong
includes = [\"base\"]        # right
advised_against = [\"river-2\"]
```",
        hint: "use the id of a tile set in data/tilesets/",
    },
    Rule {
        id: "data/unknown-kind",
        title: "`like` names no kind with its own shape",
        explanation: "\
`like = \"ID\"` copies the shape of the kind `ID`. That kind must exist in
some tile set and be defined with its own `edges`, not itself with `like`.
The kind with the bad `like` is left out until it is fixed.

```toml
[[kind]]
id = \"E2\"
like = \"e\"   # wrong: the kind is `E`
```",
        hint: "name a kind defined with `edges` in some tile set",
    },
    Rule {
        id: "data/bad-variant",
        title: "a rule variant is not well formed",
        explanation: "\
A rule variant (`[[rule_variant]]` in `data/rules.toml` or in a tile set's
file) names where printings of a rule differ. It has a project-wide unique
`id`, at least two `[[rule_variant.option]]` tables, each with its own `id`,
its `source` (the printing, rulebook or publisher's clarification; an
option of ours says `reading = true` and why) and the `params` it sets, and
a `default` that is one of them: the seed's reading. The default plays the
file as it stands, so its `params` must equal the set's (the base game's
default sets none: each edition plays as written).

```toml
[[rule_variant]]
id = \"dragon-moves\"
default = \"before\"            # wrong: no option `before`

[[rule_variant.option]]
id = \"before-scoring\"
source = \"seed 000 (Hans im Glück's order of the turn)\"
params = { dragon_after_scoring = 0 }

[[rule_variant.option]]
id = \"after-scoring\"
source = \"\"                   # wrong: no source
params = { dragon_after_scoring = 1 }
```",
        hint: "give every option an id and a source, and make `default` one of them",
    },
    Rule {
        id: "data/unknown-param",
        title: "a tile set gives a parameter its rules module does not have",
        explanation: "\
A tile set that names an engine rules module (`rules = \"…\"`) may give
values for that module's parameters in `params`, where its rulebook's
numbers differ from the ones the module starts from (seed 000's). Each key
must be one of the module's parameters; a set without `rules` has none.
`inns-cathedrals` has `inn_road_tile`, `cathedral_city_tile` and
`cathedral_pennant`; `traders-builders` has `goods_majority` and
`pig_city`.

```toml
rules = \"inns-cathedrals\"
params = { inn_tile = 2 }   # wrong: inn_road_tile
```",
        hint: "use one of the module's parameter names, or remove the key",
    },
    Rule {
        id: "data/unknown-rules",
        title: "a set names a rules module the engine does not have",
        explanation: "\
A set's `rules` names the module of the engine that playing with the set
switches on (`inns-cathedrals`, `traders-builders`). A name the engine
does not know would leave the set's figures and features without rules.
A close misspelling gets a suggestion.

```toml
rules = \"inns\"              # wrong
rules = \"inns-cathedrals\"   # right
```",
        hint: "name one of the engine's rules modules, or remove `rules`",
    },
    Rule {
        id: "data/unknown-symbol",
        title: "a tile kind lists a symbol tilebook does not know (warning)",
        explanation: "\
A kind's `symbols` lists what is printed on the tile that rules give meaning
to: `animal` (Winter Edition), `volcano`, `dragon`, `portal` (Princess &
Dragon), `tower` (The Tower), `shrine` (Count, King & Robber: the cult)
and `fair` (The Catapult). Another name is kept and drawn as a plain
marker, but no rule will ever see it, so a misspelt symbol would quietly
make, say, a volcano tile an ordinary one. This is a warning: it fails
`check` only under `--deny warnings`.

```toml
symbols = [\"vulcano\"]   # warned: did you mean `volcano`?
symbols = [\"volcano\"]   # right
```",
        hint: "write one of: animal, volcano, dragon, portal, tower, shrine, fair",
    },
];
