//! The tableau heat map: the T5 table (Banca 0–7 against Punto's third card, or Punto standing)
//! and Punto's T4 row, each cell coloured by the trainee's accuracy on it, with the rule's own
//! letter (D draw, S stand, asked of the core) and the count. Below it, accuracy per drill.

use egui::{Align2, Color32, CornerRadius, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2};

use super::super::theme;
use super::text as quiz_text;
use crate::core::tableau;
use crate::session::quiz::drills::{t4_key, t5_key};
use crate::session::quiz::{Drill, DrillChoice, History, ItemStats};
use crate::text::i18n::I18n;

/// Red (all wrong) through amber to green (all right).
pub fn accuracy_color(accuracy: f64) -> Color32 {
    let mix = |a: Color32, b: Color32, t: f32| {
        let channel = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t) as u8;
        Color32::from_rgb(
            channel(a.r(), b.r()),
            channel(a.g(), b.g()),
            channel(a.b(), b.b()),
        )
    };
    let red = Color32::from_rgb(0xb0, 0x3a, 0x32);
    let amber = Color32::from_rgb(0xb8, 0x86, 0x1c);
    let green = Color32::from_rgb(0x2e, 0x8b, 0x4a);
    let t = accuracy.clamp(0.0, 1.0) as f32;
    if t < 0.5 {
        mix(red, amber, t * 2.0)
    } else {
        mix(amber, green, (t - 0.5) * 2.0)
    }
}

/// One cell: its accessible name says what it is and how the trainee did.
#[allow(clippy::too_many_arguments)]
fn cell_ui(
    ui: &mut Ui,
    rect: Rect,
    stats: Option<&ItemStats>,
    draws: bool,
    name: String,
    i18n: &I18n,
    letter_size: f32,
) {
    let painter = ui.painter();
    let accuracy = stats.and_then(ItemStats::accuracy);
    let fill = accuracy.map_or(Color32::from_rgb(0x30, 0x34, 0x3b), accuracy_color);
    painter.rect(
        rect.shrink(1.5),
        CornerRadius::same(5),
        fill,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
        StrokeKind::Inside,
    );
    let letter = if draws { "D" } else { "S" };
    let letter_color = if accuracy.is_some() {
        Color32::WHITE
    } else {
        theme::weak()
    };
    painter.text(
        rect.center() - vec2(0.0, letter_size * 0.22),
        Align2::CENTER_CENTER,
        letter,
        theme::bold_font(letter_size),
        letter_color,
    );
    let count = stats.map_or(String::new(), |stats| {
        format!("{}/{}", stats.correct, stats.seen)
    });
    painter.text(
        pos2(rect.center().x, rect.bottom() - letter_size * 0.42),
        Align2::CENTER_CENTER,
        &count,
        theme::font((letter_size * 0.5).max(10.0)),
        Color32::from_white_alpha(210),
    );
    let described = match stats {
        Some(stats) => i18n.trf(
            "quiz.heat.cell",
            &[
                ("name", &name),
                ("right", &stats.correct.to_string()),
                ("seen", &stats.seen.to_string()),
            ],
        ),
        None => i18n.trf("quiz.heat.cell_new", &[("name", &name)]),
    };
    let response = ui.interact(rect, ui.scope_id().with(&name), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &described));
    response.on_hover_text(described);
}

/// Draws the map in the space available (as wide as it can, up to a comfortable size).
pub fn heatmap_ui(ui: &mut Ui, history: &History, i18n: &I18n) {
    let width = ui.available_width();
    let label_width = 96.0;
    let cell = ((width - label_width) / 11.0).clamp(30.0, 50.0);
    let letter = (cell * 0.42).clamp(13.0, 26.0);
    let header = 44.0;
    let height = header + 8.0 * cell + 48.0 + cell + 8.0;
    let (area, _) = ui.allocate_exact_size(vec2(label_width + 11.0 * cell, height), Sense::hover());
    let left = area.left() + label_width;
    heat_headers(ui.painter(), area, left, cell, header, i18n);
    for banca in 0..=7u8 {
        let top = area.top() + header + f32::from(banca) * cell;
        ui.painter().text(
            pos2(left - 12.0, top + cell / 2.0),
            Align2::RIGHT_CENTER,
            banca.to_string(),
            theme::bold_font(16.0),
            theme::TEXT,
        );
        for column in 0..11usize {
            let third = column.checked_sub(1).map(|value| value as u8);
            let rect =
                Rect::from_min_size(pos2(left + column as f32 * cell, top), vec2(cell, cell));
            let name = match third {
                Some(value) => i18n.trf(
                    "quiz.heat.cell_name",
                    &[("b", &banca.to_string()), ("v", &value.to_string())],
                ),
                None => i18n.trf("quiz.heat.cell_name_stood", &[("b", &banca.to_string())]),
            };
            cell_ui(
                ui,
                rect,
                history.item(&t5_key(banca, third)),
                tableau::banca_draws(banca, third),
                name,
                i18n,
                letter,
            );
        }
    }
    let punto_top = area.top() + header + 8.0 * cell + 48.0;
    punto_row_ui(
        ui,
        history,
        i18n,
        (area.left(), left, punto_top),
        cell,
        letter,
    );
}

