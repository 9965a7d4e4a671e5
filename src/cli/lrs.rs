//! `tallador lrs set|test|status|send|forget` and the LRS half of `register --lrs`: the
//! school's Learning Record Store as a setting of the data folder, its queue, and the register
//! read back from it.

use std::io::{Read as _, Write};
use std::path::{Path, PathBuf};

use clap::Subcommand;

use super::OK;
use crate::core::diagnostic::Diagnostic;
use crate::session::exam::names::Roster;
use crate::session::exam::register::Register;
use crate::session::lrs::client::Client;
use crate::session::lrs::outbox::{self, send_waiting};
use crate::session::lrs::queue::{self, Queue};
use crate::session::lrs::register::{LrsRegister, LrsRow, RecordFlag, sealed_rows};
use crate::session::lrs::settings::LrsSettings;

/// Exit status of an LRS that cannot be reached or refuses the key.
const NOT_REACHED: i32 = 1;

/// `tallador lrs …`.
#[derive(Debug, Subcommand)]
pub enum LrsCommand {
    /// Sets the school's LRS, kept in the data folder's `lrs.ron` (readable by its owner only);
    /// the secret is never shown again.
    Set {
        /// The xAPI endpoint (`https://lrs.school.example/xapi/`).
        #[arg(long)]
        endpoint: String,
        /// The key the LRS gave the school (HTTP Basic's user).
        #[arg(long)]
        key: String,
        /// The secret (HTTP Basic's password); without it, the first line of standard input.
        #[arg(long)]
        secret: Option<String>,
        /// The school's site: the trainees' xAPI accounts are named on it.
        #[arg(long)]
        home_page: String,
        /// Send practice sessions too (exams are always sent).
        #[arg(long)]
        practice: bool,
    },
    /// Checks that the LRS answers and accepts the key.
    Test,
    /// The queue: statements sent, waiting and refused (with the LRS's answer).
    Status,
    /// Sends the waiting statements now.
    Send,
    /// Puts the statements the LRS refused back in the queue and sends them again (once what
    /// it refused them for is mended).
    Resend,
    /// Forgets the LRS (waiting statements stay, to be sent once it is set again).
    Forget,
}

fn tool(message: impl Into<String>) -> Diagnostic {
    Diagnostic::new("tallador", None, message)
}

pub(super) fn data_folder() -> Result<PathBuf, Diagnostic> {
    super::paths::data_dir().ok_or_else(|| tool("there is no data folder (set TALLADOR_DATA)"))
}

/// The LRS set in the data folder `data`.
pub(super) fn settings(data: &Path) -> Result<LrsSettings, Diagnostic> {
    queue::load_settings(data)
        .map_err(|error| tool(error.to_string()))?
        .ok_or_else(|| {
            tool("no LRS is set: `tallador lrs set --endpoint URL --key KEY --home-page URL`")
        })
}

pub(super) fn client(settings: LrsSettings) -> Client {
    Client::new(settings, outbox::REQUEST_TIMEOUT)
}

/// Runs `tallador lrs COMMAND`: a plain dispatcher.
pub fn lrs(command: LrsCommand, out: &mut dyn Write) -> Result<i32, Diagnostic> {
    let data = data_folder()?;
    match command {
        LrsCommand::Set {
            endpoint,
            key,
            secret,
            home_page,
            practice,
        } => {
            let secret = match secret {
                Some(secret) => secret,
                None => read_secret()?,
            };
            let settings = LrsSettings::new(&endpoint, &key, &secret, &home_page, practice)
                .map_err(|error| tool(error.to_string()))?;
            set(&data, &settings, out)
        }
        LrsCommand::Test => test(&data, out),
        LrsCommand::Status => status(&data, out),
        LrsCommand::Send => send(&data, out),
        LrsCommand::Resend => {
            let resent = Queue::in_data(&data)
                .resend_refused()
                .map_err(|error| tool(format!("the queue cannot be written: {error}")))?;
            let _ = writeln!(out, "{resent} refused statement(s) put back in the queue");
            send(&data, out)
        }
        LrsCommand::Forget => {
            queue::forget_settings(&data).map_err(|error| tool(error.to_string()))?;
            let _ = writeln!(
                out,
                "the LRS is forgotten; {}",
                Queue::in_data(&data).status().line()
            );
            Ok(OK)
        }
    }
}

/// `lrs set`: the settings saved, shown without the secret.
fn set(data: &Path, settings: &LrsSettings, out: &mut dyn Write) -> Result<i32, Diagnostic> {
    queue::save_settings(data, settings).map_err(|error| {
        Diagnostic::new(
            &data.display().to_string(),
            None,
            format!("the settings cannot be written: {error}"),
        )
    })?;
    let _ = write!(out, "{}", settings.shown());
    Ok(OK)
}

