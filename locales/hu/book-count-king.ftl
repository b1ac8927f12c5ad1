### A „Gróf, király és társai” szabálykönyve: minden üzenet, amelyet a
### book/count-king.toml megnevez. Azonosítók: ck-<fejezet>-<mi>. A
### fejezetcímek ck-<fejezet>, a szakaszcímek -title végűek. Egyszerű szöveg,
### jelölések nélkül; a játék szókincse a terms.ftl kifejezéseiből jön, soha
### nem mondat elején.

ck-title = Gróf, király és társai
ck-summary = A hatodik kiegészítő: négy kis kiegészítő egy dobozban, amelyekkel külön-külön és együtt is lehet játszani.
ck-overview = Mi van a dobozban?
ck-overview-intro = Ez a doboz négy kis kiegészítőt tartalmaz. Mindegyik önmagában is hozzáadható az alapjátékhoz, és bármelyikük kombinálható a többivel:
ck-overview-king = „{ edition-king-robber }”: öt új { -tile }, valamint a király és a rablólovag, akik a legnagyobb { -city } és a leghosszabb { -road } építőit jutalmazzák.
ck-overview-cult = „{ edition-cult }”: öt { -tile } egy-egy { -shrine(case: "ins") }; az ott álló { -heretic(number: "pl") } kihívják a szomszédos { -monk(number: "pl", case: "acc") }.
ck-overview-count = „{ edition-count }”: tizenkét { -tile }, amelyek a játék elején Carcassonne városát alkotják, és a fából készült gróf. Aki a többieket pontokhoz segíti, { -follower(number: "pl", case: "acc") } tehet a város negyedeibe, ahonnan azok egy terület értékelésekor csatlakozhatnak hozzá.
ck-overview-river = „{ edition-river-2 }”: tizenkét { -tile } egy kettéágazó { -river(case: "ins") }; ezekkel kezdődik a játék a { -start-tile } helyett.
ck-overview-together = A kiadó nem javasolja, hogy „{ edition-count }” és „{ edition-river-2 }” ugyanabban a játszmában szerepeljen: együtt könnyen maradhatnak olyan { -tile(number: "pl") }, amelyek sehová sem illenek.

## Fejezet: A király és a rablólovag

ck-king = { edition-king-robber }
ck-king-tiles = Keverd az öt új { -tile(case: "acc") } a többi közé. Az egyiken két különálló városrész látható, amelyeket a később lerakott { -tile(number: "pl") } összeköthetnek, így egyetlen { -city } lesz belőlük. A király és a rablólovag kezdetben a játéktér mellett várakozik.
ck-king-king = Aki a játékban elsőként fejez be egy { -city(case: "acc") }, vagyis lerakja az utolsó { -tile(case: "acc") }, megkapja a királyt. Később, aki olyan { -city(case: "acc") } fejez be, amely nagyobb annál, amelyik a királyt hozta, elveszi a királyt attól, akinél éppen van. Egy ugyanakkora { -city } ehhez nem elég.
ck-king-robber = A rablólovag ugyanígy működik az { -road(number: "pl") } esetében: mindig ahhoz kerül, aki addig a leghosszabb { -road(case: "acc") } fejezte be.
ck-king-end = A játék végén a király birtokosa 1 { -point(case: "acc") } kap minden { -city } után, amelyet a játék során befejeztek, akárki fejezte is be, a rablólovag birtokosa pedig 1 { -point(case: "acc") } minden befejezett { -road } után.

## Fejezet: A szekta

