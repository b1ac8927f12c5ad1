### Instrukcja gry podstawowej: wszystkie komunikaty, których używa book/base.toml.
### Identyfikatory: base-<rozdział>-<co>. Tytuły rozdziałów to base-<rozdział>,
### tytuły sekcji kończą się na -title. Czysty tekst, bez znaczników.
### Słownictwo gry pochodzi z terminów słowniczka w terms.ftl; zdanie nigdy
### nie zaczyna się od terminu, bo terminy są pisane małą literą.

base-title = Carcassonne: gra podstawowa
base-summary = Kompletne zasady gry podstawowej dla 2–5 graczy: jak układać { -tile(number: "pl", case: "acc") }, gdzie stawiać swoje { -follower(number: "pl", case: "acc") }, jak liczy się { -point(number: "pl", case: "acc") } za { -road(number: "pl", case: "acc") }, { -city(number: "pl", case: "acc") }, { -cloister(number: "pl", case: "acc") } i { -field(number: "pl", case: "acc") }, oficjalne wyjaśnienia wydawcy oraz to, czym różniła się punktacja w starszych edycjach.

## Rozdział: zawartość pudełka

base-components = Zawartość pudełka
base-components-intro = Carcassonne to gra dla dwóch do pięciu graczy. W pudełku znajdziesz:
base-components-item-tiles = 72 { -tile(number: "pl") } przedstawiające fragmenty krajobrazu. Jedną z nich jest { -start-tile } – ma ciemniejszy rewers niż pozostałe.
base-components-item-followers = 40 { -follower(number: "pl", case: "gen") } w pięciu kolorach, po osiem w każdym kolorze.
base-components-item-scoreboard = Jeden { -scoreboard }, na którym na bieżąco zaznacza się { -point(number: "pl", case: "acc") } wszystkich graczy.
base-components-item-rules = Instrukcja.

base-components-landscape-title = Co przedstawiają { -tile(number: "pl") }
base-components-landscape = Każda { -tile } to mały kwadratowy wycinek okolicy. Do jej krawędzi dochodzą segmenty { -road(case: "gen") }, { -city(case: "gen") } i { -field(case: "gen") }. Gdy { -tile(number: "pl", case: "acc") } układa się obok siebie, segmenty te łączą się w coraz dłuższe { -road(number: "pl", case: "acc") }, większe { -city(number: "pl", case: "acc") } i rozleglejsze { -field(number: "pl", case: "acc") }.
base-components-landscape-road = Na { -tile(case: "loc") } { -road } prowadzi od jednej krawędzi do drugiej albo kończy się na { -crossing(case: "loc") }, przy bramie { -city(case: "gen") } lub przy { -cloister(case: "loc") }.
base-components-landscape-city = Mur otacza { -city(case: "acc") } ze wszystkich stron. Na niektórych segmentach { -city(case: "gen") } widnieje { -pennant }, dzięki której { -city } jest więcej warte.
base-components-landscape-cloister = Pośrodku { -tile(case: "gen") } stoi samotny { -cloister }, otoczony zewsząd zielenią.
base-components-landscape-field = Zielone tereny pomiędzy nimi wszystkimi tworzą { -field(number: "pl", case: "acc") }, które { -road(number: "pl") } i { -city(number: "pl") } oddzielają od siebie.
base-components-landscape-crossing = Mała wioska, w której zbiegają się trzy lub cztery { -road(number: "pl") }, to { -crossing }. Każda z tych { -road(number: "pl", case: "gen") } właśnie tam się kończy.

base-components-followers-title = Twoje { -follower(number: "pl") }
base-components-followers = Każdy { -follower } może pełnić jedną z czterech ról, zależnie od tego, gdzie go postawisz: na { -road(case: "loc") } jest { -thief(case: "ins") }, w { -city(case: "loc") } – { -knight(case: "ins") }, w { -cloister(case: "loc") } – { -monk(case: "ins") }, a na { -field(case: "loc") } – { -farmer(case: "ins") }. Poza tym każdy gracz używa jednego { -follower(case: "gen") } w swoim kolorze jako znacznika punktacji na { -scoreboard(case: "loc") }.

## Rozdział: przebieg gry

base-overview = Przebieg gry
base-overview-landscape = Tura po turze gracze dokładają { -tile(number: "pl", case: "acc") }, tworząc krajobraz wokół francuskiego miasta Carcassonne. W miarę jak krajobraz się rozrasta, pojawiają się w nim nowe { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } i { -field(number: "pl") }, które zajmujesz, stawiając na nich swoje { -follower(number: "pl", case: "acc") }.
base-overview-points = W trakcie gry zdobywasz { -point(number: "pl", case: "acc") } za każdym razem, gdy zostanie ukończony zajęty przez ciebie obszar – { -road }, { -city } lub { -cloister }. Na koniec gry { -point(number: "pl", case: "acc") } liczy się jeszcze raz: za wszystko, co pozostało nieukończone, oraz za twoich { -farmer(number: "pl", case: "acc") }.
base-overview-winner = Ponieważ tak wiele { -point(number: "pl", case: "gen") } przybywa dopiero na samym końcu, nikt nie wie, kto wygrał, dopóki nie zostanie przeprowadzone ostateczne podliczanie. Wygrywa gracz, który ma wtedy najwięcej { -point(number: "pl", case: "gen") }.

## Rozdział: przygotowanie gry

