### Podpisy przykładów punktacji z data/examples/: example-<nazwa pliku>.
### Wartość to jedno lub dwa zdania o tym, co się dzieje i kto ile zdobywa
### według zasad instrukcji (trzecia edycja); gdy starsze edycje liczą
### inaczej, podpis krótko o tym wspomina. .title to krótki nagłówek.
### Gracze nazywają się jak kolory (Czerwony, Niebieski, Zielony, Żółty,
### Czarny) i odmieniają się jak przymiotniki: Czerwonego, Czerwonemu.

## Drogi

example-road-four-tiles = Przez cztery { -tile(number: "pl", case: "acc") } biegnie { -road } łącząca dwa { -crossing(number: "pl") }. Gdy drugie { -crossing } ją zamyka, { -thief } Czerwonego zdobywa 4 { -point(number: "pl", case: "acc") }.
    .title = Droga między dwoma { -crossing(number: "pl", case: "ins") }

example-road-city-to-cloister = Czerwony ma { -thief(case: "acc") } na { -road(case: "loc") }, która prowadzi od bramy { -city(case: "gen") } do { -cloister(case: "gen") }. Zamyka ją { -tile } z { -cloister(case: "ins") } – { -road } liczy wtedy trzy { -tile(number: "pl") }, więc Czerwony dostaje 3 { -point(number: "pl", case: "acc") }.
    .title = Od bramy { -city(case: "gen") } do { -cloister(case: "gen") }

example-road-loop = Cztery zakręty zamykają { -road(case: "acc") } w pętlę, a pętla jest zawsze ukończona: { -thief } Czerwonego zdobywa 4 { -point(number: "pl", case: "acc") }. Stojący wewnątrz pętli { -farmer } Niebieskiego jest na { -field(case: "loc") }, przy której nie ma żadnego { -city(case: "gen") }, więc na koniec gry nic nie zdobywa – a opuścić jej nie może nigdy.
    .title = Zamknięta w pętlę { -road }

example-road-scored-same-turn = Czerwony kładzie { -tile(case: "acc") }, która kończy { -road(case: "acc") } długości trzech { -tile(number: "pl", case: "gen") } między dwoma { -crossing(number: "pl", case: "ins") }, i stawia na tej właśnie { -road(case: "loc") } { -thief(case: "acc") }. Przynosi ona od razu 3 { -point(number: "pl", case: "acc") }, a { -thief } wraca do { -supply(case: "gen") } Czerwonego w tej samej turze.
    .title = Postawiony, podliczony i z powrotem w jednej turze

example-crossing-ends-roads = Czerwony i Niebieski mają po jednym { -thief(case: "loc") } na dwóch różnych { -road(number: "pl", case: "loc") }, z których każda biegnie przez dwie { -tile(number: "pl", case: "acc") } od jednego { -crossing(case: "gen") } do drugiego. Obie { -road(number: "pl") } są ukończone i każdy { -thief } zdobywa 2 { -point(number: "pl", case: "acc") }.
    .title = Każde { -crossing } kończy { -road(case: "acc") }

## Miasta

example-city-three-tiles-pennant = Czerwony kładzie ostatnią { -tile(case: "acc") } { -city(case: "gen") } złożonego z trzech { -tile(number: "pl", case: "gen") }, z jedną { -pennant(case: "ins") }, i stawia w nim { -knight(case: "acc") }. Czerwony dostaje 8 { -point(number: "pl", case: "gen") }: po 2 za każdą { -tile(case: "acc") } i 2 za { -pennant(case: "acc") }.
    .title = Trzy { -tile(number: "pl") } i { -pennant }

example-city-four-tiles = Cztery { -tile(number: "pl") }, każda z narożnikiem { -city(case: "gen") }, zamykają między sobą okrągłe { -city }. Czerwony ma w nim { -knight(case: "acc") } i zdobywa 8 { -point(number: "pl", case: "gen") }: po 2 za każdą z czterech { -tile(number: "pl", case: "gen") }, bez żadnej { -pennant(case: "gen") }.
    .title = Okrągłe { -city } z czterech { -tile(number: "pl", case: "gen") }

example-city-two-tiles = Czerwony stawia { -knight(case: "acc") } na { -tile(case: "loc") }, która zamyka małe { -city } z dwóch { -tile(number: "pl", case: "gen") }, i od razu dostaje 4 { -point(number: "pl", case: "acc") }. Według zasad pierwszej edycji to samo { -city } jest warte tylko 2.
    .title = Małe { -city }

example-city-tie = Ostatnia { -tile } łączy { -city(case: "acc") } Czerwonego i { -city(case: "acc") } Niebieskiego w jedno ukończone { -city } z pięciu { -tile(number: "pl", case: "gen") }. Czerwony i Niebieski mają po jednym { -knight(case: "loc") } – jest remis, więc obaj dostają pełne 10 { -point(number: "pl", case: "gen") }.
    .title = Remis w { -city(case: "loc") }

example-same-colour-no-double = Ostatnia { -tile } łączy dwa { -city(number: "pl") }, z których w każdym stoi jeden { -knight } Czerwonego, w jedno ukończone { -city } z pięciu { -tile(number: "pl", case: "gen") }. Czerwony dostaje swoje 10 { -point(number: "pl", case: "gen") } tylko raz: drugi { -knight } ich nie podwaja.
    .title = Dwóch { -knight(number: "pl", case: "gen") } jednego koloru

example-deploy-after-closing = Nowa { -tile } Czerwonego zamyka małe { -city }, w którym stoi { -knight } Czerwonego, a drugim segmentem { -city(case: "gen") } zaczyna nowe { -city }. Czerwony stawia w nim drugiego { -knight(case: "acc") }, zanim zamknięte { -city } da 4 { -point(number: "pl", case: "acc") }, a stojący w nim { -knight } wróci do gracza. Na koniec gry nieukończone nowe { -city } dodaje 1 { -point(case: "acc") }, razem 5 (3 według pierwszej edycji, w której małe { -city } jest warte 2).
    .title = Nowy { -knight } przed podliczeniem

## Klasztory

example-cloister-complete = Ósma { -tile } wokół { -cloister(case: "gen") } Czerwonego zamyka go ze wszystkich stron. Czerwony ma w nim { -monk(case: "acc") } i zdobywa 9 { -point(number: "pl", case: "gen") }: 1 za { -cloister(case: "acc") } i po 1 za każdą z ośmiu sąsiednich { -tile(number: "pl", case: "gen") }.
    .title = Ukończony { -cloister }

