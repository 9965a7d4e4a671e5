//! The diagnosis of a wrong choice (procedures.md section 6): for every row D0–D17, cases in
//! each profile where the row applies. Every expected row, rule, category and fact is worked
//! out by hand from the rulebook; the comment above each scenario deals its cards.

use tallador::core::diagnosis::{
    Against, BoxHand, Diagnosis, Facts, NoAnnouncement, NoCollection, Payout, Precedence, Row,
    SeatDue, Stay,
};
use tallador::core::game::Game;
use tallador::core::judge::Verdict;
use tallador::core::procedure::Owner;
use tallador::core::profile::CommissionMode;
use tallador::core::scenario::Scenario;
use tallador::core::{
    Action, Category, Declaration, Hand, Money, Profile, Profiles, RuleId, Side, Target, Winner,
};

fn profiles() -> Profiles {
    let mut profile = Profile::builtin("punto-banco-pr").unwrap();
    profile.id = "pr-marked".into();
    profile.commission = CommissionMode::Marked;
    let mut profiles = Profiles::default();
    profiles.add(profile);
    profiles
}

fn game(text: &str, with_deal: bool) -> Game {
    let scenario = Scenario::parse("d.ron", text, &profiles()).unwrap();
    Game::new(scenario, with_deal).unwrap()
}

fn act(text: &str) -> Action {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error:?}"))
}

/// The game after `done`, each of which must be right.
fn after(mut game: Game, done: &[&str]) -> Game {
    for text in done {
        match game.judge(act(text), false) {
            Verdict::Correct { step } => game.complete(step),
            Verdict::Wrong(mistake) => panic!("{text} should be right: {mistake:?}"),
        }
    }
    game
}

fn diagnose_with(game: &Game, choice: &str, require_amounts: bool) -> Diagnosis {
    match game.judge(act(choice), require_amounts) {
        Verdict::Wrong(mistake) => mistake.diagnosis,
        Verdict::Correct { .. } => panic!("{choice} should be wrong"),
    }
}

fn diagnose(game: &Game, choice: &str) -> Diagnosis {
    diagnose_with(game, choice, false)
}

fn expect(row: Row, rule: RuleId, category: Category, facts: Facts) -> Diagnosis {
    Diagnosis {
        row,
        rule,
        category,
        facts,
    }
}

fn money(text: &str) -> Money {
    Money::parse_amount(text).unwrap()
}

// Casilleros, the worked example cas-standing-box-first. Box 1 KD QD (0) draws 6S (6); box 5
// 4C 3D (7) stands; the Banca 3H 3S (6) stands against box 5 and draws against box 1's 6: 2D,
// 8. Plan: draw 1, pay 5 10, discard 5, draw banca, collect 1, discard 1, discard banca.
const CAS_STANDING: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10), (place: 5, on: Punto, amount: 10)],
    shoe: ["KD", "4C", "3H", "QD", "3D", "3S", "6S", "2D"])])"#;

// Casilleros: box 2 4H 3C (7) and box 3 2H 4C (6) stand; the Banca 3D 3S (6) stands against
// both (Punto stood). Plan: pay 2 10, discard 2, encart 3 (6 against 6), discard 3, discard
// banca.
const CAS_BANCA_STANDS: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 2, on: Punto, amount: 10), (place: 3, on: Punto, amount: 10)],
    shoe: ["4H", "2H", "3D", "3C", "4C", "3S"])])"#;

// Casilleros: box 1 2H 3C (5) against a Banca 4D 5S (9), a natural: collect 1, discard 1,
// discard banca.
const CAS_BANCA_NATURAL: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10)], shoe: ["2H", "4D", "3C", "5S"])])"#;

// Puerto Rico: Punto 2S 3C (5) draws 7H (2); Banca 4D 2H (6) draws against a 7: 3D, 9. Banca
// wins. Plan: draw punto, announce punto 2, draw banca, announce banca 9 punto 2, collect 4,
// pay 2 9.50 (10 less 5 %), discard all; no pass (Punto did not win).
const PR_BANCA_DRAWS: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Punto, amount: 20)],
    shoe: ["2S", "4D", "3C", "2H", "7H", "3D"])])"#;

// Puerto Rico: Punto 6C 2H (8), a natural, against Banca 5H AC (6). Plan: announce banca 6
// punto 8, collect 7, pay 3 20, discard all, pass-shoe 3 (the next occupied seat after 1).
const PR_PUNTO_NATURAL: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
    shoe: ["6C", "5H", "2H", "AC"])])"#;

// Puerto Rico: Punto 3H 4D (7) and Banca 2S 5C (7) stand: a tie. Plan: stand punto, stand
// banca, announce banca 7 punto 7, pay 1 80 (the tie bet at 8 to 1), discard all. Seat 2's
// Punto bet stands off.
const PR_TIE: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 1, on: Empate, amount: 10), (place: 2, on: Punto, amount: 10)],
    shoe: ["3H", "2S", "4D", "5C"])])"#;

// Puerto Rico, commission marked: Punto KH 6H (6) and Banca 4C 3C (7) stand; Banca wins. Seat
// 2's 25.50 is paid in full, then 25.50 - floor(24.225) = 1.28 is marked.
const PR_MARKED: &str = r#"Scenario(format: 1, profile: "pr-marked", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 25.50)], shoe: ["KH", "4C", "6H", "3C"])])"#;

