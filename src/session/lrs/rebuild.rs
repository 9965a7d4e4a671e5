//! The queue is not the record: before a statement is sent, the sender builds it again from the
//! session log it names ([`super::queue::Source`]), with the same code that told it live
//! ([`super::live`]). A queued statement that is the log's is sent; one that is not (edited in
//! the queue: a `failed` made `passed`) is kept aside as refused, saying so, and the log's
//! statement goes in its place; one whose log is gone, altered or does not hold it, or that
//! names no log at all, is refused and not sent.

use std::path::Path;
use std::sync::{Arc, Mutex};

use serde_json::Value;

use super::queue::{Outgoing, Source};
use super::statements::{self, Attempt};
use crate::session::exam::names::Roster;
use crate::session::exam::paper::{ExamPaper, PaperFiles};
use crate::session::exam::xapi::{ABANDONED, INITIALIZED, LAUNCHED, LiveStatement, TERMINATED};
use crate::session::log::{Integrity, Mode, ScenarioSource, SessionLog, Stamp};

/// The papers sat in this run, by hash, to grade a verdict again (a paper not here is read
/// from the path its log names, and used only when its hash is the log's).
#[derive(Clone, Debug, Default)]
pub struct Papers(Arc<Mutex<Vec<(String, ExamPaper)>>>);

impl Papers {
    pub fn know(&self, hash: &str, paper: &ExamPaper) {
        if let Ok(mut known) = self.0.lock()
            && !known.iter().any(|(known, _)| known == hash)
        {
            known.push((hash.to_string(), paper.clone()));
        }
    }

    fn find(&self, hash: &str) -> Option<ExamPaper> {
        let known = self.0.lock().ok()?;
        known
            .iter()
            .find(|(known, _)| known == hash)
            .map(|(_, paper)| paper.clone())
    }
}

/// What the sender needs to build a statement again: the school's site (the trainees'
/// accounts), its roster and the papers at hand.
#[derive(Clone, Debug, Default)]
pub struct Rebuilder {
    pub home_page: String,
    pub roster: Roster,
    pub papers: Papers,
    /// Sends what is queued as it is, unchecked: only for tests of the queue's transport with
    /// statements of no log ([`Rebuilder::trusting_the_queue`]); the program never sets it.
    trust_queue: bool,
}

/// What the check made of a queued statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Checked {
    /// The log's own statement: sent as it is.
    Same,
    /// Not the log's (said why): the log's statement is sent instead.
    Altered { why: String, truth: Outgoing },
    /// Nothing here can say it is true (said why): not sent.
    Unfounded(String),
}

impl Rebuilder {
    /// The roster of the data folder `data` (none when it has none or it does not read).
    pub fn roster_of(data: &Path) -> Roster {
        crate::session::exam::read::read_text(
            &data.join("roster.csv"),
            crate::session::exam::read::FileKind::Roster,
        )
        .ok()
        .and_then(|text| Roster::parse(&text).ok())
        .unwrap_or_default()
    }

    /// The rebuilder of a queue in the data folder `data`, sending to the school `home_page`.
    pub fn for_data(data: &Path, home_page: &str, papers: Papers) -> Rebuilder {
        Rebuilder {
            home_page: home_page.to_string(),
            roster: Rebuilder::roster_of(data),
            papers,
            trust_queue: false,
        }
    }

    /// A sender that checks nothing (tests of the transport alone, with statements of no log).
    pub fn trusting_the_queue() -> Rebuilder {
        Rebuilder {
            trust_queue: true,
            ..Rebuilder::default()
        }
    }

    /// Checks `queued` against the log it names.
    pub fn check(&self, queued: &Outgoing) -> Checked {
        if self.trust_queue {
            return Checked::Same;
        }
        let Some(source) = &queued.source else {
            return Checked::Unfounded(
                "the statement names no session log: nothing here can say it is true".into(),
            );
        };
        let truth = match self.rebuild(source, queued) {
            Ok(truth) => truth,
            Err(why) => return Checked::Unfounded(why),
        };
        let Ok(text) = serde_json::to_string(&truth) else {
            return Checked::Unfounded("the log's statement cannot be written".into());
        };
        let same = serde_json::from_str::<Value>(&queued.json).ok()
            == serde_json::from_str::<Value>(&text).ok();
        if same && truth.id == queued.id {
            return Checked::Same;
        }
        let verb = truth
            .verb
            .display
            .get("en-US")
            .map_or_else(String::new, ToString::to_string);
        Checked::Altered {
            why: format!(
                "the queued statement does not match its log {} (statement {}, which says {verb}): \
                 the log's statement was sent instead",
                source.log.display(),
                source.number
            ),
            truth: Outgoing {
                order: queued.order.clone(),
                id: truth.id.clone(),
                verb,
                json: text,
                source: Some(source.clone()),
            },
        }
    }

