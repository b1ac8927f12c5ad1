### O livro de regras de A Abadia e o Alcaide: todas as mensagens citadas em
### book/abbey-mayor.toml, incluídas as seções sobre outras expansões.
### Ids: am-<capítulo>-<o-quê>. Os títulos de capítulo são am-<capítulo>; os
### títulos de seção terminam em -title. Texto simples, sem marcação; o
### vocabulário do jogo vem dos termos do glossário em terms.ftl, nunca no
### início de uma frase.

am-title = A Abadia e o Alcaide
am-summary = A quinta expansão: doze { -tile(number: "pl") } de terreno e, para cada jogador, uma { -abbey } para preencher um buraco na paisagem, um { -mayor } que tira a sua força dos { -pennant(number: "pl") } de uma { -city }, uma { -wagon } que segue adiante depois de pontuar e um { -barn } que se alimenta dos { -field(number: "pl") }.

## Capítulo: o que a expansão acrescenta

am-overview = O que A Abadia e o Alcaide acrescenta
am-overview-intro = A expansão A Abadia e o Alcaide é jogada com o jogo básico e deixa a partida cerca de dez minutos mais longa. Na caixa, você encontra:
am-overview-tiles = 12 novas { -tile(number: "pl") } de terreno, embaralhadas junto com as outras.
am-overview-abbeys = 6 { -tile(number: "pl") } de { -abbey }, uma para cada jogador.
am-overview-figures = 6 { -mayor(number: "pl") }, 6 { -wagon(number: "pl") } e 6 { -barn(number: "pl") }: um de cada, na cor de cada jogador.
am-overview-rest = Todas as regras do jogo básico continuam valendo. Este livro explica só o que é novo.

## Capítulo: a preparação

am-setup = Preparação com A Abadia e o Alcaide
am-setup-tiles = Embaralhe as 12 novas { -tile(number: "pl") } de terreno junto com as outras.
am-setup-pieces = Cada jogador pega uma { -tile } de { -abbey } e a coloca à sua frente, com a face para cima, junto com o { -mayor }, a { -wagon } e o { -barn } da sua cor.

## Capítulo: a abadia

am-abbey = A { -abbey }
am-abbey-placing-title = Como colocar a { -abbey }
am-abbey-instead = Uma vez por partida, no início do seu turno, você pode colocar a sua { -abbey } em vez de comprar uma { -tile }.
am-abbey-hole = A { -abbey } só cabe em um buraco: um espaço vazio que já tem uma { -tile } encostada em cada um dos seus quatro lados. As bordas dela não precisam combinar com nada. Se a paisagem não tiver nenhum buraco assim, você não pode colocar a sua { -abbey } neste turno.
am-abbey-monk = Como em qualquer { -tile } que você coloca, você pode depois posicionar um { -follower } na { -abbey }, como { -monk }.
am-abbey-closing-title = O que a { -abbey } fecha
am-abbey-closes = A { -abbey } fecha todas as { -tile(number: "pl") } ao redor dela. Uma { -road } ou uma { -city } que chega a um dos seus lados termina ali. Se isso a concluir, ela é pontuada na hora, pelas regras do jogo básico.
am-abbey-scores = Um { -monk } na { -abbey } é pontuado exatamente como um { -monk } em um { -cloister }: contam a { -abbey } e as { -tile(number: "pl") } ao redor dela, quando todas as oito estiverem lá ou no fim do jogo.

## Capítulo: o alcaide

am-mayor = O { -mayor }
am-mayor-placing = Em vez de um { -follower }, você pode posicionar o seu { -mayor } na { -tile } que acabou de colocar, seguindo as regras de costume, mas só em uma { -city }, e só em uma onde não haja nem { -knight } nem outro { -mayor }.
am-mayor-strength = Quando a { -city } é pontuada, o { -mayor } vale tantos { -knight(number: "pl") } quantos { -pennant(number: "pl") } a { -city } tiver. Um { -knight } comum vale um, e um { -knight } grande vale dois. Um { -mayor } em uma { -city } sem { -pennant(number: "pl") } não vale absolutamente nada.
am-mayor-value = O { -mayor } muda apenas quem ganha a { -city }, não quanto ela vale: a { -city } rende os seus { -point(number: "pl") } de costume, e o { -mayor } volta para você depois da pontuação, como qualquer { -follower }.
am-mayor-pennants-title = Um { -mayor } com brasões

## Capítulo: a carroça

am-wagon = A { -wagon }
am-wagon-placing = Em vez de um { -follower }, você pode posicionar a sua { -wagon } na { -tile } que acabou de colocar: em uma { -road }, uma { -city } ou um { -cloister } que ninguém ocupe, nunca em um { -field }. Na pontuação, ela vale exatamente como um { -follower }.
am-wagon-after = Quando a construção da sua { -wagon } tiver sido pontuada, você escolhe: pegar a { -wagon } de volta ou deixá-la seguir para uma { -road }, uma { -city } ou um { -cloister } vizinho que não esteja concluído nem ocupado. Se não houver nenhuma construção assim ao lado, a { -wagon } volta para você.
am-wagon-order = Se várias { -wagon(number: "pl") } ficarem livres com as pontuações de um mesmo turno, os donos decidem um depois do outro, em sentido horário, começando pelo jogador da vez.
am-wagon-reading = O manual não diz exatamente o que conta como vizinho. Este livro o entende como as primeiras tiragens da Hans im Glück e as respostas da editora aos jogadores: uma construção diretamente ligada àquela em que a { -wagon } pontuou. Uma { -road } continua do outro lado do { -crossing } em que a { -road } pontuada terminou; uma { -road } leva ao { -cloister }, à { -abbey } ou ao portão da { -city } em que ela desemboca; uma { -city } ou um { -cloister } leva às { -road(number: "pl") } que terminam ali. Duas { -city(number: "pl") } nunca levam uma à outra. As tiragens posteriores entendem isso de outro modo; veja “Onde as tiragens divergem”.

