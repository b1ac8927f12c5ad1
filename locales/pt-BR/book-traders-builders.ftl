### O livro de regras de Comerciantes e Construtores: todas as mensagens
### citadas em book/traders-builders.toml. Ids:
### traders-builders-<capítulo>-<o-quê>. Os títulos de capítulo são
### traders-builders-<capítulo>; os títulos de seção terminam em -title. Texto
### simples, sem marcação; o vocabulário do jogo vem dos termos do glossário
### em terms.ftl, nunca no início de uma frase.
### As mercadorias em geral são “mercadorias”; cada peça delas é uma “ficha de
### mercadoria” ({ -goods-token }); os símbolos são “símbolos de mercadoria”.

traders-builders-title = Comerciantes e Construtores
traders-builders-summary = A segunda expansão: vinte e quatro { -tile(number: "pl") } com pontes, casas e { -city(number: "pl") } cheias de mercadorias, um { -builder } que lhe rende { -tile(number: "pl") } a mais, um { -pig } que engorda os seus { -field(number: "pl") } e { -goods-token(number: "pl") } que recompensam quem conclui uma { -city }.

## Capítulo: o que a expansão acrescenta

traders-builders-overview = O que Comerciantes e Construtores acrescenta
traders-builders-overview-intro = A expansão Comerciantes e Construtores é jogada com o jogo básico, sozinha ou junto com Estalagens e Catedrais, e acrescenta cerca de quinze minutos à partida. Na caixa, você encontra:
traders-builders-overview-tiles = 24 novas { -tile(number: "pl") } de terreno, marcadas com um pequeno símbolo para que possam ser separadas de novo depois da partida.
traders-builders-overview-figures = 6 { -builder(number: "pl") } e 6 { -pig(number: "pl") }, um de cada em cada cor.
traders-builders-overview-goods = 20 { -goods-token(number: "pl") }: 9 de { -wine }, 6 de { -grain } e 5 de { -cloth }.
traders-builders-overview-rest = Todas as regras do jogo básico continuam as mesmas. Este livro descreve só o que muda: as novas { -tile(number: "pl") }, o { -builder }, o { -pig } e as mercadorias.
traders-builders-overview-new-tiles-title = As novas { -tile(number: "pl") }
traders-builders-overview-new-tiles = Embaralhe as novas { -tile(number: "pl") } com as outras e coloque-as pelas regras de sempre. Algumas delas merecem uma explicação:
traders-builders-overview-bridge = A ponte não é um { -crossing }: uma { -road } atravessa a { -tile } de oeste a leste, a outra passa por cima dela de norte a sul, e nenhuma das duas termina ali. Os quatro cantos da { -tile } são quatro { -field(number: "pl") } separados.
traders-builders-overview-cloister = Em uma { -tile }, um { -cloister } fica onde três { -road(number: "pl") } se encontram: ele encerra cada uma delas, exatamente como faria um { -crossing }.
traders-builders-overview-house = Em outra, uma { -road } termina no portão de uma { -city } e a outra em uma casa. Uma casa encerra uma { -road } como um { -crossing }.
traders-builders-overview-three-cities = Uma { -tile } tem três partes de { -city } separadas: cada uma é uma { -city } independente até que outras { -tile(number: "pl") } a liguem a outras partes.
traders-builders-overview-symbols = Muitas { -city(number: "pl") } mostram um símbolo de { -wine }, de { -grain } ou de { -cloth }: veja as mercadorias mais abaixo.

## Capítulo: o construtor

traders-builders-builder = O { -builder }
traders-builders-builder-placing-title = Como posicionar o { -builder }
traders-builders-builder-placing = Em vez de um { -follower }, você pode posicionar o seu { -builder } na { -tile } que acabou de colocar, mas só em uma { -road } ou { -city } em que você já tenha pelo menos um { -thief } ou { -knight }. Assim, primeiro você ocupa uma { -road } ou { -city } como de costume e, em um turno posterior, quando a prolongar, pode pôr o seu { -builder } na nova { -tile }.
traders-builders-builder-others = Outros jogadores também podem ter { -follower(number: "pl") } ou { -builder(number: "pl") } nessa { -road } ou { -city }.
traders-builders-builder-distance = O seu { -builder } pode ficar a qualquer número de { -tile(number: "pl") } de distância do seu { -follower }.
traders-builders-builder-road-or-city = Você pode colocá-lo ora em uma { -road }, ora em uma { -city }.
traders-builders-builder-no-field = Ele nunca vai para um { -field }.
traders-builders-builder-double-title = O { -double-turn }
traders-builders-builder-double = A partir daí, sempre que você colocar uma { -tile } que prolongue a { -road } ou a { -city } onde está o seu { -builder }, você tem um { -double-turn }: depois de posicionar uma figura e pontuar como de costume, você compra mais uma { -tile }, coloca-a, pode posicionar uma figura nela e pontua de novo. Depois disso, o seu turno termina.
traders-builders-builder-no-chain = Não há encadeamento: se a segunda { -tile } prolongar de novo a { -road } ou a { -city } do { -builder }, você não ganha uma terceira { -tile }.
traders-builders-builder-stays = O { -builder } fica onde está enquanto a { -road } ou a { -city } dele estiver inacabada, e lhe dá um { -double-turn } cada vez que você a prolongar. Quando a { -road } ou a { -city } é concluída, ela é pontuada, e o { -builder } volta para você junto com os seus { -follower(number: "pl") }.
traders-builders-builder-both-tiles = Você pode posicionar uma figura em cada uma das duas { -tile(number: "pl") } de um { -double-turn }. Se a primeira { -tile } concluir a { -road } ou a { -city } do { -builder }, você pode até pôr na segunda { -tile } o { -builder } que acabou de voltar.
traders-builders-builder-majority = O { -builder } nunca conta quando se decide a maioria de uma { -road } ou { -city }, e não pontua nada por si só.

