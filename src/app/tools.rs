//! What the screens share: a percentage as text; for the instructor and inspector screens the entry row on the start screen (buttons
//! and Ctrl+1…4), the top bar with its way back, and small widgets (a
//! notice, an integrity badge, a path field with a file dialog).

use std::path::Path;

use egui::{Align, Key, Layout, Modifiers, RichText, vec2};

use super::file_dialog::{Dialog, FileDialogTask};
use super::{Command, Screen, cards, theme};
use crate::core::Profile;
use crate::session::log::Summary;
use crate::text::i18n::I18n;

/// The tools in the order of the start screen, with their shortcut and translation key.
const TOOLS: [(Screen, Key, &str, &str, &str); 4] = [
    (
        Screen::Review,
        Key::Num1,
        "Ctrl+1",
        "tools.review",
        "tools.review_about",
    ),
    (
        Screen::Overview,
        Key::Num2,
        "Ctrl+2",
        "tools.overview",
        "tools.overview_about",
    ),
    (
        Screen::Inspector,
        Key::Num3,
        "Ctrl+3",
        "tools.inspector",
        "tools.inspector_about",
    ),
    (
        Screen::AuditDrill,
        Key::Num4,
        "Ctrl+4",
        "tools.audit_drill",
        "tools.audit_drill_about",
    ),
];

/// The start screen's row of tools: four buttons, each also on Ctrl+1…4.
pub fn entry_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.input_mut(|input| {
        for (screen, key, ..) in TOOLS {
            if input.consume_key(Modifiers::COMMAND, key) {
                commands.push(Command::Show(screen));
            }
        }
    });
    ui.add_space(8.0);
    ui.label(
        RichText::new(format!("{} (Ctrl+1 … Ctrl+4)", i18n.tr("tools.title")))
            .font(theme::bold_font(16.0))
            .color(theme::weak()),
    );
    ui.add_space(4.0);
    ui.columns(TOOLS.len(), |columns| {
        for (column, (screen, _, shortcut, key, about)) in columns.iter_mut().zip(TOOLS) {
            // What the tool is for, and its key, show on hover.
            let button =
                egui::Button::new(RichText::new(i18n.tr(key)).font(theme::bold_font(15.0)))
                    .truncate()
                    .min_size(vec2(column.available_width(), 36.0));
            let hover = format!("{} ({shortcut})", i18n.tr(about));
            if column.add(button).on_hover_text(hover).clicked() {
                commands.push(Command::Show(screen));
            }
        }
    });
}

/// A table's name in the window's language: a shipped profile's own words (`profile-<id>`
/// in the translations: the house profiles' "commission marked"), else the name its file
/// gives (a school's own table).
pub fn profile_name(i18n: &I18n, profile: &Profile) -> String {
    let key = format!("profile.{}", profile.id);
    let told = i18n.tr(&key);
    if told == key {
        profile.name.clone()
    } else {
        told.into_owned()
    }
}

/// `93 %`, or `—` when there is nothing to count.
pub fn percent_text(i18n: &I18n, percent: Option<f64>) -> String {
    percent.map_or("—".to_string(), |percent| {
        format!("{} %", i18n.decimal(percent, 0))
    })
}

/// A session's first-try accuracy in big gold figures, and `right of total` under it (`key`
/// says it in the screen's words).
pub fn score_ui(ui: &mut egui::Ui, i18n: &I18n, summary: &Summary, size: f32, key: &str) {
    ui.label(
        RichText::new(percent_text(i18n, summary.accuracy_percent()))
            .font(theme::bold_font(size))
            .color(theme::GOLD),
    );
    ui.label(i18n.trf(
        key,
        &[
            ("right", &summary.correct.to_string()),
            ("total", &summary.decisions.to_string()),
        ],
    ));
}

