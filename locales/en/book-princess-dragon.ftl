### The Princess & Dragon rule book: every message that
### book/princess-dragon.toml names, its sections about other expansions
### included. Ids: princess-dragon-<chapter>-<what>. Chapter titles are
### princess-dragon-<chapter>, section titles end in -title. Plain text, no
### markup; game vocabulary from the glossary terms in terms.ftl, never at
### the start of a sentence. A tile "with a volcano" or a "volcano tile"
### bears that symbol; a "dragon tile" bears the dragon's mark.

princess-dragon-title = Princess & Dragon
princess-dragon-summary = The third expansion: thirty { -tile(number: "pl") } with { -volcano(number: "pl") }, { -magic-portal(number: "pl") } and { -princess(number: "pl") }, a { -dragon } that roams the landscape and sends home every figure in its path, and a { -fairy } that shields your { -follower(number: "pl") } and rewards them.

## Chapter: what the expansion adds

princess-dragon-overview = What Princess & Dragon adds
princess-dragon-overview-intro = Princess & Dragon is played with the base game and makes a game about twenty minutes longer. The box holds:
princess-dragon-overview-tiles = 30 new land { -tile(number: "pl") }, each marked with the expansion’s symbol so that they are easy to sort out after the game.
princess-dragon-overview-dragon = 1 wooden { -dragon }, which belongs to nobody: all the players move it.
princess-dragon-overview-fairy = 1 wooden { -fairy }, which belongs to nobody either: any player may use it.
princess-dragon-overview-rest = Every rule of the base game still applies. This book explains only what is new: the new { -tile(number: "pl") } and their symbols, the { -dragon } and the { -fairy }.
princess-dragon-overview-symbols-title = The four symbols
princess-dragon-overview-symbols = Every new { -tile } shows one of four symbols, which changes what happens in the turn it is laid:
princess-dragon-overview-volcano = Six { -tile(number: "pl") } have a { -volcano }: the { -dragon } lands there.
princess-dragon-overview-dragon-tiles = Twelve bear the mark of the { -dragon }: they set it moving across the landscape.
princess-dragon-overview-portal = Six have a { -magic-portal }: it lets you place your { -follower } almost anywhere.
princess-dragon-overview-princess = Six have a { -princess } in a { -city }: she can send a { -knight } away.

## Chapter: setting up

princess-dragon-setup = Setting up with Princess & Dragon
princess-dragon-setup-intro = Set up the base game as usual, with two additions:
princess-dragon-setup-step-tiles = Shuffle the 30 new { -tile(number: "pl") } face down in with the others.
princess-dragon-setup-step-figures = Put the { -dragon } and the { -fairy } beside the landscape, not on it. The { -fairy } waits there until a player first uses it, the { -dragon } until the first { -volcano } is laid.

## Chapter: a turn

princess-dragon-turn = A turn with Princess & Dragon
princess-dragon-turn-intro = A turn keeps the order of the base game. The new symbols and figures fit into it like this:
princess-dragon-turn-step-fairy = If one of your { -follower(number: "pl") } stands with the { -fairy } when your turn begins, you score 1 { -point } straight away.
princess-dragon-turn-step-tile = Draw a { -tile } and lay it. If it shows a { -volcano }, set the { -dragon } on it at once. If it bears the mark of the { -dragon } while the { -dragon } is still waiting beside the landscape, put it aside and draw another.
princess-dragon-turn-step-figure = Then do at most one of these: place a { -follower } (with a { -magic-portal }, possibly on another { -tile }), place or move the { -fairy }, or, with a { -princess }, send a { -knight } home. No { -follower } may go on a { -volcano } { -tile } you have just laid.
princess-dragon-turn-step-dragon = If your { -tile } bears the mark of the { -dragon }, the { -dragon } now moves six { -tile(number: "pl") }, the players taking the steps in turn.
princess-dragon-turn-step-score = Last, score whatever your { -tile } has completed, as usual, with the bonus of the { -fairy } where it applies.

## Chapter: the new tiles

