### Legendas dos exemplos de pontuação de data/examples/: example-<nome do arquivo>.
### O valor tem uma ou duas frases que dizem o que acontece e quem marca
### quanto pelas regras do livro (terceira edição); quando edições mais
### antigas pontuam de outro jeito, a legenda diz isso brevemente. .title é
### um título curto.
### Os jogadores se chamam pelas cores (Vermelho, Azul, Verde, Amarelo,
### Preto), no masculino e com artigo: “o Vermelho”, “do Azul”.

## Estradas

example-road-four-tiles = Uma { -road } entre dois { -crossing(number: "pl") } atravessa quatro { -tile(number: "pl") }. Quando o segundo { -crossing } a fecha, o { -thief } do Vermelho marca 4 { -point(number: "pl") }.
    .title = Uma { -road } entre dois { -crossing(number: "pl") }

example-road-city-to-cloister = O { -thief } do Vermelho está em uma { -road } que vai do portão de uma { -city } até um { -cloister }. A { -tile } do { -cloister } conclui essa { -road } com três { -tile(number: "pl") } de comprimento, e o Vermelho marca 3 { -point(number: "pl") }.
    .title = Do portão de uma { -city } até um { -cloister }

example-road-loop = Quatro curvas fecham uma { -road } sobre si mesma, e uma { -road } fechada está concluída: o { -thief } do Vermelho marca 4 { -point(number: "pl") }. O { -farmer } do Azul, no lado de dentro, está em um { -field } sem nenhuma { -city } ao lado; por isso, não marca nada no fim e nunca pode sair dali.
    .title = Uma { -road } fechada

example-road-scored-same-turn = O Vermelho coloca uma { -tile } que conclui uma { -road } de três { -tile(number: "pl") } entre dois { -crossing(number: "pl") } e põe um { -thief } nessa mesma { -road }. A { -road } é pontuada na hora e rende 3 { -point(number: "pl") }, e o { -thief } volta para a { -supply } do Vermelho no mesmo turno.
    .title = Colocado, pontuado e de volta no mesmo turno

example-crossing-ends-roads = O { -thief } do Vermelho e o do Azul estão em duas { -road(number: "pl") } diferentes, cada uma com duas { -tile(number: "pl") } de comprimento, de um { -crossing } a outro. As duas { -road(number: "pl") } estão concluídas, e cada { -thief } marca 2 { -point(number: "pl") }.
    .title = Todo { -crossing } encerra uma { -road }

## Cidades

example-city-three-tiles-pennant = O Vermelho coloca a última { -tile } de uma { -city } de três { -tile(number: "pl") } com um { -pennant } e põe um { -knight } nela. Ele marca 8 { -point(number: "pl") }: 2 por { -tile } e 2 pelo { -pennant }.
    .title = Três { -tile(number: "pl") } e um { -pennant }

example-city-four-tiles = Quatro { -tile(number: "pl") }, cada uma com um canto de { -city }, fecham entre si uma { -city } redonda. O { -knight } do Vermelho marca 8 { -point(number: "pl") }: 2 para cada uma das quatro { -tile(number: "pl") }, sem nenhum { -pennant }.
    .title = Uma { -city } de quatro { -tile(number: "pl") }

example-city-two-tiles = O Vermelho põe um { -knight } na { -tile } que fecha uma pequena { -city } de duas { -tile(number: "pl") } e marca 4 { -point(number: "pl") } na hora. Pelas regras da primeira edição, a mesma { -city } vale só 2.
    .title = Uma { -city } pequena

example-city-tie = A última { -tile } une a { -city } do Vermelho e a do Azul em uma só { -city } concluída, de cinco { -tile(number: "pl") }. O Vermelho e o Azul têm um { -knight } cada — um empate —, então os dois marcam os 10 { -point(number: "pl") } completos.
    .title = Empate em uma { -city }

example-same-colour-no-double = A última { -tile } une duas { -city(number: "pl") }, cada uma com um { -knight } do Vermelho, em uma só { -city } concluída de cinco { -tile(number: "pl") }. O Vermelho marca os 10 { -point(number: "pl") } uma vez só: o segundo { -knight } não os dobra.
    .title = Dois { -knight(number: "pl") } da mesma cor

example-deploy-after-closing = A nova { -tile } do Vermelho fecha a pequena { -city } onde ele já tem um { -knight } e, com a sua outra parte de { -city }, inicia uma nova { -city }. Ali o Vermelho põe um segundo { -knight }, antes que a { -city } fechada renda 4 { -point(number: "pl") } e o { -knight } dela volte. No fim, a nova { -city }, inacabada, acrescenta 1 { -point }, num total de 5 (3 na primeira edição, em que a { -city } pequena vale 2).
    .title = Um novo { -knight } antes da pontuação

## Monastérios

