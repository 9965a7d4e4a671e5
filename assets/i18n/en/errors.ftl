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
problem-paper_seal_refused = { $why ->
    [bad-seal] the exam paper's seal is refused: its signature does not match (it was edited, or it is the seal of another file)
    [unknown-key] the exam paper's seal is refused: it is signed with a key the school does not trust
    [altered] the exam paper's seal is refused: the file is altered
   *[other] the exam paper's seal is refused
}
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

# A file's problems the window says (issue 22, item 11): profiles, scenarios, action lists, exam
# papers, keys and seals, logs, quiz histories, folders, certificates, and the school's LRS.
problem-format_unknown = the file's format { $format } is not known (this version reads format { $reads })
problem-field_range = `{ $field }` must be from { $min } to { $max }, not { $value }
problem-field_at_least_one = `{ $field }` must be at least 1, not 0
problem-whole_number = `{ $field }` must be a whole number from { $min } to { $max }, not `{ $text }`
problem-profile_id = the id must be one word, such as “casilleros”
problem-profile_deal_batch = `deal_batch` is 1 (one card at a time) or 2 (two at a time)
problem-profile_chip_nothing = a chip is worth more than nothing, not { $value }
problem-profile_chip_twice = the chip of { $value } is listed twice
problem-not_a_card = `{ $text }` is not a card: write the rank (A 2–9 T J Q K, or 10) then the suit (S H D C), as in `9D` or `TH`
problem-not_an_action = this is not an action (F1 lists the actions)
problem-action_place_off_table = place { $place } is outside this table (1 to { $places })
problem-paper_no_title = the exam paper needs a title
problem-paper_situation_path = a situation file needs a path
problem-paper_unknown_focus = `{ $focus }` is not a focus (the focuses: { $known })
problem-paper_focus_not_for_table = the focus `{ $focus }` does not apply to the table { $profile }
problem-paper_pass_mark = the pass mark is a first-try accuracy from 0 to 100 (%), not { $value }
problem-paper_min_pace = the minimum pace is decisions per minute above 0, not { $value }
problem-paper_limit_twice = the category `{ $category }` is limited twice
problem-paper_situation_not_read = the situation `{ $path }` was not read
problem-paper_situation_unreadable = the situation `{ $path }` cannot be read: { $why }
problem-public_key_not_hex = the public key is not 64 hex digits of an Ed25519 key
problem-secret_key_not_hex = the secret key is not 64 hex digits
problem-seal_hash_not_hex = the seal's hash is not 64 hex digits
problem-seal_signature_not_hex = the seal's signature is not 128 hex digits
problem-seal_not_written = cannot write the seal { $path }: { $why }
problem-keys_folder_unreadable = the keys folder cannot be read: { $why }
problem-keys_folder_empty = the keys folder holds no public key (`*.pub`) that reads: copy the instructors' .pub files into it
problem-certificate_not_in_register = no certificate: this is not an exam log of the register
problem-certificate_superseded = no certificate: the exam was passed, but a later pass or its refresher date decides the standing
problem-certificate_beyond_attempts = no certificate: the exam was passed at an attempt beyond the { $allowed } the paper allows
problem-certificate_not_passed = { $outcome ->
    [failed] no certificate: the exam was not passed
    [flagged] no certificate: the exam is flagged (a pace no person reaches) and the instructor has not accepted it
    [unsealed] no certificate: the exam log is not sealed
    [altered] no certificate: the exam log is altered
    [changed-after-seal] no certificate: the exam log was changed after it was sealed
    [bad-seal] no certificate: the exam log's seal does not match
    [unknown-key] no certificate: the exam log is sealed with a key the school does not trust
   *[other] no certificate: the exam does not count (only a passed exam sealed by a trusted key, within its attempts, has one)
}
problem-log_step_zero = round, step and attempt count from 1
problem-log_wrong_step_bare = a wrong step needs its `rule` and `category`
problem-log_right_step_ruled = a correct step has no `rule` or `category`
problem-folder_unreadable = the folder cannot be read: { $why }
problem-folder_loop = the folder cannot be read (a link leads back into it)
problem-profiles_folder_is_file = the profiles folder is a file, not a folder
problem-reader_stopped = a log could not be read (the reader stopped)
problem-io_other = { $error }
problem-lrs_request = no answer ({ $why })
problem-lrs_status = the LRS answers HTTP { $status }: { $answer }
problem-lrs_unreachable = the LRS cannot be reached: { $why }
problem-lrs_key_refused = the LRS does not accept the key (HTTP { $status }): { $answer }
problem-lrs_not_json = the LRS's answer is not xAPI JSON ({ $detail })
problem-lrs_answers_but = the LRS answers, but: { $why }
problem-lrs_queue_unreadable = the queue of statements cannot be read ({ $detail })
problem-lrs_queue_unwritable = the queue of statements cannot be written ({ $detail })
problem-lrs_endpoint = the endpoint “{ $endpoint }” is not an absolute web address (such as https://lrs.school.example/xapi/)
problem-lrs_home_page = the school's site “{ $page }” is not an absolute web address (such as https://school.example)
problem-lrs_empty_key = the LRS key is empty
problem-lrs_invisible = { $what ->
    [key] the LRS key holds a character that cannot go in an HTTP header (a control character or a colon)
   *[other] the LRS secret holds a character that cannot go in an HTTP header (a control character)
}
problem-lrs_settings_unreadable = the LRS settings cannot be read: { $why }
problem-history_set_aside = { $why }; it was moved to { $aside }
problem-history_kept = { $why }; it could not be moved aside ({ $error }), so this quiz's answers are not kept
problem-paper_too_many_situations = the exam paper asks for { $count } situations: at most { $max }

# Irregularities a scenario places where they cannot happen (procedures.md section 8.1)
problem-irregularity_after_deal = { $event }: an exposed, stuck or misdealt card must be a card of the initial deal
problem-irregularity_past_cards = { $event }: the round does not use that many cards
problem-irregularity_extra_draws = { $event }: an extra card goes to a hand that stands, and this hand draws its third card
problem-irregularity_extra_no_decision = { $event }: an extra card goes to a hand that stands, and this hand neither draws nor stands (a natural, or not in play)
problem-irregularity_two_on_card = { $event }: another event is already on that card
problem-irregularity_noticed = { $event }: `noticed` must be a later card of the initial deal
problem-irregularity_misdeal_own_hand = { $event }: the deal gives that card to that hand anyway, so nothing is misdealt
problem-irregularity_not_in_play = { $event }: that place is not in play this round
problem-irregularity_wrong_hand = { $event }: this table has no such hand (`Box(N)` is a casilleros box, `Punto` a single-hand table's hand)
problem-irregularity_twice = { $event }: a round holds one claim, and one extra card to a hand, at most
problem-irregularity_after_void = { $event }: the coup is already void when this would happen
problem-irregularity_card_zero = { $event }: card numbers count from 1
problem-irregularity_line_event = expected face-up, exposed, stuck, misdeal, extra, damaged or claim
problem-irregularity_line_number = expected a number from 1
problem-irregularity_line_to = expected `to`
problem-irregularity_line_hand = expected `punto`, `banca` or `box N`
problem-irregularity_line_ruling = expected the ruling: `void` or `stands`
problem-irregularity_line_place = expected a smaller place number
problem-irregularity_line_unexpected = unexpected `{ $word }`
