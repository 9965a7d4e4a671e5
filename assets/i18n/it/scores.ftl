# Come si conta un punteggio, ovunque compaia (il riepilogo, il risultato dell'esame, la
# revisione, il quadro, il registro).
scores-category_row = { $right } su { $decisions } corrette al primo tentativo; { $mistakes ->
    [one] 1 errore di questo tipo (la regola violata)
   *[other] { $mistakes } errori di questo tipo (la regola violata)
}
scores-register_mistakes = { $category }: { $mistakes ->
    [one] 1 errore
   *[other] { $mistakes } errori
}
summary-about_situation = Che cosa ha allenato questa situazione
start-trains = Questa situazione allena:
