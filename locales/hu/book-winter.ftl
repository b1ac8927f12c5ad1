### A Téli kiadás szabálykönyve: minden üzenet, amelyet a book/winter.toml megnevez.
### Azonosítók: winter-<fejezet>-<mi>. A fejezetcímek winter-<fejezet>, a
### szakaszcímek -title végűek. Egyszerű szöveg, jelölések nélkül; a játék
### szókincse a terms.ftl kifejezéseiből jön, soha nem mondat elején.

winter-title = Téli kiadás
winter-summary = A Carcassonne havas tájon: ugyanaz a játék, mint az alapjáték, ugyanazokkal a szabályokkal, 84 { -tile(case: "ins") }, amelyek közül tizenkettőn téli állatok láthatók – és az is, miben különböznek egymástól az egyes megjelenései.

## Fejezet: a Téli kiadásról

winter-overview = A Téli kiadásról
winter-overview-intro = A Téli kiadás egy teljes, önálló dobozban kapható Carcassonne 2–5 játékos számára, hóborította tájon. A játékhoz nincs szükség az alapjátékra.
winter-overview-rules = Szabályai pontosan megegyeznek az alapjátékéval, ezért itt nem ismételjük meg őket: az előkészítést, a { -tile(number: "pl") } lerakását, az { -follower(number: "pl") } elhelyezését, az értékelést és a játék befejezését az alapjáték szabálykönyvéből ismerheted meg. Minden, ami abban áll, változatlanul érvényes, a { -field(number: "pl") } harmadik kiadás szerinti értékelését is beleértve.

winter-overview-contents-title = A doboz tartalma
winter-overview-item-tiles = 84 { -tile }: az alapjátékból ismert 72 { -tile }, ugyanazokból a fajtákból, ugyanannyi darabbal és ugyanazzal a sötét hátú { -start-tile(case: "ins") }, továbbá tizenkét állatos { -tile }.
winter-overview-item-followers = 40 { -follower } öt színben, mindegyik színből nyolc.
winter-overview-item-scoreboard = Egy { -scoreboard }.
winter-overview-item-rules = Egy szabályfüzet.
winter-overview-length = Tizenkét { -tile(case: "ins") } több van benne, mint az alapjátékban, ezért egy játszma összesen tizenkét körrel hosszabb. Más nem változik.

winter-overview-clarifications-title = Hivatalos pontosítások
winter-overview-clarifications = A kiadó hivatalos pontosításai változatlanul érvényesek a Téli kiadásra is; az alapjáték szabálykönyve a hivatalos pontosításokról szóló fejezetében sorolja fel őket. A Wikicarpedia szabály-wiki, amelyre ez a könyv a Téli kiadás ismertetésében támaszkodik, mindegyiknél jelzi, hogy a kiadótól származik, és elkülöníti őket attól, amit a játékosok tettek hozzá. Ez a könyv is így tesz: annak a fejezetnek a végén a két „elterjedt értelmezés” a játékosoktól származik, nem a kiadótól.

winter-overview-house-rules-title = Házi szabályok a rajongóktól
winter-overview-house-rules = A rajongók a Wikicarpedián saját házi szabályokat is összegyűjtöttek. Ezek nem részei a játéknak, és nem a kiadótól származnak; ha valamelyikkel játszani szeretnél, a játszma előtt egyezz meg róla a többiekkel. Néhány közülük, azoknak a nevével, akiknek a wiki köszönetet mond értük:
winter-overview-house-rule-bag = A { -tile(number: "pl", case: "acc") } paklik helyett egy zsákból húzd, a sehová sem illő { -tile(case: "acc") } pedig ne vedd ki a játékból, hanem tedd vissza a zsákba (elterjedt házi szabályok; a második dwhitworth javaslata).
winter-overview-house-rule-next-tile = A következő { -tile(case: "acc") } a köröd végén húzd fel, így amíg a többiek játszanak, végiggondolhatod, hová rakod le.
winter-overview-house-rule-hand = Játssz három { -tile(case: "ins") } a kezedben, és minden köröd után húzz vissza háromra (DavidP és youtch javaslata).
winter-overview-house-rule-unfinished = A játék végén a be nem fejezett { -road(number: "pl") }, { -city(number: "pl") } és { -cloister(number: "pl") } nem érnek { -point(case: "acc") } (metoth javaslata).

## Fejezet: az állatos területkártyák

