### Komunikaty silnika zasad: dlaczego płytka, pionek albo obszar wskazany
### w pliku planszy nie jest przyjęty. Identyfikatory i zmienne, które dostaje
### każdy komunikat, ustala silnik (engine/src/message.rs).

## Nazwy, które komunikaty poniżej dostają jako $side, $mine, $theirs, $player
## i $feature, już przetłumaczone. Każda ma formę, której wymagają jej zdania.

# Bok płytki, po słowie „krawędź”: „krawędź północna”.
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
engine-player-grey = szarego
# Rodzaj obszaru, w cudzysłowie po słowie „typu”: „miasto”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Kładzenie płytki

engine-placement-occupied = Na tym polu leży już inna { -tile }.
engine-placement-not-adjacent = Nowa { -tile } musi stykać się całym bokiem z { -tile(case: "ins") } już leżącą na planszy (sam róg nie wystarczy).
# $side, $mine, $theirs: nazwy z góry
engine-placement-edge-mismatch = Krawędź { $side } { -tile(case: "gen") } ({ $mine }) nie pasuje do sąsiedniej krawędzi ({ $theirs }).
engine-placement-river-not-continued = Każda { -tile } z { -river(case: "ins") } musi przedłużać { -river(case: "acc") } od ostatniej { -tile(case: "gen") } z { -river(case: "ins") }; aż do jeziora kładzie się wyłącznie { -tile(number: "pl", case: "acc") } z { -river(case: "ins") }.
engine-placement-river-u-turn = Tak położona { -tile } zawracałaby { -river(case: "acc") } ciasnym zakrętem w kształcie „U”, a tego nie wolno; ta książka rozumie przez to dwa skręty z rzędu w tę samą stronę (to nasza interpretacja, nie słowa instrukcji).
engine-placement-river-closed = Nie ma otwartego końca { -river(case: "gen") }, który można by przedłużyć (jezioro zamyka { -river(case: "acc") }, źródło ją rozpoczyna).
engine-placement-river-arms-join = Dwie odnogi rozwidlonej { -river(case: "gen") } nigdy się nie łączą, a żadna odnoga nie może wpadać na już położoną { -tile(case: "acc") }.
engine-placement-abbey-not-in-hole = Opactwo można położyć tylko w dziurze, która z każdego z czterech boków ma sąsiednią { -tile(case: "acc") }.
engine-placement-shrine-two-cloisters = Siedziba kultu nie może leżeć obok więcej niż jednego { -cloister(case: "gen") } (liczy się wszystkich osiem sąsiednich pól).
engine-placement-cloister-two-shrines = Klasztor nie może leżeć obok więcej niż jednego { -shrine(case: "gen") } (liczy się wszystkich osiem sąsiednich pól).
# $max (liczba): najdalej ile pól od startu może leżeć płytka w każdą stronę
engine-placement-out-of-bounds = To pole jest za daleko od startu: { -tile } może leżeć najwyżej { PLURAL($max) ->
    [one] { $max } pole
    [few] { $max } pola
    [many] { $max } pól
   *[other] { $max } pola
} od niego w każdą stronę.

## Stawianie pionka

engine-follower-no-tile = Można postawić { -follower(case: "acc") } tylko na { -tile(case: "loc") } położonej w tym ruchu.
engine-follower-already-placed = W jednym ruchu możesz postawić tylko jednego { -follower(case: "acc") }.
engine-follower-no-supply = Gracz nie ma już żadnego { -follower(case: "gen") } w { -supply(case: "loc") }.
engine-follower-unknown-feature = Na tej { -tile(case: "loc") } nie ma takiego obszaru.
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
engine-spec-none = Na tej { -tile(case: "loc") } nie ma obszaru typu „{ $feature }”.
# $feature: jedna z nazw z góry; $count (liczba, co najmniej 2); $example (tekst): zapis, który wskazuje jeden z nich
engine-spec-ambiguous = Na tej { -tile(case: "loc") } { PLURAL($count) ->
    [one] jest { $count } obszar
    [few] są { $count } obszary
    [many] jest { $count } obszarów
   *[other] jest { $count } obszaru
} typu „{ $feature }”; wskaż który, np. `{ $example }`.
# $place (tekst): bok; $first, $second (tekst): jego dwie połowy
engine-spec-split-side = Bok { $place } styka się z dwiema { -field(number: "pl", case: "ins") }; podaj połowę boku: `field@{ $first }` albo `field@{ $second }`.
# $feature: jedna z nazw z góry; $place (tekst): bok albo połowa boku z pliku
engine-spec-not-at = Na tej { -tile(case: "loc") } nie ma obszaru typu „{ $feature }” w miejscu { $place } (boki i ich połowy liczy się według ułożenia na planszy).

