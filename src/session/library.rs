//! The library of situations: the shipped scenarios (`scenarios/**/*.ron`, built into the
//! program, so an installed `tallador` has them in any folder) and the user's own library
//! folder in the data folder. A user's scenario with the same name as a shipped one is listed
//! as the user's. Files that fail are reported, not fatal.

use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::scenario::Scenario;

/// The shipped scenarios, as they are in the source tree.
static SHIPPED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/scenarios");

/// Where an entry of the library comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Built into the program.
    Shipped,
    /// The user's library folder.
    User,
}

/// One situation of the library.
#[derive(Clone, Debug)]
pub struct LibraryEntry {
    /// Shipped: `scenarios/NAME`; the user's: the file.
    pub path: PathBuf,
    /// The path below the library's root, `/`-separated (`casilleros/encart.ron`): a user's
    /// file with a shipped file's name takes its place.
    pub name: String,
    pub origin: Origin,
    pub scenario: Scenario,
}

/// The situations found and the files that could not be read.
#[derive(Clone, Debug, Default)]
pub struct Library {
    pub entries: Vec<LibraryEntry>,
    pub problems: Vec<Diagnostic>,
}

impl Library {
    /// The scenarios built into the program, sorted by name.
    pub fn shipped(profiles: &Profiles) -> Library {
        let mut library = Library::default();
        let mut files = Vec::new();
        collect_embedded(&SHIPPED, &mut files);
        files.sort_by(|a, b| a.path().cmp(b.path()));
        for file in files {
            let name = file.path().to_string_lossy().replace('\\', "/");
            let path = Path::new("scenarios").join(file.path());
            let shown = path.display().to_string();
            let parsed = diagnostic::decode_utf8(&shown, file.contents())
                .and_then(|text| Scenario::parse(&shown, &text, profiles));
            match parsed {
                Ok(scenario) => library.entries.push(LibraryEntry {
                    path,
                    name,
                    origin: Origin::Shipped,
                    scenario,
                }),
                Err(problem) => library.problems.push(problem),
            }
        }
        library
    }

    /// This library with `other`'s entries added; an entry of `other` replaces one of the
    /// same name. Sorted by name.
    pub fn with(mut self, other: Library) -> Library {
        for entry in other.entries {
            self.entries.retain(|kept| kept.name != entry.name);
            self.entries.push(entry);
        }
        self.entries.sort_by(|a, b| a.name.cmp(&b.name));
        self.problems.extend(other.problems);
        self
    }
}

/// Every embedded `*.ron` below `dir`.
fn collect_embedded(
    dir: &'static Dir<'static>,
    files: &mut Vec<&'static include_dir::File<'static>>,
) {
    for file in dir.files() {
        if file.path().extension().is_some_and(|ext| ext == "ron") {
            files.push(file);
        }
    }
    for sub in dir.dirs() {
        collect_embedded(sub, files);
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

    /// The `.ron` files of the source tree's `scenarios` folder, counted on disk.
    fn shipped_files_on_disk() -> usize {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        crate::session::load::ron_files(&root, MAX_DEPTH).0.len()
    }

    #[test]
    fn the_shipped_library_is_built_in_whole() {
        let shipped = Library::shipped(&Profiles::default());
        assert!(shipped.problems.is_empty(), "{:?}", shipped.problems);
        // 15 scenarios per table kind (3 of them with irregularities) and 9 inspector cases
        // (docs/trainee.md, "Scenario library").
        assert_eq!(shipped.entries.len(), 54);
        assert_eq!(shipped.entries.len(), shipped_files_on_disk());
        assert!(
            shipped
                .entries
                .iter()
                .all(|entry| entry.origin == Origin::Shipped)
        );
        assert!(
            shipped
                .entries
                .iter()
                .any(|entry| entry.name == "inspector/ve-paid-loser.ron")
        );
    }

    #[test]
    fn a_users_scenario_with_a_shipped_name_is_listed_as_the_users() {
        let dir = tempfile::tempdir().unwrap();
        let shipped = Library::shipped(&Profiles::default());
        let name = shipped.entries[0].name.clone();
        let mine = dir.path().join(&name);
        std::fs::create_dir_all(mine.parent().unwrap()).unwrap();
        let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/examples");
        std::fs::copy(examples.join("cas-banca6-encart.ron"), &mine).unwrap();
        std::fs::copy(
            examples.join("cas-standing-box-first.ron"),
            dir.path().join("my-own.ron"),
        )
        .unwrap();
        let user = Library::load(&[dir.path().to_path_buf()], &Profiles::default());
        let merged = shipped.clone().with(user);
        assert_eq!(merged.entries.len(), shipped.entries.len() + 1);
        let same_name: Vec<&LibraryEntry> = merged
            .entries
            .iter()
            .filter(|entry| entry.name == name)
            .collect();
        assert_eq!(same_name.len(), 1);
        assert_eq!(same_name[0].origin, Origin::User);
        assert_eq!(
            same_name[0].scenario.title,
            "Banca 6: encart, then the Banca draws for two boxes only"
        );
        assert!(
            merged
                .entries
                .iter()
                .any(|entry| entry.name == "my-own.ron")
        );
    }
}
