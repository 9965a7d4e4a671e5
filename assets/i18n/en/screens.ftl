# Texts added with the dealer's words and the translated errors.

train-line_hint = draw 3 · pay 5 · discard banca

hand-punto = Punto
hand-banca = Banca

key-enter = Enter
key-space = Space
key-backspace = Backspace

quiz-log_title = Drill: { $drill }
