### Teksty generowanych wyników: arkusze żetonów, tabele punktacji, strona.

## Nazwa języka w nim samym

language-name = Polski

## Arkusze żetonów

sheet-title = { $edition } – arkusz żetonów, strona { $page } z { $pages }
sheet-index-title = Spis { -tile(number: "pl", case: "gen") }
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } { -tile }
    [few] { $count } { -tile(number: "pl") }
    [many] { $count } { -tile(number: "pl", case: "gen") }
   *[other] { $count } { -tile(case: "gen") }
}
sheet-start-tile = Żeton startowy

## Tabele punktacji

score-player = Gracz
score-points = Punkty
score-total = Razem
score-points-value = { PLURAL($points) ->
    [one] { $points } { -point }
    [few] { $points } { -point(number: "pl") }
    [many] { $points } { -point(number: "pl", case: "gen") }
   *[other] { $points } { -point(case: "gen") }
}

## Strona

site-language = Język
site-previous = Poprzednia
site-next = Następna
site-search = Szukaj
site-search-empty = Brak wyników dla „{ $query }”.
site-print = Drukuj
site-not-found = Nie znaleziono strony
