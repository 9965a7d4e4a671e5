#![cfg(feature = "app")]
//! The trainer driven through its real UI (egui_kittest, headless): whole rounds by clicks and by
//! typed actions, mistakes in practice and in exam, the language switch, and the log on disk.
//! Each test writes its logs to its own temporary folder (injected, no environment variable).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::{Key, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tallador::app::{AppOptions, Screen, TalladorApp, theme};
use tallador::core::money::DecimalMark;
use tallador::core::{Profiles, RuleId, TableKind};
use tallador::session::log::Integrity;
use tallador::session::{Mode, Outcome, SessionLog};
use tallador::text::i18n::{I18n, Lang};

mod common;
use common::app::{en, en_keys, es, es_banca, es_keys, es_with};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn options(scenario: Option<&str>, mode: Mode, logs: &Path, lang: Lang) -> AppOptions {
    let mut options = AppOptions::new(Profiles::default());
    options.scenario = scenario.map(fixture);
    options.logs_folder = Some(logs.to_path_buf());
    options.library_folders = vec![fixture("examples")];
    options.shipped_library = false;
    options.lang = Some(lang);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(mode);
    options
}

fn harness(options: AppOptions) -> Harness<'static, TalladorApp> {
    let app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(|ui, app: &mut TalladorApp| app.frame_ui(ui), app);
    harness.run();
    harness
}

