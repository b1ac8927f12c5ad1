### Mensagens do motor de regras: por que uma cartela, um seguidor ou uma construção
### indicada num tabuleiro não é aceita. Os ids e as variáveis que cada uma
### recebe são definidos pelo motor (engine/src/message.rs).

## Nomes que as mensagens abaixo recebem como $side, $mine, $theirs, $player e
## $feature, já traduzidos. Cada um está na forma que as frases pedem.

# Um lado da cartela, depois de “borda”: “a borda norte”.
engine-side-n = norte
engine-side-e = leste
engine-side-s = sul
engine-side-w = oeste
# O que uma borda mostra, sozinho entre parênteses: “(cidade)”.
engine-terrain-city = { -city }
engine-terrain-road = { -road }
engine-terrain-field = { -field }
engine-terrain-water = { -river }
# A cor do seguidor que ocupa a construção: “por um seguidor vermelho”.
engine-player-red = vermelho
engine-player-blue = azul
engine-player-green = verde
engine-player-yellow = amarelo
engine-player-black = preto
engine-player-grey = cinza
# Um tipo de construção: “não tem cidade”, “do tipo cidade”.
engine-feature-city = { -city }
engine-feature-road = { -road }
engine-feature-field = { -field }
engine-feature-river = { -river }
engine-feature-cloister = { -cloister }

## Colocar uma cartela

engine-placement-occupied = Já existe outra { -tile } nesse espaço.
engine-placement-not-adjacent = A { -tile } precisa encostar um lado inteiro numa { -tile } já colocada (encostar só pelo canto não basta).
# $side, $mine, $theirs: nomes acima
engine-placement-edge-mismatch = A borda { $side } da { -tile } ({ $mine }) não combina com a borda vizinha ({ $theirs }).
engine-placement-river-not-continued = Uma { -tile } de { -river } precisa continuar o { -river } a partir da última { -tile } de { -river }; até o lago, só se colocam { -tile(number: "pl") } de { -river }.
engine-placement-river-u-turn = O { -river } não pode voltar sobre si mesmo num U fechado; este livro entende isso como duas curvas seguidas para o mesmo lado (leitura nossa, não as palavras do livro de regras).
engine-placement-river-closed = Não há nenhuma ponta aberta do { -river } para continuar (o lago fecha o { -river }; a nascente o inicia).
engine-placement-river-arms-join = Os dois braços de um { -river } bifurcado nunca se juntam, e nenhum braço pode correr para uma { -tile } já colocada.
engine-placement-abbey-not-in-hole = A { -abbey } só pode ser colocada num buraco que tenha uma { -tile } em cada um dos quatro lados.
engine-placement-shrine-two-cloisters = Um { -shrine } não pode ser colocado ao lado de mais de um { -cloister } (contam as oito casas vizinhas).
engine-placement-cloister-two-shrines = Um { -cloister } não pode ser colocado ao lado de mais de um { -shrine } (contam as oito casas vizinhas).
# $max (número): a quantos espaços do início uma cartela pode ficar em cada direção
engine-placement-out-of-bounds = Esse espaço está longe demais do início: uma { -tile } pode ficar a no máximo { PLURAL($max) ->
    [one] { $max } espaço
    [many] { $max } de espaços
   *[other] { $max } espaços
} dele em cada direção.

## Colocar um seguidor

engine-follower-no-tile = Um { -follower } só pode ir na { -tile } que acabou de ser colocada.
engine-follower-already-placed = Só se pode colocar um { -follower } por turno.
engine-follower-no-supply = O jogador não tem mais nenhum { -follower } na { -supply }.
engine-follower-unknown-feature = A { -tile } não tem essa construção.
engine-follower-river = Não se pode colocar { -follower(number: "pl") } no { -river }.
# $player: um nome acima
engine-follower-occupied = Esta construção já está ocupada mais adiante por um { -follower } { $player } (ela continua em outras { -tile(number: "pl") }).

## Indicar uma construção num arquivo de tabuleiro (`tilebook score`, `tilebook check`).
## As palavras entre crases são as do próprio arquivo (tipos de construção, os lados
## N E S W, as meias bordas NNW … WNW): mantenha-as como estão.

