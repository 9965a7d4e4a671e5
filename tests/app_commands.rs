//! The app's commands applied without a window: what each writes to disk and which sessions it
//! closes. The time is passed in, so every stamp checked here is the one given.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use chrono::{DateTime, FixedOffset};
use tallador::app::quiz::QuizCommand;
use tallador::app::{AppOptions, Command, Screen, TalladorApp};
use tallador::core::Profiles;
use tallador::session::SessionLog;
use tallador::session::drill::Call;
use tallador::text::i18n::Lang;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// `10:MM` on 4 May 2026, Madrid summer time.
fn at(minute: u32) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(&format!("2026-05-04T10:{minute:02}:00+02:00"))
        .expect("a valid time")
}

fn app(logs: &Path, configure: impl FnOnce(&mut AppOptions)) -> TalladorApp {
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.to_path_buf());
    options.quiz_folder = Some(logs.join("quiz"));
    options.library_folders = vec![fixture("examples")];
    options.shipped_library = false;
    options.lang = Some(Lang::En);
    options.trainee = Some("Inés Ruiz".into());
    configure(&mut options);
    TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)))
}

/// The log at `path`, read back from disk.
fn log_at(path: Option<PathBuf>) -> SessionLog {
    let path = path.expect("the session has a log file");
    SessionLog::load(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The log at `path` was closed at `ended` with `steps` steps, before its end.
fn closed_unfinished(
    path: Option<PathBuf>,
    steps: usize,
    ended: DateTime<FixedOffset>,
) -> SessionLog {
    let log = log_at(path);
    assert_eq!(log.steps.len(), steps);
    assert_eq!(log.ended.map(|stamp| stamp.time()), Some(ended));
    assert!(!log.summary.finished);
    log
}

#[test]
fn save_case_writes_the_scenario_and_its_actions_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |options| {
        options.screen = Some(Screen::Inspector);
        options.open = Some(fixture("cases/mesa-3.ron"));
    });
    assert!(
        app.inspector.message.is_none(),
        "{:?}",
        app.inspector.message
    );
    let case = dir.path().join("copy.ron");
    app.inspector.case_path = case.display().to_string();

    app.apply(Command::SaveCase, at(0));

    assert_eq!(
        app.inspector.message.as_ref().map(|(good, _)| *good),
        Some(true),
        "{:?}",
        app.inspector.message
    );
    let saved = std::fs::read_to_string(&case).unwrap();
    assert!(
        saved.contains("casilleros") && saved.contains("\"5H\""),
        "{saved}"
    );
    let actions = std::fs::read_to_string(dir.path().join("copy.actions")).unwrap();
    assert!(actions.contains("draw 2\ndraw 3\ndraw 5\n"), "{actions}");
}

#[test]
fn export_report_writes_the_report_dated_with_the_time_given() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |options| {
        options.screen = Some(Screen::Inspector);
        options.open = Some(fixture("cases/mesa-3.ron"));
    });
    let report = dir.path().join("mesa-3.html");
    app.inspector.report_path = report.display().to_string();
    app.inspector.inspector = "Marta Ruiz".into();

    app.apply(Command::ExportReport, at(7));

    let html = std::fs::read_to_string(&report).unwrap();
    assert!(html.contains("Marta Ruiz"), "{html}");
    assert!(html.contains("2026-05-04 10:07 +02:00"), "{html}");
    assert!(html.contains("mesa-3.ron"), "{html}");
}

#[test]
fn load_overview_reads_the_folder_and_export_csv_writes_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |_| {});
    app.overview.folder = fixture("logs").display().to_string();

    app.apply(Command::LoadOverview, at(0));

    let overview = app.overview.overview.as_ref().expect("the folder was read");
    assert_eq!(overview.rows.len(), 3);
    // The CSV is proposed next to the logs; write it here instead.
    assert!(app.overview.csv_path.ends_with("overview.csv"));
    let csv = dir.path().join("class.csv");
    app.overview.csv_path = csv.display().to_string();

    app.apply(Command::ExportCsv, at(1));

    let written = std::fs::read_to_string(&csv).unwrap();
    assert!(written.contains("Carla Gómez"), "{written}");
    assert_eq!(
        app.overview.message.as_ref().map(|(good, _)| *good),
        Some(true)
    );
}

