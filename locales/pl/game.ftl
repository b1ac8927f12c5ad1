### Edycje, edycje zasad i kolory graczy.

## Zestawy żetonów i edycje

edition-base = Gra podstawowa
edition-river = Rzeka
edition-winter = Edycja zimowa
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
