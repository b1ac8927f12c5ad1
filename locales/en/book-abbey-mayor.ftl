### The Abbey & Mayor rule book: every message that book/abbey-mayor.toml
### names, its sections about other expansions included. Ids:
### am-<chapter>-<what>. Chapter titles are am-<chapter>, section titles end
### in -title. Plain text, no markup; game vocabulary from the glossary
### terms in terms.ftl, never at the start of a sentence.

am-title = Abbey & Mayor
am-summary = The fifth expansion: twelve land { -tile(number: "pl") }, and for every player an { -abbey } to fill a hole in the landscape, a { -mayor } who draws strength from a city’s pennants, a { -wagon } that rolls on after it scores, and a { -barn } that feeds on the { -field(number: "pl") }.

## Chapter: what the expansion adds

am-overview = What Abbey & Mayor adds
am-overview-intro = Abbey & Mayor is played with the base game and makes a game about ten minutes longer. The box holds:
am-overview-tiles = 12 new land { -tile(number: "pl") }, shuffled in with the others.
am-overview-abbeys = 6 { -abbey } { -tile(number: "pl") }, one for each player.
am-overview-figures = 6 { -mayor(number: "pl") }, 6 { -wagon(number: "pl") } and 6 { -barn(number: "pl") }: one of each in every player’s colour.
am-overview-rest = Every rule of the base game still applies. This book explains only what is new.

## Chapter: setting up

am-setup = Setting up with Abbey & Mayor
am-setup-tiles = Shuffle the 12 new land { -tile(number: "pl") } in with the others.
am-setup-pieces = Each player takes an { -abbey } { -tile } and puts it in front of them, face up, together with the { -mayor }, the { -wagon } and the { -barn } of their colour.

## Chapter: the abbey

am-abbey = The abbey
am-abbey-placing-title = Placing the abbey
am-abbey-instead = Once in the game, at the start of your turn, you may place your { -abbey } instead of drawing a { -tile }.
am-abbey-hole = The { -abbey } only fits into a hole: a free square with a { -tile } already lying on each of its four sides. Its edges need not match anything. If the landscape has no such hole, you cannot place your { -abbey } this turn.
am-abbey-monk = As with any { -tile } you lay, you may then put a { -follower } on the { -abbey }, as a monk.
am-abbey-closing-title = What the abbey closes
am-abbey-closes = The { -abbey } closes off every { -tile } around it. A { -road } or a { -city } that runs up to one of its sides ends there. If that completes it, it is scored at once, by the rules of the base game.
am-abbey-scores = A monk on the { -abbey } is scored exactly like one on a { -cloister }: the { -abbey } and the { -tile(number: "pl") } around it count, when all eight are there or at the end of the game.

## Chapter: the mayor

am-mayor = The mayor
am-mayor-placing = Instead of a { -follower }, you may place your { -mayor } on the { -tile } you have just laid, following the usual rules, but only into a { -city }, and only one in which there is neither a knight nor another { -mayor }.
am-mayor-strength = When the { -city } is scored, the { -mayor } counts as many knights as the { -city } has pennants. An ordinary knight counts one, a big knight two. A { -mayor } in a { -city } without pennants counts nothing at all.
am-mayor-value = The { -mayor } changes only who wins the { -city }, not what it is worth: the { -city } scores its usual points, and the { -mayor } comes back to you after the scoring, like any { -follower }.
am-mayor-pennants-title = A { -mayor } with pennants

## Chapter: the wagon

am-wagon = The wagon
am-wagon-placing = Instead of a { -follower }, you may place your { -wagon } on the { -tile } you have just laid: on a { -road }, a { -city } or a { -cloister } that nobody occupies, never on a { -field }. In the scoring it counts exactly like one { -follower }.
am-wagon-after = When the feature of your { -wagon } has been scored, you choose: take the { -wagon } back, or let it roll on to a neighbouring { -road }, { -city } or { -cloister } that is neither complete nor occupied. If there is no such feature next to it, the { -wagon } comes back to you.
am-wagon-order = If several { -wagon(number: "pl") } are freed by the scorings of one turn, their owners decide one after another, clockwise, starting with the player whose turn it is.
am-wagon-reading = The rulebook does not say exactly what counts as neighbouring. This book reads it as Hans im Glück’s first printings and answers to players do: a feature directly connected to the one the { -wagon } scored on. A { -road } goes on past the { -crossing } where the scored { -road } ended; a { -road } leads into the { -cloister }, { -abbey } or { -city } gate it runs into; a { -city } or { -cloister } leads into the { -road(number: "pl") } that end at it. Two { -city(number: "pl") } never lead into each other. The later printings read it otherwise; see “Where the printings differ”.

