# Cómo se cuenta una puntuación, dondequiera que se muestre (el resumen, el resultado del
# examen, la revisión, el panorama, el registro).
scores-category_row = { $right } de { $decisions } bien al primer intento; { $mistakes ->
    [one] 1 error de este tipo (la regla rota)
   *[other] { $mistakes } errores de este tipo (la regla rota)
}
scores-register_mistakes = { $category }: { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
}
summary-about_situation = Qué entrenó esta situación
start-trains = Esta situación entrena:
