### Instrukcja dodatku „Księżniczka i smok”: wszystkie komunikaty, których
### używa book/princess-dragon.toml, łącznie z sekcjami o innych dodatkach.
### Identyfikatory: princess-dragon-<rozdział>-<co>. Tytuły rozdziałów to
### princess-dragon-<rozdział>, tytuły sekcji kończą się na -title. Czysty
### tekst, bez znaczników; słownictwo gry z terminów słowniczka w terms.ftl,
### nigdy na początku zdania. „Płytka z wulkanem” ma symbol wulkanu, „płytka
### ze smokiem” – znak smoka.

princess-dragon-title = Księżniczka i smok
princess-dragon-summary = Trzeci dodatek: trzydzieści { -tile(number: "pl", case: "gen") } z { -volcano(number: "pl", case: "ins") }, { -magic-portal(number: "pl", case: "ins") } i { -princess(number: "pl", case: "ins") }, { -dragon }, który wędruje po krajobrazie i odsyła właścicielom każdą figurę, na jaką trafi, oraz { -fairy }, która chroni twoje { -follower(number: "pl", case: "acc") } i przynosi ci za nie punkty.

## Rozdział: co wnosi dodatek

princess-dragon-overview = Co wnosi dodatek „Księżniczka i smok”
princess-dragon-overview-intro = Dodatek „Księżniczka i smok” dołącza się do gry podstawowej; partia trwa z nim mniej więcej o dwadzieścia minut dłużej. W pudełku znajdziesz:
princess-dragon-overview-tiles = 30 nowych { -tile(number: "pl", case: "gen") } terenu, oznaczonych symbolem dodatku, dzięki czemu po grze łatwo je oddzielić od pozostałych.
princess-dragon-overview-dragon = 1 drewnianego { -dragon(case: "acc") }, który do nikogo nie należy: poruszają nim wszyscy gracze.
princess-dragon-overview-fairy = 1 drewnianą { -fairy(case: "acc") }, która również do nikogo nie należy: może jej użyć każdy gracz.
princess-dragon-overview-rest = Wszystkie zasady gry podstawowej nadal obowiązują. Ta instrukcja opisuje tylko to, co nowe: nowe { -tile(number: "pl", case: "acc") } i ich symbole, { -dragon(case: "acc") } oraz { -fairy(case: "acc") }.
princess-dragon-overview-symbols-title = Cztery symbole
princess-dragon-overview-symbols = Na każdej nowej { -tile(case: "loc") } widnieje jeden z czterech symboli, który zmienia przebieg tury, w której ta { -tile } zostaje położona:
princess-dragon-overview-volcano = Sześć { -tile(number: "pl", case: "gen") } ma { -volcano(case: "acc") }: tam ląduje { -dragon }.
princess-dragon-overview-dragon-tiles = Dwanaście nosi znak { -dragon(case: "gen") }: każda z nich wprawia go w ruch po krajobrazie.
princess-dragon-overview-portal = Sześć ma { -magic-portal(case: "acc") }: dzięki niemu możesz postawić swojego { -follower(case: "acc") } niemal w dowolnym miejscu.
princess-dragon-overview-princess = Na sześciu w { -city(case: "loc") } mieszka { -princess }, która może odesłać { -knight(case: "acc") }.

## Rozdział: przygotowanie gry

princess-dragon-setup = Przygotowanie gry z dodatkiem „Księżniczka i smok”
princess-dragon-setup-intro = Przygotuj grę podstawową jak zwykle, z dwoma uzupełnieniami:
princess-dragon-setup-step-tiles = Wymieszaj 30 nowych { -tile(number: "pl", case: "gen") } z pozostałymi, rewersem do góry.
princess-dragon-setup-step-figures = Postaw { -dragon(case: "acc") } i { -fairy(case: "acc") } obok krajobrazu, a nie w nim. Tam czeka { -fairy }, aż któryś z graczy pierwszy raz jej użyje, a { -dragon } – aż w krajobrazie pojawi się pierwszy { -volcano }.

## Rozdział: tura

