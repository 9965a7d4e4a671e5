# The trainer's keys that the shortcut table adds (src/app/shortcuts.rs).
help-letters_type = Letters are always typed: with the action line not in use, a letter opens it with that letter
help-menu_numbers = The action with that number on what is picked (each button shows its number)

# The exam editor's instructor key (what `tallador instructor init` makes).
editor-key_of = Papers are signed with the key of { $name }.
editor-no_key_yet = There is no instructor key on this computer yet: make yours to sign papers and seal results.
editor-instructor_name = Your name
editor-instructor_name_hint = as seals and certificates show it
editor-create_key = Make my instructor key
editor-no_instructor_folder = there is no data folder for the instructor's key
editor-key_needs_name = Type your name first: seals and certificates show it.
editor-key_bad_name = That name cannot be used: { $why }
editor-key_created = The key of { $name } is made. Give the school the public key { $public } for its keys folder; keep { $secret } to yourself.
editor-key_not_made = The key could not be made: { $why }

# The table's words, explained in F1 and on the buttons that use them.
help-terms = Words of this table
term-natural = Natural: 8 or 9 with the first two cards. It decides at once: nobody draws a third card against it.
term-de_aire = De aire (on naturals): a box decided by a natural, with no third card; a { -banca } natural decides every box de aire.
term-encart = Encart: a stand-off at a box, both hands on the same total (6 and 6, 7 and 7, equal naturals): the box's bets neither win nor lose; declare it before the box's discard.
term-tableau = The tableau: the fixed table of third cards. Punto draws on 0 to 5 and stands on 6 or 7; the { -banca } draws or stands by its total and Punto's third card.
term-commission = Commission: 5 % of a winning { -banca } bet, deducted from the payout or marked for the player to pay later, as the table does it.
term-shoe = The shoe passes: whenever Punto wins a round that had bets, the shoe moves to the next player on the right.
term-egalite = Égalité: a tie. Punto and { -banca } bets neither win nor lose; bets on the Égalité are paid 8 to 1.
term-bottone = Bottone: the button of precedence. Among equal highest Punto stakes, the cards go first to the seat that holds it, then to the next seats in order.
term-colpo_bianco = Colpo in bianco: a coup with no bets on the table. The dealer still plays it out; nothing is settled and the Bottone stays.
term-carta = "Carta" / "no carta": what the client holding Punto's cards says. The tableau decides, not what is said.
