### O livro de regras do jogo básico: todas as mensagens citadas em book/base.toml.
### Ids: base-<capítulo>-<o-quê>. Os títulos de capítulo são base-<capítulo>;
### os títulos de seção terminam em -title. Texto simples, sem marcação. O
### vocabulário do jogo vem dos termos do glossário em terms.ftl; nenhuma frase
### começa com um termo, porque os termos estão em minúsculas. A concordância
### (artigos, adjetivos) segue o atributo .gender de cada termo.

base-title = Carcassonne: o jogo básico
base-summary = As regras completas do jogo básico, para dois a cinco jogadores: como colocar as { -tile(number: "pl") }, onde posicionar os seus { -follower(number: "pl") }, como pontuam as { -road(number: "pl") }, as { -city(number: "pl") }, os { -cloister(number: "pl") } e os { -field(number: "pl") }, os esclarecimentos oficiais da editora e o que mudava na pontuação das edições mais antigas.

## Capítulo: o que vem na caixa

base-components = O que vem na caixa
base-components-intro = Carcassonne é um jogo para dois a cinco jogadores. Na caixa, você encontra:
base-components-item-tiles = 72 { -tile(number: "pl") } com pedaços de paisagem. Uma delas é a { -start-tile }, que se distingue das outras pelo verso mais escuro.
base-components-item-followers = 40 { -follower(number: "pl") } em cinco cores, oito de cada cor.
base-components-item-scoreboard = Um { -scoreboard }, para acompanhar os { -point(number: "pl") } de todos.
base-components-item-rules = Um manual de regras.

base-components-landscape-title = O que as { -tile(number: "pl") } mostram
base-components-landscape = Cada { -tile } é um pequeno quadrado de paisagem rural. Pelas suas bordas passam trechos de { -road }, de { -city } e de { -field }. À medida que as { -tile(number: "pl") } são colocadas lado a lado, esses trechos se juntam e formam { -road(number: "pl") } mais longas, { -city(number: "pl") } maiores e { -field(number: "pl") } mais extensos.
base-components-landscape-road = Uma { -road } vai de uma borda da { -tile } a outra, ou termina em um { -crossing }, no portão de uma { -city } ou em um { -cloister }.
base-components-landscape-city = Uma { -city } é cercada por uma muralha. Algumas partes de { -city } trazem um { -pennant }, que faz a { -city } valer mais.
base-components-landscape-cloister = Um { -cloister } fica sozinho no meio de uma { -tile }, cercado de verde por todos os lados.
base-components-landscape-field = A área verde que fica entre tudo isso forma os { -field(number: "pl") }, que as { -road(number: "pl") } e as { -city(number: "pl") } separam uns dos outros.
base-components-landscape-crossing = Um { -crossing } é um pequeno vilarejo onde se encontram três ou quatro { -road(number: "pl") }. Cada uma dessas { -road(number: "pl") } termina ali.

base-components-followers-title = Os { -follower(number: "pl") }
base-components-followers = Um { -follower } pode assumir quatro papéis, conforme o lugar onde você o coloca: em uma { -road }, ele é um { -thief }; em uma { -city }, um { -knight }; em um { -cloister }, um { -monk }; e em um { -field }, um { -farmer }. Além disso, cada jogador usa um { -follower } da sua cor como contador de pontos no { -scoreboard }.

## Capítulo: como funciona o jogo

base-overview = Como funciona o jogo
base-overview-landscape = Turno após turno, os jogadores colocam { -tile(number: "pl") } e vão construindo uma paisagem em torno da cidade francesa de Carcassonne. À medida que ela cresce, surgem { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } e { -field(number: "pl") } novos, e você toma posse deles colocando ali os seus { -follower(number: "pl") }.
base-overview-points = Durante a partida, você marca { -point(number: "pl") } sempre que uma { -road }, uma { -city } ou um { -cloister } ocupado por você é concluído. No fim do jogo, há uma nova pontuação: por tudo o que ainda estiver inacabado e pelos seus { -farmer(number: "pl") }.
base-overview-winner = Como muitos { -point(number: "pl") } são marcados bem no final, ninguém sabe quem venceu até o término da contagem final. Vence, então, o jogador com mais { -point(number: "pl") }.

## Capítulo: preparação