princess-dragon-turn = Tura z dodatkiem „Księżniczka i smok”
princess-dragon-turn-intro = Tura przebiega w tej samej kolejności co w grze podstawowej. Nowe symbole i figury wpasowują się w nią tak:
princess-dragon-turn-step-fairy = Jeśli na początku twojej tury któryś z twoich { -follower(number: "pl", case: "gen") } stoi przy { -fairy(case: "loc") }, od razu dostajesz 1 { -point(case: "acc") }.
princess-dragon-turn-step-tile = Dobierz { -tile(case: "acc") } i połóż ją. Jeśli widnieje na niej { -volcano }, od razu postaw na niej { -dragon(case: "acc") }. Jeśli nosi znak { -dragon(case: "gen") }, a { -dragon } wciąż czeka obok krajobrazu, odłóż tę { -tile(case: "acc") } na bok i dobierz inną.
princess-dragon-turn-step-figure = Następnie zrób co najwyżej jedną z tych rzeczy: postaw { -follower(case: "acc") } (dzięki { -magic-portal(case: "dat") } ewentualnie na innej { -tile(case: "loc") }), postaw lub przestaw { -fairy(case: "acc") } albo, dzięki { -princess(case: "dat") }, odeślij { -knight(case: "acc") } do właściciela. Na właśnie położonej { -tile(case: "loc") } z { -volcano(case: "ins") } nie może stanąć żaden { -follower }.
princess-dragon-turn-step-dragon = Jeśli twoja { -tile } nosi znak { -dragon(case: "gen") }, { -dragon } przesuwa się teraz o sześć { -tile(number: "pl", case: "gen") }, a kolejne kroki wykonują po kolei gracze.
princess-dragon-turn-step-score = Na koniec jak zwykle podlicz wszystko, co ukończyła twoja { -tile }, z premią od { -fairy(case: "gen") } tam, gdzie ona przysługuje.

## Rozdział: nowe płytki

princess-dragon-new-tiles = Układanie nowych { -tile(number: "pl", case: "gen") }
princess-dragon-new-tiles-placing = Nowe { -tile(number: "pl", case: "acc") } układa się według zasad gry podstawowej: każda krawędź, która styka się z inną { -tile(case: "ins") }, musi do niej pasować. Ich symbole zaczynają działać, gdy { -tile } już leży, jak wyjaśniają kolejne rozdziały. Dwie z tych { -tile(number: "pl", case: "gen") } pokazują ponadto coś, czego w grze podstawowej nie ma: tunel oraz { -cloister(case: "acc") } w { -city(case: "loc") }.
princess-dragon-new-tiles-tunnel-title = Tunel
princess-dragon-new-tiles-tunnel = Na jednej { -tile(case: "loc") } pas { -city(case: "gen") } biegnie od jednego boku do przeciwległego, a w poprzek, pod kątem prostym, przechodzi pod nim tunelem { -road }. Mur { -city(case: "gen") } jej nie przerywa: biegnie ona dalej od jednej krawędzi { -tile(case: "gen") } do przeciwległej jako jedna { -road }, a { -city } jak zwykle ciągnie się przez { -tile(case: "acc") }.
princess-dragon-new-tiles-tunnel-fields = W przeciwieństwie do zwykłej { -road(case: "gen") } ta nie dzieli zielonego terenu, przez który biegnie. Po każdej stronie { -city(case: "gen") } pozostaje jedna { -field }, obejmująca teren zarówno na lewo, jak i na prawo od { -road(case: "gen") }.
princess-dragon-new-tiles-cloister-title = Klasztor w { -city(case: "loc") }
princess-dragon-new-tiles-cloister = Na jednej { -tile(case: "loc") } widać { -cloister(case: "acc") } stojący w { -city(case: "loc") }. To dwie oddzielne rzeczy: ten segment { -city(case: "gen") } staje się częścią { -city(case: "gen") }, z którym się łączy, a { -cloister } jest { -cloister(case: "ins") } jak każdy inny.
princess-dragon-new-tiles-cloister-one = Jeśli stawiasz tam { -follower(case: "acc") }, pokaż wyraźnie, gdzie stoi: w { -city(case: "loc") } jako { -knight } czy w { -cloister(case: "loc") } jako { -monk }. Jest albo jednym, albo drugim, nigdy oboma naraz.
princess-dragon-new-tiles-cloister-scoring = Ten { -cloister } podlicza się, gdy tylko otoczy go osiem { -tile(number: "pl", case: "gen") }, niezależnie od tego, czy { -city } wokół niego zostało już ukończone.
princess-dragon-new-tiles-cloister-share = Obecność { -knight(case: "gen") } w { -city(case: "loc") } nie przeszkadza nikomu postawić { -monk(case: "gen") } w { -cloister(case: "loc") }, a { -monk } w { -cloister(case: "loc") } nie przeszkadza { -knight(case: "dat") } stanąć w { -city(case: "loc") }. Na tej { -tile(case: "loc") } mogą więc stać razem { -monk } i { -knight }.

