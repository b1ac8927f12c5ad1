### A data/examples/ pontozási példáinak képaláírásai: example-<fájlnév>.
### Az érték egy-két mondat arról, mi történik, és ki mennyi pontot kap a könyv
### szabályai (harmadik kiadás) szerint; ahol a régebbi kiadások másképp
### pontoznak, az aláírás ezt röviden megemlíti. A .title rövid cím.
### A játékosok neve a színük (Piros, Kék, Zöld, Sárga, Fekete).

## Utak

example-road-four-tiles = Piros { -thief(case: "acc") } tett egy { -road(case: "sub") }, amely két { -crossing } között négy { -tile(case: "sup") } át húzódik. Amikor a második { -crossing } lezárja, Piros 4 { -point(case: "acc") } kap.
    .title = Egy { -road } két { -crossing } között

example-road-city-to-cloister = Piros { -thief(case: "acc") } tett egy { -road(case: "sub") }, amely egy { -city } kapujától egy { -cloister(case: "ter") } vezet. A { -cloister(case: "acc") } ábrázoló { -tile } befejezi az { -road(case: "acc") }, amely így három { -tile } hosszú, és Piros 3 { -point(case: "acc") } kap.
    .title = A { -city } kapujától a { -cloister(case: "ter") }

example-road-loop = Négy kanyar hurokká zár egy { -road(case: "acc") }, a hurok pedig befejezettnek számít: Piros, aki { -thief(case: "acc") } tett rá, 4 { -point(case: "acc") } kap. Kék a hurkon belül egy olyan { -field(case: "sub") } tett { -farmer(case: "acc") }, amely mellett nincs { -city }, ezért ez a { -farmer } a végén semmit sem ér, és soha nem is távozhat onnan.
    .title = Hurokká záródó { -road }

example-road-scored-same-turn = Piros lerak egy { -tile(case: "acc") }, amely befejez egy két { -crossing } közötti, három { -tile } hosszú { -road(case: "acc") }, és éppen erre az { -road(case: "sub") } tesz { -thief(case: "acc") }. Az { -road } azonnal 3 { -point(case: "acc") } ér, és az { -thief } még ugyanabban a körben visszakerül Piros { -supply(poss: "sg3", case: "ill") }.
    .title = Lerakva, értékelve, visszavéve egy körben

example-crossing-ends-roads = Piros és Kék egy-egy { -thief(case: "acc") } tett két különböző { -road(case: "sub") }; mindkét { -road } két { -tile } hosszú, és két { -crossing } között húzódik. Mindkét { -road } befejezett, így Piros és Kék 2-2 { -point(case: "acc") } kap.
    .title = A { -crossing } mindig lezárja az { -road(case: "acc") }

## Városok

example-city-three-tiles-pennant = Piros az utolsó { -tile(case: "ins") } befejez egy három { -tile } nagyságú, egy { -pennant(case: "acc") } is tartalmazó { -city(case: "acc") }, és { -knight(case: "acc") } tesz bele. Piros 8 { -point(case: "acc") } kap: minden { -tile } után kettőt, a { -pennant } után pedig még kettőt.
    .title = Három { -tile } és egy { -pennant }

example-city-four-tiles = Négy { -tile(case: "sup") } egy-egy sarokban { -city } látható, és ezek együtt egy kerek, zárt { -city(case: "acc") } alkotnak. A benne álló { -knight } gazdája, Piros, 8 { -point(case: "acc") } kap: a négy { -tile } mindegyike után kettőt; { -pennant } nincs benne.
    .title = Egy { -city } négy { -tile(case: "sup") }

example-city-two-tiles = Piros { -knight(case: "acc") } tesz arra a { -tile(case: "sub") }, amely lezár egy két { -tile } nagyságú kis { -city(case: "acc") }, és azonnal 4 { -point(case: "acc") } kap. Az első kiadás szabályai szerint ugyanez a { -city } csak kettőt ér.
    .title = Egy kis { -city }

