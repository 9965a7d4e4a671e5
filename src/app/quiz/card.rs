//! One drill on the quiz's menu, as a card: its key, name, what it trains and how much of it
//! is known.

use egui::{Align2, Color32, CornerRadius, Rect, Sense, Stroke};
use egui::{StrokeKind, pos2, vec2};

use super::super::theme;
use super::text;
use super::widgets::QUIET;
use crate::core::Profile;
use crate::session::quiz::{DrillChoice, History};
use crate::text::i18n::I18n;

/// One drill on the menu: its key, name, what it trains and how much of it is known.
#[allow(clippy::too_many_arguments)]
pub(super) fn drill_card_ui(
    ui: &mut egui::Ui,
    choice: DrillChoice,
    key: usize,
    selected: bool,
    width: f32,
    history: &History,
    profile: &Profile,
    i18n: &I18n,
) -> bool {
    let (known, seen, total) = learned(choice, history, profile);
    let (rect, response) = ui.allocate_exact_size(vec2(width, 92.0), Sense::click());
    let name = text::drill_name(i18n, choice);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &*name));
    let painter = ui.painter();
    let hot = response.hovered() || response.has_focus();
    painter.rect(
        rect,
        CornerRadius::same(10),
        if selected {
            Color32::from_rgb(0x23, 0x4a, 0x33)
        } else if hot {
            Color32::from_rgb(0x2f, 0x33, 0x3b)
        } else {
            theme::PANEL
        },
        Stroke::new(
            if selected { 2.5 } else { 1.0 },
            if selected {
                theme::SELECTED
            } else {
                theme::PANEL_EDGE
            },
        ),
        StrokeKind::Inside,
    );
    let badge = paint_badge(painter, rect, key, selected);
    let text_left = badge.right() + 16.0;
    painter.text(
        pos2(text_left, rect.top() + 14.0),
        Align2::LEFT_TOP,
        name,
        theme::bold_font(19.0),
        theme::TEXT,
    );
    painter.text(
        pos2(rect.right() - 14.0, rect.top() + 17.0),
        Align2::RIGHT_TOP,
        i18n.trf(
            "quiz.learned",
            &[("n", &known.to_string()), ("total", &total.to_string())],
        ),
        theme::font(13.0),
        theme::weak(),
    );
    let about = painter.layout(
        text::drill_about(i18n, choice).to_string(),
        theme::font(14.0),
        theme::weak(),
        rect.right() - text_left - 16.0,
    );
    painter.galley(pos2(text_left, rect.top() + 40.0), about, theme::weak());
    paint_progress(painter, rect, text_left, (known, seen, total));
    response.clicked()
}

/// The drill's key in a badge at the left of the card; returns where the badge is.
fn paint_badge(painter: &egui::Painter, rect: Rect, key: usize, selected: bool) -> Rect {
    let badge = Rect::from_center_size(rect.left_center() + vec2(34.0, 0.0), vec2(40.0, 40.0));
    painter.rect_filled(
        badge,
        CornerRadius::same(8),
        if selected { theme::GOLD } else { QUIET },
    );
    painter.text(
        badge.center(),
        Align2::CENTER_CENTER,
        key.to_string(),
        theme::bold_font(22.0),
        if selected {
            Color32::BLACK
        } else {
            theme::TEXT
        },
    );
    badge
}

/// How many of the drill's items are known (level 3 or more) and seen, of how many.
fn learned(choice: DrillChoice, history: &History, profile: &Profile) -> (usize, usize, usize) {
    let keys: Vec<String> = choice
        .drills(profile.kind)
        .into_iter()
        .flat_map(|drill| drill.keys(&crate::session::quiz::profile_for(drill, profile)))
        .collect();
    let known = keys
        .iter()
        .filter(|key| history.item(key).is_some_and(|stats| stats.level >= 3))
        .count();
    let seen = keys
        .iter()
        .filter(|key| history.item(key).is_some_and(|stats| stats.seen > 0))
        .count();
    (known, seen, keys.len())
}

/// How much of the drill is known and seen: a thin bar along the bottom of the card.
fn paint_progress(
    painter: &egui::Painter,
    rect: Rect,
    text_left: f32,
    (known, seen, total): (usize, usize, usize),
) {
    let bar = Rect::from_min_max(
        pos2(text_left, rect.bottom() - 12.0),
        pos2(rect.right() - 14.0, rect.bottom() - 8.0),
    );
    painter.rect_filled(bar, CornerRadius::same(2), theme::PANEL_EDGE);
    let total = total.max(1) as f32;
    let mut seen_bar = bar;
    seen_bar.set_width(bar.width() * seen as f32 / total);
    painter.rect_filled(
        seen_bar,
        CornerRadius::same(2),
        Color32::from_rgb(0x5a, 0x5f, 0x3a),
    );
    let mut known_bar = bar;
    known_bar.set_width(bar.width() * known as f32 / total);
    painter.rect_filled(known_bar, CornerRadius::same(2), theme::GOOD);
}
