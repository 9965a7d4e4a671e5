# Las teclas del entrenador que agrega la tabla de atajos (src/app/shortcuts.rs).
help-letters_type = Las letras siempre se escriben: si la línea de acciones no está en uso, una letra la abre con esa letra
help-menu_numbers = La acción con ese número sobre lo elegido (cada botón muestra su número)

# La clave del instructor en el editor de exámenes (lo que hace `tallador instructor init`).
editor-key_of = Los exámenes se firman con la clave de { $name }.
editor-no_key_yet = Todavía no hay una clave de instructor en esta computadora: crea la tuya para firmar exámenes y sellar resultados.
editor-instructor_name = Tu nombre
editor-instructor_name_hint = como lo muestran los sellos y los certificados
editor-create_key = Crear mi clave de instructor
editor-no_instructor_folder = no hay carpeta de datos para la clave del instructor
editor-key_needs_name = Escribe primero tu nombre: los sellos y los certificados lo muestran.
editor-key_bad_name = Ese nombre no se puede usar: { $why }
editor-key_created = La clave de { $name } está creada. Entrega a la escuela la clave pública { $public } para su carpeta de claves; guarda { $secret } solo para ti.
editor-key_not_made = No se pudo crear la clave: { $why }

# Las palabras de la mesa, explicadas en F1 y en los botones que las usan.
help-terms = Palabras de esta mesa
term-natural = Natural: 8 o 9 con las dos primeras cartas. Decide en el acto: nadie pide tercera carta contra él.
term-de_aire = De aire: una casilla que decide un natural, sin tercera carta; un natural de la { -banca } decide de aire todas las casillas.
term-encart = Encart: un empate en una casilla, las dos manos con el mismo total (6 y 6, 7 y 7, naturales iguales): las apuestas de la casilla no ganan ni pierden; se declara antes del descarte de la casilla.
term-tableau = El cuadro: la tabla fija de la tercera carta. Punto pide con 0 a 5 y se planta con 6 o 7; la { -banca } pide o se planta según su total y la tercera carta de Punto.
term-commission = Comisión: el 5 % de una apuesta ganadora a la { -banca }, descontado del pago o marcado para que el jugador lo pague después, según la mesa.
term-shoe = El sabot pasa: cada vez que gana Punto en una mano con apuestas, el sabot pasa al siguiente jugador a la derecha.
term-egalite = Égalité: un empate. Las apuestas a Punto y al { -banca } no ganan ni pierden; las apuestas a la Égalité se pagan 8 a 1.
term-bottone = Bottone: el botón de precedencia. Entre apuestas a Punto iguales y más altas, las cartas van primero al puesto que lo tiene y luego a los siguientes en orden.
term-colpo_bianco = Colpo in bianco: una mano sin apuestas en la mesa. El croupier igual la juega; no se liquida nada y el Bottone se queda.
term-carta = «Carta» / «no carta»: lo que dice el cliente que tiene las cartas de Punto. Decide el cuadro, no lo que se dice.
