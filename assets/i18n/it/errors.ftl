# Che cosa non va in un file o in un campo, come lo dice la finestra (`problem-<id>`). La riga
# di comando scrive i propri messaggi in inglese.

problem-not_utf8 = il file non è testo UTF-8
problem-no_such_file = il file non esiste
problem-permission_denied = non c'è il permesso di leggere il file
problem-is_a_folder = è una cartella, non un file
problem-cannot_read = il file non si può leggere ({ $error })
problem-ron_eof = il file finisce troppo presto (una parentesi non è chiusa)
problem-ron_expected = qui ci voleva { $what }
problem-ron_expected_boolean = qui ci voleva true o false
problem-ron_expected_number = qui ci voleva un numero
problem-ron_expected_text = qui ci voleva un testo tra virgolette
problem-ron_expected_name = qui ci voleva un nome
problem-ron_expected_option = qui ci voleva Some(…) o None
problem-ron_unexpected = { $what } non va qui
problem-ron_missing_field = manca il campo obbligatorio `{ $field }`
problem-ron_duplicate_field = il campo `{ $field }` compare due volte
problem-ron_unknown_field = campo sconosciuto `{ $field }` (un errore di battitura?); i campi qui sono { $known }
problem-ron_not_one_of = `{ $found }` non è nessuno di { $known }
problem-ron_too_deep = troppe parentesi una dentro l'altra
problem-ron_trailing = c'è del testo in più dopo la parentesi di chiusura
problem-ron_out_of_range = il numero è fuori intervallo (troppo grande o negativo)
problem-ron_comment = un commento non è chiuso
problem-ron_other = il file non si può leggere ({ $detail })
problem-no_profile = non c'è un profilo di tavolo `{ $id }` (quelli che ci sono: { $known })
problem-no_round = una situazione ha bisogno di almeno un colpo
problem-casilleros_needs_bet = un colpo di casilleros ha bisogno di almeno una puntata (nessuna casella è in gioco)
problem-too_few_cards = { $needed ->
    [one] il colpo ha bisogno di almeno { $needed } carta e l'elenco ne ha { $given }: aggiungi le carte uscite dal sabot, in ordine
   *[other] il colpo ha bisogno di almeno { $needed } carte e l'elenco ne ha { $given }: aggiungi le carte uscite dal sabot, in ordine
}
problem-casilleros_no_tie = i tavoli di casilleros non accettano puntate sull'Égalité
problem-seat_not_occupied = il posto { $place } non è tra i posti occupati
problem-place_twice = il posto { $place } compare due volte
problem-declaration_only_venice = solo il cliente di Venezia dichiara carta o no carta
problem-too_many_copies = { $decks ->
    [one] { $card } compare più di una volta: l'unico mazzo del sabot non ne ha altre
   *[other] { $card } compare più di { $decks } volte: i { $decks } mazzi del sabot non ne hanno altre
}
problem-place_missing = scrivi un numero da 1 a { $places }
problem-place_out_of_range = scrivi un numero da 1 a { $places }, non `{ $text }`
problem-not_an_amount = `{ $text }` non è un importo (per esempio 25 o 47,50)
problem-card_not_read = la carta { $number } (`{ $text }`, riga { $line }, colonna { $column }) non è una carta: un valore A 2–9 10 J Q K e un seme (scrivendola: P picche, C cuori, Q quadri, F fiori; in un elenco incollato da un file: S H D C), per esempio 9C
problem-io_not_found = la cartella non esiste
problem-io_permission = non c'è il permesso di scrivere lì
problem-io_full = il disco è pieno
problem-io_read_only = il disco è di sola lettura
problem-no_data_folder = non c'è una cartella dei dati in cui scrivere
problem-cannot_create_folder = non si può creare la cartella { $path }: { $why }
problem-cannot_write = non si può scrivere { $path }: { $why }
problem-cannot_encode = non si può scrivere il file ({ $why })
problem-not_a_file = { $path } non è un file normale (è una cartella, una FIFO o un dispositivo): non viene letto
problem-too_large = { $path } è più grande di quanto possa esserlo un file del suo tipo: non viene letto
problem-paper_unsigned = l'esame non è firmato: lo firma un istruttore nell'editor degli esami o con `tallador instructor sign`
problem-paper_changed = l'esame o una delle sue situazioni è cambiato dopo la firma
problem-paper_seal_refused = { $why ->
    [bad-seal] il sigillo dell'esame non è accettato: la firma non corrisponde (è stato modificato, o è il sigillo di un altro file)
    [unknown-key] il sigillo dell'esame non è accettato: è firmato con una chiave di cui la scuola non si fida
    [altered] il sigillo dell'esame non è accettato: il file è alterato
   *[other] il sigillo dell'esame non è accettato
}
problem-paper_unpinned = il sigillo dell'esame non nomina le regole del tavolo (è stato firmato da una versione precedente): l'istruttore lo firma di nuovo
problem-paper_profile_changed = il profilo del tavolo «{ $profile }» di questo computer non è quello con cui l'esame è stato firmato (un profilo della casa lo cambia): l'esame non può iniziare
problem-name_invisible = Il nome contiene un carattere invisibile ({ $code }): scrivilo di nuovo come testo semplice.
problem-name_too_long = Il nome è più lungo di { $max } caratteri.
problem-generate_focus_not_for_profile = il tema «{ $focus }» non vale per il tavolo { $profile } (offre: { $offered })
problem-generate_places = i posti devono andare da 1 a { $max } al tavolo { $profile }, non { $places }
problem-generate_rounds = i colpi devono essere da 1 a { $max }, non { $rounds }
problem-generate_stakes = le puntate: { $why }
problem-generate_focus_not_found = nessun colpo con il tema «{ $focus }» in { $tries } tentativi (colpo { $round }): prova un altro seme o meno colpi
problem-generate_shoe_too_short = al sabot del tavolo { $profile } ({ $decks } mazzi) restano troppe poche carte per il colpo { $round }: chiedi meno colpi o meno posti
problem-plant_situation = la situazione non si può distribuire: { $why }
problem-plant_nothing = nessuno degli errori richiesti si può nascondere in questa situazione
problem-game_no_rounds = la situazione non ha colpi
problem-game_shoe_runs_out = colpo { $round }: il sabot finisce (servono { $needed } carte, ne restano { $available })
problem-exam_no_situations = l'esame non ha nessuna situazione da giocare
problem-exam_other_table = la situazione «{ $title }» è del tavolo { $table }, l'esame di { $paper }
problem-exam_combined = le situazioni non stanno in un solo esame: { $why }
problem-exam_game = l'esame non può cominciare: { $why }
problem-name_empty = il nome dell'allievo è vuoto
problem-random_source = la fonte casuale del sistema non ha funzionato: { $why }
problem-key_exists = c'è già una chiave dell'istruttore in { $path } (cancellala prima di crearne un'altra)
problem-key_no_folder = non c'è una cartella dei dati per la chiave dell'istruttore
problem-key_write = non si può scrivere la chiave dell'istruttore { $path }: { $why }
problem-instructor_no_folder = non c'è una cartella dell'istruttore
problem-instructor_no_key = qui non c'è una chiave dell'istruttore: creala con «tallador instructor init»
problem-quiz_no_items = l'esercizio «{ $choice }» non ha domande al tavolo { $profile }

# I problemi di un file che la finestra dice (issue 22, punto 11): profili, situazioni, elenchi
# di azioni, esami, chiavi e sigilli, registri, storici, cartelle, certificati e l'LRS della
# scuola.
problem-format_unknown = il formato { $format } del file non è conosciuto (questa versione legge il formato { $reads })
problem-field_range = `{ $field }` deve andare da { $min } a { $max }, non { $value }
problem-field_at_least_one = `{ $field }` deve essere almeno 1, non 0
problem-whole_number = `{ $field }` deve essere un numero intero da { $min } a { $max }, non `{ $text }`
problem-profile_id = l'id deve essere una sola parola, come «casilleros»
problem-profile_deal_batch = `deal_batch` è 1 (una carta alla volta) o 2 (due alla volta)
problem-profile_chip_nothing = una fiche vale più di niente, non { $value }
problem-profile_chip_twice = la fiche da { $value } è elencata due volte
problem-not_a_card = `{ $text }` non è una carta: scrivi il valore (A 2–9 T J Q K, o 10) e poi il seme (S H D C), come `9D` o `TH`
problem-not_an_action = non è un'azione (F1 elenca le azioni)
problem-action_place_off_table = il posto { $place } non è a questo tavolo (va da 1 a { $places })
problem-paper_no_title = l'esame ha bisogno di un titolo
problem-paper_situation_path = un file di situazione ha bisogno del suo percorso
problem-paper_unknown_focus = `{ $focus }` non è un tema (i temi: { $known })
problem-paper_focus_not_for_table = il tema `{ $focus }` non vale per il tavolo { $profile }
problem-paper_pass_mark = il voto per superarlo è la precisione al primo tentativo, da 0 a 100 (%), non { $value }
problem-paper_min_pace = il ritmo minimo sono decisioni al minuto, più di 0, non { $value }
problem-paper_limit_twice = la categoria `{ $category }` ha due limiti
problem-paper_situation_not_read = la situazione `{ $path }` non è stata letta
problem-paper_situation_unreadable = la situazione `{ $path }` non si può leggere: { $why }
problem-public_key_not_hex = la chiave pubblica non è di 64 cifre esadecimali di una chiave Ed25519
problem-secret_key_not_hex = la chiave segreta non è di 64 cifre esadecimali
problem-seal_hash_not_hex = l'hash del sigillo non è di 64 cifre esadecimali
problem-seal_signature_not_hex = la firma del sigillo non è di 128 cifre esadecimali
problem-seal_not_written = non si può scrivere il sigillo { $path }: { $why }
problem-keys_folder_unreadable = non si può leggere la cartella delle chiavi: { $why }
problem-keys_folder_empty = la cartella delle chiavi non ha nessuna chiave pubblica (`*.pub`) leggibile: copiaci i file .pub degli istruttori
problem-certificate_not_in_register = nessun certificato: questo non è un registro d'esame del registro delle certificazioni
problem-certificate_superseded = nessun certificato: l'esame è stato superato, ma la posizione la decide un esame superato dopo o la data del ripasso
problem-certificate_beyond_attempts = nessun certificato: l'esame è stato superato a un tentativo oltre i { $allowed } che l'esame consente
problem-certificate_not_passed = { $outcome ->
    [failed] nessun certificato: l'esame non è stato superato
    [flagged] nessun certificato: l'esame è segnalato (un ritmo che nessuno raggiunge) e l'istruttore non l'ha accettato
    [unsealed] nessun certificato: il registro dell'esame non è sigillato
    [altered] nessun certificato: il registro dell'esame è alterato
    [changed-after-seal] nessun certificato: il registro dell'esame è cambiato dopo il sigillo
    [bad-seal] nessun certificato: il sigillo del registro non corrisponde
    [unknown-key] nessun certificato: il registro è sigillato con una chiave di cui la scuola non si fida
   *[other] nessun certificato: l'esame non conta (ha un certificato solo un esame superato, sigillato con una chiave fidata ed entro i suoi tentativi)
}
problem-log_step_zero = il colpo, il passo e il tentativo si contano da 1
problem-log_wrong_step_bare = un passo sbagliato ha bisogno della sua `rule` e della sua `category`
problem-log_right_step_ruled = un passo giusto non ha `rule` né `category`
problem-folder_unreadable = non si può leggere la cartella: { $why }
problem-folder_loop = non si può leggere la cartella (un collegamento rientra in essa)
problem-profiles_folder_is_file = la cartella dei profili è un file, non una cartella
problem-reader_stopped = non è stato possibile leggere un registro (il lettore si è fermato)
problem-io_other = { $error }
problem-lrs_request = nessuna risposta ({ $why })
problem-lrs_status = l'LRS risponde HTTP { $status }: { $answer }
problem-lrs_unreachable = l'LRS non si raggiunge: { $why }
problem-lrs_key_refused = l'LRS non accetta la chiave (HTTP { $status }): { $answer }
problem-lrs_not_json = la risposta dell'LRS non è JSON di xAPI ({ $detail })
problem-lrs_answers_but = l'LRS risponde, ma: { $why }
problem-lrs_queue_unreadable = non si può leggere la coda delle dichiarazioni ({ $detail })
problem-lrs_queue_unwritable = non si può scrivere la coda delle dichiarazioni ({ $detail })
problem-lrs_endpoint = l'endpoint «{ $endpoint }» non è un indirizzo web completo (come https://lrs.school.example/xapi/)
problem-lrs_home_page = il sito della scuola «{ $page }» non è un indirizzo web completo (come https://school.example)
problem-lrs_empty_key = la chiave dell'LRS è vuota
problem-lrs_invisible = { $what ->
    [key] la chiave dell'LRS ha un carattere che non può stare in un'intestazione HTTP (un carattere di controllo o i due punti)
   *[other] il segreto dell'LRS ha un carattere che non può stare in un'intestazione HTTP (un carattere di controllo)
}
problem-lrs_settings_unreadable = non si possono leggere le impostazioni dell'LRS: { $why }
problem-history_set_aside = { $why }; è stato spostato in { $aside }
problem-history_kept = { $why }; non è stato possibile spostarlo ({ $error }), quindi le risposte di questo esercizio non si conservano
problem-paper_too_many_situations = l'esame chiede { $count } situazioni: al massimo { $max }

# Irregolarità messe dove non possono accadere (procedures.md sezione 8.1)
problem-irregularity_after_deal = { $event }: una carta vista, attaccata o data male deve essere della distribuzione iniziale
problem-irregularity_past_cards = { $event }: il colpo non usa così tante carte
problem-irregularity_extra_draws = { $event }: la carta in più va a una mano che sta, e questa mano tira la terza carta
problem-irregularity_extra_no_decision = { $event }: la carta in più va a una mano che sta, e questa mano né tira né sta (un naturale, o non in gioco)
problem-irregularity_two_on_card = { $event }: quella carta ha già un altro evento
problem-irregularity_noticed = { $event }: `noticed` deve essere una carta successiva della distribuzione iniziale
problem-irregularity_misdeal_own_hand = { $event }: la distribuzione dà già quella carta a quella mano, quindi non c'è errore
problem-irregularity_not_in_play = { $event }: quel posto non è in gioco in questo colpo
problem-irregularity_wrong_hand = { $event }: questo tavolo non ha quella mano (`Box(N)` è una casella di casilleros, `Punto` la mano di un tavolo a mano unica)
problem-irregularity_twice = { $event }: un colpo ha al massimo un reclamo, e una carta in più per mano
problem-irregularity_after_void = { $event }: il colpo è già annullato quando questo accadrebbe
problem-irregularity_card_zero = { $event }: le carte si contano da 1
problem-irregularity_line_event = ci si aspettava face-up, exposed, stuck, misdeal, extra, damaged o claim
problem-irregularity_line_number = ci si aspettava un numero da 1
problem-irregularity_line_to = ci si aspettava `to`
problem-irregularity_line_hand = ci si aspettava `punto`, `banca` o `box N`
problem-irregularity_line_ruling = ci si aspettava la decisione: `void` (annullato) o `stands` (vale)
problem-irregularity_line_place = ci si aspettava un numero di posto più piccolo
problem-irregularity_line_unexpected = `{ $word }` è di troppo