princess-dragon-new-tiles = Laying the new tiles
princess-dragon-new-tiles-placing = The new { -tile(number: "pl") } are laid by the rules of the base game: every edge that touches another { -tile } must fit it. Their symbols take effect once the { -tile } is down, as the following chapters explain. Two of the { -tile(number: "pl") } also show something the base game does not have: a tunnel, and a { -cloister } inside a { -city }.
princess-dragon-new-tiles-tunnel-title = The tunnel
princess-dragon-new-tiles-tunnel = On one { -tile } a band of { -city } runs from one side to the opposite side, and a { -road } crosses it at right angles, passing underneath through a tunnel. The { -road } is not cut off at the city wall: it runs on from one edge of the { -tile } to the opposite edge as a single { -road }, while the { -city } carries on across the { -tile } as usual.
princess-dragon-new-tiles-tunnel-fields = Unlike an ordinary { -road }, this one does not divide the green land it crosses. The { -field } on each side of the { -city } stays one { -field }, the land to the left of the { -road } and to its right together.
princess-dragon-new-tiles-cloister-title = The cloister in the city
princess-dragon-new-tiles-cloister = One { -tile } shows a { -cloister } standing inside a { -city }. They are two separate things: the { -city } belongs to whatever { -city } it joins, and the { -cloister } is a { -cloister } like any other.
princess-dragon-new-tiles-cloister-one = If you place a { -follower } there, make clear where it stands: in the { -city } as a { -knight }, or on the { -cloister } as a { -monk }. It is one or the other, never both.
princess-dragon-new-tiles-cloister-scoring = The { -cloister } is scored as soon as eight { -tile(number: "pl") } surround it, whether or not the { -city } around it has been completed.
princess-dragon-new-tiles-cloister-share = A { -knight } in the { -city } does not stop anyone from putting a { -monk } on the { -cloister }, and a { -monk } on the { -cloister } does not keep a { -knight } out of the { -city }. So a { -monk } and a { -knight } may stand on this { -tile } together.

## Chapter: the volcano

princess-dragon-volcano = The volcano
princess-dragon-volcano-arrives-title = Where the dragon lands
princess-dragon-volcano-arrives = When you lay a { -tile } with a { -volcano }, take the { -dragon } from wherever it is, beside the landscape or somewhere on it, and set it straight down on your { -volcano }. It is lifted there, not walked, so the { -tile(number: "pl") } in between are not affected.
princess-dragon-volcano-no-follower = You may not place a { -follower } on that { -tile }. You may still place or move the { -fairy } by its usual rules, or place nothing at all.
princess-dragon-volcano-never-together = This follows from a rule that holds for the whole game: a { -follower } and the { -dragon } are never on the same { -tile } at the same time.
princess-dragon-volcano-before-title = Before the first volcano
princess-dragon-volcano-before = Until the first { -volcano } has been laid, the { -dragon } waits beside the landscape and does not move at all.
princess-dragon-volcano-before-set-aside = If you draw a { -tile } with the mark of the { -dragon } during that time, do not lay it. Put it aside, face up where everyone can see it, and draw another { -tile } to play instead.
princess-dragon-volcano-before-shuffle = As soon as the { -dragon } comes into play on the first { -volcano }, shuffle every { -tile } that was put aside in with those still to be drawn, and play on as usual.

## Chapter: the dragon

princess-dragon-dragon = The dragon
princess-dragon-dragon-moving-title = The dragon moves
princess-dragon-dragon-first = When you lay a { -tile } that bears the mark of the { -dragon }, first place a figure as usual: a { -follower } on the new { -tile } if you wish, or the { -fairy }, placed or moved.
princess-dragon-dragon-moving = Then play pauses while the { -dragon } moves. You move it first, by one { -tile }; then the player on your left moves it one { -tile } further, and so on around the table, until it has moved six { -tile(number: "pl") }. Only then does your turn go on to scoring.
princess-dragon-dragon-step = Each step takes the { -dragon } onto a neighbouring { -tile } that shares a side with the one it stands on: north, east, south or west, never diagonally and never onto an empty space.
princess-dragon-dragon-six = It always moves six { -tile(number: "pl") }, however many people are playing: with two players each of you moves it three times, with three players twice. The player whose step it is must take it.
princess-dragon-dragon-once = During one move the { -dragon } never enters the same { -tile } twice. The { -tile } it sets out from counts as already visited, so it cannot come back there either.
princess-dragon-dragon-fairy = It may never enter the { -tile } where the { -fairy } stands.
princess-dragon-dragon-eating-title = Figures in the dragon’s way
princess-dragon-dragon-eating = Each time the { -dragon } enters a { -tile }, every figure on that { -tile } goes straight back to its owner: { -thief(number: "pl") }, { -knight(number: "pl") }, { -monk(number: "pl") } and { -farmer(number: "pl") } alike.
princess-dragon-dragon-eating-after = The { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } and { -field(number: "pl") } they held stay as they are, only without those { -follower(number: "pl") }. Each of those { -follower(number: "pl") } is back in its owner’s { -supply }, ready to be placed again.
princess-dragon-dragon-dead-end-title = A dead end
princess-dragon-dragon-dead-end = Sometimes the { -dragon } reaches a { -tile } from which it cannot take another step by these rules: every neighbouring space is empty, already visited or guarded by the { -fairy }. Its move then ends there, even if it has gone fewer than six { -tile(number: "pl") }.

## Chapter: the fairy

