# The class view (issue 34): the instructor's window and `tallador class`.

class-title = Class view
class-subtitle = Every trainee of a folder of session logs: who is where, who is at risk, what the class misses
class-open = Class view
class-open_about = The whole class at once: at-risk trainees, mistakes per rule and trainee, the hardest situations
class-trainee = Trainee
class-sessions = Sessions
class-accuracy = Accuracy
class-pace = Median time
class-last = Last activity
class-course = Course: { $course } (the course screen's, Ctrl+K; else the built-in course of the table)
class-module = Module
class-gates = Gates
class-gates_value = { $met } of { $total }
class-state = At risk
class-weakest = Weakest rules (mistakes)
class-at_risk_sign = ⚠ at risk
class-on_track = on track
class-risk_accuracy = { $percent } % first try, below { $min } %
class-risk_gate = { $percent } % first try over the last { $items } items of the module reached; its gate asks { $needed } %
class-risk_idle = { $days ->
    [one] no session for { $days } day
   *[other] no session for { $days } days
}
class-stuck_mistakes = stuck: { $n } mistakes in a row
class-stuck_time = stuck: no right answer for { $seconds } s
class-never = never
class-days_ago = { $days ->
    [0] today
    [1] yesterday
   *[other] { $days } days ago
}
class-summary = { $trainees ->
    [one] { $trainees } trainee
   *[other] { $trainees } trainees
} · { $logs ->
    [one] { $logs } session log
   *[other] { $logs } session logs
} · { $risk } at risk
class-thresholds = At risk: first-try accuracy below { $min } % after { $sessions } sessions, or no session for { $days } days.
class-day_hint = YYYY-MM-DD
class-dates = Days
class-from = From
class-to = To
class-all_days = every day
class-days_range = from { $from } to { $to }
class-any_day = any
class-apply_dates = Apply
class-help_apply = Apply the days typed (in a day field)
class-bad_date = “{ $text }” is not a day (YYYY-MM-DD).
class-no_logs = No session logs in this folder.
class-altered = { $n ->
    [one] { $n } altered log is left out of the figures
   *[other] { $n } altered logs are left out of the figures
}
class-problems = { $n ->
    [one] { $n } file could not be read
   *[other] { $n } files could not be read
}
class-heat_title = Mistakes per rule and trainee
class-heat_about = First-try mistakes: amber for a few, red for the most of the class. Most missed rules first.
class-heat_cell = { $trainee }, { $rule }: { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}
class-no_mistakes = No mistakes.
class-hardest_title = Hardest situations
class-hardest_row = { $title } ({ $table }): { $percent } % of first tries missed · { $trainees ->
    [one] { $trainees } trainee
   *[other] { $trainees } trainees
} · { $sessions ->
    [one] { $sessions } session
   *[other] { $sessions } sessions
}
class-lrs_live = School's LRS, live
class-lrs_live_about = The class from the school's LRS (every computer), read again every few seconds and held against this folder; who is stuck on a step shows at once
class-lrs_from = From the school's LRS: { $statements } statements, { $attempts } attempts
class-lrs_only = { $n ->
    [one] { $n } attempt is in the LRS but not in the folder
   *[other] { $n } attempts are in the LRS but not in the folder
}
class-lrs_missing = { $n ->
    [one] { $n } log of the folder is not in the LRS
   *[other] { $n } logs of the folder are not in the LRS
}
class-lrs_differs = { $n ->
    [one] { $n } attempt's figures differ between the LRS and its log
   *[other] { $n } attempts' figures differ between the LRS and their logs
}
class-stuck_now = { $n ->
    [0] Nobody is stuck now.
    [one] { $n } trainee is stuck now
   *[other] { $n } trainees are stuck now
}
