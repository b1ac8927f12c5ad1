### Słowniczek: słownictwo gry, jeden termin na słowo.
### Słowa pochodzą z polskiej instrukcji (pionek, rycerz, mnich, złodziej, farmer).
### Parametry: `number` = "sg" (domyślnie) lub "pl"; `case` = "nom" (domyślnie),
### "gen", "dat", "acc", "ins", "loc". Atrybut `.gender` (masculine, feminine,
### neuter) służy do uzgadniania.

-follower = { $number ->
   *[sg] { $case ->
       *[nom] pionek
        [gen] pionka
        [dat] pionkowi
        [acc] pionka
        [ins] pionkiem
        [loc] pionku
    }
    [pl] { $case ->
       *[nom] pionki
        [gen] pionków
        [dat] pionkom
        [acc] pionki
        [ins] pionkami
        [loc] pionkach
    }
}
    .gender = masculine

-thief = { $number ->
   *[sg] { $case ->
       *[nom] złodziej
        [gen] złodzieja
        [dat] złodziejowi
        [acc] złodzieja
        [ins] złodziejem
        [loc] złodzieju
    }
    [pl] { $case ->
       *[nom] złodzieje
        [gen] złodziei
        [dat] złodziejom
        [acc] złodziei
        [ins] złodziejami
        [loc] złodziejach
    }
}
    .gender = masculine

-knight = { $number ->
   *[sg] { $case ->
       *[nom] rycerz
        [gen] rycerza
        [dat] rycerzowi
        [acc] rycerza
        [ins] rycerzem
        [loc] rycerzu
    }
    [pl] { $case ->
       *[nom] rycerze
        [gen] rycerzy
        [dat] rycerzom
        [acc] rycerzy
        [ins] rycerzami
        [loc] rycerzach
    }
}
    .gender = masculine

-monk = { $number ->
   *[sg] { $case ->
       *[nom] mnich
        [gen] mnicha
        [dat] mnichowi
        [acc] mnicha
        [ins] mnichem
        [loc] mnichu
    }
    [pl] { $case ->
       *[nom] mnisi
        [gen] mnichów
        [dat] mnichom
        [acc] mnichów
        [ins] mnichami
        [loc] mnichach
    }
}
    .gender = masculine

-farmer = { $number ->
   *[sg] { $case ->
       *[nom] farmer
        [gen] farmera
        [dat] farmerowi
        [acc] farmera
        [ins] farmerem
        [loc] farmerze
    }
    [pl] { $case ->
       *[nom] farmerzy
        [gen] farmerów
        [dat] farmerom
        [acc] farmerów
        [ins] farmerami
        [loc] farmerach
    }
}
    .gender = masculine

-tile = { $number ->
   *[sg] { $case ->
       *[nom] żeton
        [gen] żetonu
        [dat] żetonowi
        [acc] żeton
        [ins] żetonem
        [loc] żetonie
    }
    [pl] { $case ->
       *[nom] żetony
        [gen] żetonów
        [dat] żetonom
        [acc] żetony
        [ins] żetonami
        [loc] żetonach
    }
}
    .gender = masculine

-start-tile = { $case ->
   *[nom] żeton startowy
    [gen] żetonu startowego
    [dat] żetonowi startowemu
    [acc] żeton startowy
    [ins] żetonem startowym
    [loc] żetonie startowym
}
    .gender = masculine

-road = { $number ->
   *[sg] { $case ->
       *[nom] droga
        [gen] drogi
        [dat] drodze
        [acc] drogę
        [ins] drogą
        [loc] drodze
    }
    [pl] { $case ->
       *[nom] drogi
        [gen] dróg
        [dat] drogom
        [acc] drogi
        [ins] drogami
        [loc] drogach
    }
}
    .gender = feminine

-city = { $number ->
   *[sg] { $case ->
       *[nom] miasto
        [gen] miasta
        [dat] miastu
        [acc] miasto
        [ins] miastem
        [loc] mieście
    }
    [pl] { $case ->
       *[nom] miasta
        [gen] miast
        [dat] miastom
        [acc] miasta
        [ins] miastami
        [loc] miastach
    }
}
    .gender = neuter

-cloister = { $number ->
   *[sg] { $case ->
       *[nom] klasztor
        [gen] klasztoru
        [dat] klasztorowi
        [acc] klasztor
        [ins] klasztorem
        [loc] klasztorze
    }
    [pl] { $case ->
       *[nom] klasztory
        [gen] klasztorów
        [dat] klasztorom
        [acc] klasztory
        [ins] klasztorami
        [loc] klasztorach
    }
}
    .gender = masculine

-field = { $number ->
   *[sg] { $case ->
       *[nom] łąka
        [gen] łąki
        [dat] łące
        [acc] łąkę
        [ins] łąką
        [loc] łące
    }
    [pl] { $case ->
       *[nom] łąki
        [gen] łąk
        [dat] łąkom
        [acc] łąki
        [ins] łąkami
        [loc] łąkach
    }
}
    .gender = feminine

-crossing = { $number ->
   *[sg] { $case ->
       *[nom] skrzyżowanie
        [gen] skrzyżowania
        [dat] skrzyżowaniu
        [acc] skrzyżowanie
        [ins] skrzyżowaniem
        [loc] skrzyżowaniu
    }
    [pl] { $case ->
       *[nom] skrzyżowania
        [gen] skrzyżowań
        [dat] skrzyżowaniom
        [acc] skrzyżowania
        [ins] skrzyżowaniami
        [loc] skrzyżowaniach
    }
}
    .gender = neuter

-pennant = { $number ->
   *[sg] { $case ->
       *[nom] tarcza
        [gen] tarczy
        [dat] tarczy
        [acc] tarczę
        [ins] tarczą
        [loc] tarczy
    }
    [pl] { $case ->
       *[nom] tarcze
        [gen] tarcz
        [dat] tarczom
        [acc] tarcze
        [ins] tarczami
        [loc] tarczach
    }
}
    .gender = feminine

-supply = { $case ->
   *[nom] pula
    [gen] puli
    [dat] puli
    [acc] pulę
    [ins] pulą
    [loc] puli
}
    .gender = feminine

-scoreboard = { $case ->
   *[nom] tor punktacji
    [gen] toru punktacji
    [dat] torowi punktacji
    [acc] tor punktacji
    [ins] torem punktacji
    [loc] torze punktacji
}
    .gender = masculine

-point = { $number ->
   *[sg] { $case ->
       *[nom] punkt
        [gen] punktu
        [dat] punktowi
        [acc] punkt
        [ins] punktem
        [loc] punkcie
    }
    [pl] { $case ->
       *[nom] punkty
        [gen] punktów
        [dat] punktom
        [acc] punkty
        [ins] punktami
        [loc] punktach
    }
}
    .gender = masculine

-river = { $number ->
   *[sg] { $case ->
       *[nom] rzeka
        [gen] rzeki
        [dat] rzece
        [acc] rzekę
        [ins] rzeką
        [loc] rzece
    }
    [pl] { $case ->
       *[nom] rzeki
        [gen] rzek
        [dat] rzekom
        [acc] rzeki
        [ins] rzekami
        [loc] rzekach
    }
}
    .gender = feminine
