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