/// Clicks the node with exactly this accessible label and lets the UI settle.
fn click(harness: &mut Harness<'static, TalladorApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Types an action in the action line and presses Enter.
fn type_action(harness: &mut Harness<'static, TalladorApp>, text: &str) {
    let line_label = es("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.focus();
    line.type_text(text);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
}

/// A practice session in Spanish on `scenario`, its logs in a folder of its own.
fn practice_on(scenario: &str) -> (tempfile::TempDir, Harness<'static, TalladorApp>) {
    let logs = tempfile::tempdir().unwrap();
    let harness = harness(options(
        Some(scenario),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    (logs, harness)
}

fn log_on_disk(harness: &Harness<'static, TalladorApp>) -> SessionLog {
    let training = harness.state().training.as_ref().expect("a session");
    let path = training.session.log_path().expect("a log path");
    SessionLog::load(&path).expect("the log reads")
}

fn choices(log: &SessionLog) -> Vec<String> {
    log.steps
        .iter()
        .map(|step| step.choice.to_string())
        .collect()
}

#[test]
fn a_casilleros_round_by_clicks_on_the_table() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    // draw 1, pay 5, discard 5, draw banca, collect 1, discard 1, discard banca (examples.md).
    let clicks = [
        ("Casilla 1", "Tercera carta 1"),
        ("Casilla 5", "Pagar 3"),
        ("Casilla 5", "Descarte 5"),
        ("Banca", "Tercera carta 1"),
        ("Casilla 1", "Cobrar 2"),
        ("Casilla 1", "Descarte 5"),
        ("Banca", "Descarte 2"),
    ];
    for (place, action) in clicks {
        click(&mut harness, place);
        click(&mut harness, action);
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    harness.get_by_label(&es_with(
        "summary.first_try",
        &[("right", "7"), ("total", "7")],
    ));
    harness.get_by_label(&es("summary.no_mistakes"));
    let log = log_on_disk(&harness);
    assert_eq!(
        choices(&log),
        [
            "draw 1",
            "pay 5",
            "discard 5",
            "draw banca",
            "collect 1",
            "discard 1",
            "discard banca"
        ]
    );
    assert!(
        log.steps
            .iter()
            .all(|step| step.verdict == Outcome::Correct)
    );
    assert!(log.summary.finished);
    assert_eq!(log.verify(), Integrity::Intact);
    assert_eq!(log.trainee, "Ana Pérez");
}

#[test]
fn a_puerto_rico_round_by_typed_actions_with_tab_completion() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/pr-punto-draws-shoe-passes.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    type_action(&mut harness, "draw punto");
    // Tab completes `announce p` to `announce punto ` (the only suggestion that fits).
    let line_label = es("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.focus();
    line.type_text("announce p");
    harness.run();
    harness.key_press(Key::Tab);
    harness.run();
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "announce punto "
    );
    let line_label = es("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.type_text("8");
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    for action in [
        "draw banca",
        "announce banca 7 punto 8",
        "collect 6",
        "pay 3",
        "discard all",
        "pass-shoe 3",
    ] {
        type_action(&mut harness, action);
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    let log = log_on_disk(&harness);
    assert_eq!(
        choices(&log),
        [
            "draw punto",
            "announce punto 8",
            "draw banca",
            "announce banca 7 punto 8",
            "collect 6",
            "pay 3",
            "discard all",
            "pass-shoe 3"
        ]
    );
    assert_eq!((log.summary.decisions, log.summary.correct), (8, 8));
    assert_eq!(log.verify(), Integrity::Intact);
}

#[test]
fn practice_a_wrong_choice_shows_the_rule_and_lets_the_trainee_retry() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    // Paying box 5 while box 1 (KD QD, 0) must draw: the rule broken is T4 (row D13).
    type_action(&mut harness, "pay 5");
    harness.get_by_label("Cuadro · T4");
    // The actions in the dealer's words first, then as typed.
    harness.get_by_label("Correcto aquí: tercera carta a la casilla 1  ·  carta 1");
    harness.get_by_label(&es_with(
        "why.d13",
        &[("hand", "La casilla 1"), ("total", "0"), ("rule", "T4")],
    ));
    harness.get_by_label(&es_with(
        "train.you_chose",
        &[("action", "pagar la casilla 5")],
    ));
    // The table is as it was: the retry is judged against the same step.
    type_action(&mut harness, "draw 1");
    harness.get_by_label(&es("train.right"));
    harness.get_by_label(&es_with(
        "train.score",
        &[("right", "0"), ("total", "1"), ("percent", "0 %")],
    ));
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["pay 5", "draw 1"]);
    assert_eq!(log.steps[0].verdict, Outcome::Wrong);
    assert_eq!(log.steps[1].attempt, 2);
    assert_eq!((log.summary.decisions, log.summary.retries), (1, 1));
}

#[test]
fn exam_a_wrong_choice_is_recorded_silently_and_the_canonical_action_applied() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Exam,
        logs.path(),
        Lang::Es,
    ));
    // Box 5 stands on 7: a third card there breaks the tableau.
    type_action(&mut harness, "draw 5");
    assert!(
        harness.query_by_label_contains("CAS-e").is_none(),
        "no feedback in an exam"
    );
    harness.get_by_label(&es_with("train.exam_progress", &[("n", "1")]));
    let training = harness.state().training.as_ref().unwrap();
    assert_eq!(training.session.position(), (1, 2), "draw 1 was applied");
    let log = log_on_disk(&harness);
    assert_eq!(
        log.steps[0].applied.map(|a| a.to_string()).as_deref(),
        Some("draw 1")
    );
    assert_eq!(log.steps[0].verdict, Outcome::Wrong);
    // The rest of the round, then the summary lists the mistake and shows the table then.
    for action in [
        "pay 5",
        "discard 5",
        "draw banca",
        "collect 1",
        "discard 1",
        "discard banca",
    ] {
        type_action(&mut harness, action);
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    harness.get_by_label_contains(
        "Mano 1, paso 1: tercera carta a la casilla 5  ·  carta 5 → tercera carta a la casilla 1  ·  carta 1",
    );
    harness.get_by_label(
        "Elegiste «tercera carta a la casilla 5»; correspondía «tercera carta a la casilla 1».",
    );
    let log = log_on_disk(&harness);
    assert_eq!((log.summary.decisions, log.summary.correct), (7, 6));
    assert!(log.summary.finished);
}

#[test]
fn the_language_switch_changes_every_label() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    harness.get_by_label(&es_keys("start.start", "Ctrl+Enter"));
    click(&mut harness, "English");
    harness.get_by_label(&en_keys("start.start", "Ctrl+Enter"));
    harness.get_by_label(&en("start.trainee"));
    assert!(
        harness
            .query_by_label(&es_keys("start.start", "Ctrl+Enter"))
            .is_none()
    );
    assert_eq!(harness.state().settings.lang, Lang::En);
    // A session started now is in English.
    click(&mut harness, &en("start.random"));
    click(&mut harness, &en_keys("start.start", "Ctrl+Enter"));
    assert_eq!(harness.state().screen, Screen::Train);
    harness.get_by_label(&en("train.question"));
    harness.get_by_label(&en("train.type_action"));
    // Back on the start screen, Spanish again.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    harness.run();
    click(&mut harness, "Español");
    harness.get_by_label(&es_keys("start.start", "Ctrl+Enter"));
    harness.get_by_label(&es("start.trainee"));
}

#[test]
fn the_start_screen_starts_from_the_library_and_explains_a_bad_file() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    // The library (the examples folder here) lists the casilleros situations.
    click(
        &mut harness,
        "Banca 6: encart, then the Banca draws for two boxes only",
    );
    click(&mut harness, &es_keys("start.start", "Ctrl+Enter"));
    assert_eq!(harness.state().screen, Screen::Train);
    harness.get_by_label_contains("Banca 6: encart");
    // Back to the start screen; a file that does not exist is explained, nothing crashes.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Start);
    click(&mut harness, &es("start.file"));
    harness.state_mut().settings.start.file = "no/such/file.ron".into();
    click(&mut harness, &es_keys("start.start", "Ctrl+Enter"));
    assert_eq!(harness.state().screen, Screen::Start);
    // The reason in the trainee's language.
    harness.get_by_label_contains("no/such/file.ron: el archivo no existe");
}

