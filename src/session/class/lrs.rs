//! The class from the school's LRS: the statements every computer sent as its sessions went
//! (the same ones the register reads, [`crate::session::lrs::register`]), one attempt per log
//! header, so a class on twelve computers is one view. Held against a folder of logs when one
//! is given: an attempt whose log is in the folder counts by its log (the evidence; the LRS's
//! figures must agree with it, or the attempt is counted as differing), an attempt the folder
//! lacks counts by its statements, a log the LRS lacks counts by itself and is counted as
//! missing. Live: who is stuck on a step now, from the `answered` statements of the attempts
//! still under way ([`super::stuck`]).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;

use chrono::DateTime;
use serde_json::Value;

use super::model::{
    ClassOptions, ClassView, CourseProgress, CourseStanding, SessionFigures, course_standings,
};
use super::stuck::{Answer, StuckRule, stuck_trainees};
use crate::core::RuleId;
use crate::session::exam::names::Roster;
use crate::session::exam::xapi::{
    self, ABANDONED, ANSWERED, ATTEMPT_EXTENSION, HEADER_EXTENSION, INITIALIZED, LAUNCHED,
    RESPONSE_MS_EXTENSION, RULE_EXTENSION, TERMINATED,
};
use crate::session::facts::LogDigest;
use crate::session::log::{Integrity, Stamp};

/// Each trainee's standing in `course` from the folder's `logs`, keyed by the LRS account the
/// trainee's statements are sent under: for [`ClassView::attach_course`] on the class
/// [`class_from_lrs`] reads (practice and drills stay on the trainee's computer, so the
/// standing comes from the logs gathered in the folder; a trainee the folder lacks has none).
pub fn course_by_account(
    logs: &[(PathBuf, LogDigest)],
    roster: &Roster,
    course: &dyn CourseProgress,
) -> BTreeMap<String, CourseStanding> {
    let mut accounts: HashMap<&str, String> = HashMap::new();
    for (_, digest) in logs {
        if !accounts.contains_key(digest.trainee.as_str()) {
            accounts.insert(&digest.trainee, xapi::account_name(&digest.trainee, roster));
        }
    }
    course_standings(logs, course, |digest| {
        accounts
            .get(digest.trainee.as_str())
            .cloned()
            .unwrap_or_default()
    })
}

/// One attempt as its statements in the LRS tell it.
#[derive(Clone, Debug, PartialEq)]
pub struct LrsSession {
    pub header_hash: String,
    /// The trainee's account on the school's site ([`xapi::account_name`]).
    pub account: String,
    pub trainee: String,
    /// The activity: `urn:tallador:practice:<table>` or `urn:tallador:exam:<table>:<paper>`.
    pub activity: String,
    pub activity_name: String,
    pub started: Option<Stamp>,
    /// The latest statement's time.
    pub last: Option<Stamp>,
    /// `terminated` or `abandoned` is in.
    pub ended: bool,
    /// First tries (`try` 1) and those right.
    pub decisions: u32,
    pub correct: u32,
    pub first_try_ms: Vec<u64>,
    pub mistakes: BTreeMap<RuleId, u32>,
    /// Every answer, first tries and retries: (when, right).
    pub answers: Vec<(Stamp, bool)>,
}

impl LrsSession {
    /// The table the activity names.
    pub fn profile(&self) -> String {
        let rest = self
            .activity
            .strip_prefix("urn:tallador:practice:")
            .or_else(|| self.activity.strip_prefix("urn:tallador:exam:"))
            .unwrap_or_default();
        rest.split(':').next().unwrap_or_default().to_string()
    }

    fn figures(&self) -> SessionFigures {
        let started = self.started.or(self.last);
        SessionFigures {
            id: self.account.clone(),
            trainee: self.trainee.clone(),
            profile: self.profile(),
            title: self.activity_name.clone(),
            // An attempt has a time: `initialized` or some statement; `from_statements` keeps
            // no attempt without one.
            started: started.unwrap_or_else(|| Stamp::new(DateTime::UNIX_EPOCH.fixed_offset())),
            ended: self.last,
            intact: true,
            decisions: self.decisions,
            correct: self.correct,
            first_try_ms: self.first_try_ms.clone(),
            mistakes: self.mistakes.iter().map(|(&rule, &n)| (rule, n)).collect(),
        }
    }
}

fn stamp_of(statement: &Value) -> Option<Stamp> {
    DateTime::parse_from_rfc3339(statement["timestamp"].as_str()?)
        .ok()
        .map(Stamp::new)
}