example-cloister-complete = A oitava { -tile } ao redor do { -cloister } do Vermelho o conclui. O { -monk } do Vermelho marca 9 { -point(number: "pl") }: 1 pelo { -cloister } e 1 para cada uma das suas oito vizinhas.
    .title = Um { -cloister } concluído

## Contagem final: estradas, cidades e monastérios inacabados

example-final-road = No fim do jogo, o { -thief } do Vermelho está em uma { -road } inacabada de três { -tile(number: "pl") }. O Vermelho marca 3 { -point(number: "pl") }, 1 por { -tile }, exatamente como por uma { -road } concluída.
    .title = Uma { -road } inacabada

example-final-cloister = No fim do jogo, o { -cloister } do Amarelo tem só quatro { -tile(number: "pl") } vizinhas. O Amarelo marca 5 { -point(number: "pl") }: 1 pelo { -cloister } e 1 para cada vizinha.
    .title = Um { -cloister } inacabado

example-final-city-majority = No fim do jogo, uma { -city } inacabada de seis { -tile(number: "pl") } com um { -pennant } tem dois { -knight(number: "pl") } do Verde e um do Preto. O Verde tem a maioria e marca 7 { -point(number: "pl") }, 1 por { -tile } e 1 pelo { -pennant }; o Preto não marca nada.
    .title = Uma { -city } inacabada com maioria

## Contagem final: campos

example-farm-basic = O Azul fecha uma { -city } que ninguém ocupa e põe um { -farmer } no { -field } ao lado dela; esse { -field } também faz divisa com uma { -city } inacabada. Só a { -city } concluída conta: o Azul marca 3 { -point(number: "pl") } no fim (4 na primeira edição).
    .title = Um { -field } e as suas { -city(number: "pl") }

example-farm-two-cities = O { -field } do Azul faz divisa com duas { -city(number: "pl") } concluídas, e o fato de as duas serem pequenas não importa. O Azul marca 3 { -point(number: "pl") } por cada uma delas, 6 no total (na primeira edição, 4 por cada uma, 8 no total).
    .title = Um { -field } ao lado de duas { -city(number: "pl") }

example-farm-majority = Dois { -cloister(number: "pl") } unem três { -field(number: "pl") } em um só, que fica com dois { -farmer(number: "pl") } do Vermelho e um do Amarelo; assim, só o Vermelho é dono dele e marca 3 { -point(number: "pl") } pela { -city } concluída. O Azul é dono do { -field } pequeno do outro lado da { -city } e também marca 3. Na primeira edição, a { -city } vai para o jogador com mais { -farmer(number: "pl") } ao redor dela: o Vermelho, que marca 4.
    .title = Quem tem mais { -farmer(number: "pl") } é dono do { -field }

example-farm-tie = O Vermelho e o Amarelo têm um { -farmer } cada no { -field } grande unido pelos { -cloister(number: "pl") }; assim, empatam e são ambos donos dele, e cada um marca 3 { -point(number: "pl") } pela { -city } concluída. O Azul, cujo { -farmer } está no { -field } de uma { -tile } com { -cloister }, é dono do { -field } pequeno do outro lado e também marca 3; na primeira edição, os três têm um { -farmer } ao redor da { -city } e cada um marca 4.
    .title = Empate em um { -field }

example-farm-one-city-two-farms = O Azul tem um { -farmer } em cada um de dois { -field(number: "pl") } separados, e os dois fazem divisa com a mesma { -city } concluída. O Azul marca 3 { -point(number: "pl") } por { -field }, 6 no total; na segunda edição, a { -city } conta só uma vez para o Azul (3), e na primeira ela vale 4.
    .title = Uma { -city }, dois { -field(number: "pl") }

## O Rio

example-river = A nascente dá início ao { -river }, cada { -tile } o leva adiante e o lago o encerra; o { -river } vira primeiro à direita e depois à esquerda, de modo que nunca volta sobre si mesmo em um U fechado. O { -thief } do Vermelho, na ponte, ocupa uma { -road } de uma só { -tile } que nunca é concluída, e marca 1 { -point } no fim.
    .title = Um { -river } da nascente ao lago

## Estalagens e Catedrais

example-ic-big-follower-city = O { -big-follower } do Vermelho e o { -knight } do Azul estão em duas { -city(number: "pl") } que a última { -tile } une em uma só { -city } concluída, de cinco { -tile(number: "pl") }. O { -big-follower } conta como dois { -knight(number: "pl") }; assim, o Vermelho tem a maioria e marca todos os 10 { -point(number: "pl") }, e o Azul não marca nada.
    .title = O { -big-follower } conquista uma { -city }
example-ic-grey-tie = O { -knight } do Cinza ocupa a ponta oeste, e o do Amarelo, a ponta leste; a { -tile } do meio une as duas em uma { -city } concluída de três { -tile(number: "pl") }, com um { -pennant }. Um { -knight } para cada é um empate: o Cinza e o Amarelo pontuam a { -city } inteira, 8 { -point(number: "pl") } cada um, em todas as edições.
    .title = O Cinza, a sexta cor, empata em uma { -city }

