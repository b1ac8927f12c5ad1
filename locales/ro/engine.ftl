### Mesajele motorului de reguli: de ce nu este acceptat un cartonaș, un supus
### sau o regiune numită într-o tablă. Id-urile și variabilele primite de
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
# Culoarea supusului care ocupă regiunea: „de un supus roșu”.
engine-player-red = roșu
engine-player-blue = albastru
engine-player-green = verde
engine-player-yellow = galben
engine-player-black = negru
engine-player-grey = gri
# Un tip de regiune: „nu există oraș”, „de tip oraș”.
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
engine-placement-river-u-turn = Nu e voie ca { -river(form: "def") } să se întoarcă într-un U strâns; acest regulament înțelege prin asta două cotituri la rând în aceeași parte (interpretarea noastră, nu cuvintele regulamentului).
engine-placement-river-closed = Nu există niciun capăt deschis al { -river(form: "gen") } care să poată fi continuat (lacul încheie { -river(form: "def") }, izvorul îl începe).
engine-placement-river-arms-join = Cele două brațe ale unui { -river } ramificat nu se unesc niciodată, iar un braț nu se poate îndrepta spre un { -tile } deja așezat.
engine-placement-abbey-not-in-hole = Abația se pune doar într-un gol care are câte un { -tile } pe fiecare dintre cele patru laturi.
engine-placement-shrine-two-cloisters = O { -shrine } nu poate fi așezată lângă mai multe { -cloister(number: "pl") } (contează toate cele opt pătrate vecine).
engine-placement-cloister-two-shrines = O { -cloister } nu poate fi așezată lângă mai multe { -shrine(number: "pl") } (contează toate cele opt pătrate vecine).
# $max (număr): la câte pătrate de start poate sta un cartonaș, în fiecare direcție
engine-placement-out-of-bounds = Pătratul este prea departe de start: un { -tile } poate sta la cel mult { PLURAL($max) ->
    [one] { $max } pătrat
    [few] { $max } pătrate
   *[other] { $max } de pătrate
} de el în fiecare direcție.

## Plasarea unui supus

engine-follower-no-tile = Un { -follower } poate fi pus doar pe { -tile(form: "def") } abia plasat.
engine-follower-already-placed = Într-un tur poți plasa un singur { -follower }.
engine-follower-no-supply = Jucătorul nu mai are niciun { -follower } în { -supply }.
engine-follower-unknown-feature = Pe acest { -tile } nu există o asemenea regiune.
engine-follower-river = Pe { -river } nu se poate pune niciun { -follower }.
# $player: nume de mai sus
engine-follower-occupied = Regiunea este deja ocupată mai încolo de un { -follower } { $player } (continuă pe alte { -tile(number: "pl") }).

## Numirea unei regiuni într-un fișier de tablă (`tilebook score`, `tilebook check`).
## Cuvintele dintre apostrofuri inverse sunt cele ale fișierului (tipuri de
## regiune, laturile N E S W, jumătățile NNW … WNW): rămân neschimbate.

