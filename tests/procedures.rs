//! Hand-derived cases for every clause of every profile (procedures.md), named after the rule.
//! Each expected sequence was worked out by hand from the spec; comments show the table.

mod common;

use common::{assert_lines, explained, game, one_round, scenario};
use tallador::core::judge::Verdict;
use tallador::core::profile::CommissionMode;
use tallador::core::scenario::Scenario;
use tallador::core::sequence::{SequenceOptions, sequence_text};
use tallador::core::{Action, Category, Money, Profile, Profiles, RuleId};

#[test]
fn cas_a_banca_natural_beats_every_box() {
    // Box 1 4H 2C (6), box 4 KS 5H (5); Banca 9D KH (9): every Punto bet loses, Banca bets win.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 100), (place: 1, on: Banca, amount: 50), (place: 4, on: Punto, amount: 25.50)],
           shoe: ["4H", "KS", "9D", "2C", "5H", "KH"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        collect 1  # CAS-a
        pay 1 47.50  # CAS-a
        discard 1  # CAS-g
        collect 4  # CAS-a
        discard 4  # CAS-g
        discard banca  # CAS-g
        result 1 banca won 47.50 lost 100.00
        result 4 banca won 0.00 lost 25.50
        ",
        "CAS-a",
    );
}

#[test]
fn cas_a_boxes_in_any_order_but_each_as_a_unit() {
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 100), (place: 1, on: Banca, amount: 50), (place: 4, on: Punto, amount: 25.50)],
           shoe: ["4H", "KS", "9D", "2C", "5H", "KH"]"#,
    );
    let mut g = game(&s);
    assert_eq!(
        g.round().acceptable_actions(),
        ["collect 1".parse().unwrap(), "collect 4".parse().unwrap()]
    );
    let Verdict::Correct { step } = g.judge("collect 4".parse().unwrap(), false) else {
        panic!("box 4 first is allowed")
    };
    g.complete(step);
    // Box 4 is under way: it must be finished (discarded) before box 1 starts (CAS-g).
    assert_eq!(
        g.round().acceptable_actions(),
        ["discard 4".parse::<Action>().unwrap()]
    );
    let Verdict::Wrong(mistake) = g.judge("collect 1".parse().unwrap(), false) else {
        panic!("interleaving boxes")
    };
    assert_eq!(mistake.category(), Category::Order);
}

#[test]
fn cas_b_box_naturals_beat_or_tie_the_banca_natural() {
    // Box 2 9C KD (9) beats Banca 5C 3D (8); box 3 4S 4D (8) ties it; box 5 2H AS (3) loses.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 2, on: Punto, amount: 10), (place: 3, on: Punto, amount: 20), (place: 3, on: Banca, amount: 40), (place: 5, on: Banca, amount: 15)],
           shoe: ["9C", "4S", "2H", "5C", "KD", "4D", "AS", "3D"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        pay 2 10.00  # CAS-b
        discard 2  # CAS-g
        encart 3  # CAS-b
        discard 3  # CAS-g
        pay 5 14.25  # CAS-b
        discard 5  # CAS-g
        discard banca  # CAS-g
        result 2 punto won 10.00 lost 0.00
        result 3 tie won 0.00 lost 0.00
        result 5 banca won 14.25 lost 0.00
        ",
        "CAS-b",
    );
}

#[test]
fn cas_c_and_cas_d_box_natural_then_banca_7_with_a_7_7_encart() {
    // Box 1 3H 5H (8) wins de aire. Banca 2D 5D (7) stands. Box 2 3C 4C (7): encart.
    // Box 4 AD AH (2) draws 9S (1). Box 6 2S 4S (6) stands.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10), (place: 2, on: Punto, amount: 10),
                  (place: 4, on: Punto, amount: 10), (place: 4, on: Banca, amount: 20), (place: 6, on: Banca, amount: 30)],
           shoe: ["3H", "3C", "AD", "2S", "2D", "5H", "4C", "AH", "4S", "5D", "9S"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        pay 1 10.00  # CAS-c
        discard 1  # CAS-g
        draw 4  # CAS-d
        encart 2  # CAS-d
        discard 2  # CAS-g
        collect 4  # CAS-d
        pay 4 19.00  # CAS-d
        discard 4  # CAS-g
        pay 6 28.50  # CAS-d
        discard 6  # CAS-g
        discard banca  # CAS-g
        result 1 punto won 10.00 lost 0.00
        result 2 tie won 0.00 lost 0.00
        result 4 banca won 19.00 lost 10.00
        result 6 banca won 28.50 lost 0.00
        ",
        "CAS-c, CAS-d",
    );
}