example-ic-inner-field = O { -farmer } do Vermelho está no { -field } cercado pelas quatro partes de { -city }. Cada parte é fechada por uma { -tile }; assim, no fim, o { -field } faz divisa com quatro { -city(number: "pl") } concluídas: 12 { -point(number: "pl") } na terceira e na segunda edição, 16 na primeira.
    .title = Um { -farmer } no { -field } do meio

example-ic-big-follower-inn-tie = O { -big-follower } do Vermelho ocupa um trecho de { -road }, e os dois { -thief(number: "pl") } do Azul ocupam outros dois. A última { -tile } une esses trechos em uma só { -road } de oito { -tile(number: "pl") }, que sai do { -crossing } e volta a ele, com duas { -inn(number: "pl") }. Dois contra dois é empate: o Vermelho e o Azul marcam 16 { -point(number: "pl") } cada um, 2 para cada { -tile }.
    .title = Dois { -follower(number: "pl") } contra um { -big-follower }

example-ic-big-farmer = O { -farmer } grande do Vermelho e os dois { -farmer(number: "pl") } do Amarelo acabam no { -field } que os { -cloister(number: "pl") } unem: dois contra dois, então os dois jogadores são donos dele e cada um marca 3 { -point(number: "pl") } pela { -city } concluída; o Azul é dono do { -field } pequeno do outro lado e também marca 3. Na primeira edição, contando ao redor da { -city }, o Vermelho e o Amarelo têm dois cada e o Azul, um: o Vermelho e o Amarelo marcam 4, e o Azul nada (nossa leitura).
    .title = Um { -farmer } grande

example-ic-inn-complete = O { -thief } do Vermelho está em uma { -road } com uma { -inn }. O segundo { -crossing } a conclui com quatro { -tile(number: "pl") }, e o Vermelho marca 8 { -point(number: "pl") }, 2 para cada { -tile }, em vez de 4.
    .title = Uma { -road } concluída com uma { -inn }

example-ic-inn-unfinished = O jogo termina com a { -road } do Vermelho ainda aberta: ela tem uma { -inn }, e por isso o Vermelho não marca nada pelas suas três { -tile(number: "pl") }. A { -road } aberta do Azul, sem { -inn }, rende o 1 { -point } por { -tile } de sempre: 2.
    .title = Uma { -road } inacabada com uma { -inn }

example-ic-two-inns = A { -road } concluída do Vermelho, de quatro { -tile(number: "pl") }, tem duas { -inn(number: "pl") }. Elas não se somam: o Vermelho marca 8 { -point(number: "pl") }, 2 para cada { -tile }, como com uma só.
    .title = Duas { -inn(number: "pl") } na mesma { -road }

example-ic-cathedral-complete = A última { -tile } conclui a { -city } do Vermelho, de seis { -tile(number: "pl") }, com uma { -cathedral } e um { -pennant }. O Vermelho marca 21 { -point(number: "pl") }: 3 para cada { -tile } e 3 pelo { -pennant }, quando uma { -city } comum daria 14.
    .title = Uma { -city } concluída com uma { -cathedral }

example-ic-cathedral-unfinished = O jogo termina com um lado da { -city } do Vermelho ainda aberto. Ela tem uma { -cathedral }, e por isso o Vermelho não marca nada pelas suas cinco { -tile(number: "pl") } nem pelo seu { -pennant }; sem a { -cathedral }, ela teria valido 6.
    .title = Uma { -city } inacabada com uma { -cathedral }

## Comerciantes e Construtores

example-tb-bridge = Duas { -road(number: "pl") } se cruzam na ponte sem se encontrar. A { -road } do Vermelho vai de norte a sul por cima da ponte, e a do Azul, de oeste a leste, por baixo dela; cada uma é concluída com três { -tile(number: "pl") } entre dois { -crossing(number: "pl") }, e cada dono marca 3 { -point(number: "pl") }.
    .title = Uma ponte

example-tb-house-cloister = O { -cloister } encerra cada uma das três { -road(number: "pl") } que chegam a ele, e a casa na { -tile } seguinte encerra mais uma. A { -road } entre os dois é concluída com duas { -tile(number: "pl") } assim que a { -tile } da casa é colocada: o { -thief } do Vermelho marca 2 { -point(number: "pl") } na hora.
    .title = Um { -cloister } e uma casa encerram uma { -road }

example-tb-builder-double-turn = O { -builder } do Vermelho está em uma { -road } do próprio Vermelho. Quando o Vermelho coloca uma { -tile } que a prolonga, ele tem um { -double-turn } e coloca na hora uma segunda { -tile }, que fecha a { -road } com cinco { -tile(number: "pl") }: o Vermelho marca 5 { -point(number: "pl") }, e o { -thief } e o { -builder } voltam para ele. No fim, o { -monk } do Azul marca 4.
    .title = O { -double-turn } do { -builder }

