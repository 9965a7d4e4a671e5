//! The exam's file edge: a paper and the scenario files it names, a folder's register, a
//! log's certificate, each read from disk here (as files of their kind, [`super::read`]); the
//! modules of the types themselves read no file, so a screen may name them.

use std::path::Path;

use chrono::NaiveDate;

use super::certificate::Certificate;
use super::names::Roster;
use super::paper::{ExamPaper, PaperFiles};
use super::read::FileKind;
use super::register::{ExamEntry, Register};
use super::seal::{Seal, TrustedKeys};
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::core::profile::field_position;
use crate::core::scenario::Scenario;
use crate::session::Mode;
use crate::session::index::IndexKey;
use crate::session::log::SessionLog;

/// The exam log at `path`: `None` for a file that is not a session log or not an exam's.
pub fn exam_log(path: &Path) -> Result<Option<SessionLog>, Diagnostic> {
    let text = super::read::read_text(path, FileKind::Log)?;
    if diagnostic::ron_kind(&text) != "SessionLog" {
        return Ok(None);
    }
    let log = SessionLog::parse(&path.display().to_string(), &text)?;
    Ok((log.mode == Mode::Exam).then_some(log))
}

impl PaperFiles {
    /// Reads a paper and every scenario file it names (relative to the paper's folder). A file
    /// that cannot be found is an error at the paper's `situations`.
    pub fn load(path: &Path, profiles: &Profiles) -> Result<PaperFiles, Diagnostic> {
        let name = path.display().to_string();
        let text = super::read::read_text(path, FileKind::Paper)?;
        let paper = ExamPaper::parse(&name, &text, profiles)?;
        let folder = path.parent().unwrap_or(Path::new("."));
        let mut situations = Vec::new();
        for file in paper.files() {
            let full = folder.join(file);
            let read = super::read::read_bytes(&full, FileKind::Scenario).map_err(|error| {
                let quoted = format!("\"{}\"", file.display());
                let position = text
                    .find(&quoted)
                    .map(|offset| Position::of_offset(&text, offset))
                    .or_else(|| field_position(&text, "situations"));
                Diagnostic::new(
                    &name,
                    position,
                    format!(
                        "the situation `{}` cannot be read ({}): {}",
                        file.display(),
                        full.display(),
                        error.message
                    ),
                )
                .because(
                    Problem::new("paper_situation_unreadable")
                        .with("path", file.display())
                        .because_of(&error),
                )
            })?;
            let scenario_text = diagnostic::decode_utf8(&full.display().to_string(), &read)?;
            situations.push((file.to_path_buf(), scenario_text));
        }
        Ok(PaperFiles {
            path: path.to_path_buf(),
            text,
            paper,
            situations,
        })
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

impl Register {
    /// Reads every exam log below `folder` with its seal, each decided afresh. Other logs and
    /// files are passed over; a log or a seal that does not read is listed in
    /// [`Register::problems`].
    pub fn load(folder: &Path, trusted: &TrustedKeys, roster: &Roster) -> Register {
        let (files, mut problems) =
            crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
        let mut entries = Vec::new();
        for path in files {
            let log = match exam_log(&path) {
                Ok(Some(log)) => log,
                Ok(None) => continue,
                Err(problem) => {
                    problems.push(problem);
                    continue;
                }
            };
            let seal = read_seal(&path, &mut problems);
            entries.push(ExamEntry::new(path, &log, seal.as_ref(), trusted, roster));
        }
        let mut register = Register::from_entries(entries);
        register.problems = problems;
        register
    }

    /// [`Register::load`] through the folder's index cache ([`crate::session::index`]),
    /// authenticated by `key`; the seals are read and verified afresh every time.
    pub fn load_cached(
        folder: &Path,
        trusted: &TrustedKeys,
        roster: &Roster,
        key: &IndexKey,
    ) -> Register {
        let indexed = crate::session::index::load(folder, key);
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
                roster,
            ));
        }
        let mut register = Register::from_entries(entries);
        register.problems = problems;
        register
    }
}

impl Certificate {
    /// The certificate of the log at `path`, as the register of its folder decides it (the
    /// attempts counted over the whole folder); otherwise why not, at the log.
    pub fn for_log(
        path: &Path,
        register: &Register,
        profiles: &Profiles,
        school: &str,
        today: NaiveDate,
    ) -> Result<Certificate, Diagnostic> {
        let name = path.display().to_string();
        let Some((row, entry)) = register.find(path) else {
            return Err(Diagnostic::at(
                &name,
                1,
                1,
                "no certificate: this is not an exam log of the register",
            )
            .because(Problem::new("certificate_not_in_register")));
        };
        let table = profiles
            .get(&entry.table)
            .map_or(entry.table.clone(), |profile| profile.name.clone());
        // The log keeps the exam's own scenario, titled after the paper in both languages.
        let exam_es = super::read::read_text(path, super::read::FileKind::Log)
            .ok()
            .and_then(|text| SessionLog::parse(&name, &text).ok())
            .and_then(|log| Scenario::parse(&name, log.scenario_text(), profiles).ok())
            .map(|scenario| scenario.title_es)
            .unwrap_or_default();
        Certificate::of(row, entry, today, school, &table, &exam_es).ok_or_else(|| {
            let allowed = entry.result.as_ref().map_or(0, |result| result.attempts_allowed);
            let (why, problem) = match entry.outcome() {
                "passed" if row.standing(today) != super::register::Standing::NotCertified => (
                    "passed, but a later pass or its refresher date decides the standing"
                        .to_string(),
                    Problem::new("certificate_superseded"),
                ),
                "passed" => (
                    format!("passed at attempt beyond the {allowed} the paper allows"),
                    Problem::new("certificate_beyond_attempts").with("allowed", allowed),
                ),
                other => (
                    other.to_string(),
                    Problem::new("certificate_not_passed").with("outcome", other),
                ),
            };
            Diagnostic::at(
                &name,
                1,
                1,
                format!(
                    "no certificate: the exam is {why} (only a passed exam sealed by a trusted key, within its attempts, has one)"
                ),
            )
            .because(problem)
        })
    }
}
