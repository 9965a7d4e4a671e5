//! The trainee's path in the window (docs/courses.md): distinct hands for every trainee and
//! attempt, who you are, the course screen with its gates, and drilling the mistakes of a
//! round.
#![cfg(feature = "app")]

mod common;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use tallador::app::course::CourseAsk;
use tallador::app::{AppOptions, Command, Screen, SourceKind, TalladorApp};
use tallador::core::Profiles;
use tallador::session::{Mode, ScenarioSource};
use tallador::text::i18n::Lang;

fn at(text: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(text).unwrap()
}

fn app_in(logs: &Path) -> TalladorApp {
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.to_path_buf());
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)))
}

/// The seed of the random situation under way.
fn seed_on_the_table(app: &TalladorApp) -> u64 {
    let training = app.training.as_ref().expect("a session");
    match &training.session.log().source {
        ScenarioSource::Random { seed, .. } => *seed,
        other => panic!("not a random situation: {other:?}"),
    }
}

#[test]
fn every_random_situation_draws_a_fresh_seed_unless_one_is_typed() {
    let logs = tempfile::tempdir().unwrap();
    let mut app = app_in(logs.path());
    let now = at("2026-12-01T09:00:00+01:00");
    app.settings.start.source = SourceKind::Random;
    // Nothing typed: the default is no seed at all (never 1).
    assert_eq!(app.settings.start.seed, "");
    app.apply(Command::StartSession, now);
    assert_eq!(app.screen, Screen::Train);
    let first = seed_on_the_table(&app);
    app.apply(Command::NewSession, now);
    app.apply(Command::StartSession, now);
    let second = seed_on_the_table(&app);
    assert_ne!(first, second, "two attempts, two deals");
    // A fresh seed is above 2^33: none a person would type to replay.
    assert!(first >= 1 << 33 && second >= 1 << 33);
    // A typed seed replays, attempt after attempt.
    app.apply(Command::NewSession, now);
    app.settings.start.seed = "4242".into();
    app.apply(Command::StartSession, now);
    assert_eq!(seed_on_the_table(&app), 4242);
    app.apply(Command::NewSession, now);
    app.apply(Command::StartSession, now);
    assert_eq!(seed_on_the_table(&app), 4242);
}

#[test]
fn an_audit_drill_without_a_seed_draws_a_fresh_one() {
    let logs = tempfile::tempdir().unwrap();
    let mut app = app_in(logs.path());
    let now = at("2026-12-01T09:00:00+01:00");
    assert_eq!(app.drill.seed, "");
    app.apply(Command::StartDrill, now);
    let drill = app.audit_drill.as_ref().expect("a drill");
    let ScenarioSource::Random { seed, .. } = drill.log().source else {
        panic!("a drill is random");
    };
    assert!(seed >= 1 << 33);
}

use common::app::{App, en, en_with, harness, settle};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use tallador::app::quiz::QuizCommand;
use tallador::core::diagnostic::Diagnostic;
use tallador::session::exam::paper::PaperFiles;
use tallador::session::exam::seal::{InstructorKey, Subject, course_hash};
use tallador::session::folders::Folders;
use tallador::session::log::Stamp;
use tallador::session::quiz::{Drill, DrillChoice, QuizSession, QuizSetup};

/// One module, the totals drill: 80 % right at the first try over the last 10; then the
/// casilleros table test.
const COURSE: &str = r#"Course(
    format: 1,
    name: "Week one",
    table: "casilleros",
    modules: [
        Module(id: "totals", title: "Totals", items: [Drill("totals")],
            gate: Gate(first_try: 80, over_last: 10)),
    ],
    exams: ["exams/table-test.ron"],
)
"#;

fn stamp(text: &str) -> Stamp {
    Stamp::new(at(text))
}

