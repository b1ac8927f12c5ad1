### A „Fogadók és katedrálisok” szabálykönyve: minden üzenet, amelyet a
### book/inns-cathedrals.toml megnevez. Azonosítók: inns-cathedrals-<fejezet>-<mi>.
### A fejezetcímek inns-cathedrals-<fejezet>, a szakaszcímek -title végűek.
### Egyszerű szöveg, jelölések nélkül; a játék szókincse a terms.ftl
### kifejezéseiből jön, soha nem mondat elején.

inns-cathedrals-title = { edition-inns-cathedrals }
inns-cathedrals-summary = Az első kiegészítő: tizennyolc { -tile }, rajtuk tóparti { -inn(number: "pl") } és { -cathedral(number: "pl") }, amelyek többet érővé teszik az { -road(number: "pl", case: "acc") } és a { -city(number: "pl", case: "acc") }, de ha ezek nem készülnek el, semmit sem érnek; minden játékosnak egy { -big-follower }, valamint pontkártyák, amelyekkel számon tarthatod, hányszor kerülted meg az { -scoreboard(case: "acc") }.

## Fejezet: mit hoz a kiegészítő

inns-cathedrals-overview = Mit hoz a játékba a „{ edition-inns-cathedrals }”?
inns-cathedrals-overview-intro = A „{ edition-inns-cathedrals }” kiegészítővel az alapjátékkal együtt lehet játszani, és nagyjából negyedórával hosszabbítja meg a játszmát. A dobozban a következőket találod:
inns-cathedrals-overview-tiles = 18 új { -tile }, mindegyik egy kis jellel megjelölve, hogy a játék után újra ki lehessen válogatni őket.
inns-cathedrals-overview-big = 6 { -big-follower }, mindegyik színből egy.
inns-cathedrals-overview-grey = 8 szürke { -follower }, hogy egy hatodik játékos is csatlakozhasson.
inns-cathedrals-overview-scoring-tiles = 6 pontkártya, az egyik oldalukon 50-es, a másikon 100-as számmal.
inns-cathedrals-overview-rest = Az alapjáték minden szabálya változatlanul érvényes. Ez a könyv csak azt írja le, ami megváltozik: a { -big-follower(case: "acc") }, a { -inn(number: "pl", case: "acc") }, a { -cathedral(number: "pl", case: "acc") } és a pontkártyákat.
inns-cathedrals-overview-sixth-title = Hatodik játékos
inns-cathedrals-overview-sixth = A szürke { -follower(number: "pl") } révén hatodik játékos is csatlakozhat a játékhoz. Szürke ugyanazok szerint a szabályok szerint játszik, mint bármely más szín: a szürke { -follower(number: "pl") } ugyanúgy kerülnek le, ugyanúgy osztoznak egy-egy területen, és ugyanúgy kapnak pontot, mint a többieké.
inns-cathedrals-overview-new-tiles-title = Az új { -tile(number: "pl") }
inns-cathedrals-overview-new-tiles = Keverd össze az új { -tile(number: "pl", case: "acc") } az alapjátékéival, és a szokásos szabályok szerint rakd le őket: minden élüknek illeszkednie kell a szomszédos { -tile(number: "pl") } éleihez, amelyekkel érintkeznek. Némelyiken olyasmi is látható, ami az alapjátékban nincs:
inns-cathedrals-overview-inn = Egy tóparti { -inn }, hat { -tile(case: "sup") }: annak az { -road(case: "dat") } a része, amely mellett áll.
inns-cathedrals-overview-cathedral = Egy { -cathedral }, két olyan { -tile(case: "sup") }, amelynek mind a négy oldalán { -city } van.
inns-cathedrals-overview-caps = Az egyik { -tile(case: "sup") } négy különálló városrész van, oldalanként egy, középen egy kis { -field } körül; egy másikon három. Mindegyik városrész önálló { -city }, amíg más { -tile(number: "pl") } további városrészeket nem kapcsolnak hozzá.
inns-cathedrals-overview-village = Egy { -tile(case: "sup") } három { -road } fut össze egy falu körül, vagyis ez egy { -crossing }, és az egyik { -road } mellett egy { -inn } áll. Mint minden { -crossing(case: "ine") }, itt is mindhárom { -road } véget ér.

## Fejezet: a nagy alattvaló

