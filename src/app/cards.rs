//! Painting the things on the felt: cards (rank in bold, suit drawn as a shape, red or black),
//! card backs, chips with amounts, the shoe, the discard tray, and small icons. Shapes rather
//! than font glyphs, so they scale and never depend on a font's coverage.

use egui::{
    Align2, Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, pos2, vec2,
};

use super::theme;
use crate::core::Suit;
use crate::core::view::{CardView, Face};

/// A card's width to height.
pub const CARD_ASPECT: f32 = 1.42;

/// One card, face up or down, in `rect`.
pub fn paint_card(painter: &Painter, rect: Rect, card: CardView) {
    paint_card_readable(painter, rect, card, (0.0, rect.width()));
}

/// [`paint_card`] with its index (rank) no smaller than `least` points where the card's width
/// in sight (`showing`: the strip a fanned card above leaves, else its width) allows it: the
/// small cards of a busy table keep a rank read from the back of a classroom.
pub fn paint_card_readable(
    painter: &Painter,
    rect: Rect,
    card: CardView,
    (least, showing): (f32, f32),
) {
    let radius = CornerRadius::same((rect.width() * 0.1) as u8);
    painter.rect_filled(
        rect.translate(vec2(1.5, 2.0)),
        radius,
        Color32::from_black_alpha(70),
    );
    if card.face == Face::Down {
        paint_back(painter, rect);
        return;
    }
    painter.rect(
        rect,
        radius,
        theme::CARD,
        Stroke::new(1.0, Color32::from_gray(150)),
        StrokeKind::Inside,
    );
    let suit = card.card.suit();
    let color = if suit.is_red() {
        theme::CARD_RED
    } else {
        theme::CARD_BLACK
    };
    let height = rect.height();
    let rank_rect = paint_index(
        painter,
        rect,
        card.card.rank_label(),
        color,
        (least, showing),
    );
    let small = height * 0.17;
    paint_suit(
        painter,
        suit,
        pos2(rank_rect.center().x, rank_rect.bottom() + small * 0.55),
        small,
        color,
    );
    let big = height * 0.42;
    paint_suit(
        painter,
        suit,
        pos2(
            rect.right() - rect.width() * 0.36,
            rect.bottom() - big * 0.68,
        ),
        big,
        color,
    );
}

/// The rank at a card's top-left corner: its natural size (a tenth of the card less for the
/// two-digit 10), raised to `least` where the width in sight (`showing`) allows; the 10's
/// digits set close, as printed cards set them. Returns where it was drawn.
fn paint_index(
    painter: &Painter,
    rect: Rect,
    rank: &str,
    color: Color32,
    (least, showing): (f32, f32),
) -> Rect {
    let height = rect.height();
    let two_digits = rank.chars().count() > 1;
    let natural = if two_digits {
        height * 0.26
    } else {
        height * 0.30
    };
    let job = |size: f32| {
        egui::text::LayoutJob::single_section(
            rank.to_string(),
            egui::TextFormat {
                font_id: theme::bold_font(size),
                color,
                extra_letter_spacing: if two_digits { -0.24 * size } else { 0.0 },
                ..Default::default()
            },
        )
    };
    // At least `least`, but never wider than the card in sight less its margins.
    let wide = painter.layout_job(job(natural)).size().x.max(0.1);
    let room = showing.min(rect.width()) - rect.width() * 0.07;
    let widest = natural * room.max(0.0) / wide;
    let size = natural.max(least.min(widest));
    let galley = painter.layout_job(job(size));
    let corner = rect.min + vec2(rect.width() * 0.05, height * 0.04);
    let drawn = Rect::from_min_size(corner, galley.size());
    painter.galley(corner, galley, color);
    drawn
}