base-setup = Przygotowanie gry
base-setup-step-start = Połóż { -start-tile(case: "acc") } – tę z ciemnym rewersem – obrazkiem do góry na środku stołu.
base-setup-step-stacks = Wymieszaj wszystkie pozostałe { -tile(number: "pl", case: "acc") } rewersem do góry i ułóż je w kilka stosów, po które każdy gracz łatwo sięgnie.
base-setup-step-scoreboard = Połóż { -scoreboard(case: "acc") } na skraju stołu, tak aby środek pozostał wolny dla rozrastającego się krajobrazu.
base-setup-step-colours = Każdy gracz wybiera kolor i bierze osiem { -follower(number: "pl", case: "gen") } w tym kolorze.
base-setup-step-marker = Każdy gracz stawia jednego ze swoich { -follower(number: "pl", case: "gen") } na polu 0 { -scoreboard(case: "gen") } – to jego znacznik punktacji. Pozostałe siedem { -follower(number: "pl", case: "gen") } zostaje przed graczem i stanowi jego { -supply(case: "acc") }.
base-setup-step-first = Najmłodszy gracz decyduje, kto zaczyna.
base-setup-first-game = W pierwszej partii zasady proponują grę bez { -farmer(number: "pl", case: "gen") }: nikt nie stawia { -follower(number: "pl", case: "gen") } na { -field(number: "pl", case: "loc") }, a na koniec pomija się punktację { -field(number: "pl", case: "gen") }. Warto dodać { -farmer(number: "pl", case: "acc") } dopiero wtedy, gdy reszta zasad stanie się już znajoma.

## Rozdział: przebieg tury

base-turn = Przebieg tury
base-turn-intro = Gracze wykonują tury po kolei, zgodnie z ruchem wskazówek zegara. W swojej turze robisz następujące rzeczy, zawsze w tej kolejności:
base-turn-step-tile = Dobierz jedną { -tile(case: "acc") } i dołóż ją do planszy. Ten krok jest obowiązkowy.
base-turn-step-follower = Jeśli chcesz, postaw jednego { -follower(case: "acc") } ze swojej { -supply(case: "gen") } na właśnie położonej { -tile(case: "loc") }.
base-turn-step-score = Jeśli twoja { -tile } ukończyła { -road(case: "acc") }, { -city(case: "acc") } lub { -cloister(case: "acc") }, od razu je podlicz.
base-turn-next = Następnie turę rozpoczyna gracz siedzący po twojej lewej stronie. Kolejne rozdziały szczegółowo objaśniają każdy z tych kroków.

## Rozdział: układanie płytki

base-placing-tiles = Układanie { -tile(case: "gen") }
base-placing-tiles-draw = Weź { -tile(case: "acc") } z wierzchu dowolnego stosu i pokaż ją pozostałym graczom – mogą ci doradzić, gdzie ją położyć. Następnie dołóż ją do planszy zgodnie z poniższymi zasadami:
base-placing-tiles-rule-side = Nowa { -tile } musi przylegać całym bokiem do co najmniej jednej { -tile(case: "gen") }, która już leży na stole. Nie wystarczy, że styka się z nią tylko rogiem.
base-placing-tiles-rule-continue = Każdy bok nowej { -tile(case: "gen") }, który styka się z inną { -tile(case: "ins") }, musi przedłużać to, co już tam jest: { -road } musi łączyć się z { -road(case: "ins") }, { -city } z { -city(case: "ins") }, a { -field } z { -field(case: "ins") }. Dotyczy to wszystkich stykających się boków, a nie tylko jednego z nich.
base-placing-tiles-rule-cloister = Do { -cloister(case: "gen") } nie trzeba niczego dopasowywać: zajmuje on środek własnej { -tile(case: "gen") }. Pasować muszą jedynie krawędzie { -tile(case: "gen") }.
base-placing-tiles-rule-turn = Możesz dowolnie obrócić { -tile(case: "acc") }, o ile wszystkie jej krawędzie pasują.

base-placing-tiles-no-fit-title = Gdy { -tile } nigdzie nie pasuje
base-placing-tiles-no-fit = Bardzo rzadko zdarza się, że { -tile(case: "gen") } nie da się nigdzie położyć zgodnie z tymi zasadami. Jeśli wszyscy gracze zgodzą się, że nigdzie nie pasuje, usuń ją z gry, odłóż do pudełka i dobierz zamiast niej inną { -tile(case: "acc") }.

## Rozdział: stawianie pionka

base-placing-followers = Stawianie { -follower(case: "gen") }
base-placing-followers-intro = Gdy twoja { -tile } leży już na swoim miejscu, możesz postawić na niej jednego ze swoich { -follower(number: "pl", case: "gen") }. Nigdy nie musisz tego robić – czasem rozsądniej jest zachować { -follower(case: "acc") } na którąś z kolejnych tur.

base-placing-followers-roles-title = Cztery role
base-placing-followers-roles = To, w którym miejscu { -tile(case: "gen") } postawisz { -follower(case: "acc") }, decyduje o tym, kim się stanie:
base-placing-followers-role-thief = Na { -road(case: "loc") } staje się { -thief(case: "ins") }.
base-placing-followers-role-knight = W { -city(case: "loc") } staje się { -knight(case: "ins") }.
base-placing-followers-role-monk = W { -cloister(case: "loc") } staje się { -monk(case: "ins") }.
base-placing-followers-role-farmer = Na { -field(case: "loc") } staje się { -farmer(case: "ins") }. Połóż go na plecach, aby wszyscy widzieli, że to { -farmer }.

