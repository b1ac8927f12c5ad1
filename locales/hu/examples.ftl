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
    .title = A { -field } azé, akinek a legtöbb { -farmer } áll rajta

example-farm-tie = A { -cloister(number: "pl") } által összekapcsolt nagy { -field(case: "sup") } Piros és Sárga egy-egy { -farmer(case: "acc") } tart, így egyenlőség van köztük: mindketten tulajdonosok, és a befejezett { -city } után 3-3 { -point(case: "acc") } kapnak. Kék { -farmer(case: "acc") } tett a túloldali kis { -field(case: "sub") }, amely egy { -cloister(case: "acc") } ábrázoló { -tile(case: "sup") } fekszik; ez a { -field } az övé, így ő is hármat kap. Az első kiadás szerint mindhárman egy-egy { -farmer(case: "acc") } tartanak a { -city } körül, így mindegyikük 4 { -point(case: "acc") } kap.
    .title = Egyenlőség egy { -field(case: "sup") }

example-farm-one-city-two-farms = Kék két különálló { -field(case: "sup") } is tart egy-egy { -farmer(case: "acc") }, és mindkét { -field } ugyanazzal a befejezett { -city(case: "ins") } határos. Kék mindkét { -field } után 3-3 { -point(case: "acc") } kap, összesen hatot; a második kiadás szerint a { -city } Kéknek csak egyszer számít (3), az első kiadás szerint pedig négyet ér.
    .title = Egy { -city }, két { -field }

## A folyó

example-river = A forrás elindítja a { -river(case: "acc") }, minden újabb { -tile } továbbviszi, a tó pedig lezárja; a { -river } előbb jobbra, majd balra kanyarodik, így soha nem fordul vissza szűk U alakban. Piros { -thief(case: "acc") } tett a hídon átvezető { -road(case: "sub") }, amely mindössze egy { -tile } hosszú, és soha nem készül el; a végén Piros 1 { -point(case: "acc") } kap érte.
    .title = A { -river } a forrástól a tóig

## Fogadók és katedrálisok

example-ic-big-follower-city = Piros { -big-follower(case: "acc") }, Kék { -knight(case: "acc") } tett egy-egy { -city(case: "ill") }, és az utolsó { -tile } összeköti a kettőt: egyetlen, öt { -tile } nagyságú, befejezett { -city } lesz belőlük. A { -big-follower } két { -knight(case: "dat") } számít, így Piros van többségben, és megkapja mind a 10 { -point(case: "acc") }; Kék semmit sem kap.
    .title = A { -big-follower } megnyer egy { -city(case: "acc") }
example-ic-grey-tie = A nyugati városrészt a szürke { -knight }, a keletit a sárga tartja; a középső { -tile } összeköti őket, és egy három { -tile } nagyságú, befejezett { -city } lesz belőlük, amelyben egy { -pennant } van. Fejenként egy { -knight }: ez döntetlen, így Szürke és Sárga is a teljes { -city } után kap pontot, 8-8 { -point(case: "acc") }, mindhárom kiadás szerint.
    .title = Szürke, a hatodik szín, osztozik egy { -city(case: "sup") }
example-ic-inner-field = A piros { -farmer } a négy városrész közé zárt { -field(case: "sup") } áll. Mindegyik városrészt egy-egy { -tile } zárja le, így a játék végén a { -field } négy befejezett { -city(case: "ins") } határos: ez a harmadik és a második kiadás szerint 12 { -point(case: "acc") } ér, az első szerint 16-ot.
    .title = Egy { -farmer } a belső { -field(case: "sup") }
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
example-tb-two-pigs = Házi szabály: mindenkinek két { -pig } jut. A { -start-tile(case: "sup") } (az első { -tile(case: "sup") }) futó { -road } két { -field(case: "acc") } választ el egymástól, és mindkettő egy-egy befejezett { -city(case: "ins") } határos. Kéknek mindkettőn van egy-egy { -farmer } és { -pig }: minden { -city } után 4 { -point(case: "acc") } kap, összesen nyolcat (az első kiadás szerint tízet). Ha csak a dobozban lévő egyetlen { -pig } járna, a második lerakását a szabályok nem engednék meg.
    .title = Két { -pig }, házi szabály
