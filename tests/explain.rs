//! The sentences that explain a mistake (procedures.md section 6), in Spanish, Italian and
//! English, built from the diagnosis's facts: every row D0–D17, at every table, with the Venice
//! table's own words (Banco, Égalité, rien ne va plus). Each expected sentence is written by
//! hand from the row and the facts of the table dealt in the comment above its scenario; the
//! plain translations are passed, as `tallador audit`, the report and the audit drill do.

use tallador::core::game::Game;
use tallador::core::judge::Verdict;
use tallador::core::profile::CommissionMode;
use tallador::core::scenario::Scenario;
use tallador::core::{Action, Profile, Profiles, TableKind};
use tallador::text::explain::why;
use tallador::text::i18n::{I18n, Lang};

fn profiles() -> Profiles {
    let mut profile = Profile::builtin("punto-banco-pr").unwrap();
    profile.id = "pr-marked".into();
    profile.commission = CommissionMode::Marked;
    let mut profiles = Profiles::default();
    profiles.add(profile);
    profiles
}

fn dealt(text: &str, with_deal: bool, done: &[&str]) -> Game {
    let scenario = Scenario::parse("e.ron", text, &profiles()).unwrap();
    let mut game = Game::new(scenario, with_deal).unwrap();
    for action in done {
        match game.judge(action.parse().unwrap(), false) {
            Verdict::Correct { step } => game.complete(step),
            other => panic!("{action}: {other:?}"),
        }
    }
    game
}

fn game(text: &str, done: &[&str]) -> Game {
    dealt(text, false, done)
}

/// The sentence for `choice` in Spanish, Italian and English.
fn told3(game: &Game, choice: &str) -> [String; 3] {
    let action: Action = choice.parse().unwrap();
    let Verdict::Wrong(mistake) = game.judge(action, false) else {
        panic!("{choice} should be wrong")
    };
    let kind: TableKind = game.scenario.profile.kind;
    [Lang::Es, Lang::It, Lang::En].map(|lang| why(&I18n::new(lang), kind, &mistake.diagnosis))
}

/// The sentence for `choice` in both Spanish and English: (Spanish, English).
fn told(game: &Game, choice: &str) -> (String, String) {
    let [es, _, en] = told3(game, choice);
    (es, en)
}

/// `choice` at `game` is explained with these sentences: Spanish, Italian, English.
#[track_caller]
fn says(game: &Game, choice: &str, es: &str, it: &str, en: &str) {
    let [told_es, told_it, told_en] = told3(game, choice);
    assert_eq!(told_es, es, "Spanish, {choice}");
    assert_eq!(told_it, it, "Italian, {choice}");
    assert_eq!(told_en, en, "English, {choice}");
}

// Box 1 KD QD (0) draws 6S; box 5 4C 3D (7) stands; the Banca 3H 3S (6) stands against box 5
// and draws against box 1's 6: 2D, 8. Plan: draw 1, pay 5 10, discard 5, draw banca, collect 1,
// discard 1, discard banca.
const CAS: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10), (place: 5, on: Punto, amount: 10)],
    shoe: ["KD", "4C", "3H", "QD", "3D", "3S", "6S", "2D"])])"#;

// Casilleros: box 2 4H 3C (7) and box 3 2H 4C (6) stand; the Banca 3D 3S (6) stands against
// both. Plan: pay 2 10, discard 2, encart 3, discard 3, discard banca.
const CAS_STANDS: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 2, on: Punto, amount: 10), (place: 3, on: Punto, amount: 10)],
    shoe: ["4H", "2H", "3D", "3C", "4C", "3S"])])"#;

// Casilleros: box 2 4H 5C (9), a natural; box 4 2S KS (2) draws 6H (8); the Banca 3D 4D (7)
// stands. Plan: pay 2 10, discard 2 (CAS-c), draw 4 (CAS-d), pay 4 10, discard 4, discard
// banca.
const CAS_NATURAL: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
    bets: [(place: 2, on: Punto, amount: 10), (place: 4, on: Punto, amount: 10)],
    shoe: ["4H", "2S", "3D", "5C", "KS", "4D", "6H"])])"#;

// Punto 2S 3C (5) draws 7H (2); Banca 4D 2H (6) draws 3D (9); seat 2's 10 on Banca wins 9.50,
// seat 4's 20 on Punto loses. Plan: draw punto, announce punto 2, draw banca, announce banca 9
// punto 2, collect 4, pay 2 9.50, discard all; the shoe stays (the Banca won).
const PR: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Punto, amount: 20)],
    shoe: ["2S", "4D", "3C", "2H", "7H", "3D"])])"#;

const PR_PLAYED: [&str; 4] = [
    "draw punto",
    "announce punto 2",
    "draw banca",
    "announce banca 9 punto 2",
];

// Puerto Rico: Punto 2S 5C (7) stands; Banca 4D 2H (6) stands (Punto stood); Punto wins. Plan:
// stand punto, stand banca, announce banca 6 punto 7, collect 2, pay 4 20, discard all,
// pass-shoe 2 (the next occupied seat after the holder, seat 1).
const PR_PUNTO_WINS: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Punto, amount: 20)],
    shoe: ["2S", "4D", "5C", "2H"])])"#;

// Puerto Rico: Punto 6C 2H (8), a natural, against Banca 5H AC (6). Plan: announce banca 6
// punto 8, collect 7, pay 3 20, discard all, pass-shoe 3.
const PR_NATURAL: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
    bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
    shoe: ["6C", "5H", "2H", "AC"])])"#;

// Puerto Rico, commission marked: Punto KH 6H (6) and Banca 4C 3C (7) stand; the Banca wins.
// Seat 2's 25.50 is paid in full, then 25.50 - floor(24.225) = 1.28 is marked. Plan: stand
// punto, stand banca, announce banca 7 punto 6, pay 2 25.50, commission 2 1.28, discard all.
const PR_MARKED: &str = r#"Scenario(format: 1, profile: "pr-marked", rounds: [Round(
    bets: [(place: 2, on: Banca, amount: 25.50)], shoe: ["KH", "4C", "6H", "3C"])])"#;

const PR_MARKED_PLAYED: [&str; 3] = ["stand punto", "stand banca", "announce banca 7 punto 6"];

// Venice: Punto 4H 3C (7) and the client says "carta"; Banco 2S 4D (6). Seat 1 reads.
const VE: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    declaration: Carta, bets: [(place: 1, on: Punto, amount: 10)],
    shoe: ["4H", "2S", "3C", "4D"])])"#;

