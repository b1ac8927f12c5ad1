### Regulamentul jocului de bază: toate mesajele pe care le numește book/base.toml.
### Id-uri: base-<capitol>-<ce>. Titlurile capitolelor sunt base-<capitol>,
### titlurile secțiunilor se termină în -title. Text simplu, fără marcaje.
### Vocabularul jocului vine din termenii glosarului din terms.ftl; o propoziție
### nu începe niciodată cu un termen, pentru că termenii sunt scriși cu literă mică.

base-title = Carcassonne: jocul de bază
base-summary = Regulile complete ale jocului de bază, pentru doi până la cinci jucători: cum se așază { -tile(number: "pl", form: "def") }, unde îți plasezi { -follower(number: "pl", form: "def") }, cum se punctează { -road(number: "pl", form: "def") }, { -city(number: "pl", form: "def") }, { -cloister(number: "pl", form: "def") } și { -field(number: "pl", form: "def") }, clarificările oficiale ale editurii și prin ce se deosebea punctajul în edițiile mai vechi.

## Capitol: ce conține cutia

base-components = Ce conține cutia
base-components-intro = Carcassonne este un joc pentru doi până la cinci jucători. În cutie vei găsi:
base-components-item-tiles = 72 de { -tile(number: "pl") } care înfățișează bucăți de peisaj. Unul dintre ele este { -start-tile(form: "def") }: are versoul mai închis la culoare decât celelalte.
base-components-item-followers = 40 de { -follower(number: "pl") } în cinci culori, câte opt din fiecare culoare.
base-components-item-scoreboard = O { -scoreboard }, pe care se ține evidența { -point(number: "pl", form: "gen") } fiecărui jucător.
base-components-item-rules = Un regulament de joc.

base-components-landscape-title = Ce înfățișează { -tile(number: "pl", form: "def") }
base-components-landscape = Fiecare { -tile } este un mic pătrat de peisaj rural. De-a lungul marginilor lui se văd porțiuni de { -road }, cartiere de { -city } și porțiuni de { -field }. Pe măsură ce { -tile(number: "pl", form: "def") } sunt așezate unele lângă altele, toate acestea se unesc în { -road(number: "pl") } mai lungi, { -city(number: "pl") } mai mari și { -field(number: "pl") } mai întinse.
base-components-landscape-road = Un { -road } duce de la o margine a unui { -tile } la alta sau se oprește la o { -crossing }, la poarta unui { -city } ori la o { -cloister }.
base-components-landscape-city = Un { -city } este înconjurat de ziduri. Pe unele cartiere se vede o { -pennant }, care mărește valoarea { -city(form: "gen") }.
base-components-landscape-cloister = O { -cloister } se înalță singură în mijlocul unui { -tile }, cu pământ verde de jur împrejur.
base-components-landscape-field = Pământul verde dintre toate acestea formează { -field(number: "pl", form: "def") }, pe care { -road(number: "pl", form: "def") } și { -city(number: "pl", form: "def") } le despart unele de altele.
base-components-landscape-crossing = O { -crossing } este un sătuc în care se întâlnesc trei sau patru { -road(number: "pl") }. Fiecare dintre aceste { -road(number: "pl") } se termină acolo.

base-components-followers-title = Despre { -follower(number: "pl") }
base-components-followers = Un { -follower } poate avea oricare dintre cele patru roluri, după locul în care îl pui: pe un { -road } este { -thief }, într-un { -city } este { -knight }, într-o { -cloister } este { -monk }, iar pe un { -field } este { -farmer }. În plus, fiecare jucător folosește un { -follower } de culoarea sa ca marcator de puncte pe { -scoreboard(form: "def") }.

## Capitol: cum se desfășoară jocul

base-overview = Cum se desfășoară jocul
base-overview-landscape = Tur după tur, jucătorii așază { -tile(number: "pl") } și construiesc un peisaj în jurul orașului francez Carcassonne. Pe măsură ce peisajul crește, apar noi { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } și { -field(number: "pl") }, pe care le revendici plasându-ți { -follower(number: "pl", form: "def") } pe ele.
base-overview-points = În timpul jocului primești { -point(number: "pl") } ori de câte ori se termină un { -road }, un { -city } sau o { -cloister } unde ai un { -follower }. La sfârșitul jocului primești din nou { -point(number: "pl") }: pentru tot ce a rămas neterminat și pentru { -farmer(number: "pl", form: "def") } tăi.
base-overview-winner = Pentru că foarte multe { -point(number: "pl") } se acordă abia la final, nimeni nu știe cine a câștigat până la încheierea evaluării finale. Atunci câștigă jucătorul cu cele mai multe { -point(number: "pl") }.

## Capitol: pregătirea jocului

