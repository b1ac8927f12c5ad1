### Glosar: vocabularul jocului, câte un termen pentru fiecare cuvânt.
### Cuvintele sunt cele din regulamentul românesc (supus, tâlhar, cavaler, călugăr, țăran).
### Parametri: `number` = "sg" (implicit) sau "pl"; `form` = "indef" (implicit,
### nominativ-acuzativ nearticulat), "def" (articulat) sau "gen" (genitiv-dativ articulat).
### Atributul `.gender` (masculine, feminine, neuter) servește la acord.

-follower = { $number ->
   *[sg] { $form ->
       *[indef] supus
        [def] supusul
        [gen] supusului
    }
    [pl] { $form ->
       *[indef] supuși
        [def] supușii
        [gen] supușilor
    }
}
    .gender = masculine

-thief = { $number ->
   *[sg] { $form ->
       *[indef] tâlhar
        [def] tâlharul
        [gen] tâlharului
    }
    [pl] { $form ->
       *[indef] tâlhari
        [def] tâlharii
        [gen] tâlharilor
    }
}
    .gender = masculine

-knight = { $number ->
   *[sg] { $form ->
       *[indef] cavaler
        [def] cavalerul
        [gen] cavalerului
    }
    [pl] { $form ->
       *[indef] cavaleri
        [def] cavalerii
        [gen] cavalerilor
    }
}
    .gender = masculine

-monk = { $number ->
   *[sg] { $form ->
       *[indef] călugăr
        [def] călugărul
        [gen] călugărului
    }
    [pl] { $form ->
       *[indef] călugări
        [def] călugării
        [gen] călugărilor
    }
}
    .gender = masculine

-farmer = { $number ->
   *[sg] { $form ->
       *[indef] țăran
        [def] țăranul
        [gen] țăranului
    }
    [pl] { $form ->
       *[indef] țărani
        [def] țăranii
        [gen] țăranilor
    }
}
    .gender = masculine

-tile = { $number ->
   *[sg] { $form ->
       *[indef] cartonaș
        [def] cartonașul
        [gen] cartonașului
    }
    [pl] { $form ->
       *[indef] cartonașe
        [def] cartonașele
        [gen] cartonașelor
    }
}
    .gender = neuter

-start-tile = { $form ->
   *[indef] cartonaș de start
    [def] cartonașul de start
    [gen] cartonașului de start
}
    .gender = neuter

-road = { $number ->
   *[sg] { $form ->
       *[indef] drum
        [def] drumul
        [gen] drumului
    }
    [pl] { $form ->
       *[indef] drumuri
        [def] drumurile
        [gen] drumurilor
    }
}
    .gender = neuter

-city = { $number ->
   *[sg] { $form ->
       *[indef] oraș
        [def] orașul
        [gen] orașului
    }
    [pl] { $form ->
       *[indef] orașe
        [def] orașele
        [gen] orașelor
    }
}
    .gender = neuter

-cloister = { $number ->
   *[sg] { $form ->
       *[indef] mănăstire
        [def] mănăstirea
        [gen] mănăstirii
    }
    [pl] { $form ->
       *[indef] mănăstiri
        [def] mănăstirile
        [gen] mănăstirilor
    }
}
    .gender = feminine

-field = { $number ->
   *[sg] { $form ->
       *[indef] câmp
        [def] câmpul
        [gen] câmpului
    }
    [pl] { $form ->
       *[indef] câmpuri
        [def] câmpurile
        [gen] câmpurilor
    }
}
    .gender = neuter

-crossing = { $number ->
   *[sg] { $form ->
       *[indef] intersecție
        [def] intersecția
        [gen] intersecției
    }
    [pl] { $form ->
       *[indef] intersecții
        [def] intersecțiile
        [gen] intersecțiilor
    }
}
    .gender = feminine

-pennant = { $number ->
   *[sg] { $form ->
       *[indef] stemă
        [def] stema
        [gen] stemei
    }
    [pl] { $form ->
       *[indef] steme
        [def] stemele
        [gen] stemelor
    }
}
    .gender = feminine

-supply = { $form ->
   *[indef] rezervă
    [def] rezerva
    [gen] rezervei
}
    .gender = feminine

-scoreboard = { $form ->
   *[indef] tablă de punctaj
    [def] tabla de punctaj
    [gen] tablei de punctaj
}
    .gender = feminine