// Venice, the Bottone at seat 4: seats 2 and 5 bet 20 on Punto each, seat 1 10 on Banco; seat
// 5 reads (precedence from the holder). Punto 3H 2C (5) must draw although the client says
// "no carta"; it draws 7C (2). Banco KD 6S (6) draws against a 7: 2H, 8. Plan: rien-ne-va-plus,
// give-cards 5, reveal banca, draw punto, draw banca, announce banca 8 punto 2, collect 2,
// collect 5, pay 1 9.50, discard all, pass-button 5.
const VE_NO_CARTA: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    holder: 4, declaration: NoCarta,
    bets: [(place: 2, on: Punto, amount: 20), (place: 5, on: Punto, amount: 20),
           (place: 1, on: Banca, amount: 10)],
    shoe: ["3H", "KD", "2C", "6S", "7C", "2H"])])"#;

const VE_SHOWN: [&str; 3] = ["rien-ne-va-plus", "give-cards 5", "reveal banca"];

// Venice, a tie: seat 1 10 on Punto, seat 3 10 on Égalité. Punto 3H 4D (7), Banco 2S 5C (7):
// both stand. Plan: rien-ne-va-plus, give-cards 1, reveal banca, stand punto, stand banca,
// announce banca 7 punto 7, pay 3 80 (8 to 1), discard all, pass-button 3.
const VE_TIE: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Empate, amount: 10)],
    shoe: ["3H", "2S", "4D", "5C"])])"#;

// Venice, a colpo in bianco: no bets, seats 3 and 5 occupied, the Bottone at 3. Punto 4H AS
// (5) draws 2H (7); Banco 3D 2C (5) stands against a 2. Plan: rien-ne-va-plus, give-cards
// dealer, reveal banca, draw punto, stand banca, announce banca 5 punto 7, discard all; the
// Bottone stays.
const VE_COLPO: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
    holder: 3, seats: [3, 5], bets: [], shoe: ["4H", "3D", "AS", "2C", "2H"])])"#;

#[test]
fn d6_a_box_on_seven_stands() {
    assert_eq!(
        told(&game(CAS, &[]), "draw 5"),
        (
            "La casilla 5 tiene 7: con 6 o 7 se planta (T4).".to_string(),
            "Box 5 holds 7: a box on 6 or 7 stands (T4).".to_string()
        )
    );
    says(
        &game(CAS, &[]),
        "draw 5",
        "La casilla 5 tiene 7: con 6 o 7 se planta (T4).",
        "La casella 5 ha 7: con 6 o 7 sta (T4).",
        "Box 5 holds 7: a box on 6 or 7 stands (T4).",
    );
}

#[test]
fn d6_punto_on_five_draws() {
    says(
        &game(PR, &[]),
        "stand punto",
        "Punto tiene 5: con 0 a 5 pide carta (T4).",
        "Punto ha 5: con 0-5 chiede carta (T4).",
        "Punto holds 5: on 0 to 5 it draws (T4).",
    );
}

#[test]
fn d2_the_banca_wager_less_five_percent_and_what_was_paid() {
    let g = game(PR, &[&PR_PLAYED[..], &["collect 4"]].concat());
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
    says(
        &g,
        "pay 2 9.60",
        "A 10,00 en Banca le corresponden 9,50: 5 % de comisión, redondeado hacia abajo \
         (PAY-banca). Pagaste 9,60.",
        "A 10,00 sul Banco spettano 9,50: 5 % di cagnotte, arrotondato per difetto (PAY-banca). \
         Hai pagato 9,60.",
        "10.00 on Banca wins 9.50: 5 % commission, rounded down to the cent (PAY-banca). \
         You gave 9.60.",
    );
}

#[test]
fn d2_punto_at_evens() {
    says(
        &game(CAS, &["draw 1"]),
        "pay 5 9.50",
        "A 10,00 en Punto le corresponden 10,00: se paga uno a uno (PAY-punto). Pagaste 9,50.",
        "A 10,00 su Punto spettano 10,00: si paga alla pari (PAY-punto). Hai pagato 9,50.",
        "10.00 on Punto wins 10.00: even money (PAY-punto). You gave 9.50.",
    );
}

#[test]
fn d2_a_marking_table_pays_in_full_and_marks_the_commission() {
    // A payment short of the full 25.50 breaks PAY-mark (paid in full), not PAY-banca.
    says(
        &game(PR_MARKED, &PR_MARKED_PLAYED),
        "pay 2 24.22",
        "A 25,50 en Banca se le paga entero, 25,50; la comisión va a la casilla de comisión \
         (PAY-mark). Pagaste 24,22.",
        "A 25,50 sul Banco si paga per intero, 25,50; la cagnotte va nella sua casella \
         (PAY-mark). Hai pagato 24,22.",
        "25.50 on Banca is paid in full, 25.50; the commission goes in its box (PAY-mark). \
         You gave 24.22.",
    );
    // The commission is marked, not paid.
    says(
        &game(
            PR_MARKED,
            &[&PR_MARKED_PLAYED[..], &["pay 2 25.50"]].concat(),
        ),
        "commission 2 1.27",
        "A 25,50 en Banca se le paga entero; para el puesto 2 se marcan 1,28 de comisión (5 %) \
         en su casilla de comisión (PAY-mark). Marcaste 1,27.",
        "A 25,50 sul Banco si paga per intero e si segnano 1,28 di cagnotte (5 %) per il posto 2, \
         nella sua casella della cagnotte (PAY-mark). Hai segnato 1,27.",
        "25.50 on Banca is paid in full and 1.28 of commission (5 %) is marked in seat 2's box \
         (PAY-mark). You marked 1.27.",
    );
}

#[test]
fn d2_an_egalite_bet_pays_eight_to_one_in_venice() {
    says(
        &game(
            VE_TIE,
            &[
                "rien-ne-va-plus",
                "give-cards 1",
                "reveal banca",
                "stand punto",
                "stand banca",
                "announce banca 7 punto 7",
            ],
        ),
        "pay 3 90",
        "A 10,00 a la Égalité le corresponden 80,00: se paga 8 a 1 (PAY-tie). Pagaste 90,00.",
        "A 10,00 sull'Égalité spettano 80,00: si paga 8 a 1 (PAY-tie). Hai pagato 90,00.",
        "10.00 on Égalité wins 80.00: it pays 8 to 1 (PAY-tie). You gave 90.00.",
    );
}

