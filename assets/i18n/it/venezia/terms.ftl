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
