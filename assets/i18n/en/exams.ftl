# Exams and certification: the exam editor, the exam's result, the register, the certificate.

start-exam_paper = Exam paper…
start-take_exam = Take the exam
start-take_exam_about = An exam paper signed by an instructor: its situations one after another, as one exam session with one log.
start-write_paper = Write an exam paper…

exam-no_paper = Write the path of the exam paper first.
exam-need_name = Write the trainee's name first: the exam's log and its attempts are theirs.
exam-no_attempts_left = { $allowed ->
    [one] { $trainee } has used { $used } of the { $allowed } attempt this paper allows.
   *[other] { $trainee } has used { $used } of the { $allowed } attempts this paper allows.
}
exam-time_left = Time left { $time }
exam-decision_over = Over { $limit } s for this decision

result-passed = Passed
result-failed = Failed
result-about = { $paper } · attempt { $attempt } of { $attempts } · paper signed by { $instructor }
result-met = met
result-not_met = NOT met
result-yes = yes
result-no = no
result-conditions = Conditions: { $mode } at { $table }, typed amounts { $typed }, trainee deals { $deals }
result-finished = Played to the end: { $yes }
result-accuracy = Accuracy: { $percent } % (pass mark { $mark } %)
result-accuracy_none = Accuracy: no decisions (pass mark { $mark } %)
result-category = { $category } mistakes: { $mistakes } (at most { $allowed })
result-decision_time = Slowest decision: { $seconds } s (at most { $limit } s)
result-exam_time = Exam time: { $minutes } min (at most { $limit } min)
result-pace = Pace: { $pace } decisions per minute (at least { $minimum })
result-pace_none = Pace: no time recorded (at least { $minimum })
result-seal_note = The result counts once the instructor has collected and sealed the log.

pace-line = Pace: { $per_minute } decisions per minute, { $per_hour } rounds per hour
pace-none = Pace: no time recorded yet

editor-title = Exam editor
editor-subtitle = Write an exam paper; sign it with your instructor key
editor-paper = The paper
editor-title_en = Title (English)
editor-title_es = Title (Spanish)
editor-title_it = Title (Italian)
editor-situations = Situations
editor-from_library = From the library: { $name }
editor-from_file = File: { $path }
editor-generated = Generated: { $focus }
editor-fresh = new hands at each attempt
editor-seed = seed
editor-count = how many
editor-remove = Remove
editor-add = Add
editor-pick = Pick a situation…
editor-add_library = From the library:
editor-add_file = A scenario file (relative to the paper):
editor-add_generated = Generated, by focus:
editor-order = Order:
editor-fixed = As listed
editor-shuffled = Shuffled
editor-criteria = To pass
editor-pass_mark = Pass mark (first-try accuracy)
editor-limits = At most this many first-try mistakes of a kind:
editor-decision_seconds = Time per decision (s)
editor-exam_minutes = Time for the exam (min)
editor-attempts = Attempts allowed
editor-valid_months = Valid for (months)
editor-min_pace = Minimum pace (decisions per minute)
editor-save_title = Save the paper
editor-path = Save as
editor-save = Save
editor-sign = Save and sign
editor-sign_about = Signs the paper and its situations with your instructor key (tallador instructor init makes one): a changed pass mark or situation is then refused.
editor-no_title = The paper needs a title.
editor-no_situations = Add at least one situation.
editor-bad_pass_mark = The pass mark is from 0 to 100 %.
editor-zero_value = Attempts, validity, counts and time limits must be at least 1.
editor-bad_pace = The minimum pace must be above 0.
editor-no_path = Write where to save the paper first.
editor-library_missing = The library has no situation { $name } any more.
editor-saved = { $count ->
    [one] Saved { $path }: { $count } situation, checked as tallador check does (not signed yet).
   *[other] Saved { $path }: { $count } situations, checked as tallador check does (not signed yet).
}
editor-signed = Saved and signed { $path } as { $instructor } ({ $seal }).
editor-no_key = No instructor key to sign with: { $why }

overview-pace = Decisions per minute
overview-tab_sessions = Sessions
overview-tab_register = Register
overview-seal_running = still under way (no end time): not sealed
overview-seal_paper_changed = its paper changed since the exam: not sealed
overview-sealed = { $count ->
    [one] Sealed { $count } exam log as { $instructor }.
   *[other] Sealed { $count } exam logs as { $instructor }.
}
overview-certificate_written = Certificate written: { $path } (open it in a browser to print it)

register-school = School
register-school_hint = the school's name, for certificates
register-load = Read the register
register-seal = Collect and seal
register-seal_about = Grades every finished exam log of the folder against its signed paper and seals it with your instructor key. Do it at the end of the exam, from the exam computer.
register-empty = No exam logs in this folder.
register-trainee = Trainee
register-table = Table
register-latest = Latest
register-score = Score
register-date = Date
register-instructor = Instructor
register-standing = Standing
register-attempts = Attempts
register-certificate = Certificate
register-write_certificate = Certificate…
register-passed = passed
register-failed = failed
register-not_graded = sealed, not graded
register-unsealed = unsealed
register-altered = altered
register-changed = changed after the seal
register-bad_seal = seal does not match
register-unknown_key = unknown key
register-flagged = passed, flagged (a pace no person deals at): not certified unless the instructor accepts it
register-not_this_paper = not a result of its paper
register-certified = certified until { $until }
register-refresher_due = refresher due since { $since }
register-not_certified = not certified
register-about = Only an exam log sealed by a trusted key and unchanged since counts; unsealed, altered and unknown-key logs are shown as such (hover the latest for the list) and never count as passed.

cert-lang_code = en
cert-title = Certificate
cert-no_school = Dealer school
cert-certifies = This certifies that
cert-passed = passed the table test for { $table }
cert-exam = Exam
cert-table = Table
cert-score_label = Score
cert-score = { $total ->
    [one] { $percent } % ({ $right } of { $total } decision right at the first try)
   *[other] { $percent } % ({ $right } of { $total } decisions right at the first try)
}
cert-date = Date
cert-valid_until = Certified until
cert-instructor = Instructor
cert-signature = Instructor's signature
cert-code = Verification code
cert-verify = The school confirms this certificate from its sealed exam records with this code.

editor-none_yet = No situations yet: add them below.

register-preview = The certificate, as it prints

start-paper_path = Paper
register-conflict = conflict: another log of the same attempt was sealed first (the first seal stands)
register-dated_wrong = dated after its seal or in the future of the sealing machine
register-scripted = played by a script, not a person: never a result
register-name_refused = the trainee's name is not plain text
register-practice_paper = a practice paper (pass mark below 50%): certifies nothing
overview-certificate_lrs_doubts = No certificate: the school's LRS does not bear the result out ({ $doubts }). If it stands, the instructor certifies it with its reason: tallador certificate --accept "why" { $log }
