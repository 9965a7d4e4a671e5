//! One place (a box or a seat): its number and total, its cards, and the rows under them (the
//! bets, what was paid, the commission, the verdict), fitted so nothing covers money.

use egui::{Align2, Color32, CornerRadius, FontId, Rect, Stroke, StrokeKind, pos2, vec2};

use super::super::cards::{self, CARD_ASPECT};
use super::super::theme;
use super::canvas::{Canvas, Look, MarkKind};
use super::layout::{fitted, least_text};
use crate::core::kind::Passes;
use crate::core::procedure::Owner;
use crate::core::view::{HandView, PlaceView, TableView};
use crate::core::{Money, Place, Side, Winner};
use crate::text::i18n::I18n;

pub(super) fn side_color(side: Side) -> Color32 {
    match side {
        Side::Punto => theme::CHIP_PUNTO,
        Side::Banca => theme::CHIP_BANCA,
        Side::Empate => theme::CHIP_EMPATE,
    }
}

pub(super) fn side_letter(side: Side) -> &'static str {
    match side {
        Side::Punto => "P",
        Side::Banca => "B",
        Side::Empate => "E",
    }
}

pub(super) fn paint_place(
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
    let metrics = PlaceMetrics::of(rect, least_text(canvas.painter));
    // A marking table keeps the foot of each place for its commission box (PAY-box), so the
    // rows above never reach it.
    let box_strip = view.marks_commission.then(|| commission_box_rect(&metrics));
    if let Some(strip) = box_strip {
        paint_commission_box(canvas, strip, view.owed(place), place, i18n, rect);
    }
    let bottom = box_strip.map_or(rect.bottom() - metrics.pad, |strip| {
        strip.top() - metrics.pad * 0.5
    });
    paint_place_header(canvas, &metrics, view, place, hand, in_play);
    let mut y = rect.top() + metrics.header;
    if let Some(hand) = hand
        && !hand.cards.is_empty()
    {
        y += paint_place_cards(canvas, &metrics, y, hand) + metrics.pad;
    } else if view.kind.has_boxes() {
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
        pos2(rect.right() - metrics.pad, bottom.max(y)),
    );
    // A marking table's seat is short: its commission shows in its box, and who leaves on the
    // number's row, so the stakes keep the readable size.
    let marking = box_strip.is_some() && hand.is_none();
    if marking && info.leaves {
        paint_leaves_in_header(canvas, &metrics, i18n);
    }
    paint_place_rows(canvas, &metrics, rows, info, i18n, marking);
    if info.reads_punto {
        canvas.painter.rect_stroke(
            rect.shrink(3.0),
            CornerRadius::same(6),
            Stroke::new(2.0, theme::CHIP_PUNTO),
            StrokeKind::Inside,
        );
    }
}

/// The commission box at the foot of a place on a marking table: as wide as the place less
/// its padding, one row high.
pub(super) fn commission_box_of(place: Rect, least: f32) -> Rect {
    commission_box_rect(&PlaceMetrics::of(place, least))
}

fn commission_box_rect(metrics: &PlaceMetrics) -> Rect {
    let rect = metrics.rect;
    let readable = if metrics.unit >= READABLE_PLACE {
        metrics.least / TEXT_IN_ROW + 2.0
    } else {
        0.0
    };
    let height = (metrics.unit * 0.2).clamp(13.0, 36.0).max(readable);
    Rect::from_min_max(
        pos2(
            rect.left() + metrics.pad,
            rect.bottom() - metrics.pad - height,
        ),
        pos2(rect.right() - metrics.pad, rect.bottom() - metrics.pad),
    )
}

/// A place's commission box (PAY-box), printed on the layout with the place's number: what it
/// holds, or nothing once emptied.
fn paint_commission_box(
    canvas: &mut Canvas,
    strip: Rect,
    owed: Money,
    place: Place,
    i18n: &I18n,
    within: Rect,
) {
    let holds = !owed.is_zero();
    canvas.painter.rect(
        strip,
        CornerRadius::same(3),
        if holds {
            Color32::from_black_alpha(70)
        } else {
            Color32::TRANSPARENT
        },
        Stroke::new(
            1.0,
            if holds {
                theme::GOLD
            } else {
                theme::FELT_PRINT
            },
        ),
        StrokeKind::Inside,
    );
    let size = row_text_size(strip.height());
    let number = canvas.text(
        pos2(strip.left() + 3.0, strip.center().y),
        Align2::LEFT_CENTER,
        &place.to_string(),
        theme::font,
        size,
        vec2(strip.width() * 0.3, strip.height() - 2.0),
        theme::FELT_PRINT.gamma_multiply(1.6),
        within,
    );
    if holds {
        let left = number.right() + 3.0;
        canvas.text(
            pos2(strip.right() - 3.0, strip.center().y),
            Align2::RIGHT_CENTER,
            &i18n.money_fixed(owed),
            theme::bold_font,
            size,
            vec2(strip.right() - 3.0 - left, strip.height() - 2.0),
            theme::GOLD,
            within,
        );
    }
}

