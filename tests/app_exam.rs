#![cfg(feature = "app")]
//! Exams in the window (egui_kittest, headless): a signed paper taken end to end through the
//! action line, once passed and once failed on a category limit; the paper's attempts and
//! time; the exam editor writing a paper that `tallador check` accepts; the register tab's
//! collect-and-seal and the certificate. Each test has its own folders (logs, instructor key).

use std::path::{Path, PathBuf};

use egui::Key;
use egui_kittest::kittest::Queryable;
use tallador::app::exam_editor::SituationDraft;
use tallador::app::{AppOptions, Command, Screen};
use tallador::core::generate::Focus;
use tallador::core::{Action, Profiles};
use tallador::session::exam::PaperFiles;
use tallador::session::exam::seal::{self, InstructorKey, Seal, Subject};
use tallador::session::log::{Integrity, Stamp};
use tallador::session::{Mode, SessionLog};
use tallador::text::i18n::Lang;

mod common;

use common::app::{App, en, en_keys, en_with, harness};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

/// A temporary copy of the fixtures' `exams/` and `examples/`, the instructor's folder with
/// Marta's key, and an empty logs folder.
struct Workspace {
    dir: tempfile::TempDir,
}

impl Workspace {
    fn new() -> Workspace {
        let dir = tempfile::tempdir().unwrap();
        for folder in ["exams", "examples"] {
            let target = dir.path().join(folder);
            std::fs::create_dir_all(&target).unwrap();
            for entry in std::fs::read_dir(fixtures().join(folder)).unwrap() {
                let path = entry.unwrap().path();
                std::fs::copy(&path, target.join(path.file_name().unwrap())).unwrap();
            }
        }
        marta().write_new(&dir.path().join("instructor")).unwrap();
        std::fs::create_dir_all(dir.path().join("logs")).unwrap();
        // The school's data folder, for the command line: Marta's public key is trusted.
        let keys = dir.path().join("data/keys");
        std::fs::create_dir_all(&keys).unwrap();
        std::fs::write(keys.join("marta-ruiz.pub"), marta().public().to_ron()).unwrap();
        Workspace { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Signs the paper `exams/NAME` with Marta's key, as `tallador instructor sign` does.
    fn sign(&self, name: &str) -> PathBuf {
        let path = self.path("exams").join(name);
        let files = PaperFiles::load(&path, &Profiles::default()).unwrap();
        let time =
            Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-05T09:00:00+02:00").unwrap());
        marta()
            .sign_paper(&files, &Profiles::default(), time)
            .unwrap()
            .write_for(&path)
            .unwrap();
        path
    }

    fn options(&self, paper: Option<PathBuf>) -> AppOptions {
        let mut options = AppOptions::new(Profiles::default());
        options.logs_folder = Some(self.path("logs"));
        options.library_folders = vec![self.path("examples")];
        options.shipped_library = false;
        options.lang = Some(Lang::En);
        options.trainee = Some("Dora Paz".into());
        options.exam_paper = paper;
        // Only the instructor's own key is trusted here (no school keys folder).
        options.keys_folder = None;
        options.instructor_folder = Some(self.path("instructor"));
        options
    }
}

fn click(harness: &mut App, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn type_action(harness: &mut App, text: &str) {
    let line_label = en("train.type_action");
    let line = harness.get_by_label(&line_label);
    line.focus();
    line.type_text(text);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
}

/// Plays the exam on show to its end through the action line, the canonical action each time;
/// with `collect_first_pay`, the first `pay N` is answered `collect N` (a money mistake).
///
/// The first choice is typed on the action line; the others are the same command, applied at a
/// trainee's pace (2 s apart): a test that types forty actions in a second deals faster than
/// any person, and the deciding function flags that pace.
fn play_exam(harness: &mut App, collect_first_pay: bool) {
    let mut mistaken = !collect_first_pay;
    let mut at = tallador::app::clock();
    for step in 0..500 {
        if harness.state().screen != Screen::Train {
            return;
        }
        let training = harness.state().training.as_ref().unwrap();
        let canonical = training.session.acceptable()[0];
        let choice = match canonical {
            Action::Pay(place, _) if !mistaken => {
                mistaken = true;
                Action::Collect(place)
            }
            other => other,
        };
        if step == 0 {
            type_action(harness, &choice.to_string());
            at = tallador::app::clock();
        } else {
            at += chrono::Duration::seconds(2);
            harness.state_mut().apply(Command::Choose(choice), at);
            harness.run();
        }
    }
    panic!("the exam does not end");
}

fn exam_log(harness: &App) -> (PathBuf, SessionLog) {
    let training = harness
        .state()
        .training
        .as_ref()
        .expect("the exam's session");
    let path = training.session.log_path().expect("a log file");
    let log = SessionLog::load(&path).expect("the log reads");
    (path, log)
}

#[test]
fn a_paper_taken_end_to_end_passes_and_is_sealed_registered_and_certified() {
    let work = Workspace::new();
    let paper = work.sign("casilleros-table-test.ron");
    // `tallador --exam PAPER`: the exam starts at once.
    let mut harness = harness(work.options(Some(paper.clone())));
    assert_eq!(
        harness.state().screen,
        Screen::Train,
        "{:?}",
        harness.state().notice
    );
    harness.get_by_label_contains("Time left");
    play_exam(&mut harness, false);
    assert_eq!(harness.state().screen, Screen::Summary);
    // The criteria of the fixture paper, each met (every action right, typed in well under
    // the 10 s per decision and the 30 minutes).
    harness.get_by_label(&en("result.passed"));
    harness.get_by_label("met: Played to the end: yes");
    harness.get_by_label("met: Accuracy: 100.0 % (pass mark 75 %)");
    harness.get_by_label("met: Money mistakes: 0 (at most 0)");
    harness.get_by_label("met: Order mistakes: 0 (at most 2)");
    harness.get_by_label(
        "met: Conditions: Exam at Casilleros (AR/UY), typed amounts no, trainee deals no",
    );
    harness.get_by_label_contains("rounds per hour");
    // One log for the whole paper, naming it by title and by the hash its seal signs.
    let (log_path, log) = exam_log(&harness);
    assert_eq!(log.mode, Mode::Exam);
    assert_eq!(log.verify(), Integrity::Intact);
    let signed = seal::load_paper_for_exam(
        &paper,
        &Profiles::default(),
        &seal::TrustedKeys {
            keys: vec![marta().public()],
        },
    )
    .unwrap();
    let named = log.paper.clone().expect("the log names its paper");
    assert_eq!(named.title, "Casilleros table test");
    assert_eq!(named.hash, signed.hash());
    let rounds: std::collections::BTreeSet<u32> = log.steps.iter().map(|s| s.round).collect();
    assert_eq!(rounds.len(), 3, "one situation file and two generated ones");

    // The class overview: the register tab, collect and seal, the certificate.
    harness
        .state_mut()
        .apply(Command::Show(Screen::Start), tallador::app::clock());
    harness.run();
    click(&mut harness, &en("overview.title"));
    harness.state_mut().overview.folder = work.path("logs").display().to_string();
    click(&mut harness, &en("overview.tab_register"));
    harness.get_by_label(&en("register.unsealed"));
    click(&mut harness, &en("register.seal"));
    let seal = Seal::load_for(&log_path).unwrap().expect("sealed");
    assert_eq!(seal.instructor, "Marta Ruiz");
    let result = seal.result.clone().expect("graded when sealed");
    assert!(result.passed);
    assert_eq!(result.correct, log.summary.decisions);
    assert_eq!(result.paper_hash, named.hash);
    harness.get_by_label(&en("register.passed"));
    harness.get_by_label("100.0 %");
    harness.get_by_label("Marta Ruiz");
    // The paper is valid 12 months: certified until a year after the exam's day.
    let due = log.started.time().date_naive() + chrono::Months::new(12);
    harness.get_by_label(&format!("certified until {due}"));
    harness.get_by_label("1 / 3");
    click(&mut harness, &en("register.write_certificate"));
    let certificate = log_path.with_extension("certificate.html");
    let html = std::fs::read_to_string(&certificate).expect("the certificate is written");
    assert!(html.contains("Dora Paz"), "{html}");
    assert!(html.contains("Casilleros table test"));
    assert!(html.contains(&seal.code()));
    assert!(html.contains("Marta Ruiz"));
    assert!(html.contains("<html lang=\"en\">"));
}

#[test]
fn a_paper_taken_end_to_end_fails_on_the_money_limit() {
    let work = Workspace::new();
    let paper = work.sign("casilleros-table-test.ron");
    let mut harness = harness(work.options(None));
    // From the start screen this time: the paper's path and "Take the exam".
    // Exam paper… on the start screen opens the paper's row.
    assert!(harness.query_by_label(&en("start.take_exam")).is_none());
    click(&mut harness, &en("start.exam_paper"));
    harness.state_mut().settings.start.paper = paper.display().to_string();
    click(&mut harness, &en("start.take_exam"));
    assert_eq!(
        harness.state().screen,
        Screen::Train,
        "{:?}",
        harness.state().notice
    );
    play_exam(&mut harness, true);
    assert_eq!(harness.state().screen, Screen::Summary);
    harness.get_by_label(&en("result.failed"));
    // The one mistake is a collect for a pay: money, above the limit of none.
    harness.get_by_label("NOT met: Money mistakes: 1 (at most 0)");
    harness.get_by_label("met: Order mistakes: 0 (at most 2)");
    harness.get_by_label("met: Played to the end: yes");
    let (_, log) = exam_log(&harness);
    let decisions = log.summary.decisions;
    assert_eq!(log.summary.correct, decisions - 1);
    // The accuracy criterion still holds: one wrong of many is above 75 %.
    let percent = 100.0 * f64::from(decisions - 1) / f64::from(decisions);
    assert!(percent > 75.0);
    harness.get_by_label(&format!("met: Accuracy: {percent:.1} % (pass mark 75 %)"));
}

#[test]
fn attempts_are_counted_in_the_logs_folder_and_refused_past_the_paper_s_number() {
    let work = Workspace::new();
    // The Puerto Rico paper allows two attempts.
    let paper = work.sign("pr-table-test.ron");
    let mut harness = harness(work.options(None));
    click(&mut harness, &en("start.exam_paper"));
    harness.state_mut().settings.start.paper = paper.display().to_string();
    for attempt in 1..=2 {
        click(&mut harness, &en("start.take_exam"));
        assert_eq!(harness.state().screen, Screen::Train, "attempt {attempt}");
        let exam = harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .exam
            .clone()
            .unwrap();
        assert_eq!(exam.attempt, attempt);
        // Left at once: an attempt all the same (its log is in the folder).
        harness
            .state_mut()
            .apply(Command::NewSession, tallador::app::clock());
        harness.run();
    }
    click(&mut harness, &en("start.take_exam"));
    assert_eq!(harness.state().screen, Screen::Start);
    harness.get_by_label("Dora Paz has used 2 of the 2 attempts this paper allows.");
    // Another trainee has both attempts.
    harness.state_mut().settings.start.trainee = "Eva Sosa".into();
    click(&mut harness, &en("start.take_exam"));
    assert_eq!(harness.state().screen, Screen::Train);
}

#[test]
fn an_exam_past_its_time_ends_unfinished_and_fails_on_time() {
    let work = Workspace::new();
    let paper = work.sign("casilleros-table-test.ron");
    let mut harness = harness(work.options(Some(paper)));
    let started = exam_log(&harness).1.started.time();
    // A minute before the 30 minutes, nothing happens; at 30 minutes the exam ends.
    harness
        .state_mut()
        .apply(Command::ExamTimeUp, started + chrono::Duration::minutes(29));
    assert_eq!(harness.state().screen, Screen::Train);
    harness
        .state_mut()
        .apply(Command::ExamTimeUp, started + chrono::Duration::minutes(30));
    harness.run();
    assert_eq!(harness.state().screen, Screen::Summary);
    let (_, log) = exam_log(&harness);
    assert!(!log.summary.finished);
    assert_eq!(log.ended.unwrap().millis_since(log.started), 30 * 60_000);
    harness.get_by_label(&en("result.failed"));
    harness.get_by_label("NOT met: Played to the end: no");
    harness.get_by_label("met: Exam time: 30.0 min (at most 30 min)");
}

#[test]
fn an_unsigned_or_changed_paper_is_refused_with_its_position() {
    let work = Workspace::new();
    let paper = work.path("exams/casilleros-table-test.ron");
    let mut harness = harness(work.options(Some(paper.clone())));
    assert_eq!(harness.state().screen, Screen::Start);
    let notice = harness.state().notice_text().unwrap();
    assert!(
        notice.contains("casilleros-table-test.ron:1:1:"),
        "{notice}"
    );
    assert!(notice.contains("not signed"), "{notice}");
    // Signed, then the pass mark lowered: refused.
    work.sign("casilleros-table-test.ron");
    let text = std::fs::read_to_string(&paper).unwrap();
    std::fs::write(&paper, text.replace("pass_mark: 75", "pass_mark: 5")).unwrap();
    click(&mut harness, &en("start.take_exam"));
    harness.get_by_label_contains("changed after it was signed");
    assert_eq!(harness.state().screen, Screen::Start);
}

/// `tallador check PATH` with the workspace's data folder (where Marta's key is trusted).
fn check(work: &Workspace, path: &Path) -> (i32, String) {
    let data = work.path("data");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tallador"))
        .arg("check")
        .arg(path)
        .env("TALLADOR_DATA", data)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.code().unwrap_or(-1), text)
}

#[test]
fn the_editor_writes_a_paper_that_tallador_check_accepts_and_signs_it() {
    let work = Workspace::new();
    let mut harness = harness(work.options(None));
    click(&mut harness, &en("start.exam_paper"));
    click(&mut harness, &en("start.write_paper"));
    assert_eq!(harness.state().screen, Screen::ExamEditor);
    // Typed in the form: the title.
    let title_label = en("editor.title_en");
    let title = harness.get_by_label(&title_label);
    title.focus();
    title.type_text("Casilleros check-out");
    harness.run();
    // Saving without a situation says what is missing.
    let target = work.path("exams/new/checkout.ron");
    harness.state_mut().exam_editor.path = target.display().to_string();
    click(&mut harness, &en_keys("editor.save", "Ctrl+S"));
    harness.get_by_label(&en("editor.no_situations"));
    {
        let editor = &mut harness.state_mut().exam_editor;
        editor.situations = vec![
            SituationDraft::Library("cas-banca6-encart.ron".into()),
            SituationDraft::Generated {
                focus: Focus::ThirdCard,
                seed: 7,
                count: 2,
                fresh: false,
            },
            SituationDraft::Generated {
                focus: Focus::Naturals,
                seed: 8,
                count: 1,
                fresh: true,
            },
        ];
        editor.limits[2] = Some(0);
        editor.exam_minutes = Some(20);
        editor.min_pace = Some(5.0);
    }
    harness.run();
    click(&mut harness, &en_keys("editor.save", "Ctrl+S"));
    assert!(target.exists(), "{:?}", harness.state().exam_editor.message);
    let text = std::fs::read_to_string(&target).unwrap();
    assert!(text.contains("title: \"Casilleros check-out\""), "{text}");
    assert!(
        text.contains("File(\"checkout-situations/cas-banca6-encart.ron\")"),
        "{text}"
    );
    assert!(
        text.contains("Generated(focus: \"third-card\", seed: 7, count: 2)"),
        "{text}"
    );
    // Dealt anew at each attempt (the editor's default): no seed in the paper.
    assert!(
        text.contains("Fresh(focus: \"naturals\", count: 1)"),
        "{text}"
    );
    assert!(text.contains("(category: Money, mistakes: 0)"), "{text}");
    assert!(text.contains("exam_minutes: 20,"), "{text}");
    assert!(text.contains("min_pace: 5.0,"), "{text}");
    // One library file, two generated the same for everyone and one dealt anew at each
    // attempt: four situations, not signed yet.
    let (code, said) = check(&work, &target);
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains("exam paper, casilleros, 4 situation(s), unsigned"),
        "{said}"
    );
    click(&mut harness, &en("editor.sign"));
    let (code, said) = check(&work, &target);
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains("signed by Marta Ruiz (a trusted key)"),
        "{said}"
    );
    // The signed paper is one an exam starts from.
    harness.state_mut().settings.start.paper = target.display().to_string();
    harness
        .state_mut()
        .apply(Command::StartExam, tallador::app::clock());
    assert_eq!(
        harness.state().screen,
        Screen::Train,
        "{:?}",
        harness.state().notice
    );
}

