### Captions of the scoring examples in data/examples/: example-<file name>.
### The value is one or two sentences saying what happens and who scores
### what under the book's rules (third edition); where older editions score
### differently, the caption says so briefly. .title is a short heading.
### Player names are the colours (Red, Blue, Green, Yellow, Black).

## Roads

example-road-four-tiles = A { -road } runs between two { -crossing(number: "pl") } across four { -tile(number: "pl") }. When the second { -crossing } closes it, Red’s { -thief } scores 4 { -point(number: "pl") }.
    .title = A { -road } between two { -crossing(number: "pl") }

example-road-city-to-cloister = Red’s { -thief } stands on a { -road } that leads from a { -city } gate to a { -cloister }. The { -cloister } { -tile } completes it at a length of three { -tile(number: "pl") }, and Red scores 3 { -point(number: "pl") }.
    .title = From a { -city } gate to a { -cloister }

example-road-loop = Four bends close a { -road } into a loop, and a loop is complete: Red’s { -thief } scores 4 { -point(number: "pl") }. Blue’s { -farmer } inside the loop is in a { -field } with no { -city } beside it, so it scores nothing at the end and can never leave.
    .title = A { -road } that closes into a loop

example-road-scored-same-turn = Red lays a { -tile } that completes a { -road } of three { -tile(number: "pl") } between two { -crossing(number: "pl") } and puts a { -thief } on that very { -road }. The { -road } is scored at once for 3 { -point(number: "pl") }, and the { -thief } goes back to Red’s { -supply } in the same turn.
    .title = Placed, scored and back in one turn

example-crossing-ends-roads = Red’s { -thief } and Blue’s { -thief } stand on two different { -road(number: "pl") }, each two { -tile(number: "pl") } long from one { -crossing } to another. Both { -road(number: "pl") } are complete, and each { -thief } scores 2 { -point(number: "pl") }.
    .title = Every { -crossing } ends a { -road }

## Cities

example-city-three-tiles-pennant = Red lays the last { -tile } of a { -city } of three { -tile(number: "pl") } with one { -pennant } and places a { -knight } in it. Red scores 8 { -point(number: "pl") }: 2 for each { -tile } and 2 for the { -pennant }.
    .title = Three { -tile(number: "pl") } and a { -pennant }

example-city-four-tiles = Four { -tile(number: "pl") }, each with a corner of { -city }, close a round { -city } between them. Red’s { -knight } scores 8 { -point(number: "pl") }: 2 for each of the four { -tile(number: "pl") }, with no { -pennant }.
    .title = A { -city } of four { -tile(number: "pl") }

example-city-two-tiles = Red places a { -knight } on the { -tile } that closes a small { -city } of two { -tile(number: "pl") } and scores 4 { -point(number: "pl") } at once. Under the first-edition rules the same { -city } is worth only 2.
    .title = A small { -city }

example-city-tie = The last { -tile } joins Red’s { -city } and Blue’s { -city } into one completed { -city } of five { -tile(number: "pl") }. Red and Blue have one { -knight } each, a tie, so both score the full 10 { -point(number: "pl") }.
    .title = A tie in a { -city }

example-same-colour-no-double = The last { -tile } joins two { -city(number: "pl") }, each holding one of Red’s { -knight(number: "pl") }, into one completed { -city } of five { -tile(number: "pl") }. Red scores its 10 { -point(number: "pl") } once: the second { -knight } does not double them.
    .title = Two { -knight(number: "pl") } of one colour

example-deploy-after-closing = Red’s new { -tile } closes the small { -city } held by Red’s { -knight } and begins a new { -city } with its other piece of { -city }, where Red places a second { -knight } before the closed { -city } scores 4 { -point(number: "pl") } and its { -knight } returns. At the end, the unfinished new { -city } adds 1 { -point }, for 5 in all (3 under the first edition, where the small { -city } is worth 2).
    .title = A new { -knight } before the scoring

## Cloisters

