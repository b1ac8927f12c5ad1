### Szójegyzék: a játék szókincse, szavanként egy kifejezés.
### A szavak a megjelent magyar szabálykönyvéi (alattvaló, útonálló, lovag,
### szerzetes, paraszt, rét, értékelő tábla); lásd glossary.toml.
### Paraméterek:
###   `case` = "nom" (alapértelmezett), "acc" (-t), "dat" (-nak/-nek),
###     "ins" (-val/-vel), "sub" (-ra/-re), "sup" (-n/-on/-en/-ön),
###     "ine" (-ban/-ben), "ill" (-ba/-be), "ela" (-ból/-ből), "ter" (-ig);
###   `number` = "sg" (alapértelmezett) vagy "pl" (csak nom és acc);
###   `poss` = birtokos személyjel, csak ahol kell: "sg2" (-d: készleted,
###     alattvalóidat) a -follower és a -supply, "sg3" (-a/-e/-ja/-je: rétje,
###     készletébe, alattvalóit) a -follower, a -field és a -supply
###     kifejezésnél; a birtokos alakoknak csak a felsorolt esetei vannak.
### Számnév után egyes szám áll: „5 területkártya”.

-follower = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] alattvaló
            [acc] alattvalót
            [dat] alattvalónak
            [ins] alattvalóval
            [sub] alattvalóra
            [sup] alattvalón
            [ine] alattvalóban
            [ill] alattvalóba
            [ela] alattvalóból
            [ter] alattvalóig
        }
        [pl] { $case ->
           *[nom] alattvalók
            [acc] alattvalókat
        }
    }
    [sg2] { $number ->
       *[sg] { $case ->
           *[nom] alattvalód
            [acc] alattvalódat
        }
        [pl] { $case ->
           *[nom] alattvalóid
            [acc] alattvalóidat
        }
    }
    [sg3] { $number ->
       *[sg] { $case ->
           *[nom] alattvalója
            [acc] alattvalóját
        }
        [pl] { $case ->
           *[nom] alattvalói
            [acc] alattvalóit
        }
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
        [ela] útonállóból
        [ter] útonállóig
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
        [ela] lovagból
        [ter] lovagig
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
        [ela] szerzetesből
        [ter] szerzetesig
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
        [ela] parasztból
        [ter] parasztig
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
        [ela] területkártyából
        [ter] területkártyáig
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
    [ela] kezdőlapból
    [ter] kezdőlapig
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
        [ela] útból
        [ter] útig
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
        [ela] városból
        [ter] városig
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
        [ela] kolostorból
        [ter] kolostorig
    }
    [pl] { $case ->
       *[nom] kolostorok
        [acc] kolostorokat
    }
}

-field = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] rét
            [acc] rétet
            [dat] rétnek
            [ins] réttel
            [sub] rétre
            [sup] réten
            [ine] rétben
            [ill] rétbe
            [ela] rétből
            [ter] rétig
        }
        [pl] { $case ->
           *[nom] rétek
            [acc] réteket
        }
    }
    [sg3] { $case ->
       *[nom] rétje
        [acc] rétjét
        [sub] rétjére
        [sup] rétjén
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
        [ela] kereszteződésből
        [ter] kereszteződésig
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
        [ela] címerből
        [ter] címerig
    }
    [pl] { $case ->
       *[nom] címerek
        [acc] címereket
    }
}

-supply = { $poss ->
   *[none] { $case ->
       *[nom] készlet
        [acc] készletet
        [dat] készletnek
        [ins] készlettel
        [sub] készletre
        [sup] készleten
        [ine] készletben
        [ill] készletbe
        [ela] készletből
        [ter] készletig
    }
    [sg2] { $case ->
       *[nom] készleted
        [acc] készletedet
        [ine] készletedben
        [ill] készletedbe
        [ela] készletedből
    }
    [sg3] { $case ->
       *[nom] készlete
        [acc] készletét
        [ine] készletében
        [ill] készletébe
        [ela] készletéből
    }
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
    [ela] értékelő táblából
    [ter] értékelő tábláig
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
        [ela] pontból
        [ter] pontig
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
        [ela] folyóból
        [ter] folyóig
    }
    [pl] { $case ->
       *[nom] folyók
        [acc] folyókat
    }
}