base-setup = Pregătirea jocului
base-setup-step-start = Pune { -start-tile(form: "def") }, cel cu versoul închis la culoare, cu fața în sus în mijlocul mesei.
base-setup-step-stacks = Amestecă toate celelalte { -tile(number: "pl") } cu fața în jos și fă din ele mai multe teancuri, la îndemâna tuturor jucătorilor.
base-setup-step-scoreboard = Așază { -scoreboard(form: "def") } la marginea mesei, ca mijlocul să rămână liber pentru peisajul care va crește.
base-setup-step-colours = Fiecare jucător își alege o culoare și ia cei opt { -follower(number: "pl") } de culoarea respectivă.
base-setup-step-marker = Fiecare jucător pune unul dintre { -follower(number: "pl", form: "def") } săi pe căsuța marcată cu 0 de pe { -scoreboard(form: "def") }: acesta este marcatorul lui de puncte. Ceilalți șapte { -follower(number: "pl") } rămân în fața jucătorului și formează { -supply(form: "def") } lui.
base-setup-step-first = Cel mai tânăr jucător hotărăște cine începe.
base-setup-first-game = La prima ta partidă, regulile recomandă să renunți la { -farmer(number: "pl") }: joacă fără să plasezi { -follower(number: "pl") } pe { -field(number: "pl") } și sari peste evaluarea { -field(number: "pl", form: "gen") } de la sfârșit. Adaugă { -farmer(number: "pl", form: "def") } după ce te-ai obișnuit cu restul jocului.

## Capitol: desfășurarea unui tur

base-turn = Desfășurarea unui tur
base-turn-intro = Jucătorii joacă pe rând, în sensul acelor de ceasornic. În turul tău faci următoarele, întotdeauna în această ordine:
base-turn-step-tile = Trage un { -tile } și adaugă-l la peisaj. Acest pas este obligatoriu.
base-turn-step-follower = Dacă vrei, plasează un { -follower } din { -supply(form: "def") } ta pe { -tile(form: "def") } pe care tocmai l-ai așezat.
base-turn-step-score = Dacă prin așezarea { -tile(form: "gen") } tău s-au completat { -road(number: "pl") }, { -city(number: "pl") } sau { -cloister(number: "pl") }, evaluează-le acum.
base-turn-next = Apoi urmează jucătorul din stânga ta. Capitolele următoare explică pe larg fiecare dintre acești pași.

## Capitol: așezarea unui cartonaș

base-placing-tiles = Așezarea unui { -tile }
base-placing-tiles-draw = Ia un { -tile } de deasupra oricărui teanc și arată-l celorlalți jucători, care te pot sfătui unde să-l pui. Apoi adaugă-l la peisaj, respectând aceste reguli:
base-placing-tiles-rule-side = Noul { -tile } trebuie să fie lipit de cel puțin un { -tile } aflat deja pe masă și să aibă cu acesta o latură întreagă în comun. Nu este permis ca două { -tile(number: "pl") } să se atingă doar printr-un colț.
base-placing-tiles-rule-continue = Fiecare latură a noului { -tile } care atinge un alt { -tile } trebuie să continue ce se află deja acolo: un { -road } trebuie să continue cu un { -road }, un { -city } cu un { -city }, iar un { -field } cu un { -field }. Regula se aplică tuturor laturilor care se ating, nu doar uneia dintre ele.
base-placing-tiles-rule-cloister = O { -cloister } nu are nevoie să fie continuată: rămâne în mijlocul { -tile(form: "gen") } ei. Doar marginile { -tile(form: "gen") } trebuie să se potrivească.
base-placing-tiles-rule-turn = Poți roti { -tile(form: "def") } cum vrei, atâta timp cât toate marginile lui se potrivesc.

base-placing-tiles-no-fit-title = Un { -tile } care nu se potrivește nicăieri
base-placing-tiles-no-fit = Foarte rar, un { -tile } nu poate fi așezat nicăieri fără să încalce aceste reguli. Dacă toți jucătorii sunt de acord că nu se potrivește nicăieri, scoate-l din joc, pune-l înapoi în cutie și trage în locul lui un alt { -tile }.

## Capitol: plasarea unui supus

base-placing-followers = Plasarea unui { -follower }
base-placing-followers-intro = După ce ai așezat { -tile(form: "def") }, poți pune pe el unul dintre { -follower(number: "pl", form: "def") } tăi. Nu ești niciodată obligat: uneori e mai înțelept să păstrezi un { -follower } pentru un tur ulterior.

base-placing-followers-roles-title = Patru roluri
base-placing-followers-roles = Locul de pe { -tile } unde îți pui { -follower(form: "def") } hotărăște ce devine acesta:
base-placing-followers-role-thief = Pe un { -road }, devine { -thief }.
base-placing-followers-role-knight = Într-un { -city }, devine { -knight }.
base-placing-followers-role-monk = Într-o { -cloister }, devine { -monk }.
base-placing-followers-role-farmer = Pe un { -field }, devine { -farmer }. Culcă-l pe spate, ca toată lumea să vadă că este un { -farmer }.

