# Courses (docs/courses.md): checking a course, and the trainee's path through it.

course-check_ok = { $file }: course «{ $name }», table { $table }, { $modules } modules, { $items } items, { $exams } exam paper(s), { $trust }
course-check_shipped = built into the program (trusted as the program is)
course-check_signed = signed by { $instructor } (a trusted key)

problem-course_no_name = the course needs a name
problem-course_no_modules = a course needs at least one module
problem-course_no_exams = a course ends in at least one exam paper (a path relative to the course)
problem-course_module_id = a module's id is letters, digits and `-`, not `{ $id }`
problem-course_module_no_title = the module `{ $id }` needs a title
problem-course_module_no_items = the module `{ $id }` needs at least one item
problem-course_module_twice = two modules have the id `{ $id }`
problem-course_gate_range = the gate's `{ $field }` must be from { $min } to { $max }, not { $value }
problem-course_unknown_drill = `{ $drill }` is not a quick drill (the drills: { $known })
problem-course_drill_not_for_table = the drill `{ $drill }` is not asked at the table { $profile }
problem-course_no_situation = the library has no situation `{ $name }`
problem-course_situation_other_table = the situation `{ $name }` is for the table { $table }, the course for { $course }
problem-course_paper_unusable = the exam paper `{ $path }` cannot be used: { $why }
problem-course_paper_other_table = the exam paper `{ $path }` is for the table { $table }, the course for { $course }
problem-course_not_shipped = there is no built-in course `{ $name }` (the built-in courses: { $known })
problem-course_unsigned = the course is not signed: an instructor signs it with `tallador course sign`
problem-course_changed = the course was changed after it was signed: its gates are not the instructor's
problem-course_seal_refused = { $why ->
    [bad-seal] the course's seal is refused: its signature does not match (it was edited, or it is the seal of another file)
    [unknown-key] the course's seal is refused: it is signed with a key the school does not trust
   *[other] the course's seal is refused
}

# Distinct hands: a blank seed deals fresh hands for each trainee and attempt.
start-seed_fresh = fresh each time
problem-roster_line = the roster, line { $line }: { $what }

# The course screen.
course-title = Course
course-back = Back
course-who = Who are you?
course-my_course = My course
course-no_name = Pick your name or type it: your progress is kept under it.
course-new_name = A new name
course-its_me = That's me
course-which = Which course?
course-shipped_about = Built into the program
course-file = A course file
course-load = Load
course-pick_name_first = Pick your name above to see where you stand.
course-altered = { $n } of your logs were changed after they were written: they count for nothing.
course-locked = Locked
course-open_state = Open
course-mastered = Mastered
course-due = Quick drills today: { $due } to review, { $new } not asked yet
course-figure = { $correct } of the last { $counted } right at the first try: { $percent } %. Needed: { $gate } %, { $needed } of { $over }.
course-pace = Median time { $median }; needed: { $max } or less.
course-item_drill = Drill: { $name }
course-item_situation = Situation: { $name }
course-item_focus = Random: { $name }
course-take_exam = Take the exam ({ $paper })
course-exam_locked = The exam opens when every module is mastered.
course-module_locked = This module opens when the one before it is mastered.
course-no_drill_for_mistakes = No quick drill trains the rules missed in this round.
course-drill_mistakes = Drill my mistakes
course-drill_mistakes_named = Drill my mistakes: { $drill }
course-drill_mistakes_about = The quick drill on the rules you missed in this round
course-key_module = the module above or below
course-key_train = train the module's first item
course-key_exam = take the course's exam (once every gate is met)
course-key_back = back to the start
course-key_open = the course: who you are, your modules and their gates, the exam
course-you = Training as { $name }.
course-figure_short = { $counted } of the { $over } answers the gate counts so far, { $correct } right at the first try. Needed: { $gate } %, { $needed } of the last { $over }.
problem-course_unwritable = the course cannot be written: { $why }

# The course editor.
course-editor_open = Write a course
course-editor_close = Back to the course
course-editor_title = Write a course
course-editor_name = Name
course-editor_name_es = Name (Spanish)
course-editor_name_it = Name (Italian)
course-editor_exams = Exam papers (relative to the course; separate them with ;)
course-editor_add_module = Add a module
course-editor_id = Id
course-editor_module_title = Title
course-editor_module_title_es = Title (Spanish)
course-editor_module_title_it = Title (Italian)
course-editor_remove_module = Remove the module
course-editor_first_try = Right at the first try
course-editor_over_last = over the last
course-editor_pace = and a median time of at most
course-editor_add_item = Add an item
course-editor_remove_item = Remove this item
course-editor_path = Save as
course-editor_save = Save
course-editor_sign = Save and sign
course-editor_no_path = Type first where to save the course.
course-editor_saved = Course saved: { $path }
course-editor_signed = Course saved and signed by { $instructor }: { $path }
course-editor_gate = A gate needs at least 1 % over at least 1 item.
course-exam_locked_for = This exam ends the course «{ $course }»: it opens when every module of the course is mastered (Ctrl+K shows where you stand).
course-pace_none = Median time needed: { $max } or less.
course-locked_until = Opens when «{ $previous }» is mastered.
course-exam_locked_still = The exam opens when every module is mastered. Still to master: { $modules }.
course-figure_none = Nothing answered yet. Needed: { $gate } % right at the first try, { $needed } of the last { $over }.
