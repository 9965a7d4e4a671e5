# The interface's texts in English.

## Terms: the banker hand as named inside a sentence. The Venice table redefines them in
## venezia/terms.ftl (Banco).
-banca = Banca

mode-practice = Practice
mode-exam = Exam
mode-quiz = Drills
mode-audit_drill = Audit drill

category-draw = Tableau
category-order = Order
category-money = Money
category-omission = Omission
category-announce = Announcement

start-subtitle = Dealer trainer · Punto y Banca
start-language = Language
start-trainee = Name
start-trainee_hint = The trainee's full name
start-table = Table
start-mode = Mode
start-practice_about = Feedback at once; after a mistake you may try again (only the first try counts).
start-exam_about = No feedback until the end; a mistake is recorded and the hand goes on with the right action.
start-amounts = Practise amounts and commission
start-amounts_about = Type what you pay: pay 5 47.50.
start-situation = Situation
start-library = Library
start-random = Random
start-file = File
start-library_empty = The library has no situations for this table (folder scenarios/). Pick a random one or open a file.
start-library_problems = { $n ->
    [one] { $n } library file could not be read (tallador check scenarios/ tells why).
   *[other] { $n } library files could not be read (tallador check scenarios/ tells why).
}
start-seed = Seed
start-new_seed = Another seed
start-seed_about = The same seed always gives the same situation: note it down to replay it.
start-deal = Deal the cards yourself

menu-deal = Deal this card here

start-places = Boxes or seats in play
start-focus = Practise above all
start-random_failed = No random situation for that choice: { $why }

focus-any = Any round
focus-banca_draws = The { -banca } draws
focus-naturals = Naturals (de aire)
focus-ties = Encart and ties
focus-third_card = Third cards
focus-commission = Commission
focus-commission_box = Commission box (players leave, the shoe ends)
focus-venice_ties = Égalité
focus-wrong_declaration = Wrong declarations
focus-colpo_in_bianco = Colpo in bianco
focus-no_punto_bet = No Punto bet
focus-about-any = Any round: the full procedure.
focus-about-banca_draws = Rounds where the { -banca } takes a third card.
focus-about-naturals = Rounds with a natural 8 or 9: decided de aire.
focus-about-ties = Rounds with a stand-off: an encart, an empate, or a tied hand.
focus-about-third_card = Rounds where Punto (a box) takes a third card.
focus-about-commission = The { -banca } wins with a commission that is not a whole unit.
focus-about-commission_box = The { -banca } wins, players leave and the shoe ends: on a marking table the commission boxes are collected.
focus-about-venice_ties = Venice ties with Égalité bets to pay.
focus-about-wrong_declaration = Venice hands where the client declares wrongly.
focus-about-colpo_in_bianco = Venice hands with no bets: the Bottone stays.
focus-about-no_punto_bet = Venice hands without a Punto bet: the dealer takes the cards.
start-random_notes = { $about } Dealt from seed { $seed }: the same seed always deals the same situation.

start-path = File
start-browse = Browse…
start-dialog_title = Open a situation
start-dialog_open = The file dialog is open…
start-no_file_chosen = No file was chosen. If no dialog appeared, this system has none: type the file's path.
start-start = Start
start-f1_hint = F1: keyboard shortcuts
start-projector = Projector: larger type, stronger contrast
start-projector_about = For a classroom projector or a distant monitor: everything larger and the text in white. Remembered.
start-zoom_hint = Ctrl + / Ctrl − zoom in or out · Ctrl 0 resets

help-zoom = Zoom everything in / out · back to the window's size
help-projector = Projector (larger type, stronger contrast): the box at the top right of the start screen
help-words = The actions you can type
help-list = Pick the situation in the list · start

start-pick_a_situation = Pick a situation from the library for this table.
start-pick_a_table = Pick a table.
start-bad_seed = “{ $seed }” is not a seed: type a whole number.
start-no_file = Type the path of a situation file, or use “Browse…”.

table-box_n = Box { $n }
table-seat_n = Seat { $n }
table-the_box_n = box { $n }
table-the_seat_n = seat { $n }
card-suit_spades = S
card-suit_hearts = H
card-suit_diamonds = D
card-suit_clubs = C
table-dealer = dealer
table-says_carta = Client: «Card!»
table-says_no_carta = Client: «No card»
table-shoe = Shoe
table-discard = Discard
table-encart = ENCART
table-won_punto = Punto wins
table-won_banca = { -banca } wins
table-tie = tie
table-legend_casilleros = PUNTO Y BANCA
table-legend_pr = PUNTO BANCO
table-legend_venezia = PUNTO BANCO · VENEZIA

menu-draw = Third card
menu-stand = Stand
menu-collect = Collect
menu-pay = Pay
menu-commission = Commission
menu-collect_box = Collect commission box
menu-encart = Encart
menu-discard = Discard
menu-discard_banca = Discard the { -banca }
menu-discard_all = Discard all
menu-reveal = Reveal
menu-announce_punto = Announce Punto
menu-announce_result = Announce the result
menu-give_cards = Give the cards
menu-give_cards_dealer = Cards to the dealer
menu-rien_ne_va_plus = No more bets
menu-pass_shoe = Pass the shoe
menu-pass_button = Pass the button

act-draw_box = third card to { $n }
act-draw_punto = third card to Punto
act-draw_banca = third card to the { -banca }
act-deal_box = deal to { $n }
act-deal_punto = deal to Punto
act-deal_banca = deal to the { -banca }
act-stand_punto = Punto stands
act-stand_banca = the { -banca } stands
act-reveal_banca = reveal the { -banca }
act-collect = collect { $n }
act-pay = pay { $n }
act-pay_amount = pay { $amount } at { $n }
act-commission = mark { $amount } commission at { $n }
act-collect_commission = collect the commission box of { $n }, { $amount }
act-encart = encart at { $n }
act-discard_box = discard { $n }
act-discard_banca = discard the { -banca }
act-discard_all = all cards to the discard
act-announce_punto = announce Punto { $x }
act-announce_result = announce { -banca } { $b }, Punto { $p }
act-give_cards = Punto's cards to { $n }
act-give_cards_dealer = Punto's cards to the dealer
act-rien_ne_va_plus = no more bets
act-pass_shoe = the shoe passes to { $n }
act-pass_button = the button passes to { $n }

