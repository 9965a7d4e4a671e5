//! The quiz's menu: the trainee, the table, the drills to pick.

use egui::RichText;
use egui::TextEdit;

use super::super::theme;
use super::card::drill_card_ui;
use super::state::{QuizCommand, QuizScreen};
use super::widgets::{GO, QUIET, centred_ui, command_button, panel_frame};
use crate::core::Profiles;
use crate::session::quiz::DrillChoice;
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// The menu: the trainee (`renamed`: the name as edited), the table, the drills.
pub(super) fn menu_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    (i18n, profiles, trainee): (&I18n, &Profiles, &str),
    renamed: &mut Option<String>,
    commands: &mut Vec<QuizCommand>,
) {
    let choices = screen.choices();
    centred_ui(ui, 960.0, |ui| {
        ui.label(
            RichText::new(i18n.tr("quiz.title"))
                .font(theme::bold_font(34.0))
                .color(theme::GOLD),
        );
        ui.label(RichText::new(i18n.tr("quiz.subtitle")).font(theme::font(17.0)));
        ui.add_space(12.0);
        form_ui(ui, screen, (i18n, profiles, trainee), renamed, commands);
        ui.add_space(14.0);
        cards_ui(ui, screen, &choices, i18n, commands);
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            command_button(
                ui,
                &i18n.tr("quiz.start"),
                &i18n.keys("Enter"),
                GO,
                240.0,
                QuizCommand::Start,
                commands,
            );
            ui.add_space(8.0);
            command_button(
                ui,
                &i18n.tr("quiz.heatmap"),
                "M",
                QUIET,
                200.0,
                QuizCommand::HeatMap,
                commands,
            );
            command_button(
                ui,
                &i18n.tr("quiz.back"),
                "Esc",
                QUIET,
                140.0,
                QuizCommand::Leave,
                commands,
            );
        });
        ui.add_space(6.0);
        ui.label(
            RichText::new(i18n.trf(
                "quiz.menu_keys",
                &[
                    ("last", &choices.len().to_string()),
                    ("length", &screen.length.to_string()),
                ],
            ))
            .color(theme::weak()),
        );
    });
}

/// Who trains and at which table; why the last quiz did not start.
fn form_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    (i18n, profiles, trainee): (&I18n, &Profiles, &str),
    renamed: &mut Option<String>,
    commands: &mut Vec<QuizCommand>,
) {
    panel_frame().show(ui, |ui| {
        ui.set_width(ui.available_width());
        egui::Grid::new("quiz-menu-form")
            .num_columns(2)
            .spacing([24.0, 12.0])
            .show(ui, |ui| {
                let label = ui.label(
                    RichText::new(i18n.tr("quiz.trainee"))
                        .font(theme::bold_font(16.0))
                        .color(theme::weak()),
                );
                let mut name = trainee.to_string();
                let response = ui
                    .add(
                        TextEdit::singleline(&mut name)
                            .hint_text(i18n.tr("start.trainee_hint"))
                            .desired_width(340.0)
                            .font(theme::font(18.0)),
                    )
                    .labelled_by(label.id);
                if response.changed() {
                    *renamed = Some(name);
                }
                if response.lost_focus() {
                    commands.push(QuizCommand::ReloadHistory);
                }
                ui.end_row();
                ui.label(
                    RichText::new(i18n.tr("quiz.table"))
                        .font(theme::bold_font(16.0))
                        .color(theme::weak()),
                );
                ui.horizontal_wrapped(|ui| {
                    for profile in profiles.all() {
                        let selected = screen.profile.id == profile.id;
                        if ui
                            .add(egui::Button::selectable(
                                selected,
                                crate::app::tools::profile_name(i18n, profile),
                            ))
                            .clicked()
                            && !selected
                        {
                            commands.push(QuizCommand::SetProfile(profile.id.clone()));
                        }
                    }
                });
                ui.end_row();
            });
        if trainee.trim().is_empty() {
            ui.label(RichText::new(i18n.tr("quiz.no_name")).color(theme::GOLD));
        }
        if let Some(error) = &screen.start_error {
            ui.label(
                RichText::new(
                    Told::text("quiz.cannot_start")
                        .and("error", error.clone())
                        .tell(i18n),
                )
                .color(theme::BAD),
            );
        }
    });
}

/// The drills, two cards a row, in key order.
fn cards_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    choices: &[DrillChoice],
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    let history = &screen.history;
    let columns = 2;
    let gap = 12.0;
    let card_width = (ui.available_width() - gap) / columns as f32;
    for row in choices.chunks(columns) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for choice in row {
                let index = choices.iter().position(|c| c == choice).unwrap_or(0);
                if drill_card_ui(
                    ui,
                    *choice,
                    index + 1,
                    screen.choice == *choice,
                    card_width,
                    history,
                    &screen.profile,
                    i18n,
                ) {
                    commands.push(QuizCommand::Pick(*choice));
                }
            }
        });
        ui.add_space(gap - 8.0);
    }
}
