### „A hercegnő és a sárkány” szabálykönyve: minden üzenet, amelyet a
### book/princess-dragon.toml megnevez, a más kiegészítőkről szóló
### szakaszokkal együtt. Azonosítók: princess-dragon-<fejezet>-<mi>.
### A fejezetcímek princess-dragon-<fejezet>, a szakaszcímek -title végűek.
### Egyszerű szöveg, jelölések nélkül; a játék szókincse a terms.ftl
### kifejezéseiből jön, soha nem mondat elején. A vulkánt ábrázoló
### területkártyán a vulkán jele látható, a sárkány jelét viselőn a sárkányé.

princess-dragon-title = { edition-princess-dragon }
princess-dragon-summary = A harmadik kiegészítő: harminc { -tile }, rajtuk { -volcano(number: "pl") }, { -magic-portal(number: "pl") } és { -princess(number: "pl") }; egy { -dragon }, amely bejárja a tájat, és minden figurát hazaküld, amely az útjába kerül; valamint egy { -fairy }, amely oltalmazza és megjutalmazza az { -follower(poss: "sg2", number: "pl", case: "acc") }.

## Fejezet: mit hoz a kiegészítő

princess-dragon-overview = Mit hoz a játékba „{ edition-princess-dragon }”?
princess-dragon-overview-intro = „{ edition-princess-dragon }” kiegészítővel az alapjátékkal együtt lehet játszani, és nagyjából húsz perccel hosszabbítja meg a játszmát. A dobozban a következőket találod:
princess-dragon-overview-tiles = 30 új { -tile }, mindegyiken a kiegészítő jelével, hogy a játék után könnyen ki lehessen válogatni őket.
princess-dragon-overview-dragon = 1 fából készült { -dragon }, amely senkié: mindegyik játékos mozgatja.
princess-dragon-overview-fairy = 1 fából készült { -fairy }, amely szintén senkié: bármelyik játékos használhatja.
princess-dragon-overview-rest = Az alapjáték minden szabálya változatlanul érvényes. Ez a könyv csak az újdonságokat magyarázza el: az új { -tile(number: "pl", case: "acc") } és a jeleiket, a { -dragon(case: "acc") } és a { -fairy(case: "acc") }.
princess-dragon-overview-symbols-title = A négy jel
princess-dragon-overview-symbols = Minden új { -tile(case: "sup") } a négy jel egyike látható, és ez megváltoztatja, mi történik abban a körben, amelyben lerakják:
princess-dragon-overview-volcano = Hat { -tile(case: "sup") } { -volcano } van: oda száll le a { -dragon }.
princess-dragon-overview-dragon-tiles = Tizenkettőn a { -dragon } jele látható: ezek hatására a { -dragon } elindul, és bejárja a tájat.
princess-dragon-overview-portal = Hat { -tile(case: "sup") } { -magic-portal } van: a segítségével szinte bárhová leteheted az { -follower(poss: "sg2", case: "acc") }.
princess-dragon-overview-princess = Hat { -tile(case: "sup") } egy { -city(case: "ine") } { -princess } látható: ő hazaküldhet egy { -knight(case: "acc") }.

## Fejezet: előkészítés

princess-dragon-setup = Előkészítés „{ edition-princess-dragon }” kiegészítővel
princess-dragon-setup-intro = Készítsd elő az alapjátékot a szokásos módon, két kiegészítéssel:
princess-dragon-setup-step-tiles = Keverd a 30 új { -tile(case: "acc") } képpel lefelé a többi közé.
princess-dragon-setup-step-figures = A { -dragon(case: "acc") } és a { -fairy(case: "acc") } tedd a táj mellé, ne a tájra. A { -fairy } ott vár, amíg egy játékos először nem használja, a { -dragon } pedig addig, amíg valaki le nem rakja az első { -volcano(case: "acc") }.

## Fejezet: egy kör

