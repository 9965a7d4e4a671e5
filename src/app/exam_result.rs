//! An exam on a paper, in the window: the clock while it runs (the paper's time limits) and, at
//! the end, passed or failed with each criterion and how it was met ([`crate::session::exam::grade`]).
//! Pace (decisions per minute, rounds per hour) as every summary shows it.

use egui::RichText;

use super::{Command, theme, tools};
use crate::session::exam::grade::{Criterion, Grade, grade};
use crate::session::lrs::problem::LrsProblem;
use crate::session::pace::Pace;
use crate::session::{Session, Stamp};
use crate::text::i18n::I18n;

/// An exam taken on a signed paper: what grades it and limits its time.
#[derive(Clone, Debug)]
pub struct ExamTaken {
    pub paper: crate::session::exam::ExamPaper,
    /// The paper's file, to take it again.
    pub path: std::path::PathBuf,
    /// Who signed the paper.
    pub instructor: String,
    /// This attempt (1 = the first) and the attempts the paper allows.
    pub attempt: u32,
}

/// "yes" or "no" in the interface's language.
fn yes_no(i18n: &I18n, flag: bool) -> std::borrow::Cow<'_, str> {
    i18n.tr(if flag { "result.yes" } else { "result.no" })
}

/// The title on the screens: an exam's paper in the interface's language, else the log's.
pub fn title<'a>(exam: Option<&'a ExamTaken>, session: &'a Session, i18n: &I18n) -> &'a str {
    match exam {
        Some(exam) => exam.paper.title_for(i18n.lang().code()),
        None => session.log().source.title(),
    }
}

/// One criterion and what the log showed, in the interface's language; `table_name` is the
/// name of the log's table.
pub fn criterion_text(i18n: &I18n, criterion: &Criterion, table_name: &str) -> String {
    match criterion {
        Criterion::Conditions {
            mode,
            typed_amounts,
            trainee_deals,
            ..
        } => i18n.trf(
            "result.conditions",
            &[
                ("mode", &i18n.mode(*mode)),
                ("table", table_name),
                ("typed", &yes_no(i18n, *typed_amounts)),
                ("deals", &yes_no(i18n, *trainee_deals)),
            ],
        ),
        Criterion::Finished { finished } => {
            i18n.trf("result.finished", &[("yes", &yes_no(i18n, *finished))])
        }
        Criterion::Accuracy { pass_mark, percent } => match percent {
            Some(percent) => i18n.trf(
                "result.accuracy",
                &[
                    ("percent", &i18n.decimal(*percent, 1)),
                    ("mark", &pass_mark.to_string()),
                ],
            ),
            None => i18n.trf("result.accuracy_none", &[("mark", &pass_mark.to_string())]),
        },
        Criterion::CategoryLimit {
            category,
            allowed,
            mistakes,
        } => i18n.trf(
            "result.category",
            &[
                ("category", &i18n.category(*category)),
                ("mistakes", &mistakes.to_string()),
                ("allowed", &allowed.to_string()),
            ],
        ),
        Criterion::DecisionTime {
            limit_seconds,
            slowest_ms,
        } => i18n.trf(
            "result.decision_time",
            &[
                ("seconds", &i18n.decimal(*slowest_ms as f64 / 1000.0, 1)),
                ("limit", &limit_seconds.to_string()),
            ],
        ),
        Criterion::ExamTime {
            limit_minutes,
            elapsed_ms,
        } => i18n.trf(
            "result.exam_time",
            &[
                ("minutes", &i18n.decimal(*elapsed_ms as f64 / 60_000.0, 1)),
                ("limit", &limit_minutes.to_string()),
            ],
        ),
        Criterion::Pace {
            minimum,
            per_minute,
        } => pace_criterion_text(i18n, *minimum, *per_minute),
        Criterion::FewestChips { payouts, over } => i18n.trf(
            "result.fewest_chips",
            &[
                ("over", &over.to_string()),
                ("payouts", &payouts.to_string()),
            ],
        ),
    }
}

/// The pace criterion: decisions per minute against the paper's minimum.
fn pace_criterion_text(i18n: &I18n, minimum: f64, per_minute: Option<f64>) -> String {
    match per_minute {
        Some(pace) => i18n.trf(
            "result.pace",
            &[
                ("pace", &i18n.decimal(pace, 1)),
                ("minimum", &i18n.decimal(minimum, 1)),
            ],
        ),
        None => i18n.trf(
            "result.pace_none",
            &[("minimum", &i18n.decimal(minimum, 1))],
        ),
    }
}

/// `Pace: 27.9 decisions per minute, 128.6 rounds per hour`, or that no time passed.
pub fn pace_text(i18n: &I18n, pace: &Pace) -> String {
    match (pace.decisions_per_minute(), pace.rounds_per_hour()) {
        (Some(per_minute), Some(per_hour)) => i18n.trf(
            "pace.line",
            &[
                ("per_minute", &i18n.decimal(per_minute, 1)),
                ("per_hour", &i18n.decimal(per_hour, 1)),
            ],
        ),
        _ => i18n.tr("pace.none").to_string(),
    }
}

