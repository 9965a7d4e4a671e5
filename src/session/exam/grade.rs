//! Grading a finished exam session log against its paper: passed or failed, and each criterion
//! with what the log shows. Pure: the log and the paper come in, nothing is read or written.

use std::fmt;

use super::paper::ExamPaper;
use crate::core::Category;
use crate::session::Mode;
use crate::session::log::SessionLog;
use crate::session::pace::Pace;

/// One criterion of a paper and how the log met it.
#[derive(Clone, Debug, PartialEq)]
pub enum Criterion {
    /// The log is an exam at the paper's table, with its conditions (typed amounts, dealing).
    Conditions {
        mode: Mode,
        table: String,
        typed_amounts: bool,
        trainee_deals: bool,
        met: bool,
    },
    /// Every situation was played to its end.
    Finished { finished: bool },
    /// First-try accuracy against the pass mark.
    Accuracy { pass_mark: u8, percent: Option<f64> },
    /// First-try mistakes of one category against the paper's limit.
    CategoryLimit {
        category: Category,
        allowed: u32,
        mistakes: u32,
    },
    /// The slowest first try against the time per decision.
    DecisionTime { limit_seconds: u32, slowest_ms: u64 },
    /// The whole exam against its time.
    ExamTime { limit_minutes: u32, elapsed_ms: u64 },
    /// Decisions per minute against the minimum pace.
    Pace {
        minimum: f64,
        per_minute: Option<f64>,
    },
    /// A paper that asks for the fewest chips (CHIPS): the right payouts of first tries, and
    /// how many of them were not cut in the fewest chips (or not cut from chips at all).
    FewestChips { payouts: u32, over: u32 },
}

impl Criterion {
    pub fn met(&self) -> bool {
        match self {
            Criterion::Conditions { met, .. } => *met,
            Criterion::Finished { finished } => *finished,
            Criterion::Accuracy { pass_mark, percent } => {
                percent.is_some_and(|percent| percent + 1e-9 >= f64::from(*pass_mark))
            }
            Criterion::CategoryLimit {
                allowed, mistakes, ..
            } => mistakes <= allowed,
            Criterion::DecisionTime {
                limit_seconds,
                slowest_ms,
            } => *slowest_ms <= u64::from(*limit_seconds) * 1000,
            Criterion::ExamTime {
                limit_minutes,
                elapsed_ms,
            } => *elapsed_ms <= u64::from(*limit_minutes) * 60_000,
            Criterion::Pace {
                minimum,
                per_minute,
            } => per_minute.is_some_and(|pace| pace + 1e-9 >= *minimum),
            Criterion::FewestChips { over, .. } => *over == 0,
        }
    }
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let yes_no = |flag: bool| if flag { "yes" } else { "no" };
        match self {
            Criterion::Conditions {
                mode,
                table,
                typed_amounts,
                trainee_deals,
                ..
            } => write!(
                f,
                "conditions: {} at {table}, typed amounts {}, trainee deals {}",
                mode.id(),
                yes_no(*typed_amounts),
                yes_no(*trainee_deals)
            ),
            Criterion::Finished { finished } => {
                write!(f, "finished: {}", yes_no(*finished))
            }
            Criterion::Accuracy { pass_mark, percent } => match percent {
                Some(percent) => write!(f, "accuracy: {percent:.1}% (pass mark {pass_mark}%)"),
                None => write!(f, "accuracy: no decisions (pass mark {pass_mark}%)"),
            },
            Criterion::CategoryLimit {
                category,
                allowed,
                mistakes,
            } => write!(
                f,
                "{} mistakes: {mistakes} (at most {allowed})",
                category.id()
            ),
            Criterion::DecisionTime {
                limit_seconds,
                slowest_ms,
            } => write!(
                f,
                "slowest decision: {:.1} s (at most {limit_seconds} s)",
                *slowest_ms as f64 / 1000.0
            ),
            Criterion::ExamTime {
                limit_minutes,
                elapsed_ms,
            } => write!(
                f,
                "exam time: {:.1} min (at most {limit_minutes} min)",
                *elapsed_ms as f64 / 60_000.0
            ),
            Criterion::Pace {
                minimum,
                per_minute,
            } => match per_minute {
                Some(pace) => write!(
                    f,
                    "pace: {pace:.1} decisions per minute (at least {minimum})"
                ),
                None => write!(f, "pace: no time recorded (at least {minimum})"),
            },
            Criterion::FewestChips { payouts, over } => write!(
                f,
                "fewest chips: {over} of {payouts} right payouts in more chips than needed (none allowed)"
            ),
        }
    }
}

