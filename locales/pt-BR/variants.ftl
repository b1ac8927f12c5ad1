## Variantes de regra: o nome de cada uma e de cada uma das suas opções, como
## os controles dos exemplos e as tabelas lado a lado os mostram. De onde cada
## uma vem: `tilebook variants` e as seções dos livros sobre as tiragens.

variant-small-city = A { -city } pequena
variant-small-city-edition = como diz cada edição
variant-small-city-four = 2 { -point(number: "pl") } por { -tile }
variant-small-city-two = 1 { -point } por { -tile }

variant-dragon-moves = Quando o { -dragon } se move
variant-dragon-moves-before-scoring = antes da pontuação
variant-dragon-moves-after-scoring = depois da pontuação

variant-princess = A { -princess }
variant-princess-may = pode mandar um { -knight } para casa
variant-princess-must = tem de mandar um { -knight } para casa

variant-fairy = A { -fairy } fica
variant-fairy-beside-follower = ao lado de um { -follower }
variant-fairy-on-tile = em uma { -tile }

variant-wagon-moves = Para onde a { -wagon } segue
variant-wagon-moves-connected = uma construção ligada
variant-wagon-moves-around = uma construção em uma { -tile } ao redor dela

variant-barn = Onde um { -barn } pode entrar
variant-barn-no-barn-yet = um { -field } sem { -barn }
variant-barn-empty-field = um { -field } sem { -barn } nem { -farmer }
variant-barn-any-field = qualquer { -field }

variant-king-robber = O rei e o barão ladrão
variant-king-robber-per-feature = 1 { -point } por { -city } e por { -road }, no fim
variant-king-robber-ten-twenty = 10 { -point(number: "pl") } por título, 20 pelos dois
variant-king-robber-fifteen-forty = 15 { -point(number: "pl") } por título, 40 pelos dois
variant-king-robber-during-play = 1 { -point } por { -city } e por { -road }, assim que cada uma é concluída

variant-count-end = Quem sai de Carcassonne no fim
variant-count-end-market-only = só os { -follower(number: "pl") } do mercado
variant-count-end-every-quarter = os { -follower(number: "pl") } de todos os bairros
