### Słowniczek: słownictwo gry, jeden termin na słowo.
### Słowa pochodzą z polskiej instrukcji (pionek, rycerz, mnich, złodziej, farmer).
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
       *[nom] płytka
        [gen] płytki
        [dat] płytce
        [acc] płytkę
        [ins] płytką
        [loc] płytce
    }
    [pl] { $case ->
       *[nom] płytki
        [gen] płytek
        [dat] płytkom
        [acc] płytki
        [ins] płytkami
        [loc] płytkach
    }
}
    .gender = feminine

-start-tile = { $case ->
   *[nom] płytka startowa
    [gen] płytki startowej
    [dat] płytce startowej
    [acc] płytkę startową
    [ins] płytką startową
    [loc] płytce startowej
}
    .gender = feminine

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

## Dodatki I i II: „Karczmy i katedry”, „Kupcy i budowniczowie”. Instrukcja
## gry podstawowej ich nie obejmuje; słowa pochodzą z polskich wydań dodatków
## (Bard): duży pionek, karczma, katedra, budowniczy, świnia, żeton towaru,
## wino, zboże, sukno, podwójny ruch. Towary (`-wine`, `-grain`, `-cloth`)
## mają tylko `case`, jak `-supply`.

-big-follower = { $number ->
   *[sg] { $case ->
       *[nom] duży pionek
        [gen] dużego pionka
        [dat] dużemu pionkowi
        [acc] dużego pionka
        [ins] dużym pionkiem
        [loc] dużym pionku
    }
    [pl] { $case ->
       *[nom] duże pionki
        [gen] dużych pionków
        [dat] dużym pionkom
        [acc] duże pionki
        [ins] dużymi pionkami
        [loc] dużych pionkach
    }
}
    .gender = masculine

-inn = { $number ->
   *[sg] { $case ->
       *[nom] karczma
        [gen] karczmy
        [dat] karczmie
        [acc] karczmę
        [ins] karczmą
        [loc] karczmie
    }
    [pl] { $case ->
       *[nom] karczmy
        [gen] karczem
        [dat] karczmom
        [acc] karczmy
        [ins] karczmami
        [loc] karczmach
    }
}
    .gender = feminine

-cathedral = { $number ->
   *[sg] { $case ->
       *[nom] katedra
        [gen] katedry
        [dat] katedrze
        [acc] katedrę
        [ins] katedrą
        [loc] katedrze
    }
    [pl] { $case ->
       *[nom] katedry
        [gen] katedr
        [dat] katedrom
        [acc] katedry
        [ins] katedrami
        [loc] katedrach
    }
}
    .gender = feminine

-builder = { $number ->
   *[sg] { $case ->
       *[nom] budowniczy
        [gen] budowniczego
        [dat] budowniczemu
        [acc] budowniczego
        [ins] budowniczym
        [loc] budowniczym
    }
    [pl] { $case ->
       *[nom] budowniczowie
        [gen] budowniczych
        [dat] budowniczym
        [acc] budowniczych
        [ins] budowniczymi
        [loc] budowniczych
    }
}
    .gender = masculine

-pig = { $number ->
   *[sg] { $case ->
       *[nom] świnia
        [gen] świni
        [dat] świni
        [acc] świnię
        [ins] świnią
        [loc] świni
    }
    [pl] { $case ->
       *[nom] świnie
        [gen] świń
        [dat] świniom
        [acc] świnie
        [ins] świniami
        [loc] świniach
    }
}
    .gender = feminine

-goods-token = { $number ->
   *[sg] { $case ->
       *[nom] żeton towaru
        [gen] żetonu towaru
        [dat] żetonowi towaru
        [acc] żeton towaru
        [ins] żetonem towaru
        [loc] żetonie towaru
    }
    [pl] { $case ->
       *[nom] żetony towarów
        [gen] żetonów towarów
        [dat] żetonom towarów
        [acc] żetony towarów
        [ins] żetonami towarów
        [loc] żetonach towarów
    }
}
    .gender = masculine

-wine = { $case ->
   *[nom] wino
    [gen] wina
    [dat] winu
    [acc] wino
    [ins] winem
    [loc] winie
}
    .gender = neuter

-grain = { $case ->
   *[nom] zboże
    [gen] zboża
    [dat] zbożu
    [acc] zboże
    [ins] zbożem
    [loc] zbożu
}
    .gender = neuter

-cloth = { $case ->
   *[nom] sukno
    [gen] sukna
    [dat] suknu
    [acc] sukno
    [ins] suknem
    [loc] suknie
}
    .gender = neuter

