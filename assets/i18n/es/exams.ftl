# Exámenes y certificación: el editor de exámenes, el resultado, el registro, el certificado.
# Español neutro (tú); es-AR/exams.ftl dice con voseo lo que el rioplatense dice de otro modo.

start-exam_paper = Examen…
start-take_exam = Presentar el examen
start-take_exam_about = Un examen firmado por un instructor: sus situaciones una tras otra, como una sola sesión de examen con un solo registro.
start-write_paper = Escribir un examen…

exam-no_paper = Escribe primero la ruta del examen.
exam-need_name = Escribe primero el nombre del alumno: el registro del examen y sus intentos son suyos.
exam-no_attempts_left = { $allowed ->
    [one] { $trainee } ya usó { $used } de { $allowed } intento que permite este examen.
   *[other] { $trainee } ya usó { $used } de los { $allowed } intentos que permite este examen.
}
exam-time_left = Quedan { $time }
exam-decision_over = Más de { $limit } s en esta decisión

result-passed = Aprobado
result-failed = No aprobado
result-about = { $paper } · intento { $attempt } de { $attempts } · examen firmado por { $instructor }
result-met = cumplido
result-not_met = NO cumplido
result-yes = sí
result-no = no
result-conditions = Condiciones: { $mode } en { $table }, importes escritos: { $typed }, reparte el alumno: { $deals }
result-finished = Jugado hasta el final: { $yes }
result-accuracy = Aciertos: { $percent } % (nota de aprobación { $mark } %)
result-accuracy_none = Aciertos: ninguna decisión (nota de aprobación { $mark } %)
result-category = Errores de { $category }: { $mistakes } (como máximo { $allowed })
result-decision_time = Decisión más lenta: { $seconds } s (como máximo { $limit } s)
result-exam_time = Tiempo del examen: { $minutes } min (como máximo { $limit } min)
result-pace = Ritmo: { $pace } decisiones por minuto (como mínimo { $minimum })
result-pace_none = Ritmo: no hay tiempo registrado (como mínimo { $minimum })
result-seal_note = El resultado cuenta una vez que el instructor recoge y sella el registro.

pace-line = Ritmo: { $per_minute } decisiones por minuto, { $per_hour } manos por hora
pace-none = Ritmo: todavía no hay tiempo registrado

editor-title = Editor de exámenes
editor-subtitle = Escribe un examen; fírmalo con tu clave de instructor
editor-paper = El examen
editor-title_en = Título (inglés)
editor-title_es = Título (español)
editor-title_it = Título (italiano)
editor-situations = Situaciones
editor-from_library = De la biblioteca: { $name }
editor-from_file = Archivo: { $path }
editor-generated = Generadas: { $focus }
editor-fresh = manos nuevas en cada intento
editor-seed = semilla
editor-count = cuántas
editor-remove = Quitar
editor-add = Agregar
editor-pick = Elige una situación…
editor-add_library = De la biblioteca:
editor-add_file = Un archivo de escenario (relativo al examen):
editor-add_generated = Generadas, por tema:
editor-order = Orden:
editor-fixed = En el orden de la lista
editor-shuffled = Mezcladas
editor-criteria = Para aprobar
editor-pass_mark = Nota de aprobación (aciertos al primer intento)
editor-limits = Como máximo esta cantidad de errores de un tipo al primer intento:
editor-decision_seconds = Tiempo por decisión (s)
editor-exam_minutes = Tiempo para el examen (min)
editor-attempts = Intentos permitidos
editor-valid_months = Vigencia (meses)
editor-min_pace = Ritmo mínimo (decisiones por minuto)
editor-save_title = Guardar el examen
editor-path = Guardar como
editor-save = Guardar
editor-sign = Guardar y firmar
editor-sign_about = Firma el examen y sus situaciones con tu clave de instructor (la crea tallador instructor init): después se rechaza una nota de aprobación o una situación cambiada.
editor-no_title = El examen necesita un título.
editor-no_situations = Agrega al menos una situación.
editor-bad_pass_mark = La nota de aprobación va de 0 a 100 %.
editor-zero_value = Los intentos, la vigencia, las cantidades y los tiempos límite tienen que ser al menos 1.
editor-bad_pace = El ritmo mínimo tiene que ser mayor que 0.
editor-no_path = Escribe primero dónde guardar el examen.
editor-library_missing = La biblioteca ya no tiene la situación { $name }.
editor-saved = { $count ->
    [one] Se guardó { $path }: { $count } situación, revisada como lo hace tallador check (todavía sin firmar).
   *[other] Se guardó { $path }: { $count } situaciones, revisadas como lo hace tallador check (todavía sin firmar).
}
editor-signed = Se guardó y firmó { $path } como { $instructor } ({ $seal }).
editor-no_key = No hay clave de instructor con que firmar: { $why }

