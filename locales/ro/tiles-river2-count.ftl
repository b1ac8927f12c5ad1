### Cartonașele și extensiile Râul II și Contele din Carcassonne, și
### cartierele orașului Carcassonne.

## Numele extensiilor

edition-river-2 = Râul II
edition-count = Contele din Carcassonne

## Râul II

tile-r2-01 = Izvorul din Râul II
tile-r2-02 = Ramificarea râului
tile-r2-03 = Lac cu vulcan
tile-r2-04 = Lac lângă un cartier de oraș
tile-r2-05 = Oraș pe un pod peste râu
tile-r2-06 = Râu cu mănăstire
tile-r2-07 = Râu cu pod și han
tile-r2-08 = Râu cu cartier de oraș și drum
tile-r2-09 = Râu cotit
tile-r2-10 = Râu cotit lângă un colț de oraș cu stemă
tile-r2-11 = Râu cotit cu o turmă de porci
tile-r2-12 = Râu cotit lângă un drum cotit

## Contele din Carcassonne

tile-co-01 = Carcassonne: drumul spre poarta de vest
tile-co-02 = Carcassonne: zidul de nord
tile-co-03 = Carcassonne: zidul de nord lângă castel
tile-co-04 = Carcassonne: drumul spre poarta de nord
tile-co-05 = Carcassonne: zidul de vest
tile-co-06 = Carcassonne: catedrala
tile-co-07 = Carcassonne: tarabele târgului
tile-co-08 = Carcassonne: târgul lângă zidul de est
tile-co-09 = Carcassonne: zidul de sud-vest și un cartier de oraș
tile-co-10 = Carcassonne: zidul de sud
tile-co-11 = Carcassonne: drumul spre poarta de sud, lângă fierărie
tile-co-12 = Carcassonne: zidul de sud-est și un cartier de oraș

## Cartierele orașului Carcassonne

quarter-castle = Castelul
quarter-market = Târgul
quarter-blacksmith = Fierăria
quarter-cathedral = Catedrala
