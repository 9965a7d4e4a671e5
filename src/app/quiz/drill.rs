//! The drill view of the quiz screen: the question with its cards, wager or table, the place
//! to answer (buttons, digit keys, amount displays, clicks on the table), the feedback after
//! each answer with the reason, and the last answers.

use egui::{
    Align, Align2, Color32, CornerRadius, Layout, Rect, RichText, ScrollArea, Sense, Stroke,
};
use egui::{StrokeKind, pos2, vec2};

use super::super::cards::{self, CARD_ASPECT};
use super::super::i18n::I18n;
use super::super::table::{self, Pick};
use super::super::theme;
use super::state::{Notice, QuizCommand, QuizScreen};
use super::text as quiz_text;
use super::widgets::{GO, big_button};
use crate::core::procedure::Owner;
use crate::core::view::{CardView, Face};
use crate::core::{Card, Place, Profile, Side, TableKind};
use crate::session::Stamp;
use crate::session::quiz::{Answer, Answered, Item, Question, QuizSession, typed};

/// The drill view: the side panel with the feedback, the question, the place to answer.
pub(super) fn drill_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    i18n: &I18n,
    now: Stamp,
    commands: &mut Vec<QuizCommand>,
) {
    let Some(session) = &screen.session else {
        return;
    };
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
        let answer_height = if item.question.takes_chips() && !paused {
            214.0
        } else {
            128.0
        };
        let content = Rect::from_min_max(
            ui.cursor().min,
            pos2(area.right(), area.bottom() - answer_height),
        );
        let mut content_ui = ui.new_child(egui::UiBuilder::new().max_rect(content));
        picked = content_ui_for(&mut content_ui, &item, screen, paused, i18n);
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

fn felt(painter: &egui::Painter, rect: Rect) {
    painter.rect(
        rect,
        CornerRadius::same(18),
        theme::FELT,
        Stroke::new(4.0, theme::RIM),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect.shrink(9.0),
        CornerRadius::same(12),
        Stroke::new(1.0, theme::FELT_PRINT),
        StrokeKind::Inside,
    );
}

/// A hand: its title over its cards, centred on `center_x`, cards of `height`; a third card
/// (the one T5 reads) is outlined, except in the totals drill (no title).
fn hand_ui(
    painter: &egui::Painter,
    center_x: f32,
    top: f32,
    title: &str,
    hand: &[Card],
    height: f32,
) {
    painter.text(
        pos2(center_x, top),
        Align2::CENTER_TOP,
        title,
        theme::bold_font((height * 0.16).clamp(18.0, 30.0)),
        theme::GOLD,
    );
    let width = height / CARD_ASPECT;
    let step = width * 1.06;
    let row = step * (hand.len().max(1) as f32 - 1.0) + width;
    let left = center_x - row / 2.0;
    let card_top = top + (height * 0.16).clamp(18.0, 30.0) + 16.0;
    for (index, card) in hand.iter().enumerate() {
        let rect = Rect::from_min_size(
            pos2(left + step * index as f32, card_top),
            vec2(width, height),
        );
        cards::paint_card(
            painter,
            rect,
            CardView {
                card: *card,
                face: Face::Up,
            },
        );
        if index == 2 && !title.is_empty() {
            painter.rect_stroke(
                rect.expand(4.0),
                CornerRadius::same((width * 0.12) as u8),
                Stroke::new(3.0, theme::SELECTED),
                StrokeKind::Outside,
            );
        }
    }
}

/// Two hands side by side on the felt, as large as the width allows: Banca on the left (the
/// dealer's left), Punto on the right; the third card (if any) outlined.
fn two_hands_ui(
    painter: &egui::Painter,
    area: Rect,
    left: (&str, &[Card]),
    right: (&str, &[Card]),
) {
    let gap = 90.0;
    let widths = |cards: usize| 1.0 + 1.06 * (cards.max(1) as f32 - 1.0);
    let units = widths(left.1.len()) + widths(right.1.len());
    let card_width = ((area.width() - 100.0 - gap) / units)
        .min(area.height() * 0.52 / CARD_ASPECT)
        .max(40.0);
    let height = card_width * CARD_ASPECT;
    let left_width = widths(left.1.len()) * card_width;
    let right_width = widths(right.1.len()) * card_width;
    let start = area.center().x - (left_width + gap + right_width) / 2.0;
    let top = area.top() + (area.height() - height - 70.0) / 2.0;
    hand_ui(
        painter,
        start + left_width / 2.0,
        top,
        left.0,
        left.1,
        height,
    );
    hand_ui(
        painter,
        start + left_width + gap + right_width / 2.0,
        top,
        right.0,
        right.1,
        height,
    );
}

/// After a wrong answer: the right one, on a banner across the bottom of the felt.
fn answer_banner(painter: &egui::Painter, area: Rect, text: &str) {
    let galley = painter.layout_no_wrap(text.to_string(), theme::bold_font(24.0), theme::GOLD);
    let size = galley.size() + vec2(64.0, 20.0);
    let banner = Rect::from_center_size(
        pos2(area.center().x, area.bottom() - 26.0 - size.y / 2.0),
        size,
    );
    painter.rect(
        banner,
        CornerRadius::same(10),
        Color32::from_black_alpha(170),
        Stroke::new(1.5, theme::GOLD),
        StrokeKind::Inside,
    );
    let icon = Rect::from_center_size(
        pos2(banner.left() + 24.0, banner.center().y),
        vec2(20.0, 20.0),
    );
    cards::paint_check(painter, icon, theme::GOOD);
    painter.galley(
        pos2(
            banner.left() + 44.0,
            banner.center().y - galley.size().y / 2.0,
        ),
        galley,
        theme::GOLD,
    );
}

/// The item itself: cards on the felt, a wager, or a table. After a wrong answer, the right
/// answer shows on it. Returns a click on the table.
fn content_ui_for(
    ui: &mut egui::Ui,
    item: &Item,
    screen: &QuizScreen,
    paused: bool,
    i18n: &I18n,
) -> Option<Pick> {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let painter = ui.painter_at(area);
    match &item.question {
        Question::SettleOrder { view, .. }
        | Question::PuntoReader { view }
        | Question::DealCard { view, .. } => {
            let mut table_ui = ui.new_child(egui::UiBuilder::new().max_rect(area));
            let picked = table::table_ui(&mut table_ui, view, i18n, None, !paused);
            let layout = table::layout(area, view.kind, view.place_count);
            table_marks_ui(&painter, &layout, item, screen, paused);
            picked
        }
        _ => {
            felt(&painter, area);
            felt_question_ui(&painter, area, item, &screen.profile, i18n);
            if paused {
                let text = i18n.trf(
                    "quiz.correct_answer",
                    &[("answer", &quiz_text::answer(i18n, item, &item.expected))],
                );
                answer_banner(&painter, area, &text);
            }
            None
        }
    }
}

/// The cards or the wager of an item shown on the felt.
fn felt_question_ui(
    painter: &egui::Painter,
    area: Rect,
    item: &Item,
    profile: &Profile,
    i18n: &I18n,
) {
    let total = |hand: &[Card]| crate::core::card::total(hand);
    let banca_title = |hand: &[Card]| format!("BANCA  {}", total(hand));
    match &item.question {
        Question::BancaDraws { banca, punto } => {
            let punto_title = if punto.len() == 3 {
                i18n.trf(
                    "quiz.hand.punto_third",
                    &[("v", &punto[2].value().to_string())],
                )
            } else {
                i18n.trf("quiz.hand.punto_stood", &[("p", &total(punto).to_string())])
            };
            two_hands_ui(
                painter,
                area,
                (&banca_title(banca), banca),
                (&punto_title, punto),
            );
        }
        Question::PuntoDraws { punto, banca } => {
            two_hands_ui(
                painter,
                area,
                (&banca_title(banca), banca),
                (&format!("PUNTO  {}", total(punto)), punto),
            );
        }
        Question::Total { cards: hand } => {
            let height = (area.height() * 0.6).clamp(60.0, 260.0);
            let top = area.top() + (area.height() - height - 70.0) / 2.0;
            hand_ui(painter, area.center().x, top, "", hand, height);
        }
        Question::Payout {
            kind,
            place,
            side,
            stake,
            marked,
        }
        | Question::CutPayout {
            kind,
            place,
            side,
            stake,
            marked,
        } => {
            wager_ui(
                painter, area, *kind, *place, *side, *stake, *marked, profile, i18n,
            );
        }
        Question::ColourUp { kind, place, stack } => {
            stack_ui(painter, area, *kind, *place, stack, profile, i18n);
        }
        Question::SettleOrder { .. } | Question::PuntoReader { .. } | Question::DealCard { .. } => {
        }
    }
}

/// A place of the felt, its name at the top left: where a drill's wager or stack lies.
fn place_box_ui(painter: &egui::Painter, place_box: Rect, name: String) {
    painter.rect(
        place_box,
        CornerRadius::same(12),
        Color32::from_rgb(0x0e, 0x55, 0x2e),
        Stroke::new(2.0, theme::RIM),
        StrokeKind::Inside,
    );
    painter.text(
        place_box.left_top() + vec2(14.0, 10.0),
        Align2::LEFT_TOP,
        name,
        theme::bold_font(20.0),
        theme::TEXT,
    );
}

/// The stack a player hands over to be coloured up, at the player's place: each value as a
/// pile of chips in its colour, the count under it ("× 12"), and the task.
fn stack_ui(
    painter: &egui::Painter,
    area: Rect,
    kind: TableKind,
    place: Place,
    stack: &[crate::core::chips::Stack],
    profile: &Profile,
    i18n: &I18n,
) {
    let column = 150.0;
    let width = (column * stack.len() as f32 + 40.0).max(260.0);
    let place_box = Rect::from_center_size(area.center() - vec2(0.0, 20.0), vec2(width, 230.0));
    place_box_ui(painter, place_box, i18n.place_label(kind, place));
    let radius = 34.0;
    let first = place_box.center().x - column * (stack.len() as f32 - 1.0) / 2.0;
    for (index, chips) in stack.iter().enumerate() {
        let x = first + column * index as f32;
        let (fill, ink) = theme::chip_colours(&profile.chip_colour(chips.value));
        let shown = super::super::tray::chip_value(i18n, chips.value);
        // A pile: up to four chips under the top one, each a little lower.
        let pile = chips.count.clamp(1, 5);
        let top = place_box.top() + 78.0;
        for under in (0..pile).rev() {
            let centre = pos2(x, top + under as f32 * 7.0);
            cards::paint_value_chip(painter, centre, radius, fill, ink, &shown);
        }
        painter.text(
            pos2(x, top + radius + 7.0 * pile as f32 + 6.0),
            Align2::CENTER_TOP,
            format!("× {}", chips.count),
            theme::bold_font(28.0),
            theme::TEXT,
        );
    }
    painter.text(
        pos2(place_box.center().x, place_box.bottom() - 14.0),
        Align2::CENTER_BOTTOM,
        i18n.tr("quiz.colour_up"),
        theme::bold_font(18.0),
        theme::GOLD,
    );
}

/// On a table item: the order typed so far (gold numbers); after a wrong answer, what was given
/// (red) and the right answer (green).
fn table_marks_ui(
    painter: &egui::Painter,
    layout: &table::TableLayout,
    item: &Item,
    screen: &QuizScreen,
    paused: bool,
) {
    let last_given = screen
        .session
        .as_ref()
        .and_then(|session| session.answers().last())
        .filter(|_| paused)
        .map(|answered| answered.verdict.given.clone());
    if let Question::SettleOrder { .. } = &item.question {
        let given = match &last_given {
            Some(Answer::Order(given)) => given.clone(),
            _ => typed::places(&screen.typed).unwrap_or_default(),
        };
        order_badges(painter, layout, &given, theme::GOLD, false);
    }
    if !paused {
        return;
    }
    if let Some(rect) = last_given.and_then(|given| answer_rect(layout, &given)) {
        outline(painter, rect, 3.0, theme::BAD);
    }
    match &item.expected {
        Answer::Order(order) => order_badges(painter, layout, order, theme::GOOD, true),
        expected => {
            if let Some(rect) = answer_rect(layout, expected) {
                outline(painter, rect, 4.0, theme::GOOD);
            }
        }
    }
}

/// Where on the table a reader or deal answer points.
fn answer_rect(layout: &table::TableLayout, answer: &Answer) -> Option<Rect> {
    let place_rect = |place: Place| {
        layout
            .places
            .get(usize::from(place).saturating_sub(1))
            .copied()
    };
    match answer {
        Answer::Reader(Some(place)) | Answer::Deal(Owner::Box(place)) => place_rect(*place),
        Answer::Reader(None) => Some(layout.dealer),
        Answer::Deal(Owner::Banca) => Some(layout.banca),
        Answer::Deal(Owner::Punto) => layout.punto,
        _ => None,
    }
}

fn outline(painter: &egui::Painter, rect: Rect, width: f32, color: Color32) {
    painter.rect_stroke(
        rect.expand(3.0),
        CornerRadius::same(10),
        Stroke::new(width, color),
        StrokeKind::Outside,
    );
}

/// Numbers 1, 2, … on the places of `order` (at a place's top right, or its bottom).
fn order_badges(
    painter: &egui::Painter,
    layout: &table::TableLayout,
    order: &[Place],
    color: Color32,
    top: bool,
) {
    for (index, place) in order.iter().enumerate() {
        let Some(rect) = layout.places.get(usize::from(*place).saturating_sub(1)) else {
            continue;
        };
        let centre = if top {
            pos2(rect.right() - 16.0, rect.top() + 16.0)
        } else {
            pos2(rect.center().x, rect.bottom() - 16.0)
        };
        painter.circle_filled(centre, 15.0, color);
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            (index + 1).to_string(),
            theme::bold_font(17.0),
            Color32::BLACK,
        );
    }
}

