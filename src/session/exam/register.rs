//! The register: per trainee and table kind, the latest sealed exam result (passed or failed,
//! score, date, instructor) and when a refresher is due. Only a log that is intact, sealed by a
//! trusted key and unchanged since counts; an unsealed, altered or unknown-key exam log is
//! listed as such and never counts as passed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::{Months, NaiveDate};

use super::seal::{self, Seal, SealStatus, SealedResult, TrustedKeys};
use crate::core::diagnostic::{self, Diagnostic};
use crate::session::Mode;
use crate::session::index::LogDigest;
use crate::session::log::{SessionLog, Stamp};
use crate::session::pace::Pace;

/// One exam log with what its seal shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ExamEntry {
    pub path: PathBuf,
    pub trainee: String,
    /// The table kind (profile id).
    pub table: String,
    pub started: Stamp,
    pub ended: Option<Stamp>,
    pub status: SealStatus,
    /// The sealed result; only read from a seal whose status is [`SealStatus::Sealed`].
    pub result: Option<SealedResult>,
    pub pace: Pace,
    /// The seal's short code, when sealed.
    pub code: Option<String>,
}

impl ExamEntry {
    /// Reads what `log` and its `seal` show against the trusted keys.
    pub fn new(
        path: PathBuf,
        log: &SessionLog,
        seal: Option<&Seal>,
        trusted: &TrustedKeys,
    ) -> ExamEntry {
        ExamEntry::from_digest(path, &LogDigest::of(log), seal, trusted)
    }

    /// [`ExamEntry::new`] from a log's digest (the index cache's).
    pub fn from_digest(
        path: PathBuf,
        digest: &LogDigest,
        seal: Option<&Seal>,
        trusted: &TrustedKeys,
    ) -> ExamEntry {
        let status = seal::check_chain(digest.integrity, &digest.summary_hash, seal, trusted);
        let verified = status.is_sealed();
        ExamEntry {
            path,
            trainee: digest.trainee.clone(),
            table: digest.profile.clone(),
            started: digest.started,
            ended: digest.ended,
            result: seal
                .filter(|_| verified)
                .and_then(|seal| seal.result.clone()),
            code: seal.filter(|_| verified).map(Seal::code),
            status,
            pace: digest.pace,
        }
    }

    /// The sealed instructor, when the seal holds.
    pub fn instructor(&self) -> Option<&str> {
        match &self.status {
            SealStatus::Sealed { instructor } => Some(instructor),
            _ => None,
        }
    }

    /// The day of the exam, in the log's own time zone.
    pub fn date(&self) -> NaiveDate {
        self.started.time().date_naive()
    }

    /// `passed`, `failed`, `not-graded` (sealed without a result) or the seal's problem.
    pub fn outcome(&self) -> &'static str {
        match (&self.status, &self.result) {
            (SealStatus::Sealed { .. }, Some(result)) if result.passed => "passed",
            (SealStatus::Sealed { .. }, Some(_)) => "failed",
            (SealStatus::Sealed { .. }, None) => "not-graded",
            (status, _) => status.id(),
        }
    }

    /// A verified result that passed.
    pub fn passed(&self) -> bool {
        self.outcome() == "passed"
    }

    /// The day a refresher is due after this result (the paper's validity in months).
    pub fn refresher_due(&self) -> Option<NaiveDate> {
        let result = self.result.as_ref()?;
        self.date()
            .checked_add_months(Months::new(result.valid_months))
    }
}

/// Where a trainee stands at one table kind on a given day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// A sealed pass, valid until the refresher date.
    Certified { until: NaiveDate },
    /// The latest sealed pass is past its refresher date.
    RefresherDue { since: NaiveDate },
    /// No sealed pass.
    NotCertified,
}

/// One trainee at one table kind.
#[derive(Clone, Debug, PartialEq)]
pub struct RegisterRow {
    pub trainee: String,
    pub table: String,
    /// Every exam log, oldest first.
    pub entries: Vec<ExamEntry>,
}