## Rozdział: wulkan

princess-dragon-volcano = O { -volcano(case: "loc") }
princess-dragon-volcano-arrives-title = Gdzie ląduje { -dragon }
princess-dragon-volcano-arrives = Gdy kładziesz { -tile(case: "acc") } z { -volcano(case: "ins") }, weź { -dragon(case: "acc") } stamtąd, gdzie akurat jest – obok krajobrazu albo gdzieś w nim – i postaw go prosto na swoim { -volcano(case: "loc") }. Przenosisz go tam, a nie prowadzisz, więc { -tile(number: "pl") } leżące pomiędzy pozostają nietknięte.
princess-dragon-volcano-no-follower = Na tej { -tile(case: "loc") } nie możesz postawić { -follower(case: "gen") }. Nadal możesz według zwykłych zasad postawić lub przestawić { -fairy(case: "acc") } albo nie stawiać niczego.
princess-dragon-volcano-never-together = Wynika to z zasady obowiązującej przez całą grę: { -follower } i { -dragon } nigdy nie stoją jednocześnie na tej samej { -tile(case: "loc") }.
princess-dragon-volcano-before-title = Przed pierwszym { -volcano(case: "ins") }
princess-dragon-volcano-before = Dopóki nie zostanie położony pierwszy { -volcano }, { -dragon } czeka obok krajobrazu i w ogóle się nie rusza.
princess-dragon-volcano-before-set-aside = Jeśli w tym czasie dobierzesz { -tile(case: "acc") } ze znakiem { -dragon(case: "gen") }, nie kładź jej. Odłóż ją na bok, odkrytą, tak by wszyscy ją widzieli, i zamiast niej dobierz inną { -tile(case: "acc") }.
princess-dragon-volcano-before-shuffle = Gdy tylko { -dragon } wejdzie do gry na pierwszym { -volcano(case: "loc") }, wymieszaj wszystkie odłożone { -tile(number: "pl", case: "acc") } z tymi, które jeszcze czekają na dobranie, i graj dalej jak zwykle.

## Rozdział: smok

princess-dragon-dragon = O { -dragon(case: "loc") }
princess-dragon-dragon-moving-title = Ruch { -dragon(case: "gen") }
princess-dragon-dragon-first = Gdy kładziesz { -tile(case: "acc") } ze znakiem { -dragon(case: "gen") }, najpierw jak zwykle postaw figurę: jeśli chcesz, { -follower(case: "acc") } na nowej { -tile(case: "loc") }, albo postaw lub przestaw { -fairy(case: "acc") }.
princess-dragon-dragon-moving = Potem gra zatrzymuje się na czas ruchu { -dragon(case: "gen") }. Najpierw ty przesuwasz go o jedną { -tile(case: "acc") }, następnie gracz po twojej lewej przesuwa go o kolejną { -tile(case: "acc") } i tak dalej wokół stołu, aż { -dragon } pokona sześć { -tile(number: "pl", case: "gen") }. Dopiero wtedy twoja tura przechodzi do podliczania.
princess-dragon-dragon-step = W każdym kroku { -dragon } przechodzi na sąsiednią { -tile(case: "acc") }, która styka się bokiem z tą, na której stoi: na północ, wschód, południe lub zachód, nigdy po przekątnej i nigdy na puste miejsce.
princess-dragon-dragon-six = Zawsze pokonuje sześć { -tile(number: "pl", case: "gen") }, niezależnie od liczby graczy: w grze dwuosobowej każdy z was przesuwa go trzy razy, w trzyosobowej – dwa razy. Gracz, na którego przypada krok, musi go wykonać.
princess-dragon-dragon-once = Podczas jednego ruchu { -dragon } nigdy nie wchodzi dwa razy na tę samą { -tile(case: "acc") }. Także { -tile }, z której wyrusza, liczy się jako już odwiedzona, więc tam również nie może wrócić.
princess-dragon-dragon-fairy = Nigdy nie może wejść na { -tile(case: "acc") }, na której stoi { -fairy }.
princess-dragon-dragon-eating-title = Figury, na które trafia { -dragon }
princess-dragon-dragon-eating = Za każdym razem, gdy { -dragon } wchodzi na { -tile(case: "acc") }, każda figura na tej { -tile(case: "loc") } od razu wraca do właściciela, bez względu na to, czy jest { -thief(case: "ins") }, { -knight(case: "ins") }, { -monk(case: "ins") }, czy { -farmer(case: "ins") }.
princess-dragon-dragon-eating-after = Zajmowane przez nie { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } i { -field(number: "pl") } pozostają bez zmian, tyle że bez tych { -follower(number: "pl", case: "gen") }. Każdy z tych { -follower(number: "pl", case: "gen") } wraca do { -supply(case: "gen") } swojego właściciela i można go znów postawić.
princess-dragon-dragon-dead-end-title = Ślepy zaułek
princess-dragon-dragon-dead-end = Czasem { -dragon } trafia na { -tile(case: "acc") }, z której według tych zasad nie może zrobić kolejnego kroku: każde sąsiednie miejsce jest puste, już odwiedzone albo strzeżone przez { -fairy(case: "acc") }. Wtedy jego ruch kończy się właśnie tam, nawet jeśli pokonał mniej niż sześć { -tile(number: "pl", case: "gen") }.

