//! The register from the school's LRS, held against the sealed logs. The LRS gathers every
//! computer of the school, so its attempts per trainee and paper are counted across all of
//! them; and it stamps each statement with its own clock (`stored`), which the exam computer
//! does not control. So, for the sealed attempts of a folder:
//! - an attempt sealed here but absent from the LRS is flagged (it never reached the school's
//!   record: sent from nowhere, or its statements were held back);
//! - an attempt whose statements the LRS stored at a pace its log's clock does not fit is
//!   flagged: for consecutive statements sent as they happened, the LRS's time between them and
//!   the log's should agree; a clock slowed for the exam makes the LRS's gaps many times the
//!   log's. Statements that waited in the queue (the LRS away) arrive together and say nothing
//!   of the clock: such an attempt is shown as not sent live, never as faked.
//!
//! The rows (per trainee account and paper: attempts, the latest result) are built the same way
//! from the LRS ([`LrsRegister::from_statements`]) and from the sealed register
//! ([`sealed_rows`]), so the two can be compared line by line.

use std::collections::BTreeMap;

use chrono::{DateTime, FixedOffset};
use serde_json::Value;

use crate::session::exam::names::{self, Roster};
use crate::session::exam::register::{ExamEntry, Register};
use crate::session::exam::xapi::{self, FAILED, HEADER_EXTENSION, INITIALIZED, PASSED};

/// How many times the log's gaps the LRS's may be before the clock is flagged.
pub const MAX_GAP_RATIO: f64 = 1.5;
/// Gaps shorter than this by the log's clock are left out of the ratio (network noise).
const MIN_GAP_MS: i64 = 500;
/// Statements the LRS stored this close together came in one batch (they had waited).
const BATCH_GAP_MS: i64 = 250;

/// One attempt as the LRS has it: the statements of one log header.
#[derive(Clone, Debug, PartialEq)]
pub struct LrsAttempt {
    pub header_hash: String,
    pub account: String,
    pub trainee: String,
    pub activity: String,
    pub activity_name: String,
    /// (the exam computer's `timestamp`, the LRS's `stored`) of each statement, in the order
    /// they happened.
    pub times: Vec<(DateTime<FixedOffset>, DateTime<FixedOffset>)>,
    pub answered: usize,
    /// `passed` or `failed`, and the scaled score, when the attempt has one.
    pub verdict: Option<(bool, Option<f64>)>,
    /// The attempt was initialized (it counts as an attempt).
    pub initialized: bool,
    /// The most any statement's `stored` (the LRS's clock) came before its own `timestamp`, in
    /// milliseconds: a statement cannot be stored before it happened, so beyond
    /// [`STORED_SLACK_MS`] the exam computer's clock ran ahead.
    pub stored_early_ms: i64,
}

/// How far before its own `timestamp` a statement may be stored (two machines' clocks) before
/// it is a clock flag.
pub const STORED_SLACK_MS: i64 = 5_000;

/// What the LRS's clock says of an attempt's log.
#[derive(Clone, Debug, PartialEq)]
pub enum ClockCheck {
    /// The LRS's gaps fit the log's.
    Fits,
    /// The LRS's gaps are `ratio` times the log's (median over consecutive statements).
    Faked { ratio: f64 },
    /// The statements waited and arrived together: the LRS cannot vouch for the time.
    NotLive,
}

impl LrsAttempt {
    /// The median ratio of the LRS's gaps to the log's between consecutive statements sent as
    /// they happened.
    pub fn clock(&self) -> ClockCheck {
        let mut ratios = Vec::new();
        let mut batched = 0;
        for pair in self.times.windows(2) {
            let [(logged_a, stored_a), (logged_b, stored_b)] = pair else {
                continue;
            };
            let logged = (*logged_b - *logged_a).num_milliseconds();
            let stored = (*stored_b - *stored_a).num_milliseconds();
            if stored < BATCH_GAP_MS && logged >= MIN_GAP_MS {
                batched += 1;
            } else if logged >= MIN_GAP_MS {
                ratios.push(stored as f64 / logged as f64);
            }
        }
        if ratios.len() < 2 || batched > ratios.len() {
            return if batched > 0 {
                ClockCheck::NotLive
            } else {
                ClockCheck::Fits
            };
        }
        ratios.sort_by(f64::total_cmp);
        let median = ratios[ratios.len() / 2];
        if median > MAX_GAP_RATIO {
            ClockCheck::Faked { ratio: median }
        } else {
            ClockCheck::Fits
        }
    }

