//! The diagnostics catalogue: every rule id tilebook reports, with what it
//! checks and how to fix it.
//!
//! `tilebook explain RULE-ID` prints one entry; `tilebook explain
//! --markdown` writes them all (that output is `docs/diagnostics.md`). A
//! test fails when a rule id used in the code has no entry here, or an
//! entry is no longer used.
//!
//! To add a rule: add one [`Rule`] to [`RULES`], in id order. The
//! explanation is Markdown: plain paragraphs, and at most a fenced code
//! block with a small example (`tilebook explain` prints the block
//! indented, without the fences).

/// One rule: a stable id and its documentation.
#[derive(Debug)]
pub struct Rule {
    /// The stable rule id, `area/kebab-name` (`data/syntax`).
    pub id: &'static str,
    /// What the rule reports, in a few words, no final period.
    pub title: &'static str,
    /// What the rule checks, why it matters, and a small example of bad
    /// input with its fix (Markdown).
    pub explanation: &'static str,
    /// How to fix it, in one sentence.
    pub hint: &'static str,
}

/// The rule with this id, if the catalogue has it.
pub fn lookup(id: &str) -> Option<&'static Rule> {
    RULES
        .binary_search_by(|r| r.id.cmp(id))
        .ok()
        .map(|i| &RULES[i])
}

