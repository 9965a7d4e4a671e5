# Lo que está mal en un archivo o un campo, como lo dice la ventana (`problem-<id>`). La línea
# de comandos escribe sus propios mensajes en inglés.

problem-not_utf8 = el archivo no es texto UTF-8
problem-no_such_file = el archivo no existe
problem-permission_denied = no hay permiso para leer el archivo
problem-is_a_folder = es una carpeta, no un archivo
problem-cannot_read = no se puede leer el archivo ({ $error })
problem-ron_eof = el archivo termina antes de tiempo (falta cerrar un corchete o un paréntesis)
problem-ron_expected = aquí se esperaba { $what }
problem-ron_expected_boolean = aquí se esperaba true o false
problem-ron_expected_number = aquí se esperaba un número
problem-ron_expected_text = aquí se esperaba un texto entre comillas
problem-ron_expected_name = aquí se esperaba un nombre
problem-ron_expected_option = aquí se esperaba Some(…) o None
problem-ron_unexpected = { $what } no va aquí
problem-ron_missing_field = falta el campo obligatorio `{ $field }`
problem-ron_duplicate_field = el campo `{ $field }` aparece dos veces
problem-ron_unknown_field = campo desconocido `{ $field }` (¿un error de tipeo?); los campos aquí son { $known }
problem-ron_not_one_of = `{ $found }` no es ninguno de { $known }
problem-ron_too_deep = hay demasiados corchetes uno dentro de otro
problem-ron_trailing = hay texto de más después del paréntesis de cierre
problem-ron_out_of_range = el número está fuera de rango (demasiado grande o negativo)
problem-ron_comment = un comentario no está cerrado
problem-ron_other = el archivo no se puede leer ({ $detail })
problem-no_profile = no hay un perfil de mesa `{ $id }` (los que hay: { $known })
problem-no_round = una situación necesita al menos una mano
problem-casilleros_needs_bet = una mano de casilleros necesita al menos una apuesta (no hay ninguna casilla en juego)
problem-too_few_cards = { $needed ->
    [one] la mano necesita al menos { $needed } carta y la lista tiene { $given }: agrega las cartas que salieron del sabot, en orden
   *[other] la mano necesita al menos { $needed } cartas y la lista tiene { $given }: agrega las cartas que salieron del sabot, en orden
}
problem-casilleros_no_tie = las mesas de casilleros no aceptan apuestas al empate
problem-seat_not_occupied = el puesto { $place } no está entre los puestos ocupados
problem-place_twice = el lugar { $place } figura dos veces
problem-declaration_only_venice = solo el cliente de Venecia declara carta o no carta
problem-too_many_copies = { $decks ->
    [one] { $card } aparece más de una vez: la única baraja del sabot no tiene más
   *[other] { $card } aparece más de { $decks } veces: las { $decks } barajas del sabot no tienen más
}
problem-place_missing = escribe un número del 1 al { $places }
problem-place_out_of_range = escribe un número del 1 al { $places }, no `{ $text }`
problem-not_an_amount = `{ $text }` no es un importe (por ejemplo 25 o 47,50)
problem-card_not_read = la carta { $number } (`{ $text }`, línea { $line }, columna { $column }) no es una carta: un valor A 2–9 10 J Q K y un palo (al escribirla: P picas, C corazones, D diamantes, T tréboles; en una lista pegada de un archivo: S H D C), por ejemplo 9C
problem-io_not_found = la carpeta no existe
problem-io_permission = no hay permiso para escribir ahí
problem-io_full = el disco está lleno
problem-io_read_only = el disco es de solo lectura
problem-no_data_folder = no hay una carpeta de datos donde escribir
problem-cannot_create_folder = no se puede crear la carpeta { $path }: { $why }
problem-cannot_write = no se puede escribir { $path }: { $why }
problem-cannot_encode = no se puede escribir el archivo ({ $why })
problem-not_a_file = { $path } no es un archivo común (es una carpeta, una FIFO o un dispositivo): no se lee
problem-too_large = { $path } es más grande de lo que puede ser un archivo de su tipo: no se lee
problem-paper_unsigned = el examen no está firmado: lo firma un instructor en el editor de exámenes o con `tallador instructor sign`
problem-paper_changed = el examen o una de sus situaciones cambió después de firmado
problem-paper_seal_refused = { $why ->
    [bad-seal] el sello del examen no se acepta: la firma no coincide (lo editaron, o es el sello de otro archivo)
    [unknown-key] el sello del examen no se acepta: está firmado con una clave en la que la escuela no confía
    [altered] el sello del examen no se acepta: el archivo está alterado
   *[other] el sello del examen no se acepta
}
problem-paper_unpinned = el sello del examen no nombra las reglas de la mesa (lo firmó una versión anterior): el instructor lo vuelve a firmar
problem-paper_profile_changed = el perfil de mesa «{ $profile }» de esta computadora no es aquel con el que se firmó el examen (un perfil de la casa lo cambia): el examen no puede empezar
problem-name_invisible = El nombre tiene un carácter invisible ({ $code }): escríbelo de nuevo como texto simple.
problem-name_too_long = El nombre tiene más de { $max } caracteres.
problem-generate_focus_not_for_profile = el enfoque «{ $focus }» no corresponde a la mesa { $profile } (ofrece: { $offered })
problem-generate_places = los lugares deben ir de 1 a { $max } en la mesa { $profile }, no { $places }
problem-generate_rounds = las manos deben ser de 1 a { $max }, no { $rounds }
problem-generate_stakes = las apuestas: { $why }
problem-generate_focus_not_found = ninguna mano con el enfoque «{ $focus }» en { $tries } intentos (mano { $round }): prueba otra semilla o menos manos
problem-generate_shoe_too_short = al sabot de la mesa { $profile } ({ $decks } barajas) le quedan pocas cartas para la mano { $round }: pide menos manos o menos lugares
problem-plant_situation = la situación no se puede repartir: { $why }
problem-plant_nothing = ninguno de los errores pedidos se puede esconder en esta situación
problem-game_no_rounds = la situación no tiene manos
problem-game_shoe_runs_out = mano { $round }: el sabot se acaba (hacen falta { $needed } cartas, quedan { $available })
problem-exam_no_situations = el examen no tiene ninguna situación que jugar
problem-exam_other_table = la situación «{ $title }» es de la mesa { $table }, el examen de { $paper }
problem-exam_combined = las situaciones no caben en un solo examen: { $why }
problem-exam_game = el examen no puede empezar: { $why }
problem-name_empty = el nombre del alumno está vacío
problem-random_source = falló la fuente de azar del sistema: { $why }
problem-key_exists = ya hay una clave de instructor en { $path } (bórrala antes de crear otra)
problem-key_no_folder = no hay carpeta de datos para la clave del instructor
problem-key_write = no se puede escribir la clave del instructor { $path }: { $why }
problem-instructor_no_folder = no hay carpeta del instructor
problem-instructor_no_key = aquí no hay clave de instructor: créala con «tallador instructor init»
problem-quiz_no_items = el ejercicio «{ $choice }» no tiene preguntas en la mesa { $profile }