## Ostateczne podliczanie: nieukończone drogi, miasta i klasztory

example-final-road = Na koniec gry { -thief } Czerwonego stoi na nieukończonej { -road(case: "loc") } liczącej trzy { -tile(number: "pl", case: "acc") }. Czerwony dostaje 3 { -point(number: "pl", case: "acc") }, po 1 za każdą { -tile(case: "acc") }, tak samo jak za ukończoną { -road(case: "acc") }.
    .title = Nieukończona { -road }

example-final-cloister = Na koniec gry { -cloister } z { -monk(case: "ins") } Żółtego ma tylko cztery sąsiednie { -tile(number: "pl") }. Żółty dostaje 5 { -point(number: "pl", case: "gen") }: 1 za { -cloister(case: "acc") } i po 1 za każdą sąsiednią { -tile(case: "acc") }.
    .title = Nieukończony { -cloister }

example-final-city-majority = Na koniec gry w nieukończonym { -city(case: "loc") } złożonym z sześciu { -tile(number: "pl", case: "gen") }, z jedną { -pennant(case: "ins") }, stoją dwaj { -knight(number: "pl") } Zielonego i jeden Czarnego. Zielony ma przewagę i dostaje 7 { -point(number: "pl", case: "gen") }, po 1 za każdą { -tile(case: "acc") } i 1 za { -pennant(case: "acc") }; Czarny nie dostaje nic.
    .title = Przewaga w nieukończonym { -city(case: "loc") }

## Ostateczne podliczanie: łąki

example-farm-basic = Niebieski zamyka { -city(case: "acc") }, którego nikt nie zajmuje, i stawia { -farmer(case: "acc") } na { -field(case: "loc") } obok niego; ta { -field } graniczy także z nieukończonym { -city(case: "ins") }. Liczy się tylko ukończone { -city }: na koniec gry Niebieski dostaje 3 { -point(number: "pl", case: "acc") } (4 według pierwszej edycji).
    .title = Które { -city(number: "pl") } liczą się dla { -field(case: "gen") }

example-farm-two-cities = Niebieski jest właścicielem { -field(case: "gen") }, która graniczy z dwoma ukończonymi { -city(number: "pl", case: "ins") } – to, że oba są małe, nie ma znaczenia. Niebieski dostaje 3 { -point(number: "pl", case: "acc") } za każde z nich, razem 6 (według pierwszej edycji po 4, razem 8).
    .title = Dwa { -city(number: "pl") } przy jednej { -field(case: "loc") }

example-farm-majority = Dwa { -cloister(number: "pl") } łączą trzy { -field(number: "pl", case: "acc") } w jedną, na której stoją dwaj { -farmer(number: "pl") } Czerwonego i jeden Żółtego, więc jedynym jej właścicielem jest Czerwony i dostaje 3 { -point(number: "pl", case: "acc") } za ukończone { -city }; Niebieski jest właścicielem małej { -field(case: "gen") } po drugiej stronie { -city(case: "gen") } i też dostaje 3. Według pierwszej edycji { -city } przypada graczowi, który ma wokół niego najwięcej { -farmer(number: "pl", case: "gen") } – Czerwonemu, który dostaje 4.
    .title = Kto ma najwięcej { -farmer(number: "pl", case: "gen") }, do tego należy { -field }

example-farm-tie = Czerwony i Żółty mają po jednym { -farmer(case: "loc") } na dużej { -field(case: "loc") } połączonej przez { -cloister(number: "pl", case: "acc") }, więc remisują i obaj są jej właścicielami – każdy dostaje 3 { -point(number: "pl", case: "acc") } za ukończone { -city }. Niebieski, którego { -farmer } stoi na { -field(case: "loc") } { -tile(case: "gen") } z { -cloister(case: "ins") }, jest właścicielem małej { -field(case: "gen") } po drugiej stronie i również dostaje 3; według pierwszej edycji wszyscy trzej mają po jednym { -farmer(case: "loc") } wokół { -city(case: "gen") } i każdy dostaje 4.
    .title = Remis na { -field(case: "loc") }

example-farm-one-city-two-farms = Niebieski ma po jednym { -farmer(case: "loc") } na dwóch oddzielnych { -field(number: "pl", case: "loc") } i obie graniczą z tym samym ukończonym { -city(case: "ins") }. Niebieski dostaje 3 { -point(number: "pl", case: "acc") } za każdą { -field(case: "acc") }, razem 6; według drugiej edycji { -city } liczy się dla Niebieskiego tylko raz (3), a według pierwszej jest warte 4.
    .title = Jedno { -city }, dwie { -field(number: "pl") }

## Rzeka

example-river = Źródło rozpoczyna { -river(case: "acc") }, każda kolejna { -tile } ją przedłuża, a jezioro kończy; { -river } skręca najpierw w prawo, potem w lewo – nigdy więc nie zawraca ciasnym zakrętem w kształcie litery U. Stojący na moście { -thief } Czerwonego zajmuje { -road(case: "acc") } długości jednej { -tile(case: "gen") }, która nigdy nie zostaje ukończona, i na koniec gry zdobywa 1 { -point(case: "acc") }.
    .title = Cała { -river }: od źródła do jeziora

## Karczmy i katedry

example-ic-big-follower-city = W dwóch { -city(number: "pl", case: "loc") } stoją { -big-follower } Czerwonego i { -knight } Niebieskiego; ostatnia { -tile } łączy je w jedno ukończone { -city } z pięciu { -tile(number: "pl", case: "gen") }. Ponieważ { -big-follower } liczy się jako dwóch { -knight(number: "pl", case: "gen") }, przewagę ma Czerwony i dostaje wszystkie 10 { -point(number: "pl", case: "gen") }; Niebieski nie dostaje nic.
    .title = W { -city(case: "loc") } wygrywa { -big-follower }
example-ic-grey-tie = Szary ma { -knight(case: "acc") } w zachodnim segmencie { -city(case: "gen") }, a Żółty we wschodnim; środkowa { -tile } łączy je w ukończone { -city } z trzech { -tile(number: "pl", case: "gen") }, z jedną { -pennant(case: "ins") }. Po jednym { -knight(case: "loc") } to remis: Szary i Żółty podliczają całe { -city } i dostają po 8 { -point(number: "pl", case: "gen") }, w każdej edycji.
    .title = Szary, szósty kolor, remisuje w walce o { -city }

