#![cfg(feature = "app")]
//! The quiz screen driven through its real UI (egui_kittest, headless): drills answered right and
//! wrong by keys and by clicks, the score, the streak and the feedback on screen, the session log
//! and the trainee's history on disk, the heat map. Each test writes to its own temporary folder.
//! Expected answers are worked by hand from procedures.md where the item is fixed; for the
//! random items the test reads the question on show and answers it by the rule.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::{Event, Key, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tallador::app::quiz::{Quiz, QuizView};
use tallador::app::{AppOptions, Screen, TalladorApp, theme};
use tallador::cli::{self, Command, OK};
use tallador::core::procedure::Owner;
use tallador::core::profile::CommissionMode;
use tallador::core::{Category, Money, Profile, Profiles, RuleId, Side};
use tallador::session::log::Integrity;
use tallador::session::quiz::{Answer, Drill, DrillChoice, History, Question};
use tallador::session::{Mode, Outcome, SessionLog};
use tallador::text::i18n::Lang;

mod common;
use common::app::{en, en_keys, es, es_keys, es_with};

type App = Harness<'static, TalladorApp>;

fn options(dir: &Path, lang: Lang, profiles: Profiles) -> AppOptions {
    let mut options = AppOptions::new(profiles);
    options.logs_folder = Some(dir.join("logs"));
    options.quiz_folder = Some(dir.join("quiz"));
    options.library_folders = Vec::new();
    options.shipped_library = false;
    options.lang = Some(lang);
    options.trainee = Some("Ana Pérez".into());
    options
}

fn harness(options: AppOptions) -> App {
    let app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(|ui, app: &mut TalladorApp| app.frame_ui(ui), app);
    harness.run();
    harness
}

fn click(harness: &mut App, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Types text as the keyboard does (characters arrive as text events).
fn type_text(harness: &mut App, text: &str) {
    harness.event(Event::Text(text.into()));
    harness.run();
}

fn press(harness: &mut App, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn quiz(harness: &App) -> &Quiz {
    harness
        .state()
        .quiz
        .as_ref()
        .expect("the quiz screen is open")
}

fn expected(harness: &App) -> Answer {
    quiz(harness)
        .session
        .as_ref()
        .expect("a quiz under way")
        .item()
        .expected
        .clone()
}

fn question(harness: &App) -> Question {
    quiz(harness)
        .session
        .as_ref()
        .expect("a quiz under way")
        .item()
        .question
        .clone()
}

fn score(harness: &App) -> (u32, u32, u32, u32) {
    let score = quiz(harness).session.as_ref().unwrap().score();
    (
        score.answered,
        score.correct,
        score.streak,
        score.best_streak,
    )
}

fn log_on_disk(harness: &App) -> SessionLog {
    let path = quiz(harness).session.as_ref().unwrap().log_path().unwrap();
    SessionLog::load(&path).expect("the log reads")
}

/// `tallador check PATH`: the exit status, the output and the messages.
fn check(path: &Path) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = cli::run(
        Command::Check {
            paths: vec![path.to_path_buf()],
            chips: false,
        },
        &[],
        &mut out,
        &mut err,
    );
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// Opens the quiz from the start screen (Spanish labels) and starts drill number `key`.
fn start_drill_es(harness: &mut App, key: &str) {
    click(harness, "Ejercicios rápidos");
    assert_eq!(harness.state().screen, Screen::Quiz);
    type_text(harness, key);
    press(harness, Key::Enter);
    assert_eq!(quiz(harness).screen.view, QuizView::Drill);
}

/// The key that answers a draw-or-stand question right (or wrong).
fn draw_key(answer: &Answer, right: bool) -> &'static str {
    match answer {
        Answer::Draw(draws) if *draws == right => "d",
        Answer::Draw(_) => "s",
        other => panic!("not a draw-or-stand question: {other:?}"),
    }
}

#[test]
fn the_quiz_opens_from_the_start_screen_and_esc_goes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    click(&mut harness, &es("quiz.open"));
    assert_eq!(harness.state().screen, Screen::Quiz);
    assert_eq!(quiz(&harness).screen.view, QuizView::Menu);
    // Casilleros: mixed, third card, totals, payouts, box order, the deal (no Venice drill).
    for name in [
        "Mixto",
        "Tercera carta",
        "Totales",
        "Pagos y comisión",
        "Orden de las casillas",
        "El reparto",
    ] {
        harness.get_by_label(name);
    }
    assert!(harness.query_by_label(&es("quiz.drill.venice")).is_none());
    // F1 lists the quiz's keys.
    press(&mut harness, Key::F1);
    harness.get_by_label(&es("quiz.help.draw"));
    harness.get_by_label(&es("quiz.help.tab"));
    press(&mut harness, Key::F1);
    assert!(!harness.state().help_open);
    click(&mut harness, &es("quiz.drill.third_card"));
    assert_eq!(
        quiz(&harness).screen.choice,
        DrillChoice::One(Drill::ThirdCard)
    );
    click(&mut harness, &es_keys("quiz.start", "Enter"));
    assert_eq!(quiz(&harness).screen.view, QuizView::Drill);
    harness.get_by_label_contains("pide o se planta?");
    harness.get_by_label("Pide D");
    // Esc before any answer: back to the menu; Esc again: the start screen.
    press(&mut harness, Key::Escape);
    assert_eq!(quiz(&harness).screen.view, QuizView::Menu);
    press(&mut harness, Key::Escape);
    assert_eq!(harness.state().screen, Screen::Start);
}

