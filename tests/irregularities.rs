//! Irregularities and their remedies (procedures.md section 8; examples.md I1–I4): every event
//! kind at every table kind, with and without the deal drill, how a wrong choice at one is
//! diagnosed (DI1–DI3), and every refusal of section 8.1. Each expected sequence was worked out
//! by hand from section 8; comments show the table.

mod common;

use common::{assert_lines, explained, game, one_round, scenario};
use tallador::core::action::ActionLine;
use tallador::core::audit::audit_scenario;
use tallador::core::diagnosis::Row;
use tallador::core::judge::Verdict;
use tallador::core::scenario::Scenario;
use tallador::core::sequence::{SequenceOptions, sequence_text};
use tallador::core::{Action, Category, Money, Profile, Profiles, RuleId};

fn with_deal(scenario: &Scenario) -> String {
    sequence_text(
        scenario,
        SequenceOptions {
            explain: true,
            amounts: true,
            with_deal: true,
        },
    )
    .unwrap()
}

const I1: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [ Round(
    bets: [(place: 2, on: Punto, amount: 10), (place: 5, on: Banca, amount: 20)],
    shoe: ["3H", "9C", "QD", "4S", "2D", "KH", "7C", "5S", "6D", "8H"],
    irregularities: [FaceUp(card: 2)],
) ])"#;

const I2: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [ Round(
    bets: [(place: 3, on: Punto, amount: 50), (place: 7, on: Banca, amount: 40)],
    shoe: ["8S", "2H", "JC", "5D", "4C"],
    irregularities: [Misdeal(card: 2, to: Punto)],
) ])"#;

const I3: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [
    Round(
        bets: [(place: 2, on: Punto, amount: 30), (place: 4, on: Banca, amount: 20)],
        shoe: ["5C", "KD", "2S", "8H"],
        irregularities: [Stuck(card: 3)],
    ),
    Round(
        bets: [(place: 2, on: Punto, amount: 30), (place: 4, on: Banca, amount: 20),
               (place: 6, on: Empate, amount: 5)],
        shoe: ["4C", "9H", "3D", "JS", "6H", "2C"],
    ),
])"#;

const I4: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [ Round(
    bets: [(place: 3, on: Punto, amount: 50), (place: 7, on: Banca, amount: 40)],
    shoe: ["8S", "5D", "JC", "2H"],
    irregularities: [Claim(place: 7, ruling: Void)],
) ])"#;

// ----- examples.md I1–I4, exactly -----

#[test]
fn i1_casilleros_burns_a_card_face_up_in_the_shoe() {
    // 9C burned: box 2 3H 2D (5), box 5 QD KH (0), Banca 4S 7C (1); box 2 draws 5S, box 5 6D,
    // the Banca on 1 draws 8H (9) against both and settles right to left.
    assert_lines(
        &explained(&scenario(I1)),
        "
        # event: face-up card 2 (9C)
        burn  # IRR-faceup
        draw 2  # CAS-e
        draw 5  # CAS-e
        draw banca  # CAS-e
        pay 5 19.00  # CAS-f
        discard 5  # CAS-g
        collect 2  # CAS-f
        discard 2  # CAS-g
        discard banca  # CAS-g
        result 2 banca won 0.00 lost 10.00
        result 5 banca won 19.00 lost 0.00
        ",
        "I1",
    );
}

#[test]
fn i1_with_the_deal_drill_burns_before_the_deal_of_card_2() {
    let text = with_deal(&scenario(I1));
    let head: Vec<&str> = text.lines().take(9).collect();
    assert_eq!(
        head,
        [
            "deal 2  # CAS-deal",
            "# event: face-up card 2 (9C)",
            "burn  # IRR-faceup",
            "deal 5  # CAS-deal",
            "deal banca  # CAS-deal",
            "deal 2  # CAS-deal",
            "deal 5  # CAS-deal",
            "deal banca  # CAS-deal",
            "draw 2  # CAS-e",
        ]
    );
}

