### Tile kinds and editions of The River II and The Count of Carcassonne,
### and the quarters of the city of Carcassonne.
### Ids: tile-<kind id in lower case>, edition-<set id>, quarter-<quarter>.
### Shown on tile sheets, on the block of the Count's city and on the site.

## Edition names

edition-river-2 = The River II
edition-count = The Count of Carcassonne

## The River II

tile-r2-01 = River II spring
tile-r2-02 = River fork
tile-r2-03 = Lake with a volcano
tile-r2-04 = Lake beside a city cap
tile-r2-05 = City on a bridge over the river
tile-r2-06 = River with a cloister
tile-r2-07 = River with a bridge and an inn
tile-r2-08 = River with a city cap and a road
tile-r2-09 = River bend
tile-r2-10 = River bend beside a city corner with a pennant
tile-r2-11 = River bend with a herd of pigs
tile-r2-12 = River bend beside a road bend

## The Count of Carcassonne

tile-co-01 = Carcassonne: west gate road
tile-co-02 = Carcassonne: north wall
tile-co-03 = Carcassonne: north wall by the castle
tile-co-04 = Carcassonne: north gate road
tile-co-05 = Carcassonne: west wall
tile-co-06 = Carcassonne: the cathedral
tile-co-07 = Carcassonne: market stalls
tile-co-08 = Carcassonne: the market by the east wall
tile-co-09 = Carcassonne: south-west wall and a city cap
tile-co-10 = Carcassonne: south wall
tile-co-11 = Carcassonne: south gate road by the smithy
tile-co-12 = Carcassonne: south-east wall and a city cap

## Quarters of the city of Carcassonne

quarter-castle = Castle
quarter-market = Market
quarter-blacksmith = Blacksmith
quarter-cathedral = Cathedral
