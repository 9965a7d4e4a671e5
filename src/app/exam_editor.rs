//! The exam editor: an instructor writes an exam paper (docs/instructor.md, "Exams and certification")
//! without touching RON: titles, table kind, situations (from the library, a file, or
//! generated), order, pass mark, category limits, time limits, attempts, conditions, validity
//! and minimum pace. Saving and signing are commands ([`Command::SavePaper`],
//! [`Command::SignPaper`]); the paper is checked as `tallador check` checks it.

use std::num::NonZeroU32;
use std::path::PathBuf;

use egui::{RichText, ScrollArea, TextEdit};

use super::{Command, Screen, ScreenCtx, theme, tools};
use crate::core::Category;
use crate::core::generate::Focus;
use crate::session::exam::paper::{CategoryLimit, ExamPaper, MinPace, Order, Percent, Situation};
use crate::text::i18n::I18n;

/// One situation of the paper being written.
#[derive(Clone, Debug, PartialEq)]
pub enum SituationDraft {
    /// A situation of the library, by its name (`casilleros/encart.ron`): saved as a copy
    /// next to the paper, so the paper and its situations travel (and are signed) together.
    Library(String),
    /// A scenario file, relative to the paper's folder (or absolute).
    File(String),
    /// Random situations of a focus: `fresh`, dealt anew at each attempt from the system's
    /// random source (no two trainees, no two attempts the same hands: the default); else the
    /// same for everyone, from `seed`.
    Generated {
        focus: Focus,
        seed: u64,
        count: u32,
        fresh: bool,
    },
}

/// The editor's state: the paper as the instructor fills it in.
#[derive(Clone, Debug)]
pub struct ExamEditorScreen {
    /// Where the paper is saved.
    pub path: String,
    pub title: String,
    pub title_es: String,
    pub title_it: String,
    pub table: String,
    pub situations: Vec<SituationDraft>,
    pub shuffled: bool,
    pub shuffle_seed: u64,
    pub pass_mark: u32,
    /// The limit per category, when set.
    pub limits: [Option<u32>; 5],
    pub decision_seconds: Option<u32>,
    pub exam_minutes: Option<u32>,
    pub attempts: u32,
    pub typed_amounts: bool,
    /// Payouts cut from chips, each in the fewest chips (a criterion of the grade).
    pub fewest_chips: bool,
    pub trainee_deals: bool,
    pub valid_months: u32,
    pub min_pace: Option<f64>,
    /// The library situation picked to add.
    pub library_pick: Option<String>,
    /// The file path typed to add.
    pub file_to_add: String,
    /// The last save or sign: (good, message).
    pub message: Option<(bool, crate::text::told::Told)>,
    /// Whose key signs on this computer (read as the editor opens), `None` without one.
    pub key_owner: Option<String>,
    /// The name to make a key for, when there is none.
    pub instructor_name: String,
}

impl Default for ExamEditorScreen {
    fn default() -> ExamEditorScreen {
        ExamEditorScreen {
            path: String::new(),
            title: String::new(),
            title_es: String::new(),
            title_it: String::new(),
            table: "casilleros".into(),
            situations: Vec::new(),
            shuffled: false,
            shuffle_seed: 1,
            pass_mark: 80,
            limits: [None; 5],
            decision_seconds: None,
            exam_minutes: None,
            attempts: 3,
            typed_amounts: false,
            fewest_chips: false,
            trainee_deals: false,
            valid_months: 12,
            min_pace: None,
            library_pick: None,
            file_to_add: String::new(),
            message: None,
            key_owner: None,
            instructor_name: String::new(),
        }
    }
}

/// Why the draft is not a paper yet (a translation key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftProblem {
    NoTitle,
    NoSituations,
    BadPassMark,
    ZeroValue,
    BadPace,
}

impl DraftProblem {
    pub fn key(self) -> &'static str {
        match self {
            DraftProblem::NoTitle => "editor.no_title",
            DraftProblem::NoSituations => "editor.no_situations",
            DraftProblem::BadPassMark => "editor.bad_pass_mark",
            DraftProblem::ZeroValue => "editor.zero_value",
            DraftProblem::BadPace => "editor.bad_pace",
        }
    }
}

