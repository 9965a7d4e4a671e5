//! The start screen: who trains, in which language, at which table, in which mode, on which
//! situation (the shipped library, a random deal from a seed, or a scenario file).

use egui::{Align, Layout, RichText, ScrollArea, TextEdit, vec2};

use crate::text::i18n::{I18n, Lang};
use crate::text::told::Told;
use serde::{Deserialize, Serialize};

use super::file_dialog::Dialog;
use super::{Command, ScreenCtx, SourceKind, theme, tools};
use crate::core::generate::Focus;
use crate::session::Mode;
use crate::session::library::{Library, LibraryEntry};

/// The start screen's fields, remembered between runs (in the app's settings) but for the pick
/// in the library and the file dialog's last word.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct StartForm {
    pub trainee: String,
    pub profile: String,
    pub mode: Mode,
    pub practise_amounts: bool,
    /// Cut every payout from the table's chips (CHIPS).
    pub paid_in_chips: bool,
    /// Deal the initial cards too (the deal drill).
    pub with_deal: bool,
    pub source: SourceKind,
    /// Index in the library.
    #[serde(skip)]
    pub library_pick: Option<usize>,
    /// The seed of a random situation, as typed; blank (the default, and every new run): a
    /// fresh seed for each session, recorded in its log. Not remembered between runs.
    #[serde(skip)]
    pub seed: String,
    /// What every random round must show (the generator's focus).
    pub focus: Focus,
    /// Boxes in play or occupied seats of a random situation.
    pub places: u8,
    pub file: String,
    #[serde(skip)]
    pub file_message: Option<Told>,
    /// Larger type and stronger contrast for a classroom projector.
    pub projector: bool,
    /// The exam paper to take, as typed.
    pub paper: String,
    /// The exam paper's row is open (Exam paper…).
    #[serde(skip)]
    pub paper_open: bool,
}

impl Default for StartForm {
    fn default() -> StartForm {
        StartForm {
            trainee: String::new(),
            profile: "casilleros".into(),
            mode: Mode::Practice,
            practise_amounts: false,
            paid_in_chips: false,
            with_deal: false,
            source: SourceKind::Library,
            library_pick: None,
            seed: String::new(),
            focus: Focus::Any,
            places: 3,
            file: String::new(),
            file_message: None,
            projector: false,
            paper: String::new(),
            paper_open: false,
        }
    }
}

impl StartForm {
    /// The seed typed, if it is a number.
    pub fn seed_number(&self) -> Option<u64> {
        self.seed.trim().parse().ok()
    }
}

fn field_label_ui(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.label(
        RichText::new(text)
            .font(theme::bold_font(16.0))
            .color(theme::weak()),
    )
}

pub fn start_ui(ui: &mut egui::Ui, form: &mut StartForm, ctx: &ScreenCtx) -> Vec<Command> {
    let mut commands = Vec::new();
    let i18n = ctx.i18n;
    if ui.input_mut(|input| input.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter)) {
        commands.push(Command::StartSession);
    }
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical().show(ui, |ui| {
            let width = ui.available_width().min(900.0);
            let side = (ui.available_width() - width) / 2.0;
            ui.horizontal(|ui| {
                ui.add_space(side.max(0.0));
                ui.vertical(|ui| {
                    ui.set_width(width);
                    header_ui(ui, form, i18n, &mut commands);
                    ui.add_space(8.0);
                    theme::panel_frame()
                        .corner_radius(10.0)
                        .inner_margin(16.0)
                        .show(ui, |ui| {
                            form_ui(ui, form, ctx, &mut commands);
                        });
                    if let Some(message) = ctx.notice {
                        ui.add_space(10.0);
                        tools::notice_ui(ui, &message.tell(ctx.i18n), false);
                    }
                    ui.add_space(10.0);
                    ui.horizontal(|ui| {
                        let start = egui::Button::new(
                            RichText::new(i18n.tr("start.start")).font(theme::bold_font(22.0)),
                        )
                        .shortcut_text(i18n.keys("Ctrl+Enter"))
                        .fill(egui::Color32::from_rgb(0x1f, 0x7a, 0x44))
                        .min_size(vec2(260.0, 52.0));
                        if ui.add(start).clicked() {
                            commands.push(Command::StartSession);
                        }
                        let quiz = egui::Button::new(
                            RichText::new(i18n.tr("quiz.open")).font(theme::bold_font(18.0)),
                        )
                        .min_size(vec2(200.0, 52.0));
                        if ui.add(quiz).clicked() {
                            commands.push(Command::OpenQuiz);
                        }
                        let paper = egui::Button::new(
                            RichText::new(i18n.tr("start.exam_paper")).font(theme::bold_font(18.0)),
                        )
                        .selected(form.paper_open)
                        .min_size(vec2(120.0, 52.0));
                        if ui
                            .add(paper)
                            .on_hover_text(i18n.tr("start.take_exam_about"))
                            .clicked()
                        {
                            form.paper_open = !form.paper_open;
                        }
                        ui.add_space(16.0);
                        ui.label(RichText::new(i18n.tr("start.f1_hint")).color(theme::weak()));
                    });
                    if form.paper_open {
                        exam_paper_ui(
                            ui,
                            form,
                            i18n,
                            ctx.dialogs.open_now().is_some(),
                            &mut commands,
                        );
                    }
                    tools::entry_ui(ui, i18n, &mut commands);
                });
            });
        });
    });
    commands
}

