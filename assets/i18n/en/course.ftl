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
