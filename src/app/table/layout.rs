//! Where everything goes on the felt: the places round the far side, the dealer's hands, the
//! shoe, the tray and the band, all from the space available.

use std::sync::Arc;

use egui::{Color32, FontId, Galley, Rect, pos2, vec2};

use super::super::cards::CARD_ASPECT;
use super::kind::look;
use crate::core::kind::Hands;
use crate::core::{Place, TableKind};

/// Where everything goes on the felt.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    pub felt: Rect,
    /// One rect per place, index `place - 1`.
    pub places: Vec<Rect>,
    pub banca: Rect,
    pub punto: Option<Rect>,
    pub shoe: Rect,
    pub discard: Rect,
    pub dealer: Rect,
    /// The free band in front of the dealer's hands: the printed legend, the client's words
    /// (Venice) and the dealer's announcement, one row each.
    pub band: Rect,
    /// The deal drill's card out of the shoe.
    pub next_card: Rect,
    pub card_height: f32,
}

/// Box height over width: casilleros boxes hold cards; seats hold only chips.
pub(super) fn aspect(kind: TableKind) -> f32 {
    look(kind).place_aspect
}

/// Lays out `count` places round the far side of `area`: up the left side, across the top in
/// a shallow arc, down the right side, numbered in that order (left to right for the tallador).
pub fn layout(area: Rect, kind: TableKind, count: Place) -> TableLayout {
    let width = area.width();
    let height = area.height();
    let margin = (area.width().min(area.height()) * 0.02).clamp(6.0, 16.0);
    let gap = (width.min(height) * 0.012).clamp(6.0, 14.0);
    let ratio = aspect(kind);
    let count = usize::from(count.max(1));
    let drop = 0.3;
    let side_start = 0.7;
    // The share of the height kept for the hands, the shoe and the tray in front of the dealer.
    let centre_min = (height * look(kind).centre_share).max(look(kind).centre_least);
    let mut best = (0usize, 0.0f32);
    for sides in 0..=count / 2 {
        let top = count - 2 * sides;
        if top == 0 {
            continue;
        }
        let columns = if sides > 0 { top + 2 } else { top };
        let top_width = (width - 2.0 * margin - (columns as f32 - 1.0) * gap) / columns as f32;
        let side_width = if sides > 0 {
            (height - 2.0 * margin - (sides as f32 - 1.0) * gap)
                / ((sides as f32 + side_start) * ratio)
        } else {
            f32::INFINITY
        };
        let centre_width = (height - 2.0 * margin - centre_min - gap) / ((1.0 + drop) * ratio);
        let box_width = top_width.min(side_width).min(centre_width);
        if box_width > best.1 + 0.5 {
            best = (sides, box_width);
        }
    }
    let (sides, box_width) = (best.0, best.1.max(10.0));
    // A table narrower than it is tall (1024×768 with the projector) gives its places the
    // height the sides and the dealer's part leave, so their rows keep a readable size.
    let side_height = if sides > 0 {
        (height - 2.0 * margin - (sides as f32 - 1.0) * gap) / (sides as f32 + side_start)
    } else {
        f32::INFINITY
    };
    let centre_height = (height - 2.0 * margin - centre_min - gap) / (1.0 + drop);
    let box_height = (box_width * ratio * look(kind).place_stretch)
        .min(side_height)
        .min(centre_height)
        .max(box_width * ratio);
    let top = count - 2 * sides;
    let inner = area.shrink(margin);
    let shape = RowShape {
        sides,
        top,
        box_size: vec2(box_width, box_height),
        gap,
        drop,
        side_start,
    };
    let places = place_rects(inner, &shape);
    let centre_inset = if sides > 0 {
        box_width + 2.0 * gap
    } else {
        0.0
    };
    let centre = Rect::from_min_max(
        pos2(
            inner.left() + centre_inset,
            inner.top() + box_height * (1.0 + drop) + gap,
        ),
        pos2(inner.right() - centre_inset, inner.bottom()),
    );
    centre_layout(area, margin, centre, kind, places)
}