#[test]
fn i1_a_house_that_keeps_a_face_up_card_deals_it_as_usual() {
    // Macau keeps it: box 2 3H 4S (7), box 5 9C 2D (1), Banca QD KH (0). Box 2 stands, box 5
    // draws 7C (8); the Banca on 0 draws against both: 5S (5). Right to left: box 5's Banca
    // bet loses to 8, box 2's Punto 7 beats 5.
    let house = Profile::parse(
        "macau.ron",
        r#"Profile(format: 1, id: "casilleros-macau", name: "Casilleros (Macau rules)",
            kind: Casilleros, decks: 8, places: 12, commission_percent: 5, commission: Deducted,
            tie_pays: 8, deal_batch: 1,
            remedies: (face_up: Keep, exposed: Keep, source: "Macau, DICJ Despacho 55/2004 art. 4"))"#,
    )
    .unwrap();
    let mut profiles = Profiles::default();
    profiles.add(house);
    let text = I1.replace("\"casilleros\"", "\"casilleros-macau\"");
    let scenario = Scenario::parse("i1.ron", &text, &profiles).unwrap();
    assert_lines(
        &explained(&scenario),
        "
        # event: face-up card 2 (9C)
        keep  # IRR-faceup
        draw 5  # CAS-e
        draw banca  # CAS-e
        collect 5  # CAS-f
        discard 5  # CAS-g
        pay 2 10.00  # CAS-f
        discard 2  # CAS-g
        discard banca  # CAS-g
        result 2 punto won 10.00 lost 0.00
        result 5 punto won 0.00 lost 20.00
        ",
        "I1 kept",
    );
    // The feedback cites the house's source.
    let verdict = game(&scenario).judge(Action::Draw(tallador::core::Target::Place(5)), false);
    let Verdict::Wrong(mistake) = verdict else {
        panic!("a draw before the remedy is wrong");
    };
    let tallador::core::diagnosis::Facts::Irregular { event, .. } = &mistake.diagnosis.facts else {
        panic!("DI1 names the event: {:?}", mistake.diagnosis);
    };
    assert_eq!(event.source, "Macau, DICJ Despacho 55/2004 art. 4");
}

#[test]
fn i2_puerto_rico_restores_a_misdealt_card_noticed_at_once() {
    assert_lines(
        &explained(&scenario(I2)),
        "
        # event: misdeal card 2 (2H) to punto
        restore  # IRR-misdeal
        announce banca 7 punto 8  # PR-announce
        collect 7  # PR-settle
        pay 3 50.00  # PR-settle
        discard all  # PR-discard
        pass-shoe 3  # PR-shoe
        result 3 punto won 50.00 lost 0.00
        result 7 punto won 0.00 lost 40.00
        ",
        "I2",
    );
    // With the deal drill the event deals card 2; the trainee deals the others.
    let text = with_deal(&scenario(I2));
    let head: Vec<&str> = text.lines().take(6).collect();
    assert_eq!(
        head,
        [
            "deal punto  # PR-deal",
            "# event: misdeal card 2 (2H) to punto",
            "restore  # IRR-misdeal",
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "announce banca 7 punto 8  # PR-announce",
        ]
    );
}

#[test]
fn i2_a_misdeal_noticed_later_voids_the_coup_and_the_shoe_stays() {
    let text = I2.replace("to: Punto)", "to: Punto, noticed: 3)");
    assert_lines(
        &explained(&scenario(&text)),
        "
        # event: misdeal card 2 (2H) to punto
        void  # IRR-misdeal
        discard all  # IRR-misdeal
        result 3 void won 0.00 lost 0.00
        result 7 void won 0.00 lost 0.00
        ",
        "I2 noticed late",
    );
}

#[test]
fn i3_venice_stuck_cards_void_the_coup_and_the_bottone_stays() {
    assert_lines(
        &explained(&scenario(I3)),
        "
        # round 1
        rien-ne-va-plus  # VE-close
        # event: stuck cards 3 4 (2S 8H)
        void  # IRR-stuck
        discard all  # IRR-stuck
        result 2 void won 0.00 lost 0.00
        result 4 void won 0.00 lost 0.00
        # round 2
        rien-ne-va-plus  # VE-close
        give-cards 2  # VE-give
        reveal banca  # VE-reveal
        announce banca 9 punto 7  # VE-announce
        collect 2  # VE-settle
        collect 6  # VE-settle
        pay 4 19.00  # VE-settle
        discard all  # VE-button
        pass-button 2  # VE-button
        result 2 banca won 0.00 lost 30.00
        result 4 banca won 19.00 lost 0.00
        result 6 banca won 0.00 lost 5.00
        ",
        "I3",
    );
}

#[test]
fn i4_a_claim_the_inspector_voids() {
    assert_lines(
        &explained(&scenario(I4)),
        "
        announce banca 7 punto 8  # PR-announce
        # event: claim at place 7
        call-inspector  # IRR-claim
        void  # IRR-claim
        discard all  # IRR-claim
        result 3 void won 0.00 lost 0.00
        result 7 void won 0.00 lost 0.00
        ",
        "I4",
    );
}

// ----- every event kind at every table kind -----

#[test]
fn an_exposed_card_plays_where_it_lies_at_casilleros() {
    // Box 3 9H KD (9), Banca 2C 5S (7); card 2 (2C, the Banca's) seen: casilleros keeps it
    // (Melilla). Box 3's natural wins de aire.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 3, on: Punto, amount: 10)],
           shoe: ["9H", "2C", "KD", "5S", "4D"],
           irregularities: [Exposed(card: 2)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: exposed card 2 (2C)
        keep  # IRR-exposed
        pay 3 10.00  # CAS-c
        discard 3  # CAS-g
        discard banca  # CAS-g
        result 3 punto won 10.00 lost 0.00
        ",
        "exposed, casilleros",
    );
}