/// A data folder with the course and its paper, both signed by Marta, whose key the school
/// trusts.
fn school() -> (tempfile::TempDir, std::path::PathBuf) {
    let data = tempfile::tempdir().unwrap();
    let courses = data.path().join("courses");
    std::fs::create_dir_all(courses.join("exams")).unwrap();
    std::fs::create_dir_all(data.path().join("keys")).unwrap();
    let paper = courses.join("exams/table-test.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/courses/exams/casilleros-table-test.ron"),
        &paper,
    )
    .unwrap();
    let course = courses.join("week-one.ron");
    std::fs::write(&course, COURSE).unwrap();
    let marta = InstructorKey::from_secret("Marta Ruiz", [7; 32]);
    let when = stamp("2026-11-30T09:00:00+01:00");
    let profiles = Profiles::default();
    let files = PaperFiles::load(&paper, &profiles).unwrap();
    let signed: Result<_, Diagnostic> = marta.sign_paper(&files, &profiles, when);
    signed.unwrap().write_for(&paper).unwrap();
    marta
        .seal(Subject::Course, &course_hash(COURSE), when, None)
        .write_for(&course)
        .unwrap();
    std::fs::write(
        data.path().join("keys/marta-ruiz.pub"),
        marta.public().to_ron(),
    )
    .unwrap();
    (data, course)
}

/// Ten totals, each answered right (`right`) or not, into the data folder's logs and history.
fn totals_quiz(data: &Path, right: usize, start: &str) {
    let setup = QuizSetup {
        trainee: "Ana Pérez".into(),
        choice: DrillChoice::One(Drill::Totals),
        profile: Profiles::default().get("casilleros").unwrap().clone(),
        seed: 3,
        length: 10,
        logs_folder: Some(data.join("logs")),
        history_folder: Some(data.join("quiz")),
    };
    let mut now = stamp(start);
    let mut session = QuizSession::start(setup, now).unwrap();
    for index in 0..10 {
        now = Stamp::new(now.time() + chrono::Duration::seconds(2));
        let expected = session.item().expected.clone();
        let given = match (index < right, expected) {
            (true, answer) => answer,
            (false, tallador::session::quiz::Answer::Total(total)) => {
                tallador::session::quiz::Answer::Total((total + 1) % 10)
            }
            (false, other) => panic!("{other:?}"),
        };
        session.answer(given, now).unwrap();
        session.next(now);
    }
    session.close(now);
}

fn window_in(data: &Path) -> App {
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        Folders::in_data(Some(data.to_path_buf())),
    );
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    harness(options)
}

fn press(harness: &mut App, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    settle(harness);
}

fn exam_button() -> String {
    format!(
        "{} {}",
        en_with("course.take_exam", &[("paper", "Casilleros table test")]),
        tallador::text::i18n::I18n::new(Lang::En).keys("Ctrl+E")
    )
}

#[test]
fn a_trainee_is_locked_out_of_the_exam_until_the_gate_is_met_then_let_in() {
    let (data, course) = school();
    // Below the gate: 7 of 10 right.
    totals_quiz(data.path(), 7, "2026-12-01T09:00:00+01:00");
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    assert_eq!(harness.state().screen, Screen::Course);
    harness.state_mut().course.file = course.display().to_string();
    harness.get_by_label(&en("course.load")).click();
    settle(&mut harness);
    harness.get_by_label("Week one");
    harness.get_by_label(&en("course.open_state"));
    // 7 of 10 is 70 %; 80 % of 10 needs 8.
    harness.get_by_label(&en_with(
        "course.figure",
        &[
            ("correct", "7"),
            ("counted", "10"),
            ("percent", "70"),
            ("gate", "80"),
            ("needed", "8"),
            ("over", "10"),
        ],
    ));
    // The exam is locked: it names the module still to master, its button does nothing,
    // Ctrl+E says why.
    let still = en_with("course.exam_locked_still", &[("modules", "«Totals»")]);
    harness.get_by_label(&still);
    harness.get_by_label(&exam_button()).click();
    settle(&mut harness);
    assert_eq!(harness.state().screen, Screen::Course);
    press(&mut harness, Modifiers::COMMAND, Key::E);
    assert_eq!(harness.state().screen, Screen::Course);
    assert_eq!(
        harness.state().course.message,
        Some(tallador::text::told::Told::text("course.exam_locked"))
    );

    // The next day, 10 of 10: the last ten are those, 100 % ≥ 80 %. Back to the start and
    // into the course again (Esc, Ctrl+K): mastered, and the exam lets her in.
    totals_quiz(data.path(), 10, "2026-12-02T09:00:00+01:00");
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert_eq!(harness.state().screen, Screen::Start);
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.get_by_label(&en("course.mastered"));
    harness.get_by_label(&en_with(
        "course.figure",
        &[
            ("correct", "10"),
            ("counted", "10"),
            ("percent", "100"),
            ("gate", "80"),
            ("needed", "8"),
            ("over", "10"),
        ],
    ));
    assert!(harness.query_by_label(&still).is_none());
    harness.get_by_label(&exam_button()).click();
    settle(&mut harness);
    assert_eq!(
        harness.state().screen,
        Screen::Train,
        "{:?}",
        harness.state().notice
    );
    let training = harness.state().training.as_ref().expect("the exam");
    assert_eq!(training.session.mode(), Mode::Exam);
    assert_eq!(training.session.log().trainee, "Ana Pérez");
}