example-tb-builder-no-chain = O Vermelho prolonga a { -road } do { -builder } e ganha uma segunda { -tile }, que prolonga a { -road } de novo; essa não lhe dá uma terceira { -tile }, e o Azul joga em seguida. No fim, a { -road } aberta do Vermelho, de cinco { -tile(number: "pl") }, rende 5 { -point(number: "pl") }: o { -builder } não acrescenta nada.
    .title = Sem encadeamento de { -double-turn(number: "pl") }

example-tb-pig = O Azul é dono de um { -field } ao lado de duas { -city(number: "pl") } concluídas e tem um { -pig } ali: 4 { -point(number: "pl") } por { -city } em vez de 3, 8 no total. Na primeira edição, cada { -city } vale 5 em vez de 4 (nossa leitura), 10 no total.
    .title = Um { -pig } no { -field }

example-tb-two-pigs = Uma regra da casa: dois { -pig(number: "pl") } para cada jogador. A { -road } da { -start-tile } separa dois { -field(number: "pl") }, cada um fazendo divisa com uma { -city } concluída. O Azul tem um { -farmer } e um { -pig } em cada um: 4 por { -city }, 8 no total (10 na primeira edição). Com o único { -pig } da caixa, o segundo seria recusado.
    .title = Dois { -pig(number: "pl") }, uma regra da casa

example-tb-pig-tie = O Vermelho (um { -farmer } e um { -pig }) e o Amarelo (um { -farmer }) empatam pelo { -field } que os { -cloister(number: "pl") } unem, porque o { -pig } não conta. Os dois são donos dele: o Vermelho marca 4 pela { -city } concluída, e o Amarelo, 3. Na primeira edição, a { -city } vale 4 para cada um, e 5 para o Vermelho, com o { -pig } (nossa leitura).
    .title = O { -pig } não conta na maioria

example-tb-goods = O { -knight } do Vermelho ocupa uma { -city } com { -wine }, e o Azul coloca a { -tile } que a conclui. O Vermelho pontua a { -city }: 6 { -point(number: "pl") }. O Azul pega a ficha de { -wine } e, como no fim é quem tem mais { -wine }, marca 10.
    .title = As mercadorias vão para quem conclui a { -city }

example-tb-goods-tie = O Azul conclui uma { -city } com { -grain } que ninguém ocupa e pega a ficha dela; mais tarde, o Vermelho conclui uma { -city } com { -grain } ocupada por um { -knight } dele mesmo, marca 6 { -point(number: "pl") } e pega a segunda ficha. No fim, os dois têm uma ficha de { -grain }: é um empate, e os dois marcam 10.
    .title = Empate na maioria de { -grain }

## A Princesa e o Dragão

example-pd-tunnel = Nesta { -tile }, girada um quarto de volta, a { -city } vai de norte a sul, e a { -road } de oeste a leste passa por baixo dela: as duas continuam. O { -knight } do Azul ocupa a { -city } da { -start-tile }; o Vermelho põe um { -thief } na { -road } do túnel, e o dragão se move para o leste até um beco sem saída. Dois vilarejos fecham a { -road } de três { -tile(number: "pl") }: o Vermelho marca 3. No fim, a { -city } inacabada do Azul, de duas { -tile(number: "pl") }, marca 2.
    .title = O túnel
example-pd-cloister-in-city = O { -knight } do Azul ocupa a { -city } da { -start-tile }. O Vermelho a prolonga com o { -cloister } em uma { -city } e põe um { -monk } no { -cloister }: o { -monk } e o { -knight } dividem a { -tile }, cada um na sua própria construção. No fim, o { -cloister } do Vermelho marca 3 (duas vizinhas e ele mesmo), e a { -city } inacabada do Azul, de duas { -tile(number: "pl") }, marca 2.
    .title = Um { -cloister } em uma { -city }
example-pd-volcano = O Vermelho coloca um vulcão na { -road } a leste da { -start-tile }, e o dragão pousa nele na hora. Nenhum { -follower } pode ficar na { -tile } do dragão; por isso, o Vermelho põe um { -thief } em uma { -tile } colocada depois na mesma { -road }. No fim, essa { -road } de quatro { -tile(number: "pl") } marca 4 { -point(number: "pl") }.
    .title = Um vulcão traz o dragão
example-pd-dragon-dead-end = Depois da { -tile } de dragão do Vermelho, o dragão sai do seu vulcão e segue pela { -road } para o oeste: entra na { -start-tile }, depois na { -tile } do { -thief } do Vermelho, que volta para o dono, e por fim na nova { -tile }, de onde não há mais nenhuma { -tile } para entrar. O movimento termina ali, depois de três { -tile(number: "pl") }. O { -monk } do Azul não estava no caminho do dragão e marca 4 no fim.
    .title = O dragão para em um beco sem saída
