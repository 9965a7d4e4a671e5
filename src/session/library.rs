//! The shipped library of situations: every `scenarios/**/*.ron` found next to the program
//! (the working folder, then the source checkout). Files that fail are reported, not fatal.

use std::path::{Path, PathBuf};

use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::scenario::Scenario;

/// One situation of the library.
#[derive(Clone, Debug)]
pub struct LibraryEntry {
    pub path: PathBuf,
    pub scenario: Scenario,
}

/// The situations found and the files that could not be read.
#[derive(Clone, Debug, Default)]
pub struct Library {
    pub entries: Vec<LibraryEntry>,
    pub problems: Vec<Diagnostic>,
}

impl Library {
    /// The folders searched by default: `./scenarios`, then the checkout's `scenarios`.
    pub fn default_folders() -> Vec<PathBuf> {
        let mut folders = vec![PathBuf::from("scenarios")];
        let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        if std::fs::canonicalize(&checkout).ok() != std::fs::canonicalize("scenarios").ok() {
            folders.push(checkout);
        }
        folders
    }

    /// Reads every `*.ron` below the first of `folders` that exists, sorted by path.
    pub fn load(folders: &[PathBuf], profiles: &Profiles) -> Library {
        let mut library = Library::default();
        let Some(folder) = folders.iter().find(|folder| folder.is_dir()) else {
            return library;
        };
        let (files, problems) = diagnostic::ron_files(folder, MAX_DEPTH);
        library.problems.extend(problems);
        for path in files {
            match Scenario::load(&path, profiles) {
                Ok(scenario) => library.entries.push(LibraryEntry { path, scenario }),
                Err(problem) => library.problems.push(problem),
            }
        }
        library
    }
}

/// How deep below a library or logs folder files are read: eight levels of sub-folders.
pub(crate) const MAX_DEPTH: usize = 9;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_folder_tree_and_reports_bad_files() {
        let dir = tempfile::tempdir().unwrap();
        let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/examples");
        std::fs::create_dir_all(dir.path().join("cas")).unwrap();
        for name in ["cas-banca6-encart.ron", "pr-punto-draws-shoe-passes.ron"] {
            std::fs::copy(examples.join(name), dir.path().join("cas").join(name)).unwrap();
        }
        std::fs::write(dir.path().join("broken.ron"), "Scenario(format: 1").unwrap();
        std::fs::write(dir.path().join("notes.txt"), "not a scenario").unwrap();
        let library = Library::load(
            &[dir.path().join("missing"), dir.path().to_path_buf()],
            &Profiles::default(),
        );
        assert_eq!(library.entries.len(), 2);
        assert_eq!(library.entries[0].scenario.profile.id, "casilleros");
        assert_eq!(library.problems.len(), 1);
        assert!(library.problems[0].to_string().contains("broken.ron:1:"));
        let empty = Library::load(&[dir.path().join("missing")], &Profiles::default());
        assert!(empty.entries.is_empty() && empty.problems.is_empty());
    }
}
