### The rule book of The Count, the King and the Others: every message
### that book/count-king.toml names. Ids: ck-<chapter>-<what>. Chapter
### titles are ck-<chapter>, section titles end in -title. Plain text, no
### markup; game vocabulary from the glossary terms in terms.ftl, never at
### the start of a sentence.

ck-title = The Count, the King and the Others
ck-summary = The sixth expansion: four small expansions in one box, to play on their own or together.
ck-overview = What the box holds
ck-overview-intro = This box holds four small expansions. Each can be added to the base game alone, and any of them can be combined:
ck-overview-king = King & Robber Baron: five land { -tile(number: "pl") }, and the king and the robber baron, who reward the builders of the largest city and the longest road.
ck-overview-cult = The Cult: five { -tile(number: "pl") } with a { -shrine }, whose { -heretic(number: "pl") } challenge the monks next door.
ck-overview-count = The Count of Carcassonne: twelve { -tile(number: "pl") } that form the city of Carcassonne at the start of the game, and the wooden Count. Players who help others score park { -follower(number: "pl") } in the city’s quarters, ready to join a feature when it is scored.
ck-overview-river = River II: twelve { -tile(number: "pl") } with a { -river } that forks, to open the game instead of the { -start-tile }.
ck-overview-together = The publisher advises against playing the Count of Carcassonne and River II in the same game: together they can leave { -tile(number: "pl") } that fit nowhere.

## Chapter: King & Robber Baron

ck-king = King & Robber Baron
ck-king-tiles = Shuffle the five new land { -tile(number: "pl") } in with the others. One of them shows two separate parts of { -city }, which later { -tile(number: "pl") } may join into one. The king and the robber baron start beside the board.
ck-king-king = The player who completes the first { -city } of the game, by laying its last { -tile }, takes the king. Later, whoever completes a { -city } larger than the one that earned the king takes it from its holder. A { -city } of the same size is not enough.
ck-king-robber = The robber baron works the same way for { -road(number: "pl") }: it goes to whoever completed the longest { -road } so far.
ck-king-end = At the end of the game, the holder of the king scores 1 { -point } for every { -city } completed during the game, whoever completed it, and the holder of the robber baron 1 { -point } for every completed { -road }.

## Chapter: the Cult

ck-cult = The Cult
ck-cult-shrines-title = Shrines
ck-cult-shrine = Shuffle the five { -shrine } { -tile(number: "pl") } in with the others. A { -shrine } is used and scored exactly like a { -cloister }. A { -follower } placed on it is a { -heretic }. Whoever lays a { -shrine } may also place the { -follower } on its { -field }, { -road } or { -city } instead, as usual.
ck-cult-placing = A { -shrine } may not be laid next to more than one { -cloister }, and a { -cloister } not next to more than one { -shrine }. Next to means any of the eight squares around it, corners included.
ck-cult-placing-reading = The rulebook puts this limit on the { -tile } being laid. Our reading, which the examples follow: a { -cloister } may still be laid next to a { -shrine } that already has one { -cloister } beside it, as long as the new { -cloister } itself touches only that one { -shrine }.
ck-cult-challenge-title = The challenge
ck-cult-challenge = When a { -heretic } goes on a { -shrine } next to a { -cloister } with a monk on it, or a monk goes on a { -cloister } next to a { -shrine } with a { -heretic }, the two challenge each other. You may challenge your own monk or { -heretic } too.
ck-cult-challenge-won = The building completed first wins: it scores 9 { -point(number: "pl") } as usual, and the other scores nothing. Both { -follower(number: "pl") } go back to their owners.
ck-cult-challenge-end = If neither is completed by the end of the game, both are scored as usual, like unfinished { -cloister(number: "pl") }.

## Chapter: River II

