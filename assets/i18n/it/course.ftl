# Corsi (docs/courses.md): controllare un corso, e il percorso dell'allievo.

course-check_ok = { $file }: corso «{ $name }», tavolo { $table }, { $modules } moduli, { $items } elementi, { $exams } esame/i, { $trust }
course-check_shipped = incluso nel programma (fidato come il programma)
course-check_signed = firmato da { $instructor } (una chiave fidata)

problem-course_no_name = il corso ha bisogno di un nome
problem-course_no_modules = un corso ha bisogno di almeno un modulo
problem-course_no_exams = un corso finisce con almeno un esame (un percorso relativo al corso)
problem-course_module_id = l'id di un modulo è fatto di lettere, cifre e `-`, non `{ $id }`
problem-course_module_no_title = il modulo `{ $id }` ha bisogno di un titolo
problem-course_module_no_items = il modulo `{ $id }` ha bisogno di almeno un elemento
problem-course_module_twice = due moduli hanno l'id `{ $id }`
problem-course_gate_range = il `{ $field }` della soglia deve andare da { $min } a { $max }, non { $value }
problem-course_unknown_drill = `{ $drill }` non è un esercizio rapido (gli esercizi: { $known })
problem-course_drill_not_for_table = l'esercizio `{ $drill }` non si fa al tavolo { $profile }
problem-course_no_situation = la biblioteca non ha la situazione `{ $name }`
problem-course_situation_other_table = la situazione `{ $name }` è del tavolo { $table }, il corso di { $course }
problem-course_paper_unusable = l'esame `{ $path }` non si può usare: { $why }
problem-course_paper_other_table = l'esame `{ $path }` è del tavolo { $table }, il corso di { $course }
problem-course_not_shipped = non c'è un corso incluso `{ $name }` (i corsi inclusi: { $known })
problem-course_unsigned = il corso non è firmato: lo firma un istruttore con `tallador course sign`
problem-course_changed = il corso è cambiato dopo la firma: le sue soglie non sono quelle dell'istruttore
problem-course_seal_refused = { $why ->
    [bad-seal] il sigillo del corso è rifiutato: la firma non corrisponde (è stato modificato, o è il sigillo di un altro file)
    [unknown-key] il sigillo del corso è rifiutato: è firmato con una chiave che la scuola non riconosce
   *[other] il sigillo del corso è rifiutato
}

# Mani diverse: senza seme, ogni allievo e ogni tentativo ha mani nuove.
start-seed_fresh = nuovo ogni volta
problem-roster_line = l'elenco degli allievi, riga { $line }: { $what }

# La schermata del corso.
course-title = Corso
course-back = Indietro
course-who = Chi sei?
course-my_course = Il mio corso
course-no_name = Scegli il tuo nome o scrivilo: i tuoi progressi sono salvati con esso.
course-new_name = Un nome nuovo
course-its_me = Sono io
course-which = Quale corso?
course-shipped_about = Incluso nel programma
course-file = Un file di corso
course-load = Carica
course-pick_name_first = Scegli il tuo nome qui sopra per vedere a che punto sei.
course-altered = { $n } dei tuoi registri sono cambiati dopo la scrittura: non contano.
course-locked = Chiuso
course-open_state = Aperto
course-mastered = Padroneggiato
course-due = Esercizi rapidi oggi: { $due } da ripassare, { $new } ancora da vedere
course-figure = { $correct } degli ultimi { $counted } giusti al primo tentativo: { $percent } %. Serve: { $gate } %, { $needed } su { $over }.
course-pace = Tempo mediano { $median }; serve { $max } o meno.
course-item_drill = Esercizio: { $name }
course-item_situation = Situazione: { $name }
course-item_focus = Casuale: { $name }
course-take_exam = Sostieni l'esame ({ $paper })
course-exam_locked = L'esame si apre quando tutti i moduli sono padroneggiati.
course-module_locked = Questo modulo si apre quando il precedente è padroneggiato.
course-no_drill_for_mistakes = Nessun esercizio rapido allena le regole sbagliate in questa mano.
course-drill_mistakes = Allena i miei errori
course-drill_mistakes_named = Allena i miei errori: { $drill }
course-drill_mistakes_about = L'esercizio rapido delle regole sbagliate in questa mano
course-key_module = il modulo sopra o sotto
course-key_train = allena il primo elemento del modulo
course-key_exam = sostieni l'esame del corso (quando tutte le soglie sono raggiunte)
course-key_back = torna all'inizio
course-key_open = il corso: chi sei, i tuoi moduli e le loro soglie, l'esame
course-you = Ti alleni come { $name }.
course-figure_short = Finora { $counted } delle { $over } risposte che la soglia conta, { $correct } giuste al primo tentativo. Serve: { $gate } %, { $needed } delle ultime { $over }.
problem-course_unwritable = il corso non si può scrivere: { $why }

# L'editor dei corsi.
course-editor_open = Scrivi un corso
course-editor_close = Torna al corso
course-editor_title = Scrivi un corso
course-editor_name = Nome
course-editor_name_es = Nome (spagnolo)
course-editor_name_it = Nome (italiano)
course-editor_exams = Esami (relativi al corso; separali con ;)
course-editor_add_module = Aggiungi un modulo
course-editor_id = Id
course-editor_module_title = Titolo
course-editor_module_title_es = Titolo (spagnolo)
course-editor_module_title_it = Titolo (italiano)
course-editor_remove_module = Togli il modulo
course-editor_first_try = Giusti al primo tentativo
course-editor_over_last = degli ultimi
course-editor_pace = e una mediana di al massimo
course-editor_add_item = Aggiungi un elemento
course-editor_remove_item = Togli questo elemento
course-editor_path = Salva come
course-editor_save = Salva
course-editor_sign = Salva e firma
course-editor_no_path = Scrivi prima dove salvare il corso.
course-editor_saved = Corso salvato: { $path }
course-editor_signed = Corso salvato e firmato da { $instructor }: { $path }
course-editor_gate = Una soglia ha bisogno di almeno 1 % di almeno 1 elemento.
course-exam_locked_for = Questo esame chiude il corso «{ $course }»: si apre quando tutti i moduli del corso sono padroneggiati (Ctrl+K mostra a che punto sei).
course-pace_none = Tempo mediano richiesto: { $max } o meno.
course-locked_until = Si apre quando padroneggi «{ $previous }».
course-exam_locked_still = L'esame si apre quando padroneggi tutti i moduli. Ti resta da padroneggiare: { $modules }.
course-figure_none = Ancora nessuna risposta. Serve: { $gate } % giuste al primo tentativo, { $needed } delle ultime { $over }.
