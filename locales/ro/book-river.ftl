### Regulamentul Râului: toate mesajele pe care le numește book/river.toml.
### Id-uri: river-<capitol>-<ce>. Titlurile capitolelor sunt river-<capitol>,
### titlurile secțiunilor se termină în -title. Text simplu, fără marcaje;
### vocabularul jocului vine din termenii glosarului din terms.ftl, niciodată
### la începutul unei propoziții.
### „Râul” este numele extensiei; { -river } este râul de pe cartonașe.

river-title = Râul
river-summary = Douăsprezece { -tile(number: "pl") } care deschid jocul cu un { -river } ce șerpuiește prin peisaj: cum le pregătești, cum trebuie să curgă { -river(form: "def") } și unde pot sta { -follower(number: "pl", form: "def") } tăi.

## Capitol: cartonașele cu râu

river-overview = Ce aduce Râul
river-overview-intro = Râul este o mică extensie a jocului de bază, formată din douăsprezece { -tile(number: "pl") }. Ele se așază chiar la începutul jocului și poartă un { -river } de-a curmezișul mesei, de la izvor până la un lac; restul peisajului crește apoi în jurul lui. În rest, se joacă după regulile jocului de bază. Cele douăsprezece { -tile(number: "pl") } sunt:
river-overview-spring = Izvorul, de unde pornește { -river(form: "def") }.
river-overview-lake = Lacul, în care se varsă { -river(form: "def") }.
river-overview-middle = Zece { -tile(number: "pl") } care duc { -river(form: "def") } mai departe: porțiuni drepte și cotituri, unele cu un { -road }, un { -city } sau o { -cloister } pe mal, iar unul pe care un { -road } trece apa pe un pod.
river-overview-backs = Ca și { -start-tile(form: "def") } din jocul de bază, { -tile(number: "pl", form: "def") } cu { -river } au versoul închis la culoare, așa că se deosebesc ușor de celelalte { -tile(number: "pl") }.

## Capitol: pregătirea jocului

river-setup = Pregătirea jocului cu Râul
river-setup-intro = Pregătește jocul de bază ca de obicei, cu aceste schimbări:
river-setup-step-start = Scoate din joc { -start-tile(form: "def") }: izvorul îi ia locul.
river-setup-step-spring = Pune izvorul cu fața în sus în mijlocul mesei.
river-setup-step-lake = Pune deocamdată lacul deoparte.
river-setup-step-pile = Amestecă celelalte zece { -tile(number: "pl") } cu { -river } și pune-le cu fața în jos, într-un teanc separat.
river-setup-step-base = Amestecă { -tile(number: "pl", form: "def") } jocului de bază cu fața în jos și fă din ele teancuri alături.

## Capitol: jocul cu râul

river-play = Jocul cu Râul
river-play-order-title = Mai întâi { -river(form: "def") }
river-play-first = Jocul începe cu { -river(form: "def") }. Jucătorii joacă pe rând ca de obicei, dar trag din teancul de { -tile(number: "pl") } cu { -river } până când au fost așezate toate cele zece. În rest, fiecare tur este unul obișnuit: așază { -tile(form: "def") }, plasează un { -follower } dacă vrei și evaluează tot ce completează { -tile(form: "def") } tău.
river-play-lake = Când al zecelea { -tile } cu { -river } este pe masă, jucătorul următor așază lacul în loc să tragă un { -tile } și încheie astfel { -river(form: "def") }. Din turul următor, toată lumea trage din { -tile(number: "pl", form: "def") } jocului de bază, iar jocul continuă ca de obicei.

river-play-course-title = Cum trebuie să curgă { -river(form: "def") }
river-play-rule-continue = Fiecare { -tile } nou cu { -river } trebuie să continue { -river(form: "def") } de la capătul lui deschis, apă lângă apă.
river-play-rule-fit = Toate celelalte margini ale lui trebuie să se potrivească cu vecinii, ca de obicei: { -road } cu { -road }, { -city } cu { -city }, { -field } cu { -field }.
river-play-rule-bends = Regulamentul tipărit interzice aici un singur lucru: { -river(form: "def") } nu are voie să se întoarcă spre el însuși într-un U strâns. Acest regulament înțelege prin U strâns două cotituri la rând în aceeași parte, așa că după o cotitură la stânga următorul { -tile } merge drept sau cotește la dreapta, iar după o cotitură la dreapta merge drept sau cotește la stânga. Aceasta este interpretarea noastră, nu textul regulamentului tipărit, iar exemplele o urmează: un U cu un { -tile } drept între cele două cotituri este destul de larg și este permis.

river-play-followers-title = Plasarea { -follower(number: "pl", form: "gen") } și evaluarea
river-play-followers = Poți plasa un { -follower } pe un { -tile } cu { -river } la fel ca pe orice alt { -tile }: ca { -thief } pe { -road(form: "def") } lui, ca { -knight } în { -city(form: "def") } lui, ca { -monk } în { -cloister(form: "def") } lui sau ca { -farmer } pe unul dintre { -field(number: "pl", form: "def") } lui. Pe { -river(form: "def") } însuși nu se poate pune niciodată un { -follower }.
river-play-fields = Ca și un { -road }, { -river(form: "def") } împarte pământul prin care curge: { -field(form: "def") } de pe un mal este alt { -field } decât cel de pe celălalt mal. Doar în jurul izvorului și al lacului pământul înconjoară apa de jur împrejur.
river-play-scoring = Toate { -road(number: "pl", form: "def") }, { -city(number: "pl", form: "def") }, { -cloister(number: "pl", form: "def") } și { -field(number: "pl", form: "def") } de pe { -tile(number: "pl", form: "def") } cu { -river } se evaluează exact ca în jocul de bază, atât în timpul jocului, cât și la sfârșit.

## Capitol: cartonașele

river-tiles = Toate cele douăsprezece { -tile(number: "pl") }
river-tiles-intro = Râul are douăsprezece { -tile(number: "pl") }, fiecare de alt tip: izvorul, lacul și zece { -tile(number: "pl") } între ele.
