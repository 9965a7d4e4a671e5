//! A trainee's quiz history: for every item (each tableau cell, each kind of payout, …) how often
//! it was asked and answered right, how fast, and its Leitner box. One RON file per trainee in
//! the data folder's `quiz/` folder, replaced whole after every answer (temporary file, then
//! rename), so a crash never leaves half a file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::text::explain::{AsWriteFailure, WriteFailure};

/// The version of the history format this build writes and reads.
pub const HISTORY_FORMAT: u32 = 1;

/// What the trainee did with one item, over every session.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Item", deny_unknown_fields)]
pub struct ItemStats {
    /// Times asked, and how many of those were answered right.
    pub seen: u32,
    pub correct: u32,
    /// Leitner box: 1 (new, missed or slow) to [`super::schedule::BOXES`] (known cold).
    pub level: u8,
    /// The answer count (the history's clock) from which the item is due again.
    pub due: u64,
    /// The last answer: right, and its time.
    pub last_correct: bool,
    pub last_ms: u64,
    /// Sum of the response times, for the mean.
    pub total_ms: u64,
    /// The day of the last answer, on the trainee's clock (histories written before days were
    /// kept have none: their items are due by the answers' clock alone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_day: Option<chrono::NaiveDate>,
}

impl ItemStats {
    /// Share of right answers, 0.0 to 1.0; `None` before the first answer.
    pub fn accuracy(&self) -> Option<f64> {
        (self.seen > 0).then(|| f64::from(self.correct) / f64::from(self.seen))
    }

    pub fn mean_ms(&self) -> u64 {
        self.total_ms.checked_div(u64::from(self.seen)).unwrap_or(0)
    }
}

/// Everything the quiz remembers about one trainee.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "QuizHistory", deny_unknown_fields)]
pub struct History {
    pub format: u32,
    pub trainee: String,
    /// Answers given so far, in every session: the scheduler's clock.
    pub answers: u64,
    /// Per item key (`t5:5:4`, `pay:banca:cents`, …).
    pub items: BTreeMap<String, ItemStats>,
}

impl History {
    pub fn new(trainee: &str) -> History {
        History {
            format: HISTORY_FORMAT,
            trainee: trainee.to_string(),
            answers: 0,
            items: BTreeMap::new(),
        }
    }

    pub fn item(&self, key: &str) -> Option<&ItemStats> {
        self.items.get(key)
    }

    /// The history as written to disk.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        crate::session::pretty::pretty_ron(self, true)
    }

    /// Reads a history; `file` names it in messages (`FILE:LINE:COLUMN: what is wrong`).
    pub fn parse(file: &str, text: &str) -> Result<History, Diagnostic> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let history: History = ron::from_str(text)
            .map_err(|error| diagnostic::from_ron(file, &error, Position { line: 1, column: 1 }))?;
        if history.format != HISTORY_FORMAT {
            return Err(Diagnostic::new(
                file,
                crate::core::profile::field_position(text, "format"),
                format!(
                    "quiz history format {} is not known (this version reads format {HISTORY_FORMAT})",
                    history.format
                ),
            )
            .because(
                Problem::new("format_unknown")
                    .with("format", history.format)
                    .with("reads", HISTORY_FORMAT),
            ));
        }
        Ok(history)
    }
}

/// Where a trainee's history lives: `FOLDER/ana-perez.ron`.
pub fn path_for(folder: &Path, trainee: &str) -> PathBuf {
    folder.join(format!("{}.ron", super::super::log_file::slug(trainee)))
}

/// What [`load`] found.
#[derive(Debug)]
pub struct Loaded {
    pub history: History,
    pub problem: Option<HistoryProblem>,
    /// The history may be written back (false when an unreadable file is still in the way).
    pub writable: bool,
}

/// The history on disk could not be read; the quiz starts a fresh one.
#[derive(Debug, thiserror::Error)]
pub enum HistoryProblem {
    #[error("{problem}; it was moved to {}", aside.display())]
    SetAside { problem: Diagnostic, aside: PathBuf },
    #[error(
        "{problem}; it could not be moved aside ({source}), so this quiz's answers are not kept"
    )]
    Kept {
        problem: Diagnostic,
        source: std::io::Error,
    },
}

impl crate::text::explain::AsProblem for HistoryProblem {
    fn said(&self) -> crate::text::explain::Said<'_> {
        use crate::text::explain::Said;
        match self {
            HistoryProblem::SetAside { problem, aside } => Said::About(
                Problem::new("history_set_aside").with("aside", aside.display()),
                problem,
            ),
            HistoryProblem::Kept { problem, source } => {
                Said::About(Problem::new("history_kept").with("error", source), problem)
            }
        }
    }
}

/// Why the history could not be written (the quiz goes on; the next answer tries again).
#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    #[error("cannot write the quiz history {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot encode the quiz history: {0}")]
    Encode(#[from] ron::Error),
}

impl AsWriteFailure for HistoryError {
    fn write_failure(&self) -> WriteFailure<'_> {
        match self {
            HistoryError::Write { path, source } => WriteFailure::Write { path, source },
            HistoryError::Encode(error) => WriteFailure::Encode(error),
        }
    }
}
