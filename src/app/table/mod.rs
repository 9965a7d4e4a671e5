//! The table painter: the felt seen from the tallador's chair (dealer at the bottom), the boxes or
//! seats numbered left to right along the far arc, the Banca (and Punto) hands in front of the
//! dealer, the shoe, the discard tray. Everything is laid out from the space available, so it
//! scales from a small training-room monitor to a projector; clicking a box, a hand or the
//! dealer's place picks it. Every text, chip and card painted is also recorded as a [`Mark`]
//! with the place it must stay inside, so a test can check that nothing covers money.

mod canvas;
pub mod events;
pub mod kind;
mod layout;
mod places;

pub use canvas::{Mark, MarkKind};
pub use layout::{TableLayout, layout};

use egui::{Align2, Color32, CornerRadius, Rect, Sense, Shape, Stroke, StrokeKind, Ui, pos2, vec2};

use super::cards::{self, CARD_ASPECT};
use super::theme;
use crate::core::procedure::Owner;
use crate::core::view::{HandView, TableView};
use crate::core::{Declaration, Place};
use crate::text::i18n::I18n;
use canvas::{Canvas, Look};
use layout::{fitted, hand_title_height, tray_label_size};
use places::paint_place;

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
    // Too small to draw a table (a panel still opening): nothing rather than sizes below zero.
    if area.width() < 120.0 || area.height() < 90.0 {
        ui.allocate_rect(area, Sense::hover());
        return None;
    }
    let layout = layout(area, view.kind, view.place_count);
    ui.allocate_rect(area, Sense::hover());
    let (picked, hot) = if interactive {
        regions_ui(ui, &layout, view, i18n)
    } else {
        (None, Vec::new())
    };
    let painter = ui.painter_at(area);
    let key = PaintedKey {
        view: view.clone(),
        area,
        selected,
        lang: i18n.lang(),
        words: i18n.tr("hand.banca").into_owned(),
        pseudo: i18n.is_pseudo(),
        pixels_per_point: ui.ctx().pixels_per_point(),
        weak: theme::weak(),
    };
    paint_table_kept(
        &painter,
        ui.scope_id().with("table-painted"),
        key,
        |painter| {
            paint_table(painter, &layout, view, i18n, selected, &[]);
        },
    );
    paint_hot(&painter, (&layout, view), selected, &hot);
    picked
}

