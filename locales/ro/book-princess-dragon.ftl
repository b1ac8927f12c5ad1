### Regulamentul extensiei „Prințesa și balaurul”: toate mesajele pe care le
### numește book/princess-dragon.toml, inclusiv secțiunile despre alte extensii.
### Id-uri: princess-dragon-<capitol>-<ce>. Titlurile capitolelor sunt
### princess-dragon-<capitol>, titlurile secțiunilor se termină în -title. Text
### simplu, fără marcaje; vocabularul jocului vine din termenii glosarului din
### terms.ftl, niciodată la începutul unei propoziții. Un cartonaș „cu vulcan”
### poartă acest simbol; un cartonaș „cu semnul balaurului” poartă semnul
### balaurului.

princess-dragon-title = Prințesa și balaurul
princess-dragon-summary = A treia extensie: treizeci de { -tile(number: "pl") } cu { -volcano(number: "pl") }, { -magic-portal(number: "pl") } și { -princess(number: "pl") }, un { -dragon } care cutreieră peisajul și trimite acasă orice figură îi iese în cale și o { -fairy } care îți ocrotește { -follower(number: "pl", form: "def") } și îi răsplătește.

## Capitol: ce aduce extensia

princess-dragon-overview = Ce aduce extensia „Prințesa și balaurul”
princess-dragon-overview-intro = Extensia „Prințesa și balaurul” se joacă împreună cu jocul de bază și lungește partida cu aproximativ douăzeci de minute. În cutie vei găsi:
princess-dragon-overview-tiles = 30 de { -tile(number: "pl") } noi cu teren, fiecare marcat cu simbolul extensiei, ca să le poți separa ușor după partidă.
princess-dragon-overview-dragon = 1 { -dragon } din lemn, care nu aparține nimănui: îl mută toți jucătorii.
princess-dragon-overview-fairy = 1 { -fairy } din lemn, care nu aparține nici ea nimănui: o poate folosi orice jucător.
princess-dragon-overview-rest = Toate regulile jocului de bază rămân valabile. Acest regulament explică doar ce este nou: noile { -tile(number: "pl") } și simbolurile lor, { -dragon(form: "def") } și { -fairy(form: "def") }.
princess-dragon-overview-symbols-title = Cele patru simboluri
princess-dragon-overview-symbols = Fiecare { -tile } nou poartă unul dintre cele patru simboluri de mai jos, iar simbolul schimbă ce se întâmplă în turul în care { -tile(form: "def") } este așezat:
princess-dragon-overview-volcano = Șase { -tile(number: "pl") } au un { -volcano }: acolo coboară { -dragon(form: "def") }.
princess-dragon-overview-dragon-tiles = Douăsprezece poartă semnul { -dragon(form: "gen") }: ele îl pun în mișcare prin peisaj.
princess-dragon-overview-portal = Șase au o { -magic-portal }: datorită ei îți poți plasa { -follower(form: "def") } aproape oriunde.
princess-dragon-overview-princess = Șase au o { -princess } într-un { -city }: ea poate trimite un { -knight } acasă.

## Capitol: pregătirea jocului

princess-dragon-setup = Pregătirea jocului cu „Prințesa și balaurul”
princess-dragon-setup-intro = Pregătește jocul de bază ca de obicei, cu două adăugiri:
princess-dragon-setup-step-tiles = Amestecă cele 30 de { -tile(number: "pl") } noi cu celelalte, cu fața în jos.
princess-dragon-setup-step-figures = Pune { -dragon(form: "def") } și { -fairy(form: "def") } lângă peisaj, nu pe el. Acolo așteaptă { -fairy(form: "def") } până când un jucător o folosește pentru prima dată, iar { -dragon(form: "def") } până când este așezat primul { -volcano }.

## Capitol: desfășurarea unui tur

