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

## Estalagens e Catedrais

tile-ic-a = Monastério com estradas terminando nele dos dois lados
tile-ic-b = Catedral numa cidade nos quatro lados
tile-ic-c = Quatro partes de cidade separadas
tile-ic-d = Três partes de cidade separadas
tile-ic-e = Duas partes de cidade opostas com estradas terminando nelas
tile-ic-f = Canto de cidade com brasão e uma parte de cidade
tile-ic-g = Parte de cidade com campo dividido
tile-ic-h = Parte de cidade com estrada terminando no portão
tile-ic-i = Canto de cidade com estrada terminando no portão
tile-ic-j = Cidade atravessando a cartela, com brasão e duas estradas terminando nela
tile-ic-k = Estalagem à beira do lago: canto de cidade com estrada terminando no portão
tile-ic-l = Estalagem à beira do lago: parte de cidade com curva de estrada
tile-ic-m = Estalagem à beira do lago: canto de cidade com brasão e curva de estrada
tile-ic-n = Estalagem à beira do lago: cruzamento de três estradas
tile-ic-o = Estalagem à beira do lago: estrada reta
tile-ic-p = Estalagem à beira do lago: curva de estrada
tile-ic-q = Duas curvas de estrada

## Comerciantes e Construtores

tile-tb-a = Canto de cidade com trigo
tile-tb-b = Canto de cidade com vinho
tile-tb-c = Cidade atravessando a cartela com tecido, e uma parte de cidade
tile-tb-d = Cidade atravessando a cartela com vinho, e uma parte de cidade
tile-tb-e = Cidade em três lados, com trigo
tile-tb-f = Três cidades separadas, uma com tecido
tile-tb-g = Canto de cidade com tecido e duas estradas, quatro campos
tile-tb-h = Canto de cidade com vinho e duas estradas
tile-tb-i = Canto de cidade com tecido, uma parte de cidade e uma estrada
tile-tb-j = Canto de cidade com trigo, uma parte de cidade e uma estrada
tile-tb-k = Canto de cidade com tecido e estrada
tile-tb-l = Canto de cidade com vinho e estrada, três campos
tile-tb-m = Cidade em três lados, com vinho e estrada
tile-tb-n = Dois cantos de cidade, um com vinho
tile-tb-o = Cidade atravessando a cartela, com vinho
tile-tb-p = Parte de cidade com estrada terminando no portão
tile-tb-q = Cidade atravessando a cartela com trigo e estrada
tile-tb-r = Cidade atravessando a cartela com vinho e estrada
tile-tb-s = Cidade atravessando a cartela com vinho e duas estradas
tile-tb-t = Monastério que divide a estrada em três
tile-tb-u = Canto de cidade com trigo e estrada
tile-tb-v = Canto de cidade com trigo e estrada, três campos
tile-tb-w = Parte de cidade com estradas terminando na cidade e numa casa
tile-tb-x = Ponte: duas estradas que se cruzam
