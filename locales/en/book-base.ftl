### The base game rule book: every message that book/base.toml names.
### Ids: base-<chapter>-<what>. Chapter titles are base-<chapter>, section
### titles end in -title. Plain text, no markup. Game vocabulary comes from
### the glossary terms in terms.ftl; a sentence never starts with a term,
### because terms are lower case.

base-title = Carcassonne: the base game
base-summary = The complete rules of the base game for two to five players: how to lay { -tile(number: "pl") }, where to place your { -follower(number: "pl") }, how { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } and { -field(number: "pl") } score, the publisher’s official clarifications, and how the older editions scored differently.

## Chapter: what is in the box

base-components = What is in the box
base-components-intro = Carcassonne is a game for two to five players. In the box you will find:
base-components-item-tiles = 72 { -tile(number: "pl") } showing pieces of landscape. One of them is the { -start-tile }: its back is darker than the others.
base-components-item-followers = 40 { -follower(number: "pl") } in five colours, eight of each colour.
base-components-item-scoreboard = A { -scoreboard } to keep track of everyone’s { -point(number: "pl") }.
base-components-item-rules = A rule booklet.

base-components-landscape-title = What the { -tile(number: "pl") } show
base-components-landscape = Every { -tile } is a small square of countryside. Along its edges run pieces of { -road }, { -city } and { -field }. As { -tile(number: "pl") } are laid next to each other, these pieces join up into longer { -road(number: "pl") }, bigger { -city(number: "pl") } and wider { -field(number: "pl") }.
base-components-landscape-road = A { -road } leads from one edge of a { -tile } to another, or stops at a { -crossing }, at a { -city } gate or at a { -cloister }.
base-components-landscape-city = A { -city } is surrounded by a wall. Some pieces of { -city } carry a { -pennant }, a small coat of arms that makes the { -city } worth more.
base-components-landscape-cloister = A { -cloister } stands on its own in the middle of a { -tile }, with green land all around it.
base-components-landscape-field = The green land between them all makes up the { -field(number: "pl") }, which { -road(number: "pl") } and { -city(number: "pl") } divide from one another.
base-components-landscape-crossing = A { -crossing } is a little village where three or four { -road(number: "pl") } meet. Each of those { -road(number: "pl") } ends there.

base-components-followers-title = The { -follower(number: "pl") }
base-components-followers = A { -follower } can play any of four roles, depending on where you put it: on a { -road } it is a { -thief }, in a { -city } a { -knight }, on a { -cloister } a { -monk }, and in a { -field } a { -farmer }. Each player also uses one { -follower } of their colour as a score marker on the { -scoreboard }.

## Chapter: how the game works

base-overview = How the game works
base-overview-landscape = Turn by turn, the players lay { -tile(number: "pl") } to build a landscape around the French city of Carcassonne. As it grows, new { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } and { -field(number: "pl") } appear, and you claim them by placing your { -follower(number: "pl") } on them.
base-overview-points = You score { -point(number: "pl") } during the game whenever a { -road }, { -city } or { -cloister } that you hold is completed. At the end of the game you score again: for everything that is still unfinished, and for your { -farmer(number: "pl") }.
base-overview-winner = Because so many { -point(number: "pl") } are scored at the very end, nobody knows who has won until the final scoring is over. The player with the most { -point(number: "pl") } then wins.

## Chapter: setting up

base-setup = Setting up
base-setup-step-start = Place the { -start-tile }, the one with the dark back, face up in the middle of the table.
base-setup-step-stacks = Shuffle all the other { -tile(number: "pl") } face down and stack them in several piles that every player can reach easily.
base-setup-step-scoreboard = Put the { -scoreboard } at the edge of the table, so that the middle stays free for the landscape to grow.
base-setup-step-colours = Each player chooses a colour and takes the eight { -follower(number: "pl") } of that colour.
base-setup-step-marker = Each player puts one of their { -follower(number: "pl") } on the space marked 0 on the { -scoreboard }: this is their score marker. The other seven { -follower(number: "pl") } stay in front of the player and form their { -supply }.
base-setup-step-first = The youngest player decides who begins.
base-setup-first-game = For your very first game, the rules suggest leaving the { -farmer(number: "pl") } out: play without placing any { -follower(number: "pl") } in { -field(number: "pl") } and skip the scoring of { -field(number: "pl") } at the end. Add the { -farmer(number: "pl") } once the rest of the game feels familiar.

