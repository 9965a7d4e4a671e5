# Textos de la interfaz en español neutro (tú), lo que se lee en Puerto Rico y casi toda América Latina.

## Términos: la mano de la Banca tal como se nombra dentro de una frase. La mesa de Venecia los
## redefine en venezia/terms.ftl («el Banco»); es-AR los hereda.
-banca = Banca
-La-banca = La Banca
-la-banca = la Banca
-de-la-banca = de la Banca
-a-la-banca = a la Banca

mode-practice = Práctica
mode-exam = Examen
mode-quiz = Ejercicios
mode-audit_drill = Auditoría

category-draw = Cuadro
category-order = Orden
category-money = Dinero
category-omission = Omisión
category-announce = Anuncio

start-subtitle = Entrenador de croupieres · Punto Banco
start-language = Idioma
start-trainee = Nombre
start-trainee_hint = Nombre y apellido del alumno
start-table = Mesa
start-mode = Modo
start-practice_about = Corrección al instante; tras un error se reintenta (solo cuenta el primer intento).
start-exam_about = Sin correcciones hasta el final; un error queda registrado y la mano sigue con la acción correcta.
start-amounts = Practicar importes y comisión
start-amounts_about = Se escribe lo que se paga: pagar 5 47,50.
start-situation = Situación
start-library = Biblioteca
start-random = Aleatoria
start-file = Archivo
start-library_empty = No hay situaciones de esta mesa en la biblioteca (carpeta scenarios/). Elige una aleatoria o abre un archivo.
start-library_problems = { $n ->
    [one] No se pudo leer { $n } archivo de la biblioteca (tallador check scenarios/ explica por qué).
   *[other] No se pudieron leer { $n } archivos de la biblioteca (tallador check scenarios/ explica por qué).
}
start-seed = Semilla
start-new_seed = Otra semilla
start-seed_about = La misma semilla da siempre la misma situación: anótala para repetirla.
start-deal = Repartir yo las cartas

menu-deal = Dar esta carta aquí

start-places = Casillas o puestos en juego
start-focus = Practicar sobre todo
start-random_failed = No hay situación al azar para esa elección: { $why }

focus-any = Cualquier mano
focus-banca_draws = { -La-banca } pide carta
focus-naturals = Naturales (de aire)
focus-ties = Encart y empates
focus-third_card = Terceras cartas
focus-commission = Comisión
focus-commission_box = Casilla de comisión (jugadores que se retiran, fin del zapato)
focus-venice_ties = Égalité
focus-wrong_declaration = Declaraciones erróneas
focus-colpo_in_bianco = Colpo in bianco
focus-no_punto_bet = Sin apuesta a Punto
focus-about-any = Cualquier mano: el procedimiento completo.
focus-about-banca_draws = Manos en las que { -la-banca } pide tercera carta.
focus-about-naturals = Manos con un natural de 8 o 9: se deciden de aire.
focus-about-ties = Manos con empate: un encart, un empate o manos iguales.
focus-about-third_card = Manos en las que Punto (una casilla) pide tercera carta.
focus-about-commission = { -La-banca } gana con una comisión que no es una unidad entera.
focus-about-commission_box = { -La-banca } gana, hay jugadores que se retiran y el zapato termina: en una mesa que marca la comisión se cobran las casillas de comisión.
focus-about-venice_ties = Empates en Venecia con apuestas a Égalité que pagar.
focus-about-wrong_declaration = Manos de Venecia en las que el cliente declara mal.
focus-about-colpo_in_bianco = Manos de Venecia sin apuestas: el Bottone se queda.
focus-about-no_punto_bet = Manos de Venecia sin apuesta a Punto: las cartas van al croupier.
start-random_notes = { $about } Repartida con la semilla { $seed }: la misma semilla reparte siempre la misma situación.

start-path = Archivo
start-browse = Examinar…
start-dialog_title = Abrir una situación
start-dialog_open = El diálogo de archivos está abierto…
start-no_file_chosen = No se eligió ningún archivo. Si no apareció el diálogo, este sistema no tiene uno: escribe la ruta del archivo.
start-start = Empezar
start-f1_hint = F1: atajos de teclado
start-projector = Proyector: letra grande y más contraste
start-projector_about = Para un proyector de aula o un monitor lejano: todo más grande y el texto en blanco. Se recuerda.
start-zoom_hint = Ctrl + / Ctrl − amplían o reducen · Ctrl 0 vuelve al tamaño normal

help-zoom = Ampliar / reducir todo · volver al tamaño de la ventana
help-projector = Proyector (letra grande y más contraste): la casilla arriba a la derecha de la pantalla de inicio
help-words = Las acciones que se escriben
help-list = Elegir la situación de la lista · empezar

start-pick_a_situation = Elige una situación de la biblioteca para esta mesa.
start-pick_a_table = Elige una mesa.
start-bad_seed = «{ $seed }» no es una semilla: escribe un número entero.
start-no_file = Escribe la ruta de un archivo de situación o usa «Examinar…».

table-box_n = Casilla { $n }
table-seat_n = Puesto { $n }
table-the_box_n = la casilla { $n }
table-the_seat_n = el puesto { $n }
card-suit_spades = P
card-suit_hearts = C
card-suit_diamonds = D
card-suit_clubs = T
table-dealer = croupier
table-says_carta = Cliente: «¡Carta!»
table-says_no_carta = Cliente: «No carta»
table-shoe = Sabot
table-discard = Descarte
table-encart = ENCART
table-won_punto = gana Punto
table-won_banca = gana { -banca }
table-tie = empate
table-legend_casilleros = PUNTO Y BANCA
table-legend_pr = PUNTO BANCO
table-legend_venezia = PUNTO BANCO · VENEZIA

menu-draw = Tercera carta
menu-stand = Plantarse
menu-collect = Cobrar
menu-pay = Pagar
menu-commission = Comisión
menu-collect_box = Cobrar casilla de comisión
menu-encart = Encart
menu-discard = Descarte
menu-discard_banca = Descarte { -de-la-banca }
menu-discard_all = Todo al descarte
menu-reveal = Descubrir
menu-announce_punto = Anunciar Punto
menu-announce_result = Anunciar resultado
menu-give_cards = Darle las cartas
menu-give_cards_dealer = Cartas al croupier
menu-rien_ne_va_plus = No va más
menu-pass_shoe = Pasarle el sabot
menu-pass_button = Pasarle el Bottone

act-draw_box = tercera carta a { $n }
act-draw_punto = tercera carta a Punto
act-draw_banca = tercera carta { -a-la-banca }
act-deal_box = repartir a { $n }
act-deal_punto = repartir a Punto
act-deal_banca = repartir { -a-la-banca }
act-stand_punto = Punto se planta
act-stand_banca = { -la-banca } se planta
act-reveal_banca = descubrir { -la-banca }
act-collect = cobrar { $n }
act-pay = pagar { $n }
act-pay_amount = pagar { $amount } en { $n }
act-commission = marcar { $amount } de comisión en { $n }
act-collect_commission = cobrar en { $n } su casilla de comisión, { $amount }
act-encart = encart en { $n }
act-discard_box = descarte de { $n }
act-discard_banca = descarte { -de-la-banca }
act-discard_all = todas las cartas al descarte
act-announce_punto = anunciar Punto { $x }
act-announce_result = anunciar { -banca } { $b }, Punto { $p }
act-give_cards = las cartas de Punto a { $n }
act-give_cards_dealer = las cartas de Punto al croupier
act-rien_ne_va_plus = no va más
act-pass_shoe = el sabot pasa a { $n }
act-pass_button = el Bottone pasa a { $n }