// Venice, the Bottone at seat 4: seats 2 and 5 bet 20 on Punto each, seat 1 10 on Banco.
// Equal Punto stakes go by precedence from the holder (4, 5, …): seat 5 reads. Punto 3H 2C (5)
// must draw although the client says "no carta"; it draws 7C (2). Banco KD 6S (6) draws
// against a 7: 2H, 8. Plan: rien-ne-va-plus, give-cards 5, reveal banca, draw punto, draw
// banca, announce banca 8 punto 2, collect 2, collect 5, pay 1 9.50, discard all,
// pass-button 5.
const VE_NO_CARTA: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    holder: 4, declaration: NoCarta,
    bets: [(place: 2, on: Punto, amount: 20), (place: 5, on: Punto, amount: 20),
           (place: 1, on: Banca, amount: 10)],
    shoe: ["3H", "KD", "2C", "6S", "7C", "2H"])])"#;

// Venice, a colpo in bianco: no bets, seats 3 and 5 occupied, the Bottone at 3. Punto 4H AS
// (5) draws 2H (7); Banco 3D 2C (5) stands against a 2. Plan: rien-ne-va-plus, give-cards
// dealer, reveal banca, draw punto, stand banca, announce banca 5 punto 7, discard all; the
// Bottone stays.
const VE_COLPO: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    holder: 3, seats: [3, 5], bets: [], shoe: ["4H", "3D", "AS", "2C", "2H"])])"#;

#[test]
fn d0_a_card_of_the_deal_is_due_to_the_first_box() {
    let g = game(CAS_STANDING, true);
    assert_eq!(
        diagnose(&g, "draw 1"),
        expect(
            Row::D0,
            RuleId::CasDeal,
            Category::Omission,
            Facts::DealDue {
                due: Target::Place(1)
            }
        )
    );
    // Venice deals after rien-ne-va-plus: first to Punto (VE-deal).
    let g = after(game(VE_NO_CARTA, true), &["rien-ne-va-plus"]);
    assert_eq!(
        diagnose(&g, "give-cards 5"),
        expect(
            Row::D0,
            RuleId::VeDeal,
            Category::Omission,
            Facts::DealDue {
                due: Target::Hand(Hand::Punto)
            }
        )
    );
}

#[test]
fn d1_a_card_dealt_to_the_wrong_hand_or_when_none_is_due() {
    let g = game(CAS_STANDING, true);
    assert_eq!(
        diagnose(&g, "deal 5"),
        expect(
            Row::D1,
            RuleId::CasDeal,
            Category::Order,
            Facts::DealTo {
                due: Some(Target::Place(1))
            }
        )
    );
    // Puerto Rico deals Punto, Banca, Punto, Banca: after the first card, the Banca's.
    let g = after(game(PR_BANCA_DRAWS, true), &["deal punto"]);
    assert_eq!(
        diagnose(&g, "deal punto"),
        expect(
            Row::D1,
            RuleId::PrDeal,
            Category::Order,
            Facts::DealTo {
                due: Some(Target::Hand(Hand::Banca))
            }
        )
    );
    // Without the deal drill no card is ever due.
    let g = game(CAS_STANDING, false);
    assert_eq!(
        diagnose(&g, "deal banca"),
        expect(
            Row::D1,
            RuleId::CasDeal,
            Category::Order,
            Facts::DealTo { due: None }
        )
    );
}

#[test]
fn d2_a_banca_payout_is_ten_less_five_percent() {
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
            "collect 4",
        ],
    );
    assert_eq!(
        diagnose(&g, "pay 2 9.60"),
        expect(
            Row::D2,
            RuleId::PayBanca,
            Category::Money,
            Facts::Amount {
                place: 2,
                side: Side::Banca,
                stake: money("10"),
                due: money("9.50"),
                given: Some(money("9.60")),
                commission: false,
                payout: Payout::LessCommission(5),
            }
        )
    );
    // Where the session asks for amounts, a bare pay is a money mistake too.
    assert_eq!(
        diagnose_with(&g, "pay 2", true).facts,
        Facts::Amount {
            place: 2,
            side: Side::Banca,
            stake: money("10"),
            due: money("9.50"),
            given: None,
            commission: false,
            payout: Payout::LessCommission(5),
        }
    );
}