## Chapter: playing a turn

base-turn = Playing a turn
base-turn-intro = Players take turns in clockwise order. On your turn you do the following, always in this order:
base-turn-step-tile = Draw one { -tile } and add it to the landscape. This step is compulsory.
base-turn-step-follower = If you wish, place one { -follower } from your { -supply } on the { -tile } you have just laid.
base-turn-step-score = If your { -tile } has completed any { -road }, { -city } or { -cloister }, score it now.
base-turn-next = Then it is the turn of the player on your left. The following chapters explain each of these steps in detail.

## Chapter: placing a tile

base-placing-tiles = Placing a { -tile }
base-placing-tiles-draw = Take a { -tile } from the top of any pile and show it to the other players, who may advise you where to put it. Then add it to the landscape, following these rules:
base-placing-tiles-rule-side = The new { -tile } must lie against at least one { -tile } that is already on the table, sharing a whole side with it. Touching only at a corner is not allowed.
base-placing-tiles-rule-continue = Every side of the new { -tile } that touches another { -tile } must carry on what is already there: a { -road } must meet a { -road }, a { -city } must meet a { -city }, and a { -field } must meet a { -field }. This applies to all the sides that touch, not just one of them.
base-placing-tiles-rule-cloister = A { -cloister } needs nothing to carry it on: it stays in the middle of its own { -tile }. Only the edges of the { -tile } have to fit.
base-placing-tiles-rule-turn = You may turn the { -tile } whichever way you like, as long as all its edges fit.

base-placing-tiles-no-fit-title = A { -tile } that fits nowhere
base-placing-tiles-no-fit = Very rarely, a { -tile } cannot be placed anywhere without breaking these rules. If all the players agree that it fits nowhere, take it out of the game, put it back in the box, and draw another { -tile } instead.

## Chapter: placing a follower

base-placing-followers = Placing a { -follower }
base-placing-followers-intro = Once your { -tile } is in place, you may put one of your { -follower(number: "pl") } on it. You never have to: sometimes it is wiser to keep a { -follower } for a later turn.

base-placing-followers-roles-title = Four roles
base-placing-followers-roles = The spot where you put your { -follower } on the { -tile } decides what it becomes:
base-placing-followers-role-thief = On a { -road }, it becomes a { -thief }.
base-placing-followers-role-knight = In a { -city }, it becomes a { -knight }.
base-placing-followers-role-monk = On a { -cloister }, it becomes a { -monk }.
base-placing-followers-role-farmer = In a { -field }, it becomes a { -farmer }. Lay it down flat on its back, so that everyone can see it is a { -farmer }.

base-placing-followers-where-title = Where you may place it
base-placing-followers-rule-one = You may place no more than one { -follower } per turn.
base-placing-followers-rule-supply = It must come from your { -supply }. A { -follower } that is already in the landscape can never be moved.
base-placing-followers-rule-new-tile = It may only go on the { -tile } you have just laid, never on one laid earlier.
base-placing-followers-rule-feature = You choose which part of that { -tile } it stands on: one particular { -road }, { -city }, { -cloister } or { -field }.
base-placing-followers-rule-occupied = You may not put it on a { -road }, { -city } or { -field } that already has a { -follower } on it somewhere, whoever that { -follower } belongs to (even if it is your own) and however far away it stands. What counts is everything that the new { -tile } is connected to.
base-placing-followers-occupied-example = For example, if your new { -tile } carries on a { -city } that already holds a { -knight }, you cannot place a { -knight } in it. You may still put your { -follower } on the { -tile }’s { -road } or in its { -field }, if those are free.

