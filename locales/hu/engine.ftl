### A szabálymotor üzenetei: miért nem fogadható el egy területkártya, egy
### alattvaló vagy egy tábla fájljában megnevezett terület. Az azonosítókat és
### az egyes üzeneteknek átadott változókat a motor rögzíti
### (engine/src/message.rs).

## A lenti üzenetek ezeket a neveket kapják $side, $mine, $theirs, $player és
## $feature néven, már lefordítva. Mindegyik abban az alakban áll, amelyet a
## mondatai kívánnak.

# A kártya egyik oldala, az „oldala” előtt: „északi oldala”.
engine-side-n = északi
engine-side-e = keleti
engine-side-s = déli
engine-side-w = nyugati
# Amit egy oldal mutat, zárójelben: „(város)”.
engine-terrain-city = { -city }
engine-terrain-road = { -road }
engine-terrain-field = { -field }
engine-terrain-water = { -river }
# A területet elfoglaló játékos színe: „a piros játékos”.
engine-player-red = piros
engine-player-blue = kék
engine-player-green = zöld
engine-player-yellow = sárga
engine-player-black = fekete
engine-player-grey = szürke
# Egy területfajta: „nincs város”, „város típusú”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Területkártya lerakása

engine-placement-occupied = Ezen a helyen már van egy másik { -tile }.
engine-placement-not-adjacent = A { -tile(case: "dat") } egy teljes oldalával kell érintkeznie egy már lerakott { -tile(case: "ins") } (a sarok nem elég).
# $side, $mine, $theirs: a fenti nevek
engine-placement-edge-mismatch = A { -tile } { $side } oldala ({ $mine }) nem illik a szomszédos oldalhoz ({ $theirs }).
engine-placement-river-not-continued = A { -river(case: "acc") } ábrázoló { -tile(case: "dat") } a { -river } nyitott végét kell folytatnia; a tóig csak ilyen { -tile(number: "pl") } rakhatók le.
engine-placement-river-u-turn = A { -river } nem fordulhat vissza szűk U alakban; ez a könyv ezt két egymást követő, azonos irányú kanyarként érti (ez a mi értelmezésünk, nem a szabálykönyv szövege).
engine-placement-river-closed = Nincs a { -river(case: "dat") } folytatható nyitott vége (a tó lezárja a { -river(case: "acc") }, a forrás elindítja).
engine-placement-river-arms-join = Egy elágazó { -river } két ága sosem találkozhat, és egy ág sem futhat már lerakott { -tile(case: "sub") }.
engine-placement-abbey-not-in-hole = Az apátságot csak olyan lyukba lehet tenni, amelynek mind a négy oldalán { -tile } fekszik.
engine-placement-shrine-two-cloisters = A szentélyt nem szabad egynél több { -cloister } mellé lerakni (mind a nyolc szomszédos hely számít).
engine-placement-cloister-two-shrines = A kolostort nem szabad egynél több { -shrine } mellé lerakni (mind a nyolc szomszédos hely számít).
# $max (szám): a kezdőponttól legfeljebb hány helynyire lehet egy kártya minden irányban
engine-placement-out-of-bounds = Ez a hely túl messze van a kezdőponttól: egy { -tile } minden irányban legfeljebb { $max } helynyire lehet tőle.

## Alattvaló lerakása

engine-follower-no-tile = Egy { -follower(case: "acc") } csak az imént lerakott { -tile(case: "sub") } tehetsz.
engine-follower-already-placed = Egy körben csak egy { -follower(case: "acc") } rakhatsz le.
engine-follower-no-supply = A játékosnak nincs több { -follower } a { -supply(case: "ine") }.
engine-follower-unknown-feature = A { -tile(case: "sup") } nincs ilyen terület.
engine-follower-river = A { -river(case: "sup") } nem állhat { -follower }.
# $player: a fenti nevek egyike
engine-follower-occupied = Ezt a területet távolabb már a { $player } játékos foglalja el (a terület más { -tile(case: "sub") } is átnyúlik).

## Terület megnevezése a tábla fájljában (`tilebook score`, `tilebook check`).
## A fordított aposztrófok közötti szavak a fájl saját szavai (területfajták,
## az N E S W oldalak, az NNW … WNW oldalfelek): változatlanul maradnak.

