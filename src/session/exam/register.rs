//! The register: per trainee (by trainee id, not by spelling) and table kind, the latest
//! sealed exam result (passed or failed, score, date, instructor) and when a refresher is due.
//! Each exam log is decided by [`super::decide`] from the log and its seal alone: only a log
//! that is intact (its chain holds and its summary is its steps'), sealed by a trusted key,
//! unchanged since and sealed for the paper its header names counts; anything else is listed as
//! such and never counts as passed. The folder's index cache only saves reading: it is
//! authenticated by this machine's key, so no edit of it can add, rename or change a row.
//!
//! Attempts are the intact exam logs of one trainee id on one paper (copies of one log are one
//! attempt; altered copies none); a pass beyond the paper's attempts is shown and not
//! certified.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::{Months, NaiveDate};

use super::decide::{self, Basis, Decided, NotCounted};
use super::names::{self, Roster};
use super::seal::{Seal, SealStatus, SealedResult, TrustedKeys};
use crate::core::Category;
use crate::core::diagnostic::Diagnostic;
use crate::session::facts::LogDigest;
use crate::session::facts::LogFacts;
use crate::session::log::{PaperRef, SessionLog, Stamp};
use crate::session::pace::Pace;

/// One exam log with what was decided of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ExamEntry {
    pub path: PathBuf,
    /// The trainee's name as the log writes it (print it through [`names::shown`]).
    pub trainee: String,
    /// Who the attempt counts for ([`Roster::trainee_id`]).
    pub trainee_id: String,
    /// The table kind (profile id).
    pub table: String,
    pub started: Stamp,
    pub ended: Option<Stamp>,
    /// Every situation was played to its end.
    pub finished: bool,
    /// The paper the log's header names.
    pub paper: Option<PaperRef>,
    /// The header's hash.
    pub header_hash: String,
    /// The attempt's identity ([`SessionLog::attempt_identity`]): copies of one log are one
    /// attempt, and two logs of one identity are a conflict.
    pub identity: String,
    /// The summary's hash (what a seal signs): two logs of one attempt with different ones are
    /// a conflict.
    pub summary_hash: String,
    /// When it was sealed, by the instructor's clock (when the decision holds).
    pub sealed_at: Option<Stamp>,
    /// A committed exam's seed (once revealed) and commitment: fresh situations drawn from a
    /// fixed random source share them, or have a small seed.
    pub seed: Option<u64>,
    pub commitment: Option<String>,
    /// The log's chain holds and its summary is its steps'.
    pub intact: bool,
    /// What the seal shows.
    pub status: SealStatus,
    /// The decision ([`decide::decide`]).
    pub decision: Result<Decided, NotCounted>,
    /// The sealed result, only when the decision holds.
    pub result: Option<SealedResult>,
    pub pace: Pace,
    /// The seal's short code, when the decision holds.
    pub code: Option<String>,
    /// First-try mistakes per category, as every score counts them
    /// ([`crate::session::score::counted_in`]), in [`Category::ALL`] order.
    pub mistakes: Vec<(Category, u32)>,
}

impl ExamEntry {
    /// Decides `log` and its `seal` against the trusted keys.
    pub fn new(
        path: PathBuf,
        log: &SessionLog,
        seal: Option<&Seal>,
        trusted: &TrustedKeys,
        roster: &Roster,
    ) -> ExamEntry {
        ExamEntry::from_digest(path, &LogDigest::of(log), seal, trusted, roster)
    }

    /// [`ExamEntry::new`] from a log's digest (the authenticated index cache's).
    pub fn from_digest(
        path: PathBuf,
        digest: &LogDigest,
        seal: Option<&Seal>,
        trusted: &TrustedKeys,
        roster: &Roster,
    ) -> ExamEntry {
        let facts: &LogFacts = &digest.facts;
        let status =
            super::seal::check_chain(digest.integrity, &digest.summary_hash, seal, trusted);
        let decision = decide::decide_facts(facts, None, Basis::Sealed { seal, trusted });
        let (result, code) = match &decision {
            Ok(decided) => (Some(decided.result.clone()), decided.code.clone()),
            Err(_) => (None, None),
        };
        ExamEntry {
            path,
            trainee: digest.trainee.clone(),
            trainee_id: roster.trainee_id(&digest.trainee),
            table: digest.profile.clone(),
            started: digest.started,
            ended: digest.ended,
            finished: digest.finished,
            paper: digest.paper.clone(),
            header_hash: digest.header_hash.clone(),
            identity: facts.identity.clone(),
            seed: facts.seed,
            commitment: facts.commitment.clone(),
            summary_hash: digest.summary_hash.clone(),
            sealed_at: decision.as_ref().ok().and(seal).map(|seal| seal.time),
            intact: facts.intact(),
            status,
            decision,
            result,
            pace: digest.pace,
            code,
            mistakes: digest
                .categories
                .iter()
                .map(|score| (score.category, score.mistakes))
                .collect(),
        }
    }

