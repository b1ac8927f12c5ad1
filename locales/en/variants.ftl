## Rule variants: the name of each, and of each of its options, as the
## examples' controls and side-by-side tables show them. Where each comes
## from: `tilebook variants` and the books' sections on the printings.

variant-small-city = The small city
variant-small-city-edition = as each edition says
variant-small-city-four = 2 points per { -tile }
variant-small-city-two = 1 point per { -tile }

variant-dragon-moves = When the dragon moves
variant-dragon-moves-before-scoring = before the scoring
variant-dragon-moves-after-scoring = after the scoring

variant-princess = The princess
variant-princess-may = may send a knight home
variant-princess-must = must send a knight home

variant-fairy = The fairy stands
variant-fairy-beside-follower = beside one { -follower }
variant-fairy-on-tile = on a { -tile }

variant-wagon-moves = Where the { -wagon } rolls on
variant-wagon-moves-connected = a connected feature
variant-wagon-moves-around = a feature on a { -tile } around it

variant-barn = Where a { -barn } goes
variant-barn-no-barn-yet = a { -field } without a { -barn }
variant-barn-empty-field = a { -field } without a { -barn } or { -farmer }
variant-barn-any-field = any { -field }

variant-king-robber = The king and the robber baron
variant-king-robber-per-feature = 1 point per city and per road, at the end
variant-king-robber-ten-twenty = 10 points per title, 20 for both
variant-king-robber-fifteen-forty = 15 points per title, 40 for both
variant-king-robber-during-play = 1 point per city and per road, as each is completed

variant-count-end = Who leaves Carcassonne at the end
variant-count-end-market-only = the market’s { -follower(number: "pl") } only
variant-count-end-every-quarter = every quarter’s { -follower(number: "pl") }
