### "My box": one rule book made of the books a player owns (the page
### <locale>/box/, and `tilebook build --box`), and the interactions
### between expansions that a combined book shows only when both are in
### the box (sections with `with` in book/*.toml).

## The page and the combined book

box-title = My box
box-summary = One rule book for the boxes you own: the base game and the expansions you tick, their { -tile(number: "pl") } added up and their rules in the order you need them during play.
# The link to the page from the home page.
box-link = Tick the boxes you own and read one rule book made for them
box-intro = Tick what your box holds. The book below keeps only those rules, puts each expansion’s rules beside the base game’s rules for the same moment of play, and explains how two expansions work together when you own both. The address of this page keeps your choice: bookmark it or share it.
box-choose = What your box holds
box-rules = Rule edition
# Label of the list of a box's printings (the Winter Edition's).
box-printing = Printing
box-no-script = Without JavaScript this page shows the base game alone. The rules of each expansion are in its own book.
box-totals = Your tiles
box-totals-intro = The { -tile(number: "pl") } of the sets in your box, added up. A set that already contains another, as the Winter Edition contains the base game, is counted instead of it.
box-totals-set = Tile set
box-totals-tiles = Tiles
box-totals-all = All together
# Above a section that applies only with other books: $books (text) their
# titles, comma separated; $count (number) how many.
box-with = { PLURAL($count) ->
    [one] Only when you also play with this expansion: { $books }
   *[other] Only when you also play with these expansions: { $books }
}

## Traders & Builders with Inns & Cathedrals (book/traders-builders.toml)

traders-builders-builder-big-title = The builder and the big follower
traders-builders-builder-big-instead = With Inns & Cathedrals in the game too, your { -builder } or { -pig } takes the place of a small or a big { -follower }: on your turn you place at most one figure, whichever you choose.
traders-builders-builder-big-majority = When a { -road } or { -city } is scored, a { -big-follower } counts as two { -follower(number: "pl") } in deciding who has the most there, and a { -builder } counts as none.
traders-builders-builder-big-reading = Our reading, as neither rulebook says so: a big { -thief } or { -knight } lets you place your { -builder } in its { -road } or { -city }, just as a small one does. Inns & Cathedrals calls the { -big-follower } a single { -follower }, placed by the usual rules.
traders-builders-builder-big-second-tile = Our reading again: if the first { -tile } of a { -double-turn } completes the { -road } or { -city } of your { -big-follower }, it comes back to you at once and you may place it on the second { -tile }. Inns & Cathedrals lets it be placed again from your next turn on, and Traders & Builders lets a { -builder } that has just come back go onto the second { -tile }; neither says what happens to a { -big-follower } there. The engine of this site plays it as we read it.
traders-builders-pig-big-title = The pig and the big farmer
traders-builders-pig-big = Your { -pig } needs one of your { -farmer(number: "pl") } in its { -field }, and only { -farmer(number: "pl") } decide who owns the { -field }. With Inns & Cathedrals, a big { -farmer } counts as two there, as a { -big-follower } does wherever it stands.
