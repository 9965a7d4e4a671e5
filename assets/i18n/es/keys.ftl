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
