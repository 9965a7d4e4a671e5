//! The desktop trainer (eframe, glow): one top-level app that switches between screens. Screens
//! draw and return [`Command`]s; the app applies them after the frame, through the session and
//! the core. No rule is decided here.
//!
//! Screens: [`start`] (who, which table, which situation), [`train`] (the table and the next
//! action), [`summary`] (the score and the mistakes); for instructors and inspectors
//! ([`tools`]): [`review`] (one session log step by step), [`overview`] (a folder of logs),
//! [`inspector`] (reconstruct a disputed hand) and [`audit_drill`] (stop a dealer's planted
//! errors). Quiz screens slot into [`Screen`] the same way.

pub mod actions;
pub mod audit_drill;
pub mod cards;
pub mod file_dialog;
pub mod heatmap;
pub mod help;
pub use crate::i18n;
pub mod inspector;
pub mod overview;
pub mod quiz;
pub mod quiz_drill;
pub mod quiz_text;
pub mod review;
pub mod screenshot;
pub mod start;
pub mod summary;
pub mod table;
pub mod theme;
pub mod tools;
pub mod train;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::core::game::Game;
use crate::core::scenario::Scenario;
use crate::core::{Action, Profiles};
use crate::session::library::Library;
use crate::session::{ChoiceVerdict, Mode, ScenarioSource, Session, SessionSetup, Stamp};
use i18n::{I18n, Lang};
use table::Pick;

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Train,
    Summary,
    /// Self-study drills (issue 6).
    Quiz,
    /// One session log, step by step.
    Review,
    /// A folder of logs: one row per trainee.
    Overview,
    /// Reconstruct a disputed hand.
    Inspector,
    /// Stop a dealer's planted errors.
    AuditDrill,
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
    /// Practice: show the canonical next action.
    Hint,
    /// Stop the session now and show the summary.
    EndSession,
    /// Back to the start screen.
    NewSession,
    /// The same situation again, same settings.
    Again,
    /// The native file dialog for a scenario file.
    BrowseScenario,
    OpenLogsFolder,
    RetryLogWrite,
    ToggleHelp,
    /// The quiz screen, for the start screen's trainee and table.
    OpenQuiz,
    /// Go to a screen (the tools of the start screen, back to the start).
    Show(Screen),
    /// Open a session log in the review screen.
    ReviewLog(PathBuf),
}

/// Where a situation comes from on the start screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SourceKind {
    #[default]
    Library,
    Random,
    File,
}

/// What the app remembers between runs (eframe storage).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    pub trainee: String,
    pub profile: String,
    pub mode: Mode,
    pub practise_amounts: bool,
    /// Deal the initial cards too (the deal drill).
    pub with_deal: bool,
    pub source: SourceKind,
    pub seed: u64,
    pub focus: crate::core::generate::Focus,
    pub places: u8,
    pub file: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: Lang::Es,
            trainee: String::new(),
            profile: "casilleros".into(),
            mode: Mode::Practice,
            practise_amounts: false,
            with_deal: false,
            source: SourceKind::Library,
            seed: 1,
            focus: crate::core::generate::Focus::Any,
            places: 3,
            file: String::new(),
        }
    }
}

/// How the app is started (the command line fills this; tests inject folders).
#[derive(Clone, Debug)]
pub struct AppOptions {
    /// Open the trainer on this scenario at once.
    pub scenario: Option<PathBuf>,
    /// Write a PNG of the window after the first frames, then quit.
    pub screenshot: Option<PathBuf>,
    /// Actions to choose before the screenshot (to show feedback after a mistake).
    pub actions: Vec<String>,
    /// Where session logs go; `None`: no folder (kept in memory and said so).
    pub logs_folder: Option<PathBuf>,
    pub profiles: Profiles,
    /// Folders searched for the shipped library.
    pub library_folders: Vec<PathBuf>,
    /// Overrides of the remembered settings.
    pub lang: Option<Lang>,
    pub trainee: Option<String>,
    pub mode: Option<Mode>,
    /// What is picked on the table at the start (screenshots): a place, `banca`, `punto`, `dealer`.
    pub select: Option<String>,
    /// Deal the initial cards too, for this run.
    pub with_deal: Option<bool>,
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
}

