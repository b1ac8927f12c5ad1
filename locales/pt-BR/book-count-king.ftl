### O livro de regras de Conde, Rei e Companhia: todas as mensagens citadas
### em book/count-king.toml. Ids: ck-<capítulo>-<o-quê>. Os títulos de
### capítulo são ck-<capítulo>; os títulos de seção terminam em -title. Texto
### simples, sem marcação; o vocabulário do jogo vem dos termos do glossário
### em terms.ftl, nunca no início de uma frase.

ck-title = Conde, Rei e Companhia
ck-summary = A sexta expansão: quatro pequenas expansões em uma só caixa, para jogar separadamente ou juntas.
ck-overview = O que vem na caixa
ck-overview-intro = Esta caixa traz quatro pequenas expansões. Cada uma pode ser acrescentada sozinha ao jogo básico, e todas podem ser combinadas entre si:
ck-overview-king = O Rei e o Barão Ladrão: cinco { -tile(number: "pl") } de terreno, além do rei e do barão ladrão, que recompensam quem constrói a maior { -city } e a { -road } mais longa.
ck-overview-cult = A Seita: cinco { -tile(number: "pl") } com um { -shrine }, cujos { -heretic(number: "pl") } desafiam os { -monk(number: "pl") } vizinhos.
ck-overview-count = O Conde de Carcassonne: doze { -tile(number: "pl") } que formam a cidade de Carcassonne no início da partida, e o Conde, de madeira. Quem ajuda os outros a pontuar deixa { -follower(number: "pl") } à espera nos bairros da cidade, prontos para entrar em uma construção quando ela for pontuada.
ck-overview-river = O Rio II: doze { -tile(number: "pl") } com um { -river } que se bifurca, para abrir a partida no lugar da { -start-tile }.
ck-overview-together = A editora desaconselha jogar O Conde de Carcassonne e O Rio II na mesma partida: juntos, eles podem deixar { -tile(number: "pl") } que não cabem em lugar nenhum.

## Capítulo: O Rei e o Barão Ladrão

ck-king = O Rei e o Barão Ladrão
ck-king-tiles = Embaralhe as cinco novas { -tile(number: "pl") } de terreno junto com as outras. Uma delas mostra duas partes de { -city } separadas, que { -tile(number: "pl") } colocadas depois podem unir em uma só. O rei e o barão ladrão começam fora do jogo, ao lado da paisagem.
ck-king-king = O jogador que conclui a primeira { -city } da partida, colocando a última { -tile } dela, pega o rei. Depois, quem concluir uma { -city } maior do que aquela que rendeu o rei o toma de quem o tem. Uma { -city } do mesmo tamanho não basta.
ck-king-robber = O barão ladrão funciona do mesmo jeito para as { -road(number: "pl") }: ele vai para quem tiver concluído a { -road } mais longa até então.
ck-king-end = No fim do jogo, quem tem o rei marca 1 { -point } por { -city } concluída durante a partida, não importa quem a concluiu, e quem tem o barão ladrão marca 1 { -point } por { -road } concluída.

## Capítulo: A Seita

ck-cult = A Seita
ck-cult-shrines-title = Os { -shrine(number: "pl") }
ck-cult-shrine = Embaralhe as cinco { -tile(number: "pl") } de { -shrine } junto com as outras. Um { -shrine } é usado e pontuado exatamente como um { -cloister }. Um { -follower } posicionado nele é um { -heretic }. Quem coloca um { -shrine } também pode, em vez disso, posicionar o { -follower } no { -field }, na { -road } ou na { -city } dessa { -tile }, como de costume.
ck-cult-placing = Um { -shrine } não pode ser colocado ao lado de mais de um { -cloister }, nem um { -cloister } ao lado de mais de um { -shrine }. Ao lado quer dizer em qualquer um dos oito espaços ao redor, incluídas as diagonais.
ck-cult-placing-reading = O manual impõe esse limite à { -tile } que está sendo colocada. A nossa leitura, que os exemplos seguem: um { -cloister } ainda pode ser colocado ao lado de um { -shrine } que já tem um { -cloister } vizinho, desde que o novo { -cloister } toque apenas esse único { -shrine }.
ck-cult-challenge-title = O desafio
ck-cult-challenge = Quando um { -heretic } vai para um { -shrine } ao lado de um { -cloister } com um { -monk }, ou um { -monk } vai para um { -cloister } ao lado de um { -shrine } com um { -heretic }, os dois se desafiam. Você também pode desafiar o seu próprio { -monk } ou { -heretic }.
ck-cult-challenge-won = Vence a construção concluída primeiro: ela marca 9 { -point(number: "pl") } como de costume, e a outra não marca nada. Os dois { -follower(number: "pl") } voltam para os seus donos.
ck-cult-challenge-end = Se nenhuma das duas for concluída até o fim do jogo, ambas são pontuadas como de costume, como { -cloister(number: "pl") } inacabados.

