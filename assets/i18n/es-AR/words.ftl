# Las palabras del tallador en el Río de la Plata: solo lo que se dice distinto que en es/words.ftl
# (lo demás se toma de allí). En la mesa de casilleros las cartas las juega el tallador.

words-give-cards-dealer = cartas al tallador | cartas tallador | cartas al croupier
