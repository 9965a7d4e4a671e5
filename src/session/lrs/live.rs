//! The live statements of one attempt, in the cmi5 pattern, told by the session's recorder as
//! its log grows ([`Observer`]): `launched` and `initialized` when it starts, one `answered`
//! per decision (the choice, right or wrong, the rule and kind of mistake, the response time),
//! then `passed` or `failed` (an exam played to its end, graded here against its paper) and
//! `terminated`; `abandoned` when the program closes in the middle. Each is queued (durably)
//! after the log is written.
//!
//! The ids are version-5 UUIDs of the log's sealed header hash, the verb and the statement's
//! place in the attempt, so the same attempt gives the same statements after a crash, a resend
//! or a lost answer. What counts stays the sealed log (decided on the instructor's machine):
//! the LRS adds a record the exam computer cannot rewrite afterwards, and the LRS's own clock.

use std::collections::BTreeMap;

use serde_json::Value;

use super::outbox::Outbox;
use super::queue::Outgoing;
use crate::session::exam::grade::grade;
use crate::session::exam::names::Roster;
use crate::session::exam::paper::ExamPaper;
use crate::session::exam::xapi::{
    self, ABANDONED, ANSWERED, ATTEMPT_EXTENSION, Actor, CANONICAL_EXTENSION, CATEGORY_EXTENSION,
    CMI5_CATEGORY, CORRECT_EXTENSION, CategoryActivity, DECISIONS_EXTENSION, FAILED,
    HEADER_EXTENSION, INITIALIZED, INTERACTION_TYPE, LAUNCHED, LiveActivity, LiveContext,
    LiveContextActivities, LiveDefinition, LiveResult, LiveScore, LiveStatement, MOVE_ON_CATEGORY,
    PASSED, ParentActivity, RESPONSE_MS_EXTENSION, RULE_EXTENSION, SESSION_ID_EXTENSION,
    TERMINATED, derived_uuid, iso_duration,
};
use crate::session::log::{Mode, Outcome, SessionLog, Stamp, StepRecord};
use crate::session::recorder::Observer;

/// Who, what and which attempt: the parts every statement of the attempt shares.
#[derive(Clone, Debug)]
struct Attempt {
    actor: Actor,
    activity: LiveActivity,
    registration: String,
    session_id: String,
    header_hash: String,
    /// The queue's order of the attempt: its start (UTC milliseconds) and header.
    order: String,
}

/// The statements of one attempt, as they happen (see the module).
#[derive(Debug)]
pub struct Live {
    outbox: Outbox,
    home_page: String,
    roster: Roster,
    /// The exam's paper, to grade an exam played to its end.
    paper: Option<ExamPaper>,
    attempt: Option<Attempt>,
    ended: bool,
}

impl Live {
    /// Statements to `outbox`, the trainees' accounts on the school's site `home_page`
    /// (named by `roster`); `paper` grades an exam that ends.
    pub fn new(outbox: Outbox, home_page: &str, roster: Roster, paper: Option<ExamPaper>) -> Live {
        Live {
            outbox,
            home_page: home_page.to_string(),
            roster,
            paper,
            attempt: None,
            ended: false,
        }
    }

    fn push(&self, statements: Vec<(u32, LiveStatement)>) {
        let Some(attempt) = &self.attempt else {
            return;
        };
        let outgoing: Vec<Outgoing> = statements
            .into_iter()
            .filter_map(|(number, statement)| {
                Some(Outgoing {
                    order: format!("{}-{number:06}", attempt.order),
                    id: statement.id.clone(),
                    verb: statement.verb.display.get("en-US")?.to_string(),
                    json: serde_json::to_string(&statement).ok()?,
                })
            })
            .collect();
        // A failed write is the outbox's to show (its status); the log is written already.
        let _ = self.outbox.push(&outgoing);
    }
}

