# The Venice table (punto-banco-venezia): the banker hand is Banco, as on the layout. Only the
# terms of en/main.ftl are redefined here; everything else comes from there.

-banca = Banco

# In Venice the tie is the Égalité, as the layout says. (A file without any message does not pass
# `tallador check`.)
table-tie = Égalité
quiz-side-empate = Égalité
report-winner_tie = Égalité