#[test]
fn d2_punto_tie_and_marked_commission_payouts() {
    // Casilleros: box 5's Punto 10 wins 10 at evens (PAY-punto).
    let g = after(game(CAS_STANDING, false), &["draw 1"]);
    let d = diagnose(&g, "pay 5 9.50");
    assert_eq!(
        (d.row, d.rule, d.category),
        (Row::D2, RuleId::PayPunto, Category::Money)
    );
    // The tie bet 10 wins 80 (PAY-tie).
    let g = after(
        game(PR_TIE, false),
        &["stand punto", "stand banca", "announce banca 7 punto 7"],
    );
    assert_eq!(
        diagnose(&g, "pay 1 90"),
        expect(
            Row::D2,
            RuleId::PayTie,
            Category::Money,
            Facts::Amount {
                place: 1,
                side: Side::Empate,
                stake: money("10"),
                due: money("80"),
                given: Some(money("90")),
                commission: false,
                payout: Payout::Odds(8),
            }
        )
    );
    // Marked: after pay 2 25.50 the commission box takes 1.28 (PAY-mark).
    let g = after(
        game(PR_MARKED, false),
        &[
            "stand punto",
            "stand banca",
            "announce banca 7 punto 6",
            "pay 2 25.50",
        ],
    );
    assert_eq!(
        diagnose(&g, "commission 2 1.27"),
        expect(
            Row::D2,
            RuleId::PayMark,
            Category::Money,
            Facts::Amount {
                place: 2,
                side: Side::Banca,
                stake: money("25.50"),
                due: money("1.28"),
                given: Some(money("1.27")),
                commission: true,
                payout: Payout::Marked(5),
            }
        )
    );
}

#[test]
fn d3_nobody_draws_on_a_natural() {
    // Casilleros: the Banca's 9 decides every box now.
    let g = game(CAS_BANCA_NATURAL, false);
    assert_eq!(
        diagnose(&g, "draw 1"),
        expect(
            Row::D3,
            RuleId::T3,
            Category::Draw,
            Facts::Natural {
                hand: Owner::Banca,
                total: 9
            }
        )
    );
    // Puerto Rico: Punto's 8; the Banca does not draw either.
    let g = game(PR_PUNTO_NATURAL, false);
    assert_eq!(
        diagnose(&g, "draw banca"),
        expect(
            Row::D3,
            RuleId::T3,
            Category::Draw,
            Facts::Natural {
                hand: Owner::Punto,
                total: 8
            }
        )
    );
}

#[test]
fn d4_no_hand_takes_a_fourth_card() {
    let g = after(game(CAS_STANDING, false), &["draw 1"]);
    assert_eq!(
        diagnose(&g, "draw 1"),
        expect(
            Row::D4,
            RuleId::T6,
            Category::Draw,
            Facts::ThreeCards {
                hand: Owner::Box(1)
            }
        )
    );
    let g = after(game(PR_BANCA_DRAWS, false), &["draw punto"]);
    assert_eq!(
        diagnose(&g, "draw punto").facts,
        Facts::ThreeCards { hand: Owner::Punto }
    );
}

#[test]
fn d5_venice_the_table_not_the_clients_no_carta_decides() {
    let g = after(
        game(VE_NO_CARTA, false),
        &["rien-ne-va-plus", "give-cards 5", "reveal banca"],
    );
    assert_eq!(
        diagnose(&g, "stand punto"),
        expect(
            Row::D5,
            RuleId::VeDeclare,
            Category::Draw,
            Facts::Declared {
                declaration: Declaration::NoCarta,
                total: 5
            }
        )
    );
}

#[test]
fn d6_draw_to_a_box_on_seven_is_t4() {
    let g = game(CAS_STANDING, false);
    assert_eq!(
        diagnose(&g, "draw 5"),
        expect(
            Row::D6,
            RuleId::T4,
            Category::Draw,
            Facts::Total {
                hand: Owner::Box(5),
                total: 7
            }
        )
    );
}

#[test]
fn d6_punto_standing_on_five_is_t4() {
    let g = game(PR_BANCA_DRAWS, false);
    assert_eq!(
        diagnose(&g, "stand punto"),
        expect(
            Row::D6,
            RuleId::T4,
            Category::Draw,
            Facts::Total {
                hand: Owner::Punto,
                total: 5
            }
        )
    );
}

#[test]
fn d7_the_banca_on_six_draws_against_a_seven() {
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &["draw punto", "announce punto 2"],
    );
    assert_eq!(
        diagnose(&g, "stand banca"),
        expect(
            Row::D7,
            RuleId::T5,
            Category::Draw,
            Facts::Tableau {
                banca: 6,
                against: Against::Punto(Some(7)),
                draws: true
            }
        )
    );
}

#[test]
fn d7_casilleros_the_banca_stands_against_every_box_that_stood() {
    let g = game(CAS_BANCA_STANDS, false);
    assert_eq!(
        diagnose(&g, "draw banca"),
        expect(
            Row::D7,
            RuleId::T5,
            Category::Draw,
            Facts::Tableau {
                banca: 6,
                against: Against::Boxes(vec![(2, BoxHand::Stood), (3, BoxHand::Stood)]),
                draws: false
            }
        )
    );
}

#[test]
fn d8_only_places_with_a_bet_are_in_play() {
    let g = game(CAS_STANDING, false);
    assert_eq!(
        diagnose(&g, "collect 3"),
        expect(
            Row::D8,
            RuleId::Places,
            Category::Order,
            Facts::InPlay {
                place: 3,
                in_play: vec![1, 5]
            }
        )
    );
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &["draw punto", "announce punto 2", "draw banca"],
    );
    assert_eq!(diagnose(&g, "collect 9").rule, RuleId::Places);
}

