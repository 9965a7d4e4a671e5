//! The certification subcommands: `instructor init|sign`, `seal`, `verify`,
//! `register`, `export xapi`, `grade`, and what `check` says about papers, seals and keys. A
//! thin layer over `session::exam`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::exit::{BAD_INPUT, FINDINGS, OK, altered_diagnostic};
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::session::exam::certificate::Certificate;
use crate::session::exam::collect::{self, Sealer};
use crate::session::exam::ledger::{self, Ledgers};
use crate::session::exam::names::{self, Roster};
use crate::session::exam::paper::PaperFiles;
use crate::session::exam::read::{self, FileKind};
use crate::session::exam::register::{ExamEntry, Register, Standing};
use crate::session::exam::seal::{self, InstructorKey, Seal, SealStatus, Subject, TrustedKeys};
use crate::session::exam::{Basis, NotCounted, decide, xapi};
use crate::session::index::IndexKey;
use crate::session::log::{Integrity, SessionLog, Stamp};
use crate::session::lrs::register::RecordFlag;

/// Exit status of `verify --code`: the result is intact and sealed, but it does not certify
/// (failed, flagged, beyond the paper's attempts, or past its refresher date).
pub const NOT_CERTIFIED: i32 = 3;

/// `tallador instructor …`.
#[derive(Debug, Subcommand)]
pub enum InstructorCommand {
    /// Create the instructor's Ed25519 key pair (the secret key and a `.pub` file to give the
    /// school).
    Init {
        /// The instructor's name, as seals show it (default: the system's user name).
        #[arg(long, default_value = "")]
        name: String,
        /// The folder for the keys (default: $TALLADOR_INSTRUCTOR, else the data folder's
        /// `instructor/`).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Make a new key pair in place of the old one: the old public key is written as retired
    /// (still trusted for what it sealed before now), the old secret key set aside. Copy both
    /// `.pub` files into the school's keys folder.
    Rotate {
        /// The folder of the keys (default: $TALLADOR_INSTRUCTOR, else the data folder's
        /// `instructor/`).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Sign an exam paper (and the scenario files it names): writes `PAPER.seal`.
    Sign {
        paper: PathBuf,
        #[command(flatten)]
        key: KeyArg,
    },
}

/// The instructor's secret key file.
#[derive(Debug, Args)]
pub struct KeyArg {
    /// The secret key (default: `instructor.key` in the instructor folder).
    #[arg(id = "key", long = "key", value_name = "FILE")]
    pub path: Option<PathBuf>,
}

/// The school's trusted keys folder and roster: what the instructor's machine decides with.
#[derive(Debug, Args)]
pub struct KeysArg {
    /// The folder of public keys (`*.pub`) the school trusts (default: the data folder's
    /// `keys/`).
    #[arg(id = "keys", long = "keys", value_name = "FOLDER")]
    pub keys_folder: Option<PathBuf>,
    /// The school roster (`id,name` lines) that attempts are counted by (default: the data
    /// folder's `roster.csv` when there is one; else by the normalised name).
    #[arg(id = "roster", long = "roster", value_name = "FILE.csv")]
    pub roster: Option<PathBuf>,
}

/// `tallador export …`.
#[derive(Debug, Subcommand)]
pub enum ExportCommand {
    /// xAPI statements (cmi5 pattern) of the sealed exam results in a folder of logs, as JSON.
    Xapi {
        folder: PathBuf,
        #[command(flatten)]
        keys: KeysArg,
        /// The school's site: the trainees' xAPI accounts are named on it.
        #[arg(long, default_value = "https://tallador.invalid")]
        home_page: String,
        /// Write the JSON here instead of printing it.
        #[arg(long, value_name = "FILE.json")]
        out: Option<PathBuf>,
    },
}

pub(super) fn now() -> Stamp {
    Stamp::new(chrono::Local::now().fixed_offset())
}

fn tool(message: impl Into<String>) -> Diagnostic {
    Diagnostic::new("tallador", None, message)
}

fn key_path(arg: &KeyArg) -> Result<PathBuf, Diagnostic> {
    match &arg.path {
        Some(path) => Ok(path.clone()),
        None => super::paths::instructor_dir()
            .map(|dir| dir.join(seal::SECRET_KEY_FILE))
            .ok_or_else(|| tool("there is no data folder: give the key with --key FILE")),
    }
}

pub(super) fn load_key(arg: &KeyArg) -> Result<InstructorKey, Diagnostic> {
    let path = key_path(arg)?;
    if std::fs::symlink_metadata(&path).is_err() {
        return Err(Diagnostic::new(
            &path.display().to_string(),
            None,
            "no instructor key here: create one with `tallador instructor init`",
        ));
    }
    InstructorKey::load(&path)
}

/// The school's trusted keys; a key file that does not read is reported on `err` and skipped.
pub(super) fn load_trusted(arg: &KeysArg, err: &mut dyn Write) -> Result<TrustedKeys, Diagnostic> {
    let folder = match &arg.keys_folder {
        Some(folder) => folder.clone(),
        None => super::paths::keys_dir()
            .ok_or_else(|| tool("there is no data folder: give the keys with --keys FOLDER"))?,
    };
    let (trusted, problems) = TrustedKeys::load(&folder)?;
    for problem in problems {
        let _ = writeln!(err, "warning: key skipped: {problem}");
    }
    Ok(trusted)
}

/// The roster attempts are counted by: `--roster`, else the data folder's `roster.csv`, else
/// none (attempts by normalised name). A roster given that does not read is bad input.
fn load_roster(arg: &KeysArg) -> Result<Roster, Diagnostic> {
    load_roster_file(arg.roster.as_deref())
}

/// The roster at `path`, else the data folder's `roster.csv` when there is one, else none.
pub(super) fn load_roster_file(roster: Option<&Path>) -> Result<Roster, Diagnostic> {
    let (path, given) = match roster {
        Some(path) => (path.to_path_buf(), true),
        None => match super::paths::data_dir() {
            Some(dir) => (dir.join("roster.csv"), false),
            None => return Ok(Roster::default()),
        },
    };
    if !given && std::fs::symlink_metadata(&path).is_err() {
        return Ok(Roster::default());
    }
    let text = read::read_text(&path, FileKind::Roster)?;
    Roster::parse(&text)
        .map_err(|error| Diagnostic::at(&path.display().to_string(), error.line, 1, error.what))
}

/// This machine's index key (the data folder's), or one for this run.
pub(super) fn index_key() -> IndexKey {
    super::paths::data_dir().map_or_else(IndexKey::ephemeral, |dir| IndexKey::load_or_create(&dir))
}

/// The register of `folder`, as this machine decides it.
fn load_register(
    folder: &Path,
    keys: &KeysArg,
    err: &mut dyn Write,
) -> Result<Register, Diagnostic> {
    logs_folder(folder)?;
    let trusted = load_trusted(keys, err)?;
    let roster = load_roster(keys)?;
    let register = Register::load_cached(folder, &trusted, &roster, &index_key());
    for problem in &register.problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    Ok(register)
}

/// Reads a session log as a file of its kind (no FIFO, no device, no giant).
fn read_log(path: &Path) -> Result<(String, SessionLog), Diagnostic> {
    let text = read::read_text(path, FileKind::Log)?;
    let log = SessionLog::parse(&path.display().to_string(), &text)?;
    Ok((text, log))
}

/// `tallador instructor …`.
pub fn instructor(
    command: InstructorCommand,
    profiles: &Profiles,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    match command {
        InstructorCommand::Init { name, dir } => {
            let folder = match dir {
                Some(dir) => dir,
                None => super::paths::instructor_dir()
                    .ok_or_else(|| tool("there is no data folder: give one with --dir DIR"))?,
            };
            let name = match name.trim() {
                "" => std::env::var("USER")
                    .or_else(|_| std::env::var("USERNAME"))
                    .ok()
                    .filter(|user| !user.trim().is_empty())
                    .unwrap_or_else(|| "Instructor".to_string()),
                given => given.to_string(),
            };
            let name = names::check_name(&name)
                .map_err(|error| tool(format!("the instructor's name: {error}")))?;
            let key = InstructorKey::generate(&name).map_err(|e| tool(e.to_string()))?;
            let (secret, public) = key.write_new(&folder).map_err(|e| tool(e.to_string()))?;
            let _ = writeln!(out, "secret key: {}", secret.display());
            let _ = writeln!(
                out,
                "public key: {} (copy it into the school's keys folder)",
                public.display()
            );
            let _ = writeln!(out, "fingerprint: {}", key.public().fingerprint());
            Ok(OK)
        }
        InstructorCommand::Rotate { dir } => {
            let folder = match dir {
                Some(dir) => dir,
                None => super::paths::instructor_dir()
                    .ok_or_else(|| tool("there is no data folder: give one with --dir DIR"))?,
            };
            let (key, retired, public) =
                InstructorKey::rotate(&folder, now()).map_err(|e| tool(e.to_string()))?;
            let _ = writeln!(
                out,
                "retired public key: {} (trusted for what it sealed until now)",
                retired.display()
            );
            let _ = writeln!(out, "new public key: {}", public.display());
            let _ = writeln!(
                out,
                "copy both into the school's keys folder; the old secret key is set aside in {}: delete it once they are there",
                folder.display()
            );
            let _ = writeln!(out, "fingerprint: {}", key.public().fingerprint());
            Ok(OK)
        }
        InstructorCommand::Sign { paper, key } => {
            let key = load_key(&key)?;
            let files = PaperFiles::load(&paper, profiles)?;
            let seal = key.sign_paper(&files, profiles, now())?;
            let path = seal.write_for(&paper).map_err(|e| tool(e.to_string()))?;
            let _ = writeln!(
                out,
                "{}: signed by {} ({})",
                paper.display(),
                key.name,
                path.display()
            );
            Ok(OK)
        }
    }
}

/// `tallador seal LOG... [--paper PAPER] [--accept WHY]`: seals each log's final hash. With a
/// paper, each log is decided against it first ([`decide`]: taken on this paper, replayed
/// step by step) and the result is sealed with it; a log that is not this paper's result is
/// not sealed. A flagged result (a pace no person deals at) is sealed as flagged, and certifies
/// only when sealed with the instructor's `--accept` reason.
#[allow(clippy::too_many_arguments)]
pub fn seal_logs(
    logs: &[PathBuf],
    paper: Option<&Path>,
    accept: Option<&str>,
    key_arg: &KeyArg,
    keys: &KeysArg,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let key = load_key(key_arg)?;
    let accept = accept
        .map(|why| names::check_name(why).map_err(|error| tool(format!("--accept: {error}"))))
        .transpose()?;
    // The paper (and the attempt ledger) must be signed by a key the school trusts, or by this
    // instructor.
    let trusted = sealing_trust(&key, key_arg, keys, err)?;
    let paper = match paper {
        Some(path) => Some(seal::load_paper_for_exam(path, profiles, &trusted)?),
        None => None,
    };
    let roster = load_roster(keys)?;
    let sealer = Sealer {
        key: &key,
        trusted: &trusted,
        profiles,
        roster: &roster,
        ledgers: ledgers_of(key_arg)?,
        now: now(),
    };
    let mut code = OK;
    for path in logs {
        let name = path.display().to_string();
        let (text, log) = read_log(path)?;
        if let altered @ Integrity::Altered(_) = log.verify() {
            let _ = writeln!(err, "{}", altered_diagnostic(&name, &text, altered));
            let _ = writeln!(err, "{name}: not sealed");
            code = FINDINGS;
            continue;
        }
        if !log.summary.finished {
            let _ = writeln!(
                err,
                "warning: {name}: the session was not played to its end; sealed as it is"
            );
        }
        let (seal, result) = match &paper {
            Some(paper) => {
                let Some(result) =
                    decided_result(&name, &log, paper, profiles, accept.as_deref(), out, err)
                else {
                    code = FINDINGS;
                    continue;
                };
                match collect::seal_result(path, &log, result, &sealer) {
                    Ok((seal, result)) => (seal, Some(result)),
                    Err(why) => {
                        let _ = writeln!(err, "{name}: not sealed: {why}");
                        code = FINDINGS;
                        continue;
                    }
                }
            }
            None => {
                let seal = key.seal(Subject::Log, &log.summary.hash, sealer.now, None);
                seal.write_for(path).map_err(|e| tool(e.to_string()))?;
                (seal, None)
            }
        };
        let _ = writeln!(
            out,
            "{name}: sealed by {}{} (code {}, {})",
            names::shown(&key.name),
            sealed_verdict(result.as_ref()),
            seal.code(),
            seal::seal_path(path).display()
        );
    }
    Ok(code)
}

/// The attempt ledgers of a sealing: beside the logs, and the instructor's copy beside the key.
fn ledgers_of(key_arg: &KeyArg) -> Result<Ledgers, Diagnostic> {
    Ok(Ledgers {
        copy: key_path(key_arg)?
            .parent()
            .map(|folder| folder.join(ledger::INSTRUCTOR_COPY)),
    })
}

/// `, passed 97.2%, attempt 1 of 2` for a sealed result (nothing for an integrity seal).
fn sealed_verdict(result: Option<&seal::SealedResult>) -> String {
    let Some(result) = result else {
        return String::new();
    };
    let score = result.score_percent();
    let mut text = if result.certifiable() {
        format!(", passed {score:.1}%")
    } else if result.passed {
        format!(", passed {score:.1}% but flagged")
    } else {
        format!(", failed {score:.1}%")
    };
    if let Some(number) = result.attempt {
        text += &format!(", attempt {number} of {}", result.attempts_allowed);
    }
    text
}

/// The keys a seal trusts: the school's (with `--keys`), this instructor's own, and the keys
/// this instructor retired (they still vouch for the ledger they signed).
fn sealing_trust(
    key: &InstructorKey,
    key_arg: &KeyArg,
    keys: &KeysArg,
    err: &mut dyn Write,
) -> Result<TrustedKeys, Diagnostic> {
    let mut trusted = match &keys.keys_folder {
        Some(_) => load_trusted(keys, err)?,
        None => TrustedKeys::default(),
    };
    trusted.keys.push(key.public());
    if let Some(folder) = key_path(key_arg)?.parent()
        && let Ok((own, _)) = TrustedKeys::load(folder)
    {
        trusted.keys.extend(
            own.keys
                .into_iter()
                .filter(|own| own.retired.is_some() && own.name == key.name),
        );
    }
    Ok(trusted)
}

/// The result to seal for `log` on `paper`, its criteria and flags printed; `None` (and why,
/// on `err`) when the log is not this paper's result.
fn decided_result(
    name: &str,
    log: &SessionLog,
    paper: &seal::SignedPaper,
    profiles: &Profiles,
    accept: Option<&str>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Option<seal::SealedResult> {
    let decided = match decide(log, Basis::Paper { paper, profiles }) {
        Ok(decided) => decided,
        Err(why) => {
            let _ = writeln!(err, "{name}: not sealed: {why}");
            return None;
        }
    };
    if let Some(graded) = &decided.grade {
        for criterion in &graded.criteria {
            let mark = if criterion.met() { "met" } else { "NOT met" };
            let _ = writeln!(out, "{name}: {mark}: {criterion}");
        }
    }
    let mut result = decided.result;
    for flag in &result.flags {
        let _ = writeln!(out, "{name}: FLAGGED: {flag}");
    }
    if !result.flags.is_empty() {
        result.accepted = accept.map(str::to_string);
        if accept.is_none() {
            let _ = writeln!(
                err,
                "warning: {name}: flagged: not certified unless sealed again with --accept \"why it stands\""
            );
        }
    }
    Some(result)
}

/// `tallador verify FILE...`: each log's chain, summary and seal (naming the trainee, the
/// paper and the sealed result), each paper's seal.
pub fn verify(
    files: &[PathBuf],
    keys: &KeysArg,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let trusted = load_trusted(keys, err)?;
    let mut code = OK;
    for path in files {
        let name = path.display().to_string();
        let checked = read::read_text(path, FileKind::Log).and_then(|text| {
            let seal = Seal::load_for(path)?;
            match diagnostic::ron_kind(&text) {
                "SessionLog" => {
                    let log = SessionLog::parse(&name, &text)?;
                    if let Integrity::Altered(altered) = log.verify() {
                        let _ = writeln!(
                            err,
                            "{}",
                            altered_diagnostic(&name, &text, Integrity::Altered(altered))
                        );
                    }
                    Ok(log_verdict(&log, seal.as_ref(), &trusted))
                }
                "ExamPaper" => {
                    let files = PaperFiles::load(path, profiles)?;
                    let status = seal::check_paper(&files, seal.as_ref(), &trusted);
                    Ok((status.is_sealed(), format!("exam paper, {status}")))
                }
                _ => Err(Diagnostic::at(
                    &name,
                    1,
                    1,
                    "expected a session log `SessionLog(...)` or an exam paper `ExamPaper(...)`",
                )),
            }
        });
        match checked {
            Ok((sealed, text)) => {
                let _ = writeln!(out, "{name}: {text}");
                if !sealed && code == OK {
                    code = FINDINGS;
                }
            }
            Err(diagnostic) => {
                let _ = writeln!(err, "{diagnostic}");
                code = BAD_INPUT;
            }
        }
    }
    Ok(code)
}

/// What `verify` says of one log: who, on which paper, and what holds. `true` when the seal
/// holds (with a result, for that result's paper).
fn log_verdict(log: &SessionLog, seal: Option<&Seal>, trusted: &TrustedKeys) -> (bool, String) {
    let who = names::shown(&log.trainee);
    let paper = log
        .paper
        .as_ref()
        .map_or("no exam paper".to_string(), |paper| {
            names::shown(&paper.title)
        });
    let date = log.started.time().date_naive();
    let plain = || seal::check_log(log, seal, trusted);
    match decide(log, Basis::Sealed { seal, trusted }) {
        Ok(decided) => (
            true,
            format!(
                "{who}, {} {date}, {}, {}",
                log.mode.id(),
                paper,
                result_text(&decided.result, decided.instructor.as_deref())
            ),
        ),
        // A log sealed without a paper (an integrity seal): its seal may still hold.
        Err(NotCounted::NoPaper | NotCounted::NotExam | NotCounted::NotGraded)
            if plain().is_sealed() =>
        {
            (
                true,
                format!("{who}, {} {date}, {paper}, {}", log.mode.id(), plain()),
            )
        }
        Err(NotCounted::Seal(status)) => (
            false,
            format!("{who}, {} {date}, {paper}, {status}", log.mode.id()),
        ),
        Err(why) => (
            false,
            format!("{who}, {} {date}, {paper}, {why}", log.mode.id()),
        ),
    }
}

/// `passed 97.2% (sealed by Marta Ruiz)`, with what flags it.
fn result_text(result: &seal::SealedResult, instructor: Option<&str>) -> String {
    let verdict = if result.certifiable() {
        "passed"
    } else if result.passed {
        "passed but flagged"
    } else {
        "failed"
    };
    let mut text = format!("{verdict} {:.1}%", result.score_percent());
    if let Some(instructor) = instructor {
        text += &format!(", sealed by {}, intact", names::shown(instructor));
    }
    for flag in &result.flags {
        text += &format!(" [flag: {}]", names::shown(flag));
    }
    if let Some(why) = &result.accepted {
        text += &format!(" [accepted: {}]", names::shown(why));
    }
    text
}

/// A folder of logs, or bad input.
fn logs_folder(folder: &Path) -> Result<(), Diagnostic> {
    if folder.is_dir() {
        Ok(())
    } else {
        Err(Diagnostic::new(
            &folder.display().to_string(),
            None,
            "not a folder of session logs",
        ))
    }
}

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

/// `tallador register FOLDER`.
pub fn register(
    folder: &Path,
    keys: &KeysArg,
    csv: bool,
    lrs: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let register = load_register(folder, keys, err)?;
    if lrs {
        return super::lrs::register(&register, &load_roster(keys)?, csv, out);
    }
    let text = if csv {
        register.csv(today())
    } else {
        register.text(today())
    };
    let _ = write!(out, "{text}");
    let mut flags = register.draw_flags();
    flags.extend(
        register
            .conflicts()
            .into_iter()
            .map(|(path, trainee)| (path, trainee, NotCounted::Conflict.to_string())),
    );
    for (path, trainee, why) in &flags {
        let line = format!(
            "flag: {}, {}: {}",
            names::shown(trainee),
            path.display(),
            names::shown(why)
        );
        if csv {
            let _ = writeln!(err, "warning: {line}");
        } else {
            let _ = writeln!(out, "{line}");
        }
    }
    Ok(OK)
}

/// `tallador export …`.
pub fn export(
    command: ExportCommand,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let ExportCommand::Xapi {
        folder,
        keys,
        home_page,
        out: out_file,
    } = command;
    let home_page = xapi::check_home_page(&home_page).map_err(|error| tool(error.to_string()))?;
    let register = load_register(&folder, &keys, err)?;
    let roster = load_roster(&keys)?;
    let entries: Vec<&ExamEntry> = register.rows.iter().flat_map(|row| &row.entries).collect();
    for entry in &entries {
        match &entry.decision {
            Err(why) => {
                let _ = writeln!(err, "left out: {}: {why}", entry.path.display());
            }
            Ok(_) if !entry.finished => {
                let _ = writeln!(
                    err,
                    "left out: {}: the exam was not played to its end",
                    entry.path.display()
                );
            }
            Ok(_) => {}
        }
    }
    let json = xapi::json(entries.iter().copied(), &home_page, &roster)
        .map_err(|error| tool(format!("cannot encode the statements: {error}")))?;
    match out_file {
        Some(path) => {
            crate::session::log_file::write_atomically(&path, &json).map_err(|error| {
                Diagnostic::new(
                    &path.display().to_string(),
                    None,
                    format!("cannot write: {error}"),
                )
            })?;
        }
        None => {
            let _ = write!(out, "{json}");
        }
    }
    Ok(OK)
}

/// `tallador grade LOG --paper PAPER`: decides the log against the signed paper, without
/// sealing: 0 passed, 1 failed or not this paper's result.
pub fn grade_log(
    log_path: &Path,
    paper_path: &Path,
    keys: &KeysArg,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let trusted = load_trusted(keys, err)?;
    let paper = seal::load_paper_for_exam(paper_path, profiles, &trusted)?;
    let (_, log) = read_log(log_path)?;
    let decided = match decide(
        &log,
        Basis::Paper {
            paper: &paper,
            profiles,
        },
    ) {
        Ok(decided) => decided,
        Err(why) => {
            let _ = writeln!(out, "not graded: {why}");
            return Ok(FINDINGS);
        }
    };
    let Some(graded) = decided.grade else {
        return Ok(FINDINGS);
    };
    for criterion in &graded.criteria {
        let mark = if criterion.met() { "met" } else { "NOT met" };
        let _ = writeln!(out, "{mark}: {criterion}");
    }
    for flag in &decided.result.flags {
        let _ = writeln!(out, "FLAGGED: {flag}");
    }
    let pace = graded.pace;
    if let (Some(per_minute), Some(per_hour)) =
        (pace.decisions_per_minute(), pace.rounds_per_hour())
    {
        let _ = writeln!(
            out,
            "pace: {per_minute:.1} decisions per minute, {per_hour:.1} rounds per hour"
        );
    }
    let passed = decided.result.certifiable();
    let _ = writeln!(
        out,
        "{}: {:.1}%",
        if passed {
            "passed"
        } else if decided.result.passed {
            "passed but flagged"
        } else {
            "failed"
        },
        graded.score
    );
    Ok(if passed { OK } else { FINDINGS })
}

/// What `tallador check` says about an exam paper: it reads, its situations are found and
/// valid, and whether it is signed; the signer is named only when its key is one the school
/// trusts (the data folder's `keys/`), since anyone can make a key with any name.
pub fn check_paper(path: &Path, profiles: &Profiles) -> Result<String, Diagnostic> {
    let files = PaperFiles::load(path, profiles)?;
    let scenarios = files.scenarios(profiles)?;
    let seal = Seal::load_for(path)?;
    let trusted = super::paths::keys_dir()
        .and_then(|folder| TrustedKeys::load(&folder).ok())
        .map(|(trusted, _)| trusted)
        .unwrap_or_default();
    let signed = match seal::check_paper(&files, seal.as_ref(), &trusted) {
        SealStatus::Unsealed => "unsigned".to_string(),
        SealStatus::BadSignature => "its seal's signature does not match".to_string(),
        SealStatus::Changed => "changed after it was signed".to_string(),
        SealStatus::Sealed { instructor } => {
            format!("signed by {} (a trusted key)", names::shown(&instructor))
        }
        SealStatus::UnknownKey { fingerprint, .. } => {
            format!("signed with a key the school does not trust ({fingerprint})")
        }
        SealStatus::Altered(_) => "altered".to_string(),
    };
    let practice = if files.paper.pass_mark.get() < crate::session::exam::decide::MIN_PASS_MARK {
        format!(
            ", a practice paper (pass mark {}%, below {}%): it certifies nothing",
            files.paper.pass_mark.get(),
            crate::session::exam::decide::MIN_PASS_MARK
        )
    } else {
        String::new()
    };
    Ok(format!(
        "exam paper, {}, {} situation(s), {signed}{practice}",
        files.paper.table,
        scenarios.len()
    ))
}

/// What `tallador check` says about a seal file.
pub fn check_seal(name: &str, text: &str) -> Result<String, Diagnostic> {
    let seal = Seal::parse(name, text)?;
    if !seal.signature_valid() {
        return Err(Diagnostic::new(
            name,
            crate::core::profile::field_position(text, "signature"),
            "the signature does not match the seal's fields",
        ));
    }
    Ok(format!(
        "seal of a {}, by {}",
        match seal.subject {
            Subject::Log => "log",
            Subject::Paper => "paper",
            Subject::Course => "course",
        },
        seal.instructor
    ))
}

/// What `tallador check` says about a public key file.
pub fn check_public_key(name: &str, text: &str) -> Result<String, Diagnostic> {
    let key = seal::PublicKey::parse(name, text)?;
    Ok(format!("public key of {}, {}", key.name, key.fingerprint()))
}

/// The code as people type it, reduced to its 12 hex digits (`3f2a-9c01-77be`, `3F2A9C0177BE`).
fn code_digits(code: &str) -> Option<String> {
    let digits: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_lowercase();
    (digits.len() == 12 && digits.chars().all(|c| c.is_ascii_hexdigit())).then_some(digits)
}

/// `tallador verify --code CODE FOLDER`: every exam log whose seal has the code (a
/// certificate's), each checked as the register decides it: 0 when one is an intact, passed
/// result that certifies its trainee; [`NOT_CERTIFIED`] (3) when the result holds but does not
/// certify (failed, flagged, beyond its attempts, expired); 1 altered, changed or an unknown
/// key; 2 bad input or no such code.
pub fn verify_code(
    files: &[PathBuf],
    code: &str,
    keys: &KeysArg,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let wanted = code_digits(code).ok_or_else(|| {
        tool(format!(
            "`{code}` is not a verification code (12 hex digits, as 3f2a-9c01-77be)"
        ))
    })?;
    let [folder] = files else {
        return Err(tool("--code takes one folder of logs"));
    };
    let register = load_register(folder, keys, err)?;
    let flags = register.draw_flags();
    let (logs, _) = crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
    let today = today();
    let mut best = None::<i32>;
    for path in logs {
        match Seal::load_for(&path) {
            Ok(Some(seal))
                if seal.subject == Subject::Log && seal.code().replace('-', "") == wanted =>
            {
                let name = path.display().to_string();
                let (status, mut line) = match register.find(&path) {
                    Some((row, entry)) => {
                        // The school's LRS, when one is set here, is asked of a result that
                        // certifies by the sealed logs.
                        let word = if row.certifies(entry, today) {
                            super::lrs::word_on(&register, entry, &load_roster(keys)?)?
                        } else {
                            super::lrs::LrsWord::default()
                        };
                        code_verdict(row, entry, today, &word)
                    }
                    None => (FINDINGS, "not an exam log that reads".to_string()),
                };
                for (_, _, why) in flags.iter().filter(|(flagged, _, _)| *flagged == path) {
                    line += &format!(" [flag: {}]", names::shown(why));
                }
                let _ = writeln!(out, "{name}: {line}");
                // The best finding decides: one certifying result is the certificate's.
                best = Some(best.map_or(status, |seen| {
                    if rank(status) > rank(seen) {
                        status
                    } else {
                        seen
                    }
                }));
            }
            Ok(_) => {}
            Err(problem) => {
                let _ = writeln!(err, "warning: {problem}");
            }
        }
    }
    best.ok_or_else(|| {
        Diagnostic::new(
            &folder.display().to_string(),
            None,
            format!("no exam log here has a seal with the code {code}"),
        )
    })
}

/// Orders exit statuses from worst to best: altered (1) < not certified (3) < certified (0).
fn rank(status: i32) -> i32 {
    match status {
        OK => 2,
        NOT_CERTIFIED => 1,
        _ => 0,
    }
}

/// One log found by its code: its exit status and line.
fn code_verdict(
    row: &crate::session::exam::register::RegisterRow,
    entry: &ExamEntry,
    today: chrono::NaiveDate,
    lrs: &super::lrs::LrsWord,
) -> (i32, String) {
    let head = format!("{}, {}", names::shown(&entry.trainee), entry.date());
    match &entry.decision {
        Ok(decided) => {
            let mut line = format!(
                "{head}, {}, {}",
                names::shown(&decided.result.paper),
                result_text(&decided.result, decided.instructor.as_deref())
            );
            if let Some(RecordFlag::BeyondLimit {
                number, allowed, ..
            }) = &lrs.refused
            {
                line += &format!(
                    ", not certified: the school's LRS stored it as attempt {number} of the {allowed} the paper allows"
                );
                (NOT_CERTIFIED, line)
            } else if row.certifies(entry, today) {
                if let Standing::Certified { until } = row.standing(today) {
                    line += &format!(", certified until {until}");
                }
                for doubt in &lrs.doubts {
                    line += &format!(" [the school's LRS: {}]", names::shown(doubt));
                }
                (OK, line)
            } else {
                line += match row.standing(today) {
                    Standing::RefresherDue { .. } => ", not certified: refresher due",
                    _ if decided.result.certifiable() => {
                        ", not certified: beyond the attempts the paper allows, or a later result decides"
                    }
                    _ => ", not certified",
                };
                (NOT_CERTIFIED, line)
            }
        }
        Err(why) => (FINDINGS, format!("{head}, {why}")),
    }
}

/// `tallador certificate LOG`: the printable certificate of the exam log that certifies its
/// trainee, as the register of the log's folder decides it (1 otherwise: not passed, unsealed,
/// altered, an unknown key, beyond the paper's attempts).
#[allow(clippy::too_many_arguments)]
pub fn certificate(
    log: &Path,
    keys: &KeysArg,
    school: &str,
    (lang, accept): (crate::text::i18n::Lang, Option<&str>),
    out_file: Option<&Path>,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let accept = accept
        .map(|why| names::check_name(why).map_err(|error| tool(format!("--accept: {error}"))))
        .transpose()?;
    let school = match school.trim() {
        "" => String::new(),
        given => names::check_name(given).map_err(|error| tool(format!("--school: {error}")))?,
    };
    // The log must read; that it has a certificate is the question.
    read_log(log)?;
    // A bare file name is in the current folder, which the register names `./NAME`.
    let folder = log
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let log_in_folder = match log.file_name() {
        Some(name) => folder.join(name),
        None => log.to_path_buf(),
    };
    let log = log_in_folder.as_path();
    let register = load_register(folder, keys, err)?;
    let certificate = match Certificate::for_log(log, &register, profiles, &school, today()) {
        Ok(certificate) => certificate,
        Err(why) => {
            let _ = writeln!(err, "{why}");
            return Ok(FINDINGS);
        }
    };
    // What the school's LRS says of this result: an attempt it stored beyond the paper's
    // attempts has no certificate; anything it does not bear out blocks the certificate unless
    // the instructor accepts it with a reason, which is kept.
    let word = match register.find(log) {
        Some((_, entry)) => super::lrs::word_on(&register, entry, &load_roster(keys)?)?,
        None => super::lrs::LrsWord::default(),
    };
    if !super::lrs::clears(log, &certificate.code, &word, accept.as_deref(), (out, err))? {
        return Ok(FINDINGS);
    }
    let html = certificate.html(&crate::text::i18n::I18n::new(lang));
    let path = out_file.map_or_else(|| log.with_extension("certificate.html"), Path::to_path_buf);
    crate::session::log_file::write_atomically(&path, &html).map_err(|error| {
        Diagnostic::new(
            &path.display().to_string(),
            None,
            format!("cannot write: {error}"),
        )
    })?;
    let _ = writeln!(
        out,
        "{}: certificate of {} (code {}), {}",
        log.display(),
        certificate.trainee,
        certificate.code,
        path.display()
    );
    Ok(OK)
}
