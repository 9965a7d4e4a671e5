# Le parole del croupier che la riga delle azioni accetta, un elenco per forma d'azione, separate
# da " | ". N è un numero di casella o di posto, X e Y un totale, IMPORTO un importo (con virgola o
# punto decimale). Le parole inglesi del linguaggio delle azioni valgono sempre.
# Questi testi non si mostrano così come sono: l'aiuto e il completamento (Tab) li leggono.

words-draw-place = carta N | terza carta N | carta alla casella N | carta al posto N | casella N chiede carta
words-draw-punto = punto chiede carta | punto carta | carta punto | carta a punto | terza carta punto
words-draw-banca = banco chiede carta | banco carta | carta banco | carta al banco | terza carta banco
words-deal-place = distribuire N | dare N
words-deal-punto = distribuire punto | dare punto
words-deal-banca = distribuire banco | dare banco
words-stand-punto = no carta | punto no carta | punto sta
words-stand-banca = banco sta | banco no carta
words-reveal-banca = scoprire banco | scopri banco | scoprire il banco
words-collect = ritirare N | ritira N | ritirare la casella N | ritirare il posto N | incassare N | incassa N
words-pay = pagare N | paga N | pagare la casella N | pagare il posto N
words-pay-amount = pagare N IMPORTO | paga N IMPORTO
words-commission = cagnotte N IMPORTO | segnare cagnotte N IMPORTO | commissione N IMPORTO
words-collect-commission = incassare cagnotte N IMPORTO | riscuotere cagnotte N IMPORTO
words-encart = encart N
words-discard-place = agli scarti N | scarti N | scartare N
words-discard-banca = banco agli scarti | scarti banco | scartare banco
words-discard-all = tutto agli scarti | scarti tutto
words-announce-punto = annunciare punto X | annuncia punto X | punto X
words-announce-result = annunciare banco X punto Y | annuncia banco X punto Y | banco X punto Y
words-give-cards = carte al posto N | carte a N | dare le carte N
words-give-cards-dealer = carte al croupier | carte croupier
words-rien-ne-va-plus = rien ne va plus
words-pass-shoe = passare sabot N | sabot al posto N | sabot N
words-pass-button = passare Bottone N | Bottone al posto N | Bottone N
words-burn = bruciare | bruciare la carta | bruciarla | carta bruciata
words-keep = lasciarla in gioco | lasciare in gioco | la carta gioca | tenere la carta
words-restore = rimettere la carta al suo posto | rimettere la carta | rimetterla | correggere la carta
words-void = annullare | annullare il colpo | colpo nullo
words-call-inspector = chiamare l'ispettore | ispettore | chiamare ispettore