princess-dragon-turn = Egy kör menete „{ edition-princess-dragon }” kiegészítővel
princess-dragon-turn-intro = A kör az alapjátékban megszokott sorrendben zajlik. Az új jelek és figurák így illeszkednek bele:
princess-dragon-turn-step-fairy = Ha a köröd kezdetén az egyik { -follower(poss: "sg2") } a { -fairy } mellett áll, azonnal kapsz 1 { -point(case: "acc") }.
princess-dragon-turn-step-tile = Húzz egy { -tile(case: "acc") }, és rakd le. Ha { -volcano } van rajta, azonnal tedd rá a { -dragon(case: "acc") }. Ha a { -dragon } jele látható rajta, miközben a { -dragon } még a táj mellett vár, tedd félre, és húzz helyette egy másikat.
princess-dragon-turn-step-figure = Ezután a következők közül legfeljebb egyet tehetsz meg: letehetsz egy { -follower(case: "acc") } (egy { -magic-portal } segítségével akár egy másik { -tile(case: "sub") } is), lerakhatod vagy áthelyezheted a { -fairy(case: "acc") }, vagy egy { -princess } segítségével hazaküldhetsz egy { -knight(case: "acc") }. Ha az imént lerakott { -tile(case: "sup") } { -volcano } van, arra nem tehetsz { -follower(case: "acc") }.
princess-dragon-turn-step-dragon = Ha a lerakott { -tile(case: "sup") } a { -dragon } jele látható, a { -dragon } most hat { -tile(case: "sub") } lép; a lépéseket a játékosok egymás után, sorban teszik meg.
princess-dragon-turn-step-score = Végül a szokásos módon értékelj mindent, amit a lerakott { -tile } befejezett, és ahol jár, add hozzá a { -fairy } jutalmát is.

## Fejezet: az új területkártyák

princess-dragon-new-tiles = Az új { -tile(number: "pl") } lerakása
princess-dragon-new-tiles-placing = Az új { -tile(number: "pl", case: "acc") } az alapjáték szabályai szerint kell lerakni: minden oldaluknak, amely egy másik { -tile(case: "acc") } érint, illeszkednie kell hozzá. A jeleik akkor lépnek életbe, amikor a { -tile } már a helyén van, ahogy a következő fejezetek elmagyarázzák. A { -tile(number: "pl") } közül kettőn olyasmi is látható, ami az alapjátékban nincs: egy alagút, illetve egy { -city(case: "ine") } álló { -cloister }.
princess-dragon-new-tiles-tunnel-title = Az alagút
princess-dragon-new-tiles-tunnel = Az egyik { -tile(case: "acc") } egy városrész szeli át az egyik oldalától a szemközti oldaláig, egy { -road } pedig derékszögben keresztezi: alagútban halad át alatta. Az { -road } nem ér véget a városfalnál: a { -tile } egyik szélétől a szemközti széléig fut, és végig egyetlen { -road } marad, a { -city } pedig a szokásos módon folytatódik a { -tile(case: "sup") } át.
princess-dragon-new-tiles-tunnel-fields = Egy közönséges { -road(case: "ins") } ellentétben ez nem vágja ketté a zöld területet, amelyen áthalad. A { -city } mindkét oldalán egy-egy egységes { -field } marad: az { -road } bal és jobb oldalán fekvő rész együtt alkotja.
princess-dragon-new-tiles-cloister-title = A { -cloister } a { -city(case: "ine") }
princess-dragon-new-tiles-cloister = Az egyik { -tile(case: "sup") } egy { -city(case: "ine") } álló { -cloister } látható. A kettő két külön dolog: a { -city } annak a { -city(case: "dat") } a része, amelyhez csatlakozik, a { -cloister } pedig ugyanolyan { -cloister }, mint bármelyik másik.
princess-dragon-new-tiles-cloister-one = Ha ide teszel { -follower(case: "acc") }, tedd egyértelművé, hol áll: a { -city(case: "ine") }, ahol { -knight } lesz belőle, vagy a { -cloister(case: "ine") }, ahol { -monk }. Vagy az egyik, vagy a másik, a kettő egyszerre soha.
princess-dragon-new-tiles-cloister-scoring = A { -cloister(case: "acc") } értékelni kell, amint nyolc { -tile } veszi körül, akár elkészült már a körülötte lévő { -city }, akár nem.
princess-dragon-new-tiles-cloister-share = A { -city(case: "ine") } álló { -knight } senkit sem akadályoz meg abban, hogy { -monk(case: "acc") } tegyen a { -cloister(case: "ill") }, és a { -cloister(case: "ine") } álló { -monk } sem akadályozza meg, hogy { -knight } kerüljön a { -city(case: "ill") }. Így ezen a { -tile(case: "sup") } egy { -monk } és egy { -knight } is állhat egyszerre.

