### Regulamentul extensiei „Negustori și constructori”: toate mesajele pe care
### le numește book/traders-builders.toml. Id-uri: traders-builders-<capitol>-<ce>.
### Titlurile capitolelor sunt traders-builders-<capitol>, titlurile secțiunilor
### se termină în -title. Text simplu, fără marcaje; vocabularul jocului vine din
### termenii glosarului din terms.ftl, niciodată la începutul unei propoziții.

traders-builders-title = Negustori și constructori
traders-builders-summary = A doua extensie: douăzeci și patru de { -tile(number: "pl") } cu poduri, căsuțe și { -city(number: "pl") } pline de produse, un { -builder } care îți aduce { -tile(number: "pl") } în plus, un { -pig } care îți face { -field(number: "pl", form: "def") } mai mănoase și { -goods-token(number: "pl") } care îl răsplătesc pe cel ce completează un { -city }.

## Capitol: ce aduce extensia

traders-builders-overview = Ce aduce extensia „Negustori și constructori”
traders-builders-overview-intro = Extensia „Negustori și constructori” se joacă împreună cu jocul de bază, singură sau alături de „Hanuri și catedrale”, și lungește partida cu aproximativ un sfert de oră. În cutie vei găsi:
traders-builders-overview-tiles = 24 de { -tile(number: "pl") } noi cu teren, marcate cu un mic simbol, ca să le poți separa din nou după partidă.
traders-builders-overview-figures = 6 { -builder(number: "pl") } și 6 { -pig(number: "pl") }, câte un { -builder } și câte un { -pig } din fiecare culoare.
traders-builders-overview-goods = 20 de { -goods-token(number: "pl") }: 9 cu { -wine }, 6 cu { -grain } și 5 cu { -cloth }.
traders-builders-overview-rest = Toate regulile jocului de bază rămân neschimbate. Acest regulament descrie doar ce se schimbă: noile { -tile(number: "pl") }, { -builder(form: "def") }, { -pig(form: "def") } și produsele.
traders-builders-overview-new-tiles-title = Noile { -tile(number: "pl") }
traders-builders-overview-new-tiles = Amestecă noile { -tile(number: "pl") } cu celelalte și așază-le după regulile obișnuite. Câteva dintre ele au nevoie de o scurtă explicație:
traders-builders-overview-bridge = Podul nu este o { -crossing }: un { -road } traversează { -tile(form: "def") } de la vest la est, celălalt trece peste el de la nord la sud și niciunul nu se termină acolo. Cele patru colțuri ale { -tile(form: "gen") } sunt patru { -field(number: "pl") } separate.
traders-builders-overview-cloister = Pe un { -tile }, o { -cloister } stă chiar în locul în care se întâlnesc trei { -road(number: "pl") }: ea îl încheie pe fiecare dintre ele, exact cum ar face-o o { -crossing }.
traders-builders-overview-house = Pe un altul, un { -road } se termină la poarta unui { -city }, iar celălalt la o căsuță. O căsuță încheie un { -road } la fel ca o { -crossing }.
traders-builders-overview-three-cities = Un { -tile } are trei cartiere separate: fiecare dintre ele este un { -city } de sine stătător până când alte { -tile(number: "pl") } îl leagă de alte cartiere.
traders-builders-overview-symbols = Multe { -city(number: "pl") } au un simbol de { -wine }, de { -grain } sau de { -cloth }: vezi mai jos, la capitolul despre produse.

## Capitol: constructorul