princess-dragon-turn = Un tur cu „Prințesa și balaurul”
princess-dragon-turn-intro = Turul păstrează ordinea din jocul de bază. Noile simboluri și figuri își găsesc locul în ea astfel:
princess-dragon-turn-step-fairy = Dacă, la începutul turului tău, unul dintre { -follower(number: "pl", form: "def") } tăi stă lângă { -fairy }, primești imediat 1 { -point }.
princess-dragon-turn-step-tile = Trage un { -tile } și așază-l. Dacă are un { -volcano }, pune imediat { -dragon(form: "def") } pe el. Dacă poartă semnul { -dragon(form: "gen") } cât timp { -dragon(form: "def") } încă așteaptă lângă peisaj, pune { -tile(form: "def") } deoparte și trage altul.
princess-dragon-turn-step-figure = Apoi fă cel mult unul dintre aceste lucruri: plasează un { -follower } (cu o { -magic-portal }, eventual pe alt { -tile }), plasează sau mută { -fairy(form: "def") } ori, cu o { -princess }, trimite un { -knight } acasă. Niciun { -follower } nu poate fi pus pe un { -tile } cu { -volcano } pe care tocmai l-ai așezat.
princess-dragon-turn-step-dragon = Dacă { -tile(form: "def") } tău poartă semnul { -dragon(form: "gen") }, { -dragon(form: "def") } parcurge acum șase { -tile(number: "pl") }, iar jucătorii îl mută pe rând, câte un pas.
princess-dragon-turn-step-score = La sfârșit, evaluează ca de obicei tot ce a completat { -tile(form: "def") } tău, cu bonusul { -fairy(form: "gen") } acolo unde este cazul.

## Capitol: noile cartonașe

princess-dragon-new-tiles = Așezarea noilor { -tile(number: "pl") }
princess-dragon-new-tiles-placing = Noile { -tile(number: "pl") } se așază după regulile jocului de bază: fiecare margine care atinge un alt { -tile } trebuie să se potrivească cu el. Simbolurile lor își fac efectul după ce { -tile(form: "def") } a fost așezat, așa cum explică următoarele capitole. Două dintre noile { -tile(number: "pl") } mai înfățișează ceva ce nu există în jocul de bază: un tunel și o { -cloister } în interiorul unui { -city }.
princess-dragon-new-tiles-tunnel-title = Tunelul
princess-dragon-new-tiles-tunnel = Pe un { -tile }, o fâșie de { -city } merge de la o latură la latura opusă, iar un { -road } o traversează în unghi drept, trecând pe dedesubt printr-un tunel. Zidul { -city(form: "gen") } nu întrerupe { -road(form: "def") }: acesta continuă de la o margine a { -tile(form: "gen") } până la marginea opusă, ca un singur { -road }, în timp ce { -city(form: "def") } traversează și el { -tile(form: "def") } ca de obicei.
princess-dragon-new-tiles-tunnel-fields = Spre deosebire de un { -road } obișnuit, acesta nu împarte pământul verde pe care îl traversează. De fiecare parte a { -city(form: "gen") }, { -field(form: "def") } rămâne un singur { -field }: pământul din stânga { -road(form: "gen") } și cel din dreapta lui, împreună.
princess-dragon-new-tiles-cloister-title = Despre { -cloister(form: "def") } din { -city }
princess-dragon-new-tiles-cloister = Un { -tile } înfățișează o { -cloister } aflată în interiorul unui { -city }. Sunt două lucruri separate: cartierul de { -city } face parte din { -city(form: "def") } de care se leagă, oricare ar fi acesta, iar { -cloister(form: "def") } este o { -cloister } ca oricare alta.
princess-dragon-new-tiles-cloister-one = Dacă plasezi un { -follower } acolo, arată clar unde stă: în { -city }, ca { -knight }, sau în { -cloister }, ca { -monk }. Este ori una, ori alta, niciodată amândouă.
princess-dragon-new-tiles-cloister-scoring = Evaluarea { -cloister(form: "gen") } are loc de îndată ce opt { -tile(number: "pl") } o înconjoară, indiferent dacă { -city(form: "def") } din jurul ei a fost sau nu completat.
princess-dragon-new-tiles-cloister-share = Un { -knight } în { -city } nu-l împiedică pe nimeni să pună un { -monk } în { -cloister }, iar un { -monk } în { -cloister } nu ține niciun { -knight } departe de { -city }. Așadar, pe acest { -tile } pot sta împreună un { -monk } și un { -knight }.