base-placing-followers-where-title = Gdzie można go postawić
base-placing-followers-rule-one = W jednej turze możesz postawić najwyżej jednego { -follower(case: "acc") }.
base-placing-followers-rule-supply = Musi on pochodzić z twojej { -supply(case: "gen") }. Nie wolno przestawiać { -follower(case: "gen") }, który już stoi na planszy.
base-placing-followers-rule-new-tile = Możesz go postawić wyłącznie na właśnie położonej { -tile(case: "loc") }, nigdy na żadnej z położonych wcześniej.
base-placing-followers-rule-feature = Sam wybierasz, w którym miejscu tej { -tile(case: "gen") } stanie: na jednej konkretnej { -road(case: "loc") }, w { -city(case: "loc") }, w { -cloister(case: "loc") } czy na { -field(case: "loc") }.
base-placing-followers-rule-occupied = Nie wolno go postawić na { -road(case: "loc") }, w { -city(case: "loc") } ani na { -field(case: "loc") }, jeśli gdziekolwiek na tym obszarze stoi już jakiś { -follower } – bez względu na to, do kogo należy (nawet jeśli jest twój) i jak daleko się znajduje. Liczy się wszystko, z czym łączy się nowa { -tile }.
base-placing-followers-occupied-example = Jeśli na przykład twoja nowa { -tile } przedłuża { -city(case: "acc") }, w którym stoi już { -knight }, nie możesz postawić w nim { -knight(case: "gen") }. Nadal możesz jednak postawić swojego { -follower(case: "acc") } na { -road(case: "loc") } lub { -field(case: "loc") } tej { -tile(case: "gen") }, jeśli są wolne.

base-placing-followers-joined-title = Jak kilka { -follower(number: "pl", case: "gen") } trafia na jeden obszar
base-placing-followers-joined = Powyższa zasada obowiązuje tylko w chwili stawiania { -follower(case: "gen") }. Dwa { -follower(number: "pl") } mogą więc zajmować dwa oddzielne obszary – dwie { -road(number: "pl") }, dwa { -city(number: "pl") } lub dwie { -field(number: "pl") } – które któraś z późniejszych { -tile(number: "pl", case: "gen") } połączy w jeden. Od tej chwili dzielą go między siebie, a o tym, kto dostanie za niego { -point(number: "pl", case: "acc") }, decyduje przewaga, co wyjaśnia rozdział o punktacji.

base-placing-followers-empty-title = Gdy w { -supply(case: "loc") } zabraknie { -follower(number: "pl", case: "gen") }
base-placing-followers-empty = Jeśli wszystkie twoje { -follower(number: "pl") } stoją już na planszy, w każdej swojej turze po prostu kładziesz { -tile(case: "acc") } i pomijasz krok stawiania { -follower(case: "gen") }. Bez obaw: twoi { -thief(number: "pl") }, { -knight(number: "pl") } i { -monk(number: "pl") } wrócą do ciebie, gdy tylko zajmowany przez nich obszar zostanie ukończony i podliczony.

## Rozdział: punktacja w trakcie gry

base-scoring = Punktacja w trakcie gry
base-scoring-intro = Gdy położona przez ciebie { -tile } ukończy { -road(case: "acc") }, { -city(case: "acc") } lub { -cloister(case: "acc") }, obszar ten od razu zostaje podliczony – to ostatni krok twojej tury. Jedna { -tile } może ukończyć kilka obszarów naraz; podlicz każdy z nich.
base-scoring-who = Nie ma znaczenia, kto położył { -tile(case: "acc") }, która ukończyła obszar: { -point(number: "pl", case: "acc") } dostaje gracz, który ma tam swoje { -follower(number: "pl", case: "acc") }. Od razu przesuń jego znacznik punktacji na { -scoreboard(case: "loc") }. Ukończony obszar bez żadnego { -follower(case: "gen") } – czy to { -road }, { -city }, czy { -cloister } – nie przynosi nikomu { -point(number: "pl", case: "gen") }.

base-scoring-roads-title = Ukończone { -road(number: "pl") }
base-scoring-roads-complete = Ukończona jest taka { -road }, której oba końce dochodzą do { -crossing(case: "gen") }, { -city(case: "gen") } lub { -cloister(case: "gen") }, albo taka, która zamyka się w pętlę. Między jej końcami może leżeć dowolna liczba { -tile(number: "pl", case: "gen") }.
base-scoring-roads-points = Gracz, który ma { -thief(case: "acc") } na ukończonej { -road(case: "loc") }, dostaje jeden { -point(case: "acc") } za każdą { -tile(case: "acc") }, przez którą { -road } przebiega. Liczymy { -tile(number: "pl", case: "acc") }, a nie segmenty { -road(case: "gen") }: { -tile } liczy się raz, nawet jeśli { -road } dwukrotnie przez nią przechodzi.

base-scoring-cities-title = Ukończone { -city(number: "pl") }
base-scoring-cities-complete = Ukończone jest takie { -city }, które mur otacza ze wszystkich stron, bez żadnych przerw i otwartych krawędzi. Może ono być dowolnie duże.
base-scoring-cities-points = Gracz, który ma { -knight(case: "acc") } w ukończonym { -city(case: "loc") }, dostaje dwa { -point(number: "pl", case: "acc") } za każdą { -tile(case: "acc") } tego { -city(case: "gen") } i dwa kolejne za każdą { -pennant(case: "acc") }, która się w nim znajduje.
base-scoring-cities-once = Tu również liczysz { -tile(number: "pl", case: "acc") }: jeśli dwa segmenty { -city(case: "gen") } na tej samej { -tile(case: "loc") } należą do tego samego { -city(case: "gen") }, taka { -tile } i tak liczy się tylko raz.