impl AppOptions {
    /// The defaults for a real run: data folder, shipped library, house profiles.
    pub fn new(profiles: Profiles) -> AppOptions {
        AppOptions {
            scenario: None,
            screenshot: None,
            actions: Vec::new(),
            logs_folder: crate::paths::logs_dir(),
            profiles,
            library_folders: Library::default_folders(),
            lang: None,
            trainee: None,
            mode: None,
            select: None,
            with_deal: None,
            launched: Instant::now(),
            quiz_folder: crate::paths::quiz_dir(),
            quiz: None,
            screen: None,
            open: None,
        }
    }
}

/// What the trainer shows after a choice (practice only).
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    Right(Action),
    Wrong {
        choice: Action,
        deviation: crate::core::round::Deviation,
    },
}

/// A session under way and the train screen's own state.
pub struct Training {
    pub session: Session,
    pub selected: Option<Pick>,
    pub line: String,
    pub line_error: Option<String>,
    pub feedback: Option<Feedback>,
    pub hint: Option<Action>,
    /// Give the action line the keyboard on the next frame.
    pub focus_line: bool,
    /// The summary's chosen mistake (index in the log).
    pub inspected: Option<usize>,
    /// How to start the same situation again.
    pub again: (Scenario, SessionSetup),
}

/// The whole app.
pub struct TalladorApp {
    pub settings: Settings,
    pub i18n: I18n,
    pub screen: Screen,
    pub profiles: Profiles,
    pub library: Library,
    pub logs_folder: Option<PathBuf>,
    pub start: start::StartForm,
    pub training: Option<Training>,
    /// The quiz screen's state, once opened.
    pub quiz: Option<quiz::QuizScreen>,
    pub quiz_folder: Option<PathBuf>,
    pub help_open: bool,
    /// A message for the trainee on the start screen (a file that failed, …).
    pub notice: Option<String>,
    pub review: review::ReviewScreen,
    pub overview: overview::OverviewScreen,
    pub inspector: inspector::InspectorScreen,
    pub drill: audit_drill::DrillScreen,
    file_dialog: file_dialog::FileDialogTask,
    screenshot: Option<screenshot::ScreenshotPlan>,
    launched: Instant,
    first_frame: bool,
    remember: bool,
}

/// The time now, with the local time zone.
pub fn now() -> Stamp {
    Stamp::new(chrono::Local::now().fixed_offset())
}

impl TalladorApp {
    /// Builds the app; `stored` are the remembered settings (ignored in screenshot runs).
    pub fn new(options: AppOptions, stored: Option<Settings>, exit: Arc<AtomicI32>) -> Self {
        let remember = options.screenshot.is_none();
        let mut settings = if remember {
            stored.unwrap_or_default()
        } else {
            Settings::default()
        };
        if let Some(lang) = options.lang {
            settings.lang = lang;
        }
        if let Some(trainee) = &options.trainee {
            settings.trainee = trainee.clone();
        }
        if let Some(mode) = options.mode {
            settings.mode = mode;
        }
        if let Some(with_deal) = options.with_deal {
            settings.with_deal = with_deal;
        }
        if options.profiles.get(&settings.profile).is_none() {
            settings.profile = Settings::default().profile;
        }
        let library = Library::load(&options.library_folders, &options.profiles);
        let start = start::StartForm::new(&settings);
        let mut app = TalladorApp {
            i18n: I18n::new(settings.lang),
            settings,
            screen: Screen::Start,
            profiles: options.profiles.clone(),
            library,
            logs_folder: options.logs_folder.clone(),
            start,
            training: None,
            quiz: None,
            quiz_folder: options.quiz_folder.clone(),
            help_open: false,
            notice: None,
            review: review::ReviewScreen::default(),
            overview: overview::OverviewScreen::new(options.logs_folder.as_deref()),
            inspector: inspector::InspectorScreen::default(),
            drill: audit_drill::DrillScreen::default(),
            file_dialog: file_dialog::FileDialogTask::default(),
            screenshot: options
                .screenshot
                .clone()
                .map(|path| screenshot::ScreenshotPlan::new(path, exit)),
            launched: options.launched,
            first_frame: true,
            remember,
        };
        if let Some(path) = &options.scenario {
            match Scenario::load(path, &app.profiles) {
                Ok(scenario) => {
                    let source = ScenarioSource::File {
                        path: path.display().to_string(),
                        title: scenario.title_in(app.i18n.lang() == Lang::Es).to_string(),
                    };
                    app.begin(scenario, source);
                }
                Err(problem) => app.notice = Some(problem.to_string()),
            }
        }
        if let Some(training) = &mut app.training {
            training.selected = match options.select.as_deref() {
                Some("banca") => Some(Pick::Banca),
                Some("punto") => Some(Pick::Punto),
                Some("dealer") => Some(Pick::Dealer),
                Some(place) => place.parse().ok().map(Pick::Place),
                None => None,
            };
            training.focus_line = training.selected.is_none();
        }
        let mut options = options;
        if let Some(screen) = options.screen {
            let calls = std::mem::take(&mut options.actions);
            tools::open_screen(&mut app, screen, options.open.as_deref(), &calls);
        }
        for text in &options.actions {
            match text.parse::<Action>() {
                Ok(action) => app.apply(Command::Choose(action)),
                Err(error) => {
                    app.notice = Some(format!("`{text}`: {error}"));
                    break;
                }
            }
        }
        if let Some(spec) = &options.quiz {
            quiz::open_scripted(&mut app, spec);
        }
        app
    }

