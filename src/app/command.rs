//! The window's vocabulary: the screens, the commands a screen returns (applied after the
//! frame by the one applier, `apply/`), and what a screen may read while it draws. A leaf: it
//! names no screen, so every screen can import it and the app imports the screens.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::course::ask::CourseAsk;
use super::file_dialog;
use super::quiz::state::QuizCommand;
use super::table::Pick;
use crate::core::{Action, Profiles};
use crate::session::Stamp;
use crate::session::drill::Call;
use crate::session::folders::Folders;
use crate::session::library::Library;
use crate::text::i18n::{I18n, Lang};

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Train,
    Summary,
    /// Self-study drills: the third-card rule (T5), payouts, the tableau.
    Quiz,
    /// One session log, step by step.
    Review,
    /// A folder of logs: one row per trainee.
    Overview,
    /// Reconstruct a disputed hand.
    Inspector,
    /// Stop a dealer's planted errors.
    AuditDrill,
    /// Write an exam paper.
    ExamEditor,
    /// The whole class of the overview's folder: at risk, mistakes per rule, hardest situations.
    Class,
    /// The trainee's course: who trains, each module's gate, the exam when every gate is met.
    Course,
}

/// What a screen asks the app to do, applied after the frame.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    SetLanguage(Lang),
    /// Start a session from the start screen's choices.
    StartSession,
    /// The trainee's next action.
    Choose(Action),
    /// A payout to a place cut from these chips (paying with chips, CHIPS).
    PayChips(crate::core::Place, Vec<crate::core::chips::Stack>),
    /// Practice: show the canonical next action.
    Hint,
    /// Stop the session now and show the summary.
    EndSession,
    /// Back to the start screen, leaving the screen on show (Ctrl+N, the quiz's Esc).
    NewSession,
    /// The same situation again, same settings.
    Again,
    /// The native file dialog for a field (one at a time).
    Browse(file_dialog::Dialog),
    /// The file or folder picked for a field (by its dialog, or at start-up).
    Picked(file_dialog::Dialog, PathBuf),
    /// The field's dialog closed without a file (or could not open).
    NothingPicked(file_dialog::Dialog),
    /// Train on this scenario file at once (`--scenario`).
    OpenScenario(PathBuf),
    /// A step of a start-up script (docs and CI screenshots).
    Script(Script),
    OpenLogsFolder,
    RetryLogWrite,
    ToggleHelp,
    /// The quiz screen, for the start screen's trainee and table.
    OpenQuiz,
    /// Leave the screen on show for another (the tools of the start screen, Back, Esc).
    Show(Screen),
    /// Open a session log in the review screen.
    ReviewLog(PathBuf),
    /// The trainee's name, typed on the audit drill's setup (the start screen's field).
    SetTrainee(String),
    /// Read the overview's folder.
    LoadOverview,
    /// Write the overview's table as CSV.
    ExportCsv,
    /// Open a saved case in the inspector.
    OpenCase(PathBuf),
    /// Save the inspector's case (scenario and actions files).
    SaveCase,
    /// Write the inspector's printable report.
    ExportReport,
    /// Start an audit drill with the drill screen's choices.
    StartDrill,
    /// The trainee's call on the drill's current action.
    DrillCall(Call),
    /// Put the finished drill away for another (the setup again, the next seed).
    NewDrill,
    /// A key or click of the quiz screen.
    Quiz(QuizCommand),
    /// Take the exam paper named on the start screen.
    StartExam,
    /// The exam's time may be up: ends it if it is (checked against the time applied).
    ExamTimeUp,
    /// Add a generated situation of this focus to the exam editor's paper, with a fresh seed.
    AddGeneratedSituation(crate::core::generate::Focus),
    /// Save the exam editor's paper (and copies of its library situations).
    SavePaper,
    /// Save the exam editor's paper and sign it with the instructor's key.
    SignPaper,
    /// Make this instructor's key pair (the exam editor's name), as `tallador instructor init`.
    CreateInstructorKey,
    /// Read the register of the overview's folder.
    LoadRegister,
    /// Seal the finished, unsealed exam logs of the overview's folder with the instructor's key.
    SealExams,
    /// Write the printable certificate of this sealed, passed exam log.
    WriteCertificate(PathBuf),
    /// The school's name, as typed (for certificates).
    SetSchool(String),
    /// The school's LRS window ([`LrsAsk`]).
    Lrs(LrsAsk),
    /// Read the class of the overview's folder within the class screen's days.
    LoadClass,
    /// The class from the school's LRS, live (`true`), or from the folder alone.
    ClassFromLrs(bool),
    /// The class screen's live reading of the LRS, if a new one came in.
    ClassPoll,
    /// The course screen, and drilling a round's mistakes ([`CourseAsk`]).
    Course(CourseAsk),
}