#[test]
fn d9_a_settlement_the_result_never_allows() {
    // Box 1's 6 against the Banca's three-card 8: nothing wins at box 1 (T6).
    let g = after(
        game(CAS_STANDING, false),
        &["draw 1", "pay 5", "discard 5", "draw banca"],
    );
    assert_eq!(
        diagnose(&g, "pay 1"),
        expect(
            Row::D9,
            RuleId::T6,
            Category::Money,
            Facts::Result {
                place: 1,
                wagers: vec![Side::Punto],
                punto: 6,
                banca: 8,
                winner: Winner::Banca
            }
        )
    );
    // Box 5 stood on 7 against the Banca's standing 6: decided at once, it won; no encart.
    let g = game(CAS_STANDING, false);
    assert_eq!(
        diagnose(&g, "encart 5").facts,
        Facts::Result {
            place: 5,
            wagers: vec![Side::Punto],
            punto: 7,
            banca: 6,
            winner: Winner::Punto
        }
    );
    // Box 3's 6 ties the Banca's 6: it is an encart, not a payout (CAS-g).
    let g = game(CAS_BANCA_STANDS, false);
    let d = diagnose(&g, "pay 3");
    assert_eq!(
        (d.row, d.rule, d.category),
        (Row::D9, RuleId::CasG, Category::Money)
    );
    // Puerto Rico: the Banca's 9 beats Punto's 2, seat 4 is collected, not paid.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &["draw punto", "announce punto 2", "draw banca"],
    );
    assert_eq!(
        diagnose(&g, "pay 4"),
        expect(
            Row::D9,
            RuleId::T6,
            Category::Money,
            Facts::Result {
                place: 4,
                wagers: vec![Side::Punto],
                punto: 2,
                banca: 9,
                winner: Winner::Banca
            }
        )
    );
    // A tie: the Punto bet stands off (PR-settle); on a natural, T3.
    let g = after(game(PR_TIE, false), &["stand punto", "stand banca"]);
    assert_eq!(diagnose(&g, "collect 2").rule, RuleId::PrSettle);
    let g = game(PR_PUNTO_NATURAL, false);
    assert_eq!(
        diagnose(&g, "collect 3"),
        expect(
            Row::D9,
            RuleId::T3,
            Category::Money,
            Facts::Result {
                place: 3,
                wagers: vec![Side::Punto],
                punto: 8,
                banca: 6,
                winner: Winner::Punto
            }
        )
    );
}

#[test]
fn d10_the_seat_the_rule_names() {
    // Venice: equal Punto stakes at 2 and 5, Bottone at 4: seat 5 comes first.
    let g = after(game(VE_NO_CARTA, false), &["rien-ne-va-plus"]);
    assert_eq!(
        diagnose(&g, "give-cards 2"),
        expect(
            Row::D10,
            RuleId::VeGive,
            Category::Order,
            Facts::Seat {
                due: SeatDue::Reader {
                    seat: 5,
                    stake: money("20"),
                    holder: 4
                }
            }
        )
    );
    // Puerto Rico: Punto won, the shoe goes from seat 1 to 3, the next occupied seat.
    let g = after(
        game(PR_PUNTO_NATURAL, false),
        &[
            "announce banca 6 punto 8",
            "collect 7",
            "pay 3",
            "discard all",
        ],
    );
    assert_eq!(
        diagnose(&g, "pass-shoe 7").facts,
        Facts::Seat {
            due: SeatDue::Next { seat: 3, holder: 1 }
        }
    );
    // Puerto Rico: the Banca won, the shoe stays.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
            "collect 4",
            "pay 2",
            "discard all",
        ],
    );
    assert_eq!(
        diagnose(&g, "pass-shoe 2"),
        expect(
            Row::D10,
            RuleId::PrShoe,
            Category::Order,
            Facts::Seat {
                due: SeatDue::Stays {
                    holder: 1,
                    why: Stay::PuntoDidNotWin(Winner::Banca)
                }
            }
        )
    );
    // Venice, a colpo in bianco: the dealer holds the cards and the Bottone stays.
    let g = after(game(VE_COLPO, false), &["rien-ne-va-plus"]);
    assert_eq!(
        diagnose(&g, "give-cards 3").facts,
        Facts::Seat {
            due: SeatDue::Dealer
        }
    );
    let g = after(
        game(VE_COLPO, false),
        &[
            "rien-ne-va-plus",
            "give-cards dealer",
            "reveal banca",
            "draw punto",
            "stand banca",
            "announce banca 5 punto 7",
            "discard all",
        ],
    );
    assert_eq!(
        diagnose(&g, "pass-button 5"),
        expect(
            Row::D10,
            RuleId::VeButton,
            Category::Order,
            Facts::Seat {
                due: SeatDue::Stays {
                    holder: 3,
                    why: Stay::NoBets
                }
            }
        )
    );
}

#[test]
fn d11_an_announcement_with_the_wrong_totals() {
    let g = after(game(PR_BANCA_DRAWS, false), &["draw punto"]);
    assert_eq!(
        diagnose(&g, "announce punto 5"),
        expect(
            Row::D11,
            RuleId::T2,
            Category::Announce,
            Facts::Announcement {
                due: act("announce punto 2")
            }
        )
    );
    // Venice: Banco first; swapping the totals is wrong totals.
    let g = after(
        game(VE_NO_CARTA, false),
        &[
            "rien-ne-va-plus",
            "give-cards 5",
            "reveal banca",
            "draw punto",
            "draw banca",
        ],
    );
    assert_eq!(diagnose(&g, "announce banca 2 punto 8").row, Row::D11);
}

