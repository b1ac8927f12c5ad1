### Instrukcja dodatku „Kupcy i budowniczowie”: wszystkie komunikaty, których
### używa book/traders-builders.toml. Identyfikatory:
### traders-builders-<rozdział>-<co>. Tytuły rozdziałów to
### traders-builders-<rozdział>, tytuły sekcji kończą się na -title. Czysty
### tekst, bez znaczników; słownictwo gry z terminów słowniczka w terms.ftl,
### nigdy na początku zdania.

traders-builders-title = Kupcy i budowniczowie
traders-builders-summary = Drugi dodatek: dwadzieścia cztery { -tile(number: "pl") } z mostami, domkami i { -city(number: "pl", case: "ins") } pełnymi towarów, { -builder }, dzięki któremu zyskujesz dodatkowe { -tile(number: "pl", case: "acc") }, { -pig }, która tuczy się na twoich { -field(number: "pl", case: "loc") } i podnosi ich wartość, oraz { -goods-token(number: "pl") }, które nagradzają tego, kto ukończy { -city(case: "acc") }.

## Rozdział: co wnosi dodatek

traders-builders-overview = Co wnosi dodatek „Kupcy i budowniczowie”
traders-builders-overview-intro = Dodatek „Kupcy i budowniczowie” dołącza się do gry podstawowej, sam albo razem z dodatkiem „Karczmy i katedry”; partia trwa z nim mniej więcej o kwadrans dłużej. W pudełku znajdziesz:
traders-builders-overview-tiles = 24 nowe { -tile(number: "pl") } terenu, oznaczone małym symbolem, aby po grze można je było z powrotem oddzielić od pozostałych.
traders-builders-overview-figures = 6 { -builder(number: "pl", case: "gen") } i 6 { -pig(number: "pl", case: "gen") }: w każdym kolorze po jednym { -builder(case: "loc") } i jednej { -pig(case: "loc") }.
traders-builders-overview-goods = 20 { -goods-token(number: "pl", case: "gen") }: 9 z { -wine(case: "ins") }, 6 ze { -grain(case: "ins") } i 5 z { -cloth(case: "ins") }.
traders-builders-overview-rest = Wszystkie zasady gry podstawowej pozostają bez zmian. Ta instrukcja opisuje tylko to, co się zmienia: nowe { -tile(number: "pl", case: "acc") }, { -builder(case: "acc") }, { -pig(case: "acc") } i towary.
traders-builders-overview-new-tiles-title = Nowe { -tile(number: "pl") }
traders-builders-overview-new-tiles = Wymieszaj nowe { -tile(number: "pl", case: "acc") } z pozostałymi i układaj je według zwykłych zasad. Kilka z nich wymaga słowa wyjaśnienia:
traders-builders-overview-bridge = Most nie jest { -crossing(case: "ins") }: jedna { -road } biegnie przez { -tile(case: "acc") } z zachodu na wschód, druga przechodzi nad nią z północy na południe i żadna z nich się tam nie kończy. Cztery rogi { -tile(case: "gen") } to cztery oddzielne { -field(number: "pl") }.
traders-builders-overview-cloister = Na jednej { -tile(case: "loc") } stoi { -cloister } w miejscu, w którym spotykają się trzy { -road(number: "pl") }: kończy on każdą z nich, tak jak zrobiłoby to { -crossing }.
traders-builders-overview-house = Na innej jedna { -road } kończy się przy bramie { -city(case: "gen") }, a druga przy domku. Domek kończy { -road(case: "acc") } tak samo jak { -crossing }.
traders-builders-overview-three-cities = Jedna { -tile } ma trzy oddzielne segmenty { -city(case: "gen") }: każdy z nich jest osobnym { -city(case: "ins") }, dopóki inne { -tile(number: "pl") } nie połączą go z kolejnymi.
traders-builders-overview-symbols = W wielu { -city(number: "pl", case: "loc") } widnieje symbol { -wine(case: "gen") }, { -grain(case: "gen") } lub { -cloth(case: "gen") }: więcej o towarach poniżej.

## Rozdział: budowniczy