# $name (szöveg): amit a fájl területfajta helyett ír
engine-spec-unknown-type = `{ $name }`: ez nem terület; a city, road, cloister vagy field szót használd.
# $place (szöveg): amit a fájl a „@” után ír
engine-spec-unknown-place = `{ $place }`: ez nem oldal (N, E, S, W) és nem is oldalfél (NNW … WNW).
# $feature: a fenti nevek egyike
engine-spec-none = A { -tile(case: "sup") } nincs { $feature }.
# $feature: a fenti nevek egyike; $count (szám, legalább 2); $example (szöveg): egy alak, amely megmondja, melyik
engine-spec-ambiguous = A { -tile(case: "sup") } { $count } { $feature } típusú terület van; add meg, melyikre gondolsz, például: `{ $example }`.
# $place (szöveg): az oldal; $first, $second (szöveg): a két oldalfele
engine-spec-split-side = A(z) { $place } oldal két { -field(case: "acc") } érint; adj meg egy oldalfelet: `field@{ $first }` vagy `field@{ $second }`.
# $feature: a fenti nevek egyike; $place (szöveg): a fájlban megadott oldal vagy oldalfél
engine-spec-not-at = A { -tile(case: "sup") } nincs { $feature } itt: { $place } (az oldalak és oldalfelek a táblán látható irány szerint értendők).

## Egy példa visszajátszása

engine-replay-unknown-kind = Ilyen fajta { -tile } nincs ebben a példában.

## Az interaktív példák: hiba saját szöveg nélkül

engine-error-unknown = Ez a lépés nem megengedett.

## A kiegészítők figurái: a nagy alattvaló, az építőmester és a disznó

engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-mayor = { -mayor }
engine-figure-wagon = { -wagon }
engine-figure-barn = { -barn }
engine-figure-no-supply = A játékosnak nincs több ilyen figurája: { $figure } (vagy ez a figura nincs a játékban).
engine-figure-wrong-feature = Ez a figura ({ $figure }) nem állhat ilyen területen: { $feature }.
engine-figure-needs-own-follower = Ez a figura ({ $figure }) csak olyan területre tehető, amelyen a gazdája már elhelyezett egy { -follower(case: "acc") }.

## A körök sorrendje, ha a tábla megmondja, ki rakta le az egyes lapkákat

engine-turn-no-player = Néhány { -tile } megnevezi a játékost, aki lerakta, ez viszont nem: az első után minden { -tile } esetén meg kell adni.
engine-turn-no-seat = A { $player } játékosnak nincs helye ennél az asztalnál: az alapjáték ötfős, hatodik játékos (szürke) csak a „{ edition-inns-cathedrals }” kiegészítővel játszhat.
engine-turn-order = Most a { $expected } játékos következik, nem a { $found }: a játékosok ülésrendben követik egymást, és csak az { -builder } gazdája rakhat le rögtön egy második { -tile(case: "acc") }.

## A hercegnő és a sárkány, A torony: alattvaló lerakása

engine-follower-dragon = Arra a { -tile(case: "sub") }, amelyen a { -dragon } áll, nem kerülhet { -follower }.
engine-follower-not-this-tile = Figura csak az imént lerakott { -tile(case: "sub") } kerülhet; egy { -follower(case: "acc") } csak a rajta lévő { -magic-portal } küldhet egy másik { -tile(case: "sub") }.
engine-follower-completed = Egy { -magic-portal(case: "sup") } át az { -follower } csak be nem fejezett területre kerülhet.

## A hercegnő és a sárkány, A torony: a kör lépései
# $square (szöveg): egy hely úgy, ahogy a táblafájl írja, „[2, -1]”

