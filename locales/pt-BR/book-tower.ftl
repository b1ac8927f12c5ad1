### O livro de regras de A Torre: todas as mensagens citadas em book/tower.toml,
### incluídas as seções sobre outras expansões. Ids: tower-<capítulo>-<o-quê>.
### Os títulos de capítulo são tower-<capítulo>; os títulos de seção terminam
### em -title. Texto simples, sem marcação; o vocabulário do jogo vem dos
### termos do glossário em terms.ftl, nunca no início de uma frase. “A Torre”
### é o nome da expansão; { -tower } é uma torre construída na paisagem.

tower-title = A Torre
tower-summary = A quarta expansão: dezoito { -tile(number: "pl") } com uma { -tower-foundation } e trinta { -tower-piece(number: "pl") } para construir. Quanto mais alta fica uma { -tower }, mais longe ela alcança para fazer { -prisoner } um { -follower }, e um { -prisoner } só volta para casa por meio de uma troca ou de um { -ransom }.

## Capítulo: o que a expansão acrescenta

tower-overview = O que A Torre acrescenta
tower-overview-intro = A expansão A Torre é jogada com o jogo básico e deixa a partida cerca de dez minutos mais longa. Na caixa, você encontra:
tower-overview-tiles = 18 novas { -tile(number: "pl") } de terreno, cada uma com uma { -tower-foundation } e marcada com o símbolo da expansão, para que seja fácil separá-las depois da partida.
tower-overview-pieces = 30 { -tower-piece(number: "pl") } de madeira, todos da mesma cor, divididos entre os jogadores.
tower-overview-holder = Um suporte para as { -tile(number: "pl") }, montado em forma de { -tower }.
tower-overview-holder-tip = A editora recomenda deixar o suporte montado e comprar as { -tile(number: "pl") } dele. Você pode tirá-las de cima ou de baixo, mas de cima é melhor: quanto menos { -tile(number: "pl") } restam dentro dele, mais facilmente elas desabam quando você puxa uma por baixo.
tower-overview-rest = Todas as regras do jogo básico continuam valendo. Este livro explica só o que é novo: construir { -tower(number: "pl") }, fazer { -prisoner(number: "pl") } e recuperá-los.

## Capítulo: a preparação

tower-setup = Preparação com A Torre
tower-setup-intro = Prepare o jogo básico como de costume e embaralhe as 18 novas { -tile(number: "pl") } junto com as outras. Depois, divida os { -tower-piece(number: "pl") }: todos recebem a mesma quantidade, que depende de quantas pessoas estão jogando.
tower-setup-two = Dois jogadores: 10 { -tower-piece(number: "pl") } cada um.
tower-setup-three = Três jogadores: 9 cada um.
tower-setup-four = Quatro jogadores: 7 cada um.
tower-setup-five = Cinco jogadores: 6 cada um.
tower-setup-six = Seis jogadores: 5 cada um.

## Capítulo: as novas cartelas

tower-new-tiles = Como colocar as novas { -tile(number: "pl") }
tower-new-tiles-placing = As novas { -tile(number: "pl") } são colocadas pelas regras do jogo básico. A única novidade nelas é uma { -tower-foundation }: um lugar marcado para a construção de uma { -tower }.
tower-new-tiles-roads = Quando uma { -road } chega a uma { -tower-foundation }, ela termina ali, exatamente como terminaria em um { -crossing }.

## Capítulo: a construção das torres

tower-together = As { -tower(number: "pl") } com as outras expansões
tower-building = A construção das { -tower(number: "pl") }
tower-building-choice-title = Um { -tower-piece } em vez de um { -follower }
tower-building-choice = Na sua vez, em vez de posicionar um { -follower }, você pode fazer uma destas coisas:
tower-building-start = Pôr um dos seus { -tower-piece(number: "pl") } em uma { -tower-foundation } vazia, em qualquer lugar da paisagem, e não só na { -tile } que você acabou de colocar. Isso inicia uma nova { -tower }.
tower-building-raise = Pôr um dos seus { -tower-piece(number: "pl") } no alto de uma { -tower } que já está de pé, não importa quem a construiu, para deixá-la um nível mais alta.
tower-building-finish = Concluir uma { -tower }, posicionando um dos seus { -follower(number: "pl") } no alto dela.
tower-building-capture-title = Como fazer um { -prisoner }
tower-building-capture = Cada vez que você põe um { -tower-piece } no lugar, seja para iniciar uma { -tower }, seja para aumentá-la, pode fazer { -prisoner } um { -follower } na mesma hora.
tower-building-capture-reach = Os { -follower(number: "pl") } que você alcança dependem da altura que você acabou de dar à { -tower }, contada em { -tower-piece(number: "pl") }. Você pode capturar um que esteja na { -tile } da própria { -tower } ou em uma { -tile } em linha reta ao norte, a leste, ao sul ou a oeste dela, a uma distância de no máximo tantas { -tile(number: "pl") } quanto a altura atual da { -tower }. As diagonais não contam.
tower-building-capture-count = Assim, uma { -tower } de um segmento de altura alcança cinco { -tile(number: "pl") }: a sua e as quatro vizinhas. Com dois segmentos de altura, ela alcança nove, duas em cada direção, e cada nível a mais acrescenta outras quatro, uma na ponta de cada linha. Uma { -tower } pode ficar tão alta quanto os jogadores quiserem.
tower-building-capture-no-block = Nada no meio do caminho bloqueia o alcance de uma { -tower }: nem um espaço vazio na linha, nem outra { -tower } de pé nela.
tower-building-captured-title = Para onde vai um { -follower } capturado
tower-building-captured-own = Você pode capturar um dos seus próprios { -follower(number: "pl") }: ele simplesmente volta para a sua { -supply }.
tower-building-captured-other = Um { -follower } de outro jogador se torna o seu { -prisoner }: coloque-o à sua frente, separado da sua própria { -supply }. O dono não pode usá-lo até que ele volte, como explica o capítulo sobre os { -prisoner(number: "pl") }.
tower-building-finish-title = Como concluir uma { -tower }
tower-building-finish-rule = Quando você posiciona um dos seus { -follower(number: "pl") } no alto de uma { -tower }, a { -tower } está concluída: ninguém mais pode acrescentar segmentos a ela.
tower-building-finish-stays = Esse { -follower } fica na { -tower } até o fim do jogo e não volta para você, a menos que outra { -tower } o faça { -prisoner }.
tower-building-finish-tip = Concluir uma { -tower } não rende nada por si só e lhe custa um { -follower } pelo resto do jogo. Só vale a pena para proteger um { -follower } seu que seja muito importante: uma { -tower } concluída nunca mais pode ser aumentada, então ninguém pode usá-la para fazer { -prisoner } esse { -follower }.

