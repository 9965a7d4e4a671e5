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
lrs-refused_line = Rifiutata «{ $verb }» (HTTP { $status }): { $answer }
lrs-test_ok = L'LRS risponde e accetta la chiave.
lrs-not_set = Nessun LRS impostato: salvare prima le impostazioni.
lrs-saved = Salvato. D'ora in poi le dichiarazioni sono inviate a questo LRS.
lrs-forgotten = L'LRS è dimenticato. Le dichiarazioni in attesa restano nella coda.
lrs-no_data_folder = Non c'è una cartella dei dati in cui tenere le impostazioni.