/// `lrs test`: the LRS answers and accepts the key.
fn test(data: &Path, out: &mut dyn Write) -> Result<i32, Diagnostic> {
    let settings = settings(data)?;
    let endpoint = settings.endpoint.clone();
    match client(settings).test() {
        Ok(about) => {
            let _ = writeln!(out, "the LRS at {endpoint} answers and accepts the key");
            let _ = writeln!(out, "about: {about}");
            Ok(OK)
        }
        Err(problem) => {
            let _ = writeln!(out, "the LRS at {endpoint}: {problem}");
            Ok(NOT_REACHED)
        }
    }
}

/// `lrs status`: the settings (never the secret) and the queue.
fn status(data: &Path, out: &mut dyn Write) -> Result<i32, Diagnostic> {
    let status = Queue::in_data(data).status();
    match queue::load_settings(data) {
        Ok(Some(settings)) => {
            let _ = write!(out, "{}", settings.shown());
        }
        Ok(None) => {
            let _ = writeln!(out, "no LRS is set");
        }
        Err(error) => {
            let _ = writeln!(out, "{error}");
        }
    }
    let _ = writeln!(out, "{}", status.line());
    for refusal in &status.refused {
        // Status 0: held here, never sent (its log does not bear it out).
        let _ = if refusal.status == 0 {
            writeln!(
                out,
                "not sent {} {} (held here): {}",
                refusal.verb, refusal.id, refusal.answer
            )
        } else {
            writeln!(
                out,
                "refused {} {} (HTTP {}): {}",
                refusal.verb, refusal.id, refusal.status, refusal.answer
            )
        };
    }
    Ok(OK)
}

/// `lrs send`: what waits, sent now.
fn send(data: &Path, out: &mut dyn Write) -> Result<i32, Diagnostic> {
    let queue = Queue::in_data(data);
    let pass = send_waiting(&queue, &client(settings(data)?), outbox::BATCH);
    let _ = writeln!(
        out,
        "stored {}, refused {}; {}",
        pass.stored,
        pass.refused,
        queue.status().line()
    );
    match pass.problem {
        Some(problem) => {
            let _ = writeln!(out, "{problem}");
            Ok(NOT_REACHED)
        }
        None => Ok(OK),
    }
}

fn read_secret() -> Result<String, Diagnostic> {
    let mut text = String::new();
    std::io::stdin()
        .take(4096)
        .read_to_string(&mut text)
        .map_err(|error| tool(format!("the secret cannot be read: {error}")))?;
    Ok(text.lines().next().unwrap_or_default().to_string())
}

/// `register --lrs`: the school's results from the LRS (attempts counted on every computer),
/// held against the sealed `register`: rows that differ, sealed attempts absent from the LRS,
/// clocks that do not fit its `stored` times. Exits 1 when something is flagged.
pub fn register(
    register: &Register,
    roster: &Roster,
    csv: bool,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let data = data_folder()?;
    let client = client(settings(&data)?);
    let statements = client
        .statements()
        .map_err(|problem| tool(format!("the LRS cannot be read: {problem}")))?;
    let lrs = LrsRegister::from_statements(&statements);
    let rows = lrs.rows();
    let sealed = sealed_rows(register, roster);
    if csv {
        let _ = writeln!(
            out,
            "trainee,account,paper,attempts,latest,score,sealed_attempts,sealed_latest,sealed_score"
        );
    }
    let mut mismatches = 0;
    for row in &rows {
        let here = sealed
            .iter()
            .find(|sealed| sealed.account == row.account && sealed.activity == row.activity);
        if here != Some(row) {
            mismatches += 1;
        }
        if csv {
            let (latest, score) = row.latest.clone().unwrap_or_default();
            let (sealed_latest, sealed_score) = here
                .and_then(|here| here.latest.clone())
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "{},{},{},{},{latest},{},{},{sealed_latest},{}",
                crate::session::exam::names::shown(&row.trainee).replace(',', " "),
                row.account,
                row.activity,
                row.attempts,
                score.unwrap_or_default(),
                here.map_or(0, |here| here.attempts),
                sealed_score.unwrap_or_default()
            );
        } else {
            let _ = writeln!(out, "{}", row.line());
            match here {
                Some(here) if here == row => {}
                Some(here) => {
                    let _ = writeln!(out, "  sealed here: {}", here.line());
                }
                None => {
                    let _ = writeln!(out, "  sealed here: none");
                }
            }
        }
    }
    mismatches += missing_from_lrs(&rows, &sealed, csv, out);
    let flagged = write_flags(&lrs, register, out);
    if mismatches > 0 && !csv {
        let _ = writeln!(
            out,
            "{mismatches} row(s) differ between the LRS and the sealed logs"
        );
    }
    Ok(if mismatches > 0 || flagged { 1 } else { OK })
}