/// The winning wager of a payout item: the place, the chip, who won, the table's terms.
#[allow(clippy::too_many_arguments)]
fn wager_ui(
    painter: &egui::Painter,
    area: Rect,
    kind: TableKind,
    place: Place,
    side: Side,
    stake: crate::core::Money,
    marked: bool,
    profile: &Profile,
    i18n: &I18n,
) {
    let centre = area.center() - vec2(0.0, 20.0);
    let place_box = Rect::from_center_size(centre, vec2(260.0, 200.0));
    place_box_ui(painter, place_box, i18n.place_label(kind, place));
    let (color, letter) = match side {
        Side::Punto => (theme::CHIP_PUNTO, "P"),
        Side::Banca => (theme::CHIP_BANCA, "B"),
        Side::Empate => (theme::CHIP_EMPATE, "E"),
    };
    let chip = place_box.center() + vec2(-58.0, 6.0);
    cards::paint_chip(painter, chip, 34.0, color, letter);
    painter.text(
        chip + vec2(48.0, 0.0),
        Align2::LEFT_CENTER,
        i18n.money(stake),
        theme::bold_font(34.0),
        theme::TEXT,
    );
    painter.text(
        pos2(place_box.center().x, place_box.bottom() - 16.0),
        Align2::CENTER_BOTTOM,
        i18n.trf("quiz.wins", &[("side", &quiz_text::side(i18n, side))]),
        theme::bold_font(18.0),
        theme::GOLD,
    );
    let terms = match side {
        Side::Banca if marked => i18n.trf(
            "quiz.terms.marked",
            &[("percent", &profile.commission_percent.to_string())],
        ),
        Side::Banca => i18n.trf(
            "quiz.terms.deducted",
            &[("percent", &profile.commission_percent.to_string())],
        ),
        Side::Punto => i18n.tr("quiz.terms.even").to_string(),
        Side::Empate => i18n.trf("quiz.terms.tie", &[("odds", &profile.tie_pays.to_string())]),
    };
    painter.text(
        pos2(area.center().x, place_box.bottom() + 22.0),
        Align2::CENTER_TOP,
        terms,
        theme::font(17.0),
        Color32::from_white_alpha(220),
    );
}

