### Cartonașele și extensiile III Prințesa și balaurul și IV Turnul.

## Numele extensiilor

edition-princess-dragon = Prințesa și balaurul
edition-tower = Turnul

## Prințesa și balaurul

tile-pd-01 = Vulcan pe câmp
tile-pd-02 = Cărare magică: două drumuri cotite
tile-pd-03 = Vulcan la capătul unui drum
tile-pd-04 = Balaur: cartier de oraș
tile-pd-05 = Vulcan sub un cartier de oraș
tile-pd-06 = Balaur: mănăstire cu drumuri care se termină la ea din trei părți
tile-pd-07 = Balaur: intersecție de trei drumuri
tile-pd-08 = Cărare magică: intersecție de trei drumuri
tile-pd-09 = Prințesă: cartier de oraș cu intersecție de trei drumuri
tile-pd-10 = Prințesă într-un cartier de oraș, și un colț de oraș cu stemă
tile-pd-11 = Prințesă: oraș pe trei laturi
tile-pd-12 = Cărare magică: oraș pe trei laturi, cu stemă
tile-pd-13 = Balaur: mănăstire într-un oraș pe trei laturi
tile-pd-14 = Balaur: drum cotit
tile-pd-15 = Vulcan: drum cotit
tile-pd-16 = Balaur: drum drept
tile-pd-17 = Vulcan: drum drept
tile-pd-18 = Prințesă: colț de oraș cu câmpul împărțit în două
tile-pd-19 = Balaur: colț de oraș
tile-pd-20 = Prințesă: colț de oraș
tile-pd-21 = Vulcan între două cartiere de oraș
tile-pd-22 = Balaur: oraș de-a curmezișul, cu stemă
tile-pd-23 = Prințesă: colț de oraș cu drum cotit
tile-pd-24 = Cărare magică: colț de oraș cu drum cotit
tile-pd-25 = Balaur: tunel, un drum pe sub un oraș de-a curmezișul
tile-pd-26 = Balaur: cartier de oraș cu drum care cotește la stânga
tile-pd-27 = Cărare magică: cartier de oraș cu drum care cotește la stânga
tile-pd-28 = Balaur: cartier de oraș cu drum care cotește la dreapta
tile-pd-29 = Cărare magică: cartier de oraș cu drum care cotește la dreapta

## Turnul

tile-tw-01 = Cartier de oraș cu { -tower-foundation }
tile-tw-02 = Spațiu pentru piese de turn pe câmp
tile-tw-03 = Mănăstire cu { -tower-foundation }
tile-tw-04 = Spațiu pentru piese de turn, cu drumuri care se termină la el din două părți
tile-tw-05 = Spațiu pentru piese de turn, cu drumuri care se termină la el din trei părți
tile-tw-06 = Două drumuri cotite, cu { -tower-foundation }
tile-tw-07 = Spațiu pentru piese de turn, cu drumuri care se termină la el din patru părți
tile-tw-08 = Drum printr-un oraș de-a curmezișul, cu { -tower-foundation }
tile-tw-09 = Cartier de oraș cu drum care se termină la { -tower-foundation(form: "def") }
tile-tw-10 = Cartier de oraș cu drum cotit și { -tower-foundation }
tile-tw-11 = Cartier de oraș care ajunge până la un drum drept, cu { -tower-foundation }
tile-tw-12 = Colț de oraș cu { -tower-foundation }
tile-tw-13 = Colț de oraș cu drum care se termină la poartă și { -tower-foundation }, trei câmpuri
tile-tw-14 = Două cartiere de oraș alăturate, cu { -tower-foundation }
tile-tw-15 = Două cartiere de oraș față în față, cu drum drept și { -tower-foundation }
tile-tw-16 = Oraș pe trei laturi, cu drum care se termină la poartă și { -tower-foundation }
tile-tw-17 = Oraș pe trei laturi, cu stemă, un cartier de oraș și { -tower-foundation }