train-step = Step { $step }
train-round_step = Hand { $round } of { $rounds } · step { $step }
train-question = What is the next action?
train-right = Right
train-you_chose = You chose: { $action }.
train-acceptable = Right here: { $actions }
train-try_again = Try again (this step already counts as a mistake).
train-exam_note = Exam: corrections are shown at the end.
train-practice_note = Pick a box, the { -banca } or the dealer and an action, or type the action.
train-hint_is = Hint: { $action } ({ $told })
train-log_error = The log could not be saved: { $error }. The session goes on in memory and the save is retried at every step.
train-retry_write = Retry now
train-history = History
train-hint = Hint
train-end = End
train-confirm_end = End the session and see the summary?
train-confirm_end_keys = Enter ends · Esc goes back to the table
train-keep_going = Keep going
train-help = Help
train-score = Right { $right }/{ $total } · { $percent }
train-exam_progress = Steps answered: { $n }
train-times = last { $last } · mean { $mean }
train-selected = { $what } selected
train-selected_dealer = The dealer's actions on the table
train-pick_something = Pick a place, the { -banca } or the dealer on the table (with ← → or a click)
train-type_action = or type the action:
train-line_tips = Enter confirms · Tab completes · ← → and the numbers pick on the table · Esc leaves the line
train-suggestions = Tab completes: { $list }
train-not_an_action = “{ $text }” is not an action (column { $column }). Examples: draw 3, pay 5, discard banca.
train-place_out_of_range = This table has places 1 to { $max }.