#[test]
fn load_overview_of_a_missing_folder_says_so_and_shows_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |_| {});
    app.overview.folder = dir.path().join("no-such-folder").display().to_string();

    app.apply(Command::LoadOverview, at(0));

    assert!(app.overview.overview.is_none());
    assert_eq!(
        app.overview.message.as_ref().map(|(good, _)| *good),
        Some(false)
    );
}

/// The audit drill screen with a drill started at `at(0)`, and where its log goes. On seed 4,
/// a drill of several actions: a fresh seed drew, one run in sixty, a voided coup whose only
/// action is the planted one, over after one call.
fn drill_started(logs: &Path) -> (TalladorApp, Option<PathBuf>) {
    let mut app = app(logs, |options| options.screen = Some(Screen::AuditDrill));
    app.drill.seed = "4".into();
    app.apply(Command::StartDrill, at(0));
    assert!(app.audit_drill.as_ref().unwrap().playback.actions.len() > 2);
    let path = app.audit_drill.as_ref().and_then(|drill| drill.log_path());
    assert!(path.is_some(), "a drill under way, with a log file");
    (app, path)
}

#[test]
fn new_session_in_the_middle_of_an_audit_drill_closes_and_drops_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, path) = drill_started(dir.path());
    app.apply(Command::DrillCall(Call::Pass), at(1));
    assert!(!app.audit_drill.as_ref().unwrap().is_finished());

    app.apply(Command::NewSession, at(2));

    assert_eq!(app.screen, Screen::Start);
    assert!(app.audit_drill.is_none());
    let log = closed_unfinished(path, 1, at(2));
    assert_eq!(log.trainee, "Inés Ruiz");
}

#[test]
fn back_from_an_audit_drill_closes_it_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, path) = drill_started(dir.path());

    app.apply(Command::Show(Screen::Start), at(3));

    assert_eq!(app.screen, Screen::Start);
    assert!(app.audit_drill.is_none());
    assert_eq!(log_at(path).ended.map(|stamp| stamp.time()), Some(at(3)));
}

/// The trainer on a Casilleros session (Banca 6: encart, then the Banca draws for two boxes).
fn training(logs: &Path) -> TalladorApp {
    app(logs, |options| {
        options.scenario = Some(fixture("examples/cas-banca6-encart.ron"));
    })
}

#[test]
fn new_session_in_the_middle_of_a_training_session_closes_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = training(dir.path());
    assert_eq!(app.screen, Screen::Train);
    let training = app.training.as_mut().expect("a session");
    let path = training.session.log_path();
    let right = training.session.hint().expect("a next action");
    app.apply(Command::Choose(right), at(1));
    assert_eq!(app.screen, Screen::Train);

    app.apply(Command::NewSession, at(4));

    assert_eq!(app.screen, Screen::Start);
    assert!(app.training.is_none());
    closed_unfinished(path, 1, at(4));
}

#[test]
fn a_finished_session_keeps_its_end_time_when_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = training(dir.path());
    let path = app.training.as_ref().unwrap().session.log_path();
    let mut minute = 0;
    while app.screen == Screen::Train {
        let training = app.training.as_mut().unwrap();
        let right = training.session.hint().expect("a next action");
        minute += 1;
        app.apply(Command::Choose(right), at(minute));
    }
    assert_eq!(app.screen, Screen::Summary);

    app.apply(Command::NewSession, at(59));

    let log = log_at(path);
    assert!(log.summary.finished);
    assert_eq!(log.ended.map(|stamp| stamp.time()), Some(at(minute)));
}

#[test]
fn new_session_during_a_quiz_closes_the_quiz_log() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |_| {});
    app.apply(Command::OpenQuiz, at(0));
    assert_eq!(app.screen, Screen::Quiz);
    app.apply(Command::Quiz(QuizCommand::Start), at(1));
    let path = app
        .quiz
        .as_ref()
        .and_then(|quiz| quiz.session.as_ref())
        .and_then(|session| session.log_path());

    app.apply(Command::NewSession, at(5));

    assert_eq!(app.screen, Screen::Start);
    assert!(app.quiz.is_none());
    assert_eq!(log_at(path).ended.map(|stamp| stamp.time()), Some(at(5)));
}

#[test]
fn no_screen_without_its_state_can_be_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path(), |_| {});
    for screen in [Screen::Train, Screen::Summary, Screen::Quiz] {
        app.apply(Command::Show(screen), at(0));
        assert_eq!(app.screen, Screen::Start, "{screen:?}");
    }
    app.apply(Command::EndSession, at(0));
    assert_eq!(app.screen, Screen::Start);
}
