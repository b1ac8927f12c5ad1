### “Minha caixa”: um só livro de regras feito dos livros das caixas que o
### jogador tem, e as interações entre expansões, que o livro combinado só
### mostra quando as duas estão na caixa.

## A página e o livro combinado

box-title = Minha caixa
box-summary = Um só livro de regras para as caixas que você tem: o jogo básico e as expansões que você marcar, com as { -tile(number: "pl") } somadas e as regras na ordem em que você precisa delas durante a partida.
box-link = Marque as caixas que você tem e leia um livro de regras feito para elas
box-intro = Marque o que a sua caixa contém. O livro abaixo mantém só essas regras, coloca as regras de cada expansão ao lado das regras do jogo básico para o mesmo momento da partida e explica como duas expansões funcionam juntas quando você tem as duas. O endereço desta página guarda a sua escolha: salve-o nos favoritos ou compartilhe-o.
box-choose = O que a sua caixa contém
box-rules = Edição das regras
box-printing = Tiragem
box-no-script = Sem JavaScript, esta página mostra só o jogo básico. As regras de cada expansão estão no livro dela.
box-totals = Suas cartelas
box-totals-intro = As { -tile(number: "pl") } dos conjuntos da sua caixa, somadas. Um conjunto que já contém outro, como a Edição de Inverno contém o jogo básico, é contado no lugar dele.
box-totals-set = Conjunto de cartelas
box-totals-tiles = Cartelas
box-totals-all = Total
box-with = { PLURAL($count) ->
    [one] Só quando você joga também com esta expansão: { $books }
    [many] Só quando você joga também com estas expansões: { $books }
   *[other] Só quando você joga também com estas expansões: { $books }
}

## Comerciantes e Construtores com Estalagens e Catedrais

traders-builders-builder-big-title = O construtor e o seguidor grande
traders-builders-builder-big-instead = Quando Estalagens e Catedrais também está no jogo, o seu { -builder } ou o seu { -pig } ocupa o lugar de um { -follower } pequeno ou grande: no seu turno, você posiciona no máximo uma figura, a que escolher.
traders-builders-builder-big-majority = Quando uma { -road } ou uma { -city } é pontuada, o { -big-follower } conta como dois { -follower(number: "pl") } na hora de decidir quem tem mais ali, e o { -builder } não conta como nenhum.
traders-builders-builder-big-reading = Nossa leitura, já que nenhum dos manuais diz isso: um { -thief } ou { -knight } grande permite posicionar o seu { -builder } na { -road } ou na { -city } dele, assim como um pequeno. Estalagens e Catedrais diz que o { -big-follower } é um único { -follower }, posicionado pelas regras de costume.
traders-builders-builder-big-second-tile = Também é leitura nossa: se a primeira { -tile } de um { -double-turn } concluir a { -road } ou a { -city } do seu { -big-follower }, ele volta para você na hora e você pode posicioná-lo na segunda { -tile }. Estalagens e Catedrais permite colocá-lo de novo a partir do seu próximo turno, e Comerciantes e Construtores deixa o { -builder } que acabou de voltar ir para a segunda { -tile }; nenhum dos dois diz o que acontece ali com o { -big-follower }. O motor deste site joga conforme a nossa leitura.
traders-builders-pig-big-title = O porco e o fazendeiro grande
traders-builders-pig-big = O seu { -pig } precisa de um dos seus { -farmer(number: "pl") } no { -field } dele, e só os { -farmer(number: "pl") } decidem quem é o dono do { -field }. Com Estalagens e Catedrais, um { -farmer } grande conta ali como dois, como um { -big-follower } conta onde quer que esteja.