#[test]
fn d12_an_announcement_this_round_does_not_make() {
    let g = game(PR_PUNTO_NATURAL, false);
    assert_eq!(
        diagnose(&g, "announce punto 8"),
        expect(
            Row::D12,
            RuleId::PrNatural,
            Category::Announce,
            Facts::NoAnnouncement {
                why: NoAnnouncement::Natural
            }
        )
    );
    // Punto stands on 7: its total is announced with the result only (PR-punto).
    let g = after(game(PR_TIE, false), &["stand punto", "stand banca"]);
    assert_eq!(
        diagnose(&g, "announce punto 7").facts,
        Facts::NoAnnouncement {
            why: NoAnnouncement::PuntoStood
        }
    );
    let g = after(
        game(VE_NO_CARTA, false),
        &[
            "rien-ne-va-plus",
            "give-cards 5",
            "reveal banca",
            "draw punto",
        ],
    );
    assert_eq!(
        diagnose(&g, "announce punto 2"),
        expect(
            Row::D12,
            RuleId::VeAnnounce,
            Category::Announce,
            Facts::NoAnnouncement {
                why: NoAnnouncement::Venice
            }
        )
    );
}

#[test]
fn d13_a_third_card_is_due() {
    // Box 1 holds 0 and draws; paying box 5 first skips it.
    let g = game(CAS_STANDING, false);
    assert_eq!(
        diagnose(&g, "pay 5"),
        expect(
            Row::D13,
            RuleId::T4,
            Category::Draw,
            Facts::ThirdCard {
                hand: Owner::Box(1),
                total: 0,
                against: None
            }
        )
    );
    // Puerto Rico: the Banca's 6 answers Punto's 7 with a card.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &["draw punto", "announce punto 2"],
    );
    assert_eq!(
        diagnose(&g, "announce banca 6 punto 2"),
        expect(
            Row::D13,
            RuleId::T5,
            Category::Draw,
            Facts::ThirdCard {
                hand: Owner::Banca,
                total: 6,
                against: Some(Against::Punto(Some(7)))
            }
        )
    );
    // Casilleros: box 5 settled, the Banca draws against box 1's 6.
    let g = after(game(CAS_STANDING, false), &["draw 1", "pay 5", "discard 5"]);
    assert_eq!(
        diagnose(&g, "discard banca").facts,
        Facts::ThirdCard {
            hand: Owner::Banca,
            total: 6,
            against: Some(Against::Boxes(vec![(1, BoxHand::Third(6))]))
        }
    );
}

#[test]
fn d14_the_announcement_comes_first() {
    // After Punto's card, Puerto Rico announces its total before the Banca plays.
    let g = after(game(PR_BANCA_DRAWS, false), &["draw punto"]);
    assert_eq!(
        diagnose(&g, "draw banca"),
        expect(
            Row::D14,
            RuleId::PrPunto,
            Category::Announce,
            Facts::AnnouncementDue {
                due: act("announce punto 2")
            }
        )
    );
    let g = after(
        game(VE_NO_CARTA, false),
        &[
            "rien-ne-va-plus",
            "give-cards 5",
            "reveal banca",
            "draw punto",
            "draw banca",
        ],
    );
    assert_eq!(diagnose(&g, "collect 2").rule, RuleId::VeAnnounce);
}

#[test]
fn d15_cas_g_collect_before_pay_and_a_box_as_a_unit() {
    // Box 5 is paid before its cards go: discarding first breaks the box's unit.
    let g = after(game(CAS_STANDING, false), &["draw 1"]);
    assert_eq!(
        diagnose(&g, "discard 5"),
        expect(
            Row::D15,
            RuleId::CasG,
            Category::Order,
            Facts::First {
                first: act("pay 5 10"),
                unit: None,
                reason: Precedence::SettleBeforeDiscard
            }
        )
    );
    // Box 5's settling has begun: the Banca's card waits until box 5 is discarded.
    let g = after(game(CAS_STANDING, false), &["draw 1", "pay 5"]);
    assert_eq!(
        diagnose(&g, "draw banca"),
        expect(
            Row::D15,
            RuleId::CasG,
            Category::Order,
            Facts::First {
                first: act("discard 5"),
                unit: Some(5),
                reason: Precedence::BoxAsAUnit
            }
        )
    );
}

#[test]
fn d15_a_later_step_done_too_early_cites_the_step_that_comes_first() {
    // Puerto Rico collects every loser before paying a winner.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
        ],
    );
    assert_eq!(
        diagnose(&g, "pay 2 9.50"),
        expect(
            Row::D15,
            RuleId::PrSettle,
            Category::Order,
            Facts::First {
                first: act("collect 4"),
                unit: None,
                reason: Precedence::LosersFirst
            }
        )
    );
    // Venice: Punto's card waits for the Banco to be revealed (D3-D7 do not apply yet).
    let g = after(
        game(VE_NO_CARTA, false),
        &["rien-ne-va-plus", "give-cards 5"],
    );
    assert_eq!(
        diagnose(&g, "draw punto"),
        expect(
            Row::D15,
            RuleId::VeReveal,
            Category::Order,
            Facts::First {
                first: Action::RevealBanca,
                unit: None,
                reason: Precedence::Reveal
            }
        )
    );
}