# $name (texto): o que o arquivo diz no lugar de um tipo de construção
engine-spec-unknown-type = `{ $name }` não é um tipo de construção; use city, road, cloister ou field.
# $place (texto): o que o arquivo diz depois de “@”
engine-spec-unknown-place = `{ $place }` não é um lado (N, E, S, W) nem uma meia borda (NNW … WNW).
# $feature: um nome acima
engine-spec-none = A { -tile } não tem { $feature }.
# $feature: um nome acima; $count (número, 2 ou mais); $example (texto): uma forma que diz qual
engine-spec-ambiguous = A { -tile } tem { PLURAL($count) ->
    [one] { $count } construção
    [many] { $count } de construções
   *[other] { $count } construções
} do tipo { $feature }; diga qual, por exemplo `{ $example }`.
# $place (texto): o lado; $first, $second (texto): as suas duas meias bordas
engine-spec-split-side = O lado { $place } toca dois { -field(number: "pl") }; indique uma meia borda, `field@{ $first }` ou `field@{ $second }`.
# $feature: um nome acima; $place (texto): o lado ou a meia borda que o arquivo indica
engine-spec-not-at = A { -tile } não tem { $feature } em { $place } (lados e meias bordas seguem a orientação no tabuleiro).

## Repetir um exemplo

engine-replay-unknown-kind = Esse tipo de { -tile } não faz parte do exemplo.

## Os exemplos interativos: um erro sem texto próprio

engine-error-unknown = Essa jogada não é permitida.

## Figuras das expansões: o seguidor grande, o construtor e o porco

engine-figure-follower = { -follower }
engine-figure-big = { -big-follower }
engine-figure-builder = { -builder }
engine-figure-pig = { -pig }
engine-figure-mayor = { -mayor }
engine-figure-wagon = { -wagon }
engine-figure-barn = { -barn }
engine-figure-no-supply = O jogador não tem mais nenhuma figura do tipo “{ $figure }” (ou essa figura não faz parte do jogo).
engine-figure-wrong-feature = A figura “{ $figure }” não pode ficar numa construção do tipo “{ $feature }”.
engine-figure-needs-own-follower = A figura “{ $figure }” só pode entrar numa construção onde o dono já tem um { -follower }.

## A ordem dos turnos, quando um tabuleiro diz quem colocou cada cartela

engine-turn-no-player = Algumas { -tile(number: "pl") } dizem qual jogador as colocou e esta não: diga isso em toda { -tile } depois da primeira.
engine-turn-no-seat = O jogador { $player } não tem lugar nesta mesa: o jogo básico é para cinco, e um sexto jogador (cinza) só joga com a expansão Estalagens e Catedrais.
engine-turn-order = É a vez do jogador { $expected }, não do { $found }: os jogadores jogam na ordem dos lugares, e só o dono de um construtor coloca logo uma segunda { -tile }.

## A Princesa e o Dragão, A Torre: colocar um seguidor

engine-follower-dragon = Nenhum { -follower } pode ficar na { -tile } onde está o { -dragon }.
engine-follower-not-this-tile = Uma figura vai para a { -tile } que acabou de ser colocada; só um { -magic-portal } nessa { -tile } permite mandar um { -follower } para outra.
engine-follower-completed = Por um { -magic-portal }, um { -follower } só pode ir para uma construção que ainda não esteja concluída.

## A Princesa e o Dragão, A Torre: os passos de um turno
# $square (texto): uma casa como um arquivo de tabuleiro a escreve, “[2, -1]”