#[test]
fn an_exposed_card_is_burned_in_puerto_rico_and_the_next_goes_to_its_hand() {
    // Punto 2C, Banca 3D, Punto 4H seen: burned, 5S goes to Punto; Banca 6C. Punto 2C 5S (7),
    // Banca 3D 6C (9): a natural, the Banca wins, the shoe stays.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "4H", "5S", "6C", "7D"],
           irregularities: [Exposed(card: 3)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: exposed card 3 (4H)
        burn  # IRR-exposed
        announce banca 9 punto 7  # PR-announce
        collect 1  # PR-settle
        discard all  # PR-discard
        result 1 banca won 0.00 lost 10.00
        ",
        "exposed, Puerto Rico",
    );
    // With the deal drill: the burn right after card 3's deal, then the trainee deals its
    // replacement to the same hand.
    let text = with_deal(&s);
    let head: Vec<&str> = text.lines().take(8).collect();
    assert_eq!(
        head,
        [
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "deal punto  # PR-deal",
            "# event: exposed card 3 (4H)",
            "burn  # IRR-exposed",
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "announce banca 9 punto 7  # PR-announce",
        ]
    );
}

#[test]
fn an_extra_card_to_a_banca_that_stands_is_burned_in_venice() {
    // Punto 2H 4C (6) stands, Banco 3S 4D (7) stands; an extra card (9S) drawn to it is burned
    // and the Banco still stands. 6 against 7: the Banco wins; the Bottone passes to seat 2.
    let s = one_round(
        "punto-banco-venezia",
        r#"bets: [(place: 2, on: Punto, amount: 10)],
           shoe: ["2H", "3S", "4C", "4D", "9S", "8C"],
           irregularities: [Extra(to: Banca)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        give-cards 2  # VE-give
        reveal banca  # VE-reveal
        stand punto  # VE-declare
        # event: extra card 5 (9S) to banca
        burn  # IRR-extra
        stand banca  # VE-reveal
        announce banca 7 punto 6  # VE-announce
        collect 2  # VE-settle
        discard all  # VE-button
        pass-button 2  # VE-button
        result 2 banca won 0.00 lost 10.00
        ",
        "extra, Venice",
    );
}

#[test]
fn an_extra_card_to_punto_is_burned_in_puerto_rico_and_punto_still_stands() {
    // Punto 3C 4D (7) stands: the extra 9D is burned; Banca 2S 3H (5) draws 2C (7) against a
    // Punto who stood. 7 against 7: a tie, nothing moves at seat 1.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["3C", "2S", "4D", "3H", "9D", "2C"],
           irregularities: [Extra(to: Punto)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: extra card 5 (9D) to punto
        burn  # IRR-extra
        stand punto  # PR-punto
        draw banca  # PR-banca
        announce banca 7 punto 7  # PR-announce
        discard all  # PR-discard
        result 1 tie won 0.00 lost 0.00
        ",
        "extra, Puerto Rico",
    );
}

#[test]
fn a_damaged_third_card_at_casilleros_calls_the_inspector_and_is_replaced() {
    // Box 1 2C 2H (4), Banca 3D 3S (6). Box 1 draws: card 5 (KC) is damaged: the inspector,
    // burned; 3H takes its place (7). The Banca on 6 stands against a third card 3; 7 beats 6.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "2H", "3S", "KC", "3H", "9D"],
           irregularities: [Damaged(card: 5)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: damaged card 5 (KC)
        call-inspector  # IRR-damaged
        burn  # IRR-damaged
        draw 1  # CAS-e
        pay 1 10.00  # CAS-e
        discard 1  # CAS-g
        discard banca  # CAS-g
        result 1 punto won 10.00 lost 0.00
        ",
        "damaged, casilleros",
    );
}

#[test]
fn a_claim_at_casilleros_comes_before_the_first_settling_and_may_stand() {
    // Box 1 2C 2H (4) draws KC (4, third card 0); the Banca 3D 3S (6) stands against a 0.
    // The claim comes before the first settling; the inspector lets the coup stand.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "2H", "3S", "KC", "9D"],
           irregularities: [Claim(place: 1, ruling: Stands)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        draw 1  # CAS-e
        # event: claim at place 1
        call-inspector  # IRR-claim
        collect 1  # CAS-e
        discard 1  # CAS-g
        discard banca  # CAS-g
        result 1 banca won 0.00 lost 10.00
        ",
        "claim stands, casilleros",
    );
}

#[test]
fn stuck_cards_in_the_deal_drill_at_casilleros_void_before_their_deal() {
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "4H", "5S"],
           irregularities: [Stuck(card: 2)]"#,
    );
    assert_lines(
        &with_deal(&s),
        "
        deal 1  # CAS-deal
        # event: stuck cards 2 3 (3D 4H)
        void  # IRR-stuck
        discard all  # IRR-stuck
        result 1 void won 0.00 lost 0.00
        ",
        "stuck, casilleros, deal drill",
    );
}

// ----- diagnosing a choice at an irregularity (section 8.3) -----