example-ic-inner-field = Czerwony ma { -farmer(case: "acc") } na { -field(case: "loc") } wewnątrz czterech segmentów { -city(case: "gen") }. Każdy segment zamyka jedna { -tile }, więc na koniec gry ta { -field } graniczy z czterema ukończonymi { -city(number: "pl", case: "ins") }: 12 { -point(number: "pl", case: "gen") } według trzeciej i drugiej edycji, 16 według pierwszej.
    .title = Na wewnętrznej { -field(case: "loc") } stoi { -farmer }

example-ic-big-follower-inn-tie = Czerwony ma { -big-follower(case: "acc") } na jednym odcinku { -road(case: "gen") }, a dwaj { -thief(number: "pl") } Niebieskiego stoją na dwóch innych. Ostatnia { -tile } łączy je w jedną pętlę z ośmiu { -tile(number: "pl", case: "gen") }, która wychodzi ze { -crossing(case: "gen") } i do niego wraca, z dwiema { -inn(number: "pl", case: "ins") } przy niej. Dwa przeciw dwóm to remis: Czerwony i Niebieski dostają po 16 { -point(number: "pl", case: "gen") }, po 2 za każdą { -tile(case: "acc") }.
    .title = Dwa { -follower(number: "pl") } przeciw { -big-follower(case: "dat") }

example-ic-big-farmer = Duży { -farmer } Czerwonego i dwaj { -farmer(number: "pl") } Żółtego trafiają na { -field(case: "acc") } połączoną przez { -cloister(number: "pl", case: "acc") }: dwóch przeciw dwóm, więc obaj są jej właścicielami i dostają po 3 { -point(number: "pl", case: "acc") } za ukończone { -city }; Niebieski jest właścicielem małej { -field(case: "gen") } po drugiej stronie i również dostaje 3. Według pierwszej edycji, przy liczeniu wokół { -city(case: "gen") }, Czerwony i Żółty mają po dwóch { -farmer(number: "pl", case: "acc") }, a Niebieski jednego: Czerwony i Żółty dostają po 4, Niebieski nic (nasza interpretacja).
    .title = Duży { -farmer }

example-ic-inn-complete = Czerwony ma { -thief(case: "acc") } na { -road(case: "loc") } z { -inn(case: "ins") }. Drugie { -crossing } ją kończy, gdy liczy ona cztery { -tile(number: "pl", case: "acc") }, a Czerwony dostaje 8 { -point(number: "pl", case: "gen") }, po 2 za każdą { -tile(case: "acc") }, zamiast 4.
    .title = Ukończona { -road } z { -inn(case: "ins") }

example-ic-inn-unfinished = Gra kończy się, gdy { -road } Czerwonego jest wciąż otwarta: stoi przy niej { -inn }, więc Czerwony nie dostaje nic za jej trzy { -tile(number: "pl", case: "acc") }. Otwarta { -road } Niebieskiego bez { -inn(case: "gen") } daje zwykły 1 { -point(case: "acc") } za każdą { -tile(case: "acc") }: 2.
    .title = Nieukończona { -road } z { -inn(case: "ins") }

example-ic-two-inns = Przy ukończonej { -road(case: "loc") } Czerwonego długości czterech { -tile(number: "pl", case: "gen") } stoją dwie { -inn(number: "pl") }. Nie sumują się: Czerwony dostaje 8 { -point(number: "pl", case: "gen") }, po 2 za każdą { -tile(case: "acc") }, tak jak przy jednej.
    .title = Dwie { -inn(number: "pl") } przy jednej { -road(case: "loc") }

example-ic-cathedral-complete = Ostatnia { -tile } kończy { -city(case: "acc") } Czerwonego złożone z sześciu { -tile(number: "pl", case: "gen") }, z { -cathedral(case: "ins") } i jedną { -pennant(case: "ins") }. Czerwony dostaje 21 { -point(number: "pl", case: "gen") }: po 3 za każdą { -tile(case: "acc") } i 3 za { -pennant(case: "acc") }, podczas gdy zwykłe { -city } dałoby 14.
    .title = Ukończone { -city } z { -cathedral(case: "ins") }

example-ic-cathedral-unfinished = Gra kończy się, gdy jeden bok { -city(case: "gen") } Czerwonego jest wciąż otwarty. Stoi w nim { -cathedral }, więc Czerwony nie dostaje nic za jego pięć { -tile(number: "pl", case: "gen") } i { -pennant(case: "acc") }; bez { -cathedral(case: "gen") } byłoby ono warte 6.
    .title = Nieukończone { -city } z { -cathedral(case: "ins") }

## Kupcy i budowniczowie

example-tb-bridge = Dwie { -road(number: "pl") } krzyżują się na moście, nie łącząc się ze sobą. Po moście, z północy na południe, biegnie { -road } Czerwonego, a pod nim, z zachodu na wschód – { -road } Niebieskiego; każda z nich liczy trzy { -tile(number: "pl", case: "acc") } między dwoma { -crossing(number: "pl", case: "ins") } i jest ukończona, a każdy z właścicieli dostaje 3 { -point(number: "pl", case: "acc") }.
    .title = Most

example-tb-house-cloister = Tutaj { -cloister } kończy każdą z trzech dochodzących do niego { -road(number: "pl", case: "gen") }, a domek na sąsiedniej { -tile(case: "loc") } kończy kolejną. Leżąca między nimi { -road } jest ukończona, gdy tylko ta { -tile } zostanie położona, i liczy dwie { -tile(number: "pl", case: "acc") }: { -thief } Czerwonego od razu zdobywa 2 { -point(number: "pl", case: "acc") }.
    .title = Domek i { -cloister } kończą { -road(case: "acc") }

example-tb-builder-double-turn = Na { -road(case: "loc") } Czerwonego stoi jego { -builder }. Gdy Czerwony kładzie { -tile(case: "acc") }, która ją przedłuża, ma { -double-turn(case: "acc") } i od razu kładzie drugą { -tile(case: "acc") }, która zamyka { -road(case: "acc") } liczącą teraz pięć { -tile(number: "pl", case: "gen") }: Czerwony dostaje 5 { -point(number: "pl", case: "gen") }, a { -thief } i { -builder } wracają do niego. Na koniec gry { -monk } Niebieskiego zdobywa 4.
    .title = Dzięki { -builder(case: "dat") } – { -double-turn }