example-tb-pig-tie = Piros (egy { -farmer } és egy { -pig }) és Sárga (egy { -farmer }) között egyenlőség van azon a { -field(case: "sup") }, amelyet a { -cloister(number: "pl") } kapcsolnak össze, mert a { -pig } nem számít. Mindketten tulajdonosok: Piros a befejezett { -city } után 4 { -point(case: "acc") } kap, Sárga hármat. Az első kiadás szerint a { -city } mindkettőjüknek négyet ér, Pirosnak a { -pig(case: "ins") } ötöt (ez a mi értelmezésünk).
    .title = A { -pig } nem számít bele a többségbe
example-tb-goods = Piros { -knight(case: "acc") } tart egy { -city(case: "ine") }, amelyben { -wine } jele látható, és Kék rakja le azt a { -tile(case: "acc") }, amely befejezi. A { -city } értékelésekor Piros 6 { -point(case: "acc") } kap. Kék elveszi a { -wine(case: "ins") } jelölt { -goods-token(case: "acc") }, és mivel a játék végén nála van a legtöbb { -wine }, 10 { -point(case: "acc") } kap.
    .title = Az áru azé, aki befejezi a { -city(case: "acc") }
example-tb-goods-tie = Kék befejez egy { -city(case: "acc") }, amelyben { -grain } jele látható, és amelyet senki sem tart, majd elveszi a hozzá tartozó { -goods-token(case: "acc") }; később Piros is befejez egy { -city(case: "acc") }, amelyben { -grain } jele látható, és amelyben { -knight(poss: "sg3") } áll, 6 { -point(case: "acc") } kap, és elveszi a második { -goods-token(case: "acc") }. A játék végén mindkettőjüknél egy-egy { -grain(case: "ins") } jelölt { -goods-token } van: egyenlőség, így mindketten 10 { -point(case: "acc") } kapnak.
    .title = Egyenlőség a legtöbb { -grain } birtokosai között

## A hercegnő és a sárkány

example-pd-tunnel = Ezen a negyed fordulattal elforgatott { -tile(case: "sup") } a { -city } északról délre húzódik, a nyugatról keletre futó { -road } pedig alatta bújik át: mindkettő folytatódik. Kék egy { -knight(case: "ins") } tartja a { -city(case: "acc") } a { -start-tile(case: "sup") }; Piros egy { -thief(case: "acc") } tesz az alagút alatti { -road(case: "sub") }, a { -dragon } pedig keletre lép, egy zsákutcáig. Két falu lezárja a három { -tile } hosszú { -road(case: "acc") }: Piros 3 { -point(case: "acc") } kap. A játék végén Kék be nem fejezett, két { -tile } nagyságú városa 2 { -point(case: "acc") } ér.
    .title = Az alagút
example-pd-cloister-in-city = Kék egy { -knight(case: "ins") } tartja a { -start-tile } városát. Piros a városbeli { -cloister(case: "ins") } bővíti, és egy { -monk(case: "acc") } tesz a { -cloister(case: "sub") }: a { -monk } és a { -knight } ugyanazon a { -tile(case: "sup") } áll, mindkettő a saját területén. A játék végén Piros kolostora 3 { -point(case: "acc") } ér (két szomszéd és önmaga), Kék be nem fejezett, két { -tile } nagyságú városa pedig 2 { -point(case: "acc") }.
    .title = Kolostor a { -city(case: "ine") }