train-step = Paso { $step }
train-round_step = Mano { $round } de { $rounds } · paso { $step }
train-question = ¿Cuál es la próxima acción?
train-right = Correcto
train-you_chose = Elegiste: { $action }.
train-acceptable = Correcto aquí: { $actions }
train-try_again = Vuelve a intentarlo (este paso ya cuenta como error).
train-exam_note = Examen: las correcciones se ven al final.
train-practice_note = Elige un lugar, { -la-banca } o el croupier y una acción, o escribe la acción.
train-hint_is = Pista: { $action } ({ $told })
train-log_error = No se pudo guardar el registro: { $error }. La sesión sigue en memoria y se reintenta en cada paso.
train-retry_write = Reintentar ahora
train-history = Historial
train-hint = Pista
train-end = Terminar
train-confirm_end = ¿Terminar la sesión y ver el resumen?
train-confirm_end_keys = Intro termina · Esc vuelve a la mesa
train-keep_going = Seguir
train-help = Ayuda
train-score = Aciertos { $right }/{ $total } · { $percent }
train-exam_progress = Pasos respondidos: { $n }
train-times = última { $last } · media { $mean }
train-selected = Selección: { $what }
train-selected_dealer = Acciones del croupier sobre la mesa
train-pick_something = Elige en la mesa un lugar, { -la-banca } o el croupier (con ← → o un clic)
train-type_action = o escribe la acción:
train-line_tips = Intro confirma · Tab completa · ← → y los números eligen en la mesa · Esc deja la línea
train-suggestions = Tab completa: { $list }
train-not_an_action = «{ $text }» no es una acción (columna { $column }). Ejemplos: carta 3, pagar 5, descarte banca.
train-place_out_of_range = Esta mesa tiene lugares del 1 al { $max }.

summary-title = Resumen de la sesión
summary-first_try = Aciertos al primer intento: { $right } de { $total }
summary-unfinished = La sesión terminó antes del final de la situación.
summary-times = Tiempo por decisión: mediana { $median }, media { $mean }; total { $total }
summary-hints_retries = Pistas: { $hints } · reintentos: { $retries }
summary-category = Categoría
summary-steps = Decisiones de este tipo
summary-right = Bien al primer intento
summary-percent = %
summary-mistakes = Errores de este tipo
summary-table_note = Cada primer intento cuenta en una sola fila: un error, en el tipo de la regla que rompió (como lo nombran la corrección y la nota del examen); una decisión correcta, en el tipo de su paso. Bien + Errores = Decisiones, menos las que tuvieron pista.
summary-log = Registro de la sesión
summary-no_log_folder = No hay carpeta de datos: el registro quedó solo en memoria.
summary-open_folder = Abrir la carpeta
summary-cannot_open_folder = No se pudo abrir la carpeta
summary-cannot_open_folder_at = No se pudo abrir la carpeta: { $folder }
summary-copy_path = Copia la ruta y ábrela en el explorador de archivos.
summary-again = Repetir la situación
summary-new = Nueva sesión
summary-mistakes_title = Errores (elige uno para ver la mesa en ese momento)
summary-no_mistakes = Sin errores. ¡Muy bien!
summary-mistake_row = Mano { $round }, paso { $step }: { $choice } → { $expected } · { $rule } { $category }
summary-at_that_moment = Elegiste «{ $choice }»; correspondía «{ $expected }».

help-title = Atajos de teclado
help-f1 = Mostrar u ocultar esta ayuda
help-hint = Pista: la acción correcta (solo en práctica; el paso cuenta como error)
help-focus_line = Escribir la acción
help-tab = Completar la acción escrita
help-enter = Confirmar la acción escrita
help-escape = Dejar de escribir / quitar la selección
help-arrows = Elegir un lugar, { -la-banca }, Punto o el croupier
help-end = Terminar la sesión y ver el resumen
help-new = Nueva sesión
help-move_focus = Pasar de un control a otro
help-activate = Activar el control
help-start = Empezar
help-mistakes = Recorrer los errores
help-again = Repetir la situación
help-close = Cerrar

rule-T1 = Las cartas salen de un sabot de varias barajas de 52 cartas, y el palo nunca cuenta.
rule-T2 = El as vale 1, del 2 al 9 su número, el 10 y las figuras 0; el total es la suma sin las decenas (K+5 = 5, 4+7 = 1).
rule-T3 = Un 8 o un 9 con dos cartas es natural: nadie pide carta y la mano se decide de aire (el 9 gana al 8).
rule-T4 = Punto pide tercera carta con 0 a 5 y se planta con 6 o 7.
rule-T5 = { -La-banca } se planta con 7; si Punto se plantó pide con 0 a 5, y si Punto tomó carta decide por el cuadro según esa carta (con 3 no pide ante un 8, con 4 pide ante 2 a 7, con 5 ante 4 a 7, con 6 ante 6 o 7).
rule-T6 = Cada lado toma como mucho una tercera carta; gana el total más alto y los totales iguales empatan.
rule-PAY-punto = Una apuesta a Punto que gana se paga uno a uno: tanto como lo apostado.
rule-PAY-banca = Una apuesta a { -banca } que gana se paga uno a uno menos el 5 % de comisión, redondeado hacia abajo al centavo (a 10,00 le corresponden 9,50; a 0,47, 0,44).
rule-PAY-mark = En una mesa que marca la comisión, la apuesta a { -banca } se paga entera y la comisión se anota en la casilla de comisión de ese lugar justo después del pago.
rule-PAY-tie = Una apuesta al empate que gana se paga 8 a 1: ocho veces lo apostado, y la apuesta queda.
rule-PLACES = Solo juegan los lugares con apuesta: solo ellos reciben cartas y se liquidan, y «el jugador siguiente» es el próximo lugar ocupado a la derecha.
rule-CAS-deal = El croupier da una carta a cada casilla en juego de izquierda a derecha y luego { -a-la-banca }, y repite la vuelta.
rule-CAS-a = Si { -la-banca } tiene natural y supera a todas las casillas, en cada casilla se cobran las apuestas a Punto, se pagan las de { -banca } y se retiran las cartas, casilla por casilla.
rule-CAS-b = Con un natural { -de-la-banca } todas las casillas se liquidan ya, de aire, cada una entera: también las que empatan o le ganan.
rule-CAS-c = Una casilla con 8 o 9 gana de aire antes de cualquier tercera carta: se liquida entera y después se siguen las manos por definir.
rule-CAS-d = Con { -la-banca } en 7: primero las terceras cartas de las casillas con 0 a 5, de izquierda a derecha, y luego se liquidan todas de izquierda a derecha.
rule-CAS-e = Primero todas las terceras cartas de izquierda a derecha; después se liquidan, de izquierda a derecha, las casillas ante las que { -la-banca } se planta, y solo entonces { -la-banca } toma su carta.
rule-CAS-f = Después de la tercera carta { -de-la-banca } se liquidan las casillas ante las que pidió, de derecha a izquierda.
rule-CAS-g = Cada casilla se liquida como una unidad: cobrar lo que pierde, pagar lo que gana y llevar sus cartas al descarte; un empate se declara encart antes del descarte.
rule-PR-deal = Se reparte en orden Punto, { -banca }, Punto, { -banca }.
rule-PR-natural = Si Punto o { -la-banca } tienen natural (8 o 9), nadie pide carta y se pasa a anunciar el resultado.
rule-PR-punto = Punto habla primero: pide con 0 a 5, se planta con 6 o 7, y tras su tercera carta se anuncia su total.
rule-PR-banca = { -La-banca } pide o se planta según el cuadro, mirando la tercera carta de Punto.
rule-PR-announce = Antes de tocar las apuestas se anuncia el resultado: primero { -la-banca } y después Punto.
rule-PR-settle = Primero se cobran todas las apuestas perdedoras y después se pagan las ganadoras; en empate las apuestas a Punto y a { -banca } ni ganan ni pierden y se paga el empate.
rule-PR-discard = Liquidada la mano, todas las cartas van al descarte.
rule-PR-shoe = Cuando gana Punto en una mano con apuestas, el sabot pasa al siguiente jugador a la derecha.
rule-VE-close = Antes de repartir, el croupier cierra las apuestas con «rien ne va plus».
rule-VE-deal = Se reparten cuatro cartas boca abajo: la 1.ª y la 3.ª a Punto, a la derecha; la 2.ª y la 4.ª { -a-la-banca }, a la izquierda.
rule-VE-give = Las cartas de Punto van al puesto con la mayor apuesta a Punto; con apuestas iguales manda el orden que empieza en el Bottone, y sin apuestas a Punto las juega el croupier.
rule-VE-declare = El cliente dice carta o no carta, pero manda el cuadro: con 0 a 5 Punto pide y con 6 o 7 se planta, diga lo que diga.
rule-VE-reveal = Después de la declaración el croupier descubre { -la-banca }, que pide o se planta según el cuadro.
rule-VE-announce = Se anuncia primero el total { -de-la-banca } y después el de Punto.
rule-VE-settle = Se cobran las perdedoras y después se pagan las ganadoras; en empate la mano es nula y se paga la Égalité.
rule-VE-button = Después del descarte el Bottone pasa al siguiente jugador a la derecha, salvo tras una mano sin apuestas (colpo in bianco).
rule-PAY-box = En una mesa que marca la comisión, la casilla de cada lugar suma sus marcas a lo largo del zapato; cuando el jugador se retira o se acaba el zapato, tras los pagos de la mano y antes del descarte, el crupier cobra entera cada una de esas casillas, por orden ascendente de lugar. Una casilla vacía no se cobra.
rule-CHIPS = Un pago se hace con las fichas de la mesa: el importe que da su regla de pago, en las menos fichas que lo suman (la ficha más grande que cabe, después la siguiente). El importe justo en más fichas está bien en el dinero; un ejercicio, y un examen que las pide, quieren las menos fichas.
rule-CHIPS-colour = Colorear: la pila de fichas chicas de un jugador se cambia por las menos fichas del mismo total, primero las más grandes que caben.

