//! The view of "Cut the payout": the winning wager (or the stack to colour up) at its place,
//! chips taken with the digits or a click, and OK.

use egui::Rect;

use super::super::paint::{display_ui, ok_ui, stack_ui, wager_ui};
use super::super::state::{QuizCommand, QuizScreen};
use super::super::words;
use super::drill_view::DrillView;
use crate::core::{Money, Profile, Side};
use crate::session::quiz::{Answer, Drill, Explanation, Item, Question};
use crate::text::i18n::I18n;

pub(super) struct CutPayoutView;

impl DrillView for CutPayoutView {
    fn drill(&self) -> Drill {
        Drill::CutPayout
    }

    fn name(&self) -> &'static str {
        "quiz.drill.cut_payout"
    }

    fn about(&self) -> &'static str {
        "quiz.about.cut_payout"
    }

    fn question(&self, i18n: &I18n, item: &Item) -> String {
        match item.question {
            Question::ColourUp { .. } => i18n.tr("quiz.q.colour").into(),
            _ => i18n.tr("quiz.q.cut").into(),
        }
    }

    fn keys_hint(&self, item: &Item) -> &'static str {
        match item.question {
            Question::ColourUp { .. } => "quiz.keys.colour",
            _ => "quiz.keys.cut",
        }
    }

    fn answer(&self, i18n: &I18n, _item: &Item, answer: &Answer) -> String {
        let Answer::Chips(chips) = answer else {
            return String::new();
        };
        i18n.trf(
            "quiz.answer.chips",
            &[
                ("chips", &crate::app::tray::stacks_text(i18n, chips)),
                (
                    "amount",
                    &i18n.money_fixed(crate::core::chips::total(chips)),
                ),
            ],
        )
    }

    fn reason(&self, i18n: &I18n, item: &Item) -> String {
        match &item.explanation {
            Explanation::ColourUp {
                stack,
                total,
                fewest,
            } => i18n.trf(
                "quiz.why.colour",
                &[
                    ("stack", &stack_sum(i18n, stack)),
                    ("total", &i18n.money(*total)),
                    ("fewest", &crate::app::tray::stacks_text(i18n, fewest)),
                ],
            ),
            _ => cut_reason(i18n, item),
        }
    }

    fn short(&self, i18n: &I18n, item: &Item) -> String {
        match (&item.question, &item.explanation) {
            (
                Question::CutPayout {
                    stake, side: on, ..
                },
                _,
            ) => i18n.trf(
                "quiz.short.payout",
                &[
                    ("stake", &i18n.money(*stake)),
                    ("side", &words::side(i18n, *on)),
                ],
            ),
            (_, Explanation::ColourUp { total, .. }) => {
                i18n.trf("quiz.short.colour", &[("total", &i18n.money(*total))])
            }
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
        match &item.question {
            Question::CutPayout {
                kind,
                place,
                side,
                stake,
                marked,
            } => wager_ui(
                painter, area, *kind, *place, *side, *stake, *marked, profile, i18n,
            ),
            Question::ColourUp { kind, place, stack } => {
                stack_ui(painter, area, *kind, *place, stack, profile, i18n);
            }
            _ => {}
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
        cut_ui(ui, screen, i18n, commands);
    }

    fn answer_height(&self) -> f32 {
        214.0
    }

    fn on_char(&self, screen: &mut QuizScreen, _item: &Item, ch: char) -> Vec<QuizCommand> {
        // The digits take chips of the table, smallest first (1 = the smallest).
        let values = screen.profile.chip_values();
        if let Some(&value) = ch
            .to_digit(10)
            .and_then(|digit| values.get((digit as usize).checked_sub(1)?))
        {
            screen.cut.push(value);
        }
        Vec::new()
    }

    fn on_backspace(&self, screen: &mut QuizScreen) {
        screen.cut.pop();
    }

    fn on_submit(&self, screen: &mut QuizScreen, _item: &Item) -> Vec<QuizCommand> {
        if screen.cut.is_empty() {
            return Vec::new();
        }
        let singles: Vec<crate::core::chips::Stack> = screen
            .cut
            .iter()
            .map(|&value| crate::core::chips::Stack { value, count: 1 })
            .collect();
        vec![QuizCommand::Answer(Answer::Chips(
            crate::core::chips::merged(&singles),
        ))]
    }
}

/// A stack as the sum the dealer counts: "12×1 + 7×0,25".
fn stack_sum(i18n: &I18n, stack: &[crate::core::chips::Stack]) -> String {
    stack
        .iter()
        .map(|chips| {
            format!(
                "{}×{}",
                chips.count,
                crate::app::tray::chip_value(i18n, chips.value)
            )
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Why a payout is cut so: the payout's working, with the 5 % as a tenth halved, the rule, and
/// the fewest chips (CHIPS): "5 % of 50 = 2.50: a tenth (5), halved; 50 − 2.50 = 47.50 (PAY-banca).
/// Fewest chips: 1×25, 4×5, 2×1, 2×0,25 (CHIPS)".
fn cut_reason(i18n: &I18n, item: &Item) -> String {
    let Explanation::Cut {
        side,
        stake,
        pay,
        commission,
        marked,
        percent,
        tie_pays,
        fewest,
    } = &item.explanation
    else {
        return String::new();
    };
    let money = |amount: Money| i18n.money(amount);
    let rule = item.rule.id();
    let fewest = crate::app::tray::stacks_text(i18n, fewest);
    let working = match (side, commission) {
        (Side::Banca, Some(commission)) if *marked => i18n.trf(
            "quiz.why.cut_banca_marked",
            &[("pay", &money(*pay)), ("commission", &money(*commission))],
        ),
        (Side::Banca, Some(commission)) if *percent == 5 => i18n.trf(
            "quiz.why.cut_banca_tenth",
            &[
                ("stake", &money(*stake)),
                ("tenth", &money(stake.mul_div_floor(1, 10))),
                ("commission", &money(*commission)),
                ("pay", &money(*pay)),
            ],
        ),
        (Side::Banca, Some(commission)) => i18n.trf(
            "quiz.why.cut_banca",
            &[
                ("stake", &money(*stake)),
                ("percent", &percent.to_string()),
                ("commission", &money(*commission)),
                ("pay", &money(*pay)),
            ],
        ),
        (Side::Empate, _) => i18n.trf(
            "quiz.why.cut_tie",
            &[
                ("stake", &money(*stake)),
                ("odds", &tie_pays.to_string()),
                ("pay", &money(*pay)),
            ],
        ),
        _ => i18n.trf("quiz.why.cut_even", &[("pay", &money(*pay))]),
    };
    i18n.trf(
        "quiz.why.cut",
        &[("working", &working), ("rule", rule), ("fewest", &fewest)],
    )
}

/// Cut the payout: what is cut so far, and the table's chips (a click takes one, as the digits
/// do), and OK. The chips are painted as the trainer's tray paints them.
fn cut_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n, commands: &mut Vec<QuizCommand>) {
    let singles: Vec<crate::core::chips::Stack> = screen
        .cut
        .iter()
        .map(|&value| crate::core::chips::Stack { value, count: 1 })
        .collect();
    let stacks = crate::core::chips::merged(&singles);
    ui.horizontal_wrapped(|ui| {
        let shown = if stacks.is_empty() {
            String::new()
        } else {
            format!(
                "{} = {}",
                crate::app::tray::stacks_text(i18n, &stacks),
                i18n.money_fixed(crate::core::chips::total(&stacks))
            )
        };
        display_ui(ui, &i18n.tr("quiz.cut"), &shown, true, 320.0);
        ui.add_space(12.0);
        ok_ui(ui, i18n, commands);
    });
    ui.horizontal_wrapped(|ui| {
        for (index, value) in screen.profile.chip_values().into_iter().enumerate() {
            if crate::app::tray::chip_face_ui(ui, &screen.profile, value, index, i18n).clicked() {
                commands.push(QuizCommand::TakeChip(value));
            }
        }
    });
}
