### Instrukcja dodatku „Wieża”: wszystkie komunikaty, których używa
### book/tower.toml, łącznie z sekcjami o innych dodatkach. Identyfikatory:
### tower-<rozdział>-<co>. Tytuły rozdziałów to tower-<rozdział>, tytuły
### sekcji kończą się na -title. Czysty tekst, bez znaczników; słownictwo gry
### z terminów słowniczka w terms.ftl, nigdy na początku zdania. „Wieża” to
### nazwa dodatku; { -tower } to wieża zbudowana w krajobrazie.

tower-title = Wieża
tower-summary = Czwarty dodatek: osiemnaście { -tile(number: "pl", case: "gen") } z { -tower-foundation(case: "ins") } i trzydzieści { -tower-piece(number: "pl", case: "gen") } do budowania. Im wyżej rośnie { -tower }, tym dalej sięga, by wziąć { -follower(case: "acc") } do niewoli, a { -prisoner } wraca do właściciela tylko dzięki wymianie albo po zapłaceniu { -ransom(case: "gen") }.

## Rozdział: co wnosi dodatek

tower-overview = Co wnosi dodatek „Wieża”
tower-overview-intro = Dodatek „Wieża” dołącza się do gry podstawowej; partia trwa z nim mniej więcej o dziesięć minut dłużej. W pudełku znajdziesz:
tower-overview-tiles = 18 nowych { -tile(number: "pl", case: "gen") } terenu, każda z { -tower-foundation(case: "ins") }, oznaczonych symbolem dodatku, dzięki czemu po grze łatwo je oddzielić od pozostałych.
tower-overview-pieces = 30 drewnianych { -tower-piece(number: "pl", case: "gen") } w jednym kolorze, które rozdziela się między graczy.
tower-overview-holder = Pojemnik na { -tile(number: "pl", case: "acc") } w kształcie { -tower(case: "gen") }.
tower-overview-holder-tip = Wydawca radzi zostawić pojemnik złożony i dobierać z niego { -tile(number: "pl", case: "acc") }. Możesz brać je z góry albo od spodu, ale lepiej z góry: im mniej { -tile(number: "pl", case: "gen") } zostało w środku, tym łatwiej się przewracają, gdy wyciągasz którąś od spodu.
tower-overview-rest = Wszystkie zasady gry podstawowej nadal obowiązują. Ta instrukcja opisuje tylko to, co nowe: budowanie { -tower(number: "pl", case: "gen") }, branie { -prisoner(number: "pl", case: "gen") } i ich odzyskiwanie.

## Rozdział: przygotowanie gry

tower-setup = Przygotowanie gry z dodatkiem „Wieża”
tower-setup-intro = Przygotuj grę podstawową jak zwykle i wymieszaj 18 nowych { -tile(number: "pl", case: "gen") } z pozostałymi. Następnie rozdaj { -tower-piece(number: "pl", case: "acc") }: każdy dostaje tyle samo, a ile – zależy od liczby graczy.
tower-setup-two = Dwóch graczy: po 10 { -tower-piece(number: "pl", case: "gen") }.
tower-setup-three = Trzech graczy: po 9.
tower-setup-four = Czterech graczy: po 7.
tower-setup-five = Pięciu graczy: po 6.
tower-setup-six = Sześciu graczy: po 5.

## Rozdział: nowe płytki

tower-new-tiles = Układanie nowych { -tile(number: "pl", case: "gen") }
tower-new-tiles-placing = Nowe { -tile(number: "pl", case: "acc") } układa się według zasad gry podstawowej. Jedyną nowością na nich jest { -tower-foundation }: miejsce wyznaczone pod budowę { -tower(case: "gen") }.
tower-new-tiles-roads = Gdy { -road } dochodzi do { -tower-foundation(case: "gen") }, kończy się tam, tak jak na { -crossing(case: "loc") }.

## Rozdział: budowanie wież

