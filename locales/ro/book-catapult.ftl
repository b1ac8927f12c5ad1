### Regulamentul extensiei „Catapulta”: toate mesajele pe care le numește
### book/catapult.toml. Id-uri: ca-<capitol>-<ce>. Titlurile capitolelor sunt
### ca-<capitol>, titlurile secțiunilor se termină în -title. Text simplu,
### fără marcaje; vocabularul jocului vine din termenii glosarului din
### terms.ftl, niciodată la începutul unei propoziții.

ca-title = Catapulta
ca-summary = A șaptea extensie: în oraș sosește un { -fair } ambulant, iar după fiecare { -fair } jucătorii se întrec pe rând la o { -catapult } de lemn.

## Capitol: ce conține cutia

ca-overview = Ce conține cutia
ca-overview-intro = E vreme de { -fair } în Carcassonne, iar saltimbancii au adus o mașinărie nouă. Cutia conține:
ca-overview-tiles = douăsprezece { -tile(number: "pl") } cu teren, fiecare cu câte un { -fair };
ca-overview-tokens = douăzeci și patru de cartonașe „catapultă”, câte șase din fiecare dintre cele patru feluri: „Luptă cu prăjituri”, „Seducție”, „Sărbătoarea țintașilor” și „Prindere”;
ca-overview-catapult = o { -catapult } de lemn și o riglă de măsurat.
ca-overview-others = Pentru a juca ai nevoie de jocul de bază. Toate extensiile dinaintea acesteia se pot adăuga: Hanuri și catedrale, Negustori și constructori, Prințesa și balaurul, Turnul, Abație și primar, precum și Contele, regele și ceilalți. Toate regulile jocului de bază rămân valabile; acest regulament doar le completează.

## Capitol: pregătirea

ca-setup = Pregătirea jocului
ca-setup-tiles = Amestecă cele douăsprezece { -tile(number: "pl") } cu { -fair } printre celelalte { -tile(number: "pl") } cu fața în jos. Pune deocamdată { -catapult(form: "def") } deoparte, cu rigla lângă ea.
ca-setup-tokens = Fiecare jucător primește patru cartonașe „catapultă”, câte unul din fiecare fel.

## Capitol: târgul și runda cu catapulta

ca-fair = Târgul și runda cu catapulta
ca-fair-round-title = O rundă cu catapulta
ca-fair-turn = Se trag și se așază { -tile(number: "pl") } ca de obicei. Jucătorul care trage un { -tile } cu { -fair } îl așază după regulile obișnuite și își joacă tot turul: pune un { -follower }, se evaluează ce completează { -tile(form: "def") } și așa mai departe.
ca-fair-round = Apoi jocul se oprește pentru o rundă cu catapulta. Jucătorul care a așezat { -fair(form: "def") } alege unul dintre cele patru cartonașe „catapultă” ale sale și îl aruncă cu { -catapult(form: "def") }. După el, în sensul acelor de ceasornic, fiecare dintre ceilalți jucători aruncă un cartonaș de același fel din setul propriu. Fiecare are o singură încercare.
ca-fair-after = Când runda se încheie, fiecare cartonaș se întoarce la stăpânul lui, iar jocul continuă cu următorul jucător în sensul acelor de ceasornic.
ca-fair-roads-title = Drumuri care ajung la târg
ca-fair-roads = Un { -road } care intră într-un { -fair } se oprește acolo, ca la un sat sau la o { -cloister }: { -fair(form: "def") } este capătul acelui { -road }.

## Capitol: lupta cu prăjituri