quiz-open = Ejercicios rápidos
quiz-title = Ejercicios
quiz-subtitle = El cuadro, los totales, los pagos y el orden, hasta que salgan sin pensar. Lo que fallas vuelve más a menudo.
quiz-trainee = Nombre
quiz-table = Mesa
quiz-no_name = Sin nombre, el historial se guarda como «trainee»: escribe tu nombre para que sea tuyo.
quiz-drill-mixed = Mixto
quiz-drill-third_card = Tercera carta
quiz-drill-totals = Totales
quiz-drill-payouts = Pagos y comisión
quiz-drill-box_order = Orden de las casillas
quiz-drill-venice = Precedencia (Venecia)
quiz-drill-deal = El reparto
quiz-about-mixed = Todos los ejercicios de esta mesa, mezclados.
quiz-about-third_card = ¿Pide o se planta? Cada casilla del cuadro (T5) y la fila de Punto (T4).
quiz-about-totals = Dos o tres cartas: ¿cuánto suman? Los naturales, de un vistazo.
quiz-about-payouts = Una apuesta ganadora: ¿cuánto se paga y cuánto se marca? Importes redondos y raros.
quiz-about-box_order = Tras las terceras cartas: ¿en qué orden se liquidan las casillas?
quiz-about-venice = Apuestas y Bottone: ¿quién recibe las cartas de Punto?
quiz-about-deal = Una mesa con apuestas: ¿a qué mano va la carta N del reparto?
quiz-learned = { $n } de { $total } dominadas
quiz-start = Empezar
quiz-heatmap = Mapa del cuadro
quiz-back = Volver
quiz-menu = Otro ejercicio
quiz-again = Otra vez
quiz-menu_keys = 1–{ $last } elige el ejercicio · Intro empieza · M mapa del cuadro · Esc vuelve al inicio · { $length } respuestas por tanda
quiz-progress = { $n } / { $total }
quiz-score = Aciertos { $right }/{ $total } · { $percent }
quiz-streak = Racha { $n } · mejor { $best }
quiz-q-banca = ¿{ -La-banca } pide o se planta?
quiz-q-punto = ¿Punto pide o se planta?
quiz-q-total = ¿Cuánto suma?
quiz-q-payout = ¿Cuánto se paga?
quiz-q-payout_marked = ¿Cuánto se paga y cuánto se marca?
quiz-q-order = ¿En qué orden se liquidan las casillas?
quiz-q-reader = ¿Quién recibe las cartas de Punto?
quiz-q-deal = ¿A dónde va la carta { $n } de { $cards }?
quiz-hand-punto_third = PUNTO · 3.ª carta { $v }
quiz-hand-punto_stood = PUNTO  { $p } · se plantó
quiz-side-punto = Punto
quiz-side-banca = { -banca }
quiz-side-empate = Empate
quiz-the_banca = { -la-banca }
quiz-the_banco = el Banco
quiz-the_punto = Punto
quiz-wins = Gana { $side }
quiz-terms-deducted = { -banca }: comisión del { $percent } % descontada (el centavo, hacia abajo)
quiz-terms-marked = { -banca }: se paga entera y la comisión del { $percent } % se marca en la casilla de comisión
quiz-terms-even = Punto paga uno a uno
quiz-terms-tie = El empate paga { $odds } a 1
quiz-draw = Pide
quiz-stand = Se planta
quiz-pay = Pagar
quiz-mark = Marcar
quiz-order = Orden
quiz-seat = Puesto
quiz-box = Casilla
quiz-ok = Listo
quiz-answer-pay = pagar { $amount }
quiz-answer-mark = marcar { $amount }
quiz-keys-draw = D pide · S se planta
quiz-keys-total = Escribe la cifra, de 0 a 9
quiz-keys-payout = Escribe el importe (24,22 o 24.22) e Intro · Retroceso borra
quiz-keys-payout_marked = El pago, Tab, la marca e Intro · Retroceso borra
quiz-keys-order = Toca las casillas en orden o escribe sus números (5 3 1) e Intro · Retroceso borra
quiz-keys-reader = Toca el puesto o escribe su número · 0 = el croupier
quiz-keys-deal_boxes = Toca la mano o escribe el número de casilla · B = { -banca }
quiz-keys-deal_hands = P = Punto · B = { -banca }
quiz-side_keys = Esc termina la tanda · F1 atajos
quiz-not_amount = «{ $text }» no es un importe: escribe, por ejemplo, 24,22.
quiz-need_mark = Falta la marca: Tab y escribe la comisión.
quiz-need_boxes = Faltan casillas: llevas { $n } de { $total }.
quiz-continue = Seguir
quiz-continue_hint = Lee el porqué y sigue con Intro o Espacio.
quiz-first_note = Contesta rápido: cada respuesta se cronometra. Lo que fallas o contestas con lentitud vuelve pronto.
quiz-right_in = Correcto · { $time } · { $rule }
quiz-wrong_rule = { $category } · { $rule }
quiz-your_answer = Tu respuesta: { $answer }
quiz-correct_answer = Correcta: { $answer }
quiz-slow = Bien, pero lento: vuelve pronto.
quiz-recent = Últimas respuestas
quiz-log_error = No se pudo escribir: { $error }
quiz-cannot_start = El ejercicio no puede empezar: { $error }.
quiz-history_problem = El historial anterior no se pudo leer y quedó aparte ({ $error }); empieza uno nuevo.
quiz-results = Resultado de la tanda
quiz-results_right = { $right } de { $total } bien
quiz-results_times = Mediana { $median } por respuesta · { $per_minute } respuestas por minuto
quiz-results_streak = Mejor racha: { $n }
quiz-log_at = Registro: { $path }
quiz-mistakes = Para repasar
quiz-no_mistakes = Sin errores. ¡Muy bien!
quiz-row-0 = con 0, 1 o 2 { -la-banca } pide siempre
quiz-row-3 = con 3 pide salvo ante un 8
quiz-row-4 = con 4 pide ante 2 a 7
quiz-row-5 = con 5 pide ante 4 a 7
quiz-row-6 = con 6 pide solo ante 6 o 7
quiz-row-7 = con 7 se planta siempre
quiz-why-total = { $sum }: vale solo la última cifra, { $total }.
quiz-why-natural = { $sum } con dos cartas: natural de { $total }, nadie pide carta.
quiz-why-pay_punto = Punto paga uno a uno: { $stake }.
quiz-why-pay_banca = { -banca } paga { $stake } menos el { $percent } %: { $pay } (el centavo se redondea hacia abajo).
quiz-why-pay_banca_marked = Se paga entera, { $pay }, y se marca la comisión del { $percent } %: { $mark }, lo que va de { $pay } a { $net } (el pago con la comisión descontada, redondeado hacia abajo).
quiz-why-pay_tie = El empate paga { $odds } a 1: { $stake } × { $odds } = { $pay }.
quiz-why-order_mixed = { -La-banca } ({ $b }) se planta ante { $stands }: esas primero, de izquierda a derecha; después toma su tercera carta y liquida { $draws }, de derecha a izquierda.
quiz-why-order_stands = { -La-banca } ({ $b }) se planta ante todas: de izquierda a derecha, { $stands }.
quiz-why-order_draws = { -La-banca } ({ $b }) pide contra todas: después de su tercera carta, de derecha a izquierda, { $draws }.
quiz-why-reader_single = La mayor apuesta a Punto ({ $stake }) está en { $seat }: recibe las cartas.
quiz-why-reader_tie = Apuestas iguales a Punto ({ $stake }) en los puestos { $tied }: la precedencia sale del Bottone, en { $holder }, hacia la derecha: las recibe { $seat }.
quiz-why-reader_dealer = No hay apuestas a Punto: las cartas de Punto las juega el croupier.
quiz-why-deal = Reparto: { $order }. La carta { $n } es para { $owner }.
quiz-short-banca = { -banca } { $b } · 3.ª de { $v }
quiz-short-banca_stood = { -banca } { $b } · Punto plantado
quiz-short-punto = Punto { $p }
quiz-short-total = Total de { $cards }
quiz-short-payout = { $stake } a { $side }
quiz-short-order = { $n ->
    [one] Orden de { $n } casilla
   *[other] Orden de { $n } casillas
}
quiz-short-reader = Bottone en el puesto { $holder }
quiz-short-deal = Carta { $n } de { $cards }
quiz-heat-title = Mapa del cuadro
quiz-heat-about = Tu acierto en cada casilla del cuadro, de todas tus tandas: verde bien, rojo mal, gris sin preguntar todavía. La letra es la regla: D pide, S se planta.
quiz-heat-third = Tercera carta de Punto (– = Punto se plantó)
quiz-heat-banca = { -banca }
quiz-heat-punto_row = Punto con dos cartas (T4)
quiz-heat-cell_name = { -banca } { $b } contra { $v }
quiz-heat-cell_name_stood = { -banca } { $b }, Punto plantado
quiz-heat-punto_name = Punto { $p }
quiz-heat-cell = { $name }: { $right } de { $seen } bien
quiz-heat-cell_new = { $name }: sin preguntar todavía
quiz-heat-by_drill = Por ejercicio
quiz-heat-drill_line = { $percent } % de { $seen }
quiz-heat-answers = { $n ->
    [one] { $n } respuesta en total.
   *[other] { $n } respuestas en total.
}
quiz-heat-empty = Todavía no hay respuestas: haz una tanda de tercera carta.
quiz-heat-legend_bad = mal
quiz-heat-legend_half = a medias
quiz-heat-legend_good = bien
quiz-help-pick = Elegir el ejercicio (en el menú)
quiz-help-draw = Pide / se planta
quiz-help-digits = Totales, importes, casillas y puestos
quiz-help-enter = Confirmar lo escrito · seguir después de un error
quiz-help-tab = Pasar del pago a la marca (comisión marcada)
quiz-help-map = Mapa del cuadro (en el menú y el resultado)
quiz-help-escape = Terminar la tanda / volver
quiz-why-reader_holder = Apuestas iguales a Punto ({ $stake }) en los puestos { $tied }; la precedencia empieza en el Bottone, que está en { $seat }: las recibe él.

