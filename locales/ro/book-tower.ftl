### Regulamentul extensiei „Turnul”: toate mesajele pe care le numește
### book/tower.toml, inclusiv secțiunile despre alte extensii. Id-uri:
### tower-<capitol>-<ce>. Titlurile capitolelor sunt tower-<capitol>, titlurile
### secțiunilor se termină în -title. Text simplu, fără marcaje; vocabularul
### jocului vine din termenii glosarului din terms.ftl, niciodată la începutul
### unei propoziții. „Turnul” este numele extensiei; termenul -tower este un
### turn construit în peisaj.

tower-title = Turnul
tower-summary = A patra extensie: optsprezece { -tile(number: "pl") } cu câte un { -tower-foundation } și treizeci de { -tower-piece(number: "pl") } cu care se construiește. Cu cât un { -tower } crește mai înalt, cu atât ajunge mai departe ca să ia { -prisoner } un { -follower }, iar un { -prisoner } se întoarce acasă doar printr-un schimb sau dacă se plătește o { -ransom } pentru el.

## Capitol: ce aduce extensia

tower-overview = Ce aduce extensia „Turnul”
tower-overview-intro = Extensia „Turnul” se joacă împreună cu jocul de bază și lungește partida cu aproximativ zece minute. În cutie vei găsi:
tower-overview-tiles = 18 { -tile(number: "pl") } noi cu teren, fiecare cu un { -tower-foundation }, marcate cu simbolul extensiei, ca să le poți separa ușor după partidă.
tower-overview-pieces = 30 de { -tower-piece(number: "pl") } din lemn, toate de aceeași culoare, care se împart între jucători.
tower-overview-holder = Un suport pentru { -tile(number: "pl") }, construit în formă de { -tower }.
tower-overview-holder-tip = Editura recomandă să lași suportul montat și să tragi { -tile(number: "pl", form: "def") } din el. Le poți lua de sus sau de jos, dar de sus e mai bine: cu cât rămân mai puține { -tile(number: "pl") } înăuntru, cu atât se răstoarnă mai ușor când tragi unul de dedesubt.
tower-overview-rest = Toate regulile jocului de bază rămân valabile. Acest regulament explică doar ce este nou: construirea { -tower(number: "pl", form: "gen") }, luarea { -prisoner(number: "pl", form: "gen") } și recuperarea lor.

## Capitol: pregătirea jocului

tower-setup = Pregătirea jocului cu „Turnul”
tower-setup-intro = Pregătește jocul de bază ca de obicei și amestecă cele 18 { -tile(number: "pl") } noi cu celelalte. Apoi împarte { -tower-piece(number: "pl", form: "def") }: fiecare jucător primește același număr, care depinde de câți jucători participă.
tower-setup-two = Doi jucători: câte 10 { -tower-piece(number: "pl") } fiecare.
tower-setup-three = Trei jucători: câte 9 fiecare.
tower-setup-four = Patru jucători: câte 7 fiecare.
tower-setup-five = Cinci jucători: câte 6 fiecare.
tower-setup-six = Șase jucători: câte 5 fiecare.

## Capitol: noile cartonașe

tower-new-tiles = Așezarea noilor { -tile(number: "pl") }
tower-new-tiles-placing = Noile { -tile(number: "pl") } se așază după regulile jocului de bază. Singurul lucru nou de pe ele este un { -tower-foundation }: un loc marcat, pe care se poate construi un { -tower }.
tower-new-tiles-roads = Acolo unde un { -road } ajunge la un { -tower-foundation }, el se termină, la fel ca la o { -crossing }.

## Capitol: construirea turnurilor

tower-together = Turnurile alături de celelalte extensii
tower-building = Construirea { -tower(number: "pl", form: "gen") }
tower-building-choice-title = O { -tower-piece } în locul unui { -follower }
tower-building-choice = În turul tău, în loc să plasezi un { -follower }, poți face unul dintre aceste lucruri:
tower-building-start = Pune una dintre { -tower-piece(number: "pl", form: "def") } ale tale pe un { -tower-foundation } pe care nu s-a construit încă nimic, oriunde în peisaj, nu doar pe { -tile(form: "def") } pe care tocmai l-ai așezat. Astfel începi un { -tower } nou.
tower-building-raise = Pune una dintre { -tower-piece(number: "pl", form: "def") } ale tale deasupra unui { -tower } deja ridicat, indiferent cine l-a construit, ca să-l înalți cu un nivel.
tower-building-finish = Termină un { -tower } punând deasupra lui unul dintre { -follower(number: "pl", form: "def") } tăi.
tower-building-capture-title = Luarea unui { -prisoner }
tower-building-capture = De fiecare dată când pui o { -tower-piece }, fie că începi un { -tower }, fie că îl înalți, poți lua imediat { -prisoner } un { -follower }.
tower-building-capture-reach = Ce { -follower(number: "pl") } poți lua depinde de înălțimea pe care tocmai i-ai dat-o { -tower(form: "gen") }, numărată în { -tower-piece(number: "pl") }. Poți lua unul care stă chiar pe { -tile(form: "def") } { -tower(form: "gen") } sau pe un { -tile } aflat în linie dreaptă la nord, la est, la sud sau la vest de el, la o distanță de cel mult atâtea { -tile(number: "pl") } câte piese are acum { -tower(form: "def") }. Diagonalele nu contează.
tower-building-capture-count = Așadar, un { -tower } înalt de o piesă ajunge la cinci { -tile(number: "pl") }: al său și cele patru vecine. Înalt de două piese, ajunge la nouă, câte două în fiecare direcție, iar fiecare nivel în plus mai adaugă patru, câte unul la capătul fiecărei linii. Un { -tower } poate crește oricât de înalt vor jucătorii să-l construiască.
tower-building-capture-no-block = Nimic din cale nu oprește raza de acțiune a unui { -tower }: nici un loc gol pe linie, nici un alt { -tower } aflat pe ea.
tower-building-captured-title = Unde ajunge un { -follower } capturat
tower-building-captured-own = Poți lua chiar unul dintre propriii tăi { -follower(number: "pl") }: el se întoarce pur și simplu în { -supply(form: "def") } ta.
tower-building-captured-other = Un { -follower } al altui jucător devine { -prisoner(form: "def") } tău: pune-l în fața ta, separat de propria ta { -supply }. Stăpânul lui nu îl poate folosi până când nu se întoarce, așa cum explică capitolul despre { -prisoner(number: "pl") }.
tower-building-finish-title = Terminarea unui { -tower }
tower-building-finish-rule = Când pui unul dintre { -follower(number: "pl", form: "def") } tăi deasupra unui { -tower }, { -tower(form: "def") } este terminat: nimeni nu mai poate adăuga vreo piesă la el.
tower-building-finish-stays = Acel { -follower } rămâne pe { -tower } până la sfârșitul jocului și nu se mai întoarce la tine, decât dacă îl ia { -prisoner } un alt { -tower }.
tower-building-finish-tip = Terminarea unui { -tower } nu aduce nimic în sine și te costă un { -follower } pentru tot restul jocului. Merită doar ca să aperi un { -follower } de-al tău care contează foarte mult: un { -tower } terminat nu mai poate fi înălțat niciodată, așa că nimeni nu îl mai poate folosi ca să ia { -prisoner } acel { -follower }.

