# What is wrong in a file or a field, as the window says it (`problem-<id>`). The command line
# prints its own English messages.

problem-not_utf8 = the file is not UTF-8 text
problem-no_such_file = the file does not exist
problem-permission_denied = there is no permission to read the file
problem-is_a_folder = this is a folder, not a file
problem-cannot_read = the file cannot be read ({ $error })
problem-ron_eof = the file ends too early (a bracket or parenthesis is not closed)
problem-ron_expected = { $what } was expected here
problem-ron_expected_boolean = true or false was expected here
problem-ron_expected_number = a number was expected here
problem-ron_expected_text = a text in quotes was expected here
problem-ron_expected_name = a name was expected here
problem-ron_expected_option = Some(…) or None was expected here
problem-ron_unexpected = { $what } is not expected here
problem-ron_missing_field = the required field `{ $field }` is missing
problem-ron_duplicate_field = the field `{ $field }` is given twice
problem-ron_unknown_field = unknown field `{ $field }` (a typo?); the fields here are { $known }
problem-ron_not_one_of = `{ $found }` is not one of { $known }
problem-ron_too_deep = brackets are nested too deeply
problem-ron_trailing = unexpected text after the closing parenthesis
problem-ron_out_of_range = the number is out of range (too large, or negative)
problem-ron_comment = a comment is not closed
problem-ron_other = the file does not read ({ $detail })
problem-no_profile = there is no table profile `{ $id }` (known: { $known })
problem-no_round = a scenario needs at least one round
problem-casilleros_needs_bet = a casilleros hand needs at least one bet (no box is in play)
problem-too_few_cards = { $needed ->
    [one] the hand needs at least { $needed } card and the list has { $given }: add the cards that left the shoe, in order
   *[other] the hand needs at least { $needed } cards and the list has { $given }: add the cards that left the shoe, in order
}
problem-casilleros_no_tie = casilleros tables take no tie bets (Empate)
problem-seat_not_occupied = seat { $place } is not among the occupied seats
problem-place_twice = place { $place } is listed twice
problem-declaration_only_venice = only the Venice client declares carta or no carta
problem-too_many_copies = { $decks ->
    [one] { $card } appears more than once: the shoe's one deck holds no more
   *[other] { $card } appears more than { $decks } times: the shoe's { $decks } decks hold no more
}
problem-place_missing = type a number from 1 to { $places }
problem-place_out_of_range = type a number from 1 to { $places }, not `{ $text }`
problem-not_an_amount = `{ $text }` is not an amount (for example 25 or 47.50)
problem-card_not_read = card { $number } (`{ $text }`, line { $line }, column { $column }) is not a card: a rank A 2–9 T J Q K and a suit S H D C, for example 9H
problem-action_not_read = line { $line }, column { $column }: this is not an action (F1 lists the actions)
problem-io_not_found = the folder is not there
problem-io_permission = there is no permission to write there
problem-io_full = the disk is full
problem-io_read_only = the disk is read-only
problem-no_data_folder = there is no data folder to write to
problem-cannot_create_folder = cannot create the folder { $path }: { $why }
problem-cannot_write = cannot write { $path }: { $why }
problem-cannot_encode = cannot write the file ({ $why })
problem-not_a_file = { $path } is not a regular file (a folder, a FIFO or a device): it is not read
problem-too_large = { $path } is larger than a file of its kind can be: it is not read
problem-paper_unsigned = the exam paper is not signed: an instructor signs it in the exam editor or with `tallador instructor sign`
problem-paper_changed = the exam paper or one of its situations was changed after it was signed
problem-paper_seal_refused = the exam paper's seal is refused ({ $why })
problem-paper_unpinned = the exam paper's seal does not name the table's rules (it was signed by an older version): the instructor signs it again
problem-paper_profile_changed = the table profile «{ $profile }» on this computer is not the one the paper was signed with (a house profile changes it): the exam cannot start
problem-name_invisible = The name holds an invisible character ({ $code }): type it again as plain text.
problem-name_too_long = The name is longer than { $max } characters.
problem-generate_focus_not_for_profile = the focus “{ $focus }” does not apply to the table { $profile } (it offers: { $offered })
problem-generate_places = the places must be from 1 to { $max } at the table { $profile }, not { $places }
problem-generate_rounds = the rounds must be from 1 to { $max }, not { $rounds }
problem-generate_stakes = the stakes: { $why }
problem-generate_focus_not_found = no round with the focus “{ $focus }” in { $tries } tries (round { $round }): try another seed or fewer rounds
problem-generate_shoe_too_short = the shoe of the table { $profile } ({ $decks } decks) has too few cards left for round { $round }: ask for fewer rounds or places
problem-plant_situation = the situation cannot be dealt: { $why }
problem-plant_nothing = none of the errors asked for can be hidden in this situation
problem-game_no_rounds = the situation has no rounds
problem-game_shoe_runs_out = round { $round }: the shoe runs out ({ $needed } cards needed, { $available } left)
problem-exam_no_situations = the paper has no situation to play
problem-exam_other_table = the situation “{ $title }” is for the table { $table }, the paper for { $paper }
problem-exam_combined = the situations do not fit in one exam: { $why }
problem-exam_game = the exam cannot start: { $why }
problem-name_empty = the trainee's name is empty
problem-random_source = the system's random source failed: { $why }
problem-key_exists = there is already an instructor key at { $path } (remove it first to make a new one)
problem-key_no_folder = there is no data folder for the instructor's key
problem-key_write = cannot write the instructor's key { $path }: { $why }
problem-instructor_no_folder = there is no instructor folder
problem-instructor_no_key = no instructor key here: create one with “tallador instructor init”
problem-quiz_no_items = the drill “{ $choice }” has no questions at the table { $profile }