#[test]
fn third_card_right_and_wrong_by_keys_score_streak_feedback_log_and_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "2");
    for answered in 1..=3 {
        let key = draw_key(&expected(&harness), true);
        type_text(&mut harness, key);
        assert_eq!(score(&harness), (answered, answered, answered, answered));
        harness.get_by_label_contains("Correcto · ");
    }
    harness.get_by_label(&es_with(
        "quiz.score",
        &[("right", "3"), ("total", "3"), ("percent", "100 %")],
    ));
    harness.get_by_label(&es_with("quiz.streak", &[("n", "3"), ("best", "3")]));
    // A wrong answer: the right one and the rule are shown, and the item waits for Enter.
    let right = expected(&harness);
    let rule = quiz(&harness).session.as_ref().unwrap().item().rule;
    type_text(&mut harness, draw_key(&right, false));
    assert_eq!(score(&harness), (4, 3, 0, 3));
    let (given, correct) = if right == Answer::Draw(true) {
        ("Se planta", "Pide")
    } else {
        ("Pide", "Se planta")
    };
    harness.get_by_label(&format!("Tu respuesta: {given}"));
    harness.get_by_label(&format!("Correcta: {correct}"));
    harness.get_by_label(&format!("Cuadro · {rule}"));
    harness.get_by_label(&es_with(
        "quiz.score",
        &[("right", "3"), ("total", "4"), ("percent", "75 %")],
    ));
    harness.get_by_label(&es_with("quiz.streak", &[("n", "0"), ("best", "3")]));
    assert!(quiz(&harness).session.as_ref().unwrap().is_answered());
    // While the mistake is on show, an answer key does nothing; Enter goes on.
    type_text(&mut harness, "d");
    assert_eq!(score(&harness), (4, 3, 0, 3));
    press(&mut harness, Key::Enter);
    assert!(!quiz(&harness).session.as_ref().unwrap().is_answered());

    let log = log_on_disk(&harness);
    assert_eq!(log.mode, Mode::Quiz);
    assert_eq!(log.trainee, "Ana Pérez");
    assert_eq!(log.verify(), Integrity::Intact);
    let verdicts: Vec<Outcome> = log.steps.iter().map(|step| step.verdict).collect();
    assert_eq!(
        verdicts,
        [
            Outcome::Correct,
            Outcome::Correct,
            Outcome::Correct,
            Outcome::Wrong
        ]
    );
    let wrong = &log.steps[3];
    assert_eq!(wrong.rule, Some(rule));
    assert_eq!(wrong.category, Some(Category::Draw));
    assert_eq!(wrong.round, 4);
    // `tallador check` accepts the quiz log.
    let path = quiz(&harness).session.as_ref().unwrap().log_path().unwrap();
    let (code, _, err) = check(&path);
    assert_eq!(code, OK, "{err}");
    // The history on disk counts the four answers.
    let text = std::fs::read_to_string(dir.path().join("quiz/ana-perez.ron")).unwrap();
    let history = History::parse("ana-perez.ron", &text).unwrap();
    assert_eq!(history.answers, 4);
    let seen: u32 = history.items.values().map(|stats| stats.seen).sum();
    let correct: u32 = history.items.values().map(|stats| stats.correct).sum();
    assert_eq!((seen, correct), (4, 3));
}