example-pd-dragon-builder = O { -thief } e o { -builder } do Vermelho dividem uma { -road }. O dragão entra na { -start-tile } (o { -knight } do Azul volta para o dono), depois na { -tile } do { -thief } do Vermelho e, por fim, em um { -cloister }, onde fica preso. Ele nunca entrou na { -tile } do { -builder }, mas, como não resta nenhum { -thief } do Vermelho na { -road }, o { -builder } também volta. Ninguém marca pontos.
    .title = O dragão e um { -builder }
example-pd-dragon-pig = O { -farmer } e o { -pig } do Vermelho dividem o { -field } ao lado da { -city } concluída da { -start-tile }. O dragão entra na { -tile } do { -farmer } do Vermelho, depois na { -start-tile } e na { -tile } de { -city } acima dela, um beco sem saída. Ele nunca entrou na { -tile } do { -pig }, mas, como não resta nenhum { -farmer } do Vermelho no { -field }, o { -pig } também volta, e ninguém pontua o { -field }; com o { -farmer }, o Vermelho teria marcado 4 no fim.
    .title = O dragão e um { -pig }
example-pd-fairy-turn = O Vermelho põe a fada ao lado do seu { -thief }. A partir daí, sempre que o turno do Vermelho começa com a fada ao lado de um dos seus { -follower(number: "pl") }, ele marca 1 { -point }: aqui, duas vezes, com o jogo ainda em andamento.
    .title = O { -point } da fada no início do turno
example-pd-fairy-scoring = O Vermelho põe a fada ao lado do seu { -thief }. Quando o Azul fecha a { -road } de quatro { -tile(number: "pl") }, o Vermelho marca 4 pela { -road } e mais 3 pela fada: 7 { -point(number: "pl") }. O { -thief } volta para o Vermelho; a fada fica na sua { -tile }.
    .title = A fada quando o seu { -follower } pontua
example-pd-fairy-mayor = O { -mayor } do Vermelho ocupa uma parte de { -city }, e o Vermelho põe a { -fairy } ao lado dele. Uma segunda parte fecha uma { -city } de duas { -tile(number: "pl") } sem { -pennant }: o { -mayor } não vale nada, então a { -city } marca 0 { -point(number: "pl") }, mas a { -fairy } dá 3 ao Vermelho. O { -mayor } volta para casa; a { -fairy } fica.
    .title = A { -fairy } rende pontos ao lado de um { -mayor } que não vale nada
example-pd-dragon-timing = O { -dragon } está no { -volcano }; o { -thief } do Vermelho está na { -road } que sai do { -crossing }. A { -tile } de { -dragon } conclui essa { -road } no { -cloister } que traz, e o { -dragon } então segue para o oeste, passando pela { -start-tile }, até o { -crossing }. Se ele se move antes da pontuação, devora primeiro o { -thief }, e a { -road } não pontua para ninguém; se se move depois, a { -road } de quatro { -tile(number: "pl") } marca primeiro 4 para o Vermelho.
    .title = O dragão antes ou depois da pontuação
example-pd-fairy-on-tile = O Vermelho põe a { -fairy } ao lado do seu { -thief }. Depois, por meio de um { -magic-portal }, o Azul põe um { -farmer } na mesma { -tile }. Com a { -fairy } ao lado de um { -follower }, só o Vermelho marca no início de um turno: 1 em cada um dos seus dois turnos. Com a { -fairy } na { -tile }, o { -farmer } do Azul também rende 1 ao Azul.
    .title = De quem é o { -follower } que ganha o ponto da fada
example-pd-portal = O Azul coloca uma { -tile } com um portal mágico ao sul da { -start-tile } e, por meio dele, põe um { -thief } na { -road } a leste da { -start-tile }, que ninguém ocupa. No fim, essa { -road } de duas { -tile(number: "pl") } rende 2 ao Azul.
    .title = Um portal mágico
example-pd-princess = O { -knight } do Vermelho ocupa a { -city } ao norte da { -start-tile }. O Azul a prolonga com uma { -tile } de princesa e, em vez de posicionar uma figura, manda o { -knight } do Vermelho de volta para o dono. Em seguida, o Azul fecha a { -city } de quatro { -tile(number: "pl") } com um { -knight } seu e marca 8 { -point(number: "pl") }.
    .title = A princesa manda um { -knight } de volta
example-pd-princess-big-knight = Como no exemplo anterior, mas o { -knight } do Vermelho é um { -big-follower }: a princesa o manda de volta mesmo assim, e o Azul pontua a { -city } concluída de quatro { -tile(number: "pl") }, 8 { -point(number: "pl") }.
    .title = A princesa e um { -big-follower }