ca-knock = Luptă cu prăjituri
ca-knock-aim = Cartonașul „Luptă cu prăjituri” își poartă bine numele: scopul este să nimerești { -follower(number: "pl", form: "def") } celorlalți jucători de pe masă. Fiecare { -follower } atins de cartonaș se întoarce la stăpânul lui, chiar dacă rămâne în picioare.
ca-knock-own = Nici cel care aruncă nu e cruțat: un { -follower } al său atins de cartonaș se întoarce și el acasă.
ca-knock-chain = Dacă cartonașul împinge un { -follower } peste altul, amândoi se întorc acasă, și tot așa: reacțiile în lanț contează.
ca-knock-reading = Interpretarea noastră, acolo unde textul tace: orice figură care ocupă o regiune și contează ca { -follower } poate fi nimerită, inclusiv { -mayor(form: "def") } și { -wagon(form: "def") }. Un { -builder } sau un { -pig } al cărui stăpân nu mai are niciun { -follower } în regiunea lui se întoarce și el acasă, ca atunci când un { -follower } pleacă în alte extensii.

## Capitol: seducția

ca-seduction = Seducție
ca-seduction-land = Cartonașul „Seducție” are efect doar dacă se oprește atingând cel puțin un { -tile } cu teren. Altfel, cel care l-a aruncat pur și simplu îl ia înapoi.
ca-seduction-nearest = Dacă are efect, se caută { -follower(form: "def") } cel mai apropiat de el, cu rigla dacă e nevoie. Cel care a aruncat poate înlocui acel { -follower } cu unul de-al său: fie un { -follower } din { -supply(form: "def") } sa, fie unul dintre { -follower(number: "pl", form: "def") } săi aflați deja pe masă, mutat acolo. Cel înlocuit se întoarce la stăpânul lui.
ca-seduction-reading = Interpretarea noastră, acolo unde textul tace: noul { -follower } stă în aceeași regiune ca cel pe care îl înlocuiește; unul luat din { -supply } este un { -follower } obișnuit, chiar și când a fost înlocuit unul mare, iar unul mutat de pe masă rămâne ce era. A-ți înlocui propriul { -follower } nu schimbă nimic, așa că îl permitem doar pentru { -follower(form: "def") } altui jucător.
ca-seduction-moved = În locul unui { -follower } din { -supply }, cel care aruncă poate muta unul de-al său din alt loc de pe masă; locul lui vechi rămâne atunci gol.

## Capitol: sărbătoarea țintașilor

ca-target = Sărbătoarea țintașilor
ca-target-aim = Cu cartonașul „Sărbătoarea țintașilor”, fiecare jucător ochește { -tile(form: "def") } cu { -fair } care a pornit această rundă. Cel al cărui cartonaș aterizează cel mai aproape de el câștigă concursul de țintire și primește pe loc 5 { -point(number: "pl") }; rigla decide în cazurile strânse.
ca-target-tie = Când mai multe cartonașe sunt la fel de aproape, fiecare dintre acei jucători primește cele 5 { -point(number: "pl") }.

## Capitol: prinderea

ca-catch = Prindere
ca-catch-ruler = Cel care aruncă așază rigla de măsurat pe masă cam la jumătatea drumului dintre el și jucătorul din stânga lui. Apoi aruncă cartonașul astfel încât să zboare cel puțin până la riglă, iar acel vecin încearcă să-l prindă.
ca-catch-on = Apoi vecinul din stânga devine cel care aruncă și trimite cartonașul spre propriul vecin din stânga, și tot așa în jurul mesei, până când fiecare a aruncat o dată și a încercat o dată să prindă.
ca-catch-points = Regulamentul arată punctele fiecărui rezultat doar într-o imagine, pe care nu am putut-o citi. Interpretarea noastră, după o descriere publică a jocului: un cartonaș prins aduce 5 { -point(number: "pl") } celui care îl prinde; un cartonaș care nu ajunge la riglă sau care este scăpat nu aduce nimic. Numerele sunt parametri ai regulilor, așa că pot fi corectate.

## Capitol: cartonașele

ca-tiles = Cartonașele
ca-tiles-intro = Cele douăsprezece { -tile(number: "pl") } cu { -fair }. Fiecare pornește o rundă cu catapulta când este așezat.
