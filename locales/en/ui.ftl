### Strings of the generated outputs: tile sheets, score tables, the site.
### The ids and the variables each gets are fixed by the code (src/l10n/ids.rs).

## The language, in itself (the language switcher lists it).

language-name = English

## Tile sheets

# $edition (text): the edition's name; $page, $pages (numbers)
sheet-title = { $edition } — tile sheet, page { $page } of { $pages }
sheet-index-title = Index of { -tile(number: "pl") }
# $count (number): tiles of one kind
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } { -tile }
   *[other] { $count } { -tile(number: "pl") }
}
sheet-start-tile = Start tile

## Score tables

score-player = Player
score-points = Points
score-total = Total
# $points (number)
score-points-value = { PLURAL($points) ->
    [one] { $points } { -point }
   *[other] { $points } { -point(number: "pl") }
}

## Site

site-language = Language
site-previous = Previous
site-next = Next
site-search = Search
# $query (text): what the reader searched for
site-search-empty = No results for “{ $query }”.
site-print = Print
site-not-found = Page not found