#[test]
fn an_unreadable_history_is_set_aside_and_the_trainee_is_told_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("quiz");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("ana-perez.ron"),
        "QuizHistory(format: 1, trainee: ",
    )
    .unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    // The menu shows the history without touching the file; the quiz sets it aside and says so.
    start_drill_es(&mut harness, "2");
    assert!(folder.join("ana-perez.ron.unreadable").exists());
    harness.get_by_label_contains("El historial anterior no se pudo leer y quedó aparte");
    harness.get_by_label_contains("ana-perez.ron:1:");
}

#[test]
fn totals_a_digit_answers_at_once_and_naturals_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "3");
    let Answer::Total(total) = expected(&harness) else {
        panic!("a totals question");
    };
    type_text(&mut harness, &total.to_string());
    assert_eq!(score(&harness), (1, 1, 1, 1));
    let Answer::Total(total) = expected(&harness) else {
        panic!("a totals question");
    };
    let Question::Total { cards } = question(&harness) else {
        panic!();
    };
    let wrong = (total + 1) % 10;
    type_text(&mut harness, &wrong.to_string());
    assert_eq!(score(&harness), (2, 1, 0, 1));
    // Two cards making 8 or 9 are a natural (T3); anything else is a plain total (T2).
    let natural = cards.len() == 2 && total >= 8;
    let rule = if natural { RuleId::T3 } else { RuleId::T2 };
    harness.get_by_label(&format!("Anuncio · {rule}"));
    harness.get_by_label(&format!("Correcta: {total}"));
    if natural {
        harness.get_by_label_contains("natural");
    }
}

/// What a trainee types for an amount in Spanish: `24,22`.
fn spanish(amount: Money) -> String {
    amount.to_string().replace('.', ",")
}

#[test]
fn payouts_typed_amounts_a_bad_amount_is_refused_and_a_wrong_one_is_a_money_mistake() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "4");
    let Answer::Payout { pay, mark: None } = expected(&harness) else {
        panic!("a deducted payout");
    };
    // Not an amount: refused with a message, nothing recorded.
    type_text(&mut harness, "12,3456");
    press(&mut harness, Key::Enter);
    harness.get_by_label(&es_with("quiz.not_amount", &[("text", "12,3456")]));
    assert_eq!(score(&harness).0, 0);
    for _ in 0..7 {
        press(&mut harness, Key::Backspace);
    }
    type_text(&mut harness, &spanish(pay));
    press(&mut harness, Key::Enter);
    assert_eq!(score(&harness), (1, 1, 1, 1));
    // A wrong amount: one cent short. It breaks the payout rule of the winning wager, as the
    // trainer cites it (section 6, D2): PAY-punto for Punto, PAY-banca for a deducted Banca.
    let Answer::Payout { pay, .. } = expected(&harness) else {
        panic!();
    };
    let Question::Payout { side, .. } = question(&harness) else {
        panic!("a payout question");
    };
    let rule = match side {
        Side::Punto => "PAY-punto",
        Side::Banca => "PAY-banca",
        Side::Empate => "PAY-tie",
    };
    type_text(&mut harness, &spanish(pay - Money::from_cents(1)));
    press(&mut harness, Key::Enter);
    assert_eq!(score(&harness), (2, 1, 0, 1));
    harness.get_by_label_contains(&format!("Dinero · {rule}"));
    harness.get_by_label(&format!("Correcta: pagar {}", spanish(pay)));
    let log = log_on_disk(&harness);
    let step = log.steps.last().unwrap();
    assert_eq!(step.category, Some(Category::Money));
    assert!(step.canonical.to_string().starts_with("pay "), "{step:?}");
}