/// The flags and notes of the LRS on the sealed `register`, each a line; whether any is a flag
/// (not a note).
fn write_flags(lrs: &LrsRegister, register: &Register, out: &mut dyn Write) -> bool {
    let flags = lrs.flags(register);
    for flag in &flags {
        let _ = writeln!(out, "{}", flag.line());
    }
    // The order the LRS stored the attempts in: every one of these is a flag.
    let record_flags = lrs.record_flags(register);
    for flag in &record_flags {
        let _ = writeln!(out, "{}", flag.line());
    }
    !record_flags.is_empty() || flags.iter().any(|flag| flag.is_flag())
}

/// The sealed rows the LRS does not have at all (each said, in text), how many.
fn missing_from_lrs(rows: &[LrsRow], sealed: &[LrsRow], csv: bool, out: &mut dyn Write) -> usize {
    let mut missing = 0;
    for here in sealed {
        if !rows
            .iter()
            .any(|row| row.account == here.account && row.activity == here.activity)
        {
            missing += 1;
            if !csv {
                let _ = writeln!(out, "not in the LRS: {}", here.line());
            }
        }
    }
    missing
}

/// What the school's LRS says of a sealed result.
#[derive(Debug, Default)]
pub struct LrsWord {
    /// Why it certifies nothing whatever the instructor says: the LRS stored its attempt
    /// beyond the paper's attempts ([`RecordFlag::BeyondLimit`]).
    pub refused: Option<RecordFlag>,
    /// What the LRS does not bear out: the certificate waits for the instructor's reason.
    pub doubts: Vec<String>,
}

/// What the school's LRS says of the sealed result `entry` of `register`: beyond its paper's
/// attempts in the order the LRS stored them (refused), or its row differs, or a flag or note
/// names its log or its trainee (statements that waited too: the LRS cannot vouch for their
/// time). Nothing when no LRS is set.
pub fn word_on(
    register: &Register,
    entry: &crate::session::exam::register::ExamEntry,
    roster: &Roster,
) -> Result<LrsWord, Diagnostic> {
    let Some(data) = super::paths::data_dir() else {
        return Ok(LrsWord::default());
    };
    let settings = match queue::load_settings(&data) {
        Ok(Some(settings)) => settings,
        Ok(None) => return Ok(LrsWord::default()),
        Err(error) => return Err(tool(error.to_string())),
    };
    let statements = match client(settings).statements() {
        Ok(statements) => statements,
        Err(problem) => {
            return Ok(LrsWord {
                refused: None,
                doubts: vec![format!(
                    "the school's LRS cannot be read to bear the result out: {problem}"
                )],
            });
        }
    };
    let lrs = LrsRegister::from_statements(&statements);
    Ok(LrsWord {
        refused: lrs.beyond_limit(entry),
        doubts: crate::session::lrs::register::doubts(&lrs, register, entry, roster),
    })
}

/// Whether what the LRS said of the result of `log` (`word`) lets its certificate (of `code`)
/// be written: never for an attempt the LRS stored beyond the paper's attempts; with doubts,
/// only with the instructor's reason `accept`, which is kept. Says why not on `err`.
pub fn clears(
    log: &Path,
    code: &str,
    word: &LrsWord,
    accept: Option<&str>,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> Result<bool, Diagnostic> {
    if let Some(refused) = &word.refused {
        let _ = writeln!(err, "{}", refused.line());
        let _ = writeln!(
            err,
            "{}: no certificate: the school's LRS has more attempts before this one than the paper allows",
            log.display()
        );
        return Ok(false);
    }
    if word.doubts.is_empty() {
        return Ok(true);
    }
    for doubt in &word.doubts {
        let _ = writeln!(err, "{doubt}");
    }
    let Some(why) = accept else {
        let _ = writeln!(
            err,
            "{}: no certificate: the school's LRS does not bear the result out; give the reason it stands with --accept \"why\"",
            log.display()
        );
        return Ok(false);
    };
    keep_acceptance(log, code, &word.doubts, why)?;
    let _ = writeln!(out, "accepted: {}", crate::session::exam::names::shown(why));
    Ok(true)
}

/// Keeps the instructor's reason for certifying what the LRS does not bear out, in the data
/// folder's `accepted.log` (one line each, appended).
pub fn keep_acceptance(
    log: &Path,
    code: &str,
    doubts: &[String],
    why: &str,
) -> Result<(), Diagnostic> {
    let data = data_folder()?;
    let path = data.join("accepted.log");
    let mut text = std::fs::read_to_string(&path).unwrap_or_default();
    text += &format!(
        "{} certificate {} (code {code}) accepted: {} [{}]\n",
        chrono::Local::now().fixed_offset().to_rfc3339(),
        log.display(),
        crate::session::exam::names::shown(why),
        doubts.join("; ")
    );
    crate::session::log_file::write_atomically(&path, &text)
        .map_err(|error| tool(format!("{}: cannot write: {error}", path.display())))
}
