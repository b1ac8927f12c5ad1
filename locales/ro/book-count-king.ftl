### Regulamentul extensiei „Contele, regele și ceilalți”: toate mesajele pe
### care le numește book/count-king.toml. Id-uri: ck-<capitol>-<ce>.
### Titlurile capitolelor sunt ck-<capitol>, titlurile secțiunilor se termină
### în -title. Text simplu, fără marcaje; vocabularul jocului vine din
### termenii glosarului din terms.ftl, niciodată la începutul unei propoziții.

ck-title = Contele, regele și ceilalți
ck-summary = A șasea extensie: patru mici extensii într-o singură cutie, care se pot juca fiecare separat sau toate împreună.
ck-overview = Ce conține cutia
ck-overview-intro = Această cutie conține patru mici extensii. Fiecare poate fi adăugată singură la jocul de bază, iar oricare dintre ele pot fi combinate:
ck-overview-king = Regele și cavalerul jefuitor: cinci { -tile(number: "pl") } cu teren, plus regele și cavalerul jefuitor, care îi răsplătesc pe cei care au construit cel mai mare { -city } și cel mai lung { -road }.
ck-overview-cult = Secta și ereticul: cinci { -tile(number: "pl") } cu câte o { -shrine }, ai cărei { -heretic(number: "pl") } îi provoacă pe { -monk(number: "pl", form: "def") } din vecinătate.
ck-overview-count = Contele din Carcassonne: douăsprezece { -tile(number: "pl") } care formează la începutul jocului { -city(form: "def") } Carcassonne, plus contele din lemn. Jucătorii care le aduc { -point(number: "pl") } altora își pot așeza { -follower(number: "pl", form: "def") } în cartierele orașului, unde aceștia așteaptă, gata să se alăture unei regiuni atunci când aceasta se evaluează.
ck-overview-river = Râul II: douăsprezece { -tile(number: "pl") } cu un { -river } care se ramifică, cu care se deschide jocul în locul { -start-tile(form: "gen") }.
ck-overview-together = Editura nu recomandă să joci „Contele din Carcassonne” și „Râul II” în aceeași partidă: împreună, ele pot lăsa { -tile(number: "pl") } care nu se potrivesc nicăieri.

## Capitol: Regele și cavalerul jefuitor

ck-king = Regele și cavalerul jefuitor
ck-king-tiles = Amestecă cele cinci { -tile(number: "pl") } noi cu teren printre celelalte. Unul dintre ele arată două cartiere separate, pe care { -tile(number: "pl") } așezate mai târziu le pot uni într-un singur { -city }. Regele și cavalerul jefuitor stau la început lângă zona de joc.
ck-king-king = Jucătorul care completează primul { -city } al jocului, așezându-i ultimul { -tile }, ia regele. Mai târziu, cine completează un { -city } mai mare decât cel care a adus regele i-l ia celui care îl ține. Un { -city } de aceeași mărime nu este de ajuns.
ck-king-robber = Cavalerul jefuitor funcționează la fel pentru { -road(number: "pl") }: el ajunge la cel care a completat până atunci cel mai lung { -road }.
ck-king-end = La sfârșitul jocului, cel care ține regele primește 1 { -point } pentru fiecare { -city } completat în timpul jocului, indiferent cine l-a completat, iar cel care ține cavalerul jefuitor primește 1 { -point } pentru fiecare { -road } complet.

## Capitol: Secta și ereticul