traders-builders-builder = Despre { -builder }
traders-builders-builder-placing-title = Plasarea { -builder(form: "gen") }
traders-builders-builder-placing = În locul unui { -follower }, îți poți plasa { -builder(form: "def") } pe { -tile(form: "def") } pe care tocmai l-ai așezat, dar numai pe un { -road } sau într-un { -city } în care ai deja cel puțin un { -thief } sau un { -knight }. Așadar, mai întâi revendici ca de obicei un { -road } sau un { -city }, iar într-un tur ulterior, când îl extinzi, îți poți pune { -builder(form: "def") } pe noul { -tile }.
traders-builders-builder-others = Pe acel { -road } sau în acel { -city } pot avea și alți jucători { -follower(number: "pl") } sau { -builder(number: "pl") }.
traders-builders-builder-distance = Între { -builder(form: "def") } tău și { -follower(form: "def") } tău pot fi oricâte { -tile(number: "pl") }.
traders-builders-builder-road-or-city = Îl poți plasa o dată pe un { -road }, altă dată într-un { -city }.
traders-builders-builder-no-field = Nu îl poți pune niciodată pe un { -field }.
traders-builders-builder-double-title = Un { -double-turn }
traders-builders-builder-double = De atunci înainte, ori de câte ori așezi un { -tile } care extinde { -road(form: "def") } sau { -city(form: "def") } în care stă { -builder(form: "def") } tău, ai un { -double-turn }: după ce plasezi o figură și evaluezi ca de obicei, mai tragi un { -tile }, îl așezi, poți plasa o figură pe el și evaluezi din nou. Apoi turul tău se încheie.
traders-builders-builder-no-chain = Nu se formează un lanț: dacă și al doilea { -tile } extinde { -road(form: "def") } sau { -city(form: "def") } { -builder(form: "gen") }, nu primești un al treilea { -tile }.
traders-builders-builder-stays = Cât timp rămâne neterminat { -road(form: "def") } sau { -city(form: "def") } în care stă, { -builder(form: "def") } nu se mișcă de pe loc și îți aduce un { -double-turn } de fiecare dată când îl extinzi. Când { -road(form: "def") } sau { -city(form: "def") } este completat, acesta se evaluează, iar { -builder(form: "def") } se întoarce la tine împreună cu { -follower(number: "pl", form: "def") } tăi.
traders-builders-builder-both-tiles = Poți plasa câte o figură pe fiecare dintre cele două { -tile(number: "pl") } ale unui { -double-turn }. Dacă primul { -tile } completează { -road(form: "def") } sau { -city(form: "def") } { -builder(form: "gen") }, poți chiar să pui { -builder(form: "def") } care tocmai s-a întors la tine pe al doilea { -tile }.
traders-builders-builder-majority = La stabilirea majorității pe un { -road } sau într-un { -city }, { -builder(form: "def") } nu contează niciodată, iar singur nu aduce niciun { -point }.

## Capitol: porcul

