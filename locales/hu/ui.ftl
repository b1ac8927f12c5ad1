### A generált kimenetek szövegei: kártyalapok, pontozótáblák, a honlap.

## A nyelv neve, magyarul

language-name = Magyar

## Kártyalapok

sheet-title = { $edition } – kártyalap, { $page }/{ $pages }. oldal
sheet-index-title = A { -tile(number: "pl") } jegyzéke
# Számnév után egyes szám: „1 területkártya”, „5 területkártya”.
sheet-tile-count = { $count } { -tile }
sheet-start-tile = Kezdőlap

## Pontozótáblák

score-player = Játékos
score-points = Pontok
score-total = Összesen
score-points-value = { $points } { -point }

## Honlap

site-language = Nyelv
site-previous = Előző
site-next = Következő
site-search = Keresés
site-search-empty = Nincs találat erre: „{ $query }”.
site-print = Nyomtatás
site-not-found = Az oldal nem található
