//! The view of "Venice precedence": a Venice table with the bets closed; the seat that
//! receives Punto's cards, typed or clicked (0 or the dealer: no Punto bet).

use super::super::super::table::{self, Pick};
use super::super::paint::display_ui;
use super::super::state::{QuizCommand, QuizScreen};
use super::super::words::{capitalized, joined};
use super::drill_view::{DrillView, outline_answers, place_rect};
use crate::core::view::TableView;
use crate::core::{Money, TableKind};
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question, typed};
use crate::text::i18n::I18n;

pub(super) struct VeniceView;

/// The kind of the item's table.
fn kind(item: &Item) -> TableKind {
    match &item.question {
        Question::PuntoReader { view } => view.kind,
        _ => TableKind::default(),
    }
}

impl DrillView for VeniceView {
    fn drill(&self) -> Drill {
        Drill::Venice
    }

    fn name(&self) -> &'static str {
        "quiz.drill.venice"
    }

    fn about(&self) -> &'static str {
        "quiz.about.venice"
    }

    fn question(&self, i18n: &I18n, _item: &Item) -> String {
        i18n.tr("quiz.q.reader").into()
    }

    fn keys_hint(&self, _item: &Item) -> &'static str {
        "quiz.keys.reader"
    }

    fn answer(&self, i18n: &I18n, item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Reader(Some(place)) => i18n.place_label(kind(item), *place),
            _ => capitalized(&i18n.tr("table.dealer")),
        }
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        let money = |amount: Money| i18n.money(amount);
        let kind = kind(item);
        match &item.explanation {
            Explanation::Reader {
                reader: Some(seat),
                stake,
                tied,
                holder,
            } => {
                if tied.len() <= 1 {
                    i18n.trf(
                        "quiz.why.reader_single",
                        &[
                            ("stake", &money(*stake)),
                            ("seat", &i18n.the_place(kind, *seat)),
                        ],
                    )
                } else if seat == holder {
                    i18n.trf(
                        "quiz.why.reader_holder",
                        &[
                            ("stake", &money(*stake)),
                            ("tied", &joined(i18n, tied)),
                            ("seat", &i18n.the_place(kind, *seat)),
                        ],
                    )
                } else {
                    i18n.trf(
                        "quiz.why.reader_tie",
                        &[
                            ("stake", &money(*stake)),
                            ("tied", &joined(i18n, tied)),
                            ("holder", &i18n.the_place(kind, *holder)),
                            ("seat", &i18n.the_place(kind, *seat)),
                        ],
                    )
                }
            }
            _ => i18n.tr("quiz.why.reader_dealer").into(),
        }
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Reader { holder, .. } => {
                i18n.trf("quiz.short.reader", &[("holder", &holder.to_string())])
            }
            _ => self.question(i18n, item),
        }
    }

    fn table<'a>(&self, item: &'a Item) -> Option<&'a TableView> {
        match &item.question {
            Question::PuntoReader { view } => Some(view),
            _ => None,
        }
    }

    fn marks_ui(
        &self,
        painter: &egui::Painter,
        layout: &table::TableLayout,
        item: &Item,
        last_given: Option<&Answer>,
    ) {
        outline_answers(painter, item, last_given, |answer| match answer {
            Answer::Reader(Some(place)) => place_rect(layout, *place),
            Answer::Reader(None) => Some(layout.dealer),
            _ => None,
        });
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        screen: &QuizScreen,
        _item: &Item,
        i18n: &I18n,
        _commands: &mut Vec<QuizCommand>,
    ) {
        ui.horizontal(|ui| {
            display_ui(ui, &i18n.tr("quiz.seat"), &screen.typed, true, 160.0);
        });
    }

    fn on_char(&self, screen: &mut QuizScreen, item: &Item, ch: char) -> Vec<QuizCommand> {
        let Question::PuntoReader { view } = &item.question else {
            return Vec::new();
        };
        if ch == '0' && screen.typed.is_empty() {
            return vec![QuizCommand::Answer(Answer::Reader(None))];
        }
        screen
            .place_digit(ch, view.place_count)
            .map(|place| vec![QuizCommand::Answer(Answer::Reader(Some(place)))])
            .unwrap_or_default()
    }

    fn on_submit(&self, screen: &mut QuizScreen, _item: &Item) -> Vec<QuizCommand> {
        typed::places(&screen.typed)
            .and_then(|places| places.first().copied())
            .map(|place| vec![QuizCommand::Answer(Answer::Reader(Some(place)))])
            .unwrap_or_default()
    }

    fn on_pick(&self, _screen: &mut QuizScreen, _item: &Item, pick: Pick) -> Vec<QuizCommand> {
        match pick {
            Pick::Place(place) => vec![QuizCommand::Answer(Answer::Reader(Some(place)))],
            Pick::Dealer => vec![QuizCommand::Answer(Answer::Reader(None))],
            _ => Vec::new(),
        }
    }
}
