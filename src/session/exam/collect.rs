//! Collect and seal: every exam log of a folder that is not sealed yet, decided against the
//! signed paper its header names ([`super::decide`]) and sealed with the instructor's key. What
//! it passes over is listed with the reason, so an instructor sees every exam log that did not
//! become a result. The window's "Collect and seal" is this function.

use std::path::{Path, PathBuf};

use super::decide::{self, Basis, NotCounted, decide};
use super::ledger::{Ledger, LedgerEntry, Ledgers};
use super::names::{self, Roster};
use super::seal::{self, InstructorKey, Seal, SealedResult, Subject, TrustedKeys};
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic, Problem};
use crate::session::log::{ScenarioSource, SessionLog, Stamp};

/// Why an exam log was not sealed.
#[derive(Clone, Debug, PartialEq)]
pub enum Skipped {
    /// It has a seal already.
    AlreadySealed,
    /// The exam has not ended (no end time): it may still be running.
    Running,
    /// The log, or its seal, does not read.
    Unreadable(Diagnostic),
    /// Its paper cannot be read or is not signed by a trusted key.
    Paper(Diagnostic),
    /// The deciding function refused it (altered, another paper, does not replay…).
    NotCounted(NotCounted),
    /// The seal could not be written: the English, and the same for the window.
    Write(String, Problem),
    /// The attempt ledger does not read, is not signed by a trusted key, or cannot be written.
    Ledger(String),
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Skipped::AlreadySealed => f.write_str("already sealed"),
            Skipped::Running => f.write_str("the exam has not ended"),
            Skipped::Unreadable(problem) | Skipped::Paper(problem) => write!(f, "{problem}"),
            Skipped::NotCounted(why) => write!(f, "{why}"),
            Skipped::Write(why, _) | Skipped::Ledger(why) => f.write_str(why),
        }
    }
}

/// Why the seal of the log at `path` could not be written, for the window.
fn not_written(path: &Path, error: &seal::KeyError) -> Problem {
    let seal = seal::seal_path(path).display().to_string();
    match error {
        seal::KeyError::Write { source, .. } => Problem::new("seal_not_written")
            .with("path", seal)
            .because(diagnostic::write_reason(source)),
        other => Problem::new("seal_not_written")
            .with("path", seal)
            .with("why", other),
    }
}

/// What Collect and seal did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Collected {
    pub sealed: Vec<(PathBuf, SealedResult)>,
    /// Exam logs passed over, with why (practice and quiz logs are not listed).
    pub skipped: Vec<(PathBuf, Skipped)>,
}

/// Who seals, with what, when: the instructor's key, the school's trusted keys, the table
/// rules, the roster attempts are counted by, the instructor's copy of the attempt ledger and
/// the sealing machine's clock.
pub struct Sealer<'a> {
    pub key: &'a InstructorKey,
    pub trusted: &'a TrustedKeys,
    pub profiles: &'a Profiles,
    pub roster: &'a Roster,
    pub ledgers: Ledgers,
    pub now: Stamp,
}

/// Seals every exam log below `folder` that is not sealed yet, each decided against the paper
/// its source names, signed by a key of `trusted`, under `profiles` (attempts counted by name,
/// no instructor's copy of the ledger: see [`collect_with`]).
pub fn collect_and_seal(
    folder: &Path,
    key: &InstructorKey,
    trusted: &TrustedKeys,
    profiles: &Profiles,
    now: Stamp,
) -> Collected {
    collect_with(
        folder,
        &Sealer {
            key,
            trusted,
            profiles,
            roster: &Roster::default(),
            ledgers: Ledgers::default(),
            now,
        },
    )
}

/// [`collect_and_seal`] by `sealer`.
pub fn collect_with(folder: &Path, sealer: &Sealer<'_>) -> Collected {
    let (files, _) = crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
    let mut collected = Collected::default();
    for path in files {
        let log = match super::load::exam_log(&path) {
            Ok(Some(log)) => log,
            Ok(None) => continue,
            Err(problem) => {
                collected.skipped.push((path, Skipped::Unreadable(problem)));
                continue;
            }
        };
        match seal_one(&path, &log, sealer) {
            Ok(result) => collected.sealed.push((path, result)),
            Err(why) => collected.skipped.push((path, why)),
        }
    }
    collected
}

