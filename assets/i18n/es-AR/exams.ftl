# Exámenes y certificación en español rioplatense (Argentina, Uruguay): voseo y las palabras de la
# mesa de casilleros (tallador, pase). Este archivo tiene solo lo que se dice distinto: todo lo
# demás se toma de es/exams.ftl.

start-take_exam = Rendir el examen

exam-no_paper = Escribí primero la ruta del examen.
exam-need_name = Escribí primero el nombre del alumno: el registro del examen y sus intentos son suyos.

result-failed = Desaprobado

pace-line = Ritmo: { $per_minute } decisiones por minuto, { $per_hour } pases por hora

editor-subtitle = Escribí un examen; firmalo con tu clave de instructor
editor-title_es = Título (castellano)
editor-pick = Elegí una situación…
editor-no_situations = Agregá al menos una situación.
editor-no_path = Escribí primero dónde guardar el examen.

overview-seal_paper_changed = su examen cambió después de rendirse: no se selló
overview-certificate_written = Certificado escrito: { $path } (abrilo en un navegador para imprimirlo)

register-seal_about = Califica cada registro de examen terminado de la carpeta según su examen firmado y lo sella con tu clave de instructor. Hacelo al final del examen, desde la computadora del examen.
register-failed = desaprobado
register-about = Solo cuenta un registro de examen sellado con una clave de confianza y sin cambios desde entonces; los registros sin sellar, alterados o de clave desconocida se muestran como tales (pasá el mouse por el último para ver la lista) y nunca cuentan como aprobados.

cert-no_school = Escuela de talladores

editor-none_yet = Todavía no hay situaciones: agregalas abajo.
