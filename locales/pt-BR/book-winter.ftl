### O livro de regras da Edição de Inverno: todas as mensagens citadas em
### book/winter.toml. Ids: winter-<capítulo>-<o-quê>. Os títulos de capítulo
### são winter-<capítulo>; os títulos de seção terminam em -title. Texto
### simples, sem marcação; o vocabulário do jogo vem dos termos do glossário
### em terms.ftl, nunca no início de uma frase.

winter-title = Edição de Inverno
winter-summary = Carcassonne em uma paisagem coberta de neve: o mesmo jogo básico, com as mesmas regras, mas com 84 { -tile(number: "pl") }, doze delas com animais do inverno; e o que muda de uma tiragem para outra.

## Capítulo: sobre a Edição de Inverno

winter-overview = Sobre a Edição de Inverno
winter-overview-intro = A Edição de Inverno é um jogo de Carcassonne completo, em caixa própria, para dois a cinco jogadores, ambientado em uma paisagem coberta de neve. Você não precisa do jogo básico para jogá-la.
winter-overview-rules = As regras são exatamente as do jogo básico, por isso não são repetidas aqui: leia o livro de regras do jogo básico para aprender a preparar a partida, colocar { -tile(number: "pl") }, posicionar { -follower(number: "pl") }, pontuar e encerrar o jogo. Tudo o que está nele vale sem mudanças, inclusive a pontuação dos { -field(number: "pl") } da terceira edição.

winter-overview-contents-title = O que vem na caixa
winter-overview-item-tiles = 84 { -tile(number: "pl") }: as 72 { -tile(number: "pl") } do jogo básico, com os mesmos tipos nas mesmas quantidades e a mesma { -start-tile } de verso escuro, e mais doze { -tile(number: "pl") } com animais.
winter-overview-item-followers = 40 { -follower(number: "pl") } em cinco cores, oito de cada cor.
winter-overview-item-scoreboard = Um { -scoreboard }.
winter-overview-item-rules = Um manual de regras.
winter-overview-length = Com doze { -tile(number: "pl") } a mais que o jogo básico, a partida dura, ao todo, doze turnos a mais. Nada mais muda.

winter-overview-clarifications-title = Esclarecimentos oficiais
winter-overview-clarifications = Os esclarecimentos oficiais da editora valem sem mudanças para a Edição de Inverno; o livro de regras do jogo básico os reúne no capítulo sobre esclarecimentos oficiais. A Wikicarpedia, a wiki de regras em que este livro se baseia para a Edição de Inverno, marca cada um deles como vindo da editora e os separa do que os jogadores acrescentaram. Este livro faz o mesmo: as duas “interpretações comuns” no fim daquele capítulo são dos jogadores, não da editora.

winter-overview-house-rules-title = Regras da casa criadas por fãs
winter-overview-house-rules = Os fãs também reuniram regras da casa na Wikicarpedia. Elas não fazem parte do jogo nem vêm da editora; se quiser jogar com alguma, combine isso com os outros jogadores antes de a partida começar. Algumas delas, com os créditos que a wiki dá:
winter-overview-house-rule-bag = Compre as { -tile(number: "pl") } de um saco em vez de montes e devolva ao saco uma { -tile } que não cabe em lugar nenhum, em vez de tirá-la do jogo (regras da casa comuns; a segunda é creditada a dwhitworth).
winter-overview-house-rule-next-tile = Compre a sua próxima { -tile } no fim do seu turno, para poder pensar onde colocá-la enquanto os outros jogam.
winter-overview-house-rule-hand = Jogue com uma mão de três { -tile(number: "pl") }, comprando de volta até três depois de cada turno (sugestão de DavidP e youtch).
winter-overview-house-rule-unfinished = No fim do jogo, as { -road(number: "pl") }, as { -city(number: "pl") } e os { -cloister(number: "pl") } inacabados não valem nenhum { -point } (sugestão de metoth).

## Capítulo: as cartelas com animais

