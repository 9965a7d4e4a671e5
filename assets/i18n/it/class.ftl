# La vista della classe (issue 34): la finestra dell'istruttore e `tallador class`.

class-title = Vista della classe
class-subtitle = Tutti gli allievi di una cartella di registri di sessione: dove è ciascuno, chi è a rischio, cosa sbaglia la classe
class-open = Vista della classe
class-open_about = Tutta la classe insieme: allievi a rischio, errori per regola e allievo, le situazioni più difficili
class-trainee = Allievo
class-sessions = Sessioni
class-accuracy = Risposte giuste
class-pace = Tempo mediano
class-last = Ultima attività
class-course = Corso: { $course } (quello della schermata del corso, Ctrl+K; altrimenti il corso incluso del tavolo)
class-module = Modulo
class-gates = Traguardi
class-gates_value = { $met } su { $total }
class-state = A rischio
class-weakest = Regole più deboli (errori)
class-at_risk_sign = ⚠ a rischio
class-on_track = in regola
class-risk_accuracy = { $percent } % al primo tentativo, sotto il { $min } %
class-risk_gate = { $percent } % al primo tentativo negli ultimi { $items } esercizi del modulo; la soglia chiede { $needed } %
class-risk_idle = { $days ->
    [one] nessuna sessione da { $days } giorno
   *[other] nessuna sessione da { $days } giorni
}
class-stuck_mistakes = bloccato: { $n } errori di fila
class-stuck_time = bloccato: nessuna risposta giusta da { $seconds } s
class-never = mai
class-days_ago = { $days ->
    [0] oggi
    [1] ieri
   *[other] { $days } giorni fa
}
class-summary = { $trainees ->
    [one] { $trainees } allievo
   *[other] { $trainees } allievi
} · { $logs ->
    [one] { $logs } registro di sessione
   *[other] { $logs } registri di sessione
} · { $risk } a rischio
class-thresholds = A rischio: risposte giuste al primo tentativo sotto il { $min } % dopo { $sessions } sessioni, o nessuna sessione da { $days } giorni.
class-day_hint = AAAA-MM-GG
class-dates = Giorni
class-from = Dal
class-to = Al
class-all_days = tutti i giorni
class-days_range = dal { $from } al { $to }
class-any_day = qualsiasi
class-apply_dates = Applica
class-help_apply = Applica i giorni scritti (in un campo del giorno)
class-bad_date = «{ $text }» non è un giorno (AAAA-MM-GG).
class-no_logs = Nessun registro di sessione in questa cartella.
class-altered = { $n ->
    [one] { $n } registro alterato resta fuori dalle cifre
   *[other] { $n } registri alterati restano fuori dalle cifre
}
class-problems = { $n ->
    [one] Impossibile leggere { $n } file
   *[other] Impossibile leggere { $n } file
}
class-heat_title = Errori per regola e allievo
class-heat_about = Errori al primo tentativo: ambra per pochi, rosso per i più della classe. Prima le regole più sbagliate.
class-heat_cell = { $trainee }, { $rule }: { $n ->
    [one] { $n } errore
   *[other] { $n } errori
}
class-no_mistakes = Nessun errore.
class-hardest_title = Situazioni più difficili
class-hardest_row = { $title } ({ $table }): { $percent } % dei primi tentativi sbagliati · { $trainees ->
    [one] { $trainees } allievo
   *[other] { $trainees } allievi
} · { $sessions ->
    [one] { $sessions } sessione
   *[other] { $sessions } sessioni
}
class-lrs_live = LRS della scuola, dal vivo
class-lrs_live_about = La classe dall'LRS della scuola (tutti i computer), letta di nuovo ogni pochi secondi e confrontata con questa cartella; chi è bloccato su un passo si vede subito
class-lrs_from = Dall'LRS della scuola: { $statements } dichiarazioni, { $attempts } tentativi
class-lrs_only = { $n ->
    [one] { $n } tentativo è nell'LRS ma non nella cartella
   *[other] { $n } tentativi sono nell'LRS ma non nella cartella
}
class-lrs_missing = { $n ->
    [one] { $n } registro della cartella non è nell'LRS
   *[other] { $n } registri della cartella non sono nell'LRS
}
class-lrs_differs = { $n ->
    [one] Le cifre di { $n } tentativo differiscono tra l'LRS e il suo registro
   *[other] Le cifre di { $n } tentativi differiscono tra l'LRS e i loro registri
}
class-stuck_now = { $n ->
    [0] Nessuno è bloccato ora.
    [one] { $n } allievo è bloccato ora
   *[other] { $n } allievi sono bloccati ora
}
