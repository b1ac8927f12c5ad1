### O livro de regras de A Princesa e o Dragão: todas as mensagens citadas em
### book/princess-dragon.toml, incluídas as seções sobre outras expansões.
### Ids: princess-dragon-<capítulo>-<o-quê>. Os títulos de capítulo são
### princess-dragon-<capítulo>; os títulos de seção terminam em -title. Texto
### simples, sem marcação; o vocabulário do jogo vem dos termos do glossário
### em terms.ftl, nunca no início de uma frase. Uma cartela “com um vulcão”
### traz esse símbolo; uma “cartela de dragão” traz a marca do dragão.

princess-dragon-title = A Princesa e o Dragão
princess-dragon-summary = A terceira expansão: trinta { -tile(number: "pl") } com { -volcano(number: "pl") }, { -magic-portal(number: "pl") } e { -princess(number: "pl") }, um { -dragon } que percorre a paisagem e manda de volta para o dono cada figura que encontra pelo caminho, e uma { -fairy } que protege os seus { -follower(number: "pl") } e os recompensa.

## Capítulo: o que a expansão acrescenta

princess-dragon-overview = O que A Princesa e o Dragão acrescenta
princess-dragon-overview-intro = A expansão A Princesa e o Dragão é jogada com o jogo básico e deixa a partida cerca de vinte minutos mais longa. Na caixa, você encontra:
princess-dragon-overview-tiles = 30 novas { -tile(number: "pl") } de terreno, cada uma marcada com o símbolo da expansão, para que seja fácil separá-las depois da partida.
princess-dragon-overview-dragon = 1 { -dragon } de madeira, que não pertence a ninguém: todos os jogadores o movem.
princess-dragon-overview-fairy = 1 { -fairy } de madeira, que também não pertence a ninguém: qualquer jogador pode usá-la.
princess-dragon-overview-rest = Todas as regras do jogo básico continuam valendo. Este livro explica só o que é novo: as novas { -tile(number: "pl") } e os seus símbolos, o { -dragon } e a { -fairy }.
princess-dragon-overview-symbols-title = Os quatro símbolos
princess-dragon-overview-symbols = Cada nova { -tile } mostra um de quatro símbolos, que muda o que acontece no turno em que ela é colocada:
princess-dragon-overview-volcano = Seis { -tile(number: "pl") } têm um { -volcano }: é ali que o { -dragon } pousa.
princess-dragon-overview-dragon-tiles = Doze trazem a marca do { -dragon }: elas o põem em movimento pela paisagem.
princess-dragon-overview-portal = Seis têm um { -magic-portal }: com ele, você pode posicionar o seu { -follower } quase em qualquer lugar.
princess-dragon-overview-princess = Seis têm uma { -princess } em uma { -city }: ela pode mandar um { -knight } embora.

## Capítulo: a preparação

princess-dragon-setup = Preparação com A Princesa e o Dragão
princess-dragon-setup-intro = Prepare o jogo básico como de costume, com dois acréscimos:
princess-dragon-setup-step-tiles = Embaralhe as 30 novas { -tile(number: "pl") } com a face para baixo, junto com as outras.
princess-dragon-setup-step-figures = Deixe o { -dragon } e a { -fairy } ao lado da paisagem, e não sobre ela. A { -fairy } espera ali até que algum jogador a use pela primeira vez; o { -dragon }, até que o primeiro { -volcano } seja colocado.

## Capítulo: um turno