base-setup = Preparação
base-setup-step-start = Coloque a { -start-tile }, aquela de verso escuro, com a face para cima no centro da mesa.
base-setup-step-stacks = Embaralhe todas as outras { -tile(number: "pl") } com a face para baixo e forme com elas vários montes, ao alcance de todos os jogadores.
base-setup-step-scoreboard = Deixe o { -scoreboard } na beirada da mesa, para que o centro fique livre para a paisagem crescer.
base-setup-step-colours = Cada jogador escolhe uma cor e pega os oito { -follower(number: "pl") } dessa cor.
base-setup-step-marker = Cada jogador coloca um dos seus { -follower(number: "pl") } na casa marcada com 0 no { -scoreboard }: esse é o seu contador de pontos. Os outros sete { -follower(number: "pl") } ficam diante do jogador e formam a sua { -supply }.
base-setup-step-first = O jogador mais novo decide quem começa.
base-setup-first-game = Na sua primeira partida, as regras sugerem deixar os { -farmer(number: "pl") } de fora: jogue sem colocar nenhum { -follower } nos { -field(number: "pl") } e pule a pontuação dos { -field(number: "pl") } no fim. Inclua os { -farmer(number: "pl") } quando já estiver à vontade com o resto do jogo.

## Capítulo: o turno

base-turn = Como é um turno
base-turn-intro = Joga-se em sentido horário, um jogador de cada vez. Na sua vez, você faz o seguinte, sempre nesta ordem:
base-turn-step-tile = Compre uma { -tile } e acrescente-a à paisagem. Este passo é obrigatório.
base-turn-step-follower = Se quiser, posicione um { -follower } da sua { -supply } na { -tile } que acabou de colocar.
base-turn-step-score = Se a sua { -tile } concluiu uma { -road }, uma { -city } ou um { -cloister }, faça a contagem de pontos agora.
base-turn-next = Depois, é a vez do jogador à sua esquerda. Os próximos capítulos explicam cada um desses passos em detalhes.

## Capítulo: colocar uma cartela

base-placing-tiles = Como colocar uma { -tile }
base-placing-tiles-draw = Compre a { -tile } de cima de qualquer monte e mostre-a aos outros jogadores, que podem dar palpites sobre onde colocá-la. Depois, acrescente-a à paisagem seguindo estas regras:
base-placing-tiles-rule-side = A nova { -tile } deve ficar encostada em pelo menos uma { -tile } que já esteja na mesa, compartilhando com ela um lado inteiro. Encostar só pelo canto não vale.
base-placing-tiles-rule-continue = Cada lado da nova { -tile } que encosta em outra { -tile } deve dar continuidade ao que já está ali: { -road } com { -road }, { -city } com { -city } e { -field } com { -field }. Isso vale para todos os lados que se encostam, e não apenas para um deles.
base-placing-tiles-rule-cloister = Um { -cloister } não precisa de continuação: ele fica no meio da sua própria { -tile }. Só as bordas da { -tile } precisam se encaixar.
base-placing-tiles-rule-turn = Você pode girar a { -tile } como quiser, desde que todas as suas bordas se encaixem.

base-placing-tiles-no-fit-title = Uma { -tile } que não cabe em lugar nenhum
base-placing-tiles-no-fit = Muito raramente, uma { -tile } não pode ser colocada em lugar nenhum sem desrespeitar essas regras. Se todos os jogadores concordarem que ela não se encaixa em lugar algum, tire-a do jogo, devolva-a à caixa e compre outra { -tile } no lugar dela.

## Capítulo: posicionar um seguidor

base-placing-followers = Como posicionar um { -follower }
base-placing-followers-intro = Depois de colocar a sua { -tile }, você pode pôr nela um dos seus { -follower(number: "pl") }. Isso nunca é obrigatório: às vezes é mais sensato guardar um { -follower } para um turno futuro.

base-placing-followers-roles-title = Quatro papéis
base-placing-followers-roles = O lugar da { -tile } onde você põe o seu { -follower } decide o que ele se torna:
base-placing-followers-role-thief = Em uma { -road }, ele se torna um { -thief }.
base-placing-followers-role-knight = Em uma { -city }, ele se torna um { -knight }.
base-placing-followers-role-monk = Em um { -cloister }, ele se torna um { -monk }.
base-placing-followers-role-farmer = Em um { -field }, ele se torna um { -farmer }. Deite-o de costas, para que todos vejam que é um { -farmer }.