    /// The LRS's time from the first statement to the last, in milliseconds.
    pub fn stored_span_ms(&self) -> i64 {
        let first = self.times.iter().map(|(_, stored)| *stored).min();
        let last = self.times.iter().map(|(_, stored)| *stored).max();
        match (first, last) {
            (Some(first), Some(last)) => (last - first).num_milliseconds(),
            _ => 0,
        }
    }
}

/// One trainee at one paper, as a register row: attempts and the latest result.
#[derive(Clone, Debug, PartialEq)]
pub struct LrsRow {
    pub account: String,
    pub trainee: String,
    /// The paper's activity id (`urn:tallador:exam:TABLE:HASH`).
    pub activity: String,
    pub attempts: usize,
    /// `passed` or `failed` and the score in percent (one decimal), of the latest attempt that
    /// has one.
    pub latest: Option<(String, Option<String>)>,
}

impl LrsRow {
    /// `Ana Pérez | urn:… | attempts 2 | latest passed 100.0%`.
    pub fn line(&self) -> String {
        let latest = match &self.latest {
            Some((verdict, Some(score))) => format!("{verdict} {score}%"),
            Some((verdict, None)) => verdict.clone(),
            None => "no result".into(),
        };
        format!(
            "{} | {} | attempts {} | latest {latest}",
            names::shown(&self.trainee),
            self.activity,
            self.attempts
        )
    }
}

/// Something the LRS shows about a sealed attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Flag {
    /// Sealed here, absent from the LRS.
    NotInLrs { trainee: String, log: String },
    /// Its clock does not fit the LRS's.
    Clock {
        trainee: String,
        log: String,
        ratio: f64,
        logged_ms: u64,
        stored_ms: i64,
    },
    /// Its statements waited in the queue and arrived together.
    NotLive { trainee: String, log: String },
    /// A result in the LRS that no sealed log here has (a `passed` posted for someone who
    /// never sat, or for an attempt sealed as failed, or not sealed yet).
    NoSeal { trainee: String, verdict: String },
    /// A `passed` with none of the trainee's own `answered` statements before it.
    NoAnswers { trainee: String },
    /// A statement stored by the LRS before its own timestamp: the exam computer's clock ran
    /// ahead.
    StoredEarly { trainee: String, early_ms: i64 },
}

impl Flag {
    pub fn line(&self) -> String {
        match self {
            Flag::NotInLrs { trainee, log } => format!(
                "flag: {} ({log}): sealed here, but the school's LRS has no statement of this attempt",
                names::shown(trainee)
            ),
            Flag::Clock {
                trainee,
                log,
                ratio,
                logged_ms,
                stored_ms,
            } => format!(
                "flag: {} ({log}): the clock does not fit the LRS's: the log says {:.1} s, the LRS stored it over {:.1} s ({ratio:.1} times the log's gaps); a faked clock?",
                names::shown(trainee),
                *logged_ms as f64 / 1000.0,
                *stored_ms as f64 / 1000.0
            ),
            Flag::NotLive { trainee, log } => format!(
                "note: {} ({log}): its statements waited and reached the LRS together; the LRS cannot vouch for its time",
                names::shown(trainee)
            ),
            Flag::NoSeal { trainee, verdict } => format!(
                "flag: {}: the LRS has a result ({verdict}) that no sealed log here has",
                names::shown(trainee)
            ),
            Flag::NoAnswers { trainee } => format!(
                "flag: {}: the LRS has a pass without a single answered statement of the attempt",
                names::shown(trainee)
            ),
            Flag::StoredEarly { trainee, early_ms } => format!(
                "flag: {}: the LRS stored a statement {:.1} s before its own timestamp: the exam computer's clock ran ahead",
                names::shown(trainee),
                *early_ms as f64 / 1000.0
            ),
        }
    }

