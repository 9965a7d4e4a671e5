//! The loader: reads profiles, scenarios and other text files from disk into the core's types.
//! The core parses text and never opens a file; this is the one place below the shells that
//! walks folders and reads files for it (logs have their own file, `log_file`).

use std::path::{Path, PathBuf};

use super::facts::LogDigest;
use super::library::{Library, LibraryEntry, MAX_DEPTH, Origin};
use super::log::SessionLog;
use super::overview::Overview;
use crate::core::diagnostic::{self, Diagnostic, Problem};
use crate::core::scenario::Scenario;
use crate::core::{Profile, Profiles};

/// Reads a file as UTF-8 text, with the file name in any error; a FIFO, a device or a file
/// too large for text is refused ([`super::exam::read`]).
pub fn read_text(path: &Path) -> Result<String, Diagnostic> {
    super::exam::read::read_text(path, super::exam::read::FileKind::Text)
}

/// Every `*.ron` file at or below `root`, sorted (a file given as `root` is taken whatever its
/// name), at most `max_depth` folders down. A folder that cannot be read is reported; a missing
/// `root` is not (nothing was put there yet).
pub fn ron_files(root: &Path, max_depth: usize) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    files_with(root, max_depth, &["ron"])
}

/// The files below `root` whose names end in one of `extensions` (the root itself when it is
/// a file), in name order, and the folders that could not be read.
pub fn files_with(
    root: &Path,
    max_depth: usize,
    extensions: &[&str],
) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let walk = walkdir::WalkDir::new(root)
        .max_depth(max_depth)
        .follow_links(true)
        .sort_by_file_name();
    for entry in walk {
        match entry {
            Ok(entry) => {
                let is_ron = entry
                    .path()
                    .extension()
                    .and_then(|ext| ext.to_str())
                    .is_some_and(|ext| extensions.contains(&ext));
                if entry.file_type().is_file() && (entry.depth() == 0 || is_ron) {
                    files.push(entry.into_path());
                }
            }
            Err(error) => {
                let missing = error
                    .io_error()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::NotFound);
                if error.depth() == 0 && missing {
                    continue;
                }
                let path = error.path().unwrap_or(root).display().to_string();
                let detail = match error.io_error() {
                    Some(io) => io.to_string(),
                    None => error.to_string(),
                };
                let problem = match error.io_error() {
                    Some(io) => Problem::new("folder_unreadable")
                        .because_of(&diagnostic::cannot_read(&path, io)),
                    None => Problem::new("folder_loop"),
                };
                problems.push(
                    Diagnostic::new(&path, None, format!("cannot read the folder: {detail}"))
                        .because(problem),
                );
            }
        }
    }
    files.sort();
    (files, problems)
}

/// Reads a profile file from disk.
pub fn profile(path: &Path) -> Result<Profile, Diagnostic> {
    let text = read_text(path)?;
    Profile::parse(&path.display().to_string(), &text)
}