impl RegisterRow {
    /// The latest verified result (sealed, trusted, unchanged, graded).
    pub fn latest_result(&self) -> Option<&ExamEntry> {
        self.entries
            .iter()
            .rev()
            .find(|entry| entry.result.is_some())
    }

    /// The latest verified pass.
    pub fn latest_pass(&self) -> Option<&ExamEntry> {
        self.entries.iter().rev().find(|entry| entry.passed())
    }

    /// Verified results on the paper of the latest one (each one an attempt at it).
    pub fn attempts(&self) -> usize {
        let Some(paper) = self
            .latest_result()
            .and_then(|entry| entry.result.as_ref())
            .map(|result| result.paper_hash.as_str())
        else {
            return 0;
        };
        self.entries
            .iter()
            .filter(|entry| entry.result.as_ref().is_some_and(|r| r.paper_hash == paper))
            .count()
    }

    /// The attempts the latest result's paper allows.
    pub fn attempts_allowed(&self) -> Option<u32> {
        self.latest_result()
            .and_then(|entry| entry.result.as_ref())
            .map(|result| result.attempts_allowed)
    }

    /// Exam logs that do not count: unsealed, altered, changed, unknown key, bad seal.
    pub fn unverified(&self) -> impl Iterator<Item = &ExamEntry> {
        self.entries
            .iter()
            .filter(|entry| !entry.status.is_sealed())
    }

    /// The row's standing on `today`.
    pub fn standing(&self, today: NaiveDate) -> Standing {
        match self.latest_pass().and_then(ExamEntry::refresher_due) {
            Some(due) if today < due => Standing::Certified { until: due },
            Some(due) => Standing::RefresherDue { since: due },
            None => Standing::NotCertified,
        }
    }

    /// What the row shows as its latest: the latest verified result, else the latest exam
    /// log's problem (`unsealed`, `altered`, …).
    pub fn shown(&self) -> Option<&ExamEntry> {
        self.latest_result().or(self.entries.last())
    }
}

/// The seal of the log at `path`. A seal that does not read is no seal (the log is listed as
/// unsealed) and a problem.
fn read_seal(path: &Path, problems: &mut Vec<Diagnostic>) -> Option<Seal> {
    Seal::load_for(path).unwrap_or_else(|problem| {
        problems.push(problem);
        None
    })
}

/// The register of a folder of logs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Register {
    /// Sorted by trainee, then table.
    pub rows: Vec<RegisterRow>,
    /// Files that could not be read (a log or a seal).
    pub problems: Vec<Diagnostic>,
}

/// The CSV header of [`Register::csv`].
pub const CSV_HEADER: &str = "trainee,table,latest,score,date,instructor,paper,standing,refresher_due,attempts,attempts_allowed,unverified";

impl Register {
    /// Groups exam entries by trainee and table kind.
    pub fn from_entries(entries: Vec<ExamEntry>) -> Register {
        let mut rows: BTreeMap<(String, String), Vec<ExamEntry>> = BTreeMap::new();
        for entry in entries {
            rows.entry((entry.trainee.clone(), entry.table.clone()))
                .or_default()
                .push(entry);
        }
        Register {
            rows: rows
                .into_iter()
                .map(|((trainee, table), mut entries)| {
                    entries.sort_by(|a, b| a.started.cmp(&b.started).then(a.path.cmp(&b.path)));
                    RegisterRow {
                        trainee,
                        table,
                        entries,
                    }
                })
                .collect(),
            problems: Vec::new(),
        }
    }