    /// A flag that keeps a result from being trusted (not the note of statements that waited).
    pub fn is_flag(&self) -> bool {
        !matches!(self, Flag::NotLive { .. })
    }
}

/// The school's results as the LRS has them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LrsRegister {
    /// Every attempt, by header hash.
    pub attempts: BTreeMap<String, LrsAttempt>,
}

impl LrsRegister {
    /// The attempts of Tallador's statements among `statements` (the LRS's JSON, any order).
    pub fn from_statements(statements: &[Value]) -> LrsRegister {
        let mut sorted: Vec<&Value> = statements
            .iter()
            .filter(|statement| attempt_key(statement).is_some())
            .collect();
        sorted.sort_by_key(|statement| (time_of(statement, "timestamp"), id_of(statement)));
        let mut attempts: BTreeMap<String, LrsAttempt> = BTreeMap::new();
        for statement in sorted {
            let Some(header) = attempt_key(statement) else {
                continue;
            };
            let header = header.as_str();
            let attempt = attempts
                .entry(header.to_string())
                .or_insert_with(|| LrsAttempt {
                    header_hash: header.to_string(),
                    account: text(&statement["actor"]["account"]["name"]),
                    trainee: text(&statement["actor"]["name"]),
                    activity: String::new(),
                    activity_name: String::new(),
                    times: Vec::new(),
                    answered: 0,
                    verdict: None,
                    initialized: false,
                    stored_early_ms: 0,
                });
            if let (Some(logged), Some(stored)) = (
                time_of(statement, "timestamp"),
                time_of(statement, "stored"),
            ) {
                attempt.times.push((logged, stored));
                attempt.stored_early_ms = attempt
                    .stored_early_ms
                    .max((logged - stored).num_milliseconds());
            }
            match statement["verb"]["id"].as_str().unwrap_or_default() {
                verb if verb == INITIALIZED => {
                    attempt.initialized = true;
                    attempt.activity = text(&statement["object"]["id"]);
                    attempt.activity_name =
                        text(&statement["object"]["definition"]["name"]["en-US"]);
                }
                verb if verb == xapi::ANSWERED => attempt.answered += 1,
                verb if verb == PASSED || verb == FAILED => {
                    if attempt.activity.is_empty() {
                        attempt.activity = text(&statement["object"]["id"]);
                    }
                    attempt.verdict = Some((
                        verb == PASSED,
                        statement["result"]["score"]["scaled"].as_f64(),
                    ));
                }
                _ => {}
            }
        }
        LrsRegister { attempts }
    }

    /// Per trainee account and exam paper: the attempts (on every computer) and the latest
    /// result, sorted by account and paper.
    pub fn rows(&self) -> Vec<LrsRow> {
        let mut rows: BTreeMap<(String, String), LrsRow> = BTreeMap::new();
        let mut ordered: Vec<&LrsAttempt> = self
            .attempts
            .values()
            .filter(|attempt| {
                (attempt.initialized || attempt.verdict.is_some())
                    && attempt.activity.starts_with("urn:tallador:exam:")
            })
            .collect();
        ordered.sort_by_key(|attempt| attempt.times.first().map(|(logged, _)| *logged));
        for attempt in ordered {
            let row = rows
                .entry((attempt.account.clone(), attempt.activity.clone()))
                .or_insert_with(|| LrsRow {
                    account: attempt.account.clone(),
                    trainee: attempt.trainee.clone(),
                    activity: attempt.activity.clone(),
                    attempts: 0,
                    latest: None,
                });
            row.attempts += 1;
            row.trainee.clone_from(&attempt.trainee);
            if let Some((passed, scaled)) = attempt.verdict {
                row.latest = Some((
                    verdict_word(passed).to_string(),
                    scaled.map(|scaled| format!("{:.1}", scaled * 100.0)),
                ));
            }
        }
        rows.into_values().collect()
    }

