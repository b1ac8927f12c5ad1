### Regulamentul extensiei „Abație și primar”: toate mesajele pe care le
### numește book/abbey-mayor.toml, inclusiv secțiunile despre alte extensii.
### Id-uri: am-<capitol>-<ce>. Titlurile capitolelor sunt am-<capitol>,
### titlurile secțiunilor se termină în -title. Text simplu, fără marcaje;
### vocabularul jocului vine din termenii glosarului din terms.ftl, niciodată
### la începutul unei propoziții.

am-title = Abație și primar
am-summary = A cincea extensie: douăsprezece { -tile(number: "pl") } noi cu teren și, pentru fiecare jucător, o { -abbey } care umple o gaură din peisaj, un { -mayor } care își trage puterea din { -pennant(number: "pl", form: "def") } unui { -city }, un { -wagon } care merge mai departe după ce a fost evaluat și o { -barn } care trăiește de pe urma { -field(number: "pl", form: "gen") }.

## Capitol: ce aduce extensia

am-overview = Ce aduce extensia „Abație și primar”
am-overview-intro = Extensia „Abație și primar” se joacă împreună cu jocul de bază și lungește partida cu aproximativ zece minute. În cutie vei găsi:
am-overview-tiles = 12 { -tile(number: "pl") } noi cu teren, care se amestecă printre celelalte.
am-overview-abbeys = 6 { -tile(number: "pl") } cu { -abbey }, câte unul pentru fiecare jucător.
am-overview-figures = 6 { -mayor(number: "pl") }, 6 { -wagon(number: "pl") } și 6 { -barn(number: "pl") }: câte o figură de fiecare fel în culoarea fiecărui jucător.
am-overview-rest = Toate regulile jocului de bază rămân valabile. Acest regulament explică doar ce este nou.

## Capitol: pregătirea jocului

am-setup = Pregătirea jocului cu „Abație și primar”
am-setup-tiles = Amestecă cele 12 { -tile(number: "pl") } noi cu teren printre celelalte.
am-setup-pieces = Fiecare jucător ia un { -tile } cu { -abbey } și îl pune în fața lui, cu fața în sus, împreună cu { -mayor(form: "def") }, { -wagon(form: "def") } și { -barn(form: "def") } în culoarea sa.

## Capitol: abația

am-abbey = Abația
am-abbey-placing-title = Așezarea { -abbey(form: "gen") }
am-abbey-instead = O singură dată în timpul jocului, la începutul turului tău, poți să-ți așezi { -abbey(form: "def") } în loc să tragi un { -tile }.
am-abbey-hole = O { -abbey } încape doar într-o gaură: un loc liber care are deja câte un { -tile } pe fiecare dintre cele patru laturi ale sale. Marginile ei nu trebuie să se potrivească cu nimic. Dacă în peisaj nu există o astfel de gaură, nu îți poți așeza { -abbey(form: "def") } în acest tur.
am-abbey-monk = Ca la orice { -tile } pe care îl așezi, poți pune apoi un { -follower } pe { -abbey }, ca { -monk }.
am-abbey-closing-title = Ce închide { -abbey(form: "def") }
am-abbey-closes = Odată așezată, { -abbey(form: "def") } închide fiecare { -tile } din jurul ei. Un { -road } sau un { -city } care ajunge la una dintre laturile ei se termină acolo. Dacă astfel devine complet, se evaluează imediat, după regulile jocului de bază.
am-abbey-scores = Un { -monk } de pe { -abbey } se evaluează exact ca unul dintr-o { -cloister }: contează { -abbey(form: "def") } și { -tile(number: "pl", form: "def") } din jurul ei, atunci când toate cele opt sunt pe masă sau la sfârșitul jocului.

## Capitol: primarul

am-mayor = Primarul
am-mayor-placing = În locul unui { -follower }, poți plasa { -mayor(form: "def") } tău pe { -tile(form: "def") } pe care tocmai l-ai așezat, după regulile obișnuite, dar numai într-un { -city } și numai într-unul în care nu se află niciun { -knight } și niciun alt { -mayor }.
am-mayor-strength = La evaluarea { -city(form: "gen") }, { -mayor(form: "def") } contează cât tot atâția { -knight(number: "pl") } câte { -pennant(number: "pl") } are { -city(form: "def") }. Un { -knight } obișnuit contează cât unul, un { -knight } mare cât doi. Un { -mayor } dintr-un { -city } fără { -pennant(number: "pl") } nu contează deloc.
am-mayor-value = Un { -mayor } schimbă doar cine câștigă { -city(form: "def") }, nu și cât valorează acesta: { -city(form: "def") } aduce punctele obișnuite, iar { -mayor(form: "def") } se întoarce la tine după evaluare, ca orice { -follower }.
am-mayor-pennants-title = Un { -mayor } cu steme