#[test]
fn a_course_edited_by_the_trainee_is_refused_in_the_window() {
    let (data, course) = school();
    std::fs::write(&course, COURSE.replace("first_try: 80", "first_try: 10")).unwrap();
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.state_mut().course.file = course.display().to_string();
    harness.get_by_label(&en("course.load")).click();
    settle(&mut harness);
    assert!(
        harness
            .state()
            .course
            .loaded
            .as_ref()
            .is_none_or(|loaded| loaded.course.name != "Week one")
    );
    let message = harness.state().course.message.clone().expect("a refusal");
    let told = message.tell(&tallador::text::i18n::I18n::new(Lang::En));
    assert!(
        told.ends_with(
            ":1:1: the course was changed after it was signed: its gates are not the instructor's"
        ),
        "{told}"
    );
}

#[test]
fn who_are_you_lists_the_names_in_the_logs_and_a_session_needs_one() {
    let (data, _) = school();
    totals_quiz(data.path(), 7, "2026-12-01T09:00:00+01:00");
    common::quiz::quiz(
        data.path(),
        "",
        Drill::Totals,
        "2026-12-01T08:00:00+01:00",
        &[(true, 2); 3],
    );
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        Folders::in_data(Some(data.path().to_path_buf())),
    );
    options.lang = Some(Lang::En);
    let mut harness = harness(options);
    // No name: no session, and the start screen says why.
    harness
        .state_mut()
        .apply(Command::StartSession, at("2026-12-02T09:00:00+01:00"));
    assert_eq!(harness.state().screen, Screen::Start);
    assert_eq!(
        harness.state().notice,
        Some(tallador::text::told::Told::text("course.no_name"))
    );
    // Ctrl+K: Ana is listed (seen in the logs); picking her makes her the trainee. A log of
    // an older version with no name is not offered as a name ("(no name)" was).
    press(&mut harness, Modifiers::COMMAND, Key::K);
    assert!(
        harness
            .query_by_label(tallador::session::overview::NO_NAME)
            .is_none()
    );
    harness.get_by_label("Ana Pérez").click();
    settle(&mut harness);
    assert_eq!(harness.state().settings.start.trainee, "Ana Pérez");
    // A name with a control character is refused.
    harness.state_mut().course.new_name = "Ana\u{7}".into();
    harness.get_by_label(&en("course.its_me")).click();
    settle(&mut harness);
    assert_eq!(harness.state().settings.start.trainee, "Ana Pérez");
    assert!(harness.state().course.message.is_some());
}

#[test]
fn drill_my_mistakes_starts_the_quick_drill_on_the_rules_missed() {
    let logs = tempfile::tempdir().unwrap();
    let mut app = app_in(logs.path());
    let now = at("2026-12-01T09:00:00+01:00");
    // Banca 1 draws against every box (T5): the trainee plays the procedure but stands the
    // Banca where it draws.
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/casilleros/banca-one-draws-against-every-box.ron");
    app.apply(Command::OpenScenario(scenario), now);
    assert_eq!(app.screen, Screen::Train);
    let mut missed = false;
    for _ in 0..200 {
        let Some(training) = app.training.as_ref() else {
            break;
        };
        let Some(canonical) = training.session.acceptable().first().copied() else {
            break;
        };
        let said = canonical.to_string();
        let choice = if !missed && said == "draw banca" {
            missed = true;
            "stand banca".parse().unwrap()
        } else {
            canonical
        };
        app.apply(Command::Choose(choice), now);
    }
    assert!(missed, "the Banca drew in this situation");
    assert_eq!(app.screen, Screen::Summary);
    let wrong: Vec<_> = app
        .training
        .as_ref()
        .unwrap()
        .session
        .log()
        .steps
        .iter()
        .filter(|step| step.verdict == tallador::session::Outcome::Wrong)
        .map(|step| step.rule)
        .collect();
    assert_eq!(wrong, vec![Some(tallador::core::RuleId::T5)]);
    // Drill my mistakes: the third-card drill (the T5 table), for Ana at casilleros.
    app.apply(
        Command::Course(tallador::app::course::CourseAsk::DrillMistakes),
        now,
    );
    assert_eq!(app.screen, Screen::Quiz);
    let quiz = app.quiz.as_ref().expect("a quiz");
    let session = quiz.session.as_ref().expect("under way");
    assert_eq!(session.setup().choice, DrillChoice::One(Drill::ThirdCard));
    assert_eq!(session.setup().trainee, "Ana Pérez");
}

