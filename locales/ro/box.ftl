### „Cutia mea”: un singur regulament alcătuit din regulamentele cutiilor
### pe care le are un jucător, și interacțiunile dintre extensii, pe care
### regulamentul combinat le arată doar când ambele sunt în cutie.

## Pagina și regulamentul combinat

box-title = Cutia mea
box-summary = Un singur regulament pentru cutiile pe care le ai: jocul de bază și extensiile pe care le bifezi, cu { -tile(number: "pl", form: "def") } adunate și cu regulile în ordinea în care ai nevoie de ele în timpul jocului.
box-link = Bifează cutiile pe care le ai și citește un singur regulament alcătuit pentru ele
box-intro = Bifează ce conține cutia ta. Regulamentul de mai jos păstrează doar regulile acelea, pune regulile fiecărei extensii lângă regulile jocului de bază pentru același moment al partidei și arată cum merg împreună două extensii atunci când le ai pe amândouă. Adresa acestei pagini păstrează alegerea ta: salveaz-o printre marcaje sau trimite-o cuiva.
box-choose = Ce conține cutia ta
box-rules = Ediția regulilor
box-printing = Tirajul
box-no-script = Fără JavaScript, pagina aceasta arată doar jocul de bază. Regulile fiecărei extensii se găsesc în regulamentul ei.
box-totals = Cartonașele tale
box-totals-intro = Aici se adună { -tile(number: "pl", form: "def") } din seturile aflate în cutia ta. Un set care îl conține deja pe altul, așa cum Ediția de iarnă conține jocul de bază, se numără în locul aceluia.
box-totals-set = Set de cartonașe
box-totals-tiles = Cartonașe
box-totals-all = Total
box-with = { PLURAL($count) ->
    [one] Doar dacă joci și cu această extensie: { $books }
    [few] Doar dacă joci și cu aceste extensii: { $books }
   *[other] Doar dacă joci și cu aceste extensii: { $books }
}

## „Negustori și constructori” împreună cu „Hanuri și catedrale”

traders-builders-builder-big-title = Constructorul și supusul mare
traders-builders-builder-big-instead = Când joci și cu „Hanuri și catedrale”, { -builder(form: "def") } sau { -pig(form: "def") } tău ține locul unui { -follower } mic sau mare: în turul tău plasezi cel mult o figură, la alegere.
traders-builders-builder-big-majority = Când se evaluează un { -road } sau un { -city }, la stabilirea majorității { -big-follower(form: "def") } contează cât doi { -follower(number: "pl") }, iar { -builder(form: "def") } nu contează deloc.
traders-builders-builder-big-reading = Interpretarea noastră, pentru că niciun regulament nu o spune: un { -thief } sau un { -knight } mare îți permite să-ți plasezi { -builder(form: "def") } pe { -road(form: "def") } sau în { -city(form: "def") } lui, la fel ca unul mic. „Hanuri și catedrale” spune că { -big-follower(form: "def") } se consideră un singur { -follower } și se plasează după regulile obișnuite.
traders-builders-builder-big-second-tile = Tot interpretarea noastră: dacă primul { -tile } al unui { -double-turn } completează { -road(form: "def") } sau { -city(form: "def") } unde se află { -big-follower(form: "def") } pe care l-ai pus, acesta se întoarce imediat la tine și îl poți plasa pe al doilea { -tile }. „Hanuri și catedrale” îl lasă să fie plasat din nou începând cu turul următor, iar „Negustori și constructori” permite ca { -builder(form: "def") } care tocmai s-a întors să fie pus pe al doilea { -tile }; niciunul nu spune ce se întâmplă acolo cu { -big-follower(form: "def") }. Motorul de joc al acestui site aplică regula așa cum o citim noi.
traders-builders-pig-big-title = Porcul și țăranul mare
traders-builders-pig-big = Ca să-ți poți pune { -pig(form: "def") } pe un { -field }, trebuie să ai deja acolo cel puțin un { -farmer }, iar stăpânul { -field(form: "gen") } îl hotărăsc doar { -farmer(number: "pl", form: "def") }. Cu „Hanuri și catedrale”, un { -farmer } mare contează acolo cât doi, la fel ca un { -big-follower } oriunde ar sta.
