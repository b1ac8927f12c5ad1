### Az alapjáték szabálykönyve: minden üzenet, amelyet a book/base.toml megnevez.
### Azonosítók: base-<fejezet>-<mi>. A fejezetcímek base-<fejezet>, a szakaszcímek
### -title végűek. Egyszerű szöveg, jelölések nélkül. A játék szókincse a terms.ftl
### kifejezéseiből jön; mondat soha nem kezdődik kifejezéssel, mert azok kisbetűsek.
### Az olvasót végig tegezzük (egyes szám második személy), ahogy a magyar
### szabálykönyv is; a szavakat lásd a glossary.toml-ban.

base-title = Carcassonne: az alapjáték
base-summary = Az alapjáték teljes szabálya 2–5 játékos számára: hogyan rakd le a { -tile(number: "pl", case: "acc") }, hová tedd az { -follower(poss: "sg2", number: "pl", case: "acc") }, hogyan kell értékelni az { -road(number: "pl", case: "acc") }, a { -city(number: "pl", case: "acc") }, a { -cloister(number: "pl", case: "acc") } és a { -field(number: "pl", case: "acc") }, mit pontosított hivatalosan a kiadó, és miben tért el az értékelés a régebbi kiadásokban.

## Fejezet: a doboz tartalma

base-components = A doboz tartalma
base-components-intro = A Carcassonne 2–5 játékosnak szóló társasjáték. A dobozban a következőket találod:
base-components-item-tiles = 72 { -tile }, mindegyiken egy-egy tájrészlettel. Egyikük a { -start-tile }: ennek a hátoldala sötétebb a többiénél.
base-components-item-followers = 40 { -follower } öt színben, mindegyik színből nyolc.
base-components-item-scoreboard = Egy { -scoreboard }, amelyen nyomon követheted, ki hány { -point(case: "acc") } gyűjtött.
base-components-item-rules = Egy szabályfüzet.

base-components-landscape-title = Mit ábrázolnak a { -tile(number: "pl") }?
base-components-landscape = Minden { -tile } a vidék egy kis, négyzet alakú darabja. A széleihez útszakaszok, városrészek és rétrészletek futnak ki. Ahogy a { -tile(number: "pl") } egymás mellé kerülnek, ezek összekapcsolódnak, és hosszabb { -road(number: "pl") }, nagyobb { -city(number: "pl") } és kiterjedtebb { -field(number: "pl") } jönnek létre.
base-components-landscape-road = Az { -road } a { -tile } egyik szélétől egy másikig vezet, vagy véget ér: egy { -crossing(case: "ine") }, egy { -city } kapujánál vagy egy { -cloister } előtt.
base-components-landscape-city = A { -city(case: "acc") } fal veszi körül. Egyes városrészeken { -pennant } is látható, amely értékesebbé teszi a { -city(case: "acc") }.
base-components-landscape-cloister = A { -cloister } magányosan áll egy { -tile } közepén, körülötte mindenütt zöld terület.
base-components-landscape-field = A mindezek között elterülő zöld vidék alkotja a { -field(number: "pl", case: "acc") }, amelyeket az { -road(number: "pl") } és a { -city(number: "pl") } választanak el egymástól.
base-components-landscape-crossing = A { -crossing } egy kis falu, ahol három vagy négy { -road } fut össze. Ezek mindegyike ott ér véget.

base-components-followers-title = Az { -follower(number: "pl") }
base-components-followers = Egy { -follower } négyféle szerepet tölthet be, attól függően, hová teszed: az { -road(case: "sup") } { -thief }, a { -city(case: "ine") } { -knight }, a { -cloister(case: "ine") } { -monk }, a { -field(case: "sup") } pedig { -farmer } lesz belőle. Minden játékos a saját színéből egy { -follower(case: "acc") } pontjelzőként használ az { -scoreboard(case: "sup") }.

## Fejezet: a játék röviden

base-overview = A játék röviden
base-overview-landscape = A játékosok körről körre { -tile(number: "pl", case: "acc") } raknak le, és így tájat építenek a franciaországi Carcassonne körül. Ahogy a táj növekszik, új { -road(number: "pl") }, { -city(number: "pl") }, { -cloister(number: "pl") } és { -field(number: "pl") } jelennek meg, és ezeket úgy veheted birtokba, hogy az { -follower(poss: "sg2", number: "pl", case: "acc") } helyezed rájuk.
base-overview-points = Játék közben mindig kapsz { -point(case: "acc") }, amikor elkészül egy { -road }, { -city } vagy { -cloister }, amely a tiéd. A játék végén még egyszer értékelni kell: mindazt, ami nem készült el, és a { -farmer(number: "pl", case: "acc") } is.
base-overview-winner = Mivel a legvégén még rengeteg { -point } jár, senki sem tudhatja, ki nyert, amíg a záró értékelés be nem fejeződik. Végül az nyer, aki a legtöbb { -point(case: "acc") } gyűjtötte össze.

## Fejezet: előkészítés