overview-pace = Decisiones por minuto
overview-tab_sessions = Sesiones
overview-tab_register = Registro de certificaciones
overview-seal_running = todavía en curso (sin hora de fin): no se selló
overview-seal_paper_changed = su examen cambió después de presentarse: no se selló
overview-sealed = { $count ->
    [one] Se selló { $count } registro de examen como { $instructor }.
   *[other] Se sellaron { $count } registros de examen como { $instructor }.
}
overview-certificate_written = Certificado escrito: { $path } (ábrelo en un navegador para imprimirlo)

register-school = Escuela
register-school_hint = el nombre de la escuela, para los certificados
register-load = Leer el registro
register-seal = Recoger y sellar
register-seal_about = Califica cada registro de examen terminado de la carpeta según su examen firmado y lo sella con tu clave de instructor. Hazlo al final del examen, desde la computadora del examen.
register-empty = No hay registros de examen en esta carpeta.
register-trainee = Alumno
register-table = Mesa
register-latest = Último
register-score = Puntaje
register-date = Fecha
register-instructor = Instructor
register-standing = Estado
register-attempts = Intentos
register-certificate = Certificado
register-write_certificate = Certificado…
register-passed = aprobado
register-failed = no aprobado
register-not_graded = sellado, sin calificar
register-unsealed = sin sellar
register-altered = alterado
register-changed = cambiado después del sello
register-bad_seal = el sello no coincide
register-unknown_key = clave desconocida
register-flagged = aprobado, marcado (un ritmo que ninguna persona alcanza): no se certifica salvo que el instructor lo acepte
register-not_this_paper = no es un resultado de su examen
register-certified = certificado hasta { $until }
register-refresher_due = repaso pendiente desde { $since }
register-not_certified = no certificado
register-about = Solo cuenta un registro de examen sellado con una clave de confianza y sin cambios desde entonces; los registros sin sellar, alterados o de clave desconocida se muestran como tales (pasa el puntero sobre el último para ver la lista) y nunca cuentan como aprobados.

cert-lang_code = es
cert-title = Certificado
cert-no_school = Escuela de croupieres
cert-certifies = Se certifica que
cert-passed = aprobó el examen de mesa de { $table }
cert-exam = Examen
cert-table = Mesa
cert-score_label = Puntaje
cert-score = { $total ->
    [one] { $percent } % ({ $right } de { $total } decisión bien al primer intento)
   *[other] { $percent } % ({ $right } de { $total } decisiones bien al primer intento)
}
cert-date = Fecha
cert-valid_until = Certificado hasta
cert-instructor = Instructor
cert-signature = Firma del instructor
cert-code = Código de verificación
cert-verify = La escuela confirma este certificado con este código en sus registros de examen sellados.

editor-none_yet = Todavía no hay situaciones: agrégalas abajo.

register-preview = El certificado, tal como se imprime

start-paper_path = Examen
register-conflict = conflicto: otro registro del mismo intento se selló antes (vale el primer sello)
register-dated_wrong = fechado después de su sello o en el futuro de la máquina que sella
register-scripted = jugado por un guion, no por una persona: nunca es un resultado
register-name_refused = el nombre del alumno no es texto simple
register-practice_paper = un examen de práctica (nota mínima por debajo del 50 %): no certifica nada
overview-certificate_lrs_doubts = Sin certificado: el LRS de la escuela no respalda el resultado ({ $doubts }). Si vale, el instructor lo certifica con su motivo: tallador certificate --accept "por qué" { $log }