/// What the school's LRS window asks for (its form is the app's, `app::lrs::LrsScreen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LrsAsk {
    Open,
    Close,
    /// Save the form's settings and start sending.
    Save,
    /// Check that the LRS answers and accepts the key.
    Test,
    /// Try the waiting statements now.
    SendNow,
    /// Put the refused statements back in the queue and try them again.
    ResendRefused,
    /// Forget the LRS (the waiting statements stay).
    Forget,
    /// Read the school's results back from the LRS and hold them against the overview's
    /// sealed register.
    ReadRegister,
}

/// What a screen may read while it draws; what it changes is its own state, or a [`Command`].
pub struct ScreenCtx<'a> {
    pub i18n: &'a I18n,
    pub profiles: &'a Profiles,
    pub library: &'a Library,
    pub logs_folder: Option<&'a Path>,
    /// The start screen's trainee (the audit drill is for them too).
    pub trainee: &'a str,
    /// The time of this frame (the answer clock on show).
    pub now: Stamp,
    /// The school's name, on certificates (the setting, its one copy).
    pub school: &'a str,
    /// A message for the trainee on the start screen.
    pub notice: Option<&'a crate::text::told::Told>,
    /// The native file dialog open, and which fields' last dialog closed empty.
    pub dialogs: &'a file_dialog::FileDialogTask,
    /// This run's folders (the start screen names the user's library folder).
    pub folders: &'a Folders,
    /// Why the school's LRS did not take the last statements, while it does not (the sender's
    /// last try, in memory: nothing is read to draw it).
    pub lrs_problem: Option<crate::session::lrs::problem::LrsProblem>,
}

/// Where a situation comes from on the start screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SourceKind {
    #[default]
    Library,
    Random,
    File,
}

/// A step only a start-up script takes (docs and CI screenshots).
#[derive(Clone, Debug, PartialEq)]
pub enum Script {
    /// What is picked on the table (`--select`); `None`: the action line has the keyboard.
    Select(Option<Pick>),
    /// The inspector's dealer actions, one per line, in place of the case's.
    CaseActions(String),
    /// The drill's rule list open (`stop` without a rule).
    DrillPickRule,
    /// The right call on the drill's current action (`key`), or right calls to the end
    /// (`key-all`).
    DrillRightCall { to_end: bool },
    /// The overview's register tab, read (`register`).
    RegisterTab,
    /// The certificate of the first passed exam of the register, previewed (`certificate`).
    FirstPassCertificate,
    /// The quiz plays the start screen's seed (or 1), not the clock's.
    QuizSeed,
    /// Keys played on the quiz as if typed (`|` Enter, `~` Esc, `<` Backspace, `>` Tab).
    QuizKeys(String),
    /// A message for the trainee on the start screen (a script step that is not one).
    Notice(crate::text::told::Told),
    /// The chip tray open for a payout to a place, these chips already cut (`tray 2 1x25`).
    OpenTray(crate::core::Place, Vec<crate::core::chips::Stack>),
}
