## Variantele de reguli: numele fiecăreia și al fiecărei opțiuni, așa cum le
## arată comenzile exemplelor și tabelele puse alături. De unde vine fiecare:
## `tilebook variants` și secțiunile regulamentelor despre tiraje.

variant-small-city = Orașul mic
variant-small-city-edition = așa cum spune fiecare ediție
variant-small-city-four = 2 puncte pe { -tile }
variant-small-city-two = 1 punct pe { -tile }

variant-dragon-moves = Când se mișcă balaurul
variant-dragon-moves-before-scoring = înainte de evaluare
variant-dragon-moves-after-scoring = după evaluare

variant-princess = Prințesa
variant-princess-may = poate trimite acasă un cavaler
variant-princess-must = trebuie să trimită acasă un cavaler

variant-fairy = Zâna stă
variant-fairy-beside-follower = lângă un { -follower }
variant-fairy-on-tile = pe un { -tile }

variant-wagon-moves = Unde merge mai departe { -wagon(form: "def") }
variant-wagon-moves-connected = pe o regiune legată direct
variant-wagon-moves-around = pe o regiune de pe un { -tile } din jur

variant-barn = Unde se pune o { -barn }
variant-barn-no-barn-yet = pe un { -field } fără { -barn }
variant-barn-empty-field = pe un { -field } fără { -barn } și fără { -farmer }
variant-barn-any-field = pe orice { -field }

variant-king-robber = Regele și cavalerul jefuitor
variant-king-robber-per-feature = 1 punct pe oraș și pe drum, la sfârșit
variant-king-robber-ten-twenty = 10 puncte pe titlu, 20 pentru amândouă
variant-king-robber-fifteen-forty = 15 puncte pe titlu, 40 pentru amândouă
variant-king-robber-during-play = 1 punct pe oraș și pe drum, la completarea fiecăruia

variant-count-end = Cine părăsește Carcassonne la sfârșit
variant-count-end-market-only = doar { -follower(number: "pl", form: "def") } din târg
variant-count-end-every-quarter = { -follower(number: "pl", form: "def") } din toate cartierele
