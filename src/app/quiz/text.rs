//! The quiz in words, in the trainee's language: drill names, questions, answers, and the
//! one-sentence reason behind each answer (from the facts the core gave, see
//! [`Explanation`]).

use crate::core::diagnosis::{Against, Facts};
use crate::core::kind::BancaWord;
use crate::core::procedure::Owner;
use crate::core::{Money, Place, RuleId, Side, TableKind};
use std::borrow::Cow;

use crate::session::quiz::{Answer, Drill, DrillChoice, Explanation, Item, Question};
use crate::text::explain;
use crate::text::i18n::I18n;

/// A session's title as the screens show it: a quiz log is titled `quiz third-card` in its file;
/// the trainee reads the drill's name in the language on show.
pub fn session_title(i18n: &I18n, mode: crate::session::Mode, title: &str) -> String {
    if mode == crate::session::Mode::Quiz
        && let Some(word) = title.strip_prefix("quiz ")
        && let Some(choice) = DrillChoice::from_word(word)
    {
        return i18n.trf("quiz.log_title", &[("drill", &drill_name(i18n, choice))]);
    }
    title.to_string()
}

pub fn drill_name(i18n: &I18n, choice: DrillChoice) -> Cow<'_, str> {
    i18n.tr(match choice {
        DrillChoice::Mixed => "quiz.drill.mixed",
        DrillChoice::One(Drill::ThirdCard) => "quiz.drill.third_card",
        DrillChoice::One(Drill::Totals) => "quiz.drill.totals",
        DrillChoice::One(Drill::Payouts) => "quiz.drill.payouts",
        DrillChoice::One(Drill::BoxOrder) => "quiz.drill.box_order",
        DrillChoice::One(Drill::Venice) => "quiz.drill.venice",
        DrillChoice::One(Drill::Deal) => "quiz.drill.deal",
        DrillChoice::One(Drill::CutPayout) => "quiz.drill.cut_payout",
    })
}

pub fn drill_about(i18n: &I18n, choice: DrillChoice) -> Cow<'_, str> {
    i18n.tr(match choice {
        DrillChoice::Mixed => "quiz.about.mixed",
        DrillChoice::One(Drill::ThirdCard) => "quiz.about.third_card",
        DrillChoice::One(Drill::Totals) => "quiz.about.totals",
        DrillChoice::One(Drill::Payouts) => "quiz.about.payouts",
        DrillChoice::One(Drill::BoxOrder) => "quiz.about.box_order",
        DrillChoice::One(Drill::Venice) => "quiz.about.venice",
        DrillChoice::One(Drill::Deal) => "quiz.about.deal",
        DrillChoice::One(Drill::CutPayout) => "quiz.about.cut_payout",
    })
}

pub fn side(i18n: &I18n, side: Side) -> Cow<'_, str> {
    i18n.tr(match side {
        Side::Punto => "quiz.side.punto",
        Side::Banca => "quiz.side.banca",
        Side::Empate => "quiz.side.empate",
    })
}

/// The question of an item, as a heading.
pub fn question(i18n: &I18n, item: &Item) -> String {
    match &item.question {
        Question::BancaDraws { .. } => i18n.tr("quiz.q.banca").into(),
        Question::PuntoDraws { .. } => i18n.tr("quiz.q.punto").into(),
        Question::Total { .. } => i18n.tr("quiz.q.total").into(),
        Question::Payout { marked: true, .. } => i18n.tr("quiz.q.payout_marked").into(),
        Question::Payout { .. } => i18n.tr("quiz.q.payout").into(),
        Question::SettleOrder { .. } => i18n.tr("quiz.q.order").into(),
        Question::PuntoReader { .. } => i18n.tr("quiz.q.reader").into(),
        Question::DealCard { n, cards, .. } => i18n.trf(
            "quiz.q.deal",
            &[("n", &n.to_string()), ("cards", &cards.to_string())],
        ),
        Question::CutPayout { .. } => i18n.tr("quiz.q.cut").into(),
        Question::ColourUp { .. } => i18n.tr("quiz.q.colour").into(),
    }
}

