### Kiadások, szabálykiadások és a játékosok színei.

## Kártyakészletek és kiadások

edition-base = Alapjáték
edition-river = A folyó
edition-winter = Téli kiadás
edition-winter-2011 = Téli kiadás (2011, WD)
edition-winter-2012 = Téli kiadás (2012 és 2015, WE1)
edition-winter-2020 = Téli kiadás (2020, WE2)
edition-winter-2022 = Téli kiadás (2022, WE3)
edition-inns-cathedrals = Fogadók és katedrálisok
edition-traders-builders = Kereskedők és építőmesterek

## A szabályok kiadásai

rules-first = Az első kiadás szabályai
rules-second = A második kiadás szabályai
rules-third = A harmadik kiadás szabályai

## A játékosok színei

color-red = Piros
color-blue = Kék
color-green = Zöld
color-yellow = Sárga
color-black = Fekete
color-grey = Szürke
