### Instrukcja dodatku „Katapulta”: wszystkie komunikaty, których używa
### book/catapult.toml. Identyfikatory: ca-<rozdział>-<co>. Tytuły rozdziałów
### to ca-<rozdział>, tytuły sekcji kończą się na -title. Czysty tekst, bez
### znaczników; słownictwo gry z terminów słowniczka w terms.ftl, nigdy na
### początku zdania.

ca-title = Katapulta
ca-summary = Siódmy dodatek: do miasta przybywa wędrowny jarmark, a po każdym { -fair(case: "loc") } gracze po kolei strzelają z drewnianej { -catapult(case: "gen") }.

## Rozdział: zawartość pudełka

ca-overview = Co jest w pudełku
ca-overview-intro = W Carcassonne nastał czas jarmarku, a wędrowni kuglarze przywieźli ze sobą nową machinę. W pudełku znajdziesz:
ca-overview-tiles = dwanaście { -tile(number: "pl", case: "gen") } terenu, każda z { -fair(case: "ins") };
ca-overview-tokens = dwadzieścia cztery żetony { -catapult(case: "gen") }, po sześć z każdego z czterech rodzajów: nokaut, uwodzenie, konkurs celności i łapanie;
ca-overview-catapult = drewnianą { -catapult(case: "acc") } i miarkę.
ca-overview-others = Do gry potrzebujesz gry podstawowej. Można do niej dołączyć każdy wcześniejszy dodatek: „Karczmy i katedry”, „Kupcy i budowniczowie”, „Księżniczka i smok”, „Wieża”, „Opactwo i burmistrz” oraz „Hrabia, Król i Rzeka”. Wszystkie zasady gry podstawowej nadal obowiązują; ta instrukcja jedynie je uzupełnia.

## Rozdział: przygotowanie gry

ca-setup = Przygotowanie gry
ca-setup-tiles = Wymieszaj dwanaście { -tile(number: "pl", case: "gen") } z { -fair(case: "ins") } z pozostałymi zakrytymi { -tile(number: "pl", case: "ins") }. Na razie odłóż na bok { -catapult(case: "acc") }, a obok niej połóż miarkę.
ca-setup-tokens = Każdy gracz bierze cztery żetony { -catapult(case: "gen") }, po jednym z każdego rodzaju.

## Rozdział: jarmark i runda z katapultą

ca-fair = Jarmark i runda z { -catapult(case: "ins") }
ca-fair-round-title = Runda z { -catapult(case: "ins") }
ca-fair-turn = Dobieraj i układaj { -tile(number: "pl", case: "acc") } jak zwykle. Gracz, który dobierze { -tile(case: "acc") } z { -fair(case: "ins") }, kładzie ją według zwykłych zasad i rozgrywa całą swoją turę: stawia { -follower(case: "acc") }, podlicza to, co ukończyła ta { -tile }, i tak dalej.
ca-fair-round = Potem gra zatrzymuje się na rundę z { -catapult(case: "ins") }. Gracz, który położył { -fair(case: "acc") }, wybiera jeden ze swoich czterech żetonów i wystrzeliwuje go z { -catapult(case: "gen") }. Następnie, zgodnie z ruchem wskazówek zegara, każdy z pozostałych graczy wystrzeliwuje ze swojego zestawu żeton tego samego rodzaju. Każdy ma tylko jedną próbę.
ca-fair-after = Po zakończeniu rundy wszystkie żetony wracają do swoich właścicieli, a gra toczy się dalej: kolej na następnego gracza zgodnie z ruchem wskazówek zegara.
ca-fair-roads-title = Gdy { -road } dochodzi do { -fair(case: "gen") }
ca-fair-roads = Każda { -road }, która dochodzi do { -fair(case: "gen") }, kończy się przy nim, tak jak przy wiosce albo przy { -cloister(case: "loc") }: { -fair } jest końcem tej { -road(case: "gen") }.

## Rozdział: nokaut

