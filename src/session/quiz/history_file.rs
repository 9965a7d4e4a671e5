//! A trainee's quiz history on disk: read, read for a quiz (an unreadable file set aside),
//! written atomically. The history's types are in [`super::history`].

use std::path::{Path, PathBuf};

use super::history::{History, HistoryError, HistoryProblem, Loaded, path_for};
use crate::core::diagnostic::Diagnostic;

/// The trainee's history from `folder` as it is on disk, touching nothing: a new one when there
/// is no file yet. For showing the history; a quiz reads it with [`load`].
pub fn read(folder: &Path, trainee: &str) -> Result<History, Diagnostic> {
    let path = path_for(folder, trainee);
    if !path.exists() {
        return Ok(History::new(trainee));
    }
    crate::session::load::read_text(&path)
        .and_then(|text| History::parse(&path.display().to_string(), &text))
}

/// The trainee's history for a quiz: [`read`], and a file that cannot be read is set aside as
/// `NAME.ron.unreadable` (so the next write does not destroy it) and reported; the quiz goes on
/// with a fresh history. When it cannot even be set aside, the history stays in memory
/// (`writable` is false) so the file is left as it was.
pub fn load(folder: &Path, trainee: &str) -> Loaded {
    match read(folder, trainee) {
        Ok(history) => Loaded {
            history,
            problem: None,
            writable: true,
        },
        Err(problem) => {
            let path = path_for(folder, trainee);
            let mut aside = path.clone().into_os_string();
            aside.push(".unreadable");
            let aside = PathBuf::from(aside);
            let (problem, writable) = match std::fs::rename(&path, &aside) {
                Ok(()) => (HistoryProblem::SetAside { problem, aside }, true),
                Err(source) => (HistoryProblem::Kept { problem, source }, false),
            };
            Loaded {
                history: History::new(trainee),
                problem: Some(problem),
                writable,
            }
        }
    }
}

/// Writes the history into `folder` atomically; returns the file.
pub fn save(folder: &Path, history: &History) -> Result<PathBuf, HistoryError> {
    let path = path_for(folder, &history.trainee);
    let text = history.to_ron()?;
    crate::session::log_file::write_atomically(&path, &text).map_err(|source| {
        HistoryError::Write {
            path: path.clone(),
            source,
        }
    })?;
    Ok(path)
}
