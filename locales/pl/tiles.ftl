### Rodzaje płytek: krótka opisowa nazwa każdego rodzaju z data/tilesets/.

## Gra podstawowa

tile-a = Klasztor z drogą
tile-b = Klasztor
tile-c = Miasto na czterech bokach, z tarczą
tile-d = Segment miasta z prostą drogą
tile-e = Segment miasta
tile-f = Miasto przez całą płytkę, z tarczą
tile-g = Miasto przez całą płytkę
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

## Edycja zimowa: płytki ze zwierzętami

tile-z01 = Płytka ze zwierzętami 1
tile-z02 = Płytka ze zwierzętami 2
tile-z03 = Płytka ze zwierzętami 3
tile-z04 = Płytka ze zwierzętami 4
tile-z05 = Płytka ze zwierzętami 5
tile-z06 = Płytka ze zwierzętami 6
tile-z07 = Płytka ze zwierzętami 7
tile-z08 = Płytka ze zwierzętami 8
tile-z09 = Płytka ze zwierzętami 9
tile-z10 = Płytka ze zwierzętami 10
tile-z11 = Płytka ze zwierzętami 11
tile-z12 = Płytka ze zwierzętami 12

## Karczmy i katedry

tile-ic-a = Klasztor z drogami kończącymi się przy nim z dwóch stron
tile-ic-b = Katedra w mieście na czterech bokach
tile-ic-c = Cztery oddzielne segmenty miasta
tile-ic-d = Trzy oddzielne segmenty miasta
tile-ic-e = Dwa naprzeciwległe segmenty miasta z drogami kończącymi się przy nich
tile-ic-f = Narożnik miasta z tarczą i segment miasta
tile-ic-g = Segment miasta z podzielonym polem
tile-ic-h = Segment miasta z drogą kończącą się przy bramie
tile-ic-i = Narożnik miasta z drogą kończącą się przy bramie
tile-ic-j = Miasto przez całą płytkę, z tarczą i dwiema drogami kończącymi się przy nim
tile-ic-k = Karczma nad jeziorem: narożnik miasta z drogą kończącą się przy bramie
tile-ic-l = Karczma nad jeziorem: segment miasta z zakrętem drogi
tile-ic-m = Karczma nad jeziorem: narożnik miasta z tarczą i zakrętem drogi
tile-ic-n = Karczma nad jeziorem: skrzyżowanie trzech dróg
tile-ic-o = Karczma nad jeziorem: prosta droga
tile-ic-p = Karczma nad jeziorem: zakręt drogi
tile-ic-q = Dwa zakręty drogi

## Kupcy i budowniczowie

tile-tb-a = Narożnik miasta ze zbożem
tile-tb-b = Narożnik miasta z winem
tile-tb-c = Miasto przez całą płytkę z suknem i segment miasta
tile-tb-d = Miasto przez całą płytkę z winem i segment miasta
tile-tb-e = Miasto na trzech bokach, ze zbożem
tile-tb-f = Trzy oddzielne miasta, jedno z suknem
tile-tb-g = Narożnik miasta z suknem i dwiema drogami, cztery pola
tile-tb-h = Narożnik miasta z winem i dwiema drogami
tile-tb-i = Narożnik miasta z suknem, segment miasta i droga
tile-tb-j = Narożnik miasta ze zbożem, segment miasta i droga
tile-tb-k = Narożnik miasta z suknem i drogą
tile-tb-l = Narożnik miasta z winem i drogą, trzy pola
tile-tb-m = Miasto na trzech bokach, z winem i drogą
tile-tb-n = Dwa narożniki miasta, jeden z winem
tile-tb-o = Miasto przez całą płytkę, z winem
tile-tb-p = Segment miasta z drogą kończącą się przy bramie
tile-tb-q = Miasto przez całą płytkę ze zbożem i drogą
tile-tb-r = Miasto przez całą płytkę z winem i drogą
tile-tb-s = Miasto przez całą płytkę z winem i dwiema drogami
tile-tb-t = Klasztor dzielący drogę na trzy części
tile-tb-u = Narożnik miasta ze zbożem i drogą
tile-tb-v = Narożnik miasta ze zbożem i drogą, trzy pola
tile-tb-w = Segment miasta z drogami kończącymi się przy mieście i przy domku
tile-tb-x = Most: dwie krzyżujące się drogi
