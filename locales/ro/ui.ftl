### Textele fișierelor generate: foi de cartonașe, tabele de punctaj, site-ul.

## Limba, numită în ea însăși

language-name = Română

## Foi de cartonașe

sheet-title = { $edition } – foaie de cartonașe, pagina { $page } din { $pages }
sheet-index-title = Lista { -tile(number: "pl", form: "gen") }
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } { -tile }
    [few] { $count } { -tile(number: "pl") }
   *[other] { $count } de { -tile(number: "pl") }
}
sheet-start-tile = Cartonașul de start

## Tabele de punctaj

score-player = Jucător
score-points = Puncte
score-total = Total
score-points-value = { PLURAL($points) ->
    [one] { $points } { -point }
    [few] { $points } { -point(number: "pl") }
   *[other] { $points } de { -point(number: "pl") }
}

## Site

site-language = Limba
site-previous = Pagina anterioară
site-next = Pagina următoare
site-search = Caută
site-search-empty = Niciun rezultat pentru „{ $query }”.
site-print = Tipărește
site-not-found = Pagina nu a fost găsită