base-scoring-cloisters-title = Ukończone { -cloister(number: "pl") }
base-scoring-cloisters = Ukończony jest taki { -cloister }, który ze wszystkich stron, także po przekątnych, otacza osiem { -tile(number: "pl", case: "gen") }. Gracz, który ma w nim { -monk(case: "acc") }, dostaje dziewięć { -point(number: "pl", case: "gen") }: po jednym za każdą z dziewięciu { -tile(number: "pl", case: "gen") }, wliczając sam { -cloister(case: "acc") }.

base-scoring-majority-title = Kilka { -follower(number: "pl", case: "gen") } na jednej { -road(case: "loc") } lub w jednym { -city(case: "loc") }
base-scoring-majority = Na ukończonej { -road(case: "loc") } lub w ukończonym { -city(case: "loc") } mogą stać { -follower(number: "pl") } kilku graczy. Wtedy wszystkie { -point(number: "pl", case: "acc") } dostaje gracz, który ma najwięcej { -thief(number: "pl", case: "gen") } na tej { -road(case: "loc") } lub najwięcej { -knight(number: "pl", case: "gen") } w tym { -city(case: "loc") }, a pozostali obecni tam gracze nie dostają nic.
base-scoring-tie = Jeśli najwięcej ma jednocześnie kilku graczy, każdy z nich dostaje pełną liczbę { -point(number: "pl", case: "gen") }. Niczego się nie dzieli.
base-scoring-no-double = Dodatkowe własne { -follower(number: "pl") } nie dodają { -point(number: "pl", case: "gen") }: mając dwóch { -knight(number: "pl", case: "gen") } w jednym { -city(case: "loc") }, i tak podliczasz to { -city } tylko raz. Liczba { -follower(number: "pl", case: "gen") } ma znaczenie wyłącznie przy ustalaniu, kto ma przewagę.

## Rozdział: powrót pionków

base-returning = Powrót { -follower(number: "pl", case: "gen") }
base-returning-return = Dopiero gdy obszar – { -road }, { -city } lub { -cloister } – zostanie ukończony i podliczony, nie wcześniej, stojący na nim { -thief(number: "pl") }, { -knight(number: "pl") } i { -monk(number: "pl") } wracają do { -supply(case: "gen") } swoich właścicieli. Od swojej następnej tury właściciele mogą znów ich stawiać, w dowolnej roli.
base-returning-farmers = Nigdy nie dotyczy to { -farmer(number: "pl", case: "gen") }: { -farmer } zostaje na swojej { -field(case: "loc") } aż do końca gry.

base-returning-same-turn-title = Postawienie, podliczenie i powrót w jednej turze
base-returning-same-turn = Możesz postawić { -follower(case: "acc") } na obszarze, który twoja nowa { -tile } właśnie ukończyła – na { -road(case: "loc") }, w { -city(case: "loc") } lub w { -cloister(case: "loc") }. Obszar ten zostaje wtedy od razu podliczony, a { -follower } wraca do ciebie w tej samej turze. Zawsze zachowaj tę kolejność:
base-returning-step-complete = Ukończ { -road(case: "acc") }, { -city(case: "acc") } lub { -cloister(case: "acc") } nową { -tile(case: "ins") }.
base-returning-step-place = Postaw { -thief(case: "acc") }, { -knight(case: "acc") } lub { -monk(case: "acc") } na nowej { -tile(case: "loc") }.
base-returning-step-score = Podlicz ukończony obszar: { -road(case: "acc") }, { -city(case: "acc") } lub { -cloister(case: "acc") }.
base-returning-step-return = Zabierz { -thief(case: "acc") }, { -knight(case: "acc") } lub { -monk(case: "acc") } z powrotem do swojej { -supply(case: "gen") }.
base-returning-one-per-turn = Ponieważ { -follower(case: "acc") } stawiasz, zanim cokolwiek zostanie podliczone, { -follower }, który wróci do ciebie w trakcie tury, nie może ponownie stanąć na planszy w tej samej turze. Jeśli zajmujesz już { -city(case: "acc") }, które ukończy twoja nowa { -tile }, możesz wykorzystać swojego jedynego w tej turze { -follower(case: "acc") } w innym miejscu tej { -tile(case: "gen") }, na przykład w nowym { -city(case: "loc") }, które ta { -tile } zaczyna; ukończone { -city } zostanie podliczone dopiero potem.

## Rozdział: łąki i farmerzy

base-fields = O { -field(number: "pl", case: "loc") } i { -farmer(number: "pl", case: "loc") }
base-fields-what = Zielone tereny, które łączą się przez krawędzie { -tile(number: "pl", case: "gen") }, tworzą jedną wspólną { -field(case: "acc") }. Kończy się ona tam, gdzie odcina ją { -road }, { -city } albo zewnętrzna krawędź dotychczas ułożonej planszy. Te granice oddzielają jedną { -field(case: "acc") } od drugiej, co ma ogromne znaczenie przy ostatecznym podliczaniu. Natomiast { -cloister } nie dzieli { -field(case: "gen") }: leży w jej obrębie.
base-fields-size = Przez całą grę { -field } może się powiększać. Jedna { -field } może w końcu pokryć większą część stołu, a wiele { -field(number: "pl", case: "gen") } nigdy nie zostaje zamkniętych.