engine-step-not-in-play = Ez a lépés egy olyan kiegészítőhöz tartozik, amely nincs a játékban.
engine-step-out-of-order = A lépések a kör sorrendjét követik: előbb a { -ransom } megfizetése, aztán az egyetlen cselekvés (figura, { -princess }, { -fairy } vagy { -tower }), végül a { -dragon } mozgása; mindegyik csak egyszer.
engine-step-already-acted = Egy körben csak egy cselekvés jár: figura, { -princess }, { -fairy } vagy { -tower-piece }.
engine-step-turn-of = Most a { $player } játékos következik: a kör cselekvése (figura, { -princess }, { -fairy }, { -tower-piece }, { -barn }) és a negyedbe lépés csak őt illeti.
engine-step-before-play = A blokkot (Carcassonne városát) alkotó { -tile(number: "pl") } a játék kezdete előtt kerülnek az asztalra: velük együtt nem kerül le figura, és más lépés sem jár hozzájuk.
engine-step-no-tile = Ezen a helyen nincs { -tile }: { $square }.
engine-step-no-follower = Ezen a helyen nem áll { -follower }: { $square }.
# $owner: egy játékos neve a fentiek közül
engine-step-not-yours = Itt ({ $square }) a { $owner } játékos { -follower(poss: "sg3") } áll, nem a soron lévő játékosé.
engine-step-no-princess = Csak az imént lerakott { -tile(case: "sup") } lakó { -princess } küldhet haza egy { -knight(case: "acc") }, és csak abból a { -city(case: "ela") }, amelyhez a városrésze csatlakozik.
engine-step-princess-must = Az érvényben lévő szabályváltozat szerint a { -princess(case: "dat") } haza kell küldenie egy { -knight(case: "acc") } abból a { -city(case: "ela") }, amelyhez csatlakozik, és ott áll is { -knight }: küldj haza egyet, mielőtt a kört értékelnék.
engine-step-dragon-asleep = Amíg le nem kerül az első { -volcano }, a { -dragon } nincs játékban: az addig húzott { -tile(case: "acc") }, amelyen a { -dragon } jele látható, félre kell tenni, és később újra húzni.
engine-step-dragon-must-move = A { -dragon } jelét viselő { -tile } után a { -dragon } mozog: add meg az útját.
engine-step-no-dragon-move = A { -dragon } csak a jelét viselő { -tile } után mozog, és csak egyszer.
engine-step-dragon-not-adjacent = A { -dragon } egyszerre egy { -tile(case: "acc") } lép, mindig egy oldalszomszédos { -tile(case: "sub") }; ez a hely ({ $square }) nem szomszédos vele.
engine-step-dragon-revisits = A { -dragon } ebben a mozgásában már járt ezen a helyen: { $square }.
engine-step-dragon-onto-fairy = A { -dragon } nem léphet erre a helyre ({ $square }): ott áll a { -fairy }.
# $steps: hány kártyányit lép a sárkány
engine-step-dragon-too-far = A { -dragon } legfeljebb { $steps } { -tile(case: "acc") } léphet.
# $taken: hány kártyányit lépett
engine-step-dragon-stops-early = A { -dragon } { $taken } { -tile(case: "acc") } lépett, aztán megállt, pedig mehetett volna tovább: idő előtt csak zsákutcában állhat meg.
engine-step-no-tower = Ezen a helyen nincs { -tower-foundation }: { $square }.
engine-step-tower-finished = Ezen a helyen ({ $square }) a { -tower } már elkészült: a tetején { -follower } áll.
engine-step-tower-empty = Egy { -follower(case: "ins") } csak olyan { -tower(case: "acc") } lehet befejezni, amelyben már van legalább egy { -tower-piece }; itt ({ $square }) egy sincs.
# $pieces: egy játékos toronyelemeinek száma
engine-step-no-tower-pieces = A játékosnak nem maradt több { -tower-piece }: már mindet lerakta ({ $pieces } darabot).
# $height: a torony magassága az új elem után
engine-step-out-of-range = Ha egy { -tower } { $height } elem magas, egyenes vonalban legfeljebb { $height } { -tile(case: "ins") } arrébb ér el; ez a hely ({ $square }) már kívül esik a hatókörén.
# $figure: egy figura neve a fentiek közül
engine-step-cannot-capture = Egy { -tower } nem ejthet foglyul ilyen figurát: { $figure }.
engine-step-no-exchange = Nincs ilyen { -prisoner }, akit ki lehetne cserélni.
# $from: egy játékos neve; $figure: egy figura neve
engine-step-no-prisoner = A { $from } játékos nem tartja fogva a soron lévő játékos egyetlen ilyen figuráját sem: { $figure }.
# $ransom: a váltságdíj pontban
engine-step-cannot-pay = A { -ransom } { $ransom } { -point(case: "ill") } kerül, a játékosnak pedig nincs ennyi pontja.
engine-step-not-your-turn = Csak a soron lévő játékos válthat ki { -prisoner(case: "acc") }.

## Apátság és polgármester: csűrök, szekerek és apátságok

