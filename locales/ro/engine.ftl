### Mesajele motorului de reguli: de ce nu este acceptat un cartonaș, un supus
### sau un teritoriu numit într-o tablă. Id-urile și variabilele primite de
### fiecare sunt fixate de motor (engine/src/message.rs).

## Numele pe care mesajele de mai jos le primesc ca $side, $mine, $theirs,
## $player și $feature, deja traduse. Fiecare are forma cerută de frazele sale.

# O latură a cartonașului, după „latura”: „latura de nord”.
engine-side-n = de nord
engine-side-e = de est
engine-side-s = de sud
engine-side-w = de vest
# Ce arată o latură, singur între paranteze: „(oraș)”.
engine-terrain-city = { -city }
engine-terrain-road = { -road }
engine-terrain-field = { -field }
engine-terrain-water = { -river }
# Culoarea supusului care ocupă teritoriul: „de un supus roșu”.
engine-player-red = roșu
engine-player-blue = albastru
engine-player-green = verde
engine-player-yellow = galben
engine-player-black = negru
# Un tip de teritoriu: „nu există oraș”, „de tip oraș”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Plasarea unui cartonaș

engine-placement-occupied = Pe acest pătrat se află deja alt { -tile }.
engine-placement-not-adjacent = Orice { -tile } nou trebuie să aibă o latură întreagă comună cu un { -tile } deja plasat (un colț nu ajunge).
# $side, $mine, $theirs: nume de mai sus
engine-placement-edge-mismatch = Latura { $side } a { -tile(form: "gen") } ({ $mine }) nu se potrivește cu latura vecină ({ $theirs }).
engine-placement-river-not-continued = Un { -tile } cu { -river } trebuie să continue { -river(form: "def") } de la ultimul { -tile } cu { -river }; până la lac se plasează doar { -tile(number: "pl") } cu { -river }.
engine-placement-river-u-turn = Nu e voie ca { -river(form: "def") } să se întoarcă într-un U strâns; cartea aceasta înțelege prin asta două coturi la rând în aceeași parte (interpretarea noastră, nu cuvintele regulamentului).
engine-placement-river-closed = Nu există niciun capăt deschis al { -river(form: "gen") } care să poată fi continuat (lacul încheie { -river(form: "def") }, izvorul îl începe).
# $max (număr): la câte pătrate de start poate sta un cartonaș, în fiecare direcție
engine-placement-out-of-bounds = Pătratul este prea departe de start: un { -tile } poate sta la cel mult { PLURAL($max) ->
    [one] { $max } pătrat
    [few] { $max } pătrate
   *[other] { $max } de pătrate
} de el în fiecare direcție.

## Plasarea unui supus

engine-follower-no-tile = Un { -follower } poate fi pus doar pe { -tile(form: "def") } abia plasat.
engine-follower-already-placed = Într-o tură poți plasa un singur { -follower }.
engine-follower-no-supply = Jucătorul nu mai are niciun { -follower } în { -supply }.
engine-follower-unknown-feature = Pe acest { -tile } nu există un asemenea teritoriu.
engine-follower-river = Pe { -river } nu se poate pune niciun { -follower }.
# $player: nume de mai sus
engine-follower-occupied = Teritoriul este deja ocupat mai încolo de un { -follower } { $player } (continuă pe alte { -tile(number: "pl") }).

## Numirea unui teritoriu într-un fișier de tablă (`tilebook score`, `tilebook check`).
## Cuvintele dintre apostrofuri inverse sunt cele ale fișierului (tipuri de
## teritoriu, laturile N E S W, jumătățile NNW … WNW): rămân neschimbate.

# $name (text): ce scrie în fișier în loc de un tip de teritoriu
engine-spec-unknown-type = `{ $name }` nu este un teritoriu; folosește city, road, cloister sau field.
# $place (text): ce scrie în fișier după „@”
engine-spec-unknown-place = `{ $place }` nu este o latură (N, E, S, W) și nici o jumătate de latură (NNW … WNW).
# $feature: nume de mai sus
engine-spec-none = Pe acest { -tile } nu există { $feature }.
# $feature: nume de mai sus; $count (număr, cel puțin 2); $example (text): o formă care spune care
engine-spec-ambiguous = Pe acest { -tile } { PLURAL($count) ->
    [one] este { $count } teritoriu
    [few] sunt { $count } teritorii
   *[other] sunt { $count } de teritorii
} de tip { $feature }; spune care, de exemplu `{ $example }`.
# $place (text): latura; $first, $second (text): cele două jumătăți ale ei
engine-spec-split-side = Latura { $place } atinge două { -field(number: "pl") }; numește o jumătate de latură, `field@{ $first }` sau `field@{ $second }`.
# $feature: nume de mai sus; $place (text): latura sau jumătatea din fișier
engine-spec-not-at = Pe acest { -tile } nu există { $feature } la { $place } (laturile și jumătățile lor se citesc în orientarea de pe tablă).

## Reluarea unui exemplu

engine-replay-unknown-kind = Acest tip de { -tile } nu face parte din exemplu.