/// Every rule, sorted by id.
pub static RULES: &[Rule] = &[
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
        id: "board/illegal-placement",
        title: "a tile cannot go where the board puts it",
        explanation: "\
Tiles are replayed in the order they are listed. Each one must lie on an
empty square, share a whole side with a tile already placed, and continue
every edge it touches (city to city, road to road, field to field); a river
tile must continue the river without bending the same way twice in a row.
The message says which of these fails.

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
Players are named by their colour: red, blue, green, yellow or black. The
same names are used in `[expect]`.

```toml
[[follower]]
player = \"purple\"   # wrong: not a colour of the game
```",
        hint: "use red, blue, green, yellow or black",
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
tile's `cloister`, or a `city` gate; a river that reaches one side starts
at a `spring` or ends in a `lake`. Any other word is rejected.

```toml
roads = [{ sides = [\"S\"], end = \"monastery\" }]   # wrong
roads = [{ sides = [\"S\"], end = \"cloister\" }]    # right
```",
        hint: "roads end at village, cloister or city; rivers at spring or lake",
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
        title: "a tile set includes a set that does not exist",
        explanation: "\
`includes` names other tile sets by their `id` (not their file name),
whose kinds and counts this set contains. An unknown id would leave the set
short of tiles, so its total is not checked until it is fixed.

```toml
includes = [\"base.toml\"]   # wrong
includes = [\"base\"]        # right
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
    },
    Rule {
        id: "io/not-ours",
        title: "the output folder holds files tilebook did not write",
        explanation: "\
`tilebook build` and `tilebook tiles` replace their whole output folder. So
that they never delete your files, they replace a folder only when it does
not exist yet, is empty, or holds the marker file `.tilebook-output` that
tilebook writes into every output folder. A non-empty folder without the
marker, an existing file, or a link that points nowhere is refused and left
as it was.

```text
tilebook build --out ~/Documents   # refused: not a tilebook output
```",
        hint: "if you no longer need what is in it, delete the folder yourself; otherwise give --out a new or empty folder",
    },
    Rule {
        id: "io/not-utf8",
        title: "a file is not UTF-8 text",
        explanation: "\
Every text file tilebook reads (TOML, Fluent, board files) is UTF-8. A file
saved in another encoding (Latin-2, Windows-1250, UTF-16) is rejected; the
message gives the offset of the first byte that is not UTF-8.

```text
iconv -f ISO-8859-2 -t UTF-8 locales/pl/ui.ftl > ui.ftl
```",
        hint: "save the file as UTF-8",
    },
    Rule {
        id: "io/out-in-project",
        title: "the output would overwrite the project's own files",
        explanation: "\
An output folder may not be the project folder, nor be, contain or lie
inside `data/`, `locales/`, `book/` or `templates/`: replacing it would
delete the files tilebook is built from, and `serve` would rebuild forever
on its own output. Paths are compared after resolving `..` and links.

```text
tilebook build --out data/site     # refused
tilebook build --out target/site   # the default
```",
        hint: "give --out a folder outside data/, locales/, book/ and templates/, such as target/site (the default)",
    },
    Rule {
        id: "io/read",
        title: "a file or folder cannot be read",
        explanation: "\
The operating system refused to read a file or folder tilebook needs (a
data file, a locale folder, a static asset of the site, the WebAssembly
build). The message gives the system's reason, such as missing permission.

```text
chmod u+r data/tilesets/base.toml
```",
        hint: "check that the file exists and that you may read it",
    },
    Rule {
        id: "io/read-dir",
        title: "a folder cannot be listed",
        explanation: "\
A folder of the project (`data/tilesets/`, `data/examples/`, a locale, the
templates) exists but cannot be listed: it is a file, a link to nothing, or
the system refuses to read it. What it would hold is not checked, and what
depends on it is skipped rather than reported one by one.

```text
ls -ld data/examples   # a file where the folder should be
```",
        hint: "make it a readable folder",
    },
    Rule {
        id: "io/symlink-loop",
        title: "a symbolic link leads back into a folder containing it",
        explanation: "\
tilebook follows symbolic links in the project's folders (a tile set kept
elsewhere and linked in is read like any file). A link that points back at
a folder containing it would be followed forever, so it is reported and
skipped.

```text
ln -s .. data/tilesets/loop   # wrong
```",
        hint: "remove the link, or point it outside the folders it is in",
    },
    Rule {
        id: "io/write",
        title: "an output file or folder cannot be written",
        explanation: "\
`tilebook build` or `tilebook tiles` could not create its output folder or
write a file into it. The message gives the system's reason (no permission, disk full, a
read-only file system); the previous output is left as it was.

```text
tilebook tiles --out /tmp/tiles
```",
        hint: "choose an output folder you can write to with --out DIR",
    },
    Rule {
        id: "l10n/bad-locale",
        title: "a locale folder is not a canonical language tag",
        explanation: "\
Each folder under `locales/` is named by its BCP 47 language tag in
canonical form, which selects plural rules, number formats and typography.
A folder whose name is not a tag, or not in canonical case and separator,
is skipped.

```text
locales/pt_BR/   wrong: rename it to locales/pt-BR/
```",
        hint: "name the folder by its BCP 47 tag: en, ro, hu, pt-BR, pl",
    },
    Rule {
        id: "l10n/cedilla",
        title: "Romanian ș or ț written with a cedilla (warning)",
        explanation: "\
Romanian writes ș and ț with a comma below (U+0219, U+021B), but old fonts
and keyboards give ş and ţ with a cedilla (U+015F, U+0163), which are
Turkish letters. This is a warning: it fails `check` only under `--deny
warnings`.

```ftl
# wrong: ş with a cedilla
tile-city = Oraş
# right: ș with a comma below
tile-city = Oraș
```",
        hint: "replace ş ţ Ş Ţ with ș ț Ș Ț",
    },
    Rule {
        id: "l10n/cycle",
        title: "Fluent messages reference each other in a cycle",
        explanation: "\
A message or term that contains itself, directly or through other
messages and terms, can never be shown. The message lists the cycle; break
it by removing one reference.

```ftl
# wrong: each contains the other
-city = { -town }
-town = { -city }
```",
        hint: "remove one of the references of the cycle",
    },
    Rule {
        id: "l10n/dropped-variable",
        title: "a translation leaves out a variable English uses (warning)",
        explanation: "\
A translation shows what English shows: each `$variable` of the English is
used, in every variant of a select, unless the select selects on it. A
dropped number or name is information the reader does not get. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# English: sheet-tile-count = { $count } tiles
# wrong: `$count` is not shown
sheet-tile-count = płytki
```",
        hint: "use the variable in every variant, or select on it",
    },
    Rule {
        id: "l10n/duplicate",
        title: "a message, term or attribute is defined twice",
        explanation: "\
Message and term ids are unique across all files of a locale, and
attribute names within their message. With two definitions, one silently
wins at run time.

```ftl
site-next = Next
# wrong: defined twice
site-next = Next page
```",
        hint: "remove or rename one of the two definitions",
    },
    Rule {
        id: "l10n/ellipsis",
        title: "three dots instead of an ellipsis (warning)",
        explanation: "\
Text uses the ellipsis character `…` (U+2026), which does not break across
lines and is set as one glyph, rather than three full stops. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong
site-search = Search...
# right
site-search = Search…
```",
        hint: "write the ellipsis character `…` (U+2026)",
    },
    Rule {
        id: "l10n/empty",
        title: "a message or attribute shows nothing",
        explanation: "\
A message or attribute whose text is empty or only white space would show
nothing where the outputs expect words. It is usually a translation never
written.

```ftl
# wrong: shows nothing
site-print = { \"\" }
# right
site-print = Print
```",
        hint: "write the text",
    },
    Rule {
        id: "l10n/english-fallback",
        title: "(warning) a locale's text is missing, and English was used instead",
        explanation: "\
`tilebook tiles --locale LOC` draws the words on tile sheets from the
chosen locale. When a message it needs is missing from that locale, or
cannot be formatted there, the sheet uses the English text instead of
showing a raw message id, and this one warning names the locale and every
message it fell back on. This is a warning: the sheets are still written.

```text
tilebook tiles --locale ro   # warning: locale `ro` has no usable text for sheet-title
```",
        hint: "translate the messages in locales/LOC/ (`tilebook check` lists every missing message)",
    },
    Rule {
        id: "l10n/expansion-too-large",
        title: "formatting a message would resolve too many placeables",
        explanation: "\
Formatting one message may resolve at most 100 placeables: its own and
those of every message and term it references, as often as each is
referenced (the largest variant of a select counts). That is the limit of
the Fluent runtime itself, so such a message would not render. A \"billion
laughs\" file, ten messages each referencing the previous one ten times, is
reported quickly instead of being expanded.

```ftl
a = { b } { b } { b } { b } { b } { b } { b } { b } { b } { b }
```",
        hint: "reference fewer messages, or write the text out instead of repeating a reference",
    },
    Rule {
        id: "l10n/extra-file",
        title: "a locale has a file English does not (warning)",
        explanation: "\
Every locale has the same `.ftl` files as English, and each message lives
in the same file, so translators and tools find it in one place. A file
English does not have is a leftover or a misnamed file. This is a warning:
it fails `check` only under `--deny warnings`.

```text
locales/pl/tile.ftl   wrong: English has tiles.ftl
```",
        hint: "move its messages into the file that holds them in English, then delete it",
    },
    Rule {
        id: "l10n/hu-accents",
        title: "Hungarian ő or ű written with a circumflex or tilde (warning)",
        explanation: "\
Hungarian writes ő and ű with a double acute accent. Text copied from
scanned rulebooks or typed with a Latin-1 keyboard often has ô, õ or û
instead, which are not Hungarian letters. This is a warning: it fails
`check` only under `--deny warnings`.

```ftl
# wrong: ô
sheet-start-tile = Kezdô lapka
# right: ő
sheet-start-tile = Kezdő lapka
```",
        hint: "replace ô õ û with ő ű (and Ô Õ Û with Ő Ű)",
    },
    Rule {
        id: "l10n/lock-obsolete",
        title: "the lock file records something no longer translated (warning)",
        explanation: "\
`locales/<tag>/l10n.lock` records, for each translated message and
attribute, the English it was made from. A record whose message no longer
exists, or is no longer translated, is stale bookkeeping. This is a warning:
it fails `check` only under `--deny warnings`.

```text
tilebook l10n accept pl   # rewrites the lock without it
```",
        hint: "run `tilebook l10n accept <locale>`, which rewrites the lock without it",
    },
    Rule {
        id: "l10n/lock-syntax",
        title: "a lock file cannot be read",
        explanation: "\
The lock file `locales/<tag>/l10n.lock` is TOML written by `tilebook l10n
accept`; it is not meant to be edited by hand. A merge conflict or a hand
edit can break it, and then no translation of the locale can be checked for
staleness.

```toml
<<<<<<< HEAD   # wrong: a merge conflict left in the lock
```",
        hint: "restore it from version control, or delete it and run `tilebook l10n accept <locale>` again",
    },
    Rule {
        id: "l10n/missing-attribute",
        title: "a translation lacks an attribute English has",
        explanation: "\
When an English message has attributes (`.title`, `.gender` …), each
translation of it has the same attributes. The outputs ask for them by
name, so a missing one shows a gap.

```ftl
# English: site-print = Print
#              .title = Print this page
# wrong: `.title` is missing
site-print = Drukuj
```",
        hint: "add the attribute under the message in the translation",
    },
    Rule {
        id: "l10n/missing-edition-name",
        title: "a tile set has no English name",
        explanation: "\
Every tile set is shown by name (page titles, sheets, galleries). So
English has a message `edition-<set id>` for each set in `data/tilesets/`,
and the translations follow it.

```ftl
edition-winter = Winter Edition
```",
        hint: "add `edition-<set id> = …` to the English .ftl files",
    },
    Rule {
        id: "l10n/missing-file",
        title: "a locale lacks a file English has",
        explanation: "\
Every locale has the same `.ftl` files as English; a missing file means
all of its messages are untranslated. It is reported once for the file,
not once per message.

```text
locales/ro/tiles.ftl   missing: English has locales/en/tiles.ftl
```",
        hint: "create the file and translate the English one",
    },
    Rule {
        id: "l10n/missing-message",
        title: "a translation lacks a message English has",
        explanation: "\
Every message of English is translated in every locale, in the file that
holds it in English. The diagnostic points at the English message.

```ftl
# locales/en/ui.ftl has `site-search = Search`; locales/hu/ui.ftl needs
site-search = Keresés
```",
        hint: "add the message to the same file of the locale",
    },
    Rule {
        id: "l10n/missing-required",
        title: "English lacks a message the code asks for",
        explanation: "\
The outputs (sheets, score tables, the site) ask for fixed message ids,
listed with the variables each gets in `src/l10n/ids.rs` and
`docs/localization.md`. Each must exist in English, or the outputs would
show a missing text.

```ftl
score-points-value = { $points } points
```",
        hint: "add the message to English (src/l10n/ids.rs says what it is for)",
    },
    Rule {
        id: "l10n/missing-term",
        title: "a locale's glossary lacks a term English has (warning)",
        explanation: "\
Terms (`-city`, `-farmer` …) hold the game's vocabulary, so that all
messages use the same word. Each term of English has a counterpart in every
locale, with the word of that language's published rulebook. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# locales/pl/terms.ftl
-pennant = proporzec
```",
        hint: "add the term with the established word to the locale's terms.ftl",
    },
    Rule {
        id: "l10n/missing-tile-name",
        title: "a tile kind has no English name",
        explanation: "\
Every tile kind is shown by name (sheets, galleries, the site). So
`locales/en/tiles.ftl` has a message `tile-<kind id in lower case>` for
each kind in `data/tilesets/`, and the translations follow it.

```ftl
tile-river-spring = Spring
```",
        hint: "add `tile-<id> = …` (a short descriptive name) to locales/en/tiles.ftl",
    },
    Rule {
        id: "l10n/no-locale",
        title: "the locale asked for does not exist",
        explanation: "\
A command asked for a locale (`tilebook tiles --locale …`) that has no
folder under `locales/`. Locales are named by their folders.

```text
tilebook tiles --locale de   # wrong unless locales/de/ exists
```",
        hint: "use one of the folders under locales/, or create the locale",
    },
    Rule {
        id: "l10n/no-source",
        title: "there is no English locale",
        explanation: "\
English (`locales/en/`) is the source: every other locale is checked
against it, and the site lists it first. Without it no translation can be
checked for completeness or staleness.

```text
locales/en/terms.ftl game.ftl tiles.ftl ui.ftl …
```",
        hint: "create locales/en/ with its .ftl files",
    },
    Rule {
        id: "l10n/obsolete-attribute",
        title: "a translation has an attribute English does not (warning)",
        explanation: "\
English dropped or renamed the attribute, so the outputs never ask for it.
This is a warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: English has `.title`, not `.tooltip`
site-print = Drukuj
    .tooltip = Drukuj stronę
```",
        hint: "remove it, or rename it to the attribute English has",
    },
    Rule {
        id: "l10n/obsolete-message",
        title: "a translation has a message English does not (warning)",
        explanation: "\
English dropped or renamed the message, so nothing shows it. The hint names
the English message with the closest id when there is one. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: English has `site-search`
site-serch = Keresés
```",
        hint: "rename it to the English id, or remove it",
    },
    Rule {
        id: "l10n/plural-missing",
        title: "a plural select lacks a category the language has",
        explanation: "\
A select on a number needs a variant for every plural category of the
language (CLDR): en and hu `one`/`other`, ro `one`/`few`/`other`, pt-BR
`one`/`many`/`other`, pl `one`/`few`/`many`/`other`. Otherwise those
numbers get the default variant, which is wrong for them; the notes give
example numbers.

```ftl
# wrong: Polish also needs [few] (2–4 płytki) and [many]
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } płytka
   *[other] { $count } płytek
}
```",
        hint: "add the missing variants",
    },
    Rule {
        id: "l10n/plural-runtime",
        title: "a select on a bare number picks the wrong plural at run time",
        explanation: "\
fluent-bundle's plural table is CLDR 37, which differs from current CLDR
for some numbers (Romanian 101–119 are `few`; Portuguese 1 000 000 is
`many`). A select on a bare `$n` uses the old table; `PLURAL($n)` uses
current CLDR. The message names a number for which the two pick different
variants.

```ftl
# wrong: selects on the bare number
points = { $n ->
    [one] un punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}
# right: the same variants under PLURAL
points = { PLURAL($n) ->
    [one] un punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}
```",
        hint: "select on `PLURAL($n)` instead of `$n`",
    },
    Rule {
        id: "l10n/plural-unreachable",
        title: "a plural variant no number selects (warning)",
        explanation: "\
A variant named by a plural category the language does not have is never
chosen: English has no `few`, Hungarian no `many`. Exact numbers (`[0]`)
are always allowed. This is a warning: it fails `check` only under `--deny
warnings`.

```ftl
# wrong in English: [few] is never chosen
tiles = { PLURAL($n) ->
    [one] one tile
    [few] a few tiles
   *[other] { $n } tiles
}
```",
        hint: "remove the variant; use only the language's categories",
    },
    Rule {
        id: "l10n/quotes",
        title: "a quotation mark of the wrong style (warning)",
        explanation: "\
Each language quotes in its own style: Romanian, Polish and Hungarian
„…”, English and Portuguese “…”. Straight quotes `\"` and marks of other
languages look wrong in print. This is a warning: it fails `check` only
under `--deny warnings`.

```ftl
# wrong
note = Kliknij \"Dalej\"
# right
note = Kliknij „Dalej”
```",
        hint: "use the quotation marks of the language",
    },
    Rule {
        id: "l10n/render",
        title: "a message fails when rendered",
        explanation: "\
`check` renders every message and attribute of every locale through the
real runtime, with sample arguments (numbers 0, 1, 2, 3, 5, 22, 101, 1.5
and 1 000 000, or a word), once the other checks find no error in the
locale; `build` reports any message that fails while building the site. A
failing message would show broken text in the outputs.

```ftl
# fails: a term sees only the arguments given to it
-city = { $name } city
title = The { -city }
```",
        hint: "run `tilebook check` and fix the message it names",
    },
    Rule {
        id: "l10n/stale",
        title: "the English changed since the translation was accepted (warning)",
        explanation: "\
The lock file records the English each translation was made from. When the
English changes, the translation may no longer say the same; the notes show
the English now, and `tilebook l10n diff` shows what changed. This is a
warning: it fails `check` only under `--deny warnings`.

```text
tilebook l10n diff ro tile-e
tilebook l10n accept ro tile-e
```",
        hint: "update the translation, then `tilebook l10n accept <locale> <id>`",
    },
    Rule {
        id: "l10n/syntax",
        title: "a Fluent syntax error",
        explanation: "\
A `.ftl` file that Fluent cannot parse loses the broken entry: it is
ignored until fixed. Common causes are a select without a default variant
(`*[other]`), an unclosed `{`, a stray `}`, and continuation lines that are
not indented.

```ftl
# wrong: no default variant; write *[other]
tiles = { $n ->
    [one] one tile
    [other] { $n } tiles
}
```",
        hint: "fix the Fluent syntax at the position shown (see docs/localization.md)",
    },
    Rule {
        id: "l10n/term-parameter",
        title: "a term is given a parameter it does not use (warning)",
        explanation: "\
Terms take grammatical parameters (`number`, `case`, `form` …) that differ
by language, each documented at the top of the locale's `terms.ftl`. An
argument the term never selects on has no effect, which is usually a
parameter of another language. This is a warning: it fails `check` only
under `--deny warnings`.

```ftl
# wrong in English: -tile has `number` but no `case`
title = { -tile(case: \"gen\") }
```",
        hint: "remove the argument, or give the term variants on it",
    },
    Rule {
        id: "l10n/term-variant",
        title: "a term argument names a variant the term lacks",
        explanation: "\
A term argument such as `case: \"gen\"` picks a variant of the term. A value
the term has no variant for silently falls back to the default form, which
is wrong grammar; the note lists the variants.

```ftl
# wrong: the Polish genitive is \"gen\"
x = { -tile(case: \"dop\") }
```",
        hint: "use one of the term's variants",
    },
    Rule {
        id: "l10n/too-deep",
        title: "an entry nests placeables too deeply",
        explanation: "\
Placeables and call arguments may nest at most 100 levels deep in one
entry (`{ { … } }`, a select inside a variant, `NUMBER(…)` inside a call).
The Fluent parser is recursive, so a deeper entry could overflow the stack:
it is refused before it is parsed and ignored like an entry with a syntax
error, and the rest of the file is checked as usual.

```ftl
deep = { { { { { … ten thousand levels … } } } } }
```",
        hint: "flatten the entry: a real message needs only a few levels of nesting",
    },
    Rule {
        id: "l10n/unaccepted",
        title: "a translation is not recorded in the lock file (warning)",
        explanation: "\
Once a translation is done, `tilebook l10n accept` records the English it
was made from, so later changes of the English show as `l10n/stale`. A
translation without a record cannot be checked for staleness. This is a
warning: it fails `check` only under `--deny warnings`.

```text
tilebook l10n accept hu site-search
```",
        hint: "record it with `tilebook l10n accept <locale> <id>`",
    },
    Rule {
        id: "l10n/unbalanced-quotes",
        title: "a quotation mark is not paired (warning)",
        explanation: "\
Within each text, and within each variant of a select, every opening
quotation mark is closed and every closing one was opened. This is a
warning: it fails `check` only under `--deny warnings`.

```ftl
# wrong: never closed
note = Kliknij „Dalej
# right
note = Kliknij „Dalej”
```",
        hint: "add the missing opening or closing mark, or remove the stray one",
    },
    Rule {
        id: "l10n/unknown-function",
        title: "a message calls a function that does not exist",
        explanation: "\
The runtime has two functions: `NUMBER(…)` formats a number for the
locale, and `PLURAL(…)` selects by plural category under current CLDR. Any
other call fails at run time.

```ftl
# wrong
points = { NUMERO($n) }
# right
points = { NUMBER($n) }
```",
        hint: "use NUMBER(…) or PLURAL(…)",
    },
    Rule {
        id: "l10n/unknown-reference",
        title: "a message references a message, term or attribute that does not exist",
        explanation: "\
A reference `{ msg }`, `{ -term }` or `{ msg.attr }` must name something
defined in the same locale; a message with only attributes has no value to
show, so it is referenced through an attribute. A broken reference renders
as an error.

```ftl
# wrong: the term is -tile
title = Place a { -tyle }
```",
        hint: "define it in this locale, or correct the name",
    },
    Rule {
        id: "l10n/unknown-variable",
        title: "a message uses a variable nobody passes",
        explanation: "\
English messages may use only the variables the code passes (listed in
`src/l10n/ids.rs`), and translations only the variables the English uses.
Any other `$variable` fails at run time; the note lists the ones available.

```ftl
# English: sheet-tile-count = { $count } tiles
# wrong: the variable is $count
sheet-tile-count = { $number } płytek
```",
        hint: "use one of the variables listed, or remove it",
    },
    Rule {
        id: "l10n/value-mismatch",
        title: "a translation has a value where English has none, or the reverse",
        explanation: "\
A message either has a value (`id = text`) or only attributes. Its
translations have the same shape, because the outputs ask for the value or
for an attribute by name.

```ftl
# English: tile-d = City and road
# wrong: the value is missing
tile-d =
    .gender = masc
```",
        hint: "give the translation a value exactly when English has one",
    },
    Rule {
        id: "l10n/wrong-file",
        title: "a message is in another file than in English (warning)",
        explanation: "\
Each message lives in the same file in every locale as in English, so it is
found in one place and a missing file shows all its messages missing. This
is a warning: it fails `check` only under `--deny warnings`.

```text
locales/ro/ui.ftl has tile-a, which English has in tiles.ftl
```",
        hint: "move the message to the file English keeps it in",
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
    Rule {
        id: "site/missing-template",
        title: "a page template the site needs is missing",
        explanation: "\
The site is rendered through fixed templates in `templates/`: layout.html,
blocks.html, chapter.html, book.html, print.html, gallery.html,
index.html, 404.html and languages.html. Without one, those pages cannot be
built.

```text
git checkout -- templates/gallery.html
```",
        hint: "restore the template from the repository",
    },
    Rule {
        id: "site/no-wasm",
        title: "the WebAssembly engine is not built (warning)",
        explanation: "\
The site's interactive examples run the engine compiled to WebAssembly.
Without it the pages still show every board and score, but the examples do
not respond. This is a warning: the build succeeds.

```text
bash scripts/build-wasm.sh
```",
        hint: "run `bash scripts/build-wasm.sh`",
    },
    Rule {
        id: "site/template",
        title: "a template does not parse or render",
        explanation: "\
Templates are Tera: `{{ value }}`, `{% if %}…{% endif %}`,
`{% for %}…{% endfor %}`. A syntax error is reported at its line; a
template that uses a value the page does not have, or a filter wrongly,
fails when a page is rendered, and the note names the page.

```html
{% if page_title %}<h1>{{ page_title }}</h1>   <!-- wrong: no endif -->
```",
        hint: "fix the template syntax, or use only values the page has",
    },
    Rule {
        id: "site/template-depth",
        title: "a template nests too deeply",
        explanation: "\
Tera renders templates recursively, so very deep nesting would overflow the
stack and abort the process. tilebook refuses a template nested more than
64 levels, counting blocks (`if`, `for`, `macro`), brackets and operators in
expressions, macro calls, includes and parent templates together. The
shipped templates use at most 18.

```text
{% if a %}{% if b %}{% if c %} … 150 levels … {% endif %}{% endif %}{% endif %}
```",
        hint: "flatten the nesting: split a long expression, or move a deep part into a macro of its own",
    },
    Rule {
        id: "site/template-recursion",
        title: "templates call, include or extend themselves in a loop",
        explanation: "\
A macro that calls itself (directly or through other macros), a template
that includes itself, or templates that extend each other in a loop would
make Tera recurse until the stack overflows. tilebook finds every such loop
when it loads the templates and reports it at the call, include or extends
tag; the site's templates never need recursion.

```text
{% macro tree(n) %}{{ self::tree(n=n) }}{% endmacro %}   # wrong
```",
        hint: "write the levels out instead of recursing, or break the include/extends loop",
    },
    Rule {
        id: "site/template-render",
        title: "a template fails while rendering a page",
        explanation: "\
A template parsed, but rendering a page with it failed: it uses a value the
page does not have, calls an unknown filter, test, function or macro, or
passes a filter a value of the wrong type. The diagnostic names the
template (the page's own, its parent or its macro file) and points at the
first use of the name in the error. The previous site is left as it was.
docs/templates.md lists the values every page has.

```text
{{ chapter.no_such_field }}   # wrong: not in the page's context
```",
        hint: "check the name against docs/templates.md, or guard it with {% if %} or the default filter",
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
least one half-edge. An empty feature cannot be scored or drawn.

```toml
cities = [{ sides = [] }]   # wrong
```",
        hint: "give the feature at least one side or half-edge, or remove it",
    },
    Rule {
        id: "tile/end-on-through",
        title: "a road or river reaching two sides also has an end",
        explanation: "\
`end` is only for a road or river that reaches one side. One that reaches
two sides runs through the tile and ends nowhere on it.

```toml
roads = [{ sides = [\"E\", \"W\"], end = \"village\" }]   # wrong
```",
        hint: "remove `end`, or split the segment into one per side",
    },
    Rule {
        id: "tile/end-without-target",
        title: "a road ends at a cloister or city the tile lacks",
        explanation: "\
A road that ends at a cloister or a city needs one on its tile:
`end = \"cloister\"` needs `cloister = true`, and `end = \"city\"` needs a
city segment. Otherwise the road would end in nothing.

```toml
cloister = false
roads = [{ sides = [\"S\"], end = \"cloister\" }]   # wrong: no cloister
```",
        hint: "add the cloister or city to the tile, or end the road at a village",
    },
    Rule {
        id: "tile/field-not-beside-city",
        title: "a field claims a city it does not touch",
        explanation: "\
A field's `cities` lists the city segments it shares a wall with on this
tile; farms score those cities. A field shares a wall with a city when it
reaches a half-edge at a corner of one of the city's sides: for a city at
N, the half-edge WNW or ENE.

```toml
cities = [{ sides = [\"N\"] }]
fields = [{ halves = [\"SSE\", \"SSW\"], cities = [\"N\"] }]   # wrong: far from N
```",
        hint: "list in `cities` only the city segments this field shares a wall with",
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
would score wrongly.

```toml
edges = \"FFFF\"
fields = [{ halves = [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\"] }]   # WNW missing
```",
        hint: "add the half-edge to the field that touches it, or make its side part of a city",
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
        title: "a road or river reaches more than two sides",
        explanation: "\
A road or river segment runs between at most two sides. A crossing of
three or four roads is one segment per side, each ending at the village.

```toml
roads = [{ sides = [\"E\", \"S\", \"W\"] }]   # wrong
roads = [
  { sides = [\"E\"], end = \"village\" },
  { sides = [\"S\"], end = \"village\" },
  { sides = [\"W\"], end = \"village\" },
]
```",
        hint: "split it into one segment per side, each ending at a village",
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

/// The whole catalogue as Markdown: the content of `docs/diagnostics.md`.
pub fn markdown() -> String {
    let mut out = String::from(
        "\
# Diagnostics

<!-- Generated from src/diag/catalogue.rs by `tilebook explain --markdown`;
do not edit. After changing the catalogue, run:
cargo run -- explain --markdown > docs/diagnostics.md -->

Every problem tilebook reports has a stable rule id, the file, line and
column, and a hint. This page explains each rule: what it checks, why, and
an example of input it rejects. `tilebook explain RULE-ID` prints one
entry in the terminal; `tilebook explain --list` lists them all.

Rules marked *(warning)* are warnings: `tilebook check` fails on them
only under `--deny warnings`, and the other commands go on. All others are
errors.

| rule | what it reports |
| --- | --- |
",
    );
    for r in RULES {
        out.push_str(&format!(
            "| [`{}`](#{}) | {} |\n",
            r.id,
            anchor(r.id),
            r.title
        ));
    }
    let mut area = "";
    for r in RULES {
        let this = r.id.split('/').next().unwrap_or_default();
        if this != area {
            area = this;
            out.push_str(&format!("\n## {area}\n"));
        }
        out.push_str(&format!(
            "\n### {}\n\n**{}**\n\n{}\n\n**Fix:** {}\n",
            r.id,
            capitalized(r.title),
            r.explanation,
            r.hint
        ));
    }
    out
}

/// The anchor GitHub gives the heading `### area/name`.
fn anchor(id: &str) -> String {
    id.chars().filter(|c| *c != '/').collect()
}

/// `text` with its first letter in upper case.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_sorted_unique_and_well_formed() {
        for pair in RULES.windows(2) {
            assert!(
                pair[0].id < pair[1].id,
                "{} must come before {} (sorted, no duplicates)",
                pair[1].id,
                pair[0].id
            );
        }
        for r in RULES {
            let (area, name) = r.id.split_once('/').expect("area/name");
            let kebab = |s: &str| {
                !s.is_empty()
                    && s.split('-').all(|w| {
                        !w.is_empty()
                            && w.chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                    })
            };
            assert!(
                kebab(area) && kebab(name),
                "{} is not area/kebab-name",
                r.id
            );
        }
    }

    #[test]
    fn every_entry_is_complete() {
        for r in RULES {
            assert!(!r.title.is_empty() && !r.title.ends_with('.'), "{}", r.id);
            assert!(!r.hint.is_empty() && !r.hint.ends_with('.'), "{}", r.id);
            // The prose before the example: a short paragraph, 2–6 sentences.
            let prose = r.explanation.split("```").next().unwrap_or_default();
            let prose = prose.split_whitespace().collect::<Vec<_>>().join(" ");
            let sentences = prose.matches(". ").count() + usize::from(prose.ends_with('.'));
            assert!(
                (2..=6).contains(&sentences),
                "{}: {sentences} sentences before the example",
                r.id
            );
            assert!(
                r.explanation.contains("```"),
                "{}: an example of bad input",
                r.id
            );
            assert_eq!(
                r.explanation.matches("```").count() % 2,
                0,
                "{}: unclosed code block",
                r.id
            );
            assert_eq!(
                r.title.contains("(warning)"),
                prose.contains("This is a warning"),
                "{}: a warning says so in its title and its explanation",
                r.id
            );
        }
    }

    #[test]
    fn lookup_finds_exactly_the_listed_ids() {
        for r in RULES {
            assert_eq!(lookup(r.id).map(|f| f.id), Some(r.id));
        }
        assert!(lookup("data/sintax").is_none());
        assert!(lookup("").is_none());
    }

    #[test]
    fn markdown_has_a_section_and_a_row_per_rule() {
        let md = markdown();
        for r in RULES {
            assert!(md.contains(&format!("\n### {}\n", r.id)), "{}", r.id);
            assert!(md.contains(&format!("(#{})", anchor(r.id))), "{}", r.id);
        }
        assert_eq!(anchor("tile/half-unclaimed"), "tilehalf-unclaimed");
    }
}
