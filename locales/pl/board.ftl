### Kalkulator punktów: stół, na którym czytelnik układa dowolną sytuację
### i widzi, ile jest ona warta według każdego wydania zasad.

site-board-link = Kalkulator punktów
board-title = Kalkulator punktów
board-intro = Ułóż dowolny układ, zaczynając od pustego stołu albo od jednego z przykładów z instrukcji: wybierz zestawy { -tile(number: "pl", case: "gen") }, połóż dowolną { -tile(case: "acc") } na dowolnym polu, do którego pasuje, obróć ją, postaw figury na { -tile(number: "pl", case: "loc") } i zobacz obok siebie { -point(number: "pl", case: "acc") } według każdego wydania zasad. Cofaj i ponawiaj ruchy do woli; adres tej strony zapamiętuje układ, więc możesz go udostępnić, a pobrany plik planszy polecenie tilebook score wczyta bez żadnych zmian.
board-no-script = Kalkulator punktów uruchamia silnik zasad w przeglądarce, więc potrzebuje JavaScriptu. Każdy przykład w instrukcjach pokazuje planszę i wyniki także bez niego.
board-sets = Zestawy { -tile(number: "pl", case: "gen") } na stole
board-start = Zacznij od
board-empty = pustego stołu
board-tile = Którą { -tile(case: "acc") } położyć
board-left = zostało:
board-used-up = już brak
board-rotation = Obrót
board-place-at = Połóż { -tile(case: "acc") } na tym polu
board-figure = Figura
board-on-tile = Na { -tile(case: "loc") }
board-feature = Na obszarze
board-toggle = Postaw lub zdejmij
board-no-moves = Nic więcej w tym ruchu: dołóż kolejną { -tile(case: "acc") }.
board-undo = Cofnij
board-redo = Ponów
board-clear = Wyczyść stół
board-download = Pobierz plik planszy
board-table = Stół: na podświetlone pole trafia wybrana { -tile }; kliknięcie położonej już { -tile(case: "gen") } stawia wybraną figurę na najbliższym obszarze albo ją zdejmuje
board-placed = Na stole
board-nothing = Nie ma jeszcze żadnej { -tile(case: "gen") }: wybierz którąś i połóż ją.
board-scores = Wyniki według wydań zasad
board-show = Pokaż na stole
board-details = Szczegóły
board-pennants = { -pennant(number: "pl") }
board-cities = ukończone { -city(number: "pl") }
board-inns = { -inn(number: "pl") }
board-cathedrals = { -cathedral(number: "pl") }
