### Legendele exemplelor de punctare din data/examples/: example-<numele fișierului>.
### Valoarea are una sau două propoziții care spun ce se întâmplă și cine câte
### puncte primește după regulile regulamentului (ediția a treia); unde edițiile
### mai vechi punctează altfel, legenda o spune pe scurt. .title este un titlu scurt.
### Jucătorii sunt numiți după culori (Roșu, Albastru, Verde, Galben, Negru).

## Drumuri

example-road-four-tiles = Un { -road } trece peste patru { -tile(number: "pl") }, între două { -crossing(number: "pl") }. Când a doua { -crossing } îl închide, { -thief(form: "def") } lui Roșu aduce 4 { -point(number: "pl") }.
    .title = Un { -road } între două { -crossing(number: "pl") }

example-road-city-to-cloister = Roșu are un { -thief } pe un { -road } care duce de la poarta unui { -city } la o { -cloister }. Îl completează { -tile(form: "def") } cu { -cloister(form: "def") }, la o lungime de trei { -tile(number: "pl") }, iar Roșu primește 3 { -point(number: "pl") }.
    .title = De la poarta unui { -city } la o { -cloister }

example-road-loop = Patru cotituri închid un { -road } într-un cerc, iar un { -road } care alcătuiește un cerc închis este complet: { -thief(form: "def") } lui Roșu aduce 4 { -point(number: "pl") }. Albastru are un { -farmer } în interiorul cercului, pe un { -field } fără niciun { -city } alături, așa că nu primește nimic la sfârșit, iar { -farmer(form: "def") } nu mai poate pleca niciodată de acolo.
    .title = Un { -road } care alcătuiește un cerc închis

example-road-scored-same-turn = Roșu așază un { -tile } care completează un { -road } de trei { -tile(number: "pl") } între două { -crossing(number: "pl") } și pune un { -thief } chiar pe acel { -road }. Evaluarea are loc imediat și îi aduce 3 { -point(number: "pl") }, iar { -thief(form: "def") } se întoarce în { -supply(form: "def") } lui Roșu în același tur.
    .title = Plasat, evaluat și recuperat în același tur

example-crossing-ends-roads = Roșu și Albastru au fiecare câte un { -thief } pe câte un { -road }, fiecare lung de două { -tile(number: "pl") }, de la o { -crossing } la alta. Ambele { -road(number: "pl") } sunt complete, iar fiecare { -thief } aduce 2 { -point(number: "pl") }.
    .title = Orice { -crossing } încheie un { -road }

## Orașe

example-city-three-tiles-pennant = Roșu așază ultimul { -tile } al unui { -city } de trei { -tile(number: "pl") } cu o { -pennant } și pune în el un { -knight }. Roșu primește 8 { -point(number: "pl") }: câte 2 pentru fiecare { -tile } și 2 pentru { -pennant }.
    .title = Trei { -tile(number: "pl") } și o { -pennant }

example-city-four-tiles = Patru { -tile(number: "pl") }, fiecare cu un colț de { -city }, închid între ele un { -city } rotund. Roșu, care are un { -knight } în el, primește 8 { -point(number: "pl") }: câte 2 pentru fiecare dintre cele patru { -tile(number: "pl") }, fără nicio { -pennant }.
    .title = Un { -city } din patru { -tile(number: "pl") }

example-city-two-tiles = Roșu pune un { -knight } pe { -tile(form: "def") } care închide un { -city } mic de două { -tile(number: "pl") } și primește imediat 4 { -point(number: "pl") }. După regulile primei ediții, același { -city } valorează doar 2.
    .title = Un { -city } mic

example-city-tie = Ultimul { -tile } unește { -city(form: "def") } lui Roșu și { -city(form: "def") } lui Albastru într-un singur { -city } complet de cinci { -tile(number: "pl") }. Roșu și Albastru au câte un { -knight }, deci sunt la egalitate și primesc amândoi toate cele 10 { -point(number: "pl") }.
    .title = Egalitate într-un { -city }

example-same-colour-no-double = Ultimul { -tile } unește două { -city(number: "pl") }, fiecare cu câte un { -knight } al lui Roșu, într-un singur { -city } complet de cinci { -tile(number: "pl") }. Roșu primește cele 10 { -point(number: "pl") } o singură dată: al doilea { -knight } nu le dublează.
    .title = Doi { -knight(number: "pl") } de aceeași culoare

example-deploy-after-closing = Noul { -tile } al lui Roșu închide { -city(form: "def") } mic în care Roșu are deja un { -knight } și, cu celălalt cartier, începe un { -city } nou. Acolo Roșu plasează un al doilea { -knight }, înainte ca { -city(form: "def") } închis să aducă 4 { -point(number: "pl") } și { -knight(form: "def") } lui să se întoarcă. La sfârșit, { -city(form: "def") } nou, rămas neterminat, mai adaugă 1 { -point }, în total 5 (3 în prima ediție, în care { -city(form: "def") } mic valorează 2).
    .title = Un { -knight } nou înainte de evaluare

## Mănăstiri

example-cloister-complete = Al optulea { -tile } din jurul { -cloister(form: "gen") } lui Roșu o completează. Pentru { -monk(form: "def") } său, Roșu primește 9 { -point(number: "pl") }: 1 pentru { -cloister } și câte 1 pentru fiecare dintre cei opt vecini ai ei.
    .title = O { -cloister } completă

## Evaluarea finală: drumuri, orașe și mănăstiri neterminate