princess-dragon-fairy = The fairy
princess-dragon-fairy-placing-title = Placing the fairy
princess-dragon-fairy-placing = Instead of placing a { -follower }, you may set the { -fairy } beside one of your own { -follower(number: "pl") }, anywhere in the landscape. It then stands on the same { -tile } as that { -follower }. The { -fairy } belongs to nobody: it starts the game beside the landscape, and each player who uses it takes it from wherever it is.
princess-dragon-fairy-moving = So if the { -fairy } already stands beside a { -follower }, another player’s or your own, you may move it from there to one of your own { -follower(number: "pl") } in the same way.
princess-dragon-fairy-powers-title = What the fairy does
princess-dragon-fairy-powers = The { -fairy } does three things:
princess-dragon-fairy-protects = It keeps the { -dragon } away: the { -dragon } may not enter the { -tile } where the { -fairy } stands, so your { -follower } there is safe from it.
princess-dragon-fairy-turn-point = It brings a { -point } every turn: if one of your { -follower(number: "pl") } stands with the { -fairy } when your turn begins, you score 1 { -point } at once.
princess-dragon-fairy-scoring = It adds a bonus at scoring: when the { -road }, { -city }, { -cloister } or { -field } of the { -follower } beside the { -fairy } is scored, during the game or in the final scoring, that { -follower }’s owner scores 3 { -point(number: "pl") } on top. These 3 come whatever else happens in that scoring, even if another player has the majority there and the owner would otherwise score nothing.
princess-dragon-fairy-after-title = When the follower leaves
princess-dragon-fairy-after = After that scoring the { -follower } goes back to its owner as usual, but the { -fairy } stays where it is, on its { -tile }, until a player moves it.
princess-dragon-fairy-after-reading = The rulebook does not say what a { -fairy } does once its { -follower } has gone home. We read it like this: it still keeps the { -dragon } off its { -tile }, but it earns nobody anything, neither the { -point } at the start of a turn nor the bonus at scoring, until a player moves it beside one of their { -follower(number: "pl") }. This is our reading, not the publisher’s.
princess-dragon-fairy-mayor-title = The fairy beside a mayor
princess-dragon-fairy-mayor = A { -mayor } counts for as many as its { -city } has { -pennant(number: "pl") }, so in a { -city } without any it counts for nothing. When such a { -city } is completed and only a { -mayor } of that kind holds it, the { -city } is still scored, for 0 { -point(number: "pl") }, and the { -mayor } goes home. The { -fairy } beside it pays its 3 { -point(number: "pl") } all the same, since they do not depend on what the { -follower } scores. That the { -city } counts as scored, for nothing, is our reading; the rulebook only says that the { -fairy } pays.

## Chapter: the magic portal

princess-dragon-portal = The magic portal
princess-dragon-portal-anywhere = When you lay a { -tile } with a { -magic-portal }, your { -follower } for this turn need not go on the { -tile } you have just laid: you may place it there, or on any other { -tile } already in the landscape.
princess-dragon-portal-rules = Wherever it goes, the usual rules for placing a { -follower } still hold. It may not join a { -road }, { -city }, { -cloister } or { -field } that already has a { -follower } in it, and it may not go on one that is already completed.
princess-dragon-portal-dragon = Nor may it go on the { -tile } where the { -dragon } stands, since a { -follower } never shares a { -tile } with the { -dragon }.

## Chapter: the princess

princess-dragon-princess = The princess
princess-dragon-princess-rule = Each { -princess } lives in a piece of { -city } on her { -tile }, which you lay by the usual rules. If that piece of { -city } extends a { -city } where one or more { -knight(number: "pl") } already stand, you may send one of those { -knight(number: "pl") } home: it goes back to its owner’s { -supply }.
princess-dragon-princess-choice = If the { -city } holds { -knight(number: "pl") } of several players, you choose freely which one leaves.
princess-dragon-princess-own = It may be any player’s { -knight }, one of your own included.
princess-dragon-princess-instead = Sending a { -knight } home takes the place of your figure for the turn: if you do it, you place no { -follower } this turn.
princess-dragon-princess-fairy-reading = The rulebook names the figures you may not place after sending a { -knight } home, and the { -fairy } is not among them. Since the { -fairy } too is placed or moved instead of a { -follower }, we read the princess’s turn as leaving no room for it: you do not place or move the { -fairy } either. This is our reading, not the publisher’s.

## Chapter: the tiles

princess-dragon-tiles = The tiles
princess-dragon-tiles-intro = The thirty { -tile(number: "pl") } of Princess & Dragon, with how many of each the box holds.

## With other expansions (sections with `with` in book/princess-dragon.toml)