# Los problemas de un archivo que dice la ventana (issue 22, punto 11): perfiles, situaciones,
# listas de acciones, exámenes, claves y sellos, registros, historiales, carpetas, certificados
# y el LRS de la escuela.
problem-format_unknown = no se conoce el formato { $format } del archivo (esta versión lee el formato { $reads })
problem-field_range = `{ $field }` debe ir de { $min } a { $max }, no { $value }
problem-field_at_least_one = `{ $field }` debe ser al menos 1, no 0
problem-whole_number = `{ $field }` debe ser un número entero de { $min } a { $max }, no `{ $text }`
problem-profile_id = el id debe ser una sola palabra, como «casilleros»
problem-profile_deal_batch = `deal_batch` es 1 (una carta por vez) o 2 (de a dos cartas)
problem-profile_chip_nothing = una ficha vale más que nada, no { $value }
problem-profile_chip_twice = la ficha de { $value } figura dos veces
problem-not_a_card = `{ $text }` no es una carta: escribe el valor (A 2–9 T J Q K, o 10) y después el palo (S H D C), como `9D` o `TH`
problem-not_an_action = no es una acción (F1 muestra las acciones)
problem-action_place_off_table = el lugar { $place } no está en esta mesa (va de 1 a { $places })
problem-paper_no_title = el examen necesita un título
problem-paper_situation_path = un archivo de situación necesita su ruta
problem-paper_unknown_focus = `{ $focus }` no es un enfoque (los enfoques: { $known })
problem-paper_focus_not_for_table = el enfoque `{ $focus }` no corresponde a la mesa { $profile }
problem-paper_pass_mark = la nota para aprobar es el acierto al primer intento, de 0 a 100 (%), no { $value }
problem-paper_min_pace = el ritmo mínimo son decisiones por minuto, más de 0, no { $value }
problem-paper_limit_twice = la categoría `{ $category }` tiene dos límites
problem-paper_situation_not_read = la situación `{ $path }` no se leyó
problem-paper_situation_unreadable = la situación `{ $path }` no se puede leer: { $why }
problem-public_key_not_hex = la clave pública no son 64 dígitos hexadecimales de una clave Ed25519
problem-secret_key_not_hex = la clave secreta no son 64 dígitos hexadecimales
problem-seal_hash_not_hex = el hash del sello no son 64 dígitos hexadecimales
problem-seal_signature_not_hex = la firma del sello no son 128 dígitos hexadecimales
problem-seal_not_written = no se puede escribir el sello { $path }: { $why }
problem-keys_folder_unreadable = no se puede leer la carpeta de claves: { $why }
problem-keys_folder_empty = la carpeta de claves no tiene ninguna clave pública (`*.pub`) que se pueda leer: copia ahí los archivos .pub de los instructores
problem-certificate_not_in_register = no hay certificado: este no es un registro de examen del registro de certificaciones
problem-certificate_superseded = no hay certificado: el examen se aprobó, pero la situación la decide un aprobado posterior o la fecha del repaso
problem-certificate_beyond_attempts = no hay certificado: el examen se aprobó en un intento más allá de los { $allowed } que permite el examen
problem-certificate_not_passed = { $outcome ->
    [failed] no hay certificado: el examen no se aprobó
    [flagged] no hay certificado: el examen está marcado (un ritmo que ninguna persona alcanza) y el instructor no lo aceptó
    [unsealed] no hay certificado: el registro del examen no está sellado
    [altered] no hay certificado: el registro del examen está alterado
    [changed-after-seal] no hay certificado: el registro del examen cambió después del sello
    [bad-seal] no hay certificado: el sello del registro no coincide
    [unknown-key] no hay certificado: el registro está sellado con una clave en la que la escuela no confía
   *[other] no hay certificado: el examen no cuenta (solo tiene certificado un examen aprobado, sellado con una clave de confianza y dentro de sus intentos)
}
problem-log_step_zero = la mano, el paso y el intento se cuentan desde 1
problem-log_wrong_step_bare = un paso equivocado necesita su `rule` y su `category`
problem-log_right_step_ruled = un paso correcto no lleva `rule` ni `category`
problem-folder_unreadable = no se puede leer la carpeta: { $why }
problem-folder_loop = no se puede leer la carpeta (un enlace vuelve a entrar en ella)
problem-profiles_folder_is_file = la carpeta de perfiles es un archivo, no una carpeta
problem-reader_stopped = no se pudo leer un registro (el lector se detuvo)
problem-io_other = { $error }
problem-lrs_request = no hay respuesta ({ $why })
problem-lrs_status = el LRS responde HTTP { $status }: { $answer }
problem-lrs_unreachable = no se puede llegar al LRS: { $why }
problem-lrs_key_refused = el LRS no acepta la clave (HTTP { $status }): { $answer }
problem-lrs_not_json = la respuesta del LRS no es JSON de xAPI ({ $detail })
problem-lrs_answers_but = el LRS responde, pero: { $why }
problem-lrs_queue_unreadable = no se puede leer la cola de declaraciones ({ $detail })
problem-lrs_queue_unwritable = no se puede escribir la cola de declaraciones ({ $detail })
problem-lrs_endpoint = el endpoint «{ $endpoint }» no es una dirección web completa (como https://lrs.school.example/xapi/)
problem-lrs_home_page = el sitio de la escuela «{ $page }» no es una dirección web completa (como https://school.example)
problem-lrs_empty_key = la clave del LRS está vacía
problem-lrs_invisible = { $what ->
    [key] la clave del LRS tiene un carácter que no puede ir en un encabezado HTTP (un carácter de control o dos puntos)
   *[other] el secreto del LRS tiene un carácter que no puede ir en un encabezado HTTP (un carácter de control)
}
problem-lrs_settings_unreadable = no se puede leer la configuración del LRS: { $why }
problem-history_set_aside = { $why }; se lo apartó como { $aside }
problem-history_kept = { $why }; no se pudo apartar ({ $error }), así que las respuestas de este ejercicio no se guardan
problem-paper_too_many_situations = el examen pide { $count } situaciones: como mucho { $max }

# Irregularidades puestas donde no pueden pasar (procedures.md sección 8.1)
problem-irregularity_after_deal = { $event }: una carta vista, pegada o mal repartida tiene que ser del reparto inicial
problem-irregularity_past_cards = { $event }: la mano no usa tantas cartas
problem-irregularity_extra_draws = { $event }: la carta de más va a una mano que se planta, y esta mano pide su tercera carta
problem-irregularity_extra_no_decision = { $event }: la carta de más va a una mano que se planta, y esta mano ni pide ni se planta (un natural, o no está en juego)
problem-irregularity_two_on_card = { $event }: esa carta ya tiene otro evento
problem-irregularity_noticed = { $event }: `noticed` tiene que ser una carta posterior del reparto inicial
problem-irregularity_misdeal_own_hand = { $event }: el reparto ya da esa carta a esa mano, así que no hay error
problem-irregularity_not_in_play = { $event }: ese lugar no está en juego en esta mano
problem-irregularity_wrong_hand = { $event }: esta mesa no tiene esa mano (`Box(N)` es una casilla de casilleros, `Punto` la mano de una mesa de una sola mano)
problem-irregularity_twice = { $event }: una mano tiene como mucho un reclamo, y una carta de más por mano
problem-irregularity_after_void = { $event }: la jugada ya está anulada cuando esto pasaría
problem-irregularity_card_zero = { $event }: las cartas se cuentan desde 1
problem-irregularity_line_event = se esperaba face-up, exposed, stuck, misdeal, extra, damaged o claim
problem-irregularity_line_number = se esperaba un número desde 1
problem-irregularity_line_to = se esperaba `to`
problem-irregularity_line_hand = se esperaba `punto`, `banca` o `box N`
problem-irregularity_line_ruling = se esperaba la decisión: `void` (anulada) o `stands` (vale)
problem-irregularity_line_place = se esperaba un número de lugar menor
problem-irregularity_line_unexpected = `{ $word }` está de más