example-final-road = La sfârșitul jocului, { -thief(form: "def") } lui Roșu se află pe un { -road } neterminat de trei { -tile(number: "pl") }. Roșu primește 3 { -point(number: "pl") }, câte 1 pentru fiecare { -tile }, exact ca pentru un { -road } complet.
    .title = Un { -road } neterminat

example-final-cloister = La sfârșitul jocului, { -cloister(form: "def") } lui Galben are doar patru { -tile(number: "pl") } vecine. Galben primește 5 { -point(number: "pl") }: 1 pentru { -cloister } și câte 1 pentru fiecare vecin.
    .title = O { -cloister } neterminată

example-final-city-majority = La sfârșitul jocului, într-un { -city } neterminat de șase { -tile(number: "pl") } cu o { -pennant } se află doi { -knight(number: "pl") } ai lui Verde și unul al lui Negru. Verde are majoritatea și primește 7 { -point(number: "pl") }, câte 1 pentru fiecare { -tile } și 1 pentru { -pennant }; Negru nu primește nimic.
    .title = Majoritate într-un { -city } neterminat

## Evaluarea finală: câmpuri

example-farm-basic = Albastru închide un { -city } pe care nu-l ocupă nimeni și plasează un { -farmer } pe { -field(form: "def") } de lângă el; acel { -field } se învecinează și cu un { -city } neterminat. Contează doar { -city(form: "def") } complet: Albastru primește 3 { -point(number: "pl") } la sfârșit (4 în prima ediție).
    .title = Un { -field } și { -city(number: "pl", form: "def") } lui

example-farm-two-cities = Albastru are un { -farmer } pe un { -field } care se învecinează cu două { -city(number: "pl") } complete, iar faptul că amândouă sunt mici nu contează. Albastru primește 3 { -point(number: "pl") } pentru fiecare dintre ele, în total 6 (în prima ediție câte 4, în total 8).
    .title = Un { -field } lângă două { -city(number: "pl") }

example-farm-majority = Două { -cloister(number: "pl") } unesc trei { -field(number: "pl") } într-unul singur, pe care se află doi { -farmer(number: "pl") } ai lui Roșu și unul al lui Galben, așa că Roșu este singurul stăpân și primește 3 { -point(number: "pl") } pentru { -city(form: "def") } complet; Albastru stăpânește { -field(form: "def") } mic de pe cealaltă parte a { -city(form: "gen") } și primește tot 3. În prima ediție, { -city(form: "def") } îi revine jucătorului cu cei mai mulți { -farmer(number: "pl") } în jurul lui: lui Roșu, care primește 4.
    .title = Cei mai mulți { -farmer(number: "pl") } stăpânesc { -field(form: "def") }

example-farm-tie = Roșu și Galben au fiecare câte un { -farmer } pe { -field(form: "def") } mare unit de cele două { -cloister(number: "pl") }, deci sunt la egalitate: îl stăpânesc amândoi și primesc fiecare câte 3 { -point(number: "pl") } pentru { -city(form: "def") } complet. Albastru, al cărui { -farmer } stă pe { -field(form: "def") } unui { -tile } cu { -cloister }, stăpânește { -field(form: "def") } mic de pe cealaltă parte și primește și el 3; în prima ediție, toți trei au câte un { -farmer } în jurul { -city(form: "gen") } și fiecare primește 4.
    .title = Egalitate pe un { -field }

example-farm-one-city-two-farms = Albastru are câte un { -farmer } pe două { -field(number: "pl") } separate, care se învecinează amândouă cu același { -city } complet. Albastru primește 3 { -point(number: "pl") } pentru fiecare { -field }, în total 6; în ediția a doua, { -city(form: "def") } contează pentru Albastru o singură dată (3), iar în prima ediție valorează 4.
    .title = Un { -city }, două { -field(number: "pl") }

## Râul

example-river = Izvorul începe { -river(form: "def") }, fiecare { -tile } îl continuă, iar lacul îl încheie; { -river(form: "def") } cotește mai întâi la dreapta, apoi la stânga, așa că nu se întoarce niciodată într-un U strâns. Roșu are un { -thief } pe pod, pe un { -road } de un singur { -tile } care nu se termină niciodată, și primește 1 { -point } la sfârșit.
    .title = Un { -river } de la izvor la lac

## Hanuri și catedrale

example-ic-big-follower-city = Roșu are { -big-follower(form: "def") } într-un { -city }, iar Albastru un { -knight } în altul; ultimul { -tile } le unește într-un singur { -city } complet de cinci { -tile(number: "pl") }. Cum { -big-follower(form: "def") } contează cât doi { -knight(number: "pl") }, Roșu are majoritatea și primește toate cele 10 { -point(number: "pl") }; Albastru nu primește nimic.
    .title = Un { -city } câștigat de { -big-follower(form: "def") }
example-ic-grey-tie = Gri are un { -knight } în cartierul de vest, Galben unul în cel de est; { -tile(form: "def") } din mijloc le unește într-un { -city } complet de trei { -tile(number: "pl") }, cu o { -pennant }. Câte un { -knight } fiecare înseamnă egalitate: Gri și Galben punctează amândoi tot { -city(form: "def") }, câte 8 { -point(number: "pl") }, în toate edițiile.
    .title = Gri, a șasea culoare, la egalitate într-un { -city }
example-ic-inner-field = Roșu are un { -farmer } pe { -field(form: "def") } dintre cele patru cartiere. Fiecare cartier este închis de câte un { -tile }, așa că la sfârșit { -field(form: "def") } se învecinează cu patru { -city(number: "pl") } complete: 12 { -point(number: "pl") } în edițiile a treia și a doua, 16 în prima.
    .title = Un { -farmer } pe { -field(form: "def") } din mijloc