example-city-tie = Az utolsó { -tile } két { -city(case: "acc") } köt össze – az egyikben Piros, a másikban Kék tart { -knight(case: "acc") } –, így létrejön egy öt { -tile } nagyságú, befejezett { -city }. Piros és Kék egy-egy { -knight(case: "acc") } tart benne, ez egyenlőség, ezért mindketten megkapják a teljes 10 { -point(case: "acc") }.
    .title = Egyenlőség egy { -city(case: "ine") }

example-same-colour-no-double = Az utolsó { -tile } két { -city(case: "acc") } köt össze, amelyek mindegyikében Piros tart egy { -knight(case: "acc") }, és így létrejön egy öt { -tile } nagyságú, befejezett { -city }. Piros egyszer kapja meg a 10 { -point(case: "acc") }: a második { -knight } nem duplázza meg.
    .title = Két azonos színű { -knight }

example-deploy-after-closing = Piros egy új { -tile(case: "ins") } lezárja azt a kis { -city(case: "acc") }, amelyben már tart egy { -knight(case: "acc") }, a { -tile } másik oldalán pedig új { -city } kezdődik. Piros ide egy második { -knight(case: "acc") } tesz, mielőtt a lezárt { -city } 4 { -point(case: "acc") } érne, és a benne álló { -knight } visszatérne. A végén a be nem fejezett új { -city } még 1 { -point(case: "acc") } hoz, így összesen 5 lesz (az első kiadás szerint 3, mert ott a kis { -city } csak kettőt ér).
    .title = Új { -knight } még az értékelés előtt

## Kolostorok

example-cloister-complete = Piros { -monk(case: "acc") } tett egy { -cloister(case: "ill") }, és most a körülötte lerakott nyolcadik { -tile } befejezi azt. Piros 9 { -point(case: "acc") } kap: egyet a { -cloister } után, és egyet-egyet mind a nyolc szomszédja után.
    .title = Befejezett { -cloister }

## Záró értékelés: be nem fejezett utak, városok és kolostorok

example-final-road = A játék végén Piros egy { -thief(case: "ins") } van jelen egy három { -tile } hosszú, be nem fejezett { -road(case: "sup") }. Piros 3 { -point(case: "acc") } kap, minden { -tile } után egyet, pontosan úgy, mint egy befejezett { -road } esetében.
    .title = Be nem fejezett { -road }

example-final-cloister = A játék végén Sárga egy { -monk(case: "ins") } van jelen egy { -cloister(case: "ine") }, amelyet csak négy { -tile } vesz körül. Sárga 5 { -point(case: "acc") } kap: egyet a { -cloister } után, és egyet-egyet minden szomszéd után.
    .title = Be nem fejezett { -cloister }

example-final-city-majority = A játék végén egy hat { -tile } nagyságú, egy { -pennant(case: "acc") } is tartalmazó, be nem fejezett { -city(case: "ine") } Zöld két, Fekete pedig egy { -knight(case: "acc") } tart. Zöld van többségben, és 7 { -point(case: "acc") } kap: minden { -tile } után egyet, a { -pennant } után pedig szintén egyet; Fekete semmit sem kap.
    .title = Többség egy be nem fejezett { -city(case: "ine") }

## Záró értékelés: rétek

example-farm-basic = Kék lezár egy { -city(case: "acc") }, amely senkié, és { -farmer(case: "acc") } tesz a mellette lévő { -field(case: "sub") }; ez a { -field } egy be nem fejezett { -city(case: "ins") } is határos. Csak a befejezett { -city } számít: Kék a végén 3 { -point(case: "acc") } kap (az első kiadás szerint négyet).
    .title = Egy { -field } és a szomszédos { -city(number: "pl") }