    /// The sealed instructor, when the decision holds.
    pub fn instructor(&self) -> Option<&str> {
        self.decision
            .as_ref()
            .ok()
            .and_then(|decided| decided.instructor.as_deref())
    }

    /// The day of the exam, in the log's own time zone.
    pub fn date(&self) -> NaiveDate {
        self.started.time().date_naive()
    }

    /// `passed`, `failed`, `flagged` (passed but flagged, not accepted by the instructor),
    /// `not-graded` (sealed without a result), or why it does not count (`unsealed`,
    /// `altered`, `other-paper`, …).
    pub fn outcome(&self) -> &'static str {
        match &self.decision {
            Ok(decided) if decided.result.certifiable() => "passed",
            Ok(decided) if decided.result.passed => "flagged",
            Ok(_) => "failed",
            Err(not_counted) => not_counted.id(),
        }
    }

    /// A verified result that passed (and is not flagged, or was accepted).
    pub fn passed(&self) -> bool {
        self.outcome() == "passed"
    }

    /// The categories with mistakes, as `order 1; money 1` (empty without one).
    pub fn mistakes_text(&self) -> String {
        let parts: Vec<String> = self
            .mistakes
            .iter()
            .filter(|(_, count)| *count > 0)
            .map(|(category, count)| format!("{} {count}", category.id()))
            .collect();
        parts.join("; ")
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
    /// A sealed pass within the paper's attempts, valid until the refresher date.
    Certified { until: NaiveDate },
    /// The latest such pass is past its refresher date.
    RefresherDue { since: NaiveDate },
    /// No sealed pass within the paper's attempts.
    NotCertified,
}

/// One trainee at one table kind.
#[derive(Clone, Debug, PartialEq)]
pub struct RegisterRow {
    /// The trainee's name as the latest log writes it.
    pub trainee: String,
    pub trainee_id: String,
    pub table: String,
    /// Every exam log, oldest first.
    pub entries: Vec<ExamEntry>,
}

impl RegisterRow {
    /// The latest verified result (sealed, trusted, unchanged, graded): the one sealed last,
    /// by the instructor's clock (a log's own clock can be set back).
    pub fn latest_result(&self) -> Option<&ExamEntry> {
        self.entries
            .iter()
            .filter(|entry| entry.result.is_some())
            .max_by_key(|entry| (entry.sealed_at, entry.started))
    }

    /// The attempts on `paper` (its hash): intact exam logs naming it, one per identity (a
    /// copy, or a conflicting log, is the same attempt), in the order the instructor sealed
    /// them (unsealed ones after, by their own clocks): the logs' clocks never put a later
    /// attempt first.
    pub fn attempts_on(&self, paper: &str) -> Vec<&ExamEntry> {
        let mut candidates: Vec<&ExamEntry> = self
            .entries
            .iter()
            .filter(|entry| {
                entry.intact
                    && entry
                        .paper
                        .as_ref()
                        .is_some_and(|named| named.hash == paper)
            })
            .collect();
        candidates.sort_by(|a, b| {
            (a.sealed_at.is_none(), a.sealed_at, a.started).cmp(&(
                b.sealed_at.is_none(),
                b.sealed_at,
                b.started,
            ))
        });
        let mut seen: Vec<&str> = Vec::new();
        let mut attempts = Vec::new();
        for entry in candidates {
            if !seen.contains(&entry.identity.as_str()) {
                seen.push(&entry.identity);
                attempts.push(entry);
            }
        }
        attempts
    }

    /// Which attempt on its paper `entry` is (1 = the first): its place in the order sealed,
    /// or the number its seal gives from the attempt ledger, whichever is later.
    pub fn attempt_number(&self, entry: &ExamEntry) -> Option<usize> {
        let paper = &entry.paper.as_ref()?.hash;
        let place = self
            .attempts_on(paper)
            .iter()
            .position(|attempt| attempt.identity == entry.identity)
            .map(|index| index + 1)?;
        let sealed = entry
            .result
            .as_ref()
            .and_then(|result| result.attempt)
            .map_or(0, |number| number as usize);
        Some(place.max(sealed))
    }

