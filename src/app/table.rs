//! The table painter: the felt seen from the tallador's chair (dealer at the bottom), the boxes or
//! seats numbered left to right along the far arc, the Banca (and Punto) hands in front of the
//! dealer, the shoe, the discard tray. Everything is laid out from the space available, so it
//! scales; clicking a box, a hand or the dealer's place picks it.

use egui::{
    Align2, Color32, CornerRadius, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui, pos2, vec2,
};

use super::cards::{self, CARD_ASPECT};
use super::i18n::I18n;
use super::theme;
use crate::core::procedure::Owner;
use crate::core::view::{HandView, PlaceView, TableView};
use crate::core::{Place, Side, TableKind, Winner};

/// What the trainee pointed at on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A box (casilleros) or a seat.
    Place(Place),
    Banca,
    /// The Punto hand of a single-hand table.
    Punto,
    /// The dealer's own place: actions on the whole table.
    Dealer,
}

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
    /// The printed legend in the middle of the felt.
    pub legend: Pos2,
    pub card_height: f32,
}

/// Box height over width: casilleros boxes hold cards; seats hold only chips.
fn aspect(kind: TableKind) -> f32 {
    match kind {
        TableKind::Casilleros => 1.3,
        _ => 0.8,
    }
}

/// Lays out `count` places round the far side of `area`: up the left side, across the top in
/// a shallow arc, down the right side, numbered in that order (left to right for the tallador).
pub fn layout(area: Rect, kind: TableKind, count: Place) -> TableLayout {
    let width = area.width();
    let height = area.height();
    let margin = (area.width().min(area.height()) * 0.02).clamp(6.0, 16.0);
    let gap = 8.0;
    let ratio = aspect(kind);
    let count = usize::from(count.max(1));
    let drop = 0.3;
    let side_start = 0.7;
    // The room kept for the hands, the shoe and the tray in front of the dealer.
    let centre_min = match kind {
        TableKind::Casilleros => 170.0,
        _ => 200.0,
    };
    let max_width = match kind {
        TableKind::Casilleros => 150.0,
        _ => 130.0,
    };
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
        let box_width = top_width.min(side_width).min(centre_width).min(max_width);
        if box_width > best.1 + 0.5 {
            best = (sides, box_width);
        }
    }
    let (sides, box_width) = (best.0, best.1.max(10.0));
    let box_height = box_width * ratio;
    let top = count - 2 * sides;
    let inner = area.shrink(margin);
    let mut places = Vec::with_capacity(count);
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
    let row_left = if sides > 0 {
        inner.left() + box_width + gap
    } else {
        inner.left()
    };
    let row_right = if sides > 0 {
        inner.right() - box_width - gap
    } else {
        inner.right()
    };
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

    let centre = Rect::from_min_max(
        pos2(
            inner.left()
                + if sides > 0 {
                    box_width + 2.0 * gap
                } else {
                    0.0
                },
            inner.top() + box_height * (1.0 + drop) + gap,
        ),
        pos2(
            inner.right()
                - if sides > 0 {
                    box_width + 2.0 * gap
                } else {
                    0.0
                },
            inner.bottom(),
        ),
    );
    let dealer = Rect::from_center_size(
        pos2(centre.center().x, centre.bottom() - 14.0),
        vec2(170.0, 28.0),
    );
    let hands = if kind == TableKind::Casilleros {
        1.0
    } else {
        2.0
    };
    let fit_width = (centre.width() - 40.0) / hands / 3.2 * CARD_ASPECT;
    let card_height = (centre.height() * 0.42).min(fit_width).clamp(40.0, 110.0);
    let card_width = card_height / CARD_ASPECT;
    let hand_size = vec2(card_width * 3.2 + 16.0, card_height + 40.0);
    let hand_bottom = dealer.top() - 6.0;
    let (banca, punto) = match kind {
        TableKind::Casilleros => (
            Rect::from_min_size(
                pos2(
                    centre.center().x - hand_size.x / 2.0,
                    hand_bottom - hand_size.y,
                ),
                hand_size,
            ),
            None,
        ),
        _ => (
            // Banca on the dealer's left, Punto on the right (VE-deal).
            Rect::from_min_size(
                pos2(
                    centre.center().x - hand_size.x - 12.0,
                    hand_bottom - hand_size.y,
                ),
                hand_size,
            ),
            Some(Rect::from_min_size(
                pos2(centre.center().x + 12.0, hand_bottom - hand_size.y),
                hand_size,
            )),
        ),
    };
    let tray_card = card_height.min(78.0);
    let tray = vec2(tray_card * 1.25, tray_card * 0.95);
    // Casilleros: tray and shoe either side of the Banca; single-hand tables need that width for
    // Punto and the Banca, so tray and shoe go to the far corners of the dealer's area.
    let tray_y = match kind {
        TableKind::Casilleros => centre.bottom() - tray.y - 8.0,
        _ => centre.top() + 24.0,
    };
    let discard = Rect::from_min_size(pos2(centre.left() + 4.0, tray_y), tray);
    let shoe = Rect::from_min_size(
        pos2(centre.right() - tray.x * 1.2 - 4.0, tray_y),
        vec2(tray.x * 1.2, tray.y),
    );
    TableLayout {
        felt: area.shrink(margin * 0.3),
        places,
        banca,
        punto,
        shoe,
        discard,
        dealer,
        legend: match kind {
            TableKind::Casilleros => pos2(centre.center().x, (centre.top() + banca.top()) / 2.0),
            _ => pos2(centre.center().x, (discard.bottom() + banca.top()) / 2.0),
        },
        card_height,
    }
}