    /// What the LRS shows about the sealed attempts of `register`, and about its own results
    /// that no sealed log holds.
    pub fn flags(&self, register: &Register) -> Vec<Flag> {
        let mut flags = Vec::new();
        let sealed = |attempt: &LrsAttempt, passed: bool| {
            register
                .rows
                .iter()
                .flat_map(|row| &row.entries)
                .any(|entry| {
                    entry.header_hash == attempt.header_hash
                        && entry
                            .result
                            .as_ref()
                            .is_some_and(|result| result.passed == passed)
                })
        };
        for attempt in self.attempts.values() {
            let trainee = if attempt.trainee.is_empty() {
                attempt.account.clone()
            } else {
                attempt.trainee.clone()
            };
            if let Some((passed, _)) = attempt.verdict {
                if !sealed(attempt, passed) {
                    flags.push(Flag::NoSeal {
                        trainee: trainee.clone(),
                        verdict: verdict_word(passed).to_string(),
                    });
                }
                if passed && attempt.answered == 0 {
                    flags.push(Flag::NoAnswers {
                        trainee: trainee.clone(),
                    });
                }
            }
            if attempt.stored_early_ms > STORED_SLACK_MS {
                flags.push(Flag::StoredEarly {
                    trainee,
                    early_ms: attempt.stored_early_ms,
                });
            }
        }
        for entry in register.rows.iter().flat_map(|row| &row.entries) {
            if entry.result.is_none() {
                continue;
            }
            let log = entry
                .path
                .file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
            let trainee = entry.trainee.clone();
            let Some(attempt) = self.attempts.get(&entry.header_hash) else {
                flags.push(Flag::NotInLrs { trainee, log });
                continue;
            };
            match attempt.clock() {
                ClockCheck::Fits => {}
                ClockCheck::Faked { ratio } => flags.push(Flag::Clock {
                    trainee,
                    log,
                    ratio,
                    logged_ms: entry
                        .ended
                        .map_or(0, |ended| ended.millis_since(entry.started)),
                    stored_ms: attempt.stored_span_ms(),
                }),
                ClockCheck::NotLive => flags.push(Flag::NotLive { trainee, log }),
            }
        }
        flags
    }
}

/// The rows of the sealed register in the LRS's shape: per trainee account and paper, the
/// attempts (intact exam logs on the paper) and the latest sealed result as the LRS would have
/// it from the exam computer (passed or failed as graded, before any flag).
pub fn sealed_rows(register: &Register, roster: &Roster) -> Vec<LrsRow> {
    let mut rows: BTreeMap<(String, String), LrsRow> = BTreeMap::new();
    for row in &register.rows {
        let mut papers: Vec<&str> = Vec::new();
        for entry in &row.entries {
            if let Some(paper) = &entry.paper
                && !papers.contains(&paper.hash.as_str())
            {
                papers.push(&paper.hash);
            }
        }
        for paper in papers {
            let attempts = row.attempts_on(paper);
            let account = xapi::account_name(&row.trainee, roster);
            let activity = xapi::exam_activity_id(&row.table, paper);
            let latest = attempts
                .iter()
                .rev()
                .find_map(|entry: &&ExamEntry| entry.result.as_ref())
                .map(|result| {
                    (
                        verdict_word(result.passed).to_string(),
                        (result.decisions > 0).then(|| format!("{:.1}", result.score_percent())),
                    )
                });
            rows.insert(
                (account.clone(), activity.clone()),
                LrsRow {
                    account,
                    trainee: row.trainee.clone(),
                    activity,
                    attempts: attempts.len(),
                    latest,
                },
            );
        }
    }
    rows.into_values().collect()
}

