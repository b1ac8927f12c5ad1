### Az „Apátság és polgármester” szabálykönyve: minden üzenet, amelyet a
### book/abbey-mayor.toml megnevez, a más kiegészítőkről szóló szakaszokkal
### együtt. Azonosítók: am-<fejezet>-<mi>. A fejezetcímek am-<fejezet>, a
### szakaszcímek -title végűek. Egyszerű szöveg, jelölések nélkül; a játék
### szókincse a terms.ftl kifejezéseiből jön, soha nem mondat elején.

am-title = { edition-abbey-mayor }
am-summary = Az ötödik kiegészítő: tizenkét új { -tile }, és minden játékosnak egy { -abbey }, amellyel egy lyukat tölthet be a tájon, egy { -mayor }, akinek az ereje a { -city(case: "ine") } látható { -pennant(number: "pl") } számától függ, egy { -wagon }, amely az értékelése után továbbgördül, és egy { -barn }, amely a { -field(number: "pl", case: "acc") } aknázza ki.

## Fejezet: mit hoz a kiegészítő

am-overview = Mit hoz a játékba az „{ edition-abbey-mayor }”?
am-overview-intro = Az „{ edition-abbey-mayor }” kiegészítővel az alapjátékkal együtt lehet játszani, és nagyjából tíz perccel hosszabbítja meg a játszmát. A dobozban a következőket találod:
am-overview-tiles = 12 új { -tile }, amelyet a többi közé kell keverni.
am-overview-abbeys = 6 { -tile }, mindegyiken egy { -abbey }: minden játékosnak egy.
am-overview-figures = 6 { -mayor }, 6 { -wagon } és 6 { -barn }: mindegyikből egy-egy minden játékos színében.
am-overview-rest = Az alapjáték minden szabálya változatlanul érvényes. Ez a könyv csak az újdonságokat magyarázza el.

## Fejezet: előkészítés

am-setup = Előkészítés az „{ edition-abbey-mayor }” kiegészítővel
am-setup-tiles = Keverd a 12 új { -tile(case: "acc") } a többi közé.
am-setup-pieces = Minden játékos elvesz egy { -abbey(case: "acc") } ábrázoló { -tile(case: "acc") }, és képpel felfelé maga elé teszi, a saját színű { -mayor(case: "ins") }, { -wagon(case: "ins") } és { -barn(case: "ins") } együtt.

## Fejezet: az apátság

am-abbey = Az { -abbey }
am-abbey-placing-title = Az { -abbey } lerakása
am-abbey-instead = A játék során egyszer, a köröd elején egy { -tile } húzása helyett lerakhatod a saját { -abbey(poss: "sg2", case: "acc") }.
am-abbey-hole = Az { -abbey } csak egy lyukba illik: olyan szabad helyre, amelynek mind a négy oldalán már fekszik egy-egy { -tile }. Az éleinek semmihez sem kell illeszkedniük. Ha a tájon nincs ilyen lyuk, ebben a körben nem rakhatod le az { -abbey(case: "acc") }.
am-abbey-monk = Ahogy minden lerakott { -tile(case: "sub") }, ezután az { -abbey(case: "sub") } is tehetsz egy { -follower(case: "acc") }, amely ott { -monk } lesz.
am-abbey-closing-title = Mit zár le az { -abbey }?
am-abbey-closes = Az { -abbey } minden körülötte fekvő { -tile(case: "acc") } lezár azon az oldalon, amelyen érintkeznek. Az az { -road } vagy az a { -city }, amely valamelyik oldaláig fut, ott véget ér. Ha ezzel elkészül, azonnal értékelni kell, az alapjáték szabályai szerint.
am-abbey-scores = Az { -abbey(case: "sup") } álló { -monk(case: "acc") } pontosan úgy kell értékelni, mint egy { -cloister(case: "ine") } állót: az { -abbey } és a körülötte fekvő { -tile(number: "pl") } számítanak, amikor mind a nyolc szomszéd megvan, vagy a játék végén.

## Fejezet: a polgármester