## Fejezet: a vulkán

princess-dragon-volcano = A { -volcano }
princess-dragon-volcano-arrives-title = Hová száll le a { -dragon }?
princess-dragon-volcano-arrives = Amikor olyan { -tile(case: "acc") } raksz le, amelyen { -volcano } van, vedd el a { -dragon(case: "acc") } onnan, ahol éppen van – a táj mellől vagy valahonnan a tájról –, és tedd közvetlenül a { -volcano(case: "sub") }. A { -dragon(case: "acc") } felemeled és odateszed, nem lépteted, így a közbeeső { -tile(number: "pl") } érintetlenek maradnak.
princess-dragon-volcano-no-follower = Erre a { -tile(case: "sub") } nem tehetsz { -follower(case: "acc") }. A { -fairy(case: "acc") } azonban a szokásos szabályai szerint lerakhatod vagy áthelyezheted, de dönthetsz úgy is, hogy semmit sem teszel le.
princess-dragon-volcano-never-together = Ez egy olyan szabályból következik, amely az egész játék során érvényes: egy { -follower } és a { -dragon } soha nem lehet egyszerre ugyanazon a { -tile(case: "sup") }.
princess-dragon-volcano-before-title = Az első { -volcano } előtt
princess-dragon-volcano-before = Amíg valaki le nem rakja az első { -volcano(case: "acc") }, a { -dragon } a táj mellett vár, és egyáltalán nem mozog.
princess-dragon-volcano-before-set-aside = Ha ez idő alatt olyan { -tile(case: "acc") } húzol, amelyen a { -dragon } jele látható, ne rakd le. Tedd félre képpel felfelé, mindenki számára jól láthatóan, és húzz helyette egy másik { -tile(case: "acc") }.
princess-dragon-volcano-before-shuffle = Amint a { -dragon } az első { -volcano(case: "sup") } játékba lép, keverd vissza az összes félretett { -tile(case: "acc") } a még húzásra váró { -tile(number: "pl") } közé, és folytassátok a játékot a szokásos módon.

## Fejezet: a sárkány

princess-dragon-dragon = A { -dragon }
princess-dragon-dragon-moving-title = A { -dragon } mozgása
princess-dragon-dragon-first = Amikor olyan { -tile(case: "acc") } raksz le, amelyen a { -dragon } jele látható, előbb a szokásos módon tegyél le egy figurát: ha akarod, egy { -follower(case: "acc") } az új { -tile(case: "sub") }, vagy rakd le, illetve helyezd át a { -fairy(case: "acc") }.
princess-dragon-dragon-moving = Ezután a játék szünetel, amíg a { -dragon } mozog. Először te lépteted egy { -tile(case: "ins") } arrébb, aztán a tőled balra ülő játékos még egy { -tile(case: "ins") } arrébb, és így tovább körbe az asztalnál, amíg összesen hat { -tile(case: "sub") } nem lépett. A köröd csak ezután folytatódik az értékeléssel.
princess-dragon-dragon-step = Minden lépéssel a { -dragon } egy olyan szomszédos { -tile(case: "sub") } kerül, amely egy oldalon érintkezik azzal, amelyen áll: északra, keletre, délre vagy nyugatra, soha nem átlósan, és soha nem üres helyre.
princess-dragon-dragon-six = Mindig hat { -tile(case: "sub") } lép, akárhányan játszotok is: ha ketten játszotok, mindketten háromszor léptetitek, ha hárman, mindenki kétszer. Aki a lépéssel soron van, köteles megtenni.
princess-dragon-dragon-once = Egyetlen mozgás során a { -dragon } soha nem lép kétszer ugyanarra a { -tile(case: "sub") }. Az a { -tile }, ahonnan elindul, már meglátogatottnak számít, így oda sem térhet vissza.
princess-dragon-dragon-fairy = Arra a { -tile(case: "sub") } soha nem léphet, amelyen a { -fairy } áll.
princess-dragon-dragon-eating-title = Figurák a { -dragon } útjában
princess-dragon-dragon-eating = Valahányszor a { -dragon } egy { -tile(case: "sub") } lép, az ott álló összes figura azonnal visszakerül a gazdájához: az { -thief(number: "pl") }, a { -knight(number: "pl") }, a { -monk(number: "pl") } és a { -farmer(number: "pl") } egyaránt.
princess-dragon-dragon-eating-after = Az { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } és { -field(number: "pl") }, amelyeket elfoglaltak, megmaradnak, csak immár ezen { -follower(number: "pl") } nélkül. Mindegyikük visszakerül a gazdája { -supply(poss: "sg3", case: "ill") }, és újra lerakható.
princess-dragon-dragon-dead-end-title = Zsákutca
princess-dragon-dragon-dead-end = Előfordul, hogy a { -dragon } olyan { -tile(case: "sub") } ér, ahonnan e szabályok szerint nem léphet tovább: minden szomszédos hely üres, már meglátogatott, vagy a { -fairy } őrzi. Ilyenkor a mozgása ott véget ér, akkor is, ha hatnál kevesebb { -tile(case: "sub") } lépett.

