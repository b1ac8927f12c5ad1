### A „Kereskedők és építőmesterek” szabálykönyve: minden üzenet, amelyet a
### book/traders-builders.toml megnevez. Azonosítók: traders-builders-<fejezet>-<mi>.
### A fejezetcímek traders-builders-<fejezet>, a szakaszcímek -title végűek.
### Egyszerű szöveg, jelölések nélkül; a játék szókincse a terms.ftl
### kifejezéseiből jön, soha nem mondat elején.

traders-builders-title = { edition-traders-builders }
traders-builders-summary = A második kiegészítő: huszonnégy { -tile }, rajtuk hidak, házak és áruval teli { -city(number: "pl") }; egy { -builder }, akinek köszönhetően további { -tile(number: "pl", case: "acc") } rakhatsz le; egy { -pig }, amely gazdagabbá teszi a { -field(number: "pl", case: "acc") }; és { -goods-token(number: "pl") }, amelyeket az kap, aki befejez egy { -city(case: "acc") }.

## Fejezet: mit hoz a kiegészítő

traders-builders-overview = Mit hoz a játékba a „{ edition-traders-builders }”?
traders-builders-overview-intro = A „{ edition-traders-builders }” kiegészítővel az alapjátékkal együtt lehet játszani, önmagában vagy a „{ edition-inns-cathedrals }” kiegészítővel együtt, és nagyjából negyedórával hosszabbítja meg a játszmát. A dobozban a következőket találod:
traders-builders-overview-tiles = 24 új { -tile }, mindegyik egy kis jellel megjelölve, hogy a játék után újra ki lehessen válogatni őket.
traders-builders-overview-figures = 6 { -builder } és 6 { -pig }, mindegyik színből egy-egy.
traders-builders-overview-goods = 20 { -goods-token }: 9 { -wine }, 6 { -grain } és 5 { -cloth }.
traders-builders-overview-rest = Az alapjáték minden szabálya változatlanul érvényes. Ez a könyv csak azt írja le, ami megváltozik: az új { -tile(number: "pl", case: "acc") }, az { -builder(case: "acc") }, a { -pig(case: "acc") } és az árukat.
traders-builders-overview-new-tiles-title = Az új { -tile(number: "pl") }
traders-builders-overview-new-tiles = Keverd az új { -tile(number: "pl", case: "acc") } a többi közé, és a szokásos szabályok szerint rakd le őket. Néhányuk némi magyarázatra szorul:
traders-builders-overview-bridge = A híd nem { -crossing }: az egyik { -road } nyugatról keletre halad át a { -tile(case: "sup") }, a másik északról délre, fölötte vezet át, és egyik sem ér ott véget. A { -tile } négy sarka négy különálló { -field }.
traders-builders-overview-cloister = Az egyik { -tile(case: "sup") } egy { -cloister } ott áll, ahol három { -road } találkozik: mindegyiket lezárja, ahogy egy { -crossing } is tenné.
traders-builders-overview-house = Egy másikon az egyik { -road } egy { -city } kapujánál ér véget, a másik egy háznál. A ház ugyanúgy lezárja az { -road(case: "acc") }, mint egy { -crossing }.
traders-builders-overview-three-cities = Egy { -tile(case: "sup") } három különálló városrész van: mindegyik önálló { -city }, amíg más { -tile(number: "pl") } további városrészeket nem kapcsolnak hozzá.
traders-builders-overview-symbols = Sok { -city(case: "ine") } { -wine }, { -grain } vagy { -cloth } jele látható: erről lásd alább az árukról szóló fejezetet.

## Fejezet: az építőmester

