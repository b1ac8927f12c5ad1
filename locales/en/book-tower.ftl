### The Tower rule book: every message that book/tower.toml names, its
### sections about other expansions included. Ids: tower-<chapter>-<what>.
### Chapter titles are tower-<chapter>, section titles end in -title. Plain
### text, no markup; game vocabulary from the glossary terms in terms.ftl,
### never at the start of a sentence. "The Tower" is the name of the
### expansion; { -tower } is a tower built in the landscape.

tower-title = The Tower
tower-summary = The fourth expansion: eighteen { -tile(number: "pl") } with a { -tower-foundation } and thirty { -tower-piece(number: "pl") } to build with. The higher a { -tower } grows, the farther it reaches to take a { -follower } prisoner, and a { -prisoner } comes home only by an exchange or for a { -ransom }.

## Chapter: what the expansion adds

tower-overview = What The Tower adds
tower-overview-intro = The Tower is played with the base game and makes a game about ten minutes longer. The box holds:
tower-overview-tiles = 18 new land { -tile(number: "pl") }, each with a { -tower-foundation }, marked with the expansion’s symbol so that they are easy to sort out after the game.
tower-overview-pieces = 30 wooden { -tower-piece(number: "pl") }, all of one colour, shared out among the players.
tower-overview-holder = A holder for the { -tile(number: "pl") }, built in the shape of a { -tower }.
tower-overview-holder-tip = The publisher advises leaving the holder assembled and drawing your { -tile(number: "pl") } from it. You may take them from its top or from its bottom, but the top is the better choice: the fewer { -tile(number: "pl") } are left inside, the more easily they topple when you pull one out from below.
tower-overview-rest = Every rule of the base game still applies. This book explains only what is new: building { -tower(number: "pl") }, taking { -prisoner(number: "pl") } and getting them back.

## Chapter: setting up

tower-setup = Setting up with The Tower
tower-setup-intro = Set up the base game as usual and shuffle the 18 new { -tile(number: "pl") } in with the others. Then share out the { -tower-piece(number: "pl") }: everyone gets the same number, which depends on how many are playing.
tower-setup-two = Two players: 10 { -tower-piece(number: "pl") } each.
tower-setup-three = Three players: 9 each.
tower-setup-four = Four players: 7 each.
tower-setup-five = Five players: 6 each.
tower-setup-six = Six players: 5 each.

## Chapter: the new tiles

tower-new-tiles = Laying the new tiles
tower-new-tiles-placing = The new { -tile(number: "pl") } are laid by the rules of the base game. The only new thing on them is a { -tower-foundation }: a place marked out for a { -tower } to be built on.
tower-new-tiles-roads = Where a { -road } runs into a { -tower-foundation }, it ends there, just as it would at a { -crossing }.

## Chapter: building towers

tower-together = Towers with the other expansions
tower-building = Building towers
tower-building-choice-title = A tower piece instead of a follower
tower-building-choice = On your turn, instead of placing a { -follower }, you may do one of these:
tower-building-start = Put one of your { -tower-piece(number: "pl") } on an empty { -tower-foundation }, anywhere in the landscape and not only on the { -tile } you have just laid. That starts a new { -tower }.
tower-building-raise = Put one of your { -tower-piece(number: "pl") } on top of a { -tower } that is already standing, whoever built it, to make it one level higher.
tower-building-finish = Finish a { -tower } by placing one of your { -follower(number: "pl") } on top of it.
tower-building-capture-title = Taking a prisoner
tower-building-capture = Each time you put a { -tower-piece } in place, whether it starts a { -tower } or raises one, you may at once take one { -follower } prisoner.
tower-building-capture-reach = Which { -follower(number: "pl") } you can reach depends on the height you have just given the { -tower }, counted in { -tower-piece(number: "pl") }. You may take one that stands on the { -tile } of the { -tower } itself, or on a { -tile } in a straight line north, east, south or west of it, no more { -tile(number: "pl") } away than the { -tower } is now high. Diagonals do not count.
tower-building-capture-count = So a { -tower } one piece high reaches five { -tile(number: "pl") }: its own and the four next to it. Two pieces high, it reaches nine, two in each direction, and every further level adds four more, one at the far end of each line. A { -tower } may grow as high as the players care to build it.
tower-building-capture-no-block = Nothing in between blocks a { -tower }’s reach: neither an empty space in the line nor another { -tower } standing in it.
tower-building-captured-title = Where a captured follower goes
tower-building-captured-own = You may take one of your own { -follower(number: "pl") }: it simply goes back to your { -supply }.
tower-building-captured-other = A { -follower } of another player becomes your { -prisoner }: put it in front of you, apart from your own { -supply }. Its owner cannot use it until it comes back, as the chapter on { -prisoner(number: "pl") } explains.
tower-building-finish-title = Finishing a tower
tower-building-finish-rule = When you place one of your { -follower(number: "pl") } on top of a { -tower }, the { -tower } is finished: nobody may add a piece to it any more.
tower-building-finish-stays = That { -follower } stays on the { -tower } until the end of the game and does not come back to you, unless another { -tower } takes it prisoner.
tower-building-finish-tip = Finishing a { -tower } earns nothing by itself, and it costs you a { -follower } for the rest of the game. It is worth it only to protect a { -follower } of yours that matters a great deal: a finished { -tower } can never be raised again, so nobody can use it to take that { -follower } prisoner.