example-tb-builder-no-chain = Czerwony przedłuża { -road(case: "acc") } { -builder(case: "gen") } i zyskuje drugą { -tile(case: "acc") }, która znów przedłuża tę { -road(case: "acc") }; to nie daje trzeciej { -tile(case: "gen") }, a następną turę rozgrywa Niebieski. Na koniec gry otwarta { -road } Czerwonego licząca pięć { -tile(number: "pl", case: "gen") } daje 5 { -point(number: "pl", case: "gen") }: { -builder } nic nie dodaje.
    .title = Bez łańcucha { -double-turn(number: "pl", case: "gen") }

example-tb-pig = Niebieski jest właścicielem { -field(case: "gen") } przy dwóch ukończonych { -city(number: "pl", case: "loc") } i ma na niej { -pig(case: "acc") }: 4 { -point(number: "pl", case: "acc") } za każde { -city } zamiast 3, razem 8. Według pierwszej edycji każde { -city } jest warte 5 zamiast 4 (nasza interpretacja), razem 10.
    .title = Na { -field(case: "loc") } pasie się { -pig }

example-tb-two-pigs = Zasada domowa: po dwie { -pig(number: "pl") } na gracza. Przez { -start-tile(case: "acc") } biegnie { -road }, która rozdziela dwie { -field(number: "pl") }, a każda z nich graniczy z jednym ukończonym { -city(case: "ins") }. Niebieski ma na każdej z nich { -farmer(case: "acc") } i { -pig(case: "acc") }: po 4 za każde { -city }, razem 8 (10 według pierwszej edycji). Przy jednej { -pig(case: "loc") } z pudełka druga { -pig } zostałaby odrzucona.
    .title = Dwie { -pig(number: "pl") } – zasada domowa

example-tb-pig-tie = Czerwony ({ -farmer } i { -pig }) i Żółty ({ -farmer }) remisują na { -field(case: "loc") } połączonej przez { -cloister(number: "pl", case: "acc") }, bo { -pig } się nie liczy. Obaj są jej właścicielami: Czerwony dostaje 4 za ukończone { -city }, a Żółty 3. Według pierwszej edycji to { -city } jest warte dla każdego z nich 4, a dla Czerwonego dzięki { -pig(case: "dat") } 5 (nasza interpretacja).
    .title = Przy przewadze { -pig } się nie liczy

example-tb-goods = Czerwony ma { -knight(case: "acc") } w { -city(case: "loc") } z { -wine(case: "ins") }, a Niebieski kładzie { -tile(case: "acc") }, która je zamyka. Czerwony podlicza { -city(case: "acc") }: 6 { -point(number: "pl", case: "gen") }. Niebieski bierze { -goods-token(case: "acc") } z { -wine(case: "ins") } i, mając na koniec gry najwięcej { -wine(case: "gen") }, dostaje 10.
    .title = Towary dostaje ten, kto ukończy { -city(case: "acc") }

example-tb-goods-tie = Niebieski zamyka { -city(case: "acc") } ze { -grain(case: "ins") }, którego nikt nie zajmuje, i bierze jego { -goods-token(case: "acc") }; później Czerwony zamyka { -city(case: "acc") } ze { -grain(case: "ins") }, w którym stoi jego własny { -knight }, dostaje 6 { -point(number: "pl", case: "gen") } i bierze drugi { -goods-token(case: "acc") }. Na koniec gry obaj mają po jednym { -goods-token(case: "loc") } ze { -grain(case: "ins") }: jest remis i obaj dostają po 10.
    .title = Najwięcej { -grain(case: "gen") }: remis

## Księżniczka i smok

example-pd-tunnel = Na tej { -tile(case: "loc") }, obróconej o ćwierć obrotu, { -city } biegnie z północy na południe, a pod nim, z zachodu na wschód, przechodzi { -road }: obie ciągną się dalej. Niebieski ma { -knight(case: "acc") } w { -city(case: "loc") } wychodzącym z { -start-tile(case: "gen") }; Czerwony stawia { -thief(case: "acc") } na { -road(case: "loc") } w tunelu, a smok przesuwa się na wschód, do ślepego zaułka. Dwie wioski zamykają { -road(case: "acc") } długości trzech { -tile(number: "pl", case: "gen") }: Czerwony dostaje 3. Na koniec gry nieukończone { -city } Niebieskiego z dwóch { -tile(number: "pl", case: "gen") } daje 2.
    .title = Tunel

example-pd-cloister-in-city = Niebieski ma { -knight(case: "acc") } w { -city(case: "loc") } { -start-tile(case: "gen") }. Czerwony przedłuża je { -tile(case: "ins") } z { -cloister(case: "ins") } w { -city(case: "loc") } i stawia w { -cloister(case: "loc") } { -monk(case: "acc") }: { -monk } i { -knight } dzielą jedną { -tile(case: "acc") }, każdy na własnym elemencie. Na koniec gry { -cloister } Czerwonego daje 3 (on sam i dwie sąsiednie { -tile(number: "pl") }), a nieukończone { -city } Niebieskiego z dwóch { -tile(number: "pl", case: "gen") } – 2.
    .title = W { -city(case: "loc") } stoi { -cloister }

example-pd-volcano = Czerwony kładzie { -tile(case: "acc") } z wulkanem na { -road(case: "loc") } na wschód od { -start-tile(case: "gen") } i smok od razu na niej ląduje. Na { -tile(case: "loc") } ze smokiem nie może stać żaden { -follower }, więc Czerwony stawia { -thief(case: "acc") } na kolejnej { -tile(case: "loc") } tej samej { -road(case: "gen") }; na koniec gry ta { -road } z czterech { -tile(number: "pl", case: "gen") } daje 4 { -point(number: "pl", case: "acc") }.
    .title = Wulkan sprowadza smoka

example-pd-dragon-dead-end = Po { -tile(case: "loc") } ze smokiem położonej przez Czerwonego smok opuszcza swój wulkan i rusza na zachód wzdłuż { -road(case: "gen") }: na { -start-tile(case: "acc") }, na { -tile(case: "acc") }, na której stoi { -thief } Czerwonego (wraca on do { -supply(case: "gen") } gracza), i na nową { -tile(case: "acc") }, z której nie ma już dokąd pójść. Tam, po trzech polach, ruch się kończy. Smok omija { -monk(case: "acc") } Niebieskiego, więc na koniec gry Niebieski dostaje za niego 4.
    .title = Smok utyka w ślepym zaułku

