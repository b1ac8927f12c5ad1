### Instrukcja dodatku „Karczmy i katedry”: wszystkie komunikaty, których używa
### book/inns-cathedrals.toml. Identyfikatory: inns-cathedrals-<rozdział>-<co>.
### Tytuły rozdziałów to inns-cathedrals-<rozdział>, tytuły sekcji kończą się
### na -title. Czysty tekst, bez znaczników; słownictwo gry z terminów
### słowniczka w terms.ftl, nigdy na początku zdania.

inns-cathedrals-title = Karczmy i katedry
inns-cathedrals-summary = Pierwszy dodatek: osiemnaście { -tile(number: "pl", case: "gen") } z { -inn(number: "pl", case: "ins") } nad jeziorem i { -cathedral(number: "pl", case: "ins") }, dzięki którym { -road(number: "pl") } i { -city(number: "pl") } są więcej warte, ale nie dają nic, jeśli pozostaną nieukończone, { -big-follower } dla każdego gracza oraz żetony punktacji do liczenia okrążeń na { -scoreboard(case: "loc") }.

## Rozdział: co wnosi dodatek

inns-cathedrals-overview = Co wnosi dodatek „Karczmy i katedry”
inns-cathedrals-overview-intro = Dodatek „Karczmy i katedry” dołącza się do gry podstawowej; partia trwa z nim mniej więcej o kwadrans dłużej. W pudełku znajdziesz:
inns-cathedrals-overview-tiles = 18 nowych { -tile(number: "pl", case: "gen") } terenu, oznaczonych małym symbolem, aby po grze można je było z powrotem oddzielić od pozostałych.
inns-cathedrals-overview-big = 6 { -big-follower(number: "pl", case: "gen") }, po jednym w każdym kolorze.
inns-cathedrals-overview-grey = 8 szarych { -follower(number: "pl", case: "gen") }, dzięki którym do gry może dołączyć szósty gracz.
inns-cathedrals-overview-scoring-tiles = 6 żetonów punktacji z liczbą 50 na jednej stronie i 100 na drugiej.
inns-cathedrals-overview-rest = Wszystkie zasady gry podstawowej pozostają bez zmian. Ta instrukcja opisuje tylko to, co się zmienia: { -big-follower(case: "acc") }, { -inn(number: "pl", case: "acc") }, { -cathedral(number: "pl", case: "acc") } i żetony punktacji.
inns-cathedrals-overview-sixth-title = Szósty gracz
inns-cathedrals-overview-sixth = Dzięki szarym { -follower(number: "pl", case: "dat") } do gry może dołączyć szósty gracz. Szary gra według tych samych zasad co każdy inny kolor: jego { -follower(number: "pl") } są stawiane na planszy, dzielą obszary z innymi i zdobywają { -point(number: "pl", case: "acc") } dokładnie tak samo jak { -follower(number: "pl") } pozostałych graczy.
inns-cathedrals-overview-new-tiles-title = Nowe { -tile(number: "pl") }
inns-cathedrals-overview-new-tiles = Wymieszaj nowe { -tile(number: "pl", case: "acc") } z { -tile(number: "pl", case: "ins") } gry podstawowej i układaj je według zwykłych zasad: każda krawędź musi pasować do { -tile(number: "pl", case: "gen") }, z którymi się styka. Na niektórych z nich widać rzeczy, których w grze podstawowej nie ma:
inns-cathedrals-overview-inn = Na sześciu { -tile(number: "pl", case: "loc") } widać { -inn(case: "acc") } nad jeziorem. Należy ona do { -road(case: "gen") }, przy której stoi.
inns-cathedrals-overview-cathedral = Na dwóch { -tile(number: "pl", case: "loc") }, które ze wszystkich czterech stron są { -city(case: "ins") }, stoi { -cathedral }.
inns-cathedrals-overview-caps = Jedna { -tile } ma cztery oddzielne segmenty { -city(case: "gen") }, po jednym z każdej strony, wokół małej { -field(case: "gen") } pośrodku; inna ma trzy. Każdy z tych segmentów jest osobnym { -city(case: "ins") }, dopóki inne { -tile(number: "pl") } nie połączą go z kolejnymi.
inns-cathedrals-overview-village = Jedna { -tile } to { -crossing } trzech { -road(number: "pl", case: "gen") } wokół wioski, z { -inn(case: "ins") } przy jednej z nich. Jak przy każdym { -crossing(case: "loc") }, każda z tych trzech { -road(number: "pl", case: "gen") } właśnie tam się kończy.