/// A house that marks the commission in the box instead of deducting it.
fn marking_profiles() -> Profiles {
    let mut profiles = Profiles::default();
    let mut marked = Profile::builtin("punto-banco-pr").unwrap();
    marked.id = "casa-marcada".into();
    marked.name = "Casa (comisión marcada)".into();
    marked.commission = CommissionMode::Marked;
    profiles.add(marked);
    profiles
}

#[test]
fn payouts_marked_pay_tab_mark_and_a_wrong_mark() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, marking_profiles()));
    click(&mut harness, &es("quiz.open"));
    click(&mut harness, "Casa (comisión marcada)");
    assert_eq!(quiz(&harness).screen.profile.id, "casa-marcada");
    type_text(&mut harness, "4");
    press(&mut harness, Key::Enter);
    let mut marked_right = false;
    let mut marked_wrong = false;
    for _ in 0..40 {
        let Question::Payout { side, stake, .. } = question(&harness) else {
            panic!("a payout question");
        };
        let Answer::Payout { pay, mark } = expected(&harness) else {
            panic!();
        };
        type_text(&mut harness, &spanish(pay));
        if side != Side::Banca {
            assert_eq!(mark, None);
            press(&mut harness, Key::Enter);
            continue;
        }
        // Marked: the full stake is paid and 5 % of it marked, rounded so the two add up.
        assert_eq!(pay, stake);
        let mark = mark.expect("a Banca win on a marking table is marked");
        assert_eq!(mark, stake - stake.mul_div_floor(95, 100), "stake {stake}");
        if !marked_right {
            press(&mut harness, Key::Tab);
            type_text(&mut harness, &spanish(mark));
            press(&mut harness, Key::Enter);
            let last = quiz(&harness)
                .session
                .as_ref()
                .unwrap()
                .answers()
                .last()
                .unwrap();
            assert!(last.verdict.correct);
            marked_right = true;
            continue;
        }
        // Enter without the mark: a reminder, nothing recorded.
        let answered = score(&harness).0;
        press(&mut harness, Key::Enter);
        harness.get_by_label(&es("quiz.need_mark"));
        assert_eq!(score(&harness).0, answered);
        type_text(&mut harness, &spanish(mark + Money::from_cents(1)));
        press(&mut harness, Key::Enter);
        harness.get_by_label(&format!(
            "Correcta: pagar {} · marcar {}",
            spanish(pay),
            spanish(mark)
        ));
        marked_wrong = true;
        break;
    }
    assert!(
        marked_right && marked_wrong,
        "no two Banca wins in 40 items"
    );
    let log = log_on_disk(&harness);
    let last_two: Vec<String> = log.steps[log.steps.len() - 2..]
        .iter()
        .map(|step| format!("{} {:?}", step.choice.verb(), step.verdict))
        .collect();
    assert_eq!(last_two, ["pay Correct", "commission Wrong"]);
}

#[test]
fn box_order_by_clicks_on_the_table_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::En, Profiles::default()));
    click(&mut harness, &en("quiz.open"));
    click(&mut harness, &en("quiz.drill.box_order"));
    click(&mut harness, &en_keys("quiz.start", "Enter"));
    let Answer::Order(order) = expected(&harness) else {
        panic!("a box-order question");
    };
    for place in &order {
        click(&mut harness, &format!("Box {place}"));
    }
    assert_eq!(score(&harness), (1, 1, 1, 1));
    harness.get_by_label_contains("Right · ");
    // The next table, clicked right to left: wrong (the boxes differ, so the reverse does too).
    let Answer::Order(order) = expected(&harness) else {
        panic!();
    };
    for place in order.iter().rev() {
        click(&mut harness, &format!("Box {place}"));
    }
    assert_eq!(score(&harness), (2, 1, 0, 1));
    harness.get_by_label_contains("Order · CAS-");
    let shown: Vec<String> = order.iter().map(u8::to_string).collect();
    harness.get_by_label(&format!("Right answer: {}", shown.join(" · ")));
    let log = log_on_disk(&harness);
    let step = log.steps.last().unwrap();
    assert_eq!(step.category, Some(Category::Order));
    assert!(matches!(
        step.rule,
        Some(RuleId::CasD | RuleId::CasE | RuleId::CasF)
    ));
}

