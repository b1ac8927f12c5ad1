### O livro de regras de O Rio: todas as mensagens citadas em book/river.toml.
### Ids: river-<capítulo>-<o-quê>. Os títulos de capítulo são river-<capítulo>;
### os títulos de seção terminam em -title. Texto simples, sem marcação; o
### vocabulário do jogo vem dos termos do glossário em terms.ftl, nunca no
### início de uma frase.
### “O Rio” é o nome da expansão; { -river } é o rio desenhado nas cartelas.

river-title = O Rio
river-summary = Doze { -tile(number: "pl") } que abrem a partida com um { -river } serpenteando pela paisagem: como prepará-las, por onde o { -river } deve correr e onde os seus { -follower(number: "pl") } podem ficar.

## Capítulo: as cartelas do rio

river-overview = O que a expansão O Rio acrescenta
river-overview-intro = O Rio é uma pequena expansão do jogo básico, com doze { -tile(number: "pl") }. Elas são colocadas logo no começo da partida e levam um { -river } de um lado a outro da mesa, da nascente até um lago; o restante da paisagem cresce depois ao redor dele. Todo o resto segue as regras do jogo básico. As doze { -tile(number: "pl") } são:
river-overview-spring = A nascente, de onde brota o { -river }.
river-overview-lake = O lago, onde o { -river } termina.
river-overview-middle = Dez { -tile(number: "pl") } que levam o { -river } adiante, em trechos retos e em curvas; algumas têm uma { -road }, uma { -city } ou um { -cloister } na margem, e em uma delas uma { -road } atravessa a água por uma ponte.
river-overview-backs = As { -tile(number: "pl") } de { -river } têm o mesmo verso escuro da { -start-tile } do jogo básico, o que facilita separá-las das outras { -tile(number: "pl") }.

## Capítulo: preparação

river-setup = Preparação com O Rio
river-setup-intro = Prepare o jogo básico como de costume, com estas mudanças:
river-setup-step-start = Tire a { -start-tile } do jogo: a nascente ocupa o lugar dela.
river-setup-step-spring = Coloque a nascente com a face para cima no centro da mesa.
river-setup-step-lake = Deixe o lago separado por enquanto.
river-setup-step-pile = Embaralhe as outras dez { -tile(number: "pl") } de { -river } e coloque-as com a face para baixo em um monte à parte.
river-setup-step-base = Embaralhe as { -tile(number: "pl") } do jogo básico com a face para baixo e forme com elas montes ao lado.

## Capítulo: jogar com o rio

river-play = Como jogar com O Rio
river-play-order-title = Primeiro vem o { -river }
river-play-first = A partida começa pelo { -river }. Os jogadores jogam os seus turnos normalmente, mas compram do monte de { -tile(number: "pl") } de { -river } até que todas as dez tenham sido colocadas. Fora isso, cada turno é um turno normal: coloque a { -tile }, posicione um { -follower } se quiser e pontue o que a sua { -tile } concluir.
river-play-lake = Quando a décima { -tile } de { -river } estiver na mesa, o próximo jogador coloca o lago em vez de comprar uma { -tile }, encerrando assim o { -river }. A partir do turno seguinte, todos compram das { -tile(number: "pl") } do jogo básico, e a partida continua normalmente.

river-play-course-title = Por onde o { -river } deve correr
river-play-rule-continue = Cada nova { -tile } de { -river } deve continuar o { -river } a partir da ponta em aberto, água com água.
river-play-rule-fit = Todas as outras bordas dela devem se encaixar nas vizinhas, como de costume: { -road } com { -road }, { -city } com { -city }, { -field } com { -field }.
river-play-rule-bends = O manual proíbe uma só coisa aqui: o { -river } não pode voltar sobre si mesmo fazendo um U fechado. Este livro entende um U fechado como duas curvas seguidas para o mesmo lado; assim, depois de uma curva para a esquerda, a { -tile } seguinte segue reto ou vira para a direita, e depois de uma curva para a direita, segue reto ou vira para a esquerda. Essa é a nossa leitura, não as palavras do manual, e os exemplos a seguem: um U com uma { -tile } reta entre as suas duas curvas é aberto o bastante e é permitido.

river-play-followers-title = Como posicionar { -follower(number: "pl") } e pontuar
river-play-followers = Você pode colocar um { -follower } em uma { -tile } de { -river } como em qualquer outra { -tile }: como { -thief } na { -road }, como { -knight } na { -city }, como { -monk } no { -cloister } ou como { -farmer } em um dos { -field(number: "pl") } dela. O { -river } em si nunca pode ser ocupado.
river-play-fields = Assim como uma { -road }, o { -river } divide a terra por onde passa: o { -field } de uma margem é um { -field } diferente do da outra margem. Só ao redor da nascente e do lago a terra contorna a água por completo.
river-play-scoring = As { -road(number: "pl") }, as { -city(number: "pl") }, os { -cloister(number: "pl") } e os { -field(number: "pl") } das { -tile(number: "pl") } de { -river } são todos pontuados exatamente como no jogo básico, tanto durante a partida quanto no fim.

## Capítulo: as cartelas

river-tiles = As doze { -tile(number: "pl") }
river-tiles-intro = O Rio tem doze { -tile(number: "pl") }, cada uma de um tipo diferente: a nascente, o lago e dez { -tile(number: "pl") } entre os dois.