base-fields-farmers-title = Raz postawiony { -farmer } zostaje do końca
base-fields-no-score = W trakcie gry za { -field(number: "pl", case: "acc") } nie przyznaje się żadnych { -point(number: "pl", case: "gen") }. Są one miejscem dla twoich { -farmer(number: "pl", case: "gen") }, których właściciele dostają { -point(number: "pl", case: "acc") } dopiero podczas ostatecznego podliczania, po wszystkim innym.
base-fields-stay = Dlatego { -farmer } nigdy nie wraca: raz postawiony, zostaje na swojej { -field(case: "loc") } aż do końca gry. Kładź swoich { -farmer(number: "pl", case: "acc") } na plecach, aby nikt nie pomylił ich ze { -thief(number: "pl", case: "ins") } ani z { -knight(number: "pl", case: "ins") }.

base-fields-joining-title = Łączenie { -field(number: "pl", case: "gen") }
base-fields-joining = Podobnie jak w przypadku { -road(number: "pl", case: "gen") } i { -city(number: "pl", case: "gen") }, nie wolno postawić { -farmer(case: "gen") } na { -field(case: "loc") }, na której gdziekolwiek stoi już jakiś { -farmer }. Nowa { -tile } może jednak połączyć w jedną kilka oddzielnych { -field(number: "pl", case: "gen") }, z których każda ma własnych { -farmer(number: "pl", case: "acc") }. Po połączeniu na { -field(case: "loc") } stoją wszyscy ci { -farmer(number: "pl") }, a o tym, do kogo ona należy, decyduje przewaga przy ostatecznym podliczaniu.

## Rozdział: tor punktacji

base-scoreboard = Jak działa { -scoreboard }
base-scoreboard-track = Każdy zdobyty { -point } zaznacza się od razu: przesuń swój znacznik punktacji na { -scoreboard(case: "loc") } o odpowiednią liczbę pól do przodu. Na { -scoreboard(case: "loc") } jest pięćdziesiąt pól ponumerowanych od 0 do 49. Pola tworzą zamknięty krąg, więc znacznik może obejść go więcej niż raz.
base-scoreboard-lap = Gdy twój znacznik dojdzie do pola 0 lub je minie, masz 50 { -point(number: "pl", case: "gen") } lub więcej. Połóż znacznik na boku, aby wszyscy to widzieli, i licz dalej. Twój wynik to wtedy 50 plus numer pola, na którym stoi znacznik.
base-scoreboard-lap-example = Jeśli na przykład twój znacznik stoi na polu 48 i zdobywasz 3 { -point(number: "pl", case: "acc") }, przesuń go na pole 1 i połóż: masz teraz 51 { -point(number: "pl", case: "gen") }.
base-scoreboard-more = Gra podstawowa nie ma niczego innego do liczenia okrążeń. Żetony punktacji z liczbą 50 na jednej stronie i 100 na drugiej należą do dodatku „Karczmy i katedry”, jak zaznacza instrukcja gry podstawowej i jej dodatków: weź jeden, gdy twój znacznik minie pole 0, i odwróć go na stronę 100 przy następnym okrążeniu. Bez nich zapisuj na kartce każde kolejne 50 { -point(number: "pl", case: "gen") }.

## Rozdział: koniec gry

base-end = Koniec gry
base-end-when = Gra kończy się po turze, w której zostanie położona ostatnia { -tile }. Ta ostatnia tura przebiega normalnie: gracz może postawić { -follower(case: "acc") }, a każdy obszar – { -road }, { -city } lub { -cloister } – ukończony przez ostatnią { -tile(case: "acc") } zostaje jak zwykle podliczony.
base-end-final = Następnie odbywa się ostateczne podliczanie, opisane w następnym rozdziale. Dodaje ono { -point(number: "pl", case: "acc") } za wszystko, co pozostało nieukończone, a potem za { -field(number: "pl", case: "acc") } i stojących na nich { -farmer(number: "pl", case: "acc") }.

## Rozdział: ostateczne podliczanie

base-final = Ostateczne podliczanie
base-final-intro = Ostateczne podliczanie składa się z dwóch kroków. Najpierw podlicza się każdy nieukończony obszar – { -road(case: "acc") }, { -city(case: "acc") } lub { -cloister(case: "acc") } – na którym stoi jakiś { -follower }. Potem podlicza się { -field(number: "pl", case: "acc") } i stojących na nich { -farmer(number: "pl", case: "acc") }.

base-final-unfinished-title = Nieukończone { -road(number: "pl") }, { -city(number: "pl") } i { -cloister(number: "pl") }
base-final-unfinished = Każdy nieukończony obszar – { -road }, { -city } lub { -cloister } – na którym stoi { -follower }, daje { -point(number: "pl", case: "acc") } w następujący sposób:
base-final-unfinished-road = Za { -road(case: "acc") } dostaje się jeden { -point(case: "acc") } za każdą jej { -tile(case: "acc") } – tyle samo, co za ukończoną.
base-final-unfinished-city = Za { -city(case: "acc") } dostaje się jeden { -point(case: "acc") } za każdą jego { -tile(case: "acc") } i jeden { -point(case: "acc") } za każdą { -pennant(case: "acc") } – połowę tego, co za ukończone.
base-final-unfinished-cloister = Za { -cloister(case: "acc") } dostaje się jeden { -point(case: "acc") } za sam { -cloister(case: "acc") } i jeden { -point(case: "acc") } za każdą otaczającą go { -tile(case: "acc") }.
base-final-unfinished-majority = Zasada przewagi jest taka sama jak w trakcie gry: { -point(number: "pl", case: "acc") } dostaje gracz, który ma na danym obszarze najwięcej { -follower(number: "pl", case: "gen") }, a jeśli najwięcej ma jednocześnie kilku graczy, każdy z nich dostaje pełną liczbę { -point(number: "pl", case: "gen") }. Gdy tylko obszar zostanie podliczony, zdejmij jego { -follower(number: "pl", case: "acc") } ze stołu.

