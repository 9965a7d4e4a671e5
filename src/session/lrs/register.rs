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
//!   of the clock: such an attempt is shown as not sent live, never as faked;
//! - a trainee's attempts on a paper are numbered in the order the LRS stored them (the
//!   `stored` time of each attempt's first statement), not by the logs' clocks: a sealed pass
//!   the LRS stored beyond the paper's attempts certifies nothing, whatever the seals' order
//!   ([`RecordFlag::BeyondLimit`]); an attempt whose log says it began before one the LRS had
//!   stored earlier is flagged ([`RecordFlag::Backdated`]: its clock was set back, or its
//!   statements were held back);
//! - an attempt voided in the LRS still counts, and is flagged ([`RecordFlag::Voided`]).
//!
//! The rows (per trainee account and paper: attempts, the latest result) are built the same way
//! from the LRS ([`LrsRegister::from_statements`]) and from the sealed register
//! ([`sealed_rows`]), so the two can be compared line by line.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, FixedOffset};
use serde_json::Value;

use super::pages::VOIDED_BY;
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
    /// Some of its statements were voided (read back by id, [`super::pages::with_voided`]): it
    /// still counts.
    pub voided: bool,
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

    /// The LRS's `stored` time of the attempt's first statement: when the school's record first
    /// had it (the exam computer cannot set it).
    pub fn first_stored(&self) -> Option<DateTime<FixedOffset>> {
        self.times.iter().map(|(_, stored)| *stored).min()
    }

    /// When its log says it began: the exam computer's `timestamp` of its first statement.
    pub fn first_logged(&self) -> Option<DateTime<FixedOffset>> {
        self.times.iter().map(|(logged, _)| *logged).min()
    }

    /// It counts as an attempt at an exam: initialized, or with a result, on an exam's activity.
    fn counted(&self) -> bool {
        (self.initialized || self.verdict.is_some())
            && self.activity.starts_with("urn:tallador:exam:")
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

/// What the LRS's record of a trainee's attempts shows: their order, and what was voided.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordFlag {
    /// An attempt whose log says it began before an attempt of the same trainee and paper the
    /// LRS had stored earlier: its clock was set back, or its statements were held back from
    /// the LRS (and what was held back cannot vouch for its order). `log` is its sealed log
    /// here, if any.
    Backdated {
        trainee: String,
        account: String,
        activity: String,
        log: Option<String>,
    },
    /// An attempt some of whose statements were voided in the LRS (read back by id): voiding
    /// does not unmake an attempt, which still counts.
    Voided {
        trainee: String,
        account: String,
        activity: String,
        log: Option<String>,
    },
    /// A sealed pass whose attempt the LRS stored as attempt `number`, beyond the `allowed`.
    BeyondLimit {
        trainee: String,
        log: String,
        number: usize,
        allowed: u32,
    },
}