base-placing-followers-where-title = Onde você pode posicioná-lo
base-placing-followers-rule-one = Você pode posicionar no máximo um { -follower } por turno.
base-placing-followers-rule-supply = Ele tem de vir da sua { -supply }. Um { -follower } que já está na paisagem nunca pode ser movido.
base-placing-followers-rule-new-tile = Ele só pode ir para a { -tile } que você acabou de colocar, nunca para uma colocada antes.
base-placing-followers-rule-feature = Você escolhe em que parte dessa { -tile } ele fica: em uma { -road }, uma { -city }, um { -cloister } ou um { -field } em particular.
base-placing-followers-rule-occupied = Você não pode colocá-lo em uma { -road }, em uma { -city } ou em um { -field } que já tenha um { -follower } em algum lugar, não importa de quem seja esse { -follower } (mesmo que seja seu) nem a que distância ele esteja. O que conta é tudo aquilo a que a nova { -tile } está ligada.
base-placing-followers-occupied-example = Por exemplo, se a sua nova { -tile } dá continuidade a uma { -city } que já tem um { -knight }, você não pode colocar um { -knight } nela. Ainda pode, porém, pôr o seu { -follower } na { -road } ou no { -field } dessa { -tile }, se estiverem livres.

base-placing-followers-joined-title = Como vários { -follower(number: "pl") } acabam juntos
base-placing-followers-joined = A regra acima só vale no momento em que um { -follower } é colocado. Por isso, dois { -follower(number: "pl") } podem estar em duas { -road(number: "pl") }, duas { -city(number: "pl") } ou dois { -field(number: "pl") } separados que, mais tarde, uma { -tile } acaba unindo. Daí em diante, eles passam a dividir esse espaço, e quem pontua é decidido pela maioria, como explica o capítulo sobre a pontuação.

base-placing-followers-empty-title = Quando a sua { -supply } acaba
base-placing-followers-empty = Se todos os seus { -follower(number: "pl") } estiverem espalhados pela paisagem, você simplesmente coloca uma { -tile } em cada um dos seus turnos e pula a etapa do { -follower }. Não se preocupe: os seus { -thief(number: "pl") }, { -knight(number: "pl") } e { -monk(number: "pl") } voltam para você assim que aquilo que eles ocupam é concluído e pontuado.

## Capítulo: pontuação durante o jogo

base-scoring = Pontuação durante o jogo
base-scoring-intro = Quando a { -tile } que você colocou conclui uma { -road }, uma { -city } ou um { -cloister }, a pontuação é feita imediatamente, como último passo do seu turno. Uma só { -tile } pode concluir várias construções de uma vez; pontue cada uma delas.
base-scoring-who = Não importa quem colocou a { -tile } que concluiu a construção: os { -point(number: "pl") } vão para o jogador que tem { -follower(number: "pl") } ali. Avance na hora o contador de pontos dele no { -scoreboard }. Se não houver nenhum { -follower } ali, a { -road }, a { -city } ou o { -cloister } é concluído sem render nada a ninguém.

base-scoring-roads-title = As { -road(number: "pl") } concluídas
base-scoring-roads-complete = Uma { -road } está concluída quando cada uma das suas duas pontas termina em um { -crossing }, em uma { -city } ou em um { -cloister }, ou quando ela forma uma { -road } fechada. Entre as duas pontas pode haver qualquer número de { -tile(number: "pl") }.
base-scoring-roads-points = O jogador que tem um { -thief } em uma { -road } concluída marca um { -point } para cada { -tile } por onde a { -road } passa. Contam-se as { -tile(number: "pl") }, e não os trechos de { -road }: uma { -tile } conta uma só vez, mesmo que a { -road } passe por ela duas vezes.

base-scoring-cities-title = As { -city(number: "pl") } concluídas
base-scoring-cities-complete = Uma { -city } está concluída quando uma muralha a cerca por completo, sem falhas nem bordas abertas. Uma { -city } pode ter qualquer tamanho.
base-scoring-cities-points = O jogador que tem um { -knight } em uma { -city } concluída marca dois { -point(number: "pl") } para cada { -tile } da { -city }, e mais dois para cada { -pennant } que ela tiver.
base-scoring-cities-once = Aqui também se contam { -tile(number: "pl") }: quando duas partes de { -city } na mesma { -tile } pertencem ambas a essa { -city }, a { -tile } continua contando uma só vez.

