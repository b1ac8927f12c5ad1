### Rodzaje żetonów: krótka opisowa nazwa każdego rodzaju z data/tilesets/.

## Gra podstawowa

tile-a = Klasztor z drogą
tile-b = Klasztor
tile-c = Miasto na czterech bokach, z tarczą
tile-d = Segment miasta z prostą drogą
tile-e = Segment miasta
tile-f = Miasto przez cały żeton, z tarczą
tile-g = Miasto przez cały żeton
tile-h = Dwa naprzeciwległe segmenty miasta
tile-i = Dwa sąsiednie segmenty miasta
tile-j = Segment miasta z drogą skręcającą w prawo
tile-k = Segment miasta z drogą skręcającą w lewo
tile-l = Segment miasta ze skrzyżowaniem trzech dróg
tile-m = Narożnik miasta z tarczą
tile-n = Narożnik miasta
tile-o = Narożnik miasta z tarczą i zakrętem drogi
tile-p = Narożnik miasta z zakrętem drogi
tile-q = Miasto na trzech bokach, z tarczą
tile-r = Miasto na trzech bokach
tile-s = Miasto na trzech bokach, z tarczą i drogą
tile-t = Miasto na trzech bokach, z drogą
tile-u = Prosta droga
tile-v = Zakręt drogi
tile-w = Skrzyżowanie trzech dróg
tile-x = Skrzyżowanie czterech dróg

## Rzeka

tile-river-spring = Źródło rzeki
tile-river-lake = Jezioro u ujścia rzeki
tile-river-straight-we = Prosta rzeka, zachód–wschód
tile-river-straight-ns = Prosta rzeka, północ–południe
tile-river-bend-nw = Zakręt rzeki, północ–zachód
tile-river-bend-es = Zakręt rzeki, wschód–południe
tile-river-bridge = Rzeka z mostem
tile-river-cities = Rzeka między dwoma segmentami miasta
tile-river-city-road = Rzeka z segmentem miasta i drogą
tile-river-city-bend = Zakręt rzeki przy narożniku miasta
tile-river-cloister = Rzeka z klasztorem
tile-river-road-bend = Zakręt rzeki przy zakręcie drogi

## Edycja zimowa: żetony ze zwierzętami

tile-z01 = Żeton ze zwierzętami 1
tile-z02 = Żeton ze zwierzętami 2
tile-z03 = Żeton ze zwierzętami 3
tile-z04 = Żeton ze zwierzętami 4
tile-z05 = Żeton ze zwierzętami 5
tile-z06 = Żeton ze zwierzętami 6
tile-z07 = Żeton ze zwierzętami 7
tile-z08 = Żeton ze zwierzętami 8
tile-z09 = Żeton ze zwierzętami 9
tile-z10 = Żeton ze zwierzętami 10
tile-z11 = Żeton ze zwierzętami 11
tile-z12 = Żeton ze zwierzętami 12
