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