## Rozdział: wróżka

princess-dragon-fairy = O { -fairy(case: "loc") }
princess-dragon-fairy-placing-title = Stawianie { -fairy(case: "gen") }
princess-dragon-fairy-placing = Zamiast stawiać { -follower(case: "acc") }, możesz postawić { -fairy(case: "acc") } obok jednego ze swoich { -follower(number: "pl", case: "gen") }, w dowolnym miejscu krajobrazu. Stoi ona wtedy na tej samej { -tile(case: "loc") } co ten { -follower }. Nie należy do nikogo: na początku gry stoi obok krajobrazu, a każdy gracz, który jej używa, bierze ją stamtąd, gdzie akurat jest.
princess-dragon-fairy-moving = Jeśli więc { -fairy } stoi już obok jakiegoś { -follower(case: "gen") } – innego gracza albo twojego – możesz ją stamtąd w ten sam sposób przenieść do jednego ze swoich { -follower(number: "pl", case: "gen") }.
princess-dragon-fairy-powers-title = Co robi { -fairy }
princess-dragon-fairy-powers = Na działanie { -fairy(case: "gen") } składają się trzy rzeczy:
princess-dragon-fairy-protects = Trzyma { -dragon(case: "acc") } z daleka: { -dragon } nie może wejść na { -tile(case: "acc") }, na której stoi { -fairy }, więc twój { -follower } jest tam przed nim bezpieczny.
princess-dragon-fairy-turn-point = Co turę przynosi { -point(case: "acc") }: jeśli na początku twojej tury któryś z twoich { -follower(number: "pl", case: "gen") } stoi przy { -fairy(case: "loc") }, od razu dostajesz 1 { -point(case: "acc") }.
princess-dragon-fairy-scoring = Dodaje premię przy podliczaniu: gdy podlicza się { -road(case: "acc") }, { -city(case: "acc") }, { -cloister(case: "acc") } lub { -field(case: "acc") } { -follower(case: "gen") } stojącego przy { -fairy(case: "loc") } – w trakcie gry lub przy ostatecznym podliczaniu – właściciel tego { -follower(case: "gen") } dostaje dodatkowo 3 { -point(number: "pl", case: "acc") }. Te 3 { -point(number: "pl") } przysługują mu bez względu na resztę podliczenia, nawet jeśli przewagę ma tam inny gracz, a on sam nie dostałby inaczej nic.
princess-dragon-fairy-after-title = Gdy { -follower } odchodzi
princess-dragon-fairy-after = Po tym podliczeniu { -follower } jak zwykle wraca do właściciela, ale { -fairy } zostaje tam, gdzie stoi, na swojej { -tile(case: "loc") }, dopóki któryś z graczy jej nie przestawi.
princess-dragon-fairy-after-reading = Instrukcja nie mówi, co robi { -fairy }, gdy jej { -follower } wróci już do właściciela. Rozumiemy to tak: nadal nie wpuszcza { -dragon(case: "gen") } na swoją { -tile(case: "acc") }, ale nikomu nic nie przynosi – ani { -point(case: "gen") } na początku tury, ani premii przy podliczaniu – dopóki któryś z graczy nie przestawi jej do jednego ze swoich { -follower(number: "pl", case: "gen") }. To nasza interpretacja, a nie zasada wydawcy.
princess-dragon-fairy-mayor-title = Wróżka obok { -mayor(case: "gen") }
princess-dragon-fairy-mayor = Siła { -mayor(case: "gen") } równa się liczbie { -pennant(number: "pl", case: "gen") } w jego { -city(case: "loc") }, więc w { -city(case: "loc") } bez { -pennant(number: "pl", case: "gen") } nie liczy się on wcale. Gdy takie { -city } zostanie ukończone, a zajmuje je tylko taki { -mayor }, { -city } i tak zostaje podliczone – za 0 { -point(number: "pl", case: "gen") } – a { -mayor } wraca do właściciela. Stojąca obok niego { -fairy } mimo to daje swoje 3 { -point(number: "pl", case: "acc") }, bo nie zależą one od tego, ile zdobywa { -follower }. To, że { -city } liczy się jako podliczone, choć za nic, jest naszą interpretacją; instrukcja mówi tylko, że { -fairy } daje { -point(number: "pl", case: "acc") }.

