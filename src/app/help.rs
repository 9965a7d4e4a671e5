//! The F1 panel: every keyboard shortcut, in the trainee's language.

use std::path::Path;

use egui::{Id, Modal, RichText};

use super::table::kind::look;
use super::{Command, Screen, actions, theme};
use crate::core::TableKind;
use crate::text::i18n::I18n;

/// Shortcut and translation key of what it does, per screen.
const START_KEYS: [(&str, &str); 6] = [
    ("F1", "help.f1"),
    ("↑ ↓  Enter", "help.list"),
    ("Tab / Shift+Tab", "help.move_focus"),
    ("Space / Enter", "help.activate"),
    ("Ctrl+Enter", "help.start"),
    ("Ctrl+K", "course.key_open"),
];

const SUMMARY_KEYS: [(&str, &str); 5] = [
    ("F1", "help.f1"),
    ("↑ ↓", "help.mistakes"),
    ("Ctrl+N", "help.new"),
    ("Ctrl+R", "help.again"),
    ("Ctrl+D", "course.drill_mistakes_about"),
];

/// Keys of every screen: zooming (the projector setting is on the start screen).
const ZOOM_KEYS: [(&str, &str); 1] = [("Ctrl + / Ctrl − / Ctrl 0", "help.zoom")];

/// The typed actions of each table kind, as a trainee types them.
fn action_words(kind: TableKind) -> &'static [&'static str] {
    look(kind).action_words
}

fn keys_grid_ui(ui: &mut egui::Ui, id: &str, rows: &[(String, String)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([20.0, 8.0])
        .show(ui, |ui| {
            for (key, what) in rows {
                ui.label(
                    RichText::new(key)
                        .font(theme::bold_font(16.0))
                        .color(theme::GOLD),
                );
                ui.add(egui::Label::new(what).wrap());
                ui.end_row();
            }
        });
}

/// The F1 panel of `screen`; on the train screen, `kind` gives the action words to list.
pub fn help_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    screen: Screen,
    kind: Option<TableKind>,
    data_folder: Option<&Path>,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let train_keys = super::shortcuts::train_help();
    let keys: &[(&str, &str)] = match screen {
        Screen::Start => &START_KEYS,
        Screen::Train => &train_keys,
        Screen::Summary => &SUMMARY_KEYS,
        Screen::Quiz => &super::quiz::HELP_KEYS,
        Screen::Review => &super::review::KEYS,
        Screen::Overview => &super::overview::KEYS,
        Screen::Inspector => &super::inspector::KEYS,
        Screen::AuditDrill => &super::audit_drill::KEYS,
        Screen::ExamEditor => &super::exam_editor::KEYS,
        Screen::Class => &super::class::KEYS,
        Screen::Course => &super::course::KEYS,
    };
    let rows: Vec<(String, String)> = keys
        .iter()
        .chain(&ZOOM_KEYS)
        .map(|(key, what)| (i18n.keys(key), i18n.tr(what).to_string()))
        .collect();
    // Each action as the trainee says it in this language first (`cobrar 3`), then as the action
    // language types it (`collect 3`), both of which the line reads.
    let said = super::words::Words::new(i18n);
    let words: Vec<(String, String)> = match (screen, kind) {
        (Screen::Train, Some(kind)) => action_words(kind)
            .iter()
            .copied()
            // A remedy is its verb alone (`burn`, `call-inspector`).
            .chain(actions::REMEDIES.iter().map(|(_, remedy)| remedy.verb()))
            .filter_map(|typed| {
                let action = actions::parse_typed(typed, i18n.lang().decimal_mark()).ok()?;
                let shown = match said.say(&action.to_string()) {
                    Some(local) => format!("{local}  ·  {typed}"),
                    None => typed.to_string(),
                };
                Some((shown, i18n.describe(action, kind)))
            })
            .collect(),
        _ => Vec::new(),
    };
    // The panel never grows past the window: what does not fit scrolls, the close button stays.
    let room = (ui.ctx().content_rect().height() - 140.0).max(160.0);
    let modal = Modal::new(Id::unique("help")).show(ui.ctx(), |ui| {
        ui.heading(i18n.tr("help.title"));
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .id_salt("help-scroll")
            .max_height(room)
            .show(ui, |ui| {
                let kind = kind.filter(|_| screen == Screen::Train);
                help_body_ui(ui, i18n, &rows, &words, (kind, data_folder));
            });
        ui.add_space(8.0);
        if ui.button(i18n.tr("help.close")).clicked() {
            commands.push(Command::ToggleHelp);
        }
    });
    if modal.should_close() && !commands.contains(&Command::ToggleHelp) {
        commands.push(Command::ToggleHelp);
    }
    commands
}

/// The table's own words a trainee meets in the situations' texts, per table kind: each is
/// explained in F1 where the keys are, and on the menu's button that uses it.
pub fn terms(kind: TableKind) -> &'static [&'static str] {
    look(kind).terms
}

/// The table's words (on the train screen): each term with what it means.
fn terms_ui(ui: &mut egui::Ui, i18n: &I18n, kind: TableKind) {
    ui.add_space(8.0);
    ui.label(RichText::new(i18n.tr("help.terms")).font(theme::bold_font(17.0)));
    for key in terms(kind) {
        ui.add(egui::Label::new(i18n.tr(key)).wrap());
    }
}

/// The shortcuts, the action words and the about part.
fn help_body_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    rows: &[(String, String)],
    words: &[(String, String)],
    (kind, data_folder): (Option<TableKind>, Option<&Path>),
) {
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_max_width(520.0);
            keys_grid_ui(ui, "help-keys", rows);
            ui.add_space(6.0);
            ui.label(RichText::new(i18n.tr("help.projector")).color(theme::weak()));
        });
        if !words.is_empty() {
            ui.add_space(24.0);
            ui.vertical(|ui| {
                ui.set_max_width(460.0);
                ui.label(RichText::new(i18n.tr("help.words")).font(theme::bold_font(17.0)));
                keys_grid_ui(ui, "help-words", words);
            });
        }
    });
    if let Some(kind) = kind {
        terms_ui(ui, i18n, kind);
    }
    ui.add_space(8.0);
    about_ui(ui, i18n, data_folder);
}

/// About: the version, the data folder, and the licences of everything bundled.
fn about_ui(ui: &mut egui::Ui, i18n: &I18n, data_folder: Option<&Path>) {
    let data = data_folder.map_or_else(
        || i18n.tr("help.no_data_folder").to_string(),
        |folder| folder.display().to_string(),
    );
    ui.label(
        RichText::new(i18n.trf(
            "help.about",
            &[("version", env!("CARGO_PKG_VERSION")), ("folder", &data)],
        ))
        .color(theme::TEXT),
    );
    egui::CollapsingHeader::new(i18n.tr("help.licences"))
        .id_salt("help-licences")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(180.0)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(include_str!("../../assets/licenses.txt"))
                            .monospace()
                            .size(12.0),
                    );
                });
        });
}