example-cloister-complete = The eighth { -tile } around Red’s { -cloister } completes it. Red’s { -monk } scores 9 { -point(number: "pl") }: 1 for the { -cloister } and 1 for each of its eight neighbours.
    .title = A completed { -cloister }

## Final scoring: unfinished roads, cities and cloisters

example-final-road = At the end of the game, Red’s { -thief } stands on an unfinished { -road } of three { -tile(number: "pl") }. Red scores 3 { -point(number: "pl") }, 1 for each { -tile }, just as for a completed { -road }.
    .title = An unfinished { -road }

example-final-cloister = At the end of the game, Yellow’s { -cloister } has only four neighbouring { -tile(number: "pl") }. Yellow scores 5 { -point(number: "pl") }: 1 for the { -cloister } and 1 for each neighbour.
    .title = An unfinished { -cloister }

example-final-city-majority = At the end of the game, an unfinished { -city } of six { -tile(number: "pl") } with one { -pennant } holds two of Green’s { -knight(number: "pl") } and one of Black’s. Green has the majority and scores 7 { -point(number: "pl") }, 1 for each { -tile } and 1 for the { -pennant }; Black scores nothing.
    .title = An unfinished { -city } with a majority

## Final scoring: fields

example-farm-basic = Blue closes a { -city } that nobody holds and places a { -farmer } in the { -field } beside it; that { -field } also borders an unfinished { -city }. Only the completed { -city } counts: Blue scores 3 { -point(number: "pl") } at the end (4 under the first edition).
    .title = A { -field } and its { -city(number: "pl") }

example-farm-two-cities = Blue’s { -field } borders two completed { -city(number: "pl") }; that both are small does not matter. Blue scores 3 { -point(number: "pl") } for each of them, 6 in all (4 each, 8 in all, under the first edition).
    .title = A { -field } beside two { -city(number: "pl") }

example-farm-majority = Two { -cloister(number: "pl") } join three { -field(number: "pl") } into one that holds two of Red’s { -farmer(number: "pl") } and one of Yellow’s, so Red alone owns it and scores 3 { -point(number: "pl") } for the completed { -city }; Blue owns the small { -field } on the other side of the { -city } and scores 3 as well. Under the first edition the { -city } goes to the player with the most { -farmer(number: "pl") } around it: Red, for 4.
    .title = The most { -farmer(number: "pl") } own the { -field }

example-farm-tie = Red and Yellow each have one { -farmer } in the large { -field } joined by the { -cloister(number: "pl") }, so they tie and both own it, scoring 3 { -point(number: "pl") } each for the completed { -city }. Blue, whose { -farmer } stands in the { -field } of a { -cloister } { -tile }, owns the small { -field } on the other side and scores 3 too; under the first edition all three have one { -farmer } around the { -city } and each scores 4.
    .title = A tie in a { -field }

example-farm-one-city-two-farms = Blue has a { -farmer } in each of two separate { -field(number: "pl") }, and both border the same completed { -city }. Blue scores 3 { -point(number: "pl") } for each { -field }, 6 in all; under the second edition the { -city } counts only once for Blue (3), and under the first edition it is worth 4.
    .title = One { -city }, two { -field(number: "pl") }

## The River

example-river = The spring begins the { -river }, each { -tile } carries it on, and the lake ends it; the { -river } bends first to the right and then to the left, so it never turns back in a tight U. Red’s { -thief } on the bridge holds a { -road } of a single { -tile } that is never completed, and scores 1 { -point } at the end.
    .title = A { -river } from spring to lake

## Inns & Cathedrals

example-ic-big-follower-city = Red’s { -big-follower } and Blue’s { -knight } stand in two { -city(number: "pl") } that the last { -tile } joins into one completed { -city } of five { -tile(number: "pl") }. The { -big-follower } counts as two { -knight(number: "pl") }, so Red has the majority and scores all 10 { -point(number: "pl") }; Blue scores nothing.
    .title = The { -big-follower } wins a { -city }