example-pd-volcano = Piros vulkánt rak a { -start-tile(case: "ela") } keletre futó { -road(case: "sub") }, és a { -dragon } azonnal rászáll. A { -dragon } területkártyáján nem állhat { -follower }, ezért Piros ugyanennek az { -road(case: "dat") } egy későbbi { -tile(case: "sub") } tesz { -thief(case: "acc") }; a játék végén a négy { -tile } hosszú { -road } 4 { -point(case: "acc") } ér.
    .title = A vulkán idehozza a { -dragon(case: "acc") }
example-pd-dragon-dead-end = Miután Piros lerak egy sárkányos { -tile(case: "acc") }, a { -dragon } elhagyja a vulkánját, és nyugatra indul az { -road } mentén: a { -start-tile(case: "sub") }, Piros útonállójára, aki hazamegy, majd az új { -tile(case: "sub") } lép, ahonnan nincs hová tovább. A lépéssor itt, három lépés után véget ér. Kék szerzetese nem esett a { -dragon } útjába, és a játék végén 4 { -point(case: "acc") } szerez.
    .title = A { -dragon } zsákutcában áll meg
example-pd-dragon-builder = Piros útonállója és építőmestere ugyanazon az { -road(case: "sup") } áll. A { -dragon } a { -start-tile(case: "sub") } lép (Kék lovagja hazamegy), aztán Piros útonállójának területkártyájára, végül egy { -cloister(case: "sub") }, ahol elakad. Az építőmester területkártyájára sosem lépett, de mivel Pirosnak nem maradt { -thief } az { -road(case: "sup") }, az { -builder } is hazamegy. Senki sem szerez pontot.
    .title = A { -dragon } és az { -builder }
example-pd-dragon-pig = Piros parasztja és disznója ugyanazon a { -field(case: "sup") } áll, a { -start-tile } befejezett { -city(case: "ela") } mellett. A { -dragon } Piros parasztjának területkártyájára lép, aztán a { -start-tile(case: "sub") } és a fölötte lévő városrészre, egy zsákutcába. A disznó területkártyájára sosem lépett, de mivel Pirosnak nem maradt { -farmer } a { -field(case: "sup") }, a { -pig } is hazamegy, és a rétet senki sem értékeli; a { -farmer(case: "ins") } Piros a játék végén 4 { -point(case: "acc") } kapott volna.
    .title = A { -dragon } és a { -pig }
example-pd-fairy-turn = Piros a tündért a saját útonállója mellé teszi. Ettől kezdve valahányszor Piros köre úgy kezdődik, hogy a { -fairy } Piros egyik alattvalója mellett áll, Piros 1 { -point(case: "acc") } kap: itt kétszer, miközben a játék még tart.
    .title = A { -fairy } pontja a kör elején
example-pd-fairy-scoring = Piros a tündért a saját útonállója mellé teszi. Amikor Kék lezárja a négy { -tile } hosszú { -road(case: "acc") }, Piros 4 { -point(case: "acc") } kap az { -road(case: "ela") }, és még 3-at a { -fairy(case: "ela") }: összesen 7-et. Az { -thief } hazamegy, a { -fairy } a helyén marad.
    .title = A { -fairy } az alattvalója értékelésekor
example-pd-fairy-mayor = A piros { -mayor } egy városrészt tart, és Piros mellé teszi a { -fairy(case: "acc") }. A második városrész lezár egy két { -tile } nagyságú, { -pennant } nélküli { -city(case: "acc") }: a { -mayor } semmit sem ér, így a { -city } 0 { -point(case: "acc") } ér, a { -fairy } mégis 3 { -point(case: "acc") } hoz Pirosnak. A { -mayor } hazamegy, a { -fairy } a helyén marad.
    .title = A { -fairy } egy semmit sem érő { -mayor } mellett is pontot ad
