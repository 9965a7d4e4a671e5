# Texts added with the dealer's words and the translated errors.

train-line_hint = draw 3 · pay 5 · discard banca

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Drill: { $drill }

table-box_owes = Commission box { $place }: { $amount }
