//! The attempt ledger: every exam attempt an instructor sealed, in the order sealed, kept next
//! to the logs (`.tallador-attempts.ledger`) and, on the instructor's machine, beside the
//! instructor's key, signed with that key. An attempt is known by its identity (its paper, its
//! trainee id and the attempt id drawn when it started, [`SessionLog::attempt_identity`]): a
//! second log with an identity already sealed is a conflict and is not sealed; the first seal
//! stands. An attempt's number is its place among its trainee's attempts on the paper in this
//! ledger, so neither the logs' clocks nor logs moved aside change it.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::seal::{self, InstructorKey, TrustedKeys};
use crate::session::log::{SessionLog, Stamp};
use crate::session::log_file::write_atomically;

/// The ledger's file name in a logs folder (hidden; not a `*.ron`, so no reader takes it for a
/// log).
pub const LEDGER_FILE: &str = ".tallador-attempts.ledger";

/// The instructor's own copy, beside the secret key.
pub const INSTRUCTOR_COPY: &str = "attempts.ledger";

/// One sealed attempt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Attempt", deny_unknown_fields)]
pub struct LedgerEntry {
    /// The paper's hash.
    pub paper: String,
    pub trainee_id: String,
    /// [`SessionLog::attempt_identity`].
    pub identity: String,
    /// The summary hash sealed.
    pub log_hash: String,
    /// When it was sealed, by the instructor's clock.
    pub sealed: Stamp,
    pub passed: bool,
}

impl LedgerEntry {
    fn line(&self) -> String {
        format!(
            "{}:{} {}:{} {}:{} {} {} {}",
            self.paper.len(),
            self.paper,
            self.trainee_id.len(),
            self.trainee_id,
            self.identity.len(),
            self.identity,
            self.log_hash,
            self.sealed,
            self.passed
        )
    }
}

/// The ledger as written: its entries and the signature of the instructor who wrote it last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Ledger", deny_unknown_fields)]
pub struct Ledger {
    pub format: u32,
    pub instructor: String,
    /// 64 hex digits.
    pub public_key: String,
    pub entries: Vec<LedgerEntry>,
    /// 128 hex digits over [`Ledger::signed_text`].
    pub signature: String,
}

/// Why a log cannot be entered in the ledger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The attempt with that identity sealed first.
    pub first: LedgerEntry,
}

/// Why a ledger file is not used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    #[error("{path}: the attempt ledger does not read: {why}")]
    Unreadable { path: PathBuf, why: String },
    #[error(
        "{path}: the attempt ledger's signature does not hold, or its key is not trusted: restore it from the instructor's copy"
    )]
    Untrusted { path: PathBuf },
    #[error("{path}: cannot write the attempt ledger: {why}")]
    Write { path: PathBuf, why: String },
}

impl Ledger {
    /// What the signature covers: every entry, one per line.
    pub fn signed_text(&self) -> String {
        let mut text = format!(
            "tallador-attempts\nformat={}\ninstructor={}:{}\npublic_key={}\n",
            self.format,
            self.instructor.len(),
            self.instructor,
            self.public_key.to_ascii_lowercase()
        );
        for entry in &self.entries {
            text += &entry.line();
            text.push('\n');
        }
        text
    }

    /// Reads the ledger at `path` (none there: an empty one); it must be signed by a key of
    /// `trusted`.
    pub fn load(path: &Path, trusted: &TrustedKeys) -> Result<Ledger, LedgerError> {
        if std::fs::symlink_metadata(path).is_err() {
            return Ok(Ledger::default());
        }
        let text = super::read::read_text(path, super::read::FileKind::Index).map_err(|why| {
            LedgerError::Unreadable {
                path: path.to_path_buf(),
                why: why.to_string(),
            }
        })?;
        let ledger: Ledger = ron::from_str(&text).map_err(|why| LedgerError::Unreadable {
            path: path.to_path_buf(),
            why: why.to_string(),
        })?;
        let latest = ledger.entries.iter().map(|entry| entry.sealed).max();
        let trusted_key = match latest {
            Some(latest) => trusted.trusts_at(&ledger.public_key, latest),
            None => trusted.find(&ledger.public_key).is_some(),
        };
        if !trusted_key
            || !seal::text_signature_valid(
                &ledger.public_key,
                &ledger.signed_text(),
                &ledger.signature,
            )
        {
            return Err(LedgerError::Untrusted {
                path: path.to_path_buf(),
            });
        }
        Ok(ledger)
    }