example-pd-fairy-double-turn = O Vermelho prolonga a { -road } do seu { -builder } e põe a fada ao lado do seu { -thief }: um { -double-turn }. A segunda { -tile } não inicia um novo turno e, por isso, não traz { -point } da fada; o próximo turno do Vermelho traz, sim: 1 { -point }. O jogo continua.
    .title = A fada em um { -double-turn }

## A Torre

example-tw-own-follower = O Vermelho põe o primeiro segmento na torre e captura o seu próprio { -thief }: ele volta para a { -supply } do Vermelho, e não para a prisão. A { -road } fica livre: o Azul a ocupa com um { -thief } e, no fim, pontua essa { -road } de quatro { -tile(number: "pl") }.
    .title = Capturar o próprio { -follower }
example-tw-capture-1 = O Azul põe o primeiro segmento na torre a sudeste da { -start-tile }. Na altura 1, ela alcança uma { -tile } em cada linha reta, e o Azul faz prisioneiro o { -thief } do Vermelho. A { -road } fica livre de novo: o Azul põe um { -thief } nela e, no fim, pontua essa { -road } de quatro { -tile(number: "pl") }.
    .title = Uma captura na altura 1
example-tw-capture-2 = O primeiro { -tower-piece } do Azul não captura nada. O Vermelho acrescenta o segundo: agora a torre alcança duas { -tile(number: "pl") } em cada linha reta, e o Vermelho faz prisioneiro o { -thief } do Verde, duas { -tile(number: "pl") } ao sul. No fim, a { -road } de quatro { -tile(number: "pl") } do Vermelho marca 4.
    .title = Uma captura na altura 2
example-tw-exchange = O { -tower-piece } do Azul faz prisioneiro o { -thief } do Vermelho; o Vermelho responde com o segmento seguinte e captura o { -monk } do Azul. Agora cada um tem um { -follower } do outro, e os dois prisioneiros são trocados na hora. O Vermelho põe o { -thief } de volta na { -road } e, no fim, pontua essa { -road } de cinco { -tile(number: "pl") }.
    .title = Troca de prisioneiros
example-tw-ransom = O Vermelho tem 6 { -point(number: "pl") } por uma { -city } de três { -tile(number: "pl") } quando a torre do Azul faz prisioneiro o { -thief } do Vermelho. No turno seguinte, o Vermelho o resgata por 3 { -point(number: "pl") }, que vão para o Azul, e o coloca na { -road } no mesmo turno. No fim, a { -road } marca 4: o Vermelho fica com 7, e o Azul, com 3.
    .title = Um resgate
example-tw-finish = O segmento do Azul na torre alcança uma { -tile }; um segundo segmento alcançaria o { -thief } do Vermelho. O Vermelho conclui a torre com um { -follower } no topo: ela não cresce mais, e o { -thief } fica a salvo. A { -road } de três { -tile(number: "pl") } do Vermelho marca 3; o { -follower } na torre não marca nada e fica ali.
    .title = Uma torre concluída
example-tw-builder-home = O { -thief } e o { -builder } do Vermelho dividem uma { -road }. A torre do Azul faz prisioneiro o { -thief }, e o { -builder }, sem nenhum { -thief } do Vermelho na sua { -road }, também volta para o dono. O Azul ocupa a { -road } e a pontua no fim: cinco { -tile(number: "pl") }, 5 { -point(number: "pl") }.
    .title = Uma captura manda um { -builder } de volta
example-tw-big-follower = A torre do Azul faz prisioneiro o { -big-follower } do Vermelho, que está na { -road } como { -thief }, tal como faria com um { -follower } pequeno; depois, o Azul ocupa a { -road } livre e, no fim, pontua essa { -road } de quatro { -tile(number: "pl") }.
    .title = Capturar um { -big-follower }
example-tw-dragon-tower = O Vermelho concluiu a torre ao sul da { -start-tile } com um { -follower }. Uma { -tile } de dragão leva o dragão pela { -start-tile } até a { -tile } da torre: o { -follower } do Vermelho volta para o dono. O dragão continua, passa por cima do { -monk } do Azul, que também volta para o dono, e para em um beco sem saída. Ninguém marca pontos.
    .title = O dragão e uma torre concluída

## A Abadia e o Alcaide

example-am-abbey = O Amarelo coloca a { -abbey } no buraco fechado dos quatro lados. Ela fecha a { -city } de uma só { -tile } do Vermelho, logo acima, e as duas { -road(number: "pl") } que chegam a ela vindas dos { -crossing(number: "pl") } de cada lado: o Vermelho marca 2 pela { -city } e 1 pela { -road } a leste; o Verde, 1 pela { -road } a oeste. O { -monk } do Amarelo na { -abbey } tem sete das suas oito vizinhas: 8 no fim.
    .title = Uma { -abbey } fecha três construções
