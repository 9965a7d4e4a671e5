//! The quiz's results (score, times, mistakes) and its heat map view.

use egui::vec2;
use egui::{Align, CornerRadius, Layout, RichText, Sense};

use super::super::theme;
use super::super::tools;
use super::state::{QuizCommand, QuizScreen, QuizView};
use super::widgets::{GO, QUIET, centred_ui, command_button, panel_frame};
use super::{drill, heatmap};
use crate::session::quiz::{Answered, History, QuizSession};
use crate::text::i18n::I18n;

pub(super) fn results_ui(
    ui: &mut egui::Ui,
    (screen, session): (&mut QuizScreen, Option<&QuizSession>),
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    let Some(session) = session else {
        screen.view = QuizView::Menu;
        return;
    };
    centred_ui(ui, 1100.0, |ui| {
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(400.0);
                score_panel_ui(ui, session, i18n);
                ui.add_space(12.0);
                command_button(
                    ui,
                    &i18n.tr("quiz.again"),
                    &i18n.keys("Enter"),
                    GO,
                    400.0,
                    QuizCommand::Start,
                    commands,
                );
                command_button(
                    ui,
                    &i18n.tr("quiz.heatmap"),
                    "M",
                    QUIET,
                    400.0,
                    QuizCommand::HeatMap,
                    commands,
                );
                command_button(
                    ui,
                    &i18n.tr("quiz.menu"),
                    "Esc",
                    QUIET,
                    400.0,
                    QuizCommand::Menu,
                    commands,
                );
            });
            ui.add_space(18.0);
            ui.vertical(|ui| {
                mistakes_panel_ui(ui, session, i18n);
            });
        });
    });
}

pub(super) fn map_ui(
    ui: &mut egui::Ui,
    (screen, session): (&mut QuizScreen, Option<&QuizSession>),
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    let history = super::state::current_history(screen, session).clone();
    centred_ui(ui, 1180.0, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(i18n.tr("quiz.heat.title"))
                    .font(theme::bold_font(30.0))
                    .color(theme::GOLD),
            );
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                command_button(
                    ui,
                    &i18n.tr("quiz.back"),
                    "Esc",
                    QUIET,
                    150.0,
                    QuizCommand::Menu,
                    commands,
                );
            });
        });
        ui.label(RichText::new(i18n.tr("quiz.heat.about")).color(theme::weak()));
        ui.add_space(10.0);
        // Side by side where both fit; in a narrower window (1024, or 1280 with the
        // projector) the drills' panel goes under the map.
        let map = |ui: &mut egui::Ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(MAP_WIDTH.min(ui.available_width() - 30.0));
                heatmap::heatmap_ui(ui, &history, i18n);
            });
        };
        let drills = |ui: &mut egui::Ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(DRILLS_WIDTH.min(ui.available_width() - 30.0));
                ui.vertical(|ui| by_drill_panel_ui(ui, &history, i18n));
            });
        };
        if ui.available_width() >= MAP_WIDTH + DRILLS_WIDTH + 60.0 {
            ui.horizontal_top(|ui| {
                map(ui);
                ui.add_space(12.0);
                drills(ui);
            });
        } else {
            map(ui);
            ui.add_space(12.0);
            drills(ui);
        }
    });
}

/// The map's panel and the drills' panel beside it, in points.
const MAP_WIDTH: f32 = 700.0;
const DRILLS_WIDTH: f32 = 370.0;

pub(super) fn by_drill_panel_ui(ui: &mut egui::Ui, history: &History, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("quiz.heat.by_drill")).font(theme::bold_font(18.0)));
    ui.add_space(6.0);
    if history.answers == 0 {
        ui.label(RichText::new(i18n.tr("quiz.heat.empty")).color(theme::weak()));
    } else {
        heatmap::by_drill_ui(ui, history, i18n);
        ui.add_space(8.0);
        ui.label(
            RichText::new(i18n.trf("quiz.heat.answers", &[("n", &history.answers.to_string())]))
                .color(theme::weak()),
        );
    }
    ui.add_space(10.0);
    legend_ui(ui, i18n);
}

pub(super) fn legend_ui(ui: &mut egui::Ui, i18n: &I18n) {
    ui.horizontal(|ui| {
        for (accuracy, key) in [
            (0.0, "quiz.heat.legend_bad"),
            (0.5, "quiz.heat.legend_half"),
            (1.0, "quiz.heat.legend_good"),
        ] {
            let (rect, _) = ui.allocate_exact_size(vec2(16.0, 16.0), Sense::hover());
            ui.painter().rect_filled(
                rect,
                CornerRadius::same(3),
                heatmap::accuracy_color(accuracy),
            );
            ui.label(RichText::new(i18n.tr(key)).color(theme::weak()));
        }
    });
}

/// The score, the times, the best streak and where the log is.
fn score_panel_ui(ui: &mut egui::Ui, session: &QuizSession, i18n: &I18n) {
    let score = session.score();
    let summary = &session.log().summary;
    panel_frame().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(i18n.tr("quiz.results"))
                .font(theme::bold_font(22.0))
                .color(theme::weak()),
        );
        let percent = tools::percent_text(i18n, score.percent());
        ui.label(
            RichText::new(percent)
                .font(theme::bold_font(64.0))
                .color(theme::GOLD),
        );
        ui.label(
            RichText::new(i18n.trf(
                "quiz.results_right",
                &[
                    ("right", &score.correct.to_string()),
                    ("total", &score.answered.to_string()),
                ],
            ))
            .font(theme::bold_font(18.0)),
        );
        // Answers a minute over the quiz's own time, pauses after mistakes included.
        let log = session.log();
        let elapsed = log.ended.map_or(0, |ended| ended.millis_since(log.started));
        let per_minute = if elapsed >= 1_000 {
            i18n.decimal(f64::from(score.answered) * 60_000.0 / elapsed as f64, 1)
        } else {
            "—".to_string()
        };
        ui.label(i18n.trf(
            "quiz.results_times",
            &[
                ("median", &i18n.seconds(summary.median_ms)),
                ("per_minute", &per_minute),
            ],
        ));
        ui.label(i18n.trf(
            "quiz.results_streak",
            &[("n", &score.best_streak.to_string())],
        ));
        ui.add_space(10.0);
        if let Some(path) = session.log_path() {
            ui.label(
                RichText::new(i18n.trf("quiz.log_at", &[("path", &path.display().to_string())]))
                    .font(theme::font(13.0))
                    .color(theme::weak()),
            );
        }
    });
}

/// Every mistake of the quiz, with why.
fn mistakes_panel_ui(ui: &mut egui::Ui, session: &QuizSession, i18n: &I18n) {
    panel_frame().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(i18n.tr("quiz.mistakes")).font(theme::bold_font(20.0)));
        ui.add_space(6.0);
        let mistakes: Vec<&Answered> = session
            .answers()
            .iter()
            .filter(|answered| !answered.verdict.correct)
            .collect();
        if mistakes.is_empty() {
            ui.label(
                RichText::new(i18n.tr("quiz.no_mistakes"))
                    .font(theme::bold_font(17.0))
                    .color(theme::GOOD),
            );
        }
        for answered in mistakes {
            drill::feedback_ui(ui, answered, false, i18n);
            ui.add_space(6.0);
        }
    });
}