winter-animals = As { -tile(number: "pl") } com animais
winter-animals-what = Doze { -tile(number: "pl") } mostram animais do inverno na paisagem; há uma de cada. Embaralhe-as com todas as outras { -tile(number: "pl") } e jogue-as como qualquer outra { -tile }: elas precisam se encaixar nas vizinhas, e você pode posicionar um { -follower } nelas normalmente.
winter-animals-decoration = O manual diz apenas que essas { -tile(number: "pl") } são jogadas pelas regras normais. Os animais não influenciam onde uma { -tile } pode ser colocada, onde um { -follower } pode ficar nem a pontuação.
winter-animals-fans = Fãs na Wikicarpedia acrescentam que a editora, a Hans im Glück, pediu aos jogadores que sugerissem regras para os animais. Isso é uma nota da wiki, não uma regra: nenhuma regra para os animais passou a fazer parte do jogo, então, por enquanto, eles são só ilustrações.

## Capítulo: tiragens

winter-printings = Tiragens
winter-printings-intro = A Edição de Inverno já teve várias tiragens. As regras continuaram as mesmas, mas o conteúdo da caixa nem sempre foi igual:
winter-printings-2011 = A tiragem de 2011 traz só as 72 { -tile(number: "pl") } do jogo básico, sem as { -tile(number: "pl") } com animais.
winter-printings-2012 = As tiragens de 2012 e de 2015 acrescentam as doze { -tile(number: "pl") } com animais, num total de 84 { -tile(number: "pl") }.
winter-printings-2020 = A tiragem de 2020 também tem 84 { -tile(number: "pl") }.
winter-printings-2022 = Na tiragem de 2022, as { -tile(number: "pl") } também são 84.

winter-printings-start-title = A cartela inicial
winter-printings-start = Nas quatro tiragens, a { -start-tile } é uma das quatro { -tile(number: "pl") } D e tem o verso mais escuro que as demais. As listas de 2011, 2012/2015 e 2020 marcam só essa D e não dizem mais nada sobre as { -tile(number: "pl") } D; a lista de 2022 também indica o pequeno desenho de cada uma das quatro.

winter-printings-artwork-title = Diferenças nas ilustrações
winter-printings-artwork = Os pequenos desenhos das { -tile(number: "pl") } variam de uma tiragem para outra: árvores, casas, estábulos e outros detalhes miúdos. Nas tiragens até 2020, alguns tipos de { -tile } chegam a ter várias versões, com desenhos diferentes para a mesma paisagem.
winter-printings-variants = As listas de 2011, 2012/2015 e 2020 marcam os tipos E, U, V e W como desenhados em várias versões, sem dizer quantas { -tile(number: "pl") } há de cada versão. A lista de 2022 faz o contrário: para cada tipo, indica o pequeno desenho de cada { -tile } em particular. A { -tile } W, onde três { -road(number: "pl") } se encontram, é chamada de { -crossing } na lista de 2011 e de vila nas de 2012/2015 e 2020.
winter-printings-same = Nenhum desses detalhes importa para o jogo. Em todas as tiragens, cada tipo de { -tile } tem as mesmas { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } e { -field(number: "pl") }, nas mesmas quantidades, e as regras são as mesmas.
winter-printings-reading = Nossa leitura: como as listas não dão a quantidade de cada versão e as versões só diferem no desenho, os dados das { -tile(number: "pl") } aqui mantêm um único tipo por letra em todas as tiragens.

## Capítulo: as cartelas

winter-tiles = As 84 { -tile(number: "pl") }
winter-tiles-intro = A Edição de Inverno tem os 24 tipos do jogo básico, identificados de A a X e nas mesmas quantidades, e mais doze { -tile(number: "pl") } com animais, uma de cada, numeradas de Z01 a Z12.
winter-tiles-numbering = As listas das tiragens na Wikicarpedia mostram imagens de apenas dez { -tile(number: "pl") } com animais, de Z01 a Z04 e de Z07 a Z12, embora digam que são doze. As formas de todas as doze vêm das definições de { -tile(number: "pl") } do JCloisterZone, uma versão de código aberto do jogo. Qual número corresponde a qual forma é uma leitura nossa, não da editora: nenhuma fonte que lemos liga uma coisa à outra.