base-final-fields-title = Punktacja { -field(number: "pl", case: "gen") }
base-final-fields-owner = Teraz na stole zostali już tylko { -farmer(number: "pl") }. Podliczaj po kolei każdą { -field(case: "acc") }, na której stoi co najmniej jeden { -farmer }. Najpierw ustal, do kogo należy { -field }: jeśli { -farmer(number: "pl", case: "acc") } ma na niej tylko jeden gracz, to on jest jej właścicielem.
base-final-fields-points = Właściciel { -field(case: "gen") } dostaje trzy { -point(number: "pl", case: "acc") } za każde ukończone { -city }, które z nią graniczy lub leży w jej obrębie. Wielkość { -city(case: "gen") } nie ma znaczenia, a nieukończone { -city } nic tu nie daje. Sama { -field } nie musi być zamknięta.
base-final-fields-majority = Gdy kilku graczy ma { -farmer(number: "pl", case: "acc") } na tej samej { -field(case: "loc") }, należy ona do tego, kto ma ich najwięcej. Jeśli najwięcej ma jednocześnie kilku graczy, wszyscy są jej właścicielami i każdy z nich dostaje za nią pełną liczbę { -point(number: "pl", case: "gen") }. Gracze, którzy mają na tej { -field(case: "loc") } mniej { -farmer(number: "pl", case: "gen") }, nie dostają za nią nic.
base-final-fields-several = Jedno { -city } często graniczy z więcej niż jedną { -field(case: "ins") }. Daje wtedy { -point(number: "pl", case: "acc") } właścicielom każdej z tych { -field(number: "pl", case: "gen") }, nawet jeśli dwie z nich należą do tego samego gracza.
base-final-fields-border = O tym, że { -city } graniczy z { -field(case: "ins") }, mówimy wtedy, gdy odcinek jego muru biegnie wzdłuż tej { -field(case: "gen") }. Nie wystarczy, że stykają się tylko w rogu { -tile(case: "gen") }.
base-final-fields-tip = Ponieważ po pierwszym kroku wszystkie inne { -follower(number: "pl") } zostały zdjęte, na stole zostali już tylko { -farmer(number: "pl") }, a granice { -field(number: "pl", case: "gen") } widać znacznie wyraźniej.

base-final-winner-title = Zwycięzca
base-final-winner = Gdy wszystkie { -field(number: "pl") } zostaną podliczone, gra się kończy. Wygrywa gracz, który ma najwięcej { -point(number: "pl", case: "gen") }.

## Rozdział: oficjalne wyjaśnienia

base-clarifications = Oficjalne wyjaśnienia
base-clarifications-intro = Przez lata gracze pytali wydawcę o sytuacje, których zasady wprost nie opisują. Oto odpowiedzi wydawcy, pogrupowane tematycznie. Zasady w tej instrukcji już je uwzględniają.

base-clarifications-tiles-title = Układanie { -tile(number: "pl", case: "gen") }
base-clarifications-corner = Rogi się nie łączą. Segmenty { -road(case: "gen") }, { -city(case: "gen") } czy { -field(case: "gen") } łączą się tylko przez krawędź wspólną dla dwóch { -tile(number: "pl", case: "gen") }. Dwa segmenty { -city(case: "gen") }, które stykają się wyłącznie rogami, to dwa różne { -city(number: "pl") }.
base-clarifications-cloisters-touch = Dwa { -cloister(number: "pl") } mogą leżeć obok siebie, stykając się bokiem lub rogiem, a wśród ośmiu { -tile(number: "pl", case: "gen") } otaczających { -cloister(case: "acc") } mogą być kolejne { -cloister(number: "pl") }. Do { -cloister(case: "gen") } nic nie może się przyłączyć: stoi on na własnym skrawku { -field(case: "gen") }, a obok niego można położyć każdą pasującą { -tile(case: "acc") }.
base-clarifications-all-edges = Nowa { -tile } musi pasować do każdej { -tile(case: "gen") }, z którą się styka. Nie wystarczy, że pasuje jeden bok: każda krawędź stykająca się z sąsiadem musi do niego pasować.
base-clarifications-road-end = Żadna { -road } nie może urwać się w pustkę. Jak każda inna krawędź, również krawędź, przez którą { -road } opuszcza { -tile(case: "acc") }, może przylegać wyłącznie do innej { -road(case: "gen") }.

base-clarifications-followers-title = Stawianie { -follower(number: "pl", case: "gen") }
base-clarifications-few-followers = Niedobór { -follower(number: "pl", case: "gen") } jest zamierzony. Oszczędne gospodarowanie nimi to jedna z umiejętności, których wymaga od ciebie gra.
base-clarifications-open-city = Gdy twoja { -tile } ukończy { -city(case: "acc") }, którego nikt nie zajmuje, nie musisz go zajmować. Możesz je zamknąć bez { -knight(case: "gen") } i postawić swojego { -follower(case: "acc") } w innym miejscu { -tile(case: "gen") }, na przykład jako { -farmer(case: "acc") } na wolnej { -field(case: "loc") }. Można ukończyć { -city(case: "acc") }, w którym nikt nie stoi na straży.
base-clarifications-cloister-farmer = Na { -tile(case: "loc") } z { -cloister(case: "ins") } możesz postawić swojego { -follower(case: "acc") } jako { -farmer(case: "acc") } na { -field(case: "loc") } wokół { -cloister(case: "gen") }, a nie jako { -monk(case: "acc") }; obowiązują wtedy zwykłe zasady dotyczące { -field(number: "pl", case: "gen") }. Ten { -cloister } pozostaje wówczas pusty do końca gry, bo { -follower(case: "acc") } można postawić tylko na właśnie położonej { -tile(case: "loc") }.
base-clarifications-place-before-scoring = W jednej turze możesz postawić tylko jednego { -follower(case: "acc") } i stawiasz go, zanim cokolwiek zostanie podliczone. Jeśli twoja { -tile } zamyka małe { -city }, które już zajmujesz, a jednocześnie zaczyna inne { -city }, możesz postawić drugiego { -knight(case: "acc") } w tym nowym; potem małe { -city } zostaje podliczone, a jego { -knight } wraca. Jeśli małe { -city } nie było twoje, sam wybierasz, który z dwóch segmentów { -city(case: "gen") } dostanie twojego { -follower(case: "acc") }: w małym zostanie on od razu podliczony i wróci, ale w tej turze nie będzie już można go postawić ponownie.