traders-builders-pig = Despre { -pig }
traders-builders-pig-placing-title = Plasarea { -pig(form: "gen") }
traders-builders-pig-placing = În locul unui { -follower }, îți poți plasa { -pig(form: "def") } pe { -tile(form: "def") } pe care tocmai l-ai așezat, dar numai pe un { -field } pe care ai deja cel puțin un { -farmer }. Pe acel { -field } pot sta și { -farmer(number: "pl") } sau { -pig(number: "pl") } ai altor jucători.
traders-builders-pig-stays = Ca și { -farmer(number: "pl", form: "def") }, { -pig(form: "def") } rămâne pe { -field(form: "def") } său până la sfârșitul jocului. Dacă ultimul tău { -farmer } ar părăsi vreodată acel { -field }, lucru pe care doar alte extensii îl fac posibil, { -pig(form: "def") } se întoarce la tine împreună cu el.
traders-builders-pig-scoring-title = Cât valorează { -pig(form: "def") }
traders-builders-pig-scoring = La evaluarea finală, dacă ești stăpânul unui { -field } pe care stă { -pig(form: "def") } tău, primești 4 { -point(number: "pl") } în loc de 3 pentru fiecare { -city } complet cu care se învecinează acel { -field }.
traders-builders-pig-majority = Doar { -farmer(number: "pl", form: "def") } hotărăsc cine este stăpânul unui { -field }; { -pig(form: "def") } nu contează. Dacă nu ești stăpânul { -field(form: "gen") }, { -pig(form: "def") } tău nu îți aduce nimic, iar dacă îl stăpânești la egalitate cu alții, doar tu primești { -point(number: "pl", form: "def") } în plus.
traders-builders-pig-house-title = O regulă a casei: mai mulți { -pig(number: "pl") }
traders-builders-pig-house = Cutia îi dă fiecărui jucător câte un { -pig }. Unii jucători primesc fiecare câte doi sau chiar mai mulți; niciun tiraj nu prevede așa ceva, așa că este o regulă a casei. Fiecare { -pig } are în continuare nevoie de un { -farmer } al stăpânului său pe { -field(form: "def") } lui, iar pe un { -field } contează un singur { -pig } al fiecărui jucător.
traders-builders-pig-editions-title = Ce face { -pig(form: "def") } după regulile mai vechi pentru { -field(number: "pl") }
traders-builders-pig-editions = Regulamentul tipărit descrie { -pig(form: "def") } pentru punctajul actual al { -field(number: "pl", form: "gen") }, în care fiecare { -field } se evaluează separat, cu 3 { -point(number: "pl") } pentru fiecare { -city }. El nu spune cum funcționează { -pig(form: "def") } cu regulile mai vechi, așa că exemplele din acest regulament urmează interpretările de mai jos; ele sunt ale noastre, nu ale editurii.
traders-builders-pig-reading-first = Interpretarea noastră pentru regulile primei ediții, în care fiecare { -city } complet îi revine jucătorului cu cei mai mulți { -farmer(number: "pl") } în jurul lui și valorează 4: un jucător care câștigă un { -city } și are un { -pig } pe unul dintre { -field(number: "pl", form: "def") } din jurul lui, pe care are și un { -farmer }, primește 5 pentru acel { -city }.
traders-builders-pig-reading-second = Interpretarea noastră pentru regulile ediției a doua, în care un jucător primește { -point(number: "pl") } pentru fiecare { -city } o singură dată, chiar dacă mai multe dintre { -field(number: "pl", form: "def") } sale se învecinează cu el: { -pig(form: "def") } adaugă 1 { -point } la fiecare { -city } pe care stăpânul său îl punctează de pe { -field(form: "def") } unde stă { -pig(form: "def") }, așa că un astfel de { -city } valorează 4.
traders-builders-pig-reading-big = Cu „Hanuri și catedrale”, un { -farmer } mare contează cât doi { -farmer(number: "pl") } în orice majoritate pe un { -field }, iar în prima ediție și în jurul unui { -city } (interpretarea noastră); { -pig(form: "def") } nu contează deloc. Un { -pig } poate fi pus și pe un { -field } unde singurul tău { -farmer } este cel mare.

## Capitol: produsele

traders-builders-goods = Produsele
traders-builders-goods-merchant-title = Completarea unui { -city } cu produse
traders-builders-goods-merchant = Când se completează un { -city } cu unul sau mai multe simboluri de produse, el se evaluează ca de obicei. Apoi jucătorul care a așezat { -tile(form: "def") } ce l-a completat ia câte un { -goods-token } pentru fiecare simbol din { -city }, de același fel: cu { -wine } pentru { -wine }, cu { -grain } pentru { -grain }, cu { -cloth } pentru { -cloth }.
traders-builders-goods-anyone = Nu contează dacă acel jucător are un { -knight } în { -city } și nici dacă are cineva unul acolo: completarea unui { -city } îi aduce produse celui care îl completează.
traders-builders-goods-final-title = Produsele la evaluarea finală
traders-builders-goods-final = La sfârșitul jocului, jucătorii își compară { -goods-token(number: "pl", form: "def") }. Cel care are cele mai multe cu { -wine } primește 10 { -point(number: "pl") }; la fel și cel care are cele mai multe cu { -grain } și cel care are cele mai multe cu { -cloth }.
traders-builders-goods-tie = Dacă mai mulți jucători sunt la egalitate pe primul loc la un fel de produs, fiecare dintre ei primește toate cele 10 { -point(number: "pl") }.

## Capitol: cartonașele

traders-builders-tiles = Toate { -tile(number: "pl", form: "def") }
traders-builders-tiles-intro = Cele douăzeci și patru de { -tile(number: "pl") } ale extensiei „Negustori și constructori” și câte exemplare din fiecare conține cutia.