impl RecordFlag {
    pub fn line(&self) -> String {
        match self {
            RecordFlag::Backdated { trainee, log, .. } => format!(
                "flag: {} ({}): its log says it began before an attempt the school's LRS had stored earlier: its clock was set back, or its statements were held back from the LRS",
                names::shown(trainee),
                log.as_deref().unwrap_or("not sealed here")
            ),
            RecordFlag::Voided { trainee, log, .. } => format!(
                "flag: {} ({}): statements of this attempt were voided in the school's LRS; it still counts",
                names::shown(trainee),
                log.as_deref().unwrap_or("not sealed here")
            ),
            RecordFlag::BeyondLimit {
                trainee,
                log,
                number,
                allowed,
            } => format!(
                "flag: {} ({log}): the school's LRS stored this attempt as attempt {number} of the {allowed} the paper allows: it certifies nothing",
                names::shown(trainee)
            ),
        }
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
                    voided: false,
                });
            if statement.get(VOIDED_BY).is_some() {
                attempt.voided = true;
            }
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

    /// Per trainee account and exam paper (activity), its attempts in the order the LRS stored
    /// them: by the `stored` time of each attempt's first statement (attempts without one
    /// last), never by the logs' own clocks.
    pub fn in_stored_order(&self) -> BTreeMap<(String, String), Vec<&LrsAttempt>> {
        let mut groups: BTreeMap<(String, String), Vec<&LrsAttempt>> = BTreeMap::new();
        for attempt in self.attempts.values().filter(|attempt| attempt.counted()) {
            groups
                .entry((attempt.account.clone(), attempt.activity.clone()))
                .or_default()
                .push(attempt);
        }
        for attempts in groups.values_mut() {
            attempts.sort_by_key(|attempt| {
                let stored = attempt.first_stored();
                (
                    stored.is_none(),
                    stored,
                    attempt.first_logged(),
                    attempt.header_hash.clone(),
                )
            });
        }
        groups
    }

    /// Which attempt of its trainee on its paper the attempt of log header `header_hash` is, in
    /// the order the LRS stored them (1 = the first); `None` when the LRS does not have it.
    pub fn attempt_number(&self, header_hash: &str) -> Option<usize> {
        self.numbers().get(header_hash).copied()
    }

    /// [`Self::attempt_number`] of every attempt, by its header hash.
    fn numbers(&self) -> HashMap<String, usize> {
        self.in_stored_order()
            .values()
            .flat_map(|attempts| {
                attempts
                    .iter()
                    .enumerate()
                    .map(|(index, attempt)| (attempt.header_hash.clone(), index + 1))
            })
            .collect()
    }

    /// Per trainee account and exam paper: the attempts (on every computer) and the latest
    /// result, in the order the LRS stored them, sorted by account and paper.
    pub fn rows(&self) -> Vec<LrsRow> {
        self.in_stored_order()
            .into_values()
            .filter_map(|attempts| {
                let last = attempts.last()?;
                let latest = attempts
                    .iter()
                    .rev()
                    .find_map(|attempt| attempt.verdict)
                    .map(|(passed, scaled)| {
                        (
                            verdict_word(passed).to_string(),
                            scaled.map(|scaled| format!("{:.1}", scaled * 100.0)),
                        )
                    });
                Some(LrsRow {
                    account: last.account.clone(),
                    trainee: last.trainee.clone(),
                    activity: last.activity.clone(),
                    attempts: attempts.len(),
                    latest,
                })
            })
            .collect()
    }

    /// What the LRS's record of the attempts shows: sealed passes beyond their paper's
    /// attempts in the order it stored them, attempts whose logs' clocks put them before
    /// attempts stored earlier, and attempts voided in it.
    pub fn record_flags(&self, register: &Register) -> Vec<RecordFlag> {
        let entries: Vec<&ExamEntry> = register
            .rows
            .iter()
            .flat_map(|row| &row.entries)
            .filter(|entry| entry.result.is_some())
            .collect();
        let sealed_log = |header: &str| {
            entries
                .iter()
                .find(|entry| entry.header_hash == header)
                .map(|entry| log_name(entry))
        };
        let mut flags = Vec::new();
        for attempts in self.in_stored_order().values() {
            let mut latest_begun: Option<DateTime<FixedOffset>> = None;
            for attempt in attempts {
                if attempt.voided {
                    flags.push(RecordFlag::Voided {
                        trainee: shown_trainee(attempt),
                        account: attempt.account.clone(),
                        activity: attempt.activity.clone(),
                        log: sealed_log(&attempt.header_hash),
                    });
                }
                let begun = attempt.first_logged();
                if let (Some(begun), Some(latest)) = (begun, latest_begun)
                    && (latest - begun).num_milliseconds() > STORED_SLACK_MS
                {
                    flags.push(RecordFlag::Backdated {
                        trainee: shown_trainee(attempt),
                        account: attempt.account.clone(),
                        activity: attempt.activity.clone(),
                        log: sealed_log(&attempt.header_hash),
                    });
                }
                latest_begun = latest_begun.max(begun);
            }
        }
        let numbers = self.numbers();
        flags.extend(
            entries
                .into_iter()
                .filter_map(|entry| beyond_limit(entry, &numbers)),
        );
        flags
    }

    /// The sealed pass `entry`, when the LRS stored its attempt beyond the attempts its paper
    /// allows: it certifies nothing, whatever reason is given.
    pub fn beyond_limit(&self, entry: &ExamEntry) -> Option<RecordFlag> {
        beyond_limit(entry, &self.numbers())
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
            let trainee = shown_trainee(attempt);
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
            let log = log_name(entry);
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
    let log = log_name(entry);
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
        // Any attempt of the trainee on the paper out of the LRS's order puts the order of all
        // in doubt (held-back failures make a later pass look like the first attempt).
        doubts.extend(
            lrs.record_flags(register)
                .iter()
                .filter(|flag| match flag {
                    RecordFlag::Backdated {
                        account: named,
                        activity: on,
                        ..
                    }
                    | RecordFlag::Voided {
                        account: named,
                        activity: on,
                        ..
                    } => *named == account && *on == activity,
                    RecordFlag::BeyondLimit { log: named, .. } => *named == log,
                })
                .map(RecordFlag::line),
        );
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

/// The sealed pass `entry`, when its attempt's number in the LRS's order (`numbers`, by header
/// hash) is beyond the attempts its paper allows.
fn beyond_limit(entry: &ExamEntry, numbers: &HashMap<String, usize>) -> Option<RecordFlag> {
    let result = entry.result.as_ref().filter(|result| result.passed)?;
    let number = *numbers.get(&entry.header_hash)?;
    (number > result.attempts_allowed as usize).then(|| RecordFlag::BeyondLimit {
        trainee: entry.trainee.clone(),
        log: log_name(entry),
        number,
        allowed: result.attempts_allowed,
    })
}

/// The file name of an entry's log, as flags name it.
fn log_name(entry: &ExamEntry) -> String {
    entry
        .path
        .file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

/// The attempt's trainee as its statements name them, else its account.
fn shown_trainee(attempt: &LrsAttempt) -> String {
    if attempt.trainee.is_empty() {
        attempt.account.clone()
    } else {
        attempt.trainee.clone()
    }
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
            voided: false,
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

    /// The statements of one attempt as an LRS answers them: `launched`, `initialized`, one
    /// `answered` 3 s later and its verdict 3 s after that, by the exam computer's clock from
    /// `logged`, each stored `lag_s` seconds later by the LRS's.
    fn attempt_statements(header: &str, logged: &str, lag_s: i64, passed: bool) -> Vec<Value> {
        let begun = DateTime::parse_from_rfc3339(logged).unwrap();
        let verdict = if passed { PASSED } else { FAILED };
        [
            (xapi::LAUNCHED, 0),
            (INITIALIZED, 0),
            (xapi::ANSWERED, 3),
            (verdict, 6),
        ]
        .iter()
        .enumerate()
        .map(|(n, (verb, at_s))| {
            let at = begun + chrono::Duration::seconds(*at_s);
            serde_json::json!({
                "id": format!("{header}-{n}"),
                "actor": {"name": "Bruno Díaz", "account": {"name": "bruno"}},
                "verb": {"id": verb},
                "object": {"id": "urn:tallador:exam:puerto-rico:abc"},
                "result": {"score": {"scaled": if passed { 1.0 } else { 0.875 }}},
                "context": {"extensions": {HEADER_EXTENSION: header}},
                "timestamp": at.to_rfc3339(),
                "stored": (at + chrono::Duration::seconds(lag_s)).to_rfc3339(),
            })
        })
        .collect()
    }

    /// The LRS's answer for Bruno's attempts, each (header, when its log says it began, the
    /// lag of its statements' `stored` in seconds, passed), in the order given.
    fn lrs_of(attempts: &[(&str, &str, i64, bool)]) -> LrsRegister {
        let statements: Vec<Value> = attempts
            .iter()
            .flat_map(|(header, logged, lag_s, passed)| {
                attempt_statements(header, logged, *lag_s, *passed)
            })
            .collect();
        LrsRegister::from_statements(&statements)
    }

    /// Two failures live on 1 and 2 June and a pass really sat on 3 June, its log dated 1 May
    /// (the clock set back 33 days), stored live.
    fn backdated_third_attempt() -> LrsRegister {
        lrs_of(&[
            ("first", "2026-06-01T10:00:00+00:00", 1, false),
            ("second", "2026-06-02T10:00:00+00:00", 1, false),
            ("third", "2026-05-01T10:00:00+00:00", 33 * 86_400 + 1, true),
        ])
    }

    #[test]
    fn attempts_are_numbered_in_the_order_the_lrs_stored_them_not_by_their_logs_clocks() {
        let lrs = backdated_third_attempt();
        assert_eq!(lrs.attempt_number("first"), Some(1));
        assert_eq!(lrs.attempt_number("second"), Some(2));
        assert_eq!(lrs.attempt_number("third"), Some(3));
        assert_eq!(lrs.attempt_number("never"), None);
        // The latest result is the attempt stored last: the pass, though its log is the oldest.
        let rows = lrs.rows();
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0].attempts, 3);
        assert_eq!(
            rows[0].latest,
            Some(("passed".to_string(), Some("100.0".to_string())))
        );
    }

    #[test]
    fn an_attempt_whose_log_began_before_one_stored_earlier_is_flagged() {
        let flags = backdated_third_attempt().record_flags(&Register::default());
        assert_eq!(
            flags,
            [RecordFlag::Backdated {
                trainee: "Bruno Díaz".into(),
                account: "bruno".into(),
                activity: "urn:tallador:exam:puerto-rico:abc".into(),
                log: None,
            }]
        );
        // The same three in their true order, the third stored an hour after it ended (the
        // LRS away: it waited in the queue), flag nothing.
        let honest = lrs_of(&[
            ("first", "2026-06-01T10:00:00+00:00", 1, false),
            ("second", "2026-06-02T10:00:00+00:00", 1, false),
            ("third", "2026-06-03T10:00:00+00:00", 3600, true),
        ]);
        assert_eq!(honest.record_flags(&Register::default()), []);
        assert_eq!(honest.attempt_number("third"), Some(3));
    }

    #[test]
    fn failures_held_back_from_the_lrs_until_after_a_pass_are_flagged() {
        // Two failures sat on 1 and 2 June with the network unplugged, their statements sent
        // on 4 June, after the pass of 3 June was stored live: the LRS stored the pass first.
        let lrs = lrs_of(&[
            ("first", "2026-06-01T10:00:00+00:00", 3 * 86_400, false),
            ("second", "2026-06-02T10:00:00+00:00", 2 * 86_400, false),
            ("third", "2026-06-03T10:00:00+00:00", 1, true),
        ]);
        assert_eq!(lrs.attempt_number("third"), Some(1));
        // Both failures began before the pass the LRS had stored: the order is in doubt.
        let flagged = lrs.record_flags(&Register::default());
        assert!(
            flagged
                .iter()
                .all(|flag| matches!(flag, RecordFlag::Backdated { .. })),
            "{flagged:?}"
        );
        assert_eq!(flagged.len(), 2, "{flagged:?}");
    }
}