example-ic-grey-tie = Grey’s { -knight } holds the western { -city } cap, Yellow’s the eastern one; the middle { -tile } joins them into a completed { -city } of three { -tile(number: "pl") } with one { -pennant }. One { -knight } each is a tie: Grey and Yellow both score the whole { -city }, 8 { -point(number: "pl") } each, under every edition.
    .title = Grey, the sixth colour, ties for a { -city }
example-ic-inner-field = Red’s { -farmer } stands in the { -field } inside the four { -city } caps. Each cap is closed by one { -tile }, so at the end the { -field } borders four completed { -city(number: "pl") }: 12 { -point(number: "pl") } under the third and second editions, 16 under the first.
    .title = A farmer in the inner field
example-ic-big-follower-inn-tie = Red’s { -big-follower } holds one stretch of { -road }, Blue’s two { -thief(number: "pl") } hold two others. The last { -tile } closes them into one loop of eight { -tile(number: "pl") } from the { -crossing } and back, with two { -inn(number: "pl") } on it. Two against two is a tie: Red and Blue each score 16 { -point(number: "pl") }, 2 for each { -tile }.
    .title = Two { -follower(number: "pl") } against a { -big-follower }
example-ic-big-farmer = Red’s big { -farmer } and Yellow’s two { -farmer(number: "pl") } end up in the { -field } that the { -cloister(number: "pl") } join: two against two, so both own it and score 3 { -point(number: "pl") } for the completed { -city }; Blue owns the small { -field } on the other side and scores 3 as well. Under the first edition, counting around the { -city }, Red and Yellow have two each and Blue one: Red and Yellow score 4, Blue nothing (our reading).
    .title = A big { -farmer }
example-ic-inn-complete = Red’s { -thief } stands on a { -road } with an { -inn }. The second { -crossing } completes it at four { -tile(number: "pl") }, and Red scores 8 { -point(number: "pl") }, 2 for each { -tile }, instead of 4.
    .title = A completed { -road } with an { -inn }
example-ic-inn-unfinished = The game ends with Red’s { -road } still open: it has an { -inn }, so Red scores nothing for its three { -tile(number: "pl") }. Blue’s open { -road } without an { -inn } scores the usual 1 { -point } per { -tile }: 2.
    .title = An unfinished { -road } with an { -inn }
example-ic-two-inns = Red’s completed { -road } of four { -tile(number: "pl") } has two { -inn(number: "pl") }. They do not add up: Red scores 8 { -point(number: "pl") }, 2 for each { -tile }, as with one.
    .title = Two { -inn(number: "pl") } on one { -road }
example-ic-cathedral-complete = The last { -tile } completes Red’s { -city } of six { -tile(number: "pl") } with a { -cathedral } and one { -pennant }. Red scores 21 { -point(number: "pl") }: 3 for each { -tile } and 3 for the { -pennant }, where an ordinary { -city } would give 14.
    .title = A completed { -city } with a { -cathedral }
example-ic-cathedral-unfinished = The game ends with one side of Red’s { -city } still open. It has a { -cathedral }, so Red scores nothing for its five { -tile(number: "pl") } and its { -pennant }; without the { -cathedral } it would have been worth 6.
    .title = An unfinished { -city } with a { -cathedral }

## Traders & Builders

example-tb-bridge = Two { -road(number: "pl") } cross on the bridge without meeting. Red’s { -road } runs from north to south over the bridge and Blue’s from west to east under it; each is completed at three { -tile(number: "pl") } between two { -crossing(number: "pl") }, and each owner scores 3 { -point(number: "pl") }.
    .title = A bridge
example-tb-house-cloister = The { -cloister } ends each of the three { -road(number: "pl") } that reach it, and the house on the next { -tile } ends another. The { -road } between them is completed at two { -tile(number: "pl") } as soon as the house { -tile } is laid: Red’s { -thief } scores 2 { -point(number: "pl") } at once.
    .title = A { -cloister } and a house end a { -road }
