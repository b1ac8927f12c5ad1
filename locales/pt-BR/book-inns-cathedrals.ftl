### O livro de regras de Estalagens e Catedrais: todas as mensagens citadas em
### book/inns-cathedrals.toml. Ids: inns-cathedrals-<capítulo>-<o-quê>. Os
### títulos de capítulo são inns-cathedrals-<capítulo>; os títulos de seção
### terminam em -title. Texto simples, sem marcação; o vocabulário do jogo vem
### dos termos do glossário em terms.ftl, nunca no início de uma frase.
### As fichas de 50 e 100 são “fichas de pontuação”, como no livro do jogo
### básico (base-scoreboard-more), e nunca “cartelas”: cartela é só a de
### terreno.

inns-cathedrals-title = Estalagens e Catedrais
inns-cathedrals-summary = A primeira expansão: dezoito { -tile(number: "pl") } com { -inn(number: "pl") } à beira de um lago e { -cathedral(number: "pl") } que fazem as { -road(number: "pl") } e as { -city(number: "pl") } valerem mais, mas não valerem nada se ficarem inacabadas, um { -big-follower } para cada jogador e fichas de pontuação para contar as voltas no { -scoreboard }.

## Capítulo: o que a expansão acrescenta

inns-cathedrals-overview = O que Estalagens e Catedrais acrescenta
inns-cathedrals-overview-intro = A expansão Estalagens e Catedrais é jogada com o jogo básico e acrescenta cerca de quinze minutos à partida. Na caixa, você encontra:
inns-cathedrals-overview-tiles = 18 novas { -tile(number: "pl") } de terreno, marcadas com um pequeno símbolo para que possam ser separadas de novo depois da partida.
inns-cathedrals-overview-big = 6 { -big-follower(number: "pl") }, um de cada cor.
inns-cathedrals-overview-grey = 8 { -follower(number: "pl") } cinza, para que um sexto jogador possa participar.
inns-cathedrals-overview-scoring-tiles = 6 fichas de pontuação, com 50 de um lado e 100 do outro.
inns-cathedrals-overview-rest = Todas as regras do jogo básico continuam as mesmas. Este livro descreve só o que muda: o { -big-follower }, as { -inn(number: "pl") }, as { -cathedral(number: "pl") } e as fichas de pontuação.
inns-cathedrals-overview-sixth-title = Um sexto jogador
inns-cathedrals-overview-sixth = Com os { -follower(number: "pl") } cinza, um sexto jogador pode entrar no jogo. O Cinza joga pelas mesmas regras que qualquer outra cor: seus { -follower(number: "pl") } são colocados, dividem construções e pontuam exatamente como os dos outros jogadores.
inns-cathedrals-overview-new-tiles-title = As novas { -tile(number: "pl") }
inns-cathedrals-overview-new-tiles = Embaralhe as novas { -tile(number: "pl") } com as do jogo básico e coloque-as pelas regras de sempre: cada borda deve se encaixar na { -tile } em que encosta. Algumas delas mostram coisas que o jogo básico não tem:
inns-cathedrals-overview-inn = Uma { -inn } à beira de um lago, em seis { -tile(number: "pl") }: ela pertence à { -road } ao lado da qual fica.
inns-cathedrals-overview-cathedral = Uma { -cathedral }, em duas { -tile(number: "pl") } que são { -city } nos quatro lados.
inns-cathedrals-overview-caps = Uma { -tile } tem quatro partes de { -city } separadas, uma em cada lado, ao redor de um pequeno { -field } no meio; outra tem três. Cada parte é uma { -city } independente até que outras { -tile(number: "pl") } a liguem a outras partes.
inns-cathedrals-overview-village = Uma { -tile } é um { -crossing } de três { -road(number: "pl") } ao redor de um vilarejo, com uma { -inn } em uma delas: como em qualquer { -crossing }, cada uma das três { -road(number: "pl") } termina ali.

## Capítulo: o seguidor grande