example-ic-big-follower-inn-tie = Roșu are { -big-follower(form: "def") } pe un { -road }, iar Albastru are câte un { -thief } pe alte două. Ultimul { -tile } le unește pe toate într-un cerc închis de opt { -tile(number: "pl") }, care pleacă de la { -crossing } și se întoarce la ea, cu două { -inn(number: "pl") } pe el. Doi contra doi înseamnă egalitate: Roșu și Albastru primesc fiecare câte 16 { -point(number: "pl") }, câte 2 pentru fiecare { -tile }.
    .title = Doi { -follower(number: "pl") } contra unui { -big-follower }
example-ic-big-farmer = Roșu are un { -farmer } mare, iar Galben doi { -farmer(number: "pl") }, și toți ajung pe { -field(form: "def") } unit de { -cloister(number: "pl") }: doi contra doi, așa că îl stăpânesc amândoi și primesc câte 3 { -point(number: "pl") } pentru { -city(form: "def") } complet; Albastru stăpânește { -field(form: "def") } mic de pe cealaltă parte și primește tot 3. În prima ediție, când se numără în jurul { -city(form: "gen") }, Roșu și Galben au câte doi, iar Albastru unul: Roșu și Galben primesc câte 4, Albastru nimic (interpretarea noastră).
    .title = Un { -farmer } mare
example-ic-inn-complete = Roșu are un { -thief } pe un { -road } cu un { -inn }. A doua { -crossing } îl completează la patru { -tile(number: "pl") }, iar Roșu primește 8 { -point(number: "pl") }, câte 2 pentru fiecare { -tile }, în loc de 4.
    .title = Un { -road } complet cu un { -inn }
example-ic-inn-unfinished = Jocul se termină cu { -road(form: "def") } lui Roșu încă deschis: are un { -inn }, așa că Roșu nu primește nimic pentru cele trei { -tile(number: "pl") } ale lui. Albastru, al cărui { -road } deschis nu are niciun { -inn }, primește 1 { -point } pe { -tile }, ca de obicei: 2.
    .title = Un { -road } neterminat cu un { -inn }
example-ic-two-inns = Pe { -road(form: "def") } complet al lui Roșu, lung de patru { -tile(number: "pl") }, se află două { -inn(number: "pl") }. Ele nu se adună: Roșu primește 8 { -point(number: "pl") }, câte 2 pentru fiecare { -tile }, ca și cu un singur { -inn }.
    .title = Două { -inn(number: "pl") } pe același { -road }
example-ic-cathedral-complete = Ultimul { -tile } completează { -city(form: "def") } lui Roșu, de șase { -tile(number: "pl") }, cu o { -cathedral } și o { -pennant }. Roșu primește 21 de { -point(number: "pl") }: câte 3 pentru fiecare { -tile } și 3 pentru { -pennant }, acolo unde un { -city } obișnuit ar aduce 14.
    .title = Un { -city } complet cu o { -cathedral }
example-ic-cathedral-unfinished = Jocul se termină cu o latură a { -city(form: "gen") } lui Roșu încă deschisă. Pentru că are o { -cathedral }, Roșu nu primește nimic pentru cele cinci { -tile(number: "pl") } și { -pennant(form: "def") } lui; fără { -cathedral } ar fi valorat 6.
    .title = Un { -city } neterminat cu o { -cathedral }

## Negustori și constructori

example-tb-bridge = Pe pod, două { -road(number: "pl") } trec unul peste altul fără să se întâlnească. Roșu are un { -road } care merge de la nord la sud, peste pod, iar Albastru unul care merge de la vest la est, pe sub el; fiecare este complet la trei { -tile(number: "pl") }, între două { -crossing(number: "pl") }, și fiecare stăpân primește 3 { -point(number: "pl") }.
    .title = Un pod
example-tb-house-cloister = Aici, { -cloister(form: "def") } încheie fiecare dintre cele trei { -road(number: "pl") } care ajung la ea, iar căsuța de pe { -tile(form: "def") } vecin încheie încă unul. Așa că { -road(form: "def") } dintre ele este complet la două { -tile(number: "pl") } chiar în clipa în care { -tile(form: "def") } cu căsuța este așezat: { -thief(form: "def") } lui Roșu aduce imediat 2 { -point(number: "pl") }.
    .title = O { -cloister } și o căsuță încheie un { -road }
example-tb-builder-double-turn = Roșu are { -builder(form: "def") } pe propriul { -road }. Când Roșu așază un { -tile } care îl extinde, are un { -double-turn } și așază imediat un al doilea { -tile }, care închide { -road(form: "def") } la cinci { -tile(number: "pl") }: Roșu primește 5 { -point(number: "pl") }, iar { -thief(form: "def") } și { -builder(form: "def") } se întorc la el. La sfârșit, { -monk(form: "def") } lui Albastru aduce 4.
    .title = Un { -double-turn } datorită { -builder(form: "gen") }
example-tb-builder-no-chain = Roșu extinde { -road(form: "def") } { -builder(form: "gen") } și câștigă un al doilea { -tile }, care extinde din nou { -road(form: "def") }; acesta nu mai aduce un al treilea { -tile }, iar la rând urmează Albastru. La sfârșit, { -road(form: "def") } deschis al lui Roșu, de cinci { -tile(number: "pl") }, aduce 5 { -point(number: "pl") }: { -builder(form: "def") } nu adaugă nimic.
    .title = Fără lanțuri de { -double-turn(number: "pl") }