/// How the places stand round the far side: `sides` up each side, `top` along the curved
/// top row, each `box_size`.
struct RowShape {
    sides: usize,
    top: usize,
    box_size: egui::Vec2,
    gap: f32,
    drop: f32,
    side_start: f32,
}

/// The places' rectangles in `inner`, left side bottom-up, the top row left to right, the right
/// side top-down: the order the dealer numbers them.
fn place_rects(inner: Rect, shape: &RowShape) -> Vec<Rect> {
    let RowShape {
        sides,
        top,
        box_size,
        gap,
        drop,
        side_start,
    } = *shape;
    let (box_width, box_height) = (box_size.x, box_size.y);
    let mut places = Vec::with_capacity(top + 2 * sides);
    let side_top = inner.top() + side_start * box_height;
    let side_bottom = inner.bottom() - box_height;
    let side_y = |index: usize| {
        if sides <= 1 {
            side_bottom
        } else {
            side_bottom - (side_bottom - side_top) * index as f32 / (sides - 1) as f32
        }
    };
    for index in 0..sides {
        places.push(Rect::from_min_size(
            pos2(inner.left(), side_y(index)),
            vec2(box_width, box_height),
        ));
    }
    let side_room = if sides > 0 { box_width + gap } else { 0.0 };
    let row_left = inner.left() + side_room;
    let row_right = inner.right() - side_room;
    for index in 0..top {
        let t = if top > 1 {
            index as f32 / (top - 1) as f32
        } else {
            0.5
        };
        let x = if top > 1 {
            row_left + (row_right - row_left - box_width) * t
        } else {
            (row_left + row_right - box_width) / 2.0
        };
        let curve = (2.0 * t - 1.0).powi(2);
        let y = inner.top() + drop * box_height * curve;
        places.push(Rect::from_min_size(pos2(x, y), vec2(box_width, box_height)));
    }
    for index in (0..sides).rev() {
        places.push(Rect::from_min_size(
            pos2(inner.right() - box_width, side_y(index)),
            vec2(box_width, box_height),
        ));
    }
    places
}

/// The dealer's part of the felt: the hands, the dealer's place, the shoe, the tray and the
/// band for the legend and the announcement, all from the size of `centre`.
pub(super) fn centre_layout(
    area: Rect,
    margin: f32,
    centre: Rect,
    kind: TableKind,
    places: Vec<Rect>,
) -> TableLayout {
    let hands = match kind.hands() {
        Hands::PerBox => 1.0,
        Hands::Single => 2.0,
    };
    // The hands' width (3.25 cards each) and, at casilleros, the tray and the shoe beside them.
    let per_card = look(kind).hands_width_in_cards;
    let fit_width = (centre.width() - 24.0 - 16.0 * hands - 24.0) / per_card;
    let card_height = (centre.height() * 0.40).min(fit_width).clamp(36.0, 220.0);
    let card_width = card_height / CARD_ASPECT;
    let dealer_height = (card_height * 0.3).clamp(24.0, 52.0);
    let dealer = Rect::from_center_size(
        pos2(centre.center().x, centre.bottom() - dealer_height / 2.0),
        vec2(dealer_height * 6.5, dealer_height),
    );
    let title = hand_title_height(card_height);
    let hand_size = vec2(
        card_width * 3.25 + 16.0,
        card_height + title + 12.0 + card_height * 0.05,
    );
    let hand_bottom = dealer.top() - 6.0;
    let hand_top = hand_bottom - hand_size.y;
    let (banca, punto) = hand_rects(kind, centre, hand_size, hand_top);
    let tray_card = card_height * 0.72;
    let tray = vec2(tray_card * 1.25, tray_card * 0.95);
    let label = tray_label_size(card_height) + 6.0;
    // Casilleros: tray and shoe either side of the Banca; single-hand tables need that width for
    // Punto and the Banca, so tray and shoe go to the far corners of the dealer's area.
    let tray_y = match kind.hands() {
        Hands::PerBox => centre.bottom() - tray.y - 8.0,
        Hands::Single => centre.top() + label,
    };
    let discard = Rect::from_min_size(pos2(centre.left() + 4.0, tray_y), tray);
    let shoe = Rect::from_min_size(
        pos2(centre.right() - tray.x * 1.2 - 4.0, tray_y),
        vec2(tray.x * 1.2, tray.y),
    );
    // The deal drill's next card, just out of the shoe on the dealer's side of it.
    let next_card = Rect::from_min_size(
        pos2(shoe.left() - tray.y / CARD_ASPECT - 6.0, shoe.top()),
        vec2(tray.y / CARD_ASPECT, tray.y),
    );
    let band = match kind.hands() {
        Hands::PerBox => Rect::from_min_max(
            pos2(centre.left() + 4.0, centre.top()),
            pos2(centre.right() - 4.0, hand_top.min(tray_y - label) - 4.0),
        ),
        Hands::Single => Rect::from_min_max(
            pos2(discard.right() + 8.0, centre.top()),
            pos2(next_card.left() - 8.0, hand_top - 4.0),
        ),
    };
    TableLayout {
        felt: area.shrink(margin * 0.3),
        places,
        banca,
        punto,
        shoe,
        discard,
        dealer,
        band,
        next_card,
        card_height,
    }
}