/// The course (Ctrl+K): who you are, the modules and their gates, the exam. Asked "who are
/// you?" while the name is empty; once it is typed, the trainee's course ("who are you?" hid
/// it from a trainee who knew who she was).
fn course_button_ui(ui: &mut egui::Ui, named: bool, i18n: &I18n, commands: &mut Vec<Command>) {
    let key = if named {
        "course.my_course"
    } else {
        "course.who"
    };
    let course = egui::Button::new(i18n.tr(key)).shortcut_text(i18n.keys("Ctrl+K"));
    let clicked = ui
        .add(course)
        .on_hover_text(i18n.tr("course.key_open"))
        .clicked();
    if clicked || ui.input_mut(|input| input.consume_key(egui::Modifiers::COMMAND, egui::Key::K)) {
        commands.push(Command::Course(super::course::CourseAsk::Open));
    }
}

fn header_ui(ui: &mut egui::Ui, form: &mut StartForm, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(
                RichText::new("Tallador")
                    .font(theme::bold_font(34.0))
                    .color(theme::GOLD),
            );
            ui.label(RichText::new(i18n.tr("start.subtitle")).font(theme::font(17.0)));
        });
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.vertical(|ui| {
                ui.horizontal(|ui| language_ui(ui, i18n, commands));
                ui.checkbox(&mut form.projector, i18n.tr("start.projector"))
                    .on_hover_text(i18n.tr("start.projector_about"));
                ui.label(
                    RichText::new(i18n.tr("start.zoom_hint"))
                        .font(theme::font(13.0))
                        .color(theme::weak()),
                );
            });
        });
    });
}

/// The language: its label, then one button per language.
fn language_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<Command>) {
    field_label_ui(ui, &i18n.tr("start.language"));
    for lang in Lang::ALL {
        let selected = i18n.lang() == lang;
        if ui
            .add(egui::Button::selectable(selected, lang.native_name()))
            .clicked()
            && !selected
        {
            commands.push(Command::SetLanguage(lang));
        }
    }
}

fn form_ui(ui: &mut egui::Ui, form: &mut StartForm, ctx: &ScreenCtx, commands: &mut Vec<Command>) {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    egui::Grid::new("start-form")
        .num_columns(2)
        .spacing([24.0, 10.0])
        .min_col_width(130.0)
        .show(ui, |ui| {
            let label = field_label_ui(ui, &i18n.tr("start.trainee"));
            ui.horizontal(|ui| {
                ui.add(
                    TextEdit::singleline(&mut form.trainee)
                        .hint_text(i18n.tr("start.trainee_hint"))
                        .desired_width(360.0)
                        .font(theme::font(18.0)),
                )
                .labelled_by(label.id);
                let named = !form.trainee.trim().is_empty();
                course_button_ui(ui, named, i18n, commands);
            });
            ui.end_row();

            field_label_ui(ui, &i18n.tr("start.table"));
            ui.horizontal_wrapped(|ui| {
                for profile in profiles.all() {
                    let selected = form.profile == profile.id;
                    if ui
                        .add(egui::Button::selectable(
                            selected,
                            tools::profile_name(i18n, profile),
                        ))
                        .clicked()
                    {
                        form.profile = profile.id.clone();
                        form.library_pick = None;
                    }
                }
            });
            ui.end_row();

            field_label_ui(ui, &i18n.tr("start.mode"));
            ui.vertical(|ui| mode_ui(ui, form, i18n));
            ui.end_row();

            field_label_ui(ui, &i18n.tr("start.situation"));
            ui.vertical(|ui| situation_ui(ui, form, ctx, commands));
            ui.end_row();
        });
}

