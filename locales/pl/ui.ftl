### Teksty generowanych wyników: arkusze płytek, tabele punktacji, strona.

## Nazwa języka w nim samym

language-name = Polski

## Arkusze płytek

sheet-title = { $edition } – arkusz płytek, strona { $page } z { $pages }
sheet-index-title = Spis { -tile(number: "pl", case: "gen") }
sheet-start-tile = Płytka startowa

## Tabele punktacji

score-player = Gracz
score-points = Punkty

## Strona

site-language = Język
site-previous = Poprzednia
site-next = Następna
site-search = Szukaj
site-search-empty = Brak wyników dla „{ $query }”.
site-print = Drukuj
site-not-found = Nie znaleziono strony

## Strona: podstrony i nawigacja

site-title = Zasady gry Carcassonne
site-home = Strona główna
site-contents = Spis treści
site-books = Instrukcje
site-tiles = Płytki
site-skip = Przejdź do treści
site-theme = Tryb ciemny
site-print-book = Wersja do druku
site-not-found-text = Pod tym adresem nie ma żadnej strony. Listę instrukcji znajdziesz na stronie głównej.
site-search-placeholder = Szukaj w zasadach…
site-search-results = Wyniki wyszukiwania
site-choose-language = Wybierz język
site-gallery-total = { $edition }: { PLURAL($total) ->
    [one] { $total } { -tile }
    [few] { $total } { -tile(number: "pl") }
    [many] { $total } { -tile(number: "pl", case: "gen") }
   *[other] { $total } { -tile(case: "gen") }
}
site-checklist-link = Lista do sprawdzenia pudełka
site-checklist-title = { $edition }: lista kontrolna
site-checklist-intro = Wydrukuj tę stronę albo zostaw ją otwartą i zaznaczaj jedno pole przy każdej { -tile(case: "loc") }, gdy przeglądasz pudełko. Wiersz z pustym polem oznacza brakującą { -tile(case: "acc") }.
site-checklist-copy = { $tile }: { $n } z { $count }
site-checklist-variants = w kilku wersjach z różnymi obrazkami: policz je razem

## Strona: przykłady punktacji

example-rules = Wydanie zasad
example-step = Ruch
example-first = Pierwszy ruch
example-previous = Poprzedni ruch
example-next = Następny ruch
example-last = Ostatni ruch
example-final = Ostateczne podliczanie
example-follower = Postaw lub zdejmij { -follower(case: "acc") }
example-follower-help = Wybierz kolor, a potem kliknij obszar na planszy.
example-none = Brak
example-place = Połóż { -tile(case: "acc") }
example-rotate = Obróć
example-moves = Co jeszcze można zrobić w tym ruchu
example-reset = Zacznij od nowa
example-variant-refused = Przy tak wybranych wariantach zasad ruchy z tego przykładu są niedozwolone.
example-no-script = Te wyniki oblicza silnik tilebook; z JavaScriptem możesz przechodzić ruch po ruchu i zmieniać planszę.
example-feature-complete = Obszar ukończony.
example-feature-open = Obszar jeszcze nieukończony.
example-when-play = w trakcie gry
example-when-final = na koniec gry
example-what = Za co
example-when = Kiedy
example-tiles = Płytki
example-award-most-wine = Najwięcej wina
example-award-most-grain = Najwięcej zboża
example-award-most-cloth = Najwięcej sukna
example-award-fairy-turn = Wróżka, na początku tury
example-award-fairy-scoring = Wróżka, przy punktowaniu obszaru
example-award-ransom = Okup
example-award-barn = Stodoła
example-award-catapult-target = Konkurs celności
example-award-catapult-catch = Łapanie
example-award-king = Król (ukończone miasta)
example-award-robber = Baron rabusiów (ukończone drogi)
example-piece-dragon = Smok
example-piece-fairy = Wróżka
example-piece-count = Hrabia
example-piece-quarter = Czeka w jednej z dzielnic Carcassonne
example-piece-tower = Wieża
example-piece-barn = Stodoła
example-piece-reach = Zasięg nowego elementu wieży
example-piece-prisoner = Jeniec w rękach gracza, który go pojmał
example-piece-token-knock-out = Katapulta: nokaut
example-piece-token-seduction = Katapulta: uwodzenie
example-piece-token-target = Katapulta: konkurs celności
example-piece-token-catch = Katapulta: łapanie
example-step-figure = Figura przez portal
example-step-princess = Księżniczka: rycerz wraca do domu
example-step-fairy = Wróżka obok { -follower(case: "gen") }
example-step-dragon = Smok się przesuwa
example-step-ransom = Okup
example-step-tower-piece = Element wieży
example-step-tower-top = Zamknięcie wieży
example-step-barn = Stodoła
example-step-wagon = Wóz jedzie dalej
example-step-quarter = Do dzielnicy Carcassonne
example-step-from-quarter = Z dzielnicy
example-step-knock-out = Katapulta: nokaut
example-step-seduction = Katapulta: uwodzenie
example-step-target = Katapulta: konkurs celności
example-step-catch = Katapulta: łapanie
example-detail-castle = zamkowa
example-detail-market = targowa
example-detail-blacksmith = kowalska
example-detail-cathedral = katedralna
example-detail-short = za krótko
example-detail-dropped = upuszczony
example-detail-caught = złapany
example-detail-tower = { -follower } na szczycie wieży
example-detail-key-count = hrabia
feature-city = Miasto
feature-road = Droga
feature-cloister = Klasztor
feature-farm = Łąka