example-pd-dragon-builder = Na { -road(case: "loc") } Czerwonego stoją jego { -thief } i { -builder }. Smok wchodzi na { -start-tile(case: "acc") } ({ -knight } Niebieskiego wraca do { -supply(case: "gen") }), potem na { -tile(case: "acc") } ze { -thief(case: "ins") } Czerwonego, a w końcu na { -tile(case: "acc") } z { -cloister(case: "ins") }, gdzie utyka. Na { -tile(case: "acc") } { -builder(case: "gen") } wcale nie wszedł, ale skoro na { -road(case: "loc") } nie został żaden { -thief } Czerwonego, { -builder } również wraca do { -supply(case: "gen") }. Nikt nie zdobywa punktów.
    .title = Smok i { -builder }

example-pd-dragon-pig = Na { -field(case: "loc") } przy ukończonym { -city(case: "loc") } { -start-tile(case: "gen") } stoją { -farmer } i { -pig } Czerwonego. Smok wchodzi na { -tile(case: "acc") } z { -farmer(case: "ins") } Czerwonego, potem na { -start-tile(case: "acc") } i na leżące nad nią { -city(case: "acc") } – ślepy zaułek. Na { -tile(case: "acc") } ze { -pig(case: "ins") } wcale nie wszedł, ale skoro na { -field(case: "loc") } nie został żaden { -farmer } Czerwonego, { -pig } również wraca do { -supply(case: "gen") } i nikt nie dostaje punktów za tę { -field(case: "acc") }; z { -farmer(case: "ins") } Czerwony dostałby na koniec gry 4.
    .title = Smok i { -pig }

example-pd-fairy-turn = Czerwony stawia wróżkę obok swojego { -thief(case: "gen") }. Od tej pory za każdym razem, gdy Czerwony zaczyna turę, a wróżka stoi obok któregoś z jego { -follower(number: "pl", case: "gen") }, Czerwony dostaje 1 { -point(case: "acc") }: tutaj dwa razy, a gra wciąż trwa.
    .title = Punkt od wróżki na początku tury

example-pd-fairy-scoring = Czerwony stawia wróżkę obok swojego { -thief(case: "gen") }. Gdy Niebieski zamyka { -road(case: "acc") } z czterech { -tile(number: "pl", case: "gen") }, Czerwony dostaje 4 za { -road(case: "acc") } i jeszcze 3 za wróżkę: razem 7 { -point(number: "pl", case: "gen") }. Potem { -thief } wraca do { -supply(case: "gen") } Czerwonego, a wróżka zostaje na swojej { -tile(case: "loc") }.
    .title = Wróżka przy podliczanym { -follower(case: "loc") }

example-pd-fairy-mayor = Czerwony ma { -mayor(case: "acc") } w segmencie { -city(case: "gen") } i stawia obok niego { -fairy(case: "acc") }. Drugi segment zamyka { -city } z dwóch { -tile(number: "pl", case: "gen") } bez { -pennant(case: "gen") }: { -mayor } nie liczy się wcale, więc { -city } daje 0 { -point(number: "pl", case: "gen") }, ale { -fairy } daje Czerwonemu 3. Czerwony odzyskuje { -mayor(case: "acc") }, a { -fairy } zostaje na miejscu.
    .title = Premia { -fairy(case: "gen") } przy { -mayor(case: "loc") }, który nie liczy się wcale

example-pd-dragon-timing = Na { -volcano(case: "loc") } siedzi { -dragon }; { -thief } Czerwonego stoi na { -road(case: "loc") } wychodzącej ze { -crossing(case: "gen") }. Następnie { -tile } ze znakiem { -dragon(case: "gen") } kończy tę { -road(case: "acc") } przy jej { -cloister(case: "loc") }, po czym { -dragon } idzie na zachód przez { -start-tile(case: "acc") } na { -crossing(case: "acc") }. Jeśli { -dragon } rusza przed podliczeniem, najpierw zjada { -thief(case: "acc") } i za { -road(case: "acc") } nikt nie dostaje punktów; jeśli po nim, najpierw { -road } z czterech { -tile(number: "pl", case: "gen") } daje Czerwonemu 4.
    .title = Ruch { -dragon(case: "gen") } przed podliczeniem czy po nim

example-pd-fairy-on-tile = Czerwony stawia { -fairy(case: "acc") } obok swojego { -thief(case: "gen") }. Następnie Niebieski przez { -magic-portal(case: "acc") } stawia { -farmer(case: "acc") } na tej samej { -tile(case: "loc") }. Gdy { -fairy } stoi obok jednego { -follower(case: "gen") }, na początku tury { -point(case: "acc") } dostaje tylko Czerwony: po 1 w każdej ze swoich dwóch tur. Gdy { -fairy } stoi na { -tile(case: "loc") }, także { -farmer } Niebieskiego przynosi mu 1.
    .title = Czyj { -follower } zdobywa { -point(case: "acc") } od { -fairy(case: "gen") }

example-pd-portal = Niebieski kładzie { -tile(case: "acc") } z magicznym portalem na południe od { -start-tile(case: "gen") } i przez portal stawia { -thief(case: "acc") } na niczyjej { -road(case: "loc") } na wschód od { -start-tile(case: "gen") }. Na koniec gry ta { -road } z dwóch { -tile(number: "pl", case: "gen") } daje Niebieskiemu 2.
    .title = Magiczny portal

example-pd-princess = Czerwony ma { -knight(case: "acc") } w { -city(case: "loc") } na północ od { -start-tile(case: "gen") }. Niebieski przedłuża je { -tile(case: "ins") } z księżniczką i zamiast stawiać figurkę, odsyła { -knight(case: "acc") } Czerwonego do { -supply(case: "gen") }. Następnie Niebieski zamyka to { -city } z czterech { -tile(number: "pl", case: "gen") } własnym { -knight(case: "ins") } i dostaje 8 { -point(number: "pl", case: "gen") }.
    .title = Księżniczka odsyła { -knight(case: "acc") }

example-pd-princess-big-knight = Jak w poprzednim przykładzie, ale { -knight } Czerwonego to { -big-follower }: księżniczka i tak odsyła go do { -supply(case: "gen") }, a Niebieski dostaje za ukończone { -city } z czterech { -tile(number: "pl", case: "gen") } 8 { -point(number: "pl", case: "gen") }.
    .title = Księżniczka i { -big-follower }

example-pd-fairy-double-turn = Czerwony przedłuża { -road(case: "acc") }, na której stoi jego { -builder }, i stawia wróżkę obok swojego { -thief(case: "gen") }: ma { -double-turn(case: "acc") }. Druga { -tile } nie zaczyna nowej tury, więc nie przynosi { -point(case: "gen") } od wróżki; przynosi go dopiero następna tura Czerwonego – 1 { -point(case: "acc") }. Gra toczy się dalej.
    .title = Wróżka przy { -double-turn(case: "loc") }