-double-turn = { $number ->
   *[sg] { $case ->
       *[nom] podwójny ruch
        [gen] podwójnego ruchu
        [dat] podwójnemu ruchowi
        [acc] podwójny ruch
        [ins] podwójnym ruchem
        [loc] podwójnym ruchu
    }
    [pl] { $case ->
       *[nom] podwójne ruchy
        [gen] podwójnych ruchów
        [dat] podwójnym ruchom
        [acc] podwójne ruchy
        [ins] podwójnymi ruchami
        [loc] podwójnych ruchach
    }
}
    .gender = masculine

## Dodatki III i IV: „Księżniczka i smok”, „Wieża”. Słowa pochodzą z polskich
## wydań dodatków i z nazw płytek w tiles-pd-tower.ftl: smok, wróżka, wulkan,
## magiczny portal, księżniczka, wieża, element wieży, fundament wieży, jeniec,
## okup. Jedyne w grze figury i pojęcia (`-dragon`, `-fairy`, `-ransom`) mają
## tylko `case`, jak `-supply`.

-dragon = { $case ->
   *[nom] smok
    [gen] smoka
    [dat] smokowi
    [acc] smoka
    [ins] smokiem
    [loc] smoku
}
    .gender = masculine

-fairy = { $case ->
   *[nom] wróżka
    [gen] wróżki
    [dat] wróżce
    [acc] wróżkę
    [ins] wróżką
    [loc] wróżce
}
    .gender = feminine

-volcano = { $number ->
   *[sg] { $case ->
       *[nom] wulkan
        [gen] wulkanu
        [dat] wulkanowi
        [acc] wulkan
        [ins] wulkanem
        [loc] wulkanie
    }
    [pl] { $case ->
       *[nom] wulkany
        [gen] wulkanów
        [dat] wulkanom
        [acc] wulkany
        [ins] wulkanami
        [loc] wulkanach
    }
}
    .gender = masculine

-magic-portal = { $number ->
   *[sg] { $case ->
       *[nom] magiczny portal
        [gen] magicznego portalu
        [dat] magicznemu portalowi
        [acc] magiczny portal
        [ins] magicznym portalem
        [loc] magicznym portalu
    }
    [pl] { $case ->
       *[nom] magiczne portale
        [gen] magicznych portali
        [dat] magicznym portalom
        [acc] magiczne portale
        [ins] magicznymi portalami
        [loc] magicznych portalach
    }
}
    .gender = masculine

-princess = { $number ->
   *[sg] { $case ->
       *[nom] księżniczka
        [gen] księżniczki
        [dat] księżniczce
        [acc] księżniczkę
        [ins] księżniczką
        [loc] księżniczce
    }
    [pl] { $case ->
       *[nom] księżniczki
        [gen] księżniczek
        [dat] księżniczkom
        [acc] księżniczki
        [ins] księżniczkami
        [loc] księżniczkach
    }
}
    .gender = feminine

-tower = { $number ->
   *[sg] { $case ->
       *[nom] wieża
        [gen] wieży
        [dat] wieży
        [acc] wieżę
        [ins] wieżą
        [loc] wieży
    }
    [pl] { $case ->
       *[nom] wieże
        [gen] wież
        [dat] wieżom
        [acc] wieże
        [ins] wieżami
        [loc] wieżach
    }
}
    .gender = feminine

-tower-piece = { $number ->
   *[sg] { $case ->
       *[nom] element wieży
        [gen] elementu wieży
        [dat] elementowi wieży
        [acc] element wieży
        [ins] elementem wieży
        [loc] elemencie wieży
    }
    [pl] { $case ->
       *[nom] elementy wieży
        [gen] elementów wieży
        [dat] elementom wieży
        [acc] elementy wieży
        [ins] elementami wieży
        [loc] elementach wieży
    }
}
    .gender = masculine

-tower-foundation = { $number ->
   *[sg] { $case ->
       *[nom] fundament wieży
        [gen] fundamentu wieży
        [dat] fundamentowi wieży
        [acc] fundament wieży
        [ins] fundamentem wieży
        [loc] fundamencie wieży
    }
    [pl] { $case ->
       *[nom] fundamenty wież
        [gen] fundamentów wież
        [dat] fundamentom wież
        [acc] fundamenty wież
        [ins] fundamentami wież
        [loc] fundamentach wież
    }
}
    .gender = masculine

-prisoner = { $number ->
   *[sg] { $case ->
       *[nom] jeniec
        [gen] jeńca
        [dat] jeńcowi
        [acc] jeńca
        [ins] jeńcem
        [loc] jeńcu
    }
    [pl] { $case ->
       *[nom] jeńcy
        [gen] jeńców
        [dat] jeńcom
        [acc] jeńców
        [ins] jeńcami
        [loc] jeńcach
    }
}
    .gender = masculine