princess-dragon-volcano-builder-title = The builder and the pig on a volcano tile
princess-dragon-volcano-builder = With Traders & Builders, the { -dragon } keeps only { -follower(number: "pl") } off the { -volcano } { -tile }. Your { -builder } or your { -pig } may still go there by its usual rules: the { -builder } if the { -tile } extends a { -road } or { -city } where you have a { -thief } or { -knight }, the { -pig } if it extends a { -field } where you have a { -farmer }.
princess-dragon-dragon-big-title = The dragon and the big follower
princess-dragon-dragon-big = A { -big-follower } is no safer from the { -dragon } than any other figure: if the { -dragon } enters its { -tile }, it goes back to its owner like the rest.
princess-dragon-dragon-builder-title = The dragon, the builder and the pig
princess-dragon-dragon-builder = The { -dragon } sends home every figure on a { -tile } it enters, { -builder(number: "pl") } and { -pig(number: "pl") } included.
princess-dragon-dragon-builder-last = A { -builder } or { -pig } the { -dragon } never touches can lose its place too. A { -builder } stays only while its owner has a { -thief } or { -knight } in its { -road } or { -city }, and a { -pig } only while its owner has a { -farmer } in its { -field }. If the { -dragon } takes the last of them, the { -builder } or { -pig } goes back to its owner at once, wherever it stands.
princess-dragon-fairy-builder-title = The fairy, the builder and the pig
princess-dragon-fairy-builder-instead = With Traders & Builders, placing or moving the { -fairy } is one more choice for your figure: you may do it instead of placing a { -follower }, a { -builder } or a { -pig }.
princess-dragon-fairy-builder-double = A { -double-turn } is still one turn. If one of your { -follower(number: "pl") } stands with the { -fairy }, you score its 1 { -point } once, when your turn begins, and not again before your second { -tile }.
princess-dragon-portal-builder-title = The portal, the builder and the pig
princess-dragon-portal-builder-reading = The rulebook speaks only of a { -follower } going through the { -magic-portal }. We take it at its word: a { -follower } may be placed elsewhere through the portal (with Inns & Cathedrals, a { -big-follower } too), but a { -builder } or a { -pig } may not; they go only on the { -tile } you have just laid, by their own rules. This is our reading, not the publisher’s.
princess-dragon-princess-big-title = The princess and the big knight
princess-dragon-princess-big = With Inns & Cathedrals, the { -princess } may send home a big { -knight } as well as a small one. Counting as two in the majority does not protect it: it is still one { -follower }, and it goes back to its owner like any other.
princess-dragon-princess-builder-title = The princess and the builder
princess-dragon-princess-builder = If the { -knight } the { -princess } sends home was its owner’s last one in that { -city }, that player’s { -builder } in the { -city } goes home with it at once.
princess-dragon-princess-builder-instead = In a turn in which you send a { -knight } home, you may not place a { -builder } or a { -pig } either.

## Chapter: where the printings differ

princess-dragon-printings = Where the printings differ
princess-dragon-printings-intro = The publishers’ printings of this expansion do not agree on three rules. This book follows the rulebook it was written from, a translation of Hans im Glück’s first printing; below, each difference with who says what. In the examples you can switch between the options, as you switch between the editions.
princess-dragon-printings-dragon-title = When the dragon moves
princess-dragon-printings-dragon = In our rulebook the { -dragon } moves right after the { -follower } (or the { -fairy }), before the turn’s scoring; Hans im Glück’s later printings and Z-Man Games keep that order. Rio Grande Games’ English rules move it after the scoring. The difference shows when the { -dragon } passes over a { -follower } whose feature the same { -tile } completes: before the scoring it eats the { -follower }, who scores nothing; after it, the feature scores first and the { -follower } is already home.
princess-dragon-printings-princess-title = May or must the princess act
princess-dragon-printings-princess = Our rulebook says the player who adds a { -princess } to a { -city } with { -knight(number: "pl") } in it may send one of them home, and may also leave them all there and place a { -follower } as usual. Rio Grande Games’ Big Box rules make it a duty: the player must send one { -knight } home and places no figure on that { -tile }. Under that option, a turn that leaves every { -knight } in the { -princess }’s { -city } is refused.
princess-dragon-printings-fairy-title = Beside a follower, or on a tile
princess-dragon-printings-fairy = Our rulebook has the { -fairy } placed beside one of the player’s own { -follower(number: "pl") }, and Hans im Glück’s printings, old and new, say the same. Rio Grande Games’ and Z-Man Games’ English rules put it on a { -tile } that holds one of the player’s { -follower(number: "pl") }. The difference shows when several { -follower(number: "pl") } share that { -tile }.
princess-dragon-printings-fairy-reading = Our reading of “on a { -tile }”, which those rules leave open: at the start of their turn, every player with a { -follower } on the fairy’s { -tile } scores the { -point }, and when a feature is scored, every owner of one of its { -follower(number: "pl") } on that { -tile } scores the 3 { -point(number: "pl") }. Our rulebook’s text speaks of “the same { -tile }” for the points too; we read it as the { -tile } of the { -follower } the { -fairy } stands beside, since that is where it is placed.
