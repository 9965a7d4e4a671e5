# Testi delle parole del croupier nella riga delle azioni e degli errori tradotti.

train-line_hint = carta 3 · pagare 5 · scarti Banco

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Esercizio: { $drill }

table-box_owes = Casella della commissione { $place }: { $amount }
