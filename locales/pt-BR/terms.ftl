### Glossário: o vocabulário do jogo, um termo por palavra.
### As palavras são as do manual brasileiro (seguidor, ladrão, cavaleiro, monge, fazendeiro).
### Parâmetro: `number` = "sg" (padrão) ou "pl". O atributo `.gender`
### (masculine, feminine) serve para a concordância de artigos e adjetivos.

-follower = { $number ->
   *[sg] seguidor
    [pl] seguidores
}
    .gender = masculine

-thief = { $number ->
   *[sg] ladrão
    [pl] ladrões
}
    .gender = masculine

-knight = { $number ->
   *[sg] cavaleiro
    [pl] cavaleiros
}
    .gender = masculine

-monk = { $number ->
   *[sg] monge
    [pl] monges
}
    .gender = masculine

-farmer = { $number ->
   *[sg] fazendeiro
    [pl] fazendeiros
}
    .gender = masculine

-tile = { $number ->
   *[sg] cartela
    [pl] cartelas
}
    .gender = feminine

-start-tile = cartela inicial
    .gender = feminine

-road = { $number ->
   *[sg] estrada
    [pl] estradas
}
    .gender = feminine

-city = { $number ->
   *[sg] cidade
    [pl] cidades
}
    .gender = feminine

-cloister = { $number ->
   *[sg] monastério
    [pl] monastérios
}
    .gender = masculine

-field = { $number ->
   *[sg] campo
    [pl] campos
}
    .gender = masculine

-crossing = { $number ->
   *[sg] cruzamento
    [pl] cruzamentos
}
    .gender = masculine

-pennant = { $number ->
   *[sg] brasão
    [pl] brasões
}
    .gender = masculine

-supply = reserva
    .gender = feminine

-scoreboard = marcador de pontos
    .gender = masculine

-point = { $number ->
   *[sg] ponto
    [pl] pontos
}
    .gender = masculine

-river = { $number ->
   *[sg] rio
    [pl] rios
}
    .gender = masculine

## Expansões I e II: Estalagens e Catedrais, Comerciantes e Construtores.
## O seed 003 cobre só o jogo básico; estas são as palavras das edições
## brasileiras publicadas (Devir).

-big-follower = { $number ->
   *[sg] seguidor grande
    [pl] seguidores grandes
}
    .gender = masculine

-inn = { $number ->
   *[sg] estalagem
    [pl] estalagens
}
    .gender = feminine

-cathedral = { $number ->
   *[sg] catedral
    [pl] catedrais
}
    .gender = feminine

-builder = { $number ->
   *[sg] construtor
    [pl] construtores
}
    .gender = masculine

-pig = { $number ->
   *[sg] porco
    [pl] porcos
}
    .gender = masculine

-goods-token = { $number ->
   *[sg] ficha de mercadoria
    [pl] fichas de mercadoria
}
    .gender = feminine

-wine = vinho
    .gender = masculine

-grain = trigo
    .gender = masculine

-cloth = tecido
    .gender = masculine

-double-turn = { $number ->
   *[sg] turno duplo
    [pl] turnos duplos
}
    .gender = masculine

## Expansões III e IV: A Princesa e o Dragão, A Torre.
## As palavras das edições brasileiras e dos nomes das cartelas
## (tiles-pd-tower.ftl): dragão, fada, vulcão, portal mágico, princesa,
## torre, segmento de torre (a palavra da página da Devir), base de torre,
## prisioneiro, resgate.

-dragon = dragão
    .gender = masculine

-fairy = fada
    .gender = feminine

-volcano = { $number ->
   *[sg] vulcão
    [pl] vulcões
}
    .gender = masculine

-magic-portal = { $number ->
   *[sg] portal mágico
    [pl] portais mágicos
}
    .gender = masculine

-princess = { $number ->
   *[sg] princesa
    [pl] princesas
}
    .gender = feminine

-tower = { $number ->
   *[sg] torre
    [pl] torres
}
    .gender = feminine

-tower-piece = { $number ->
   *[sg] segmento de torre
    [pl] segmentos de torre
}
    .gender = masculine

-tower-foundation = { $number ->
   *[sg] base de torre
    [pl] bases de torre
}
    .gender = feminine

-prisoner = { $number ->
   *[sg] prisioneiro
    [pl] prisioneiros
}
    .gender = masculine

-ransom = resgate
    .gender = masculine

## Expansão V: A Abadia e o Alcaide.

-abbey = { $number ->
   *[sg] abadia
    [pl] abadias
}
    .gender = feminine

-mayor = { $number ->
   *[sg] alcaide
    [pl] alcaides
}
    .gender = masculine

-wagon = { $number ->
   *[sg] carroça
    [pl] carroças
}
    .gender = feminine

-barn = { $number ->
   *[sg] celeiro
    [pl] celeiros
}
    .gender = masculine

## Expansão VI: Rei, Barão Ladrão, Culto.

-shrine = { $number ->
   *[sg] santuário
    [pl] santuários
}
    .gender = masculine

-heretic = { $number ->
   *[sg] herege
    [pl] hereges
}
    .gender = masculine

## Expansão VII: Catapulta.

-catapult = { $number ->
   *[sg] catapulta
    [pl] catapultas
}
    .gender = feminine

-fair = { $number ->
   *[sg] feira
    [pl] feiras
}
    .gender = feminine