impl ExamEditorScreen {
    /// The paper the draft describes; `library_file` gives the file a library situation is
    /// saved as (relative to the paper's folder).
    pub fn paper(&self, library_file: impl Fn(&str) -> PathBuf) -> Result<ExamPaper, DraftProblem> {
        if self.title.trim().is_empty() {
            return Err(DraftProblem::NoTitle);
        }
        if self.situations.is_empty() {
            return Err(DraftProblem::NoSituations);
        }
        let positive = |value: u32| NonZeroU32::new(value).ok_or(DraftProblem::ZeroValue);
        let situations = self
            .situations
            .iter()
            .map(|situation| {
                Ok(match situation {
                    SituationDraft::Library(name) => Situation::File(library_file(name)),
                    SituationDraft::File(path) => Situation::File(PathBuf::from(path.trim())),
                    SituationDraft::Generated {
                        focus,
                        count,
                        fresh: true,
                        ..
                    } => Situation::Fresh {
                        focus: *focus,
                        count: positive(*count)?,
                        places: None,
                    },
                    SituationDraft::Generated {
                        focus, seed, count, ..
                    } => Situation::Generated {
                        focus: *focus,
                        seed: *seed,
                        count: positive(*count)?,
                    },
                })
            })
            .collect::<Result<Vec<_>, DraftProblem>>()?;
        let limits = Category::ALL
            .iter()
            .zip(self.limits)
            .filter_map(|(category, limit)| {
                limit.map(|mistakes| CategoryLimit {
                    category: *category,
                    mistakes,
                })
            })
            .collect();
        Ok(ExamPaper {
            title: self.title.trim().to_string(),
            title_es: self.title_es.trim().to_string(),
            title_it: self.title_it.trim().to_string(),
            table: self.table.clone(),
            situations,
            order: if self.shuffled {
                Order::Shuffled {
                    seed: self.shuffle_seed,
                }
            } else {
                Order::Fixed
            },
            pass_mark: Percent::new(self.pass_mark).ok_or(DraftProblem::BadPassMark)?,
            limits,
            decision_seconds: self.decision_seconds.map(positive).transpose()?,
            exam_minutes: self.exam_minutes.map(positive).transpose()?,
            attempts: positive(self.attempts)?,
            typed_amounts: self.typed_amounts,
            fewest_chips: self.fewest_chips,
            trainee_deals: self.trainee_deals,
            valid_months: positive(self.valid_months)?,
            min_pace: self
                .min_pace
                .map(|pace| MinPace::new(pace).ok_or(DraftProblem::BadPace))
                .transpose()?,
        })
    }
}

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 3] = [
    ("F1", "help.f1"),
    ("Ctrl+S", "editor.save"),
    ("Esc", "help.back"),
];

pub fn exam_editor_ui(
    ui: &mut egui::Ui,
    screen: &mut ExamEditorScreen,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let i18n = ctx.i18n;
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("editor.title"),
        &i18n.tr("editor.subtitle"),
        Screen::Start,
        &mut commands,
    );
    if ui.input_mut(|input| input.consume_key(egui::Modifiers::COMMAND, egui::Key::S)) {
        commands.push(Command::SavePaper);
    }
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical()
            .id_salt("editor-page")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                save_ui(ui, screen, i18n, &mut commands);
                ui.add_space(8.0);
                paper_ui(ui, screen, ctx);
                ui.add_space(8.0);
                situations_ui(ui, screen, ctx, &mut commands);
                ui.add_space(8.0);
                criteria_ui(ui, screen, i18n);
            });
    });
    commands
}

fn section_ui(ui: &mut egui::Ui, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(title).font(theme::bold_font(16.0)));
            add(ui);
        });
}

