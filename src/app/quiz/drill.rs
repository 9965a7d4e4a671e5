//! The drill view of the quiz screen: the question with its cards, wager or table, the place
//! to answer (buttons, digit keys, amount displays, clicks on the table), the feedback after
//! each answer with the reason, and the last answers.

use egui::{Align, Color32, CornerRadius, Layout, Rect, RichText, ScrollArea, Sense, Stroke};
use egui::{pos2, vec2};

use super::super::cards;
use super::super::table::{self, Pick};
use super::super::theme;
use super::drills::view;
use super::paint::{answer_banner, felt};
use super::state::{Notice, QuizCommand, QuizScreen};
use super::text as quiz_text;
use super::widgets::{GO, big_button};
use crate::session::Stamp;
use crate::session::quiz::{Answered, Item, QuizSession};
use crate::text::i18n::I18n;

/// The drill view: the side panel with the feedback, the question, the place to answer.
pub(super) fn drill_ui(
    ui: &mut egui::Ui,
    (screen, session): (&mut QuizScreen, &QuizSession),
    i18n: &I18n,
    now: Stamp,
    commands: &mut Vec<QuizCommand>,
) {
    let paused = session.is_answered();
    let item = session.item().clone();
    // A narrow window in points (1024 pixels under the projector's zoom) gives the table the
    // room: the side panel's text wraps, the table's chip amounts stay readable.
    let width = ui.ctx().content_rect().width();
    let side = if width < 1000.0 {
        (width * 0.24).max(230.0)
    } else {
        (width * 0.27).clamp(300.0, 520.0)
    };
    egui::Panel::right("quiz-side")
        .resizable(false)
        .exact_size(side)
        .frame(theme::panel_frame().inner_margin(16.0))
        .show(ui, |ui| side_ui(ui, session, &item, i18n, commands));
    let mut picked = None;
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let area = ui.available_rect_before_wrap().shrink2(vec2(18.0, 12.0));
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
        let ui = &mut child;
        question_header_ui(ui, session, &item, i18n, now);
        ui.add_space(8.0);
        // Cutting a payout needs a second row, for the table's chips.
        let answer_height = if paused {
            128.0
        } else {
            view(item.drill).answer_height()
        };
        let content = Rect::from_min_max(
            ui.cursor().min,
            pos2(area.right(), area.bottom() - answer_height),
        );
        let mut content_ui = ui.new_child(egui::UiBuilder::new().max_rect(content));
        picked = content_ui_for(&mut content_ui, &item, (screen, session), paused, i18n);
        let answer_rect = Rect::from_min_max(
            pos2(area.left(), area.bottom() - answer_height + 12.0),
            area.max,
        );
        let mut answer_ui = ui.new_child(egui::UiBuilder::new().max_rect(answer_rect));
        answer_area_ui(&mut answer_ui, screen, &item, paused, i18n, commands);
    });
    if let Some(pick) = picked
        && !paused
    {
        commands.extend(screen.table_pick(&item, pick));
    }
}

