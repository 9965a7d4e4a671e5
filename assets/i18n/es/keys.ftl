# Las teclas del entrenador que agrega la tabla de atajos (src/app/shortcuts.rs).
help-letters_type = Las letras siempre se escriben: si la línea de acciones no está en uso, una letra la abre con esa letra
help-menu_numbers = La acción con ese número sobre lo elegido (cada botón muestra su número)
