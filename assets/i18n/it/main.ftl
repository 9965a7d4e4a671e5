# Testi dell'interfaccia in italiano, per il Casinò di Venezia. Istruzioni all'allievo con il «tu»
# imperativo; le voci di aiuto e dei menu all'infinito.

## Termini: la mano del Banco come la si nomina dentro una frase. In italiano è sempre il Banco;
## venezia/terms.ftl li ridefinisce come le altre lingue.
-banca = Banco
-Il-banco = Il Banco
-il-banco = il Banco
-del-banco = del Banco
-al-banco = al Banco
-sul-banco = sul Banco

mode-practice = Allenamento
mode-exam = Esame
mode-quiz = Esercizi
mode-audit_drill = Verifica

category-draw = Tabella
category-order = Ordine
category-money = Denaro
category-omission = Omissione
category-announce = Annuncio

start-subtitle = Allenamento per croupier · Punto Banco
start-language = Lingua
start-trainee = Nome
start-trainee_hint = Nome e cognome dell'allievo
start-table = Tavolo
start-mode = Modalità
start-practice_about = Correzione immediata; dopo un errore si riprova (conta solo il primo tentativo).
start-exam_about = Nessuna correzione fino alla fine; l'errore viene registrato e il colpo prosegue con l'azione corretta.
start-amounts = Esercitarsi su importi e cagnotte
start-amounts_about = Si scrive quanto si paga: paga 5 47,50.
start-situation = Situazione
start-library = Biblioteca
start-random = Casuale
start-file = File
start-library_empty = La biblioteca non ha situazioni per questo tavolo (cartella scenarios/). Scegline una casuale o apri un file.
start-library_problems = { $n ->
    [one] { $n } file della biblioteca non si è potuto leggere (tallador check scenarios/ spiega perché).
   *[other] { $n } file della biblioteca non si sono potuti leggere (tallador check scenarios/ spiega perché).
}
start-seed = Seme
start-new_seed = Altro seme
start-seed_about = Lo stesso seme dà sempre la stessa situazione: annotalo per ripeterla.
start-deal = Distribuire io le carte

menu-deal = Dare qui questa carta

start-places = Caselle o posti in gioco
start-focus = Esercitarsi soprattutto su
start-random_failed = Nessuna situazione casuale per questa scelta: { $why }

focus-any = Qualsiasi colpo
focus-banca_draws = { -Il-banco } chiede carta
focus-naturals = Naturali (di battuta)
focus-ties = Encart e pareggi
focus-third_card = Terze carte
focus-commission = Cagnotte
focus-commission_box = Casella della cagnotte (giocatori che se ne vanno, fine del sabot)
focus-venice_ties = Égalité
focus-wrong_declaration = Dichiarazioni errate
focus-colpo_in_bianco = Colpo in bianco
focus-no_punto_bet = Nessuna puntata su Punto
focus-about-any = Qualsiasi colpo: la procedura completa.
focus-about-banca_draws = Colpi in cui { -il-banco } prende la terza carta.
focus-about-naturals = Colpi con un naturale di 8 o 9: decisi di battuta.
focus-about-ties = Colpi con un pareggio: un encart, un pareggio o mani uguali.
focus-about-third_card = Colpi in cui Punto (una casella) prende la terza carta.
focus-about-commission = { -Il-banco } vince con una cagnotte che non è un'unità intera.
focus-about-commission_box = { -Il-banco } vince, giocatori se ne vanno e il sabot finisce: a un tavolo che segna la cagnotte si incassano le cagnotte.
focus-about-venice_ties = Pareggi a Venezia con puntate su Égalité da pagare.
focus-about-wrong_declaration = Colpi veneziani in cui il cliente dichiara male.
focus-about-colpo_in_bianco = Colpi veneziani senza puntate: il Bottone resta.
focus-about-no_punto_bet = Colpi veneziani senza puntata su Punto: le carte vanno al croupier.
start-random_notes = { $about } Distribuita con il seme { $seed }: lo stesso seme distribuisce sempre la stessa situazione.

start-path = File
start-browse = Sfoglia…
start-dialog_title = Apri una situazione
start-dialog_open = La finestra di selezione dei file è aperta…
start-no_file_chosen = Nessun file scelto. Se la finestra non è comparsa, questo sistema non ne ha una: scrivi il percorso del file.
start-start = Inizia
start-f1_hint = F1: scorciatoie da tastiera
start-projector = Proiettore: caratteri grandi e più contrasto
start-projector_about = Per un proiettore in aula o un monitor lontano: tutto più grande e il testo in bianco. Viene ricordato.
start-zoom_hint = Ctrl + / Ctrl − ingrandiscono o riducono · Ctrl 0 ripristina

help-zoom = Ingrandire / ridurre tutto · tornare alla dimensione della finestra
help-projector = Proiettore (caratteri grandi e più contrasto): la casella in alto a destra della schermata iniziale
help-words = Le azioni che si possono scrivere
help-list = Scegliere la situazione dall'elenco · iniziare

start-pick_a_situation = Scegli una situazione della biblioteca per questo tavolo.
start-pick_a_table = Scegli un tavolo.
start-bad_seed = «{ $seed }» non è un seme: scrivi un numero intero.
start-no_file = Scrivi il percorso di un file di situazione o usa «Sfoglia…».

table-box_n = Casella { $n }
table-seat_n = Posto { $n }
table-the_box_n = la casella { $n }
table-the_seat_n = il posto { $n }
card-suit_spades = P
card-suit_hearts = C
card-suit_diamonds = Q
card-suit_clubs = F
table-dealer = croupier
table-says_carta = Cliente: «Carta!»
table-says_no_carta = Cliente: «No carta»
table-shoe = Sabot
table-discard = Scarti
table-encart = ENCART
table-won_punto = vince Punto
table-won_banca = vince { -banca }
table-tie = pareggio
table-legend_casilleros = PUNTO Y BANCA
table-legend_pr = PUNTO BANCO
table-legend_venezia = PUNTO BANCO · VENEZIA

menu-draw = Terza carta
menu-stand = Stare
menu-collect = Ritirare
menu-pay = Pagare
menu-commission = Cagnotte
menu-collect_box = Incassare la cagnotte
menu-encart = Encart
menu-discard = Agli scarti
menu-discard_banca = Carte { -del-banco } agli scarti
menu-discard_all = Tutto agli scarti
menu-reveal = Scoprire
menu-announce_punto = Annunciare Punto
menu-announce_result = Annunciare il risultato
menu-give_cards = Dargli le carte
menu-give_cards_dealer = Carte al croupier
menu-rien_ne_va_plus = Rien ne va plus
menu-pass_shoe = Passargli il sabot
menu-pass_button = Passargli il Bottone

act-draw_box = terza carta a { $n }
act-draw_punto = terza carta a Punto
act-draw_banca = terza carta { -al-banco }
act-deal_box = distribuire una carta a { $n }
act-deal_punto = distribuire a Punto
act-deal_banca = distribuire { -al-banco }
act-stand_punto = Punto sta
act-stand_banca = { -il-banco } sta
act-reveal_banca = scoprire { -il-banco }
act-collect = ritirare { $n }
act-pay = pagare { $n }
act-pay_amount = pagare { $amount } a { $n }
act-commission = segnare { $amount } di cagnotte a { $n }
act-collect_commission = incassare per { $n } la casella della cagnotte, { $amount }
act-encart = encart a { $n }
act-discard_box = { $n } agli scarti
act-discard_banca = le carte { -del-banco } agli scarti
act-discard_all = tutte le carte agli scarti
act-announce_punto = annunciare Punto { $x }
act-announce_result = annunciare { -banca } { $b }, Punto { $p }
act-give_cards = { $n } riceve le carte di Punto
act-give_cards_dealer = le carte di Punto al croupier
act-rien_ne_va_plus = rien ne va plus
act-pass_shoe = { $n } riceve il sabot
act-pass_button = { $n } riceve il Bottone