## Capítulo: o porco

traders-builders-pig = O { -pig }
traders-builders-pig-placing-title = Como posicionar o { -pig }
traders-builders-pig-placing = Em vez de um { -follower }, você pode posicionar o seu { -pig } na { -tile } que acabou de colocar, mas só em um { -field } em que você já tenha pelo menos um { -farmer }. Os { -farmer(number: "pl") } e os { -pig(number: "pl") } de outros jogadores também podem estar nesse { -field }.
traders-builders-pig-stays = Assim como os { -farmer(number: "pl") }, o { -pig } fica no seu { -field } até o fim do jogo. Se algum dia o seu último { -farmer } sair desse { -field } — o que só outras expansões podem provocar —, o { -pig } volta para você junto com ele.
traders-builders-pig-scoring-title = Quanto vale o { -pig }
traders-builders-pig-scoring = Na contagem final, se você é dono de um { -field } onde está o seu { -pig }, marca 4 { -point(number: "pl") } em vez de 3 para cada { -city } concluída que faz divisa com esse { -field }.
traders-builders-pig-majority = Só os { -farmer(number: "pl") } decidem quem é o dono de um { -field }; o { -pig } não conta. Se você não é dono do { -field }, o seu { -pig } não rende nada; e se você divide a posse dele com outros jogadores em um empate, só você ganha os { -point(number: "pl") } a mais.
traders-builders-pig-house-title = Uma regra da casa: mais { -pig(number: "pl") }
traders-builders-pig-house = A caixa dá um { -pig } a cada jogador. Alguns jogadores combinam dois para cada um, ou mais; nenhuma tiragem faz isso, então esta é uma regra da casa. Cada { -pig } continua precisando de um { -farmer } do seu dono no seu { -field }, e um { -field } conta um só { -pig } por jogador.
traders-builders-pig-editions-title = O { -pig } e as regras mais antigas dos { -field(number: "pl") }
traders-builders-pig-editions = O manual descreve o { -pig } para a pontuação atual dos { -field(number: "pl") }, em que cada { -field } é pontuado separadamente, a 3 { -point(number: "pl") } por { -city }. Ele não diz como o { -pig } funciona com as regras mais antigas; por isso, os exemplos deste livro seguem as leituras abaixo, que são nossas, e não da editora.
traders-builders-pig-reading-first = Para as regras da primeira edição, em que cada { -city } concluída vai para o jogador com mais { -farmer(number: "pl") } ao redor dela e vale 4, esta é a nossa leitura: um jogador que ganha uma { -city } e tem um { -pig } em um dos { -field(number: "pl") } ao redor dela onde também tem um { -farmer } marca 5 por essa { -city }.
traders-builders-pig-reading-second = Para as regras da segunda edição, em que um jogador pontua cada { -city } uma só vez, mesmo que vários { -field(number: "pl") } seus façam divisa com ela, esta é a nossa leitura: o { -pig } acrescenta 1 { -point } a cada { -city } que o dono dele pontua pelo { -field } onde o { -pig } está, de modo que uma { -city } assim vale 4.
traders-builders-pig-reading-big = Com Estalagens e Catedrais, um { -farmer } grande conta como dois { -farmer(number: "pl") } em toda maioria sobre um { -field } e, na primeira edição, ao redor de uma { -city } (nossa leitura); o { -pig } não conta como nenhum { -farmer }. Um { -pig } pode entrar em um { -field } onde o seu único { -farmer } é o grande.

## Capítulo: as mercadorias

traders-builders-goods = As mercadorias
traders-builders-goods-merchant-title = Concluir uma { -city } com mercadorias
traders-builders-goods-merchant = Quando uma { -city } com um ou mais símbolos de mercadoria é concluída, ela é pontuada como de costume. Depois, o jogador que colocou a { -tile } que a concluiu pega uma { -goods-token } para cada símbolo da { -city }, do mesmo tipo: { -wine } para { -wine }, { -grain } para { -grain }, { -cloth } para { -cloth }.
traders-builders-goods-anyone = Não importa se esse jogador tem um { -knight } na { -city }, nem se alguém tem: concluir uma { -city } rende mercadorias a quem a concluir.
traders-builders-goods-final-title = As mercadorias na contagem final
traders-builders-goods-final = No fim do jogo, o jogador com mais fichas de { -wine } marca 10 { -point(number: "pl") }; o mesmo vale para o jogador com mais { -grain } e para o que tiver mais { -cloth }.
traders-builders-goods-tie = Se vários jogadores empatarem com o maior número de fichas de um tipo, cada um deles marca os 10 { -point(number: "pl") } completos.

## Capítulo: as cartelas

traders-builders-tiles = As { -tile(number: "pl") }
traders-builders-tiles-intro = As vinte e quatro { -tile(number: "pl") } de Comerciantes e Construtores, com a quantidade de cada uma na caixa.
