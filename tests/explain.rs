//! The sentences that explain a mistake, in Spanish and English, built from the diagnosis's
//! facts. Expected sentences are the ones the rulebook's examples call for, written by hand.

use tallador::core::game::Game;
use tallador::core::judge::Verdict;
use tallador::core::scenario::Scenario;
use tallador::core::{Action, Profiles, TableKind};
use tallador::text::explain::why;
use tallador::text::i18n::{I18n, Lang};

fn game(text: &str, done: &[&str]) -> Game {
    let scenario = Scenario::parse("e.ron", text, &Profiles::default()).unwrap();
    let mut game = Game::new(scenario, false).unwrap();
    for action in done {
        match game.judge(action.parse().unwrap(), false) {
            Verdict::Correct { step } => game.complete(step),
            other => panic!("{action}: {other:?}"),
        }
    }
    game
}

/// The sentence for `choice` in both languages: (Spanish, English).
fn told(game: &Game, choice: &str) -> (String, String) {
    let action: Action = choice.parse().unwrap();
    let Verdict::Wrong(mistake) = game.judge(action, false) else {
        panic!("{choice} should be wrong")
    };
    let kind: TableKind = game.scenario.profile.kind;
    (
        why(&I18n::new(Lang::Es), kind, &mistake.diagnosis),
        why(&I18n::new(Lang::En), kind, &mistake.diagnosis),
    )
}

// Box 1 KD QD (0) draws 6S; box 5 4C 3D (7) stands; the Banca 3H 3S (6).
const CAS: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10), (place: 5, on: Punto, amount: 10)],
    shoe: ["KD", "4C", "3H", "QD", "3D", "3S", "6S", "2D"])])"#;

// Punto 2S 3C (5) draws 7H (2); Banca 4D 2H (6) draws 3D (9); seat 2's 10 on Banca wins 9.50.
const PR: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Punto, amount: 20)],
    shoe: ["2S", "4D", "3C", "2H", "7H", "3D"])])"#;

// Venice: Punto 4H 3C (7) and the client says "carta"; Banco 2S 4D (6). Seat 1 reads.
const VE: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    declaration: Carta, bets: [(place: 1, on: Punto, amount: 10)],
    shoe: ["4H", "2S", "3C", "4D"])])"#;

#[test]
fn d6_a_box_on_seven_stands() {
    assert_eq!(
        told(&game(CAS, &[]), "draw 5"),
        (
            "La casilla 5 tiene 7: con 6 o 7 se planta (T4).".to_string(),
            "Box 5 holds 7: a box on 6 or 7 stands (T4).".to_string()
        )
    );
}

#[test]
fn d2_the_banca_wager_less_five_percent_and_what_was_paid() {
    let g = game(
        PR,
        &[
            "draw punto",
            "announce punto 2",
            "draw banca",
            "announce banca 9 punto 2",
            "collect 4",
        ],
    );
    assert_eq!(
        told(&g, "pay 2 9.60"),
        (
            "A 10,00 en Banca le corresponden 9,50: 5 % de comisión, redondeado hacia abajo \
             (PAY-banca). Pagaste 9,60."
                .to_string(),
            "10.00 on Banca wins 9.50: 5 % commission, rounded down to the cent (PAY-banca). \
             You gave 9.60."
                .to_string()
        )
    );
}

#[test]
fn d5_the_table_decides_not_the_client() {
    let g = game(VE, &["rien-ne-va-plus", "give-cards 1", "reveal banca"]);
    assert_eq!(
        told(&g, "draw punto"),
        (
            "El cliente dijo «carta» con 7: manda el cuadro, Punto se planta (VE-declare)."
                .to_string(),
            "The client said “carta” on 7: the table decides, Punto stands (VE-declare)."
                .to_string()
        )
    );
}

#[test]
fn d7_the_banca_on_six_draws_against_a_seven() {
    let g = game(PR, &["draw punto", "announce punto 2"]);
    assert_eq!(
        told(&g, "stand banca"),
        (
            "La Banca tiene 6 y la tercera carta de Punto es un 7: la Banca pide (T5).".to_string(),
            "The Banca holds 6 and Punto's third card is a 7: the Banca draws (T5).".to_string()
        )
    );
}

#[test]
fn d9_d13_d15_name_the_place_and_what_comes_first() {
    // Box 1 must draw before anything is paid.
    let (es, en) = told(&game(CAS, &[]), "pay 5");
    assert_eq!(
        es,
        "La casilla 1 tiene 0: con 0 a 5 toma tercera carta ahora (T4)."
    );
    assert_eq!(
        en,
        "Box 1 holds 0: on 0 to 5 it takes a third card now (T4)."
    );
    // Box 5 is paid before its cards go to the discard (CAS-g).
    let (es, _) = told(&game(CAS, &["draw 1"]), "discard 5");
    assert_eq!(
        es,
        "Primero pagar 10 en la casilla 5: la casilla se liquida en orden, cobrar, pagar, \
         descartar (CAS-g)."
    );
    // Box 1's 6 against the Banca's 8.
    let (es, en) = told(
        &game(CAS, &["draw 1", "pay 5", "discard 5", "draw banca"]),
        "pay 1",
    );
    assert_eq!(
        es,
        "La casilla 1 tiene 6 y la Banca, 8: ahí gana la Banca (T6)."
    );
    assert_eq!(
        en,
        "At box 1 it is 6 against the Banca's 8: the Banca wins there (T6)."
    );
}
