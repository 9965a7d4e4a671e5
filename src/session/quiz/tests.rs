//! The drills' answers, worked by hand from procedures.md, the scheduler, and quiz sessions with
//! their log and history on disk.

use super::drills::{Drill, Question, t4_key, t5_key};
use super::drills::{deal_card_from, punto_reader_from, settle_order_from};
use super::history::History;
use super::items::{generate, payout};
use super::*;
use crate::core::RuleId;
use crate::core::card::Card;
use crate::core::procedure::Owner;
use crate::core::profile::CommissionMode;
use crate::core::{Action, Bet, Category, Money, Place, Side};
use crate::session::log::{Integrity, Outcome};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().unwrap())
        .collect()
}

fn profile(id: &str) -> Profile {
    Profile::builtin(id).unwrap()
}

fn bet(place: Place, side: Side, units: i64) -> Bet {
    Bet {
        place,
        side,
        amount: Money::from_units(units),
    }
}

fn cents(cents: i64) -> Money {
    Money::from_cents(cents)
}

fn at(seconds: f64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339("2026-05-03T10:00:00+02:00").unwrap();
    Stamp::new(base + chrono::Duration::milliseconds((seconds * 1000.0) as i64))
}

fn value_sum(cards: &[Card]) -> u32 {
    cards.iter().map(|card| u32::from(card.value())).sum()
}

/// The T5 table of procedures.md, typed from the spec: rows Banca 0–7, columns "Punto stood"
/// then Punto's third card 0–9.
const T5: [&str; 8] = [
    "DDDDDDDDDDD",
    "DDDDDDDDDDD",
    "DDDDDDDDDDD",
    "DDDDDDDDDSD",
    "DSSDDDDDDSS",
    "DSSSSDDDDSS",
    "SSSSSSSDDSS",
    "SSSSSSSSSSS",
];

#[test]
fn t5_every_cell_of_the_drill_matches_the_table_of_the_spec() {
    let mut rng = shoe::rng(7);
    for banca in 0..=7u8 {
        for column in 0..11usize {
            let third = column.checked_sub(1).map(|value| value as u8);
            let key = t5_key(banca, third);
            let item = generate(&key, &profile("casilleros"), &mut rng).unwrap();
            assert_eq!(item.key, key);
            let Question::BancaDraws {
                banca: banca_cards,
                punto,
            } = &item.question
            else {
                panic!("{key}: {:?}", item.question);
            };
            // The cards shown make the cell: Banca's total, and Punto stood on 6–7 or drew
            // on 0–5 a third card of that value.
            assert_eq!(value_sum(banca_cards) % 10, u32::from(banca), "{key}");
            match third {
                None => {
                    assert_eq!(punto.len(), 2, "{key}");
                    assert!((6..=7).contains(&(value_sum(punto) % 10)), "{key}");
                }
                Some(value) => {
                    assert_eq!(punto.len(), 3, "{key}");
                    assert!(value_sum(&punto[..2]) % 10 <= 5, "{key}");
                    assert_eq!(punto[2].value(), value, "{key}");
                }
            }
            let draws = T5[usize::from(banca)].as_bytes()[column] == b'D';
            assert_eq!(item.expected, Answer::Draw(draws), "{key}");
            assert_eq!(item.rule, RuleId::T5);
        }
    }
}

#[test]
fn t5_banca_5_against_a_third_card_4_draws_and_standing_is_a_draw_mistake() {
    let item = generate(
        &t5_key(5, Some(4)),
        &profile("casilleros"),
        &mut shoe::rng(1),
    )
    .unwrap();
    let right = item.judge(&Answer::Draw(true)).unwrap();
    assert!(right.correct);
    assert_eq!(right.steps[0].choice.to_string(), "draw banca");
    let wrong = item.judge(&Answer::Draw(false)).unwrap();
    assert!(!wrong.correct);
    assert_eq!((wrong.rule, wrong.category), (RuleId::T5, Category::Draw));
    assert_eq!(wrong.steps[0].canonical.to_string(), "draw banca");
    assert_eq!(wrong.steps[0].choice.to_string(), "stand banca");
    // An answer of another kind is no answer.
    assert_eq!(item.judge(&Answer::Total(5)), None);
}

#[test]
fn t4_punto_draws_on_0_to_5_and_stands_on_6_and_7() {
    let mut rng = shoe::rng(3);
    for punto in 0..=7u8 {
        let item = generate(&t4_key(punto), &profile("punto-banco-pr"), &mut rng).unwrap();
        let Question::PuntoDraws {
            punto: shown,
            banca,
        } = &item.question
        else {
            panic!("{:?}", item.question);
        };
        assert_eq!(value_sum(shown) % 10, u32::from(punto));
        assert!(value_sum(banca) % 10 <= 7, "the Banca shows no natural");
        assert_eq!(item.expected, Answer::Draw(punto <= 5), "Punto {punto}");
        assert_eq!(item.rule, RuleId::T4);
        let wrong = item.judge(&Answer::Draw(punto > 5)).unwrap();
        assert_eq!(wrong.steps[0].canonical.to_string(), {
            if punto <= 5 {
                "draw punto"
            } else {
                "stand punto"
            }
        });
        assert_eq!(wrong.rule, RuleId::T4);
    }
}

