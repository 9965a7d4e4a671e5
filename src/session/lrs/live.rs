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

use super::outbox::Outbox;
use super::queue::{Outgoing, Source};
use super::statements::{Attempt, answered, attempt_of, cmi5, verdict};
use crate::session::exam::names::Roster;
use crate::session::exam::paper::ExamPaper;
use crate::session::exam::xapi::{
    ABANDONED, INITIALIZED, LAUNCHED, LiveResult, LiveStatement, TERMINATED, iso_duration,
};
use crate::session::log::{Mode, SessionLog, Stamp};
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
    log_path: Option<std::path::PathBuf>,
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
                    source: self.log_path.clone().map(|log| Source { log, number }),
                })
            })
            .collect();
        // A failed write is the outbox's to show (its status); the log is written already.
        let _ = self.outbox.push(&outgoing);
    }
}

impl Observer for Live {
    fn located(&mut self, path: Option<std::path::PathBuf>) {
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
