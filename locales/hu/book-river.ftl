### „A folyó” szabálykönyve: minden üzenet, amelyet a book/river.toml megnevez.
### Azonosítók: river-<fejezet>-<mi>. A fejezetcímek river-<fejezet>, a szakaszcímek
### -title végűek. Egyszerű szöveg, jelölések nélkül; a játék szókincse a terms.ftl
### kifejezéseiből jön, soha nem mondat elején.
### „A folyó” a kiegészítő neve; a { -river } a területkártyákon látható folyó.

river-title = { edition-river }
river-summary = Tizenkét { -tile }, amelyekkel a játék egy, a tájon át kanyargó { -river(case: "ins") } kezdődik: hogyan készítsd elő őket, merre folyhat a { -river }, és hová állhatnak az { -follower(poss: "sg2", number: "pl") }.

## Fejezet: a folyót ábrázoló területkártyák

river-overview = Mit hoz a játékba „{ edition-river }”?
river-overview-intro = „{ edition-river }” az alapjáték kis kiegészítője, összesen tizenkét { -tile }. Ezeket a játék legelején kell lerakni, és egy { -river(case: "acc") } vezetnek át az asztalon a forrásától egészen egy tóig; a táj többi része aztán körülötte épül tovább. Minden más az alapjáték szabályai szerint zajlik. A tizenkét { -tile }:
river-overview-spring = A forrás, ahol a { -river } ered.
river-overview-lake = A tó, ahol a { -river } véget ér.
river-overview-middle = Tíz { -tile }, amely továbbviszi a { -river(case: "acc") }: egyenes szakaszok és kanyarok, némelyiken a parton egy { -road }, egy { -city } vagy egy { -cloister } is van, egyiken pedig egy { -road } hídon kel át a vízen.
river-overview-backs = A { -river(case: "acc") } ábrázoló { -tile(number: "pl") } hátoldala ugyanolyan sötét, mint az alapjátékban a { -start-tile } hátoldala, így könnyű őket kiválogatni a többi { -tile } közül.

## Fejezet: előkészítés

river-setup = Előkészítés „{ edition-river }” kiegészítővel
river-setup-intro = Készítsd elő az alapjátékot a szokásos módon, a következő eltérésekkel:
river-setup-step-start = Vedd ki a { -start-tile(case: "acc") } a játékból: a forrás lép a helyére.
river-setup-step-spring = Tedd a forrást képpel felfelé az asztal közepére.
river-setup-step-lake = A tavat egyelőre tedd félre.
river-setup-step-pile = Keverd meg a többi tíz, { -river(case: "acc") } ábrázoló { -tile(case: "acc") }, és rakd őket képpel lefelé egy külön pakliba.
river-setup-step-base = Az alapjátékhoz tartozó { -tile(number: "pl", case: "acc") } keverd meg képpel lefelé, és rakd őket melléjük, több pakliba.

## Fejezet: játék a folyóval

river-play = Játék „{ edition-river }” kiegészítővel
river-play-order-title = A { -river } az első
river-play-first = A játék a { -river(case: "ins") } kezdődik. A játékosok a szokásos módon követik egymást, de addig a { -river(case: "acc") } ábrázoló { -tile(number: "pl") } paklijából húznak, amíg mind a tízet le nem rakták. Ezt leszámítva minden kör a szokásos módon zajlik: rakd le a { -tile(case: "acc") }, ha akarod, tegyél le egy { -follower(case: "acc") }, és értékelj mindent, amit a { -tile } befejezett.
river-play-lake = Amikor a tizedik, { -river(case: "acc") } ábrázoló { -tile } is lekerült, a következő játékos nem húz { -tile(case: "acc") }, hanem a tavat rakja le, és ezzel lezárja a { -river(case: "acc") }. A következő körtől mindenki az alapjátékhoz tartozó { -tile(number: "pl") } közül húz, és a játék a szokásos módon folytatódik.

river-play-course-title = Merre folyhat a { -river }?
river-play-rule-continue = Minden új, { -river(case: "acc") } ábrázoló { -tile(case: "dat") } a { -river } nyitott végéhez kell csatlakoznia, víz a vízhez.
river-play-rule-fit = Az összes többi élének a szokásos módon kell illeszkednie a szomszédaihoz: { -road } { -road(case: "ins") }, { -city } { -city(case: "ins") }, { -field } { -field(case: "ins") }.
river-play-rule-bends = A szabálykönyv itt egyetlen dolgot tilt: a { -river } nem fordulhat vissza önmaga felé szűk U alakban. Ez a könyv szűk U-nak két egymást követő, azonos irányú kanyart tekint, ezért balkanyar után a következő { -tile } egyenesen viszi tovább a { -river(case: "acc") } vagy jobbra fordul, jobbkanyar után pedig egyenesen halad vagy balra fordul. Ez a mi értelmezésünk, nem a szabálykönyv szövege, és a példák is ezt követik: az az U, amelynek két kanyarja között egy egyenes { -tile } van, elég tág, ezért megengedett.

river-play-followers-title = Az { -follower(number: "pl") } lerakása és az értékelés
river-play-followers = A { -river(case: "acc") } ábrázoló { -tile(case: "sub") } ugyanúgy tehetsz { -follower(case: "acc") }, mint bármely más { -tile(case: "sub") }: ha a rajta lévő { -road(case: "sub") } teszed, { -thief }, ha a { -city(case: "ill") }, { -knight }, ha a { -cloister(case: "ill") }, { -monk }, ha pedig valamelyik { -field(case: "sub") }, { -farmer } lesz belőle. Magát a { -river(case: "acc") } soha nem lehet elfoglalni.
river-play-fields = Akárcsak az { -road }, a { -river } is kettéosztja a földet, amelyen átfolyik: az egyik parton lévő { -field } nem ugyanaz a { -field }, mint a túlparti. Csak a forrásnál és a tónál öleli körbe a szárazföld a vizet.
river-play-scoring = Minden { -road(case: "acc") }, { -city(case: "acc") }, { -cloister(case: "acc") } és { -field(case: "acc") }, amely valamelyik { -river(case: "acc") } ábrázoló { -tile(case: "sup") } található, pontosan úgy kell értékelni, mint az alapjátékban, játék közben és a végén is.

## Fejezet: a területkártyák

river-tiles = Mind a tizenkét { -tile }
river-tiles-intro = „{ edition-river }” kiegészítőben tizenkét { -tile } van, mindegyik más fajta: a forrás, a tó és a kettő közötti tíz { -tile }.