## Capítulo: o celeiro

am-barn = O { -barn }
am-barn-placing-title = Como posicionar o { -barn }
am-barn-placing = Em vez de um { -follower }, você pode posicionar o seu { -barn } em um canto onde quatro { -tile(number: "pl") } se encontram e cada uma delas mostra { -field } nesse canto. Você pode posicioná-lo onde já há { -farmer(number: "pl") }, mas não em um { -field } que já tenha um { -barn }.
am-barn-stays = Um { -barn } fica onde está até o fim do jogo.
am-barn-reading = O manual não diz quais cantos servem. A nossa leitura, que os exemplos seguem: um canto da { -tile } que você acabou de colocar, como vale para toda figura.
am-barn-farmers-title = Quando já há { -farmer(number: "pl") } no { -field }
am-barn-farmers = Se já houver { -farmer(number: "pl") } no { -field } onde você posiciona o seu { -barn }, esse { -field } é pontuado para eles na hora, como na contagem final: quem tiver mais { -farmer(number: "pl") } ali marca 3 { -point(number: "pl") } por { -city } concluída que ele abastece. Não importa se o dono do { -barn } tem um { -farmer } ali. Depois, todos esses { -farmer(number: "pl") } voltam para os seus donos.
am-barn-joined-title = Os { -farmer(number: "pl") } ligados a um { -barn }
am-barn-no-farmers = Ninguém pode pôr um { -farmer } em um { -field } que tenha um { -barn }.
am-barn-joined = Mas uma nova { -tile } pode ligar um { -field } com { -farmer(number: "pl") } ao { -field } de um { -barn }. Esses { -farmer(number: "pl") } são pontuados na hora: quem tiver mais deles marca apenas 1 { -point } por { -city } concluída. Depois, eles voltam para os seus donos.
am-barn-final-title = Os { -barn(number: "pl") } no fim do jogo
am-barn-final = No fim do jogo, cada { -barn } rende ao seu dono 4 { -point(number: "pl") } por { -city } concluída que o seu { -field } abastece. Se houver vários { -barn(number: "pl") } no mesmo { -field }, cada um deles pontua por inteiro.

## Capítulo: com outras expansões

am-together = A Abadia e o Alcaide com as outras expansões
am-together-big-title = O { -big-follower }
am-together-big = Um { -knight } grande vale dois contra um { -mayor }, sejam quais forem os { -pennant(number: "pl") } da { -city }, assim como vale dois contra { -knight(number: "pl") } comuns.
am-together-pig-title = O { -pig }
am-together-pig = Um { -pig } aumenta os { -point(number: "pl") } do seu dono quando um { -barn } pontua { -farmer(number: "pl") }: 4 em vez de 3 por { -city } concluída quando o { -barn } é posicionado, 2 em vez de 1 quando { -farmer(number: "pl") } são ligados a ele. O { -pig } volta para casa junto com os { -farmer(number: "pl") } do seu dono.
am-together-dragon-title = O { -dragon }
am-together-dragon = Um { -barn } não é um { -follower }: o { -dragon } nunca o manda para casa. Um { -mayor } ou uma { -wagon } em um espaço onde o { -dragon } entra volta para casa como qualquer { -follower }.
am-together-tower-title = A { -tower }
am-together-tower = Uma { -tower } não pode fazer { -prisoner } um { -barn }. O { -mayor } e a { -wagon } são { -follower(number: "pl") }: uma { -tower } pode capturá-los, e eles são resgatados como qualquer outro.

## Capítulo: as cartelas

am-tiles = As { -tile(number: "pl") } de A Abadia e o Alcaide
am-tiles-intro = As doze novas { -tile(number: "pl") } de terreno e a { -abbey } que cada jogador mantém à sua frente.

## Capítulo: onde as tiragens divergem

am-printings = Onde as tiragens divergem
am-printings-wagon-title = Para onde a { -wagon } pode seguir
am-printings-wagon = O nosso manual deixa a { -wagon } seguir para uma { -road }, uma { -city } ou um { -cloister } vizinho, e este livro entende “vizinho” como diretamente ligado, como fazem as primeiras tiragens da Hans im Glück. As tiragens com as novas ilustrações, da Hans im Glück e da Z-Man Games, deixam a ligação de lado: a { -wagon } pode ir para qualquer { -road }, { -city } ou { -cloister } que não esteja concluído nem ocupado, na própria { -tile } dela ou em uma das oito { -tile(number: "pl") } ao redor. Nos exemplos, você pode alternar entre as duas leituras.
am-printings-barn-title = Em quais { -field(number: "pl") } um { -barn } pode entrar
am-printings-barn = O nosso manual e, com ele, as tiragens posteriores permitem posicionar um { -barn } em um { -field } onde há { -farmer(number: "pl") }, que pontuam na hora, mas nunca em um { -field } que já tenha um { -barn }. Não encontramos nenhuma tiragem que diga outra coisa.
am-printings-barn-house = Duas regras da casa, que nenhuma tiragem traz, estão aqui como opções para quem joga com elas: um { -barn } só em um { -field } sem { -barn } nem { -farmer }, e um { -barn } em qualquer { -field }, mesmo um que já tenha um { -barn } (uma configuração do programa JCloisterZone).