ck-cult = Secta și ereticul
ck-cult-shrines-title = Cartonașele cu { -shrine }
ck-cult-shrine = Amestecă cele cinci { -tile(number: "pl") } cu { -shrine } printre celelalte. O { -shrine } se folosește și se evaluează exact ca o { -cloister }. Un { -follower } plasat pe ea este un { -heretic }. Cine așază o { -shrine } poate, ca de obicei, să plaseze în schimb { -follower(form: "def") } pe { -field(form: "def") }, pe { -road(form: "def") } sau în { -city(form: "def") } de pe { -tile(form: "def") } ei.
ck-cult-placing = O { -shrine } nu poate fi așezată lângă mai mult de o { -cloister }, iar o { -cloister } nu poate fi așezată lângă mai mult de o { -shrine }. „Lângă” înseamnă pe oricare dintre cele opt locuri din jur, inclusiv pe cele din colțuri.
ck-cult-placing-reading = Regulamentul impune această limită { -tile(form: "gen") } care se așază. Interpretarea noastră, pe care o urmează exemplele: o { -cloister } poate fi totuși așezată lângă o { -shrine } care are deja o { -cloister } alături, cu condiția ca noua { -cloister } să atingă ea însăși doar acea { -shrine }.
ck-cult-challenge-title = Provocarea
ck-cult-challenge = Când un { -heretic } este pus pe o { -shrine } aflată lângă o { -cloister } în care stă un { -monk }, sau un { -monk } este pus într-o { -cloister } aflată lângă o { -shrine } pe care stă un { -heretic }, cei doi se provoacă unul pe altul. Poți provoca și propriul tău { -monk } sau { -heretic }.
ck-cult-challenge-won = Câștigă clădirea completată prima: ea aduce ca de obicei 9 { -point(number: "pl") }, iar cealaltă nu aduce nimic. Ambii { -follower(number: "pl") } se întorc la stăpânii lor.
ck-cult-challenge-end = Dacă niciuna dintre ele nu este completă până la sfârșitul jocului, amândouă se evaluează ca de obicei, ca niște { -cloister(number: "pl") } neterminate.

## Capitol: Râul II

ck-river = Râul II
ck-river-setup-title = Pregătirea jocului
ck-river-setup = Râul II se așază chiar la începutul jocului:
ck-river-setup-start = Scoate din joc { -start-tile(form: "def") }: nu se folosește.
ck-river-setup-aside = Pune deoparte izvorul, ramificarea și lacul cu { -volcano }; amestecă celelalte { -tile(number: "pl") } cu { -river } și pune-le cu fața în jos, într-un teanc separat.
ck-river-setup-spring = Pune izvorul cu fața în sus în mijlocul mesei.
ck-river-setup-fork = Cel mai tânăr jucător așază ramificarea în continuarea primei porțiuni a { -river(form: "gen") }, iar de acolo { -river(form: "def") } curge mai departe în două brațe.
ck-river-course-title = Cum curg cele două brațe
ck-river-course = Pe rând, jucătorii trag câte un { -tile } cu { -river } și îl așază la capătul unuia dintre cele două brațe, la alegere, continuându-l. Când toate celelalte sunt pe masă, lacul cu { -volcano } se așază ultimul, iar de atunci toată lumea trage din { -tile(number: "pl", form: "def") } obișnuite.
ck-river-course-rules = Fiecare braț poate șerpui cum vrei, cu două excepții: nu are voie să se întoarcă spre el însuși într-un U strâns, iar cele două brațe nu au voie să se întâlnească niciodată.
ck-river-course-reading = Ca în regulamentul primului Râu, înțelegem prin U strâns două cotituri la rând în aceeași parte, pe același braț; exemplele urmează această interpretare, care este a noastră, nu textul regulamentului.
ck-river-followers = Ca în jocul de bază, poți plasa un { -follower } pe fiecare { -tile } pe care îl așezi, dar niciodată pe { -river(form: "def") } însuși.
ck-river-volcano-title = Lacul cu { -volcano }
ck-river-volcano = Cine așază lacul cu { -volcano } nu plasează niciun { -follower } pe el, dar joacă imediat încă un tur, cu { -tile(number: "pl", form: "def") } obișnuite.
ck-river-volcano-reading = Regulamentul spune că jucătorul poate juca acel tur în plus; exemplele îl joacă, dar o tablă poate arăta și jucătorul următor în locul lui.
ck-river-herd-title = Turma de porci
ck-river-herd = Un { -tile } are pe { -field(form: "def") } lui o turmă de porci. Ea contează doar dacă joci și cu „Negustori și constructori”: atunci, la sfârșitul jocului, cine câștigă acel { -field } cu { -farmer(number: "pl", form: "def") } săi primește încă 1 { -point } pentru fiecare { -city } cu care se învecinează { -field(form: "def") }, pe lângă bonusul propriului { -pig }, dacă are unul acolo.
ck-river-herd-reading = Prima ediție punctează { -field(number: "pl", form: "def") } { -city } după { -city }. Interpretarea noastră în acest caz: un jucător care câștigă un { -city } și ține unul dintre { -field(number: "pl", form: "def") } învecinate cu el, pe care se află turma, primește { -point(form: "def") } în plus pentru acel { -city }.
ck-river-others-title = Hanul, { -volcano(form: "def") } și celelalte cutii
ck-river-others = Hanul de lângă lac este un { -inn } ca în „Hanuri și catedrale”, iar { -volcano(form: "def") } aduce { -dragon(form: "def") } ca în „Prințesa și balaurul”. Fără extensiile corespunzătoare, spune regulamentul, hanul, turma și { -volcano(form: "def") } nu înseamnă nimic; turul în plus adus de { -volcano }, o regulă a Râului II însuși, rămâne valabil.
ck-river-with-river = Regulamentul nu spune nimic despre jocul cu Râul și Râul II în aceeași partidă. Interpretarea noastră, dacă vrei să încerci: folosește doar izvorul din Râul II, amestecă { -tile(number: "pl", form: "def") } din mijloc ale amândurora într-un singur teanc și așază la urmă lacul primului Râu și lacul cu { -volcano }, câte unul la capătul fiecărui braț.
ck-river-with-count = Râul II și { -city(form: "def") } contelui nu merg bine împreună, după cum spune și editura: blocul fix al { -city(form: "gen") } și brațele { -river(form: "gen") } pot lăsa { -tile(number: "pl") } fără niciun loc unde să fie așezate.