traders-builders-builder = Az { -builder }
traders-builders-builder-placing-title = Az { -builder } lerakása
traders-builders-builder-placing = Egy { -follower } helyett az { -builder(poss: "sg2", case: "acc") } is teheted az imént lerakott { -tile(case: "sub") }, de csak olyan { -road(case: "sub") } vagy { -city(case: "ill") }, ahol már áll legalább egy { -thief(poss: "sg2") } vagy { -knight(poss: "sg2") }. Vagyis előbb a szokásos módon elfoglalsz egy { -road(case: "acc") } vagy { -city(case: "acc") }, és egy későbbi körödben, amikor továbbépíted, az új { -tile(case: "sub") } teheted az { -builder(poss: "sg2", case: "acc") }.
traders-builders-builder-others = Azon az { -road(case: "sup") } vagy abban a { -city(case: "ine") } más színű { -follower(number: "pl") } vagy { -builder(number: "pl") } is állhatnak.
traders-builders-builder-distance = Az { -builder(poss: "sg2") } és az { -follower(poss: "sg2") } között akárhány { -tile } lehet.
traders-builders-builder-road-or-city = Egyszer egy { -road(case: "sub") }, máskor egy { -city(case: "ill") } is teheted.
traders-builders-builder-no-field = Soha nem kerülhet { -field(case: "sub") }.
traders-builders-builder-double-title = A { -double-turn }
traders-builders-builder-double = Ettől kezdve valahányszor olyan { -tile(case: "acc") } raksz le, amely továbbépíti azt az { -road(case: "acc") } vagy { -city(case: "acc") }, ahol az { -builder(poss: "sg2") } áll, { -double-turn } jár neked: miután a szokásos módon letettél egy figurát és értékeltél, húzol még egy { -tile(case: "acc") }, lerakod, tehetsz rá egy figurát, és ismét értékelsz. Ezután véget ér a köröd.
traders-builders-builder-no-chain = Nincs láncolat: ha a második { -tile } ismét azt az { -road(case: "acc") } vagy { -city(case: "acc") } építi tovább, ahol az { -builder } áll, nem kapsz harmadik { -tile(case: "acc") }.
traders-builders-builder-stays = Az { -builder } a helyén marad, amíg az { -road } vagy a { -city }, ahol áll, el nem készül, és valahányszor továbbépíted, { -double-turn(case: "acc") } hoz neked. Amikor az { -road } vagy a { -city } elkészül, értékelni kell, és az { -builder } is visszakerül hozzád, ugyanúgy, mint az ott álló { -follower(poss: "sg2", number: "pl") }.
traders-builders-builder-both-tiles = Egy { -double-turn } során mindkét { -tile(case: "sub") } tehetsz egy-egy figurát. Ha már az első { -tile } befejezi azt az { -road(case: "acc") } vagy { -city(case: "acc") }, ahol az { -builder } állt, az épp visszakapott { -builder(case: "acc") } akár a második { -tile(case: "sub") } is teheted.
traders-builders-builder-majority = Az { -builder } soha nem számít bele, amikor eldől, kié a többség egy { -road(case: "sup") } vagy { -city(case: "ine") }, és önmagában semmit sem ér.

## Fejezet: a disznó