## Capítulo: os prisioneiros

tower-prisoners = Os { -prisoner(number: "pl") }
tower-prisoners-exchange-title = A troca de { -prisoner(number: "pl") }
tower-prisoners-exchange = Assim que dois jogadores tiverem, cada um, um { -prisoner } do outro, os dois { -prisoner(number: "pl") } são trocados na hora: cada um volta para a { -supply } do seu dono.
tower-prisoners-exchange-several = Se um dos dois tiver vários { -follower(number: "pl") } do outro, esse outro jogador escolhe qual deles recebe de volta. Só esse par é trocado: os demais continuam { -prisoner(number: "pl") }.
tower-prisoners-ransom-title = O pagamento do { -ransom }
tower-prisoners-ransom = Na sua vez, você pode pagar um { -ransom } para recuperar um dos seus { -follower(number: "pl") } capturados do jogador que o mantém preso: volte o seu contador 3 casas no { -scoreboard }, e esse jogador avança o dele 3 casas. O seu { -follower } volta para a sua { -supply }.
tower-prisoners-ransom-place = Você pode posicionar o { -follower } libertado nesse mesmo turno.
tower-prisoners-ransom-reading = O manual não diz o que acontece se você tiver menos de 3 { -point(number: "pl") }. Entendemos que, nesse caso, você não pode pagar um { -ransom }. Esta é a nossa leitura, e não uma regra da editora.

## Capítulo: as cartelas

tower-tiles = As { -tile(number: "pl") }
tower-tiles-intro = As dezoito { -tile(number: "pl") } de A Torre, com a quantidade de cada uma na caixa.

## Com outras expansões (seções com `with` em book/tower.toml)

tower-building-big-title = As { -tower(number: "pl") } e o { -big-follower }
tower-building-big = Com Estalagens e Catedrais, uma { -tower } pode fazer { -prisoner } um { -big-follower } tal como faz com um pequeno, e um { -big-follower } capturado é trocado ou resgatado como qualquer outro { -follower }.
tower-building-builder-title = As { -tower(number: "pl") }, o { -builder } e o { -pig }
tower-building-builder-instead = Com Comerciantes e Construtores, construir com um { -tower-piece } ou concluir uma { -tower } é mais uma opção para a sua figura: você também pode fazer isso em vez de posicionar um { -builder } ou um { -pig }.
tower-building-builder-never = Uma { -tower } nunca faz { -prisoner } um { -builder } ou um { -pig }; ela captura apenas { -follower(number: "pl") }.
tower-building-builder-home = Mesmo assim, um { -builder } ou um { -pig } pode ter de voltar para casa. Se uma { -tower } capturar o último { -thief } ou { -knight } que o dono tem na { -road } ou na { -city } dele, ou o último { -farmer } no { -field } dele, o { -builder } ou o { -pig } volta para o dono na hora.
tower-building-dragon-title = As { -tower(number: "pl") } e o { -dragon }
tower-building-dragon-instead = Com A Princesa e o Dragão, você também pode construir com um { -tower-piece } em vez de colocar ou mover a { -fairy }.
tower-building-dragon-top = Um { -follower } no alto de uma { -tower } concluída não está a salvo do { -dragon }: se o { -dragon } entrar nessa { -tile }, o { -follower } volta para o dono, como toda figura que está ali. E, como um { -follower } nunca divide uma { -tile } com o { -dragon }, você não pode concluir uma { -tower } na { -tile } onde o { -dragon } está.
