### Regulamentul extensiei „Hanuri și catedrale”: toate mesajele pe care le
### numește book/inns-cathedrals.toml. Id-uri: inns-cathedrals-<capitol>-<ce>.
### Titlurile capitolelor sunt inns-cathedrals-<capitol>, titlurile secțiunilor
### se termină în -title. Text simplu, fără marcaje; vocabularul jocului vine din
### termenii glosarului din terms.ftl, niciodată la începutul unei propoziții.

inns-cathedrals-title = Hanuri și catedrale
inns-cathedrals-summary = Prima extensie: optsprezece { -tile(number: "pl") } cu { -inn(number: "pl") } la marginea lacului și cu { -cathedral(number: "pl") } care fac { -road(number: "pl", form: "def") } și { -city(number: "pl", form: "def") } mai valoroase, dar lipsite de orice valoare dacă rămân neterminate, câte un { -big-follower } pentru fiecare jucător și cartonașe de punctare cu care se ține socoteala ocolurilor de pe { -scoreboard(form: "def") }.

## Capitol: ce aduce extensia

inns-cathedrals-overview = Ce aduce extensia „Hanuri și catedrale”
inns-cathedrals-overview-intro = Extensia „Hanuri și catedrale” se joacă împreună cu jocul de bază și lungește partida cu aproximativ un sfert de oră. În cutie vei găsi:
inns-cathedrals-overview-tiles = 18 { -tile(number: "pl") } noi cu teren, marcate cu un mic simbol, ca să le poți separa din nou după partidă.
inns-cathedrals-overview-big = 6 { -big-follower(number: "pl") }, câte unul din fiecare culoare.
inns-cathedrals-overview-grey = 8 { -follower(number: "pl") } gri, pentru ca la joc să poată participa și un al șaselea jucător.
inns-cathedrals-overview-scoring-tiles = 6 cartonașe de punctare, cu 50 pe o față și 100 pe cealaltă.
inns-cathedrals-overview-rest = Toate regulile jocului de bază rămân neschimbate. Acest regulament descrie doar ce se schimbă: { -big-follower(form: "def") }, { -inn(number: "pl", form: "def") }, { -cathedral(number: "pl", form: "def") } și cartonașele de punctare.
inns-cathedrals-overview-sixth-title = Al șaselea jucător
inns-cathedrals-overview-sixth = Cu { -follower(number: "pl", form: "def") } gri, la joc se poate alătura un al șaselea jucător. Gri joacă după aceleași reguli ca oricare altă culoare: { -follower(number: "pl", form: "def") } lui sunt plasați, împart regiunile și punctează exact ca ai celorlalți jucători.
inns-cathedrals-overview-new-tiles-title = Noile { -tile(number: "pl") }
inns-cathedrals-overview-new-tiles = Amestecă noile { -tile(number: "pl") } cu cele ale jocului de bază și așază-le după regulile obișnuite: fiecare margine trebuie să se potrivească cu { -tile(form: "def") } pe care îl atinge. Unele dintre ele înfățișează lucruri care nu există în jocul de bază:
inns-cathedrals-overview-inn = Un { -inn } la marginea unui lac, pe șase { -tile(number: "pl") }: face parte din { -road(form: "def") } lângă care se află.
inns-cathedrals-overview-cathedral = O { -cathedral }, pe două { -tile(number: "pl") } care au { -city } pe toate cele patru laturi.
inns-cathedrals-overview-caps = Un { -tile } are patru cartiere separate, câte unul pe fiecare latură, în jurul unui mic { -field } din mijloc; un altul are trei. Fiecare dintre aceste cartiere este un { -city } de sine stătător până când alte { -tile(number: "pl") } îl leagă de alte cartiere.
inns-cathedrals-overview-village = Un { -tile } este o { -crossing }: trei { -road(number: "pl") } se întâlnesc la un sătuc, iar pe unul dintre ele se află un { -inn }. Ca la orice { -crossing }, fiecare dintre cele trei { -road(number: "pl") } se termină acolo.

## Capitol: supusul mare

