//! Where Tallador keeps its files: the per-user data folder (through the `directories` crate,
//! so it is right on Linux, Windows and macOS), overridden by the environment. The launcher reads
//! them once into a [`Folders`] and hands that down; nothing below it reads the environment.

use std::path::PathBuf;

use crate::session::folders::Folders;

/// The environment variable that names another data folder (tests, a shared classroom drive).
pub const DATA_DIR_VAR: &str = "TALLADOR_DATA";

/// The environment variable that names another instructor folder (tests, a USB stick).
pub const INSTRUCTOR_DIR_VAR: &str = "TALLADOR_INSTRUCTOR";

/// The per-user data folder, e.g. `~/.local/share/tallador` on Linux. `TALLADOR_DATA` overrides
/// it (tests, classroom machines with a shared drive).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|dir| !dir.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "Tallador").map(|dirs| dirs.data_dir().to_path_buf())
}

/// This run's folders: those of the data folder, and the instructor's folder from
/// `$TALLADOR_INSTRUCTOR` when it is set.
pub fn folders() -> Folders {
    let mut folders = Folders::in_data(data_dir());
    if let Some(dir) = std::env::var_os(INSTRUCTOR_DIR_VAR).filter(|dir| !dir.is_empty()) {
        folders.instructor = Some(PathBuf::from(dir));
    }
    folders
}

/// The instructor's folder: `$TALLADOR_INSTRUCTOR`, else `instructor/` in the data folder.
pub fn instructor_dir() -> Option<PathBuf> {
    folders().instructor
}

/// The school's folder of trusted public keys by default: `keys/` in the data folder.
pub fn keys_dir() -> Option<PathBuf> {
    folders().keys
}

/// The window's first size from `TALLADOR_WINDOW=WIDTHxHEIGHT` (the screenshot scripts take
/// each screen at 1024×768, 1280×800 and 1920×1080); `None` when unset or unreadable.
pub fn window_size() -> Option<[f32; 2]> {
    let text = std::env::var("TALLADOR_WINDOW").ok()?;
    let (width, height) = text.split_once('x')?;
    Some([width.trim().parse().ok()?, height.trim().parse().ok()?])
}