/// What the school's LRS (its `statements`) does not bear out of the sealed result `entry` of
/// `register`: its row differs from the LRS's, or a flag or note names its log or its trainee
/// (statements that waited too: the LRS cannot vouch for their time). Each as a line.
pub fn doubts(
    lrs: &LrsRegister,
    register: &Register,
    entry: &ExamEntry,
    roster: &Roster,
) -> Vec<String> {
    let log = entry
        .path
        .file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
    let mut doubts: Vec<String> = lrs
        .flags(register)
        .iter()
        .filter(|flag| match flag {
            Flag::NotInLrs { log: named, .. }
            | Flag::Clock { log: named, .. }
            | Flag::NotLive { log: named, .. } => *named == log,
            Flag::NoSeal { trainee, .. }
            | Flag::NoAnswers { trainee }
            | Flag::StoredEarly { trainee, .. } => *trainee == entry.trainee,
        })
        .map(Flag::line)
        .collect();
    if let Some(paper) = &entry.paper {
        let account = xapi::account_name(&entry.trainee, roster);
        let activity = xapi::exam_activity_id(&entry.table, &paper.hash);
        let find = |rows: &[LrsRow]| {
            rows.iter()
                .find(|row| row.account == account && row.activity == activity)
                .cloned()
        };
        let (there, here) = (find(&lrs.rows()), find(&sealed_rows(register, roster)));
        if there != here {
            doubts.push(format!(
                "the LRS's row differs from the sealed logs': {} against {}",
                there.map_or_else(|| "none".to_string(), |row| row.line()),
                here.map_or_else(|| "none".to_string(), |row| row.line())
            ));
        }
    }
    doubts
}

fn verdict_word(passed: bool) -> &'static str {
    if passed { "passed" } else { "failed" }
}

fn header_of(statement: &Value) -> Option<&str> {
    statement["context"]["extensions"][HEADER_EXTENSION].as_str()
}

/// The attempt a statement belongs to: its log's header, or, for a result on an exam's
/// activity that names no header (posted by hand), the statement itself.
fn attempt_key(statement: &Value) -> Option<String> {
    if let Some(header) = header_of(statement) {
        return Some(header.to_string());
    }
    let verb = statement["verb"]["id"].as_str()?;
    let exam = statement["object"]["id"]
        .as_str()?
        .starts_with("urn:tallador:exam:");
    (exam && (verb == PASSED || verb == FAILED)).then(|| format!("statement {}", id_of(statement)))
}

fn id_of(statement: &Value) -> String {
    text(&statement["id"])
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

fn time_of(statement: &Value, field: &str) -> Option<DateTime<FixedOffset>> {
    DateTime::parse_from_rfc3339(statement[field].as_str()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(gaps: &[(i64, i64)]) -> LrsAttempt {
        let start = DateTime::parse_from_rfc3339("2026-05-05T09:00:00+00:00").unwrap();
        let (mut logged, mut stored) = (start, start);
        let mut times = vec![(logged, stored)];
        for (logged_gap, stored_gap) in gaps {
            logged += chrono::Duration::milliseconds(*logged_gap);
            stored += chrono::Duration::milliseconds(*stored_gap);
            times.push((logged, stored));
        }
        LrsAttempt {
            header_hash: "h".into(),
            account: "a".into(),
            trainee: "A".into(),
            activity: "urn:tallador:exam:x:1".into(),
            activity_name: String::new(),
            times,
            answered: gaps.len(),
            verdict: None,
            initialized: true,
            stored_early_ms: 0,
        }
    }

    #[test]
    fn live_statements_of_a_true_clock_fit() {
        let live = attempt(&[(3000, 3040), (3000, 2980), (3000, 3100), (3000, 2950)]);
        assert_eq!(live.clock(), ClockCheck::Fits);
    }

    #[test]
    fn a_clock_at_a_tenth_of_real_speed_is_faked() {
        // 72 s of exam logged as 7.2 s: each 0.9 s logged gap took 9 s.
        let slowed = attempt(&[(900, 9000); 8]);
        assert!(
            matches!(slowed.clock(), ClockCheck::Faked { ratio } if (ratio - 10.0).abs() < 0.01)
        );
    }

    #[test]
    fn statements_that_waited_for_the_lrs_are_not_live_not_faked() {
        // Two live, then the LRS away: the rest arrive in one batch minutes later.
        let mut gaps = vec![(3000, 3000), (3000, 3000), (3000, 300_000)];
        gaps.extend([(3000, 5); 6]);
        assert_eq!(attempt(&gaps).clock(), ClockCheck::NotLive);
    }
}