princess-dragon-turn = Um turno com A Princesa e o Dragão
princess-dragon-turn-intro = O turno segue a mesma ordem do jogo básico. Os novos símbolos e as novas figuras se encaixam nele assim:
princess-dragon-turn-step-fairy = Se um dos seus { -follower(number: "pl") } estiver com a { -fairy } quando o seu turno começar, você marca 1 { -point } imediatamente.
princess-dragon-turn-step-tile = Compre uma { -tile } e coloque-a. Se ela mostrar um { -volcano }, ponha o { -dragon } sobre ela na mesma hora. Se ela trouxer a marca do { -dragon } enquanto o { -dragon } ainda espera ao lado da paisagem, separe-a e compre outra.
princess-dragon-turn-step-figure = Depois, faça no máximo uma destas coisas: posicionar um { -follower } (com um { -magic-portal }, possivelmente em outra { -tile }), colocar ou mover a { -fairy } ou, com uma { -princess }, mandar um { -knight } de volta para o dono. Nenhum { -follower } pode ir para uma { -tile } com { -volcano } que você acabou de colocar.
princess-dragon-turn-step-dragon = Se a sua { -tile } trouxer a marca do { -dragon }, o { -dragon } agora percorre seis { -tile(number: "pl") }, e os jogadores se revezam nos passos.
princess-dragon-turn-step-score = Por fim, pontue como de costume tudo o que a sua { -tile } concluiu, com o bônus da { -fairy } quando ele se aplicar.

## Capítulo: as novas cartelas

princess-dragon-new-tiles = Como colocar as novas { -tile(number: "pl") }
princess-dragon-new-tiles-placing = As novas { -tile(number: "pl") } são colocadas pelas regras do jogo básico: cada borda que encosta em outra { -tile } deve se encaixar nela. Os seus símbolos fazem efeito assim que a { -tile } está na mesa, como explicam os capítulos seguintes. Duas das { -tile(number: "pl") } mostram ainda algo que o jogo básico não tem: um túnel e um { -cloister } dentro de uma { -city }.
princess-dragon-new-tiles-tunnel-title = O túnel
princess-dragon-new-tiles-tunnel = Em uma { -tile }, uma faixa de { -city } vai de um lado ao lado oposto, e uma { -road } a cruza em ângulo reto, passando por baixo dela por um túnel. A { -road } não é interrompida pela muralha da { -city }: ela continua de uma borda da { -tile } até a borda oposta como uma só { -road }, enquanto a { -city } atravessa a { -tile } normalmente.
princess-dragon-new-tiles-tunnel-fields = Ao contrário de uma { -road } comum, esta não divide a área verde que atravessa. O { -field } de cada lado da { -city } continua sendo um só { -field }: a parte à esquerda da { -road } e a parte à direita dela, juntas.
princess-dragon-new-tiles-cloister-title = O { -cloister } na { -city }
princess-dragon-new-tiles-cloister = Uma { -tile } mostra um { -cloister } dentro de uma { -city }. São duas coisas separadas: a parte de { -city } pertence à { -city } com que se liga, e o { -cloister } é um { -cloister } como qualquer outro.
princess-dragon-new-tiles-cloister-one = Se você posicionar um { -follower } ali, deixe claro onde ele fica: na { -city }, como { -knight }, ou no { -cloister }, como { -monk }. É uma coisa ou outra, nunca as duas.
princess-dragon-new-tiles-cloister-scoring = O { -cloister } é pontuado assim que oito { -tile(number: "pl") } o cercam, esteja a { -city } ao redor dele concluída ou não.
princess-dragon-new-tiles-cloister-share = Um { -knight } na { -city } não impede ninguém de pôr um { -monk } no { -cloister }, e um { -monk } no { -cloister } não impede um { -knight } de entrar na { -city }. Assim, um { -monk } e um { -knight } podem ficar juntos nesta { -tile }.

## Capítulo: o vulcão

