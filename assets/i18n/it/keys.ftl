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
