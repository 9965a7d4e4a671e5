//! The class view in words, in the language on show: what the window and `tallador class`
//! both print (the summary line, the thresholds, a row's cells, a hardest situation).

use chrono::NaiveDate;

use super::model::{ClassRow, ClassView, Risk, Situation};
use super::stuck::Stuck;
use crate::text::i18n::I18n;

/// The summary line: trainees, logs, at risk, and the days when filtered.
pub fn summary(view: &ClassView, i18n: &I18n) -> String {
    let mut line = i18n.trf(
        "class.summary",
        &[
            ("trainees", &view.rows.len().to_string()),
            ("logs", &view.logs.to_string()),
            ("risk", &view.at_risk().to_string()),
        ],
    );
    let dates = &view.options.dates;
    if !dates.is_all() {
        let day = |day: Option<NaiveDate>| {
            day.map_or_else(
                || i18n.tr("class.any_day").into_owned(),
                |day| day.to_string(),
            )
        };
        line += &format!(
            " · {}",
            i18n.trf(
                "class.days_range",
                &[("from", &day(dates.from)), ("to", &day(dates.to))]
            )
        );
    }
    line
}

/// When a trainee counts as at risk.
pub fn thresholds(view: &ClassView, i18n: &I18n) -> String {
    let thresholds = view.options.thresholds;
    i18n.trf(
        "class.thresholds",
        &[
            ("min", &i18n.decimal(thresholds.min_accuracy_percent, 0)),
            ("sessions", &thresholds.after_sessions.to_string()),
            ("days", &thresholds.idle_days.to_string()),
        ],
    )
}

/// Whether any row has a course's standing (then the module and gates columns show).
pub fn with_course(view: &ClassView) -> bool {
    view.rows.iter().any(|row| row.course.is_some())
}

/// The header's cells, in [`row_cells`]' order.
pub fn header(i18n: &I18n, with_course: bool) -> Vec<String> {
    let mut ids = vec![
        "class.trainee",
        "class.sessions",
        "class.accuracy",
        "class.pace",
        "class.last",
    ];
    if with_course {
        ids.extend(["class.module", "class.gates"]);
    }
    ids.push("class.state");
    ids.into_iter().map(|id| i18n.tr(id).into_owned()).collect()
}

/// One row's cells, in the header's order.
pub fn row_cells(row: &ClassRow, view: &ClassView, i18n: &I18n, with_course: bool) -> Vec<String> {
    let mut cells = vec![
        row.trainee.clone(),
        row.sessions.to_string(),
        row.accuracy_percent().map_or_else(
            || "—".to_string(),
            |value| format!("{} %", i18n.decimal(value, 1)),
        ),
        i18n.seconds(row.median_ms),
        last_activity(row, i18n),
    ];
    if with_course {
        let course = row.course.as_ref();
        cells.push(course.map_or_else(String::new, |course| course.module.clone()));
        cells.push(course.map_or_else(String::new, |course| {
            i18n.trf(
                "class.gates_value",
                &[
                    ("met", &course.gates_met.to_string()),
                    ("total", &course.gates_total.to_string()),
                ],
            )
        }));
    }
    cells.push(state(row, view, i18n));
    cells
}

/// The last activity's day and how long ago.
pub fn last_activity(row: &ClassRow, i18n: &I18n) -> String {
    match (row.last_activity, row.idle_days) {
        (Some(at), Some(days)) => format!(
            "{}, {}",
            at.time().date_naive(),
            i18n.trf("class.days_ago", &[("days", &days.to_string())])
        ),
        _ => i18n.tr("class.never").into_owned(),
    }
}

/// At risk (the sign and why), stuck, or on track.
pub fn state(row: &ClassRow, view: &ClassView, i18n: &I18n) -> String {
    let min = i18n.decimal(view.options.thresholds.min_accuracy_percent, 0);
    let mut parts: Vec<String> = row
        .risks
        .iter()
        .map(|risk| match *risk {
            Risk::LowAccuracy { percent } => i18n.trf(
                "class.risk_accuracy",
                &[("percent", &i18n.decimal(percent, 1)), ("min", &min)],
            ),
            Risk::Idle { days } => i18n.trf("class.risk_idle", &[("days", &days.to_string())]),
            Risk::BelowGate(below) => i18n.trf(
                "class.risk_gate",
                &[
                    ("percent", &below.percent.to_string()),
                    ("needed", &below.needed.to_string()),
                    ("items", &below.items.to_string()),
                ],
            ),
        })
        .collect();
    if let Some(stuck) = row.stuck {
        parts.push(stuck_text(stuck, i18n));
    }
    if parts.is_empty() {
        return i18n.tr("class.on_track").into_owned();
    }
    if row.at_risk() {
        parts.insert(0, i18n.tr("class.at_risk_sign").into_owned());
    }
    parts.join("; ")
}

pub fn stuck_text(stuck: Stuck, i18n: &I18n) -> String {
    match stuck {
        Stuck::Mistakes { in_a_row } => {
            i18n.trf("class.stuck_mistakes", &[("n", &in_a_row.to_string())])
        }
        Stuck::NoRightAnswer { seconds } => {
            i18n.trf("class.stuck_time", &[("seconds", &seconds.to_string())])
        }
    }
}

/// One of the hardest situations: its title, table, error rate and counts.
pub fn hardest_line(situation: &Situation, i18n: &I18n) -> String {
    i18n.trf(
        "class.hardest_row",
        &[
            ("title", &situation.title),
            ("table", &situation.profile),
            (
                "percent",
                &i18n.decimal(situation.error_percent().unwrap_or(0.0), 1),
            ),
            ("trainees", &situation.trainees.to_string()),
            ("sessions", &situation.sessions.to_string()),
        ],
    )
}

/// How the LRS and the folder agree, a line each: statements and attempts read, attempts of
/// other computers, logs the LRS lacks, attempts that differ, who is stuck now.
pub fn cross_check(check: &super::lrs::CrossCheck, i18n: &I18n) -> Vec<String> {
    let count = |id: &str, n: usize| i18n.trf(id, &[("n", &n.to_string())]);
    let mut lines = vec![i18n.trf(
        "class.lrs_from",
        &[
            ("statements", &check.statements.to_string()),
            ("attempts", &check.attempts.to_string()),
        ],
    )];
    lines.push(count("class.lrs_only", check.lrs_only));
    if !check.missing.is_empty() {
        lines.push(count("class.lrs_missing", check.missing.len()));
    }
    if !check.differs.is_empty() {
        lines.push(count("class.lrs_differs", check.differs.len()));
    }
    lines.push(count("class.stuck_now", check.stuck));
    lines
}