princess-dragon-volcano = O { -volcano }
princess-dragon-volcano-arrives-title = Onde o { -dragon } pousa
princess-dragon-volcano-arrives = Quando você coloca uma { -tile } com um { -volcano }, pegue o { -dragon } de onde ele estiver, ao lado da paisagem ou em algum lugar dela, e ponha-o direto sobre o seu { -volcano }. Ele é levantado até ali, e não caminha, de modo que as { -tile(number: "pl") } no meio do caminho não são afetadas.
princess-dragon-volcano-no-follower = Você não pode posicionar um { -follower } nessa { -tile }. Ainda pode colocar ou mover a { -fairy } pelas regras de sempre, ou não colocar nada.
princess-dragon-volcano-never-together = Isso decorre de uma regra que vale durante todo o jogo: um { -follower } e o { -dragon } nunca ficam na mesma { -tile } ao mesmo tempo.
princess-dragon-volcano-before-title = Antes do primeiro { -volcano }
princess-dragon-volcano-before = Até que o primeiro { -volcano } seja colocado, o { -dragon } espera ao lado da paisagem e não se move de jeito nenhum.
princess-dragon-volcano-before-set-aside = Se nesse período você comprar uma { -tile } com a marca do { -dragon }, não a coloque. Separe-a, com a face para cima, onde todos possam vê-la, e compre outra { -tile } para jogar no lugar dela.
princess-dragon-volcano-before-shuffle = Assim que o { -dragon } entra em jogo no primeiro { -volcano }, embaralhe todas as { -tile(number: "pl") } separadas junto com as que ainda serão compradas e continue jogando normalmente.

## Capítulo: o dragão

princess-dragon-dragon = O { -dragon }
princess-dragon-dragon-moving-title = O { -dragon } se move
princess-dragon-dragon-first = Quando você coloca uma { -tile } com a marca do { -dragon }, primeiro posicione uma figura como de costume: um { -follower } na nova { -tile }, se quiser, ou a { -fairy }, colocada ou movida.
princess-dragon-dragon-moving = Depois, o jogo para enquanto o { -dragon } se move. Você o move primeiro, uma { -tile }; em seguida, o jogador à sua esquerda o move mais uma { -tile }, e assim por diante ao redor da mesa, até que ele tenha percorrido seis { -tile(number: "pl") }. Só então o seu turno segue para a pontuação.
princess-dragon-dragon-step = A cada passo, o { -dragon } vai para uma { -tile } vizinha que tenha um lado em comum com aquela em que ele está: ao norte, a leste, ao sul ou a oeste; nunca na diagonal, e nunca em um espaço vazio.
princess-dragon-dragon-six = Ele sempre percorre seis { -tile(number: "pl") }, não importa quantas pessoas estejam jogando: com dois jogadores, cada um o move três vezes; com três, duas vezes. O jogador a quem cabe o passo é obrigado a dá-lo.
princess-dragon-dragon-once = Durante um mesmo movimento, o { -dragon } nunca entra duas vezes na mesma { -tile }. A { -tile } de onde ele parte conta como já visitada, então ele também não pode voltar para ela.
princess-dragon-dragon-fairy = Ele nunca pode entrar na { -tile } onde está a { -fairy }.
princess-dragon-dragon-eating-title = Figuras no caminho do { -dragon }
princess-dragon-dragon-eating = Cada vez que o { -dragon } entra em uma { -tile }, todas as figuras que estão nela voltam imediatamente para os seus donos: { -thief(number: "pl") }, { -knight(number: "pl") }, { -monk(number: "pl") } e { -farmer(number: "pl") }, sem exceção.
princess-dragon-dragon-eating-after = As { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } e { -field(number: "pl") } que eles ocupavam continuam como estão, só que sem esses { -follower(number: "pl") }. Cada um desses { -follower(number: "pl") } volta para a { -supply } do seu dono, pronto para ser posicionado de novo.
princess-dragon-dragon-dead-end-title = Um beco sem saída
princess-dragon-dragon-dead-end = Às vezes, o { -dragon } chega a uma { -tile } de onde não pode dar mais nenhum passo por estas regras: todos os espaços vizinhos estão vazios, já foram visitados ou são protegidos pela { -fairy }. O movimento dele termina ali, mesmo que tenha percorrido menos de seis { -tile(number: "pl") }.

## Capítulo: a fada