example-tb-builder-double-turn = Red’s { -builder } stands on Red’s { -road }. When Red lays a { -tile } that extends it, Red has a { -double-turn } and lays a second { -tile } at once, which closes the { -road } at five { -tile(number: "pl") }: Red scores 5 { -point(number: "pl") }, and the { -thief } and the { -builder } come back. At the end Blue’s { -monk } scores 4.
    .title = The { -builder }’s { -double-turn }
example-tb-builder-no-chain = Red extends the { -builder }’s { -road } and earns a second { -tile }, which extends the { -road } again; that brings no third { -tile }, and Blue plays next. At the end Red’s open { -road } of five { -tile(number: "pl") } scores 5 { -point(number: "pl") }: the { -builder } adds nothing.
    .title = No chain of { -double-turn(number: "pl") }
example-tb-pig = Blue owns a { -field } beside two completed { -city(number: "pl") } and has a { -pig } there: 4 { -point(number: "pl") } per { -city } instead of 3, 8 in all. Under the first edition, each { -city } is worth 5 instead of 4 (our reading), 10 in all.
    .title = A { -pig } in the { -field }
example-tb-two-pigs = A house rule: two { -pig(number: "pl") } each. The { -road } of the start { -tile } parts two { -field(number: "pl") }, each bordering one completed { -city }. Blue has a { -farmer } and a { -pig } in each: 4 per { -city }, 8 in all (10 under the first edition). With the box’s single { -pig }, the second would be refused.
    .title = Two pigs, a house rule
example-tb-pig-tie = Red (a { -farmer } and a { -pig }) and Yellow (a { -farmer }) tie for the { -field } that the { -cloister(number: "pl") } join, because the { -pig } does not count. Both own it: Red scores 4 for the completed { -city } and Yellow 3. Under the first edition the { -city } is worth 4 to each of them, and 5 to Red with the { -pig } (our reading).
    .title = The { -pig } does not count in the majority
example-tb-goods = Red’s { -knight } holds a { -city } with { -wine }, and Blue lays the { -tile } that completes it. Red scores the { -city }: 6 { -point(number: "pl") }. Blue takes the { -wine } token and, with the most { -wine } at the end, scores 10.
    .title = Goods go to whoever completes the { -city }
example-tb-goods-tie = Blue completes a { -city } with { -grain } that nobody holds and takes its token; later Red completes a { -city } with { -grain } held by Red’s own { -knight }, scores 6 { -point(number: "pl") } and takes the second token. At the end both have one { -grain } token: a tie, and both score 10.
    .title = A tie for the most { -grain }

## Princess & Dragon

example-pd-tunnel = On this { -tile }, turned a quarter, the { -city } runs from north to south and the { -road } from west to east passes under it: both go on. Blue’s { -knight } holds the { -city } from the { -start-tile }; Red puts a { -thief } on the tunnel { -road }, and the dragon moves east to a dead end. Two villages close the { -road } of three { -tile(number: "pl") }: Red scores 3. At the end Blue’s unfinished { -city } of two { -tile(number: "pl") } scores 2.
    .title = The tunnel
example-pd-cloister-in-city = Blue’s { -knight } holds the { -city } of the { -start-tile }. Red extends it with the { -cloister } in a { -city } and puts a { -monk } on the { -cloister }: { -monk } and { -knight } share the { -tile }, each on a feature of their own. At the end Red’s { -cloister } scores 3 (two neighbours and itself) and Blue’s unfinished { -city } of two { -tile(number: "pl") } scores 2.
    .title = A { -cloister } in a { -city }
example-pd-volcano = Red lays a volcano on the { -road } east of the { -start-tile }, and the dragon lands on it at once. No { -follower } may stand on the dragon’s { -tile }, so Red puts a { -thief } on a later { -tile } of the same { -road }; at the end the { -road } of four { -tile(number: "pl") } scores 4 { -point(number: "pl") }.
    .title = A volcano brings the dragon
example-pd-dragon-dead-end = After Red’s dragon { -tile } the dragon leaves its volcano and goes west along the { -road }: onto the { -start-tile }, onto Red’s { -thief }, who goes home, and onto the new { -tile }, where no square is left to enter. The move ends there, after three squares. Blue’s { -monk } was not on the dragon’s way and scores 4 at the end.
    .title = The dragon stops at a dead end
