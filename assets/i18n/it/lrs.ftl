# Il registro dell'apprendimento (LRS, xAPI) della scuola: le impostazioni e la coda.

lrs-open = LRS della scuola…
lrs-title = Il registro dell'apprendimento (LRS) della scuola
lrs-about = Gli esami (e, se la scuola lo vuole, gli allenamenti) sono inviati all'LRS della scuola mentre avvengono. Ciò che attende resta nella cartella dei dati finché l'LRS non lo ha registrato.
lrs-endpoint = Indirizzo xAPI
lrs-key = Chiave
lrs-secret = Segreto
lrs-secret_saved = salvato (scriverne un altro per cambiarlo)
lrs-secret_hint = il segreto dell'LRS per questa chiave
lrs-home_page = Sito della scuola
lrs-practice = Inviare anche gli allenamenti
lrs-save = Salva
lrs-test = Prova
lrs-send_now = Invia ora
lrs-forget = Dimentica
lrs-close = Chiudi
lrs-queue = Coda
lrs-queue_line = Inviate { $sent } · in attesa { $waiting } · rifiutate { $refused }
lrs-waiting_because = In attesa: { $why }
lrs-held_line = Non inviata «{ $verb }» (trattenuta qui): { $answer }
lrs-refused_line = Rifiutata «{ $verb }» (HTTP { $status }): { $answer }
lrs-test_ok = L'LRS risponde e accetta la chiave.
lrs-not_set = Nessun LRS impostato: salvare prima le impostazioni.
lrs-saved = Salvato. D'ora in poi le dichiarazioni sono inviate a questo LRS.
lrs-forgotten = L'LRS è dimenticato. Le dichiarazioni in attesa restano nella coda.
lrs-no_data_folder = Non c'è una cartella dei dati in cui tenere le impostazioni.
lrs-read_register = Leggi il registro dall'LRS
lrs-register = Il registro secondo l'LRS
lrs-sealed_here = sigillato qui

# Il registro secondo l'LRS della scuola («Leggi il registro dall'LRS»).
lrs-row = { $trainee } · { $activity } · { $attempts ->
    [one] 1 tentativo
   *[other] { $attempts } tentativi
} · ultimo: { $latest }
lrs-verdict_passed = superato
lrs-verdict_failed = non superato
lrs-no_result = nessun risultato
lrs-flag_not_in_lrs = Allerta: { $trainee } ({ $log }): sigillato qui, ma l'LRS della scuola non ha nessuna dichiarazione di questo tentativo
lrs-flag_clock = Allerta: { $trainee } ({ $log }): l'orologio non combacia con quello dell'LRS: il registro dice { $logged } e l'LRS l'ha ricevuto nell'arco di { $stored } ({ $ratio } volte gli intervalli del registro); un orologio falsato?
lrs-flag_not_live = Nota: { $trainee } ({ $log }): le sue dichiarazioni hanno atteso e sono arrivate insieme all'LRS; l'LRS non può garantirne l'ora
lrs-flag_no_seal = Allerta: { $trainee }: l'LRS ha un risultato ({ $verdict }) che nessun registro sigillato qui ha
lrs-flag_no_answers = Allerta: { $trainee }: l'LRS ha un superamento senza una sola risposta del tentativo
lrs-flag_stored_early = Allerta: { $trainee }: l'LRS ha registrato una dichiarazione { $early } prima della sua ora: l'orologio del computer d'esame era avanti
lrs-resend_refused = Rinvia le rifiutate
lrs-exam_away = LRS della scuola assente: risposte tenute qui, inviate dopo
lrs-exam_key_refused = L'LRS rifiuta la chiave: risposte tenute qui
lrs-exam_queue = Le risposte per l'LRS non si salvano: avvisa l'istruttore
lrs-not_sealed_here = non sigillato qui
lrs-flag_backdated = Attenzione: { $trainee } ({ $log }): il suo registro dice che è iniziato prima di un tentativo che l'LRS della scuola aveva già salvato: l'orologio è stato spostato indietro, o le sue dichiarazioni sono state trattenute lontano dall'LRS
lrs-flag_voided = Attenzione: { $trainee } ({ $log }): alcune dichiarazioni di questo tentativo sono state annullate nell'LRS della scuola; il tentativo conta lo stesso
lrs-flag_beyond_limit = Attenzione: { $trainee } ({ $log }): l'LRS della scuola ha salvato questo tentativo come tentativo { $number } dei { $allowed } che l'esame consente: non certifica nulla