/// An input box painted like a till display, with a caret when active.
fn display_ui(ui: &mut egui::Ui, label: &str, text: &str, active: bool, width: f32) {
    ui.vertical(|ui| {
        ui.label(
            RichText::new(label)
                .font(theme::bold_font(15.0))
                .color(theme::weak()),
        );
        let (rect, response) = ui.allocate_exact_size(vec2(width, 52.0), Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, label));
        ui.painter().rect(
            rect,
            CornerRadius::same(8),
            Color32::from_rgb(0x14, 0x16, 0x1a),
            Stroke::new(
                if active { 2.0 } else { 1.0 },
                if active {
                    theme::GOLD
                } else {
                    theme::PANEL_EDGE
                },
            ),
            StrokeKind::Inside,
        );
        let shown = if active {
            format!("{text}▏")
        } else {
            text.to_string()
        };
        ui.painter().text(
            rect.left_center() + vec2(14.0, 0.0),
            Align2::LEFT_CENTER,
            shown,
            theme::bold_font(26.0),
            theme::TEXT,
        );
    });
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
    match &item.question {
        Question::BancaDraws { .. } | Question::PuntoDraws { .. } => {
            draw_or_stand_ui(ui, i18n, commands);
        }
        Question::Total { .. } => digits_ui(ui, commands),
        Question::Payout { marked, .. } => payout_ui(ui, screen, *marked, i18n, commands),
        Question::SettleOrder { .. } => order_ui(ui, screen, i18n, commands),
        Question::PuntoReader { .. } => {
            ui.horizontal(|ui| {
                display_ui(ui, &i18n.tr("quiz.seat"), &screen.typed, true, 160.0);
            });
        }
        Question::DealCard { view, .. } => deal_ui(ui, screen, view.kind, i18n, commands),
        Question::CutPayout { .. } | Question::ColourUp { .. } => {
            cut_ui(ui, screen, i18n, commands);
        }
    }
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