#[test]
fn t2_t3_totals_and_naturals() {
    let mut rng = shoe::rng(11);
    for count in [2usize, 3] {
        for total in 0..=9u8 {
            let key = format!("total:{count}:{total}");
            let item = generate(&key, &profile("casilleros"), &mut rng).unwrap();
            let Question::Total { cards: shown } = &item.question else {
                panic!("{key}");
            };
            assert_eq!(shown.len(), count, "{key}");
            assert_eq!(value_sum(shown) % 10, u32::from(total), "{key}");
            assert_eq!(item.expected, Answer::Total(total));
            let natural = count == 2 && total >= 8;
            assert_eq!(
                item.rule,
                if natural { RuleId::T3 } else { RuleId::T2 },
                "{key}"
            );
        }
    }
    let item = generate("total:3:7", &profile("casilleros"), &mut rng).unwrap();
    let wrong = item.judge(&Answer::Total(2)).unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::T2, Category::Announce)
    );
    assert_eq!(wrong.steps[0].canonical.to_string(), "announce punto 7");
    assert_eq!(wrong.steps[0].choice.to_string(), "announce punto 2");
}

#[test]
fn payouts_deducted_25_50_on_banca_pays_24_22() {
    let pr = profile("punto-banco-pr");
    // floor(25.50 × 95 / 100) = floor(24.225) = 24.22.
    let item = payout(&pr, 4, Side::Banca, cents(2550));
    assert_eq!(
        item.expected,
        Answer::Payout {
            pay: cents(2422),
            mark: None
        }
    );
    // The trainer cites PAY-banca for a Banca wager paid wrongly (section 6, D2).
    assert_eq!(item.rule, RuleId::PayBanca);
    let judged = item
        .judge(&Answer::Payout {
            pay: cents(2422),
            mark: None,
        })
        .unwrap();
    assert!(judged.correct);
    assert_eq!(judged.steps.len(), 1);
    assert_eq!(judged.steps[0].canonical.to_string(), "pay 4 24.22");
    // Paying the full stake forgets the commission: a money mistake.
    let wrong = item
        .judge(&Answer::Payout {
            pay: cents(2550),
            mark: None,
        })
        .unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::PayBanca, Category::Money)
    );
    assert_eq!(wrong.steps[0].choice.to_string(), "pay 4 25.50");
}

#[test]
fn payouts_other_amounts_worked_by_hand() {
    let pr = profile("punto-banco-pr");
    let pay = |side, stake| match payout(&pr, 1, side, stake).expected {
        Answer::Payout { pay, mark: None } => pay,
        other => panic!("{other:?}"),
    };
    // Punto pays even money.
    assert_eq!(pay(Side::Punto, cents(13500)), cents(13500));
    // 135 on Banca: 128.25; 2,340 on Banca: 2,223; 5 on Banca: 4.75.
    assert_eq!(pay(Side::Banca, cents(13500)), cents(12825));
    assert_eq!(pay(Side::Banca, cents(234000)), cents(222300));
    assert_eq!(pay(Side::Banca, cents(500)), cents(475));
    // 37.75 on Banca: 35.8625 → 35.86.
    assert_eq!(pay(Side::Banca, cents(3775)), cents(3586));
    // A tie bet of 25.50 pays 8 to 1: 204.
    assert_eq!(pay(Side::Empate, cents(2550)), cents(20400));
    // Casilleros takes no tie bets: the drill never asks for one.
    let keys = Drill::Payouts.keys(&profile("casilleros"));
    assert!(keys.iter().all(|key| !key.contains("empate")), "{keys:?}");
    assert_eq!(keys.len(), 6);
    assert_eq!(Drill::Payouts.keys(&pr).len(), 9);
}