    /// Every entry of `self` and `other` (an entry in both once), in the order sealed.
    pub fn merged(mut self, other: Ledger) -> Ledger {
        for entry in other.entries {
            if !self.entries.contains(&entry) {
                self.entries.push(entry);
            }
        }
        self.entries.sort_by_key(|entry| entry.sealed);
        self
    }

    /// The entry sealed first with this identity on `paper`, whoever it names.
    pub fn find(&self, paper: &str, identity: &str) -> Option<&LedgerEntry> {
        self.entries
            .iter()
            .find(|entry| entry.paper == paper && entry.identity == identity)
    }

    /// The number `log` (on `paper`, of `trainee_id`) has as an attempt: the number it was
    /// entered with, or the next one. A log whose identity was sealed for another log is a
    /// [`Conflict`].
    pub fn number(&self, paper: &str, trainee_id: &str, log: &SessionLog) -> Result<u32, Conflict> {
        let identity = log.attempt_identity();
        if let Some(first) = self.find(paper, &identity)
            && first.log_hash != log.summary.hash
        {
            return Err(Conflict {
                first: first.clone(),
            });
        }
        let mut seen: Vec<&str> = Vec::new();
        for entry in &self.entries {
            if entry.paper == paper
                && super::names::same_trainee_id(&entry.trainee_id, trainee_id)
                && !seen.contains(&entry.identity.as_str())
            {
                seen.push(&entry.identity);
                if entry.identity == identity {
                    return Ok(u32::try_from(seen.len()).unwrap_or(u32::MAX));
                }
            }
        }
        Ok(u32::try_from(seen.len() + 1).unwrap_or(u32::MAX))
    }

    /// Enters a sealed attempt (once).
    pub fn enter(&mut self, entry: LedgerEntry) {
        if self.find(&entry.paper, &entry.identity).is_none() {
            self.entries.push(entry);
        }
    }

    /// Signs the ledger with `key` and writes it at `path`.
    pub fn write(&mut self, path: &Path, key: &InstructorKey) -> Result<(), LedgerError> {
        self.format = seal::SEAL_FORMAT;
        self.instructor.clone_from(&key.name);
        self.public_key = key.public().hex();
        self.signature = key.sign_text(&self.signed_text());
        let text =
            crate::session::pretty::pretty_ron(&*self, true).map_err(|why| LedgerError::Write {
                path: path.to_path_buf(),
                why: why.to_string(),
            })?;
        write_atomically(path, &text).map_err(|why| LedgerError::Write {
            path: path.to_path_buf(),
            why: why.to_string(),
        })
    }
}

/// The ledger next to the log at `log_path`.
pub fn beside(log_path: &Path) -> PathBuf {
    log_path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join(LEDGER_FILE)
}

/// Where the ledgers of one sealing are: next to the logs, and the instructor's copy.
#[derive(Clone, Debug, Default)]
pub struct Ledgers {
    /// The instructor's own copy (beside the secret key), when there is a folder for it.
    pub copy: Option<PathBuf>,
}

impl Ledgers {
    /// The ledger that decides a log at `log_path`: the one beside it and the instructor's
    /// copy, merged.
    pub fn load(&self, log_path: &Path, trusted: &TrustedKeys) -> Result<Ledger, LedgerError> {
        let mut ledger = Ledger::load(&beside(log_path), trusted)?;
        if let Some(copy) = &self.copy {
            ledger = ledger.merged(Ledger::load(copy, trusted)?);
        }
        Ok(ledger)
    }

    /// Writes `ledger` beside the log and into the instructor's copy.
    pub fn write(
        &self,
        log_path: &Path,
        ledger: &mut Ledger,
        key: &InstructorKey,
    ) -> Result<(), LedgerError> {
        ledger.write(&beside(log_path), key)?;
        if let Some(copy) = &self.copy {
            ledger.write(copy, key)?;
        }
        Ok(())
    }
}
