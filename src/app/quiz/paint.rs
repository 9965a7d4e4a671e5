//! What the quick drills paint, shared by their views: the felt, hands of cards, a wager or a
//! stack at its place, the answer's banner, marks on a table, the till displays and the OK
//! button.

use egui::{Align2, Color32, CornerRadius, Rect, RichText, Sense, Stroke, StrokeKind, pos2, vec2};

use super::super::cards::{self, CARD_ASPECT};
use super::super::table;
use super::super::theme;
use super::state::QuizCommand;
use super::widgets::{GO, big_button};
use super::words;
use crate::core::view::{CardView, Face};
use crate::core::{Card, Place, Profile, Side, TableKind};
use crate::text::i18n::I18n;

pub(super) fn felt(painter: &egui::Painter, rect: Rect) {
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
pub(super) fn hand_ui(
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
pub(super) fn two_hands_ui(
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
pub(super) fn answer_banner(painter: &egui::Painter, area: Rect, text: &str) {
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

/// A place of the felt, its name at the top left: where a drill's wager or stack lies.
pub(super) fn place_box_ui(painter: &egui::Painter, place_box: Rect, name: String) {
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

/// The winning wager of a payout item: the place, the chip, who won, the table's terms.
#[allow(clippy::too_many_arguments)]
pub(super) fn wager_ui(
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
        i18n.trf("quiz.wins", &[("side", &words::side(i18n, side))]),
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

/// The stack a player hands over to be coloured up, at the player's place: each value as a
/// pile of chips in its colour, the count under it ("× 12"), and the task.
pub(super) fn stack_ui(
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

pub(super) fn outline(painter: &egui::Painter, rect: Rect, width: f32, color: Color32) {
    painter.rect_stroke(
        rect.expand(3.0),
        CornerRadius::same(10),
        Stroke::new(width, color),
        StrokeKind::Outside,
    );
}

/// Numbers 1, 2, … on the places of `order` (at a place's top right, or its bottom).
pub(super) fn order_badges(
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

/// An input box painted like a till display, with a caret when active.
pub(super) fn display_ui(ui: &mut egui::Ui, label: &str, text: &str, active: bool, width: f32) {
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

/// The OK button beside a typed answer (Enter does the same).
pub(super) fn ok_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
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
