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
# $max (szám): a kezdőponttól legfeljebb hány helynyire lehet egy kártya minden irányban
engine-placement-out-of-bounds = Ez a hely túl messze van a kezdőponttól: egy { -tile } minden irányban legfeljebb { $max } helynyire lehet tőle.

## Alattvaló lerakása

engine-follower-no-tile = Egy { -follower(case: "acc") } csak az imént lerakott { -tile(case: "sub") } tehetsz.
engine-follower-already-placed = Egy körben csak egy { -follower(case: "acc") } rakhatsz le.
engine-follower-no-supply = A játékosnak nincs több { -follower } a { -supply(case: "ine") }.
engine-follower-unknown-feature = A { -tile(case: "sup") } nincs ilyen terület.
engine-follower-river = A { -river(case: "sup") } nem állhat { -follower }.
# $player: a fenti nevek egyike
engine-follower-occupied = Ezt a területet távolabb már a { $player } játékos foglalja el (a két rész összefügg).

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
engine-figure-no-supply = A játékosnak nincs több ilyen figurája: { $figure } (vagy ez a figura nincs a játékban).
engine-figure-wrong-feature = Ez a figura ({ $figure }) nem állhat ilyen területen: { $feature }.
engine-figure-needs-own-follower = Ez a figura ({ $figure }) csak olyan területre tehető, amelyen a gazdája már elhelyezett egy { -follower(case: "acc") }.

## A körök sorrendje, ha a tábla megmondja, ki rakta le az egyes lapkákat

engine-turn-no-player = Néhány { -tile } megnevezi a játékost, aki lerakta, ez viszont nem: az első után minden { -tile } esetén meg kell adni.
engine-turn-order = Most a { $expected } játékos következik, nem a { $found }: a játékosok ülésrendben követik egymást, és csak az { -builder } gazdája rakhat le rögtön egy második { -tile(case: "acc") }.

## A hercegnő és a sárkány, A torony: alattvaló lerakása

engine-follower-dragon = Arra a { -tile(case: "sub") }, amelyen a sárkány áll, nem kerülhet { -follower }.
engine-follower-not-this-tile = Figura csak az imént lerakott { -tile(case: "sub") } kerülhet; csak az azon lévő varázskapu küldhet egy { -follower(case: "acc") } másik { -tile(case: "sub") }.
engine-follower-completed = Varázskapun át { -follower } csak olyan területre kerülhet, amely még nincs befejezve.

## A hercegnő és a sárkány, A torony: a kör lépései
# $square (szöveg): egy hely úgy, ahogy a táblafájl írja, „[2, -1]”

engine-step-not-in-play = Ez a lépés olyan kiegészítőhöz tartozik, amelynek kártyái nincsenek játékban.
engine-step-out-of-order = A lépések a kör sorrendjében jönnek: előbb egy váltságdíj, aztán az egyetlen cselekvés (figura, hercegnő, tündér vagy torony), végül a sárkány; mindegyik egyszer.
engine-step-already-acted = Egy körben egy cselekvés jár: figura, hercegnő, tündér vagy toronyelem.
engine-step-no-tile = A(z) { $square } helyen nincs { -tile }.
engine-step-no-follower = A(z) { $square } helyen nem áll { -follower }.
# $owner: egy játékos neve a fentiek közül
engine-step-not-yours = A(z) { $square } helyen álló { -follower } a(z) { $owner } játékosé, nem a játékos sajátja.
engine-step-no-princess = Csak az imént lerakott kártyán lévő hercegnő küldhet haza egy lovagot, és csak a saját városának lovagját.
engine-step-dragon-asleep = A sárkány csak akkor kerül a játéktérre, ha lerakták az első vulkánt: az előtte húzott sárkányos { -tile } félrekerül, és később újra húzzák.
engine-step-dragon-must-move = Sárkányos kártya után a sárkány lép: add meg az útját.
engine-step-no-dragon-move = A sárkány csak sárkányos kártya után lép, egyszer.
engine-step-dragon-not-adjacent = A sárkány egyszerre egy kártyányit lép, oldalszomszédosat: a(z) { $square } nem szomszédos vele.
engine-step-dragon-revisits = A sárkány ebben a lépéssorban már járt a(z) { $square } helyen.
engine-step-dragon-onto-fairy = A sárkány nem léphet a(z) { $square } helyre: ott van a tündér.
# $steps: hány kártyányit lép a sárkány
engine-step-dragon-too-far = A sárkány legfeljebb { $steps } lépést tesz meg.
# $taken: hány kártyányit lépett
engine-step-dragon-stops-early = A sárkány { $taken } lépés után megállt, pedig léphetett volna tovább: csak zsákutcában áll meg korábban.
engine-step-no-tower = A(z) { $square } helyen nincs toronyalap.
engine-step-tower-finished = A(z) { $square } helyen álló torony kész: a tetején { -follower } áll.
engine-step-tower-empty = { -follower } csak olyan tornyot fejezhet be, amelyben már van legalább egy elem; a(z) { $square } helyen nincs.
# $pieces: egy játékos toronyelemeinek száma
engine-step-no-tower-pieces = A játékos már lerakta mind a(z) { $pieces } toronyelemét.
# $height: a torony magassága az új elem után
engine-step-out-of-range = Egy { $height } magas torony egyenes vonalban { $height } kártyányira ér el; a(z) { $square } ezen kívül esik.
# $figure: egy figura neve a fentiek közül
engine-step-cannot-capture = Torony nem ejthet foglyul ilyen figurát: { $figure }.
engine-step-no-exchange = Nincs ilyen fogoly, akit ki lehetne cserélni.
# $from: egy játékos neve; $figure: egy figura neve
engine-step-no-prisoner = A(z) { $from } játékos nem tartja fogva a játékos egyetlen ilyen figuráját sem: { $figure }.
# $ransom: a váltságdíj pontban
engine-step-cannot-pay = A váltságdíj { $ransom } { -point }, több, mint amennyi a játékosnak van.
engine-step-not-your-turn = Foglyot csak az a játékos válthat ki, aki éppen soron van.
