//! The `board/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `board/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "board/bad-position",
        title: "a position is not exactly two integers",
        explanation: "\
A square on the table is written `at = [x, y]`: exactly two integers, x
growing to the east and y to the south, the start tile usually at `[0, 0]`.
A list with one number, three numbers or anything but integers is refused
at the value, for tiles and followers alike.

```toml
[[tile]]
kind = \"D\"
at = [0, 0, 0]   # wrong
at = [0, 0]      # right
```",
        hint: "write the square as at = [x, y]",
    },
    Rule {
        id: "board/bad-rotation",
        title: "a tile's rotation is not a quarter turn",
        explanation: "\
A tile on a board is turned clockwise from the orientation its kind is drawn
in, by a whole number of quarter turns. Any other angle cannot be played, so
the board is rejected.

```toml
[[tile]]
kind = \"D\"
at = [1, 0]
rotation = 45    # wrong: use 0, 90, 180 or 270
```",
        hint: "use 0, 90, 180 or 270 (degrees clockwise)",
    },
    Rule {
        id: "board/follower-off-board",
        title: "a follower stands where no tile lies",
        explanation: "\
A follower's `at` names the square of the tile it was placed with, in that
tile's turn. When no tile of the board lies on that square, the follower
was never placed, and the expected scores cannot be right.

```toml
[[tile]]
kind = \"D\"
at = [0, 0]

[[follower]]
player = \"red\"
at = [3, 0]      # wrong: no tile at [3, 0]
feature = \"road\"
```",
        hint: "set the follower's `at` to the square of the tile it was placed with",
    },
    Rule {
        id: "board/illegal-follower",
        title: "a follower placement breaks the rules",
        explanation: "\
Replaying a board places each follower in the turn of its tile, as the
rulebook allows: only on the tile just placed, one follower per turn, from a
supply of seven, never on the river, and never on a road, city or field
that someone already occupies further along. The message names the rule the
placement breaks.

```toml
[[follower]]
player = \"blue\"
at = [1, 0]
feature = \"city\"   # wrong if red already has a knight in this city
```",
        hint: "put the follower on a free feature of the tile placed in the same turn, one per turn",
    },
    Rule {
        id: "board/illegal-step",
        title: "a step an expansion brings breaks its rules",
        explanation: "\
Besides its follower, a turn may take the steps the expansions in play
bring, each listed with `at` = the square of its turn's tile. Replay
checks each against its expansion's rules, in the order the turn takes
them, and the message names the rule broken; the error points at the step.
The five expansions with steps of their own:

- Princess & Dragon: `[[princess]]` sends home only a knight of the city
  her tile adds to; `[[fairy]]` goes beside one of the player's own
  followers; a dragon tile drawn before any volcano is set aside, not
  played; the dragon's move (`dragon = [...]` on a dragon tile) goes one
  square at a time across a side, never twice onto a square, never onto
  the fairy's tile, six squares unless a dead end stops it;
- The Tower: `[[tower]]` adds a piece on a foundation whose tower is not
  finished, while the player has pieces left, and captures only within
  the tower's height in a straight line (never a builder or pig);
  `[[tower-follower]]` tops a tower holding a piece; `[[ransom]]` comes
  first in the player's own turn and needs the prisoner and 3 points;
- Abbey & Mayor: each player lays their abbey once (an abbey outside a
  hole is `board/illegal-placement`); a barn goes on a corner where four
  fields meet, without a barn (nor, under a variant, farmers); a `[[wagon]]` moves on
  only after it scored this turn, to a feature next to the one it left;
- The Count of Carcassonne: `[[quarter]]` only for the player whose
  turn's scoring paid opponents and not them, once a turn, with a
  follower; `[[from-quarter]]` leaves a quarter the Count does not guard,
  for a feature of the quarter's type being scored that turn, and the
  market's followers leave only at the end of the game;
- The Catapult: `[[catapult]]` only after the turn of a tile with a fair,
  one round per fair; each seated player throws once; seduction replaces
  another player's follower with one from the thrower's supply or board;
  a catch goes to the thrower's left neighbour.

```toml
[[tile]]
kind = \"PD-16\"
at = [-2, 0]
dragon = [[0, 0], [0, -1]]   # wrong: (0,-1) is where the dragon started
```",
        hint: "list the step with its turn's square and follow its expansion's rule (docs/rules-and-boards.md)",
    },
    Rule {
        id: "board/missing-feature",
        title: "a figure names no feature to stand on",
        explanation: "\
Every figure of a `[[follower]]` table but the barn stands on a feature of
a tile, named by `feature` (`city`, `road@E`, `field@NNW`, `cloister`).
Only a barn, which stands on a corner, leaves it out.

```toml
[[follower]]
player = \"red\"
at = [0, 1]
figure = \"wagon\"
feature = \"road\"
```",
        hint: "add `feature = \"…\"`",
    },
    Rule {
        id: "board/illegal-placement",
        title: "a tile cannot go where the board puts it",
        explanation: "\
Tiles are replayed in the order they are listed. Each one must lie on an
empty square, share a whole side with a tile already placed, and continue
every edge it touches (city to city, road to road, field to field); a river
tile must continue the river and not turn back in a tight U (which this
project reads as two bends in a row to the same side). The message says
which of these fails.

```toml
[[tile]]
kind = \"D\"
at = [2, 2]      # wrong: touches no earlier tile
```",
        hint: "list tiles in placement order; each must touch an earlier one by a whole side and match every edge",
    },
    Rule {
        id: "board/too-many-of-kind",
        title: "a board uses a kind more often than its tile sets hold it",
        explanation: "\
A board can only show tiles that exist: each kind at most as many times as
the tile sets named in `tilesets` hold it together (a set included by
another one named is counted once). The first tile over the limit is
reported at its `kind`. The base game, for example, has four tiles of kind
B, so a fifth B is an error.

```toml
tilesets = [\"base\"]
[[tile]]
kind = \"B\"   # the fifth B: the base game has four
```",
        hint: "use another kind here, or name in tilesets a set that holds more of this kind",
    },
    Rule {
        id: "board/too-large",
        title: "a board file is larger than any game",
        explanation: "\
A board file lists at most 5,000 tiles, at most 10,000 entries in any other
list (its `[[follower]]` tables, an expansion's tables, the values of one
key such as a catapult round's swaps) and at most 1 MiB of text. A real
game is far smaller: the base game has 72 tiles, the biggest box a few
hundred. The limits keep reading and replaying a board within bounded time
and memory; the first item past a limit is reported, and nothing is
replayed.

```toml
[[tile]]        # the 5,001st: refused
kind = \"D\"
at = [0, 5000]
```",
        hint: "split the board, or leave out what no game holds",
    },
    Rule {
        id: "board/no-seat",
        title: "a tile names a sixth player the tile sets do not seat",
        explanation: "\
The base game seats five players: red, blue, green, yellow and black.
Inns & Cathedrals adds grey followers for a sixth player (seed 000,
section I), so a board names `grey` only with `inns-cathedrals` among its
`tilesets`. Without them grey has no figures either: a grey follower is
refused as one the player does not have.

```toml
tilesets = [\"base\", \"inns-cathedrals\"]   # grey may play

[[tile]]
kind = \"U\"
at = [1, 0]
player = \"grey\"
```",
        hint: "add `inns-cathedrals` to `tilesets`, or use one of the five base colours",
    },
    Rule {
        id: "board/turn-order",
        title: "the tiles' players do not take turns in order",
        explanation: "\
A `[[tile]]` may name the player who placed it (`player = \"red\"`). When
one tile after the first does, every one must: the first tile is laid
before the game starts and needs none. Players then take turns in the
order they first play; the same player places two tiles in a row only when
the first of them extended a road or city holding that player's builder
(Traders & Builders), and never three. The goods of a completed city go to
the player who placed the tile.

```toml
[[tile]]
kind = \"U\"
at = [1, 0]
player = \"red\"

[[tile]]
kind = \"U\"
at = [2, 0]
player = \"red\"   # wrong unless red's builder was on that road
```",
        hint: "give every tile after the first its `player`, in seat order",
    },
    Rule {
        id: "board/unknown-feature",
        title: "a follower's `feature` names nothing on its tile",
        explanation: "\
A follower's `feature` is a type (`city`, `road`, `cloister` or `field`),
and, when the tile has more than one feature of that type, `@` and a side
(N, E, S, W) or half-edge (NNW … WNW) in board orientation. The feature must
exist on the tile at that place.

```toml
feature = \"castle@N\"   # wrong: not a feature type
feature = \"city@N\"     # right
```",
        hint: "write the feature as type@place: city@N, road@E, field@NNW, cloister",
    },
    Rule {
        id: "board/unknown-figure",
        title: "a follower names a figure that does not exist",
        explanation: "\
A `[[follower]]` may say which figure it is: `follower` (the default), `big`
(Inns & Cathedrals), `builder` or `pig` (Traders & Builders). Any other
name is refused at the value; a figure the board's tile sets do not bring
is refused when the board is replayed.

```toml
[[follower]]
player = \"red\"
at = [1, 0]
feature = \"road\"
figure = \"knight\"   # wrong: a knight is a follower in a city
```",
        hint: "use follower, big, builder or pig",
    },
    Rule {
        id: "board/advised-against",
        title: "a board plays together tile sets the publisher advises against combining",
        explanation: "\
A tile set may list in `advised_against` the sets its rulebook advises
against playing in the same game: The Count of Carcassonne and River II,
whose fixed pieces can leave tiles with nowhere to go. A board whose
`tilesets` name both is still replayed and scored by the rules; this
warning says the game it shows is one the publisher does not recommend.

```toml
tilesets = [\"base\", \"count\", \"river-2\"]   # warned: count advises against river-2
```",
        hint: "leave one of the two sets out of `tilesets` to follow the publisher's advice",
    },
    Rule {
        id: "board/unknown-kind",
        title: "a board tile names a kind its tile sets lack",
        explanation: "\
Every `kind` on a board must be a tile kind of one of the tile sets the
board lists in `tilesets`. Otherwise the tile cannot be replayed.

```toml
tilesets = [\"base\"]

[[tile]]
kind = \"river-spring\"   # wrong: a river kind, and the board lists only base
```",
        hint: "add the tile set that has the kind to `tilesets`, or correct the id",
    },
    Rule {
        id: "board/unknown-player",
        title: "a follower's player is not a player colour",
        explanation: "\
Players are named by their colour: red, blue, green, yellow, black or grey
(the sixth, with Inns & Cathedrals). The
same names are used in `[expect]`.

```toml
[[follower]]
player = \"purple\"   # wrong: not a colour of the game
```",
        hint: "use red, blue, green, yellow, black or grey",
    },
    Rule {
        id: "board/unknown-rules",
        title: "`[expect]` names a rule edition that does not exist",
        explanation: "\
Each key of a board's `[expect]` table is the id of a rule edition in
`data/rules.toml` (`first`, `second`, `third`). The board is replayed and
scored under each one, so an unknown id cannot be checked.

```toml
[expect]
fourth = { red = 4 }   # wrong: no rule edition `fourth`
```",
        hint: "use the id of a rule edition in data/rules.toml",
    },
    Rule {
        id: "board/unknown-variant",
        title: "a board or `--variant` chooses a rule variant or option that does not exist here",
        explanation: "\
A board's `[variants]` table (and `score`'s or `sim`'s `--variant ID=OPTION`)
chooses an option of a rule variant: `tilebook variants` lists them, each
with its options and the printing or clarification behind each. The
variant must exist, its option too, and an expansion's variant applies
only when the board plays that expansion's tile set.

```toml
tilesets = [\"base\", \"princess-dragon\"]

[variants]
dragon-moves = \"later\"      # wrong: the option is `after-scoring`
barn = \"any-field\"          # wrong: abbey-mayor is not played
```",
        hint: "choose an option `tilebook variants` lists, of a set the board plays",
    },
    Rule {
        id: "board/unknown-tileset",
        title: "a board lists a tile set that does not exist",
        explanation: "\
A board's `tilesets` names the tile sets whose kinds may appear on it, by
the `id` of a file in `data/tilesets/`. An unknown set leaves the board's
kinds undefined, so the board is not replayed.

```toml
tilesets = [\"bsae\"]   # wrong: the set is `base`
```",
        hint: "use the id of a tile set in data/tilesets/",
    },
    Rule {
        id: "board/wrong-score",
        title: "a board does not score what it expects",
        explanation: "\
`check` replays every board in `data/examples/` under each rule edition of
its `[expect]` table and compares each player's points with the expected
ones; a player who scores must be listed. The notes list every scoring event
of the replay, to find where the board or the expectation is wrong.

```toml
[expect]
third = { red = 8 }   # wrong if the replay gives red 4 under the third edition
```",
        hint: "correct the expected points, or the board",
    },
];