#[test]
fn cas_e_banca_3_stands_against_a_third_card_8_only() {
    // Box 1 AC 2C (3) draws 8D (1); box 3 KH QH (0) draws 2D (2); Banca AS 2S (3).
    // Against box 1 (third card 8) the Banca stands; against box 3 it draws 9H (2): a tie.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Punto, amount: 10)],
           shoe: ["AC", "KH", "AS", "2C", "QH", "2S", "8D", "2D", "9H"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        draw 1  # CAS-e
        draw 3  # CAS-e
        collect 1  # CAS-e
        discard 1  # CAS-g
        draw banca  # CAS-e
        encart 3  # CAS-f
        discard 3  # CAS-g
        discard banca  # CAS-g
        result 1 banca won 0.00 lost 10.00
        result 3 tie won 0.00 lost 0.00
        ",
        "CAS-e Banca 3",
    );
}

#[test]
fn cas_f_banca_0_draws_against_every_box_settled_right_to_left() {
    // Boxes 2 3D 3S (6), 5 2C 2D (4, draws 5S: 9), 9 4H 3H (7); Banca KC QC (0) draws 7C (7).
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 2, on: Punto, amount: 10), (place: 5, on: Banca, amount: 10), (place: 9, on: Punto, amount: 10)],
           shoe: ["3D", "2C", "4H", "KC", "3S", "2D", "3H", "QC", "5S", "7C"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        draw 5  # CAS-e
        draw banca  # CAS-e
        encart 9  # CAS-f
        discard 9  # CAS-g
        collect 5  # CAS-f
        discard 5  # CAS-g
        collect 2  # CAS-f
        discard 2  # CAS-g
        discard banca  # CAS-g
        result 2 banca won 0.00 lost 10.00
        result 5 punto won 0.00 lost 10.00
        result 9 tie won 0.00 lost 0.00
        ",
        "CAS-f",
    );
}

#[test]
fn cas_f_a_drawing_box_must_not_be_settled_left_to_right() {
    // Example 1 of examples.md after the draws, encart 1, discard 1, collect 3, discard 3, draw banca:
    // boxes 2 and 5 are settled right to left, so `pay 2` before box 5 is an order mistake.
    let text = std::fs::read_to_string("tests/fixtures/examples/cas-banca6-encart.ron").unwrap();
    let mut g = game(&scenario(&text));
    for line in [
        "draw 2",
        "draw 3",
        "draw 5",
        "encart 1",
        "discard 1",
        "collect 3",
        "discard 3",
        "draw banca",
    ] {
        let Verdict::Correct { step } = g.judge(line.parse().unwrap(), false) else {
            panic!("{line} should be right")
        };
        g.complete(step);
    }
    let Verdict::Wrong(mistake) = g.judge("pay 2".parse().unwrap(), false) else {
        panic!("pay 2 is early")
    };
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::CasF, Category::Order)
    );
    assert_eq!(mistake.expected, ["collect 5".parse::<Action>().unwrap()]);
}

#[test]
fn cas_e_settling_a_drawing_box_before_the_standing_ones_is_an_order_mistake() {
    // The mockup's case: after encart 1 and discard 1 the Banca (6) still stands against box 3.
    let text = std::fs::read_to_string("tests/fixtures/examples/cas-banca6-encart.ron").unwrap();
    let mut g = game(&scenario(&text));
    for line in ["draw 2", "draw 3", "draw 5", "encart 1", "discard 1"] {
        let Verdict::Correct { step } = g.judge(line.parse().unwrap(), false) else {
            panic!("{line}")
        };
        g.complete(step);
    }
    let Verdict::Wrong(mistake) = g.judge("pay 2".parse().unwrap(), false) else {
        panic!("pay 2 is early")
    };
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::CasE, Category::Order)
    );
    assert_eq!(mistake.expected, ["collect 3".parse::<Action>().unwrap()]);
    // Drawing the Banca's card now would use it against box 3, which the Banca stands against.
    let Verdict::Wrong(mistake) = g.judge("draw banca".parse().unwrap(), false) else {
        panic!("draw banca is early")
    };
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::CasE, Category::Order)
    );
}