tools-title = Para instructores e inspectores
tools-review = Revisar un registro
tools-review_about = Una sesión paso a paso: la mesa, lo esperado y lo elegido, la integridad.
tools-overview = Resumen de la clase
tools-overview_about = Una carpeta de registros: una fila por alumno, gráficos, CSV.
tools-inspector = Reconstruir una mano
tools-inspector_about = Armar una mano en disputa, auditar lo que hizo el croupier, imprimir el informe.
tools-audit_drill = Práctica de auditoría
tools-audit_drill_about = Detener los errores escondidos de un croupier y nombrar la regla.
tools-back = Volver
tools-browse = Buscar…

help-back = Volver a la pantalla de inicio
help-review_steps = Paso anterior / siguiente de los mostrados
help-review_ends = Primer / último paso mostrado
help-review_pages = Diez pasos atrás / adelante
help-review_mistakes = Solo errores, sí o no
help-overview_rows = Alumno anterior / siguiente
help-overview_open = Revisar la última sesión del alumno elegido
help-overview_csv = Exportar la tabla como CSV
help-inspector_add_card = En el campo de carta: agregar la carta (9D, 10C, KP …; P picas, C corazones, D diamantes, T tréboles)
help-inspector_pick_card = Elegir la carta anterior / siguiente del sabot
help-inspector_move_card = Mover la carta elegida antes / después en el sabot
help-inspector_delete_card = Borrar la carta elegida
help-inspector_save = Guardar el caso (escenario y acciones)
help-drill_pass = La acción del croupier es correcta: seguir
help-drill_stop = ¡Alto! La acción está mal (después nombra la regla)
help-drill_pick = Recorrer las reglas y nombrar una
help-drill_cancel = Cerrar la lista de reglas (o volver)
help-drill_start = Empezar la práctica

review-title = Revisión
review-header = { $trainee } · { $mode } · { $table } · «{ $title }» · { $date }
review-no_name = (sin nombre)
review-open_title = Abrir un registro de sesión
review-col_date = Fecha
review-col_trainee = Alumno
review-col_table = Mesa
review-col_title = Situación
review-col_mode = Modo
review-col_score = Aciertos al primer intento
review-unreadable = no se puede leer
review-unfinished_score = { $score } (sin terminar)
review-dialog_title = Abrir un registro de sesión
review-path = Archivo
review-open = Abrir
review-cannot_open = No se puede abrir el registro: { $error }
review-logs_in = Registros de sesión en { $folder }
review-no_folder = Esta computadora no tiene carpeta de datos: escribe la ruta de un registro.
review-no_logs = Todavía no hay registros de sesión aquí.
review-intact = Íntegro
review-intact_about = El registro está tal como se escribió: cada paso coincide con su hash.
review-altered_step = Alterado en el paso { $n }
review-altered_header = Alterado en el encabezado
review-altered_summary = Alterado en el resumen
review-altered_about = El contenido ya no coincide con su hash: el archivo se editó después de escribirse.
review-go_to_step = Ir al paso { $n }
review-summary_line = { $mistakes ->
    [one] { $percent } al primer intento ({ $right } de { $total }) · mediana { $median } · { $mistakes } error
   *[other] { $percent } al primer intento ({ $right } de { $total }) · mediana { $median } · { $mistakes } errores
}
review-unfinished = La sesión terminó antes del final de la situación.
review-mistakes_only = Solo errores
review-all_categories = Todas las categorías
review-all_rules = Todas las reglas
review-showing = { $total ->
    [one] { $shown } de { $total } paso a la vista
   *[other] { $shown } de { $total } pasos a la vista
}
review-none_shown = Ningún paso cumple los filtros.
review-row_right = Paso { $n }: { $choice }, bien
review-row_wrong = Paso { $n }: { $choice }, mal
review-step_title = Paso { $n } de { $total }
review-position = mano { $round }, paso { $step }
review-try_n = intento { $n }
review-hinted = después de una pista
review-decided_in = decidido en { $time }
review-expected = Lo esperado
review-chosen = Lo elegido
review-also_acceptable = También valía: { $list }
review-right = Bien
review-wrong = Mal
review-chips = En fichas: { $chips }: { $count } fichas
review-chips_fewest = En fichas: { $chips }: { $count } fichas; las menos, { $fewest }
review-applied = El examen siguió con: { $action }
review-drill_expected = El procedimiento pedía
review-drill_dealer = El croupier hizo
review-drill_call_right = La decisión del alumno fue correcta
review-drill_call_wrong = La decisión del alumno fue incorrecta
review-drill_end = Nada más: la mano había terminado
review-table_before = La mesa antes de este paso
review-no_table = No se puede dibujar la mesa: { $reason }