summary-title = Session summary
summary-first_try = Right at the first try: { $right } of { $total }
summary-unfinished = The session ended before the end of the situation.
summary-times = Time per decision: median { $median }, mean { $mean }; total { $total }
summary-hints_retries = Hints: { $hints } · retries: { $retries }
summary-category = Category
summary-steps = Decisions of this kind
summary-right = Right at the first try
summary-percent = %
summary-mistakes = Mistakes of this kind
summary-table_note = Each first try counts in one row: a mistake under the kind of the rule it broke (as the feedback and the exam's grade name it), a right decision under the kind of its step. Right + Mistakes = Decisions, less those helped by a hint.
summary-log = Session log
summary-no_log_folder = There is no data folder: the log stayed in memory only.
summary-open_folder = Open the folder
summary-cannot_open_folder = The folder could not be opened
summary-cannot_open_folder_at = The folder could not be opened: { $folder }
summary-copy_path = Copy the path and open it in your file manager.
summary-again = Same situation again
summary-new = New session
summary-mistakes_title = Mistakes (pick one to see the table at that moment)
summary-no_mistakes = No mistakes. Well done!
summary-mistake_row = Hand { $round }, step { $step }: { $choice } → { $expected } · { $rule } { $category }
summary-at_that_moment = You chose “{ $choice }”; the procedure called for “{ $expected }”.

help-title = Keyboard shortcuts
help-f1 = Show or hide this help
help-hint = Hint: the right action (practice only; the step counts as a mistake)
help-focus_line = Type the action
help-tab = Complete the typed action
help-enter = Confirm the typed action
help-escape = Stop typing / clear the pick
help-arrows = Pick a box, the { -banca }, Punto or the dealer
help-end = End the session and see the summary
help-new = New session
help-move_focus = Move between controls
help-activate = Use the control
help-start = Start
help-mistakes = Step through the mistakes
help-again = Same situation again
help-close = Close

rule-T1 = Cards come from a shoe of several 52-card decks, and the suit never matters.
rule-T2 = An ace counts 1, two to nine their number, tens and faces 0; a hand's total drops the tens (K+5 = 5, 4+7 = 1).
rule-T3 = An 8 or 9 on two cards is a natural: nobody draws and the hand is decided on naturals (9 beats 8).
rule-T4 = Punto draws a third card on 0 to 5 and stands on 6 or 7.
rule-T5 = The { -banca } stands on 7; if Punto stood it draws on 0 to 5, and if Punto drew it follows the tableau for that card (on 3 it stands against an 8, on 4 it draws against 2 to 7, on 5 against 4 to 7, on 6 against 6 or 7).
rule-T6 = Each side takes at most one third card; the higher total wins and equal totals tie.
rule-PAY-punto = A winning Punto wager is paid even money: as much as its stake.
rule-PAY-banca = A winning { -banca } wager is paid even money less the 5 % commission, rounded down to the cent (10.00 wins 9.50, 0.47 wins 0.44).
rule-PAY-mark = On a table that marks the commission, the { -banca } wager is paid in full and the commission goes in that place's box right after the payment.
rule-PAY-tie = A winning tie bet is paid 8 to 1: eight times its stake, and the stake stays.
rule-PLACES = Only the places with a bet are in play: only they get cards and are settled, and "the next player" is the next occupied place to the right.
rule-CAS-deal = The dealer gives one card to each box in play from left to right, then one to the { -banca }, and goes round again.
rule-CAS-a = When the { -banca }'s natural beats every box, each box in turn has its Punto bets collected, its { -banca } bets paid and its cards discarded.
rule-CAS-b = A { -banca } natural settles every box at once, on naturals, each box as a whole: the ones that tie or beat it too.
rule-CAS-c = A box with 8 or 9 wins on naturals before any third card: settle it as a whole, then carry on with the hands still to settle.
rule-CAS-d = With the { -banca } on 7: first the third cards of the boxes on 0 to 5, left to right, then every box is settled left to right.
rule-CAS-e = First every third card, left to right; then the boxes the { -banca } stands against are settled, left to right, and only then does the { -banca } take its card.
rule-CAS-f = After the { -banca }'s third card, the boxes it drew against are settled from right to left.
rule-CAS-g = Each box is settled as one unit: collect what loses, pay what wins, then its cards go to the discard; a stand-off is declared encart before the discard.
rule-PR-deal = The deal goes Punto, { -banca }, Punto, { -banca }.
rule-PR-natural = If Punto or the { -banca } has a natural (8 or 9), nobody draws and the result is announced.
rule-PR-punto = Punto speaks first: it draws on 0 to 5, stands on 6 or 7, and after its third card its total is announced.
rule-PR-banca = The { -banca } draws or stands by the tableau, looking at Punto's third card.
rule-PR-announce = Before the bets are touched the result is announced: the { -banca } first, then Punto.
rule-PR-settle = First every losing bet is collected, then the winners are paid; on a tie Punto and { -banca } bets neither win nor lose and the tie bets are paid.
rule-PR-discard = Once the hand is settled, all its cards go to the discard.
rule-PR-shoe = When Punto wins a hand that had bets, the shoe passes to the next player on the right.
rule-VE-close = Before dealing, the dealer closes the bets with “rien ne va plus”.
rule-VE-deal = Four cards are dealt face down: the 1st and 3rd to Punto on the right, the 2nd and 4th to the { -banca } on the left.
rule-VE-give = Punto's cards go to the seat with the largest Punto bet; on equal bets precedence runs from the button, and with no Punto bet the dealer plays them.
rule-VE-declare = The client says carta or no carta, but the tableau decides: Punto draws on 0 to 5 and stands on 6 or 7 whatever is said.
rule-VE-reveal = After the declaration the dealer reveals the { -banca }, which draws or stands by the tableau.
rule-VE-announce = The { -banca }'s total is announced first, then Punto's.
rule-VE-settle = Losers are collected, then winners paid; on a tie the hand is void and the Égalité bets are paid.
rule-VE-button = After the discard the button passes to the next player on the right, except after a hand with no bets (colpo in bianco).
rule-PAY-box = On a table that marks the commission, each place's box adds up its marks over the shoe; when the player leaves or the shoe ends, after the round's payments and before the discard, the dealer collects each such box whole, in ascending place order. An empty box is not collected.
rule-CHIPS = A payout is made in the table's chips: the amount its payout rule gives, in the fewest chips that add up to it (the largest chip that fits, then the next). The right amount in more chips is right on money; a drill, and an exam paper that asks for them, want the fewest.
rule-CHIPS-colour = Colouring up: a player's stack of small chips is exchanged for the fewest chips of the same total, the largest that fit first.

quiz-open = Quick drills
quiz-title = Drills
quiz-subtitle = The tableau, totals, payouts and order until they come without thinking. What you miss comes back more often.
quiz-trainee = Name
quiz-table = Table
quiz-no_name = Without a name your history is kept as "trainee": type your name to make it yours.
quiz-drill-mixed = Mixed
quiz-drill-third_card = Third card
quiz-drill-totals = Totals
quiz-drill-payouts = Payouts and commission
quiz-drill-box_order = Box order
quiz-drill-venice = Precedence (Venice)
quiz-drill-deal = The deal
quiz-about-mixed = Every drill of this table, mixed.
quiz-about-third_card = Draw or stand? Every cell of the tableau (T5) and Punto's row (T4).
quiz-about-totals = Two or three cards: what is the total? Naturals at a glance.
quiz-about-payouts = A winning bet: what do you pay, and what do you mark? Round and odd amounts.
quiz-about-box_order = After the third cards: in which order are the boxes settled?
quiz-about-venice = Bets and the Bottone: who receives Punto's cards?
quiz-about-deal = A table with bets: which hand does card N of the deal go to?
quiz-learned = { $n } of { $total } known
quiz-start = Start
quiz-heatmap = Tableau map
quiz-back = Back
quiz-menu = Another drill
quiz-again = Again
quiz-menu_keys = 1–{ $last } picks the drill · Enter starts · M tableau map · Esc back to the start · { $length } answers a round
quiz-progress = { $n } / { $total }
quiz-score = Right { $right }/{ $total } · { $percent }
quiz-streak = Streak { $n } · best { $best }
quiz-q-banca = Does the { -banca } draw or stand?
quiz-q-punto = Does Punto draw or stand?
quiz-q-total = What is the total?
quiz-q-payout = What do you pay?
quiz-q-payout_marked = What do you pay, and what do you mark?
quiz-q-order = In which order are the boxes settled?
quiz-q-reader = Who receives Punto's cards?
quiz-q-deal = Where does card { $n } of { $cards } go?
quiz-hand-punto_third = PUNTO · third card { $v }
quiz-hand-punto_stood = PUNTO  { $p } · stood
quiz-side-punto = Punto
quiz-side-banca = { -banca }
quiz-side-empate = Tie
quiz-the_banca = the { -banca }
quiz-the_banco = the Banco
quiz-the_punto = Punto
quiz-wins = { $side } wins
quiz-terms-deducted = { -banca }: { $percent } % commission deducted (rounded down to the cent)
quiz-terms-marked = { -banca }: paid in full, the { $percent } % commission marked in the commission box
quiz-terms-even = Punto pays even money
quiz-terms-tie = A tie pays { $odds } to 1
quiz-draw = Draw
quiz-stand = Stand
quiz-pay = Pay
quiz-mark = Mark
quiz-order = Order
quiz-seat = Seat
quiz-box = Box
quiz-ok = Done
quiz-answer-pay = pay { $amount }
quiz-answer-mark = mark { $amount }
quiz-keys-draw = D draw · S stand
quiz-keys-total = Type the digit, 0 to 9
quiz-keys-payout = Type the amount (24.22 or 24,22) and Enter · Backspace deletes
quiz-keys-payout_marked = The payment, Tab, the mark and Enter · Backspace deletes
quiz-keys-order = Click the boxes in order or type their numbers (5 3 1) and Enter · Backspace deletes
quiz-keys-reader = Click the seat or type its number · 0 = the dealer
quiz-keys-deal_boxes = Click the hand or type the box number · B = { -banca }
quiz-keys-deal_hands = P = Punto · B = { -banca }
quiz-side_keys = Esc ends the round · F1 shortcuts
quiz-not_amount = "{ $text }" is not an amount: type, say, 24.22.
quiz-need_mark = The mark is missing: Tab and type the commission.
quiz-need_boxes = Boxes missing: { $n } of { $total } so far.
quiz-continue = Go on
quiz-continue_hint = Read why, then go on with Enter or Space.
quiz-first_note = Answer fast: every answer is timed. What you miss or answer slowly comes back soon.
quiz-right_in = Right · { $time } · { $rule }
quiz-wrong_rule = { $category } · { $rule }
quiz-your_answer = Your answer: { $answer }
quiz-correct_answer = Right answer: { $answer }
quiz-slow = Right, but slow: it comes back soon.
quiz-recent = Last answers
quiz-log_error = Could not write: { $error }
quiz-cannot_start = The quiz cannot start: { $error }.
quiz-history_problem = The old history could not be read and was set aside ({ $error }); a new one starts.
quiz-results = This round
quiz-results_right = { $right } of { $total } right
quiz-results_times = Median { $median } an answer · { $per_minute } answers a minute
quiz-results_streak = Best streak: { $n }
quiz-log_at = Log: { $path }
quiz-mistakes = To review
quiz-no_mistakes = No mistakes. Well done!
quiz-row-0 = on 0, 1 or 2 the { -banca } always draws
quiz-row-3 = on 3 it draws except against an 8
quiz-row-4 = on 4 it draws against 2 to 7
quiz-row-5 = on 5 it draws against 4 to 7
quiz-row-6 = on 6 it draws only against 6 or 7
quiz-row-7 = on 7 it always stands
quiz-why-total = { $sum }: only the last digit counts, { $total }.
quiz-why-natural = { $sum } on two cards: a natural { $total }, nobody draws.
quiz-why-pay_punto = Punto pays even money: { $stake }.
quiz-why-pay_banca = { -banca } pays { $stake } less { $percent } %: { $pay } (the cent is rounded down).
quiz-why-pay_banca_marked = Paid in full, { $pay }, and the { $percent } % commission marked: { $mark }, the difference between { $pay } and { $net } (the payment less commission, rounded down).
quiz-why-pay_tie = A tie pays { $odds } to 1: { $stake } × { $odds } = { $pay }.
quiz-why-order_mixed = The { -banca } ({ $b }) stands against { $stands }: those first, left to right; then it takes its third card and settles { $draws }, right to left.
quiz-why-order_stands = The { -banca } ({ $b }) stands against every box: left to right, { $stands }.
quiz-why-order_draws = The { -banca } ({ $b }) draws against every box: after its third card, right to left, { $draws }.
quiz-why-reader_single = The largest Punto bet ({ $stake }) is at { $seat }: it receives the cards.
quiz-why-reader_tie = Equal Punto bets ({ $stake }) at seats { $tied }: precedence runs from the Bottone, at { $holder }, to the right: { $seat } receives them.
quiz-why-reader_dealer = No bet on Punto: the dealer plays Punto's cards.
quiz-why-deal = The deal: { $order }. Card { $n } goes to { $owner }.
quiz-short-banca = { -banca } { $b } · third card { $v }
quiz-short-banca_stood = { -banca } { $b } · Punto stood
quiz-short-punto = Punto { $p }
quiz-short-total = Total of { $cards }
quiz-short-payout = { $stake } on { $side }
quiz-short-order = { $n ->
    [one] Order of { $n } box
   *[other] Order of { $n } boxes
}
quiz-short-reader = Bottone at seat { $holder }
quiz-short-deal = Card { $n } of { $cards }
quiz-heat-title = Tableau map
quiz-heat-about = How you do on every cell of the tableau, over all your rounds: green right, red wrong, grey not asked yet. The letter is the rule: D draw, S stand.
quiz-heat-third = Punto's third card (– = Punto stood)
quiz-heat-banca = { -banca }
quiz-heat-punto_row = Punto on two cards (T4)
quiz-heat-cell_name = { -banca } { $b } against { $v }
quiz-heat-cell_name_stood = { -banca } { $b }, Punto stood
quiz-heat-punto_name = Punto { $p }
quiz-heat-cell = { $name }: { $right } of { $seen } right
quiz-heat-cell_new = { $name }: not asked yet
quiz-heat-by_drill = By drill
quiz-heat-drill_line = { $percent } % of { $seen }
quiz-heat-answers = { $n ->
    [one] { $n } answer in all.
   *[other] { $n } answers in all.
}
quiz-heat-empty = No answers yet: do a round of third cards.
quiz-heat-legend_bad = wrong
quiz-heat-legend_half = half
quiz-heat-legend_good = right
quiz-help-pick = Pick the drill (in the menu)
quiz-help-draw = Draw / stand
quiz-help-digits = Totals, amounts, boxes and seats
quiz-help-enter = Confirm what you typed · go on after a mistake
quiz-help-tab = From the payment to the mark (marked commission)
quiz-help-map = Tableau map (in the menu and the results)
quiz-help-escape = End the round / go back
quiz-why-reader_holder = Equal Punto bets ({ $stake }) at seats { $tied }; precedence starts at the Bottone, which is at { $seat }: it receives them.

tools-title = For instructors and inspectors
tools-review = Review a log
tools-review_about = One session step by step: the table, expected and chosen, integrity.
tools-overview = Class overview
tools-overview_about = A folder of logs: one row per trainee, charts, CSV.
tools-inspector = Reconstruct a hand
tools-inspector_about = Build a disputed hand, audit what the dealer did, print the report.
tools-audit_drill = Audit drill
tools-audit_drill_about = Stop a dealer's planted errors and name the rule.
tools-back = Back
tools-browse = Browse…

help-back = Back to the start screen
help-review_steps = Previous / next step shown
help-review_ends = First / last step shown
help-review_pages = Ten steps back / forward
help-review_mistakes = Mistakes only, on or off
help-overview_rows = Previous / next trainee
help-overview_open = Review the selected trainee's latest session
help-overview_csv = Export the table as CSV
help-inspector_add_card = In the card field: add the card (9D, TH, 10h …)
help-inspector_pick_card = Select the previous / next card of the shoe
help-inspector_move_card = Move the selected card earlier / later in the shoe
help-inspector_delete_card = Delete the selected card
help-inspector_save = Save the case (scenario and actions files)
help-drill_pass = The dealer's action is right: go on
help-drill_stop = Stop: the action is wrong (then name the rule)
help-drill_pick = Move through the rules and name one
help-drill_cancel = Close the rule list (or go back)
help-drill_start = Start the drill

review-title = Review
review-header = { $trainee } · { $mode } · { $table } · «{ $title }» · { $date }
review-no_name = (no name)
review-open_title = Open a session log
review-col_date = Date
review-col_trainee = Trainee
review-col_table = Table
review-col_title = Situation
review-col_mode = Mode
review-col_score = Right at the first try
review-unreadable = cannot be read
review-unfinished_score = { $score } (unfinished)
review-dialog_title = Open a session log
review-path = Log file
review-open = Open
review-cannot_open = The log cannot be opened: { $error }
review-logs_in = Session logs in { $folder }
review-no_folder = There is no data folder on this computer: type the path of a log file.
review-no_logs = No session logs here yet.
review-intact = Intact
review-intact_about = The log is exactly as it was written: every step matches its hash.
review-altered_step = Altered at step { $n }
review-altered_header = Altered in the header
review-altered_summary = Altered in the summary
review-altered_about = The content no longer matches its hash: the file was edited after it was written.
review-go_to_step = Go to step { $n }
review-summary_line = { $mistakes ->
    [one] { $percent } at the first try ({ $right } of { $total }) · median { $median } · { $mistakes } mistake
   *[other] { $percent } at the first try ({ $right } of { $total }) · median { $median } · { $mistakes } mistakes
}
review-unfinished = The session ended before the end of the situation.
review-mistakes_only = Mistakes only
review-all_categories = Every category
review-all_rules = Every rule
review-showing = { $total ->
    [one] { $shown } of { $total } step shown
   *[other] { $shown } of { $total } steps shown
}
review-none_shown = No step matches the filters.
review-row_right = Step { $n }: { $choice }, right
review-row_wrong = Step { $n }: { $choice }, wrong
review-step_title = Step { $n } of { $total }
review-position = round { $round }, step { $step }
review-try_n = try { $n }
review-hinted = after a hint
review-decided_in = decided in { $time }
review-expected = Expected
review-chosen = Chosen
review-also_acceptable = Also acceptable: { $list }
review-right = Right
review-wrong = Wrong
review-chips = In chips: { $chips }: { $count } chips
review-chips_fewest = In chips: { $chips }: { $count } chips; the fewest, { $fewest }
review-applied = The exam went on with: { $action }
review-drill_expected = The procedure expected
review-drill_dealer = The dealer did
review-drill_call_right = The trainee's call was right
review-drill_call_wrong = The trainee's call was wrong
review-drill_end = Nothing more: the hand was over
review-table_before = The table before this step
review-no_table = The table cannot be drawn: { $reason }

overview-title = Class overview
overview-subtitle = A folder of session logs, one row per trainee
overview-folder = Folder
overview-pick_folder = Pick the folder of session logs
overview-load = Read the folder
overview-folder_about = Every session log in the folder and its sub-folders is read; other files are passed over.
overview-not_a_folder = “{ $folder }” is not a folder.
overview-csv = CSV file
overview-save_csv = Save the table as CSV
overview-export = Export CSV
overview-csv_written = The table was written to { $path }.
overview-csv_failed = The table could not be written to { $path }: { $error }
overview-status = { $logs ->
    [one] { $logs } session log
   *[other] { $logs } session logs
} · { $trainees ->
    [one] { $trainees } trainee
   *[other] { $trainees } trainees
}
overview-altered_left_out = { $n ->
    [one] { $n } altered log left out of the figures
   *[other] { $n } altered logs left out of the figures
}
overview-problems = { $n ->
    [one] { $n } file could not be read
   *[other] { $n } files could not be read
}
overview-no_logs = No session logs in this folder.
overview-trainee = Trainee
overview-sessions = Sessions
overview-accuracy = Accuracy
overview-median = Median time
overview-weakest = Weakest rules (mistakes)
overview-altered = Altered
overview-table_about = First tries only. Pick a trainee to see only their charts and sessions (Enter reviews the latest).
overview-chart_accuracy = Accuracy over sessions
overview-chart_time = Median decision time over sessions
overview-chart_rules = Mistakes per rule
overview-rule_count = { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}
overview-session_axis = Session
overview-mistakes_axis = Mistakes
overview-no_mistakes = No mistakes.
overview-sessions_of = Sessions of { $trainee }
overview-review = Review

inspector-title = Reconstruct a disputed hand
inspector-subtitle = The hand as the inspector knows it, and what the procedure says
inspector-the_hand = The hand
inspector-case_title = Case
inspector-case_title_hint = Table 3, 21:40, complaint of seat 5
inspector-table = Table
inspector-shoe_at = Shoe held by seat
inspector-button_at = Bottone at seat
inspector-seats = Occupied seats
inspector-seats_hint = only if seats without bets were occupied: 2 4 6
inspector-declaration = The client said
inspector-declaration_none = As the table says
inspector-carta = carta
inspector-no_carta = no carta
inspector-bets = Bets
inspector-box = Box
inspector-seat = Seat
inspector-amount = Amount
inspector-remove = Remove
inspector-remove_bet = Remove this bet
inspector-add_bet = Add a bet
inspector-cards = The cards, in the order they left the shoe
inspector-cards_about = Type a card and press Enter (9D, TH, 10h); it goes after the selected card. Under each card: the hand it went to.
inspector-no_cards = No cards yet.
inspector-card = Card
inspector-add_card = Add
inspector-earlier = ← Earlier
inspector-later = Later →
inspector-delete = Delete
inspector-paste = Paste a list
inspector-add_list = Add these cards
inspector-clear_cards = Remove every card
inspector-card_label = Card { $n }: { $card }, to { $to }
inspector-unused = not used
inspector-dealer_did = What the dealer did (optional)
inspector-dealer_did_about = One action per line, in the action language: draw 2, collect 3, pay 5 47.50, discard banca …
inspector-actions = Actions
inspector-action_forms = One action a line, as the trainer takes it: { $forms }; or in the action language: { $codes }.
inspector-action_forms_code = One action a line, as the trainer takes it: { $codes }.
inspector-at_line = Line { $line }, column { $column }: { $message }
inspector-files = Files and report
inspector-inspector_name = Inspector
inspector-inspector_hint = Name of the inspector who signs the report
inspector-case_file = Case file
inspector-save_title = Save the case
inspector-save = Save the case
inspector-saved = Saved: { $files }
inspector-report_file = Report
inspector-report_title = Save the report
inspector-export_report = Export the printable report (HTML)
inspector-report_written = The report was written to { $path }: open it in a browser to print it.
inspector-cannot_write = { $path } could not be written: { $error }
inspector-fix_first = Fix the problems marked in red first.
inspector-open_file = Open a case
inspector-open_title = Open a case (scenario file)
inspector-open = Open
inspector-reconstruction = Reconstruction
inspector-start_typing = Enter the hand on the left: the table, the bets and the cards. The reconstruction shows here.
inspector-problems = { $n ->
    [one] { $n } problem in the hand: it is marked in red on the left. The reconstruction appears once it is fixed.
   *[other] { $n } problems in the hand: they are marked in red on the left. The reconstruction appears once they are fixed.
}
inspector-hands = The hands
inspector-hand = Hand
inspector-hand_cards = Cards
inspector-total = Total
inspector-cards_left = { $n ->
    [one] { $n } more card listed: the next card of the shoe, not used in this hand.
   *[other] { $n } more cards listed: the next cards of the shoe, not used in this hand.
}
inspector-holder_line = Shoe or Bottone at seat { $start } at the start; at seat { $end } after the hand.
inspector-procedure = The correct procedure
inspector-number = #
inspector-action = Action
inspector-in_words = In words
inspector-rule = Rule
inspector-results = Results and payouts
inspector-place = Place
inspector-winner = Result
inspector-paid = Paid (winnings)
inspector-collected = Collected
inspector-commission = Commission marked
inspector-no_actions = Type what the dealer did (left) to compare it with the procedure.
inspector-against_dealer = Against what the dealer did
inspector-no_deviation = No deviation
inspector-no_deviation_about = The dealer followed the procedure.
inspector-deviations = { $n ->
    [one] { $n } deviation
   *[other] { $n } deviations
}
inspector-deviations_about = Each with the step of the dealer's actions, its line, the rule and the kind of mistake.
inspector-step = Step
inspector-line = Line
inspector-expected = Expected
inspector-did = Did
inspector-category = Kind
inspector-end_of_hand = the end of the hand
inspector-nothing = nothing
inspector-money = Money at each place
inspector-should = Should receive (net)
inspector-gave = The dealer gave (net)
inspector-difference = Difference
inspector-difference_about = Net amounts from the player's side: winnings paid minus stakes collected. A positive difference means the player received too much.

drill-title = Audit drill
drill-log_title = Audit drill: { $table } (seed { $seed })
drill-about = The app deals a hand and plays back what a dealer did, one action at a time, with planted errors. Let each right action pass; stop each wrong one and name the rule it breaks. Scored and logged like every session.
drill-errors = Planted errors
drill-kinds_about = Planted errors: a wrong draw, steps out of order, the commission not taken, a loser paid, a box or seat skipped, the button passed after a colpo in bianco.
drill-start = Start the drill
drill-cannot_start = The drill cannot start: { $error }
drill-action_n = Dealer's action { $n } of { $total }
drill-pass = Right, go on
drill-stop = Stop: wrong
drill-pick_rule = Which rule does it break?
drill-cancel = Cancel
drill-passed = Right: that action was correct.
drill-caught = Caught: { $rule } · { $category }.
drill-missed = Missed: that action was wrong. The procedure expected { $expected } ({ $rule } · { $category }).
drill-false_alarm = That action was right (it follows { $rule }): stopping it was a false alarm.
drill-wrong_rule = Right to stop it, but the rule is { $rule } ({ $category }), not { $named }.
drill-history = Calls so far
drill-table_before = The table before the dealer's action
drill-finished = Drill finished
drill-found = Errors found: { $caught } of { $planted } · { $false ->
    [one] 1 false stop
   *[other] { $false } false stops
}
drill-caught_n = Planted errors caught: { $caught } of { $total }
drill-false_alarms = False alarms: { $n }
drill-planted_list = The planted errors
drill-kind_wrong_draw = A wrong draw
drill-kind_wrong_order = Steps out of order
drill-kind_wrong_commission = Commission not taken
drill-kind_pays_loser = A loser paid
drill-kind_skipped_place = A box or seat skipped
drill-kind_button_after_colpo = Button passed after a colpo in bianco
drill-again = Another drill
drill-review = Review this drill
drill-subtitle = { $trainee } · { $table } · seed { $seed }

review-altered_here = The log was altered at this step or before it: what it shows here cannot be trusted.
review-drill_dealer_right = A right action: it had to pass.
review-drill_dealer_wrong = A planted error: it had to be stopped.
review-category = Category
review-rule = Rule

inspector-card_label_plain = Card { $n }: { $card }
inspector-where_bet = Bet { $n }
inspector-where_card = Card { $n }
inspector-where_cards = The cards
inspector-where_holder = Shoe or Bottone holder
inspector-where_action = Actions, line { $line }, column { $column }

overview-modes = Sessions
overview-all_modes = All

tools-no_file_chosen = No file was chosen. If no dialog appeared, this system has none: type the path.

review-profile_missing = the log was written at a table whose profile (“{ $profile }”) is not installed on this computer; add it to the profiles folder to see the table
review-scenario_unreadable = the scenario the log carries cannot be read ({ $detail })
review-verdict_mismatch = at step { $step } the recorded verdict on “{ $choice }” does not follow from the log's own scenario (edited, or written by another version)
review-quiz_items = A drill session: each answer was a separate item, so there is no one table to show.
review-not_reached = the replay stopped before this step

drill-instead_of = instead of { $expected }

report-short_title = Reconstruction
report-heading = Reconstruction of a disputed hand
report-table = Table
report-inspector = Inspector
report-when = Date and time
report-file = File
report-notes = Notes
report-round = Round { $n }
report-bets = Bets
report-place = Place
report-side = On
report-amount = Amount
report-no_bets = No bets (a hand with no bets).
report-holder = Shoe or button holder at the start: seat { $start }; after the round: seat { $end }.
report-shoe_order = The cards in shoe order
report-number = #
report-card = Card
report-to = To
report-hands = The hands
report-hand = Hand
report-cards = Cards
report-total = Total
report-procedure = The correct procedure
report-action = Action
report-rule = Rule
report-results = Results and payouts
report-winner = Winner
report-paid = Paid (winnings)
report-collected = Collected
report-commission = Commission marked
report-winner_punto = Punto
report-winner_banca = { -banca }
report-winner_tie = tie
report-no_bet = no bet
report-dealer = What the dealer did
report-clean = No deviation: the dealer followed the procedure.
report-deviations = { $n ->
    [one] { $n } deviation.
   *[other] { $n } deviations.
}
report-step = Step
report-line = Line
report-expected = Expected
report-did = Did
report-category = Category
report-nothing = (nothing)
report-money = Money at each place
report-round_column = Round
report-should = Should receive (net)
report-gave = Dealer gave (net)
report-difference = Difference
report-actions = The dealer's actions as recorded
report-footer = Tallador reconstruction. Rule ids refer to the Tallador procedures (procedures.md).

why-punto = Punto
why-the_banca = the { -banca }
why-the_banco = the Banco
why-the_shoe = the shoe
why-the_bottone = the Bottone
why-list = { $items } and { $last }
why-against_third = Punto's third card, { $v ->
        [8] an
       *[other] a
    } { $v }