am-mayor = A { -mayor }
am-mayor-placing = Egy { -follower } helyett a { -mayor(case: "acc") } is leteheted az imént lerakott { -tile(case: "sub") } a szokásos szabályok szerint, de csak egy { -city(case: "ill") }, és csak olyanba, amelyben nincs sem { -knight }, sem másik { -mayor }.
am-mayor-strength = Amikor a { -city(case: "acc") } értékelik, a { -mayor } annyi { -knight(case: "dat") } számít, ahány { -pennant } van a { -city(case: "ine") }. Egy közönséges { -knight } egynek számít, egy nagy { -knight } kettőnek. Az a { -mayor }, amely egy { -pennant } nélküli { -city(case: "ine") } áll, semmit sem ér.
am-mayor-value = A { -mayor } csak azt változtatja meg, ki nyeri el a { -city(case: "acc") }, azt nem, hogy mennyit ér: a { -city } a szokásos pontjait éri, a { -mayor } pedig az értékelés után visszakerül hozzád, mint bármelyik { -follower }.
am-mayor-pennants-title = Polgármester címerekkel

## Fejezet: a szekér

am-wagon = A { -wagon }
am-wagon-placing = Egy { -follower } helyett a { -wagon(case: "acc") } is leteheted az imént lerakott { -tile(case: "sub") }: egy olyan { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") }, amelyet senki sem foglalt el, { -field(case: "sub") } azonban soha. Az értékelésnél pontosan egy { -follower(case: "dat") } számít.
am-wagon-after = Amikor az a terület, amelyen a { -wagon } áll, értékelésre került, választhatsz: visszaveszed a { -wagon(case: "acc") }, vagy továbbgördíted egy szomszédos { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") }, amely még nem készült el, és senki sem foglalja el. Ha nincs mellette ilyen terület, a { -wagon } visszakerül hozzád.
am-wagon-order = Ha egyetlen kör értékelései több { -wagon(case: "acc") } is felszabadítanak, a gazdáik egymás után döntenek, az óramutató járásával megegyező irányban, a soron lévő játékostól kezdve.
am-wagon-reading = A szabálykönyv nem mondja meg pontosan, mi számít szomszédosnak. Ez a könyv úgy érti, ahogy a Hans im Glück első megjelenései és a játékosok kérdéseire adott válaszai: szomszédos az a terület, amely közvetlenül kapcsolódik ahhoz, amelyen a { -wagon } pontot szerzett. Egy { -road } azon a { -crossing(case: "sup") } túl is folytatódik, ahol az értékelt { -road } véget ért; egy { -road } abba a { -cloister(case: "ill") } vagy { -abbey(case: "ill") } vezet, amelybe befut, illetve abba a { -city(case: "ill") }, amelynek a kapujába fut; egy { -city(case: "ela") } vagy { -cloister(case: "ela") } azok az { -road(number: "pl") } vezetnek tovább, amelyek ott érnek véget. Két { -city } soha nem vezet egymásba. A későbbi megjelenések másként értelmezik; lásd az „Eltérések a megjelenések között” című részt.

## Fejezet: a csűr

am-barn = A { -barn }
am-barn-placing-title = A { -barn } lerakása
am-barn-placing = Egy { -follower } helyett a { -barn(case: "acc") } is leteheted egy olyan sarokra, ahol négy { -tile } találkozik, és mindegyiknek abban a sarkában { -field } van. Olyan { -field(case: "sub") } is leteheted, amelyen már { -farmer(number: "pl") } fekszenek, de olyanra nem, amelyen már áll egy { -barn }.
am-barn-stays = A { -barn } a játék végéig ott marad, ahová leraktad.
am-barn-reading = A szabálykönyv nem mondja meg, mely sarkok jöhetnek szóba. Mi úgy értelmezzük, és a példák is ezt követik, hogy az imént lerakott { -tile } valamelyik sarka, ahogy minden figuránál.
am-barn-farmers-title = Ha már { -farmer(number: "pl") } vannak a { -field(case: "sup") }
am-barn-farmers = Ha azon a { -field(case: "sup") }, ahová a { -barn(case: "acc") } teszed, már { -farmer(number: "pl") } fekszenek, azt a { -field(case: "acc") } azonnal értékelni kell számukra, ahogy a játék végén: akinek a legtöbb { -farmer } van ott, az minden olyan befejezett { -city } után, amely a { -field(case: "ins") } határos, 3 { -point(case: "acc") } kap. Nem számít, hogy a { -barn } gazdájának van-e ott { -farmer }. Ezután mindezek a { -farmer(number: "pl") } visszakerülnek a gazdájukhoz.
am-barn-joined-title = Egy { -barn(case: "ins") } összekapcsolt { -farmer(number: "pl") }
am-barn-no-farmers = Olyan { -field(case: "sub") }, amelyen { -barn } áll, senki sem tehet { -farmer(case: "acc") }.
am-barn-joined = Egy új { -tile } azonban összekötheti azt a { -field(case: "acc") }, amelyen { -farmer(number: "pl") } fekszenek, azzal a { -field(case: "ins") }, amelyen egy { -barn } áll. Ezeket a { -farmer(number: "pl", case: "acc") } azonnal értékelni kell: akinek a legtöbb van közülük, az minden befejezett { -city } után csak 1 { -point(case: "acc") } kap. Ezután visszakerülnek a gazdájukhoz.
am-barn-final-title = A { -barn(number: "pl") } a játék végén
am-barn-final = A játék végén minden { -barn } 4 { -point(case: "acc") } hoz a gazdájának minden olyan befejezett { -city } után, amely azzal a { -field(case: "ins") } határos, amelyen áll. Ha egy { -field(case: "sup") } több { -barn } is áll, mindegyik teljes értékben pontot szerez.

## Fejezet: más kiegészítőkkel

am-together = Az „{ edition-abbey-mayor }” és a többi kiegészítő
am-together-big-title = A { -big-follower }
am-together-big = Egy nagy { -knight } a { -mayor(case: "ins") } szemben is kettőnek számít, akárhány { -pennant } van a { -city(case: "ine") }, ahogy a közönséges { -knight(number: "pl") } ellen is kettőnek számít.
am-together-pig-title = A { -pig }
am-together-pig = A { -pig } megnöveli a gazdája pontjait, amikor egy { -barn } miatt { -farmer(number: "pl", case: "acc") } értékelnek: minden befejezett { -city } után a { -barn } lerakásakor 3 helyett 4, a hozzá kapcsolt { -farmer(number: "pl") } értékelésekor pedig 1 helyett 2 { -point } jár neki. Amikor ezek a { -farmer(number: "pl") } hazakerülnek, a velük egy színű { -pig } is velük tart.
am-together-dragon-title = A { -dragon }
am-together-dragon = A { -barn } nem { -follower }: a { -dragon } soha nem küldi haza. Az a { -mayor } vagy { -wagon }, amely olyan helyen áll, ahová a { -dragon } belép, hazamegy, mint bármelyik { -follower }.
am-together-tower-title = A { -tower }
am-together-tower = Egy { -tower } nem ejtheti foglyul a { -barn(case: "acc") }. A { -mayor } és a { -wagon } viszont { -follower(number: "pl") }: egy { -tower } foglyul ejtheti őket, és ugyanúgy vissza lehet vásárolni őket, mint bármelyik másikat.

## Fejezet: a területkártyák

am-tiles = Az „{ edition-abbey-mayor }” kiegészítőben lévő { -tile(number: "pl") }
am-tiles-intro = A tizenkét új { -tile }, és az { -abbey }, amelyet minden játékos maga előtt tart.

## Fejezet: eltérések a megjelenések között

am-printings = Eltérések a megjelenések között
am-printings-wagon-title = Hová gördülhet tovább a { -wagon }?
am-printings-wagon = A mi szabálykönyvünk szerint a { -wagon } egy szomszédos { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") } gördülhet tovább, és ez a könyv – ahogy a Hans im Glück első megjelenései is – a „szomszédos” szót közvetlen kapcsolatként érti. Az új grafikájú megjelenések, a Hans im Glück és a Z-Man Games kiadásában, elhagyják a kapcsolat feltételét: a { -wagon } bármelyik olyan { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") } továbbmehet, amely még nem készült el, és senki sem foglalja el, akár azon a { -tile(case: "sup") }, amelyen áll, akár a körülötte fekvő nyolc { -tile } valamelyikén. A példákban a kettő között válthatsz.
am-printings-barn-title = Milyen { -field(case: "sub") } kerülhet { -barn }?
am-printings-barn = A mi szabálykönyvünk – és vele együtt a későbbi megjelenések is – megengedi, hogy { -barn } olyan { -field(case: "sub") } kerüljön, amelyen { -farmer(number: "pl") } fekszenek (ők azonnal pontot kapnak), olyanra azonban soha, amelyen már áll egy { -barn }. Nem találtunk olyan megjelenést, amely ezt másként mondaná.
am-printings-barn-house = Két házi szabály, amely egyik megjelenésben sem szerepel, választható lehetőségként itt is megtalálható azoknak, akik ezekkel játszanak: { -barn } csak olyan { -field(case: "sub") } kerülhet, amelyen sem { -barn }, sem { -farmer } nincs; illetve { -barn } bármelyik { -field(case: "sub") } kerülhet, akár olyanra is, amelyen már áll egy { -barn } (ez a JCloisterZone program egyik beállítása).