#[test]
fn d0_d1_the_deal_at_every_table() {
    says(
        &dealt(CAS, true, &[]),
        "draw 1",
        "La próxima carta del reparto es para la casilla 1 (CAS-deal).",
        "La prossima carta della distribuzione è per la casella 1 (CAS-deal).",
        "The next card of the deal goes to box 1 (CAS-deal).",
    );
    says(
        &dealt(CAS, true, &[]),
        "deal 5",
        "Esta carta es para la casilla 1: el reparto sigue su orden (CAS-deal).",
        "Questa carta è per la casella 1: la distribuzione segue il suo ordine (CAS-deal).",
        "This card goes to box 1: the deal keeps its order (CAS-deal).",
    );
    says(
        &dealt(PR, true, &["deal punto"]),
        "deal punto",
        "Esta carta es para la Banca: el reparto sigue su orden (PR-deal).",
        "Questa carta è per il Banco: la distribuzione segue il suo ordine (PR-deal).",
        "This card goes to the Banca: the deal keeps its order (PR-deal).",
    );
    says(
        &dealt(VE_NO_CARTA, true, &["rien-ne-va-plus"]),
        "give-cards 5",
        "La próxima carta del reparto es para Punto (VE-deal).",
        "La prossima carta della distribuzione è per Punto (VE-deal).",
        "The next card of the deal goes to Punto (VE-deal).",
    );
    says(
        &game(CAS, &[]),
        "deal banca",
        "Ahora no toca repartir ninguna carta (CAS-deal).",
        "Ora non tocca distribuire nessuna carta (CAS-deal).",
        "No card of the deal is due now (CAS-deal).",
    );
}

#[test]
fn d3_a_natural_at_every_table() {
    // A box's natural decides that box only: the other boxes and the Banca still draw.
    says(
        &game(CAS_NATURAL, &[]),
        "draw 2",
        "La casilla 2 tiene un natural, 9: no toma tercera carta y se liquida de aire (T3).",
        "La casella 2 ha un naturale, 9: non prende la terza carta e si liquida di battuta (T3).",
        "Box 2 holds a natural, 9: it takes no third card and is settled on naturals (T3).",
    );
    says(
        &game(PR_NATURAL, &[]),
        "draw banca",
        "Punto tiene un natural, 8: nadie pide carta (T3).",
        "Punto ha un naturale, 8: nessuno chiede carta (T3).",
        "Punto holds a natural, 8: nobody draws (T3).",
    );
}

