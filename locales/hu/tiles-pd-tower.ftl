### A III. A hercegnő és a sárkány és a IV. A torony kiegészítő lapkái.

## A kiegészítők nevei

edition-princess-dragon = A hercegnő és a sárkány
edition-tower = A torony

## A hercegnő és a sárkány

tile-pd-01 = Vulkán a réten
tile-pd-02 = Varázskapu: két kanyarodó út
tile-pd-03 = Vulkán egy út végén
tile-pd-04 = Sárkány: városrész
tile-pd-05 = Vulkán egy városrész alatt
tile-pd-06 = Sárkány: kolostor három oldalról hozzá vezető úttal
tile-pd-07 = Sárkány: hármas kereszteződés
tile-pd-08 = Varázskapu: hármas kereszteződés
tile-pd-09 = Hercegnő: városrész hármas kereszteződéssel
tile-pd-10 = Hercegnő egy városrészben, és sarokváros címerrel
tile-pd-11 = Hercegnő: háromoldalú város
tile-pd-12 = Varázskapu: háromoldalú város címerrel
tile-pd-13 = Sárkány: kolostor háromoldalú városban
tile-pd-14 = Sárkány: kanyarodó út
tile-pd-15 = Vulkán: kanyarodó út
tile-pd-16 = Sárkány: egyenes út
tile-pd-17 = Vulkán: egyenes út
tile-pd-18 = Hercegnő: sarokváros kettéosztott réttel
tile-pd-19 = Sárkány: sarokváros
tile-pd-20 = Hercegnő: sarokváros
tile-pd-21 = Vulkán két városrész között
tile-pd-22 = Sárkány: átmenő város címerrel
tile-pd-23 = Hercegnő: sarokváros kanyarodó úttal
tile-pd-24 = Varázskapu: sarokváros kanyarodó úttal
tile-pd-25 = Sárkány: alagút, út egy átmenő város alatt
tile-pd-26 = Sárkány: városrész balra kanyarodó úttal
tile-pd-27 = Varázskapu: városrész balra kanyarodó úttal
tile-pd-28 = Sárkány: városrész jobbra kanyarodó úttal
tile-pd-29 = Varázskapu: városrész jobbra kanyarodó úttal

## A torony

tile-tw-01 = Városrész toronyalappal
tile-tw-02 = Toronyalap a réten
tile-tw-03 = Kolostor toronyalappal
tile-tw-04 = Toronyalap két oldalról hozzá vezető úttal
tile-tw-05 = Toronyalap három oldalról hozzá vezető úttal
tile-tw-06 = Két kanyarodó út toronyalappal
tile-tw-07 = Toronyalap négy oldalról hozzá vezető úttal
tile-tw-08 = Átmenő városon áthaladó út toronyalappal
tile-tw-09 = Városrész toronyalapnál végződő úttal
tile-tw-10 = Városrész kanyarodó úttal és toronyalappal
tile-tw-11 = Egyenes útig érő városrész toronyalappal
tile-tw-12 = Sarokváros toronyalappal
tile-tw-13 = Sarokváros kapujánál végződő úttal és toronyalappal, három rét
tile-tw-14 = Két szomszédos városrész toronyalappal
tile-tw-15 = Két szemközti városrész egyenes úttal és toronyalappal
tile-tw-16 = Háromoldalú város kapujánál végződő úttal és toronyalappal
tile-tw-17 = Háromoldalú város címerrel, egy városrész és egy toronyalap
