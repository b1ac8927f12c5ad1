### Strings of the generated outputs: tile sheets, score tables, the site.
### The ids and the variables each gets are fixed by the code (src/l10n/ids.rs).

## The language, in itself (the language switcher lists it).

language-name = English

## Tile sheets

# $edition (text): the edition's name; $page, $pages (numbers)
sheet-title = { $edition } — tile sheet, page { $page } of { $pages }
sheet-index-title = Index of { -tile(number: "pl") }
sheet-start-tile = Start tile

## Score tables

score-player = Player
score-points = Points

## Site

site-language = Language
site-previous = Previous
site-next = Next
site-search = Search
# $query (text): what the reader searched for
site-search-empty = No results for “{ $query }”.
site-print = Print
site-not-found = Page not found

## Site: pages and navigation

site-title = Carcassonne rules
site-home = Home
site-contents = Contents
site-books = Rule books
site-tiles = Tiles
site-skip = Skip to the content
site-theme = Dark mode
site-print-book = Printable version
site-not-found-text = There is no page at this address. The rule books are listed on the home page.
site-search-placeholder = Search the rules…
site-search-results = Search results
site-choose-language = Choose a language
# $edition (text): the tile set's name; $total (number): tiles the rulebook states
site-gallery-total = { $edition }: { PLURAL($total) ->
    [one] { $total } { -tile }
   *[other] { $total } { -tile(number: "pl") }
}
# Link from a tile set's gallery to its checklist page.
site-checklist-link = Checklist for sorting a box
# $edition (text): the tile set's name
site-checklist-title = { $edition }: checklist
site-checklist-intro = Print this page, or keep it open, and tick one box for every { -tile } as you sort your box. A row left with an empty box shows a { -tile } that is missing.
# The accessible name of one box: $tile (text) the kind's name, $n (number) which copy, $count (number) how many the set has
site-checklist-copy = { $tile }: { $n } of { $count }
site-checklist-variants = in several versions whose pictures differ: count them together

## Site: scoring examples

example-rules = Rule edition
example-step = Placement
example-first = First placement
example-previous = Previous placement
example-next = Next placement
example-last = Last placement
example-final = Final scoring
example-follower = Add or remove a follower
example-follower-help = Choose a colour, then click a feature on the board.
example-none = None
example-place = Place a tile
example-rotate = Rotate
example-moves = What else this turn
example-reset = Start over
example-variant-refused = Under these options of the rule variants, the rules refuse this example’s moves.
example-no-script = These scores come from the tilebook engine; with JavaScript you can step through the placements and change the board.
example-feature-complete = Complete.
example-feature-open = Not complete yet.
example-when-play = during play
example-when-final = at the end
example-what = Scored
example-when = When
example-tiles = Tiles
# A row of an example's scoring table: the player(s) with the most goods
# tokens of that kind at the end (Traders & Builders).
example-award-most-wine = Most wine
example-award-most-grain = Most grain
example-award-most-cloth = Most cloth
# Rows of an example's scoring table for points outside a feature's majority,
# and the pieces drawn on its board (Princess & Dragon, The Tower).
example-award-fairy-turn = Fairy, start of the turn
example-award-fairy-scoring = Fairy, feature scored
example-award-ransom = Ransom
example-award-barn = Barn
example-award-catapult-target = Fair contest
example-award-catapult-catch = Catch
example-award-king = King (completed cities)
example-award-robber = Robber baron (completed roads)
example-piece-dragon = The dragon
example-piece-fairy = The fairy
example-piece-count = The Count
example-piece-quarter = Waiting in a quarter of Carcassonne
example-piece-tower = Tower
example-piece-barn = Barn
example-piece-reach = Where the new tower piece reaches
example-piece-prisoner = A { -prisoner }, held by the player who took it
example-piece-token-knock-out = Catapult: knock-out
example-piece-token-seduction = Catapult: seduction
example-piece-token-target = Catapult: target
example-piece-token-catch = Catapult: catch
example-step-figure = Figure through the portal
example-step-princess = Princess: a knight goes home
example-step-fairy = Fairy beside a { -follower }
example-step-dragon = The dragon moves
example-step-ransom = Ransom
example-step-tower-piece = Tower piece
example-step-tower-top = Finish the tower
example-step-barn = Barn
example-step-wagon = The wagon moves on
example-step-quarter = Into a quarter of Carcassonne
example-step-from-quarter = Out of a quarter
example-step-knock-out = Catapult: knock-out
example-step-seduction = Catapult: seduction
example-step-target = Catapult: target
example-step-catch = Catapult: catch
example-detail-castle = castle
example-detail-market = market
example-detail-blacksmith = blacksmith
example-detail-cathedral = cathedral
example-detail-short = short
example-detail-dropped = dropped
example-detail-caught = caught
example-detail-tower = the { -follower } on the tower
example-detail-key-count = the Count
feature-city = City
feature-road = Road
feature-cloister = Cloister
feature-farm = Farm