/// How to answer this kind of question with the keyboard.
pub fn keys_hint<'a>(i18n: &'a I18n, item: &Item) -> Cow<'a, str> {
    i18n.tr(match &item.question {
        Question::BancaDraws { .. } | Question::PuntoDraws { .. } => "quiz.keys.draw",
        Question::Total { .. } => "quiz.keys.total",
        Question::Payout { marked: true, .. } => "quiz.keys.payout_marked",
        Question::Payout { .. } => "quiz.keys.payout",
        Question::SettleOrder { .. } => "quiz.keys.order",
        Question::PuntoReader { .. } => "quiz.keys.reader",
        Question::DealCard { view, .. } if view.kind.has_boxes() => "quiz.keys.deal_boxes",
        Question::DealCard { .. } => "quiz.keys.deal_hands",
        Question::CutPayout { .. } => "quiz.keys.cut",
        Question::ColourUp { .. } => "quiz.keys.colour",
    })
}

fn places_list(places: &[Place]) -> String {
    places
        .iter()
        .map(Place::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// "2, 5 y 9" / "2, 5 and 9".
fn joined(i18n: &I18n, places: &[Place]) -> String {
    let places: Vec<String> = places.iter().map(Place::to_string).collect();
    explain::list(i18n, &places)
}

fn kind_of(item: &Item) -> TableKind {
    match &item.question {
        Question::Payout { kind, .. }
        | Question::CutPayout { kind, .. }
        | Question::ColourUp { kind, .. } => *kind,
        Question::SettleOrder { view, .. }
        | Question::PuntoReader { view }
        | Question::DealCard { view, .. } => view.kind,
        _ => TableKind::default(),
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

/// An answer as the trainee reads it: "roba", "7", "pagar 24,22 · marcar 1,28", "5 · 3 · 1",
/// "Puesto 2", "Banca".
pub fn answer(i18n: &I18n, item: &Item, answer: &Answer) -> String {
    let kind = kind_of(item);
    match answer {
        Answer::Draw(draws) => i18n
            .tr(if *draws { "quiz.draw" } else { "quiz.stand" })
            .to_string(),
        Answer::Total(total) => total.to_string(),
        Answer::Payout { pay, mark } => {
            let mut text = i18n.trf("quiz.answer.pay", &[("amount", &i18n.money(*pay))]);
            if let Some(mark) = mark {
                text += " · ";
                text += &i18n.trf("quiz.answer.mark", &[("amount", &i18n.money(*mark))]);
            }
            text
        }
        Answer::Order(places) => places
            .iter()
            .map(Place::to_string)
            .collect::<Vec<_>>()
            .join(" · "),
        Answer::Reader(Some(place)) => i18n.place_label(kind, *place),
        Answer::Reader(None) => capitalized(&i18n.tr("table.dealer")),
        Answer::Deal(owner) => match owner {
            Owner::Banca => i18n.banca(kind),
            other => i18n.owner(*other),
        },
        Answer::Chips(chips) => i18n.trf(
            "quiz.answer.chips",
            &[
                ("chips", &super::super::tray::stacks_text(i18n, chips)),
                (
                    "amount",
                    &i18n.money_fixed(crate::core::chips::total(chips)),
                ),
            ],
        ),
    }
}

pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The one-sentence reason for the item's answer.
pub fn reason(i18n: &I18n, item: &Item) -> String {
    let money = |amount: Money| i18n.money(amount);
    match &item.explanation {
        // The tableau's drills explain with the trainer's own sentences (crate::text::explain).
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
        Explanation::Total {
            values,
            total,
            natural,
        } => {
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
        Explanation::Payout {
            side,
            stake,
            pay,
            mark,
            percent,
            tie_pays,
        } => match (side, mark) {
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
        },
        Explanation::Order {
            banca,
            stands,
            draws,
        } => {
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
        Explanation::Reader { reader: None, .. } => i18n.tr("quiz.why.reader_dealer").into(),
        Explanation::Reader {
            reader: Some(seat),
            stake,
            tied,
            holder,
        } => {
            let kind = kind_of(item);
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
        Explanation::Deal { n, owner, order } => {
            let kind = kind_of(item);
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
        Explanation::Cut { .. } => cut_reason(i18n, item),
        Explanation::ColourUp {
            stack,
            total,
            fewest,
        } => i18n.trf(
            "quiz.why.colour",
            &[
                ("stack", &stack_sum(i18n, stack)),
                ("total", &money(*total)),
                ("fewest", &super::super::tray::stacks_text(i18n, fewest)),
            ],
        ),
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
                super::super::tray::chip_value(i18n, chips.value)
            )
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Why a payout is cut so: the payout's working, with the 5 % as a tenth halved, the rule, and
/// the fewest chips (CHIPS): "50 × 5 % = 5 (a tenth) ÷ 2 = 2,50; 50 − 2,50 = 47,50 (PAY-banca).
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
    let fewest = super::super::tray::stacks_text(i18n, fewest);
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

/// A short line naming the item, for lists: "Banca 5 · 3.ª 4", "25,50 a Banca".
pub fn short(i18n: &I18n, item: &Item) -> String {
    match (&item.explanation, &item.question) {
        (
            Explanation::Banca {
                banca,
                punto_third: Some(third),
                ..
            },
            _,
        ) => i18n.trf(
            "quiz.short.banca",
            &[("b", &banca.to_string()), ("v", &third.to_string())],
        ),
        (Explanation::Banca { banca, .. }, _) => {
            i18n.trf("quiz.short.banca_stood", &[("b", &banca.to_string())])
        }
        (Explanation::Punto { punto, .. }, _) => {
            i18n.trf("quiz.short.punto", &[("p", &punto.to_string())])
        }
        (Explanation::Total { values, .. }, _) => i18n.trf(
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
        (
            Explanation::Payout {
                side: on, stake, ..
            },
            _,
        ) => i18n.trf(
            "quiz.short.payout",
            &[("stake", &i18n.money(*stake)), ("side", &side(i18n, *on))],
        ),
        (_, Question::SettleOrder { boxes, .. }) => {
            i18n.trf("quiz.short.order", &[("n", &boxes.len().to_string())])
        }
        (Explanation::Reader { holder, .. }, _) => {
            i18n.trf("quiz.short.reader", &[("holder", &holder.to_string())])
        }
        (
            _,
            Question::CutPayout {
                stake, side: on, ..
            },
        ) => i18n.trf(
            "quiz.short.payout",
            &[("stake", &i18n.money(*stake)), ("side", &side(i18n, *on))],
        ),
        (Explanation::ColourUp { total, .. }, _) => {
            i18n.trf("quiz.short.colour", &[("total", &i18n.money(*total))])
        }
        (_, Question::DealCard { n, cards, .. }) => i18n.trf(
            "quiz.short.deal",
            &[("n", &n.to_string()), ("cards", &cards.to_string())],
        ),
        _ => question(i18n, item),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::core::Profile;
    use crate::core::profile::CommissionMode;
    use crate::core::shoe;
    use crate::session::quiz::items::{generate, payout};

    fn casilleros() -> Profile {
        Profile::builtin("casilleros").unwrap()
    }

    #[test]
    fn t5_the_reason_names_the_row_of_the_tableau() {
        let item = generate("t5:5:4", &casilleros(), &mut shoe::rng(1)).unwrap();
        assert_eq!(
            reason(&I18n::new(Lang::En), &item),
            "The Banca holds 5 and Punto's third card is a 4: the Banca draws (T5). On 5 it \
             draws against 4 to 7."
        );
        assert_eq!(
            reason(&I18n::new(Lang::Es), &item),
            "La Banca tiene 5 y la tercera carta de Punto es un 4: la Banca pide (T5). Con 5 \
             pide ante 4 a 7."
        );
        assert_eq!(short(&I18n::new(Lang::Es), &item), "Banca 5 · 3.ª de 4");
    }

    #[test]
    fn payouts_the_reason_shows_the_sum() {
        let mut marked = casilleros();
        marked.commission = CommissionMode::Marked;
        let item = payout(&marked, 3, Side::Banca, Money::from_cents(2550));
        let en = I18n::new(Lang::En);
        assert_eq!(
            reason(&en, &item),
            "Paid in full, 25.50, and the 5 % commission marked: 1.28, the difference between \
             25.50 and 24.22 (the payment less commission, rounded down)."
        );
        assert_eq!(answer(&en, &item, &item.expected), "pay 25.50 · mark 1.28");
        let es = I18n::new(Lang::Es);
        assert_eq!(
            answer(&es, &item, &item.expected),
            "pagar 25,50 · marcar 1,28"
        );
        let deducted = payout(&casilleros(), 3, Side::Banca, Money::from_cents(2550));
        assert_eq!(
            reason(&es, &deducted),
            "Banca paga 25,50 menos el 5 %: 24,22 (el centavo se redondea hacia abajo)."
        );
    }
}