example-farm-two-cities = Kék { -farmer(case: "acc") } tart egy { -field(case: "sup") }, amely két befejezett { -city(case: "ins") } határos; az, hogy mindkettő kicsi, nem számít. Kék mindkettő után 3-3 { -point(case: "acc") } kap, összesen hatot (az első kiadás szerint 4-4-et, összesen nyolcat).
    .title = Egy { -field } két { -city } mellett

example-farm-majority = Két { -cloister } eggyé kapcsol össze három { -field(case: "acc") }; az így létrejött { -field(case: "sup") } Piros két, Sárga egy { -farmer(case: "acc") } tart, így egyedül Piros a tulajdonosa, és a befejezett { -city } után 3 { -point(case: "acc") } kap. A { -city } túloldalán lévő kis { -field } Kéké, aki szintén hármat kap. Az első kiadás szerint a { -city } annak jár, aki körülötte a legtöbb { -farmer(case: "acc") } tartja: ez Piros, aki négyet kap.
    .title = A { -field } a többségé

example-farm-tie = A { -cloister(number: "pl") } által összekapcsolt nagy { -field(case: "sup") } Piros és Sárga egy-egy { -farmer(case: "acc") } tart, így egyenlőség van köztük: mindketten tulajdonosok, és a befejezett { -city } után 3-3 { -point(case: "acc") } kapnak. Kék { -farmer(case: "acc") } tett a túloldali kis { -field(case: "sub") }, amely egy { -cloister(case: "acc") } ábrázoló { -tile(case: "sup") } fekszik; ez a { -field } az övé, így ő is hármat kap. Az első kiadás szerint mindhárman egy-egy { -farmer(case: "acc") } tartanak a { -city } körül, így mindegyikük 4 { -point(case: "acc") } kap.
    .title = Egyenlőség egy { -field(case: "sup") }

example-farm-one-city-two-farms = Kék két különálló { -field(case: "sup") } is tart egy-egy { -farmer(case: "acc") }, és mindkét { -field } ugyanazzal a befejezett { -city(case: "ins") } határos. Kék mindkét { -field } után 3-3 { -point(case: "acc") } kap, összesen hatot; a második kiadás szerint a { -city } Kéknek csak egyszer számít (3), az első kiadás szerint pedig négyet ér.
    .title = Egy { -city }, két { -field }

## A folyó

example-river = A forrás elindítja a { -river(case: "acc") }, minden újabb { -tile } továbbviszi, a tó pedig lezárja; a { -river } előbb jobbra, majd balra kanyarodik, így soha nem fordul vissza szűk U alakban. Piros { -thief(case: "acc") } tett a hídon átvezető { -road(case: "sub") }, amely mindössze egy { -tile } hosszú, és soha nem készül el; a végén Piros 1 { -point(case: "acc") } kap érte.
    .title = A { -river } a forrástól a tóig

## Fogadók és katedrálisok

example-ic-big-follower-city = Piros { -big-follower(case: "acc") }, Kék { -knight(case: "acc") } tett egy-egy { -city(case: "ill") }, és az utolsó { -tile } a kettőt egyetlen, öt { -tile } nagyságú, befejezett { -city(case: "ill") } kapcsolja össze. A { -big-follower } két { -knight(case: "dat") } számít, így Piros van többségben, és megkapja mind a 10 { -point(case: "acc") }; Kék semmit sem kap.
    .title = A { -big-follower } megnyer egy { -city(case: "acc") }
example-ic-big-follower-inn-tie = Piros { -big-follower(case: "acc") } tett egy { -road } egyik szakaszára, Kék két { -thief(case: "acc") } két másikra. Az utolsó { -tile } ezeket egyetlen, nyolc { -tile } hosszú hurokká zárja, amely a { -crossing(case: "ela") } indul, és oda tér vissza; mellette két { -inn } áll. Kettő a kettő ellen: ez egyenlőség, így Piros és Kék egyaránt 16 { -point(case: "acc") } kap, minden { -tile } után kettőt.
    .title = Két { -follower } egy { -big-follower } ellen