ca-knock = Nokaut
ca-knock-aim = Żeton nokautu to bitwa na torty: chodzi o to, by trafić w { -follower(number: "pl", case: "acc") } innych graczy stojące na planszy. Każdy { -follower }, którego dotknie żeton, wraca do właściciela, nawet jeśli się nie przewrócił.
ca-knock-own = Strzelający nie może czuć się bezpiecznie: jeśli żeton dotknie jego własnego { -follower(case: "gen") }, ten również wraca do właściciela.
ca-knock-chain = Jeśli żeton popchnie { -follower(case: "acc") } na innego, oba wracają do swoich właścicieli, i tak dalej: reakcje łańcuchowe się liczą.
ca-knock-reading = Nasza interpretacja, bo instrukcja tego nie mówi: znokautować można każdą figurę, która zajmuje obszar i liczy się jako { -follower }, także { -mayor(case: "acc") } i { -wagon(case: "acc") }. Jeśli właściciel { -builder(case: "gen") } lub { -pig(case: "gen") } nie ma już na ich obszarze żadnego { -follower(case: "gen") }, również ta figura wraca do niego, tak jak wtedy, gdy w innych dodatkach odchodzi { -follower }.

## Rozdział: uwodzenie

ca-seduction = Uwodzenie
ca-seduction-land = Żeton uwodzenia działa tylko wtedy, gdy zatrzyma się, dotykając co najmniej jednej { -tile(case: "gen") } terenu. Jeśli tak się nie stanie, strzelający po prostu zabiera go z powrotem.
ca-seduction-nearest = Jeśli tak, znajdź { -follower(case: "acc") } najbliższego żetonowi, w razie potrzeby z pomocą miarki. Strzelający może zamienić tego { -follower(case: "acc") } na jednego ze swoich: albo na { -follower(case: "acc") } ze swojej { -supply(case: "gen") }, albo na jednego ze swoich { -follower(number: "pl", case: "gen") }, które stoją już na planszy, przenosząc go na to miejsce. Zamieniony { -follower } wraca do właściciela.
ca-seduction-reading = Nasza interpretacja, bo instrukcja tego nie mówi: nowy { -follower } staje na tym samym obszarze co ten, którego zastępuje; { -follower } wzięty z { -supply(case: "gen") } jest zwykłym { -follower(case: "ins") }, nawet jeśli zastąpił { -big-follower(case: "acc") }, a przeniesiony z planszy pozostaje tym, czym był. Zamiana własnego { -follower(case: "gen") } niczego nie zmienia, dlatego dopuszczamy ją tylko wobec { -follower(case: "gen") } innego gracza.
ca-seduction-moved = Zamiast { -follower(case: "gen") } ze swojej { -supply(case: "gen") } strzelający może przenieść jednego ze swoich { -follower(number: "pl", case: "gen") } z innego miejsca na planszy; jego dotychczasowe miejsce zostaje wtedy puste.

## Rozdział: konkurs celności

ca-target = Konkurs celności
ca-target-aim = W konkursie celności każdy gracz mierzy w { -tile(case: "acc") } z { -fair(case: "ins") }, od której zaczęła się ta runda. Czyj żeton wyląduje najbliżej niej, ten wygrywa konkurs i od razu dostaje 5 { -point(number: "pl", case: "gen") }; gdy trudno to ocenić na oko, rozstrzyga miarka.
ca-target-tie = Jeśli kilka żetonów leży równie blisko, każdy z ich właścicieli dostaje 5 { -point(number: "pl", case: "gen") }.

## Rozdział: łapanie

ca-catch = Łapanie
ca-catch-ruler = Strzelający kładzie miarkę na stole mniej więcej w połowie odległości między sobą a graczem po swojej lewej stronie. Potem wystrzeliwuje żeton tak, by doleciał co najmniej do miarki, a ten sąsiad próbuje go złapać.
ca-catch-on = Następnie sąsiad po lewej staje się strzelającym i strzela do swojego sąsiada po lewej, i tak dalej dookoła stołu, aż każdy raz strzeli i raz spróbuje złapać żeton.
ca-catch-points = Instrukcja pokazuje, ile punktów daje każdy wynik, tylko na obrazku, którego nie udało nam się odczytać. Nasza interpretacja, oparta na publicznie dostępnym opisie gry: za złapany żeton łapiący dostaje 5 { -point(number: "pl", case: "gen") }; żeton, który nie doleci do miarki albo zostanie upuszczony, nie daje nic. Te liczby są parametrami zasad, więc można je poprawić.

## Rozdział: płytki

ca-tiles = Spis { -tile(number: "pl", case: "gen") } dodatku „Katapulta”
ca-tiles-intro = Dwanaście { -tile(number: "pl", case: "gen") } z { -fair(case: "ins") }. Każda z nich po położeniu rozpoczyna rundę z { -catapult(case: "ins") }.
