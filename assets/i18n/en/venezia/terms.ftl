# The Venice table (punto-banco-venezia): the banker hand is Banco, as on the layout. Only the
# terms of en/main.ftl are redefined here; everything else comes from there.

-banca = Banco

# In Venice the tie is the Égalité, as the layout says. (A file without any message does not pass
# `tallador check`.)
table-tie = Égalité
quiz-side-empate = Égalité
report-winner_tie = Égalité
rule-PAY-tie = A winning Égalité bet is paid 8 to 1: eight times its stake, and the stake stays.
quiz-terms-tie = Égalité pays { $odds } to 1
quiz-why-pay_tie = Égalité pays { $odds } to 1: { $stake } × { $odds } = { $pay }.
why-d2_tie = { $stake } on Égalité wins { $due }: it pays { $odds } to 1 ({ $rule }).
why-result_tie = Égalité, so the Punto and { -banca } bets stand off
why-wager_tie = Égalité
act-rien_ne_va_plus = rien ne va plus