    /// A verified pass within its paper's attempts.
    fn counts_as_pass(&self, entry: &ExamEntry) -> bool {
        let (true, Some(result)) = (entry.passed(), entry.result.as_ref()) else {
            return false;
        };
        self.attempt_number(entry)
            .is_some_and(|number| number <= result.attempts_allowed as usize)
    }

    /// The latest verified pass within its paper's attempts: what certifies.
    pub fn latest_pass(&self) -> Option<&ExamEntry> {
        self.entries
            .iter()
            .filter(|entry| self.counts_as_pass(entry))
            .max_by_key(|entry| (entry.sealed_at, entry.started))
    }

    /// Attempts on the paper of the latest result (or of the latest exam log): as many as it
    /// holds, or as the latest result's seal numbers it, whichever is more.
    pub fn attempts(&self) -> usize {
        let Some(shown) = self.shown() else {
            return 0;
        };
        let Some(paper) = shown.paper.as_ref() else {
            return 0;
        };
        let numbered = self
            .attempts_on(&paper.hash)
            .iter()
            .filter_map(|entry| self.attempt_number(entry))
            .max()
            .unwrap_or(0);
        self.attempts_on(&paper.hash).len().max(numbered)
    }

    /// The attempts the latest result's paper allows.
    pub fn attempts_allowed(&self) -> Option<u32> {
        self.latest_result()
            .and_then(|entry| entry.result.as_ref())
            .map(|result| result.attempts_allowed)
    }

    /// Exam logs that do not count: unsealed, altered, changed, unknown key, another paper….
    pub fn unverified(&self) -> impl Iterator<Item = &ExamEntry> {
        self.entries.iter().filter(|entry| entry.decision.is_err())
    }

    /// The row's standing on `today`.
    pub fn standing(&self, today: NaiveDate) -> Standing {
        match self.latest_pass().and_then(ExamEntry::refresher_due) {
            Some(due) if today < due => Standing::Certified { until: due },
            Some(due) => Standing::RefresherDue { since: due },
            None => Standing::NotCertified,
        }
    }

    /// Whether `entry` (of this row) is what certifies the trainee on `today`: a certificate is
    /// written for that one only.
    pub fn certifies(&self, entry: &ExamEntry, today: NaiveDate) -> bool {
        matches!(self.standing(today), Standing::Certified { .. })
            && self
                .latest_pass()
                .is_some_and(|pass| pass.path == entry.path)
    }

    /// What the row shows as its latest: the latest verified result, else the latest exam
    /// log's problem (`unsealed`, `altered`, …).
    pub fn shown(&self) -> Option<&ExamEntry> {
        self.latest_result().or(self.entries.last())
    }
}

/// The register of a folder of logs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Register {
    /// Sorted by trainee id, then table.
    pub rows: Vec<RegisterRow>,
    /// Files that could not be read (a log or a seal).
    pub problems: Vec<Diagnostic>,
}

/// A seed below this is small: the situations it draws are what `tallador generate --seed N`
/// gives for a number a person would type, known in advance. A seed from the system's random
/// source is below it once in four thousand million.
pub const SMALL_SEED: u64 = 1 << 32;

/// The CSV header of [`Register::csv`].
pub const CSV_HEADER: &str = "trainee,table,latest,score,date,instructor,paper,standing,refresher_due,attempts,attempts_allowed,unverified,mistakes";

impl Register {
    /// Groups exam entries by trainee id and table kind.
    pub fn from_entries(entries: Vec<ExamEntry>) -> Register {
        let mut rows: BTreeMap<(String, String), Vec<ExamEntry>> = BTreeMap::new();
        for entry in entries {
            rows.entry((entry.trainee_id.clone(), entry.table.clone()))
                .or_default()
                .push(entry);
        }
        Register {
            rows: rows
                .into_iter()
                .map(|((trainee_id, table), mut entries)| {
                    entries.sort_by(|a, b| a.started.cmp(&b.started).then(a.path.cmp(&b.path)));
                    mark_conflicts(&mut entries);
                    RegisterRow {
                        trainee: entries
                            .last()
                            .map_or_else(String::new, |entry| entry.trainee.clone()),
                        trainee_id,
                        table,
                        entries,
                    }
                })
                .collect(),
            problems: Vec::new(),
        }
    }

