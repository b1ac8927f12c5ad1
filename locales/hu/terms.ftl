### Szójegyzék: a játék szókincse, szavanként egy kifejezés.
### A szavak a megjelent magyar szabálykönyvéi (alattvaló, útonálló, lovag,
### szerzetes, paraszt, rét, értékelő tábla), a kiegészítők szavai (nagy
### alattvaló, fogadó, katedrális, építőmester, disznó, árulapka, bor, gabona,
### posztó, dupla kör) a kiegészítők magyar kiadásaiéi; lásd glossary.toml.
### Paraméterek:
###   `case` = "nom" (alapértelmezett), "acc" (-t), "dat" (-nak/-nek),
###     "ins" (-val/-vel), "sub" (-ra/-re), "sup" (-n/-on/-en/-ön),
###     "ine" (-ban/-ben), "ill" (-ba/-be), "ela" (-ból/-ből), "ter" (-ig);
###   `number` = "sg" (alapértelmezett) vagy "pl" (csak nom és acc);
###   `poss` = birtokos személyjel, csak ahol kell: "sg2" (-d: készleted,
###     alattvalóidat) a -follower, a -thief, a -knight, a -supply, a -farmer,
###     a -big-follower, a -builder, a -pig és az -abbey, "sg3" (-a/-e/-ja/-je:
###     rétje, készletébe, alattvalóit, lovagjával) a -follower, a -thief, a
###     -knight, a -farmer, a -field, a -supply, a -big-follower, a -builder és
###     a -pig kifejezésnél (a „saját” után mindig birtokos alak áll); a
###     birtokos alakoknak csak a felsorolt esetei vannak (az új kifejezéseknél egyes számban nom és acc).
###   A -wine, -grain és -cloth (az áruk) csak `case` paramétert kap.
### Számnév után egyes szám áll: „5 területkártya”.
### A névelő nincs a kifejezésben: a mondat írja ki, a szó kezdőhangja szerint
### („az” magánhangzó előtt). Magánhangzóval kezdődik: -follower, -thief,
### -road, -scoreboard, -builder, -goods-token, -abbey, -heretic („az
### alattvalót”, „az utat”, „az eretnek”); a többi mássalhangzóval („a
### nagy alattvaló”). Ha egy szó megváltozik, a névelőit is ellenőrizni kell.

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

-thief = { $poss ->
   *[none] { $number ->
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
    [sg2] { $case ->
       *[nom] útonállód
        [acc] útonállódat
    }
    [sg3] { $case ->
       *[nom] útonállója
        [acc] útonállóját
    }
}

-knight = { $poss ->
   *[none] { $number ->
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
    [sg2] { $case ->
       *[nom] lovagod
        [acc] lovagodat
    }
    [sg3] { $case ->
       *[nom] lovagja
        [acc] lovagját
        [ins] lovagjával
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

-farmer = { $poss ->
   *[none] { $number ->
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
    [sg2] { $case ->
       *[nom] parasztod
        [acc] parasztodat
    }
    [sg3] { $case ->
       *[nom] parasztja
        [acc] parasztját
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

-big-follower = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] nagy alattvaló
            [acc] nagy alattvalót
            [dat] nagy alattvalónak
            [ins] nagy alattvalóval
            [sub] nagy alattvalóra
            [sup] nagy alattvalón
            [ine] nagy alattvalóban
            [ill] nagy alattvalóba
            [ela] nagy alattvalóból
            [ter] nagy alattvalóig
        }
        [pl] { $case ->
           *[nom] nagy alattvalók
            [acc] nagy alattvalókat
        }
    }
    [sg2] { $case ->
       *[nom] nagy alattvalód
        [acc] nagy alattvalódat
    }
    [sg3] { $case ->
       *[nom] nagy alattvalója
        [acc] nagy alattvalóját
    }
}

-inn = { $number ->
   *[sg] { $case ->
       *[nom] fogadó
        [acc] fogadót
        [dat] fogadónak
        [ins] fogadóval
        [sub] fogadóra
        [sup] fogadón
        [ine] fogadóban
        [ill] fogadóba
        [ela] fogadóból
        [ter] fogadóig
    }
    [pl] { $case ->
       *[nom] fogadók
        [acc] fogadókat
    }
}

-cathedral = { $number ->
   *[sg] { $case ->
       *[nom] katedrális
        [acc] katedrálist
        [dat] katedrálisnak
        [ins] katedrálissal
        [sub] katedrálisra
        [sup] katedrálison
        [ine] katedrálisban
        [ill] katedrálisba
        [ela] katedrálisból
        [ter] katedrálisig
    }
    [pl] { $case ->
       *[nom] katedrálisok
        [acc] katedrálisokat
    }
}

-builder = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] építőmester
            [acc] építőmestert
            [dat] építőmesternek
            [ins] építőmesterrel
            [sub] építőmesterre
            [sup] építőmesteren
            [ine] építőmesterben
            [ill] építőmesterbe
            [ela] építőmesterből
            [ter] építőmesterig
        }
        [pl] { $case ->
           *[nom] építőmesterek
            [acc] építőmestereket
        }
    }
    [sg2] { $case ->
       *[nom] építőmestered
        [acc] építőmesteredet
    }
    [sg3] { $case ->
       *[nom] építőmestere
        [acc] építőmesterét
    }
}