## Capitol: cartonașele

ck-tiles = Cartonașele
ck-tiles-king-title = Regele și cavalerul jefuitor
ck-tiles-cult-title = Secta și ereticul
ck-tiles-river-title = Râul II
ck-tiles-count-title = Orașul Carcassonne
ck-tiles-count = Cele douăsprezece { -tile(number: "pl") } ale { -city(form: "gen") } contelui, fiecare într-unul dintre cele patru cartiere ale sale: castelul, târgul, fierăria și catedrala.

## Contele din Carcassonne

ck-count = Contele din Carcassonne
ck-count-city-title = Orașul ca punct de plecare
ck-count-city = Înainte de primul tur, așază laolaltă în mijlocul mesei cele douăsprezece { -tile(number: "pl") } ale orașului Carcassonne, în trei rânduri a câte patru, ca în imaginea din galeria de { -tile(number: "pl") }. Orașul ține locul { -start-tile(form: "gen") } obișnuit, care rămâne în cutie. Pune contele pe castel și joacă apoi ca de obicei: fiecare { -tile } nou se așază lângă marginile exterioare ale orașului sau lângă { -tile(number: "pl") } deja așezate.
ck-count-city-walls = Orașul are patru cartiere: castelul, târgul, fierăria și catedrala. În afara zidurilor, blocul arată { -road(number: "pl") } și { -field(number: "pl") } obișnuite, precum și două mici { -city(number: "pl") } neterminate, pe care noile { -tile(number: "pl") } le continuă și care se evaluează ca de obicei.
ck-count-city-reading = Interpretarea noastră: regulamentul nu spune dacă un { -follower } poate sta în interiorul zidurilor. Noi considerăm că interiorul zidurilor nu este nicio regiune, așa cum fac și listele publicate de { -tile(number: "pl") } pe care le urmăm, astfel că în oraș se intră doar prin cartiere.
ck-count-enter-title = Cum intră { -follower(number: "pl", form: "def") } în oraș
ck-count-enter = Uneori { -tile(form: "def") } tău completează o regiune, iar { -point(number: "pl", form: "def") } le revin celorlalți jucători, în timp ce tu nu primești nimic. Drept consolare, la sfârșitul unui astfel de tur poți pune un { -follower } din { -supply(form: "def") } ta în oricare dintre cele patru cartiere. Poți face asta cu un singur { -follower } pe tur, orice altceva s-ar mai fi întâmplat în acel tur.
ck-count-enter-several = Dacă { -tile(form: "def") } tău completează mai multe regiuni deodată, ai acest drept doar dacă niciuna dintre evaluări nu îți aduce nici măcar un { -point } și cel puțin una aduce { -point(number: "pl") } altcuiva.
ck-count-enter-reading = Interpretarea noastră: o regiune pe care nu o ocupă nimeni nu aduce { -point(number: "pl") } nimănui, așa că dacă o completezi doar pe ea nu câștigi niciun loc în oraș. Locul în cartier vine la sfârșitul turului, pe lângă { -follower(form: "def") } pe care poate l-ai plasat ca de obicei pe { -tile(form: "def") } tău.
ck-count-leave-title = Ieșirea din cartiere
ck-count-leave = Când în timpul jocului se completează un { -city }, un { -road } sau o { -cloister }, { -follower(number: "pl", form: "def") } care așteaptă în cartierul corespunzător i se pot alătura înainte de evaluare, chiar dacă acolo se află deja alți { -follower(number: "pl") }. Apoi regiunea se evaluează ca de obicei, cu toți { -follower(number: "pl", form: "def") } care o ocupă acum. Fiecare cartier își trimite { -follower(number: "pl", form: "def") } spre un singur fel de regiune:
ck-count-leave-castle = din castel, în { -city(form: "def") } care se evaluează;
ck-count-leave-blacksmith = din fierărie, pe { -road(form: "def") } care se evaluează;
ck-count-leave-cathedral = din catedrală, în { -cloister(form: "def") } care se evaluează;
ck-count-leave-market = din târg, pe un { -field }, dar numai la sfârșitul jocului.
ck-count-leave-order = Primul decide jucătorul din stânga celui care a completat regiunea, apoi ceilalți, pe rând, iar jucătorul care a completat-o decide ultimul. Fiecare poate muta din acel cartier câți dintre { -follower(number: "pl", form: "def") } săi vrea: niciunul, o parte sau pe toți. Cei care rămân așteaptă mai departe: { -follower(number: "pl", form: "def") } părăsesc orașul doar în acest fel, niciodată pentru că stăpânul lor vrea să-i ia înapoi.
ck-count-count-title = Contele
ck-count-count = De fiecare dată când pui un { -follower } în oraș, poți muta și contele în oricare cartier. Din cartierul în care stă contele nu poate pleca niciun { -follower }, indiferent al cui este; toți așteaptă acolo până când cineva îl mută mai departe. Contele însuși nu părăsește niciodată orașul.
ck-count-end = Contele: sfârșitul jocului
ck-count-market-title = Târgul la sfârșitul jocului
ck-count-market = În timpul jocului, { -follower(number: "pl", form: "def") } din târg nu au nicio întrebuințare. La sfârșitul jocului, înainte de evaluarea { -field(number: "pl", form: "gen") }, stăpânii lor îi pot muta pe orice { -field }, unde contează ca { -farmer(number: "pl") }, la fel ca oricare alții.
ck-count-market-reading = Interpretarea noastră: regulamentul nu stabilește nicio ordine pentru târg la sfârșitul jocului; noi păstrăm ordinea de joc, începând cu jucătorul de după cel care a așezat ultimul { -tile }. Dacă contele stă în târg, nimeni nu pleacă de acolo, la sfârșitul jocului la fel ca în timpul lui. Regulamentul nu spune nimic despre celelalte cartiere la sfârșitul jocului; acest regulament îi păstrează pe { -follower(number: "pl", form: "def") } lor în Carcassonne, unde nu aduc nimic (primele tiraje îi lasă să iasă: vezi „Unde diferă tirajele”).
ck-count-city-end-title = Orașul Carcassonne la evaluarea finală
ck-count-city-end = Orașul Carcassonne contează ca un { -city } complet pentru fiecare { -field } care se învecinează cu el, adică pentru fiecare { -field } care ajunge pe unul dintre cele douăsprezece { -tile(number: "pl") } ale sale. În toate edițiile, stăpânii unui astfel de { -field } îl punctează la fel ca pe orice alt { -city } complet cu care se învecinează { -field(form: "def") } lor. Hans im Glück a precizat acest lucru într-o clarificare din noiembrie 2013; regulamentul nostru nu spune nimic despre asta.
ck-count-city-end-king = Când se joacă și cu regele, aceeași clarificare socotește Carcassonne drept încă un { -city } complet la punctele pe care regele le aduce la sfârșitul jocului. Carcassonne nu îi aduce însă nimănui regele: nimeni nu îl completează.
ck-count-others-title = Cu celelalte extensii
ck-count-big = Hanuri și catedrale: și un { -big-follower } poate intra în oraș, iar când pleacă dintr-un cartier contează cât doi { -follower(number: "pl") }, ca peste tot.
ck-count-builder = Negustori și constructori: când un { -builder } îți aduce un { -double-turn }, fiecare dintre cele două { -tile(number: "pl") } contează aici ca un tur aparte, așa că poți pune un { -follower } în oraș după fiecare dintre ele, dacă fiecare îți dă acest drept.
ck-count-river = Râul II: editura nu recomandă să îl joci împreună cu „Contele din Carcassonne”, după cum explică și capitolul despre Râul II.