## Odtwarzanie przykładu

engine-replay-unknown-kind = Tego rodzaju { -tile(case: "gen") } nie ma w tym przykładzie.

## Interaktywne przykłady: błąd bez własnego tekstu

engine-error-unknown = Ten ruch jest niedozwolony.

## Figury z rozszerzeń: duży pionek, budowniczy i świnia

engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-mayor = { -mayor }
engine-figure-wagon = { -wagon }
engine-figure-barn = { -barn }
engine-figure-no-supply = Gracz nie ma już figury „{ $figure }” (albo tej figury nie ma w grze).
engine-figure-wrong-feature = Figura „{ $figure }” nie może stać na obszarze typu „{ $feature }”.
engine-figure-needs-own-follower = Figura „{ $figure }” może dołączyć tylko do obszaru, na którym jej właściciel ma już { -follower(case: "acc") }.

## Kolejność ruchów, gdy plansza podaje, kto położył każdą płytkę

engine-turn-no-player = Niektóre { -tile(number: "pl") } podają gracza, który je położył, a ten nie: trzeba go podać przy każdej { -tile(case: "loc") } po pierwszej.
engine-turn-no-seat = Gracz { $player } nie ma miejsca przy tym stole: gra podstawowa jest dla pięciu osób, a szósty gracz (szary) gra tylko z dodatkiem „Karczmy i katedry”.
engine-turn-order = Teraz ruch gracza { $expected }, nie gracza { $found }: gracze grają po kolei według miejsc, a drugą { -tile(case: "acc") } zaraz po pierwszej kładzie tylko właściciel { -builder(case: "gen") }.

## Księżniczka i smok, Wieża: stawianie pionka

engine-follower-dragon = Na { -tile(case: "loc") }, na której stoi { -dragon }, nie może stanąć żaden { -follower }.
engine-follower-not-this-tile = Figurę stawia się na { -tile(case: "loc") } położonej w tym ruchu; tylko { -magic-portal } na tej { -tile(case: "loc") } pozwala postawić { -follower(case: "acc") } na innej.
engine-follower-completed = Przez { -magic-portal(case: "acc") } { -follower } może stanąć tylko na obszarze, który nie jest jeszcze ukończony.

## Księżniczka i smok, Wieża: kroki ruchu
# $square (tekst): pole zapisane tak jak w pliku planszy, „[2, -1]”

