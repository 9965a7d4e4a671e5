//! Where Tallador keeps its files: the per-user data folder (through the `directories` crate,
//! so it is right on Linux, Windows and macOS).

use std::path::PathBuf;

use crate::core::Profiles;
use crate::core::diagnostic::Diagnostic;

/// The per-user data folder, e.g. `~/.local/share/tallador` on Linux. `TALLADOR_DATA` overrides
/// it (tests, classroom machines with a shared drive).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("TALLADOR_DATA").filter(|dir| !dir.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "Tallador").map(|dirs| dirs.data_dir().to_path_buf())
}

/// Session logs live here.
pub fn logs_dir() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("logs"))
}

/// Trainees' quiz histories live here (one file per trainee).
pub fn quiz_dir() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("quiz"))
}

/// House profiles live here.
pub fn profiles_dir() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("profiles"))
}

/// The shipped profiles, then the house profiles of the data folder, then `extra` folders.
/// Problems with house profiles are returned, not fatal.
pub fn load_profiles(extra: &[PathBuf]) -> (Profiles, Vec<Diagnostic>) {
    let mut profiles = Profiles::default();
    let mut problems = Vec::new();
    for folder in profiles_dir().into_iter().chain(extra.iter().cloned()) {
        problems.extend(profiles.add_folder(&folder));
    }
    (profiles, problems)
}