train-step = Passo { $step }
train-round_step = Colpo { $round } di { $rounds } · passo { $step }
train-question = Qual è la prossima azione?
train-right = Corretto
train-you_chose = Hai scelto: { $action }.
train-acceptable = Corretto qui: { $actions }
train-try_again = Riprova (questo passo conta già come errore).
train-exam_note = Esame: le correzioni si vedono alla fine.
train-practice_note = Scegli un posto, { -il-banco } o il croupier e un'azione, oppure scrivi l'azione.
train-hint_is = Suggerimento: { $action } ({ $told })
train-log_error = Impossibile salvare il registro: { $error }. La sessione continua in memoria e il salvataggio si ritenta a ogni passo.
train-retry_write = Riprova ora
train-history = Cronologia
train-hint = Suggerimento
train-end = Termina
train-confirm_end = Terminare la sessione e vedere il riepilogo?
train-confirm_end_keys = Invio termina · Esc torna al tavolo
train-keep_going = Continua
train-help = Aiuto
train-score = Corrette { $right }/{ $total } · { $percent }
train-exam_progress = Passi con risposta: { $n }
train-times = ultimo { $last } · media { $mean }
train-selected = Selezione: { $what }
train-selected_dealer = Azioni del croupier sul tavolo
train-pick_something = Scegli sul tavolo un posto, { -il-banco } o il croupier (con ← → o un clic)
train-type_action = oppure scrivi l'azione:
train-line_tips = Invio conferma · Tab completa · ← → e i numeri scelgono sul tavolo · Esc lascia la riga
train-suggestions = Tab completa: { $list }
train-not_an_action = «{ $text }» non è un'azione (colonna { $column }). Esempi: carta 3, pagare 5, scarti Banco.
train-place_out_of_range = Questo tavolo ha posti dall'1 al { $max }.

