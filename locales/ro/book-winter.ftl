### Regulamentul Ediției de iarnă: toate mesajele pe care le numește book/winter.toml.
### Id-uri: winter-<capitol>-<ce>. Titlurile capitolelor sunt winter-<capitol>,
### titlurile secțiunilor se termină în -title. Text simplu, fără marcaje;
### vocabularul jocului vine din termenii glosarului din terms.ftl, niciodată
### la începutul unei propoziții.

winter-title = Ediția de iarnă
winter-summary = Carcassonne într-un peisaj înzăpezit: același joc ca cel de bază, cu aceleași reguli și 84 de { -tile(number: "pl") }, dintre care douăsprezece înfățișează animale de iarnă, plus diferențele dintre tirajele lui.

## Capitol: despre Ediția de iarnă

winter-overview = Despre Ediția de iarnă
winter-overview-intro = Ediția de iarnă este un joc Carcassonne complet, în propria lui cutie, pentru doi până la cinci jucători, cu acțiunea într-un peisaj acoperit de zăpadă. Nu ai nevoie de jocul de bază ca s-o joci.
winter-overview-rules = Regulile ei sunt exact regulile jocului de bază, așa că nu le mai repetăm aici: citește regulamentul jocului de bază ca să afli cum pregătești jocul, cum așezi { -tile(number: "pl", form: "def") }, cum plasezi { -follower(number: "pl", form: "def") }, cum se punctează și cum se încheie jocul. Tot ce scrie acolo se aplică neschimbat, inclusiv punctarea { -field(number: "pl", form: "gen") } după ediția a treia.

winter-overview-contents-title = Ce conține cutia
winter-overview-item-tiles = 84 de { -tile(number: "pl") }: cele 72 de { -tile(number: "pl") } ale jocului de bază, de aceleași tipuri și în aceleași cantități, cu același { -start-tile } cu versoul închis la culoare, plus douăsprezece { -tile(number: "pl") } cu animale.
winter-overview-item-followers = 40 de { -follower(number: "pl") } în cinci culori, câte opt din fiecare culoare.
winter-overview-item-scoreboard = O { -scoreboard }.
winter-overview-item-rules = Un regulament de joc.
winter-overview-length = Cu douăsprezece { -tile(number: "pl") } în plus față de jocul de bază, o partidă are în total douăsprezece tururi mai mult. Nimic altceva nu se schimbă.

winter-overview-clarifications-title = Clarificări oficiale
winter-overview-clarifications = Clarificările oficiale ale editurii se aplică neschimbate și Ediției de iarnă; regulamentul jocului de bază le prezintă în capitolul despre clarificările oficiale. Wikicarpedia, wiki-ul de reguli pe care se sprijină acest regulament pentru Ediția de iarnă, marchează fiecare dintre ele ca venind de la editură și le ține separat de ce au adăugat jucătorii. La fel face și acest regulament: cele două „interpretări uzuale” de la sfârșitul acelui capitol sunt ale jucătorilor, nu ale editurii.

winter-overview-house-rules-title = Reguli ale casei propuse de fani
winter-overview-house-rules = Fanii au adunat pe Wikicarpedia și reguli ale casei. Ele nu fac parte din joc și nu vin de la editură; dacă vrei să joci cu una dintre ele, stabiliți-o împreună înainte de începutul partidei. Iată câteva, împreună cu numele celor cărora wiki-ul le mulțumește:
winter-overview-house-rule-bag = Trage { -tile(number: "pl", form: "def") } dintr-un săculeț în loc de teancuri și pune înapoi în săculeț un { -tile } care nu se potrivește nicăieri, în loc să-l scoți din joc (reguli ale casei răspândite; pentru a doua, wiki-ul îi mulțumește lui dwhitworth).
winter-overview-house-rule-next-tile = Trage-ți următorul { -tile } la sfârșitul turului tău, ca să te poți gândi unde îl vei așeza cât timp joacă ceilalți.
winter-overview-house-rule-hand = Joacă având în mână trei { -tile(number: "pl") } și completează-ți mâna la trei după fiecare tur (propunerea lui DavidP și youtch).
winter-overview-house-rule-unfinished = La sfârșitul jocului, { -road(number: "pl", form: "def") }, { -city(number: "pl", form: "def") } și { -cloister(number: "pl", form: "def") } neterminate nu aduc niciun { -point } (propunerea lui metoth).

## Capitol: cartonașele cu animale