base-placing-followers-joined-title = How several { -follower(number: "pl") } end up together
base-placing-followers-joined = The rule above only applies at the moment a { -follower } is placed. Two { -follower(number: "pl") } may therefore stand on two separate { -road(number: "pl") }, { -city(number: "pl") } or { -field(number: "pl") } that a later { -tile } joins into one. From then on they share it, and a majority decides who scores it, as the chapter on scoring explains.

base-placing-followers-empty-title = When your { -supply } is empty
base-placing-followers-empty = If all your { -follower(number: "pl") } are out in the landscape, you simply lay a { -tile } on each of your turns and skip the { -follower } step. Don’t worry: your { -thief(number: "pl") }, { -knight(number: "pl") } and { -monk(number: "pl") } come back to you as soon as what they hold is completed and scored.

## Chapter: scoring during the game

base-scoring = Scoring during the game
base-scoring-intro = When the { -tile } you have laid completes a { -road }, a { -city } or a { -cloister }, it is scored straight away, as the last step of your turn. One { -tile } can complete several of them at once; score each of them.
base-scoring-who = It does not matter who laid the completing { -tile }: the { -point(number: "pl") } go to the player who has { -follower(number: "pl") } there. Move their score marker on the { -scoreboard } at once. If nobody has a { -follower } on it, a completed { -road }, { -city } or { -cloister } scores nothing.

base-scoring-roads-title = Completed { -road(number: "pl") }
base-scoring-roads-complete = A { -road } is complete when each of its two ends stops at a { -crossing }, a { -city } or a { -cloister }, or when it closes into a loop. There can be any number of { -tile(number: "pl") } between its two ends.
base-scoring-roads-points = The player with a { -thief } on a completed { -road } scores one { -point } for each { -tile } that the { -road } passes through. Count { -tile(number: "pl") }, not pieces of { -road }: a { -tile } counts once even if the { -road } touches it twice.

base-scoring-cities-title = Completed { -city(number: "pl") }
base-scoring-cities-complete = A { -city } is complete when a wall encloses it all the way round, with no gaps and no open edges. A { -city } can be any size.
base-scoring-cities-points = The player with a { -knight } in a completed { -city } scores two { -point(number: "pl") } for each { -tile } of the { -city }, and two more for each { -pennant } in it.
base-scoring-cities-once = Here too you count { -tile(number: "pl") }: when two pieces of { -city } on the same { -tile } both belong to this { -city }, that { -tile } still counts only once.

base-scoring-cloisters-title = Completed { -cloister(number: "pl") }
base-scoring-cloisters = A { -cloister } is complete when eight { -tile(number: "pl") } surround it on every side, the diagonals included. The player with a { -monk } on it scores nine { -point(number: "pl") }: one for each of the nine { -tile(number: "pl") }, the { -cloister } itself included.

base-scoring-majority-title = Several { -follower(number: "pl") } on one { -road } or { -city }
base-scoring-majority = A completed { -road } or { -city } may hold { -follower(number: "pl") } of several players. Then the player with the most { -thief(number: "pl") } on the { -road }, or the most { -knight(number: "pl") } in the { -city }, scores all of its { -point(number: "pl") }, and the other players there score nothing.
base-scoring-tie = If several players are tied for the most, each of them scores the full number of { -point(number: "pl") }. Nothing is divided.
base-scoring-no-double = Extra { -follower(number: "pl") } of your own do not add { -point(number: "pl") }: with two { -knight(number: "pl") } in one { -city } you still score the { -city } only once. The number of { -follower(number: "pl") } only matters for finding out who has the majority.

## Chapter: getting followers back

