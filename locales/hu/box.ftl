### „Az én dobozom”: egyetlen szabálykönyv azokból a könyvekből, amelyek
### dobozai megvannak a játékosnak, és a kiegészítők közötti kölcsönhatások,
### amelyeket az összevont könyv csak akkor mutat, ha mindkettő a dobozban van.

## Az oldal és az összevont szabálykönyv

box-title = Az én dobozom
box-summary = Egyetlen szabálykönyv azokhoz a dobozokhoz, amelyek megvannak neked: az alapjáték és a bejelölt kiegészítők, a { -tile(number: "pl") } száma összeadva, a szabályok pedig abban a sorrendben, ahogy játék közben szükséged van rájuk.
box-link = Jelöld be a dobozaidat, és olvasd el a nekik összeállított szabálykönyvet
box-intro = Jelöld be, mi van a dobozodban. Az alábbi szabálykönyv csak ezeket a szabályokat tartja meg, minden kiegészítő szabályait az alapjáték ugyanahhoz a játékszakaszhoz tartozó szabályai mellé teszi, és megmutatja, hogyan működik együtt két kiegészítő, ha mindkettő megvan. Az oldal címe megőrzi a választásodat: tedd el könyvjelzőbe, vagy küldd el valakinek.
box-choose = Mi van a dobozodban
box-rules = Szabálykiadás
box-printing = Megjelenés
box-no-script = JavaScript nélkül ez az oldal csak az alapjátékot mutatja. Az egyes kiegészítők szabályai a saját szabálykönyvükben olvashatók.
box-totals = A területkártyáid
box-totals-intro = A dobozodban lévő kártyakészletek { -tile(number: "pl") } összeadva. Ha egy kártyakészlet már tartalmaz egy másikat, ahogy a Téli kiadás az alapjátékot, akkor azt a másik helyett számoljuk.
box-totals-set = Kártyakészlet
box-totals-tiles = Területkártyák
box-totals-all = Összesen
box-with = { PLURAL($count) ->
    [one] Csak ha ezzel a kiegészítővel is játszol: { $books }
   *[other] Csak ha ezekkel a kiegészítőkkel is játszol: { $books }
}

## „Kereskedők és építőmesterek” a „Fogadók és katedrálisok” kiegészítővel

traders-builders-builder-big-title = Az építőmester és a nagy alattvaló
traders-builders-builder-big-instead = Ha a „{ edition-inns-cathedrals }” kiegészítővel is játszol, az { -builder(poss: "sg2", case: "acc") } vagy a { -pig(poss: "sg2", case: "acc") } egy kis vagy egy nagy { -follower } helyett teheted le: a körödben legfeljebb egy figurát raksz le, akármelyiket választod.
traders-builders-builder-big-majority = Egy { -road } vagy { -city } értékelésekor a { -big-follower } két { -follower(case: "dat") } számít, amikor eldől, kinek van ott a legtöbb, az { -builder } pedig egynek sem.
traders-builders-builder-big-reading = A mi értelmezésünk, mert egyik szabálykönyv sem mondja ki: egy nagy { -thief } vagy { -knight } mellé is leteheted az { -builder(poss: "sg2", case: "acc") } ugyanarra az { -road(case: "sub") } vagy ugyanabba a { -city(case: "ill") }, ahogy egy kicsi mellé. A „{ edition-inns-cathedrals }” szerint a { -big-follower } egyetlen { -follower(case: "dat") } számít, és a szokásos szabályok szerint kell lerakni.
traders-builders-builder-big-second-tile = Ez is a mi értelmezésünk: ha egy { -double-turn(case: "ine") } már az első { -tile } befejezi azt az { -road(case: "acc") } vagy { -city(case: "acc") }, ahol a { -big-follower(poss: "sg2") } áll, azonnal visszakerül hozzád, és a második { -tile(case: "sub") } is leteheted. A „{ edition-inns-cathedrals }” szerint a következő körödtől kezdve rakhatod le újra, a „{ edition-traders-builders }” pedig megengedi, hogy az épp visszakapott { -builder } a második { -tile(case: "sub") } kerüljön; arról egyik sem szól, mi a helyzet ott a { -big-follower(case: "ins") }. A webhely játékmotorja a mi értelmezésünk szerint játssza.
traders-builders-pig-big-title = A disznó és a nagy paraszt
traders-builders-pig-big = A { -pig(poss: "sg2", case: "acc") } csak olyan { -field(case: "sub") } teheted, ahol legalább egy { -farmer(poss: "sg2") } áll, és csak a { -farmer(number: "pl") } döntik el, kié a { -field }. A „{ edition-inns-cathedrals }” kiegészítővel egy nagy { -farmer } ott két { -farmer(case: "dat") } számít, ahogy a { -big-follower } is bárhol, ahol áll.