#[test]
fn twelve_boxes_fit_a_1280_by_800_window_without_overlap() {
    let logs = tempfile::tempdir().unwrap();
    let harness = harness(options(
        Some("app/cas-twelve-boxes.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    let rects: Vec<egui::Rect> = (1..=12)
        .map(|place| harness.get_by_label(&format!("Casilla {place}")).rect())
        .collect();
    for (i, a) in rects.iter().enumerate() {
        assert!(a.width() >= 90.0, "box {} is {a:?}", i + 1);
        assert!(egui::Rect::from_min_size(egui::Pos2::ZERO, vec2(1280.0, 800.0)).contains_rect(*a));
        for (j, b) in rects.iter().enumerate().skip(i + 1) {
            assert!(
                a.intersect(*b).area() <= 0.0 || !a.intersects(*b),
                "box {} {a:?} overlaps box {} {b:?}",
                i + 1,
                j + 1
            );
        }
    }
    let banca = harness
        .get_by_label(&es_banca(TableKind::Casilleros))
        .rect();
    assert!(rects.iter().all(|rect| !rect.intersects(banca)));
}

#[test]
fn keyboard_only_picks_with_arrows_and_chooses_by_number() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    // Leave the action line, pick box 1 with the right arrow, draw with 1 (the menu's first).
    harness.key_press(Key::Escape);
    harness.run();
    harness.key_press(Key::ArrowRight);
    harness.run();
    harness.get_by_label(&es_with("train.selected", &[("what", "Casilla 1")]));
    harness.key_press(Key::Num1);
    harness.run();
    harness.get_by_label(&es("train.right"));
    // F2 in practice shows the hint (pay 5), F1 opens the shortcuts.
    harness.key_press(Key::F2);
    harness.run();
    harness.get_by_label_contains("Pista: pagar 5");
    harness.key_press(Key::F1);
    harness.run();
    harness.get_by_label(&es("help.title"));
    // F1 also says which version this is and where its data folder is, with the licences.
    harness.get_by_label_contains(&format!(
        "Tallador {}. Carpeta de datos",
        env!("CARGO_PKG_VERSION")
    ));
    harness.get_by_label(&es("help.licences"));
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw 1"]);
}

#[test]
fn a_random_situation_with_a_focus_comes_from_the_generator_and_replays() {
    use tallador::core::generate::{self, Focus};
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    click(&mut harness, &es("start.random"));
    harness.state_mut().settings.start.seed = "4242".into();
    click(&mut harness, &es("focus.naturals"));
    click(&mut harness, &es_keys("start.start", "Ctrl+Enter"));
    assert_eq!(harness.state().screen, Screen::Train);
    let training = harness.state().training.as_ref().expect("a session");
    let scenario = training.session.game().scenario.clone();
    // The generator's own scenario for the same profile, options and seed: replays exactly.
    let profile = Profiles::default().get("casilleros").unwrap().clone();
    let options = generate::Options {
        focus: Focus::Naturals,
        ..generate::Options::default()
    };
    let generated = generate::scenario(&profile, &options, 4242).unwrap();
    assert_eq!(
        (&scenario.profile, &scenario.rounds),
        (&generated.profile, &generated.rounds)
    );
    // Its title is in the trainee's language, not the generator's English.
    assert_eq!(
        scenario.title,
        "Situación aleatoria: Naturales (de aire) (semilla 4242)"
    );
    harness.get_by_label_contains("Situación aleatoria: Naturales (de aire) (semilla 4242)");
    // Every round of the focus holds a natural (8 or 9 on two cards) somewhere on the table.
    let plan = training.session.game().plans().next().unwrap().clone();
    assert!(
        plan.hands.iter().any(|hand| hand.two_card_total() >= 8),
        "{:?}",
        plan.hands
    );
    assert!(matches!(
        training.session.log().source,
        tallador::session::ScenarioSource::Random { seed: 4242, .. }
    ));
}

#[test]
fn deal_the_cards_yourself_a_card_to_the_wrong_hand_is_an_order_mistake() {
    use tallador::core::Card;
    let logs = tempfile::tempdir().unwrap();
    let mut opts = options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    );
    opts.with_deal = Some(true);
    let mut harness = harness(opts);
    // Nothing on the table yet: the first card, KD, waits at the shoe face up.
    let view = harness.state().training.as_ref().unwrap().session.table();
    assert!(view.hands.iter().all(|hand| hand.cards.is_empty()));
    assert_eq!(
        view.next_card.map(|c| c.card),
        Some("KD".parse::<Card>().unwrap())
    );
    // CAS-deal: box 1, box 5, Banca, twice. The first card to box 1 is right.
    click(&mut harness, &es_with("table.box_n", &[("n", "1")]));
    click(&mut harness, "Dar esta carta aquí 1");
    harness.get_by_label(&es("train.right"));
    // The second card belongs to box 5: sending it to the Banca is an order mistake.
    click(&mut harness, &es_banca(TableKind::Casilleros));
    click(&mut harness, "Dar esta carta aquí 1");
    harness.get_by_label("Orden · CAS-deal");
    for (hand, _) in [
        ("Casilla 5", 0),
        ("Banca", 0),
        ("Casilla 1", 0),
        ("Casilla 5", 0),
        ("Banca", 0),
    ] {
        click(&mut harness, hand);
        click(&mut harness, "Dar esta carta aquí 1");
    }
    // All six cards are down: box 1 KD QD, box 5 4C 3D, Banca 3H 3S; the round goes on.
    let view = harness.state().training.as_ref().unwrap().session.table();
    assert!(view.next_card.is_none());
    assert_eq!(
        view.hands
            .iter()
            .map(|hand| hand.cards.len())
            .sum::<usize>(),
        6
    );
    type_action(&mut harness, "draw 1");
    harness.get_by_label(&es("train.right"));
    let log = log_on_disk(&harness);
    assert!(log.with_deal);
    let wrong: Vec<_> = log
        .steps
        .iter()
        .filter(|step| step.verdict == Outcome::Wrong)
        .collect();
    assert_eq!(wrong.len(), 1);
    assert_eq!(wrong[0].choice.to_string(), "deal banca");
    assert_eq!(wrong[0].rule, Some(RuleId::CasDeal));
    assert_eq!(log.verify(), Integrity::Intact);
}

#[test]
fn an_unwritable_log_folder_is_reported_and_nothing_is_lost() {
    let work = tempfile::tempdir().unwrap();
    // A file where the logs folder's parent should be: the folder cannot be created.
    let blocker = work.path().join("blocked");
    std::fs::write(&blocker, b"not a folder").unwrap();
    let logs = blocker.join("logs");
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        &logs,
        Lang::Es,
    ));
    type_action(&mut harness, "draw 1");
    type_action(&mut harness, "pay 5");
    harness.get_by_label_contains("No se pudo guardar el registro");
    assert!(
        harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .session
            .write_error()
            .is_some()
    );
    // The disk comes back: the retry writes everything done in the meantime.
    std::fs::remove_file(&blocker).unwrap();
    click(&mut harness, &es("train.retry_write"));
    assert!(
        harness
            .query_by_label_contains("No se pudo guardar el registro")
            .is_none()
    );
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw 1", "pay 5"]);
    assert_eq!(log.verify(), Integrity::Intact);
}