/// Plays the situation on the table to its end with the canonical actions; the decisions made.
fn play_out(app: &mut TalladorApp, now: chrono::DateTime<chrono::FixedOffset>) -> u32 {
    let mut decisions = 0;
    for _ in 0..500 {
        let Some(training) = app.training.as_ref() else {
            break;
        };
        let Some(canonical) = training.session.acceptable().first().copied() else {
            break;
        };
        app.apply(Command::Choose(canonical), now);
        decisions += 1;
    }
    decisions
}

#[test]
fn practice_counts_for_the_modules_of_its_focus_or_situation_in_any_language() {
    use tallador::session::course::Course;
    use tallador::session::course::load;
    use tallador::session::course::progress::{self, ModuleState};
    use tallador::session::library::Library;
    let logs = tempfile::tempdir().unwrap();
    let now = at("2026-12-01T09:00:00+01:00");
    // A random situation of the focus `naturals`, started in Spanish (its title is Spanish),
    // every decision right.
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.path().to_path_buf());
    options.lang = Some(Lang::Es);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    let mut app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    app.settings.start.source = SourceKind::Random;
    app.settings.start.focus = tallador::core::generate::Focus::Naturals;
    // A typed seed: the same hand at every run.
    app.settings.start.seed = "7".into();
    app.apply(Command::StartSession, now);
    let random = play_out(&mut app, now);
    assert_eq!(app.screen, Screen::Summary);
    // A library situation, in English this time, every decision right.
    app.apply(Command::NewSession, now);
    app.apply(
        Command::OpenScenario(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("scenarios/casilleros/banca-natural-beats-every-box.ron"),
        ),
        now,
    );
    let situation = play_out(&mut app, now);
    assert!(random >= 3 && situation >= 3, "{random} {situation}");
    let text = r#"Course(format: 1, name: "P", table: "casilleros", modules: [
        Module(id: "naturals", title: "N", items: [Focus("naturals")],
            gate: Gate(first_try: 100, over_last: 3)),
        Module(id: "box", title: "B",
            items: [Situation("casilleros/banca-natural-beats-every-box.ron")],
            gate: Gate(first_try: 100, over_last: 3)),
        Module(id: "ties", title: "T", items: [Focus("ties")],
            gate: Gate(first_try: 100, over_last: 3)),
    ], exams: ["x.ron"])"#;
    let profiles = Profiles::default();
    let course = Course::parse("p.ron", text, &profiles, &Library::shipped(&profiles)).unwrap();
    let (found, problems) = load::trainee_logs(logs.path(), "Ana Pérez");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(found.len(), 2);
    let standing = progress::progress(&course, &profiles, "Ana Pérez", &found, None);
    // Each of the first two modules: the last 3 of its own session's decisions, all right.
    for module in &standing.modules[..2] {
        assert_eq!(
            (module.figure.counted, module.figure.correct),
            (3, 3),
            "{}",
            module.id
        );
        assert_eq!(module.state, ModuleState::Mastered, "{}", module.id);
    }
    // Nothing trained `ties`: it opens (every module before is mastered) with nothing counted.
    assert_eq!(standing.modules[2].figure.counted, 0);
    assert_eq!(standing.modules[2].state, ModuleState::Open);
    assert!(!standing.exams_open);
}