base-clarifications-scoring-title = Punktacja
base-clarifications-crossing = Każde { -crossing } kończy każdą { -road(case: "acc") }, która do niego dochodzi, z którejkolwiek strony: { -road } nigdy nie biegnie na wprost przez { -crossing(case: "acc") }, a żaden { -thief } nie może wejść do tej małej wioski. Dlatego każda { -road } między dwoma { -crossing(number: "pl", case: "ins") } jest osobną { -road(case: "ins") } i podlicza się ją oddzielnie.
base-clarifications-same-colour = Dwa { -follower(number: "pl") } tego samego koloru na jednym obszarze – czy to { -road }, { -city }, czy { -field } – nie dają podwójnych { -point(number: "pl", case: "gen") }. Liczba twoich { -follower(number: "pl", case: "gen") } na tym obszarze ma znaczenie tylko dla ustalenia przewagi.
base-clarifications-final-values = Przy ostatecznym podliczaniu nieukończona { -road } daje dokładnie tyle, ile dałaby w trakcie gry: jeden { -point(case: "acc") } za każdą { -tile(case: "acc") }, bez względu na to, ile { -follower(number: "pl", case: "gen") } na niej stoi. Nieukończony { -cloister } daje jeden { -point(case: "acc") } za siebie i po jednym { -point(case: "loc") } za każdą sąsiednią { -tile(case: "acc") }, a nie tylko jeden { -point(case: "acc") } łącznie.

base-clarifications-fields-title = Punktowanie { -field(number: "pl", case: "gen") }
base-clarifications-field-bounds = Granicą { -field(case: "gen") } jest wszystko, czego nie może ona obejść: { -road(number: "pl") }, { -city(number: "pl") } i krawędź planszy. Jedna { -field } może rozciągać się niemal przez cały stół, a niektóre { -field(number: "pl") } pozostaną otwarte do samego końca.
base-clarifications-open-field = Aby { -field } dała { -point(number: "pl", case: "acc") }, nie musi być zamknięta. Zamknięcie { -field(case: "gen") } prawie nigdy nie jest możliwe; ukończone muszą być { -city(number: "pl") }, z którymi graniczy. Dlatego ukończone { -city(number: "pl") } liczą się także dla niezamkniętych { -field(number: "pl", case: "gen") }.
base-clarifications-enclosed-field = Jeśli { -road(number: "pl") } całkowicie zamykają { -field(case: "acc") } i nie graniczy z nią żadne { -city }, podlicza się ją jak każdą inną: trzy { -point(number: "pl") } za każde ukończone { -city }, czyli w tym przypadku nic. Jej { -farmer } i tak musi tam zostać do końca gry.

base-clarifications-readings-title = Dwie powszechne interpretacje
base-clarifications-readings = Dwie poniższe kwestie nie są odpowiedziami wydawcy, lecz interpretacjami zasad, co do których gracze są na ogół zgodni. Ta instrukcja się do nich stosuje.
base-clarifications-pennant = Każda { -pennant } należy do tego segmentu { -city(case: "gen") }, na którym jest narysowana. Jeśli na { -tile(case: "loc") } są dwa oddzielne segmenty { -city(case: "gen") }, jej { -pennant } liczy się tylko dla tego { -city(case: "gen") }, w którym się znajduje, a nie dla drugiego.
base-clarifications-bordering = Między { -city(case: "ins") } a { -field(case: "ins") } istnieje granica tylko tam, gdzie mur { -city(case: "gen") } biegnie wzdłuż tej { -field(case: "gen") }. Samo zetknięcie w rogu { -tile(case: "gen") } nie wystarcza.

## Rozdział: edycje zasad

base-editions = Edycje zasad
base-editions-intro = Carcassonne wydawano wiele razy, a kilka zasad zmieniło się na przestrzeni lat. Stawianie { -follower(number: "pl", case: "gen") }, przewaga, remisy i powrót { -follower(number: "pl", case: "gen") } działają w każdej edycji tak samo, podobnie jak układanie { -tile(number: "pl", case: "gen") } – z jednym wyjątkiem: co się dzieje z { -tile(case: "ins") }, która nigdzie nie pasuje. Wszystkie pozostałe różnice dotyczą punktacji, przede wszystkim punktacji { -farmer(number: "pl", case: "gen") }. Ta instrukcja opiera się na zasadach trzeciej edycji.
base-editions-which = Jeśli masz starszą instrukcję, sprawdź, jak liczy się w niej { -point(number: "pl", case: "acc") } za { -farmer(number: "pl", case: "acc") } – po tym poznasz, której edycji odpowiada. Przykłady w tym rozdziale pokazują obok siebie punktację tej samej planszy według każdej z edycji.