    /// One frame of the whole app (the window and the tests both call this).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        if self.first_frame {
            self.first_frame = false;
            if self.screenshot.is_some() {
                eprintln!(
                    "tallador: first frame {} ms after launch",
                    self.launched.elapsed().as_millis()
                );
            }
        }
        let mut commands = global_keys(ui.ctx(), self.screen, &self.settings);
        match self.screen {
            Screen::Start => commands.extend(start::start_ui(ui, self)),
            Screen::Train => {
                if let Some(training) = &mut self.training {
                    commands.extend(train::train_ui(ui, training, &self.i18n));
                }
            }
            Screen::Summary => {
                if let Some(training) = &mut self.training {
                    commands.extend(summary::summary_ui(ui, training, &self.i18n));
                }
            }
            Screen::Quiz => {
                if let Some(quiz) = &mut self.quiz {
                    commands.extend(quiz::quiz_ui(ui, quiz, &self.i18n, &self.profiles));
                }
            }
            Screen::Review => commands.extend(review::review_ui(ui, self)),
            Screen::Overview => commands.extend(overview::overview_ui(ui, self)),
            Screen::Inspector => commands.extend(inspector::inspector_ui(ui, self)),
            Screen::AuditDrill => commands.extend(audit_drill::drill_ui(ui, self)),
        }
        if self.help_open {
            commands.extend(help::help_ui(ui, &self.i18n, self.screen));
        }
        if let Some(picked) = self.file_dialog.poll() {
            match picked {
                Some(path) => {
                    self.start.file = path.display().to_string();
                    self.start.file_message = None;
                }
                None => {
                    self.start.file_message = Some(self.i18n.tr("start.no_file_chosen").into());
                }
            }
        }
        for command in commands {
            self.apply_in(command, ui.ctx());
        }
        if let Some(plan) = &mut self.screenshot {
            plan.step(ui.ctx());
        }
    }

    fn apply_in(&mut self, command: Command, ctx: &egui::Context) {
        if command == Command::BrowseScenario {
            self.file_dialog.open(ctx, &self.i18n);
            return;
        }
        self.apply(command);
    }

    /// Applies one command.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::SetLanguage(lang) => {
                self.settings.lang = lang;
                self.i18n = I18n::new(lang);
            }
            Command::StartSession => self.start_session(),
            Command::Choose(action) => self.choose(action),
            Command::Hint => {
                if let Some(training) = &mut self.training {
                    training.hint = training.session.hint();
                }
            }
            Command::EndSession => {
                if let Some(training) = &mut self.training {
                    training.session.close(now());
                    self.screen = Screen::Summary;
                }
            }
            Command::NewSession => {
                if let Some(quiz) = &mut self.quiz {
                    quiz.close();
                }
                self.screen = Screen::Start;
                self.training = None;
            }
            Command::Again => {
                if let Some(training) = self.training.take() {
                    let (scenario, setup) = training.again;
                    self.begin_with(scenario, setup);
                }
            }
            Command::BrowseScenario => {}
            Command::OpenLogsFolder => {
                let folder = self
                    .training
                    .as_ref()
                    .and_then(|training| training.session.logs_folder().map(PathBuf::from))
                    .or_else(|| self.logs_folder.clone());
                if let Some(folder) = folder
                    && let Err(error) = open_folder(&folder)
                {
                    self.notice = Some(format!(
                        "{}: {error}",
                        self.i18n.tr("summary.cannot_open_folder")
                    ));
                }
            }
            Command::RetryLogWrite => {
                if let Some(training) = &mut self.training {
                    training.session.retry_write();
                }
            }
            Command::ToggleHelp => self.help_open = !self.help_open,
            Command::OpenQuiz => quiz::open(self),
            Command::Show(screen) => tools::show(self, screen),
            Command::ReviewLog(path) => {
                self.review.open(&path, &self.profiles);
                self.review.back_to = self.screen;
                self.screen = Screen::Review;
            }
        }
    }

    fn choose(&mut self, action: Action) {
        let Some(training) = &mut self.training else {
            return;
        };
        let stamp = now();
        let outcome = training.session.choose(action, stamp);
        training.hint = None;
        training.line_error = None;
        let practice = training.session.mode() == Mode::Practice;
        training.feedback = match outcome {
            ChoiceVerdict::Correct { .. } if practice => Some(Feedback::Right(action)),
            ChoiceVerdict::Wrong { deviation, .. } if practice => Some(Feedback::Wrong {
                choice: action,
                deviation,
            }),
            _ => None,
        };
        if training.session.is_finished() {
            training.session.close(stamp);
            self.screen = Screen::Summary;
        }
    }

    fn start_session(&mut self) {
        self.settings = self.start.settings(&self.settings);
        match self
            .start
            .situation(&self.library, &self.profiles, &self.i18n)
        {
            Ok((scenario, source)) => {
                self.notice = None;
                self.begin(scenario, source);
            }
            Err(message) => self.notice = Some(message),
        }
    }

    fn begin(&mut self, scenario: Scenario, source: ScenarioSource) {
        let setup = SessionSetup {
            trainee: self.settings.trainee.trim().to_string(),
            mode: self.settings.mode,
            practise_amounts: self.settings.practise_amounts,
            source,
            logs_folder: self.logs_folder.clone(),
        };
        self.begin_with(scenario, setup);
    }

    fn begin_with(&mut self, scenario: Scenario, setup: SessionSetup) {
        match Game::new(scenario.clone(), self.settings.with_deal) {
            Ok(game) => {
                let session = Session::start(game, setup.clone(), now());
                self.training = Some(Training {
                    session,
                    selected: None,
                    line: String::new(),
                    line_error: None,
                    feedback: None,
                    hint: None,
                    focus_line: true,
                    inspected: None,
                    again: (scenario, setup),
                });
                self.screen = Screen::Train;
            }
            Err(error) => {
                self.notice = Some(error.to_string());
                self.screen = Screen::Start;
            }
        }
    }
}

