# Il tavolo di Venezia (punto-banco-venezia). In italiano la mano del banco è già il Banco in ogni
# tavolo: i termini restano quelli di it/main.ftl, ripetuti qui come nelle altre lingue.

-banca = Banco
-Il-banco = Il Banco
-il-banco = il Banco
-del-banco = del Banco
-al-banco = al Banco
-sul-banco = sul Banco

# A Venezia il pareggio è l'Égalité, come è scritto sul tappeto. (Un file senza alcun messaggio non
# passa `tallador check`.)
table-tie = Égalité
quiz-side-empate = Égalité
report-winner_tie = Égalité
rule-PAY-tie = Una puntata vincente sull'Égalité si paga 8 a 1: otto volte la posta, e la posta resta.
quiz-terms-tie = L'Égalité paga { $odds } a 1
quiz-why-pay_tie = L'Égalité paga { $odds } a 1: { $stake } × { $odds } = { $pay }.
why-d2_tie = A { $stake } sull'Égalité spettano { $due }: si paga { $odds } a 1 ({ $rule }).
why-result_tie = Égalité, e le puntate su Punto e { -sul-banco } non vincono né perdono
why-wager_tie = sull'Égalité
