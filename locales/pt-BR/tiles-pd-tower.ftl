### Cartelas das expansões III A Princesa e o Dragão e IV A Torre.

## Nomes das expansões

edition-princess-dragon = A Princesa e o Dragão
edition-tower = A Torre

## A Princesa e o Dragão

tile-pd-01 = Vulcão no campo
tile-pd-02 = Portal mágico: duas curvas de estrada
tile-pd-03 = Vulcão no fim de uma estrada
tile-pd-04 = Dragão: parte de cidade
tile-pd-05 = Vulcão abaixo de uma parte de cidade
tile-pd-06 = Dragão: monastério com estradas terminando nele de três lados
tile-pd-07 = Dragão: cruzamento de três estradas
tile-pd-08 = Portal mágico: cruzamento de três estradas
tile-pd-09 = Princesa: parte de cidade com cruzamento de três estradas
tile-pd-10 = Princesa numa parte de cidade, e um canto de cidade com brasão
tile-pd-11 = Princesa: cidade em três lados
tile-pd-12 = Portal mágico: cidade em três lados, com brasão
tile-pd-13 = Dragão: monastério numa cidade em três lados
tile-pd-14 = Dragão: curva de estrada
tile-pd-15 = Vulcão: curva de estrada
tile-pd-16 = Dragão: estrada reta
tile-pd-17 = Vulcão: estrada reta
tile-pd-18 = Princesa: canto de cidade com o campo dividido
tile-pd-19 = Dragão: canto de cidade
tile-pd-20 = Princesa: canto de cidade
tile-pd-21 = Vulcão entre duas partes de cidade
tile-pd-22 = Dragão: cidade atravessando a cartela, com brasão
tile-pd-23 = Princesa: canto de cidade com curva de estrada
tile-pd-24 = Portal mágico: canto de cidade com curva de estrada
tile-pd-25 = Dragão: túnel, uma estrada por baixo de uma cidade atravessando a cartela
tile-pd-26 = Dragão: parte de cidade com estrada virando à esquerda
tile-pd-27 = Portal mágico: parte de cidade com estrada virando à esquerda
tile-pd-28 = Dragão: parte de cidade com estrada virando à direita
tile-pd-29 = Portal mágico: parte de cidade com estrada virando à direita

## A Torre

tile-tw-01 = Parte de cidade com base de torre
tile-tw-02 = Base de torre no campo
tile-tw-03 = Monastério com base de torre
tile-tw-04 = Base de torre com estradas terminando nela de dois lados
tile-tw-05 = Base de torre com estradas terminando nela de três lados
tile-tw-06 = Duas curvas de estrada com base de torre
tile-tw-07 = Base de torre com estradas terminando nela de quatro lados
tile-tw-08 = Estrada através de uma cidade atravessando a cartela, com base de torre
tile-tw-09 = Parte de cidade com estrada terminando na base de torre
tile-tw-10 = Parte de cidade com curva de estrada e base de torre
tile-tw-11 = Parte de cidade até uma estrada reta, com base de torre
tile-tw-12 = Canto de cidade com base de torre
tile-tw-13 = Canto de cidade com estrada terminando no portão e base de torre, três campos
tile-tw-14 = Duas partes de cidade vizinhas com base de torre
tile-tw-15 = Duas partes de cidade opostas com estrada reta e base de torre
tile-tw-16 = Cidade em três lados, com estrada terminando no portão e base de torre
tile-tw-17 = Cidade em três lados, com brasão, uma parte de cidade e base de torre