#[test]
fn cas_e_draws_go_strictly_left_to_right() {
    let text = std::fs::read_to_string("tests/fixtures/examples/cas-banca6-encart.ron").unwrap();
    let g = game(&scenario(&text));
    let Verdict::Wrong(mistake) = g.judge("draw 3".parse().unwrap(), false) else {
        panic!("draw 3 skips box 2")
    };
    // Box 3's card is a later step done too early (D15): box 2's comes first (CAS-e).
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::CasE, Category::Order)
    );
    let Verdict::Wrong(mistake) = g.judge("draw 1".parse().unwrap(), false) else {
        panic!("box 1 stands on 6")
    };
    assert_eq!(mistake.category(), Category::Draw);
}

/// The Puerto Rico profile with the commission marked in the box instead of deducted.
fn marking_profiles() -> Profiles {
    let mut profile = Profile::builtin("punto-banco-pr").unwrap();
    profile.id = "pr-marked".into();
    profile.commission = CommissionMode::Marked;
    let mut profiles = Profiles::default();
    profiles.add(profile);
    profiles
}

#[test]
fn section_1_marked_commission_is_recorded_after_the_pay() {
    // Punto KH 6H (6) stands, Banca 4C 3C (7) stands: Banca wins. 25.50 on Banca is paid in
    // full and 25.50 - floor(24.225) = 1.28 goes in seat 2's commission box.
    let text = r#"Scenario(format: 1, profile: "pr-marked", rounds: [Round(
        bets: [(place: 2, on: Banca, amount: 25.50)], shoe: ["KH", "4C", "6H", "3C"])])"#;
    let s = Scenario::parse("marked.ron", text, &marking_profiles()).unwrap();
    assert_lines(
        &explained(&s),
        "
        stand punto  # PR-punto
        stand banca  # PR-banca
        announce banca 7 punto 6  # PR-announce
        pay 2 25.50  # PR-settle
        commission 2 1.28  # PR-settle
        discard all  # PR-discard
        result 2 banca won 25.50 lost 0.00
        ",
        "marked commission",
    );
}

#[test]
fn pr_natural_punto_9_de_aire_and_the_shoe_passes() {
    // Punto 4H 5H (9), Banca 2C 3C (5): nobody draws. Punto wins: the shoe passes from seat 1
    // (default holder) to seat 2, the next occupied seat.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Empate, amount: 5), (place: 6, on: Punto, amount: 20)],
           shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        announce banca 5 punto 9  # PR-announce
        collect 2  # PR-settle
        collect 4  # PR-settle
        pay 6 20.00  # PR-settle
        discard all  # PR-discard
        pass-shoe 2  # PR-shoe
        result 2 punto won 0.00 lost 10.00
        result 4 punto won 0.00 lost 5.00
        result 6 punto won 20.00 lost 0.00
        ",
        "PR natural",
    );
    // Collects in any seat order, but all before any pay.
    let mut g = game(&s);
    let Verdict::Correct { step } = g.judge("announce banca 5 punto 9".parse().unwrap(), false)
    else {
        panic!()
    };
    g.complete(step);
    assert!(matches!(
        g.judge("collect 4".parse().unwrap(), false),
        Verdict::Correct { .. }
    ));
    let Verdict::Wrong(mistake) = g.judge("pay 6".parse().unwrap(), false) else {
        panic!("pay before collect")
    };
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::PrSettle, Category::Order)
    );
}

#[test]
fn pr_settle_a_tie_pays_the_tie_bets_8_to_1_and_nothing_else_moves() {
    // Punto 3H 4H (7) and Banca 2C 5C (7) both stand: a tie. 25.50 × 8 = 204.00.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Empate, amount: 25.50), (place: 5, on: Banca, amount: 10)],
           shoe: ["3H", "2C", "4H", "5C"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        stand punto  # PR-punto
        stand banca  # PR-banca
        announce banca 7 punto 7  # PR-announce
        pay 3 204.00  # PR-settle
        discard all  # PR-discard
        result 1 tie won 0.00 lost 0.00
        result 3 tie won 204.00 lost 0.00
        result 5 tie won 0.00 lost 0.00
        ",
        "PR tie",
    );
}

