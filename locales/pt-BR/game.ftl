### Edições, edições das regras e cores dos jogadores.

## Conjuntos de cartelas e edições

edition-base = Jogo básico
edition-river = O Rio
edition-winter = Edição de Inverno
edition-winter-2011 = Edição de Inverno, tiragem de 2011 (WD)
edition-winter-2012 = Edição de Inverno, tiragens de 2012 e 2015 (WE1)
edition-winter-2020 = Edição de Inverno, tiragem de 2020 (WE2)
edition-winter-2022 = Edição de Inverno, tiragem de 2022 (WE3)
edition-inns-cathedrals = Estalagens e Catedrais
edition-traders-builders = Comerciantes e Construtores

## Edições das regras

rules-first = Regras da primeira edição
rules-second = Regras da segunda edição
rules-third = Regras da terceira edição

## Cores dos jogadores (no masculino: “o jogador vermelho”)

color-red = Vermelho
color-blue = Azul
color-green = Verde
color-yellow = Amarelo
color-black = Preto
color-grey = Cinza