-pig = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] disznó
            [acc] disznót
            [dat] disznónak
            [ins] disznóval
            [sub] disznóra
            [sup] disznón
            [ine] disznóban
            [ill] disznóba
            [ela] disznóból
            [ter] disznóig
        }
        [pl] { $case ->
           *[nom] disznók
            [acc] disznókat
        }
    }
    [sg2] { $case ->
       *[nom] disznód
        [acc] disznódat
    }
    [sg3] { $case ->
       *[nom] disznója
        [acc] disznóját
    }
}

-goods-token = { $number ->
   *[sg] { $case ->
       *[nom] árulapka
        [acc] árulapkát
        [dat] árulapkának
        [ins] árulapkával
        [sub] árulapkára
        [sup] árulapkán
        [ine] árulapkában
        [ill] árulapkába
        [ela] árulapkából
        [ter] árulapkáig
    }
    [pl] { $case ->
       *[nom] árulapkák
        [acc] árulapkákat
    }
}

-wine = { $case ->
   *[nom] bor
    [acc] bort
    [dat] bornak
    [ins] borral
    [sub] borra
    [sup] boron
    [ine] borban
    [ill] borba
    [ela] borból
    [ter] borig
}

-grain = { $case ->
   *[nom] gabona
    [acc] gabonát
    [dat] gabonának
    [ins] gabonával
    [sub] gabonára
    [sup] gabonán
    [ine] gabonában
    [ill] gabonába
    [ela] gabonából
    [ter] gabonáig
}

-cloth = { $case ->
   *[nom] posztó
    [acc] posztót
    [dat] posztónak
    [ins] posztóval
    [sub] posztóra
    [sup] posztón
    [ine] posztóban
    [ill] posztóba
    [ela] posztóból
    [ter] posztóig
}

-double-turn = { $number ->
   *[sg] { $case ->
       *[nom] dupla kör
        [acc] dupla kört
        [dat] dupla körnek
        [ins] dupla körrel
        [sub] dupla körre
        [sup] dupla körön
        [ine] dupla körben
        [ill] dupla körbe
        [ela] dupla körből
        [ter] dupla körig
    }
    [pl] { $case ->
       *[nom] dupla körök
        [acc] dupla köröket
    }
}

## A III. és a IV. kiegészítő: A hercegnő és a sárkány, A torony.
## A szavak a két kiegészítő magyar kiadásáéi (tiles-pd-tower.ftl). A -dragon,
## a -fairy és a -ransom csak `case` paramétert kap. Birtokos alak (`poss`,
## egyes és többes számban, csak nom és acc): "sg2" a -tower-piece
## (toronyelemed, toronyelemeidet) és a -prisoner (foglyod, foglyaidat),
## "sg3" a -prisoner (foglya, foglyait) kifejezésnél.

-dragon = { $case ->
   *[nom] sárkány
    [acc] sárkányt
    [dat] sárkánynak
    [ins] sárkánnyal
    [sub] sárkányra
    [sup] sárkányon
    [ine] sárkányban
    [ill] sárkányba
    [ela] sárkányból
    [ter] sárkányig
}