    /// The exam logs whose fresh situations betray a fixed random source: a small seed, or a
    /// seed or a commitment that another attempt shares. Each with its path, trainee and why.
    pub fn draw_flags(&self) -> Vec<(PathBuf, String, String)> {
        let entries: Vec<&ExamEntry> = self.rows.iter().flat_map(|row| &row.entries).collect();
        let mut flags = Vec::new();
        for entry in &entries {
            let others = |same: &dyn Fn(&ExamEntry) -> bool| {
                entries
                    .iter()
                    .filter(|other| other.identity != entry.identity && same(other))
                    .count()
            };
            let mut why = Vec::new();
            if let Some(seed) = entry.seed {
                if seed < SMALL_SEED {
                    why.push(format!(
                        "its situations were drawn with the small seed {seed}: they are what `tallador generate --seed {seed}` gives, known in advance"
                    ));
                }
                let sharing = others(&|other| other.seed == Some(seed));
                if sharing > 0 {
                    why.push(format!(
                        "its seed is the seed of {sharing} other attempt(s): a fixed random source"
                    ));
                }
            }
            if let Some(commitment) = &entry.commitment {
                let sharing = others(&|other| other.commitment.as_ref() == Some(commitment));
                if sharing > 0 {
                    why.push(format!(
                        "its commitment is the commitment of {sharing} other attempt(s): the same situations"
                    ));
                }
            }
            if !why.is_empty() {
                flags.push((entry.path.clone(), entry.trainee.clone(), why.join("; ")));
            }
        }
        flags
    }

    /// The exam logs that conflict with an attempt sealed first (one paper, one attempt id,
    /// another content), each with its path and trainee.
    pub fn conflicts(&self) -> Vec<(PathBuf, String)> {
        self.rows
            .iter()
            .flat_map(|row| &row.entries)
            .filter(|entry| entry.decision == Err(NotCounted::Conflict))
            .map(|entry| (entry.path.clone(), entry.trainee.clone()))
            .collect()
    }

    /// The row and entry of the log at `path`.
    pub fn find(&self, path: &Path) -> Option<(&RegisterRow, &ExamEntry)> {
        self.rows.iter().find_map(|row| {
            row.entries
                .iter()
                .find(|entry| entry.path == path)
                .map(|entry| (row, entry))
        })
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
                mistakes,
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
            if !mistakes.is_empty() {
                text += &format!(" | mistakes {mistakes}");
            }
            text.push('\n');
        }
        text
    }
}

/// Two logs of one attempt (one paper, one identity) with different contents: the one sealed
/// first stands (else the first by its clock), every other is a conflict and counts as nothing
/// but the attempt it shares.
fn mark_conflicts(entries: &mut [ExamEntry]) {
    let mut firsts: Vec<(String, String, String)> = Vec::new();
    let mut order: Vec<usize> = (0..entries.len()).collect();
    order.sort_by(|&a, &b| {
        let (a, b) = (&entries[a], &entries[b]);
        (a.sealed_at.is_none(), a.sealed_at, a.started, &a.path).cmp(&(
            b.sealed_at.is_none(),
            b.sealed_at,
            b.started,
            &b.path,
        ))
    });
    for index in order {
        let entry = &mut entries[index];
        let Some(paper) = entry.paper.as_ref().map(|paper| paper.hash.clone()) else {
            continue;
        };
        if !entry.intact {
            continue;
        }
        match firsts
            .iter()
            .find(|(first_paper, identity, _)| *first_paper == paper && *identity == entry.identity)
        {
            Some((_, _, hash)) if *hash != entry.summary_hash => {
                entry.decision = Err(NotCounted::Conflict);
                entry.result = None;
                entry.code = None;
            }
            Some(_) => {}
            None => firsts.push((paper, entry.identity.clone(), entry.summary_hash.clone())),
        }
    }
}

fn row_cells(row: &RegisterRow, today: NaiveDate) -> [String; 13] {
    let shown = row.shown();
    let result = shown.and_then(|entry| entry.result.as_ref());
    let (standing, due) = match row.standing(today) {
        Standing::Certified { until } => ("certified", until.to_string()),
        Standing::RefresherDue { since } => ("refresher-due", since.to_string()),
        Standing::NotCertified => ("not-certified", String::new()),
    };
    [
        names::shown(&row.trainee),
        names::shown(&row.table),
        shown.map_or("", ExamEntry::outcome).to_string(),
        result.map_or(String::new(), |result| {
            format!("{:.1}", result.score_percent())
        }),
        shown.map_or(String::new(), |entry| entry.date().to_string()),
        names::shown(shown.and_then(ExamEntry::instructor).unwrap_or_default()),
        result.map_or(String::new(), |result| names::shown(&result.paper)),
        standing.to_string(),
        due,
        row.attempts().to_string(),
        row.attempts_allowed()
            .map_or(String::new(), |allowed| allowed.to_string()),
        row.unverified().count().to_string(),
        shown
            .filter(|entry| entry.result.is_some())
            .map_or(String::new(), ExamEntry::mistakes_text),
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
