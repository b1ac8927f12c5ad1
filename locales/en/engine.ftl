### Messages of the rules engine: why a tile, a follower or a feature named
### in a board is refused. `tilebook score` and `tilebook check` show them in
### English; the interactive examples of the site in every locale. The ids
### and the variables each gets are fixed by the engine
### (engine/src/message.rs).

## Names the messages below are given as $side, $mine, $theirs, $player and
## $feature, already rendered in the same locale. Each is the form its
## sentences need.

# A side of a tile, qualifying an edge: “the north edge”.
engine-side-n = north
engine-side-e = east
engine-side-s = south
engine-side-w = west
# What an edge shows, alone in parentheses: “(city)”.
engine-terrain-city = { -city }
engine-terrain-road = { -road }
engine-terrain-field = { -field }
engine-terrain-water = { -river }
# The player whose follower stands on a feature: “occupied by red”.
engine-player-red = red
engine-player-blue = blue
engine-player-green = green
engine-player-yellow = yellow
engine-player-black = black
engine-player-grey = grey
# A type of feature: “the tile has no city”, “features of type city”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Placing a tile

engine-placement-occupied = Another { -tile } already lies on that square.
engine-placement-not-adjacent = The { -tile } must share a whole side with a placed { -tile } (a corner is not enough).
# $side, $mine, $theirs: names from above
engine-placement-edge-mismatch = The { $side } edge of the { -tile } ({ $mine }) does not match the neighbouring edge ({ $theirs }).
engine-placement-river-not-continued = A { -river } { -tile } must continue the { -river } from the last { -river } { -tile }; until the lake, only { -river } { -tile(number: "pl") } are placed.
engine-placement-river-u-turn = The { -river } may not turn back in a tight U; this book reads that as two bends in a row to the same side (our reading, not the rulebook’s words).
engine-placement-river-closed = There is no open end of the { -river } to continue (the lake closes the { -river }; the spring starts it).
engine-placement-river-arms-join = The two arms of a forked { -river } never join, and an arm never runs into a { -tile } already placed.
engine-placement-abbey-not-in-hole = An { -abbey } goes only into a hole with a { -tile } on each of its four sides.
engine-placement-shrine-two-cloisters = A { -shrine } may not be placed next to more than one { -cloister } (all eight neighbouring squares count).
engine-placement-cloister-two-shrines = A { -cloister } may not be placed next to more than one { -shrine } (all eight neighbouring squares count).
# $max (number): how many squares from the start a tile may lie each way
engine-placement-out-of-bounds = The square is too far from the start: a { -tile } may lie at most { PLURAL($max) ->
    [one] { $max } square
   *[other] { $max } squares
} from it each way.

## Placing a follower

engine-follower-no-tile = A { -follower } can only go on the { -tile } just placed.
engine-follower-already-placed = Only one { -follower } may be placed per turn.
engine-follower-no-supply = The player has no { -follower } left in their { -supply }.
engine-follower-unknown-feature = The { -tile } has no such feature.
engine-follower-river = No { -follower } may be placed on the { -river }.
# $player: a name from above
engine-follower-occupied = This feature is already occupied by { $player } further along (it continues onto other { -tile(number: "pl") }).

## Naming a feature in a board file (`tilebook score`, `tilebook check`).
## The words in backticks are the file's own (feature types, sides N E S W,
## half-edges NNW … WNW): keep them as they are.

# $name (text): what the file says instead of a feature type
engine-spec-unknown-type = `{ $name }` is not a feature; use city, road, cloister or field.
# $place (text): what the file says after “@”
engine-spec-unknown-place = `{ $place }` is not a side (N, E, S, W) or half-edge (NNW … WNW).
# $feature: a name from above
engine-spec-none = The { -tile } has no { $feature }.
# $feature: a name from above; $count (number, 2 or more); $example (text): a spec that says which
engine-spec-ambiguous = The { -tile } has { PLURAL($count) ->
    [one] { $count } feature
   *[other] { $count } features
} of type { $feature }; say which, e.g. `{ $example }`.
# $place (text): the side; $first, $second (text): its two half-edges
engine-spec-split-side = Side { $place } touches two { -field(number: "pl") }; name a half-edge, `field@{ $first }` or `field@{ $second }`.
# $feature: a name from above; $place (text): the side or half-edge the file gives
engine-spec-not-at = The { -tile } has no { $feature } at { $place } (sides and half-edges are in board orientation).

## Replaying an example

engine-replay-unknown-kind = This kind of { -tile } is not part of the example.

