### Editions, rule editions and player colours.

## Tile sets and editions: edition-<set id> for every set in data/tilesets/.

edition-base = Base game
edition-river = The River
edition-winter = Winter Edition
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