#[test]
fn the_library_lists_spanish_titles_in_spanish_and_english_titles_in_english() {
    let logs = tempfile::tempdir().unwrap();
    let casilleros = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/casilleros");
    let mut spanish = options(None, Mode::Practice, logs.path(), Lang::Es);
    spanish.library_folders = vec![casilleros.clone()];
    let mut harness = harness(spanish);
    // The Spanish start screen shows `title_es` (one-box-both-sides-draw.ron).
    assert!(
        harness
            .query_by_label_contains("One box: the box draws, then the Banca draws")
            .is_none()
    );
    // A library button reads the title and the difficulty dots.
    // The library list scrolls: bring the entry into view as a user would.
    harness
        .get_by_label("Una casilla: pide la casilla, después pide la Banca ●○○")
        .scroll_to_me();
    harness.run();
    click(
        &mut harness,
        "Una casilla: pide la casilla, después pide la Banca ●○○",
    );
    // What it trains: the rules its notes name, in Spanish, beside their ids; not the notes'
    // outcome ("La casilla 3 gana 9 a 3"), which waits for the summary.
    harness.get_by_label(&es("start.trains"));
    harness.get_by_label_contains("T5: La Banca se planta con 7");
    harness.get_by_label_contains("CAS-e: Primero todas las terceras cartas");
    assert!(harness.query_by_label_contains("gana 9 a 3").is_none());
    // The log records the title in the language the session was started in.
    click(&mut harness, &es_keys("start.start", "Ctrl+Enter"));
    assert_eq!(harness.state().screen, Screen::Train);
    assert_eq!(
        log_on_disk(&harness).source.title(),
        "Una casilla: pide la casilla, después pide la Banca"
    );

    let mut english = options(None, Mode::Practice, logs.path(), Lang::En);
    english.library_folders = vec![casilleros];
    let mut harness = self::harness(english);
    assert!(
        harness
            .query_by_label_contains("Una casilla: pide la casilla, después pide la Banca")
            .is_none()
    );
    // The library list scrolls: bring the entry into view as a user would.
    harness
        .get_by_label("One box: the box draws, then the Banca draws ●○○")
        .scroll_to_me();
    harness.run();
    click(
        &mut harness,
        "One box: the box draws, then the Banca draws ●○○",
    );
    harness.get_by_label(&en("start.trains"));
    harness.get_by_label_contains("CAS-f: ");
    assert!(
        harness
            .query_by_label_contains("Box 3 wins 9 against 3")
            .is_none()
    );
}

#[test]
fn ctrl_e_asks_before_ending_enter_ends_and_esc_goes_back() {
    let (_logs, mut harness) = practice_on("examples/cas-standing-box-first.ron");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::E);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Train);
    harness.get_by_label(&es("train.confirm_end"));
    harness.key_press(Key::Escape);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Train);
    assert!(harness.query_by_label(&es("train.confirm_end")).is_none());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::E);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Summary);
}