princess-dragon-fairy = A { -fairy }
princess-dragon-fairy-placing-title = Como colocar a { -fairy }
princess-dragon-fairy-placing = Em vez de posicionar um { -follower }, você pode colocar a { -fairy } ao lado de um dos seus próprios { -follower(number: "pl") }, em qualquer lugar da paisagem. Ela passa então a ficar na mesma { -tile } que esse { -follower }. A { -fairy } não pertence a ninguém: ela começa o jogo ao lado da paisagem, e cada jogador que a usa a pega de onde ela estiver.
princess-dragon-fairy-moving = Assim, se a { -fairy } já estiver ao lado de um { -follower }, de outro jogador ou seu, você pode movê-la de lá para um dos seus próprios { -follower(number: "pl") } da mesma forma.
princess-dragon-fairy-powers-title = O que a { -fairy } faz
princess-dragon-fairy-powers = A { -fairy } faz três coisas:
princess-dragon-fairy-protects = Ela mantém o { -dragon } afastado: o { -dragon } não pode entrar na { -tile } onde está a { -fairy }, então o seu { -follower } ali fica a salvo dele.
princess-dragon-fairy-turn-point = Ela rende um { -point } a cada turno: se um dos seus { -follower(number: "pl") } estiver com a { -fairy } quando o seu turno começar, você marca 1 { -point } na hora.
princess-dragon-fairy-scoring = Ela dá um bônus na pontuação: quando a { -road }, a { -city }, o { -cloister } ou o { -field } do { -follower } que está ao lado da { -fairy } é pontuado, durante o jogo ou na contagem final, o dono desse { -follower } marca 3 { -point(number: "pl") } a mais. Esses 3 { -point(number: "pl") } vêm independentemente do resto dessa pontuação, mesmo que outro jogador tenha a maioria ali e o dono não marque mais nada.
princess-dragon-fairy-after-title = Quando o { -follower } sai
princess-dragon-fairy-after = Depois dessa pontuação, o { -follower } volta para o dono como de costume, mas a { -fairy } fica onde está, na sua { -tile }, até que algum jogador a mova.
princess-dragon-fairy-after-reading = O manual não diz o que faz uma { -fairy } depois que o seu { -follower } voltou para o dono. Entendemos assim: ela continua mantendo o { -dragon } fora da sua { -tile }, mas não rende nada a ninguém, nem o { -point } do início do turno nem o bônus na pontuação, até que algum jogador a coloque ao lado de um dos próprios { -follower(number: "pl") }. Esta é a nossa leitura, e não uma regra da editora.
princess-dragon-fairy-mayor-title = A { -fairy } ao lado de um { -mayor }
princess-dragon-fairy-mayor = Um { -mayor } vale um para cada { -pennant } da sua { -city }; por isso, em uma { -city } sem nenhum, ele não vale nada. Quando uma { -city } assim é concluída e só um { -mayor } desses a ocupa, a { -city } ainda é pontuada, por 0 { -point(number: "pl") }, e o { -mayor } volta para casa. A { -fairy } ao lado dele rende os seus 3 { -point(number: "pl") } mesmo assim, já que eles não dependem do que o { -follower } marca. Que a { -city } conte como pontuada, sem render nada, é a nossa leitura; o manual diz apenas que a { -fairy } rende os seus { -point(number: "pl") }.

## Capítulo: o portal mágico

princess-dragon-portal = O { -magic-portal }
princess-dragon-portal-anywhere = Quando você coloca uma { -tile } com um { -magic-portal }, o seu { -follower } deste turno não precisa ir para a { -tile } que você acabou de colocar: você pode posicioná-lo nela ou em qualquer outra { -tile } que já esteja na paisagem.
princess-dragon-portal-rules = Onde quer que ele vá, as regras de sempre para posicionar um { -follower } continuam valendo. Ele não pode entrar em uma { -road }, { -city }, { -cloister } ou { -field } onde já haja um { -follower }, nem em um que já esteja concluído.
princess-dragon-portal-dragon = Ele também não pode ir para a { -tile } onde está o { -dragon }, já que um { -follower } nunca divide uma { -tile } com o { -dragon }.

## Capítulo: a princesa