why-against_stood = a Punto that stood
why-box_third = { $box } (third card { $v })
why-box_stood = { $box } (stood)
why-d0 = The next card of the deal goes to { $hand } ({ $rule }).
why-d1 = This card goes to { $hand }: the deal keeps its order ({ $rule }).
why-d1_none = No card of the deal is due now ({ $rule }).
why-d2_punto = { $stake } on Punto wins { $due }: even money ({ $rule }).
why-d2_banca = { $stake } on { -banca } wins { $due }: { $percent } % commission, rounded down to the cent ({ $rule }).
why-d2_in_full = { $stake } on { -banca } is paid in full, { $due }; the commission goes in its box ({ $rule }).
why-d2_tie = { $stake } on the tie wins { $due }: it pays { $odds } to 1 ({ $rule }).
why-d2_mark = { $stake } on { -banca } is paid in full and { $due } of commission ({ $percent } %) is marked in { $place }'s box ({ $rule }).
why-d2_given = You gave { $given }.
why-d2_no_amount = Say the amount you pay.
why-d3 = { $hand } holds a natural, { $total }: nobody draws ({ $rule }).
why-d4 = { $hand } already holds three cards: one third card at most ({ $rule }).
why-said_carta = carta
why-said_no_carta = no carta
why-punto_stands = Punto stands
why-punto_draws = Punto draws
why-d5 = The client said “{ $said }” on { $total }: the table decides, { $does } ({ $rule }).
why-d6_box_stands = { $hand } holds { $total }: a box on 6 or 7 stands ({ $rule }).
why-d6_punto_stands = { $hand } holds { $total }: Punto on 6 or 7 stands ({ $rule }).
why-d6_draws = { $hand } holds { $total }: on 0 to 5 it draws ({ $rule }).
why-banca_draws = { $banca } draws
why-banca_stands = { $banca } stands
why-d7_third = { $banca } holds { $b } and Punto's third card is { $v ->
        [8] an
       *[other] a
    } { $v }: { $verb } ({ $rule }).