/// Where a session's log is, or that there is no logs folder.
pub fn log_location_ui(ui: &mut egui::Ui, i18n: &I18n, path: Option<&Path>) {
    match path {
        Some(path) => {
            ui.label(RichText::new(path.display().to_string()).monospace());
        }
        None => {
            ui.label(i18n.tr("summary.no_log_folder"));
        }
    }
}

/// The top bar of a tool screen: the name, a subtitle, and the way back to `back` (Esc when no
/// text field has the keyboard).
pub fn top_bar_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    title: &str,
    subtitle: &str,
    back: Screen,
    commands: &mut Vec<Command>,
) {
    let typing = ui.ctx().egui_wants_keyboard_input();
    if !typing && ui.input_mut(|input| input.consume_key(Modifiers::NONE, Key::Escape)) {
        commands.push(Command::Show(back));
    }
    egui::Panel::top("tool-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                ui.label(
                    RichText::new(title)
                        .font(theme::bold_font(17.0))
                        .color(theme::TEXT),
                );
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let back_button = egui::Button::new(i18n.tr("tools.back")).shortcut_text("Esc");
                    if ui.add(back_button).clicked() {
                        commands.push(Command::Show(back));
                    }
                    ui.add_space(12.0);
                    // The rest of the bar, left-aligned and cut with "…" when too long.
                    ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                        if !subtitle.is_empty() {
                            ui.add(
                                egui::Label::new(RichText::new(subtitle).color(theme::weak()))
                                    .truncate(),
                            );
                        }
                    });
                });
            });
        });
}

/// Fill and edge colours of good news or of a problem.
fn verdict_colors(good: bool) -> (egui::Color32, egui::Color32) {
    if good {
        (theme::GOOD_FILL, theme::GOOD)
    } else {
        (theme::BAD_FILL, theme::BAD)
    }
}

/// The frame of a verdict: green for right, red for wrong.
pub fn verdict_frame(good: bool) -> egui::Frame {
    let (fill, stroke) = verdict_colors(good);
    egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(1.0, stroke))
        .corner_radius(8.0)
        .inner_margin(10.0)
}

/// A framed message: good news, or a problem.
pub fn notice_ui(ui: &mut egui::Ui, message: &str, good: bool) {
    verdict_frame(good)
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(message).color(egui::Color32::WHITE));
        });
}

/// A problem shown under the field it belongs to.
pub fn field_problem_ui(ui: &mut egui::Ui, message: &str) {
    ui.horizontal_wrapped(|ui| {
        let size = 14.0;
        let (rect, _) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
        cards::paint_cross(ui.painter(), rect, theme::BAD);
        ui.label(RichText::new(message).color(theme::BAD));
    });
}

/// A big tick or cross with a title and a line under it, in a coloured frame.
pub fn badge_ui(ui: &mut egui::Ui, good: bool, title: &str, about: &str) -> egui::Response {
    let (fill, stroke) = verdict_colors(good);
    egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(2.0, stroke))
        .corner_radius(8.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(30.0, 30.0), egui::Sense::hover());
                if good {
                    cards::paint_check(ui.painter(), rect, theme::GOOD);
                } else {
                    cards::paint_cross(ui.painter(), rect, theme::BAD);
                }
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(title)
                            .font(theme::bold_font(20.0))
                            .color(stroke),
                    );
                    ui.label(RichText::new(about).color(theme::TEXT).size(13.0));
                });
            });
        })
        .response
}