## Capitol: vulcanul

princess-dragon-volcano = Despre { -volcano }
princess-dragon-volcano-arrives-title = Unde coboară { -dragon(form: "def") }
princess-dragon-volcano-arrives = Când așezi un { -tile } cu un { -volcano }, ia { -dragon(form: "def") } de oriunde s-ar afla, de lângă peisaj sau de undeva din el, și pune-l direct pe { -volcano(form: "def") } tău. Este ridicat și dus până acolo, nu merge pas cu pas, așa că { -tile(number: "pl", form: "def") } dintre cele două locuri nu sunt afectate.
princess-dragon-volcano-no-follower = Pe acel { -tile } nu poți plasa niciun { -follower }. Poți totuși să plasezi sau să muți { -fairy(form: "def") } după regulile ei obișnuite ori să nu plasezi nimic.
princess-dragon-volcano-never-together = Aceasta decurge dintr-o regulă valabilă pe tot parcursul jocului: un { -follower } și { -dragon(form: "def") } nu stau niciodată în același timp pe același { -tile }.
princess-dragon-volcano-before-title = Înainte de primul { -volcano }
princess-dragon-volcano-before = Până când este așezat primul { -volcano }, { -dragon(form: "def") } așteaptă lângă peisaj și nu se mișcă deloc.
princess-dragon-volcano-before-set-aside = Dacă în acest timp tragi un { -tile } cu semnul { -dragon(form: "gen") }, nu îl așeza. Pune-l deoparte, cu fața în sus, unde îl pot vedea toți, și trage alt { -tile }, pe care îl joci în locul lui.
princess-dragon-volcano-before-shuffle = Imediat ce { -dragon(form: "def") } intră în joc pe primul { -volcano }, amestecă toate { -tile(number: "pl", form: "def") } puse deoparte cu cele care n-au fost încă trase și continuă jocul ca de obicei.

## Capitol: balaurul

princess-dragon-dragon = Despre { -dragon }
princess-dragon-dragon-moving-title = Cum se mișcă { -dragon(form: "def") }
princess-dragon-dragon-first = Când așezi un { -tile } care poartă semnul { -dragon(form: "gen") }, plasează mai întâi o figură ca de obicei: un { -follower } pe noul { -tile }, dacă vrei, sau { -fairy(form: "def") }, pe care o plasezi ori o muți.
princess-dragon-dragon-moving = Apoi jocul se oprește cât timp se mișcă { -dragon(form: "def") }. Tu îl muți primul, cu un { -tile }; apoi jucătorul din stânga ta îl mută cu încă un { -tile } și tot așa, în jurul mesei, până când a parcurs șase { -tile(number: "pl") }. Abia atunci turul tău continuă cu evaluarea.
princess-dragon-dragon-step = La fiecare pas, { -dragon(form: "def") } trece pe un { -tile } vecin, care are o latură comună cu cel pe care stă: la nord, la est, la sud sau la vest, niciodată în diagonală și niciodată pe un loc gol.
princess-dragon-dragon-six = Parcurge întotdeauna șase { -tile(number: "pl") }, oricâți jucători ar fi: la doi jucători, fiecare dintre voi îl mută de trei ori, iar la trei jucători, de două ori. Jucătorul căruia îi revine pasul trebuie să-l facă.
princess-dragon-dragon-once = În timpul unei mutări, { -dragon(form: "def") } nu intră niciodată de două ori pe același { -tile }. Și { -tile(form: "def") } de pe care pornește contează ca deja vizitat, așa că nu se poate întoarce nici acolo.
princess-dragon-dragon-fairy = Nu poate intra niciodată pe { -tile(form: "def") } pe care stă { -fairy(form: "def") }.
princess-dragon-dragon-eating-title = Figurile din calea { -dragon(form: "gen") }
princess-dragon-dragon-eating = De fiecare dată când { -dragon(form: "def") } intră pe un { -tile }, toate figurile de pe acel { -tile } se întorc imediat la stăpânii lor, fie ei { -thief(number: "pl") }, { -knight(number: "pl") }, { -monk(number: "pl") } sau { -farmer(number: "pl") }.
princess-dragon-dragon-eating-after = Rămân neschimbate { -road(number: "pl", form: "def") }, { -city(number: "pl", form: "def") }, { -cloister(number: "pl", form: "def") } și { -field(number: "pl", form: "def") } pe care le ocupau, doar că fără acei { -follower(number: "pl") }. Fiecare dintre acești { -follower(number: "pl") } se află din nou în { -supply(form: "def") } stăpânului său, gata să fie plasat iar.
princess-dragon-dragon-dead-end-title = O fundătură
princess-dragon-dragon-dead-end = Uneori { -dragon(form: "def") } ajunge pe un { -tile } de pe care, după aceste reguli, nu mai poate face niciun pas: fiecare loc vecin este gol, deja vizitat sau păzit de { -fairy }. Atunci mutarea lui se încheie acolo, chiar dacă a parcurs mai puțin de șase { -tile(number: "pl") }.