#[test]
fn after_a_typed_error_the_next_typing_replaces_the_line_and_a_decimal_comma_reads() {
    let (_logs, mut harness) = practice_on("examples/cas-standing-box-first.ron");
    type_action(&mut harness, "drwa 1");
    harness.get_by_label_contains("«drwa 1» no es una acción");
    // The whole line is selected: what is typed next replaces it.
    harness
        .get_by_label(&es("train.type_action"))
        .type_text("draw 1");
    harness.run();
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "draw 1"
    );
    harness.key_press(Key::Enter);
    harness.run();
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw 1"]);
    assert_eq!(
        tallador::app::actions::parse_typed("pay 3 35,62", DecimalMark::Comma),
        "pay 3 35.62".parse()
    );
    assert_eq!(
        tallador::app::actions::parse_typed("commission 12 1,50", DecimalMark::Comma),
        "commission 12 1.50".parse()
    );
    // The language's rules, as the quiz and the inspector read amounts: a thousands mark in
    // English, the comma as decimal mark in Spanish.
    assert_eq!(
        tallador::app::actions::parse_typed("pay 3 1,250", DecimalMark::Point),
        "pay 3 1250".parse()
    );
    assert_eq!(
        tallador::app::actions::parse_typed("pay 3 1.250,50", DecimalMark::Comma),
        "pay 3 1250.50".parse()
    );
}

#[test]
fn the_situation_list_follows_the_arrow_keys_and_enter_starts() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    let first = harness.state().settings.start.library_pick;
    assert!(first.is_some());
    harness.key_press(Key::ArrowDown);
    harness.run();
    let second = harness.state().settings.start.library_pick;
    assert_ne!(second, first);
    harness.key_press(Key::ArrowUp);
    harness.run();
    assert_eq!(harness.state().settings.start.library_pick, first);
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Train);
}

#[test]
fn the_projector_setting_and_ctrl_plus_zoom_the_window_and_are_remembered() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    let zoom = |harness: &Harness<'static, TalladorApp>| harness.ctx.zoom_factor();
    assert!((zoom(&harness) - 1.0).abs() < 1e-3, "{}", zoom(&harness));
    harness.get_by_label(&es("start.projector")).click();
    // The test window keeps its size in points whatever the zoom (a real window keeps its
    // pixels), so the zoom is only checked to grow, a frame at a time.
    harness.run_steps(3);
    assert!(harness.state().settings.start.projector);
    let projector = zoom(&harness);
    assert!(projector > 1.15, "{projector}");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Plus);
    harness.run_steps(3);
    assert_eq!(harness.state().settings.zoom_steps, 1);
    assert!(zoom(&harness) > projector, "{}", zoom(&harness));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num0);
    harness.run_steps(3);
    assert_eq!(harness.state().settings.zoom_steps, 0);
    // Both are part of the remembered settings.
    let saved = ron::to_string(&harness.state().settings).unwrap();
    assert!(saved.contains("projector:true"), "{saved}");
}

/// Types `done` (each right) and then `wrong` into a fresh practice table in `lang`, and
/// returns the harness showing the feedback.
fn feedback_after(
    scenario: &str,
    lang: Lang,
    done: &[&str],
    wrong: &str,
) -> Harness<'static, TalladorApp> {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(Some(scenario), Mode::Practice, logs.path(), lang));
    // Found by its translation key, in whatever words the language says it.
    let label = I18n::new(lang).tr("train.type_action").into_owned();
    for text in done.iter().chain([&wrong]) {
        let line = harness.get_by_label(&label);
        line.focus();
        line.type_text(text);
        harness.run();
        harness.key_press(Key::Enter);
        harness.run();
    }
    harness
}

#[test]
fn practice_feedback_explains_the_rule_broken_with_the_tables_facts() {
    let cas = "examples/cas-standing-box-first.ron";
    let pr = "examples/pr-punto-draws-shoe-passes.ron";
    // (scenario, right actions first, the wrong one, Spanish, English), each worked out from
    // procedures.md section 6. Casilleros: box 1 KD QD (0), box 5 4C 3D (7), Banca 3H 3S (6);
    // box 1 draws 6S, the Banca 2D. Puerto Rico: Punto AS 2H (3) draws 5C (8), Banca 2S 2D
    // (4) draws against the 5.
    let cases: [(&str, &[&str], &str, &str, &str); 6] = [
        // D6
        (
            cas,
            &[],
            "draw 5",
            "La casilla 5 tiene 7: con 6 o 7 se planta (T4).",
            "Box 5 holds 7: a box on 6 or 7 stands (T4).",
        ),
        // D13
        (
            cas,
            &[],
            "pay 5",
            "La casilla 1 tiene 0: con 0 a 5 toma tercera carta ahora (T4).",
            "Box 1 holds 0: on 0 to 5 it takes a third card now (T4).",
        ),
        // D15, CAS-g
        (
            cas,
            &["draw 1"],
            "discard 5",
            "Primero pagar 10 en la casilla 5: la casilla se liquida en orden, cobrar, pagar, \
             descartar (CAS-g).",
            "First pay 10 at box 5: a box is settled in order, collect, pay, discard (CAS-g).",
        ),
        // D9
        (
            cas,
            &["draw 1", "pay 5", "discard 5", "draw banca"],
            "pay 1",
            "La casilla 1 tiene 6 y la Banca, 8: ahí gana la Banca (T6).",
            "At box 1 it is 6 against the Banca's 8: the Banca wins there (T6).",
        ),
        // D7
        (
            pr,
            &["draw punto", "announce punto 8"],
            "stand banca",
            "La Banca tiene 4 y la tercera carta de Punto es un 5: la Banca pide (T5).",
            "The Banca holds 4 and Punto's third card is a 5: the Banca draws (T5).",
        ),
        // D2
        (
            pr,
            &[
                "draw punto",
                "announce punto 8",
                "draw banca",
                "announce banca 7 punto 8",
                "collect 6",
            ],
            "pay 3 19",
            "A 20,00 en Punto le corresponden 20,00: se paga uno a uno (PAY-punto). Pagaste 19,00.",
            "20.00 on Punto wins 20.00: even money (PAY-punto). You gave 19.00.",
        ),
    ];
    for (scenario, done, wrong, spanish, english) in cases {
        feedback_after(scenario, Lang::Es, done, wrong).get_by_label(spanish);
        feedback_after(scenario, Lang::En, done, wrong).get_by_label(english);
    }
}

