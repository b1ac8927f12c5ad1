### A folyó II és a Carcassonne grófja kiegészítő lapkái, valamint
### Carcassonne városnegyedei.

## A kiegészítők nevei

edition-river-2 = A folyó II
edition-count = Carcassonne grófja

## A folyó II

tile-r2-01 = A folyó II forrása
tile-r2-02 = Folyóelágazás
tile-r2-03 = Tó vulkánnal
tile-r2-04 = Tó egy városrész mellett
tile-r2-05 = Város hídon a folyó fölött
tile-r2-06 = Folyó kolostorral
tile-r2-07 = Folyó híddal és fogadóval
tile-r2-08 = Folyó városrésszel és úttal
tile-r2-09 = Folyókanyar
tile-r2-10 = Folyókanyar egy címeres sarokváros mellett
tile-r2-11 = Folyókanyar disznócsordával
tile-r2-12 = Folyókanyar egy útkanyar mellett

## Carcassonne grófja

tile-co-01 = Carcassonne: út a nyugati kapuhoz
tile-co-02 = Carcassonne: északi fal
tile-co-03 = Carcassonne: északi fal a vár mellett
tile-co-04 = Carcassonne: út az északi kapuhoz
tile-co-05 = Carcassonne: nyugati fal
tile-co-06 = Carcassonne: a katedrális
tile-co-07 = Carcassonne: piaci standok
tile-co-08 = Carcassonne: a piac a keleti fal mellett
tile-co-09 = Carcassonne: délnyugati fal és egy városrész
tile-co-10 = Carcassonne: déli fal
tile-co-11 = Carcassonne: út a déli kapuhoz a kovácsműhely mellett
tile-co-12 = Carcassonne: délkeleti fal és egy városrész

## Carcassonne városnegyedei

quarter-castle = Vár
quarter-market = Piac
quarter-blacksmith = Kovácsműhely
quarter-cathedral = Katedrális
