# En la mesa de Venecia la mano de la banca es el Banco.

hand-banca = Banco
