//! The chip tray (paying with chips, procedures.md section 7, CHIPS): a pay opens it, the
//! trainee cuts the payout from the table's chips (a click or the chip's digit adds one, a
//! right click takes one of that value back, Backspace the last one) and pays what was cut. The
//! chips are painted as chips in their colours, their values large enough for the back row.
//! The bar (what is paid, the buttons) takes the pick row's place under the table and the
//! chips go to the side panel, so the table keeps its size while the tray is open.

use egui::{RichText, Sense, vec2};

use super::cards;
use super::shortcuts;
use super::theme;
use crate::core::chips::{self, Stack};
use crate::core::{Money, Place, Profile};
use crate::text::i18n::I18n;

/// The chip tray open for one payout: the chips cut so far, in the order they were taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipTray {
    pub place: Place,
    pub cut: Vec<Money>,
}

/// What the trainee did at the tray this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrayDoes {
    Pay(Place, Vec<Stack>),
    Close,
}

impl ChipTray {
    pub fn new(place: Place) -> ChipTray {
        ChipTray {
            place,
            cut: Vec::new(),
        }
    }

    /// The chips cut, by value, largest first.
    pub fn stacks(&self) -> Vec<Stack> {
        let singles: Vec<Stack> = self
            .cut
            .iter()
            .map(|&value| Stack { value, count: 1 })
            .collect();
        chips::merged(&singles)
    }

    pub fn total(&self) -> Money {
        self.cut.iter().copied().sum()
    }

    /// One more chip of `value`.
    pub fn add(&mut self, value: Money) {
        self.cut.push(value);
    }

    /// The last chip taken goes back to the tray.
    pub fn take_back(&mut self) {
        self.cut.pop();
    }

    /// One chip of `value` goes back to the tray (the last of that value taken).
    pub fn take_back_one(&mut self, value: Money) {
        if let Some(at) = self.cut.iter().rposition(|&cut| cut == value) {
            self.cut.remove(at);
        }
    }

    /// Pay what was cut (nothing to pay while nothing is cut).
    pub fn pay(&self) -> Option<TrayDoes> {
        (!self.cut.is_empty()).then(|| TrayDoes::Pay(self.place, self.stacks()))
    }
}

/// A chip's value as printed on it and in the feedback: whole units bare (`25`, `1.000`),
/// cents by the language's decimal mark (`0,25`).
pub fn chip_value(i18n: &I18n, value: Money) -> String {
    i18n.chip(value)
}

/// Stacks as the feedback lists them: `1×25, 4×5, 2×1, 2×0,25`.
pub fn stacks_text(i18n: &I18n, stacks: &[Stack]) -> String {
    stacks
        .iter()
        .map(|stack| format!("{}×{}", stack.count, chip_value(i18n, stack.value)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The tray's bar, in the place of the pick row under the table (so opening the tray never
/// shrinks the table): the place being paid and the buttons.
pub fn tray_bar_ui(
    ui: &mut egui::Ui,
    tray: &mut ChipTray,
    profile: &Profile,
    i18n: &I18n,
) -> Option<TrayDoes> {
    let mut does = None;
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(40.0);
        ui.label(
            RichText::new(i18n.place_label(profile.kind, tray.place)).font(theme::bold_font(17.0)),
        );
        let pay = ui.add_enabled(
            !tray.cut.is_empty(),
            egui::Button::new(RichText::new(i18n.tr("tray.pay")).font(theme::bold_font(16.0)))
                .shortcut_text(i18n.keys("Enter"))
                .min_size(vec2(96.0, 34.0)),
        );
        if pay.clicked() {
            does = tray.pay();
        }
        let back = ui.add_enabled(
            !tray.cut.is_empty(),
            egui::Button::new(i18n.tr("tray.take_back"))
                .shortcut_text(i18n.keys("Backspace"))
                .min_size(vec2(96.0, 34.0)),
        );
        if back.clicked() {
            tray.take_back();
        }
        if ui
            .add(
                egui::Button::new(i18n.tr("tray.close"))
                    .shortcut_text("Esc")
                    .min_size(vec2(80.0, 34.0)),
            )
            .clicked()
        {
            does = Some(TrayDoes::Close);
        }
    });
    does
}

/// The tray's chips, in the side panel beside the table: what is being paid, the chips cut so
/// far, then the table's chips (smallest first, each with its digit), wrapped to the panel's
/// width.
pub fn tray_chips_ui(ui: &mut egui::Ui, tray: &mut ChipTray, profile: &Profile, i18n: &I18n) {
    let stacks = tray.stacks();
    ui.label(
        RichText::new(i18n.trf(
            "tray.title",
            &[
                ("place", &i18n.place_label(profile.kind, tray.place)),
                ("amount", &i18n.money_fixed(tray.total())),
                ("count", &chips::count(&stacks).to_string()),
            ],
        ))
        .font(theme::bold_font(17.0)),
    );
    ui.label(
        RichText::new(if stacks.is_empty() {
            i18n.tr("tray.nothing_cut").into_owned()
        } else {
            stacks_text(i18n, &stacks)
        })
        .font(theme::font(16.0))
        .color(theme::GOLD),
    );
    ui.horizontal_wrapped(|ui| {
        for (index, &value) in profile.chip_values().iter().enumerate() {
            if chip_button(ui, tray, profile, value, index, i18n) {
                tray.add(value);
            }
        }
    });
}

/// One chip of the tray as a button: its digit above, the chip below; a click takes one, a
/// right click gives one back. Returns whether it was clicked.
fn chip_button(
    ui: &mut egui::Ui,
    tray: &mut ChipTray,
    profile: &Profile,
    value: Money,
    index: usize,
    i18n: &I18n,
) -> bool {
    let response =
        chip_face_ui(ui, profile, value, index, i18n).on_hover_text(i18n.tr("tray.chip_hover"));
    if response.secondary_clicked() {
        tray.take_back_one(value);
    }
    response.clicked()
}

/// A chip of `profile`'s table worth `value` as a button, its digit (the `index`-th chip,
/// smallest first) above it: the tray's and the cut-the-payout drill's.
pub fn chip_face_ui(
    ui: &mut egui::Ui,
    profile: &Profile,
    value: Money,
    index: usize,
    i18n: &I18n,
) -> egui::Response {
    let radius = 29.0;
    let key = shortcuts::menu_key(index).map_or("", egui::Key::name);
    let (rect, response) = ui.allocate_exact_size(
        vec2(radius * 2.0 + 8.0, radius * 2.0 + 22.0),
        Sense::click(),
    );
    let colour = profile.chip_colour(value);
    let shown = chip_value(i18n, value);
    let label = i18n.trf(
        "tray.chip",
        &[("value", &shown), ("colour", &colour), ("key", key)],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let painter = ui.painter_at(rect);
    painter.text(
        egui::pos2(rect.center().x, rect.top() + 1.0),
        egui::Align2::CENTER_TOP,
        key,
        theme::bold_font(14.0),
        theme::weak(),
    );
    let (fill, ink) = theme::chip_colours(&colour);
    let centre = egui::pos2(rect.center().x, rect.bottom() - radius - 2.0);
    let lift = if response.hovered() { 2.0 } else { 0.0 };
    cards::paint_value_chip(
        &painter,
        centre - vec2(0.0, lift),
        radius,
        fill,
        ink,
        &shown,
    );
    response
}
