### Płytki dodatków III Księżniczka i smok oraz IV Wieża.

## Nazwy dodatków

edition-princess-dragon = Księżniczka i smok
edition-tower = Wieża

## Księżniczka i smok

tile-pd-01 = Wulkan na polu
tile-pd-02 = Magiczny portal: dwa zakręty drogi
tile-pd-03 = Wulkan na końcu drogi
tile-pd-04 = Smok: segment miasta
tile-pd-05 = Wulkan pod segmentem miasta
tile-pd-06 = Smok: klasztor z drogami kończącymi się przy nim z trzech stron
tile-pd-07 = Smok: skrzyżowanie trzech dróg
tile-pd-08 = Magiczny portal: skrzyżowanie trzech dróg
tile-pd-09 = Księżniczka: segment miasta ze skrzyżowaniem trzech dróg
tile-pd-10 = Księżniczka w segmencie miasta oraz narożnik miasta z tarczą
tile-pd-11 = Księżniczka: miasto na trzech bokach
tile-pd-12 = Magiczny portal: miasto na trzech bokach, z tarczą
tile-pd-13 = Smok: klasztor w mieście na trzech bokach
tile-pd-14 = Smok: zakręt drogi
tile-pd-15 = Wulkan: zakręt drogi
tile-pd-16 = Smok: prosta droga
tile-pd-17 = Wulkan: prosta droga
tile-pd-18 = Księżniczka: narożnik miasta z podzielonym polem
tile-pd-19 = Smok: narożnik miasta
tile-pd-20 = Księżniczka: narożnik miasta
tile-pd-21 = Wulkan między dwoma segmentami miasta
tile-pd-22 = Smok: miasto przez całą płytkę, z tarczą
tile-pd-23 = Księżniczka: narożnik miasta z zakrętem drogi
tile-pd-24 = Magiczny portal: narożnik miasta z zakrętem drogi
tile-pd-25 = Smok: tunel, droga pod miastem przez całą płytkę
tile-pd-26 = Smok: segment miasta z drogą skręcającą w lewo
tile-pd-27 = Magiczny portal: segment miasta z drogą skręcającą w lewo
tile-pd-28 = Smok: segment miasta z drogą skręcającą w prawo
tile-pd-29 = Magiczny portal: segment miasta z drogą skręcającą w prawo

## Wieża

tile-tw-01 = Segment miasta z fundamentem wieży
tile-tw-02 = Fundament wieży na polu
tile-tw-03 = Klasztor z fundamentem wieży
tile-tw-04 = Fundament wieży z drogami kończącymi się przy nim z dwóch stron
tile-tw-05 = Fundament wieży z drogami kończącymi się przy nim z trzech stron
tile-tw-06 = Dwa zakręty drogi z fundamentem wieży
tile-tw-07 = Fundament wieży z drogami kończącymi się przy nim z czterech stron
tile-tw-08 = Droga przez miasto przez całą płytkę, z fundamentem wieży
tile-tw-09 = Segment miasta z drogą kończącą się przy fundamencie wieży
tile-tw-10 = Segment miasta z zakrętem drogi i fundamentem wieży
tile-tw-11 = Segment miasta sięgający prostej drogi, z fundamentem wieży
tile-tw-12 = Narożnik miasta z fundamentem wieży
tile-tw-13 = Narożnik miasta z drogą kończącą się przy bramie i fundamentem wieży, trzy pola
tile-tw-14 = Dwa sąsiednie segmenty miasta z fundamentem wieży
tile-tw-15 = Dwa naprzeciwległe segmenty miasta z prostą drogą i fundamentem wieży
tile-tw-16 = Miasto na trzech bokach, z drogą kończącą się przy bramie i fundamentem wieży
tile-tw-17 = Miasto na trzech bokach, z tarczą, segment miasta i fundament wieży