base-scoring-cloisters-title = Os { -cloister(number: "pl") } concluídos
base-scoring-cloisters = Um { -cloister } está concluído quando oito { -tile(number: "pl") } o cercam por todos os lados, inclusive nas diagonais. O jogador que tem um { -monk } nele marca nove { -point(number: "pl") }: um para cada uma das nove { -tile(number: "pl") }, contando a do próprio { -cloister }.

base-scoring-majority-title = Vários { -follower(number: "pl") } na mesma { -road } ou { -city }
base-scoring-majority = Uma { -road } ou { -city } concluída pode ter { -follower(number: "pl") } de vários jogadores. Nesse caso, o jogador com mais { -thief(number: "pl") } na { -road }, ou com mais { -knight(number: "pl") } na { -city }, fica com todos os { -point(number: "pl") }, e os outros jogadores presentes ali não marcam nada.
base-scoring-tie = Se vários jogadores empatarem com o maior número, cada um deles marca o total de { -point(number: "pl") }. Nada é dividido.
base-scoring-no-double = Ter { -follower(number: "pl") } seus a mais não rende { -point(number: "pl") } extras: com dois { -knight(number: "pl") } em uma { -city }, você continua pontuando essa { -city } uma só vez. O número de { -follower(number: "pl") } só serve para saber quem tem a maioria.

## Capítulo: a volta dos seguidores

base-returning = Como recuperar os { -follower(number: "pl") }
base-returning-return = Depois que uma { -road }, uma { -city } ou um { -cloister } é concluído e pontuado — e nunca antes —, os { -thief(number: "pl") }, { -knight(number: "pl") } e { -monk(number: "pl") } que estavam ali voltam para a { -supply } dos seus donos. A partir do seu próximo turno, cada dono pode colocá-los de novo, em qualquer papel.
base-returning-farmers = Isso nunca acontece com os { -farmer(number: "pl") }: um { -farmer } fica no seu { -field } até o fim do jogo.

base-returning-same-turn-title = Colocar, pontuar e recuperar no mesmo turno
base-returning-same-turn = Você pode colocar um { -follower } em uma { -road }, uma { -city } ou um { -cloister } que a sua nova { -tile } acabou de concluir. A pontuação é feita na hora, e o { -follower } volta para você no mesmo turno. Siga sempre esta ordem:
base-returning-step-complete = Conclua uma { -road }, uma { -city } ou um { -cloister } com a sua nova { -tile }.
base-returning-step-place = Coloque um { -thief }, um { -knight } ou um { -monk } na nova { -tile }.
base-returning-step-score = Pontue a { -road }, a { -city } ou o { -cloister } concluído.
base-returning-step-return = Devolva o { -thief }, o { -knight } ou o { -monk } à sua { -supply }.
base-returning-one-per-turn = Como você coloca o seu { -follower } antes de qualquer pontuação, um { -follower } que volta durante o seu turno não pode ser colocado de novo nesse mesmo turno. Se você já ocupa uma { -city } que a sua nova { -tile } conclui, pode usar o único { -follower } do turno em outro lugar dessa { -tile }, por exemplo em uma nova { -city } iniciada por ela; a { -city } concluída é pontuada depois.

## Capítulo: campos e fazendeiros

base-fields = Os { -field(number: "pl") } e os seus { -farmer(number: "pl") }
base-fields-what = As áreas verdes que se ligam através das bordas das { -tile(number: "pl") } formam um único { -field }. Um { -field } termina onde é interrompido por uma { -road }, por uma { -city } ou pela borda externa da paisagem montada até ali. Esses limites separam um { -field } do vizinho, o que faz muita diferença na contagem final. Um { -cloister } não divide um { -field }: ele fica dentro dele.
base-fields-size = Um { -field } pode continuar crescendo durante a partida inteira. Um único { -field } pode acabar cobrindo boa parte da mesa, e muitos { -field(number: "pl") } nunca chegam a ser fechados.

