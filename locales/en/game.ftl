### Editions, rule editions and player colours.

## Tile sets and editions: edition-<set id> for every set in data/tilesets/.

edition-base = Base game
edition-river = The River
edition-winter = Winter Edition
edition-winter-2011 = Winter Edition, 2011 printing (WD)
edition-winter-2012 = Winter Edition, 2012 and 2015 printings (WE1)
edition-winter-2020 = Winter Edition, 2020 printing (WE2)
edition-winter-2022 = Winter Edition, 2022 printing (WE3)
edition-inns-cathedrals = Inns & Cathedrals
edition-traders-builders = Traders & Builders

## Rule editions: the rules changed between printings (farm scoring above all).

rules-first = First edition rules
rules-second = Second edition rules
rules-third = Third edition rules

## Player colours, as labels (score tables, legends).

color-red = Red
color-blue = Blue
color-green = Green
color-yellow = Yellow
color-black = Black
color-grey = Grey