example-tb-pig = Albastru stăpânește un { -field } de lângă două { -city(number: "pl") } complete și are acolo un { -pig }: 4 { -point(number: "pl") } pe { -city } în loc de 3, în total 8. În prima ediție, fiecare { -city } valorează 5 în loc de 4 (interpretarea noastră), în total 10.
    .title = Un { -pig } pe { -field }
example-tb-two-pigs = O regulă a casei: câte doi { -pig(number: "pl") } pentru fiecare jucător. Pe { -start-tile(form: "def") }, { -road(form: "def") } desparte două { -field(number: "pl") }, fiecare învecinat cu câte un { -city } complet. Albastru are pe fiecare dintre ele un { -farmer } și un { -pig }: 4 pe { -city }, în total 8 (10 în prima ediție). Cu un singur { -pig }, cât are cutia, al doilea nu ar fi acceptat.
    .title = Doi { -pig(number: "pl") }, o regulă a casei
example-tb-pig-tie = Roșu (un { -farmer } și un { -pig }) și Galben (un { -farmer }) sunt la egalitate pe { -field(form: "def") } unit de { -cloister(number: "pl") }, pentru că { -pig(form: "def") } nu contează. Îl stăpânesc amândoi: Roșu primește 4 pentru { -city(form: "def") } complet, iar Galben 3. În prima ediție, amândoi câștigă { -city(form: "def") }, care valorează 4: Galben primește 4, iar Roșu, datorită { -pig(form: "gen") }, 5 (interpretarea noastră).
    .title = La majoritate, { -pig(form: "def") } nu contează
example-tb-goods = Roșu are un { -knight } într-un { -city } cu { -wine }, iar Albastru așază { -tile(form: "def") } care îl completează. Roșu punctează { -city(form: "def") }: 6 { -point(number: "pl") }. Albastru ia { -goods-token(form: "def") } pentru simbolul de { -wine } și, având la sfârșit cel mai mult { -wine }, primește 10.
    .title = Produsele le ia cel care completează { -city(form: "def") }
example-tb-goods-tie = Albastru completează un { -city } cu { -grain } pe care nu-l ocupă nimeni și ia { -goods-token(form: "def") } care îi corespunde; mai târziu, Roșu completează un { -city } cu { -grain } ocupat chiar de { -knight(form: "def") } său, primește 6 { -point(number: "pl") } și ia al doilea { -goods-token }. La sfârșit, amândoi au la fel de mult { -grain }, câte un { -goods-token }: egalitate, așa că amândoi primesc 10.
    .title = Egalitate pentru cel mai mult { -grain }

## Prințesa și balaurul

example-pd-tunnel = Pe acest { -tile }, rotit cu un sfert de cerc, { -city(form: "def") } se întinde de la nord la sud, iar { -road(form: "def") } de la vest la est trece pe sub el: amândouă continuă. { -knight(form: "def") } lui Albastru ocupă { -city(form: "def") } de pe { -start-tile(form: "def") }; Roșu pune un { -thief } pe { -road(form: "def") } din tunel, iar balaurul se mută spre est, într-o fundătură. Două { -crossing(number: "pl") } închid { -road(form: "def") } de trei { -tile(number: "pl") }: Roșu primește 3 { -point(number: "pl") }. La sfârșit, { -city(form: "def") } neterminat al lui Albastru, de două { -tile(number: "pl") }, aduce 2.
    .title = Tunelul
example-pd-cloister-in-city = Cavalerul lui Albastru ocupă { -city(form: "def") } de pe { -start-tile(form: "def") }. Roșu îl extinde cu { -tile(form: "def") } cu o { -cloister } în mijlocul unui { -city } și pune un { -monk } pe { -cloister }: { -monk(form: "def") } și { -knight(form: "def") } stau pe același { -tile }, fiecare în propria regiune. La sfârșit, { -cloister(form: "def") } lui Roșu aduce 3 (ea însăși și cei doi vecini), iar { -city(form: "def") } neterminat al lui Albastru, de două { -tile(number: "pl") }, aduce 2.
    .title = O { -cloister } într-un { -city }
example-pd-volcano = Roșu așază un vulcan pe { -road(form: "def") } de la est de { -start-tile(form: "def") }, iar balaurul aterizează imediat pe el. Niciun { -follower } nu are voie să stea pe { -tile(form: "def") } balaurului, așa că Roșu pune un { -thief } pe un { -tile } așezat mai târziu pe același { -road }; la sfârșit, { -road(form: "def") } de patru { -tile(number: "pl") } aduce 4 { -point(number: "pl") }.
    .title = Un vulcan îl aduce pe balaur
example-pd-dragon-dead-end = După { -tile(form: "def") } cu balaur așezat de Roșu, balaurul își părăsește vulcanul și pornește spre vest, de-a lungul { -road(form: "gen") }: pe { -start-tile(form: "def") }, apoi peste { -thief(form: "def") } lui Roșu, care se întoarce la el, și pe noul { -tile }, de unde nu mai are niciun pătrat în care să intre. Mutarea se încheie acolo, după trei pătrate. { -monk(form: "def") } lui Albastru nu era în calea balaurului și aduce 4 la sfârșit.
    .title = Balaurul se oprește într-o fundătură
example-pd-dragon-builder = Tâlharul și { -builder(form: "def") } lui Roșu stau pe același { -road }. Balaurul intră pe { -start-tile(form: "def") } ({ -knight(form: "def") } lui Albastru se întoarce la el), apoi pe { -tile(form: "def") } { -thief(form: "gen") } lui Roșu, apoi pe o { -cloister }, unde rămâne blocat. N-a intrat niciodată pe { -tile(form: "def") } { -builder(form: "gen") }, dar cum pe { -road } nu mai rămâne niciun { -thief } al lui Roșu, { -builder(form: "def") } se întoarce și el la Roșu. Nimeni nu primește puncte.
    .title = Balaurul și un { -builder }
