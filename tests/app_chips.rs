#![cfg(feature = "app")]
//! Money as the dealer handles it, through the real window (egui_kittest, headless): a payout
//! cut from the chip tray with the keys and paid, a payout typed in chips, and the commission
//! box of a marking table growing with each mark and emptied when collected. The expected
//! amounts are worked out from procedures.md sections 1 and 7.

mod common;

use egui::Key;
use egui_kittest::kittest::Queryable;
use tallador::app::{AppOptions, Command};
use tallador::core::{Category, Profile, Profiles};
use tallador::session::log::Integrity;
use tallador::session::{Mode, Outcome, SessionLog};
use tallador::text::i18n::Lang;

use common::app::{App, en, es, es_with, fixture, harness, settle};

/// Practice in Spanish on `scenario`, payouts cut from chips, these actions done first.
fn chips_on(scenario: &str, actions: &[&str], logs: &std::path::Path) -> App {
    let mut options = AppOptions::new(Profiles::default());
    options.scenario = Some(fixture(scenario));
    options.logs_folder = Some(logs.to_path_buf());
    options.shipped_library = false;
    options.lang = Some(Lang::Es);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    options.paid_in_chips = Some(true);
    options.actions = actions.iter().map(|action| action.to_string()).collect();
    harness(options)
}

fn type_action(harness: &mut App, text: &str) {
    let line_label = es("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.focus();
    line.type_text(text);
    harness.run();
    harness.key_press(Key::Enter);
    settle(harness);
}

fn log_on_disk(harness: &App) -> SessionLog {
    let training = harness.state().training.as_ref().expect("a session");
    SessionLog::load(&training.session.log_path().expect("a log path")).expect("the log reads")
}

/// `pr-punto-draws-shoe-passes`: Punto wins 8 to 7, seat 3 bet 20 on Punto and is paid even
/// money, 20 (PAY-punto), after seat 6's Banca bet is collected.
const UP_TO_THE_PAY: [&str; 5] = [
    "draw punto",
    "announce punto 8",
    "draw banca",
    "announce banca 7 punto 8",
    "collect 6",
];

#[test]
fn a_payout_cut_from_the_chip_tray_with_the_keys_is_paid_and_logged_with_its_chips() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = chips_on(
        "examples/pr-punto-draws-shoe-passes.ron",
        &UP_TO_THE_PAY,
        logs.path(),
    );
    // A bare pay opens the tray for seat 3.
    type_action(&mut harness, "pagar 3");
    assert!(
        harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .screen
            .tray
            .is_some(),
        "the tray did not open"
    );
    // The default chips, smallest first: 1 = 0.25, 2 = 1, 3 = 5. Two 5s and ten 1s: 20.
    for _ in 0..2 {
        harness.key_press(Key::Num3);
    }
    for _ in 0..10 {
        harness.key_press(Key::Num2);
    }
    // One 0.25 too many, given back with Backspace.
    harness.key_press(Key::Num1);
    harness.key_press(Key::Backspace);
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("Puesto 3: pago de 20,00 en 12 fichas")
            .is_some(),
        "the tray does not show what was cut"
    );
    harness.key_press(Key::Enter);
    settle(&mut harness);
    // Right on money: 20 in 12 chips; the fewest are four 5s (CHIPS).
    assert!(
        harness
            .query_by_label_contains("Bien: 20,00, en 12 fichas. Con menos fichas: 4×5 (CHIPS)")
            .is_some(),
        "no fewest-chips feedback"
    );
    let log = log_on_disk(&harness);
    assert!(log.paid_in_chips);
    let pay = log.steps.last().unwrap();
    assert_eq!(pay.choice.to_string(), "pay 3 20.00");
    assert_eq!(pay.verdict, Outcome::Correct);
    assert_eq!(pay.chips.as_deref(), Some("2x5 10x1"));
    assert_eq!(pay.fewest_chips, Some(4));
    assert_eq!(log.verify(), Integrity::Intact);
}