engine-step-not-in-play = Ten krok należy do dodatku, którego { -tile(number: "pl") } nie biorą udziału w grze.
engine-step-out-of-order = Kroki idą w kolejności ruchu: najpierw { -ransom }, potem jedna czynność (figura, { -princess }, { -fairy } albo { -tower }), na końcu { -dragon }; każdy tylko raz.
engine-step-already-acted = W jednym ruchu gracz wykonuje tylko jedną czynność: figura, { -princess }, { -fairy } albo { -tower-piece }.
engine-step-turn-of = Teraz ruch gracza { $player }: czynność ruchu (figura, { -princess }, { -fairy }, { -tower-piece }, { -barn }) i wejście do dzielnicy należą tylko do niego.
engine-step-before-play = Płytki bloku (miasta Carcassonne) wykłada się przed rozpoczęciem gry: nie stawia się na nich figur ani nie wykonuje innych czynności.
engine-step-no-tile = Na polu { $square } nie ma { -tile(case: "gen") }.
engine-step-no-follower = Na polu { $square } nie stoi żaden { -follower }.
# $owner: nazwa gracza z listy powyżej
engine-step-not-yours = Na polu { $square } stoi { -follower } gracza { $owner }, a nie aktywnego gracza.
engine-step-no-princess = Tylko { -princess } na { -tile(case: "loc") } położonej w tym ruchu odsyła { -knight(case: "acc") }, i tylko { -knight(case: "acc") } ze swojego { -city(case: "gen") }.
engine-step-princess-must = W obowiązującym wariancie zasad { -princess } musi odesłać { -knight(case: "acc") } ze swojego { -city(case: "gen") }, a jest w nim jakiś { -knight }: odeślij jednego przed podliczeniem tury.
engine-step-dragon-asleep = Dopóki nie zostanie położony pierwszy { -volcano }, { -dragon } nie wchodzi do gry: { -tile } ze znakiem { -dragon(case: "gen") } dobrana wcześniej odkłada się na bok i dobiera później.
engine-step-dragon-must-move = Po { -tile(case: "loc") } ze znakiem { -dragon(case: "gen") } przychodzi kolej na ruch { -dragon(case: "gen") }: podaj jego trasę.
engine-step-no-dragon-move = Ruch { -dragon(case: "gen") } następuje tylko po { -tile(case: "loc") } ze znakiem { -dragon(case: "gen") }, i to tylko raz.
engine-step-dragon-not-adjacent = W każdym kroku { -dragon } przechodzi przez bok na sąsiednią { -tile(case: "acc") }: pole { $square } z nim nie sąsiaduje.
engine-step-dragon-revisits = W tym ruchu { -dragon } był już na polu { $square }.
engine-step-dragon-onto-fairy = Na pole { $square } { -dragon } nie może wejść: stoi tam { -fairy }.
# $steps: o ile pól przesuwa się smok
engine-step-dragon-too-far = W jednym ruchu { -dragon } pokonuje najwyżej { PLURAL($steps) ->
    [one] { $steps } { -tile(case: "acc") }
    [few] { $steps } { -tile(number: "pl", case: "acc") }
    [many] { $steps } { -tile(number: "pl", case: "gen") }
   *[other] { $steps } { -tile(case: "gen") }
}.
# $taken: ile pól przeszedł
engine-step-dragon-stops-early = Po { PLURAL($taken) ->
    [one] { $taken } { -tile(case: "loc") }
    [few] { $taken } { -tile(number: "pl", case: "loc") }
    [many] { $taken } { -tile(number: "pl", case: "loc") }
   *[other] { $taken } { -tile(case: "gen") }
} { -dragon } się zatrzymał, choć mógł iść dalej: wcześniej staje tylko w ślepym zaułku.
engine-step-no-tower = Na polu { $square } nie ma { -tower-foundation(case: "gen") }.
engine-step-tower-finished = Na polu { $square } stoi ukończona { -tower }: na jej szczycie jest już { -follower }.
engine-step-tower-empty = Postawieniem { -follower(case: "gen") } można ukończyć tylko { -tower(case: "acc") }, która ma co najmniej jeden element; na polu { $square } nie ma żadnego.
# $pieces: elementy wieży jednego gracza
engine-step-no-tower-pieces = Gracz położył już wszystkie swoje { -tower-piece(number: "pl", case: "acc") } ({ $pieces }).
# $height: wysokość wieży po nowym elemencie
engine-step-out-of-range = Przy wysokości { $height } { -tower } sięga w linii prostej na odległość { PLURAL($height) ->
    [one] { $height } { -tile(case: "gen") }
    [few] { $height } { -tile(number: "pl", case: "gen") }
    [many] { $height } { -tile(number: "pl", case: "gen") }
   *[other] { $height } { -tile(case: "gen") }
}; pole { $square } jest poza jej zasięgiem.
# $figure: nazwa figury z listy powyżej
engine-step-cannot-capture = Figury „{ $figure }” nie może wziąć do niewoli żadna { -tower }.
engine-step-no-exchange = Nie ma takiego { -prisoner(case: "gen") } do wymiany.
# $from: nazwa gracza; $figure: nazwa figury
engine-step-no-prisoner = W niewoli gracza { $from } nie ma żadnej figury „{ $figure }” aktywnego gracza.
# $ransom: okup w punktach
engine-step-cannot-pay = Na { -ransom(case: "acc") } potrzeba { PLURAL($ransom) ->
    [one] { $ransom } { -point(case: "gen") }
    [few] { $ransom } { -point(number: "pl", case: "gen") }
    [many] { $ransom } { -point(number: "pl", case: "gen") }
   *[other] { $ransom } { -point(case: "gen") }
}, a gracz ma mniej.
engine-step-not-your-turn = Tylko aktywny gracz może wykupić { -prisoner(case: "acc") }.

## Opactwo i burmistrz: stodoły, wozy i opactwa