/// The Banca's hand (and Punto's at single-hand tables) above the dealer's place.
fn hand_rects(
    kind: TableKind,
    centre: Rect,
    hand_size: egui::Vec2,
    hand_top: f32,
) -> (Rect, Option<Rect>) {
    match kind.hands() {
        Hands::PerBox => (
            Rect::from_min_size(
                pos2(centre.center().x - hand_size.x / 2.0, hand_top),
                hand_size,
            ),
            None,
        ),
        Hands::Single => (
            // Banca on the dealer's left, Punto on the right (VE-deal).
            Rect::from_min_size(
                pos2(centre.center().x - hand_size.x - 12.0, hand_top),
                hand_size,
            ),
            Some(Rect::from_min_size(
                pos2(centre.center().x + 12.0, hand_top),
                hand_size,
            )),
        ),
    }
}

pub(super) fn hand_title_height(card_height: f32) -> f32 {
    (card_height * 0.24).clamp(15.0, 44.0)
}

pub(super) fn tray_label_size(card_height: f32) -> f32 {
    (card_height * 0.16).clamp(12.0, 28.0)
}

/// The smallest number on the table, in pixels: read from the back of a classroom on a
/// projector at 1024×768 (issue 33).
const LEAST_TEXT_PIXELS: f32 = 16.1;

/// [`LEAST_TEXT_PIXELS`] in the points `painter` paints in.
pub(super) fn least_text(painter: &egui::Painter) -> f32 {
    LEAST_TEXT_PIXELS / painter.pixels_per_point().max(0.1)
}

/// Lays out `text` as large as `size` but no larger than `max` (width and height).
pub(super) fn fitted(
    painter: &egui::Painter,
    text: &str,
    font: fn(f32) -> FontId,
    size: f32,
    max: egui::Vec2,
    color: Color32,
) -> Arc<Galley> {
    // A row squeezed below nothing still lays its text out at a size a font can have.
    let size = if size.is_nan() { 1.0 } else { size.max(1.0) };
    let galley = painter.layout_no_wrap(text.to_string(), font(size), color);
    let shrink = (max.x / galley.size().x.max(1.0))
        .min(max.y / galley.size().y.max(1.0))
        .min(1.0);
    if shrink >= 1.0 {
        return galley;
    }
    painter.layout_no_wrap(
        text.to_string(),
        font((size * shrink * 0.97).max(1.0)),
        color,
    )
}