#[test]
fn d16_each_place_is_settled_once() {
    let g = after(game(CAS_STANDING, false), &["draw 1", "pay 5"]);
    assert_eq!(
        diagnose(&g, "pay 5"),
        expect(
            Row::D16,
            RuleId::CasG,
            Category::Money,
            // What was done: box 5's 10 on Punto paid 10 (PAY-punto).
            Facts::Repeated {
                action: act("pay 5 10")
            }
        )
    );
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
            "collect 4",
        ],
    );
    assert_eq!(diagnose(&g, "collect 4").rule, RuleId::PrSettle);
    // Giving the cards twice: an order mistake under the rule of what is due (VE-reveal).
    let g = after(
        game(VE_NO_CARTA, false),
        &["rien-ne-va-plus", "give-cards 5"],
    );
    assert_eq!(
        diagnose(&g, "give-cards 5"),
        expect(
            Row::D16,
            RuleId::VeReveal,
            Category::Order,
            Facts::Repeated {
                action: act("give-cards 5")
            }
        )
    );
}

#[test]
fn d17_anything_else_is_an_omission_of_what_is_due() {
    // Casilleros announces nothing; box 5's pay is due (a0 is no third card, so not D13).
    let g = after(game(CAS_STANDING, false), &["draw 1"]);
    assert_eq!(
        diagnose(&g, "announce banca 6 punto 7"),
        expect(
            Row::D17,
            RuleId::CasE,
            Category::Omission,
            Facts::Due {
                due: Some(act("pay 5 10"))
            }
        )
    );
    // Puerto Rico has no give-cards; collecting seat 4 is due.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
        ],
    );
    assert_eq!(
        diagnose(&g, "give-cards 3"),
        expect(
            Row::D17,
            RuleId::PrSettle,
            Category::Omission,
            Facts::Due {
                due: Some(act("collect 4"))
            }
        )
    );
    // Venice passes the Bottone, never a shoe.
    let g = game(VE_NO_CARTA, false);
    assert_eq!(
        diagnose(&g, "pass-shoe 2"),
        expect(
            Row::D17,
            RuleId::VeClose,
            Category::Omission,
            Facts::Due {
                due: Some(Action::RienNeVaPlus)
            }
        )
    );
}

// Venice, no wrong declaration: Punto 4H 3C (7) must stand; Banco 2S 4D (6). Seat 1 reads.
const VE_SEVEN: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10)], shoe: ["4H", "2S", "3C", "4D"])])"#;

// Venice: Punto 4H 5D (9), a natural, against Banco 2S 3C (5).
const VE_NATURAL: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10)], shoe: ["4H", "2S", "5D", "3C"])])"#;

/// Venice, after the client has the cards and the Banco is shown.
const VE_SHOWN: [&str; 3] = ["rien-ne-va-plus", "give-cards 5", "reveal banca"];

#[test]
fn venice_rows_name_the_banco_and_its_seats() {
    // D1: after rien-ne-va-plus the first card goes to Punto (VE-deal).
    let g = after(game(VE_NO_CARTA, true), &["rien-ne-va-plus"]);
    assert_eq!(
        diagnose(&g, "deal banca"),
        expect(
            Row::D1,
            RuleId::VeDeal,
            Category::Order,
            Facts::DealTo {
                due: Some(Target::Hand(Hand::Punto))
            }
        )
    );
    // D2: seat 1's 10 on Banco wins 9.50.
    let g = after(
        game(VE_NO_CARTA, false),
        &[
            &VE_SHOWN[..],
            &[
                "draw punto",
                "draw banca",
                "announce banca 8 punto 2",
                "collect 2",
                "collect 5",
            ],
        ]
        .concat(),
    );
    assert_eq!(
        diagnose(&g, "pay 1 10"),
        expect(
            Row::D2,
            RuleId::PayBanca,
            Category::Money,
            Facts::Amount {
                place: 1,
                side: Side::Banca,
                stake: money("10"),
                due: money("9.50"),
                given: Some(money("10")),
                commission: false,
                payout: Payout::LessCommission(5),
            }
        )
    );
    // D3: Punto's natural 9.
    let g = after(
        game(VE_NATURAL, false),
        &["rien-ne-va-plus", "give-cards 1", "reveal banca"],
    );
    assert_eq!(
        diagnose(&g, "draw banca").facts,
        Facts::Natural {
            hand: Owner::Punto,
            total: 9
        }
    );
    // D4: Punto already drew its 7C.
    let g = after(
        game(VE_NO_CARTA, false),
        &[&VE_SHOWN[..], &["draw punto"]].concat(),
    );
    assert_eq!(
        diagnose(&g, "draw punto").facts,
        Facts::ThreeCards { hand: Owner::Punto }
    );
    // D7: the Banco's 6 draws against Punto's 7C.
    assert_eq!(
        diagnose(&g, "stand banca"),
        expect(
            Row::D7,
            RuleId::T5,
            Category::Draw,
            Facts::Tableau {
                banca: 6,
                against: Against::Punto(Some(7)),
                draws: true
            }
        )
    );
    // D6: Punto on 7 stands, and nobody said otherwise.
    let g = after(
        game(VE_SEVEN, false),
        &["rien-ne-va-plus", "give-cards 1", "reveal banca"],
    );
    assert_eq!(
        diagnose(&g, "draw punto"),
        expect(
            Row::D6,
            RuleId::T4,
            Category::Draw,
            Facts::Total {
                hand: Owner::Punto,
                total: 7
            }
        )
    );
    // D8: seat 3 has no bet.
    let g = game(VE_NO_CARTA, false);
    assert_eq!(
        diagnose(&g, "collect 3").facts,
        Facts::InPlay {
            place: 3,
            in_play: vec![1, 2, 5]
        }
    );
    // D9: seat 2's Punto bet lost, 2 against the Banco's 8.
    let g = after(
        game(VE_NO_CARTA, false),
        &[
            &VE_SHOWN[..],
            &["draw punto", "draw banca", "announce banca 8 punto 2"],
        ]
        .concat(),
    );
    assert_eq!(
        diagnose(&g, "pay 2"),
        expect(
            Row::D9,
            RuleId::T6,
            Category::Money,
            Facts::Result {
                place: 2,
                wagers: vec![Side::Punto],
                punto: 2,
                banca: 8,
                winner: Winner::Banca
            }
        )
    );
    // D13: Punto's 5 draws before anything is settled.
    let g = after(game(VE_NO_CARTA, false), &VE_SHOWN);
    assert_eq!(
        diagnose(&g, "collect 2"),
        expect(
            Row::D13,
            RuleId::T4,
            Category::Draw,
            Facts::ThirdCard {
                hand: Owner::Punto,
                total: 5,
                against: None
            }
        )
    );
}

