# El registro de aprendizaje (LRS, xAPI) de la escuela: su configuración y su cola.

lrs-open = LRS de la escuela…
lrs-title = El registro de aprendizaje (LRS) de la escuela
lrs-about = Los exámenes (y, si la escuela lo quiere, las prácticas) se envían al LRS de la escuela a medida que ocurren. Lo que espera queda en la carpeta de datos hasta que el LRS lo guarda.
lrs-endpoint = Dirección xAPI
lrs-key = Clave
lrs-secret = Secreto
lrs-secret_saved = guardado (escriba otro para cambiarlo)
lrs-secret_hint = el secreto del LRS para esta clave
lrs-home_page = Sitio de la escuela
lrs-practice = Enviar también las prácticas
lrs-save = Guardar
lrs-test = Probar
lrs-send_now = Enviar ahora
lrs-forget = Olvidar
lrs-close = Cerrar
lrs-queue = Cola
lrs-queue_line = Enviadas { $sent } · en espera { $waiting } · rechazadas { $refused }
lrs-waiting_because = En espera: { $why }
lrs-held_line = No enviada «{ $verb }» (retenida aquí): { $answer }
lrs-refused_line = Rechazada «{ $verb }» (HTTP { $status }): { $answer }
lrs-test_ok = El LRS responde y acepta la clave.
lrs-not_set = Todavía no hay LRS: guarde primero su configuración.
lrs-saved = Guardado. Desde ahora las declaraciones se envían a este LRS.
lrs-forgotten = El LRS quedó olvidado. Las declaraciones en espera siguen en la cola.
lrs-no_data_folder = No hay carpeta de datos donde guardar la configuración.
lrs-read_register = Leer el registro desde el LRS
lrs-register = El registro según el LRS
lrs-sealed_here = sellado aquí

# El registro según el LRS de la escuela («Leer el registro desde el LRS»).
lrs-row = { $trainee } · { $activity } · { $attempts ->
    [one] 1 intento
   *[other] { $attempts } intentos
} · último: { $latest }
lrs-verdict_passed = aprobado
lrs-verdict_failed = no aprobado
lrs-no_result = sin resultado
lrs-flag_not_in_lrs = Alerta: { $trainee } ({ $log }): sellado aquí, pero el LRS de la escuela no tiene ninguna declaración de este intento
lrs-flag_clock = Alerta: { $trainee } ({ $log }): el reloj no cuadra con el del LRS: el registro dice { $logged } y el LRS lo recibió a lo largo de { $stored } ({ $ratio } veces los intervalos del registro); ¿un reloj falseado?
lrs-flag_not_live = Nota: { $trainee } ({ $log }): sus declaraciones esperaron y llegaron juntas al LRS; el LRS no puede dar fe de su hora
lrs-flag_no_seal = Alerta: { $trainee }: el LRS tiene un resultado ({ $verdict }) que ningún registro sellado de aquí tiene
lrs-flag_no_answers = Alerta: { $trainee }: el LRS tiene un aprobado sin una sola respuesta del intento
lrs-flag_stored_early = Alerta: { $trainee }: el LRS guardó una declaración { $early } antes de su propia hora: el reloj de la computadora del examen iba adelantado
lrs-resend_refused = Reenviar las rechazadas
lrs-exam_away = LRS de la escuela ausente: respuestas guardadas aquí, se envían luego
lrs-exam_key_refused = El LRS rechaza la clave: respuestas guardadas aquí
lrs-exam_queue = Las respuestas para el LRS no se guardan: avisa al instructor
lrs-not_sealed_here = no sellado aquí
lrs-flag_backdated = Alerta: { $trainee } ({ $log }): su registro dice que empezó antes que un intento que el LRS de la escuela ya había guardado: su reloj se atrasó, o sus declaraciones se retuvieron lejos del LRS
lrs-flag_voided = Alerta: { $trainee } ({ $log }): se anularon declaraciones de este intento en el LRS de la escuela; el intento cuenta igual
lrs-flag_beyond_limit = Alerta: { $trainee } ({ $log }): el LRS de la escuela guardó este intento como el intento { $number } de los { $allowed } que permite el examen: no certifica nada