#[test]
fn payouts_marked_pay_25_50_and_mark_1_28() {
    let mut marked = profile("casilleros");
    marked.commission = CommissionMode::Marked;
    let item = payout(&marked, 3, Side::Banca, cents(2550));
    assert_eq!(
        item.expected,
        Answer::Payout {
            pay: cents(2550),
            mark: Some(cents(128)),
        }
    );
    assert!(matches!(
        item.question,
        Question::Payout { marked: true, .. }
    ));
    // A Banca wager on a marking table is paid in full (PAY-mark), as the trainer cites it.
    assert_eq!(item.rule, RuleId::PayMark);
    let right = item
        .judge(&Answer::Payout {
            pay: cents(2550),
            mark: Some(cents(128)),
        })
        .unwrap();
    assert!(right.correct);
    let actions: Vec<String> = right
        .steps
        .iter()
        .map(|step| step.choice.to_string())
        .collect();
    assert_eq!(actions, ["pay 3 25.50", "commission 3 1.28"]);
    // The right payment with a wrong mark: the second action is the mistake.
    let wrong = item
        .judge(&Answer::Payout {
            pay: cents(2550),
            mark: Some(cents(127)),
        })
        .unwrap();
    assert!(!wrong.correct);
    assert_eq!(wrong.steps[0].wrong, None);
    assert_eq!(
        wrong.steps[1].wrong,
        Some((RuleId::PayMark, Category::Money))
    );
    // On a marking table a Punto win has nothing to mark.
    let punto = payout(&marked, 3, Side::Punto, cents(2550));
    assert_eq!(
        punto.expected,
        Answer::Payout {
            pay: cents(2550),
            mark: None
        }
    );
    assert!(matches!(
        punto.question,
        Question::Payout { marked: false, .. }
    ));
}

/// examples.md, "Casilleros, Banca 6: an encart, then the Banca draws against two boxes only":
/// Banca 6 stands against box 1 (stood) and box 3 (third card 3), settled left to right, then
/// draws against boxes 2 and 5, settled right to left: 1, 3, 5, 2.
fn banca6_encart() -> super::Item {
    let bets = [
        bet(1, Side::Punto, 10),
        bet(2, Side::Punto, 20),
        bet(3, Side::Punto, 30),
        bet(5, Side::Banca, 50),
    ];
    let shoe = cards("6H AC TH AD 2D KS AH JC QS 4S 6D 3C 7S 5H");
    settle_order_from(&profile("casilleros"), &bets, &shoe).unwrap()
}

#[test]
fn cas_f_box_order_stands_left_to_right_then_draws_right_to_left() {
    let item = banca6_encart();
    assert_eq!(item.expected, Answer::Order(vec![1, 3, 5, 2]));
    assert_eq!(item.key, "order:mixed");
    assert_eq!(item.rule, RuleId::CasF);
    let Question::SettleOrder { view, boxes } = &item.question else {
        panic!();
    };
    assert_eq!(boxes, &[1, 2, 3, 5]);
    // Shown after the third cards: boxes 2, 3, 5 hold three cards, the Banca two.
    let count = |owner| view.hand(owner).map(|hand| hand.cards.len());
    assert_eq!(count(Owner::Box(1)), Some(2));
    assert_eq!(count(Owner::Box(2)), Some(3));
    assert_eq!(count(Owner::Banca), Some(2));
    assert_eq!(
        item.explanation,
        Explanation::Order {
            banca: 6,
            stands: vec![1, 3],
            draws: vec![5, 2],
        }
    );
    assert!(
        item.judge(&Answer::Order(vec![1, 3, 5, 2]))
            .unwrap()
            .correct
    );
}

#[test]
fn cas_f_box_order_left_to_right_after_the_banca_draws_is_wrong() {
    let item = banca6_encart();
    let wrong = item.judge(&Answer::Order(vec![1, 3, 2, 5])).unwrap();
    assert!(!wrong.correct);
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::CasF, Category::Order)
    );
    assert_eq!(wrong.steps[0].canonical.to_string(), "collect 5");
    assert_eq!(wrong.steps[0].choice.to_string(), "pay 2 20.00");
}

#[test]
fn cas_e_box_order_a_box_the_banca_draws_against_is_not_settled_first() {
    let item = banca6_encart();
    let wrong = item.judge(&Answer::Order(vec![2, 1, 3, 5])).unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::CasE, Category::Order)
    );
    assert_eq!(wrong.steps[0].canonical.to_string(), "encart 1");
    // A box that is not in play at all: only boxes with a bet are settled (D8, PLACES).
    let wrong = item.judge(&Answer::Order(vec![4, 1, 3, 5])).unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::Places, Category::Order)
    );
    assert_eq!(wrong.steps[0].choice.to_string(), "collect 4");
    // A box left out is not a right answer either.
    let short = item.judge(&Answer::Order(vec![1, 3, 5])).unwrap();
    assert!(!short.correct);
    assert_eq!(short.steps[0].choice.to_string(), "discard banca");
    assert_eq!(short.steps[0].canonical.to_string(), "pay 2 20.00");
}