-fairy = { $case ->
   *[nom] tündér
    [acc] tündért
    [dat] tündérnek
    [ins] tündérrel
    [sub] tündérre
    [sup] tündéren
    [ine] tündérben
    [ill] tündérbe
    [ela] tündérből
    [ter] tündérig
}

-volcano = { $number ->
   *[sg] { $case ->
       *[nom] vulkán
        [acc] vulkánt
        [dat] vulkánnak
        [ins] vulkánnal
        [sub] vulkánra
        [sup] vulkánon
        [ine] vulkánban
        [ill] vulkánba
        [ela] vulkánból
        [ter] vulkánig
    }
    [pl] { $case ->
       *[nom] vulkánok
        [acc] vulkánokat
    }
}

-magic-portal = { $number ->
   *[sg] { $case ->
       *[nom] varázskapu
        [acc] varázskaput
        [dat] varázskapunak
        [ins] varázskapuval
        [sub] varázskapura
        [sup] varázskapun
        [ine] varázskapuban
        [ill] varázskapuba
        [ela] varázskapuból
        [ter] varázskapuig
    }
    [pl] { $case ->
       *[nom] varázskapuk
        [acc] varázskapukat
    }
}

-princess = { $number ->
   *[sg] { $case ->
       *[nom] hercegnő
        [acc] hercegnőt
        [dat] hercegnőnek
        [ins] hercegnővel
        [sub] hercegnőre
        [sup] hercegnőn
        [ine] hercegnőben
        [ill] hercegnőbe
        [ela] hercegnőből
        [ter] hercegnőig
    }
    [pl] { $case ->
       *[nom] hercegnők
        [acc] hercegnőket
    }
}

-tower = { $number ->
   *[sg] { $case ->
       *[nom] torony
        [acc] tornyot
        [dat] toronynak
        [ins] toronnyal
        [sub] toronyra
        [sup] tornyon
        [ine] toronyban
        [ill] toronyba
        [ela] toronyból
        [ter] toronyig
    }
    [pl] { $case ->
       *[nom] tornyok
        [acc] tornyokat
    }
}

-tower-piece = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] toronyelem
            [acc] toronyelemet
            [dat] toronyelemnek
            [ins] toronyelemmel
            [sub] toronyelemre
            [sup] toronyelemen
            [ine] toronyelemben
            [ill] toronyelembe
            [ela] toronyelemből
            [ter] toronyelemig
        }
        [pl] { $case ->
           *[nom] toronyelemek
            [acc] toronyelemeket
        }
    }
    [sg2] { $number ->
       *[sg] { $case ->
           *[nom] toronyelemed
            [acc] toronyelemedet
        }
        [pl] { $case ->
           *[nom] toronyelemeid
            [acc] toronyelemeidet
        }
    }
}

-tower-foundation = { $number ->
   *[sg] { $case ->
       *[nom] toronyalap
        [acc] toronyalapot
        [dat] toronyalapnak
        [ins] toronyalappal
        [sub] toronyalapra
        [sup] toronyalapon
        [ine] toronyalapban
        [ill] toronyalapba
        [ela] toronyalapból
        [ter] toronyalapig
    }
    [pl] { $case ->
       *[nom] toronyalapok
        [acc] toronyalapokat
    }
}

-prisoner = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] fogoly
            [acc] foglyot
            [dat] fogolynak
            [ins] fogollyal
            [sub] fogolyra
            [sup] fogolyon
            [ine] fogolyban
            [ill] fogolyba
            [ela] fogolyból
            [ter] fogolyig
        }
        [pl] { $case ->
           *[nom] foglyok
            [acc] foglyokat
        }
    }
    [sg2] { $number ->
       *[sg] { $case ->
           *[nom] foglyod
            [acc] foglyodat
        }
        [pl] { $case ->
           *[nom] foglyaid
            [acc] foglyaidat
        }
    }
    [sg3] { $number ->
       *[sg] { $case ->
           *[nom] foglya
            [acc] foglyát
        }
        [pl] { $case ->
           *[nom] foglyai
            [acc] foglyait
        }
    }
}

