### „A katapult” szabálykönyve: minden üzenet, amelyet a book/catapult.toml
### megnevez. Azonosítók: ca-<fejezet>-<mi>. A fejezetcímek ca-<fejezet>, a
### szakaszcímek -title végűek. Egyszerű szöveg, jelölések nélkül; a játék
### szókincse a terms.ftl kifejezéseiből jön, soha nem mondat elején.

ca-title = { edition-catapult }
ca-summary = A hetedik kiegészítő: vándorvásár érkezik a városba, és minden { -fair } után a játékosok sorra lőnek egy fából készült { -catapult(case: "ins") }.

## Fejezet: mi van a dobozban

ca-overview = Mi van a dobozban?
ca-overview-intro = Vásár van Carcassonne-ban, és a mutatványosok új szerkezetet hoztak magukkal. A dobozban a következőket találod:
ca-overview-tiles = tizenkét { -tile }, mindegyiken egy-egy { -fair };
ca-overview-tokens = huszonnégy korong, amelyeket a { -catapult } lő ki, négyféle, mindegyikből hat: tortacsata, csábítás, célbadobás és elkapás;
ca-overview-catapult = egy fából készült { -catapult } és egy mérővonalzó.
ca-overview-others = A játékhoz szükség van az alapjátékra. Bármelyik korábbi kiegészítő is játékba hozható: a „{ edition-inns-cathedrals }”, a „{ edition-traders-builders }”, „{ edition-princess-dragon }”, „{ edition-tower }”, az „{ edition-abbey-mayor }”, valamint a „{ ck-title }”. Az alapjáték minden szabálya változatlanul érvényes; ez a könyv csak kiegészíti őket.

## Fejezet: előkészítés

ca-setup = Előkészítés
ca-setup-tiles = Keverd a tizenkét { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } a többi, képpel lefelé fordított { -tile } közé. A { -catapult(case: "acc") } egyelőre tedd félre, mellé a vonalzót.
ca-setup-tokens = Minden játékos elvesz négy korongot, mindegyik fajtából egyet.

## Fejezet: a vásár és a katapultforduló

ca-fair = A { -fair } és a katapultforduló
ca-fair-round-title = A katapultforduló
ca-fair-turn = A { -tile(number: "pl", case: "acc") } a szokásos módon húzzátok és rakjátok le. Aki { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } húz, az a szokásos szabályok szerint rakja le, és az egész körét végigjátssza: { -follower(case: "acc") } tehet le, értékelni kell, amit a { -tile } befejez, és így tovább.
ca-fair-round = Ezután a játék megáll egy katapultforduló idejére. Aki a { -fair(case: "acc") } lerakta, kiválasztja a saját négy korongja közül az egyiket, és kilövi a { -catapult(case: "ins") }. Utána az óramutató járásával megegyező irányban minden további játékos a saját korongjai közül ugyanolyan fajtájút lő ki. Mindenki egyszer próbálkozhat.
ca-fair-after = A forduló végén minden korong visszakerül a gazdájához, és a játék az óramutató járása szerint következő játékossal folytatódik.
ca-fair-roads-title = A { -fair(case: "ter") } érő { -road(number: "pl") }
ca-fair-roads = Az az { -road }, amely egy { -fair(case: "ill") } fut be, ott véget ér, ugyanúgy, mint amikor egy faluba vagy egy { -cloister(case: "ill") } torkollik: a { -fair } ennek az { -road(case: "dat") } a vége.

## Fejezet: tortacsata

ca-knock = Tortacsata
ca-knock-aim = A tortacsata korongja egy torta, amellyel a többi játékos tájon álló { -follower(poss: "sg3", number: "pl", case: "acc") } kell eltalálni. Minden { -follower }, amelyhez a korong hozzáér, visszakerül a gazdájához, akkor is, ha állva marad.
ca-knock-own = A lövő játékos sem kivétel: ha a korong az ő valamelyik { -follower(poss: "sg3", case: "acc") } éri, az is hazamegy.
ca-knock-chain = Ha a korong egy { -follower(case: "acc") } nekilök egy másiknak, mindkettő hazamegy, és így tovább: a láncreakció is számít.
ca-knock-reading = A szabálykönyv nem mondja meg pontosan, mely figurákat találhat el a torta. Mi úgy értelmezzük, hogy minden olyan figura hazaküldhető, amely egy területet foglal el, és { -follower(case: "dat") } számít, a { -mayor } és a { -wagon } is. Ha egy játékosnak nem marad { -follower(poss: "sg3") } azon a területen, ahol az { -builder(poss: "sg3") } vagy a { -pig(poss: "sg3") } áll, az is hazamegy, ahogy más kiegészítőkben, amikor egy { -follower } távozik. Ez a mi értelmezésünk, nem a kiadóé.

