//! How the app is started: what the command line (or a test) asks of it. A leaf, read by the
//! app and by the start-up script (`launch`).

use std::path::PathBuf;
use std::time::Instant;

use super::command::Screen;
use crate::core::Profiles;
use crate::session::Mode;
use crate::session::folders::Folders;
use crate::text::i18n::Lang;

/// How the app is started (the command line fills this; tests inject folders).
#[derive(Clone, Debug)]
pub struct AppOptions {
    /// The window's first size (`None`: 1280×800); the launcher reads `TALLADOR_WINDOW`.
    pub window_size: Option<[f32; 2]>,
    /// Open the trainer on this scenario at once.
    pub scenario: Option<PathBuf>,
    /// Write a PNG of the window after the first frames, then quit.
    pub screenshot: Option<PathBuf>,
    /// Actions to choose before the screenshot (to show feedback after a mistake).
    pub actions: Vec<String>,
    /// Where session logs go; `None`: no folder (kept in memory and said so).
    pub logs_folder: Option<PathBuf>,
    pub profiles: Profiles,
    /// The user's library folders (the first that exists is read), listed with the shipped
    /// library when `shipped_library`.
    pub library_folders: Vec<PathBuf>,
    pub shipped_library: bool,
    /// Every text through the test-only pseudo-locale (`I18n::pseudo`): a test then finds any
    /// visible text that did not come from the translations.
    pub pseudo_locale: bool,
    /// Overrides of the remembered settings.
    pub lang: Option<Lang>,
    /// The system's language (the launcher reads `LANG`): the first start's, before the
    /// trainee chose one.
    pub system_lang: Option<Lang>,
    /// The projector setting for this run (screenshots), over the remembered one.
    pub projector: Option<bool>,
    pub trainee: Option<String>,
    pub mode: Option<Mode>,
    /// What is picked on the table at the start (screenshots): a place, `banca`, `punto`, `dealer`.
    pub select: Option<String>,
    /// Deal the initial cards too, for this run.
    pub with_deal: Option<bool>,
    /// Cut every payout from the chip tray, for this run.
    pub paid_in_chips: Option<bool>,
    pub launched: Instant,
    /// Where trainees' quiz histories go; `None`: in memory only.
    pub quiz_folder: Option<PathBuf>,
    /// Open the quiz screen at once: `menu`, `map`, or a drill (`third-card`, `mixed`, …)
    /// optionally followed by `:` and keys to play (`|` Enter, `~` Esc), for screenshots.
    pub quiz: Option<String>,
    /// Open this screen at once (docs and CI screenshots), with `open`: the log to review,
    /// the folder of the overview, or the case for the inspector.
    pub screen: Option<Screen>,
    pub open: Option<PathBuf>,
    /// Take this exam paper at once (`tallador --exam FILE`).
    pub exam_paper: Option<PathBuf>,
    /// The school's trusted public keys (`None`: the data folder's `keys/`).
    pub keys_folder: Option<PathBuf>,
    /// The instructor's folder with `instructor.key` (`None`: none, no sealing).
    pub instructor_folder: Option<PathBuf>,
    /// This run's folders, as the launcher found them (the data folder for cases and the
    /// About line, the user's library folder for the start screen).
    pub folders: Folders,
}

impl AppOptions {
    /// The defaults with no folder: nothing is read from or written to disk unless a folder is
    /// set (tests, embedding).
    pub fn new(profiles: Profiles) -> AppOptions {
        AppOptions::in_folders(profiles, Folders::default())
    }

    /// The defaults for a real run in `folders` (from the launcher): shipped library, house
    /// profiles.
    pub fn in_folders(profiles: Profiles, folders: Folders) -> AppOptions {
        AppOptions {
            window_size: None,
            scenario: None,
            screenshot: None,
            actions: Vec::new(),
            logs_folder: folders.logs.clone(),
            profiles,
            library_folders: folders.scenarios.clone().into_iter().collect(),
            shipped_library: true,
            pseudo_locale: false,
            lang: None,
            system_lang: None,
            projector: None,
            trainee: None,
            mode: None,
            select: None,
            with_deal: None,
            paid_in_chips: None,
            launched: Instant::now(),
            quiz_folder: folders.quiz.clone(),
            quiz: None,
            screen: None,
            open: None,
            exam_paper: None,
            keys_folder: folders.keys.clone(),
            instructor_folder: folders.instructor.clone(),
            folders,
        }
    }
}
