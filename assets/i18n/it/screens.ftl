# Testi delle parole del croupier nella riga delle azioni e degli errori tradotti.

train-line_hint = carta 3 · pagare 5 · scarti Banco

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Esercizio: { $drill }

table-box_owes = Casella della commissione { $place }: { $amount }
start-chips = Pagare con le fiche
start-chips_about = Ogni pagamento apre il vassoio delle fiche: taglia il pagamento con le fiche del tavolo (tasti 1–8 dalla più piccola, un clic, o scrivi pagare 5 1x25 4x5 3x0,25). L'importo è la somma delle fiche; la correzione mostra il minor numero di fiche.
editor-fewest_chips = Meno fiche
editor-fewest_chips_about = I pagamenti si tagliano con le fiche e ogni pagamento giusto deve usare il minor numero di fiche (CHIPS): un criterio del voto.
result-fewest_chips = Meno fiche: { $over } su { $payouts } pagamenti giusti con più fiche del necessario (nessuno ammesso)
tray-title = { $place }: pagamento di { $amount } in { $count } fiche
tray-pay = Paga
tray-take_back = Restituisci
tray-nothing_cut = Ancora niente: una fiche qui sotto (o il suo numero) ne prende una.
tray-close = Chiudi
tray-chip = Fiche da { $value } ({ $colour }), tasto { $key }
tray-chip_hover = Un clic prende una fiche; il clic destro la restituisce.
train-right_chips = Giusto: { $amount }, in { $given } fiche. Con meno fiche: { $fewest } (CHIPS)
train-right_fewest = Giusto: { $amount } con il minor numero di fiche, { $count } (CHIPS)
train-not_chips = «{ $text }» non è un pagamento in fiche (colonna { $column }). Esempio: pagare 5 1x25 4x5 3x0,25.
train-chips_off = In questa sessione i pagamenti non si tagliano con le fiche: scrivi l'importo (pagare 5 47,50) o inizia con «Pagare con le fiche».
train-no_such_chip = Questo tavolo non ha fiche da { $value }.
train-chips_not_a_pay = Le fiche vanno dopo un pagamento senza importo: pagare 5 1x25 4x5.
help-tray_chips = Vassoio aperto: una fiche di quel valore, dalla più piccola (0,25, 1, 5, 25 …)
help-tray_back = Vassoio aperto: restituire l'ultima fiche
help-tray_pay = Vassoio aperto: pagare quanto tagliato
quiz-drill-cut_payout = Tagliare il pagamento
quiz-about-cut_payout = Una puntata vincente: taglia il suo pagamento con le fiche del tavolo, con il minor numero di fiche (CHIPS); o la pila di un giocatore da cambiare di colore, nel minor numero di fiche dello stesso totale (CHIPS-colour).
quiz-q-cut = Taglia questo pagamento con le fiche, con il minor numero
quiz-keys-cut = 1–8 prendono una fiche (1 la più piccola) · un clic ne prende una · Backspace restituisce l'ultima · Invio paga
quiz-cut = Tagliato
quiz-answer-chips = { $chips } ({ $amount })
quiz-why-cut = { $working } ({ $rule }). Con meno fiche: { $fewest } (CHIPS)
quiz-why-cut_even = Alla pari: { $pay }
quiz-why-cut_banca_tenth = il 5 % di { $stake } = { $commission }: un decimo ({ $tenth }), a metà; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca = { $stake } × { $percent } % = { $commission }; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca_marked = Pagato per intero, { $pay }, e { $commission } segnati nella casella della commissione
quiz-why-cut_tie = Il pareggio paga { $odds } a 1: { $stake } × { $odds } = { $pay }
quiz-q-colour = Cambia di colore questa pila, con il minor numero di fiche
quiz-keys-colour = 1–8 prendono una fiche (1 la più piccola) · un clic ne prende una · Backspace restituisce l'ultima · Invio cambia
quiz-colour_up = Cambio di colore
quiz-short-colour = Cambio { $total }
quiz-why-colour = { $stack } = { $total }: il minor numero di fiche dello stesso totale è { $fewest } (CHIPS-colour)