## Rozdział: duży pionek

inns-cathedrals-big = O { -big-follower(case: "loc") }
inns-cathedrals-big-placing-title = Jak go stawiać
inns-cathedrals-big-placing = W swojej turze możesz postawić { -big-follower(case: "acc") } zamiast zwykłego { -follower(case: "gen") }, według dokładnie tych samych zasad: na właśnie położonej { -tile(case: "loc") }, jako { -thief(case: "acc") }, { -knight(case: "acc") }, { -monk(case: "acc") } lub { -farmer(case: "acc") }, i tylko na { -road(case: "loc") }, w { -city(case: "loc") }, w { -cloister(case: "loc") } lub na { -field(case: "loc") }, gdzie nikt jeszcze nie stoi.
inns-cathedrals-big-counts = Gdy podlicza się { -road(case: "acc") }, { -city(case: "acc") } lub { -field(case: "acc") }, { -big-follower } liczy się jako dwa { -follower(number: "pl") } przy ustalaniu, kto ma ich tam najwięcej. Nie daje jednak podwójnych { -point(number: "pl", case: "gen") }: gracz, do którego należy obszar, jak zwykle podlicza go tylko raz. W { -cloister(case: "loc") } nie ma to znaczenia, bo w { -cloister(case: "loc") } stoi tylko jeden { -monk }.
inns-cathedrals-big-returns = Po podliczeniu wraca do twojej { -supply(case: "gen") } jak każdy inny { -follower }, a od następnej tury znów możesz go postawić. Jako { -farmer } zostaje na swojej { -field(case: "loc") } aż do końca gry, jak wszyscy { -farmer(number: "pl") }.
inns-cathedrals-big-majority-title = Przewaga z udziałem { -big-follower(case: "gen") }
inns-cathedrals-big-farms-title = Duży { -farmer }
inns-cathedrals-big-farms = Na { -field(case: "loc") } { -big-follower } liczy się jako dwóch { -farmer(number: "pl", case: "gen") }, gdy na koniec gry ustala się, do kogo należy { -field }. Według zasad trzeciej i drugiej edycji każdą { -field(case: "acc") } podlicza się osobno, więc to już wszystko.
inns-cathedrals-big-farms-reading = Nasza interpretacja zasad pierwszej edycji, w których każde ukończone { -city } przypada graczowi mającemu najwięcej { -farmer(number: "pl", case: "gen") } na wszystkich { -field(number: "pl", case: "loc") } wokół niego: także tam { -big-follower } liczy się jako dwóch { -farmer(number: "pl", case: "gen") }. Instrukcja dodatku mówi jedynie, że liczy się on jako dwa { -follower(number: "pl") } na { -road(case: "loc") }, w { -city(case: "loc") } lub na { -field(case: "loc") }; o liczeniu według pierwszej edycji nie wspomina.
inns-cathedrals-inner-field-title = Wewnętrzna { -field } wśród czterech segmentów { -city(case: "gen") }
inns-cathedrals-inner-field = Jedna z nowych { -tile(number: "pl", case: "gen") } ma cztery oddzielne segmenty { -city(case: "gen") } wokół małej { -field(case: "gen") }, która nie dochodzi do żadnej z jej krawędzi. Ta { -field } jest { -field(case: "ins") } jak każda inna: może na niej stanąć { -farmer }, a na koniec gry graniczy ona z każdym ukończonym { -city(case: "ins") } spośród tych czterech.

## Rozdział: karczmy