impl Observer for Live {
    fn started(&mut self, log: &SessionLog) {
        self.attempt = Some(attempt_of(log, &self.home_page, &self.roster));
        let Some(attempt) = &self.attempt else {
            return;
        };
        let statements = vec![
            (0, cmi5(attempt, LAUNCHED, 0, None, log.started)),
            (1, cmi5(attempt, INITIALIZED, 1, None, log.started)),
        ];
        self.push(statements);
    }

    fn recorded(&mut self, log: &SessionLog, new_steps: usize) {
        let Some(attempt) = &self.attempt else {
            return;
        };
        let first = log.steps.len().saturating_sub(new_steps);
        let statements = log.steps[first..]
            .iter()
            .enumerate()
            .map(|(offset, step)| {
                let number = u32::try_from(first + offset + 2).unwrap_or(u32::MAX);
                (number, answered(attempt, number, step))
            })
            .collect();
        self.push(statements);
    }

    fn closed(&mut self, log: &SessionLog) {
        let Some(attempt) = &self.attempt else {
            return;
        };
        if self.ended {
            return;
        }
        self.ended = true;
        let last = u32::try_from(log.steps.len() + 2).unwrap_or(u32::MAX);
        let ended = log.ended.unwrap_or(log.started);
        let duration = Some(iso_duration(ended.millis_since(log.started)));
        let mut statements = Vec::new();
        if let (Mode::Exam, true, Some(paper)) = (log.mode, log.summary.finished, &self.paper) {
            statements.push((last, verdict(attempt, paper, log, last)));
        }
        let result = LiveResult {
            duration,
            ..LiveResult::default()
        };
        statements.push((
            last + 1,
            cmi5(attempt, TERMINATED, last + 1, Some(result), ended),
        ));
        self.push(statements);
    }

    fn abandoned(&mut self, log: &SessionLog, now: Stamp) {
        let Some(attempt) = &self.attempt else {
            return;
        };
        if self.ended {
            return;
        }
        self.ended = true;
        let number = u32::try_from(log.steps.len() + 3).unwrap_or(u32::MAX);
        let result = LiveResult {
            duration: Some(iso_duration(now.millis_since(log.started))),
            ..LiveResult::default()
        };
        self.push(vec![(
            number,
            cmi5(attempt, ABANDONED, number, Some(result), now),
        )]);
    }
}

/// The parts of `log`'s statements: an exam on its paper's activity (the export's id), a
/// practice session on its table's.
fn attempt_of(log: &SessionLog, home_page: &str, roster: &Roster) -> Attempt {
    let account = xapi::account_name(&log.trainee, roster);
    let (activity_id, name, registration) = match &log.paper {
        Some(paper) => (
            xapi::exam_activity_id(&log.profile, &paper.hash),
            crate::session::exam::names::shown(&paper.title),
            format!("registration {account} {}", paper.hash),
        ),
        None => (
            format!(
                "urn:tallador:practice:{}",
                crate::session::log_file::slug(&log.profile)
            ),
            format!("{} ({:?})", log.profile, log.mode).to_lowercase(),
            format!("registration {account} practice {}", log.profile),
        ),
    };
    let start = log.started.time().timestamp_millis().max(0);
    Attempt {
        actor: xapi::actor(&log.trainee, home_page, roster),
        activity: LiveActivity {
            object_type: "Activity",
            id: activity_id,
            definition: LiveDefinition {
                name: BTreeMap::from([("en-US", name)]),
                kind: None,
                interaction_type: None,
            },
        },
        registration: derived_uuid(&registration),
        session_id: derived_uuid(&format!("session {}", log.header_hash)),
        header_hash: log.header_hash.clone(),
        order: format!(
            "{start:013}-{}",
            log.header_hash
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .take(12)
                .collect::<String>()
        ),
    }
}

/// The id of statement `number` of the attempt (its verb too, so no two verbs share one).
fn statement_id(attempt: &Attempt, verb: &str, number: u32) -> String {
    derived_uuid(&format!("live {} {verb} {number}", attempt.header_hash))
}

