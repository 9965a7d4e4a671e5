# Las palabras del tallador que acepta la línea de acciones, una lista por forma de acción,
# separadas por " | ". N es un número de casilla o puesto, X e Y un total, IMPORTE un monto
# (con coma o punto decimal). Las palabras en inglés del lenguaje de acciones valen siempre.
# Estos textos no se muestran tal cual: la ayuda y el autocompletado (Tab) los leen.

words-draw-place = carta N | tercera carta N | tercera N | carta a la casilla N | carta al puesto N
words-draw-punto = punto pide | carta punto | carta a punto | tercera punto | punto pide carta
words-draw-banca = banca pide | carta banca | carta a banca | tercera banca | banca pide carta | banco pide | carta banco
words-deal-place = repartir N | dar N
words-deal-punto = repartir punto | dar punto
words-deal-banca = repartir banca | dar banca | repartir banco | dar banco
words-stand-punto = punto se planta | punto planta | plantar punto | punto se queda
words-stand-banca = banca se planta | banca planta | plantar banca | banca se queda | banco se planta | banco planta | banco se queda
words-reveal-banca = descubrir banco | descubrir banca | destapar banco
words-collect = cobrar N | cobro N | cobrar la casilla N | cobrar el puesto N
words-pay = pagar N | pago N | pagar la casilla N | pagar el puesto N
words-pay-amount = pagar N IMPORTE | pago N IMPORTE
words-commission = comisión N IMPORTE | marcar comisión N IMPORTE
words-collect-commission = cobrar comisión N IMPORTE | cobrar la comisión N IMPORTE | cobrar casilla de comisión N IMPORTE
words-encart = encart N | empate N
words-discard-place = descarte N | descartar N | al descarte N | retirar al descarte N
words-discard-banca = descarte banca | descartar banca | retirar banca al descarte | descarte banco | descartar banco
words-discard-all = descarte todo | descartar todo | todo al descarte | retirar todo al descarte
words-announce-punto = anunciar punto X | cantar punto X | punto X
words-announce-result = anunciar banca X punto Y | cantar banca X punto Y | banca X punto Y | anunciar banco X punto Y | banco X punto Y
words-give-cards = cartas al puesto N | cartas a N | dar cartas N
words-give-cards-dealer = cartas al croupier | cartas al tallador | cartas croupier
words-rien-ne-va-plus = no va más | rien ne va plus
words-pass-shoe = pasar sabot N | sabot al puesto N | sabot N
words-pass-button = pasar botón N | botón al puesto N | botón N | pasar bottone N | bottone N
words-burn = quemar | quemar la carta | quemarla | carta quemada
words-keep = dejarla en juego | dejar en juego | dejar la carta en juego | dejar jugar | la carta juega
words-restore = restituir la carta | restituir | devolver la carta | devolverla | corregir la carta
words-void = anular | anular la jugada | jugada nula | anular la mano
words-call-inspector = llamar al inspector | inspector | llamar inspector