#[test]
fn d4_one_third_card_at_most() {
    says(
        &game(CAS, &["draw 1"]),
        "draw 1",
        "La casilla 1 ya tiene tres cartas: como mucho una tercera carta (T6).",
        "La casella 1 ha già tre carte: al massimo una terza carta (T6).",
        "Box 1 already holds three cards: one third card at most (T6).",
    );
    says(
        &game(VE_NO_CARTA, &[&VE_SHOWN[..], &["draw punto"]].concat()),
        "draw punto",
        "Punto ya tiene tres cartas: como mucho una tercera carta (T6).",
        "Punto ha già tre carte: al massimo una terza carta (T6).",
        "Punto already holds three cards: one third card at most (T6).",
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
    says(
        &g,
        "draw punto",
        "El cliente dijo «carta» con 7: manda el cuadro, Punto se planta (VE-declare).",
        "Il cliente ha detto «carta» con 7: decide la tabella, Punto sta (VE-declare).",
        "The client said “carta” on 7: the table decides, Punto stands (VE-declare).",
    );
    says(
        &game(VE_NO_CARTA, &VE_SHOWN),
        "stand punto",
        "El cliente dijo «no carta» con 5: manda el cuadro, Punto pide (VE-declare).",
        "Il cliente ha detto «no carta» con 5: decide la tabella, Punto chiede carta \
         (VE-declare).",
        "The client said “no carta” on 5: the table decides, Punto draws (VE-declare).",
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
    says(
        &g,
        "stand banca",
        "La Banca tiene 6 y la tercera carta de Punto es un 7: la Banca pide (T5).",
        "Il Banco ha 6 e la terza carta di Punto è un 7: il Banco chiede carta (T5).",
        "The Banca holds 6 and Punto's third card is a 7: the Banca draws (T5).",
    );
    // Venice: the Banco, in every language.
    says(
        &game(VE_NO_CARTA, &[&VE_SHOWN[..], &["draw punto"]].concat()),
        "stand banca",
        "El Banco tiene 6 y la tercera carta de Punto es un 7: el Banco pide (T5).",
        "Il Banco ha 6 e la terza carta di Punto è un 7: il Banco chiede carta (T5).",
        "The Banco holds 6 and Punto's third card is a 7: the Banco draws (T5).",
    );
}

#[test]
fn d7_casilleros_the_banca_stands_against_every_box() {
    says(
        &game(CAS_STANDS, &[]),
        "draw banca",
        "La Banca tiene 6 y se planta ante todas las casillas que quedan, la casilla 2 (se \
         plantó) y la casilla 3 (se plantó) (T5).",
        "Il Banco ha 6 e sta contro tutte le caselle rimaste, la casella 2 (sta) e la casella 3 \
         (sta) (T5).",
        "The Banca holds 6 and stands against every box still to settle, box 2 (stood) and box \
         3 (stood) (T5).",
    );
    says(
        &game(CAS_NATURAL, &["pay 2", "discard 2", "draw 4"]),
        "draw banca",
        "La Banca tiene 7: se planta ante todas las casillas (T5).",
        "Il Banco ha 7: sta contro tutte le caselle (T5).",
        "The Banca holds 7: it stands against every box (T5).",
    );
}

#[test]
fn d8_only_the_places_with_a_bet() {
    says(
        &game(CAS, &[]),
        "collect 3",
        "La casilla 3 no tiene apuesta: solo juegan las casillas con apuesta (1 y 5) (PLACES).",
        "La casella 3 non ha puntate: giocano solo le caselle con una puntata (1 e 5) (PLACES).",
        "Box 3 has no bet: only the boxes with a bet are in play (1 and 5) (PLACES).",
    );
    says(
        &game(PR, &PR_PLAYED),
        "collect 9",
        "El puesto 9 no tiene apuesta: solo juegan los puestos con apuesta (2 y 4) (PLACES).",
        "Il posto 9 non ha puntate: giocano solo i posti con una puntata (2 e 4) (PLACES).",
        "Seat 9 has no bet: only the seats with a bet are in play (2 and 4) (PLACES).",
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

#[test]
fn d9_a_box_and_a_seat_name_the_wager_and_both_totals() {
    says(
        &game(CAS, &["draw 1", "pay 5", "discard 5", "draw banca"]),
        "pay 1",
        "La casilla 1 tiene 6 y la Banca, 8: ahí gana la Banca (T6).",
        "La casella 1 ha 6 e il Banco 8: lì vince il Banco (T6).",
        "At box 1 it is 6 against the Banca's 8: the Banca wins there (T6).",
    );
    // A seat holds no hand: its wager and the two hands' totals.
    says(
        &game(PR, &["draw punto", "announce punto 2", "draw banca"]),
        "pay 4",
        "El puesto 4 apuesta a Punto; Punto tiene 2 y la Banca, 9: ahí gana la Banca (T6).",
        "Il posto 4 punta su Punto; Punto ha 2 e il Banco 9: lì vince il Banco (T6).",
        "Seat 4 bets on Punto; Punto holds 2 and the Banca 9: the Banca wins there (T6).",
    );
    says(
        &game(
            VE_NO_CARTA,
            &[
                &VE_SHOWN[..],
                &["draw punto", "draw banca", "announce banca 8 punto 2"],
            ]
            .concat(),
        ),
        "pay 2",
        "El puesto 2 apuesta a Punto; Punto tiene 2 y el Banco, 8: ahí gana el Banco (T6).",
        "Il posto 2 punta su Punto; Punto ha 2 e il Banco 8: lì vince il Banco (T6).",
        "Seat 2 bets on Punto; Punto holds 2 and the Banco 8: the Banco wins there (T6).",
    );
    // Venice's tie is the Égalité.
    says(
        &game(
            VE_TIE,
            &[
                "rien-ne-va-plus",
                "give-cards 1",
                "reveal banca",
                "stand punto",
                "stand banca",
            ],
        ),
        "collect 1",
        "El puesto 1 apuesta a Punto; Punto tiene 7 y el Banco, 7: Égalité, y las apuestas a \
         Punto y al Banco no ganan ni pierden (VE-settle).",
        "Il posto 1 punta su Punto; Punto ha 7 e il Banco 7: Égalité, e le puntate su Punto e \
         sul Banco non vincono né perdono (VE-settle).",
        "Seat 1 bets on Punto; Punto holds 7 and the Banco 7: Égalité, so the Punto and Banco \
         bets stand off (VE-settle).",
    );
}

#[test]
fn d9_a_commission_on_a_table_that_deducts_it() {
    says(
        &game(PR, &[&PR_PLAYED[..], &["collect 4", "pay 2 9.50"]].concat()),
        "commission 2 0.50",
        "Esta mesa descuenta del pago el 5 % de comisión: no se marca nada para el puesto 2 \
         (PAY-banca).",
        "Questo tavolo trattiene dal pagamento la cagnotte del 5 %: per il posto 2 non si segna \
         nulla (PAY-banca).",
        "This table deducts the 5 % commission from the payment: nothing is marked for seat 2 \
         (PAY-banca).",
    );
}

#[test]
fn d10_the_seat_due_or_why_nothing_passes() {
    says(
        &game(VE_NO_CARTA, &["rien-ne-va-plus"]),
        "give-cards 2",
        "El puesto 5 tiene la mayor apuesta a Punto, 20,00 (a igual apuesta se sigue la \
         precedencia desde el Bottone, en el puesto 4): las cartas de Punto van ahí (VE-give).",
        "Il posto 5 ha la puntata più alta su Punto, 20,00 (a puntate uguali si segue la \
         precedenza dal Bottone, che è al posto 4): le carte di Punto vanno lì (VE-give).",
        "Seat 5 has the highest Punto stake, 20.00 (equal stakes go by precedence from the \
         Bottone at seat 4): Punto's cards go there (VE-give).",
    );
    says(
        &game(PR_PUNTO_WINS, &[]),
        "pass-shoe 4",
        "El sabot deja el puesto 1 y lo recibe el puesto 2, el siguiente puesto ocupado a la \
         derecha (PR-shoe).",
        "Il sabot lascia il posto 1 e lo riceve il posto 2, il posto occupato successivo a destra \
         (PR-shoe).",
        "The shoe goes from seat 1 to seat 2, the next occupied seat to the right (PR-shoe).",
    );
    says(
        &game(
            VE_COLPO,
            &[
                "rien-ne-va-plus",
                "give-cards dealer",
                "reveal banca",
                "draw punto",
                "stand banca",
                "announce banca 5 punto 7",
                "discard all",
            ],
        ),
        "pass-button 5",
        "Mano en blanco (colpo in bianco), sin apuestas: el Bottone se queda en el puesto 3 \
         (VE-button).",
        "Colpo in bianco, senza puntate: il Bottone resta al posto 3 (VE-button).",
        "A colpo in bianco, a hand with no bets: the Bottone stays at seat 3 (VE-button).",
    );
    says(
        &game(
            PR,
            &[&PR_PLAYED[..], &["collect 4", "pay 2 9.50", "discard all"]].concat(),
        ),
        "pass-shoe 4",
        "Ganó la Banca: el sabot se queda en el puesto 1; solo pasa cuando gana Punto (PR-shoe).",
        "Ha vinto il Banco: il sabot resta al posto 1; passa solo quando vince Punto (PR-shoe).",
        "The Banca won: the shoe stays at seat 1; it moves only when Punto wins (PR-shoe).",
    );
}

#[test]
fn d11_d12_announcements() {
    says(
        &game(PR, &["draw punto"]),
        "announce punto 5",
        "Punto tiene 2: se anuncia «Punto 2» (T2).",
        "Punto ha 2: si annuncia «Punto 2» (T2).",
        "Punto holds 2: announce “Punto 2” (T2).",
    );
    says(
        &game(PR_NATURAL, &[]),
        "announce punto 8",
        "Hubo natural: no se anuncia nada antes del resultado (PR-natural).",
        "C'è un naturale: non si annuncia nulla prima del risultato (PR-natural).",
        "A natural: nothing is announced before the result (PR-natural).",
    );
    says(
        &game(VE_NO_CARTA, &[&VE_SHOWN[..], &["draw punto"]].concat()),
        "announce punto 2",
        "En Venecia solo se anuncia el resultado, primero el Banco (VE-announce).",
        "A Venezia si annuncia solo il risultato, prima il Banco (VE-announce).",
        "In Venice only the result is announced, Banco first (VE-announce).",
    );
}

#[test]
fn d13_a_third_card_due() {
    says(
        &game(CAS, &["draw 1", "pay 5", "discard 5"]),
        "discard banca",
        "La Banca tiene 6 ante la casilla 1 (tercera carta 6): pide ahora (T5).",
        "Il Banco ha 6 contro la casella 1 (terza carta 6): chiede carta ora (T5).",
        "The Banca holds 6 against box 1 (third card 6): it draws now (T5).",
    );
    says(
        &game(VE_NO_CARTA, &VE_SHOWN),
        "collect 2",
        "Punto tiene 5: con 0 a 5 toma tercera carta ahora (T4).",
        "Punto ha 5: con 0-5 prende ora la terza carta (T4).",
        "Punto holds 5: on 0 to 5 it takes a third card now (T4).",
    );
}

#[test]
fn d14_the_announcement_due_has_its_own_sentence() {
    says(
        &game(PR, &["draw punto"]),
        "draw banca",
        "Primero el anuncio: «Punto 2»; tras su tercera carta se anuncia el total de Punto, \
         antes de que juegue la Banca (PR-punto).",
        "Prima l'annuncio: «Punto 2»; dopo la terza carta si annuncia il totale di Punto, prima \
         che giochi il Banco (PR-punto).",
        "Announce first: “Punto 2”; after its third card Punto's total is announced, before \
         the Banca plays (PR-punto).",
    );
    // Collecting before the announcement is not announcing wrongly.
    says(
        &game(PR, &["draw punto", "announce punto 2", "draw banca"]),
        "collect 4",
        "Primero el anuncio: «Banca 9, Punto 2»; el resultado se anuncia antes de tocar las \
         apuestas (PR-announce).",
        "Prima l'annuncio: «Banco 9, Punto 2»; il risultato si annuncia prima di toccare le \
         puntate (PR-announce).",
        "Announce first: “Banca 9, Punto 2”; the result is announced before any bet is touched \
         (PR-announce).",
    );
    says(
        &game(
            VE_NO_CARTA,
            &[&VE_SHOWN[..], &["draw punto", "draw banca"]].concat(),
        ),
        "collect 2",
        "Primero el anuncio: «Banco 8, Punto 2»; el resultado se anuncia antes de tocar las \
         apuestas (VE-announce).",
        "Prima l'annuncio: «Banco 8, Punto 2»; il risultato si annuncia prima di toccare le \
         puntate (VE-announce).",
        "Announce first: “Banco 8, Punto 2”; the result is announced before any bet is touched \
         (VE-announce).",
    );
}

#[test]
fn d15_casilleros_says_why_that_comes_first() {
    says(
        &game(CAS, &["draw 1"]),
        "discard 5",
        "Primero pagar 10 en la casilla 5: la casilla se liquida en orden, cobrar, pagar, \
         descartar (CAS-g).",
        "Prima pagare 10 alla casella 5: la casella si liquida in ordine, ritirare, pagare, \
         mandare agli scarti (CAS-g).",
        "First pay 10 at box 5: a box is settled in order, collect, pay, discard (CAS-g).",
    );
    says(
        &game(CAS, &["draw 1", "pay 5"]),
        "draw banca",
        "Se está liquidando la casilla 5: termínala (descarte de la casilla 5) antes de \
         cualquier otra cosa (CAS-g).",
        "Si sta liquidando la casella 5: finiscila (la casella 5 agli scarti) prima di \
         qualsiasi altra cosa (CAS-g).",
        "Box 5 is being settled: finish it (discard box 5) before anything else (CAS-g).",
    );
    // Box 1 faces the Banca's third card: box 5, which the Banca stands against, comes first.
    says(
        &game(CAS, &["draw 1"]),
        "collect 1",
        "Primero: pagar 10 en la casilla 5, porque primero se liquidan, de izquierda a derecha, \
         las casillas ante las que la Banca se planta, y solo después toma su carta (CAS-e).",
        "Prima: pagare 10 alla casella 5, perché prima si liquidano, da sinistra a destra, le \
         caselle contro cui il Banco sta, e solo dopo prende la sua carta (CAS-e).",
        "First: pay 10 at box 5, because the boxes the Banca stands against are settled first, \
         left to right, and only then does it take its card (CAS-e).",
    );
    says(
        &game(CAS, &[]),
        "draw banca",
        "Primero: tercera carta a la casilla 1, porque todas las terceras cartas de las \
         casillas van antes de liquidar y antes de la carta de la Banca (CAS-e).",
        "Prima: terza carta alla casella 1, perché tutte le terze carte delle caselle vengono \
         prima di liquidare e prima della carta del Banco (CAS-e).",
        "First: third card to box 1, because every third card of the boxes comes before any \
         settling and before the Banca's card (CAS-e).",
    );
    says(
        &game(CAS_NATURAL, &[]),
        "draw 4",
        "Primero: pagar 10 en la casilla 2, porque una casilla con natural se liquida de aire \
         antes de cualquier tercera carta (CAS-c).",
        "Prima: pagare 10 alla casella 2, perché una casella con un naturale si liquida di \
         battuta prima di ogni terza carta (CAS-c).",
        "First: pay 10 at box 2, because a box with a natural is settled on naturals before any \
         third card (CAS-c).",
    );
}

#[test]
fn d15_single_hand_tables_say_why_that_comes_first() {
    says(
        &game(PR, &PR_PLAYED),
        "pay 2 9.50",
        "Primero: cobrar el puesto 4, porque primero se cobran las apuestas que pierden y \
         después se pagan las que ganan (PR-settle).",
        "Prima: ritirare il posto 4, perché prima si ritirano le puntate perdenti, poi si \
         pagano le vincenti (PR-settle).",
        "First: collect seat 4, because the losing bets are collected before the winning ones \
         are paid (PR-settle).",
    );
    // A pass of the shoe before Punto's decision: the rule of the step due, PR-punto.
    says(
        &game(PR_PUNTO_WINS, &[]),
        "pass-shoe 2",
        "Primero: Punto se planta, porque Punto habla primero, antes que la Banca y que el \
         resultado (PR-punto).",
        "Prima: Punto sta, perché Punto parla per primo, prima del Banco e del risultato \
         (PR-punto).",
        "First: Punto stands, because Punto speaks first, before the Banca and the result \
         (PR-punto).",
    );
    says(
        &game(
            PR_PUNTO_WINS,
            &[
                "stand punto",
                "stand banca",
                "announce banca 6 punto 7",
                "collect 2",
                "pay 4 20",
            ],
        ),
        "pass-shoe 2",
        "Primero: todas las cartas al descarte, porque las cartas se retiran al descarte antes \
         de que pase el sabot (PR-discard).",
        "Prima: tutte le carte agli scarti, perché le carte vanno agli scarti prima che passi il \
         sabot (PR-discard).",
        "First: all cards to the discard, because the cards go to the discard before the shoe \
         passes (PR-discard).",
    );
    says(
        &game(
            PR_MARKED,
            &[&PR_MARKED_PLAYED[..], &["pay 2 25.50"]].concat(),
        ),
        "discard all",
        "Primero: marcar 1,28 de comisión en el puesto 2, porque la comisión se marca justo \
         después de su pago (PR-settle).",
        "Prima: segnare 1,28 di cagnotte al posto 2, perché la cagnotte si segna subito dopo il \
         suo pagamento (PR-settle).",
        "First: mark 1.28 commission at seat 2, because the commission is marked right after \
         its payment (PR-settle).",
    );
    // Venice: the bets close first, the Banco is revealed before any card is drawn.
    says(
        &game(VE, &[]),
        "give-cards 1",
        "Primero: rien ne va plus, porque las apuestas se cierran antes de repartir ninguna \
         carta (VE-close).",
        "Prima: rien ne va plus, perché le puntate si chiudono prima di distribuire qualsiasi \
         carta (VE-close).",
        "First: rien ne va plus, because the bets are closed before any card is dealt \
         (VE-close).",
    );
    says(
        &game(VE_NO_CARTA, &["rien-ne-va-plus", "give-cards 5"]),
        "draw punto",
        "Primero: descubrir el Banco, porque el Banco se descubre después de la declaración, \
         antes de pedir ninguna carta (VE-reveal).",
        "Prima: scoprire il Banco, perché il Banco si scopre dopo la dichiarazione, prima di \
         qualsiasi carta (VE-reveal).",
        "First: reveal the Banco, because the Banco is revealed after the declaration, before \
         any card is drawn (VE-reveal).",
    );
    says(
        &game(
            VE_NO_CARTA,
            &[
                &VE_SHOWN[..],
                &[
                    "draw punto",
                    "draw banca",
                    "announce banca 8 punto 2",
                    "collect 2",
                    "collect 5",
                    "pay 1 9.50",
                ],
            ]
            .concat(),
        ),
        "pass-button 5",
        "Primero: todas las cartas al descarte, porque las cartas se retiran al descarte antes \
         de que pase el Bottone (VE-button).",
        "Prima: tutte le carte agli scarti, perché le carte vanno agli scarti prima che passi il \
         Bottone (VE-button).",
        "First: all cards to the discard, because the cards go to the discard before the \
         Bottone passes (VE-button).",
    );
}

#[test]
fn d16_what_was_done_as_it_was_done() {
    says(
        &game(CAS, &["draw 1", "pay 5"]),
        "pay 5",
        "Eso ya está hecho: pagar 10 en la casilla 5; cada casilla se liquida una sola vez \
         (CAS-g).",
        "Già fatto: pagare 10 alla casella 5; ogni casella si liquida una sola volta (CAS-g).",
        "Already done: pay 10 at box 5; each box is settled once (CAS-g).",
    );
    // What was paid, 9.50, not the amount typed the second time.
    says(
        &game(PR, &[&PR_PLAYED[..], &["collect 4", "pay 2 9.50"]].concat()),
        "pay 2 10",
        "Eso ya está hecho: pagar 9,50 en el puesto 2; cada puesto se liquida una sola vez \
         (PR-settle).",
        "Già fatto: pagare 9,50 al posto 2; ogni posto si liquida una sola volta (PR-settle).",
        "Already done: pay 9.50 at seat 2; each seat is settled once (PR-settle).",
    );
    says(
        &game(VE_NO_CARTA, &["rien-ne-va-plus", "give-cards 5"]),
        "give-cards 5",
        "Eso ya está hecho: las cartas de Punto al puesto 5 (VE-reveal).",
        "Già fatto: il posto 5 riceve le carte di Punto (VE-reveal).",
        "Already done: Punto's cards to seat 5 (VE-reveal).",
    );
}

#[test]
fn d17_what_is_due_or_the_hand_is_over() {
    says(
        &game(CAS, &["draw 1"]),
        "announce banca 6 punto 7",
        "Lo que toca ahora: pagar 10 en la casilla 5 (CAS-e).",
        "Adesso va fatto: pagare 10 alla casella 5 (CAS-e).",
        "What is due now: pay 10 at box 5 (CAS-e).",
    );
    says(
        &game(PR, &PR_PLAYED),
        "give-cards 3",
        "Lo que toca ahora: cobrar el puesto 4 (PR-settle).",
        "Adesso va fatto: ritirare il posto 4 (PR-settle).",
        "What is due now: collect seat 4 (PR-settle).",
    );
    says(
        &game(
            PR,
            &[&PR_PLAYED[..], &["collect 4", "pay 2 9.50", "discard all"]].concat(),
        ),
        "give-cards 3",
        "La mano terminó (PR-discard).",
        "Il colpo è finito (PR-discard).",
        "The hand is over (PR-discard).",
    );
    says(
        &game(
            VE_NO_CARTA,
            &[
                &VE_SHOWN[..],
                &[
                    "draw punto",
                    "draw banca",
                    "announce banca 8 punto 2",
                    "collect 2",
                    "collect 5",
                    "pay 1 9.50",
                    "discard all",
                ],
            ]
            .concat(),
        ),
        "pass-shoe 5",
        "Lo que toca ahora: el Bottone pasa al puesto 5 (VE-button).",
        "Adesso va fatto: il posto 5 riceve il Bottone (VE-button).",
        "What is due now: the button passes to seat 5 (VE-button).",
    );
}

#[test]
fn d10_a_pass_at_the_start_of_a_round_is_told_against_that_round() {
    // Round 1: Punto's natural 8 (6C 2H) beats the Banca's 6 (5H AC): the shoe passes from seat
    // 1 to seat 3. Round 2: Punto 2D 4S (6) and the Banca 3S 4D (7) stand, the Banca wins: the
    // shoe stays at seat 3, where it is now.
    const PR_TWO_ROUNDS: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["6C", "5H", "2H", "AC"]),
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["2D", "3S", "4S", "4D"])])"#;
    says(
        &game(
            PR_TWO_ROUNDS,
            &[
                "announce banca 6 punto 8",
                "collect 7",
                "pay 3",
                "discard all",
                "pass-shoe 3",
            ],
        ),
        "pass-shoe 7",
        "Ganó la Banca: el sabot se queda en el puesto 3; solo pasa cuando gana Punto (PR-shoe).",
        "Ha vinto il Banco: il sabot resta al posto 3; passa solo quando vince Punto (PR-shoe).",
        "The Banca won: the shoe stays at seat 3; it moves only when Punto wins (PR-shoe).",
    );
}

