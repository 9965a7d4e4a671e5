# Pantallas en español rioplatense: solo lo que se dice distinto (voseo); todo lo demás se toma
# de es/screens.ftl.

start-chips_about = Cada pago abre la bandeja de fichas: cortá el pago con las fichas de la mesa (teclas 1–8 desde la más chica, un clic, o escribí pagar 5 1x25 4x5 3x0,25). El importe es lo que suman las fichas; la corrección muestra las menos fichas.
train-chips_off = En esta sesión los pagos no se cortan con fichas: escribí el importe (pagar 5 47,50) o empezá con «Pagar con fichas».
quiz-about-cut_payout = Una apuesta ganadora: cortá su pago con las fichas de la mesa, en las menos fichas (CHIPS); o la pila de un jugador para colorear, en las menos fichas del mismo total (CHIPS-colour).
quiz-q-cut = Cortá este pago con fichas, en las menos fichas
quiz-q-colour = Colorear esta pila: cambiala por las menos fichas