base-placing-followers-where-title = Unde îl poți plasa
base-placing-followers-rule-one = Poți plasa cel mult un { -follower } pe tur.
base-placing-followers-rule-supply = Acesta trebuie să vină din { -supply(form: "def") } ta. Un { -follower } aflat deja în peisaj nu poate fi mutat niciodată.
base-placing-followers-rule-new-tile = Îl poți pune doar pe { -tile(form: "def") } pe care tocmai l-ai așezat, niciodată pe unul așezat mai devreme.
base-placing-followers-rule-feature = Tu alegi pe care anume parte a acelui { -tile } stă: pe un { -road }, într-un { -city }, într-o { -cloister } sau pe un { -field }.
base-placing-followers-rule-occupied = Nu-l poți pune pe un { -road }, într-un { -city } sau pe un { -field } deja ocupat de un { -follower }, oricui i-ar aparține acel { -follower } (chiar și ție) și oricât de departe s-ar afla. Contează tot ce este legat de noul { -tile }.
base-placing-followers-occupied-example = De exemplu, dacă noul tău { -tile } continuă un { -city } în care se află deja un { -knight }, nu mai poți plasa un { -knight } în el. Îți poți pune totuși { -follower(form: "def") } pe { -road(form: "def") } sau pe { -field(form: "def") } acelui { -tile }, dacă sunt libere.

base-placing-followers-joined-title = Cum ajung mai mulți { -follower(number: "pl") } împreună
base-placing-followers-joined = Regula de mai sus se aplică doar în momentul în care plasezi un { -follower }. Așadar, doi { -follower(number: "pl") } pot sta pe două { -road(number: "pl") }, în două { -city(number: "pl") } sau pe două { -field(number: "pl") } separate, pe care un { -tile } așezat mai târziu le unește într-unul singur. Din acel moment îl împart, iar majoritatea hotărăște cine primește { -point(number: "pl", form: "def") } pentru el, așa cum explică capitolul despre evaluare.

base-placing-followers-empty-title = Când { -supply(form: "def") } ta e goală
base-placing-followers-empty = Dacă toți { -follower(number: "pl", form: "def") } tăi sunt în peisaj, în fiecare tur doar așezi un { -tile } și sari peste plasarea unui { -follower }. Nicio grijă: { -thief(number: "pl", form: "def") }, { -knight(number: "pl", form: "def") } și { -monk(number: "pl", form: "def") } tăi se întorc la tine de îndată ce locul pe care îl ocupă a fost terminat și evaluat.

## Capitol: evaluarea în timpul jocului

base-scoring = Evaluarea în timpul jocului
base-scoring-intro = Când { -tile(form: "def") } pe care l-ai așezat completează un { -road }, un { -city } sau o { -cloister }, evaluarea are loc imediat, ca ultim pas al turului tău. Un singur { -tile } poate completa deodată mai multe dintre acestea; evaluează-le pe fiecare.
base-scoring-who = Nu contează cine a așezat { -tile(form: "def") } care completează regiunea: { -point(number: "pl", form: "def") } le primește jucătorul care are { -follower(number: "pl") } acolo. Mută-i imediat marcatorul de puncte pe { -scoreboard(form: "def") }. Un { -road }, un { -city } sau o { -cloister } unde nu se află niciun { -follower } nu aduce nimănui niciun { -point } la completare.

base-scoring-roads-title = Evaluarea { -road(number: "pl", form: "gen") } complete
base-scoring-roads-complete = Un { -road } este complet dacă fiecare dintre cele două capete ale sale se oprește la o { -crossing }, la un { -city } sau la o { -cloister }, ori dacă { -road(form: "def") } alcătuiește un cerc închis. Între cele două capete pot fi oricâte { -tile(number: "pl") }.
base-scoring-roads-points = Jucătorul care are un { -thief } pe un { -road } complet primește câte un { -point } pentru fiecare { -tile } prin care trece { -road(form: "def") }. Se numără { -tile(number: "pl", form: "def") }, nu porțiunile de { -road }: un { -tile } se numără o singură dată, chiar dacă { -road(form: "def") } trece de două ori pe el.

base-scoring-cities-title = Evaluarea { -city(number: "pl", form: "gen") } complete
base-scoring-cities-complete = Un { -city } este complet dacă zidurile îl înconjoară de jur împrejur, fără goluri și fără margini deschise. Un { -city } poate avea orice mărime.
base-scoring-cities-points = Jucătorul care are un { -knight } într-un { -city } complet primește două { -point(number: "pl") } pentru fiecare { -tile } al { -city(form: "gen") } și încă două pentru fiecare { -pennant } din el.
base-scoring-cities-once = Și aici se numără { -tile(number: "pl", form: "def") }: când două cartiere de pe același { -tile } fac amândouă parte din acest { -city }, { -tile(form: "def") } respectiv se numără tot o singură dată.

