//! The certification subcommands: `instructor init|sign`, `seal`, `verify`,
//! `register`, `export xapi`, `grade`, and what `check` says about papers, seals and keys. A
//! thin layer over `session::exam`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::{BAD_INPUT, FINDINGS, OK};
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::session::exam::certificate::Certificate;
use crate::session::exam::paper::PaperFiles;
use crate::session::exam::register::{ExamEntry, Register};
use crate::session::exam::seal::{
    self, InstructorKey, Seal, SealStatus, SealedResult, Subject, TrustedKeys,
};
use crate::session::exam::{grade, xapi};
use crate::session::log::{Integrity, SessionLog, Stamp};

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

/// The school's trusted keys folder.
#[derive(Debug, Args)]
pub struct KeysArg {
    /// The folder of public keys (`*.pub`) the school trusts (default: the data folder's
    /// `keys/`).
    #[arg(id = "keys", long = "keys", value_name = "FOLDER")]
    pub keys_folder: Option<PathBuf>,
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

fn now() -> Stamp {
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

fn load_key(arg: &KeyArg) -> Result<InstructorKey, Diagnostic> {
    let path = key_path(arg)?;
    if !path.exists() {
        return Err(Diagnostic::new(
            &path.display().to_string(),
            None,
            "no instructor key here: create one with `tallador instructor init`",
        ));
    }
    InstructorKey::load(&path)
}

fn load_trusted(arg: &KeysArg) -> Result<TrustedKeys, Diagnostic> {
    let folder = match &arg.keys_folder {
        Some(folder) => folder.clone(),
        None => super::paths::keys_dir()
            .ok_or_else(|| tool("there is no data folder: give the keys with --keys FOLDER"))?,
    };
    TrustedKeys::load(&folder)
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
        InstructorCommand::Sign { paper, key } => {
            let key = load_key(&key)?;
            let files = PaperFiles::load(&paper, profiles)?;
            files.scenarios(profiles)?;
            let hash = seal::paper_hash(&files.text, &files.situations);
            let seal = key.seal(Subject::Paper, &hash, now(), None);
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

/// `tallador seal LOG... [--paper PAPER]`: seals each log's final hash; with a paper, grades
/// the log against it first and seals the result with it.
pub fn seal_logs(
    logs: &[PathBuf],
    paper: Option<&Path>,
    key: &KeyArg,
    keys: &KeysArg,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let key = load_key(key)?;
    let paper = match paper {
        Some(path) => {
            // The paper must be signed by a key the school trusts, or by this instructor.
            let mut trusted = match &keys.keys_folder {
                Some(_) => load_trusted(keys)?,
                None => TrustedKeys::default(),
            };
            trusted.keys.push(key.public());
            let signed = seal::load_paper_for_exam(path, profiles, &trusted)?;
            let hash = signed.hash();
            Some((signed.paper().clone(), hash))
        }
        None => None,
    };
    let mut code = OK;
    for path in logs {
        let name = path.display().to_string();
        let text = crate::session::load::read_text(path)?;
        let log = SessionLog::parse(&name, &text)?;
        if let altered @ Integrity::Altered(_) = log.verify() {
            let _ = writeln!(err, "{}", super::altered_diagnostic(&name, &text, altered));
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
        let result = paper.as_ref().map(|(paper, paper_hash)| {
            let graded = grade(paper, &log);
            SealedResult {
                paper: paper.title.clone(),
                paper_hash: paper_hash.clone(),
                passed: graded.passed(),
                correct: log.summary.correct,
                decisions: log.summary.decisions,
                valid_months: paper.valid_months.get(),
                attempts_allowed: paper.attempts.get(),
            }
        });
        if let Some((paper, _)) = &paper {
            let graded = grade(paper, &log);
            for criterion in &graded.criteria {
                let mark = if criterion.met() { "met" } else { "NOT met" };
                let _ = writeln!(out, "{name}: {mark}: {criterion}");
            }
        }
        let seal = key.seal(Subject::Log, &log.summary.hash, now(), result.clone());
        let written = seal.write_for(path).map_err(|e| tool(e.to_string()))?;
        let verdict = match &result {
            Some(result) if result.passed => {
                format!(", passed {:.1}%", result.score_percent())
            }
            Some(result) => format!(", failed {:.1}%", result.score_percent()),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "{name}: sealed by {}{verdict} (code {}, {})",
            key.name,
            seal.code(),
            written.display()
        );
    }
    Ok(code)
}

/// `tallador verify FILE...`: each log's chain and seal, each paper's seal.
pub fn verify(
    files: &[PathBuf],
    keys: &KeysArg,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let trusted = load_trusted(keys)?;
    let mut code = OK;
    for path in files {
        let name = path.display().to_string();
        let checked = crate::session::load::read_text(path).and_then(|text| {
            let seal = Seal::load_for(path)?;
            match diagnostic::ron_kind(&text) {
                "SessionLog" => {
                    let log = SessionLog::parse(&name, &text)?;
                    let status = seal::check_log(&log, seal.as_ref(), &trusted);
                    if let SealStatus::Altered(altered) = &status {
                        let _ =
                            writeln!(err, "{}", super::altered_diagnostic(&name, &text, *altered));
                    }
                    let result = sealed_result_text(seal.as_ref(), &status);
                    Ok(format!("{status}{result}")).map(|text| (status.is_sealed(), text))
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

/// `, passed 100.0% (PAPER)`: the result a seal that holds carries; empty otherwise.
fn sealed_result_text(seal: Option<&Seal>, status: &SealStatus) -> String {
    seal.filter(|_| status.is_sealed())
        .and_then(|seal| seal.result.as_ref())
        .map(|result| {
            format!(
                ", {} {:.1}% ({})",
                if result.passed { "passed" } else { "failed" },
                result.score_percent(),
                result.paper
            )
        })
        .unwrap_or_default()
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
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    logs_folder(folder)?;
    let trusted = load_trusted(keys)?;
    let register = Register::load_cached(folder, &trusted);
    for problem in &register.problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    let text = if csv {
        register.csv(today())
    } else {
        register.text(today())
    };
    let _ = write!(out, "{text}");
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
    logs_folder(&folder)?;
    let trusted = load_trusted(&keys)?;
    let register = Register::load_cached(&folder, &trusted);
    for problem in &register.problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    let entries: Vec<&ExamEntry> = register.rows.iter().flat_map(|row| &row.entries).collect();
    for entry in entries.iter().filter(|entry| !entry.status.is_sealed()) {
        let _ = writeln!(err, "left out: {}: {}", entry.path.display(), entry.status);
    }
    let json = xapi::json(entries.iter().copied(), &home_page)
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

/// `tallador grade LOG --paper PAPER`: grades without sealing (0 passed, 1 failed).
pub fn grade_log(
    log_path: &Path,
    paper_path: &Path,
    profiles: &Profiles,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let files = PaperFiles::load(paper_path, profiles)?;
    let log = SessionLog::load(log_path)?;
    let graded = grade(&files.paper, &log);
    for criterion in &graded.criteria {
        let mark = if criterion.met() { "met" } else { "NOT met" };
        let _ = writeln!(out, "{mark}: {criterion}");
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
    let passed = graded.passed();
    let _ = writeln!(
        out,
        "{}: {:.1}%",
        if passed { "passed" } else { "failed" },
        graded.score
    );
    Ok(if passed { OK } else { FINDINGS })
}

/// What `tallador check` says about an exam paper: it reads, its situations are found and
/// valid, and whether it is signed (the signature checked against its own key; trust is
/// `verify`'s).
pub fn check_paper(path: &Path, profiles: &Profiles) -> Result<String, Diagnostic> {
    let files = PaperFiles::load(path, profiles)?;
    let scenarios = files.scenarios(profiles)?;
    let seal = Seal::load_for(path)?;
    let hash = seal::paper_hash(&files.text, &files.situations);
    let signed = match seal {
        None => "unsigned".to_string(),
        Some(seal) if !seal.signature_valid() || seal.subject != Subject::Paper => {
            "its seal's signature does not match".to_string()
        }
        Some(seal) if seal.hash != hash => "changed after it was signed".to_string(),
        Some(seal) => format!("signed by {}", seal.instructor),
    };
    Ok(format!(
        "exam paper, {}, {} situation(s), {signed}",
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

/// `tallador verify --code CODE FOLDER`: finds the exam log whose seal has the code (a
/// certificate's) and checks it: 0 sealed and intact, 1 altered or unknown key, 2 bad input or
/// no such code.
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
    logs_folder(folder)?;
    let trusted = load_trusted(keys)?;
    let (logs, _) = crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
    let mut found = None;
    for path in logs {
        if !seal::seal_path(&path).exists() {
            continue;
        }
        match Seal::load_for(&path) {
            Ok(Some(seal))
                if seal.subject == Subject::Log && seal.code().replace('-', "") == wanted =>
            {
                found = Some((path, seal));
                break;
            }
            Ok(_) => {}
            Err(problem) => {
                let _ = writeln!(err, "warning: {problem}");
            }
        }
    }
    let Some((path, seal)) = found else {
        return Err(Diagnostic::new(
            &folder.display().to_string(),
            None,
            format!("no exam log here has a seal with the code {code}"),
        ));
    };
    let name = path.display().to_string();
    let text = crate::session::load::read_text(&path)?;
    let log = SessionLog::parse(&name, &text)?;
    let status = seal::check_log(&log, Some(&seal), &trusted);
    if let SealStatus::Altered(altered) = &status {
        let _ = writeln!(err, "{}", super::altered_diagnostic(&name, &text, *altered));
    }
    let result = sealed_result_text(Some(&seal), &status);
    let _ = writeln!(
        out,
        "{name}: {}, {}, {status}{result}",
        log.trainee,
        log.started.time().date_naive()
    );
    Ok(if status.is_sealed() { OK } else { FINDINGS })
}

/// `tallador certificate LOG`: the printable certificate of a passed, sealed exam (1 when the
/// log has none: not passed, unsealed, altered or an unknown key).
#[allow(clippy::too_many_arguments)]
pub fn certificate(
    log: &Path,
    keys: &KeysArg,
    school: &str,
    lang: crate::text::i18n::Lang,
    out_file: Option<&Path>,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let trusted = load_trusted(keys)?;
    // The log must read; that it has a certificate is the question.
    SessionLog::load(log)?;
    let certificate = match Certificate::for_log(log, &trusted, profiles, school) {
        Ok(certificate) => certificate,
        Err(why) => {
            let _ = writeln!(err, "{why}");
            return Ok(FINDINGS);
        }
    };
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