## Fejezet: csábítás

ca-seduction = Csábítás
ca-seduction-land = A csábítás korongja csak akkor hat, ha úgy áll meg, hogy legalább egy { -tile(case: "acc") } érint. Ha nem, a lövő játékos egyszerűen visszaveszi.
ca-seduction-nearest = Ha igen, keresd meg a hozzá legközelebbi { -follower(case: "acc") }, ha kell, a vonalzóval. A lövő játékos ezt az { -follower(case: "acc") } kicserélheti az egyik sajátjára: vagy a { -supply(poss: "sg3", case: "ela") } vesz elő egy { -follower(case: "acc") }, vagy a tájon már álló { -follower(poss: "sg3", number: "pl") } egyikét helyezi át oda. A lecserélt { -follower } visszakerül a gazdájához.
ca-seduction-reading = A szabálykönyv itt nem mond el mindent. Mi úgy értelmezzük, hogy az új { -follower } ugyanazon a területen áll, mint az, amelyiket felváltja; a { -supply(case: "ela") } érkező mindig közönséges { -follower }, akkor is, ha egy { -big-follower } helyére kerül, a tájról áthelyezett pedig az marad, ami volt. A saját { -follower(poss: "sg2", case: "acc") } lecserélni semmit sem változtatna, ezért csak egy másik játékos { -follower(poss: "sg3", case: "acc") } engedjük lecserélni. Ez a mi értelmezésünk, nem a kiadóé.
ca-seduction-moved = A { -supply(case: "ela") } vett { -follower } helyett a lövő játékos a tájon máshol álló { -follower(poss: "sg3", number: "pl") } egyikét is áthelyezheti; a régi helye ekkor üresen marad.

## Fejezet: célbadobás

ca-target = Célbadobás
ca-target-aim = A vásári célbadobásban minden játékos arra a { -fair(case: "acc") } ábrázoló { -tile(case: "sub") } céloz, amely ezt a fordulót elindította. Akinek a korongja a legközelebb ér hozzá földet, az megnyeri a versenyt, és azonnal 5 { -point(case: "acc") } kap; a szoros eseteket a vonalzó dönti el.
ca-target-tie = Ha több korong ugyanolyan közel van hozzá, mindegyik gazdája megkapja az 5 { -point(case: "acc") }.

## Fejezet: elkapás

ca-catch = Elkapás
ca-catch-ruler = A lövő játékos nagyjából félúton teszi le a vonalzót az asztalra saját maga és a bal oldali szomszédja között. Ezután úgy lövi ki a korongot, hogy az legalább a vonalzóig repüljön, a szomszéd pedig megpróbálja elkapni.
ca-catch-on = Ezután a bal oldali szomszéd lesz a lövő, és ő lő a saját bal oldali szomszédjának, és így tovább az asztal körül, amíg mindenki egyszer lőtt, és egyszer megpróbált elkapni egy korongot.
ca-catch-points = A szabálykönyv az egyes kimenetelek pontjait csak egy képen mutatja, amelyet nem tudtunk elolvasni. A mi értelmezésünk, a játék egy nyilvános leírása alapján: az elkapott korong 5 { -point(case: "acc") } ér annak, aki elkapta; az a korong, amely nem éri el a vonalzót, vagy amelyet elejtenek, semmit sem ér. A számok a szabályok paraméterei, így javíthatók.

## Fejezet: a területkártyák

ca-tiles = A { -tile(number: "pl") }
ca-tiles-intro = A tizenkét { -fair(case: "acc") } ábrázoló { -tile }. Mindegyik elindít egy katapultfordulót, amikor lerakják.