princess-dragon-princess = A { -princess }
princess-dragon-princess-rule = Cada { -princess } mora em uma parte de { -city } da sua { -tile }, que você coloca pelas regras de sempre. Se essa parte de { -city } prolongar uma { -city } onde já estão um ou mais { -knight(number: "pl") }, você pode mandar um desses { -knight(number: "pl") } embora: ele volta para a { -supply } do seu dono.
princess-dragon-princess-choice = Se a { -city } tiver { -knight(number: "pl") } de vários jogadores, você escolhe livremente qual deles sai.
princess-dragon-princess-own = Pode ser o { -knight } de qualquer jogador, inclusive um dos seus.
princess-dragon-princess-instead = Mandar um { -knight } de volta toma o lugar da sua figura no turno: se fizer isso, você não posiciona nenhum { -follower } neste turno.
princess-dragon-princess-fairy-reading = O manual cita as figuras que você não pode posicionar depois de mandar um { -knight } de volta, e a { -fairy } não está entre elas. Como a { -fairy } também é colocada ou movida em vez de um { -follower }, entendemos que o turno da { -princess } não deixa espaço para ela: você também não coloca nem move a { -fairy }. Esta é a nossa leitura, e não uma regra da editora.

## Capítulo: as cartelas

princess-dragon-tiles = As { -tile(number: "pl") }
princess-dragon-tiles-intro = As trinta { -tile(number: "pl") } de A Princesa e o Dragão, com a quantidade de cada uma na caixa.

## Com outras expansões (seções com `with` em book/princess-dragon.toml)

princess-dragon-volcano-builder-title = O { -builder } e o { -pig } em uma { -tile } com { -volcano }
princess-dragon-volcano-builder = Com Comerciantes e Construtores, o { -dragon } só impede os { -follower(number: "pl") } de ficarem na { -tile } com { -volcano }. O seu { -builder } ou o seu { -pig } ainda pode ir para lá pelas regras de sempre: o { -builder }, se a { -tile } prolongar uma { -road } ou { -city } onde você tem um { -thief } ou { -knight }; o { -pig }, se ela prolongar um { -field } onde você tem um { -farmer }.
princess-dragon-dragon-big-title = O { -dragon } e o { -big-follower }
princess-dragon-dragon-big = Um { -big-follower } não está mais a salvo do { -dragon } do que qualquer outra figura: se o { -dragon } entrar na { -tile } dele, ele volta para o dono como as demais.
princess-dragon-dragon-builder-title = O { -dragon }, o { -builder } e o { -pig }
princess-dragon-dragon-builder = O { -dragon } manda de volta para o dono todas as figuras de uma { -tile } em que entra, inclusive { -builder(number: "pl") } e { -pig(number: "pl") }.
princess-dragon-dragon-builder-last = Um { -builder } ou um { -pig } em que o { -dragon } nunca toca também pode perder o seu lugar. Um { -builder } só fica enquanto o dono dele tiver um { -thief } ou { -knight } na sua { -road } ou { -city }, e um { -pig } só enquanto o dono dele tiver um { -farmer } no seu { -field }. Se o { -dragon } levar embora o último desses { -follower(number: "pl") }, o { -builder } ou o { -pig } volta para o dono na hora, onde quer que esteja.
princess-dragon-fairy-builder-title = A { -fairy }, o { -builder } e o { -pig }
princess-dragon-fairy-builder-instead = Com Comerciantes e Construtores, colocar ou mover a { -fairy } é mais uma opção para a sua figura: você pode fazer isso em vez de posicionar um { -follower }, um { -builder } ou um { -pig }.
princess-dragon-fairy-builder-double = Um { -double-turn } continua sendo um só turno. Se um dos seus { -follower(number: "pl") } estiver com a { -fairy }, você marca o 1 { -point } dela uma vez, quando o seu turno começa, e não de novo antes da sua segunda { -tile }.
princess-dragon-portal-builder-title = O portal, o { -builder } e o { -pig }
princess-dragon-portal-builder-reading = O manual fala apenas de um { -follower } passando pelo { -magic-portal }. Nós o levamos ao pé da letra: um { -follower } pode ser posicionado em outro lugar por meio do portal (com Estalagens e Catedrais, um { -big-follower } também), mas um { -builder } ou um { -pig } não; eles só vão para a { -tile } que você acabou de colocar, pelas suas próprias regras. Esta é a nossa leitura, e não uma regra da editora.
princess-dragon-princess-big-title = A { -princess } e o { -knight } grande
princess-dragon-princess-big = Com Estalagens e Catedrais, a { -princess } pode mandar de volta tanto um { -knight } grande quanto um pequeno. Contar como dois na maioria não o protege: ele continua sendo um só { -follower } e volta para o dono como qualquer outro.
princess-dragon-princess-builder-title = A { -princess } e o { -builder }
princess-dragon-princess-builder = Se o { -knight } que a { -princess } manda de volta era o último do seu dono naquela { -city }, o { -builder } desse jogador na { -city } volta junto com ele na hora.
princess-dragon-princess-builder-instead = Em um turno em que você manda um { -knight } de volta, também não pode posicionar um { -builder } nem um { -pig }.