ck-river = River II
ck-river-setup-title = Setting up
ck-river-setup = River II is laid at the very start of the game:
ck-river-setup-start = Take the { -start-tile } out of the game: it is not used.
ck-river-setup-aside = Put aside the spring, the fork and the lake with the { -volcano }; shuffle the other { -river } { -tile(number: "pl") } face down into a pile of their own.
ck-river-setup-spring = Place the spring face up in the middle of the table.
ck-river-setup-fork = The youngest player lays the fork on the { -river }’s first stretch, and the { -river } now flows on in two arms.
ck-river-course-title = How the two arms run
ck-river-course = In turn, players draw a { -river } { -tile } and lay it at the end of either arm, continuing it. When all the others are down, the lake with the { -volcano } is laid last, and from then on everyone draws from the ordinary { -tile(number: "pl") }.
ck-river-course-rules = Each arm may wind as you like, with two exceptions: it must not turn back on itself in a tight U, and the two arms must never meet.
ck-river-course-reading = As in the book of the first River, we read a tight U as two bends in a row to the same side of one arm; the examples follow that reading, which is ours, not the rulebook’s words.
ck-river-followers = As in the base game, you may place a { -follower } on every { -tile } you lay, but never on the { -river } itself.
ck-river-volcano-title = The lake with the volcano
ck-river-volcano = Whoever lays the lake with the { -volcano } places no { -follower } on it, but plays another turn straight away, with the ordinary { -tile(number: "pl") }.
ck-river-volcano-reading = The rulebook says the player may play that other turn; the examples take it, and a board may also show the next player instead.
ck-river-herd-title = The herd of pigs
ck-river-herd = One { -tile } shows a herd of pigs in its { -field }. It counts only when you also play with Traders & Builders: then, at the end of the game, whoever wins that { -field } with their { -farmer(number: "pl") } scores 1 more { -point } for each { -city } it supplies, on top of the bonus of their own { -pig }, if they have one there.
ck-river-herd-reading = The first edition scores the { -field(number: "pl") } city by city. Our reading there: a player who wins a { -city } and holds one of its bordering { -field(number: "pl") } with the herd scores the extra { -point } for that { -city }.
ck-river-others-title = The inn, the volcano and other boxes
ck-river-others = The inn by the lake is an inn as in Inns & Cathedrals, and the { -volcano } brings the { -dragon } as in Princess & Dragon. Without the matching expansions, the rulebook says, the inn, the herd and the { -volcano } mean nothing; the { -volcano }’s other turn, a rule of River II itself, remains.
ck-river-with-river = The rulebook says nothing about playing both rivers in one game. Our reading, if you want to: use only River II’s spring, shuffle the middle { -tile(number: "pl") } of both into one pile, and lay the first River’s lake and the lake with the { -volcano } last, one at the end of each arm.
ck-river-with-count = River II and the Count’s city do not go well together, as the publisher says: the city’s fixed block and the { -river }’s arms can leave { -tile(number: "pl") } with no place to go.

## Chapter: the tiles

ck-tiles = The tiles
ck-tiles-king-title = King & Robber Baron
ck-tiles-cult-title = The Cult
ck-tiles-river-title = River II
ck-tiles-count-title = The city of Carcassonne
ck-tiles-count = The twelve { -tile(number: "pl") } of the Count’s city, each in one of its four quarters: the castle, the market, the blacksmith and the cathedral.

## The Count of Carcassonne