engine-step-not-in-play = Este passo pertence a uma expansão cujas { -tile(number: "pl") } não estão em jogo.
engine-step-out-of-order = Os passos seguem a ordem do turno: primeiro um { -ransom }, depois a única ação (uma figura, a { -princess }, a { -fairy } ou uma { -tower }) e, por fim, o { -dragon }; cada um uma vez só.
engine-step-already-acted = Cada jogador faz uma só ação por turno: uma figura, a { -princess }, a { -fairy } ou um { -tower-piece }.
engine-step-turn-of = É a vez do jogador { $player }: a ação do turno (uma figura, a { -princess }, a { -fairy }, um { -tower-piece }, um { -barn }) e a entrada num bairro cabem só a ele.
engine-step-before-play = As { -tile(number: "pl") } de um bloco (a cidade de Carcassonne) são colocadas antes de o jogo começar: com elas não se coloca figura nem se faz outra ação.
engine-step-no-tile = Não há nenhuma { -tile } em { $square }.
engine-step-no-follower = Não há nenhum { -follower } em { $square }.
# $owner: o nome de um jogador, acima
engine-step-not-yours = O { -follower } em { $square } é do jogador { $owner }, não do jogador da vez.
engine-step-no-princess = Só uma { -princess } na { -tile } que acabou de ser colocada manda um { -knight } para casa, e só um { -knight } da { -city } dela.
engine-step-princess-must = Pela variante de regra em jogo, a { -princess } tem de mandar para casa um { -knight } da { -city } dela, e a { -city } tem um: mande um para casa antes da pontuação do turno.
engine-step-dragon-asleep = O { -dragon } só entra no jogo quando o primeiro { -volcano } é colocado: uma { -tile } com a marca do { -dragon } comprada antes disso fica separada e volta a ser comprada mais tarde.
engine-step-dragon-must-move = Depois de uma { -tile } com a marca do { -dragon }, o { -dragon } se move: informe o caminho dele.
engine-step-no-dragon-move = O { -dragon } só se move depois de uma { -tile } com a marca do { -dragon }, e uma vez só.
engine-step-dragon-not-adjacent = O { -dragon } anda uma { -tile } por vez, atravessando um lado: { $square } não fica ao lado dele.
engine-step-dragon-revisits = O { -dragon } já passou por { $square } neste movimento.
engine-step-dragon-onto-fairy = O { -dragon } não pode entrar em { $square }: a { -fairy } está lá.
# $steps: quantas casas o dragão anda
engine-step-dragon-too-far = O { -dragon } percorre no máximo { PLURAL($steps) ->
    [one] { $steps } { -tile }
    [many] { $steps } de { -tile(number: "pl") }
   *[other] { $steps } { -tile(number: "pl") }
}.
# $taken: quantas casas ele andou
engine-step-dragon-stops-early = O { -dragon } parou depois de { PLURAL($taken) ->
    [one] { $taken } { -tile }
    [many] { $taken } de { -tile(number: "pl") }
   *[other] { $taken } { -tile(number: "pl") }
}, mas podia continuar: ele só para antes da hora num beco sem saída.
engine-step-no-tower = Não há nenhuma { -tower-foundation } em { $square }.
engine-step-tower-finished = A { -tower } em { $square } está concluída: há um { -follower } no alto dela.
engine-step-tower-empty = Um { -follower } só conclui uma { -tower } que já tenha pelo menos um segmento; em { $square } não há nenhum.
# $pieces: os segmentos de torre de cada jogador
engine-step-no-tower-pieces = O jogador já colocou { PLURAL($pieces) ->
    [one] o seu único { -tower-piece }
    [many] todos os seus { $pieces } de { -tower-piece(number: "pl") }
   *[other] todos os seus { $pieces } { -tower-piece(number: "pl") }
}.
# $height: a altura da torre depois do segmento
engine-step-out-of-range = Uma { -tower } { PLURAL($height) ->
    [one] de { $height } segmento de altura alcança { $height } { -tile }
    [many] de { $height } de segmentos de altura alcança { $height } de { -tile(number: "pl") }
   *[other] de { $height } segmentos de altura alcança { $height } { -tile(number: "pl") }
} em linha reta; { $square } está fora do alcance dela.
# $figure: o nome de uma figura, acima
engine-step-cannot-capture = Uma { -tower } não pode capturar a figura “{ $figure }”.
engine-step-no-exchange = Não há esse { -prisoner } para trocar.
# $from: o nome de um jogador; $figure: o nome de uma figura
engine-step-no-prisoner = O jogador { $from } não mantém presa nenhuma figura “{ $figure }” do jogador da vez.
# $ransom: o resgate, em pontos
engine-step-cannot-pay = Um { -ransom } custa { PLURAL($ransom) ->
    [one] { $ransom } { -point }
    [many] { $ransom } de { -point(number: "pl") }
   *[other] { $ransom } { -point(number: "pl") }
}, mais do que o jogador tem.
engine-step-not-your-turn = Só o jogador da vez pode resgatar um { -prisoner }.

## A Abadia e o Alcaide: celeiros, carroças e abadias