#[test]
fn cas_e_the_standing_box_right_of_a_drawing_box_comes_first() {
    // examples.md: box 1 KD QD (0) draws 6S, box 5 4C 3D (7) stands, Banca 3H 3S (6).
    let bets = [bet(1, Side::Punto, 10), bet(5, Side::Punto, 10)];
    let shoe = cards("KD 4C 3H QD 3D 3S 6S 2D");
    let item = settle_order_from(&profile("casilleros"), &bets, &shoe).unwrap();
    assert_eq!(item.expected, Answer::Order(vec![5, 1]));
    let wrong = item.judge(&Answer::Order(vec![1, 5])).unwrap();
    assert_eq!(wrong.rule, RuleId::CasE);
}

#[test]
fn ve_give_equal_stakes_go_by_precedence_from_the_bottone_wrapping_round() {
    let venice = profile("punto-banco-venezia");
    let shoe = cards("AC AD AH AS 5C 6C");
    // examples.md round 3: Punto 25 at seats 2 and 4, the Bottone at 6: 6, 7, … 12, 1, 2.
    let bets = [
        bet(2, Side::Punto, 25),
        bet(4, Side::Punto, 25),
        bet(6, Side::Banca, 5),
    ];
    let item = punto_reader_from(&venice, &bets, 6, &shoe).unwrap();
    assert_eq!(item.expected, Answer::Reader(Some(2)));
    assert_eq!(item.key, "give:wrap");
    assert!(item.judge(&Answer::Reader(Some(2))).unwrap().correct);
    let wrong = item.judge(&Answer::Reader(Some(4))).unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::VeGive, Category::Order)
    );
    assert_eq!(wrong.steps[0].canonical.to_string(), "give-cards 2");
    assert_eq!(wrong.steps[0].choice.to_string(), "give-cards 4");
    // The holder itself comes first among equal stakes.
    let item = punto_reader_from(&venice, &bets, 4, &shoe).unwrap();
    assert_eq!(
        (item.expected.clone(), item.key.as_str()),
        (Answer::Reader(Some(4)), "give:holder")
    );
    // Two bets on Punto at one seat are one wager: 10 + 40 beats 45.
    let summed = [
        bet(3, Side::Punto, 10),
        bet(3, Side::Punto, 40),
        bet(8, Side::Punto, 45),
    ];
    let item = punto_reader_from(&venice, &summed, 8, &shoe).unwrap();
    assert_eq!(item.expected, Answer::Reader(Some(3)));
    // No Punto bet: the dealer holds Punto's cards.
    let none = [bet(5, Side::Banca, 20)];
    let item = punto_reader_from(&venice, &none, 1, &shoe).unwrap();
    assert_eq!(item.expected, Answer::Reader(None));
    assert_eq!(item.key, "give:dealer");
}

#[test]
fn cas_deal_round_robin_over_the_boxes_in_play_with_gaps_then_the_banca() {
    let casilleros = profile("casilleros");
    let bets = [
        bet(2, Side::Punto, 10),
        bet(5, Side::Punto, 10),
        bet(9, Side::Banca, 10),
    ];
    let shoe = crate::core::shoe::shuffled(8, 5);
    // 2, 5, 9, Banca, 2, 5, 9, Banca.
    let expected = [
        Owner::Box(2),
        Owner::Box(5),
        Owner::Box(9),
        Owner::Banca,
        Owner::Box(2),
        Owner::Box(5),
        Owner::Box(9),
        Owner::Banca,
    ];
    for (index, owner) in expected.iter().enumerate() {
        let item = deal_card_from(&casilleros, &bets, 2, &shoe, index + 1).unwrap();
        assert_eq!(item.expected, Answer::Deal(*owner), "card {}", index + 1);
    }
    assert!(deal_card_from(&casilleros, &bets, 2, &shoe, 9).is_none());
    let sixth = deal_card_from(&casilleros, &bets, 2, &shoe, 6).unwrap();
    assert_eq!(sixth.key, "deal:box:2");
    let wrong = sixth.judge(&Answer::Deal(Owner::Box(9))).unwrap();
    assert_eq!(
        (wrong.rule, wrong.category),
        (RuleId::CasDeal, Category::Order)
    );
    assert_eq!(wrong.steps[0].canonical.to_string(), "deal 5");
    assert_eq!(wrong.steps[0].choice.to_string(), "deal 9");
    // The table is shown before the deal: no card on it.
    let Question::DealCard { view, n, cards } = &sixth.question else {
        panic!();
    };
    assert_eq!((*n, *cards), (6, 8));
    assert!(view.hands.iter().all(|hand| hand.cards.is_empty()));
}

