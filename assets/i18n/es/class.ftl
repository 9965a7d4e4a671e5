# La vista de la clase (issue 34): la ventana del instructor y `tallador class`.

class-title = Vista de la clase
class-subtitle = Todos los alumnos de una carpeta de registros de sesión: dónde está cada uno, quién está en riesgo, qué falla la clase
class-open = Vista de la clase
class-open_about = Toda la clase de una vez: alumnos en riesgo, errores por regla y alumno, las situaciones más difíciles
class-trainee = Alumno
class-sessions = Sesiones
class-accuracy = Aciertos
class-pace = Tiempo mediano
class-last = Última actividad
class-course = Curso: { $course } (el de la pantalla del curso, Ctrl+K; si no, el curso incluido de la mesa)
class-module = Módulo
class-gates = Metas
class-gates_value = { $met } de { $total }
class-state = En riesgo
class-weakest = Reglas más débiles (errores)
class-at_risk_sign = ⚠ en riesgo
class-on_track = al día
class-risk_accuracy = { $percent } % al primer intento, por debajo del { $min } %
class-risk_gate = { $percent } % al primer intento en los últimos { $items } ítems del módulo; la meta pide { $needed } %
class-risk_idle = { $days ->
    [one] sin sesiones desde hace { $days } día
   *[other] sin sesiones desde hace { $days } días
}
class-stuck_mistakes = atascado: { $n } errores seguidos
class-stuck_time = atascado: ninguna respuesta correcta en { $seconds } s
class-never = nunca
class-days_ago = { $days ->
    [0] hoy
    [1] ayer
   *[other] hace { $days } días
}
class-summary = { $trainees ->
    [one] { $trainees } alumno
   *[other] { $trainees } alumnos
} · { $logs ->
    [one] { $logs } registro de sesión
   *[other] { $logs } registros de sesión
} · { $risk } en riesgo
class-thresholds = En riesgo: aciertos al primer intento por debajo del { $min } % tras { $sessions } sesiones, o ninguna sesión en { $days } días.
class-day_hint = AAAA-MM-DD
class-dates = Días
class-from = Desde
class-to = Hasta
class-all_days = todos los días
class-days_range = del { $from } al { $to }
class-any_day = cualquiera
class-apply_dates = Aplicar
class-help_apply = Aplicar los días escritos (en un campo de día)
class-bad_date = «{ $text }» no es un día (AAAA-MM-DD).
class-no_logs = No hay registros de sesión en esta carpeta.
class-altered = { $n ->
    [one] { $n } registro alterado queda fuera de las cifras
   *[other] { $n } registros alterados quedan fuera de las cifras
}
class-problems = { $n ->
    [one] No se pudo leer { $n } archivo
   *[other] No se pudieron leer { $n } archivos
}
class-heat_title = Errores por regla y alumno
class-heat_about = Errores al primer intento: ámbar para pocos, rojo para los más de la clase. Primero las reglas más falladas.
class-heat_cell = { $trainee }, { $rule }: { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
class-no_mistakes = Ningún error.
class-hardest_title = Situaciones más difíciles
class-hardest_row = { $title } ({ $table }): { $percent } % de primeros intentos fallados · { $trainees ->
    [one] { $trainees } alumno
   *[other] { $trainees } alumnos
} · { $sessions ->
    [one] { $sessions } sesión
   *[other] { $sessions } sesiones
}
class-lrs_live = LRS de la escuela, en vivo
class-lrs_live_about = La clase desde el LRS de la escuela (todos los ordenadores), leída de nuevo cada pocos segundos y contrastada con esta carpeta; quien está atascado en un paso se ve enseguida
class-lrs_from = Del LRS de la escuela: { $statements } declaraciones, { $attempts } intentos
class-lrs_only = { $n ->
    [one] { $n } intento está en el LRS pero no en la carpeta
   *[other] { $n } intentos están en el LRS pero no en la carpeta
}
class-lrs_missing = { $n ->
    [one] { $n } registro de la carpeta no está en el LRS
   *[other] { $n } registros de la carpeta no están en el LRS
}
class-lrs_differs = { $n ->
    [one] Las cifras de { $n } intento difieren entre el LRS y su registro
   *[other] Las cifras de { $n } intentos difieren entre el LRS y sus registros
}
class-stuck_now = { $n ->
    [0] Nadie está atascado ahora.
    [one] { $n } alumno está atascado ahora
   *[other] { $n } alumnos están atascados ahora
}