base-returning = Getting { -follower(number: "pl") } back
base-returning-return = Once a { -road }, { -city } or { -cloister } has been completed and scored, and not before, its { -thief(number: "pl") }, { -knight(number: "pl") } and { -monk(number: "pl") } go back to their owners’ { -supply }. From their next turn on, the owners may place them again, in any role.
base-returning-farmers = This never happens to { -farmer(number: "pl") }: a { -farmer } stays in its { -field } until the end of the game.

base-returning-same-turn-title = Place, score and take back in one turn
base-returning-same-turn = You may put a { -follower } on a { -road }, { -city } or { -cloister } that your new { -tile } has just completed. It is then scored straight away, and the { -follower } comes back to you in the same turn. Always keep to this order:
base-returning-step-complete = Complete a { -road }, { -city } or { -cloister } with your new { -tile }.
base-returning-step-place = Place a { -thief }, { -knight } or { -monk } on the new { -tile }.
base-returning-step-score = Score the completed { -road }, { -city } or { -cloister }.
base-returning-step-return = Take the { -thief }, { -knight } or { -monk } back into your { -supply }.
base-returning-one-per-turn = Because you place your { -follower } before anything is scored, a { -follower } that comes back during your turn cannot be placed again in that same turn. If you already hold a { -city } that your new { -tile } completes, you can use your one { -follower } elsewhere on that { -tile }, for example in a new { -city } the { -tile } begins; the completed { -city } is scored afterwards.

## Chapter: fields and farmers

base-fields = The { -field(number: "pl") } and their { -farmer(number: "pl") }
base-fields-what = Pieces of green land that connect across the edges of { -tile(number: "pl") } form one single { -field }. A { -field } ends where a { -road }, a { -city } or the outer edge of the landscape laid so far cuts it off. These borders separate one { -field } from the next, which matters a great deal in the final scoring. A { -cloister } does not divide a { -field }: it stands inside it.
base-fields-size = A { -field } can keep growing for the whole game. One { -field } may end up covering most of the table, and many { -field(number: "pl") } are never closed off at all.

base-fields-farmers-title = A { -farmer } stays to the end
base-fields-no-score = Nothing is scored for { -field(number: "pl") } during the game. They are places for your { -farmer(number: "pl") }, whose owners score only in the final scoring, after everything else.
base-fields-stay = That is why a { -farmer } never comes back: once placed, it stays in its { -field } until the game is over. Lay your { -farmer(number: "pl") } down so that nobody mistakes them for { -thief(number: "pl") } or { -knight(number: "pl") }.

base-fields-joining-title = Joining { -field(number: "pl") }
base-fields-joining = As with { -road(number: "pl") } and { -city(number: "pl") }, you may not place a { -farmer } in a { -field } that already has a { -farmer } anywhere in it. A new { -tile } can, however, join separate { -field(number: "pl") }, each with its own { -farmer(number: "pl") }, into one. Once joined, the { -field } holds all of them, and the final scoring decides by majority who owns it.

## Chapter: the scoreboard

base-scoreboard = The { -scoreboard }
base-scoreboard-track = Every { -point } is recorded the moment it is scored: move your score marker forward on the { -scoreboard } by that many spaces. The track has fifty spaces, numbered from 0 to 49, and runs all the way round, so a marker can go round it more than once.
base-scoreboard-lap = When your marker reaches or passes the 0 space, you have 50 { -point(number: "pl") } or more. Lay the marker down on its side so that everyone can see this, and carry on counting. Your score is then 50 plus the number of the space your marker stands on.
base-scoreboard-lap-example = For example, if your marker stands on 48 and you score 3 { -point(number: "pl") }, move it forward to the space marked 1 and lay it down: you now have 51 { -point(number: "pl") }.
base-scoreboard-more = The base game has nothing else to count laps with. Scoring tiles that show 50 on one side and 100 on the other come with the Inns & Cathedrals expansion, as the rulebook of the base game and its expansions points out: take one when your marker passes 0, and turn it over to 100 on your next lap. Without them, note each further 50 { -point(number: "pl") } on paper.

## Chapter: the end of the game