base-setup = A játék előkészítése
base-setup-step-start = Tedd a { -start-tile(case: "acc") } – azt, amelyiknek sötét a hátoldala – képpel felfelé az asztal közepére.
base-setup-step-stacks = Keverd össze képpel lefelé az összes többi { -tile(case: "acc") }, és oszd szét őket több pakliba úgy, hogy minden játékos kényelmesen elérje őket.
base-setup-step-scoreboard = Az { -scoreboard(case: "acc") } tedd az asztal szélére, hogy középen maradjon hely a növekvő tájnak.
base-setup-step-colours = Minden játékos választ egy színt, és magához veszi az adott színű nyolc { -follower(case: "acc") }.
base-setup-step-marker = Mindenki egy { -follower(case: "acc") } állít az { -scoreboard } 0-val jelölt helyére: ez lesz a pontjelzője. A többi hét { -follower } a játékos előtt marad, ezek alkotják a { -supply(poss: "sg3", case: "acc") }.
base-setup-step-first = A legfiatalabb játékos dönti el, ki kezd.
base-setup-first-game = A legelső játszmához a szabály azt javasolja, hogy hagyd ki a { -farmer(number: "pl", case: "acc") }: egyetlen { -follower(case: "acc") } se tegyél { -field(case: "sub") }, és a játék végén hagyd ki a { -field(number: "pl") } értékelését. A { -farmer(number: "pl", case: "acc") } akkor vedd be, amikor a játék többi része már ismerős.

## Fejezet: egy kör menete

base-turn = Egy kör menete
base-turn-intro = A játékosok az óramutató járásával megegyező irányban követik egymást. A saját körödben a következőket teszed, mindig ebben a sorrendben:
base-turn-step-tile = Húzz egy { -tile(case: "acc") }, és illeszd a tájhoz. Ez a lépés kötelező.
base-turn-step-follower = Ha akarod, tegyél a { -supply(poss: "sg2", case: "ela") } egy { -follower(case: "acc") } az imént lerakott { -tile(case: "sub") }.
base-turn-step-score = Ha a lerakott { -tile(case: "ins") } befejeztél egy { -road(case: "acc") }, { -city(case: "acc") } vagy { -cloister(case: "acc") }, most értékeld.
base-turn-next = Ezután a tőled balra ülő játékos következik. A következő fejezetek részletesen elmagyarázzák az egyes lépéseket.

## Fejezet: a területkártya lerakása

base-placing-tiles = A { -tile } lerakása
base-placing-tiles-draw = Vegyél el egy { -tile(case: "acc") } bármelyik pakli tetejéről, és mutasd meg a többieknek; ők tanácsot is adhatnak, hová tedd. Ezután illeszd a tájhoz a következő szabályok szerint:
base-placing-tiles-rule-side = Az új { -tile(case: "dat") } legalább egy, már az asztalon lévő { -tile(case: "ins") } egy teljes oldal mentén kell érintkeznie. Ha csak a sarkuk ér össze, az nem szabályos.
base-placing-tiles-rule-continue = Az új { -tile } minden olyan oldalának, amely egy másik { -tile(case: "ins") } érintkezik, folytatnia kell azt, ami ott már van: { -road } csak { -road(case: "ins") }, { -city } csak { -city(case: "ins") }, { -field } csak { -field(case: "ins") } találkozhat. Ez minden érintkező oldalra vonatkozik, nem csak az egyikre.
base-placing-tiles-rule-cloister = A { -cloister(case: "dat") } nincs szüksége folytatásra: mindig annak a { -tile(case: "dat") } a közepén áll, amelyre rajzolták. Csak a { -tile } széleinek kell illeszkedniük.
base-placing-tiles-rule-turn = A { -tile(case: "acc") } tetszés szerint elforgathatod, feltéve, hogy minden széle illeszkedik.

base-placing-tiles-no-fit-title = Sehová sem illő { -tile }
base-placing-tiles-no-fit = Nagyon ritkán megesik, hogy egy { -tile(case: "acc") } sehová sem lehet lerakni a szabályok megsértése nélkül. Ha minden játékos egyetért abban, hogy valóban nem illik sehová, vedd ki a játékból, tedd vissza a dobozba, és húzz helyette egy másik { -tile(case: "acc") }.

## Fejezet: az alattvaló elhelyezése

base-placing-followers = Az { -follower } elhelyezése
base-placing-followers-intro = Miután a { -tile } a helyére került, tehetsz rá egy { -follower(case: "acc") }. Ez sosem kötelező: néha bölcsebb egy { -follower(case: "acc") } egy későbbi körre tartogatni.

base-placing-followers-roles-title = Négy szerep
base-placing-followers-roles = Az, hogy a { -tile(case: "sup") } hová teszed az { -follower(poss: "sg2", case: "acc") }, eldönti, mivé válik:
base-placing-followers-role-thief = Ha { -road(case: "sub") } teszed, { -thief } lesz belőle.
base-placing-followers-role-knight = Ha { -city(case: "ill") } teszed, { -knight } lesz belőle.
base-placing-followers-role-monk = Ha { -cloister(case: "ill") } teszed, { -monk } lesz belőle.
base-placing-followers-role-farmer = Ha { -field(case: "sub") } teszed, { -farmer } lesz belőle. Fektesd le a hátára, hogy mindenki lássa: ez egy { -farmer }.

