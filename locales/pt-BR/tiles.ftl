### Tipos de cartela: um nome curto e descritivo para cada tipo em data/tilesets/.

## Jogo básico

tile-a = Monastério com estrada
tile-b = Monastério
tile-c = Cidade nos quatro lados, com brasão
tile-d = Parte de cidade com estrada reta
tile-e = Parte de cidade
tile-f = Cidade atravessando a cartela, com brasão
tile-g = Cidade atravessando a cartela
tile-h = Duas partes de cidade opostas
tile-i = Duas partes de cidade vizinhas
tile-j = Parte de cidade com estrada virando à direita
tile-k = Parte de cidade com estrada virando à esquerda
tile-l = Parte de cidade com cruzamento de três estradas
tile-m = Canto de cidade com brasão
tile-n = Canto de cidade
tile-o = Canto de cidade com brasão e curva de estrada
tile-p = Canto de cidade com curva de estrada
tile-q = Cidade em três lados, com brasão
tile-r = Cidade em três lados
tile-s = Cidade em três lados, com brasão e estrada
tile-t = Cidade em três lados, com estrada
tile-u = Estrada reta
tile-v = Curva de estrada
tile-w = Cruzamento de três estradas
tile-x = Cruzamento de quatro estradas

## O Rio

tile-river-spring = Nascente do rio
tile-river-lake = Lago no fim do rio
tile-river-straight-we = Rio reto, oeste–leste
tile-river-straight-ns = Rio reto, norte–sul
tile-river-bend-nw = Curva de rio, norte–oeste
tile-river-bend-es = Curva de rio, leste–sul
tile-river-bridge = Rio com ponte
tile-river-cities = Rio entre duas partes de cidade
tile-river-city-road = Rio com parte de cidade e estrada
tile-river-city-bend = Curva de rio junto a um canto de cidade
tile-river-cloister = Rio com monastério
tile-river-road-bend = Curva de rio junto a uma curva de estrada

## Edição de Inverno: cartelas com animais

tile-z01 = Cartela com animais 1
tile-z02 = Cartela com animais 2
tile-z03 = Cartela com animais 3
tile-z04 = Cartela com animais 4
tile-z05 = Cartela com animais 5
tile-z06 = Cartela com animais 6
tile-z07 = Cartela com animais 7
tile-z08 = Cartela com animais 8
tile-z09 = Cartela com animais 9
tile-z10 = Cartela com animais 10
tile-z11 = Cartela com animais 11
tile-z12 = Cartela com animais 12
