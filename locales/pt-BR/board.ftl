### A calculadora de pontos: uma mesa em que o leitor monta qualquer posição
### e vê como ela pontua em cada edição das regras.

site-board-link = Calculadora de pontos
board-title = Calculadora de pontos
board-intro = Monte qualquer posição, a partir de uma mesa vazia ou de um dos exemplos dos livros de regras: escolha os conjuntos de { -tile(number: "pl") }, coloque qualquer { -tile } em qualquer espaço onde ela se encaixe, gire-a, ponha figuras nas { -tile(number: "pl") } e veja, lado a lado, os { -point(number: "pl") } segundo cada edição das regras. Desfaça e refaça à vontade; o endereço desta página guarda a posição, então você pode compartilhá-la, e o arquivo de tabuleiro que você baixar é lido pelo tilebook score do jeito que está.
board-no-script = A calculadora de pontos roda o motor de regras no seu navegador, por isso precisa de JavaScript. Todos os exemplos dos livros de regras mostram o tabuleiro e as pontuações mesmo sem ele.
board-sets = Conjuntos de { -tile(number: "pl") } na mesa
board-start = Começar de
board-empty = uma mesa vazia
board-tile = Qual { -tile } colocar
board-left = restam:
board-used-up = nenhuma restante
board-rotation = Girada em
board-place-at = Colocar a { -tile } neste espaço
board-figure = Figura
board-on-tile = Na { -tile }
board-feature = Na construção
board-toggle = Colocar ou retirar
board-no-moves = Nada mais neste turno: coloque a próxima { -tile }.
board-undo = Desfazer
board-redo = Refazer
board-clear = Limpar a mesa
board-download = Baixar o arquivo de tabuleiro
board-table = A mesa: um espaço destacado recebe a { -tile } escolhida; um clique numa { -tile } já colocada põe a figura escolhida na construção mais próxima, ou a retira de lá
board-placed = Na mesa
board-nothing = Nenhuma { -tile } ainda: escolha uma e coloque-a.
board-scores = Pontuação em cada edição das regras
board-show = Mostrar na mesa
board-details = Detalhes
board-pennants = { -pennant(number: "pl") }
board-cities = { -city(number: "pl") } concluídas
board-inns = { -inn(number: "pl") }
board-cathedrals = { -cathedral(number: "pl") }
