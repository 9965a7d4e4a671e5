//! Where a run keeps its files, as one value: the launcher finds the folders once (from the
//! environment and the OS, `cli::paths`) and hands them to the app and to each command. Below
//! the launcher nothing looks them up; a `None` folder keeps that kind of file in memory only.

use std::path::PathBuf;

/// The folders of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Folders {
    /// The per-user data folder (`~/.local/share/tallador`), holding the others by default.
    pub data: Option<PathBuf>,
    /// Session logs.
    pub logs: Option<PathBuf>,
    /// Trainees' quiz histories (one file per trainee).
    pub quiz: Option<PathBuf>,
    /// House profiles.
    pub profiles: Option<PathBuf>,
    /// The school's trusted public keys.
    pub keys: Option<PathBuf>,
    /// The instructor's folder with `instructor.key`.
    pub instructor: Option<PathBuf>,
    /// The trainer's own situations (listed with the shipped library).
    pub scenarios: Option<PathBuf>,
}

impl Folders {
    /// The folders inside the data folder `data`: `logs/`, `quiz/`, `profiles/`, `keys/`,
    /// `instructor/`, `scenarios/`.
    pub fn in_data(data: Option<PathBuf>) -> Folders {
        let below = |name: &str| data.as_ref().map(|dir| dir.join(name));
        Folders {
            logs: below("logs"),
            quiz: below("quiz"),
            profiles: below("profiles"),
            keys: below("keys"),
            instructor: below("instructor"),
            scenarios: below("scenarios"),
            data,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_is_below_the_data_folder_and_no_data_folder_keeps_none() {
        let folders = Folders::in_data(Some(PathBuf::from("/d")));
        assert_eq!(folders.logs, Some(PathBuf::from("/d/logs")));
        assert_eq!(folders.quiz, Some(PathBuf::from("/d/quiz")));
        assert_eq!(folders.profiles, Some(PathBuf::from("/d/profiles")));
        assert_eq!(folders.keys, Some(PathBuf::from("/d/keys")));
        assert_eq!(folders.instructor, Some(PathBuf::from("/d/instructor")));
        assert_eq!(folders.scenarios, Some(PathBuf::from("/d/scenarios")));
        assert_eq!(Folders::in_data(None), Folders::default());
    }
}
