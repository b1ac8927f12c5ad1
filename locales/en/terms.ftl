### Glossary: the game's vocabulary, one term per word. Messages use these
### terms rather than writing the words, so a word reads the same everywhere.
### English terms take `number`: "sg" (default) or "pl".
### Each locale gives its own terms the parameters its grammar needs; see
### docs/localization.md.

-follower = { $number ->
   *[sg] follower
    [pl] followers
}

-thief = { $number ->
   *[sg] thief
    [pl] thieves
}

-knight = { $number ->
   *[sg] knight
    [pl] knights
}

-monk = { $number ->
   *[sg] monk
    [pl] monks
}

-farmer = { $number ->
   *[sg] farmer
    [pl] farmers
}

-tile = { $number ->
   *[sg] tile
    [pl] tiles
}

-start-tile = start tile

-road = { $number ->
   *[sg] road
    [pl] roads
}

-city = { $number ->
   *[sg] city
    [pl] cities
}

-cloister = { $number ->
   *[sg] cloister
    [pl] cloisters
}

-field = { $number ->
   *[sg] field
    [pl] fields
}

-crossing = { $number ->
   *[sg] crossing
    [pl] crossings
}

-pennant = { $number ->
   *[sg] pennant
    [pl] pennants
}

-supply = supply

-scoreboard = scoreboard

-point = { $number ->
   *[sg] point
    [pl] points
}

-river = { $number ->
   *[sg] river
    [pl] rivers
}

## Expansions I and II: Inns & Cathedrals, Traders & Builders.

-big-follower = { $number ->
   *[sg] big follower
    [pl] big followers
}

-inn = { $number ->
   *[sg] inn
    [pl] inns
}

-cathedral = { $number ->
   *[sg] cathedral
    [pl] cathedrals
}

-builder = { $number ->
   *[sg] builder
    [pl] builders
}

-pig = { $number ->
   *[sg] pig
    [pl] pigs
}

-goods-token = { $number ->
   *[sg] goods token
    [pl] goods tokens
}

-wine = wine

-grain = grain

-cloth = cloth

-double-turn = { $number ->
   *[sg] double turn
    [pl] double turns
}

## Expansions III and IV: Princess & Dragon, The Tower.

-dragon = dragon

-fairy = fairy

-volcano = { $number ->
   *[sg] volcano
    [pl] volcanoes
}

-magic-portal = { $number ->
   *[sg] magic portal
    [pl] magic portals
}

-princess = { $number ->
   *[sg] princess
    [pl] princesses
}

-tower = { $number ->
   *[sg] tower
    [pl] towers
}

-tower-piece = { $number ->
   *[sg] tower piece
    [pl] tower pieces
}

-tower-foundation = { $number ->
   *[sg] tower foundation
    [pl] tower foundations
}

-prisoner = { $number ->
   *[sg] prisoner
    [pl] prisoners
}

-ransom = ransom

## Expansion V: Abbey & Mayor.

-abbey = { $number ->
   *[sg] abbey
    [pl] abbeys
}

-mayor = { $number ->
   *[sg] mayor
    [pl] mayors
}

-wagon = { $number ->
   *[sg] wagon
    [pl] wagons
}

-barn = { $number ->
   *[sg] barn
    [pl] barns
}

## Expansion VI: King & Robber Baron, Cult.

-shrine = { $number ->
   *[sg] shrine
    [pl] shrines
}

-heretic = { $number ->
   *[sg] heretic
    [pl] heretics
}

## Expansion VII: The Catapult.

-catapult = { $number ->
   *[sg] catapult
    [pl] catapults
}

-fair = { $number ->
   *[sg] fair
    [pl] fairs
}
