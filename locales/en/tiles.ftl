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
