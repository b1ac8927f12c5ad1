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
