# The trainer's keys that the shortcut table adds (src/app/shortcuts.rs).
help-letters_type = Letters are always typed: with the action line not in use, a letter opens it with that letter
help-menu_numbers = The action with that number on what is picked (each button shows its number)
