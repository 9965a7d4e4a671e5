//! The course screen (docs/courses.md): who you are (the roster, the names seen in the logs, or
//! a new name), the course, and each module locked, open or mastered with its gate's figure and
//! what is due; its items to train, and the exam, locked until every gate is met. Reached from
//! the start screen with Ctrl+K. The applier (`apply/course.rs`) reads the course and the logs;
//! this screen draws what it found and returns commands.

pub mod ask;
pub mod editor;

use std::path::PathBuf;

use egui::{Key, Modifiers, RichText, ScrollArea};

pub use ask::{CourseAsk, CourseSource};

use super::{Command, Screen, ScreenCtx, theme, tools};
use crate::session::course::progress::{ModuleProgress, ModuleState, Progress};
use crate::session::course::{Course, CourseItem, Module};
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// A course read and trusted, with the trainee's standing in it.
#[derive(Clone, Debug)]
pub struct LoadedCourse {
    pub source: CourseSource,
    pub course: Course,
    /// Who signed it (`None`: built into the program).
    pub signed_by: Option<String>,
    /// The exam papers, where they are taken from, in the course's order.
    pub exams: Vec<PathBuf>,
    /// Each exam paper's title in English, Spanish and Italian (empty: the English one).
    pub exam_titles: Vec<[String; 3]>,
    /// The standing of the start screen's trainee (`None`: no name yet).
    pub progress: Option<Progress>,
}

/// The course screen's state.
#[derive(Clone, Debug, Default)]
pub struct CourseScreen {
    /// Who may train here: the roster's names, then those seen in the logs.
    pub names: Vec<String>,
    /// A new name, as typed.
    pub new_name: String,
    /// The built-in courses' names.
    pub shipped: Vec<String>,
    /// A course file, as typed.
    pub file: String,
    pub loaded: Option<LoadedCourse>,
    /// What went wrong last (a course refused, a name refused, a locked exam).
    pub message: Option<Told>,
    /// The module the arrow keys are on.
    pub selected: usize,
    /// The course editor is on show in place of the course.
    pub editing: bool,
    pub editor: editor::CourseEditor,
    /// The session on show was started from the course: leaving it comes back here.
    pub came_from: bool,
    /// The frames still to scroll the selected module into view once the arrow keys moved it
    /// (two: a frame may not know the screen's height yet).
    pub scroll_to_selected: u8,
    /// The frames still to scroll the exams into view (Ctrl+E on a locked exam: what it still
    /// needs is told beside its button).
    pub scroll_to_exams: u8,
    /// The course and trainee the selection was placed for: another course or trainee puts it
    /// on the module to work on (the first open one) again.
    pub placed_for: Option<(CourseSource, String)>,
}

/// The course screen's keys, for F1.
pub const KEYS: [(&str, &str); 4] = [
    ("↑ ↓", "course.key_module"),
    ("Enter", "course.key_train"),
    ("Ctrl+E", "course.key_exam"),
    ("Esc", "course.key_back"),
];

/// The width (points) from which who you are and which course stand side by side.
const SIDE_BY_SIDE: f32 = 1150.0;

pub fn course_ui(ui: &mut egui::Ui, screen: &mut CourseScreen, ctx: &ScreenCtx) -> Vec<Command> {
    let mut commands = Vec::new();
    place_selection(screen, ctx.trainee);
    keys(ui, screen, &mut commands);
    let i18n = ctx.i18n;
    egui::Panel::top("course-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                ui.label(RichText::new(i18n.tr("course.title")).font(theme::bold_font(18.0)));
                if ui
                    .button(format!("{} {}", i18n.tr("course.back"), i18n.keys("Esc")))
                    .clicked()
                {
                    commands.push(Command::Show(Screen::Start));
                }
            });
            // Above the scrolled part, so that what a key did (an exam still locked, a course
            // refused) is in sight wherever the modules are scrolled to.
            if let Some(message) = &screen.message {
                ui.add_space(4.0);
                tools::notice_ui(ui, &message.tell(i18n), false);
                ui.add_space(4.0);
            }
        });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical().show(ui, |ui| {
            // Who and which course side by side where they fit, so that the modules come up
            // into the window; one above the other on a narrow one.
            if ui.available_width() >= SIDE_BY_SIDE {
                ui.columns(2, |columns| {
                    if let [who, which] = columns {
                        who_ui(who, screen, ctx, &mut commands);
                        pick_ui(which, screen, ctx, &mut commands);
                    }
                });
            } else {
                who_ui(ui, screen, ctx, &mut commands);
                ui.add_space(10.0);
                pick_ui(ui, screen, ctx, &mut commands);
            }
            ui.add_space(6.0);
            let edit_key = if screen.editing {
                "course.editor_close"
            } else {
                "course.editor_open"
            };
            if ui.button(i18n.tr(edit_key)).clicked() {
                commands.push(Command::Course(CourseAsk::EditCourse));
            }
            if screen.editing {
                editor::editor_ui(ui, &mut screen.editor, ctx, &mut commands);
            } else if let Some(loaded) = &screen.loaded {
                ui.add_space(10.0);
                let scroll = if screen.scroll_to_exams > 0 {
                    ScrollTo::Exams
                } else if screen.scroll_to_selected > 0 {
                    ScrollTo::Selected
                } else {
                    ScrollTo::Nothing
                };
                course_body_ui(ui, loaded, (screen.selected, scroll), ctx, &mut commands);
                if scroll != ScrollTo::Nothing {
                    screen.scroll_to_exams = screen.scroll_to_exams.saturating_sub(1);
                    screen.scroll_to_selected = screen.scroll_to_selected.saturating_sub(1);
                    ui.ctx().request_repaint();
                }
            }
        });
    });
    commands
}