base-placing-followers-where-title = Hová teheted?
base-placing-followers-rule-one = Egy körben legfeljebb egy { -follower(case: "acc") } tehetsz le.
base-placing-followers-rule-supply = Csak a { -supply(poss: "sg2", case: "ela") } választhatsz. Egy már lerakott { -follower(case: "acc") } soha nem helyezhetsz át.
base-placing-followers-rule-new-tile = Csak az imént lerakott { -tile(case: "sub") } kerülhet, egy korábban lerakottra soha.
base-placing-followers-rule-feature = Te döntöd el, hogy a { -tile } melyik részére kerül: egy adott { -road(case: "sub") }, { -city(case: "ill") }, { -cloister(case: "ill") } vagy { -field(case: "sub") }.
base-placing-followers-rule-occupied = Nem teheted olyan { -road(case: "sub") }, { -city(case: "ill") } vagy { -field(case: "sub") }, ahol valahol már áll egy { -follower } – mindegy, kié (akkor is, ha a sajátod), és mindegy, milyen messze áll. Mindent figyelembe kell venni, amihez az új { -tile } kapcsolódik.
base-placing-followers-occupied-example = Ha például az új { -tile } olyan { -city(case: "acc") } folytat, amelyben már áll egy { -knight }, abba nem tehetsz { -knight(case: "acc") }. Az { -follower(poss: "sg2", case: "acc") } ettől még teheted a { -tile(case: "sup") } lévő { -road(case: "sub") } vagy { -field(case: "sub") }, ha azok szabadok.

base-placing-followers-joined-title = Hogyan kerülhet több { -follower } egy helyre?
base-placing-followers-joined = A fenti szabály csak arra a pillanatra vonatkozik, amikor az { -follower(case: "acc") } lerakod. Így előfordulhat, hogy két { -follower } két külön { -road(case: "sup") }, { -city(case: "ine") } vagy { -field(case: "sup") } áll, amelyeket egy később lerakott { -tile } eggyé kapcsol össze. Ettől kezdve közösen birtokolják, és a többség dönti el, ki kapja érte a { -point(number: "pl", case: "acc") }, ahogyan azt az értékelésről szóló fejezet elmagyarázza.

base-placing-followers-empty-title = Ha kiürült a { -supply(poss: "sg2") }
base-placing-followers-empty = Ha egyetlen { -follower } sincs már a { -supply(poss: "sg2", case: "ine") }, a körödben egyszerűen csak lerakod a { -tile(case: "acc") }, az { -follower } elhelyezését pedig kihagyod. Ne aggódj: az { -thief(number: "pl") }, a { -knight(number: "pl") } és a { -monk(number: "pl") } visszakerülnek hozzád, amint elkészül és értékelésre kerül az, amit birtokolnak.

## Fejezet: értékelés játék közben

base-scoring = Értékelés játék közben
base-scoring-intro = Ha a lerakott { -tile } befejez egy { -road(case: "acc") }, egy { -city(case: "acc") } vagy egy { -cloister(case: "acc") }, azt azonnal, a köröd utolsó lépéseként értékelni kell. Egy { -tile } egyszerre többet is befejezhet; ilyenkor mindegyiket értékelni kell.
base-scoring-who = Nem számít, ki rakta le a befejező { -tile(case: "acc") }: a { -point(number: "pl", case: "acc") } az kapja, aki { -follower(case: "acc") } tett oda. Az ő pontjelzőjét azonnal léptesd előre az { -scoreboard(case: "sup") }. Ha senki sem tett rá { -follower(case: "acc") }, a befejezett { -road }, { -city } vagy { -cloister } egyetlen { -point(case: "acc") } sem hoz.

base-scoring-roads-title = Kész { -road(number: "pl") }
base-scoring-roads-complete = Az { -road } akkor készül el, ha mindkét végét egy-egy { -crossing }, { -city } vagy { -cloister } zárja le, vagy ha visszatér önmagába, és így körbezár egy területet. A két vége között tetszőleges számú { -tile } lehet.
base-scoring-roads-points = A kész { -road(case: "sup") } álló { -thief } gazdája annyi { -point(case: "acc") } kap, ahány { -tile(case: "sup") } az { -road } áthalad. A { -tile(number: "pl", case: "acc") } kell számolni, nem az útszakaszokat: egy { -tile } akkor is csak egyszer számít, ha az { -road } kétszer is érinti.

base-scoring-cities-title = Kész { -city(number: "pl") }
base-scoring-cities-complete = A { -city } akkor készül el, ha fal zárja körbe teljesen, hézagok és nyitott szélek nélkül. Egy { -city } bármennyi városrészből állhat.
base-scoring-cities-points = A kész { -city(case: "ine") } álló { -knight } gazdája minden { -tile } után, amelyre a { -city } kiterjed, két { -point(case: "acc") } kap, és minden benne lévő { -pennant } után még kettőt.
base-scoring-cities-once = Itt is a { -tile(number: "pl", case: "acc") } kell számolni: ha egy { -tile } két városrésze is ugyanannak a { -city(case: "dat") } a része, az a { -tile } akkor is csak egyszer számít.

