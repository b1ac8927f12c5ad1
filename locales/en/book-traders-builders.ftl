### The Traders & Builders rule book: every message that
### book/traders-builders.toml names. Ids: traders-builders-<chapter>-<what>.
### Chapter titles are traders-builders-<chapter>, section titles end in
### -title. Plain text, no markup; game vocabulary from the glossary terms
### in terms.ftl, never at the start of a sentence.

traders-builders-title = Traders & Builders
traders-builders-summary = The second expansion: twenty-four { -tile(number: "pl") } with bridges, houses and { -city(number: "pl") } full of goods, a { -builder } that earns you extra { -tile(number: "pl") }, a { -pig } that fattens your { -field(number: "pl") }, and { -goods-token(number: "pl") } that reward whoever completes a { -city }.

## Chapter: what the expansion adds

traders-builders-overview = What Traders & Builders adds
traders-builders-overview-intro = Traders & Builders is played with the base game, alone or together with Inns & Cathedrals, and adds about a quarter of an hour. The box holds:
traders-builders-overview-tiles = 24 new land { -tile(number: "pl") }, marked with a small symbol so that they can be sorted out again after the game.
traders-builders-overview-figures = 6 { -builder(number: "pl") } and 6 { -pig(number: "pl") }, one of each in every colour.
traders-builders-overview-goods = 20 { -goods-token(number: "pl") }: 9 of { -wine }, 6 of { -grain } and 5 of { -cloth }.
traders-builders-overview-rest = Every rule of the base game stays as it is. This book describes only what changes: the new { -tile(number: "pl") }, the { -builder }, the { -pig } and the goods.
traders-builders-overview-new-tiles-title = The new tiles
traders-builders-overview-new-tiles = Shuffle the new { -tile(number: "pl") } in with the others and place them by the usual rules. A few of them need a word of explanation:
traders-builders-overview-bridge = The bridge is not a { -crossing }: one { -road } runs across the { -tile } from west to east, the other passes over it from north to south, and neither ends there. The four corners of the { -tile } are four separate { -field(number: "pl") }.
traders-builders-overview-cloister = On one { -tile } a { -cloister } stands where three { -road(number: "pl") } meet: it ends each of them, just as a { -crossing } would.
traders-builders-overview-house = On another, one { -road } ends at the gate of a { -city } and the other at a house. A house ends a { -road } like a { -crossing }.
traders-builders-overview-three-cities = One { -tile } holds three separate pieces of { -city }: each is a { -city } of its own until other { -tile(number: "pl") } join it to more.
traders-builders-overview-symbols = Many { -city(number: "pl") } show a symbol of { -wine }, { -grain } or { -cloth }: see the goods below.

## Chapter: the builder

traders-builders-builder = The builder
traders-builders-builder-placing-title = Placing the builder
traders-builders-builder-placing = Instead of a { -follower }, you may place your { -builder } on the { -tile } you have just laid, but only on a { -road } or { -city } in which you already have at least one { -thief } or { -knight }. So you first claim a { -road } or { -city } as usual, and on a later turn, when you extend it, you may put your { -builder } on the new { -tile }.
traders-builders-builder-others = Other players may also have { -follower(number: "pl") } or { -builder(number: "pl") } in that { -road } or { -city }.
traders-builders-builder-distance = Your { -builder } may stand any number of { -tile(number: "pl") } away from your { -follower }.
traders-builders-builder-road-or-city = You may place it in a { -road } one time and in a { -city } another time.
traders-builders-builder-no-field = It never goes into a { -field }.
traders-builders-builder-double-title = The double turn
traders-builders-builder-double = From then on, whenever you lay a { -tile } that extends the { -road } or { -city } where your { -builder } stands, you have a { -double-turn }: after placing a figure and scoring as usual, you draw one more { -tile }, lay it, may place a figure on it and score again. Then your turn ends.
traders-builders-builder-no-chain = There is no chain: if the second { -tile } extends the { -builder }’s { -road } or { -city } again, you do not get a third { -tile }.
traders-builders-builder-stays = The { -builder } stays where it is as long as its { -road } or { -city } is unfinished, and brings you a { -double-turn } each time you extend it. When the { -road } or { -city } is completed, it is scored and the { -builder } comes back to you together with your { -follower(number: "pl") }.
traders-builders-builder-both-tiles = You may place a figure on both { -tile(number: "pl") } of a { -double-turn }. If the first { -tile } completes the { -builder }’s { -road } or { -city }, you may even put the { -builder } that just came back onto the second { -tile }.
traders-builders-builder-majority = The { -builder } never counts when the majority of a { -road } or { -city } is decided, and it scores nothing by itself.