winter-animals = Az állatos { -tile(number: "pl") }
winter-animals-what = Tizenkét { -tile } téli állatokat is ábrázol a tájban; mindegyikből egy van. Keverd őket a többi { -tile } közé, és ugyanúgy játszd ki őket, mint bármelyik más { -tile(case: "acc") }: illeszkedniük kell a szomszédaikhoz, és a szokásos módon tehetsz rájuk { -follower(case: "acc") }.
winter-animals-decoration = A szabálykönyv csak annyit mond, hogy ezeket a { -tile(number: "pl", case: "acc") } a szokásos szabályok szerint kell kijátszani. Az állatok nincsenek hatással arra, hová kerülhet egy { -tile }, hová állhat egy { -follower }, sem az értékelésre.
winter-animals-fans = A Wikicarpedia rajongói hozzáteszik, hogy a kiadó, a Hans im Glück arra kérte a játékosokat, javasoljanak szabályokat az állatokhoz. Ez a wiki megjegyzése, nem szabály: az állatokhoz eddig egyetlen szabály sem lett a játék része, így egyelőre csak képek.

## Fejezet: megjelenések

winter-printings = Megjelenések
winter-printings-intro = A Téli kiadás többször is megjelent. A szabályok nem változtak, a doboz tartalma viszont nem volt mindig ugyanaz:
winter-printings-2011 = A 2011-es megjelenés csak az alapjátékból ismert 72 { -tile(case: "acc") } tartalmazza, az állatos { -tile(number: "pl") } nélkül.
winter-printings-2012 = A 2012-es és a 2015-ös megjelenés már a tizenkét állatos { -tile(case: "acc") } is tartalmazza, így összesen 84 { -tile } van bennük.
winter-printings-2020 = A 2020-as megjelenésben szintén 84 { -tile } van.
winter-printings-2022 = A 2022-es megjelenés is 84 { -tile(case: "acc") } tartalmaz.

winter-printings-start-title = A kezdőlap
winter-printings-start = Mind a négy megjelenésben a { -start-tile } a négy D jelű { -tile } egyike, és sötétebb a hátoldala, mint a többinek. A 2011-es, a 2012/2015-ös és a 2020-as lista csak ezt az egy D-t jelöli meg, a D jelű { -tile(number: "pl") } többi részletéről nem szól; a 2022-es lista mind a négyen megnevezi a kis illusztrációt is.

winter-printings-artwork-title = Eltérések a rajzokban
winter-printings-artwork = A { -tile(number: "pl") } kis illusztrációi megjelenésenként eltérnek: fák, házak, istállók és más apró részletek. A 2020-ig megjelent dobozokban néhány fajta { -tile } ráadásul több változatban is létezik, amelyeknek a képe különbözik, a táj viszont ugyanaz.
winter-printings-variants = A 2011-es, a 2012/2015-ös és a 2020-as lista az E, U, V és W fajtát több változatban rajzoltként jelöli, de nem mondja meg, melyik változatból hány { -tile } van. A 2022-es lista fordítva jár el: minden fajtánál egyenként megnevezi, milyen kis illusztráció van az egyes { -tile(case: "sup") }. A W jelű { -tile(case: "acc") }, amelyen három { -road } találkozik, a 2011-es lista { -crossing(case: "dat") }, a 2012/2015-ös és a 2020-as falunak nevezi.
winter-printings-same = Ezek a részletek a játék szempontjából semmit sem számítanak. Minden megjelenésben minden fajta { -tile(case: "sup") } ugyanazok az { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } és { -field(number: "pl") } láthatók, mindegyik fajtából ugyanannyi darab van, és a szabályok is ugyanazok.
winter-printings-reading = A mi olvasatunk: mivel a listák nem adják meg változatonként a darabszámot, és a változatok csak a rajzukban különböznek, a { -tile(number: "pl") } itteni adatai minden megjelenésben betűnként egyetlen fajtát tartanak nyilván.

## Fejezet: a területkártyák

winter-tiles = Mind a 84 { -tile }
winter-tiles-intro = A Téli kiadásban megvan az alapjáték mind a 24 fajtája, A-tól X-ig jelölve, ugyanannyi darabbal, továbbá tizenkét állatos { -tile }, mindegyikből egy, Z01-től Z12-ig számozva.
winter-tiles-numbering = A megjelenések Wikicarpedián olvasható listái csak tíz állatos { -tile(case: "acc") } mutatnak képpel, a Z01–Z04 és a Z07–Z12 jelűeket, miközben tizenkettőről beszélnek. Mind a tizenkettő alakja a JCloisterZone, a játék egyik nyílt forráskódú változata kártyadefinícióiból származik. Hogy melyik szám melyik alakhoz tartozik, az a mi olvasatunk, nem a kiadóé: egyetlen általunk olvasott forrás sem kapcsolja össze a kettőt.
