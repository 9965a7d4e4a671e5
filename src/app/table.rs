//! The table painter: the felt seen from the tallador's chair (dealer at the bottom), the boxes or
//! seats numbered left to right along the far arc, the Banca (and Punto) hands in front of the
//! dealer, the shoe, the discard tray. Everything is laid out from the space available, so it
//! scales from a small training-room monitor to a projector; clicking a box, a hand or the
//! dealer's place picks it. Every text, chip and card painted is also recorded as a [`Mark`]
//! with the place it must stay inside, so a test can check that nothing covers money.

use std::sync::Arc;

use egui::{
    Align2, Color32, CornerRadius, FontId, Galley, Pos2, Rect, Sense, Shape, Stroke, StrokeKind,
    Ui, pos2, vec2,
};

use super::cards::{self, CARD_ASPECT};
use super::i18n::I18n;
use super::theme;
use crate::core::procedure::Owner;
use crate::core::view::{HandView, PlaceView, TableView};
use crate::core::{Declaration, Money, Place, Side, TableKind, Winner};

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
    /// The free band in front of the dealer's hands: the printed legend, the client's words
    /// (Venice) and the dealer's announcement, one row each.
    pub band: Rect,
    /// The deal drill's card out of the shoe.
    pub next_card: Rect,
    pub card_height: f32,
}

/// What a painted rectangle holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A card: cards of one hand may fan over each other, nothing else may cover them.
    Card,
    /// A chip, or a shoe or tray.
    Chip,
    /// Any text: a number, an amount, a badge, a title, the announcement.
    Text,
}

/// One rectangle the painter laid out, and the place it must stay inside.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub kind: MarkKind,
    pub rect: Rect,
    pub within: Rect,
    /// What it is, for a failing test's message.
    pub what: String,
}