#[test]
fn the_course_editor_writes_a_copy_of_the_course_and_signs_it() {
    let data = tempfile::tempdir().unwrap();
    let marta = InstructorKey::from_secret("Marta Ruiz", [7; 32]);
    let (_, public) = marta.write_new(&data.path().join("instructor")).unwrap();
    std::fs::create_dir_all(data.path().join("keys")).unwrap();
    std::fs::copy(&public, data.path().join("keys/marta-ruiz.pub")).unwrap();
    // The paper the built-in course ends in, where the copy will look for it.
    std::fs::create_dir_all(data.path().join("courses/exams")).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/courses/exams/casilleros-table-test.ron"),
        data.path().join("courses/exams/casilleros-table-test.ron"),
    )
    .unwrap();
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    // The built-in casilleros course is on show; the editor opens on a copy of it.
    harness.get_by_label(&en("course.editor_open")).click();
    settle(&mut harness);
    {
        let editor = &harness.state().course.editor;
        assert_eq!(editor.table, "casilleros");
        assert_eq!(editor.modules.len(), 5);
        assert_eq!(editor.modules[0].first_try, 90);
    }
    // The school wants 95 % on the tableau.
    harness.state_mut().course.editor.name = "Our casilleros course".into();
    harness.state_mut().course.editor.modules[0].first_try = 95;
    harness.state_mut().course.editor.path =
        data.path().join("courses/ours.ron").display().to_string();
    // At the foot of a long page: scrolled into view, then clicked.
    harness
        .get_by_label(&en("course.editor_sign"))
        .scroll_to_me();
    settle(&mut harness);
    harness.get_by_label(&en("course.editor_sign")).click();
    settle(&mut harness);
    let loaded = harness
        .state()
        .course
        .loaded
        .clone()
        .expect("the course signed and read");
    let english = tallador::text::i18n::I18n::new(Lang::En);
    let course = &harness.state().course;
    assert_eq!(
        loaded.signed_by.as_deref(),
        Some("Marta Ruiz"),
        "{:?} {:?}",
        course
            .editor
            .message
            .as_ref()
            .map(|(_, told)| told.tell(&english)),
        course.message.as_ref().map(|told| told.tell(&english))
    );
    assert_eq!(loaded.course.name, "Our casilleros course");
    assert_eq!(loaded.course.modules[0].gate.first_try.get(), 95);
    assert!(data.path().join("courses/ours.ron.seal").exists());
}

#[test]
fn the_start_screen_does_not_open_a_course_s_exam_before_its_gates_either() {
    let data = tempfile::tempdir().unwrap();
    let marta = InstructorKey::from_secret("Marta Ruiz", [7; 32]);
    std::fs::create_dir_all(data.path().join("keys")).unwrap();
    std::fs::write(
        data.path().join("keys/marta-ruiz.pub"),
        marta.public().to_ron(),
    )
    .unwrap();
    let profiles = Profiles::default();
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/courses/exams/casilleros-table-test.ron");
    // The built-in casilleros course's paper, signed by the school in the data folder; and the
    // same paper elsewhere, ending no course.
    let course_paper = data.path().join("courses/exams/casilleros-table-test.ron");
    let loose_paper = data.path().join("papers/table-test.ron");
    for paper in [&course_paper, &loose_paper] {
        std::fs::create_dir_all(paper.parent().unwrap()).unwrap();
        std::fs::copy(&shipped, paper).unwrap();
        let files = PaperFiles::load(paper, &profiles).unwrap();
        marta
            .sign_paper(&files, &profiles, stamp("2026-11-30T09:00:00+01:00"))
            .unwrap()
            .write_for(paper)
            .unwrap();
    }
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        Folders::in_data(Some(data.path().to_path_buf())),
    );
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    let mut app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let now = at("2026-12-01T09:00:00+01:00");
    app.settings.start.paper = course_paper.display().to_string();
    app.apply(Command::StartExam, now);
    assert_eq!(app.screen, Screen::Start);
    assert_eq!(
        app.notice,
        Some(tallador::text::told::Told::with(
            "course.exam_locked_for",
            &[("course", "Casilleros: from the tableau to the table test")]
        ))
    );
    // A paper of no course is taken as before.
    app.settings.start.paper = loose_paper.display().to_string();
    app.apply(Command::StartExam, now);
    assert_eq!(app.screen, Screen::Train, "{:?}", app.notice);
}