fn wrong(scenario: &Scenario, done: &[Action], choice: Action) -> tallador::core::judge::Mistake {
    let mut game = game(scenario);
    for &action in done {
        match game.judge(action, false) {
            Verdict::Correct { step } => game.complete(step),
            Verdict::Wrong(mistake) => panic!("{action} should be right: {mistake:?}"),
        }
    }
    match game.judge(choice, false) {
        Verdict::Wrong(mistake) => mistake,
        Verdict::Correct { .. } => panic!("{choice} should be wrong"),
    }
}

#[test]
fn di1_a_draw_instead_of_the_burn() {
    let mistake = wrong(
        &scenario(I1),
        &[],
        Action::Draw(tallador::core::Target::Place(2)),
    );
    assert_eq!(mistake.diagnosis.row, Row::DI1);
    assert_eq!(mistake.rule(), RuleId::IrrFaceup);
    assert_eq!(mistake.category(), Category::Irregularity);
    assert_eq!(mistake.expected, [Action::Burn]);
    // The sentence names the card, its place in the shoe, the remedy and its source.
    let i18n = tallador::text::i18n::I18n::new(tallador::text::i18n::Lang::En);
    let told = tallador::text::explain::why(
        &i18n,
        tallador::core::TableKind::Casilleros,
        &mistake.diagnosis,
    );
    assert!(told.contains("Card 2 (9C)"), "{told}");
    assert!(told.contains("burns it"), "{told}");
    assert!(told.contains("Montevideo, Digesto R.1147"), "{told}");
    let es = tallador::text::i18n::I18n::new(tallador::text::i18n::Lang::Es);
    let told = tallador::text::explain::why(
        &es,
        tallador::core::TableKind::Casilleros,
        &mistake.diagnosis,
    );
    assert!(told.contains("la quema"), "{told}");
}

#[test]
fn di1_give_cards_instead_of_void_on_stuck_cards() {
    let mistake = wrong(
        &scenario(I3),
        &[Action::RienNeVaPlus],
        Action::GiveCards(Some(2)),
    );
    assert_eq!(mistake.diagnosis.row, Row::DI1);
    assert_eq!(mistake.rule(), RuleId::IrrStuck);
    assert_eq!(mistake.category(), Category::Irregularity);
}

#[test]
fn di2_a_remedy_where_nothing_irregular_happened() {
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10)], shoe: ["2C", "3D", "4H", "3S", "7D", "8S"]"#,
    );
    let mistake = wrong(&s, &[], Action::Burn);
    assert_eq!(mistake.diagnosis.row, Row::DI2);
    assert_eq!(mistake.category(), Category::Irregularity);
    // Punto 2C 4H (6), Banca 3D 3S (6): a0 is Punto's decision, it stands (PR-punto).
    assert_eq!(mistake.rule(), RuleId::PrPunto);
}

#[test]
fn di3_a_void_coup_settled_or_passed() {
    // I3: after round 1's void and discard, passing the Bottone is DI3 (order, IRR-stuck).
    let mistake = wrong(
        &scenario(I3),
        &[
            Action::RienNeVaPlus,
            Action::Void,
            Action::Discard(tallador::core::Discard::All),
        ],
        Action::PassButton(2),
    );
    assert_eq!(mistake.diagnosis.row, Row::DI3);
    assert_eq!(mistake.rule(), RuleId::IrrStuck);
    assert_eq!(mistake.category(), Category::Order);
    // I4: paying after the void is DI3 (money, IRR-claim).
    let mistake = wrong(
        &scenario(I4),
        &[
            Action::AnnounceResult { banca: 7, punto: 8 },
            Action::CallInspector,
            Action::Void,
        ],
        Action::Pay(3, Some(Money::from_units(50))),
    );
    assert_eq!(mistake.diagnosis.row, Row::DI3);
    assert_eq!(mistake.rule(), RuleId::IrrClaim);
    assert_eq!(mistake.category(), Category::Money);
}

#[test]
fn i4_audited_as_the_dealer_settled_instead_of_calling_the_inspector() {
    let lines: Vec<ActionLine> = [
        "announce banca 7 punto 8",
        "collect 7",
        "pay 3 50",
        "discard all",
        "pass-shoe 3",
    ]
    .iter()
    .enumerate()
    .map(|(index, text)| ActionLine {
        line: index + 1,
        action: text.parse().unwrap(),
    })
    .collect();
    let (audit, _) = audit_scenario(scenario(I4), &lines).unwrap();
    let first = &audit.findings[0];
    assert_eq!(first.step, 2);
    assert_eq!(first.expected, [Action::CallInspector]);
    assert_eq!(first.actual, Some(Action::Collect(7)));
    assert_eq!(first.rule, RuleId::IrrClaim);
    assert_eq!(first.category, Category::Irregularity);
    // After it: the payment in a void coup (money) and the pass (order), one finding each;
    // `discard all` is right.
    let rest: Vec<(usize, Category)> = audit.findings[1..]
        .iter()
        .map(|finding| (finding.step, finding.category))
        .collect();
    assert_eq!(rest, [(3, Category::Money), (5, Category::Order)]);
    // The money report: the dealer paid 50 at seat 3 and collected 40 at seat 7, where a void
    // coup moves nothing.
    let moved: Vec<(u8, Money, Money)> = audit
        .money
        .iter()
        .map(|place| (place.should.place, place.paid, place.collected))
        .collect();
    assert_eq!(
        moved,
        [
            (3, Money::from_units(50), Money::ZERO),
            (7, Money::ZERO, Money::from_units(40)),
        ]
    );
}