base-fields-farmers-title = O { -farmer } fica até o fim
base-fields-no-score = Os { -field(number: "pl") } não rendem nada durante o jogo. Eles servem para receber os { -farmer(number: "pl") }, e quem os possui só pontua na contagem final, depois de todo o resto.
base-fields-stay = É por isso que um { -farmer } nunca volta: depois de colocado, ele fica no seu { -field } até o fim da partida. Deite os seus { -farmer(number: "pl") }, para que ninguém os confunda com { -thief(number: "pl") } ou { -knight(number: "pl") }.

base-fields-joining-title = A união de { -field(number: "pl") }
base-fields-joining = Assim como nas { -road(number: "pl") } e nas { -city(number: "pl") }, você não pode colocar um { -farmer } em um { -field } que já tenha um { -farmer } em qualquer parte. Uma nova { -tile } pode, porém, unir { -field(number: "pl") } separados, cada um com os seus próprios { -farmer(number: "pl") }, em um só. Depois da união, o { -field } abriga todos eles, e a contagem final decide pela maioria quem é o dono.

## Capítulo: o marcador de pontos

base-scoreboard = O { -scoreboard }
base-scoreboard-track = Cada { -point } é registrado no momento em que é marcado: avance o seu contador de pontos esse mesmo número de casas no { -scoreboard }. O percurso tem cinquenta casas, numeradas de 0 a 49, e é circular, de modo que um contador pode dar mais de uma volta.
base-scoreboard-lap = Quando o seu contador alcança ou ultrapassa a casa 0, você tem 50 { -point(number: "pl") } ou mais. Deite o contador, para que todos vejam isso, e continue contando. A sua pontuação passa a ser 50 mais o número da casa onde o contador está.
base-scoreboard-lap-example = Por exemplo, se o seu contador está na casa 48 e você marca 3 { -point(number: "pl") }, avance-o até a casa 1 e deite-o: agora você tem 51 { -point(number: "pl") }.
base-scoreboard-more = O jogo básico não tem mais nada para contar as voltas. As fichas de pontuação com 50 de um lado e 100 do outro vêm com a expansão Estalagens e Catedrais, como observa o manual do jogo básico e das suas expansões: pegue uma quando o seu contador passar pela casa 0 e vire-a para o lado do 100 na volta seguinte. Sem elas, anote em um papel cada 50 { -point(number: "pl") } a mais.

## Capítulo: o fim do jogo

base-end = O fim do jogo
base-end-when = O jogo termina depois do turno em que a última { -tile } é colocada. Esse último turno é um turno normal: o jogador pode posicionar um { -follower }, e cada { -road }, { -city } ou { -cloister } que a última { -tile } concluir é pontuado como de costume.
base-end-final = Em seguida vem a contagem final, descrita no próximo capítulo. Ela acrescenta { -point(number: "pl") } por tudo o que ainda está inacabado e, depois, pelos { -field(number: "pl") } e os seus { -farmer(number: "pl") }.

## Capítulo: contagem final

base-final = Contagem final
base-final-intro = A contagem final tem duas etapas. Primeiro, pontuam-se todas as { -road(number: "pl") }, { -city(number: "pl") } e { -cloister(number: "pl") } inacabados que tenham algum { -follower }. Depois, pontuam-se os { -field(number: "pl") }, a favor dos { -farmer(number: "pl") } que estão neles.

base-final-unfinished-title = O que ficou inacabado: { -road(number: "pl") }, { -city(number: "pl") } e { -cloister(number: "pl") }
base-final-unfinished = Cada { -road }, { -city } ou { -cloister } inacabado que tenha um { -follower } pontua assim:
base-final-unfinished-road = Uma { -road } vale um { -point } para cada uma das suas { -tile(number: "pl") }, exatamente como se estivesse concluída.
base-final-unfinished-city = Uma { -city } vale um { -point } para cada uma das suas { -tile(number: "pl") } e um { -point } para cada { -pennant }: a metade do que valeria se estivesse concluída.
base-final-unfinished-cloister = Um { -cloister } vale um { -point } por si mesmo e um { -point } para cada { -tile } ao seu redor.
base-final-unfinished-majority = A regra da maioria é a mesma usada durante o jogo: pontua o jogador com mais { -follower(number: "pl") } ali, e os jogadores empatados com o maior número marcam, cada um, o valor completo. Assim que algo for pontuado, retire da mesa os { -follower(number: "pl") } que estavam ali.

