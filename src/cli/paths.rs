//! Where Tallador keeps its files: the per-user data folder (through the `directories` crate,
//! so it is right on Linux, Windows and macOS), overridden by the environment. The launcher reads
//! them once into a [`Folders`] and hands that down; nothing below it reads the environment.

use std::path::PathBuf;

use crate::session::folders::Folders;
use crate::text::i18n::Lang;

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

/// The system's language, for a first start: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set (the POSIX order), else what the system says (Windows, macOS); `None` when it is
/// a language Tallador does not speak.
pub fn system_lang() -> Option<Lang> {
    system_lang_from(|name| std::env::var(name).ok(), sys_locale::get_locale)
}

/// [`system_lang`] from these variables and this system locale.
pub fn system_lang_from(
    var: impl Fn(&str) -> Option<String>,
    system: impl FnOnce() -> Option<String>,
) -> Option<Lang> {
    let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|value| !value.is_empty()));
    Lang::from_locale(&set.or_else(system)?)
}

/// The window's first size from `TALLADOR_WINDOW=WIDTHxHEIGHT` (the screenshot scripts take
/// each screen at 1024×768, 1280×800 and 1920×1080); `None` when unset or unreadable.
pub fn window_size() -> Option<[f32; 2]> {
    let text = std::env::var("TALLADOR_WINDOW").ok()?;
    let (width, height) = text.split_once('x')?;
    Some([width.trim().parse().ok()?, height.trim().parse().ok()?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_language_follows_the_posix_order_then_the_system() {
        let vars = |set: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                set.iter()
                    .find(|(var, _)| *var == name)
                    .map(|(_, value)| (*value).to_string())
            }
        };
        let none = || None;
        assert_eq!(
            system_lang_from(vars(&[("LANG", "it_IT.UTF-8")]), none),
            Some(Lang::It)
        );
        assert_eq!(
            system_lang_from(
                vars(&[("LANG", "it_IT.UTF-8"), ("LC_ALL", "en_US.UTF-8")]),
                none
            ),
            Some(Lang::En)
        );
        assert_eq!(
            system_lang_from(
                vars(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "es_AR.UTF-8")]),
                none
            ),
            Some(Lang::EsAr)
        );
        // An empty variable is not set; without one, the system's locale.
        assert_eq!(
            system_lang_from(vars(&[("LC_ALL", "")]), || Some("es-PR".into())),
            Some(Lang::Es)
        );
        assert_eq!(system_lang_from(vars(&[("LANG", "C")]), none), None);
    }
}