base-end = The end of the game
base-end-when = The game ends after the turn in which the last { -tile } is laid. That last turn is an ordinary turn: the player may place a { -follower }, and every { -road }, { -city } or { -cloister } that the last { -tile } completes is scored as usual.
base-end-final = Then comes the final scoring, described in the next chapter. It adds { -point(number: "pl") } for everything that is still unfinished, and then for the { -field(number: "pl") } and their { -farmer(number: "pl") }.

## Chapter: final scoring

base-final = Final scoring
base-final-intro = The final scoring has two steps. First, every unfinished { -road }, { -city } and { -cloister } that holds a { -follower } is scored. Then the { -field(number: "pl") } are scored for their { -farmer(number: "pl") }.

base-final-unfinished-title = Unfinished { -road(number: "pl") }, { -city(number: "pl") } and { -cloister(number: "pl") }
base-final-unfinished = Each unfinished { -road }, { -city } or { -cloister } with a { -follower } on it scores as follows:
base-final-unfinished-road = A { -road } scores one { -point } for each of its { -tile(number: "pl") }, just as it would if it were complete.
base-final-unfinished-city = A { -city } scores one { -point } for each of its { -tile(number: "pl") } and one { -point } for each { -pennant }: half of what it would be worth if it were complete.
base-final-unfinished-cloister = A { -cloister } scores one { -point } for itself and one { -point } for each { -tile } around it.
base-final-unfinished-majority = The majority rule is the same as during the game: the player with the most { -follower(number: "pl") } there scores, and players tied for the most each score in full. As soon as something has been scored, take its { -follower(number: "pl") } off the table.

base-final-fields-title = Scoring the { -field(number: "pl") }
base-final-fields-owner = Now only the { -farmer(number: "pl") } are left. Score each { -field } that has at least one { -farmer } in it, one after another. First find out who owns the { -field }: if only one player has { -farmer(number: "pl") } there, that player owns it.
base-final-fields-points = The owner of a { -field } scores three { -point(number: "pl") } for every completed { -city } that borders the { -field } or lies inside it. The size of the { -city } does not matter, and an unfinished { -city } is worth nothing here. The { -field } itself does not need to be closed off.
base-final-fields-majority = When several players have { -farmer(number: "pl") } in the same { -field }, the one with the most owns it. If several players are tied for the most, they all own it, and each of them scores the full { -point(number: "pl") } for it. Players with fewer { -farmer(number: "pl") } in that { -field } score nothing for it.
base-final-fields-several = A { -city } often borders more than one { -field }. It then scores for the owners of each of those { -field(number: "pl") }, even when the same player owns two of them.
base-final-fields-border = A { -city } borders a { -field } when a stretch of its wall runs along that { -field }. Touching it only at the corner of a { -tile } is not enough.
base-final-fields-tip = With all the other { -follower(number: "pl") } taken off after the first step, only the { -farmer(number: "pl") } remain on the table, and the borders of the { -field(number: "pl") } are much easier to see.

base-final-winner-title = The winner
base-final-winner = Once every { -field } has been scored, the game is over. The player with the most { -point(number: "pl") } wins.

## Chapter: official clarifications

base-clarifications = Official clarifications
base-clarifications-intro = Over the years, players have asked the publisher about situations the rules do not spell out. These are the publisher’s answers, grouped by subject. The rules in this book already follow them.

base-clarifications-tiles-title = Placing { -tile(number: "pl") }
base-clarifications-corner = Corners do not connect. Pieces of { -road }, { -city } or { -field } join only across an edge that two { -tile(number: "pl") } share. Two pieces of { -city } that meet only at a corner are two different { -city(number: "pl") }.
base-clarifications-cloisters-touch = Two { -cloister(number: "pl") } may lie next to each other, side by side or corner to corner, and the eight { -tile(number: "pl") } around a { -cloister } may themselves be { -cloister(number: "pl") }. Nothing can connect to a { -cloister }: it stands inside its own piece of { -field }, and any { -tile } that fits may be laid beside it.
base-clarifications-all-edges = A new { -tile } must fit every { -tile } it touches. Finding one side that matches is not enough: every edge that meets a neighbour has to match it.
base-clarifications-road-end = A { -road } can never run into nothing. Like every other edge, an edge where a { -road } leaves a { -tile } may only be laid against another { -road }.

