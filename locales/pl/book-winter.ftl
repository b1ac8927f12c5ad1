### Instrukcja Edycji zimowej: wszystkie komunikaty, których używa book/winter.toml.
### Identyfikatory: winter-<rozdział>-<co>. Tytuły rozdziałów to winter-<rozdział>,
### tytuły sekcji kończą się na -title. Czysty tekst, bez znaczników;
### słownictwo gry z terminów słowniczka w terms.ftl, nigdy na początku zdania.

winter-title = Edycja zimowa
winter-summary = Carcassonne w zaśnieżonym krajobrazie: ta sama gra co podstawowa, rozgrywana według tych samych zasad, z 84 { -tile(number: "pl", case: "ins") }, z których dwanaście przedstawia zimowe zwierzęta – oraz to, czym różnią się jej kolejne wydania.

## Rozdział: o Edycji zimowej

winter-overview = O Edycji zimowej
winter-overview-intro = Edycja zimowa to kompletna gra Carcassonne w osobnym pudełku, dla dwóch do pięciu graczy, osadzona w zaśnieżonym krajobrazie. Aby w nią zagrać, nie potrzebujesz gry podstawowej.
winter-overview-rules = Jej zasady są dokładnie takie same jak zasady gry podstawowej, dlatego nie powtarzamy ich tutaj: z instrukcji gry podstawowej dowiesz się, jak przygotować grę, układać { -tile(number: "pl", case: "acc") }, stawiać { -follower(number: "pl", case: "acc") }, liczyć { -point(number: "pl", case: "acc") } i zakończyć grę. Wszystko, co w niej opisano, obowiązuje bez zmian, łącznie z punktacją { -field(number: "pl", case: "gen") } według trzeciej edycji.

winter-overview-contents-title = Zawartość pudełka
winter-overview-item-tiles = 84 { -tile(number: "pl") }: 72 { -tile(number: "pl") } gry podstawowej – tych samych rodzajów, w tej samej liczbie, z tą samą { -start-tile(case: "ins") } o ciemnym rewersie – oraz dwanaście { -tile(number: "pl", case: "gen") } ze zwierzętami.
winter-overview-item-followers = 40 { -follower(number: "pl", case: "gen") } w pięciu kolorach, po osiem w każdym kolorze.
winter-overview-item-scoreboard = Jeden { -scoreboard }.
winter-overview-item-rules = Instrukcja.
winter-overview-length = Ponieważ { -tile(number: "pl", case: "gen") } jest o dwanaście więcej niż w grze podstawowej, partia trwa łącznie o dwanaście tur dłużej. Nic więcej się nie zmienia.

winter-overview-clarifications-title = Oficjalne wyjaśnienia
winter-overview-clarifications = Oficjalne wyjaśnienia wydawcy obowiązują w Edycji zimowej bez zmian; instrukcja gry podstawowej podaje je w rozdziale o oficjalnych wyjaśnieniach. Wiki z zasadami Wikicarpedia, z której ta instrukcja czerpie wiadomości o Edycji zimowej, przy każdym z nich zaznacza, że pochodzi od wydawcy, i oddziela je od tego, co dodali gracze. Tak samo postępuje ta instrukcja: dwie „powszechne interpretacje” na końcu tamtego rozdziału pochodzą od graczy, a nie od wydawcy.

winter-overview-house-rules-title = Zasady domowe fanów
winter-overview-house-rules = Fani zebrali na Wikicarpedii także własne zasady domowe. Nie są one częścią gry i nie pochodzą od wydawcy; jeśli chcesz grać z którąś z nich, umówcie się co do niej przed rozpoczęciem partii. Oto kilka z nich, z nazwami graczy, którym wiki za nie dziękuje:
winter-overview-house-rule-bag = Dobieraj { -tile(number: "pl", case: "acc") } z woreczka zamiast ze stosów, a { -tile(case: "acc") }, która nigdzie nie pasuje, wrzuć z powrotem do woreczka, zamiast usuwać ją z gry (popularne zasady domowe; drugą zaproponował dwhitworth).
winter-overview-house-rule-next-tile = Dobieraj następną { -tile(case: "acc") } na koniec swojej tury, aby podczas tur innych graczy zastanowić się, gdzie ją położyć.
winter-overview-house-rule-hand = Graj, mając na ręce trzy { -tile(number: "pl", case: "acc") }, i po każdej turze dobieraj do trzech (propozycja graczy DavidP i youtch).
winter-overview-house-rule-unfinished = Na koniec gry nieukończone { -road(number: "pl") }, { -city(number: "pl") } i { -cloister(number: "pl") } nie dają żadnych { -point(number: "pl", case: "gen") } (propozycja gracza metoth).

## Rozdział: płytki ze zwierzętami

