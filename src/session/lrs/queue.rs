//! The LRS's files in the data folder: the settings (`lrs.ron`) and the durable queue
//! (`lrs/`). A statement is written to `lrs/waiting/` (a temporary file, flushed and renamed,
//! like a log) before it is sent, and removed only once the LRS has stored it; one the LRS
//! refuses moves to `lrs/refused/` with the LRS's answer. A waiting file's name is its order
//! (the statement's time, the attempt, its place in the attempt) and its id, so the same
//! statement queued twice is one file, and the queue is sent in the order it happened.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::settings::{LrsSettings, SETTINGS_FILE, SettingsError};
pub use super::status::Source;
use super::status::{QueueStatus, Refusal};
use crate::session::exam::read::{FileKind, read_text};
use crate::session::log_file::{write_atomically, write_secret_atomically};

/// The settings of the data folder `data`; `Ok(None)` when the school set none.
pub fn load_settings(data: &Path) -> Result<Option<LrsSettings>, SettingsError> {
    let path = data.join(SETTINGS_FILE);
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(&path, FileKind::Seal)
        .map_err(|error| SettingsError::Unreadable(error.to_string(), Box::new(error)))?;
    LrsSettings::parse(&text).map(Some)
}

/// Saves `settings` in the data folder, readable by its owner only.
pub fn save_settings(data: &Path, settings: &LrsSettings) -> io::Result<()> {
    write_secret_atomically(&data.join(SETTINGS_FILE), &settings.to_ron())
}

/// Removes the settings (the queue stays, to be sent once settings are back).
pub fn forget_settings(data: &Path) -> io::Result<()> {
    match std::fs::remove_file(data.join(SETTINGS_FILE)) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// One statement on its way: its order in the queue, its id, its verb, its JSON and the log it
/// comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// Sorts as the statements happened: `TIME-ATTEMPT-NUMBER`.
    pub order: String,
    pub id: String,
    /// The verb's last word (`answered`).
    pub verb: String,
    pub json: String,
    /// The log the statement tells; `None` for a statement that names none (the sender
    /// refuses it: nothing here can say it is true).
    pub source: Option<Source>,
}

/// A waiting file of a statement with its source: the log, the place and the statement's text.
#[derive(Serialize, Deserialize)]
struct QueuedFile {
    log: PathBuf,
    number: u32,
    statement: String,
}

impl Outgoing {
    fn file_name(&self) -> String {
        format!("{}_{}_{}.json", self.order, self.verb, self.id)
    }

    /// The waiting file's text: the statement, with its source when it has one.
    fn file_text(&self) -> io::Result<String> {
        let Some(source) = &self.source else {
            return Ok(self.json.clone());
        };
        serde_json::to_string_pretty(&QueuedFile {
            log: source.log.clone(),
            number: source.number,
            statement: self.json.clone(),
        })
        .map_err(io::Error::other)
    }

    fn from_file(path: &Path) -> Option<Outgoing> {
        let stem = path.file_stem()?.to_str()?;
        let mut parts = stem.rsplitn(3, '_');
        let id = parts.next()?.to_string();
        let verb = parts.next()?.to_string();
        let order = parts.next()?.to_string();
        let text = read_text(path, FileKind::Paper).ok()?;
        let (json, source) = match serde_json::from_str::<QueuedFile>(&text) {
            Ok(file) => (
                file.statement,
                Some(Source {
                    log: file.log,
                    number: file.number,
                }),
            ),
            Err(_) => (text, None),
        };
        Some(Outgoing {
            order,
            id,
            verb,
            json,
            source,
        })
    }
}

/// The queue of one data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queue {
    folder: PathBuf,
}

impl Queue {
    /// The queue in the data folder `data` (`data/lrs/`).
    pub fn in_data(data: &Path) -> Queue {
        Queue {
            folder: data.join("lrs"),
        }
    }

    /// The data folder the queue is in (its roster, its settings).
    pub fn data_folder(&self) -> &Path {
        self.folder.parent().unwrap_or(&self.folder)
    }

    fn waiting_folder(&self) -> PathBuf {
        self.folder.join("waiting")
    }

    fn refused_folder(&self) -> PathBuf {
        self.folder.join("refused")
    }

    fn sent_file(&self) -> PathBuf {
        self.folder.join("sent")
    }