#[test]
fn pr_settle_commission_on_odd_amounts() {
    // Punto KH 6H (6), Banca 4C 3C (7): Banca wins. 25.50 → 24.22; 135 → 128.25; 2340 collected.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 2, on: Banca, amount: 25.50), (place: 4, on: Punto, amount: 2340), (place: 7, on: Banca, amount: 135)],
           shoe: ["KH", "4C", "6H", "3C"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        stand punto  # PR-punto
        stand banca  # PR-banca
        announce banca 7 punto 6  # PR-announce
        collect 4  # PR-settle
        pay 2 24.22  # PR-settle
        pay 7 128.25  # PR-settle
        discard all  # PR-discard
        result 2 banca won 24.22 lost 0.00
        result 4 banca won 0.00 lost 2340.00
        result 7 banca won 128.25 lost 0.00
        ",
        "PR commission",
    );
}

#[test]
fn pr_shoe_stays_when_no_other_seat_is_occupied_and_passes_to_listed_seats() {
    // Punto 4H 5H (9) wins de aire; the holder is seat 3, the only bet is at seat 3.
    let alone = one_round(
        "punto-banco-pr",
        r#"holder: 3, bets: [(place: 3, on: Punto, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    assert!(!explained(&alone).contains("pass-shoe"));
    // With seat 8 occupied (listed in `seats`, no bet) the shoe moves on to it.
    let listed = one_round(
        "punto-banco-pr",
        r#"holder: 3, seats: [3, 8], bets: [(place: 3, on: Punto, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    assert!(explained(&listed).contains("pass-shoe 8  # PR-shoe"));
    // Wrapping round: holder 12, occupied 2 and 12: the next to the right is 2.
    let wrap = one_round(
        "punto-banco-pr",
        r#"holder: 12, bets: [(place: 2, on: Punto, amount: 10), (place: 12, on: Banca, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    assert!(explained(&wrap).contains("pass-shoe 2  # PR-shoe"));
}

#[test]
fn pr_shoe_holder_carries_over_rounds() {
    // Round 1: Punto 9 wins, shoe 1 → 4. Round 2: Punto 9 wins again, shoe 4 → 9.
    let s = scenario(
        r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
            Round(bets: [(place: 4, on: Punto, amount: 10), (place: 9, on: Punto, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]),
            Round(bets: [(place: 4, on: Punto, amount: 10), (place: 9, on: Punto, amount: 10)], shoe: ["4D", "2D", "5D", "3D"]),
        ])"#,
    );
    let text = explained(&s);
    let passes: Vec<&str> = text
        .lines()
        .filter(|line| line.starts_with("pass-shoe"))
        .collect();
    assert_eq!(passes, ["pass-shoe 4  # PR-shoe", "pass-shoe 9  # PR-shoe"]);
}

#[test]
fn pr_a_round_without_bets_is_still_dealt() {
    // Punto AS 2H (3) draws 5C (8); Banca 2S 2D (4) draws 3H on a third card 5 (7). No bets.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [], shoe: ["AS", "2S", "2H", "2D", "5C", "3H"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        draw punto  # PR-punto
        announce punto 8  # PR-punto
        draw banca  # PR-banca
        announce banca 7 punto 8  # PR-announce
        discard all  # PR-discard
        ",
        "PR no bets",
    );
}

#[test]
fn pr_punto_a_wrong_decision_is_a_draw_mistake_and_a_wrong_total_an_announce_mistake() {
    let text =
        std::fs::read_to_string("tests/fixtures/examples/pr-punto-draws-shoe-passes.ron").unwrap();
    let mut g = game(&scenario(&text));
    let Verdict::Wrong(mistake) = g.judge("stand punto".parse().unwrap(), false) else {
        panic!("Punto 3 draws")
    };
    // D6: Punto stands on 3, where it draws on 0-5 (T4).
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::T4, Category::Draw)
    );
    let Verdict::Correct { step } = g.judge("draw punto".parse().unwrap(), false) else {
        panic!()
    };
    g.complete(step);
    let Verdict::Wrong(mistake) = g.judge("announce punto 7".parse().unwrap(), false) else {
        panic!("it is 8")
    };
    assert_eq!(mistake.category(), Category::Announce);
}

