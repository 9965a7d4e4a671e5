//! The course editor (docs/courses.md): an instructor writes a course without touching RON:
//! its name and table, its modules (items from the drills, the library and the focuses, and a
//! gate each) and its exam papers. Saving and signing are commands ([`CourseAsk::SaveCourse`],
//! [`CourseAsk::SignCourse`]); the course is checked as `tallador course check` checks it.

use std::num::NonZeroU32;
use std::path::PathBuf;

use egui::{RichText, TextEdit};

use super::ask::CourseAsk;
use crate::app::command::{Command, ScreenCtx};
use crate::app::theme;
use crate::app::tools;
use crate::core::generate::Focus;
use crate::session::course::{Course, CourseItem, Gate, MAX_MEDIAN_SECONDS, MAX_OVER_LAST, Module};
use crate::session::exam::paper::Percent;
use crate::session::quiz::{Drill, DrillChoice};
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// One module as the instructor fills it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleDraft {
    pub id: String,
    pub title: String,
    pub title_es: String,
    pub title_it: String,
    pub items: Vec<CourseItem>,
    pub first_try: u32,
    pub over_last: u32,
    /// A pace floor, and its median time in seconds.
    pub pace: bool,
    pub median_seconds: u32,
}

impl ModuleDraft {
    fn new(number: usize) -> ModuleDraft {
        ModuleDraft {
            id: format!("module-{number}"),
            title: String::new(),
            title_es: String::new(),
            title_it: String::new(),
            items: Vec::new(),
            first_try: 85,
            over_last: 20,
            pace: false,
            median_seconds: 6,
        }
    }

    fn of(module: &Module) -> ModuleDraft {
        ModuleDraft {
            id: module.id.clone(),
            title: module.title.clone(),
            title_es: module.title_es.clone(),
            title_it: module.title_it.clone(),
            items: module.items.clone(),
            first_try: u32::from(module.gate.first_try.get()),
            over_last: module.gate.over_last.get(),
            pace: module.gate.median_seconds.is_some(),
            median_seconds: module.gate.median_seconds.map_or(6, NonZeroU32::get),
        }
    }
}

/// The editor's state: the course as the instructor fills it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseEditor {
    /// Where the course is saved.
    pub path: String,
    pub name: String,
    pub name_es: String,
    pub name_it: String,
    pub table: String,
    pub modules: Vec<ModuleDraft>,
    /// The exam papers, relative to the course, separated by `;`.
    pub exams: String,
    /// The last save or sign: (good, message).
    pub message: Option<(bool, Told)>,
}

impl Default for CourseEditor {
    fn default() -> CourseEditor {
        CourseEditor {
            path: String::new(),
            name: String::new(),
            name_es: String::new(),
            name_it: String::new(),
            table: "casilleros".into(),
            modules: vec![ModuleDraft::new(1)],
            exams: "exams/table-test.ron".into(),
            message: None,
        }
    }
}

impl CourseEditor {
    /// An editor holding a copy of `course`, to change and sign as the school's own.
    pub fn of(course: &Course) -> CourseEditor {
        CourseEditor {
            name: course.name.clone(),
            name_es: course.name_es.clone(),
            name_it: course.name_it.clone(),
            table: course.table.clone(),
            modules: course.modules.iter().map(ModuleDraft::of).collect(),
            exams: course
                .exams
                .iter()
                .map(|exam| exam.display().to_string())
                .collect::<Vec<_>>()
                .join("; "),
            ..CourseEditor::default()
        }
    }

