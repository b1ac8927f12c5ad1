//! The `tile/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `tile/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "tile/bridge-over-nothing",
        title: "a road is on a bridge but crosses no other road",
        explanation: "\
`bridge = true` marks the road that runs over another on a bridge
(Traders & Builders): one road reaching N and S, the other E and W. A road
that crosses no other road has nothing to bridge.

```toml
roads = [{ sides = [\"E\", \"W\"], bridge = true }]   # wrong: no road N–S
```",
        hint: "remove `bridge = true`, or add the road it crosses",
    },
    Rule {
        id: "tile/dangling-end",
        title: "a road or river reaching one side has no end",
        explanation: "\
A road that reaches only one side of its tile must stop at something: a
village (crossing), the tile's cloister or a city gate; a one-sided river
starts at a spring or ends in a lake. Without `end` the road would end in
nothing.

```toml
roads = [{ sides = [\"S\"] }]                      # wrong
roads = [{ sides = [\"S\"], end = \"cloister\" }]    # right
```",
        hint: "add `end = \"village\"`, `\"cloister\"` or `\"city\"` (rivers: `\"spring\"` or `\"lake\"`)",
    },
    Rule {
        id: "tile/edge-mismatch",
        title: "`edges` disagrees with the features",
        explanation: "\
The `edges` letter of each side must be what the features make it: C where
a city reaches the side, R a road, W a river, F otherwise. Placement uses
the letters and scoring uses the features, so they must agree.

```toml
edges = \"CRFR\"
cities = [{ sides = [\"E\"] }]   # wrong: the city is at N in `edges`
```",
        hint: "make `edges` agree with the features: C city, R road, W river, F otherwise",
    },
    Rule {
        id: "tile/empty-feature",
        title: "a feature reaches no edge",
        explanation: "\
Every city, road and river lists at least one side, and every field at
least one half-edge, or, for a field enclosed by cities, the cities it
borders (`{ halves = [], cities = [\"N\", \"S\"] }`). An empty feature
cannot be scored or drawn.

```toml
cities = [{ sides = [] }]   # wrong
```",
        hint: "give the feature at least one side or half-edge, or remove it",
    },
    Rule {
        id: "tile/end-on-through",
        title: "a road or river running through the tile also has an end",
        explanation: "\
`end` is only for a road or river that reaches one side. One that reaches
two sides (or a river forking to three) runs through the tile and ends
nowhere on it.

```toml
roads = [{ sides = [\"E\", \"W\"], end = \"village\" }]   # wrong
```",
        hint: "remove `end`, or split the segment into one per side",
    },
    Rule {
        id: "tile/end-without-target",
        title: "a road ends at a cloister, city, volcano, tower or fair the tile lacks",
        explanation: "\
A road that ends at something needs it on its tile: `end = \"cloister\"`
needs `cloister = true`, `end = \"city\"` a city segment, `end =
\"volcano\"` the `volcano` symbol, `end = \"tower\"` the `tower` symbol
(the tower foundation) and `end = \"fair\"` the `fair` symbol. Otherwise
the road would end in nothing.

```toml
cloister = false
roads = [{ sides = [\"S\"], end = \"cloister\" }]   # wrong: no cloister
```",
        hint: "add what it ends at to the tile (the cloister, a city, or the `volcano`, `tower` or `fair` symbol), or end the road at a village",
    },
    Rule {
        id: "tile/field-not-beside-city",
        title: "a field claims a city it does not touch",
        explanation: "\
A field's `cities` lists the city segments it shares a wall with on this
tile; farms score those cities. A field cannot reach a city when a road or
river running through the tile, or another city reaching two or more
sides, lies between them: the field is on one part of the tile's rim and
the city on another.

```toml
cities = [{ sides = [\"N\"] }]
roads = [{ sides = [\"E\", \"W\"] }]
fields = [{ halves = [\"ESE\", \"SSE\", \"SSW\", \"WSW\"], cities = [\"N\"] }]   # wrong: the road is between
```",
        hint: "list in `cities` only the city segments this field shares a wall with",
    },
    Rule {
        id: "tile/fork-without-branches",
        title: "a road forks but reaches fewer than three sides",
        explanation: "\
`fork = true` marks a road that reaches three or four sides and runs on in
every one of them, with nothing in the middle to stop it (the fork of
Abbey & Mayor): one road, not a crossing. A road that reaches one or two
sides has no branches to fork into.

```toml
roads = [{ sides = [\"E\", \"W\"], fork = true }]        # wrong: two sides
roads = [{ sides = [\"N\", \"E\", \"W\"], fork = true }]   # right
```",
        hint: "remove `fork = true`: only a road reaching three or four sides forks",
    },
    Rule {
        id: "tile/half-claimed-twice",
        title: "a half-edge belongs to two features",
        explanation: "\
Each half-edge belongs to exactly one field, or to the city whose side it
is on. Two claimants would make one place of the tile part of two
features.

```toml
cities = [{ sides = [\"N\"] }]
fields = [{ halves = [\"NNW\", \"ENE\"] }]   # wrong: NNW is part of the city at N
```",
        hint: "remove the half-edge from one of the two features",
    },
    Rule {
        id: "tile/half-unclaimed",
        title: "a half-edge belongs to no feature",
        explanation: "\
Every one of the eight half-edges belongs to a field or to a city side.
One that belongs to nothing leaves a hole in the tile's fields, and farms
would score wrongly. Only a tile of the Count's city (one with a
`quarter`) leaves half-edges to no feature: those lie in the city of
Carcassonne.