base-clarifications-followers-title = Placing { -follower(number: "pl") }
base-clarifications-few-followers = The shortage of { -follower(number: "pl") } is deliberate. Using them economically is one of the skills the game asks of you.
base-clarifications-open-city = When your { -tile } completes a { -city } that nobody holds, you are not obliged to claim it. You may close it without a { -knight } and place your { -follower } somewhere else on the { -tile }, for example as a { -farmer } in a free { -field }. A { -city } can be completed without anyone looking after it.
base-clarifications-cloister-farmer = On a { -tile } with a { -cloister }, you may place your { -follower } as a { -farmer } in the { -field } around the { -cloister } instead of as a { -monk }; the usual rules for { -field(number: "pl") } apply. The { -cloister } then stays empty for the rest of the game, because a { -follower } can only be placed on the { -tile } just laid.
base-clarifications-place-before-scoring = You may place only one { -follower } per turn, and you place it before anything is scored. If your { -tile } closes a small { -city } that you already hold and also begins another { -city }, you may put a second { -knight } in the new one; then the small { -city } scores and its { -knight } returns. If you did not hold the small { -city }, you choose which of the two pieces of { -city } gets your { -follower }: in the small one it scores and returns at once, but it cannot be placed again that turn.

base-clarifications-scoring-title = Scoring
base-clarifications-crossing = Every { -crossing } ends every { -road } that reaches it, from whichever direction it comes: a { -road } never runs straight through a { -crossing }, and no { -thief } can enter the little village. So each { -road } between two { -crossing(number: "pl") } is a separate { -road } and is scored on its own.
base-clarifications-same-colour = Two { -follower(number: "pl") } of the same colour on one { -road }, { -city } or { -field } do not score double. The number of your { -follower(number: "pl") } there only matters for the majority.
base-clarifications-final-values = In the final scoring, an unfinished { -road } earns exactly what it would during the game: one { -point } per { -tile }, however many { -follower(number: "pl") } stand on it. An unfinished { -cloister } earns one { -point } for itself and one { -point } for each neighbouring { -tile }, not just a single { -point }.

base-clarifications-fields-title = Scoring { -field(number: "pl") }
base-clarifications-field-bounds = What limits a { -field } is anything it cannot get round: { -road(number: "pl") }, { -city(number: "pl") } and the edge of the landscape. A single { -field } may stretch across almost the whole table, and some { -field(number: "pl") } will stay open until the very end.
base-clarifications-open-field = A { -field } does not have to be closed off to score. Closing a { -field } is almost never possible; what must be complete are the { -city(number: "pl") } it borders. So completed { -city(number: "pl") } count for unfinished { -field(number: "pl") } too.
base-clarifications-enclosed-field = A { -field } that { -road(number: "pl") } close off completely, with no { -city } beside it, is scored like any other: three { -point(number: "pl") } for each completed { -city }, which here makes nothing at all. Its { -farmer } still has to stay there until the end.

base-clarifications-readings-title = Two common readings
base-clarifications-readings = The two notes below are not answers from the publisher but readings of the rules that players generally agree on. This book follows them.
base-clarifications-pennant = A { -pennant } belongs to the piece of { -city } it is drawn in. If a { -tile } holds two separate pieces of { -city }, its { -pennant } counts only for the { -city } it stands in, not for the other one.
base-clarifications-bordering = A { -city } borders a { -field } only where its wall runs along that { -field }. A single point of contact at the corner of a { -tile } is not enough.

## Chapter: rule editions