/// A course or trainee new to the screen: the selection on the module to work on (the first
/// open one; the first module when none is open). Not scrolled to: who you are stays in view.
fn place_selection(screen: &mut CourseScreen, trainee: &str) {
    let Some(loaded) = &screen.loaded else {
        return;
    };
    let Some(progress) = &loaded.progress else {
        return;
    };
    let placed_for = (loaded.source.clone(), trainee.trim().to_string());
    if screen.placed_for.as_ref() == Some(&placed_for) {
        return;
    }
    screen.selected = progress
        .modules
        .iter()
        .position(|standing| standing.state == ModuleState::Open)
        .unwrap_or(0);
    screen.placed_for = Some(placed_for);
}

/// ↑ ↓ the module, Enter its first item, Ctrl+E the exam, Esc back.
fn keys(ui: &mut egui::Ui, screen: &mut CourseScreen, commands: &mut Vec<Command>) {
    let modules = screen
        .loaded
        .as_ref()
        .map_or(0, |loaded| loaded.course.modules.len());
    let typing = ui.ctx().memory(|memory| memory.focused().is_some());
    ui.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            commands.push(Command::Show(Screen::Start));
        }
        if input.consume_key(Modifiers::COMMAND, Key::E) {
            commands.push(Command::Course(CourseAsk::TakeExam(0)));
        }
        if typing || modules == 0 {
            return;
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
            screen.selected = (screen.selected + 1).min(modules - 1);
            screen.scroll_to_selected = 2;
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
            screen.selected = screen.selected.saturating_sub(1);
            screen.scroll_to_selected = 2;
        }
        if input.consume_key(Modifiers::NONE, Key::Enter) {
            commands.push(Command::Course(CourseAsk::Train {
                module: screen.selected,
                item: 0,
            }));
        }
    });
}