```toml
edges = \"FFFF\"
fields = [{ halves = [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\"] }]   # WNW missing
```",
        hint: "add the half-edge to the field that touches it, or make its side part of a city",
    },
    Rule {
        id: "tile/road-through-city",
        title: "a road runs across a city without a tunnel",
        explanation: "\
A road reaching two opposite sides and a city reaching the other two cross
in the middle of the tile; one of them would cut the other. Princess &
Dragon has such a tile: the road runs through a tunnel under the city, so
the road, the city and the fields on either side all go on unbroken. Mark
that road `tunnel = true`; otherwise end the road at the city's gate.

```toml
cities = [{ sides = [\"E\", \"W\"] }]
roads = [{ sides = [\"N\", \"S\"] }]                 # wrong
roads = [{ sides = [\"N\", \"S\"], tunnel = true }]  # right
```",
        hint: "put the road in a tunnel under the city (`tunnel = true`), or end it at the city's gate (`end = \"city\"`)",
    },
    Rule {
        id: "tile/roads-cross",
        title: "two roads cross without a bridge",
        explanation: "\
A road reaching N and S and another reaching E and W cross in the middle
of the tile. Roads that meet end at a village (four segments, each with
`end = \"village\"`); two roads that cross and stay separate need a
bridge, `bridge = true` on one of them (Traders & Builders).

```toml
roads = [{ sides = [\"N\", \"S\"] }, { sides = [\"E\", \"W\"] }]                   # wrong
roads = [{ sides = [\"N\", \"S\"], bridge = true }, { sides = [\"E\", \"W\"] }]   # right
```",
        hint: "put one of the roads on a bridge (`bridge = true`), or end all four at a village",
    },
    Rule {
        id: "tile/shrine-without-cloister",
        title: "a tile has the `shrine` symbol but no cloister",
        explanation: "\
A shrine (the cult of Count, King & Robber) is a cloister of its own kind:
it is placed and scored as a cloister is, and the rules tell it from one by
the `shrine` symbol. A kind with the symbol must therefore also have
`cloister = true`, or the shrine would be nothing a follower can stand on.

```toml
symbols = [\"shrine\"]                     # wrong: no cloister
symbols = [\"shrine\"]
cloister = true                          # right
```",
        hint: "add `cloister = true`: a shrine is the cult's cloister, scored like one",
    },
    Rule {
        id: "tile/side-claimed-twice",
        title: "a side carries two cities, roads or rivers",
        explanation: "\
Each side carries at most one city, road or river segment. Two segments
reaching the same side would really be one feature, and scoring would count
them apart.

```toml
roads = [{ sides = [\"E\", \"W\"] }, { sides = [\"W\"], end = \"village\" }]   # wrong: W twice
```",
        hint: "a side carries at most one city, road or river segment",
    },
    Rule {
        id: "tile/too-many-features",
        title: "a tile kind has more features than the engine plays",
        explanation: "\
The engine plays a tile with at most 16 features: its cities, roads,
fields, rivers and cloister counted together. A real tile has far fewer (at
most one city, road or river per side, one field per half-edge and one
cloister), so more than 16 means the data lists features twice or splits
what is one feature into many.

```toml
[[kind.field]]
halves = [\"NNW\"]   # sixteen one-half fields, and a cloister besides
```",
        hint: "a tile has at most one city, road or river per side, one field per half-edge and one cloister; merge or remove features",
    },
    Rule {
        id: "tile/too-many-sides",
        title: "a road reaches more than two sides, or a river more than three",
        explanation: "\
A road segment runs between at most two sides. A crossing of three or
four roads is one segment per side, each ending at the village. Only a
road that runs on in three or four directions with nothing to stop it in
the middle (the fork of Abbey & Mayor) is one segment reaching them all,
and says so with `fork = true`. A river segment may reach three sides
where it forks (River II), never four.

```toml
roads = [{ sides = [\"E\", \"S\", \"W\"] }]   # wrong
roads = [
  { sides = [\"E\"], end = \"village\" },
  { sides = [\"S\"], end = \"village\" },
  { sides = [\"W\"], end = \"village\" },
]
```",
        hint: "split it into one segment per side, each ending at a village; a road running on every way says `fork = true`; a river forks to three sides at most",
    },
    Rule {
        id: "tile/abbey-shape",
        title: "an abbey tile is not a cloister alone",
        explanation: "\
An abbey tile (`symbols = [\"abbey\"]`, Abbey & Mayor) fills a hole closed
on all four sides, and its sides close every road, city and field they
touch. So it is a cloister and nothing else: `edges = \"FFFF\"`,
`cloister = true`, and no cities, roads, rivers or fields.

```toml
[[kind]]
id = \"AM-abbey\"
count = 6
edges = \"FFFF\"
cloister = true
symbols = [\"abbey\"]
fields = [{ halves = [\"NNW\", \"NNE\"] }]   # wrong: an abbey has no field
```",
        hint: "remove the abbey's cities, roads, rivers and fields, and give it `cloister = true`",
    },
    Rule {
        id: "tile/tunnel-under-nothing",
        title: "a road is in a tunnel but passes under no city",
        explanation: "\
`tunnel = true` marks a road that runs under a city crossing the tile
(Princess & Dragon): the road reaches N and S, the city E and W (or the
other way round). A road that crosses no city has nothing to pass under.

```toml
roads = [{ sides = [\"E\", \"W\"], tunnel = true }]   # wrong: no city N–S
```",
        hint: "remove `tunnel = true`, or add the city it passes under",
    },
    Rule {
        id: "tile/unknown-city",
        title: "a field borders a city segment that does not exist",
        explanation: "\
A field's `cities` names the city segments it borders, by one of their
sides. Some city segment of the same tile must reach that side, or farms
would score a city that is not there.

```toml
cities = [{ sides = [\"N\"] }]
fields = [{ halves = [\"ENE\", \"WNW\"], cities = [\"E\"] }]   # wrong: no city at E
```",
        hint: "name a city segment by one of its sides, or remove it from `cities`",
    },
];
