### Komunikaty silnika zasad: dlaczego żeton, pionek albo obszar wskazany
### w pliku planszy nie jest przyjęty. Identyfikatory i zmienne, które dostaje
### każdy komunikat, ustala silnik (engine/src/message.rs).

## Nazwy, które komunikaty poniżej dostają jako $side, $mine, $theirs, $player
## i $feature, już przetłumaczone. Każda ma formę, której wymagają jej zdania.

# Bok żetonu, po słowie „krawędź”: „krawędź północna”.
engine-side-n = północna
engine-side-e = wschodnia
engine-side-s = południowa
engine-side-w = zachodnia
# To, co pokazuje krawędź, samo w nawiasie: „(miasto)”.
engine-terrain-city = { -city }
engine-terrain-road = { -road }
engine-terrain-field = { -field }
engine-terrain-water = { -river }
# Kolor gracza, którego pionek zajmuje obszar: „przez czerwonego gracza”.
engine-player-red = czerwonego
engine-player-blue = niebieskiego
engine-player-green = zielonego
engine-player-yellow = żółtego
engine-player-black = czarnego
# Rodzaj obszaru, w cudzysłowie po słowie „typu”: „miasto”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Kładzenie żetonu

engine-placement-occupied = Na tym polu leży już inny { -tile }.
engine-placement-not-adjacent = Nowy { -tile } musi stykać się całym bokiem z { -tile(case: "ins") } już leżącym na planszy (sam róg nie wystarczy).
# $side, $mine, $theirs: nazwy z góry
engine-placement-edge-mismatch = Krawędź { $side } { -tile(case: "gen") } ({ $mine }) nie pasuje do sąsiedniej krawędzi ({ $theirs }).
engine-placement-river-not-continued = Każdy { -tile } z { -river(case: "ins") } musi przedłużać { -river(case: "acc") } od ostatniego { -tile(case: "gen") } z { -river(case: "ins") }; aż do jeziora kładzie się wyłącznie { -tile(number: "pl", case: "acc") } z { -river(case: "ins") }.
engine-placement-river-u-turn = Tak położony { -tile } zawracałby { -river(case: "acc") } ciasnym zakrętem w kształcie „U”, a tego nie wolno; ta książka rozumie przez to dwa skręty z rzędu w tę samą stronę (to nasza interpretacja, nie słowa instrukcji).
engine-placement-river-closed = Nie ma otwartego końca { -river(case: "gen") }, który można by przedłużyć (jezioro zamyka { -river(case: "acc") }, źródło ją rozpoczyna).
# $max (liczba): najdalej ile pól od startu może leżeć żeton w każdą stronę
engine-placement-out-of-bounds = To pole jest za daleko od startu: { -tile } może leżeć najwyżej { PLURAL($max) ->
    [one] { $max } pole
    [few] { $max } pola
    [many] { $max } pól
   *[other] { $max } pola
} od niego w każdą stronę.

## Stawianie pionka

engine-follower-no-tile = Można postawić { -follower(case: "acc") } tylko na { -tile(case: "loc") } położonym w tym ruchu.
engine-follower-already-placed = W jednym ruchu możesz postawić tylko jednego { -follower(case: "acc") }.
engine-follower-no-supply = Gracz nie ma już żadnego { -follower(case: "gen") } w { -supply(case: "loc") }.
engine-follower-unknown-feature = Na tym { -tile(case: "loc") } nie ma takiego obszaru.
engine-follower-river = Na { -river(case: "loc") } nie wolno stawiać { -follower(number: "pl", case: "gen") }.
# $player: jedna z nazw z góry
engine-follower-occupied = Ten obszar jest już dalej zajęty przez { $player } gracza (ciągnie się na inne { -tile(number: "pl", case: "acc") }).

## Wskazywanie obszaru w pliku planszy (`tilebook score`, `tilebook check`).
## Słowa w odwróconych apostrofach pochodzą z pliku (rodzaje obszarów, boki
## N E S W, połowy boków NNW … WNW): zostają bez zmian.

# $name (tekst): to, co plik podaje zamiast rodzaju obszaru
engine-spec-unknown-type = `{ $name }` to nie obszar; użyj city, road, cloister albo field.
# $place (tekst): to, co plik podaje po „@”
engine-spec-unknown-place = `{ $place }` to ani bok (N, E, S, W), ani połowa boku (NNW … WNW).
# $feature: jedna z nazw z góry
engine-spec-none = Na tym { -tile(case: "loc") } nie ma obszaru typu „{ $feature }”.
# $feature: jedna z nazw z góry; $count (liczba, co najmniej 2); $example (tekst): zapis, który wskazuje jeden z nich
engine-spec-ambiguous = Na tym { -tile(case: "loc") } { PLURAL($count) ->
    [one] jest { $count } obszar
    [few] są { $count } obszary
    [many] jest { $count } obszarów
   *[other] jest { $count } obszaru
} typu „{ $feature }”; wskaż który, np. `{ $example }`.
# $place (tekst): bok; $first, $second (tekst): jego dwie połowy
engine-spec-split-side = Bok { $place } styka się z dwiema { -field(number: "pl", case: "ins") }; podaj połowę boku: `field@{ $first }` albo `field@{ $second }`.
# $feature: jedna z nazw z góry; $place (tekst): bok albo połowa boku z pliku
engine-spec-not-at = Na tym { -tile(case: "loc") } nie ma obszaru typu „{ $feature }” w miejscu { $place } (boki i ich połowy liczy się według ułożenia na planszy).

## Odtwarzanie przykładu

engine-replay-unknown-kind = Tego rodzaju { -tile(case: "gen") } nie ma w tym przykładzie.