#[test]
fn the_exam_summary_lists_mistakes_with_amounts_and_the_reason() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/pr-punto-draws-shoe-passes.ron"),
        Mode::Exam,
        logs.path(),
        Lang::Es,
    ));
    for action in [
        "draw punto",
        "announce punto 8",
        "draw banca",
        "announce banca 7 punto 8",
        "collect 6",
        "pay 3 19",
        "discard all",
        "pass-shoe 3",
    ] {
        type_action(&mut harness, action);
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    // Seat 3's Punto 20 wins 20 at evens; 19 was paid (D2, PAY-punto).
    harness.get_by_label_contains(
        "Mano 1, paso 6: pagar 19 en el puesto 3  ·  pagar 3 19,00 → pagar 20 en el puesto 3  ·  pagar 3 20,00",
    );
    harness.get_by_label(
        "A 20,00 en Punto le corresponden 20,00: se paga uno a uno (PAY-punto). Pagaste 19,00.",
    );
}

#[test]
fn the_start_screen_hides_the_notes_in_an_exam() {
    let logs = tempfile::tempdir().unwrap();
    let mut options = options(None, Mode::Practice, logs.path(), Lang::En);
    options.library_folders =
        vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/casilleros")];
    let mut harness = harness(options);
    let entry = "Banca natural 8: a box 9 wins, a box 8 stands off";
    harness.get_by_label_contains(entry).scroll_to_me();
    harness.run();
    harness.get_by_label_contains(entry).click();
    harness.run();
    // Practice names the rules the notes name ("Rules: CAS-b, CAS-g."), each in words beside
    // its id; the notes' worked outcome (the Banca bet at 5 is paid 23.75) waits for the
    // summary, so it does not give the round away.
    harness.get_by_label(&en("start.trains"));
    let rule = "CAS-b: A Banca natural settles every box at once";
    assert!(harness.query_by_label_contains(rule).is_some());
    harness.get_by_label_contains("CAS-g: Each box is settled as one unit");
    assert!(harness.query_by_label_contains("23.75").is_none());
    click(&mut harness, &en("mode.exam"));
    assert!(harness.query_by_label_contains(rule).is_none());
    harness.get_by_label(&en("start.exam_notes_hidden"));
}

#[test]
fn the_start_screen_lists_the_built_in_library_without_any_folder() {
    let logs = tempfile::tempdir().unwrap();
    let mut options = options(None, Mode::Practice, logs.path(), Lang::En);
    options.library_folders = Vec::new();
    options.shipped_library = true;
    // The launcher hands the app its folders; the user's library folder is named on the screen.
    options.folders.scenarios = Some(logs.path().join("scenarios"));
    let harness = harness(options);
    // The first casilleros situation by name, built into the program, and where the
    // trainer's own situations go.
    harness.get_by_label_contains("Banca natural 8: a box 9 wins, a box 8 stands off");
    harness.get_by_label_contains("Your own situations: ");
    assert_eq!(harness.state().library.entries.len(), 54);
}

