### Kiadások, szabálykiadások és a játékosok színei.

## Kártyakészletek és kiadások

edition-base = Alapjáték
edition-river = A folyó
edition-winter = Téli kiadás
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