example-am-mayor-zero = O { -mayor } do Vermelho ocupa a ponta sul, e o { -knight } do Azul, a ponta norte; a { -tile } do meio une as duas em uma { -city } concluída de três { -tile(number: "pl") }, sem { -pennant(number: "pl") }. O { -mayor } não vale nada: só o Azul pontua a { -city }, 6 { -point(number: "pl") }.
    .title = Um { -mayor } em uma { -city } sem { -pennant(number: "pl") }
example-am-mayor-three = O { -mayor } do Vermelho e o { -knight } do Azul acabam na mesma { -city } de cinco { -tile(number: "pl") }, com três { -pennant(number: "pl") }. O { -mayor } vale três contra o um do { -knight }: só o Vermelho pontua a { -city } concluída, 16 { -point(number: "pl") }.
    .title = Um { -mayor } com três { -pennant(number: "pl") }
example-am-wagon = A { -wagon } do Vermelho pontua a { -road } entre dois { -crossing(number: "pl") }, 3 { -point(number: "pl") }, e depois segue para a { -road } a leste do { -crossing } que a concluiu. No fim, ela ainda está lá: mais 1.
    .title = Uma { -wagon } segue adiante
example-am-wagon-abbey = A { -wagon } do Verde está na { -road } que vai do { -crossing } até o buraco. O Amarelo preenche o buraco com uma { -abbey } e não põe nenhum { -monk } nela: a { -abbey } fecha a { -road }, que marca 1 para o Verde, e a { -wagon } segue para a { -abbey }, o { -cloister } em que a sua { -road } desemboca. No fim, a { -abbey } tem sete vizinhas: mais 8 para o Verde.
    .title = A carroça entra na abadia
example-am-wagon-around = Nas tiragens com as novas ilustrações: a { -wagon } do Vermelho pontua a { -road } entre dois { -crossing(number: "pl") }, 3 { -point(number: "pl") }, e depois segue para a parte de { -city } na { -tile } vizinha à sua, embora nenhuma { -road } leve até lá. Pela leitura das primeiras tiragens, esse movimento é recusado. No fim, a { -city } inacabada de uma só { -tile } marca 1.
    .title = A carroça segue para uma cartela ao redor
example-am-barn-placed = O Azul põe um { -barn } onde quatro { -tile(number: "pl") } se encontram, no { -field } do { -farmer } do Vermelho. O { -farmer } do Vermelho pontua na hora, 3 pela { -city } concluída, e volta para o dono. No fim, o { -barn } do Azul marca 4 pela mesma { -city }.
    .title = Um { -barn } em um { -field } com um { -farmer }
example-am-barn-joined = O { -farmer } do Verde está em um { -field } separado do { -barn } do Azul, até que um { -cloister } fecha a { -road } entre eles e une os dois. O { -farmer } do Verde pontua na hora, só 1 pela { -city }, e volta para o dono. O { -barn } do Azul marca 4 no fim.
    .title = Um { -farmer } ligado a um { -barn }
example-am-barn-final = O { -barn } do Vermelho fica em um { -field } que abastece duas { -city(number: "pl") } concluídas. No fim, ele marca 4 por cada uma: 8 { -point(number: "pl") }.
    .title = Um { -barn } no fim do jogo
example-am-barns-joined = Uma { -road } separa dois { -field(number: "pl") }: o { -barn } do Vermelho fica ao norte dela, o do Azul ao sul, e cada { -field } abastece uma { -city } concluída. O { -cloister } no fim da { -road } une os dois { -field(number: "pl") }. No fim, os dois { -barn(number: "pl") } pontuam por inteiro, 4 por cada uma das duas { -city(number: "pl") }: 8 { -point(number: "pl") } cada.
    .title = Dois { -barn(number: "pl") } em um { -field } unido

## Conde, Rei e Companhia

example-kr-king = O Vermelho conclui a primeira { -city }, de duas { -tile(number: "pl") }, e pega o rei; depois, o Azul conclui uma maior, de três { -tile(number: "pl") }, e o rei passa para o Azul. No fim, o Azul marca 1 por cada uma das duas { -city(number: "pl") } concluídas.
    .title = O rei passa para uma { -city } maior
example-cu-challenge = O Azul coloca um { -shrine } ao lado do { -cloister } do Vermelho e põe um { -heretic } nele: os dois se desafiam. O { -shrine } é cercado primeiro: o Azul marca 9, e o { -monk } do Vermelho volta para o dono sem nada.
    .title = Um { -heretic } desafia um { -monk }
example-r2-fork-volcano = A bifurcação divide o { -river } em dois braços. O Vermelho fecha o braço leste com o lago e o seu { -volcano }, não posiciona nenhum { -follower } ali e joga de novo na hora, fechando o braço oeste com o lago junto a uma { -city }, onde está o { -knight } do Vermelho. No fim, o { -monk } do Azul junto ao { -river } marca 4, e o { -knight } do Vermelho, 1.
    .title = A bifurcação e o outro turno do { -volcano }