## Wieża

example-tw-own-follower = Czerwony stawia na wieży pierwszy element i pojmuje własnego { -thief(case: "acc") }: ten nie trafia do niewoli, tylko wraca do { -supply(case: "gen") } Czerwonego. Zwolnioną { -road(case: "acc") } zajmuje Niebieski swoim { -thief(case: "ins") } i na koniec gry podlicza tę { -road(case: "acc") } z czterech { -tile(number: "pl", case: "gen") }.
    .title = Pojmanie własnego { -follower(case: "gen") }

example-tw-capture-1 = Niebieski stawia pierwszy element na wieży na południowy wschód od { -start-tile(case: "gen") }. Wieża o wysokości 1 sięga o jedno pole w każdym kierunku w linii prostej, więc Niebieski bierze { -thief(case: "acc") } Czerwonego do niewoli. Zwolnioną { -road(case: "acc") } Niebieski zajmuje własnym { -thief(case: "ins") } i na koniec gry podlicza tę { -road(case: "acc") } z czterech { -tile(number: "pl", case: "gen") }.
    .title = Pojmanie przy wysokości 1

example-tw-capture-2 = Pierwszy element Niebieskiego nikogo nie pojmuje. Czerwony dokłada drugi: teraz wieża sięga o dwa pola w każdym kierunku w linii prostej, więc Czerwony bierze do niewoli { -thief(case: "acc") } Zielonego, stojącego dwa pola na południe. Na koniec gry { -road } Czerwonego z czterech { -tile(number: "pl", case: "gen") } daje 4.
    .title = Pojmanie przy wysokości 2

example-tw-exchange = Dzięki elementowi wieży Niebieski bierze do niewoli { -thief(case: "acc") } Czerwonego; Czerwony odpowiada, dokładając kolejny element, i pojmuje { -monk(case: "acc") } Niebieskiego. Każdy z nich trzyma teraz w niewoli { -follower(case: "acc") } drugiego, więc obaj jeńcy zostają od razu wymienieni. Czerwony stawia { -thief(case: "acc") } z powrotem na { -road(case: "loc") } i na koniec gry podlicza tę { -road(case: "acc") } z pięciu { -tile(number: "pl", case: "gen") }.
    .title = Wymiana jeńców

example-tw-ransom = Czerwony ma 6 { -point(number: "pl", case: "gen") } za { -city(case: "acc") } z trzech { -tile(number: "pl", case: "gen") }, gdy wieża Niebieskiego bierze jego { -thief(case: "acc") } do niewoli. W swojej następnej turze Czerwony płaci 3 { -point(number: "pl", case: "acc") } okupu, które dostaje Niebieski, odzyskuje jeńca i jeszcze w tej samej turze stawia go na { -road(case: "loc") }. Na koniec gry ta { -road } daje 4: Czerwony ma 7, a Niebieski 3.
    .title = Okup

example-tw-finish = Wieża z jednym elementem Niebieskiego sięga o jedno pole; drugi element sięgnąłby już { -thief(case: "gen") } Czerwonego. Czerwony kończy wieżę, stawiając na jej szczycie { -follower(case: "acc") }: wieża już nie rośnie, a { -thief } jest bezpieczny. Czerwony dostaje 3 za swoją { -road(case: "acc") } z trzech { -tile(number: "pl", case: "gen") }; { -follower } na wieży nic nie zdobywa i zostaje na miejscu.
    .title = Ukończona wieża

example-tw-builder-home = Na { -road(case: "loc") } Czerwonego stoją jego { -thief } i { -builder }. Wieża Niebieskiego bierze { -thief(case: "acc") } do niewoli, a { -builder }, przy którym na { -road(case: "loc") } nie został już żaden { -thief } Czerwonego, również wraca do { -supply(case: "gen") }. Niebieski zajmuje tę { -road(case: "acc") } i na koniec gry ją podlicza: pięć { -tile(number: "pl", case: "gen") }, 5 { -point(number: "pl", case: "gen") }.
    .title = Po pojmaniu { -builder } wraca do { -supply(case: "gen") }

example-tw-big-follower = Wieża Niebieskiego bierze do niewoli dużego { -thief(case: "acc") } Czerwonego tak samo jak zwykłego; potem Niebieski zajmuje wolną { -road(case: "acc") } i na koniec gry podlicza tę { -road(case: "acc") } z czterech { -tile(number: "pl", case: "gen") }.
    .title = Pojmanie { -big-follower(case: "gen") }

example-tw-dragon-tower = Czerwony ukończył wieżę na południe od { -start-tile(case: "gen") }, stawiając na niej { -follower(case: "acc") }. Po położeniu { -tile(case: "gen") } ze smokiem smok przechodzi przez { -start-tile(case: "acc") } na { -tile(case: "acc") } z wieżą: { -follower } Czerwonego wraca do { -supply(case: "gen") }. Smok idzie dalej przez { -tile(case: "acc") } z { -monk(case: "ins") } Niebieskiego, który również wraca do { -supply(case: "gen") }, i kończy ruch w ślepym zaułku. Nikt nie zdobywa punktów.
    .title = Smok i ukończona wieża

## Opactwo i burmistrz

example-am-abbey = Żółty kładzie { -abbey(case: "acc") } w dziurze zamkniętej ze wszystkich czterech stron. Zamyka ono leżące nad nim { -city } Czerwonego z jednej { -tile(case: "gen") } oraz dwie { -road(number: "pl") } dochodzące do niego od { -crossing(number: "pl", case: "gen") } po obu stronach: Czerwony dostaje 2 za { -city(case: "acc") } i 1 za { -road(case: "acc") } na wschodzie, a Zielony 1 za { -road(case: "acc") } na zachodzie. Wokół { -abbey(case: "gen") } leży siedem z ośmiu sąsiednich { -tile(number: "pl", case: "gen") }, więc stojący na nim { -monk } Żółtego dostaje na koniec gry 8.
    .title = Trzy obszary zamknięte przez { -abbey(case: "acc") }

example-am-mayor-zero = Czerwony ma { -mayor(case: "acc") } w południowym segmencie { -city(case: "gen") }, a Niebieski { -knight(case: "acc") } w północnym; środkowa { -tile } łączy je w ukończone { -city } z trzech { -tile(number: "pl", case: "gen") } bez { -pennant(number: "pl", case: "gen") }. Tu { -mayor } nie liczy się wcale: { -city } podlicza sam Niebieski, 6 { -point(number: "pl", case: "gen") }.
    .title = Burmistrz w { -city(case: "loc") } bez { -pennant(number: "pl", case: "gen") }

