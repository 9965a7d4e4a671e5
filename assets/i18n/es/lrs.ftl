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
lrs-refused_line = Rechazada «{ $verb }» (HTTP { $status }): { $answer }
lrs-test_ok = El LRS responde y acepta la clave.
lrs-not_set = Todavía no hay LRS: guarde primero su configuración.
lrs-saved = Guardado. Desde ahora las declaraciones se envían a este LRS.
lrs-forgotten = El LRS quedó olvidado. Las declaraciones en espera siguen en la cola.
lrs-no_data_folder = No hay carpeta de datos donde guardar la configuración.
