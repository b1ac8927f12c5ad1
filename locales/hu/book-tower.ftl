### „A torony” szabálykönyve: minden üzenet, amelyet a book/tower.toml
### megnevez, a más kiegészítőkről szóló szakaszokkal együtt. Azonosítók:
### tower-<fejezet>-<mi>. A fejezetcímek tower-<fejezet>, a szakaszcímek
### -title végűek. Egyszerű szöveg, jelölések nélkül; a játék szókincse a
### terms.ftl kifejezéseiből jön, soha nem mondat elején. „A torony” a
### kiegészítő neve; a -tower kifejezés a tájon felépített torony.

tower-title = { edition-tower }
tower-summary = A negyedik kiegészítő: tizennyolc { -tile }, mindegyiken egy { -tower-foundation }, és harminc { -tower-piece }, amelyekből { -tower(number: "pl", case: "acc") } lehet építeni. Minél magasabbra nő egy { -tower }, annál messzebbre ér el, hogy foglyul ejtsen egy { -follower(case: "acc") }, a { -prisoner } pedig csak cserével vagy { -ransom } fejében térhet haza.

## Fejezet: mit hoz a kiegészítő

tower-overview = Mit hoz a játékba „{ edition-tower }”?
tower-overview-intro = „{ edition-tower }” kiegészítővel az alapjátékkal együtt lehet játszani, és nagyjából tíz perccel hosszabbítja meg a játszmát. A dobozban a következőket találod:
tower-overview-tiles = 18 új { -tile }, mindegyiken egy { -tower-foundation } és a kiegészítő jele, hogy a játék után könnyen ki lehessen válogatni őket.
tower-overview-pieces = 30 fából készült, egyforma színű { -tower-piece }, amelyeket szétosztotok egymás között.
tower-overview-holder = Egy { -tower } alakú tartó a { -tile(number: "pl") } számára.
tower-overview-holder-tip = A kiadó azt tanácsolja, hogy a tartót hagyd összerakva, és abból húzd a { -tile(number: "pl", case: "acc") }. Elveheted őket a tetejéről vagy az aljáról is, de a teteje a jobb választás: minél kevesebb { -tile } marad benne, annál könnyebben eldőlnek, amikor alulról húzol ki egyet.
tower-overview-rest = Az alapjáték minden szabálya változatlanul érvényes. Ez a könyv csak az újdonságokat magyarázza el: a { -tower(number: "pl") } építését, a foglyul ejtést és a { -prisoner(number: "pl") } visszaszerzését.

## Fejezet: előkészítés

tower-setup = Előkészítés „{ edition-tower }” kiegészítővel
tower-setup-intro = Készítsd elő az alapjátékot a szokásos módon, és keverd a 18 új { -tile(case: "acc") } a többi közé. Ezután osszátok szét a { -tower-piece(number: "pl", case: "acc") }: mindenki ugyanannyit kap, és hogy mennyit, az attól függ, hányan játszotok.
tower-setup-two = Két játékos: fejenként 10 { -tower-piece }.
tower-setup-three = Három játékos: fejenként 9.
tower-setup-four = Négy játékos: fejenként 7.
tower-setup-five = Öt játékos: fejenként 6.
tower-setup-six = Hat játékos: fejenként 5.

## Fejezet: az új területkártyák

tower-new-tiles = Az új { -tile(number: "pl") } lerakása
tower-new-tiles-placing = Az új { -tile(number: "pl", case: "acc") } az alapjáték szabályai szerint kell lerakni. Egyetlen új dolog van rajtuk, a { -tower-foundation }: egy kijelölt hely, ahová { -tower(case: "acc") } lehet építeni.
tower-new-tiles-roads = Ahol egy { -road } egy { -tower-foundation(case: "ter") } fut, ott véget ér: a { -tower-foundation } ugyanúgy lezárja, mint egy { -crossing }.

## Fejezet: tornyok építése

