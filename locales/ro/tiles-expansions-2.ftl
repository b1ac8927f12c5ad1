### Cartonașele și extensiile V Abație și primar, VI Contele, regele și ceilalți (Regele și cavalerul jefuitor, Secta și ereticul) și VII Catapulta.

## Numele extensiilor

edition-abbey-mayor = Abație și primar
edition-king-robber = Regele și cavalerul jefuitor
edition-cult = Secta și ereticul
edition-cult-6 = Secta și ereticul, tirajul Rio Grande Games (6 cartonașe)
edition-catapult = Catapulta

## Abație și primar

tile-am-abbey = Abația, cartonașul propriu al fiecărui jucător
tile-am-01 = Oraș pe toate cele patru laturi, cu două steme
tile-am-02 = Două orașe care se încrucișează, unul cu stemă, și două câmpuri mici
tile-am-03 = Cartier de oraș cu stemă deasupra unui oraș de-a curmezișul
tile-am-04 = Două cartiere de oraș alăturate, cu drumuri care se termină la porțile lor
tile-am-05 = Mănăstire cu drumuri care se termină la ea din patru părți
tile-am-06 = Cartier de oraș cu drum care se termină la poartă
tile-am-07 = Cartier de oraș care ajunge până la un drum care cotește la dreapta
tile-am-08 = Cartier de oraș care ajunge până la un drum care cotește la stânga
tile-am-09 = Cartier de oraș cu stemă care ajunge până în colțurile opuse, trei câmpuri
tile-am-10 = Drum care se termină la o căsuță pe câmp
tile-am-11 = Drum care se ramifică în trei direcții
tile-am-12 = Drum pe sub un oraș de-a curmezișul, cu stemă

## Regele și cavalerul jefuitor

tile-kr-01 = Mănăstire sub un cartier de oraș
tile-kr-02 = Cartier de oraș cu drum care se termină la poartă
tile-kr-03 = Cartier de oraș cu drum care se termină la poartă și drum cotit
tile-kr-04 = Colț de oraș cu două drumuri care se termină la porțile lui, patru câmpuri
tile-kr-05 = Două orașe separate care se încrucișează, și două câmpuri mici

## Secta și ereticul

tile-cu-01 = Sectă pe câmp
tile-cu-02 = Sectă sub un cartier de oraș
tile-cu-03 = Sectă la capătul unui drum
tile-cu-04 = Sectă sub un cartier de oraș, la capătul unui drum
tile-cu-05 = Sectă cu drumuri care se termină la ea din două părți
tile-cu-06 = Sectă sub un cartier de oraș, cu drumuri care se termină la ea dinspre est și vest

## Catapulta

tile-ca-01 = Târg cu drumuri care se termină la el din două părți
tile-ca-02 = Târg la capătul unui drum, și un drum cotit
tile-ca-03 = Târg lângă un colț de oraș cu stemă
tile-ca-04 = Târg cu drumuri care se termină la el din patru părți
tile-ca-05 = Târg într-un oraș pe toate cele patru laturi
tile-ca-06 = Târg cu drumuri care se termină la el din două părți alăturate
tile-ca-07 = Târg între două cartiere de oraș față în față
tile-ca-08 = Târg pe câmp
tile-ca-09 = Târg lângă un cartier de oraș, două câmpuri
tile-ca-10 = Târg sub un cartier de oraș
tile-ca-11 = Târg la capătul unui drum, și un drum cotit de partea cealaltă
tile-ca-12 = Târg lângă o mănăstire, două câmpuri
