# I tasti dell'allenatore che aggiunge la tabella delle scorciatoie (src/app/shortcuts.rs).
help-letters_type = Le lettere si scrivono sempre: se la riga delle azioni non è in uso, una lettera la apre con quella lettera
help-menu_numbers = L'azione con quel numero su quanto è scelto (ogni pulsante mostra il suo numero)

# La chiave dell'istruttore nell'editor degli esami (ciò che fa `tallador instructor init`).
editor-key_of = Gli esami si firmano con la chiave di { $name }.
editor-no_key_yet = Su questo computer non c'è ancora una chiave d'istruttore: crea la tua per firmare gli esami e sigillare i risultati.
editor-instructor_name = Il tuo nome
editor-instructor_name_hint = come lo mostrano i sigilli e i certificati
editor-create_key = Crea la mia chiave d'istruttore
editor-no_instructor_folder = non c'è una cartella dei dati per la chiave dell'istruttore
editor-key_needs_name = Scrivi prima il tuo nome: i sigilli e i certificati lo mostrano.
editor-key_bad_name = Quel nome non si può usare: { $why }
editor-key_created = La chiave di { $name } è creata. Consegna alla scuola la chiave pubblica { $public } per la sua cartella delle chiavi; tieni { $secret } solo per te.
editor-key_not_made = Non è stato possibile creare la chiave: { $why }

# Le parole del tavolo, spiegate in F1 e sui pulsanti che le usano.
help-terms = Parole di questo tavolo
term-natural = Naturale: 8 o 9 con le prime due carte. Decide subito: nessuno chiede la terza carta contro di esso.
term-de_aire = Di battuta: una casella decisa da un naturale, senza terza carta; un naturale del { -banca } decide di battuta ogni casella.
term-encart = Encart: un pareggio in una casella, le due mani sullo stesso totale (6 e 6, 7 e 7, naturali uguali): le puntate della casella non vincono né perdono; si dichiara prima dello scarto della casella.
term-tableau = Il tableau: la tabella fissa della terza carta. Il Punto chiede con 0-5 e sta con 6 o 7; il { -banca } chiede o sta secondo il suo totale e la terza carta del Punto.
term-commission = Commissione: il 5 % di una puntata vincente sul { -banca }, trattenuto dal pagamento o segnato perché il giocatore lo paghi dopo, come fa il tavolo.
term-shoe = Il sabot passa: ogni volta che il Punto vince un colpo con puntate, il sabot passa al giocatore seguente a destra.
term-egalite = Égalité: un pareggio. Le puntate sul Punto e sul { -banca } non vincono né perdono; le puntate sull'Égalité si pagano 8 a 1.
term-bottone = Bottone: il bottone di precedenza. Fra le puntate sul Punto più alte e uguali, le carte vanno prima al posto che lo tiene, poi ai posti seguenti in ordine.
term-colpo_bianco = Colpo in bianco: un colpo senza puntate sul tavolo. Il croupier lo gioca comunque; non si liquida nulla e il Bottone resta.
term-carta = «Carta» / «no carta»: ciò che dice il cliente che tiene le carte del Punto. Decide il tableau, non ciò che si dice.