## Capitol: zâna

princess-dragon-fairy = Despre { -fairy }
princess-dragon-fairy-placing-title = Plasarea { -fairy(form: "gen") }
princess-dragon-fairy-placing = În loc să plasezi un { -follower }, poți pune { -fairy(form: "def") } lângă unul dintre propriii tăi { -follower(number: "pl") }, oriunde în peisaj. Ea stă atunci pe același { -tile } cu acel { -follower }. Nu aparține nimănui: la începutul jocului stă lângă peisaj, iar fiecare jucător care o folosește o ia de oriunde s-ar afla.
princess-dragon-fairy-moving = Așadar, dacă { -fairy(form: "def") } stă deja lângă un { -follower }, al altui jucător sau al tău, o poți muta de acolo, în același fel, lângă unul dintre propriii tăi { -follower(number: "pl") }.
princess-dragon-fairy-powers-title = Ce face { -fairy(form: "def") }
princess-dragon-fairy-powers = Iată cele trei lucruri pe care le face { -fairy(form: "def") }:
princess-dragon-fairy-protects = Ține { -dragon(form: "def") } la distanță: { -dragon(form: "def") } nu poate intra pe { -tile(form: "def") } pe care stă { -fairy(form: "def") }, așa că { -follower(form: "def") } tău de acolo este ferit de el.
princess-dragon-fairy-turn-point = Aduce câte un { -point } în fiecare tur: dacă, la începutul turului tău, unul dintre { -follower(number: "pl", form: "def") } tăi stă lângă { -fairy }, primești imediat 1 { -point }.
princess-dragon-fairy-scoring = Adaugă un bonus la evaluare: când se evaluează { -road(form: "def") }, { -city(form: "def") }, { -cloister(form: "def") } sau { -field(form: "def") } { -follower(form: "gen") } de lângă { -fairy }, în timpul jocului sau la evaluarea finală, stăpânul acelui { -follower } primește în plus 3 { -point(number: "pl") }. Cele 3 { -point(number: "pl") } i se cuvin orice altceva s-ar întâmpla la acea evaluare, chiar dacă alt jucător are acolo majoritatea și stăpânul { -follower(form: "gen") } n-ar primi altfel nimic.
princess-dragon-fairy-after-title = Când { -follower(form: "def") } pleacă
princess-dragon-fairy-after = După această evaluare, { -follower(form: "def") } se întoarce ca de obicei la stăpânul său, dar { -fairy(form: "def") } rămâne unde este, pe { -tile(form: "def") } ei, până când o mută un jucător.
princess-dragon-fairy-after-reading = Regulamentul tipărit nu spune ce face o { -fairy } după ce { -follower(form: "def") } ei s-a întors acasă. Noi îl interpretăm astfel: ea ține în continuare { -dragon(form: "def") } departe de { -tile(form: "def") } ei, dar nu îi aduce nimic nimănui, nici { -point(form: "def") } de la începutul turului, nici bonusul de la evaluare, până când un jucător o mută lângă unul dintre { -follower(number: "pl", form: "def") } săi. Aceasta este interpretarea noastră, nu regula editurii.
princess-dragon-fairy-mayor-title = Zâna lângă un { -mayor }
princess-dragon-fairy-mayor = Un { -mayor } contează de atâtea ori câte { -pennant(number: "pl") } are { -city(form: "def") } lui, așa că într-un { -city } fără { -pennant(number: "pl") } nu contează deloc. Când un astfel de { -city } este completat și îl ocupă doar un asemenea { -mayor }, { -city(form: "def") } se evaluează oricum, pentru 0 { -point(number: "pl") }, iar { -mayor(form: "def") } se întoarce acasă. Totuși, { -fairy(form: "def") } de lângă el aduce cele 3 { -point(number: "pl") } ale ei, pentru că acestea nu depind de ce punctează { -follower(form: "def") }. Faptul că { -city(form: "def") } contează ca evaluat, fără să aducă nimic, este interpretarea noastră; regulamentul spune doar că { -fairy(form: "def") } își aduce punctele.