tower-together = A { -tower(number: "pl") } és a többi kiegészítő
tower-building = A { -tower(number: "pl") } építése
tower-building-choice-title = Egy { -follower } helyett egy { -tower-piece }
tower-building-choice = A körödben egy { -follower } lerakása helyett a következők egyikét is választhatod:
tower-building-start = Tedd az egyik { -tower-piece(poss: "sg2", case: "acc") } egy üres { -tower-foundation(case: "sub") }, bárhol a tájon, nem csak az imént lerakott { -tile(case: "sup") }. Ezzel egy új { -tower } építését kezded el.
tower-building-raise = Tedd az egyik { -tower-piece(poss: "sg2", case: "acc") } egy már álló { -tower } tetejére – akárki építette is –, hogy egy szinttel magasabb legyen.
tower-building-finish = Fejezz be egy { -tower(case: "acc") } úgy, hogy az egyik { -follower(poss: "sg2", case: "acc") } a tetejére állítod.
tower-building-capture-title = Foglyul ejtés
tower-building-capture = Valahányszor leteszel egy { -tower-piece(case: "acc") } – akár egy új { -tower(case: "acc") } kezdesz vele, akár egy meglévőt magasítasz –, azonnal foglyul ejthetsz egy { -follower(case: "acc") }.
tower-building-capture-reach = Hogy mely { -follower(number: "pl", case: "acc") } éred el, az attól függ, milyen magasra emelted az imént a { -tower(case: "acc") }; a magasságát a benne lévő { -tower-piece(number: "pl") } száma adja meg. Olyan { -follower(case: "acc") } ejthetsz foglyul, amely ugyanazon a { -tile(case: "sup") } áll, mint a { -tower }, vagy egy olyan { -tile(case: "sup") }, amely tőle egyenes vonalban északra, keletre, délre vagy nyugatra fekszik, legfeljebb annyi { -tile(case: "ins") } arrébb, ahány { -tower-piece(case: "ela") } most a { -tower } áll. Az átlós irányok nem számítanak.
tower-building-capture-count = Az egyetlen { -tower-piece(case: "ela") } álló { -tower } tehát öt { -tile(case: "acc") } ér el: a sajátját és a négy szomszédosat. Ha két elemből áll, kilencet, irányonként kettőt, és minden további szint még négyet ad hozzá, minden vonal végén egyet. Egy { -tower } olyan magasra nőhet, amilyenre csak a játékosok építik.
tower-building-capture-no-block = A { -tower } hatótávolságát semmi sem korlátozza, ami közbeesik: sem egy üres hely a vonalban, sem egy ott álló másik { -tower }.
tower-building-captured-title = Hová kerül az elfogott { -follower }?
tower-building-captured-own = Az egyik saját { -follower(poss: "sg2", case: "acc") } is foglyul ejtheted: az egyszerűen visszakerül a { -supply(poss: "sg2", case: "ill") }.
tower-building-captured-other = Egy másik játékos { -follower(poss: "sg3") } a { -prisoner(poss: "sg2") } lesz: tedd magad elé, de ne a { -supply(poss: "sg2", case: "ill") }, hanem külön. A gazdája nem használhatja, amíg vissza nem kerül hozzá, ahogy azt a { -prisoner(number: "pl") } kiszabadításáról szóló fejezet elmagyarázza.
tower-building-finish-title = A { -tower } befejezése
tower-building-finish-rule = Amikor az egyik { -follower(poss: "sg2", case: "acc") } egy { -tower } tetejére állítod, a { -tower } elkészül: többé senki sem tehet rá újabb elemet.
tower-building-finish-stays = Ez az { -follower } a játék végéig a { -tower(case: "sup") } marad, és nem kerül vissza hozzád, hacsak egy másik { -tower } foglyul nem ejti.
tower-building-finish-tip = Egy { -tower } befejezése önmagában semmit sem hoz, a játék hátralévő részére pedig elvesz tőled egy { -follower(case: "acc") }. Csak akkor éri meg, ha egy nagyon fontos { -follower(poss: "sg2", case: "acc") } akarod megvédeni: egy befejezett { -tower(case: "acc") } soha többé nem lehet magasítani, így senki sem ejtheti vele foglyul azt az { -follower(case: "acc") }.

## Fejezet: a foglyok

