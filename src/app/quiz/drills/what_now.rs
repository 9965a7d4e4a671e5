//! The view of "What now?": a table at an irregular moment, the event on the felt and in words;
//! the trainee names the remedy with a button or its digit (1 call the inspector, 2 burn,
//! 3 keep, 4 restore, 5 void).

use egui::Color32;

use super::super::state::{QuizCommand, QuizScreen};
use super::super::widgets::big_button;
use super::drill_view::DrillView;
use crate::app::table::events;
use crate::core::TableKind;
use crate::core::diagnosis::Facts;
use crate::core::view::TableView;
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question};
use crate::text::explain;
use crate::text::i18n::I18n;

pub(super) struct WhatNowView;

/// The remedies, in the order of their digits, with their buttons' labels: the dealer's menu's.
use crate::app::actions::REMEDIES;

fn view_of(item: &Item) -> Option<&TableView> {
    match &item.question {
        Question::Remedy { view } => Some(view),
        _ => None,
    }
}

fn kind(item: &Item) -> TableKind {
    view_of(item).map_or_else(TableKind::default, |view| view.kind)
}

impl DrillView for WhatNowView {
    fn drill(&self) -> Drill {
        Drill::WhatNow
    }

    fn name(&self) -> &'static str {
        "quiz.drill.what_now"
    }

    fn about(&self) -> &'static str {
        "quiz.about.what_now"
    }

    /// What happened, then the question.
    fn question(&self, i18n: &I18n, item: &Item) -> String {
        let happened = view_of(item)
            .and_then(|view| view.event.as_ref().map(|event| (view.kind, event)))
            .map(|(kind, event)| events::sentence(i18n, kind, event))
            .unwrap_or_default();
        format!("{happened} {}", i18n.tr("quiz.q.what_now"))
            .trim()
            .to_string()
    }

    fn keys_hint(&self, _item: &Item) -> &'static str {
        "quiz.keys.what_now"
    }

    fn answer(&self, i18n: &I18n, item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Remedy(action) => i18n.describe(*action, kind(item)),
            _ => String::new(),
        }
    }

    /// The table's rule for this event and its source (the trainer's DI1 sentence).
    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Remedy { event, due } => {
                let facts = Facts::Irregular {
                    event: event.clone(),
                    due: *due,
                };
                explain::told(i18n, kind(item), &facts, item.rule)
            }
            _ => String::new(),
        }
    }

    /// What happened, in the trainee's language, for the lists.
    fn short(&self, i18n: &I18n, item: &Item) -> String {
        view_of(item)
            .and_then(|view| view.event.as_ref().map(|event| (view.kind, event)))
            .map(|(kind, event)| events::sentence(i18n, kind, event))
            .unwrap_or_else(|| self.question(i18n, item))
    }

    fn table<'a>(&self, item: &'a Item) -> Option<&'a TableView> {
        view_of(item)
    }

    /// Five buttons wrap to two rows on a small window.
    fn answer_height(&self) -> f32 {
        176.0
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        _screen: &QuizScreen,
        _item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        ui.horizontal_wrapped(|ui| {
            let width = ((ui.available_width() - 40.0) / 5.0).clamp(120.0, 240.0);
            for (index, &(label, remedy)) in REMEDIES.iter().enumerate() {
                let text = i18n.tr(label);
                let key = (index + 1).to_string();
                if ui
                    .add(big_button(
                        &text,
                        &key,
                        Color32::from_rgb(0x5a, 0x2a, 0x2a),
                        width,
                    ))
                    .clicked()
                {
                    commands.push(QuizCommand::Answer(Answer::Remedy(remedy)));
                }
            }
        });
    }

    fn on_char(&self, _screen: &mut QuizScreen, _item: &Item, ch: char) -> Vec<QuizCommand> {
        ch.to_digit(10)
            .and_then(|digit| REMEDIES.get((digit as usize).checked_sub(1)?))
            .map(|&(_, remedy)| vec![QuizCommand::Answer(Answer::Remedy(remedy))])
            .unwrap_or_default()
    }
}