    /// Reads every exam log below `folder` with its seal. Other logs and files are passed
    /// over; a log or a seal that does not read is listed in [`Register::problems`].
    pub fn load(folder: &Path, trusted: &TrustedKeys) -> Register {
        let (files, mut problems) =
            crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
        let mut entries = Vec::new();
        for path in files {
            let Ok(text) = crate::session::load::read_text(&path) else {
                continue;
            };
            if diagnostic::ron_kind(&text) != "SessionLog" {
                continue;
            }
            let log = match SessionLog::parse(&path.display().to_string(), &text) {
                Ok(log) => log,
                Err(problem) => {
                    problems.push(problem);
                    continue;
                }
            };
            if log.mode != Mode::Exam {
                continue;
            }
            let seal = read_seal(&path, &mut problems);
            entries.push(ExamEntry::new(path, &log, seal.as_ref(), trusted));
        }
        let mut register = Register::from_entries(entries);
        register.problems = problems;
        register
    }

    /// [`Register::load`] through the folder's index cache ([`crate::session::index`]); the
    /// seals are read afresh every time.
    pub fn load_cached(folder: &Path, trusted: &TrustedKeys) -> Register {
        let indexed = crate::session::index::load(folder);
        let mut problems = indexed.problems;
        let mut entries = Vec::new();
        for (path, digest) in indexed.logs {
            if digest.mode != Mode::Exam {
                continue;
            }
            let seal = read_seal(&path, &mut problems);
            entries.push(ExamEntry::from_digest(
                path,
                &digest,
                seal.as_ref(),
                trusted,
            ));
        }
        let mut register = Register::from_entries(entries);
        register.problems = problems;
        register
    }

    /// The register as CSV ([`CSV_HEADER`]), standings on `today`.
    pub fn csv(&self, today: NaiveDate) -> String {
        let mut text = format!("{CSV_HEADER}\n");
        for row in &self.rows {
            let cells = row_cells(row, today);
            let line: Vec<String> = cells.iter().map(|cell| csv_cell(cell)).collect();
            text += &line.join(",");
            text.push('\n');
        }
        text
    }

    /// The register as text, one line per trainee and table.
    pub fn text(&self, today: NaiveDate) -> String {
        let mut text = String::new();
        for row in &self.rows {
            let [
                trainee,
                table,
                latest,
                score,
                date,
                instructor,
                paper,
                standing,
                due,
                attempts,
                allowed,
                unverified,
            ] = row_cells(row, today);
            text += &format!("{trainee} | {table} | {latest}");
            if !score.is_empty() {
                text += &format!(" {score}% on {date} by {instructor} ({paper})");
            } else if !date.is_empty() {
                text += &format!(" on {date}");
            }
            text += &format!(" | {standing}");
            if !due.is_empty() {
                text += &format!(" (refresher {due})");
            }
            if allowed.is_empty() {
                text += &format!(" | attempts {attempts}");
            } else {
                text += &format!(" | attempts {attempts} of {allowed}");
            }
            if unverified != "0" {
                text += &format!(" | not counted {unverified}");
            }
            text.push('\n');
        }
        text
    }
}

fn row_cells(row: &RegisterRow, today: NaiveDate) -> [String; 12] {
    let shown = row.shown();
    let result = shown.and_then(|entry| entry.result.as_ref());
    let (standing, due) = match row.standing(today) {
        Standing::Certified { until } => ("certified", until.to_string()),
        Standing::RefresherDue { since } => ("refresher-due", since.to_string()),
        Standing::NotCertified => ("not-certified", String::new()),
    };
    [
        row.trainee.clone(),
        row.table.clone(),
        shown.map_or("", ExamEntry::outcome).to_string(),
        result.map_or(String::new(), |result| {
            format!("{:.1}", result.score_percent())
        }),
        shown.map_or(String::new(), |entry| entry.date().to_string()),
        shown
            .and_then(ExamEntry::instructor)
            .unwrap_or_default()
            .to_string(),
        result.map_or(String::new(), |result| result.paper.clone()),
        standing.to_string(),
        due,
        row.attempts().to_string(),
        row.attempts_allowed()
            .map_or(String::new(), |allowed| allowed.to_string()),
        row.unverified().count().to_string(),
    ]
}

/// A CSV cell, quoted when it holds a comma, a quote or a line break; a leading `=`, `+`, `-`
/// or `@` is prefixed with `'` so a spreadsheet does not run it as a formula.
fn csv_cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}
