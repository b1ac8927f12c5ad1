### Instrukcja dodatku „Hrabia, Król i Rzeka”: wszystkie komunikaty, których
### używa book/count-king.toml. Identyfikatory: ck-<rozdział>-<co>. Tytuły
### rozdziałów to ck-<rozdział>, tytuły sekcji kończą się na -title. Czysty
### tekst, bez znaczników; słownictwo gry z terminów słowniczka w terms.ftl,
### nigdy na początku zdania.

ck-title = Hrabia, Król i Rzeka
ck-summary = Szósty dodatek: cztery małe dodatki w jednym pudełku, do gry osobno albo razem.
ck-overview = Zawartość pudełka
ck-overview-intro = W tym pudełku znajdują się cztery małe dodatki. Każdy z nich można osobno dołączyć do gry podstawowej, a także dowolnie łączyć je ze sobą:
ck-overview-king = „Król i baron rabusiów”: pięć { -tile(number: "pl", case: "gen") } terenu oraz król i { -robber-baron }, którzy nagradzają budowniczych największego { -city(case: "gen") } i najdłuższej { -road(case: "gen") }.
ck-overview-cult = „Siedziby kultu”: pięć { -tile(number: "pl", case: "gen") } z { -shrine(number: "pl", case: "ins") }, których { -heretic(number: "pl") } rzucają wyzwanie { -monk(number: "pl", case: "dat") } z sąsiedztwa.
ck-overview-count = „Hrabia Carcassonne”: dwanaście { -tile(number: "pl", case: "gen") }, które na początku gry tworzą miasto Carcassonne, oraz drewniany hrabia. Gracze, którzy pomagają innym zdobywać punkty, odstawiają { -follower(number: "pl", case: "acc") } do dzielnic miasta, gdzie czekają one, gotowe dołączyć do obszaru, gdy zostanie on podliczony.
ck-overview-river = „Rzeka II”: dwanaście { -tile(number: "pl", case: "gen") } z rozwidlającą się { -river(case: "ins") }, od których zaczyna się grę zamiast od { -start-tile(case: "gen") }.
ck-overview-together = Wydawca odradza grę z dodatkami „Hrabia Carcassonne” i „Rzeka II” w jednej partii: razem mogą sprawić, że zostaną { -tile(number: "pl") }, których nie da się nigdzie położyć.

## Rozdział: Król i baron rabusiów

ck-king = Dodatek „Król i baron rabusiów”
ck-king-tiles = Wymieszaj pięć nowych { -tile(number: "pl", case: "gen") } terenu z pozostałymi. Na jednej z nich są dwa oddzielne segmenty { -city(case: "gen") }, które późniejsze { -tile(number: "pl") } mogą połączyć w jedno { -city }. Król i { -robber-baron } leżą na początku obok planszy.
ck-king-king = Gracz, który jako pierwszy w grze ukończy { -city }, kładąc jego ostatnią { -tile(case: "acc") }, bierze króla. Później każdy, kto ukończy { -city } większe od tego, które przyniosło króla, odbiera go dotychczasowemu posiadaczowi. Nie wystarczy { -city } tej samej wielkości.
ck-king-robber = Baron rabusiów działa tak samo w przypadku { -road(number: "pl", case: "gen") }: trafia do tego, kto ukończył najdłuższą jak dotąd { -road(case: "acc") }.
ck-king-end = Na koniec gry posiadacz króla dostaje 1 { -point(case: "acc") } za każde { -city } ukończone w trakcie gry, bez względu na to, kto je ukończył, a posiadacz { -robber-baron(case: "gen") } – 1 { -point(case: "acc") } za każdą ukończoną { -road(case: "acc") }.

## Rozdział: Siedziby kultu