tower-together = Wieże a inne dodatki
tower-building = Budowanie { -tower(number: "pl", case: "gen") }
tower-building-choice-title = Zamiast { -follower(case: "gen") } – { -tower-piece }
tower-building-choice = W swojej turze, zamiast stawiać { -follower(case: "acc") }, możesz zrobić jedną z tych rzeczy:
tower-building-start = Postaw jeden ze swoich { -tower-piece(number: "pl", case: "gen") } na pustym { -tower-foundation(case: "loc") }, w dowolnym miejscu krajobrazu, nie tylko na właśnie położonej { -tile(case: "loc") }. W ten sposób zaczynasz nową { -tower(case: "acc") }.
tower-building-raise = Postaw jeden ze swoich { -tower-piece(number: "pl", case: "gen") } na szczycie stojącej już { -tower(case: "gen") }, bez względu na to, kto ją zbudował, aby podwyższyć ją o jeden poziom.
tower-building-finish = Ukończ { -tower(case: "acc") }, stawiając na jej szczycie jednego ze swoich { -follower(number: "pl", case: "gen") }.
tower-building-capture-title = Branie { -prisoner(case: "gen") }
tower-building-capture = Za każdym razem, gdy stawiasz { -tower-piece(case: "acc") } – czy zaczynasz nim nową { -tower(case: "acc") }, czy podwyższasz już stojącą – możesz od razu wziąć do niewoli jednego { -follower(case: "acc") }.
tower-building-capture-reach = To, których { -follower(number: "pl", case: "gen") } możesz dosięgnąć, zależy od wysokości, jaką { -tower } ma po twoim ruchu, liczonej w { -tower-piece(number: "pl", case: "loc") }. Możesz wziąć { -follower(case: "acc") } stojącego na { -tile(case: "loc") } samej { -tower(case: "gen") } albo na { -tile(case: "loc") } leżącej w linii prostej na północ, wschód, południe lub zachód od niej, oddalonej o nie więcej { -tile(number: "pl", case: "gen") }, niż wynosi teraz wysokość { -tower(case: "gen") }. Po przekątnej { -tower } nie sięga.
tower-building-capture-count = Tak więc { -tower } o wysokości jednego elementu sięga pięciu { -tile(number: "pl", case: "gen") }: swojej i czterech sąsiednich. Przy dwóch elementach sięga dziewięciu, po dwie w każdym kierunku, a każdy kolejny poziom dodaje cztery następne, po jednej na końcu każdej linii. Gracze mogą budować { -tower(case: "acc") } tak wysoko, jak zechcą.
tower-building-capture-no-block = Zasięgu { -tower(case: "gen") } nic pomiędzy nie blokuje: ani puste miejsce w linii, ani stojąca w niej inna { -tower }.
tower-building-captured-title = Dokąd trafia pojmany { -follower }
tower-building-captured-own = Możesz wziąć jednego ze swoich { -follower(number: "pl", case: "gen") }: po prostu wraca on do twojej { -supply(case: "gen") }.
tower-building-captured-other = Pojmany { -follower } innego gracza staje się twoim { -prisoner(case: "ins") }: połóż go przed sobą, osobno od swojej { -supply(case: "gen") }. Jego właściciel nie może go używać, dopóki ten nie wróci, jak wyjaśnia rozdział o { -prisoner(number: "pl", case: "loc") }.
tower-building-finish-title = Ukończenie { -tower(case: "gen") }
tower-building-finish-rule = Gdy stawiasz jednego ze swoich { -follower(number: "pl", case: "gen") } na szczycie { -tower(case: "gen") }, { -tower } jest ukończona: nikt nie może już dołożyć do niej żadnego elementu.
tower-building-finish-stays = Ten { -follower } zostaje na { -tower(case: "loc") } do końca gry i nie wraca do ciebie, chyba że inna { -tower } weźmie go do niewoli.
tower-building-finish-tip = Ukończenie { -tower(case: "gen") } samo w sobie nic nie daje, a kosztuje cię jednego { -follower(case: "acc") } do końca gry. Opłaca się tylko wtedy, gdy chcesz ochronić swojego { -follower(case: "acc") }, na którym bardzo ci zależy: ukończonej { -tower(case: "gen") } nie można już nigdy podwyższyć, więc nikt nie użyje jej, by wziąć tego { -follower(case: "acc") } do niewoli.

## Rozdział: jeńcy

