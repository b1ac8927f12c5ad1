### Instrukcja dodatku „Opactwo i burmistrz”: wszystkie komunikaty, których
### używa book/abbey-mayor.toml, łącznie z sekcjami o innych dodatkach.
### Identyfikatory: am-<rozdział>-<co>. Tytuły rozdziałów to am-<rozdział>,
### tytuły sekcji kończą się na -title. Czysty tekst, bez znaczników;
### słownictwo gry z terminów słowniczka w terms.ftl, nigdy na początku zdania.

am-title = Opactwo i burmistrz
am-summary = Piąty dodatek: dwanaście nowych { -tile(number: "pl", case: "gen") } terenu, a dla każdego gracza { -abbey }, które wypełnia dziurę w krajobrazie, { -mayor }, który czerpie siłę z { -pennant(number: "pl", case: "gen") } { -city(case: "gen") }, { -wagon }, który po podliczeniu jedzie dalej, oraz { -barn }, która żywi się { -field(number: "pl", case: "ins") }.

## Rozdział: co wnosi dodatek

am-overview = Co wnosi dodatek „Opactwo i burmistrz”
am-overview-intro = Dodatek „Opactwo i burmistrz” łączy się z grą podstawową i wydłuża partię mniej więcej o dziesięć minut. W pudełku znajdziesz:
am-overview-tiles = 12 nowych { -tile(number: "pl", case: "gen") } terenu, które miesza się z pozostałymi.
am-overview-abbeys = 6 { -tile(number: "pl", case: "gen") } { -abbey(number: "pl", case: "gen") }, po jednej dla każdego gracza.
am-overview-figures = 6 { -mayor(number: "pl", case: "gen") }, 6 { -wagon(number: "pl", case: "gen") } i 6 { -barn(number: "pl", case: "gen") }: po jednej figurze każdego rodzaju w kolorze każdego gracza.
am-overview-rest = Wszystkie zasady gry podstawowej nadal obowiązują. Ta instrukcja opisuje tylko to, co nowe.

## Rozdział: przygotowanie gry

am-setup = Przygotowanie gry z dodatkiem „Opactwo i burmistrz”
am-setup-tiles = Wymieszaj 12 nowych { -tile(number: "pl", case: "gen") } terenu z pozostałymi.
am-setup-pieces = Każdy gracz bierze { -tile(case: "acc") } { -abbey(case: "gen") } i kładzie ją przed sobą obrazkiem do góry, razem z { -mayor(case: "ins") }, { -wagon(case: "ins") } i { -barn(case: "ins") } w swoim kolorze.

## Rozdział: opactwo

am-abbey = O { -abbey(case: "loc") }
am-abbey-placing-title = Układanie { -abbey(case: "gen") }
am-abbey-instead = Raz w ciągu gry, na początku swojej tury, zamiast dobierać { -tile(case: "acc") }, możesz położyć swoje { -abbey(case: "acc") }.
am-abbey-hole = Swoje { -abbey(case: "acc") } możesz położyć tylko w dziurze: w wolnym miejscu, do którego z każdej z czterech stron przylega już jakaś { -tile }. Krawędzie { -abbey(case: "gen") } nie muszą do niczego pasować. Jeśli w krajobrazie nie ma takiej dziury, w tej turze nie możesz położyć swojego { -abbey(case: "gen") }.
am-abbey-monk = Tak jak na każdej kładzionej przez siebie { -tile(case: "loc") }, możesz następnie postawić na { -abbey(case: "loc") } { -follower(case: "acc") } jako { -monk(case: "acc") }.
am-abbey-closing-title = Co zamyka { -abbey }
am-abbey-closes = Położone { -abbey } zamyka każdą { -tile(case: "acc") } wokół siebie. Gdy { -road } lub { -city } dochodzi do któregoś z jego boków, kończy się właśnie tam. Jeśli to kończy budowę takiej { -road(case: "gen") } lub takiego { -city(case: "gen") }, od razu się je podlicza według zasad gry podstawowej.
am-abbey-scores = Stojącego na { -abbey(case: "loc") } { -monk(case: "acc") } podlicza się dokładnie tak jak { -monk(case: "acc") } w { -cloister(case: "loc") }: liczą się { -abbey } i otaczające je { -tile(number: "pl") }, gdy leży już komplet ośmiu sąsiednich { -tile(number: "pl", case: "gen") } albo na koniec gry.

## Rozdział: burmistrz