traders-builders-builder = O { -builder(case: "loc") }
traders-builders-builder-placing-title = Stawianie { -builder(case: "gen") }
traders-builders-builder-placing = Zamiast { -follower(case: "gen") } możesz postawić swojego { -builder(case: "acc") } na właśnie położonej { -tile(case: "loc") }, ale tylko na { -road(case: "loc") } lub w { -city(case: "loc") }, gdzie masz już co najmniej jednego { -thief(case: "acc") } lub { -knight(case: "acc") }. Najpierw więc jak zwykle zajmujesz { -road(case: "acc") } lub { -city(case: "acc") }, a w jednej z późniejszych tur, gdy przedłużasz ten obszar, możesz postawić swojego { -builder(case: "acc") } na nowej { -tile(case: "loc") }.
traders-builders-builder-others = Na tej { -road(case: "loc") } lub w tym { -city(case: "loc") } mogą stać także { -follower(number: "pl") } lub { -builder(number: "pl") } innych graczy.
traders-builders-builder-distance = Twój { -builder } może stać w odległości dowolnej liczby { -tile(number: "pl", case: "gen") } od twojego { -follower(case: "gen") }.
traders-builders-builder-road-or-city = Raz możesz go postawić na { -road(case: "loc") }, a innym razem w { -city(case: "loc") }.
traders-builders-builder-no-field = Nigdy nie staje na { -field(case: "loc") }.
traders-builders-builder-double-title = Na czym polega { -double-turn }
traders-builders-builder-double = Od tej pory za każdym razem, gdy położysz { -tile(case: "acc") }, która przedłuża { -road(case: "acc") } lub { -city(case: "acc") }, gdzie stoi twój { -builder }, masz { -double-turn(case: "acc") }: po postawieniu figury i zwykłym podliczeniu dobierasz jeszcze jedną { -tile(case: "acc") }, kładziesz ją, możesz postawić na niej figurę i znów podliczasz. Potem twoja tura się kończy.
traders-builders-builder-no-chain = To nie działa łańcuchowo: jeśli druga { -tile } znów przedłuża { -road(case: "acc") } lub { -city(case: "acc") } { -builder(case: "gen") }, nie dostajesz trzeciej { -tile(case: "gen") }.
traders-builders-builder-stays = Twój { -builder } zostaje na swoim miejscu, dopóki jego { -road } lub { -city } pozostaje nieukończone, i przy każdym przedłużeniu tego obszaru daje ci { -double-turn(case: "acc") }. Gdy ta { -road } lub to { -city } zostanie ukończone, następuje podliczenie, a { -builder } wraca do ciebie razem z twoimi { -follower(number: "pl", case: "ins") }.
traders-builders-builder-both-tiles = Na każdej z dwóch { -tile(number: "pl", case: "gen") } { -double-turn(case: "gen") } możesz postawić figurę. Jeśli pierwsza { -tile } ukończy { -road(case: "acc") } lub { -city(case: "acc") } { -builder(case: "gen") }, możesz nawet postawić na drugiej { -tile(case: "loc") } tego { -builder(case: "acc") }, który właśnie do ciebie wrócił.
traders-builders-builder-majority = Przy ustalaniu przewagi na { -road(case: "loc") } lub w { -city(case: "loc") } { -builder } nigdy się nie liczy i sam nie zdobywa żadnych { -point(number: "pl", case: "gen") }.

## Rozdział: świnia

