### A „Gróf, király és társai” szabálykönyve: minden üzenet, amelyet a
### book/count-king.toml megnevez. Azonosítók: ck-<fejezet>-<mi>. A
### fejezetcímek ck-<fejezet>, a szakaszcímek -title végűek. Egyszerű szöveg,
### jelölések nélkül; a játék szókincse a terms.ftl kifejezéseiből jön, soha
### nem mondat elején.

ck-title = Gróf, király és társai
ck-summary = A hatodik kiegészítő: négy kis kiegészítő egy dobozban, amelyekkel külön-külön és együtt is lehet játszani.
ck-overview = Mi van a dobozban?
ck-overview-intro = Ez a doboz négy kis kiegészítőt tartalmaz. Mindegyik önmagában is hozzáadható az alapjátékhoz, és bármelyikük kombinálható a többivel:
ck-overview-king = „A király és a rablólovag”: öt új { -tile }, valamint a király és a rablólovag, akik a legnagyobb { -city } és a leghosszabb { -road } építőit jutalmazzák.
ck-overview-cult = „A szekta”: öt { -tile } egy-egy { -shrine(case: "ins") }; az ott álló { -heretic(number: "pl") } kihívják a szomszédos { -monk(number: "pl", case: "acc") }.
ck-overview-count = „Carcassonne grófja”: tizenkét { -tile }, amelyek a játék elején Carcassonne városát alkotják, és a fából készült gróf. Aki másoknak segít pontot szerezni, a város negyedeibe küldheti { -follower(poss: "sg3", number: "pl", case: "acc") }, ahol azok arra várnak, hogy egy területhez csatlakozzanak, amikor azt értékelik.
ck-overview-river = „A folyó II”: tizenkét { -tile } egy kettéágazó { -river(case: "ins") }; ezekkel kezdődik a játék a { -start-tile } helyett.
ck-overview-together = A kiadó nem javasolja, hogy „Carcassonne grófja” és „A folyó II” ugyanabban a játszmában szerepeljen: együtt könnyen maradhatnak olyan { -tile(number: "pl") }, amelyek sehová sem illenek.

## Fejezet: A király és a rablólovag

ck-king = A király és a rablólovag
ck-king-tiles = Keverd az öt új { -tile(case: "acc") } a többi közé. Az egyiken két különálló városrész látható, amelyeket a később lerakott { -tile(number: "pl") } egyetlen { -city(case: "ill") } kapcsolhatnak össze. A király és a rablólovag kezdetben a játéktér mellett várakozik.
ck-king-king = Aki a játékban elsőként fejez be egy { -city(case: "acc") }, az utolsó { -tile } lerakásával, megkapja a királyt. Később aki olyan { -city(case: "acc") } fejez be, amely nagyobb annál, amelyik a királyt hozta, elveszi a királyt attól, akinél éppen van. Egy ugyanakkora { -city } ehhez nem elég.
ck-king-robber = A rablólovag ugyanígy működik az { -road(number: "pl") } esetében: mindig ahhoz kerül, aki addig a leghosszabb { -road(case: "acc") } fejezte be.
ck-king-end = A játék végén a király birtokosa 1 { -point(case: "acc") } kap minden { -city } után, amelyet a játék során befejeztek, akárki fejezte is be, a rablólovag birtokosa pedig 1 { -point(case: "acc") } minden befejezett { -road } után.

## Fejezet: A szekta