ck-count = The Count of Carcassonne
ck-count-city-title = The city as the start
ck-count-city = Before the first turn, lay the twelve { -tile(number: "pl") } of Carcassonne together in the middle of the table, four across and three down, as the picture in the tile gallery shows. The city takes the place of the usual start { -tile }, which stays in the box. Stand the Count on the castle, and play as usual: every new { -tile } goes against the city’s outer edges or against { -tile(number: "pl") } already laid.
ck-count-city-walls = The city has four quarters: the castle, the market, the blacksmith and the cathedral. Outside its walls the block shows ordinary { -road(number: "pl") }, { -field(number: "pl") } and two small pieces of { -city }, which new { -tile(number: "pl") } continue and which score as usual.
ck-count-city-reading = Our reading: the rulebook does not say whether a { -follower } may stand inside the walls. We treat the inside of the walls as no feature at all, as the published tile lists we follow do, so the quarters are the only way into the city.
ck-count-enter-title = Followers into the city
ck-count-enter = Sometimes your { -tile } completes a feature and the points go to your opponents while you get nothing. As a consolation, at the end of such a turn you may put one { -follower } from your supply into any of the four quarters. It is one { -follower } per turn, whatever else happened in it.
ck-count-enter-several = If your { -tile } completes several features at once, you earn this only when none of those scorings gives you a single { -point } and at least one gives points to somebody else.
ck-count-enter-reading = Our reading: a feature that nobody occupies gives nobody points, so completing it alone earns no place in the city. The quarter comes at the end of the turn, on top of the { -follower } you may have placed on your { -tile } as usual.
ck-count-leave-title = Out of the quarters
ck-count-leave = When a { -city }, { -road } or { -cloister } is completed during the game, the { -follower(number: "pl") } waiting in the matching quarter may join it before it is scored, even if other { -follower(number: "pl") } already stand there. Then the feature is scored as usual, with every { -follower } now on it. Each quarter sends its { -follower(number: "pl") } to one kind of feature:
ck-count-leave-castle = from the castle to the { -city } being scored;
ck-count-leave-blacksmith = from the blacksmith to the { -road } being scored;
ck-count-leave-cathedral = from the cathedral to the { -cloister } being scored;
ck-count-leave-market = from the market to a { -field }, but only at the end of the game.
ck-count-leave-order = The player to the left of the one who completed the feature decides first, then the others in turn, and the player who completed it goes last. Each may move none, some or all of their { -follower(number: "pl") } from that quarter. Those who stay keep waiting: { -follower(number: "pl") } leave the city only this way, never because their owner wants them back.
ck-count-count-title = The Count
ck-count-count = Whenever you put a { -follower } into the city, you may also move the Count to any quarter. Nobody’s { -follower(number: "pl") } may leave the quarter where he stands; they wait there until someone moves him on. The Count himself never leaves the city.
ck-count-end = The Count: the end of the game
ck-count-market-title = The market at the end
ck-count-market = The market’s { -follower(number: "pl") } have no use during play. At the end of the game, before the { -field(number: "pl") } are scored, their owners may move them onto any { -field }, where they count as { -farmer(number: "pl") } like any other.
ck-count-market-reading = Our reading: the rulebook names no order for the market at the end; we keep the order of play, from the player after the one who laid the last { -tile }. If the Count stands in the market, nobody leaves it, at the end as during play. The rulebook says nothing of the other quarters at the end; this book keeps their { -follower(number: "pl") } in Carcassonne, where they score nothing (the first printings let them out: see “Where the printings differ”).
ck-count-city-end-title = The city of Carcassonne in the final scoring
ck-count-city-end = The city of Carcassonne counts as a completed { -city } for every { -field } that borders it, that is, every { -field } that runs onto one of its twelve { -tile(number: "pl") }. Under every edition, its owners score it as they score any other completed { -city } bordering their { -field }. Hans im Glück said so in a clarification of November 2013; our rulebook does not say.
ck-count-city-end-king = With the king in play, the same clarification counts Carcassonne as one more completed { -city } for the king’s points at the end. It never earns the king itself: nobody completes it.
ck-count-others-title = With the other expansions
ck-count-big = Inns & Cathedrals: a { -big-follower } may go into the city too, and when it leaves a quarter it counts as two { -follower(number: "pl") }, as it does everywhere.
ck-count-builder = Traders & Builders: when a { -builder } gives you a second { -tile }, each of the two counts as a turn of its own here, so you may put a { -follower } into the city after each of them if each earns it.
ck-count-river = River II: the publisher advises against playing it together with the Count, as the River II chapter explains.

## Chapter: where the printings differ

ck-printings = Where the printings differ
ck-printings-king-title = How the king and the robber baron score
ck-printings-king = Our rulebook, Hans im Glück’s King & Scout of 2003 and every printing of Count, King & Robber agree: at the end, 1 { -point } per completed { -city } to the king, 1 per completed { -road } to the robber baron.
ck-printings-king-house = Players have made other schemes, which no printing has; the JCloisterZone program offers them as switches, and so do the examples here: 10 { -point(number: "pl") } for each title at the end and 20 for a player who holds both; 15 for each and 40 for both; or 1 { -point } to the title’s holder as each { -city } or { -road } is completed, and nothing at the end. They are house rules.
ck-printings-count-title = Who leaves Carcassonne at the end
ck-printings-count = Our rulebook lets the market’s { -follower(number: "pl") } out only at the end of the game, onto a { -field }, and says nothing of the other quarters then. This book reads it as the market alone, which is also the rule of the printings with the new art. The first printings of Count, King & Robber let followers leave any quarter but the Count’s at the end, for whatever the final scoring scores: the castle’s for an unfinished { -city }, the blacksmith’s for an unfinished { -road }, the cathedral’s for an unfinished { -cloister }, each joining a feature that a { -follower } already holds.
ck-printings-cult-title = Five shrines or six
ck-printings-cult = Our rulebook’s Cult has five { -tile(number: "pl") } with a { -shrine }, as every printing of Hans im Glück does. Rio Grande Games’ box “Cult, Siege & Creativity” has six: the same five and the one below, a { -shrine } under a { -city } cap with { -road(number: "pl") } ending at it from two sides. The rules do not change; tilebook counts that printing as a tile set of its own, cult-6.