fn context(attempt: &Attempt, categories: Vec<&'static str>, parent: bool) -> LiveContext {
    LiveContext {
        registration: attempt.registration.clone(),
        context_activities: LiveContextActivities {
            category: categories
                .into_iter()
                .map(|id| CategoryActivity { id })
                .collect(),
            parent: if parent {
                vec![ParentActivity {
                    id: attempt.activity.id.clone(),
                }]
            } else {
                Vec::new()
            },
        },
        extensions: BTreeMap::from([
            (SESSION_ID_EXTENSION, attempt.session_id.clone()),
            (HEADER_EXTENSION, attempt.header_hash.clone()),
        ]),
    }
}

/// A cmi5-defined statement (`launched`, `initialized`, `terminated`, `abandoned`) on the
/// attempt's activity.
fn cmi5(
    attempt: &Attempt,
    verb: &'static str,
    number: u32,
    result: Option<LiveResult>,
    at: Stamp,
) -> LiveStatement {
    LiveStatement {
        id: statement_id(attempt, verb, number),
        actor: attempt.actor.clone(),
        verb: xapi::verb(verb),
        object: attempt.activity.clone(),
        result,
        context: context(attempt, vec![CMI5_CATEGORY], false),
        timestamp: xapi::utc_timestamp(at.time()),
    }
}

/// `answered`: one decision, as an interaction below the attempt's activity.
fn answered(attempt: &Attempt, number: u32, step: &StepRecord) -> LiveStatement {
    let mut extensions = BTreeMap::from([
        (
            CANONICAL_EXTENSION,
            Value::String(step.canonical.to_string()),
        ),
        (RESPONSE_MS_EXTENSION, Value::from(step.response_ms)),
        (ATTEMPT_EXTENSION, Value::from(step.attempt)),
    ]);
    if let Some(rule) = step.rule {
        extensions.insert(RULE_EXTENSION, Value::String(rule.id().to_string()));
    }
    if let Some(category) = step.category {
        extensions.insert(CATEGORY_EXTENSION, Value::String(category.id().to_string()));
    }
    LiveStatement {
        id: statement_id(attempt, ANSWERED, number),
        actor: attempt.actor.clone(),
        verb: xapi::verb(ANSWERED),
        object: LiveActivity {
            object_type: "Activity",
            id: format!(
                "{}:round-{}:step-{}",
                attempt.activity.id, step.round, step.step
            ),
            definition: LiveDefinition {
                name: BTreeMap::from([(
                    "en-US",
                    format!("round {}, step {}", step.round, step.step),
                )]),
                kind: Some(INTERACTION_TYPE),
                interaction_type: Some("other"),
            },
        },
        result: Some(LiveResult {
            score: None,
            success: Some(step.verdict == Outcome::Correct),
            response: Some(step.choice.to_string()),
            duration: Some(iso_duration(step.response_ms)),
            extensions,
        }),
        context: context(attempt, Vec::new(), true),
        timestamp: xapi::utc_timestamp(step.time.time()),
    }
}

/// `passed` or `failed`: the exam graded here against its paper (the exam computer's word; the
/// sealed result is decided on the instructor's machine).
fn verdict(attempt: &Attempt, paper: &ExamPaper, log: &SessionLog, number: u32) -> LiveStatement {
    let graded = grade(paper, log);
    let verb = if graded.passed() { PASSED } else { FAILED };
    let ended = log.ended.unwrap_or(log.started);
    let summary = &log.summary;
    LiveStatement {
        id: statement_id(attempt, verb, number),
        actor: attempt.actor.clone(),
        verb: xapi::verb(verb),
        object: attempt.activity.clone(),
        result: Some(LiveResult {
            score: LiveScore::of(summary.correct, summary.decisions),
            success: Some(graded.passed()),
            response: None,
            duration: Some(iso_duration(ended.millis_since(log.started))),
            extensions: BTreeMap::from([
                (CORRECT_EXTENSION, Value::from(summary.correct)),
                (DECISIONS_EXTENSION, Value::from(summary.decisions)),
            ]),
        }),
        context: context(attempt, vec![CMI5_CATEGORY, MOVE_ON_CATEGORY], false),
        timestamp: xapi::utc_timestamp(ended.time()),
    }
}
