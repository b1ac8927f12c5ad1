## Szabályváltozatok: mindegyik neve és mindegyik lehetőségének neve, ahogy
## a példák vezérlői és egymás melletti táblázatai mutatják. Honnan
## származnak: a `tilebook variants` és a könyvek megjelenésekről szóló részei.

variant-small-city = A kis { -city }
variant-small-city-edition = ahogy az adott kiadás mondja
variant-small-city-four = 2 { -point } minden { -tile } után
variant-small-city-two = 1 { -point } minden { -tile } után

variant-dragon-moves = Mikor mozog a { -dragon }
variant-dragon-moves-before-scoring = az értékelés előtt
variant-dragon-moves-after-scoring = az értékelés után

variant-princess = A { -princess }
variant-princess-may = hazaküldhet egy { -knight(case: "acc") }
variant-princess-must = köteles hazaküldeni egy { -knight(case: "acc") }

variant-fairy = Hol áll a { -fairy }
variant-fairy-beside-follower = egy { -follower } mellett
variant-fairy-on-tile = egy { -tile(case: "sup") }

variant-wagon-moves = Hová gördül tovább a { -wagon }
variant-wagon-moves-connected = egy kapcsolódó területre
variant-wagon-moves-around = egy területre a körülötte fekvő { -tile(number: "pl") } egyikén

variant-barn = Hová kerülhet a { -barn }
variant-barn-no-barn-yet = olyan { -field(case: "sub") }, amelyen nincs { -barn }
variant-barn-empty-field = olyan { -field(case: "sub") }, amelyen sem { -barn }, sem { -farmer } nincs
variant-barn-any-field = bármelyik { -field(case: "sub") }

variant-king-robber = { edition-king-robber }
variant-king-robber-per-feature = 1 { -point } minden { -city } és { -road } után, a játék végén
variant-king-robber-ten-twenty = címenként 10 { -point }, mindkettőért 20
variant-king-robber-fifteen-forty = címenként 15 { -point }, mindkettőért 40
variant-king-robber-during-play = 1 { -point } minden { -city } és { -road } után, a befejezésükkor

variant-count-end = Ki hagyhatja el Carcassonne-t a játék végén
variant-count-end-market-only = csak a piacon álló { -follower(number: "pl") }
variant-count-end-every-quarter = bármelyik negyedben álló { -follower(number: "pl") }
