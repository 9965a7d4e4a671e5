//! An irregularity on the felt (procedures.md section 8), where a dealer sees it: a card face up,
//! damaged or stuck to the next at the shoe's mouth, a player's raised hand at the place that
//! claims, and "void" across the table once the coup is annulled. A misdealt card in the wrong
//! hand and an extra card on a standing hand lie in those hands (the core's view puts them
//! there). The sentence the banner says is [`sentence`].

use egui::{Align2, Color32, Stroke, StrokeKind, pos2, vec2};

use super::canvas::Canvas;
use super::layout::TableLayout;
use crate::app::theme;
use crate::core::irregularity::{Irregularity, Ruling};
use crate::core::procedure::Owner;
use crate::core::view::{CardView, EventView, Face, TableView};
use crate::core::{Place, TableKind};
use crate::text::i18n::I18n;

/// Paints the event of `view` and the void mark.
pub(super) fn paint_event(canvas: &mut Canvas, layout: &TableLayout, view: &TableView) {
    if let Some(event) = &view.event {
        match event.shown.event {
            Irregularity::FaceUp { .. }
            | Irregularity::Damaged { .. }
            | Irregularity::Stuck { .. } => at_the_shoe(canvas, layout, event),
            Irregularity::Claim { place, .. } => raised_hand(canvas, layout, place),
            _ => {}
        }
    }
    if view.void {
        let felt = layout.felt;
        let size = (layout.card_height * 0.5).clamp(22.0, 72.0);
        canvas.text(
            pos2(felt.center().x, layout.band.top() - size * 0.2),
            Align2::CENTER_BOTTOM,
            "VOID · NULA · NULLO",
            theme::bold_font,
            size,
            vec2(felt.width() * 0.6, size * 1.3),
            theme::BAD,
            felt,
        );
    }
}

/// The event's card at the shoe's mouth, face up, ringed in red; a stuck pair overlapping.
fn at_the_shoe(canvas: &mut Canvas, layout: &TableLayout, event: &EventView) {
    let rect = layout.next_card;
    for (index, &card) in event.shown.cards.iter().enumerate().rev() {
        let shift = vec2(rect.width() * 0.22, rect.height() * 0.08) * index as f32;
        let at = rect.translate(shift);
        if index == 0 {
            canvas.card(
                at,
                CardView {
                    card,
                    face: Face::Up,
                },
                layout.felt,
            );
        } else {
            crate::app::cards::paint_card(
                canvas.painter,
                at,
                CardView {
                    card,
                    face: Face::Up,
                },
            );
        }
    }
    canvas.painter.rect_stroke(
        rect.expand(4.0),
        6.0,
        Stroke::new(4.0, theme::BAD),
        StrokeKind::Outside,
    );
    if matches!(event.shown.event, Irregularity::Damaged { .. }) {
        // A marked card: a cross over its face.
        let stroke = Stroke::new(4.0, theme::BAD);
        canvas
            .painter
            .line_segment([rect.left_top(), rect.right_bottom()], stroke);
        canvas
            .painter
            .line_segment([rect.right_top(), rect.left_bottom()], stroke);
    }
}

/// A player's raised hand at the place that claims: a red disc with a "!" in a corner of
/// the place.
fn raised_hand(canvas: &mut Canvas, layout: &TableLayout, place: Place) {
    let Some(rect) = layout.places.get(usize::from(place).saturating_sub(1)) else {
        return;
    };
    let radius = (rect.width().min(rect.height()) * 0.18).clamp(11.0, 36.0);
    // Inside the place, at its bottom right corner: the number, the cards and the chips with
    // their amounts start at its top left, and a claim comes before anything is paid there.
    let centre = pos2(rect.right() - radius - 3.0, rect.bottom() - radius - 3.0);
    canvas
        .painter
        .circle(centre, radius, theme::BAD, Stroke::new(2.0, Color32::WHITE));
    canvas.text(
        centre,
        Align2::CENTER_CENTER,
        "!",
        theme::bold_font,
        radius * 1.4,
        vec2(radius * 2.0, radius * 2.0),
        Color32::WHITE,
        layout.felt,
    );
}

/// What happened, as the banner says it in the trainee's language.
pub fn sentence(i18n: &I18n, kind: TableKind, event: &EventView) -> String {
    let shown = &event.shown;
    let crate::text::explain::EventWords { n, m, card } =
        crate::text::explain::event_words(i18n, shown);
    let hand = shown
        .hand
        .map(|owner| match owner {
            Owner::Box(place) => i18n.the_place(kind, place),
            Owner::Punto => i18n.tr("hand.punto").into_owned(),
            Owner::Banca => i18n.banca(kind),
        })
        .unwrap_or_default();
    let (key, place) = match shown.event {
        Irregularity::FaceUp { .. } => ("table.event_faceup", String::new()),
        Irregularity::Exposed { .. } => ("table.event_exposed", String::new()),
        Irregularity::Stuck { .. } => ("table.event_stuck", String::new()),
        Irregularity::Misdeal { noticed: None, .. } => ("table.event_misdeal", String::new()),
        Irregularity::Misdeal { .. } => ("table.event_misdeal_late", String::new()),
        Irregularity::Extra { .. } => ("table.event_extra", String::new()),
        Irregularity::Damaged { .. } => ("table.event_damaged", String::new()),
        Irregularity::Claim { place, .. } => {
            let key = match event.ruling() {
                Some(Ruling::Void) => "table.event_claim_void",
                Some(Ruling::Stands) => "table.event_claim_stands",
                None => "table.event_claim",
            };
            (key, i18n.the_place(kind, place))
        }
    };
    i18n.trf(
        key,
        &[
            ("n", &n),
            ("m", &m),
            ("card", &card),
            ("hand", &hand),
            ("place", &place),
        ],
    )
}
