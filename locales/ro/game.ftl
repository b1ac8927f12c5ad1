### Ediții, ediții ale regulilor și culorile jucătorilor.

## Seturi de cartonașe și ediții

edition-base = Jocul de bază
edition-river = Râul
edition-winter = Ediția de iarnă
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