winter-animals = Animalele de pe { -tile(number: "pl") }
winter-animals-what = Douăsprezece { -tile(number: "pl") } înfățișează animale de iarnă în peisaj; din fiecare există câte unul. Amestecă-le cu toate celelalte { -tile(number: "pl") } și joacă-le ca pe orice alt { -tile }: trebuie să se potrivească cu vecinii lor, iar pe ele poți plasa un { -follower } ca de obicei.
winter-animals-decoration = Regulamentul spune doar că aceste { -tile(number: "pl") } se joacă după regulile obișnuite. Animalele nu influențează nici locul unde poate fi așezat un { -tile }, nici locul unde poate sta un { -follower }, nici punctajul.
winter-animals-fans = Fanii de pe Wikicarpedia adaugă că editura, Hans im Glück, le-a cerut jucătorilor să propună reguli pentru animale. Este o notă a wiki-ului, nu o regulă: nicio regulă pentru animale nu a devenit parte din joc, așa că deocamdată ele sunt doar imagini.

## Capitol: tirajele

winter-printings = Tirajele
winter-printings-intro = Ediția de iarnă a fost tipărită de mai multe ori. Regulile au rămas aceleași, dar conținutul cutiei nu a fost întotdeauna același:
winter-printings-2011 = Tirajul din 2011 conține doar cele 72 de { -tile(number: "pl") } ale jocului de bază, fără { -tile(number: "pl", form: "def") } cu animale.
winter-printings-2012 = Tirajele din 2012 și 2015 adaugă cele douăsprezece { -tile(number: "pl") } cu animale, ajungând în total la 84 de { -tile(number: "pl") }.
winter-printings-2020 = Tirajul din 2020 are tot 84 de { -tile(number: "pl") }.
winter-printings-2022 = Și tirajul din 2022 are 84 de { -tile(number: "pl") }.

winter-printings-start-title = Cartonașul de start
winter-printings-start = În toate cele patru tiraje, { -start-tile(form: "def") } este unul dintre cele patru { -tile(number: "pl") } D și are versoul mai închis la culoare decât celelalte. Listele din 2011, 2012/2015 și 2020 marchează doar acel D, fără alte detalii despre { -tile(number: "pl", form: "def") } D; lista din 2022 numește și mica ilustrație de pe fiecare dintre cele patru.

winter-printings-artwork-title = Diferențe de ilustrație
winter-printings-artwork = Micile ilustrații de pe { -tile(number: "pl") } diferă de la un tiraj la altul: copaci, case, grajduri și alte mărunțișuri. În tirajele de până în 2020, unele tipuri de { -tile } există chiar în mai multe variante, cu desene diferite, deși peisajul rămâne același.
winter-printings-variants = Listele din 2011, 2012/2015 și 2020 marchează tipurile E, U, V și W ca fiind desenate în mai multe variante, fără să spună câte { -tile(number: "pl") } are fiecare variantă. Lista din 2022 procedează invers: pentru fiecare tip numește mica ilustrație de pe fiecare { -tile } în parte. { -tile(form: "def") } W, unde se întâlnesc trei { -road(number: "pl") }, se numește { -crossing } în lista din 2011 și sat în cele din 2012/2015 și 2020.
winter-printings-same = Niciunul dintre aceste detalii nu contează în joc. În fiecare tiraj, fiecare tip de { -tile } are aceleași { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } și { -field(number: "pl") }, în același număr, iar regulile sunt aceleași.
winter-printings-reading = Interpretarea noastră: cum listele nu dau numărul de { -tile(number: "pl") } pentru fiecare variantă, iar variantele diferă doar prin desene, datele de aici păstrează un singur tip pentru fiecare literă, în toate tirajele.

## Capitol: cartonașele

winter-tiles = Toate cele 84 de { -tile(number: "pl") }
winter-tiles-intro = Ediția de iarnă are cele 24 de tipuri ale jocului de bază, notate de la A la X, în aceleași cantități, plus douăsprezece { -tile(number: "pl") } cu animale, câte unul din fiecare, numerotate de la Z01 la Z12.
winter-tiles-numbering = Listele tirajelor de pe Wikicarpedia arată imagini pentru doar zece { -tile(number: "pl") } cu animale, de la Z01 la Z04 și de la Z07 la Z12, deși spun că sunt douăsprezece. Formele tuturor celor douăsprezece provin din definițiile de { -tile(number: "pl") } ale JCloisterZone, o versiune open-source a jocului. Ce număr îi corespunde fiecărei forme este interpretarea noastră, nu a editorului: nicio sursă citită de noi nu le leagă între ele.
