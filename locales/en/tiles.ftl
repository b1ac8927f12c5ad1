### Tile kinds: one short descriptive name per kind of tile in data/tilesets/.
### Ids: tile-<kind id in lower case>. Shown on tile sheets and on the site.

## Base game

tile-a = Cloister with a road
tile-b = Cloister
tile-c = City on all four sides, with a pennant
tile-d = City cap with a straight road
tile-e = City cap
tile-f = City across the tile, with a pennant
tile-g = City across the tile
tile-h = Two opposite city caps
tile-i = Two adjacent city caps
tile-j = City cap with a road turning right
tile-k = City cap with a road turning left
tile-l = City cap with a three-way crossing
tile-m = City corner with a pennant
tile-n = City corner
tile-o = City corner with a pennant and a road bend
tile-p = City corner with a road bend
tile-q = Three-sided city with a pennant
tile-r = Three-sided city
tile-s = Three-sided city with a pennant and a road
tile-t = Three-sided city with a road
tile-u = Straight road
tile-v = Road bend
tile-w = Three-way crossing
tile-x = Four-way crossing

## The River

tile-river-spring = River spring
tile-river-lake = River lake
tile-river-straight-we = Straight river, west–east
tile-river-straight-ns = Straight river, north–south
tile-river-bend-nw = River bend, north–west
tile-river-bend-es = River bend, east–south
tile-river-bridge = River with a bridge
tile-river-cities = River between two city caps
tile-river-city-road = River with a city cap and a road
tile-river-city-bend = River bend beside a city corner
tile-river-cloister = River with a cloister
tile-river-road-bend = River bend beside a road bend

## Winter Edition: tiles with animals

tile-z01 = Animal tile 1
tile-z02 = Animal tile 2
tile-z03 = Animal tile 3
tile-z04 = Animal tile 4
tile-z05 = Animal tile 5
tile-z06 = Animal tile 6
tile-z07 = Animal tile 7
tile-z08 = Animal tile 8
tile-z09 = Animal tile 9
tile-z10 = Animal tile 10
tile-z11 = Animal tile 11
tile-z12 = Animal tile 12

## Inns & Cathedrals

tile-ic-a = Cloister with roads ending at it from two sides
tile-ic-b = Cathedral in a city on all four sides
tile-ic-c = Four separate city caps
tile-ic-d = Three separate city caps
tile-ic-e = Two opposite city caps with roads ending at them
tile-ic-f = City corner with a pennant, and a city cap
tile-ic-g = City cap with a divided field
tile-ic-h = City cap with a road ending at its gate
tile-ic-i = City corner with a road ending at its gate
tile-ic-j = City across the tile, with a pennant and two roads ending at it
tile-ic-k = Inn by a lake: city corner with a road ending at its gate
tile-ic-l = Inn by a lake: city cap with a road bend
tile-ic-m = Inn by a lake: city corner with a pennant and a road bend
tile-ic-n = Inn by a lake: three-way crossing
tile-ic-o = Inn by a lake: straight road
tile-ic-p = Inn by a lake: road bend
tile-ic-q = Two road bends

## Traders & Builders

tile-tb-a = City corner with grain
tile-tb-b = City corner with wine
tile-tb-c = City across the tile with cloth, and a city cap
tile-tb-d = City across the tile with wine, and a city cap
tile-tb-e = Three-sided city with grain
tile-tb-f = Three separate cities, one with cloth
tile-tb-g = City corner with cloth and two roads, four fields
tile-tb-h = City corner with wine and two roads
tile-tb-i = City corner with cloth, a city cap and a road
tile-tb-j = City corner with grain, a city cap and a road
tile-tb-k = City corner with cloth and a road
tile-tb-l = City corner with wine and a road, three fields
tile-tb-m = Three-sided city with wine and a road
tile-tb-n = Two city corners, one with wine
tile-tb-o = City across the tile, with wine
tile-tb-p = City cap with a road ending at its gate
tile-tb-q = City across the tile with grain and a road
tile-tb-r = City across the tile with wine and a road
tile-tb-s = City across the tile with wine and two roads
tile-tb-t = Cloister splitting a road into three
tile-tb-u = City corner with grain and a road
tile-tb-v = City corner with grain and a road, three fields
tile-tb-w = City cap with roads ending at the city and at a house
tile-tb-x = Bridge: two roads crossing
