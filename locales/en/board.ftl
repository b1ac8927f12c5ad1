### The scoring board: a table where the reader lays out any position and
### sees how it scores under every rule edition.

site-board-link = Scoring board
board-title = Scoring board
board-intro = Lay out any position, from an empty table or from one of the books’ examples: choose the tile sets, place any { -tile } on any square where it fits, turn it, put figures on the { -tile(number: "pl") }, and see the { -point(number: "pl") } under every rule edition side by side. Undo and redo as you like; the address of this page keeps the position, so you can share it, and the board file you download is read by tilebook score as it is.
board-no-script = The scoring board runs the rules engine in your browser, so it needs JavaScript. Every example in the rule books shows its board and scores without it.
board-sets = Tile sets on the table
board-start = Start from
board-empty = an empty table
board-tile = Which { -tile } to place
board-left = left:
board-used-up = none left
board-rotation = Turned by
board-place-at = Place the { -tile } on this square
board-figure = Figure
board-on-tile = On the { -tile }
board-feature = On the feature
board-toggle = Place or take back
board-no-moves = Nothing else this turn: place the next { -tile }.
board-undo = Undo
board-redo = Redo
board-clear = Clear the table
board-download = Download the board file
board-table = The table: a highlighted square takes the chosen { -tile }; a click on a placed { -tile } puts the chosen figure on the nearest feature, or takes it back
board-placed = On the table
board-nothing = No { -tile } yet: choose one and place it.
board-scores = Scores under each rule edition
board-show = Show on the table
board-details = Details
board-pennants = { -pennant(number: "pl") }
board-cities = completed { -city(number: "pl") }
board-inns = { -inn(number: "pl") }
board-cathedrals = { -cathedral(number: "pl") }