/// Who trains: the start screen's name, the names known here, a new name.
fn who_ui(
    ui: &mut egui::Ui,
    screen: &mut CourseScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    ui.label(RichText::new(i18n.tr("course.who")).font(theme::bold_font(17.0)));
    if ctx.trainee.trim().is_empty() {
        ui.label(RichText::new(i18n.tr("course.no_name")).color(theme::BAD));
    } else {
        ui.label(i18n.trf("course.you", &[("name", ctx.trainee.trim())]));
    }
    ui.horizontal_wrapped(|ui| {
        for name in &screen.names {
            let selected = crate::session::exam::names::normalised(name)
                == crate::session::exam::names::normalised(ctx.trainee);
            if ui
                .add(egui::Button::selectable(selected, name.as_str()))
                .clicked()
            {
                commands.push(Command::Course(CourseAsk::SetTrainee(name.clone())));
            }
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("course.new_name"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut screen.new_name)
                    .desired_width(280.0)
                    .font(theme::font(17.0)),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
        if (ui.button(i18n.tr("course.its_me")).clicked() || entered)
            && !screen.new_name.trim().is_empty()
        {
            commands.push(Command::Course(CourseAsk::SetTrainee(
                screen.new_name.clone(),
            )));
        }
    });
}

/// Which course: a built-in one, or a course file.
fn pick_ui(
    ui: &mut egui::Ui,
    screen: &mut CourseScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    ui.label(RichText::new(i18n.tr("course.which")).font(theme::bold_font(17.0)));
    ui.horizontal_wrapped(|ui| {
        for name in &screen.shipped {
            let selected = screen
                .loaded
                .as_ref()
                .is_some_and(|loaded| loaded.source == CourseSource::Shipped(name.clone()));
            // A built-in course is named after its table.
            let shown = ctx.profiles.get(name).map_or_else(
                || name.clone(),
                |profile| tools::profile_name(i18n, profile),
            );
            if ui
                .add(egui::Button::selectable(selected, shown))
                .on_hover_text(i18n.tr("course.shipped_about"))
                .clicked()
            {
                commands.push(Command::Course(CourseAsk::PickShipped(name.clone())));
            }
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("course.file"));
        // What the row leaves beside the Load button (a column is narrower than the window).
        let width = (ui.available_width() - 110.0).clamp(160.0, 420.0);
        let field = ui
            .add(egui::TextEdit::singleline(&mut screen.file).desired_width(width))
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
        if ui.button(i18n.tr("course.load")).clicked() || entered {
            commands.push(Command::Course(CourseAsk::LoadFile));
        }
    });
}

/// The course: its name and trust, each module with its standing and items, the exams.
fn course_body_ui(
    ui: &mut egui::Ui,
    loaded: &LoadedCourse,
    (selected, scroll): (usize, ScrollTo),
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    let course = &loaded.course;
    ui.label(
        RichText::new(course.name_for(i18n.lang().code()))
            .font(theme::bold_font(22.0))
            .color(theme::GOLD),
    );
    let trust = match &loaded.signed_by {
        Some(instructor) => i18n.trf("course.check_signed", &[("instructor", instructor)]),
        None => i18n.tr("course.check_shipped").into_owned(),
    };
    ui.label(RichText::new(trust).color(theme::weak()));
    let Some(progress) = &loaded.progress else {
        ui.label(RichText::new(i18n.tr("course.pick_name_first")).color(theme::weak()));
        return;
    };
    if progress.altered > 0 {
        ui.label(
            RichText::new(i18n.trf("course.altered", &[("n", &progress.altered.to_string())]))
                .color(theme::BAD),
        );
    }
    for (index, (module, standing)) in course.modules.iter().zip(&progress.modules).enumerate() {
        ui.add_space(6.0);
        let previous = index
            .checked_sub(1)
            .and_then(|before| course.modules.get(before));
        let response = module_ui(
            ui,
            (index, module, standing, previous),
            index == selected,
            ctx,
            commands,
        );
        if index == selected && scroll == ScrollTo::Selected {
            response.scroll_to_me(Some(egui::Align::TOP));
        }
    }
    ui.add_space(10.0);
    // The modules still to master, named, so that a locked exam says what opens it.
    let to_master: Vec<String> = course
        .modules
        .iter()
        .zip(&progress.modules)
        .filter(|(_, standing)| standing.state != ModuleState::Mastered)
        .map(|(module, _)| format!("«{}»", module.title_for(i18n.lang().code())))
        .collect();
    let exams = ui
        .scope(|ui| {
            exams_ui(
                ui,
                loaded,
                (progress.exams_open, &to_master),
                i18n,
                commands,
            );
        })
        .response;
    if scroll == ScrollTo::Exams {
        exams.scroll_to_me(Some(egui::Align::BOTTOM));
    }
}

/// What the course's scrolled part brings into view this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ScrollTo {
    Nothing,
    /// The module the arrow keys are on.
    Selected,
    /// The exams, with what they still need.
    Exams,
}