## Capitol: căruțul

am-wagon = Căruțul
am-wagon-placing = În locul unui { -follower }, poți plasa { -wagon(form: "def") } tău pe { -tile(form: "def") } pe care tocmai l-ai așezat: pe un { -road }, într-un { -city } sau într-o { -cloister } unde nu stă încă nimeni, dar niciodată pe un { -field }. La evaluare, el contează exact ca un { -follower }.
am-wagon-after = După ce regiunea pe care stă { -wagon(form: "def") } tău a fost evaluată, alegi: îți iei { -wagon(form: "def") } înapoi sau îl lași să meargă mai departe, spre o regiune vecină – un { -road }, un { -city } sau o { -cloister } – care nu este nici completă, nici ocupată. Dacă lângă el nu există o astfel de regiune, { -wagon(form: "def") } se întoarce la tine.
am-wagon-order = Dacă evaluările dintr-un singur tur eliberează mai multe { -wagon(number: "pl") }, stăpânii lor hotărăsc unul după altul, în sensul acelor de ceasornic, începând cu jucătorul aflat la rând.
am-wagon-reading = Regulamentul tipărit nu spune exact ce înseamnă „vecin”. Acest regulament înțelege cuvântul așa cum îl înțeleg primele tiraje Hans im Glück și răspunsurile date de editură jucătorilor: o regiune legată direct de cea pe care { -wagon(form: "def") } a fost evaluat. Un { -road } duce mai departe, dincolo de { -crossing(form: "def") } la care se termina { -road(form: "def") } evaluat; un { -road } duce în { -cloister(form: "def") } sau în { -abbey(form: "def") } în care intră ori în { -city(form: "def") } la a cărui poartă ajunge; un { -city } sau o { -cloister } duce pe { -road(number: "pl", form: "def") } care se termină acolo. Două { -city(number: "pl") } nu duc niciodată unul în celălalt. Tirajele ulterioare îl înțeleg altfel; vezi „Unde diferă tirajele”.

## Capitol: moșia

am-barn = Moșia
am-barn-placing-title = Așezarea { -barn(form: "gen") }
am-barn-placing = În locul unui { -follower }, poți plasa { -barn(form: "def") } ta într-un colț în care se întâlnesc patru { -tile(number: "pl") }, fiecare având { -field } în acel colț. O poți pune acolo unde se află deja { -farmer(number: "pl") }, dar nu pe un { -field } pe care se află deja o { -barn }.
am-barn-stays = O { -barn } rămâne acolo unde a fost pusă până la sfârșitul jocului.
am-barn-reading = Regulamentul nu spune care colțuri sunt permise. Interpretarea noastră, pe care o urmează exemplele: un colț al { -tile(form: "gen") } pe care tocmai l-ai așezat, ca pentru orice figură.
am-barn-farmers-title = Când pe { -field } se află deja { -farmer(number: "pl") }
am-barn-farmers = Dacă pe { -field(form: "def") } unde îți plasezi { -barn(form: "def") } se află deja { -farmer(number: "pl") }, acel { -field } se evaluează imediat pentru ei, ca la sfârșitul jocului: cine are acolo cei mai mulți { -farmer(number: "pl") } primește 3 { -point(number: "pl") } pentru fiecare { -city } complet cu care se învecinează { -field(form: "def") }. Nu contează dacă stăpânul { -barn(form: "gen") } are sau nu un { -farmer } acolo. Apoi toți acei { -farmer(number: "pl") } se întorc la stăpânii lor.
am-barn-joined-title = Un { -field } cu { -farmer(number: "pl") } unit cu o { -barn }
am-barn-no-farmers = Nimeni nu poate pune un { -farmer } pe un { -field } pe care se află o { -barn }.
am-barn-joined = Totuși, un { -tile } nou poate uni un { -field } pe care stau { -farmer(number: "pl") } cu un { -field } pe care se află o { -barn }. Acei { -farmer(number: "pl") } se evaluează imediat: cine are cei mai mulți dintre ei primește doar 1 { -point } pentru fiecare { -city } complet. Apoi ei se întorc la stăpânii lor.
am-barn-final-title = Evaluarea finală a { -barn(number: "pl", form: "gen") }
am-barn-final = La sfârșitul jocului, fiecare { -barn } îi aduce stăpânului ei 4 { -point(number: "pl") } pentru fiecare { -city } complet cu care se învecinează { -field(form: "def") } ei. Dacă pe același { -field } stau mai multe { -barn(number: "pl") }, fiecare dintre ele aduce punctajul întreg.