example-pd-dragon-builder = Red’s { -thief } and { -builder } share a { -road }. The dragon enters the { -start-tile } (Blue’s { -knight } goes home), then the { -tile } of Red’s { -thief }, then a { -cloister } where it is stuck. It never entered the { -builder }’s { -tile }, but with no { -thief } of Red’s left on the { -road } the { -builder } goes home too. Nobody scores.
    .title = The dragon and a { -builder }
example-pd-dragon-pig = Red’s { -farmer } and { -pig } share the { -field } beside the completed { -city } of the { -start-tile }. The dragon enters the { -tile } of Red’s { -farmer }, then the { -start-tile } and the { -city } above it, a dead end. It never entered the { -pig }’s { -tile }, but with no { -farmer } of Red’s left on the { -field } the { -pig } goes home too, and nobody scores the farm; with the { -farmer }, Red would have scored 4 at the end.
    .title = The dragon and a { -pig }
example-pd-fairy-turn = Red puts the fairy beside Red’s { -thief }. From then on, whenever Red’s turn begins with the fairy beside one of Red’s { -follower(number: "pl") }, Red scores 1 { -point }: twice here, with the game still going on.
    .title = The fairy’s point at the start of a turn
example-pd-fairy-scoring = Red puts the fairy beside Red’s { -thief }. When Blue closes the { -road } of four { -tile(number: "pl") }, Red scores 4 for the { -road } and 3 more for the fairy: 7 { -point(number: "pl") }. The { -thief } goes home; the fairy stays on its { -tile }.
    .title = The fairy when its { -follower } scores
example-pd-fairy-mayor = Red’s { -mayor } holds a { -city } cap, and Red puts the { -fairy } beside it. The second cap closes a { -city } of two { -tile(number: "pl") } without a { -pennant }: the { -mayor } counts for nothing, so the { -city } scores 0 { -point(number: "pl") }, yet the { -fairy } gives Red 3. The { -mayor } goes home; the { -fairy } stays.
    .title = The { -fairy } pays beside a { -mayor } worth nothing
example-pd-dragon-timing = The { -dragon } sits on the { -volcano }; Red’s { -thief } stands on the { -road } from the { -crossing }. The { -dragon } { -tile } completes that { -road } at its { -cloister }, and the { -dragon } then goes west over the start { -tile } onto the { -crossing }. Moving before the scoring, it eats the { -thief } first and the { -road } scores for nobody; moving after it, the { -road } of four { -tile(number: "pl") } scores 4 for Red first.
    .title = The dragon before or after the scoring
example-pd-fairy-on-tile = Red puts the { -fairy } beside Red’s { -thief }. Through a { -magic-portal }, Blue then puts a { -farmer } on the same { -tile }. With the { -fairy } beside one { -follower }, only Red scores at the start of a turn: 1 at each of Red’s two turns. With the { -fairy } on the { -tile }, Blue’s { -farmer } earns Blue 1 as well.
    .title = Whose follower earns the fairy’s point
example-pd-portal = Blue lays a { -tile } with a magic portal south of the { -start-tile } and, through it, puts a { -thief } on the { -road } east of the { -start-tile }, which nobody holds. At the end that { -road } of two { -tile(number: "pl") } scores 2 for Blue.
    .title = A magic portal
example-pd-princess = Red’s { -knight } holds the { -city } north of the { -start-tile }. Blue extends it with a princess { -tile } and, instead of placing a figure, sends Red’s { -knight } home. Next, Blue closes the { -city } of four { -tile(number: "pl") } with a { -knight } of Blue’s own and scores 8 { -point(number: "pl") }.
    .title = The princess sends a { -knight } home
example-pd-princess-big-knight = As in the example before, but Red’s { -knight } is a { -big-follower }: the princess sends it home all the same, and Blue scores the completed { -city } of four { -tile(number: "pl") }, 8 { -point(number: "pl") }.
    .title = The princess and a { -big-follower }