#[test]
fn pr_deal_and_ve_deal_alternate_punto_and_banca() {
    let shoe = crate::core::shoe::shuffled(8, 9);
    let bets = [bet(3, Side::Punto, 10)];
    for id in ["punto-banco-pr", "punto-banco-venezia"] {
        let table = profile(id);
        let owners: Vec<Answer> = (1..=4)
            .map(|n| deal_card_from(&table, &bets, 3, &shoe, n).unwrap().expected)
            .collect();
        assert_eq!(
            owners,
            [
                Answer::Deal(Owner::Punto),
                Answer::Deal(Owner::Banca),
                Answer::Deal(Owner::Punto),
                Answer::Deal(Owner::Banca)
            ],
            "{id}"
        );
    }
    let item = deal_card_from(&profile("punto-banco-venezia"), &bets, 3, &shoe, 2).unwrap();
    assert_eq!(item.rule, RuleId::VeDeal);
    let wrong = item.judge(&Answer::Deal(Owner::Punto)).unwrap();
    assert_eq!(wrong.rule, RuleId::VeDeal);
}

#[test]
fn cas_deal_a_house_dealing_two_at_a_time() {
    let mut two_at_a_time = profile("casilleros");
    two_at_a_time.deal_batch = 2;
    let bets = [bet(2, Side::Punto, 10), bet(5, Side::Punto, 10)];
    let shoe = crate::core::shoe::shuffled(8, 5);
    // 2, 2, 5, 5, Banca, Banca.
    let owners: Vec<Answer> = (1..=6)
        .map(|n| {
            deal_card_from(&two_at_a_time, &bets, 2, &shoe, n)
                .unwrap()
                .expected
        })
        .collect();
    assert_eq!(
        owners,
        [
            Answer::Deal(Owner::Box(2)),
            Answer::Deal(Owner::Box(2)),
            Answer::Deal(Owner::Box(5)),
            Answer::Deal(Owner::Box(5)),
            Answer::Deal(Owner::Banca),
            Answer::Deal(Owner::Banca)
        ]
    );
}

#[test]
fn every_key_of_every_drill_deals_an_item_of_that_key() {
    let mut rng = shoe::rng(2026);
    for id in ["casilleros", "punto-banco-pr", "punto-banco-venezia"] {
        let table = profile(id);
        for drill in Drill::ALL {
            let for_drill = profile_for(drill, &table);
            for key in drill.keys(&for_drill) {
                let item = generate(&key, &for_drill, &mut rng).unwrap();
                assert_eq!(item.key, key, "{id}");
                assert_eq!(item.drill, drill);
                assert_eq!(Drill::of_key(&key), Some(drill));
                // The expected answer is right by the item's own judge.
                let judged = item.judge(&item.expected).unwrap();
                assert!(judged.correct, "{id} {key}: {judged:?}");
                assert!(judged.steps.iter().all(|step| step.wrong.is_none()));
            }
        }
    }
}

fn history_with(keys: &[&str]) -> History {
    let mut history = History::new("Ana");
    for key in keys {
        schedule::record(&mut history, key, (true, 1_000, 3_000), None);
    }
    history
}

#[test]
fn leitner_a_missed_item_comes_back_sooner_than_a_known_one() {
    let pool: Vec<(Drill, Vec<String>)> = vec![(
        Drill::ThirdCard,
        Drill::ThirdCard.keys(&profile("casilleros")),
    )];
    let missed = t5_key(5, Some(4));
    let known = t5_key(6, None);
    let mut history = history_with(&[]);
    schedule::record(&mut history, &known, (true, 900, 3_000), None);
    schedule::record(&mut history, &missed, (false, 900, 3_000), None);
    let mut rng = shoe::rng(1);
    let mut shown = Vec::new();
    let mut last = Some(missed.clone());
    for _ in 0..30 {
        let (_, key) = schedule::pick(&history, &pool, (last.as_deref(), None), &mut rng).unwrap();
        schedule::record(&mut history, &key, (true, 900, 3_000), None);
        shown.push(key.clone());
        last = Some(key);
    }
    let when = |key: &str| shown.iter().position(|shown| shown == key);
    let missed_back = when(&missed).expect("the missed item comes back");
    assert!(missed_back <= 2, "{missed} after {missed_back}: {shown:?}");
    assert!(
        when(&known).is_none_or(|known_back| known_back > missed_back),
        "{shown:?}"
    );
    // A missed item drops to box 1; a quick right answer moves up; a slow one stays.
    let mut history = history_with(&[]);
    schedule::record(&mut history, "a", (true, 900, 3_000), None);
    schedule::record(&mut history, "b", (true, 9_000, 3_000), None);
    schedule::record(&mut history, "a", (false, 900, 3_000), None);
    assert_eq!(history.item("a").map(|stats| stats.level), Some(1));
    assert_eq!(history.item("b").map(|stats| stats.level), Some(1));
    schedule::record(&mut history, "b", (true, 900, 3_000), None);
    schedule::record(&mut history, "b", (true, 900, 3_000), None);
    assert_eq!(history.item("b").map(|stats| stats.level), Some(3));
    assert_eq!(history.item("b").map(|stats| stats.seen), Some(3));
}

