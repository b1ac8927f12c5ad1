### Tile kinds and editions of expansions V Abbey & Mayor, VI Count, King & Robber (King & Robber Baron, The Cult) and VII The Catapult.
### Ids: tile-<kind id in lower case>, edition-<set id>. Shown on tile sheets and on the site.

## Edition names

edition-abbey-mayor = Abbey & Mayor
edition-king-robber = King & Robber Baron
edition-cult = The Cult
edition-cult-6 = The Cult, Rio Grande Games’ printing (6 tiles)
edition-catapult = The Catapult

## Abbey & Mayor

tile-am-abbey = The abbey, each player’s own tile
tile-am-01 = City on all four sides, with two pennants
tile-am-02 = Two cities crossing, one with a pennant, and two small fields
tile-am-03 = City cap with a pennant above a city across the tile
tile-am-04 = Two adjacent city caps with roads ending at their gates
tile-am-05 = Cloister with roads ending at it from four sides
tile-am-06 = City cap with a road ending at its gate
tile-am-07 = City cap down to a road turning right
tile-am-08 = City cap down to a road turning left
tile-am-09 = City cap with a pennant reaching the far corners, three fields
tile-am-10 = Road ending at a house in a field
tile-am-11 = Road forking three ways
tile-am-12 = Road under a city across the tile, with a pennant

## King & Robber Baron

tile-kr-01 = Cloister below a city cap
tile-kr-02 = City cap with a road ending at its gate
tile-kr-03 = City cap with a road ending at its gate and a road bend
tile-kr-04 = City corner with two roads ending at its gates, four fields
tile-kr-05 = Two separate cities crossing, and two small fields

## The Cult

tile-cu-01 = Shrine in a field
tile-cu-02 = Shrine below a city cap
tile-cu-03 = Shrine at the end of a road
tile-cu-04 = Shrine below a city cap, at the end of a road
tile-cu-05 = Shrine with roads ending at it from two sides
tile-cu-06 = Shrine below a city cap, roads ending at it from east and west

## The Catapult

tile-ca-01 = Fair with roads ending at it from two sides
tile-ca-02 = Fair at the end of a road, and a road bend
tile-ca-03 = Fair beside a city corner with a pennant
tile-ca-04 = Fair with roads ending at it from four sides
tile-ca-05 = Fair in a city on all four sides
tile-ca-06 = Fair with roads ending at it from two adjacent sides
tile-ca-07 = Fair between two opposite city caps
tile-ca-08 = Fair in a field
tile-ca-09 = Fair beside a city cap, two fields
tile-ca-10 = Fair below a city cap
tile-ca-11 = Fair at the end of a road, and a road bend on the other side
tile-ca-12 = Fair beside a cloister, two fields
