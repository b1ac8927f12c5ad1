### Tipurile de cartonașe: câte un nume scurt pentru fiecare tip din data/tilesets/.

## Jocul de bază

tile-a = Mănăstire cu drum
tile-b = Mănăstire
tile-c = Oraș pe toate cele patru laturi, cu stemă
tile-d = Cartier de oraș cu drum drept
tile-e = Cartier de oraș
tile-f = Oraș de-a curmezișul, cu stemă
tile-g = Oraș de-a curmezișul
tile-h = Două cartiere de oraș față în față
tile-i = Două cartiere de oraș alăturate
tile-j = Cartier de oraș cu drum care cotește la dreapta
tile-k = Cartier de oraș cu drum care cotește la stânga
tile-l = Cartier de oraș cu intersecție de trei drumuri
tile-m = Colț de oraș cu stemă
tile-n = Colț de oraș
tile-o = Colț de oraș cu stemă și drum cotit
tile-p = Colț de oraș cu drum cotit
tile-q = Oraș pe trei laturi, cu stemă
tile-r = Oraș pe trei laturi
tile-s = Oraș pe trei laturi, cu stemă și drum
tile-t = Oraș pe trei laturi, cu drum
tile-u = Drum drept
tile-v = Drum cotit
tile-w = Intersecție de trei drumuri
tile-x = Intersecție de patru drumuri

## Râul

tile-river-spring = Izvorul râului
tile-river-lake = Lacul de la capătul râului
tile-river-straight-we = Râu drept, vest–est
tile-river-straight-ns = Râu drept, nord–sud
tile-river-bend-nw = Râu cotit, nord–vest
tile-river-bend-es = Râu cotit, est–sud
tile-river-bridge = Râu cu pod
tile-river-cities = Râu între două cartiere de oraș
tile-river-city-road = Râu cu cartier de oraș și drum
tile-river-city-bend = Râu cotit lângă un colț de oraș
tile-river-cloister = Râu cu mănăstire
tile-river-road-bend = Râu cotit lângă un drum cotit

## Ediția de iarnă: cartonașe cu animale

tile-z01 = Cartonaș cu animale 1
tile-z02 = Cartonaș cu animale 2
tile-z03 = Cartonaș cu animale 3
tile-z04 = Cartonaș cu animale 4
tile-z05 = Cartonaș cu animale 5
tile-z06 = Cartonaș cu animale 6
tile-z07 = Cartonaș cu animale 7
tile-z08 = Cartonaș cu animale 8
tile-z09 = Cartonaș cu animale 9
tile-z10 = Cartonaș cu animale 10
tile-z11 = Cartonaș cu animale 11
tile-z12 = Cartonaș cu animale 12

## Hanuri și catedrale

tile-ic-a = Mănăstire cu drumuri care se termină la ea din două părți
tile-ic-b = Catedrală într-un oraș pe toate cele patru laturi
tile-ic-c = Patru cartiere de oraș separate
tile-ic-d = Trei cartiere de oraș separate
tile-ic-e = Două cartiere de oraș față în față, cu drumuri care se termină la ele
tile-ic-f = Colț de oraș cu stemă și un cartier de oraș
tile-ic-g = Cartier de oraș cu câmp despărțit
tile-ic-h = Cartier de oraș cu drum care se termină la poartă
tile-ic-i = Colț de oraș cu drum care se termină la poartă
tile-ic-j = Oraș de-a curmezișul, cu stemă și două drumuri care se termină la el
tile-ic-k = Han la marginea lacului: colț de oraș cu drum care se termină la poartă
tile-ic-l = Han la marginea lacului: cartier de oraș cu drum cotit
tile-ic-m = Han la marginea lacului: colț de oraș cu stemă și drum cotit
tile-ic-n = Han la marginea lacului: intersecție de trei drumuri
tile-ic-o = Han la marginea lacului: drum drept
tile-ic-p = Han la marginea lacului: drum cotit
tile-ic-q = Două drumuri cotite

## Negustori și constructori

tile-tb-a = Colț de oraș cu grâu
tile-tb-b = Colț de oraș cu vin
tile-tb-c = Oraș de-a curmezișul cu pânză și un cartier de oraș
tile-tb-d = Oraș de-a curmezișul cu vin și un cartier de oraș
tile-tb-e = Oraș pe trei laturi, cu grâu
tile-tb-f = Trei cartiere de oraș separate, unul cu pânză
tile-tb-g = Colț de oraș cu pânză și două drumuri, patru câmpuri
tile-tb-h = Colț de oraș cu vin și două drumuri
tile-tb-i = Colț de oraș cu pânză, un cartier de oraș și un drum
tile-tb-j = Colț de oraș cu grâu, un cartier de oraș și un drum
tile-tb-k = Colț de oraș cu pânză și drum
tile-tb-l = Colț de oraș cu vin și drum, trei câmpuri
tile-tb-m = Oraș pe trei laturi, cu vin și drum
tile-tb-n = Două colțuri de oraș, unul cu vin
tile-tb-o = Oraș de-a curmezișul, cu vin
tile-tb-p = Cartier de oraș cu drum care se termină la poartă
tile-tb-q = Oraș de-a curmezișul cu grâu și drum
tile-tb-r = Oraș de-a curmezișul cu vin și drum
tile-tb-s = Oraș de-a curmezișul cu vin și două drumuri
tile-tb-t = Mănăstire care împarte drumul în trei
tile-tb-u = Colț de oraș cu grâu și drum
tile-tb-v = Colț de oraș cu grâu și drum, trei câmpuri
tile-tb-w = Cartier de oraș cu un drum care se termină la oraș și altul la o căsuță
tile-tb-x = Pod: două drumuri care se încrucișează