#[test]
fn leitner_a_slow_right_answer_comes_back_sooner_than_a_quick_one() {
    let mut history = history_with(&[]);
    schedule::record(&mut history, "quick", (true, 900, 3_000), None);
    schedule::record(&mut history, "slow", (true, 5_000, 3_000), None);
    let due = |key: &str| history.item(key).map(|stats| stats.due).unwrap();
    assert!(due("slow") < due("quick"));
}

#[test]
fn leitner_an_item_learnt_yesterday_is_due_today_whatever_the_answers_since() {
    let day = |text: &str| chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
    // "a" answered right and quick on 1 December: box 2, due 6 answers later by the clock; "b"
    // right and quick twice: box 3, due 15 answers later.
    let mut history = history_with(&[]);
    schedule::record(&mut history, "a", (true, 900, 3_000), day("2026-12-01"));
    schedule::record(&mut history, "b", (true, 900, 3_000), day("2026-12-01"));
    schedule::record(&mut history, "b", (true, 900, 3_000), day("2026-12-01"));
    let stats = |key: &str| history.item(key).unwrap().clone();
    assert_eq!((stats("a").level, stats("b").level), (2, 3));
    assert_eq!(stats("a").last_day, day("2026-12-01"));
    let clock = history.answers;
    let due = |key: &str, today: &str| schedule::is_due(&stats(key), clock, day(today));
    // The same day: neither (the clock has not come round); no day known: the clock alone.
    assert!(!due("a", "2026-12-01") && !due("b", "2026-12-01"));
    assert!(!schedule::is_due(&stats("a"), clock, None));
    // The next day box 2 is due (a day), box 3 waits three days: due on the 4th.
    assert!(due("a", "2026-12-02") && !due("b", "2026-12-02"));
    assert!(!due("b", "2026-12-03") && due("b", "2026-12-04"));
    // And the scheduler asks it first the next day, before an item never asked.
    let pool: Vec<(Drill, Vec<String>)> =
        vec![(Drill::Venice, vec!["a".into(), "b".into(), "new".into()])];
    let mut rng = shoe::rng(7);
    let next = |today: &str, rng: &mut _| {
        schedule::pick(&history, &pool, (None, day(today)), rng)
            .unwrap()
            .1
    };
    assert_eq!(next("2026-12-02", &mut rng), "a");
    assert_eq!(next("2026-12-01", &mut rng), "new");
}

#[test]
fn the_scheduler_never_asks_the_same_item_twice_in_a_row() {
    let pool: Vec<(Drill, Vec<String>)> = vec![(Drill::Venice, vec!["a".into(), "b".into()])];
    let mut history = history_with(&[]);
    let mut rng = shoe::rng(4);
    let mut last: Option<String> = None;
    for _ in 0..20 {
        let (_, key) = schedule::pick(&history, &pool, (last.as_deref(), None), &mut rng).unwrap();
        assert_ne!(Some(&key), last.as_ref());
        schedule::record(&mut history, &key, (false, 900, 3_000), None);
        last = Some(key);
    }
}

fn setup(choice: DrillChoice, seed: u64, folder: Option<&Path>) -> QuizSetup {
    QuizSetup {
        trainee: "Ana Pérez".into(),
        choice,
        profile: profile("casilleros"),
        seed,
        length: 12,
        logs_folder: folder.map(|folder| folder.join("logs")),
        history_folder: folder.map(|folder| folder.join("quiz")),
    }
}

/// Runs a quiz answering every item with `answer`, one second apart; returns the items asked.
fn run(session: &mut QuizSession, answer: impl Fn(&Item) -> Answer) -> Vec<(String, Question)> {
    let mut asked = Vec::new();
    let mut clock = 0.0;
    while !session.is_over() {
        let item = session.item().clone();
        asked.push((item.key.clone(), item.question.clone()));
        clock += 1.0;
        session.answer(answer(&item), at(clock)).unwrap();
        session.next(at(clock));
    }
    asked
}

#[test]
fn the_schedule_is_the_same_for_the_same_seed() {
    let right = |item: &Item| item.expected.clone();
    let mut first = QuizSession::start(setup(DrillChoice::Mixed, 42, None), at(0.0)).unwrap();
    let mut second = QuizSession::start(setup(DrillChoice::Mixed, 42, None), at(0.0)).unwrap();
    let mut other = QuizSession::start(setup(DrillChoice::Mixed, 43, None), at(0.0)).unwrap();
    let first = run(&mut first, right);
    assert_eq!(first, run(&mut second, right));
    assert_ne!(first, run(&mut other, right));
    let drills: std::collections::BTreeSet<Drill> = first
        .iter()
        .filter_map(|(key, _)| Drill::of_key(key))
        .collect();
    assert!(drills.len() >= 3, "a mixed quiz mixes: {drills:?}");
    assert!(
        !drills.contains(&Drill::Venice),
        "no Venice drill at casilleros"
    );
}

