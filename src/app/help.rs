//! The F1 panel: every keyboard shortcut, in the trainee's language.

use egui::{Id, Modal, RichText};

use super::{Command, Screen, i18n::I18n, theme};

/// Shortcut and translation key of what it does, per screen.
const TRAIN_KEYS: [(&str, &str); 10] = [
    ("F1", "help.f1"),
    ("F2 / H", "help.hint"),
    ("Ctrl+L  /", "help.focus_line"),
    ("Tab", "help.tab"),
    ("Enter", "help.enter"),
    ("Esc", "help.escape"),
    ("← →", "help.arrows"),
    ("D C P E X S …", "help.letters"),
    ("Ctrl+E", "help.end"),
    ("Ctrl+N", "help.new"),
];

const START_KEYS: [(&str, &str); 4] = [
    ("F1", "help.f1"),
    ("Tab / Shift+Tab", "help.move_focus"),
    ("Space / Enter", "help.activate"),
    ("Ctrl+Enter", "help.start"),
];

const SUMMARY_KEYS: [(&str, &str); 4] = [
    ("F1", "help.f1"),
    ("↑ ↓", "help.mistakes"),
    ("Ctrl+N", "help.new"),
    ("Ctrl+R", "help.again"),
];

pub fn help_ui(ui: &mut egui::Ui, i18n: &I18n, screen: Screen) -> Vec<Command> {
    let mut commands = Vec::new();
    let keys: &[(&str, &str)] = match screen {
        Screen::Start => &START_KEYS,
        Screen::Train => &TRAIN_KEYS,
        Screen::Summary => &SUMMARY_KEYS,
        Screen::Quiz => &super::quiz::HELP_KEYS,
        Screen::Review => &super::review::KEYS,
        Screen::Overview => &super::overview::KEYS,
        Screen::Inspector => &super::inspector::KEYS,
        Screen::AuditDrill => &super::audit_drill::KEYS,
    };
    let modal = Modal::new(Id::unique("help")).show(ui.ctx(), |ui| {
        ui.set_width(560.0);
        ui.heading(i18n.tr("help.title"));
        ui.add_space(6.0);
        egui::Grid::new("help-keys")
            .num_columns(2)
            .spacing([24.0, 10.0])
            .show(ui, |ui| {
                for (key, what) in keys {
                    ui.label(
                        RichText::new(*key)
                            .font(theme::bold_font(16.0))
                            .color(theme::GOLD),
                    );
                    ui.label(i18n.tr(what));
                    ui.end_row();
                }
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
