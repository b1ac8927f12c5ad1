### The rule book of The Catapult: every message that book/catapult.toml
### names. Ids: ca-<chapter>-<what>. Chapter titles are ca-<chapter>,
### section titles end in -title. Plain text, no markup; game vocabulary
### from the glossary terms in terms.ftl, never at the start of a sentence.

ca-title = The Catapult
ca-summary = The seventh expansion: a travelling fair comes to town, and after every { -fair } the players take turns at a wooden { -catapult }.

## Chapter: what the box holds

ca-overview = What the box holds
ca-overview-intro = It is fair time in Carcassonne, and the showmen have brought a new machine. The box holds:
ca-overview-tiles = twelve land { -tile(number: "pl") }, each showing a { -fair };
ca-overview-tokens = twenty-four { -catapult } tokens, six of each of four kinds: knock-out, seduction, target and catch;
ca-overview-catapult = a wooden { -catapult } and a measuring ruler.
ca-overview-others = You need the base game to play. Every expansion before this one may join in: Inns & Cathedrals, Traders & Builders, Princess & Dragon, The Tower, Abbey & Mayor, and The Count, the King and the Others. All the rules of the base game still hold; this book only adds to them.

## Chapter: setup

ca-setup = Setting up
ca-setup-tiles = Mix the twelve { -fair } { -tile(number: "pl") } into the other face-down { -tile(number: "pl") }. Put the { -catapult } aside for now, with the ruler beside it.
ca-setup-tokens = Every player takes four tokens, one of each kind.

## Chapter: the fair and the catapult round

ca-fair = The fair and the catapult round
ca-fair-round-title = A catapult round
ca-fair-turn = Draw and lay { -tile(number: "pl") } as usual. A player who draws a { -tile } with a { -fair } lays it by the ordinary rules and plays the whole turn: placing a { -follower }, scoring what the { -tile } completes, and so on.
ca-fair-round = Then the game pauses for a catapult round. The player who laid the { -fair } chooses one of their own four tokens and shoots it with the { -catapult }. After that, going clockwise, each other player shoots a token of the same kind from their own set. Everyone has one attempt.
ca-fair-after = When the round is over, every token goes back to its owner, and play carries on with the next player clockwise.
ca-fair-roads-title = Roads that reach the fair
ca-fair-roads = A { -road } that runs into a { -fair } stops there, as it would at a village or a { -cloister }: the { -fair } is the end of that { -road }.

## Chapter: knock-out

ca-knock = Knock-out
ca-knock-aim = The knock-out token is a cake fight: the aim is to hit the { -follower(number: "pl") } of other players on the board. Every { -follower } the token touches goes back to its owner, even if it stays standing.
ca-knock-own = The thrower is not spared: a { -follower } of their own that the token touches goes home as well.
ca-knock-chain = If the token pushes a { -follower } into another one, both go home, and so on: chain reactions count.
ca-knock-reading = Our reading, where the text does not say: any figure that occupies a feature and counts as a { -follower } can be knocked out, the { -mayor } and the { -wagon } included. A { -builder } or { -pig } whose owner no longer has a { -follower } on its feature goes home too, as when a { -follower } leaves in other expansions.

## Chapter: seduction

ca-seduction = Seduction
ca-seduction-land = The seduction token only works if it comes to rest touching at least one land { -tile }. If it does not, its thrower simply takes it back.
ca-seduction-nearest = If it does, find the { -follower } nearest to it, using the ruler if needed. The thrower may swap that { -follower } for one of their own: either a { -follower } from their { -supply }, or one of their { -follower(number: "pl") } already on the board, moved over. The swapped { -follower } goes back to its owner.
ca-seduction-reading = Our reading, where the text does not say: the new { -follower } stands on the same feature as the one it replaces; one from the { -supply } is an ordinary { -follower }, even when a big one was replaced, and one moved from the board stays what it was. Swapping your own { -follower } changes nothing, so we only allow it for another player’s.
ca-seduction-moved = Instead of a { -follower } from the { -supply }, the thrower may move one of their own from somewhere else on the board; its old place is then left empty.

## Chapter: target

ca-target = Target
ca-target-aim = In the fair contest every player aims at the { -fair } { -tile } that started this round. Whoever lands nearest to it wins the contest and scores 5 { -point(number: "pl") } at once; the ruler settles close calls.
ca-target-tie = When several tokens are equally near, each of those players scores the 5 { -point(number: "pl") }.

## Chapter: catch

ca-catch = Catch
ca-catch-ruler = The thrower lays the ruler on the table about halfway between themselves and the player to their left. They then shoot the token so that it flies at least as far as the ruler, and that neighbour tries to catch it.
ca-catch-on = Then the neighbour on the left becomes the thrower and shoots to their own left neighbour, and so on round the table, until everyone has thrown once and tried to catch once.
ca-catch-points = The rulebook shows the points of each outcome only as a picture, which we could not read. Our reading, from a public description of the game: a caught token scores 5 { -point(number: "pl") } for the catcher; a token that falls short of the ruler, or that is dropped, scores nothing. The numbers are parameters of the rules, so they can be corrected.

## Chapter: tiles

ca-tiles = The tiles
ca-tiles-intro = The twelve { -fair } { -tile(number: "pl") }. Each one starts a catapult round when it is laid.
