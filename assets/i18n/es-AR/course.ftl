# Cursos en español rioplatense: solo lo que se dice distinto (voseo); lo demás, de es/course.ftl.

course-who = ¿Quién sos?
course-no_name = Elegí tu nombre o escribilo: tu progreso se guarda con él.
course-pick_name_first = Elegí tu nombre arriba para ver cómo vas.
course-drill_mistakes_about = El ejercicio rápido de las reglas que fallaste en esta ronda
course-key_open = el curso: quién sos, tus módulos y sus metas, el examen
course-you = Entrenás como { $name }.
course-editor_exams = Exámenes (relativos al curso; separalos con ;)
course-editor_no_path = Escribí primero dónde guardar el curso.
course-figure_short = Llevás { $counted } de las { $over } respuestas que cuenta la meta, { $correct } bien al primer intento. Se necesita: { $gate } %, { $needed } de las últimas { $over }.