## Capitol: cărarea magică

princess-dragon-portal = Despre { -magic-portal(form: "def") }
princess-dragon-portal-anywhere = Când așezi un { -tile } cu o { -magic-portal }, { -follower(form: "def") } tău din acest tur nu trebuie neapărat să meargă pe { -tile(form: "def") } pe care tocmai l-ai așezat: îl poți plasa acolo sau pe oricare alt { -tile } aflat deja în peisaj.
princess-dragon-portal-rules = Oriunde ar ajunge, regulile obișnuite de plasare a unui { -follower } rămân valabile. Nu poate fi pus pe un { -road }, într-un { -city }, într-o { -cloister } sau pe un { -field } unde se află deja un { -follower } și nici într-un loc care a fost deja completat.
princess-dragon-portal-dragon = Nu poate fi pus nici pe { -tile(form: "def") } pe care stă { -dragon(form: "def") }, pentru că un { -follower } nu stă niciodată pe același { -tile } cu { -dragon(form: "def") }.

## Capitol: prințesa

princess-dragon-princess = Despre { -princess }
princess-dragon-princess-rule = Fiecare { -princess } locuiește într-un cartier de { -city } de pe { -tile(form: "def") } ei, pe care îl așezi după regulile obișnuite. Dacă acel cartier extinde un { -city } în care stau deja unul sau mai mulți { -knight(number: "pl") }, poți trimite acasă unul dintre acești { -knight(number: "pl") }: el se întoarce în { -supply(form: "def") } stăpânului său.
princess-dragon-princess-choice = Dacă în { -city } se află { -knight(number: "pl") } ai mai multor jucători, alegi liber care dintre ei pleacă.
princess-dragon-princess-own = Poate fi { -knight(form: "def") } oricărui jucător, inclusiv unul de-al tău.
princess-dragon-princess-instead = Trimiterea unui { -knight } acasă ține locul figurii tale din acest tur: dacă o faci, în acest tur nu mai plasezi niciun { -follower }.
princess-dragon-princess-fairy-reading = Regulamentul tipărit enumeră figurile pe care nu le poți plasa după ce ai trimis un { -knight } acasă, iar { -fairy(form: "def") } nu se numără printre ele. Pentru că și { -fairy(form: "def") } se plasează sau se mută în locul unui { -follower }, considerăm că turul în care folosești { -princess(form: "def") } nu mai lasă loc nici pentru ea: nu plasezi și nu muți nici { -fairy(form: "def") }. Aceasta este interpretarea noastră, nu regula editurii.

## Capitol: cartonașele

princess-dragon-tiles = Toate { -tile(number: "pl", form: "def") }
princess-dragon-tiles-intro = Cele treizeci de { -tile(number: "pl") } ale extensiei „Prințesa și balaurul” și câte exemplare din fiecare conține cutia.

