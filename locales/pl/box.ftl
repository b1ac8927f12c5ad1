### „Moje pudełko”: jedna instrukcja złożona z instrukcji pudełek, które ma
### gracz, oraz zależności między dodatkami, które połączona instrukcja
### pokazuje tylko wtedy, gdy oba są w pudełku.

## Strona i połączona instrukcja

box-title = Moje pudełko
box-summary = Jedna instrukcja do pudełek, które masz: gra podstawowa i zaznaczone dodatki, liczba { -tile(number: "pl", case: "gen") } zsumowana, a zasady ułożone w kolejności, w jakiej są potrzebne podczas gry.
box-link = Zaznacz pudełka, które masz, i przeczytaj jedną instrukcję ułożoną specjalnie dla nich
box-intro = Zaznacz, co jest w twoim pudełku. Instrukcja poniżej zawiera tylko te zasady, zasady każdego dodatku umieszcza obok zasad gry podstawowej dotyczących tego samego momentu rozgrywki i wyjaśnia, jak dwa dodatki działają razem, gdy masz oba. Adres tej strony zapamiętuje twój wybór: dodaj go do zakładek albo wyślij komuś.
box-choose = Co jest w twoim pudełku
box-rules = Wydanie zasad
box-printing = Wydanie
box-no-script = Bez JavaScriptu ta strona pokazuje tylko grę podstawową. Zasady każdego dodatku są w jego własnej instrukcji.
box-totals = Twoje płytki
box-totals-intro = Suma { -tile(number: "pl", case: "gen") } z zestawów w twoim pudełku. Zestaw, który zawiera już inny, tak jak Edycja zimowa zawiera grę podstawową, liczy się zamiast niego.
box-totals-set = Zestaw płytek
box-totals-tiles = Płytki
box-totals-all = Razem
box-with = { PLURAL($count) ->
    [one] Tylko gdy grasz także z tym dodatkiem: { $books }
    [few] Tylko gdy grasz także z tymi dodatkami: { $books }
    [many] Tylko gdy grasz także z tymi dodatkami: { $books }
   *[other] Tylko gdy grasz także z tymi dodatkami: { $books }
}

## „Kupcy i budowniczowie” razem z „Karczmami i katedrami”

traders-builders-builder-big-title = Budowniczy i duży pionek
traders-builders-builder-big-instead = Gdy grasz także z dodatkiem „Karczmy i katedry”, twój { -builder } lub twoja { -pig } zajmuje miejsce małego albo dużego { -follower(case: "gen") }: w swojej turze stawiasz najwyżej jedną figurę, i to dowolną.
traders-builders-builder-big-majority = Gdy podlicza się { -road(case: "acc") } lub { -city(case: "acc") }, przy ustalaniu, kto ma tam najwięcej { -follower(number: "pl", case: "gen") }, { -big-follower } liczy się jako dwa { -follower(number: "pl") }, a { -builder } wcale się nie liczy.
traders-builders-builder-big-reading = Nasza interpretacja, bo żadna z instrukcji tego nie mówi: duży { -thief } lub { -knight } pozwala postawić { -builder(case: "acc") } na jego { -road(case: "loc") } lub w jego { -city(case: "loc") }, tak samo jak mały. Dodatek „Karczmy i katedry” mówi, że { -big-follower } to jeden { -follower }, stawiany według zwykłych zasad.
traders-builders-builder-big-second-tile = To również nasza interpretacja: jeśli pierwsza { -tile } { -double-turn(case: "gen") } ukończy { -road(case: "acc") } lub { -city(case: "acc") } twojego { -big-follower(case: "gen") }, pionek od razu do ciebie wraca i możesz go postawić na drugiej { -tile(case: "loc") }. Dodatek „Karczmy i katedry” pozwala postawić go ponownie od następnej tury, a „Kupcy i budowniczowie” pozwalają postawić na drugiej { -tile(case: "loc") } { -builder(case: "acc") }, który właśnie wrócił; żaden nie mówi, co wtedy z { -big-follower(case: "ins") }. Silnik tej strony rozgrywa to zgodnie z naszą interpretacją.
traders-builders-pig-big-title = Świnia i duży farmer
traders-builders-pig-big = Twoja { -pig } potrzebuje na swojej { -field(case: "loc") } jednego z twoich { -farmer(number: "pl", case: "gen") }, a o tym, kto jest właścicielem { -field(case: "gen") }, decydują tylko { -farmer(number: "pl") }. Z dodatkiem „Karczmy i katedry” duży { -farmer } liczy się tam jako dwóch, tak jak { -big-follower } wszędzie, gdzie stoi.