/// Box height over width: casilleros boxes hold cards; seats hold only chips.
fn aspect(kind: TableKind) -> f32 {
    match kind {
        TableKind::Casilleros => 1.42,
        _ => 0.95,
    }
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
    let centre_min = match kind {
        TableKind::Casilleros => (height * 0.34).max(190.0),
        _ => (height * 0.42).max(230.0),
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
        let box_width = top_width.min(side_width).min(centre_width);
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

/// The dealer's part of the felt: the hands, the dealer's place, the shoe, the tray and the
/// band for the legend and the announcement, all from the size of `centre`.
fn centre_layout(
    area: Rect,
    margin: f32,
    centre: Rect,
    kind: TableKind,
    places: Vec<Rect>,
) -> TableLayout {
    let hands = if kind == TableKind::Casilleros {
        1.0
    } else {
        2.0
    };
    // The hands' width (3.25 cards each) and, at casilleros, the tray and the shoe beside them.
    let per_card = match kind {
        TableKind::Casilleros => 3.25 / CARD_ASPECT + 2.0 * 0.72 * 1.25 * 1.2 + 0.6,
        _ => 2.0 * 3.25 / CARD_ASPECT,
    };
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
    let (banca, punto) = match kind {
        TableKind::Casilleros => (
            Rect::from_min_size(
                pos2(centre.center().x - hand_size.x / 2.0, hand_top),
                hand_size,
            ),
            None,
        ),
        _ => (
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
    };
    let tray_card = card_height * 0.72;
    let tray = vec2(tray_card * 1.25, tray_card * 0.95);
    let label = tray_label_size(card_height) + 6.0;
    // Casilleros: tray and shoe either side of the Banca; single-hand tables need that width for
    // Punto and the Banca, so tray and shoe go to the far corners of the dealer's area.
    let tray_y = match kind {
        TableKind::Casilleros => centre.bottom() - tray.y - 8.0,
        _ => centre.top() + label,
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
    let band = match kind {
        TableKind::Casilleros => Rect::from_min_max(
            pos2(centre.left() + 4.0, centre.top()),
            pos2(centre.right() - 4.0, hand_top.min(tray_y - label) - 4.0),
        ),
        _ => Rect::from_min_max(
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

fn hand_title_height(card_height: f32) -> f32 {
    (card_height * 0.24).clamp(15.0, 44.0)
}

fn tray_label_size(card_height: f32) -> f32 {
    (card_height * 0.16).clamp(12.0, 28.0)
}

/// Lays out `text` as large as `size` but no larger than `max` (width and height).
fn fitted(
    painter: &egui::Painter,
    text: &str,
    font: fn(f32) -> FontId,
    size: f32,
    max: egui::Vec2,
    color: Color32,
) -> Arc<Galley> {
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

/// A painter that records what it paints.
struct Canvas<'a> {
    painter: &'a egui::Painter,
    marks: Vec<Mark>,
}

impl Canvas<'_> {
    fn mark(&mut self, kind: MarkKind, rect: Rect, within: Rect, what: &str) {
        self.marks.push(Mark {
            kind,
            rect,
            within,
            what: what.to_string(),
        });
    }

    /// `galley` placed by `align` at `anchor`; returns its rect.
    fn galley(
        &mut self,
        anchor: Pos2,
        align: Align2,
        galley: Arc<Galley>,
        color: Color32,
        within: Rect,
    ) -> Rect {
        let rect = align.anchor_size(anchor, galley.size());
        self.mark(MarkKind::Text, rect, within, galley.text());
        self.painter.galley(rect.min, galley, color);
        rect
    }

    /// `text` fitted into `max` and placed by `align` at `anchor`.
    #[allow(clippy::too_many_arguments)]
    fn text(
        &mut self,
        anchor: Pos2,
        align: Align2,
        text: &str,
        font: fn(f32) -> FontId,
        size: f32,
        max: egui::Vec2,
        color: Color32,
        within: Rect,
    ) -> Rect {
        let galley = fitted(self.painter, text, font, size, max, color);
        self.galley(anchor, align, galley, color, within)
    }

    fn chip(&mut self, centre: Pos2, radius: f32, color: Color32, letter: &str, within: Rect) {
        cards::paint_chip(self.painter, centre, radius, color, letter);
        let rect = Rect::from_center_size(centre, vec2(radius, radius) * 2.0);
        self.mark(MarkKind::Chip, rect, within, letter);
    }

    fn card(&mut self, rect: Rect, card: crate::core::view::CardView, within: Rect) {
        cards::paint_card(self.painter, rect, card);
        self.mark(MarkKind::Card, rect, within, "card");
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
    let mut picked = None;
    let mut hot = Vec::new();
    if interactive {
        let base = ui.scope_id().with("table");
        let mut regions: Vec<(Pick, Rect, String)> = layout
            .places
            .iter()
            .enumerate()
            .map(|(index, rect)| {
                let place = Place::try_from(index + 1).unwrap_or(Place::MAX);
                (
                    Pick::Place(place),
                    *rect,
                    i18n.place_label(view.kind, place),
                )
            })
            .collect();
        regions.push((Pick::Banca, layout.banca, i18n.banca(view.kind)));
        if let Some(rect) = layout.punto {
            regions.push((Pick::Punto, rect, i18n.tr("hand.punto").into_owned()));
        }
        regions.push((
            Pick::Dealer,
            layout.dealer,
            i18n.tr("table.dealer").to_string(),
        ));
        for (pick, rect, label) in regions {
            let response = ui.interact(rect, base.with(pick), Sense::click());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.clicked() {
                picked = Some(pick);
            }
            if response.hovered() || response.has_focus() {
                hot.push(pick);
            }
        }
    }
    let painter = ui.painter_at(area);
    paint_table(&painter, &layout, view, i18n, selected, &hot);
    picked
}

/// Paints the whole table into `painter` and returns every mark laid out. `hot` are the picks
/// under the pointer or with the keyboard.
pub fn paint_table(
    painter: &egui::Painter,
    layout: &TableLayout,
    view: &TableView,
    i18n: &I18n,
    selected: Option<Pick>,
    hot: &[Pick],
) -> Vec<Mark> {
    let mut canvas = Canvas {
        painter,
        marks: Vec::new(),
    };
    paint_felt(painter, layout);
    for (index, rect) in layout.places.iter().enumerate() {
        let place = Place::try_from(index + 1).unwrap_or(Place::MAX);
        let pick = Pick::Place(place);
        let look = Look {
            selected: selected == Some(pick),
            hot: hot.contains(&pick),
        };
        paint_place(&mut canvas, *rect, view, place, i18n, look);
    }
    let hands = [
        (Pick::Banca, Owner::Banca, Some(layout.banca)),
        (Pick::Punto, Owner::Punto, layout.punto),
    ];
    for (pick, owner, rect) in hands {
        let (Some(rect), Some(hand)) = (rect, view.hand(owner)) else {
            continue;
        };
        let look = Look {
            selected: selected == Some(pick),
            hot: hot.contains(&pick),
        };
        let third_slot = view.kind == TableKind::Casilleros;
        let title = hand_title(view, owner, i18n);
        paint_hand(
            &mut canvas,
            rect,
            hand,
            &title,
            layout.card_height,
            look,
            third_slot,
        );
    }
    paint_band(&mut canvas, layout, view, i18n);
    let look = Look {
        selected: selected == Some(Pick::Dealer),
        hot: hot.contains(&Pick::Dealer),
    };
    paint_dealer(&mut canvas, layout.dealer, i18n, look, layout.felt);
    paint_trays(&mut canvas, layout, view, i18n);
    canvas.marks
}

/// Whether a place or hand is picked, or under the pointer.
#[derive(Clone, Copy)]
struct Look {
    selected: bool,
    hot: bool,
}

impl Look {
    fn stroke(self, normal: Stroke) -> Stroke {
        if self.selected {
            Stroke::new(3.0, theme::SELECTED)
        } else if self.hot {
            Stroke::new(2.0, theme::GOLD)
        } else {
            normal
        }
    }
}

/// The shoe, the tray, their labels, and (deal drill) the card just out of the shoe.
fn paint_trays(canvas: &mut Canvas, layout: &TableLayout, view: &TableView, i18n: &I18n) {
    let painter = canvas.painter;
    let label_size = tray_label_size(layout.card_height);
    cards::paint_shoe(painter, layout.shoe);
    canvas.mark(MarkKind::Chip, layout.shoe, layout.felt, "shoe");
    cards::paint_discard(painter, layout.discard, view.discard_count);
    canvas.mark(MarkKind::Chip, layout.discard, layout.felt, "discard");
    for (rect, key) in [
        (layout.shoe, "table.shoe"),
        (layout.discard, "table.discard"),
    ] {
        canvas.text(
            pos2(rect.center().x, rect.top() - 3.0),
            Align2::CENTER_BOTTOM,
            &i18n.tr(key),
            theme::font,
            label_size,
            vec2(rect.width() * 1.4, label_size * 1.3),
            theme::TEXT,
            layout.felt,
        );
    }
    if let Some(card) = view.next_card {
        // The deal drill: the card out of the shoe, waiting for the hand it goes to.
        let rect = layout.next_card;
        canvas.card(rect, card, layout.felt);
        painter.rect_stroke(
            rect.expand(3.0),
            6.0,
            Stroke::new(3.0, theme::GOLD),
            StrokeKind::Outside,
        );
    }
}

/// The band in front of the hands: the printed legend, the client's words (Venice) and the
/// dealer's announcement, each on its own row so none hides another or a hand.
fn paint_band(canvas: &mut Canvas, layout: &TableLayout, view: &TableView, i18n: &I18n) {
    let band = layout.band;
    if band.height() < 8.0 || band.width() < 20.0 {
        return;
    }
    let legend = match view.kind {
        TableKind::Casilleros => i18n.tr("table.legend_casilleros"),
        TableKind::PuertoRico => i18n.tr("table.legend_pr"),
        TableKind::Venezia => i18n.tr("table.legend_venezia"),
    };
    let speech = view.declaration.map(|declaration| match declaration {
        Declaration::Carta => i18n.tr("table.says_carta"),
        Declaration::NoCarta => i18n.tr("table.says_no_carta"),
    });
    let announced = view
        .announced
        .map(|announced| i18n.describe(announced, view.kind));
    let rows =
        1.0 + f32::from(u8::from(speech.is_some())) + f32::from(u8::from(announced.is_some()));
    let row = band.height() / rows;
    let big = (layout.card_height * 0.34).clamp(16.0, 60.0);
    let small = (layout.card_height * 0.22).clamp(14.0, 40.0);
    let mut top = band.top();
    let mut next_row = || {
        let rect = Rect::from_min_size(pos2(band.left(), top), vec2(band.width(), row));
        top += row;
        rect
    };
    let legend_row = next_row();
    canvas.text(
        legend_row.center(),
        Align2::CENTER_CENTER,
        &legend,
        theme::bold_font,
        big,
        legend_row.size() * 0.92,
        theme::FELT_PRINT,
        band,
    );
    if let Some(words) = speech {
        // Venice: the client's words, which the dealer must check against the table; the
        // bubble leans towards the Punto hand.
        let speech_row = next_row();
        let pad = vec2(small * 0.6, small * 0.25);
        let galley = fitted(
            canvas.painter,
            &words,
            theme::bold_font,
            small,
            speech_row.size() - pad * 2.0 - vec2(0.0, 2.0),
            theme::CARD_BLACK,
        );
        let width = galley.size().x + pad.x * 2.0;
        let x = layout
            .punto
            .map_or(speech_row.center().x, |punto| punto.center().x)
            .clamp(
                speech_row.left() + width / 2.0,
                speech_row.right() - width / 2.0,
            );
        let bubble =
            Rect::from_center_size(pos2(x, speech_row.center().y), galley.size() + pad * 2.0);
        canvas.painter.rect_filled(bubble, small * 0.5, theme::CARD);
        canvas.galley(
            bubble.center(),
            Align2::CENTER_CENTER,
            galley,
            theme::CARD_BLACK,
            band,
        );
    }
    if let Some(announced) = announced {
        let announce_row = next_row();
        canvas.text(
            announce_row.center(),
            Align2::CENTER_CENTER,
            &announced,
            theme::bold_font,
            small,
            announce_row.size() * 0.95,
            theme::GOLD,
            band,
        );
    }
}

fn hand_title(view: &TableView, owner: Owner, i18n: &I18n) -> String {
    let name = match owner {
        Owner::Banca => i18n.banca(view.kind).to_uppercase(),
        Owner::Punto => i18n.tr("hand.punto").to_uppercase(),
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

fn paint_felt(painter: &egui::Painter, layout: &TableLayout) {
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
}

fn paint_hand(
    canvas: &mut Canvas,
    rect: Rect,
    hand: &HandView,
    title: &str,
    card_height: f32,
    look: Look,
    third_slot: bool,
) {
    let painter = canvas.painter;
    painter.rect(
        rect,
        CornerRadius::same(10),
        Color32::from_black_alpha(25),
        look.stroke(Stroke::new(1.0, theme::FELT_PRINT)),
        StrokeKind::Inside,
    );
    let title_height = hand_title_height(card_height);
    canvas.text(
        pos2(rect.center().x, rect.top() + 4.0),
        Align2::CENTER_TOP,
        title,
        theme::bold_font,
        title_height * 0.85,
        vec2(rect.width() - 8.0, title_height),
        theme::GOLD,
        rect,
    );
    let card_width = card_height / CARD_ASPECT;
    let step = card_width * 1.08;
    let row_width = step * 2.0 + card_width;
    let left = rect.center().x - row_width / 2.0;
    let top = rect.bottom() - card_height - 6.0;
    for (index, card) in hand.cards.iter().enumerate() {
        let card_rect = Rect::from_min_size(
            pos2(left + step * index as f32, top),
            vec2(card_width, card_height),
        );
        canvas.card(card_rect, *card, rect);
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

fn paint_dealer(canvas: &mut Canvas, rect: Rect, i18n: &I18n, look: Look, felt: Rect) {
    if look.selected || look.hot {
        canvas.painter.rect_stroke(
            rect,
            CornerRadius::same(6),
            look.stroke(Stroke::NONE),
            StrokeKind::Inside,
        );
    }
    let size = rect.height() * 0.55;
    let triangle = size * 0.75;
    let galley = fitted(
        canvas.painter,
        &i18n.tr("table.dealer"),
        theme::bold_font,
        size,
        vec2(rect.width() - triangle * 3.0, rect.height() * 0.9),
        theme::TEXT,
    );
    let text_width = galley.size().x;
    let text_rect = canvas.galley(
        rect.center() + vec2(triangle, 0.0),
        Align2::CENTER_CENTER,
        galley,
        theme::TEXT,
        felt,
    );
    let _ = text_width;
    cards::paint_triangle_up(
        canvas.painter,
        pos2(text_rect.left() - triangle, rect.center().y),
        triangle,
        theme::GOLD,
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
    canvas: &mut Canvas,
    rect: Rect,
    view: &TableView,
    place: Place,
    i18n: &I18n,
    look: Look,
) {
    let info = view.place(place);
    let hand = view.hand(Owner::Box(place));
    let in_play = info.is_some();
    let fill = if in_play {
        Color32::from_rgb(0x0e, 0x55, 0x2e)
    } else {
        Color32::from_rgba_unmultiplied(0, 0, 0, 18)
    };
    let normal = if in_play {
        Stroke::new(1.5, theme::RIM)
    } else {
        Stroke::new(1.0, Color32::from_rgba_unmultiplied(201, 161, 59, 90))
    };
    canvas.painter.rect(
        rect,
        CornerRadius::same(8),
        fill,
        look.stroke(normal),
        StrokeKind::Inside,
    );
    let metrics = PlaceMetrics::of(rect);
    paint_place_header(canvas, &metrics, view, place, hand, in_play);
    let mut y = rect.top() + metrics.header;
    if let Some(hand) = hand
        && !hand.cards.is_empty()
    {
        y += paint_place_cards(canvas, &metrics, y, hand) + metrics.pad;
    } else if view.kind == TableKind::Casilleros {
        y += metrics.card_height() + metrics.pad;
    }
    let Some(info) = info else {
        return;
    };
    if info.discarded {
        canvas.painter.rect_filled(
            rect.shrink(2.0),
            CornerRadius::same(7),
            Color32::from_rgba_unmultiplied(10, 30, 18, 150),
        );
    }
    let rows = Rect::from_min_max(
        pos2(rect.left() + metrics.pad, y),
        pos2(rect.right() - metrics.pad, rect.bottom() - metrics.pad),
    );
    paint_place_rows(canvas, &metrics, rows, info, i18n);
    if info.reads_punto {
        canvas.painter.rect_stroke(
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
        let pad = unit * 0.05;
        let number_size = (unit * 0.17).clamp(11.0, 40.0);
        PlaceMetrics {
            rect,
            unit,
            pad,
            number_size,
            header: number_size * 1.2 + pad,
        }
    }

    fn card_width(&self) -> f32 {
        self.unit * 0.36
    }

    fn card_height(&self) -> f32 {
        self.card_width() * CARD_ASPECT
    }
}

/// The place number, the hand's total, and the shoe (Puerto Rico) or the Bottone (Venice) at
/// its holder.
fn paint_place_header(
    canvas: &mut Canvas,
    metrics: &PlaceMetrics,
    view: &TableView,
    place: Place,
    hand: Option<&HandView>,
    in_play: bool,
) {
    let (rect, pad, number_size) = (metrics.rect, metrics.pad, metrics.number_size);
    let cell = vec2(metrics.unit * 0.4, number_size * 1.2);
    canvas.text(
        rect.left_top() + vec2(pad, pad * 0.6),
        Align2::LEFT_TOP,
        &place.to_string(),
        theme::bold_font,
        number_size,
        cell,
        if in_play { theme::TEXT } else { theme::weak() },
        rect,
    );
    let mut right = rect.right() - pad;
    if let Some(total) = hand.and_then(HandView::total) {
        let total = canvas.text(
            pos2(right, rect.top() + pad * 0.6),
            Align2::RIGHT_TOP,
            &total.to_string(),
            theme::bold_font,
            number_size,
            cell,
            theme::GOLD,
            rect,
        );
        right = total.left() - pad;
    }
    if view.kind != TableKind::Casilleros && view.holder == place {
        let middle = rect.top() + pad * 0.6 + number_size * 0.6;
        if view.kind == TableKind::Venezia {
            let radius = number_size * 0.5;
            canvas.chip(pos2(right - radius, middle), radius, theme::GOLD, "B", rect);
        } else {
            let shoe = Rect::from_min_max(
                pos2(right - number_size * 1.6, middle - number_size * 0.5),
                pos2(right, middle + number_size * 0.5),
            );
            cards::paint_shoe(canvas.painter, shoe);
            canvas.mark(MarkKind::Chip, shoe, rect, "shoe at its holder");
        }
    }
}

/// The box's cards, fanned across it from `y`; returns their height.
fn paint_place_cards(canvas: &mut Canvas, metrics: &PlaceMetrics, y: f32, hand: &HandView) -> f32 {
    let (rect, pad) = (metrics.rect, metrics.pad);
    let card_width = metrics.card_width();
    let step = (metrics.unit - 2.0 * pad - card_width) / 2.0;
    for (index, card) in hand.cards.iter().enumerate() {
        let card_rect = Rect::from_min_size(
            pos2(rect.left() + pad + step * index as f32, y),
            vec2(card_width, metrics.card_height()),
        );
        canvas.card(card_rect, *card, rect);
    }
    metrics.card_height()
}

/// One piece of a row in a place: a chip and an amount, or a badge.
enum Piece {
    /// A chip with its letter (faint and hollow while the bet is face down) and its text.
    Chip {
        color: Color32,
        letter: &'static str,
        showing: bool,
        text: String,
        text_color: Color32,
    },
    /// The commission marked in the box.
    Commission(String),
    /// Encart, or who won.
    Badge { text: String, discarded: bool },
}

/// The rows under the cards (casilleros) or the number (seats): one per side bet on, what was
/// paid beside its stake (or on its own row when it does not fit), the commission, and the
/// verdict badge last, so nothing covers money and everything stays inside the place.
fn paint_place_rows(
    canvas: &mut Canvas,
    metrics: &PlaceMetrics,
    area: Rect,
    info: &PlaceView,
    i18n: &I18n,
) {
    let mut lines: Vec<Vec<Piece>> = Vec::new();
    for side in [Side::Punto, Side::Banca, Side::Empate] {
        let stake = info.stake(side);
        if stake.is_zero() {
            continue;
        }
        let showing = info.showing(side);
        let mut line = vec![Piece::Chip {
            color: side_color(side),
            letter: side_letter(side),
            showing,
            text: i18n.money(stake),
            text_color: if showing {
                theme::TEXT
            } else {
                Color32::from_white_alpha(80)
            },
        }];
        let won_here = info
            .winner
            .is_some_and(|winner| winner_side(winner) == Some(side));
        if won_here && let Some(paid) = info.paid.filter(|paid| !paid.is_zero()) {
            line.push(paid_piece(paid, i18n));
        }
        lines.push(line);
    }
    if let Some(commission) = info.commission {
        lines.push(vec![Piece::Commission(i18n.money(commission))]);
    }
    if let Some(text) = place_verdict(info, i18n) {
        lines.push(vec![Piece::Badge {
            text,
            discarded: info.discarded,
        }]);
    }
    if lines.is_empty() {
        return;
    }
    let max_row = (metrics.unit * 0.2).clamp(12.0, 40.0);
    let row_of = |count: usize| (area.height() / count as f32).min(max_row);
    // A payout that does not fit beside its stake goes on the next row.
    let row = row_of(lines.len());
    let mut split = Vec::with_capacity(lines.len() + 2);
    for line in lines {
        let wide = line.len() > 1
            && line
                .iter()
                .map(|piece| piece_width(canvas.painter, piece, row))
                .sum::<f32>()
                > area.width();
        if wide {
            for piece in line {
                split.push(vec![piece]);
            }
        } else {
            split.push(line);
        }
    }
    let row = row_of(split.len());
    for (index, line) in split.into_iter().enumerate() {
        let row_rect = Rect::from_min_size(
            pos2(area.left(), area.top() + row * index as f32),
            vec2(area.width(), row),
        );
        let mut x = row_rect.left();
        let count = line.len() as f32;
        for piece in line {
            let room = Rect::from_min_max(
                pos2(x, row_rect.top()),
                pos2(
                    (x + row_rect.width() / count).min(row_rect.right()),
                    row_rect.bottom(),
                ),
            );
            let room = if count > 1.0 {
                room.with_max_x(row_rect.right())
            } else {
                room
            };
            x = paint_piece(canvas, piece, room, metrics.rect) + row * 0.2;
        }
    }
}

fn paid_piece(paid: Money, i18n: &I18n) -> Piece {
    Piece::Chip {
        color: theme::CHIP_PAID,
        letter: "+",
        showing: true,
        text: i18n.money(paid),
        text_color: theme::GOLD,
    }
}

fn row_text_size(row: f32) -> f32 {
    row * 0.72
}

/// How wide a piece is at its natural size on a row `row` high.
fn piece_width(painter: &egui::Painter, piece: &Piece, row: f32) -> f32 {
    let size = row_text_size(row);
    match piece {
        Piece::Chip { text, .. } => {
            row * 0.9
                + 3.0
                + painter
                    .layout_no_wrap(text.clone(), theme::bold_font(size), theme::TEXT)
                    .size()
                    .x
                + row * 0.2
        }
        Piece::Commission(text) | Piece::Badge { text, .. } => {
            painter
                .layout_no_wrap(text.clone(), theme::bold_font(size), theme::TEXT)
                .size()
                .x
                + row * 0.6
        }
    }
}

/// Paints `piece` from the left of `room`, fitted into it; returns where it ends.
fn paint_piece(canvas: &mut Canvas, piece: Piece, room: Rect, place: Rect) -> f32 {
    let row = room.height();
    let size = row_text_size(row);
    match piece {
        Piece::Chip {
            color,
            letter,
            showing,
            text,
            text_color,
        } => {
            let radius = row * 0.42;
            let centre = pos2(room.left() + radius + 0.5, room.center().y);
            if showing {
                canvas.chip(centre, radius, color, letter, place);
            } else {
                canvas.painter.circle_stroke(
                    centre,
                    radius,
                    Stroke::new(1.0, Color32::from_white_alpha(70)),
                );
                let rect = Rect::from_center_size(centre, vec2(radius, radius) * 2.0);
                canvas.mark(MarkKind::Chip, rect, place, letter);
            }
            let left = centre.x + radius + 3.0;
            let max = vec2(room.right() - left, row);
            canvas
                .text(
                    pos2(left, room.center().y),
                    Align2::LEFT_CENTER,
                    &text,
                    theme::bold_font,
                    size,
                    max,
                    text_color,
                    place,
                )
                .right()
        }
        Piece::Commission(text) => {
            let tag = Tag {
                font: theme::font,
                text_color: theme::GOLD,
                fill: Color32::from_black_alpha(60),
                stroke: Stroke::new(1.0, theme::GOLD),
                centre_x: None,
            };
            paint_tag(canvas, &text, &tag, room, place)
        }
        Piece::Badge { text, discarded } => {
            let tag = Tag {
                font: theme::bold_font,
                text_color: Color32::WHITE,
                fill: if discarded {
                    Color32::from_rgb(0x2c, 0x3e, 0x50)
                } else {
                    Color32::from_rgb(0x7d, 0x5a, 0x0a)
                },
                stroke: Stroke::NONE,
                centre_x: Some(place.center().x),
            };
            paint_tag(canvas, &text, &tag, room, place)
        }
    }
}

/// How a boxed text in a place looks: the commission, or the verdict badge.
struct Tag {
    font: fn(f32) -> FontId,
    text_color: Color32,
    fill: Color32,
    stroke: Stroke,
    /// Centred on this x, or at the right of its room.
    centre_x: Option<f32>,
}

/// Paints `text` in a box fitted to `room`; returns the box's right edge.
fn paint_tag(canvas: &mut Canvas, text: &str, tag: &Tag, room: Rect, place: Rect) -> f32 {
    let row = room.height();
    let galley = fitted(
        canvas.painter,
        text,
        tag.font,
        row_text_size(row),
        vec2(room.width() - row * 0.5, row - 2.0),
        tag.text_color,
    );
    let size = vec2(galley.size().x + row * 0.5, row - 2.0);
    let centre = match tag.centre_x {
        Some(x) => pos2(x, room.center().y),
        None => pos2(room.right() - size.x / 2.0, room.center().y),
    };
    let boxed = Rect::from_center_size(centre, size);
    canvas.painter.rect(
        boxed,
        CornerRadius::same(4),
        tag.fill,
        tag.stroke,
        StrokeKind::Inside,
    );
    canvas.galley(
        boxed.center(),
        Align2::CENTER_CENTER,
        galley,
        tag.text_color,
        place,
    );
    boxed.right()
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

    /// The felt's share of the window at `size`, as the train screen gives it.
    fn felt_of(size: egui::Vec2) -> Rect {
        let side = super::super::train::side_width(size.x);
        Rect::from_min_max(pos2(8.0, 56.0), pos2(size.x - side - 8.0, size.y - 150.0))
    }

    /// Every table the overlap test walks through: each kind with all its places taken,
    /// odd stakes, naturals, draws, ties, a marked commission, and the deal drill.
    fn busy_games() -> Vec<(String, crate::core::game::Game)> {
        use crate::core::generate::{self, Focus, Options};
        use crate::core::profile::CommissionMode;
        let mut games = Vec::new();
        for profile in crate::core::Profile::builtins() {
            let mut marked = profile.clone();
            marked.commission = CommissionMode::Marked;
            for profile in [profile, marked] {
                for focus in [
                    Focus::Naturals,
                    Focus::BancaDraws,
                    Focus::ThirdCard,
                    Focus::Ties,
                    Focus::Commission,
                ] {
                    for seed in 1..=3u64 {
                        let options = Options {
                            places: profile.places,
                            min_stake: Money::from_cents(50),
                            max_stake: Money::from_units(9_999),
                            stake_step: Money::from_cents(50),
                            rounds: 1,
                            focus,
                        };
                        let Ok(scenario) = generate::scenario(&profile, &options, seed) else {
                            continue;
                        };
                        for with_deal in [false, true] {
                            let name = format!(
                                "{} {:?} {focus} seed {seed} deal {with_deal}",
                                profile.id, profile.commission
                            );
                            if let Ok(game) =
                                crate::core::game::Game::new(scenario.clone(), with_deal)
                            {
                                games.push((name, game));
                            }
                        }
                    }
                }
            }
        }
        games
    }

    /// The marks of one table at one step, painted at `area`.
    fn marks_of(ctx: &egui::Context, area: Rect, view: &TableView, i18n: &I18n) -> Vec<Mark> {
        let painter = egui::Painter::new(ctx.clone(), egui::LayerId::background(), area);
        let layout = layout(area, view.kind, view.place_count);
        paint_table(&painter, &layout, view, i18n, None, &[])
    }

    fn problems(marks: &[Mark], window: Rect) -> Vec<String> {
        let mut found = Vec::new();
        for (index, mark) in marks.iter().enumerate() {
            let inside = mark.within.expand(0.5);
            if !inside.contains_rect(mark.rect) || !window.contains_rect(mark.rect) {
                found.push(format!(
                    "`{}` {:?} leaves its place {:?}",
                    mark.what, mark.rect, mark.within
                ));
            }
            for other in &marks[index + 1..] {
                let both_cards = mark.kind == MarkKind::Card && other.kind == MarkKind::Card;
                let shared = mark.rect.intersect(other.rect);
                if !both_cards && shared.is_positive() && shared.area() > 1.0 {
                    found.push(format!(
                        "`{}` {:?} overlaps `{}` {:?}",
                        mark.what, mark.rect, other.what, other.rect
                    ));
                }
            }
        }
        found
    }

    #[test]
    fn nothing_covers_money_at_any_step_on_the_busiest_tables_at_three_window_sizes() {
        let ctx = egui::Context::default();
        super::super::theme::install(&ctx);
        let games = busy_games();
        assert!(games.len() > 30, "only {} games", games.len());
        let mut failures = Vec::new();
        let mut seen = std::collections::HashSet::new();
        // The windows in points, as the app zooms them (with and without the projector).
        let mut sizes = Vec::new();
        for pixels in [
            vec2(1024.0, 768.0),
            vec2(1280.0, 800.0),
            vec2(1920.0, 1080.0),
        ] {
            let zoom = super::super::theme::window_zoom(pixels);
            sizes.push(pixels / zoom);
            sizes.push(pixels / (zoom * super::super::theme::PROJECTOR_ZOOM));
        }
        // The felt of the trainer at each window, and the smaller tables of the other screens
        // (the inspector's reconstruction, the review, the summary, the audit drill).
        let mut areas: Vec<(egui::Vec2, Rect)> =
            sizes.iter().map(|size| (*size, felt_of(*size))).collect();
        for small in [vec2(480.0, 300.0), vec2(620.0, 380.0), vec2(560.0, 640.0)] {
            areas.push((small, Rect::from_min_size(Pos2::ZERO, small)));
        }
        for (size, area) in areas {
            let window = Rect::from_min_size(Pos2::ZERO, size);
            let input = egui::RawInput {
                screen_rect: Some(window),
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                for lang in [super::super::i18n::Lang::Es, super::super::i18n::Lang::En] {
                    let i18n = I18n::new(lang);
                    for (name, game) in &games {
                        let mut game = game.clone();
                        let places = game.scenario.profile.places;
                        for step in 0..200 {
                            let index = game.round_index();
                            let Some(spec) = game.scenario.rounds.get(index) else {
                                break;
                            };
                            let view = TableView::of(spec, game.round(), places);
                            let marks = marks_of(ui.ctx(), area, &view, &i18n);
                            seen.extend(marks.iter().map(|mark| mark.what.clone()));
                            for problem in problems(&marks, window) {
                                failures.push(format!(
                                    "{size:?} {lang:?} {name} step {step}: {problem}"
                                ));
                            }
                            if game.is_finished() || game.complete_canonical().is_none() {
                                break;
                            }
                        }
                    }
                }
            });
            output.textures_delta.clear();
        }
        // The walk did meet payouts, verdicts, encarts and announcements.
        for what in ["+", "gana Banca", "Banca wins", "ENCART", "B"] {
            assert!(seen.contains(what), "no `{what}` painted in any step");
        }
        let count = failures.len();
        let mut seen = std::collections::HashSet::new();
        failures.retain(|failure| {
            let words: Vec<&str> = failure.split('`').collect();
            let key = format!("{} {:?}", &failure[..12], words.get(1..4));
            seen.insert(key)
        });
        failures.truncate(40);
        assert!(count == 0, "{count} problems:\n{}", failures.join("\n"));
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
