//! Where a session log is written: one file per session in the logs folder, replaced after every
//! step through a temporary file in the same folder and a rename, so a crash or a killed process
//! leaves either the previous complete log or the new one, never half a file.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::log::{Mode, SessionLog, Stamp};
use crate::text::explain::{AsWriteFailure, WriteFailure};

/// Why the log could not be written. The session keeps everything in memory and tries again
/// at the next step.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    #[error("there is no data folder to write the session log to")]
    NoFolder,
    #[error("cannot create the folder {path}: {source}")]
    CreateFolder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write the session log {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot encode the session log: {0}")]
    Encode(#[from] ron::Error),
}

impl AsWriteFailure for LogError {
    fn write_failure(&self) -> WriteFailure<'_> {
        match self {
            LogError::NoFolder => WriteFailure::NoFolder,
            LogError::CreateFolder { path, source } => WriteFailure::CreateFolder { path, source },
            LogError::Write { path, source } => WriteFailure::Write { path, source },
            LogError::Encode(error) => WriteFailure::Encode(error),
        }
    }
}

/// The file of one session's log.
#[derive(Debug)]
pub struct LogFile {
    folder: Option<PathBuf>,
    /// Chosen at the first write (a free name in the folder).
    path: Option<PathBuf>,
    stem: String,
}

impl LogFile {
    /// A log in `folder` (normally [`Folders::logs`](crate::session::folders::Folders)), named
    /// after the start time, the trainee and the mode: `20260503-101500-ana-perez-practice.ron`.
    pub fn new(folder: Option<PathBuf>, started: Stamp, trainee: &str, mode: Mode) -> LogFile {
        let stem = format!(
            "{}-{}-{}",
            started.time().format("%Y%m%d-%H%M%S"),
            slug(trainee),
            mode.id()
        );
        LogFile {
            folder,
            path: None,
            stem,
        }
    }

    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The file, once it has been written once; before that, where it will go.
    pub fn path(&self) -> Option<PathBuf> {
        self.path.clone().or_else(|| {
            self.folder
                .as_ref()
                .map(|folder| folder.join(format!("{}.ron", self.stem)))
        })
    }

    /// Writes the whole log: a temporary file in the same folder, flushed, then renamed over
    /// the log.
    pub fn write(&mut self, log: &SessionLog) -> Result<PathBuf, LogError> {
        let folder = self.folder.clone().ok_or(LogError::NoFolder)?;
        std::fs::create_dir_all(&folder).map_err(|source| LogError::CreateFolder {
            path: folder.clone(),
            source,
        })?;
        let text = log.to_ron()?;
        let path = match &self.path {
            Some(path) => path.clone(),
            None => free_name(&folder, &self.stem),
        };
        write_atomically(&path, &text).map_err(|source| LogError::Write {
            path: path.clone(),
            source,
        })?;
        self.path = Some(path.clone());
        Ok(path)
    }
}

/// Replaces `path` with `text` the way logs are written: a temporary file in the same folder
/// (created if missing), flushed to disk, then renamed over `path`, so a reader sees the old
/// file or the new one, never half a file. Used for logs, quiz histories, the overview's CSV
/// and the inspector's case files and report.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    write_through_temporary(path, text, false)
}

/// [`write_atomically`] for a secret (an instructor's key): the temporary file is created
/// readable and writable by its owner only (on Unix), so the secret is never readable by others.
pub fn write_secret_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    write_through_temporary(path, text, true)
}

fn write_through_temporary(path: &Path, text: &str, owner_only: bool) -> std::io::Result<()> {
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |name| name.to_string_lossy().into_owned());
    let temporary = folder.join(format!(".{name}.tmp"));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    if owner_only {
        // A leftover temporary may have other permissions: start afresh.
        let _ = std::fs::remove_file(&temporary);
        options.create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
    }
    let mut file = options.open(&temporary)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    drop(file);
    if let Err(error) = std::fs::rename(&temporary, path) {
        let _ = std::fs::remove_file(&temporary);
        return Err(error);
    }
    Ok(())
}

/// `stem.ron`, or `stem-2.ron`, … when a log of that name exists already.
fn free_name(folder: &Path, stem: &str) -> PathBuf {
    let mut candidate = folder.join(format!("{stem}.ron"));
    let mut number = 2;
    while candidate.exists() {
        candidate = folder.join(format!("{stem}-{number}.ron"));
        number += 1;
    }
    candidate
}

/// A file-name-safe form of a name: transliterated to ASCII, lower-case letters and digits
/// joined by dashes.
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for ch in deunicode::deunicode(name).chars() {
        if ch.is_ascii_alphanumeric() {
            slug.push(ch.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "trainee".into()
    } else {
        slug.chars().take(40).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.csv");
        write_atomically(&path, "first\n").unwrap();
        write_atomically(&path, "second\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second\n");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["out.csv"]);
        // A missing folder is created; one that cannot be (a file is in the way) is an error.
        let nested = dir.path().join("new-folder").join("out.csv");
        write_atomically(&nested, "x").unwrap();
        assert_eq!(std::fs::read_to_string(&nested).unwrap(), "x");
        let blocked = dir.path().join("out.csv").join("inner.csv");
        assert!(write_atomically(&blocked, "x").is_err());
    }

    #[test]
    fn names_are_safe_for_every_file_system() {
        assert_eq!(slug("Ana Pérez"), "ana-perez");
        assert_eq!(slug("  ../../etc/passwd "), "etc-passwd");
        assert_eq!(slug("Ñandú  Núñez!"), "nandu-nunez");
        assert_eq!(slug("Łukasz Øster"), "lukasz-oster");
        assert_eq!(slug("李"), "li");
        assert_eq!(slug("¡¿!?"), "trainee");
    }
}