fn seal_one(path: &Path, log: &SessionLog, sealer: &Sealer<'_>) -> Result<SealedResult, Skipped> {
    match Seal::load_for(path) {
        Ok(Some(_)) => return Err(Skipped::AlreadySealed),
        Ok(None) => {}
        Err(problem) => return Err(Skipped::Unreadable(problem)),
    }
    if log.ended.is_none() {
        return Err(Skipped::Running);
    }
    if log.paper.is_none() {
        return Err(Skipped::NotCounted(NotCounted::NoPaper));
    }
    let ScenarioSource::File {
        path: paper_path, ..
    } = &log.source
    else {
        return Err(Skipped::NotCounted(NotCounted::NoPaper));
    };
    let paper = seal::load_paper_for_exam(Path::new(paper_path), sealer.profiles, sealer.trusted)
        .map_err(Skipped::Paper)?;
    let decided = decide(
        log,
        Basis::Paper {
            paper: &paper,
            profiles: sealer.profiles,
        },
    )
    .map_err(Skipped::NotCounted)?;
    let (seal, result) = seal_result(path, log, decided.result, sealer)?;
    drop(seal);
    Ok(result)
}

/// What only the sealing machine can check of an exam log it is about to seal: the trainee's
/// name is one the window takes, the log is not dated in its future, and its attempt is not
/// one sealed already for another log (a conflict). Returns the ledger and the attempt's
/// number in it.
pub fn admit(
    path: &Path,
    log: &SessionLog,
    paper_hash: &str,
    sealer: &Sealer<'_>,
) -> Result<(Ledger, u32), Skipped> {
    names::check_name(&log.trainee)
        .map_err(|why| Skipped::NotCounted(NotCounted::Name(why.to_string())))?;
    if log.trainee.chars().count() > names::MAX_NAME_CHARS || log.trainee != log.trainee.trim() {
        return Err(Skipped::NotCounted(NotCounted::Name(
            "not as the window writes it".to_string(),
        )));
    }
    if decide::dated_after(log.started, log.ended, sealer.now) {
        return Err(Skipped::NotCounted(NotCounted::Future));
    }
    let ledger = sealer
        .ledgers
        .load(path, sealer.trusted)
        .map_err(|why| Skipped::Ledger(why.to_string()))?;
    let trainee_id = sealer.roster.trainee_id(&log.trainee);
    let number = ledger
        .number(paper_hash, &trainee_id, log)
        .map_err(|_| Skipped::NotCounted(NotCounted::Conflict))?;
    Ok((ledger, number))
}

/// Seals the decided `result` of the exam log at `path` (after [`admit`]): its attempt number
/// goes into the seal, the attempt into the ledger beside the log and the instructor's copy.
pub fn seal_result(
    path: &Path,
    log: &SessionLog,
    mut result: SealedResult,
    sealer: &Sealer<'_>,
) -> Result<(Seal, SealedResult), Skipped> {
    let (mut ledger, number) = admit(path, log, &result.paper_hash, sealer)?;
    result.attempt = Some(number);
    let seal = sealer.key.seal(
        Subject::Log,
        &log.summary.hash,
        sealer.now,
        Some(result.clone()),
    );
    ledger.enter(LedgerEntry {
        paper: result.paper_hash.clone(),
        trainee_id: sealer.roster.trainee_id(&log.trainee),
        identity: log.attempt_identity(),
        log_hash: log.summary.hash.clone(),
        sealed: sealer.now,
        passed: result.passed,
    });
    // The ledger first: a seal whose attempt the ledger lacks would let its number be given
    // twice.
    sealer
        .ledgers
        .write(path, &mut ledger, sealer.key)
        .map_err(|why| Skipped::Ledger(why.to_string()))?;
    seal.write_for(path)
        .map_err(|error| Skipped::Write(error.to_string(), not_written(path, &error)))?;
    Ok((seal, result))
}