example-am-mayor-three = W jednym { -city(case: "loc") } z pięciu { -tile(number: "pl", case: "gen") }, z trzema { -pennant(number: "pl", case: "ins") }, znajdują się { -mayor } Czerwonego i { -knight } Niebieskiego. Przeciw jednemu { -knight(case: "dat") } { -mayor } liczy się za trzech: ukończone { -city } podlicza sam Czerwony, 16 { -point(number: "pl", case: "gen") }.
    .title = Trzy { -pennant(number: "pl") } dla { -mayor(case: "gen") }

example-am-wagon = Stojący na { -road(case: "loc") } między dwoma { -crossing(number: "pl", case: "ins") } { -wagon } Czerwonego zdobywa za nią 3 { -point(number: "pl", case: "acc") }, a potem jedzie dalej, na wschodnią { -road(case: "acc") } tego { -crossing(case: "gen") }, które ją ukończyło. Stoi tam jeszcze na koniec gry: daje to 1 więcej.
    .title = Dalsza jazda { -wagon(case: "gen") }

example-am-wagon-abbey = Zielony ma { -wagon(case: "acc") } na { -road(case: "loc") }, która biegnie od { -crossing(case: "gen") } do dziury. Żółty wypełnia dziurę { -abbey(case: "ins") } i nie stawia na nim { -monk(case: "gen") }: { -abbey } zamyka { -road(case: "acc") }, za którą Zielony dostaje 1, a { -wagon } jedzie dalej do { -abbey(case: "gen") }, czyli do { -cloister(case: "gen") }, do którego prowadzi jego { -road }. Na koniec gry wokół { -abbey(case: "gen") } leży siedem sąsiednich { -tile(number: "pl", case: "gen") }: Zielony dostaje jeszcze 8.
    .title = Wjazd { -wagon(case: "gen") } do { -abbey(case: "gen") }

example-am-wagon-around = Według wydań z nową grafiką: { -wagon } Czerwonego zdobywa 3 { -point(number: "pl", case: "acc") } za { -road(case: "acc") } między dwoma { -crossing(number: "pl", case: "ins") }, a potem jedzie do segmentu { -city(case: "gen") } na { -tile(case: "loc") } obok swojej, choć nie prowadzi tam żadna { -road }. Według interpretacji pierwszych wydań taki ruch jest odrzucany. Na koniec gry nieukończone { -city } z jednej { -tile(case: "gen") } daje 1.
    .title = Przejazd { -wagon(case: "gen") } na sąsiednią { -tile(case: "acc") }

example-am-barn-placed = Niebieski stawia { -barn(case: "acc") } tam, gdzie na { -field(case: "loc") } z { -farmer(case: "ins") } Czerwonego stykają się cztery { -tile(number: "pl") }. Od razu zostaje podliczony { -farmer } Czerwonego: 3 za ukończone { -city }; potem wraca do { -supply(case: "gen") }. Na koniec gry { -barn } Niebieskiego dostaje 4 za to samo { -city }.
    .title = Postawienie { -barn(case: "gen") } na { -field(case: "loc") } z { -farmer(case: "ins") }

example-am-barn-joined = Zielony ma { -farmer(case: "acc") } na { -field(case: "loc") } oddzielonej od { -barn(case: "gen") } Niebieskiego, aż { -cloister } kończy biegnącą między nimi { -road(case: "acc") } i łączy obie { -field(number: "pl", case: "acc") }. Wtedy { -farmer } Zielonego jest od razu podliczany, ale dostaje tylko 1 za { -city(case: "acc") }, po czym wraca do { -supply(case: "gen") }. Na koniec gry { -barn } Niebieskiego daje 4.
    .title = Połączenie { -farmer(case: "gen") } ze { -barn(case: "ins") }

example-am-barn-final = Czerwony ma { -barn(case: "acc") } na { -field(case: "loc") }, która graniczy z dwoma ukończonymi { -city(number: "pl", case: "ins") }. Na koniec gry dostaje 4 za każde z nich: 8 { -point(number: "pl", case: "gen") }.
    .title = Podliczanie { -barn(case: "gen") } na koniec gry
example-am-barns-joined = Droga rozdziela dwie { -field(number: "pl") }: { -barn } Czerwonego stoi na północ od niej, Niebieskiego na południe, a każda { -field } graniczy z jednym ukończonym { -city(case: "ins") }. { -cloister } na końcu { -road(case: "gen") } łączy obie { -field(number: "pl") }. Na koniec gry obie { -barn(number: "pl") } dostają pełną liczbę { -point(number: "pl", case: "gen") }, po 4 za każde z dwóch { -city(number: "pl", case: "gen") }: po 8 { -point(number: "pl", case: "gen") }.
    .title = Dwie { -barn(number: "pl") } na jednej połączonej { -field(case: "loc") }

## Katapulta

example-ca-fair-road = Czerwony ma { -road(case: "acc") }, która biegnie od wioski na { -crossing(case: "loc") } przez { -start-tile(case: "acc") } i kończy się przy { -fair(case: "loc") }. Kończy ją właśnie { -tile } z { -fair(case: "ins") }: trzy { -tile(number: "pl") }, czyli 3 { -point(number: "pl", case: "acc") } dla Czerwonego. W rundzie z { -catapult(case: "ins") }, która następuje potem, żeton Niebieskiego ląduje najbliżej { -fair(case: "gen") }: Niebieski dostaje 5 { -point(number: "pl", case: "gen") }.
    .title = Przy { -fair(case: "loc") } kończy się { -road }

example-ca-knock-out = Czerwony kładzie { -tile(case: "acc") } z { -fair(case: "ins") } i wybiera nokaut. Tort spada na jego własnego { -thief(case: "acc") } i na { -monk(case: "acc") } Niebieskiego, więc obaj wracają do właścicieli. Gdy później { -road } zostaje ukończona, nikogo na niej nie ma, a { -cloister } na koniec gry nie daje nic.
    .title = Nokaut

example-ca-seduction-city = Niebieski kładzie { -tile(case: "acc") } z { -fair(case: "ins") } i wystrzeliwuje żeton uwodzenia. Żeton ląduje najbliżej { -knight(case: "gen") } Czerwonego, a jego miejsce zajmuje { -follower } z { -supply(case: "gen") } Niebieskiego. Gdy Czerwony kończy { -city } z trzech { -tile(number: "pl", case: "gen") }, 6 { -point(number: "pl", case: "gen") } dostaje Niebieski.
    .title = Uwodzenie przejmuje { -city(case: "acc") }