## Capítulo: onde as tiragens divergem

princess-dragon-printings = Onde as tiragens divergem
princess-dragon-printings-intro = As tiragens desta expansão, das várias editoras, não concordam em três regras. Este livro segue o manual a partir do qual foi escrito, uma tradução da primeira tiragem da Hans im Glück; abaixo, cada diferença, com quem diz o quê. Nos exemplos, você pode alternar entre as opções, assim como alterna entre as edições.
princess-dragon-printings-dragon-title = Quando o { -dragon } se move
princess-dragon-printings-dragon = No nosso manual, o { -dragon } se move logo depois do { -follower } (ou da { -fairy }), antes da pontuação do turno; as tiragens posteriores da Hans im Glück e a Z-Man Games mantêm essa ordem. As regras em inglês da Rio Grande Games o movem depois da pontuação. A diferença aparece quando o { -dragon } passa por um { -follower } cuja construção é concluída pela mesma { -tile }: antes da pontuação, o { -dragon } devora o { -follower }, que não marca nada; depois dela, a construção pontua primeiro, e o { -follower } já voltou para casa.
princess-dragon-printings-princess-title = A { -princess } pode ou deve agir
princess-dragon-printings-princess = O nosso manual diz que o jogador que acrescenta uma { -princess } a uma { -city } com { -knight(number: "pl") } pode mandar um deles para casa, e também pode deixar todos ali e posicionar um { -follower } como de costume. As regras da Big Box da Rio Grande Games fazem disso uma obrigação: o jogador deve mandar um { -knight } para casa e não põe nenhuma figura nessa { -tile }. Com essa opção, um turno que deixa todos os { -knight(number: "pl") } na { -city } da { -princess } é recusado.
princess-dragon-printings-fairy-title = Ao lado de um { -follower } ou em uma { -tile }
princess-dragon-printings-fairy = O nosso manual manda colocar a { -fairy } ao lado de um dos { -follower(number: "pl") } do próprio jogador, e as tiragens da Hans im Glück, antigas e novas, dizem o mesmo. As regras em inglês da Rio Grande Games e da Z-Man Games a colocam em uma { -tile } onde haja um dos { -follower(number: "pl") } do jogador. A diferença aparece quando vários { -follower(number: "pl") } dividem essa { -tile }.
princess-dragon-printings-fairy-reading = A nossa leitura de “em uma { -tile }”, que essas regras deixam em aberto: no início do seu turno, todo jogador com um { -follower } na { -tile } da { -fairy } marca o { -point }, e, quando uma construção é pontuada, todo dono de um dos { -follower(number: "pl") } dela que estejam nessa { -tile } marca os 3 { -point(number: "pl") }. O texto do nosso manual também fala da “mesma { -tile }” para os pontos; nós a entendemos como a { -tile } do { -follower } ao lado do qual a { -fairy } está, já que é ali que ela é colocada.