fn paper_ui(ui: &mut egui::Ui, screen: &mut ExamEditorScreen, ctx: &ScreenCtx) {
    let i18n = ctx.i18n;
    section_ui(ui, &i18n.tr("editor.paper"), |ui| {
        egui::Grid::new("editor-paper")
            .num_columns(2)
            .spacing([16.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(i18n.tr("editor.title_en"));
                ui.add(TextEdit::singleline(&mut screen.title).desired_width(420.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(i18n.tr("editor.title_es"));
                ui.add(TextEdit::singleline(&mut screen.title_es).desired_width(420.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(i18n.tr("editor.title_it"));
                ui.add(TextEdit::singleline(&mut screen.title_it).desired_width(420.0))
                    .labelled_by(label.id);
                ui.end_row();
                ui.label(i18n.tr("start.table"));
                ui.horizontal_wrapped(|ui| {
                    for profile in ctx.profiles.all() {
                        let selected = screen.table == profile.id;
                        if ui
                            .add(egui::Button::selectable(
                                selected,
                                super::tools::profile_name(i18n, profile),
                            ))
                            .clicked()
                            && !selected
                        {
                            screen.table = profile.id.clone();
                            // Situations of another table do not belong on this paper.
                            screen.situations.clear();
                            screen.library_pick = None;
                        }
                    }
                });
                ui.end_row();
            });
    });
}

fn situations_ui(
    ui: &mut egui::Ui,
    screen: &mut ExamEditorScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    section_ui(ui, &i18n.tr("editor.situations"), |ui| {
        situation_list_ui(ui, screen, i18n);
        ui.separator();
        add_situation_ui(ui, screen, ctx, commands);
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(i18n.tr("editor.order"));
            ui.selectable_value(&mut screen.shuffled, false, i18n.tr("editor.fixed"));
            ui.selectable_value(&mut screen.shuffled, true, i18n.tr("editor.shuffled"));
            if screen.shuffled {
                let label = ui.label(i18n.tr("editor.seed"));
                ui.add(egui::DragValue::new(&mut screen.shuffle_seed))
                    .labelled_by(label.id);
            }
        });
    });
}

/// The paper's situations in order: each can move up or go.
fn situation_list_ui(ui: &mut egui::Ui, screen: &mut ExamEditorScreen, i18n: &I18n) {
    let mut remove = None;
    let mut swap = None;
    for (index, situation) in screen.situations.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("{}.", index + 1));
            match situation {
                SituationDraft::Library(name) => {
                    ui.label(i18n.trf("editor.from_library", &[("name", name)]));
                }
                SituationDraft::File(path) => {
                    ui.label(i18n.trf("editor.from_file", &[("path", path)]));
                }
                SituationDraft::Generated {
                    focus,
                    seed,
                    count,
                    fresh,
                } => {
                    ui.label(i18n.trf("editor.generated", &[("focus", &i18n.focus(*focus))]));
                    ui.checkbox(fresh, i18n.tr("editor.fresh"));
                    if !*fresh {
                        let label = ui.label(i18n.tr("editor.seed"));
                        ui.add(egui::DragValue::new(seed)).labelled_by(label.id);
                    }
                    let label = ui.label(i18n.tr("editor.count"));
                    ui.add(egui::DragValue::new(count).range(1..=100))
                        .labelled_by(label.id);
                }
            }
            if index > 0 && ui.small_button("↑").clicked() {
                swap = Some(index);
            }
            if ui.small_button(i18n.tr("editor.remove")).clicked() {
                remove = Some(index);
            }
        });
    }
    if let Some(index) = swap {
        screen.situations.swap(index - 1, index);
    }
    if let Some(index) = remove {
        screen.situations.remove(index);
    }
    if screen.situations.is_empty() {
        ui.label(RichText::new(i18n.tr("editor.none_yet")).color(theme::weak()));
    }
}