am-mayor = O { -mayor(case: "loc") }
am-mayor-placing = Zamiast { -follower(case: "gen") } możesz postawić na właśnie położonej { -tile(case: "loc") } swojego { -mayor(case: "acc") }, według zwykłych zasad, ale tylko w { -city(case: "loc") }, i to jedynie w takim, w którym nie ma ani { -knight(case: "gen") }, ani innego { -mayor(case: "gen") }.
am-mayor-strength = Gdy { -city } jest podliczane, { -mayor } liczy się za tylu { -knight(number: "pl", case: "gen") }, ile { -pennant(number: "pl", case: "gen") } ma to { -city }. Zwykły { -knight } liczy się za jednego, duży { -knight } – za dwóch. W { -city(case: "loc") } bez { -pennant(number: "pl", case: "gen") } { -mayor } nie liczy się wcale.
am-mayor-value = Obecność { -mayor(case: "gen") } zmienia tylko to, komu przypada { -city }, a nie to, ile jest ono warte: { -city } daje zwykłą liczbę { -point(number: "pl", case: "gen") }, a po podliczeniu { -mayor } wraca do ciebie jak każdy { -follower }.
am-mayor-pennants-title = Burmistrz z tarczami

## Rozdział: wóz

am-wagon = O { -wagon(case: "loc") }
am-wagon-placing = Zamiast { -follower(case: "gen") } możesz postawić swój { -wagon(case: "acc") } na właśnie położonej { -tile(case: "loc") }: na niezajętej { -road(case: "loc") }, w niezajętym { -city(case: "loc") } albo w niezajętym { -cloister(case: "loc") }, ale nigdy na { -field(case: "loc") }. Przy podliczaniu liczy się dokładnie jak jeden { -follower }.
am-wagon-after = Gdy obszar, na którym stoi twój { -wagon }, zostanie podliczony, wybierasz: zabierasz { -wagon(case: "acc") } z powrotem albo przesuwasz go dalej, na sąsiednią { -road(case: "acc") }, do sąsiedniego { -city(case: "gen") } lub { -cloister(case: "gen") }, które nie są ani ukończone, ani zajęte. Jeśli obok nie ma takiego obszaru, { -wagon } wraca do ciebie.
am-wagon-order = Jeśli podliczenia w jednej turze uwolnią kilka { -wagon(number: "pl", case: "gen") }, ich właściciele decydują po kolei, zgodnie z ruchem wskazówek zegara, zaczynając od gracza, który wykonuje turę.
am-wagon-reading = Drukowana instrukcja nie mówi dokładnie, co uznaje się za sąsiednie. Ta instrukcja rozumie to tak jak pierwsze wydania Hans im Glück i odpowiedzi udzielane graczom: sąsiedni jest obszar bezpośrednio połączony z tym, na którym { -wagon } zdobył punkty. Z podliczonej { -road(case: "gen") } { -wagon } może pojechać dalej za { -crossing(case: "acc") }, na którym się kończyła, albo wjechać do { -cloister(case: "gen") }, { -abbey(case: "gen") } lub przez bramę do { -city(case: "gen") }, do których ona dochodzi; z { -city(case: "gen") } lub { -cloister(case: "gen") } – na { -road(number: "pl", case: "acc") }, które się przy nim kończą. Dwa { -city(number: "pl") } nigdy nie prowadzą jedno do drugiego. Późniejsze wydania rozumieją to inaczej; zob. rozdział „Różnice między wydaniami”.

## Rozdział: stodoła

am-barn = O { -barn(case: "loc") }
am-barn-placing-title = Stawianie { -barn(case: "gen") }
am-barn-placing = Zamiast { -follower(case: "gen") } możesz postawić swoją { -barn(case: "acc") } w narożniku, w którym stykają się cztery { -tile(number: "pl") }, a każda z nich ma w tym narożniku segment { -field(case: "gen") }. Możesz ją postawić tam, gdzie leżą już { -farmer(number: "pl") }, ale nie na { -field(case: "loc") }, na której stoi już { -barn }.
am-barn-stays = Postawiona { -barn } zostaje na swoim miejscu do końca gry.
am-barn-reading = Instrukcja nie mówi, które narożniki się do tego nadają. Nasza interpretacja, której trzymają się przykłady: narożnik właśnie położonej { -tile(case: "gen") }, tak jak w przypadku każdej figury.
am-barn-farmers-title = Gdy na { -field(case: "loc") } są już { -farmer(number: "pl") }
am-barn-farmers = Jeśli na { -field(case: "loc") }, na której stawiasz swoją { -barn(case: "acc") }, leżą już { -farmer(number: "pl") }, od razu podlicza się dla nich tę { -field(case: "acc") }, tak jak na koniec gry: kto ma tam najwięcej { -farmer(number: "pl", case: "gen") }, dostaje 3 { -point(number: "pl", case: "acc") } za każde ukończone { -city }, które z nią graniczy. Nie ma znaczenia, czy właściciel { -barn(case: "gen") } ma tam swojego { -farmer(case: "acc") }. Następnie wszyscy ci { -farmer(number: "pl") } wracają do swoich właścicieli.
am-barn-joined-title = Połączenie { -farmer(number: "pl", case: "gen") } ze { -barn(case: "ins") }
am-barn-no-farmers = Nikt nie może postawić { -farmer(case: "gen") } na { -field(case: "loc") }, na której stoi { -barn }.
am-barn-joined = Nowa { -tile } może jednak połączyć { -field(case: "acc") }, na której leżą { -farmer(number: "pl") }, z { -field(case: "ins") }, na której stoi { -barn }. Ci { -farmer(number: "pl") } są od razu podliczani: kto ma ich najwięcej, dostaje tylko 1 { -point(case: "acc") } za każde ukończone { -city }. Następnie wracają do swoich właścicieli.
am-barn-final-title = Podliczanie { -barn(number: "pl", case: "gen") } na koniec gry
am-barn-final = Na koniec gry każda { -barn } daje swojemu właścicielowi 4 { -point(number: "pl", case: "acc") } za każde ukończone { -city }, które graniczy z jej { -field(case: "ins") }. Jeśli na jednej { -field(case: "loc") } stoi kilka { -barn(number: "pl", case: "gen") }, każda z nich dostaje pełną liczbę { -point(number: "pl", case: "gen") }.

