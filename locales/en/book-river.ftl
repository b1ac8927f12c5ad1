### The River rule book: every message that book/river.toml names.
### Ids: river-<chapter>-<what>. Chapter titles are river-<chapter>, section
### titles end in -title. Plain text, no markup; game vocabulary from the
### glossary terms in terms.ftl, never at the start of a sentence.
### "The River" is the name of the expansion; { -river } is the river on
### the tiles.

river-title = The River
river-summary = Twelve { -tile(number: "pl") } that open the game with a { -river } winding through the landscape: how to set them up, how the { -river } must run, and where your { -follower(number: "pl") } may stand.

## Chapter: the river tiles

river-overview = What the River adds
river-overview-intro = The River is a small expansion of twelve { -tile(number: "pl") } for the base game. They are laid at the very start of the game and carry a { -river } across the table, from its spring to a lake; the rest of the landscape then grows around it. Everything else is played by the rules of the base game. The twelve { -tile(number: "pl") } are:
river-overview-spring = The spring, where the { -river } rises.
river-overview-lake = The lake, where the { -river } ends.
river-overview-middle = Ten { -tile(number: "pl") } that carry the { -river } onwards: straight stretches and bends, some with a { -road }, a { -city } or a { -cloister } on the bank, and one where a { -road } crosses the water on a bridge.
river-overview-backs = The { -river } { -tile(number: "pl") } have the same dark back as the { -start-tile } of the base game, which makes them easy to keep apart from the other { -tile(number: "pl") }.

## Chapter: setting up

river-setup = Setting up with the River
river-setup-intro = Set up the base game as usual, with these changes:
river-setup-step-start = Take the { -start-tile } out of the game: the spring replaces it.
river-setup-step-spring = Place the spring face up in the middle of the table.
river-setup-step-lake = Put the lake aside for now.
river-setup-step-pile = Shuffle the other ten { -river } { -tile(number: "pl") } and place them face down in a pile of their own.
river-setup-step-base = Shuffle the { -tile(number: "pl") } of the base game face down into piles beside them.

## Chapter: playing the river

river-play = Playing the River
river-play-order-title = The { -river } comes first
river-play-first = The game opens with the { -river }. Players take their turns as usual, but they draw from the pile of { -river } { -tile(number: "pl") } until all ten have been laid. Apart from that, each turn is an ordinary turn: lay the { -tile }, place a { -follower } if you wish, and score anything your { -tile } completes.
river-play-lake = When the tenth { -river } { -tile } is down, the next player lays the lake instead of drawing a { -tile }, and so ends the { -river }. From the following turn on, everyone draws from the { -tile(number: "pl") } of the base game, and the game goes on as usual.

river-play-course-title = How the { -river } must run
river-play-rule-continue = Each new { -river } { -tile } must carry on the { -river } from its open end, water against water.
river-play-rule-fit = All of its other edges must fit their neighbours as usual: { -road } to { -road }, { -city } to { -city }, { -field } to { -field }.
river-play-rule-bends = The rulebook forbids one thing here: the { -river } must not turn back on itself in a tight U. This book reads a tight U as two bends in a row to the same side, so after a bend to the left the next { -tile } runs straight or bends to the right, and after a bend to the right it runs straight or bends to the left. That is our reading, not the rulebook’s words, and the examples follow it: a U with a straight { -tile } between its two bends counts as wide and is allowed.

river-play-followers-title = Placing { -follower(number: "pl") } and scoring
river-play-followers = You may place a { -follower } on a { -river } { -tile } just as on any other { -tile }: as a { -thief } on its { -road }, as a { -knight } in its { -city }, as a { -monk } on its { -cloister } or as a { -farmer } in one of its { -field(number: "pl") }. The { -river } itself can never be occupied.
river-play-fields = Like a { -road }, the { -river } divides the land it flows through: the { -field } on one bank is a different { -field } from the one on the other bank. Only around the spring and around the lake does the land go all the way round the water.
river-play-scoring = All the { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } and { -field(number: "pl") } on the { -river } { -tile(number: "pl") } are scored exactly as in the base game, both during the game and at the end.

## Chapter: the tiles

river-tiles = All twelve { -tile(number: "pl") }
river-tiles-intro = The River has twelve { -tile(number: "pl") }, each of a different kind: the spring, the lake and ten { -tile(number: "pl") } in between.