example-ca-seduction-moved = Żeton uwodzenia Czerwonego ląduje najbliżej { -monk(case: "gen") } Niebieskiego. Czerwony zdejmuje swojego { -thief(case: "acc") } z { -road(case: "gen") } i przenosi go do { -cloister(case: "gen") }, a { -monk } Niebieskiego wraca do { -supply(case: "gen") }. Na koniec gry { -cloister } z trzema sąsiednimi { -tile(number: "pl", case: "ins") } daje Czerwonemu 4.
    .title = Uwodzenie pionkiem przeniesionym z planszy

example-ca-target-tie = Zielony kładzie { -tile(case: "acc") } z { -fair(case: "ins") } i wybiera konkurs celności. Żetony Czerwonego i Zielonego lądują równie blisko { -tile(case: "gen") } z { -fair(case: "ins") }, więc każdy z nich dostaje 5.
    .title = Remis w konkursie celności

example-ca-catch = Zielony kładzie { -tile(case: "acc") } z { -fair(case: "ins") } i wybiera łapanie. Czerwony łapie żeton Zielonego i dostaje 5; Niebieski upuszcza żeton Czerwonego, a żeton wystrzelony przez samego Niebieskiego nie dolatuje do miarki leżącej przed Zielonym. Nikt inny nie dostaje punktów.
    .title = Rzut i łapanie

## Hrabia, Król i Rzeka

example-kr-king = Czerwony kończy pierwsze { -city }, z dwóch { -tile(number: "pl", case: "gen") }, i bierze króla; potem Niebieski kończy większe, z trzech { -tile(number: "pl", case: "gen") }, i król przechodzi do Niebieskiego. Na koniec gry Niebieski dostaje 1 za każde z dwóch ukończonych { -city(number: "pl", case: "gen") }.
    .title = Król przechodzi do większego { -city(case: "gen") }

example-cu-challenge = Niebieski kładzie { -shrine(case: "acc") } obok { -cloister(case: "gen") } Czerwonego i stawia na niej { -heretic(case: "acc") }: obaj gracze rzucają sobie wyzwanie. Pierwsza zostaje otoczona { -shrine }: Niebieski dostaje 9, a { -monk } Czerwonego wraca do { -supply(case: "gen") } z niczym.
    .title = Pojedynek { -heretic(case: "gen") } z { -monk(case: "ins") }

example-r2-fork-volcano = Rozwidlenie dzieli { -river(case: "acc") } na dwie odnogi. Czerwony zamyka wschodnią odnogę jeziorem z { -volcano(case: "ins") }, nie stawia tam { -follower(case: "gen") } i od razu gra jeszcze raz, zamykając zachodnią odnogę jeziorem przy { -city(case: "loc") }, w którym stoi { -knight } Czerwonego. Na koniec gry { -monk } Niebieskiego nad { -river(case: "ins") } dostaje 4, a { -knight } Czerwonego 1.
    .title = Rozwidlenie i dodatkowa tura po { -volcano(case: "loc") }

example-r2-herd = W grze z dodatkiem „Kupcy i budowniczowie” { -farmer } Czerwonego zajmuje { -field(case: "acc") }, na której pasie się stado świń. Graniczy ona z jednym ukończonym { -city(case: "ins") }: Czerwony dostaje za nie zwykłe { -point(number: "pl", case: "acc") } i 1 więcej za stado.
    .title = Stado świń
example-co-castle = Od bramy kuźni na południe biegnie { -road }, na której stoi { -thief } Niebieskiego; Czerwony ją zamyka. Punkty dostaje tylko Niebieski, więc Czerwony stawia { -follower(case: "acc") } w zamku i przestawia hrabiego na targ. Gdy Niebieski zamyka małe { -city } przy wschodniej bramie i stawia w nim { -knight(case: "acc") }, { -follower } Czerwonego przed podliczeniem wychodzi z zamku i dołącza do tego { -city(case: "gen") }: gracze remisują i obaj dostają za nie punkty.
    .title = Z zamku do { -city(case: "gen") } dołącza { -follower }
example-co-count-guards = Czerwony zdobywa miejsce w zamku i przestawia hrabiego na targ. Potem Zielony zamyka { -road(case: "acc") } Czerwonego, także zdobywa miejsce w mieście i przestawia hrabiego z powrotem do zamku. Gdy Niebieski zamyka małe { -city } przy wschodniej bramie, { -follower } Czerwonego nie może wyjść z zamku: { -knight } Niebieskiego sam zdobywa { -city(case: "acc") }.
    .title = Hrabia pilnuje zamku
example-co-market = Czerwony zamyka { -road(case: "acc") } Niebieskiego i stawia { -follower(case: "acc") } na targu. Niebieski zamyka małe, puste { -city } i stawia obok niego { -farmer(case: "acc") }. Na koniec gry { -follower } Czerwonego przechodzi z targu na tę { -field(case: "acc") }: obaj { -farmer(number: "pl") } remisują i każdy dostaje punkty za graniczące z nią { -city }.
    .title = Targ na koniec gry
example-co-farm-king = Czerwony ma { -farmer(case: "acc") } na { -field(case: "loc") } wzdłuż murów Carcassonne; Niebieski kończy na południe od niej { -city } z dwóch { -tile(number: "pl", case: "gen") } i bierze króla. Ta { -field } graniczy z dwoma ukończonymi { -city(number: "pl", case: "ins") }, Carcassonne i { -city(case: "ins") } Niebieskiego: Czerwony dostaje 6 { -point(number: "pl", case: "gen") } (8 według pierwszej edycji). Król liczy oba { -city(number: "pl") }: Niebieski dostaje 2.
    .title = Carcassonne jako ukończone { -city } dla { -field(number: "pl", case: "gen") } i dla króla
example-co-end-quarters = Według pierwszych wydań: Czerwony zamyka { -road(case: "acc") } Niebieskiego, stawia { -follower(case: "acc") } w zamku i przestawia hrabiego na targ. Na koniec gry { -knight } Czerwonego wychodzi z zamku do nieukończonego { -city(case: "gen") } Niebieskiego: każdy z nich ma tam po jednym { -knight(case: "loc") }, więc obaj je podliczają i dostają po 1 { -point(case: "loc") }. W odczytaniu naszej drukowanej instrukcji { -follower } w zamku zostaje na miejscu.
    .title = Wyjście z zamku na koniec gry
