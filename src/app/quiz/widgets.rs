//! The quiz's own widgets, shared by its views: the panel, the big buttons with their key, the
//! centred page.

use egui::{Color32, RichText, ScrollArea, vec2};

use super::super::theme;
use super::state::QuizCommand;

/// The frame of the quiz's panels.
pub(super) fn panel_frame() -> egui::Frame {
    theme::panel_frame().corner_radius(10.0).inner_margin(18.0)
}

/// A big button that asks for `command`.
pub(super) fn command_button(
    ui: &mut egui::Ui,
    text: &str,
    key: &str,
    fill: Color32,
    width: f32,
    command: QuizCommand,
    commands: &mut Vec<QuizCommand>,
) {
    if ui.add(big_button(text, key, fill, width)).clicked() {
        commands.push(command);
    }
}

pub(super) fn big_button(
    text: &str,
    key: &str,
    fill: Color32,
    width: f32,
) -> egui::Button<'static> {
    egui::Button::new(RichText::new(text.to_string()).font(theme::bold_font(20.0)))
        .shortcut_text(RichText::new(key.to_string()).color(Color32::from_white_alpha(170)))
        .fill(fill)
        .min_size(vec2(width, 50.0))
}

pub(super) const GO: Color32 = Color32::from_rgb(0x1f, 0x7a, 0x44);
pub(super) const QUIET: Color32 = Color32::from_rgb(0x33, 0x37, 0x3f);

/// The page width used by the menu, the results and the map, centred.
pub(super) fn centred_ui(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical().show(ui, |ui| {
            let width = ui.available_width().min(width);
            let side = (ui.available_width() - width) / 2.0;
            ui.horizontal(|ui| {
                ui.add_space(side.max(0.0));
                ui.vertical(|ui| {
                    ui.set_width(width);
                    add(ui);
                });
            });
        });
    });
}