example-ic-big-farmer = Piros egy nagy { -farmer(case: "acc") }, Sárga két { -farmer(case: "acc") } tart azon a { -field(case: "sup") }, amelyet a { -cloister(number: "pl") } kapcsolnak össze: kettő a kettő ellen, így mindketten tulajdonosok, és a befejezett { -city } után 3-3 { -point(case: "acc") } kapnak; a túloldali kis { -field } Kéké, aki szintén hármat kap. Az első kiadás szerint, a { -city } körül számolva, Pirosnak és Sárgának kettő-kettő, Kéknek egy { -farmer } áll ott: Piros és Sárga 4-4 { -point(case: "acc") } kap, Kék semmit (ez a mi értelmezésünk).
    .title = Egy nagy { -farmer }
example-ic-inn-complete = Piros { -thief(case: "acc") } tett egy { -road(case: "sub") }, amely mellett { -inn } áll. A második { -crossing } befejezi az { -road(case: "acc") }, amely így négy { -tile } hosszú, és Piros 4 helyett 8 { -point(case: "acc") } kap, minden { -tile } után kettőt.
    .title = Befejezett { -road } egy { -inn(case: "ins") }
example-ic-inn-unfinished = A játék végén Piros egy { -thief(case: "ins") } van jelen egy még nyitott { -road(case: "sup") }, amely mellett { -inn } áll, ezért Piros semmit sem kap a három { -tile } hosszú { -road } után. Kék { -thief(case: "acc") } tett egy { -inn } nélküli { -road(case: "sub") }, amely szintén nyitva maradt: ez a szokásos módon minden { -tile } után 1 { -point(case: "acc") }, összesen kettőt ér.
    .title = Be nem fejezett { -road } egy { -inn(case: "ins") }
example-ic-two-inns = Piros { -thief(case: "acc") } tart egy befejezett, négy { -tile } hosszú { -road(case: "sup") }, amely mellett két { -inn } áll. Ezek nem adódnak össze: Piros 8 { -point(case: "acc") } kap, minden { -tile } után kettőt, ugyanannyit, mint egyetlen { -inn(case: "ins") }.
    .title = Két { -inn } egy { -road(case: "sup") }
example-ic-cathedral-complete = Az utolsó { -tile } befejezi azt a hat { -tile } nagyságú { -city(case: "acc") }, amelyben Piros { -knight(case: "acc") } tart, és amelyben egy { -cathedral } és egy { -pennant } is van. Piros 21 { -point(case: "acc") } kap: minden { -tile } után hármat, és a { -pennant } után is hármat, míg egy közönséges { -city } 14-et érne.
    .title = Befejezett { -city } egy { -cathedral(case: "ins") }
example-ic-cathedral-unfinished = A játék végén annak a { -city(case: "dat") }, amelyben Piros { -knight(case: "acc") } tart, még nyitott az egyik oldala. Mivel { -cathedral } van benne, Piros semmit sem kap az öt { -tile } és a { -pennant } után; a { -cathedral } nélkül 6 { -point(case: "acc") } ért volna.
    .title = Be nem fejezett { -city } egy { -cathedral(case: "ins") }

## Kereskedők és építőmesterek

example-tb-bridge = Két { -road } keresztezi egymást a hídon anélkül, hogy találkoznának. Az egyik, amelyet Piros tart, északról délre halad át a hídon, a másik, amelyet Kék tart, nyugatról keletre alatta; mindkettő három { -tile } hosszú, és két { -crossing } között elkészül, így mindkét tulajdonos 3 { -point(case: "acc") } kap.
    .title = Egy híd
example-tb-house-cloister = A { -cloister } lezárja mindhárom { -road(case: "acc") }, amely eléri, a szomszédos { -tile(case: "sup") } álló ház pedig egy másikat. A kettő közötti { -road } abban a pillanatban elkészül, amint lerakják, két { -tile } hosszan: Piros, aki { -thief(case: "acc") } tett rá, azonnal 2 { -point(case: "acc") } kap.
    .title = Egy { -cloister } és egy ház lezár egy { -road(case: "acc") }