## Fejezet: a tündér

princess-dragon-fairy = A { -fairy }
princess-dragon-fairy-placing-title = A { -fairy } lerakása
princess-dragon-fairy-placing = Egy { -follower } lerakása helyett a { -fairy(case: "acc") } is odateheted az egyik { -follower(poss: "sg2") } mellé, bárhol a tájon. Ekkor ugyanazon a { -tile(case: "sup") } áll, mint az az { -follower }. A { -fairy } senkié: a játék elején a táj mellett áll, és aki használja, onnan veszi el, ahol éppen van.
princess-dragon-fairy-moving = Ha tehát a { -fairy } már egy { -follower } mellett áll – akár egy másik játékosé, akár a tiéd mellett –, ugyanígy áthelyezheted onnan az egyik { -follower(poss: "sg2") } mellé.
princess-dragon-fairy-powers-title = Mit tesz a { -fairy }?
princess-dragon-fairy-powers = A { -fairy } három dolgot tesz:
princess-dragon-fairy-protects = Távol tartja a { -dragon(case: "acc") }: a { -dragon } nem léphet arra a { -tile(case: "sub") }, amelyen a { -fairy } áll, így az ott álló { -follower(poss: "sg2") } biztonságban van tőle.
princess-dragon-fairy-turn-point = Minden körben hoz egy { -point(case: "acc") }: ha a köröd kezdetén az egyik { -follower(poss: "sg2") } a { -fairy } mellett áll, azonnal kapsz 1 { -point(case: "acc") }.
princess-dragon-fairy-scoring = Értékeléskor jutalmat ad: amikor értékelni kell azt az { -road(case: "acc") }, { -city(case: "acc") }, { -cloister(case: "acc") } vagy { -field(case: "acc") }, amelyet a { -fairy } melletti { -follower } elfoglal – akár játék közben, akár a záró értékeléskor –, az { -follower } gazdája még 3 { -point(case: "acc") } kap. Ez a 3 { -point } mindenképpen jár, bármi más történjék is az értékeléskor, még akkor is, ha ott egy másik játékosé a többség, és az { -follower } gazdája egyébként semmit sem kapna.
princess-dragon-fairy-after-title = Amikor az { -follower } távozik
princess-dragon-fairy-after = Az értékelés után az { -follower } a szokásos módon visszakerül a gazdájához, a { -fairy } azonban ugyanazon a { -tile(case: "sup") } marad, amíg egy játékos át nem helyezi.
princess-dragon-fairy-after-reading = A szabálykönyv nem mondja meg, mit tesz a { -fairy }, miután az { -follower }, amely mellett állt, hazatért. Mi így értelmezzük: a { -dragon } továbbra sem léphet arra a { -tile(case: "sub") }, amelyen a { -fairy } áll, de a { -fairy } senkinek sem hoz semmit – sem a kör eleji { -point(case: "acc") }, sem az értékeléskor járó jutalmat –, amíg egy játékos át nem helyezi valamelyik { -follower(poss: "sg3") } mellé. Ez a mi értelmezésünk, nem a kiadóé.
princess-dragon-fairy-mayor-title = A { -fairy } egy { -mayor } mellett
princess-dragon-fairy-mayor = A { -mayor } annyit ér, ahány { -pennant } van a { -city(case: "ine") }, így egy { -pennant } nélküli { -city(case: "ine") } semmit sem ér. Ha egy ilyen { -city } elkészül, és csak egy ilyen { -mayor } tartja, a { -city(case: "acc") } akkor is értékelni kell – 0 { -point(case: "acc") } ér –, a { -mayor } pedig hazamegy. A mellette álló { -fairy } ugyanúgy megadja a 3 { -point(case: "acc") }, hiszen az nem attól függ, mennyit szerez az { -follower }. Az, hogy a { -city } értékelésre kerül, ha semmit sem ér is, a mi értelmezésünk; a szabálykönyv csak annyit mond, hogy a { -fairy } megadja a pontjait.