## Interaktywne przykłady: błąd bez własnego tekstu

engine-error-unknown = Ten ruch jest niedozwolony.

## Figury z rozszerzeń: duży pionek, budowniczy i świnia

engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-no-supply = Gracz nie ma już figury „{ $figure }” (albo tej figury nie ma w grze).
engine-figure-wrong-feature = Figura „{ $figure }” nie może stać na obszarze typu „{ $feature }”.
engine-figure-needs-own-follower = Figura „{ $figure }” może dołączyć tylko do obszaru, na którym jej właściciel ma już { -follower(case: "acc") }.

## Kolejność ruchów, gdy plansza podaje, kto położył każdy żeton

engine-turn-no-player = Niektóre { -tile(number: "pl") } podają gracza, który je położył, a ten nie: trzeba go podać przy każdym { -tile(case: "loc") } po pierwszym.
engine-turn-order = Teraz ruch gracza { $expected }, nie gracza { $found }: gracze grają po kolei według miejsc, a drugi { -tile(case: "acc") } zaraz po pierwszym kładzie tylko właściciel { -builder(case: "gen") }.

## Księżniczka i smok, Wieża: stawianie pionka

engine-follower-dragon = Na { -tile(case: "loc") }, na którym stoi smok, nie może stanąć żaden { -follower }.
engine-follower-not-this-tile = Figurę stawia się na { -tile(case: "loc") } położonym w tym ruchu; tylko magiczny portal na tym { -tile(case: "loc") } pozwala postawić { -follower(case: "acc") } na innym.
engine-follower-completed = Przez magiczny portal { -follower } może stanąć tylko na obszarze, który nie jest jeszcze ukończony.

## Księżniczka i smok, Wieża: kroki ruchu
# $square (tekst): pole zapisane tak jak w pliku planszy, „[2, -1]”

engine-step-not-in-play = Ten krok należy do rozszerzenia, którego { -tile(number: "pl", case: "nom") } nie biorą udziału w grze.
engine-step-out-of-order = Kroki idą w kolejności ruchu: najpierw okup, potem jedna czynność (figura, księżniczka, wróżka albo wieża), na końcu smok; każdy tylko raz.
engine-step-already-acted = W jednym ruchu gracz wykonuje jedną czynność: figura, księżniczka, wróżka albo element wieży.
engine-step-no-tile = Na polu { $square } nie ma { -tile(case: "gen") }.
engine-step-no-follower = Na polu { $square } nie stoi żaden { -follower }.
# $owner: nazwa gracza z listy powyżej
engine-step-not-yours = { -follower } na polu { $square } należy do gracza { $owner }, nie do tego gracza.
engine-step-no-princess = Tylko księżniczka na { -tile(case: "loc") } położonym w tym ruchu odsyła rycerza, i tylko rycerza ze swojego miasta.
engine-step-dragon-asleep = Smok nie wchodzi na planszę, zanim nie zostanie położony wulkan: { -tile } ze smokiem wyciągnięty wcześniej odkłada się na bok i dobiera później.
engine-step-dragon-must-move = Po { -tile(case: "loc") } ze smokiem smok się rusza: podaj jego drogę.
engine-step-no-dragon-move = Smok rusza się tylko po { -tile(case: "loc") } ze smokiem, raz.
engine-step-dragon-not-adjacent = Smok przechodzi o jedno pole przez bok: pole { $square } nie sąsiaduje z nim.
engine-step-dragon-revisits = Smok był już na polu { $square } w tym ruchu.
engine-step-dragon-onto-fairy = Smok nie może wejść na pole { $square }: stoi tam wróżka.
# $steps: o ile pól przesuwa się smok
engine-step-dragon-too-far = Smok przechodzi najwyżej { $steps ->
        [one] { $steps } pole
        [few] { $steps } pola
        [many] { $steps } pól
       *[other] { $steps } pola
    }.
# $taken: ile pól przeszedł
engine-step-dragon-stops-early = Smok zatrzymał się po { $taken ->
        [one] { $taken } polu
        [few] { $taken } polach
        [many] { $taken } polach
       *[other] { $taken } polach
    }, choć mógł iść dalej: wcześniej staje tylko w ślepym zaułku.
engine-step-no-tower = Na polu { $square } nie ma miejsca na wieżę.
engine-step-tower-finished = Wieża na polu { $square } jest ukończona: na jej szczycie stoi { -follower }.
engine-step-tower-empty = { -follower } kończy tylko wieżę, która ma co najmniej jeden element; na polu { $square } nie ma żadnego.
# $pieces: elementy wieży jednego gracza
engine-step-no-tower-pieces = Gracz położył już wszystkie swoje elementy wieży ({ $pieces }).
# $height: wysokość wieży po nowym elemencie
engine-step-out-of-range = Wieża o wysokości { $height } sięga w linii prostej na odległość { $height }; pole { $square } jest poza jej zasięgiem.
# $figure: nazwa figury z listy powyżej
engine-step-cannot-capture = Wieża nie może wziąć do niewoli figury „{ $figure }”.
engine-step-no-exchange = Nie ma takiego jeńca do wymiany.
# $from: nazwa gracza; $figure: nazwa figury
engine-step-no-prisoner = Gracz { $from } nie trzyma w niewoli żadnej figury „{ $figure }” tego gracza.
# $ransom: okup w punktach
engine-step-cannot-pay = Okup kosztuje { $ransom ->
        [one] { $ransom } punkt
        [few] { $ransom } punkty
        [many] { $ransom } punktów
       *[other] { $ransom } punktu
    }, więcej, niż gracz ma.
engine-step-not-your-turn = Jeńca wykupuje tylko gracz, którego jest ruch.
