# Esami e certificazione: l'editor degli esami, l'esito dell'esame, il registro, il certificato.

start-exam_paper = Esame…
start-take_exam = Inizia l'esame
start-take_exam_about = Un esame firmato da un istruttore: le sue situazioni una dopo l'altra, come un'unica sessione d'esame con un unico registro.
start-write_paper = Scrivi un esame…

exam-no_paper = Scrivi prima il percorso del file dell'esame.
exam-need_name = Scrivi prima il nome dell'allievo: il registro dell'esame e i suoi tentativi sono suoi.
exam-no_attempts_left = { $allowed ->
    [one] { $trainee } ha usato { $used } su { $allowed } tentativo concesso da questo esame.
   *[other] { $trainee } ha usato { $used } dei { $allowed } tentativi concessi da questo esame.
}
exam-time_left = Tempo rimasto { $time }
exam-decision_over = Oltre { $limit } s per questa decisione

result-passed = Superato
result-failed = Non superato
result-about = { $paper } · tentativo { $attempt } di { $attempts } · esame firmato da { $instructor }
result-met = rispettato
result-not_met = NON rispettato
result-yes = sì
result-no = no
result-conditions = Condizioni: { $mode } al tavolo { $table }, importi scritti: { $typed }, distribuisce l'allievo: { $deals }
result-finished = Giocato fino alla fine: { $yes }
result-accuracy = Corrette: { $percent } % (soglia di superamento { $mark } %)
result-accuracy_none = Corrette: nessuna decisione (soglia di superamento { $mark } %)
result-category = Errori di tipo { $category }: { $mistakes } (al massimo { $allowed })
result-decision_time = Decisione più lenta: { $seconds } s (al massimo { $limit } s)
result-exam_time = Durata dell'esame: { $minutes } min (al massimo { $limit } min)
result-pace = Ritmo: { $pace } decisioni al minuto (almeno { $minimum })
result-pace_none = Ritmo: nessun tempo registrato (almeno { $minimum })
result-seal_note = L'esito conta quando l'istruttore ha raccolto e sigillato il registro.

pace-line = Ritmo: { $per_minute } decisioni al minuto, { $per_hour } colpi all'ora
pace-none = Ritmo: ancora nessun tempo registrato