inns-cathedrals-big = O { -big-follower }
inns-cathedrals-big-placing-title = Como posicioná-lo
inns-cathedrals-big-placing = Na sua vez, você pode posicionar o seu { -big-follower } em vez de um { -follower } comum, exatamente pelas mesmas regras: na { -tile } que acabou de colocar, como { -thief }, { -knight }, { -monk } ou { -farmer }, e só em uma { -road }, uma { -city }, um { -cloister } ou um { -field } onde ainda não haja ninguém.
inns-cathedrals-big-counts = Quando uma { -road }, uma { -city } ou um { -field } é pontuado, o { -big-follower } conta como dois { -follower(number: "pl") } na hora de decidir quem tem mais ali. Ele não rende { -point(number: "pl") } em dobro: o dono pontua essa { -road }, essa { -city } ou esse { -field } uma só vez, como de costume. Em um { -cloister }, ele não faz diferença, já que um { -cloister } tem um só { -monk }.
inns-cathedrals-big-returns = Depois da pontuação, ele volta para a sua { -supply } como qualquer outro { -follower }, e você pode colocá-lo de novo a partir do seu próximo turno. Como { -farmer }, ele fica no seu { -field } até o fim do jogo, como todos os { -farmer(number: "pl") }.
inns-cathedrals-big-majority-title = Maiorias com o { -big-follower }
inns-cathedrals-big-farms-title = O { -farmer } grande
inns-cathedrals-big-farms = Em um { -field }, o { -big-follower } conta como dois { -farmer(number: "pl") } quando se decide, no fim do jogo, quem é o dono do { -field }. Pelas regras da terceira e da segunda edição, cada { -field } é pontuado separadamente, e isso é tudo.
inns-cathedrals-big-farms-reading = Para as regras da primeira edição, em que cada { -city } concluída vai para o jogador com mais { -farmer(number: "pl") } em todos os { -field(number: "pl") } ao redor dela, esta é a nossa leitura: ali também o { -big-follower } conta como dois. O manual diz apenas que ele conta como dois { -follower(number: "pl") } em uma { -road }, uma { -city } ou um { -field }; ele não fala da contagem da primeira edição.
inns-cathedrals-inner-field-title = O { -field } cercado por quatro partes de { -city }
inns-cathedrals-inner-field = Uma das novas { -tile(number: "pl") } tem quatro partes de { -city } separadas ao redor de um pequeno { -field } que não chega a nenhuma das bordas dela. Esse { -field } é um { -field } como qualquer outro: um { -farmer } pode ir para lá e, no fim, o { -field } faz divisa com todas as { -city(number: "pl") } concluídas entre as quatro.

## Capítulo: as estalagens

inns-cathedrals-inns = As { -inn(number: "pl") } à beira do lago
inns-cathedrals-inns-complete = Quando uma { -road } com uma { -inn } é concluída, o dono dela marca 2 { -point(number: "pl") } para cada { -tile } da { -road }, em vez de 1.
inns-cathedrals-inns-unfinished = A { -inn } é uma aposta: se a { -road } ainda estiver inacabada quando o jogo terminar, ela não vale absolutamente nada na contagem final, nem mesmo o 1 { -point } por { -tile } de sempre.
inns-cathedrals-inns-several = Uma { -road } com duas ou mais { -inn(number: "pl") } pontua o mesmo que uma com uma só { -inn }: continuam sendo 2 { -point(number: "pl") } por { -tile }.

## Capítulo: as catedrais

inns-cathedrals-cathedrals = As { -cathedral(number: "pl") }
inns-cathedrals-cathedrals-complete = Quando uma { -city } com uma { -cathedral } é concluída, o dono dela marca 3 { -point(number: "pl") } para cada { -tile } da { -city } e 3 para cada { -pennant } que ela tiver, em vez de 2 e 2.
inns-cathedrals-cathedrals-unfinished = Se a { -city } ainda estiver inacabada quando o jogo terminar, ela não vale absolutamente nada na contagem final: nem o 1 { -point } de sempre por { -tile } e por { -pennant }, nada. Uma { -city } ao redor de uma { -cathedral } é grande e difícil de fechar, então pense duas vezes antes de se juntar a ela.
inns-cathedrals-cathedrals-two = Mesmo com as duas { -cathedral(number: "pl") } na mesma { -city }, ela continua rendendo 3 { -point(number: "pl") } por { -tile } e por { -pennant }, e não mais. Para os { -farmer(number: "pl") }, nada muda: uma { -city } concluída com uma { -cathedral } vale os { -point(number: "pl") } de sempre para os { -field(number: "pl") } ao seu redor.

## Capítulo: as fichas de pontuação

inns-cathedrals-scoring-tiles = Fichas de pontuação: 50 e 100
inns-cathedrals-scoring-tiles-intro = O { -scoreboard } conta até 49. As seis fichas de pontuação registram as voltas, para que ninguém precise lembrar quem já deu a volta:
inns-cathedrals-scoring-tiles-first = Quando o seu contador de pontos alcançar ou ultrapassar a casa 0, pegue uma ficha de pontuação e coloque-a à sua frente com o 50 para cima.
inns-cathedrals-scoring-tiles-second = Quando ele passar pela casa 0 pela segunda vez, vire a ficha para o lado do 100.
inns-cathedrals-scoring-tiles-third = Na terceira volta, pegue uma segunda ficha e coloque-a ao lado da primeira, com o 50 para cima.
inns-cathedrals-scoring-tiles-example = A sua pontuação é a soma das suas fichas de pontuação mais a casa onde está o seu contador: com uma ficha de 100 e o contador na casa 17, você tem 117 { -point(number: "pl") }.

## Capítulo: as cartelas

inns-cathedrals-tiles = As { -tile(number: "pl") }
inns-cathedrals-tiles-intro = As dezoito { -tile(number: "pl") } de Estalagens e Catedrais, com a quantidade de cada uma na caixa.