#[test]
fn venice_precedence_and_the_deal_by_clicks_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    click(&mut harness, &es("quiz.open"));
    click(
        &mut harness,
        &es_with("quiz.short.punto", &[("p", "Banco (Venezia)")]),
    );
    click(&mut harness, &es("quiz.drill.venice"));
    click(&mut harness, &es_keys("quiz.start", "Enter"));
    for _ in 0..3 {
        match expected(&harness) {
            Answer::Reader(Some(seat)) => click(&mut harness, &format!("Puesto {seat}")),
            Answer::Reader(None) => type_text(&mut harness, "0"),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(score(&harness), (3, 3, 3, 3));
    // A seat with no bet at all never receives the cards.
    let Question::PuntoReader { view } = question(&harness) else {
        panic!();
    };
    let empty = (1..=12)
        .find(|seat| view.place(*seat).is_none())
        .expect("an empty seat");
    click(&mut harness, &format!("Puesto {empty}"));
    harness.get_by_label("Orden · VE-give");
    press(&mut harness, Key::Escape);
    assert_eq!(quiz(&harness).screen.view, QuizView::Results);
    harness.get_by_label(&es_with(
        "quiz.results_right",
        &[("right", "3"), ("total", "4")],
    ));

    // The deal: Punto, Banco, Punto, Banco (VE-deal), answered with P and B.
    press(&mut harness, Key::Escape);
    click(&mut harness, &es("quiz.drill.deal"));
    press(&mut harness, Key::Enter);
    for _ in 0..4 {
        let Question::DealCard { n, .. } = question(&harness) else {
            panic!();
        };
        let key = if n % 2 == 1 { "p" } else { "b" };
        type_text(&mut harness, key);
    }
    assert_eq!(score(&harness), (4, 4, 4, 4));
    let Question::DealCard { n, .. } = question(&harness) else {
        panic!();
    };
    type_text(&mut harness, if n % 2 == 1 { "b" } else { "p" });
    harness.get_by_label("Orden · VE-deal");
    let log = log_on_disk(&harness);
    let step = log.steps.last().unwrap();
    assert_eq!(step.rule, Some(RuleId::VeDeal));
    assert!(step.canonical.to_string().starts_with("deal "));
    let expected_owner = if n % 2 == 1 {
        Owner::Punto
    } else {
        Owner::Banca
    };
    assert_eq!(
        quiz(&harness)
            .session
            .as_ref()
            .unwrap()
            .answers()
            .last()
            .unwrap()
            .verdict
            .expected,
        Answer::Deal(expected_owner)
    );
}

#[test]
fn fifty_answers_end_the_round_and_the_heat_map_shows_each_cell() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "2");
    let mut asked = Vec::new();
    for _ in 0..50 {
        let item = quiz(&harness).session.as_ref().unwrap().item().clone();
        asked.push(item.key.clone());
        type_text(&mut harness, draw_key(&item.expected, true));
    }
    assert_eq!(quiz(&harness).screen.view, QuizView::Results);
    harness.get_by_label(&es_with(
        "quiz.results_right",
        &[("right", "50"), ("total", "50")],
    ));
    harness.get_by_label(&es("quiz.no_mistakes"));
    harness.get_by_label(&es_with("quiz.results_streak", &[("n", "50")]));
    let log = log_on_disk(&harness);
    assert!(log.summary.finished);
    assert_eq!((log.summary.decisions, log.summary.correct), (50, 50));
    // The map: every cell answered shows its count, the rest are not asked yet.
    type_text(&mut harness, "m");
    assert_eq!(quiz(&harness).screen.view, QuizView::HeatMap);
    let history = quiz(&harness).current_history().clone();
    for key in &asked {
        let stats = history.item(key).unwrap();
        let parts: Vec<&str> = key.split(':').collect();
        let name = match parts.as_slice() {
            ["t5", banca, "-"] => format!("Banca {banca}, Punto plantado"),
            ["t5", banca, third] => format!("Banca {banca} contra {third}"),
            ["t4", punto] => format!("Punto {punto}"),
            other => panic!("{other:?}"),
        };
        harness.get_by_label(&format!("{name}: {} de {} bien", stats.correct, stats.seen));
    }
    let never = (0..=7u8)
        .flat_map(|banca| (0..=9u8).map(move |third| (banca, third)))
        .find(|(banca, third)| !asked.contains(&format!("t5:{banca}:{third}")))
        .unwrap();
    harness.get_by_label(&format!(
        "Banca {} contra {}: sin preguntar todavía",
        never.0, never.1
    ));
    press(&mut harness, Key::Escape);
    assert_eq!(quiz(&harness).screen.view, QuizView::Results);
}