## Capitol: unde diferă tirajele

ck-printings = Unde diferă tirajele
ck-printings-king-title = Cum punctează regele și cavalerul jefuitor
ck-printings-king = Regulamentul nostru, „King & Scout” al editurii Hans im Glück din 2003 și toate tirajele „Count, King & Robber” spun la fel: la sfârșitul jocului, regele aduce 1 { -point } pentru fiecare { -city } complet, iar cavalerul jefuitor 1 pentru fiecare { -road } complet.
ck-printings-king-house = Jucătorii au inventat și alte sisteme de punctare, pe care nu le are niciun tiraj; programul JCloisterZone le oferă ca opțiuni, la fel ca exemplele de aici: 10 { -point(number: "pl") } pentru fiecare titlu la sfârșitul jocului și 20 pentru jucătorul care le deține pe amândouă; 15 pentru fiecare și 40 pentru amândouă; sau 1 { -point } pentru cel care deține titlul de fiecare dată când se completează un { -city }, respectiv un { -road }, și nimic la sfârșit. Acestea sunt reguli ale casei.
ck-printings-count-title = Cine părăsește Carcassonne la sfârșitul jocului
ck-printings-count = Regulamentul nostru îi lasă pe { -follower(number: "pl", form: "def") } din târg să iasă doar la sfârșitul jocului, pe un { -field }, și nu spune nimic despre celelalte cartiere în acel moment. Acest regulament înțelege că la sfârșit pleacă doar cei din târg, iar aceasta este și regula tirajelor cu noua grafică. Primele tiraje „Count, King & Robber” îi lasă pe { -follower(number: "pl") } să plece la sfârșitul jocului din orice cartier, cu excepția celui în care stă contele, spre tot ce punctează evaluarea finală: cei din castel spre un { -city } neterminat, cei din fierărie spre un { -road } neterminat, cei din catedrală spre o { -cloister } neterminată, fiecare alăturându-se unei regiuni pe care o ocupă deja un { -follower }.
ck-printings-cult-title = Cinci secte sau șase
ck-printings-cult = Secta din regulamentul nostru are cinci { -tile(number: "pl") } cu câte o { -shrine }, ca în toate tirajele Hans im Glück. Cutia „Cult, Siege & Creativity” a editurii Rio Grande Games are șase: aceleași cinci și cel de mai jos, o { -shrine } sub un cartier de oraș, cu { -road(number: "pl") } care se termină la ea din două părți. Regulile nu se schimbă; tilebook numără acest tiraj ca pe un set de { -tile(number: "pl") } separat, cult-6.