## Rozdział: magiczny portal

princess-dragon-portal = O { -magic-portal(case: "loc") }
princess-dragon-portal-anywhere = Gdy kładziesz { -tile(case: "acc") } z { -magic-portal(case: "ins") }, twój { -follower } nie musi w tej turze stanąć na właśnie położonej { -tile(case: "loc") }: możesz go postawić tam albo na dowolnej innej { -tile(case: "loc") }, która już leży w krajobrazie.
princess-dragon-portal-rules = Gdziekolwiek stanie, nadal obowiązują zwykłe zasady stawiania { -follower(case: "gen") }. Nie może dołączyć do { -road(case: "gen") }, { -city(case: "gen") }, { -cloister(case: "gen") } ani { -field(case: "gen") }, gdzie stoi już jakiś { -follower }, ani stanąć na obszarze, który został już ukończony.
princess-dragon-portal-dragon = Nie może też stanąć na { -tile(case: "loc") }, na której stoi { -dragon }, ponieważ { -follower } nigdy nie dzieli { -tile(case: "gen") } ze { -dragon(case: "ins") }.

## Rozdział: księżniczka

princess-dragon-princess = O { -princess(case: "loc") }
princess-dragon-princess-rule = Każda { -princess } mieszka w segmencie { -city(case: "gen") } na swojej { -tile(case: "loc") }, którą kładziesz według zwykłych zasad. Jeśli ten segment { -city(case: "gen") } przedłuża { -city }, w którym stoi już jeden lub więcej { -knight(number: "pl", case: "gen") }, możesz odesłać jednego z tych { -knight(number: "pl", case: "gen") }: wraca on do { -supply(case: "gen") } swojego właściciela.
princess-dragon-princess-choice = Jeśli w { -city(case: "loc") } stoją { -knight(number: "pl") } kilku graczy, sam wybierasz, który z nich odchodzi.
princess-dragon-princess-own = Może to być { -knight } dowolnego gracza, także twój własny.
princess-dragon-princess-instead = Odesłanie { -knight(case: "gen") } zastępuje postawienie figury w tej turze: jeśli to zrobisz, nie stawiasz w tej turze żadnego { -follower(case: "gen") }.
princess-dragon-princess-fairy-reading = Instrukcja wymienia figury, których nie wolno ci postawić po odesłaniu { -knight(case: "gen") }, i nie ma wśród nich { -fairy(case: "gen") }. Ponieważ jednak { -fairy(case: "acc") } również stawia się lub przestawia zamiast { -follower(case: "gen") }, rozumiemy, że tura z { -princess(case: "ins") } nie zostawia na nią miejsca: nie stawiasz ani nie przestawiasz wtedy także { -fairy(case: "gen") }. To nasza interpretacja, a nie zasada wydawcy.

## Rozdział: płytki

princess-dragon-tiles = Spis { -tile(number: "pl", case: "gen") }
princess-dragon-tiles-intro = Trzydzieści { -tile(number: "pl", case: "gen") } dodatku „Księżniczka i smok” wraz z liczbą egzemplarzy każdej z nich w pudełku.