ck-cult = { edition-cult }
ck-cult-shrines-title = A { -shrine(number: "pl") }
ck-cult-shrine = Keverd az öt { -shrine(case: "acc") } ábrázoló { -tile(case: "acc") } a többi közé. A { -shrine(case: "acc") } pontosan úgy kell használni és értékelni, mint egy { -cloister(case: "acc") }. Az oda tett { -follower } { -heretic } lesz. Aki { -shrine(case: "acc") } rak le, a szokásos módon az { -follower(poss: "sg3", case: "acc") } helyette a { -tile(case: "sup") } lévő { -field(case: "sub") }, { -road(case: "sub") } vagy { -city(case: "ill") } is teheti.
ck-cult-placing = Egy { -shrine(case: "acc") } nem szabad egynél több { -cloister } mellé lerakni, és egy { -cloister(case: "acc") } sem egynél több { -shrine } mellé. A „mellett” itt a körülötte lévő nyolc hely bármelyikét jelenti, a sarkokat is beleértve.
ck-cult-placing-reading = A szabálykönyv ezt a korlátozást az éppen lerakott { -tile(case: "sub") } mondja ki. Mi úgy értelmezzük, és a példák is ezt követik, hogy egy { -cloister } akkor is lerakható egy olyan { -shrine } mellé, amely mellett már van egy { -cloister }, ha maga az új { -cloister } csak ezzel az egy { -shrine(case: "ins") } érintkezik.
ck-cult-challenge-title = A kihívás
ck-cult-challenge = Amikor egy { -heretic } olyan { -shrine(case: "sub") } kerül, amely mellett egy { -cloister(case: "ine") } { -monk } áll, vagy egy { -monk } olyan { -cloister(case: "ill") } kerül, amely mellett egy { -shrine(case: "sup") } { -heretic } áll, a kettő kihívja egymást. A kihívás akkor is létrejön, ha a { -monk } és az { -heretic } ugyanazé a játékosé: a saját figurádat is kihívhatod.
ck-cult-challenge-won = Az az épület nyer, amelyik előbb elkészül: a szokásos módon 9 { -point(case: "acc") } ér, a másik pedig semmit sem. Mindkét { -follower } visszakerül a gazdájához.
ck-cult-challenge-end = Ha a játék végéig egyik sem készül el, mindkettőt a szokásos módon kell értékelni, ahogy a be nem fejezett { -cloister(number: "pl", case: "acc") }.

## Fejezet: A folyó II

ck-river = { edition-river-2 }
ck-river-setup-title = Előkészítés
ck-river-setup = „{ edition-river-2 }” a játék legelején kerül az asztalra:
ck-river-setup-start = Vedd ki a { -start-tile(case: "acc") } a játékból: nem lesz rá szükség.
ck-river-setup-aside = Tedd félre a forrást, a folyóelágazást és a tavat a { -volcano(case: "ins") }; a többi { -river(case: "acc") } ábrázoló { -tile(case: "acc") } keverd meg, és rakd képpel lefelé egy külön pakliba.
ck-river-setup-spring = Tedd a forrást képpel felfelé az asztal közepére.
ck-river-setup-fork = A legfiatalabb játékos a folyóelágazást a { -river } első szakaszához illeszti, és innentől a { -river } két ágban folyik tovább.
ck-river-course-title = Merre folyik a két ág?
ck-river-course = A játékosok sorban húznak egy-egy { -river(case: "acc") } ábrázoló { -tile(case: "acc") }, és valamelyik ág végéhez illesztve továbbviszik vele azt az ágat. Amikor a többi mind lekerült, utolsóként a tavat rakják le a { -volcano(case: "ins") }, és ettől kezdve mindenki a közönséges { -tile(number: "pl") } közül húz.
ck-river-course-rules = Mindkét ág tetszés szerint kanyaroghat, két kivétellel: egyik sem fordulhat vissza önmaga felé szűk U alakban, és a két ág soha nem találkozhat.
ck-river-course-reading = Ahogy az első „{ edition-river }” könyvében, itt is két egymást követő, ugyanazon az ágon azonos irányba forduló kanyart tekintünk szűk U-nak; a példák ezt az értelmezést követik, amely a miénk, nem a szabálykönyv szövege.
ck-river-followers = Ahogy az alapjátékban, minden lerakott { -tile(case: "sub") } tehetsz egy { -follower(case: "acc") }, de magára a { -river(case: "sub") } soha.
ck-river-volcano-title = A tó a { -volcano(case: "ins") }
ck-river-volcano = Aki a tavat a { -volcano(case: "ins") } lerakja, nem tesz rá { -follower(case: "acc") }, hanem azonnal még egy kört játszik, már a közönséges { -tile(number: "pl") } közül.
ck-river-volcano-reading = A szabálykönyv szerint a játékos játszhatja ezt a további kört; a példák élnek ezzel a lehetőséggel, egy tábla azonban helyette a következő játékost is mutathatja.
ck-river-herd-title = A disznócsorda
ck-river-herd = Az egyik { -tile(case: "sup") } egy disznócsorda legel a { -field(case: "sup") }. Csak akkor számít, ha a „{ edition-traders-builders }” kiegészítővel is játszotok: ilyenkor a játék végén az, aki { -farmer(number: "pl") } révén megszerzi ezt a { -field(case: "acc") }, minden olyan { -city } után, amely a { -field(case: "ins") } határos, még 1 { -point(case: "acc") } kap, azon felül, amit a saját { -pig(poss: "sg3") } hoz neki, ha van ott ilyen.
ck-river-herd-reading = Az első kiadás szerint a { -field(number: "pl") } értékelése minden { -city } esetében külön történik. Ott mi így értelmezzük: az a játékos, aki elnyer egy { -city(case: "acc") }, és a vele határos { -field(number: "pl") } közül azt birtokolja, amelyen a csorda legel, az adott { -city } után megkapja a további { -point(case: "acc") }.
ck-river-others-title = A { -inn }, a { -volcano } és a többi kiegészítő
ck-river-others = A tó melletti { -inn } ugyanolyan { -inn }, mint a „{ edition-inns-cathedrals }” kiegészítőben, a { -volcano } pedig úgy hozza játékba a { -dragon(case: "acc") }, mint „{ edition-princess-dragon }” kiegészítőben. A szabálykönyv szerint a megfelelő kiegészítők nélkül a { -inn }, a csorda és a { -volcano } semmit sem jelent; a { -volcano } miatti további kör azonban, amely „{ edition-river-2 }” saját szabálya, megmarad.
ck-river-with-river = A szabálykönyv semmit sem mond arról, hogy mindkét { -river(case: "acc") } lehet-e egy játszmában használni. Ha mégis ezt szeretnétek, mi így értelmezzük: csak „{ edition-river-2 }” forrását használjátok, mindkét kiegészítőből az összes közbülső { -tile(case: "acc") } keverjétek egyetlen pakliba, és utolsóként az első „{ edition-river }” tavát, valamint a tavat a { -volcano(case: "ins") } rakjátok le, egyet-egyet a két ág végére.
ck-river-with-count = „{ edition-river-2 }” és a gróf városa nem fér meg jól egymással, ahogy a kiadó is mondja: a város rögzített tömbje és a { -river } ágai miatt maradhatnak olyan { -tile(number: "pl") }, amelyeket sehová sem lehet lerakni.