/// Draws the table and returns what was clicked. `interactive: false` paints only (a frozen
/// table in the summary).
pub fn table_ui(
    ui: &mut Ui,
    view: &TableView,
    i18n: &I18n,
    selected: Option<Pick>,
    interactive: bool,
) -> Option<Pick> {
    let area = ui.available_rect_before_wrap();
    let layout = layout(area, view.kind, view.place_count);
    ui.allocate_rect(area, Sense::hover());
    let painter = ui.painter_at(area);
    paint_felt(&painter, &layout, view, i18n);

    let mut picked = None;
    let base = ui.scope_id().with("table");
    let mut region = |ui: &mut Ui, pick: Pick, rect: Rect, label: String| -> bool {
        if !interactive {
            return false;
        }
        let response = ui.interact(rect, base.with(pick), Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.clicked() {
            picked = Some(pick);
        }
        response.hovered() || response.has_focus()
    };

    for (index, rect) in layout.places.iter().enumerate() {
        let place = Place::try_from(index + 1).unwrap_or(Place::MAX);
        let pick = Pick::Place(place);
        let hot = region(ui, pick, *rect, i18n.place_label(view.kind, place));
        paint_place(
            &painter,
            *rect,
            view,
            place,
            i18n,
            selected == Some(pick),
            hot,
        );
    }
    let banca_hot = region(ui, Pick::Banca, layout.banca, "Banca".into());
    if let Some(hand) = view.hand(Owner::Banca) {
        paint_hand(
            &painter,
            layout.banca,
            hand,
            &hand_title(view, Owner::Banca, i18n),
            layout.card_height,
            selected == Some(Pick::Banca),
            banca_hot,
            view.kind == TableKind::Casilleros,
        );
    }
    if let Some(rect) = layout.punto {
        let hot = region(ui, Pick::Punto, rect, "Punto".into());
        if let Some(hand) = view.hand(Owner::Punto) {
            paint_hand(
                &painter,
                rect,
                hand,
                &hand_title(view, Owner::Punto, i18n),
                layout.card_height,
                selected == Some(Pick::Punto),
                hot,
                false,
            );
        }
        if let Some(declaration) = view.declaration {
            // Venice: the client's words, which the dealer must check against the table.
            let words = match declaration {
                crate::core::Declaration::Carta => i18n.tr("table.says_carta"),
                crate::core::Declaration::NoCarta => i18n.tr("table.says_no_carta"),
            };
            let galley = painter.layout_no_wrap(
                words.to_string(),
                theme::bold_font(15.0),
                theme::CARD_BLACK,
            );
            let bubble = Rect::from_min_size(
                pos2(
                    rect.right() - galley.size().x - 22.0,
                    rect.top() - galley.size().y - 14.0,
                ),
                galley.size() + vec2(16.0, 8.0),
            );
            painter.rect_filled(bubble, 8.0, theme::CARD);
            painter.galley(bubble.min + vec2(8.0, 4.0), galley, theme::CARD_BLACK);
        }
    }
    let dealer_hot = region(
        ui,
        Pick::Dealer,
        layout.dealer,
        i18n.tr("table.dealer").to_string(),
    );
    paint_dealer(
        &painter,
        layout.dealer,
        i18n,
        selected == Some(Pick::Dealer),
        dealer_hot,
    );
    cards::paint_shoe(&painter, layout.shoe);
    if let Some(card) = view.next_card {
        // The deal drill: the card out of the shoe, waiting for the hand it goes to.
        let height = layout.shoe.height() * 1.1;
        let size = vec2(height / cards::CARD_ASPECT, height);
        // Just out of the shoe, on the dealer's side of it.
        let center = pos2(
            layout.shoe.left() - size.x * 0.25,
            layout.shoe.center().y + height * 0.1,
        );
        let rect = Rect::from_center_size(center, size);
        cards::paint_card(&painter, rect, card);
        painter.rect_stroke(
            rect.expand(3.0),
            6.0,
            Stroke::new(3.0, theme::GOLD),
            egui::StrokeKind::Outside,
        );
    }
    painter.text(
        pos2(layout.shoe.center().x, layout.shoe.top() - 4.0),
        Align2::CENTER_BOTTOM,
        i18n.tr("table.shoe"),
        theme::font(13.0),
        theme::TEXT,
    );
    cards::paint_discard(&painter, layout.discard, view.discard_count);
    painter.text(
        pos2(layout.discard.center().x, layout.discard.top() - 4.0),
        Align2::CENTER_BOTTOM,
        i18n.tr("table.discard"),
        theme::font(13.0),
        theme::TEXT,
    );
    picked
}

fn hand_title(view: &TableView, owner: Owner, i18n: &I18n) -> String {
    let name = match owner {
        Owner::Banca if view.kind == TableKind::Venezia => "BANCO".to_string(),
        Owner::Banca => "BANCA".to_string(),
        Owner::Punto => "PUNTO".to_string(),
        Owner::Box(place) => place.to_string(),
    };
    let name = match view.hand(owner).and_then(HandView::total) {
        Some(total) => format!("{name}  {total}"),
        None => name,
    };
    match view.places.iter().find(|place| place.reads_punto) {
        Some(reader) if owner == Owner::Punto => format!(
            "{name} · {}",
            i18n.place_label(view.kind, reader.place).to_lowercase()
        ),
        _ => name,
    }
}

fn paint_felt(painter: &egui::Painter, layout: &TableLayout, view: &TableView, i18n: &I18n) {
    let felt = layout.felt;
    let top_radius = (felt.width().min(felt.height()) * 0.3).min(250.0) as u8;
    let radius = CornerRadius {
        nw: top_radius,
        ne: top_radius,
        sw: 14,
        se: 14,
    };
    painter.rect(
        felt,
        radius,
        theme::FELT,
        Stroke::new(5.0, theme::RIM),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        felt.shrink(9.0),
        CornerRadius {
            nw: top_radius.saturating_sub(9),
            ne: top_radius.saturating_sub(9),
            sw: 8,
            se: 8,
        },
        Stroke::new(1.0, theme::FELT_PRINT),
        StrokeKind::Inside,
    );
    let legend = match view.kind {
        TableKind::Casilleros => i18n.tr("table.legend_casilleros"),
        TableKind::PuertoRico => i18n.tr("table.legend_pr"),
        TableKind::Venezia => i18n.tr("table.legend_venezia"),
    };
    painter.text(
        layout.legend,
        Align2::CENTER_CENTER,
        legend,
        theme::bold_font((layout.card_height * 0.34).clamp(16.0, 34.0)),
        theme::FELT_PRINT,
    );
    if let Some(announced) = view.announced {
        painter.text(
            layout.legend + vec2(0.0, layout.card_height * 0.42),
            Align2::CENTER_CENTER,
            i18n.describe(announced, view.kind),
            theme::bold_font(18.0),
            theme::GOLD,
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn paint_hand(
    painter: &egui::Painter,
    rect: Rect,
    hand: &HandView,
    title: &str,
    card_height: f32,
    selected: bool,
    hot: bool,
    third_slot: bool,
) {
    let stroke = if selected {
        Stroke::new(3.0, theme::SELECTED)
    } else if hot {
        Stroke::new(1.5, theme::GOLD)
    } else {
        Stroke::new(1.0, theme::FELT_PRINT)
    };
    painter.rect(
        rect,
        CornerRadius::same(10),
        Color32::from_black_alpha(25),
        stroke,
        StrokeKind::Inside,
    );
    painter.text(
        pos2(rect.center().x, rect.top() + 4.0),
        Align2::CENTER_TOP,
        title,
        theme::bold_font(20.0),
        theme::GOLD,
    );
    let card_width = card_height / CARD_ASPECT;
    let step = card_width * 1.08;
    let row_width = step * 2.0 + card_width;
    let left = rect.center().x - row_width / 2.0;
    let top = rect.bottom() - card_height - 8.0;
    for (index, card) in hand.cards.iter().enumerate() {
        let card_rect = Rect::from_min_size(
            pos2(left + step * index as f32, top),
            vec2(card_width, card_height),
        );
        cards::paint_card(painter, card_rect, *card);
    }
    if third_slot && hand.cards.len() == 2 && !hand.discarded {
        let slot = Rect::from_min_size(pos2(left + step * 2.0, top), vec2(card_width, card_height));
        let corners = [
            slot.left_top(),
            slot.right_top(),
            slot.right_bottom(),
            slot.left_bottom(),
            slot.left_top(),
        ];
        painter.extend(Shape::dashed_line(
            &corners,
            Stroke::new(1.0, theme::FELT_PRINT),
            5.0,
            4.0,
        ));
    }
}

fn paint_dealer(painter: &egui::Painter, rect: Rect, i18n: &I18n, selected: bool, hot: bool) {
    if selected || hot {
        painter.rect_stroke(
            rect,
            CornerRadius::same(6),
            Stroke::new(
                if selected { 2.5 } else { 1.0 },
                if selected {
                    theme::SELECTED
                } else {
                    theme::GOLD
                },
            ),
            StrokeKind::Inside,
        );
    }
    let label = i18n.tr("table.dealer");
    cards::paint_triangle_up(
        painter,
        pos2(
            rect.center().x - 8.0 - label.len() as f32 * 4.2,
            rect.center().y,
        ),
        11.0,
        theme::GOLD,
    );
    painter.text(
        rect.center() + vec2(6.0, 0.0),
        Align2::CENTER_CENTER,
        label,
        theme::bold_font(15.0),
        theme::TEXT,
    );
}

fn side_color(side: Side) -> Color32 {
    match side {
        Side::Punto => theme::CHIP_PUNTO,
        Side::Banca => theme::CHIP_BANCA,
        Side::Empate => theme::CHIP_EMPATE,
    }
}

fn side_letter(side: Side) -> &'static str {
    match side {
        Side::Punto => "P",
        Side::Banca => "B",
        Side::Empate => "E",
    }
}

fn paint_place(
    painter: &egui::Painter,
    rect: Rect,
    view: &TableView,
    place: Place,
    i18n: &I18n,
    selected: bool,
    hot: bool,
) {
    let info = view.place(place);
    let hand = view.hand(Owner::Box(place));
    let in_play = info.is_some();
    let fill = if in_play {
        Color32::from_rgb(0x0e, 0x55, 0x2e)
    } else {
        Color32::from_rgba_unmultiplied(0, 0, 0, 18)
    };
    let stroke = if selected {
        Stroke::new(3.0, theme::SELECTED)
    } else if hot {
        Stroke::new(2.0, theme::GOLD)
    } else if in_play {
        Stroke::new(1.5, theme::RIM)
    } else {
        Stroke::new(1.0, Color32::from_rgba_unmultiplied(201, 161, 59, 90))
    };
    painter.rect(
        rect,
        CornerRadius::same(8),
        fill,
        stroke,
        StrokeKind::Inside,
    );
    let metrics = PlaceMetrics::of(rect);
    paint_place_header(painter, &metrics, view, place, hand, in_play);
    let mut y = rect.top() + metrics.header;
    if let Some(hand) = hand
        && !hand.cards.is_empty()
    {
        y += paint_place_cards(painter, &metrics, y, hand) + metrics.pad;
    } else if view.kind == TableKind::Casilleros {
        y += metrics.card_height() + metrics.pad;
    }
    let Some(info) = info else {
        return;
    };
    let row = ((rect.bottom() - y - metrics.pad) / 2.0).clamp(12.0, 22.0);
    paint_stakes(painter, &metrics, y, row, info, i18n);
    if let Some(commission) = info.commission {
        paint_commission(painter, &metrics, row, i18n.money(commission));
    }
    if info.discarded {
        painter.rect_filled(
            rect.shrink(2.0),
            CornerRadius::same(7),
            Color32::from_rgba_unmultiplied(10, 30, 18, 150),
        );
    }
    if let Some(verdict) = place_verdict(info, i18n) {
        let centre = if view.kind == TableKind::Casilleros {
            pos2(
                rect.center().x,
                rect.top() + metrics.header + metrics.unit * 0.28,
            )
        } else {
            rect.center()
        };
        paint_verdict(painter, &metrics, centre, verdict, info.discarded);
    }
    if info.reads_punto {
        painter.rect_stroke(
            rect.shrink(3.0),
            CornerRadius::same(6),
            Stroke::new(2.0, theme::CHIP_PUNTO),
            StrokeKind::Inside,
        );
    }
}

/// The sizes inside a place, all from its width.
struct PlaceMetrics {
    rect: Rect,
    unit: f32,
    pad: f32,
    number_size: f32,
    /// The height of the number row.
    header: f32,
}

impl PlaceMetrics {
    fn of(rect: Rect) -> PlaceMetrics {
        let unit = rect.width();
        let pad = unit * 0.06;
        let number_size = (unit * 0.17).clamp(12.0, 24.0);
        PlaceMetrics {
            rect,
            unit,
            pad,
            number_size,
            header: number_size + pad * 1.2,
        }
    }

    fn card_width(&self) -> f32 {
        self.unit * 0.4
    }

    fn card_height(&self) -> f32 {
        self.card_width() * CARD_ASPECT
    }
}

/// The place number, the hand's total, and the shoe (Puerto Rico) or the Bottone (Venice) at
/// its holder.
fn paint_place_header(
    painter: &egui::Painter,
    metrics: &PlaceMetrics,
    view: &TableView,
    place: Place,
    hand: Option<&HandView>,
    in_play: bool,
) {
    let (rect, pad, number_size) = (metrics.rect, metrics.pad, metrics.number_size);
    painter.text(
        rect.left_top() + vec2(pad, pad * 0.6),
        Align2::LEFT_TOP,
        place.to_string(),
        theme::bold_font(number_size),
        if in_play { theme::TEXT } else { theme::WEAK },
    );
    if let Some(total) = hand.and_then(HandView::total) {
        painter.text(
            rect.right_top() + vec2(-pad, pad * 0.6),
            Align2::RIGHT_TOP,
            total.to_string(),
            theme::bold_font(number_size),
            theme::GOLD,
        );
    }
    let marker = rect.right_top() + vec2(-pad - number_size * 0.6, pad + number_size * 0.55);
    if view.kind != TableKind::Casilleros && view.holder == place {
        if view.kind == TableKind::Venezia {
            cards::paint_chip(painter, marker, number_size * 0.55, theme::GOLD, "B");
        } else {
            let shoe = Rect::from_center_size(marker, vec2(number_size * 1.6, number_size));
            cards::paint_shoe(painter, shoe);
        }
    }
}

/// The box's cards, fanned across it from `y`; returns their height.
fn paint_place_cards(
    painter: &egui::Painter,
    metrics: &PlaceMetrics,
    y: f32,
    hand: &HandView,
) -> f32 {
    let (rect, pad) = (metrics.rect, metrics.pad);
    let card_width = metrics.card_width();
    let step = (metrics.unit - 2.0 * pad - card_width) / 2.0;
    for (index, card) in hand.cards.iter().enumerate() {
        let card_rect = Rect::from_min_size(
            pos2(rect.left() + pad + step * index as f32, y),
            vec2(card_width, metrics.card_height()),
        );
        cards::paint_card(painter, card_rect, *card);
    }
    metrics.card_height()
}

/// One row per side bet on: the chip (faint while face down), the stake, and what was paid on
/// the winning side.
fn paint_stakes(
    painter: &egui::Painter,
    metrics: &PlaceMetrics,
    mut y: f32,
    row: f32,
    info: &PlaceView,
    i18n: &I18n,
) {
    let (rect, pad) = (metrics.rect, metrics.pad);
    let chip_radius = row * 0.42;
    let text_size = (row * 0.68).clamp(11.0, 15.0);
    for side in [Side::Punto, Side::Banca, Side::Empate] {
        let stake = info.stake(side);
        if stake.is_zero() {
            continue;
        }
        let centre = pos2(rect.left() + pad + chip_radius, y + row / 2.0);
        let showing = info.showing(side);
        if showing {
            cards::paint_chip(
                painter,
                centre,
                chip_radius,
                side_color(side),
                side_letter(side),
            );
        } else {
            painter.circle_stroke(
                centre,
                chip_radius,
                Stroke::new(1.0, Color32::from_white_alpha(70)),
            );
        }
        let text_rect = painter.text(
            centre + vec2(chip_radius + 4.0, 0.0),
            Align2::LEFT_CENTER,
            i18n.money(stake),
            theme::bold_font(text_size),
            if showing {
                theme::TEXT
            } else {
                Color32::from_white_alpha(80)
            },
        );
        let won_here = info
            .winner
            .is_some_and(|winner| winner_side(winner) == Some(side));
        if won_here && let Some(paid) = info.paid.filter(|paid| !paid.is_zero()) {
            let paid_centre = pos2(text_rect.right() + chip_radius + 6.0, centre.y);
            cards::paint_chip(painter, paid_centre, chip_radius, theme::CHIP_PAID, "+");
            painter.text(
                paid_centre + vec2(chip_radius + 3.0, 0.0),
                Align2::LEFT_CENTER,
                i18n.money(paid),
                theme::bold_font(text_size),
                theme::GOLD,
            );
        }
        y += row;
    }
}

/// The commission marked in the box, at its bottom right.
fn paint_commission(painter: &egui::Painter, metrics: &PlaceMetrics, row: f32, amount: String) {
    let text_size = (row * 0.68).clamp(11.0, 15.0);
    let size = vec2(metrics.unit * 0.34, row);
    let boxed = Rect::from_min_size(
        metrics.rect.right_bottom() - size - vec2(metrics.pad, metrics.pad),
        size,
    );
    painter.rect(
        boxed,
        CornerRadius::same(3),
        Color32::from_black_alpha(60),
        Stroke::new(1.0, theme::GOLD),
        StrokeKind::Inside,
    );
    painter.text(
        boxed.center(),
        Align2::CENTER_CENTER,
        amount,
        theme::font(text_size * 0.9),
        theme::GOLD,
    );
}

/// Encart, or who won once the place is decided or discarded.
fn place_verdict(info: &PlaceView, i18n: &I18n) -> Option<String> {
    if info.encart {
        Some(i18n.tr("table.encart").to_string())
    } else if info.discarded || info.is_decided() {
        info.winner.map(|winner| match winner {
            Winner::Punto => i18n.tr("table.won_punto").to_string(),
            Winner::Banca => i18n.tr("table.won_banca").to_string(),
            Winner::Tie => i18n.tr("table.tie").to_string(),
        })
    } else {
        None
    }
}

fn paint_verdict(
    painter: &egui::Painter,
    metrics: &PlaceMetrics,
    centre: Pos2,
    verdict: String,
    discarded: bool,
) {
    let galley = painter.layout_no_wrap(
        verdict,
        theme::bold_font((metrics.unit * 0.12).clamp(11.0, 15.0)),
        Color32::WHITE,
    );
    let badge = Rect::from_center_size(centre, galley.size() + vec2(10.0, 4.0));
    painter.rect_filled(
        badge,
        CornerRadius::same(4),
        if discarded {
            Color32::from_rgb(0x2c, 0x3e, 0x50)
        } else {
            Color32::from_rgb(0x7d, 0x5a, 0x0a)
        },
    );
    painter.galley(badge.min + vec2(5.0, 2.0), galley, Color32::WHITE);
}

fn winner_side(winner: Winner) -> Option<Side> {
    match winner {
        Winner::Punto => Some(Side::Punto),
        Winner::Banca => Some(Side::Banca),
        Winner::Tie => Some(Side::Empate),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overlaps(rects: &[Rect]) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for (i, a) in rects.iter().enumerate() {
            for (j, b) in rects.iter().enumerate().skip(i + 1) {
                if a.intersects(*b) && a.intersect(*b).area() > 0.0 {
                    pairs.push((i + 1, j + 1));
                }
            }
        }
        pairs
    }

    /// The felt's share of a 1280×800 window (top bar, side panel and action panel taken).
    fn table_area() -> Rect {
        Rect::from_min_size(pos2(0.0, 48.0), vec2(930.0, 560.0))
    }

    #[test]
    fn twelve_boxes_fit_without_overlap_and_leave_room_for_the_banca() {
        for (kind, count) in [
            (TableKind::Casilleros, 12),
            (TableKind::PuertoRico, 14),
            (TableKind::Venezia, 12),
        ] {
            let layout = layout(table_area(), kind, count);
            assert_eq!(layout.places.len(), usize::from(count));
            let mut all = layout.places.clone();
            all.extend([layout.banca, layout.shoe, layout.discard, layout.dealer]);
            all.extend(layout.punto);
            assert_eq!(overlaps(&all), vec![], "{kind:?}");
            for rect in &all {
                assert!(table_area().contains_rect(*rect), "{kind:?} {rect:?}");
            }
            assert!(
                layout.places[0].width() >= 90.0,
                "{kind:?} {:?}",
                layout.places[0]
            );
        }
    }

    #[test]
    fn places_are_numbered_left_to_right_round_the_far_side() {
        let layout = layout(table_area(), TableKind::Casilleros, 12);
        let first = layout.places[0];
        let last = layout.places[11];
        assert!(first.center().x < last.center().x);
        // Box 1 is at the tallador's left, low on the side; the middle boxes are far away.
        assert!(first.center().y > layout.places[5].center().y);
        assert!((first.center().y - last.center().y).abs() < 1.0);
    }
}
