### O livro de regras de A Catapulta: todas as mensagens citadas em
### book/catapult.toml. Ids: ca-<capítulo>-<o-quê>. Os títulos de capítulo
### são ca-<capítulo>; os títulos de seção terminam em -title. Texto
### simples, sem marcação; o vocabulário do jogo vem dos termos do glossário
### em terms.ftl, nunca no início de uma frase.

ca-title = A Catapulta
ca-summary = A sétima expansão: uma feira itinerante chega à cidade e, depois de cada { -fair }, os jogadores se revezam em uma { -catapult } de madeira.

## Capítulo: o que vem na caixa

ca-overview = O que vem na caixa
ca-overview-intro = É tempo de feira em Carcassonne, e os artistas ambulantes trouxeram uma máquina nova. Na caixa, você encontra:
ca-overview-tiles = 12 { -tile(number: "pl") } de terreno, cada uma com uma { -fair }.
ca-overview-tokens = 24 fichas de { -catapult }, seis de cada um dos quatro tipos: nocaute, sedução, tiro ao alvo e pegar no ar.
ca-overview-catapult = Uma { -catapult } de madeira e uma régua de medição.
ca-overview-others = Para jogar, você precisa do jogo básico. Todas as expansões anteriores podem entrar na partida: Estalagens e Catedrais, Comerciantes e Construtores, A Princesa e o Dragão, A Torre, A Abadia e o Alcaide e Conde, Rei e Companhia. Todas as regras do jogo básico continuam valendo; este livro só acrescenta coisas a elas.

## Capítulo: a preparação

ca-setup = Preparação
ca-setup-tiles = Embaralhe as doze { -tile(number: "pl") } com { -fair } junto com as outras { -tile(number: "pl") } viradas para baixo. Por enquanto, deixe a { -catapult } de lado, com a régua ao lado dela.
ca-setup-tokens = Cada jogador pega quatro fichas, uma de cada tipo.

## Capítulo: a feira e a rodada da catapulta

ca-fair = A { -fair } e a rodada da { -catapult }
ca-fair-round-title = Uma rodada da { -catapult }
ca-fair-turn = Compre e coloque as { -tile(number: "pl") } como de costume. Quem compra uma { -tile } com { -fair } a coloca pelas regras de costume e joga o turno inteiro: posiciona um { -follower }, pontua o que a { -tile } conclui, e assim por diante.
ca-fair-round = Em seguida, o jogo faz uma pausa para uma rodada da { -catapult }. Quem colocou a { -fair } escolhe uma das suas quatro fichas e a lança com a { -catapult }. Depois, em sentido horário, cada um dos outros jogadores lança uma ficha do mesmo tipo, tirada das suas. Cada um tem uma só tentativa.
ca-fair-after = Terminada a rodada, cada ficha volta para o seu dono, e o jogo continua com o próximo jogador em sentido horário.
ca-fair-roads-title = As { -road(number: "pl") } que chegam à { -fair }
ca-fair-roads = Uma { -road } que chega a uma { -fair } termina ali, como terminaria em um vilarejo ou em um { -cloister }: a { -fair } é o fim dessa { -road }.

## Capítulo: nocaute

ca-knock = Nocaute
ca-knock-aim = A ficha de nocaute é uma guerra de tortas: o objetivo é acertar os { -follower(number: "pl") } dos outros jogadores na paisagem. Todo { -follower } que a ficha tocar volta para o dono, mesmo que continue em pé.
ca-knock-own = Quem lança não é poupado: um { -follower } seu que a ficha tocar também volta para casa.
ca-knock-chain = Se a ficha empurrar um { -follower } contra outro, os dois voltam para casa, e assim por diante: as reações em cadeia contam.
ca-knock-reading = O manual não diz quais figuras podem ser derrubadas. A nossa leitura: qualquer figura que ocupe uma construção e conte como { -follower } pode ser derrubada, inclusive o { -mayor } e a { -wagon }. Um { -builder } ou um { -pig } cujo dono não tenha mais nenhum { -follower } na construção dele também volta para casa, como acontece em outras expansões quando um { -follower } sai.

## Capítulo: sedução

ca-seduction = Sedução
ca-seduction-land = A ficha de sedução só vale se parar encostada em pelo menos uma { -tile } de terreno. Se não for assim, quem a lançou simplesmente a pega de volta.
ca-seduction-nearest = Se for, procure o { -follower } mais próximo dela, usando a régua se for preciso. Quem lançou pode trocar esse { -follower } por um dos seus: ou um { -follower } da sua { -supply }, ou um dos seus { -follower(number: "pl") } que já estão na paisagem, levado até lá. O { -follower } trocado volta para o dono.
ca-seduction-reading = O manual não diz onde fica o novo { -follower } nem o que ele é. A nossa leitura: o novo { -follower } fica na mesma construção daquele que ele substitui; um que vem da { -supply } é um { -follower } comum, mesmo que tenha substituído um grande, e um que vem da paisagem continua sendo o que era. Trocar um { -follower } seu por outro seu não muda nada; por isso, só permitimos a troca com o de outro jogador.
ca-seduction-moved = Em vez de um { -follower } da { -supply }, quem lançou pode mover um dos seus de outro lugar da paisagem; o lugar onde ele estava fica vazio.

## Capítulo: tiro ao alvo

ca-target = Tiro ao alvo
ca-target-aim = No tiro ao alvo da { -fair }, todos os jogadores miram a { -tile } com { -fair } que abriu esta rodada. Quem deixar a sua ficha mais perto dela vence a disputa e marca 5 { -point(number: "pl") } na hora; nos casos apertados, a régua decide.
ca-target-tie = Quando várias fichas ficam igualmente perto, cada um desses jogadores marca os 5 { -point(number: "pl") }.

## Capítulo: pegar no ar

ca-catch = Pegar no ar
ca-catch-ruler = Quem lança põe a régua na mesa, mais ou menos no meio do caminho entre si e o jogador à sua esquerda. Depois, lança a ficha de modo que ela voe pelo menos até a régua, e esse vizinho tenta pegá-la no ar.
ca-catch-on = Em seguida, o vizinho da esquerda passa a lançar, para o seu próprio vizinho da esquerda, e assim por diante ao redor da mesa, até que todos tenham lançado uma vez e tentado pegar uma vez.
ca-catch-points = O manual mostra os { -point(number: "pl") } de cada resultado só em uma ilustração, que não conseguimos ler. A nossa leitura, a partir de uma descrição pública do jogo: uma ficha pega no ar rende 5 { -point(number: "pl") } a quem a pegou; uma ficha que não chega até a régua, ou que escapa da mão, não rende nada. Esses números são parâmetros das regras e, por isso, podem ser corrigidos.

## Capítulo: as cartelas

ca-tiles = As { -tile(number: "pl") }
ca-tiles-intro = As doze { -tile(number: "pl") } com { -fair }. Cada uma abre uma rodada da { -catapult } quando é colocada.