overview-title = Resumen de la clase
overview-subtitle = Una carpeta de registros de sesión, una fila por alumno
overview-folder = Carpeta
overview-pick_folder = Elige la carpeta de registros de sesión
overview-load = Leer la carpeta
overview-folder_about = Se leen todos los registros de sesión de la carpeta y sus subcarpetas; los demás archivos se ignoran.
overview-not_a_folder = «{ $folder }» no es una carpeta.
overview-csv = Archivo CSV
overview-save_csv = Guardar la tabla como CSV
overview-export = Exportar CSV
overview-csv_written = La tabla se guardó en { $path }.
overview-csv_failed = No se pudo guardar la tabla en { $path }: { $error }
overview-status = { $logs ->
    [one] { $logs } registro de sesión
   *[other] { $logs } registros de sesión
} · { $trainees ->
    [one] { $trainees } alumno
   *[other] { $trainees } alumnos
}
overview-altered_left_out = { $n ->
    [one] { $n } registro alterado queda fuera de las cifras
   *[other] { $n } registros alterados quedan fuera de las cifras
}
overview-problems = { $n ->
    [one] No se pudo leer { $n } archivo
   *[other] No se pudieron leer { $n } archivos
}
overview-no_logs = No hay registros de sesión en esta carpeta.
overview-trainee = Alumno
overview-sessions = Sesiones
overview-accuracy = Aciertos
overview-median = Tiempo mediano
overview-weakest = Reglas más débiles (errores)
overview-altered = Alterados
overview-table_about = Solo primeros intentos. Elige un alumno para ver solo sus gráficos y sesiones (Intro revisa la última).
overview-chart_accuracy = Aciertos por sesión
overview-chart_time = Tiempo mediano por decisión, por sesión
overview-chart_rules = Errores por regla
overview-rule_count = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
overview-session_axis = Sesión
overview-mistakes_axis = Errores
overview-no_mistakes = Sin errores.
overview-sessions_of = Sesiones de { $trainee }
overview-review = Revisar

inspector-title = Reconstruir una mano en disputa
inspector-subtitle = La mano tal como la conoce el inspector, y lo que dice el procedimiento
inspector-the_hand = La mano
inspector-case_title = Caso
inspector-case_title_hint = Mesa 3, 21:40, reclamo del puesto 5
inspector-table = Mesa
inspector-shoe_at = Sabot en el puesto
inspector-button_at = Bottone en el puesto
inspector-seats = Puestos ocupados
inspector-seats_hint = solo si había puestos ocupados sin apuestas: 2 4 6
inspector-declaration = El cliente dijo
inspector-declaration_none = Lo que dice el cuadro
inspector-carta = carta
inspector-no_carta = no carta
inspector-bets = Apuestas
inspector-box = Casilla
inspector-seat = Puesto
inspector-amount = Monto
inspector-remove = Quitar
inspector-remove_bet = Quitar esta apuesta
inspector-add_bet = Agregar una apuesta
inspector-cards = Las cartas, en el orden en que salieron del sabot
inspector-cards_about = Escribe una carta y pulsa Intro (9D, 10C, KP: palos P picas, C corazones, D diamantes, T tréboles); va después de la carta elegida. Debajo de cada carta: la mano que la recibió.
inspector-no_cards = Todavía no hay cartas.
inspector-card = Carta
inspector-add_card = Agregar
inspector-earlier = ← Antes
inspector-later = Después →
inspector-delete = Borrar
inspector-paste = Pegar una lista
inspector-add_list = Agregar estas cartas
inspector-clear_cards = Quitar todas las cartas
inspector-card_label = Carta { $n }: { $card }, para { $to }
inspector-unused = sin usar
inspector-dealer_did = Lo que hizo el croupier (opcional)
inspector-dealer_did_about = Una acción por línea, en el lenguaje de acciones: draw 2, collect 3, pay 5 47.50, discard banca …
inspector-actions = Acciones
inspector-action_forms = Una acción por línea, como la acepta el entrenador: { $forms }; o en el lenguaje de acciones: { $codes }.
inspector-action_forms_code = Una acción por línea, como la acepta el entrenador: { $codes }.
inspector-at_line = Línea { $line }, columna { $column }: { $message }
inspector-files = Archivos e informe
inspector-inspector_name = Inspector
inspector-inspector_hint = Nombre del inspector que firma el informe
inspector-case_file = Archivo del caso
inspector-save_title = Guardar el caso
inspector-save = Guardar el caso
inspector-saved = Guardado: { $files }
inspector-report_file = Informe
inspector-report_title = Guardar el informe
inspector-export_report = Exportar el informe para imprimir (HTML)
inspector-report_written = El informe se guardó en { $path }: ábrelo en un navegador para imprimirlo.
inspector-cannot_write = No se pudo escribir { $path }: { $error }
inspector-fix_first = Primero corrige los problemas marcados en rojo.
inspector-open_file = Abrir un caso
inspector-open_title = Abrir un caso (archivo de escenario)
inspector-open = Abrir
inspector-reconstruction = Reconstrucción
inspector-start_typing = Carga la mano a la izquierda: la mesa, las apuestas y las cartas. La reconstrucción aparece aquí.
inspector-problems = { $n ->
    [one] { $n } problema en la mano: está marcado en rojo a la izquierda. La reconstrucción aparece cuando se corrige.
   *[other] { $n } problemas en la mano: están marcados en rojo a la izquierda. La reconstrucción aparece cuando se corrigen.
}
inspector-hands = Las manos
inspector-hand = Mano
inspector-hand_cards = Cartas
inspector-total = Total
inspector-cards_left = { $n ->
    [one] { $n } carta más en la lista: la siguiente del sabot, no usada en esta mano.
   *[other] { $n } cartas más en la lista: las siguientes del sabot, no usadas en esta mano.
}
inspector-holder_line = Sabot o Bottone en el puesto { $start } al empezar; en el puesto { $end } después de la mano.
inspector-procedure = El procedimiento correcto
inspector-number = #
inspector-action = Acción
inspector-in_words = En palabras
inspector-rule = Regla
inspector-results = Resultados y pagos
inspector-place = Lugar
inspector-winner = Resultado
inspector-paid = Pagado (ganancia)
inspector-collected = Cobrado
inspector-commission = Comisión marcada
inspector-no_actions = Escribe lo que hizo el croupier (a la izquierda) para compararlo con el procedimiento.
inspector-against_dealer = Frente a lo que hizo el croupier
inspector-no_deviation = Sin desvíos
inspector-no_deviation_about = El croupier siguió el procedimiento.
inspector-deviations = { $n ->
    [one] { $n } desvío
   *[other] { $n } desvíos
}
inspector-deviations_about = Cada uno con el paso de las acciones del croupier, su línea, la regla y el tipo de error.
inspector-step = Paso
inspector-line = Línea
inspector-expected = Lo esperado
inspector-did = Hizo
inspector-category = Tipo
inspector-end_of_hand = el final de la mano
inspector-nothing = nada
inspector-money = El dinero en cada lugar
inspector-should = Debía recibir (neto)
inspector-gave = El croupier dio (neto)
inspector-difference = Diferencia
inspector-difference_about = Montos netos desde el lado del jugador: ganancias pagadas menos apuestas cobradas. Una diferencia positiva quiere decir que el jugador recibió de más.