base-scoring-cloisters-title = Evaluarea { -cloister(number: "pl", form: "gen") } complete
base-scoring-cloisters = O { -cloister } este completă dacă opt { -tile(number: "pl") } o înconjoară din toate părțile, inclusiv pe diagonală. Jucătorul care are un { -monk } în ea primește nouă { -point(number: "pl") }: câte unul pentru fiecare dintre cele nouă { -tile(number: "pl") }, inclusiv cel pe care se află { -cloister(form: "def") }.

base-scoring-majority-title = Mai mulți { -follower(number: "pl") } pe un { -road } sau într-un { -city }
base-scoring-majority = Pe un { -road } sau într-un { -city } complet pot sta { -follower(number: "pl") } ai mai multor jucători. În acest caz, jucătorul cu cei mai mulți { -thief(number: "pl") } pe { -road } sau cu cei mai mulți { -knight(number: "pl") } în { -city } primește toate { -point(number: "pl", form: "def") }, iar ceilalți jucători de acolo nu primesc nimic.
base-scoring-tie = Dacă mai mulți jucători sunt la egalitate pe primul loc, fiecare dintre ei primește toate { -point(number: "pl", form: "def") }. Nimic nu se împarte.
base-scoring-no-double = Dacă ai acolo mai mulți { -follower(number: "pl") }, nu primești mai multe { -point(number: "pl") }: cu doi { -knight(number: "pl") } într-un { -city }, tot primești { -point(number: "pl", form: "def") } { -city(form: "gen") } o singură dată. Numărul de { -follower(number: "pl") } contează doar ca să afli cine are majoritatea.

## Capitol: întoarcerea supușilor

base-returning = Întoarcerea { -follower(number: "pl", form: "gen") }
base-returning-return = Abia după ce un { -road }, un { -city } sau o { -cloister } a fost terminată și evaluată – și nu mai devreme – { -thief(number: "pl", form: "def") }, { -knight(number: "pl", form: "def") } și { -monk(number: "pl", form: "def") } de acolo se întorc la stăpânii lor, în { -supply(form: "def") } acestora. Începând cu turul lor următor, stăpânii îi pot plasa din nou, în orice rol.
base-returning-farmers = Acest lucru nu se întâmplă niciodată cu { -farmer(number: "pl", form: "def") }: un { -farmer } rămâne pe { -field(form: "def") } său până la sfârșitul jocului.

base-returning-same-turn-title = Plasat, evaluat și recuperat în același tur
base-returning-same-turn = Poți pune un { -follower } chiar pe ceea ce noul tău { -tile } tocmai a completat: un { -road }, un { -city } sau o { -cloister }. Evaluarea are loc imediat, iar { -follower(form: "def") } se întoarce la tine în același tur. Respectă întotdeauna această ordine:
base-returning-step-complete = Completează un { -road }, un { -city } sau o { -cloister } cu noul tău { -tile }.
base-returning-step-place = Plasează un { -thief }, un { -knight } sau un { -monk } pe noul { -tile }.
base-returning-step-score = Evaluează ce ai completat: { -road(form: "def") }, { -city(form: "def") } sau { -cloister(form: "def") }.
base-returning-step-return = Pune { -thief(form: "def") }, { -knight(form: "def") } sau { -monk(form: "def") } înapoi în { -supply(form: "def") } ta.
base-returning-one-per-turn = Pentru că îți plasezi { -follower(form: "def") } înainte de orice evaluare, un { -follower } care se întoarce la tine în timpul turului nu mai poate fi plasat în același tur. Dacă ocupi deja un { -city } pe care noul tău { -tile } îl completează, îți poți folosi singurul { -follower } al turului în altă parte pe acel { -tile }, de exemplu într-un { -city } nou, început de { -tile(form: "def") } respectiv; { -city(form: "def") } complet se evaluează abia după aceea.

## Capitol: câmpurile și țăranii

base-fields = Despre { -field(number: "pl") } și { -farmer(number: "pl") }
base-fields-what = Porțiunile de pământ verde care se leagă peste marginile { -tile(number: "pl", form: "gen") } formează un singur { -field }. Un { -field } se termină acolo unde îl oprește un { -road }, un { -city } sau marginea exterioară a peisajului așezat până atunci. Aceste granițe despart { -field(number: "pl", form: "def") } unele de altele, lucru foarte important la evaluarea finală. O { -cloister } nu împarte un { -field }: ea se află în interiorul lui.
base-fields-size = Un { -field } poate crește pe tot parcursul jocului. Un singur { -field } poate ajunge să acopere cea mai mare parte a mesei, iar multe { -field(number: "pl") } nu se închid niciodată.