example-pd-fairy-double-turn = Red extends the { -road } of Red’s { -builder } and puts the fairy beside Red’s { -thief }: a { -double-turn }. The second { -tile } starts no new turn, so it brings no fairy { -point }; Red’s next turn does, 1 { -point }. The game goes on.
    .title = The fairy on a { -double-turn }

## The Tower

example-tw-own-follower = Red puts the first piece on the tower and captures Red’s own { -thief }: it goes back to Red’s { -supply }, not into prison. The { -road } is free: Blue takes it with a { -thief } and scores the { -road } of four { -tile(number: "pl") } at the end.
    .title = Capturing one’s own { -follower }
example-tw-capture-1 = Blue puts the first piece on the tower south-east of the { -start-tile }. At height 1 it reaches one square in each straight line, and Blue takes Red’s { -thief } prisoner. The { -road } is free again: Blue puts a { -thief } on it and scores the { -road } of four { -tile(number: "pl") } at the end.
    .title = A capture at height 1
example-tw-capture-2 = Blue’s first piece captures nothing. Red adds the second: now the tower reaches two squares in each straight line, and Red takes Green’s { -thief }, two squares south, prisoner. Red’s { -road } of four { -tile(number: "pl") } scores 4 at the end.
    .title = A capture at height 2
example-tw-exchange = Blue’s piece takes Red’s { -thief } prisoner; Red answers with the next piece and takes Blue’s { -monk }. Each now holds a { -follower } of the other, so the two are exchanged at once. Red puts the { -thief } back on the { -road } and scores the { -road } of five { -tile(number: "pl") } at the end.
    .title = Prisoners are exchanged
example-tw-ransom = Red has 6 { -point(number: "pl") } for a { -city } of three { -tile(number: "pl") } when Blue’s tower takes Red’s { -thief } prisoner. On Red’s next turn Red buys it back for 3 { -point(number: "pl") }, which Blue gains, and places it on the { -road } in the same turn. The { -road } scores 4 at the end: Red 7, Blue 3.
    .title = A ransom
example-tw-finish = Blue’s piece on the tower reaches one square; a second piece would reach Red’s { -thief }. Red finishes the tower with a { -follower } on top: it grows no more, and the { -thief } is safe. Red’s { -road } of three { -tile(number: "pl") } scores 3; the { -follower } on the tower scores nothing and stays.
    .title = A finished tower
example-tw-builder-home = Red’s { -thief } and { -builder } share a { -road }. Blue’s tower takes the { -thief } prisoner, and the { -builder }, with no { -thief } of Red’s left on its { -road }, goes home too. Blue takes the { -road } and scores it at the end: five { -tile(number: "pl") }, 5 { -point(number: "pl") }.
    .title = A capture sends a { -builder } home
example-tw-big-follower = Blue’s tower takes Red’s big { -thief } prisoner just as it would a small one; Blue then takes the free { -road } and scores the { -road } of four { -tile(number: "pl") } at the end.
    .title = Capturing a { -big-follower }
example-tw-dragon-tower = Red has finished the tower south of the { -start-tile } with a { -follower }. A dragon { -tile } sends the dragon through the { -start-tile } onto the tower’s { -tile }: Red’s { -follower } goes home. The dragon goes on over Blue’s { -monk }, who goes home too, and ends at a dead end. Nobody scores.
    .title = The dragon and a finished tower

## Abbey & Mayor

example-am-abbey = Yellow places the { -abbey } into the hole closed on all four sides. It closes Red’s one-tile { -city } above it and the two { -road(number: "pl") } running into it from the { -crossing(number: "pl") } on either side: Red scores 2 for the { -city }, and 1 for the { -road } on the east; Green 1 for the { -road } on the west. Yellow’s { -monk } on the { -abbey } has seven of its eight neighbours: 8 at the end.
    .title = An { -abbey } closes three features