## Z innymi dodatkami (sekcje z `with` w book/princess-dragon.toml)

princess-dragon-volcano-builder-title = Budowniczy i świnia na { -tile(case: "loc") } z { -volcano(case: "ins") }
princess-dragon-volcano-builder = Z dodatkiem „Kupcy i budowniczowie” { -dragon } nie dopuszcza na { -tile(case: "acc") } z { -volcano(case: "ins") } jedynie { -follower(number: "pl", case: "gen") }. Twój { -builder } lub twoja { -pig } nadal mogą tam stanąć według swoich zwykłych zasad: { -builder }, jeśli ta { -tile } przedłuża { -road(case: "acc") } lub { -city(case: "acc") }, gdzie masz { -thief(case: "acc") } lub { -knight(case: "acc") }, a { -pig }, jeśli przedłuża { -field(case: "acc") }, na której masz { -farmer(case: "acc") }.
princess-dragon-dragon-big-title = Smok i { -big-follower }
princess-dragon-dragon-big = Przed { -dragon(case: "ins") } { -big-follower } nie jest bezpieczniejszy niż jakakolwiek inna figura: jeśli { -dragon } wejdzie na jego { -tile(case: "acc") }, wraca on do właściciela jak wszystkie pozostałe.
princess-dragon-dragon-builder-title = Smok, { -builder } i { -pig }
princess-dragon-dragon-builder = Każdą figurę stojącą na { -tile(case: "loc") }, na którą wchodzi, { -dragon } odsyła do właściciela, także { -builder(number: "pl", case: "acc") } i { -pig(number: "pl", case: "acc") }.
princess-dragon-dragon-builder-last = Także { -builder } lub { -pig }, których { -dragon } wcale nie dotknie, mogą stracić swoje miejsce. Każdy { -builder } zostaje na miejscu tylko tak długo, jak jego właściciel ma { -thief(case: "acc") } lub { -knight(case: "acc") } na jego { -road(case: "loc") } lub w jego { -city(case: "loc") }, a każda { -pig } – tak długo, jak jej właściciel ma { -farmer(case: "acc") } na jej { -field(case: "loc") }. Jeśli { -dragon } zabierze ostatniego z nich, { -builder } lub { -pig } od razu wraca do właściciela, gdziekolwiek stoi.
princess-dragon-fairy-builder-title = Wróżka, { -builder } i { -pig }
princess-dragon-fairy-builder-instead = Z dodatkiem „Kupcy i budowniczowie” postawienie lub przestawienie { -fairy(case: "gen") } to jeszcze jedna możliwość przy wyborze figury na tę turę: możesz to zrobić zamiast postawienia { -follower(case: "gen") }, { -builder(case: "gen") } lub { -pig(case: "gen") }.
princess-dragon-fairy-builder-double = Nawet przy { -double-turn(case: "loc") } masz tylko jedną turę. Jeśli któryś z twoich { -follower(number: "pl", case: "gen") } stoi przy { -fairy(case: "loc") }, dostajesz za to 1 { -point(case: "acc") } tylko raz, na początku tury, a nie ponownie przed drugą { -tile(case: "ins") }.
princess-dragon-portal-builder-title = Magiczny portal, { -builder } i { -pig }
princess-dragon-portal-builder-reading = Instrukcja mówi tylko o { -follower(case: "loc") }, który przechodzi przez { -magic-portal(case: "acc") }. Trzymamy się jej słów: przez portal można postawić gdzie indziej { -follower(case: "acc") } (z dodatkiem „Karczmy i katedry” także { -big-follower(case: "acc") }), ale nie { -builder(case: "gen") } ani { -pig(case: "gen") }; te stają tylko na właśnie położonej { -tile(case: "loc") }, według własnych zasad. To nasza interpretacja, a nie zasada wydawcy.
princess-dragon-princess-big-title = Księżniczka i duży { -knight }
princess-dragon-princess-big = Z dodatkiem „Karczmy i katedry” { -princess } może odesłać zarówno dużego, jak i małego { -knight(case: "acc") }. To, że przy ustalaniu przewagi liczy się on podwójnie, wcale go nie chroni: nadal jest jednym { -follower(case: "ins") } i wraca do właściciela jak każdy inny.
princess-dragon-princess-builder-title = Księżniczka i { -builder }
princess-dragon-princess-builder = Jeśli { -knight } odesłany przez { -princess(case: "acc") } był ostatnim { -knight(case: "ins") } swojego właściciela w tym { -city(case: "loc") }, { -builder } tego gracza w tym { -city(case: "loc") } od razu wraca razem z nim.
princess-dragon-princess-builder-instead = W turze, w której odsyłasz { -knight(case: "acc") }, nie możesz też postawić { -builder(case: "gen") } ani { -pig(case: "gen") }.