-ransom = { $case ->
   *[nom] okup
    [gen] okupu
    [dat] okupowi
    [acc] okup
    [ins] okupem
    [loc] okupie
}
    .gender = masculine

## Dodatek V: Opactwo i burmistrz.

-abbey = { $number ->
   *[sg] { $case ->
       *[nom] opactwo
        [gen] opactwa
        [dat] opactwu
        [acc] opactwo
        [ins] opactwem
        [loc] opactwie
    }
    [pl] { $case ->
       *[nom] opactwa
        [gen] opactw
        [dat] opactwom
        [acc] opactwa
        [ins] opactwami
        [loc] opactwach
    }
}
    .gender = neuter

-mayor = { $number ->
   *[sg] { $case ->
       *[nom] burmistrz
        [gen] burmistrza
        [dat] burmistrzowi
        [acc] burmistrza
        [ins] burmistrzem
        [loc] burmistrzu
    }
    [pl] { $case ->
       *[nom] burmistrzowie
        [gen] burmistrzów
        [dat] burmistrzom
        [acc] burmistrzów
        [ins] burmistrzami
        [loc] burmistrzach
    }
}
    .gender = masculine

-wagon = { $number ->
   *[sg] { $case ->
       *[nom] wóz
        [gen] wozu
        [dat] wozowi
        [acc] wóz
        [ins] wozem
        [loc] wozie
    }
    [pl] { $case ->
       *[nom] wozy
        [gen] wozów
        [dat] wozom
        [acc] wozy
        [ins] wozami
        [loc] wozach
    }
}
    .gender = masculine

-barn = { $number ->
   *[sg] { $case ->
       *[nom] stodoła
        [gen] stodoły
        [dat] stodole
        [acc] stodołę
        [ins] stodołą
        [loc] stodole
    }
    [pl] { $case ->
       *[nom] stodoły
        [gen] stodół
        [dat] stodołom
        [acc] stodoły
        [ins] stodołami
        [loc] stodołach
    }
}
    .gender = feminine

## Dodatek VI („Hrabia, Król i Rzeka”, Bard): król, baron rabusiów, siedziba
## kultu, heretyk.

-shrine = { $number ->
   *[sg] { $case ->
       *[nom] siedziba kultu
        [gen] siedziby kultu
        [dat] siedzibie kultu
        [acc] siedzibę kultu
        [ins] siedzibą kultu
        [loc] siedzibie kultu
    }
    [pl] { $case ->
       *[nom] siedziby kultu
        [gen] siedzib kultu
        [dat] siedzibom kultu
        [acc] siedziby kultu
        [ins] siedzibami kultu
        [loc] siedzibach kultu
    }
}
    .gender = feminine

-heretic = { $number ->
   *[sg] { $case ->
       *[nom] heretyk
        [gen] heretyka
        [dat] heretykowi
        [acc] heretyka
        [ins] heretykiem
        [loc] heretyku
    }
    [pl] { $case ->
       *[nom] heretycy
        [gen] heretyków
        [dat] heretykom
        [acc] heretyków
        [ins] heretykami
        [loc] heretykach
    }
}
    .gender = masculine

## Dodatek VII: katapulta.

-catapult = { $number ->
   *[sg] { $case ->
       *[nom] katapulta
        [gen] katapulty
        [dat] katapulcie
        [acc] katapultę
        [ins] katapultą
        [loc] katapulcie
    }
    [pl] { $case ->
       *[nom] katapulty
        [gen] katapult
        [dat] katapultom
        [acc] katapulty
        [ins] katapultami
        [loc] katapultach
    }
}
    .gender = feminine

-fair = { $number ->
   *[sg] { $case ->
       *[nom] jarmark
        [gen] jarmarku
        [dat] jarmarkowi
        [acc] jarmark
        [ins] jarmarkiem
        [loc] jarmarku
    }
    [pl] { $case ->
       *[nom] jarmarki
        [gen] jarmarków
        [dat] jarmarkom
        [acc] jarmarki
        [ins] jarmarkami
        [loc] jarmarkach
    }
}
    .gender = masculine

## Baron rabusiów: termin tylko polski (angielski nie ma terminu); nazwa
## z instrukcji Barda („Król i baron rabusiów”). Jedyna figura: tylko `case`.

-robber-baron = { $case ->
   *[nom] baron rabusiów
    [gen] barona rabusiów
    [dat] baronowi rabusiów
    [acc] barona rabusiów
    [ins] baronem rabusiów
    [loc] baronie rabusiów
}
    .gender = masculine