example-pd-dragon-timing = A { -dragon } a { -volcano(case: "sup") } ül; a piros { -thief } a { -crossing(case: "ela") } induló { -road(case: "sup") } áll. A sárkányos { -tile } befejezi ezt az { -road(case: "acc") }, amely a rajta lévő { -cloister(case: "ill") } fut be, a { -dragon } pedig ezután nyugat felé a { -start-tile(case: "sup") } át a { -crossing(case: "sub") } lép. Ha az értékelés előtt mozog, előbb felfalja az { -thief(case: "acc") }, és az { -road } senkinek sem hoz pontot; ha utána, előbb a négy { -tile } hosszú { -road } hoz 4 { -point(case: "acc") } Pirosnak.
    .title = A { -dragon } az értékelés előtt vagy után
example-pd-fairy-on-tile = Piros a { -fairy(case: "acc") } a saját útonállója mellé teszi. Ezután Kék egy { -magic-portal } segítségével egy { -farmer(case: "acc") } tesz ugyanarra a { -tile(case: "sub") }. Ha a { -fairy } egyetlen { -follower } mellett áll, a kör elején csak Piros kap pontot: mindkét körében 1-et. Ha a { -fairy } a { -tile(case: "sup") } áll, a kék { -farmer } révén Kék is kap 1-et.
    .title = Kinek az { -follower(poss: "sg3") } hozza a { -fairy } pontját?
example-pd-portal = Kék varázskapus { -tile(case: "acc") } rak a { -start-tile(case: "ela") } délre, és rajta keresztül egy { -thief(case: "acc") } küld a { -start-tile(case: "ela") } keletre futó { -road(case: "sub") }, amelyet senki sem tart. A játék végén ez a két { -tile } hosszú { -road } 2 { -point(case: "acc") } ér Kéknek.
    .title = A varázskapu
example-pd-princess = Piros lovagja tartja a { -start-tile(case: "ela") } északra fekvő { -city(case: "acc") }. Kék hercegnős { -tile(case: "ins") } bővíti, és figura lerakása helyett hazaküldi Piros lovagját. Ezután Kék egy saját { -knight(poss: "sg3", case: "ins") } lezárja a négy { -tile } nagyságú { -city(case: "acc") }, és 8 { -point(case: "acc") } kap.
    .title = A hercegnő hazaküld egy { -knight(case: "acc") }
example-pd-princess-big-knight = Mint az előző példában, de Piros lovagja { -big-follower }: a hercegnő ugyanúgy hazaküldi, Kék pedig megkapja a befejezett, négy { -tile } nagyságú { -city } 8 pontját.
    .title = A hercegnő és a { -big-follower }
example-pd-fairy-double-turn = Piros továbbépíti azt az { -road(case: "acc") }, amelyen az { -builder } áll, és a tündért a saját útonállója mellé teszi: { -double-turn } jár neki. A második { -tile } nem kezd új kört, ezért nem hoz tündérpontot; Piros következő köre viszont igen, 1 { -point(case: "acc") }. A játék folytatódik.
    .title = A { -fairy } a { -double-turn(case: "ine") }

## A torony

example-tw-own-follower = Piros rakja az első toronyelemet a toronyra, és a saját { -thief(poss: "sg3", case: "acc") } ejti foglyul: az visszakerül Piros készletébe, nem fogságba. Az { -road } felszabadul: Kék egy { -thief(case: "ins") } elfoglalja, és a játék végén megkapja a négy { -tile } hosszú { -road } pontjait.
    .title = Amikor valaki a saját { -follower(poss: "sg3", case: "acc") } ejti foglyul
example-tw-capture-1 = Kék rakja az első toronyelemet a { -start-tile(case: "ela") } délkeletre álló toronyra. Egy magas toronyként minden egyenes irányban egy { -tile(case: "acc") } ér el, és Kék foglyul ejti Piros útonállóját. Az { -road } ismét szabad: Kék egy { -thief(case: "acc") } tesz rá, és a játék végén megkapja a négy { -tile } hosszú { -road } pontjait.
    .title = Foglyul ejtés egy magas toronnyal