/// Draw (D) or stand (S).
fn draw_or_stand_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        let width = ((ui.available_width() - 20.0) / 2.0).min(320.0);
        if ui
            .add(big_button(
                &i18n.tr("quiz.draw"),
                "D",
                Color32::from_rgb(0x1f, 0x5f, 0x8a),
                width,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Answer(Answer::Draw(true)));
        }
        if ui
            .add(big_button(
                &i18n.tr("quiz.stand"),
                "S",
                Color32::from_rgb(0x7a, 0x4a, 0x1a),
                width,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Answer(Answer::Draw(false)));
        }
    });
}

/// A total: the digits 0 to 9.
fn digits_ui(ui: &mut egui::Ui, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 8.0;
        let width = ((ui.available_width() - 72.0) / 10.0).min(64.0);
        for digit in 0..=9u8 {
            let button =
                egui::Button::new(RichText::new(digit.to_string()).font(theme::bold_font(24.0)))
                    .min_size(vec2(width, 50.0));
            if ui.add(button).clicked() {
                commands.push(QuizCommand::Answer(Answer::Total(digit)));
            }
        }
    });
}

/// The OK button beside a typed answer (Enter does the same).
fn ok_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.vertical(|ui| {
        ui.add_space(22.0);
        if ui
            .add(big_button(
                &i18n.tr("quiz.ok"),
                &i18n.keys("Enter"),
                GO,
                150.0,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Submit);
        }
    });
}