#[test]
fn the_register_tab_shows_unverified_exams_as_such_and_never_as_passed() {
    use tallador::session::exam::seal::SealedResult;
    let work = Workspace::new();
    let logs = work.path("logs");
    for name in [
        "20260505-090000-ana-perez-exam.ron",
        "20260506-090000-ana-perez-exam.ron",
        "20260504-100000-bruno-diaz-exam.ron",
    ] {
        std::fs::copy(fixtures().join("logs").join(name), logs.join(name)).unwrap();
    }
    let at = Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-07T09:00:00+02:00").unwrap());
    // The fixture exam logs name the fixture papers they were taken on.
    let pr = PaperFiles::load(
        &fixtures().join("exams/pr-table-test.ron"),
        &Profiles::default(),
    )
    .unwrap();
    let result = |passed: bool, correct, decisions| SealedResult {
        paper: "Puerto Rico table test".into(),
        paper_hash: seal::paper_hash(&pr.text, &pr.situations),
        passed,
        correct,
        decisions,
        valid_months: 12,
        attempts_allowed: 2,
        flags: Vec::new(),
        accepted: None,
        attempt: None,
    };
    let seal = |key: &InstructorKey, name: &str, result: SealedResult| {
        let path = logs.join(name);
        let log = SessionLog::load(&path).unwrap();
        key.seal(Subject::Log, &log.summary.hash, at, Some(result))
            .write_for(&path)
            .unwrap();
    };
    // Ana A2: a pass sealed by Marta (trusted here). A3, a day later: Marta's seal, but the log
    // was edited at step 3. Bruno B1: sealed as passed by a key this computer does not trust.
    seal(
        &marta(),
        "20260505-090000-ana-perez-exam.ron",
        result(true, 8, 8),
    );
    seal(
        &marta(),
        "20260506-090000-ana-perez-exam.ron",
        result(true, 8, 8),
    );
    let intruder = InstructorKey::from_secret("Someone Else", [9; 32]);
    seal(
        &intruder,
        "20260504-100000-bruno-diaz-exam.ron",
        result(true, 13, 13),
    );
    let mut options = work.options(None);
    options.screen = Some(Screen::Overview);
    options.open = Some(logs.clone());
    let mut harness = harness(options);
    click(&mut harness, &en("overview.tab_register"));
    let register = harness.state().overview.register.clone().expect("read");
    assert_eq!(register.rows.len(), 2);
    // Ana: the latest verified result is A2's pass (A3 does not count); Bruno: his only exam
    // shows its problem and he is not certified.
    harness.get_by_label(&en("register.passed"));
    harness.get_by_label("100.0 %");
    harness.get_by_label(&en_with("register.certified", &[("until", "2027-05-05")]));
    harness.get_by_label(&en("register.unknown_key"));
    harness.get_by_label(&en("register.not_certified"));
    assert!(
        harness
            .query_by_label(&en("register.write_certificate"))
            .is_some()
    );
    let bruno = register
        .rows
        .iter()
        .find(|row| row.trainee == "Bruno Díaz")
        .unwrap();
    assert!(bruno.latest_pass().is_none());
    let ana = register
        .rows
        .iter()
        .find(|row| row.trainee == "Ana Pérez")
        .unwrap();
    assert_eq!(ana.unverified().count(), 1);
    assert_eq!(ana.unverified().next().unwrap().outcome(), "altered");
}