base-scoring-cloisters-title = Kész { -cloister(number: "pl") }
base-scoring-cloisters = A { -cloister } akkor készül el, ha minden oldalról, átlósan is, nyolc { -tile } veszi körül. A benne álló { -monk } gazdája kilenc { -point(case: "acc") } kap: a kilenc { -tile } mindegyike után egyet, magát a { -cloister(case: "acc") } is beleszámítva.

base-scoring-majority-title = Több { -follower } egy { -road(case: "sup") } vagy { -city(case: "ine") }
base-scoring-majority = Egy kész { -road(case: "sup") } vagy { -city(case: "ine") } több játékos { -follower(poss: "sg3", number: "pl") } is állhatnak. Ilyenkor az kapja az érte járó összes { -point(case: "acc") }, akinek a legtöbb { -thief } áll az { -road(case: "sup") }, illetve a legtöbb { -knight } a { -city(case: "ine") }; a többi ott érdekelt játékos semmit sem kap.
base-scoring-tie = Egyenlőség esetén – ha az élen többen állnak ugyanannyi { -follower(case: "ins") } – mindegyikük megkapja az összes { -point(case: "acc") }. Nincs osztozkodás.
base-scoring-no-double = Ha ugyanott több { -follower(poss: "sg2") } áll, attól nem jár több { -point }: ha két { -knight(case: "acc") } tartasz egy { -city(case: "ine") }, a { -city } akkor is csak egyszer hoz neked { -point(case: "acc") }. Az { -follower(number: "pl") } száma csak annak eldöntésében számít, kié a többség.

## Fejezet: az alattvalók visszaszerzése

base-returning = Az { -follower(number: "pl") } visszaszerzése
base-returning-return = Csak miután egy { -road }, { -city } vagy { -cloister } elkészült és megtörtént az értékelése – korábban soha –, kerülnek vissza az ott álló { -thief(number: "pl") }, { -knight(number: "pl") } és { -monk(number: "pl") } a gazdájuk { -supply(poss: "sg3", case: "ill") }. Gazdáik a következő körüktől kezdve ismét lerakhatják őket, bármilyen szerepben.
base-returning-farmers = A { -farmer(number: "pl") } esetében ez soha nem történik meg: a { -farmer } a játék végéig ott marad a { -field(poss: "sg3", case: "sup") }.

base-returning-same-turn-title = Lerakás, értékelés és visszavétel egy körben
base-returning-same-turn = Olyan { -road(case: "sub") }, { -city(case: "ill") } vagy { -cloister(case: "ill") } is tehetsz { -follower(case: "acc") }, amelyet az új { -tile } éppen most fejezett be. Ilyenkor azonnal értékelni kell, és az { -follower } még ugyanabban a körben visszakerül hozzád. Mindig ezt a sorrendet kövesd:
base-returning-step-complete = Fejezz be az új { -tile(case: "ins") } egy { -road(case: "acc") }, { -city(case: "acc") } vagy { -cloister(case: "acc") }.
base-returning-step-place = Tegyél egy { -thief(case: "acc") }, { -knight(case: "acc") } vagy { -monk(case: "acc") } az új { -tile(case: "sub") }.
base-returning-step-score = Értékeld a befejezett { -road(case: "acc") }, { -city(case: "acc") } vagy { -cloister(case: "acc") }.
base-returning-step-return = Vedd vissza az { -thief(case: "acc") }, { -knight(case: "acc") } vagy { -monk(case: "acc") } a { -supply(poss: "sg2", case: "ill") }.
base-returning-one-per-turn = Mivel az { -follower(poss: "sg2", case: "acc") } még az értékelés előtt rakod le, a köröd közben visszatérő { -follower } abban a körben már nem rakható le újra. Ha az új { -tile } olyan { -city(case: "acc") } fejez be, amely már a tiéd, a körödben lerakható egyetlen { -follower(case: "acc") } máshová is teheted ezen a { -tile(case: "sup") }, például egy új { -city(case: "ill") }, amelyet ez a { -tile } kezd el; a befejezett { -city(case: "acc") } csak ezután kell értékelni.

## Fejezet: a rétek és a parasztok

base-fields = A { -field(number: "pl") } és a { -farmer(number: "pl") }
base-fields-what = A rétrészletek, amelyek a { -tile(number: "pl") } szélein át összefüggnek, egyetlen { -field(case: "acc") } alkotnak. A { -field } ott ér véget, ahol egy { -road }, egy { -city } vagy az eddig lerakott táj külső széle elvágja. Ezek a határok választják el egymástól a { -field(number: "pl", case: "acc") }, ami a záró értékelésnél nagyon fontos. A { -cloister } nem osztja ketté a { -field(case: "acc") }: a { -field } belsejében áll.
base-fields-size = Egy { -field } az egész játék során tovább nőhet. Előfordul, hogy egyetlen { -field } végül az asztal nagy részét beborítja, és sok { -field } soha nem zárul le.

