//! Collect and seal: every exam log of a folder that is not sealed yet, decided against the
//! signed paper its header names ([`super::decide`]) and sealed with the instructor's key. What
//! it passes over is listed with the reason, so an instructor sees every exam log that did not
//! become a result. The window's "Collect and seal" is this function.

use std::path::{Path, PathBuf};

use super::decide::{Basis, NotCounted, decide};
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
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Skipped::AlreadySealed => f.write_str("already sealed"),
            Skipped::Running => f.write_str("the exam has not ended"),
            Skipped::Unreadable(problem) | Skipped::Paper(problem) => write!(f, "{problem}"),
            Skipped::NotCounted(why) => write!(f, "{why}"),
            Skipped::Write(why, _) => f.write_str(why),
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

/// Seals every exam log below `folder` that is not sealed yet, each decided against the paper
/// its source names, signed by a key of `trusted`, under `profiles`.
pub fn collect_and_seal(
    folder: &Path,
    key: &InstructorKey,
    trusted: &TrustedKeys,
    profiles: &Profiles,
    now: Stamp,
) -> Collected {
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
        match seal_one(&path, &log, key, trusted, profiles, now) {
            Ok(result) => collected.sealed.push((path, result)),
            Err(why) => collected.skipped.push((path, why)),
        }
    }
    collected
}

fn seal_one(
    path: &Path,
    log: &SessionLog,
    key: &InstructorKey,
    trusted: &TrustedKeys,
    profiles: &Profiles,
    now: Stamp,
) -> Result<SealedResult, Skipped> {
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
    let paper = seal::load_paper_for_exam(Path::new(paper_path), profiles, trusted)
        .map_err(Skipped::Paper)?;
    let decided = decide(
        log,
        Basis::Paper {
            paper: &paper,
            profiles,
        },
    )
    .map_err(Skipped::NotCounted)?;
    let seal = key.seal(
        Subject::Log,
        &log.summary.hash,
        now,
        Some(decided.result.clone()),
    );
    seal.write_for(path)
        .map_err(|error| Skipped::Write(error.to_string(), not_written(path, &error)))?;
    Ok(decided.result)
}