#[test]
fn the_f1_panel_with_its_about_part_fits_a_small_monitor() {
    let logs = tempfile::tempdir().unwrap();
    let app = TalladorApp::new(
        options(
            Some("examples/cas-standing-box-first.ron"),
            Mode::Practice,
            logs.path(),
            Lang::Es,
        ),
        None,
        Arc::new(AtomicI32::new(0)),
    );
    let mut harness = Harness::builder()
        .with_size(vec2(1024.0, 768.0))
        .with_context_setup(theme::install)
        .build_ui_state(|ui, app: &mut TalladorApp| app.frame_ui(ui), app);
    harness.run_steps(3);
    harness.key_press(Key::F1);
    harness.run_steps(3);
    // The action words, the about line and the close button all inside the window.
    for label in ["Atajos de teclado", "Cerrar"] {
        let rect = harness.get_by_label(label).rect();
        assert!(
            rect.min.y >= 0.0 && rect.max.y <= 768.0 && rect.max.x <= 1024.0,
            "{label} at {rect:?}"
        );
    }
    // The about part scrolls into view inside the panel.
    let about = format!("Tallador {}.", env!("CARGO_PKG_VERSION"));
    harness.get_by_label_contains(&about).scroll_to_me();
    harness.run_steps(3);
    let rect = harness.get_by_label_contains(&about).rect();
    assert!(rect.min.y >= 0.0 && rect.max.y <= 768.0, "{rect:?}");
}

/// Types `text` outside any field, one character event at a time, as a keyboard does (a key
/// press, then its text), and lets the UI settle after each.
fn type_loose(harness: &mut Harness<'static, TalladorApp>, text: &str) {
    for ch in text.chars() {
        if let Some(key) = Key::from_name(&ch.to_ascii_uppercase().to_string()) {
            harness.key_press(key);
        }
        harness.event(egui::Event::Text(ch.to_string()));
        harness.run();
    }
}

#[test]
fn typing_after_a_click_types_the_action_and_no_key_acts() {
    // Box 5 clicked (its menu: 1 third card, 2 collect, 3 pay, 4 encart, 5 discard), then
    // `carta 1` typed word by word: the C of "carta" must not collect box 5, the 1 must not
    // draw to it. Only the typed action is judged: `carta 1` is `draw 1`, this round's first
    // step (examples.md), so it is right.
    let (_logs, mut harness) = practice_on("examples/cas-standing-box-first.ron");
    click(&mut harness, &es_with("table.box_n", &[("n", "5")]));
    harness.get_by_label(&es_with("train.selected", &[("what", "Casilla 5")]));
    type_loose(&mut harness, "carta");
    type_loose(&mut harness, " ");
    type_loose(&mut harness, "1");
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "carta 1"
    );
    assert!(
        harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .session
            .log()
            .steps
            .is_empty(),
        "no key acted while typing"
    );
    harness.key_press(Key::Enter);
    harness.run();
    harness.get_by_label(&es("train.right"));
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw 1"]);
}

#[test]
fn a_prefilled_announcement_is_in_the_trainee_s_words_with_the_cursor_at_the_end() {
    // Punto A,2 = 3 draws a 5 to 8 (the fixture's Puerto Rico round); then Punto's total is
    // announced. The menu's "Anunciar Punto…" puts `anunciar punto ` in the line (the Spanish
    // dealer's words, not `announce punto `), and the total typed after it gives `anunciar
    // punto 8`, which reads as `announce punto 8`.
    let (_logs, mut harness) = practice_on("examples/pr-punto-draws-shoe-passes.ron");
    type_action(&mut harness, "punto pide");
    click(&mut harness, &es("hand.punto"));
    click(&mut harness, "Anunciar Punto… 3");
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "anunciar punto "
    );
    let line_label = es("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.type_text("8");
    harness.run();
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "anunciar punto 8"
    );
    harness.key_press(Key::Enter);
    harness.run();
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw punto", "announce punto 8"]);
}

#[test]
fn a_first_start_opens_in_the_system_s_language() {
    // LANG as each of the four locales' systems set it (the launcher reads it, `paths::
    // system_lang`): the start screen's first label is in that language.
    for (locale, lang, label) in [
        ("it_IT.UTF-8", Lang::It, "Lingua"),
        ("es_AR.UTF-8", Lang::EsAr, "Idioma"),
        ("es_PR.UTF-8", Lang::Es, "Idioma"),
        ("en_US.UTF-8", Lang::En, "Language"),
    ] {
        let logs = tempfile::tempdir().unwrap();
        let mut options = options(None, Mode::Practice, logs.path(), Lang::Es);
        options.lang = None;
        options.system_lang = tallador::cli::paths::system_lang_from(
            |name| (name == "LANG").then(|| locale.to_string()),
            || None,
        );
        let harness = harness(options);
        assert_eq!(harness.state().i18n.lang(), lang, "{locale}");
        harness.get_by_label(label);
    }
}

#[test]
fn the_table_s_words_are_explained_in_f1_and_on_the_button_that_uses_them() {
    // Casilleros in English: F1 explains encart where the keys are; the menu's Encart button
    // says the same on hover.
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::En,
    ));
    harness.key_press(Key::F1);
    harness.run();
    harness.get_by_label(&en("help.terms"));
    let encart = "Encart: a stand-off at a box, both hands on the same total";
    harness.get_by_label_contains(encart);
    harness.key_press(Key::F1);
    harness.run();
    assert!(harness.query_by_label_contains(encart).is_none());
    click(&mut harness, "Box 5");
    harness.get_by_label("Encart 4").hover();
    harness.run();
    harness.run();
    harness.get_by_label_contains(encart);
}