/// A path field with a "Browse…" button that asks for `dialog` (a [`Command::Browse`]); the
/// app puts the answer in `path` on a later frame. Returns the field's response.
pub fn path_field_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    label: &str,
    path: &mut String,
    (dialog, dialogs): (Dialog, &FileDialogTask),
    commands: &mut Vec<Command>,
) -> egui::Response {
    let response = ui
        .horizontal(|ui| {
            let label = ui.label(label);
            let response = ui
                .add(egui::TextEdit::singleline(path).desired_width(ui.available_width() - 110.0))
                .labelled_by(label.id);
            let browse = ui.add_enabled(
                dialogs.open_now().is_none(),
                egui::Button::new(i18n.tr("tools.browse")),
            );
            if browse.clicked() {
                commands.push(Command::Browse(dialog));
            }
            response
        })
        .inner;
    if dialogs.open_now() == Some(dialog) {
        ui.label(RichText::new(i18n.tr("start.dialog_open")).color(theme::weak()));
    } else if dialogs.nothing_picked(dialog) {
        ui.label(RichText::new(i18n.tr("tools.no_file_chosen")).color(theme::GOLD));
    }
    response
}

/// A table's column heading that says what it counts: bold, dim, wrapped to `width`.
pub fn column_header_ui(ui: &mut egui::Ui, text: &str, width: f32) {
    column_header_sized_ui(ui, text, width, 14.0);
}

/// [`column_header_ui`] in a font of `size` (a table of many columns).
pub fn column_header_sized_ui(ui: &mut egui::Ui, text: &str, width: f32, size: f32) {
    // Wrapped between words, never inside one ("Announce / ment"): the column is at least as
    // wide as the heading's longest word.
    let font = theme::bold_font(size);
    let longest = text
        .split_whitespace()
        .map(|word| {
            ui.painter()
                .layout_no_wrap(word.to_string(), font.clone(), theme::weak())
                .size()
                .x
        })
        .fold(0.0_f32, f32::max);
    ui.scope(|ui| {
        ui.set_max_width(width.max(longest.ceil() + 1.0));
        ui.add(egui::Label::new(egui::RichText::new(text).font(font).color(theme::weak())).wrap());
    });
}

/// A section's heading: gold, a little apart from what is above.
pub fn section_ui(ui: &mut egui::Ui, title: &str) {
    ui.add_space(10.0);
    ui.label(
        RichText::new(title)
            .font(theme::bold_font(17.0))
            .color(theme::GOLD),
    );
    ui.add_space(2.0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::i18n::Lang;

    fn house(file: &str, text: &str) -> Profile {
        match Profile::parse(file, text) {
            Ok(profile) => profile,
            Err(problem) => panic!("{problem}"),
        }
    }

    #[test]
    fn a_shipped_house_profile_is_named_in_the_windows_language() {
        let marked = house(
            "pr-marked.ron",
            include_str!("../../assets/house-profiles/pr-marked.ron"),
        );
        let cas = house(
            "cas-marked.ron",
            include_str!("../../assets/house-profiles/cas-marked.ron"),
        );
        let es = I18n::new(Lang::Es);
        let it = I18n::new(Lang::It);
        let en = I18n::new(Lang::En);
        assert_eq!(
            profile_name(&es, &marked),
            "Punto Banco (Puerto Rico), comisión marcada"
        );
        assert_eq!(
            profile_name(&I18n::new(Lang::EsAr), &cas),
            "Casilleros, comisión marcada"
        );
        assert_eq!(profile_name(&it, &cas), "Casilleros, cagnotte segnata");
        assert_eq!(
            profile_name(&en, &marked),
            "Punto Banco (Puerto Rico), commission marked"
        );
    }

    #[test]
    fn a_schools_own_profile_keeps_the_name_its_file_gives() {
        let text = include_str!("../../assets/house-profiles/pr-marked.ron")
            .replace("id: \"pr-marked\"", "id: \"mesa-3\"")
            .replace(
                "name: \"Punto Banco (Puerto Rico), commission marked\"",
                "name: \"Mesa 3 del salón\"",
            );
        let own = house("mesa-3.ron", &text);
        assert_eq!(profile_name(&I18n::new(Lang::Es), &own), "Mesa 3 del salón");
        // The built-in tables keep their names, the same in every language.
        let builtin = &Profile::builtins()[0];
        assert_eq!(profile_name(&I18n::new(Lang::It), builtin), builtin.name);
    }
}