tower-prisoners = O { -prisoner(number: "pl", case: "loc") }
tower-prisoners-exchange-title = Wymiana { -prisoner(number: "pl", case: "gen") }
tower-prisoners-exchange = Gdy tylko każdy z dwóch graczy ma { -prisoner(case: "acc") } drugiego, obaj { -prisoner(number: "pl") } zostają od razu wymienieni: każdy wraca do { -supply(case: "gen") } swojego właściciela.
tower-prisoners-exchange-several = Jeśli jeden z nich trzyma kilku { -follower(number: "pl", case: "gen") } drugiego, ten drugi wybiera, którego odzyskuje. Wymienia się tylko tę jedną parę: pozostali nadal są { -prisoner(number: "pl", case: "ins") }.
tower-prisoners-ransom-title = Zapłata { -ransom(case: "gen") }
tower-prisoners-ransom = W swojej turze możesz zapłacić { -ransom(case: "acc") }, aby wykupić jednego ze swoich pojmanych { -follower(number: "pl", case: "gen") } od gracza, który go trzyma: cofnij swój znacznik punktacji o 3 pola na { -scoreboard(case: "loc") }, a ten gracz przesuwa swój o 3 pola do przodu. Twój { -follower } wraca do twojej { -supply(case: "gen") }.
tower-prisoners-ransom-place = Uwolnionego { -follower(case: "acc") } możesz postawić jeszcze w tej samej turze.
tower-prisoners-ransom-reading = Instrukcja nie mówi, co się dzieje, jeśli masz mniej niż 3 { -point(number: "pl") }. Rozumiemy to tak: wtedy nie możesz zapłacić { -ransom(case: "gen") }. To nasza interpretacja, a nie zasada wydawcy.

## Rozdział: płytki

tower-tiles = Spis { -tile(number: "pl", case: "gen") }
tower-tiles-intro = Osiemnaście { -tile(number: "pl", case: "gen") } dodatku „Wieża” wraz z liczbą egzemplarzy każdej z nich w pudełku.

## Z innymi dodatkami (sekcje z `with` w book/tower.toml)

tower-building-big-title = Wieże i { -big-follower }
tower-building-big = Z dodatkiem „Karczmy i katedry” { -tower } może wziąć do niewoli { -big-follower(case: "acc") } tak samo jak małego, a pojmanego { -big-follower(case: "acc") } wymienia się lub wykupuje jak każdego innego { -follower(case: "acc") }.
tower-building-builder-title = Wieże, { -builder } i { -pig }
tower-building-builder-instead = Z dodatkiem „Kupcy i budowniczowie” dołożenie { -tower-piece(case: "gen") } lub ukończenie { -tower(case: "gen") } to jeszcze jedna możliwość przy wyborze figury na tę turę: możesz to zrobić także zamiast postawienia { -builder(case: "gen") } lub { -pig(case: "gen") }.
tower-building-builder-never = Żadna { -tower } nigdy nie bierze do niewoli { -builder(case: "gen") } ani { -pig(case: "gen") }; pojmuje wyłącznie { -follower(number: "pl", case: "acc") }.
tower-building-builder-home = Mimo to { -builder } lub { -pig } czasem musi wrócić do właściciela. Jeśli { -tower } zabierze jego właścicielowi ostatniego { -thief(case: "acc") } lub { -knight(case: "acc") } z jego { -road(case: "gen") } lub { -city(case: "gen") } albo ostatniego { -farmer(case: "acc") } z jej { -field(case: "gen") }, { -builder } lub { -pig } od razu wraca do właściciela.
tower-building-dragon-title = Wieże i { -dragon }
tower-building-dragon-instead = Z dodatkiem „Księżniczka i smok” możesz też dołożyć { -tower-piece(case: "acc") } zamiast stawiania lub przestawiania { -fairy(case: "gen") }.
tower-building-dragon-top = Nawet { -follower } na szczycie ukończonej { -tower(case: "gen") } nie jest bezpieczny przed { -dragon(case: "ins") }: jeśli { -dragon } wejdzie na tę { -tile(case: "acc") }, { -follower } wraca do właściciela, jak każda stojąca tam figura. A ponieważ { -follower } nigdy nie dzieli { -tile(case: "gen") } ze { -dragon(case: "ins") }, nie możesz ukończyć { -tower(case: "gen") } na { -tile(case: "loc") }, na której stoi { -dragon }.
