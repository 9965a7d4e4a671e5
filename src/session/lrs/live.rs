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

use std::path::{Path, PathBuf};

use super::outbox::Outbox;
use super::queue::{Outgoing, Source};
use super::statements::{Attempt, answered, attempt_of, cmi5, verdict};
use crate::session::exam::names::Roster;
use crate::session::exam::paper::ExamPaper;
use crate::session::exam::xapi::{
    ABANDONED, INITIALIZED, LAUNCHED, LiveResult, LiveStatement, TERMINATED, iso_duration,
};
use crate::session::log::{Integrity, Mode, SessionLog, Stamp};
use crate::session::recorder::Observer;

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
    /// The log's file, named in each queued statement so the sender builds it again from it.
    log_path: Option<PathBuf>,
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
            log_path: None,
        }
    }

    fn push(&self, statements: Vec<(u32, LiveStatement)>) {
        if let Some(attempt) = &self.attempt {
            queue(&self.outbox, attempt, self.log_path.as_ref(), statements);
        }
    }

    /// The attempt's end is queued: the next start does not abandon it
    /// ([`abandon_left_exams`]).
    fn mark_ended(&self, log: &SessionLog) {
        let _ = self.outbox.queue().mark_ended(&log.header_hash);
    }
}

/// Queues `statements` of `attempt`, each naming the log `log_path` it tells.
fn queue(
    outbox: &Outbox,
    attempt: &Attempt,
    log_path: Option<&PathBuf>,
    statements: Vec<(u32, LiveStatement)>,
) {
    let outgoing: Vec<Outgoing> = statements
        .into_iter()
        .filter_map(|(number, statement)| {
            Some(Outgoing {
                order: format!("{}-{number:06}", attempt.order),
                id: statement.id.clone(),
                verb: statement.verb.display.get("en-US")?.to_string(),
                json: serde_json::to_string(&statement).ok()?,
                source: log_path.cloned().map(|log| Source { log, number }),
            })
        })
        .collect();
    // A failed write is the outbox's to show (its status); the log is written already.
    let _ = outbox.push(&outgoing);
}

impl Observer for Live {
    fn located(&mut self, path: Option<PathBuf>) {
        self.log_path = path;
    }

    fn started(&mut self, log: &SessionLog) {
        if let (Some(paper), Some(reference)) = (&self.paper, &log.paper) {
            self.outbox.know_paper(&reference.hash, paper);
        }
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
        self.mark_ended(log);
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
        self.mark_ended(log);
    }
}

/// The exams of the logs folder `logs` that were left without an end (the program killed, the
/// computer switched off): each gets its `abandoned` statement queued, once, as of its last
/// write, and is marked so no later start queues it again. A log whose end was queued, an exam
/// finished, a log that is not an intact exam's, and the exams `under_way` (their header
/// hashes: the session open in this window) are left alone. Returns how many were queued.
pub fn abandon_left_exams(
    outbox: &Outbox,
    logs: &Path,
    under_way: &[String],
) -> std::io::Result<usize> {
    let settings = outbox.settings();
    let roster = super::rebuild::Rebuilder::roster_of(outbox.queue().data_folder());
    let mut queued = 0;
    for path in log_files(logs) {
        let Ok(log) = SessionLog::load(&path) else {
            continue;
        };
        let left = log.mode == Mode::Exam
            && !log.summary.finished
            && log.verify() == Integrity::Intact
            && !under_way.contains(&log.header_hash)
            && !outbox.queue().has_ended(&log.header_hash);
        if !left {
            continue;
        }
        let attempt = attempt_of(&log, &settings.home_page, &roster);
        let at = log.ended.unwrap_or(log.started);
        let number = u32::try_from(log.steps.len() + 3).unwrap_or(u32::MAX);
        let result = LiveResult {
            duration: Some(iso_duration(at.millis_since(log.started))),
            ..LiveResult::default()
        };
        let abandoned = cmi5(&attempt, ABANDONED, number, Some(result), at);
        queue(outbox, &attempt, Some(&path), vec![(number, abandoned)]);
        outbox.queue().mark_ended(&log.header_hash)?;
        queued += 1;
    }
    Ok(queued)
}

/// The exams' `.ron` files of `folder` and its folders, in order.
fn log_files(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "ron")
                // An exam's log is named so (`…-exam.ron`): the others are not even read.
                && path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().contains(Mode::Exam.id()))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}