example-tb-builder-double-turn = Piros egy { -thief(case: "ins") } és az { -builder(case: "ins") } tart egy { -road(case: "acc") }. Amikor Piros lerak egy { -tile(case: "acc") }, amely továbbépíti, { -double-turn } jár neki, és azonnal lerak egy második { -tile(case: "acc") } is, amely öt { -tile } hosszúságban lezárja az { -road(case: "acc") }: Piros 5 { -point(case: "acc") } kap, az { -thief } és az { -builder } pedig visszatér hozzá. A játék végén Kék a { -monk(case: "ins") } 4 { -point(case: "acc") } szerez.
    .title = Az { -builder } és a { -double-turn }
example-tb-builder-no-chain = Piros továbbépíti azt az { -road(case: "acc") }, amelyen az { -builder } áll, és ezzel egy második { -tile(case: "acc") } kap, amely ismét továbbépíti az { -road(case: "acc") }; ez azonban nem hoz harmadik { -tile(case: "acc") }, és Kék következik. A játék végén a Piros által tartott, öt { -tile } hosszú nyitott { -road } 5 { -point(case: "acc") } ér: az { -builder } semmit sem tesz hozzá.
    .title = Nincsenek egymást követő { -double-turn(number: "pl") }
example-tb-pig = Kék egy olyan { -field } tulajdonosa, amely két befejezett { -city(case: "ins") } határos, és { -pig(case: "acc") } is tart rajta: minden { -city } után 3 helyett 4 { -point(case: "acc") } kap, összesen nyolcat. Az első kiadás szerint minden { -city } 4 helyett 5 { -point(case: "acc") } ér (ez a mi értelmezésünk), összesen tízet.
    .title = Egy { -pig } a { -field(case: "sup") }
example-tb-pig-tie = Piros (egy { -farmer } és egy { -pig }) és Sárga (egy { -farmer }) között egyenlőség van azon a { -field(case: "sup") }, amelyet a { -cloister(number: "pl") } kapcsolnak össze, mert a { -pig } nem számít. Mindketten tulajdonosok: Piros a befejezett { -city } után 4 { -point(case: "acc") } kap, Sárga hármat. Az első kiadás szerint a { -city } mindkettőjüknek négyet ér, Pirosnak a { -pig(case: "ins") } ötöt (ez a mi értelmezésünk).
    .title = A { -pig } nem számít bele a többségbe
example-tb-goods = Piros { -knight(case: "acc") } tart egy { -city(case: "ine") }, amelyben { -wine } jele látható, és Kék rakja le azt a { -tile(case: "acc") }, amely befejezi. A { -city } értékelésekor Piros 6 { -point(case: "acc") } kap. Kék elveszi a { -wine(case: "ins") } jelölt { -goods-token(case: "acc") }, és mivel a játék végén nála van a legtöbb { -wine }, 10 { -point(case: "acc") } kap.
    .title = Az áru azé, aki befejezi a { -city(case: "acc") }
example-tb-goods-tie = Kék befejez egy { -city(case: "acc") }, amelyben { -grain } jele látható, és amelyet senki sem tart, majd elveszi a hozzá tartozó { -goods-token(case: "acc") }; később Piros is befejez egy { -city(case: "acc") }, amelyben { -grain } jele látható, és amelyben saját { -knight } áll, 6 { -point(case: "acc") } kap, és elveszi a második { -goods-token(case: "acc") }. A játék végén mindkettőjüknél egy-egy { -grain(case: "ins") } jelölt { -goods-token } van: egyenlőség, így mindketten 10 { -point(case: "acc") } kapnak.
    .title = Egyenlőség a legtöbb { -grain } birtokosai között