// ----- what `check` refuses (section 8.1), with file, line and column -----

/// Parses a one-round scenario whose last field line is `events`; returns the refusal's line,
/// column and problem id.
fn refusal(profile: &str, bets: &str, shoe: &str, events: &str) -> (usize, usize, String) {
    let text = format!(
        "Scenario(format: 1, profile: \"{profile}\", rounds: [ Round(\n    bets: {bets},\n    shoe: {shoe},\n    irregularities: [{events}],\n) ])\n"
    );
    match Scenario::parse("bad.ron", &text, &Profiles::default()) {
        Ok(_) => panic!("{events} should be refused"),
        Err(diagnostic) => {
            let position = diagnostic.position.expect("a position");
            let problem = diagnostic.problem.expect("a problem").id.to_string();
            assert_eq!(diagnostic.file, "bad.ron");
            (position.line, position.column, problem)
        }
    }
}

const PR_BETS: &str = "[(place: 1, on: Punto, amount: 10)]";
/// Punto 2C 4H (6) stands, Banca 3D 6C (9): a natural. Four cards used.
const PR_NATURAL: &str = r#"["2C", "3D", "4H", "6C", "7D", "8S"]"#;
/// Punto 2C 3H (5) draws 4D; Banca 3D 3S (6). Five cards used.
const PR_DRAW: &str = r#"["2C", "3D", "3H", "3S", "4D", "8S"]"#;
const CAS_BETS: &str = "[(place: 2, on: Punto, amount: 10)]";
const CAS_SHOE: &str = r#"["2C", "3D", "3H", "3S", "4D", "8S"]"#;

#[test]
fn every_refusal_of_section_8_1_names_the_line_and_column() {
    // The events line is line 4; `    irregularities: [` is 21 characters, so the first event
    // starts at column 22.
    let cases: [(&str, &str, &str, &str, &str); 14] = [
        // Exposed, Stuck, Misdeal after the initial deal (PR deals 4 cards).
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Exposed(card: 5)",
            "irregularity_after_deal",
        ),
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Stuck(card: 5)",
            "irregularity_after_deal",
        ),
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Misdeal(card: 5, to: Banca)",
            "irregularity_after_deal",
        ),
        // Extra to a hand that draws, and to a hand with no draw or stand (a natural).
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Extra(to: Punto)",
            "irregularity_extra_draws",
        ),
        (
            "punto-banco-pr",
            PR_BETS,
            PR_NATURAL,
            "Extra(to: Banca)",
            "irregularity_extra_no_decision",
        ),
        // A card past the cards the round uses (the natural uses four).
        (
            "punto-banco-pr",
            PR_BETS,
            PR_NATURAL,
            "FaceUp(card: 6)",
            "irregularity_past_cards",
        ),
        // Two events on one card: a stuck pair covers K+1.
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Stuck(card: 1), FaceUp(card: 2)",
            "irregularity_two_on_card",
        ),
        // `noticed` not after its card, and after the initial deal.
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Misdeal(card: 3, to: Banca, noticed: 2)",
            "irregularity_noticed",
        ),
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Misdeal(card: 2, to: Punto, noticed: 5)",
            "irregularity_noticed",
        ),
        // A misdeal to the hand the deal gives that card anyway (card 1 is Punto's).
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Misdeal(card: 1, to: Punto)",
            "irregularity_misdeal_own_hand",
        ),
        // A place not in play; Box(N) at a single-hand table; Punto at casilleros.
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Claim(place: 4, ruling: Void)",
            "irregularity_not_in_play",
        ),
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Extra(to: Box(1))",
            "irregularity_wrong_hand",
        ),
        (
            "casilleros",
            CAS_BETS,
            CAS_SHOE,
            "Misdeal(card: 1, to: Punto)",
            "irregularity_wrong_hand",
        ),
        // Two claims in a round.
        (
            "punto-banco-pr",
            PR_BETS,
            PR_DRAW,
            "Claim(place: 1, ruling: Stands), Claim(place: 1, ruling: Void)",
            "irregularity_twice",
        ),
    ];
    for (profile, bets, shoe, events, problem) in cases {
        let (line, column, id) = refusal(profile, bets, shoe, events);
        assert_eq!(id, problem, "{events}");
        assert_eq!(line, 4, "{events}");
        // The refused event is the first listed, or the second (after `, `).
        let at = if events.matches("), ").count() == 1 && problem != "irregularity_after_deal" {
            22 + events.find("), ").unwrap() + 3
        } else {
            22
        };
        assert_eq!(column, at, "{events}");
    }
}