base-final-fields-title = A pontuação dos { -field(number: "pl") }
base-final-fields-owner = Agora só restam os { -farmer(number: "pl") }. Pontue, um após o outro, cada { -field } que tenha pelo menos um { -farmer }. Primeiro, descubra quem é o dono do { -field }: se apenas um jogador tem { -farmer(number: "pl") } ali, esse jogador é o dono.
base-final-fields-points = O dono de um { -field } marca três { -point(number: "pl") } para cada { -city } concluída que faça divisa com o { -field } ou fique dentro dele. O tamanho da { -city } não importa, e uma { -city } inacabada não vale nada aqui. O { -field } em si não precisa estar fechado.
base-final-fields-majority = Quando vários jogadores têm { -farmer(number: "pl") } no mesmo { -field }, o dono é quem tiver mais. Se vários jogadores empatarem com o maior número, todos eles são donos, e cada um marca o total de { -point(number: "pl") } desse { -field }. Os jogadores com menos { -farmer(number: "pl") } nesse { -field } não marcam nada por ele.
base-final-fields-several = Muitas vezes, uma { -city } faz divisa com mais de um { -field }. Nesse caso, ela pontua para os donos de cada um desses { -field(number: "pl") }, ainda que um só jogador seja dono de dois deles.
base-final-fields-border = Uma { -city } faz divisa com um { -field } quando um trecho da sua muralha acompanha esse { -field }. Tocá-lo só no canto de uma { -tile } não basta.
base-final-fields-tip = Como todos os outros { -follower(number: "pl") } já saíram da mesa na primeira etapa, só os { -farmer(number: "pl") } continuam ali, e os limites dos { -field(number: "pl") } ficam bem mais fáceis de enxergar.

base-final-winner-title = O vencedor
base-final-winner = Depois que o último { -field } for pontuado, a partida termina. Vence o jogador com mais { -point(number: "pl") }.

## Capítulo: esclarecimentos oficiais

base-clarifications = Esclarecimentos oficiais
base-clarifications-intro = Ao longo dos anos, os jogadores consultaram a editora sobre situações que as regras não deixam explícitas. Estas são as respostas da editora, agrupadas por assunto. As regras deste livro já seguem essas respostas.

base-clarifications-tiles-title = Colocação de { -tile(number: "pl") }
base-clarifications-corner = Cantos não se ligam. Partes de { -road }, de { -city } ou de { -field } só se unem através de uma borda que duas { -tile(number: "pl") } compartilham. Duas partes de { -city } que só se tocam pelo canto são duas { -city(number: "pl") } diferentes.
base-clarifications-cloisters-touch = Dois { -cloister(number: "pl") } podem ficar vizinhos, lado a lado ou canto com canto, e entre as oito { -tile(number: "pl") } ao redor de um { -cloister } também pode haver outros { -cloister(number: "pl") }. Nada se liga a um { -cloister }: ele fica dentro do seu próprio pedaço de { -field }, e qualquer { -tile } que se encaixe pode ser colocada ao lado dele.
base-clarifications-all-edges = Uma nova { -tile } precisa se encaixar em todas as { -tile(number: "pl") } que toca. Não basta um dos lados combinar: cada borda que encosta em uma vizinha tem de combinar com ela.
base-clarifications-road-end = Uma { -road } nunca pode terminar no vazio. Como qualquer outra borda, uma borda por onde uma { -road } sai da { -tile } só pode encostar em outra { -road }.

base-clarifications-followers-title = Colocação de { -follower(number: "pl") }
base-clarifications-few-followers = A escassez de { -follower(number: "pl") } é proposital. Usá-los com economia é uma das habilidades que o jogo exige de você.
base-clarifications-open-city = Quando a sua { -tile } conclui uma { -city } que ninguém ocupa, você não é obrigado a tomá-la para si. Pode fechá-la sem um { -knight } e colocar o seu { -follower } em outro lugar da { -tile }, por exemplo como { -farmer } em um { -field } livre. Uma { -city } pode ser concluída sem que ninguém cuide dela.
base-clarifications-cloister-farmer = Em uma { -tile } com { -cloister }, você pode colocar o seu { -follower } como { -farmer } no { -field } ao redor do { -cloister }, em vez de colocá-lo como { -monk }; valem as regras normais dos { -field(number: "pl") }. Nesse caso, o { -cloister } fica vazio pelo resto do jogo, porque um { -follower } só pode ir para a { -tile } recém-colocada.
base-clarifications-place-before-scoring = Você só pode colocar um { -follower } por turno, e faz isso antes de qualquer pontuação. Se a sua { -tile } fecha uma { -city } pequena que você já ocupa e também inicia outra { -city }, você pode pôr um segundo { -knight } na nova; em seguida, a { -city } pequena é pontuada e o { -knight } que estava nela volta para você. Se você não ocupava a { -city } pequena, escolha qual das duas partes de { -city } recebe o seu { -follower }: na pequena, ele pontua e volta na hora, mas não pode ser colocado de novo nesse turno.