fn question_header_ui(
    ui: &mut egui::Ui,
    session: &QuizSession,
    item: &Item,
    i18n: &I18n,
    now: Stamp,
) {
    let score = session.score();
    let length = session.setup().length;
    // The item on show: the one just answered while its mistake is on show.
    let item_number = if session.is_answered() {
        score.answered
    } else {
        (score.answered + 1).min(length)
    };
    // The question gives way (it wraps) to the progress and the clock at the right.
    egui::Sides::new().shrink_left().wrap().show(
        ui,
        |ui| {
            ui.label(
                RichText::new(quiz_text::question(i18n, item))
                    .font(theme::bold_font(30.0))
                    .color(theme::TEXT),
            );
        },
        |ui| {
            let elapsed = if session.is_answered() {
                session
                    .answers()
                    .last()
                    .map_or(0, |answered| answered.response_ms)
            } else {
                now.millis_since(session.prompt_since())
            };
            ui.label(
                RichText::new(i18n.seconds(elapsed))
                    .font(theme::bold_font(22.0))
                    .color(if elapsed > item.drill.slow_ms() {
                        theme::BAD
                    } else {
                        theme::weak()
                    }),
            );
            ui.label(
                RichText::new(i18n.trf(
                    "quiz.progress",
                    &[
                        ("n", &item_number.to_string()),
                        ("total", &length.to_string()),
                    ],
                ))
                .color(theme::weak()),
            );
        },
    );
    let (bar, _) = ui.allocate_exact_size(vec2(ui.available_width(), 5.0), Sense::hover());
    ui.painter()
        .rect_filled(bar, CornerRadius::same(2), theme::PANEL_EDGE);
    let mut done = bar;
    done.set_width(bar.width() * score.answered as f32 / length.max(1) as f32);
    ui.painter()
        .rect_filled(done, CornerRadius::same(2), theme::GOLD);
}
/// The item itself: cards on the felt, a wager, or a table. After a wrong answer, the right
/// answer shows on it. Returns a click on the table.
fn content_ui_for(
    ui: &mut egui::Ui,
    item: &Item,
    (screen, session): (&QuizScreen, &QuizSession),
    paused: bool,
    i18n: &I18n,
) -> Option<Pick> {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let painter = ui.painter_at(area);
    let drill_view = view(item.drill);
    if let Some(table_view) = drill_view.table(item) {
        let mut table_ui = ui.new_child(egui::UiBuilder::new().max_rect(area));
        let picked = table::table_ui(&mut table_ui, table_view, i18n, None, !paused);
        let layout = table::layout(area, table_view.kind, table_view.place_count);
        let last_given = session
            .answers()
            .last()
            .filter(|_| paused)
            .map(|answered| &answered.verdict.given);
        drill_view.typing_marks_ui(&painter, &layout, screen, last_given);
        if paused {
            drill_view.marks_ui(&painter, &layout, item, last_given);
        }
        return picked;
    }
    felt(&painter, area);
    drill_view.felt_ui(&painter, area, item, &screen.profile, i18n);
    if paused {
        let text = i18n.trf(
            "quiz.correct_answer",
            &[("answer", &quiz_text::answer(i18n, item, &item.expected))],
        );
        answer_banner(&painter, area, &text);
    }
    None
}

fn notice_text(notice: &Notice, i18n: &I18n) -> String {
    match notice {
        Notice::NotAnAmount(text) => i18n.trf("quiz.not_amount", &[("text", text)]),
        Notice::NeedMark => i18n.tr("quiz.need_mark").into(),
        Notice::NeedBoxes(given, total) => i18n.trf(
            "quiz.need_boxes",
            &[("n", &given.to_string()), ("total", &total.to_string())],
        ),
    }
}

/// Where the trainee answers: the two big buttons, the digit keys, the amount displays, the
/// typed line; after a wrong answer, the way on.
fn answer_area_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    item: &Item,
    paused: bool,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    if paused {
        continue_ui(ui, i18n, commands);
        return;
    }
    view(item.drill).answer_area_ui(ui, screen, item, i18n, commands);
    ui.add_space(6.0);
    match &screen.notice {
        Some(notice) => {
            ui.label(RichText::new(notice_text(notice, i18n)).color(theme::BAD));
        }
        None => {
            ui.label(RichText::new(quiz_text::keys_hint(i18n, item)).color(theme::weak()));
        }
    }
}

/// After a wrong answer: the way on.
fn continue_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        if ui
            .add(big_button(
                &i18n.tr("quiz.continue"),
                &i18n.keys("Enter"),
                GO,
                260.0,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Continue);
        }
        ui.add_space(12.0);
        ui.label(RichText::new(i18n.tr("quiz.continue_hint")).color(theme::weak()));
    });
}

pub(super) fn feedback_ui(ui: &mut egui::Ui, answered: &Answered, current: bool, i18n: &I18n) {
    let right = answered.verdict.correct;
    let slow = right && answered.response_ms > answered.item.drill.slow_ms();
    egui::Frame::new()
        .fill(if right {
            theme::GOOD_FILL
        } else {
            theme::BAD_FILL
        })
        .stroke(Stroke::new(
            if current { 1.5 } else { 1.0 },
            if right { theme::GOOD } else { theme::BAD },
        ))
        .corner_radius(10.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                cards::verdict_icon_ui(ui, right);
                let head = if right {
                    i18n.trf(
                        "quiz.right_in",
                        &[
                            ("time", &i18n.seconds(answered.response_ms)),
                            ("rule", answered.item.rule.id()),
                        ],
                    )
                } else {
                    i18n.trf(
                        "quiz.wrong_rule",
                        &[
                            ("category", &i18n.category(answered.verdict.category)),
                            ("rule", answered.verdict.rule.id()),
                        ],
                    )
                };
                // Wrapped: in a narrow panel (1024 with the projector) the heading takes more
                // lines, never more width, so the panel keeps to the window.
                ui.add(
                    egui::Label::new(
                        RichText::new(head)
                            .font(theme::bold_font(18.0))
                            .color(if right { theme::GOOD } else { theme::BAD }),
                    )
                    .wrap(),
                );
            });
            ui.label(
                RichText::new(quiz_text::short(i18n, &answered.item))
                    .font(theme::bold_font(15.0))
                    .color(theme::TEXT),
            );
            if !right {
                ui.label(i18n.trf(
                    "quiz.your_answer",
                    &[(
                        "answer",
                        &quiz_text::answer(i18n, &answered.item, &answered.verdict.given),
                    )],
                ));
                ui.label(
                    RichText::new(i18n.trf(
                        "quiz.correct_answer",
                        &[(
                            "answer",
                            &quiz_text::answer(i18n, &answered.item, &answered.verdict.expected),
                        )],
                    ))
                    .font(theme::bold_font(17.0))
                    .color(theme::GOLD),
                );
            }
            ui.label(RichText::new(quiz_text::reason(i18n, &answered.item)).color(Color32::WHITE));
            if slow {
                ui.label(RichText::new(i18n.tr("quiz.slow")).color(theme::GOLD));
            }
        });
}