#[test]
fn an_event_after_the_coup_is_void_is_refused() {
    // Stuck on 1 voids the coup at once; a claim would come after the result, never announced.
    let (line, column, id) = refusal(
        "punto-banco-pr",
        PR_BETS,
        PR_DRAW,
        "Stuck(card: 1), Claim(place: 1, ruling: Stands)",
    );
    assert_eq!(
        (line, column, id.as_str()),
        (4, 38, "irregularity_after_void")
    );
}

#[test]
fn a_box_not_in_play_and_two_extras_to_one_hand_are_refused_at_casilleros() {
    let (_, _, id) = refusal("casilleros", CAS_BETS, CAS_SHOE, "Extra(to: Box(3))");
    assert_eq!(id, "irregularity_not_in_play");
    let (_, _, id) = refusal(
        "casilleros",
        CAS_BETS,
        CAS_SHOE,
        "Extra(to: Banca), Extra(to: Banca)",
    );
    assert_eq!(id, "irregularity_twice");
}

// ----- a scenario without irregularities is read and sequenced as before -----

#[test]
fn an_empty_list_of_irregularities_changes_nothing_and_events_survive_a_round_trip() {
    let mut read = 0;
    let folders = [
        "casilleros",
        "punto-banco-pr",
        "punto-banco-venezia",
        "inspector",
    ];
    for path in folders.iter().flat_map(|folder| {
        std::fs::read_dir(std::path::Path::new("scenarios").join(folder))
            .unwrap()
            .map(|entry| entry.unwrap().path())
    }) {
        if path.extension().is_none_or(|ext| ext != "ron") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let plain = Scenario::parse("s.ron", &text, &Profiles::default()).unwrap();
        if plain
            .rounds
            .iter()
            .any(|round| !round.irregularities.is_empty())
        {
            continue;
        }
        read += 1;
        let mut with_empty = plain.clone();
        for round in &mut with_empty.rounds {
            round.irregularities.clear();
        }
        let again = Scenario::parse("s.ron", &with_empty.to_ron(), &Profiles::default()).unwrap();
        assert_eq!(explained(&again), explained(&plain), "{}", path.display());
        assert_eq!(with_deal(&again), with_deal(&plain), "{}", path.display());
        // Nothing irregular: no event, no void, nothing burned.
        let game = game(&plain);
        for plan in game.plans() {
            assert!(plan.events.is_empty() && plan.void.is_none() && plan.burned.is_empty());
        }
    }
    assert!(
        read >= 36,
        "only {read} situations without irregularities read"
    );
    for text in [I1, I2, I3, I4] {
        let first = scenario(text);
        let again = scenario(&first.to_ron());
        assert_eq!(again.rounds, first.rounds);
        assert_eq!(explained(&again), explained(&first));
    }
}

// ----- an exam paper with irregular situations and a limit on irregularity mistakes -----

#[test]
fn a_paper_requires_irregular_situations_and_limits_irregularity_mistakes() {
    use tallador::session::exam::paper::ExamPaper;
    let text = r#"ExamPaper(
    format: 1,
    title: "Irregularities",
    table: "punto-banco-pr",
    situations: [Generated(focus: "irregularities", seed: 5, count: 3)],
    order: Fixed,
    pass_mark: 80,
    limits: [(category: Irregularity, mistakes: 0)],
    attempts: 1,
    valid_months: 6,
)"#;
    let profiles = Profiles::default();
    let paper = ExamPaper::parse("paper.ron", text, &profiles).unwrap();
    assert_eq!(paper.limit(Category::Irregularity), Some(0));
    // The paper as written reads back the same (the signature covers this text).
    assert_eq!(
        ExamPaper::parse("again.ron", &paper.to_ron(), &profiles).unwrap(),
        paper
    );
    // Every situation it deals has its one irregularity, the same each time.
    let deal = |paper: &ExamPaper| {
        paper
            .situations(
                "paper.ron",
                text,
                std::path::Path::new("."),
                &[],
                &profiles,
                0,
            )
            .unwrap()
    };
    let scenarios = deal(&paper);
    assert_eq!(scenarios.len(), 3);
    for scenario in &scenarios {
        let events: usize = scenario
            .rounds
            .iter()
            .map(|round| round.irregularities.len())
            .sum();
        assert!(events >= 1, "{}", scenario.title);
    }
    assert_eq!(deal(&paper), scenarios);
}

// ----- the audit drill plants mishandled irregularities -----