traders-builders-pig = O { -pig(case: "loc") }
traders-builders-pig-placing-title = Stawianie { -pig(case: "gen") }
traders-builders-pig-placing = Zamiast { -follower(case: "gen") } możesz postawić swoją { -pig(case: "acc") } na właśnie położonej { -tile(case: "loc") }, ale tylko na { -field(case: "loc") }, na której masz już co najmniej jednego { -farmer(case: "acc") }. Na tej { -field(case: "loc") } mogą stać także { -farmer(number: "pl") } i { -pig(number: "pl") } innych graczy.
traders-builders-pig-stays = Podobnie jak { -farmer(number: "pl") }, { -pig } zostaje na swojej { -field(case: "loc") } aż do końca gry. Gdyby twój ostatni { -farmer } kiedykolwiek opuścił tę { -field(case: "acc") } – a mogą do tego doprowadzić tylko inne dodatki – { -pig } wraca do ciebie razem z nim.
traders-builders-pig-scoring-title = Ile jest warta { -pig }
traders-builders-pig-scoring = Jeśli przy ostatecznym podliczaniu jesteś właścicielem { -field(case: "gen") }, na której stoi twoja { -pig }, dostajesz 4 { -point(number: "pl", case: "acc") } zamiast 3 za każde ukończone { -city }, z którym ta { -field } graniczy.
traders-builders-pig-majority = O tym, kto jest właścicielem { -field(case: "gen") }, decydują tylko { -farmer(number: "pl") }; { -pig } się nie liczy. Jeśli nie jesteś właścicielem { -field(case: "gen") }, twoja { -pig } nic ci nie daje, a jeśli przy remisie jesteś jej właścicielem razem z innymi graczami, dodatkowe { -point(number: "pl", case: "acc") } dostajesz tylko ty.
traders-builders-pig-house-title = Zasada domowa: więcej { -pig(number: "pl", case: "gen") }
traders-builders-pig-house = W pudełku jest po jednej { -pig(case: "loc") } dla każdego gracza. Niektórzy gracze przyznają sobie po dwie albo więcej; nie robi tego żadne wydanie, więc jest to zasada domowa. Każda { -pig } nadal wymaga, by na jej { -field(case: "loc") } stał { -farmer } jej właściciela, a na jednej { -field(case: "loc") } liczy się jedna { -pig } na gracza.
traders-builders-pig-editions-title = Starsze zasady punktacji { -field(number: "pl", case: "gen") } a { -pig }
traders-builders-pig-editions = Instrukcja dodatku opisuje { -pig(case: "acc") } dla obecnej punktacji { -field(number: "pl", case: "gen") }, w której każdą { -field(case: "acc") } podlicza się osobno, po 3 { -point(number: "pl", case: "acc") } za każde { -city }. Nie mówi, jak { -pig } działa według starszych zasad, dlatego przykłady w tej instrukcji stosują się do poniższych interpretacji; są one nasze, a nie wydawcy.
traders-builders-pig-reading-first = Nasza interpretacja zasad pierwszej edycji, w których każde ukończone { -city } przypada graczowi mającemu wokół niego najwięcej { -farmer(number: "pl", case: "gen") } i jest warte 4: gracz, któremu przypada { -city }, a który ma { -pig(case: "acc") } na jednej z otaczających je { -field(number: "pl", case: "gen") }, gdzie ma też { -farmer(case: "acc") }, dostaje za to { -city } 5.
traders-builders-pig-reading-second = Nasza interpretacja zasad drugiej edycji, w których gracz podlicza każde { -city } tylko raz, nawet jeśli graniczy z nim kilka jego { -field(number: "pl", case: "gen") }: { -pig } dodaje 1 { -point(case: "acc") } do każdego { -city(case: "gen") }, które jej właściciel podlicza za { -field(case: "acc") }, na której ona stoi, więc takie { -city } jest warte 4.
traders-builders-pig-reading-big = Z dodatkiem „Karczmy i katedry” duży { -farmer } liczy się jako dwóch { -farmer(number: "pl", case: "gen") } przy ustalaniu każdej przewagi na { -field(case: "loc") }, a według pierwszej edycji także wokół { -city(case: "gen") } (nasza interpretacja); { -pig } nie liczy się wcale. Możesz postawić { -pig(case: "acc") } na { -field(case: "loc") }, na której twoim jedynym { -farmer(case: "ins") } jest ten duży.

## Rozdział: towary

traders-builders-goods = Towary
traders-builders-goods-merchant-title = Ukończenie { -city(case: "gen") } z towarami
traders-builders-goods-merchant = Gdy zostanie ukończone { -city } z jednym lub kilkoma symbolami towarów, podlicza się je jak zwykle. Następnie gracz, który położył kończącą je { -tile(case: "acc") }, bierze po jednym { -goods-token(case: "loc") } za każdy symbol w tym { -city(case: "loc") }: { -wine(case: "acc") } za { -wine(case: "acc") }, { -grain(case: "acc") } za { -grain(case: "acc") }, { -cloth(case: "acc") } za { -cloth(case: "acc") }.
traders-builders-goods-anyone = Nie ma znaczenia, czy ten gracz ma w tym { -city(case: "loc") } { -knight(case: "acc") }, ani nawet, czy ktokolwiek go tam ma: ukończenie { -city(case: "gen") } przynosi towary temu, kto go dokona.
traders-builders-goods-final-title = Towary przy ostatecznym podliczaniu
traders-builders-goods-final = Na koniec gry gracz, który ma najwięcej { -goods-token(number: "pl", case: "gen") } z { -wine(case: "ins") }, dostaje 10 { -point(number: "pl", case: "gen") }; tak samo gracz, który ma ich najwięcej ze { -grain(case: "ins") }, i ten, który ma ich najwięcej z { -cloth(case: "ins") }.
traders-builders-goods-tie = Jeśli kilku graczy ma jednocześnie najwięcej towarów danego rodzaju, każdy z nich dostaje pełne 10 { -point(number: "pl", case: "gen") }.

## Rozdział: płytki

traders-builders-tiles = Spis { -tile(number: "pl", case: "gen") }
traders-builders-tiles-intro = Dwadzieścia cztery { -tile(number: "pl") } dodatku „Kupcy i budowniczowie” wraz z liczbą egzemplarzy każdej z nich w pudełku.
