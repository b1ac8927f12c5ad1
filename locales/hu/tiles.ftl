### A területkártyák fajtái: minden fajtának egy rövid, leíró neve (data/tilesets/).

## Alapjáték

tile-a = Kolostor úttal
tile-b = Kolostor
tile-c = Város mind a négy oldalon, címerrel
tile-d = Városrész egyenes úttal
tile-e = Városrész
tile-f = Átmenő város címerrel
tile-g = Átmenő város
tile-h = Két szemközti városrész
tile-i = Két szomszédos városrész
tile-j = Városrész jobbra kanyarodó úttal
tile-k = Városrész balra kanyarodó úttal
tile-l = Városrész hármas kereszteződéssel
tile-m = Sarokváros címerrel
tile-n = Sarokváros
tile-o = Sarokváros címerrel és kanyarodó úttal
tile-p = Sarokváros kanyarodó úttal
tile-q = Háromoldalú város címerrel
tile-r = Háromoldalú város
tile-s = Háromoldalú város címerrel és úttal
tile-t = Háromoldalú város úttal
tile-u = Egyenes út
tile-v = Kanyarodó út
tile-w = Hármas kereszteződés
tile-x = Négyes kereszteződés

## A folyó

tile-river-spring = A folyó forrása
tile-river-lake = Tó a folyó végén
tile-river-straight-we = Egyenes folyószakasz, nyugat–kelet
tile-river-straight-ns = Egyenes folyószakasz, észak–dél
tile-river-bend-nw = Folyókanyar, észak–nyugat
tile-river-bend-es = Folyókanyar, kelet–dél
tile-river-bridge = Folyó híddal
tile-river-cities = Folyó két városrész között
tile-river-city-road = Folyó városrésszel és úttal
tile-river-city-bend = Folyókanyar sarokváros mellett
tile-river-cloister = Folyó kolostorral
tile-river-road-bend = Folyókanyar útkanyar mellett

## Téli kiadás: állatos kártyák

tile-z01 = Állatos területkártya 1
tile-z02 = Állatos területkártya 2
tile-z03 = Állatos területkártya 3
tile-z04 = Állatos területkártya 4
tile-z05 = Állatos területkártya 5
tile-z06 = Állatos területkártya 6
tile-z07 = Állatos területkártya 7
tile-z08 = Állatos területkártya 8
tile-z09 = Állatos területkártya 9
tile-z10 = Állatos területkártya 10
tile-z11 = Állatos területkártya 11
tile-z12 = Állatos területkártya 12