#[test]
fn the_audit_drill_plants_an_irregularity_ignored_and_a_void_coup_settled() {
    use tallador::core::plant::{PlantKind, plant};
    // I1: the burn left out: the dealer draws to box 2 at once. One finding, at that draw,
    // irregularity, IRR-faceup; the rest of the round is right on the table the burn leaves.
    let playback = plant(&scenario(I1), &[PlantKind::IgnoredIrregularity], 1, 7).unwrap();
    let actions: Vec<String> = playback
        .actions
        .iter()
        .map(|line| line.action.to_string())
        .collect();
    assert_eq!(actions[0], "draw 2");
    assert!(!actions.contains(&"burn".to_string()));
    let error = &playback.errors[0];
    assert_eq!(error.kind, PlantKind::IgnoredIrregularity);
    assert_eq!(error.finding.step, 1);
    assert_eq!(error.finding.rule, RuleId::IrrFaceup);
    assert_eq!(error.finding.category, Category::Irregularity);
    // I3: box 2's stake collected right after round 1's void: DI3, money, IRR-stuck.
    let playback = plant(&scenario(I3), &[PlantKind::VoidCoupSettled], 1, 7).unwrap();
    let actions: Vec<String> = playback
        .actions
        .iter()
        .map(|line| line.action.to_string())
        .collect();
    assert_eq!(
        &actions[..4],
        ["rien-ne-va-plus", "void", "collect 2", "discard all"]
    );
    let error = &playback.errors[0];
    assert_eq!(
        (error.finding.step, error.finding.rule),
        (3, RuleId::IrrStuck)
    );
    assert_eq!(error.finding.category, Category::Money);
}

// ----- the rest of every event kind at every table kind (worked by hand from section 8) -----

#[test]
fn a_misdeal_restored_at_casilleros_with_and_without_the_deal_drill() {
    // Deal: box 1 2C, box 3 3D (misdealt to the Banca, restored), Banca 4H, box 1 5S (7),
    // box 3 KD (3), Banca AH (5). Box 1 stands; box 3 draws 2S (5, third card 2). The Banca on
    // 5 stands against a third card 2 (box 3 settled first: 5 against 5, an encart) and draws
    // against box 1, which stood: 9C, 4; box 1's 7 wins.
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "4H", "5S", "KD", "AH", "2S", "9C"],
           irregularities: [Misdeal(card: 2, to: Banca)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: misdeal card 2 (3D) to banca
        restore  # IRR-misdeal
        draw 3  # CAS-e
        encart 3  # CAS-e
        discard 3  # CAS-g
        draw banca  # CAS-e
        pay 1 10.00  # CAS-f
        discard 1  # CAS-g
        discard banca  # CAS-g
        result 1 punto won 10.00 lost 0.00
        result 3 tie won 0.00 lost 0.00
        ",
        "misdeal, casilleros",
    );
    let text = with_deal(&s);
    let head: Vec<&str> = text.lines().take(8).collect();
    assert_eq!(
        head,
        [
            "deal 1  # CAS-deal",
            "# event: misdeal card 2 (3D) to banca",
            "restore  # IRR-misdeal",
            "deal banca  # CAS-deal",
            "deal 1  # CAS-deal",
            "deal 3  # CAS-deal",
            "deal banca  # CAS-deal",
            "draw 3  # CAS-e",
        ]
    );
}

#[test]
fn a_face_up_card_in_puerto_rico_is_burned_before_the_deal() {
    // KS face up: burned. Punto 9H JD (9), Banca 3C 5S (8): Punto wins on a natural; the shoe
    // passes from seat 1 to seat 2.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 2, on: Banca, amount: 20)],
           shoe: ["KS", "9H", "3C", "JD", "5S"],
           irregularities: [FaceUp(card: 1)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: face-up card 1 (KS)
        burn  # IRR-faceup
        announce banca 8 punto 9  # PR-announce
        collect 2  # PR-settle
        discard all  # PR-discard
        pass-shoe 2  # PR-shoe
        result 2 punto won 0.00 lost 20.00
        ",
        "face-up, Puerto Rico",
    );
    let text = with_deal(&s);
    let head: Vec<&str> = text.lines().take(7).collect();
    assert_eq!(
        head,
        [
            "# event: face-up card 1 (KS)",
            "burn  # IRR-faceup",
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "announce banca 8 punto 9  # PR-announce",
        ]
    );
}

#[test]
fn stuck_cards_in_puerto_rico_void_the_coup_with_and_without_the_deal_drill() {
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "4H", "5S"],
           irregularities: [Stuck(card: 3)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: stuck cards 3 4 (4H 5S)
        void  # IRR-stuck
        discard all  # IRR-stuck
        result 1 void won 0.00 lost 0.00
        ",
        "stuck, Puerto Rico",
    );
    assert_lines(
        &with_deal(&s),
        "
        deal punto  # PR-deal
        deal banca  # PR-deal
        # event: stuck cards 3 4 (4H 5S)
        void  # IRR-stuck
        discard all  # IRR-stuck
        result 1 void won 0.00 lost 0.00
        ",
        "stuck, Puerto Rico, deal drill",
    );
}