#[test]
fn a_quiz_scores_streaks_and_logs_every_answer() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = QuizSession::start(
        setup(DrillChoice::One(Drill::ThirdCard), 5, Some(dir.path())),
        at(0.0),
    )
    .unwrap();
    let wrong = |item: &Item| match item.expected {
        Answer::Draw(draws) => Answer::Draw(!draws),
        _ => panic!("{item:?}"),
    };
    // Right, right, wrong, right.
    for (index, right) in [true, true, false, true].into_iter().enumerate() {
        let item = session.item().clone();
        let given = if right {
            item.expected.clone()
        } else {
            wrong(&item)
        };
        let time = at(1.5 * (index + 1) as f64);
        let judged = session.answer(given.clone(), time).unwrap();
        assert_eq!(judged.correct, right);
        assert_eq!(session.answer(given, time), None, "one answer per item");
        session.next(time);
    }
    let score = session.score();
    assert_eq!(
        (
            score.answered,
            score.correct,
            score.streak,
            score.best_streak
        ),
        (4, 3, 1, 2)
    );
    session.close(at(10.0));
    let path = session.log_path().unwrap();
    let log = SessionLog::load(&path).unwrap();
    assert_eq!(log.mode, Mode::Quiz);
    assert_eq!(log.verify(), Integrity::Intact);
    assert_eq!(log.steps.len(), 4);
    assert_eq!(log.steps[2].verdict, Outcome::Wrong);
    assert_eq!(log.steps[2].category, Some(Category::Draw));
    let rule = log.steps[2].rule;
    assert!(matches!(rule, Some(RuleId::T4 | RuleId::T5)), "{rule:?}");
    assert_eq!(log.steps[2].round, 3);
    assert!(log.steps.iter().all(|step| step.response_ms == 1_500));
    assert_eq!((log.summary.decisions, log.summary.correct), (4, 3));
    assert!(matches!(
        log.steps[0].canonical,
        Action::Draw(_) | Action::Stand(_)
    ));
    // The history is on disk and the next quiz starts from it.
    let history = history_file::read(&dir.path().join("quiz"), "Ana Pérez").unwrap();
    assert_eq!(history.answers, 4);
    assert!(dir.path().join("quiz/ana-perez.ron").exists());
    let next = QuizSession::start(
        setup(DrillChoice::One(Drill::ThirdCard), 6, Some(dir.path())),
        at(20.0),
    )
    .unwrap();
    assert_eq!(next.history().answers, 4);
}

#[test]
fn a_marked_payout_is_logged_as_pay_then_commission() {
    let dir = tempfile::tempdir().unwrap();
    let mut marked = profile("punto-banco-pr");
    marked.commission = CommissionMode::Marked;
    let mut quiz = setup(DrillChoice::One(Drill::Payouts), 8, Some(dir.path()));
    quiz.profile = marked;
    let mut session = QuizSession::start(quiz, at(0.0)).unwrap();
    // Answer until a Banca win comes up, each right.
    for second in 1..40 {
        let item = session.item().clone();
        session
            .answer(item.expected.clone(), at(f64::from(second)))
            .unwrap();
        session.next(at(f64::from(second)));
        if matches!(
            item.question,
            Question::Payout {
                side: Side::Banca,
                ..
            }
        ) {
            break;
        }
    }
    let log = SessionLog::load(&session.log_path().unwrap()).unwrap();
    let last = log.steps.last().unwrap();
    assert_eq!(last.step, 2);
    assert!(matches!(last.choice, Action::Commission(..)), "{last:?}");
    assert_eq!(last.response_ms, 0);
    assert!(log.practise_amounts);
}

#[test]
fn an_unreadable_history_is_set_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("quiz");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("ana-perez.ron"),
        "QuizHistory(format: 1, trainee: ",
    )
    .unwrap();
    // Reading it to show it touches nothing.
    assert!(history_file::read(&folder, "Ana Pérez").is_err());
    assert!(folder.join("ana-perez.ron").exists());
    let loaded = history_file::load(&folder, "Ana Pérez");
    assert_eq!(loaded.history.answers, 0);
    assert!(loaded.writable);
    let problem = loaded.problem.unwrap().to_string();
    assert!(problem.contains("ana-perez.ron:1:"), "{problem}");
    assert!(problem.contains("ana-perez.ron.unreadable"), "{problem}");
    assert!(folder.join("ana-perez.ron.unreadable").exists());
}