base-fields-farmers-title = Un { -farmer } rămâne până la sfârșit
base-fields-no-score = În timpul jocului nu se punctează nimic pentru { -field(number: "pl") }. Ele sunt locurile unde îți pui { -farmer(number: "pl", form: "def") }, iar aceștia le aduc { -point(number: "pl") } stăpânilor lor abia la evaluarea finală, după toate celelalte.
base-fields-stay = De aceea un { -farmer } nu se mai întoarce niciodată: odată plasat, rămâne pe { -field(form: "def") } său până la încheierea jocului. Culcă-ți { -farmer(number: "pl", form: "def") }, ca nimeni să nu-i confunde cu { -thief(number: "pl") } sau cu { -knight(number: "pl") }.

base-fields-joining-title = Unirea { -field(number: "pl", form: "gen") }
base-fields-joining = La fel ca la { -road(number: "pl") } și { -city(number: "pl") }, nu poți plasa un { -farmer } pe un { -field } unde se află deja, undeva, un { -farmer }. Un { -tile } nou poate totuși uni mai multe { -field(number: "pl") } separate, fiecare cu { -farmer(number: "pl", form: "def") } lui, într-unul singur. După unire, { -field(form: "def") } îi cuprinde pe toți, iar la evaluarea finală majoritatea hotărăște cine îl stăpânește.

## Capitol: tabla de punctaj

base-scoreboard = Tabla de punctaj
base-scoreboard-track = Fiecare { -point } se marchează în clipa în care este obținut: mută-ți marcatorul de puncte înainte pe { -scoreboard(form: "def") } cu tot atâtea căsuțe. Traseul are cincizeci de căsuțe, numerotate de la 0 la 49, și formează un traseu închis, așa că un marcator îl poate parcurge de mai multe ori.
base-scoreboard-lap = Când marcatorul tău ajunge pe căsuța 0 sau trece de ea, ai 50 de { -point(number: "pl") } sau mai mult. Culcă marcatorul pe o parte, ca toată lumea să vadă acest lucru, și continuă să numeri. Scorul tău este atunci 50 plus numărul căsuței pe care stă marcatorul.
base-scoreboard-lap-example = De exemplu, dacă marcatorul tău stă pe 48 și primești 3 { -point(number: "pl") }, mută-l pe căsuța marcată cu 1 și culcă-l: acum ai 51 de { -point(number: "pl") }.
base-scoreboard-more = Jocul de bază nu are altceva cu care să numeri ocolurile. Cartonașele de punctare, cu 50 pe o față și 100 pe cealaltă, fac parte din extensia „Hanuri și catedrale”, după cum precizează regulamentul jocului de bază și al extensiilor sale: ia unul când marcatorul tău trece de căsuța 0 și întoarce-l pe fața cu 100 la următorul ocol. Fără ele, notează pe o hârtie fiecare 50 de { -point(number: "pl") } în plus.

## Capitol: sfârșitul jocului

base-end = Sfârșitul jocului
base-end-when = Jocul se termină după turul în care este așezat ultimul { -tile }. Acest ultim tur este unul obișnuit: jucătorul poate plasa un { -follower }, iar tot ce completează ultimul { -tile } – { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } – se evaluează ca de obicei.
base-end-final = Apoi urmează evaluarea finală, descrisă în capitolul următor. Ea adaugă { -point(number: "pl") } pentru tot ce a rămas neterminat, iar apoi pentru { -field(number: "pl", form: "def") } și { -farmer(number: "pl", form: "def") } de pe ele.

## Capitol: evaluarea finală

base-final = Evaluarea finală
base-final-intro = Evaluarea finală are doi pași. Mai întâi se evaluează toate { -road(number: "pl", form: "def") }, { -city(number: "pl", form: "def") } și { -cloister(number: "pl", form: "def") } neterminate care sunt ocupate de { -follower(number: "pl") }. Apoi se evaluează { -field(number: "pl", form: "def") }, pentru { -farmer(number: "pl", form: "def") } de pe ele.

base-final-unfinished-title = Evaluarea { -road(number: "pl", form: "gen") }, { -city(number: "pl", form: "gen") } și { -cloister(number: "pl", form: "gen") } neterminate
base-final-unfinished = Drumurile, orașele și mănăstirile rămase neterminate și ocupate de un { -follower } se punctează astfel:
base-final-unfinished-road = Un { -road } aduce câte un { -point } pentru fiecare { -tile } al său, exact ca și cum ar fi complet.
base-final-unfinished-city = Un { -city } aduce câte un { -point } pentru fiecare { -tile } al său și câte un { -point } pentru fiecare { -pennant }: jumătate din cât ar valora dacă ar fi complet.
base-final-unfinished-cloister = O { -cloister } aduce un { -point } pentru ea însăși și câte un { -point } pentru fiecare { -tile } din jurul ei.
base-final-unfinished-majority = Regula majorității este aceeași ca în timpul jocului: { -point(number: "pl", form: "def") } le primește jucătorul cu cei mai mulți { -follower(number: "pl") } acolo, iar jucătorii la egalitate pe primul loc primesc fiecare toate { -point(number: "pl", form: "def") }. Imediat ce ceva a fost evaluat, ia de pe masă { -follower(number: "pl", form: "def") } de acolo.