traders-builders-pig = A { -pig }
traders-builders-pig-placing-title = A { -pig } lerakása
traders-builders-pig-placing = Egy { -follower } helyett a { -pig(poss: "sg2", case: "acc") } is teheted az imént lerakott { -tile(case: "sub") }, de csak olyan { -field(case: "sub") }, ahol már áll legalább egy { -farmer(poss: "sg2") }. Azon a { -field(case: "sup") } más színű { -farmer(number: "pl") } és { -pig(number: "pl") } is állhatnak.
traders-builders-pig-stays = Akárcsak a { -farmer(number: "pl") }, a { -pig } is a játék végéig a { -field(poss: "sg3", case: "sup") } marad. Ha az utolsó { -farmer(poss: "sg2") } valaha elhagyná azt a { -field(case: "acc") } – erre csak más kiegészítők adhatnak lehetőséget –, a { -pig } vele együtt visszakerül hozzád.
traders-builders-pig-scoring-title = Mennyit ér a { -pig }?
traders-builders-pig-scoring = A záró értékeléskor, ha te vagy a tulajdonosa egy olyan { -field(case: "dat") }, amelyen a { -pig(poss: "sg2") } áll, minden kész { -city } után, amellyel ez a { -field } határos, 3 helyett 4 { -point(case: "acc") } kapsz.
traders-builders-pig-majority = Csak a { -farmer(number: "pl") } döntik el, kié a { -field }; a { -pig } nem számít bele. Ha nem te vagy a { -field } tulajdonosa, a { -pig(poss: "sg2") } semmit sem hoz, ha pedig egyenlőség miatt másokkal együtt vagy a tulajdonosa, csak te kapod meg a plusz { -point(number: "pl", case: "acc") }.
traders-builders-pig-house-title = Házi szabály: több { -pig }
traders-builders-pig-house = A dobozban minden játékosnak egy { -pig } jut. Egyes társaságokban mindenki kettőt vagy még többet kap; egyik megjelenés sem ír ilyet, ezért ez házi szabály. Minden { -pig } továbbra is csak olyan { -field(case: "sup") } állhat, ahol a gazdája { -farmer(case: "acc") } is tart, és egy { -field(case: "sup") } játékosonként csak egy { -pig } számít.
traders-builders-pig-editions-title = A { -pig } és a { -field(number: "pl") } régebbi értékelése
traders-builders-pig-editions = A szabálykönyv a { -pig(case: "acc") } a { -field(number: "pl") } mai értékelése szerint írja le, amelyben minden { -field(case: "acc") } külön kell értékelni, és minden { -city } 3 { -point(case: "acc") } ér. Arról nem szól, hogyan működik a { -pig } a régebbi szabályokkal, ezért e könyv példái az alábbi értelmezéseket követik; ezek a mi értelmezéseink, nem a kiadóéi.
traders-builders-pig-reading-first = A mi értelmezésünk az első kiadás szabályaira, amelyek szerint minden kész { -city } annak a játékosnak jár, akinek a legtöbb { -farmer } áll körülötte, és 4 { -point(case: "acc") } ér: az a játékos, aki megnyer egy { -city(case: "acc") }, és { -pig(case: "acc") } is tart a körülötte lévő { -field(number: "pl") } egyikén, ahol { -farmer(poss: "sg3") } is áll, 5 { -point(case: "acc") } kap az adott { -city } után.
traders-builders-pig-reading-second = A mi értelmezésünk a második kiadás szabályaira, amelyek szerint egy játékos minden { -city } után csak egyszer kap { -point(case: "acc") }, akkor is, ha több vele határos { -field(case: "acc") } is birtokol: ha a { -pig } gazdája egy { -city } után annak a { -field(case: "dat") } a révén kap { -point(case: "acc") }, amelyen a { -pig } áll, a { -pig } 1 { -point(case: "acc") } tesz hozzá, így egy ilyen { -city } 4 { -point(case: "acc") } ér.
traders-builders-pig-reading-big = A „{ edition-inns-cathedrals }” kiegészítővel a nagy { -farmer } két { -farmer(case: "dat") } számít minden többségben, amely egy { -field(case: "sup") } dől el, az első kiadás szerint pedig egy { -city } körül is (ez a mi értelmezésünk); a { -pig } egy { -farmer(case: "dat") } sem számít. Olyan { -field(case: "sub") } is teheted a { -pig(poss: "sg2", case: "acc") }, ahol az egyetlen { -farmer(poss: "sg2") } a nagy.

## Fejezet: az áruk

traders-builders-goods = Az áruk
traders-builders-goods-merchant-title = Árukat tartalmazó { -city } befejezése
traders-builders-goods-merchant = Amikor elkészül egy { -city }, amelyben egy vagy több árujel látható, a szokásos módon értékelni kell. Ezután az a játékos, aki a befejező { -tile(case: "acc") } lerakta, a { -city(case: "ine") } látható minden jel után elvesz egy { -goods-token(case: "acc") }: a { -wine } jele után { -wine(case: "acc") }, a { -grain } jele után { -grain(case: "acc") }, a { -cloth } jele után { -cloth(case: "acc") }.
traders-builders-goods-anyone = Nem számít, hogy ez a játékos tart-e { -knight(case: "acc") } a { -city(case: "ine") }, sőt az sem, hogy tart-e ott bárki: egy { -city } befejezése árut hoz annak, aki befejezi.
traders-builders-goods-final-title = Az áruk a záró értékeléskor
traders-builders-goods-final = A játék végén az a játékos, akinél a legtöbb { -goods-token } van { -wine(case: "ela") }, 10 { -point(case: "acc") } kap; ugyanígy az is, akinél a legtöbb van { -grain(case: "ela") }, és az is, akinél a legtöbb van { -cloth(case: "ela") }.
traders-builders-goods-tie = Ha egy árufajtából egyenlőség van az élen, mindegyik érintett játékos megkapja a teljes 10 { -point(case: "acc") }.

## Fejezet: a területkártyák

traders-builders-tiles = A { -tile(number: "pl") }
traders-builders-tiles-intro = A „{ edition-traders-builders }” kiegészítőben lévő huszonnégy { -tile }, fajtánként azzal, hány darab van belőle a dobozban.