#[test]
fn the_roster_s_names_come_first_and_a_roster_with_an_id_twice_is_refused_at_its_line() {
    let (data, _) = school();
    totals_quiz(data.path(), 7, "2026-12-01T09:00:00+01:00");
    std::fs::write(
        data.path().join("roster.csv"),
        "id,name\nT-02,Bruno Díaz\nT-01,Ana Pérez\n",
    )
    .unwrap();
    let mut app = window_in(data.path());
    let now = at("2026-12-02T09:00:00+01:00");
    app.state_mut()
        .apply(Command::Course(tallador::app::course::CourseAsk::Open), now);
    // The roster's order; Ana, seen in the logs too, once.
    assert_eq!(app.state().course.names, ["Bruno Díaz", "Ana Pérez"]);
    assert_eq!(app.state().course.message, None);
    // T-01 twice: line 3 is refused, and the names in the logs are still offered.
    std::fs::write(
        data.path().join("roster.csv"),
        "id,name\nT-01,Bruno Díaz\nT-01,Carla Gómez\n",
    )
    .unwrap();
    app.state_mut()
        .apply(Command::Course(tallador::app::course::CourseAsk::Open), now);
    assert_eq!(app.state().course.names, ["Ana Pérez"]);
    let told = app
        .state()
        .course
        .message
        .as_ref()
        .expect("the roster refused")
        .tell(&tallador::text::i18n::I18n::new(Lang::En));
    assert!(
        told.ends_with("roster.csv:3:1: the roster, line 3: the id `T-01` is given twice"),
        "{told}"
    );
}

/// The school's signed course loaded on the course screen (Ctrl+K) for Ana.
fn course_on_show() -> (tempfile::TempDir, App) {
    let (data, course) = school();
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.state_mut().course.file = course.display().to_string();
    harness.get_by_label(&en("course.load")).click();
    settle(&mut harness);
    (data, harness)
}

#[test]
fn training_from_the_course_comes_back_to_it() {
    let (_data, mut harness) = course_on_show();
    // Enter: the first module's first item, the totals drill, at once.
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert_eq!(harness.state().screen, Screen::Quiz);
    let now = at("2026-12-01T09:00:00+01:00");
    harness.state_mut().apply(Command::NewSession, now);
    assert_eq!(harness.state().screen, Screen::Course);
    // Once back, leaving for the start screen stays there.
    harness.state_mut().apply(Command::Show(Screen::Start), now);
    harness.state_mut().apply(Command::NewSession, now);
    assert_eq!(harness.state().screen, Screen::Start);
}

#[test]
fn esc_from_a_drill_started_from_the_course_comes_back_to_the_course() {
    let (_data, mut harness) = course_on_show();
    // Enter: the totals drill; Esc before any answer: back on the course, not the quick
    // drills' menu.
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert_eq!(harness.state().screen, Screen::Quiz);
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert_eq!(harness.state().screen, Screen::Course);
    // Again, one answer given, then Esc: the results; Esc on them: the course.
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert_eq!(harness.state().screen, Screen::Quiz);
    let expected = {
        let quiz = harness.state().quiz.as_ref().unwrap();
        quiz.session.as_ref().unwrap().item().expected.clone()
    };
    let now = at("2026-12-01T09:00:00+01:00");
    harness
        .state_mut()
        .apply(Command::Quiz(QuizCommand::Answer(expected)), now);
    settle(&mut harness);
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert_eq!(harness.state().screen, Screen::Quiz, "the results first");
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert_eq!(harness.state().screen, Screen::Course);
}

/// The built-in casilleros course after 7 of 10 totals: the open module tells how far Ana is
/// and what she needs, in answers; each locked module names the module that opens it; the
/// exam names the modules still to master; and only a module with a quick drill tells what
/// the quick drills have due.
#[test]
fn the_course_tells_a_trainee_what_she_needs_what_opens_each_module_and_the_exam() {
    let (data, _) = school();
    totals_quiz(data.path(), 7, "2026-12-01T09:00:00+01:00");
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.state_mut().apply(
        Command::Course(CourseAsk::PickShipped("casilleros".into())),
        at("2026-12-02T09:00:00+01:00"),
    );
    settle(&mut harness);
    // The first module (90 % over the last 20, a median of 4 s at most): 10 answered, 7
    // right, each in 2 s; 90 % of 20 is 18.
    harness.get_by_label(&format!(
        "{} {}",
        en_with(
            "course.figure_short",
            &[
                ("correct", "7"),
                ("counted", "10"),
                ("gate", "90"),
                ("needed", "18"),
                ("over", "20"),
            ],
        ),
        en_with("course.pace", &[("median", "2.0 s"), ("max", "4.0 s")])
    ));
    // The second, locked: opened by the first; nothing answered, 85 % of 20 is 17.
    harness.get_by_label(&en_with(
        "course.locked_until",
        &[("previous", "Totals and the tableau")],
    ));
    harness.get_by_label(&format!(
        "{} {}",
        en_with(
            "course.figure_none",
            &[("gate", "85"), ("needed", "17"), ("over", "20")],
        ),
        en_with("course.pace_none", &[("max", "6.0 s")])
    ));
    // The fourth has no pace floor: 80 % of 20 is 16.
    harness.get_by_label(&en_with(
        "course.figure_none",
        &[("gate", "80"), ("needed", "16"), ("over", "20")],
    ));
    for previous in [
        "The deal and the order of the boxes",
        "Paying and the commission",
        "When something goes wrong",
    ] {
        harness.get_by_label(&en_with("course.locked_until", &[("previous", previous)]));
    }
    // The exam: every module is still to master.
    harness.get_by_label(&en_with(
        "course.exam_locked_still",
        &[(
            "modules",
            "«Totals and the tableau», «The deal and the order of the boxes», \
             «Paying and the commission», «When something goes wrong», «A full table»",
        )],
    ));
    // Four modules have quick drills; "A full table" (situations only) has none due.
    let due = en_with("course.due", &[("due", "0"), ("new", "0")]);
    let due_prefix = due.split(':').next().unwrap();
    assert_eq!(harness.query_all_by_label_contains(due_prefix).count(), 4);
}

