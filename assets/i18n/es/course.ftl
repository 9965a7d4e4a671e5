# Cursos (docs/courses.md): revisar un curso, y el camino del alumno por él.

course-check_ok = { $file }: curso «{ $name }», mesa { $table }, { $modules } módulos, { $items } elementos, { $exams } examen(es), { $trust }
course-check_shipped = incluido en el programa (de confianza como el programa)
course-check_signed = firmado por { $instructor } (una clave de confianza)

problem-course_no_name = el curso necesita un nombre
problem-course_no_modules = un curso necesita al menos un módulo
problem-course_no_exams = un curso termina en al menos un examen (una ruta relativa al curso)
problem-course_module_id = el id de un módulo son letras, dígitos y `-`, no `{ $id }`
problem-course_module_no_title = el módulo `{ $id }` necesita un título
problem-course_module_no_items = el módulo `{ $id }` necesita al menos un elemento
problem-course_module_twice = dos módulos tienen el id `{ $id }`
problem-course_gate_range = el `{ $field }` de la meta debe ir de { $min } a { $max }, no { $value }
problem-course_unknown_drill = `{ $drill }` no es un ejercicio rápido (los ejercicios: { $known })
problem-course_drill_not_for_table = el ejercicio `{ $drill }` no se pregunta en la mesa { $profile }
problem-course_no_situation = la biblioteca no tiene la situación `{ $name }`
problem-course_situation_other_table = la situación `{ $name }` es de la mesa { $table }, el curso de { $course }
problem-course_paper_unusable = el examen `{ $path }` no se puede usar: { $why }
problem-course_paper_other_table = el examen `{ $path }` es de la mesa { $table }, el curso de { $course }
problem-course_not_shipped = no hay un curso incluido `{ $name }` (los cursos incluidos: { $known })
problem-course_unsigned = el curso no está firmado: lo firma un instructor con `tallador course sign`
problem-course_changed = el curso cambió después de firmado: sus metas no son las del instructor
problem-course_seal_refused = { $why ->
    [bad-seal] se rechaza el sello del curso: su firma no coincide (se editó, o es el sello de otro archivo)
    [unknown-key] se rechaza el sello del curso: está firmado con una clave que la escuela no reconoce
   *[other] se rechaza el sello del curso
}

# Manos distintas: sin semilla, cada alumno y cada intento recibe manos nuevas.
start-seed_fresh = nueva cada vez
problem-roster_line = la lista de alumnos, línea { $line }: { $what }

# La pantalla del curso.
course-title = Curso
course-back = Volver
course-who = ¿Quién eres?
course-my_course = Mi curso
course-no_name = Elige tu nombre o escríbelo: tu progreso se guarda con él.
course-new_name = Un nombre nuevo
course-its_me = Soy yo
course-which = ¿Qué curso?
course-shipped_about = Incluido en el programa
course-file = Un archivo de curso
course-load = Cargar
course-pick_name_first = Elige tu nombre arriba para ver cómo vas.
course-altered = { $n } de tus registros cambiaron después de escritos: no cuentan.
course-locked = Cerrado
course-open_state = Abierto
course-mastered = Dominado
course-due = Ejercicios rápidos hoy: { $due } para repasar, { $new } sin ver todavía
course-figure = { $correct } de los últimos { $counted } bien al primer intento: { $percent } %. Se necesita: { $gate } %, { $needed } de { $over }.
course-pace = Tiempo mediano { $median }; se necesita { $max } o menos.
course-item_drill = Ejercicio: { $name }
course-item_situation = Situación: { $name }
course-item_focus = Aleatoria: { $name }
course-take_exam = Rendir el examen ({ $paper })
course-exam_locked = El examen se abre cuando todos los módulos están dominados.
course-module_locked = Este módulo se abre cuando el anterior está dominado.
course-no_drill_for_mistakes = Ningún ejercicio rápido entrena las reglas falladas en esta ronda.
course-drill_mistakes = Practicar mis errores
course-drill_mistakes_named = Practicar mis errores: { $drill }
course-drill_mistakes_about = El ejercicio rápido de las reglas que fallaste en esta ronda
course-key_module = el módulo de arriba o de abajo
course-key_train = entrenar el primer elemento del módulo
course-key_exam = rendir el examen del curso (cuando todas las metas se cumplen)
course-key_back = volver al inicio
course-key_open = el curso: quién eres, tus módulos y sus metas, el examen
course-you = Entrenas como { $name }.
course-figure_short = Llevas { $counted } de las { $over } respuestas que cuenta la meta, { $correct } bien al primer intento. Se necesita: { $gate } %, { $needed } de las últimas { $over }.
problem-course_unwritable = no se puede escribir el curso: { $why }

# El editor de cursos.
course-editor_open = Escribir un curso
course-editor_close = Volver al curso
course-editor_title = Escribir un curso
course-editor_name = Nombre
course-editor_name_es = Nombre (castellano)
course-editor_name_it = Nombre (italiano)
course-editor_exams = Exámenes (relativos al curso; sepáralos con ;)
course-editor_add_module = Agregar un módulo
course-editor_id = Id
course-editor_module_title = Título
course-editor_module_title_es = Título (castellano)
course-editor_module_title_it = Título (italiano)
course-editor_remove_module = Quitar el módulo
course-editor_first_try = Bien al primer intento
course-editor_over_last = de los últimos
course-editor_pace = y una mediana de a lo sumo
course-editor_add_item = Agregar un elemento
course-editor_remove_item = Quitar este elemento
course-editor_path = Guardar como
course-editor_save = Guardar
course-editor_sign = Guardar y firmar
course-editor_no_path = Escribe primero dónde guardar el curso.
course-editor_saved = Curso guardado: { $path }
course-editor_signed = Curso guardado y firmado por { $instructor }: { $path }
course-editor_gate = Una meta necesita al menos 1 % de al menos 1 elemento.
course-exam_locked_for = Este examen cierra el curso «{ $course }»: se abre cuando todos los módulos del curso están dominados (Ctrl+K muestra cómo vas).
course-pace_none = Tiempo mediano necesario: { $max } o menos.
course-locked_until = Se abre cuando domines «{ $previous }».
course-exam_locked_still = El examen se abre cuando domines todos los módulos. Te falta dominar: { $modules }.
course-figure_none = Todavía sin respuestas. Se necesita: { $gate } % bien al primer intento, { $needed } de las últimas { $over }.