/// A situation added from the library, a file, or generated on a focus.
fn add_situation_ui(
    ui: &mut egui::Ui,
    screen: &mut ExamEditorScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    // From the library: the situations of the paper's table.
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("editor.add_library"));
        let entries: Vec<_> = ctx
            .library
            .entries
            .iter()
            .filter(|entry| entry.scenario.profile.id == screen.table)
            .collect();
        let shown = screen
            .library_pick
            .clone()
            .unwrap_or_else(|| i18n.tr("editor.pick").to_string());
        egui::ComboBox::from_id_salt("editor-library")
            .selected_text(shown)
            .width(360.0)
            .show_ui(ui, |ui| {
                for entry in entries {
                    ui.selectable_value(
                        &mut screen.library_pick,
                        Some(entry.name.clone()),
                        &entry.name,
                    );
                }
            })
            .response
            .labelled_by(label.id);
        if ui
            .add_enabled(
                screen.library_pick.is_some(),
                egui::Button::new(i18n.tr("editor.add")),
            )
            .clicked()
            && let Some(name) = screen.library_pick.take()
        {
            screen.situations.push(SituationDraft::Library(name));
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("editor.add_file"));
        ui.add(
            TextEdit::singleline(&mut screen.file_to_add)
                .hint_text("../scenarios/….ron")
                .desired_width(360.0),
        )
        .labelled_by(label.id);
        if ui
            .add_enabled(
                !screen.file_to_add.trim().is_empty(),
                egui::Button::new(i18n.tr("editor.add")),
            )
            .clicked()
        {
            let path = std::mem::take(&mut screen.file_to_add);
            screen
                .situations
                .push(SituationDraft::File(path.trim().to_string()));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr("editor.add_generated"));
        let kind = ctx.profiles.get(&screen.table).map(|profile| profile.kind);
        for focus in kind.map(Focus::for_kind).unwrap_or_default() {
            if ui.button(i18n.focus(focus)).clicked() {
                // Its seed is drawn fresh by the applier: never a practice default (1) that a
                // trainee may have dealt already.
                commands.push(Command::AddGeneratedSituation(focus));
            }
        }
    });
}

/// An optional number: a checkbox, and the value while it is ticked.
fn optional_ui(ui: &mut egui::Ui, label: &str, value: &mut Option<u32>, default: u32) {
    ui.horizontal(|ui| {
        let mut on = value.is_some();
        let checkbox = ui.checkbox(&mut on, label);
        if checkbox.changed() {
            *value = on.then_some(default);
        }
        if let Some(number) = value {
            ui.add(egui::DragValue::new(number).range(0..=100_000))
                .labelled_by(checkbox.id);
        }
    });
}

fn criteria_ui(ui: &mut egui::Ui, screen: &mut ExamEditorScreen, i18n: &I18n) {
    section_ui(ui, &i18n.tr("editor.criteria"), |ui| {
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("editor.pass_mark"));
            ui.add(
                egui::DragValue::new(&mut screen.pass_mark)
                    .range(0..=100)
                    .suffix(" %"),
            )
            .labelled_by(label.id);
        });
        ui.label(i18n.tr("editor.limits"));
        ui.horizontal_wrapped(|ui| {
            for (category, limit) in Category::ALL.iter().zip(screen.limits.iter_mut()) {
                optional_ui(ui, &i18n.category(*category), limit, 0);
                ui.add_space(8.0);
            }
        });
        optional_ui(
            ui,
            &i18n.tr("editor.decision_seconds"),
            &mut screen.decision_seconds,
            10,
        );
        optional_ui(
            ui,
            &i18n.tr("editor.exam_minutes"),
            &mut screen.exam_minutes,
            30,
        );
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("editor.attempts"));
            ui.add(egui::DragValue::new(&mut screen.attempts).range(1..=99))
                .labelled_by(label.id);
            ui.add_space(16.0);
            let label = ui.label(i18n.tr("editor.valid_months"));
            ui.add(egui::DragValue::new(&mut screen.valid_months).range(1..=240))
                .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut screen.typed_amounts, i18n.tr("start.amounts"))
                .on_hover_text(i18n.tr("start.amounts_about"));
            ui.checkbox(&mut screen.fewest_chips, i18n.tr("editor.fewest_chips"))
                .on_hover_text(i18n.tr("editor.fewest_chips_about"));
            ui.checkbox(&mut screen.trainee_deals, i18n.tr("start.deal"));
        });
        ui.horizontal(|ui| {
            let mut on = screen.min_pace.is_some();
            let checkbox = ui.checkbox(&mut on, i18n.tr("editor.min_pace"));
            if checkbox.changed() {
                screen.min_pace = on.then_some(6.0);
            }
            if let Some(pace) = &mut screen.min_pace {
                ui.add(
                    egui::DragValue::new(pace)
                        .range(0.1..=200.0)
                        .speed(0.1)
                        .max_decimals(1),
                )
                .labelled_by(checkbox.id);
            }
        });
    });
}

