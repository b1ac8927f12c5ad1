### The Winter Edition rule book: every message that book/winter.toml names.
### Ids: winter-<chapter>-<what>. Chapter titles are winter-<chapter>,
### section titles end in -title. Plain text, no markup; game vocabulary
### from the glossary terms in terms.ftl, never at the start of a sentence.

winter-title = Winter Edition
winter-summary = Carcassonne in a snowy landscape: the same game as the base game, played by the same rules, with 84 { -tile(number: "pl") }, twelve of them showing winter animals, and what differs between its printings.

## Chapter: about the Winter Edition

winter-overview = About the Winter Edition
winter-overview-intro = The Winter Edition is a complete game of Carcassonne in its own box, for two to five players, set in a snow-covered landscape. You do not need the base game to play it.
winter-overview-rules = Its rules are exactly the rules of the base game, so they are not repeated here: read the base game rule book to learn how to set up, lay { -tile(number: "pl") }, place { -follower(number: "pl") }, score and finish the game. Everything in it applies unchanged, including the third-edition scoring of { -field(number: "pl") }.

winter-overview-contents-title = What is in the box
winter-overview-item-tiles = 84 { -tile(number: "pl") }: the 72 { -tile(number: "pl") } of the base game, with the same kinds in the same numbers and the same { -start-tile } with a dark back, plus twelve { -tile(number: "pl") } with animals.
winter-overview-item-followers = 40 { -follower(number: "pl") } in five colours, eight of each colour.
winter-overview-item-scoreboard = A { -scoreboard }.
winter-overview-item-rules = A rule booklet.
winter-overview-length = With twelve more { -tile(number: "pl") } than the base game, a game lasts twelve turns longer in all. Nothing else changes.

winter-overview-clarifications-title = Official clarifications
winter-overview-clarifications = The publisher’s official clarifications of the rules apply to the Winter Edition unchanged; the base game rule book gives them in its chapter on official clarifications. The rules wiki Wikicarpedia, which this book draws on for the Winter Edition, marks each of them as coming from the publisher and keeps them apart from what players have added. So does this book: the two “common readings” at the end of that chapter are players’ interpretations, not the publisher’s.

winter-overview-house-rules-title = House rules from fans
winter-overview-house-rules = Fans have also collected house rules on Wikicarpedia. They are not part of the game and do not come from the publisher; if you want to play with one, agree on it before the game starts. A few of them, credited as the wiki credits them:
winter-overview-house-rule-bag = Draw the { -tile(number: "pl") } from a bag instead of from piles, and put a { -tile } that fits nowhere back into the bag instead of taking it out of the game (common house rules; the second is credited to dwhitworth).
winter-overview-house-rule-next-tile = Draw your next { -tile } at the end of your turn, so that you can think about where to lay it while the others play.
winter-overview-house-rule-hand = Play with a hand of three { -tile(number: "pl") }, drawing back up to three after each turn (suggested by DavidP and youtch).
winter-overview-house-rule-unfinished = Unfinished { -road(number: "pl") }, { -city(number: "pl") } and { -cloister(number: "pl") } score nothing at the end of the game (suggested by metoth).

## Chapter: the tiles with animals

winter-animals = The { -tile(number: "pl") } with animals
winter-animals-what = Twelve { -tile(number: "pl") } show winter animals in the landscape; there is one of each. Shuffle them in with all the other { -tile(number: "pl") } and play them like any other { -tile }: they must fit their neighbours, and you may place a { -follower } on them as usual.
winter-animals-decoration = The rulebook says only that these { -tile(number: "pl") } are played by the usual rules. The animals have no effect on where a { -tile } may go, on where a { -follower } may stand, or on scoring.
winter-animals-fans = Fans on Wikicarpedia add that the publisher, Hans im Glück, has asked players to suggest rules for the animals. That is a note of the wiki, not a rule: no rule for the animals has become part of the game, so for now they are only pictures.

## Chapter: printings

winter-printings = Printings
winter-printings-intro = The Winter Edition has been printed several times. The rules have stayed the same, but the contents of the box have not always been:
winter-printings-2011 = The 2011 printing contains only the 72 { -tile(number: "pl") } of the base game, without the { -tile(number: "pl") } with animals.
winter-printings-2012 = The printings of 2012 and 2015 add the twelve { -tile(number: "pl") } with animals, for 84 { -tile(number: "pl") } in all.
winter-printings-2020 = The 2020 printing also has 84 { -tile(number: "pl") }.
winter-printings-2022 = The 2022 printing has 84 { -tile(number: "pl") } as well.

winter-printings-start-title = The start tile
winter-printings-start = In all four printings the { -start-tile } is one of the four D { -tile(number: "pl") } and has a darker back than the rest. The lists of 2011, 2012/2015 and 2020 mark that one D and say nothing more about the D { -tile(number: "pl") }; the 2022 list also names the small picture on each of the four.

winter-printings-artwork-title = Differences in the artwork
winter-printings-artwork = The small illustrations on the { -tile(number: "pl") } differ from one printing to another: trees, houses, stables and other little details. In the printings up to 2020, some kinds of { -tile } even come in several versions whose pictures differ while the landscape stays the same.
winter-printings-variants = The lists of 2011, 2012/2015 and 2020 mark the kinds E, U, V and W as drawn in several versions, without saying how many { -tile(number: "pl") } each version has. The 2022 list does it the other way round: for every kind it names the small picture on each single { -tile }. The W { -tile }, where three { -road(number: "pl") } meet, is called a { -crossing } in the 2011 list and a village in those of 2012/2015 and 2020.
winter-printings-same = None of these details matters for play. In every printing, each kind of { -tile } has the same { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } and { -field(number: "pl") }, in the same numbers, and the rules are the same.
winter-printings-reading = Our reading: since the lists give no count per version and the versions differ only in their pictures, the { -tile } data here keeps one kind per letter in every printing.

## Chapter: the tiles

winter-tiles = All 84 { -tile(number: "pl") }
winter-tiles-intro = The Winter Edition has the 24 kinds of the base game, labelled A to X, in the same numbers, plus twelve { -tile(number: "pl") } with animals, one of each, numbered Z01 to Z12.
winter-tiles-numbering = The printings’ lists on Wikicarpedia show pictures of only ten animal { -tile(number: "pl") }, Z01 to Z04 and Z07 to Z12, while saying that there are twelve. The shapes of all twelve come from the tile definitions of JCloisterZone, an open-source version of the game. Which number belongs to which shape is our reading, not the publisher’s: no source we read links the two.