/// Practice or exam, what it means, and the amounts and the deal to practise.
fn mode_ui(ui: &mut egui::Ui, form: &mut StartForm, i18n: &I18n) {
    ui.horizontal(|ui| {
        for mode in [Mode::Practice, Mode::Exam] {
            if ui
                .add(egui::Button::selectable(form.mode == mode, i18n.mode(mode)))
                .clicked()
            {
                form.mode = mode;
            }
        }
    });
    let about = match form.mode {
        Mode::Exam => "start.exam_about",
        _ => "start.practice_about",
    };
    ui.label(RichText::new(i18n.tr(about)).color(theme::weak()));
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut form.practise_amounts, i18n.tr("start.amounts"))
            .on_hover_text(i18n.tr("start.amounts_about"));
        ui.checkbox(&mut form.paid_in_chips, i18n.tr("start.chips"))
            .on_hover_text(i18n.tr("start.chips_about"));
        ui.checkbox(&mut form.with_deal, i18n.tr("start.deal"));
    });
}

/// Where the situation comes from (the library, random, a file) and its choice.
fn situation_ui(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    ui.horizontal(|ui| {
        for (kind, key) in [
            (SourceKind::Library, "start.library"),
            (SourceKind::Random, "start.random"),
            (SourceKind::File, "start.file"),
        ] {
            if ui
                .add(egui::Button::selectable(form.source == kind, i18n.tr(key)))
                .clicked()
            {
                form.source = kind;
            }
        }
        // Where the trainer's own situations go (listed with the shipped ones).
        if form.source == SourceKind::Library
            && let Some(folder) = ctx.folders.scenarios.clone()
        {
            ui.add_space(12.0);
            ui.add(
                egui::Label::new(
                    RichText::new(i18n.trf(
                        "start.own_library",
                        &[("folder", &folder.display().to_string())],
                    ))
                    .color(theme::weak()),
                )
                .truncate(),
            );
        }
    });
    ui.add_space(4.0);
    match form.source {
        SourceKind::Library => library_ui(ui, form, i18n, ctx.library, commands),
        SourceKind::Random => random_ui(ui, form, ctx),
        SourceKind::File => file_ui(ui, form, i18n, ctx.dialogs.open_now().is_some(), commands),
    }
}

/// The height the start screen's other parts take, in points: the situations' list has the
/// rest of the window.
const LIST_LEAVES: f32 = 600.0;
/// The list's least and most height, in points.
const LIST_LEAST: f32 = 90.0;
const LIST_MOST: f32 = 520.0;

fn library_ui(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    i18n: &I18n,
    library: &Library,
    commands: &mut Vec<Command>,
) {
    let entries: Vec<(usize, &LibraryEntry)> = library
        .entries
        .iter()
        .enumerate()
        .filter(|(_, entry)| entry.scenario.profile.id == form.profile)
        .collect();
    if entries.is_empty() {
        ui.label(RichText::new(i18n.tr("start.library_empty")).color(theme::weak()));
        return;
    }
    let code = i18n.lang().code();
    let mut entries = entries;
    entries.sort_by_key(|(_, entry)| {
        (
            entry.scenario.difficulty.unwrap_or(2),
            entry.scenario.title_in(code).to_string(),
        )
    });
    if form
        .library_pick
        .is_none_or(|pick| !entries.iter().any(|(index, _)| *index == pick))
    {
        form.library_pick = entries.first().map(|(index, _)| *index);
    }
    let moved = library_keys(ui, form, &entries, commands);
    // The list takes what the window leaves (Start and the tools stay in sight): three rows
    // and more at 1024×768 with the projector, many on a large screen.
    let height = (ui.ctx().content_rect().height() - LIST_LEAVES).clamp(LIST_LEAST, LIST_MOST);
    ScrollArea::vertical()
        .max_height(height)
        .min_scrolled_height(height)
        .id_salt("library")
        .show(ui, |ui| {
            for (index, entry) in &entries {
                entry_row_ui(ui, form, (*index, entry), code, moved);
            }
        });
    // What the chosen situation trains, below the list: the rules its notes name, each in
    // words beside its id. The notes themselves work out the round (who wins, what is paid), so
    // they wait for the summary, once the round is settled; an exam shows neither.
    if form.mode == Mode::Exam {
        ui.add_space(6.0);
        ui.label(RichText::new(i18n.tr("start.exam_notes_hidden")).color(theme::weak()));
    } else if let Some((_, entry)) = entries
        .iter()
        .find(|(index, _)| form.library_pick == Some(*index))
    {
        trains_ui(ui, &entry.scenario, i18n);
    }
    if !library.problems.is_empty() {
        ui.label(
            RichText::new(i18n.trf(
                "start.library_problems",
                &[("n", &library.problems.len().to_string())],
            ))
            .color(theme::BAD),
        );
    }
}

