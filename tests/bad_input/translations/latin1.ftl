mode-practice = Práctica