base-editions-differences-title = Czym różnią się edycje
base-editions-third = Trzecia edycja: każdą { -field(case: "acc") } podlicza się osobno. Jej właściciele dostają trzy { -point(number: "pl", case: "acc") } za każde ukończone { -city }, z którym graniczy. Jeśli jedno { -city } graniczy z kilkoma { -field(number: "pl", case: "ins") }, daje { -point(number: "pl", case: "acc") } właścicielom każdej z nich, nawet gdy jeden gracz jest właścicielem więcej niż jednej z tych { -field(number: "pl", case: "gen") }.
base-editions-second = Druga edycja: tak jak w trzeciej, ukończone { -city } jest warte trzy { -point(number: "pl", case: "acc") } dla właścicieli każdej otaczającej je { -field(case: "gen") }, ale każdy gracz może dostać { -point(number: "pl", case: "acc") } za dane { -city } tylko raz, bez względu na to, ile otaczających je { -field(number: "pl", case: "gen") } do niego należy.
base-editions-first = Pierwsza edycja: { -farmer(number: "pl", case: "acc") } podlicza się nie { -field } po { -field(case: "loc") }, lecz { -city } po { -city(case: "loc") }. Dla każdego ukończonego { -city(case: "gen") } policz { -farmer(number: "pl", case: "acc") } każdego gracza na wszystkich graniczących z nim { -field(number: "pl", case: "loc") }. Gracz, który ma ich najwięcej, dostaje za to { -city } cztery { -point(number: "pl", case: "acc") }; jeśli najwięcej ma jednocześnie kilku graczy, każdy z nich dostaje cztery.
base-editions-first-small-city = Pierwsza edycja, małe { -city(number: "pl") }: ukończone { -city } złożone tylko z dwóch { -tile(number: "pl", case: "gen") } daje jeden { -point(case: "acc") } za każdą { -tile(case: "acc") } i jeden za każdą { -pennant(case: "acc") }, czyli dwa { -point(number: "pl", case: "acc") } zamiast czterech, jeśli nie ma na nim { -pennant(case: "gen") }. Za większe { -city(number: "pl", case: "acc") } liczy się { -point(number: "pl", case: "acc") } jak zwykle.
base-editions-first-no-fit = Pierwsza edycja, { -tile }, która nigdzie nie pasuje: zamiast odpaść z gry, wraca do stosu, z którego została dobrana, a gracz dobiera inną.
base-editions-same = Wszystko inne jest takie samo we wszystkich trzech edycjach, łącznie z ostatecznym podliczaniem nieukończonych { -road(number: "pl", case: "gen") }, { -city(number: "pl", case: "gen") } i { -cloister(number: "pl", case: "gen") }.
base-editions-today = Sposób punktowania { -field(number: "pl", case: "gen") } z trzeciej edycji stosują dziś wszyscy wydawcy we wszystkich wersjach Carcassonne.

base-editions-small-city-title = Małe { -city }
base-editions-small-city = W obu przykładach zostaje ukończone { -city } złożone z dwóch { -tile(number: "pl", case: "gen") }. Tylko pierwsza edycja liczy za nie { -point(number: "pl", case: "acc") } inaczej.

base-editions-small-city-variant = Kto lubi punktację { -field(number: "pl", case: "gen") } z jednej edycji, a małe { -city } z innej, może je połączyć: małe { -city } to osobny wariant zasad, do gry z dowolną edycją. Przy opcji „1 { -point } za { -tile(case: "acc") }” ukończone { -city } z dwóch { -tile(number: "pl", case: "gen") } daje 2 i jeszcze 1 za każdą { -pennant(case: "acc") }, jak w pierwszych wydaniach Hans im Glück i Rio Grande Games; przy opcji „2 { -point(number: "pl") } za { -tile(case: "acc") }” daje tyle, co każde inne { -city }, jak we wszystkich wydaniach od zmiany zasad około 2002 roku. Przykłady pokazują obie możliwości obok edycji.

base-editions-value-title = Wartość { -city(case: "gen") } dla { -farmer(number: "pl", case: "gen") }
base-editions-value = Gdy jest jeden właściciel i jedna { -field }, zmienia się tylko wartość jednego { -city(case: "gen") }: trzy { -point(number: "pl") } w drugiej i trzeciej edycji, cztery w pierwszej.

base-editions-city-once-title = Jedno { -city }, dwie { -field(number: "pl") }
base-editions-city-once = Tutaj każda edycja daje inny wynik: trzecia liczy { -city(case: "acc") } dla każdej { -field(case: "gen") }, druga tylko raz na gracza, a pierwsza przyznaje je w całości graczowi, który ma wokół niego najwięcej { -farmer(number: "pl", case: "gen") }.

base-editions-city-by-city-title = Przewaga wokół { -city(case: "gen") }
base-editions-city-by-city = W drugiej i trzeciej edycji przewagę ustala się osobno na każdej { -field(case: "loc") }. W pierwszej edycji ustala się ją wokół { -city(case: "gen") }, licząc { -farmer(number: "pl", case: "acc") } na wszystkich graniczących z nim { -field(number: "pl", case: "loc") }.

## Rozdział: płytki

base-tiles = Spis { -tile(number: "pl", case: "gen") }
base-tiles-intro = Gra podstawowa zawiera 72 { -tile(number: "pl", case: "acc") } w 24 rodzajach, oznaczonych literami od A do X. Jedną z czterech { -tile(number: "pl", case: "gen") } D jest { -start-tile }; odróżnia ją jedynie ciemniejszy rewers.