engine-follower-barn = Na { -field(case: "loc") }, na którym stoi { -barn }, nie może stanąć żaden { -farmer }.
engine-follower-barn-corner = Nie stawia się { -barn(case: "gen") } na obszarze, lecz w rogu właśnie dołożonej { -tile(case: "gen") }, tam gdzie stykają się cztery { -tile(number: "pl") }.
engine-follower-lake-volcano = Na jeziorze z { -volcano(case: "ins") } nie staje żaden { -follower }: kto je kładzie, rozgrywa w zamian jeszcze jedną turę.
engine-step-not-four-fields = Stodołę stawia się tylko tam, gdzie stykają się cztery { -tile(number: "pl") }, każda z { -field(case: "ins") } w swoim rogu; ten róg { -tile(case: "gen") } na polu { $square } nie jest takim miejscem.
engine-step-barn-taken = Na { -field(case: "loc") } przy tym rogu { -tile(case: "gen") } na polu { $square } stoi już { -barn }.
engine-step-barn-farmers = Na { -field(case: "loc") } przy tym rogu { -tile(case: "gen") } na polu { $square } leżą { -farmer(number: "pl") }, a w obowiązującym wariancie zasad { -barn } staje tylko na { -field(case: "loc") } bez { -farmer(number: "pl", case: "gen") }.
engine-step-no-wagon = Żaden { -wagon } gracza nie był w tej turze punktowany, więc żaden nie może jechać dalej.
engine-step-wagon-not-adjacent = Dalej { -wagon } może pojechać tylko na obszar sąsiadujący z tym, na którym zdobył punkty, przy czym „sąsiadujący” rozumie się tak jak w obowiązującym wariancie zasad; obszar na polu { $square } takim obszarem nie jest.
engine-step-abbey-used = Każdy gracz ma jedno { -abbey }, a ten gracz już je położył.

## Hrabia Carcassonne: dzielnice i hrabia
# $quarter (we wszystkich trzech poniżej): castle, market, blacksmith lub cathedral

engine-step-quarter-not-earned = Gracz stawia { -follower(case: "acc") } w Carcassonne tylko po turze, w której punktowanie dało punkty innemu graczowi, a jemu samemu żadnego.
engine-step-quarter-twice = W jednej turze do Carcassonne trafia tylko jeden { -follower }.
# $figure: nazwa figury z listy powyżej
engine-step-not-a-follower = Do dzielnic Carcassonne trafiają tylko { -follower(number: "pl") }, nie figura „{ $figure }”.
engine-step-not-in-quarter = Gracz nie ma takiego { -follower(case: "gen") } { $quarter ->
    [castle] w zamku
    [market] na targu
    [blacksmith] w kuźni
   *[cathedral] w katedrze
}.
engine-step-count-guards = Hrabia stoi { $quarter ->
    [castle] w zamku
    [market] na targu
    [blacksmith] w kuźni
   *[cathedral] w katedrze
}, więc żaden { -follower } nie może stamtąd odejść.
engine-step-wrong-quarter = { $quarter ->
    [castle] Z zamku { -follower(number: "pl") } idą tylko do { -city(case: "gen") }.
    [market] Z targu { -follower(number: "pl") } idą tylko na { -field(case: "acc") }.
    [blacksmith] Z kuźni { -follower(number: "pl") } idą tylko na { -road(case: "acc") }.
   *[cathedral] Z katedry { -follower(number: "pl") } idą tylko do { -cloister(case: "gen") }.
}
# $square: pole planszy, np. [1, 0]
engine-step-not-scored-now = Obszar na polu { $square } nie jest punktowany w tej turze, więc żaden { -follower } z Carcassonne nie może do niego dołączyć.
engine-step-market-at-end = Z targu { -follower(number: "pl") } odchodzą dopiero na końcu gry.
engine-step-only-market-at-end = W obowiązującym wariancie zasad na końcu gry Carcassonne opuszczają tylko { -follower(number: "pl") } z targu; te, które czekają { $quarter ->
    [castle] w zamku
    [market] na targu
    [blacksmith] w kuźni
   *[cathedral] w katedrze
}, zostają na miejscu.
## Katapulta: runda z katapultą

engine-step-no-fair = Runda z { -catapult(case: "ins") } następuje tylko po turze, w której położono { -tile(case: "acc") } z { -fair(case: "ins") }.
engine-step-second-round = Płytka z { -fair(case: "ins") } daje jedną rundę z { -catapult(case: "ins") }, a w tej turze już się odbyła.
engine-step-fair-at-start = Płytka z { -fair(case: "ins") } daje rundę z { -catapult(case: "ins") }, gdy zostanie dobrana: nie może być { -start-tile(case: "ins") }, którą kładzie się przed rozpoczęciem gry.
engine-step-not-seated = { $player } nie gra: { -tile(number: "pl") } podają graczy, a tego gracza wśród nich nie ma.
engine-step-named-twice = W rundzie każdy gracz wystrzeliwuje jeden żeton, a { $player } pojawia się dwa razy.
engine-step-seduce-own = Uwiedzenie zastępuje { -follower(case: "acc") } innego gracza, a ten na polu { $square } należy do strzelającego.
engine-step-no-follower-left = Strzelający nie ma w { -supply(case: "loc") } żadnego { -follower(case: "gen") }, którego mógłby postawić na miejscu tamtego.
engine-step-not-neighbours = Żeton leci do sąsiada po lewej, czyli następnego gracza w kolejce: { $catcher } nie siedzi po lewej stronie gracza { $thrower }.