## Fejezet: a területkártyák

ck-tiles = A { -tile(number: "pl") }
ck-tiles-king-title = { edition-king-robber }
ck-tiles-cult-title = { edition-cult }
ck-tiles-river-title = { edition-river-2 }
ck-tiles-count-title = Carcassonne városa
ck-tiles-count = A gróf városát alkotó tizenkét { -tile }, mindegyik a város négy negyedének egyikéhez tartozik: a várhoz, a piachoz, a kovácsműhelyhez vagy a katedrálishoz.

## Carcassonne grófja

ck-count = { edition-count }
ck-count-city-title = A város mint kiindulópont
ck-count-city = Az első kör előtt rakjátok ki az asztal közepére, egymáshoz illesztve a Carcassonne városát alkotó tizenkét { -tile(case: "acc") }, három sorba, soronként négyet, ahogy a { -tile(number: "pl") } képei között látható ábra mutatja. A város átveszi a szokásos { -start-tile } szerepét; a { -start-tile } a dobozban marad. Állítsátok a grófot a várra, és játsszatok a szokásos módon: minden új { -tile } a város külső széleihez vagy a már lerakott { -tile(number: "pl") } mellé kerül.
ck-count-city-walls = A városnak négy negyede van: a vár, a piac, a kovácsműhely és a katedrális. A falakon kívül a tömbön közönséges { -road(number: "pl") }, { -field(number: "pl") } és két kis városrész látható; ezeket az új { -tile(number: "pl") } továbbépítik, és a szokásos módon kell őket értékelni.
ck-count-city-reading = A mi értelmezésünk: a szabálykönyv nem mondja meg, állhat-e { -follower } a falakon belül. A falakon belüli részt egyáltalán nem tekintjük területnek, ahogy a { -tile(number: "pl") } általunk követett, közzétett listái sem, így a városba csak a negyedeken keresztül lehet bejutni.
ck-count-enter-title = Hogyan jut { -follower } a városba?
ck-count-enter = Előfordul, hogy a lerakott { -tile } befejez egy területet, és a pontokat az ellenfeleid kapják, te pedig semmit. Vigaszul egy ilyen kör végén egy { -follower(case: "acc") } tehetsz a { -supply(poss: "sg2", case: "ela") } a négy negyed bármelyikébe. Körönként egy { -follower } jár, bármi más történt is a körben.
ck-count-enter-several = Ha a lerakott { -tile } egyszerre több területet is befejez, csak akkor jár ez neked, ha ezek értékelései közül egy sem hoz neked egyetlen { -point(case: "acc") } sem, de legalább egy valaki másnak pontot hoz.
ck-count-enter-reading = A mi értelmezésünk: az a terület, amelyet senki sem foglalt el, senkinek sem hoz pontot, így ha csak ilyet fejezel be, azzal nem szerzel helyet a városban. A negyedbe a kör végén kerül az { -follower }, azon felül, amelyet esetleg a szokásos módon a lerakott { -tile(case: "sub") } tettél.
ck-count-leave-title = Távozás a negyedekből
ck-count-leave = Amikor játék közben elkészül egy { -city }, { -road } vagy { -cloister }, a hozzá tartozó negyedben várakozó { -follower(number: "pl") } az értékelés előtt csatlakozhatnak hozzá, akkor is, ha már más { -follower(number: "pl") } is állnak rajta. Ezután a területet a szokásos módon kell értékelni, minden { -follower(case: "acc") } beleszámítva, amely most rajta áll. Mindegyik negyed csak egyféle területre küldi az { -follower(poss: "sg3", number: "pl", case: "acc") }:
ck-count-leave-castle = a várból az éppen értékelt { -city(case: "ill") };
ck-count-leave-blacksmith = a kovácsműhelyből az éppen értékelt { -road(case: "sub") };
ck-count-leave-cathedral = a katedrálisból az éppen értékelt { -cloister(case: "ill") };
ck-count-leave-market = a piacról egy { -field(case: "sub") }, de csak a játék végén.
ck-count-leave-order = Elsőként a területet befejező játékostól balra ülő játékos dönt, utána sorban a többiek, és aki a területet befejezte, az dönt utoljára. Mindenki tetszése szerint egyet sem, néhányat vagy az összeset átteheti az adott negyedben álló { -follower(poss: "sg3", number: "pl") } közül. Akik maradnak, tovább várakoznak: az { -follower(number: "pl") } csak így hagyhatják el a várost, soha nem azért, mert a gazdájuk vissza szeretné kapni őket.
ck-count-count-title = A gróf
ck-count-count = Valahányszor { -follower(case: "acc") } teszel a városba, a grófot is átteheted bármelyik negyedbe. Abból a negyedből, ahol a gróf áll, egyetlen játékos { -follower(poss: "sg3", number: "pl") } sem távozhatnak; ott várakoznak, amíg valaki tovább nem küldi onnan a grófot. Maga a gróf soha nem hagyja el a várost.
ck-count-end = A gróf: a játék vége
ck-count-market-title = A piac a játék végén
ck-count-market = A piacon álló { -follower(number: "pl") } játék közben semmire sem használhatók. A játék végén, a { -field(number: "pl") } értékelése előtt a gazdáik bármelyik { -field(case: "sub") } áttehetik őket, ahol ugyanúgy { -farmer(case: "dat") } számítanak, mint bármelyik másik { -farmer }.
ck-count-market-reading = A mi értelmezésünk: a szabálykönyv nem mondja meg, milyen sorrendben ürül ki a piac a játék végén; mi a játék sorrendjét tartjuk meg, attól a játékostól kezdve, aki az utolsó { -tile(case: "acc") } lerakó játékos után következik. Ha a gróf a piacon áll, onnan senki sem távozhat, a játék végén sem, ahogy játék közben sem. Arról, hogy mi lesz a játék végén a többi negyeddel, a szabálykönyv semmit sem mond; ez a könyv az ott álló { -follower(number: "pl", case: "acc") } Carcassonne-ban tartja, ahol nem szereznek pontot (az első megjelenések kiengedik őket: lásd az „Eltérések a megjelenések között” című részt).
ck-count-city-end-title = Carcassonne városa a záró értékelésben
ck-count-city-end = Carcassonne városa befejezett { -city(case: "dat") } számít minden vele határos { -field } számára, vagyis minden olyan { -field } számára, amely a tizenkét { -tile } közül legalább egyre átnyúlik. Mindegyik kiadás szerint a { -field } tulajdonosai ugyanúgy kapnak utána pontot, mint bármelyik más, a { -field(case: "ins") } határos befejezett { -city } után. Ezt a Hans im Glück egy 2013. novemberi pontosításában mondta ki; a mi szabálykönyvünk nem szól róla.
ck-count-city-end-king = Ha a király is játékban van, ugyanez a pontosítás Carcassonne-t a király játék végi pontjainál is egy további befejezett { -city(case: "dat") } tekinti. Magát a királyt azonban soha nem hozza meg senkinek: Carcassonne-t senki sem fejezi be.
ck-count-others-title = Más kiegészítőkkel
ck-count-big = „{ edition-inns-cathedrals }”: egy { -big-follower } is bekerülhet a városba, és amikor elhagy egy negyedet, két { -follower(case: "dat") } számít, ahogy mindenhol máshol.
ck-count-builder = „{ edition-traders-builders }”: amikor az { -builder(poss: "sg2") } révén egy második { -tile(case: "acc") } is lerakhatsz, itt mindkettő külön körnek számít, így mindkettő után tehetsz egy { -follower(case: "acc") } a városba, ha mindkettő kiérdemli.
ck-count-river = „{ edition-river-2 }”: a kiadó nem javasolja, hogy a gróffal együtt játsszátok, ahogy „{ edition-river-2 }” fejezete is elmagyarázza.