example-am-mayor-zero = Red’s { -mayor } holds the southern cap, Blue’s { -knight } the northern one; the middle { -tile } joins them into a finished { -city } of three { -tile(number: "pl") } without pennants. The { -mayor } counts nothing: Blue alone scores the { -city }, 6 { -point(number: "pl") }.
    .title = A { -mayor } in a { -city } without pennants
example-am-mayor-three = Red’s { -mayor } and Blue’s { -knight } end up in one { -city } of five { -tile(number: "pl") } with three pennants. The { -mayor } counts three against the { -knight }’s one: Red alone scores the finished { -city }, 16 { -point(number: "pl") }.
    .title = A { -mayor } with three pennants
example-am-wagon = Red’s { -wagon } scores the { -road } between two { -crossing(number: "pl") }, 3 { -point(number: "pl") }, then rolls on to the eastern { -road } of the { -crossing } that finished it. It is still there at the end: 1 more.
    .title = A { -wagon } rolls on
example-am-wagon-abbey = Green’s { -wagon } stands on the { -road } that runs from the { -crossing } into the hole. Yellow fills the hole with an { -abbey } and puts no { -monk } on it: the { -abbey } closes the { -road }, which scores 1 for Green, and the { -wagon } rolls on into the { -abbey }, the { -cloister } its { -road } runs into. At the end the { -abbey } has seven neighbours: 8 more for Green.
    .title = The wagon rolls into the abbey
example-am-wagon-around = Under the printings with the new art: Red’s { -wagon } scores the { -road } between two { -crossing(number: "pl") }, 3 { -point(number: "pl") }, then rolls to the { -city } cap on the { -tile } beside its own, though no { -road } leads there. Under the first printings’ reading that move is refused. At the end the unfinished { -city } of one { -tile } scores 1.
    .title = The wagon rolls to a tile around it
example-am-barn-placed = Blue puts a { -barn } where four { -tile(number: "pl") } meet in the { -field } of Red’s { -farmer }. Red’s { -farmer } scores at once, 3 for the finished { -city }, and goes home. At the end Blue’s { -barn } scores 4 for the same { -city }.
    .title = A { -barn } on a { -field } with a { -farmer }
example-am-barn-joined = Green’s { -farmer } lies in a { -field } apart from Blue’s { -barn }, until a { -cloister } ends the { -road } between them and joins the two. Green’s { -farmer } scores at once, only 1 for the { -city }, and goes home. Blue’s { -barn } scores 4 at the end.
    .title = A { -farmer } joined to a { -barn }
example-am-barn-final = Red’s { -barn } stands in a { -field } that supplies two finished { -city(number: "pl") }. At the end it scores 4 for each: 8 { -point(number: "pl") }.
    .title = A { -barn } at the end of the game
example-am-barns-joined = A { -road } keeps two { -field(number: "pl") } apart: Red’s { -barn } stands north of it, Blue’s south, and each { -field } supplies one finished { -city }. The { -cloister } at the end of the { -road } joins the two { -field(number: "pl") }. At the end both { -barn(number: "pl") } score in full, 4 for each of the two { -city(number: "pl") }: 8 { -point(number: "pl") } each.
    .title = Two { -barn(number: "pl") } on one joined { -field }

## The Count, the King and the Others

example-kr-king = Red finishes the first { -city }, of two { -tile(number: "pl") }, and takes the king; Blue then finishes a larger one, of three { -tile(number: "pl") }, and the king passes to Blue. At the end Blue scores 1 for each of the two finished { -city(number: "pl") }.
    .title = The king passes to a larger { -city }
example-cu-challenge = Blue lays a { -shrine } beside Red’s { -cloister } and puts a { -heretic } on it: they challenge each other. The { -shrine } is surrounded first: Blue scores 9, and Red’s { -monk } goes home with nothing.
    .title = A { -heretic } challenges a { -monk }