/// What a situation trains: the rules its notes name, one line each with its id (the whole
/// wording on hover), so the list never pushes Start off a small window.
fn trains_ui(ui: &mut egui::Ui, scenario: &crate::core::scenario::Scenario, i18n: &I18n) {
    let rules = scenario.trained_rules();
    ui.add_space(6.0);
    // Always the same height (two rules in sight, more scrolled), so moving through the list
    // never moves Start, nor pushes it off a small window.
    let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    egui::Frame::new()
        .fill(theme::BACKGROUND)
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.label(
                RichText::new(i18n.tr("start.trains"))
                    .font(theme::bold_font(15.0))
                    .color(theme::TEXT),
            );
            let i18n = i18n.at_table(scenario.profile.kind);
            ScrollArea::vertical()
                .id_salt("trains")
                .max_height(TRAINS_SHOWN * line)
                .min_scrolled_height(TRAINS_SHOWN * line)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for rule in rules {
                        let text = format!("{}: {}", rule.id(), i18n.rule(rule));
                        ui.add(
                            egui::Label::new(RichText::new(&text).color(theme::TEXT)).truncate(),
                        )
                        .on_hover_text(text);
                    }
                });
        });
}

/// The rules a situation trains in sight under the list (more scroll).
const TRAINS_SHOWN: f32 = 2.0;

/// ↑ ↓ move through the list and Enter starts, while no field has the keyboard; says whether
/// the pick moved.
fn library_keys(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    entries: &[(usize, &LibraryEntry)],
    commands: &mut Vec<Command>,
) -> bool {
    let mut moved = false;
    if !ui.ctx().egui_wants_keyboard_input() {
        let at = entries
            .iter()
            .position(|(index, _)| form.library_pick == Some(*index))
            .unwrap_or(0);
        let step = ui.input_mut(|input| {
            if input.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown) {
                1
            } else if input.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp) {
                -1
            } else {
                0
            }
        });
        if step != 0 {
            let next = at.saturating_add_signed(step).min(entries.len() - 1);
            form.library_pick = entries.get(next).map(|(index, _)| *index);
            moved = true;
        }
        if ui.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::Enter)) {
            commands.push(Command::StartSession);
        }
    }
    moved
}

/// One situation of the list: its title and difficulty; a click picks it.
fn entry_row_ui(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    (index, entry): (usize, &LibraryEntry),
    code: &str,
    moved: bool,
) {
    let selected = form.library_pick == Some(index);
    let difficulty = entry
        .scenario
        .difficulty
        .map(|level| {
            let level = usize::from(level.min(3));
            format!("{}{}", "●".repeat(level), "○".repeat(3 - level))
        })
        .unwrap_or_default();
    let mut button = egui::Button::selectable(
        selected,
        RichText::new(entry.scenario.title_in(code)).font(theme::bold_font(15.0)),
    );
    if !difficulty.is_empty() {
        button = button.right_text(RichText::new(difficulty).color(theme::GOLD));
    }
    let response = ui.add_sized([ui.available_width(), 26.0], button);
    if response.clicked() {
        form.library_pick = Some(index);
    }
    if selected && moved {
        response.scroll_to_me(None);
    }
}