editor-title = Editor degli esami
editor-subtitle = Scrivi un esame; firmalo con la tua chiave di istruttore
editor-paper = L'esame
editor-title_en = Titolo (inglese)
editor-title_es = Titolo (spagnolo)
editor-title_it = Titolo (italiano)
editor-situations = Situazioni
editor-from_library = Dalla biblioteca: { $name }
editor-from_file = File: { $path }
editor-generated = Generate: { $focus }
editor-fresh = mani nuove a ogni tentativo
editor-seed = seme
editor-count = quante
editor-remove = Togli
editor-add = Aggiungi
editor-pick = Scegli una situazione…
editor-add_library = Dalla biblioteca:
editor-add_file = Un file di scenario (relativo all'esame):
editor-add_generated = Generate, per argomento:
editor-order = Ordine:
editor-fixed = Come nell'elenco
editor-shuffled = Mescolate
editor-criteria = Per superarlo
editor-pass_mark = Soglia di superamento (corrette al primo tentativo)
editor-limits = Al massimo questo numero di errori di un tipo al primo tentativo:
editor-decision_seconds = Tempo per decisione (s)
editor-exam_minutes = Durata dell'esame (min)
editor-attempts = Tentativi concessi
editor-valid_months = Validità (mesi)
editor-min_pace = Ritmo minimo (decisioni al minuto)
editor-save_title = Salva l'esame
editor-path = Salva come
editor-save = Salva
editor-sign = Salva e firma
editor-sign_about = Firma l'esame e le sue situazioni con la tua chiave di istruttore (la crea tallador instructor init): una soglia o una situazione modificata viene poi rifiutata.
editor-no_title = L'esame ha bisogno di un titolo.
editor-no_situations = Aggiungi almeno una situazione.
editor-bad_pass_mark = La soglia di superamento va da 0 a 100 %.
editor-zero_value = Tentativi, validità, quantità e limiti di tempo devono essere almeno 1.
editor-bad_pace = Il ritmo minimo deve essere maggiore di 0.
editor-no_path = Scrivi prima dove salvare l'esame.
editor-library_missing = La biblioteca non ha più la situazione { $name }.
editor-saved = { $count ->
    [one] Salvato { $path }: { $count } situazione, controllata come fa tallador check (non ancora firmato).
   *[other] Salvato { $path }: { $count } situazioni, controllate come fa tallador check (non ancora firmato).
}
editor-signed = Salvato e firmato { $path } come { $instructor } ({ $seal }).
editor-no_key = Nessuna chiave di istruttore con cui firmare: { $why }

overview-pace = Decisioni al minuto
overview-tab_sessions = Sessioni
overview-tab_register = Registro delle certificazioni
overview-seal_running = ancora in corso (senza ora di fine): non sigillato
overview-seal_paper_changed = il suo esame è stato modificato dopo la prova: non sigillato
overview-sealed = { $count ->
    [one] Sigillato { $count } registro d'esame come { $instructor }.
   *[other] Sigillati { $count } registri d'esame come { $instructor }.
}
overview-certificate_written = Certificato scritto: { $path } (aprilo in un browser per stamparlo)

register-school = Scuola
register-school_hint = il nome della scuola, per i certificati
register-load = Leggi il registro
register-seal = Raccogli e sigilla
register-seal_about = Valuta ogni registro d'esame concluso della cartella rispetto al suo esame firmato e lo sigilla con la tua chiave di istruttore. Fallo alla fine dell'esame, dal computer dell'esame.
register-empty = Nessun registro d'esame in questa cartella.
register-trainee = Allievo
register-table = Tavolo
register-latest = Ultimo
register-score = Punteggio
register-date = Data
register-instructor = Istruttore
register-standing = Stato
register-attempts = Tentativi
register-certificate = Certificato
register-write_certificate = Certificato…
register-passed = superato
register-failed = non superato
register-not_graded = sigillato, non valutato
register-unsealed = non sigillato
register-altered = alterato
register-changed = modificato dopo il sigillo
register-bad_seal = il sigillo non corrisponde
register-unknown_key = chiave sconosciuta
register-flagged = superato, segnalato (un ritmo che nessuno raggiunge): non certificato se l'istruttore non lo accetta
register-not_this_paper = non è un risultato del suo esame
register-certified = certificato fino al { $until }
register-refresher_due = aggiornamento dovuto dal { $since }
register-not_certified = non certificato
register-about = Conta solo un registro d'esame sigillato con una chiave fidata e non modificato da allora; i registri non sigillati, alterati o con chiave sconosciuta sono mostrati come tali (passa il mouse sull'ultimo per l'elenco) e non contano mai come superati.

cert-lang_code = it
cert-title = Certificato
cert-no_school = Scuola per croupier
cert-certifies = Si certifica che
cert-passed = ha superato l'esame pratico al tavolo { $table }
cert-exam = Esame
cert-table = Tavolo
cert-score_label = Punteggio
cert-score = { $total ->
    [one] { $percent } % ({ $right } su { $total } decisione corretta al primo tentativo)
   *[other] { $percent } % ({ $right } su { $total } decisioni corrette al primo tentativo)
}
cert-date = Data
cert-valid_until = Certificato fino al
cert-instructor = Istruttore
cert-signature = Firma dell'istruttore
cert-code = Codice di verifica
cert-verify = La scuola conferma questo certificato con questo codice nei suoi registri d'esame sigillati.

editor-none_yet = Ancora nessuna situazione: aggiungile qui sotto.

register-preview = Il certificato, come viene stampato

start-paper_path = Esame
register-conflict = conflitto: un altro registro dello stesso tentativo è stato sigillato prima (vale il primo sigillo)
register-dated_wrong = datato dopo il suo sigillo o nel futuro della macchina che sigilla
register-scripted = giocato da uno script, non da una persona: mai un risultato
register-name_refused = il nome dell'allievo non è testo semplice
register-practice_paper = un esame di prova (soglia sotto il 50%): non certifica nulla
overview-certificate_lrs_doubts = Nessun certificato: l'LRS della scuola non conferma il risultato ({ $doubts }). Se vale, l'istruttore lo certifica con il suo motivo: tallador certificate --accept "perché" { $log }
