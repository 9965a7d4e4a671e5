# La vista de la clase en español rioplatense: solo lo que se dice distinto; todo lo demás se
# toma de es/class.ftl.

class-stuck_time = trabado: ninguna respuesta correcta en { $seconds } s
class-stuck_mistakes = trabado: { $n } errores seguidos
class-stuck_now = { $n ->
    [0] Nadie está trabado ahora.
    [one] { $n } alumno está trabado ahora
   *[other] { $n } alumnos están trabados ahora
}
class-lrs_live_about = La clase desde el LRS de la escuela (todas las computadoras), leída de nuevo cada pocos segundos y contrastada con esta carpeta; quien está trabado en un paso se ve enseguida