#[test]
fn d0_puerto_rico_deals_punto_first() {
    let g = game(PR_BANCA_DRAWS, true);
    assert_eq!(
        diagnose(&g, "draw punto"),
        expect(
            Row::D0,
            RuleId::PrDeal,
            Category::Omission,
            Facts::DealDue {
                due: Target::Hand(Hand::Punto)
            }
        )
    );
}

// ----- PAY-box (procedures.md section 7), on the worked shoe of examples.md -----

/// examples.md, "Puerto Rico, marking the commission": seat 2 bets on Banca in every round,
/// seat 5 in rounds 1 and 2 and leaves after round 2; the shoe ends after round 3.
fn marked_shoe() -> Game {
    let text = std::fs::read_to_string("tests/fixtures/commission-box/pr-marked-shoe.ron").unwrap();
    game(&text, false)
}

const MARKED_ROUND_1: [&str; 5] = [
    "announce banca 9 punto 5",
    "collect 5",
    "pay 2",
    "commission 2 5.00",
    "discard all",
];

/// Round 2 up to its marks: seat 2 paid 40 and marked 2.00, seat 5 paid 10 and marked 0.50.
const MARKED_ROUND_2_MARKS: [&str; 5] = [
    "announce banca 8 punto 7",
    "pay 2",
    "commission 2 2.00",
    "pay 5",
    "commission 5 0.50",
];

fn marked_shoe_after(more: &[&str]) -> Game {
    let done: Vec<&str> = MARKED_ROUND_1
        .iter()
        .chain(MARKED_ROUND_2_MARKS.iter())
        .chain(more)
        .copied()
        .collect();
    after(marked_shoe(), &done)
}

#[test]
fn pay_box_d17_a_discard_instead_of_the_leaving_players_box_is_an_omission() {
    // examples.md: `discard all` in round 2 instead of `collect-commission 5 0.50` is D17
    // (omission, PAY-box): the box due is named.
    let g = marked_shoe_after(&[]);
    assert_eq!(
        diagnose(&g, "discard all"),
        expect(
            Row::D17,
            RuleId::PayBox,
            Category::Omission,
            Facts::Due {
                due: Some(act("collect-commission 5 0.50"))
            }
        )
    );
}

#[test]
fn pay_box_d9_collecting_a_box_whose_player_stays_while_the_shoe_goes_on() {
    // examples.md: `collect-commission 2 7.00` in round 2 is D9 (money, PAY-box): seat 2's box
    // holds 5.00 + 2.00 = 7.00, nobody at seat 2 leaves and the shoe goes on.
    let g = marked_shoe_after(&[]);
    assert_eq!(
        diagnose(&g, "collect-commission 2 7.00"),
        expect(
            Row::D9,
            RuleId::PayBox,
            Category::Money,
            Facts::NoCollection {
                place: 2,
                why: NoCollection::Stays {
                    owed: money("7.00")
                }
            }
        )
    );
}

#[test]
fn pay_box_d2_the_box_collected_short_at_the_shoes_end() {
    // examples.md: `collect-commission 2 8.00` in round 3 is D2 (money, PAY-box): the marks
    // 5.00, 2.00 and 1.25 make 8.25 due; 8.00 given.
    let g = marked_shoe_after(&[
        "collect-commission 5 0.50",
        "discard all",
        "announce banca 9 punto 7",
        "pay 2",
        "commission 2 1.25",
    ]);
    assert_eq!(
        diagnose(&g, "collect-commission 2 8.00"),
        expect(
            Row::D2,
            RuleId::PayBox,
            Category::Money,
            Facts::BoxBalance {
                place: 2,
                marks: vec![money("5.00"), money("2.00"), money("1.25")],
                due: money("8.25"),
                given: money("8.00"),
            }
        )
    );
    // Seat 5's box was emptied when its player left: collecting it again is D9, an empty box.
    assert_eq!(
        diagnose(&g, "collect-commission 5 0.50"),
        expect(
            Row::D9,
            RuleId::PayBox,
            Category::Money,
            Facts::NoCollection {
                place: 5,
                why: NoCollection::Empty
            }
        )
    );
}