winter-animals = Dwanaście { -tile(number: "pl", case: "gen") } ze zwierzętami
winter-animals-what = Dwanaście { -tile(number: "pl", case: "gen") } przedstawia zimowe zwierzęta w krajobrazie; każda z nich występuje w jednym egzemplarzu. Wmieszaj je między wszystkie pozostałe { -tile(number: "pl", case: "acc") } i zagrywaj jak każdą inną { -tile(case: "acc") }: muszą pasować do sąsiadów i jak zwykle możesz postawić na nich { -follower(case: "acc") }.
winter-animals-decoration = Instrukcja mówi jedynie, że te { -tile(number: "pl") } zagrywa się według zwykłych zasad. Zwierzęta nie mają wpływu na to, gdzie można położyć { -tile(case: "acc") } ani gdzie może stanąć { -follower }, ani na punktację.
winter-animals-fans = Fani na Wikicarpedii dodają, że wydawca, Hans im Glück, poprosił graczy o propozycje zasad dla zwierząt. To uwaga z wiki, a nie zasada: żadna zasada dla zwierząt nie weszła do gry, więc na razie są one tylko obrazkami.

## Rozdział: wydania

winter-printings = Wydania
winter-printings-intro = Edycja zimowa ukazała się w kilku wydaniach. Zasady pozostały te same, ale zawartość pudełka nie zawsze była taka sama:
winter-printings-2011 = Wydanie z 2011 roku zawiera tylko 72 { -tile(number: "pl", case: "acc") } gry podstawowej, bez { -tile(number: "pl", case: "gen") } ze zwierzętami.
winter-printings-2012 = Wydania z lat 2012 i 2015 dodają dwanaście { -tile(number: "pl", case: "gen") } ze zwierzętami – razem 84 { -tile(number: "pl") }.
winter-printings-2020 = Wydanie z 2020 roku również ma 84 { -tile(number: "pl", case: "acc") }.
winter-printings-2022 = Wydanie z 2022 roku także zawiera 84 { -tile(number: "pl", case: "acc") }.

winter-printings-start-title = Płytka startowa
winter-printings-start = We wszystkich czterech wydaniach { -start-tile } jest jedną z czterech { -tile(number: "pl", case: "gen") } D i ma ciemniejszy rewers niż pozostałe. Listy z lat 2011, 2012/2015 i 2020 oznaczają tylko tę jedną { -tile(case: "acc") } D i nic więcej nie mówią o { -tile(number: "pl", case: "loc") } D; lista z 2022 roku podaje też drobną ilustrację na każdym z czterech.

winter-printings-artwork-title = Różnice w ilustracjach
winter-printings-artwork = Drobne ilustracje na { -tile(number: "pl", case: "loc") } różnią się w zależności od wydania: drzewa, domy, stajnie i inne małe szczegóły. W wydaniach do 2020 roku niektóre rodzaje { -tile(number: "pl", case: "gen") } występują nawet w kilku wersjach, których obrazki się różnią, choć krajobraz pozostaje taki sam.
winter-printings-variants = Listy z lat 2011, 2012/2015 i 2020 oznaczają rodzaje E, U, V i W jako narysowane w kilku wersjach, ale nie podają, ile { -tile(number: "pl", case: "gen") } ma każda wersja. Lista z 2022 roku robi odwrotnie: przy każdym rodzaju podaje drobną ilustrację na każdej pojedynczej { -tile(case: "loc") }. Płytkę W, na której spotykają się trzy { -road(number: "pl") }, lista z 2011 roku nazywa { -crossing(case: "ins") }, a listy z lat 2012/2015 i 2020 – wioską.
winter-printings-same = Żaden z tych szczegółów nie ma znaczenia dla rozgrywki. W każdym wydaniu każdy rodzaj { -tile(case: "gen") } ma te same { -road(number: "pl", case: "acc") }, { -city(number: "pl", case: "acc") }, { -cloister(number: "pl", case: "acc") } i { -field(number: "pl", case: "acc") }, w tej samej liczbie, a zasady są takie same.
winter-printings-reading = Nasza interpretacja: skoro listy nie podają liczby { -tile(number: "pl", case: "gen") } w każdej wersji, a wersje różnią się tylko rysunkiem, tutejsze dane zachowują we wszystkich wydaniach jeden rodzaj na literę.

## Rozdział: płytki

winter-tiles = Wszystkie 84 { -tile(number: "pl") }
winter-tiles-intro = Edycja zimowa zawiera 24 rodzaje { -tile(number: "pl", case: "gen") } z gry podstawowej, oznaczone literami od A do X, w tej samej liczbie, oraz dwanaście { -tile(number: "pl", case: "gen") } ze zwierzętami, każda w jednym egzemplarzu, ponumerowanych od Z01 do Z12.
winter-tiles-numbering = Listy wydań na Wikicarpedii pokazują obrazki tylko dziesięciu { -tile(number: "pl", case: "gen") } ze zwierzętami, od Z01 do Z04 i od Z07 do Z12, choć mówią o dwunastu. Kształty wszystkich dwunastu pochodzą z definicji { -tile(number: "pl", case: "gen") } w JCloisterZone, otwartoźródłowej wersji gry. To, który numer należy do którego kształtu, jest naszą interpretacją, a nie wydawcy: żadne z przeczytanych przez nas źródeł nie łączy jednego z drugim.