example-pd-dragon-pig = Țăranul și { -pig(form: "def") } lui Roșu stau pe { -field(form: "def") } de lângă { -city(form: "def") } complet de pe { -start-tile(form: "def") }. Balaurul intră pe { -tile(form: "def") } { -farmer(form: "gen") } lui Roșu, apoi pe { -start-tile(form: "def") } și în { -city(form: "def") } de deasupra lui, o fundătură. N-a intrat niciodată pe { -tile(form: "def") } { -pig(form: "gen") }, dar cum pe { -field } nu mai rămâne niciun { -farmer } al lui Roșu, { -pig(form: "def") } se întoarce și el la Roșu, iar { -field(form: "def") } nu mai aduce nimănui nimic; cu { -farmer(form: "def") } acolo, Roșu ar fi primit 4 la sfârșit.
    .title = Balaurul și un { -pig }
example-pd-fairy-turn = Roșu pune zâna lângă { -thief(form: "def") } său. De atunci, ori de câte ori turul lui Roșu începe cu zâna lângă unul dintre { -follower(number: "pl", form: "def") } săi, Roșu primește 1 { -point }: aici de două ori, iar jocul continuă.
    .title = Punctul zânei la începutul turului
example-pd-fairy-scoring = Roșu pune zâna lângă { -thief(form: "def") } său. Când Albastru închide { -road(form: "def") } de patru { -tile(number: "pl") }, Roșu primește 4 pentru { -road } și încă 3 pentru zână: 7 { -point(number: "pl") }. { -thief(form: "def") } se întoarce la Roșu; zâna rămâne pe { -tile(form: "def") } ei.
    .title = Zâna, când { -follower(form: "def") } ei aduce puncte
example-pd-fairy-mayor = Roșu are un { -mayor } într-un cartier și pune { -fairy(form: "def") } lângă el. Al doilea cartier închide un { -city } de două { -tile(number: "pl") } fără nicio { -pennant }: { -mayor(form: "def") } nu contează deloc, așa că { -city(form: "def") } aduce 0 { -point(number: "pl") }, dar { -fairy(form: "def") } îi aduce totuși lui Roșu 3. Apoi { -mayor(form: "def") } se întoarce acasă, iar { -fairy(form: "def") } rămâne.
    .title = Zâna aduce puncte lângă un { -mayor } care nu valorează nimic
example-pd-dragon-timing = Pe { -volcano } stă { -dragon(form: "def") }; Roșu are un { -thief } pe { -road(form: "def") } care pornește de la { -crossing }. Acel { -road } este completat, la { -cloister(form: "def") } lui, de { -tile(form: "def") } cu semnul { -dragon(form: "gen") }, iar apoi { -dragon(form: "def") } pornește spre vest, peste { -start-tile(form: "def") }, până pe { -crossing }. Dacă se mișcă înainte de evaluare, îl înghite mai întâi pe { -thief }, iar { -road(form: "def") } nu aduce nimic nimănui; dacă se mișcă după ea, { -road(form: "def") } de patru { -tile(number: "pl") } îi aduce mai întâi lui Roșu 4.
    .title = Balaurul înainte sau după evaluare
example-pd-fairy-on-tile = Roșu pune { -fairy(form: "def") } lângă { -thief(form: "def") } său. Apoi, printr-o { -magic-portal }, Albastru pune un { -farmer } pe același { -tile }. Cu { -fairy(form: "def") } lângă un singur { -follower }, doar Roșu primește { -point(form: "def") } de la începutul turului: câte 1 la fiecare dintre cele două tururi ale sale. Cu { -fairy(form: "def") } pe { -tile }, și { -farmer(form: "def") } lui Albastru îi aduce acestuia 1.
    .title = Al cui { -follower } aduce { -point(form: "def") } { -fairy(form: "gen") }
example-pd-portal = Albastru așază un { -tile } cu o cărare magică la sud de { -start-tile(form: "def") } și, prin ea, pune un { -thief } pe { -road(form: "def") } de la est de { -start-tile(form: "def") }, pe care nu-l ocupă nimeni. La sfârșit, acel { -road } de două { -tile(number: "pl") } îi aduce lui Albastru 2 { -point(number: "pl") }.
    .title = O cărare magică
example-pd-princess = Cavalerul lui Roșu ocupă { -city(form: "def") } de la nord de { -start-tile(form: "def") }. Albastru îl extinde cu un { -tile } cu prințesă și, în loc să plaseze o figură, îl trimite înapoi la Roșu pe { -knight(form: "def") } acestuia. Apoi Albastru închide { -city(form: "def") } de patru { -tile(number: "pl") } cu propriul { -knight } și primește 8 { -point(number: "pl") }.
    .title = Prințesa trimite acasă un { -knight }
example-pd-princess-big-knight = Ca în exemplul anterior, dar de data aceasta { -knight(form: "def") } lui Roșu este un { -big-follower }: prințesa îl trimite acasă la fel, iar Albastru primește pentru { -city(form: "def") } complet de patru { -tile(number: "pl") } 8 { -point(number: "pl") }.
    .title = Prințesa și un { -big-follower }
example-pd-fairy-double-turn = Roșu extinde { -road(form: "def") } { -builder(form: "gen") } său și pune zâna lângă { -thief(form: "def") } său: are un { -double-turn }. Al doilea { -tile } nu începe un tur nou, deci nu aduce niciun { -point } de la zână; următorul tur al lui Roșu îl aduce: 1 { -point }. Jocul continuă.
    .title = Zâna și { -double-turn(form: "def") }

