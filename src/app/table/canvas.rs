//! The measuring canvas: a painter that records every text, chip and card it paints as a
//! [`Mark`] with the place it must stay inside, so a test can check that nothing covers money.

use std::sync::Arc;

use egui::{Align2, Color32, FontId, Galley, Pos2, Rect, Stroke, vec2};

use super::super::cards;
use super::super::theme;
use super::layout::fitted;

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

/// A painter that records what it paints.
pub(super) struct Canvas<'a> {
    pub(super) painter: &'a egui::Painter,
    pub(super) marks: Vec<Mark>,
}

impl Canvas<'_> {
    pub(super) fn mark(&mut self, kind: MarkKind, rect: Rect, within: Rect, what: &str) {
        self.marks.push(Mark {
            kind,
            rect,
            within,
            what: what.to_string(),
        });
    }

    /// `galley` placed by `align` at `anchor`; returns its rect.
    pub(super) fn galley(
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
    pub(super) fn text(
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

    pub(super) fn chip(
        &mut self,
        centre: Pos2,
        radius: f32,
        color: Color32,
        letter: &str,
        within: Rect,
    ) {
        cards::paint_chip(self.painter, centre, radius, color, letter);
        let rect = Rect::from_center_size(centre, vec2(radius, radius) * 2.0);
        self.mark(MarkKind::Chip, rect, within, letter);
    }

    pub(super) fn card(&mut self, rect: Rect, card: crate::core::view::CardView, within: Rect) {
        self.card_showing(rect, card, within, rect.width());
    }

    /// A card of which `showing` points of width are in sight (a fanned card under another).
    /// A card as wide as a readable place's keeps its index at the table's least text.
    pub(super) fn card_showing(
        &mut self,
        rect: Rect,
        card: crate::core::view::CardView,
        within: Rect,
        showing: f32,
    ) {
        let least = super::layout::least_text(self.painter) * (rect.width() / 23.0).min(1.0);
        cards::paint_card_readable(self.painter, rect, card, (least, showing));
        self.mark(MarkKind::Card, rect, within, "card");
    }
}

/// Whether a place or hand is picked, or under the pointer.
#[derive(Clone, Copy)]
pub(super) struct Look {
    pub(super) selected: bool,
    pub(super) hot: bool,
}

impl Look {
    pub(super) fn stroke(self, normal: Stroke) -> Stroke {
        if self.selected {
            Stroke::new(3.0, theme::SELECTED)
        } else if self.hot {
            Stroke::new(2.0, theme::GOLD)
        } else {
            normal
        }
    }
}