base-final-fields-title = Evaluarea { -field(number: "pl", form: "gen") }
base-final-fields-owner = Acum au rămas doar { -farmer(number: "pl", form: "def") }. Evaluează, unul după altul, fiecare { -field } pe care se află cel puțin un { -farmer }. Mai întâi află cine este stăpânul { -field(form: "gen") }: dacă un singur jucător are { -farmer(number: "pl") } acolo, el este stăpânul.
base-final-fields-points = Stăpânul unui { -field } primește trei { -point(number: "pl") } pentru fiecare { -city } complet care se învecinează cu { -field(form: "def") } sau se află în interiorul lui. Mărimea { -city(form: "gen") } nu contează, iar un { -city } neterminat nu valorează aici nimic. Nu este nevoie ca { -field(form: "def") } însuși să fie închis.
base-final-fields-majority = Când mai mulți jucători au { -farmer(number: "pl") } pe același { -field }, stăpânul lui este cel care are cei mai mulți. Dacă mai mulți jucători sunt la egalitate pe primul loc, toți sunt stăpânii lui și fiecare primește pentru el toate { -point(number: "pl", form: "def") }. Jucătorii cu mai puțini { -farmer(number: "pl") } pe acel { -field } nu primesc nimic pentru el.
base-final-fields-several = Adesea, un { -city } se învecinează cu mai multe { -field(number: "pl") }. În acest caz, el aduce { -point(number: "pl") } stăpânilor fiecăruia dintre aceste { -field(number: "pl") }, chiar și atunci când același jucător stăpânește două dintre ele.
base-final-fields-border = Un { -city } se învecinează cu un { -field } atunci când o bucată din zidul lui se întinde de-a lungul acelui { -field }. Nu este de ajuns să-l atingă doar în colțul unui { -tile }.
base-final-fields-tip = Deoarece după primul pas toți ceilalți { -follower(number: "pl") } au fost luați de pe masă, au rămas doar { -farmer(number: "pl", form: "def") }, iar granițele { -field(number: "pl", form: "gen") } se văd mult mai ușor.

base-final-winner-title = Câștigătorul
base-final-winner = După ce a fost evaluat fiecare { -field }, jocul s-a încheiat. Câștigă jucătorul cu cele mai multe { -point(number: "pl") }.

## Capitol: clarificări oficiale

base-clarifications = Clarificări oficiale
base-clarifications-intro = De-a lungul anilor, jucătorii au întrebat editura despre situații pe care regulile nu le lămuresc explicit. Iată răspunsurile editurii, grupate pe teme. Regulile din acest regulament țin deja seama de ele.

base-clarifications-tiles-title = Așezarea { -tile(number: "pl", form: "gen") }
base-clarifications-corner = Colțurile nu fac legătura. Porțiunile de { -road }, cartierele și porțiunile de { -field } se unesc doar peste o latură comună a două { -tile(number: "pl") }. Două cartiere care se ating doar într-un colț țin de două { -city(number: "pl") } diferite.
base-clarifications-cloisters-touch = Două { -cloister(number: "pl") } pot sta una lângă alta, latură la latură sau colț la colț, iar cele opt { -tile(number: "pl") } din jurul { -cloister(form: "gen") } pot avea și ele { -cloister(number: "pl") }. Nimic nu se poate lega de o { -cloister }: ea stă în interiorul propriei porțiuni de { -field }, iar lângă ea se poate așeza orice { -tile } care se potrivește.
base-clarifications-all-edges = Un { -tile } nou trebuie să se potrivească cu fiecare { -tile } pe care îl atinge. Nu ajunge să găsești o latură care se potrivește: fiecare margine care se întâlnește cu un vecin trebuie să i se potrivească.
base-clarifications-road-end = Un { -road } nu poate duce niciodată în gol. Ca orice altă margine, o margine prin care un { -road } iese de pe un { -tile } poate fi alăturată doar unui alt { -road }.

base-clarifications-followers-title = Plasarea { -follower(number: "pl", form: "gen") }
base-clarifications-few-followers = Numărul mic de { -follower(number: "pl") } este intenționat. Să-i folosești cu chibzuință este una dintre abilitățile pe care ți le cere jocul.
base-clarifications-open-city = Când { -tile(form: "def") } tău completează un { -city } pe care nu-l ocupă nimeni, nu ești obligat să-l revendici. Îl poți închide fără { -knight } și îți poți plasa { -follower(form: "def") } în altă parte pe { -tile }, de exemplu ca { -farmer } pe un { -field } liber. Un { -city } poate fi terminat fără ca cineva să-l păzească.
base-clarifications-cloister-farmer = Pe un { -tile } cu { -cloister }, îți poți plasa { -follower(form: "def") } ca { -farmer } pe { -field(form: "def") } din jurul { -cloister(form: "gen") }, în loc de { -monk }; se aplică regulile obișnuite pentru { -field(number: "pl") }. În acest caz, { -cloister(form: "def") } rămâne goală până la sfârșitul jocului, pentru că un { -follower } poate fi plasat doar pe { -tile(form: "def") } abia așezat.
base-clarifications-place-before-scoring = Poți plasa un singur { -follower } pe tur și îl plasezi înainte de orice evaluare. Dacă { -tile(form: "def") } tău închide un { -city } mic pe care îl ocupi deja și totodată începe un alt { -city }, poți pune un al doilea { -knight } în cel nou; apoi { -city(form: "def") } mic se evaluează, iar { -knight(form: "def") } lui se întoarce la tine. Dacă nu ocupai { -city(form: "def") } mic, alegi în care dintre cele două cartiere îți pui { -follower(form: "def") }: pus în { -city(form: "def") } mic, îți aduce { -point(number: "pl") } și se întoarce imediat, dar în acel tur nu-l mai poți plasa.