#[test]
fn a_missed_cell_comes_back_within_three_items() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "2");
    // Two right answers, then a miss.
    for _ in 0..2 {
        let key = draw_key(&expected(&harness), true);
        type_text(&mut harness, key);
    }
    let missed = quiz(&harness).session.as_ref().unwrap().item().key.clone();
    let key = draw_key(&expected(&harness), false);
    type_text(&mut harness, key);
    press(&mut harness, Key::Enter);
    let mut next = Vec::new();
    for _ in 0..3 {
        next.push(quiz(&harness).session.as_ref().unwrap().item().key.clone());
        let key = draw_key(&expected(&harness), true);
        type_text(&mut harness, key);
    }
    assert!(next.contains(&missed), "{missed} not in {next:?}");
}

#[test]
fn tallador_check_reads_a_quiz_history_and_points_at_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    start_drill_es(&mut harness, "3");
    let Answer::Total(total) = expected(&harness) else {
        panic!();
    };
    type_text(&mut harness, &total.to_string());
    let path = dir.path().join("quiz/ana-perez.ron");
    let (code, out, _) = check(&path);
    assert_eq!(code, OK);
    assert!(
        out.contains("quiz history, Ana Pérez, 1 answer(s)"),
        "{out}"
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, text.replace("seen:", "sen:")).unwrap();
    let (code, _, err) = check(&bad);
    assert_eq!(code, cli::BAD_INPUT);
    assert!(err.contains("bad.ron:") && err.contains("sen"), "{err}");
}

/// "What now?" (procedures.md section 8): the remedy by its digit, right and wrong; the wrong one
/// is an irregularity under the event's id, and the reason gives this table's source.
#[test]
fn what_now_names_the_remedy_by_digit_and_a_wrong_one_is_an_irregularity() {
    use tallador::core::Action;
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(options(dir.path(), Lang::Es, Profiles::default()));
    click(&mut harness, &es("quiz.open"));
    click(&mut harness, &es("quiz.drill.what_now"));
    click(&mut harness, &es_keys("quiz.start", "Enter"));
    let digit = |action: Action| match action {
        Action::CallInspector => "1",
        Action::Burn => "2",
        Action::Keep => "3",
        Action::Restore => "4",
        Action::Void => "5",
        other => panic!("not a remedy: {other:?}"),
    };
    let Answer::Remedy(due) = expected(&harness) else {
        panic!("a remedy is asked");
    };
    let Question::Remedy { view } = question(&harness) else {
        panic!("a table at an irregular moment");
    };
    assert!(view.event.is_some(), "the event is on the table");
    type_text(&mut harness, digit(due));
    assert_eq!(score(&harness), (1, 1, 1, 1));
    let Answer::Remedy(due) = expected(&harness) else {
        panic!("a remedy is asked");
    };
    let wrong = if due == Action::Void {
        Action::Burn
    } else {
        Action::Void
    };
    let rule = quiz(&harness).session.as_ref().unwrap().item().rule;
    type_text(&mut harness, digit(wrong));
    assert_eq!(score(&harness), (2, 1, 0, 1));
    harness.get_by_label(&format!("Irregularidad · {rule}"));
}