engine-follower-barn = Nenhum { -farmer } pode ir para um { -field } que tenha um { -barn }.
engine-follower-barn-corner = Um { -barn } não fica numa construção: vai num canto da { -tile } recém-colocada, onde quatro { -tile(number: "pl") } se encontram.
engine-follower-lake-volcano = Nenhum { -follower } vai para o lago com o { -volcano }: quem o coloca joga mais um turno em vez disso.
engine-step-not-four-fields = Um { -barn } só fica onde quatro { -tile(number: "pl") } se encontram, cada uma com um { -field } no seu canto; esse canto da { -tile } em { $square } não é um lugar assim.
engine-step-barn-taken = O { -field } desse canto da { -tile } em { $square } já tem um { -barn }.
engine-step-barn-farmers = O { -field } desse canto da { -tile } em { $square } tem { -farmer(number: "pl") }, e a variante de regra em jogo só permite um { -barn } em um { -field } sem nenhum { -farmer }.
engine-step-no-wagon = Nenhuma { -wagon } do jogador pontuou neste turno, então nenhuma pode seguir adiante.
engine-step-wagon-not-adjacent = Uma { -wagon } só segue para uma construção vizinha àquela em que pontuou, conforme a variante de regra em jogo entende “vizinha”; a construção em { $square } não é uma delas.
engine-step-abbey-used = Cada jogador tem uma só { -abbey }, e este jogador já colocou a sua.

## O Conde de Carcassonne: os bairros e o Conde
# $quarter (em todas abaixo): castle, market, blacksmith ou cathedral

engine-step-quarter-not-earned = Um jogador só põe um { -follower } em Carcassonne depois de um turno cuja pontuação deu pontos a outro jogador e nenhum a ele.
engine-step-quarter-twice = Só um { -follower } entra em Carcassonne por turno.
# $figure: o nome de uma figura acima
engine-step-not-a-follower = Só { -follower(number: "pl") } entram nos bairros de Carcassonne, não a figura “{ $figure }”.
engine-step-not-in-quarter = O jogador não tem um { -follower } assim esperando { $quarter ->
    [castle] no castelo
    [market] no mercado
    [blacksmith] na ferraria
   *[cathedral] na catedral
}.
engine-step-count-guards = O Conde está { $quarter ->
    [castle] no castelo
    [market] no mercado
    [blacksmith] na ferraria
   *[cathedral] na catedral
}, então nenhum { -follower } pode sair de lá.
engine-step-wrong-quarter = { $quarter ->
    [castle] Do castelo, os { -follower(number: "pl") } só vão para uma { -city }.
    [market] Do mercado, os { -follower(number: "pl") } só vão para um { -field }.
    [blacksmith] Da ferraria, os { -follower(number: "pl") } só vão para uma { -road }.
   *[cathedral] Da catedral, os { -follower(number: "pl") } só vão para um { -cloister }.
}
# $square: uma casa, como [1, 0]
engine-step-not-scored-now = A construção em { $square } não é pontuada neste turno, então nenhum { -follower } de Carcassonne pode entrar nela.
engine-step-market-at-end = Os { -follower(number: "pl") } do mercado só saem dele no fim do jogo.
engine-step-only-market-at-end = Pela variante de regra em jogo, só os { -follower(number: "pl") } do mercado saem de Carcassonne no fim do jogo; os que estão { $quarter ->
    [castle] no castelo
    [market] no mercado
    [blacksmith] na ferraria
   *[cathedral] na catedral
} ficam onde estão.
## A Catapulta: a rodada da catapulta

engine-step-no-fair = Uma rodada da { -catapult } só acontece depois do turno em que se colocou uma { -tile } com { -fair }.
engine-step-second-round = Uma { -tile } com { -fair } traz uma só rodada da { -catapult }, e neste turno ela já aconteceu.
engine-step-fair-at-start = Uma { -tile } com { -fair } traz uma rodada da { -catapult } quando é comprada: ela não pode ser a { -start-tile }, que se coloca antes do início do jogo.
engine-step-not-seated = { $player } não está na mesa: as { -tile(number: "pl") } dizem quem joga, e esse jogador não está entre eles.
engine-step-named-twice = Cada jogador lança uma só ficha por rodada, mas { $player } aparece duas vezes.
engine-step-seduce-own = A sedução troca o { -follower } de outro jogador, mas o que está em { $square } é de quem lançou.
engine-step-no-follower-left = Quem lançou não tem mais nenhum { -follower } na { -supply } para pôr no lugar do outro.
engine-step-not-neighbours = A ficha vai para o vizinho da esquerda, o próximo jogador na ordem: { $catcher } não se senta à esquerda de { $thrower }.