base-clarifications-scoring-title = Punctajul
base-clarifications-crossing = Orice { -crossing } încheie fiecare { -road } care ajunge la ea, indiferent din ce direcție vine: un { -road } nu trece niciodată drept printr-o { -crossing }, iar niciun { -thief } nu poate intra în sătuc. Așadar, fiecare { -road } dintre două { -crossing(number: "pl") } este un { -road } separat și se evaluează separat.
base-clarifications-same-colour = Doi { -follower(number: "pl") } de aceeași culoare pe același { -road }, în același { -city } sau pe același { -field } nu dublează { -point(number: "pl", form: "def") }. Numărul { -follower(number: "pl", form: "gen") } tăi de acolo contează doar pentru majoritate.
base-clarifications-final-values = La evaluarea finală, un { -road } neterminat aduce exact cât ar aduce în timpul jocului: un { -point } pe { -tile }, oricâți { -follower(number: "pl") } ar sta pe el. O { -cloister } neterminată aduce un { -point } pentru ea însăși și câte un { -point } pentru fiecare { -tile } vecin, nu doar un singur { -point }.

base-clarifications-fields-title = Evaluarea { -field(number: "pl", form: "gen") }
base-clarifications-field-bounds = Un { -field } este limitat de tot ce nu poate ocoli: { -road(number: "pl") }, { -city(number: "pl") } și marginea peisajului. Un singur { -field } se poate întinde aproape pe toată masa, iar unele { -field(number: "pl") } rămân deschise până la final.
base-clarifications-open-field = Un { -field } nu trebuie să fie închis ca să aducă { -point(number: "pl") }. Aproape niciodată nu se poate închide un { -field }; ce trebuie să fie complete sunt { -city(number: "pl", form: "def") } cu care se învecinează. Așadar, { -city(number: "pl", form: "def") } complete contează și pentru { -field(number: "pl", form: "def") } neterminate.
base-clarifications-enclosed-field = Un { -field } închis complet de { -road(number: "pl") }, fără niciun { -city } alături, se evaluează ca oricare altul: trei { -point(number: "pl") } pentru fiecare { -city } complet, adică, aici, nimic. Chiar și așa, { -farmer(form: "def") } de pe el trebuie să rămână acolo până la sfârșit.

base-clarifications-readings-title = Două interpretări uzuale
base-clarifications-readings = Cele două precizări de mai jos nu sunt răspunsuri ale editurii, ci interpretări ale regulilor asupra cărora jucătorii cad în general de acord. Acest regulament le urmează.
base-clarifications-pennant = O { -pennant } aparține cartierului în care este desenată. Dacă un { -tile } are două cartiere separate, { -pennant(form: "def") } lui contează doar pentru { -city(form: "def") } din care face parte cartierul ei, nu și pentru celălalt.
base-clarifications-bordering = Un { -city } se învecinează cu un { -field } doar acolo unde zidul lui se întinde de-a lungul acelui { -field }. Un singur punct de contact, în colțul unui { -tile }, nu este de ajuns.

## Capitol: edițiile regulilor

base-editions = Edițiile regulilor
base-editions-intro = Carcassonne a fost tipărit de multe ori, iar câteva dintre regulile lui s-au schimbat de-a lungul anilor. Plasarea { -follower(number: "pl", form: "gen") }, majoritățile, egalitățile și întoarcerea { -follower(number: "pl", form: "gen") } funcționează la fel în toate edițiile, la fel și așezarea { -tile(number: "pl", form: "gen") }, cu o singură excepție: ce se întâmplă cu un { -tile } care nu se potrivește nicăieri. Toate celelalte diferențe țin de punctaj, mai ales de cel al { -farmer(number: "pl", form: "gen") }. Acest regulament folosește regulile ediției a treia.
base-editions-which = Dacă ai un regulament mai vechi, uită-te cum îi punctează pe { -farmer(number: "pl") } ca să-ți dai seama ce ediție urmează. Exemplele din acest capitol arată, unul lângă altul, punctajul aceluiași peisaj după fiecare ediție.