## Capítulo: O Rio II

ck-river = O Rio II
ck-river-setup-title = Preparação
ck-river-setup = O Rio II é colocado logo no início da partida:
ck-river-setup-start = Tire a { -start-tile } do jogo: ela não é usada.
ck-river-setup-aside = Separe a nascente, a bifurcação e o lago com o { -volcano }; embaralhe as outras { -tile(number: "pl") } de { -river } com a face para baixo em um monte à parte.
ck-river-setup-spring = Coloque a nascente com a face para cima no centro da mesa.
ck-river-setup-fork = O jogador mais jovem coloca a bifurcação no primeiro trecho do { -river }, que a partir daí corre em dois braços.
ck-river-course-title = Por onde correm os dois braços
ck-river-course = Na sua vez, cada jogador compra uma { -tile } de { -river } e a coloca na ponta de um dos dois braços, à sua escolha, prolongando-o. Quando todas as outras estiverem na mesa, o lago com o { -volcano } é colocado por último, e a partir daí todos compram das { -tile(number: "pl") } comuns.
ck-river-course-rules = Cada braço pode serpentear como você quiser, com duas exceções: ele não pode voltar sobre si mesmo fazendo um U fechado, e os dois braços nunca podem se encontrar.
ck-river-course-reading = Como no livro do primeiro Rio, entendemos um U fechado como duas curvas seguidas para o mesmo lado em um mesmo braço; os exemplos seguem essa leitura, que é nossa, e não as palavras do manual.
ck-river-followers = Como no jogo básico, você pode posicionar um { -follower } em cada { -tile } que coloca, mas nunca no próprio { -river }.
ck-river-volcano-title = O lago com o { -volcano }
ck-river-volcano = Quem coloca o lago com o { -volcano } não posiciona nenhum { -follower } nele, mas joga mais um turno logo em seguida, com as { -tile(number: "pl") } comuns.
ck-river-volcano-reading = O manual diz que o jogador pode jogar esse outro turno; os exemplos o jogam, e um tabuleiro também pode mostrar o próximo jogador em vez disso.
ck-river-herd-title = A manada de porcos
ck-river-herd = Uma { -tile } mostra uma manada de porcos no seu { -field }. Ela só conta quando vocês também jogam com Comerciantes e Construtores: nesse caso, no fim do jogo, quem ganha esse { -field } com os seus { -farmer(number: "pl") } marca 1 { -point } a mais por { -city } que ele abastece, além do bônus do seu próprio { -pig }, se tiver um ali.
ck-river-herd-reading = A primeira edição pontua os { -field(number: "pl") } { -city } por { -city }. A nossa leitura nesse caso: um jogador que ganha uma { -city } e tem um dos { -field(number: "pl") } vizinhos dela com a manada marca o { -point } extra por essa { -city }.
ck-river-others-title = A estalagem, o { -volcano } e as outras caixas
ck-river-others = A estalagem junto ao lago é uma { -inn } como em Estalagens e Catedrais, e o { -volcano } traz o { -dragon } como em A Princesa e o Dragão. Sem as expansões correspondentes, diz o manual, a estalagem, a manada e o { -volcano } não têm efeito nenhum; o outro turno do { -volcano }, que é uma regra do próprio Rio II, continua valendo.
ck-river-with-river = O manual não diz nada sobre jogar os dois rios na mesma partida. A nossa leitura, se vocês quiserem: usem só a nascente de O Rio II, embaralhem as { -tile(number: "pl") } do meio dos dois em um único monte e coloquem por último o lago do primeiro Rio e o lago com o { -volcano }, um na ponta de cada braço.
ck-river-with-count = O Rio II e a cidade do Conde não combinam bem, como diz a editora: o bloco fixo da cidade e os braços do { -river } podem deixar { -tile(number: "pl") } sem lugar para ir.

## Capítulo: as cartelas

