### Szójegyzék: a játék szókincse, szavanként egy kifejezés.
### A szavak a magyar szabálykönyvéi (alattvaló, útonálló, lovag, szerzetes, paraszt).
### Paraméterek: `case` = "nom" (alapértelmezett), "acc" (-t), "dat" (-nak/-nek),
### "ins" (-val/-vel), "sub" (-ra/-re), "sup" (-n/-on/-en/-ön), "ine" (-ban/-ben),
### "ill" (-ba/-be); `number` = "sg" (alapértelmezett) vagy "pl" (csak nom és acc).
### Számnév után egyes szám áll: „5 területkártya”.

-follower = { $number ->
   *[sg] { $case ->
       *[nom] alattvaló
        [acc] alattvalót
        [dat] alattvalónak
        [ins] alattvalóval
        [sub] alattvalóra
        [sup] alattvalón
        [ine] alattvalóban
        [ill] alattvalóba
    }
    [pl] { $case ->
       *[nom] alattvalók
        [acc] alattvalókat
    }
}

-thief = { $number ->
   *[sg] { $case ->
       *[nom] útonálló
        [acc] útonállót
        [dat] útonállónak
        [ins] útonállóval
        [sub] útonállóra
        [sup] útonállón
        [ine] útonállóban
        [ill] útonállóba
    }
    [pl] { $case ->
       *[nom] útonállók
        [acc] útonállókat
    }
}

-knight = { $number ->
   *[sg] { $case ->
       *[nom] lovag
        [acc] lovagot
        [dat] lovagnak
        [ins] lovaggal
        [sub] lovagra
        [sup] lovagon
        [ine] lovagban
        [ill] lovagba
    }
    [pl] { $case ->
       *[nom] lovagok
        [acc] lovagokat
    }
}

-monk = { $number ->
   *[sg] { $case ->
       *[nom] szerzetes
        [acc] szerzetest
        [dat] szerzetesnek
        [ins] szerzetessel
        [sub] szerzetesre
        [sup] szerzetesen
        [ine] szerzetesben
        [ill] szerzetesbe
    }
    [pl] { $case ->
       *[nom] szerzetesek
        [acc] szerzeteseket
    }
}

-farmer = { $number ->
   *[sg] { $case ->
       *[nom] paraszt
        [acc] parasztot
        [dat] parasztnak
        [ins] paraszttal
        [sub] parasztra
        [sup] paraszton
        [ine] parasztban
        [ill] parasztba
    }
    [pl] { $case ->
       *[nom] parasztok
        [acc] parasztokat
    }
}

-tile = { $number ->
   *[sg] { $case ->
       *[nom] területkártya
        [acc] területkártyát
        [dat] területkártyának
        [ins] területkártyával
        [sub] területkártyára
        [sup] területkártyán
        [ine] területkártyában
        [ill] területkártyába
    }
    [pl] { $case ->
       *[nom] területkártyák
        [acc] területkártyákat
    }
}

-start-tile = { $case ->
   *[nom] kezdőlap
    [acc] kezdőlapot
    [dat] kezdőlapnak
    [ins] kezdőlappal
    [sub] kezdőlapra
    [sup] kezdőlapon
    [ine] kezdőlapban
    [ill] kezdőlapba
}

-road = { $number ->
   *[sg] { $case ->
       *[nom] út
        [acc] utat
        [dat] útnak
        [ins] úttal
        [sub] útra
        [sup] úton
        [ine] útban
        [ill] útba
    }
    [pl] { $case ->
       *[nom] utak
        [acc] utakat
    }
}

-city = { $number ->
   *[sg] { $case ->
       *[nom] város
        [acc] várost
        [dat] városnak
        [ins] várossal
        [sub] városra
        [sup] városon
        [ine] városban
        [ill] városba
    }
    [pl] { $case ->
       *[nom] városok
        [acc] városokat
    }
}

-cloister = { $number ->
   *[sg] { $case ->
       *[nom] kolostor
        [acc] kolostort
        [dat] kolostornak
        [ins] kolostorral
        [sub] kolostorra
        [sup] kolostoron
        [ine] kolostorban
        [ill] kolostorba
    }
    [pl] { $case ->
       *[nom] kolostorok
        [acc] kolostorokat
    }
}

-field = { $number ->
   *[sg] { $case ->
       *[nom] mező
        [acc] mezőt
        [dat] mezőnek
        [ins] mezővel
        [sub] mezőre
        [sup] mezőn
        [ine] mezőben
        [ill] mezőbe
    }
    [pl] { $case ->
       *[nom] mezők
        [acc] mezőket
    }
}

-crossing = { $number ->
   *[sg] { $case ->
       *[nom] kereszteződés
        [acc] kereszteződést
        [dat] kereszteződésnek
        [ins] kereszteződéssel
        [sub] kereszteződésre
        [sup] kereszteződésen
        [ine] kereszteződésben
        [ill] kereszteződésbe
    }
    [pl] { $case ->
       *[nom] kereszteződések
        [acc] kereszteződéseket
    }
}

-pennant = { $number ->
   *[sg] { $case ->
       *[nom] címer
        [acc] címert
        [dat] címernek
        [ins] címerrel
        [sub] címerre
        [sup] címeren
        [ine] címerben
        [ill] címerbe
    }
    [pl] { $case ->
       *[nom] címerek
        [acc] címereket
    }
}

-supply = { $case ->
   *[nom] készlet
    [acc] készletet
    [dat] készletnek
    [ins] készlettel
    [sub] készletre
    [sup] készleten
    [ine] készletben
    [ill] készletbe
}

-scoreboard = { $case ->
   *[nom] értékelő tábla
    [acc] értékelő táblát
    [dat] értékelő táblának
    [ins] értékelő táblával
    [sub] értékelő táblára
    [sup] értékelő táblán
    [ine] értékelő táblában
    [ill] értékelő táblába
}

-point = { $number ->
   *[sg] { $case ->
       *[nom] pont
        [acc] pontot
        [dat] pontnak
        [ins] ponttal
        [sub] pontra
        [sup] ponton
        [ine] pontban
        [ill] pontba
    }
    [pl] { $case ->
       *[nom] pontok
        [acc] pontokat
    }
}

-river = { $number ->
   *[sg] { $case ->
       *[nom] folyó
        [acc] folyót
        [dat] folyónak
        [ins] folyóval
        [sub] folyóra
        [sup] folyón
        [ine] folyóban
        [ill] folyóba
    }
    [pl] { $case ->
       *[nom] folyók
        [acc] folyókat
    }
}