why-d7_stood = Punto stood and { $banca } holds { $b }: { $verb } ({ $rule }).
why-d7_seven = { $banca } holds 7: it stands against every box ({ $rule }).
why-d7_boxes = { $banca } holds { $b } and stands against every box still to settle, { $boxes } ({ $rule }).
why-d8 = { $place } has no bet: only the { $places ->
        [boxes] boxes
       *[other] seats
    } with a bet are in play ({ $in_play }) ({ $rule }).
why-result_punto = Punto wins there
why-result_banca = { $banca } wins there
why-result_tie = a tie, so the Punto and { -banca } bets stand off
why-d9 = At { $place } it is { $p } against { $banca }'s { $b }: { $result } ({ $rule }).
why-d10_reader = { $seat } has the highest Punto stake, { $stake } (equal stakes go by precedence from the Bottone at { $holder }): Punto's cards go there ({ $rule }).
why-d10_dealer = Nobody bets on Punto: the dealer plays Punto's cards ({ $rule }).
why-d10_next = { $token } goes from { $holder } to { $seat }, the next occupied seat to the right ({ $rule }).
why-d10_colpo = A colpo in bianco, a hand with no bets: { $token } stays at { $holder } ({ $rule }).
why-d10_no_bets = No bets this round: { $token } stays at { $holder } ({ $rule }).
why-d10_tie = A tie: { $token } stays at { $holder }; it moves only when Punto wins ({ $rule }).
why-d10_banca_won = The { -banca } won: { $token } stays at { $holder }; it moves only when Punto wins ({ $rule }).
why-d10_alone = No other seat is occupied: { $token } stays at { $holder } ({ $rule }).
why-announce_punto = Punto holds { $x }: announce “Punto { $x }” ({ $rule }).
why-announce_result = { $banca } { $b }, Punto { $p }: that is the announcement, { $banca } first ({ $rule }).
why-d12_natural = A natural: nothing is announced before the result ({ $rule }).
why-d12_stood = Punto stood: its total is announced with the result ({ $rule }).
why-d12_venice = In Venice only the result is announced, Banco first ({ $rule }).
why-d13 = { $hand } holds { $total }: on 0 to 5 it takes a third card now ({ $rule }).
why-d13_banca = { $banca } holds { $total } against { $against }: it draws now ({ $rule }).
why-d14 = First the announcement: { $due } ({ $rule }).
why-d15 = First: { $first }, because { $why } ({ $rule }).
why-d15_box = First { $first }: a box is settled in order, collect, pay, discard ({ $rule }).
why-d15_unit = { $box } is being settled: finish it ({ $first }) before anything else ({ $rule }).
why-d16 = Already done: { $action } ({ $rule }).
why-d16_settled = Already done: { $action }; each { $places ->
        [boxes] box
       *[other] seat
    } is settled once ({ $rule }).