    /// Writes `statements` to the queue, each through a temporary file and a rename; a
    /// statement already waiting (the same order and id) is written over by itself.
    pub fn push(&self, statements: &[Outgoing]) -> io::Result<()> {
        let folder = self.waiting_folder();
        for statement in statements {
            write_atomically(&folder.join(statement.file_name()), &statement.file_text()?)?;
        }
        Ok(())
    }

    /// The waiting statements, in the order they happened (at most `limit`); a file that
    /// cannot be read is passed over (and stays, for the instructor to see), never blocking the
    /// others.
    pub fn waiting(&self, limit: usize) -> io::Result<Vec<Outgoing>> {
        Ok(self
            .waiting_names()?
            .iter()
            .filter_map(|path| Outgoing::from_file(path))
            .take(limit)
            .collect())
    }

    fn waiting_names(&self) -> io::Result<Vec<PathBuf>> {
        let mut names: Vec<PathBuf> = match std::fs::read_dir(self.waiting_folder()) {
            Ok(entries) => entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| {
                    path.extension()
                        .is_some_and(|extension| extension == "json")
                        && path
                            .file_name()
                            .and_then(|name| name.to_str())
                            .is_some_and(|name| !name.starts_with('.'))
                })
                .collect(),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(error) => return Err(error),
        };
        names.sort();
        Ok(names)
    }

    /// The LRS stored `statements`: they leave the queue and count as sent.
    pub fn stored(&self, statements: &[Outgoing]) -> io::Result<()> {
        let folder = self.waiting_folder();
        let mut removed = 0;
        for statement in statements {
            match std::fs::remove_file(folder.join(statement.file_name())) {
                Ok(()) => removed += 1,
                Err(error) if error.kind() == io::ErrorKind::NotFound => {}
                Err(error) => return Err(error),
            }
        }
        let sent = self.sent() + removed;
        write_atomically(&self.sent_file(), &format!("{sent}\n"))
    }

    /// The LRS refused `statement` with `status` and `answer`: it is kept in `refused/` with
    /// them and leaves the waiting statements.
    pub fn refuse(&self, statement: &Outgoing, status: u16, answer: &str) -> io::Result<()> {
        let refusal = Refusal {
            id: statement.id.clone(),
            verb: statement.verb.clone(),
            status,
            answer: answer.chars().take(600).collect(),
            statement: statement.json.clone(),
            source: statement.source.clone(),
        };
        let text = serde_json::to_string_pretty(&refusal).map_err(io::Error::other)?;
        write_atomically(
            &self
                .refused_folder()
                .join(format!("{}_{}.json", statement.order, statement.id)),
            &text,
        )?;
        match std::fs::remove_file(self.waiting_folder().join(statement.file_name())) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
            _ => Ok(()),
        }
    }

    /// Puts every refused statement back among the waiting ones, to be sent again (once what
    /// the LRS refused them for is mended); returns how many.
    pub fn resend_refused(&self) -> io::Result<usize> {
        let Ok(entries) = std::fs::read_dir(self.refused_folder()) else {
            return Ok(0);
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| {
                path.extension()
                    .is_some_and(|extension| extension == "json")
            })
            .collect();
        paths.sort();
        let mut resent = 0;
        for path in paths {
            let Some(order) = path
                .file_stem()
                .and_then(|stem| stem.to_str())
                .and_then(|stem| stem.rsplit_once('_'))
                .map(|(order, _)| order.to_string())
            else {
                continue;
            };
            let Ok(text) = read_text(&path, FileKind::Paper) else {
                continue;
            };
            let Ok(refusal) = serde_json::from_str::<Refusal>(&text) else {
                continue;
            };
            self.push(&[Outgoing {
                order,
                id: refusal.id,
                verb: refusal.verb,
                json: refusal.statement,
                source: refusal.source,
            }])?;
            std::fs::remove_file(&path)?;
            resent += 1;
        }
        Ok(resent)
    }

    /// The attempt whose log header is `header` had its end (`terminated` or `abandoned`)
    /// queued: a file in `lrs/ended/`.
    pub fn mark_ended(&self, header: &str) -> io::Result<()> {
        write_atomically(&self.ended_file(header), "ended\n")
    }

    /// Whether the end of the attempt of `header` was queued.
    pub fn has_ended(&self, header: &str) -> bool {
        self.ended_file(header).exists()
    }

    fn ended_file(&self, header: &str) -> PathBuf {
        let name: String = header
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(64)
            .collect();
        self.folder.join("ended").join(name)
    }

    /// How many statements the LRS stored from this queue.
    pub fn sent(&self) -> u64 {
        std::fs::read_to_string(self.sent_file())
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or(0)
    }

    /// The refused statements, oldest first.
    pub fn refused(&self) -> Vec<Refusal> {
        let Ok(entries) = std::fs::read_dir(self.refused_folder()) else {
            return Vec::new();
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| {
                path.extension()
                    .is_some_and(|extension| extension == "json")
            })
            .collect();
        paths.sort();
        paths
            .iter()
            .filter_map(|path| {
                let text = read_text(path, FileKind::Paper).ok()?;
                serde_json::from_str(&text).ok()
            })
            .collect()
    }

    /// Sent, waiting and refused (the last problem is the sender's to tell).
    pub fn status(&self) -> QueueStatus {
        QueueStatus {
            sent: self.sent(),
            waiting: self.waiting_names().map_or(0, |names| names.len()),
            refused: self.refused(),
            last_problem: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outgoing(order: &str, id: &str) -> Outgoing {
        Outgoing {
            order: order.into(),
            id: id.into(),
            verb: "answered".into(),
            json: format!("{{\"id\":\"{id}\"}}"),
            source: None,
        }
    }

    #[test]
    fn statements_wait_in_the_order_they_happened_and_one_twice_is_one() {
        let dir = tempfile::tempdir().unwrap();
        let queue = Queue::in_data(dir.path());
        queue
            .push(&[outgoing("0002-a-00001", "b"), outgoing("0001-a-00000", "a")])
            .unwrap();
        queue.push(&[outgoing("0002-a-00001", "b")]).unwrap();
        let waiting = queue.waiting(10).unwrap();
        let ids: Vec<&str> = waiting.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(waiting[0], outgoing("0001-a-00000", "a"));
        // No temporary file is left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path().join("lrs/waiting"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }

    #[test]
    fn stored_statements_leave_and_count_refused_ones_keep_the_answer() {
        let dir = tempfile::tempdir().unwrap();
        let queue = Queue::in_data(dir.path());
        let (a, b, c) = (
            outgoing("1-x-0", "a"),
            outgoing("1-x-1", "b"),
            outgoing("1-x-2", "c"),
        );
        queue.push(&[a.clone(), b.clone(), c.clone()]).unwrap();
        queue.stored(&[a.clone(), b]).unwrap();
        queue.refuse(&c, 400, "raw is out-of-bounds").unwrap();
        let status = queue.status();
        assert_eq!((status.sent, status.waiting), (2, 0));
        assert_eq!(status.refused.len(), 1);
        assert_eq!(status.refused[0].id, "c");
        assert_eq!(status.refused[0].status, 400);
        assert_eq!(status.refused[0].answer, "raw is out-of-bounds");
        assert_eq!(status.refused[0].statement, c.json);
        assert_eq!(status.line(), "sent 2, waiting 0, refused 1");
        // Stored twice (a lost answer): counted once.
        queue.stored(&[a]).unwrap();
        assert_eq!(queue.sent(), 2);
    }

    #[test]
    fn a_waiting_file_that_cannot_be_read_blocks_no_other() {
        let dir = tempfile::tempdir().unwrap();
        let queue = Queue::in_data(dir.path());
        // A folder planted where a statement should be, first in the order.
        std::fs::create_dir_all(
            dir.path()
                .join("lrs/waiting/0000-a-000000_answered_bad.json"),
        )
        .unwrap();
        queue.push(&[outgoing("0001-a-000001", "good")]).unwrap();
        let waiting = queue.waiting(1).unwrap();
        assert_eq!(waiting.len(), 1);
        assert_eq!(waiting[0].id, "good");
    }

    #[test]
    fn settings_are_saved_owner_only_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(load_settings(dir.path()).unwrap(), None);
        let settings = LrsSettings::new(
            "http://127.0.0.1:9/xapi",
            "school",
            "secret",
            "https://school.example",
            false,
        )
        .unwrap();
        save_settings(dir.path(), &settings).unwrap();
        assert_eq!(load_settings(dir.path()).unwrap(), Some(settings));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(SETTINGS_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o077, 0, "{mode:o}");
        }
        forget_settings(dir.path()).unwrap();
        assert_eq!(load_settings(dir.path()).unwrap(), None);
    }
}
