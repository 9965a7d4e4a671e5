# Voseo del aviso del LRS en el examen (lo demás, como en es).
lrs-exam_queue = Las respuestas para el LRS no se guardan: avisale al instructor
