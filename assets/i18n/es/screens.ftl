# Textos de las palabras del croupier en la línea de acciones y de los errores traducidos.

train-line_hint = carta 3 · pagar 5 · descarte banca

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Ejercicio: { $drill }

table-box_owes = Casilla de comisión { $place }: { $amount }
start-chips = Pagar con fichas
start-chips_about = Cada pago abre la bandeja de fichas: corta el pago con las fichas de la mesa (teclas 1–8 desde la más chica, un clic, o escribe pagar 5 1x25 4x5 3x0,25). El importe es lo que suman las fichas; la corrección muestra las menos fichas.
editor-fewest_chips = Menos fichas
editor-fewest_chips_about = Los pagos se cortan con fichas y cada pago bien hecho tiene que ir en las menos fichas (CHIPS): un criterio de la nota.
result-fewest_chips = Menos fichas: { $over } de { $payouts } pagos bien hechos con más fichas de las necesarias (no se admite ninguno)
tray-title = { $place }: pago de { $amount } en { $count } fichas
tray-pay = Pagar
tray-take_back = Devolver
tray-nothing_cut = Nada cortado todavía: una ficha de abajo (o su número) toma una.
tray-close = Cerrar
tray-chip = Ficha de { $value } ({ $colour }), tecla { $key }
tray-chip_hover = Un clic toma una ficha; el clic derecho la devuelve.
train-right_chips = Bien: { $amount }, en { $given } fichas. Con menos fichas: { $fewest } (CHIPS)
train-right_fewest = Bien: { $amount } en las menos fichas, { $count } (CHIPS)
train-not_chips = «{ $text }» no es un pago en fichas (columna { $column }). Ejemplo: pagar 5 1x25 4x5 3x0,25.
train-chips_off = En esta sesión los pagos no se cortan con fichas: escribe el importe (pagar 5 47,50) o empieza con «Pagar con fichas».
train-no_such_chip = Esta mesa no tiene fichas de { $value }.
train-chips_not_a_pay = Las fichas van después de un pago sin importe: pagar 5 1x25 4x5.
help-tray_chips = Bandeja abierta: una ficha de ese valor, desde la más chica (0,25, 1, 5, 25 …)
help-tray_back = Bandeja abierta: devolver la última ficha
help-tray_pay = Bandeja abierta: pagar lo cortado
quiz-drill-cut_payout = Cortar el pago
quiz-about-cut_payout = Una apuesta ganadora: corta su pago con las fichas de la mesa, en las menos fichas (CHIPS); o la pila de un jugador para colorear, en las menos fichas del mismo total (CHIPS-colour).
quiz-q-cut = Corta este pago con fichas, en las menos fichas
quiz-keys-cut = 1–8 toman una ficha (1 la más chica) · un clic toma una · Retroceso devuelve la última · Intro paga
quiz-cut = Cortado
quiz-answer-chips = { $chips } ({ $amount })
quiz-why-cut = { $working } ({ $rule }). Con menos fichas: { $fewest } (CHIPS)
quiz-why-cut_even = A la par: { $pay }
quiz-why-cut_banca_tenth = el 5 % de { $stake } = { $commission }: la décima parte ({ $tenth }), a la mitad; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca = { $stake } × { $percent } % = { $commission }; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca_marked = Se paga entero, { $pay }, y se marcan { $commission } en la casilla de comisión
quiz-why-cut_tie = El empate paga { $odds } a 1: { $stake } × { $odds } = { $pay }
quiz-q-colour = Colorear esta pila: cámbiala por las menos fichas
quiz-keys-colour = 1–8 toman una ficha (1 la más chica) · un clic toma una · Retroceso devuelve la última · Intro cambia
quiz-colour_up = Colorear
quiz-short-colour = Colorear { $total }
quiz-why-colour = { $stack } = { $total }: las menos fichas del mismo total son { $fewest } (CHIPS-colour)