drill-title = Práctica de auditoría
drill-log_title = Práctica de auditoría: { $table } (semilla { $seed })
drill-about = La aplicación reparte una mano y reproduce lo que hizo un croupier, acción por acción, con errores escondidos. Deja pasar cada acción correcta; detén cada una incorrecta y nombra la regla que incumple. Se puntúa y se registra como toda sesión.
drill-errors = Errores escondidos
drill-kinds_about = Errores posibles: una carta mal pedida, pasos fuera de orden, la comisión sin cobrar, un perdedor pagado, una casilla o un puesto omitido, el Bottone pasado tras un colpo in bianco.
drill-start = Empezar la práctica
drill-cannot_start = La práctica no puede empezar: { $error }
drill-action_n = Acción { $n } de { $total } del croupier
drill-pass = Correcta, seguir
drill-stop = ¡Alto! Está mal
drill-pick_rule = ¿Qué regla incumple?
drill-cancel = Cancelar
drill-passed = Bien: esa acción era correcta.
drill-caught = Detectado: { $rule } · { $category }.
drill-missed = Se te pasó: esa acción estaba mal. El procedimiento pedía { $expected } ({ $rule } · { $category }).
drill-false_alarm = Esa acción era correcta (sigue { $rule }): detenerla fue una falsa alarma.
drill-wrong_rule = Bien detenida, pero la regla es { $rule } ({ $category }), no { $named }.
drill-history = Decisiones hasta ahora
drill-table_before = La mesa antes de la acción del croupier
drill-finished = Práctica terminada
drill-found = Errores encontrados: { $caught } de { $planted } · { $false ->
    [one] 1 falsa alarma
   *[other] { $false } falsas alarmas
}
drill-caught_n = Errores escondidos detectados: { $caught } de { $total }
drill-false_alarms = Falsas alarmas: { $n }
drill-planted_list = Los errores escondidos
drill-kind_wrong_draw = Una carta mal pedida
drill-kind_wrong_order = Pasos fuera de orden
drill-kind_wrong_commission = Comisión sin cobrar
drill-kind_pays_loser = Un perdedor pagado
drill-kind_skipped_place = Una casilla o un puesto omitido
drill-kind_button_after_colpo = Bottone pasado tras un colpo in bianco
drill-again = Otra práctica
drill-review = Revisar esta práctica
drill-subtitle = { $trainee } · { $table } · semilla { $seed }

review-altered_here = El registro se alteró en este paso o antes: lo que muestra aquí no es confiable.
review-drill_dealer_right = Una acción correcta: había que dejarla pasar.
review-drill_dealer_wrong = Un error escondido: había que detenerlo.
review-category = Categoría
review-rule = Regla

inspector-card_label_plain = Carta { $n }: { $card }
inspector-where_bet = Apuesta { $n }
inspector-where_card = Carta { $n }
inspector-where_cards = Las cartas
inspector-where_holder = Puesto del sabot o del Bottone
inspector-where_action = Acciones, línea { $line }, columna { $column }

overview-modes = Sesiones
overview-all_modes = Todas

tools-no_file_chosen = No se eligió ningún archivo. Si no apareció ningún diálogo, este sistema no tiene uno: escribe la ruta.

review-profile_missing = el registro se escribió en una mesa cuyo perfil («{ $profile }») no está instalado en esta computadora; agrégalo a la carpeta de perfiles para ver la mesa
review-scenario_unreadable = no se puede leer el escenario que trae el registro ({ $detail })
review-verdict_mismatch = en el paso { $step } el veredicto sobre «{ $choice }» no sale del propio escenario del registro (editado, o escrito por otra versión)
review-quiz_items = Una sesión de ejercicios: cada respuesta fue una pregunta aparte, así que no hay una mesa que mostrar.
review-not_reached = la reproducción se detuvo antes de este paso

drill-instead_of = en vez de { $expected }

report-short_title = Reconstrucción
report-heading = Reconstrucción de una mano en disputa
report-table = Mesa
report-inspector = Inspector
report-when = Fecha y hora
report-file = Archivo
report-notes = Notas
report-round = Mano { $n }
report-bets = Apuestas
report-place = Lugar
report-side = A
report-amount = Monto
report-no_bets = Sin apuestas (una mano en blanco).
report-holder = Sabot o Bottone al empezar: puesto { $start }; después de la mano: puesto { $end }.
report-shoe_order = Las cartas en el orden en que salieron del sabot
report-number = N.º
report-card = Carta
report-to = A
report-hands = Las manos
report-hand = Mano
report-cards = Cartas
report-total = Total
report-procedure = El procedimiento correcto
report-action = Acción
report-rule = Regla
report-results = Resultados y pagos
report-winner = Gana
report-paid = Pagado (ganancia)
report-collected = Cobrado
report-commission = Comisión marcada
report-winner_punto = Punto
report-winner_banca = { -banca }
report-winner_tie = empate
report-no_bet = sin apuesta
report-dealer = Lo que hizo el croupier
report-clean = Sin desvíos: el croupier siguió el procedimiento.
report-deviations = { $n ->
    [one] { $n } desvío.
   *[other] { $n } desvíos.
}
report-step = Paso
report-line = Línea
report-expected = Lo esperado
report-did = Hizo
report-category = Tipo
report-nothing = (nada)
report-money = El dinero en cada lugar
report-round_column = Mano
report-should = Debía recibir (neto)
report-gave = El croupier dio (neto)
report-difference = Diferencia
report-actions = Las acciones del croupier, tal como se registraron
report-footer = Reconstrucción de Tallador. Los códigos de regla remiten a los procedimientos de Tallador (procedures.md).

why-punto = Punto
why-the_banca = { -la-banca }
why-the_banco = el Banco
why-the_shoe = el sabot
why-the_bottone = el Bottone
why-list = { $items } y { $last }
why-against_third = la tercera carta de Punto, un { $v }
why-against_stood = un Punto que se plantó
why-box_third = { $box } (tercera carta { $v })
why-box_stood = { $box } (se plantó)
why-d0 = La próxima carta del reparto es para { $hand } ({ $rule }).
why-d1 = Esta carta es para { $hand }: el reparto sigue su orden ({ $rule }).
why-d1_none = Ahora no toca repartir ninguna carta ({ $rule }).
why-d2_punto = A { $stake } en Punto le corresponden { $due }: se paga uno a uno ({ $rule }).
why-d2_banca = A { $stake } en { -banca } le corresponden { $due }: { $percent } % de comisión, redondeado hacia abajo ({ $rule }).
why-d2_in_full = A { $stake } en { -banca } se le paga entero, { $due }; la comisión va a la casilla de comisión ({ $rule }).
why-d2_tie = A { $stake } al empate le corresponden { $due }: se paga { $odds } a 1 ({ $rule }).
why-d2_mark = A { $stake } en { -banca } se le paga entero; para { $place } se marcan { $due } de comisión ({ $percent } %) en su casilla de comisión ({ $rule }).
why-d2_given = Pagaste { $given }.
why-d2_no_amount = Di cuánto pagas.
why-d3 = { $hand } tiene un natural, { $total }: nadie pide carta ({ $rule }).
why-d4 = { $hand } ya tiene tres cartas: como mucho una tercera carta ({ $rule }).
why-said_carta = carta
why-said_no_carta = no carta
why-punto_stands = Punto se planta
why-punto_draws = Punto pide
why-d5 = El cliente dijo «{ $said }» con { $total }: manda el cuadro, { $does } ({ $rule }).
why-d6_box_stands = { $hand } tiene { $total }: con 6 o 7 se planta ({ $rule }).
why-d6_punto_stands = { $hand } tiene { $total }: con 6 o 7 Punto se planta ({ $rule }).
why-d6_draws = { $hand } tiene { $total }: con 0 a 5 pide carta ({ $rule }).
why-banca_draws = { $banca } pide
why-banca_stands = { $banca } se planta
why-d7_third = { $banca } tiene { $b } y la tercera carta de Punto es un { $v }: { $verb } ({ $rule }).
why-d7_stood = Punto se plantó y { $banca } tiene { $b }: { $verb } ({ $rule }).
why-d7_seven = { $banca } tiene 7: se planta ante todas las casillas ({ $rule }).
why-d7_boxes = { $banca } tiene { $b } y se planta ante todas las casillas que quedan, { $boxes } ({ $rule }).
why-d8 = { $place } no tiene apuesta: solo juegan { $places ->
        [boxes] las casillas
       *[other] los puestos
    } con apuesta ({ $in_play }) ({ $rule }).
