### A Téli kiadás szabálykönyve: minden üzenet, amelyet a book/winter.toml megnevez.
### Azonosítók: winter-<fejezet>-<mi>. A fejezetcímek winter-<fejezet>, a
### szakaszcímek -title végűek. Egyszerű szöveg, jelölések nélkül; a játék
### szókincse a terms.ftl kifejezéseiből jön, soha nem mondat elején.

winter-title = Téli kiadás
winter-summary = A Carcassonne havas tájon: ugyanaz a játék, mint az alapjáték, ugyanazokkal a szabályokkal, 84 { -tile(case: "ins") }, amelyek közül tizenkettőn téli állatok láthatók – és az is, miben különböznek egymástól az egyes megjelenései.

## Fejezet: a Téli kiadásról

winter-overview = A Téli kiadásról
winter-overview-intro = A Téli kiadás egy teljes, önálló dobozban kapható Carcassonne 2–5 játékos számára, hóborította tájon. A játékhoz nincs szükség az alapjátékra.
winter-overview-rules = Szabályai pontosan megegyeznek az alapjátékéval, ezért itt nem ismételjük meg őket: az előkészítést, a { -tile(number: "pl") } lerakását, az { -follower(number: "pl") } elhelyezését, az értékelést és a játék befejezését az alapjáték szabálykönyvéből ismerheted meg. Minden, ami abban áll, változatlanul érvényes, a hivatalos pontosításokat és a { -field(number: "pl") } harmadik kiadás szerinti értékelését is beleértve.

winter-overview-contents-title = A doboz tartalma
winter-overview-item-tiles = 84 { -tile }: az alapjátékból ismert 72 { -tile }, ugyanazokból a fajtákból, ugyanannyi darabbal és ugyanazzal a sötét hátú { -start-tile(case: "ins") }, továbbá tizenkét állatos { -tile }.
winter-overview-item-followers = 40 { -follower } öt színben, mindegyik színből nyolc.
winter-overview-item-scoreboard = Egy { -scoreboard }.
winter-overview-item-rules = Egy szabályfüzet.
winter-overview-length = Tizenkét { -tile(case: "ins") } több van benne, mint az alapjátékban, ezért egy játszma összesen tizenkét körrel hosszabb. Más nem változik.

## Fejezet: az állatos területkártyák

winter-animals = Az állatos { -tile(number: "pl") }
winter-animals-what = Tizenkét { -tile } téli állatokat is ábrázol a tájban; mindegyikből egy van. Keverd őket a többi { -tile } közé, és ugyanúgy játszd ki őket, mint bármelyik más { -tile(case: "acc") }: illeszkedniük kell a szomszédaikhoz, és a szokásos módon tehetsz rájuk { -follower(case: "acc") }.
winter-animals-decoration = Az állatok csupán díszítések. Nincsenek hatással arra, hová kerülhet egy { -tile }, hová állhat egy { -follower }, sem az értékelésre. A kiadó felkérte a rajongókat, hogy javasoljanak hozzájuk szabályokat, de eddig egyik sem lett a játék része.

## Fejezet: megjelenések

winter-printings = Megjelenések
winter-printings-intro = A Téli kiadás többször is megjelent. A szabályok nem változtak, a doboz tartalma viszont nem volt mindig ugyanaz:
winter-printings-2011 = A 2011-es megjelenés csak az alapjátékból ismert 72 { -tile(case: "acc") } tartalmazza, az állatos { -tile(number: "pl") } nélkül.
winter-printings-2012 = A 2012-es és a 2015-ös megjelenés már a tizenkét állatos { -tile(case: "acc") } is tartalmazza, így összesen 84 { -tile } van bennük.
winter-printings-2020 = A 2020-as megjelenésben szintén 84 { -tile } van.
winter-printings-2022 = A 2022-es megjelenés is 84 { -tile(case: "acc") } tartalmaz.

winter-printings-artwork-title = Eltérések a rajzokban
winter-printings-artwork = A { -tile(number: "pl") } kis illusztrációi megjelenésenként eltérnek: fák, házak, istállók és más apró részletek. A 2020-ig megjelent dobozokban néhány fajta { -tile } ráadásul több változatban is létezik, amelyeknek a képe különbözik, a táj viszont ugyanaz.
winter-printings-same = Ezek a részletek a játék szempontjából semmit sem számítanak. Minden megjelenésben minden fajta { -tile(case: "sup") } ugyanazok az { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } és { -field(number: "pl") } láthatók, mindegyik fajtából ugyanannyi darab van, és a szabályok is ugyanazok.

## Fejezet: a területkártyák

winter-tiles = Mind a 84 { -tile }
winter-tiles-intro = A Téli kiadásban megvan az alapjáték mind a 24 fajtája, A-tól X-ig jelölve, ugyanannyi darabbal, továbbá tizenkét állatos { -tile }, mindegyikből egy, Z01-től Z12-ig számozva.