// ----- PAY-box (procedures.md section 7) -----

/// The worked shoe of examples.md ("Puerto Rico, marking the commission"): seat 2's box gets
/// 5.00, 2.00 and 1.25; seat 5's 0.50 is collected when its player leaves after round 2.
fn marked_shoe(done: &[&str]) -> Game {
    let text = std::fs::read_to_string("tests/fixtures/commission-box/pr-marked-shoe.ron").unwrap();
    let rounds_1_and_2 = [
        "announce banca 9 punto 5",
        "collect 5",
        "pay 2",
        "commission 2 5.00",
        "discard all",
        "announce banca 8 punto 7",
        "pay 2",
        "commission 2 2.00",
        "pay 5",
        "commission 5 0.50",
    ];
    dealt(&text, false, &[&rounds_1_and_2[..], done].concat())
}

#[test]
fn pay_box_d2_names_the_marks_that_make_the_balance() {
    let g = marked_shoe(&[
        "collect-commission 5 0.50",
        "discard all",
        "announce banca 9 punto 7",
        "pay 2",
        "commission 2 1.25",
    ]);
    says(
        &g,
        "collect-commission 2 8.00",
        "En su casilla de comisión, el puesto 2 debe 5,00 + 2,00 + 1,25 = 8,25: se cobra entera, \
         8,25; cobraste 8,00 (PAY-box).",
        "Nella sua casella della cagnotte, il posto 2 deve 5,00 + 2,00 + 1,25 = 8,25: si incassa \
         per intero, 8,25; hai incassato 8,00 (PAY-box).",
        "In its commission box, seat 2 owes 5.00 + 2.00 + 1.25 = 8.25: the whole box is \
         collected, 8.25; you collected 8.00 (PAY-box).",
    );
    // Seat 5's box was emptied in round 2.
    says(
        &g,
        "collect-commission 5 0.50",
        "La casilla de comisión está vacía: el puesto 5 no debe nada, y una casilla vacía no se \
         cobra (PAY-box).",
        "La casella della cagnotte è vuota: il posto 5 non deve nulla, e una casella vuota non si \
         incassa (PAY-box).",
        "The commission box is empty: seat 5 owes nothing, and an empty box is not collected \
         (PAY-box).",
    );
}