why-d17 = What is due now: { $due } ({ $rule }).
why-d17_over = The hand is over ({ $rule }).
why-d15_plain = First: { $first } ({ $rule }).
why-d13_banca_alone = { $banca } holds { $total }: it draws now ({ $rule }).
why-d9_no_wager = At { $place }, Punto holds { $p } and { $banca } { $b }: { $result } ({ $rule }).
why-d8_none = { $place } has no bet: nobody bets this round ({ $rule }).
why-d7_boxes_none = { $banca } holds { $b } and no box is left to settle: it takes no card ({ $rule }).
why-box_natural = { $box } (natural { $total })
why-wager_punto = Punto
why-wager_banca = the { -banca }
why-wager_tie = the tie
why-d2_marked = You marked { $given }.
why-d3_box = { $hand } holds a natural, { $total }: it takes no third card and is settled on naturals ({ $rule }).
why-d9_seat = { $place } bets on { $wagers }; Punto holds { $p } and { $banca } { $b }: { $result } ({ $rule }).
why-d9_deducted = This table deducts the { $percent } % commission from the payment: nothing is marked for { $place } ({ $rule }).
why-d2_box = In its commission box, { $place } owes { $marks }: the whole box is collected, { $due }; you collected { $given } ({ $rule }).
why-d9_box_deducted = This table deducts the { $percent } % commission from the payment: it keeps no commission boxes, and { $place } owes nothing ({ $rule }).
why-d9_box_empty = The commission box is empty: { $place } owes nothing, and an empty box is not collected ({ $rule }).
why-d9_box_stays = In its commission box, { $place } owes { $owed }, but nobody there leaves and the shoe goes on: a box is collected when its player leaves or the shoe ends ({ $rule }).
why-d16_box = Already done: { $action }; a box is collected once, and it is empty now ({ $rule }).
why-d14_punto = Announce first: “Punto { $x }”; after its third card Punto's total is announced, before the { -banca } plays ({ $rule }).
why-d14_result = Announce first: “{ $banca } { $b }, Punto { $p }”; the result is announced before any bet is touched ({ $rule }).
why-first_bets_closed = the bets are closed before any card is dealt
why-first_cards_given = Punto's cards go to their reader before the { -banca } is revealed
why-first_reveal = the { -banca } is revealed after the declaration, before any card is drawn
why-first_punto = Punto speaks first, before the { -banca } and the result
why-first_banca = the { -banca } plays before the result is announced and the bets are touched
why-first_box_cards = every third card of the boxes comes before any settling and before the { -banca }'s card
why-first_cards_left_to_right = third cards go to the boxes from left to right
why-first_naturals = a box with a natural is settled on naturals before any third card
why-first_standing_boxes = the boxes the { -banca } stands against are settled first, left to right, and only then does it take its card
why-first_left_to_right = the boxes are settled from left to right
why-first_right_to_left = after the { -banca }'s third card the boxes it drew against are settled from right to left
why-first_banca_card = the boxes the { -banca } draws against are settled against its three cards, after its card
why-first_losers = the losing bets are collected before the winning ones are paid
why-first_mark = the commission is marked right after its payment
why-first_settle = the bets are settled before the cards go to the discard
why-first_box_unit = a box is settled as one unit, up to its discard, before anything else
why-first_discard = the cards go to the discard before { $token } passes

