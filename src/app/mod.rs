//! The desktop trainer (eframe, glow): one top-level app that switches between screens. Screens
//! draw from their own state and a [`ScreenCtx`], and return [`Command`]s; the app applies them
//! after the frame ([`apply`]), through the session and the core, reading and writing files only
//! there ([`files`]); the command line's start-up options go the same way ([`launch`]). No rule
//! is decided here.
//!
//! Screens: [`start`] (who, which table, which situation), [`train`] (the table and the next
//! action), [`summary`] (the score and the mistakes); for instructors and inspectors
//! ([`tools`]): [`review`] (one session log step by step), [`overview`] (a folder of logs),
//! [`inspector`] (reconstruct a disputed hand) and [`audit_drill`] (stop a dealer's planted
//! errors); and [`quiz`] (self-study drills: its menu, drill, results and heat map). Shared by
//! them: [`table`] (the table painter), [`cards`], [`theme`], [`tools`].

pub mod actions;
pub mod apply;
pub mod audit_drill;
pub mod cards;
pub mod class;
pub mod command;
pub mod course;
pub mod exam_editor;
pub mod exam_result;
pub mod file_dialog;
pub mod files;
pub mod help;
pub mod icon;
pub mod inspector;
pub mod launch;
pub mod lrs;
pub mod options;
pub mod overview;
pub mod pointer;
pub mod quiz;
pub mod register;
pub mod review;
pub mod screenshot;
pub mod shortcuts;
pub mod start;
pub mod summary;
pub mod table;
pub mod theme;
pub mod tools;
pub mod train;
pub mod tray;
pub mod words;

pub use command::{Command, Screen, ScreenCtx, SourceKind};
pub use options::AppOptions;
pub use train::{Feedback, Training};

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Instant;

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::core::Profiles;
use crate::session::Stamp;
use crate::session::folders::Folders;
use crate::session::library::Library;
use crate::text::i18n::{I18n, Lang};

/// What the app remembers between runs (eframe storage): the language and the start screen's
/// choices, the one copy the start screen edits and sessions start from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    pub start: start::StartForm,
    /// Ctrl + / Ctrl − steps on top of the window's own zoom.
    pub zoom_steps: i8,
    /// The school's name, on certificates.
    pub school: String,
}

impl Settings {
    /// The settings of this run: the remembered ones (`None`: the defaults) with the command
    /// line's overrides, and a table that exists.
    fn for_run(options: &AppOptions, stored: Option<Settings>) -> Settings {
        let first_start = stored.is_none();
        let mut settings = stored.unwrap_or_default();
        if first_start && let Some(lang) = options.system_lang {
            settings.lang = lang;
        }
        if let Some(lang) = options.lang {
            settings.lang = lang;
        }
        let form = &mut settings.start;
        if let Some(projector) = options.projector {
            form.projector = projector;
        }
        if let Some(trainee) = &options.trainee {
            form.trainee = trainee.clone();
        }
        if let Some(mode) = options.mode {
            form.mode = mode;
        }
        if let Some(with_deal) = options.with_deal {
            form.with_deal = with_deal;
        }
        if let Some(chips) = options.paid_in_chips {
            form.paid_in_chips = chips;
        }
        if let Some(paper) = &options.exam_paper {
            form.paper = paper.display().to_string();
        }
        if options.profiles.get(&form.profile).is_none() {
            form.profile = start::StartForm::default().profile;
        }
        settings
    }
}

