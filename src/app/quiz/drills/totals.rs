//! The view of "Totals": the cards on the felt, the digits 0 to 9.

use egui::{Rect, RichText, vec2};

use super::super::super::theme;
use super::super::paint::hand_ui;
use super::super::state::{QuizCommand, QuizScreen};
use super::drill_view::DrillView;
use crate::core::Profile;
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question};
use crate::text::i18n::I18n;

pub(super) struct TotalsView;

impl DrillView for TotalsView {
    fn drill(&self) -> Drill {
        Drill::Totals
    }

    fn name(&self) -> &'static str {
        "quiz.drill.totals"
    }

    fn about(&self) -> &'static str {
        "quiz.about.totals"
    }

    fn question(&self, i18n: &I18n, _item: &Item) -> String {
        i18n.tr("quiz.q.total").into()
    }

    fn keys_hint(&self, _item: &Item) -> &'static str {
        "quiz.keys.total"
    }

    fn answer(&self, _i18n: &I18n, _item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Total(total) => total.to_string(),
            _ => String::new(),
        }
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        let Explanation::Total {
            values,
            total,
            natural,
        } = &item.explanation
        else {
            return String::new();
        };
        let sum: u32 = values.iter().map(|value| u32::from(*value)).sum();
        let spelled = format!(
            "{} = {sum}",
            values
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        );
        let key = if *natural {
            "quiz.why.natural"
        } else {
            "quiz.why.total"
        };
        i18n.trf(key, &[("sum", &spelled), ("total", &total.to_string())])
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Total { values, .. } => i18n.trf(
                "quiz.short.total",
                &[(
                    "cards",
                    &values
                        .iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                )],
            ),
            _ => self.question(i18n, item),
        }
    }

    fn felt_ui(
        &self,
        painter: &egui::Painter,
        area: Rect,
        item: &Item,
        _profile: &Profile,
        _i18n: &I18n,
    ) {
        if let Question::Total { cards: hand } = &item.question {
            let height = (area.height() * 0.6).clamp(60.0, 260.0);
            let top = area.top() + (area.height() - height - 70.0) / 2.0;
            hand_ui(painter, area.center().x, top, "", hand, height);
        }
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        _screen: &QuizScreen,
        _item: &Item,
        _i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        digits_ui(ui, commands);
    }

    fn on_char(&self, _screen: &mut QuizScreen, _item: &Item, ch: char) -> Vec<QuizCommand> {
        ch.to_digit(10)
            .map(|digit| vec![QuizCommand::Answer(Answer::Total(digit as u8))])
            .unwrap_or_default()
    }
}

/// A total: the digits 0 to 9.
fn digits_ui(ui: &mut egui::Ui, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 8.0;
        let width = ((ui.available_width() - 72.0) / 10.0).min(64.0);
        for digit in 0..=9u8 {
            let button =
                egui::Button::new(RichText::new(digit.to_string()).font(theme::bold_font(24.0)))
                    .min_size(vec2(width, 50.0));
            if ui.add(button).clicked() {
                commands.push(QuizCommand::Answer(Answer::Total(digit)));
            }
        }
    });
}