#[test]
fn pay_box_d9_d16_d17_a_box_collected_when_nobody_leaves_twice_or_never() {
    let g = marked_shoe(&[]);
    says(
        &g,
        "collect-commission 2 7.00",
        "En su casilla de comisión, el puesto 2 debe 7,00, pero nadie se retira de ahí y el zapato \
         sigue: una casilla se cobra cuando su jugador se retira o se acaba el zapato (PAY-box).",
        "Nella sua casella della cagnotte, il posto 2 deve 7,00, ma da lì non se ne va nessuno e il \
         sabot continua: una casella si incassa quando il suo giocatore se ne va o il sabot \
         finisce (PAY-box).",
        "In its commission box, seat 2 owes 7.00, but nobody there leaves and the shoe goes on: a \
         box is collected when its player leaves or the shoe ends (PAY-box).",
    );
    says(
        &g,
        "discard all",
        "Lo que toca ahora: cobrar en el puesto 5 su casilla de comisión, 0,50 (PAY-box).",
        "Adesso va fatto: incassare per il posto 5 la casella della cagnotte, 0,50 \
         (PAY-box).",
        "What is due now: collect the commission box of seat 5, 0.50 (PAY-box).",
    );
    let collected = marked_shoe(&["collect-commission 5 0.50"]);
    says(
        &collected,
        "collect-commission 5 0.50",
        "Eso ya está hecho: cobrar en el puesto 5 su casilla de comisión, 0,50; una casilla se \
         cobra una sola vez, y ahora está vacía (PAY-box).",
        "Già fatto: incassare per il posto 5 la casella della cagnotte, 0,50; una casella si \
         incassa una volta sola, e ora è vuota (PAY-box).",
        "Already done: collect the commission box of seat 5, 0.50; a box is collected once, and \
         it is empty now (PAY-box).",
    );
}