/// One module: its state, title, what opens it while locked, gate figure, what its quick
/// drills have due and its items.
fn module_ui(
    ui: &mut egui::Ui,
    (index, module, standing, previous): (usize, &Module, &ModuleProgress, Option<&Module>),
    selected: bool,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) -> egui::Response {
    let code = ctx.i18n.lang().code();
    let i18n = ctx.i18n;
    let (state_key, colour) = match standing.state {
        ModuleState::Locked => ("course.locked", theme::weak()),
        ModuleState::Open => ("course.open_state", theme::GOLD),
        ModuleState::Mastered => ("course.mastered", theme::GOOD),
    };
    let frame = if selected {
        egui::Frame::new().stroke(egui::Stroke::new(2.0, theme::GOLD))
    } else {
        egui::Frame::new().stroke(egui::Stroke::new(1.0, theme::weak()))
    };
    let shown = frame.corner_radius(6.0).inner_margin(8.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.label(RichText::new(i18n.tr(state_key)).strong().color(colour));
            ui.label(RichText::new(module.title_for(code)).font(theme::bold_font(17.0)));
        });
        if let (ModuleState::Locked, Some(previous)) = (standing.state, previous) {
            ui.label(i18n.trf(
                "course.locked_until",
                &[("previous", previous.title_for(code))],
            ));
        }
        ui.label(figure_text(i18n, module, standing));
        // What the quick drills have due: only a module with a quick drill has any.
        let drills = module
            .items
            .iter()
            .any(|item| matches!(item, CourseItem::Drill(_)));
        if drills {
            ui.label(
                RichText::new(i18n.trf(
                    "course.due",
                    &[
                        ("due", &standing.due.to_string()),
                        ("new", &standing.new.to_string()),
                    ],
                ))
                .color(theme::weak()),
            );
        }
        ui.horizontal_wrapped(|ui| {
            for (item_index, item) in module.items.iter().enumerate() {
                let button = egui::Button::new(editor::item_name(i18n, ctx, item));
                if ui
                    .add_enabled(standing.state != ModuleState::Locked, button)
                    .clicked()
                {
                    commands.push(Command::Course(CourseAsk::Train {
                        module: index,
                        item: item_index,
                    }));
                }
            }
        });
    });
    shown.response
}

/// The gate's figure, worked out for the trainee: how many right at the first try of how many,
/// as a share, and what the gate needs in the same units ("14 of 20: 70 %; needed: 90 %, 18 of
/// 20"); then the pace.
fn figure_text(i18n: &I18n, module: &Module, standing: &ModuleProgress) -> String {
    let gate = &module.gate;
    let figure = &standing.figure;
    let over = gate.over_last.get();
    let percent = figure.percent().unwrap_or(0);
    let args = [
        ("correct", figure.correct.to_string()),
        ("counted", figure.counted.to_string()),
        ("over", over.to_string()),
        ("percent", percent.to_string()),
        ("gate", gate.first_try.get().to_string()),
        ("needed", gate.right_needed().to_string()),
    ];
    let args: Vec<(&str, &str)> = args
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    let key = match figure.counted {
        0 => "course.figure_none",
        counted if counted < over => "course.figure_short",
        _ => "course.figure",
    };
    let mut text = i18n.trf(key, &args);
    if let Some(seconds) = gate.median_seconds {
        let max = i18n.seconds(u64::from(seconds.get()) * 1000);
        text += " ";
        text += &match figure.median_ms {
            Some(ms) => i18n.trf(
                "course.pace",
                &[("median", &i18n.seconds(ms)), ("max", &max)],
            ),
            None => i18n.trf("course.pace_none", &[("max", &max)]),
        };
    }
    text
}

/// The exams: open once every gate is met, locked before, and saying which modules are still
/// to master (beside them, and on the locked button).
fn exams_ui(
    ui: &mut egui::Ui,
    loaded: &LoadedCourse,
    (open, to_master): (bool, &[String]),
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let why_locked = i18n.trf(
        "course.exam_locked_still",
        &[("modules", &to_master.join(", "))],
    );
    for (index, path) in loaded.exams.iter().enumerate() {
        let name = match loaded.exam_titles.get(index) {
            Some([title, spanish, italian]) => {
                crate::core::scenario::in_language(i18n.lang().code(), title, spanish, italian)
                    .to_string()
            }
            None => path.display().to_string(),
        };
        let button = egui::Button::new(
            RichText::new(format!(
                "{} {}",
                i18n.trf("course.take_exam", &[("paper", &name)]),
                if index == 0 {
                    i18n.keys("Ctrl+E")
                } else {
                    String::new()
                }
            ))
            .font(theme::bold_font(17.0)),
        );
        if ui
            .add_enabled(open, button)
            .on_disabled_hover_text(&why_locked)
            .clicked()
        {
            commands.push(Command::Course(CourseAsk::TakeExam(index)));
        }
    }
    if !open {
        ui.label(RichText::new(why_locked).color(theme::weak()));
    }
}

/// The course screen at start-up (`--screen course`, docs and CI screenshots): read, the
/// course file `open` loaded when one is given, and the editor open with the action `edit`.
pub fn launch_commands(open: Option<PathBuf>, actions: &[String]) -> Vec<Command> {
    let mut commands = vec![Command::Course(CourseAsk::Open)];
    if let Some(path) = open {
        commands.push(Command::Course(CourseAsk::OpenFile(path)));
    }
    if actions.iter().any(|action| action == "edit") {
        commands.push(Command::Course(CourseAsk::EditCourse));
    }
    commands
}