engine-follower-barn = Olyan { -field(case: "sup") }, amelyen { -barn } áll, nem kerülhet { -farmer }.
engine-follower-barn-corner = A { -barn } nem területre kerül, hanem az imént lerakott kártya egyik sarkára, ahol négy { -tile } találkozik.
engine-follower-lake-volcano = Arra a tóra, amelyen { -volcano } áll, nem kerülhet { -follower }: aki lerakja, helyette még egy kört játszik.
engine-step-not-four-fields = A csűr csak ott állhat, ahol négy { -tile } találkozik, és mindegyik sarkában { -field } van; a { $square } helyen fekvő { -tile } e sarka nem ilyen hely.
engine-step-barn-taken = A { $square } helyen fekvő { -tile } e sarkánál lévő { -field(case: "sup") } már áll egy { -barn }.
engine-step-barn-farmers = A { $square } helyen fekvő { -tile } e sarkánál lévő { -field(case: "sup") } { -farmer(number: "pl") } fekszenek, az érvényben lévő szabályváltozat szerint pedig { -barn } csak olyan { -field(case: "sub") } kerülhet, amelyen egy sincs.
engine-step-no-wagon = A játékosnak ebben a körben egyetlen { -wagon } értékelése sem történt meg, így egyik sem mehet tovább.
engine-step-wagon-not-adjacent = A { -wagon } csak olyan területre mehet tovább, amely szomszédos azzal, amelyen pontot szerzett, abban az értelemben, ahogy az érvényben lévő szabályváltozat a „szomszédos” szót érti; a { $square } helyen lévő terület nem ilyen.
engine-step-abbey-used = Minden játékosnak egy { -abbey } van, és ez a játékos a sajátját már lerakta.

## Carcassonne grófja: a városnegyedek és a gróf
# $quarter (mindhárom alábbinál): castle, market, blacksmith vagy cathedral

engine-step-quarter-not-earned = Csak az a játékos tehet { -follower(case: "acc") } Carcassonne-ba, akinek a körében az értékelés másnak pontot hozott, neki magának egyet sem.
engine-step-quarter-twice = Egy körben csak egy { -follower } kerülhet Carcassonne-ba.
# $figure: egy fenti figura neve
engine-step-not-a-follower = Carcassonne negyedeibe csak { -follower(number: "pl") } kerülhetnek, ez a figura ({ $figure }) nem.
engine-step-not-in-quarter = A játékosnak nincs ilyen { -follower } { $quarter ->
    [castle] a várban
    [market] a piacon
    [blacksmith] a kovácsműhelyben
   *[cathedral] a katedrálisban
}.
engine-step-count-guards = A gróf { $quarter ->
    [castle] a várban
    [market] a piacon
    [blacksmith] a kovácsműhelyben
   *[cathedral] a katedrálisban
} áll, ezért onnan egy { -follower } sem távozhat.
engine-step-wrong-quarter = { $quarter ->
    [castle] A várból { -follower(number: "pl") } csak { -city(case: "ill") } mehetnek.
    [market] A piacról { -follower(number: "pl") } csak { -field(case: "sub") } mehetnek.
    [blacksmith] A kovácsműhelyből { -follower(number: "pl") } csak { -road(case: "sub") } mehetnek.
   *[cathedral] A katedrálisból { -follower(number: "pl") } csak { -cloister(case: "ill") } mehetnek.
}
# $square: egy mező, például [1, 0]
engine-step-not-scored-now = Az ezen a helyen lévő terület ({ $square }) ebben a körben nem kerül értékelésre, így Carcassonne-ból egy { -follower } sem csatlakozhat hozzá.
engine-step-market-at-end = A piacon álló { -follower(number: "pl") } csak a játék végén hagyhatják el a piacot.
engine-step-only-market-at-end = Az érvényben lévő szabályváltozat szerint a játék végén csak a piacon álló { -follower(number: "pl") } hagyhatják el Carcassonne-t; akik { $quarter ->
    [castle] a várban
    [market] a piacon
    [blacksmith] a kovácsműhelyben
   *[cathedral] a katedrálisban
} várakoznak, ott maradnak.
## Katapult: a katapultforduló

engine-step-no-fair = Katapultforduló csak olyan kör után jön, amelyben { -fair(case: "acc") } ábrázoló { -tile(case: "acc") } raktak le.
engine-step-second-round = Egy { -fair(case: "acc") } ábrázoló { -tile } egyetlen katapultfordulót hoz, és ebben a körben az már lezajlott.
engine-step-fair-at-start = Egy { -fair(case: "acc") } ábrázoló { -tile } akkor hoz katapultfordulót, amikor kihúzzák: nem lehet a { -start-tile }, amelyet a játék kezdete előtt tesznek le.
engine-step-not-seated = { $player } nem játszik: a { -tile(number: "pl") } megnevezik a játékosokat, és ő nincs köztük.
engine-step-named-twice = Egy fordulóban minden játékos egy korongot lő ki, de { $player } kétszer szerepel.
engine-step-seduce-own = A csábítás egy másik játékos { -follower(case: "acc") } cseréli le, de a(z) { $square } helyen álló a lövő játékosé.
engine-step-no-follower-left = A lövő játékosnak nem maradt { -follower } a készletében, amelyet a másik helyére tehetne.
engine-step-not-neighbours = A korongot a bal oldali szomszédnak, a soron következő játékosnak kell dobni: { $catcher } nem { $thrower } bal oldalán ül.