example-tw-capture-2 = Kék első toronyeleme senkit sem ejt foglyul. Piros rakja a másodikat: a torony most minden egyenes irányban két { -tile(case: "acc") } ér el, és Piros foglyul ejti Zöld két területkártyányira délre álló útonállóját. Piros négy { -tile } hosszú útja a játék végén 4 { -point(case: "acc") } ér.
    .title = Foglyul ejtés két magas toronnyal
example-tw-exchange = Kék toronyeleme foglyul ejti Piros útonállóját; Piros a következő elemmel válaszol, és foglyul ejti Kék szerzetesét. Most mindketten a másik egy alattvalóját tartják fogva, ezért a kettőt azonnal kicserélik. Piros visszateszi útonállóját az { -road(case: "sub") }, és a játék végén megkapja az öt { -tile } hosszú { -road } pontjait.
    .title = A foglyokat kicserélik
example-tw-ransom = Piros már 6 { -point(case: "acc") } szerzett egy három { -tile } nagyságú { -city(case: "ela") }, amikor Kék tornya foglyul ejti Piros útonállóját. Piros következő körében 3 { -point(case: "ins") } kiváltja, ezeket Kék kapja meg, és ugyanabban a körben újra leteszi az { -road(case: "sub") }. Az { -road } a játék végén 4 { -point(case: "acc") } ér: Piros 7, Kék 3.
    .title = Váltságdíj
example-tw-finish = Kék toronyeleme egy { -tile(case: "acc") } ér el; egy második elem már elérné Piros útonállóját. Piros egy alattvalóval a tetején befejezi a tornyot: az többé nem nő, és az { -thief } biztonságban van. Piros három { -tile } hosszú útja 3 { -point(case: "acc") } ér; a toronyban álló alattvaló nem szerez pontot, és ott marad.
    .title = A befejezett torony
example-tw-builder-home = Piros útonállója és építőmestere ugyanazon az { -road(case: "sup") } áll. Kék tornya foglyul ejti az { -thief(case: "acc") }, és mivel Pirosnak nem maradt { -thief } az { -road(case: "sup") }, az { -builder } is hazamegy. Kék elfoglalja az { -road(case: "acc") }, és a játék végén megkapja: öt { -tile }, 5 { -point }.
    .title = Foglyul ejtés, amely hazaküldi az { -builder(case: "acc") }
example-tw-big-follower = Kék tornya ugyanúgy foglyul ejti Piros nagy útonállóját, mint egy kicsit; Kék ezután elfoglalja a szabad { -road(case: "acc") }, és a játék végén megkapja a négy { -tile } hosszú { -road } pontjait.
    .title = Egy { -big-follower } foglyul ejtése
example-tw-dragon-tower = Piros egy alattvalóval befejezte a { -start-tile(case: "ela") } délre álló tornyot. Egy sárkányos { -tile } után a { -dragon } a { -start-tile(case: "sup") } át a torony { -tile(case: "sub") } lép: Piros alattvalója hazamegy. A { -dragon } továbbmegy Kék szerzetesére is, aki szintén hazamegy, és egy zsákutcában áll meg. Senki sem szerez pontot.
    .title = A { -dragon } és a befejezett torony

## Apátság és polgármester

example-am-abbey = Sárga az { -abbey(case: "acc") } a mind a négy oldalán lezárt lyukba teszi. Ezzel lezárja a fölötte lévő, egyetlen { -tile } nagyságú { -city(case: "acc") }, amelyet Piros foglalt el, és a két { -road(case: "acc") }, amely a két oldalon álló { -crossing(number: "pl") } felől fut bele: Piros 2 { -point(case: "acc") } kap a { -city } és 1-et a keleti { -road } után, Zöld 1-et a nyugati { -road } után. Az { -abbey(case: "sup") } álló sárga { -monk } számára a nyolc szomszédból hét már megvan: a játék végén 8 { -point(case: "acc") } ér.
    .title = Egy { -abbey }, amely három területet zár le