#[test]
fn pay_box_d9_a_deducting_table_keeps_no_boxes() {
    // punto-banco-pr: Punto 2S 3D (5), Banca 9H KC (9); 100 on Banca at seat 2 wins 95.00.
    let g = game(
        r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 2, on: Banca, amount: 100)], shoe: ["2S", "9H", "3D", "KC"])])"#,
        &["announce banca 9 punto 5", "pay 2 95.00"],
    );
    says(
        &g,
        "collect-commission 2 5.00",
        "Esta mesa descuenta del pago el 5 % de comisión: no lleva casillas de comisión y el \
         puesto 2 no debe nada (PAY-box).",
        "Questo tavolo trattiene dal pagamento la cagnotte del 5 %: non tiene caselle della \
         cagnotte e il posto 2 non deve nulla (PAY-box).",
        "This table deducts the 5 % commission from the payment: it keeps no commission boxes, \
         and seat 2 owes nothing (PAY-box).",
    );
}

// ----- Issue 31: sentences with no hole -----

/// Every form of every row's facts, its lists empty where it has lists, at every table.
fn every_fact() -> Vec<tallador::core::diagnosis::Facts> {
    use tallador::core::diagnosis::{
        Against, BoxHand, Facts, NoAnnouncement, NoCollection, Payout, Precedence, SeatDue, Stay,
    };
    use tallador::core::procedure::Owner;
    use tallador::core::{Declaration, Hand, Money, Side, Target, Winner};
    let m = Money::from_cents;
    let hands = [Owner::Box(3), Owner::Punto, Owner::Banca];
    let mut facts = vec![
        Facts::DealDue {
            due: Target::Place(2),
        },
        Facts::DealDue {
            due: Target::Hand(Hand::Banca),
        },
        Facts::DealTo {
            due: Some(Target::Hand(Hand::Punto)),
        },
        Facts::DealTo { due: None },
        Facts::BoxBalance {
            place: 2,
            marks: vec![],
            due: m(700),
            given: m(500),
        },
        Facts::BoxBalance {
            place: 2,
            marks: vec![m(500), m(200)],
            due: m(700),
            given: m(500),
        },
        Facts::InPlay {
            place: 6,
            in_play: vec![],
        },
        Facts::InPlay {
            place: 6,
            in_play: vec![2],
        },
        Facts::Seat {
            due: SeatDue::Dealer,
        },
        Facts::Seat {
            due: SeatDue::Reader {
                seat: 2,
                stake: m(2000),
                holder: 1,
            },
        },
        Facts::Seat {
            due: SeatDue::Next { seat: 4, holder: 2 },
        },
        Facts::Announcement {
            due: "announce punto 4".parse().unwrap(),
        },
        Facts::Announcement {
            due: "announce banca 6 punto 4".parse().unwrap(),
        },
        Facts::AnnouncementDue {
            due: "announce punto 4".parse().unwrap(),
        },
        Facts::AnnouncementDue {
            due: "announce banca 6 punto 4".parse().unwrap(),
        },
        Facts::Repeated {
            action: "pay 3".parse().unwrap(),
        },
        Facts::Repeated {
            action: "discard all".parse().unwrap(),
        },
        Facts::Repeated {
            action: "collect-commission 2 7".parse().unwrap(),
        },
        Facts::Due {
            due: Some("collect-commission 2 7".parse().unwrap()),
        },
        Facts::Due {
            due: Some("discard all".parse().unwrap()),
        },
        Facts::Due { due: None },
        Facts::Deducted {
            place: 2,
            percent: 5,
        },
    ];
    for why in [
        NoCollection::Deducted { percent: 5 },
        NoCollection::Empty,
        NoCollection::Stays { owed: m(700) },
    ] {
        facts.push(Facts::NoCollection { place: 2, why });
    }
    for why in [Stay::NoBets, Stay::Alone, Stay::PuntoDidNotWin(Winner::Tie)] {
        facts.push(Facts::Seat {
            due: SeatDue::Stays { holder: 3, why },
        });
    }
    facts.push(Facts::Seat {
        due: SeatDue::Stays {
            holder: 3,
            why: Stay::PuntoDidNotWin(Winner::Banca),
        },
    });
    for why in [
        NoAnnouncement::Natural,
        NoAnnouncement::PuntoStood,
        NoAnnouncement::Venice,
    ] {
        facts.push(Facts::NoAnnouncement { why });
    }
    for (side, payout) in [
        (Side::Punto, Payout::Even),
        (Side::Banca, Payout::LessCommission(5)),
        (Side::Banca, Payout::Marked(5)),
        (Side::Empate, Payout::Odds(8)),
    ] {
        for given in [None, Some(m(950))] {
            for commission in [false, true] {
                facts.push(Facts::Amount {
                    place: 3,
                    side,
                    stake: m(1000),
                    due: m(950),
                    given,
                    commission,
                    payout,
                });
            }
        }
    }
    for hand in hands {
        facts.push(Facts::Natural { hand, total: 9 });
        facts.push(Facts::ThreeCards { hand });
        for total in [4, 7] {
            facts.push(Facts::Total { hand, total });
            facts.push(Facts::ThirdCard {
                hand,
                total,
                against: None,
            });
        }
    }
    for declaration in [Declaration::Carta, Declaration::NoCarta] {
        facts.push(Facts::Declared {
            declaration,
            total: 6,
        });
    }
    let againsts = [
        Against::Punto(None),
        Against::Punto(Some(7)),
        Against::Boxes(vec![]),
        Against::Boxes(vec![
            (1, BoxHand::Third(6)),
            (3, BoxHand::Stood),
            (5, BoxHand::Natural(8)),
        ]),
    ];
    for against in againsts {
        for banca in [5, 7] {
            for draws in [false, true] {
                facts.push(Facts::Tableau {
                    banca,
                    against: against.clone(),
                    draws,
                });
            }
        }
        facts.push(Facts::ThirdCard {
            hand: Owner::Banca,
            total: 4,
            against: Some(against),
        });
    }
    for winner in [Winner::Punto, Winner::Banca, Winner::Tie] {
        for wagers in [vec![], vec![Side::Banca], vec![Side::Punto, Side::Empate]] {
            facts.push(Facts::Result {
                place: 4,
                wagers,
                punto: 5,
                banca: 7,
                winner,
            });
        }
    }
    for reason in [
        Precedence::BetsClosed,
        Precedence::CardsGiven,
        Precedence::Reveal,
        Precedence::PuntoFirst,
        Precedence::BancaBeforeResult,
        Precedence::BoxCardsFirst,
        Precedence::CardsLeftToRight,
        Precedence::NaturalsFirst,
        Precedence::StandingBoxesFirst,
        Precedence::LeftToRight,
        Precedence::RightToLeft,
        Precedence::BancaCardFirst,
        Precedence::LosersFirst,
        Precedence::MarkAfterPay,
        Precedence::SettleBeforeDiscard,
        Precedence::BoxAsAUnit,
        Precedence::DiscardBeforePass,
        Precedence::StepDue,
    ] {
        for unit in [None, Some(5)] {
            facts.push(Facts::First {
                first: "pay 5 10".parse().unwrap(),
                unit,
                reason,
            });
        }
    }
    facts
}