ck-cult = Dodatek „Siedziby kultu”
ck-cult-shrines-title = Siedziby kultu
ck-cult-shrine = Wymieszaj z pozostałymi pięć { -tile(number: "pl", case: "gen") } z { -shrine(case: "ins") }. Każda { -shrine } działa i jest podliczana dokładnie tak jak { -cloister }. Postawiony na niej { -follower } to { -heretic }. Kto kładzie { -shrine(case: "acc") }, może też jak zwykle postawić { -follower(case: "acc") } zamiast tego na { -field(case: "loc") }, { -road(case: "loc") } lub w { -city(case: "loc") } tej { -tile(case: "gen") }.
ck-cult-placing = Nie wolno położyć { -shrine(case: "gen") } obok więcej niż jednego { -cloister(case: "gen") } ani { -cloister(case: "gen") } obok więcej niż jednego { -shrine(case: "gen") }. „Obok” oznacza każde z ośmiu otaczających miejsc, łącznie z narożnymi.
ck-cult-placing-reading = Instrukcja nakłada to ograniczenie na kładzioną { -tile(case: "acc") }. Nasza interpretacja, której trzymają się przykłady: { -cloister(case: "acc") } wolno nadal położyć obok { -shrine(case: "gen") }, przy której leży już jeden { -cloister }, o ile nowy { -cloister } sam styka się tylko z tą jedną { -shrine(case: "ins") }.
ck-cult-challenge-title = Wyzwanie
ck-cult-challenge = Gdy { -heretic } staje na { -shrine(case: "loc") } obok { -cloister(case: "gen") } z { -monk(case: "ins") } albo { -monk } staje w { -cloister(case: "loc") } obok { -shrine(case: "gen") } z { -heretic(case: "ins") }, obaj rzucają sobie wyzwanie. Możesz też wyzwać własnego { -monk(case: "acc") } lub { -heretic(case: "acc") }.
ck-cult-challenge-won = Wygrywa budowla ukończona jako pierwsza: daje jak zwykle 9 { -point(number: "pl", case: "gen") }, a druga nie daje nic. Oba { -follower(number: "pl") } wracają do swoich właścicieli.
ck-cult-challenge-end = Jeśli do końca gry żadna z nich nie zostanie ukończona, obie podlicza się zwyczajnie, jak nieukończone { -cloister(number: "pl") }.

## Rozdział: Rzeka II

ck-river = Dodatek „Rzeka II”
ck-river-setup-title = Przygotowanie gry
ck-river-setup = Dodatek „Rzeka II” układa się na samym początku gry:
ck-river-setup-start = Usuń z gry { -start-tile(case: "acc") }: nie będzie potrzebna.
ck-river-setup-aside = Odłóż na bok źródło, rozwidlenie i jezioro z { -volcano(case: "ins") }; pozostałe { -tile(number: "pl", case: "acc") } { -river(case: "gen") } wymieszaj i połóż rewersem do góry w osobnym stosie.
ck-river-setup-spring = Połóż źródło obrazkiem do góry na środku stołu.
ck-river-setup-fork = Najmłodszy gracz dokłada rozwidlenie do pierwszego odcinka { -river(case: "gen") }; odtąd { -river } płynie dalej dwiema odnogami.
ck-river-course-title = Jak biegną obie odnogi
ck-river-course = Gracze po kolei dobierają { -tile(case: "acc") } { -river(case: "gen") } i dokładają ją na końcu jednej z odnóg, którą w ten sposób przedłużają. Gdy wszystkie pozostałe leżą już na stole, jako ostatnie kładzie się jezioro z { -volcano(case: "ins") }, a od tej chwili wszyscy dobierają zwykłe { -tile(number: "pl", case: "acc") }.
ck-river-course-rules = Każda odnoga może wić się dowolnie, z dwoma wyjątkami: nie może zawracać ciasnym zakrętem w kształcie litery U, a obie odnogi nigdy nie mogą się spotkać.
ck-river-course-reading = Tak jak w instrukcji pierwszej „Rzeki”, ciasne U rozumiemy jako dwa kolejne zakręty jednej odnogi w tę samą stronę; przykłady trzymają się tej interpretacji. To nasza interpretacja, a nie słowa instrukcji.
ck-river-followers = Jak w grze podstawowej, na każdej kładzionej { -tile(case: "loc") } możesz postawić { -follower(case: "acc") }, ale nigdy na samej { -river(case: "loc") }.
ck-river-volcano-title = Jezioro z { -volcano(case: "ins") }
ck-river-volcano = Kto kładzie jezioro z { -volcano(case: "ins") }, nie stawia na nim { -follower(case: "gen") }, ale od razu rozgrywa kolejną turę, już ze zwykłymi { -tile(number: "pl", case: "ins") }.
ck-river-volcano-reading = Instrukcja mówi, że gracz może rozegrać tę dodatkową turę; przykłady z niej korzystają, a plansza może też zamiast tego pokazywać ruch następnego gracza.
ck-river-herd-title = Stado świń
ck-river-herd = Na { -field(case: "loc") } jednej z { -tile(number: "pl", case: "gen") } pasie się stado świń. Liczy się ono tylko wtedy, gdy grasz także z dodatkiem „Kupcy i budowniczowie”: wówczas na koniec gry ten, kto swoimi { -farmer(number: "pl", case: "ins") } wygrywa tę { -field(case: "acc") }, dostaje dodatkowo 1 { -point(case: "acc") } za każde { -city }, które z nią graniczy, oprócz premii za własną { -pig(case: "acc") }, jeśli ma ją na tej { -field(case: "loc") }.
ck-river-herd-reading = Pierwsze wydanie podlicza { -field(number: "pl", case: "acc") } { -city } po { -city(case: "loc") }. Nasza interpretacja dla tego wydania: gracz, który wygrywa { -city(case: "acc") } i zajmuje jedną z graniczących z nim { -field(number: "pl", case: "gen") }, tę ze stadem, dostaje za to { -city } dodatkowy { -point(case: "acc") }.
ck-river-others-title = Karczma, { -volcano }, stado i inne dodatki
ck-river-others = Stojąca nad jeziorem { -inn } działa jak { -inn } z dodatku „Karczmy i katedry”, a { -volcano } sprowadza { -dragon(case: "acc") } jak w dodatku „Księżniczka i smok”. Według instrukcji bez odpowiednich dodatków { -inn }, stado i { -volcano } nic nie znaczą; zostaje natomiast dodatkowa tura po położeniu { -volcano(case: "gen") }, bo to zasada samego dodatku „Rzeka II”.
ck-river-with-river = Instrukcja nie mówi nic o grze z „Rzeką” i „Rzeką II” w jednej partii. Nasza interpretacja, jeśli chcesz tak zagrać: użyj tylko źródła z dodatku „Rzeka II”, wymieszaj środkowe { -tile(number: "pl", case: "acc") } obu dodatków w jeden stos, a jezioro pierwszej „Rzeki” i jezioro z { -volcano(case: "ins") } połóż jako ostatnie, po jednym na końcu każdej odnogi.
ck-river-with-count = Jak zaznacza wydawca, „Rzeka II” i miasto hrabiego nie pasują do siebie: stały blok miasta i odnogi { -river(case: "gen") } mogą sprawić, że dla niektórych { -tile(number: "pl", case: "gen") } zabraknie miejsca.