#[test]
fn pay_amounts_must_be_exact_when_given() {
    let text =
        std::fs::read_to_string("tests/fixtures/examples/ve-equal-bets-bottone.ron").unwrap();
    let mut g = game(&scenario(&text));
    // Walk to round 3's pay 6 (5 on Banco pays 4.75).
    loop {
        let step = g.round().canonical().unwrap();
        let action = g.round().plan.steps[step].action;
        if g.round_index() == 2 && action.verb() == "pay" {
            break;
        }
        g.complete(step);
    }
    assert!(matches!(
        g.judge("pay 6 4.75".parse().unwrap(), true),
        Verdict::Correct { .. }
    ));
    assert!(matches!(
        g.judge("pay 6".parse().unwrap(), false),
        Verdict::Correct { .. }
    ));
    // Without an amount when amounts are asked for, and with the commission forgotten: the
    // Banco wager's payout (D2, PAY-banca).
    for wrong in ["pay 6", "pay 6 5"] {
        let Verdict::Wrong(mistake) = g.judge(wrong.parse().unwrap(), true) else {
            panic!("{wrong}")
        };
        assert_eq!(
            (mistake.rule(), mistake.category()),
            (RuleId::PayBanca, Category::Money),
            "{wrong}"
        );
    }
}

#[test]
fn ve_give_the_highest_punto_stake_reads_the_cards_whatever_the_button() {
    // Seats 3 (50) and 5 (100 in two bets of 60 and 40) on Punto; the Bottone at 6.
    let s = one_round(
        "punto-banco-venezia",
        r#"holder: 6, bets: [(place: 3, on: Punto, amount: 50), (place: 5, on: Punto, amount: 60), (place: 5, on: Punto, amount: 40)],
           shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    assert!(explained(&s).contains("give-cards 5  # VE-give"));
}

#[test]
fn ve_declare_carta_on_6_the_table_says_stand() {
    // Punto 3H 3S (6): the client says "carta" but Punto stands. Banco 2C 2D (4) draws on a
    // Punto that stood: 5H (9). Banco wins 9 to 6.
    let s = one_round(
        "punto-banco-venezia",
        r#"declaration: Carta, bets: [(place: 1, on: Punto, amount: 10)], shoe: ["3H", "2C", "3S", "2D", "5H"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        give-cards 1  # VE-give
        reveal banca  # VE-reveal
        stand punto  # VE-declare
        draw banca  # VE-reveal
        announce banca 9 punto 6  # VE-announce
        collect 1  # VE-settle
        discard all  # VE-button
        result 1 banca won 0.00 lost 10.00
        ",
        "VE wrong declaration",
    );
}

#[test]
fn ve_reveal_banco_natural_nobody_draws() {
    // Punto 2H 3H (5) would draw, but Banco 9C KC (9) is a natural: nobody draws.
    let s = one_round(
        "punto-banco-venezia",
        r#"holder: 4, bets: [(place: 4, on: Banca, amount: 20), (place: 7, on: Punto, amount: 10)], shoe: ["2H", "9C", "3H", "KC"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        give-cards 7  # VE-give
        reveal banca  # VE-reveal
        announce banca 9 punto 5  # VE-announce
        collect 7  # VE-settle
        pay 4 19.00  # VE-settle
        discard all  # VE-button
        pass-button 7  # VE-button
        result 4 banca won 19.00 lost 0.00
        result 7 banca won 0.00 lost 10.00
        ",
        "VE Banco natural",
    );
}

#[test]
fn ve_button_stays_after_a_colpo_in_bianco() {
    // No bets: the dealer holds the cards and plays it out (Punto 3H 2H = 5 draws 3S: 8;
    // Banco 4H 2C = 6 stands on a third card 3); nothing is settled, the button stays at 1.
    let s = one_round(
        "punto-banco-venezia",
        r#"bets: [], shoe: ["3H", "4H", "2H", "2C", "3S"]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        give-cards dealer  # VE-give
        reveal banca  # VE-reveal
        draw punto  # VE-declare
        stand banca  # VE-reveal
        announce banca 6 punto 8  # VE-announce
        discard all  # VE-button
        ",
        "colpo in bianco",
    );
    let g = game(&s);
    assert_eq!(g.plans().next().unwrap().next_holder, 1);
}

#[test]
fn ve_give_no_punto_bet_the_dealer_completes_the_hand() {
    let s = one_round(
        "punto-banco-venezia",
        r#"bets: [(place: 2, on: Banca, amount: 10), (place: 3, on: Empate, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    let text = explained(&s);
    assert!(text.contains("give-cards dealer  # VE-give"), "{text}");
    // Punto 9 beats Banco 5: both bets lose, the button passes from 1 to 2.
    assert!(
        text.contains("collect 2  # VE-settle\ncollect 3  # VE-settle\ndiscard all"),
        "{text}"
    );
    assert!(text.contains("pass-button 2"), "{text}");
}

#[test]
fn deal_orders_follow_each_profile() {
    let with_deal = SequenceOptions {
        explain: true,
        amounts: false,
        with_deal: true,
    };
    // Casilleros with a gap: boxes 2 and 7 in play, one card each then the Banca, twice.
    let cas = one_round(
        "casilleros",
        r#"bets: [(place: 7, on: Punto, amount: 10), (place: 2, on: Punto, amount: 10)], shoe: ["9C", "9D", "KC", "KD", "QC", "QD"]"#,
    );
    let text = sequence_text(&cas, with_deal).unwrap();
    let deals: Vec<&str> = text.lines().filter(|l| l.starts_with("deal")).collect();
    assert_eq!(
        deals,
        [
            "deal 2  # CAS-deal",
            "deal 7  # CAS-deal",
            "deal banca  # CAS-deal"
        ]
        .repeat(2)
    );
    // Venice: rien-ne-va-plus first, then Punto, Banco, Punto, Banco.
    let ve = one_round(
        "punto-banco-venezia",
        r#"bets: [], shoe: ["4H", "2C", "5H", "3C"]"#,
    );
    let text = sequence_text(&ve, with_deal).unwrap();
    let first: Vec<&str> = text.lines().take(5).collect();
    assert_eq!(
        first,
        [
            "rien-ne-va-plus  # VE-close",
            "deal punto  # VE-deal",
            "deal banca  # VE-deal",
            "deal punto  # VE-deal",
            "deal banca  # VE-deal"
        ]
    );
}

#[test]
fn deal_batch_2_deals_two_cards_to_each_hand_at_a_time() {
    let mut profile = Profile::builtin("punto-banco-pr").unwrap();
    profile.id = "pr-pairs".into();
    profile.deal_batch = 2;
    let mut profiles = Profiles::default();
    profiles.add(profile);
    // Two at a time: Punto 4H 5H (9), Banca 2C 3C (5).
    let text = r#"Scenario(format: 1, profile: "pr-pairs", rounds: [Round(bets: [], shoe: ["4H", "5H", "2C", "3C"])])"#;
    let s = Scenario::parse("pairs.ron", text, &profiles).unwrap();
    let out = sequence_text(
        &s,
        SequenceOptions {
            with_deal: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(
        out.starts_with(
            "deal punto\ndeal punto\ndeal banca\ndeal banca\nannounce banca 5 punto 9\n"
        ),
        "{out}"
    );
}

#[test]
fn ve_declare_the_table_shows_what_the_client_says_once_the_cards_are_given() {
    use tallador::core::Declaration;
    use tallador::core::view::TableView;
    let said = |round_fields: &str| {
        let s = one_round("punto-banco-venezia", round_fields);
        let mut g = game(&s);
        let before = TableView::of(&s.rounds[0], g.round(), 12).declaration;
        for _ in 0..2 {
            // rien-ne-va-plus, give-cards
            g.complete_canonical();
        }
        (
            before,
            TableView::of(&s.rounds[0], g.round(), 12).declaration,
        )
    };
    // Punto 3H 2H (5): the scenario's client wrongly says "no carta"; shown only after give-cards.
    let wrong = r#"declaration: NoCarta, bets: [(place: 1, on: Punto, amount: 10)], shoe: ["3H", "4H", "2H", "2C", "3S"]"#;
    assert_eq!(said(wrong), (None, Some(Declaration::NoCarta)));
    // No declaration in the file: the client says what the table calls for, "carta" on 5.
    let right =
        r#"bets: [(place: 1, on: Punto, amount: 10)], shoe: ["3H", "4H", "2H", "2C", "3S"]"#;
    assert_eq!(said(right), (None, Some(Declaration::Carta)));
    // A natural is shown at once: nothing to declare. Punto 4H 5H (9).
    let natural = r#"bets: [(place: 1, on: Punto, amount: 10)], shoe: ["4H", "2C", "5H", "3C"]"#;
    assert_eq!(said(natural), (None, None));
}

/// The casilleros profile with the commission marked in each box's commission box.
fn marking_casilleros() -> Profiles {
    let mut profile = Profile::builtin("casilleros").unwrap();
    profile.id = "cas-marked".into();
    profile.commission = CommissionMode::Marked;
    let mut profiles = Profiles::default();
    profiles.add(profile);
    profiles
}

#[test]
fn pay_box_the_worked_shoe_of_examples_md_prints_exactly() {
    // examples.md, "Puerto Rico, marking the commission": its `tallador sequence` output as
    // written there. Seat 2's box: 5.00 + 2.00 + 1.25 = 8.25 at the shoe's end; seat 5's 0.50
    // collected when its player leaves in round 2.
    let text = std::fs::read_to_string("tests/fixtures/commission-box/pr-marked-shoe.ron").unwrap();
    let s = Scenario::parse("pr-marked-shoe.ron", &text, &marking_profiles()).unwrap();
    let printed = sequence_text(&s, SequenceOptions::default()).unwrap();
    assert_eq!(
        printed,
        "\
# round 1
announce banca 9 punto 5
collect 5
pay 2
commission 2 5.00
discard all
result 2 banca won 100.00 lost 0.00
result 5 banca won 0.00 lost 20.00
# round 2
announce banca 8 punto 7
pay 2
commission 2 2.00
pay 5
commission 5 0.50
collect-commission 5 0.50
discard all
result 2 banca won 40.00 lost 0.00
result 5 banca won 10.00 lost 0.00
# round 3
announce banca 9 punto 7
pay 2
commission 2 1.25
collect-commission 2 8.25
discard all
result 2 banca won 25.00 lost 0.00
"
    );
    let plans = s.plans(false).unwrap();
    // The boxes carried: after round 1 seat 2 holds 5.00; after round 2 seat 2 holds 5.00 and
    // 2.00 (seat 5's was collected); after round 3 every box is empty.
    let owed = |round: usize| -> Vec<(u8, Vec<Money>)> {
        plans[round]
            .owed_after
            .iter()
            .map(|held| (held.place, held.marks.clone()))
            .collect()
    };
    assert_eq!(owed(0), vec![(2, vec![Money::from_units(5)])]);
    assert_eq!(
        owed(1),
        vec![(2, vec![Money::from_units(5), Money::from_units(2)])]
    );
    assert!(owed(2).is_empty());
    // The step rule of `collect-commission` is PAY-box.
    let step = plans[2]
        .steps
        .iter()
        .find(|step| matches!(step.action, Action::CollectCommission(..)))
        .unwrap();
    assert_eq!(step.rule, RuleId::PayBox);
}

#[test]
fn pay_box_a_leaving_player_without_a_bet_this_round_has_its_box_collected() {
    // Seat 4's box holds 5.25 when the round starts; only seat 2 bets (10 on Punto). Punto
    // 4H 5H (9) against Banca 2C 3C (5): a natural, Punto wins, seat 2 is paid 10.00. Seat 4's
    // player leaves: its whole box after the pays and before the discard; then the shoe passes
    // from seat 1 to seat 2 (PR-shoe).
    let text = r#"Scenario(format: 1, profile: "pr-marked", rounds: [Round(
        bets: [(place: 2, on: Punto, amount: 10)], shoe: ["4H", "2C", "5H", "3C"],
        boxes: [(place: 4, owed: 5.25)], leaves: [4])])"#;
    let s = Scenario::parse("leaves.ron", text, &marking_profiles()).unwrap();
    assert_lines(
        &explained(&s),
        "
        announce banca 5 punto 9  # PR-announce
        pay 2 10.00  # PR-settle
        collect-commission 4 5.25  # PAY-box
        discard all  # PR-discard
        pass-shoe 2  # PR-shoe
        result 2 punto won 10.00 lost 0.00
        ",
        "PAY-box, a player leaves",
    );
}

#[test]
fn pay_box_casilleros_collects_the_boxes_before_the_banca_is_discarded() {
    // Box 1 2S 4C (6) with 20 on Banca, box 3 3D KD (3) with 10 on Banca; Banca 9H KC (9): a
    // natural that beats both boxes (CAS-a). Each box is paid in full and marked: 20 → 1.00,
    // 10 → 0.50. Box 1 already owed 2.25. The shoe ends: box 1's 2.25 + 1.00 = 3.25, then box
    // 3's 0.50, ascending, before `discard banca`.
    let text = r#"Scenario(format: 1, profile: "cas-marked", rounds: [Round(
        bets: [(place: 1, on: Banca, amount: 20), (place: 3, on: Banca, amount: 10)],
        shoe: ["2S", "3D", "9H", "4C", "KD", "KC"],
        boxes: [(place: 1, owed: 2.25)], shoe_end: true)])"#;
    let s = Scenario::parse("cas.ron", text, &marking_casilleros()).unwrap();
    assert_lines(
        &explained(&s),
        "
        pay 1 20.00  # CAS-a
        commission 1 1.00  # CAS-a
        discard 1  # CAS-g
        pay 3 10.00  # CAS-a
        commission 3 0.50  # CAS-a
        discard 3  # CAS-g
        collect-commission 1 3.25  # PAY-box
        collect-commission 3 0.50  # PAY-box
        discard banca  # CAS-g
        result 1 banca won 20.00 lost 0.00
        result 3 banca won 10.00 lost 0.00
        ",
        "PAY-box at casilleros",
    );
}

