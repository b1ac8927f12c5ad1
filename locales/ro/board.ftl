### Calculatorul de punctaj: o masă pe care cititorul așază orice poziție
### și vede cum se punctează după fiecare ediție a regulilor.

site-board-link = Calculator de punctaj
board-title = Calculator de punctaj
board-intro = Construiește orice poziție, pornind de la o masă goală sau de la unul dintre exemplele din regulamente: alege seturile de { -tile(number: "pl") }, plasează orice { -tile } pe orice pătrat unde se potrivește, rotește-l, pune figuri pe { -tile(number: "pl", form: "def") } și vezi alăturat { -point(number: "pl", form: "def") } după fiecare ediție a regulilor. Anulează și refă oricât vrei; adresa paginii păstrează poziția, așa că o poți trimite altora, iar fișierul de tablă pe care îl descarci este citit ca atare de tilebook score.
board-no-script = Calculatorul de punctaj rulează motorul de reguli în browser, așa că are nevoie de JavaScript. Toate exemplele din regulamente își arată tabla și punctajele și fără el.
board-sets = Seturi de { -tile(number: "pl") } pe masă
board-start = Pornește de la
board-empty = o masă goală
board-tile = Ce { -tile } plasezi
board-left = rămase:
board-used-up = nu mai e niciunul
board-rotation = Rotit cu
board-place-at = Plasează { -tile(form: "def") } pe acest pătrat
board-figure = Figură
board-on-tile = Pe { -tile }
board-feature = Pe regiune
board-toggle = Adaugă sau scoate
board-no-moves = Nimic altceva în acest tur: așază următorul { -tile }.
board-undo = Anulează
board-redo = Refă
board-clear = Golește masa
board-download = Descarcă fișierul de tablă
board-table = Masa: un pătrat evidențiat primește { -tile(form: "def") } ales; un clic pe un { -tile } deja plasat pune figura aleasă pe cea mai apropiată regiune sau o scoate de acolo
board-placed = Pe masă
board-nothing = Deocamdată niciun { -tile }: alege unul și plasează-l.
board-scores = Punctajele după fiecare ediție a regulilor
board-show = Arată pe masă
board-details = Detalii
board-pennants = { -pennant(number: "pl") }
board-cities = { -city(number: "pl") } complete
board-inns = { -inn(number: "pl") }
board-cathedrals = { -cathedral(number: "pl") }