/// The back of a card: the house's colour, a white border and a lattice.
pub fn paint_back(painter: &Painter, rect: Rect) {
    let radius = CornerRadius::same((rect.width() * 0.1) as u8);
    painter.rect(
        rect,
        radius,
        theme::CARD,
        Stroke::new(1.0, Color32::from_gray(150)),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(rect.width() * 0.09);
    painter.rect_filled(inner, CornerRadius::same(3), theme::CARD_BACK);
    let step = inner.width() / 4.0;
    let stroke = Stroke::new(1.0, Color32::from_rgba_unmultiplied(255, 255, 255, 60));
    let mut offset = -inner.height();
    while offset < inner.width() {
        let a = pos2(inner.left() + offset, inner.top());
        let b = a + vec2(inner.height(), inner.height());
        let c = pos2(inner.left() + offset + inner.height(), inner.top());
        let d = c + vec2(-inner.height(), inner.height());
        for (from, to) in [(a, b), (c, d)] {
            if let Some(segment) = clip_segment(from, to, inner) {
                painter.line_segment(segment, stroke);
            }
        }
        offset += step;
    }
}

/// The part of the segment inside `rect` (Liang–Barsky).
fn clip_segment(from: Pos2, to: Pos2, rect: Rect) -> Option<[Pos2; 2]> {
    let delta = to - from;
    let mut t0: f32 = 0.0;
    let mut t1: f32 = 1.0;
    for (p, q) in [
        (-delta.x, from.x - rect.left()),
        (delta.x, rect.right() - from.x),
        (-delta.y, from.y - rect.top()),
        (delta.y, rect.bottom() - from.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    (t0 < t1).then(|| [from + delta * t0, from + delta * t1])
}

/// A suit symbol of height `size` centred on `center`.
pub fn paint_suit(painter: &Painter, suit: Suit, center: Pos2, size: f32, color: Color32) {
    let s = size;
    let c = center;
    let fill = |points: Vec<Pos2>| Shape::convex_polygon(points, color, Stroke::NONE);
    match suit {
        Suit::Diamonds => {
            painter.add(fill(vec![
                pos2(c.x, c.y - s * 0.5),
                pos2(c.x + s * 0.37, c.y),
                pos2(c.x, c.y + s * 0.5),
                pos2(c.x - s * 0.37, c.y),
            ]));
        }
        Suit::Hearts => {
            let r = s * 0.26;
            painter.circle_filled(pos2(c.x - s * 0.22, c.y - s * 0.2), r, color);
            painter.circle_filled(pos2(c.x + s * 0.22, c.y - s * 0.2), r, color);
            painter.add(fill(vec![
                pos2(c.x - s * 0.47, c.y - s * 0.12),
                pos2(c.x + s * 0.47, c.y - s * 0.12),
                pos2(c.x, c.y + s * 0.48),
            ]));
        }
        Suit::Spades => {
            let r = s * 0.25;
            painter.add(fill(vec![
                pos2(c.x, c.y - s * 0.5),
                pos2(c.x + s * 0.47, c.y + s * 0.06),
                pos2(c.x - s * 0.47, c.y + s * 0.06),
            ]));
            painter.circle_filled(pos2(c.x - s * 0.22, c.y + s * 0.1), r, color);
            painter.circle_filled(pos2(c.x + s * 0.22, c.y + s * 0.1), r, color);
            paint_stem(painter, c, s, color);
        }
        Suit::Clubs => {
            let r = s * 0.21;
            painter.circle_filled(pos2(c.x, c.y - s * 0.26), r, color);
            painter.circle_filled(pos2(c.x - s * 0.24, c.y + s * 0.06), r, color);
            painter.circle_filled(pos2(c.x + s * 0.24, c.y + s * 0.06), r, color);
            painter.circle_filled(pos2(c.x, c.y - s * 0.02), r * 0.7, color);
            paint_stem(painter, c, s, color);
        }
    }
}

fn paint_stem(painter: &Painter, c: Pos2, s: f32, color: Color32) {
    painter.add(Shape::convex_polygon(
        vec![
            pos2(c.x, c.y + s * 0.05),
            pos2(c.x + s * 0.17, c.y + s * 0.5),
            pos2(c.x - s * 0.17, c.y + s * 0.5),
        ],
        color,
        Stroke::NONE,
    ));
}

/// A chip of the tray in its colour, its value printed large across it (readable from the back
/// row): `fill` the chip, `ink` the value's colour.
pub fn paint_value_chip(
    painter: &Painter,
    center: Pos2,
    radius: f32,
    fill: Color32,
    ink: Color32,
    value: &str,
) {
    if radius.is_nan() || radius < 1.0 {
        return;
    }
    painter.circle_filled(
        center + vec2(1.0, 2.0),
        radius,
        Color32::from_black_alpha(110),
    );
    painter.circle_filled(center, radius, fill);
    // The edge inserts of a casino chip, in the contrasting colour.
    let insert = if ink == Color32::WHITE {
        Color32::from_white_alpha(210)
    } else {
        Color32::from_black_alpha(150)
    };
    for index in 0..6 {
        let angle = index as f32 * std::f32::consts::TAU / 6.0;
        let from = center + vec2(angle.cos(), angle.sin()) * radius * 0.80;
        let to = center + vec2(angle.cos(), angle.sin()) * radius * 0.98;
        painter.line_segment([from, to], Stroke::new(radius * 0.22, insert));
    }
    painter.circle_stroke(center, radius * 0.72, Stroke::new(1.5, insert));
    painter.circle_stroke(
        center,
        radius,
        Stroke::new(1.0, Color32::from_black_alpha(160)),
    );
    let mut size = radius * 0.78;
    let mut galley = painter.layout_no_wrap(value.to_string(), theme::bold_font(size), ink);
    let room = radius * 1.5;
    if galley.size().x > room {
        size *= room / galley.size().x;
        galley = painter.layout_no_wrap(value.to_string(), theme::bold_font(size), ink);
    }
    let at = center - galley.size() / 2.0;
    painter.galley(at, galley, ink);
}

/// A casino chip of `radius` at `center`, with a letter on it.
pub fn paint_chip(painter: &Painter, center: Pos2, radius: f32, color: Color32, letter: &str) {
    // A table squeezed to nothing (a window being resized) draws no chip rather than a font
    // of negative size.
    if radius.is_nan() || radius < 1.0 {
        return;
    }
    painter.circle_filled(
        center + vec2(1.0, 1.5),
        radius,
        Color32::from_black_alpha(90),
    );
    painter.circle_filled(center, radius, color);
    // The edge spots of a real chip.
    for index in 0..8 {
        let angle = index as f32 * std::f32::consts::TAU / 8.0;
        let spot = center + vec2(angle.cos(), angle.sin()) * radius * 0.82;
        painter.circle_filled(spot, radius * 0.14, Color32::from_white_alpha(200));
    }
    painter.circle_stroke(
        center,
        radius * 0.62,
        Stroke::new(1.0, Color32::from_white_alpha(150)),
    );
    painter.text(
        center,
        Align2::CENTER_CENTER,
        letter,
        theme::bold_font(radius * 1.0),
        Color32::WHITE,
    );
}

/// The shoe (sabot): a wedge with the next card showing at its mouth.
pub fn paint_shoe(painter: &Painter, rect: Rect) {
    let slant = rect.height() * 0.35;
    painter.add(Shape::convex_polygon(
        vec![
            pos2(rect.left(), rect.bottom()),
            pos2(rect.left() + slant, rect.top()),
            pos2(rect.right(), rect.top()),
            pos2(rect.right(), rect.bottom()),
        ],
        theme::SHOE,
        Stroke::new(1.5, theme::RIM),
    ));
    let card = Rect::from_min_size(
        pos2(rect.left() + slant * 0.35, rect.top() + rect.height() * 0.2),
        vec2(rect.width() * 0.3, rect.height() * 0.62),
    );
    paint_back(painter, card);
}

/// The discard tray with `count` cards in it.
pub fn paint_discard(painter: &Painter, rect: Rect, count: usize) {
    painter.rect(
        rect,
        CornerRadius::same(6),
        theme::FELT_DARK,
        Stroke::new(1.5, theme::RIM),
        StrokeKind::Inside,
    );
    let card_height = rect.height() * 0.7;
    let card = Rect::from_center_size(rect.center(), vec2(card_height / CARD_ASPECT, card_height));
    let layers = count.min(6);
    for layer in 0..layers {
        paint_back(
            painter,
            card.translate(vec2(layer as f32 * 2.0, -(layer as f32) * 1.5)),
        );
    }
}

/// A tick, drawn.
pub fn paint_check(painter: &Painter, rect: Rect, color: Color32) {
    let stroke = Stroke::new(rect.height() * 0.16, color);
    let a = pos2(rect.left() + rect.width() * 0.12, rect.center().y);
    let b = pos2(
        rect.left() + rect.width() * 0.4,
        rect.bottom() - rect.height() * 0.15,
    );
    let c = pos2(
        rect.right() - rect.width() * 0.1,
        rect.top() + rect.height() * 0.15,
    );
    painter.add(Shape::line(vec![a, b, c], stroke));
}

/// A cross, drawn.
pub fn paint_cross(painter: &Painter, rect: Rect, color: Color32) {
    let stroke = Stroke::new(rect.height() * 0.16, color);
    let inner = rect.shrink(rect.width() * 0.18);
    painter.line_segment([inner.left_top(), inner.right_bottom()], stroke);
    painter.line_segment([inner.right_top(), inner.left_bottom()], stroke);
}

/// A small upward triangle (the dealer's place).
pub fn paint_triangle_up(painter: &Painter, center: Pos2, size: f32, color: Color32) {
    painter.add(Shape::convex_polygon(
        vec![
            pos2(center.x, center.y - size * 0.5),
            pos2(center.x + size * 0.5, center.y + size * 0.4),
            pos2(center.x - size * 0.5, center.y + size * 0.4),
        ],
        color,
        Stroke::NONE,
    ));
}

/// Verdict icons for lists: a tick or a cross in a row of text.
pub fn verdict_icon_ui(ui: &mut egui::Ui, right: bool) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
    if right {
        paint_check(ui.painter(), rect, theme::GOOD);
    } else {
        paint_cross(ui.painter(), rect, theme::BAD);
    }
}