/// The heat map's headings: the third card over the columns, the Banca's totals down the side.
fn heat_headers(
    painter: &egui::Painter,
    area: Rect,
    left: f32,
    cell: f32,
    header: f32,
    i18n: &I18n,
) {
    let muted = theme::weak();

    painter.text(
        pos2(left + 5.5 * cell, area.top()),
        Align2::CENTER_TOP,
        i18n.tr("quiz.heat.third"),
        theme::bold_font(14.0),
        muted,
    );
    let column_label = |column: usize| match column {
        0 => "–".to_string(),
        value => (value - 1).to_string(),
    };
    for column in 0..11 {
        painter.text(
            pos2(
                left + (column as f32 + 0.5) * cell,
                area.top() + header - 4.0,
            ),
            Align2::CENTER_BOTTOM,
            column_label(column),
            theme::bold_font(15.0),
            theme::TEXT,
        );
    }
    painter.text(
        pos2(area.left(), area.top() + header - 4.0),
        Align2::LEFT_BOTTOM,
        i18n.tr("quiz.heat.banca"),
        theme::bold_font(14.0),
        muted,
    );
}

/// Punto's row: draw or stand on each total (T4), under the third card's columns 0–7.
fn punto_row_ui(
    ui: &mut Ui,
    history: &History,
    i18n: &I18n,
    (area_left, left, punto_top): (f32, f32, f32),
    cell: f32,
    letter: f32,
) {
    let muted = theme::weak();
    ui.painter().text(
        pos2(area_left, punto_top - 20.0),
        Align2::LEFT_BOTTOM,
        i18n.tr("quiz.heat.punto_row"),
        theme::bold_font(14.0),
        muted,
    );
    for punto in 0..=7u8 {
        // Punto's row sits under the columns 0–7 of the third card.
        let rect = Rect::from_min_size(
            pos2(left + (f32::from(punto) + 1.0) * cell, punto_top),
            vec2(cell, cell),
        );
        ui.painter().text(
            pos2(rect.center().x, rect.top() - 3.0),
            Align2::CENTER_BOTTOM,
            punto.to_string(),
            theme::bold_font(13.0),
            theme::TEXT,
        );
        cell_ui(
            ui,
            rect,
            history.item(&t4_key(punto)),
            tableau::punto_draws(punto),
            i18n.trf("quiz.heat.punto_name", &[("p", &punto.to_string())]),
            i18n,
            letter,
        );
    }
}

/// Accuracy and items known per drill, from the history.
pub fn by_drill_ui(ui: &mut Ui, history: &History, i18n: &I18n) {
    egui::Grid::new("quiz-by-drill")
        .num_columns(3)
        .spacing([18.0, 8.0])
        .show(ui, |ui| {
            for drill in Drill::ALL {
                let items: Vec<&ItemStats> = history
                    .items
                    .iter()
                    .filter(|(key, _)| Drill::of_key(key) == Some(drill))
                    .map(|(_, stats)| stats)
                    .collect();
                let seen: u32 = items.iter().map(|stats| stats.seen).sum();
                if seen == 0 {
                    continue;
                }
                let correct: u32 = items.iter().map(|stats| stats.correct).sum();
                let accuracy = f64::from(correct) / f64::from(seen);
                ui.label(quiz_text::drill_name(i18n, DrillChoice::One(drill)));
                let (rect, _) = ui.allocate_exact_size(vec2(140.0, 14.0), Sense::hover());
                ui.painter()
                    .rect_filled(rect, CornerRadius::same(4), theme::PANEL_EDGE);
                let mut filled = rect;
                filled.set_width(rect.width() * accuracy as f32);
                ui.painter()
                    .rect_filled(filled, CornerRadius::same(4), accuracy_color(accuracy));
                ui.label(
                    egui::RichText::new(i18n.trf(
                        "quiz.heat.drill_line",
                        &[
                            ("percent", &i18n.decimal(accuracy * 100.0, 0)),
                            ("seen", &seen.to_string()),
                        ],
                    ))
                    .color(theme::weak()),
                );
                ui.end_row();
            }
        });
}