## Rozdział: z innymi dodatkami

am-together = „Opactwo i burmistrz” a inne dodatki
am-together-big-title = Siła { -big-follower(case: "gen") }
am-together-big = Wobec { -mayor(case: "gen") } duży { -knight } liczy się za dwóch, bez względu na liczbę { -pennant(number: "pl", case: "gen") } w { -city(case: "loc") }, tak samo jak wobec zwykłych { -knight(number: "pl", case: "gen") }.
am-together-pig-title = Premia { -pig(case: "gen") }
am-together-pig = Gdy { -barn } podlicza { -farmer(number: "pl", case: "acc") }, { -pig } zwiększa zdobycz swojego właściciela: 4 zamiast 3 za każde ukończone { -city } przy postawieniu { -barn(case: "gen") } i 2 zamiast 1 przy połączeniu z nią { -farmer(number: "pl", case: "gen") }. Razem z { -farmer(number: "pl", case: "ins") } swojego właściciela { -pig } wraca do niego.
am-together-dragon-title = Spotkanie ze { -dragon(case: "ins") }
am-together-dragon = Ponieważ { -barn } nie jest { -follower(case: "ins") }, { -dragon } nigdy nie odsyła jej do właściciela. Natomiast { -mayor } lub { -wagon } na { -tile(case: "loc") }, na którą wchodzi { -dragon }, wraca do właściciela jak każdy { -follower }.
am-together-tower-title = W zasięgu { -tower(case: "gen") }
am-together-tower = Żadna { -tower } nie może wziąć { -barn(case: "gen") } do niewoli. Natomiast { -mayor } i { -wagon } są { -follower(number: "pl", case: "ins") }: { -tower } może ich pojmać, a wykupuje się ich jak każdego innego { -follower(case: "acc") }.

## Rozdział: płytki

am-tiles = Spis { -tile(number: "pl", case: "gen") } dodatku „Opactwo i burmistrz”
am-tiles-intro = Dwanaście nowych { -tile(number: "pl", case: "gen") } terenu oraz { -abbey }, które każdy gracz trzyma przed sobą.

## Rozdział: różnice między wydaniami

am-printings = Różnice między wydaniami
am-printings-wagon-title = Dokąd może pojechać { -wagon }
am-printings-wagon = Nasza drukowana instrukcja pozwala, by { -wagon } pojechał dalej na sąsiednią { -road(case: "acc") }, do sąsiedniego { -city(case: "gen") } lub { -cloister(case: "gen") }, a ta instrukcja rozumie „sąsiedni” jako bezpośrednio połączony, tak jak pierwsze wydania Hans im Glück. Wydania z nową grafiką, publikowane przez Hans im Glück i Z-Man Games, rezygnują z wymogu połączenia: { -wagon } może pojechać na dowolną nieukończoną i niezajętą { -road(case: "acc") }, do dowolnego nieukończonego i niezajętego { -city(case: "gen") } lub { -cloister(case: "gen") } na swojej własnej { -tile(case: "loc") } albo na jednej z ośmiu otaczających ją { -tile(number: "pl", case: "gen") }. W przykładach możesz przełączać się między jedną a drugą wersją.
am-printings-barn-title = Na jakich { -field(number: "pl", case: "loc") } może stanąć { -barn }
am-printings-barn = Nasza drukowana instrukcja, a wraz z nią późniejsze wydania, pozwalają postawić { -barn(case: "acc") } na { -field(case: "loc") }, na której leżą { -farmer(number: "pl") } – są oni wtedy od razu podliczani – ale nigdy na takiej, na której stoi już { -barn }. Nie znaleźliśmy wydania, które mówiłoby co innego.
am-printings-barn-house = Dwie zasady domowe, których nie ma w żadnym wydaniu, są tu dostępne jako opcje dla graczy, którzy z nich korzystają: { -barn } tylko na { -field(case: "loc") } bez { -barn(case: "gen") } i bez { -farmer(case: "gen") } oraz { -barn } na dowolnej { -field(case: "loc") }, nawet takiej, na której stoi już { -barn } (przełącznik programu JCloisterZone).
