//! The view of "Box order": a casilleros table after the third cards; the boxes typed or
//! clicked in the order they are settled.

use super::super::super::table::{self, Pick};
use super::super::super::theme;
use super::super::paint::{display_ui, order_badges};
use super::super::state::{Notice, QuizCommand, QuizScreen};
use super::super::widgets::{GO, big_button};
use super::super::words::places_list;
use super::drill_view::DrillView;
use crate::core::Place;
use crate::core::view::TableView;
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question, typed};
use crate::text::i18n::I18n;

pub(super) struct BoxOrderView;

/// The boxes to settle, ascending.
fn boxes(item: &Item) -> &[Place] {
    match &item.question {
        Question::SettleOrder { boxes, .. } => boxes,
        _ => &[],
    }
}

impl DrillView for BoxOrderView {
    fn drill(&self) -> Drill {
        Drill::BoxOrder
    }

    fn name(&self) -> &'static str {
        "quiz.drill.box_order"
    }

    fn about(&self) -> &'static str {
        "quiz.about.box_order"
    }

    fn question(&self, i18n: &I18n, _item: &Item) -> String {
        i18n.tr("quiz.q.order").into()
    }

    fn keys_hint(&self, _item: &Item) -> &'static str {
        "quiz.keys.order"
    }

    fn answer(&self, _i18n: &I18n, _item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Order(places) => places
                .iter()
                .map(Place::to_string)
                .collect::<Vec<_>>()
                .join(" · "),
            _ => String::new(),
        }
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        let Explanation::Order {
            banca,
            stands,
            draws,
        } = &item.explanation
        else {
            return String::new();
        };
        let key = match (stands.is_empty(), draws.is_empty()) {
            (_, true) => "quiz.why.order_stands",
            (true, false) => "quiz.why.order_draws",
            (false, false) => "quiz.why.order_mixed",
        };
        i18n.trf(
            key,
            &[
                ("b", &banca.to_string()),
                ("stands", &places_list(stands)),
                ("draws", &places_list(draws)),
            ],
        )
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        i18n.trf("quiz.short.order", &[("n", &boxes(item).len().to_string())])
    }

    fn table<'a>(&self, item: &'a Item) -> Option<&'a TableView> {
        match &item.question {
            Question::SettleOrder { view, .. } => Some(view),
            _ => None,
        }
    }

    fn typing_marks_ui(
        &self,
        painter: &egui::Painter,
        layout: &table::TableLayout,
        screen: &QuizScreen,
        last_given: Option<&Answer>,
    ) {
        let given = match last_given {
            Some(Answer::Order(given)) => given.clone(),
            _ => typed::places(&screen.typed).unwrap_or_default(),
        };
        order_badges(painter, layout, &given, theme::GOLD, false);
    }

    fn marks_ui(
        &self,
        painter: &egui::Painter,
        layout: &table::TableLayout,
        item: &Item,
        _last_given: Option<&Answer>,
    ) {
        if let Answer::Order(order) = &item.expected {
            order_badges(painter, layout, order, theme::GOOD, true);
        }
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        screen: &QuizScreen,
        _item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        order_ui(ui, screen, i18n, commands);
    }

    fn on_char(&self, screen: &mut QuizScreen, item: &Item, ch: char) -> Vec<QuizCommand> {
        let Question::SettleOrder { view, boxes } = &item.question else {
            return Vec::new();
        };
        if ch.is_ascii_digit() {
            screen.typed.push(ch);
        } else if (ch == ' ' || ch == ',') && !screen.typed.ends_with(' ') {
            screen.typed.push(' ');
        }
        screen.notice = None;
        let picked = typed::places(&screen.typed).unwrap_or_default();
        let last_unambiguous = picked
            .last()
            .is_some_and(|last| u32::from(*last) * 10 > u32::from(view.place_count));
        if picked.len() == boxes.len() && last_unambiguous && ch.is_ascii_digit() {
            vec![QuizCommand::Answer(Answer::Order(picked))]
        } else {
            Vec::new()
        }
    }

    fn on_submit(&self, screen: &mut QuizScreen, item: &Item) -> Vec<QuizCommand> {
        let boxes = boxes(item);
        let picked = typed::places(&screen.typed).unwrap_or_default();
        if picked.len() < boxes.len() {
            screen.notice = Some(Notice::NeedBoxes(picked.len(), boxes.len()));
            return Vec::new();
        }
        vec![QuizCommand::Answer(Answer::Order(picked))]
    }

    fn on_pick(&self, screen: &mut QuizScreen, item: &Item, pick: Pick) -> Vec<QuizCommand> {
        let Pick::Place(place) = pick else {
            return Vec::new();
        };
        let mut picked = typed::places(&screen.typed).unwrap_or_default();
        if picked.contains(&place) {
            return Vec::new();
        }
        picked.push(place);
        screen.typed = picked
            .iter()
            .map(Place::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        if picked.len() == boxes(item).len() {
            vec![QuizCommand::Answer(Answer::Order(picked))]
        } else {
            screen.typed.push(' ');
            Vec::new()
        }
    }
}

/// The order to settle the boxes in: the places typed or clicked, and OK.
fn order_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        let shown = typed::places(&screen.typed)
            .unwrap_or_default()
            .iter()
            .map(Place::to_string)
            .collect::<Vec<_>>()
            .join(" · ");
        display_ui(ui, &i18n.tr("quiz.order"), &shown, true, 380.0);
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.add_space(22.0);
            ui.horizontal(|ui| {
                if ui
                    .add(big_button(
                        &i18n.tr("quiz.ok"),
                        &i18n.keys("Enter"),
                        GO,
                        130.0,
                    ))
                    .clicked()
                {
                    commands.push(QuizCommand::Submit);
                }
            });
        });
    });
}