example-am-mayor-zero = A déli városrészt a piros { -mayor }, az északit a kék { -knight } tartja; a középső { -tile } összeköti őket, és egy három { -tile } nagyságú, { -pennant } nélküli, befejezett { -city } lesz belőlük. A { -mayor } semmit sem ér: egyedül Kék kap pontot a { -city } után, 6 { -point(case: "acc") }.
    .title = Egy { -mayor } { -pennant } nélküli { -city(case: "ine") }
example-am-mayor-three = A piros { -mayor } és a kék { -knight } egyazon öt { -tile } nagyságú { -city(case: "ine") } kerül, amelyben három { -pennant } van. A { -mayor } hármat ér a { -knight } egyével szemben: egyedül Piros kap pontot a befejezett { -city } után, 16 { -point(case: "acc") }.
    .title = Egy { -mayor } három { -pennant(case: "ins") }
example-am-wagon = A piros { -wagon } 3 { -point(case: "acc") } szerez a két { -crossing } közötti { -road } után, majd továbbgördül arra az { -road(case: "sub") }, amely keletre indul abból a { -crossing(case: "ela") }, amely az előzőt befejezte. A játék végén még mindig ott áll: még 1 { -point(case: "acc") } ér.
    .title = A { -wagon } továbbgördül
example-am-wagon-abbey = A zöld { -wagon } azon az { -road(case: "sup") } áll, amely a { -crossing(case: "ela") } a lyukba fut. Sárga egy { -abbey(case: "ins") } tölti be a lyukat, és nem tesz rá { -monk(case: "acc") }: az { -abbey } lezárja az { -road(case: "acc") }, amely 1 { -point(case: "acc") } ér Zöldnek, a { -wagon } pedig továbbgördül az { -abbey(case: "ill") }, vagyis abba a { -cloister(case: "ill") }, amelybe az { -road } befut. A játék végén az { -abbey(case: "dat") } hét szomszédja van: további 8 { -point } Zöldnek.
    .title = A { -wagon } begördül az { -abbey(case: "ill") }
example-am-wagon-around = Az új grafikájú megjelenések szerint: a piros { -wagon } 3 { -point(case: "acc") } szerez a két { -crossing } közötti { -road } után, majd a szomszédos { -tile(case: "sup") } lévő városrészbe gördül, pedig oda nem vezet { -road }. Az első megjelenések értelmezése szerint ez a lépés szabálytalan. A játék végén az egyetlen { -tile } nagyságú, be nem fejezett { -city } 1 { -point(case: "acc") } ér.
    .title = A { -wagon } egy körülötte fekvő { -tile(case: "sub") } gördül
example-am-barn-placed = Kék egy { -barn(case: "acc") } tesz oda, ahol négy { -tile } találkozik, arra a { -field(case: "sub") }, amelyen a piros { -farmer } fekszik. A piros { -farmer } azonnal 3 { -point(case: "acc") } kap a befejezett { -city } után, és hazamegy. A játék végén a kék { -barn } ugyanazon { -city } után 4 { -point(case: "acc") } kap.
    .title = Egy { -barn } olyan { -field(case: "sup") }, ahol már { -farmer } van
example-am-barn-joined = A zöld { -farmer } egy olyan { -field(case: "sup") } fekszik, amely külön van attól, amelyen a kék { -barn } áll, amíg egy { -cloister } le nem zárja a kettő közötti { -road(case: "acc") }, és össze nem köti a két { -field(case: "acc") }. A zöld { -farmer } azonnal pontot kap, de csak 1-et a { -city } után, és hazamegy. A kék { -barn } a játék végén 4 { -point(case: "acc") } kap.
    .title = Egy { -barn(case: "ins") } összekapcsolt { -farmer }
example-am-barn-final = A piros { -barn } olyan { -field(case: "sup") } áll, amely két befejezett { -city(case: "ins") } határos. A játék végén mindkettő után 4 { -point(case: "acc") } kap: összesen 8 { -point(case: "acc") }.
    .title = Egy { -barn } a játék végén