## Împreună cu alte extensii (secțiunile cu `with` din book/princess-dragon.toml)

princess-dragon-volcano-builder-title = Constructorul și porcul pe un { -tile } cu { -volcano }
princess-dragon-volcano-builder = Cu „Negustori și constructori”, { -dragon(form: "def") } ține departe de { -tile(form: "def") } cu { -volcano } doar { -follower(number: "pl", form: "def") }. Îți poți pune totuși acolo { -builder(form: "def") } sau { -pig(form: "def") }, după regulile lor obișnuite: { -builder(form: "def") }, dacă { -tile(form: "def") } extinde un { -road } sau un { -city } în care ai un { -thief } sau un { -knight }, iar { -pig(form: "def") }, dacă extinde un { -field } pe care ai un { -farmer }.
princess-dragon-dragon-big-title = Balaurul și { -big-follower(form: "def") }
princess-dragon-dragon-big = Un { -big-follower } nu este mai ferit de { -dragon } decât orice altă figură: dacă { -dragon(form: "def") } intră pe { -tile(form: "def") } lui, se întoarce la stăpânul său, ca toate celelalte.
princess-dragon-dragon-builder-title = Balaurul, { -builder(form: "def") } și { -pig(form: "def") }
princess-dragon-dragon-builder = Pe orice { -tile } pe care intră, { -dragon(form: "def") } trimite acasă toate figurile, inclusiv { -builder(number: "pl", form: "def") } și { -pig(number: "pl", form: "def") }.
princess-dragon-dragon-builder-last = Chiar și un { -builder } sau un { -pig } pe care { -dragon(form: "def") } nu îl atinge își poate pierde locul. Un { -builder } rămâne pe loc doar cât timp stăpânul lui are un { -thief } sau un { -knight } pe { -road(form: "def") } sau în { -city(form: "def") } în care stă, iar un { -pig } doar cât timp stăpânul lui are un { -farmer } pe { -field(form: "def") } pe care stă. Dacă { -dragon(form: "def") } îl ia pe ultimul dintre aceștia, { -builder(form: "def") } sau { -pig(form: "def") } se întoarce imediat la stăpânul său, oriunde s-ar afla.
princess-dragon-fairy-builder-title = Zâna, { -builder(form: "def") } și { -pig(form: "def") }
princess-dragon-fairy-builder-instead = Cu „Negustori și constructori”, plasarea sau mutarea { -fairy(form: "gen") } este încă o variantă pentru figura ta: o poți face în loc să plasezi un { -follower }, un { -builder } sau un { -pig }.
princess-dragon-fairy-builder-double = Un { -double-turn } rămâne un singur tur. Dacă unul dintre { -follower(number: "pl", form: "def") } tăi stă lângă { -fairy }, primești 1 { -point } de la ea o singură dată, la începutul turului, și nu încă o dată înainte de al doilea { -tile }.
princess-dragon-portal-builder-title = Cărarea magică, { -builder(form: "def") } și { -pig(form: "def") }
princess-dragon-portal-builder-reading = Regulamentul tipărit vorbește doar despre un { -follower } care trece prin { -magic-portal(form: "def") }. Îl luăm pe cuvânt: prin { -magic-portal(form: "def") } poate fi plasat în altă parte un { -follower } (cu „Hanuri și catedrale”, și un { -big-follower }), dar nu și un { -builder } sau un { -pig }; aceștia merg doar pe { -tile(form: "def") } pe care tocmai l-ai așezat, după propriile lor reguli. Aceasta este interpretarea noastră, nu regula editurii.
princess-dragon-princess-big-title = Prințesa și { -knight(form: "def") } mare
princess-dragon-princess-big = Cu „Hanuri și catedrale”, { -princess(form: "def") } poate trimite acasă atât un { -knight } mic, cât și unul mare. Faptul că la stabilirea majorității contează cât doi nu îl apără: rămâne un singur { -follower } și se întoarce la stăpânul său ca oricare altul.
princess-dragon-princess-builder-title = Prințesa și { -builder(form: "def") }
princess-dragon-princess-builder = Dacă { -knight(form: "def") } trimis acasă de { -princess } era ultimul pe care stăpânul lui îl avea în acel { -city }, { -builder(form: "def") } acelui jucător din { -city } se întoarce imediat acasă împreună cu el.
princess-dragon-princess-builder-instead = Într-un tur în care trimiți un { -knight } acasă, nu poți plasa nici { -builder(form: "def") }, nici { -pig(form: "def") }.