/// Tallador's attempts among `statements` (the LRS's JSON, any order, a statement given twice
/// counted once), by header hash.
pub fn sessions_from_statements(statements: &[Value]) -> BTreeMap<String, LrsSession> {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut sorted: Vec<(&Value, Stamp, &str)> = statements
        .iter()
        .filter(|statement| statement["id"].as_str().is_none_or(|id| seen.insert(id)))
        .filter_map(|statement| {
            let header = statement["context"]["extensions"][HEADER_EXTENSION].as_str()?;
            Some((statement, stamp_of(statement)?, header))
        })
        .collect();
    sorted.sort_by_key(|(_, at, _)| *at);
    let mut sessions: BTreeMap<String, LrsSession> = BTreeMap::new();
    for (statement, at, header) in sorted {
        let session = sessions
            .entry(header.to_string())
            .or_insert_with(|| LrsSession {
                header_hash: header.to_string(),
                account: text(&statement["actor"]["account"]["name"]),
                trainee: text(&statement["actor"]["name"]),
                activity: String::new(),
                activity_name: String::new(),
                started: None,
                last: None,
                ended: false,
                decisions: 0,
                correct: 0,
                first_try_ms: Vec::new(),
                mistakes: BTreeMap::new(),
                answers: Vec::new(),
            });
        session.last = Some(at);
        tell(session, statement, at);
    }
    sessions
}

/// What one statement adds to its attempt.
fn tell(session: &mut LrsSession, statement: &Value, at: Stamp) {
    let result = &statement["result"];
    match statement["verb"]["id"].as_str().unwrap_or_default() {
        verb if verb == LAUNCHED || verb == INITIALIZED => {
            session.started = Some(session.started.map_or(at, |started| started.min(at)));
            session.activity = text(&statement["object"]["id"]);
            session.activity_name = text(&statement["object"]["definition"]["name"]["en-US"]);
        }
        verb if verb == ANSWERED => {
            let right = result["success"].as_bool().unwrap_or(false);
            session.answers.push((at, right));
            if result["extensions"][ATTEMPT_EXTENSION].as_u64() != Some(1) {
                return;
            }
            session.decisions += 1;
            if right {
                session.correct += 1;
            } else if let Some(rule) = result["extensions"][RULE_EXTENSION]
                .as_str()
                .and_then(RuleId::parse)
            {
                *session.mistakes.entry(rule).or_default() += 1;
            }
            if let Some(ms) = result["extensions"][RESPONSE_MS_EXTENSION].as_u64() {
                session.first_try_ms.push(ms);
            }
        }
        verb if verb == TERMINATED || verb == ABANDONED => session.ended = true,
        _ => {}
    }
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

/// How the LRS and the folder agree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrossCheck {
    /// Statements read, and Tallador's attempts among them.
    pub statements: usize,
    pub attempts: usize,
    /// Attempts in the LRS whose log is not in the folder (another computer's).
    pub lrs_only: usize,
    /// Intact logs of the folder the LRS does not have.
    pub missing: Vec<PathBuf>,
    /// Header hashes of attempts whose first tries (decisions, right) differ between the LRS
    /// and the log.
    pub differs: Vec<String>,
    /// Trainees stuck now.
    pub stuck: usize,
}

/// The class from the LRS's `statements`, held against the folder's `logs` (none: the LRS
/// alone), trainees stuck at `now` marked.
pub fn class_from_lrs(
    statements: &[Value],
    logs: &[(PathBuf, LogDigest)],
    options: ClassOptions,
    stuck_rule: StuckRule,
    now: Stamp,
) -> (ClassView, CrossCheck) {
    let lrs = sessions_from_statements(statements);
    let mut check = CrossCheck {
        statements: statements.len(),
        attempts: lrs.len(),
        ..CrossCheck::default()
    };
    let mut accounts: HashMap<&str, String> = HashMap::new();
    let mut logged: HashMap<&str, SessionFigures> = HashMap::new();
    for (path, digest) in logs {
        let intact = digest.integrity == Integrity::Intact && digest.facts.summary_agrees;
        if !intact || logged.contains_key(digest.header_hash.as_str()) {
            continue;
        }
        let account = accounts
            .entry(&digest.trainee)
            .or_insert_with(|| xapi::account_name(&digest.trainee, &options.roster))
            .clone();
        if !lrs.contains_key(&digest.header_hash) {
            check.missing.push(path.clone());
        }
        logged.insert(&digest.header_hash, SessionFigures::of(digest, account));
    }
    let mut sessions: Vec<SessionFigures> = Vec::new();
    for (header, session) in &lrs {
        match logged.remove(header.as_str()) {
            Some(log) => {
                if (log.decisions, log.correct) != (session.decisions, session.correct) {
                    check.differs.push(header.clone());
                }
                sessions.push(log);
            }
            None => {
                check.lrs_only += 1;
                sessions.push(session.figures());
            }
        }
    }
    sessions.extend(logged.into_values());
    let mut view = ClassView::from_sessions(&sessions, options, now);
    let answers: Vec<Answer> = lrs
        .values()
        .filter(|session| !session.ended)
        .flat_map(|session| {
            session.answers.iter().map(|&(at, correct)| Answer {
                trainee: session.account.clone(),
                at,
                correct,
            })
        })
        .collect();
    let stuck = stuck_trainees(&answers, stuck_rule, now);
    for row in &mut view.rows {
        row.stuck = stuck.get(&row.id).copied();
    }
    check.stuck = view.rows.iter().filter(|row| row.stuck.is_some()).count();
    (view, check)
}