    /// The course as written, in its file format (checked against the library when saved).
    pub fn text(&self) -> Result<String, Told> {
        let modules = self
            .modules
            .iter()
            .map(|draft| {
                let gate = Gate {
                    first_try: Percent::new(draft.first_try)
                        .filter(|percent| percent.get() >= 1)
                        .ok_or_else(|| Told::text("course.editor_gate"))?,
                    over_last: NonZeroU32::new(draft.over_last.min(MAX_OVER_LAST))
                        .ok_or_else(|| Told::text("course.editor_gate"))?,
                    median_seconds: draft
                        .pace
                        .then(|| NonZeroU32::new(draft.median_seconds.min(MAX_MEDIAN_SECONDS)))
                        .flatten(),
                };
                Ok(Module {
                    id: draft.id.trim().to_string(),
                    title: draft.title.trim().to_string(),
                    title_es: draft.title_es.trim().to_string(),
                    title_it: draft.title_it.trim().to_string(),
                    items: draft.items.clone(),
                    gate,
                })
            })
            .collect::<Result<Vec<_>, Told>>()?;
        let course = Course {
            name: self.name.trim().to_string(),
            name_es: self.name_es.trim().to_string(),
            name_it: self.name_it.trim().to_string(),
            table: self.table.clone(),
            modules,
            exams: self
                .exams
                .split(';')
                .map(str::trim)
                .filter(|exam| !exam.is_empty())
                .map(PathBuf::from)
                .collect(),
        };
        Ok(course.to_ron())
    }
}

/// The editor, in place of the course on the course screen.
pub fn editor_ui(
    ui: &mut egui::Ui,
    editor: &mut CourseEditor,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    ui.label(RichText::new(i18n.tr("course.editor_title")).font(theme::bold_font(20.0)));
    head_ui(ui, editor, ctx);
    let mut remove = None;
    for index in 0..editor.modules.len() {
        ui.add_space(6.0);
        if let Some(draft) = editor.modules.get_mut(index) {
            egui::Frame::new()
                .stroke(egui::Stroke::new(1.0, theme::weak()))
                .corner_radius(6.0)
                .inner_margin(8.0)
                .show(ui, |ui| {
                    if module_ui(ui, index, draft, &editor.table, ctx) {
                        remove = Some(index);
                    }
                });
        }
    }
    if let Some(index) = remove {
        editor.modules.remove(index);
    }
    if ui.button(i18n.tr("course.editor_add_module")).clicked() {
        let number = editor.modules.len() + 1;
        editor.modules.push(ModuleDraft::new(number));
    }
    ui.add_space(8.0);
    save_ui(ui, editor, i18n, commands);
}

/// The course's name, table and exam papers.
fn head_ui(ui: &mut egui::Ui, editor: &mut CourseEditor, ctx: &ScreenCtx) {
    let i18n = ctx.i18n;
    egui::Grid::new("course-editor-head")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (key, field) in [
                ("course.editor_name", &mut editor.name),
                ("course.editor_name_es", &mut editor.name_es),
                ("course.editor_name_it", &mut editor.name_it),
                ("course.editor_exams", &mut editor.exams),
            ] {
                let label = ui.label(i18n.tr(key));
                ui.add(TextEdit::singleline(field).desired_width(420.0))
                    .labelled_by(label.id);
                ui.end_row();
            }
            ui.label(i18n.tr("start.table"));
            ui.horizontal_wrapped(|ui| {
                for profile in ctx.profiles.all() {
                    let selected = editor.table == profile.id;
                    if ui
                        .add(egui::Button::selectable(
                            selected,
                            tools::profile_name(i18n, profile),
                        ))
                        .clicked()
                        && !selected
                    {
                        // Another table: the items of the old one no longer apply.
                        editor.table = profile.id.clone();
                        for module in &mut editor.modules {
                            module.items.clear();
                        }
                    }
                }
            });
            ui.end_row();
        });
}

/// One module's fields, gate and items; `true` when it is to be removed.
fn module_ui(
    ui: &mut egui::Ui,
    index: usize,
    draft: &mut ModuleDraft,
    table: &str,
    ctx: &ScreenCtx,
) -> bool {
    let i18n = ctx.i18n;
    let mut removed = false;
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("course.editor_id"));
        ui.add(TextEdit::singleline(&mut draft.id).desired_width(160.0))
            .labelled_by(label.id);
        removed = ui.button(i18n.tr("course.editor_remove_module")).clicked();
    });
    // The titles in a row of their own: three languages do not fit beside the id at 1024.
    ui.horizontal_wrapped(|ui| {
        for (key, field) in [
            ("course.editor_module_title", &mut draft.title),
            ("course.editor_module_title_es", &mut draft.title_es),
            ("course.editor_module_title_it", &mut draft.title_it),
        ] {
            // Wide enough for a title whole (a longer one runs past the field's end).
            let label = ui.label(i18n.tr(key));
            ui.add(TextEdit::singleline(field).desired_width(340.0))
                .labelled_by(label.id);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(i18n.tr("course.editor_first_try"));
        ui.add(
            egui::DragValue::new(&mut draft.first_try)
                .range(1..=100)
                .suffix(" %"),
        )
        .labelled_by(label.id);
        let label = ui.label(i18n.tr("course.editor_over_last"));
        ui.add(egui::DragValue::new(&mut draft.over_last).range(1..=MAX_OVER_LAST))
            .labelled_by(label.id);
        ui.checkbox(&mut draft.pace, i18n.tr("course.editor_pace"));
        if draft.pace {
            ui.add(
                egui::DragValue::new(&mut draft.median_seconds)
                    .range(1..=MAX_MEDIAN_SECONDS)
                    .suffix(" s"),
            );
        }
    });
    items_ui(ui, index, draft, table, ctx);
    removed
}