start-exam_notes_hidden = Exam: what the situation trains is not shown.

report-why = Why

help-about = Tallador { $version }. Data folder (logs, quiz histories, house profiles, your own situations): { $folder }
help-no_data_folder = none (no home folder)
help-licences = Licences of the fonts and crates it is built from

start-own_library = Your own situations: { $folder }
start-random_title = Random situation: { $focus } (seed { $seed })

# Key names as printed on the keyboard, for the shortcut tables.
key-enter = Enter
key-space = Space
key-tab = Tab
key-escape = Esc
key-backspace = Backspace
key-delete = Delete
key-home = Home
key-end = End
key-page_up = Page Up
key-page_down = Page Down
key-shift = Shift
key-ctrl = Ctrl
key-alt = Alt
table-leaves = Leaves
train-shoe_end = Last hand of the shoe: every commission box is collected after it.
train-leaves = { $place }: the player leaves after this hand; the commission box is collected.
train-table_did = the table: { $action }

# Irregularities (procedures.md section 8)
category-irregularity = Irregularity
act-burn = burn the card
act-keep = let the card play
act-restore = restore the card to its hand
act-void = void the coup
act-call_inspector = call the inspector
rule-IRR-faceup = A card that shows face up in the shoe before it is dealt: the table's rule says whether it is burned (the next card takes its place) or plays as usual.
rule-IRR-exposed = A card of the initial deal that the players see as it is dealt: the table's rule says whether it plays where it lies or is burned and replaced by the next card.
rule-IRR-stuck = Two cards that leave the shoe stuck together: the coup is void, then every card goes to the discard.
rule-IRR-misdeal = A card dealt to the wrong hand: restored to its own hand when noticed at once; noticed later, the coup is void.
rule-IRR-extra = A card drawn to a hand that stands is burned; the hand stands on its two cards.
rule-IRR-damaged = A damaged or marked card: the dealer calls the inspector, then the card is burned and the next takes its place.
rule-IRR-claim = A player disputes the coup: the dealer calls the inspector, who rules; a void coup moves no money.
why-di1_faceup_burn = Card { $n } ({ $card }) came out face up: this table burns it, and the next card takes its place ({ $source }) ({ $rule }).
why-di1_faceup_keep = Card { $n } ({ $card }) came out face up: this table lets it play, dealt as usual ({ $source }) ({ $rule }).
why-di1_exposed_burn = Card { $n } ({ $card }) was seen as it was dealt to { $hand }: this table burns it, and the next card goes to that hand ({ $source }) ({ $rule }).
why-di1_exposed_keep = Card { $n } ({ $card }) was seen as it was dealt to { $hand }: this table lets it play where it lies ({ $source }) ({ $rule }).
why-di1_stuck = Cards { $n } and { $m } ({ $card }) came out stuck together: the coup is void, then every card goes to the discard ({ $source }) ({ $rule }).
why-di1_misdeal_restore = Card { $n } ({ $card }) went to { $hand }, not to its own hand; noticed at once, it is restored and the deal goes on ({ $source }) ({ $rule }).
why-di1_misdeal_void = Card { $n } ({ $card }) went to { $hand } and was noticed only later: the hand cannot be put right at once, so the coup is void ({ $source }) ({ $rule }).
why-di1_extra = Card { $n } ({ $card }) was drawn to { $hand }, which stands: the extra card is burned ({ $source }) ({ $rule }).
why-di1_damaged = Card { $n } ({ $card }) is damaged or marked: call the inspector, then the card is burned ({ $source }) ({ $rule }).
why-di1_claim = The player at { $place } disputes the coup: the dealer calls the inspector, who rules, and touches no bet until then ({ $source }) ({ $rule }).
why-di1_claim_void = The player at { $place } disputes the coup and the inspector voids it: void, then every card to the discard, and no bet is touched ({ $source }) ({ $rule }).
why-di2 = Nothing irregular happened here: what is due is { $due } ({ $rule }).
why-di2_over = Nothing irregular happened, and the hand is over ({ $rule }).
why-di3 = The coup is void ({ $why }): no bet wins or loses, the stakes stay where they are and nothing passes ({ $rule }).
why-void_stuck = cards { $n } and { $m } came out stuck together
why-void_misdeal = card { $n } was misdealt and noticed too late
why-void_claim = the inspector voided it on the claim of { $place }
why-void_other = an irregularity
menu-call_inspector = Call the inspector
menu-burn = Burn the card
menu-keep = Let the card play
menu-restore = Restore the card
menu-void = Void the coup
table-event_title = Irregularity
table-event_faceup = Card { $n } ({ $card }) shows face up in the shoe.
table-event_exposed = The players saw card { $n } ({ $card }) as it went to { $hand }.
table-event_stuck = Cards { $n } and { $m } ({ $card }) come out of the shoe stuck together.
table-event_misdeal = Card { $n } ({ $card }) went to { $hand }, not to its own hand.
table-event_misdeal_late = Card { $n } ({ $card }) went to { $hand }, not to its own hand; it is noticed only now.
table-event_extra = A card ({ $card }) was drawn to { $hand }, which stands.
table-event_damaged = Card { $n } ({ $card }) is damaged or marked.
table-event_claim = The player at { $place } disputes the coup.
table-event_claim_void = The inspector rules on the claim at { $place }: the coup is void.
table-event_claim_stands = The inspector rules on the claim at { $place }: the coup stands.
table-void = The coup is void: no bet wins or loses, the stakes stay where they are.
focus-irregularities = Irregularities
focus-about-irregularities = One irregularity a round (a card face up, seen, stuck, misdealt, extra or damaged, or a claim): apply the table's remedy.
inspector-irregularities = Irregularities
inspector-where_irregularity = Irregularities, line { $line }, column { $column }
inspector-irregularity_forms = One a line, with the card's number in shoe order (burned cards count): face-up 2 · exposed 3 · stuck 3 · misdeal 2 to punto (to banca, to box 5; add noticed 4 when it was noticed after card 4) · extra to banca · damaged 7 · claim 7 void (or stands: your ruling)
report-irregularities = Irregularities
report-coup_void = The coup is void ({ $rule }): no bet wins or loses.
report-coup_stands = The coup stands.
report-void = void
drill-kind_ignored_irregularity = An irregularity met as if nothing had happened
drill-kind_void_coup_settled = A void coup settled all the same
quiz-drill-what_now = What now?
quiz-about-what_now = An irregular moment at the table: a card face up, stuck cards, a misdeal, a claim… The dealer's remedy.
quiz-q-what_now = What does the dealer do now?
quiz-keys-what_now = 1 call the inspector · 2 burn · 3 let it play · 4 restore · 5 void (or a click)
# The shipped house profiles' names (assets/house-profiles/), by their ids.
profile-pr-marked = Punto Banco (Puerto Rico), commission marked
profile-cas-marked = Casilleros, commission marked

# Presenter mode (F5): the instructor's projector at the front of a class.
train-presenter_step = Hand { $round } · step { $step }
train-presenter_title = Presenter mode: the class calls the action aloud
train-presenter_call = What is the next action? Class, call it aloud; the instructor enters what the class says.
train-presenter_call_next = And now? Class, call the next action.
train-presenter_noted = Action noted.
train-presenter_reveal = F6 shows whether it was right, and why.
train-presenter_keys = F6 shows the correction · F5 leaves presenter mode
help-presenter = Presenter mode on or off: the table large, the correction hidden until F6 (practice)
help-reveal = Presenter mode: show the correction of the action entered