/// A payout: the amount typed (and the mark of a marked payout), and OK.
fn payout_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    marked: bool,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    ui.horizontal(|ui| {
        display_ui(
            ui,
            &i18n.tr("quiz.pay"),
            &screen.typed,
            !screen.on_mark,
            220.0,
        );
        if marked {
            ui.add_space(12.0);
            display_ui(
                ui,
                &i18n.tr("quiz.mark"),
                &screen.mark,
                screen.on_mark,
                180.0,
            );
        }
        ui.add_space(12.0);
        ok_ui(ui, i18n, commands);
    });
}

/// Cut the payout: what is cut so far, and the table's chips (a click takes one, as the digits
/// do), and OK. The chips are painted as the trainer's tray paints them.
fn cut_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    let singles: Vec<crate::core::chips::Stack> = screen
        .cut
        .iter()
        .map(|&value| crate::core::chips::Stack { value, count: 1 })
        .collect();
    let stacks = crate::core::chips::merged(&singles);
    ui.horizontal_wrapped(|ui| {
        let shown = if stacks.is_empty() {
            String::new()
        } else {
            format!(
                "{} = {}",
                super::super::tray::stacks_text(i18n, &stacks),
                i18n.money_fixed(crate::core::chips::total(&stacks))
            )
        };
        display_ui(ui, &i18n.tr("quiz.cut"), &shown, true, 320.0);
        ui.add_space(12.0);
        ok_ui(ui, i18n, commands);
    });
    ui.horizontal_wrapped(|ui| {
        for (index, value) in screen.profile.chip_values().into_iter().enumerate() {
            if super::super::tray::chip_face_ui(ui, &screen.profile, value, index, i18n).clicked() {
                commands.push(QuizCommand::TakeChip(value));
            }
        }
    });
}