ck-cult = A szekta
ck-cult-shrines-title = A { -shrine(number: "pl") }
ck-cult-shrine = Keverd az öt { -shrine(case: "acc") } ábrázoló { -tile(case: "acc") } a többi közé. A { -shrine(case: "acc") } pontosan úgy kell használni és értékelni, mint egy { -cloister(case: "acc") }. Az oda tett { -follower } { -heretic } lesz. Aki { -shrine(case: "acc") } rak le, a szokásos módon a { -follower(case: "acc") } helyette a { -tile(case: "sup") } lévő { -field(case: "sub") }, { -road(case: "sub") } vagy { -city(case: "ill") } is teheti.
ck-cult-placing = Egy { -shrine(case: "acc") } nem szabad egynél több { -cloister } mellé lerakni, és egy { -cloister(case: "acc") } sem egynél több { -shrine } mellé. A „mellett” itt a körülötte lévő nyolc hely bármelyikét jelenti, a sarkokat is beleértve.
ck-cult-placing-reading = A szabálykönyv ezt a korlátozást az éppen lerakott { -tile(case: "sub") } mondja ki. Mi úgy értelmezzük, és a példák is ezt követik, hogy egy { -cloister } akkor is lerakható egy olyan { -shrine } mellé, amely mellett már van egy { -cloister }, ha maga az új { -cloister } csak ezzel az egy { -shrine(case: "ins") } érintkezik.
ck-cult-challenge-title = A kihívás
ck-cult-challenge = Amikor egy { -heretic } olyan { -shrine(case: "sub") } kerül, amely mellett egy { -cloister(case: "ine") } { -monk } áll, vagy egy { -monk } olyan { -cloister(case: "ill") } kerül, amely mellett egy { -shrine(case: "sup") } { -heretic } áll, a kettő kihívja egymást. A saját { -monk(case: "acc") } vagy { -heretic(case: "acc") } is kihívhatod.
ck-cult-challenge-won = Az az épület nyer, amelyik előbb elkészül: a szokásos módon 9 { -point(case: "acc") } ér, a másik pedig semmit sem. Mindkét { -follower } visszakerül a gazdájához.
ck-cult-challenge-end = Ha a játék végéig egyik sem készül el, mindkettőt a szokásos módon kell értékelni, ahogy a be nem fejezett { -cloister(number: "pl", case: "acc") }.

## Fejezet: A folyó II

ck-river = A folyó II
ck-river-setup-title = Előkészítés
ck-river-setup = „A folyó II” a játék legelején kerül az asztalra:
ck-river-setup-start = Vedd ki a { -start-tile(case: "acc") } a játékból: nem lesz rá szükség.
ck-river-setup-aside = Tedd félre a forrást, a folyóelágazást és a tavat a { -volcano(case: "ins") }; a többi { -river(case: "acc") } ábrázoló { -tile(case: "acc") } keverd meg, és rakd képpel lefelé egy külön pakliba.
ck-river-setup-spring = Tedd a forrást képpel felfelé az asztal közepére.
ck-river-setup-fork = A legfiatalabb játékos a folyóelágazást a { -river } első szakaszához illeszti, és innentől a { -river } két ágban folyik tovább.
ck-river-course-title = Merre folyik a két ág?
ck-river-course = A játékosok sorban húznak egy-egy { -river(case: "acc") } ábrázoló { -tile(case: "acc") }, és valamelyik ág végéhez illesztve továbbviszik vele azt az ágat. Amikor a többi mind lekerült, utolsóként a tavat rakják le a { -volcano(case: "ins") }, és ettől kezdve mindenki a közönséges { -tile(number: "pl") } közül húz.
ck-river-course-rules = Mindkét ág tetszés szerint kanyaroghat, két kivétellel: egyik sem fordulhat vissza önmaga felé szűk U alakban, és a két ág soha nem találkozhat.
ck-river-course-reading = Ahogy az első „A folyó” könyvében, itt is két egymást követő, ugyanazon az ágon azonos irányba forduló kanyart tekintünk szűk U-nak; a példák ezt az értelmezést követik, amely a miénk, nem a szabálykönyv szövege.
ck-river-followers = Ahogy az alapjátékban, minden lerakott { -tile(case: "sub") } tehetsz egy { -follower(case: "acc") }, de magára a { -river(case: "sub") } soha.
ck-river-volcano-title = A tó a { -volcano(case: "ins") }
ck-river-volcano = Aki a tavat a { -volcano(case: "ins") } lerakja, nem tesz rá { -follower(case: "acc") }, hanem azonnal még egy kört játszik, már a közönséges { -tile(number: "pl") } közül.
ck-river-volcano-reading = A szabálykönyv szerint a játékos játszhatja ezt a további kört; a példák élnek ezzel a lehetőséggel, egy tábla azonban helyette a következő játékost is mutathatja.
ck-river-herd-title = A disznócsorda
ck-river-herd = Az egyik { -tile(case: "sup") } egy disznócsorda legel a { -field(case: "sup") }. Csak akkor számít, ha a „Kereskedők és építőmesterek” kiegészítővel is játszotok: ilyenkor a játék végén az, aki { -farmer(number: "pl") } révén megszerzi ezt a { -field(case: "acc") }, minden olyan { -city } után, amely a { -field(case: "ins") } határos, még 1 { -point(case: "acc") } kap, azon felül, amit a saját { -pig } hoz neki, ha van ott ilyen.
ck-river-herd-reading = Az első kiadás szerint a { -field(number: "pl") } értékelése minden { -city } esetében külön történik. Ott mi így értelmezzük: az a játékos, aki elnyer egy { -city(case: "acc") }, és a vele határos { -field(number: "pl") } közül azt tartja, amelyen a csorda legel, az adott { -city } után megkapja a további { -point(case: "acc") }.
ck-river-others-title = A { -inn }, a { -volcano } és a többi kiegészítő
ck-river-others = A tó melletti { -inn } ugyanolyan { -inn }, mint a „Fogadók és katedrálisok” kiegészítőben, a { -volcano } pedig úgy hozza játékba a { -dragon(case: "acc") }, mint „A hercegnő és a sárkány” kiegészítőben. A szabálykönyv szerint a megfelelő kiegészítők nélkül a { -inn }, a csorda és a { -volcano } semmit sem jelent; a { -volcano } miatti további kör azonban, amely „A folyó II” saját szabálya, megmarad.
ck-river-with-river = A szabálykönyv semmit sem mond arról, hogy mindkét { -river(case: "acc") } lehet-e egy játszmában használni. Ha mégis ezt szeretnétek, mi így értelmezzük: csak „A folyó II” forrását használjátok, mindkét kiegészítőből az összes közbülső { -tile(case: "acc") } keverjétek egyetlen pakliba, és utolsóként az első „A folyó” tavát, valamint a tavat a { -volcano(case: "ins") } rakjátok le, egyet-egyet a két ág végére.
ck-river-with-count = „A folyó II” és a gróf városa nem fér meg jól egymással, ahogy a kiadó is mondja: a város rögzített tömbje és a { -river } ágai miatt maradhatnak olyan { -tile(number: "pl") }, amelyeket sehová sem lehet lerakni.