## Chapter: prisoners

tower-prisoners = Prisoners
tower-prisoners-exchange-title = Exchanging prisoners
tower-prisoners-exchange = As soon as two players each hold a { -prisoner } of the other, the two { -prisoner(number: "pl") } are exchanged at once: each goes back to its owner’s { -supply }.
tower-prisoners-exchange-several = If one of the two holds several { -follower(number: "pl") } of the other, the other player chooses which one they get back. Only that one pair is exchanged: the others stay { -prisoner(number: "pl") }.
tower-prisoners-ransom-title = Paying a ransom
tower-prisoners-ransom = On your turn you may pay a { -ransom } to buy back one of your captured { -follower(number: "pl") } from the player who holds it: move your marker back 3 spaces on the { -scoreboard }, and that player moves theirs forward 3. Your { -follower } returns to your { -supply }.
tower-prisoners-ransom-place = You may place the freed { -follower } in that same turn.
tower-prisoners-ransom-reading = The rulebook does not say what happens if you have fewer than 3 { -point(number: "pl") }. We read it as: then you cannot pay a { -ransom }. This is our reading, not the publisher’s.

## Chapter: the tiles

tower-tiles = The tiles
tower-tiles-intro = The eighteen { -tile(number: "pl") } of The Tower, with how many of each the box holds.

## With other expansions (sections with `with` in book/tower.toml)

tower-building-big-title = Towers and the big follower
tower-building-big = With Inns & Cathedrals, a { -tower } may take a { -big-follower } prisoner just as it takes a small one, and a captured { -big-follower } is exchanged or bought back like any other { -follower }.
tower-building-builder-title = Towers, the builder and the pig
tower-building-builder-instead = With Traders & Builders, building with a { -tower-piece } or finishing a { -tower } is one more choice for your figure: you may do it instead of placing a { -builder } or a { -pig } as well.
tower-building-builder-never = A { -tower } never takes a { -builder } or a { -pig } prisoner; it captures { -follower(number: "pl") } only.
tower-building-builder-home = A { -builder } or { -pig } may still have to go home. If a { -tower } takes its owner’s last { -thief } or { -knight } from its { -road } or { -city }, or the last { -farmer } from its { -field }, the { -builder } or { -pig } goes back to its owner at once.
tower-building-dragon-title = Towers and the dragon
tower-building-dragon-instead = With Princess & Dragon, you may also build with a { -tower-piece } instead of placing or moving the { -fairy }.
tower-building-dragon-top = A { -follower } on top of a finished { -tower } is not safe from the { -dragon }: if the { -dragon } enters that { -tile }, the { -follower } goes back to its owner, as every figure there does. And since a { -follower } never shares a { -tile } with the { -dragon }, you cannot finish a { -tower } on the { -tile } where the { -dragon } stands.