inns-cathedrals-big = A { -big-follower }
inns-cathedrals-big-placing-title = A lerakása
inns-cathedrals-big-placing = A körödben egy közönséges { -follower } helyett a { -big-follower(poss: "sg2", case: "acc") } is lerakhatod, pontosan ugyanazon szabályok szerint: az imént lerakott { -tile(case: "sub") }, ahol { -thief }, { -knight }, { -monk } vagy { -farmer } lesz belőle, és csak olyan { -road(case: "sub") }, { -city(case: "ill") }, { -cloister(case: "ill") } vagy { -field(case: "sub") }, ahol még senki sem áll.
inns-cathedrals-big-counts = Egy { -road }, { -city } vagy { -field } értékelésekor a { -big-follower } két { -follower(case: "dat") } számít, amikor eldől, kinek van ott a legtöbb. Kétszer annyi { -point(case: "acc") } viszont nem hoz: a tulajdonos a szokásos módon egyszer kap érte { -point(case: "acc") }. A { -cloister(case: "ine") } nincs jelentősége, mert egy { -cloister(case: "ine") } csak egy { -monk } lehet.
inns-cathedrals-big-returns = Az értékelés után ugyanúgy visszakerül a { -supply(poss: "sg2", case: "ill") }, mint bármely más { -follower }, és a következő körödtől kezdve ismét lerakhatod. Ha { -farmer } lett belőle, a játék végéig a { -field(poss: "sg3", case: "sup") } marad, ahogy minden { -farmer }.
inns-cathedrals-big-majority-title = Többség a { -big-follower(case: "ins") }
inns-cathedrals-big-farms-title = A nagy { -farmer }
inns-cathedrals-big-farms = A { -field(case: "sup") } a { -big-follower } két { -farmer(case: "dat") } számít, amikor a játék végén eldől, ki a { -field } tulajdonosa. A harmadik és a második kiadás szabályai szerint minden { -field(case: "acc") } külön kell értékelni, így ennyi az egész.
inns-cathedrals-big-farms-reading = A mi értelmezésünk az első kiadás szabályaira, amelyek szerint minden kész { -city } annak a játékosnak jár, akinek a legtöbb { -farmer } áll a körülötte lévő összes { -field(case: "sup") }: a { -big-follower } ott is két { -farmer(case: "dat") } számít. A szabálykönyv csak annyit mond, hogy egy { -road(case: "sup") }, { -city(case: "ine") } vagy { -field(case: "sup") } két { -follower(case: "dat") } számít; az első kiadás szerinti számolásról nem szól.
inns-cathedrals-inner-field-title = A négy városrész közé zárt { -field }
inns-cathedrals-inner-field = Az egyik új { -tile(case: "sup") } négy különálló városrész van egy kis { -field } körül, amely sehol sem ér el a { -tile } széléig. Ez a { -field } ugyanolyan { -field }, mint bármelyik másik: { -farmer(case: "acc") } lehet rá tenni, és a játék végén a négy közül minden befejezett { -city(case: "ins") } határos.

## Fejezet: a fogadók

inns-cathedrals-inns = Tóparti { -inn(number: "pl") }
inns-cathedrals-inns-complete = Amikor elkészül egy { -road }, amely mellett { -inn } áll, a tulajdonosa minden { -tile } után, amelyen az { -road } áthalad, 1 helyett 2 { -point(case: "acc") } kap.
inns-cathedrals-inns-unfinished = A { -inn } kockázatos vállalkozás: ha az { -road } a játék végén még nincs kész, a záró értékeléskor egyáltalán semmit sem ér, még a szokásos, minden { -tile } után járó 1 { -point(case: "acc") } sem.
inns-cathedrals-inns-several = Ha egy { -road } mellett két vagy több { -inn } áll, ugyanannyit ér, mintha csak egy állna ott: minden { -tile } után továbbra is 2 { -point(case: "acc") }.

## Fejezet: a katedrálisok

inns-cathedrals-cathedrals = A { -cathedral(number: "pl") }
inns-cathedrals-cathedrals-complete = Amikor elkészül egy { -city }, amelyben { -cathedral } áll, a tulajdonosa 3 { -point(case: "acc") } kap minden { -tile } után, amelyre a { -city } kiterjed, és 3-at minden benne lévő { -pennant } után, a szokásos 2 és 2 helyett.
inns-cathedrals-cathedrals-unfinished = Ha a { -city } a játék végén még nincs kész, a záró értékeléskor egyáltalán semmit sem ér: nem jár érte a szokásos 1 { -point } sem minden { -tile } és { -pennant } után, semmi. A { -cathedral } körül épülő { -city } nagy, és nehéz lezárni, ezért jól gondold meg, mielőtt csatlakozol hozzá.
inns-cathedrals-cathedrals-two = Ha mindkét { -cathedral } ugyanabba a { -city(case: "ill") } kerül, a { -city } akkor is csak 3 { -point(case: "acc") } ér minden { -tile } és { -pennant } után, nem többet. A { -farmer(number: "pl") } számára semmi sem változik: a kész { -city }, amelyben { -cathedral } áll, a körülötte lévő { -field(number: "pl") } tulajdonosainak a szokásos { -point(number: "pl", case: "acc") } hozza.

## Fejezet: a pontkártyák

inns-cathedrals-scoring-tiles = Pontkártyák: 50 és 100
inns-cathedrals-scoring-tiles-intro = Az { -scoreboard } csak 49-ig számol. A hat pontkártya a megtett köröket tartja számon, így senkinek sem kell fejben tartania, ki ért már körbe:
inns-cathedrals-scoring-tiles-first = Amikor a pontjelződ eléri vagy átlépi a 0-s helyet, vegyél el egy pontkártyát, és tedd magad elé az 50-es oldalával felfelé.
inns-cathedrals-scoring-tiles-second = Amikor másodszor is átlépi a 0-t, fordítsd át a kártyát a 100-as oldalára.
inns-cathedrals-scoring-tiles-third = Amikor a pontjelződ harmadszor is körbeér, vegyél el egy második pontkártyát, és tedd az első mellé, az 50-es oldalával felfelé.
inns-cathedrals-scoring-tiles-example = Az eredményed a pontkártyáid összege meg annak a helynek a száma, amelyen a pontjelződ áll: ha előtted egy 100-as kártya van, és a pontjelződ a 17-es helyen áll, 117 { -point(case: "acc") } gyűjtöttél.

## Fejezet: a területkártyák

inns-cathedrals-tiles = A { -tile(number: "pl") }
inns-cathedrals-tiles-intro = A „{ edition-inns-cathedrals }” kiegészítőben lévő tizennyolc { -tile }, fajtánként azzal, hány darab van belőle a dobozban.