/// The whole app.
pub struct TalladorApp {
    pub settings: Settings,
    pub i18n: I18n,
    pub screen: Screen,
    pub profiles: Profiles,
    pub library: Library,
    pub logs_folder: Option<PathBuf>,
    /// Choices are scripted for this run (the hidden `--actions` flag): an exam's log says so
    /// and is never sealed as a result.
    pub scripted: bool,
    pub training: Option<Training>,
    /// The quiz screen's state, once opened.
    pub quiz: Option<quiz::Quiz>,
    pub quiz_folder: Option<PathBuf>,
    pub help_open: bool,
    /// A message for the trainee on the start screen (a file that failed, …).
    pub notice: Option<crate::text::told::Told>,
    pub review: review::ReviewScreen,
    pub overview: overview::OverviewScreen,
    /// The class view of the overview's folder.
    pub class: class::ClassScreen,
    /// The class screen's live reading of the school's LRS, while it is on.
    class_live: Option<crate::session::class::live::LiveReader>,
    pub inspector: inspector::InspectorScreen,
    pub drill: audit_drill::DrillScreen,
    /// The audit drill under way, shown by the drill screen.
    pub audit_drill: Option<crate::session::drill::AuditDrill>,
    pub exam_editor: exam_editor::ExamEditorScreen,
    /// The course screen's state.
    pub course: course::CourseScreen,
    pub keys_folder: Option<PathBuf>,
    pub instructor_folder: Option<PathBuf>,
    pub folders: Folders,
    /// The school's LRS window.
    pub lrs: lrs::LrsScreen,
    /// The sender of the school's LRS, when one is set.
    lrs_outbox: Option<crate::session::lrs::outbox::Outbox>,
    file_dialog: file_dialog::FileDialogTask,
    /// The window's context, once it has drawn a frame (a file dialog asks it to repaint).
    egui_ctx: Option<egui::Context>,
    screenshot: Option<screenshot::ScreenshotPlan>,
    launched: Instant,
    /// The monotonic clock's reading for the frame's commands (`None` for commands applied
    /// outside a frame: start-up scripts and tests, whose times are given).
    frame_instant: Option<Instant>,
    first_frame: bool,
    remember: bool,
    /// The projector setting last given to the style.
    projector_applied: Option<bool>,
    /// Where the window's pointer gate reads what the pointer can be over (the real window
    /// only: `run` sets it).
    pointer_gate: Option<pointer::Gate>,
}

/// The time now, with the local time zone (the window's clock; tests pass a fixed time).
pub fn clock() -> DateTime<FixedOffset> {
    chrono::Local::now().fixed_offset()
}

impl TalladorApp {
    /// The start screen's notice in the language on show.
    pub fn notice_text(&self) -> Option<String> {
        self.notice.as_ref().map(|notice| notice.tell(&self.i18n))
    }