#[test]
fn a_payout_typed_in_chips_that_adds_up_wrong_is_a_money_mistake() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = chips_on(
        "examples/pr-punto-draws-shoe-passes.ron",
        &UP_TO_THE_PAY,
        logs.path(),
    );
    // Three 5s are 15, not the 20 due: D2, a money mistake.
    type_action(&mut harness, "pagar 3 3x5");
    let log = log_on_disk(&harness);
    let pay = log.steps.last().unwrap();
    assert_eq!(pay.choice.to_string(), "pay 3 15.00");
    assert_eq!(pay.verdict, Outcome::Wrong);
    assert_eq!(pay.category, Some(Category::Money));
    assert_eq!(pay.chips.as_deref(), Some("3x5"));
    // The right chips, typed in the dealer's words with the decimal comma: 4×5.
    type_action(&mut harness, "pagar 3 4x5");
    let log = log_on_disk(&harness);
    let pay = log.steps.last().unwrap();
    assert_eq!(pay.verdict, Outcome::Correct);
    assert_eq!(pay.fewest_chips, Some(4));
    assert!(
        harness
            .query_by_label_contains("Bien: 20,00 en las menos fichas, 4 (CHIPS)")
            .is_some()
    );
    // A chip the table has not: refused before it is judged.
    let steps = log.steps.len();
    type_action(&mut harness, "pagar 3 1x3");
    assert!(
        harness
            .query_by_label_contains("Esta mesa no tiene fichas de 3.")
            .is_some()
    );
    assert_eq!(log_on_disk(&harness).steps.len(), steps);
}

/// What seat `place`'s commission box on the table says it holds (its accessible label).
fn box_label(harness: &App, place: u8) -> String {
    let prefix = format!("Casilla de comisión {place}: ");
    for amount in ["0,00", "0,50", "5,00", "7,00", "8,25"] {
        let label = format!("{prefix}{amount}");
        if harness.query_by_label(&label).is_some() {
            return label;
        }
    }
    format!("{prefix}?")
}

fn choose(harness: &mut App, action: &str) {
    let action = action.parse().unwrap();
    harness
        .state_mut()
        .apply(Command::Choose(action), tallador::app::clock());
    settle(harness);
}

#[test]
fn the_commission_box_grows_with_each_mark_and_is_emptied_when_collected() {
    // examples.md's worked shoe at `pr-marked`, round by round: seat 2 wins 100 on Banca
    // (marked 5 % = 5.00), then 40 (2.00), then 25 (1.25); its box holds 5.00, 7.00, 8.25 and
    // is collected at the shoe's end. Seat 5's 10 on Banca (0.50) is collected as it leaves.
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("assets/house-profiles/pr-marked.ron")).unwrap();
    options
        .profiles
        .add(Profile::parse("pr-marked.ron", &text).unwrap());
    options.scenario = Some(fixture("commission-box/pr-marked-shoe.ron"));
    options.logs_folder = Some(logs.path().to_path_buf());
    options.shipped_library = false;
    options.lang = Some(Lang::Es);
    options.mode = Some(Mode::Practice);
    let mut harness = harness(options);
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 0,00");
    for action in ["announce banca 9 punto 5", "collect 5", "pay 2"] {
        choose(&mut harness, action);
    }
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 0,00");
    choose(&mut harness, "commission 2 5.00");
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 5,00");
    for action in [
        "discard all",
        "announce banca 8 punto 7",
        "pay 2",
        "commission 2 2.00",
        "pay 5",
        "commission 5 0.50",
    ] {
        choose(&mut harness, action);
    }
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 7,00");
    assert_eq!(box_label(&harness, 5), "Casilla de comisión 5: 0,50");
    choose(&mut harness, "collect-commission 5 0.50");
    assert_eq!(box_label(&harness, 5), "Casilla de comisión 5: 0,00");
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 7,00");
    for action in [
        "discard all",
        "announce banca 9 punto 7",
        "pay 2",
        "commission 2 1.25",
    ] {
        choose(&mut harness, action);
    }
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 8,25");
    // Every choice so far was right: the box was not emptied by a wrong one.
    let training = harness.state().training.as_ref().unwrap();
    assert!(
        training
            .session
            .log()
            .steps
            .iter()
            .all(|step| step.verdict == Outcome::Correct)
    );
    choose(&mut harness, "collect-commission 2 8.25");
    assert_eq!(box_label(&harness, 2), "Casilla de comisión 2: 0,00");
}