example-am-barns-joined = Egy { -road } két { -field(case: "acc") } választ el: a piros { -barn } tőle északra áll, a kék délre, és mindkét { -field } egy-egy befejezett { -city(case: "ins") } határos. Az { -road } végére tett { -cloister } összeköti a két { -field(case: "acc") }. A játék végén mindkét { -barn } teljes értékben pontot szerez, a két { -city } mindegyikéért 4-et: fejenként 8 { -point(case: "acc") }.
    .title = Két { -barn } egy összekötött { -field(case: "sup") }

## Gróf, király és társai

example-kr-king = Piros befejezi az első, két { -tile } nagyságú { -city(case: "acc") }, és megkapja a királyt; ezután Kék befejez egy nagyobbat, három { -tile } nagyságút, és a király Kékhez kerül. A játék végén Kék a két befejezett { -city } mindegyike után 1 { -point(case: "acc") } kap.
    .title = A király egy nagyobb { -city } befejezőjéhez kerül
example-cu-challenge = Kék egy { -shrine(case: "acc") } rak le egy olyan { -cloister } mellé, amelyben a piros { -monk } áll, és egy { -heretic(case: "acc") } tesz rá: a kettő kihívja egymást. A { -shrine(case: "acc") } veszik körül előbb: Kék 9 { -point(case: "acc") } kap, a piros { -monk } pedig pont nélkül megy haza.
    .title = Egy { -heretic } kihív egy { -monk(case: "acc") }
example-r2-fork-volcano = A folyóelágazás két ágra bontja a { -river(case: "acc") }. Piros a tóval és a rajta lévő { -volcano(case: "ins") } lezárja a keleti ágat, nem tesz oda { -follower(case: "acc") }, és azonnal újra ő következik: a nyugati ágat egy { -city } melletti tóval zárja le, ahol a piros { -knight } áll. A játék végén a { -river } mellett álló kék { -monk } 4 { -point(case: "acc") } kap, a piros { -knight } 1-et.
    .title = A folyóelágazás és a { -volcano } miatti további kör
example-r2-herd = A „{ edition-traders-builders }” kiegészítővel játszva a piros { -farmer } tartja azt a { -field(case: "acc") }, ahol a disznócsorda legel. A { -field } egyetlen befejezett { -city(case: "ins") } határos: Piros megkapja érte a szokásos pontokat, és még 1 { -point(case: "acc") } a csorda miatt.
    .title = A disznócsorda
example-co-castle = A kék { -thief } a kovácsműhely kapujától délre futó { -road(case: "sup") } áll, és Piros lezárja ezt az { -road(case: "acc") }: csak Kék kap pontot, ezért Piros egy { -follower(case: "acc") } tesz a várba, a grófot pedig a piacra küldi. Amikor Kék egy { -knight(case: "ins") } lezárja a keleti kapunál lévő kis { -city(case: "acc") }, a piros { -follower } előbb kijön a várból, és csatlakozik hozzá, így ketten osztoznak a pontokon.
    .title = Egy { -follower } a várból egy { -city(case: "ill") } megy
example-co-count-guards = Piros helyet szerez a várban, és a grófot a piacra küldi. Ezután Zöld lezárja azt az { -road(case: "acc") }, amelyen a piros { -thief } áll, szintén helyet szerez, és a grófot visszaküldi a várba. Amikor Kék lezárja a keleti kapunál lévő kis { -city(case: "acc") }, a piros { -follower } nem hagyhatja el a várat: a kék { -knight } egyedül szerzi meg a { -city(case: "acc") }.
    .title = A gróf őrzi a várat
example-co-market = Piros lezárja azt az { -road(case: "acc") }, amelyen a kék { -thief } áll, és egy { -follower(case: "acc") } tesz a piacra. Kék lezár egy kis, üres { -city(case: "acc") }, és egy { -farmer(case: "acc") } tesz a mellette lévő { -field(case: "sub") }. A játék végén a piros { -follower } a piacról erre a { -field(case: "sub") } megy át, és mindkét { -farmer } megkapja a pontokat a { -field(case: "ins") } határos { -city } után.
    .title = A piac a játék végén