## Capitol: împreună cu alte extensii

am-together = „Abație și primar” împreună cu celelalte extensii
am-together-big-title = Primarul și { -big-follower(form: "def") }
am-together-big = Un { -knight } mare contează cât doi în fața unui { -mayor }, oricâte { -pennant(number: "pl") } ar avea { -city(form: "def") }, la fel cum contează cât doi în fața { -knight(number: "pl", form: "gen") } obișnuiți.
am-together-pig-title = Moșia și { -pig(form: "def") }
am-together-pig = Un { -pig } mărește punctele stăpânului său când o { -barn } evaluează { -farmer(number: "pl") }: 4 în loc de 3 pentru fiecare { -city } complet când { -barn(form: "def") } este așezată, 2 în loc de 1 când { -farmer(number: "pl") } sunt uniți cu ea. Apoi { -pig(form: "def") } se întoarce acasă împreună cu { -farmer(number: "pl", form: "def") } stăpânului său.
am-together-dragon-title = Figurile noi și { -dragon(form: "def") }
am-together-dragon = O { -barn } nu este un { -follower }: { -dragon(form: "def") } nu o trimite niciodată acasă. Un { -mayor } sau un { -wagon } aflat pe un loc în care intră { -dragon(form: "def") } se întoarce acasă ca orice { -follower }.
am-together-tower-title = Figurile noi și { -tower(form: "def") }
am-together-tower = Un { -tower } nu poate lua { -prisoner } o { -barn }. În schimb, un { -mayor } și un { -wagon } sunt { -follower(number: "pl") }: un { -tower } îi poate captura, iar ei se răscumpără ca oricare alt { -follower }.

## Capitol: cartonașele

am-tiles = Cartonașele extensiei „Abație și primar”
am-tiles-intro = Cele douăsprezece { -tile(number: "pl") } noi cu teren și { -abbey(form: "def") } pe care fiecare jucător o păstrează în fața lui.

## Capitol: unde diferă tirajele

am-printings = Unde diferă tirajele
am-printings-wagon-title = Unde poate merge mai departe { -wagon(form: "def") }
am-printings-wagon = Regulamentul nostru îl lasă pe { -wagon } să meargă mai departe spre o regiune vecină – un { -road }, un { -city } sau o { -cloister } –, iar aici „vecin” înseamnă legat direct, așa cum îl înțeleg primele tiraje Hans im Glück. Tirajele cu noua grafică, ale editurilor Hans im Glück și Z-Man Games, renunță la această legătură: { -wagon(form: "def") } poate merge spre orice regiune neterminată și neocupată – { -road }, { -city } sau { -cloister } – de pe propriul { -tile } sau de pe unul dintre cele opt { -tile(number: "pl") } din jurul lui. În exemple poți alege între cele două variante.
am-printings-barn-title = Pe ce { -field(number: "pl") } se poate pune o { -barn }
am-printings-barn = Regulamentul nostru și, odată cu el, tirajele ulterioare permit ca o { -barn } să fie pusă pe un { -field } pe care stau { -farmer(number: "pl") }, care se evaluează imediat, dar niciodată pe unul pe care se află deja o { -barn }. N-am găsit niciun tiraj care să spună altceva.
am-printings-barn-house = Două reguli ale casei, pe care nu le are niciun tiraj, sunt incluse aici ca opțiuni, pentru jucătorii care le folosesc: o { -barn } doar pe un { -field } fără nicio { -barn } și fără niciun { -farmer } și o { -barn } pe orice { -field }, chiar și pe unul cu o { -barn } (o setare a programului JCloisterZone).
