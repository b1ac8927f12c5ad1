### The Inns & Cathedrals rule book: every message that
### book/inns-cathedrals.toml names. Ids: inns-cathedrals-<chapter>-<what>.
### Chapter titles are inns-cathedrals-<chapter>, section titles end in
### -title. Plain text, no markup; game vocabulary from the glossary terms
### in terms.ftl, never at the start of a sentence.

inns-cathedrals-title = Inns & Cathedrals
inns-cathedrals-summary = The first expansion: eighteen { -tile(number: "pl") } with { -inn(number: "pl") } by a lake and { -cathedral(number: "pl") } that make { -road(number: "pl") } and { -city(number: "pl") } worth more but worth nothing if left unfinished, a { -big-follower } for every player, and scoring tiles for counting laps of the { -scoreboard }.

## Chapter: what the expansion adds

inns-cathedrals-overview = What Inns & Cathedrals adds
inns-cathedrals-overview-intro = Inns & Cathedrals is played with the base game and adds about a quarter of an hour to it. The box holds:
inns-cathedrals-overview-tiles = 18 new land { -tile(number: "pl") }, marked with a small symbol so that they can be sorted out again after the game.
inns-cathedrals-overview-big = 6 { -big-follower(number: "pl") }, one in each colour.
inns-cathedrals-overview-grey = 8 grey { -follower(number: "pl") }, so that a sixth player can join.
inns-cathedrals-overview-scoring-tiles = 6 scoring tiles showing 50 on one side and 100 on the other.
inns-cathedrals-overview-rest = Every rule of the base game stays as it is. This book describes only what changes: the { -big-follower }, the { -inn(number: "pl") }, the { -cathedral(number: "pl") } and the scoring tiles.
inns-cathedrals-overview-sixth-title = A sixth player
inns-cathedrals-overview-sixth = The grey { -follower(number: "pl") } let a sixth player join the game. Grey plays by the same rules as every other colour: its { -follower(number: "pl") } are placed, share features and score exactly as everyone else’s do.
inns-cathedrals-overview-new-tiles-title = The new tiles
inns-cathedrals-overview-new-tiles = Shuffle the new { -tile(number: "pl") } in with those of the base game and place them by the usual rules: every edge must match the { -tile } it touches. Some of them show things the base game does not have:
inns-cathedrals-overview-inn = An { -inn } beside a lake, on six { -tile(number: "pl") }: it belongs to the { -road } it stands beside.
inns-cathedrals-overview-cathedral = A { -cathedral }, on two { -tile(number: "pl") } that are { -city } on all four sides.
inns-cathedrals-overview-caps = One { -tile } has four separate pieces of { -city }, one on each side, around a small { -field } in the middle; another has three. Each piece is a { -city } of its own until other { -tile(number: "pl") } join it to more.
inns-cathedrals-overview-village = One { -tile } is a { -crossing } of three { -road(number: "pl") } around a village, with an { -inn } on one of them: as at any { -crossing }, each of the three { -road(number: "pl") } ends there.

## Chapter: the big follower

inns-cathedrals-big = The big follower
inns-cathedrals-big-placing-title = Placing it
inns-cathedrals-big-placing = On your turn you may place your { -big-follower } instead of an ordinary { -follower }, by exactly the same rules: on the { -tile } you have just laid, as a { -thief }, { -knight }, { -monk } or { -farmer }, and only on a { -road }, { -city }, { -cloister } or { -field } where nobody stands yet.
inns-cathedrals-big-counts = When a { -road }, { -city } or { -field } is scored, the { -big-follower } counts as two { -follower(number: "pl") } in deciding who has the most there. It does not earn double { -point(number: "pl") }: the owner of the feature scores it once, as usual. On a { -cloister } it makes no difference, as a { -cloister } has only one { -monk }.
inns-cathedrals-big-returns = After the scoring it goes back to your { -supply } like any other { -follower }, and you may place it again from your next turn on. As a { -farmer } it stays in its { -field } until the end of the game, as all { -farmer(number: "pl") } do.
inns-cathedrals-big-majority-title = Majorities with the big follower
inns-cathedrals-big-farms-title = The big farmer
inns-cathedrals-big-farms = On a { -field } the { -big-follower } counts as two { -farmer(number: "pl") } when the owner of the { -field } is decided at the end of the game. Under the third- and second-edition rules each { -field } is scored on its own, so that is all there is to it.
inns-cathedrals-big-farms-reading = Our reading for the first-edition rules, where each completed { -city } goes to the player with the most { -farmer(number: "pl") } on all the { -field(number: "pl") } around it: the { -big-follower } counts as two there too. The rulebook says only that it counts as two { -follower(number: "pl") } in a { -road }, { -city } or { -field }; it does not speak of the first-edition count.
inns-cathedrals-inner-field-title = The field inside four city caps
inns-cathedrals-inner-field = One new { -tile } has four separate { -city } caps around a small { -field } that reaches none of its edges. That { -field } is a { -field } like any other: a { -farmer } may go there, and at the end it borders every completed { -city } among the four.

## Chapter: inns

inns-cathedrals-inns = Inns by the lake
inns-cathedrals-inns-complete = When a { -road } with an { -inn } is completed, its owner scores 2 { -point(number: "pl") } for each { -tile } of the { -road } instead of 1.
inns-cathedrals-inns-unfinished = The { -inn } is a gamble: if the { -road } is still unfinished when the game ends, it scores nothing at all in the final scoring, not even the usual 1 { -point } per { -tile }.
inns-cathedrals-inns-several = A { -road } with two or more { -inn(number: "pl") } scores the same as one with a single { -inn }: still 2 { -point(number: "pl") } per { -tile }.

## Chapter: cathedrals

inns-cathedrals-cathedrals = Cathedrals
inns-cathedrals-cathedrals-complete = When a { -city } with a { -cathedral } is completed, its owner scores 3 { -point(number: "pl") } for each { -tile } of the { -city } and 3 for each { -pennant } in it, instead of 2 and 2.
inns-cathedrals-cathedrals-unfinished = If the { -city } is still unfinished when the game ends, it scores nothing at all in the final scoring: not the usual 1 { -point } per { -tile } and { -pennant }, nothing. A { -city } around a { -cathedral } is large and hard to close, so think twice before you join it.
inns-cathedrals-cathedrals-two = Both { -cathedral(number: "pl") } in one { -city } still make 3 { -point(number: "pl") } per { -tile } and { -pennant }, no more. For { -farmer(number: "pl") } nothing changes: a completed { -city } with a { -cathedral } is worth the usual { -point(number: "pl") } to the { -field(number: "pl") } around it.

## Chapter: the scoring tiles

inns-cathedrals-scoring-tiles = Scoring tiles: 50 and 100
inns-cathedrals-scoring-tiles-intro = The { -scoreboard } counts up to 49. The six scoring tiles keep track of the laps, so nobody has to remember who has gone round already:
inns-cathedrals-scoring-tiles-first = When your marker reaches or passes the 0 space, take a scoring tile and place it in front of you with 50 face up.
inns-cathedrals-scoring-tiles-second = When it passes 0 a second time, turn the tile over to 100.
inns-cathedrals-scoring-tiles-third = On a third lap take a second tile, with 50 face up, beside the first.
inns-cathedrals-scoring-tiles-example = Your score is the sum of your scoring tiles plus the space your marker stands on: with a 100 tile and the marker on 17, you have 117 { -point(number: "pl") }.

## Chapter: the tiles

inns-cathedrals-tiles = The tiles
inns-cathedrals-tiles-intro = The eighteen { -tile(number: "pl") } of Inns & Cathedrals, with how many of each the box holds.