why-result_punto = ahí gana Punto
why-result_banca = ahí gana { $banca }
why-result_tie = empate, y las apuestas a Punto y a { -banca } no ganan ni pierden
why-d9 = { $place } tiene { $p } y { $banca }, { $b }: { $result } ({ $rule }).
why-d10_reader = { $seat } tiene la mayor apuesta a Punto, { $stake } (a igual apuesta se sigue la precedencia desde el Bottone, en { $holder }): las cartas de Punto van ahí ({ $rule }).
why-d10_dealer = Nadie apuesta a Punto: las cartas de Punto las juega el croupier ({ $rule }).
why-d10_next = { $token } deja { $holder } y lo recibe { $seat }, el siguiente puesto ocupado a la derecha ({ $rule }).
why-d10_colpo = Mano en blanco (colpo in bianco), sin apuestas: { $token } se queda en { $holder } ({ $rule }).
why-d10_no_bets = Sin apuestas en esta mano: { $token } se queda en { $holder } ({ $rule }).
why-d10_tie = Empate: { $token } se queda en { $holder }; solo pasa cuando gana Punto ({ $rule }).
why-d10_banca_won = Ganó { -la-banca }: { $token } se queda en { $holder }; solo pasa cuando gana Punto ({ $rule }).
why-d10_alone = No hay otro puesto ocupado: { $token } se queda en { $holder } ({ $rule }).
why-announce_punto = Punto tiene { $x }: se anuncia «Punto { $x }» ({ $rule }).
why-announce_result = { $banca } { $b }, Punto { $p }: eso se anuncia, primero { $banca } ({ $rule }).
why-d12_natural = Hubo natural: no se anuncia nada antes del resultado ({ $rule }).
why-d12_stood = Punto se plantó: su total se anuncia con el resultado ({ $rule }).
why-d12_venice = En Venecia solo se anuncia el resultado, primero el Banco ({ $rule }).
why-d13 = { $hand } tiene { $total }: con 0 a 5 toma tercera carta ahora ({ $rule }).
why-d13_banca = { $banca } tiene { $total } ante { $against }: pide ahora ({ $rule }).
why-d14 = Primero el anuncio: { $due } ({ $rule }).
why-d15 = Primero: { $first }, porque { $why } ({ $rule }).
why-d15_box = Primero { $first }: la casilla se liquida en orden, cobrar, pagar, descartar ({ $rule }).
why-d15_unit = Se está liquidando { $box }: termínala ({ $first }) antes de cualquier otra cosa ({ $rule }).
why-d16 = Eso ya está hecho: { $action } ({ $rule }).
why-d16_settled = Eso ya está hecho: { $action }; cada { $places ->
        [boxes] casilla
       *[other] puesto
    } se liquida una sola vez ({ $rule }).
why-d17 = Lo que toca ahora: { $due } ({ $rule }).
why-d17_over = La mano terminó ({ $rule }).
why-d15_plain = Primero: { $first } ({ $rule }).
why-d13_banca_alone = { $banca } tiene { $total }: pide ahora ({ $rule }).
why-d9_no_wager = En { $place }, Punto tiene { $p } y { $banca }, { $b }: { $result } ({ $rule }).
why-d8_none = { $place } no tiene apuesta: en esta mano nadie apuesta ({ $rule }).
why-d7_boxes_none = { $banca } tiene { $b } y no queda casilla por liquidar: no pide carta ({ $rule }).
why-box_natural = { $box } (natural { $total })
why-wager_punto = a Punto
why-wager_banca = { -a-la-banca }
why-wager_tie = al empate
why-d2_marked = Marcaste { $given }.
why-d3_box = { $hand } tiene un natural, { $total }: no toma tercera carta y se liquida de aire ({ $rule }).
why-d9_seat = { $place } apuesta { $wagers }; Punto tiene { $p } y { $banca }, { $b }: { $result } ({ $rule }).
why-d9_deducted = Esta mesa descuenta del pago el { $percent } % de comisión: no se marca nada para { $place } ({ $rule }).
why-d2_box = En su casilla de comisión, { $place } debe { $marks }: se cobra entera, { $due }; cobraste { $given } ({ $rule }).
why-d9_box_deducted = Esta mesa descuenta del pago el { $percent } % de comisión: no lleva casillas de comisión y { $place } no debe nada ({ $rule }).
why-d9_box_empty = La casilla de comisión está vacía: { $place } no debe nada, y una casilla vacía no se cobra ({ $rule }).
why-d9_box_stays = En su casilla de comisión, { $place } debe { $owed }, pero nadie se retira de ahí y el zapato sigue: una casilla se cobra cuando su jugador se retira o se acaba el zapato ({ $rule }).
why-d16_box = Eso ya está hecho: { $action }; una casilla se cobra una sola vez, y ahora está vacía ({ $rule }).
why-d14_punto = Primero el anuncio: «Punto { $x }»; tras su tercera carta se anuncia el total de Punto, antes de que juegue { -la-banca } ({ $rule }).
why-d14_result = Primero el anuncio: «{ $banca } { $b }, Punto { $p }»; el resultado se anuncia antes de tocar las apuestas ({ $rule }).
why-first_bets_closed = las apuestas se cierran antes de repartir ninguna carta
why-first_cards_given = las cartas de Punto van a quien las lee antes de descubrir { -la-banca }
why-first_reveal = { -la-banca } se descubre después de la declaración, antes de pedir ninguna carta
why-first_punto = Punto habla primero, antes que { -la-banca } y que el resultado
why-first_banca = { -la-banca } juega antes de anunciar el resultado y de tocar las apuestas
why-first_box_cards = todas las terceras cartas de las casillas van antes de liquidar y antes de la carta { -de-la-banca }
why-first_cards_left_to_right = las terceras cartas se dan a las casillas de izquierda a derecha
why-first_naturals = una casilla con natural se liquida de aire antes de cualquier tercera carta
why-first_standing_boxes = primero se liquidan, de izquierda a derecha, las casillas ante las que { -la-banca } se planta, y solo después toma su carta
why-first_left_to_right = las casillas se liquidan de izquierda a derecha
why-first_right_to_left = tras la tercera carta { -de-la-banca }, las casillas ante las que pidió se liquidan de derecha a izquierda
why-first_banca_card = las casillas ante las que { -la-banca } pide se liquidan con sus tres cartas, después de su carta
why-first_losers = primero se cobran las apuestas que pierden y después se pagan las que ganan
why-first_mark = la comisión se marca justo después de su pago
why-first_settle = las apuestas se liquidan antes de retirar las cartas al descarte
why-first_box_unit = una casilla se liquida de una vez, hasta retirar sus cartas al descarte, antes de cualquier otra cosa
why-first_discard = las cartas se retiran al descarte antes de que pase { $token }

start-exam_notes_hidden = Examen: no se muestra qué entrena la situación.

report-why = Por qué

help-about = Tallador { $version }. Carpeta de datos (registros, historiales, perfiles de la casa, tus propias situaciones): { $folder }
help-no_data_folder = ninguna (no hay carpeta personal)
help-licences = Licencias de las fuentes y los crates con que está hecho

start-own_library = Tus propias situaciones: { $folder }
start-random_title = Situación aleatoria: { $focus } (semilla { $seed })