fn random_ui(ui: &mut egui::Ui, form: &mut StartForm, ctx: &ScreenCtx) {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("start.seed"));
        ui.add(
            TextEdit::singleline(&mut form.seed)
                .hint_text(i18n.tr("start.seed_fresh"))
                .desired_width(160.0)
                .font(theme::font(18.0)),
        )
        .labelled_by(label.id);
        if ui.button(i18n.tr("start.new_seed")).clicked() {
            // A seed from the frame's time.
            let millis = ctx.now.time().timestamp_millis().unsigned_abs();
            form.seed = (millis % 1_000_000).to_string();
        }
    });
    ui.label(RichText::new(i18n.tr("start.seed_about")).color(theme::weak()));
    let Some(profile) = profiles.get(&form.profile) else {
        return;
    };
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("start.places"));
        ui.add(egui::DragValue::new(&mut form.places).range(1..=profile.places))
            .labelled_by(label.id);
    });
    ui.add_space(4.0);
    ui.label(i18n.tr("start.focus"));
    let offered = Focus::for_kind(profile.kind);
    if !offered.contains(&form.focus) {
        form.focus = Focus::Any;
    }
    ui.horizontal_wrapped(|ui| {
        for focus in offered {
            if ui
                .add(egui::Button::selectable(
                    form.focus == focus,
                    i18n.focus(focus),
                ))
                .clicked()
            {
                form.focus = focus;
            }
        }
    });
}

/// An exam paper to take (signed by an instructor), and the editor that writes one.
fn exam_paper_ui(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    i18n: &I18n,
    dialog_open: bool,
    commands: &mut Vec<Command>,
) {
    ui.add_space(8.0);
    // Wrapped: at 1024 with the projector the row is wider than the page.
    ui.horizontal_wrapped(|ui| {
        let label = field_label_ui(ui, &i18n.tr("start.paper_path"));
        ui.add(
            TextEdit::singleline(&mut form.paper)
                .hint_text("exams/….ron")
                .desired_width(360.0),
        )
        .labelled_by(label.id);
        if ui
            .add_enabled(!dialog_open, egui::Button::new(i18n.tr("start.browse")))
            .clicked()
        {
            commands.push(Command::Browse(Dialog::Paper));
        }
        if ui
            .add_enabled(
                !form.paper.trim().is_empty(),
                egui::Button::new(i18n.tr("start.take_exam")),
            )
            .on_hover_text(i18n.tr("start.take_exam_about"))
            .clicked()
        {
            commands.push(Command::StartExam);
        }
        if ui.button(i18n.tr("start.write_paper")).clicked() {
            commands.push(Command::Show(super::Screen::ExamEditor));
        }
    });
}

fn file_ui(
    ui: &mut egui::Ui,
    form: &mut StartForm,
    i18n: &I18n,
    dialog_open: bool,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("start.path"));
        ui.add(
            TextEdit::singleline(&mut form.file)
                .hint_text("scenarios/…/situacion.ron")
                .desired_width(420.0),
        )
        .labelled_by(label.id);
        let browse = ui.add_enabled(!dialog_open, egui::Button::new(i18n.tr("start.browse")));
        if browse.clicked() {
            commands.push(Command::Browse(Dialog::Scenario));
        }
    });
    if dialog_open {
        ui.label(RichText::new(i18n.tr("start.dialog_open")).color(theme::weak()));
    } else if let Some(message) = &form.file_message {
        ui.label(RichText::new(message.tell(i18n)).color(theme::GOLD));
    }
}

#[cfg(test)]
mod tests {
    use super::super::Settings;
    use super::*;

    #[test]
    fn the_remembered_settings_read_back_as_written() {
        let mut settings = Settings {
            lang: Lang::En,
            start: StartForm::default(),
            zoom_steps: 2,
            school: "Escuela de Croupiers".into(),
        };
        settings.start.trainee = "Inés Ruiz".into();
        settings.start.seed = "4242".into();
        settings.start.library_pick = Some(2);
        let text = ron::to_string(&settings).unwrap();
        let read: Settings = ron::from_str(&text).unwrap();
        // The pick in the library is not remembered: the library may have changed. Nor is the
        // seed: each run deals fresh hands until one is typed to replay.
        settings.start.library_pick = None;
        settings.start.seed = String::new();
        assert_eq!(read, settings);
    }

    #[test]
    fn settings_of_an_older_version_keep_their_language() {
        let read: Settings = ron::from_str("(lang: En, trainee: \"Ana\", seed: 7)").unwrap();
        assert_eq!(read.lang, Lang::En);
        assert_eq!(read.start, StartForm::default());
    }
}
