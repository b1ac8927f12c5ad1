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

## Fogadók és katedrálisok

tile-ic-a = Kolostor két oldalról hozzá vezető úttal
tile-ic-b = Katedrális mind a négy oldalon városban
tile-ic-c = Négy különálló városrész
tile-ic-d = Három különálló városrész
tile-ic-e = Két szemközti városrész hozzájuk vezető utakkal
tile-ic-f = Sarokváros címerrel és egy városrész
tile-ic-g = Városrész kettéosztott réttel
tile-ic-h = Városrész kapujánál végződő úttal
tile-ic-i = Sarokváros kapujánál végződő úttal
tile-ic-j = Átmenő város címerrel és két hozzá vezető úttal
tile-ic-k = Fogadó a tó partján: sarokváros kapujánál végződő úttal
tile-ic-l = Fogadó a tó partján: városrész kanyarodó úttal
tile-ic-m = Fogadó a tó partján: sarokváros címerrel és kanyarodó úttal
tile-ic-n = Fogadó a tó partján: hármas kereszteződés
tile-ic-o = Fogadó a tó partján: egyenes út
tile-ic-p = Fogadó a tó partján: kanyarodó út
tile-ic-q = Két kanyarodó út

## Kereskedők és építőmesterek

tile-tb-a = Sarokváros gabonával
tile-tb-b = Sarokváros borral
tile-tb-c = Átmenő város posztóval és egy városrész
tile-tb-d = Átmenő város borral és egy városrész
tile-tb-e = Háromoldalú város gabonával
tile-tb-f = Három különálló város, az egyik posztóval
tile-tb-g = Sarokváros posztóval és két úttal, négy rét
tile-tb-h = Sarokváros borral és két úttal
tile-tb-i = Sarokváros posztóval, egy városrész és egy út
tile-tb-j = Sarokváros gabonával, egy városrész és egy út
tile-tb-k = Sarokváros posztóval és úttal
tile-tb-l = Sarokváros borral és úttal, három rét
tile-tb-m = Háromoldalú város borral és úttal
tile-tb-n = Két sarokváros, az egyik borral
tile-tb-o = Átmenő város borral
tile-tb-p = Városrész kapujánál végződő úttal
tile-tb-q = Átmenő város gabonával és úttal
tile-tb-r = Átmenő város borral és úttal
tile-tb-s = Átmenő város borral és két úttal
tile-tb-t = Kolostor, amely három részre osztja az utat
tile-tb-u = Sarokváros gabonával és úttal
tile-tb-v = Sarokváros gabonával és úttal, három rét
tile-tb-w = Városrész egy a városnál és egy a háznál végződő úttal
tile-tb-x = Híd: két egymást keresztező út
