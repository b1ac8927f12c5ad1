### Płytki dodatków V Opactwo i burmistrz, VI Hrabia, Król i Rzeka (Król i baron rabusiów, Siedziby kultu) oraz VII Katapulta.

## Nazwy dodatków

edition-abbey-mayor = Opactwo i burmistrz
edition-king-robber = Król i baron rabusiów
edition-cult = Siedziby kultu
edition-cult-6 = Siedziby kultu, wydanie Rio Grande Games (6 płytek)
edition-catapult = Katapulta

## Opactwo i burmistrz

tile-am-abbey = Opactwo, własna płytka każdego gracza
tile-am-01 = Miasto na czterech bokach, z dwiema tarczami
tile-am-02 = Dwa krzyżujące się miasta, jedno z tarczą, i dwa małe pola
tile-am-03 = Segment miasta z tarczą nad miastem przez całą płytkę
tile-am-04 = Dwa sąsiednie segmenty miasta z drogami kończącymi się przy ich bramach
tile-am-05 = Klasztor z drogami kończącymi się przy nim z czterech stron
tile-am-06 = Segment miasta z drogą kończącą się przy bramie
tile-am-07 = Segment miasta sięgający drogi skręcającej w prawo
tile-am-08 = Segment miasta sięgający drogi skręcającej w lewo
tile-am-09 = Segment miasta z tarczą sięgający przeciwległych narożników, trzy pola
tile-am-10 = Droga kończąca się przy domku na polu
tile-am-11 = Droga rozwidlająca się w trzech kierunkach
tile-am-12 = Droga pod miastem przez całą płytkę, z tarczą

## Król i baron rabusiów

tile-kr-01 = Klasztor pod segmentem miasta
tile-kr-02 = Segment miasta z drogą kończącą się przy bramie
tile-kr-03 = Segment miasta z drogą kończącą się przy bramie i zakrętem drogi
tile-kr-04 = Narożnik miasta z dwiema drogami kończącymi się przy bramach, cztery pola
tile-kr-05 = Dwa oddzielne, krzyżujące się miasta i dwa małe pola

## Siedziby kultu

tile-cu-01 = Siedziba kultu na polu
tile-cu-02 = Siedziba kultu pod segmentem miasta
tile-cu-03 = Siedziba kultu na końcu drogi
tile-cu-04 = Siedziba kultu pod segmentem miasta, na końcu drogi
tile-cu-05 = Siedziba kultu z drogami kończącymi się przy niej z dwóch stron
tile-cu-06 = Siedziba kultu pod segmentem miasta, z drogami kończącymi się przy niej od wschodu i zachodu

## Katapulta

tile-ca-01 = Jarmark z drogami kończącymi się przy nim z dwóch stron
tile-ca-02 = Jarmark na końcu drogi i zakręt drogi
tile-ca-03 = Jarmark obok narożnika miasta z tarczą
tile-ca-04 = Jarmark z drogami kończącymi się przy nim z czterech stron
tile-ca-05 = Jarmark w mieście na czterech bokach
tile-ca-06 = Jarmark z drogami kończącymi się przy nim z dwóch sąsiednich stron
tile-ca-07 = Jarmark między dwoma naprzeciwległymi segmentami miasta
tile-ca-08 = Jarmark na polu
tile-ca-09 = Jarmark obok segmentu miasta, dwa pola
tile-ca-10 = Jarmark pod segmentem miasta
tile-ca-11 = Jarmark na końcu drogi i zakręt drogi po drugiej stronie
tile-ca-12 = Jarmark obok klasztoru, dwa pola
