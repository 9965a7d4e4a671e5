# Textos de la interfaz en español rioplatense (Argentina, Uruguay): voseo y las palabras de la
# mesa de casilleros (tallador, casilla, pase). Este archivo tiene solo lo que se dice distinto:
# todo lo demás, y los términos de la Banca, se toman de es/main.ftl.

start-subtitle = Entrenador de talladores · Punto y Banca
start-library_empty = No hay situaciones de esta mesa en la biblioteca (carpeta scenarios/). Elegí una aleatoria o abrí un archivo.
start-seed_about = La misma semilla da siempre la misma situación: anotala para repetirla.
start-no_file_chosen = No se eligió ningún archivo. Si no apareció el diálogo, este sistema no tiene uno: escribí la ruta del archivo.
start-pick_a_situation = Elegí una situación de la biblioteca para esta mesa.
start-pick_a_table = Elegí una mesa.
start-bad_seed = «{ $seed }» no es una semilla: escribí un número entero.
start-no_file = Escribí la ruta de un archivo de situación o usá «Examinar…».
table-dealer = tallador
menu-give_cards_dealer = Cartas al tallador
act-give_cards_dealer = las cartas de Punto al tallador
train-round_step = Pase { $round } de { $rounds } · paso { $step }
train-try_again = Volvé a intentarlo (este paso ya cuenta como error).
train-practice_note = Elegí un lugar, { -la-banca } o el tallador y una acción, o escribí la acción.
train-selected_dealer = Acciones del tallador sobre la mesa
train-pick_something = Elegí en la mesa un lugar, { -la-banca } o el tallador (con ← → o un clic)
train-type_action = o escribí la acción:
summary-copy_path = Copiá la ruta y abrila en el explorador de archivos.
summary-mistakes_title = Errores (elegí uno para ver la mesa en ese momento)
summary-mistake_row = Pase { $round }, paso { $step }: { $choice } → { $expected } · { $rule } { $category }
help-arrows = Elegir un lugar, { -la-banca }, Punto o el tallador
rule-CAS-deal = El tallador da una carta a cada casilla en juego de izquierda a derecha y luego { -a-la-banca }, y repite la vuelta.
rule-CAS-c = Una casilla con 8 o 9 gana de aire antes de cualquier tercera carta: se liquida entera y después se siguen los pases a definir.
rule-CAS-e = Primero todas las terceras cartas de izquierda a derecha; después se liquidan, de izquierda a derecha, las casillas ante las que { -la-banca } se planta, y recién entonces { -la-banca } toma su carta.
rule-VE-close = Antes de repartir, el tallador cierra las apuestas con «rien ne va plus».
rule-VE-give = Las cartas de Punto van al puesto con la mayor apuesta a Punto; con apuestas iguales manda el orden que empieza en el Bottone, y sin apuestas a Punto las juega el tallador.
rule-VE-reveal = Después de la declaración el tallador descubre { -la-banca }, que pide o se planta según el cuadro.
quiz-subtitle = El cuadro, los totales, los pagos y el orden, hasta que salgan sin pensar. Lo que fallás vuelve más seguido.
quiz-no_name = Sin nombre, el historial se guarda como «trainee»: escribí tu nombre para que sea tuyo.
quiz-keys-total = Escribí la cifra, de 0 a 9
quiz-keys-payout = Escribí el importe (24,22 o 24.22) e Intro · Retroceso borra
quiz-keys-order = Tocá las casillas en orden o escribí sus números (5 3 1) e Intro · Retroceso borra
quiz-keys-reader = Tocá el puesto o escribí su número · 0 = el tallador
quiz-keys-deal_boxes = Tocá la mano o escribí el número de casilla · B = { -banca }
quiz-not_amount = «{ $text }» no es un importe: escribí, por ejemplo, 24,22.
quiz-need_mark = Falta la marca: Tab y escribí la comisión.
quiz-need_boxes = Faltan casillas: llevás { $n } de { $total }.
quiz-continue_hint = Leé el porqué y seguí con Intro o Espacio.
quiz-first_note = Contestá rápido: cada respuesta se cronometra. Lo que fallás o contestás lento vuelve pronto.
quiz-why-reader_dealer = No hay apuestas a Punto: las cartas de Punto las juega el tallador.
quiz-heat-empty = Todavía no hay respuestas: hacé una tanda de tercera carta.
tools-inspector_about = Armar una mano en disputa, auditar lo que hizo el tallador, imprimir el informe.
tools-audit_drill_about = Detener los errores escondidos de un tallador y nombrar la regla.
help-drill_pass = La acción del tallador es correcta: seguir
help-drill_stop = ¡Alto! La acción está mal (después nombrá la regla)
review-no_folder = Esta computadora no tiene carpeta de datos: escribí la ruta de un registro.
review-no_logs = Todavía no hay registros de sesión acá.
review-position = pase { $round }, paso { $step }
review-drill_dealer = El tallador hizo
overview-pick_folder = Elegí la carpeta de registros de sesión
overview-table_about = Solo primeros intentos. Elegí un alumno para ver solo sus gráficos y sesiones (Intro revisa la última).
inspector-cards_about = Escribí una carta y apretá Intro (9D, 10C, KP: palos P picas, C corazones, D diamantes, T tréboles); va después de la carta elegida. Debajo de cada carta: la mano que la recibió.
inspector-dealer_did = Lo que hizo el tallador (opcional)
inspector-report_written = El informe se guardó en { $path }: abrilo en un navegador para imprimirlo.
inspector-fix_first = Primero corregí los problemas marcados en rojo.
inspector-start_typing = Cargá la mano a la izquierda: la mesa, las apuestas y las cartas. La reconstrucción aparece acá.
inspector-no_actions = Escribí lo que hizo el tallador (a la izquierda) para compararlo con el procedimiento.
inspector-against_dealer = Frente a lo que hizo el tallador
inspector-no_deviation_about = El tallador siguió el procedimiento.
inspector-deviations_about = Cada uno con el paso de las acciones del tallador, su línea, la regla y el tipo de error.
inspector-gave = El tallador dio (neto)
drill-about = La aplicación reparte una mano y reproduce lo que hizo un tallador, acción por acción, con errores escondidos. Dejá pasar cada acción correcta; detené cada una incorrecta y nombrá la regla que incumple. Se puntúa y se registra como toda sesión.
drill-kinds_about = Errores posibles: una carta mal pedida, pasos fuera de orden, la comisión sin cobrar, un perdedor pagado, una casilla o un puesto salteado, el Bottone pasado tras un colpo in bianco.
drill-action_n = Acción { $n } de { $total } del tallador
drill-table_before = La mesa antes de la acción del tallador
drill-kind_skipped_place = Una casilla o un puesto salteado
review-altered_here = El registro se alteró en este paso o antes: lo que muestra acá no es confiable.
tools-no_file_chosen = No se eligió ningún archivo. Si no apareció ningún diálogo, este sistema no tiene uno: escribí la ruta.
review-profile_missing = el registro se escribió en una mesa cuyo perfil («{ $profile }») no está instalado en esta computadora; agregalo a la carpeta de perfiles para ver la mesa
report-round = Pase { $n }
report-dealer = Lo que hizo el tallador
report-clean = Sin desvíos: el tallador siguió el procedimiento.
report-round_column = Pase
report-gave = El tallador dio (neto)
report-actions = Las acciones del tallador, tal como se registraron
why-d2_no_amount = Decí cuánto pagás.
why-d10_dealer = Nadie apuesta a Punto: las cartas de Punto las juega el tallador ({ $rule }).
why-d15_unit = Se está liquidando { $box }: terminala ({ $first }) antes de cualquier otra cosa ({ $rule }).

# Modo presentador (F5): el proyector del instructor frente a la clase.
train-presenter_step = Pase { $round } · paso { $step }