/// The exam's screens say nothing that did not come from the translations: the editor, the
/// exam with its timer, the result and its criteria, the register tab after collect-and-seal.
#[test]
fn the_exam_screens_say_nothing_untranslated() {
    use tallador::text::i18n::I18n;
    // People and the paper's title are data, not interface.
    let check = |harness: &App, screen: &str, found: &mut Vec<String>| {
        let data = ["Dora Paz", "Marta Ruiz", "Casilleros table test"];
        common::pseudo::check_with(harness, screen, found, &data)
    };
    let pseudo = I18n::pseudo(Lang::En);
    let label = |key: &str| pseudo.tr(key).into_owned();
    let work = Workspace::new();
    let mut found = Vec::new();
    let mut editor = work.options(None);
    editor.pseudo_locale = true;
    editor.screen = Some(Screen::ExamEditor);
    let editor = harness(editor);
    check(&editor, "exam editor", &mut found);

    let paper = work.sign("casilleros-table-test.ron");
    let mut options = work.options(Some(paper));
    options.pseudo_locale = true;
    let mut harness = harness(options);
    assert_eq!(harness.state().screen, Screen::Train);
    check(&harness, "exam", &mut found);
    let line = label("train.type_action");
    let (mut typed, mut at) = (false, tallador::app::clock());
    for _ in 0..500 {
        if harness.state().screen != Screen::Train {
            break;
        }
        let canonical = harness
            .state()
            .training
            .as_ref()
            .unwrap()
            .session
            .acceptable()[0];
        if typed {
            // At a trainee's pace (see `play_exam`).
            at += chrono::Duration::seconds(2);
            harness.state_mut().apply(Command::Choose(canonical), at);
            harness.run();
            continue;
        }
        let field = harness.get_by_label(&line);
        field.focus();
        field.type_text(&canonical.to_string());
        harness.run();
        harness.key_press(Key::Enter);
        harness.run();
        typed = true;
        at = tallador::app::clock();
    }
    assert_eq!(harness.state().screen, Screen::Summary);
    check(&harness, "exam result", &mut found);
    harness
        .state_mut()
        .apply(Command::Show(Screen::Start), tallador::app::clock());
    harness.run();
    click(&mut harness, &label("tools.overview"));
    harness.state_mut().overview.folder = work.path("logs").display().to_string();
    click(&mut harness, &label("overview.tab_register"));
    check(&harness, "register, unsealed", &mut found);
    click(&mut harness, &label("register.seal"));
    check(&harness, "register, sealed", &mut found);
    click(&mut harness, &label("register.write_certificate"));
    check(&harness, "certificate preview", &mut found);
    assert!(
        found.is_empty(),
        "{} texts did not come from the translations:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A trainee name with a newline or an escape would forge register lines: the start screen
/// refuses it, for an exam and for practice, and says which character.
#[test]
fn a_trainee_name_with_an_invisible_character_starts_nothing() {
    let work = Workspace::new();
    let paper = work.path("exams/pr-table-test.ron");
    work.sign("pr-table-test.ron");
    let mut harness = harness(work.options(None));
    for (name, code) in [("Eve\nMallory", "U+000A"), ("Eve\u{1b}[8m", "U+001B")] {
        harness.state_mut().settings.start.trainee = name.to_string();
        harness.state_mut().settings.start.paper = paper.display().to_string();
        harness
            .state_mut()
            .apply(Command::StartExam, tallador::app::clock());
        harness.run();
        assert_eq!(harness.state().screen, Screen::Start);
        let notice = harness.state().notice_text().unwrap_or_default();
        assert!(notice.contains(code), "{notice}");
        assert!(harness.state().training.is_none());
        harness
            .state_mut()
            .apply(Command::StartSession, tallador::app::clock());
        harness.run();
        assert_eq!(harness.state().screen, Screen::Start);
        assert!(harness.state().training.is_none());
    }
    // The same name without the newline starts the exam.
    harness.state_mut().settings.start.trainee = "Eve Mallory".into();
    harness
        .state_mut()
        .apply(Command::StartExam, tallador::app::clock());
    assert_eq!(harness.state().screen, Screen::Train);
}

/// A choice made in the window carries the monotonic clock's time beside the wall clock's, so a
/// wall clock changed during the exam shows (docs/instructor.md, the threat model).
#[test]
fn a_choice_in_the_window_logs_the_monotonic_time_too() {
    let work = Workspace::new();
    let paper = work.sign("pr-table-test.ron");
    let mut harness = harness(work.options(Some(paper)));
    assert_eq!(harness.state().screen, Screen::Train);
    let canonical = harness
        .state()
        .training
        .as_ref()
        .unwrap()
        .session
        .acceptable()[0];
    type_action(&mut harness, &canonical.to_string());
    let (_, log) = exam_log(&harness);
    assert_eq!(log.steps.len(), 1);
    assert!(log.steps[0].monotonic_ms.is_some(), "{:?}", log.steps[0]);
}

#[test]
fn a_paper_saved_by_name_goes_to_the_data_folder_and_the_field_shows_where() {
    // The app's working folder is nobody's choice: a name alone is saved in the data folder's
    // `exams/`, and the field then holds the whole path.
    let work = Workspace::new();
    let mut options = work.options(None);
    options.folders.data = Some(work.path("data"));
    let mut harness = harness(options);
    click(&mut harness, &en("start.exam_paper"));
    click(&mut harness, &en("start.write_paper"));
    {
        let editor = &mut harness.state_mut().exam_editor;
        editor.title = "Check-out".into();
        editor.situations = vec![SituationDraft::Library("cas-banca6-encart.ron".into())];
        editor.path = "checkout.ron".into();
    }
    harness.run();
    click(&mut harness, &en_keys("editor.save", "Ctrl+S"));
    let target = work.path("data/exams/checkout.ron");
    assert!(target.exists(), "{:?}", harness.state().exam_editor.message);
    assert_eq!(
        harness.state().exam_editor.path,
        target.display().to_string()
    );
    let message = &harness
        .state()
        .exam_editor
        .message
        .as_ref()
        .unwrap()
        .1
        .tell(&harness.state().i18n);
    assert!(message.contains(&target.display().to_string()), "{message}");
}

#[test]
fn an_instructor_makes_a_key_in_the_editor_and_signs_with_it() {
    let work = Workspace::new();
    let mut options = work.options(None);
    let folder = work.path("new-instructor");
    options.instructor_folder = Some(folder.clone());
    let mut harness = harness(options);
    click(&mut harness, &en("start.exam_paper"));
    click(&mut harness, &en("start.write_paper"));
    harness.get_by_label_contains("There is no instructor key on this computer yet");
    // Without a name, nothing is made.
    click(&mut harness, &en("editor.create_key"));
    harness.get_by_label_contains("Type your name first: seals and certificates show it.");
    assert!(!folder.join("instructor.key").exists());
    let name_label = en("editor.instructor_name");
    let name = harness.get_by_label(&name_label);
    name.focus();
    name.type_text("Lucía Ortega");
    harness.run();
    click(&mut harness, &en("editor.create_key"));
    assert!(folder.join("instructor.key").exists());
    harness.get_by_label(&en_with("editor.key_of", &[("name", "Lucía Ortega")]));
    harness.get_by_label_contains("Give the school the public key");
    // The key signs: a paper saved and signed in the editor names her.
    {
        let editor = &mut harness.state_mut().exam_editor;
        editor.title = "Check-out".into();
        editor.situations = vec![SituationDraft::Library("cas-banca6-encart.ron".into())];
        editor.path = work.path("exams/lucia.ron").display().to_string();
    }
    harness.run();
    click(&mut harness, &en("editor.sign"));
    let message = &harness
        .state()
        .exam_editor
        .message
        .as_ref()
        .unwrap()
        .1
        .tell(&harness.state().i18n);
    assert!(message.contains("Lucía Ortega"), "{message}");
    assert!(work.path("exams/lucia.ron.seal").exists(), "{message}");
}

#[test]
fn a_generated_situation_added_in_the_editor_is_dealt_anew_at_each_attempt_or_from_a_fresh_seed() {
    // Issue 34: added, a focus is dealt anew at each attempt (fresh, the default); unticked,
    // from a seed that is not the practice default (1), which a trainee may have dealt already:
    // a seed drawn fresh (above 2^32), recorded in the paper; two added are two different seeds.
    let work = Workspace::new();
    let mut harness = harness(work.options(None));
    click(&mut harness, &en("start.exam_paper"));
    click(&mut harness, &en("start.write_paper"));
    assert_eq!(harness.state().screen, Screen::ExamEditor);
    click(&mut harness, &en("focus.third_card"));
    click(&mut harness, &en("focus.third_card"));
    let seeds: Vec<u64> = harness
        .state()
        .exam_editor
        .situations
        .iter()
        .filter_map(|situation| match situation {
            SituationDraft::Generated {
                focus, seed, fresh, ..
            } if *focus == Focus::ThirdCard => {
                assert!(
                    fresh,
                    "dealt anew at each attempt unless the instructor says"
                );
                Some(*seed)
            }
            _ => None,
        })
        .collect();
    assert_eq!(seeds.len(), 2, "{seeds:?}");
    assert!(
        seeds.iter().all(|&seed| seed > u64::from(u32::MAX)),
        "{seeds:?}"
    );
    assert_ne!(seeds[0], seeds[1]);
}
