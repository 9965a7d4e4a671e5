# Voseo de las teclas y la clave del instructor (lo demás, como en es).
editor-no_key_yet = Todavía no hay una clave de instructor en esta computadora: creá la tuya para firmar exámenes y sellar resultados.
editor-key_needs_name = Escribí primero tu nombre: los sellos y los certificados lo muestran.
editor-key_created = La clave de { $name } está creada. Entregale a la escuela la clave pública { $public } para su carpeta de claves; guardá { $secret } solo para vos.
