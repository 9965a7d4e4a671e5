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