example-co-farm-king = A piros { -farmer } a Carcassonne falai mentén húzódó { -field(case: "sup") } fekszik; Kék tőle délre befejez egy két { -tile } nagyságú { -city(case: "acc") }, és megkapja a királyt. A { -field } két befejezett { -city(case: "ins") } határos, Carcassonne-nal és Kék városával: ez Pirosnak 6 { -point(case: "acc") } ér (az első kiadás szerint 8-at). A király mindkét { -city(case: "acc") } beszámítja: Kék 2 { -point(case: "acc") } kap.
    .title = Carcassonne mint befejezett { -city } a { -field(number: "pl") } és a király számára
example-co-end-quarters = Az első megjelenések szerint: Piros lezárja azt az { -road(case: "acc") }, amelyen a kék { -thief } áll, egy { -follower(case: "acc") } tesz a várba, a grófot pedig a piacra küldi. A játék végén a piros { -knight } a várból abba a be nem fejezett { -city(case: "ill") } megy, amelyet Kék tart: mindkettőjüknek egy-egy { -knight } áll benne, így mindketten pontot kapnak érte, fejenként 1 { -point(case: "acc") }. A mi szabálykönyvünk értelmezése szerint viszont a várban álló { -follower } ott marad, ahol van.
    .title = Távozás a várból a játék végén

## A katapult

example-ca-fair-road = Piros útja egy { -crossing } falujából indul, átfut a { -start-tile(case: "sup") }, és a { -fair(case: "sup") } ér véget. A { -fair(case: "acc") } ábrázoló { -tile } befejezi: három { -tile }, 3 { -point } Pirosnak. Az ezt követő katapultfordulóban mindenki a { -fair(case: "sub") } céloz, és Kék korongja ér földet a legközelebb: 5 { -point }.
    .title = A { -fair(case: "ill") } vezető { -road }
example-ca-knock-out = Piros { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } rak le, és a tortacsatát választja. A torta a piros { -thief(case: "sup") } és a kék { -monk(case: "sup") } landol, és mindkettő hazamegy. Amikor az { -road } később elkészül, senki sem áll rajta, a { -cloister } pedig a játék végén semmit sem ér.
    .title = Tortacsata
example-ca-seduction-city = Kék { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } rak le, és a csábítás korongját lövi ki. A hozzá legközelebb álló { -follower } a piros { -knight }, és a helyére egy kék { -follower } kerül Kék { -supply(poss: "sg3", case: "ela") }. Amikor Piros befejezi a három { -tile } nagyságú { -city(case: "acc") }, nem ő, hanem Kék kap 6 { -point(case: "acc") }.
    .title = A csábítás elhódít egy { -city(case: "acc") }
example-ca-seduction-moved = A piros csábításkoronghoz a kék { -monk } áll a legközelebb. Piros az { -road(case: "sup") } álló útonállóját átteszi a { -cloister(case: "ill") }, a kék { -monk } pedig hazamegy. A játék végén a { -cloister } és három szomszédja 4 { -point(case: "acc") } ér Pirosnak.
    .title = Csábítás a tábláról átvitt alattvalóval
example-ca-target-tie = Zöld { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } rak le, és a célbadobást választja. Mindenki a { -fair(case: "acc") } ábrázoló { -tile(case: "sub") } céloz: a piros és a zöld korong egyformán közel ér hozzá földet, így Piros és Zöld is 5 { -point(case: "acc") } kap.
    .title = Egyenlőség a vásári célbadobásban
example-ca-catch = Zöld { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } rak le, és az elkapást választja. Piros elkapja Zöld lövését, és 5 { -point(case: "acc") } kap; Kék elejti Piros lövését; Kék saját lövése pedig el sem jut a Zöld előtt fekvő vonalzóig. Senki más nem kap pontot.
    .title = Dobás és elkapás
