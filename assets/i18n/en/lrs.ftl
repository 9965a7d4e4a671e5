# The school's Learning Record Store (xAPI): its settings and its queue.

lrs-open = School LRS…
lrs-title = The school's Learning Record Store
lrs-about = Exams (and, if the school wants, practice) are sent live to the school's LRS as they happen. What waits is kept in the data folder until the LRS has stored it.
lrs-endpoint = xAPI endpoint
lrs-key = Key
lrs-secret = Secret
lrs-secret_saved = saved (type a new one to change it)
lrs-secret_hint = the LRS's secret for this key
lrs-home_page = School's site
lrs-practice = Send practice sessions too
lrs-save = Save
lrs-test = Test
lrs-send_now = Send now
lrs-forget = Forget
lrs-close = Close
lrs-queue = Queue
lrs-queue_line = Sent { $sent } · waiting { $waiting } · refused { $refused }
lrs-waiting_because = Waiting: { $why }
lrs-held_line = Not sent “{ $verb }” (held here): { $answer }
lrs-refused_line = Refused “{ $verb }” (HTTP { $status }): { $answer }
lrs-test_ok = The LRS answers and accepts the key.
lrs-not_set = No LRS is set yet: save its settings first.
lrs-saved = Saved. Statements are sent to this LRS from now on.
lrs-forgotten = The LRS is forgotten. Waiting statements stay in the queue.
lrs-no_data_folder = There is no data folder to keep the settings in.
lrs-read_register = Read the register from the LRS
lrs-register = The register from the LRS
lrs-sealed_here = sealed here

# The register as the school's LRS has it (the window's "Read the register from the LRS").
lrs-row = { $trainee } · { $activity } · { $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
} · latest: { $latest }
lrs-verdict_passed = passed
lrs-verdict_failed = failed
lrs-no_result = no result
lrs-flag_not_in_lrs = Flag: { $trainee } ({ $log }): sealed here, but the school's LRS has no statement of this attempt
lrs-flag_clock = Flag: { $trainee } ({ $log }): the clock does not fit the LRS's: the log says { $logged } and the LRS received it over { $stored } ({ $ratio } times the log's gaps); a faked clock?
lrs-flag_not_live = Note: { $trainee } ({ $log }): its statements waited and reached the LRS together; the LRS cannot vouch for its time
lrs-flag_no_seal = Flag: { $trainee }: the LRS has a result ({ $verdict }) that no sealed log here has
lrs-flag_no_answers = Flag: { $trainee }: the LRS has a pass without a single answered statement of the attempt
lrs-flag_stored_early = Flag: { $trainee }: the LRS stored a statement { $early } before its own timestamp: the exam computer's clock ran ahead
lrs-resend_refused = Send the refused again
lrs-exam_away = School's LRS away: answers kept here, sent later
lrs-exam_key_refused = LRS refuses the key: answers kept here
lrs-exam_queue = Answers for the LRS not kept: tell the instructor
lrs-not_sealed_here = not sealed here
lrs-flag_backdated = Flag: { $trainee } ({ $log }): its log says it began before an attempt the school's LRS had stored earlier: its clock was set back, or its statements were held back from the LRS
lrs-flag_voided = Flag: { $trainee } ({ $log }): statements of this attempt were voided in the school's LRS; it still counts
lrs-flag_beyond_limit = Flag: { $trainee } ({ $log }): the school's LRS stored this attempt as attempt { $number } of the { $allowed } the paper allows: it certifies nothing