-point = { $number ->
   *[sg] { $form ->
       *[indef] punct
        [def] punctul
        [gen] punctului
    }
    [pl] { $form ->
       *[indef] puncte
        [def] punctele
        [gen] punctelor
    }
}
    .gender = neuter

-river = { $number ->
   *[sg] { $form ->
       *[indef] râu
        [def] râul
        [gen] râului
    }
    [pl] { $form ->
       *[indef] râuri
        [def] râurile
        [gen] râurilor
    }
}
    .gender = neuter

## Extensiile I și II: Hanuri și catedrale, Negustori și constructori.
## Cuvintele sunt cele din regulamentul românesc al extensiilor (supus mare,
## han, catedrală, constructor, porc, cartonaș cu produse, tur dublu).
## Produsele (vin, grâu, pânză) nu au plural: doar `form`.

-big-follower = { $number ->
   *[sg] { $form ->
       *[indef] supus mare
        [def] supusul mare
        [gen] supusului mare
    }
    [pl] { $form ->
       *[indef] supuși mari
        [def] supușii mari
        [gen] supușilor mari
    }
}
    .gender = masculine

-inn = { $number ->
   *[sg] { $form ->
       *[indef] han
        [def] hanul
        [gen] hanului
    }
    [pl] { $form ->
       *[indef] hanuri
        [def] hanurile
        [gen] hanurilor
    }
}
    .gender = neuter

-cathedral = { $number ->
   *[sg] { $form ->
       *[indef] catedrală
        [def] catedrala
        [gen] catedralei
    }
    [pl] { $form ->
       *[indef] catedrale
        [def] catedralele
        [gen] catedralelor
    }
}
    .gender = feminine

-builder = { $number ->
   *[sg] { $form ->
       *[indef] constructor
        [def] constructorul
        [gen] constructorului
    }
    [pl] { $form ->
       *[indef] constructori
        [def] constructorii
        [gen] constructorilor
    }
}
    .gender = masculine

-pig = { $number ->
   *[sg] { $form ->
       *[indef] porc
        [def] porcul
        [gen] porcului
    }
    [pl] { $form ->
       *[indef] porci
        [def] porcii
        [gen] porcilor
    }
}
    .gender = masculine

-goods-token = { $number ->
   *[sg] { $form ->
       *[indef] cartonaș cu produse
        [def] cartonașul cu produse
        [gen] cartonașului cu produse
    }
    [pl] { $form ->
       *[indef] cartonașe cu produse
        [def] cartonașele cu produse
        [gen] cartonașelor cu produse
    }
}
    .gender = neuter

-wine = { $form ->
   *[indef] vin
    [def] vinul
    [gen] vinului
}
    .gender = neuter

-grain = { $form ->
   *[indef] grâu
    [def] grâul
    [gen] grâului
}
    .gender = neuter

-cloth = { $form ->
   *[indef] pânză
    [def] pânza
    [gen] pânzei
}
    .gender = feminine

-double-turn = { $number ->
   *[sg] { $form ->
       *[indef] tur dublu
        [def] turul dublu
        [gen] turului dublu
    }
    [pl] { $form ->
       *[indef] tururi duble
        [def] tururile duble
        [gen] tururilor duble
    }
}
    .gender = neuter

## Extensiile III și IV: Prințesa și balaurul, Turnul.
## Cuvintele sunt cele din regulamentul românesc al extensiilor (balaur, zână,
## vulcan, cărare magică, prințesă, turn, piesă de turn, spațiu pentru piese de
## turn, prizonier; răscumpărare, de la verbul „a răscumpăra” al regulamentului). Balaurul, zâna și răscumpărarea sunt unice:
## doar `form`.

-dragon = { $form ->
   *[indef] balaur
    [def] balaurul
    [gen] balaurului
}
    .gender = masculine

-fairy = { $form ->
   *[indef] zână
    [def] zâna
    [gen] zânei
}
    .gender = feminine

-volcano = { $number ->
   *[sg] { $form ->
       *[indef] vulcan
        [def] vulcanul
        [gen] vulcanului
    }
    [pl] { $form ->
       *[indef] vulcani
        [def] vulcanii
        [gen] vulcanilor
    }
}
    .gender = masculine