## Fejezet: eltérések a megjelenések között

ck-printings = Eltérések a megjelenések között
ck-printings-king-title = Hogyan szerez pontot a király és a rablólovag?
ck-printings-king = A mi szabálykönyvünk, a Hans im Glück 2003-as „King & Scout” kiegészítője és a „{ ck-title }” minden megjelenése egyetért: a játék végén a király birtokosa minden befejezett { -city } után 1 { -point(case: "acc") } kap, a rablólovag birtokosa pedig minden befejezett { -road } után 1-et.
ck-printings-king-house = A játékosok más értékelési módokat is kitaláltak, amelyek egyik megjelenésben sem szerepelnek; a JCloisterZone program beállításként kínálja őket, és az itteni példák is: a játék végén címenként 10 { -point }, annak pedig, akinél mindkettő van, 20; címenként 15 és mindkettőért 40; vagy 1 { -point } a cím birtokosának, valahányszor elkészül egy { -city } vagy egy { -road }, a játék végén pedig semmi. Ezek házi szabályok.
ck-printings-count-title = Ki hagyhatja el Carcassonne-t a játék végén?
ck-printings-count = A mi szabálykönyvünk szerint a piacon álló { -follower(number: "pl") } csak a játék végén távozhatnak, egy { -field(case: "sub") }, a többi negyedről pedig ekkor semmit sem mond. Ez a könyv úgy érti, hogy csak a piacról lehet távozni, és az új grafikájú megjelenések szabálya is ez. A „{ ck-title }” első megjelenései szerint a játék végén bármelyik negyedből távozhatnak { -follower(number: "pl") }, kivéve azt, amelyikben a gróf áll, mégpedig bármelyik területre, amely a záró értékeléskor pontot ér: a várból egy be nem fejezett { -city(case: "ill") }, a kovácsműhelyből egy be nem fejezett { -road(case: "sub") }, a katedrálisból egy be nem fejezett { -cloister(case: "ill") }, mindig olyan területhez csatlakozva, amelyen már áll egy { -follower }.
ck-printings-cult-title = Öt szentély vagy hat
ck-printings-cult = A mi szabálykönyvünkben „{ edition-cult }” öt { -shrine(case: "acc") } ábrázoló { -tile(case: "ela") } áll, akárcsak a Hans im Glück minden megjelenésében. A Rio Grande Games „Cult, Siege & Creativity” című dobozában hat van: ugyanez az öt és az alábbi, egy városrész alatti { -shrine }, amelyhez két oldalról vezet egy-egy { -road }. A szabályok nem változnak; a tilebook ezt a megjelenést külön kártyakészletként kezeli (cult-6).
