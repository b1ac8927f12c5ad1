### Textos das saídas geradas: folhas de cartelas, tabelas de pontos, o site.

## O idioma, no próprio idioma

language-name = Português (Brasil)

## Folhas de cartelas

sheet-title = { $edition } — folha de cartelas, página { $page } de { $pages }
sheet-index-title = Índice de { -tile(number: "pl") }
sheet-tile-count = { PLURAL($count) ->
    [one] { $count } { -tile }
    [many] { $count } de { -tile(number: "pl") }
   *[other] { $count } { -tile(number: "pl") }
}
sheet-start-tile = Cartela inicial

## Tabelas de pontos

score-player = Jogador
score-points = Pontos
score-total = Total
score-points-value = { PLURAL($points) ->
    [one] { $points } { -point }
    [many] { $points } de { -point(number: "pl") }
   *[other] { $points } { -point(number: "pl") }
}

## Site

site-language = Idioma
site-previous = Anterior
site-next = Próxima
site-search = Buscar
site-search-empty = Nenhum resultado para “{ $query }”.
site-print = Imprimir
site-not-found = Página não encontrada