example-r2-herd = Com Comerciantes e Construtores em jogo, o { -farmer } do Vermelho ocupa o { -field } onde está a manada de porcos. Esse { -field } abastece uma { -city } concluída: os { -point(number: "pl") } de costume por ela e mais 1 pela manada.
    .title = Uma manada de porcos
example-co-castle = O { -thief } do Azul sai para o sul pelo portão da ferraria, e o Vermelho fecha essa { -road }: só o Azul pontua, então o Vermelho põe um { -follower } no castelo e manda o Conde para o mercado. Quando o Azul fecha a pequena { -city } junto ao portão leste com um { -knight }, o { -follower } do Vermelho sai do castelo e entra nela antes da pontuação, e os dois dividem os { -point(number: "pl") }.
    .title = Um { -follower } do castelo entra numa { -city }
example-co-count-guards = O Vermelho ganha um lugar no castelo e manda o Conde para o mercado. Depois, o Verde fecha a { -road } do Vermelho, também ganha um lugar e manda o Conde de volta para o castelo. Quando o Azul fecha a pequena { -city } junto ao portão leste, o { -follower } do Vermelho não pode sair do castelo: o { -knight } do Azul fica sozinho com a { -city }.
    .title = O Conde guarda o castelo
example-co-market = O Vermelho fecha a { -road } do Azul e põe um { -follower } no mercado. O Azul fecha uma pequena { -city } vazia e posiciona um { -farmer } ao lado dela. No fim do jogo, o { -follower } do Vermelho sai do mercado para esse { -field }, e os dois { -farmer(number: "pl") } dividem a { -city }.
    .title = O mercado no fim do jogo
example-co-farm-king = O { -farmer } do Vermelho está no { -field } ao longo das muralhas de Carcassonne; o Azul conclui uma { -city } de duas { -tile(number: "pl") } ao sul dele e pega o rei. O { -field } faz divisa com duas { -city(number: "pl") } concluídas, Carcassonne e a do Azul: 6 { -point(number: "pl") } para o Vermelho (8 na primeira edição). O rei conta as duas cidades: 2 para o Azul.
    .title = Carcassonne, uma cidade concluída para os campos e para o rei
example-co-end-quarters = Nas primeiras tiragens: o Vermelho fecha a { -road } do Azul, põe um { -follower } no castelo e manda o Conde para o mercado. No fim, o { -knight } do Vermelho sai do castelo para a { -city } inacabada do Azul: um { -knight } para cada um, então os dois a pontuam, 1 { -point } cada. Pela leitura do nosso manual, o { -follower } do castelo fica onde está.
    .title = Sair do castelo no fim

## A Catapulta

example-ca-fair-road = A { -road } do Vermelho sai do vilarejo de um { -crossing }, passa pela { -start-tile } e termina na { -fair }. A { -tile } com { -fair } a conclui: três { -tile(number: "pl") }, 3 { -point(number: "pl") } para o Vermelho. Na rodada da { -catapult } que vem em seguida, a ficha do Azul para mais perto da { -fair }: 5 { -point(number: "pl") }.
    .title = Uma { -road } que termina na { -fair }
example-ca-knock-out = O Vermelho coloca a { -fair } e escolhe o nocaute. A torta cai sobre o próprio { -thief } do Vermelho e sobre o { -monk } do Azul, e os dois voltam para casa. Quando a { -road } é concluída mais tarde, não há ninguém nela, e o { -cloister } não marca nada no fim.
    .title = Nocaute
example-ca-seduction-city = O Azul coloca a { -fair } e lança a ficha de sedução. Ela para mais perto do { -knight } do Vermelho, e um { -follower } da { -supply } do Azul toma o lugar dele. Quando o Vermelho conclui a { -city } de três { -tile(number: "pl") }, é o Azul quem marca 6.
    .title = A sedução conquista uma { -city }
example-ca-seduction-moved = A ficha de sedução do Vermelho para mais perto do { -monk } do Azul. O Vermelho tira o seu próprio { -thief } da { -road } e o leva para o { -cloister }, e o { -monk } do Azul volta para casa. No fim, o { -cloister } e as suas três vizinhas marcam 4 para o Vermelho.
    .title = Sedução com um { -follower } movido da paisagem
example-ca-target-tie = O Verde coloca a { -fair } e escolhe o tiro ao alvo. As fichas do Vermelho e do Verde param igualmente perto da { -tile } com { -fair }; por isso, cada um deles marca 5.
    .title = Empate no tiro ao alvo da feira
example-ca-catch = O Verde coloca a { -fair } e escolhe a ficha de pegar no ar. O Vermelho pega no ar o lançamento do Verde e marca 5; o Azul deixa cair o lançamento do Vermelho; o lançamento do próprio Azul não chega à régua, diante do Verde. Ninguém mais marca pontos.
    .title = Lançar e pegar no ar
