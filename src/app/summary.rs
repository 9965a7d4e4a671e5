//! The end of a session: first-try accuracy overall and per category, decision times, the
//! mistakes (pick one to see the table as it was), and where the log is.

use crate::core::RuleId;
use egui::{Align, Key, Layout, Modifiers, RichText, ScrollArea, vec2};

use super::i18n::I18n;
use super::table;
use super::{Command, Training, theme};
use crate::session::Verdict;

pub fn summary_ui(ui: &mut egui::Ui, training: &mut Training, i18n: &I18n) -> Vec<Command> {
    let mut commands = Vec::new();
    let mistakes: Vec<usize> = training
        .session
        .log()
        .steps
        .iter()
        .enumerate()
        .filter(|(_, step)| step.verdict == Verdict::Wrong)
        .map(|(index, _)| index)
        .collect();
    if training.inspected.is_none() {
        training.inspected = mistakes.first().copied();
    }
    ui.input_mut(|input| {
        let position = training
            .inspected
            .and_then(|index| mistakes.iter().position(|&m| m == index));
        if input.consume_key(Modifiers::NONE, Key::ArrowDown)
            && let Some(&next) = mistakes.get(position.map_or(0, |p| p + 1))
        {
            training.inspected = Some(next);
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowUp)
            && let Some(p) = position.filter(|&p| p > 0)
        {
            training.inspected = mistakes.get(p - 1).copied();
        }
        if input.consume_key(Modifiers::COMMAND, Key::R) {
            commands.push(Command::Again);
        }
    });
    let session = &training.session;
    let summary = session.summary();
    let kind = session.game().scenario.profile.kind;
    egui::Panel::top("summary-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                ui.label(format!(
                    "{} · {} · «{}»",
                    i18n.tr("summary.title"),
                    i18n.mode(session.mode()),
                    session.log().source.title()
                ));
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.label(&session.log().trainee);
                });
            });
        });
    egui::Panel::left("summary-score")
        .resizable(false)
        .exact_size(430.0)
        .frame(egui::Frame::new().fill(theme::PANEL).inner_margin(18.0))
        .show(ui, |ui| {
            ScrollArea::vertical().show(ui, |ui| {
                let percent = summary
                    .accuracy_percent()
                    .map_or("—".to_string(), |p| format!("{} %", i18n.decimal(p, 0)));
                ui.label(
                    RichText::new(percent)
                        .font(theme::bold_font(56.0))
                        .color(theme::GOLD),
                );
                ui.label(i18n.trf(
                    "summary.first_try",
                    &[
                        ("right", &summary.correct.to_string()),
                        ("total", &summary.decisions.to_string()),
                    ],
                ));
                if !summary.finished {
                    ui.label(RichText::new(i18n.tr("summary.unfinished")).color(theme::BAD));
                }
                ui.label(
                    RichText::new(i18n.trf(
                        "summary.times",
                        &[
                            ("median", &i18n.seconds(summary.median_ms)),
                            ("mean", &i18n.seconds(summary.mean_ms)),
                            ("total", &i18n.seconds(summary.total_ms)),
                        ],
                    ))
                    .color(theme::WEAK),
                );
                if summary.hints + summary.retries > 0 {
                    ui.label(
                        RichText::new(i18n.trf(
                            "summary.hints_retries",
                            &[
                                ("hints", &summary.hints.to_string()),
                                ("retries", &summary.retries.to_string()),
                            ],
                        ))
                        .color(theme::WEAK),
                    );
                }
                ui.add_space(10.0);
                egui::Grid::new("summary-categories")
                    .num_columns(5)
                    .striped(true)
                    .spacing([14.0, 6.0])
                    .show(ui, |ui| {
                        for key in [
                            "summary.category",
                            "summary.steps",
                            "summary.right",
                            "summary.percent",
                            "summary.mistakes",
                        ] {
                            ui.label(RichText::new(i18n.tr(key)).font(theme::bold_font(14.0)));
                        }
                        ui.end_row();
                        for score in &summary.categories {
                            ui.label(i18n.category(score.category));
                            ui.label(score.decisions.to_string());
                            ui.label(score.correct.to_string());
                            ui.label(if score.decisions == 0 {
                                "—".to_string()
                            } else {
                                format!(
                                    "{} %",
                                    i18n.decimal(
                                        100.0 * f64::from(score.correct)
                                            / f64::from(score.decisions),
                                        0
                                    )
                                )
                            });
                            ui.label(score.mistakes.to_string());
                            ui.end_row();
                        }
                    });
                ui.label(
                    RichText::new(i18n.tr("summary.table_note"))
                        .small()
                        .color(theme::WEAK),
                );
                ui.add_space(12.0);
                ui.label(RichText::new(i18n.tr("summary.log")).font(theme::bold_font(15.0)));
                match session.log_path() {
                    Some(path) => {
                        ui.label(RichText::new(path.display().to_string()).monospace());
                    }
                    None => {
                        ui.label(i18n.tr("summary.no_log_folder"));
                    }
                }
                if let Some(error) = session.write_error() {
                    ui.label(
                        RichText::new(
                            i18n.trf("train.log_error", &[("error", &error.to_string())]),
                        )
                        .color(theme::BAD),
                    );
                    if ui.button(i18n.tr("train.retry_write")).clicked() {
                        commands.push(Command::RetryLogWrite);
                    }
                }
                if ui.button(i18n.tr("summary.open_folder")).clicked() {
                    commands.push(Command::OpenLogsFolder);
                }
                ui.add_space(16.0);
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .add(egui::Button::new(i18n.tr("summary.again")).shortcut_text("Ctrl+R"))
                        .clicked()
                    {
                        commands.push(Command::Again);
                    }
                    if ui
                        .add(egui::Button::new(i18n.tr("summary.new")).shortcut_text("Ctrl+N"))
                        .clicked()
                    {
                        commands.push(Command::NewSession);
                    }
                });
            });
        });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.label(RichText::new(i18n.tr("summary.mistakes_title")).font(theme::bold_font(18.0)));
        if mistakes.is_empty() {
            ui.label(RichText::new(i18n.tr("summary.no_mistakes")).color(theme::GOOD));
            return;
        }
        ScrollArea::vertical()
            .id_salt("mistakes")
            .max_height(170.0)
            .show(ui, |ui| {
                for &index in &mistakes {
                    let step = &session.log().steps[index];
                    let text = i18n.trf(
                        "summary.mistake_row",
                        &[
                            ("round", &step.round.to_string()),
                            ("step", &step.step.to_string()),
                            ("choice", &step.choice.bare().to_string()),
                            ("expected", &step.canonical.bare().to_string()),
                            ("rule", step.rule.map_or("", RuleId::id)),
                            (
                                "category",
                                step.category.map_or("", |category| i18n.category(category)),
                            ),
                        ],
                    );
                    let selected = training.inspected == Some(index);
                    if ui.add(egui::Button::selectable(selected, text)).clicked() {
                        training.inspected = Some(index);
                    }
                }
            });
        if let Some(index) = training.inspected
            && let (Some(view), Some(step)) =
                (session.table_before(index), session.log().steps.get(index))
        {
            ui.add_space(6.0);
            ui.label(
                RichText::new(i18n.trf(
                    "summary.at_that_moment",
                    &[
                        ("choice", &i18n.describe(step.choice, kind)),
                        ("expected", &i18n.describe(step.canonical, kind)),
                    ],
                ))
                .color(theme::GOLD),
            );
            if let Some(rule) = step.rule {
                ui.label(RichText::new(i18n.rule(rule)).color(theme::TEXT));
            }
            let area = ui.available_rect_before_wrap();
            let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
            child.set_min_size(vec2(area.width(), area.height()));
            let _ = table::table_ui(&mut child, &view, i18n, None, false);
        }
    });
    commands
}
