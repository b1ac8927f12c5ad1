### A generált kimenetek szövegei: kártyalapok, pontozótáblák, a honlap.

## A nyelv neve, magyarul

language-name = Magyar

## Kártyalapok

sheet-title = { $edition } – kártyalap, { $page }/{ $pages }. oldal
sheet-index-title = A { -tile(number: "pl") } jegyzéke
sheet-start-tile = Kezdő területkártya

## Pontozótáblák

score-player = Játékos
score-points = Pontok

## Honlap

site-language = Nyelv
site-previous = Előző
site-next = Következő
site-search = Keresés
site-search-empty = Nincs találat erre: „{ $query }”.
site-print = Nyomtatás
site-not-found = Az oldal nem található

## Honlap: oldalak és navigáció

site-title = Carcassonne játékszabály
site-home = Kezdőlap
site-contents = Tartalom
site-books = Szabálykönyvek
site-tiles = Területkártyák
site-skip = Ugrás a tartalomra
site-theme = Sötét mód
site-print-book = Nyomtatható változat
site-not-found-text = Ezen a címen nincs oldal. A szabálykönyvek listáját a kezdőlapon találod.
site-search-placeholder = Keresés a szabályokban…
site-search-results = Találatok
site-choose-language = Válassz nyelvet
site-gallery-total = { $edition }: { PLURAL($total) ->
    [one] { $total } { -tile }
   *[other] { $total } { -tile }
}
site-checklist-link = Ellenőrzőlista a doboz átnézéséhez
site-checklist-title = { $edition }: ellenőrzőlista
site-checklist-intro = Nyomtasd ki ezt az oldalt, vagy hagyd nyitva, és a doboz átválogatása közben minden { -tile } után pipálj ki egy négyzetet. Ha egy sorban üres négyzet marad, abból a { -tile(case: "ela") } hiányzik egy.
site-checklist-copy = { $tile }: { $n }. ({ $count } közül)
site-checklist-variants = több változatban, eltérő képpel: együtt számold őket

## Honlap: pontozási példák

example-rules = Szabálykiadás
example-step = Lerakás
example-first = Első lerakás
example-previous = Előző lerakás
example-next = Következő lerakás
example-last = Utolsó lerakás
example-final = Záró értékelés
example-follower = Alattvaló lerakása vagy levétele
example-follower-help = Válassz színt, aztán kattints egy területre a táblán.
example-none = Egyik sem
example-place = Területkártya lerakása
example-rotate = Forgatás
example-moves = Mi mást lehet még ebben a körben
example-reset = Újrakezdés
example-variant-refused = A szabályváltozatok itt választott beállításai mellett a szabályok nem engedik meg e példa lépéseit.
example-no-script = Ezeket a pontszámokat a tilebook motorja számolja; JavaScripttel lépésenként végignézheted a lerakásokat, és megváltoztathatod a táblát.
example-feature-complete = Befejezett.
example-feature-open = Még nem fejeződött be.
example-when-play = játék közben
example-when-final = a játék végén
example-what = Mi ért pontot
example-when = Mikor
example-tiles = Kártyák
example-award-most-wine = A legtöbb bor
example-award-most-grain = A legtöbb gabona
example-award-most-cloth = A legtöbb posztó
example-award-fairy-turn = Tündér, a kör elején
example-award-fairy-scoring = Tündér, a terület értékelésekor
example-award-ransom = Váltságdíj
example-award-barn = Csűr
example-award-catapult-target = Célbadobás a vásáron
example-award-catapult-catch = Elkapás
example-award-king = Király (befejezett városok)
example-award-robber = Rablólovag (befejezett utak)
example-piece-dragon = A sárkány
example-piece-fairy = A tündér
example-piece-count = A gróf
example-piece-quarter = Carcassonne egyik negyedében várakozik
example-piece-tower = Torony
example-piece-barn = Csűr
example-piece-reach = Ameddig az új toronyelem elér
example-piece-prisoner = Egy { -prisoner }: annál a játékosnál van, aki elfogta
example-piece-token-knock-out = Katapult: tortacsata
example-piece-token-seduction = Katapult: csábítás
example-piece-token-target = Katapult: célbadobás
example-piece-token-catch = Katapult: elkapás
example-step-figure = Figura a kapun át
example-step-princess = Hercegnő: egy lovag hazamegy
example-step-fairy = Tündér egy { -follower } mellett
example-step-dragon = A sárkány lép
example-step-ransom = Váltságdíj
example-step-tower-piece = Toronyelem
example-step-tower-top = A torony lezárása
example-step-barn = Csűr
example-step-wagon = A szekér továbbhalad
example-step-quarter = Carcassonne egyik negyedébe
example-step-from-quarter = Ki egy negyedből
example-step-knock-out = Katapult: tortacsata
example-step-seduction = Katapult: csábítás
example-step-target = Katapult: célbadobás
example-step-catch = Katapult: elkapás
example-detail-castle = vár
example-detail-market = piac
example-detail-blacksmith = kovácsműhely
example-detail-cathedral = katedrális
example-detail-short = rövid
example-detail-dropped = leejtve
example-detail-caught = elkapva
example-detail-tower = a torony tetején álló { -follower }
example-detail-key-count = a gróf
feature-city = Város
feature-road = Út
feature-cloister = Kolostor
feature-farm = Rét