/// Ana has mastered the first module of the casilleros course (20 totals right, 2 s each):
/// the course opens on the second, the one to work on, and Enter starts its first item, the
/// deal drill; ↑ goes back to the first.
#[test]
fn the_course_opens_on_the_module_to_work_on() {
    let (data, _) = school();
    totals_quiz(data.path(), 10, "2026-12-01T09:00:00+01:00");
    totals_quiz(data.path(), 10, "2026-12-01T10:00:00+01:00");
    let mut harness = window_in(data.path());
    // Ctrl+K opens the built-in course of the start screen's table, casilleros.
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.get_by_label("Casilleros: from the tableau to the table test");
    harness.get_by_label(&en("course.mastered"));
    assert_eq!(harness.state().course.selected, 1);
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    assert_eq!(harness.state().course.selected, 0);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert_eq!(harness.state().screen, Screen::Quiz);
    let quiz = harness.state().quiz.as_ref().expect("a quiz");
    let session = quiz.session.as_ref().expect("under way");
    assert_eq!(session.setup().choice, DrillChoice::One(Drill::Deal));
}

/// Ctrl+E on a locked exam with the modules scrolled down to the last: why it stays locked is
/// told in sight, above the scrolled part (it was at its top, scrolled away).
#[test]
fn why_the_exam_is_locked_is_told_in_sight_wherever_the_course_is_scrolled() {
    let (data, _) = school();
    totals_quiz(data.path(), 7, "2026-12-01T09:00:00+01:00");
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    for _ in 0..4 {
        press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    }
    assert_eq!(harness.state().course.selected, 4);
    let who = harness.get_by_label(&en("course.who")).rect();
    assert!(who.bottom() < 0.0, "scrolled down: {who:?}");
    press(&mut harness, Modifiers::COMMAND, Key::E);
    assert_eq!(harness.state().screen, Screen::Course);
    let told = harness.get_by_label(&en("course.exam_locked")).rect();
    assert!(told.top() >= 0.0 && told.bottom() <= 800.0, "{told:?}");
    // And the exam is scrolled into view, with the modules it still needs beside it.
    let still = harness
        .get_by_label(&en_with(
            "course.exam_locked_still",
            &[(
                "modules",
                "«Totals and the tableau», «The deal and the order of the boxes», \
                 «Paying and the commission», «When something goes wrong», «A full table»",
            )],
        ))
        .rect();
    assert!(still.bottom() <= 800.0, "{still:?}");
}

/// Picking the course on show again keeps the module in hand (it went back to the first); another
/// course is placed on its own module to work on.
#[test]
fn picking_the_same_course_again_keeps_the_module_in_hand() {
    let (data, _) = school();
    totals_quiz(data.path(), 10, "2026-12-01T09:00:00+01:00");
    totals_quiz(data.path(), 10, "2026-12-01T10:00:00+01:00");
    let mut harness = window_in(data.path());
    press(&mut harness, Modifiers::COMMAND, Key::K);
    assert_eq!(harness.state().course.selected, 1);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    assert_eq!(harness.state().course.selected, 3);
    let now = at("2026-12-02T09:00:00+01:00");
    let pick = |name: &str| Command::Course(CourseAsk::PickShipped(name.into()));
    harness.state_mut().apply(pick("casilleros"), now);
    settle(&mut harness);
    assert_eq!(harness.state().course.selected, 3);
    // Another table's course: nothing mastered there, its first module.
    harness.state_mut().apply(pick("punto-banco-pr"), now);
    settle(&mut harness);
    assert_eq!(harness.state().course.selected, 0);
    // And back: casilleros is new to the screen again, on its module to work on.
    harness.state_mut().apply(pick("casilleros"), now);
    settle(&mut harness);
    assert_eq!(harness.state().course.selected, 1);
}