/// Adds every `*.ron` profile in `folder` to `profiles`; files that fail, and a folder that
/// cannot be read, are reported, not fatal. A missing folder holds no profiles.
pub fn profile_folder(profiles: &mut Profiles, folder: &Path) -> Vec<Diagnostic> {
    if folder.exists() && !folder.is_dir() {
        return vec![
            Diagnostic::new(
                &folder.display().to_string(),
                None,
                "the profiles folder is a file, not a folder",
            )
            .because(Problem::new("profiles_folder_is_file")),
        ];
    }
    let (paths, mut problems) = ron_files(folder, 1);
    for path in paths {
        match profile(&path) {
            Ok(profile) => profiles.add(profile),
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// The shipped profiles, then the house profiles of `house` (the data folder's `profiles/`),
/// then `extra` folders. Problems with house profiles are returned, not fatal.
pub fn profiles(house: Option<&Path>, extra: &[PathBuf]) -> (Profiles, Vec<Diagnostic>) {
    let mut profiles = Profiles::default();
    let mut problems = Vec::new();
    for folder in house.into_iter().chain(extra.iter().map(PathBuf::as_path)) {
        problems.extend(profile_folder(&mut profiles, folder));
    }
    (profiles, problems)
}

/// Reads a scenario file from disk.
pub fn scenario(path: &Path, profiles: &Profiles) -> Result<Scenario, Diagnostic> {
    let text = read_text(path)?;
    Scenario::parse(&path.display().to_string(), &text, profiles)
}

impl Overview {
    /// Reads every session log below `folder` (sub-folders too). Files
    /// that are not session logs (scenarios, notes) are passed over; logs that fail to read are
    /// listed in [`Overview::problems`].
    pub fn load(folder: &Path) -> Overview {
        Overview::load_filtered(folder, &|_| true)
    }

    /// [`Overview::load`], keeping only the logs `keep` accepts (one mode, say).
    pub fn load_filtered(folder: &Path, keep: &(dyn Fn(&SessionLog) -> bool + Sync)) -> Overview {
        // Temporary files (`.NAME.ron.tmp`) are not `*.ron`: a log being written is skipped.
        let (files, walk_problems) =
            crate::session::load::ron_files(folder, super::library::MAX_DEPTH);
        let workers = std::thread::available_parallelism()
            .map_or(1, usize::from)
            .clamp(1, 8);
        let chunk = files.len().div_ceil(workers).max(1);
        let read: Vec<Result<Option<(PathBuf, SessionLog)>, Diagnostic>> =
            std::thread::scope(|scope| {
                let handles: Vec<_> = files
                    .chunks(chunk)
                    .map(|paths| scope.spawn(move || paths.iter().map(|p| read_log(p)).collect()))
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|handle| {
                        handle.join().unwrap_or_else(|_| {
                            vec![Err(Diagnostic::new(
                                &folder.display().to_string(),
                                None,
                                "a log could not be read (the reader stopped)",
                            )
                            .because(Problem::new("reader_stopped")))]
                        })
                    })
                    .collect()
            });
        let mut logs = Vec::new();
        let mut problems = walk_problems;
        for result in read {
            match result {
                Ok(Some((path, log))) if keep(&log) => logs.push((path, LogDigest::of(&log))),
                Ok(Some(_)) => {}
                Ok(None) => {}
                Err(problem) => problems.push(problem),
            }
        }
        let mut overview = Overview::from_digests(logs);
        overview.problems = problems;
        overview
    }
}

/// Reads one file: `Ok(None)` when it is not a session log at all.
fn read_log(path: &Path) -> Result<Option<(PathBuf, SessionLog)>, Diagnostic> {
    let text = crate::session::load::read_text(path)?;
    if !super::overview::is_session_log(&text) {
        return Ok(None);
    }
    let log = SessionLog::parse(&path.display().to_string(), &text)?;
    Ok(Some((path.to_path_buf(), log)))
}

impl Library {
    /// The shipped library and the user's folder (`scenarios/` in the data folder), merged by
    /// name.
    pub fn installed(profiles: &Profiles, user_folder: Option<&Path>) -> Library {
        let user = user_folder.map_or_else(Library::default, |folder| {
            Library::load(&[folder.to_path_buf()], profiles)
        });
        Library::shipped(profiles).with(user)
    }

    /// Reads every `*.ron` below the first of `folders` that exists, sorted by path.
    pub fn load(folders: &[PathBuf], profiles: &Profiles) -> Library {
        let mut library = Library::default();
        let Some(folder) = folders.iter().find(|folder| folder.is_dir()) else {
            return library;
        };
        let (files, problems) = crate::session::load::ron_files(folder, MAX_DEPTH);
        library.problems.extend(problems);
        for path in files {
            let name = path
                .strip_prefix(folder)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            match crate::session::load::scenario(&path, profiles) {
                Ok(scenario) => library.entries.push(LibraryEntry {
                    path,
                    name,
                    origin: Origin::User,
                    scenario,
                }),
                Err(problem) => library.problems.push(problem),
            }
        }
        library
    }
}

impl SessionLog {
    /// Reads a log file from disk.
    pub fn load(path: &std::path::Path) -> Result<SessionLog, Diagnostic> {
        let text = crate::session::load::read_text(path)?;
        SessionLog::parse(&path.display().to_string(), &text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profiles_folder_that_cannot_be_read_is_reported_and_a_missing_one_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let mut profiles = Profiles::default();
        assert!(profile_folder(&mut profiles, &dir.path().join("none")).is_empty());
        let in_the_way = dir.path().join("profiles");
        std::fs::write(&in_the_way, "not a folder").unwrap();
        let problems = profile_folder(&mut profiles, &in_the_way);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].to_string().contains("not a folder"),
            "{problems:?}"
        );
        assert_eq!(profiles.all().len(), 3);
    }
}