## Rozdział: płytki

ck-tiles = Spis { -tile(number: "pl", case: "gen") }
ck-tiles-king-title = Król i baron rabusiów
ck-tiles-cult-title = Siedziby kultu
ck-tiles-river-title = Rzeka II
ck-tiles-count-title = Miasto Carcassonne
ck-tiles-count = Dwanaście { -tile(number: "pl", case: "gen") } miasta hrabiego, każda w jednej z czterech dzielnic: zamkowej, targowej, kowalskiej i katedralnej.

## Hrabia Carcassonne

ck-count = Dodatek „Hrabia Carcassonne”
ck-count-city-title = Miasto na początek gry
ck-count-city = Przed pierwszą turą złóż dwanaście { -tile(number: "pl", case: "gen") } Carcassonne na środku stołu w jeden blok, cztery w poziomie i trzy w pionie, tak jak na ilustracji w galerii { -tile(number: "pl", case: "gen") }. Miasto zastępuje zwykłą { -start-tile(case: "acc") }, która zostaje w pudełku. Postaw hrabiego w zamku i graj jak zwykle: każdą nową { -tile(case: "acc") } dokłada się do zewnętrznych krawędzi miasta albo do { -tile(number: "pl", case: "gen") }, które już leżą na stole.
ck-count-city-walls = Miasto ma cztery dzielnice: zamek, targ, kuźnię i katedrę. Poza murami na bloku widać zwykłe { -road(number: "pl") }, { -field(number: "pl") } i dwa małe segmenty { -city(case: "gen") }; nowe { -tile(number: "pl") } je przedłużają, a podlicza się je jak zwykle.
ck-count-city-reading = Nasza interpretacja: instrukcja nie mówi, czy { -follower } może stanąć wewnątrz murów. Podobnie jak wydane spisy { -tile(number: "pl", case: "gen") }, na których się opieramy, traktujemy wnętrze murów jako miejsce, które w ogóle nie jest obszarem, więc do miasta można wejść wyłącznie przez dzielnice.
ck-count-enter-title = Wejście { -follower(number: "pl", case: "gen") } do miasta
ck-count-enter = Zdarza się, że twoja { -tile } ukończy obszar, za który punkty dostają przeciwnicy, a ty nie dostajesz nic. Na pocieszenie możesz wtedy na koniec takiej tury postawić jednego { -follower(case: "acc") } ze swojej { -supply(case: "gen") } w dowolnej z czterech dzielnic. W jednej turze jest to zawsze tylko jeden { -follower }, bez względu na to, co jeszcze się w niej wydarzyło.
ck-count-enter-several = Jeśli twoja { -tile } ukończy naraz kilka obszarów, przysługuje ci to tylko wtedy, gdy żadne z tych podliczeń nie da ci ani jednego { -point(case: "gen") }, a co najmniej jedno da { -point(number: "pl", case: "acc") } komuś innemu.
ck-count-enter-reading = Nasza interpretacja: obszar, którego nikt nie zajmuje, nikomu nie daje { -point(number: "pl", case: "gen") }, więc samo jego ukończenie nie daje miejsca w mieście. Miejsce w dzielnicy zajmujesz na koniec tury, i to oprócz { -follower(case: "gen") }, którego być może postawiłeś jak zwykle na swojej { -tile(case: "loc") }.
ck-count-leave-title = Wyjście z dzielnic
ck-count-leave = Gdy w trakcie gry ktoś ukończy { -city(case: "acc") }, { -road(case: "acc") } lub { -cloister(case: "acc") }, { -follower(number: "pl") } czekające w odpowiedniej dzielnicy mogą przed podliczeniem dołączyć do tego obszaru, nawet jeśli stoją tam już inne { -follower(number: "pl") }. Następnie obszar podlicza się jak zwykle, ze wszystkimi { -follower(number: "pl", case: "ins") }, które teraz na nim stoją. Każda dzielnica wysyła swoje { -follower(number: "pl", case: "acc") } do jednego rodzaju obszaru:
ck-count-leave-castle = z zamku do podliczanego { -city(case: "gen") };
ck-count-leave-blacksmith = z kuźni na podliczaną { -road(case: "acc") };
ck-count-leave-cathedral = z katedry do podliczanego { -cloister(case: "gen") };
ck-count-leave-market = z targu na { -field(case: "acc") }, ale dopiero na koniec gry.
ck-count-leave-order = Pierwszy decyduje gracz siedzący na lewo od tego, kto ukończył obszar, potem kolejno pozostali, a ten, kto obszar ukończył, decyduje jako ostatni. Każdy może przenieść z tej dzielnicy na ten obszar wszystkie swoje { -follower(number: "pl", case: "acc") }, tylko część z nich albo żadnego. Te, które zostają, czekają dalej: { -follower(number: "pl") } opuszczają miasto tylko w ten sposób, nigdy dlatego, że właściciel chce je odzyskać.
ck-count-count-title = Hrabia
ck-count-count = Za każdym razem, gdy stawiasz { -follower(case: "acc") } w mieście, możesz też przestawić hrabiego do dowolnej dzielnicy. Z dzielnicy, w której stoi hrabia, nie może odejść żaden { -follower }, bez względu na to, czyj jest: wszystkie czekają tam, aż ktoś przestawi hrabiego gdzie indziej. Sam hrabia nigdy nie opuszcza miasta.
ck-count-end = Hrabia: koniec gry
ck-count-market-title = Targ na koniec gry
ck-count-market = W trakcie gry { -follower(number: "pl") } na targu do niczego się nie przydają. Na koniec gry, przed podliczeniem { -field(number: "pl", case: "gen") }, ich właściciele mogą przenieść je na dowolną { -field(case: "acc") }, gdzie liczą się jako { -farmer(number: "pl") } na równi ze wszystkimi innymi.
ck-count-market-reading = Nasza interpretacja: instrukcja nie podaje, w jakiej kolejności { -follower(number: "pl") } opuszczają targ na koniec gry; trzymamy się kolejności gry, zaczynając od gracza następującego po tym, który położył ostatnią { -tile(case: "acc") }. Jeśli hrabia stoi na targu, nikt go nie opuszcza, ani na koniec gry, ani w jej trakcie. O pozostałych dzielnicach na koniec gry drukowana instrukcja nic nie mówi; ta instrukcja zostawia ich { -follower(number: "pl", case: "acc") } w Carcassonne, gdzie nic nie zdobywają (pierwsze wydania pozwalają im wyjść: zob. rozdział „Różnice między wydaniami”).
ck-count-city-end-title = Miasto Carcassonne przy ostatecznym podliczaniu
ck-count-city-end = Miasto Carcassonne liczy się jako ukończone { -city } dla każdej { -field(case: "gen") }, która z nim graniczy, czyli dla każdej { -field(case: "gen") }, która sięga na którąś z jego dwunastu { -tile(number: "pl", case: "gen") }. Według każdej edycji właściciele takiej { -field(case: "gen") } podliczają je tak samo jak każde inne ukończone { -city } graniczące z ich { -field(case: "ins") }. Wydawnictwo Hans im Glück podało to w wyjaśnieniu z listopada 2013 roku; nasza drukowana instrukcja o tym nie mówi.
ck-count-city-end-king = Gdy w grze jest król, to samo wyjaśnienie liczy Carcassonne jako jeszcze jedno ukończone { -city } przy przyznawaniu { -point(number: "pl", case: "gen") } za króla na koniec gry. Samo Carcassonne nigdy jednak nie daje nikomu króla: żaden gracz go nie kończy.
ck-count-others-title = Gra z innymi dodatkami
ck-count-big = „Karczmy i katedry”: do miasta może trafić także { -big-follower }, a gdy opuszcza dzielnicę, liczy się jako dwa { -follower(number: "pl") }, tak jak wszędzie.
ck-count-builder = „Kupcy i budowniczowie”: gdy { -builder } daje ci { -double-turn(case: "acc") }, każda z dwóch { -tile(number: "pl", case: "gen") } liczy się tu jako osobna tura, więc po każdej z nich, która na to zasłuży, możesz postawić { -follower(case: "acc") } w mieście.
ck-count-river = „Rzeka II”: wydawca odradza łączenie tego dodatku z „Hrabią Carcassonne”, co wyjaśnia rozdział poświęcony „Rzece II”.