## Turnul

example-tw-own-follower = Roșu pune prima piesă pe turn și își capturează propriul { -thief }: acesta se întoarce în { -supply(form: "def") } lui Roșu, nu ajunge prizonier. { -road(form: "def") } rămâne liber: Albastru îl ocupă cu un { -thief } și, la sfârșit, punctează { -road(form: "def") } de patru { -tile(number: "pl") }.
    .title = Capturarea propriului { -follower }
example-tw-capture-1 = Albastru pune prima piesă pe turnul de la sud-est de { -start-tile(form: "def") }. La înălțimea 1, turnul ajunge cu un pătrat în fiecare direcție, în linie dreaptă, iar Albastru îl ia prizonier pe { -thief(form: "def") } lui Roșu. { -road(form: "def") } este din nou liber: Albastru pune pe el un { -thief } și, la sfârșit, punctează { -road(form: "def") } de patru { -tile(number: "pl") }.
    .title = Capturare la înălțimea 1
example-tw-capture-2 = Prima piesă a lui Albastru nu capturează nimic. Roșu o adaugă pe a doua: acum turnul ajunge cu două pătrate în fiecare direcție, în linie dreaptă, iar Roșu îl ia prizonier pe { -thief(form: "def") } lui Verde, aflat la două pătrate spre sud. { -road(form: "def") } lui Roșu, de patru { -tile(number: "pl") }, aduce 4 la sfârșit.
    .title = Capturare la înălțimea 2
example-tw-exchange = Piesa lui Albastru îl ia prizonier pe { -thief(form: "def") } lui Roșu; Roșu răspunde cu piesa următoare și îl ia prizonier pe { -monk(form: "def") } lui Albastru. Acum fiecare ține câte un { -follower } al celuilalt, așa că cei doi prizonieri sunt schimbați imediat. Roșu pune { -thief(form: "def") } înapoi pe { -road } și, la sfârșit, punctează { -road(form: "def") } de cinci { -tile(number: "pl") }.
    .title = Schimbul de prizonieri
example-tw-ransom = Roșu are 6 { -point(number: "pl") } pentru un { -city } de trei { -tile(number: "pl") } când turnul lui Albastru îl ia prizonier pe { -thief(form: "def") } lui Roșu. În turul său următor, Roșu îl răscumpără cu 3 { -point(number: "pl") }, pe care le câștigă Albastru, și îl plasează pe { -road } în același tur. { -road(form: "def") } aduce 4 la sfârșit: Roșu are 7, Albastru 3.
    .title = Răscumpărarea
example-tw-finish = Piesa lui Albastru de pe turn ajunge cu un pătrat; o a doua piesă ar ajunge până la { -thief(form: "def") } lui Roșu. Roșu termină turnul punând un { -follower } în vârf: turnul nu mai crește, iar { -thief(form: "def") } este în siguranță. { -road(form: "def") } lui Roșu, de trei { -tile(number: "pl") }, aduce 3; { -follower(form: "def") } de pe turn nu aduce nimic și rămâne acolo.
    .title = Un turn terminat
example-tw-builder-home = Tâlharul și { -builder(form: "def") } lui Roșu stau pe același { -road }. Turnul lui Albastru îl ia prizonier pe { -thief }, iar { -builder(form: "def") }, care nu mai are pe { -road(form: "def") } lui niciun { -thief } al lui Roșu, se întoarce și el la Roșu. Albastru ocupă { -road(form: "def") } și îl punctează la sfârșit: cinci { -tile(number: "pl") }, 5 { -point(number: "pl") }.
    .title = O capturare trimite acasă { -builder(form: "def") }
example-tw-big-follower = Turnul lui Albastru îl ia prizonier pe { -thief(form: "def") } mare al lui Roșu la fel ca pe unul mic; apoi Albastru ocupă { -road(form: "def") } rămas liber și, la sfârșit, punctează { -road(form: "def") } de patru { -tile(number: "pl") }.
    .title = Capturarea unui { -big-follower }
example-tw-dragon-tower = Roșu a terminat cu un { -follower } turnul de la sud de { -start-tile(form: "def") }. Un { -tile } cu balaur îl trimite pe balaur peste { -start-tile(form: "def") }, pe { -tile(form: "def") } turnului: { -follower(form: "def") } lui Roșu se întoarce la el. Balaurul continuă peste { -monk(form: "def") } lui Albastru, care se întoarce și el la Albastru, și se oprește într-o fundătură. Nimeni nu primește puncte.
    .title = Balaurul și un turn terminat

## Abație și primar

example-am-abbey = Galben așază { -abbey(form: "def") } în gaura închisă din toate cele patru părți. Ea închide { -city(form: "def") } de un singur { -tile } al lui Roșu, aflat deasupra ei, și cele două { -road(number: "pl") } care ajung la ea de la { -crossing(number: "pl", form: "def") } din stânga și din dreapta: Roșu primește 2 pentru { -city } și 1 pentru { -road(form: "def") } de la est, iar Verde 1 pentru { -road(form: "def") } de la vest. Pe { -abbey }, { -monk(form: "def") } lui Galben are șapte dintre cei opt vecini: 8 la sfârșit.
    .title = O { -abbey } închide trei regiuni
