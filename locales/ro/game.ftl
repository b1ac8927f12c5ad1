### Ediții, ediții ale regulilor și culorile jucătorilor.

## Seturi de cartonașe și ediții

edition-base = Jocul de bază
edition-river = Râul
edition-winter = Ediția de iarnă
edition-winter-2011 = Ediția de iarnă, tirajul din 2011 (WD)
edition-winter-2012 = Ediția de iarnă, tirajele din 2012 și 2015 (WE1)
edition-winter-2020 = Ediția de iarnă, tirajul din 2020 (WE2)
edition-winter-2022 = Ediția de iarnă, tirajul din 2022 (WE3)
edition-inns-cathedrals = Hanuri și catedrale
edition-traders-builders = Negustori și constructori

## Edițiile regulilor

rules-first = Regulile primei ediții
rules-second = Regulile ediției a doua
rules-third = Regulile ediției a treia

## Culorile jucătorilor (forma de masculin: „jucătorul roșu”)

color-red = Roșu
color-blue = Albastru
color-green = Verde
color-yellow = Galben
color-black = Negru
color-grey = Gri