## Capitol: unde diferă tirajele

princess-dragon-printings = Unde diferă tirajele
princess-dragon-printings-intro = Tirajele acestei extensii, scoase de diferite edituri, nu concordă în privința a trei reguli. Acest regulament îl urmează pe cel după care a fost scris, o traducere a primului tiraj Hans im Glück; mai jos găsești fiecare diferență și cine ce spune. În exemple poți trece de la o opțiune la alta, așa cum treci de la o ediție la alta.
princess-dragon-printings-dragon-title = Când se mișcă { -dragon(form: "def") }
princess-dragon-printings-dragon = În regulamentul nostru, { -dragon(form: "def") } se mișcă imediat după plasarea { -follower(form: "gen") } (sau a { -fairy(form: "gen") }), înainte de evaluarea din acel tur; tirajele ulterioare Hans im Glück și cele ale Z-Man Games păstrează această ordine. Regulile în engleză ale Rio Grande Games îl mută după evaluare. Diferența se vede când { -dragon(form: "def") } trece peste un { -follower } a cărui regiune este completată chiar de acel { -tile }: înainte de evaluare, { -dragon(form: "def") } îl înghite pe { -follower }, care nu mai aduce nimic; după evaluare, regiunea se punctează mai întâi, iar { -follower(form: "def") } este deja acasă.
princess-dragon-printings-princess-title = Poate sau trebuie să acționeze { -princess(form: "def") }?
princess-dragon-printings-princess = Regulamentul nostru spune că jucătorul care adaugă o { -princess } unui { -city } în care stau { -knight(number: "pl") } poate trimite acasă unul dintre ei, dar îi poate și lăsa pe toți acolo și plasa ca de obicei un { -follower }. Regulile din Big Box ale Rio Grande Games fac din asta o obligație: jucătorul trebuie să trimită acasă un { -knight } și nu plasează nicio figură pe acel { -tile }. Cu această opțiune, un tur care lasă toți { -knight(number: "pl", form: "def") } în { -city(form: "def") } { -princess(form: "gen") } nu este acceptat.
princess-dragon-printings-fairy-title = Lângă un { -follower } sau pe un { -tile }
princess-dragon-printings-fairy = În regulamentul nostru, { -fairy(form: "def") } se pune lângă unul dintre propriii { -follower(number: "pl") } ai jucătorului, iar tirajele Hans im Glück, vechi și noi, spun același lucru. Regulile în engleză ale Rio Grande Games și Z-Man Games o pun pe un { -tile } pe care se află unul dintre { -follower(number: "pl", form: "def") } jucătorului. Diferența se vede când pe acel { -tile } stau mai mulți { -follower(number: "pl") }.
princess-dragon-printings-fairy-reading = Interpretarea noastră pentru „pe un { -tile }”, lucru pe care acele reguli nu îl lămuresc: la începutul turului său, fiecare jucător care are un { -follower } pe { -tile(form: "def") } { -fairy(form: "gen") } primește { -point(form: "def") }, iar când se evaluează o regiune, fiecare jucător care are pe acel { -tile } unul dintre { -follower(number: "pl", form: "def") } regiunii primește cele 3 { -point(number: "pl") }. Și textul regulamentului nostru vorbește, când e vorba de puncte, despre „același { -tile }”; noi îl înțelegem ca fiind { -tile(form: "def") } { -follower(form: "gen") } lângă care stă { -fairy(form: "def") }, pentru că acolo este pusă.
