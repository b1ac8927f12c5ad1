### Textele fișierelor generate: foi de cartonașe, tabele de punctaj, site-ul.

## Limba, numită în ea însăși

language-name = Română

## Foi de cartonașe

sheet-title = { $edition } – foaie de cartonașe, pagina { $page } din { $pages }
sheet-index-title = Lista { -tile(number: "pl", form: "gen") }
sheet-start-tile = Cartonașul de start

## Tabele de punctaj

score-player = Jucător
score-points = Puncte

## Site

site-language = Limba
site-previous = Pagina anterioară
site-next = Pagina următoare
site-search = Caută
site-search-empty = Niciun rezultat pentru „{ $query }”.
site-print = Tipărește
site-not-found = Pagina nu a fost găsită

## Site: pagini și navigare

site-title = Regulile jocului Carcassonne
site-home = Acasă
site-contents = Cuprins
site-books = Regulamente
site-tiles = Cartonașe
site-skip = Sari la conținut
site-theme = Mod întunecat
site-print-book = Versiune pentru tipărit
site-not-found-text = La această adresă nu se află nicio pagină. Regulamentele sunt enumerate pe pagina principală.
site-search-placeholder = Caută în reguli…
site-search-results = Rezultatele căutării
site-choose-language = Alege o limbă
site-gallery-total = { $edition }: { PLURAL($total) ->
    [one] { $total } { -tile }
    [few] { $total } { -tile(number: "pl") }
   *[other] { $total } de { -tile(number: "pl") }
}
site-checklist-link = Listă pentru verificarea cutiei
site-checklist-title = { $edition }: listă de verificare
site-checklist-intro = Tipărește pagina sau ține-o deschisă și bifează câte o căsuță pentru fiecare { -tile } pe măsură ce sortezi cutia. Un rând cu o căsuță rămasă goală arată un { -tile } care lipsește.
site-checklist-copy = { $tile }: { $n } din { $count }
site-checklist-variants = în mai multe variante, cu desene diferite: numără-le împreună

## Site: exemple de punctare

example-rules = Ediția regulilor
example-step = Plasarea
example-first = Prima plasare
example-previous = Plasarea anterioară
example-next = Plasarea următoare
example-last = Ultima plasare
example-final = Evaluarea finală
example-follower = Adaugă sau scoate un { -follower }
example-follower-help = Alege o culoare, apoi dă clic pe o regiune de pe tablă.
example-none = Niciunul
example-place = Plasează un { -tile }
example-rotate = Rotește
example-moves = Ce se mai poate face în acest tur
example-reset = Ia-o de la capăt
example-variant-refused = Cu aceste opțiuni ale variantelor de reguli, mutările din acest exemplu nu sunt permise.
example-no-script = Aceste punctaje sunt calculate de motorul tilebook; cu JavaScript poți parcurge plasările una câte una și poți schimba tabla.
example-feature-complete = Regiune completă.
example-feature-open = Regiune încă neterminată.
example-when-play = în timpul jocului
example-when-final = la sfârșitul jocului
example-what = Ce se punctează
example-when = Când
example-tiles = Cartonașe
example-award-most-wine = Cel mai mult vin
example-award-most-grain = Cel mai mult grâu
example-award-most-cloth = Cea mai multă pânză
example-award-fairy-turn = Zâna, la începutul turului
example-award-fairy-scoring = Zâna, la evaluarea regiunii
example-award-ransom = Răscumpărare
example-award-barn = Moșie
example-award-catapult-target = Concursul de țintire
example-award-catapult-catch = Prindere
example-award-king = Regele (orașe terminate)
example-award-robber = Cavalerul jefuitor (drumuri terminate)
example-piece-dragon = Balaurul
example-piece-fairy = Zâna
example-piece-count = Contele
example-piece-quarter = Așteaptă într-un cartier din Carcassonne
example-piece-tower = Turn
example-piece-barn = Moșie
example-piece-reach = Unde ajunge noua piesă de turn
example-piece-prisoner = Un { -prisoner }, ținut de jucătorul care l-a capturat
example-piece-token-knock-out = Catapulta: „Luptă cu prăjituri”
example-piece-token-seduction = Catapulta: „Seducție”
example-piece-token-target = Catapulta: „Sărbătoarea țintașilor”
example-piece-token-catch = Catapulta: „Prindere”
example-step-figure = Figură prin cărarea magică
example-step-princess = Prințesa: un cavaler se întoarce acasă
example-step-fairy = Zâna lângă un { -follower }
example-step-dragon = Balaurul se mută
example-step-ransom = Răscumpărare
example-step-tower-piece = Piesă de turn
example-step-tower-top = Turnul este terminat
example-step-barn = Moșie
example-step-wagon = Mutarea { -wagon(form: "gen") } mai departe
example-step-quarter = Într-un cartier din Carcassonne
example-step-from-quarter = Dintr-un cartier
example-step-knock-out = Catapulta: „Luptă cu prăjituri”
example-step-seduction = Catapulta: „Seducție”
example-step-target = Catapulta: „Sărbătoarea țintașilor”
example-step-catch = Catapulta: „Prindere”
example-detail-castle = castelul
example-detail-market = târgul
example-detail-blacksmith = fierăria
example-detail-cathedral = catedrala
example-detail-short = prea scurt
example-detail-dropped = scăpat
example-detail-caught = prins
example-detail-tower = { -follower(form: "def") } de pe turn
example-detail-key-count = contele
feature-city = Oraș
feature-road = Drum
feature-cloister = Mănăstire
feature-farm = Câmp