#[test]
fn every_row_with_empty_lists_leaves_no_hole_in_any_language() {
    use tallador::core::RuleId;
    use tallador::text::explain::told;
    let kinds = [
        Profile::builtin("casilleros").unwrap().kind,
        Profile::builtin("punto-banco-pr").unwrap().kind,
        Profile::builtin("punto-banco-venezia").unwrap().kind,
    ];
    let facts = every_fact();
    let mut told_count = 0;
    for lang in [Lang::En, Lang::Es, Lang::EsAr, Lang::It] {
        let i18n = I18n::new(lang);
        for kind in kinds {
            for fact in &facts {
                for rule in [RuleId::T5, RuleId::CasG] {
                    let text = told(&i18n, kind, fact, rule);
                    told_count += 1;
                    let hole = [
                        "  ",
                        "()",
                        "( ",
                        " )",
                        ", ,",
                        ",,",
                        " ,",
                        " .",
                        " :",
                        ": (",
                        ", (",
                        "{",
                        "}",
                        "because (",
                        "porque (",
                        "perché (",
                    ]
                    .into_iter()
                    .find(|hole| text.contains(hole));
                    assert!(
                        hole.is_none() && !text.trim().is_empty() && text.ends_with('.'),
                        "{lang:?} {kind:?} {fact:?}: {text:?} has a hole ({hole:?})"
                    );
                }
            }
        }
    }
    assert!(told_count > 1000, "{told_count} sentences");
}

#[test]
fn an_amount_in_a_sentence_keeps_its_two_decimals() {
    use tallador::core::diagnosis::Facts;
    use tallador::text::explain::told;
    let kind = Profile::builtin("punto-banco-pr").unwrap().kind;
    let due = Facts::Due {
        due: Some("collect-commission 2 7".parse().unwrap()),
    };
    let rule = tallador::core::RuleId::PayBox;
    assert_eq!(
        told(&I18n::new(Lang::En), kind, &due, rule),
        "What is due now: collect the commission box of seat 2, 7.00 (PAY-box)."
    );
    assert_eq!(
        told(&I18n::new(Lang::Es), kind, &due, rule),
        "Lo que toca ahora: cobrar en el puesto 2 su casilla de comisión, 7,00 (PAY-box)."
    );
}