ck-tiles = As { -tile(number: "pl") }
ck-tiles-king-title = O Rei e o Barão Ladrão
ck-tiles-cult-title = A Seita
ck-tiles-river-title = O Rio II
ck-tiles-count-title = A cidade de Carcassonne
ck-tiles-count = As doze { -tile(number: "pl") } da cidade do Conde, cada uma em um dos seus quatro bairros: o castelo, o mercado, a ferraria e a catedral.

## O Conde de Carcassonne

ck-count = O Conde de Carcassonne
ck-count-city-title = A cidade como ponto de partida
ck-count-city = Antes do primeiro turno, junte as doze { -tile(number: "pl") } de Carcassonne no centro da mesa, em três fileiras de quatro, como mostra a imagem na galeria de { -tile(number: "pl") }. A cidade toma o lugar da { -start-tile } de sempre, que fica na caixa. Coloque o Conde no castelo e jogue normalmente: cada nova { -tile } é colocada junto às bordas externas da cidade ou junto às { -tile(number: "pl") } já colocadas.
ck-count-city-walls = A cidade tem quatro bairros: o castelo, o mercado, a ferraria e a catedral. Do lado de fora das muralhas, o bloco mostra { -road(number: "pl") } e { -field(number: "pl") } comuns e duas pequenas partes de { -city }, que as novas { -tile(number: "pl") } prolongam e que pontuam como de costume.
ck-count-city-reading = O manual não diz se um { -follower } pode ficar dentro das muralhas. A nossa leitura: o interior das muralhas não é construção nenhuma, como nas listas de { -tile(number: "pl") } publicadas que seguimos, e por isso os bairros são o único caminho para dentro da cidade.
ck-count-enter-title = Como os { -follower(number: "pl") } entram na cidade
ck-count-enter = Às vezes a sua { -tile } conclui uma construção e os { -point(number: "pl") } vão para os seus adversários, enquanto você não ganha nada. Como consolo, no fim de um turno assim, você pode posicionar um { -follower } da sua { -supply } em qualquer um dos quatro bairros. É um só { -follower } por turno, não importa o que mais tenha acontecido nele.
ck-count-enter-several = Se a sua { -tile } concluir várias construções de uma vez, você só ganha esse direito quando nenhuma dessas pontuações lhe dá um único { -point } e pelo menos uma dá { -point(number: "pl") } a outro jogador.
ck-count-enter-reading = A nossa leitura: uma construção que ninguém ocupa não dá { -point(number: "pl") } a ninguém, então concluir só uma construção assim não rende lugar nenhum na cidade. O bairro vem no fim do turno, além do { -follower } que você talvez tenha posicionado na sua { -tile }, como de costume.
ck-count-leave-title = A saída dos bairros
ck-count-leave = Quando uma { -city }, uma { -road } ou um { -cloister } é concluído durante a partida, os { -follower(number: "pl") } que esperam no bairro correspondente podem entrar nessa construção antes que ela seja pontuada, mesmo que outros { -follower(number: "pl") } já estejam ali. Depois, a construção é pontuada como de costume, com todos os { -follower(number: "pl") } que agora estão nela. Cada bairro manda os seus { -follower(number: "pl") } para um só tipo de construção:
ck-count-leave-castle = do castelo para a { -city } que está sendo pontuada;
ck-count-leave-blacksmith = da ferraria para a { -road } que está sendo pontuada;
ck-count-leave-cathedral = da catedral para o { -cloister } que está sendo pontuado;
ck-count-leave-market = do mercado para um { -field }, mas só no fim do jogo.
ck-count-leave-order = O jogador à esquerda de quem concluiu a construção decide primeiro, depois os demais, na ordem de jogo, e quem a concluiu decide por último. Cada um pode levar desse bairro todos os seus { -follower(number: "pl") }, só alguns ou nenhum. Os que ficam continuam esperando: os { -follower(number: "pl") } só saem da cidade desse jeito, nunca porque o dono os quer de volta.
ck-count-count-title = O Conde
ck-count-count = Sempre que você põe um { -follower } na cidade, também pode mover o Conde para qualquer bairro. Nenhum { -follower }, seja de quem for, pode sair do bairro onde ele está; todos esperam ali até que alguém o leve para outro bairro. O próprio Conde nunca sai da cidade.
ck-count-end = O Conde: o fim do jogo
ck-count-market-title = O mercado no fim
ck-count-market = Os { -follower(number: "pl") } do mercado não servem para nada durante a partida. No fim do jogo, antes da pontuação dos { -field(number: "pl") }, os donos podem levá-los para qualquer { -field }, onde contam como { -farmer(number: "pl") }, iguais a quaisquer outros.
ck-count-market-reading = A nossa leitura: o manual não define uma ordem para o mercado no fim, então mantemos a ordem de jogo, a partir do jogador seguinte àquele que colocou a última { -tile }. Se o Conde estiver no mercado, ninguém sai dele, nem no fim nem durante a partida. O manual não diz nada sobre os outros bairros no fim; este livro mantém os { -follower(number: "pl") } deles em Carcassonne, onde não marcam nada (as primeiras tiragens os deixam sair: veja “Onde as tiragens divergem”).
ck-count-city-end-title = A cidade de Carcassonne na contagem final
ck-count-city-end = A cidade de Carcassonne conta como uma { -city } concluída para todo { -field } que faz divisa com ela, ou seja, todo { -field } que entra em uma das suas doze { -tile(number: "pl") }. Em todas as edições, os donos desse { -field } a pontuam como pontuam qualquer outra { -city } concluída que faça divisa com ele. A Hans im Glück disse isso em um esclarecimento de novembro de 2013; o nosso manual não diz nada a respeito.
ck-count-city-end-king = Com o rei em jogo, o mesmo esclarecimento conta Carcassonne como mais uma { -city } concluída para os { -point(number: "pl") } do rei no fim. Ela nunca rende o próprio rei a ninguém: ninguém a conclui.
ck-count-others-title = Com as outras expansões
ck-count-big = Estalagens e Catedrais: um { -big-follower } também pode entrar na cidade e, quando sai de um bairro, conta como dois { -follower(number: "pl") }, como em qualquer lugar.
ck-count-builder = Comerciantes e Construtores: quando um { -builder } lhe dá uma segunda { -tile }, cada uma das duas conta aqui como um turno à parte; assim, você pode pôr um { -follower } na cidade depois de cada uma delas, se cada uma lhe der esse direito.
ck-count-river = O Rio II: a editora desaconselha jogá-lo junto com O Conde de Carcassonne, como explica o capítulo sobre O Rio II.

