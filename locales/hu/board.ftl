### A pontszámító: egy asztal, amelyen az olvasó bármilyen állást kirakhat,
### és láthatja, hogyan értékelik az egyes szabálykiadások.

site-board-link = Pontszámító
board-title = Pontszámító
board-intro = Építs fel bármilyen állást üres asztalról vagy a szabálykönyvek valamelyik példájából kiindulva: válaszd ki a { -tile }-csomagokat, rakj le bármelyik { -tile(case: "acc") } bármelyik helyre, ahová illik, forgasd el, tegyél figurákat a lerakott { -tile(number: "pl") } bármelyikére, és nézd meg egymás mellett, hány { -point(case: "acc") } ér az állás az egyes szabálykiadások szerint. A lépéseket kedved szerint visszavonhatod és megismételheted; az oldal webcíme megőrzi az állást, így megoszthatod másokkal, a letöltött táblafájlt pedig a tilebook score változtatás nélkül beolvassa.
board-no-script = A pontszámító a böngésződben futtatja a szabályok motorját, ezért JavaScript kell hozzá. A szabálykönyvek példái JavaScript nélkül is megmutatják a táblájukat és a pontszámokat.
board-sets = Területkártya-csomagok az asztalon
board-start = Kiindulás
board-empty = üres asztal
board-tile = Lerakandó { -tile }
board-left = maradt:
board-used-up = elfogyott
board-rotation = Elforgatás
board-place-at = A { -tile } lerakása erre a helyre
board-figure = Figura
board-on-tile = Melyik { -tile(case: "sup") }
board-feature = Melyik területen
board-toggle = Lerakás vagy levétel
board-no-moves = Ebben a körben nincs más teendő: jöhet a következő { -tile }.
board-undo = Visszavonás
board-redo = Mégis
board-clear = Az asztal kiürítése
board-download = Táblafájl letöltése
board-table = Az asztal: a kiemelt helyre kerül a kiválasztott { -tile }; ha egy lerakott { -tile(case: "sub") } kattintasz, a kiválasztott figura a legközelebbi területre kerül, vagy lekerül onnan
board-placed = Az asztalon
board-nothing = Még nincs lerakott { -tile }: válassz egyet, és rakd le.
board-scores = Pontszámok szabálykiadásonként
board-show = Megjelenítés az asztalon
board-details = Részletek
board-pennants = { -pennant(number: "pl") }
board-cities = befejezett { -city(number: "pl") }
board-inns = { -inn(number: "pl") }
board-cathedrals = { -cathedral(number: "pl") }