fn save_ui(
    ui: &mut egui::Ui,
    screen: &mut ExamEditorScreen,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    section_ui(ui, &i18n.tr("editor.save_title"), |ui| {
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("editor.path"));
            ui.add(
                TextEdit::singleline(&mut screen.path)
                    .hint_text("table-test.ron")
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
        });
        key_ui(ui, screen, i18n, commands);
        ui.horizontal(|ui| {
            let save = egui::Button::new(i18n.tr("editor.save")).shortcut_text("Ctrl+S");
            if ui.add(save).clicked() {
                commands.push(Command::SavePaper);
            }
            if ui
                .button(i18n.tr("editor.sign"))
                .on_hover_text(i18n.tr("editor.sign_about"))
                .clicked()
            {
                commands.push(Command::SignPaper);
            }
        });
        if let Some((good, message)) = &screen.message {
            tools::notice_ui(ui, &message.tell(i18n), *good);
        }
    });
}

/// Whose key signs here, or, without one, the name to make one for and the button that makes
/// it (what `tallador instructor init` does).
fn key_ui(
    ui: &mut egui::Ui,
    screen: &mut ExamEditorScreen,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    match &screen.key_owner {
        Some(name) => {
            ui.label(i18n.trf("editor.key_of", &[("name", name)]));
        }
        None => {
            ui.label(i18n.tr("editor.no_key_yet"));
            ui.horizontal(|ui| {
                let label = ui.label(i18n.tr("editor.instructor_name"));
                ui.add(
                    TextEdit::singleline(&mut screen.instructor_name)
                        .hint_text(i18n.tr("editor.instructor_name_hint"))
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
                if ui.button(i18n.tr("editor.create_key")).clicked() {
                    commands.push(Command::CreateInstructorKey);
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled() -> ExamEditorScreen {
        ExamEditorScreen {
            title: " Check-out ".into(),
            situations: vec![
                SituationDraft::Library("casilleros/encart.ron".into()),
                SituationDraft::File(" ../mine.ron ".into()),
            ],
            ..ExamEditorScreen::default()
        }
    }

    #[test]
    fn a_draft_becomes_the_paper_it_shows() {
        let mut draft = filled();
        draft.limits = [None, Some(2), Some(0), None, None];
        draft.shuffled = true;
        draft.shuffle_seed = 11;
        let paper = draft
            .paper(|name| PathBuf::from("copies").join(name))
            .unwrap();
        assert_eq!(paper.title, "Check-out");
        assert_eq!(
            paper.situations,
            [
                Situation::File(PathBuf::from("copies/casilleros/encart.ron")),
                Situation::File(PathBuf::from("../mine.ron")),
            ]
        );
        assert_eq!(paper.order, Order::Shuffled { seed: 11 });
        // Limits in Category::ALL order: Order at 2, Money at 0.
        assert_eq!(paper.limit(Category::Order), Some(2));
        assert_eq!(paper.limit(Category::Money), Some(0));
        assert_eq!(paper.limit(Category::Draw), None);
        assert_eq!(paper.pass_mark.get(), 80);
        assert_eq!(paper.attempts.get(), 3);
        assert_eq!(paper.decision_seconds, None);
    }

    #[test]
    fn a_draft_that_is_not_a_paper_says_why() {
        let paper =
            |draft: &ExamEditorScreen| draft.paper(|name: &str| PathBuf::from(name)).map(|_| ());
        let mut draft = filled();
        draft.title = "  ".into();
        assert_eq!(paper(&draft), Err(DraftProblem::NoTitle));
        let mut draft = filled();
        draft.situations.clear();
        assert_eq!(paper(&draft), Err(DraftProblem::NoSituations));
        let mut draft = filled();
        draft.pass_mark = 101;
        assert_eq!(paper(&draft), Err(DraftProblem::BadPassMark));
        for zero in 0..4 {
            let mut draft = filled();
            match zero {
                0 => draft.attempts = 0,
                1 => draft.valid_months = 0,
                2 => draft.exam_minutes = Some(0),
                _ => draft.situations.push(SituationDraft::Generated {
                    focus: Focus::Any,
                    seed: 1,
                    count: 0,
                    fresh: true,
                }),
            }
            assert_eq!(paper(&draft), Err(DraftProblem::ZeroValue), "{zero}");
        }
        let mut draft = filled();
        draft.min_pace = Some(0.0);
        assert_eq!(paper(&draft), Err(DraftProblem::BadPace));
    }
}