#[test]
fn pay_box_d16_a_box_collected_twice() {
    // Seat 5's box collected, then collected again before the discard: D16 (money, PAY-box).
    let g = marked_shoe_after(&["collect-commission 5 0.50"]);
    assert_eq!(
        diagnose(&g, "collect-commission 5 0.50"),
        expect(
            Row::D16,
            RuleId::PayBox,
            Category::Money,
            Facts::Repeated {
                action: act("collect-commission 5 0.50")
            }
        )
    );
}

#[test]
fn pay_box_d9_a_deducting_table_has_no_box_to_collect() {
    // punto-banco-pr deducts: Punto 2S 3D (5), Banca 9H KC (9); 100 on Banca at seat 2 wins
    // 95.00. A collection there is D9 (money, PAY-box), whatever the amount.
    let g = game(
        r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 2, on: Banca, amount: 100)], shoe: ["2S", "9H", "3D", "KC"],
            shoe_end: true)])"#,
        false,
    );
    let g = after(g, &["announce banca 9 punto 5", "pay 2 95.00"]);
    assert_eq!(
        diagnose(&g, "collect-commission 2 5.00"),
        expect(
            Row::D9,
            RuleId::PayBox,
            Category::Money,
            Facts::NoCollection {
                place: 2,
                why: NoCollection::Deducted { percent: 5 }
            }
        )
    );
}

// ----- Issue 31: the clarifications of section 6 -----

#[test]
fn d2_on_a_marking_table_a_banca_pay_cites_pay_mark() {
    // PR_MARKED: seat 2's 25.50 on Banca wins; the table marks the commission, so the wager is
    // paid in full, 25.50 (PAY-mark). Paying 24.22, the deducted amount, is D2 under PAY-mark.
    let g = after(
        game(PR_MARKED, false),
        &["stand punto", "stand banca", "announce banca 7 punto 6"],
    );
    assert_eq!(
        diagnose(&g, "pay 2 24.22"),
        expect(
            Row::D2,
            RuleId::PayMark,
            Category::Money,
            Facts::Amount {
                place: 2,
                side: Side::Banca,
                stake: money("25.50"),
                due: money("25.50"),
                given: Some(money("24.22")),
                commission: false,
                payout: Payout::Marked(5),
            }
        )
    );
}

#[test]
fn d9_a_commission_on_a_deducting_table_cites_pay_banca() {
    // PR_BANCA_DRAWS: seat 2's 10 on Banca wins 9.50, the 5 % deducted from the payment; a
    // `commission 2` after it marks what the table never marks (D9, PAY-banca).
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
            "collect 4",
            "pay 2 9.50",
        ],
    );
    assert_eq!(
        diagnose(&g, "commission 2 0.50"),
        expect(
            Row::D9,
            RuleId::PayBanca,
            Category::Money,
            Facts::Deducted {
                place: 2,
                percent: 5
            }
        )
    );
}

#[test]
fn d10_only_where_this_rounds_plan_holds_no_pass_a_later_pass_is_d15() {
    // PR_PUNTO_NATURAL: Punto wins, the plan ends with pass-shoe 3. Right after the
    // announcement, `pass-shoe 3` is that pass done early: D15 (PR-settle, collect 7 first,
    // the bets are settled before the cards go and the shoe passes), not D10.
    let g = after(game(PR_PUNTO_NATURAL, false), &["announce banca 6 punto 8"]);
    assert_eq!(
        diagnose(&g, "pass-shoe 3"),
        expect(
            Row::D15,
            RuleId::PrSettle,
            Category::Order,
            Facts::First {
                first: act("collect 7"),
                unit: None,
                reason: Precedence::SettleBeforeDiscard
            }
        )
    );
    // A pass to another seat at the same moment is D10: the seat due is 3.
    assert_eq!(
        diagnose(&g, "pass-shoe 7"),
        expect(
            Row::D10,
            RuleId::PrShoe,
            Category::Order,
            Facts::Seat {
                due: SeatDue::Next { seat: 3, holder: 1 }
            }
        )
    );
    // PR_BANCA_DRAWS: the Banca wins, the plan holds no pass: a pass in the middle of the
    // settling is D10, the shoe stays at seat 1.
    let g = after(
        game(PR_BANCA_DRAWS, false),
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
        ],
    );
    assert_eq!(
        diagnose(&g, "pass-shoe 2"),
        expect(
            Row::D10,
            RuleId::PrShoe,
            Category::Order,
            Facts::Seat {
                due: SeatDue::Stays {
                    holder: 1,
                    why: Stay::PuntoDidNotWin(Winner::Banca)
                }
            }
        )
    );
}
