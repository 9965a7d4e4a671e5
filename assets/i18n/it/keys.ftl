# I tasti dell'allenatore che aggiunge la tabella delle scorciatoie (src/app/shortcuts.rs).
help-letters_type = Le lettere si scrivono sempre: se la riga delle azioni non è in uso, una lettera la apre con quella lettera
help-menu_numbers = L'azione con quel numero su quanto è scelto (ogni pulsante mostra il suo numero)