base-fields-farmers-title = A { -farmer } a végéig marad
base-fields-no-score = Játék közben a { -field(number: "pl") } nem érnek { -point(case: "acc") }. Ezek a { -farmer(number: "pl") } helyei; gazdáik csak a záró értékeléskor, minden más után kapnak értük { -point(case: "acc") }.
base-fields-stay = Ezért nem tér vissza soha a { -farmer }: ha egyszer lerakták, a játék végéig a { -field(poss: "sg3", case: "sup") } marad. A { -farmer(number: "pl", case: "acc") } fektesd le, hogy egyiket se nézze senki { -thief(case: "dat") } vagy { -knight(case: "dat") }.

base-fields-joining-title = Összekapcsolódó { -field(number: "pl") }
base-fields-joining = Akárcsak az { -road(number: "pl") } és a { -city(number: "pl") } esetében, itt sem tehetsz { -farmer(case: "acc") } olyan { -field(case: "sub") }, amelyen valahol már áll egy { -farmer }. Egy új { -tile } azonban eggyé kapcsolhat különálló { -field(number: "pl", case: "acc") }, amelyek mindegyikén már áll { -farmer }. Az összekapcsolás után mindannyian ugyanazon a { -field(case: "sup") } állnak, és a záró értékelésnél a többség dönti el, kié a { -field }.

## Fejezet: az értékelő tábla

base-scoreboard = Az { -scoreboard }
base-scoreboard-track = Minden { -point(case: "acc") } azonnal jelölj, amint megszerezted: léptesd előre a pontjelződet az { -scoreboard(case: "sup") } annyi hellyel, ahány { -point(case: "acc") } kaptál. A pontsor ötven helyből áll, 0-tól 49-ig számozva, és körbefut a táblán, így egy pontjelző többször is körbeérhet.
base-scoreboard-lap = Amikor a pontjelződ eléri vagy átlépi a 0-s helyet, már legalább 50 { -point(case: "acc") } gyűjtöttél. Fektesd a pontjelzőt az oldalára, hogy mindenki lássa, és számolj tovább. Az eredményed ekkor 50 meg annak a helynek a száma, amelyen a pontjelződ áll.
base-scoreboard-lap-example = Ha például a pontjelződ a 48-as helyen áll, és 3 { -point(case: "acc") } szerzel, léptesd előre az 1-es helyre, és fektesd le: így már 51 { -point(case: "acc") } gyűjtöttél.
base-scoreboard-more = Az alapjátékban a körök számolására nincs más eszköz. Az egyik oldalukon 50-es, a másikon 100-as pontkártyák a „{ edition-inns-cathedrals }” kiegészítőben találhatók, ahogy az alapjáték és kiegészítői szabálykönyve is megjegyzi: vegyél el egyet, amikor a pontjelződ átlépi a 0-t, és a következő körnél fordítsd a 100-as oldalára. Ha nincsenek ilyen kártyáid, minden további 50 { -point(case: "acc") } írd fel egy papírra.

## Fejezet: a játék vége

base-end = A játék vége
base-end-when = A játék annak a körnek a végén ér véget, amelyben lekerül az utolsó { -tile }. Ez az utolsó kör is teljesen szokványos: a játékos lerakhat egy { -follower(case: "acc") }, és az utolsó { -tile } által befejezett minden { -road(case: "acc") }, { -city(case: "acc") } és { -cloister(case: "acc") } a szokásos módon értékelni kell.
base-end-final = Ezután következik a záró értékelés, amelyet a következő fejezet ír le. Ekkor előbb mindazért jár { -point }, ami még nem készült el, aztán a { -field(number: "pl") } és a rajtuk álló { -farmer(number: "pl") } után.

## Fejezet: a záró értékelés

base-final = A záró értékelés
base-final-intro = A záró értékelés két lépésből áll. Először minden olyan be nem fejezett { -road(case: "acc") }, { -city(case: "acc") } és { -cloister(case: "acc") } értékelni kell, ahol { -follower } áll. Ezután a { -field(number: "pl") } következnek: ezekért a rajtuk álló { -farmer(number: "pl") } gazdái kapnak { -point(case: "acc") }.

base-final-unfinished-title = Be nem fejezett { -road(number: "pl") }, { -city(number: "pl") } és { -cloister(number: "pl") }
base-final-unfinished = Minden be nem fejezett { -road }, { -city } vagy { -cloister }, ahol { -follower } áll, a következőképpen ér { -point(case: "acc") }:
base-final-unfinished-road = Az { -road } minden { -tile } után, amelyen áthalad, egy { -point(case: "acc") } ér, ugyanannyit, mintha már elkészült volna.
base-final-unfinished-city = A { -city } minden { -tile } után, amelyre kiterjed, egy { -point(case: "acc") } ér, és minden { -pennant } után szintén egyet: feleannyit, mint amennyit készen érne.
base-final-unfinished-cloister = A { -cloister } egy { -point(case: "acc") } ér önmagáért, és egyet-egyet minden körülötte lévő { -tile } után.
base-final-unfinished-majority = A többség szabálya ugyanaz, mint játék közben: az kapja a { -point(number: "pl", case: "acc") }, akinek ott a legtöbb { -follower } áll, egyenlőség esetén pedig mindegyik érintett játékos megkapja az összes { -point(case: "acc") }. Amint valamit értékeltél, vedd le az asztalról az ott álló { -follower(number: "pl", case: "acc") }.

