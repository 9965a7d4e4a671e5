//! The statements of an attempt, built from its log: what [`super::live`] queues as the session
//! goes, and what [`super::rebuild`] builds again from the log before anything is sent. The
//! same code both ways, so the log's statement is the queued one, to the byte.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::session::exam::grade::grade;
use crate::session::exam::names::Roster;
use crate::session::exam::paper::ExamPaper;
use crate::session::exam::xapi::{
    self, ANSWERED, ATTEMPT_EXTENSION, Actor, CANONICAL_EXTENSION, CATEGORY_EXTENSION,
    CMI5_CATEGORY, CORRECT_EXTENSION, CategoryActivity, DECISIONS_EXTENSION, FAILED,
    HEADER_EXTENSION, INTERACTION_TYPE, LiveActivity, LiveContext, LiveContextActivities,
    LiveDefinition, LiveResult, LiveScore, LiveStatement, MOVE_ON_CATEGORY, PASSED, ParentActivity,
    RESPONSE_MS_EXTENSION, RULE_EXTENSION, SESSION_ID_EXTENSION, derived_uuid, iso_duration,
};
use crate::session::log::{Outcome, SessionLog, Stamp, StepRecord};

/// Who, what and which attempt: the parts every statement of the attempt shares.
#[derive(Clone, Debug)]
pub struct Attempt {
    actor: Actor,
    activity: LiveActivity,
    registration: String,
    session_id: String,
    header_hash: String,
    /// The queue's order of the attempt: its start (UTC milliseconds) and header.
    pub(super) order: String,
}

/// The parts of `log`'s statements: an exam on its paper's activity (the export's id), a
/// practice session on its table's.
pub fn attempt_of(log: &SessionLog, home_page: &str, roster: &Roster) -> Attempt {
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
pub fn cmi5(
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
pub fn answered(attempt: &Attempt, number: u32, step: &StepRecord) -> LiveStatement {
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
pub fn verdict(
    attempt: &Attempt,
    paper: &ExamPaper,
    log: &SessionLog,
    number: u32,
) -> LiveStatement {
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