fn side_ui(
    ui: &mut egui::Ui,
    session: &QuizSession,
    item: &Item,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    let answers = session.answers();
    match answers.last() {
        Some(last) => feedback_ui(ui, last, session.is_answered(), i18n),
        None => {
            ui.label(
                RichText::new(quiz_text::drill_name(i18n, session.setup().choice))
                    .font(theme::bold_font(20.0)),
            );
            ui.label(
                RichText::new(quiz_text::drill_about(i18n, session.setup().choice))
                    .color(theme::weak()),
            );
            ui.add_space(6.0);
            ui.label(RichText::new(i18n.tr("quiz.first_note")).color(theme::weak()));
        }
    }
    log_problems_ui(ui, session, i18n, commands);
    ui.add_space(12.0);
    ui.label(RichText::new(i18n.tr("quiz.recent")).font(theme::bold_font(16.0)));
    ui.add_space(2.0);
    let bottom = 74.0;
    ScrollArea::vertical()
        .max_height((ui.available_height() - bottom).max(60.0))
        .id_salt("quiz-recent")
        .show(ui, |ui| {
            for answered in answers.iter().rev().take(30) {
                ui.horizontal(|ui| {
                    cards::verdict_icon_ui(ui, answered.verdict.correct);
                    // The time and the rule first, from the right: the item's name takes what
                    // is left, cut short with "…" rather than running under them.
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        ui.label(
                            RichText::new(answered.verdict.rule.id())
                                .font(theme::font(13.0))
                                .color(theme::weak()),
                        );
                        ui.label(
                            RichText::new(i18n.seconds(answered.response_ms))
                                .font(theme::font(13.0))
                                .color(theme::weak()),
                        );
                        ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                            ui.add(
                                egui::Label::new(quiz_text::short(i18n, &answered.item)).truncate(),
                            );
                        });
                    });
                });
            }
        });
    ui.with_layout(Layout::bottom_up(Align::Min), |ui| {
        ui.label(RichText::new(i18n.tr("quiz.side_keys")).color(theme::weak()));
        ui.label(
            RichText::new(quiz_text::keys_hint(i18n, item))
                .font(theme::bold_font(14.0))
                .color(theme::TEXT),
        );
    });
}

/// What went wrong with the log or the history (a write to retry), said on the side.
fn log_problems_ui(
    ui: &mut egui::Ui,
    session: &QuizSession,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    if let Some(error) = session.write_error() {
        ui.add_space(6.0);
        ui.label(
            RichText::new(i18n.trf(
                "quiz.log_error",
                &[("error", &crate::text::explain::write_error(i18n, error))],
            ))
            .color(theme::BAD),
        );
        if ui.button(i18n.tr("train.retry_write")).clicked() {
            commands.push(QuizCommand::RetryWrite);
        }
    }
    if let Some(error) = session.history_error() {
        ui.label(
            RichText::new(i18n.trf(
                "quiz.log_error",
                &[("error", &crate::text::explain::write_error(i18n, error))],
            ))
            .color(theme::BAD),
        );
    }
    if let Some(problem) = session.history_problem() {
        ui.label(
            RichText::new(i18n.trf(
                "quiz.history_problem",
                &[("error", &crate::text::explain::error(i18n, problem))],
            ))
            .color(theme::GOLD),
        );
    }
}
