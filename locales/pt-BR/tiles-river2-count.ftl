### Cartelas das expansões O Rio II e O Conde de Carcassonne, e os bairros
### da cidade de Carcassonne.

## Nomes das expansões

edition-river-2 = O Rio II
edition-count = O Conde de Carcassonne

## O Rio II

tile-r2-01 = Nascente do Rio II
tile-r2-02 = Bifurcação do rio
tile-r2-03 = Lago com um vulcão
tile-r2-04 = Lago junto a uma parte de cidade
tile-r2-05 = Cidade sobre uma ponte no rio
tile-r2-06 = Rio com monastério
tile-r2-07 = Rio com ponte e estalagem
tile-r2-08 = Rio com parte de cidade e estrada
tile-r2-09 = Curva de rio
tile-r2-10 = Curva de rio junto a um canto de cidade com brasão
tile-r2-11 = Curva de rio com uma manada de porcos
tile-r2-12 = Curva de rio junto a uma curva de estrada

## O Conde de Carcassonne

tile-co-01 = Carcassonne: estrada do portão oeste
tile-co-02 = Carcassonne: muralha norte
tile-co-03 = Carcassonne: muralha norte junto ao castelo
tile-co-04 = Carcassonne: estrada do portão norte
tile-co-05 = Carcassonne: muralha oeste
tile-co-06 = Carcassonne: a catedral
tile-co-07 = Carcassonne: barracas do mercado
tile-co-08 = Carcassonne: o mercado junto à muralha leste
tile-co-09 = Carcassonne: muralha sudoeste e uma parte de cidade
tile-co-10 = Carcassonne: muralha sul
tile-co-11 = Carcassonne: estrada do portão sul junto à ferraria
tile-co-12 = Carcassonne: muralha sudeste e uma parte de cidade

## Bairros da cidade de Carcassonne

quarter-castle = Castelo
quarter-market = Mercado
quarter-blacksmith = Ferraria
quarter-cathedral = Catedral
