//! Presenter mode (issue 34): the instructor's machine on the classroom projector. The table
//! takes the window, the class calls the next action aloud, the instructor enters what the
//! class called, and the correction (and the table after the action) stays hidden until the
//! instructor shows it with F6, so the class commits to an answer before it sees the verdict.

use egui::RichText;

use super::{Feedback, TrainScreen, feedback_ui, hint_ui};
use crate::app::shortcuts::Does;
use crate::app::theme;
use crate::session::Session;
use crate::text::i18n::I18n;

/// F5 turns presenter mode on or off; F6 shows the correction held back.
pub(super) fn key(screen: &mut TrainScreen, does: Does) {
    if does == Does::Presenter {
        screen.presenter = !screen.presenter;
    }
    screen.held = None;
}

/// The presenter's side panel is narrower than the trainer's: the table is what the class
/// reads.
pub(super) fn side_width(window_width: f32) -> f32 {
    (window_width * 0.2).clamp(240.0, 380.0)
}

/// The presenter's panel: the step, what the class is asked, then either the action noted
/// with the key that shows its correction, or the correction.
pub(super) fn side_ui(ui: &mut egui::Ui, screen: &TrainScreen, session: &Session, i18n: &I18n) {
    let (round, step) = screen
        .held
        .as_ref()
        .map_or_else(|| session.position(), |held| held.position);
    ui.label(
        RichText::new(i18n.trf(
            "train.presenter_step",
            &[("round", &round.to_string()), ("step", &step.to_string())],
        ))
        .font(theme::bold_font(22.0)),
    );
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.tr("train.presenter_title"))
            .font(theme::bold_font(16.0))
            .color(theme::GOLD),
    );
    ui.add_space(10.0);
    if screen.held.is_some() {
        egui::Frame::new()
            .fill(theme::PANEL_EDGE)
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(i18n.tr("train.presenter_noted"))
                        .font(theme::bold_font(18.0))
                        .color(theme::TEXT),
                );
                ui.label(RichText::new(i18n.tr("train.presenter_reveal")).color(theme::GOLD));
            });
    } else {
        let asked = match &screen.feedback {
            Some(Feedback::Wrong { .. }) | None => "train.presenter_call",
            Some(_) => "train.presenter_call_next",
        };
        ui.label(RichText::new(i18n.tr(asked)).font(theme::bold_font(18.0)));
        ui.add_space(8.0);
        feedback_ui(ui, session, screen.feedback.as_ref(), i18n);
        if let Some(hint) = screen.hint {
            hint_ui(ui, session, hint, i18n);
        }
    }
    ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
        ui.label(RichText::new(i18n.tr("train.presenter_keys")).color(theme::weak()));
    });
}