# Los nombres de las teclas como en un teclado en español, para las tablas de atajos.
key-enter = Intro
key-space = Espacio
key-tab = Tab
key-escape = Esc
key-backspace = Retroceso
key-delete = Supr
key-home = Inicio
key-end = Fin
key-page_up = RePág
key-page_down = AvPág
key-shift = Mayús
key-ctrl = Ctrl
key-alt = Alt
table-leaves = Se retira
train-shoe_end = Última mano del zapato: después se cobran todas las casillas de comisión.
train-leaves = { $place }: el jugador se retira después de esta mano; se cobra su casilla de comisión.
train-table_did = la mesa: { $action }

# Irregularidades (procedures.md sección 8)
category-irregularity = Irregularidad
act-burn = quemar la carta
act-keep = dejar la carta en juego
act-restore = restituir la carta a su mano
act-void = anular la jugada
act-call_inspector = llamar al inspector
rule-IRR-faceup = Una carta que asoma boca arriba en el sabot antes de repartirse: la regla de la mesa dice si se quema (la siguiente ocupa su lugar) o queda en juego como siempre.
rule-IRR-exposed = Una carta del reparto inicial que los jugadores ven al repartirse: la regla de la mesa dice si juega donde está o se quema y la reemplaza la siguiente.
rule-IRR-stuck = Dos cartas que salen pegadas del sabot: la jugada se anula y todas las cartas van al descarte.
rule-IRR-misdeal = Una carta repartida a la mano equivocada: si se nota enseguida se devuelve a su mano; si se nota después, la jugada se anula.
rule-IRR-extra = Una carta sacada para una mano que se planta se quema; la mano se planta con sus dos cartas.
rule-IRR-damaged = Una carta dañada o marcada: el croupier llama al inspector, y la carta se quema y la reemplaza la siguiente.
rule-IRR-claim = Un jugador reclama la jugada: el croupier llama al inspector, que decide; una jugada anulada no mueve dinero.
why-di1_faceup_burn = La carta { $n } ({ $card }) salió dada vuelta: esta mesa la quema y la siguiente ocupa su lugar ({ $source }) ({ $rule }).
why-di1_faceup_keep = La carta { $n } ({ $card }) salió dada vuelta: esta mesa la deja en juego y se reparte como siempre ({ $source }) ({ $rule }).
why-di1_exposed_burn = La carta { $n } ({ $card }) se vio al repartirla a { $hand }: esta mesa la quema y la siguiente va a esa mano ({ $source }) ({ $rule }).
why-di1_exposed_keep = La carta { $n } ({ $card }) se vio al repartirla a { $hand } (carta expuesta): esta mesa la deja en juego donde está ({ $source }) ({ $rule }).
why-di1_stuck = Las cartas { $n } y { $m } ({ $card }) salieron pegadas: la jugada se anula y todas las cartas van al descarte ({ $source }) ({ $rule }).
why-di1_misdeal_restore = La carta { $n } ({ $card }) fue a { $hand } y no a su mano (error de reparto); como se notó enseguida, se restituye a su mano y el reparto sigue ({ $source }) ({ $rule }).
why-di1_misdeal_void = La carta { $n } ({ $card }) fue a { $hand } y se notó después: la mano no se puede corregir en el acto, así que la jugada se anula ({ $source }) ({ $rule }).
why-di1_extra = La carta { $n } ({ $card }) se sacó para { $hand }, que se planta: la carta de más se quema ({ $source }) ({ $rule }).
why-di1_damaged = La carta { $n } ({ $card }) está dañada o marcada: hay que llamar al inspector, y después la carta se quema ({ $source }) ({ $rule }).
why-di1_claim = El jugador de { $place } reclama la jugada: el croupier llama al inspector, que decide, y no toca ninguna apuesta hasta entonces ({ $source }) ({ $rule }).
why-di1_claim_void = El jugador de { $place } reclama y el inspector anula la jugada: anular, todas las cartas al descarte, y no se toca ninguna apuesta ({ $source }) ({ $rule }).
why-di2 = Aquí no pasó nada irregular: lo que toca es { $due } ({ $rule }).
why-di2_over = No pasó nada irregular, y la mano terminó ({ $rule }).
why-di3 = La jugada está anulada ({ $why }): ninguna apuesta gana ni pierde, las fichas quedan donde están y nada pasa ({ $rule }).
why-void_stuck = las cartas { $n } y { $m } salieron pegadas
why-void_misdeal = la carta { $n } se repartió mal y se notó tarde
why-void_claim = el inspector la anuló por el reclamo de { $place }
why-void_other = una irregularidad
menu-call_inspector = Llamar al inspector
menu-burn = Quemar la carta
menu-keep = Dejarla en juego
menu-restore = Restituir la carta
menu-void = Anular la jugada
table-event_title = Irregularidad
table-event_faceup = La carta { $n } ({ $card }) está dada vuelta en el sabot: se ve boca arriba.
table-event_exposed = Los jugadores vieron la carta { $n } ({ $card }) al ir a { $hand }.
table-event_stuck = Las cartas { $n } y { $m } ({ $card }) salen pegadas del sabot.
table-event_misdeal = La carta { $n } ({ $card }) fue a { $hand } y no a su mano.
table-event_misdeal_late = La carta { $n } ({ $card }) fue a { $hand } y no a su mano; recién ahora se nota.
table-event_extra = Se sacó una carta ({ $card }) para { $hand }, que se planta.
table-event_damaged = La carta { $n } ({ $card }) está dañada o marcada.
table-event_claim = El jugador de { $place } reclama la jugada.
table-event_claim_void = El inspector decide sobre el reclamo de { $place }: la jugada se anula.
table-event_claim_stands = El inspector decide sobre el reclamo de { $place }: la jugada vale.
table-void = La jugada está anulada: ninguna apuesta gana ni pierde, las fichas quedan donde están.
focus-irregularities = Irregularidades
focus-about-irregularities = Una irregularidad por mano (una carta boca arriba, vista, pegada, mal repartida, de más o dañada, o un reclamo): aplica el remedio de la mesa.
inspector-irregularities = Irregularidades
inspector-where_irregularity = Irregularidades, línea { $line }, columna { $column }
inspector-irregularity_forms = Una por línea, con el número de la carta en el orden del sabot (las quemadas cuentan): face-up 2 · exposed 3 · stuck 3 · misdeal 2 to punto (to banca, to box 5; con noticed 4 si se notó después de la carta 4) · extra to banca · damaged 7 · claim 7 void (o stands: su decisión)
report-irregularities = Irregularidades
report-coup_void = La jugada está anulada ({ $rule }): ninguna apuesta gana ni pierde.
report-coup_stands = La jugada vale.
report-void = nula
drill-kind_ignored_irregularity = Una irregularidad tratada como si nada hubiera pasado
drill-kind_void_coup_settled = Una jugada anulada que igual se pagó
quiz-drill-what_now = ¿Y ahora?
quiz-about-what_now = Un momento irregular en la mesa: una carta boca arriba, cartas pegadas, un error de reparto, un reclamo… El remedio del croupier.
quiz-q-what_now = ¿Qué hace ahora el croupier?
quiz-keys-what_now = 1 llamar al inspector · 2 quemar · 3 dejarla en juego · 4 restituir la carta · 5 anular (o un clic)
# Los nombres de los perfiles de casa que se entregan (assets/house-profiles/), por su id.
profile-pr-marked = Punto Banco (Puerto Rico), comisión marcada
profile-cas-marked = Casilleros, comisión marcada

# Modo presentador (F5): el proyector del instructor frente a la clase.
train-presenter_step = Mano { $round } · paso { $step }
train-presenter_title = Modo presentador: la clase dice la acción en voz alta
train-presenter_call = ¿Cuál es la próxima acción? La clase la dice en voz alta; el instructor escribe lo que dice la clase.
train-presenter_call_next = ¿Y ahora? La clase dice la próxima acción.
train-presenter_noted = Acción anotada.
train-presenter_reveal = F6 muestra si era correcta, y por qué.
train-presenter_keys = F6 muestra la corrección · F5 sale del modo presentador
help-presenter = Modo presentador sí o no: la mesa grande, la corrección oculta hasta F6 (práctica)
help-reveal = Modo presentador: mostrar la corrección de la acción anotada