#[test]
fn pay_box_a_deducting_table_keeps_no_boxes_and_the_fields_change_nothing() {
    // The shipped Puerto Rico profile deducts: 100 on Banca wins 95.00. Punto 2S 3D (5) against
    // Banca 9H KC (9). `boxes`, `leaves` and `shoe_end` change nothing there.
    let plain = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 2, on: Banca, amount: 100)], shoe: ["2S", "9H", "3D", "KC"]"#,
    );
    let with_fields = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 2, on: Banca, amount: 100)], shoe: ["2S", "9H", "3D", "KC"],
           boxes: [(place: 2, owed: 3)], leaves: [2], shoe_end: true"#,
    );
    assert_lines(
        &explained(&with_fields),
        "
        announce banca 9 punto 5  # PR-announce
        pay 2 95.00  # PR-settle
        discard all  # PR-discard
        result 2 banca won 95.00 lost 0.00
        ",
        "deducting table",
    );
    assert_eq!(explained(&plain), explained(&with_fields));
    assert!(with_fields.plans(false).unwrap()[0].owed_after.is_empty());
}

#[test]
fn pay_box_an_empty_box_is_not_collected_and_boxes_given_later_replace_the_carried_one() {
    // Round 1: 20 on Banca at seat 3; Punto 2S 3D (5), Banca 9H KC (9): paid 20.00, 1.00 marked.
    // Round 2 says seat 3 owes 4.00 (an inspector's correction replaces the carried 1.00) and
    // the shoe ends: seat 3's 4.00 is collected; seat 6 bets on Punto and loses, its box empty,
    // nothing collected there.
    let text = r#"Scenario(format: 1, profile: "pr-marked", rounds: [
        Round(bets: [(place: 3, on: Banca, amount: 20)], shoe: ["2S", "9H", "3D", "KC"]),
        Round(bets: [(place: 6, on: Punto, amount: 10)], shoe: ["2C", "9D", "3H", "KD"],
              boxes: [(place: 3, owed: 4)], shoe_end: true),
    ])"#;
    let s = Scenario::parse("later.ron", text, &marking_profiles()).unwrap();
    assert_lines(
        &explained(&s),
        "
        # round 1
        announce banca 9 punto 5  # PR-announce
        pay 3 20.00  # PR-settle
        commission 3 1.00  # PR-settle
        discard all  # PR-discard
        result 3 banca won 20.00 lost 0.00
        # round 2
        announce banca 9 punto 5  # PR-announce
        collect 6  # PR-settle
        collect-commission 3 4.00  # PAY-box
        discard all  # PR-discard
        result 6 banca won 0.00 lost 10.00
        ",
        "boxes given later",
    );
}