base-final-fields-title = A { -field(number: "pl") } értékelése
base-final-fields-owner = Most már csak a { -farmer(number: "pl") } maradtak. Sorban egymás után értékelni kell minden olyan { -field(case: "acc") }, amelyen legalább egy { -farmer } áll. Először azt kell megállapítani, ki a { -field } tulajdonosa: ha csak egy játékos tett oda { -farmer(case: "acc") }, ő a tulajdonos.
base-final-fields-points = A { -field } tulajdonosa három { -point(case: "acc") } kap minden kész { -city } után, amely határos a { -field(case: "ins") } vagy benne fekszik. A { -city } mérete nem számít, a be nem fejezett { -city } pedig itt semmit sem ér. Magának a { -field(case: "dat") } nem kell lezárva lennie.
base-final-fields-majority = Ha ugyanazon a { -field(case: "sup") } több játékos is tart { -farmer(case: "acc") }, az a tulajdonos, aki a legtöbbet tartja ott. Egyenlőség esetén mindazok tulajdonosok, akik a legtöbbet tartják ott, és mindegyikük teljes értékben megkapja érte a { -point(number: "pl", case: "acc") }. Akinek kevesebb { -farmer } áll azon a { -field(case: "sup") }, az semmit sem kap érte.
base-final-fields-several = Egy { -city } gyakran több { -field(case: "ins") } is határos. Ilyenkor mindegyik { -field } tulajdonosainak { -point(case: "acc") } hoz, akkor is, ha ugyanaz a játékos kettőt is birtokol közülük.
base-final-fields-border = Egy { -city } akkor határos egy { -field(case: "ins") }, ha a falának egy szakasza végigfut a { -field } mentén. Ha csak egy { -tile } sarkában érintkeznek, az nem elég.
base-final-fields-tip = Mivel az első lépés után minden más { -follower } lekerült az asztalról, már csak a { -farmer(number: "pl") } maradnak ott, így a { -field(number: "pl") } határai sokkal könnyebben áttekinthetők.

base-final-winner-title = A győztes
base-final-winner = Miután az utolsó { -field } is sorra került, véget ér a játék. A legtöbb { -point(case: "acc") } gyűjtő játékos nyer.

## Fejezet: hivatalos pontosítások

base-clarifications = Hivatalos pontosítások
base-clarifications-intro = Az évek során a játékosok sok olyan helyzetről kérdezték a kiadót, amelyről a szabály nem szól kifejezetten. Alább a kiadó válaszai következnek, témák szerint csoportosítva. A könyv szabályai már ezeknek megfelelően készültek.

base-clarifications-tiles-title = A { -tile(number: "pl") } lerakása
base-clarifications-corner = A sarkok nem kapcsolnak össze semmit. Az útszakaszok, a városrészek és a rétrészletek csak két { -tile } közös élén át kapcsolódnak egymáshoz. Ha két városrész csak egy sarokban ér össze, nem alkotnak egyetlen { -city(case: "acc") }: két különálló { -city } marad.
base-clarifications-cloisters-touch = Két { -cloister } is kerülhet egymás mellé, oldalával vagy sarkával érintkezve, és a { -cloister(case: "acc") } körülvevő nyolc { -tile } bármelyike maga is lehet { -cloister }. A { -cloister } semmihez sem kapcsolódik: mindig egy { -field } belsejében áll, így mellé bármilyen { -tile } lerakható, amely illeszkedik.
base-clarifications-all-edges = Az új { -tile(case: "dat") } minden szomszédjához illeszkednie kell, amellyel érintkezik. Nem elég, ha egyetlen oldal stimmel: minden élnek, amely egy szomszéddal találkozik, illeszkednie kell hozzá.
base-clarifications-road-end = Az { -road } soha nem futhat a semmibe. Ahogy minden más élnek, annak az élnek is, ahol egy { -road } eléri a { -tile } szélét, csak egy másik { -road(case: "ins") } szabad érintkeznie.

