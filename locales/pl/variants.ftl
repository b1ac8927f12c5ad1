## Warianty zasad: nazwa każdego z nich i każdej z jego opcji, tak jak
## pokazują je przełączniki przykładów i tabele obok nich. Skąd pochodzi
## każdy z nich: `tilebook variants` i rozdziały instrukcji o różnicach
## między wydaniami.

variant-small-city = Małe miasto
variant-small-city-edition = jak podaje dana edycja
variant-small-city-four = 2 punkty za { -tile(case: "acc") }
variant-small-city-two = 1 punkt za { -tile(case: "acc") }

variant-dragon-moves = Kiedy rusza smok
variant-dragon-moves-before-scoring = przed podliczeniem
variant-dragon-moves-after-scoring = po podliczeniu

variant-princess = Księżniczka
variant-princess-may = może odesłać rycerza
variant-princess-must = musi odesłać rycerza

variant-fairy = Wróżka stoi
variant-fairy-beside-follower = obok jednego { -follower(case: "gen") }
variant-fairy-on-tile = na { -tile(case: "loc") }

variant-wagon-moves = Dokąd jedzie dalej { -wagon }
variant-wagon-moves-connected = na połączony obszar
variant-wagon-moves-around = na obszar na okolicznej { -tile(case: "loc") }

variant-barn = Gdzie staje { -barn }
variant-barn-no-barn-yet = na { -field(case: "loc") } bez { -barn(case: "gen") }
variant-barn-empty-field = na { -field(case: "loc") } bez { -barn(case: "gen") } i bez { -farmer(case: "gen") }
variant-barn-any-field = na dowolnej { -field(case: "loc") }

variant-king-robber = Król i { -robber-baron }
variant-king-robber-per-feature = 1 punkt za każde miasto i każdą drogę, na koniec gry
variant-king-robber-ten-twenty = 10 punktów za tytuł, 20 za oba
variant-king-robber-fifteen-forty = 15 punktów za tytuł, 40 za oba
variant-king-robber-during-play = 1 punkt za każde miasto i każdą drogę, w chwili ich ukończenia

variant-count-end = Kto opuszcza Carcassonne na koniec gry
variant-count-end-market-only = tylko { -follower(number: "pl") } z targu
variant-count-end-every-quarter = także { -follower(number: "pl") } z innych dzielnic