base-editions-differences-title = Ce diferă
base-editions-third = Ediția a treia: fiecare { -field } se evaluează separat. Stăpânii lui primesc trei { -point(number: "pl") } pentru fiecare { -city } complet cu care se învecinează. Un { -city } care se învecinează cu mai multe { -field(number: "pl") } aduce { -point(number: "pl") } stăpânilor fiecăruia dintre ele, chiar și atunci când un jucător stăpânește mai mult de unul dintre aceste { -field(number: "pl") }.
base-editions-second = Ediția a doua: ca în ediția a treia, un { -city } complet valorează trei { -point(number: "pl") } pentru stăpânii fiecărui { -field } din jurul lui, dar un jucător poate primi { -point(number: "pl") } pentru un anumit { -city } o singură dată, oricâte dintre { -field(number: "pl", form: "def") } din jurul lui ar stăpâni.
base-editions-first = Prima ediție: { -farmer(number: "pl", form: "def") } se punctează { -city } după { -city }, nu { -field } după { -field }. Pentru fiecare { -city } complet, numără { -farmer(number: "pl", form: "def") } fiecărui jucător de pe toate { -field(number: "pl", form: "def") } care se învecinează cu el. Jucătorul cu cei mai mulți primește patru { -point(number: "pl") } pentru acel { -city }; jucătorii la egalitate pe primul loc primesc fiecare câte patru.
base-editions-first-small-city = Prima ediție, { -city(number: "pl") } mici: un { -city } complet din doar două { -tile(number: "pl") } aduce un { -point } pe { -tile } și unul pe { -pennant }, deci două { -point(number: "pl") } în loc de patru când nu are nicio { -pennant }. Pentru { -city(number: "pl") } mai mari, punctajul rămâne cel obișnuit.
base-editions-first-no-fit = Prima ediție, un { -tile } care nu se potrivește nicăieri: în loc să iasă din joc, se pune înapoi în teancul din care a fost tras, iar jucătorul trage altul.
base-editions-same = Tot restul este identic în cele trei ediții, inclusiv evaluarea finală a { -road(number: "pl", form: "gen") }, { -city(number: "pl", form: "gen") } și { -cloister(number: "pl", form: "gen") } neterminate.
base-editions-today = Punctarea { -field(number: "pl", form: "gen") } din ediția a treia este cea pe care o folosesc acum toate editurile, pentru toate versiunile de Carcassonne.

base-editions-small-city-title = Un { -city } mic
base-editions-small-city = Ambele exemple completează un { -city } din două { -tile(number: "pl") }. Doar prima ediție îl punctează altfel.
base-editions-small-city-variant = Jucătorii cărora le place punctajul { -farmer(number: "pl", form: "gen") } dintr-o ediție și cel al { -city(number: "pl", form: "gen") } mici din alta le pot combina: { -city(form: "def") } mic este o variantă de reguli de sine stătătoare, care se poate juca cu orice ediție. Cu „1 { -point } pe { -tile }”, un { -city } complet de două { -tile(number: "pl") } aduce 2 și câte 1 pe { -pennant }, ca în primele tiraje Hans im Glück și Rio Grande Games; cu „2 { -point(number: "pl") } pe { -tile }”, el se punctează ca orice alt { -city }, ca în toate tirajele apărute după revizuirea regulilor, în jurul anului 2002. Exemplele le arată pe amândouă, alături de ediții.

base-editions-value-title = Cât valorează un { -city } pentru { -farmer(number: "pl") }
base-editions-value = Cu un singur stăpân și un singur { -field }, se schimbă doar valoarea unui { -city }: trei { -point(number: "pl") } în edițiile a doua și a treia, patru în prima.

base-editions-city-once-title = Un { -city }, două { -field(number: "pl") }
base-editions-city-once = Aici fiecare ediție dă alt rezultat: a treia socotește { -city(form: "def") } pentru fiecare { -field }, a doua doar o dată pentru fiecare jucător, iar prima îl acordă în întregime jucătorului cu cei mai mulți { -farmer(number: "pl") } în jurul lui.

base-editions-city-by-city-title = Majoritatea în jurul unui { -city }
base-editions-city-by-city = În edițiile a doua și a treia, majoritatea se stabilește separat pe fiecare { -field }. În prima ediție, ea se stabilește în jurul { -city(form: "gen") }, numărând { -farmer(number: "pl", form: "def") } de pe toate { -field(number: "pl", form: "def") } care se învecinează cu el.

## Capitol: cartonașele

base-tiles = Toate { -tile(number: "pl", form: "def") }
base-tiles-intro = Jocul de bază are 72 de { -tile(number: "pl") } de 24 de tipuri, notate cu literele de la A la X. Unul dintre cele patru { -tile(number: "pl") } D este { -start-tile(form: "def") }; doar versoul mai închis la culoare îl deosebește de celelalte.