#[test]
fn a_history_round_trips_through_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut history = History::new("Luis");
    schedule::record(
        &mut history,
        &t5_key(3, Some(8)),
        (false, 2_100, 3_000),
        None,
    );
    // One with the day of its answer, one without (as histories written before days were kept).
    let day = chrono::NaiveDate::from_ymd_opt(2026, 12, 4);
    schedule::record(&mut history, "t5:5:4", (true, 900, 3_000), day);
    let path = history_file::save(dir.path(), &history).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"t5:3:8\": Item("), "{text}");
    assert!(text.contains("last_day: Some(\"2026-12-04\")"), "{text}");
    assert_eq!(History::parse("h.ron", &text).unwrap(), history);
    let bad = text.replace("format: 1", "format: 9");
    assert!(
        History::parse("h.ron", &bad)
            .unwrap_err()
            .to_string()
            .contains("format 9")
    );
}

#[test]
fn a_key_that_names_no_item_makes_none_instead_of_a_t5_item() {
    let mut rng = shoe::rng(1);
    for key in [
        "nonsense",
        "t5",
        "t5:x:-",
        "pay:punto:huge",
        "order:sideways",
        "deal:box",
    ] {
        assert!(
            generate(key, &profile("casilleros"), &mut rng).is_none(),
            "{key}"
        );
    }
    assert!(schedule::pick(&history_with(&[]), &[], (None, None), &mut rng).is_none());
    // Every key of every drill makes its item.
    for drill in Drill::ALL {
        let table = profile_for(drill, &profile("punto-banco-venezia"));
        for key in drill.keys(&table) {
            let item = generate(&key, &table, &mut rng);
            assert_eq!(item.map(|item| item.key), Some(key));
        }
    }
}

#[test]
fn an_unreadable_history_that_cannot_be_set_aside_is_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("quiz");
    let broken = "QuizHistory(format: 1, trainee: ";
    // A folder where the set-aside copy would go: the rename fails.
    std::fs::create_dir_all(folder.join("ana-perez.ron.unreadable/in-the-way")).unwrap();
    std::fs::write(folder.join("ana-perez.ron"), broken).unwrap();
    let loaded = history_file::load(&folder, "Ana Pérez");
    assert!(!loaded.writable);
    assert!(matches!(
        loaded.problem,
        Some(history::HistoryProblem::Kept { .. })
    ));
    let quiz = setup(DrillChoice::One(Drill::Totals), 3, Some(dir.path()));
    let mut session = QuizSession::start(quiz, at(0.0)).unwrap();
    assert!(session.history_problem().is_some());
    let expected = session.item().expected.clone();
    session.answer(expected, at(1.0)).unwrap();
    session.close(at(2.0));
    let kept = std::fs::read_to_string(folder.join("ana-perez.ron")).unwrap();
    assert_eq!(kept, broken, "the unreadable history is not overwritten");
}

#[test]
fn the_cut_the_payout_log_records_the_chips_given_and_counts_as_the_score_does() {
    use crate::core::chips::{self, Stack};
    let mut session =
        QuizSession::start(setup(DrillChoice::One(Drill::CutPayout), 9, None), at(0.0)).unwrap();
    // The fewest chips, but where they hold a 1, that 1 as four 0.25: the same total in three
    // chips more.
    let given = |item: &Item| {
        let Answer::Chips(fewest) = &item.expected else {
            panic!("{item:?}");
        };
        let mut chips = fewest.clone();
        if let Some(one) = chips
            .iter_mut()
            .find(|stack| stack.value == Money::from_units(1))
        {
            one.count -= 1;
            chips.push(Stack {
                value: Money::from_cents(25),
                count: 4,
            });
        }
        Answer::Chips(chips::merged(&chips))
    };
    let asked = run(&mut session, given);
    assert_eq!(asked.len(), 12);
    let log = session.log();
    assert_eq!(log.steps.len(), 12);
    let mut split = 0;
    for (answered, step) in session.answers().iter().zip(&log.steps) {
        let (Answer::Chips(given), Answer::Chips(fewest)) =
            (&answered.verdict.given, &answered.item.expected)
        else {
            panic!("not chips");
        };
        assert_eq!(step.chips.as_deref(), Some(chips::to_text(given).as_str()));
        assert_eq!(step.fewest_chips, Some(chips::count(fewest)));
        let more = chips::count(given) > chips::count(fewest);
        split += usize::from(more);
        assert_eq!(step.first_try_correct(), !more, "{step:?}");
        assert_eq!(answered.verdict.correct, !more);
        if more {
            let rule = match answered.item.question {
                Question::ColourUp { .. } => RuleId::ChipsColour,
                _ => RuleId::Chips,
            };
            assert_eq!(step.rule, Some(rule));
        }
    }
    assert!(split > 0, "no item held a 1");
    // The drill's score and the log's summary count the same.
    let summary = crate::session::score::summarize(&log.steps, true);
    assert_eq!(session.score().correct as usize, 12 - split);
    assert_eq!(summary.correct as usize, 12 - split);
    assert_eq!(summary.mistakes as usize, split);
}
