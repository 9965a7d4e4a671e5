# The dealer's words the action line takes, one list per form of action, separated by " | ".
# N is a box or seat number, X and Y a total, AMOUNT an amount. The action language's own words
# (draw 3, collect 5, pay 5 47.50 …) are always taken as well. These texts are not shown as they
# are: the help and the Tab completion read them.

words-draw-place = third card N | card to box N | card to seat N | hit N
words-draw-punto = punto draws | player draws | card to punto | hit punto
words-draw-banca = banca draws | banker draws | banco draws | card to banca | hit banca
words-deal-place = card N
words-deal-punto = card punto
words-deal-banca = card banca | card banco
words-stand-punto = punto stands | player stands
words-stand-banca = banca stands | banker stands | banco stands
words-reveal-banca = reveal banco | turn banca
words-collect = take N | collect box N | collect seat N
words-pay = pay box N | pay seat N
words-pay-amount = pay box N AMOUNT | pay seat N AMOUNT
words-commission = vig N AMOUNT | mark commission N AMOUNT
words-collect-commission = collect vig N AMOUNT | collect commission N AMOUNT | settle box N AMOUNT
words-encart = stand-off N | standoff N
words-discard-place = discard box N | discard seat N
words-discard-banca = discard banker | discard banco
words-discard-all = discard everything | clear the table
words-announce-punto = call punto X | punto X
words-announce-result = call banca X punto Y | banca X punto Y | banco X punto Y
words-give-cards = cards to seat N | cards to N
words-give-cards-dealer = cards to the dealer | cards dealer
words-rien-ne-va-plus = no more bets
words-pass-shoe = shoe to seat N | pass shoe N
words-pass-button = button to seat N | pass button N
words-burn = burn the card | burn it
words-keep = keep the card | let it play | card plays
words-restore = restore the card | restore it
words-void = void the coup | void the hand | no play
words-call-inspector = call the inspector | inspector