-magic-portal = { $number ->
   *[sg] { $form ->
       *[indef] cărare magică
        [def] cărarea magică
        [gen] cărării magice
    }
    [pl] { $form ->
       *[indef] cărări magice
        [def] cărările magice
        [gen] cărărilor magice
    }
}
    .gender = feminine

-princess = { $number ->
   *[sg] { $form ->
       *[indef] prințesă
        [def] prințesa
        [gen] prințesei
    }
    [pl] { $form ->
       *[indef] prințese
        [def] prințesele
        [gen] prințeselor
    }
}
    .gender = feminine

-tower = { $number ->
   *[sg] { $form ->
       *[indef] turn
        [def] turnul
        [gen] turnului
    }
    [pl] { $form ->
       *[indef] turnuri
        [def] turnurile
        [gen] turnurilor
    }
}
    .gender = neuter

-tower-piece = { $number ->
   *[sg] { $form ->
       *[indef] piesă de turn
        [def] piesa de turn
        [gen] piesei de turn
    }
    [pl] { $form ->
       *[indef] piese de turn
        [def] piesele de turn
        [gen] pieselor de turn
    }
}
    .gender = feminine

-tower-foundation = { $number ->
   *[sg] { $form ->
       *[indef] spațiu pentru piese de turn
        [def] spațiul pentru piese de turn
        [gen] spațiului pentru piese de turn
    }
    [pl] { $form ->
       *[indef] spații pentru piese de turn
        [def] spațiile pentru piese de turn
        [gen] spațiilor pentru piese de turn
    }
}
    .gender = neuter

-prisoner = { $number ->
   *[sg] { $form ->
       *[indef] prizonier
        [def] prizonierul
        [gen] prizonierului
    }
    [pl] { $form ->
       *[indef] prizonieri
        [def] prizonierii
        [gen] prizonierilor
    }
}
    .gender = masculine

-ransom = { $form ->
   *[indef] răscumpărare
    [def] răscumpărarea
    [gen] răscumpărării
}
    .gender = feminine

## Extensia V: Abație și primar.

-abbey = { $number ->
   *[sg] { $form ->
       *[indef] abație
        [def] abația
        [gen] abației
    }
    [pl] { $form ->
       *[indef] abații
        [def] abațiile
        [gen] abațiilor
    }
}
    .gender = feminine

-mayor = { $number ->
   *[sg] { $form ->
       *[indef] primar
        [def] primarul
        [gen] primarului
    }
    [pl] { $form ->
       *[indef] primari
        [def] primarii
        [gen] primarilor
    }
}
    .gender = masculine

-wagon = { $number ->
   *[sg] { $form ->
       *[indef] căruț
        [def] căruțul
        [gen] căruțului
    }
    [pl] { $form ->
       *[indef] căruțuri
        [def] căruțurile
        [gen] căruțurilor
    }
}
    .gender = neuter

-barn = { $number ->
   *[sg] { $form ->
       *[indef] moșie
        [def] moșia
        [gen] moșiei
    }
    [pl] { $form ->
       *[indef] moșii
        [def] moșiile
        [gen] moșiilor
    }
}
    .gender = feminine

## Extensia VI: regele, cavalerul jefuitor, secta.

-shrine = { $number ->
   *[sg] { $form ->
       *[indef] sectă
        [def] secta
        [gen] sectei
    }
    [pl] { $form ->
       *[indef] secte
        [def] sectele
        [gen] sectelor
    }
}
    .gender = feminine

-heretic = { $number ->
   *[sg] { $form ->
       *[indef] eretic
        [def] ereticul
        [gen] ereticului
    }
    [pl] { $form ->
       *[indef] eretici
        [def] ereticii
        [gen] ereticilor
    }
}
    .gender = masculine

## Extensia VII: catapulta.

-catapult = { $number ->
   *[sg] { $form ->
       *[indef] catapultă
        [def] catapulta
        [gen] catapultei
    }
    [pl] { $form ->
       *[indef] catapulte
        [def] catapultele
        [gen] catapultelor
    }
}
    .gender = feminine

-fair = { $number ->
   *[sg] { $form ->
       *[indef] târg
        [def] târgul
        [gen] târgului
    }
    [pl] { $form ->
       *[indef] târguri
        [def] târgurile
        [gen] târgurilor
    }
}
    .gender = neuter