base-clarifications-followers-title = Az { -follower(number: "pl") } elhelyezése
base-clarifications-few-followers = Az { -follower(number: "pl") } szándékosan kevesen vannak. A velük való takarékos gazdálkodás a játék egyik próbatétele.
base-clarifications-open-city = Ha a { -tile } olyan { -city(case: "acc") } fejez be, amely senkié, nem vagy köteles elfoglalni. Lezárhatod { -knight } nélkül is, és az { -follower(poss: "sg2", case: "acc") } a { -tile } egy másik részére teheted, például egy szabad { -field(case: "sub") }, ahol { -farmer } lesz belőle. Egy { -city } úgy is elkészülhet, hogy senki sem vigyáz rá.
base-clarifications-cloister-farmer = Egy { -cloister(case: "acc") } ábrázoló { -tile(case: "sup") } az { -follower(poss: "sg2", case: "acc") } a { -cloister } helyett a körülötte lévő { -field(case: "sub") } is teheted, ahol nem { -monk }, hanem { -farmer } lesz belőle; ilyenkor a { -field(number: "pl") } szokásos szabályai érvényesek. A { -cloister } ezután a játék végéig üres marad, mert { -follower(case: "acc") } csak az imént lerakott { -tile(case: "sub") } lehet tenni.
base-clarifications-place-before-scoring = Körönként csak egy { -follower(case: "acc") } tehetsz le, és ezt még bármiféle értékelés előtt teszed. Ha a { -tile } lezár egy kis { -city(case: "acc") }, amely már a tiéd, és egyben egy másik { -city(case: "acc") } is elkezd, az újba tehetsz egy második { -knight(case: "acc") }; ezután a kis { -city } { -point(case: "acc") } ér, a benne álló { -knight } pedig visszatér hozzád. Ha a kis { -city } nem volt a tiéd, te döntöd el, a két városrész közül melyikbe kerüljön az { -follower(poss: "sg2") }: a kicsiben azonnal { -point(case: "acc") } ér és visszatér, de abban a körben már nem rakhatod le újra.

base-clarifications-scoring-title = Értékelés
base-clarifications-crossing = Minden { -crossing } lezár minden { -road(case: "acc") }, amely eléri, bármilyen irányból érkezik is: az { -road } soha nem fut át egyenesen a { -crossing(case: "sup") }, és egyetlen { -thief } sem léphet be a kis faluba. Ezért két { -crossing } között minden { -road } önálló { -road }, és külön kell értékelni.
base-clarifications-same-colour = Ha egy { -road(case: "sup") }, { -city(case: "ine") } vagy { -field(case: "sup") } két azonos színű { -follower } áll, attól nem jár kétszer annyi { -point }. Az ott álló { -follower(poss: "sg2", number: "pl") } száma csak a többség szempontjából számít.
base-clarifications-final-values = A záró értékeléskor a be nem fejezett { -road } pontosan annyit ér, mint játék közben: minden { -tile } után egy { -point(case: "acc") }, akárhány { -follower } áll is rajta. A be nem fejezett { -cloister } egy { -point(case: "acc") } ér önmagáért és egyet-egyet minden szomszédos { -tile } után, nem csupán egyetlen { -point(case: "acc") }.

base-clarifications-fields-title = A { -field(number: "pl") } értékelése
base-clarifications-field-bounds = Egy { -field(case: "acc") } minden határol, amit nem tud megkerülni: az { -road(number: "pl") }, a { -city(number: "pl") } és a táj széle. Egyetlen { -field } szinte az egész asztalra kiterjedhet, és egyes { -field(number: "pl") } egészen a végéig nyitva maradnak.
base-clarifications-open-field = Egy { -field(case: "dat") } nem kell lezárva lennie ahhoz, hogy { -point(case: "acc") } érjen. Egy { -field(case: "acc") } lezárni szinte soha nem lehet; a vele határos { -city(number: "pl") } viszont csak készen számítanak. A kész { -city(number: "pl") } így a le nem zárt { -field(number: "pl") } számára is { -point(case: "acc") } érnek.
base-clarifications-enclosed-field = Azt a { -field(case: "acc") }, amelyet { -road(number: "pl") } zárnak körbe teljesen, és amely mellett nincs { -city }, ugyanúgy kell értékelni, mint bármely mást: minden kész { -city } után három { -point }, ami itt semmit sem hoz. A rajta álló { -farmer } ennek ellenére a végéig ott marad.

base-clarifications-readings-title = Két elterjedt értelmezés
base-clarifications-readings = Az alábbi két megállapítás nem a kiadótól származik: a szabályok olyan értelmezései, amelyekben a játékosok általában egyetértenek. Ez a könyv ezeket követi.
base-clarifications-pennant = A { -pennant } mindig ahhoz a városrészhez tartozik, amelyre rajzolták. Ha egy { -tile(case: "sup") } két különálló városrész van, a { -pennant } csak annak a { -city(case: "dat") } számít, amelyikhez a városrésze tartozik, a másiknak nem.
base-clarifications-bordering = Egy { -city } csak ott határos egy { -field(case: "ins") }, ahol a fala végigfut a { -field } mentén. Ha csupán egy { -tile } sarkánál érintkeznek, az nem elég.

## Fejezet: szabálykiadások

base-editions = Szabálykiadások
base-editions-intro = A Carcassonne-t sokszor kiadták már, és néhány szabálya az évek során megváltozott. Az { -follower(number: "pl") } lerakása, a többség, az egyenlőség és az { -follower(number: "pl") } visszatérése minden kiadásban ugyanúgy működik, és a { -tile(number: "pl") } lerakása is, egyetlen kivétellel: mi lesz azzal a { -tile(case: "ins") }, amely sehová sem illik. Minden más különbség az értékelést érinti, elsősorban a { -farmer(number: "pl") } értékelését. Ez a könyv a harmadik kiadás szabályait követi.
base-editions-which = Ha régebbi szabályfüzeted van, nézd meg, hogyan értékeli a { -farmer(number: "pl", case: "acc") }: ebből kiderül, melyik kiadást követi. Ennek a fejezetnek a példái ugyanazt a tájat értékelik mindegyik kiadás szerint, egymás mellett.