## Chapter: the pig

traders-builders-pig = The pig
traders-builders-pig-placing-title = Placing the pig
traders-builders-pig-placing = Instead of a { -follower }, you may place your { -pig } on the { -tile } you have just laid, but only in a { -field } where you already have at least one { -farmer }. Other players’ { -farmer(number: "pl") } and { -pig(number: "pl") } may be in that { -field } too.
traders-builders-pig-stays = Like the { -farmer(number: "pl") }, the { -pig } stays in its { -field } until the end of the game. Should your last { -farmer } ever leave that { -field }, which only other expansions can make happen, the { -pig } goes back to you with it.
traders-builders-pig-scoring-title = What the pig is worth
traders-builders-pig-scoring = In the final scoring, if you own a { -field } where your { -pig } stands, you score 4 { -point(number: "pl") } instead of 3 for each completed { -city } it borders.
traders-builders-pig-majority = Only { -farmer(number: "pl") } decide who owns a { -field }; the { -pig } does not count. If you do not own the { -field }, your { -pig } earns nothing, and if you share it with others in a tie, only you get the extra { -point(number: "pl") }.
traders-builders-pig-house-title = A house rule: more pigs
traders-builders-pig-house = The box gives each player one { -pig }. Some players give each other two, or more; no printing does, so this is a house rule. Each { -pig } still needs its owner’s { -farmer } in its { -field }, and a { -field } counts one { -pig } per player.
traders-builders-pig-editions-title = The pig and the older farm rules
traders-builders-pig-editions = The rulebook describes the { -pig } for the current farm scoring, where each { -field } is scored on its own at 3 { -point(number: "pl") } per { -city }. It does not say how the { -pig } works with the older rules, so the examples of this book follow the readings below; they are ours, not the publisher’s.
traders-builders-pig-reading-first = Our reading for the first-edition rules, where each completed { -city } goes to the player with the most { -farmer(number: "pl") } around it and is worth 4: a player who wins a { -city } and has a { -pig } in one of the { -field(number: "pl") } around it where they also have a { -farmer } scores 5 for that { -city }.
traders-builders-pig-reading-second = Our reading for the second-edition rules, where a player scores each { -city } only once even if several of their { -field(number: "pl") } border it: the { -pig } adds 1 { -point } to each { -city } its owner scores from the { -field } where it stands, so such a { -city } is worth 4.
traders-builders-pig-reading-big = With Inns & Cathedrals, a big { -farmer } counts as two { -farmer(number: "pl") } in every majority over a { -field }, and under the first edition around a { -city } (our reading); the { -pig } counts as none. A { -pig } may join a { -field } where your only { -farmer } is the big one.

## Chapter: goods

traders-builders-goods = Goods
traders-builders-goods-merchant-title = Completing a city with goods
traders-builders-goods-merchant = When a { -city } with one or more goods symbols is completed, it is scored as usual. Then the player who laid the { -tile } that completed it takes one { -goods-token } for each symbol in the { -city }: { -wine } for { -wine }, { -grain } for { -grain }, { -cloth } for { -cloth }.
traders-builders-goods-anyone = It does not matter whether that player has a { -knight } in the { -city }, or whether anyone has: completing a { -city } is worth goods to whoever does it.
traders-builders-goods-final-title = Goods in the final scoring
traders-builders-goods-final = At the end of the game, the player with the most { -wine } tokens scores 10 { -point(number: "pl") }; so does the player with the most { -grain }, and the one with the most { -cloth }.
traders-builders-goods-tie = If players tie for the most of a kind, each of them scores the full 10 { -point(number: "pl") }.

## Chapter: the tiles

traders-builders-tiles = The tiles
traders-builders-tiles-intro = The twenty-four { -tile(number: "pl") } of Traders & Builders, with how many of each the box holds.