    /// Statement `source.number` of the log `source.log`, as it was told live.
    fn rebuild(&self, source: &Source, queued: &Outgoing) -> Result<LiveStatement, String> {
        let shown = source.log.display();
        let log = SessionLog::load(&source.log)
            .map_err(|error| format!("its log cannot be read: {error}"))?;
        if let Integrity::Altered(altered) = log.verify() {
            return Err(format!("its log {shown} is altered ({altered:?})"));
        }
        let attempt = statements::attempt_of(&log, &self.home_page, &self.roster);
        let number = source.number;
        let steps = u32::try_from(log.steps.len()).unwrap_or(u32::MAX);
        let missing = || format!("its log {shown} holds no statement {number}");
        match number {
            0 => Ok(statements::cmi5(&attempt, LAUNCHED, 0, None, log.started)),
            1 => Ok(statements::cmi5(&attempt, INITIALIZED, 1, None, log.started)),
            n if n >= 2 && n < steps + 2 => {
                let step = &log.steps[usize::try_from(n - 2).map_err(|_| missing())?];
                Ok(statements::answered(&attempt, n, step))
            }
            n if n == steps + 2 => {
                self.verdict(&attempt, &log, n).ok_or_else(|| {
                    format!("its log {shown} has no verdict to send (unfinished, or its paper is not at hand)")
                })
            }
            n if n == steps + 3 => end(&attempt, &log, n, queued).ok_or_else(missing),
            _ => Err(missing()),
        }
    }

    /// The verdict of a finished exam, graded again against its paper.
    fn verdict(&self, attempt: &Attempt, log: &SessionLog, number: u32) -> Option<LiveStatement> {
        if log.mode != Mode::Exam || !log.summary.finished || log.ended.is_none() {
            return None;
        }
        let reference = log.paper.as_ref()?;
        let paper = self
            .papers
            .find(&reference.hash)
            .or_else(|| paper_of(log, &reference.hash))?;
        Some(statements::verdict(attempt, &paper, log, number))
    }
}

/// `terminated` at the log's end, or `abandoned` when that is what was queued (the program
/// closed, or was killed, in the middle: the log, written at each step, cannot tell), at the time
/// the queued statement gives when that time is not before the log's last step.
fn end(
    attempt: &Attempt,
    log: &SessionLog,
    number: u32,
    queued: &Outgoing,
) -> Option<LiveStatement> {
    use crate::session::exam::xapi::{LiveResult, iso_duration};
    let value: Value = serde_json::from_str(&queued.json).ok()?;
    let abandoned = value["verb"]["id"].as_str() == Some(ABANDONED);
    let (verb, at) = if abandoned {
        let at = chrono::DateTime::parse_from_rfc3339(value["timestamp"].as_str()?).ok()?;
        let last = log.ended.unwrap_or(log.started);
        if at < last.time() {
            return None;
        }
        (ABANDONED, Stamp::new(at))
    } else {
        (TERMINATED, log.ended?)
    };
    let result = LiveResult {
        duration: Some(iso_duration(at.millis_since(log.started))),
        ..LiveResult::default()
    };
    Some(statements::cmi5(attempt, verb, number, Some(result), at))
}

/// The paper of `log` read from the path it names, when its hash is `hash`.
fn paper_of(log: &SessionLog, hash: &str) -> Option<ExamPaper> {
    let ScenarioSource::File { path, .. } = &log.source else {
        return None;
    };
    let files = PaperFiles::load(Path::new(path), &crate::core::Profiles::default()).ok()?;
    (crate::session::exam::seal::paper_hash(&files.text, &files.situations) == hash)
        .then_some(files.paper)
}
