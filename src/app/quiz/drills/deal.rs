//! The view of "Deal": a table before the deal; where card N goes, typed (a box, P, B) or
//! clicked.

use egui::Color32;

use super::super::super::table::{self, Pick};
use super::super::super::theme;
use super::super::paint::display_ui;
use super::super::state::{QuizCommand, QuizScreen};
use super::super::widgets::big_button;
use super::drill_view::{DrillView, outline_answers, place_rect};
use crate::core::TableKind;
use crate::core::kind::BancaWord;
use crate::core::procedure::Owner;
use crate::core::view::TableView;
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question, typed};
use crate::text::i18n::I18n;

pub(super) struct DealView;

/// The kind of the item's table.
fn kind(item: &Item) -> TableKind {
    match &item.question {
        Question::DealCard { view, .. } => view.kind,
        _ => TableKind::default(),
    }
}

impl DrillView for DealView {
    fn drill(&self) -> Drill {
        Drill::Deal
    }

    fn name(&self) -> &'static str {
        "quiz.drill.deal"
    }

    fn about(&self) -> &'static str {
        "quiz.about.deal"
    }

    fn question(&self, i18n: &I18n, item: &Item) -> String {
        match &item.question {
            Question::DealCard { n, cards, .. } => i18n.trf(
                "quiz.q.deal",
                &[("n", &n.to_string()), ("cards", &cards.to_string())],
            ),
            _ => String::new(),
        }
    }

    fn keys_hint(&self, item: &Item) -> &'static str {
        if kind(item).has_boxes() {
            "quiz.keys.deal_boxes"
        } else {
            "quiz.keys.deal_hands"
        }
    }

    fn answer(&self, i18n: &I18n, item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Deal(Owner::Banca) => i18n.banca(kind(item)),
            Answer::Deal(other) => i18n.owner(*other),
            _ => String::new(),
        }
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        let Explanation::Deal { n, owner, order } = &item.explanation else {
            return String::new();
        };
        let kind = kind(item);
        let names: Vec<String> = order
            .iter()
            .map(|owner| match owner {
                Owner::Box(place) => place.to_string(),
                Owner::Banca => i18n.banca(kind),
                other => i18n.owner(*other),
            })
            .collect();
        let owner = owner_in_sentence(i18n, *owner, kind);
        i18n.trf(
            "quiz.why.deal",
            &[
                ("order", &names.join(" · ")),
                ("n", &n.to_string()),
                ("owner", &owner),
            ],
        )
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match &item.question {
            Question::DealCard { n, cards, .. } => i18n.trf(
                "quiz.short.deal",
                &[("n", &n.to_string()), ("cards", &cards.to_string())],
            ),
            _ => String::new(),
        }
    }

    fn table<'a>(&self, item: &'a Item) -> Option<&'a TableView> {
        match &item.question {
            Question::DealCard { view, .. } => Some(view),
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
            Answer::Deal(Owner::Box(place)) => place_rect(layout, *place),
            Answer::Deal(Owner::Banca) => Some(layout.banca),
            Answer::Deal(Owner::Punto) => layout.punto,
            _ => None,
        });
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        screen: &QuizScreen,
        item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        deal_ui(ui, screen, kind(item), i18n, commands);
    }

    fn on_char(&self, screen: &mut QuizScreen, item: &Item, ch: char) -> Vec<QuizCommand> {
        let Question::DealCard { view, .. } = &item.question else {
            return Vec::new();
        };
        match ch.to_ascii_lowercase() {
            'b' => vec![QuizCommand::Answer(Answer::Deal(Owner::Banca))],
            'p' if !view.kind.has_boxes() => {
                vec![QuizCommand::Answer(Answer::Deal(Owner::Punto))]
            }
            _ if view.kind.has_boxes() => screen
                .place_digit(ch, view.place_count)
                .map(|place| vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))])
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    fn on_submit(&self, screen: &mut QuizScreen, item: &Item) -> Vec<QuizCommand> {
        if !kind(item).has_boxes() {
            return Vec::new();
        }
        typed::places(&screen.typed)
            .and_then(|places| places.first().copied())
            .map(|place| vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))])
            .unwrap_or_default()
    }

    fn on_pick(&self, _screen: &mut QuizScreen, _item: &Item, pick: Pick) -> Vec<QuizCommand> {
        match pick {
            Pick::Place(place) => vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))],
            Pick::Banca => vec![QuizCommand::Answer(Answer::Deal(Owner::Banca))],
            Pick::Punto => vec![QuizCommand::Answer(Answer::Deal(Owner::Punto))],
            Pick::Dealer => Vec::new(),
        }
    }
}

/// A hand named for a sentence: "la casilla 3", "la Banca", "el Banco".
fn owner_in_sentence(i18n: &I18n, owner: Owner, kind: TableKind) -> String {
    match owner {
        Owner::Box(place) => i18n.the_box(place),
        Owner::Banca if kind.banca_word() == BancaWord::Banco => i18n.tr("quiz.the_banco").into(),
        Owner::Banca => i18n.tr("quiz.the_banca").into(),
        Owner::Punto => i18n.tr("quiz.the_punto").into(),
    }
}

/// Where the card goes: the box typed (casilleros), or Punto and Banca.
fn deal_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    kind: TableKind,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    ui.horizontal(|ui| {
        if kind.has_boxes() {
            display_ui(ui, &i18n.tr("quiz.box"), &screen.typed, true, 160.0);
            ui.add_space(12.0);
        }
        ui.vertical(|ui| {
            ui.add_space(22.0);
            ui.horizontal(|ui| {
                if !kind.has_boxes()
                    && ui
                        .add(big_button("Punto", "P", theme::CHIP_PUNTO, 160.0))
                        .clicked()
                {
                    commands.push(QuizCommand::Answer(Answer::Deal(Owner::Punto)));
                }
                let banca = &i18n.banca(kind);
                if ui
                    .add(big_button(
                        banca,
                        "B",
                        Color32::from_rgb(0x9a, 0x5a, 0x18),
                        160.0,
                    ))
                    .clicked()
                {
                    commands.push(QuizCommand::Answer(Answer::Deal(Owner::Banca)));
                }
            });
        });
    });
}