## Rozdział: różnice między wydaniami

ck-printings = Różnice między wydaniami
ck-printings-king-title = Ile { -point(number: "pl", case: "gen") } dają król i { -robber-baron }
ck-printings-king = Nasza drukowana instrukcja, dodatek „King & Scout” wydawnictwa Hans im Glück z 2003 roku i wszystkie wydania dodatku „Hrabia, Król i Rzeka” są zgodne: na koniec gry posiadacz króla dostaje 1 { -point(case: "acc") } za każde ukończone { -city }, a posiadacz { -robber-baron(case: "gen") } 1 za każdą ukończoną { -road(case: "acc") }.
ck-printings-king-house = Gracze wymyślili inne sposoby punktowania, których nie ma w żadnym wydaniu; program JCloisterZone udostępnia je jako przełączniki, podobnie jak tutejsze przykłady: 10 { -point(number: "pl", case: "gen") } za każdy tytuł na koniec gry i 20 dla gracza, który ma oba; 15 za każdy i 40 za oba; albo 1 { -point } dla posiadacza tytułu w chwili ukończenia każdego { -city(case: "gen") } lub każdej { -road(case: "gen") }, a na koniec gry nic. To zasady domowe.
ck-printings-count-title = Kto opuszcza Carcassonne na koniec gry
ck-printings-count = Nasza drukowana instrukcja wypuszcza { -follower(number: "pl", case: "acc") } z targu dopiero na koniec gry, na { -field(case: "acc") }, i nie mówi wtedy nic o pozostałych dzielnicach. Ta instrukcja odnosi to wyłącznie do targu, tak jak wydania z nową grafiką. Pierwsze wydania dodatku „Hrabia, Król i Rzeka” pozwalają na koniec gry wyjść { -follower(number: "pl", case: "dat") } z każdej dzielnicy oprócz tej, w której stoi hrabia, do obszarów podliczanych przy ostatecznym podliczaniu: z zamku do nieukończonego { -city(case: "gen") }, z kuźni na nieukończoną { -road(case: "acc") }, z katedry do nieukończonego { -cloister(case: "gen") }, zawsze do obszaru, który zajmuje już jakiś { -follower }.
ck-printings-cult-title = Pięć siedzib kultu czy sześć
ck-printings-cult = „Siedziby kultu” z naszej drukowanej instrukcji mają pięć { -tile(number: "pl", case: "gen") } z { -shrine(case: "ins") }, tak jak wszystkie wydania Hans im Glück. Pudełko „Cult, Siege & Creativity” wydawnictwa Rio Grande Games ma ich sześć: tych samych pięć i tę poniżej, { -shrine } pod segmentem { -city(case: "gen") }, do której z dwóch stron dochodzą { -road(number: "pl") }. Zasady się nie zmieniają; tilebook liczy to wydanie jako osobny zestaw (cult-6).