base-editions-differences-title = A különbségek
base-editions-third = Harmadik kiadás: minden { -field(case: "acc") } külön kell értékelni. Tulajdonosai minden kész { -city } után, amellyel határos, három { -point(case: "acc") } kapnak. Ha egy { -city } több { -field(case: "ins") } is határos, mindegyik { -field } tulajdonosainak { -point(case: "acc") } hoz, akkor is, ha egy játékos több ilyen { -field(case: "acc") } is birtokol.
base-editions-second = Második kiadás: akárcsak a harmadikban, egy kész { -city } három { -point(case: "acc") } ér minden körülötte lévő { -field } tulajdonosainak, de egy játékos egy adott { -city } után csak egyszer kaphat { -point(case: "acc") }, akárhány körülötte lévő { -field(case: "acc") } birtokol is.
base-editions-first = Első kiadás: a { -farmer(number: "pl", case: "acc") } nem a { -field(number: "pl") }, hanem a { -city(number: "pl") } szerint kell értékelni. Minden kész { -city } esetében meg kell számolni, kinek hány { -farmer } áll a vele határos összes { -field(case: "sup") }. Akinek a legtöbb áll ott, az négy { -point(case: "acc") } kap az adott { -city } után; egyenlőség esetén mindegyik érintett játékos négyet kap.
base-editions-first-small-city = Első kiadás, kis { -city(number: "pl") }: egy mindössze két { -tile(case: "sup") } elterülő, kész { -city } minden { -tile } után egy { -point(case: "acc") } ér, és minden { -pennant } után szintén egyet, { -pennant } nélkül tehát négy helyett csak két { -point(case: "acc") }. A nagyobb { -city(number: "pl") } a szokásos módon érnek { -point(case: "acc") }.
base-editions-first-no-fit = Első kiadás, sehová sem illő { -tile }: nem kerül ki a játékból, hanem visszakerül abba a pakliba, amelyből húzták, a játékos pedig újat húz.
base-editions-same = Minden más ugyanaz mindhárom kiadásban, a be nem fejezett { -road(number: "pl") }, { -city(number: "pl") } és { -cloister(number: "pl") } záró értékelését is beleértve.
base-editions-today = A { -field(number: "pl") } harmadik kiadás szerinti értékelését ma már minden kiadó használja, a Carcassonne összes változatában.

base-editions-small-city-title = Egy kis { -city }
base-editions-small-city = Mindkét példában egy két { -tile(case: "sup") } elterülő { -city } készül el. Csak az első kiadás értékeli másképp.
base-editions-small-city-variant = Akinek az egyik kiadásból a { -field(number: "pl") } értékelése, egy másikból pedig a kis { -city } szabálya tetszik, keverheti a kettőt: a kis { -city } önálló szabályváltozat, amely bármelyik kiadással játszható. Az „1 { -point } minden { -tile } után” változat szerint egy két { -tile(case: "sup") } elterülő, befejezett { -city } 2 { -point(case: "acc") } ér, és minden { -pennant } után még 1-et, ahogy a Hans im Glück és a Rio Grande Games első megjelenéseiben; a „2 { -point } minden { -tile } után” változat szerint ugyanúgy ér pontot, mint bármelyik más { -city }, ahogy a szabályok 2002 körüli átdolgozása óta minden megjelenésben. A példák a kiadások mellett mindkettőt bemutatják.

base-editions-value-title = Egy { -city } értéke a { -farmer(number: "pl") } számára
base-editions-value = Egyetlen tulajdonos és egy { -field } esetén csak az változik, mennyit ér egy { -city }: a második és a harmadik kiadásban három { -point(case: "acc") }, az elsőben négyet.

base-editions-city-once-title = Egy { -city }, két { -field }
base-editions-city-once = Itt minden kiadás más eredményt ad: a harmadik minden { -field } után beszámítja a { -city(case: "acc") }, a második játékosonként csak egyszer, az első pedig egészében annak a játékosnak adja, akinek körülötte a legtöbb { -farmer } áll.

base-editions-city-by-city-title = Többség egy { -city } körül
base-editions-city-by-city = A második és a harmadik kiadásban a többséget minden { -field(case: "sup") } külön kell eldönteni. Az első kiadásban a { -city } körül dől el: össze kell számolni a vele határos összes { -field(case: "sup") } álló { -farmer(number: "pl", case: "acc") }.

## Fejezet: a területkártyák

base-tiles = A { -tile(number: "pl") }
base-tiles-intro = Az alapjátékban 72 { -tile } van, 24 fajtából, amelyeket A-tól X-ig betűk jelölnek. A { -start-tile } a négy D jelű { -tile } egyike; csak a sötétebb hátoldala különbözteti meg a többitől.
