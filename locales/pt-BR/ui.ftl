### Textos das saídas geradas: folhas de cartelas, tabelas de pontos, o site.

## O idioma, no próprio idioma

language-name = Português (Brasil)

## Folhas de cartelas

sheet-title = { $edition } — folha de cartelas, página { $page } de { $pages }
sheet-index-title = Índice de { -tile(number: "pl") }
sheet-start-tile = Cartela inicial

## Tabelas de pontos

score-player = Jogador
score-points = Pontos

## Site

site-language = Idioma
site-previous = Anterior
site-next = Próxima
site-search = Buscar
site-search-empty = Nenhum resultado para “{ $query }”.
site-print = Imprimir
site-not-found = Página não encontrada

## Site: páginas e navegação

site-title = Regras de Carcassonne
site-home = Início
site-contents = Sumário
site-books = Livros de regras
site-tiles = Cartelas
site-skip = Pular para o conteúdo
site-theme = Modo escuro
site-print-book = Versão para impressão
site-not-found-text = Não há nenhuma página neste endereço. Os livros de regras estão na página inicial.
site-search-placeholder = Pesquisar nas regras…
site-search-results = Resultados da pesquisa
site-choose-language = Escolha um idioma
site-gallery-total = { $edition }: { PLURAL($total) ->
    [one] { $total } { -tile }
    [many] { $total } de { -tile(number: "pl") }
   *[other] { $total } { -tile(number: "pl") }
}
site-checklist-link = Lista para conferir a caixa
site-checklist-title = { $edition }: lista de conferência
site-checklist-intro = Imprima esta página, ou deixe-a aberta, e marque um quadrado para cada { -tile } enquanto organiza a caixa. Uma linha com um quadrado vazio mostra uma { -tile } que está faltando.
site-checklist-copy = { $tile }: { $n } de { $count }
site-checklist-variants = em várias versões com desenhos diferentes: conte-as juntas

## Site: exemplos de pontuação

example-rules = Edição das regras
example-step = Jogada
example-first = Primeira jogada
example-previous = Jogada anterior
example-next = Próxima jogada
example-last = Última jogada
example-final = Contagem final
example-follower = Colocar ou retirar um { -follower }
example-follower-help = Escolha uma cor e depois clique em uma construção do tabuleiro.
example-none = Nenhum
example-place = Colocar uma { -tile }
example-rotate = Girar
example-moves = O que mais se pode fazer neste turno
example-reset = Recomeçar
example-variant-refused = Com estas opções das variantes de regra, as regras recusam as jogadas deste exemplo.
example-no-script = Estas pontuações são calculadas pelo motor do tilebook; com JavaScript, você pode avançar jogada a jogada e alterar o tabuleiro.
example-feature-complete = Construção concluída.
example-feature-open = Construção ainda não concluída.
example-when-play = durante o jogo
example-when-final = no fim do jogo
example-what = O que pontua
example-when = Quando
example-tiles = Cartelas
example-award-most-wine = Mais vinho
example-award-most-grain = Mais trigo
example-award-most-cloth = Mais tecido
example-award-fairy-turn = Fada, no início do turno
example-award-fairy-scoring = Fada, na pontuação da construção
example-award-ransom = Resgate
example-award-barn = Celeiro
example-award-catapult-target = Tiro ao alvo na feira
example-award-catapult-catch = Pegar a ficha
example-award-king = Rei (cidades concluídas)
example-award-robber = Barão ladrão (estradas concluídas)
example-piece-dragon = O dragão
example-piece-fairy = A fada
example-piece-count = O Conde
example-piece-quarter = Esperando em um bairro de Carcassonne
example-piece-tower = Torre
example-piece-barn = Celeiro
example-piece-reach = Alcance do novo { -tower-piece }
example-piece-prisoner = Um { -prisoner }, com o jogador que o capturou
example-piece-token-knock-out = Catapulta: nocaute
example-piece-token-seduction = Catapulta: sedução
example-piece-token-target = Catapulta: tiro ao alvo
example-piece-token-catch = Catapulta: pegar no ar
example-step-figure = Figura pelo portal
example-step-princess = Princesa: um cavaleiro volta para casa
example-step-fairy = Fada ao lado de um { -follower }
example-step-dragon = O dragão se move
example-step-ransom = Resgate
example-step-tower-piece = Segmento de torre
example-step-tower-top = Fechar a torre
example-step-barn = Celeiro
example-step-wagon = A carroça segue adiante
example-step-quarter = Para um bairro de Carcassonne
example-step-from-quarter = Saindo de um bairro
example-step-knock-out = Catapulta: nocaute
example-step-seduction = Catapulta: sedução
example-step-target = Catapulta: tiro ao alvo
example-step-catch = Catapulta: pegar no ar
example-detail-castle = castelo
example-detail-market = mercado
example-detail-blacksmith = ferraria
example-detail-cathedral = catedral
example-detail-short = curto
example-detail-dropped = caiu
example-detail-caught = pegou
example-detail-tower = o { -follower } no alto da torre
example-detail-key-count = o Conde
feature-city = Cidade
feature-road = Estrada
feature-cloister = Monastério
feature-farm = Campo