#[test]
fn a_damaged_card_of_the_deal_in_puerto_rico_is_replaced_after_the_inspector() {
    // Punto 2C, Banca 3D; card 3 (QH) damaged: the inspector, burned; 4S to Punto (6), 5H to
    // the Banca (8): the Banca's natural wins, the shoe stays.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "QH", "4S", "5H"],
           irregularities: [Damaged(card: 3)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: damaged card 3 (QH)
        call-inspector  # IRR-damaged
        burn  # IRR-damaged
        announce banca 8 punto 6  # PR-announce
        collect 1  # PR-settle
        discard all  # PR-discard
        result 1 banca won 0.00 lost 10.00
        ",
        "damaged, Puerto Rico",
    );
    let text = with_deal(&s);
    let head: Vec<&str> = text.lines().take(8).collect();
    assert_eq!(
        head,
        [
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "# event: damaged card 3 (QH)",
            "call-inspector  # IRR-damaged",
            "burn  # IRR-damaged",
            "deal punto  # PR-deal",
            "deal banca  # PR-deal",
            "announce banca 8 punto 6  # PR-announce",
        ]
    );
}

#[test]
fn a_claim_the_inspector_lets_stand_in_puerto_rico_is_settled_as_usual() {
    // Punto 9S KD (9), Banca 3C 5H (8). Seat 2 claims; the coup stands: settled, the shoe
    // passes to seat 2.
    let s = one_round(
        "punto-banco-pr",
        r#"bets: [(place: 1, on: Punto, amount: 10), (place: 2, on: Banca, amount: 10)],
           shoe: ["9S", "3C", "KD", "5H"],
           irregularities: [Claim(place: 2, ruling: Stands)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        announce banca 8 punto 9  # PR-announce
        # event: claim at place 2
        call-inspector  # IRR-claim
        collect 2  # PR-settle
        pay 1 10.00  # PR-settle
        discard all  # PR-discard
        pass-shoe 2  # PR-shoe
        result 1 punto won 10.00 lost 0.00
        result 2 punto won 0.00 lost 10.00
        ",
        "claim stands, Puerto Rico",
    );
}

#[test]
fn a_misdeal_restored_in_venice_after_the_bets_are_closed() {
    // Card 1 (9C, Punto's) goes to the Banco and is restored. Punto 9C KH (9), Banco 2D 4S
    // (6): seat 3 reads and wins; the Bottone passes from seat 1 to seat 3.
    let s = one_round(
        "punto-banco-venezia",
        r#"bets: [(place: 3, on: Punto, amount: 20)],
           shoe: ["9C", "2D", "KH", "4S"],
           irregularities: [Misdeal(card: 1, to: Banca)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        # event: misdeal card 1 (9C) to banca
        restore  # IRR-misdeal
        give-cards 3  # VE-give
        reveal banca  # VE-reveal
        announce banca 6 punto 9  # VE-announce
        pay 3 20.00  # VE-settle
        discard all  # VE-button
        pass-button 3  # VE-button
        result 3 punto won 20.00 lost 0.00
        ",
        "misdeal, Venice",
    );
}

#[test]
fn a_damaged_third_card_in_venice_is_replaced_before_punto_s_draw() {
    // Punto 2C 3H (5) draws: card 5 (KS) is damaged: the inspector, burned; 2H (7, third card
    // 2). The Banco 3D 4S (7) stands. 7 against 7: a tie, seat 2's Punto bet stands off.
    let s = one_round(
        "punto-banco-venezia",
        r#"bets: [(place: 2, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "3H", "4S", "KS", "2H"],
           irregularities: [Damaged(card: 5)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        rien-ne-va-plus  # VE-close
        give-cards 2  # VE-give
        reveal banca  # VE-reveal
        # event: damaged card 5 (KS)
        call-inspector  # IRR-damaged
        burn  # IRR-damaged
        draw punto  # VE-declare
        stand banca  # VE-reveal
        announce banca 7 punto 7  # VE-announce
        discard all  # VE-button
        pass-button 2  # VE-button
        result 2 tie won 0.00 lost 0.00
        ",
        "damaged, Venice",
    );
}

#[test]
fn an_extra_card_to_a_casilleros_banca_on_7_is_burned() {
    // Box 1 2C 4H (6) stands; the Banca 3D 4S (7) stands against every box: an extra card
    // (9H) drawn to it is burned. 6 against 7: box 1 loses (CAS-d).
    let s = one_round(
        "casilleros",
        r#"bets: [(place: 1, on: Punto, amount: 10)],
           shoe: ["2C", "3D", "4H", "4S", "9H"],
           irregularities: [Extra(to: Banca)]"#,
    );
    assert_lines(
        &explained(&s),
        "
        # event: extra card 5 (9H) to banca
        burn  # IRR-extra
        collect 1  # CAS-d
        discard 1  # CAS-g
        discard banca  # CAS-g
        result 1 banca won 0.00 lost 10.00
        ",
        "extra, casilleros Banca",
    );
}
