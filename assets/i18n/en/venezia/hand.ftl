# At the Venice table the banker hand is Banco.

hand-banca = Banco