summary-title = Riepilogo della sessione
summary-first_try = Corrette al primo tentativo: { $right } su { $total }
summary-unfinished = La sessione è finita prima della fine della situazione.
summary-times = Tempo per decisione: mediana { $median }, media { $mean }; totale { $total }
summary-hints_retries = Suggerimenti: { $hints } · nuovi tentativi: { $retries }
summary-category = Categoria
summary-steps = Decisioni di questo tipo
summary-right = Corrette al primo tentativo
summary-percent = %
summary-mistakes = Errori di questo tipo
summary-table_note = Ogni primo tentativo conta in una sola riga: un errore nel tipo della regola che ha violato (come lo chiamano la correzione e il voto dell'esame), una decisione corretta nel tipo del suo passo. Corrette + Errori = Decisioni, meno quelle con un suggerimento.
summary-log = Registro della sessione
summary-no_log_folder = Non c'è una cartella dei dati: il registro è rimasto solo in memoria.
summary-open_folder = Apri la cartella
summary-cannot_open_folder = Impossibile aprire la cartella
summary-cannot_open_folder_at = Impossibile aprire la cartella: { $folder }
summary-copy_path = Copia il percorso e aprilo nel gestore dei file.
summary-again = Ripeti la situazione
summary-new = Nuova sessione
summary-mistakes_title = Errori (scegline uno per vedere il tavolo in quel momento)
summary-no_mistakes = Nessun errore. Ottimo lavoro!
summary-mistake_row = Colpo { $round }, passo { $step }: { $choice } → { $expected } · { $rule } { $category }
summary-at_that_moment = Hai scelto «{ $choice }»; la procedura voleva «{ $expected }».

help-title = Scorciatoie da tastiera
help-f1 = Mostrare o nascondere questo aiuto
help-hint = Suggerimento: l'azione corretta (solo in allenamento; il passo conta come errore)
help-focus_line = Scrivere l'azione
help-tab = Completare l'azione scritta
help-enter = Confermare l'azione scritta
help-escape = Smettere di scrivere / togliere la selezione
help-arrows = Scegliere un posto, { -il-banco }, Punto o il croupier
help-end = Terminare la sessione e vedere il riepilogo
help-new = Nuova sessione
help-move_focus = Passare da un controllo all'altro
help-activate = Attivare il controllo
help-start = Iniziare
help-mistakes = Scorrere gli errori
help-again = Ripetere la situazione
help-close = Chiudere

rule-T1 = Le carte escono da un sabot di più mazzi da 52 carte, e il seme non conta mai.
rule-T2 = L'asso vale 1, dal 2 al 9 il proprio numero, il 10 e le figure 0; il totale è la somma senza le decine (K+5 = 5, 4+7 = 1).
rule-T3 = Un 8 o un 9 con due carte è un naturale: nessuno chiede carta e il colpo si decide di battuta (il 9 batte l'8).
rule-T4 = Punto chiede la terza carta con 0-5 e sta con 6 o 7.
rule-T5 = { -Il-banco } sta con 7; se Punto sta, chiede con 0-5; se Punto ha preso carta, decide secondo la tabella in base a quella carta (con 3 sta contro un 8, con 4 chiede contro 2-7, con 5 contro 4-7, con 6 contro 6 o 7).
rule-T6 = Ogni lato prende al massimo una terza carta; vince il totale più alto e a totali uguali è pareggio.
rule-PAY-punto = Una puntata vincente su Punto si paga alla pari: quanto la posta.
rule-PAY-banca = Una puntata vincente { -sul-banco } si paga alla pari meno il 5 % di cagnotte, arrotondato per difetto al centesimo (10,00 vince 9,50; 0,47 vince 0,44).
rule-PAY-mark = A un tavolo che segna la cagnotte, la puntata { -sul-banco } si paga per intero e la cagnotte si segna nella casella della cagnotte di quel posto subito dopo il pagamento.
rule-PAY-tie = Una puntata vincente sul pareggio si paga 8 a 1: otto volte la posta, e la posta resta.
rule-PLACES = Giocano solo i posti con una puntata: solo loro ricevono carte e vengono liquidati, e «il giocatore successivo» è il prossimo posto occupato a destra.
rule-CAS-deal = Il croupier dà una carta a ogni casella in gioco da sinistra a destra, poi una { -al-banco }, e ripete il giro.
rule-CAS-a = Se { -il-banco } ha un naturale e batte tutte le caselle, in ogni casella si ritirano le puntate su Punto, si pagano quelle { -sul-banco } e si tolgono le carte, casella per casella.
rule-CAS-b = Con un naturale { -del-banco } tutte le caselle si liquidano subito, di battuta, ciascuna per intero: anche quelle che pareggiano o vincono.
rule-CAS-c = Una casella con 8 o 9 vince di battuta prima di qualsiasi terza carta: si liquida per intero e poi si prosegue con i colpi da definire.
rule-CAS-d = Con { -il-banco } a 7: prima le terze carte delle caselle con 0-5, da sinistra a destra, poi si liquidano tutte da sinistra a destra.
rule-CAS-e = Prima tutte le terze carte da sinistra a destra; poi si liquidano, da sinistra a destra, le caselle contro cui { -il-banco } sta, e solo allora { -il-banco } prende la sua carta.
rule-CAS-f = Dopo la terza carta { -del-banco } si liquidano le caselle contro cui ha chiesto carta, da destra a sinistra.
rule-CAS-g = Ogni casella si liquida come un'unità: ritirare ciò che perde, pagare ciò che vince e mandare le sue carte agli scarti; un pareggio si dichiara encart prima degli scarti.
rule-PR-deal = Si distribuisce nell'ordine Punto, { -banca }, Punto, { -banca }.
rule-PR-natural = Se Punto o { -il-banco } hanno un naturale (8 o 9), nessuno chiede carta e si passa ad annunciare il risultato.
rule-PR-punto = Punto parla per primo: chiede con 0-5, sta con 6 o 7, e dopo la sua terza carta se ne annuncia il totale.
rule-PR-banca = { -Il-banco } chiede o sta secondo la tabella, guardando la terza carta di Punto.
rule-PR-announce = Prima di toccare le puntate si annuncia il risultato: prima { -il-banco } e poi Punto.
rule-PR-settle = Prima si ritirano tutte le puntate perdenti e poi si pagano le vincenti; in caso di pareggio le puntate su Punto e { -sul-banco } non vincono né perdono e si paga il pareggio.
rule-PR-discard = Liquidato il colpo, tutte le carte vanno agli scarti.
rule-PR-shoe = Quando vince Punto in un colpo con puntate, il sabot passa al giocatore successivo a destra.
rule-VE-close = Prima di distribuire, il croupier chiude le puntate con «rien ne va plus».
rule-VE-deal = Si distribuiscono quattro carte coperte: la 1ª e la 3ª a Punto, a destra; la 2ª e la 4ª { -al-banco }, a sinistra.
rule-VE-give = Le carte di Punto vanno al posto con la puntata più alta su Punto; a puntate uguali vale l'ordine che parte dal Bottone, e senza puntate su Punto le gioca il croupier.
rule-VE-declare = Il cliente dice «carta» o «no carta», ma decide la tabella: con 0-5 Punto chiede e con 6 o 7 sta, qualunque cosa dica.
rule-VE-reveal = Dopo la dichiarazione il croupier scopre { -il-banco }, che chiede o sta secondo la tabella.
rule-VE-announce = Si annuncia prima il totale { -del-banco } e poi quello di Punto.
rule-VE-settle = Si ritirano le perdenti e poi si pagano le vincenti; in caso di pareggio il colpo è nullo e si paga l'Égalité.
rule-VE-button = Dopo gli scarti il Bottone passa al giocatore successivo a destra, tranne dopo un colpo senza puntate (colpo in bianco).
rule-PAY-box = A un tavolo che segna la cagnotte, la casella di ogni posto somma i suoi segni lungo tutto il sabot; quando il giocatore se ne va o il sabot finisce, dopo i pagamenti del colpo e prima degli scarti, il croupier incassa per intero ciascuna di quelle caselle, in ordine crescente di posto. Una casella vuota non si incassa.
rule-CHIPS = Un pagamento si fa con le fiche del tavolo: l'importo che dà la sua regola di pagamento, nel minor numero di fiche che lo compongono (la fiche più grande che ci sta, poi la seguente). L'importo giusto in più fiche è giusto nel denaro; un esercizio, e un esame che lo chiede, vogliono il minor numero di fiche.
rule-CHIPS-colour = Cambio di colore: la pila di fiche piccole di un giocatore si cambia nel minor numero di fiche dello stesso totale, prima le più grandi che ci stanno.

quiz-open = Esercizi rapidi
quiz-title = Esercizi
quiz-subtitle = La tabella, i totali, i pagamenti e l'ordine, finché vengono senza pensarci. Ciò che sbagli torna più spesso.
quiz-trainee = Nome
quiz-table = Tavolo
quiz-no_name = Senza nome la cronologia si salva come «trainee»: scrivi il tuo nome perché sia tua.
quiz-drill-mixed = Misto
quiz-drill-third_card = Terza carta
quiz-drill-totals = Totali
quiz-drill-payouts = Pagamenti e cagnotte
quiz-drill-box_order = Ordine delle caselle
quiz-drill-venice = Precedenza (Venezia)
quiz-drill-deal = La distribuzione
quiz-about-mixed = Tutti gli esercizi di questo tavolo, mescolati.
quiz-about-third_card = Chiede o sta? Ogni casella della tabella (T5) e la riga di Punto (T4).
quiz-about-totals = Due o tre carte: quanto fanno? I naturali, a colpo d'occhio.
quiz-about-payouts = Una puntata vincente: quanto si paga e quanto si segna? Importi tondi e insoliti.
quiz-about-box_order = Dopo le terze carte: in che ordine si liquidano le caselle?
quiz-about-venice = Puntate e Bottone: chi riceve le carte di Punto?
quiz-about-deal = Un tavolo con puntate: a quale mano va la carta N della distribuzione?
quiz-learned = { $n } su { $total } acquisite
quiz-start = Inizia
quiz-heatmap = Mappa della tabella
quiz-back = Indietro
quiz-menu = Altro esercizio
quiz-again = Ancora
quiz-menu_keys = 1–{ $last } sceglie l'esercizio · Invio inizia · M mappa della tabella · Esc torna all'inizio · { $length } risposte per serie
quiz-progress = { $n } / { $total }
quiz-score = Corrette { $right }/{ $total } · { $percent }
quiz-streak = Serie { $n } · record { $best }
quiz-q-banca = { -Il-banco } chiede carta o sta?
quiz-q-punto = Punto chiede carta o sta?
quiz-q-total = Quanto fa?
quiz-q-payout = Quanto si paga?
quiz-q-payout_marked = Quanto si paga e quanto si segna?
quiz-q-order = In che ordine si liquidano le caselle?
quiz-q-reader = Chi riceve le carte di Punto?
quiz-q-deal = Dove va la carta { $n } di { $cards }?
quiz-hand-punto_third = PUNTO · 3ª carta { $v }
quiz-hand-punto_stood = PUNTO  { $p } · sta
quiz-side-punto = Punto
quiz-side-banca = { -banca }
quiz-side-empate = Pareggio
quiz-the_banca = { -il-banco }
quiz-the_banco = il Banco
quiz-the_punto = Punto
quiz-wins = Vince { $side }
quiz-terms-deducted = { -banca }: cagnotte del { $percent } % detratta (il centesimo, per difetto)
quiz-terms-marked = { -banca }: si paga per intero e la cagnotte del { $percent } % si segna nella casella della cagnotte
quiz-terms-even = Punto paga alla pari
quiz-terms-tie = Il pareggio paga { $odds } a 1
quiz-draw = Chiede
quiz-stand = Sta
quiz-pay = Pagare
quiz-mark = Segnare
quiz-order = Ordine
quiz-seat = Posto
quiz-box = Casella
quiz-ok = Fatto
quiz-answer-pay = pagare { $amount }
quiz-answer-mark = segnare { $amount }
quiz-keys-draw = D chiede · S sta
quiz-keys-total = Scrivi la cifra, da 0 a 9
quiz-keys-payout = Scrivi l'importo (24,22 o 24.22) e Invio · Backspace cancella
quiz-keys-payout_marked = Il pagamento, Tab, la cagnotte segnata e Invio · Backspace cancella
quiz-keys-order = Tocca le caselle in ordine o scrivi i loro numeri (5 3 1) e Invio · Backspace cancella
quiz-keys-reader = Tocca il posto o scrivi il suo numero · 0 = il croupier
quiz-keys-deal_boxes = Tocca la mano o scrivi il numero della casella · B = { -banca }
quiz-keys-deal_hands = P = Punto · B = { -banca }
quiz-side_keys = Esc termina la serie · F1 scorciatoie
quiz-not_amount = «{ $text }» non è un importo: scrivi, per esempio, 24,22.
quiz-need_mark = Manca la cagnotte da segnare: Tab e scrivila.
quiz-need_boxes = Mancano caselle: finora { $n } su { $total }.
quiz-continue = Continua
quiz-continue_hint = Leggi il perché e continua con Invio o Spazio.
quiz-first_note = Rispondi in fretta: ogni risposta è cronometrata. Ciò che sbagli o a cui rispondi lentamente torna presto.
quiz-right_in = Corretto · { $time } · { $rule }
quiz-wrong_rule = { $category } · { $rule }
quiz-your_answer = La tua risposta: { $answer }
quiz-correct_answer = Quella corretta: { $answer }
quiz-slow = Giusto, ma lento: tornerà presto.
quiz-recent = Ultime risposte
quiz-log_error = Impossibile scrivere: { $error }
quiz-cannot_start = L'esercizio non può iniziare: { $error }.
quiz-history_problem = La cronologia precedente non si è potuta leggere ed è stata messa da parte ({ $error }); ne inizia una nuova.
quiz-results = Risultato della serie
quiz-results_right = { $right } su { $total } corrette
quiz-results_times = Mediana { $median } per risposta · { $per_minute } risposte al minuto
quiz-results_streak = Serie migliore: { $n }
quiz-log_at = Registro: { $path }
quiz-mistakes = Da ripassare
quiz-no_mistakes = Nessun errore. Ottimo lavoro!
quiz-row-0 = con 0, 1 o 2 { -il-banco } chiede sempre
quiz-row-3 = con 3 chiede tranne contro un 8
quiz-row-4 = con 4 chiede contro 2-7
quiz-row-5 = con 5 chiede contro 4-7
quiz-row-6 = con 6 chiede solo contro 6 o 7
quiz-row-7 = con 7 sta sempre
quiz-why-total = { $sum }: conta solo l'ultima cifra, { $total }.
quiz-why-natural = { $sum } con due carte: naturale di { $total }, nessuno chiede carta.
quiz-why-pay_punto = Punto paga alla pari: { $stake }.
quiz-why-pay_banca = { -banca } paga { $stake } meno il { $percent } %: { $pay } (il centesimo si arrotonda per difetto).
quiz-why-pay_banca_marked = Si paga per intero, { $pay }, e si segna la cagnotte del { $percent } %: { $mark }, la differenza tra { $pay } e { $net } (il pagamento con la cagnotte detratta, arrotondato per difetto).
quiz-why-pay_tie = Il pareggio paga { $odds } a 1: { $stake } × { $odds } = { $pay }.
quiz-why-order_mixed = { -Il-banco } ({ $b }) sta contro { $stands }: prima quelle, da sinistra a destra; poi prende la sua terza carta e liquida { $draws }, da destra a sinistra.
quiz-why-order_stands = { -Il-banco } ({ $b }) sta contro tutte: da sinistra a destra, { $stands }.
quiz-why-order_draws = { -Il-banco } ({ $b }) chiede contro tutte: dopo la sua terza carta, da destra a sinistra, { $draws }.
quiz-why-reader_single = La puntata più alta su Punto ({ $stake }) è a { $seat }: riceve lui le carte.
quiz-why-reader_tie = Puntate uguali su Punto ({ $stake }) ai posti { $tied }: la precedenza parte dal Bottone, che è a { $holder }, verso destra: le riceve { $seat }.
quiz-why-reader_dealer = Nessuna puntata su Punto: le carte di Punto le gioca il croupier.
quiz-why-deal = Distribuzione: { $order }. La carta { $n } è per { $owner }.
quiz-short-banca = { -banca } { $b } · 3ª carta { $v }
quiz-short-banca_stood = { -banca } { $b } · Punto sta
quiz-short-punto = Punto { $p }
quiz-short-total = Totale di { $cards }
quiz-short-payout = { $stake } su { $side }
quiz-short-order = { $n ->
    [one] Ordine di { $n } casella
   *[other] Ordine di { $n } caselle
}
quiz-short-reader = Bottone al posto { $holder }
quiz-short-deal = Carta { $n } di { $cards }
quiz-heat-title = Mappa della tabella
quiz-heat-about = Come rispondi su ogni casella della tabella, in tutte le tue serie: verde giusto, rosso sbagliato, grigio non ancora chiesto. La lettera è la regola: D chiede, S sta.
quiz-heat-third = Terza carta di Punto (– = Punto sta)
quiz-heat-banca = { -banca }
quiz-heat-punto_row = Punto con due carte (T4)
quiz-heat-cell_name = { -banca } { $b } contro { $v }
quiz-heat-cell_name_stood = { -banca } { $b }, Punto sta
quiz-heat-punto_name = Punto { $p }
quiz-heat-cell = { $name }: { $right } su { $seen } giuste
quiz-heat-cell_new = { $name }: non ancora chiesto
quiz-heat-by_drill = Per esercizio
quiz-heat-drill_line = { $percent } % su { $seen }
quiz-heat-answers = { $n ->
    [one] { $n } risposta in tutto.
   *[other] { $n } risposte in tutto.
}
quiz-heat-empty = Ancora nessuna risposta: fai una serie di terza carta.
quiz-heat-legend_bad = sbagliato
quiz-heat-legend_half = a metà
quiz-heat-legend_good = giusto
quiz-help-pick = Scegliere l'esercizio (nel menu)
quiz-help-draw = Chiede / sta
quiz-help-digits = Totali, importi, caselle e posti
quiz-help-enter = Confermare ciò che si è scritto · continuare dopo un errore
quiz-help-tab = Passare dal pagamento alla cagnotte (cagnotte segnata)
quiz-help-map = Mappa della tabella (nel menu e nel risultato)
quiz-help-escape = Terminare la serie / tornare indietro
quiz-why-reader_holder = Puntate uguali su Punto ({ $stake }) ai posti { $tied }; la precedenza parte dal Bottone, che è a { $seat }: le riceve lui.

tools-title = Per istruttori e ispettori
tools-review = Rivedere un registro
tools-review_about = Una sessione passo per passo: il tavolo, l'azione attesa e quella scelta, l'integrità.
tools-overview = Riepilogo della classe
tools-overview_about = Una cartella di registri: una riga per allievo, grafici, CSV.
tools-inspector = Ricostruire un colpo
tools-inspector_about = Comporre un colpo contestato, verificare ciò che ha fatto il croupier, stampare il rapporto.
tools-audit_drill = Prova di verifica
tools-audit_drill_about = Fermare gli errori nascosti di un croupier e nominare la regola.
tools-back = Indietro
tools-browse = Cerca…

help-back = Tornare alla schermata iniziale
help-review_steps = Passo precedente / successivo tra quelli mostrati
help-review_ends = Primo / ultimo passo mostrato
help-review_pages = Dieci passi indietro / avanti
help-review_mistakes = Solo errori, sì o no
help-overview_rows = Allievo precedente / successivo
help-overview_open = Rivedere l'ultima sessione dell'allievo scelto
help-overview_csv = Esportare la tabella in CSV
help-inspector_add_card = Nel campo della carta: aggiungere la carta (9Q, 10C, KP …; P picche, C cuori, Q quadri, F fiori)
help-inspector_pick_card = Scegliere la carta precedente / successiva del sabot
help-inspector_move_card = Spostare la carta scelta prima / dopo nel sabot
help-inspector_delete_card = Eliminare la carta scelta
help-inspector_save = Salvare il caso (scenario e azioni)
help-drill_pass = L'azione del croupier è corretta: continuare
help-drill_stop = Alt! L'azione è sbagliata (poi nominare la regola)
help-drill_pick = Scorrere le regole e nominarne una
help-drill_cancel = Chiudere l'elenco delle regole (o tornare indietro)
help-drill_start = Iniziare l'esercitazione

review-title = Revisione
review-header = { $trainee } · { $mode } · { $table } · «{ $title }» · { $date }
review-no_name = (senza nome)
review-open_title = Apri un registro di sessione
review-col_date = Data
review-col_trainee = Allievo
review-col_table = Tavolo
review-col_title = Situazione
review-col_mode = Modalità
review-col_score = Corrette al primo tentativo
review-unreadable = illeggibile
review-unfinished_score = { $score } (non finita)
review-dialog_title = Apri un registro di sessione
review-path = File del registro
review-open = Apri
review-cannot_open = Impossibile aprire il registro: { $error }
review-logs_in = Registri di sessione in { $folder }
review-no_folder = Questo computer non ha una cartella dei dati: scrivi il percorso di un registro.
review-no_logs = Ancora nessun registro di sessione qui.
review-intact = Integro
review-intact_about = Il registro è esattamente come è stato scritto: ogni passo corrisponde al suo hash.
review-altered_step = Alterato al passo { $n }
review-altered_header = Alterato nell'intestazione
review-altered_summary = Alterato nel riepilogo
review-altered_about = Il contenuto non corrisponde più al suo hash: il file è stato modificato dopo essere stato scritto.
review-go_to_step = Vai al passo { $n }
review-summary_line = { $mistakes ->
    [one] { $percent } al primo tentativo ({ $right } su { $total }) · mediana { $median } · { $mistakes } errore
   *[other] { $percent } al primo tentativo ({ $right } su { $total }) · mediana { $median } · { $mistakes } errori
}
review-unfinished = La sessione è finita prima della fine della situazione.
review-mistakes_only = Solo errori
review-all_categories = Tutte le categorie
review-all_rules = Tutte le regole
review-showing = { $shown ->
    [one] { $shown } passo su { $total } in vista
   *[other] { $shown } passi su { $total } in vista
}
review-none_shown = Nessun passo corrisponde ai filtri.
review-row_right = Passo { $n }: { $choice }, giusto
review-row_wrong = Passo { $n }: { $choice }, sbagliato
review-step_title = Passo { $n } di { $total }
review-position = colpo { $round }, passo { $step }
review-try_n = tentativo { $n }
review-hinted = dopo un suggerimento
review-decided_in = deciso in { $time }
review-expected = Azione attesa
review-chosen = Azione scelta
review-also_acceptable = Valeva anche: { $list }
review-right = Giusto
review-wrong = Sbagliato
review-chips = In fiche: { $chips }: { $count } fiche
review-chips_fewest = In fiche: { $chips }: { $count } fiche; il minimo, { $fewest }
review-applied = L'esame è proseguito con: { $action }
review-drill_expected = La procedura voleva
review-drill_dealer = Il croupier ha fatto
review-drill_call_right = La decisione dell'allievo era giusta
review-drill_call_wrong = La decisione dell'allievo era sbagliata
review-drill_end = Nient'altro: il colpo era finito
review-table_before = Il tavolo prima di questo passo
review-no_table = Impossibile disegnare il tavolo: { $reason }

overview-title = Riepilogo della classe
overview-subtitle = Una cartella di registri di sessione, una riga per allievo
overview-folder = Cartella
overview-pick_folder = Scegli la cartella dei registri di sessione
overview-load = Leggi la cartella
overview-folder_about = Si leggono tutti i registri di sessione della cartella e delle sue sottocartelle; gli altri file si ignorano.
overview-not_a_folder = «{ $folder }» non è una cartella.
overview-csv = File CSV
overview-save_csv = Salva la tabella in CSV
overview-export = Esporta CSV
overview-csv_written = La tabella è stata salvata in { $path }.
overview-csv_failed = Impossibile salvare la tabella in { $path }: { $error }
overview-status = { $logs ->
    [one] { $logs } registro di sessione
   *[other] { $logs } registri di sessione
} · { $trainees ->
    [one] { $trainees } allievo
   *[other] { $trainees } allievi
}
overview-altered_left_out = { $n ->
    [one] { $n } registro alterato escluso dalle cifre
   *[other] { $n } registri alterati esclusi dalle cifre
}
overview-problems = { $n ->
    [one] { $n } file non si è potuto leggere
   *[other] { $n } file non si sono potuti leggere
}
overview-no_logs = Nessun registro di sessione in questa cartella.
overview-trainee = Allievo
overview-sessions = Sessioni
overview-accuracy = Corrette
overview-median = Tempo mediano
overview-weakest = Regole più deboli (errori)
overview-altered = Alterati
overview-table_about = Solo primi tentativi. Scegli un allievo per vedere solo i suoi grafici e le sue sessioni (Invio rivede l'ultima).
overview-chart_accuracy = Corrette per sessione
overview-chart_time = Tempo mediano per decisione, per sessione
overview-chart_rules = Errori per regola
overview-rule_count = { $n ->
    [one] { $n } errore
   *[other] { $n } errori
}
overview-session_axis = Sessione
overview-mistakes_axis = Errori
overview-no_mistakes = Nessun errore.
overview-sessions_of = Sessioni di { $trainee }
overview-review = Rivedi

inspector-title = Ricostruire un colpo contestato
inspector-subtitle = Il colpo come lo conosce l'ispettore, e ciò che dice la procedura
inspector-the_hand = Il colpo
inspector-case_title = Caso
inspector-case_title_hint = Tavolo 3, 21:40, reclamo del posto 5
inspector-table = Tavolo
inspector-shoe_at = Sabot al posto
inspector-button_at = Bottone al posto
inspector-seats = Posti occupati
inspector-seats_hint = solo se c'erano posti occupati senza puntate: 2 4 6
inspector-declaration = Il cliente ha detto
inspector-declaration_none = Ciò che dice la tabella
inspector-carta = carta
inspector-no_carta = no carta
inspector-bets = Puntate
inspector-box = Casella
inspector-seat = Posto
inspector-amount = Importo
inspector-remove = Togli
inspector-remove_bet = Togli questa puntata
inspector-add_bet = Aggiungi una puntata
inspector-cards = Le carte, nell'ordine in cui sono uscite dal sabot
inspector-cards_about = Scrivi una carta e premi Invio (9Q, 10C, KP: semi P picche, C cuori, Q quadri, F fiori); va dopo la carta scelta. Sotto ogni carta: la mano che l'ha ricevuta.
inspector-no_cards = Ancora nessuna carta.
inspector-card = Carta
inspector-add_card = Aggiungi
inspector-earlier = ← Prima
inspector-later = Dopo →
inspector-delete = Elimina
inspector-paste = Incolla un elenco
inspector-add_list = Aggiungi queste carte
inspector-clear_cards = Togli tutte le carte
inspector-card_label = Carta { $n }: { $card } → { $to }
inspector-unused = non usata
inspector-dealer_did = Ciò che ha fatto il croupier (facoltativo)
inspector-dealer_did_about = Un'azione per riga, nel linguaggio delle azioni: draw 2, collect 3, pay 5 47.50, discard banca …
inspector-actions = Azioni
inspector-action_forms = Un'azione per riga, come la accetta l'allenatore: { $forms }; oppure nel linguaggio delle azioni: { $codes }.
inspector-action_forms_code = Un'azione per riga, come la accetta l'allenatore: { $codes }.
inspector-at_line = Riga { $line }, colonna { $column }: { $message }
inspector-files = File e rapporto
inspector-inspector_name = Ispettore
inspector-inspector_hint = Nome dell'ispettore di gioco che firma il rapporto
inspector-case_file = File del caso
inspector-save_title = Salva il caso
inspector-save = Salva il caso
inspector-saved = Salvato: { $files }
inspector-report_file = Rapporto
inspector-report_title = Salva il rapporto
inspector-export_report = Esporta il rapporto da stampare (HTML)
inspector-report_written = Il rapporto è stato salvato in { $path }: aprilo in un browser per stamparlo.
inspector-cannot_write = Impossibile scrivere { $path }: { $error }
inspector-fix_first = Prima correggi i problemi segnati in rosso.
inspector-open_file = Apri un caso
inspector-open_title = Apri un caso (file di scenario)
inspector-open = Apri
inspector-reconstruction = Ricostruzione
inspector-start_typing = Inserisci il colpo a sinistra: il tavolo, le puntate e le carte. La ricostruzione compare qui.
inspector-problems = { $n ->
    [one] { $n } problema nel colpo: è segnato in rosso a sinistra. La ricostruzione compare quando è corretto.
   *[other] { $n } problemi nel colpo: sono segnati in rosso a sinistra. La ricostruzione compare quando sono corretti.
}
inspector-hands = Le mani
inspector-hand = Mano
inspector-hand_cards = Carte
inspector-total = Totale
inspector-cards_left = { $n ->
    [one] { $n } carta in più nell'elenco: la successiva del sabot, non usata in questo colpo.
   *[other] { $n } carte in più nell'elenco: le successive del sabot, non usate in questo colpo.
}
inspector-holder_line = Sabot o Bottone al posto { $start } all'inizio; al posto { $end } dopo il colpo.
inspector-procedure = La procedura corretta
inspector-number = #
inspector-action = Azione
inspector-in_words = A parole
inspector-rule = Regola
inspector-results = Risultati e pagamenti
inspector-place = Posto
inspector-winner = Risultato
inspector-paid = Pagato (vincita)
inspector-collected = Ritirato
inspector-commission = Cagnotte segnata
inspector-no_actions = Scrivi ciò che ha fatto il croupier (a sinistra) per confrontarlo con la procedura.
inspector-against_dealer = A confronto con ciò che ha fatto il croupier
inspector-no_deviation = Nessuno scostamento
inspector-no_deviation_about = Il croupier ha seguito la procedura.
inspector-deviations = { $n ->
    [one] { $n } scostamento
   *[other] { $n } scostamenti
}
inspector-deviations_about = Ognuno con il passo delle azioni del croupier, la sua riga, la regola e il tipo di errore.
inspector-step = Passo
inspector-line = Riga
inspector-expected = Azione attesa
inspector-did = Ha fatto
inspector-category = Tipo
inspector-end_of_hand = la fine del colpo
inspector-nothing = niente
inspector-money = Il denaro in ogni posto
inspector-should = Doveva ricevere (netto)
inspector-gave = Il croupier ha dato (netto)
inspector-difference = Differenza
inspector-difference_about = Importi netti dal lato del giocatore: vincite pagate meno puntate ritirate. Una differenza positiva vuol dire che il giocatore ha ricevuto troppo.

drill-title = Prova di verifica
drill-log_title = Prova di verifica: { $table } (seme { $seed })
drill-about = L'applicazione distribuisce un colpo e riproduce ciò che ha fatto un croupier, azione per azione, con errori nascosti. Lascia passare ogni azione corretta; ferma ogni azione sbagliata e nomina la regola che viola. Viene valutata e registrata come ogni sessione.
drill-errors = Errori nascosti
drill-kinds_about = Errori possibili: una carta chiesta male, passi fuori ordine, la cagnotte non segnata, un perdente pagato, una casella o un posto saltato, il Bottone passato dopo un colpo in bianco.
drill-start = Inizia l'esercitazione
drill-cannot_start = L'esercitazione non può iniziare: { $error }
drill-action_n = Azione { $n } di { $total } del croupier
drill-pass = Corretta, avanti
drill-stop = Alt! È sbagliata
drill-pick_rule = Quale regola viola?
drill-cancel = Annulla
drill-passed = Bene: quell'azione era corretta.
drill-caught = Individuato: { $rule } · { $category }.
drill-missed = Ti è sfuggito: quell'azione era sbagliata. La procedura voleva { $expected } ({ $rule } · { $category }).
drill-false_alarm = Quell'azione era corretta (segue { $rule }): fermarla è stato un falso allarme.
drill-wrong_rule = Giusto fermarla, ma la regola è { $rule } ({ $category }), non { $named }.
drill-history = Decisioni finora
drill-table_before = Il tavolo prima dell'azione del croupier
drill-finished = Esercitazione terminata
drill-found = Errori trovati: { $caught } su { $planted } · { $false ->
    [one] 1 falso allarme
   *[other] { $false } falsi allarmi
}
drill-caught_n = Errori nascosti individuati: { $caught } su { $total }
drill-false_alarms = Falsi allarmi: { $n }
drill-planted_list = Gli errori nascosti
drill-kind_wrong_draw = Una carta chiesta male
drill-kind_wrong_order = Passi fuori ordine
drill-kind_wrong_commission = Cagnotte non segnata
drill-kind_pays_loser = Un perdente pagato
drill-kind_skipped_place = Una casella o un posto saltato
drill-kind_button_after_colpo = Bottone passato dopo un colpo in bianco
drill-again = Un'altra esercitazione
drill-review = Rivedi questa esercitazione
drill-subtitle = { $trainee } · { $table } · seme { $seed }

review-altered_here = Il registro è stato alterato a questo passo o prima: ciò che mostra qui non è affidabile.
review-drill_dealer_right = Un'azione corretta: andava lasciata passare.
review-drill_dealer_wrong = Un errore nascosto: andava fermato.
review-category = Categoria
review-rule = Regola

inspector-card_label_plain = Carta { $n }: { $card }
inspector-where_bet = Puntata { $n }
inspector-where_card = Carta { $n }
inspector-where_cards = Le carte
inspector-where_holder = Posto del sabot o del Bottone
inspector-where_action = Azioni, riga { $line }, colonna { $column }

overview-modes = Sessioni
overview-all_modes = Tutte

tools-no_file_chosen = Nessun file scelto. Se non è comparsa nessuna finestra, questo sistema non ne ha una: scrivi il percorso.

review-profile_missing = il registro è stato scritto a un tavolo il cui profilo («{ $profile }») non è installato su questo computer; aggiungilo alla cartella dei profili per vedere il tavolo
review-scenario_unreadable = lo scenario contenuto nel registro non si può leggere ({ $detail })
review-verdict_mismatch = al passo { $step } il verdetto registrato su «{ $choice }» non deriva dallo scenario del registro stesso (modificato, o scritto da un'altra versione)
review-quiz_items = Una sessione di esercizi: ogni risposta era una domanda a sé, quindi non c'è un tavolo da mostrare.
review-not_reached = la riproduzione si è fermata prima di questo passo

drill-instead_of = invece di { $expected }

report-short_title = Ricostruzione
report-heading = Ricostruzione di un colpo contestato
report-table = Tavolo
report-inspector = Ispettore di gioco
report-when = Data e ora
report-file = File
report-notes = Note
report-round = Colpo { $n }
report-bets = Puntate
report-place = Posto
report-side = Su
report-amount = Importo
report-no_bets = Nessuna puntata (un colpo in bianco).
report-holder = Sabot o Bottone all'inizio: posto { $start }; dopo il colpo: posto { $end }.
report-shoe_order = Le carte nell'ordine del sabot
report-number = N.
report-card = Carta
report-to = A
report-hands = Le mani
report-hand = Mano
report-cards = Carte
report-total = Totale
report-procedure = La procedura corretta
report-action = Azione
report-rule = Regola
report-results = Risultati e pagamenti
report-winner = Vince
report-paid = Pagato (vincita)
report-collected = Ritirato
report-commission = Cagnotte segnata
report-winner_punto = Punto
report-winner_banca = { -banca }
report-winner_tie = pareggio
report-no_bet = nessuna puntata
report-dealer = Ciò che ha fatto il croupier
report-clean = Nessuno scostamento: il croupier ha seguito la procedura.
report-deviations = { $n ->
    [one] { $n } scostamento.
   *[other] { $n } scostamenti.
}
report-step = Passo
report-line = Riga
report-expected = Azione attesa
report-did = Ha fatto
report-category = Tipo
report-nothing = (niente)
report-money = Il denaro in ogni posto
report-round_column = Colpo
report-should = Doveva ricevere (netto)
report-gave = Il croupier ha dato (netto)
report-difference = Differenza
report-actions = Le azioni del croupier, come sono state registrate
report-footer = Ricostruzione di Tallador. I codici delle regole rimandano alle procedure di Tallador (procedures.md).

why-punto = Punto
why-the_banca = { -il-banco }
why-the_banco = il Banco
why-the_shoe = il sabot
why-the_bottone = il Bottone
why-list = { $items } e { $last }
why-against_third = la terza carta di Punto, un { $v }
why-against_stood = un Punto che sta
why-box_third = { $box } (terza carta { $v })
why-box_stood = { $box } (sta)
why-d0 = La prossima carta della distribuzione è per { $hand } ({ $rule }).
why-d1 = Questa carta è per { $hand }: la distribuzione segue il suo ordine ({ $rule }).
why-d1_none = Ora non tocca distribuire nessuna carta ({ $rule }).
why-d2_punto = A { $stake } su Punto spettano { $due }: si paga alla pari ({ $rule }).
why-d2_banca = A { $stake } { -sul-banco } spettano { $due }: { $percent } % di cagnotte, arrotondato per difetto ({ $rule }).
why-d2_in_full = A { $stake } { -sul-banco } si paga per intero, { $due }; la cagnotte va nella sua casella ({ $rule }).
why-d2_tie = A { $stake } sul pareggio spettano { $due }: si paga { $odds } a 1 ({ $rule }).
why-d2_mark = A { $stake } { -sul-banco } si paga per intero e si segnano { $due } di cagnotte ({ $percent } %) per { $place }, nella sua casella della cagnotte ({ $rule }).
why-d2_given = Hai pagato { $given }.
why-d2_no_amount = Di' quanto paghi.
why-d3 = { $hand } ha un naturale, { $total }: nessuno chiede carta ({ $rule }).
why-d4 = { $hand } ha già tre carte: al massimo una terza carta ({ $rule }).
why-said_carta = carta
why-said_no_carta = no carta
why-punto_stands = Punto sta
why-punto_draws = Punto chiede carta
why-d5 = Il cliente ha detto «{ $said }» con { $total }: decide la tabella, { $does } ({ $rule }).
why-d6_box_stands = { $hand } ha { $total }: con 6 o 7 sta ({ $rule }).
why-d6_punto_stands = { $hand } ha { $total }: con 6 o 7 Punto sta ({ $rule }).
why-d6_draws = { $hand } ha { $total }: con 0-5 chiede carta ({ $rule }).
why-banca_draws = { $banca } chiede carta
why-banca_stands = { $banca } sta
why-d7_third = { $banca } ha { $b } e la terza carta di Punto è un { $v }: { $verb } ({ $rule }).
why-d7_stood = Punto sta e { $banca } ha { $b }: { $verb } ({ $rule }).
why-d7_seven = { $banca } ha 7: sta contro tutte le caselle ({ $rule }).
why-d7_boxes = { $banca } ha { $b } e sta contro tutte le caselle rimaste, { $boxes } ({ $rule }).
why-d8 = { $place } non ha puntate: giocano solo { $places ->
        [boxes] le caselle
       *[other] i posti
    } con una puntata ({ $in_play }) ({ $rule }).
why-result_punto = lì vince Punto
why-result_banca = lì vince { $banca }
why-result_tie = pareggio, e le puntate su Punto e { -sul-banco } non vincono né perdono
why-d9 = { $place } ha { $p } e { $banca } { $b }: { $result } ({ $rule }).
why-d10_reader = { $seat } ha la puntata più alta su Punto, { $stake } (a puntate uguali si segue la precedenza dal Bottone, che è a { $holder }): le carte di Punto vanno lì ({ $rule }).
why-d10_dealer = Nessuno punta su Punto: le carte di Punto le gioca il croupier ({ $rule }).
why-d10_next = { $token } lascia { $holder } e lo riceve { $seat }, il posto occupato successivo a destra ({ $rule }).
why-d10_colpo = Colpo in bianco, senza puntate: { $token } resta a { $holder } ({ $rule }).
why-d10_no_bets = Nessuna puntata in questo colpo: { $token } resta a { $holder } ({ $rule }).
why-d10_tie = Pareggio: { $token } resta a { $holder }; passa solo quando vince Punto ({ $rule }).
why-d10_banca_won = Ha vinto { -il-banco }: { $token } resta a { $holder }; passa solo quando vince Punto ({ $rule }).
why-d10_alone = Nessun altro posto è occupato: { $token } resta a { $holder } ({ $rule }).
why-announce_punto = Punto ha { $x }: si annuncia «Punto { $x }» ({ $rule }).
why-announce_result = { $banca } { $b }, Punto { $p }: questo si annuncia, prima { $banca } ({ $rule }).
why-d12_natural = C'è un naturale: non si annuncia nulla prima del risultato ({ $rule }).
why-d12_stood = Punto sta: il suo totale si annuncia con il risultato ({ $rule }).
why-d12_venice = A Venezia si annuncia solo il risultato, prima il Banco ({ $rule }).
why-d13 = { $hand } ha { $total }: con 0-5 prende ora la terza carta ({ $rule }).
why-d13_banca = { $banca } ha { $total } contro { $against }: chiede carta ora ({ $rule }).
why-d14 = Prima l'annuncio: { $due } ({ $rule }).
why-d15 = Prima: { $first }, perché { $why } ({ $rule }).
why-d15_box = Prima { $first }: la casella si liquida in ordine, ritirare, pagare, mandare agli scarti ({ $rule }).
why-d15_unit = Si sta liquidando { $box }: finiscila ({ $first }) prima di qualsiasi altra cosa ({ $rule }).
why-d16 = Già fatto: { $action } ({ $rule }).
why-d16_settled = Già fatto: { $action }; ogni { $places ->
        [boxes] casella
       *[other] posto
    } si liquida una sola volta ({ $rule }).
why-d17 = Adesso va fatto: { $due } ({ $rule }).
why-d17_over = Il colpo è finito ({ $rule }).
why-d15_plain = Prima: { $first } ({ $rule }).
why-d13_banca_alone = { $banca } ha { $total }: chiede carta ora ({ $rule }).
why-d9_no_wager = Per { $place }, Punto ha { $p } e { $banca } { $b }: { $result } ({ $rule }).
why-d8_none = { $place } non ha puntate: in questo colpo nessuno punta ({ $rule }).
why-d7_boxes_none = { $banca } ha { $b } e non resta nessuna casella da liquidare: non chiede carta ({ $rule }).
why-box_natural = { $box } (naturale { $total })
why-wager_punto = su Punto
why-wager_banca = { -sul-banco }
why-wager_tie = sul pareggio
why-d2_marked = Hai segnato { $given }.
why-d3_box = { $hand } ha un naturale, { $total }: non prende la terza carta e si liquida di battuta ({ $rule }).
why-d9_seat = { $place } punta { $wagers }; Punto ha { $p } e { $banca } { $b }: { $result } ({ $rule }).
why-d9_deducted = Questo tavolo trattiene dal pagamento la cagnotte del { $percent } %: per { $place } non si segna nulla ({ $rule }).
why-d2_box = Nella sua casella della cagnotte, { $place } deve { $marks }: si incassa per intero, { $due }; hai incassato { $given } ({ $rule }).
why-d9_box_deducted = Questo tavolo trattiene dal pagamento la cagnotte del { $percent } %: non tiene caselle della cagnotte e { $place } non deve nulla ({ $rule }).
why-d9_box_empty = La casella della cagnotte è vuota: { $place } non deve nulla, e una casella vuota non si incassa ({ $rule }).
why-d9_box_stays = Nella sua casella della cagnotte, { $place } deve { $owed }, ma da lì non se ne va nessuno e il sabot continua: una casella si incassa quando il suo giocatore se ne va o il sabot finisce ({ $rule }).
why-d16_box = Già fatto: { $action }; una casella si incassa una volta sola, e ora è vuota ({ $rule }).
why-d14_punto = Prima l'annuncio: «Punto { $x }»; dopo la terza carta si annuncia il totale di Punto, prima che giochi { -il-banco } ({ $rule }).
why-d14_result = Prima l'annuncio: «{ $banca } { $b }, Punto { $p }»; il risultato si annuncia prima di toccare le puntate ({ $rule }).
why-first_bets_closed = le puntate si chiudono prima di distribuire qualsiasi carta
why-first_cards_given = le carte di Punto vanno a chi le legge prima di scoprire { -il-banco }
why-first_reveal = { -il-banco } si scopre dopo la dichiarazione, prima di qualsiasi carta
why-first_punto = Punto parla per primo, prima { -del-banco } e del risultato
why-first_banca = { -il-banco } gioca prima che si annunci il risultato e si tocchino le puntate
why-first_box_cards = tutte le terze carte delle caselle vengono prima di liquidare e prima della carta { -del-banco }
why-first_cards_left_to_right = le terze carte si danno alle caselle da sinistra a destra
why-first_naturals = una casella con un naturale si liquida di battuta prima di ogni terza carta
why-first_standing_boxes = prima si liquidano, da sinistra a destra, le caselle contro cui { -il-banco } sta, e solo dopo prende la sua carta
why-first_left_to_right = le caselle si liquidano da sinistra a destra
why-first_right_to_left = dopo la terza carta { -del-banco }, le caselle contro cui ha chiesto carta si liquidano da destra a sinistra
why-first_banca_card = le caselle contro cui { -il-banco } chiede carta si liquidano con le sue tre carte, dopo la sua carta
why-first_losers = prima si ritirano le puntate perdenti, poi si pagano le vincenti
why-first_mark = la cagnotte si segna subito dopo il suo pagamento
why-first_settle = le puntate si liquidano prima di mandare le carte agli scarti
why-first_box_unit = una casella si liquida tutta insieme, fino a mandarne le carte agli scarti, prima di ogni altra cosa
why-first_discard = le carte vanno agli scarti prima che passi { $token }

start-exam_notes_hidden = Esame: non si mostra che cosa allena la situazione.

report-why = Perché

help-about = Tallador { $version }. Cartella dei dati (registri, cronologie degli esercizi, profili della casa, le tue situazioni): { $folder }
help-no_data_folder = nessuna (non c'è una cartella personale)
help-licences = Licenze dei caratteri e dei crate con cui è costruito

start-own_library = Le tue situazioni: { $folder }
start-random_title = Situazione casuale: { $focus } (seme { $seed })

# I nomi dei tasti come su una tastiera italiana, per le tabelle delle scorciatoie.
key-enter = Invio
key-space = Spazio
key-tab = Tab
key-escape = Esc
key-backspace = Backspace
key-delete = Canc
key-home = Home
key-end = Fine
key-page_up = Pag↑
key-page_down = Pag↓
key-shift = Maiusc
key-ctrl = Ctrl
key-alt = Alt
table-leaves = Se ne va
train-shoe_end = Ultima mano della scarpa: dopo si incassano tutte le cagnotte.
train-leaves = { $place }: il giocatore se ne va dopo questa mano; si incassa la sua cagnotte.
train-table_did = il tavolo: { $action }

# Irregolarità (procedures.md sezione 8)
category-irregularity = Irregolarità
act-burn = bruciare la carta
act-keep = lasciarla in gioco
act-restore = rimettere la carta al suo posto
act-void = annullare il colpo
act-call_inspector = chiamare l'ispettore
rule-IRR-faceup = Una carta che si vede scoperta nel sabot prima di essere distribuita: la regola del tavolo dice se si brucia (la successiva prende il suo posto) o se gioca come sempre.
rule-IRR-exposed = Una carta della distribuzione iniziale vista dai giocatori mentre viene data: la regola del tavolo dice se gioca dove si trova o si brucia e la sostituisce la successiva.
rule-IRR-stuck = Due carte che escono attaccate dal sabot: il colpo è annullato e tutte le carte vanno agli scarti.
rule-IRR-misdeal = Una carta data alla mano sbagliata: se ci si accorge subito si rimette nella sua mano; se ci si accorge dopo, il colpo è annullato.
rule-IRR-extra = Una carta tirata per una mano che sta si brucia; la mano sta con le sue due carte.
rule-IRR-damaged = Una carta danneggiata o segnata: il croupier chiama l'ispettore, poi la carta si brucia e la sostituisce la successiva.
rule-IRR-claim = Un giocatore presenta un reclamo sul colpo: il croupier chiama l'ispettore, che decide; un colpo annullato non muove denaro.
why-di1_faceup_burn = La carta { $n } ({ $card }) è uscita scoperta: questo tavolo la brucia e la successiva prende il suo posto ({ $source }) ({ $rule }).
why-di1_faceup_keep = La carta { $n } ({ $card }) è uscita scoperta: questo tavolo la lascia in gioco, distribuita come sempre ({ $source }) ({ $rule }).
why-di1_exposed_burn = La carta { $n } ({ $card }) è stata vista mentre andava a { $hand }: questo tavolo la brucia e la successiva va a quella mano ({ $source }) ({ $rule }).
why-di1_exposed_keep = La carta { $n } ({ $card }) è stata vista mentre andava a { $hand }: questo tavolo la lascia in gioco dove si trova ({ $source }) ({ $rule }).
why-di1_stuck = Le carte { $n } e { $m } ({ $card }) sono uscite attaccate: il colpo è annullato e tutte le carte vanno agli scarti ({ $source }) ({ $rule }).
why-di1_misdeal_restore = La carta { $n } ({ $card }) è andata a { $hand } e non alla sua mano; notata subito, si rimette al suo posto e la distribuzione continua ({ $source }) ({ $rule }).
why-di1_misdeal_void = La carta { $n } ({ $card }) è andata a { $hand } ed è stata notata solo dopo: la mano non si può correggere subito, quindi il colpo è annullato ({ $source }) ({ $rule }).
why-di1_extra = La carta { $n } ({ $card }) è stata tirata per { $hand }, che sta: la carta in più si brucia ({ $source }) ({ $rule }).
why-di1_damaged = La carta { $n } ({ $card }) è danneggiata o segnata: si chiama l'ispettore, poi la carta si brucia ({ $source }) ({ $rule }).
why-di1_claim = Il giocatore di { $place } presenta un reclamo sul colpo: il croupier chiama l'ispettore, che decide, e fino ad allora non tocca nessuna puntata ({ $source }) ({ $rule }).
why-di1_claim_void = Il giocatore di { $place } presenta un reclamo e l'ispettore annulla il colpo: annullare, tutte le carte agli scarti, e nessuna puntata si tocca ({ $source }) ({ $rule }).
why-di2 = Qui non è successo niente di irregolare: adesso va fatto { $due } ({ $rule }).
why-di2_over = Non è successo niente di irregolare, e il colpo è finito ({ $rule }).
why-di3 = Il colpo è annullato ({ $why }): nessuna puntata vince o perde, le fiches restano dove sono e niente passa ({ $rule }).
why-void_stuck = le carte { $n } e { $m } sono uscite attaccate
why-void_misdeal = la carta { $n } è stata data male e notata tardi
why-void_claim = l'ispettore l'ha annullato per il reclamo di { $place }
why-void_other = un'irregolarità
menu-call_inspector = Chiamare l'ispettore
menu-burn = Bruciare la carta
menu-keep = Lasciarla in gioco
menu-restore = Rimettere la carta
menu-void = Annullare il colpo
table-event_title = Irregolarità
table-event_faceup = La carta { $n } ({ $card }) si vede scoperta nel sabot (carta scoperta).
table-event_exposed = I giocatori hanno visto la carta { $n } ({ $card }) mentre andava a { $hand } (carta esposta).
table-event_stuck = Le carte { $n } e { $m } ({ $card }) escono attaccate dal sabot.
table-event_misdeal = La carta { $n } ({ $card }) è andata a { $hand } e non alla sua mano (errore di distribuzione).
table-event_misdeal_late = La carta { $n } ({ $card }) è andata a { $hand } e non alla sua mano; ce ne si accorge solo ora.
table-event_extra = È stata tirata una carta ({ $card }) per { $hand }, che sta.
table-event_damaged = La carta { $n } ({ $card }) è danneggiata o segnata.
table-event_claim = Il giocatore di { $place } presenta un reclamo sul colpo.
table-event_claim_void = L'ispettore decide sul reclamo di { $place }: il colpo è annullato.
table-event_claim_stands = L'ispettore decide sul reclamo di { $place }: il colpo vale.
table-void = Il colpo è annullato: nessuna puntata vince o perde, le fiches restano dove sono.
focus-irregularities = Irregolarità
focus-about-irregularities = Un'irregolarità per colpo (una carta scoperta, vista, attaccata, data male, in più o danneggiata, o un reclamo): applica il rimedio del tavolo.
inspector-irregularities = Irregolarità
inspector-where_irregularity = Irregolarità, riga { $line }, colonna { $column }
inspector-irregularity_forms = Una per riga, con il numero della carta nell'ordine del sabot (le bruciate contano): face-up 2 · exposed 3 · stuck 3 · misdeal 2 to punto (to banca, to box 5; con noticed 4 se notata dopo la carta 4) · extra to banca · damaged 7 · claim 7 void (o stands: la sua decisione)
report-irregularities = Irregolarità
report-coup_void = Il colpo è annullato ({ $rule }): nessuna puntata vince o perde.
report-coup_stands = Il colpo vale.
report-void = nullo
drill-kind_ignored_irregularity = Un'irregolarità trattata come se niente fosse
drill-kind_void_coup_settled = Un colpo annullato pagato lo stesso
quiz-drill-what_now = E adesso?
quiz-about-what_now = Un momento irregolare al tavolo: una carta scoperta, carte attaccate, una carta data male (errore di distribuzione), un reclamo… Il rimedio del croupier.
quiz-q-what_now = Che cosa fa adesso il croupier?
quiz-keys-what_now = 1 chiamare l'ispettore · 2 bruciare · 3 lasciarla in gioco · 4 rimettere la carta · 5 annullare (o un clic)
# I nomi dei profili della casa forniti (assets/house-profiles/), per id.
profile-pr-marked = Punto Banco (Puerto Rico), cagnotte segnata
profile-cas-marked = Casilleros, cagnotte segnata

# Modalità presentatore (F5): il proiettore dell'istruttore davanti alla classe.
train-presenter_step = Colpo { $round } · passo { $step }
train-presenter_title = Modalità presentatore: la classe dice l'azione ad alta voce
train-presenter_call = Qual è la prossima azione? La classe la dice ad alta voce; l'istruttore scrive ciò che dice la classe.
train-presenter_call_next = E ora? La classe dice la prossima azione.
train-presenter_noted = Azione annotata.
train-presenter_reveal = F6 mostra se era giusta, e perché.
train-presenter_keys = F6 mostra la correzione · F5 esce dalla modalità presentatore
help-presenter = Modalità presentatore sì o no: il tavolo grande, la correzione nascosta fino a F6 (allenamento)
help-reveal = Modalità presentatore: mostrare la correzione dell'azione annotata