tower-prisoners = A { -prisoner(number: "pl") }
tower-prisoners-exchange-title = Fogolycsere
tower-prisoners-exchange = Amint két játékos kölcsönösen fogva tartja egymás egy-egy { -follower(poss: "sg3", case: "acc") }, a két { -prisoner(case: "acc") } azonnal kicserélik: mindkettő visszakerül a gazdája { -supply(poss: "sg3", case: "ill") }.
tower-prisoners-exchange-several = Ha egyikük a másiknak több { -follower(poss: "sg3", case: "acc") } is fogva tartja, ez utóbbi választja ki, melyiket kapja vissza. Csak ezt az egy párt cserélik ki: a többiek továbbra is { -prisoner(number: "pl") } maradnak.
tower-prisoners-ransom-title = A { -ransom } megfizetése
tower-prisoners-ransom = A körödben { -ransom(case: "acc") } fizethetsz, hogy visszavásárold az egyik elfogott { -follower(poss: "sg2", case: "acc") } attól a játékostól, aki fogva tartja: a pontjelződet lépd 3 hellyel hátrébb az { -scoreboard(case: "sup") }, az a játékos pedig a sajátját 3 hellyel előrébb. Az { -follower(poss: "sg2") } visszakerül a { -supply(poss: "sg2", case: "ill") }.
tower-prisoners-ransom-place = A kiszabadított { -follower(case: "acc") } még ugyanabban a körben le is teheted.
tower-prisoners-ransom-reading = A szabálykönyv nem mondja meg, mi a helyzet, ha 3-nál kevesebb { -point(case: "acc") } gyűjtöttél. Mi úgy értelmezzük, hogy ilyenkor nem fizethetsz { -ransom(case: "acc") }. Ez a mi értelmezésünk, nem a kiadóé.

## Fejezet: a területkártyák

tower-tiles = A { -tile(number: "pl") }
tower-tiles-intro = A tizennyolc { -tile }, amely „{ edition-tower }” kiegészítőben található, fajtánként azzal, hány darab van belőle a dobozban.

## Más kiegészítőkkel (a book/tower.toml `with` jelölésű szakaszai)

tower-building-big-title = A { -tower(number: "pl") } és a { -big-follower }
tower-building-big = A „{ edition-inns-cathedrals }” kiegészítővel egy { -tower } ugyanúgy foglyul ejthet egy { -big-follower(case: "acc") }, mint egy közönséges { -follower(case: "acc") }, és az elfogott { -big-follower(case: "acc") } ugyanúgy ki lehet cserélni vagy vissza lehet vásárolni, mint bármelyik másik { -follower(case: "acc") }.
tower-building-builder-title = A { -tower(number: "pl") }, az { -builder } és a { -pig }
tower-building-builder-instead = A „{ edition-traders-builders }” kiegészítővel egy { -tower-piece } lerakása vagy egy { -tower } befejezése ugyanúgy választható a körödben, mint a figurák lerakása: egy { -builder } vagy egy { -pig } lerakása helyett is megteheted.
tower-building-builder-never = A { -tower } soha nem ejt foglyul { -builder(case: "acc") } vagy { -pig(case: "acc") }: csak { -follower(number: "pl", case: "acc") } fog el.
tower-building-builder-home = Az { -builder } és a { -pig } ettől még hazakerülhet. Ha egy { -tower } foglyul ejt egy { -follower(case: "acc") }, és emiatt az { -builder } gazdájának nem marad több { -thief } vagy { -knight } azon az { -road(case: "sup") } vagy abban a { -city(case: "ine") }, ahol az { -builder } áll, vagy a { -pig } gazdájának nem marad több { -farmer } azon a { -field(case: "sup") }, ahol a { -pig } áll, akkor az { -builder } vagy a { -pig } azonnal visszakerül a gazdájához.
tower-building-dragon-title = A { -tower(number: "pl") } és a { -dragon }
tower-building-dragon-instead = „{ edition-princess-dragon }” kiegészítővel a { -fairy } lerakása vagy áthelyezése helyett is építhetsz egy { -tower-piece(case: "ins") }.
tower-building-dragon-top = A befejezett { -tower } tetején álló { -follower } nincs biztonságban a { -dragon } elől: ha a { -dragon } arra a { -tile(case: "sub") } lép, az { -follower } visszakerül a gazdájához, ahogy minden ott álló figura. És mivel egy { -follower } soha nem lehet ugyanazon a { -tile(case: "sup") }, mint a { -dragon }, azon a { -tile(case: "sup") }, amelyen a { -dragon } áll, nem fejezhetsz be { -tower(case: "acc") }.