## Fejezet: a területkártyák

ck-tiles = A { -tile(number: "pl") }
ck-tiles-king-title = A király és a rablólovag
ck-tiles-cult-title = A szekta
ck-tiles-river-title = A folyó II
ck-tiles-count-title = Carcassonne városa
ck-tiles-count = A gróf városát alkotó tizenkét { -tile }, mindegyik a város négy negyedének egyikéből: a várból, a piacról, a kovácsműhelyből és a katedrálisból.

## Fejezet: Carcassonne grófja

ck-count = Carcassonne grófja
ck-count-city-title = A város mint kiindulópont
ck-count-city = Az első kör előtt rakd le Carcassonne tizenkét { -tile(case: "acc") } együtt az asztal közepére, négyet egymás mellé és hármat egymás alá, ahogy a kártyák galériájában látható kép mutatja. A város a szokásos { -start-tile } helyét foglalja el, az a dobozban marad. Állítsd a grófot a várra, és játsszatok a szokásos módon: minden új { -tile } a város külső széléhez vagy a már lerakott kártyákhoz kerül.
ck-count-city-walls = A városnak négy negyede van: a vár, a piac, a kovácsműhely és a katedrális. A falakon kívül a tömbön szokásos { -road(number: "pl") }, rétek és két kis városrész látható, amelyeket az új kártyák folytatnak, és amelyeket a szokásos módon értékelnek.
ck-count-city-reading = A mi értelmezésünk: a szabálykönyv nem mondja meg, állhat-e { -follower } a falakon belül. A falakon belüli részt egyetlen területnek sem tekintjük, ahogy az általunk követett, nyilvánosan közölt kártyalisták sem, így a városba csak a negyedeken át lehet bejutni.
ck-count-enter-title = Alattvalók a városban
ck-count-enter = Előfordul, hogy a kártyád befejez egy területet, és a pontokat az ellenfeleid kapják, te pedig semmit. Vigaszként egy ilyen kör végén a { -supply(poss: "sg2", case: "ela") } egy { -follower(case: "acc") } a négy negyed bármelyikébe teheted. Körönként csak egy { -follower } kerülhet a városba, bármi más történt is a körben.
ck-count-enter-several = Ha a kártyád egyszerre több területet fejez be, csak akkor élhetsz ezzel, ha ezek közül egyik értékelés sem hoz neked egyetlen { -point(case: "acc") } sem, és legalább egy pontot hoz valaki másnak.
ck-count-enter-reading = A mi értelmezésünk: egy terület, amelyet senki sem foglal el, senkinek sem hoz pontot, így ha egyedül azt fejezed be, nem jár érte hely a városban. A negyed a kör végén jön, azon az { -follower(case: "sup") } felül, amelyet esetleg a szokásos módon a kártyádra tettél.
ck-count-leave-title = Ki a negyedekből
ck-count-leave = Ha a játék során befejeződik egy { -city }, egy { -road } vagy egy { -cloister }, a megfelelő negyedben várakozó { -follower(number: "pl") } az értékelés előtt csatlakozhatnak hozzá, akkor is, ha már állnak rajta mások. Ezután a területet a szokásos módon értékelik, a rajta most álló összes alattvalóval együtt. Minden negyed egyféle területre küldi { -follower(poss: "sg3", number: "pl", case: "acc") }:
ck-count-leave-castle = a várból az értékelt { -city(case: "ill") };
ck-count-leave-blacksmith = a kovácsműhelyből az értékelt { -road(case: "sub") };
ck-count-leave-cathedral = a katedrálisból az értékelt { -cloister(case: "ill") };
ck-count-leave-market = a piacról egy { -field(case: "sub") }, de csak a játék végén.
ck-count-leave-order = Annak a játékosnak a bal oldali szomszédja kezdi, aki a területet befejezte, utána sorban a többiek jönnek, és aki befejezte, az dönt utoljára. Mindenki egyet sem, néhányat vagy az összes { -follower(poss: "sg3", number: "pl", case: "acc") } átviheti abból a negyedből. Akik maradnak, tovább várnak: { -follower(number: "pl") } csak így hagyhatják el a várost, soha nem azért, mert a gazdájuk vissza akarja kapni őket.
ck-count-count-title = A gróf
ck-count-count = Valahányszor egy { -follower(case: "acc") } a városba teszel, a grófot is átviheted bármelyik negyedbe. Abból a negyedből, ahol a gróf áll, senkinek egyetlen { -follower } sem távozhat; addig várnak ott, amíg valaki tovább nem viszi a grófot. Maga a gróf soha nem hagyja el a várost.
ck-count-end = A gróf: a játék vége
ck-count-market-title = A piac a játék végén
ck-count-market = A piacon várakozó { -follower(number: "pl") } a játék közben semmire sem jók. A játék végén, mielőtt a réteket értékelnék, a gazdájuk bármelyik { -field(case: "sub") } átviheti őket, ahol ugyanúgy { -farmer(number: "pl") } számítanak, mint bárki más.
ck-count-market-reading = A mi értelmezésünk: a szabálykönyv nem ad sorrendet a piac kiürítésére a játék végén; megtartjuk a játék sorrendjét, annak a játékosnak a következőjétől kezdve, aki az utolsó { -tile(case: "acc") } lerakta. Ha a gróf a piacon áll, onnan senki sem távozik, a játék végén sem, ahogy játék közben sem. Ha a játék végén valamelyik másik negyedben még áll egy { -follower }, az nem ér pontot.
ck-count-others-title = A többi kiegészítővel
ck-count-big = Fogadók és katedrálisok: egy { -big-follower } is bekerülhet a városba, és amikor elhagy egy negyedet, két alattvalónak számít, ahogy mindenhol.
ck-count-builder = Kereskedők és építőmesterek: ha egy { -builder } második kártyát ad neked, itt a kettő mindegyike külön körnek számít, így mindkettő után tehetsz egy { -follower(case: "acc") } a városba, ha mindkettő feljogosít rá.
ck-count-river = A folyó II: a kiadó nem javasolja, hogy a gróffal együtt játsszátok, ahogy „A folyó II” fejezete elmagyarázza.