base-editions = Rule editions
base-editions-intro = Carcassonne has been printed many times, and a few of its rules have changed over the years. Placing { -follower(number: "pl") }, majorities, ties and the return of { -follower(number: "pl") } work the same way in every edition, and so does placing { -tile(number: "pl") }, with one exception: what becomes of a { -tile } that fits nowhere. All the other differences lie in the scoring, above all that of the { -farmer(number: "pl") }. This book uses the third-edition rules.
base-editions-which = If you own an older rule booklet, look at how it scores { -farmer(number: "pl") } to tell which edition it follows. The examples in this chapter score the same landscape under each edition side by side.

base-editions-differences-title = What differs
base-editions-third = Third edition: each { -field } is scored on its own. Its owners score three { -point(number: "pl") } for every completed { -city } it borders. A { -city } that borders several { -field(number: "pl") } scores for the owners of each of them, even when one player owns more than one of those { -field(number: "pl") }.
base-editions-second = Second edition: as in the third edition, a completed { -city } is worth three { -point(number: "pl") } to the owners of each { -field } around it, but a player can score any one { -city } only once, however many of the { -field(number: "pl") } around it that player owns.
base-editions-first = First edition: { -farmer(number: "pl") } are scored { -city } by { -city } rather than { -field } by { -field }. For each completed { -city }, count each player’s { -farmer(number: "pl") } in all the { -field(number: "pl") } that border it. The player with the most scores four { -point(number: "pl") } for that { -city }; players tied for the most each score four.
base-editions-first-small-city = First edition, small { -city(number: "pl") }: a completed { -city } of only two { -tile(number: "pl") } scores one { -point } per { -tile } and one per { -pennant }, so two { -point(number: "pl") } instead of four when it has no { -pennant }. Larger { -city(number: "pl") } score as usual.
base-editions-first-no-fit = First edition, a { -tile } that fits nowhere: instead of leaving the game, it goes back into the pile it was drawn from, and the player draws another.
base-editions-same = Everything else is the same in all three editions, including the final scoring of unfinished { -road(number: "pl") }, { -city(number: "pl") } and { -cloister(number: "pl") }.
base-editions-today = The third-edition way of scoring { -field(number: "pl") } is the one that all publishers now use, for every version of Carcassonne.

base-editions-small-city-title = A small { -city }
base-editions-small-city = Both examples complete a { -city } of two { -tile(number: "pl") }. Only the first edition scores it differently.
base-editions-small-city-variant = Players who like one edition’s farms and another’s small { -city } can mix them: the small { -city } is a rule variant of its own, to play with any edition. Under “1 { -point } per { -tile }” a completed { -city } of two { -tile(number: "pl") } scores 2, and 1 per { -pennant }, as in the first printings of Hans im Glück and Rio Grande Games; under “2 { -point(number: "pl") } per { -tile }” it scores like any other { -city }, as every printing since the rules were revised around 2002. The examples show both, beside the editions.

base-editions-value-title = The value of a { -city } for { -farmer(number: "pl") }
base-editions-value = With a single owner and one { -field }, only the value per { -city } changes: three { -point(number: "pl") } in the second and third editions, four in the first.

base-editions-city-once-title = One { -city }, two { -field(number: "pl") }
base-editions-city-once = Here each edition gives a different result: the third counts the { -city } for each { -field }, the second only once per player, and the first awards it as a whole to the player with the most { -farmer(number: "pl") } around it.

base-editions-city-by-city-title = Majorities around a { -city }
base-editions-city-by-city = In the second and third editions the majority is decided separately in each { -field }. In the first edition it is decided around the { -city }, by counting the { -farmer(number: "pl") } in all the { -field(number: "pl") } that border it.

## Chapter: the tiles

base-tiles = The { -tile(number: "pl") }
base-tiles-intro = The base game has 72 { -tile(number: "pl") } of 24 kinds, labelled with the letters A to X. The { -start-tile } is one of the four D { -tile(number: "pl") }; only its darker back sets it apart.