base-clarifications-scoring-title = Pontuação
base-clarifications-crossing = Todo { -crossing } encerra todas as { -road(number: "pl") } que chegam a ele, venham de onde vierem: uma { -road } nunca atravessa um { -crossing } em linha reta, e nenhum { -thief } pode entrar no vilarejo. Por isso, cada { -road } entre dois { -crossing(number: "pl") } é uma { -road } à parte e é pontuada separadamente.
base-clarifications-same-colour = Dois { -follower(number: "pl") } da mesma cor na mesma { -road }, na mesma { -city } ou no mesmo { -field } não pontuam em dobro. O número de { -follower(number: "pl") } seus ali só importa para a maioria.
base-clarifications-final-values = Na contagem final, uma { -road } inacabada rende exatamente o que renderia durante o jogo: um { -point } por { -tile }, não importa quantos { -follower(number: "pl") } estejam nela. Um { -cloister } inacabado rende um { -point } por si mesmo e um { -point } para cada { -tile } vizinha, e não apenas um único { -point }.

base-clarifications-fields-title = Pontuação dos { -field(number: "pl") }
base-clarifications-field-bounds = O que limita um { -field } é tudo aquilo que ele não consegue contornar: { -road(number: "pl") }, { -city(number: "pl") } e a borda da paisagem. Um único { -field } pode se estender por quase toda a mesa, e alguns { -field(number: "pl") } vão ficar abertos até o último instante.
base-clarifications-open-field = Um { -field } não precisa estar fechado para pontuar. Fechar um { -field } é quase sempre impossível; o que precisa estar concluído são as { -city(number: "pl") } com que ele faz divisa. Assim, as { -city(number: "pl") } concluídas contam também para os { -field(number: "pl") } que continuam abertos.
base-clarifications-enclosed-field = Um { -field } totalmente fechado por { -road(number: "pl") }, sem nenhuma { -city } ao lado, é pontuado como qualquer outro: três { -point(number: "pl") } para cada { -city } concluída, o que aqui não dá nada. Mesmo assim, o { -farmer } que está nele tem de ficar ali até o fim.

base-clarifications-readings-title = Duas interpretações comuns
base-clarifications-readings = Os dois itens a seguir não são respostas da editora, e sim interpretações das regras com as quais os jogadores em geral concordam. Este livro as segue.
base-clarifications-pennant = Um { -pennant } pertence à parte de { -city } em que está desenhado. Se uma { -tile } tem duas partes de { -city } separadas, o { -pennant } conta só para a { -city } em que está, e não para a outra.
base-clarifications-bordering = Uma { -city } só faz divisa com um { -field } onde a sua muralha acompanha esse { -field }. Encostar nele apenas no canto de uma { -tile } não basta.

## Capítulo: edições das regras

base-editions = Edições das regras
base-editions-intro = Carcassonne já foi impresso muitas vezes, e algumas das suas regras mudaram ao longo dos anos. A colocação de { -follower(number: "pl") }, as maiorias, os empates e a volta dos { -follower(number: "pl") } funcionam da mesma forma em todas as edições, e a colocação de { -tile(number: "pl") } também, com uma exceção: o que acontece com uma { -tile } que não cabe em lugar nenhum. Todas as outras diferenças estão na pontuação, sobretudo na dos { -farmer(number: "pl") }. Este livro usa as regras da terceira edição.
base-editions-which = Se você tem um manual de regras mais antigo, veja como ele pontua os { -farmer(number: "pl") } para saber que edição ele segue. Os exemplos deste capítulo pontuam a mesma paisagem em cada edição, lado a lado.

