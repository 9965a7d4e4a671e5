# Texts added with the dealer's words and the translated errors.

train-line_hint = draw 3 · pay 5 · discard banca

hand-punto = Punto
hand-banca = { -banca }


quiz-log_title = Drill: { $drill }

table-box_owes = Commission box { $place }: { $amount }
start-chips = Pay with chips
start-chips_about = Each pay opens the chip tray: cut the payout from the table's chips (keys 1–8 from the smallest, a click, or type pay 5 1x25 4x5 3x0.25). The amount is what the chips add up to; the feedback shows the fewest chips.
editor-fewest_chips = Fewest chips
editor-fewest_chips_about = Payouts are cut from chips, and every right payout must be in the fewest chips (CHIPS): a criterion of the grade.
result-fewest_chips = Fewest chips: { $over } of { $payouts } right payouts in more chips than needed (none allowed)
tray-title = { $place }: paying { $amount } in { $count } chips
tray-pay = Pay
tray-take_back = Take back
tray-nothing_cut = Nothing cut yet: a chip below (or its digit) takes one.
tray-close = Close
tray-chip = Chip of { $value } ({ $colour }), key { $key }
tray-chip_hover = Click takes one chip; right click gives one back.
train-right_chips = Right: { $amount }, in { $given } chips. Fewest chips: { $fewest } (CHIPS)
train-right_fewest = Right: { $amount } in the fewest chips, { $count } (CHIPS)
train-not_chips = “{ $text }” is not a payout in chips (column { $column }). Example: pay 5 1x25 4x5 3x0.25.
train-chips_off = Payouts are not cut from chips in this session: type the amount (pay 5 47.50), or start with “Pay with chips”.
train-no_such_chip = This table has no chip of { $value }.
train-chips_not_a_pay = Chips go after a pay with no amount: pay 5 1x25 4x5.
help-tray_chips = Chip tray open: one chip of that value, from the smallest (0.25, 1, 5, 25 …)
help-tray_back = Chip tray open: give the last chip back
help-tray_pay = Chip tray open: pay what was cut
quiz-drill-cut_payout = Cut the payout
quiz-about-cut_payout = A winning wager: cut its payout from the table's chips, in the fewest (CHIPS); or a player's stack to colour up, in the fewest chips of the same total (CHIPS-colour).
quiz-q-cut = Cut this payout from the chips, in the fewest
quiz-keys-cut = 1–8 take a chip (1 the smallest) · a click takes one · Backspace gives the last back · Enter pays
quiz-cut = Cut
quiz-answer-chips = { $chips } ({ $amount })
quiz-why-cut = { $working } ({ $rule }). Fewest chips: { $fewest } (CHIPS)
quiz-why-cut_even = Even money: { $pay }
quiz-why-cut_banca_tenth = 5 % of { $stake } = { $commission }: a tenth ({ $tenth }), halved; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca = { $stake } × { $percent } % = { $commission }; { $stake } − { $commission } = { $pay }
quiz-why-cut_banca_marked = Paid in full, { $pay }, and { $commission } marked in the box
quiz-why-cut_tie = A tie pays { $odds } to 1: { $stake } × { $odds } = { $pay }
quiz-q-colour = Colour up this stack, in the fewest chips
quiz-keys-colour = 1–8 take a chip (1 the smallest) · a click takes one · Backspace gives the last back · Enter exchanges
quiz-colour_up = Colour up
quiz-short-colour = Colour up { $total }
quiz-why-colour = { $stack } = { $total }: the fewest chips of the same total are { $fewest } (CHIPS-colour)