## Capítulo: onde as tiragens divergem

ck-printings = Onde as tiragens divergem
ck-printings-king-title = Como o rei e o barão ladrão pontuam
ck-printings-king = O nosso manual, o King & Scout da Hans im Glück, de 2003, e todas as tiragens de Conde, Rei e Companhia concordam: no fim, 1 { -point } por { -city } concluída para o rei e 1 por { -road } concluída para o barão ladrão.
ck-printings-king-house = Os jogadores inventaram outras formas de pontuar, que nenhuma tiragem traz; o programa JCloisterZone as oferece como opções, e os exemplos daqui também: 10 { -point(number: "pl") } por título no fim e 20 para quem tiver os dois; 15 por título e 40 pelos dois; ou 1 { -point } para quem tem o título sempre que uma { -city } ou uma { -road } é concluída, e nada no fim. São regras da casa.
ck-printings-count-title = Quem sai de Carcassonne no fim
ck-printings-count = O nosso manual só deixa os { -follower(number: "pl") } do mercado saírem no fim do jogo, para um { -field }, e não diz nada sobre os outros bairros nesse momento. Este livro entende que isso vale só para o mercado, que é também a regra das tiragens com as novas ilustrações. As primeiras tiragens de Conde, Rei e Companhia deixam os { -follower(number: "pl") } saírem no fim de qualquer bairro, menos daquele onde está o Conde, para o que a contagem final pontua: os do castelo para uma { -city } inacabada, os da ferraria para uma { -road } inacabada, os da catedral para um { -cloister } inacabado, cada um entrando em uma construção que um { -follower } já ocupa.
ck-printings-cult-title = Cinco santuários ou seis
ck-printings-cult = A Seita do nosso manual tem cinco { -tile(number: "pl") } com um { -shrine }, como todas as tiragens da Hans im Glück. A caixa “Cult, Siege & Creativity”, da Rio Grande Games, tem seis: as mesmas cinco e a de baixo, um { -shrine } abaixo de uma parte de { -city }, com { -road(number: "pl") } terminando nele de dois lados. As regras não mudam; o tilebook conta essa tiragem como um conjunto de { -tile(number: "pl") } à parte, cult-6.