## Chapter: the barn

am-barn = The barn
am-barn-placing-title = Placing the barn
am-barn-placing = Instead of a { -follower }, you may place your { -barn } on a corner where four { -tile(number: "pl") } meet and each of them shows { -field } in that corner. You may place it where farmers already lie, but not on a { -field } that already has a { -barn }.
am-barn-stays = A { -barn } stays where it is until the end of the game.
am-barn-reading = The rulebook does not say which corners qualify. Our reading, which the examples follow: a corner of the { -tile } you have just laid, as for every figure.
am-barn-farmers-title = Farmers already on the field
am-barn-farmers = If farmers already lie on the { -field } where you place your { -barn }, that { -field } is scored for them at once, as at the end of the game: whoever has the most farmers there scores 3 { -point(number: "pl") } for each completed { -city } it supplies. It does not matter whether the { -barn }’s owner has a farmer there. Then all those farmers go back to their owners.
am-barn-joined-title = Farmers joined to a barn
am-barn-no-farmers = Nobody may put a farmer onto a { -field } with a { -barn }.
am-barn-joined = But a new { -tile } may join a { -field } that holds farmers to the { -field } of a { -barn }. Those farmers are scored at once: whoever has the most of them scores just 1 { -point } for each completed { -city }. Then they go back to their owners.
am-barn-final-title = Barns at the end of the game
am-barn-final = At the end of the game, each { -barn } scores 4 { -point(number: "pl") } for its owner for every completed { -city } its { -field } supplies. If several { -barn(number: "pl") } stand on one { -field }, every one of them scores in full.

## Chapter: with other expansions

am-together = Abbey & Mayor with the other expansions
am-together-big-title = The big follower
am-together-big = A big knight counts two against a { -mayor }, whatever the { -city }’s pennants, just as it counts two against ordinary knights.
am-together-pig-title = The pig
am-together-pig = A pig raises its owner’s points when a { -barn } scores farmers: 4 instead of 3 per completed { -city } when the { -barn } is placed, 2 instead of 1 when farmers are joined to it. The pig goes home with its owner’s farmers.
am-together-dragon-title = The dragon
am-together-dragon = A { -barn } is not a { -follower }: the { -dragon } never sends it home. A { -mayor } or a { -wagon } on a square the { -dragon } enters goes home like any { -follower }.
am-together-tower-title = The tower
am-together-tower = A { -tower } cannot take a { -barn } prisoner. A { -mayor } and a { -wagon } are followers: a { -tower } can capture them, and they are bought back like any other.

## Chapter: the tiles

am-tiles = The tiles of Abbey & Mayor
am-tiles-intro = The twelve new land { -tile(number: "pl") }, and the { -abbey } each player keeps in front of them.

## Chapter: where the printings differ

am-printings = Where the printings differ
am-printings-wagon-title = Where the wagon may roll on
am-printings-wagon = Our rulebook lets the { -wagon } roll on to a neighbouring { -road }, { -city } or { -cloister }, and this book reads “neighbouring” as directly connected, as Hans im Glück’s first printings do. The printings with the new art, by Hans im Glück and Z-Man Games, drop the connection: the { -wagon } may go to any open, unoccupied { -road }, { -city } or { -cloister } on its own { -tile } or on one of the eight { -tile(number: "pl") } around it. You can switch between the two in the examples.
am-printings-barn-title = Which fields take a barn
am-printings-barn = Our rulebook, and the later printings with it, let a { -barn } go into a { -field } that holds { -farmer(number: "pl") }, who score at once, but never into one that already holds a { -barn }. We found no printing that says otherwise.
am-printings-barn-house = Two house rules, which no printing has, are here as options for players who use them: a { -barn } only in a { -field } with neither { -barn } nor { -farmer }, and a { -barn } in any { -field }, even one with a { -barn } (a switch of the JCloisterZone program).
