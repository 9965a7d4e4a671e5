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
