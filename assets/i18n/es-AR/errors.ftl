# Lo que el español rioplatense dice de otro modo; el resto viene de es.

problem-too_few_cards = { $needed ->
    [one] la mano necesita al menos { $needed } carta y la lista tiene { $given }: agregá las cartas que salieron del sabot, en orden
   *[other] la mano necesita al menos { $needed } cartas y la lista tiene { $given }: agregá las cartas que salieron del sabot, en orden
}
problem-place_missing = escribí un número del 1 al { $places }
problem-place_out_of_range = escribí un número del 1 al { $places }, no `{ $text }`
problem-name_invisible = El nombre tiene un carácter invisible ({ $code }): escribilo de nuevo como texto simple.
problem-not_a_card = `{ $text }` no es una carta: escribí el valor (A 2–9 T J Q K, o 10) y después el palo (S H D C), como `9D` o `TH`
problem-keys_folder_empty = la carpeta de claves no tiene ninguna clave pública (`*.pub`) que se pueda leer: copiá ahí los archivos .pub de los instructores