## The interactive examples: an error that has no text of its own

engine-error-unknown = That move is not allowed.

## Figures of the expansions: the big follower, the builder and the pig

# A kind of figure, named inside the sentences below: “no big follower left”.
engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-mayor = { -mayor }
engine-figure-wagon = { -wagon }
engine-figure-barn = { -barn }
# $figure: a figure's name from above
engine-figure-no-supply = The player has no { $figure } left (or the tile sets in play do not have one).
# $figure, $feature: names from above
engine-figure-wrong-feature = A { $figure } cannot stand on a { $feature }.
# $figure: a figure's name from above
engine-figure-needs-own-follower = A { $figure } can only join a feature where its owner already has a { -follower }.

## The order of turns, when a board names who placed each tile

engine-turn-no-player = Some { -tile(number: "pl") } name the player who placed them and this one does not: name it for every { -tile } after the first.
engine-turn-no-seat = { $player } has no seat at this table: the base game seats five, and a sixth player (grey) plays with Inns & Cathedrals.
# $expected, $found: player names from above
engine-turn-order = It is { $expected }’s turn, not { $found }’s: players take turns in seat order, and only a builder’s owner plays a second { -tile } right after the first.

## Princess & Dragon and The Tower: a follower's placement

engine-follower-dragon = No { -follower } may stand on the { -tile } where the dragon is.
engine-follower-not-this-tile = A figure goes on the { -tile } just laid; only a magic portal on that { -tile } sends a { -follower } to another one.
engine-follower-completed = Through a magic portal, a { -follower } goes only on a feature that is not yet complete.

## Princess & Dragon and The Tower: the steps of a turn
# $square (text): a square as a board file writes it, “[2, -1]”

engine-step-not-in-play = This step belongs to an expansion whose tiles are not in play.
engine-step-out-of-order = Steps come in the turn’s order: a ransom first, then the one action (a figure, the princess, the fairy or a tower), then the dragon; each once.
engine-step-already-acted = A player takes one action per turn: a figure, the princess, the fairy or a tower piece.
engine-step-turn-of = It is { $player }’s turn: the turn’s action (a figure, the princess, the fairy, a tower piece, a { -barn }) and entering a quarter are theirs alone.
engine-step-before-play = The { -tile(number: "pl") } of a block (the city of Carcassonne) are laid before play begins: no figure and no other step goes with them.
engine-step-no-tile = There is no { -tile } at { $square }.
engine-step-no-follower = No { -follower } stands there at { $square }.
# $owner: a player name from above
engine-step-not-yours = The { -follower } at { $square } is { $owner }’s, not the player’s own.
engine-step-no-princess = Only a princess on the { -tile } just laid sends a knight home, and only a knight of the city she joins.
engine-step-princess-must = Under the rule variant in play the princess must send a knight of her city home, and her city holds one: send one home before the turn is scored.
engine-step-dragon-asleep = The dragon is not on the board until a volcano is laid: a dragon { -tile } drawn before then is set aside and drawn again later.
engine-step-dragon-must-move = After a dragon { -tile } the dragon moves: give its path.
engine-step-no-dragon-move = The dragon moves only after a dragon { -tile }, once.
engine-step-dragon-not-adjacent = The dragon moves one { -tile } at a time, across a side: { $square } is not next to it.
engine-step-dragon-revisits = The dragon has already been at { $square } in this move.
engine-step-dragon-onto-fairy = The dragon may not enter { $square }: the fairy is there.
# $steps: how many squares the dragon moves
engine-step-dragon-too-far = The dragon moves { $steps } { -tile(number: "pl") } at most.
# $taken: how many squares it moved
engine-step-dragon-stops-early = The dragon stopped after { $taken } but could go on: it stops early only at a dead end.
engine-step-no-tower = There is no tower foundation at { $square }.
engine-step-tower-finished = The tower at { $square } is finished: a { -follower } stands on top.
engine-step-tower-empty = A { -follower } finishes only a tower that has at least one piece; there is none at { $square }.
# $pieces: tower pieces per player
engine-step-no-tower-pieces = The player has placed all { $pieces } of their tower pieces.
# $height: the tower's height after the piece
engine-step-out-of-range = A tower { $height } high reaches { $height } { -tile(number: "pl") } in a straight line; { $square } is out of its reach.
# $figure: a figure's name from above
engine-step-cannot-capture = A tower cannot capture a { $figure }.
engine-step-no-exchange = There is no such prisoner to exchange.
# $from: a player name; $figure: a figure's name
engine-step-no-prisoner = { $from } holds no { $figure } of the player.
# $ransom: the ransom in points
engine-step-cannot-pay = A ransom costs { $ransom } { -point(number: "pl") }, more than the player has.
engine-step-not-your-turn = Only the player whose turn it is buys back a prisoner.