# $name (text): ce scrie în fișier în loc de un tip de regiune
engine-spec-unknown-type = `{ $name }` nu este un tip de regiune; folosește city, road, cloister sau field.
# $place (text): ce scrie în fișier după „@”
engine-spec-unknown-place = `{ $place }` nu este o latură (N, E, S, W) și nici o jumătate de latură (NNW … WNW).
# $feature: nume de mai sus
engine-spec-none = Pe acest { -tile } nu există { $feature }.
# $feature: nume de mai sus; $count (număr, cel puțin 2); $example (text): o formă care spune care
engine-spec-ambiguous = Pe acest { -tile } { PLURAL($count) ->
    [one] este { $count } regiune
    [few] sunt { $count } regiuni
   *[other] sunt { $count } de regiuni
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
engine-figure-mayor = { -mayor }
engine-figure-wagon = { -wagon }
engine-figure-barn = { -barn }
engine-figure-no-supply = Jucătorul nu mai are nicio figură de tipul „{ $figure }” (sau aceasta nu face parte din joc).
engine-figure-wrong-feature = Figura „{ $figure }” nu poate sta pe o regiune de tipul „{ $feature }”.
engine-figure-needs-own-follower = Figura „{ $figure }” poate fi pusă doar pe o regiune pe care stăpânul ei are deja un { -follower }.

## Ordinea tururilor, când o tablă spune cine a așezat fiecare cartonaș

engine-turn-no-player = Unele { -tile(number: "pl") } spun ce jucător le-a așezat, iar acesta nu: spuneți-l la fiecare { -tile } de după primul.
engine-turn-no-seat = Jucătorul { $player } nu are loc la această masă: jocul de bază e pentru cinci, iar al șaselea jucător (gri) joacă doar cu „Hanuri și catedrale”.
engine-turn-order = Este rândul jucătorului { $expected }, nu al jucătorului { $found }: jucătorii urmează ordinea locurilor, iar doar stăpânul unui constructor așază imediat un al doilea { -tile }.

## Prințesa și balaurul, Turnul: plasarea unui supus

engine-follower-dragon = Niciun { -follower } nu poate sta pe { -tile(form: "def") } pe care se află { -dragon(form: "def") }.
engine-follower-not-this-tile = O figură se pune pe { -tile(form: "def") } tocmai așezat; doar o { -magic-portal } de pe acel { -tile } poate trimite un { -follower } pe alt { -tile }.
engine-follower-completed = Printr-o { -magic-portal }, un { -follower } poate fi pus doar pe o regiune care nu este încă completă.

## Prințesa și balaurul, Turnul: pașii unui tur
# $square (text): un pătrat așa cum îl scrie un fișier de tablă, „[2, -1]”

engine-step-not-in-play = Acest pas ține de o extensie ale cărei { -tile(number: "pl") } nu sunt în joc.
engine-step-out-of-order = Pașii urmează ordinea turului: întâi o { -ransom }, apoi singura acțiune (o figură, { -princess(form: "def") }, { -fairy(form: "def") } sau un { -tower }), apoi { -dragon(form: "def") }; fiecare o singură dată.
engine-step-already-acted = Într-un tur, jucătorul face o singură acțiune: o figură, { -princess(form: "def") }, { -fairy(form: "def") } sau o { -tower-piece }.
engine-step-turn-of = Este rândul jucătorului { $player }: acțiunea turului (o figură, { -princess(form: "def") }, { -fairy(form: "def") }, o { -tower-piece }, o { -barn(form: "indef") }) și intrarea într-un cartier îi aparțin doar lui.
engine-step-before-play = Într-un bloc (orașul Carcassonne), { -tile(number: "pl", form: "def") } se așază înainte de începerea jocului: cu ele nu se pune nicio figură și nu se face nicio altă mutare.
engine-step-no-tile = La { $square } nu este niciun { -tile }.
engine-step-no-follower = La { $square } nu stă niciun { -follower }.
# $owner: numele unui jucător de mai sus
engine-step-not-yours = La { $square } stă un { -follower } al jucătorului { $owner }, nu unul al jucătorului aflat la rând.
engine-step-no-princess = Doar o { -princess } de pe { -tile(form: "def") } tocmai așezat poate trimite acasă un { -knight }, și doar unul din { -city(form: "def") } ei.
engine-step-princess-must = După varianta de reguli folosită, { -princess(form: "def") } trebuie să trimită acasă un { -knight } din { -city(form: "def") } ei, iar în { -city(form: "def") } ei se află unul: trimite unul acasă înainte de evaluarea turului.
engine-step-dragon-asleep = Până la așezarea primului { -volcano }, { -dragon(form: "def") } nu intră în joc: un { -tile } cu semnul { -dragon(form: "gen") } tras până atunci se pune deoparte și se trage din nou mai târziu.
engine-step-dragon-must-move = După un { -tile } cu semnul { -dragon(form: "gen") }, { -dragon(form: "def") } se mută: indică-i drumul.
engine-step-no-dragon-move = Doar după un { -tile } cu semnul { -dragon(form: "gen") } se mută { -dragon(form: "def") }, și o singură dată.
engine-step-dragon-not-adjacent = La fiecare pas, { -dragon(form: "def") } trece pe un { -tile } vecin, peste o latură: { $square } nu este lângă el.
engine-step-dragon-revisits = În această mutare, { -dragon(form: "def") } a fost deja la { $square }.
engine-step-dragon-onto-fairy = La { $square } stă { -fairy(form: "def") }, așa că { -dragon(form: "def") } nu poate intra acolo.
# $steps: câte pătrate se mută balaurul
engine-step-dragon-too-far = Într-o mutare, { -dragon(form: "def") } parcurge cel mult { PLURAL($steps) ->
    [one] { $steps } { -tile }
    [few] { $steps } { -tile(number: "pl") }
   *[other] { $steps } de { -tile(number: "pl") }
}.
# $taken: câte pătrate a parcurs
engine-step-dragon-stops-early = După { PLURAL($taken) ->
    [one] { $taken } { -tile }
    [few] { $taken } { -tile(number: "pl") }
   *[other] { $taken } de { -tile(number: "pl") }
}, { -dragon(form: "def") } s-a oprit, deși mai putea merge: se oprește mai devreme doar într-o fundătură.
engine-step-no-tower = La { $square } nu există niciun { -tower-foundation }.
engine-step-tower-finished = La { $square }, { -tower(form: "def") } este terminat: în vârful lui stă un { -follower }.
engine-step-tower-empty = Un { -follower } poate termina doar un { -tower } care are cel puțin o piesă; la { $square } nu este niciuna.
# $pieces: piesele de turn ale fiecărui jucător
engine-step-no-tower-pieces = Jucătorul și-a pus deja { PLURAL($pieces) ->
    [one] singura { -tower-piece }
    [few] toate cele { $pieces } { -tower-piece(number: "pl") }
   *[other] toate cele { $pieces } de { -tower-piece(number: "pl") }
}.
# $height: înălțimea turnului după piesa nouă
engine-step-out-of-range = Un { -tower } { PLURAL($height) ->
    [one] înalt de o piesă ajunge în linie dreaptă doar până la un { -tile } distanță
    [few] înalt de { $height } piese ajunge în linie dreaptă până la { $height } { -tile(number: "pl") } distanță
   *[other] înalt de { $height } de piese ajunge în linie dreaptă până la { $height } de { -tile(number: "pl") } distanță
}; { $square } este în afara razei lui.
# $figure: numele unei figuri de mai sus
engine-step-cannot-capture = Un { -tower } nu poate captura figura „{ $figure }”.
engine-step-no-exchange = Nu există un asemenea { -prisoner } de schimbat.
# $from: numele unui jucător; $figure: numele unei figuri
engine-step-no-prisoner = Jucătorul { $from } nu are niciun { -prisoner } de tipul „{ $figure }” al jucătorului aflat la rând.
# $ransom: răscumpărarea, în puncte
engine-step-cannot-pay = O { -ransom } costă { PLURAL($ransom) ->
    [one] { $ransom } { -point }
    [few] { $ransom } { -point(number: "pl") }
   *[other] { $ransom } de { -point(number: "pl") }
}, mai mult decât are jucătorul.
engine-step-not-your-turn = Doar jucătorul aflat la rând poate răscumpăra un { -prisoner }.

## Abație și primar: moșii, căruțuri și abații

engine-follower-barn = Niciun { -farmer } nu poate fi pus pe un { -field } pe care se află o { -barn }.
engine-follower-barn-corner = O { -barn } nu se așază pe o regiune, ci într-un colț al cartonașului tocmai pus, acolo unde se întâlnesc patru { -tile(number: "pl") }.
engine-follower-lake-volcano = Pe lacul cu { -volcano } nu se pune niciun { -follower }: cine îl așază mai joacă în schimb un tur.
engine-step-not-four-fields = O { -barn } se așază doar acolo unde se întâlnesc patru { -tile(number: "pl") }, fiecare cu un { -field } în colțul său; acel colț al cartonașului de la { $square } nu este un astfel de loc.
engine-step-barn-taken = Pe { -field(form: "def") } din acel colț al cartonașului de la { $square } se află deja o { -barn }.
engine-step-barn-farmers = Pe { -field(form: "def") } din acel colț al { -tile(form: "gen") } de la { $square } stau { -farmer(number: "pl") }, iar după varianta de reguli folosită o { -barn } se pune doar pe un { -field } fără niciun { -farmer }.
engine-step-no-wagon = Niciun { -wagon } al jucătorului nu a fost evaluat în acest tur, așa că niciunul nu se poate muta mai departe.
engine-step-wagon-not-adjacent = Un { -wagon } merge mai departe doar spre o regiune vecină cu cea pe care a fost evaluat, în sensul pe care îl dă cuvântului „vecin” varianta de reguli folosită; regiunea de la { $square } nu este una dintre ele.
engine-step-abbey-used = Fiecare jucător are o singură { -abbey }, iar acest jucător și-a așezat-o deja.

## Contele din Carcassonne: cartierele și contele
# $quarter (la toate trei de mai jos): castle, market, blacksmith sau cathedral

engine-step-quarter-not-earned = Un jucător pune un { -follower } în Carcassonne doar după un tur în care evaluarea a adus puncte altui jucător și niciunul lui însuși.
engine-step-quarter-twice = Într-un tur intră în Carcassonne un singur { -follower }.
# $figure: numele unei figuri de mai sus
engine-step-not-a-follower = În cartierele din Carcassonne intră doar { -follower(number: "pl") }, nu figura „{ $figure }”.
engine-step-not-in-quarter = Jucătorul nu are un asemenea { -follower } în { $quarter ->
    [castle] castel
    [market] târg
    [blacksmith] fierărie
   *[cathedral] catedrală
}.
engine-step-count-guards = Contele stă în { $quarter ->
    [castle] castel
    [market] târg
    [blacksmith] fierărie
   *[cathedral] catedrală
}, deci niciun { -follower } nu poate pleca de acolo.
engine-step-wrong-quarter = { $quarter ->
    [castle] Din castel { -follower(number: "pl", form: "def") } merg doar într-un { -city }.
    [market] Din târg { -follower(number: "pl", form: "def") } merg doar pe un { -field }.
    [blacksmith] Din fierărie { -follower(number: "pl", form: "def") } merg doar pe un { -road }.
   *[cathedral] Din catedrală { -follower(number: "pl", form: "def") } merg doar într-o { -cloister }.
}
# $square: un pătrat, de exemplu [1, 0]
engine-step-not-scored-now = Regiunea de la { $square } nu se evaluează în acest tur, deci niciun { -follower } din Carcassonne nu i se poate alătura.
engine-step-market-at-end = Din târg, { -follower(number: "pl", form: "def") } pleacă doar la sfârșitul jocului.
engine-step-only-market-at-end = După varianta de reguli folosită, la sfârșitul jocului doar { -follower(number: "pl", form: "def") } din târg părăsesc Carcassonne; cei din { $quarter ->
    [castle] castel
    [market] târg
    [blacksmith] fierărie
   *[cathedral] catedrală
} rămân pe loc.
## Catapulta: runda cu catapulta

engine-step-no-fair = O rundă cu { -catapult(form: "def") } are loc doar după turul în care s-a plasat un { -tile } cu { -fair }.
engine-step-second-round = Un { -tile } cu { -fair } aduce o singură rundă cu { -catapult(form: "def") }, iar în acest tur ea a avut deja loc.
engine-step-fair-at-start = Un { -tile } cu { -fair } aduce o rundă cu { -catapult(form: "def") } când este tras: nu poate fi { -start-tile(form: "def") }, care se așază înainte de începerea jocului.
engine-step-not-seated = { $player } nu joacă: { -tile(number: "pl", form: "def") } numesc jucătorii, iar acesta nu este printre ei.
engine-step-named-twice = Fiecare jucător aruncă un singur cartonaș „catapultă” într-o rundă, dar { $player } apare de două ori.
engine-step-seduce-own = Cartonașul „Seducție” înlocuiește { -follower(form: "def") } altui jucător, dar cel de la { $square } este chiar al celui care aruncă.
engine-step-no-follower-left = Cel care aruncă nu mai are niciun { -follower } în rezervă pe care să îl pună în locul celuilalt.
engine-step-not-neighbours = Cartonașul se aruncă vecinului din stânga, următorul jucător la rând: { $catcher } nu stă în stânga lui { $thrower }.