## Rozdział: różnice między wydaniami

princess-dragon-printings = Różnice między wydaniami
princess-dragon-printings-intro = Wydania tego dodatku u różnych wydawców nie zgadzają się co do trzech zasad. Ta instrukcja trzyma się drukowanej instrukcji, na podstawie której powstała – przekładu pierwszego wydania Hans im Glück; poniżej omawiamy każdą z różnic i podajemy, kto co mówi. W przykładach możesz przełączać się między opcjami, tak jak przełączasz się między edycjami.
princess-dragon-printings-dragon-title = Kiedy rusza { -dragon }
princess-dragon-printings-dragon = W naszej drukowanej instrukcji { -dragon } rusza zaraz po postawieniu { -follower(case: "gen") } (lub { -fairy(case: "gen") }), przed podliczeniem tury; późniejsze wydania Hans im Glück oraz Z-Man Games zachowują tę kolejność. Angielskie zasady Rio Grande Games przenoszą ruch { -dragon(case: "gen") } na czas po podliczeniu. Różnica wychodzi na jaw, gdy { -dragon } trafia na { -follower(case: "acc") }, którego obszar ta sama { -tile } właśnie ukończyła: jeśli { -dragon } rusza przed podliczeniem, zjada { -follower(case: "acc") }, który nic nie dostaje; jeśli po nim, obszar zostaje najpierw podliczony, a { -follower } jest już z powrotem u właściciela.
princess-dragon-printings-princess-title = Prawo czy obowiązek { -princess(case: "gen") }
princess-dragon-printings-princess = Nasza drukowana instrukcja mówi, że gracz, który dokłada { -princess(case: "acc") } do { -city(case: "gen") }, w którym stoją { -knight(number: "pl") }, może odesłać jednego z nich do właściciela, ale może też zostawić ich wszystkich na miejscu i jak zwykle postawić { -follower(case: "acc") }. Zasady Big Box wydawnictwa Rio Grande Games czynią z tego obowiązek: gracz musi odesłać jednego { -knight(case: "acc") } i nie stawia na tej { -tile(case: "loc") } żadnej figury. Przy tej opcji tura, po której wszyscy { -knight(number: "pl") } zostają w { -city(case: "loc") } { -princess(case: "gen") }, jest odrzucana.
princess-dragon-printings-fairy-title = Obok { -follower(case: "gen") } czy na { -tile(case: "loc") }
princess-dragon-printings-fairy = Nasza drukowana instrukcja każe stawiać { -fairy(case: "acc") } obok jednego z własnych { -follower(number: "pl", case: "gen") } gracza i tak samo mówią wydania Hans im Glück, zarówno stare, jak i nowe. Angielskie zasady Rio Grande Games i Z-Man Games każą stawiać ją na { -tile(case: "loc") }, na której stoi jeden z { -follower(number: "pl", case: "gen") } gracza. Różnica wychodzi na jaw, gdy na tej { -tile(case: "loc") } stoi kilka { -follower(number: "pl", case: "gen") }.
princess-dragon-printings-fairy-reading = Nasza interpretacja słów „na { -tile(case: "loc") }”, których tamte zasady nie precyzują: na początku swojej tury każdy gracz, który ma { -follower(case: "acc") } na { -tile(case: "loc") }, na której stoi { -fairy }, dostaje { -point(case: "acc") }, a gdy obszar jest podliczany, 3 { -point(number: "pl", case: "acc") } dostaje każdy gracz, którego { -follower } z tego obszaru stoi na tej { -tile(case: "loc") }. Tekst naszej drukowanej instrukcji także przy { -point(number: "pl", case: "loc") } mówi o „tej samej { -tile(case: "loc") }”; rozumiemy przez to { -tile(case: "acc") } { -follower(case: "gen") }, obok którego stoi { -fairy }, bo właśnie tam się ją stawia.