/// The sizes inside a place, all from its width, none of its numbers under `least`.
pub(super) struct PlaceMetrics {
    rect: Rect,
    unit: f32,
    pad: f32,
    number_size: f32,
    /// The height of the number row.
    header: f32,
    /// The smallest number on the table, in points.
    least: f32,
}

impl PlaceMetrics {
    fn of(rect: Rect, least: f32) -> PlaceMetrics {
        let unit = rect.width();
        // The small tables of the other screens (the review, the summary, the inspector)
        // scale their numbers with the place.
        let least = least * (unit / READABLE_PLACE).min(1.0);
        let pad = unit * 0.05;
        let number_size = (unit * 0.17).clamp(11.0, 40.0).max(least);
        PlaceMetrics {
            rect,
            unit,
            pad,
            number_size,
            header: number_size * 1.2 + pad,
            least,
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
pub(super) fn paint_place_header(
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
    if view.holder != place {
        return;
    }
    let middle = rect.top() + pad * 0.6 + number_size * 0.6;
    match view.kind.passes() {
        Passes::Nothing => {}
        Passes::BottoneEveryHand => {
            let radius = number_size * 0.5;
            canvas.chip(pos2(right - radius, middle), radius, theme::GOLD, "B", rect);
        }
        Passes::ShoeWhenPuntoWins => {
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
pub(super) fn paint_place_cards(
    canvas: &mut Canvas,
    metrics: &PlaceMetrics,
    y: f32,
    hand: &HandView,
) -> f32 {
    let (rect, pad) = (metrics.rect, metrics.pad);
    let card_width = metrics.card_width();
    let step = (metrics.unit - 2.0 * pad - card_width) / 2.0;
    let last = hand.cards.len().saturating_sub(1);
    for (index, card) in hand.cards.iter().enumerate() {
        let card_rect = Rect::from_min_size(
            pos2(rect.left() + pad + step * index as f32, y),
            vec2(card_width, metrics.card_height()),
        );
        let showing = if index == last { card_width } else { step };
        canvas.card_showing(card_rect, *card, rect, showing);
    }
    metrics.card_height()
}

/// One piece of a row in a place: a chip and an amount, or a badge.
pub(super) enum Piece {
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
    /// What was paid, as text alone (`+10`), where its chip would crowd the stake's amount.
    Paid(String),
    /// Encart, or who won.
    Badge { text: String, discarded: bool },
}

/// The rows under the cards (casilleros) or the number (seats): one per side bet on, what was
/// paid beside its stake (or on its own row when it does not fit), the commission, and the
/// verdict badge last, so nothing covers money and everything stays inside the place.
pub(super) fn paint_place_rows(
    canvas: &mut Canvas,
    metrics: &PlaceMetrics,
    area: Rect,
    info: &PlaceView,
    i18n: &I18n,
    marking: bool,
) {
    let lines = place_lines(info, i18n, marking);
    if lines.is_empty() {
        return;
    }
    let sizes = RowSizes {
        area,
        most: (metrics.unit * 0.26)
            .clamp(12.0, 40.0)
            .max(metrics.least / TEXT_IN_ROW),
        readable: metrics.least / TEXT_IN_ROW,
    };
    let lines = sizes.without_badges_that_crowd_money(lines);
    let split = split_wide_lines(canvas.painter, lines, &sizes);
    let (money_row, words_row) = sizes.money_and_words(&split);
    let mut top = area.top();
    for line in split {
        let row = if holds_money(&line) {
            money_row
        } else {
            words_row
        };
        let row_rect = Rect::from_min_size(pos2(area.left(), top), vec2(area.width(), row));
        top += row;
        let mut x = row_rect.left();
        let count = line.len() as f32;
        // A line made tight (its paid chip gone) keeps its pieces together: the `+` parts them.
        let gap = if line.iter().any(|piece| matches!(piece, Piece::Paid(_))) {
            0.0
        } else {
            row * 0.2
        };
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
            x = paint_piece(canvas, piece, room, metrics.rect) + gap;
        }
    }
}

/// The room of a place's rows: its area, the highest a row may be, and the row that reads
/// its text at the least size.
struct RowSizes {
    area: Rect,
    most: f32,
    readable: f32,
}

impl RowSizes {
    /// `count` rows of one height.
    fn even(&self, count: usize) -> f32 {
        (self.area.height() / count.max(1) as f32).min(self.most)
    }

    /// The heights of the rows with an amount and of the others. Money first: where the
    /// place is short, the rows with an amount keep the readable size and the badges (encart,
    /// who won, leaves) share what is left.
    fn money_and_words(&self, lines: &[Vec<Piece>]) -> (f32, f32) {
        let money = lines.iter().filter(|line| holds_money(line)).count();
        self.rows_for((money, lines.len() - money))
    }

    /// The lines less their badges (encart, who won) where the amounts could not keep the
    /// readable size beside them: a short place shows its money, and the verdict is on the
    /// hands, in the paid chip and in the side panel.
    fn without_badges_that_crowd_money(&self, lines: Vec<Vec<Piece>>) -> Vec<Vec<Piece>> {
        let money = lines.iter().filter(|line| holds_money(line)).count();
        let words = lines.len() - money;
        let left = self.area.height() - money as f32 * self.readable;
        let crowded = self.even(lines.len()) < self.readable
            && left / (words.max(1) as f32) < LEAST_BADGE_ROW
            && left >= -0.5;
        if money == 0 || words == 0 || !crowded {
            return lines;
        }
        lines.into_iter().filter(|line| holds_money(line)).collect()
    }

    /// [`RowSizes::money_and_words`] for `money` rows with an amount and `words` others.
    fn rows_for(&self, (money, words): (usize, usize)) -> (f32, f32) {
        let even = self.even(money + words);
        let left = (self.area.height() - money as f32 * self.readable) / words.max(1) as f32;
        if even < self.readable && money > 0 && words > 0 && left >= LEAST_BADGE_ROW {
            (self.readable, left.min(self.most))
        } else {
            (even, even)
        }
    }
}

/// The lines whose pieces do not fit side by side and read larger one a line, split one piece
/// a line: side by side they share a row's width (their texts shrink to fit it, a quarter at
/// most), split they take more rows of the place's height (those with an amount at the
/// readable size where the place has room).
fn split_wide_lines(
    painter: &egui::Painter,
    lines: Vec<Vec<Piece>>,
    sizes: &RowSizes,
) -> Vec<Vec<Piece>> {
    let count = |split: bool| -> (usize, usize) {
        let (mut money, mut words) = (0, 0);
        for line in &lines {
            let rows = if split { line.len() } else { 1 };
            if holds_money(line) {
                money += rows;
            } else {
                words += rows;
            }
        }
        (money, words)
    };
    let (together, _) = sizes.rows_for(count(false));
    let (apart, _) = sizes.rows_for(count(true));
    let split = lines.iter().any(|line| {
        let width: f32 = line
            .iter()
            .map(|piece| piece_width(painter, piece, together))
            .sum();
        let shrink = (sizes.area.width() / width.max(1.0)).min(1.0);
        // Side by side only the texts shrink, not the chips: no more than a quarter.
        line.len() > 1 && shrink < 1.0 && (apart > together * shrink + 0.5 || shrink < 0.75)
    });
    let mut lines_now = Vec::with_capacity(lines.len() + 2);
    for line in lines {
        if split && line.len() > 1 {
            lines_now.extend(line.into_iter().map(|piece| vec![piece]));
        } else {
            lines_now.push(without_crowding_chips(painter, line, sizes, together));
        }
    }
    lines_now
}

/// A line kept on one row that is wider than the row: what was paid goes without its chip
/// (`+10` in gold), so the amounts keep their size.
fn without_crowding_chips(
    painter: &egui::Painter,
    line: Vec<Piece>,
    sizes: &RowSizes,
    row: f32,
) -> Vec<Piece> {
    let width: f32 = line
        .iter()
        .map(|piece| piece_width(painter, piece, row))
        .sum();
    if line.len() < 2 || width <= sizes.area.width() {
        return line;
    }
    line.into_iter()
        .map(|piece| match piece {
            Piece::Chip {
                letter: "+", text, ..
            } => Piece::Paid(format!("+{text}")),
            other => other,
        })
        .collect()
}

/// Whether a row shows an amount (a stake, a payout, a commission).
fn holds_money(line: &[Piece]) -> bool {
    line.iter()
        .any(|piece| matches!(piece, Piece::Chip { .. } | Piece::Commission(_)))
}

/// "Leaves" on the number's row of a seat, right of its number, at the number's height.
fn paint_leaves_in_header(canvas: &mut Canvas, metrics: &PlaceMetrics, i18n: &I18n) {
    let rect = metrics.rect;
    let top = rect.top() + metrics.pad * 0.6;
    let room = Rect::from_min_max(
        pos2(rect.left() + metrics.pad + metrics.unit * 0.3, top),
        pos2(
            rect.right() - metrics.pad,
            top + metrics.number_size.min(metrics.header - metrics.pad),
        ),
    );
    let tag = Tag {
        font: theme::bold_font,
        text_color: Color32::WHITE,
        fill: theme::LEAVES,
        stroke: Stroke::NONE,
        centre_x: None,
    };
    paint_tag(canvas, &i18n.tr("table.leaves"), &tag, room, rect);
}

/// The rows of a place's pieces: each side's stake (with what it was paid, where it won), the
/// commission marked, the verdict, who leaves. On a marking table's seat (`marking`) the
/// commission is in the seat's box and who leaves on its number's row, not here.
fn place_lines(info: &PlaceView, i18n: &I18n, marking: bool) -> Vec<Vec<Piece>> {
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
    if let Some(commission) = info.commission.filter(|_| !marking) {
        lines.push(vec![Piece::Commission(i18n.money(commission))]);
    }
    if let Some(text) = place_verdict(info, i18n) {
        lines.push(vec![Piece::Badge {
            text,
            discarded: info.discarded,
        }]);
    }
    if info.leaves && !marking {
        // The box is collected as the player leaves (PAY-box): the table shows who leaves.
        lines.push(vec![Piece::Badge {
            text: i18n.tr("table.leaves").to_string(),
            discarded: false,
        }]);
    }
    lines
}

pub(super) fn paid_piece(paid: Money, i18n: &I18n) -> Piece {
    Piece::Chip {
        color: theme::CHIP_PAID,
        letter: "+",
        showing: true,
        text: i18n.money(paid),
        text_color: theme::GOLD,
    }
}

/// A place at least this wide (points) holds every number at the readable size; a smaller
/// one scales it down.
const READABLE_PLACE: f32 = 64.0;

/// The least row a badge (encart, who won, leaves) is given when amounts go first.
const LEAST_BADGE_ROW: f32 = 10.0;

/// A chip's radius over its row's height: small beside its amount, which must be read.
const CHIP_IN_ROW: f32 = 0.3;

/// A row's text over the row's height.
const TEXT_IN_ROW: f32 = 0.72;

pub(super) fn row_text_size(row: f32) -> f32 {
    row * TEXT_IN_ROW
}

/// How wide a piece is at its natural size on a row `row` high.
pub(super) fn piece_width(painter: &egui::Painter, piece: &Piece, row: f32) -> f32 {
    // A place squeezed to no rows at all (a small table) still measures at a size a font has.
    let size = row_text_size(row).max(1.0);
    match piece {
        Piece::Chip { text, .. } => {
            row * CHIP_IN_ROW * 2.0
                + 3.0
                + painter
                    .layout_no_wrap(text.clone(), theme::bold_font(size), theme::TEXT)
                    .size()
                    .x
                + row * 0.2
        }
        Piece::Paid(text) => {
            painter
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
pub(super) fn paint_piece(canvas: &mut Canvas, piece: Piece, room: Rect, place: Rect) -> f32 {
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
            let radius = row * CHIP_IN_ROW;
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
            let left = centre.x + radius + 2.5;
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
        Piece::Paid(text) => canvas
            .text(
                pos2(room.left(), room.center().y),
                Align2::LEFT_CENTER,
                &text,
                theme::bold_font,
                size,
                vec2(room.width(), row),
                theme::GOLD,
                place,
            )
            .right(),
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
pub(super) struct Tag {
    font: fn(f32) -> FontId,
    text_color: Color32,
    fill: Color32,
    stroke: Stroke,
    /// Centred on this x, or at the right of its room.
    centre_x: Option<f32>,
}

/// Paints `text` in a box fitted to `room`; returns the box's right edge.
pub(super) fn paint_tag(
    canvas: &mut Canvas,
    text: &str,
    tag: &Tag,
    room: Rect,
    place: Rect,
) -> f32 {
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
pub(super) fn place_verdict(info: &PlaceView, i18n: &I18n) -> Option<String> {
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

pub(super) fn winner_side(winner: Winner) -> Option<Side> {
    match winner {
        Winner::Punto => Some(Side::Punto),
        Winner::Banca => Some(Side::Banca),
        Winner::Tie => Some(Side::Empate),
    }
}