    /// Builds the app; `stored` are the remembered settings (ignored in screenshot runs).
    pub fn new(options: AppOptions, stored: Option<Settings>, exit: Arc<AtomicI32>) -> Self {
        let remember = options.screenshot.is_none();
        let settings = Settings::for_run(&options, if remember { stored } else { None });
        let user = Library::load(&options.library_folders, &options.profiles);
        let library = if options.shipped_library {
            Library::shipped(&options.profiles).with(user)
        } else {
            user
        };
        let mut app = TalladorApp {
            i18n: if options.pseudo_locale {
                I18n::pseudo(settings.lang)
            } else {
                I18n::new(settings.lang)
            },
            settings,
            screen: Screen::Start,
            profiles: options.profiles.clone(),
            library,
            logs_folder: options.logs_folder.clone(),
            scripted: !options.actions.is_empty(),
            training: None,
            quiz: None,
            quiz_folder: options.quiz_folder.clone(),
            help_open: false,
            notice: None,
            review: review::ReviewScreen::default(),
            overview: overview::OverviewScreen::new(
                options.logs_folder.as_deref(),
                options.folders.data.clone(),
            ),
            class: class::ClassScreen::default(),
            class_live: None,
            inspector: inspector::InspectorScreen::default(),
            drill: audit_drill::DrillScreen::default(),
            audit_drill: None,
            exam_editor: exam_editor::ExamEditorScreen::default(),
            course: course::CourseScreen::default(),
            keys_folder: options.keys_folder.clone(),
            instructor_folder: options.instructor_folder.clone(),
            folders: options.folders.clone(),
            lrs: lrs::LrsScreen::default(),
            lrs_outbox: None,
            file_dialog: file_dialog::FileDialogTask::default(),
            egui_ctx: None,
            screenshot: options
                .screenshot
                .clone()
                .map(|path| screenshot::ScreenshotPlan::new(path, exit)),
            launched: options.launched,
            frame_instant: None,
            first_frame: true,
            remember,
            projector_applied: None,
            pointer_gate: None,
        };
        app.start_lrs();
        // The start-up options, through the one applier; scripted choices 1.5 s apart, as a
        // trainee would make them (decision times, pace).
        let now = clock();
        let mut at = now;
        for command in launch::startup_commands(&options) {
            let time = if matches!(command, Command::Choose(_) | Command::PayChips(..)) {
                at += chrono::Duration::milliseconds(1500);
                at
            } else {
                now
            };
            app.apply(command, time);
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
        self.fit_zoom(ui.ctx());
        let now = clock();
        let mut commands = global_keys(ui.ctx(), self.screen);
        commands.extend(self.screen_ui(ui, Stamp::new(now)));
        if self.help_open {
            let kind = self
                .training
                .as_ref()
                .map(|training| training.session.game().scenario.profile.kind);
            commands.extend(help::help_ui(
                ui,
                &self.i18n,
                self.screen,
                kind,
                self.folders.data.as_deref(),
            ));
        }
        if self.lrs.open {
            let view = self.lrs_view();
            commands.extend(lrs::lrs_ui(ui, &mut self.lrs, &view, &self.i18n));
        }
        commands.extend(
            self.file_dialog
                .poll()
                .map(|(dialog, picked)| match picked {
                    Some(path) => Command::Picked(dialog, path),
                    None => Command::NothingPicked(dialog),
                }),
        );
        if self.egui_ctx.is_none() {
            self.egui_ctx = Some(ui.ctx().clone());
        }
        self.frame_instant = Some(Instant::now());
        for command in commands {
            self.apply(command, now);
        }
        self.frame_instant = None;
        if let Some(plan) = &mut self.screenshot {
            plan.step(ui.ctx());
        }
    }

    /// Zooms to fit the window, the projector setting and the trainee's Ctrl + / Ctrl −; the
    /// projector's contrast follows its setting.
    fn fit_zoom(&mut self, ctx: &egui::Context) {
        ctx.input_mut(|input| {
            if input.consume_key(egui::Modifiers::COMMAND, egui::Key::Plus)
                || input.consume_key(egui::Modifiers::COMMAND, egui::Key::Equals)
            {
                self.settings.zoom_steps = (self.settings.zoom_steps + 1).min(8);
            }
            if input.consume_key(egui::Modifiers::COMMAND, egui::Key::Minus) {
                self.settings.zoom_steps = (self.settings.zoom_steps - 1).max(-5);
            }
            if input.consume_key(egui::Modifiers::COMMAND, egui::Key::Num0) {
                self.settings.zoom_steps = 0;
            }
        });
        let projector = self.settings.start.projector;
        if self.projector_applied != Some(projector) {
            self.projector_applied = Some(projector);
            theme::set_projector(ctx, projector);
        }
        // The window in pixels (at the system's own scale): its size in points times the zoom.
        let zoom = ctx.zoom_factor();
        let window = ctx.content_rect().size() * zoom;
        let wanted = theme::window_zoom(window)
            * theme::ZOOM_STEP.powi(i32::from(self.settings.zoom_steps))
            * if projector {
                theme::PROJECTOR_ZOOM
            } else {
                1.0
            };
        if (wanted - zoom).abs() > 0.002 {
            ctx.set_zoom_factor(wanted);
        }
    }

    /// Draws the screen on show from its own state and what it may read.
    fn screen_ui(&mut self, ui: &mut egui::Ui, now: Stamp) -> Vec<Command> {
        let trainee = self.settings.start.trainee.clone();
        let ctx = ScreenCtx {
            i18n: &self.i18n,
            profiles: &self.profiles,
            library: &self.library,
            logs_folder: self.logs_folder.as_deref(),
            trainee: &trainee,
            now,
            school: &self.settings.school,
            notice: self.notice.as_ref(),
            dialogs: &self.file_dialog,
            folders: &self.folders,
            lrs_problem: self
                .lrs_outbox
                .as_ref()
                .and_then(crate::session::lrs::outbox::Outbox::problem),
        };
        // A screen whose state is gone goes back to the start, the way Back does.
        let back_to_start = vec![Command::Show(Screen::Start)];
        match self.screen {
            Screen::Start => start::start_ui(ui, &mut self.settings.start, &ctx),
            Screen::Train => self.training.as_mut().map_or(back_to_start, |training| {
                let (screen, training) = training.parts();
                train::train_ui(ui, screen, training, &ctx)
            }),
            Screen::Summary => self.training.as_mut().map_or(back_to_start, |training| {
                let (screen, training) = training.parts();
                summary::summary_ui(ui, screen, training, &ctx)
            }),
            Screen::Quiz => self
                .quiz
                .as_mut()
                .map_or(back_to_start, |quiz| quiz::quiz_ui(ui, quiz, &ctx)),
            Screen::Review => review::review_ui(ui, &mut self.review, &ctx),
            Screen::Overview => overview::overview_ui(ui, &mut self.overview, &ctx),
            Screen::Inspector => inspector::inspector_ui(ui, &mut self.inspector, &ctx),
            Screen::AuditDrill => {
                audit_drill::drill_ui(ui, &mut self.drill, self.audit_drill.as_ref(), &ctx)
            }
            Screen::ExamEditor => exam_editor::exam_editor_ui(ui, &mut self.exam_editor, &ctx),
            Screen::Class => class::class_ui(ui, &mut self.class, &ctx),
            Screen::Course => course::course_ui(ui, &mut self.course, &ctx),
        }
    }
}

/// Keys that work on every screen: F1 help; Ctrl+N a new session.
fn global_keys(ctx: &egui::Context, screen: Screen) -> Vec<Command> {
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

/// Opens a folder in the system's file manager. Waits a moment: an opener that gives up at
/// once (no file manager, no desktop) is an error, one still running is taken as opening.
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
    for _ in 0..15 {
        match child.try_wait()? {
            Some(status) if status.success() => return Ok(()),
            Some(status) => return Err(std::io::Error::other(format!("{program}: {status}"))),
            None => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    }
    std::thread::spawn(move || child.wait());
    Ok(())
}

/// The storage key of the settings.
const SETTINGS_KEY: &str = "tallador-settings";

/// eframe's storage key of egui's memory.
const EGUI_MEMORY_KEY: &str = "egui";

impl eframe::App for TalladorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
        if let Some(gate) = &self.pointer_gate {
            gate.remember(ui.ctx());
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.remember {
            eframe::set_value(storage, SETTINGS_KEY, &self.settings);
            // eframe still reads egui's memory at start (and sizes the window by its zoom):
            // what an older version kept there is replaced by the defaults.
            eframe::set_value(storage, EGUI_MEMORY_KEY, &egui::Memory::default());
        }
    }

    /// egui's own memory (its zoom among it) is not kept: the zoom follows the window and the
    /// remembered settings, and a window opens at the size asked for.
    fn persist_egui_memory(&self) -> bool {
        false
    }

    /// A session under way is abandoned for the school's LRS (its log stays as it is).
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.close_lrs(Stamp::new(clock()));
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
            .with_icon(Arc::new(icon::icon_data()))
            .with_inner_size(options.window_size.unwrap_or([1280.0, 800.0]))
            // A first start fills the screen (a projector's 1920×1080 as a laptop's 1366×768);
            // after that the window opens as it was left (eframe remembers it), and a
            // screenshot run at the size it asks for.
            .with_maximized(options.window_size.is_none())
            .with_min_inner_size([960.0, 640.0]),
        persist_window: !screenshot,
        // A screenshot run keeps eframe's own store (egui's zoom among it) in its data folder,
        // so it opens at the size asked for whatever other runs left.
        persistence_path: screenshot
            .then(|| {
                options
                    .folders
                    .data
                    .as_ref()
                    .map(|folder| folder.join("screenshot-window"))
            })
            .flatten(),
        centered: true,
        ..Default::default()
    };
    let app_exit = exit.clone();
    let event_loop =
        match winit::event_loop::EventLoop::<eframe::UserEvent>::with_user_event().build() {
            Ok(event_loop) => event_loop,
            Err(error) => {
                eprintln!("tallador: cannot open the window: {error}");
                return 1;
            }
        };
    let gate = pointer::Gate::default();
    let app_gate = gate.clone();
    let app = eframe::create_native(
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
            let mut app = TalladorApp::new(options, stored, app_exit);
            app.pointer_gate = Some(app_gate);
            Ok(Box::new(app))
        }),
        &event_loop,
    );
    // A move of the mouse that takes the pointer over nothing new draws no frame.
    match event_loop.run_app(&mut pointer::Gated::new(app, gate)) {
        Ok(()) => exit.load(Ordering::SeqCst),
        Err(error) => {
            eprintln!("tallador: cannot open the window: {error}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_language_only_chooses_on_a_first_start() {
        let mut options = AppOptions::new(Profiles::default());
        options.system_lang = Some(Lang::It);
        assert_eq!(Settings::for_run(&options, None).lang, Lang::It);
        let chosen = Settings {
            lang: Lang::En,
            ..Settings::default()
        };
        assert_eq!(
            Settings::for_run(&options, Some(chosen.clone())).lang,
            Lang::En
        );
        options.lang = Some(Lang::EsAr);
        assert_eq!(Settings::for_run(&options, Some(chosen)).lang, Lang::EsAr);
        assert_eq!(Settings::for_run(&options, None).lang, Lang::EsAr);
    }
}