/// The grade of the exam in `session` against its paper.
pub fn grade_of(exam: &ExamTaken, session: &Session) -> Grade {
    grade(&exam.paper, session.log())
}

/// Passed or failed, and each criterion with how it was met.
pub fn result_ui(ui: &mut egui::Ui, exam: &ExamTaken, session: &Session, i18n: &I18n) {
    let graded = grade_of(exam, session);
    let passed = graded.passed();
    let title = i18n.tr(if passed {
        "result.passed"
    } else {
        "result.failed"
    });
    let about = i18n.trf(
        "result.about",
        &[
            ("paper", exam.paper.title_in(i18n.lang().is_spanish())),
            ("attempt", &exam.attempt.to_string()),
            ("attempts", &exam.paper.attempts.to_string()),
            ("instructor", &exam.instructor),
        ],
    );
    tools::badge_ui(ui, passed, &title, &about);
    ui.add_space(6.0);
    for criterion in &graded.criteria {
        let met = criterion.met();
        let mark = i18n.tr(if met { "result.met" } else { "result.not_met" });
        ui.label(
            RichText::new(format!(
                "{mark}: {}",
                criterion_text(
                    i18n,
                    criterion,
                    &super::tools::profile_name(i18n, &session.game().scenario.profile)
                )
            ))
            .color(if met { theme::GOOD } else { theme::BAD }),
        );
    }
    ui.label(RichText::new(i18n.tr("result.seal_note")).color(theme::weak()));
    ui.add_space(8.0);
}

/// What the exam screen says of the school's LRS when the sender's last try failed with
/// `problem` (the text's key): away, refusing the key, or the queue not kept; nothing while
/// the LRS takes the statements. The answers wait on the computer meanwhile: nothing is lost.
pub fn lrs_note(problem: Option<&LrsProblem>) -> Option<&'static str> {
    match problem? {
        LrsProblem::KeyRefused { .. } => Some("lrs.exam_key_refused"),
        LrsProblem::QueueUnreadable(_) | LrsProblem::QueueUnwritable(_) => Some("lrs.exam_queue"),
        LrsProblem::Request(_)
        | LrsProblem::Status { .. }
        | LrsProblem::Unreachable(_)
        | LrsProblem::NotJson(_)
        | LrsProblem::AnswersBut(_) => Some("lrs.exam_away"),
    }
}

/// The LRS's note in the exam's top bar (small, read-only), when there is one.
pub fn lrs_note_ui(ui: &mut egui::Ui, problem: Option<&LrsProblem>, i18n: &I18n) {
    if let Some(key) = lrs_note(problem) {
        ui.label(RichText::new(i18n.tr(key)).small().color(theme::weak()));
    }
}

/// The exam's clock in the train screen's top bar: the time left of the whole exam and, over
/// the time per decision, a warning. Returns [`Command::ExamTimeUp`] once the exam's time is up.
pub fn clock_ui(
    ui: &mut egui::Ui,
    exam: &ExamTaken,
    session: &Session,
    now: Stamp,
    i18n: &I18n,
) -> Vec<Command> {
    let mut commands = Vec::new();
    // The clock ticks while nothing else happens.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
    if let Some(limit) = exam.paper.decision_seconds {
        let waited = now.millis_since(session.prompt_since());
        if waited > u64::from(limit.get()) * 1000 {
            ui.label(
                RichText::new(i18n.trf("exam.decision_over", &[("limit", &limit.to_string())]))
                    .color(theme::BAD),
            );
        }
    }
    if let Some(minutes) = exam.paper.exam_minutes {
        let limit_ms = u64::from(minutes.get()) * 60_000;
        let elapsed = now.millis_since(session.log().started);
        let left = limit_ms.saturating_sub(elapsed) / 1000;
        ui.label(
            RichText::new(i18n.trf(
                "exam.time_left",
                &[("time", &format!("{}:{:02}", left / 60, left % 60))],
            ))
            .font(theme::bold_font(16.0))
            .color(if left < 60 { theme::BAD } else { theme::TEXT }),
        );
        if elapsed >= limit_ms {
            commands.push(Command::ExamTimeUp);
        }
    }
    commands
}

#[cfg(test)]
mod lrs_tests {
    use super::*;

    #[test]
    fn the_exam_screen_tells_the_lrs_away_a_key_refused_and_a_queue_not_kept() {
        assert_eq!(lrs_note(None), None);
        let away = LrsProblem::Unreachable(Box::new(LrsProblem::Request("refused".into())));
        assert_eq!(lrs_note(Some(&away)), Some("lrs.exam_away"));
        let key = LrsProblem::KeyRefused {
            status: 401,
            answer: String::new(),
        };
        assert_eq!(lrs_note(Some(&key)), Some("lrs.exam_key_refused"));
        let full = LrsProblem::QueueUnwritable("disk full".into());
        assert_eq!(lrs_note(Some(&full)), Some("lrs.exam_queue"));
    }
}
