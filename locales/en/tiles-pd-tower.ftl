### Tile kinds and editions of expansions III Princess & Dragon and IV The Tower.
### Ids: tile-<kind id in lower case>, edition-<set id>. Shown on tile sheets and on the site.

## Edition names

edition-princess-dragon = Princess & Dragon
edition-tower = The Tower

## Princess & Dragon

tile-pd-01 = Volcano in a field
tile-pd-02 = Magic portal: two road bends
tile-pd-03 = Volcano at the end of a road
tile-pd-04 = Dragon: city cap
tile-pd-05 = Volcano below a city cap
tile-pd-06 = Dragon: cloister with roads ending at it from three sides
tile-pd-07 = Dragon: three-way crossing
tile-pd-08 = Magic portal: three-way crossing
tile-pd-09 = Princess: city cap with a three-way crossing
tile-pd-10 = Princess in a city cap, and a city corner with a pennant
tile-pd-11 = Princess: three-sided city
tile-pd-12 = Magic portal: three-sided city with a pennant
tile-pd-13 = Dragon: cloister in a three-sided city
tile-pd-14 = Dragon: road bend
tile-pd-15 = Volcano: road bend
tile-pd-16 = Dragon: straight road
tile-pd-17 = Volcano: straight road
tile-pd-18 = Princess: city corner with a divided field
tile-pd-19 = Dragon: city corner
tile-pd-20 = Princess: city corner
tile-pd-21 = Volcano between two city caps
tile-pd-22 = Dragon: city across the tile, with a pennant
tile-pd-23 = Princess: city corner with a road bend
tile-pd-24 = Magic portal: city corner with a road bend
tile-pd-25 = Dragon: tunnel, a road under a city across the tile
tile-pd-26 = Dragon: city cap with a road turning left
tile-pd-27 = Magic portal: city cap with a road turning left
tile-pd-28 = Dragon: city cap with a road turning right
tile-pd-29 = Magic portal: city cap with a road turning right

## The Tower

tile-tw-01 = City cap with a tower foundation
tile-tw-02 = Tower foundation in a field
tile-tw-03 = Cloister with a tower foundation
tile-tw-04 = Tower foundation with roads ending at it from two sides
tile-tw-05 = Tower foundation with roads ending at it from three sides
tile-tw-06 = Two road bends with a tower foundation
tile-tw-07 = Tower foundation with roads ending at it from four sides
tile-tw-08 = Road through a city across the tile, with a tower foundation
tile-tw-09 = City cap with a road ending at a tower foundation
tile-tw-10 = City cap with a road bend and a tower foundation
tile-tw-11 = City cap down to a straight road, with a tower foundation
tile-tw-12 = City corner with a tower foundation
tile-tw-13 = City corner with a road ending at its gate and a tower foundation, three fields
tile-tw-14 = Two adjacent city caps with a tower foundation
tile-tw-15 = Two opposite city caps with a straight road and a tower foundation
tile-tw-16 = Three-sided city with a road ending at its gate and a tower foundation
tile-tw-17 = Three-sided city with a pennant, a city cap and a tower foundation