example-am-mayor-zero = Roșu are un { -mayor } în cartierul de sud, Albastru un { -knight } în cel de nord; { -tile(form: "def") } din mijloc le unește într-un { -city } complet de trei { -tile(number: "pl") }, fără { -pennant(number: "pl") }. Aici { -mayor(form: "def") } nu contează deloc: doar Albastru punctează { -city(form: "def") }, 6 { -point(number: "pl") }.
    .title = Un { -mayor } într-un { -city } fără { -pennant(number: "pl") }
example-am-mayor-three = Roșu cu un { -mayor } și Albastru cu un { -knight } ajung în același { -city } de cinci { -tile(number: "pl") }, cu trei { -pennant(number: "pl") }. Acolo { -mayor(form: "def") } contează cât trei, față de unul cât contează { -knight(form: "def") }: doar Roșu punctează { -city(form: "def") } complet, 16 { -point(number: "pl") }.
    .title = Un { -mayor } cu trei { -pennant(number: "pl") }
example-am-wagon = Cu { -wagon(form: "def") } său, Roșu punctează { -road(form: "def") } dintre două { -crossing(number: "pl") }, 3 { -point(number: "pl") }, apoi { -wagon(form: "def") } merge mai departe pe { -road(form: "def") } care pleacă spre est din { -crossing(form: "def") } care l-a completat. Rămâne acolo până la sfârșit: încă 1.
    .title = Un { -wagon } merge mai departe
example-am-wagon-abbey = Verde are un { -wagon } pe { -road(form: "def") } care pleacă de la { -crossing } și intră în gaură. Galben umple gaura cu o { -abbey } și nu pune niciun { -monk } pe ea: { -abbey(form: "def") } închide { -road(form: "def") }, care îi aduce lui Verde 1, iar { -wagon(form: "def") } merge mai departe în { -abbey }, { -cloister(form: "def") } în care intră { -road(form: "def") } lui. La sfârșit, { -abbey(form: "def") } are șapte vecini: încă 8 pentru Verde.
    .title = Căruțul merge mai departe în { -abbey }
example-am-wagon-around = După tirajele cu noua grafică: cu { -wagon(form: "def") } său, Roșu punctează { -road(form: "def") } dintre două { -crossing(number: "pl") }, 3 { -point(number: "pl") }, apoi { -wagon(form: "def") } merge în cartierul de pe { -tile(form: "def") } vecin cu al lui, deși niciun { -road } nu duce acolo. După interpretarea primelor tiraje, această mutare nu este acceptată. La sfârșit, { -city(form: "def") } neterminat de un singur { -tile } aduce 1.
    .title = Căruțul merge pe un { -tile } din jurul lui
example-am-barn-placed = Albastru pune o { -barn } acolo unde se întâlnesc patru { -tile(number: "pl") }, pe { -field(form: "def") } unde stă un { -farmer } al lui Roșu. Roșu își punctează imediat { -farmer(form: "def") }, 3 pentru { -city(form: "def") } complet, iar acesta se întoarce acasă. La sfârșit, { -barn(form: "def") } lui Albastru aduce 4 pentru același { -city }.
    .title = O { -barn } pe un { -field } cu un { -farmer }
example-am-barn-joined = Verde are un { -farmer } pe un { -field } separat de { -barn(form: "def") } lui Albastru, până când o { -cloister } închide { -road(form: "def") } dintre ele și le unește pe cele două. Verde își punctează imediat { -farmer(form: "def") }, doar 1 pentru { -city }, iar acesta se întoarce acasă. La sfârșit, { -barn(form: "def") } lui Albastru aduce 4.
    .title = Un { -farmer } unit cu o { -barn }
example-am-barn-final = Roșu are o { -barn } pe un { -field } care se învecinează cu două { -city(number: "pl") } complete. La sfârșit, ea aduce 4 pentru fiecare: 8 { -point(number: "pl") }.
    .title = O { -barn } la sfârșitul jocului
example-am-barns-joined = Un { -road } desparte două { -field(number: "pl") }: { -barn(form: "def") } lui Roșu stă la nord de el, a lui Albastru la sud, și fiecare { -field } se învecinează cu câte un { -city } complet. { -cloister(form: "def") } de la capătul { -road(form: "gen") } unește cele două { -field(number: "pl") }. La sfârșit, ambele { -barn(number: "pl") } aduc punctajul întreg, câte 4 pentru fiecare dintre cele două { -city(number: "pl") }: câte 8 { -point(number: "pl") }.
    .title = Două { -barn(number: "pl") } pe un { -field } unit

## Contele, regele și ceilalți

example-kr-king = Roșu completează primul { -city }, de două { -tile(number: "pl") }, și ia regele; apoi Albastru completează unul mai mare, de trei { -tile(number: "pl") }, iar regele trece la Albastru. La sfârșit, Albastru primește 1 pentru fiecare dintre cele două { -city(number: "pl") } complete.
    .title = Regele trece la un { -city } mai mare
example-cu-challenge = Albastru așază o { -shrine } lângă { -cloister(form: "def") } lui Roșu și pune pe ea un { -heretic }: cei doi se provoacă. Prima înconjurată complet este { -shrine(form: "def") }: Albastru primește 9, iar { -monk(form: "def") } lui Roșu se întoarce acasă fără nimic.
    .title = Un { -heretic } provoacă un { -monk }
example-r2-fork-volcano = Ramificarea împarte { -river(form: "def") } în două brațe. Roșu închide brațul de est cu lacul cu { -volcano }, nu plasează acolo niciun { -follower } și joacă imediat din nou, închizând brațul de vest cu lacul de lângă un { -city }, unde se află un { -knight } al lui Roșu. La sfârșit, { -monk(form: "def") } lui Albastru de lângă { -river } aduce 4, iar { -knight(form: "def") } lui Roșu 1.
    .title = Ramificarea și turul în plus adus de { -volcano }