#[test]
fn the_summary_gives_the_situation_s_notes_once_the_round_is_settled() {
    // one-box-both-sides-draw.ron, played right to its end in English: the summary now says
    // what the start screen kept back, the notes' worked outcome.
    let logs = tempfile::tempdir().unwrap();
    let mut options = options(None, Mode::Practice, logs.path(), Lang::En);
    options.scenario = Some(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/casilleros/one-box-both-sides-draw.ron"),
    );
    let mut harness = harness(options);
    assert_eq!(harness.state().screen, Screen::Train);
    assert!(
        harness
            .query_by_label_contains("Box 3 wins 9 against 3")
            .is_none()
    );
    while harness.state().screen == Screen::Train {
        let canonical = harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .session
            .acceptable()[0];
        harness.state_mut().apply(
            tallador::app::Command::Choose(canonical),
            tallador::app::clock(),
        );
        harness.run();
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    harness.get_by_label(&en("summary.about_situation"));
    harness.get_by_label_contains("Box 3 wins 9 against 3");
}

/// A key that types, as a real keyboard sends it: its press and its text in one frame.
fn press_typed(harness: &mut Harness<'static, TalladorApp>, key: Key, text: &str) {
    let events = &mut harness.input_mut().events;
    for pressed in [true, false] {
        events.push(egui::Event::Key {
            key,
            physical_key: Some(key),
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
        if pressed {
            events.push(egui::Event::Text(text.into()));
        }
    }
    harness.run();
}

#[test]
fn arrows_and_digits_reach_the_table_while_the_action_line_is_empty() {
    // The action line has the keyboard at the start of the round: an arrow picks on the table
    // and a digit chooses from the menu, and the digit's text never lands in the line.
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Practice,
        logs.path(),
        Lang::Es,
    ));
    harness.key_press(Key::ArrowRight);
    harness.run();
    harness.get_by_label(&es_with("train.selected", &[("what", "Casilla 1")]));
    press_typed(&mut harness, Key::Num1, "1");
    harness.get_by_label(&es("train.right"));
    assert_eq!(harness.state().training.as_ref().unwrap().screen.line, "");
    let log = log_on_disk(&harness);
    assert_eq!(choices(&log), ["draw 1"]);
    // With something typed the line keeps its keys: a digit goes into the line.
    let line_label = es("train.type_action");
    harness.get_by_label(&line_label).focus();
    harness.get_by_label(&line_label).type_text("pagar ");
    harness.run();
    press_typed(&mut harness, Key::Num5, "5");
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "pagar 5"
    );
    assert_eq!(choices(&log_on_disk(&harness)), ["draw 1"]);
}

#[test]
fn a_retry_is_marked_as_one_and_an_exam_history_says_what_the_table_did() {
    // Practice: two wrong tries at box 5 before the right draw 1; the history and the summary
    // mark the second as a retry (try 2), not as another step.
    let (_logs, mut practice) = practice_on("examples/cas-standing-box-first.ron");
    type_action(&mut practice, "draw 5");
    type_action(&mut practice, "draw 5");
    let retry = es_with("review.try_n", &[("n", "2")]);
    practice.get_by_label(&retry);
    for action in [
        "draw 1",
        "pay 5",
        "discard 5",
        "draw banca",
        "collect 1",
        "discard 1",
        "discard banca",
    ] {
        type_action(&mut practice, action);
    }
    assert_eq!(practice.state().screen, Screen::Summary);
    practice.get_by_label_contains(&format!(" · {retry}"));

    // Exam: a wrong draw 5 is listed as the trainee's choice, beside the draw 1 the table made.
    let logs = tempfile::tempdir().unwrap();
    let mut exam = harness(options(
        Some("examples/cas-standing-box-first.ron"),
        Mode::Exam,
        logs.path(),
        Lang::Es,
    ));
    type_action(&mut exam, "draw 5");
    exam.get_by_label(&es_with(
        "train.table_did",
        &[("action", "tercera carta a la casilla 1")],
    ));
}

#[test]
fn a_random_situation_describes_itself_in_the_trainees_language() {
    // Its notes are the window's words (what the focus trains, the seed that deals it again),
    // not the generator's English; the summary shows them once the session ends.
    let logs = tempfile::tempdir().unwrap();
    let mut harness = harness(options(None, Mode::Practice, logs.path(), Lang::Es));
    click(&mut harness, &es("start.random"));
    harness.state_mut().settings.start.seed = "4242".into();
    click(&mut harness, &es("focus.naturals"));
    click(&mut harness, &es_keys("start.start", "Ctrl+Enter"));
    let notes = es_with(
        "start.random_notes",
        &[("about", &es("focus.about.naturals")), ("seed", "4242")],
    );
    let scenario = harness
        .state()
        .training
        .as_ref()
        .unwrap()
        .session
        .game()
        .scenario
        .clone();
    assert_eq!(scenario.notes_in("es"), notes);
    assert!(!notes.contains("Rounds with") && notes.contains("4242"));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::E);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(harness.state().screen, Screen::Summary);
    harness.get_by_label(&notes);
}