example-r2-fork-volcano = The fork splits the { -river } in two arms. Red closes the eastern arm with the lake and its { -volcano }, places no { -follower } there and plays again at once, closing the western arm with the lake by a { -city }, where Red’s { -knight } stands. At the end Blue’s { -monk } by the { -river } scores 4, Red’s { -knight } 1.
    .title = The fork and the { -volcano }’s other turn
example-r2-herd = With Traders & Builders in play, Red’s { -farmer } holds the { -field } where the herd of pigs grazes. It supplies one finished { -city }: the usual points for it, and 1 more for the herd.
    .title = A herd of pigs
example-co-castle = Blue’s { -thief } runs south from the blacksmith’s gate, and Red closes that { -road }: only Blue scores, so Red puts a { -follower } into the castle and sends the Count to the market. When Blue closes the little { -city } at the east gate with a { -knight }, Red’s { -follower } leaves the castle to join it first, and the two share the points.
    .title = A follower from the castle joins a city
example-co-count-guards = Red earns a place in the castle and sends the Count to the market. Then Green closes Red’s { -road }, earns a place too, and sends the Count back to the castle. When Blue closes the little { -city } at the east gate, Red’s { -follower } cannot leave the castle: Blue’s { -knight } takes the { -city } alone.
    .title = The Count guards the castle
example-co-market = Red closes Blue’s { -road } and puts a { -follower } into the market. Blue closes a small empty { -city } and puts a { -farmer } beside it. At the end of the game Red’s { -follower } leaves the market for that { -field }, and both { -farmer(number: "pl") } share its { -city }.
    .title = The market at the end of the game
example-co-farm-king = Red’s { -farmer } lies in the { -field } along the walls of Carcassonne; Blue completes a { -city } of two { -tile(number: "pl") } south of it and takes the king. The { -field } borders two completed { -city(number: "pl") }, Carcassonne and Blue’s: 6 { -point(number: "pl") } for Red (8 under the first edition). The king counts both cities: 2 for Blue.
    .title = Carcassonne, a completed city for farms and the king
example-co-end-quarters = Under the first printings: Red closes Blue’s { -road }, puts a { -follower } into the castle and sends the Count to the market. At the end Red’s { -knight } leaves the castle for Blue’s unfinished { -city }: one { -knight } each, so both score it, 1 { -point } each. Under our rulebook’s reading the castle’s { -follower } stays where it is.
    .title = Leaving the castle at the end

## The Catapult

example-ca-fair-road = Red’s { -road } runs from the village of a { -crossing } over the { -start-tile } and ends at the { -fair }. The { -fair } { -tile } completes it: three { -tile(number: "pl") }, 3 { -point(number: "pl") } for Red. In the catapult round that follows, Blue’s token lands nearest the { -fair }: 5 { -point(number: "pl") }.
    .title = A road that ends at the fair
example-ca-knock-out = Red lays the { -fair } and picks the knock-out. The cake lands on Red’s own { -thief } and on Blue’s { -monk }, and both go home. When the { -road } is completed later, nobody is on it, and the { -cloister } scores nothing at the end.
    .title = Knock-out
example-ca-seduction-city = Blue lays the { -fair } and throws the seduction token. It lands nearest Red’s { -knight }, and a { -follower } from Blue’s { -supply } takes its place. When Red completes the { -city } of three { -tile(number: "pl") }, it is Blue who scores 6.
    .title = Seduction takes over a city
example-ca-seduction-moved = Red’s seduction token lands nearest Blue’s { -monk }. Red moves its own { -thief } off the { -road } and into the { -cloister }, and Blue’s { -monk } goes home. At the end the { -cloister } and its three neighbours score 4 for Red.
    .title = Seduction with a follower moved from the board
example-ca-target-tie = Green lays the { -fair } and chooses the target. Red’s and Green’s tokens land equally near the { -fair } { -tile }, so each of them scores 5.
    .title = A tie in the fair contest
example-ca-catch = Green lays the { -fair } and chooses the catch. Red catches Green’s throw and scores 5; Blue drops Red’s throw; Blue’s own throw falls short of the ruler before Green. Nobody else scores.
    .title = Throw and catch