## Capitol: prizonierii

tower-prisoners = Despre { -prisoner(number: "pl") }
tower-prisoners-exchange-title = Schimbul de { -prisoner(number: "pl") }
tower-prisoners-exchange = De îndată ce doi jucători au fiecare câte un { -prisoner } al celuilalt, cei doi { -prisoner(number: "pl") } sunt schimbați imediat: fiecare se întoarce în { -supply(form: "def") } stăpânului său.
tower-prisoners-exchange-several = Dacă unul dintre cei doi are mai mulți { -follower(number: "pl") } ai celuilalt, acesta din urmă alege pe care îl primește înapoi. Se schimbă doar o singură pereche: ceilalți rămân { -prisoner(number: "pl") }.
tower-prisoners-ransom-title = Cum plătești o { -ransom }
tower-prisoners-ransom = În turul tău poți plăti o { -ransom } ca să recuperezi unul dintre { -follower(number: "pl", form: "def") } tăi capturați de la jucătorul care îl ține: mută-ți marcatorul de puncte înapoi cu 3 căsuțe pe { -scoreboard(form: "def") }, iar acel jucător își mută marcatorul înainte cu 3. Astfel, { -follower(form: "def") } tău se întoarce în { -supply(form: "def") } ta.
tower-prisoners-ransom-place = Poți plasa { -follower(form: "def") } eliberat chiar în același tur.
tower-prisoners-ransom-reading = Regulamentul tipărit nu spune ce se întâmplă dacă ai mai puțin de 3 { -point(number: "pl") }. Noi considerăm că atunci nu poți plăti o { -ransom }. Aceasta este interpretarea noastră, nu regula editurii.

## Capitol: cartonașele

tower-tiles = Toate { -tile(number: "pl", form: "def") }
tower-tiles-intro = Cele optsprezece { -tile(number: "pl") } ale extensiei „Turnul” și câte exemplare din fiecare conține cutia.

## Împreună cu alte extensii (secțiunile cu `with` din book/tower.toml)

tower-building-big-title = Turnurile și { -big-follower(form: "def") }
tower-building-big = Cu „Hanuri și catedrale”, un { -tower } poate lua { -prisoner } un { -big-follower } la fel cum ia unul mic, iar un { -big-follower } capturat se schimbă sau se răscumpără ca orice alt { -follower }.
tower-building-builder-title = Turnurile, { -builder(form: "def") } și { -pig(form: "def") }
tower-building-builder-instead = Cu „Negustori și constructori”, construirea cu o { -tower-piece } sau terminarea unui { -tower } este încă o variantă pentru figura ta: o poți face și în loc să plasezi un { -builder } sau un { -pig }.
tower-building-builder-never = Un { -tower } nu ia niciodată { -prisoner } un { -builder } sau un { -pig }; el capturează doar { -follower(number: "pl") }.
tower-building-builder-home = Un { -builder } sau un { -pig } poate totuși să fie nevoit să se întoarcă acasă. Dacă un { -tower } îi ia stăpânului său ultimul { -thief } sau { -knight } de pe { -road(form: "def") } sau din { -city(form: "def") } în care stă, ori ultimul { -farmer } de pe { -field(form: "def") } pe care stă, { -builder(form: "def") } sau { -pig(form: "def") } se întoarce imediat la stăpânul său.
tower-building-dragon-title = Turnurile și { -dragon(form: "def") }
tower-building-dragon-instead = Cu „Prințesa și balaurul”, poți construi cu o { -tower-piece } și în loc să plasezi sau să muți { -fairy(form: "def") }.
tower-building-dragon-top = Un { -follower } aflat deasupra unui { -tower } terminat nu este ferit de { -dragon }: dacă { -dragon(form: "def") } intră pe acel { -tile }, { -follower(form: "def") } se întoarce la stăpânul său, ca orice figură de acolo. Și, pentru că un { -follower } nu stă niciodată pe același { -tile } cu { -dragon(form: "def") }, nu poți termina un { -tower } pe { -tile(form: "def") } pe care stă { -dragon(form: "def") }.