## Fejezet: a varázskapu

princess-dragon-portal = A { -magic-portal }
princess-dragon-portal-anywhere = Amikor olyan { -tile(case: "acc") } raksz le, amelyen { -magic-portal } van, ebben a körben nem kell az imént lerakott { -tile(case: "sub") } tenned az { -follower(poss: "sg2", case: "acc") }: teheted oda is, de bármelyik másik, már a tájon fekvő { -tile(case: "sub") } is.
princess-dragon-portal-rules = Akárhová kerül, az { -follower } lerakásának szokásos szabályai továbbra is érvényesek. Nem kerülhet olyan { -road(case: "sub") }, { -city(case: "ill") }, { -cloister(case: "ill") } vagy { -field(case: "sub") }, ahol már áll egy { -follower }, és már elkészült { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") } sem.
princess-dragon-portal-dragon = Arra a { -tile(case: "sub") } sem kerülhet, amelyen a { -dragon } áll, hiszen egy { -follower } soha nem lehet ugyanazon a { -tile(case: "sup") }, mint a { -dragon }.

## Fejezet: a hercegnő

princess-dragon-princess = A { -princess }
princess-dragon-princess-rule = Minden { -princess } egy városrészben lakik azon a { -tile(case: "sup") }, amelyen látható; ezt a { -tile(case: "acc") } a szokásos szabályok szerint kell lerakni. Ha ez a városrész egy olyan { -city(case: "acc") } bővít, amelyben már egy vagy több { -knight } áll, hazaküldheted közülük az egyiket: visszakerül a gazdája { -supply(poss: "sg3", case: "ill") }.
princess-dragon-princess-choice = Ha a { -city(case: "ine") } több különböző színű { -knight } áll, szabadon választhatod ki, melyikük távozzon.
princess-dragon-princess-own = A { -knight } bármelyik játékosé lehet, akár a tiéd is.
princess-dragon-princess-instead = Egy { -knight } hazaküldése a köröd figurájának lerakása helyett történik: ha ezt választod, ebben a körben nem teszel le { -follower(case: "acc") }.
princess-dragon-princess-fairy-reading = A szabálykönyv felsorolja, milyen figurákat nem tehetsz le, miután hazaküldtél egy { -knight(case: "acc") }, és a { -fairy } nincs köztük. Mivel azonban a { -fairy(case: "acc") } is egy { -follower } helyett lehet lerakni vagy áthelyezni, úgy értelmezzük, hogy abban a körben, amelyben a { -princess } hazaküld egy { -knight(case: "acc") }, erre sem marad lehetőség: a { -fairy(case: "acc") } sem rakhatod le, és át sem helyezheted. Ez a mi értelmezésünk, nem a kiadóé.

## Fejezet: a területkártyák

princess-dragon-tiles = A { -tile(number: "pl") }
princess-dragon-tiles-intro = A harminc { -tile }, amely „{ edition-princess-dragon }” kiegészítőben található, fajtánként azzal, hány darab van belőle a dobozban.

## Más kiegészítőkkel (a book/princess-dragon.toml `with` jelölésű szakaszai)

princess-dragon-volcano-builder-title = Az { -builder }, a { -pig } és a { -volcano }
princess-dragon-volcano-builder = A „{ edition-traders-builders }” kiegészítővel a { -dragon } miatt csak { -follower(case: "acc") } nem tehetsz arra a { -tile(case: "sub") }, amelyen { -volcano } van. Az { -builder(poss: "sg2") } vagy a { -pig(poss: "sg2") } a saját szokásos szabályai szerint odakerülhet: az { -builder } akkor, ha a { -tile } olyan { -road(case: "acc") } vagy { -city(case: "acc") } bővít, ahol { -thief(poss: "sg2") } vagy { -knight(poss: "sg2") } áll, a { -pig } pedig akkor, ha olyan { -field(case: "acc") } bővít, ahol { -farmer(poss: "sg2") } áll.
princess-dragon-dragon-big-title = A { -dragon } és a { -big-follower }
princess-dragon-dragon-big = A { -big-follower } semmivel sincs nagyobb biztonságban a { -dragon } elől, mint bármelyik más figura: ha a { -dragon } arra a { -tile(case: "sub") } lép, amelyen áll, ugyanúgy visszakerül a gazdájához, mint a többi.
princess-dragon-dragon-builder-title = A { -dragon }, az { -builder } és a { -pig }
princess-dragon-dragon-builder = A { -dragon } minden figurát hazaküld, amely azon a { -tile(case: "sup") } áll, amelyre lép, az { -builder(number: "pl", case: "acc") } és a { -pig(number: "pl", case: "acc") } is.
princess-dragon-dragon-builder-last = Még az az { -builder } vagy { -pig } is elveszítheti a helyét, amelyhez a { -dragon } hozzá sem ér. Az { -builder } csak addig marad a helyén, amíg a gazdájának van { -thief } vagy { -knight } azon az { -road(case: "sup") } vagy abban a { -city(case: "ine") }, ahol áll, a { -pig } pedig csak addig, amíg a gazdájának van { -farmer } azon a { -field(case: "sup") }, ahol áll. Ha a { -dragon } ezek közül az utolsót is elviszi, az { -builder } vagy a { -pig } azonnal visszakerül a gazdájához, bárhol áll is.
princess-dragon-fairy-builder-title = A { -fairy }, az { -builder } és a { -pig }
princess-dragon-fairy-builder-instead = A „{ edition-traders-builders }” kiegészítővel a { -fairy } lerakása vagy áthelyezése ugyanúgy választható a körödben, mint a figurák lerakása: egy { -follower }, egy { -builder } vagy egy { -pig } lerakása helyett is megteheted.
princess-dragon-fairy-builder-double = A { -double-turn } is csak egy kör. Ha az egyik { -follower(poss: "sg2") } a { -fairy } mellett áll, az 1 { -point(case: "acc") } egyszer kapod meg, a köröd kezdetén, és a második { -tile } előtt nem kapod meg újra.
princess-dragon-portal-builder-title = A { -magic-portal }, az { -builder } és a { -pig }
princess-dragon-portal-builder-reading = A szabálykönyv csak arról beszél, hogy egy { -follower } a { -magic-portal } segítségével máshová kerülhet. Mi szó szerint vesszük: a { -magic-portal } révén egy { -follower(case: "acc") } máshová is lerakhatsz (a „{ edition-inns-cathedrals }” kiegészítővel egy { -big-follower(case: "acc") } is), egy { -builder(case: "acc") } vagy egy { -pig(case: "acc") } azonban nem; ezek csak az imént lerakott { -tile(case: "sub") } kerülhetnek, a saját szabályaik szerint. Ez a mi értelmezésünk, nem a kiadóé.
princess-dragon-princess-big-title = A { -princess } és a nagy { -knight }
princess-dragon-princess-big = A „{ edition-inns-cathedrals }” kiegészítővel a { -princess } nemcsak a kis { -knight(number: "pl", case: "acc") }, hanem a nagy { -knight(case: "acc") } is hazaküldheti. Az, hogy a többség eldöntésekor két { -follower(case: "dat") } számít, nem védi meg: ez is egyetlen { -follower }, és ugyanúgy visszakerül a gazdájához, mint bármelyik másik.
princess-dragon-princess-builder-title = A { -princess } és az { -builder }
princess-dragon-princess-builder = Ha a { -princess } által hazaküldött { -knight } távozásával a gazdájának nem marad több { -knight } abban a { -city(case: "ine") }, akkor annak a játékosnak az ottani { -builder(poss: "sg3") } is azonnal vele együtt hazatér.
princess-dragon-princess-builder-instead = Abban a körben, amelyben hazaküldesz egy { -knight(case: "acc") }, { -builder(case: "acc") } vagy { -pig(case: "acc") } sem tehetsz le.

## Fejezet: eltérések a megjelenések között

princess-dragon-printings = Eltérések a megjelenések között
princess-dragon-printings-intro = E kiegészítő megjelenései a különböző kiadóknál három szabályban nem egyeznek. Ez a könyv azt a szabálykönyvet követi, amelyből készült: a Hans im Glück első megjelenésének fordítását; alább minden eltérésnél megtalálod, ki mit mond. A példákban ugyanúgy válthatsz a lehetőségek között, ahogy a szabálykiadások között.
princess-dragon-printings-dragon-title = Mikor mozog a { -dragon }?
princess-dragon-printings-dragon = A mi szabálykönyvünkben a { -dragon } közvetlenül az { -follower } (vagy a { -fairy }) lerakása után mozog, a kör értékelése előtt; a Hans im Glück későbbi megjelenései és a Z-Man Games is ezt a sorrendet tartják. A Rio Grande Games angol nyelvű szabályai az értékelés utánra teszik a mozgását. A különbség akkor látszik, amikor a { -dragon } olyan { -follower(case: "acc") } ér el, amelynek a területét ugyanaz a { -tile } fejezi be: ha az értékelés előtt mozog, felfalja az { -follower(case: "acc") }, amely így semmit sem kap; ha utána, előbb a terület kap pontot, és az { -follower } már otthon van.
princess-dragon-printings-princess-title = A { -princess }: lehetőség vagy kötelesség?
princess-dragon-printings-princess = A mi szabálykönyvünk szerint aki egy { -princess(case: "acc") } ábrázoló { -tile(case: "ins") } olyan { -city(case: "acc") } bővít, amelyben { -knight(number: "pl") } állnak, hazaküldheti közülük az egyiket, de mindet a helyén is hagyhatja, és a szokásos módon lerakhat egy { -follower(case: "acc") }. A Rio Grande Games Big Box szabályai kötelezővé teszik: a játékosnak haza kell küldenie egy { -knight(case: "acc") }, és arra a { -tile(case: "sub") } nem tesz figurát. Ennél a lehetőségnél szabálytalan az a kör, amely abban a { -city(case: "ine") }, ahová a { -princess } került, minden { -knight(case: "acc") } a helyén hagy.
princess-dragon-printings-fairy-title = Egy { -follower } mellett vagy egy { -tile(case: "sup") }
princess-dragon-printings-fairy = A mi szabálykönyvünk szerint a { -fairy } a játékos egyik saját { -follower(poss: "sg3") } mellé kerül, és a Hans im Glück régi és új megjelenései is ezt mondják. A Rio Grande Games és a Z-Man Games angol nyelvű szabályai egy olyan { -tile(case: "sub") } teszik, amelyen a játékos egyik { -follower(poss: "sg3") } áll. A különbség akkor látszik, amikor több { -follower } is áll ugyanazon a { -tile(case: "sup") }.
princess-dragon-printings-fairy-reading = Hogy mit jelent az „egy { -tile(case: "sup") }”, azt ezek a szabályok nyitva hagyják; mi így értelmezzük: a köre elején minden olyan játékos megkapja az 1 { -point(case: "acc") }, akinek { -follower(poss: "sg3") } áll azon a { -tile(case: "sup") }, ahol a { -fairy } van, és amikor egy területet értékelnek, a 3 { -point(case: "acc") } minden olyan játékos megkapja, akinek ezen a { -tile(case: "sup") } áll valamelyik, a területhez tartozó { -follower(poss: "sg3") }. A mi szabálykönyvünk szövege a pontoknál is „ugyanazt a { -tile(case: "acc") }” említi; mi ezen azt a { -tile(case: "acc") } értjük, amelyen a { -fairy } melletti { -follower } áll, hiszen a { -fairy } oda kerül.