/// A module's items (each removable) and the lists to add one from.
fn items_ui(
    ui: &mut egui::Ui,
    index: usize,
    draft: &mut ModuleDraft,
    table: &str,
    ctx: &ScreenCtx,
) {
    let i18n = ctx.i18n;
    let mut remove = None;
    ui.horizontal_wrapped(|ui| {
        for (at, item) in draft.items.iter().enumerate() {
            if ui
                .button(format!("{} ✕", item_name(i18n, ctx, item)))
                .on_hover_text(i18n.tr("course.editor_remove_item"))
                .clicked()
            {
                remove = Some(at);
            }
        }
    });
    if let Some(at) = remove {
        draft.items.remove(at);
    }
    let Some(profile) = ctx.profiles.get(table) else {
        return;
    };
    let mut choices: Vec<CourseItem> = Drill::ALL
        .into_iter()
        .filter(|drill| drill.fits(profile.kind))
        .map(CourseItem::Drill)
        .collect();
    choices.extend(
        ctx.library
            .entries
            .iter()
            .filter(|entry| entry.scenario.profile.id == table)
            .map(|entry| CourseItem::Situation(entry.name.clone())),
    );
    choices.extend(
        Focus::for_kind(profile.kind)
            .into_iter()
            .map(CourseItem::Focus),
    );
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("course.editor_add_item"));
        egui::ComboBox::from_id_salt(("course-editor-add", index))
            .selected_text("…")
            .width(360.0)
            .show_ui(ui, |ui| {
                for choice in choices {
                    let taken = draft.items.contains(&choice);
                    if ui
                        .add_enabled(!taken, egui::Button::new(item_name(i18n, ctx, &choice)))
                        .clicked()
                    {
                        draft.items.push(choice);
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// An item in words: a drill's name, a situation's title, a focus.
pub(super) fn item_name(i18n: &I18n, ctx: &ScreenCtx, item: &CourseItem) -> String {
    match item {
        CourseItem::Drill(drill) => i18n.trf(
            "course.item_drill",
            &[(
                "name",
                &crate::app::quiz::text::drill_name(i18n, DrillChoice::One(*drill)),
            )],
        ),
        CourseItem::Situation(name) => {
            let title = ctx
                .library
                .entries
                .iter()
                .find(|entry| entry.name == *name)
                .map_or_else(
                    || name.clone(),
                    |entry| entry.scenario.title_in(i18n.lang().code()).to_string(),
                );
            i18n.trf("course.item_situation", &[("name", &title)])
        }
        CourseItem::Focus(focus) => i18n.trf("course.item_focus", &[("name", &i18n.focus(*focus))]),
    }
}

/// Where the course goes, Save and Sign, and how the last went.
fn save_ui(ui: &mut egui::Ui, editor: &mut CourseEditor, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("course.editor_path"));
        ui.add(TextEdit::singleline(&mut editor.path).desired_width(420.0))
            .labelled_by(label.id);
        if ui.button(i18n.tr("course.editor_save")).clicked() {
            commands.push(Command::Course(CourseAsk::SaveCourse));
        }
        if ui.button(i18n.tr("course.editor_sign")).clicked() {
            commands.push(Command::Course(CourseAsk::SignCourse));
        }
    });
    if let Some((good, message)) = &editor.message {
        tools::notice_ui(ui, &message.tell(i18n), *good);
    }
}
