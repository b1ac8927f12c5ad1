### Płytki dodatków Rzeka II oraz Hrabia Carcassonne, a także dzielnice
### miasta Carcassonne.

## Nazwy dodatków

edition-river-2 = Rzeka II
edition-count = Hrabia Carcassonne

## Rzeka II

tile-r2-01 = Źródło Rzeki II
tile-r2-02 = Rozwidlenie rzeki
tile-r2-03 = Jezioro z wulkanem
tile-r2-04 = Jezioro przy segmencie miasta
tile-r2-05 = Miasto na moście nad rzeką
tile-r2-06 = Rzeka z klasztorem
tile-r2-07 = Rzeka z mostem i karczmą
tile-r2-08 = Rzeka z segmentem miasta i drogą
tile-r2-09 = Zakręt rzeki
tile-r2-10 = Zakręt rzeki przy narożniku miasta z tarczą
tile-r2-11 = Zakręt rzeki ze stadem świń
tile-r2-12 = Zakręt rzeki przy zakręcie drogi

## Hrabia Carcassonne

tile-co-01 = Carcassonne: droga do bramy zachodniej
tile-co-02 = Carcassonne: mur północny
tile-co-03 = Carcassonne: mur północny przy zamku
tile-co-04 = Carcassonne: droga do bramy północnej
tile-co-05 = Carcassonne: mur zachodni
tile-co-06 = Carcassonne: katedra
tile-co-07 = Carcassonne: stragany targowe
tile-co-08 = Carcassonne: targ przy murze wschodnim
tile-co-09 = Carcassonne: mur południowo-zachodni i segment miasta
tile-co-10 = Carcassonne: mur południowy
tile-co-11 = Carcassonne: droga do bramy południowej przy kuźni
tile-co-12 = Carcassonne: mur południowo-wschodni i segment miasta

## Dzielnice miasta Carcassonne

quarter-castle = Zamek
quarter-market = Targ
quarter-blacksmith = Kuźnia
quarter-cathedral = Katedra