## Abbey & Mayor: barns, wagons and abbeys

engine-follower-barn = No { -farmer } may go into a { -field } that holds a { -barn }.
engine-follower-barn-corner = A { -barn } does not stand on a feature: it goes on a corner of the { -tile } just laid, where four { -tile(number: "pl") } meet.
engine-follower-lake-volcano = No { -follower } goes on the lake with the { -volcano }: whoever lays it takes another turn instead.
engine-step-not-four-fields = A { -barn } stands only where four { -tile(number: "pl") } meet with a { -field } in each one’s corner; that corner of the { -tile } at { $square } is not such a place.
engine-step-barn-taken = The { -field } at that corner of the { -tile } at { $square } already holds a { -barn }.
engine-step-barn-farmers = The { -field } at that corner of the { -tile } at { $square } holds { -farmer(number: "pl") }, and the rule variant in play puts a { -barn } only into a { -field } without any.
engine-step-no-wagon = None of the player’s { -wagon(number: "pl") } scored this turn, so none can move on.
engine-step-wagon-not-adjacent = A { -wagon } moves on only to a feature next to the one it scored on, as the rule variant in play reads “next to”; the feature at { $square } is not one of them.
engine-step-abbey-used = Each player has one { -abbey }, and this player has already placed theirs.


## The Count of Carcassonne: the quarters and the Count
# $quarter (all below): castle, market, blacksmith or cathedral

engine-step-quarter-not-earned = A player puts a { -follower } into Carcassonne only after a turn whose scoring gave points to another player and none to them.
engine-step-quarter-twice = Only one { -follower } goes into Carcassonne per turn.
# $figure: the name of a figure above
engine-step-not-a-follower = Only { -follower(number: "pl") } go into the quarters of Carcassonne, not a { $figure }.
engine-step-not-in-quarter = The player has no such { -follower } waiting in { $quarter ->
    [castle] the castle
    [market] the market
    [blacksmith] the blacksmith’s quarter
   *[cathedral] the cathedral
}.
engine-step-count-guards = The Count stands in { $quarter ->
    [castle] the castle
    [market] the market
    [blacksmith] the blacksmith’s quarter
   *[cathedral] the cathedral
}, so no { -follower } may leave it.
engine-step-wrong-quarter = { $quarter ->
    [castle] From the castle { -follower(number: "pl") } go only to a { -city }.
    [market] From the market { -follower(number: "pl") } go only to a { -field }.
    [blacksmith] From the blacksmith’s quarter { -follower(number: "pl") } go only to a { -road }.
   *[cathedral] From the cathedral { -follower(number: "pl") } go only to a { -cloister }.
}
# $square: a square such as [1, 0]
engine-step-not-scored-now = The feature at { $square } is not being scored this turn, so no { -follower } may join it from Carcassonne.
engine-step-market-at-end = The market’s { -follower(number: "pl") } leave it only at the end of the game.
engine-step-only-market-at-end = Under the rule variant in play only the market’s { -follower(number: "pl") } leave Carcassonne at the end of the game; those in { $quarter ->
    [castle] the castle
    [market] the market
    [blacksmith] the blacksmith’s quarter
   *[cathedral] the cathedral
} stay.
## The Catapult: the catapult round

engine-step-no-fair = A { -catapult } round comes only after the turn of a { -tile } with a { -fair }.
engine-step-second-round = A { -tile } with a { -fair } brings one { -catapult } round, and this turn has had it.
engine-step-fair-at-start = A { -tile } with a { -fair } brings a { -catapult } round when it is drawn: it cannot be the { -start-tile }, which is laid before play.
engine-step-not-seated = { $player } is not at the table: the { -tile(number: "pl") } name the players, and this one is not among them.
engine-step-named-twice = Every player throws one token in a round, but { $player } is named twice.
engine-step-seduce-own = Seduction replaces another player’s { -follower }, but the one at { $square } belongs to the thrower.
engine-step-no-follower-left = The thrower has no { -follower } left in their { -supply } to put in the other one’s place.
engine-step-not-neighbours = A catch goes from a player to the left neighbour, the next player in turn order: { $catcher } does not sit to the left of { $thrower }.