inns-cathedrals-inns = O { -inn(number: "pl", case: "loc") } nad jeziorem
inns-cathedrals-inns-complete = Gdy { -road } z { -inn(case: "ins") } zostanie ukończona, jej właściciel dostaje 2 { -point(number: "pl", case: "acc") } za każdą { -tile(case: "acc") } tej { -road(case: "gen") } zamiast 1.
inns-cathedrals-inns-unfinished = Z { -inn(case: "ins") } wiąże się ryzyko: jeśli w chwili zakończenia gry { -road } jest wciąż nieukończona, przy ostatecznym podliczaniu nie daje zupełnie nic, nawet zwykłego 1 { -point(case: "gen") } za każdą { -tile(case: "acc") }.
inns-cathedrals-inns-several = Za { -road(case: "acc") } z dwiema lub więcej { -inn(number: "pl", case: "ins") } dostaje się tyle samo, co za { -road(case: "acc") } z jedną { -inn(case: "ins") }: nadal 2 { -point(number: "pl", case: "acc") } za każdą { -tile(case: "acc") }.

## Rozdział: katedry

inns-cathedrals-cathedrals = O { -cathedral(number: "pl", case: "loc") }
inns-cathedrals-cathedrals-complete = Gdy { -city } z { -cathedral(case: "ins") } zostanie ukończone, jego właściciel dostaje 3 { -point(number: "pl", case: "acc") } za każdą { -tile(case: "acc") } tego { -city(case: "gen") } i 3 za każdą { -pennant(case: "acc") }, która się w nim znajduje, zamiast 2 i 2.
inns-cathedrals-cathedrals-unfinished = Jeśli w chwili zakończenia gry { -city } jest wciąż nieukończone, przy ostatecznym podliczaniu nie daje zupełnie nic: ani zwykłego 1 { -point(case: "gen") } za każdą { -tile(case: "acc") } i każdą { -pennant(case: "acc") }, ani niczego innego. Wokół { -cathedral(case: "gen") } powstaje duże { -city }, które trudno zamknąć, więc zastanów się dwa razy, zanim się do niego przyłączysz.
inns-cathedrals-cathedrals-two = Obie { -cathedral(number: "pl") } w jednym { -city(case: "loc") } wciąż dają 3 { -point(number: "pl", case: "acc") } za każdą { -tile(case: "acc") } i każdą { -pennant(case: "acc") }, nie więcej. Dla { -farmer(number: "pl", case: "gen") } nic się nie zmienia: ukończone { -city } z { -cathedral(case: "ins") } daje otaczającym je { -field(number: "pl", case: "dat") } zwykłą liczbę { -point(number: "pl", case: "gen") }.

## Rozdział: żetony punktacji

inns-cathedrals-scoring-tiles = Żetony punktacji: 50 i 100
inns-cathedrals-scoring-tiles-intro = Na { -scoreboard(case: "loc") } można doliczyć tylko do 49. Sześć żetonów punktacji pozwala śledzić okrążenia, dzięki czemu nikt nie musi pamiętać, kto już obszedł cały { -scoreboard(case: "acc") }:
inns-cathedrals-scoring-tiles-first = Gdy twój znacznik dojdzie do pola 0 lub je minie, weź żeton punktacji i połóż go przed sobą stroną z liczbą 50 do góry.
inns-cathedrals-scoring-tiles-second = Gdy minie pole 0 po raz drugi, odwróć ten żeton na stronę 100.
inns-cathedrals-scoring-tiles-third = Przy trzecim okrążeniu weź drugi żeton, stroną z liczbą 50 do góry, i połóż go obok pierwszego.
inns-cathedrals-scoring-tiles-example = Twój wynik to suma twoich żetonów punktacji i numeru pola, na którym stoi twój znacznik: z żetonem 100 i znacznikiem na polu 17 masz 117 { -point(number: "pl", case: "gen") }.

## Rozdział: płytki

inns-cathedrals-tiles = Spis { -tile(number: "pl", case: "gen") }
inns-cathedrals-tiles-intro = Osiemnaście { -tile(number: "pl", case: "gen") } dodatku „Karczmy i katedry” wraz z liczbą egzemplarzy każdej z nich w pudełku.