base-editions-differences-title = O que muda
base-editions-third = Terceira edição: cada { -field } é pontuado separadamente. Os donos do { -field } marcam três { -point(number: "pl") } para cada { -city } concluída que faz divisa com ele. Uma { -city } que faz divisa com vários { -field(number: "pl") } pontua para os donos de cada um deles, mesmo quando um jogador é dono de mais de um desses { -field(number: "pl") }.
base-editions-second = Segunda edição: como na terceira, uma { -city } concluída vale três { -point(number: "pl") } para os donos de cada { -field } ao redor dela, mas cada jogador só pode pontuar uma mesma { -city } uma vez, não importa de quantos { -field(number: "pl") } ao redor dela ele seja dono.
base-editions-first = Primeira edição: os { -farmer(number: "pl") } são pontuados { -city } por { -city }, e não { -field } por { -field }. Para cada { -city } concluída, conte os { -farmer(number: "pl") } de cada jogador em todos os { -field(number: "pl") } que fazem divisa com ela. O jogador com mais { -farmer(number: "pl") } marca quatro { -point(number: "pl") } por essa { -city }; em caso de empate no maior número, cada jogador empatado marca quatro.
base-editions-first-small-city = Primeira edição, { -city(number: "pl") } pequenas: uma { -city } concluída de apenas duas { -tile(number: "pl") } vale um { -point } por { -tile } e um por { -pennant }, ou seja, dois { -point(number: "pl") } em vez de quatro quando não tem { -pennant }. As { -city(number: "pl") } maiores pontuam normalmente.
base-editions-first-no-fit = Primeira edição, uma { -tile } que não cabe em lugar nenhum: em vez de sair do jogo, ela volta para o monte de onde foi comprada, e o jogador compra outra.
base-editions-same = Todo o resto é igual nas três edições, inclusive a contagem final de { -road(number: "pl") }, { -city(number: "pl") } e { -cloister(number: "pl") } inacabados.
base-editions-today = A forma de pontuar os { -field(number: "pl") } da terceira edição é a que todas as editoras usam hoje, em todas as versões de Carcassonne.

base-editions-small-city-title = Uma { -city } pequena
base-editions-small-city = Os dois exemplos concluem uma { -city } de duas { -tile(number: "pl") }. Só a primeira edição a pontua de outro jeito.
base-editions-small-city-variant = Quem gosta da pontuação dos { -field(number: "pl") } de uma edição e da { -city } pequena de outra pode combinar as duas: a { -city } pequena é uma variante de regra à parte, para jogar com qualquer edição. Com “1 { -point } por { -tile }”, uma { -city } concluída de duas { -tile(number: "pl") } marca 2, mais 1 por { -pennant }, como nas primeiras tiragens da Hans im Glück e da Rio Grande Games; com “2 { -point(number: "pl") } por { -tile }”, ela pontua como qualquer outra { -city }, como em todas as tiragens desde a revisão das regras, por volta de 2002. Os exemplos mostram as duas, ao lado das edições.

base-editions-value-title = O valor de uma { -city } para os { -farmer(number: "pl") }
base-editions-value = Com um único dono e um só { -field }, só muda o valor de cada { -city }: três { -point(number: "pl") } na segunda e na terceira edição, quatro na primeira.

base-editions-city-once-title = Uma { -city }, dois { -field(number: "pl") }
base-editions-city-once = Aqui cada edição dá um resultado diferente: a terceira conta a { -city } para cada { -field }; a segunda, só uma vez por jogador; e a primeira a entrega inteira ao jogador com mais { -farmer(number: "pl") } ao redor dela.

base-editions-city-by-city-title = Maiorias ao redor de uma { -city }
base-editions-city-by-city = Na segunda e na terceira edição, a maioria é decidida separadamente em cada { -field }. Na primeira edição, ela é decidida ao redor da { -city }, contando os { -farmer(number: "pl") } de todos os { -field(number: "pl") } que fazem divisa com ela.

## Capítulo: as cartelas

base-tiles = As { -tile(number: "pl") }
base-tiles-intro = O jogo básico tem 72 { -tile(number: "pl") } de 24 tipos, identificados pelas letras de A a X. A { -start-tile } é uma das quatro { -tile(number: "pl") } do tipo D; só o verso mais escuro a diferencia.