/// The order to settle the boxes in: the places typed or clicked, and OK.
fn order_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        let shown = typed::places(&screen.typed)
            .unwrap_or_default()
            .iter()
            .map(Place::to_string)
            .collect::<Vec<_>>()
            .join(" · ");
        display_ui(ui, &i18n.tr("quiz.order"), &shown, true, 380.0);
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.add_space(22.0);
            ui.horizontal(|ui| {
                if ui
                    .add(big_button(
                        &i18n.tr("quiz.ok"),
                        &i18n.keys("Enter"),
                        GO,
                        130.0,
                    ))
                    .clicked()
                {
                    commands.push(QuizCommand::Submit);
                }
            });
        });
    });
}

/// Where the card goes: the box typed (casilleros), or Punto and Banca.
fn deal_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    kind: TableKind,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    ui.horizontal(|ui| {
        if kind.has_boxes() {
            display_ui(ui, &i18n.tr("quiz.box"), &screen.typed, true, 160.0);
            ui.add_space(12.0);
        }
        ui.vertical(|ui| {
            ui.add_space(22.0);
            ui.horizontal(|ui| {
                if !kind.has_boxes()
                    && ui
                        .add(big_button("Punto", "P", theme::CHIP_PUNTO, 160.0))
                        .clicked()
                {
                    commands.push(QuizCommand::Answer(Answer::Deal(Owner::Punto)));
                }
                let banca = &i18n.banca(kind);
                if ui
                    .add(big_button(
                        banca,
                        "B",
                        Color32::from_rgb(0x9a, 0x5a, 0x18),
                        160.0,
                    ))
                    .clicked()
                {
                    commands.push(QuizCommand::Answer(Answer::Deal(Owner::Banca)));
                }
            });
        });
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
                ui.label(
                    RichText::new(head)
                        .font(theme::bold_font(18.0))
                        .color(if right { theme::GOOD } else { theme::BAD }),
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
