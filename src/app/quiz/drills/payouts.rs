//! The view of "Payouts": the winning wager at its place, the amount paid (and the mark of a
//! marking table) typed on the till displays.

use egui::Rect;

use super::super::paint::{display_ui, ok_ui, wager_ui};
use super::super::state::{Notice, QuizCommand, QuizScreen};
use super::super::words;
use super::drill_view::DrillView;
use crate::core::{Money, Profile, Side};
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question, typed};
use crate::text::i18n::I18n;

pub(super) struct PayoutsView;

/// Whether the item asks for the mark too (a Banca win on a marking table).
fn marked(item: &Item) -> bool {
    matches!(item.question, Question::Payout { marked: true, .. })
}

impl DrillView for PayoutsView {
    fn drill(&self) -> Drill {
        Drill::Payouts
    }

    fn name(&self) -> &'static str {
        "quiz.drill.payouts"
    }

    fn about(&self) -> &'static str {
        "quiz.about.payouts"
    }

    fn question(&self, i18n: &I18n, item: &Item) -> String {
        if marked(item) {
            i18n.tr("quiz.q.payout_marked").into()
        } else {
            i18n.tr("quiz.q.payout").into()
        }
    }

    fn keys_hint(&self, item: &Item) -> &'static str {
        if marked(item) {
            "quiz.keys.payout_marked"
        } else {
            "quiz.keys.payout"
        }
    }

    fn answer(&self, i18n: &I18n, _item: &Item, answer: &Answer) -> String {
        let Answer::Payout { pay, mark } = answer else {
            return String::new();
        };
        let mut text = i18n.trf("quiz.answer.pay", &[("amount", &i18n.money(*pay))]);
        if let Some(mark) = mark {
            text += " · ";
            text += &i18n.trf("quiz.answer.mark", &[("amount", &i18n.money(*mark))]);
        }
        text
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        let Explanation::Payout {
            side,
            stake,
            pay,
            mark,
            percent,
            tie_pays,
        } = &item.explanation
        else {
            return String::new();
        };
        let money = |amount: Money| i18n.money(amount);
        match (side, mark) {
            (Side::Punto, _) => i18n.trf("quiz.why.pay_punto", &[("stake", &money(*stake))]),
            (Side::Banca, Some(mark)) => i18n.trf(
                "quiz.why.pay_banca_marked",
                &[
                    ("pay", &money(*pay)),
                    ("percent", &percent.to_string()),
                    ("mark", &money(*mark)),
                    ("net", &money(*stake - *mark)),
                ],
            ),
            (Side::Banca, None) => i18n.trf(
                "quiz.why.pay_banca",
                &[
                    ("stake", &money(*stake)),
                    ("percent", &percent.to_string()),
                    ("pay", &money(*pay)),
                ],
            ),
            (Side::Empate, _) => i18n.trf(
                "quiz.why.pay_tie",
                &[
                    ("stake", &money(*stake)),
                    ("odds", &tie_pays.to_string()),
                    ("pay", &money(*pay)),
                ],
            ),
        }
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::Payout {
                side: on, stake, ..
            } => i18n.trf(
                "quiz.short.payout",
                &[
                    ("stake", &i18n.money(*stake)),
                    ("side", &words::side(i18n, *on)),
                ],
            ),
            _ => self.question(i18n, item),
        }
    }

    fn felt_ui(
        &self,
        painter: &egui::Painter,
        area: Rect,
        item: &Item,
        profile: &Profile,
        i18n: &I18n,
    ) {
        if let Question::Payout {
            kind,
            place,
            side,
            stake,
            marked,
        } = &item.question
        {
            wager_ui(
                painter, area, *kind, *place, *side, *stake, *marked, profile, i18n,
            );
        }
    }

    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        screen: &QuizScreen,
        item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    ) {
        payout_ui(ui, screen, marked(item), i18n, commands);
    }

    fn on_char(&self, screen: &mut QuizScreen, _item: &Item, ch: char) -> Vec<QuizCommand> {
        if ch.is_ascii_digit() || ch == '.' || ch == ',' {
            screen.field().push(ch);
            screen.notice = None;
        }
        Vec::new()
    }

    fn on_tab(&self, screen: &mut QuizScreen, item: &Item) {
        if marked(item) {
            screen.on_mark = !screen.on_mark;
        }
    }

    fn on_submit(&self, screen: &mut QuizScreen, item: &Item) -> Vec<QuizCommand> {
        let pay = match typed::amount(&screen.typed, screen.decimal_mark) {
            Ok(pay) => pay,
            Err(_) => {
                screen.notice = Some(Notice::NotAnAmount(screen.typed.clone()));
                screen.on_mark = false;
                return Vec::new();
            }
        };
        let mark = if marked(item) {
            match typed::amount(&screen.mark, screen.decimal_mark) {
                Ok(mark) => Some(mark),
                Err(_) if screen.mark.trim().is_empty() => {
                    screen.notice = Some(Notice::NeedMark);
                    screen.on_mark = true;
                    return Vec::new();
                }
                Err(_) => {
                    screen.notice = Some(Notice::NotAnAmount(screen.mark.clone()));
                    return Vec::new();
                }
            }
        } else {
            None
        };
        vec![QuizCommand::Answer(Answer::Payout { pay, mark })]
    }
}

/// A payout: the amount typed (and the mark of a marked payout), and OK.
fn payout_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    marked: bool,
    i18n: &I18n,
    commands: &mut Vec<QuizCommand>,
) {
    ui.horizontal(|ui| {
        display_ui(
            ui,
            &i18n.tr("quiz.pay"),
            &screen.typed,
            !screen.on_mark,
            220.0,
        );
        if marked {
            ui.add_space(12.0);
            display_ui(
                ui,
                &i18n.tr("quiz.mark"),
                &screen.mark,
                screen.on_mark,
                180.0,
            );
        }
        ui.add_space(12.0);
        ok_ui(ui, i18n, commands);
    });
}