## Exemplele interactive: o eroare fără text propriu

engine-error-unknown = Această mutare nu este permisă.

## Figurile extensiilor: supusul mare, constructorul și porcul

engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-no-supply = Jucătorul nu mai are nicio figură de tipul „{ $figure }” (sau aceasta nu face parte din joc).
engine-figure-wrong-feature = Figura „{ $figure }” nu poate sta pe un teritoriu de tipul „{ $feature }”.
engine-figure-needs-own-follower = Figura „{ $figure }” poate fi pusă doar pe un teritoriu pe care stăpânul ei are deja un { -follower }.

## Ordinea turelor, când o tablă spune cine a așezat fiecare cartonaș

engine-turn-no-player = Unele { -tile(number: "pl") } spun ce jucător le-a așezat, iar acesta nu: spuneți-l la fiecare { -tile } de după primul.
engine-turn-order = Este rândul jucătorului { $expected }, nu al jucătorului { $found }: jucătorii urmează ordinea locurilor, iar doar stăpânul unui constructor așază imediat un al doilea { -tile }.

## Prințesa și balaurul, Turnul: plasarea unui supus

engine-follower-dragon = Niciun { -follower } nu poate sta pe { -tile(form: "def") } pe care se află balaurul.
engine-follower-not-this-tile = O figură se pune pe { -tile(form: "def") } abia plasat; doar o cărare magică de pe acel { -tile } trimite un { -follower } pe alt { -tile }.
engine-follower-completed = Printr-o cărare magică, un { -follower } se poate pune doar pe un teritoriu încă neterminat.

## Prințesa și balaurul, Turnul: pașii unei ture
# $square (text): un pătrat așa cum îl scrie un fișier de tablă, „[2, -1]”

engine-step-not-in-play = Acest pas ține de o extensie ale cărei cartonașe nu sunt în joc.
engine-step-out-of-order = Pașii vin în ordinea turei: întâi o răscumpărare, apoi singura acțiune (o figură, prințesa, zâna sau un turn), apoi balaurul; fiecare o singură dată.
engine-step-already-acted = Într-o tură se face o singură acțiune: o figură, prințesa, zâna sau o piesă de turn.
engine-step-no-tile = Nu există niciun { -tile } la { $square }.
engine-step-no-follower = La { $square } nu stă niciun { -follower }.
# $owner: numele unui jucător de mai sus
engine-step-not-yours = { -follower(form: "def") } de la { $square } este al jucătorului { $owner }, nu al jucătorului însuși.
engine-step-no-princess = Doar o prințesă de pe { -tile(form: "def") } abia plasat trimite acasă un cavaler, și doar un cavaler din orașul căruia îi aparține ea.
engine-step-dragon-asleep = Balaurul nu intră pe tablă până nu se așază un vulcan: un { -tile } cu balaur tras înainte se pune deoparte și se trage din nou mai târziu.
engine-step-dragon-must-move = După un { -tile } cu balaur, balaurul se mută: dă-i drumul.
engine-step-no-dragon-move = Balaurul se mută doar după un { -tile } cu balaur, o singură dată.
engine-step-dragon-not-adjacent = Balaurul se mută câte un { -tile }, peste o latură: { $square } nu este lângă el.
engine-step-dragon-revisits = Balaurul a fost deja la { $square } în această mutare.
engine-step-dragon-onto-fairy = Balaurul nu poate intra la { $square }: acolo este zâna.
# $steps: câte pătrate se mută balaurul
engine-step-dragon-too-far = Balaurul se mută cel mult { $steps } pași.
# $taken: câte pătrate a parcurs
engine-step-dragon-stops-early = Balaurul s-a oprit după { $taken } pași, deși putea continua: se oprește mai devreme doar într-un drum fără ieșire.
engine-step-no-tower = La { $square } nu există niciun spațiu pentru turn.
engine-step-tower-finished = Turnul de la { $square } este terminat: în vârful lui stă un { -follower }.
engine-step-tower-empty = Un { -follower } termină doar un turn care are cel puțin o piesă; la { $square } nu este niciuna.
# $pieces: piesele de turn ale fiecărui jucător
engine-step-no-tower-pieces = Jucătorul și-a pus deja toate cele { $pieces } piese de turn.
# $height: înălțimea turnului după piesa nouă
engine-step-out-of-range = Un turn înalt de { $height } ajunge la { $height } cartonașe în linie dreaptă; { $square } este prea departe.
# $figure: numele unei figuri de mai sus
engine-step-cannot-capture = Un turn nu poate lua prizonier figura „{ $figure }”.
engine-step-no-exchange = Nu există un asemenea prizonier de schimbat.
# $from: numele unui jucător; $figure: numele unei figuri
engine-step-no-prisoner = Jucătorul { $from } nu ține prizonier niciun „{ $figure }” al jucătorului.
# $ransom: răscumpărarea, în puncte
engine-step-cannot-pay = O răscumpărare costă { $ransom } puncte, mai mult decât are jucătorul.
engine-step-not-your-turn = Doar jucătorul care este la rând răscumpără un prizonier.
