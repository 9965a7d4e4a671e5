//! The view of "Third card": the two hands on the felt, Draw (D) or Stand (S).

use egui::{Color32, Rect};

use super::super::paint::two_hands_ui;
use super::super::state::{QuizCommand, QuizScreen};
use super::super::widgets::big_button;
use super::drill_view::DrillView;
use crate::core::diagnosis::{Against, Facts};
use crate::core::procedure::Owner;
use crate::core::{Card, Profile, RuleId, TableKind};
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question};
use crate::text::explain;
use crate::text::i18n::I18n;

pub(super) struct ThirdCardView;

impl DrillView for ThirdCardView {
    fn drill(&self) -> Drill {
        Drill::ThirdCard
    }

    fn name(&self) -> &'static str {
        "quiz.drill.third_card"
    }

    fn about(&self) -> &'static str {
        "quiz.about.third_card"
    }

    fn question(&self, i18n: &I18n, item: &Item) -> String {
        match item.question {
            Question::PuntoDraws { .. } => i18n.tr("quiz.q.punto").into(),
            _ => i18n.tr("quiz.q.banca").into(),
        }
    }

    fn keys_hint(&self, _item: &Item) -> &'static str {
        "quiz.keys.draw"
    }

    fn answer(&self, i18n: &I18n, _item: &Item, answer: &Answer) -> String {
        match answer {
            Answer::Draw(true) => i18n.tr("quiz.draw").into(),
            _ => i18n.tr("quiz.stand").into(),
        }
    }

    /// The tableau's drill explains with the trainer's own sentences (crate::text::explain).
    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Banca {
                banca,
                punto_third,
                draws,
            } => {
                let facts = Facts::Tableau {
                    banca: *banca,
                    against: Against::Punto(*punto_third),
                    draws: *draws,
                };
                let told = explain::told(i18n, TableKind::PLAIN_WORDS, &facts, RuleId::T5);
                match punto_third {
                    Some(_) => format!("{told} {}", explain::tableau_row(i18n, *banca)),
                    None => told,
                }
            }
            Explanation::Punto { punto, .. } => {
                let facts = Facts::Total {
                    hand: Owner::Punto,
                    total: *punto,
                };
                explain::told(i18n, TableKind::PLAIN_WORDS, &facts, RuleId::T4)
            }
            _ => String::new(),
        }
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Banca {
                banca,
                punto_third: Some(third),
                ..
            } => i18n.trf(
                "quiz.short.banca",
                &[("b", &banca.to_string()), ("v", &third.to_string())],
            ),
            Explanation::Banca { banca, .. } => {
                i18n.trf("quiz.short.banca_stood", &[("b", &banca.to_string())])
            }
            Explanation::Punto { punto, .. } => {
                i18n.trf("quiz.short.punto", &[("p", &punto.to_string())])
            }
            _ => self.question(i18n, item),
        }
    }

    fn felt_ui(
        &self,
        painter: &egui::Painter,
        area: Rect,
        item: &Item,
        _profile: &Profile,
        i18n: &I18n,
    ) {
        let total = |hand: &[Card]| crate::core::card::total(hand);
        let banca_title = |hand: &[Card]| format!("BANCA  {}", total(hand));
        match &item.question {
            Question::BancaDraws { banca, punto } => {
                let punto_title = if punto.len() == 3 {
                    i18n.trf(
                        "quiz.hand.punto_third",
                        &[("v", &punto[2].value().to_string())],
                    )
                } else {
                    i18n.trf("quiz.hand.punto_stood", &[("p", &total(punto).to_string())])
                };
                two_hands_ui(
                    painter,
                    area,
                    (&banca_title(banca), banca),
                    (&punto_title, punto),
                );
            }
            Question::PuntoDraws { punto, banca } => {
                two_hands_ui(
                    painter,
                    area,
                    (&banca_title(banca), banca),
                    (&format!("PUNTO  {}", total(punto)), punto),
                );
            }
            _ => {}
        }
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        _screen: &QuizScreen,
        _item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        draw_or_stand_ui(ui, i18n, commands);
    }

    fn on_char(&self, _screen: &mut QuizScreen, _item: &Item, ch: char) -> Vec<QuizCommand> {
        match ch.to_ascii_lowercase() {
            'd' => vec![QuizCommand::Answer(Answer::Draw(true))],
            's' => vec![QuizCommand::Answer(Answer::Draw(false))],
            _ => Vec::new(),
        }
    }
}

/// Draw (D) or stand (S).
fn draw_or_stand_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    ui.horizontal(|ui| {
        let width = ((ui.available_width() - 20.0) / 2.0).min(320.0);
        if ui
            .add(big_button(
                &i18n.tr("quiz.draw"),
                "D",
                Color32::from_rgb(0x1f, 0x5f, 0x8a),
                width,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Answer(Answer::Draw(true)));
        }
        if ui
            .add(big_button(
                &i18n.tr("quiz.stand"),
                "S",
                Color32::from_rgb(0x7a, 0x4a, 0x1a),
                width,
            ))
            .clicked()
        {
            commands.push(QuizCommand::Answer(Answer::Draw(false)));
        }
    });
}