/// A graded exam.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    pub criteria: Vec<Criterion>,
    /// First-try accuracy in percent (0 with no decisions).
    pub score: f64,
    pub pace: Pace,
}

impl Grade {
    /// Passed: every criterion met.
    pub fn passed(&self) -> bool {
        self.criteria.iter().all(Criterion::met)
    }

    /// The criteria not met.
    pub fn failed_criteria(&self) -> impl Iterator<Item = &Criterion> {
        self.criteria.iter().filter(|criterion| !criterion.met())
    }
}

/// The fewest-chips criterion: every right payout of a first try, cut in the fewest chips of
/// the table (the count the engine logged with it, CHIPS).
fn fewest_chips(log: &SessionLog) -> Criterion {
    let payouts: Vec<&crate::session::log::StepRecord> = log
        .steps
        .iter()
        .filter(|step| {
            step.counts()
                && step.verdict == crate::session::log::Outcome::Correct
                && matches!(step.choice, crate::core::Action::Pay(_, Some(_)))
        })
        .collect();
    let over = payouts
        .iter()
        .filter(|step| {
            let given = step
                .chips
                .as_deref()
                .and_then(crate::core::chips::from_text)
                .map(|stacks| crate::core::chips::count(&stacks));
            match (given, step.fewest_chips) {
                (Some(given), Some(fewest)) => given > fewest,
                _ => true,
            }
        })
        .count();
    Criterion::FewestChips {
        payouts: u32::try_from(payouts.len()).unwrap_or(u32::MAX),
        over: u32::try_from(over).unwrap_or(u32::MAX),
    }
}

/// Grades `log` against `paper`. The log's integrity and seal are checked elsewhere
/// ([`super::seal`]); this judges only what the log says.
pub fn grade(paper: &ExamPaper, log: &SessionLog) -> Grade {
    let summary = &log.summary;
    let pace = Pace::of(log);
    let first_tries = || log.steps.iter().filter(|step| step.counts());
    let mut criteria = vec![
        Criterion::Conditions {
            mode: log.mode,
            table: log.profile.clone(),
            typed_amounts: log.practise_amounts,
            trainee_deals: log.with_deal,
            met: log.mode == Mode::Exam
                && log.profile == paper.table
                && log.practise_amounts == paper.typed_amounts
                && log.with_deal == paper.trainee_deals,
        },
        Criterion::Finished {
            finished: summary.finished,
        },
        Criterion::Accuracy {
            pass_mark: paper.pass_mark.get(),
            percent: summary.accuracy_percent(),
        },
    ];
    for limit in &paper.limits {
        criteria.push(Criterion::CategoryLimit {
            category: limit.category,
            allowed: limit.mistakes,
            mistakes: crate::session::score::mistakes_in(&log.steps, limit.category),
        });
    }
    if let Some(limit) = paper.decision_seconds {
        criteria.push(Criterion::DecisionTime {
            limit_seconds: limit.get(),
            slowest_ms: first_tries()
                .map(|step| step.response_ms)
                .max()
                .unwrap_or(0),
        });
    }
    if let Some(limit) = paper.exam_minutes {
        criteria.push(Criterion::ExamTime {
            limit_minutes: limit.get(),
            elapsed_ms: pace.elapsed_ms,
        });
    }
    if paper.fewest_chips {
        criteria.push(fewest_chips(log));
    }
    if let Some(minimum) = paper.min_pace {
        criteria.push(Criterion::Pace {
            minimum: minimum.per_minute(),
            per_minute: pace.decisions_per_minute(),
        });
    }
    Grade {
        criteria,
        score: summary.accuracy_percent().unwrap_or(0.0),
        pace,
    }
}
