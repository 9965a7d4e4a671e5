# Textos de las palabras del croupier en la línea de acciones y de los errores traducidos.

train-line_hint = carta 3 · pagar 5 · descarte banca

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Ejercicio: { $drill }

table-box_owes = Casilla de comisión { $place }: { $amount }
