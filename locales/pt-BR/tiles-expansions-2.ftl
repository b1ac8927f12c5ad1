### Cartelas das expansões V A Abadia e o Alcaide, VI Conde, Rei e Companhia (O Rei e o Barão Ladrão, A Seita) e VII A Catapulta.

## Nomes das expansões

edition-abbey-mayor = A Abadia e o Alcaide
edition-king-robber = O Rei e o Barão Ladrão
edition-cult = A Seita
edition-cult-6 = A Seita, tiragem da Rio Grande Games (6 cartelas)
edition-catapult = A Catapulta

## A Abadia e o Alcaide

tile-am-abbey = A abadia, a cartela própria de cada jogador
tile-am-01 = Cidade nos quatro lados, com dois brasões
tile-am-02 = Duas cidades que se cruzam, uma com brasão, e dois campos pequenos
tile-am-03 = Parte de cidade com brasão acima de uma cidade atravessando a cartela
tile-am-04 = Duas partes de cidade vizinhas com estradas terminando nos seus portões
tile-am-05 = Monastério com estradas terminando nele dos quatro lados
tile-am-06 = Parte de cidade com estrada terminando no portão
tile-am-07 = Parte de cidade até uma estrada virando à direita
tile-am-08 = Parte de cidade até uma estrada virando à esquerda
tile-am-09 = Parte de cidade com brasão até os cantos opostos, três campos
tile-am-10 = Estrada terminando numa casa no campo
tile-am-11 = Estrada que se bifurca em três direções
tile-am-12 = Estrada por baixo de uma cidade atravessando a cartela, com brasão

## O Rei e o Barão Ladrão

tile-kr-01 = Monastério abaixo de uma parte de cidade
tile-kr-02 = Parte de cidade com estrada terminando no portão
tile-kr-03 = Parte de cidade com estrada terminando no portão e curva de estrada
tile-kr-04 = Canto de cidade com duas estradas terminando nos portões, quatro campos
tile-kr-05 = Duas cidades separadas que se cruzam, e dois campos pequenos

## A Seita

tile-cu-01 = Santuário no campo
tile-cu-02 = Santuário abaixo de uma parte de cidade
tile-cu-03 = Santuário no fim de uma estrada
tile-cu-04 = Santuário abaixo de uma parte de cidade, no fim de uma estrada
tile-cu-05 = Santuário com estradas terminando nele de dois lados
tile-cu-06 = Santuário abaixo de uma parte de cidade, com estradas terminando nele a leste e a oeste

## A Catapulta

tile-ca-01 = Feira com estradas terminando nela de dois lados
tile-ca-02 = Feira no fim de uma estrada, e uma curva de estrada
tile-ca-03 = Feira ao lado de um canto de cidade com brasão
tile-ca-04 = Feira com estradas terminando nela dos quatro lados
tile-ca-05 = Feira numa cidade nos quatro lados
tile-ca-06 = Feira com estradas terminando nela de dois lados vizinhos
tile-ca-07 = Feira entre duas partes de cidade opostas
tile-ca-08 = Feira no campo
tile-ca-09 = Feira ao lado de uma parte de cidade, dois campos
tile-ca-10 = Feira abaixo de uma parte de cidade
tile-ca-11 = Feira no fim de uma estrada, e uma curva de estrada do outro lado
tile-ca-12 = Feira ao lado de um monastério, dois campos