-ransom = { $case ->
   *[nom] váltságdíj
    [acc] váltságdíjat
    [dat] váltságdíjnak
    [ins] váltságdíjjal
    [sub] váltságdíjra
    [sup] váltságdíjon
    [ine] váltságdíjban
    [ill] váltságdíjba
    [ela] váltságdíjból
    [ter] váltságdíjig
}

## V. kiegészítő: Apátság és polgármester.

-abbey = { $poss ->
   *[none] { $number ->
       *[sg] { $case ->
           *[nom] apátság
            [acc] apátságot
            [dat] apátságnak
            [ins] apátsággal
            [sub] apátságra
            [sup] apátságon
            [ine] apátságban
            [ill] apátságba
            [ela] apátságból
            [ter] apátságig
        }
        [pl] { $case ->
           *[nom] apátságok
            [acc] apátságokat
        }
    }
    [sg2] { $case ->
       *[nom] apátságod
        [acc] apátságodat
    }
}

-mayor = { $number ->
   *[sg] { $case ->
       *[nom] polgármester
        [acc] polgármestert
        [dat] polgármesternek
        [ins] polgármesterrel
        [sub] polgármesterre
        [sup] polgármesteren
        [ine] polgármesterben
        [ill] polgármesterbe
        [ela] polgármesterből
        [ter] polgármesterig
    }
    [pl] { $case ->
       *[nom] polgármesterek
        [acc] polgármestereket
    }
}

-wagon = { $number ->
   *[sg] { $case ->
       *[nom] szekér
        [acc] szekeret
        [dat] szekérnek
        [ins] szekérrel
        [sub] szekérre
        [sup] szekéren
        [ine] szekérben
        [ill] szekérbe
        [ela] szekérből
        [ter] szekérig
    }
    [pl] { $case ->
       *[nom] szekerek
        [acc] szekereket
    }
}

-barn = { $number ->
   *[sg] { $case ->
       *[nom] csűr
        [acc] csűrt
        [dat] csűrnek
        [ins] csűrrel
        [sub] csűrre
        [sup] csűrön
        [ine] csűrben
        [ill] csűrbe
        [ela] csűrből
        [ter] csűrig
    }
    [pl] { $case ->
       *[nom] csűrök
        [acc] csűröket
    }
}

## VI. kiegészítő: király, rablólovag, szekta.

-shrine = { $number ->
   *[sg] { $case ->
       *[nom] szentély
        [acc] szentélyt
        [dat] szentélynek
        [ins] szentéllyel
        [sub] szentélyre
        [sup] szentélyen
        [ine] szentélyben
        [ill] szentélybe
        [ela] szentélyből
        [ter] szentélyig
    }
    [pl] { $case ->
       *[nom] szentélyek
        [acc] szentélyeket
    }
}

-heretic = { $number ->
   *[sg] { $case ->
       *[nom] eretnek
        [acc] eretneket
        [dat] eretneknek
        [ins] eretnekkel
        [sub] eretnekre
        [sup] eretneken
        [ine] eretnekben
        [ill] eretnekbe
        [ela] eretnekből
        [ter] eretnekig
    }
    [pl] { $case ->
       *[nom] eretnekek
        [acc] eretnekeket
    }
}

## VII. kiegészítő: katapult.

-catapult = { $number ->
   *[sg] { $case ->
       *[nom] katapult
        [acc] katapultot
        [dat] katapultnak
        [ins] katapulttal
        [sub] katapultra
        [sup] katapulton
        [ine] katapultban
        [ill] katapultba
        [ela] katapultból
        [ter] katapultig
    }
    [pl] { $case ->
       *[nom] katapultok
        [acc] katapultokat
    }
}

-fair = { $number ->
   *[sg] { $case ->
       *[nom] vásár
        [acc] vásárt
        [dat] vásárnak
        [ins] vásárral
        [sub] vásárra
        [sup] vásáron
        [ine] vásárban
        [ill] vásárba
        [ela] vásárból
        [ter] vásárig
    }
    [pl] { $case ->
       *[nom] vásárok
        [acc] vásárokat
    }
}