/// In Italian the course screen names the built-in course and its modules in Italian (they
/// were in English), and a locked module names the Italian title of the one that opens it.
#[test]
fn the_course_screen_speaks_italian_in_italian() {
    let (data, _) = school();
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        Folders::in_data(Some(data.path().to_path_buf())),
    );
    options.lang = Some(Lang::It);
    options.trainee = Some("Ana Pérez".into());
    let mut harness = harness(options);
    press(&mut harness, Modifiers::COMMAND, Key::K);
    harness.get_by_label("Casilleros: dalla tabella all'esame al tavolo");
    harness.get_by_label("Totali e la tabella");
    let it = tallador::text::i18n::I18n::new(Lang::It);
    harness.get_by_label(&it.trf(
        "course.locked_until",
        &[("previous", "Totali e la tabella")],
    ));
    assert!(
        harness
            .query_by_label("Casilleros: from the tableau to the table test")
            .is_none()
    );
}

/// The practice summary of `cas-banca6-encart.ron`, played with `wrong` first tried once in
/// place of the step before which it stands (a practice retries, so the round ends).
fn summary_after(wrong: &str, before: &str) -> App {
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.path().to_path_buf());
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    options.scenario = Some(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/examples/cas-banca6-encart.ron"),
    );
    let mut harness = harness(options);
    let now = at("2026-12-02T09:00:00+01:00");
    let mut tried = false;
    for _ in 0..100 {
        let Some(training) = harness.state().training.as_ref() else {
            break;
        };
        let Some(canonical) = training.session.acceptable().first().copied() else {
            break;
        };
        if !tried && canonical.to_string() == before {
            tried = true;
            harness
                .state_mut()
                .apply(Command::Choose(wrong.parse().unwrap()), now);
        }
        harness.state_mut().apply(Command::Choose(canonical), now);
    }
    assert!(tried, "{before} is a step of the round");
    settle(&mut harness);
    assert_eq!(harness.state().screen, Screen::Summary);
    harness
}

/// The summary names the quick drill its button starts (a third card missed: the third-card
/// drill); when no quick drill trains the rule missed (T6, the order of collecting and paying)
/// it says so instead of a button that does nothing on this screen.
#[test]
fn the_summary_names_the_drill_for_the_mistakes_or_says_none_trains_them() {
    let i18n = tallador::text::i18n::I18n::new(Lang::En);
    let third_card =
        tallador::app::quiz::text::drill_name(&i18n, DrillChoice::One(Drill::ThirdCard));
    // The Banca's discard before box 2's third card (T4).
    let harness = summary_after("discard banca", "draw 2");
    let named = en_with("course.drill_mistakes_named", &[("drill", &third_card)]);
    harness.get_by_label_contains(&named);
    assert!(
        harness
            .query_by_label(&en("course.no_drill_for_mistakes"))
            .is_none()
    );
    // Box 3 paid where it is collected (T6): no quick drill trains it.
    let harness = summary_after("pay 3", "collect 3");
    harness.get_by_label(&en("course.no_drill_for_mistakes"));
    assert!(
        harness
            .query_by_label_contains(&en("course.drill_mistakes"))
            .is_none()
    );
}

/// The start screen's way into the course asks "Who are you?" while the name is empty, and
/// says "My course" once it is typed; Ctrl+K opens the course either way.
#[test]
fn the_start_screen_asks_who_you_are_until_you_say_then_offers_your_course() {
    let (data, _) = school();
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        Folders::in_data(Some(data.path().to_path_buf())),
    );
    options.lang = Some(Lang::En);
    let mut harness = harness(options);
    harness.get_by_label_contains(&en("course.who"));
    assert!(
        harness
            .query_by_label_contains(&en("course.my_course"))
            .is_none()
    );
    harness.state_mut().settings.start.trainee = "Ana Pérez".into();
    settle(&mut harness);
    harness
        .get_by_label_contains(&en("course.my_course"))
        .click();
    settle(&mut harness);
    assert_eq!(harness.state().screen, Screen::Course);
}
