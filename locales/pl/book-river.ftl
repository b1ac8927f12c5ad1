### Instrukcja dodatku „Rzeka”: wszystkie komunikaty, których używa book/river.toml.
### Identyfikatory: river-<rozdział>-<co>. Tytuły rozdziałów to river-<rozdział>,
### tytuły sekcji kończą się na -title. Czysty tekst, bez znaczników;
### słownictwo gry z terminów słowniczka w terms.ftl, nigdy na początku zdania.
### „Rzeka” (wielką literą, w cudzysłowie) to nazwa dodatku; { -river }
### to rzeka na płytkach.

river-title = Rzeka
river-summary = Dwanaście { -tile(number: "pl", case: "gen") }, które rozpoczynają grę { -river(case: "ins") } wijącą się przez krajobraz: jak je przygotować, jak musi płynąć { -river } i gdzie mogą stanąć twoje { -follower(number: "pl") }.

## Rozdział: płytki rzeki

river-overview = Co wnosi dodatek „Rzeka”
river-overview-intro = „Rzeka” to niewielki dodatek do gry podstawowej, złożony z dwunastu { -tile(number: "pl", case: "gen") }. Układa się je na samym początku gry; prowadzą { -river(case: "acc") } przez stół, od źródła aż do jeziora, a reszta krajobrazu rozrasta się potem wokół niej. Poza tym obowiązują zasady gry podstawowej. Oto te dwanaście { -tile(number: "pl", case: "gen") }:
river-overview-spring = Źródło, z którego wypływa { -river }.
river-overview-lake = Jezioro, do którego uchodzi { -river }.
river-overview-middle = Dziesięć { -tile(number: "pl", case: "gen") }, które prowadzą { -river(case: "acc") } dalej: proste odcinki i zakręty, niektóre z { -road(case: "ins") }, { -city(case: "ins") } lub { -cloister(case: "ins") } na brzegu, oraz jedna, na której { -road } przechodzi przez wodę po moście.
river-overview-backs = Wszystkie { -tile(number: "pl") } { -river(case: "gen") } mają taki sam ciemny rewers jak { -start-tile } gry podstawowej, dzięki czemu łatwo odróżnić je od pozostałych { -tile(number: "pl", case: "gen") }.

## Rozdział: przygotowanie gry

river-setup = Przygotowanie gry z dodatkiem „Rzeka”
river-setup-intro = Przygotuj grę podstawową jak zwykle, z następującymi zmianami:
river-setup-step-start = Usuń z gry { -start-tile(case: "acc") } – jej miejsce zajmuje źródło.
river-setup-step-spring = Połóż źródło obrazkiem do góry na środku stołu.
river-setup-step-lake = Na razie odłóż jezioro na bok.
river-setup-step-pile = Wymieszaj pozostałe dziesięć { -tile(number: "pl", case: "gen") } { -river(case: "gen") } i połóż je rewersem do góry w osobnym stosie.
river-setup-step-base = Wymieszaj rewersem do góry { -tile(number: "pl", case: "acc") } gry podstawowej i ułóż je obok w kilka stosów.

## Rozdział: rozgrywka z rzeką

river-play = Rozgrywka z dodatkiem „Rzeka”
river-play-order-title = Najpierw { -river }
river-play-first = Gra zaczyna się od { -river(case: "gen") }. Gracze wykonują tury jak zwykle, ale dobierają { -tile(number: "pl", case: "acc") } ze stosu { -river(case: "gen") }, dopóki nie ułożą wszystkich dziesięciu. Poza tym każda tura przebiega normalnie: połóż { -tile(case: "acc") }, ewentualnie postaw { -follower(case: "acc") } i podlicz wszystko, co twoja { -tile } ukończyła.
river-play-lake = Gdy leży już dziesiąta { -tile } { -river(case: "gen") }, następny gracz, zamiast dobierać { -tile(case: "acc") }, kładzie jezioro i w ten sposób kończy { -river(case: "acc") }. Od kolejnej tury wszyscy dobierają { -tile(number: "pl", case: "acc") } gry podstawowej, a gra toczy się dalej jak zwykle.

river-play-course-title = Jak musi płynąć { -river }
river-play-rule-continue = Każda nowa { -tile } { -river(case: "gen") } musi przedłużać { -river(case: "acc") } od jej otwartego końca – woda do wody.
river-play-rule-fit = Wszystkie jego pozostałe krawędzie muszą jak zwykle pasować do sąsiadów: { -road } do { -road(case: "gen") }, { -city } do { -city(case: "gen") }, { -field } do { -field(case: "gen") }.
river-play-rule-bends = Drukowana instrukcja zabrania tu tylko jednego: { -tile(number: "pl") } { -river(case: "gen") } nie mogą tworzyć ciasnego zakrętu w kształcie litery U. W tej instrukcji ciasne U oznacza dwa kolejne zakręty w tę samą stronę, więc po zakręcie w lewo następna { -tile } prowadzi prosto albo skręca w prawo, a po zakręcie w prawo – prosto albo w lewo. To nasza interpretacja, a nie słowa drukowanej instrukcji, i stosują się do niej przykłady: U, którego dwa zakręty dzieli prosta { -tile }, jest dość szerokie i dozwolone.

river-play-followers-title = Stawianie { -follower(number: "pl", case: "gen") } i punktacja
river-play-followers = Na { -tile(case: "loc") } { -river(case: "gen") } możesz postawić { -follower(case: "acc") } tak samo jak na każdej innej: jako { -thief(case: "acc") } na jej { -road(case: "loc") }, jako { -knight(case: "acc") } w jej { -city(case: "loc") }, jako { -monk(case: "acc") } w jej { -cloister(case: "loc") } lub jako { -farmer(case: "acc") } na jednej z jej { -field(number: "pl", case: "gen") }. Samej { -river(case: "gen") } nigdy nie można zająć.
river-play-fields = Podobnie jak { -road }, { -river } dzieli teren, przez który płynie: { -field } na jednym brzegu to inna { -field } niż ta na drugim. Tylko wokół źródła i wokół jeziora ląd otacza wodę ze wszystkich stron.
river-play-scoring = Wszystkie { -road(number: "pl", case: "acc") }, { -city(number: "pl", case: "acc") }, { -cloister(number: "pl", case: "acc") } i { -field(number: "pl", case: "acc") } na { -tile(number: "pl", case: "loc") } { -river(case: "gen") } podlicza się dokładnie tak jak w grze podstawowej – zarówno w trakcie gry, jak i na jej koniec.

## Rozdział: płytki

river-tiles = Wszystkie dwanaście { -tile(number: "pl", case: "gen") }
river-tiles-intro = „Rzeka” składa się z dwunastu { -tile(number: "pl", case: "gen") }, każda innego rodzaju: źródła, jeziora i dziesięciu { -tile(number: "pl", case: "gen") } pomiędzy nimi.