#[test]
fn the_cut_the_payout_drill_takes_chips_by_their_digits_and_clicks() {
    use egui::Event;
    use tallador::session::quiz::{Answer, Drill, DrillChoice, Question};
    let dir = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(dir.path().join("logs"));
    options.quiz_folder = Some(dir.path().join("quiz"));
    options.shipped_library = false;
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    options.quiz = Some("menu".into());
    let mut harness = harness(options);
    // A fixed seed, so the items dealt are the same at every run.
    {
        let quiz = harness
            .state_mut()
            .quiz
            .as_mut()
            .expect("the quiz menu is open");
        quiz.screen.seed = Some(7);
        quiz.screen.pick(DrillChoice::One(Drill::CutPayout));
    }
    harness.key_press(Key::Enter);
    settle(&mut harness);
    let quiz = |harness: &App| {
        let quiz = harness.state().quiz.as_ref().expect("the quiz is open");
        let session = quiz.session.as_ref().expect("a quiz under way");
        (quiz.screen.profile.chip_values(), session.item().clone())
    };
    let (mut payouts, mut colour_ups) = (0, 0);
    for round in 0..20 {
        if payouts > 0 && colour_ups > 0 && round >= 3 {
            break;
        }
        let (values, item) = quiz(&harness);
        match item.question {
            Question::CutPayout { .. } => payouts += 1,
            Question::ColourUp { .. } => {
                colour_ups += 1;
                harness.get_by_label(&en("quiz.q.colour"));
            }
            _ => panic!("not a chips question: {:?}", item.question),
        }
        let Answer::Chips(fewest) = &item.expected else {
            panic!("not a chips answer");
        };
        // The fewest chips, each by its digit (1 = the smallest), the first chip by a click
        // on it (its label: "Chip of 25 (green), key 4").
        let mut first = true;
        for stack in fewest {
            let index = values
                .iter()
                .position(|&value| value == stack.value)
                .unwrap();
            for _ in 0..stack.count {
                if first && round == 0 {
                    harness
                        .get_by_label_contains(&format!("key {}", index + 1))
                        .click();
                    harness.run();
                } else {
                    harness.event(Event::Text((index + 1).to_string()));
                    harness.run();
                }
                first = false;
            }
        }
        // One chip too many, taken back.
        harness.event(Event::Text("1".into()));
        harness.run();
        harness.key_press(Key::Backspace);
        harness.run();
        harness.key_press(Key::Enter);
        settle(&mut harness);
        let quiz_screen = harness.state().quiz.as_ref().unwrap();
        let session = quiz_screen.session.as_ref().unwrap();
        let last = session.answers().last().unwrap();
        assert!(last.verdict.correct, "{:?}", last.verdict);
        assert_eq!(last.verdict.given, item.expected);
        if session.is_answered() {
            harness.key_press(Key::Enter);
            settle(&mut harness);
        }
    }
    assert!(
        payouts > 0 && colour_ups > 0,
        "{payouts} payouts, {colour_ups} colour-ups"
    );
}

#[test]
fn a_marking_table_announces_who_leaves_and_the_shoes_end_and_offers_the_box() {
    // The same shoe: seat 5 leaves after round 2, the shoe ends after round 3 (PAY-box). The
    // side panel says so in each of those rounds (and not before), and the seat's menu offers
    // its whole box, prefilled in the trainee's words.
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("assets/house-profiles/pr-marked.ron")).unwrap();
    options
        .profiles
        .add(Profile::parse("pr-marked.ron", &text).unwrap());
    options.scenario = Some(fixture("commission-box/pr-marked-shoe.ron"));
    options.logs_folder = Some(logs.path().to_path_buf());
    options.shipped_library = false;
    options.lang = Some(Lang::Es);
    options.mode = Some(Mode::Practice);
    let mut harness = harness(options);
    let leaves = es_with("train.leaves", &[("place", "Puesto 5")]);
    assert!(harness.query_by_label(&leaves).is_none());
    assert!(harness.query_by_label(&es("train.shoe_end")).is_none());
    for action in [
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
    ] {
        choose(&mut harness, action);
    }
    harness.get_by_label(&leaves);
    assert!(harness.query_by_label(&es("train.shoe_end")).is_none());
    // Seat 5's menu: collect, pay, commission, then its whole box (the fourth entry).
    harness.key_press(Key::Escape);
    settle(&mut harness);
    let seat_5 = es_with("train.selected", &[("what", "Puesto 5")]);
    for _ in 0..20 {
        if harness.query_by_label(&seat_5).is_some() {
            break;
        }
        harness.key_press(Key::ArrowRight);
        settle(&mut harness);
    }
    harness.get_by_label(&seat_5);
    // A prefilled entry ends in "…" (the amount is to be typed), its key beside it.
    harness.get_by_label(&format!("{}… 4", es("menu.collect_box")));
    harness.key_press(Key::Num4);
    settle(&mut harness);
    let line = harness
        .state()
        .training
        .as_ref()
        .unwrap()
        .screen
        .line
        .clone();
    assert_eq!(line.trim_end(), "cobrar comisión 5");
    choose(&mut harness, "collect-commission 5 0.50");
    for action in ["discard all", "announce banca 9 punto 7"] {
        choose(&mut harness, action);
    }
    assert!(harness.query_by_label(&leaves).is_none());
    harness.get_by_label(&es("train.shoe_end"));
}