/// The table's places, hands and dealer's place as widgets (a click picks one; each is named
/// for assistive technology), and a marking table's commission boxes: what was clicked, and
/// what is under the pointer or has the keyboard.
fn regions_ui(
    ui: &mut Ui,
    layout: &TableLayout,
    view: &TableView,
    i18n: &I18n,
) -> (Option<Pick>, Vec<Pick>) {
    let mut picked = None;
    let mut hot = Vec::new();
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
    // Marking tables: each place's commission box, named with what it holds (PAY-box).
    if view.marks_commission {
        for (index, rect) in layout.places.iter().enumerate() {
            let place = Place::try_from(index + 1).unwrap_or(Place::MAX);
            let strip = places::commission_box_of(*rect, layout::least_text(ui.painter()));
            let label = i18n.trf(
                "table.box_owes",
                &[
                    ("place", &place.to_string()),
                    ("amount", &i18n.money_fixed(view.owed(place))),
                ],
            );
            let response = ui.interact(strip, base.with(("box", place)), Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        }
    }
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
    (picked, hot)
}

/// What the table's picture depends on, but the pointer: a picture painted for one key is
/// painted again, shape for shape, while the key stays the same.
#[derive(Clone, PartialEq)]
struct PaintedKey {
    view: TableView,
    area: Rect,
    selected: Option<Pick>,
    lang: crate::text::i18n::Lang,
    /// The banker hand's name: Banco at the Venice table.
    words: String,
    pseudo: bool,
    pixels_per_point: f32,
    /// The projector's contrast.
    weak: Color32,
}

/// The table's shapes as last painted, and how full the font atlas was then (a fuller atlas
/// keeps the glyphs the texts point at; an emptier one was cleared and they are gone).
struct Painted {
    key: PaintedKey,
    shapes: Vec<egui::epaint::ClippedShape>,
    atlas_fill: f32,
}

/// Paints the table with `paint`, or, while nothing it shows has changed, the shapes it
/// painted the last time: moving the pointer over the table then lays out and paints
/// nothing again but the outline under the pointer (issue 33: hovering the twelve boxes cost
/// a whole frame's layout each time the pointer moved).
fn paint_table_kept(
    painter: &egui::Painter,
    id: egui::Id,
    key: PaintedKey,
    paint: impl FnOnce(&egui::Painter),
) {
    let ctx = painter.ctx();
    let layer = painter.layer_id();
    let atlas_fill = ctx.fonts(|fonts| fonts.font_atlas_fill_ratio());
    let kept: Option<std::sync::Arc<Painted>> = ctx.data(|data| data.get_temp(id));
    if let Some(kept) = kept.filter(|kept| kept.key == key && kept.atlas_fill <= atlas_fill) {
        ctx.graphics_mut(|graphics| {
            let list = graphics.entry(layer);
            for clipped in &kept.shapes {
                list.add(clipped.clip_rect, clipped.shape.clone());
            }
        });
        return;
    }
    let start = ctx.graphics(|graphics| graphics.get(layer).map_or(0, |list| list.next_idx().0));
    paint(painter);
    let shapes = ctx.graphics(|graphics| {
        graphics.get(layer).map_or_else(Vec::new, |list| {
            list.all_entries().skip(start).cloned().collect()
        })
    });
    let atlas_fill = ctx.fonts(|fonts| fonts.font_atlas_fill_ratio());
    ctx.data_mut(|data| {
        data.insert_temp(
            id,
            std::sync::Arc::new(Painted {
                key,
                shapes,
                atlas_fill,
            }),
        );
    });
}

/// The outline of what is under the pointer (or has the keyboard), over the table as kept:
/// the stroke [`Look`] gives a hot place, hand or dealer's place.
fn paint_hot(
    painter: &egui::Painter,
    (layout, view): (&TableLayout, &TableView),
    selected: Option<Pick>,
    hot: &[Pick],
) {
    let look = Look {
        selected: false,
        hot: true,
    };
    for &pick in hot.iter().filter(|&&pick| selected != Some(pick)) {
        let (rect, radius) = match pick {
            Pick::Place(place) => {
                let Some(rect) = layout.places.get(usize::from(place).saturating_sub(1)) else {
                    continue;
                };
                (*rect, 8)
            }
            // A hand is drawn (and outlined) once it is dealt.
            Pick::Banca if view.hand(Owner::Banca).is_some() => (layout.banca, 10),
            Pick::Punto if view.hand(Owner::Punto).is_some() => match layout.punto {
                Some(rect) => (rect, 10),
                None => continue,
            },
            Pick::Banca | Pick::Punto => continue,
            Pick::Dealer => (layout.dealer, 6),
        };
        painter.rect_stroke(
            rect,
            CornerRadius::same(radius),
            look.stroke(Stroke::NONE),
            StrokeKind::Inside,
        );
    }
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
        let third_slot = view.kind.has_boxes();
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
    events::paint_event(&mut canvas, layout, view);
    canvas.marks
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
    let legend = i18n.tr(kind::look(view.kind).legend);
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
        paint_speech(canvas, layout, next_row(), &words, small, band);
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

/// Venice: the client's words, which the dealer must check against the table, in a bubble
/// that leans towards the Punto hand.
fn paint_speech(
    canvas: &mut Canvas,
    layout: &TableLayout,
    speech_row: Rect,
    words: &str,
    small: f32,
    band: Rect,
) {
    let pad = vec2(small * 0.6, small * 0.25);
    let galley = fitted(
        canvas.painter,
        words,
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
    let bubble = Rect::from_center_size(pos2(x, speech_row.center().y), galley.size() + pad * 2.0);
    canvas.painter.rect_filled(bubble, small * 0.5, theme::CARD);
    canvas.galley(
        bubble.center(),
        Align2::CENTER_CENTER,
        galley,
        theme::CARD_BLACK,
        band,
    );
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Money, TableKind};
    use egui::Pos2;

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
                    Focus::CommissionBox,
                ] {
                    for seed in 1..=3u64 {
                        let options = Options {
                            places: profile.places,
                            min_stake: Money::from_cents(50),
                            max_stake: Money::from_units(9_999),
                            stake_step: Money::from_cents(50),
                            // A shoe segment, so boxes fill over rounds and are collected.
                            rounds: if focus == Focus::CommissionBox { 4 } else { 1 },
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
        // Each window's size in points and its zoom (the painter's pixels per point).
        let mut sizes = Vec::new();
        for pixels in [
            vec2(1024.0, 768.0),
            vec2(1280.0, 800.0),
            vec2(1920.0, 1080.0),
        ] {
            let zoom = super::super::theme::window_zoom(pixels);
            sizes.push((pixels / zoom, zoom));
            let projected = zoom * super::super::theme::PROJECTOR_ZOOM;
            sizes.push((pixels / projected, projected));
        }
        // The felt of the trainer at each window, and the smaller tables of the other screens
        // (the inspector's reconstruction, the review, the summary, the audit drill).
        let mut areas: Vec<(egui::Vec2, Rect, f32)> = sizes
            .iter()
            .map(|(size, zoom)| (*size, felt_of(*size), *zoom))
            .collect();
        for small in [vec2(480.0, 300.0), vec2(620.0, 380.0), vec2(560.0, 640.0)] {
            areas.push((small, Rect::from_min_size(Pos2::ZERO, small), 1.0));
        }
        for (size, area, zoom) in areas {
            ctx.set_pixels_per_point(zoom);
            let window = Rect::from_min_size(Pos2::ZERO, size);
            let input = egui::RawInput {
                screen_rect: Some(window),
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                for lang in [crate::text::i18n::Lang::Es, crate::text::i18n::Lang::En] {
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

    /// The amounts painted inside place `place`'s commission box.
    fn box_texts(marks: &[Mark], layout: &TableLayout, place: usize) -> Vec<String> {
        let strip = places::commission_box_of(layout.places[place - 1], 16.0);
        marks
            .iter()
            .filter(|mark| mark.kind == MarkKind::Text && strip.contains_rect(mark.rect))
            .map(|mark| mark.what.clone())
            .filter(|what| what.contains(','))
            .collect()
    }

    #[test]
    fn the_commission_box_grows_with_each_mark_and_empties_when_collected() {
        // examples.md's worked shoe at `pr-marked`: seat 2 is marked 5.00 (a 100 Banca win),
        // then 2.00 (40), then 1.25 (25), and its box of 8.25 is collected at the shoe's end;
        // seat 5 is marked 0.50 (10) and collected at once, as the player leaves.
        let mut profiles = crate::core::Profiles::default();
        profiles.add(
            crate::core::Profile::parse(
                "pr-marked.ron",
                include_str!("../../../assets/house-profiles/pr-marked.ron"),
            )
            .unwrap(),
        );
        let scenario = crate::core::scenario::Scenario::parse(
            "pr-marked-shoe.ron",
            include_str!("../../../tests/fixtures/commission-box/pr-marked-shoe.ron"),
            &profiles,
        )
        .unwrap();
        let mut game = crate::core::game::Game::new(scenario, false).unwrap();
        let ctx = egui::Context::default();
        super::super::theme::install(&ctx);
        let i18n = I18n::new(crate::text::i18n::Lang::Es);
        let area = Rect::from_min_size(Pos2::ZERO, vec2(1100.0, 640.0));
        let mut seen: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            while let Some(spec) = game.scenario.rounds.get(game.round_index()).cloned() {
                let view = TableView::of(&spec, game.round(), 14);
                let layout = layout(area, view.kind, view.place_count);
                let marks = marks_of(ui.ctx(), area, &view, &i18n);
                let Some(done) = game.complete_canonical() else {
                    break;
                };
                seen.push((
                    done.to_string(),
                    box_texts(&marks, &layout, 2),
                    box_texts(&marks, &layout, 5),
                ));
                if game.is_finished() {
                    break;
                }
            }
        });
        output.textures_delta.clear();
        // What each box showed just before each step.
        let before = |step: &str| {
            seen.iter()
                .find(|(done, _, _)| done == step)
                .map(|(_, two, five)| (two.clone(), five.clone()))
                .unwrap()
        };
        let none: Vec<String> = Vec::new();
        assert_eq!(before("commission 2 5.00"), (none.clone(), none.clone()));
        assert_eq!(before("discard all").0, vec!["5,00".to_string()]);
        assert_eq!(before("commission 2 2.00").0, vec!["5,00".to_string()]);
        assert_eq!(
            before("collect-commission 5 0.50"),
            (vec!["7,00".to_string()], vec!["0,50".to_string()])
        );
        assert_eq!(
            before("collect-commission 2 8.25").0,
            vec!["8,25".to_string()]
        );
        // After the collection the box is empty: nothing in it at the round's discard.
        let last = seen.last().unwrap();
        assert_eq!(last.0, "discard all");
        assert_eq!((last.1.clone(), last.2.clone()), (none.clone(), none));
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