/// Keys that work on every screen: F1 help; Ctrl+N a new session.
fn global_keys(ctx: &egui::Context, screen: Screen, _settings: &Settings) -> Vec<Command> {
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::F1) {
            commands.push(Command::ToggleHelp);
        }
        if screen != Screen::Start && input.consume_key(egui::Modifiers::COMMAND, egui::Key::N) {
            commands.push(Command::NewSession);
        }
    });
    commands
}

/// Opens a folder in the system's file manager (without waiting for it).
fn open_folder(folder: &std::path::Path) -> std::io::Result<()> {
    let program = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let mut child = std::process::Command::new(program)
        .arg(folder)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()?;
    std::thread::spawn(move || child.wait());
    Ok(())
}

/// The storage key of the settings.
const SETTINGS_KEY: &str = "tallador-settings";

impl eframe::App for TalladorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.remember {
            let settings = self.start.settings(&self.settings);
            eframe::set_value(storage, SETTINGS_KEY, &settings);
        }
    }

    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        theme::BACKGROUND.to_normalized_gamma_f32()
    }
}

/// Opens the window; returns the exit status (1 when the window or the screenshot failed).
pub fn run(options: AppOptions) -> i32 {
    let exit = Arc::new(AtomicI32::new(0));
    let screenshot = options.screenshot.is_some();
    let native = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tallador")
            .with_app_id("tallador")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([960.0, 640.0]),
        persist_window: !screenshot,
        centered: true,
        ..Default::default()
    };
    let app_exit = exit.clone();
    let result = eframe::run_native(
        "Tallador",
        native,
        Box::new(move |cc| {
            theme::install(&cc.egui_ctx);
            let stored = if screenshot {
                None
            } else {
                cc.storage
                    .and_then(|storage| eframe::get_value::<Settings>(storage, SETTINGS_KEY))
            };
            Ok(Box::new(TalladorApp::new(options, stored, app_exit)))
        }),
    );
    match result {
        Ok(()) => exit.load(Ordering::SeqCst),
        Err(error) => {
            eprintln!("tallador: cannot open the window: {error}");
            1
        }
    }
}