inns-cathedrals-big = Despre { -big-follower(form: "def") }
inns-cathedrals-big-placing-title = Plasarea { -big-follower(form: "gen") }
inns-cathedrals-big-placing = În turul tău îți poți plasa { -big-follower(form: "def") } în locul unui { -follower } obișnuit, după exact aceleași reguli: pe { -tile(form: "def") } pe care tocmai l-ai așezat, ca { -thief }, { -knight }, { -monk } sau { -farmer }, și doar pe un { -road }, într-un { -city }, într-o { -cloister } sau pe un { -field } unde nu stă încă nimeni.
inns-cathedrals-big-counts = Când se evaluează un { -road }, un { -city } sau un { -field }, { -big-follower(form: "def") } contează cât doi { -follower(number: "pl") } la stabilirea majorității. Nu aduce însă { -point(number: "pl") } duble: stăpânul primește { -point(number: "pl", form: "def") } o singură dată, ca de obicei. Într-o { -cloister } nu schimbă nimic, pentru că o { -cloister } are un singur { -monk }.
inns-cathedrals-big-returns = După evaluare se întoarce în { -supply(form: "def") } ta, ca orice alt { -follower }, și îl poți plasa din nou începând cu turul următor. Ca { -farmer } însă, rămâne pe { -field(form: "def") } său până la sfârșitul jocului, la fel ca toți { -farmer(number: "pl", form: "def") }.
inns-cathedrals-big-majority-title = Majorități cu { -big-follower(form: "def") }
inns-cathedrals-big-farms-title = Când { -big-follower(form: "def") } este { -farmer }
inns-cathedrals-big-farms = Pe un { -field }, { -big-follower(form: "def") } contează cât doi { -farmer(number: "pl") } atunci când, la sfârșitul jocului, se stabilește stăpânul { -field(form: "gen") }. După regulile edițiilor a treia și a doua, fiecare { -field } se evaluează separat, așa că nu mai e nimic de adăugat.
inns-cathedrals-big-farms-reading = Interpretarea noastră pentru regulile primei ediții, în care fiecare { -city } complet îi revine jucătorului cu cei mai mulți { -farmer(number: "pl") } pe toate { -field(number: "pl", form: "def") } din jurul lui: și acolo { -big-follower(form: "def") } contează cât doi. Regulamentul tipărit spune doar că el contează cât doi { -follower(number: "pl") } pe un { -road }, într-un { -city } sau pe un { -field }; despre punctajul primei ediții nu spune nimic.
inns-cathedrals-inner-field-title = Un { -field } închis între patru cartiere
inns-cathedrals-inner-field = Unul dintre noile { -tile(number: "pl") } are patru cartiere separate în jurul unui mic { -field } care nu ajunge la nicio margine a { -tile(form: "gen") }. Acest { -field } este un { -field } ca oricare altul: pe el poate fi pus un { -farmer }, iar la sfârșitul jocului se învecinează cu fiecare { -city } complet dintre cele patru.

## Capitol: hanurile

inns-cathedrals-inns = Despre { -inn(number: "pl", form: "def") } de la marginea lacului
inns-cathedrals-inns-complete = Când se completează un { -road } cu un { -inn }, stăpânul lui primește câte 2 { -point(number: "pl") } pentru fiecare { -tile } al { -road(form: "gen") }, în loc de 1.
inns-cathedrals-inns-unfinished = Cu un { -inn } îți asumi un risc: dacă { -road(form: "def") } este încă neterminat când se încheie jocul, la evaluarea finală nu aduce absolut nimic, nici măcar 1 { -point } pe { -tile }, cât aduce de obicei.
inns-cathedrals-inns-several = Un { -road } cu două sau mai multe { -inn(number: "pl") } aduce la fel de mult ca unul cu un singur { -inn }: tot 2 { -point(number: "pl") } pe { -tile }.

## Capitol: catedralele

inns-cathedrals-cathedrals = Despre { -cathedral(number: "pl") }
inns-cathedrals-cathedrals-complete = Când se completează un { -city } cu o { -cathedral }, stăpânul lui primește câte 3 { -point(number: "pl") } pentru fiecare { -tile } al { -city(form: "gen") } și câte 3 pentru fiecare { -pennant } din el, în loc de 2 și 2.
inns-cathedrals-cathedrals-unfinished = Dacă { -city(form: "def") } este încă neterminat când se încheie jocul, la evaluarea finală nu aduce absolut nimic: nici 1 { -point } pe { -tile } și pe { -pennant }, cât aduce de obicei, nici altceva. Un { -city } cu o { -cathedral } în mijloc este mare și greu de închis, așa că gândește-te de două ori înainte să te alături lui.
inns-cathedrals-cathedrals-two = Și cu ambele { -cathedral(number: "pl") } în același { -city }, acesta aduce tot 3 { -point(number: "pl") } pe { -tile } și pe { -pennant }, nu mai mult. Pentru { -farmer(number: "pl") } nu se schimbă nimic: un { -city } complet cu o { -cathedral } le aduce stăpânilor { -field(number: "pl", form: "gen") } din jurul lui { -point(number: "pl", form: "def") } obișnuite.

## Capitol: cartonașele de punctare

inns-cathedrals-scoring-tiles = Cartonașele de punctare: 50 și 100
inns-cathedrals-scoring-tiles-intro = Pe { -scoreboard(form: "def") } se poate număra doar până la 49. Cele șase cartonașe de punctare țin evidența ocolurilor, așa că nimeni nu trebuie să țină minte cine a făcut deja înconjurul traseului:
inns-cathedrals-scoring-tiles-first = Când marcatorul tău de puncte ajunge pe căsuța 0 sau trece de ea, ia un cartonaș de punctare și pune-l în fața ta, cu 50 în sus.
inns-cathedrals-scoring-tiles-second = Când marcatorul trece a doua oară de 0, întoarce cartonașul pe fața cu 100.
inns-cathedrals-scoring-tiles-third = La al treilea ocol, ia un al doilea cartonaș de punctare și pune-l lângă primul, cu 50 în sus.
inns-cathedrals-scoring-tiles-example = Scorul tău este suma cartonașelor tale de punctare plus numărul căsuței pe care stă marcatorul: cu un cartonaș de 100 și marcatorul pe 17, ai 117 { -point(number: "pl") }.

## Capitol: cartonașele

inns-cathedrals-tiles = Toate { -tile(number: "pl", form: "def") }
inns-cathedrals-tiles-intro = Cele optsprezece { -tile(number: "pl") } ale extensiei „Hanuri și catedrale” și câte exemplare din fiecare conține cutia.
