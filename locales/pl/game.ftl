### Edycje, edycje zasad i kolory graczy.

## Zestawy płytek i edycje

edition-base = Gra podstawowa
edition-river = Rzeka
edition-winter = Edycja zimowa
edition-winter-2011 = Edycja zimowa, wydanie z 2011 (WD)
edition-winter-2012 = Edycja zimowa, wydania z 2012 i 2015 (WE1)
edition-winter-2020 = Edycja zimowa, wydanie z 2020 (WE2)
edition-winter-2022 = Edycja zimowa, wydanie z 2022 (WE3)
edition-inns-cathedrals = Karczmy i katedry
edition-traders-builders = Kupcy i budowniczowie

## Edycje zasad

rules-first = Zasady pierwszej edycji
rules-second = Zasady drugiej edycji
rules-third = Zasady trzeciej edycji

## Kolory graczy (rodzaj męski: „gracz czerwony”)

color-red = Czerwony
color-blue = Niebieski
color-green = Zielony
color-yellow = Żółty
color-black = Czarny
color-grey = Szary
