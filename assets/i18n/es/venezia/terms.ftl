# La mesa de Venecia (punto-banco-venezia): la mano de la Banca se llama Banco, como en el paño.
# Solo redefine los términos de es/main.ftl (y es-AR los hereda); lo demás se toma de allí.

-banca = Banco
-La-banca = El Banco
-la-banca = el Banco
-de-la-banca = del Banco
-a-la-banca = al Banco

# En Venecia el empate es la Égalité, como está escrito en el paño. (Un archivo sin ningún mensaje
# no pasa `tallador check`.)
table-tie = Égalité
quiz-side-empate = Égalité
report-winner_tie = Égalité
rule-PAY-tie = Una apuesta a la Égalité que gana se paga 8 a 1: ocho veces lo apostado, y la apuesta queda.
quiz-terms-tie = La Égalité paga { $odds } a 1
quiz-why-pay_tie = La Égalité paga { $odds } a 1: { $stake } × { $odds } = { $pay }.
why-d2_tie = A { $stake } a la Égalité le corresponden { $due }: se paga { $odds } a 1 ({ $rule }).
why-result_tie = Égalité, y las apuestas a Punto y { -a-la-banca } no ganan ni pierden
why-wager_tie = a la Égalité
act-rien_ne_va_plus = rien ne va plus