example-r2-herd = Cu „Negustori și constructori” în joc, Roșu ține cu un { -farmer } { -field(form: "def") } pe care paște turma de porci. Acel { -field } se învecinează cu un { -city } complet: punctele obișnuite pentru el și încă 1 pentru turmă.
    .title = O turmă de porci
example-ca-fair-road = Drumul lui Roșu pornește din satul unei { -crossing(form: "gen") }, trece peste { -start-tile(form: "def") } și se termină la { -fair }. { -tile(form: "def") } cu { -fair } îl completează: trei { -tile(number: "pl") }, 3 { -point(number: "pl") } pentru Roșu. În runda cu catapulta care urmează, cartonașul lui Albastru aterizează cel mai aproape de { -fair }: 5 { -point(number: "pl") }.
    .title = Un { -road } care se termină la { -fair }
example-ca-knock-out = Roșu așază { -fair(form: "def") } și alege cartonașul „Luptă cu prăjituri”. Prăjitura aruncată de Roșu cade peste propriul său { -thief } și peste { -monk(form: "def") } lui Albastru, iar amândoi se întorc acasă. Când { -road(form: "def") } este completat mai târziu, nu stă nimeni pe el, iar { -cloister(form: "def") } nu aduce nimic la sfârșit.
    .title = Luptă cu prăjituri
example-ca-seduction-city = Albastru așază { -fair(form: "def") } și aruncă cartonașul „Seducție”. Acesta aterizează cel mai aproape de { -knight(form: "def") } lui Roșu, iar un { -follower } din { -supply(form: "def") } lui Albastru îi ia locul. Când Roșu completează { -city(form: "def") } de trei { -tile(number: "pl") }, Albastru este cel care primește 6.
    .title = Seducția cucerește un { -city }
example-ca-seduction-moved = Cartonașul „Seducție” al lui Roșu aterizează cel mai aproape de { -monk(form: "def") } lui Albastru. Roșu își mută propriul { -thief } de pe { -road } în { -cloister }, iar { -monk(form: "def") } lui Albastru se întoarce acasă. La sfârșit, { -cloister(form: "def") } și cei trei vecini ai ei îi aduc lui Roșu 4.
    .title = Seducție cu un { -follower } mutat de pe masă
example-ca-target-tie = Verde așază { -fair(form: "def") } și alege cartonașul „Sărbătoarea țintașilor”. Cartonașele lui Roșu și Verde aterizează la fel de aproape de { -tile(form: "def") } cu { -fair }, așa că fiecare primește 5.
    .title = Egalitate la concursul de țintire
example-ca-catch = Verde așază { -fair(form: "def") } și alege cartonașul „Prindere”. Roșu prinde aruncarea lui Verde și primește 5; Albastru scapă aruncarea lui Roșu; aruncarea lui Albastru nu ajunge până la riglă, în fața lui Verde. Nimeni altcineva nu primește puncte.
    .title = Aruncare și prindere
example-co-castle = Albastru are un { -thief } pe { -road(form: "def") } care pornește spre sud de la poarta fierăriei, iar Roșu închide acest { -road }: doar Albastru primește { -point(number: "pl") }, așa că Roșu pune un { -follower } în castel și trimite contele în târg. Când Albastru închide micul { -city } de la poarta de est și pune în el un { -knight }, { -follower(form: "def") } lui Roșu iese mai întâi din castel ca să i se alăture, iar cei doi împart { -point(number: "pl", form: "def") }.
    .title = Un { -follower } din castel se alătură unui { -city }
example-co-count-guards = Roșu câștigă un loc în castel și trimite contele în târg. Apoi Verde închide { -road(form: "def") } lui Roșu, câștigă și el un loc și trimite contele înapoi în castel. Când Albastru închide micul { -city } de la poarta de est, { -follower(form: "def") } lui Roșu nu poate pleca din castel: { -knight(form: "def") } lui Albastru punctează singur { -city(form: "def") }.
    .title = Contele păzește castelul
example-co-market = Roșu închide { -road(form: "def") } lui Albastru și pune un { -follower } în târg. Albastru închide un mic { -city } gol și pune lângă el un { -farmer }. La sfârșitul jocului, { -follower(form: "def") } lui Roșu pleacă din târg pe acel { -field }, iar cei doi { -farmer(number: "pl") } își împart { -city(form: "def") } învecinat.
    .title = Târgul la sfârșitul jocului
example-co-farm-king = Roșu are un { -farmer } pe { -field(form: "def") } de-a lungul zidurilor din Carcassonne; Albastru completează la sud de el un { -city } de două { -tile(number: "pl") } și ia regele. Acel { -field } se învecinează cu două { -city(number: "pl") } complete, Carcassonne și cel al lui Albastru: 6 { -point(number: "pl") } pentru Roșu (8 în prima ediție). Regele le socotește pe amândouă: 2 pentru Albastru.
    .title = Carcassonne, un { -city } complet pentru { -farmer(number: "pl") } și pentru rege
example-co-end-quarters = După primele tiraje: Roșu închide { -road(form: "def") } lui Albastru, pune un { -follower } în castel și trimite contele în târg. La sfârșit, { -knight(form: "def") } lui Roșu pleacă din castel în { -city(form: "def") } neterminat al lui Albastru: câte un { -knight } fiecare, așa că îl punctează amândoi, câte 1 { -point }. După regulamentul nostru, așa cum îl înțelegem, { -follower(form: "def") } din castel rămâne unde este.
    .title = Ieșirea din castel la sfârșitul jocului
