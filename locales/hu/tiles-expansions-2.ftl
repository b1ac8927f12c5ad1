### Az V. Apátság és polgármester, a VI. Gróf, király és társai (A király és a rablólovag, A szekta) és a VII. A katapult kiegészítő lapkái.

## A kiegészítők nevei

edition-abbey-mayor = Apátság és polgármester
edition-king-robber = A király és a rablólovag
edition-cult = A szekta
edition-cult-6 = A szekta, a Rio Grande Games kiadása (6 kártya)
edition-catapult = A katapult

## Apátság és polgármester

tile-am-abbey = Az apátság, minden játékos saját kártyája
tile-am-01 = Város mind a négy oldalon, két címerrel
tile-am-02 = Két egymást keresztező város, az egyik címerrel, és két kis rét
tile-am-03 = Városrész címerrel egy átmenő város fölött
tile-am-04 = Két szomszédos városrész, a kapuknál végződő utakkal
tile-am-05 = Kolostor négy oldalról hozzá vezető úttal
tile-am-06 = Városrész a kapunál végződő úttal
tile-am-07 = Jobbra kanyarodó útig érő városrész
tile-am-08 = Balra kanyarodó útig érő városrész
tile-am-09 = A túlsó sarkokig érő városrész címerrel, három rét
tile-am-10 = Egy réten álló háznál végződő út
tile-am-11 = Három irányba elágazó út
tile-am-12 = Átmenő város alatt haladó út, címerrel

## A király és a rablólovag

tile-kr-01 = Kolostor egy városrész alatt
tile-kr-02 = Városrész a kapunál végződő úttal
tile-kr-03 = Városrész a kapunál végződő úttal és egy kanyarodó úttal
tile-kr-04 = Sarokváros két, a kapuknál végződő úttal, négy rét
tile-kr-05 = Két különálló, egymást keresztező város és két kis rét

## A szekta

tile-cu-01 = Szentély a réten
tile-cu-02 = Szentély egy városrész alatt
tile-cu-03 = Szentély egy út végén
tile-cu-04 = Szentély egy városrész alatt, egy út végén
tile-cu-05 = Szentély két oldalról hozzá vezető úttal
tile-cu-06 = Szentély egy városrész alatt, keletről és nyugatról hozzá vezető úttal

## A katapult

tile-ca-01 = Vásár két oldalról hozzá vezető úttal
tile-ca-02 = Vásár egy út végén és egy kanyarodó út
tile-ca-03 = Vásár egy címeres sarokváros mellett
tile-ca-04 = Vásár négy oldalról hozzá vezető úttal
tile-ca-05 = Vásár egy mind a négy oldalon húzódó városban
tile-ca-06 = Vásár két szomszédos oldalról hozzá vezető úttal
tile-ca-07 = Vásár két szemközti városrész között
tile-ca-08 = Vásár a réten
tile-ca-09 = Vásár egy városrész mellett, két rét
tile-ca-10 = Vásár egy városrész alatt
tile-ca-11 = Vásár egy út végén, a túloldalon egy kanyarodó út
tile-ca-12 = Vásár egy kolostor mellett, két rét
